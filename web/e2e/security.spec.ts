import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DESKTOP, PHONE, WORKER2, expectAccessible, launchBrowser, login, newPage, screenshot } from './support';

/** The audit log screen (reached from the Panel) and two-factor setup in /mi-perfil. */
describe('audit log and two-factor screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the admin reaches the audit log from the Panel and sees the logins (${viewport.width}px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, ADMIN);
      await page.goto('/admin-panel');
      await page.getByRole('link', { name: 'Ver registro de auditoría' }).click();
      await page.waitForURL('**/admin-auditoria');
      await page.getByRole('heading', { level: 1, name: 'Auditoría' }).waitFor();
      // A table at 1280 px, cards at 390 px (issue 19): the entry's text is visible either way.
      // In plain Spanish (issue 19): 'Administrador … inició sesión', not 'POST /api/login'.
      await page
        .getByText(/ inició sesión$/)
        .filter({ visible: true })
        .first()
        .waitFor();
      await expect.poll(() => page.getByText('POST /api/login').filter({ visible: true }).count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, `security-audit-${viewport.width}`);
      await context.close();
    });
  }

  it('a worker starts two-factor setup from /mi-perfil and sees the QR code', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, WORKER2);
    await page.goto('/mi-perfil');
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    // The account password is asked before a QR code is made.
    await expect.poll(() => page.getByRole('button', { name: 'Configurar' }).isDisabled()).toBe(true);
    await page.getByLabel('Contraseña actual').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Configurar' }).click();
    await page.getByText('La contraseña o el código de verificación no son correctos.').waitFor();
    await page.getByLabel('Contraseña actual').fill(WORKER2.password);
    await page.getByRole('button', { name: 'Configurar' }).click();
    const qr = page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' });
    await qr.waitFor();
    await expect.poll(() => qr.locator('svg').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Activar' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'security-two-factor-1280');
    // Its own page says 'Verificación en dos pasos' once (the card's title is the page's).
    await page.goto('/configurar-2fa');
    await page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Verificación en dos pasos' }).count()).toBe(1);
    await context.close();
  });
});

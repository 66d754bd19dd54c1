import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot } from './support';

/** Issue 19: the login shows the password on demand, warns before the lockout and says when it ends. */
describe('login help', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('show-password toggle, tries-left warning from the 3rd failure, lockout with its end time', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('clave-equivocada');
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Mostrar clave' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar clave' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');

    // An identifier of its own, so no other test's failures count.
    await page.getByLabel('RUT').fill('usuario-de-prueba-login');
    const alert = page.getByRole('alert');
    const attempt = async () => {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      return (await answered).status();
    };
    expect(await attempt()).toBe(401);
    await alert.waitFor();
    await expect.poll(() => alert.innerText()).not.toMatch(/Le quedan/);
    expect(await attempt()).toBe(401);
    expect(await attempt()).toBe(401);
    await expect.poll(() => alert.innerText()).toContain('Le quedan 2 intentos');
    expect(await attempt()).toBe(401);
    await expect.poll(() => alert.innerText()).toContain('Le queda 1 intento');
    expect(await attempt()).toBe(401);
    await expect.poll(() => alert.innerText()).toContain('quedó bloqueado por 15 minutos');
    expect(await attempt()).toBe(429);
    await expect.poll(() => alert.innerText()).toMatch(/Intente nuevamente a las \d{2}:\d{2}\./);
    await screenshot(page, 'login-lockout-390');
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import path from 'node:path';
import { DESKTOP, PHONE, SHOTS_DIR, WORKER2, expectAccessible, launchBrowser, login, newPage } from './support';

/**
 * The bell (issue 16): a worker with mandatory readings (the demo company assigns two, one overdue) sees how many
 * notifications are unread, opens the list, and the count goes away; it stays away after a reload.
 */
describe('notifications bell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows unread notifications and marks them read when opened at ${viewport.width}px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      try {
        // Each width uses its own state: the phone run marks WORKER2's as read, the desktop run sees them read.
        await login(page, WORKER2);
        await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
        const bell = page.getByRole('button', { name: /^Notificaciones/ });
        await bell.waitFor();
        // The phone run comes first: the demo's readings are unread (the list loads after the button shows).
        if (viewport === PHONE) {
          await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Notificaciones \(\d+ sin leer\)$/);
        }
        await bell.click();
        const menu = page.locator('.notification-menu');
        await menu
          .getByText(/Nueva lectura obligatoria: «|Lectura vencida: «/)
          .first()
          .waitFor();
        await expectAccessible(page);
        // What the person sees with the list open (the viewport, not the whole page).
        await page.screenshot({ path: path.join(SHOTS_DIR, `notifications-open-${viewport.width}.png`) });
        // Opening marked them read: the count goes, and stays gone after a reload.
        await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notificaciones');
        await page.reload();
        await page.getByRole('button', { name: 'Notificaciones', exact: true }).waitFor();
        // An item leads to where it is dealt with.
        await page.getByRole('button', { name: 'Notificaciones', exact: true }).click();
        await menu.getByRole('link').first().click();
        await page.waitForURL(/\/lecturas|\/mi-perfil/);
      } finally {
        await context.close();
      }
    });
  }

  it('/mi-perfil explains that phone notices are off when the server has no VAPID keys', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await login(page, WORKER2);
      await page.goto('/mi-perfil');
      const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Avisos en este teléfono' }) });
      await card.getByText('Los avisos en el teléfono no están activados en este servidor.').waitFor();
      await expect.poll(() => card.getByRole('button', { name: 'Activar avisos' }).count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      // The bar as a phone shows it: logo, reading badge, bell and menu button on one row.
      await page.getByRole('button', { name: /^Notificaciones/ }).waitFor();
      await page.getByRole('link', { name: /^Pendientes de lectura/ }).waitFor();
      const middle = async (name: RegExp | string) => {
        const box = (await page.getByRole('button', { name }).first().boundingBox())!;
        return box.y + box.height / 2;
      };
      const bell = await middle(/^Notificaciones/);
      expect(Math.abs(bell - (await middle('Mostrar u ocultar el menú')))).toBeLessThan(4);
      await page.screenshot({ path: path.join(SHOTS_DIR, 'notifications-push-card-390.png') });
    } finally {
      await context.close();
    }
  });
});

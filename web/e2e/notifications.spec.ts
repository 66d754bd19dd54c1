import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import path from 'node:path';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  SHOTS_DIR,
  WORKER,
  WORKER2,
  apiFetch,
  expectAccessible,
  launchBrowser,
  login,
  newPage,
} from './support';

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

  it('the bell counts a reading assigned by an admin at once, without a reload (event stream), at 390px', async () => {
    const worker = await newPage(browser, PHONE);
    const admin = await newPage(browser, DESKTOP);
    try {
      await login(worker.page, WORKER);
      await worker.page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
      const bell = worker.page.getByRole('button', { name: /^Notificaciones/ });
      await bell.waitFor();
      // The count the bell shows now (the list loads after the button appears).
      const before = ((await apiFetch(worker.page, '/api/notificaciones')).body as { no_leidas: number }).no_leidas;
      const label = (n: number) =>
        n === 0 ? 'Notificaciones' : n === 1 ? 'Notificaciones (1 sin leer)' : `Notificaciones (${n} sin leer)`;
      await expect.poll(() => bell.getAttribute('aria-label')).toBe(label(before));
      const pendingBefore = ((await apiFetch(worker.page, '/api/lecturas/pendientes')).body as unknown[]).length;
      const readings = worker.page.getByRole('link', { name: /^Pendientes de lectura/ });
      const readingsCount = async () => /\((\d+)\)/.exec((await readings.textContent()) ?? '')?.[1];
      await expect.poll(readingsCount).toBe(String(pendingBefore));

      await login(admin.page, ADMIN);
      const users = (await apiFetch(admin.page, '/api/users')).body as { id: number; username: string }[];
      const maria = users.find((u) => u.username === WORKER.username)!;
      const docs = (await apiFetch(admin.page, '/api/procedimientos?por_pagina=1')).body as { items: { id: number }[] };
      const created = await apiFetch(admin.page, '/api/lecturas', {
        method: 'POST',
        body: { tipo: 'documento', item_id: docs.items[0]!.id, personas: [maria.id], fecha_limite: '2099-12-31' },
      });
      expect(created.status).toBe(201);
      const lecturaId = (created.body as { id: number }).id;

      // Far sooner than the one-minute poll: the server's hint made the page ask again.
      await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe(label(before + 1));
      // The pending readings badge follows the same hint.
      await expect.poll(readingsCount, { timeout: 10_000 }).toBe(String(pendingBefore + 1));
      await worker.page.screenshot({ path: path.join(SHOTS_DIR, 'notifications-live-390.png') });

      // Closing the reading takes it away just as fast (and leaves this worker as the other specs expect her).
      expect((await apiFetch(admin.page, `/api/lecturas/${lecturaId}/cerrar`, { method: 'POST' })).status).toBe(200);
      await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe(label(before));
      await expect.poll(readingsCount, { timeout: 10_000 }).toBe(String(pendingBefore));
    } finally {
      await worker.context.close();
      await admin.context.close();
    }
  });

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

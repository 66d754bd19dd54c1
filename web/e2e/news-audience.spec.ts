import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  WORKER,
  WORKER2,
  apiFetch,
  expectAccessible,
  launchBrowser,
  login,
  newPage,
  screenshot,
} from './support';

// mgonzalez (WORKER) is in Santiago (branch 2); jmunoz (WORKER2) in Calama (branch 3).
const stamp = Date.now().toString(36);
const NAME = `Turno especial en Calama ${stamp}`;
const LATER = `Aviso programado ${stamp}`;

/** A Santiago wall-clock time a week from now, as a datetime-local input takes it. */
function nextWeekInSantiago(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 7 * 86_400_000));
  return `${parts}T08:30`;
}

describe('news audiences and scheduling (issue 16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin publishes a news item for one branch; a worker of another branch never sees it', async () => {
    const admin = await newPage(browser, DESKTOP);
    await login(admin.page, ADMIN);
    await admin.page.goto('/admin');
    await admin.page.getByRole('heading', { level: 1, name: 'Subir Noticias' }).waitFor();
    await admin.page.getByLabel('Nombre').fill(NAME);
    await admin.page.getByRole('textbox', { name: 'Área', exact: true }).fill('Operaciones');
    await admin.page.getByLabel('Detalle').fill('Solo para la sucursal Calama.');
    await admin.page.getByRole('checkbox', { name: 'Calama', exact: true }).check();
    await admin.page.getByRole('button', { name: 'Subir noticia' }).click();
    await admin.page.getByText('Noticia creada exitosamente').waitFor();
    const row = admin.page.locator('tbody tr').filter({ hasText: NAME });
    await expect.poll(() => row.textContent()).toMatch(/Calama.*Publicada.*0 de \d+/);

    // A scheduled one: 'Programada' until its time (the switch itself is tested on the server with a clock).
    await admin.page.getByLabel('Nombre').fill(LATER);
    await admin.page.getByRole('textbox', { name: 'Área', exact: true }).fill('Operaciones');
    await admin.page.getByLabel('Detalle').fill('Aparece la próxima semana.');
    await admin.page.getByLabel('Publicar el', { exact: true }).fill(nextWeekInSantiago());
    await admin.page.getByLabel('Despublicar el', { exact: true }).fill('2020-01-01T00:00');
    await admin.page.getByRole('button', { name: 'Subir noticia' }).click();
    await admin.page.getByText('La fecha de despublicación debe ser posterior a la de publicación.').waitFor();
    await admin.page.getByLabel('Despublicar el', { exact: true }).fill('');
    await admin.page.getByRole('button', { name: 'Subir noticia' }).click();
    await admin.page.getByText('Noticia creada exitosamente').last().waitFor();
    const later = admin.page.locator('tbody tr').filter({ hasText: LATER });
    await expect.poll(() => later.textContent()).toMatch(/Todos.*Programada.*desde/);
    await expectAccessible(admin.page);
    await screenshot(admin.page, 'news-audience-admin-1280');

    const list = (await apiFetch(admin.page, `/api/noticias?q=${encodeURIComponent(stamp)}`)).body as {
      id: number;
      nombre: string;
    }[];
    const id = list.find((n) => n.nombre === NAME)!.id;
    const laterId = list.find((n) => n.nombre === LATER)!.id;

    // Santiago: not in the list, the search, nor the detail.
    const santiago = await newPage(browser, DESKTOP);
    await login(santiago.page, WORKER);
    await santiago.page.goto('/all-news');
    await santiago.page.getByPlaceholder('Buscar noticias por nombre, área o contenido...').fill(stamp);
    await santiago.page.getByText('No se encontraron noticias.').waitFor();
    await santiago.page.goto(`/noticias/${id}`);
    await santiago.page.getByRole('heading', { level: 1, name: 'Noticia no encontrada', exact: true }).waitFor();
    expect((await apiFetch(santiago.page, `/api/buscar?q=${stamp}`)).body).toMatchObject({
      grupos: { noticias: { total: 0 } },
    });

    // Calama: sees it (not the scheduled one) and opening it counts as seen.
    const calama = await newPage(browser, PHONE);
    await login(calama.page, WORKER2);
    await calama.page.goto('/all-news');
    await calama.page.getByPlaceholder('Buscar noticias por nombre, área o contenido...').fill(stamp);
    await expect.poll(() => calama.page.locator('.news-card h2').allInnerTexts()).toEqual([NAME]);
    await calama.page.goto(`/noticias/${id}`);
    await calama.page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    expect((await apiFetch(calama.page, `/api/noticias/${laterId}`)).status).toBe(404);

    await admin.page.reload();
    await expect.poll(() => row.textContent()).toMatch(/1 de \d+/);

    const phone = await newPage(browser, PHONE);
    await login(phone.page, ADMIN);
    await phone.page.goto('/admin');
    await phone.page.locator('tbody tr').filter({ hasText: NAME }).waitFor();
    await screenshot(phone.page, 'news-audience-admin-390');
    for (const p of [admin, santiago, calama, phone]) await p.context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`/admin-announcements shows each announcement's status and audience at ${viewport.width}px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, ADMIN);
      await page.goto('/admin-announcements');
      await page.getByRole('heading', { level: 1, name: 'Anuncios' }).waitFor();
      await expect.poll(() => page.getByText('Audiencia: Todos').count()).toBeGreaterThan(0);
      await page.getByRole('group', { name: 'Publicación (hora de Santiago)' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `announcements-audience-admin-${viewport.width}`);
      await context.close();
    });
  }
});

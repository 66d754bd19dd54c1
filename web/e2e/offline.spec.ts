import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, WORKER, WORKER2, launchBrowser, login, newPage, screenshot } from './support';

/**
 * Issue 13, offline mode: the service worker keeps the app shell and the worker screens' last answers; a screen
 * seen before opens without network with the 'Sin conexión' banner; the kept answers belong to one user and
 * leave the device at logout. Chromium's offline emulation (context.setOffline) cuts the page and its worker.
 */
const BANNER = /Sin conexión · mostrando datos guardados el \d{2}-\d{2}-\d{4}, \d{2}:\d{2}/;
const ISO = 'Normas ISO 45001';
const SUBAREA = '01 Participacion y Consulta';
const PROCEDURES = `/procedures?area=${encodeURIComponent(ISO)}&subarea=${encodeURIComponent(SUBAREA)}`;

/** Waits until the service worker controls the page (its answers then go through the offline cache). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Sin conexión' });

describe('offline mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens /Home, /all-news, a news item seen before and /procedures without network, with the banner', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' });
    await login(page, WORKER);
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await waitForServiceWorker(page);

    // Seen once with network (the service worker keeps each answer).
    await page.goto('/Home');
    const homeNews = page.getByRole('region', { name: 'Noticias', exact: true });
    await homeNews.locator('.news-card').first().waitFor();
    await page.goto('/all-news');
    const firstCard = page.locator('.news-card').first();
    await firstCard.waitFor();
    const newsTitle = (await firstCard.locator('h2, h3, .card-title').first().innerText()).trim();
    await firstCard.getByRole('link').first().click();
    await page.waitForURL(/\/noticias\/\d+/);
    const newsUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: newsTitle }).waitFor();
    await page.goto(PROCEDURES);
    await page.getByRole('heading', { level: 2, name: `Procedimientos de ${SUBAREA}` }).waitFor();
    const firstDocument = (await page.locator('.document-list h3').first().innerText()).trim();
    await expect.poll(() => banner(page).count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: `Procedimientos de ${SUBAREA}` }).waitFor();
    await page.locator('.document-list h3').filter({ hasText: firstDocument }).waitFor();
    await expect.poll(() => banner(page).innerText()).toMatch(BANNER);

    await page.goto('/Home');
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await homeNews.locator('.news-card').first().waitFor();
    await expect.poll(() => banner(page).innerText()).toMatch(BANNER);
    // The pictures seen before are drawn from the kept copies: the first slide and the news cards' pictures.
    await expect.poll(() => picturesDrawn(page, '.intro-carousel .carousel-item.active img')).toBe(true);
    await expect.poll(() => picturesDrawn(page, '.news-featured-img')).toBe(true);
    await screenshot(page, 'offline-home-1280');

    await page.goto('/all-news');
    await page.locator('.news-card').filter({ hasText: newsTitle }).first().waitFor();
    await banner(page).waitFor();

    await page.goto(newsUrl);
    await page.getByRole('heading', { level: 1, name: newsTitle }).waitFor();
    await banner(page).waitFor();

    // Back online: fresh answers, no banner.
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: newsTitle }).waitFor();
    await expect.poll(() => banner(page).count()).toBe(0);
    await context.close();
  });

  it("wipes a user's kept data at logout: the next user never sees it, even offline", async () => {
    const { context, page } = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' });
    await login(page, WORKER);
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await waitForServiceWorker(page);
    await page.goto('/Home');
    await page.locator('.news-card').first().waitFor();
    await expect.poll(() => keptAnswers(page)).toBeGreaterThan(0);
    await expect.poll(() => keptPictures(page)).toBeGreaterThan(0);
    await expect.poll(() => keptSession(page)).toBe(WORKER.rut.replace(/\./g, ''));

    await page.getByRole('button', { name: 'Mi Perfil' }).click();
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => keptAnswers(page)).toBe(0);
    await expect.poll(() => keptPictures(page)).toBe(0);

    // Offline after the logout: the app opens (shell) but nothing of the previous user is there.
    await context.setOffline(true);
    await page.goto('/Home');
    await page.getByText('No se pudo conectar con el servidor').first().waitFor();
    await expect.poll(() => page.locator('.news-card').count()).toBe(0);
    await expect.poll(() => keptSession(page)).toBe('sin respuesta');

    // The next user logs in (with network), then reads offline: only their own data.
    await context.setOffline(false);
    await login(page, WORKER2);
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await page.goto('/Home');
    await page.locator('.news-card').first().waitFor();
    await expect.poll(() => keptSession(page)).toBe(WORKER2.rut.replace(/\./g, ''));
    await context.setOffline(true);
    await page.reload();
    await page.locator('.news-card').first().waitFor();
    await banner(page).waitFor();
    await expect.poll(() => keptSession(page)).toBe(WORKER2.rut.replace(/\./g, ''));
    await context.close();
  });

  it('keeps a forum comment written offline as «Pendiente de envío» and sends it once when the network returns', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' });
    await login(page, WORKER);
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await waitForServiceWorker(page);
    await page.goto('/Home');
    const forum = page.locator('section.forum-widget');
    const comments = forum.getByRole('region', { name: 'Comentarios' });
    await comments.locator('li.forum-comment').first().waitFor();
    const temaId = Number(await forum.getByLabel('Tema').inputValue());
    const text = `Sin señal en el rajo ${Date.now()}`;

    await context.setOffline(true);
    const box = forum.getByLabel('Su comentario');
    await box.fill(text);
    await forum.getByRole('button', { name: 'Enviar' }).click();
    const mine = comments.locator('li.forum-comment', { hasText: text });
    await mine.getByText('Pendiente de envío').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await screenshot(page, 'offline-forum-pending-1280');

    // Kept on the device (IndexedDB): still there after a reload without network.
    await page.reload();
    await mine.getByText('Pendiente de envío').waitFor();

    // Logging out would delete it (privacy on a shared phone): the person is asked first; 'Cancelar' keeps both
    // the session and the comment.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: 'Mi Perfil' }).click();
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    expect(await asked).toBe(
      'Tiene 1 comentario del foro sin enviar en este dispositivo. Si cierra sesión ahora, se borrarán (así nadie más los ve en este equipo). ¿Desea cerrar sesión de todos modos?',
    );
    await mine.getByText('Pendiente de envío').waitFor();
    expect(new URL(page.url()).pathname).toBe('/Home');

    // The connection returns: it is sent (once), the mark goes away.
    await context.setOffline(false);
    await expect.poll(() => mine.getByText(/Pendiente de envío|Enviando/).count()).toBe(0);
    await expect.poll(() => mine.count()).toBe(1);
    await expect.poll(() => savedCopies(page, temaId, text)).toBe(1);

    // Nothing left to send: another reconnection sends nothing more.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await mine.first().waitFor();
    await expect.poll(() => mine.count()).toBe(1);
    await expect.poll(() => savedCopies(page, temaId, text)).toBe(1);
    await context.close();
  });

  it("keeps a procedure PDF for offline reading ('Guardar sin conexión'), lists it and wipes it at logout", async () => {
    const { context, page } = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' });
    await login(page, WORKER);
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
    await waitForServiceWorker(page);
    await page.goto(PROCEDURES);
    const first = page.locator('.document-list li').first();
    const name = (await first.locator('h3').innerText()).trim();
    await first.getByRole('button', { name: /Guardar sin conexión/ }).click();
    await first.getByRole('button', { name: /Guardado sin conexión/ }).waitFor();
    const saved = page.getByRole('region', { name: 'Disponibles sin conexión' });
    await saved.getByRole('heading', { level: 3, name }).waitFor();
    await expect.poll(() => saved.innerText()).toMatch(/\d+(,\d+)? (KB|MB|B) · guardado el \d{2}-\d{2}-\d{4}/);
    await screenshot(page, 'offline-saved-pdfs-1280');

    // Without network: still listed, and 'Abrir' gets the PDF from the device.
    await context.setOffline(true);
    await page.reload();
    await saved.getByRole('heading', { level: 3, name }).waitFor();
    const href = await saved
      .getByRole('link', { name: new RegExp(`Abrir`) })
      .first()
      .getAttribute('href');
    const file = await page.evaluate(async (url) => {
      const res = await fetch(url!);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        head: String.fromCharCode(...bytes.slice(0, 5)),
      };
    }, href);
    expect(file).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });

    // Logout wipes it: nothing saved is left for the next user.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Mi Perfil' }).click();
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await caches.has('intranet-pdf-v1')) ? (await (await caches.open('intranet-pdf-v1')).keys()).length : 0,
        ),
      )
      .toBe(0);
    await context.close();
  });
});

/** How many API answers the offline cache holds. */
function keptAnswers(page: Page, cache = 'intranet-datos-v1'): Promise<number> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return 0;
    return (await (await caches.open(name)).keys()).length;
  }, cache);
}

/** Pictures kept by the service worker (stored files seen on the screens). */
const keptPictures = (page: Page) => keptAnswers(page, 'intranet-imagenes-v1');

/** Whether every picture matching `selector` is a stored file drawn in full (not broken, not the placeholder). */
function picturesDrawn(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluateAll(
      (imgs) =>
        imgs.length > 0 &&
        (imgs as HTMLImageElement[]).every(
          (img) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes('/api/uploads/'),
        ),
    );
}

/** The session the page gets now (offline: the kept one), or 'sin respuesta'. */
function keptSession(page: Page): Promise<string> {
  return page.evaluate(async () => {
    try {
      const res = await fetch('/api/session');
      return res.ok ? ((await res.json()) as { rut: string }).rut.replace(/\./g, '') : `HTTP ${res.status}`;
    } catch {
      return 'sin respuesta';
    }
  });
}

/** How many comments of the topic have this text on the server. */
function savedCopies(page: Page, temaId: number, text: string): Promise<number> {
  return page.evaluate(
    async ({ temaId, text }) => {
      const res = await fetch(`/api/comentarios/${temaId}?limit=100`, { cache: 'no-store' });
      const list = (await res.json()) as Array<{ comentario: string }>;
      return list.filter((c) => c.comentario === text).length;
    },
    { temaId, text },
  );
}

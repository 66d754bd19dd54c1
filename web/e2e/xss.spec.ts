import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, DESKTOP, WORKER2, apiFetch, baseURL, launchBrowser, login } from './support';

/**
 * XSS end to end (issue 9): text typed by a person comes back on its screen as text, never as HTML.
 * An admin stores markup in a news item, a birthday and a worker's puesto; every page that shows them
 * renders the markup literally, no handler runs (`window.__xss` stays undefined) and no <img src="x">
 * exists. Links that would run script (`javascript:`) are refused by the API.
 */
const stamp = Date.now().toString(36);
const IMG = `<img src=x onerror="window.__xss=1">`;
const SCRIPT = `<script>window.__xss=1</script>`;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

/** Sends a multipart form from the page (its session cookie, same origin), as the admin screens do. */
async function sendForm(page: Page, method: string, url: string, fields: Record<string, string>) {
  return page.evaluate(
    async ({ method, url, fields }) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      const res = await fetch(url, { method, body });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, url, fields },
  );
}

/** No injected handler ran and no element was made from the payload. */
async function expectInert(page: Page) {
  // Every eager image has loaded or failed (a would-be onerror has then run), without a fixed wait. Lazy images
  // below the fold never start; an injected <img src=x> would be eager.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect.poll(() => page.locator('img[src="x"]').count()).toBe(0);
  // The one inline script is the server's own, which starts the app after the first paint (the CSP allows exactly it).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('script:not([src]):not([type])')].filter(
            (script) => !script.textContent?.startsWith("(function(){var t=document.getElementById('app-js')"),
          ).length,
      ),
    )
    .toBe(0);
}

describe('XSS: typed text is shown as text', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let newsId: number;
  let birthdayId: number;
  let worker: { id: number; username: string; puesto: string | null };
  const newsName = `Noticia ${stamp} ${IMG}`;
  const newsArea = `Área ${stamp} ${IMG}`;
  const newsDetail = `Cuerpo ${stamp} ${SCRIPT} fin`;
  const birthdayName = `Cumple ${stamp} ${SCRIPT}`;
  const birthdayCargo = `Cargo ${stamp} ${IMG}`;
  const puesto = `Puesto ${stamp} ${IMG}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    // newPage() registers a failure screenshot, which only works inside a test: one context for the file.
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL(), locale: 'es-CL' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    admin = { context, page };
    await login(admin.page, ADMIN);
    const news = await sendForm(admin.page, 'POST', '/api/noticias', {
      nombre: newsName,
      area: newsArea,
      detalle: newsDetail,
      fecha: today,
    });
    expect(news.status, JSON.stringify(news.body)).toBe(201);
    newsId = news.body.id as number;
    const birthday = await sendForm(admin.page, 'POST', '/api/cumpleanos', {
      nombre: birthdayName,
      cargo: birthdayCargo,
      fecha_cumpleanos: `1990-${today.slice(5)}`,
    });
    expect(birthday.status, JSON.stringify(birthday.body)).toBe(201);
    birthdayId = birthday.body.id as number;
    const users = (await apiFetch(admin.page, '/api/users')).body as {
      id: number;
      username: string;
      puesto: string | null;
    }[];
    worker = users.find((u) => u.username === WORKER2.username)!;
    const put = await sendForm(admin.page, 'PUT', `/api/users/${worker.id}`, { username: worker.username, puesto });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
  });

  afterAll(async () => {
    if (admin) {
      await apiFetch(admin.page, `/api/noticias/${newsId}`, { method: 'DELETE' });
      await apiFetch(admin.page, `/api/cumpleanos/${birthdayId}`, { method: 'DELETE' });
      if (worker) {
        await sendForm(admin.page, 'PUT', `/api/users/${worker.id}`, {
          username: worker.username,
          puesto: worker.puesto ?? '',
        });
      }
      await admin.context.close();
    }
    await browser?.close();
  });

  it('/all-news shows the news name literally', async () => {
    const { page } = admin;
    await page.goto('/all-news');
    await page.getByText(newsName).first().waitFor();
    await expectInert(page);
  });

  it('/noticias/:id shows name, area and body literally', async () => {
    const { page } = admin;
    await page.goto(`/noticias/${newsId}`);
    await page.getByText(newsName).first().waitFor();
    await page.getByText(newsArea).first().waitFor();
    await page.getByText(newsDetail).first().waitFor();
    await expectInert(page);
  });

  it('/Home shows the latest news and this month’s birthday literally', async () => {
    const { page } = admin;
    await page.goto('/Home');
    await page.getByText(newsName).first().waitFor();
    await page.getByText(birthdayName).first().waitFor();
    await page.getByText(birthdayCargo).first().waitFor();
    await expectInert(page);
  });

  it('/trabajadores shows the puesto literally', async () => {
    const { page } = admin;
    await page.goto('/trabajadores');
    await page.getByLabel('Buscar trabajadores').fill(stamp);
    // The table repeats the puesto in a phone-only line: wait for the one shown at this width.
    await page.getByText(puesto).filter({ visible: true }).first().waitFor();
    await expectInert(page);
  });

  it('the API refuses javascript: links for videos and reports (400) and stores nothing', async () => {
    const { page } = admin;
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,x']) {
      const video = await sendForm(page, 'POST', '/api/videos', { title: `Video ${stamp}`, area: 'Seguridad', link });
      expect(video.status, link).toBe(400);
      expect(video.body.fields).toHaveProperty('link');
      const report = await apiFetch(page, '/api/admin/reportes', {
        method: 'POST',
        body: { nombre: `Reporte ${stamp}`, url: link },
      });
      expect(report.status, link).toBe(400);
    }
    const videos = (await apiFetch(page, `/api/videos?q=${stamp}`)).body as { items: unknown[] };
    expect(videos.items).toEqual([]);
  });
});

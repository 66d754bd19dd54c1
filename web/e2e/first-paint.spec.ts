import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, WORKER, launchBrowser, login, newPage, screenshot } from './support';

/**
 * What the server paints with the HTML before the app's JavaScript runs (issue 13; server/src/plugins/web-preload.ts):
 * the sign-in card and the news list's first card, in the app's own place, with the build's critical rules inline
 * and the app's scripts started after that paint by the one inline script the Content Security Policy allows.
 */
describe('first paint with the HTML', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Holds the app's entry script until `release()`: the page stays as the server painted it. */
  async function holdApp(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`/login at ${viewport.width}px: the card is there before the app, and what was typed in it is kept`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      const release = await holdApp(page);
      // The app's script is held, so the page never fires `load`.
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      const boot = page.locator('#arranque');
      await boot.locator('h1').waitFor();
      expect((await boot.locator('h1').innerText()).trim()).toBe('Intranet corporativa');
      // Its buttons wait for the app's own: a tap is never silently lost.
      expect(await boot.getByRole('button', { name: 'Iniciar sesión' }).isDisabled()).toBe(true);
      const places = {
        title: await boot.locator('h1').boundingBox(),
        rut: await boot.locator('input[name="rut"]').boundingBox(),
        password: await boot.locator('input[name="password"]').boundingBox(),
      };
      await screenshot(page, `boot-login-${viewport.width}`);
      await boot.locator('input[name="rut"]').fill(WORKER.rut);
      await boot.locator('input[name="password"]').fill(WORKER.password);

      release();
      await expect.poll(() => page.locator('#arranque').count()).toBe(0);
      // The app's form has the typed text and the focus, and its fields are where the painted ones were.
      expect(await page.locator('#login-rut').inputValue()).toBe(WORKER.rut);
      expect(await page.locator('#login-password').inputValue()).toBe(WORKER.password);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
      const own = {
        title: await page.getByRole('heading', { level: 1, name: 'Intranet corporativa' }).boundingBox(),
        rut: await page.locator('#login-rut').boundingBox(),
        password: await page.locator('#login-password').boundingBox(),
      };
      for (const key of ['title', 'rut', 'password'] as const) {
        expect(Math.abs(own[key]!.x - places[key]!.x), key).toBeLessThan(1);
        expect(Math.abs(own[key]!.y - places[key]!.y), key).toBeLessThan(1);
        expect(Math.abs(own[key]!.width - places[key]!.width), key).toBeLessThan(1);
      }
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      expect(blocked).toEqual([]);
      await context.close();
    });
  }

  it("/all-news: the reader's first card is painted with the HTML where the list puts it", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await login(page, WORKER);
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor({ state: 'attached' });
    // Without the app's JavaScript: the server's page alone.
    await page.goto('about:blank');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/all-news', { waitUntil: 'domcontentloaded' });
    const card = page.locator('#arranque .news-card');
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const painted = {
      picture: await card.locator('img').boundingBox(),
      title: (await card.locator('.card-title').innerText()).trim(),
    };
    await screenshot(page, 'boot-all-news-390');

    await page.unrouteAll();
    await page.goto('/all-news');
    const first = page.locator('#root .news-card').first();
    await first.locator('img.card-img-top').waitFor();
    await expect.poll(() => page.locator('#arranque').count()).toBe(0);
    expect((await first.locator('.card-title').innerText()).trim()).toBe(painted.title);
    const own = await first.locator('img.card-img-top').boundingBox();
    expect(Math.abs(own!.x - painted.picture!.x)).toBeLessThan(1);
    expect(Math.abs(own!.y - painted.picture!.y)).toBeLessThan(1);
    expect(Math.abs(own!.width - painted.picture!.width)).toBeLessThan(1);
    await context.close();
  });

  it("once the app runs, its stylesheet applies from the head, before a screen's own (which override it)", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await login(page, WORKER);
    await page.goto('/procedures');
    await page.getByRole('heading', { level: 1, name: 'Documentos PDF' }).waitFor();
    await expect.poll(() => page.locator('#arranque').count()).toBe(0);
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
        file: new URL(link.href).pathname.replace(/-[\w-]+\.css$/, ''),
        inHead: link.parentElement === document.head,
        applied: link.media === '' || link.media === 'all',
      })),
    );
    const files = sheets.map((sheet) => sheet.file);
    expect(files[0]).toBe('/assets/index');
    expect(files).toContain('/assets/documents');
    expect(sheets.every((sheet) => sheet.inHead && sheet.applied)).toBe(true);
    await context.close();
  });

  it("on a phone, /Home's sections below the picture are laid out only when they come near the screen", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await login(page, WORKER);
    await page.goto('/Home');
    const branches = page.locator('section.branches-section');
    await branches.waitFor({ state: 'attached' });
    // Its contents skipped by the browser (content-visibility: auto) while far below the fold…
    const rendered = () =>
      branches.evaluate((section) =>
        section.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
      );
    expect(await rendered()).toBe(false);
    // …and rendered as the reader scrolls to it, with its title in place.
    await page.evaluate(() => document.querySelector('section.branches-section')?.scrollIntoView());
    await expect.poll(rendered).toBe(true);
    await page.getByRole('heading', { name: 'Nuestras Sucursales' }).waitFor();
    await context.close();
  });
});

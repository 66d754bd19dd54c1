import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, WORKER, launchBrowser, login, newPage, screenshot } from './support';

/**
 * Issue 13, the installable app: Chromium finds nothing that stops installing it, and a new deployment is picked
 * up only when the person presses 'Actualizar' (never half of one build and half of another).
 */
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const SW_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'];

/** Waits until the service worker controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

describe('installable app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Chromium reports no installability errors and reads the Spanish manifest', async () => {
    const { context, page } = await newPage(browser, PHONE, { serviceWorkers: 'allow' });
    try {
      await login(page, WORKER);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // 'in-incognito' is the test browser's own state (every Playwright context is one), not the app's.
      expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as {
        lang?: string;
        start_url?: string;
        display?: string;
        icons?: { sizes: string; purpose?: string }[];
      };
      expect(data).toMatchObject({ lang: 'es-CL', start_url: '/Home', display: 'standalone' });
      const sizes = (data.icons ?? []).map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
      expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    } finally {
      await context.close();
    }
  });

  it("a new deployment shows 'Nueva versión disponible — Actualizar' and takes over only on the click", async () => {
    const originals = new Map<string, Buffer>();
    for (const f of SW_FILES) originals.set(f, await fs.readFile(path.join(DIST, f)));
    const { context, page } = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' });
    try {
      await login(page, WORKER);
      await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
      await waitForServiceWorker(page);
      const prompt = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' });
      await expect.poll(() => prompt.count()).toBe(0);

      // "Deploy" a new build: a service worker script that differs by one byte (the compressed copies go, so the
      // server sends the new file as it is).
      await fs.writeFile(path.join(DIST, 'sw.js'), `${originals.get('sw.js')!.toString('utf8')}\n// nueva versión\n`);
      for (const f of SW_FILES.slice(1)) await fs.rm(path.join(DIST, f));
      // The browser looks for a new worker on every navigation.
      await page.goto('/all-news');
      await prompt.waitFor();
      await prompt.getByRole('button', { name: 'Actualizar' }).waitFor();
      // Still the old build until the person chooses: the new worker waits.
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null))
        .toBe(true);
      await screenshot(page, 'app-update-prompt-1280');

      await prompt.getByRole('button', { name: 'Actualizar' }).click();
      // The waiting worker took over and the page reloaded once with it: nothing waits and no prompt.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            return reg?.waiting === null && reg?.active?.state === 'activated';
          }),
        )
        .toBe(true);
      await page.locator('.news-card').first().waitFor();
      await expect.poll(() => prompt.count()).toBe(0);
    } finally {
      await context.close();
      for (const [f, content] of originals) await fs.writeFile(path.join(DIST, f), content);
    }
  });
});

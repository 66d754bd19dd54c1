import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, inject, onTestFailed } from 'vitest';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Demo accounts seeded on a fresh database (server/src/features/users/users.seed.ts). */
export const ADMIN = { rut: '11.111.111-1', username: 'admin', password: 'Admin.2025' } as const;
export const WORKER = { rut: '15.234.567-4', username: 'mgonzalez', password: 'Trabajador.2025' } as const;
export const WORKER2 = { rut: '16.345.678-8', username: 'jmunoz', password: 'Trabajador.2025' } as const;

export const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/e2e');

export const baseURL = () => inject('baseURL');

/** Launches Debian's Chromium (or CHROME_PATH) headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A fresh context (its own cookies) with a page at the given size. Failed tests leave a screenshot. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { serviceWorkers?: 'allow' | 'block'; touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    // A phone's touch screen (pointer: coarse, hover: none) when asked.
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    baseURL: baseURL(),
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // The service worker (offline mode) answers from its own caches, past page.route(): only the offline tests
    // (web/e2e/offline.spec.ts) let it run.
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  onTestFailed(async ({ task }) => {
    await fs.mkdir(SHOTS_DIR, { recursive: true });
    const name = `FAILED-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${viewport.width}.png`;
    await page.screenshot({ path: path.join(SHOTS_DIR, name), fullPage: true }).catch(() => undefined);
  });
  return { context, page };
}

/**
 * Opens the collapsed menu of a phone-sized page and waits until it has finished opening. A menu still closing
 * from the last choice (its 'collapsing' transition, slow on a loaded machine) would take the click as 'close'.
 */
export async function openPhoneMenu(page: Page): Promise<void> {
  const menu = page.locator('#main-navigation');
  await expect.poll(() => menu.getAttribute('class')).not.toMatch(/\bcollapsing\b/);
  if (!/\bshow\b/.test((await menu.getAttribute('class')) ?? ''))
    await page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).click();
  await page.locator('#main-navigation.show:not(.collapsing)').waitFor();
}

/** Logs in through the login form and waits until the app has navigated away from /login. */
export async function login(page: Page, user: { rut: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('RUT').fill(user.rut);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Saves a screenshot under test-results/e2e for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** Runs axe on the page; fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  // A dialog still fading in or out is half transparent: its text would fail the contrast rule. Check once it is
  // either shown or gone.
  await expect.poll(() => page.locator('.modal.fade:not(.show), .modal-backdrop.fade:not(.show)').count()).toBe(0);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const sel of exclude) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(bad, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Uses the page's fetch, so the call carries the page's session cookie and same-origin headers. */
export async function apiFetch(page: Page, url: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ url, init }) => {
      const res = await fetch(url, {
        method: init.method ?? 'GET',
        headers: init.body !== undefined ? { 'content-type': 'application/json' } : {},
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { url, init },
  );
}

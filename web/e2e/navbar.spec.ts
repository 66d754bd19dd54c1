import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, PHONE, WORKER, launchBrowser, login, newPage, screenshot } from './support';

/**
 * Issue 19, item 4: the navigation bar fits one line from 992 px up, for workers and admins, with room left
 * for one more icon button (a notifications bell may join later); phones keep the collapsed menu.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.app-navbar')!;
    // The notifications bell (issue 16) takes the room left for one icon button; without it (not loaded, or
    // not there yet) a stand-in of the same size is measured.
    const bell = bar.querySelector('.notification-bell');
    const extra = document.createElement('button');
    extra.className = 'btn btn-outline-light btn-sm ms-2';
    extra.innerHTML = '<i class="bi bi-bell"></i><span class="badge text-bg-danger ms-1">9</span>';
    if (!bell) bar.querySelector('.navbar-toggler')!.before(extra);
    const container = bar.querySelector<HTMLElement>(':scope > .container-xl, :scope > [class*="container"]')!;
    const items = [
      bar.querySelector('.navbar-brand')!,
      ...bar.querySelectorAll('.navbar-search, .navbar-nav > *, .header-aside'),
      bell ?? extra,
    ].filter((el) => (el as HTMLElement).offsetParent !== null);
    const rects = items.map((el) => el.getBoundingClientRect());
    const result = {
      height: bar.getBoundingClientRect().height,
      oneLine: Math.max(...rects.map((r) => r.top)) < Math.min(...rects.map((r) => r.bottom)),
      overflow: container.scrollWidth - container.clientWidth,
      search: bar.querySelector('.navbar-search')?.getBoundingClientRect().width ?? 0,
      widths: items
        .map((el) => `${el.className.split(' ')[0]}:${Math.round(el.getBoundingClientRect().width)}`)
        .join(' '),
      container: container.clientWidth,
    };
    extra.remove();
    return result;
  });
}

describe('navbar', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [role, user] of [
    ['worker', WORKER],
    ['admin', ADMIN],
  ] as const) {
    it(`fits one line from 992 px for the ${role}, with the notifications bell (or room for it)`, async () => {
      const { context, page } = await newPage(browser, { width: 1366, height: 800 });
      await login(page, user);
      await page.goto('/Home');
      await page.getByRole('button', { name: 'Indicadores' }).waitFor();
      await page.getByRole('button', { name: 'Mi Perfil' }).waitFor();
      await page.locator('.notification-bell').waitFor();
      for (const width of [992, 1024, 1100, 1280, 1366, 1440, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const m = await measure(page);
        expect(m, `${role} at ${width}px: ${JSON.stringify(m)}`).toMatchObject({ oneLine: true });
        expect(m.overflow, `${role} at ${width}px: ${JSON.stringify(m)}`).toBeLessThanOrEqual(0);
        expect(m.height, `${role} at ${width}px`).toBeLessThan(80);
        // The search box stays usable.
        expect(m.search, `${role} at ${width}px: ${JSON.stringify(m)}`).toBeGreaterThanOrEqual(110);
      }
      await page.setViewportSize({ width: 992, height: 800 });
      await screenshot(page, `navbar-${role}-992`);
      // 'Administración' is in 'Mi Perfil' for admins only.
      await page.getByRole('button', { name: 'Mi Perfil' }).click();
      await expect
        .poll(() => page.getByRole('link', { name: 'Administración' }).count())
        .toBe(role === 'admin' ? 1 : 0);
      if (role === 'admin') {
        await page.getByRole('link', { name: 'Administración' }).click();
        await page.waitForURL('**/admin-panel');
      }
      await context.close();
    });
  }

  it('keeps the collapsed menu on phones, with the full labels', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await login(page, WORKER);
    const toggle = page.getByRole('button', { name: 'Mostrar u ocultar el menú' });
    await toggle.waitFor();
    await toggle.click();
    await page.locator('#main-navigation.show').waitFor();
    await page.getByRole('link', { name: 'Cursos y Capacitaciones' }).getByText('Cursos y Capacitaciones').waitFor();
    await page.getByRole('link', { name: 'Foro', exact: true }).click();
    await page.waitForURL('**/foro');
    await expect.poll(() => page.locator('#main-navigation.show').count()).toBe(0);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, DESKTOP, PHONE, baseURL, launchBrowser, login, screenshot } from './support';

/**
 * Issue 19: on a 390 px phone every admin list shows its rows as cards, with each row's actions inside the
 * screen (no sideways scroll anywhere on the page); at 1280 px the same lists keep their actions inside the table.
 */
const LISTS: { path: string; name: string; edit: RegExp; remove?: RegExp }[] = [
  { path: '/admin', name: 'noticias', edit: /^Editar /, remove: /^Eliminar / },
  { path: '/admin-cumpleanos', name: 'cumpleanos', edit: /^Editar /, remove: /^Eliminar / },
  { path: '/manage-users', name: 'usuarios', edit: /^Ver / },
  { path: '/manage-courses', name: 'cursos', edit: /^Editar /, remove: /^Eliminar (?!imagen)/ },
  { path: '/admin-reportes', name: 'reportes', edit: /^Editar /, remove: /^Eliminar / },
  { path: '/upload-procedure', name: 'documentos', edit: /^Editar /, remove: /^Eliminar / },
  { path: '/admin-organization', name: 'organizacion', edit: /^Editar /, remove: /^Eliminar / },
  { path: '/admin-intro-slides', name: 'slides', edit: /^Editar /, remove: /^Eliminar / },
  { path: '/admin-announcements', name: 'anuncios', edit: /^Editar /, remove: /^Eliminar / },
];

/** The element lies fully inside the 390 px wide viewport, horizontally. */
async function expectInside(page: Page, target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
  const clickable = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(clickable, `${what}: nothing covers it`).toBe(true);
}

/** Opens a list, waits for its rows and checks the page has no sideways scroll; returns the rows' edit controls. */
async function openList(page: Page, list: (typeof LISTS)[number]): Promise<Locator> {
  await page.goto(list.path);
  const edits = page.locator('main').getByRole(list.path === '/manage-users' ? 'link' : 'button', { name: list.edit });
  await edits.first().waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${list.path}`).toBeLessThanOrEqual(0);
  return edits;
}

/** On a phone: every row's edit and delete lie inside the screen, uncovered. */
async function expectActionsReachable(page: Page, list: (typeof LISTS)[number], edits: Locator) {
  const count = await edits.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expectInside(page, edits.nth(i), `${list.path} edit #${i + 1}`);
  if (list.remove) {
    const removes = page.locator('main').getByRole('button', { name: list.remove });
    await expect.poll(() => removes.count()).toBe(count);
    for (let i = 0; i < count; i++) await expectInside(page, removes.nth(i), `${list.path} delete #${i + 1}`);
  }
  await screenshot(page, `admin-phone-${list.name}-390`);
}

/** On a desktop: the actions fit the table's box and the title column is never cut into a word per line. */
async function expectActionsInTable(page: Page, list: (typeof LISTS)[number], edits: Locator) {
  const main = page.locator('main');
  const buttons = list.remove ? main.getByRole('button', { name: list.remove }) : edits;
  const clipped = await buttons.evaluateAll(
    (els) =>
      els.filter((el) => {
        const box = el.getBoundingClientRect();
        const wrap = (el.closest('.admin-table-wrap') ?? el.closest('main'))!.getBoundingClientRect();
        return box.left < wrap.left || box.right > wrap.right + 0.5;
      }).length,
  );
  expect(clipped, `${list.path}: actions outside the visible table`).toBe(0);
  const narrowest = await main
    .locator('td.admin-table-main')
    .evaluateAll((tds) => Math.min(...tds.map((td) => td.getBoundingClientRect().width)));
  if (Number.isFinite(narrowest)) expect(narrowest, `${list.path}: title column`).toBeGreaterThanOrEqual(150);
}

const WIDTHS = [
  {
    label: 'a phone (390 px)',
    viewport: PHONE,
    check: expectActionsReachable,
    claim: "every row's edit and delete are reachable without a sideways scroll",
  },
  {
    label: 'a desktop (1280 px)',
    viewport: DESKTOP,
    check: expectActionsInTable,
    claim: "the actions fit the table's box (no hidden column, no sideways scroll)",
  },
];

for (const width of WIDTHS) {
  describe(`admin lists on ${width.label}`, () => {
    let browser: Browser;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser();
      // One session for every list (newPage's failure hook belongs inside a test).
      const context = await browser.newContext({
        viewport: width.viewport,
        baseURL: baseURL(),
        locale: 'es-CL',
        timezoneId: 'America/Santiago',
      });
      page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await login(page, ADMIN);
    });
    afterAll(async () => {
      await browser?.close();
    });

    for (const list of LISTS) {
      it(`${list.path}: ${width.claim}`, async () => {
        await width.check(page, list, await openList(page, list));
      });
    }

    // The audit log has no actions to reach; only its phone layout (cards) is checked.
    if (width.viewport === PHONE) {
      it('/admin-auditoria: the log reads as cards without a sideways scroll', async () => {
        await page.goto('/admin-auditoria');
        await page.locator('main table.admin-table tbody tr').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const wrap = page.locator('main .admin-table-wrap');
        await expect.poll(() => wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        // Each card starts with what happened, before its date.
        const firstRow = page.locator('main table.admin-table tbody tr').first();
        const tops = await firstRow.evaluate((tr) => ({
          main: tr.querySelector('td.admin-table-main')!.getBoundingClientRect().top,
          others: [...tr.querySelectorAll('td:not(.admin-table-main)')]
            .map((td) => td.getBoundingClientRect())
            .filter((box) => box.height > 0)
            .map((box) => box.top),
        }));
        expect(Math.min(...tops.others)).toBeGreaterThan(tops.main);
        await screenshot(page, 'admin-phone-auditoria-390');
      });
    }
  });
}

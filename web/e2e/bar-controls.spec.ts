import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, WORKER, launchBrowser, login, newPage, openPhoneMenu } from './support';

/**
 * Issue 13: the bar's menus, the home carousel and the toasts are plain markup with Bootstrap's classes (no
 * react-bootstrap on the first load), and the router is React Router's declarative mode with its own scroll
 * restoration. These tests hold the behaviour the libraries gave: keyboard, clicks outside, timing, position.
 */
const activeSlide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.intro-carousel .carousel-item')].findIndex((el) => el.classList.contains('active')),
  );

describe('bar, carousel and scroll without react-bootstrap', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a menu of the bar opens with the keyboard, moves with the arrows, closes with Escape and outside', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, WORKER);
    const toggle = page.getByRole('button', { name: 'Organización' });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    // ↓ opens the menu and puts the focus on its first item.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Organigrama');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Trabajadores');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('nav-organizacion');
    expect(await page.getByRole('link', { name: 'Trabajadores' }).count()).toBe(0);

    // A click outside closes it; a choice navigates and closes it.
    await toggle.click();
    await page.getByRole('link', { name: 'Trabajadores' }).waitFor();
    await page.locator('h2', { hasText: 'Noticias' }).first().click({ force: true });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByRole('link', { name: 'Trabajadores' }).click();
    await page.waitForURL(/\/trabajadores$/i);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // The page shows once its screen is loaded (a transition): then the menu's toggle marks the section.
    await expect.poll(() => toggle.getAttribute('class')).toMatch(/\bactive\b/);

    // The indicators' panel stays open for clicks inside it.
    const indicators = page.getByRole('button', { name: 'Indicadores' });
    await indicators.click();
    await page.getByText('Indicadores Económicos').click();
    expect(await indicators.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('on a phone, a choice in the collapsed menu closes it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await login(page, WORKER);
    await openPhoneMenu(page);
    await page.getByRole('button', { name: 'Mi Perfil' }).click();
    await page.getByRole('link', { name: 'Datos' }).click();
    await page.waitForURL(/\/mi-perfil$/i);
    await expect.poll(() => page.locator('#main-navigation').getAttribute('class')).not.toMatch(/\bshow\b/);
    expect(await page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await context.close();
  });

  it('the carousel: indicators, arrows and keys move it; it turns every 8 s unless the pointer is on it', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, WORKER);
    // The page's clock is the test's: the 8 s turn is run, not waited for.
    await page.clock.install();
    await page.goto('/Home');
    await page.locator('.intro-carousel .carousel-item.active img').waitFor();
    expect(await activeSlide(page)).toBe(0);

    await page.getByRole('button', { name: /^Ir al slide 3:/ }).click();
    await page.clock.runFor(1000);
    await expect.poll(() => activeSlide(page)).toBe(2);
    expect(await page.getByRole('button', { name: /^Ir al slide 3:/ }).getAttribute('aria-current')).toBe('true');
    // → from the last slide wraps to the first; ← goes back.
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(1000);
    await expect.poll(() => activeSlide(page)).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(1000);
    await expect.poll(() => activeSlide(page)).toBe(2);
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.clock.runFor(1000);
    await expect.poll(() => activeSlide(page)).toBe(0);

    // Pointer and focus on it: it stays.
    await page.clock.runFor(20_000);
    expect(await activeSlide(page)).toBe(0);
    // Pointer and focus away (the pointer on the bar above it): the next slide after 8 s.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(640, 20);
    await page.clock.runFor(7000);
    expect(await activeSlide(page)).toBe(0);
    await page.clock.runFor(2000);
    await expect.poll(() => activeSlide(page)).toBe(1);
    await context.close();
  });

  it('back returns to where the reader was; a new page starts at the top', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 600 });
    await login(page, WORKER);
    await page.goto('/all-news');
    await page.locator('.news-card').nth(5).waitFor();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // A click by script: Playwright's own would first scroll the link into view and move the position.
    await page
      .locator('.news-card a')
      .nth(5)
      .evaluate((link: HTMLElement) => link.click());
    await page.waitForURL(/\/noticias\/\d+/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/all-news/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, WORKER, expectAccessible, launchBrowser, login, newPage, screenshot } from './support';

/** The search across the intranet (issue 14): navbar box, results page, opening a document. */
describe('search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('navbar search (Ctrl+K, suggestions) → results page with tabs → opens a document', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, WORKER);
    await page.getByRole('heading', { name: 'Foro de Discusión' }).waitFor();

    // Ctrl+K focuses the box from anywhere; suggestions come after two characters, accents ignored.
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Buscar en la intranet' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.pressSequentially('evacuacion');
    const suggestion = page.getByRole('option', { name: /Plan de emergencia y evacuación/ });
    await suggestion.waitFor();
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => suggestion.locator('mark').first().textContent()).toBe('evacuación');
    await expectAccessible(page);
    await screenshot(page, 'search-suggestions-1280');

    // Enter without choosing opens the results page.
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/buscar' && u.searchParams.get('q') === 'evacuacion');
    await page.getByRole('heading', { level: 1, name: 'Resultados de búsqueda' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Tipos de resultado' });
    await tabs.getByRole('link', { name: /Documentos \d+/ }).waitFor();
    const result = page.locator('.search-result', { hasText: 'Plan de emergencia y evacuación' });
    await result.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'search-results-1280');

    // The Documents tab pages that group only.
    await tabs.getByRole('link', { name: /Documentos/ }).click();
    await page.waitForURL((u) => u.searchParams.get('tipo') === 'documentos');
    await expect.poll(() => tabs.getByRole('link', { name: /Documentos/ }).getAttribute('aria-current')).toBe('page');

    // Opening the document: its sub-area on /procedures with its preview.
    await page.getByRole('link', { name: 'Plan de emergencia y evacuación' }).first().click();
    await page.waitForURL((u) => u.pathname === '/procedures' && u.searchParams.has('documento'));
    await page.getByRole('dialog', { name: 'Plan de emergencia y evacuación' }).waitFor();
    await context.close();
  });

  it('navbar search → results page → opens a document found by a word only inside its PDF', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, WORKER);
    await page.getByRole('heading', { name: 'Foro de Discusión' }).waitFor();

    // "audiometrias" is in no name, area or sub-area: only in the text of the PREXOR protocol's PDF.
    const box = page.getByRole('combobox', { name: 'Buscar en la intranet' });
    await box.click();
    await box.pressSequentially('audiometrias');
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/buscar' && u.searchParams.get('q') === 'audiometrias');
    const title = 'Protocolo de exposición ocupacional a ruido (PREXOR)';
    const result = page.locator('.search-result', { hasText: title });
    await result.waitFor();
    // The fragment comes from the PDF, with the word marked by the client.
    await expect.poll(() => result.textContent()).toContain('Audiometrías anuales para el personal expuesto');
    await expect.poll(() => result.locator('mark').first().textContent()).toBe('Audiometrías');
    await screenshot(page, 'search-pdf-text-1280');

    await result.getByRole('link', { name: title }).click();
    await page.waitForURL((u) => u.pathname === '/procedures' && u.searchParams.has('documento'));
    await page.getByRole('dialog', { name: title }).waitFor();
    await context.close();
  });

  it("'/' opens the search, arrows choose a suggestion; the page fits a 390 px phone", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await login(page, WORKER);
    await page.getByRole('heading', { name: 'Foro de Discusión' }).waitFor();
    // The pointer stays where the login button was: move it off the list, or hovering would choose.
    await page.mouse.move(0, 0);
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Buscar en la intranet' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.pressSequentially('SEGURIDAD');
    await page.getByRole('option').first().waitFor();
    await screenshot(page, 'search-suggestions-390');
    await box.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');

    await page.goto('/buscar?q=seguridad');
    await page.locator('.search-result').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every result type is on screen (the tabs wrap), none hidden in a sideways scroll.
    const tabLinks = page.getByRole('navigation', { name: 'Tipos de resultado' }).getByRole('link');
    await expect.poll(() => tabLinks.count()).toBe(6);
    await expect
      .poll(() =>
        tabLinks.evaluateAll((links) =>
          links.every((a) => {
            const box = a.getBoundingClientRect();
            return box.left >= 0 && box.right <= window.innerWidth;
          }),
        ),
      )
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'search-results-390');

    // Too short a text: the Spanish rule, no request.
    await page.goto('/buscar?q=a');
    await page.getByText('La búsqueda debe tener al menos 2 caracteres.').waitFor();
    await context.close();
  });
});

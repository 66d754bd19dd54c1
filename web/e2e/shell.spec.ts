import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  WORKER,
  expectAccessible,
  launchBrowser,
  login,
  newPage,
  openPhoneMenu,
  screenshot,
} from './support';

/** The web shell: login, guards, both layouts, navigation and the 404 page. */
describe('web shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    describe(`${viewport.width}px`, () => {
      it('shows the login form without navigation and the server error verbatim', async () => {
        const { context, page } = await newPage(browser, viewport);
        await page.goto('/login');
        await expect.poll(() => page.getByRole('navigation').count()).toBe(0);
        await expect.poll(() => page.getByLabel('RUT').getAttribute('autocomplete')).toBe('username');
        await expectAccessible(page);

        await page.getByRole('button', { name: 'Iniciar sesión' }).click();
        await page.getByText('Ingrese su contraseña.').waitFor();

        await page.getByLabel('RUT').fill(ADMIN.rut);
        await page.getByLabel('Contraseña').fill('equivocada');
        await page.getByRole('button', { name: 'Iniciar sesión' }).click();
        await expect
          .poll(() => page.getByRole('alert').innerText())
          .toBe('RUT/Usuario o contraseña incorrectos. Intente de nuevo.');
        await screenshot(page, `shell-login-error-${viewport.width}`);
        await context.close();
      });

      it('sends a worker to /Home, keeps him out of admin routes and logs him out', async () => {
        const { context, page } = await newPage(browser, viewport);
        await page.goto('/trabajadores');
        await page.waitForURL('**/login');

        await login(page, WORKER);
        expect(new URL(page.url()).pathname).toBe('/Home');
        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown);
        expect(stored).toEqual({ rut: '15234567-4', username: WORKER.username, role: 'worker' });
        await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
        await expect.poll(() => page.getByRole('link', { name: 'Administración' }).count()).toBe(0);
        await expectAccessible(page);
        await screenshot(page, `shell-home-worker-${viewport.width}`);

        // On a phone, the menu's items are used once it has finished opening (no longer 'collapsing').
        const openMenu = async () => {
          if (viewport !== PHONE) return;
          await openPhoneMenu(page);
        };
        // mgonzalez has Power BI reports in the demo (issue 7): Reportes opens /datos. The locked
        // Reportes of a worker without reports is checked in integrations.spec.ts.
        await openMenu();
        await page.getByRole('button', { name: 'Reportes' }).click();
        await page.getByRole('link', { name: 'Mis reportes' }).click();
        await page.waitForURL('**/datos');
        await page.goto('/Home');

        if (viewport === PHONE) await openMenu();
        await page.getByRole('button', { name: 'Organización' }).click();
        await page.getByRole('link', { name: 'Trabajadores' }).click();
        await page.waitForURL('**/trabajadores');
        if (viewport === PHONE) await expect.poll(() => page.locator('#main-navigation.show').count()).toBe(0);

        await page.goto('/manage-users');
        await page.waitForURL('**/Home');
        await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();

        await openMenu();
        await page.getByRole('button', { name: 'Mi Perfil' }).click();
        await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
        await page.waitForURL('**/login');
        await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
        await page.goto('/Home');
        await page.waitForURL('**/login');
        await context.close();
      });

      it('gives an admin the sidebar layout', async () => {
        const { context, page } = await newPage(browser, viewport);
        await login(page, ADMIN);
        expect(new URL(page.url()).pathname).toBe('/admin-panel');
        await page.getByText('Bienvenido, admin').waitFor();
        // The panel itself is issue 7's (integrations.spec.ts checks it).
        await page.getByRole('heading', { level: 1, name: 'Panel de Administración' }).waitFor();
        await expectAccessible(page);
        await screenshot(page, `shell-admin-${viewport.width}`);

        if (viewport === PHONE) await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
        await page.getByRole('link', { name: 'Personas' }).click();
        await page.waitForURL('**/manage-users');
        await page.getByRole('heading', { level: 1, name: 'Personas' }).waitFor();
        if (viewport === PHONE) await page.getByRole('dialog').waitFor({ state: 'detached' });
        await context.close();
      });
    });
  }

  it('answers unknown paths with a Spanish 404 and opens /anuncios without a session', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-existe');
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    await expectAccessible(page);
    await page.goto('/anuncios/bienvenido');
    await page.getByRole('contentinfo').waitFor();
    expect(new URL(page.url()).pathname).toBe('/anuncios/bienvenido');
    await context.close();
  });

  it("paints the bar, the home's picture and two pages' titles with the HTML, before the app runs, and hands over", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await login(page, WORKER);
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor({ state: 'attached' });

    // Without the app's JavaScript: the server's page alone shows the bar (search row kept) and the first picture.
    // (The running app leaves first: a screen file it asked for, refused here, would make it reload the page.)
    await page.goto('about:blank');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/Home');
    const overlay = page.locator('#arranque');
    await overlay.waitFor();
    await expect
      .poll(() =>
        overlay.locator('img.intro-img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const barHeight = await overlay.locator('header').evaluate((h) => h.getBoundingClientRect().height);
    await screenshot(page, 'boot-home-390');
    // /procedures and /all-news get their title, where the page puts it; another page gets the bar only.
    const titles: Record<string, { text: string; box: { x: number; y: number } | null }> = {};
    for (const [path, text] of [
      ['/procedures', 'Documentos PDF'],
      ['/all-news', 'Últimas Noticias'],
    ] as const) {
      await page.goto(path);
      const title = page.locator('#arranque h1');
      await title.waitFor();
      titles[path] = { text: (await title.innerText()).trim(), box: await title.boundingBox() };
      expect(titles[path].text).toBe(text);
    }
    await page.goto('/trabajadores');
    await page.locator('#root > header.app-header').waitFor({ state: 'attached' });
    expect(await page.locator('#arranque').count()).toBe(0);

    // With the app: the picture leaves once the carousel shows it, and the app's bar has the same height.
    await page.unrouteAll();
    await page.goto('/Home');
    await page.locator('.intro-carousel .carousel-item.active img.intro-img').waitFor();
    await expect.poll(() => page.locator('#arranque').count()).toBe(0);
    expect(await page.locator('header.app-header').evaluate((h) => h.getBoundingClientRect().height)).toBe(barHeight);
    // Each page's own title has the text and the place of the one painted with the HTML, which is gone.
    for (const [path, { text, box }] of Object.entries(titles)) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: text });
      await heading.waitFor();
      await expect.poll(() => page.locator('#arranque').count()).toBe(0);
      const own = await heading.boundingBox();
      expect(Math.abs(own!.x - box!.x)).toBeLessThan(1);
      expect(Math.abs(own!.y - box!.y)).toBeLessThan(1);
    }
    // The menu is usable (nothing left over it).
    await page.goto('/Home');
    await page.locator('.intro-carousel .carousel-item.active img.intro-img').waitFor();
    await openPhoneMenu(page);
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Noticias', exact: true })
      .click();
    await page.waitForURL('**/all-news');
    await context.close();
  });
  it("announces the screen's files with the HTML of /all-news and /procedures: the same files the app loads", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await login(page, WORKER);
    for (const [path, screen] of [
      ['/all-news', 'all-news'],
      ['/procedures', 'procedures'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      const announced = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
      const own = announced.find((href) => new RegExp(`^/assets/${screen}-[\\w-]+\\.js$`).test(href));
      expect(own, `${path}: ${announced.join(' ')}`).toBeDefined();
      for (const href of announced) expect((await page.request.get(href)).status()).toBe(200);
      // The app, opening that page, asks for exactly the announced screen file.
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      expect(asked).toContain(own);
      page.removeAllListeners('request');
    }
    await context.close();
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  WORKER,
  apiFetch,
  expectAccessible,
  launchBrowser,
  login,
  newPage,
  screenshot,
} from './support';

/**
 * Issue 3: news, intro slides, birthdays and announcements, from the admin screens to the pages
 * workers read, on the built app with the demo company.
 */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
const stamp = Date.now().toString(36);

async function picture(color: string) {
  return {
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 1200, height: 700, channels: 3, background: color } })
      .png()
      .toBuffer(),
  };
}

/** Every <img> on the page that finished loading has pixels (nothing broken), and nothing overflows sideways. */
async function expectTidy(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const broken = await page.evaluate(() =>
    // Map tiles come from an external tile server this closed network cannot reach; the map shows its own notice.
    [...document.images]
      .filter((i) => i.complete && i.naturalWidth === 0 && !i.classList.contains('leaflet-tile'))
      .map((i) => i.src),
  );
  expect(broken, `broken images on ${page.url()}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

async function expectToast(page: Page, text: string) {
  await page.locator('.toast').filter({ hasText: text }).first().waitFor();
}

describe('content: news, slides, birthdays, announcements', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin publishes a news item with a picture; workers find it; it is edited and deleted', async () => {
    const name = `Noticia de prueba ${stamp}`;
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Subir Noticias' }).waitFor();
    await page.getByRole('heading', { name: 'Noticias Existentes' }).waitFor();

    // Validation next to the fields, from the same rules as the server.
    await page.getByRole('button', { name: 'Subir noticia' }).click();
    await page.getByText('Ingrese el nombre de la noticia.').waitFor();
    await page.getByText('Ingrese el detalle de la noticia.').waitFor();

    await page.getByLabel('Nombre').fill(name);
    await page.getByRole('textbox', { name: 'Área', exact: true }).fill('Pruebas E2E');
    await page.getByLabel('Detalle').fill('Primera línea del cuerpo.\nSegunda línea del cuerpo.');
    await expect.poll(() => page.getByLabel('Fecha').inputValue()).toBe(today);

    // A text file named .png is refused as soon as it is chosen (issue 19): no broken preview, nothing uploaded.
    await page
      .getByLabel('Imagen')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
    await page.getByText('El archivo elegido no es una imagen. Elija un archivo JPG, PNG, WebP, GIF o AVIF.').waitFor();
    await expect.poll(() => page.getByAltText('Vista previa de la imagen elegida').count()).toBe(0);
    await expect.poll(() => page.getByLabel('Nombre').inputValue()).toBe(name);

    await page.getByLabel('Imagen').setInputFiles(await picture('#2a6fc8'));
    await page.getByAltText('Vista previa de la imagen elegida').waitFor();
    await page.getByRole('button', { name: 'Subir noticia' }).click();
    await expectToast(page, 'Noticia creada exitosamente');
    await page.getByRole('cell', { name, exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Nombre').inputValue()).toBe('');
    await expectAccessible(page);
    await screenshot(page, 'content-admin-news-1280');

    const created = (await apiFetch(page, '/api/noticias?ultimas=1')).body as { id: number; nombre: string }[];
    expect(created[0]!.nombre).toBe(name);
    const id = created[0]!.id;

    // A worker sees it first on the home page and on /all-news, and finds it with the search.
    const worker = await newPage(browser, DESKTOP);
    await login(worker.page, WORKER);
    await worker.page.goto('/Home');
    const news = worker.page.getByRole('region', { name: 'Noticias', exact: true });
    await news.getByRole('tab', { name: 'Actualidad' }).waitFor();
    await expect.poll(() => news.getByRole('heading', { level: 3 }).first().innerText()).toBe(name);

    await worker.page.goto('/all-news');
    await worker.page.getByRole('heading', { level: 1, name: 'Últimas Noticias' }).waitFor();
    await expect.poll(() => worker.page.locator('.news-card h2').first().innerText()).toBe(name);
    await worker.page.getByPlaceholder('Buscar noticias por nombre, área o contenido...').fill(`prueba ${stamp}`);
    await expect.poll(() => worker.page.locator('.news-card h2').allInnerTexts()).toEqual([name]);
    await worker.page.getByPlaceholder('Buscar noticias por nombre, área o contenido...').fill('no existe ninguna así');
    await worker.page.getByText('No se encontraron noticias.').waitFor();

    // The detail page: title, 'Área:', body with its line breaks, picture, and three related news.
    await worker.page.goto(`/noticias/${id}`);
    await worker.page.getByRole('heading', { level: 1, name }).waitFor();
    await worker.page.getByText('Pruebas E2E').waitFor();
    await expect
      .poll(() => worker.page.locator('.news-body').innerText())
      .toBe('Primera línea del cuerpo.\nSegunda línea del cuerpo.');
    await expect
      .poll(() => worker.page.locator('.news-detail-img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1200);
    const related = worker.page.getByRole('region', { name: 'Noticias Relacionadas' });
    await expect.poll(() => related.locator('.news-card').count()).toBe(3);
    await expect.poll(() => related.locator('.news-card h3').allInnerTexts()).not.toContain(name);
    await worker.context.close();

    // Edit, then delete after the confirmation.
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    await page.getByRole('heading', { name: 'Editar noticia' }).waitFor();
    await expect.poll(() => page.getByLabel('Detalle').inputValue()).toContain('Segunda línea');
    await page.getByLabel('Nombre').fill(`${name} editada`);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectToast(page, 'Noticia actualizada exitosamente');
    await page.getByRole('cell', { name: `${name} editada`, exact: true }).waitFor();
    expect(((await apiFetch(page, `/api/noticias/${id}`)).body as { nombre: string }).nombre).toBe(`${name} editada`);

    await page.getByRole('button', { name: `Eliminar ${name} editada` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('¿Está seguro de que desea eliminar esta noticia?').waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expectToast(page, 'Noticia eliminada exitosamente');
    await page.getByRole('cell', { name: `${name} editada`, exact: true }).waitFor({ state: 'detached' });
    expect((await apiFetch(page, `/api/noticias/${id}`)).status).toBe(404);
    await context.close();
  });

  it('an admin creates, edits and deletes an intro slide', async () => {
    const title = `Slide de prueba ${stamp}`;
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, ADMIN);
    await page.goto('/admin-intro-slides');
    await page.getByRole('heading', { level: 1, name: 'Banner de inicio' }).waitFor();
    await page.getByRole('button', { name: 'Crear slide' }).click();
    await page.getByText('Ingrese el título del slide.').waitFor();

    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Descripción').fill('Texto del slide de prueba.');
    await page.getByLabel('Imagen').setInputFiles(await picture('#c8702a'));
    await page.getByRole('button', { name: 'Crear slide' }).click();
    await expectToast(page, 'Slide creado exitosamente');
    await page.getByText(title, { exact: true }).waitFor();
    await expectAccessible(page);

    const slides = (await apiFetch(page, '/api/intro-slides')).body as { id: number; titulo: string }[];
    const slide = slides.find((s) => s.titulo === title)!;
    await page.goto(`/slides/${slide.id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Texto del slide de prueba.').waitFor();
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.getByRole('heading', { level: 1, name: 'Banner de inicio' }).waitFor();

    await page.getByRole('button', { name: `Editar ${title}` }).click();
    await page.getByLabel('Título').fill(`${title} editado`);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectToast(page, 'Slide actualizado exitosamente');
    await page.getByText(`${title} editado`, { exact: true }).waitFor();

    await page.getByRole('button', { name: `Eliminar ${title} editado` }).click();
    await page.getByRole('dialog').getByText('¿Está seguro de que desea eliminar este slide?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expectToast(page, 'Slide eliminado exitosamente');
    await page.getByText(`${title} editado`, { exact: true }).waitFor({ state: 'detached' });
    await context.close();
  });

  it("an admin adds a birthday of this month; it shows in 'Cumpleaños del Mes'; edited and deleted", async () => {
    const name = `Persona Prueba ${stamp}`;
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, ADMIN);
    await page.goto('/admin-cumpleanos');
    await page.getByRole('heading', { level: 1, name: 'Cumpleaños' }).waitFor();
    await page.getByLabel('Nombre').fill(name);
    await page.getByLabel('Cargo').fill('Analista de Pruebas');
    await page.getByLabel('Fecha de cumpleaños').fill(`1990-${today.slice(5)}`);
    await page.getByLabel('Foto').setInputFiles(await picture('#2d6a4f'));
    await page.getByRole('button', { name: 'Agregar cumpleaños' }).click();
    await expectToast(page, 'Cumpleaños agregado exitosamente');
    await page.getByPlaceholder('Buscar por nombre o cargo...').fill(stamp);
    await page.getByRole('cell', { name, exact: true }).waitFor();
    await expectAccessible(page);

    await page.goto('/Home');
    const section = page.getByRole('region', { name: 'Cumpleaños del Mes' });
    // The carousel pages through six at a time: the person is in the page, maybe not on the first slide.
    await expect.poll(() => section.getByText(name, { exact: true }).count()).toBe(1);
    await expect.poll(() => section.getByText('Analista de Pruebas').count()).toBe(1);

    await page.goto('/admin-cumpleanos');
    await page.getByPlaceholder('Buscar por nombre o cargo...').fill(stamp);
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    await page.getByLabel('Cargo').fill('Jefa de Pruebas');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectToast(page, 'Cumpleaños actualizado exitosamente');
    await page.getByRole('cell', { name: 'Jefa de Pruebas' }).waitFor();

    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page.getByRole('dialog').getByText('¿Está seguro de que desea eliminar este cumpleaños?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expectToast(page, 'Cumpleaños eliminado exitosamente');
    await page.getByRole('cell', { name, exact: true }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('an admin edits an announcement and the public page shows it; taken types are not offered again', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, ADMIN);
    await page.goto('/admin-announcements');
    await page.getByRole('heading', { level: 1, name: 'Anuncios' }).waitFor();
    await page.getByRole('button', { name: 'Editar Nuestras reglas de oro de seguridad' }).click();
    await page.getByRole('heading', { name: 'Editar anuncio' }).waitFor();
    await page.getByLabel('Título').fill(`Reglas de oro ${stamp}`);
    await page.getByLabel('Imagen').setInputFiles(await picture('#9d0208'));
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectToast(page, 'Anuncio actualizado exitosamente');
    await expectAccessible(page);

    // Every type has its announcement already: creating another is refused by the server too.
    await expect.poll(() => page.getByRole('option', { name: /Seguridad.*ya existe/ }).isDisabled()).toBe(true);

    const visitor = await newPage(browser, DESKTOP);
    await visitor.page.goto('/anuncios/seguridad');
    await visitor.page.getByRole('heading', { level: 1, name: `Reglas de oro ${stamp}` }).waitFor();
    await expect
      .poll(() =>
        visitor.page
          .locator('article img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await visitor.context.close();
    await context.close();
  });

  it('/anuncios/{type} works logged out', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/anuncios/bienvenido');
    await page.getByRole('heading', { level: 1, name: 'Bienvenido a Minera y Energía Andina' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/anuncios/bienvenido');
    await expectTidy(page);
    await expectAccessible(page);
    await screenshot(page, 'content-anuncio-bienvenido-390');

    await page.goto('/anuncios/misionvision');
    await page.getByRole('heading', { level: 1, name: 'Misión, visión y valores' }).waitFor();
    await expect.poll(() => page.locator('article img').count()).toBe(4);

    await page.goto('/anuncios/otro');
    await page.getByText('Anuncio no encontrado').waitFor();
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`home, /all-news and /noticias/:id look right at ${viewport.width}px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, WORKER);
      await page.goto('/Home');
      await page
        .getByRole('region', { name: 'Destacados' })
        .getByRole('link', { name: /Leer más/ })
        .first()
        .waitFor();
      await page
        .getByRole('region', { name: 'Cumpleaños del Mes' })
        .locator('.birthday-card:visible')
        .first()
        .waitFor();
      const carousel = await page.locator('.intro-carousel .carousel-item').first().boundingBox();
      expect(Math.round(carousel!.height)).toBe(Math.round(viewport.height * 0.9));
      await expectTidy(page);
      await expectAccessible(page);
      await screenshot(page, `content-home-${viewport.width}`);

      // 'Leer más' of slides 1, 2 and 3 lead to the three announcements, in order.
      expect(
        await page
          .locator('.intro-carousel .carousel-item a.btn')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(['/anuncios/bienvenido', '/anuncios/seguridad', '/anuncios/misionvision']);

      await page.goto('/all-news');
      await page.locator('.news-card').first().waitFor();
      await expect.poll(() => page.locator('.news-card').count()).toBe(12);
      await expectTidy(page);
      await expectAccessible(page);
      await screenshot(page, `content-all-news-${viewport.width}`);

      await page.locator('.news-card h2 a').first().click();
      await page.waitForURL('**/noticias/*');
      await page.getByRole('heading', { name: 'Noticias Relacionadas' }).waitFor();
      await expect.poll(() => page.locator('.news-card').count()).toBe(3);
      await expectTidy(page);
      await expectAccessible(page);
      await screenshot(page, `content-news-detail-${viewport.width}`);

      await page.goto('/noticias/999999');
      await page.getByRole('heading', { level: 1, name: 'Noticia no encontrada', exact: true }).waitFor();
      await context.close();
    });
  }
});

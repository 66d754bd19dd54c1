import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, PHONE, launchBrowser, login, newPage } from './support';

/**
 * Forms that guide (issue 19): on a phone, a failed submit puts the focus on the first invalid field — after the
 * client's own check, and after the server refuses a field (here an image that is not one).
 */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('forms focus the first invalid field', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('news form at 390 px: empty submit → Nombre; a refused image → the image field', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await login(page, ADMIN);
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Subir Noticias' }).waitFor();
      const submit = page.getByRole('button', { name: 'Subir noticia' });
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      await page.getByText('Ingrese el nombre de la noticia.').waitFor();
      const nombre = await page.getByLabel('Nombre').getAttribute('id');
      await expect.poll(() => focusedId(page)).toBe(nombre);

      // Fixed by the client, refused by the server: the focus goes to the field the server named.
      await page.getByLabel('Nombre').fill('Noticia con imagen falsa');
      await page.getByRole('textbox', { name: 'Área', exact: true }).fill('Pruebas E2E');
      await page.getByLabel('Detalle').fill('Cuerpo.');
      await page
        .getByLabel('Imagen')
        .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
      await submit.click();
      await page.getByText('El archivo no es una imagen permitida. Use JPG, PNG, WebP, GIF o AVIF.').waitFor();
      const imagen = await page.getByLabel('Imagen').getAttribute('id');
      await expect.poll(() => focusedId(page)).toBe(imagen);
    } finally {
      await context.close();
    }
  });
});

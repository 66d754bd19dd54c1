import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, PHONE, launchBrowser, login, newPage, screenshot } from './support';

/** A 1×1 BMP: browsers draw it, the server's image pipeline does not take it. */
function bmp1x1(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  b.writeUInt8(255, 56); // one red pixel (BGR) and its padding
  return b;
}

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
      // A real picture the browser can show but the server does not take (a BMP named .png): the picker lets it
      // through, the server refuses it by its bytes.
      await page.getByLabel('Imagen').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: bmp1x1() });
      await page.getByAltText('Vista previa de la imagen elegida').waitFor();
      await submit.click();
      await page.getByText('El archivo no es una imagen permitida. Use JPG, PNG, WebP, GIF o AVIF.').waitFor();
      const imagen = await page.getByLabel('Imagen').getAttribute('id');
      await expect.poll(() => focusedId(page)).toBe(imagen);
    } finally {
      await context.close();
    }
  });

  it('at 390 px: required fields carry the one mark and the legend; the file picker refuses a wrong type before upload', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await login(page, ADMIN);
      await page.goto('/admin');
      const form = page.getByRole('form', { name: 'Nueva noticia' });
      await form.getByText('Los campos marcados con * son obligatorios.').waitFor();
      // Required: Nombre, Fecha, Área, Detalle; optional: Imagen. The mark is the same element everywhere.
      const marked = form.locator('label:has(.required-mark)');
      await expect.poll(() => marked.allInnerTexts()).toEqual(['Nombre *', 'Fecha *', 'Área *', 'Detalle *']);
      await expect.poll(() => page.getByLabel('Nombre').getAttribute('required')).toBe('');
      await expect.poll(() => page.getByLabel('Imagen').getAttribute('required')).toBeNull();
      await expect.poll(() => form.locator('label', { hasText: 'Imagen' }).locator('.required-mark').count()).toBe(0);

      // A PDF in a picture field: a Spanish error at once, no preview, nothing chosen, and no request sent.
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.method() !== 'GET') uploads.push(r.url());
      });
      const imagen = page.getByLabel('Imagen');
      await imagen.setInputFiles({ name: 'informe.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await form
        .getByText('El archivo elegido no es una imagen. Elija un archivo JPG, PNG, WebP, GIF o AVIF.')
        .waitFor();
      await expect.poll(() => imagen.evaluate((i: HTMLInputElement) => i.files?.length ?? 0)).toBe(0);
      await expect.poll(() => page.getByAltText('Vista previa de la imagen elegida').count()).toBe(0);
      await expect.poll(() => form.getByText('Ningún archivo seleccionado').count()).toBe(1);
      // Whole on the phone (under the button when it does not fit beside it), never cut with '…'.
      await expect
        .poll(() =>
          form
            .getByText('Ningún archivo seleccionado')
            .evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis'),
        )
        .toBe(true);
      await expect.poll(() => imagen.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'forms-file-wrong-type-390');

      // A picture: preview, name and size, and 'Quitar' undoes the choice.
      await imagen.setInputFiles({ name: 'foto.bmp', mimeType: 'image/png', buffer: bmp1x1() });
      await page.getByAltText('Vista previa de la imagen elegida').waitFor();
      await expect.poll(() => form.getByText('El archivo elegido no es una imagen').count()).toBe(0);
      await form.getByTestId('news-imagen-chosen').getByText('foto.bmp').waitFor();
      await screenshot(page, 'forms-file-chosen-390');
      // Nothing fits sideways on the phone.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await form.getByRole('button', { name: 'Quitar foto.bmp' }).click();
      await expect.poll(() => page.getByAltText('Vista previa de la imagen elegida').count()).toBe(0);
      expect(uploads).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

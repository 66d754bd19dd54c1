import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  SHOTS_DIR,
  WORKER,
  apiFetch,
  expectAccessible,
  launchBrowser,
  login,
  newPage,
  screenshot,
} from './support';

/** A small valid one-page PDF with a line of text (offsets and xref computed). */
function makePdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 50 740 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const ISO = 'Normas ISO 45001';
const SUBAREA = '13 Planificacion y Control Operacional';
const NAME = 'Bloqueo y etiquetado LOTO – Planta Calama';
const RENAMED = 'Bloqueo y etiquetado LOTO – Planta Calama v2';
const PDF = makePdf('Procedimiento LOTO E2E');

/** The status of a GET made by the page (its session), without reading the body. */
/** A screenshot of what is on screen (a modal), not of the whole page. */
async function viewportShot(page: Page, name: string) {
  await fs.mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** The PDF viewer's own frame has finished loading (what a screenshot of the preview should show). */
async function pdfViewerLoaded(page: Page) {
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://')), { timeout: 15_000 })
    .toBe(true);
  const viewer = page.frames().find((f) => f.url().startsWith('chrome-extension://'))!;
  await viewer.waitForLoadState('load');
}

const statusOf = (page: Page, url: string) => page.evaluate(async (u) => (await fetch(u)).status, url);

const panelHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function openSubarea(page: Page, area: string, subarea: string) {
  const header = page.getByRole('button', { name: area, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  // The button also reads its document count ('08 Recursos: 0 documentos').
  const escaped = subarea.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('button', { name: new RegExp(`^${escaped}\\s*:`) }).click();
  await panelHeading(page, `Procedimientos de ${subarea}`).waitFor();
}

describe('documents', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin uploads to an ISO 45001 sub-area; a worker finds, previews and downloads it; hidden, it is gone', async () => {
    const admin = await newPage(browser);
    const { page: adminPage } = admin;
    await login(adminPage, ADMIN);
    await adminPage.goto('/upload-procedure');
    await adminPage.getByRole('heading', { level: 1, name: 'Crear Documentos' }).waitFor();
    await adminPage.getByRole('heading', { name: 'Documentos Creados' }).waitFor();
    await adminPage.locator('.documents-table tbody tr').first().waitFor();
    await expectAccessible(adminPage);

    // Sub-area: disabled until an area is chosen, emptied when the area changes.
    const area = adminPage.getByRole('combobox', { name: 'Área', exact: true });
    const subarea = adminPage.getByRole('combobox', { name: 'Subárea', exact: true });
    await expect.poll(() => subarea.isDisabled()).toBe(true);
    await area.selectOption(ISO);
    await expect.poll(() => subarea.isEnabled()).toBe(true);
    await subarea.selectOption(SUBAREA);
    await area.selectOption('Manuales');
    await expect.poll(() => subarea.inputValue()).toBe('');
    await area.selectOption(ISO);
    await subarea.selectOption(SUBAREA);

    // The file is required on create, and must really be a PDF (the server's answer shows by the field).
    await adminPage.getByRole('textbox', { name: 'Nombre', exact: true }).fill(NAME);
    await adminPage.getByRole('button', { name: 'Crear documento' }).click();
    await adminPage.getByText('Seleccione un archivo PDF.').waitFor();
    const file = adminPage.getByLabel('Archivo PDF');
    await file.setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un PDF') });
    await adminPage.getByRole('button', { name: 'Crear documento' }).click();
    await adminPage.getByText('El archivo debe ser un PDF.').waitFor();
    await viewportShot(adminPage, 'documents-admin-form-error-1280');
    await expect.poll(() => adminPage.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue()).toBe(NAME);

    await file.setInputFiles({ name: 'loto.pdf', mimeType: 'application/pdf', buffer: PDF });
    await adminPage.getByRole('button', { name: 'Crear documento' }).click();
    await adminPage.getByText('Documento creado exitosamente').waitFor();
    await expect.poll(() => adminPage.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue()).toBe('');
    const row = adminPage.locator('.documents-table tbody tr', { hasText: NAME });
    await row.waitFor();
    await expect.poll(() => row.getByText('Visible').count()).toBe(1);
    await screenshot(adminPage, 'documents-admin-1280');

    // A worker: accordion, sub-area panel, search, preview and download.
    const worker = await newPage(browser);
    const { page } = worker;
    await login(page, WORKER);
    await page.goto('/procedures');
    await page.getByRole('heading', { level: 1, name: 'Documentos PDF' }).waitFor();
    await panelHeading(page, 'Selecciona un área y subárea').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: /Descargar Firma de correo/ }).getAttribute('href'))
      .toMatch(/^https:\/\//);
    await expectAccessible(page);
    await screenshot(page, 'documents-procedures-1280');

    // Counts before choosing: an empty sub-area says '(0)' and is greyed.
    await page.getByRole('button', { name: ISO, exact: true }).click();
    const empty = page.getByRole('button', { name: /^08 Recursos\s*:\s*0 documentos$/ });
    await expect.poll(() => empty.locator('.subarea-count').textContent()).toBe('(0)');
    await expect.poll(() => empty.getAttribute('class')).toContain('subarea-empty');
    await openSubarea(page, ISO, '08 Recursos');
    await page.getByText('No hay procedimientos disponibles.').waitFor();
    // The demo's hidden document is not there for workers.
    await openSubarea(page, ISO, '18 Auditoria Interna');
    await page.getByText('No hay procedimientos disponibles.').waitFor();

    await openSubarea(page, ISO, SUBAREA);
    const item = page.locator('.document-list li', { hasText: NAME });
    await item.waitFor();
    expect(new URL(page.url()).searchParams.get('subarea')).toBe(SUBAREA);
    await expectAccessible(page);

    // Search by name from anywhere (no sub-area chosen): across every area.
    await page.goto('/procedures');
    await page.getByRole('searchbox', { name: 'Buscar documentos por nombre' }).fill('loto');
    await panelHeading(page, 'Resultados de la búsqueda').waitFor();
    await page.locator('.document-list li', { hasText: NAME }).waitFor();
    await expect.poll(() => page.locator('.document-list li').count()).toBe(1);
    await page.locator('.document-list li', { hasText: `${ISO} · ${SUBAREA}` }).waitFor();

    // Preview: the PDF served inline inside the page, in Chromium's own viewer.
    const inline = page.waitForResponse(
      (r) => r.url().includes('/api/procedimientos/archivos/') && r.url().includes('inline=1'),
    );
    await page.getByRole('button', { name: `Ver ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: NAME });
    await dialog.waitFor();
    const frame = dialog.locator(`iframe[title="Vista previa de ${NAME}"]`);
    await frame.waitFor();
    const response = await inline;
    expect(response.status()).toBe(200);
    const headers = await response.allHeaders();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toMatch(
      /^inline; filename="Bloqueo y etiquetado LOTO _ Planta Calama\.pdf"/,
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    await pdfViewerLoaded(page);
    await viewportShot(page, 'documents-preview-1280');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // Download: the exact bytes, named after the document.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: `Descargar ${NAME}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${NAME}.pdf`);
    const saved = await download.path();
    expect((await fs.readFile(saved)).equals(PDF)).toBe(true);
    const archivo = new URL(download.url()).pathname.split('/').pop()!;

    // The admin hides it: the worker no longer sees it, nor can fetch it.
    await adminPage.getByRole('searchbox', { name: 'Buscar documentos por nombre o área' }).fill('LOTO');
    await adminPage.locator('.documents-table tbody tr').filter({ hasText: NAME }).waitFor();
    await expect.poll(() => adminPage.locator('.documents-table tbody tr').count()).toBe(1);
    await row.getByRole('button', { name: `Ocultar ${NAME}` }).click();
    await row.getByText('Oculto').waitFor();

    await page.goto(`/procedures?area=${encodeURIComponent(ISO)}&subarea=${encodeURIComponent(SUBAREA)}`);
    await panelHeading(page, `Procedimientos de ${SUBAREA}`).waitFor();
    await page.getByText('No hay procedimientos disponibles.').waitFor();
    await page.getByRole('searchbox', { name: 'Buscar documentos por nombre' }).fill('loto');
    await page.getByText('No hay procedimientos disponibles.').waitFor();
    expect((await apiFetch(page, `/api/procedimientos/archivos/${archivo}`)).status).toBe(404);
    await expect.poll(() => statusOf(adminPage, `/api/procedimientos/archivos/${archivo}`)).toBe(200);

    // Show it again, rename it, then delete it with the confirmation.
    await row.getByRole('button', { name: `Mostrar ${NAME}` }).click();
    await row.getByText('Visible').waitFor();
    await row.getByRole('button', { name: `Editar ${NAME}` }).click();
    await adminPage.getByRole('heading', { name: 'Editar documento' }).waitFor();
    await expect
      .poll(() => adminPage.getByRole('combobox', { name: 'Subárea', exact: true }).inputValue())
      .toBe(SUBAREA);
    await adminPage.getByRole('textbox', { name: 'Nombre', exact: true }).fill(RENAMED);
    await adminPage.getByRole('button', { name: 'Guardar cambios' }).click();
    await adminPage.getByText('Documento actualizado exitosamente').waitFor();
    await adminPage.getByRole('heading', { name: 'Nuevo documento' }).waitFor();
    const renamed = adminPage.locator('.documents-table tbody tr', { hasText: RENAMED });
    await renamed.getByRole('button', { name: `Eliminar ${RENAMED}` }).click();
    const confirm = adminPage.getByRole('dialog');
    await confirm.getByText('¿Está seguro de que desea eliminar este documento?').waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await adminPage.getByText('Documento eliminado exitosamente').waitFor();
    await adminPage.getByText('No hay documentos que coincidan con la búsqueda.').waitFor();

    await admin.context.close();
    await worker.context.close();
  });

  it('admin list pages 10 per page with numbered pagination', async () => {
    const { context, page } = await newPage(browser);
    await login(page, ADMIN);
    // Enough documents for two pages (the demo has ten).
    for (let i = 1; i <= 3; i++) {
      await page.evaluate(
        async ({ i, pdf }) => {
          const form = new FormData();
          form.set('nombre', `Formato de prueba ${i}`);
          form.set('area', 'Normas ISO 45001');
          form.set('subarea', '23 Formatos');
          form.set('archivo', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'f.pdf');
          const res = await fetch('/api/procedimientos', { method: 'POST', body: form });
          if (res.status !== 201) throw new Error(String(res.status));
        },
        { i, pdf: [...PDF] },
      );
    }
    await page.goto('/upload-procedure');
    const rows = page.locator('.documents-table tbody tr');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(10);
    const pager = page.getByRole('navigation', { name: 'Paginación' });
    await pager.getByRole('button', { name: '2' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect.poll(async () => (await rows.count()) < 10).toBe(true);
    await expect.poll(() => pager.locator('[aria-current="page"]').innerText()).toContain('2');
    await context.close();
  });

  for (const viewport of [PHONE]) {
    it(`looks right at ${viewport.width}px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, ADMIN);
      await page.goto('/upload-procedure');
      await page.locator('.documents-table tbody tr').first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `documents-admin-${viewport.width}`);

      await page.goto('/procedures');
      await openSubarea(page, 'Manuales', 'Procedimientos de informatica');
      await page.locator('.document-list li').first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `documents-procedures-${viewport.width}`);
      await page.getByRole('button', { name: /^Ver Manual de uso del correo/ }).click();
      await page.getByRole('dialog').locator('iframe').waitFor();
      await pdfViewerLoaded(page);
      await viewportShot(page, `documents-preview-${viewport.width}`);
      await context.close();
    });
  }

  it('desktop screenshot with a sub-area open', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await login(page, WORKER);
    await page.goto('/procedures');
    await openSubarea(page, 'Procedimientos', 'Salud Ocupacional y Medio Ambiente');
    await page.locator('.document-list li').first().waitFor();
    await screenshot(page, 'documents-procedures-subarea-1280');
    await context.close();
  });
});

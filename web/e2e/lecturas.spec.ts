import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  WORKER,
  WORKER2,
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

const NAME = 'Trabajo en altura – Sucursal Antofagasta';
// mgonzalez (WORKER) is in Santiago (branch 2); jmunoz (WORKER2) in Calama (branch 3).

/** The card of one pending reading on /lecturas. */
async function lecturaId(page: Page): Promise<number> {
  const list = (await apiFetch(page, '/api/lecturas')).body as { id: number; titulo: string }[];
  return list.find((l) => l.titulo === NAME)!.id;
}

const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });

describe('mandatory reading (issue 16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('admin assigns v1 to a branch; a worker there confirms; v2 puts it back; another branch never sees it', async () => {
    const admin = await newPage(browser);
    await login(admin.page, ADMIN);
    await admin.page.evaluate(
      async ({ name, pdf }) => {
        const form = new FormData();
        form.set('nombre', name);
        form.set('area', 'Procedimientos');
        form.set('subarea', 'Salud Ocupacional y Medio Ambiente');
        form.set('archivo', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'v1.pdf');
        const res = await fetch('/api/procedimientos', { method: 'POST', body: form });
        if (res.status !== 201) throw new Error(String(res.status));
      },
      { name: NAME, pdf: [...makePdf('Version 1')] },
    );

    // The admin assigns it to the Santiago branch from /admin-lecturas.
    await admin.page.goto('/admin-lecturas');
    await admin.page.getByRole('heading', { level: 1, name: 'Lecturas obligatorias' }).waitFor();
    const itemSelect = admin.page.getByRole('combobox', { name: 'Documento', exact: true });
    await expect.poll(() => itemSelect.locator('option', { hasText: `${NAME} (v1)` }).count()).toBe(1);
    await itemSelect.selectOption({ label: `${NAME} (v1)` });
    await admin.page.getByLabel('Santiago').check();
    await admin.page.getByRole('button', { name: 'Asignar lectura' }).click();
    await admin.page.getByText(`Lectura obligatoria asignada: «${NAME}»`).waitFor();
    const adminRow = admin.page.locator('.lecturas-table tbody tr').filter({ hasText: NAME });
    await expect.poll(() => adminRow.textContent()).toMatch(/0\u00a0% \(0 de \d+\)/);

    // A worker of that branch: navbar, /Home, /lecturas; confirming needs the PDF opened first.
    const worker = await newPage(browser);
    await login(worker.page, WORKER);
    const navLink = worker.page.getByRole('navigation', { name: 'Principal' }).getByRole('link', {
      name: /Pendientes de lectura \(\d+\)/,
    });
    await navLink.waitFor();
    await expect.poll(() => worker.page.getByRole('heading', { name: /Pendientes de lectura/ }).isVisible()).toBe(true);
    await navLink.click();
    await worker.page.waitForURL('**/lecturas');
    const mine = card(worker.page);
    const confirmButton = mine.getByRole('button', { name: /Leí y comprendí/ });
    await confirmButton.waitFor();
    await expect.poll(() => confirmButton.isDisabled()).toBe(true);
    await screenshot(worker.page, 'lecturas-worker-pending-1280');
    await mine.getByRole('button', { name: /Abrir documento/ }).click();
    await worker.page.getByRole('dialog').locator('iframe').waitFor();
    await worker.page.getByRole('button', { name: 'Volver a mis lecturas' }).click();
    await expect.poll(() => confirmButton.isEnabled()).toBe(true);
    await confirmButton.click();
    await expect.poll(() => mine.count()).toBe(0);
    // A second confirmation is refused by the server in Spanish (no second row).
    const again = await apiFetch(worker.page, `/api/lecturas/${await lecturaId(admin.page)}/confirmar`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toMatch(/ya confirmó/);

    // The admin uploads version 2 from the documents admin ('Versiones').
    await admin.page.goto('/upload-procedure');
    await admin.page.getByLabel('Buscar documentos por nombre o área').fill(NAME);
    await admin.page.getByRole('button', { name: `Versiones de ${NAME}` }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel('Nuevo PDF').setInputFiles({
      name: 'v2.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('Version 2'),
    });
    await dialog.getByLabel('Nota de cambio').fill('Se agrega el uso de arnés doble');
    await dialog.getByRole('button', { name: 'Subir versión' }).click();
    await dialog.getByText('Se agrega el uso de arnés doble').waitFor();
    await expect.poll(() => dialog.getByRole('link', { name: /Descargar/ }).count()).toBe(2);
    await screenshot(admin.page, 'lecturas-admin-versions-1280');
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    // The worker has it pending again.
    await worker.page.reload();
    await mine.getByText('Hay una nueva versión').waitFor();
    await expect.poll(() => mine.getByText('Versión 2').count()).toBe(1);

    // The dashboard shows both versions: confirmed v1 only.
    await admin.page.goto('/admin-lecturas');
    await adminRow.getByRole('button', { name: `Estado de ${NAME}` }).click();
    const estado = admin.page.getByRole('dialog');
    await estado.getByText('Solo versión 1').first().waitFor();
    await screenshot(admin.page, 'lecturas-admin-estado-1280');
    await estado.getByRole('button', { name: 'Cerrar' }).first().click();

    // Both exports download; the CSV shows the confirmation of version 1 and the pending version 2.
    const [csv] = await Promise.all([
      admin.page.waitForEvent('download'),
      adminRow.getByRole('link', { name: `CSV de ${NAME}` }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^lectura-\d+\.csv$/);
    const csvText = await fs.readFile((await csv.path())!, 'utf8');
    const workerLine = csvText.split('\r\n').find((x) => x.includes('María González Rojas'))!;
    expect(workerLine).toContain('"2",');
    expect(workerLine).toContain('"Pendiente","","1"');
    const [report] = await Promise.all([
      admin.page.waitForEvent('download'),
      adminRow.getByRole('link', { name: `PDF de ${NAME}` }).click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/^lectura-\d+\.pdf$/);
    expect((await fs.readFile((await report.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The other branch never sees it.
    const other = await newPage(browser);
    await login(other.page, WORKER2);
    await other.page.goto('/lecturas');
    await other.page.getByRole('heading', { name: 'Lecturas obligatorias' }).waitFor();
    await other.page.locator('.lead').waitFor();
    await expect.poll(() => card(other.page).count()).toBe(0);
    const pending = await apiFetch(other.page, '/api/lecturas/pendientes');
    expect(JSON.stringify(pending.body)).not.toContain(NAME);

    await admin.context.close();
    await worker.context.close();
    await other.context.close();
  });

  it('on a phone, the admin assigns an announcement to one person; she opens it and confirms', async () => {
    const admin = await newPage(browser, PHONE);
    await login(admin.page, ADMIN);
    // The safety announcement's current title (content.spec renames it when it runs first in the suite).
    const listed = await apiFetch(admin.page, '/api/announcements');
    const TITLE = (listed.body as Array<{ type: string; title: string }>).find((a) => a.type === 'seguridad')!.title;
    await admin.page.goto('/admin-lecturas');
    await admin.page.getByRole('heading', { level: 1, name: 'Lecturas obligatorias' }).waitFor();
    await admin.page.getByLabel('Qué debe leerse').selectOption('anuncio');
    const itemSelect = admin.page.getByRole('combobox', { name: 'Anuncio', exact: true });
    const option = itemSelect.locator('option', { hasText: `${TITLE} (Seguridad)` });
    await expect.poll(() => option.count()).toBe(1);
    await itemSelect.selectOption({ label: `${TITLE} (Seguridad)` });
    await admin.page.getByLabel('Filtrar personas').fill('María González');
    const people = admin.page.getByLabel('Personas', { exact: true });
    const maria = people.locator('option', { hasText: 'María González Rojas' });
    await expect.poll(() => maria.count()).toBe(1);
    await people.selectOption((await maria.getAttribute('value'))!);
    await screenshot(admin.page, 'lecturas-admin-anuncio-390');
    await admin.page.getByRole('button', { name: 'Asignar lectura' }).click();
    await admin.page.getByText(`Lectura obligatoria asignada: «${TITLE}» (1 personas).`).waitFor();
    const adminRow = admin.page.locator('.lecturas-table tbody tr').filter({ hasText: TITLE });
    await expect.poll(() => adminRow.first().textContent()).toContain('Anuncio');

    const worker = await newPage(browser, PHONE);
    await login(worker.page, WORKER);
    await worker.page.goto('/lecturas');
    const mine = worker.page.getByRole('listitem').filter({ has: worker.page.getByRole('heading', { name: TITLE }) });
    const confirmButton = mine.getByRole('button', { name: /Leí y comprendí/ });
    await expect.poll(() => confirmButton.isDisabled()).toBe(true);
    await mine.getByText('Abra el anuncio para poder confirmar.').waitFor();
    await mine.getByRole('button', { name: /Abrir anuncio/ }).click();
    const dialog = worker.page.getByRole('dialog');
    await dialog.getByText('La seguridad es responsabilidad de todos.').waitFor();
    await screenshot(worker.page, 'lecturas-worker-anuncio-open-390');
    await dialog.getByRole('button', { name: 'Volver a mis lecturas' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => confirmButton.isEnabled()).toBe(true);
    await screenshot(worker.page, 'lecturas-worker-anuncio-390');
    await confirmButton.click();
    await worker.page.getByText(`Lectura confirmada: «${TITLE}», versión 1.`).waitFor();
    await expect.poll(() => mine.count()).toBe(0);

    // The admin sees the confirmation.
    await admin.page.reload();
    await expect.poll(() => adminRow.first().textContent()).toContain('100\u00a0% (1 de 1)');
    await admin.context.close();
    await worker.context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the worker's list looks right at ${viewport.width}px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, WORKER);
      await page.goto('/lecturas');
      await page.getByRole('heading', { name: 'Lecturas obligatorias' }).waitFor();
      await page.locator('.lead').waitFor();
      // The demo data gives this Santiago worker an overdue reading: the bar's button shows it.
      await page.getByRole('link', { name: /Pendientes de lectura \(\d+\) \(con vencidas\)/ }).waitFor();
      await screenshot(page, `lecturas-worker-${viewport.width}`);
      await page.goto('/Home');
      await page.getByRole('heading', { level: 2, name: /Pendientes de lectura \(\d+\)/ }).waitFor();
      await screenshot(page, `lecturas-home-${viewport.width}`);
      await expectAccessible(page);
      await expectAccessible(page);
      await context.close();
    });

    it(`the admin screen looks right at ${viewport.width}px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, ADMIN);
      await page.goto('/admin-lecturas');
      await page.locator('.lecturas-table tbody tr').first().waitFor();
      await page.getByRole('button', { name: 'Verificar integridad' }).click();
      await page.getByText('La cadena de evidencia está íntegra.').waitFor();
      await screenshot(page, `lecturas-admin-${viewport.width}`);
      await expectAccessible(page);
      await context.close();
    });
  }
});

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
// mgonzalez (WORKER) is in branch 2; jmunoz (WORKER2) in branch 3.
const BRANCH = 2;

/** The card of one pending reading on /lecturas. */
const card = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });

describe('mandatory reading (issue 16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a worker of the branch opens and confirms; a new version puts it back; another branch never sees it', async () => {
    const admin = await newPage(browser);
    await login(admin.page, ADMIN);
    const docId = await admin.page.evaluate(
      async ({ name, pdf }) => {
        const form = new FormData();
        form.set('nombre', name);
        form.set('area', 'Procedimientos');
        form.set('subarea', 'Salud Ocupacional y Medio Ambiente');
        form.set('archivo', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'v1.pdf');
        const res = await fetch('/api/procedimientos', { method: 'POST', body: form });
        if (res.status !== 201) throw new Error(String(res.status));
        return ((await res.json()) as { id: number }).id;
      },
      { name: NAME, pdf: [...makePdf('Version 1')] },
    );
    const created = await apiFetch(admin.page, '/api/lecturas', {
      method: 'POST',
      body: { tipo: 'documento', item_id: docId, sucursales: [BRANCH], fecha_limite: '2099-12-31' },
    });
    expect(created.status).toBe(201);

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
    expect(await confirmButton.isDisabled()).toBe(true);
    await mine.getByRole('button', { name: /Abrir documento/ }).click();
    await worker.page.getByRole('dialog').locator('iframe').waitFor();
    await worker.page.getByRole('button', { name: 'Volver a mis lecturas' }).click();
    await expect.poll(() => confirmButton.isEnabled()).toBe(true);
    await confirmButton.click();
    await expect.poll(() => mine.count()).toBe(0);

    // The other branch never sees it.
    const other = await newPage(browser);
    await login(other.page, WORKER2);
    await other.page.goto('/lecturas');
    await other.page.getByRole('heading', { name: 'Lecturas obligatorias' }).waitFor();
    await other.page.locator('.lead').waitFor();
    expect(await card(other.page).count()).toBe(0);
    const pending = await apiFetch(other.page, '/api/lecturas/pendientes');
    expect(JSON.stringify(pending.body)).not.toContain(NAME);

    await admin.context.close();
    await worker.context.close();
    await other.context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the worker's list looks right at ${viewport.width}px`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await login(page, WORKER);
      await page.goto('/lecturas');
      await page.getByRole('heading', { name: 'Lecturas obligatorias' }).waitFor();
      await page.locator('.lead').waitFor();
      await screenshot(page, `lecturas-worker-${viewport.width}`);
      await expectAccessible(page);
      await context.close();
    });
  }
});

import { bumpDataVersion } from '../../lib/data-version.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ARCHIVO_PATTERN, type DocumentItem, type DocumentPage } from '@intranet/contract';
import { multipart, storedFiles, tempFiles, useTestApp } from '../../../test/helpers.js';
import { contentDisposition, downloadFilename } from './documents.service.js';
import { seedDocuments } from './documents.seed.js';
import { buildSimplePdf } from '../../seed/simple-pdf.js';

const t = useTestApp({ MAX_UPLOAD_MB: '1' });
let admin: string;
let worker: string;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
});

beforeEach(async () => {
  await t.handle.db.deleteFrom('documents').execute();
  // Written past the repository: the cached lists (data version) learn of it as from any write.
  await bumpDataVersion(t.handle.db, 'documents');
  await fs.rm(path.join(t.dataDir, 'uploads', 'documents'), { recursive: true, force: true });
});

const ISO = 'Normas ISO 45001';
const pdf = (title = 'Procedimiento de prueba') => buildSimplePdf(title, ['Línea de prueba con acentos: áéíóú ñ']);

function pdfPart(content: Buffer = pdf(), filename = 'procedimiento.pdf') {
  return { filename, content, contentType: 'application/pdf' };
}

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Parameters<typeof multipart>[0],
  cookie: string = admin,
) {
  const body = multipart(fields);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie } });
}

async function create(over: Record<string, string> = {}, content: Buffer = pdf()): Promise<DocumentItem> {
  const res = await send('POST', '/api/procedimientos', {
    nombre: 'Procedimiento de trabajo en altura',
    area: ISO,
    subarea: '04 Identificacion de Peligros',
    ...over,
    archivo: pdfPart(content),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const list = async (query = '', cookie = worker): Promise<DocumentPage> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/procedimientos${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const download = (archivo: string, cookie = worker, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/procedimientos/archivos/${encodeURIComponent(archivo)}${query}`,
    headers: { cookie, ...headers },
  });

const documentCount = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function expectNothingChanged(before: { count: number; files: string[] }) {
  expect(await documentCount()).toBe(before.count);
  expect(await storedFiles(t.dataDir)).toEqual(before.files);
  expect(await tempFiles(t.dataDir)).toEqual([]);
}
const snapshot = async () => ({ count: await documentCount(), files: await storedFiles(t.dataDir) });

describe('POST /api/procedimientos', () => {
  it('creates a document with a server-chosen archivo and stores the PDF', async () => {
    const doc = await create();
    expect(doc).toMatchObject({
      nombre: 'Procedimiento de trabajo en altura',
      area: ISO,
      subarea: '04 Identificacion de Peligros',
      visible: true,
      tamano: pdf().length,
    });
    expect(doc.archivo).toMatch(ARCHIVO_PATTERN);
    expect(doc.archivo).toMatch(/^procedimiento-de-trabajo-en-altura-[0-9a-f]{12}\.pdf$/);
    expect(Object.keys(doc)).not.toContain('ruta');
    const files = await storedFiles(t.dataDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^documents\/[0-9a-f]{32}\.pdf$/);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('gives every upload its own archivo, even with the same name', async () => {
    const a = await create();
    const b = await create();
    expect(a.archivo).not.toBe(b.archivo);
  });

  it('refuses bad fields with Spanish messages and stores nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ area: ISO, subarea: '23 Formatos' }, 'nombre', /nombre del documento/],
      [{ nombre: '   ', area: ISO, subarea: '23 Formatos' }, 'nombre', /nombre del documento/],
      [{ nombre: 'x'.repeat(201), area: ISO, subarea: '23 Formatos' }, 'nombre', /Máximo 200/],
      [{ nombre: 'Doc', subarea: '23 Formatos' }, 'area', /área válida/],
      [{ nombre: 'Doc', area: 'Finanzas', subarea: '23 Formatos' }, 'area', /área válida/],
      [{ nombre: 'Doc', area: 'toString', subarea: '23 Formatos' }, 'area', /área válida/],
      [{ nombre: 'Doc', area: ISO }, 'subarea', /subárea/],
      [{ nombre: 'Doc', area: 'Manuales', subarea: '23 Formatos' }, 'subarea', /subárea que pertenezca/],
      [{ nombre: 'Doc', area: ISO, subarea: '24 Inventada' }, 'subarea', /subárea que pertenezca/],
    ];
    for (const [fields, field, message] of cases) {
      const res = await send('POST', '/api/procedimientos', { ...fields, archivo: pdfPart() });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(fields)).toMatch(message);
      expect(res.json().error).toMatch(message);
    }
    await expectNothingChanged(before);
  });

  it('requires the file on create', async () => {
    const before = await snapshot();
    const res = await send('POST', '/api/procedimientos', { nombre: 'Doc', area: ISO, subarea: '23 Formatos' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Seleccione un archivo PDF.',
      fields: { archivo: 'Seleccione un archivo PDF.' },
    });
    // An empty file input is the same as no file.
    const empty = await send('POST', '/api/procedimientos', {
      nombre: 'Doc',
      area: ISO,
      subarea: '23 Formatos',
      archivo: pdfPart(Buffer.alloc(0)),
    });
    expect(empty.statusCode).toBe(400);
    await expectNothingChanged(before);
  });

  it('refuses files that are not PDFs by their bytes, whatever their name and type say', async () => {
    const before = await snapshot();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8702a' } })
      .png()
      .toBuffer();
    for (const content of [png, Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('%PD')]) {
      const res = await send('POST', '/api/procedimientos', {
        nombre: 'Doc',
        area: ISO,
        subarea: '23 Formatos',
        archivo: pdfPart(content, 'trampa.pdf'),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toBe('El archivo debe ser un PDF.');
      expect(res.json().fields).toEqual({ archivo: 'El archivo debe ser un PDF.' });
    }
    await expectNothingChanged(before);
  });

  it('refuses a PDF over MAX_UPLOAD_MB with 413 and stores nothing', async () => {
    const before = await snapshot();
    const big = Buffer.concat([pdf(), Buffer.alloc(Math.round(1.5 * 1024 * 1024), 0x20)]);
    const res = await send('POST', '/api/procedimientos', {
      nombre: 'Doc grande',
      area: ISO,
      subarea: '23 Formatos',
      archivo: pdfPart(big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/tamaño máximo permitido \(1 MB\)/);
    await expectNothingChanged(before);
  });

  it('refuses a form with an unexpected file field, and a JSON body', async () => {
    const before = await snapshot();
    const res = await send('POST', '/api/procedimientos', {
      nombre: 'Doc',
      area: ISO,
      subarea: '23 Formatos',
      otro: pdfPart(),
    });
    expect(res.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/procedimientos',
      headers: { cookie: admin },
      payload: { nombre: 'Doc', area: ISO, subarea: '23 Formatos' },
    });
    expect(json.statusCode).toBe(415);
    await expectNothingChanged(before);
  });

  it('is for admins only', async () => {
    const before = await snapshot();
    const res = await send(
      'POST',
      '/api/procedimientos',
      { nombre: 'Doc', area: ISO, subarea: '23 Formatos', archivo: pdfPart() },
      worker,
    );
    expect(res.statusCode).toBe(403);
    await expectNothingChanged(before);
  });
});

describe('GET /api/procedimientos/archivos/{archivo}', () => {
  it('serves the exact bytes as application/pdf, as an attachment named after the document', async () => {
    const content = pdf('Matriz IPER – Planta Calama');
    const doc = await create({ nombre: 'Matriz IPER – Planta "Calama" 2026' }, content);
    const res = await download(doc.archivo);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Matriz IPER _ Planta Calama 2026.pdf"; filename*=UTF-8''Matriz%20IPER%20%E2%80%93%20Planta%20Calama%202026.pdf`,
    );
  });

  it('drops control and bidi format characters from the download name', async () => {
    const doc = await create({ nombre: 'Factura\u202Efdp.exe\u200B 2026' });
    const res = await download(doc.archivo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Factura fdp.exe 2026.pdf"; filename*=UTF-8''Factura%20fdp.exe%202026.pdf`,
    );
  });

  it('serves inline for the preview with ?inline=1', async () => {
    const doc = await create();
    const res = await download(doc.archivo, worker, {}, '?inline=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="Procedimiento de trabajo en altura\.pdf"/);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Framed by the app itself only.
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers 304 to If-None-Match with the ETag, and HEAD without a body', async () => {
    const doc = await create();
    const first = await download(doc.archivo);
    const etag = String(first.headers.etag);
    const again = await download(doc.archivo, worker, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/procedimientos/archivos/${doc.archivo}`,
      headers: { cookie: worker },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers Range requests with 206 and the right slice (resume, fast open)', async () => {
    const content = pdf();
    const doc = await create({}, content);
    const part = await download(doc.archivo, worker, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(0, 10))).toBe(true);
    const rest = await download(doc.archivo, worker, { range: 'bytes=10-' });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([part.rawPayload, rest.rawPayload]).equals(content)).toBe(true);
    const bad = await download(doc.archivo, worker, { range: `bytes=${content.length + 10}-` });
    expect(bad.statusCode).toBe(416);
    const etag = String((await download(doc.archivo)).headers.etag);
    // If-Range with the current ETag keeps the range; a stale one gets the whole file.
    const ifRange = await download(doc.archivo, worker, { range: 'bytes=0-9', 'if-range': etag });
    expect(ifRange.statusCode).toBe(206);
    const stale = await download(doc.archivo, worker, { range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(content)).toBe(true);
  });

  it('needs a session', async () => {
    const doc = await create();
    const res = await t.app.inject({ method: 'GET', url: `/api/procedimientos/archivos/${doc.archivo}` });
    expect(res.statusCode).toBe(401);
  });

  it('never serves anything but the document for traversal attempts', async () => {
    const content = pdf();
    const doc = await create({}, content);
    const stored = (await storedFiles(t.dataDir))[0]!; // documents/<random>.pdf
    const storedName = path.basename(stored);
    await fs.writeFile(path.join(t.dataDir, 'secret.txt'), 'root:x:0:0 secreto');
    const attempts = [
      '..%2Fsecret.txt',
      '..%2F..%2Fsecret.txt',
      '....//....//secret.txt',
      '..%2f..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e%2f%2e%2e%2fsecret.txt',
      '%252e%252e%252fsecret.txt',
      '.%2e/.%2e/secret.txt',
      '..%5C..%5Csecret.txt',
      '%2Fetc%2Fpasswd',
      '/etc/passwd',
      `..%2Fdocuments%2F${storedName}`,
      `documents%2F${storedName}`,
      storedName,
      `${doc.archivo}%00.txt`,
      `${doc.archivo}%2F..%2F..%2Fsecret.txt`,
      `${doc.archivo.toUpperCase()}`,
      `%20${doc.archivo}`,
      'x'.repeat(290),
    ];
    for (const a of attempts) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/procedimientos/archivos/${a}`,
        headers: { cookie: admin },
      });
      expect({ a, status: res.statusCode }).toEqual({ a, status: expect.toBeOneOf([400, 404]) });
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('%PDF');
    }
    // The real name still works.
    expect((await download(doc.archivo, admin)).rawPayload.equals(content)).toBe(true);
  });

  it('the generic uploads route refuses the documents folder, however it is spelled', async () => {
    const doc = await create();
    const name = path.basename((await storedFiles(t.dataDir))[0]!);
    for (const url of [
      `/api/uploads/documents/${name}`,
      `/api/uploads//documents/${name}`,
      `/api/uploads/./documents/${name}`,
      `/api/uploads/news/../documents/${name}`,
      `/api/uploads/news/..%2Fdocuments%2F${name}`,
      `/api/uploads/%64ocuments/${name}`,
      `/api/uploads/documents%2F${name}`,
      `/api/uploads/documents/./${name}`,
    ]) {
      for (const cookie of [worker, admin]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect({ url, status: res.statusCode }).toEqual({ url, status: expect.toBeOneOf([400, 403, 404]) });
        expect(res.body).not.toContain('%PDF');
      }
    }
    expect((await download(doc.archivo)).statusCode).toBe(200);
  });
});

describe('GET /api/procedimientos', () => {
  it('lists visible documents for workers and all for admins, newest first', async () => {
    const a = await create({ nombre: 'Alfa' });
    const b = await create({ nombre: 'Beta' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/procedimientos/${a.id}/visibilidad`,
      headers: { cookie: admin },
      payload: { visible: false },
    });
    const forWorker = await list();
    expect(forWorker.items.map((d) => d.nombre)).toEqual(['Beta']);
    expect(forWorker.total).toBe(1);
    const forAdmin = await list('', admin);
    expect(forAdmin.items.map((d) => [d.nombre, d.visible])).toEqual([
      ['Beta', true],
      ['Alfa', false],
    ]);
    expect(forAdmin).toMatchObject({ total: 2, pagina: 1, por_pagina: 10 });
    expect(forAdmin.items[0]).toEqual(b);
  });

  it('filters by area and sub-area, by name, and searches name/area/sub-area; pages on the server', async () => {
    await create({ nombre: 'Manual de correo', area: 'Manuales', subarea: 'Procedimientos de informatica' });
    await create({ nombre: 'Plan de residuos', area: 'Procedimientos', subarea: 'Salud Ocupacional y Medio Ambiente' });
    for (let i = 1; i <= 12; i++) {
      await create({ nombre: `Formato ${String(i).padStart(2, '0')} 100%_listo`, area: ISO, subarea: '23 Formatos' });
    }
    const sub = await list(
      `?area=${encodeURIComponent(ISO)}&subarea=${encodeURIComponent('23 Formatos')}&orden=nombre`,
    );
    expect(sub.total).toBe(12);
    expect(sub.items).toHaveLength(10);
    expect(sub.items[0]!.nombre).toBe('Formato 01 100%_listo');
    const page2 = await list(
      `?area=${encodeURIComponent(ISO)}&subarea=${encodeURIComponent('23 Formatos')}&orden=nombre&pagina=2`,
    );
    expect(page2.items.map((d) => d.nombre)).toEqual(['Formato 11 100%_listo', 'Formato 12 100%_listo']);
    expect((await list('?por_pagina=100')).items).toHaveLength(14);

    expect((await list('?area=Manuales')).items.map((d) => d.nombre)).toEqual(['Manual de correo']);
    expect((await list(`?subarea=${encodeURIComponent('Salud Ocupacional y Medio Ambiente')}`)).total).toBe(1);
    // Name search is case-insensitive and literal (% and _ are not wildcards).
    expect((await list('?nombre=MANUAL')).items.map((d) => d.nombre)).toEqual(['Manual de correo']);
    expect((await list('?nombre=100%25_')).total).toBe(12);
    expect((await list('?nombre=Formato%2501')).total).toBe(0);
    expect((await list('?nombre=manuales')).total).toBe(0);
    // q matches the area and sub-area too (admin search 'Buscar por nombre o área...').
    expect((await list('?q=manuales', admin)).items.map((d) => d.nombre)).toEqual(['Manual de correo']);
    expect((await list('?q=salud', admin)).total).toBe(1);
    expect((await list('?q=iso', admin)).total).toBe(12);
    expect((await list(`?q=formato%2003`, admin)).total).toBe(1);
  });

  it('q uses the full-text search: accents, case, word order and words inside words', async () => {
    await create({ nombre: 'Procedimiento de trabajo en altura física', area: ISO, subarea: '23 Formatos' });
    for (const q of ['fisica', 'trabajo altura', 'ALTURA FÍSICA', 'cedimiento']) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect({ q, names: found.items.map((d) => d.nombre) }).toEqual({
        q,
        names: ['Procedimiento de trabajo en altura física'],
      });
    }
  });

  it('refuses bad queries with 400', async () => {
    for (const q of [
      '?area=Finanzas',
      `?area=Manuales&subarea=${encodeURIComponent('23 Formatos')}`,
      '?pagina=0',
      '?pagina=abc',
      '?por_pagina=101',
      '?orden=azar',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/procedimientos${q}`, headers: { cookie: worker } });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
      expect(res.json().error).toBeTruthy();
    }
  });
});

describe('GET /api/procedimientos/conteos', () => {
  it('counts the documents each caller can see per sub-area', async () => {
    await create({ nombre: 'Uno', area: 'Manuales', subarea: 'Procedimientos de informatica' });
    const hidden = await create({ nombre: 'Dos', area: 'Manuales', subarea: 'Procedimientos de informatica' });
    await create({ nombre: 'Tres', area: ISO, subarea: '23 Formatos' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/procedimientos/${hidden.id}/visibilidad`,
      headers: { cookie: admin },
      payload: { visible: false },
    });
    const counts = async (cookie: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/procedimientos/conteos', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return (res.json() as { area: string; subarea: string; total: number }[]).sort((a, b) =>
        a.subarea.localeCompare(b.subarea),
      );
    };
    expect(await counts(worker)).toEqual([
      { area: ISO, subarea: '23 Formatos', total: 1 },
      { area: 'Manuales', subarea: 'Procedimientos de informatica', total: 1 },
    ]);
    expect((await counts(admin)).map((c) => c.total)).toEqual([1, 2]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/procedimientos/conteos' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/procedimientos/{id}', () => {
  it('updates the fields and keeps the file when none is sent', async () => {
    const content = pdf();
    const doc = await create({}, content);
    const res = await send('PUT', `/api/procedimientos/${doc.id}`, {
      nombre: 'Nuevo nombre',
      area: 'Manuales',
      subarea: 'Procedimientos de informatica',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: doc.id,
      nombre: 'Nuevo nombre',
      area: 'Manuales',
      subarea: 'Procedimientos de informatica',
      archivo: doc.archivo,
      visible: true,
    });
    const dl = await download(doc.archivo);
    expect(dl.rawPayload.equals(content)).toBe(true);
    expect(dl.headers['content-disposition']).toMatch(/filename="Nuevo nombre\.pdf"/);
  });

  it('replaces the PDF with a new version: new archivo, old file kept in the history, old name gone', async () => {
    const doc = await create();
    const oldFiles = await storedFiles(t.dataDir);
    const replacement = pdf('Versión 2');
    const res = await send('PUT', `/api/procedimientos/${doc.id}`, {
      nombre: 'Versión 2',
      area: ISO,
      subarea: '23 Formatos',
      archivo: pdfPart(replacement),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: DocumentItem = res.json();
    expect(updated.archivo).not.toBe(doc.archivo);
    expect(updated.tamano).toBe(replacement.length);
    expect(updated.version).toBe(2);
    const files = await storedFiles(t.dataDir);
    expect(files).toHaveLength(2);
    expect(files).toEqual(expect.arrayContaining(oldFiles));
    expect((await download(doc.archivo, admin)).statusCode).toBe(404);
    expect((await download(updated.archivo)).rawPayload.equals(replacement)).toBe(true);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('changes nothing on bad input, a non-PDF, an oversized file or an unknown id', async () => {
    const doc = await create();
    const before = await snapshot();
    const bad = await send('PUT', `/api/procedimientos/${doc.id}`, {
      nombre: '',
      area: ISO,
      subarea: '23 Formatos',
      archivo: pdfPart(),
    });
    expect(bad.statusCode).toBe(400);
    const wrongSub = await send('PUT', `/api/procedimientos/${doc.id}`, {
      nombre: 'X',
      area: 'Procedimientos',
      subarea: '23 Formatos',
    });
    expect(wrongSub.statusCode).toBe(400);
    expect(wrongSub.json().fields.subarea).toBeTruthy();
    const notPdf = await send('PUT', `/api/procedimientos/${doc.id}`, {
      nombre: 'X',
      area: ISO,
      subarea: '23 Formatos',
      archivo: pdfPart(Buffer.from('GIF89a....'), 'x.pdf'),
    });
    expect(notPdf.statusCode).toBe(415);
    const big = await send('PUT', `/api/procedimientos/${doc.id}`, {
      nombre: 'X',
      area: ISO,
      subarea: '23 Formatos',
      archivo: pdfPart(Buffer.concat([pdf(), Buffer.alloc(1024 * 1024 + 10)])),
    });
    expect(big.statusCode).toBe(413);
    const missing = await send('PUT', `/api/procedimientos/999999`, {
      nombre: 'X',
      area: ISO,
      subarea: '23 Formatos',
      archivo: pdfPart(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Documento no encontrado.');
    const badId = await send('PUT', `/api/procedimientos/abc`, { nombre: 'X', area: ISO, subarea: '23 Formatos' });
    expect(badId.statusCode).toBe(400);
    await expectNothingChanged(before);
    expect((await list('', admin)).items[0]).toEqual(doc);
  });
});

describe('PUT /api/procedimientos/{id}/visibilidad', () => {
  const setVisible = (id: number | string, payload: unknown, cookie = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/procedimientos/${id}/visibilidad`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('hides a document from workers (list and download) and shows it again', async () => {
    const doc = await create();
    const hidden = await setVisible(doc.id, { visible: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: doc.id, visible: false });
    expect((await list()).total).toBe(0);
    expect((await list(`?nombre=altura`)).total).toBe(0);
    const w = await download(doc.archivo, worker);
    expect(w.statusCode).toBe(404);
    expect(w.json()).toEqual({ error: 'Documento no encontrado.' });
    expect((await download(doc.archivo, worker, {}, '?inline=1')).statusCode).toBe(404);
    expect((await download(doc.archivo, admin)).statusCode).toBe(200);
    expect((await list('', admin)).items[0]!.visible).toBe(false);

    const shown = await setVisible(doc.id, { visible: true });
    expect(shown.json().visible).toBe(true);
    expect((await list()).total).toBe(1);
    expect((await download(doc.archivo, worker)).statusCode).toBe(200);
  });

  it('takes only a JSON boolean', async () => {
    const doc = await create();
    for (const payload of [{}, { visible: 'false' }, { visible: 0 }, { visible: null }, { visible: 'no' }, []]) {
      const res = await setVisible(doc.id, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().error).toBe('El campo visible debe ser verdadero o falso.');
    }
    expect((await list()).items[0]!.visible).toBe(true);
    expect((await setVisible(999999, { visible: false })).statusCode).toBe(404);
    expect((await setVisible(doc.id, { visible: false }, worker)).statusCode).toBe(403);
    expect((await list()).total).toBe(1);
  });
});

describe('DELETE /api/procedimientos/{id}', () => {
  it('deletes the row and its PDF', async () => {
    const doc = await create();
    const keep = await create({ nombre: 'Otro' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/procedimientos/${doc.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list('', admin)).items.map((d) => d.id)).toEqual([keep.id]);
    expect(await storedFiles(t.dataDir)).toHaveLength(1);
    expect((await download(doc.archivo, admin)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/procedimientos/${doc.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    const byWorker = await t.app.inject({
      method: 'DELETE',
      url: `/api/procedimientos/${keep.id}`,
      headers: { cookie: worker },
    });
    expect(byWorker.statusCode).toBe(403);
    expect(await documentCount()).toBe(1);
  });
});

describe('GET /api/procedimientos: pages kept per version of the documents', () => {
  const ids = (page: DocumentPage) => page.items.map((d) => d.id);
  const sub = `?area=${encodeURIComponent(ISO)}&subarea=${encodeURIComponent('04 Identificacion de Peligros')}`;

  it('every write is seen at once by the next read of a page read before it, for workers and admins apart', async () => {
    const a = await create({ nombre: 'Altura A' });
    const b = await create({ nombre: 'Altura B' });
    // Read (and kept) before each change, as worker and as admin, with and without filters.
    const read = async () => ({
      worker: await list(sub),
      admin: await list(sub, admin),
      named: await list('?nombre=altura'),
      page2: await list('?por_pagina=1&pagina=2'),
    });
    let now = await read();
    expect(ids(now.worker)).toEqual([b.id, a.id]);
    expect(now.page2).toMatchObject({ total: 2, pagina: 2, por_pagina: 1 });
    expect(ids(now.page2)).toEqual([a.id]);

    // Hidden: gone for workers only.
    await t.app.inject({
      method: 'PUT',
      url: `/api/procedimientos/${a.id}/visibilidad`,
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ visible: false }),
    });
    now = await read();
    expect(ids(now.worker)).toEqual([b.id]);
    expect(now.worker.total).toBe(1);
    expect(ids(now.admin)).toEqual([b.id, a.id]);
    expect(now.admin.items[1]!.visible).toBe(false);
    expect(ids(now.named)).toEqual([b.id]);
    expect(now.page2).toMatchObject({ total: 1, items: [] });

    // Renamed: the name filter follows.
    expect(
      (
        await send('PUT', `/api/procedimientos/${b.id}`, {
          nombre: 'Escalas',
          area: ISO,
          subarea: '04 Identificacion de Peligros',
        })
      ).statusCode,
    ).toBe(200);
    now = await read();
    expect(now.worker.items[0]!.nombre).toBe('Escalas');
    expect(now.named.total).toBe(0);

    // A new upload and a delete.
    const c = await create({ nombre: 'Altura C' });
    expect(ids(await list(sub))).toEqual([c.id, b.id]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/procedimientos/${c.id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBe(204);
    now = await read();
    expect(ids(now.worker)).toEqual([b.id]);
    expect(ids(now.admin)).toEqual([b.id, a.id]);
  });

  it('answers as the uncached query does, for every page of a filter', async () => {
    for (let i = 0; i < 7; i++) await create({ nombre: `Documento ${i}` });
    const all = await list('?por_pagina=50&orden=nombre', admin);
    for (const cookie of [worker, admin]) {
      for (let pagina = 1; pagina <= 4; pagina++) {
        const first = await list(`?por_pagina=2&pagina=${pagina}&orden=nombre`, cookie);
        const again = await list(`?por_pagina=2&pagina=${pagina}&orden=nombre`, cookie);
        expect(again).toEqual(first);
        expect(first).toEqual({
          items: all.items.slice((pagina - 1) * 2, pagina * 2),
          total: 7,
          pagina,
          por_pagina: 2,
        });
      }
    }
  });
});

describe('file names and demo content', () => {
  it('builds RFC 6266 Content-Disposition values', () => {
    expect(contentDisposition('attachment', 'Plan de emergencia.pdf')).toBe(
      `attachment; filename="Plan de emergencia.pdf"; filename*=UTF-8''Plan%20de%20emergencia.pdf`,
    );
    const value = contentDisposition('inline', "Política 'SST' (v1) 100%*.pdf");
    expect(value).toMatch(/^inline; filename="Politica 'SST' \(v1\) 100_\*\.pdf"; filename\*=UTF-8''/);
    const encoded = value.split("UTF-8''")[1]!;
    expect(encoded).toMatch(/^[A-Za-z0-9%._~!$&+^`|-]+$/);
    expect(decodeURIComponent(encoded)).toBe("Política 'SST' (v1) 100%*.pdf");
    expect(downloadFilename('a/b\\c:d*e?f"g<h>i|j\u0007')).toBe('a b c d e f g h i j.pdf');
    expect(downloadFilename('Informe.PDF')).toBe('Informe.PDF');
    expect(downloadFilename('  ')).toBe('documento.pdf');
  });

  it('generates well-formed PDFs (header, object offsets, xref, EOF)', () => {
    const bytes = buildSimplePdf('Título (con paréntesis) \\ y acentos – ñ', ['línea']);
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = text
      .slice(startxref)
      .split('\n')
      .filter((l) => / 00000 n $/.test(l))
      .map((l) => Number(l.slice(0, 10)));
    offsets.forEach((off, i) => expect(text.slice(off, off + 7)).toBe(`${i + 1} 0 obj`));
    const length = Number(/\/Length (\d+)/.exec(text)![1]);
    const start = text.indexOf('stream\n') + 7;
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
    expect(text).toContain('\\(con par\xe9ntesis\\) \\\\ y acentos \x96 \xf1');
  });

  it('seeds demo PDFs in several sub-areas, one hidden, whose text search finds', async () => {
    await seedDocuments({
      db: t.handle.db,
      storage: t.app.storage,
      log: t.app.log,
      users: [],
      pdfText: t.app.pdfText,
    });
    // A word only inside a demo PDF (not in any name or sub-area) finds its document.
    const hits = await list('?q=audiometrias');
    expect(hits.items.map((d) => d.nombre)).toEqual(['Protocolo de exposición ocupacional a ruido (PREXOR)']);
    const all = await list('?por_pagina=100', admin);
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(new Set(all.items.map((d) => d.subarea)).size).toBeGreaterThanOrEqual(4);
    expect(all.items.filter((d) => !d.visible)).toHaveLength(1);
    expect((await list('?por_pagina=100')).total).toBe(all.total - 1);
    for (const d of all.items) {
      const res = await download(d.archivo, admin);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentItem, DocumentPage, SearchResponse } from '@intranet/contract';
import { createTestApp, multipart, type TestApp, useTestApp } from '../../../test/helpers.js';
import { bombPdf, brokenPdf, encryptedPdf, pdfWithPages, scannedPdf } from '../../../test/pdf-fixtures.js';
import { nowIso } from '../../db/sql.js';
import { cleanPdfText, PdfTextExtractor, type PdfTextResult } from './pdf-text.js';
import { fillMissingPdfText } from './pdf-text.job.js';
import { buildSimplePdf } from '../../seed/simple-pdf.js';

const ISO = 'Normas ISO 45001';
const SUB = '04 Identificacion de Peligros';

async function upload(t: TestApp, cookie: string, nombre: string, content: Buffer, id?: number) {
  const body = multipart({
    nombre,
    area: ISO,
    subarea: SUB,
    archivo: { filename: 'documento.pdf', content, contentType: 'application/pdf' },
  });
  const res = await t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/procedimientos/${id}` : '/api/procedimientos',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode, res.body).toBe(id ? 200 : 201);
  return res.json() as DocumentItem;
}

const storedText = async (t: TestApp, id: number) =>
  (await t.handle.db.selectFrom('documents').select('texto').where('id', '=', id).executeTakeFirstOrThrow()).texto;

async function searchDocs(t: TestApp, cookie: string, q: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/buscar?q=${encodeURIComponent(q)}&tipo=documentos`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResponse).grupos.documentos;
}

async function listDocs(t: TestApp, cookie: string, q = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/procedimientos?por_pagina=50${q ? `&q=${encodeURIComponent(q)}` : ''}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DocumentPage;
}

describe('PDF text at upload (search inside PDFs)', () => {
  // Two pages read: the third page of a PDF stays out of the index.
  const t = useTestApp({ PDF_TEXT_MAX_PAGES: '2' });
  let admin: string;
  let worker: string;
  beforeAll(async () => {
    admin = await t.cookieFor('admin');
    worker = await t.cookieFor('worker');
  });
  beforeEach(async () => {
    await t.handle.db.deleteFrom('documents').execute();
  });

  it('stores the text of an uploaded PDF: a word inside it finds the document, with the fragment around it', async () => {
    const doc = await upload(
      t,
      admin,
      'Instructivo de faena',
      pdfWithPages([
        ['Antes de subir revise el arnes y la linea de vida.', 'Registre la inspeccion en el libro de obra.'],
        ['Segunda pagina: andamio certificado por el supervisor.'],
        ['Tercera pagina: palabraescondida.'],
      ]),
    );
    expect(await storedText(t, doc.id)).toContain('revise el arnes y la linea de vida');

    const hits = await searchDocs(t, worker, 'ARNÉS línea');
    expect(hits.total).toBe(1);
    expect(hits.items[0]).toMatchObject({ id: doc.id, titulo: 'Instructivo de faena' });
    expect(hits.items[0]!.fragmento).toContain('revise el arnes y la linea de vida');
    // Inside a word, any order, second page; the documents page searches the same text.
    expect((await searchDocs(t, worker, 'certificado ndami')).total).toBe(1);
    expect((await listDocs(t, worker, 'andamio')).items.map((d) => d.id)).toEqual([doc.id]);
    // Pages past PDF_TEXT_MAX_PAGES are not read.
    expect((await searchDocs(t, worker, 'palabraescondida')).total).toBe(0);
  });

  it('keeps Spanish accents of the PDF (WinAnsi) and matches them without accents', async () => {
    const doc = await upload(
      t,
      admin,
      'Plan anual',
      buildSimplePdf('Plan anual', ['Capacitación en prevención de riesgos eléctricos']),
    );
    expect(await storedText(t, doc.id)).toContain('Capacitación en prevención de riesgos eléctricos');
    expect((await searchDocs(t, worker, 'prevencion electricos')).items.map((i) => i.id)).toEqual([doc.id]);
  });

  it('a replaced PDF replaces its text in the index; editing only the name keeps it', async () => {
    const doc = await upload(t, admin, 'Procedimiento cambiante', pdfWithPages([['Contenido original: perforadora']]));
    expect((await searchDocs(t, worker, 'perforadora')).total).toBe(1);
    await upload(t, admin, 'Procedimiento cambiante', pdfWithPages([['Contenido nuevo: chancador']]), doc.id);
    expect((await searchDocs(t, worker, 'perforadora')).total).toBe(0);
    expect((await searchDocs(t, worker, 'chancador')).total).toBe(1);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/procedimientos/${doc.id}`,
      ...(() => {
        const b = multipart({ nombre: 'Procedimiento renombrado', area: ISO, subarea: SUB });
        return { payload: b.payload, headers: { ...b.headers, cookie: admin } };
      })(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await searchDocs(t, worker, 'chancador')).items.map((i) => i.titulo)).toEqual(['Procedimiento renombrado']);
  });

  it.each([
    ['escaneado (solo imagen)', scannedPdf()],
    ['protegido con contraseña', encryptedPdf()],
    ['dañado', brokenPdf()],
  ])('a PDF %s is uploaded and listed, found by its name and metadata, without text', async (kind, content) => {
    const nombre = `Documento ${kind}`;
    const doc = await upload(t, admin, nombre, content);
    expect(await storedText(t, doc.id)).toBe('');
    expect((await listDocs(t, worker)).items.map((d) => d.nombre)).toEqual([nombre]);
    expect((await searchDocs(t, worker, kind.split(' ')[0]!)).items.map((i) => i.id)).toEqual([doc.id]);
    expect((await searchDocs(t, worker, 'peligros identificacion')).items.map((i) => i.id)).toEqual([doc.id]);
    // Its fragment is empty (no text to cut from), never an error.
    expect((await searchDocs(t, worker, nombre)).items[0]!.fragmento).toBe('');
  });

  it('does not show the text of a hidden document to workers', async () => {
    const doc = await upload(t, admin, 'Borrador', pdfWithPages([['Texto interno: bonificacion especial']]));
    await t.app.inject({
      method: 'PUT',
      url: `/api/procedimientos/${doc.id}/visibilidad`,
      payload: { visible: false },
      headers: { cookie: admin },
    });
    expect((await searchDocs(t, worker, 'bonificacion')).total).toBe(0);
    expect((await searchDocs(t, admin, 'bonificacion')).total).toBe(1);
  });
});

describe('extraction limits', () => {
  it('a PDF slower than PDF_TEXT_TIMEOUT_MS is abandoned: the document is saved and listed, the next PDF is read', async () => {
    const t = await createTestApp({ PDF_TEXT_TIMEOUT_MS: '2000' });
    try {
      const admin = await t.cookieFor('admin');
      // 40 MB of text operators packed into a small upload: PDF.js needs far longer than 2 s to read them.
      const slow = await upload(t, admin, 'Archivo hostil', bombPdf(40));
      expect(await storedText(t, slow.id)).toBe('');
      const next = await upload(t, admin, 'Archivo normal', pdfWithPages([['Texto normal: ventilacion']]));
      expect(await storedText(t, next.id)).toContain('ventilacion');
      const names = (await listDocs(t, admin)).items.map((d) => d.nombre).sort();
      expect(names).toEqual(['Archivo hostil', 'Archivo normal']);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('keeps at most maxChars characters and maxPages pages, and cleans control characters', async () => {
    const extractor = new PdfTextExtractor({ timeoutMs: 30_000, maxPages: 1, maxChars: 120, maxMemoryMb: 128 });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pdf-text-test-'));
    try {
      const file = path.join(dir, 'largo.pdf');
      const line = 'palabra '.repeat(12);
      await fs.writeFile(file, pdfWithPages([[line, line, line, line], ['segunda hoja']]));
      const r = await extractor.extract(file);
      expect(r.estado).toBe('ok');
      expect(r.texto.length).toBeLessThanOrEqual(120);
      expect(r.texto.startsWith('palabra palabra')).toBe(true);
      expect(r.texto).not.toContain('segunda');
    } finally {
      await extractor.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
    expect(cleanPdfText('a\u0000b\u0007c  \t d\n\n\n e ﬁn', 100)).toBe('a b c d\ne fin');
    // Never half a surrogate pair at the cut.
    expect(cleanPdfText('ab😀', 3)).toBe('ab');
  });
});

describe('start-up job: PDFs without text (resumable, two instances)', () => {
  const t = useTestApp();
  let admin: string;
  let worker: string;
  beforeAll(async () => {
    admin = await t.cookieFor('admin');
    worker = await t.cookieFor('worker');
  });
  beforeEach(async () => {
    await t.handle.db.deleteFrom('documents').execute();
  });

  /** A document as an older version left it: the PDF stored, `texto` null. */
  async function legacyDocument(nombre: string, content: Buffer | null) {
    const ruta = t.app.storage.newPath('documents', 'pdf');
    if (content) {
      const abs = t.app.storage.absolute(ruta);
      await fs.mkdir(path.dirname(abs), { recursive: true });
      await fs.writeFile(abs, content);
    }
    const now = nowIso();
    const { id } = await t.handle.db
      .insertInto('documents')
      .values({
        nombre,
        area: ISO,
        subarea: SUB,
        archivo: `${nombre.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(16).slice(2, 8)}.pdf`,
        ruta,
        tamano: content?.length ?? 0,
        visible: 1,
        fecha_subida: now,
        texto: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, ruta };
  }

  const deps = () => ({ db: t.handle.db, storage: t.app.storage, pdfText: t.app.pdfText });

  it('reads every PDF without text once, into the search index; files without text are not read again', async () => {
    const a = await legacyDocument('Antiguo A', pdfWithPages([['Texto antiguo: compresor']]));
    const b = await legacyDocument('Antiguo B', scannedPdf());
    const c = await legacyDocument('Antiguo C', null); // its file is gone
    expect((await searchDocs(t, worker, 'compresor')).total).toBe(0);

    expect(await fillMissingPdfText(deps())).toEqual({ guardados: 3, sinTexto: 2, omitidos: 0 });
    expect(await storedText(t, a.id)).toContain('compresor');
    expect(await storedText(t, b.id)).toBe('');
    expect(await storedText(t, c.id)).toBe('');
    expect((await searchDocs(t, worker, 'compresor')).items.map((i) => i.id)).toEqual([a.id]);

    expect(await fillMissingPdfText(deps())).toEqual({ guardados: 0, sinTexto: 0, omitidos: 0 });
  });

  it('resumes where a stopped run left off', async () => {
    const docs = [];
    for (let i = 0; i < 3; i++) docs.push(await legacyDocument(`Doc ${i}`, pdfWithPages([[`contenido numero${i}`]])));
    const stop = new AbortController();
    // Stopped while reading the second document: the first one's text is committed, the rest stay null.
    let calls = 0;
    const stopping = {
      isClosed: false,
      extract: async (file: string): Promise<PdfTextResult> => {
        const r = await t.app.pdfText.extract(file);
        if (++calls === 2) stop.abort();
        return r;
      },
    };
    const first = await fillMissingPdfText({ ...deps(), pdfText: stopping }, stop.signal);
    expect(first.guardados).toBe(1);
    expect(await storedText(t, docs[1]!.id)).toBeNull();
    expect(await fillMissingPdfText(deps())).toMatchObject({ guardados: 2, omitidos: 0 });
    for (const [i, d] of docs.entries()) expect(await storedText(t, d.id)).toContain(`numero${i}`);
  });

  it('two instances at once: every document read is written once, with its own text', async () => {
    const docs = [];
    for (let i = 0; i < 4; i++) docs.push(await legacyDocument(`Par ${i}`, pdfWithPages([[`texto instancia${i}`]])));
    const other = new PdfTextExtractor();
    // Neither instance reads a file before both have listed the documents without text: both lists hold all
    // four whatever the machine's speed, and the rows decide who writes each one.
    let reading = 0;
    let bothListed!: () => void;
    const listed = new Promise<void>((resolve) => (bothListed = resolve));
    const afterBothListed = (extractor: PdfTextExtractor) => ({
      get isClosed() {
        return extractor.isClosed;
      },
      extract: async (file: string) => {
        if (++reading === 2) bothListed();
        await listed;
        return extractor.extract(file);
      },
    });
    try {
      const [r1, r2] = await Promise.all([
        fillMissingPdfText({ ...deps(), pdfText: afterBothListed(t.app.pdfText) }),
        fillMissingPdfText({ ...deps(), pdfText: afterBothListed(other) }),
      ]);
      expect(r1.guardados + r2.guardados).toBe(4);
      expect(r1.guardados + r1.omitidos).toBe(4);
      expect(r2.guardados + r2.omitidos).toBe(4);
    } finally {
      await other.close();
    }
    for (const [i, d] of docs.entries()) expect(await storedText(t, d.id)).toContain(`instancia${i}`);
  });

  it('never overwrites the text of a PDF replaced while the old one was being read', async () => {
    const legacy = await legacyDocument('Reemplazado', pdfWithPages([['texto viejo: obsoleto']]));
    const replacing = {
      isClosed: false,
      extract: async (file: string): Promise<PdfTextResult> => {
        const r = await t.app.pdfText.extract(file);
        // An admin uploads a new PDF meanwhile (its upload stores its own text).
        await upload(t, admin, 'Reemplazado', pdfWithPages([['texto nuevo: vigente']]), legacy.id);
        return r;
      },
    };
    expect(await fillMissingPdfText({ ...deps(), pdfText: replacing })).toMatchObject({ guardados: 0, omitidos: 1 });
    expect(await storedText(t, legacy.id)).toContain('vigente');
    expect((await searchDocs(t, worker, 'obsoleto')).total).toBe(0);
  });
});

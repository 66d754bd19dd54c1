import fsp from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import {
  ARCHIVO_PATTERN,
  DOCUMENT_MESSAGES,
  foldText,
  stripAccents,
  type DocumentCount,
  type DocumentInput,
  type DocumentListFilters,
  type DocumentItem,
  type DocumentPage,
  type DocumentVersionItem,
  type SessionUser,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { VersionedCache } from '../../lib/data-version.js';
import { sha256File, versionHash } from '../../lib/reading-evidence.js';
import { fromBool, isUniqueViolation, nowIso, toBool } from '../../db/sql.js';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { storeRaw } from '../../plugins/uploads/images.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { documentsRepository, versionsRepository, type DocumentRow } from './documents.repository.js';
import type { PdfTextExtractor } from './pdf-text.js';

export interface DocumentsDeps {
  db: Db;
  storage: LocalStorage;
  /** Reads the PDF's text for search; without it `texto` stays null and the start-up job fills it. */
  pdfText?: PdfTextExtractor;
}

/** Storage folder of the PDFs. The generic `/api/uploads/…` route refuses it (see uploads.plugin.ts). */
export const DOCUMENTS_FOLDER = 'documents';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** The API shape of a row: the storage path stays on the server. */
export function presentDocument(row: DocumentRow): DocumentItem {
  return {
    id: row.id,
    nombre: row.nombre,
    area: row.area,
    subarea: row.subarea,
    archivo: row.archivo,
    visible: toBool(row.visible),
    tamano: Number(row.tamano),
    fecha_subida: row.fecha_subida,
    version: Number(row.version),
  };
}

const isAdmin = (user: SessionUser) => user.role === 'admin';

/**
 * One page of documents. Workers only ever see visible ones; admins see all.
 * Filters and paging run in the database, so a sub-area of a large library loads only its page.
 */
/**
 * Pages of the list with their totals, per version of `documents` (every write to the table bumps it in the same
 * statement's transaction: upload, edit, new version, visibility, delete, PDF text) and per filter, order and page;
 * workers and admins apart (only workers are limited to visible documents). A sub-area's page was two queries (the
 * count and the page, sorted) on every call: p99 56 ms on SQLite in the idle machine's full bench (26-11-2026).
 */
const pageCache = new VersionedCache<DocumentPage>('documents', 128);

export async function listDocuments(db: Db, user: SessionUser, query: DocumentListFilters): Promise<DocumentPage> {
  const filter = {
    onlyVisible: !isAdmin(user),
    area: query.area,
    subarea: query.subarea,
    nombre: query.nombre,
    q: query.q,
    orden: query.orden,
    limit: query.por_pagina,
    offset: (query.pagina - 1) * query.por_pagina,
  };
  const key = JSON.stringify([
    filter.onlyVisible,
    filter.area ?? null,
    filter.subarea ?? null,
    filter.nombre ?? null,
    filter.q ?? null,
    filter.orden,
    filter.limit,
    filter.offset,
  ]);
  return pageCache.get(db, key, async () => {
    const { rows, total } = await documentsRepository.page(db, filter);
    return { items: rows.map(presentDocument), total, pagina: query.pagina, por_pagina: query.por_pagina };
  });
}

/** How many documents the user can see in each sub-area (the Documents page greys out empty ones). */
export async function documentCounts(db: Db, user: SessionUser): Promise<DocumentCount[]> {
  const rows = await documentsRepository.countsBySubarea(db, !isAdmin(user));
  return rows.map((r) => ({ area: r.area, subarea: r.subarea, total: Number(r.total) }));
}

/** Refuses anything whose first bytes are not `%PDF-` (the client's name and type are not trusted). */
async function assertPdf(file: UploadedFile): Promise<void> {
  const handle = await fsp.open(file.tempPath, 'r');
  try {
    const head = Buffer.alloc(PDF_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead < head.length || !head.equals(PDF_MAGIC)) {
      throw new HttpError(415, DOCUMENT_MESSAGES.noPdf, { archivo: DOCUMENT_MESSAGES.noPdf });
    }
  } finally {
    await handle.close();
  }
}

/** A unique, URL-safe public name: a readable slug of the document's name plus randomness. */
export function newArchivoName(nombre: string): string {
  const slug =
    foldText(nombre)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'documento';
  const name = `${slug}-${randomBytes(6).toString('hex')}.pdf`;
  if (!ARCHIVO_PATTERN.test(name)) throw new Error('bad archivo name');
  return name;
}

/** The `store` of the upload lifecycle for documents: a checked PDF, stored as is. */
async function storePdf(storage: LocalStorage, file: UploadedFile, folder: string) {
  await assertPdf(file);
  return storeRaw(storage, file, folder, 'pdf');
}

const saveFailed = () => conflict('No se pudo guardar el documento. Intente nuevamente.');

/**
 * The text stored for search from a stored PDF: what the extractor found, '' when it found none (a scan,
 * a password, a broken or too slow file: the document is saved all the same, found by its name and
 * metadata), null without an extractor (the start-up job reads it later).
 */
async function pdfTextOf(storage: LocalStorage, pdfText: PdfTextExtractor | undefined, ruta: string) {
  if (!pdfText) return null;
  const { texto } = await pdfText.extract(storage.absolute(ruta));
  return texto;
}

/** Who uploads: the version row keeps the id and the full name as it was then. */
export interface Uploader {
  id: number;
  nombre: string;
}

/** Creates a document (version 1); the PDF is required. Nothing is stored when anything fails. */
export async function createDocument(
  { db, storage, pdfText }: DocumentsDeps,
  input: DocumentInput,
  file: UploadedFile | undefined,
  uploader?: Uploader,
): Promise<DocumentItem> {
  if (!file) throw badRequest(DOCUMENT_MESSAGES.archivoRequerido, { archivo: DOCUMENT_MESSAGES.archivoRequerido });
  const upload = { folder: DOCUMENTS_FOLDER, files: { ruta: file }, store: storePdf };
  const sha256 = await sha256File(file.tempPath);
  const row = await saveWithUploads(storage, upload, async (stored) => {
    // Read before the insert so the row and its search index are written together.
    const texto = await pdfTextOf(storage, pdfText, stored.ruta!);
    const now = nowIso();
    const archivo = newArchivoName(input.nombre);
    try {
      return await db.transaction().execute(async (trx) => {
        const doc = await documentsRepository.insert(trx, {
          nombre: input.nombre,
          area: input.area,
          subarea: input.subarea,
          archivo,
          ruta: stored.ruta!,
          tamano: file.size,
          visible: 1,
          fecha_subida: now,
          texto,
          created_at: now,
          updated_at: now,
        });
        await versionsRepository.insert(trx, {
          documento_id: doc.id,
          numero: 1,
          archivo,
          ruta: stored.ruta!,
          tamano: file.size,
          sha256,
          subido_por: uploader?.id ?? null,
          subido_por_nombre: uploader?.nombre ?? '',
          nota: 'Versión inicial',
          created_at: now,
        });
        return doc;
      });
    } catch (err) {
      throw isUniqueViolation(err) ? saveFailed() : err;
    }
  });
  return presentDocument(row);
}

/**
 * Updates name, area and sub-area. A new PDF becomes a new version: the previous file stays
 * in the history, it is never deleted here.
 */
export async function updateDocument(
  deps: DocumentsDeps,
  id: number,
  input: DocumentInput,
  file: UploadedFile | undefined,
  uploader?: Uploader,
): Promise<DocumentItem> {
  const { db } = deps;
  const existing = await documentsRepository.findById(db, id);
  if (!existing) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  if (file) {
    // The PDF first (415 leaves everything as it was), then the fields.
    await addDocumentVersion(deps, id, 'Archivo reemplazado al editar el documento.', file, uploader, input.nombre);
  }
  let row: DocumentRow | undefined;
  try {
    row = await documentsRepository.updateFields(db, id, {
      nombre: input.nombre,
      area: input.area,
      subarea: input.subarea,
      updated_at: nowIso(),
    });
  } catch (err) {
    throw isUniqueViolation(err) ? saveFailed() : err;
  }
  if (!row) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  return presentDocument(row);
}

/**
 * Uploads a new version of a document: the PDF is checked (415, nothing changes), stored, recorded with
 * its SHA-256, uploader and note, and becomes the current one. Two uploads at once: one wins, the other
 * gets 409 and its file is removed.
 */
export async function addDocumentVersion(
  { db, storage, pdfText }: DocumentsDeps,
  id: number,
  nota: string | null,
  file: UploadedFile | undefined,
  uploader?: Uploader,
  nombre?: string,
): Promise<DocumentItem> {
  if (!file) throw badRequest(DOCUMENT_MESSAGES.archivoRequerido, { archivo: DOCUMENT_MESSAGES.archivoRequerido });
  const existing = await documentsRepository.findById(db, id);
  if (!existing) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  const upload = { folder: DOCUMENTS_FOLDER, files: { ruta: file }, store: storePdf };
  const sha256 = await sha256File(file.tempPath);
  const row = await saveWithUploads(storage, upload, async (stored) => {
    const texto = await pdfTextOf(storage, pdfText, stored.ruta!);
    const now = nowIso();
    const numero = Number(existing.version) + 1;
    const archivo = newArchivoName(nombre ?? existing.nombre);
    try {
      return await db.transaction().execute(async (trx) => {
        const doc = await documentsRepository.setCurrentVersion(trx, id, Number(existing.version), {
          version: numero,
          archivo,
          ruta: stored.ruta!,
          tamano: file.size,
          fecha_subida: now,
          updated_at: now,
          // The new PDF's text replaces the old one in the search index, in this transaction.
          texto,
        });
        if (!doc) throw concurrentChange();
        await versionsRepository.insert(trx, {
          documento_id: id,
          numero,
          archivo,
          ruta: stored.ruta!,
          tamano: file.size,
          sha256,
          subido_por: uploader?.id ?? null,
          subido_por_nombre: uploader?.nombre ?? '',
          nota: nota ?? '',
          created_at: now,
        });
        return doc;
      });
    } catch (err) {
      throw isUniqueViolation(err) ? concurrentChange() : err;
    }
  });
  return presentDocument(row);
}

const concurrentChange = () =>
  conflict('Otra persona modificó este documento al mismo tiempo. Recargue e intente nuevamente.');

/** Every version of a document, newest first (admin). Missing SHA-256 (migrated files) are computed now. */
export async function listDocumentVersions({ db, storage }: DocumentsDeps, id: number): Promise<DocumentVersionItem[]> {
  const doc = await documentsRepository.findById(db, id);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  const rows = await versionsRepository.list(db, id);
  const out: DocumentVersionItem[] = [];
  for (const v of rows) {
    out.push({
      numero: Number(v.numero),
      archivo: v.archivo,
      tamano: Number(v.tamano),
      sha256: v.sha256 ?? (await versionHash({ db, storage }, v)),
      subido_por: v.subido_por_nombre,
      nota: v.nota,
      fecha: v.created_at,
      actual: Number(v.numero) === Number(doc.version),
    });
  }
  return out;
}

/** One version's file (admin download of any version). */
export async function findVersionDownload(db: Db, id: number, numero: number) {
  const doc = await documentsRepository.findById(db, id);
  const v = doc ? await versionsRepository.find(db, id, numero) : undefined;
  if (!doc || !v) throw notFound('Versión no encontrada.');
  return { nombre: doc.nombre, numero: Number(v.numero), ruta: v.ruta };
}

/** Shows or hides a document. */
export async function setDocumentVisibility(db: Db, id: number, visible: boolean): Promise<DocumentItem> {
  const row = await documentsRepository.setVisible(db, id, fromBool(visible), nowIso());
  if (!row) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  return presentDocument(row);
}

/**
 * Deletes a document. With reading evidence the delete is soft: the row and every version's
 * PDF stay for the auditor, the document disappears for everyone and its open readings close. Without
 * evidence, the row, its versions, its readings and every PDF go.
 */
export async function deleteDocument({ db, storage }: DocumentsDeps, id: number): Promise<'soft' | 'hard'> {
  const doc = await documentsRepository.findById(db, id);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  const outcome = await db.transaction().execute(async (trx) => {
    const evidence = await trx
      .selectFrom('lectura_evidencias')
      .select('id')
      .where('tipo', '=', 'documento')
      .where('item_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    const now = nowIso();
    if (evidence) {
      await documentsRepository.markDeleted(trx, id, now);
      await trx
        .updateTable('lecturas')
        .set({ cerrada_at: now, updated_at: now })
        .where('tipo', '=', 'documento')
        .where('item_id', '=', id)
        .where('cerrada_at', 'is', null)
        .execute();
      return { kind: 'soft' as const, files: [] as string[] };
    }
    const versions = await versionsRepository.list(trx, id);
    await trx.deleteFrom('lecturas').where('tipo', '=', 'documento').where('item_id', '=', id).execute();
    await trx.deleteFrom('lectura_aperturas').where('tipo', '=', 'documento').where('item_id', '=', id).execute();
    const row = await documentsRepository.delete(trx, id);
    if (!row) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
    return { kind: 'hard' as const, files: [...new Set([row.ruta, ...versions.map((v) => v.ruta)])] };
  });
  await storage.removeAll(outcome.files);
  return outcome.kind;
}

/**
 * The document behind a download name. The name is only ever compared with the database, never
 * turned into a path; hidden documents do not exist for workers.
 */
export async function findDownload(db: Db, user: SessionUser, archivo: string): Promise<DocumentRow> {
  const row = ARCHIVO_PATTERN.test(archivo) ? await documentsRepository.findByArchivo(db, archivo) : undefined;
  if (!row || (!toBool(row.visible) && !isAdmin(user))) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  return row;
}

/**
 * The name a downloaded file gets: the document's name, safe as a file name, ending in `.pdf`. Control and
 * format characters (`\p{Cf}`: bidi overrides such as U+202E, zero-width spaces) go, so a name can not show
 * `fdp.exe` as `exe.pdf` in the browser's download bar.
 */
export function downloadFilename(nombre: string): string {
  const base = nombre
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150)
    .trim();
  const name = base || 'documento';
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/**
 * `Content-Disposition` per RFC 6266: an ASCII `filename=` fallback (accents dropped, quotes, `%` and
 * anything non-ASCII replaced) and the exact name in `filename*=UTF-8''…` (RFC 8187 percent-encoding).
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const filename = name.replace(/[\p{Cc}\p{Cf}]+/gu, '');
  const fallback = stripAccents(filename).replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

import fsp from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import {
  ARCHIVO_PATTERN,
  DOCUMENT_MESSAGES,
  type DocumentCount,
  type DocumentInput,
  type DocumentListFilters,
  type DocumentItem,
  type DocumentPage,
  type SessionUser,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { fromBool, isUniqueViolation, nowIso, toBool } from '../../db/sql.js';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { storeRaw } from '../../plugins/uploads/images.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { documentsRepository, type DocumentRow } from './documents.repository.js';
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
  };
}

const isAdmin = (user: SessionUser) => user.role === 'admin';

/**
 * One page of documents. Workers only ever see visible ones; admins see all.
 * Filters and paging run in the database, so a sub-area of a large library loads only its page.
 */
export async function listDocuments(db: Db, user: SessionUser, query: DocumentListFilters): Promise<DocumentPage> {
  const { rows, total } = await documentsRepository.page(db, {
    onlyVisible: !isAdmin(user),
    area: query.area,
    subarea: query.subarea,
    nombre: query.nombre,
    q: query.q,
    orden: query.orden,
    limit: query.por_pagina,
    offset: (query.pagina - 1) * query.por_pagina,
  });
  return { items: rows.map(presentDocument), total, pagina: query.pagina, por_pagina: query.por_pagina };
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
    nombre
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
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

/** Creates a document; the PDF is required. Nothing is stored when anything fails. */
export async function createDocument(
  { db, storage, pdfText }: DocumentsDeps,
  input: DocumentInput,
  file: UploadedFile | undefined,
): Promise<DocumentItem> {
  if (!file) throw badRequest(DOCUMENT_MESSAGES.archivoRequerido, { archivo: DOCUMENT_MESSAGES.archivoRequerido });
  const upload = { folder: DOCUMENTS_FOLDER, files: { ruta: file }, store: storePdf };
  const row = await saveWithUploads(storage, upload, async (stored) => {
    // Read before the insert so the row and its search index are written together, in one statement.
    const texto = await pdfTextOf(storage, pdfText, stored.ruta!);
    const now = nowIso();
    try {
      return await documentsRepository.insert(db, {
        nombre: input.nombre,
        area: input.area,
        subarea: input.subarea,
        archivo: newArchivoName(input.nombre),
        ruta: stored.ruta!,
        tamano: file.size,
        visible: 1,
        fecha_subida: now,
        texto,
        created_at: now,
        updated_at: now,
      });
    } catch (err) {
      throw isUniqueViolation(err) ? saveFailed() : err;
    }
  });
  return presentDocument(row);
}

/**
 * Updates name, area and sub-area, and replaces the PDF when a new one is sent (the old file is
 * deleted after the row points to the new one; a replaced file gets a new `archivo`).
 */
export async function updateDocument(
  { db, storage, pdfText }: DocumentsDeps,
  id: number,
  input: DocumentInput,
  file: UploadedFile | undefined,
): Promise<DocumentItem> {
  const existing = await documentsRepository.findById(db, id);
  if (!existing) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  const upload = { folder: DOCUMENTS_FOLDER, files: { ruta: file }, before: { ruta: existing.ruta }, store: storePdf };
  const row = await saveWithUploads(storage, upload, async (stored) => {
    const texto = stored.ruta ? await pdfTextOf(storage, pdfText, stored.ruta) : undefined;
    const now = nowIso();
    let row: DocumentRow | undefined;
    try {
      row = await documentsRepository.update(db, id, existing.ruta, {
        nombre: input.nombre,
        area: input.area,
        subarea: input.subarea,
        updated_at: now,
        ...(stored.ruta && file
          ? { ruta: stored.ruta, tamano: file.size, archivo: newArchivoName(input.nombre), fecha_subida: now, texto }
          : {}),
      });
    } catch (err) {
      throw isUniqueViolation(err) ? saveFailed() : err;
    }
    if (row) return row;
    // Deleted meanwhile, or another admin replaced the file first: leave their version in place.
    if (!(await documentsRepository.findById(db, id))) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
    throw conflict('Otra persona modificó este documento al mismo tiempo. Recargue e intente nuevamente.');
  });
  return presentDocument(row);
}

/** Shows or hides a document. */
export async function setDocumentVisibility(db: Db, id: number, visible: boolean): Promise<DocumentItem> {
  const row = await documentsRepository.setVisible(db, id, fromBool(visible), nowIso());
  if (!row) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  return presentDocument(row);
}

/** Deletes a document and its PDF. */
export async function deleteDocument({ db, storage }: DocumentsDeps, id: number): Promise<void> {
  const row = await documentsRepository.delete(db, id);
  if (!row) throw notFound(DOCUMENT_MESSAGES.noEncontrado);
  await storage.remove(row.ruta);
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

/** The name a downloaded file gets: the document's name, safe as a file name, ending in `.pdf`. */
export function downloadFilename(nombre: string): string {
  const base = nombre
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
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
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const fallback = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

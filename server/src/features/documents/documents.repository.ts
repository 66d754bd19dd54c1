import { sql, type Insertable, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { fullTextMatch, searchTerms } from '../../db/full-text.js';
import { likePattern } from '../../db/sql.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import type { Database } from '../../db/schema.js';
import type { DocumentsTable, DocumentVersionsTable } from './documents.table.js';

/**
 * Marks the documents as changed when a write touched a row (`row` defined): the search's cached answers
 * follow the `documents` data version. Runs in the caller's transaction when there is one.
 */
async function changed<T>(db: Db, row: T): Promise<T> {
  if (row !== undefined) await bumpDataVersion(db, 'documents');
  return row;
}

/** A document row without its extracted PDF text (only search reads that). */
export type DocumentRow = Omit<Selectable<DocumentsTable>, 'texto'>;
const COLUMNS = [
  'id',
  'nombre',
  'area',
  'subarea',
  'archivo',
  'ruta',
  'tamano',
  'visible',
  'fecha_subida',
  'created_at',
  'updated_at',
  'version',
  'eliminado_at',
] as const satisfies readonly (keyof DocumentRow)[];
export type NewDocumentRow = Insertable<DocumentsTable>;
export type DocumentChanges = Updateable<DocumentsTable>;

export interface DocumentFilter {
  /** Only visible documents (workers). */
  onlyVisible: boolean;
  area?: string;
  subarea?: string;
  /** Case-insensitive match on the name. */
  nombre?: string;
  /** Full-text match (see `db/full-text.ts`) on name, area, sub-area and the PDF's text. */
  q?: string;
}

export interface DocumentPageQuery extends DocumentFilter {
  orden: 'recientes' | 'nombre';
  limit: number;
  offset: number;
}

type DocumentsSelect<O> = SelectQueryBuilder<Database, 'documents', O>;

function applyFilter<O>(db: Db, query: DocumentsSelect<O>, f: DocumentFilter): DocumentsSelect<O> {
  // Soft-deleted documents exist only as evidence: nobody lists them.
  let q = query.where('eliminado_at', 'is', null);
  if (f.onlyVisible) q = q.where('visible', '=', 1);
  if (f.area) q = q.where('area', '=', f.area);
  if (f.subarea) q = q.where('subarea', '=', f.subarea);
  if (f.nombre) q = q.where(sql<boolean>`lower(nombre) like ${likePattern(f.nombre)} escape '\\'`);
  if (f.q) q = q.where(fullTextMatch(db, 'documents', searchTerms(f.q)));
  return q;
}

/**
 * The one guarded update: changes a document that is not soft-deleted (and, with `expectedVersion`, only while
 * its current version is still that one). Returns the updated row, or undefined when no row matched.
 */
async function updateLive(
  db: Db,
  id: number,
  changes: DocumentChanges,
  expectedVersion?: number,
): Promise<DocumentRow | undefined> {
  return changed(
    db,
    await db
      .updateTable('documents')
      .set(changes)
      .where('id', '=', id)
      .where('eliminado_at', 'is', null)
      .$if(expectedVersion !== undefined, (qb) => qb.where('version', '=', expectedVersion!))
      .returning(COLUMNS)
      .executeTakeFirst(),
  );
}

/** All SQL on the documents table. */
export const documentsRepository = {
  async page(db: Db, query: DocumentPageQuery): Promise<{ rows: DocumentRow[]; total: number }> {
    const base = applyFilter(db, db.selectFrom('documents'), query);
    const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    let rowsQuery = base.select(COLUMNS);
    rowsQuery =
      query.orden === 'nombre' ? rowsQuery.orderBy(sql`lower(nombre)`).orderBy('id') : rowsQuery.orderBy('id', 'desc');
    const rows = await rowsQuery.limit(query.limit).offset(query.offset).execute();
    return { rows, total: Number(countRow?.n ?? 0) };
  },

  findById(db: Db, id: number): Promise<DocumentRow | undefined> {
    return db
      .selectFrom('documents')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('eliminado_at', 'is', null)
      .executeTakeFirst();
  },

  findByArchivo(db: Db, archivo: string): Promise<DocumentRow | undefined> {
    return db
      .selectFrom('documents')
      .select(COLUMNS)
      .where('archivo', '=', archivo)
      .where('eliminado_at', 'is', null)
      .executeTakeFirst();
  },

  async insert(db: Db, row: NewDocumentRow): Promise<DocumentRow> {
    return changed(db, await db.insertInto('documents').values(row).returning(COLUMNS).executeTakeFirstOrThrow());
  },

  /** Name, area and sub-area (the file changes only through a new version). */
  updateFields(db: Db, id: number, changes: DocumentChanges): Promise<DocumentRow | undefined> {
    return updateLive(db, id, changes);
  },

  /** Points the document at a new version, only if its current one is still `expectedVersion` (optimistic check). */
  setCurrentVersion(
    db: Db,
    id: number,
    expectedVersion: number,
    changes: DocumentChanges,
  ): Promise<DocumentRow | undefined> {
    return updateLive(db, id, changes, expectedVersion);
  },

  setVisible(db: Db, id: number, visible: number, updatedAt: string): Promise<DocumentRow | undefined> {
    return updateLive(db, id, { visible, updated_at: updatedAt });
  },

  /** Soft delete (the document has reading evidence): hidden from everyone, kept for the record. */
  async markDeleted(db: Db, id: number, now: string): Promise<void> {
    await db
      .updateTable('documents')
      .set({ eliminado_at: now, visible: 0, updated_at: now })
      .where('id', '=', id)
      .execute();
    await bumpDataVersion(db, 'documents');
  },

  /** Deletes the row and returns it (its file is removed by the caller). */
  async delete(db: Db, id: number): Promise<DocumentRow | undefined> {
    return changed(db, await db.deleteFrom('documents').where('id', '=', id).returning(COLUMNS).executeTakeFirst());
  },

  /** Documents per (area, sub-area), only visible ones when asked (the index on area, subarea serves it). */
  countsBySubarea(db: Db, onlyVisible: boolean) {
    return db
      .selectFrom('documents')
      .select(['area', 'subarea', (eb) => eb.fn.countAll<number>().as('total')])
      .where('eliminado_at', 'is', null)
      .$if(onlyVisible, (qb) => qb.where('visible', '=', 1))
      .groupBy(['area', 'subarea'])
      .execute();
  },

  /** Documents whose PDF text was never read (`texto` null), by id after `afterId`: the start-up job's work. */
  withoutText(db: Db, afterId: number, limit: number): Promise<{ id: number; ruta: string }[]> {
    return db
      .selectFrom('documents')
      .select(['id', 'ruta'])
      .where('texto', 'is', null)
      .where('eliminado_at', 'is', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** Whether the document still waits for its text with this file (another instance may have read it). */
  async stillWithoutText(db: Db, id: number, ruta: string): Promise<boolean> {
    const row = await db
      .selectFrom('documents')
      .select('id')
      .where('id', '=', id)
      .where('ruta', '=', ruta)
      .where('texto', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Stores the text read from `ruta` only while the row still holds that file and no text: a PDF replaced
   * meanwhile (its upload stores its own text) or a second instance that was faster keep theirs.
   * The search index follows in the same statement (trigger on SQLite, expression index on PostgreSQL).
   */
  async setText(db: Db, id: number, ruta: string, texto: string): Promise<boolean> {
    const res = await db
      .updateTable('documents')
      .set({ texto })
      .where('id', '=', id)
      .where('ruta', '=', ruta)
      .where('texto', 'is', null)
      .executeTakeFirst();
    const stored = Number(res.numUpdatedRows) > 0;
    if (stored) await bumpDataVersion(db, 'documents');
    return stored;
  },

  async count(db: Db): Promise<number> {
    const row = await db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
};

export type DocumentVersionRow = Selectable<DocumentVersionsTable>;

/** All SQL on the document_versions table. */
export const versionsRepository = {
  async insert(db: Db, row: Insertable<DocumentVersionsTable>): Promise<DocumentVersionRow> {
    return db.insertInto('document_versions').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** Newest first. */
  list(db: Db, documentoId: number): Promise<DocumentVersionRow[]> {
    return db
      .selectFrom('document_versions')
      .selectAll()
      .where('documento_id', '=', documentoId)
      .orderBy('numero', 'desc')
      .execute();
  },

  find(db: Db, documentoId: number, numero: number): Promise<DocumentVersionRow | undefined> {
    return db
      .selectFrom('document_versions')
      .selectAll()
      .where('documento_id', '=', documentoId)
      .where('numero', '=', numero)
      .executeTakeFirst();
  },
};

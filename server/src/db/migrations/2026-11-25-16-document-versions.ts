import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * Versioned procedures. `documents.version` is the current version's number (the row's
 * `archivo`, `ruta` and `tamano` stay those of the current PDF); `documents.eliminado_at` marks a soft
 * delete (documents with reading evidence keep their files). `document_versions` keeps every PDF with its
 * SHA-256, uploader and change note. Existing documents get their version 1 here; its SHA-256 is computed
 * from the file the first time it is needed (the migration does not read the uploads folder).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('documents').addColumn('eliminado_at', 'text').execute();

  await withId(db, db.schema.createTable('document_versions'))
    .addColumn('documento_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('archivo', 'text', (c) => c.notNull().unique())
    .addColumn('ruta', 'text', (c) => c.notNull())
    .addColumn('tamano', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('subido_por', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subido_por_nombre', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nota', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_versions_documento_numero', ['documento_id', 'numero'])
    .execute();

  await sql`
    insert into document_versions (documento_id, numero, archivo, ruta, tamano, sha256, subido_por, subido_por_nombre, nota, created_at)
    select id, 1, archivo, ruta, tamano, null, null, '', 'Versión inicial', fecha_subida from documents
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_versions').execute();
  await db.schema.alterTable('documents').dropColumn('eliminado_at').execute();
  await db.schema.alterTable('documents').dropColumn('version').execute();
}

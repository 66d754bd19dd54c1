import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('documents'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('subarea', 'text', (c) => c.notNull())
    .addColumn('archivo', 'text', (c) => c.notNull().unique())
    .addColumn('ruta', 'text', (c) => c.notNull())
    .addColumn('tamano', 'integer', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('fecha_subida', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The public page lists one sub-area's visible documents by name.
  await db.schema
    .createIndex('documents_area_subarea_visible_nombre')
    .on('documents')
    .columns(['area', 'subarea', 'visible', 'nombre'])
    .execute();
  // Name search and alphabetical order across everything.
  await db.schema
    .createIndex('documents_nombre_lower')
    .on('documents')
    .expression(sql`lower(nombre)`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}

import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

/** News, intro slides, announcements (one per type) and birthdays. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('news'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('detalle', 'text', (c) => c.notNull())
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('imagen', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Lists are ordered newest first (fecha desc, id desc) and filtered by fecha ranges.
  await db.schema.createIndex('news_fecha_id').on('news').columns(['fecha', 'id']).execute();
  // Search text of each news item (nombre, area and detalle folded: lower case, no accents), kept
  // apart so a search scans only this narrow table, in fecha order, with one LIKE per row and the
  // same result on both engines (SQLite's lower() folds ASCII letters only).
  await db.schema
    .createTable('news_search')
    .addColumn('news_id', 'integer', (c) => c.primaryKey().references('news.id').onDelete('cascade'))
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('busqueda', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_search_fecha').on('news_search').columns(['fecha', 'news_id']).execute();

  await withId(db, db.schema.createTable('intro_slides'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('imagen', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('announcements'))
    .addColumn('type', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('image1', 'text')
    .addColumn('image2', 'text')
    .addColumn('image3', 'text')
    .addColumn('image4', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('birthdays'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('cargo', 'text', (c) => c.notNull())
    .addColumn('fecha_cumpleanos', 'text', (c) => c.notNull())
    .addColumn('imagen', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // "This month's birthdays, by day" filters and sorts on the MM-DD part of the date.
  await db.schema
    .createIndex('birthdays_month_day')
    .on('birthdays')
    .expression(sql`substr(fecha_cumpleanos, 6, 5)`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('birthdays').execute();
  await db.schema.dropTable('announcements').execute();
  await db.schema.dropTable('intro_slides').execute();
  await db.schema.dropTable('news_search').execute();
  await db.schema.dropTable('news').execute();
}

import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/** Power BI reports with per-user permissions, the /Graficos pages, course videos and gallery images. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('reports'))
    .addColumn('nombre', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('mascara_pie', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('report_permissions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('report_permissions_pk', ['user_id', 'report_id'])
    .execute();
  await db.schema.createIndex('report_permissions_report').on('report_permissions').column('report_id').execute();

  await db.schema
    .createTable('powerbi_pages')
    .addColumn('page', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('course_videos'))
    .addColumn('image', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    // title and area lowercased without accents: search behaves the same on SQLite and PostgreSQL.
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('course_images'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('course_images').execute();
  await db.schema.dropTable('course_videos').execute();
  await db.schema.dropTable('powerbi_pages').execute();
  await db.schema.dropTable('report_permissions').execute();
  await db.schema.dropTable('reports').execute();
}

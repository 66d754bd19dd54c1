import type { Kysely } from 'kysely';
import { dropFullText, installFullText, type FullTextSource } from '../full-text.js';

/** The sources as this migration built them (later migrations change some: never read the live list here). */
const SOURCES: readonly FullTextSource[] = [
  { table: 'news', title: ['nombre'], body: ['area', 'detalle'] },
  { table: 'documents', title: ['nombre'], body: ['area', 'subarea', 'texto'] },
  { table: 'users', title: ['username'], body: ['puesto', 'correo'] },
  { table: 'course_videos', title: ['title'], body: ['area'] },
  { table: 'temas', title: ['titulo'], body: ['descripcion'] },
  { table: 'comentarios', title: [], body: ['comentario'] },
];

/**
 * Search on the engines' own full text: documents get a `texto` column for the
 * text extracted from their PDF (null = not extracted yet, '' = none could be extracted); every searched
 * table gets its index, built here for the existing rows; the hand-made `news_words` index goes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('texto', 'text').execute();
  for (const source of SOURCES) await installFullText(db, source);
  await db.schema.dropTable('news_words').ifExists().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const source of SOURCES) await dropFullText(db, source);
  await db.schema.alterTable('documents').dropColumn('texto').execute();
}

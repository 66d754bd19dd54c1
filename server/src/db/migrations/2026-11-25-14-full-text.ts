import type { Kysely } from 'kysely';
import { dropFullText, FULL_TEXT_SOURCES, installFullText } from '../full-text.js';

/**
 * Search on the engines' own full text (issue 14, decision 014): documents get a `texto` column for the
 * text extracted from their PDF (null = not extracted yet, '' = none could be extracted); every searched
 * table gets its index, built here for the existing rows; the hand-made `news_words` index goes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('texto', 'text').execute();
  for (const source of Object.values(FULL_TEXT_SOURCES)) await installFullText(db, source);
  await db.schema.dropTable('news_words').ifExists().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const source of Object.values(FULL_TEXT_SOURCES)) await dropFullText(db, source);
  await db.schema.alterTable('documents').dropColumn('texto').execute();
}

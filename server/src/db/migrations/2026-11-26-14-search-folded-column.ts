import { sql, type Kysely } from 'kysely';
import { dropFullText, FULL_TEXT_SOURCES, installFullText, PG_FOLDED_COLUMN } from '../full-text.js';
import { isPostgres } from '../sql.js';

/**
 * PostgreSQL: the folded text of news and documents becomes a stored generated column with the trigram index on
 * it, for speed: re-checking a candidate row then reads the column instead of folding a PDF's whole text
 * again. SQLite (FTS5) is unchanged. Fresh databases already get the column from `installFullText`.
 */
const SOURCES = [FULL_TEXT_SOURCES.news, FULL_TEXT_SOURCES.documents];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const source of SOURCES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
      where table_schema = current_schema() and table_name = ${source.table} and column_name = ${PG_FOLDED_COLUMN}`.execute(
      db,
    );
    if (rows[0]?.n) continue;
    await dropFullText(db, source);
    await installFullText(db, source);
  }
}

export async function down(): Promise<void> {
  // The stored column answers exactly as the expression index did: nothing to undo.
}

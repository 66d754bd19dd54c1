import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/** At most this many SQL texts keep a compiled statement (lists `in (…)` of every length do not grow it forever). */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

/**
 * What Kysely's SQLite dialect needs of a database (`prepare` and `close`), with each SQL text compiled once.
 *
 * Kysely's SqliteDriver calls `prepare(sql)` for every query, and better-sqlite3 compiles the text each time
 * (sqlite3_prepare_v2, plus building the row factory for the columns): 13 % of the server's CPU on the related news
 * (26-11-2026, `--cpu-prof`). Here the last SQLITE_STATEMENT_CACHE_SIZE texts used keep their statement (least
 * recently used out first) and are run again. SQLite itself re-prepares a statement whose tables changed (a migration
 * here or in another process; columns added or dropped come back as they are now: see sqlite-statements.test.ts).
 * A statement still being iterated (a streamed query) is busy: a second use of its text gets a fresh statement.
 */
export function statementCache(
  sqlite: SqliteDatabase,
  max = SQLITE_STATEMENT_CACHE_SIZE,
): {
  prepare(sql: string): Statement;
  close(): void;
  /** How many texts have a kept statement (tests). */
  readonly size: number;
} {
  const kept = new Map<string, Statement>();
  return {
    prepare(sql: string): Statement {
      const hit = kept.get(sql);
      if (hit) {
        if (hit.busy) return sqlite.prepare(sql);
        // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
        kept.delete(sql);
        kept.set(sql, hit);
        return hit;
      }
      const statement = sqlite.prepare(sql);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(sql, statement);
      return statement;
    },
    close() {
      kept.clear();
      sqlite.close();
    },
    get size() {
      return kept.size;
    },
  };
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { foldText } from '@intranet/contract';

/** The one place where booleans and timestamps are mapped, so rows look the same on both engines. */
export const toBool = (v: number | boolean | null | undefined): boolean => v === 1 || v === true;
export const fromBool = (v: boolean): number => (v ? 1 : 0);
export const nowIso = (): string => new Date().toISOString();
export const isoAgo = (ms: number): string => new Date(Date.now() - ms).toISOString();

/** True when the Kysely instance talks to PostgreSQL (migrations use it for id columns). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** PostgreSQL reports unique violations as 23505, SQLite as SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Escapes `%`, `_` and `\` so user text is matched literally inside a LIKE pattern (use with `escape '\'`). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

/**
 * `lower(column) like '%text%'` with the text matched literally: the portable case-insensitive
 * search of the conventions (SQLite's lower() folds ASCII letters only).
 */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;

/** Text folded for accent- and case-insensitive search (the contract's `foldText`): `Área` → `area`. */
export const searchKey = foldText;

/** `column like '%key%'` on a column that stores `searchKey(...)` text, with the user's text folded alike. */
export const matchesSearchKey = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} like ${likePattern(searchKey(text))} escape '\\'`;

import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../sql.js';

/** Adds an auto-increment integer primary key `id` that works on SQLite and PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withId<T extends string>(db: Kysely<any>, tb: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? tb.addColumn('id', 'serial', (c) => c.primaryKey())
    : tb.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

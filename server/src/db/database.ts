import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { PreparedStatements, preparingPool } from './pg-prepared.js';
import { statementCache } from './sqlite-statements.js';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  engine: Engine;
  /** The PostgreSQL URL (for a dedicated LISTEN connection); undefined on SQLite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface DbOptions {
  /** `postgres://…`; when absent the embedded SQLite is used. */
  databaseUrl?: string;
  /** SQLite file path, or `:memory:`. */
  sqliteFile?: string;
  /** PostgreSQL schema to use as search_path (tests run each file in its own). */
  pgSchema?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL: repeated statements are sent as named (prepared) statements unless false (see pg-prepared.ts). */
  prepare?: boolean;
}

/** The named-statement registry of each PostgreSQL database opened here (migrate() pauses it). */
const preparedOf = new WeakMap<Db, PreparedStatements>();

/** The named-statement registry of `db`, if it is a PostgreSQL database that names its statements. */
export function preparedStatementsOf(db: Db): PreparedStatements | undefined {
  return preparedOf.get(db);
}

// COUNT(*) and other int8 values come back from pg as strings; ids and counts here fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens the database chosen by the options. Does not migrate. */
export function openDatabase(opts: DbOptions): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: opts.pgSchema ? `-c search_path=${opts.pgSchema}` : undefined,
    });
    const prepared = opts.prepare === false ? undefined : new PreparedStatements();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: prepared ? preparingPool(pool, prepared) : pool }),
    });
    if (prepared) preparedOf.set(db, prepared);
    return { db, engine: 'postgres', databaseUrl: opts.databaseUrl, close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(new URL('.', `file://${file}`).pathname, { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Each SQL text is compiled once and its statement run again (see sqlite-statements.ts).
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statementCache(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Runs every pending migration; Kysely takes a lock so concurrent starts migrate once.
 * `schema` names the PostgreSQL schema of the migration tables when not the default one (tests).
 */
export async function migrate(db: Db, schema?: string): Promise<void> {
  // On PostgreSQL, Kysely looks for its own tables in every schema unless told which one: name the current
  // schema, or another database's schema on the same server (a second intranet, a test) would be mistaken for ours.
  let tableSchema = schema;
  if (!tableSchema && db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
    tableSchema = rows[0]?.s;
  }
  // Unordered: features add migrations in parallel branches; each one is independent.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, migrationTableSchema: tableSchema });
  // Migration statements run once: none of them is worth a prepared statement on the connections.
  const prepared = preparedOf.get(db);
  const { error, results } = prepared
    ? await prepared.whilePaused(() => migrator.migrateToLatest())
    : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`La migración ${failed?.migrationName ?? ''} falló: ${String(error)}`);
  }
}

/**
 * What the bench scripts (run.ts, prepared-ab.ts) share: the production server started on a bench database with the
 * bench's environment and waited for, the logins, the PostgreSQL schema of a run, and the context that fills the
 * endpoints' placeholders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../server/src/db/database.js';
import { BENCH_USER_PASSWORD, benchWorkerRut, DOCUMENT_PAIRS } from './seed.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN_RUT = '11111111-1';
export const ADMIN_PASSWORD = 'Bench.Clave.2025';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(base: string, server: ChildProcess, label = 'servidor'): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (server.exitCode !== null) throw new Error(`el ${label} terminó con código ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`el ${label} no respondió en 30 s`);
}

export async function login(base: string, rut: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rut, password }),
  });
  if (!res.ok) throw new Error(`login falló: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface BenchServer {
  label: string;
  base: string;
  proc: ChildProcess;
  /** A worker's session (the frontline's path) and an admin's. */
  cookie: string;
  adminCookie: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  /** Empty: SQLite in dataDir. */
  databaseUrl: string;
  /** Name in messages. */
  label?: string;
  /** The checkout whose build runs (server/dist/server.js under it): this one by default, another for an A/B. */
  root?: string;
  /** More environment for the server (e.g. PG_PREPARED_STATEMENTS). */
  env?: Record<string, string>;
  /** Extra node flags before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
}

/** Starts the production server (same V8 flags as `npm start`, see README «Producción»), waits for it and logs in. */
export async function startServer(options: StartOptions): Promise<BenchServer> {
  const label = options.label ?? 'servidor';
  const root = options.root ?? ROOT;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--max-semi-space-size=16', path.join(root, 'server/dist/server.js')],
    {
      cwd: root,
      // BENCH_SERVER_LOGS=1: the server's log (LOG_LEVEL warn: errors with their stack) on this terminal.
      stdio: ['ignore', process.env.BENCH_SERVER_LOGS === '1' ? 'inherit' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        SEED_DEMO: 'false',
        ADMIN_RUT,
        ADMIN_PASSWORD,
        BENCH: '1',
        // One bench user posts thousands of comments: the per-user write budget (a defence against one person
        // flooding the forum) would answer 429 to nearly all of them and the row would measure refusals.
        COMMENTS_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: options.databaseUrl,
        ...options.env,
      },
    },
  );
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitForHealth(base, proc, label);
    return {
      label,
      base,
      proc,
      cookie: await login(base, benchWorkerRut(), BENCH_USER_PASSWORD),
      adminCookie: await login(base, ADMIN_RUT, ADMIN_PASSWORD),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A run's own PostgreSQL schema: the server's URL (search_path set to it), and `drop()` to remove it after. */
export async function createBenchSchema(pgUrl: string): Promise<{
  schema: string;
  databaseUrl: string;
  vacuumAnalyze(): Promise<void>;
  drop(): Promise<void>;
}> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase({ databaseUrl: pgUrl, poolSize: 1 });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    databaseUrl: url.toString(),
    // What autovacuum does on its own a minute after a bulk load: statistics and the visibility map
    // (index-only scans). A database with years of content is in this state.
    async vacuumAnalyze() {
      const db = openDatabase({ databaseUrl: pgUrl, poolSize: 1 });
      try {
        const tables = await sql<{ tablename: string }>`
          select tablename from pg_tables where schemaname = ${schema}`.execute(db.db);
        for (const { tablename } of tables.rows) await sql`vacuum analyze ${sql.id(schema, tablename)}`.execute(db.db);
      } finally {
        await db.close();
      }
    },
    async drop() {
      const db = openDatabase({ databaseUrl: pgUrl, poolSize: 1 });
      try {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.db);
      } finally {
        await db.close();
      }
    },
  };
}

/** The values of the endpoints' placeholders, read from a running server. */
export async function benchContext(server: BenchServer): Promise<Record<string, string>> {
  const headers = { cookie: server.cookie };
  const latest = (await (await fetch(`${server.base}/api/noticias?ultimas=1`, { headers })).json()) as {
    id: number;
  }[];
  const topics = (await (await fetch(`${server.base}/api/temas`, { headers })).json()) as {
    id: number;
    total_comentarios: number;
  }[];
  // The busiest topic: the worst case for the comment list.
  const busiest = topics.reduce((a, b) => (b.total_comentarios > a.total_comentarios ? b : a), topics[0]!);
  const [docArea, docSubarea] = DOCUMENT_PAIRS[0]!;
  return {
    newsId: String(latest[0]?.id ?? 1),
    temaId: String(busiest.id),
    docArea: encodeURIComponent(docArea),
    docSubarea: encodeURIComponent(docSubarea),
  };
}

/** Fills an endpoint's `{placeholders}` from the context. */
export const fillPlaceholders = (text: string, context: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => context[key] ?? `{${key}}`);

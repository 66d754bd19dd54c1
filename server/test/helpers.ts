import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { migrate, openDatabase, type DbHandle } from '../src/db/database.js';
import type { Clock } from '../src/lib/clock.js';
import { makeUser, type MadeUser } from './factories.js';

/** True when this run targets PostgreSQL (scripts/test-unit.mjs sets TEST_ENGINE=postgres). */
export const onPostgres = process.env.TEST_ENGINE === 'postgres';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  handle: DbHandle;
  dataDir: string;
  /** Logs a user in and returns the Cookie header value. */
  loginAs(user: MadeUser): Promise<string>;
  /** Creates a user with the role and returns its cookie. */
  cookieFor(role: 'admin' | 'worker'): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory SQLite, or its own PostgreSQL schema when the run targets
 * PostgreSQL (dropped at close). Uploads go to a temp DATA_DIR removed at close.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: Pick<BuildOptions, 'clock' | 'sessionClock' | 'abortAfter'> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Tests never reach the internet: the indicators upstream is a closed local port unless a test sets one.
    INDICADORES_URL: 'http://127.0.0.1:9/api',
    // Per-user write budgets are off unless a test sets them: many tests write in bulk.
    COMMENTS_PER_MINUTE: '0',
    REACTIONS_PER_MINUTE: '0',
    GREETINGS_PER_MINUTE: '0',
    UPLOADS_PER_MINUTE: '0',
    ...env,
  });
  let schema: string | undefined;
  let handle: DbHandle;
  if (onPostgres) {
    schema = await createTestSchema();
    handle = openDatabase({ databaseUrl: postgresUrl(), pgSchema: schema, poolSize: 5 });
  } else {
    handle = openDatabase({ sqliteFile: ':memory:' });
  }
  const migrated = handle;
  await underSchemaLock(() => migrate(migrated.db, schema));
  const app = await buildApp(config, handle, { logger: false, ...opts });
  await app.ready();

  const loginAs = async (user: MadeUser) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: user.username, password: user.password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed for ${user.username}: ${res.statusCode} ${res.body}`);
    return cookieHeader(res);
  };

  return {
    app,
    config,
    handle,
    dataDir,
    loginAs,
    cookieFor: async (role) => loginAs(await makeUser(handle.db, { role })),
    async close() {
      await app.close();
      await handle.close();
      if (schema) await dropTestSchema(schema);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test processes run in parallel on one PostgreSQL database, each in schemas of its own. Kysely's migrator
 * lists the tables of every schema before it takes its migration lock, and that listing fails ("relation …
 * does not exist") when another process drops its schema (or renames or drops a table) at that moment: migrating,
 * dropping a test schema and a test's own table changes therefore happen under one advisory lock shared by the
 * test processes. On SQLite `work` just runs.
 */
const SCHEMA_LOCK = 4_151_623_421;

export async function underSchemaLock<T>(work: () => Promise<T>): Promise<T> {
  if (!onPostgres) return work();
  const admin = openDatabase({ databaseUrl: postgresUrl(), poolSize: 1 });
  try {
    await sql`select pg_advisory_lock(${sql.lit(SCHEMA_LOCK)})`.execute(admin.db);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SCHEMA_LOCK)})`.execute(admin.db);
    }
  } finally {
    await admin.close();
  }
}

function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs DATABASE_URL');
  return url;
}

/** A new, empty PostgreSQL schema with a random name (`t_…`) for one test's database. */
export async function createTestSchema(): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ databaseUrl: postgresUrl(), poolSize: 1 });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
  return schema;
}

/** Drops a schema made by `createTestSchema` with everything in it (under the schema lock, see above). */
export async function dropTestSchema(schema: string): Promise<void> {
  await underSchemaLock(async () => {
    const admin = openDatabase({ databaseUrl: postgresUrl(), poolSize: 1 });
    try {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
    } finally {
      await admin.close();
    }
  });
}

/**
 * The one fixture of a test file (or `describe` block): a fresh app built before its tests and closed after them.
 * Returns the TestApp itself (a stand-in that reaches the app once built), so tests write `t.app`, `t.handle.db`…
 * Hooks declared after it run with the app ready; its close runs after their `afterAll`s.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(...args);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, prop) {
      if (!current) throw new Error('useTestApp: the app is built in beforeAll; use it inside hooks and tests');
      return current[prop as keyof TestApp];
    },
  });
}

/**
 * A second app on the first app's PostgreSQL schema, listening on a free port: for what must cross server instances (live
 * events over LISTEN/NOTIFY). Built in the calling block's beforeAll, closed in its afterAll.
 */
export function useSecondInstance(first: () => TestApp): { readonly app: FastifyInstance; readonly url: string } {
  let handle: DbHandle | undefined;
  let app: FastifyInstance | undefined;
  let url = '';
  beforeAll(async () => {
    const t = first();
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(t.handle.db);
    handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgSchema: rows[0]!.s, poolSize: 2 });
    app = await buildApp(t.config, handle, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('useSecondInstance: the app is built in beforeAll');
      return app;
    },
    get url() {
      return url;
    },
  };
}

/** A clock that only moves when the test says so. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function fakeClock(start = Date.parse('2026-11-25T12:00:00Z')): FakeClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export interface FilePart {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/** Builds a multipart/form-data body for `app.inject`. */
export function multipart(fields: Record<string, string | FilePart | undefined>) {
  const boundary = `----intranet${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        Buffer.isBuffer(value.content) ? value.content : Buffer.from(value.content),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Lists every file under DATA_DIR/uploads except temp files (to assert nothing was stored). */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.name === '.tmp') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(path.relative(root, p));
    }
  };
  await walk(root);
  return out.sort();
}

/** Files left in the uploads temp folder (should be none after any request). */
export async function tempFiles(dataDir: string): Promise<string[]> {
  return fs.readdir(path.join(dataDir, 'uploads', '.tmp')).catch(() => []);
}

/**
 * Prepared statements on PostgreSQL, A/B on one database: seeds the bench's data set once (as `npm run bench`), starts
 * two production servers on it, one with PG_PREPARED_STATEMENTS=true and one with false, and measures each selected
 * call on both in alternation (A B B A …), so load from other work on the machine falls on both alike.
 *
 *   npm run build && DATABASE_URL=postgres://… BENCH_ONLY='ultimas|detalle' npx tsx --conditions source bench/prepared-ab.ts
 *
 * Options: BENCH_ONLY (as in run.ts), BENCH_AB_ROUNDS (pairs of runs per call, 2), BENCH_DURATION (s, 5),
 * BENCH_CONNECTIONS (50).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../server/src/db/database.js';
import { ENDPOINTS } from './endpoints.js';
import { BENCH_USER_PASSWORD, benchWorkerRut, buildDatabase, DOCUMENT_PAIRS } from './seed.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 2);
const ADMIN_RUT = '11111111-1';
const ADMIN_PASSWORD = 'Bench.Clave.2025';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function login(base: string, rut: string, password: string): Promise<string> {
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

interface Server {
  label: string;
  base: string;
  proc: ChildProcess;
  cookie: string;
  adminCookie: string;
}

async function start(label: string, databaseUrl: string, dataDir: string, prepared: boolean): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['--max-semi-space-size=16', path.join(ROOT, 'server/dist/server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_RUT,
      ADMIN_PASSWORD,
      BENCH: '1',
      COMMENTS_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      PG_PREPARED_STATEMENTS: String(prepared),
    },
  });
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`el servidor ${label} terminó con código ${proc.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 150) throw new Error(`el servidor ${label} no respondió`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    label,
    base,
    proc,
    cookie: await login(base, benchWorkerRut(), BENCH_USER_PASSWORD),
    adminCookie: await login(base, ADMIN_RUT, ADMIN_PASSWORD),
  };
}

async function main() {
  const pgUrl = process.env.DATABASE_URL;
  if (!pgUrl) throw new Error('DATABASE_URL es obligatoria');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-ab-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase({ databaseUrl: pgUrl, poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const servers: Server[] = [];
  try {
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const databaseUrl = url.toString();
    console.log(`▶ base de datos (esquema ${schema})`);
    await buildDatabase(
      dataDir,
      {
        news: 20_000,
        birthdays: 1_000,
        users: 5_000,
        documents: 5_000,
        orgNodes: 2_000,
        courses: 500,
        comments: 100_000,
      },
      { url: pgUrl, schema },
    );
    const tables = await sql<{ tablename: string }>`
      select tablename from pg_tables where schemaname = ${schema}`.execute(admin.db);
    for (const { tablename } of tables.rows) await sql`vacuum analyze ${sql.id(schema, tablename)}`.execute(admin.db);

    servers.push(await start('preparadas', databaseUrl, dataDir, true));
    servers.push(await start('sin nombre', databaseUrl, dataDir, false));
    const [a, b] = servers as [Server, Server];
    const first = a;
    const latest = (await (
      await fetch(`${first.base}/api/noticias?ultimas=1`, { headers: { cookie: first.cookie } })
    ).json()) as {
      id: number;
    }[];
    const topics = (await (await fetch(`${first.base}/api/temas`, { headers: { cookie: first.cookie } })).json()) as {
      id: number;
      total_comentarios: number;
    }[];
    const busiest = topics.reduce((x, y) => (y.total_comentarios > x.total_comentarios ? y : x), topics[0]!);
    const [docArea, docSubarea] = DOCUMENT_PAIRS[0]!;
    const context: Record<string, string> = {
      newsId: String(latest[0]?.id ?? 1),
      temaId: String(busiest.id),
      docArea: encodeURIComponent(docArea),
      docSubarea: encodeURIComponent(docSubarea),
    };
    const wanted = process.env.BENCH_ONLY?.split('|').filter(Boolean);
    const selected = ENDPOINTS.filter(
      (e, i) => i === 0 || (!e.sqliteOnly && !e.method && (!wanted?.length || wanted.some((w) => e.name.includes(w)))),
    );
    console.log(
      `\n${new Date().toISOString()} carga ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log('\n| llamada | preparadas req/s | p99 | sin nombre req/s | p99 | preparadas / sin nombre |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const endpoint of selected) {
      const urlPath = endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => context[k] ?? `{${k}}`);
      const sums = new Map<Server, { rps: number[]; p99: number[] }>([
        [a, { rps: [], p99: [] }],
        [b, { rps: [], p99: [] }],
      ]);
      for (let round = 0; round < ROUNDS; round++) {
        for (const s of round % 2 === 0 ? [a, b] : [b, a]) {
          const headers = { cookie: endpoint.reader === 'admin' ? s.adminCookie : s.cookie, ...endpoint.headers };
          const probe = await fetch(`${s.base}${urlPath}`, { headers });
          await probe.arrayBuffer();
          if (!probe.ok) throw new Error(`${urlPath} respondió ${probe.status} en ${s.label}`);
          const r = await autocannon({
            url: `${s.base}${urlPath}`,
            connections: CONNECTIONS,
            duration: DURATION,
            headers,
          });
          if (r.non2xx || r.errors || r.timeouts) throw new Error(`${urlPath}: respuestas fallidas en ${s.label}`);
          sums.get(s)!.rps.push(r.requests.average);
          sums.get(s)!.p99.push(r.latency.p99);
        }
      }
      const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
      const ra = mean(sums.get(a)!.rps);
      const rb = mean(sums.get(b)!.rps);
      console.log(
        `| ${endpoint.name} | ${Math.round(ra)} | ${Math.max(...sums.get(a)!.p99)} | ${Math.round(rb)} | ${Math.max(...sums.get(b)!.p99)} | ${(ra / rb).toFixed(2)} |`,
      );
    }
    console.log(
      `\n${new Date().toISOString()} carga ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    for (const s of servers) {
      if (s.proc.exitCode === null) {
        s.proc.kill('SIGTERM');
        await new Promise((r) => s.proc.once('exit', r));
      }
    }
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * A/B on one database: seeds the bench's data set once (as `npm run bench`), starts two production servers on it and
 * measures each selected call on both in alternation (A B B A …), so load from other work on the machine falls on
 * both alike. By default A and B are this build with PostgreSQL prepared statements on and off
 * (PG_PREPARED_STATEMENTS true/false); with BENCH_AB_ROOT, B is the build of another checkout (e.g. main in its own
 * worktree, built there) and both run with their defaults: a change measured against what it replaces.
 *
 *   npm run build && DATABASE_URL=postgres://… BENCH_ONLY='ultimas|detalle' npx tsx --conditions source bench/prepared-ab.ts
 *   BENCH_AB_ROOT=/path/to/main BENCH_AB_ENGINE=sqlite BENCH_ONLY=relacionadas npx tsx --conditions source bench/prepared-ab.ts
 *
 * Options: BENCH_ONLY (as in run.ts), BENCH_AB_ROUNDS (pairs of runs per call, 2), BENCH_DURATION (s, 5),
 * BENCH_CONNECTIONS (50), BENCH_AB_ROOT (B's checkout), BENCH_AB_ENGINE (postgres by default; sqlite only with
 * BENCH_AB_ROOT). Prints req/s, the worst p99 of the rounds and each server's peak RSS.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ENDPOINTS } from './endpoints.js';
import { BENCH_DATA, buildDatabase } from './seed.js';
import { benchContext, createBenchSchema, fillPlaceholders, startServer, type BenchServer } from './server.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 2);
const OTHER_ROOT = process.env.BENCH_AB_ROOT ? path.resolve(process.env.BENCH_AB_ROOT) : undefined;
const ENGINE = process.env.BENCH_AB_ENGINE ?? 'postgres';

const rssMb = (pid: number): number => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

async function main() {
  if (ENGINE !== 'postgres' && ENGINE !== 'sqlite') throw new Error('BENCH_AB_ENGINE: postgres o sqlite');
  if (ENGINE === 'sqlite' && !OTHER_ROOT)
    throw new Error('BENCH_AB_ENGINE=sqlite compara dos builds: falta BENCH_AB_ROOT');
  const pgUrl = process.env.DATABASE_URL ?? '';
  if (ENGINE === 'postgres' && !pgUrl) throw new Error('DATABASE_URL es obligatoria');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-ab-'));
  const pg = ENGINE === 'postgres' ? await createBenchSchema(pgUrl) : undefined;
  const servers: BenchServer[] = [];
  try {
    console.log(`▶ base de datos (${pg ? `esquema ${pg.schema}` : dataDir})`);
    await buildDatabase(dataDir, BENCH_DATA, pg ? { url: pgUrl, schema: pg.schema } : undefined);
    await pg?.vacuumAnalyze();
    const databaseUrl = pg?.databaseUrl ?? '';
    if (OTHER_ROOT) {
      servers.push(await startServer({ label: 'este build', dataDir, databaseUrl }));
      servers.push(await startServer({ label: `build de ${OTHER_ROOT}`, dataDir, databaseUrl, root: OTHER_ROOT }));
    } else {
      servers.push(
        await startServer({ label: 'preparadas', dataDir, databaseUrl, env: { PG_PREPARED_STATEMENTS: 'true' } }),
      );
      servers.push(
        await startServer({ label: 'sin nombre', dataDir, databaseUrl, env: { PG_PREPARED_STATEMENTS: 'false' } }),
      );
    }
    const [a, b] = servers as [BenchServer, BenchServer];
    const context = await benchContext(a);
    const wanted = process.env.BENCH_ONLY?.split('|').filter(Boolean);
    const selected = ENDPOINTS.filter(
      (e, i) =>
        i === 0 ||
        (!(ENGINE === 'postgres' && e.sqliteOnly) && (!wanted?.length || wanted.some((w) => e.name.includes(w)))),
    );
    const peak = new Map<BenchServer, number>([
      [a, 0],
      [b, 0],
    ]);
    const timer = setInterval(() => {
      for (const s of servers) peak.set(s, Math.max(peak.get(s)!, rssMb(s.proc.pid!)));
    }, 100);
    const load = () =>
      `${new Date().toISOString()} carga ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`;
    console.log(`\n${load()}; ${ENGINE}; A = ${a.label}, B = ${b.label}`);
    console.log('\n| llamada | A req/s | A p99 | B req/s | B p99 | A / B |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const endpoint of selected) {
      const urlPath = fillPlaceholders(endpoint.path, context);
      const method = endpoint.method ?? 'GET';
      const body =
        endpoint.body === undefined
          ? undefined
          : fillPlaceholders(JSON.stringify(endpoint.body).replace(/"(\{\w+\})"/g, '$1'), context);
      const sums = new Map<BenchServer, { rps: number[]; p99: number[]; failed: number }>([
        [a, { rps: [], p99: [], failed: 0 }],
        [b, { rps: [], p99: [], failed: 0 }],
      ]);
      // Unmeasured first second on each: the JIT and the caches warm up as they would in a running server.
      for (const s of [a, b]) {
        const headers = {
          cookie: endpoint.reader === 'admin' ? s.adminCookie : s.cookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...endpoint.headers,
        };
        await autocannon({ url: `${s.base}${urlPath}`, connections: CONNECTIONS, duration: 1, method, headers, body });
      }
      for (let round = 0; round < ROUNDS; round++) {
        for (const s of round % 2 === 0 ? [a, b] : [b, a]) {
          const headers = {
            cookie: endpoint.reader === 'admin' ? s.adminCookie : s.cookie,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...endpoint.headers,
          };
          const probe = await fetch(`${s.base}${urlPath}`, { method, headers, body });
          await probe.arrayBuffer();
          if (!probe.ok) throw new Error(`${urlPath} respondió ${probe.status} en ${s.label}`);
          const r = await autocannon({
            url: `${s.base}${urlPath}`,
            connections: CONNECTIONS,
            duration: DURATION,
            method,
            headers,
            body,
          });
          // Shown, not thrown: a timeout under load is a measurement (as in run.ts).
          sums.get(s)!.failed += r.non2xx + r.errors + r.timeouts;
          sums.get(s)!.rps.push(r.requests.average);
          sums.get(s)!.p99.push(r.latency.p99);
        }
      }
      const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
      const ra = mean(sums.get(a)!.rps);
      const rb = mean(sums.get(b)!.rps);
      const failed = [a, b].map((s) => sums.get(s)!.failed);
      console.log(
        `| ${endpoint.name} | ${Math.round(ra)} | ${Math.max(...sums.get(a)!.p99)} | ${Math.round(rb)} | ${Math.max(...sums.get(b)!.p99)} | ${(ra / rb).toFixed(2)} |${failed.some(Boolean) ? ` fallidas A ${failed[0]}, B ${failed[1]}` : ''}`,
      );
    }
    clearInterval(timer);
    console.log(`\n${load()}`);
    console.log(`RSS máxima: A ${Math.round(peak.get(a)!)} MB, B ${Math.round(peak.get(b)!)} MB`);
  } finally {
    for (const s of servers) await s.stop();
    await pg?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();

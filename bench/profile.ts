/**
 * CPU profile of the server under one call's load: seeds the bench's data set once (as `npm run bench`), starts the
 * production server with `--cpu-prof`, measures each selected call (as run.ts, baseline first) and prints the
 * functions with the most self time over the whole run, and req/s per call. The .cpuprofile stays in
 * BENCH_PROFILE_DIR (default a temp dir) for Chrome DevTools.
 *
 *   npm run build && BENCH_ONLY='relacionadas' BENCH_PROFILE_ENGINE=postgres DATABASE_URL=postgres://… \
 *     npx tsx --conditions source bench/profile.ts
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ENDPOINTS } from './endpoints.js';
import { BENCH_DATA, buildDatabase } from './seed.js';
import { benchContext, createBenchSchema, fillPlaceholders, startServer } from './server.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ENGINE = process.env.BENCH_PROFILE_ENGINE ?? 'sqlite';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}

async function main() {
  const pgUrl = process.env.DATABASE_URL ?? '';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-prof-'));
  const profDir = process.env.BENCH_PROFILE_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-cpuprof-')));
  const pg = ENGINE === 'postgres' ? await createBenchSchema(pgUrl) : undefined;
  try {
    await buildDatabase(dataDir, BENCH_DATA, pg ? { url: pgUrl, schema: pg.schema } : undefined);
    await pg?.vacuumAnalyze();
    const server = await startServer({
      dataDir,
      databaseUrl: pg?.databaseUrl ?? '',
      nodeArgs: process.env.BENCH_PROFILE_OFF === '1' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
    });
    const context = await benchContext(server);
    const wanted = process.env.BENCH_ONLY?.split('|').filter(Boolean);
    const selected = ENDPOINTS.filter(
      (e, i) => i === 0 || (!(ENGINE === 'postgres' && e.sqliteOnly) && wanted?.some((w) => e.name.includes(w))),
    );
    let base = 0;
    try {
      for (const e of selected) {
        const url = `${server.base}${fillPlaceholders(e.path, context)}`;
        const method = e.method ?? 'GET';
        const body =
          e.body === undefined
            ? undefined
            : fillPlaceholders(JSON.stringify(e.body).replace(/"(\{\w+\})"/g, '$1'), context);
        const headers = {
          cookie: e.reader === 'admin' ? server.adminCookie : server.cookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...e.headers,
        };
        const r = await autocannon({ url, connections: 50, duration: DURATION, method, headers, body });
        base ||= r.requests.average;
        console.log(
          `${e.name}: ${Math.round(r.requests.average)} req/s (${(r.requests.average / base).toFixed(2)}), p99 ${r.latency.p99} ms, ${r.non2xx} no 2xx`,
        );
      }
    } finally {
      await server.stop();
    }
    if (process.env.BENCH_PROFILE_OFF === '1') return;
    const files = (await fs.readdir(profDir)).filter((f) => f.endsWith('.cpuprofile'));
    const latest = files.sort().at(-1)!;
    const profile = JSON.parse(await fs.readFile(path.join(profDir, latest), 'utf8')) as { nodes: Node[] };
    const self = new Map<string, number>();
    let total = 0;
    for (const n of profile.nodes) {
      const f = n.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, '')}:${f.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + n.hitCount);
      total += n.hitCount;
    }
    console.log(`\n${path.join(profDir, latest)}: top self time`);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(`${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
  } finally {
    await pg?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();

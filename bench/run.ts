/**
 * `npm run bench`: builds the app, fills a temp database (20,000 news, 5,000 users, …) through the app's
 * own repositories, starts the production server, logs in and measures each call of endpoints.ts with
 * autocannon while sampling the server's RSS. Runs on SQLite, then on PostgreSQL (own schema, dropped
 * after) when DATABASE_URL is set. Prints Markdown tables (side by side with both engines) and writes
 * bench/results.json and bench/results.md.
 *
 * Options (environment): BENCH_SKIP_BUILD=1 reuses the current build; BENCH_DURATION (seconds, 10)
 * and BENCH_CONNECTIONS (50); BENCH_NEWS (20000); BENCH_COMMENTS (100000); BENCH_ONLY=texto measures
 * only the calls whose name contains that text, or any of several separated by '|' (the baseline always runs).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ENDPOINTS, type Endpoint } from './endpoints.js';
import { BENCH_DATA, buildDatabase, type BenchData } from './seed.js';
import { benchContext, createBenchSchema, fillPlaceholders, ROOT, startServer, type BenchServer } from './server.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATA: BenchData = {
  ...BENCH_DATA,
  news: Number(process.env.BENCH_NEWS ?? BENCH_DATA.news),
  comments: Number(process.env.BENCH_COMMENTS ?? BENCH_DATA.comments),
};

export interface Result {
  name: string;
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Size of the JSON body of one answer: uncompressed, or on the wire when the endpoint asks for compression. */
  bytes: number;
  ratio: number;
  non2xx: number;
  errors: number;
  /** false: shown, but not a screen's call, so outside the p99 target. */
  target?: false;
  /** Peak RSS of the server while this endpoint was measured (MB). */
  rssMb?: number;
}

const step = (text: string) => console.log(`\n▶ ${text}`);

/** Waits until the server has worked off the previous run's backlog: health answers fast three times running. */
async function settle(base: string): Promise<void> {
  let fast = 0;
  for (let i = 0; i < 100 && fast < 3; i++) {
    const start = performance.now();
    await fetch(`${base}/api/health`);
    fast = performance.now() - start < 20 ? fast + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function measure(base: string, cookie: string, endpoint: Endpoint, context: Record<string, string>) {
  const fill = (text: string) => fillPlaceholders(text, context);
  const urlPath = fill(endpoint.path);
  const method = endpoint.method ?? 'GET';
  // Placeholders in a JSON body become numbers when they fill a whole value ("{temaId}" → 3).
  const json =
    endpoint.body === undefined ? undefined : fill(JSON.stringify(endpoint.body).replace(/"(\{\w+\})"/g, '$1'));
  const headers: Record<string, string> = {
    cookie,
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...endpoint.headers,
  };
  const probe = await fetch(`${base}${urlPath}`, { method, headers, body: json });
  const body = await probe.arrayBuffer();
  if (!probe.ok) throw new Error(`${method} ${urlPath} respondió ${probe.status}`);
  const result = await autocannon({
    url: `${base}${urlPath}`,
    connections: CONNECTIONS,
    duration: DURATION,
    method,
    headers,
    body: json,
  });
  return {
    name: endpoint.name,
    path: method === 'GET' ? urlPath : `${method} ${urlPath}`,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A compressed answer (a browser's Accept-Encoding) counts its bytes on the wire.
    bytes: endpoint.headers?.['accept-encoding']
      ? Number(probe.headers.get('content-length') ?? body.byteLength)
      : body.byteLength,
    ratio: 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(endpoint.target === false ? { target: false as const } : {}),
  } satisfies Result;
}

function table(results: Result[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name}${r.target === false ? ' ¹' : ''} | \`${r.path}\` | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.ratio.toFixed(2)} | ${r.rssMb ?? '–'} | ${r.non2xx + r.errors} |`,
  );
  return [
    '| llamada | ruta | req/s | p50 (ms) | p99 (ms) | bytes | vs. baseline | RSS (MB) | fallidas |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** The issue's targets, as far as this run shows them (the baseline is not a read of the product). */
function checkTargets(results: Result[], rssPeakMb: number) {
  const reads = results.slice(1).filter((r) => !r.path.startsWith('POST ') && r.target !== false);
  const slow = reads.filter((r) => r.p99 > 50);
  const latest = results.find((r) => r.path === '/api/noticias?ultimas=5');
  const homeCalls = results.filter((r) => r.name.startsWith('home:'));
  const home = homeCalls.reduce((sum, r) => sum + r.bytes, 0);
  return [
    {
      target: `p99 ≤ 50 ms en toda lectura (${CONNECTIONS} conexiones)`,
      ok: slow.length === 0,
      value: slow.length ? `no: ${slow.map((r) => `${r.name} ${r.p99} ms`).join(', ')}` : 'sí',
    },
    ...(latest
      ? [
          {
            target: 'ultimas=5 ≥ 50 % de las req/s del baseline',
            ok: latest.ratio >= 0.5,
            value: `${(latest.ratio * 100).toFixed(0)} %`,
          },
        ]
      : []),
    ...(homeCalls.length
      ? [
          {
            target: 'API de la portada ≤ 100 KB (noticias, intro-slides, cumpleaños del mes)',
            ok: home <= 100 * 1024,
            value: `${(home / 1024).toFixed(1)} KB`,
          },
        ]
      : []),
    { target: 'RSS del servidor ≤ 300 MB durante la corrida', ok: rssPeakMb <= 300, value: `${rssPeakMb} MB` },
  ];
}

type Engine = 'sqlite' | 'postgres';

interface EngineRun {
  engine: Engine;
  results: Result[];
  /** Highest resident set size of the server process seen during the run (MB), sampled every 100 ms. */
  rssPeakMb: number;
  seedSeconds: number;
}

/**
 * Samples the server's resident memory from /proc (Linux) every 100 ms. `window()` returns the peak
 * since the previous call (one endpoint's run), `stop()` the peak of the whole run, both in MB.
 */
function sampleRss(pid: number): { window: () => number; stop: () => number } {
  let peak = 0;
  let windowPeak = 0;
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const mb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      peak = Math.max(peak, mb);
      windowPeak = Math.max(windowPeak, mb);
    } catch {
      // process gone or no /proc: nothing to sample
    }
  };
  read();
  const timer = setInterval(read, 100);
  return {
    window: () => {
      read();
      const w = Math.round(windowPeak);
      windowPeak = 0;
      return w;
    },
    stop: () => {
      clearInterval(timer);
      read();
      return Math.round(peak);
    },
  };
}

/** Seeds one engine, starts the production server on it, measures every endpoint, stops it and cleans up. */
async function runEngine(engine: Engine): Promise<EngineRun> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-bench-'));
  const pgUrl = process.env.DATABASE_URL ?? '';
  const pg = engine === 'postgres' ? await createBenchSchema(pgUrl) : undefined;
  let server: BenchServer | undefined;
  try {
    step(
      `[${engine}] base de datos: ${DATA.news} noticias, ${DATA.users} usuarios, ${DATA.documents} documentos, ` +
        `${DATA.orgNodes} nodos del organigrama, ${DATA.birthdays} cumpleaños, ${DATA.courses} cursos, ` +
        `${DATA.comments} comentarios (${pg ? `esquema ${pg.schema}` : dataDir})`,
    );
    const seedStart = Date.now();
    await buildDatabase(dataDir, DATA, pg ? { url: pgUrl, schema: pg.schema } : undefined);
    await pg?.vacuumAnalyze();
    const seedSeconds = (Date.now() - seedStart) / 1000;
    console.log(`  lista en ${seedSeconds.toFixed(1)} s`);

    step(`[${engine}] servidor de producción`);
    server = await startServer({ dataDir, databaseUrl: pg?.databaseUrl ?? '' });
    console.log(`  en ${server.base}`);
    const base = server.base;
    const rss = sampleRss(server.proc.pid!);
    const { cookie, adminCookie } = server;
    const context = await benchContext(server);

    const results: Result[] = [];
    const only = process.env.BENCH_ONLY;
    // BENCH_ONLY=a|b: the calls whose name contains any of the texts.
    const wanted = only?.split('|').filter(Boolean);
    const selected = ENDPOINTS.filter(
      (e, i) =>
        i === 0 ||
        ((!wanted?.length || wanted.some((w) => e.name.includes(w))) && !(engine === 'postgres' && e.sqliteOnly)),
    );
    for (const endpoint of selected) {
      step(`[${engine}] ${endpoint.name}: ${CONNECTIONS} conexiones, ${DURATION} s`);
      await settle(base);
      rss.window();
      const r: Result = await measure(base, endpoint.reader === 'admin' ? adminCookie : cookie, endpoint, context);
      r.rssMb = rss.window();
      console.log(`  ${r.reqPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.bytes} bytes, RSS ≤ ${r.rssMb} MB`);
      if (r.non2xx || r.errors) console.log(`  ⚠ ${r.non2xx} respuestas no 2xx, ${r.errors} errores o timeouts (10 s)`);
      results.push(r);
    }
    const baseline = results[0]!.reqPerSec || 1;
    for (const r of results) r.ratio = r.reqPerSec / baseline;
    const rssPeakMb = rss.stop();
    console.log(`  RSS máxima del servidor: ${rssPeakMb} MB`);
    return { engine, results, rssPeakMb, seedSeconds };
  } finally {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await pg?.drop();
  }
}

/** SQLite and PostgreSQL next to each other, one row per endpoint. */
function sideBySide(a: EngineRun, b: EngineRun): string {
  const rows = a.results.map((r) => {
    const o = b.results.find((x) => x.name === r.name);
    const cell = (x: Result | undefined) =>
      x ? `${x.reqPerSec} | ${x.p50} | ${x.p99} | ${x.ratio.toFixed(2)}` : '– | – | – | –';
    return `| ${r.name} | ${cell(r)} | ${cell(o)} | ${r.bytes} |`;
  });
  return [
    '| llamada | SQLite req/s | p50 | p99 | vs. base | PostgreSQL req/s | p50 | p99 | vs. base | bytes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

async function main() {
  const started = Date.now();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    step('npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build falló');
  }
  const engines: Engine[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const runs: EngineRun[] = [];
  for (const engine of engines) runs.push(await runEngine(engine));

  for (const run of runs) {
    console.log(`\n### ${run.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}\n\n${table(run.results)}\n`);
  }
  if (runs.length === 2) console.log(`### Lado a lado\n\n${sideBySide(runs[0]!, runs[1]!)}\n`);
  const targets = runs.map((run) => ({ engine: run.engine, targets: checkTargets(run.results, run.rssPeakMb) }));
  for (const { engine, targets: list } of targets) {
    console.log(`Objetivos en ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}:`);
    for (const t of list) console.log(`  ${t.ok ? '✓' : '✗'} ${t.target}: ${t.value}`);
  }
  const out = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    data: DATA,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    runs: runs.map((run) => ({ ...run, targets: targets.find((t) => t.engine === run.engine)!.targets })),
  };
  await fs.writeFile(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(out, null, 2)}\n`);
  const md = runs.map((run) => `### ${run.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}\n\n${table(run.results)}\n`);
  if (runs.length === 2) md.push(`### Lado a lado\n\n${sideBySide(runs[0]!, runs[1]!)}\n`);
  await fs.writeFile(path.join(ROOT, 'bench/results.md'), `${md.join('\n')}`);
  console.log(`bench/results.json y bench/results.md escritos; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // A wrong answer fails the run; timeouts under this load are a measurement, shown in the table.
  if (runs.some((run) => run.results.some((r) => r.non2xx))) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(`bench falló: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

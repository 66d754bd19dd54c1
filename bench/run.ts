/**
 * `npm run bench`: builds the app, fills a temp database with 20,000 news through the app's own
 * repositories, starts the production server, logs in and measures each call of endpoints.ts with
 * autocannon. Prints a Markdown table and writes bench/results.json.
 *
 * Options (environment): BENCH_SKIP_BUILD=1 reuses the current build; BENCH_DURATION (seconds, 10)
 * and BENCH_CONNECTIONS (50); BENCH_NEWS (20000); BENCH_COMMENTS (100000); BENCH_ONLY=texto measures
 * only the calls whose name contains that text (the baseline always runs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ENDPOINTS, type Endpoint } from './endpoints.js';
import { buildDatabase, DOCUMENT_PAIRS, type BenchData } from './seed.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DATA: BenchData = {
  news: Number(process.env.BENCH_NEWS ?? 20_000),
  birthdays: 1_000,
  users: 5_000,
  documents: 5_000,
  orgNodes: 2_000,
  courses: 500,
  comments: Number(process.env.BENCH_COMMENTS ?? 100_000),
};
const ADMIN_RUT = '11111111-1';
const ADMIN_PASSWORD = 'Bench.Clave.2025';

export interface Result {
  name: string;
  path: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Size of the (uncompressed) JSON body of one answer. */
  bytes: number;
  ratio: number;
  non2xx: number;
  errors: number;
}

const step = (text: string) => console.log(`\n▶ ${text}`);

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

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó con código ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('el servidor no respondió en 20 s');
}

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

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rut: ADMIN_RUT, password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login falló: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function measure(base: string, cookie: string, endpoint: Endpoint, context: Record<string, string>) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => context[key] ?? `{${key}}`);
  const urlPath = fill(endpoint.path);
  const method = endpoint.method ?? 'GET';
  // Placeholders in a JSON body become numbers when they fill a whole value ("{temaId}" → 3).
  const json =
    endpoint.body === undefined ? undefined : fill(JSON.stringify(endpoint.body).replace(/"(\{\w+\})"/g, '$1'));
  const headers: Record<string, string> = json ? { cookie, 'content-type': 'application/json' } : { cookie };
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
    bytes: body.byteLength,
    ratio: 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  } satisfies Result;
}

function table(results: Result[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | \`${r.path}\` | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.ratio.toFixed(2)} | ${r.non2xx + r.errors} |`,
  );
  return [
    '| llamada | ruta | req/s | p50 (ms) | p99 (ms) | bytes | vs. baseline | fallidas |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

/** The issue's targets, as far as this run shows them (the baseline is not a read of the product). */
function checkTargets(results: Result[]) {
  const reads = results.slice(1).filter((r) => !r.path.startsWith('POST '));
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
  ];
}

async function main() {
  const started = Date.now();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    step('npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build falló');
  }

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-bench-'));
  let server: ChildProcess | undefined;
  try {
    step(
      `base de datos: ${DATA.news} noticias, ${DATA.users} usuarios, ${DATA.documents} documentos, ` +
        `${DATA.orgNodes} nodos del organigrama, ${DATA.birthdays} cumpleaños, ${DATA.courses} cursos, ` +
        `${DATA.comments} comentarios (${dataDir})`,
    );
    const seedStart = Date.now();
    await buildDatabase(dataDir, DATA);
    console.log(`  lista en ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    step(`servidor de producción en ${base}`);
    server = spawn(process.execPath, [path.join(ROOT, 'server/dist/server.js')], {
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
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    });
    await waitForHealth(base, server);
    const cookie = await login(base);
    const latest = (await (await fetch(`${base}/api/noticias?ultimas=1`, { headers: { cookie } })).json()) as {
      id: number;
    }[];
    const topics = (await (await fetch(`${base}/api/temas`, { headers: { cookie } })).json()) as { id: number }[];
    const [docArea, docSubarea] = DOCUMENT_PAIRS[0]!;
    const context = {
      newsId: String(latest[0]?.id ?? 1),
      temaId: String(topics.at(-1)?.id ?? 1),
      docArea: encodeURIComponent(docArea),
      docSubarea: encodeURIComponent(docSubarea),
    };

    const results: Result[] = [];
    const only = process.env.BENCH_ONLY;
    const selected = ENDPOINTS.filter((e, i) => i === 0 || !only || e.name.includes(only));
    for (const endpoint of selected) {
      step(`${endpoint.name}: ${CONNECTIONS} conexiones, ${DURATION} s`);
      await settle(base);
      const r = await measure(base, cookie, endpoint, context);
      console.log(`  ${r.reqPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.bytes} bytes`);
      if (r.non2xx || r.errors) console.log(`  ⚠ ${r.non2xx} respuestas no 2xx, ${r.errors} errores o timeouts (10 s)`);
      results.push(r);
    }
    const baseline = results[0]!.reqPerSec || 1;
    for (const r of results) r.ratio = r.reqPerSec / baseline;

    const md = table(results);
    console.log(`\n${md}\n`);
    const targets = checkTargets(results);
    for (const t of targets) console.log(`${t.ok ? '✓' : '✗'} ${t.target}: ${t.value}`);
    const out = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      engine: 'sqlite',
      data: DATA,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      results,
      targets,
    };
    await fs.writeFile(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(out, null, 2)}\n`);
    console.log(`bench/results.json escrito; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // A wrong answer fails the run; timeouts under this load are a measurement, shown in the table.
    if (results.some((r) => r.non2xx)) process.exitCode = 1;
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`bench falló: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

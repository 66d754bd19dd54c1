#!/usr/bin/env node
/* global document */
// How fast /organization (and /admin-organization) open with 2,000 nodes in the chart.
// Run after `npm run build`:  node bench/org-chart.mjs [nodes=2000] [runs=5]
// Starts the built server on a temp DATA_DIR, inserts the nodes straight into SQLite, then times in
// headless Chromium from navigation until every node is on screen (cards, dropdown options).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODES = Number(process.argv[2] ?? 2000);
const RUNS = Number(process.argv[3] ?? 5);
const ADMIN = { rut: '11111111-1', password: 'Bench.Admin.2025' };
const DEPARTMENTS = ['Gerencia', 'Finanzas', 'Desarrollo', 'Marketing'];

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-bench-org-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['server/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_RUT: ADMIN.rut,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: '',
  },
  stdio: 'inherit',
});

let browser;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (i > 240) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }

  // A tree five wide at each level: 2,000 nodes are about five levels deep.
  const db = new Database(path.join(dataDir, 'intranet.db'));
  const now = new Date().toISOString();
  const insert = db.prepare(
    'insert into organization_nodes (name, role, department, parent_id, email, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const ids = [];
  db.transaction(() => {
    for (let i = 0; i < NODES; i++) {
      const parent = i === 0 ? null : ids[Math.floor((i - 1) / 5)];
      const info = insert.run(
        `Persona ${i + 1}`,
        `Cargo ${i % 37}`,
        DEPARTMENTS[i % 4],
        parent,
        `persona${i + 1}@empresa.cl`,
        now,
        now,
      );
      ids.push(Number(info.lastInsertRowid));
    }
    // Raw SQL skips the repository: mark the chart as changed, as every repository write does (decision 007).
    db.prepare(
      `insert into data_versions (name, version) values ('organization', ?)
       on conflict (name) do update set version = excluded.version`,
    ).run(randomUUID());
  })();
  db.close();

  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('RUT').fill(ADMIN.rut);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));

  // Two clocks: the page's own (navigation start → everything on screen, what a person sees) and the
  // wall clock around Playwright (adds its navigation and polling overhead).
  const measure = async (url, ready) => {
    const inPage = [];
    const wall = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto('about:blank');
      const started = performance.now();
      await page.goto(`${base}${url}`, { waitUntil: 'commit' });
      // `ready` answers performance.now() once everything is on screen (the page's CSP forbids eval).
      const handle = await page.waitForFunction(ready, NODES, { polling: 'raf', timeout: 30_000 });
      inPage.push(await handle.jsonValue());
      wall.push(performance.now() - started);
      if (process.env.BENCH_DETAIL) {
        const detail = await page.evaluate(() => ({
          dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd),
          api: performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/'))
            .map((e) => `${new URL(e.name).pathname} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)}`),
        }));
        console.log(url, JSON.stringify(detail));
      }
    }
    const median = (xs) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
    return { url, median: median(inPage), wall: median(wall), runs: inPage.map(Math.round) };
  };

  // Opening: the dropdown lists everyone and the chart shows its top levels (bigger than 60 people it
  // opens two levels deep; 'Expandir todo' shows the rest, timed separately).
  const results = [
    await measure(
      '/organization',
      (n) =>
        document.querySelectorAll('.org-tree .org-card').length > 1 &&
        document.querySelectorAll('#org-persona option').length === n + 1 &&
        performance.now(),
    ),
    await measure(
      '/admin-organization',
      (n) =>
        document.querySelectorAll('.org-tree .org-card').length > 1 &&
        document.querySelectorAll('#org-parent option').length === n + 1 &&
        performance.now(),
    ),
  ];
  const expandTimes = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${base}/organization`);
    await page.waitForFunction(() => document.querySelectorAll('.org-tree .org-card').length > 1);
    const started = performance.now();
    await page.getByRole('button', { name: 'Expandir todo' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.org-tree .org-card').length === n, NODES, {
      polling: 'raf',
      timeout: 30_000,
    });
    expandTimes.push(performance.now() - started);
  }
  expandTimes.sort((a, b) => a - b);
  results.push({
    url: '/organization, Expandir todo',
    median: Math.round(expandTimes[Math.floor(expandTimes.length / 2)]),
    wall: Math.round(expandTimes[Math.floor(expandTimes.length / 2)]),
    runs: expandTimes.map(Math.round),
  });
  for (const r of results) {
    console.log(
      `${r.url} con ${NODES} nodos: mediana ${r.median} ms en la página, ${r.wall} ms con Playwright (corridas: ${r.runs.join(', ')} ms)`,
    );
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await fs.rm(dataDir, { recursive: true, force: true });
}

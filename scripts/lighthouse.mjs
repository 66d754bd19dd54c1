#!/usr/bin/env node
// Lighthouse (mobile preset) on /login, /Home, /all-news and /procedures with the demo data, driving
// Debian's Chromium (or CHROME_PATH). Starts the production build on a temp DATA_DIR; prints the scores
// and writes bench/lighthouse.json. Usage: npm run lighthouse (builds first).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/login', '/Home', '/all-news', '/procedures'];
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 };

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-lh-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['server/dist/server.js'], { cwd: root, env, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 300) throw new Error('el servidor no inició');
  await new Promise((r) => setTimeout(r, 200));
}

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ rut: '15.234.567-4', password: 'Trabajador.2025' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const results = [];
try {
  for (const page of PAGES) {
    const loggedIn = page !== '/login';
    const runnerResult = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: loggedIn ? { Cookie: cookie } : undefined,
      disableStorageReset: false,
    });
    const cats = runnerResult.lhr.categories;
    const row = {
      page,
      ...Object.fromEntries(Object.entries(cats).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)])),
    };
    results.push(row);
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await fs.rm(dataDir, { recursive: true, force: true });
}

console.log('\n| página | rendimiento | accesibilidad | buenas prácticas |\n| --- | --- | --- | --- |');
let ok = true;
for (const r of results) {
  console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} |`);
  for (const [k, min] of Object.entries(TARGETS)) if (r[k] < min) ok = false;
}
await fs.mkdir(path.join(root, 'bench'), { recursive: true });
await fs.writeFile(
  path.join(root, 'bench', 'lighthouse.json'),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
console.log(
  ok
    ? '\nTodas las metas se cumplen.'
    : '\nAlguna meta no se cumple (rendimiento ≥ 90, accesibilidad ≥ 95, buenas prácticas ≥ 95).',
);
process.exit(ok ? 0 : 1);

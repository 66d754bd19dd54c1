#!/usr/bin/env node
// Lighthouse (mobile preset) on /login, /Home, /all-news and /procedures with the demo data, driving
// Debian's Chromium (or CHROME_PATH). Starts the production build on a temp DATA_DIR; prints the scores
// and writes bench/lighthouse.json. Usage: npm run lighthouse (builds first).
import fs from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { loginCookie, root, startBuiltServer } from './lib/server.mjs';

const PAGES = ['/login', '/Home', '/all-news', '/procedures'];
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 };

const server = await startBuiltServer();
const base = server.base;
const cookie = await loginCookie(base, '15.234.567-4', 'Trabajador.2025');

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
  await server.stop();
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

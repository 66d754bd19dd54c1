// How much slower the framework chunk starts with DevTools attached (as under Lighthouse or Playwright) than without
// (as on a reader's phone). React DOM creates Error objects when its module starts; with an inspector attached the
// browser records their stacks with line numbers, so it parses React DOM's whole module function again (≈ 180 KB).
// Lighthouse's TBT counts that, multiplied by 4. Serves web/dist on a local port, loads a page that imports the
// framework chunk and starts each of its CommonJS modules (React, React DOM…) in Debian's Chromium, four times
// without DevTools (the page reports its own timings) and four times through Playwright, and prints the times
// (ms, no CPU throttling). Usage: `npm run build && node scripts/devtools-overhead.mjs`.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { root } from './lib/server.mjs';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const dist = path.join(root, 'web/dist');
const framework = fs.readdirSync(path.join(dist, 'assets')).find((f) => /^framework-.*\.js$/.test(f));
if (!framework) throw new Error('web/dist sin el chunk framework: corra npm run build');

// The framework chunk exports its CommonJS modules' starters (functions without parameters): each is timed.
const page = `<!doctype html><title>t</title><script type="module">
const t0 = performance.now();
const m = await import('/assets/${framework}');
const evaluated = performance.now() - t0;
let started = 0;
for (const f of Object.values(m)) if (typeof f === 'function' && f.length === 0) {
  const t = performance.now(); try { f(); } catch {} started += performance.now() - t;
}
fetch('/report?' + evaluated.toFixed(1) + ',' + started.toFixed(1));
</script>`;
const reports = [];
const server = http.createServer((req, res) => {
  if (req.url.startsWith('/report?')) {
    reports.push(req.url.slice(8).split(',').map(Number));
    res.end();
  } else if (req.url.startsWith('/assets/')) {
    res.setHeader('content-type', 'text/javascript');
    res.end(fs.readFileSync(path.join(dist, req.url)));
  } else {
    res.setHeader('content-type', 'text/html');
    res.end(page);
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const nextReport = async (count) => {
  while (reports.length < count) await new Promise((resolve) => setTimeout(resolve, 50));
  return reports.at(-1);
};

const rows = { sin: [], con: [] };
for (let i = 0; i < 4; i++) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'devtools-overhead-'));
  const plain = spawn(CHROME, ['--headless=new', '--no-sandbox', `--user-data-dir=${profile}`, url], {
    stdio: 'ignore',
  });
  rows.sin.push(await nextReport(reports.length + 1));
  const exited = new Promise((resolve) => plain.once('exit', resolve));
  plain.kill();
  await exited;
  fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  const browser = await chromium.launch({ executablePath: CHROME });
  await (await browser.newPage()).goto(url);
  rows.con.push(await nextReport(reports.length + 1));
  await browser.close();
}
server.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log('| DevTools | evaluar el chunk | iniciar React, React DOM… (mediana de 4) |');
console.log('| --- | ---: | ---: |');
for (const [name, list] of Object.entries(rows))
  console.log(
    `| ${name} | ${median(list.map((r) => r[0]))} ms | ${median(list.map((r) => r[1]))} ms (${list.map((r) => r[1]).join(' / ')}) |`,
  );

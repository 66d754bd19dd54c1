#!/usr/bin/env node
// Front-end budgets (issue 8), run after `vite build`: the JavaScript a browser must download before
// /login or /Home can render (the entry chunk and everything index.html preloads) stays under budget
// gzipped; admin screens, charts and the map live in lazy chunks and do not count.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
const BUDGET_INITIAL_JS_KB = Number(process.env.BUDGET_INITIAL_JS_KB ?? 200);
const BUDGET_ASSET_IMAGE_KB = Number(process.env.BUDGET_IMAGE_KB ?? 300);

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set();
for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) initial.add(m[1]);
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) initial.add(m[1]);
for (const m of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) initial.add(m[1]);

let total = 0;
const rows = [];
for (const src of initial) {
  const file = path.join(dist, src.replace(/^\//, ''));
  const gz = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gz;
  rows.push(`  ${src.padEnd(48)} ${(gz / 1024).toFixed(1).padStart(7)} KB gzip`);
}
const failures = [];
const totalKb = total / 1024;
console.log(
  `JavaScript inicial (/login y /Home):\n${rows.join('\n')}\n  total ${totalKb.toFixed(1)} KB gzip (presupuesto ${BUDGET_INITIAL_JS_KB} KB)`,
);
if (totalKb > BUDGET_INITIAL_JS_KB)
  failures.push(`JavaScript inicial ${totalKb.toFixed(1)} KB > ${BUDGET_INITIAL_JS_KB} KB`);

// Images shipped with the build (placeholders, logos, markers).
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
for (const file of walk(dist)) {
  if (!/\.(png|jpe?g|webp|gif|avif|svg)$/i.test(file)) continue;
  const kb = statSync(file).size / 1024;
  if (kb > BUDGET_ASSET_IMAGE_KB)
    failures.push(`imagen ${path.relative(dist, file)} ${kb.toFixed(0)} KB > ${BUDGET_ASSET_IMAGE_KB} KB`);
}

if (failures.length) {
  console.error(`\nPresupuesto excedido:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Presupuestos de la web: OK');

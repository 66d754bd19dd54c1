#!/usr/bin/env node
// Front-end budgets (issue 8), run at the end of `vite build` and by `npm run check` when a build exists:
// the JavaScript a browser must download before /login or /Home can render (the entry chunk and everything
// index.html preloads) stays under budget gzipped (admin screens, charts and the map live in lazy chunks
// and do not count); no image shipped with the build is over 300 KB (uploaded pictures are capped at
// 300 KB by the server's image pipeline); every icon the sources name is in the cut icon stylesheet.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { usedIconNames } from './lib/icon-names.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
const BUDGET_INITIAL_JS_KB = Number(process.env.BUDGET_INITIAL_JS_KB ?? 120);
const BUDGET_ASSET_IMAGE_KB = Number(process.env.BUDGET_IMAGE_KB ?? 300);

// `npm run check` passes --if-built: before the first build there is nothing to measure yet (the build runs
// this script itself at its end).
if (process.argv.includes('--if-built') && !existsSync(path.join(dist, 'index.html'))) {
  console.log('Presupuestos de la web: sin compilación en web/dist (se revisan al final de `npm run build`).');
  process.exit(0);
}
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

// The icon stylesheet is cut to the icons the sources name (web/vite.config.ts): each of them must be there.
const iconCss = readFileSync(
  path.resolve(dist, '../../node_modules/bootstrap-icons/font/bootstrap-icons.min.css'),
  'utf8',
);
const builtCss = walk(dist)
  .filter((f) => f.endsWith('.css'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const named = usedIconNames();
const missing = [...named].filter(
  (n) => iconCss.includes(`.bi-${n}::before{`) && !new RegExp(`\\.bi-${n}::?before\\{`).test(builtCss),
);
console.log(`Íconos: ${named.size} nombrados en web/src, ${missing.length} ausentes del CSS compilado`);
if (missing.length) failures.push(`íconos sin regla en el CSS: ${missing.join(', ')}`);

if (failures.length) {
  console.error(`\nPresupuesto excedido:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Presupuestos de la web: OK');

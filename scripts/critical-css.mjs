#!/usr/bin/env node
// The rules the markup painted with the HTML needs (issue 13): the boot bar, the home's picture, the pages'
// titles and the sign-in card (server/src/plugins/web-preload.ts), taken from the build's stylesheet by Beasties
// and written to web/dist/critical.css. The server inlines them in every page and moves the stylesheet to the end
// of the body, so a phone paints that markup without waiting for the whole stylesheet. Runs after the server's
// build (it uses the server's own markup functions); `npm run build` does it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const boot = await import(pathToFileURL(path.join(root, 'server', 'dist', 'plugins', 'web-preload.js')).href);

const index = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
const header = boot.bootHeader(await fs.readFile(path.join(dist, 'favicon.svg'), 'utf8'), 'Minera Andina');
// Every variant the server may paint, with a made-up picture address (only the markup's classes matter).
const markup =
  `<div id="root">${header}</div>` +
  boot.bootHomePicture(header, '/uploads/slides/ejemplo.webp') +
  boot.bootPageTitle(header, '/procedures') +
  boot.bootPageTitle(header, '/all-news') +
  boot.bootNewsList(header, { imagen: '/uploads/news/ejemplo.webp', nombre: 'Noticia', area: 'Área' }) +
  boot.bootLogin();
// The stylesheets of the screens painted with the HTML (news cards), beside the app's own.
const manifest = JSON.parse(await fs.readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const screenCss = ['src/app/routes/all-news.tsx', 'src/app/routes/procedures.tsx'].flatMap((source) => {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return [];
    seen.add(key);
    return [...(manifest[key].css ?? []), ...(manifest[key].imports ?? []).flatMap(walk)];
  };
  return walk(source);
});
const links = [...new Set(screenCss)]
  .filter((href) => !index.includes(`/${href}"`))
  .map((href) => `<link rel="stylesheet" href="/${href}">`)
  .join('');
const page = index.replace('</head>', `${links}</head>`).replace('<div id="root"></div>', markup);

let css = '';
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  logLevel: 'warn',
  // Only extract: the server places the rules and the stylesheet itself (withCriticalCss).
  pruneSource: false,
  preload: false,
  inlineFonts: false,
  keyframes: 'none',
  compress: true,
});
const out = await beasties.process(page);
for (const match of out.matchAll(/<style>([\s\S]*?)<\/style>/g)) css += match[1];
if (!css) throw new Error('critical-css: nothing extracted from the build stylesheet');
await fs.writeFile(path.join(dist, 'critical.css'), css);
console.log(`critical.css: ${(css.length / 1024).toFixed(1)} KB`);

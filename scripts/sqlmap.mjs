#!/usr/bin/env node
// Runs sqlmap (Debian package) with a valid admin session against the query parameters of the running
// production build on a fresh demo database. Usage: npm run security:sqlmap
// Prints one line per parameter set and exits 1 if sqlmap reports anything injectable.
import { spawn, spawnSync } from 'node:child_process';
import { loginCookie, startBuiltServer } from './lib/server.mjs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

if (spawnSync('which', ['sqlmap']).status !== 0) {
  console.log('Instalando sqlmap (paquete de Debian)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (spawnSync('apt-get', ['install', '-y', '-qq', 'sqlmap'], { stdio: 'inherit', env }).status !== 0) process.exit(1);
}

/** Every list or search parameter the screens send, with a realistic value. */
const TARGETS = [
  '/api/noticias?q=mina&page=1&limit=10',
  '/api/noticias?filtro=semana-anterior',
  '/api/noticias?ultimas=5',
  '/api/procedimientos?area=Manuales&subarea=Procedimientos%20de%20informatica&nombre=manual&q=manual&pagina=1&por_pagina=10&orden=nombre',
  '/api/organization/nodes?department=Gerencia',
  '/api/admin/auditoria?accion=login&usuario=admin&desde=2026-01-01&hasta=2026-12-31&page=1&limit=25',
  '/api/user/profile?username=admin',
  '/api/comentarios/1?limit=20',
  '/api/videos?q=seguridad&page=1',
];

const server = await startBuiltServer({ logLevel: 'error' });
const base = server.base;
const cookie = await loginCookie(base, '11.111.111-1', 'Admin.2025');

const run = (args) =>
  new Promise((resolve) => {
    const p = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('exit', () => resolve(out));
  });

let vulnerable = 0;
const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sqlmap-out-'));
try {
  for (const target of TARGETS) {
    const out = await run([
      '-u',
      `${base}${target}`,
      '--cookie',
      cookie,
      '--batch',
      '--level=2',
      '--risk=1',
      '--threads=2',
      '--flush-session',
      '--dbms=SQLite',
      '--technique=BEUST',
      '--time-sec=2',
      '--ignore-code=400,404',
      '--output-dir',
      outDir,
      '--disable-coloring',
    ]);
    const injectable =
      /is vulnerable|appears to be '.*' injectable|sqlmap identified the following injection point/i.test(out);
    const notInjectable = /do not appear to be injectable|does not seem to be injectable/i.test(out);
    if (injectable) vulnerable++;
    console.log(`${injectable ? 'INYECTABLE' : notInjectable ? 'sin hallazgos' : 'sin resultado'}  ${target}`);
    if (!injectable && !notInjectable)
      console.log(
        out
          .split('\n')
          .filter((l) => /\[(CRITICAL|ERROR|WARNING)\]/.test(l))
          .slice(-3)
          .join('\n'),
      );
  }
} finally {
  await server.stop();
  await fs.rm(outDir, { recursive: true, force: true });
}
console.log(
  vulnerable
    ? `\nsqlmap encontró ${vulnerable} parámetro(s) inyectable(s).`
    : `\nsqlmap: ${TARGETS.length} URLs probadas, ningún parámetro inyectable.`,
);
process.exit(vulnerable ? 1 : 0);

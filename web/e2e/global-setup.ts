import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    indicators: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A stand-in for mindicador.cl with fixed values, so the indicators panel has something to show. */
export const FAKE_INDICATORS = {
  uf: { codigo: 'uf', valor: 39876.54, fecha: '2026-11-22T03:00:00.000Z' },
  dolar: { codigo: 'dolar', valor: 945.12, fecha: '2026-11-22T03:00:00.000Z' },
  euro: { codigo: 'euro', valor: 1021.33, fecha: '2026-11-22T03:00:00.000Z' },
  ipc: { codigo: 'ipc', valor: 0.4, fecha: '2026-10-01T03:00:00.000Z' },
  utm: { codigo: 'utm', valor: 68923, fecha: '2026-11-01T03:00:00.000Z' },
  libra_cobre: { codigo: 'libra_cobre', valor: 4.62, fecha: '2026-11-21T03:00:00.000Z' },
};

/**
 * Starts the production build of the server on a fresh temp DATA_DIR with the demo company,
 * plus a fake indicators upstream. Tests get the URLs through `inject('baseURL')`.
 */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-e2e-'));
  const upstream = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(FAKE_INDICATORS));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const indicators = `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}/api`;

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    INDICADORES_URL: indicators,
    // Every spec uploads as the same demo admin: at the suite's pace (≈ 6 min on an idle machine) the per-user limit
    // of 10 files a minute refused a later spec's upload. The limit itself is tested in server/test (user limits).
    UPLOADS_PER_MINUTE: '1000',
  };
  delete env.DATABASE_URL;
  const server: ChildProcess = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited during start:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('indicators', indicators);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    upstream.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

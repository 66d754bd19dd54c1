import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const ADMIN = { rut: '12.345.678-5', password: 'Arranque.Limpio.2026' } as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Started {
  url: string;
  proc: ChildProcess;
  output: () => string;
  /** Exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The environment of a first start: empty DATA_DIR, bootstrap admin, no demo data. */
export async function emptyStartEnv(port: number): Promise<{ env: NodeJS.ProcessEnv; dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-dist-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
    ADMIN_RUT: ADMIN.rut,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // As an operator starts it: not inside the test runner (vitest sets NODE_ENV=test, which would make
  // `npm start` build the web app in development mode).
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name];
  delete env.DATABASE_URL;
  return { env, dataDir };
}

/** Spawns `command args` and resolves once /api/health answers 200 (rejects if the process ends first). */
export async function spawnAndWait(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Started> {
  const port = env.PORT;
  const proc = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`el servidor terminó al iniciar (${JSON.stringify(await exited)}):\n${out}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet: wait for the next poll or for the exit
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 100))]);
  }
  return { url, proc, output: () => out, exited };
}

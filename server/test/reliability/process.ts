import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const RELIABILITY_ADMIN = { rut: '12.345.678-5', password: 'Prueba.Confiable.1' } as const;

export interface RunningServer {
  url: string;
  dataDir: string;
  proc: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
  cleanup(): Promise<void>;
}

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

/**
 * Starts the real server as its own process (from source, through tsx) on a temp DATA_DIR or the given
 * one, and waits until /api/health answers.
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const dir = dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-proc-')));
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_RUT: RELIABILITY_ADMIN.rut,
    ADMIN_PASSWORD: RELIABILITY_ADMIN.password,
    // 1,000 comments from one admin (crash test): no per-user budget.
    COMMENTS_PER_MINUTE: '0',
    REACTIONS_PER_MINUTE: '0',
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const proc = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited during start:\n${out}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: dir,
    proc,
    output: () => out,
    exited,
    kill: (signal) => proc.kill(signal),
    async cleanup() {
      if (proc.exitCode === null) {
        proc.kill('SIGKILL');
        await exited;
      }
      if (!dataDir) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Logs in over HTTP and returns the Cookie header. */
export async function httpLogin(url: string, rut: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rut, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

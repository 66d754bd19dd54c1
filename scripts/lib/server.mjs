// Starts the production build (server/dist) on a fresh temp DATA_DIR with the demo company, for the
// operator scripts (lighthouse, sqlmap, soak). Not for tests: they have their own harness.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

/** Starts the built server (demo data, temp DATA_DIR, `env` added) and waits for /api/health; `stop()` ends it and removes the data. */
export async function startBuiltServer({ logLevel = 'warn', env: extraEnv = {} } = {}) {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-script-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: logLevel,
    ...extraEnv,
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
  return {
    base,
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM');
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in and returns the Cookie header value. */
export async function loginCookie(base, rut, password) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rut, password }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

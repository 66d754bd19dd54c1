import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyStartEnv, freePort, root, spawnAndWait, type Started } from './harness.js';

/** SIGTERM must reach the server: health turns 503 while it drains, then it exits 0 and frees its port. */
async function expectGracefulStop(server: Started, signal: NodeJS.Signals, serverPid: () => Promise<number>) {
  const pid = await serverPid();
  server.proc.kill(signal);
  // Draining (SHUTDOWN_DRAIN_MS): load balancers are told to stop sending.
  await expect.poll(async () => (await fetch(`${server.url}/api/health`)).status, { interval: 50 }).toBe(503);
  expect(await server.exited).toEqual({ code: 0, signal: null });
  // The server process itself is gone, not only the wrapper, and nothing answers on its port.
  expect(() => process.kill(pid, 0)).toThrow();
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
}

/** The pid of the process listening on the server's port, read from /proc (Linux). */
async function listenerPid(port: string): Promise<number> {
  const hex = Number(port).toString(16).toUpperCase().padStart(4, '0');
  const tcp = await fs.readFile('/proc/net/tcp', 'utf8');
  const line = tcp.split('\n').find((l) => l.includes(`:${hex} `) && l.trim().split(/\s+/)[3] === '0A');
  const inode = line?.trim().split(/\s+/)[9];
  if (!inode) throw new Error(`nadie escucha en ${port}`);
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const fds = await fs.readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await fs.readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target === `socket:[${inode}]`) return Number(pid);
    }
  }
  throw new Error(`no se encontró el proceso del puerto ${port}`);
}

describe('señales de término', () => {
  it('el arranque documentado de producción (el Node fijado, sin npm) recibe SIGTERM y drena', async () => {
    const { env, dataDir } = await emptyStartEnv(await freePort());
    env.SHUTDOWN_DRAIN_MS = '1500';
    try {
      const node = path.join(root, 'node_modules/.bin/node');
      const server = await spawnAndWait(
        node,
        ['--enable-source-maps', '--max-semi-space-size=16', 'server/dist/server.js'],
        env,
      );
      await expectGracefulStop(server, 'SIGTERM', async () => server.proc.pid!);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`npm start reenvía ${signal} al servidor`, async () => {
      const { env, dataDir } = await emptyStartEnv(await freePort());
      env.SHUTDOWN_DRAIN_MS = '1500';
      try {
        const server = await spawnAndWait('npm', ['start', '--silent'], env);
        const serverPid = await listenerPid(env.PORT!);
        expect(serverPid).not.toBe(server.proc.pid);
        await expectGracefulStop(server, signal, async () => serverPid);
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
  }
});

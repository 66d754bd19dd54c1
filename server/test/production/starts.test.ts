import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ADMIN, emptyStartEnv, freePort, spawnAndWait } from './harness.js';

// The SQLite driver of the previous runtime aborted (SIGABRT in a statement finalizer during garbage
// collection) in most first starts on Node 24. Every start here is a first start on an empty database.
const STARTS = 20;

describe('servidor compilado en el Node del proyecto', () => {
  it('corre en Node 22 o superior (el runtime fijado por el proyecto)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
  });

  it(`arranca ${STARTS} veces sobre una base vacía, atiende y termina con 0 ante SIGTERM`, async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < STARTS; i++) {
      const { env, dataDir } = await emptyStartEnv(await freePort());
      try {
        const server = await spawnAndWait(
          process.execPath,
          ['--enable-source-maps', '--max-semi-space-size=16', 'server/dist/server.js'],
          env,
        );
        // Real work on the fresh database: the bootstrap admin logs in and reads the session.
        const login = await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        expect(login.status).toBe(200);
        const cookie = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        expect((await fetch(`${server.url}/api/session`, { headers: { cookie } })).status).toBe(200);
        server.proc.kill('SIGTERM');
        const end = await server.exited;
        outcomes.push(`${end.code}/${end.signal ?? '-'}`);
        expect(end, server.output()).toEqual({ code: 0, signal: null });
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    }
    expect(outcomes).toHaveLength(STARTS);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD_LOOPBACK_MESSAGE } from '@intranet/contract';
import { cookieHeader, useTestApp } from '../helpers.js';
import type { SeedContext } from '../../src/seed/context.js';
import { DEMO_ADMIN_PASSWORD, DEMO_WORKER_PASSWORD, seedUsers } from '../../src/features/users/users.seed.js';

// The README publishes the demo passwords, so a demo account still on its
// published password logs in only from the server's own machine; once its password changes, from anywhere.
const REMOTE = '203.0.113.7';
const NEW_ADMIN_PASSWORD = 'Relevo.Faena.Cobre.48';

const t = useTestApp();
beforeAll(async () => {
  const ctx: SeedContext = { db: t.handle.db, storage: t.app.storage, log: t.app.log, users: [] };
  await seedUsers(ctx);
});

const login = (rut: string, password: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { rut, password }, remoteAddress, headers });

describe('published demo passwords', () => {
  it('work only from loopback, and not through a proxy on the same machine', async () => {
    for (const [rut, password] of [
      ['admin', DEMO_ADMIN_PASSWORD],
      ['11.111.111-1', DEMO_ADMIN_PASSWORD],
      ['mgonzalez', DEMO_WORKER_PASSWORD],
    ] as const) {
      const remote = await login(rut, password, REMOTE);
      expect(remote.statusCode, rut).toBe(403);
      expect(remote.json()).toMatchObject({
        error: DEMO_PASSWORD_LOOPBACK_MESSAGE,
        code: 'DEMO_PASSWORD_LOOPBACK_ONLY',
      });
      expect(remote.cookies).toHaveLength(0);
      const proxied = await login(rut, password, '127.0.0.1', { 'x-forwarded-for': REMOTE });
      expect(proxied.statusCode, rut).toBe(403);
      expect((await login(rut, password, '::1')).statusCode, rut).toBe(200);
    }
    // A wrong password from outside gets the usual answer: the flag is told only to whoever knows the password.
    expect((await login('admin', 'Otra.Cosa.2025', REMOTE)).json().error).not.toBe(DEMO_PASSWORD_LOOPBACK_MESSAGE);
  });

  it('once the password is changed (by the user or an admin), the account works from anywhere', async () => {
    const local = await login('admin', DEMO_ADMIN_PASSWORD);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie: cookieHeader(local) },
      payload: {
        password_actual: DEMO_ADMIN_PASSWORD,
        nueva_contraseña: NEW_ADMIN_PASSWORD,
        confirmar_contraseña: NEW_ADMIN_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    const remote = await login('admin', NEW_ADMIN_PASSWORD, REMOTE);
    expect(remote.statusCode).toBe(200);

    const worker = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'jmunoz')
      .executeTakeFirstOrThrow();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/users/${worker.id}/temporary-password`,
      headers: { cookie: cookieHeader(remote) },
      payload: { password: 'Ventana.Cobre.Turno.61' },
      remoteAddress: REMOTE,
    });
    expect(reset.statusCode).toBe(200);
    const workerRemote = await login('jmunoz', 'Ventana.Cobre.Turno.61', REMOTE);
    expect(workerRemote.statusCode).toBe(200);
    expect(workerRemote.json().mustChangePassword).toBe(true);
  });
});

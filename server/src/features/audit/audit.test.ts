import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { migrate, openDatabase } from '../../db/database.js';
import { badRequest } from '../../plugins/errors.js';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/auditoria${query}`, headers: { cookie } });

describe('audit log', () => {
  it('records login successes and failures without the password', async () => {
    const u = await makeUser(t.handle.db, { username: 'auditado' });
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { rut: 'auditado', password: 'clave-mala-123' } });
    await t.loginAs(u);
    const admin = await t.cookieFor('admin');
    const res = await list(admin, '?usuario=auditado');
    expect(res.statusCode).toBe(200);
    const actions = res.json().items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(['login', 'login_fallido']);
    const rows = await t.handle.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('clave-mala-123');
    expect(rows[0]!.ip).toBeTruthy();
    expect(rows[0]!.at).toMatch(/Z$/);
  });

  it('records successful admin writes with the row id, and not failed ones or GETs', async () => {
    // Throwaway admin routes stand in for any feature's create/delete.
    const handle = openDatabase({ sqliteFile: ':memory:' });
    await migrate(handle.db);
    const app = await buildApp(t.config, handle, { logger: false });
    app.post('/api/admin/prueba', { config: { access: 'admin' } }, async (_r, reply) =>
      reply.code(201).send({ id: 42 }),
    );
    app.delete('/api/admin/prueba/:id', { config: { access: 'admin' } }, async (_r, reply) => reply.code(204).send());
    app.put('/api/admin/prueba/:id', { config: { access: 'admin' } }, async () => {
      throw badRequest('Nombre requerido.');
    });
    try {
      const admin = await makeUser(handle.db, { role: 'admin' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { rut: admin.username, password: admin.password },
      });
      const cookie = cookieHeader(login);
      expect((await app.inject({ method: 'POST', url: '/api/admin/prueba', headers: { cookie } })).statusCode).toBe(
        201,
      );
      expect((await app.inject({ method: 'DELETE', url: '/api/admin/prueba/7', headers: { cookie } })).statusCode).toBe(
        204,
      );
      expect((await app.inject({ method: 'PUT', url: '/api/admin/prueba/7', headers: { cookie } })).statusCode).toBe(
        400,
      );
      const rows = await handle.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '<>', 'login')
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.action, r.entity, r.target_id, r.username, r.status])).toEqual([
        ['crear', 'POST /api/admin/prueba', '42', admin.username, 201],
        ['eliminar', 'DELETE /api/admin/prueba/:id', '7', admin.username, 204],
      ]);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('filters by action and date, pages, and validates filters', async () => {
    const admin = await t.cookieFor('admin');
    const today = new Date().toISOString().slice(0, 10);
    const res = await list(admin, `?accion=login&desde=${today}&hasta=${today}&limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(1);
    expect(res.json().total).toBeGreaterThanOrEqual(2);
    const bad = await list(admin, '?accion=borrar&desde=2026-13-40');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('accion');
  });

  it('is for admins only', async () => {
    expect((await list(await t.cookieFor('worker'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auditoria' })).statusCode).toBe(401);
  });
});

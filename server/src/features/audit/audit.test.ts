import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { migrate, openDatabase } from '../../db/database.js';
import { badRequest } from '../../plugins/errors.js';
import { cookieHeader, useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';
import { AUDIT_UNKNOWN_IDENTIFIER } from '@intranet/contract';

const t = useTestApp();

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

  it('records successful admin writes with the row id, failed ones as escritura_fallida, and not GETs', async () => {
    // Throwaway admin routes stand in for any feature's create/delete.
    const handle = openDatabase({ sqliteFile: ':memory:' });
    await migrate(handle.db);
    const app = await buildApp(t.config, handle, { logger: false });
    app.post('/api/admin/prueba', { config: { access: 'admin' } }, async (_r, reply) =>
      reply.code(201).send({ id: 42, titulo: 'Turnos de diciembre' }),
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
      expect(rows.map((r) => [r.action, r.entity, r.target_id, r.username, r.status, r.detalle])).toEqual([
        ['crear', 'POST /api/admin/prueba', '42', admin.username, 201, 'Turnos de diciembre'],
        ['eliminar', 'DELETE /api/admin/prueba/:id', '7', admin.username, 204, null],
        ['escritura_fallida', 'PUT /api/admin/prueba/:id', '7', admin.username, 400, null],
      ]);
    } finally {
      await app.close();
      await handle.close();
    }
  });

  it('keeps the name of what an admin write touched and finds people by part of their name', async () => {
    const admin = await makeUser(t.handle.db, { role: 'admin', nombre: 'Valentina Auditora Pérez' });
    const cookie = await t.loginAs(admin);
    const person = await makeUser(t.handle.db, { nombre: 'Andrés Registro Flores' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.id}/temporary-password`,
      headers: { cookie },
      payload: { password: 'Temporal.Cordillera.42' },
    });
    expect(res.statusCode).toBe(200);
    const found = await list(cookie, '?usuario=auditora');
    expect(found.statusCode).toBe(200);
    const items = found.json().items as { action: string; detalle: string | null; nombre: string }[];
    expect(items.map((i) => i.action)).toEqual(['contrasena_temporal', 'login']);
    expect(items[0]).toMatchObject({ nombre: 'Valentina Auditora Pérez', detalle: 'Andrés Registro Flores' });
    // Nobody else matches that part of a name.
    expect(items.every((i) => i.nombre === 'Valentina Auditora Pérez')).toBe(true);
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

  it('a failed login keeps the typed identifier only when it is shaped like a RUT or a username', async () => {
    const typed = [
      '11.111.111-1',
      'Maria.Soto',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      'mi clave secreta',
      'a'.repeat(61),
    ];
    for (const rut of typed) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { rut, password: 'clave-mala-123' },
      });
      expect(res.statusCode).toBe(401);
    }
    const rows = await t.handle.db
      .selectFrom('audit_log')
      .select('username')
      .where('action', '=', 'login_fallido')
      .orderBy('id', 'desc')
      .limit(typed.length)
      .execute();
    expect(rows.map((r) => r.username).reverse()).toEqual([
      '11111111-1',
      'Maria.Soto',
      AUDIT_UNKNOWN_IDENTIFIER,
      AUDIT_UNKNOWN_IDENTIFIER,
      AUDIT_UNKNOWN_IDENTIFIER,
      AUDIT_UNKNOWN_IDENTIFIER,
    ]);
  });

  it('does not record the refusals of a person who must first change a temporary password', async () => {
    const u = await makeUser(t.handle.db, { username: 'pendiente.cambio', mustChangePassword: true });
    const cookie = await t.loginAs(u);
    for (const url of ['/api/cumpleanos', '/api/buscar?q=casco', '/api/users']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const rows = await t.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('username', '=', 'pendiente.cambio')
      .where('action', '=', 'acceso_denegado')
      .execute();
    expect(rows).toEqual([]);
  });

  it('records password changes, 2FA changes, logouts, temporary passwords and 403s', async () => {
    const u = await makeUser(t.handle.db, { username: 'eventos' });
    const adminUser = await makeUser(t.handle.db, { role: 'admin', username: 'jefa.eventos' });
    const cookie = await t.loginAs(u);
    const admin = await t.loginAs(adminUser);
    const post = (url: string, c: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: c }, payload });

    const newPassword = 'Vq7#Lm2pTz9!Rk4w';
    // A wrong current password is recorded too (status 400), then the change that works.
    const wrong = await post('/api/user/change-password', cookie, {
      password_actual: 'no-es-la-clave',
      nueva_contraseña: newPassword,
      confirmar_contraseña: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await post('/api/user/change-password', cookie, {
      password_actual: u.password,
      nueva_contraseña: newPassword,
      confirmar_contraseña: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const cookie2 = cookieHeader(changed) || cookie;
    expect((await post('/api/user/2fa/setup', cookie2, { password: 'clave-errada' })).statusCode).toBe(400);
    expect((await post('/api/user/2fa/setup', cookie2, { password: newPassword })).statusCode).toBe(200);
    expect((await post('/api/user/2fa/enable', cookie2, { password: newPassword, codigo: '000000' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/user/2fa/disable', cookie2, { password: newPassword, codigo: '000000' })).statusCode).toBe(
      400,
    );
    // A worker on an admin route: 403, recorded with who tried.
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: cookie2 } })).statusCode).toBe(
      403,
    );
    expect((await post('/api/logout', cookie2)).statusCode).toBe(204);
    const temp = await post(`/api/users/${u.id}/temporary-password`, admin, { password: 'Temporal.9xQ!wz' });
    expect(temp.statusCode, temp.body).toBe(200);
    // A cross-site write without a session: 403, recorded without a user.
    const csrf = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { origin: 'https://malo.example' },
      payload: {},
    });
    expect(csrf.statusCode).toBe(403);

    const rows = await t.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) => eb.or([eb('username', 'in', ['eventos', 'jefa.eventos']), eb('username', 'is', null)]))
      .where('action', 'not in', ['login', 'login_fallido'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.entity, r.username, r.status, r.target_id])).toEqual([
      ['cambio_contrasena', 'POST /api/user/change-password', 'eventos', 400, null],
      ['cambio_contrasena', 'POST /api/user/change-password', 'eventos', 200, null],
      ['configurar_2fa', 'POST /api/user/2fa/setup', 'eventos', 400, null],
      ['configurar_2fa', 'POST /api/user/2fa/setup', 'eventos', 200, null],
      ['activar_2fa', 'POST /api/user/2fa/enable', 'eventos', 400, null],
      ['desactivar_2fa', 'POST /api/user/2fa/disable', 'eventos', 400, null],
      ['acceso_denegado', 'GET /api/users', 'eventos', 403, null],
      ['logout', 'POST /api/logout', 'eventos', 204, null],
      ['contrasena_temporal', 'POST /api/users/:id/temporary-password', 'jefa.eventos', 200, String(u.id)],
      ['acceso_denegado', 'POST /api/users', null, 403, null],
    ]);
    expect(JSON.stringify(rows)).not.toContain(newPassword);
    expect(JSON.stringify(rows)).not.toContain('Temporal.9xQ!wz');

    // The screen's filter knows the new kinds.
    const filtered = await list(admin, '?accion=contrasena_temporal');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().items[0].target_id).toBe(String(u.id));
  });

  it('is for admins only', async () => {
    expect((await list(await t.cookieFor('worker'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auditoria' })).statusCode).toBe(401);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { formatRut, RESET_REQUEST_ANSWER, RESET_REQUEST_MESSAGES } from '@intranet/contract';
import { fakeClock, useTestApp } from '../../../test/helpers.js';
import { makeUser, randomRut } from '../../../test/factories.js';

/** '¿Olvidó su contraseña?' → a request the admins see in the Panel → a temporary password. */
const clock = fakeClock();
const t = useTestApp({}, { clock });
let admin: string;
let worker: string;
let ipSeq = 0;
/** Each test asks from its own address, so the per-address limit of one never touches another. */
const nextIp = () => `10.19.0.${++ipSeq}`;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
});

const ask = (rut: unknown, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/solicitudes-restablecimiento', payload: { rut }, remoteAddress: ip });
const pending = async (cookie = admin) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/solicitudes-restablecimiento', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; usuario_id: number; nombre: string; rut: string; solicitada_at: string }[];
};

describe('forgotten-password requests', () => {
  it('stores the request, the admin lists it, a temporary password answers it and the person must change it', async () => {
    const person = await makeUser(t.handle.db, { nombre: 'María González' });
    const res = await ask(formatRut(person.rut), nextIp());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ mensaje: RESET_REQUEST_ANSWER });

    const list = await pending();
    const mine = list.find((r) => r.usuario_id === person.id);
    expect(mine).toMatchObject({
      nombre: 'María González',
      rut: person.rut,
      solicitada_at: new Date(clock.now()).toISOString(),
    });

    const audit = await t.handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'solicitud_restablecimiento')
      .where('user_id', '=', person.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ nombre: 'María González', status: 202, target_id: String(mine!.id) });

    const temp = await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.id}/temporary-password`,
      headers: { cookie: admin },
      payload: { password: 'Temporal.Nueva.42' },
    });
    expect(temp.statusCode).toBe(200);
    expect((await pending()).some((r) => r.usuario_id === person.id)).toBe(false);
    const row = await t.handle.db
      .selectFrom('reset_requests')
      .selectAll()
      .where('id', '=', mine!.id)
      .executeTakeFirstOrThrow();
    expect(row.estado).toBe('atendida');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: person.rut, password: 'Temporal.Nueva.42' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ mustChangePassword: true });
  });

  it('answers the same for an unknown RUT and for an inactive account, and lists neither', async () => {
    const inactive = await makeUser(t.handle.db, { activo: false });
    const known = await makeUser(t.handle.db);
    const answers = await Promise.all([
      ask(randomRut(), nextIp()),
      ask(inactive.rut, nextIp()),
      ask(known.rut, nextIp()),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ mensaje: RESET_REQUEST_ANSWER });
    }
    const ids = (await pending()).map((r) => r.usuario_id);
    expect(ids).toContain(known.id);
    expect(ids).not.toContain(inactive.id);
  });

  it('rejects a missing or invalid RUT with the field named', async () => {
    for (const rut of [undefined, '', '12.345.678-9', 'admin']) {
      const res = await ask(rut, nextIp());
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.rut).toMatch(/RUT/);
    }
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/solicitudes-restablecimiento',
      payload: {},
      remoteAddress: nextIp(),
    });
    expect(bare.statusCode).toBe(400);
  });

  it('lets anyone ask, and only admins list and dismiss', async () => {
    const anonymousList = await t.app.inject({ method: 'GET', url: '/api/solicitudes-restablecimiento' });
    expect(anonymousList.statusCode).toBe(401);
    const workerList = await t.app.inject({
      method: 'GET',
      url: '/api/solicitudes-restablecimiento',
      headers: { cookie: worker },
    });
    expect(workerList.statusCode).toBe(403);
    const workerDismiss = await t.app.inject({
      method: 'DELETE',
      url: '/api/solicitudes-restablecimiento/1',
      headers: { cookie: worker },
    });
    expect(workerDismiss.statusCode).toBe(403);
  });

  it('dismisses a request: one entry per person, gone after dismissal, 404 the second time', async () => {
    const person = await makeUser(t.handle.db);
    await ask(person.rut, nextIp());
    clock.advance(60_000);
    await ask(person.rut, nextIp());
    const entries = (await pending()).filter((r) => r.usuario_id === person.id);
    expect(entries).toHaveLength(1);
    const del = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/solicitudes-restablecimiento/${id}`, headers: { cookie: admin } });
    expect((await del(entries[0]!.id)).statusCode).toBe(204);
    expect((await pending()).some((r) => r.usuario_id === person.id)).toBe(false);
    const again = await del(entries[0]!.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(RESET_REQUEST_MESSAGES.notFound);
    const audit = await t.handle.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'DELETE /api/solicitudes-restablecimiento/:id')
      .where('status', '=', 204)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['solicitud_descartada']);
  });

  it('limits requests per RUT (known or not, from any address) and per address, for an hour', async () => {
    const known = await makeUser(t.handle.db);
    const unknown = randomRut();
    for (const rut of [known.rut, unknown]) {
      for (let i = 0; i < 3; i++) expect((await ask(rut, nextIp())).statusCode).toBe(202);
      const fourth = await ask(rut, nextIp());
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({ error: RESET_REQUEST_MESSAGES.throttled });
    }

    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await ask(randomRut(), ip)).statusCode).toBe(202);
    expect((await ask(randomRut(), ip)).statusCode).toBe(429);

    clock.advance(60 * 60 * 1000 + 1);
    expect((await ask(randomRut(), ip)).statusCode).toBe(202);
    expect((await ask(known.rut, nextIp())).statusCode).toBe(202);
  });
});

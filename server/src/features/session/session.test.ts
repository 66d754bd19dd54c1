import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE, formatRut } from '@intranet/contract';

/** The lockout names the minute it ends. */
const THROTTLED = /^Demasiados intentos fallidos\. Intente nuevamente a las \d{2}:\d{2}\.$/;
import { cookieHeader, fakeClock, useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';
import { ACCOUNT_MAX_DELAY_MS, accountDelayMs } from './session.service.js';

const t = useTestApp();
let worker: MadeUser;
let admin: MadeUser;

beforeAll(async () => {
  worker = await makeUser(t.handle.db, {
    role: 'worker',
    rut: '12345678-5',
    username: 'jperez',
    nombre: 'Juan Pérez Soto',
  });
  admin = await makeUser(t.handle.db, { role: 'admin', rut: '15000005-K', username: 'Jefa' });
});

const login = (rut: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { rut, password }, remoteAddress: ip });

describe('POST /api/login', () => {
  it.each(['12.345.678-5', '12345678-5', '123456785', 'jperez', 'JPEREZ'])('accepts %s', async (id) => {
    const res = await login(id, worker.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      redirect: '/Home',
      message: 'Bienvenido, Juan Pérez Soto',
      nombre: 'Juan Pérez Soto',
      role: 'worker',
      rut: '12345678-5',
      username: 'jperez',
    });
    expect(body.message).not.toContain('Administrador');
    expect(JSON.stringify(body)).not.toMatch(/password_hash|\$argon2|"password"/);
  });

  it('accepts a K check digit in lower or upper case and marks admins', async () => {
    for (const id of ['15.000.005-k', '15000005K']) {
      const res = await login(id, admin.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().role).toBe('admin');
      expect(res.json().message).toContain('Administrador');
    }
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie, Secure only over HTTPS', async () => {
    const res = await login('jperez', worker.password);
    const c = res.cookies[0]!;
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe('Lax');
    expect(c.path).toBe('/');
    expect(c.secure).toBeFalsy();
    expect(c.value.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
  });

  it('gives a new token at every login', async () => {
    const a = (await login('jperez', worker.password)).cookies[0]!.value;
    const b = (await login('jperez', worker.password)).cookies[0]!.value;
    expect(a).not.toBe(b);
  });

  it('refuses a wrong password, an unknown user and a RUT with a wrong check digit with the exact sentence', async () => {
    for (const [id, pw] of [
      ['jperez', 'incorrecta'],
      ['nadie', 'incorrecta'],
      ['12.345.678-4', worker.password],
    ] as const) {
      const res = await login(id, pw, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: LOGIN_FAILED_MESSAGE });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses an inactive user', async () => {
    const u = await makeUser(t.handle.db, { activo: false });
    const res = await login(u.username, u.password);
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with fields for missing fields, and for malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { rut: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('rut');
    expect(res.json().fields).toHaveProperty('password');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"rut": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<rut/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/no soportado/);
  });

  it('throttles the 6th failure within 15 minutes for one account and address, not others', async () => {
    const u = await makeUser(t.handle.db);
    for (let i = 0; i < 5; i++) expect((await login(formatRut(u.rut), 'mala-clave', '10.9.9.9')).statusCode).toBe(401);
    const sixth = await login(u.rut, u.password, '10.9.9.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(THROTTLED);
    // Another address may still log in to the same account.
    expect((await login(u.rut, u.password, '10.9.9.10')).statusCode).toBe(200);
  });

  it('a success clears earlier failures', async () => {
    const u = await makeUser(t.handle.db);
    for (let i = 0; i < 4; i++) await login(u.username, 'mala-clave', '10.8.8.8');
    expect((await login(u.username, u.password, '10.8.8.8')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(u.username, 'mala-clave', '10.8.8.8')).statusCode).toBe(401);
    expect((await login(u.username, u.password, '10.8.8.8')).statusCode).toBe(200);
  });
});

describe('throttling per resolved account', () => {
  const clock = fakeClock();
  const c = useTestApp({}, { clock });
  const attempt = (rut: string, password: string, ip: string) =>
    c.app.inject({ method: 'POST', url: '/api/login', payload: { rut, password }, remoteAddress: ip });

  it('the RUT and the username of one account count together from one address', async () => {
    const u = await makeUser(c.handle.db, { rut: '11111111-1', username: 'cuentaunica' });
    const ids = ['11.111.111-1', 'cuentaunica', '111111111', 'CUENTAUNICA', '11111111-1'];
    for (const id of ids) expect((await attempt(id, 'mala-clave', '10.1.0.1')).statusCode).toBe(401);
    const sixth = await attempt('cuentaunica', u.password, '10.1.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(THROTTLED);
    expect((await attempt('cuentaunica', u.password, '10.1.0.2')).statusCode).toBe(200);
  });

  it('limits one account across addresses with a growing delay, not a lockout', async () => {
    const u = await makeUser(c.handle.db, { rut: '22222222-2', username: 'distribuida' });
    // Ten failures, each from its own address and alternating identifiers: none hits the per-address limit.
    for (let i = 0; i < 10; i++) {
      const id = i % 2 ? 'distribuida' : '22.222.222-2';
      expect((await attempt(id, 'mala-clave', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    // Now even the right password from a new address waits 1 minute after the latest failure.
    const held = await attempt('distribuida', u.password, '198.51.100.50');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('60');
    clock.advance(61_000);
    expect((await attempt('distribuida', 'mala-clave', '198.51.100.51')).statusCode).toBe(401);
    // The 11th failure doubles the delay: 2 minutes.
    clock.advance(61_000);
    const again = await attempt('distribuida', u.password, '198.51.100.52');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('59');
    clock.advance(60_000);
    expect((await attempt('distribuida', u.password, '198.51.100.53')).statusCode).toBe(200);
  });

  it('the delay is capped at 15 minutes and failures age out after 24 hours', () => {
    expect([9, 10, 11, 12, 13, 14, 40].map(accountDelayMs)).toEqual([
      0,
      60_000,
      120_000,
      240_000,
      480_000,
      ACCOUNT_MAX_DELAY_MS,
      ACCOUNT_MAX_DELAY_MS,
    ]);
  });

  it('an attacker elsewhere cannot keep the owner out: addresses the account logged in from are exempt', async () => {
    const u = await makeUser(c.handle.db, { rut: '33333333-3', username: 'duena' });
    expect((await attempt('duena', u.password, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 14; i++) await attempt('33.333.333-3', 'mala-clave', `203.0.113.${i}`);
    expect((await attempt('duena', u.password, '203.0.113.99')).statusCode).toBe(429);
    expect((await attempt('duena', u.password, '10.3.0.1')).statusCode).toBe(200);
    // A day later the failures have aged out: any address may log in again.
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await attempt('duena', u.password, '203.0.113.99')).statusCode).toBe(200);
  });

  it('an identifier without an account is limited the same way (no hint that it does not exist)', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('nadie-aqui', 'x-clave', `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await attempt('nadie-aqui', 'x-clave', '192.0.2.77')).statusCode).toBe(429);
  });
});

describe('login warnings and lockout time', () => {
  // 18:27 UTC is 15:27 in Santiago (summer time, UTC-3).
  const clock = fakeClock(Date.parse('2026-11-25T18:27:00Z'));
  const c = useTestApp({}, { clock });
  const attempt = (rut: string, password: string, ip: string) =>
    c.app.inject({ method: 'POST', url: '/api/login', payload: { rut, password }, remoteAddress: ip });

  it('says how many tries remain from the 3rd failure, then when the lockout ends', async () => {
    const u = await makeUser(c.handle.db, { rut: '44444444-4', username: 'avisada' });
    const left: (number | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await attempt('avisada', 'mala-clave', '10.4.0.1');
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(LOGIN_FAILED_MESSAGE);
      left.push(res.json().intentos_restantes);
      clock.advance(60_000);
    }
    expect(left).toEqual([undefined, undefined, 2, 1, 0]);
    // The first failure was at 15:27: the address is free again at 15:42.
    const locked = await attempt('avisada', u.password, '10.4.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('Demasiados intentos fallidos. Intente nuevamente a las 15:42.');
    expect(locked.headers['retry-after']).toBe(String(10 * 60));
    clock.advance(10 * 60 * 1000 + 1000);
    expect((await attempt('avisada', u.password, '10.4.0.1')).statusCode).toBe(200);
  });

  it('a wrong identifier gets the same warnings (no hint whether the account exists)', async () => {
    const left: (number | undefined)[] = [];
    for (let i = 0; i < 4; i++) left.push((await attempt('nadie-existe', 'x', '10.4.0.2')).json().intentos_restantes);
    expect(left).toEqual([undefined, undefined, 2, 1]);
  });
});

describe('session and logout', () => {
  it('GET /api/session returns the user for a cookie and 401 without', async () => {
    const cookie = cookieHeader(await login('jperez', worker.password));
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: worker.id,
      username: 'jperez',
      nombre: 'Juan Pérez Soto',
      rut: '12345678-5',
      role: 'worker',
      mustChangePassword: false,
      mustSetupTwoFactor: false,
      // The file pickers check sizes against it before uploading.
      maxUploadMb: 25,
    });
    const anon = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error).toBeTypeOf('string');
  });

  it('logout ends the session on the server: the old cookie gets 401', async () => {
    const cookie = cookieHeader(await login('jperez', worker.password));
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('a deactivated user loses the session at once', async () => {
    const u = await makeUser(t.handle.db);
    const cookie = await t.loginAs(u);
    await t.handle.db.updateTable('users').set({ activo: 0 }).where('id', '=', u.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('expires sessions idle for 12 hours', async () => {
    const u = await makeUser(t.handle.db);
    const cookie = await t.loginAs(u);
    const old = new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString();
    await t.handle.db.updateTable('sessions').set({ last_seen_at: old }).where('user_id', '=', u.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
    const left = await t.handle.db.selectFrom('sessions').select('id').where('user_id', '=', u.id).execute();
    expect(left).toHaveLength(0);
  });

  it('expires sessions after 7 days whatever the activity', async () => {
    const u = await makeUser(t.handle.db);
    const cookie = await t.loginAs(u);
    await t.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', u.id)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const res = await login('jperez', worker.password);
    const token = res.cookies[0]!.value;
    const rows = await t.handle.db.selectFrom('sessions').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it('a user who must change the password may only reach the session routes', async () => {
    const u = await makeUser(t.handle.db, { mustChangePassword: true });
    const res = await login(u.username, u.password);
    expect(res.json().redirect).toBe('/change-password');
    const cookie = cookieHeader(res);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().mustChangePassword,
    ).toBe(true);
  });
});

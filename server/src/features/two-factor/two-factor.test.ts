import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLED_MESSAGE, TWO_FACTOR_CHECK_FAILED_MESSAGE } from '@intranet/contract';
import { cookieHeader, fakeClock, useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';
import { base32Decode, base32Encode, totpCode, verifyTotp } from '../../lib/totp.js';

/** Every app of this file runs on this clock; a test moves it one TOTP step after using a code. */
const clock = fakeClock();
const now = () => totpCode(currentSecret, Math.floor(clock.now() / 30_000));
const nextStep = () => clock.advance(30_000);
let currentSecret = '';

describe('TOTP primitives', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    // T = 59 s → step 1 → 94287082 (8 digits) → last 6 digits.
    expect(totpCode(secret, 1)).toBe('287082');
    expect(totpCode(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(base32Decode(secret).toString()).toBe('12345678901234567890');
  });

  it('accepts one step of drift and nothing else', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    const t = 1111111109 * 1000;
    expect(verifyTotp(secret, totpCode(secret, Math.floor(t / 30_000) - 1), t)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, Math.floor(t / 30_000) + 3), t)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', t)).toBe(false);
  });
});

describe('two-factor verification', () => {
  const t = useTestApp({}, { clock });
  let user: MadeUser;
  beforeAll(async () => {
    user = await makeUser(t.handle.db, { username: 'conclave' });
  });

  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const login = (extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: user.username, password: user.password, ...extra },
    });

  it('sets up, enables with a valid code, and then asks for the code at login', async () => {
    const cookie = await t.loginAs(user);
    const setup = await post('/api/user/2fa/setup', cookie, { password: user.password });
    expect(setup.statusCode).toBe(200);
    currentSecret = setup.json().secret;
    expect(setup.json().otpauthUrl).toContain('otpauth://totp/');
    expect(setup.json().qrSvg).toContain('<svg');

    const wrong = await post('/api/user/2fa/enable', cookie, {
      password: user.password,
      codigo: '000000' === now() ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: TWO_FACTOR_CHECK_FAILED_MESSAGE });
    const malformed = await post('/api/user/2fa/enable', cookie, { password: user.password, codigo: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.codigo).toBeDefined();

    const ok = await post('/api/user/2fa/enable', cookie, { password: user.password, codigo: now() });
    expect(ok.statusCode).toBe(200);
    nextStep();
    const codes: string[] = ok.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    const row = await t.handle.db
      .selectFrom('users')
      .select(['recovery_codes'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row!.recovery_codes).not.toContain(codes[0]!);

    const noCode = await login();
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect(noCode.cookies).toHaveLength(0);
    const badCode = await login({ codigo: '000000' === now() ? '111111' : '000000' });
    expect(badCode.json().code).toBe('TWO_FACTOR_INVALID');
    const good = await login({ codigo: now() });
    expect(good.statusCode).toBe(200);
    nextStep();

    // A recovery code works once.
    expect((await login({ codigo: codes[0] })).statusCode).toBe(200);
    expect((await login({ codigo: codes[0] })).statusCode).toBe(401);

    const status = await t.app.inject({ method: 'GET', url: '/api/user/2fa', headers: { cookie: cookieHeader(good) } });
    expect(status.json()).toEqual({ enabled: true, required: false });
  });

  it('refuses a code already used, and the codes of earlier steps (no replay)', async () => {
    const first = now();
    expect((await login({ codigo: first })).statusCode).toBe(200);
    const replay = await login({ codigo: first });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('TWO_FACTOR_INVALID');
    expect(replay.cookies).toHaveLength(0);
    // 30 s later the old code still lies inside the ±1 step drift window, and is still refused.
    nextStep();
    expect((await login({ codigo: first })).statusCode).toBe(401);
    expect((await login({ codigo: now() })).statusCode).toBe(200);
    nextStep();
  });

  it('two logins with the same code at once (replay race): exactly one succeeds', async () => {
    const code = now();
    const results = await Promise.all([login({ codigo: code }), login({ codigo: code })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    nextStep();
  });

  it('disables only with the password and a code', async () => {
    const cookie = cookieHeader(await login({ codigo: now() }));
    nextStep();
    const badPassword = await post('/api/user/2fa/disable', cookie, { password: 'mala', codigo: now() });
    const badCode = await post('/api/user/2fa/disable', cookie, { password: user.password, codigo: '123456' });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.body).toBe(badCode.body);
    expect((await post('/api/user/2fa/disable', cookie, { password: user.password, codigo: '12' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/user/2fa/disable', cookie, { password: user.password, codigo: now() })).statusCode).toBe(
      204,
    );
    expect((await login()).statusCode).toBe(200);
  });

  it('is for logged-in users only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/2fa/setup' })).statusCode).toBe(401);
  });

  it('setup and enable need the account password; a wrong one gives the same sentence as a wrong code', async () => {
    const other = await makeUser(t.handle.db);
    const cookie = await t.loginAs(other);
    const noPassword = await post('/api/user/2fa/setup', cookie, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields.password).toBeDefined();
    const badPassword = await post('/api/user/2fa/setup', cookie, { password: 'no-es-la-clave' });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json()).toEqual({ error: TWO_FACTOR_CHECK_FAILED_MESSAGE });
    const setup = await post('/api/user/2fa/setup', cookie, { password: other.password });
    expect(setup.statusCode).toBe(200);
    const secret: string = setup.json().secret;
    const code = totpCode(secret, Math.floor(clock.now() / 30_000));
    const enableNoPassword = await post('/api/user/2fa/enable', cookie, { codigo: code });
    expect(enableNoPassword.statusCode).toBe(400);
    expect(enableNoPassword.json().fields.password).toBeDefined();
    const enableBadPassword = await post('/api/user/2fa/enable', cookie, { password: 'no-es-la-clave', codigo: code });
    expect(enableBadPassword.json()).toEqual({ error: TWO_FACTOR_CHECK_FAILED_MESSAGE });
    const status = await t.app.inject({ method: 'GET', url: '/api/user/2fa', headers: { cookie } });
    expect(status.json().enabled).toBe(false);
  });

  it('throttles wrong passwords per user across addresses: 429 after 5, even for the right one', async () => {
    const victim = await makeUser(t.handle.db);
    const cookie = await t.loginAs(victim);
    // Enable 2FA properly first.
    const secret: string = (await post('/api/user/2fa/setup', cookie, { password: victim.password })).json().secret;
    const code = () => totpCode(secret, Math.floor(clock.now() / 30_000));
    expect((await post('/api/user/2fa/enable', cookie, { password: victim.password, codigo: code() })).statusCode).toBe(
      200,
    );
    nextStep();
    const disable = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/2fa/disable',
        headers: { cookie },
        remoteAddress: ip,
        payload: { password, codigo: code() },
      });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await disable(`mala-${i}`, `10.7.0.${i}`));
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(answers.map((r) => r.body))).toEqual(
      new Set([JSON.stringify({ error: TWO_FACTOR_CHECK_FAILED_MESSAGE })]),
    );
    const sixth = await disable(victim.password, '10.7.0.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe(LOGIN_THROTTLED_MESSAGE);
    // The window is 15 minutes, on the app's clock.
    clock.advance(15 * 60_000 + 1000);
    expect((await disable(victim.password, '10.7.0.99')).statusCode).toBe(204);
  });
});

describe('REQUIRE_ADMIN_2FA=true', () => {
  const t = useTestApp({ REQUIRE_ADMIN_2FA: 'true' }, { clock });

  it('restricts an admin without 2FA to setting it up, and frees him after', async () => {
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: admin.username, password: admin.password },
    });
    expect(res.json()).toMatchObject({ redirect: '/configurar-2fa', mustSetupTwoFactor: true });
    const cookie = cookieHeader(res);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/admin/auditoria', headers: { cookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/2fa/setup',
      headers: { cookie },
      payload: { password: admin.password },
    });
    currentSecret = setup.json().secret;
    await t.app.inject({
      method: 'POST',
      url: '/api/user/2fa/enable',
      headers: { cookie },
      payload: { password: admin.password, codigo: now() },
    });
    nextStep();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auditoria', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const disable = await t.app.inject({
      method: 'POST',
      url: '/api/user/2fa/disable',
      headers: { cookie },
      payload: { password: admin.password, codigo: now() },
    });
    expect(disable.statusCode).toBe(403);
  });

  it('does not restrict workers', async () => {
    const worker = await makeUser(t.handle.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: worker.username, password: worker.password },
    });
    expect(res.json().mustSetupTwoFactor).toBe(false);
    expect(res.json().redirect).toBe('/Home');
  });
});

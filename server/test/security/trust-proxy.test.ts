import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../../src/config.js';
import { useTestApp } from '../helpers.js';
import { makeUser } from '../factories.js';

// Behind the README's nginx (`$proxy_add_x_forwarded_for`), the proxy appends the address it saw to whatever
// X-Forwarded-For the client sent. Only the entries added by trusted proxies may decide the client's address.
const PROXY = '10.0.0.99';
const CLIENT = '198.51.100.7';

describe('TRUST_PROXY values', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['TRUE', 1],
    ['2', 2],
    ['10.0.0.99', ['10.0.0.99']],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%s', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '11', '-1', '10.0.0.300', '10.0.0.0/33', 'proxy.local', '10.0.0.1,', '1.2.3.4/8/1'])(
    'rejects %s naming the variable',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
    },
  );

  it('defaults to trusting no proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe.each([
  ['true', 'one hop'],
  [PROXY, 'the proxy address'],
  ['10.0.0.0/24', 'the proxy network'],
])('TRUST_PROXY=%s (%s)', (trust) => {
  const t = useTestApp({ TRUST_PROXY: trust });

  const viaProxy = (forged: string, rut: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${forged}, ${CLIENT}`, 'x-forwarded-proto': 'https' },
      payload: { rut, password },
    });

  it('a client cannot pick its address with its own X-Forwarded-For: rotating values still hit the limit', async () => {
    const u = await makeUser(t.handle.db);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await viaProxy(`203.0.113.${i}`, u.rut, 'mala-clave')).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual(Array(7).fill(429));
    const res = await viaProxy('203.0.113.200', u.rut, u.password);
    expect(res.statusCode).toBe(429);
    // The lockout says when it ends.
    expect(res.json().error).toMatch(/^Demasiados intentos fallidos\. Intente nuevamente a las \d{2}:\d{2}\.$/);
    // The address the proxy saw is what the audit log records.
    const rows = await t.handle.db.selectFrom('login_attempts').select('ip').distinct().execute();
    expect(rows.map((r) => r.ip)).toEqual([CLIENT]);
  });
});

describe('TRUST_PROXY with addresses', () => {
  const t = useTestApp({ TRUST_PROXY: PROXY });

  it('ignores X-Forwarded-For from a socket that is not a listed proxy', async () => {
    const u = await makeUser(t.handle.db);
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { rut: u.rut, password: 'mala-clave' },
      });
    }
    const rows = await t.handle.db.selectFrom('login_attempts').select('ip').distinct().execute();
    expect(rows.map((r) => r.ip)).toEqual(['192.0.2.50']);
  });
});

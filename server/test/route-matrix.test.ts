import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Walks every registered /api route: anonymous callers get 401 unless the route is public,
 * workers get 403 on admin routes, and the allowed role gets past the access check.
 * New features are covered automatically because routes declare their access when registered.
 */
let t: TestApp;
let worker: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = await t.cookieFor('worker');
  admin = await t.cookieFor('admin');
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x.webp');
// Logging out would end the session used by the following checks.
const SKIP_ALLOWED = new Set(['POST /api/logout']);

describe('route matrix', () => {
  it('covers a non-trivial set of routes', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(3);
  });

  it('every route declares public, session or admin', () => {
    for (const r of t.app.apiRoutes) expect(['public', 'session', 'admin']).toContain(r.access);
  });

  it('anonymous → 401 on every non-public route', async () => {
    for (const r of t.app.apiRoutes.filter((x) => x.access !== 'public')) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url) });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 401,
      });
    }
  });

  it('worker → 403 on every admin route', async () => {
    for (const r of t.app.apiRoutes.filter((x) => x.access === 'admin')) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: { cookie: worker } });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 403,
      });
    }
  });

  it('the allowed role passes the access check', async () => {
    for (const r of t.app.apiRoutes) {
      if (SKIP_ALLOWED.has(`${r.method} ${r.url}`)) continue;
      const cookie = r.access === 'admin' ? admin : worker;
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: { cookie } });
      expect({ route: `${r.method} ${r.url}`, ok: ![401, 403].includes(res.statusCode) }).toEqual({
        route: `${r.method} ${r.url}`,
        ok: true,
      });
    }
  });

  it('refuses to start when a route does not declare its access', async () => {
    const { default: Fastify } = await import('fastify');
    const { authPlugin } = await import('../src/plugins/auth/auth.plugin.js');
    const app = Fastify();
    await app.register(authPlugin);
    await app.after();
    expect(() => app.get('/api/sin-acceso', async () => ({}))).toThrow(/no declara su acceso/);
    await app.close().catch(() => undefined);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';
import { countRows } from '../requests.js';

const t = useTestApp();

const FOREIGN = { origin: 'https://evil.example', host: 'localhost:3000' };

describe('cross-site state changes are refused on every route, whatever the URL spelling', () => {
  it('POST /%61pi/users with a foreign Origin creates no admin (403)', async () => {
    const cookie = await t.cookieFor('admin');
    const before = await countRows(t, 'users');
    for (const url of ['/%61pi/users', '/%61%70%69/users', '/api/%75sers', '/%61pi/%75sers?x=1']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...FOREIGN, cookie, 'content-type': 'application/json' },
        payload: {
          rut: '11.111.111-1',
          username: 'intruso',
          correo: 'i@x.cl',
          password: 'Clave.Segura.1',
          role: 'admin',
        },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: 'Solicitud rechazada: origen no permitido.' });
    }
    expect(await countRows(t, 'users')).toBe(before);
  });

  it('checks Sec-Fetch-Site and a null Origin on encoded paths and on paths outside /api', async () => {
    const cookie = await t.cookieFor('worker');
    const site = await t.app.inject({
      method: 'POST',
      url: '/%61pi/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(site.statusCode).toBe(403);
    // The session survived the refused logout.
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/cualquier/ruta', headers: { origin: 'null' } });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('same-origin writes through an encoded path still work', async () => {
    const cookie = await t.cookieFor('worker');
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/logout',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(204);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/**
 * Walks every registered /api route: anonymous callers get 401 unless the route is public,
 * workers get 403 on admin routes, and the allowed role gets past the access check.
 * New features are covered automatically because routes declare their access when registered.
 */
const t = useTestApp();
let worker: string;
let admin: string;

beforeAll(async () => {
  worker = await t.cookieFor('worker');
  admin = await t.cookieFor('admin');
});

/**
 * Every /api route with its access: a route added, removed or opened up shows here in review. Sorted; keep it so
 * when adding a route.
 */
const EXPECTED_ROUTES = [
  'DELETE /api/admin/comentarios/:id admin',
  'DELETE /api/admin/powerbi-pages/:page admin',
  'DELETE /api/admin/reportes/:id admin',
  'DELETE /api/announcements/:id admin',
  'DELETE /api/comentarios/:id/reacciones session',
  'DELETE /api/cumpleanos/:id admin',
  'DELETE /api/images/:id admin',
  'DELETE /api/intro-slides/:id admin',
  'DELETE /api/noticias/:id admin',
  'DELETE /api/organization/nodes/:id admin',
  'DELETE /api/procedimientos/:id admin',
  'DELETE /api/push/suscripcion session',
  'DELETE /api/solicitudes-restablecimiento/:id admin',
  'DELETE /api/videos/:id admin',
  'GET /api/admin/auditoria admin',
  'GET /api/admin/comentarios/tema/:id admin',
  'GET /api/admin/panel/estadisticas admin',
  'GET /api/admin/panel/feriados admin',
  'GET /api/admin/powerbi-pages admin',
  'GET /api/admin/reportes admin',
  'GET /api/admin/reportes/usuarios admin',
  'GET /api/admin/temas admin',
  'GET /api/announcements public',
  'GET /api/announcements/:id session',
  'GET /api/buscar session',
  'GET /api/comentarios/:id session',
  'GET /api/comentarios/:id/reacciones session',
  'GET /api/config-cliente session',
  'GET /api/cumpleanos session',
  'GET /api/cumpleanos/mes session',
  'GET /api/datos/dispositivos session',
  'GET /api/docs admin',
  'GET /api/docs/:archivo admin',
  'GET /api/foro/eventos session',
  'GET /api/get-powerbi-url/:page session',
  'GET /api/health public',
  'GET /api/images session',
  'GET /api/indicadores session',
  'GET /api/intro-slides session',
  'GET /api/lecturas admin',
  'GET /api/lecturas/:id/estado admin',
  'GET /api/lecturas/:id/export.csv admin',
  'GET /api/lecturas/:id/reporte.pdf admin',
  'GET /api/lecturas/pendientes session',
  'GET /api/lecturas/verificar admin',
  'GET /api/noticias session',
  'GET /api/noticias/:id session',
  'GET /api/noticias/:id/relacionadas session',
  'GET /api/notificaciones session',
  'GET /api/notificaciones/eventos session',
  'GET /api/openapi.json admin',
  'GET /api/organization/all_people session',
  'GET /api/organization/desde-jefaturas admin',
  'GET /api/organization/nodes session',
  'GET /api/personas/:id session',
  'GET /api/procedimientos session',
  'GET /api/procedimientos/:id/versiones admin',
  'GET /api/procedimientos/:id/versiones/:numero/archivo admin',
  'GET /api/procedimientos/archivos/:archivo session',
  'GET /api/procedimientos/conteos session',
  'GET /api/push/clave session',
  'GET /api/reportes/mis-reportes session',
  'GET /api/saludos session',
  'GET /api/session session',
  'GET /api/solicitudes-restablecimiento admin',
  'GET /api/temas session',
  'GET /api/trabajadores session',
  'GET /api/trabajadores/all session',
  'GET /api/uploads/* session',
  'GET /api/uploads/announcements/* public',
  'GET /api/user/2fa session',
  'GET /api/user/profile session',
  'GET /api/users admin',
  'GET /api/users/:id admin',
  'GET /api/videos session',
  'POST /api/admin/reportes admin',
  'POST /api/admin/temas admin',
  'POST /api/announcements admin',
  'POST /api/comentarios session',
  'POST /api/comentarios/:id/reacciones session',
  'POST /api/cumpleanos admin',
  'POST /api/images admin',
  'POST /api/intro-slides admin',
  'POST /api/lecturas admin',
  'POST /api/lecturas/:id/cerrar admin',
  'POST /api/lecturas/:id/confirmar session',
  'POST /api/login public',
  'POST /api/logout session',
  'POST /api/noticias admin',
  'POST /api/notificaciones/leidas session',
  'POST /api/organization/desde-jefaturas admin',
  'POST /api/organization/nodes admin',
  'POST /api/procedimientos admin',
  'POST /api/procedimientos/:id/versiones admin',
  'POST /api/push/suscripcion session',
  'POST /api/saludos session',
  'POST /api/saludos/leidos session',
  'POST /api/solicitudes-restablecimiento public',
  'POST /api/user/2fa/disable session',
  'POST /api/user/2fa/enable session',
  'POST /api/user/2fa/setup session',
  'POST /api/user/change-password session',
  'POST /api/users admin',
  'POST /api/users/:id/temporary-password admin',
  'POST /api/users/import admin',
  'POST /api/videos admin',
  'PUT /api/admin/comentarios/:id admin',
  'PUT /api/admin/powerbi-pages/:page admin',
  'PUT /api/admin/reportes/:id admin',
  'PUT /api/admin/reportes/usuarios/:id admin',
  'PUT /api/admin/temas/:id admin',
  'PUT /api/announcements/:id admin',
  'PUT /api/cumpleanos/:id admin',
  'PUT /api/intro-slides/:id admin',
  'PUT /api/lecturas/:id admin',
  'PUT /api/noticias/:id admin',
  'PUT /api/organization/nodes/:id admin',
  'PUT /api/procedimientos/:id admin',
  'PUT /api/procedimientos/:id/visibilidad admin',
  'PUT /api/user/profile/update session',
  'PUT /api/users/:id admin',
  'PUT /api/videos/:id admin',
];

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x.webp');
// Logging out would end the session used by the following checks.
const SKIP_ALLOWED = new Set(['POST /api/logout']);

describe('route matrix', () => {
  it('registers exactly the expected routes, each with its access', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url} ${r.access}`).sort();
    expect(registered).toEqual(EXPECTED_ROUTES);
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

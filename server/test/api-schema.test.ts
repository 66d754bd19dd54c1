import { beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiSchemaPlugin } from '../src/plugins/api-schema.js';
import { errorsPlugin } from '../src/plugins/errors.js';
import { useTestApp } from './helpers.js';

/**
 * Route schemas (plugins/api-schema.ts): every /api route has one, the OpenAPI 3.1 document lists every route
 * with its access level and validates, refused input answers the contract's Spanish `{error, fields}`, and the
 * document and its page are for administrators only.
 */
const t = useTestApp();
let worker: string;
let admin: string;

beforeAll(async () => {
  worker = await t.cookieFor('worker');
  admin = await t.cookieFor('admin');
});

/**
 * Routes whose answer is not JSON (a file, a stream, a page): they need no response schema, but still declare their
 * params and query. Each one is named here on purpose.
 */
const NOT_JSON = new Set([
  'GET /api/docs', // HTML page
  'GET /api/docs/:archivo', // the page's CSS and JavaScript
  'GET /api/procedimientos/archivos/:archivo', // PDF download
  'GET /api/procedimientos/:id/versiones/:numero/archivo', // PDF download of one version
  'GET /api/uploads/*', // uploaded images
  'GET /api/uploads/announcements/*', // announcement images (public)
  'GET /api/foro/eventos', // server-sent events
  'GET /api/notificaciones/eventos', // server-sent events: the bell's refresh hints
  'GET /api/lecturas/:id/export.csv', // CSV download
  'GET /api/lecturas/:id/reporte.pdf', // PDF report
]);

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('route schemas', () => {
  it('every /api route has its schema: params, and a response unless it is not JSON', () => {
    const missing: string[] = [];
    for (const r of t.app.apiRoutes) {
      const schema = (r.schema ?? {}) as { params?: unknown; response?: Record<string, unknown> };
      const success = Object.keys(schema.response ?? {}).some((status) => /^2/.test(status));
      if (r.url.includes('/:') && !schema.params) missing.push(`${key(r)}: params`);
      if (!NOT_JSON.has(key(r)) && !success) missing.push(`${key(r)}: response`);
    }
    expect(missing).toEqual([]);
  });

  it('the NOT_JSON list names only routes that exist', () => {
    const all = new Set(t.app.apiRoutes.map(key));
    for (const name of NOT_JSON) expect({ name, exists: all.has(name) }).toEqual({ name, exists: true });
  });

  it('a refused query answers 400 with the Spanish message of the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/noticias?limit=abc', headers: { cookie: worker } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'limit debe ser un número entre 1 y 60.',
      fields: { limit: 'limit debe ser un número entre 1 y 60.' },
    });
  });

  it('a refused path parameter answers 400 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/noticias/abc', headers: { cookie: worker } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Identificador inválido.', fields: { id: 'Identificador inválido.' } });
  });
});

describe('schemas at work (a bare app with the two plugins)', () => {
  it('the response schema sends only the fields it names, and an absent JSON body is an empty object', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    await app.register(errorsPlugin, { maxUploadMb: 1 });
    await app.register(apiSchemaPlugin);
    const row = { id: 7, nombre: 'Ana', password_hash: 'secreto' };
    app.get(
      '/fila',
      { schema: { response: { 200: z.object({ id: z.number(), nombre: z.string() }) } } },
      async () => row,
    );
    app.post(
      '/nombre',
      {
        schema: {
          body: z.object({ nombre: z.string({ error: 'Ingrese el nombre.' }) }),
          response: { 200: z.object({}) },
        },
      },
      async () => ({}),
    );
    const res = await app.inject({ method: 'GET', url: '/fila' });
    expect(res.json()).toEqual({ id: 7, nombre: 'Ana' });
    const empty = await app.inject({ method: 'POST', url: '/nombre' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Ingrese el nombre.', fields: { nombre: 'Ingrese el nombre.' } });
    await app.close();
  });
});

describe('GET /api/openapi.json', () => {
  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie: worker } });
    expect(res.statusCode).toBe(403);
  });

  it('validates as OpenAPI 3.1 and lists every route with its access level', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');

    const listed: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { 'x-acceso'?: string }>>)) {
      for (const [method, op] of Object.entries(item)) listed.push(`${method.toUpperCase()} ${path} ${op['x-acceso']}`);
    }
    // OpenAPI writes path parameters as {id}; a wildcard route as {*}.
    const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');
    const expected = t.app.apiRoutes.map((r) => `${r.method} ${openApiPath(r.url)} ${r.access}`);
    expect(listed.sort()).toEqual(expected.sort());
    // Nothing of the web app (static files, the SPA's index) is in the API document.
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: worker } })).statusCode).toBe(403);
    const asset = await t.app.inject({
      method: 'GET',
      url: '/api/docs/swagger-ui-bundle.js',
      headers: { cookie: worker },
    });
    expect(asset.statusCode).toBe(403);
  });

  it('serves the reference page and its files from this origin, with no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: admin } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\//);
      expect((inline ?? '').trim()).toBe('');
    }
    for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js', 'iniciar.js']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/docs/${file}`, headers: { cookie: admin } });
      expect({ file, status: res.statusCode }).toEqual({ file, status: 200 });
    }
    const other = await t.app.inject({ method: 'GET', url: '/api/docs/package.json', headers: { cookie: admin } });
    expect(other.statusCode).toBe(404);
  });
});

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemo } from '../../src/seed/demo.js';
import { multipart, onPostgres, storedFiles, tempFiles, type TestApp, useTestApp } from '../helpers.js';

/**
 * Property-based bad input over every write endpoint: generated JSON bodies, multipart parts,
 * query strings and path ids. Whatever comes in: never a 5xx, and a 4xx changes no row and no file.
 */

// Field names used anywhere in the spec, so generated bodies reach the validators, not just the parsers.
const FIELDS = [
  'nombre',
  'area',
  'detalle',
  'fecha',
  'imagen',
  'titulo',
  'descripcion',
  'activo',
  'type',
  'title',
  'detail',
  'cargo',
  'fecha_cumpleanos',
  'subarea',
  'visible',
  'archivo',
  'name',
  'role',
  'department',
  'parent_id',
  'email',
  'phone',
  'description',
  'image',
  'username',
  'password',
  'puesto',
  'telefono',
  'correo',
  'razon_social',
  'rut',
  'fecha_nacimiento',
  'imagen_perfil',
  'comentario',
  'tema_id',
  'usuario',
  'emoji',
  'link',
  'codigo',
  'password_actual',
  'nueva_contraseña',
  'confirmar_contraseña',
  'dispositivo',
  'image1',
  'image2',
  'url',
  'page',
];
const FILE_FIELDS = ['imagen', 'image', 'archivo', 'imagen_perfil', 'image1', 'image4', 'file', 'csv'];

// Tables whose rows legitimately change on a refused request (sessions touched, failures and audit recorded).
const VOLATILE = new Set([
  'sessions',
  'login_attempts',
  'login_known_addresses',
  'audit_log',
  'kysely_migration',
  'kysely_migration_lock',
]);
// Routes that end the fuzzing session or are throttled on purpose.
const SKIP = new Set(['POST /api/logout', 'POST /api/login']);

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '1e999',
    '-1',
    'NaN',
    'true',
    'false',
    'null',
    '2026-02-30',
    '9999-99-99',
    'javascript:alert(1)',
    '👍',
    '😈',
    'a'.repeat(5000),
    '%00',
    '{}',
    '12.345.678-5',
    '12.345.678-4',
    'bienvenido',
    'Gerencia',
    'Manuales',
    'https://app.powerbi.com/x',
  ),
);
const scalar = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
);
const formBody = fc.record({
  fields: fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 8 }),
  file: fc.option(
    fc.record({
      field: fc.constantFrom(...FILE_FIELDS),
      filename: fc.constantFrom('a.png', '../../x.pdf', 'x\u0000.jpg', 'ñandú.pdf', 'a.svg', ''),
      content: fc.oneof(
        fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
        fc.constantFrom(
          Buffer.from('%PDF-1.4\n%broken'),
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x3c, 0x68, 0x74, 0x6d, 0x6c, 0x3e]),
          Buffer.alloc(0),
        ),
      ),
    }),
    { nil: undefined },
  ),
});
const idValue = fc.oneof(
  fc.constantFrom('1', '2', '3', '0', '-1', 'abc', '1.5', '99999999999', '%2e%2e%2f', 'x.pdf', '1;DROP'),
  fc.nat({ max: 50 }).map(String),
);
const query = fc.option(
  fc.dictionary(fc.constantFrom(...FIELDS, 'q', 'filtro', 'ultimas', 'limit'), nasty, { maxKeys: 3 }),
  {
    nil: undefined,
  },
);

/** A hash of every table's rows and the stored files: equal before and after means nothing was written. */
async function fingerprint(t: TestApp): Promise<string> {
  const tables = await t.handle.db.introspection.getTables();
  const hash = createHash('sha256');
  for (const table of tables.map((x) => x.name).sort()) {
    if (VOLATILE.has(table)) continue;
    const rows = await sql`select * from ${sql.table(table)} order by 1`.execute(t.handle.db);
    hash.update(table).update(JSON.stringify(rows.rows));
  }
  hash.update(JSON.stringify(await storedFiles(t.dataDir)));
  return hash.digest('hex');
}

describe.skipIf(onPostgres)('property-based bad input on every write endpoint', () => {
  const t = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    await seedDemo({ db: t.handle.db, storage: t.app.storage, log: t.app.log });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: 'admin', password: 'Admin.2025' },
    });
    cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  }, 120_000);

  it('never answers 5xx and never writes on a 4xx (≥1,000 generated requests)', async () => {
    const routes = t.app.apiRoutes.filter(
      (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !SKIP.has(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(0);
    const runsPerRoute = Math.max(12, Math.ceil(1000 / routes.length));
    let total = 0;
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(fc.boolean(), jsonBody, formBody, idValue, query, async (asForm, json, form, id, q) => {
          total++;
          let url = route.url.replace(/:[A-Za-z_]+/g, encodeURIComponent(id)).replace(/\*$/, id);
          if (q) url += `?${new URLSearchParams(q as Record<string, string>).toString()}`;
          const before = await fingerprint(t);
          let res;
          if (asForm) {
            const parts: Record<string, string | { filename: string; content: Buffer }> = { ...form.fields };
            if (form.file) parts[form.file.field] = { filename: form.file.filename, content: form.file.content };
            const body = multipart(parts);
            res = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: { cookie, ...body.headers },
              payload: body.payload,
            });
          } else {
            res = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: { cookie, 'content-type': 'application/json' },
              payload: json === undefined ? undefined : JSON.stringify(json),
            });
          }
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json().error, `${route.method} ${url} error body`).toBeTypeOf('string');
            expect(await fingerprint(t), `${route.method} ${url} changed data on ${res.statusCode}`).toBe(before);
          }
          expect(await tempFiles(t.dataDir)).toEqual([]);
        }),
        { numRuns: runsPerRoute },
      );
    }
    expect(failures).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(1000);
  }, 600_000);
});

// Hostile search texts: either engine's query syntax, SQL, NUL, emoji and very long text.
const HOSTILE_SEARCHES = [
  '"',
  '""',
  'altura*',
  '*',
  '"trabajo" NEAR "altura"',
  'NEAR(a b)',
  'titulo:altura',
  ':',
  'a & b',
  'a | b',
  '!a',
  '(',
  ')',
  "'); drop table documents; --",
  "' or 1=1 --",
  '\u0000',
  'a\u0000b',
  '🔥🔥',
  '👩‍👩‍👧 familia',
  '%_%',
  '\\',
  'AND OR NOT',
  '{titulo}: x',
  '^x',
  'x'.repeat(10_000),
  'ab '.repeat(100),
];

describe('property-based search texts on every search (both engines)', () => {
  const s = useTestApp();
  let worker: string;
  beforeAll(async () => {
    await seedDemo({ db: s.handle.db, storage: s.app.storage, log: s.app.log });
    worker = await s.cookieFor('worker');
  }, 120_000);

  it('never answers 5xx: a 200 or a Spanish 400 (≥400 generated queries)', async () => {
    const searchText = fc.oneof(
      fc.constantFrom(...HOSTILE_SEARCHES),
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc
        .array(fc.constantFrom(...HOSTILE_SEARCHES, 'altura', 'trabajo', 'NEAR', 'OR'), { maxLength: 6 })
        .map((a) => a.join(' ')),
    );
    const urls = [
      (q: string) => `/api/buscar?q=${encodeURIComponent(q)}`,
      (q: string) => `/api/buscar?q=${encodeURIComponent(q)}&tipo=documentos&pagina=2`,
      (q: string) => `/api/noticias?q=${encodeURIComponent(q)}`,
      (q: string) => `/api/procedimientos?q=${encodeURIComponent(q)}`,
    ];
    await fc.assert(
      fc.asyncProperty(searchText, fc.constantFrom(...urls), async (q, url) => {
        const res = await s.app.inject({ method: 'GET', url: url(q), headers: { cookie: worker } });
        expect(res.statusCode, `${url(q).slice(0, 200)}: ${res.body.slice(0, 300)}`).toBeOneOf([200, 400]);
        if (res.statusCode === 400) expect(res.json().error).toMatch(/[a-záéíóú]/i);
      }),
      { numRuns: 400, examples: HOSTILE_SEARCHES.map((q) => [q, urls[0]!]) },
    );
  }, 300_000);
});

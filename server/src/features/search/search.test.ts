import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, type SearchResponse } from '@intranet/contract';
import { multipart, useTestApp } from '../../../test/helpers.js';
import { makeComment, makeNews, makeTopic, makeUser } from '../../../test/factories.js';
import { nowIso } from '../../db/sql.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import { fragmentOf } from './search.service.js';
import { searchRepository } from './search.repository.js';

const t = useTestApp();
let admin: string;
let worker: string;
const db = () => t.handle.db;

async function addDocument(nombre: string, opts: { visible?: boolean; texto?: string; fecha?: string } = {}) {
  const now = nowIso();
  const { id } = await db()
    .insertInto('documents')
    .values({
      nombre,
      area: 'Normas ISO 45001',
      subarea: '07 Apoyo',
      archivo: `doc-${Math.random().toString(36).slice(2)}.pdf`,
      ruta: '/uploads/documents/x.pdf',
      tamano: 10,
      visible: opts.visible === false ? 0 : 1,
      fecha_subida: opts.fecha ?? now,
      texto: opts.texto ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addCourse(title: string, area: string) {
  const now = nowIso();
  await db()
    .insertInto('course_videos')
    .values({
      title,
      area,
      image: null,
      link: 'https://example.com/v',
      search_text: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const buscar = (cookie: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/buscar?${query}`, headers: { cookie } });
const results = async (cookie: string, q: string, extra = '') => {
  const res = await buscar(cookie, `q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return res.json() as SearchResponse;
};
const titles = async (cookie: string, q: string, group: keyof SearchResponse['grupos']) =>
  (await results(cookie, q, `&tipo=${group}`)).grupos[group].items.map((i) => i.titulo);

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
  await makeNews(db(), {
    nombre: 'Récord de PRODUCCIÓN en la planta',
    detalle: 'El turno de noche superó la meta.',
    fecha: '2026-01-10',
  });
  await makeNews(db(), {
    nombre: 'Turno de noche',
    detalle: 'La producción de cobre fue récord.',
    fecha: '2026-02-01',
  });
  await makeNews(db(), { nombre: 'Otra noticia', detalle: 'Nada que ver.', fecha: '2026-03-01' });
  await addDocument('Procedimiento de trabajo en altura física', { fecha: '2026-01-01T00:00:00.000Z' });
  await addDocument('Arnés y línea de vida', {
    texto: 'Antes de un trabajo en altura revise el arnés y la línea de vida.',
  });
  await addDocument('Documento oculto de altura', { visible: false });
  await makeUser(db(), { username: 'mperez', nombre: 'María Pérez', correo: 'mperez@empresa.cl', area: 'Geología' });
  await makeUser(db(), { username: 'mario', nombre: 'Mario Inactivo', activo: false });
  await makeUser(db(), { username: 'integracion', nombre: 'Cuenta de integración', cuenta_servicio: true });
  const tema = await makeTopic(db(), { titulo: 'Seguridad en altura', descripcion: 'Comparta sus dudas.' });
  await makeComment(db(), { tema_id: tema.id, comentario: 'Recuerden el arnés en todo trabajo en altura.' });
  const oculto = await makeTopic(db(), { titulo: 'Tema inactivo de altura', descripcion: 'No se ve.', activo: 0 });
  await makeComment(db(), { tema_id: oculto.id, comentario: 'Comentario de altura en tema inactivo.' });
  await addCourse('Curso de altura física', 'Prevención');
});

describe('GET /api/buscar', () => {
  it('needs a session (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/buscar?q=altura' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['q=a', SEARCH_MESSAGES.short],
    ['q=', SEARCH_MESSAGES.short],
    ['', SEARCH_MESSAGES.short],
    ['q=%20%20a%20', SEARCH_MESSAGES.short],
    [`q=${'a'.repeat(201)}`, SEARCH_MESSAGES.long],
    [`q=${'x'.repeat(10_000)}`, SEARCH_MESSAGES.long],
    ['q=altura&tipo=otros', SEARCH_MESSAGES.tipo],
    ['q=altura&tipo=documentos&pagina=0', SEARCH_MESSAGES.pagina],
    ['q=altura&tipo=documentos&pagina=dos', SEARCH_MESSAGES.pagina],
  ])('?%s → 400 with a Spanish message', async (query, message) => {
    const res = await buscar(worker, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('matches without regard to case, accents or word order, and inside words', async () => {
    const expected = ['Procedimiento de trabajo en altura física'];
    expect(await titles(worker, 'fisica', 'documentos')).toEqual(expected);
    expect(await titles(worker, 'trabajo altura fisica', 'documentos')).toEqual(expected);
    expect(await titles(worker, 'FÍSICA ALTURA', 'documentos')).toEqual(expected);
    expect(await titles(worker, 'cedimiento', 'documentos')).toEqual(expected);
    expect(await titles(worker, 'ducción', 'noticias')).toEqual([
      'Récord de PRODUCCIÓN en la planta',
      'Turno de noche',
    ]);
    expect(await titles(worker, 'maria perez', 'personas')).toEqual(['María Pérez']);
    expect(await titles(worker, 'geologia', 'personas')).toEqual(['María Pérez']);
    // Found by the login name too, but always shown by the full name.
    expect(await titles(worker, 'MPEREZ', 'personas')).toEqual(['María Pérez']);
    expect(await titles(worker, 'prevencion', 'cursos')).toEqual(['Curso de altura física']);
    expect(await titles(worker, 'noexiste', 'noticias')).toEqual([]);
  });

  it('ranks title hits above body hits, then newer first', async () => {
    // "récord" is in the title of the older item and only in the body of the newer one.
    expect(await titles(worker, 'record', 'noticias')).toEqual(['Récord de PRODUCCIÓN en la planta', 'Turno de noche']);
    // "noche" is in the title of the newer item: it comes first.
    expect(await titles(worker, 'noche', 'noticias')).toEqual(['Turno de noche', 'Récord de PRODUCCIÓN en la planta']);
    // Both documents hold "altura" in their title or text; the title hit ranks first although older.
    expect(await titles(worker, 'altura', 'documentos')).toEqual([
      'Procedimiento de trabajo en altura física',
      'Arnés y línea de vida',
    ]);
  });

  it('groups every kind, with counts, items, SPA paths and plain-text fragments', async () => {
    const r = await results(worker, 'altura');
    expect(r.tipo).toBeNull();
    expect(Object.fromEntries(Object.entries(r.grupos).map(([k, g]) => [k, g.total]))).toEqual({
      noticias: 0,
      documentos: 2,
      personas: 0,
      cursos: 1,
      foro: 2,
    });
    const doc = r.grupos.documentos.items.find((i) => i.titulo === 'Arnés y línea de vida')!;
    expect(doc.url).toBe(`/procedures?area=Normas%20ISO%2045001&subarea=07%20Apoyo&documento=${doc.id}`);
    // A hit inside the PDF's text shows that text around the match.
    expect(doc.fragmento).toContain('trabajo en altura');
    const foro = r.grupos.foro.items;
    expect(foro.map((i) => i.titulo)).toEqual(['Seguridad en altura', 'Seguridad en altura']);
    expect(foro[0]!.url).toBe(`/foro/${foro[0]!.id}`);
    // A comment opens its topic's page.
    expect(foro[1]!.url).toBe(`/foro/${foro[0]!.id}`);
    expect(foro[1]!.fragmento).toBe('Recuerden el arnés en todo trabajo en altura.');
    const news = (await results(worker, 'meta')).grupos.noticias.items[0]!;
    expect(news).toMatchObject({ titulo: 'Récord de PRODUCCIÓN en la planta', url: `/noticias/${news.id}` });
  });

  it('hides hidden documents, inactive topics with their comments and inactive users from workers', async () => {
    expect(await titles(worker, 'oculto', 'documentos')).toEqual([]);
    expect(await titles(admin, 'oculto', 'documentos')).toEqual(['Documento oculto de altura']);
    expect((await results(worker, 'inactivo')).grupos.foro.total).toBe(0);
    expect(await titles(worker, 'mario', 'personas')).toEqual([]);
    expect(await titles(admin, 'mario', 'personas')).toEqual([]);
    // Service accounts are not people: not in the directory, not in the search.
    expect(await titles(admin, 'integracion', 'personas')).toEqual([]);
    expect((await results(admin, 'altura')).grupos.documentos.total).toBe(3);
  });

  it('pages one group with tipo and pagina', async () => {
    for (let i = 0; i < 23; i++)
      await makeNews(db(), {
        nombre: `Paginada ${i}`,
        detalle: 'x',
        fecha: `2025-01-${String(i + 1).padStart(2, '0')}`,
      });
    const p1 = await results(worker, 'paginada', '&tipo=noticias');
    expect(p1.grupos.noticias.total).toBe(23);
    expect(p1.grupos.noticias.items).toHaveLength(20);
    expect(p1.grupos.noticias.items[0]!.titulo).toBe('Paginada 22');
    const p2 = await results(worker, 'paginada', '&tipo=noticias&pagina=2');
    expect(p2.pagina).toBe(2);
    expect(p2.grupos.noticias.items.map((i) => i.titulo)).toEqual(['Paginada 2', 'Paginada 1', 'Paginada 0']);
    // Other groups still carry their counts, without items.
    expect(p2.grupos.documentos.items).toEqual([]);
  });

  it('follows edits and deletes in the same transaction', async () => {
    const id = await addDocument('Plan de emergencia sísmica');
    expect(await titles(worker, 'sismica', 'documentos')).toEqual(['Plan de emergencia sísmica']);
    // A direct write, as the documents repository makes it: the row, then its data version (cached answers).
    await db().updateTable('documents').set({ nombre: 'Plan de evacuación' }).where('id', '=', id).execute();
    await bumpDataVersion(db(), 'documents');
    expect(await titles(worker, 'sismica', 'documentos')).toEqual([]);
    expect(await titles(worker, 'evacuacion', 'documentos')).toEqual(['Plan de evacuación']);
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('documents').where('id', '=', id).execute();
        // Inside the transaction the index already agrees with the row.
        const args = { terms: ['evacuacion'], limit: 5, offset: 0 };
        expect(await searchRepository.documents(trx, args, false)).toEqual([]);
        await bumpDataVersion(trx, 'documents');
      });
    expect(await titles(worker, 'evacuacion', 'documentos')).toEqual([]);
  });

  it('answers from its cache until a write through the API changes the group (documents, courses, forum)', async () => {
    const json = { 'content-type': 'application/json' };
    // Documents: hidden by an admin → gone from a worker's cached answer at once.
    const doc = await addDocument('Instructivo de hidrolavado');
    await bumpDataVersion(db(), 'documents');
    expect(await titles(worker, 'hidrolavado', 'documentos')).toEqual(['Instructivo de hidrolavado']);
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/procedimientos/${doc}/visibilidad`,
      headers: { cookie: admin, ...json },
      payload: JSON.stringify({ visible: false }),
    });
    expect(hide.statusCode).toBe(200);
    expect(await titles(worker, 'hidrolavado', 'documentos')).toEqual([]);
    expect(await titles(admin, 'hidrolavado', 'documentos')).toEqual(['Instructivo de hidrolavado']);

    // Courses: a course added by an admin is found by a search already answered (and cached) before.
    expect(await titles(worker, 'espesadores', 'cursos')).toEqual([]);
    const body = multipart({ title: 'Operación de espesadores', area: 'Planta', link: 'https://example.com/e' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    expect(await titles(worker, 'espesadores', 'cursos')).toEqual(['Operación de espesadores']);

    // Forum: a comment edited by a moderator is found by its new words, not its old ones.
    const tema = await makeTopic(db(), { titulo: 'Consultas de bodega', descripcion: 'Pregunte aquí.' });
    const comment = await makeComment(db(), { tema_id: tema.id, comentario: 'Falta el inventario de guantes.' });
    expect(await titles(worker, 'guantes', 'foro')).toEqual(['Consultas de bodega']);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/comentarios/${comment.id}`,
      headers: { cookie: admin, ...json },
      payload: JSON.stringify({ comentario: 'Falta el inventario de lentes.' }),
    });
    expect(edit.statusCode).toBe(200);
    expect(await titles(worker, 'guantes', 'foro')).toEqual([]);
    expect(await titles(worker, 'lentes', 'foro')).toEqual(['Consultas de bodega']);
  });

  it.each([
    '"altura',
    'altura*',
    '"trabajo" NEAR "altura"',
    'NEAR(altura trabajo)',
    'titulo:altura',
    'altura & trabajo',
    'altura | trabajo',
    '!altura',
    '(altura',
    "altura'); drop table documents; --",
    "' or 1=1 --",
    'altura\u0000trabajo',
    '\u0000\u0000',
    '🔥🔥 altura 🧗',
    '%_%',
    'AND OR NOT',
    '\\',
    '^altura',
    '{titulo}: altura',
    'a'.repeat(200),
  ])('a hostile query never fails with a 500: %j', async (q) => {
    const res = await buscar(worker, `q=${encodeURIComponent(q)}`);
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode === 400) expect(res.json().error).toMatch(/búsqueda|caracteres de control/);
    expect(await t.handle.db.selectFrom('documents').select('id').execute()).not.toHaveLength(0);
  });
});

describe('fragmentOf', () => {
  it('cuts plain text around the first match, at word boundaries, with ellipses', () => {
    const text = `${'palabra '.repeat(40)}el arnés de seguridad ${'otra '.repeat(60)}`;
    const f = fragmentOf(text, 'ARNES');
    expect(f.startsWith('…palabra')).toBe(true);
    expect(f.endsWith('otra…')).toBe(true);
    expect(f).toContain('el arnés de seguridad');
    expect(f.length).toBeLessThanOrEqual(182);
    expect(fragmentOf('Corto <b>texto</b>', 'nada')).toBe('Corto <b>texto</b>');
    expect(fragmentOf(null, 'x')).toBe('');
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { thumbOf, type News, type NewsListItem } from '@intranet/contract';
import { onPostgres, storedFiles, tempFiles, underSchemaLock, useTestApp } from '../../../test/helpers.js';
import { countRows, relUpload, sendForm, testPng } from '../../../test/requests.js';
import { makeNews } from '../../../test/factories.js';
import { addDays, previousMonth, previousWeek, todayInSantiago } from '../../lib/time.js';
import * as fullTextMigration from '../../db/migrations/2026-11-25-14-full-text.js';
import * as foldedColumnMigration from '../../db/migrations/2026-11-26-14-search-folded-column.js';
import { dropFullText, FULL_TEXT_SOURCES } from '../../db/full-text.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import { newsRepository } from './news.repository.js';
import { seedNews } from './news.seed.js';

const t = useTestApp({ MAX_UPLOAD_MB: '1' });
let admin: string;
let worker: string;
let png: Buffer;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
  png = await testPng();
});

const db = () => t.handle.db;
const today = todayInSantiago();

async function clearNews() {
  for (const r of await db().selectFrom('news').select(['id', 'imagen']).execute()) {
    await t.app.storage.remove(r.imagen);
  }
  await db().deleteFrom('news').execute();
  // A raw delete skips the repository: mark the data as changed, as every repository write does.
  await bumpDataVersion(db(), 'news');
}

const get = (url: string, cookie = worker) => t.app.inject({ method: 'GET', url, headers: { cookie } });

const send = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof sendForm>[3], cookie = admin) =>
  sendForm(t, method, url, fields, cookie);

const validFields = {
  nombre: 'Nueva planta solar en Calama',
  area: 'Energía',
  detalle: 'Primera línea.\nSegunda línea.',
  fecha: today,
};

const countNews = () => countRows(t, 'news');

/** A news item as a worker sees it: the spec's fields only (admins also get audience, window, status, views). */
const specOf = ({ id, nombre, area, detalle, fecha, imagen }: News) => ({ id, nombre, area, detalle, fecha, imagen });

describe('GET /api/noticias', () => {
  beforeEach(clearNews);

  it('lists newest first with list columns only and a 100-character excerpt', async () => {
    const long = 'a'.repeat(99) + ' bcdefghij más texto que no viaja en la lista';
    await makeNews(db(), { nombre: 'Antigua', fecha: '2024-01-10' });
    const b = await makeNews(db(), { nombre: 'Larga', fecha: '2024-03-01', detalle: long });
    const c = await makeNews(db(), { nombre: 'Mismo día, más nueva', fecha: '2024-03-01', detalle: 'Corta.' });
    const res = await get('/api/noticias');
    expect(res.statusCode).toBe(200);
    const items: NewsListItem[] = res.json();
    expect(items.map((n) => n.nombre)).toEqual(['Mismo día, más nueva', 'Larga', 'Antigua']);
    expect(Object.keys(items[0]!).sort()).toEqual(['area', 'extracto', 'fecha', 'id', 'imagen', 'nombre']);
    expect(items[0]).toEqual({
      id: c.id,
      nombre: c.nombre,
      area: 'Operaciones',
      fecha: '2024-03-01',
      imagen: null,
      extracto: 'Corta.',
    });
    expect(items[1]!.id).toBe(b.id);
    expect(items[1]!.extracto).toBe(`${'a'.repeat(99)}...`);
    expect(res.body).not.toContain('más texto');
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('cuts the excerpt without a dangling space or full stop before the ellipsis', async () => {
    await makeNews(db(), { detalle: `${'b'.repeat(98)}. Sigue el texto de la noticia.` });
    await makeNews(db(), { detalle: 'c'.repeat(100), fecha: '2000-01-01' });
    const items: NewsListItem[] = (await get('/api/noticias')).json();
    expect(items.map((n) => n.extracto)).toEqual([`${'b'.repeat(98)}...`, 'c'.repeat(100)]);
  });

  it('pages with page and limit and reports the total in X-Total-Count', async () => {
    for (let i = 1; i <= 7; i++) await makeNews(db(), { nombre: `N${i}`, fecha: `2024-05-0${i}` });
    const p1 = await get('/api/noticias?limit=3');
    expect(p1.json().map((n: NewsListItem) => n.nombre)).toEqual(['N7', 'N6', 'N5']);
    expect(p1.headers['x-total-count']).toBe('7');
    const p3 = await get('/api/noticias?limit=3&page=3');
    expect(p3.json().map((n: NewsListItem) => n.nombre)).toEqual(['N1']);
    const past = await get('/api/noticias?limit=3&page=9');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('7');
  });

  it('the total of the whole list follows every create, edit and delete at once (cached against the data version)', async () => {
    for (let i = 1; i <= 4; i++) await makeNews(db(), { nombre: `T${i}` });
    const total = async () => (await get('/api/noticias?limit=2')).headers['x-total-count'];
    expect(await total()).toBe('4');
    expect(await total()).toBe('4');
    const created = await send('POST', '/api/noticias', {
      nombre: 'Nueva',
      area: 'Operaciones',
      detalle: 'Texto.',
      fecha: today,
    });
    expect(created.statusCode).toBe(201);
    expect(await total()).toBe('5');
    const id = (created.json() as { id: number }).id;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/noticias/${id}`, headers: { cookie: admin } });
    expect(removed.statusCode).toBe(204);
    expect(await total()).toBe('4');
    // A write by another instance (straight through the repository) is seen too.
    await makeNews(db(), { nombre: 'Otra instancia' });
    expect(await total()).toBe('5');
    // Search totals are cached per search, and follow writes the same way.
    const searchTotal = async () => (await get('/api/noticias?q=T&limit=1')).headers['x-total-count'];
    expect(await searchTotal()).toBe('4');
    await makeNews(db(), { nombre: 'T5' });
    expect(await searchTotal()).toBe('5');
  });

  it('bounds the list by default to 12 items', async () => {
    for (let i = 0; i < 14; i++) await makeNews(db(), { nombre: `N${i}` });
    const res = await get('/api/noticias');
    expect(res.json()).toHaveLength(12);
    expect(res.headers['x-total-count']).toBe('14');
  });

  it('?ultimas=5 returns the five newest without counting', async () => {
    for (let i = 1; i <= 7; i++) await makeNews(db(), { nombre: `N${i}`, fecha: `2024-06-0${i}` });
    const res = await get('/api/noticias?ultimas=5');
    expect(res.json().map((n: NewsListItem) => n.nombre)).toEqual(['N7', 'N6', 'N5', 'N4', 'N3']);
    expect(res.headers['x-total-count']).toBeUndefined();
  });

  it('?q= searches nombre, area and detalle without regard to case or accents, and literally', async () => {
    await makeNews(db(), { nombre: 'Récord de PRODUCCIÓN', area: 'Mina' });
    await makeNews(db(), { nombre: 'Otra', area: 'Seguridad Industrial' });
    await makeNews(db(), { nombre: 'Tercera', detalle: 'El turno de noche logró la meta de producción.' });
    await makeNews(db(), { nombre: 'Descuento 100%', detalle: 'x' });
    await makeNews(db(), { nombre: 'Nada que ver' });
    const names = async (q: string) =>
      (await get(`/api/noticias?q=${encodeURIComponent(q)}`))
        .json()
        .map((n: NewsListItem) => n.nombre)
        .sort();
    expect(await names('récord')).toEqual(['Récord de PRODUCCIÓN']);
    // Accents and case do not matter, on SQLite as on PostgreSQL.
    expect(await names('RECORD')).toEqual(['Récord de PRODUCCIÓN']);
    expect(await names('producción')).toEqual(['Récord de PRODUCCIÓN', 'Tercera']);
    expect(await names('Produccion')).toEqual(['Récord de PRODUCCIÓN', 'Tercera']);
    expect(await names('SEGURIDAD')).toEqual(['Otra']);
    expect(await names('meta de')).toEqual(['Tercera']);
    expect(await names('100%')).toEqual(['Descuento 100%']);
    // Only words are searched: punctuation alone matches nothing, and LIKE wildcards are plain text.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    const res = await get(`/api/noticias?q=${encodeURIComponent('  ')}`);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it('?q= matches words anywhere inside words, in any order; short words match word beginnings', async () => {
    await makeNews(db(), { nombre: 'Producción de cobre récord', detalle: 'La planta Ñuñoa superó la meta.' });
    await makeNews(db(), { nombre: 'Cobrecito', detalle: 'Nada más.' });
    await makeNews(db(), { nombre: 'Otra', detalle: 'descobre, reproducción y supermeta.' });
    const names = async (q: string) =>
      (await get(`/api/noticias?q=${encodeURIComponent(q)}`))
        .json()
        .map((n: NewsListItem) => n.nombre)
        .sort();
    expect(await names('cobre')).toEqual(['Cobrecito', 'Otra', 'Producción de cobre récord']);
    expect(await names('prod')).toEqual(['Otra', 'Producción de cobre récord']);
    expect(await names('planta')).toEqual(['Producción de cobre récord']);
    // A word of three or more letters matches inside a longer word.
    expect(await names('ducción')).toEqual(['Otra', 'Producción de cobre récord']);
    expect(await names('META')).toEqual(['Otra', 'Producción de cobre récord']);
    // Every word must match, in any order; ñ folds to n.
    expect(await names('nunoa cobre')).toEqual(['Producción de cobre récord']);
    expect(await names('nada cobre')).toEqual(['Cobrecito']);
    expect(await names('cobre inexistente')).toEqual([]);
    // Words of one or two letters match at the start of a word only.
    expect(await names('co')).toEqual(['Cobrecito', 'Producción de cobre récord']);
    expect(await names('z')).toEqual([]);
  });

  it('edits and deletes keep the full-text index in step', async () => {
    await makeNews(db(), { nombre: 'Palabra antigua' });
    const [item] = (await get('/api/noticias?q=antigua')).json() as NewsListItem[];
    await newsRepository.update(db(), item!.id, {
      nombre: 'Palabra nueva',
      area: 'Mina',
      detalle: 'x',
      fecha: '2024-01-01',
      imagen: null,
      updated_at: '2024-01-01T00:00:00.000Z',
    });
    expect((await get('/api/noticias?q=antigua')).json()).toEqual([]);
    expect((await get('/api/noticias?q=nueva')).json().map((n: NewsListItem) => n.id)).toEqual([item!.id]);
    await newsRepository.remove(db(), item!.id);
    expect((await get('/api/noticias?q=nueva')).json()).toEqual([]);
    // A new row that takes the same id (SQLite reuses rowids) is not matched by the old text.
    await makeNews(db(), { nombre: 'Otra palabra' });
    expect((await get('/api/noticias?q=nueva')).json()).toEqual([]);
  });

  it('the full-text migration indexes the news that already exist', async () => {
    // Schema changes run under the test processes' shared lock (see underSchemaLock).
    await underSchemaLock(() => fullTextMigration.down(db()));
    const a = await makeNews(db(), { nombre: 'Turno de noche', detalle: 'Meta cumplida.' });
    await underSchemaLock(() => fullTextMigration.up(db()));
    expect((await get('/api/noticias?q=cumpl')).json().map((n: NewsListItem) => n.id)).toEqual([a.id]);
    expect((await get('/api/noticias?q=mplida noche')).json().map((n: NewsListItem) => n.id)).toEqual([a.id]);
  });

  it.runIf(onPostgres)(
    'the folded-column migration (PostgreSQL) rebuilds the news index on a stored column; run twice, nothing changes',
    async () => {
      await underSchemaLock(() => dropFullText(db(), FULL_TEXT_SOURCES.news));
      const a = await makeNews(db(), { nombre: 'Relleno sanitario', detalle: 'Compactación diaria.' });
      await underSchemaLock(async () => {
        await foldedColumnMigration.up(db());
        await foldedColumnMigration.up(db());
      });
      expect((await get('/api/noticias?q=compactacion')).json().map((n: NewsListItem) => n.id)).toEqual([a.id]);
    },
  );

  it('a rare word and a frequent word give the same answers and counts', async () => {
    for (let i = 0; i < 510; i++)
      await makeNews(db(), { nombre: `Cobre ${i}`, fecha: `2024-01-${String((i % 28) + 1).padStart(2, '0')}` });
    await makeNews(db(), { nombre: 'Cobre único', fecha: '2023-12-31' });
    const res = await get('/api/noticias?q=cobre%20unico');
    expect(res.json().map((n: NewsListItem) => n.nombre)).toEqual(['Cobre único']);
    expect(res.headers['x-total-count']).toBe('1');
    const frequent = await get('/api/noticias?q=cobre&limit=3');
    expect(frequent.json().map((n: NewsListItem) => n.fecha)).toEqual(['2024-01-28', '2024-01-28', '2024-01-28']);
    expect(frequent.headers['x-total-count']).toBe('511');
  });

  it('a search counts matches up to a cap, and never less than the pages already read', async () => {
    for (let i = 0; i < 5; i++) await makeNews(db(), { nombre: `Cobre ${i}` });
    await makeNews(db(), { nombre: 'Otra cosa' });
    const all = { viewer: { admin: true, area: null, sucursal: null }, now: new Date().toISOString() };
    expect(await newsRepository.count(db(), { q: 'cobre' }, all)).toBe(5);
    expect(await newsRepository.count(db(), { q: 'cobre' }, all, 3)).toBe(3);
    expect(await newsRepository.count(db(), {}, all, 3)).toBe(3);
    const page = await get('/api/noticias?q=cobre&limit=2&page=2');
    expect(page.headers['x-total-count']).toBe('5');
  });

  it('?filtro=semana-anterior is last Monday–Sunday and mes-anterior last calendar month (Santiago)', async () => {
    const week = previousWeek(today);
    const month = previousMonth(today);
    await makeNews(db(), { nombre: 'lunes pasado', fecha: week.from });
    await makeNews(db(), { nombre: 'domingo pasado', fecha: week.to });
    await makeNews(db(), { nombre: 'antes de la semana', fecha: addDays(week.from, -1) });
    await makeNews(db(), { nombre: 'esta semana', fecha: addDays(week.to, 1) });
    await makeNews(db(), { nombre: 'inicio mes anterior', fecha: month.from });
    await makeNews(db(), { nombre: 'fin mes anterior', fecha: month.to });
    await makeNews(db(), { nombre: 'antes del mes', fecha: addDays(month.from, -1) });
    await makeNews(db(), { nombre: 'este mes', fecha: addDays(month.to, 1) });
    const names = async (f: string) =>
      (await get(`/api/noticias?filtro=${f}`)).json().map((n: NewsListItem) => n.nombre);
    expect((await names('semana-anterior')).sort()).toEqual(['domingo pasado', 'lunes pasado']);
    const inMonth = await names('mes-anterior');
    expect(inMonth).toContain('inicio mes anterior');
    expect(inMonth).toContain('fin mes anterior');
    expect(inMonth).not.toContain('antes del mes');
    expect(inMonth).not.toContain('este mes');
    expect(await names('actualidad')).toHaveLength(8);
  });

  it.each([
    ['limit=61', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['page=dos', 'page'],
    ['ultimas=21', 'ultimas'],
    ['ultimas=abc', 'ultimas'],
    ['filtro=ayer', 'filtro'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with a Spanish 400', async (qs, field) => {
    const res = await get(`/api/noticias?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(res.json().error).toMatch(/[a-z]/);
  });
});

describe('GET /api/noticias/:id and /relacionadas', () => {
  beforeEach(clearNews);

  it('returns the whole news item', async () => {
    const n = await makeNews(db(), { detalle: 'Línea 1\nLínea 2' });
    const res = await get(`/api/noticias/${n.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: n.id,
      nombre: n.nombre,
      area: n.area,
      detalle: 'Línea 1\nLínea 2',
      fecha: n.fecha,
      imagen: null,
    });
  });

  it('404 with the spec sentence for a missing id, 400 for a bad id', async () => {
    const missing = await get('/api/noticias/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No se encontró la noticia.' });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await get(`/api/noticias/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Identificador inválido.');
    }
    expect((await get('/api/noticias/999999/relacionadas')).statusCode).toBe(404);
    expect((await get('/api/noticias/abc/relacionadas')).statusCode).toBe(400);
  });

  it('relacionadas: three distinct others at random, never the current one', async () => {
    const all = [];
    for (let i = 0; i < 10; i++) all.push(await makeNews(db(), { nombre: `R${i}` }));
    const current = all[4]!;
    const seen = new Set<number>();
    for (let round = 0; round < 15; round++) {
      const res = await get(`/api/noticias/${current.id}/relacionadas`);
      expect(res.statusCode).toBe(200);
      const ids = res.json().map((n: NewsListItem) => n.id);
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      expect(ids).not.toContain(current.id);
      expect(Object.keys(res.json()[0]).sort()).toEqual(['area', 'extracto', 'fecha', 'id', 'imagen', 'nombre']);
      ids.forEach((id: number) => seen.add(id));
    }
    // Random picks cover most of the other nine over fifteen rounds.
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });

  it('relacionadas: fewer when there are fewer others', async () => {
    const a = await makeNews(db());
    expect((await get(`/api/noticias/${a.id}/relacionadas`)).json()).toEqual([]);
    const b = await makeNews(db());
    const c = await makeNews(db());
    const ids = (await get(`/api/noticias/${a.id}/relacionadas`)).json().map((n: NewsListItem) => n.id);
    expect(ids.sort()).toEqual([b.id, c.id].sort());
  });
});

describe('POST /api/noticias', () => {
  beforeEach(clearNews);

  it('creates a news item with a picture: 201, WebP and thumbnail stored and served', async () => {
    const res = await send('POST', '/api/noticias', {
      ...validFields,
      imagen: { filename: 'foto.png', content: png, contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    const news: News = res.json();
    expect(news).toMatchObject({ ...validFields, id: expect.any(Number) });
    expect(news.imagen).toMatch(/^\/uploads\/news\/[0-9a-f]{32}\.webp$/);
    expect(await storedFiles(t.dataDir)).toEqual([relUpload(news.imagen!), relUpload(thumbOf(news.imagen!))].sort());
    expect(await tempFiles(t.dataDir)).toEqual([]);
    const img = await get(`/api${news.imagen}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect((await get(`/api/noticias/${news.id}`)).json()).toEqual(specOf(news));
    expect((await get('/api/noticias?ultimas=5')).json()[0].id).toBe(news.id);
  });

  it('creates without a picture (optional) and trims the texts', async () => {
    const res = await send('POST', '/api/noticias', { ...validFields, nombre: '  Con espacios  ', imagen: undefined });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nombre: 'Con espacios', imagen: null });
  });

  it.each([
    ['nombre', { nombre: '' }, 'Ingrese el nombre de la noticia.'],
    ['nombre', { nombre: '   ' }, 'Ingrese el nombre de la noticia.'],
    ['nombre', { nombre: undefined }, 'Ingrese el nombre de la noticia.'],
    ['area', { area: undefined }, 'Ingrese el área de la noticia.'],
    ['detalle', { detalle: '' }, 'Ingrese el detalle de la noticia.'],
    ['fecha', { fecha: undefined }, 'Ingrese una fecha válida para la noticia (AAAA-MM-DD).'],
    ['fecha', { fecha: 'mañana' }, 'Ingrese una fecha válida para la noticia (AAAA-MM-DD).'],
    ['fecha', { fecha: '2025-02-30' }, 'Ingrese una fecha válida para la noticia (AAAA-MM-DD).'],
    ['nombre', { nombre: 'x'.repeat(201) }, 'Máximo 200 caracteres.'],
  ])('refuses a bad %s with 400, its field message, and stores nothing', async (field, over, message) => {
    const res = await send('POST', '/api/noticias', {
      ...validFields,
      ...over,
      imagen: { filename: 'foto.png', content: png },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await countNews()).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('refuses a text file named .png with 415, no row and no file', async () => {
    const res = await send('POST', '/api/noticias', {
      ...validFields,
      imagen: { filename: 'foto.png', content: 'esto es texto', contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('El archivo no es una imagen permitida. Use JPG, PNG, WebP, GIF o AVIF.');
    expect(await countNews()).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('refuses a picture over MAX_UPLOAD_MB with 413, no row and no file', async () => {
    const res = await send('POST', '/api/noticias', {
      ...validFields,
      imagen: { filename: 'grande.png', content: Buffer.concat([png, Buffer.alloc(1024 * 1024 + 10)]) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/tamaño máximo permitido \(1 MB\)/);
    expect(await countNews()).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('refuses JSON (415) and an unexpected file field (400)', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/noticias',
      payload: validFields,
      headers: { cookie: admin },
    });
    expect(json.statusCode).toBe(415);
    const extra = await send('POST', '/api/noticias', { ...validFields, otro: { filename: 'a.png', content: png } });
    expect(extra.statusCode).toBe(400);
    expect(await countNews()).toBe(0);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('a worker may not create (403) and nothing changes', async () => {
    const res = await send(
      'POST',
      '/api/noticias',
      { ...validFields, imagen: { filename: 'a.png', content: png } },
      worker,
    );
    expect(res.statusCode).toBe(403);
    expect(await countNews()).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });
});

describe('PUT /api/noticias/:id', () => {
  beforeEach(clearNews);

  const create = async () =>
    (
      await send('POST', '/api/noticias', { ...validFields, imagen: { filename: 'a.png', content: png } })
    ).json() as News;

  it('updates the texts and keeps the picture when none is sent', async () => {
    const n = await create();
    const res = await send('PUT', `/api/noticias/${n.id}`, { ...validFields, nombre: 'Editada', fecha: '2024-12-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...n, nombre: 'Editada', fecha: '2024-12-31' });
    expect((await get(`/api/noticias/${n.id}`)).json()).toEqual(specOf(res.json()));
    expect(await storedFiles(t.dataDir)).toHaveLength(2);
    const found = await get('/api/noticias?q=editada');
    expect(found.json().map((x: NewsListItem) => x.id)).toEqual([n.id]);
  });

  it('a new picture replaces the old one, whose files are removed', async () => {
    const n = await create();
    const res = await send('PUT', `/api/noticias/${n.id}`, {
      ...validFields,
      imagen: { filename: 'b.png', content: png },
    });
    expect(res.statusCode).toBe(200);
    const updated: News = res.json();
    expect(updated.imagen).not.toBe(n.imagen);
    const files = await storedFiles(t.dataDir);
    expect(files).toEqual([relUpload(updated.imagen!), relUpload(thumbOf(updated.imagen!))].sort());
  });

  it('bad input changes nothing: validation 400, fake image 415, missing id 404, bad id 400', async () => {
    const n = await create();
    const before = await storedFiles(t.dataDir);
    const bad = await send('PUT', `/api/noticias/${n.id}`, {
      ...validFields,
      fecha: '31-12-2024',
      imagen: { filename: 'b.png', content: png },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.fecha).toBeDefined();
    const fake = await send('PUT', `/api/noticias/${n.id}`, {
      ...validFields,
      nombre: 'No debe quedar',
      imagen: { filename: 'b.png', content: 'texto' },
    });
    expect(fake.statusCode).toBe(415);
    const missing = await send('PUT', '/api/noticias/999999', {
      ...validFields,
      imagen: { filename: 'b.png', content: png },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No se encontró la noticia.');
    expect((await send('PUT', '/api/noticias/abc', validFields)).statusCode).toBe(400);
    expect((await get(`/api/noticias/${n.id}`)).json()).toEqual(specOf(n));
    expect(await storedFiles(t.dataDir)).toEqual(before);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });
});

describe('DELETE /api/noticias/:id', () => {
  beforeEach(clearNews);

  it('deletes the row and its files (204), then 404', async () => {
    const n = (
      await send('POST', '/api/noticias', { ...validFields, imagen: { filename: 'a.png', content: png } })
    ).json() as News;
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/noticias/${n.id}`, headers: { cookie: admin } });
    const res = await del();
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await countNews()).toBe(0);
    expect(await countRows(t, 'news_search')).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('No se encontró la noticia.');
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/noticias/abc', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('demo content', () => {
  beforeEach(clearNews);

  it('seeds a dozen news across areas over the last two months, each with a picture', async () => {
    await seedNews({ db: db(), storage: t.app.storage, log: t.app.log, users: [] });
    const res = await get('/api/noticias?limit=60');
    const items: NewsListItem[] = res.json();
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((n) => n.area)).size).toBeGreaterThanOrEqual(5);
    expect(items[0]!.fecha).toBe(today);
    expect(items.at(-1)!.fecha >= addDays(today, -62)).toBe(true);
    for (const n of items) expect((await get(`/api${thumbOf(n.imagen!)}`)).statusCode).toBe(200);
  });
});

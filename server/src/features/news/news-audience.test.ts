import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { News, NewsListItem, SearchResponse } from '@intranet/contract';
import { useTestApp, fakeClock } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';
import { sendForm } from '../../../test/requests.js';
import { bumpDataVersion } from '../../lib/data-version.js';

/** Audiences, publishing windows and 'Visto por N de M' of news. */

const START = Date.parse('2026-08-01T12:00:00Z');

const clock = fakeClock(START);
const t = useTestApp({}, { clock });

let admin: string;
/** Operaciones in Rancagua (1). */
let opsRancagua: string;
/** Operaciones in Calama (3). */
let opsCalama: string;
/** Finanzas in Rancagua (1). */
let finRancagua: string;
/** No area, no branch. */
let nobody: string;

beforeAll(async () => {
  const db = t.handle.db;
  admin = await t.cookieFor('admin');
  opsRancagua = await t.loginAs(await makeUser(db, { area: 'Operaciones', sucursal: 1 }));
  opsCalama = await t.loginAs(await makeUser(db, { area: 'Operaciones', sucursal: 3 }));
  finRancagua = await t.loginAs(await makeUser(db, { area: 'Finanzas', sucursal: 1 }));
  nobody = await t.loginAs(await makeUser(db, { area: null, sucursal: null }));
});

beforeEach(async () => {
  clock.set(START);
  await t.handle.db.deleteFrom('news').execute();
  await t.handle.db.deleteFrom('lectura_aperturas').execute();
  await bumpDataVersion(t.handle.db, 'news');
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

const create = async (fields: Record<string, string>, cookie = admin) =>
  sendForm(
    t,
    'POST',
    '/api/noticias',
    { nombre: 'Turno de cobre', area: 'Operaciones', detalle: 'Texto del cobre.', fecha: '2026-08-01', ...fields },
    cookie,
  );

const created = async (fields: Record<string, string>) => {
  const res = await create(fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as News;
};

/** Every read path a worker has to a news item: list, home, detail, related, search. */
async function sees(cookie: string, item: News, other: News) {
  const list = (await get('/api/noticias', cookie)).json() as NewsListItem[];
  const latest = (await get('/api/noticias?ultimas=5', cookie)).json() as NewsListItem[];
  const searched = (await get('/api/noticias?q=cobre', cookie)).json() as NewsListItem[];
  const detail = await get(`/api/noticias/${item.id}`, cookie);
  const related = (await get(`/api/noticias/${other.id}/relacionadas`, cookie)).json() as NewsListItem[];
  // The item's own related news: 404 exactly when its detail is (checked against the reader's cached visible ids).
  const ownRelated = await get(`/api/noticias/${item.id}/relacionadas`, cookie);
  const buscar = (await get('/api/buscar?q=cobre', cookie)).json() as SearchResponse;
  const found = [
    list.some((n) => n.id === item.id),
    latest.some((n) => n.id === item.id),
    searched.some((n) => n.id === item.id),
    detail.statusCode === 200,
    related.some((n) => n.id === item.id),
    buscar.grupos.noticias.items.some((n) => n.id === item.id),
    ownRelated.statusCode === 200,
  ];
  // All paths agree: either the item is everywhere, or nowhere (detail 404 with the spec sentence).
  expect(new Set(found).size, JSON.stringify(found)).toBe(1);
  if (!found[0]) expect(detail.json()).toEqual({ error: 'No se encontró la noticia.' });
  if (!found[0]) expect(ownRelated.json()).toEqual({ error: 'No se encontró la noticia.' });
  return found[0]!;
}

describe('the reader read with the session', () => {
  it('a worker moved to another area or branch reads as the new one on the next request of the same session', async () => {
    const db = t.handle.db;
    const user = await makeUser(db, { area: 'Finanzas', sucursal: 1 });
    const cookie = await t.loginAs(user);
    const forOps = await created({
      nombre: 'Solo Operaciones de Calama',
      audiencia_areas: '["Operaciones"]',
      audiencia_sucursales: '[3]',
    });
    const forAll = await created({ nombre: 'Para todos' });
    expect(await sees(cookie, forOps, forAll)).toBe(false);
    await db.updateTable('users').set({ area: 'Operaciones', sucursal: 3 }).where('id', '=', user.id).execute();
    expect(await sees(cookie, forOps, forAll)).toBe(true);
    await db.updateTable('users').set({ sucursal: 1 }).where('id', '=', user.id).execute();
    expect(await sees(cookie, forOps, forAll)).toBe(false);
    // Out of the other tests' audiences ('Visto por N de M' counts every active worker).
    await db.updateTable('users').set({ activo: 0 }).where('id', '=', user.id).execute();
    await bumpDataVersion(db, 'users');
  });
});

describe('news audience', () => {
  it('workers outside the audience never see the item; areas AND branches; admins see all', async () => {
    const open = await created({ nombre: 'Abierta de cobre' });
    const branch = await created({ audiencia_sucursales: '[1]' });
    expect(branch.audiencia_sucursales).toEqual([1]);
    expect(branch.audiencia_areas).toEqual([]);
    expect(await sees(opsRancagua, branch, open)).toBe(true);
    expect(await sees(finRancagua, branch, open)).toBe(true);
    expect(await sees(opsCalama, branch, open)).toBe(false);
    expect(await sees(nobody, branch, open)).toBe(false);
    expect(await sees(admin, branch, open)).toBe(true);
    // Everyone still sees the item without an audience.
    const open2 = await created({ nombre: 'Otra abierta' });
    expect(await sees(opsCalama, open, open2)).toBe(true);
    expect(await sees(nobody, open, open2)).toBe(true);

    const both = await created({ audiencia_areas: '["Operaciones"]', audiencia_sucursales: '[1, 3]' });
    expect(await sees(opsRancagua, both, open)).toBe(true);
    expect(await sees(opsCalama, both, open)).toBe(true);
    expect(await sees(finRancagua, both, open)).toBe(false);
  });

  it('the cached totals are per kind of reader', async () => {
    for (let i = 0; i < 3; i++) await created({ nombre: `Abierta ${i}` });
    for (let i = 0; i < 2; i++) await created({ nombre: `Calama ${i}`, audiencia_sucursales: '[3]' });
    const total = async (cookie: string) =>
      (await get('/api/noticias?limit=1&page=1', cookie)).headers['x-total-count'];
    expect(await total(admin)).toBe('5');
    expect(await total(opsRancagua)).toBe('3');
    expect(await total(opsCalama)).toBe('5');
    expect(await total(opsRancagua)).toBe('3');
    const q = async (cookie: string) => (await get('/api/noticias?limit=1&q=calama', cookie)).headers['x-total-count'];
    expect(await q(opsCalama)).toBe('2');
    expect(await q(opsRancagua)).toBe('0');
  });

  it('an edit that leaves the optional fields out keeps them; empty values clear them', async () => {
    const n = await created({ audiencia_areas: '["Finanzas"]', publicar_el: '2026-08-02T09:00' });
    const base = { nombre: 'Editada', area: 'Operaciones', detalle: 'Texto.', fecha: '2026-08-01' };
    const kept = await sendForm(t, 'PUT', `/api/noticias/${n.id}`, base, admin);
    expect(kept.json()).toMatchObject({ audiencia_areas: ['Finanzas'], publicar_el: '2026-08-02T13:00:00.000Z' });
    const cleared = await sendForm(
      t,
      'PUT',
      `/api/noticias/${n.id}`,
      { ...base, audiencia_areas: '', publicar_el: '' },
      admin,
    );
    expect(cleared.json()).toMatchObject({ audiencia_areas: [], publicar_el: null, estado: 'Publicada' });
  });

  it('refuses unknown areas and branches and a window that ends before it starts, in Spanish', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ audiencia_areas: '["Astronomía"]' }, 'audiencia_areas', 'Una de las áreas elegidas no existe.'],
      [{ audiencia_areas: 'Operaciones' }, 'audiencia_areas', 'Una de las áreas elegidas no existe.'],
      [{ audiencia_sucursales: '[99]' }, 'audiencia_sucursales', 'Una de las sucursales elegidas no existe.'],
      [
        { publicar_el: '2026-08-01 10:00' },
        'publicar_el',
        'Ingrese una fecha y hora válidas (AAAA-MM-DDTHH:MM, hora de Santiago).',
      ],
      [
        { publicar_el: '2026-02-30T10:00' },
        'publicar_el',
        'Ingrese una fecha y hora válidas (AAAA-MM-DDTHH:MM, hora de Santiago).',
      ],
      [
        { publicar_el: '2026-08-02T10:00', despublicar_el: '2026-08-02T10:00' },
        'despublicar_el',
        'La fecha de despublicación debe ser posterior a la de publicación.',
      ],
      [
        { publicar_el: '2026-08-03T10:00', despublicar_el: '2026-08-02T10:00' },
        'despublicar_el',
        'La fecha de despublicación debe ser posterior a la de publicación.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await create(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().fields[field], `${JSON.stringify(fields)} ${res.body}`).toBe(message);
    }
    expect(await t.handle.db.selectFrom('news').select('id').execute()).toEqual([]);
    // An edit that moves only the start past the stored end is refused too.
    const n = await created({ despublicar_el: '2026-08-05T10:00' });
    const res = await sendForm(
      t,
      'PUT',
      `/api/noticias/${n.id}`,
      { nombre: 'x', area: 'y', detalle: 'z', fecha: '2026-08-01', publicar_el: '2026-08-06T10:00' },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.despublicar_el).toBe('La fecha de despublicación debe ser posterior a la de publicación.');
  });

  it('only admins create or edit, and workers never receive the admin fields', async () => {
    expect((await create({}, opsRancagua)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/noticias' })).statusCode).toBe(401);
    const n = await created({ audiencia_sucursales: '[1]' });
    const item = (await get(`/api/noticias/${n.id}`, opsRancagua)).json();
    expect(Object.keys(item).sort()).toEqual(['area', 'detalle', 'fecha', 'id', 'imagen', 'nombre']);
    const [listed] = (await get('/api/noticias', opsRancagua)).json() as NewsListItem[];
    expect(Object.keys(listed!).sort()).toEqual(['area', 'extracto', 'fecha', 'id', 'imagen', 'nombre']);
  });
});

describe('news publishing window (Santiago time, read-time filter)', () => {
  it('a scheduled item appears at its minute and an expired one goes, cached totals included', async () => {
    const open = await created({ nombre: 'Siempre' });
    // 2026-08-03 09:00 in Santiago (winter, UTC−4) is 13:00 UTC.
    const n = await created({ publicar_el: '2026-08-03T09:00', despublicar_el: '2026-08-04T18:30' });
    expect(n).toMatchObject({
      publicar_el: '2026-08-03T13:00:00.000Z',
      despublicar_el: '2026-08-04T22:30:00.000Z',
      estado: 'Programada',
    });
    const total = async () => (await get('/api/noticias?limit=1', opsCalama)).headers['x-total-count'];
    expect(await total()).toBe('1');
    expect(await sees(opsCalama, n, open)).toBe(false);
    clock.set(Date.parse('2026-08-03T12:59:59.999Z'));
    expect(await total()).toBe('1');
    expect(await sees(opsCalama, n, open)).toBe(false);
    clock.set(Date.parse('2026-08-03T13:00:00.000Z'));
    expect(await total()).toBe('2');
    expect(await sees(opsCalama, n, open)).toBe(true);
    const adminView = (await get(`/api/noticias/${n.id}`, admin)).json();
    expect(adminView.estado).toBe('Publicada');
    clock.set(Date.parse('2026-08-04T22:29:59.999Z'));
    expect(await sees(opsCalama, n, open)).toBe(true);
    clock.set(Date.parse('2026-08-04T22:30:00.000Z'));
    expect(await total()).toBe('1');
    expect(await sees(opsCalama, n, open)).toBe(false);
    // Admins still see it, marked 'Vencida', in the list and the detail.
    const listed = (await get('/api/noticias', admin)).json() as NewsListItem[];
    expect(listed.find((i) => i.id === n.id)?.estado).toBe('Vencida');
    expect((await get(`/api/noticias/${n.id}`, admin)).statusCode).toBe(200);
  });

  it('Chile moves its clocks forward on the first Sunday of September: 00:30 does not exist', async () => {
    // 2026-09-06 00:00 (UTC−4) becomes 01:00 (UTC−3). A start at 00:30 is read with the old offset: 04:30 UTC,
    // which Santiago shows as 01:30 summer time. A start at 01:00 is 04:00 UTC.
    const skipped = await created({ nombre: 'Cobre A', publicar_el: '2026-09-06T00:30' });
    const first = await created({ nombre: 'Cobre B', publicar_el: '2026-09-06T01:00' });
    const eve = await created({ nombre: 'Cobre C', publicar_el: '2026-09-05T23:59' });
    expect(skipped.publicar_el).toBe('2026-09-06T04:30:00.000Z');
    expect(first.publicar_el).toBe('2026-09-06T04:00:00.000Z');
    expect(eve.publicar_el).toBe('2026-09-06T03:59:00.000Z');
    const visible = async () =>
      ((await get('/api/noticias', opsRancagua)).json() as NewsListItem[]).map((i) => i.nombre).sort();
    clock.set(Date.parse('2026-09-06T03:58:59Z'));
    expect(await visible()).toEqual([]);
    clock.set(Date.parse('2026-09-06T03:59:00Z'));
    expect(await visible()).toEqual(['Cobre C']);
    clock.set(Date.parse('2026-09-06T04:00:00Z'));
    expect(await visible()).toEqual(['Cobre B', 'Cobre C']);
    clock.set(Date.parse('2026-09-06T04:30:00Z'));
    expect(await visible()).toEqual(['Cobre A', 'Cobre B', 'Cobre C']);
  });

  it('Chile moves its clocks back on the first Sunday of April: 23:30 happens twice, the first counts', async () => {
    // 2026-04-05 00:00 (UTC−3) becomes 2026-04-04 23:00 (UTC−4).
    clock.set(Date.parse('2026-04-01T12:00:00Z'));
    const n = await created({ publicar_el: '2026-04-04T23:30', despublicar_el: '2026-04-05T00:00' });
    expect(n.publicar_el).toBe('2026-04-05T02:30:00.000Z');
    expect(n.despublicar_el).toBe('2026-04-05T04:00:00.000Z');
    const open = await created({ nombre: 'Siempre' });
    clock.set(Date.parse('2026-04-05T02:29:59Z'));
    expect(await sees(finRancagua, n, open)).toBe(false);
    clock.set(Date.parse('2026-04-05T02:30:00Z'));
    expect(await sees(finRancagua, n, open)).toBe(true);
    // The second 23:30 (03:30 UTC) is still inside the window; midnight after it (04:00 UTC) ends it.
    clock.set(Date.parse('2026-04-05T03:59:59Z'));
    expect(await sees(finRancagua, n, open)).toBe(true);
    clock.set(Date.parse('2026-04-05T04:00:00Z'));
    expect(await sees(finRancagua, n, open)).toBe(false);
  });
});

describe("'Visto por N de M'", () => {
  it('counts the distinct workers of the audience who opened the detail, once each', async () => {
    const n = await created({ audiencia_areas: '["Operaciones"]' });
    // Audience: the two Operaciones workers (admins, other areas and inactive people are not counted).
    await makeUser(t.handle.db, { area: 'Operaciones', sucursal: 1, activo: false });
    await makeUser(t.handle.db, { area: 'Operaciones', sucursal: 1, cuenta_servicio: true });
    const views = async () => {
      const d = (await get(`/api/noticias/${n.id}`, admin)).json() as News;
      const l = ((await get('/api/noticias', admin)).json() as NewsListItem[]).find((i) => i.id === n.id)!;
      expect([l.vistos, l.audiencia_total]).toEqual([d.vistos, d.audiencia_total]);
      return `${d.vistos} de ${d.audiencia_total}`;
    };
    expect(await views()).toBe('0 de 2');
    await get(`/api/noticias/${n.id}`, opsRancagua);
    await get(`/api/noticias/${n.id}`, opsRancagua);
    await Promise.all([get(`/api/noticias/${n.id}`, opsCalama), get(`/api/noticias/${n.id}`, opsCalama)]);
    // Outside the audience: 404, not counted.
    expect((await get(`/api/noticias/${n.id}`, finRancagua)).statusCode).toBe(404);
    expect(await views()).toBe('2 de 2');
    const rows = await t.handle.db.selectFrom('lectura_aperturas').selectAll().where('item_id', '=', n.id).execute();
    // One row per person (the admin's own opening included), whatever the number of reads.
    expect(rows).toHaveLength(3);
  });

  it('M follows the people data at once: a worker moved into the audience or deactivated counts or stops counting', async () => {
    const n = await created({ audiencia_areas: '["Mantención"]' });
    const total = async () => Number(((await get(`/api/noticias/${n.id}`, admin)).json() as News).audiencia_total);
    const before = await total();
    const mover = await makeUser(t.handle.db, { area: 'Finanzas', sucursal: 1 });
    expect(await total()).toBe(before);
    // A change of a person as the users repository writes it: the row and the `users` data version together.
    const change = async (patch: { area?: string; activo?: number }) => {
      await t.handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(patch).where('id', '=', mover.id).execute();
        await bumpDataVersion(trx, 'users');
      });
    };
    await change({ area: 'Mantención' });
    expect(await total()).toBe(before + 1);
    await change({ activo: 0 });
    expect(await total()).toBe(before);
  });

  it('an item for everyone counts every active worker', async () => {
    const n = await created({});
    const workers = await t.handle.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'worker')
      .where('activo', '=', 1)
      .where('cuenta_servicio', '=', 0)
      .execute();
    const d = (await get(`/api/noticias/${n.id}`, admin)).json() as News;
    expect(d.audiencia_total).toBe(workers.length);
    expect(d.vistos).toBe(0);
  });
});

describe('mandatory readings of a news item follow its audience and window', () => {
  it('a worker is not asked to read a news item he cannot see (yet)', async () => {
    const n = await created({ audiencia_sucursales: '[1]', publicar_el: '2026-08-02T09:00' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lecturas',
      headers: { cookie: admin },
      payload: { tipo: 'noticia', item_id: n.id, todos: true, fecha_limite: '2026-08-20' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const pending = async (cookie: string) =>
      ((await get('/api/lecturas/pendientes', cookie)).json() as { item_id: number }[]).some((p) => p.item_id === n.id);
    expect(await pending(opsRancagua)).toBe(false);
    clock.set(Date.parse('2026-08-02T13:00:00Z'));
    expect(await pending(opsRancagua)).toBe(true);
    expect(await pending(opsCalama)).toBe(false);
    await t.handle.db.deleteFrom('lecturas').execute();
  });
});

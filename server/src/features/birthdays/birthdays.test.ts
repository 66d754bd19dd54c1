import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { thumbOf, type Birthday, type MonthBirthday } from '@intranet/contract';
import { fakeClock, storedFiles, tempFiles, useTestApp } from '../../../test/helpers.js';
import { countRows, relUpload, sendForm, testPng } from '../../../test/requests.js';
import { addDays, todayInSantiago } from '../../lib/time.js';
import { birthdaysService } from './birthdays.service.js';
import { seedBirthdays } from './birthdays.seed.js';

const clock = fakeClock(Date.parse('2028-03-10T15:00:00Z'));
const t = useTestApp({ MAX_UPLOAD_MB: '1' }, { clock });
let admin: string;
let worker: string;
let png: Buffer;

// The server's calendar is this clock's: March of a leap year, whose previous month ends on the 29th.
const today = () => todayInSantiago(new Date(clock.now()));
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
  png = await testPng();
});

beforeEach(async () => {
  for (const b of (await get('/api/cumpleanos?limit=100')).json() as Birthday[]) await del(b.id);
});

const get = (url: string, cookie = worker) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const del = (id: number | string, cookie = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/cumpleanos/${id}`, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof sendForm>[3], cookie = admin) =>
  sendForm(t, method, url, fields, cookie);
const create = async (nombre: string, fecha_cumpleanos: string, cargo = 'Operador') => {
  const res = await send('POST', '/api/cumpleanos', { nombre, cargo, fecha_cumpleanos });
  expect(res.statusCode).toBe(201);
  return res.json() as Birthday;
};
const valid = { nombre: 'Ana Rojas', cargo: 'Geóloga', fecha_cumpleanos: '1990-05-14' };

describe('GET /api/cumpleanos/mes', () => {
  it('returns this month (America/Santiago) only, by day, with the date named fecha', async () => {
    const today = todayInSantiago(new Date(clock.now()));
    const month = today.slice(5, 7);
    const year = Number(today.slice(0, 4));
    await create('Tercero', `1980-${month}-28`);
    await create('Primero', `1995-${month}-01`);
    await create('Segundo', `${year - 30}-${month}-15`);
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    // 1988 was a leap year: the last day of February 2028 (the 29th) is a valid birthday.
    await create('Mes anterior', `1988-${lastMonth.slice(5)}`);
    const nextMonth = addDays(`${today.slice(0, 7)}-28`, 7);
    await create('Mes siguiente', `1990-${nextMonth.slice(5, 7)}-01`);
    const res = await get('/api/cumpleanos/mes');
    expect(res.statusCode).toBe(200);
    const items: MonthBirthday[] = res.json();
    expect(items.map((b) => b.nombre)).toEqual(['Primero', 'Segundo', 'Tercero']);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      nombre: 'Primero',
      cargo: 'Operador',
      fecha: `1995-${month}-01`,
      imagen: null,
      tipo: 'manual',
      user_id: null,
    });
  });

  it('uses the Santiago calendar at a month boundary', async () => {
    await create('Enero', '1990-01-31');
    await create('Febrero', '1990-02-01');
    // 2025-02-01 02:00 UTC is still 31 January in Santiago (UTC−3 in summer).
    const today = todayInSantiago(new Date('2025-02-01T02:00:00Z'));
    expect(today).toBe('2025-01-31');
    expect((await birthdaysService.ofThisMonth(t.handle.db, today)).map((b) => b.nombre)).toEqual(['Enero']);
  });

  it('follows every create, edit and delete at once (cached per month against the data version), with 304', async () => {
    const month = today().slice(5, 7);
    const names = async () => ((await get('/api/cumpleanos/mes')).json() as MonthBirthday[]).map((b) => b.nombre);
    const first = await create('Antes', `1990-${month}-02`);
    expect(await names()).toEqual(['Antes']);
    const cached = await get('/api/cumpleanos/mes');
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/cumpleanos/mes',
      headers: { cookie: worker, 'if-none-match': cached.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(
      (
        await send('PUT', `/api/cumpleanos/${first.id}`, {
          nombre: 'Después',
          cargo: 'Operador',
          fecha_cumpleanos: `1990-${month}-02`,
        })
      ).statusCode,
    ).toBe(200);
    expect(await names()).toEqual(['Después']);
    await create('Otra', `1991-${month}-03`);
    expect(await names()).toEqual(['Después', 'Otra']);
    expect((await del(first.id)).statusCode).toBe(204);
    expect(await names()).toEqual(['Otra']);
  });

  it('is an empty list when nobody has a birthday this month', async () => {
    expect((await get('/api/cumpleanos/mes')).json()).toEqual([]);
  });
});

describe('GET /api/cumpleanos', () => {
  it('lists in calendar order, paged, searchable by nombre or cargo, with X-Total-Count', async () => {
    await create('Zoe Díaz', '1990-12-01', 'Contadora');
    await create('Ana Pérez', '1991-03-05', 'Geóloga');
    await create('Luis Soto', '1985-03-02', 'Operador de planta');
    const all = await get('/api/cumpleanos');
    expect(all.json().map((b: Birthday) => b.nombre)).toEqual(['Luis Soto', 'Ana Pérez', 'Zoe Díaz']);
    expect(all.headers['x-total-count']).toBe('3');
    const page2 = await get('/api/cumpleanos?limit=2&page=2');
    expect(page2.json().map((b: Birthday) => b.nombre)).toEqual(['Zoe Díaz']);
    const found = await get('/api/cumpleanos?q=OPERADOR');
    expect(found.json().map((b: Birthday) => b.nombre)).toEqual(['Luis Soto']);
    expect(found.headers['x-total-count']).toBe('1');
    expect((await get('/api/cumpleanos?limit=101')).statusCode).toBe(400);
    expect((await get('/api/cumpleanos?page=-1')).statusCode).toBe(400);
  });
});

describe('POST/PUT/DELETE /api/cumpleanos', () => {
  it('creates with an optional photo (201) and serves it', async () => {
    const res = await send('POST', '/api/cumpleanos', { ...valid, imagen: { filename: 'a.png', content: png } });
    expect(res.statusCode).toBe(201);
    const b: Birthday = res.json();
    expect(b).toMatchObject(valid);
    expect(b.imagen).toMatch(/^\/uploads\/birthdays\/[0-9a-f]{32}\.webp$/);
    expect(await storedFiles(t.dataDir)).toEqual([relUpload(b.imagen!), relUpload(thumbOf(b.imagen!))].sort());
    expect((await get(`/api${thumbOf(b.imagen!)}`)).statusCode).toBe(200);
  });

  it.each([
    ['nombre', { nombre: '' }, 'Ingrese el nombre.'],
    ['cargo', { cargo: undefined }, 'Ingrese el cargo.'],
    ['fecha_cumpleanos', { fecha_cumpleanos: '' }, 'Ingrese una fecha de cumpleaños válida (AAAA-MM-DD).'],
    ['fecha_cumpleanos', { fecha_cumpleanos: '14/05/1990' }, 'Ingrese una fecha de cumpleaños válida (AAAA-MM-DD).'],
    ['fecha_cumpleanos', { fecha_cumpleanos: '1990-13-01' }, 'Ingrese una fecha de cumpleaños válida (AAAA-MM-DD).'],
  ])('refuses a bad %s (400) and stores nothing', async (field, over, message) => {
    const res = await send('POST', '/api/cumpleanos', {
      ...valid,
      ...over,
      imagen: { filename: 'a.png', content: png },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await countRows(t, 'birthdays')).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('refuses a fake image (415) and a too large one (413), storing nothing', async () => {
    expect(
      (await send('POST', '/api/cumpleanos', { ...valid, imagen: { filename: 'a.png', content: 'texto' } })).statusCode,
    ).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(1100 * 1024)]);
    expect(
      (await send('POST', '/api/cumpleanos', { ...valid, imagen: { filename: 'a.png', content: big } })).statusCode,
    ).toBe(413);
    expect(await countRows(t, 'birthdays')).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('PUT updates, keeps or replaces the photo; bad input changes nothing', async () => {
    const b: Birthday = (
      await send('POST', '/api/cumpleanos', { ...valid, imagen: { filename: 'a.png', content: png } })
    ).json();
    const kept = await send('PUT', `/api/cumpleanos/${b.id}`, { ...valid, cargo: 'Jefa de Geología' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ ...b, cargo: 'Jefa de Geología' });
    const replaced: Birthday = (
      await send('PUT', `/api/cumpleanos/${b.id}`, { ...valid, imagen: { filename: 'b.png', content: png } })
    ).json();
    expect(replaced.imagen).not.toBe(b.imagen);
    const files = await storedFiles(t.dataDir);
    expect(files).toEqual([relUpload(replaced.imagen!), relUpload(thumbOf(replaced.imagen!))].sort());

    expect((await send('PUT', `/api/cumpleanos/${b.id}`, { ...valid, fecha_cumpleanos: 'ayer' })).statusCode).toBe(400);
    const missing = await send('PUT', '/api/cumpleanos/987654', {
      ...valid,
      imagen: { filename: 'b.png', content: png },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No se encontró el cumpleaños.');
    expect((await send('PUT', '/api/cumpleanos/uno', valid)).statusCode).toBe(400);
    expect((await get('/api/cumpleanos')).json()).toEqual([replaced]);
    expect(await storedFiles(t.dataDir)).toEqual(files);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('DELETE removes the row and the photo (204), then 404', async () => {
    const b: Birthday = (
      await send('POST', '/api/cumpleanos', { ...valid, imagen: { filename: 'a.png', content: png } })
    ).json();
    expect((await del(b.id)).statusCode).toBe(204);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect((await del(b.id)).statusCode).toBe(404);
  });

  it('a worker may read but not write', async () => {
    expect((await send('POST', '/api/cumpleanos', valid, worker)).statusCode).toBe(403);
    expect((await get('/api/cumpleanos')).statusCode).toBe(200);
    expect(await countRows(t, 'birthdays')).toBe(0);
  });
});

describe('demo content', () => {
  it('seeds birthdays over the year, several this month, each with a photo', async () => {
    await seedBirthdays({ db: t.handle.db, storage: t.app.storage, log: t.app.log, users: [] }, today());
    const all: Birthday[] = (await get('/api/cumpleanos?limit=100')).json();
    expect(new Set(all.map((b) => b.fecha_cumpleanos.slice(5, 7))).size).toBeGreaterThanOrEqual(10);
    expect(all.every((b) => b.imagen)).toBe(true);
    const month: MonthBirthday[] = (await get('/api/cumpleanos/mes')).json();
    expect(month.length).toBeGreaterThan(6); // more than one carousel page
  });
});

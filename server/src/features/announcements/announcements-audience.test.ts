import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Announcement } from '@intranet/contract';
import { useTestApp, fakeClock } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';
import { sendForm } from '../../../test/requests.js';

/** Audiences and publishing windows of announcements. */

const START = Date.parse('2026-09-01T12:00:00Z');

const clock = fakeClock(START);
const t = useTestApp({}, { clock });

let admin: string;
let calama: string;
let santiago: string;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  calama = await t.loginAs(await makeUser(t.handle.db, { area: 'Operaciones', sucursal: 3 }));
  santiago = await t.loginAs(await makeUser(t.handle.db, { area: 'Operaciones', sucursal: 2 }));
});

beforeEach(async () => {
  clock.set(START);
  await t.handle.db.deleteFrom('announcements').execute();
});

const types = async (cookie?: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/announcements', headers: cookie ? { cookie } : {} })
    ).json() as Announcement[]
  ).map((a) => a.type);

const create = (fields: Record<string, string>, cookie = admin) =>
  sendForm(t, 'POST', '/api/announcements', { title: 'Título', detail: 'Detalle.', ...fields }, cookie);

describe('announcement audiences and windows', () => {
  it('an announcement for a branch: only its workers (and admins) see it; visitors without a session do not', async () => {
    expect((await create({ type: 'bienvenido' })).statusCode).toBe(201);
    const res = await create({ type: 'seguridad', audiencia_sucursales: '[3]' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ audiencia_sucursales: [3], estado: 'Publicada' });
    expect(await types()).toEqual(['bienvenido']);
    expect(await types(santiago)).toEqual(['bienvenido']);
    expect(await types(calama)).toEqual(['bienvenido', 'seguridad']);
    expect(await types(admin)).toEqual(['bienvenido', 'seguridad']);
    const [own] = (
      await t.app.inject({ method: 'GET', url: '/api/announcements', headers: { cookie: calama } })
    ).json() as Announcement[];
    expect(Object.keys(own!)).not.toContain('estado');
  });

  it('appears at its Santiago time and goes at its end, on the clock-forward Sunday of September', async () => {
    // 2026-09-06 01:00 summer time (UTC−3) is 04:00 UTC; the end 09:00 is 12:00 UTC.
    const res = await create({
      type: 'misionvision',
      publicar_el: '2026-09-06T01:00',
      despublicar_el: '2026-09-06T09:00',
    });
    expect(res.json()).toMatchObject({
      publicar_el: '2026-09-06T04:00:00.000Z',
      despublicar_el: '2026-09-06T12:00:00.000Z',
      estado: 'Programada',
    });
    clock.set(Date.parse('2026-09-06T03:59:59Z'));
    expect(await types()).toEqual([]);
    clock.set(Date.parse('2026-09-06T04:00:00Z'));
    expect(await types()).toEqual(['misionvision']);
    expect(await types(santiago)).toEqual(['misionvision']);
    clock.set(Date.parse('2026-09-06T12:00:00Z'));
    expect(await types()).toEqual([]);
    const [a] = (
      await t.app.inject({ method: 'GET', url: '/api/announcements', headers: { cookie: admin } })
    ).json() as Announcement[];
    expect(a!.estado).toBe('Vencida');
  });

  it('validation in Spanish, and only admins write', async () => {
    const bad = await create({
      type: 'bienvenido',
      publicar_el: '2026-09-07T10:00',
      despublicar_el: '2026-09-07T09:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.despublicar_el).toBe('La fecha de despublicación debe ser posterior a la de publicación.');
    const area = await create({ type: 'bienvenido', audiencia_areas: '["Nada"]' });
    expect(area.json().fields.audiencia_areas).toBe('Una de las áreas elegidas no existe.');
    expect((await create({ type: 'bienvenido' }, calama)).statusCode).toBe(403);
    expect(
      (await sendForm(t, 'POST', '/api/announcements', { type: 'bienvenido', title: 'x', detail: 'y' }, '')).statusCode,
    ).toBe(401);
    expect(await types(admin)).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkersPage } from '@intranet/contract';
import { useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';

/** The directory's area and branch filters, combinable with the search; no service accounts. */
const t = useTestApp();
let worker: string;
const tag = `dirf${Date.now().toString(36)}`;

const page = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/trabajadores?${query}`, headers: { cookie: worker } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkersPage>();
};
const names = async (query: string) => (await page(query)).items.map((w) => w.nombre);

beforeAll(async () => {
  worker = await t.cookieFor('worker');
  const people: [string, string | null, number | null][] = [
    [`${tag} Ángela Núñez`, 'Operaciones', 3],
    [`${tag} Bruno Díaz`, 'Operaciones', 2],
    [`${tag} Carla Soto`, 'Finanzas', 3],
    [`${tag} Diego Paz`, null, null],
  ];
  for (const [nombre, area, sucursal] of people) await makeUser(t.handle.db, { nombre, area, sucursal });
  await makeUser(t.handle.db, { nombre: `${tag} Servicio`, area: 'Operaciones', sucursal: 3, cuenta_servicio: true });
  await makeUser(t.handle.db, { nombre: `${tag} Inactiva`, area: 'Operaciones', sucursal: 3, activo: false });
});

describe('GET /api/trabajadores: area and branch filters', () => {
  it('filters by area, by branch (id or name) and by both, with the search, counting only matches', async () => {
    expect(await names(`q=${tag}&area=Operaciones`)).toEqual([`${tag} Ángela Núñez`, `${tag} Bruno Díaz`]);
    expect(await names(`q=${tag}&sucursal=3`)).toEqual([`${tag} Ángela Núñez`, `${tag} Carla Soto`]);
    expect(await names(`q=${tag}&sucursal=calama`)).toEqual([`${tag} Ángela Núñez`, `${tag} Carla Soto`]);
    const both = await page(`q=${tag}&area=Operaciones&sucursal=3`);
    expect(both.items.map((w) => w.nombre)).toEqual([`${tag} Ángela Núñez`]);
    expect(both.total).toBe(1);
    expect(both.items[0]).toMatchObject({ area: 'Operaciones', sucursal: 3 });
    expect((await page(`q=${tag}&area=Finanzas&sucursal=2`)).total).toBe(0);
  });

  it('searches the full name ignoring accents and case', async () => {
    expect(await names(`q=${encodeURIComponent('angela nunez')}`)).toEqual([`${tag} Ángela Núñez`]);
    expect(await names(`q=${encodeURIComponent('NÚÑEZ')}&sucursal=3`)).toEqual([`${tag} Ángela Núñez`]);
  });

  it('never lists service accounts or inactive people, whatever the filter', async () => {
    const all = await names(`q=${tag}&por_pagina=100`);
    expect(all).not.toContain(`${tag} Servicio`);
    expect(all).not.toContain(`${tag} Inactiva`);
    expect(all).toHaveLength(4);
  });

  it('an empty filter is no filter', async () => {
    expect((await page(`q=${tag}&area=&sucursal=`)).total).toBe(4);
  });

  it('refuses an unknown area or branch with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['area=Astronom%C3%ADa', 'area'],
      ['sucursal=9', 'sucursal'],
      ['sucursal=Tokio', 'sucursal'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/trabajadores?${query}`, headers: { cookie: worker } });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });
});

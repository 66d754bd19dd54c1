import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';

const t = useTestApp();
let admin: string;
let alice: MadeUser;
let bob: MadeUser;
let aliceCookie: string;
let bobCookie: string;

const URL_A = 'https://app.powerbi.com/view?r=reporte-a';
const URL_B = 'https://app.powerbi.com/reportEmbed?reportId=b&autoAuth=true';
const URL_C = 'https://msit.powerbi.com/view?r=reporte-c';

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  alice = await makeUser(t.handle.db, { username: 'alice' });
  bob = await makeUser(t.handle.db, { username: 'bob' });
  aliceCookie = await t.loginAs(alice);
  bobCookie = await t.loginAs(bob);
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

async function createReport(nombre: string, url: string, mascara_pie?: boolean) {
  const res = await inject('POST', '/api/admin/reportes', admin, { nombre, url, mascara_pie });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; nombre: string; url: string; mascara_pie: boolean };
}

describe('reports', () => {
  let a: { id: number };
  let b: { id: number };
  let c: { id: number };

  it('admin creates reports; the mask defaults to on', async () => {
    a = await createReport('Indicadores Consolidados', URL_A);
    b = await createReport('Pipeline comercial', URL_B, false);
    c = await createReport('KPI Contratos', URL_C, false);
    const list = await inject('GET', '/api/admin/reportes', admin);
    expect(list.json()).toEqual([
      { id: a.id, nombre: 'Indicadores Consolidados', url: URL_A, mascara_pie: true, usuarios: 0 },
      { id: b.id, nombre: 'Pipeline comercial', url: URL_B, mascara_pie: false, usuarios: 0 },
      { id: c.id, nombre: 'KPI Contratos', url: URL_C, mascara_pie: false, usuarios: 0 },
    ]);
  });

  it.each([
    ['http://app.powerbi.com/view?r=x', 'http'],
    ['https://evil.example.com/view', 'other host'],
    ['https://powerbi.com.evil.com/x', 'suffix trick'],
    ['https://app.powerbi.com@evil.com/x', 'credentials'],
    ['https://user:pw@app.powerbi.com/x', 'credentials on host'],
    ['https://app.powerbi.com:8443/x', 'port'],
    ['javascript:alert(1)', 'javascript'],
    ['no es una url', 'not a url'],
    ['', 'empty'],
  ])('refuses the URL %s (%s) with a Spanish sentence; nothing stored', async (url) => {
    const res = await inject('POST', '/api/admin/reportes', admin, { nombre: `Malo ${url}`, url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { url: 'Ingrese una URL https de Power BI (app.powerbi.com).' } });
    const list = await inject('GET', '/api/admin/reportes', admin);
    expect((list.json() as unknown[]).length).toBe(3);
  });

  it('refuses a blank name and a duplicate name', async () => {
    const blank = await inject('POST', '/api/admin/reportes', admin, { nombre: '  ', url: URL_A });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.nombre).toBe('Ingrese el nombre del reporte.');
    const dup = await inject('POST', '/api/admin/reportes', admin, { nombre: 'KPI Contratos', url: URL_A });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Ya existe un reporte con ese nombre.');
  });

  it('a worker without permissions gets an empty list', async () => {
    const res = await inject('GET', '/api/reportes/mis-reportes', aliceCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('admin sets per-user permissions; each worker receives exactly their reports', async () => {
    const setA = await inject('PUT', `/api/admin/reportes/usuarios/${alice.id}`, admin, {
      reportes: [c.id, a.id, a.id],
    });
    expect(setA.statusCode).toBe(200);
    expect(setA.json()).toMatchObject({ id: alice.id, username: 'alice', reportes: [a.id, c.id] });
    await inject('PUT', `/api/admin/reportes/usuarios/${bob.id}`, admin, { reportes: [b.id] });

    const mineA = (await inject('GET', '/api/reportes/mis-reportes', aliceCookie)).json();
    expect(mineA).toEqual([
      { id: a.id, nombre: 'Indicadores Consolidados', url: URL_A, mascara_pie: true },
      { id: c.id, nombre: 'KPI Contratos', url: URL_C, mascara_pie: false },
    ]);
    const mineB = (await inject('GET', '/api/reportes/mis-reportes', bobCookie)).json();
    expect(mineB).toEqual([{ id: b.id, nombre: 'Pipeline comercial', url: URL_B, mascara_pie: false }]);
    // No URL outside the worker's list appears anywhere in the answer.
    expect(JSON.stringify(mineB)).not.toContain(URL_A);
    expect(JSON.stringify(mineB)).not.toContain(URL_C);

    const users = (await inject('GET', '/api/admin/reportes/usuarios', admin)).json() as {
      id: number;
      reportes: number[];
    }[];
    expect(users.find((u) => u.id === alice.id)!.reportes).toEqual([a.id, c.id]);
    expect(users.find((u) => u.id === bob.id)!.reportes).toEqual([b.id]);
    const list = (await inject('GET', '/api/admin/reportes', admin)).json() as { id: number; usuarios: number }[];
    expect(list.find((r) => r.id === a.id)!.usuarios).toBe(1);
  });

  it('workers cannot read the admin lists nor change permissions', async () => {
    for (const [m, url] of [
      ['GET', '/api/admin/reportes'],
      ['GET', '/api/admin/reportes/usuarios'],
      ['PUT', `/api/admin/reportes/usuarios/${alice.id}`],
      ['GET', '/api/admin/powerbi-pages'],
    ] as const) {
      const res = await inject(m, url, aliceCookie, m === 'PUT' ? { reportes: [a.id, b.id] } : undefined);
      expect(res.statusCode).toBe(403);
    }
    expect(((await inject('GET', '/api/reportes/mis-reportes', aliceCookie)).json() as unknown[]).length).toBe(2);
  });

  it('refuses unknown report ids and bad bodies; the permissions stay as they were', async () => {
    const unknown = await inject('PUT', `/api/admin/reportes/usuarios/${alice.id}`, admin, { reportes: [a.id, 99999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Uno de los reportes indicados no existe.');
    const bad = await inject('PUT', `/api/admin/reportes/usuarios/${alice.id}`, admin, { reportes: ['x'] });
    expect(bad.statusCode).toBe(400);
    const missing = await inject('PUT', `/api/admin/reportes/usuarios/${alice.id}`, admin, {});
    expect(missing.statusCode).toBe(400);
    const noUser = await inject('PUT', '/api/admin/reportes/usuarios/999999', admin, { reportes: [] });
    expect(noUser.statusCode).toBe(404);
    expect(((await inject('GET', '/api/reportes/mis-reportes', aliceCookie)).json() as unknown[]).length).toBe(2);
  });

  it('updates a report (URL rules apply) and the change reaches the allowed user', async () => {
    const bad = await inject('PUT', `/api/admin/reportes/${a.id}`, admin, {
      nombre: 'Indicadores Consolidados',
      url: 'https://example.com/x',
    });
    expect(bad.statusCode).toBe(400);
    const res = await inject('PUT', `/api/admin/reportes/${a.id}`, admin, {
      nombre: 'Indicadores Consolidados 2026',
      url: 'https://app.powerbi.com/view?r=nuevo',
      mascara_pie: 'false',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: a.id,
      nombre: 'Indicadores Consolidados 2026',
      url: 'https://app.powerbi.com/view?r=nuevo',
      mascara_pie: false,
    });
    const mine = (await inject('GET', '/api/reportes/mis-reportes', aliceCookie)).json() as { url: string }[];
    expect(mine[0]!.url).toBe('https://app.powerbi.com/view?r=nuevo');
    const dup = await inject('PUT', `/api/admin/reportes/${a.id}`, admin, { nombre: 'KPI Contratos', url: URL_A });
    expect(dup.statusCode).toBe(409);
    const missing = await inject('PUT', '/api/admin/reportes/999999', admin, { nombre: 'X', url: URL_A });
    expect(missing.statusCode).toBe(404);
  });

  it('deleting a report removes it from every user', async () => {
    const res = await inject('DELETE', `/api/admin/reportes/${c.id}`, admin);
    expect(res.statusCode).toBe(204);
    const mine = (await inject('GET', '/api/reportes/mis-reportes', aliceCookie)).json() as { id: number }[];
    expect(mine.map((r) => r.id)).toEqual([a.id]);
    expect((await inject('DELETE', `/api/admin/reportes/${c.id}`, admin)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/admin/reportes/abc', admin)).statusCode).toBe(400);
  });
});

describe('Graficos pages', () => {
  it('an unconfigured page answers 404; a page outside page1–page4 answers 400', async () => {
    const res = await inject('GET', '/api/get-powerbi-url/page1', aliceCookie);
    expect(res.statusCode).toBe(404);
    for (const page of ['page5', 'page0', 'PAGE1', '..%2Fpage1', 'x']) {
      const bad = await inject('GET', `/api/get-powerbi-url/${page}`, aliceCookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Página inválida: use page1, page2, page3 o page4.');
    }
  });

  it('admin configures pages; any logged-in user reads {embedUrl}', async () => {
    const put = await inject('PUT', '/api/admin/powerbi-pages/page2', admin, {
      url: 'https://app.powerbi.com/view?r=g2',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ page: 'page2', url: 'https://app.powerbi.com/view?r=g2' });
    await inject('PUT', '/api/admin/powerbi-pages/page2', admin, { url: 'https://app.powerbi.com/view?r=g2b' });
    const res = await inject('GET', '/api/get-powerbi-url/page2', bobCookie);
    expect(res.json()).toEqual({ embedUrl: 'https://app.powerbi.com/view?r=g2b' });
    const list = await inject('GET', '/api/admin/powerbi-pages', admin);
    expect(list.json()).toEqual([
      { page: 'page1', url: null },
      { page: 'page2', url: 'https://app.powerbi.com/view?r=g2b' },
      { page: 'page3', url: null },
      { page: 'page4', url: null },
    ]);
  });

  it('refuses a non-Power BI URL and a bad page; clears a page', async () => {
    const bad = await inject('PUT', '/api/admin/powerbi-pages/page3', admin, { url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    const badPage = await inject('PUT', '/api/admin/powerbi-pages/page9', admin, { url: 'https://app.powerbi.com/x' });
    expect(badPage.statusCode).toBe(400);
    expect((await inject('GET', '/api/get-powerbi-url/page3', bobCookie)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/admin/powerbi-pages/page2', admin)).statusCode).toBe(204);
    expect((await inject('GET', '/api/get-powerbi-url/page2', bobCookie)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/admin/powerbi-pages/page2', admin)).statusCode).toBe(404);
  });
});

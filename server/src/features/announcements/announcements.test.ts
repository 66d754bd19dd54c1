import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Announcement } from '@intranet/contract';
import { storedFiles, tempFiles, useTestApp } from '../../../test/helpers.js';
import { countRows, relUpload, sendForm, testPng } from '../../../test/requests.js';
import { seedAnnouncements } from './announcements.seed.js';

const t = useTestApp({ MAX_UPLOAD_MB: '1' });
let admin: string;
let worker: string;
let png: Buffer;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
  png = await testPng();
});

beforeEach(async () => {
  // As an admin: the public list leaves out announcements with an audience or outside their window.
  for (const a of (await listAs(admin)).json() as Announcement[]) await del(a.id);
});

/** Anonymous on purpose: the list is public. */
const list = () => t.app.inject({ method: 'GET', url: '/api/announcements' });
const listAs = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/announcements', headers: { cookie } });
/** An announcement as visitors and workers get it: without the admin's audience, window and status. */
const publicOf = ({ id, type, title, detail, image1, image2, image3, image4 }: Announcement) => ({
  id,
  type,
  title,
  detail,
  image1,
  image2,
  image3,
  image4,
});
const del = (id: number | string, cookie = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/announcements/${id}`, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof sendForm>[3], cookie = admin) =>
  sendForm(t, method, url, fields, cookie);
const image = () => ({ filename: 'foto.png', content: png });
const bienvenido = { type: 'bienvenido', title: 'Bienvenido', detail: 'Nos alegra tenerte aquí.' };
const mision = { type: 'misionvision', title: 'Misión y visión', detail: 'Minería responsable.' };

describe('announcements', () => {
  it('GET /api/announcements is public and images are served without a session', async () => {
    const created = await send('POST', '/api/announcements', { ...bienvenido, image1: image() });
    expect(created.statusCode).toBe(201);
    const a: Announcement = created.json();
    expect(a).toEqual({
      ...bienvenido,
      id: expect.any(Number),
      image1: expect.any(String),
      image2: null,
      image3: null,
      image4: null,
      audiencia_areas: [],
      audiencia_sucursales: [],
      publicar_el: null,
      despublicar_el: null,
      estado: 'Publicada',
    });
    expect(a.image1).toMatch(/^\/uploads\/announcements\/[0-9a-f]{32}\.webp$/);
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([publicOf(a)]);
    const img = await t.app.inject({ method: 'GET', url: `/api${a.image1}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
  });

  it('misionvision takes four images', async () => {
    const res = await send('POST', '/api/announcements', {
      ...mision,
      image1: image(),
      image2: image(),
      image3: image(),
      image4: image(),
    });
    expect(res.statusCode).toBe(201);
    const a: Announcement = res.json();
    for (const f of ['image1', 'image2', 'image3', 'image4'] as const)
      expect(a[f]).toMatch(/^\/uploads\/announcements\//);
    expect(await storedFiles(t.dataDir)).toHaveLength(8);
  });

  it('refuses images 2 to 4 for bienvenido and seguridad, storing nothing', async () => {
    for (const type of ['bienvenido', 'seguridad']) {
      const res = await send('POST', '/api/announcements', { ...bienvenido, type, image1: image(), image3: image() });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.image3).toBe('Solo los anuncios de tipo misionvision llevan las imágenes 2 a 4.');
    }
    expect(await countRows(t, 'announcements')).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it.each([
    ['type', { type: 'noticias' }],
    ['type', { type: undefined }],
    ['title', { title: '' }],
    ['detail', { detail: undefined }],
  ])('refuses a bad %s with 400 and a Spanish message', async (field, over) => {
    const res = await send('POST', '/api/announcements', { ...bienvenido, ...over, image1: image() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toMatch(/^(Seleccione|Ingrese)/);
    expect(await countRows(t, 'announcements')).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });

  it('one announcement per type: a second of the same type is 409 and stores nothing', async () => {
    await send('POST', '/api/announcements', bienvenido);
    const before = await storedFiles(t.dataDir);
    const res = await send('POST', '/api/announcements', { ...bienvenido, title: 'Otro', image1: image() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Ya existe un anuncio de tipo bienvenido. Edítelo en lugar de crear otro.');
    expect(await countRows(t, 'announcements')).toBe(1);
    expect(await storedFiles(t.dataDir)).toEqual(before);
  });

  it('a fake image is 415 with nothing stored, even after a good first image', async () => {
    const res = await send('POST', '/api/announcements', {
      ...mision,
      image1: image(),
      image2: { filename: 'b.png', content: 'no es imagen' },
    });
    expect(res.statusCode).toBe(415);
    expect(await countRows(t, 'announcements')).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('PUT replaces only the images sent and removes the replaced files', async () => {
    const a: Announcement = (
      await send('POST', '/api/announcements', { ...mision, image1: image(), image2: image() })
    ).json();
    const res = await send('PUT', `/api/announcements/${a.id}`, {
      ...mision,
      title: 'Nueva',
      image2: image(),
      image4: image(),
    });
    expect(res.statusCode).toBe(200);
    const b: Announcement = res.json();
    expect(b.title).toBe('Nueva');
    expect(b.image1).toBe(a.image1);
    expect(b.image2).not.toBe(a.image2);
    expect(b.image3).toBeNull();
    expect(b.image4).toMatch(/^\/uploads\/announcements\//);
    const files = await storedFiles(t.dataDir);
    expect(files).toHaveLength(6);
    expect(files).not.toContain(relUpload(a.image2!));
    expect((await list()).json()).toEqual([publicOf(b)]);
  });

  it('PUT to a single-image type drops images 2 to 4 and their files', async () => {
    const a: Announcement = (
      await send('POST', '/api/announcements', { ...mision, image1: image(), image2: image(), image3: image() })
    ).json();
    const res = await send('PUT', `/api/announcements/${a.id}`, { ...mision, type: 'seguridad' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'seguridad', image1: a.image1, image2: null, image3: null, image4: null });
    expect(await storedFiles(t.dataDir)).toHaveLength(2);
  });

  it('PUT bad input changes nothing: duplicate type 409, missing 404, bad id 400, bad type 400', async () => {
    const a: Announcement = (await send('POST', '/api/announcements', { ...bienvenido, image1: image() })).json();
    await send('POST', '/api/announcements', { ...mision });
    const files = await storedFiles(t.dataDir);
    const dup = await send('PUT', `/api/announcements/${a.id}`, {
      ...bienvenido,
      type: 'misionvision',
      image1: image(),
    });
    expect(dup.statusCode).toBe(409);
    const missing = await send('PUT', '/api/announcements/999999', { ...bienvenido, image1: image() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No se encontró el anuncio.');
    expect((await send('PUT', '/api/announcements/abc', bienvenido)).statusCode).toBe(400);
    expect((await send('PUT', `/api/announcements/${a.id}`, { ...bienvenido, type: 'otro' })).statusCode).toBe(400);
    expect((await list()).json()[0]).toEqual(publicOf(a));
    expect(await storedFiles(t.dataDir)).toEqual(files);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('DELETE removes the row and every image (204); then 404', async () => {
    const a: Announcement = (
      await send('POST', '/api/announcements', { ...mision, image1: image(), image4: image() })
    ).json();
    expect((await del(a.id)).statusCode).toBe(204);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect((await del(a.id)).statusCode).toBe(404);
    expect((await del('0')).statusCode).toBe(400);
  });

  it('workers may not write; anonymous may not write', async () => {
    expect((await send('POST', '/api/announcements', bienvenido, worker)).statusCode).toBe(403);
    expect((await send('POST', '/api/announcements', bienvenido, '')).statusCode).toBe(401);
    expect(await countRows(t, 'announcements')).toBe(0);
  });
});

describe('demo content', () => {
  it('seeds the three announcements: one image for the first two, four for misionvision', async () => {
    await seedAnnouncements({ db: t.handle.db, storage: t.app.storage, log: t.app.log, users: [] });
    const all: Announcement[] = (await list()).json();
    expect(all.map((a) => a.type)).toEqual(['bienvenido', 'seguridad', 'misionvision']);
    expect(all.map((a) => [a.image1, a.image2, a.image3, a.image4].filter(Boolean).length)).toEqual([1, 1, 4]);
    expect(await storedFiles(t.dataDir)).toHaveLength(12);
  });
});

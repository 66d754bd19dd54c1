import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { thumbOf, type IntroSlide } from '@intranet/contract';
import { storedFiles, tempFiles, useTestApp } from '../../../test/helpers.js';
import { countRows, relUpload, sendForm, testPng } from '../../../test/requests.js';
import { seedSlides } from './slides.seed.js';

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
  for (const s of (await list()).json() as IntroSlide[]) await del(s.id);
});

const list = () => t.app.inject({ method: 'GET', url: '/api/intro-slides', headers: { cookie: worker } });
const del = (id: number | string, cookie = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/intro-slides/${id}`, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof sendForm>[3], cookie = admin) =>
  sendForm(t, method, url, fields, cookie);
const valid = { titulo: 'Bienvenidos a la intranet', descripcion: 'Un espacio para todos.' };
const image = () => ({ filename: 'slide.jpg', content: png });

describe('intro slides', () => {
  it('POST creates (201) with a picture; GET lists in creation order for any logged-in user', async () => {
    const a = await send('POST', '/api/intro-slides', { ...valid, imagen: image() });
    expect(a.statusCode).toBe(201);
    const slide: IntroSlide = a.json();
    expect(slide).toMatchObject({ ...valid, id: expect.any(Number) });
    expect(slide.imagen).toMatch(/^\/uploads\/slides\/[0-9a-f]{32}\.webp$/);
    const b = await send('POST', '/api/intro-slides', { titulo: 'Segundo', descripcion: 'Sin imagen' });
    expect(b.statusCode).toBe(201);
    expect(b.json().imagen).toBeNull();
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([slide, b.json()]);
    expect(await storedFiles(t.dataDir)).toEqual([relUpload(slide.imagen!), relUpload(thumbOf(slide.imagen!))].sort());
  });

  it.each([
    ['titulo', { titulo: '' }, 'Ingrese el título del slide.'],
    ['titulo', { titulo: undefined }, 'Ingrese el título del slide.'],
    ['descripcion', { descripcion: '  ' }, 'Ingrese la descripción del slide.'],
  ])('POST refuses a missing %s (400) and stores nothing', async (field, over, message) => {
    const res = await send('POST', '/api/intro-slides', { ...valid, ...over, imagen: image() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await countRows(t, 'intro_slides')).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('POST refuses a text file named .png (415) and an oversized file (413), storing nothing', async () => {
    const fake = await send('POST', '/api/intro-slides', { ...valid, imagen: { filename: 'a.png', content: 'hola' } });
    expect(fake.statusCode).toBe(415);
    const big = await send('POST', '/api/intro-slides', {
      ...valid,
      imagen: { filename: 'a.png', content: Buffer.concat([png, Buffer.alloc(1100 * 1024)]) },
    });
    expect(big.statusCode).toBe(413);
    expect(await countRows(t, 'intro_slides')).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('PUT updates texts, keeps or replaces the picture, removing the replaced files', async () => {
    const slide: IntroSlide = (await send('POST', '/api/intro-slides', { ...valid, imagen: image() })).json();
    const kept = await send('PUT', `/api/intro-slides/${slide.id}`, { titulo: 'Nuevo título', descripcion: 'Otra' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ ...slide, titulo: 'Nuevo título', descripcion: 'Otra' });
    const replaced = await send('PUT', `/api/intro-slides/${slide.id}`, { ...valid, imagen: image() });
    expect(replaced.statusCode).toBe(200);
    const now: IntroSlide = replaced.json();
    expect(now.imagen).not.toBe(slide.imagen);
    expect(await storedFiles(t.dataDir)).toEqual([relUpload(now.imagen!), relUpload(thumbOf(now.imagen!))].sort());
    expect((await list()).json()).toEqual([now]);
  });

  it('PUT with bad input changes nothing (400, 404, 415)', async () => {
    const slide: IntroSlide = (await send('POST', '/api/intro-slides', { ...valid, imagen: image() })).json();
    const files = await storedFiles(t.dataDir);
    const bad = await send('PUT', `/api/intro-slides/${slide.id}`, { titulo: '', descripcion: 'x', imagen: image() });
    expect(bad.statusCode).toBe(400);
    const missing = await send('PUT', '/api/intro-slides/424242', { ...valid, imagen: image() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No se encontró el slide.');
    const fake = await send('PUT', `/api/intro-slides/${slide.id}`, {
      ...valid,
      titulo: 'No',
      imagen: { filename: 'a.png', content: 'texto' },
    });
    expect(fake.statusCode).toBe(415);
    expect((await send('PUT', '/api/intro-slides/abc', valid)).statusCode).toBe(400);
    expect((await list()).json()).toEqual([slide]);
    expect(await storedFiles(t.dataDir)).toEqual(files);
  });

  it('DELETE removes the row and its files (204), then 404; a bad id is 400', async () => {
    const slide: IntroSlide = (await send('POST', '/api/intro-slides', { ...valid, imagen: image() })).json();
    expect((await del(slide.id)).statusCode).toBe(204);
    expect(await storedFiles(t.dataDir)).toEqual([]);
    expect((await list()).json()).toEqual([]);
    const again = await del(slide.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('No se encontró el slide.');
    expect((await del('x1')).statusCode).toBe(400);
  });

  it('workers may read but not write', async () => {
    const res = await send('POST', '/api/intro-slides', { ...valid, imagen: image() }, worker);
    expect(res.statusCode).toBe(403);
    expect(await countRows(t, 'intro_slides')).toBe(0);
    expect(await storedFiles(t.dataDir)).toEqual([]);
  });
});

describe('demo content', () => {
  it('seeds three slides with pictures', async () => {
    await seedSlides({ db: t.handle.db, storage: t.app.storage, log: t.app.log, users: [] });
    const slides: IntroSlide[] = (await list()).json();
    expect(slides).toHaveLength(3);
    for (const s of slides) expect(s.imagen).toMatch(/^\/uploads\/slides\//);
    expect(await storedFiles(t.dataDir)).toHaveLength(6);
  });
});

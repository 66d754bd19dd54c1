import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  multipart,
  storedFiles,
  tempFiles,
  underSchemaLock,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp();
let admin: string;
let worker: string;
let png: Buffer;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8702a' } })
    .png()
    .toBuffer();
});

const img = () => ({ filename: 'portada.png', content: png, contentType: 'image/png' });

async function postVideo(fields: Parameters<typeof multipart>[0], cookie = admin) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/videos',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const get = (url: string, cookie = worker) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('videos', () => {
  let firstId: number;

  it('admin uploads a video with a cover; 201 with the object and a stored WebP + thumbnail', async () => {
    const res = await postVideo({
      title: 'Seguridad en Faena',
      area: 'Seguridad',
      link: 'https://cursos.example.cl/1',
      image: img(),
    });
    expect(res.statusCode).toBe(201);
    const v = res.json();
    expect(v).toMatchObject({ title: 'Seguridad en Faena', area: 'Seguridad', link: 'https://cursos.example.cl/1' });
    expect(v.image).toMatch(/^\/uploads\/courses\/[0-9a-f]{32}\.webp$/);
    firstId = v.id;
    const files = await storedFiles(t.dataDir);
    expect(files).toEqual([v.image.slice(9), v.image.slice(9).replace('.webp', '.thumb.webp')].sort());
    const served = await get(`/api${v.image}`);
    expect(served.statusCode).toBe(200);
  });

  it('the image is optional', async () => {
    const res = await postVideo({ title: 'Excel Básico', area: 'Ofimática', link: 'http://cursos.example.cl/2' });
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toBeNull();
  });

  it.each([
    [{ title: '', area: 'A', link: 'https://x.cl' }, 'title', 'Ingrese el título.'],
    [{ title: 'T', area: '   ', link: 'https://x.cl' }, 'area', 'Ingrese el área.'],
    [
      { title: 'T', area: 'A', link: 'javascript:alert(1)' },
      'link',
      'Ingrese un enlace válido que comience con http:// o https://.',
    ],
    [
      { title: 'T', area: 'A', link: 'no es url' },
      'link',
      'Ingrese un enlace válido que comience con http:// o https://.',
    ],
    [
      { title: 'T', area: 'A', link: 'ftp://x.cl/curso' },
      'link',
      'Ingrese un enlace válido que comience con http:// o https://.',
    ],
    [{ title: 'T', area: 'A' }, 'link', 'Ingrese un enlace válido que comience con http:// o https://.'],
    [{ title: 'T'.repeat(201), area: 'A', link: 'https://x.cl' }, 'title', 'Máximo 200 caracteres.'],
  ])('refuses %j (field %s); nothing stored', async (fields, field, message) => {
    const before = await storedFiles(t.dataDir);
    const res = await postVideo({ ...fields, image: img() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await storedFiles(t.dataDir)).toEqual(before);
    expect(await tempFiles(t.dataDir)).toEqual([]);
    expect((await get('/api/videos')).json().total).toBe(2);
  });

  it('refuses a file that is not an image with 415; nothing stored', async () => {
    const before = await storedFiles(t.dataDir);
    const res = await postVideo({
      title: 'T',
      area: 'A',
      link: 'https://x.cl',
      image: { filename: 'x.png', content: '%PDF-1.4 no soy imagen', contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(415);
    expect(await storedFiles(t.dataDir)).toEqual(before);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('JSON instead of a form → 415; workers → 403', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: { cookie: admin },
      payload: { title: 'T', area: 'A', link: 'https://x.cl' },
    });
    expect(json.statusCode).toBe(415);
    const res = await postVideo({ title: 'T', area: 'A', link: 'https://x.cl' }, worker);
    expect(res.statusCode).toBe(403);
  });

  it('updates a video and replaces its cover, removing the old file', async () => {
    const before = (await get('/api/videos?pageSize=100')).json().items.find((v: { id: number }) => v.id === firstId);
    const body = multipart({
      title: 'Seguridad en Faena II',
      area: 'Prevención',
      link: 'https://cursos.example.cl/1b',
      image: img(),
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/videos/${firstId}`,
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({ id: firstId, title: 'Seguridad en Faena II', area: 'Prevención' });
    expect(v.image).not.toBe(before.image);
    const files = await storedFiles(t.dataDir);
    expect(files).not.toContain(before.image.slice(9));
    expect(files).toContain(v.image.slice(9));
  });

  it('an update without a file keeps the cover; a bad update changes nothing', async () => {
    const body = multipart({
      title: 'Seguridad en Faena III',
      area: 'Prevención',
      link: 'https://cursos.example.cl/1c',
    });
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/videos/${firstId}`,
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(ok.statusCode).toBe(200);
    const image = ok.json().image;
    expect(image).toMatch(/^\/uploads\/courses\//);
    const badBody = multipart({ title: 'Otro', area: 'X', link: 'javascript:void(0)', image: img() });
    const before = await storedFiles(t.dataDir);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/videos/${firstId}`,
      headers: { ...badBody.headers, cookie: admin },
      payload: badBody.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(await storedFiles(t.dataDir)).toEqual(before);
    const item = (await get('/api/videos?q=faena')).json().items[0];
    expect(item).toMatchObject({ title: 'Seguridad en Faena III', image });
    const missingBody = multipart({ title: 'X', area: 'X', link: 'https://x.cl' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/videos/999999',
      headers: { ...missingBody.headers, cookie: admin },
      payload: missingBody.payload,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists newest first, paged, and searches title or area ignoring case and accents', async () => {
    for (let i = 0; i < 8; i++) {
      await postVideo({ title: `Curso ${i}`, area: i % 2 ? 'Minería' : 'Energía', link: `https://x.cl/${i}` });
    }
    const page1 = (await get('/api/videos')).json();
    expect(page1.total).toBe(10);
    expect(page1.pageSize).toBe(6);
    expect(page1.items.map((v: { title: string }) => v.title)).toEqual([
      'Curso 7',
      'Curso 6',
      'Curso 5',
      'Curso 4',
      'Curso 3',
      'Curso 2',
    ]);
    const page2 = (await get('/api/videos?page=2')).json();
    expect(page2.items.map((v: { title: string }) => v.title)).toEqual([
      'Curso 1',
      'Curso 0',
      'Excel Básico',
      'Seguridad en Faena III',
    ]);
    const mineria = (await get('/api/videos?q=MINERIA')).json();
    expect(mineria.total).toBe(4);
    const basico = (await get(`/api/videos?q=${encodeURIComponent('básico')}`)).json();
    expect(basico.items.map((v: { title: string }) => v.title)).toEqual(['Excel Básico']);
    const percent = (await get('/api/videos?q=%25')).json();
    expect(percent.total).toBe(0);
    expect((await get('/api/videos?page=0')).statusCode).toBe(400);
    expect((await get('/api/videos?pageSize=1000')).statusCode).toBe(400);
  });

  it('deletes a video and its files', async () => {
    const v = (await get('/api/videos?q=faena')).json().items[0];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/videos/${v.id}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(204);
    expect(await storedFiles(t.dataDir)).not.toContain(v.image.slice(9));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/videos/${v.id}`, headers: { cookie: admin } })).statusCode,
    ).toBe(404);
  });
});

describe('gallery images', () => {
  const postImage = (fields: Parameters<typeof multipart>[0], cookie = admin) => {
    const body = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };

  it('admin uploads images; listed newest first, 8 per page', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await postImage({ image: img() });
      expect(res.statusCode).toBe(201);
      expect(res.json().path).toMatch(/^\/uploads\/courses\/.+\.webp$/);
      ids.push(res.json().id);
    }
    const page1 = (await get('/api/images')).json();
    expect(page1.total).toBe(9);
    expect(page1.items.map((i: { id: number }) => i.id)).toEqual(ids.slice(1).reverse());
    const page2 = (await get('/api/images?page=2')).json();
    expect(page2.items.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
  });

  it('requires a file (400) that is an image (415); nothing stored', async () => {
    const before = await storedFiles(t.dataDir);
    const none = await postImage({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: 'Seleccione una imagen.', fields: { image: 'Seleccione una imagen.' } });
    const notImage = await postImage({
      image: { filename: 'a.gif', content: 'hola, no soy una imagen', contentType: 'image/gif' },
    });
    expect(notImage.statusCode).toBe(415);
    const otherField = await postImage({ archivo: img() });
    expect(otherField.statusCode).toBe(400);
    expect(await storedFiles(t.dataDir)).toEqual(before);
    expect(await tempFiles(t.dataDir)).toEqual([]);
    expect((await postImage({ image: img() }, worker)).statusCode).toBe(403);
  });

  it('deletes an image and its files', async () => {
    const first = (await get('/api/images')).json().items[0];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/images/${first.id}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(204);
    const files = await storedFiles(t.dataDir);
    expect(files).not.toContain(first.path.slice(9));
    expect(files).not.toContain(first.path.slice(9).replace('.webp', '.thumb.webp'));
    expect((await get('/api/images')).json().total).toBe(8);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/images/${first.id}`, headers: { cookie: admin } })).statusCode,
    ).toBe(404);
  });
});

describe('a failed database write', () => {
  it('removes the picture it had stored (nothing half-done)', async () => {
    // An app of its own: the test drops one of its tables.
    const t2 = await createTestApp();
    try {
      const cookie = await t2.cookieFor('admin');
      // A change of tables: under the schema lock, so no parallel test process lists tables meanwhile.
      await underSchemaLock(() => t2.handle.db.schema.dropTable('course_images').execute());
      const body = multipart({ image: img() });
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(500);
      expect(await storedFiles(t2.dataDir)).toEqual([]);
      expect(await tempFiles(t2.dataDir)).toEqual([]);
    } finally {
      await t2.close();
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';
import { sendForm, testPng } from '../requests.js';

const t = useTestApp();
let admin: string;
let worker: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('Cache-Control of API answers', () => {
  it('authenticated JSON answers and errors are no-store', async () => {
    const answers = [
      await get('/api/session', worker),
      await get('/api/user/profile', worker),
      await get('/api/user/2fa', worker),
      await get('/api/users', admin),
      await get('/api/admin/auditoria', admin),
      await t.app.inject({ method: 'POST', url: '/api/user/2fa/setup', headers: { cookie: worker }, payload: {} }),
      await get('/api/session'),
      await get('/api/users', worker),
      await get('/api/no-existe', worker),
      await get('/%61pi/session', worker),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe('no-store');
    }
    expect(answers[0]!.statusCode).toBe(200);
    expect(answers[6]!.statusCode).toBe(401);
  });

  it('private uploads are revalidated every time; public (versioned) pictures keep long caching', async () => {
    const png = await testPng();
    const news = await sendForm(
      t,
      'POST',
      '/api/noticias',
      {
        nombre: 'N',
        area: 'Operaciones',
        detalle: 'Texto.',
        fecha: '2026-01-02',
        imagen: { filename: 'a.png', content: png },
      },
      admin,
    );
    expect(news.statusCode).toBe(201);
    const privateFile = await get(`/api${news.json().imagen as string}`, worker);
    expect(privateFile.statusCode).toBe(200);
    expect(privateFile.headers['cache-control']).toBe('private, no-cache');
    expect(privateFile.headers.etag ?? privateFile.headers['last-modified']).toBeDefined();

    const ann = await sendForm(
      t,
      'POST',
      '/api/announcements',
      { type: 'bienvenido', title: 'Hola', detail: 'Texto.', image1: { filename: 'a.png', content: png } },
      admin,
    );
    expect(ann.statusCode).toBe(201);
    const publicFile = await get(`/api${ann.json().image1 as string}`);
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '@intranet/contract';
import { useTestApp } from '../helpers.js';
import { postTopic } from '../forum-helpers.js';
import { countRows, sendForm } from '../requests.js';

// PostgreSQL refuses NUL in text (a 500 before); SQLite stored it. Both engines now answer the same 400.
const t = useTestApp();
let admin: string;
let worker: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
});

const BAD = ['a\u0000b', '\u0000', 'x\u0007y', 'x\u001by', 'x\u007fy', 'x\u0085y'];

const expect400 = (res: { statusCode: number; json(): unknown }, what: string) => {
  expect(res.statusCode, what).toBe(400);
  expect((res.json() as { error: string }).error, what).toBe(CONTROL_CHARACTERS_MESSAGE);
};

describe('control characters are refused with a Spanish 400 on both engines', () => {
  it('public login', async () => {
    for (const rut of BAD) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { rut, password: 'x' } });
      expect400(res, JSON.stringify(rut));
    }
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: 'nadie', password: 'x', codigo: '12\u00003456' },
    });
    expect400(code, 'codigo');
  });

  it('searches, JSON bodies, multipart fields and path parameters', async () => {
    const topic = await postTopic(t, admin);
    const before = { comments: await countRows(t, 'comentarios'), news: await countRows(t, 'news') };
    for (const bad of BAD) {
      const q = encodeURIComponent(bad);
      expect400(
        await t.app.inject({ method: 'GET', url: `/api/trabajadores?q=${q}`, headers: { cookie: worker } }),
        'q',
      );
      expect400(
        await t.app.inject({ method: 'GET', url: `/api/videos?q=${q}`, headers: { cookie: worker } }),
        'videos',
      );
      expect400(
        await t.app.inject({
          method: 'POST',
          url: '/api/comentarios',
          headers: { cookie: worker },
          payload: { comentario: `hola ${bad}`, tema_id: topic.id },
        }),
        'comentario',
      );
      expect400(
        await sendForm(
          t,
          'POST',
          '/api/noticias',
          { nombre: `N${bad}`, area: 'Operaciones', detalle: 'Texto.', fecha: '2026-01-02' },
          admin,
        ),
        'noticia',
      );
      expect400(
        await sendForm(t, 'PUT', '/api/user/profile/update', { telefono: `+56 9 1234 5678${bad}` }, worker),
        'telefono',
      );
      expect400(
        await t.app.inject({
          method: 'GET',
          url: `/api/procedimientos/archivos/a${q}.pdf`,
          headers: { cookie: worker },
        }),
        'archivo',
      );
    }
    expect(await countRows(t, 'comentarios')).toBe(before.comments);
    expect(await countRows(t, 'news')).toBe(before.news);
  });

  it('tabs and line breaks in long texts are still accepted', async () => {
    const topic = await postTopic(t, admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comentarios',
      headers: { cookie: worker },
      payload: { comentario: 'línea 1\r\n\tlínea 2 ñandú 👍', tema_id: topic.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().comentario).toBe('línea 1\r\n\tlínea 2 ñandú 👍');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_REQUIRED_MESSAGE,
  EMOJIS,
  TOPIC_TITLE_REQUIRED_MESSAGE,
  emptyReactionCounts,
  type Comment,
  type Topic,
} from '@intranet/contract';
import { multipart, storedFiles, tempFiles, useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';
import { postTopic, postComment } from '../../../test/forum-helpers.js';
import { testPng } from '../../../test/requests.js';
import { forumRepository } from './forum.repository.js';

const t = useTestApp();
let admin: string;
let workerUser: MadeUser;
let worker: string;
let active: Topic;
let inactive: Topic;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  workerUser = await makeUser(t.handle.db, { username: 'jtrabajador' });
  worker = await t.loginAs(workerUser);
  active = await postTopic(t, admin, { titulo: 'Seguridad en faena', descripcion: 'Conversemos' });
  inactive = await postTopic(t, admin, { titulo: 'Tema cerrado', activo: 'false' });
});

const get = (url: string, cookie = worker) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, cookie = worker) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as object });
const countComments = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('comentarios')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/temas', () => {
  it('lists only active topics, newest first, with the spec fields', async () => {
    const res = await get('/api/temas');
    expect(res.statusCode).toBe(200);
    const topics = res.json() as Topic[];
    expect(topics.map((x) => x.id)).toContain(active.id);
    expect(topics.map((x) => x.id)).not.toContain(inactive.id);
    expect(topics.every((x) => x.activo)).toBe(true);
    const ids = topics.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(topics.find((x) => x.id === active.id)!).sort()).toEqual(
      [
        'activo',
        'autor_id',
        'autor_nombre',
        'descripcion',
        'fecha_creacion',
        'id',
        'imagen',
        'titulo',
        'total_comentarios',
        'ultima_actividad',
      ].sort(),
    );
  });

  it('counts comments per topic', async () => {
    const topic = await postTopic(t, admin, { titulo: 'Contador' });
    await postComment(t, worker, topic.id, 'uno');
    await postComment(t, worker, topic.id, 'dos');
    const found = ((await get('/api/temas')).json() as Topic[]).find((x) => x.id === topic.id)!;
    expect(found.total_comentarios).toBe(2);
  });
});

describe('POST /api/comentarios', () => {
  it('stores a trimmed comment authored by the session user, whatever the body says', async () => {
    const res = await send('POST', '/api/comentarios', {
      comentario: '  Hola a todos  ',
      tema_id: active.id,
      username: 'admin',
      usuario: 'otro',
    });
    expect(res.statusCode).toBe(201);
    const c = res.json() as Comment;
    expect(c).toMatchObject({
      tema_id: active.id,
      username: 'jtrabajador',
      comentario: 'Hola a todos',
      fecha_edicion: null,
      reacciones: emptyReactionCounts(),
      mine: null,
    });
    expect(new Date(c.fecha).toString()).not.toBe('Invalid Date');
    // The answer schema sends the comment's fields and nothing of the row besides (no clave_envio, no version column).
    expect(Object.keys(c).sort()).toEqual(
      [
        'comentario',
        'fecha',
        'fecha_edicion',
        'id',
        'imagen_perfil',
        'mine',
        'nombre',
        'reacciones',
        'respuesta_a',
        'respuesta_a_nombre',
        'tema_id',
        'user_id',
        'username',
        'version',
      ].sort(),
    );
    const row = await t.handle.db
      .selectFrom('comentarios')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(workerUser.id);
    expect(row.username).toBe('jtrabajador');
  });

  it('keeps HTML and scripts as plain text (stored and returned verbatim, never interpreted)', async () => {
    const html = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>negrita</b>';
    const c = await postComment(t, worker, active.id, html);
    expect(c.comentario).toBe(html);
    const list = (await get(`/api/comentarios/${active.id}`)).json() as Comment[];
    expect(list.find((x) => x.id === c.id)!.comentario).toBe(html);
    expect((await get(`/api/comentarios/${active.id}`)).headers['content-type']).toMatch(/application\/json/);
  });

  it.each([
    ['blank', { comentario: '   ', tema_id: 1 }, 'comentario', COMMENT_REQUIRED_MESSAGE],
    ['missing', { tema_id: 1 }, 'comentario', COMMENT_REQUIRED_MESSAGE],
    ['not text', { comentario: 42, tema_id: 1 }, 'comentario', COMMENT_REQUIRED_MESSAGE],
    ['too long', { comentario: 'a'.repeat(2001), tema_id: 1 }, 'comentario', 'El comentario no puede superar'],
    ['no topic', { comentario: 'hola' }, 'tema_id', 'Seleccione un tema válido.'],
    ['bad topic id', { comentario: 'hola', tema_id: 'abc' }, 'tema_id', 'Seleccione un tema válido.'],
    ['negative topic id', { comentario: 'hola', tema_id: -3 }, 'tema_id', 'Seleccione un tema válido.'],
  ])('refuses a %s comment with 400 and stores nothing', async (_n, body, field, message) => {
    const before = await countComments();
    const res = await send('POST', '/api/comentarios', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
    expect(res.json().error).toBeTruthy();
    expect(await countComments()).toBe(before);
  });

  it('counts concurrent comments exactly', async () => {
    const topic = await postTopic(t, admin, { titulo: 'Concurrencia' });
    const posted = await Promise.all(Array.from({ length: 40 }, (_, i) => postComment(t, worker, topic.id, `c${i}`)));
    expect(new Set(posted.map((c) => c.id)).size).toBe(40);
    const found = ((await get('/api/temas')).json() as Topic[]).find((x) => x.id === topic.id)!;
    expect(found.total_comentarios).toBe(40);
  });

  it('accepts exactly 2,000 characters', async () => {
    const c = await postComment(t, worker, active.id, 'ñ'.repeat(2000));
    expect(c.comentario).toHaveLength(2000);
  });

  it('refuses unknown and inactive topics for workers (404, Spanish), and malformed JSON', async () => {
    const before = await countComments();
    for (const temaId of [999999, inactive.id]) {
      const res = await send('POST', '/api/comentarios', { comentario: 'hola', tema_id: temaId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('El tema no existe o no está disponible.');
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/comentarios',
      headers: { cookie: worker, 'content-type': 'application/json' },
      payload: '{"comentario": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('El cuerpo de la solicitud no es JSON válido.');
    expect(await countComments()).toBe(before);
  });

  it('lets an admin comment on an inactive topic', async () => {
    const c = await postComment(t, admin, inactive.id, 'Nota del administrador');
    expect(c.tema_id).toBe(inactive.id);
  });
});

describe('GET /api/comentarios/:temaId', () => {
  it('returns newest first, bounded by limit, paged with before', async () => {
    const topic = await postTopic(t, admin, { titulo: 'Paginado' });
    const made: Comment[] = [];
    for (let i = 1; i <= 7; i++) made.push(await postComment(t, worker, topic.id, `c${i}`));
    const first = (await get(`/api/comentarios/${topic.id}?limit=3`)).json() as Comment[];
    expect(first.map((c) => c.comentario)).toEqual(['c7', 'c6', 'c5']);
    const next = (await get(`/api/comentarios/${topic.id}?limit=3&before=${first[2]!.id}`)).json() as Comment[];
    expect(next.map((c) => c.comentario)).toEqual(['c4', 'c3', 'c2']);
    const last = (await get(`/api/comentarios/${topic.id}?limit=3&before=${next[2]!.id}`)).json() as Comment[];
    expect(last.map((c) => c.comentario)).toEqual(['c1']);
    const all = (await get(`/api/comentarios/${topic.id}`)).json() as Comment[];
    expect(all).toHaveLength(7);
  });

  it('defaults to 50 comments per page', async () => {
    const topic = await postTopic(t, admin, { titulo: 'Muchos' });
    const now = new Date().toISOString();
    await forumRepository.insertComentarios(
      t.handle.db,
      Array.from({ length: 60 }, (_, i) => ({
        tema_id: topic.id,
        user_id: workerUser.id,
        username: workerUser.username,
        comentario: `n${i}`,
        fecha: now,
      })),
    );
    expect(((await get(`/api/comentarios/${topic.id}`)).json() as Comment[]).length).toBe(50);
    expect(((await get(`/api/comentarios/${topic.id}?limit=100`)).json() as Comment[]).length).toBe(60);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['before=-1', 'before'],
  ])('refuses %s with 400', async (qs, field) => {
    const res = await get(`/api/comentarios/${active.id}?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('404 for unknown topics and, for workers, inactive ones; 400 for a bad id', async () => {
    expect((await get('/api/comentarios/999999')).statusCode).toBe(404);
    expect((await get(`/api/comentarios/${inactive.id}`)).statusCode).toBe(404);
    expect((await get(`/api/comentarios/${inactive.id}`, admin)).statusCode).toBe(200);
    const bad = await get('/api/comentarios/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Identificador inválido.');
  });
});

describe('admin topics', () => {
  const form = (fields: Parameters<typeof multipart>[0]) => multipart(fields);
  const sendForm = (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof multipart>[0], cookie = admin) => {
    const f = form(fields);
    return t.app.inject({ method, url, headers: { ...f.headers, cookie }, payload: f.payload });
  };

  it('GET /api/admin/temas lists active and inactive topics', async () => {
    const res = await get('/api/admin/temas', admin);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as Topic[]).map((x) => x.id);
    expect(ids).toContain(active.id);
    expect(ids).toContain(inactive.id);
  });

  it('creates a topic with an image through the image pipeline (201)', async () => {
    const res = await sendForm('POST', '/api/admin/temas', {
      titulo: '  Nuevo tema  ',
      descripcion: 'Descripción',
      imagen: { filename: 'foto.png', content: await testPng(), contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    const topic = res.json() as Topic;
    expect(topic).toMatchObject({
      titulo: 'Nuevo tema',
      descripcion: 'Descripción',
      activo: true,
      total_comentarios: 0,
    });
    expect(topic.imagen).toMatch(/^\/uploads\/forum\/[a-f0-9]+\.webp$/);
    const files = await storedFiles(t.dataDir);
    expect(files).toContain(topic.imagen!.replace('/uploads/', ''));
    expect(files).toContain(topic.imagen!.replace('/uploads/', '').replace('.webp', '.thumb.webp'));
    const img = await get(`/api${topic.imagen}`);
    expect(img.statusCode).toBe(200);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('creates a topic without image, activo defaults to true, or false when sent', async () => {
    const a = await sendForm('POST', '/api/admin/temas', { titulo: 'Sin imagen' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ imagen: null, descripcion: null, activo: true });
    const b = await sendForm('POST', '/api/admin/temas', { titulo: 'Oculto', activo: 'false' });
    expect(b.json().activo).toBe(false);
  });

  it.each([
    ['a blank title', { titulo: '   ' }, 400, 'titulo', TOPIC_TITLE_REQUIRED_MESSAGE],
    ['no title', { descripcion: 'x' }, 400, 'titulo', TOPIC_TITLE_REQUIRED_MESSAGE],
    ['a long title', { titulo: 'x'.repeat(201) }, 400, 'titulo', 'Máximo 200'],
    ['a long description', { titulo: 'ok', descripcion: 'x'.repeat(2001) }, 400, 'descripcion', 'Máximo 2000'],
    ['a bad activo', { titulo: 'ok', activo: 'quizás' }, 400, 'activo', 'true'],
  ])('refuses %s and stores nothing', async (_n, fields, status, field, message) => {
    const before = (await get('/api/admin/temas', admin)).json().length;
    const filesBefore = await storedFiles(t.dataDir);
    const res = await sendForm('POST', '/api/admin/temas', {
      ...fields,
      imagen: { filename: 'foto.png', content: await testPng(), contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().fields[field]).toContain(message);
    expect((await get('/api/admin/temas', admin)).json().length).toBe(before);
    expect(await storedFiles(t.dataDir)).toEqual(filesBefore);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('refuses a non-image file (415), JSON instead of multipart (415), leaving nothing', async () => {
    const filesBefore = await storedFiles(t.dataDir);
    const res = await sendForm('POST', '/api/admin/temas', {
      titulo: 'Con PDF',
      imagen: { filename: 'x.png', content: '%PDF-1.4 nada', contentType: 'image/png' },
    });
    expect(res.statusCode).toBe(415);
    const json = await send('POST', '/api/admin/temas', { titulo: 'json' }, admin);
    expect(json.statusCode).toBe(415);
    expect(await storedFiles(t.dataDir)).toEqual(filesBefore);
    expect(await tempFiles(t.dataDir)).toEqual([]);
    const titles = ((await get('/api/admin/temas', admin)).json() as Topic[]).map((x) => x.titulo);
    expect(titles).not.toContain('Con PDF');
  });

  it('PUT updates fields, toggles activo, replaces the image and removes the old one', async () => {
    const created = (
      await sendForm('POST', '/api/admin/temas', {
        titulo: 'Editable',
        descripcion: 'Antes',
        imagen: { filename: 'a.png', content: await testPng(), contentType: 'image/png' },
      })
    ).json() as Topic;
    const off = await sendForm('PUT', `/api/admin/temas/${created.id}`, {
      titulo: 'Editable',
      descripcion: 'Antes',
      activo: 'false',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ activo: false, imagen: created.imagen, descripcion: 'Antes' });
    expect(((await get('/api/temas')).json() as Topic[]).map((x) => x.id)).not.toContain(created.id);

    const on = await sendForm('PUT', `/api/admin/temas/${created.id}`, {
      titulo: 'Editado',
      descripcion: 'Después',
      activo: 'true',
      imagen: { filename: 'b.png', content: await testPng(), contentType: 'image/png' },
    });
    expect(on.statusCode).toBe(200);
    const updated = on.json() as Topic;
    expect(updated).toMatchObject({ titulo: 'Editado', descripcion: 'Después', activo: true });
    expect(updated.imagen).not.toBe(created.imagen);
    const files = await storedFiles(t.dataDir);
    expect(files).not.toContain(created.imagen!.replace('/uploads/', ''));
    expect(files).not.toContain(created.imagen!.replace('/uploads/', '').replace('.webp', '.thumb.webp'));
    expect(files).toContain(updated.imagen!.replace('/uploads/', ''));
    expect(((await get('/api/temas')).json() as Topic[]).map((x) => x.id)).toContain(created.id);

    // Only the title: description, activo and image stay.
    const keep = await sendForm('PUT', `/api/admin/temas/${created.id}`, { titulo: 'Solo título' });
    expect(keep.json()).toMatchObject({ titulo: 'Solo título', descripcion: 'Después', activo: true });
    expect(keep.json().imagen).toBe(updated.imagen);

    // An empty description is sent on purpose: it clears the description.
    const cleared = await sendForm('PUT', `/api/admin/temas/${created.id}`, { titulo: 'Solo título', descripcion: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ titulo: 'Solo título', descripcion: null, activo: true });
  });

  it('PUT refuses a blank title and an unknown id, changing nothing', async () => {
    const blank = await sendForm('PUT', `/api/admin/temas/${active.id}`, { titulo: '', activo: 'false' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(TOPIC_TITLE_REQUIRED_MESSAGE);
    const after = ((await get('/api/admin/temas', admin)).json() as Topic[]).find((x) => x.id === active.id)!;
    expect(after).toMatchObject({ titulo: 'Seguridad en faena', activo: true });
    const unknown = await sendForm('PUT', '/api/admin/temas/999999', {
      titulo: 'x',
      imagen: { filename: 'a.png', content: await testPng(), contentType: 'image/png' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('workers get 403 on every admin route', async () => {
    const f = form({ titulo: 'Intruso' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/temas',
      headers: { ...f.headers, cookie: worker },
      payload: f.payload,
    });
    expect(res.statusCode).toBe(403);
    expect((await get('/api/admin/temas')).statusCode).toBe(403);
    expect((await get(`/api/admin/comentarios/tema/${active.id}`)).statusCode).toBe(403);
    const c = await postComment(t, worker, active.id, 'mío');
    expect((await send('PUT', `/api/admin/comentarios/${c.id}`, { comentario: 'hackeado' })).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/comentarios/${c.id}`, undefined)).statusCode).toBe(403);
    const list = (await get(`/api/comentarios/${active.id}`)).json() as Comment[];
    expect(list.find((x) => x.id === c.id)!.comentario).toBe('mío');
  });
});

describe('admin comments', () => {
  it('lists any topic comments, newest first, paged', async () => {
    const topic = await postTopic(t, admin, { titulo: 'Moderación', activo: 'false' });
    await postComment(t, admin, topic.id, 'primero');
    await postComment(t, admin, topic.id, 'segundo');
    const res = await get(`/api/admin/comentarios/tema/${topic.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Comment[]).map((c) => c.comentario)).toEqual(['segundo', 'primero']);
    expect((await get(`/api/admin/comentarios/tema/${topic.id}?limit=1`, admin)).json()).toHaveLength(1);
    expect((await get('/api/admin/comentarios/tema/999999', admin)).statusCode).toBe(404);
  });

  it('PUT edits the text (trimmed), marks it edited; validates', async () => {
    const c = await postComment(t, worker, active.id, 'Texto con error');
    const res = await send('PUT', `/api/admin/comentarios/${c.id}`, { comentario: ' Texto corregido ' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, comentario: 'Texto corregido', username: 'jtrabajador' });
    expect(res.json().fecha_edicion).toBeTruthy();
    for (const body of [{ comentario: '  ' }, {}, { comentario: 'x'.repeat(2001) }]) {
      const bad = await send('PUT', `/api/admin/comentarios/${c.id}`, body, admin);
      expect(bad.statusCode).toBe(400);
    }
    expect((await send('PUT', '/api/admin/comentarios/999999', { comentario: 'x' }, admin)).statusCode).toBe(404);
    const list = (await get(`/api/comentarios/${active.id}`)).json() as Comment[];
    expect(list.find((x) => x.id === c.id)!.comentario).toBe('Texto corregido');
  });

  it('DELETE removes the comment and its reactions (204), then 404', async () => {
    const c = await postComment(t, worker, active.id, 'Para borrar');
    await send('POST', `/api/comentarios/${c.id}/reacciones`, { emoji: EMOJIS[0] });
    await send('POST', `/api/comentarios/${c.id}/reacciones`, { emoji: EMOJIS[1] }, admin);
    const total = async () =>
      ((await get('/api/temas')).json() as Topic[]).find((x) => x.id === active.id)!.total_comentarios;
    const countBefore = await total();
    const res = await send('DELETE', `/api/admin/comentarios/${c.id}`, undefined, admin);
    expect(res.statusCode).toBe(204);
    expect(await total()).toBe(countBefore - 1);
    const left = await t.handle.db.selectFrom('reacciones').select('id').where('comentario_id', '=', c.id).execute();
    expect(left).toEqual([]);
    expect((await send('DELETE', `/api/admin/comentarios/${c.id}`, undefined, admin)).statusCode).toBe(404);
    const list = (await get(`/api/comentarios/${active.id}`)).json() as Comment[];
    expect(list.map((x) => x.id)).not.toContain(c.id);
  });
});

describe('bulk inserts (imports, the benchmark data set)', () => {
  it('insertComentarios keeps every topic count exact; insertReactions keeps the one-reaction-per-user key', async () => {
    const a = await postTopic(t, admin, { titulo: 'Masivo A' });
    const b = await postTopic(t, admin, { titulo: 'Masivo B' });
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      tema_id: i % 3 === 0 ? b.id : a.id,
      user_id: workerUser.id,
      username: workerUser.username,
      comentario: `Masivo ${i}`,
      fecha: now,
    }));
    const ids = await t.handle.db.transaction().execute((trx) => forumRepository.insertComentarios(trx, rows));
    expect(ids).toHaveLength(1203);
    const topics = (await get('/api/temas')).json() as Topic[];
    expect(topics.find((x) => x.id === a.id)?.total_comentarios).toBe(802);
    expect(topics.find((x) => x.id === b.id)?.total_comentarios).toBe(401);
    await forumRepository.insertReactions(t.handle.db, [
      { comentario_id: ids[0]!, user_id: workerUser.id, emoji: '👍', fecha: now },
    ]);
    await expect(
      forumRepository.insertReactions(t.handle.db, [
        { comentario_id: ids[0]!, user_id: workerUser.id, emoji: '❤️', fecha: now },
      ]),
    ).rejects.toThrow();
  });
});

describe('GET /api/temas from the cache', () => {
  it('shows a new topic, a new or deleted comment and a deactivated topic at once; 304 while nothing changed', async () => {
    const topicsNow = async () => {
      const res = await get('/api/temas');
      expect(res.statusCode).toBe(200);
      return { etag: res.headers.etag as string, list: res.json() as Topic[] };
    };
    const before = await topicsNow();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/temas',
      headers: { cookie: worker, 'if-none-match': before.etag },
    });
    expect(again.statusCode).toBe(304);
    const topic = await postTopic(t, admin, { titulo: 'Tema en caché' });
    const withTopic = await topicsNow();
    expect(withTopic.etag).not.toBe(before.etag);
    expect(withTopic.list.find((x) => x.id === topic.id)?.total_comentarios).toBe(0);
    const c = await postComment(t, worker, topic.id, 'Primero');
    expect((await topicsNow()).list.find((x) => x.id === topic.id)?.total_comentarios).toBe(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/comentarios/${c.id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBeLessThan(300);
    expect((await topicsNow()).list.find((x) => x.id === topic.id)?.total_comentarios).toBe(0);
    await forumRepository.updateTema(t.handle.db, topic.id, { activo: 0 });
    expect((await topicsNow()).list.some((x) => x.id === topic.id)).toBe(false);
    const adminList = (await get('/api/admin/temas', admin)).json() as Topic[];
    expect(adminList.some((x) => x.id === topic.id)).toBe(true);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_PARENT_MESSAGE,
  COMMENT_PARENT_OTHER_TOPIC,
  type Comment,
  type ForumEvent,
  type Topic,
} from '@intranet/contract';
import { useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';
import { listen, postTopic, openEvents, postComment, type EventClient } from '../../../test/forum-helpers.js';
import { COMMENT_PARENT_NOT_FOUND } from './forum.service.js';

/**
 * A comment may answer another comment of the same topic (`respuesta_a`), one level deep;
 * answering a reply hangs the new one under the same top-level comment. Topics tell their last activity.
 */
const t = useTestApp();

let base: string;
let admin: string;
let ana: string;
let beto: string;
let topic: Topic;
let otherTopic: Topic;
let closed: Topic;
const streams: EventClient[] = [];

beforeAll(async () => {
  base = await listen(t);
  admin = await t.cookieFor('admin');
  ana = await t.loginAs(await makeUser(t.handle.db, { username: 'arespuesta', nombre: 'Ana Respuesta' }));
  beto = await t.loginAs(await makeUser(t.handle.db, { username: 'bresponde', nombre: 'Beto Responde' }));
  topic = await postTopic(t, admin, { titulo: 'Con respuestas' });
  otherTopic = await postTopic(t, admin, { titulo: 'Otro tema' });
  closed = await postTopic(t, admin, { titulo: 'Cerrado', activo: 'false' });
});
afterAll(async () => {
  for (const s of streams) s.close();
});

const post = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/comentarios', headers: cookie ? { cookie } : {}, payload });

const list = async (temaId: number, cookie: string): Promise<Comment[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/comentarios/${temaId}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('POST /api/comentarios with respuesta_a', () => {
  it('stores a reply under its comment with the quoted author, and lists it with both fields', async () => {
    const parent = await postComment(t, ana, topic.id, 'Pregunta de Ana');
    expect(parent.respuesta_a).toBeNull();
    expect(parent.respuesta_a_nombre).toBeNull();

    const res = await post({ tema_id: topic.id, comentario: 'Respuesta de Beto', respuesta_a: parent.id }, beto);
    expect(res.statusCode).toBe(201);
    const reply = res.json() as Comment;
    expect(reply).toMatchObject({
      tema_id: topic.id,
      comentario: 'Respuesta de Beto',
      nombre: 'Beto Responde',
      respuesta_a: parent.id,
      respuesta_a_nombre: 'Ana Respuesta',
    });

    const shown = await list(topic.id, ana);
    expect(shown.find((c) => c.id === reply.id)).toMatchObject({
      respuesta_a: parent.id,
      respuesta_a_nombre: 'Ana Respuesta',
    });
    expect(shown.find((c) => c.id === parent.id)).toMatchObject({ respuesta_a: null });
  });

  it('hangs a reply to a reply under the same top-level comment (one level of nesting)', async () => {
    const parent = await postComment(t, ana, topic.id, 'Hilo');
    const first = (await post({ tema_id: topic.id, comentario: 'Primera', respuesta_a: parent.id }, beto)).json();
    const res = await post({ tema_id: topic.id, comentario: 'Respuesta a la respuesta', respuesta_a: first.id }, ana);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ respuesta_a: parent.id, respuesta_a_nombre: 'Ana Respuesta' });
  });

  it('accepts null or no respuesta_a as a top-level comment (the spec body still works)', async () => {
    const res = await post({ tema_id: topic.id, comentario: 'Sin respuesta', respuesta_a: null, username: 'x' }, ana);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ respuesta_a: null, respuesta_a_nombre: null });
  });

  it('refuses a malformed respuesta_a with 400 and the field', async () => {
    for (const bad of ['abc', 0, -3, 1.5]) {
      const res = await post({ tema_id: topic.id, comentario: 'Mala', respuesta_a: bad }, ana);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.respuesta_a).toBe(COMMENT_PARENT_MESSAGE);
    }
  });

  it('refuses a parent from another topic (400) and a missing or deleted one (404), storing nothing', async () => {
    const elsewhere = await postComment(t, ana, otherTopic.id, 'En otro tema');
    const before = (await list(topic.id, ana)).length;
    const cross = await post({ tema_id: topic.id, comentario: 'Cruzada', respuesta_a: elsewhere.id }, beto);
    expect(cross.statusCode).toBe(400);
    expect(cross.json()).toEqual({
      error: COMMENT_PARENT_OTHER_TOPIC,
      fields: { respuesta_a: COMMENT_PARENT_OTHER_TOPIC },
    });

    const missing = await post({ tema_id: topic.id, comentario: 'Perdida', respuesta_a: 2_000_000 }, beto);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(COMMENT_PARENT_NOT_FOUND);

    const gone = await postComment(t, ana, topic.id, 'Será borrado');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/comentarios/${gone.id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBe(204);
    const late = await post({ tema_id: topic.id, comentario: 'Tarde', respuesta_a: gone.id }, beto);
    expect(late.statusCode).toBe(404);
    expect((await list(topic.id, ana)).length).toBe(before);
  });

  it('needs a session (401); workers cannot answer in a hidden topic (404), admins can', async () => {
    const parent = await postComment(t, admin, closed.id, 'Nota interna');
    expect((await post({ tema_id: topic.id, comentario: 'Anónimo', respuesta_a: parent.id })).statusCode).toBe(401);
    expect((await post({ tema_id: closed.id, comentario: 'No', respuesta_a: parent.id }, ana)).statusCode).toBe(404);
    const res = await post({ tema_id: closed.id, comentario: 'Sí', respuesta_a: parent.id }, admin);
    expect(res.statusCode).toBe(201);
  });

  it('keeps the replies when the answered comment is deleted (they become top-level)', async () => {
    const parent = await postComment(t, ana, topic.id, 'Se irá');
    const reply = (await post({ tema_id: topic.id, comentario: 'Se queda', respuesta_a: parent.id }, beto)).json();
    await t.app.inject({ method: 'DELETE', url: `/api/admin/comentarios/${parent.id}`, headers: { cookie: admin } });
    expect((await list(topic.id, ana)).find((c) => c.id === reply.id)).toMatchObject({
      respuesta_a: null,
      respuesta_a_nombre: null,
    });
  });

  it('a repeated delivery of a reply (same clave_envio) is the same comment', async () => {
    const parent = await postComment(t, ana, topic.id, 'Con clave');
    const payload = {
      tema_id: topic.id,
      comentario: 'Una vez',
      respuesta_a: parent.id,
      clave_envio: crypto.randomUUID(),
    };
    const first = await post(payload, beto);
    const again = await post(payload, beto);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toMatchObject({ id: first.json().id, respuesta_a: parent.id });
  });

  it('streams a new reply to other workers with its parent', async () => {
    const parent = await postComment(t, ana, topic.id, 'En vivo');
    const stream = await openEvents(base, ana);
    streams.push(stream);
    const res = await post({ tema_id: topic.id, comentario: 'Llega en vivo', respuesta_a: parent.id }, beto);
    const event = (await stream.waitFor(
      (e) => e.type === 'comentario-nuevo' && e.comentario.id === res.json().id,
    )) as Extract<ForumEvent, { type: 'comentario-nuevo' }>;
    expect(event.comentario).toMatchObject({ respuesta_a: parent.id, respuesta_a_nombre: 'Ana Respuesta' });
  });
});

describe('the answer of POST /api/comentarios', () => {
  it('is the comment as a list then gives it (photo, quoted author, no reactions), top-level and reply, on the event too', async () => {
    await t.handle.db
      .updateTable('users')
      .set({ imagen_perfil: '/uploads/profiles/beto.webp' })
      .where('username', '=', 'bresponde')
      .execute();
    const fresh = await postTopic(t, admin, { titulo: 'Respuesta igual a la lista' });
    const stream = await openEvents(base, ana);
    streams.push(stream);
    const top = await post({ tema_id: fresh.id, comentario: 'Primero de Beto' }, beto);
    expect(top.statusCode).toBe(201);
    const reply = await post({ tema_id: fresh.id, comentario: 'Beto se responde', respuesta_a: top.json().id }, beto);
    expect(reply.statusCode).toBe(201);
    const listed = await list(fresh.id, beto);
    expect(listed.find((c) => c.id === top.json().id)).toEqual(top.json());
    expect(listed.find((c) => c.id === reply.json().id)).toEqual(reply.json());
    expect(reply.json()).toMatchObject({
      imagen_perfil: '/uploads/profiles/beto.webp',
      respuesta_a_nombre: 'Beto Responde',
      mine: null,
      version: 0,
    });
    const event = (await stream.waitFor(
      (e) => e.type === 'comentario-nuevo' && e.comentario.id === reply.json().id,
    )) as Extract<ForumEvent, { type: 'comentario-nuevo' }>;
    expect(event.comentario).toEqual(reply.json());
    const topics = (
      await t.app.inject({ method: 'GET', url: '/api/temas', headers: { cookie: ana } })
    ).json() as Topic[];
    expect(topics.find((x) => x.id === fresh.id)).toMatchObject({
      total_comentarios: 2,
      ultima_actividad: reply.json().fecha,
    });
  });

  it('many comments posted at once to one topic are all stored and counted (no deadlock between them)', async () => {
    const busy = await postTopic(t, admin, { titulo: 'Muy activo' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post({ tema_id: busy.id, comentario: `A la vez ${i}` }, i % 2 ? ana : beto)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const topics = (
      await t.app.inject({ method: 'GET', url: '/api/temas', headers: { cookie: ana } })
    ).json() as Topic[];
    expect(topics.find((x) => x.id === busy.id)?.total_comentarios).toBe(40);
    expect((await list(busy.id, ana)).length).toBe(40);
  });

  it('takes its locks in the order every other writer of a topic does (the transaction of an older instance too)', async () => {
    const busy = await postTopic(t, admin, { titulo: 'Mezcla de escritores' });
    const { forumRepository } = await import('./forum.repository.js');
    const { bumpDataVersion } = await import('../../lib/data-version.js');
    const db = t.handle.db;
    const row = (i: number) => ({
      tema_id: busy.id,
      user_id: null,
      username: 'banco',
      nombre: 'Banco',
      comentario: `Mezcla ${i}`,
      fecha: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      clave_envio: null,
      respuesta_a: null,
    });
    // The writer before this change: insert, the topic's count, then the version, in one transaction.
    const older = (i: number) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('comentarios').values(row(i)).execute();
        await trx
          .updateTable('temas')
          .set({ total_comentarios: sql`total_comentarios + 1` })
          .where('id', '=', busy.id)
          .execute();
        await bumpDataVersion(trx, 'forum-topics');
      });
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? older(i) : forumRepository.insertComentario(db, row(i)))),
    );
    const stored = await db
      .selectFrom('temas')
      .select('total_comentarios')
      .where('id', '=', busy.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.total_comentarios)).toBe(60);
  });

  it('a comment that cannot be stored leaves the topic count and last activity as they were', async () => {
    const fresh = await postTopic(t, admin, { titulo: 'Sin cambios' });
    await post(
      { tema_id: fresh.id, comentario: 'Con clave', clave_envio: '0b3f8f5e-5b8a-4c1e-9d6a-2f1e0c9b7a61' },
      ana,
    );
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/temas', headers: { cookie: ana } })
    ).json() as Topic[];
    // The same key again, straight through the repository: the unique key refuses it after the topic was counted.
    const { forumRepository } = await import('./forum.repository.js');
    const anaId = (
      await t.handle.db.selectFrom('users').select('id').where('username', '=', 'arespuesta').executeTakeFirstOrThrow()
    ).id;
    await expect(
      forumRepository.insertComentario(t.handle.db, {
        tema_id: fresh.id,
        user_id: anaId,
        username: 'arespuesta',
        nombre: 'Ana Respuesta',
        comentario: 'Con clave',
        fecha: '2099-01-01T00:00:00.000Z',
        clave_envio: '0b3f8f5e-5b8a-4c1e-9d6a-2f1e0c9b7a61',
        respuesta_a: null,
      }),
    ).rejects.toThrow();
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/temas', headers: { cookie: ana } })
    ).json() as Topic[];
    expect(after.find((x) => x.id === fresh.id)).toEqual(before.find((x) => x.id === fresh.id));
    const row = await t.handle.db
      .selectFrom('temas')
      .select(['total_comentarios', 'ultima_actividad'])
      .where('id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.total_comentarios)).toBe(1);
    expect(row.ultima_actividad).not.toBe('2099-01-01T00:00:00.000Z');
  });
});

describe('topic last activity', () => {
  it('is the creation date without comments and the newest comment date after one', async () => {
    const fresh = await postTopic(t, admin, { titulo: 'Actividad' });
    expect(fresh.ultima_actividad).toBe(fresh.fecha_creacion);
    const c = await postComment(t, ana, fresh.id, 'Actividad nueva');
    const res = await t.app.inject({ method: 'GET', url: '/api/temas', headers: { cookie: ana } });
    const shown = (res.json() as Topic[]).find((x) => x.id === fresh.id)!;
    expect(shown.ultima_actividad).toBe(c.fecha);
    expect(shown.total_comentarios).toBe(1);
  });
});

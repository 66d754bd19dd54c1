import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_SEND_KEY_CONFLICT, COMMENT_SEND_KEY_MESSAGE, type Comment, type Topic } from '@intranet/contract';
import { useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';
import { postTopic } from '../../../test/forum-helpers.js';

/**
 * A comment written offline is sent with an idempotency key (`clave_envio`, a UUID) and may arrive
 * more than once; the server keeps one comment per user and key.
 */
const t = useTestApp();
let admin: string;
let worker: string;
let other: string;
let topic: Topic;
let closed: Topic;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.loginAs(await makeUser(t.handle.db, { username: 'jclave' }));
  other = await t.loginAs(await makeUser(t.handle.db, { username: 'motro' }));
  topic = await postTopic(t, admin, { titulo: 'Sin conexión' });
  closed = await postTopic(t, admin, { titulo: 'Cerrado', activo: 'false' });
});

const post = (payload: object, cookie = worker) =>
  t.app.inject({ method: 'POST', url: '/api/comentarios', headers: { cookie }, payload });

async function rowsWithKey(clave: string): Promise<number> {
  const { n } = await t.handle.db
    .selectFrom('comentarios')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clave_envio', '=', clave)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function topicCount(id: number): Promise<number> {
  const row = await t.handle.db
    .selectFrom('temas')
    .select('total_comentarios')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.total_comentarios);
}

describe('POST /api/comentarios with clave_envio', () => {
  it('stores the first delivery (201) and answers a repeat with the same row (200), no duplicate', async () => {
    const clave = crypto.randomUUID();
    const first = await post({ tema_id: topic.id, comentario: '  Escrito sin señal  ', clave_envio: clave });
    expect(first.statusCode).toBe(201);
    const created = first.json() as Comment;
    expect(created.comentario).toBe('Escrito sin señal');
    expect(created).not.toHaveProperty('clave_envio');

    // The same text (before trimming too) and an upper-case spelling of the key are the same delivery.
    const again = await post({ tema_id: topic.id, comentario: 'Escrito sin señal', clave_envio: clave.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created);
    expect(await rowsWithKey(clave)).toBe(1);
    expect(await topicCount(topic.id)).toBe(1);

    const list = (
      await t.app.inject({ method: 'GET', url: `/api/comentarios/${topic.id}`, headers: { cookie: worker } })
    ).json() as Comment[];
    expect(list.filter((c) => c.comentario === 'Escrito sin señal')).toHaveLength(1);
  });

  it('keeps one comment when both deliveries arrive at once', async () => {
    const clave = crypto.randomUUID();
    const before = await topicCount(topic.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post({ tema_id: topic.id, comentario: 'Dos veces', clave_envio: clave })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => (r.json() as Comment).id)).size).toBe(1);
    expect(await rowsWithKey(clave)).toBe(1);
    expect(await topicCount(topic.id)).toBe(before + 1);
  });

  it('refuses the same key with another text or topic (409, Spanish), adding nothing', async () => {
    const clave = crypto.randomUUID();
    expect((await post({ tema_id: topic.id, comentario: 'Original', clave_envio: clave })).statusCode).toBe(201);
    const other = await postTopic(t, admin, { titulo: 'Otro tema' });
    for (const payload of [
      { tema_id: topic.id, comentario: 'Cambiado', clave_envio: clave },
      { tema_id: other.id, comentario: 'Original', clave_envio: clave },
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: COMMENT_SEND_KEY_CONFLICT,
        fields: { clave_envio: COMMENT_SEND_KEY_CONFLICT },
      });
    }
    expect(await rowsWithKey(clave)).toBe(1);
    expect(await topicCount(other.id)).toBe(0);
  });

  it('keys belong to one user: another user with the same key writes their own comment', async () => {
    const clave = crypto.randomUUID();
    const mine = await post({ tema_id: topic.id, comentario: 'Mío', clave_envio: clave });
    const theirs = await post({ tema_id: topic.id, comentario: 'Suyo', clave_envio: clave }, other);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect((theirs.json() as Comment).comentario).toBe('Suyo');
    expect(await rowsWithKey(clave)).toBe(2);
  });

  it('refuses a malformed key (400, Spanish) before anything is stored', async () => {
    for (const clave_envio of [
      'abc',
      '',
      123,
      '1234567890',
      'g1b2c3d4-e5f6-4789-8abc-def012345678',
      'x'.repeat(5000),
    ]) {
      const res = await post({ tema_id: topic.id, comentario: 'Con clave rota', clave_envio });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: COMMENT_SEND_KEY_MESSAGE,
        fields: { clave_envio: COMMENT_SEND_KEY_MESSAGE },
      });
    }
    const { n } = await t.handle.db
      .selectFrom('comentarios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('comentario', '=', 'Con clave rota')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it('without a key every delivery is a new comment, as before', async () => {
    const a = await post({ tema_id: topic.id, comentario: 'Sin clave' });
    const b = await post({ tema_id: topic.id, comentario: 'Sin clave' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((a.json() as Comment).id).not.toBe((b.json() as Comment).id);
  });

  it('still needs a session, and a worker cannot post into an inactive topic even with a key', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/comentarios',
      payload: { tema_id: topic.id, comentario: 'Hola', clave_envio: crypto.randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    const res = await post({ tema_id: closed.id, comentario: 'Hola', clave_envio: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('El tema no existe o no está disponible.');
  });
});

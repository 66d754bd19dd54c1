import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Topic } from '@intranet/contract';
import type { FastifyInstance } from 'fastify';
import { onPostgres, useSecondInstance, useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';
import { postComment, postTopic } from '../../../test/forum-helpers.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import { forumRepository } from './forum.repository.js';
import { withReactions } from './reactions.service.js';

// GET /api/comentarios/:id serves the shared part of a page (comments, counts, photos) from a versioned cache and
// adds the reader's own reactions: every reader must get exactly what the uncached computation gives.
const t = useTestApp();
let admin: string;
let ana: { user: MadeUser; cookie: string };
let beto: { user: MadeUser; cookie: string };
let topic: Topic;
let comments: Comment[];

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  const person = async () => {
    const user = await makeUser(t.handle.db, { role: 'worker' });
    return { user, cookie: await t.loginAs(user) };
  };
  ana = await person();
  beto = await person();
  topic = await postTopic(t, admin, { titulo: 'Caché de comentarios' });
  comments = [];
  for (let i = 0; i < 6; i++) comments.push(await postComment(t, i % 2 ? beto.cookie : ana.cookie, topic.id, `c${i}`));
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/comentarios',
    headers: { cookie: beto.cookie },
    payload: { comentario: 'respuesta', tema_id: topic.id, respuesta_a: comments[0]!.id },
  });
  expect(reply.statusCode).toBe(201);
  await setPhoto(ana.user.id, 'profiles/ana.webp');
  await react(ana.cookie, comments[0]!.id, '👍');
  await react(beto.cookie, comments[0]!.id, '❤️');
  await react(beto.cookie, comments[1]!.id, '👍');
  await react(ana.cookie, comments[2]!.id, '😂');
});

/** A new profile photo, written as the profile's repository does (the `users` data version changes with it). */
async function setPhoto(userId: number, imagen: string) {
  await t.handle.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ imagen_perfil: imagen }).where('id', '=', userId).execute();
    await bumpDataVersion(trx, 'users');
  });
}

async function react(cookie: string, id: number, emoji: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/comentarios/${id}/reacciones`,
    headers: { cookie },
    payload: { emoji },
  });
  expect(res.statusCode).toBe(200);
}

/** The page as the uncached computation builds it, serialized as the route does. */
async function uncached(userId: number, query: { limit: number; before?: number }) {
  const rows = await forumRepository.listComentarios(t.handle.db, topic.id, query.limit, query.before);
  return JSON.stringify(await withReactions(t.handle.db, userId, rows));
}

async function page(cookie: string, query = '', app: FastifyInstance = t.app) {
  const res = await app.inject({ method: 'GET', url: `/api/comentarios/${topic.id}${query}`, headers: { cookie } });
  return res;
}

const expectSame = async (who: { user: MadeUser; cookie: string }, app?: FastifyInstance) => {
  const res = await page(who.cookie, '', app);
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(await uncached(who.user.id, { limit: 50 }));
  return res.json() as Comment[];
};

describe('cached comment pages', () => {
  it('give each reader the same bytes as the uncached page, with their own reactions only', async () => {
    for (let round = 0; round < 2; round++) {
      const a = await expectSame(ana);
      const b = await expectSame(beto);
      const first = (list: Comment[]) => list.find((c) => c.id === comments[0]!.id)!;
      expect(first(a)).toMatchObject({ mine: '👍', reacciones: { '👍': 1, '❤️': 1 } });
      expect(first(b)).toMatchObject({ mine: '❤️', reacciones: { '👍': 1, '❤️': 1 } });
      expect(a.find((c) => c.id === comments[2]!.id)!.mine).toBe('😂');
      expect(b.find((c) => c.id === comments[2]!.id)!.mine).toBeNull();
      expect(a.filter((c) => c.user_id === ana.user.id).every((c) => c.imagen_perfil === 'profiles/ana.webp')).toBe(
        true,
      );
      expect(a.find((c) => c.respuesta_a === comments[0]!.id)!.respuesta_a_nombre).toBe(comments[0]!.nombre);
    }
    for (const query of [{ limit: 2 }, { limit: 3, before: comments[4]!.id }]) {
      for (const who of [ana, beto, ana]) {
        const qs = `?limit=${query.limit}${query.before ? `&before=${query.before}` : ''}`;
        const res = await page(who.cookie, qs);
        expect(res.body).toBe(await uncached(who.user.id, query));
      }
    }
  });

  it("a text that looks like the JSON of a reaction changes nothing in the reader's own one", async () => {
    const tricky = await postComment(t, ana.cookie, topic.id, '"mine":null, "mine":"👍" y \\"mine\\":null');
    await react(beto.cookie, tricky.id, '❤️');
    const forBeto = await expectSame(beto);
    expect(forBeto[0]).toMatchObject({ id: tricky.id, comentario: tricky.comentario, mine: '❤️' });
    expect((await expectSame(ana))[0]).toMatchObject({ id: tricky.id, comentario: tricky.comentario, mine: null });
    expect((await page(beto.cookie)).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('show a new comment, a reaction, an edit, a photo and a deletion at once', async () => {
    await expectSame(ana);
    const fresh = await postComment(t, beto.cookie, topic.id, 'nuevo');
    expect((await expectSame(ana))[0]!.id).toBe(fresh.id);

    await react(beto.cookie, fresh.id, '🎉');
    const seen = (await expectSame(ana))[0]!;
    expect(seen).toMatchObject({ mine: null, reacciones: { '🎉': 1 }, version: 1 });
    expect((await expectSame(beto))[0]!.mine).toBe('🎉');
    await react(beto.cookie, fresh.id, '🎉');
    expect((await expectSame(ana))[0]!.reacciones['🎉']).toBe(0);
    // Beto's own reactions on the page (cached per reader and page) follow his change too.
    expect((await expectSame(beto))[0]!.mine).toBeNull();
    await react(ana.cookie, fresh.id, '👍');
    expect((await expectSame(ana))[0]!.mine).toBe('👍');
    expect((await expectSame(beto))[0]!.mine).toBeNull();

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/comentarios/${fresh.id}`,
      headers: { cookie: admin },
      payload: { comentario: 'editado' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await expectSame(ana))[0]!.comentario).toBe('editado');

    await setPhoto(beto.user.id, 'profiles/beto.webp');
    expect((await expectSame(ana))[0]!.imagen_perfil).toBe('profiles/beto.webp');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/comentarios/${fresh.id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBe(204);
    expect((await expectSame(ana)).some((c) => c.id === fresh.id)).toBe(false);
  });

  it('a hidden topic is gone for workers at once and still listed for admins', async () => {
    expect((await page(ana.cookie)).statusCode).toBe(200);
    await forumRepository.updateTema(t.handle.db, topic.id, { activo: 0 });
    try {
      expect((await page(ana.cookie)).statusCode).toBe(404);
      expect((await page(admin)).statusCode).toBe(200);
      const adminList = await t.app.inject({
        method: 'GET',
        url: `/api/admin/comentarios/tema/${topic.id}`,
        headers: { cookie: admin },
      });
      expect(adminList.statusCode).toBe(200);
    } finally {
      await forumRepository.updateTema(t.handle.db, topic.id, { activo: 1 });
    }
    await expectSame(ana);
    expect((await page(ana.cookie, '', t.app)).statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/comentarios/999999',
      headers: { cookie: ana.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe.runIf(onPostgres)('two server instances on one PostgreSQL', () => {
  const second = useSecondInstance(() => t);

  it('a write on one instance is in the other instance’s cached page at its next read', async () => {
    await expectSame(ana, second.app);
    await expectSame(beto, second.app);
    const fresh = await postComment(t, ana.cookie, topic.id, 'desde la instancia 1');
    expect((await expectSame(beto, second.app))[0]!.id).toBe(fresh.id);
    await react(beto.cookie, fresh.id, '👍');
    expect((await expectSame(ana, second.app))[0]!.reacciones['👍']).toBe(1);
    expect((await expectSame(beto, second.app))[0]!.mine).toBe('👍');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/comentarios/${fresh.id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBe(204);
    expect((await expectSame(ana, second.app)).some((c) => c.id === fresh.id)).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { EMOJIS, emptyReactionCounts, type Comment, type ReactionSummary, type Topic } from '@intranet/contract';
import { useTestApp } from '../../../test/helpers.js';
import { makeUser } from '../../../test/factories.js';
import { isUniqueViolation } from '../../db/sql.js';
import { forumRepository } from './forum.repository.js';
import { postTopic, postComment } from '../../../test/forum-helpers.js';

const t = useTestApp();
let admin: string;
let worker: string;
let other: string;
let topic: Topic;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
  other = await t.cookieFor('worker');
  topic = await postTopic(t, admin, { titulo: 'Reacciones' });
});

const react = (id: number, emoji: unknown, cookie = worker) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comentarios/${id}/reacciones`,
    headers: { cookie },
    payload: { usuario: 'admin', emoji },
  });
const unreact = (id: number, cookie = worker) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/comentarios/${id}/reacciones`,
    headers: { cookie },
    payload: { usuario: 'admin' },
  });
const reactions = async (id: number, cookie = worker) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/comentarios/${id}/reacciones`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as ReactionSummary;
};
const rowsOf = (id: number) =>
  t.handle.db.selectFrom('reacciones').select(['user_id', 'emoji']).where('comentario_id', '=', id).execute();

describe('reactions', () => {
  it('GET returns every emoji at zero and no own reaction for a fresh comment', async () => {
    const c = await postComment(t, worker, topic.id, 'sin reacciones');
    const r = await reactions(c.id);
    expect(r).toEqual({ comentario_id: c.id, reacciones: emptyReactionCounts(), mine: null, version: 0 });
  });

  it('adds, replaces with another emoji, and removes with the same emoji again', async () => {
    const c = await postComment(t, worker, topic.id, 'toggle');
    const add = await react(c.id, '👍');
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ mine: '👍', reacciones: { ...emptyReactionCounts(), '👍': 1 } });

    const replace = await react(c.id, '❤️');
    expect(replace.json()).toMatchObject({ mine: '❤️', reacciones: { ...emptyReactionCounts(), '❤️': 1 } });
    expect(await rowsOf(c.id)).toHaveLength(1);

    const again = await react(c.id, '❤️');
    expect(again.json()).toMatchObject({ mine: null, reacciones: emptyReactionCounts() });
    expect(await rowsOf(c.id)).toHaveLength(0);
    expect(again.json().version).toBeGreaterThan(replace.json().version);
  });

  it('each user has one reaction; GET shows counts for all and the caller’s own', async () => {
    const c = await postComment(t, worker, topic.id, 'varios');
    await react(c.id, '🎉', worker);
    await react(c.id, '🎉', other);
    await react(c.id, '😂', admin);
    const mine = await reactions(c.id, worker);
    expect(mine.reacciones).toEqual({ ...emptyReactionCounts(), '🎉': 2, '😂': 1 });
    expect(mine.mine).toBe('🎉');
    expect((await reactions(c.id, admin)).mine).toBe('😂');

    // The comment list carries the same counts and own reaction (no call per comment).
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/comentarios/${topic.id}`, headers: { cookie: other } })
    ).json() as Comment[];
    expect(list.find((x) => x.id === c.id)).toMatchObject({ reacciones: mine.reacciones, mine: '🎉' });
  });

  it('the reactor is always the session user, never the body’s usuario', async () => {
    const c = await postComment(t, worker, topic.id, 'autoría');
    await react(c.id, '😮', other);
    const rows = await rowsOf(c.id);
    const otherId = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: other } })).json().id;
    expect(rows).toEqual([{ user_id: otherId, emoji: '😮' }]);
  });

  it('DELETE removes only the caller’s reaction (204) and is harmless when there is none', async () => {
    const c = await postComment(t, worker, topic.id, 'borrar reacción');
    await react(c.id, '😢', worker);
    await react(c.id, '😢', other);
    expect((await unreact(c.id, worker)).statusCode).toBe(204);
    expect((await unreact(c.id, worker)).statusCode).toBe(204);
    const r = await reactions(c.id, other);
    expect(r.reacciones['😢']).toBe(1);
    expect(r.mine).toBe('😢');
    const noBody = await t.app.inject({
      method: 'DELETE',
      url: `/api/comentarios/${c.id}/reacciones`,
      headers: { cookie: other },
    });
    expect(noBody.statusCode).toBe(204);
    expect((await reactions(c.id)).reacciones['😢']).toBe(0);
  });

  it.each([['🙂'], ['like'], [''], [null], [42], [['👍']], ['👍👍']])(
    'refuses the emoji %j with 400 and stores nothing',
    async (emoji) => {
      const c = await postComment(t, worker, topic.id, 'emoji inválido');
      const res = await react(c.id, emoji);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('Reacción no permitida');
      expect(res.json().fields).toHaveProperty('emoji');
      expect(await rowsOf(c.id)).toEqual([]);
    },
  );

  it('404 for unknown comments and for comments of inactive topics (workers); 400 for bad ids', async () => {
    expect((await react(999999, '👍')).statusCode).toBe(404);
    expect((await unreact(999999)).statusCode).toBe(404);
    const hidden = await postTopic(t, admin, { titulo: 'Oculto', activo: 'false' });
    const c = await postComment(t, admin, hidden.id, 'en tema inactivo');
    const res = await react(c.id, '👍');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('El comentario no existe o no está disponible.');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/comentarios/${c.id}/reacciones`, headers: { cookie: worker } }))
        .statusCode,
    ).toBe(404);
    expect((await react(c.id, '👍', admin)).statusCode).toBe(200);
    expect((await react(0, '👍')).statusCode).toBe(400);
    expect(await rowsOf(c.id)).toHaveLength(1);
  });

  it('the database itself refuses a second reaction of one user to one comment', async () => {
    const c = await postComment(t, worker, topic.id, 'clave única');
    const me = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: worker } })).json().id;
    await forumRepository.insertReaction(t.handle.db, c.id, me, '👍', new Date().toISOString());
    const err = await forumRepository.insertReaction(t.handle.db, c.id, me, '😮', new Date().toISOString()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err)).toBe(true);
    expect(await rowsOf(c.id)).toEqual([{ user_id: me, emoji: '👍' }]);
  });

  it('50 users reacting at once to one comment give exact counts', async () => {
    const c = await postComment(t, worker, topic.id, 'concurrencia');
    const users = await Promise.all(Array.from({ length: 50 }, () => makeUser(t.handle.db)));
    const cookies = await Promise.all(users.map((u) => t.loginAs(u)));
    // Everyone reacts at the same time, each with the emoji of their position.
    const first = await Promise.all(cookies.map((ck, i) => react(c.id, EMOJIS[i % EMOJIS.length], ck)));
    expect(first.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const expected = emptyReactionCounts();
    EMOJIS.forEach((e, k) => (expected[e] = Array.from({ length: 50 }, (_, i) => i).filter((i) => i % 6 === k).length));
    expect((await reactions(c.id)).reacciones).toEqual(expected);

    // At once again: even positions choose their emoji again (removal); odd ones choose 👍
    // (a replacement, or a removal for those who already had 👍).
    const second = await Promise.all(
      cookies.map((ck, i) => (i % 2 === 0 ? react(c.id, EMOJIS[i % EMOJIS.length], ck) : react(c.id, '👍', ck))),
    );
    expect(second.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const after = emptyReactionCounts();
    cookies.forEach((_, i) => {
      if (i % 2 === 1) {
        // Odd users whose first emoji was already 👍 removed it by choosing it again.
        if (EMOJIS[i % EMOJIS.length] !== '👍') after['👍']++;
      }
    });
    expect((await reactions(c.id)).reacciones).toEqual(after);
    const rows = await rowsOf(c.id);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length);
    expect(rows.length).toBe(Object.values(after).reduce((a, b) => a + b, 0));

    // One user sending the same emoji many times at once: each request toggles, so an even number
    // of toggles leaves no reaction and never a duplicate row.
    const solo = cookies[1]!;
    await unreact(c.id, solo);
    const burst = await Promise.all(Array.from({ length: 10 }, () => react(c.id, '🎉', solo)));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    const soloRows = (await rowsOf(c.id)).filter((r) => r.user_id === users[1]!.id);
    expect(soloRows).toEqual([]);
    const versions = burst.map((r) => (r.json() as ReactionSummary).version);
    expect(new Set(versions).size).toBe(10);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Topic } from '@intranet/contract';
import { FORUM_CHANNEL } from './forum.events.js';
import { createTestApp, multipart, onPostgres, useSecondInstance, useTestApp } from '../../../test/helpers.js';
import { listen, postTopic, openEvents, postComment, type EventClient } from '../../../test/forum-helpers.js';

const t = useTestApp();

let base: string;
let admin: string;
let worker: string;
let topic: Topic;
const open: EventClient[] = [];

beforeAll(async () => {
  base = await listen(t);
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
  topic = await postTopic(t, admin, { titulo: 'En vivo' });
});
afterAll(async () => {
  for (const c of open) c.close();
});

const connect = async (cookie: string) => {
  const c = await openEvents(base, cookie);
  open.push(c);
  return c;
};
const updateTopic = (id: number, fields: Record<string, string>) => {
  const f = multipart(fields);
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/temas/${id}`,
    headers: { ...f.headers, cookie: admin },
    payload: f.payload,
  });
};

describe('GET /api/foro/eventos', () => {
  it('needs a session (401) and asks for Accept: text/event-stream (400)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/foro/eventos' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/foro/eventos', headers: { cookie: worker } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('text/event-stream');
  });

  it('streams uncompressed text/event-stream with a reconnect delay', async () => {
    const c = await connect(worker);
    expect(c.status).toBe(200);
    expect(c.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(c.headers['content-encoding']).toBeUndefined();
    expect(c.headers['cache-control']).toContain('no-cache');
    await c.waitForRaw((s) => s.startsWith('retry: 3000'));
    c.close();
  });

  it('delivers new comments, edits, deletions and reaction counts within 2 s', async () => {
    const w = await connect(worker);
    const a = await connect(admin);
    const comment = await postComment(t, worker, topic.id, '<b>Hola</b> en vivo');
    const created = await w.waitFor((e) => e.type === 'comentario-nuevo' && e.comentario.id === comment.id);
    expect(created).toMatchObject({ tema_id: topic.id, comentario: { comentario: '<b>Hola</b> en vivo' } });
    await a.waitFor((e) => e.type === 'comentario-nuevo' && e.comentario.id === comment.id);

    await t.app.inject({
      method: 'POST',
      url: `/api/comentarios/${comment.id}/reacciones`,
      headers: { cookie: admin },
      payload: { emoji: '🎉' },
    });
    const reacted = await w.waitFor((e) => e.type === 'reacciones' && e.comentario_id === comment.id);
    expect(reacted).toMatchObject({ reacciones: { '🎉': 1 }, version: 1 });

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/comentarios/${comment.id}`,
      headers: { cookie: admin },
      payload: { comentario: 'Editado' },
    });
    expect(await w.waitFor((e) => e.type === 'comentario-editado' && e.id === comment.id)).toMatchObject({
      comentario: 'Editado',
    });

    await t.app.inject({ method: 'DELETE', url: `/api/admin/comentarios/${comment.id}`, headers: { cookie: admin } });
    await w.waitFor((e) => e.type === 'comentario-eliminado' && e.id === comment.id);
  });

  it('workers hear nothing of inactive topics; deactivation hides the topic from them', async () => {
    const hidden = await postTopic(t, admin, { titulo: 'Para ocultar' });
    const w = await connect(worker);
    const a = await connect(admin);
    expect((await updateTopic(hidden.id, { titulo: 'Para ocultar', activo: 'false' })).statusCode).toBe(200);
    await w.waitFor((e) => e.type === 'tema-oculto' && e.id === hidden.id);
    const adminSaw = await a.waitFor((e) => e.type === 'tema' && e.tema.id === hidden.id);
    expect(adminSaw).toMatchObject({ tema: { activo: false } });
    expect(a.events.some((e) => e.type === 'tema-oculto')).toBe(false);
    expect(w.events.some((e) => e.type === 'tema' && e.tema.id === hidden.id)).toBe(false);

    const secret = await postComment(t, admin, hidden.id, 'solo administración');
    await a.waitFor((e) => e.type === 'comentario-nuevo' && e.comentario.id === secret.id);
    // A later public event proves the worker's stream is alive and skipped the private one.
    const visible = await postComment(t, admin, topic.id, 'público');
    await w.waitFor((e) => e.type === 'comentario-nuevo' && e.comentario.id === visible.id);
    expect(JSON.stringify(w.events)).not.toContain('solo administración');

    expect((await updateTopic(hidden.id, { titulo: 'Para ocultar', activo: 'true' })).statusCode).toBe(200);
    await w.waitFor((e) => e.type === 'tema' && e.tema.id === hidden.id && e.tema.activo);
  });

  it('reaction events carry counts only: who reacted reaches no one but his own pages', async () => {
    const comment = await postComment(t, worker, topic.id, 'para reaccionar');
    const w = await connect(worker);
    const a = await connect(admin);
    const me = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: admin } })).json() as {
      id: number;
      username: string;
    };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/comentarios/${comment.id}/reacciones`,
      headers: { cookie: admin },
      payload: { emoji: '❤️' },
    });
    expect(res.statusCode).toBe(200);
    const seen = await w.waitFor((e) => e.type === 'reacciones' && e.comentario_id === comment.id);
    // Exactly what GET /api/comentarios/{id}/reacciones tells a worker about others: the counts.
    expect(Object.keys(seen).sort()).toEqual(['comentario_id', 'reacciones', 'tema_id', 'type', 'version']);
    expect(w.raw.join('')).not.toContain(`"${me.username}"`);
    expect(w.raw.join('')).not.toContain(`"user_id":${me.id}`);
    // The admin's own page learns its own reaction (for his other tabs), still without ids or names.
    const own = await a.waitFor((e) => e.type === 'reacciones' && e.comentario_id === comment.id);
    expect(Object.keys(own).sort()).toEqual(['comentario_id', 'mine', 'reacciones', 'tema_id', 'type', 'version']);
    expect(own).toMatchObject({ mine: '❤️', reacciones: { '❤️': 1 } });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/comentarios/${comment.id}/reacciones`,
      headers: { cookie: admin },
    });
    expect(await a.waitFor((e) => e.type === 'reacciones' && e.version === 2)).toMatchObject({ mine: null });
    expect(await w.waitFor((e) => e.type === 'reacciones' && e.version === 2)).not.toHaveProperty('mine');
  });

  it('a topic created hidden or edited while hidden is never mentioned to workers', async () => {
    const w = await connect(worker);
    const a = await connect(admin);
    const draft = await postTopic(t, admin, { titulo: 'Borrador secreto', activo: 'false' });
    await a.waitFor((e) => e.type === 'tema' && e.tema.id === draft.id);
    expect((await updateTopic(draft.id, { titulo: 'Borrador secreto 2', activo: 'false' })).statusCode).toBe(200);
    await a.waitFor((e) => e.type === 'tema' && e.tema.id === draft.id && e.tema.titulo === 'Borrador secreto 2');
    // A later public event proves the worker's stream is alive and skipped both.
    const visible = await postComment(t, admin, topic.id, 'señal pública');
    await w.waitFor((e) => e.type === 'comentario-nuevo' && e.comentario.id === visible.id);
    expect(w.events.some((e) => e.type === 'tema-oculto' || (e.type === 'tema' && e.tema.id === draft.id))).toBe(false);
  });

  it('closing the app ends open streams instead of hanging', async () => {
    // An app of its own: the test closes it.
    const other = await createTestApp();
    const url = await listen(other);
    const c = await openEvents(url, await other.cookieFor('worker'));
    expect(other.app.events.openStreams()).toBe(1);
    const started = Date.now();
    await other.close();
    await c.closed;
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a client that disconnects is cleaned up', async () => {
    const before = t.app.events.openStreams();
    const c = await connect(worker);
    expect(t.app.events.openStreams()).toBe(before + 1);
    c.close();
    await expect.poll(() => t.app.events.openStreams()).toBe(before);
  });
});

describe.runIf(onPostgres)('several server instances on one PostgreSQL', () => {
  const second = useSecondInstance(() => t);

  it('a comment posted on one instance reaches a page connected to the other within 2 s', async () => {
    const c2 = await openEvents(second.url, worker);
    open.push(c2);
    const comment = await postComment(t, worker, topic.id, 'desde la instancia 1');
    const got = await c2.waitFor((e) => e.type === 'comentario-nuevo' && e.comentario.id === comment.id);
    expect(got).toMatchObject({ comentario: { comentario: 'desde la instancia 1' } });
    // And the other way round, once each (an instance ignores its own notifications).
    const c1 = await connect(worker);
    const back = await second.app.inject({
      method: 'POST',
      url: '/api/comentarios',
      headers: { cookie: worker },
      payload: { comentario: 'desde la instancia 2', tema_id: topic.id },
    });
    const id = back.json().id as number;
    await c1.waitFor((e) => e.type === 'comentario-nuevo' && e.comentario.id === id);
    // A later comment from the same instance arrives after any duplicate of the first would have: then count.
    const marker = await second.app.inject({
      method: 'POST',
      url: '/api/comentarios',
      headers: { cookie: worker },
      payload: { comentario: 'marcador de la instancia 2', tema_id: topic.id },
    });
    const markerId = marker.json().id as number;
    await c1.waitFor((e) => e.type === 'comentario-nuevo' && e.comentario.id === markerId);
    expect(c1.events.filter((e) => e.type === 'comentario-nuevo' && e.comentario.id === id)).toHaveLength(1);
  });

  it('an event too large for NOTIFY reaches other instances as a reload request', async () => {
    const c2 = await openEvents(second.url, worker);
    open.push(c2);
    // No accepted input makes a forum event this large any more (control characters, 6-byte JSON escapes, are
    // refused), so the message goes on the bus as the forum service sends it: the event, and its slim stand-in.
    await t.app.events.publish(
      FORUM_CHANNEL,
      { audience: 'all', event: { type: 'comentario-eliminado', tema_id: topic.id, id: 1, relleno: 'x'.repeat(9000) } },
      { audience: 'all', event: { type: 'refrescar', tema_id: topic.id } },
    );
    await c2.waitFor((e) => e.type === 'refrescar' && e.tema_id === topic.id);
  });

  it('the LISTEN connection reconnects by itself and tells pages to resync', async () => {
    const c2 = await openEvents(second.url, worker);
    open.push(c2);
    (second.app.events as unknown as { simulateListenerDrop(): void }).simulateListenerDrop();
    await c2.waitForRaw((s) => s.includes('event: resync'), 5000);
    const comment = await postComment(t, worker, topic.id, 'después de reconectar');
    await c2.waitFor((e) => e.type === 'comentario-nuevo' && e.comentario.id === comment.id);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@intranet/contract';
import { useTestApp, fakeClock, multipart } from './helpers.js';
import { postTopic } from './forum-helpers.js';

/**
 * The forum and the intro slides take their time source from the app (the clock the services receive),
 * not from the wall clock: every date they store is the app clock's.
 */
const START = Date.parse('2026-03-02T10:00:00Z');
const clock = fakeClock(START);
const t = useTestApp({}, { clock });

let admin: string;
let worker: string;

beforeAll(async () => {
  admin = await t.cookieFor('admin');
  worker = await t.cookieFor('worker');
});

const at = (ms: number) => new Date(ms).toISOString();

describe('forum dates come from the app clock', () => {
  it('topic creation, comment, edit and reaction', async () => {
    const topic = await postTopic(t, admin, { titulo: 'Con reloj' });
    expect(topic.fecha_creacion).toBe(at(START));
    expect(topic.ultima_actividad).toBe(at(START));

    clock.advance(60_000);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/comentarios',
      headers: { cookie: worker },
      payload: { tema_id: topic.id, comentario: 'A la hora del reloj' },
    });
    expect(posted.statusCode).toBe(201);
    const comment = posted.json() as Comment;
    expect(comment.fecha).toBe(at(START + 60_000));

    clock.advance(60_000);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/comentarios/${comment.id}`,
      headers: { cookie: admin },
      payload: { comentario: 'Editado a la hora del reloj' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().fecha_edicion).toBe(at(START + 120_000));

    clock.advance(60_000);
    const reacted = await t.app.inject({
      method: 'POST',
      url: `/api/comentarios/${comment.id}/reacciones`,
      headers: { cookie: worker },
      payload: { emoji: '👍' },
    });
    expect(reacted.statusCode).toBe(200);
    const reaction = await t.handle.db
      .selectFrom('reacciones')
      .select('fecha')
      .where('comentario_id', '=', comment.id)
      .executeTakeFirstOrThrow();
    expect(reaction.fecha).toBe(at(START + 180_000));
  });

  it('intro slides: created_at and updated_at', async () => {
    clock.set(START + 3_600_000);
    const form = multipart({ titulo: 'Slide con reloj', descripcion: 'Texto' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/intro-slides',
      headers: { ...form.headers, cookie: admin },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    clock.advance(5_000);
    const again = multipart({ titulo: 'Slide con reloj', descripcion: 'Otro texto' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/intro-slides/${id}`,
      headers: { ...again.headers, cookie: admin },
      payload: again.payload,
    });
    expect(put.statusCode).toBe(200);
    const row = await t.handle.db
      .selectFrom('intro_slides')
      .select(['created_at', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ created_at: at(START + 3_600_000), updated_at: at(START + 3_605_000) });
  });
});

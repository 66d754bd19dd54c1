import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMOJIS } from '@intranet/contract';
import { MAX_IMAGE_PIXELS, TOO_MANY_PIXELS_MESSAGE } from '../../src/plugins/uploads/images.js';
import { createUserLimits, userLimitMessage } from '../../src/plugins/user-limits.js';
import { makeUser } from '../factories.js';
import { postTopic, postComment } from '../forum-helpers.js';
import { fakeClock, multipart, storedFiles, useTestApp } from '../helpers.js';

/** Per-user budgets on worker writes, and a lower pixel limit for pictures. */
const clock = fakeClock();
const t = useTestApp(
  { COMMENTS_PER_MINUTE: '3', REACTIONS_PER_MINUTE: '4', GREETINGS_PER_MINUTE: '2', UPLOADS_PER_MINUTE: '2' },
  { clock },
);
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const putPhoto = (cookie: string, content: Buffer) => {
  const form = multipart({ telefono: '+56 9 8765 4321', imagen_perfil: { filename: 'foto.jpg', content } });
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/profile/update',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
};

describe('per-user write budgets', () => {
  it('comments: the budget per minute, then 429 in Spanish; another user is not affected; a minute later it works', async () => {
    const topic = await postTopic(t, admin);
    const a = await t.cookieFor('worker');
    const b = await t.cookieFor('worker');
    for (let i = 0; i < 3; i++) await postComment(t, a, topic.id, `Comentario ${i}`);
    const refused = await post('/api/comentarios', a, { comentario: 'Uno más', tema_id: topic.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: userLimitMessage('comentarios') });
    expect(refused.json().error).toBe(
      'Ha enviado demasiados comentarios en poco tiempo. Espere un minuto e intente nuevamente.',
    );
    expect((await post('/api/comentarios', b, { comentario: 'De otra persona', tema_id: topic.id })).statusCode).toBe(
      201,
    );
    clock.advance(60_001);
    expect((await post('/api/comentarios', a, { comentario: 'Después', tema_id: topic.id })).statusCode).toBe(201);
    const rows = await t.handle.db.selectFrom('comentarios').select('comentario').execute();
    expect(rows.map((r) => r.comentario)).not.toContain('Uno más');
  });

  it('reactions (adding and removing count together)', async () => {
    const topic = await postTopic(t, admin);
    const author = await t.cookieFor('worker');
    const comment = await postComment(t, author, topic.id, 'Para reaccionar');
    const reactor = await t.cookieFor('worker');
    const url = `/api/comentarios/${comment.id}/reacciones`;
    for (let i = 0; i < 3; i++) expect((await post(url, reactor, { emoji: EMOJIS[i] })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: reactor } })).statusCode).toBe(204);
    const refused = await post(url, reactor, { emoji: EMOJIS[0] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(userLimitMessage('reacciones'));
    clock.advance(60_001);
    expect((await post(url, reactor, { emoji: EMOJIS[0] })).statusCode).toBe(200);
  });

  it('greetings', async () => {
    const sender = await makeUser(t.handle.db);
    const cookie = await t.loginAs(sender);
    const to = await Promise.all([1, 2, 3].map(() => makeUser(t.handle.db)));
    expect((await post('/api/saludos', cookie, { para_id: to[0]!.id, mensaje: 'Feliz día' })).statusCode).toBe(201);
    expect((await post('/api/saludos', cookie, { para_id: to[1]!.id, mensaje: 'Feliz día' })).statusCode).toBe(201);
    const refused = await post('/api/saludos', cookie, { para_id: to[2]!.id, mensaje: 'Feliz día' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(userLimitMessage('saludos'));
    clock.advance(60_001);
    expect((await post('/api/saludos', cookie, { para_id: to[2]!.id, mensaje: 'Feliz día' })).statusCode).toBe(201);
  });

  it('uploads: forms carrying a file count; the one over the budget stores nothing', async () => {
    const cookie = await t.cookieFor('worker');
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a70c8' } })
      .jpeg()
      .toBuffer();
    expect((await putPhoto(cookie, photo)).statusCode).toBe(200);
    expect((await putPhoto(cookie, photo)).statusCode).toBe(200);
    const before = await storedFiles(t.dataDir);
    const refused = await putPhoto(cookie, photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(userLimitMessage('archivos'));
    expect(await storedFiles(t.dataDir)).toEqual(before);
    clock.advance(60_001);
    expect((await putPhoto(cookie, photo)).statusCode).toBe(200);
  });

  it('at most two forms of one user in flight at once', () => {
    const limits = createUserLimits(clock, { comentarios: 0, reacciones: 0, saludos: 0, archivos: 0 });
    const first = limits.enterUpload(7);
    const second = limits.enterUpload(7);
    expect(() => limits.enterUpload(7)).toThrow(/Ya tiene archivos subiéndose/);
    limits.enterUpload(8)();
    first();
    first(); // releasing twice frees one slot only
    const third = limits.enterUpload(7);
    expect(() => limits.enterUpload(7)).toThrow(/Ya tiene archivos subiéndose/);
    second();
    third();
  });
});

describe('picture size in pixels', () => {
  it(`a 41.6 MP picture is refused before decoding (limit ${MAX_IMAGE_PIXELS / 1e6} MP), nothing stored`, async () => {
    expect(MAX_IMAGE_PIXELS).toBeLessThanOrEqual(40_000_000);
    clock.advance(60_001);
    const cookie = await t.cookieFor('worker');
    const big = await sharp({ create: { width: 6500, height: 6400, channels: 3, background: '#808080' } })
      .jpeg({ quality: 40 })
      .toBuffer();
    const before = await storedFiles(t.dataDir);
    const res = await putPhoto(cookie, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TOO_MANY_PIXELS_MESSAGE);
    expect(await storedFiles(t.dataDir)).toEqual(before);
  });
});

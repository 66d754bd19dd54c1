import { beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { PUSH_MESSAGES } from '@intranet/contract';
import { useTestApp, fakeClock, type TestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';
import type { NotificationDraft, NotificationSource } from '../../lib/notifications.js';
import { pushRound, type PushMessage, type PushTransport } from './push.service.js';

/** Web Push: subscriptions, refusals, and a sender that sends each notification once across instances. */
const vapid = webpush.generateVAPIDKeys();
const clock = fakeClock(Date.parse('2026-11-25T12:00:00Z'));

const t = useTestApp({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }, { clock });
/** The same server without VAPID keys: push is off. */
const off = useTestApp({}, { clock });

beforeEach(async () => {
  await t.handle.db.deleteFrom('push_enviados').execute();
  await t.handle.db.deleteFrom('push_suscripciones').execute();
});

// What a browser's PushManager gives: a P-256 point (65 bytes) and a 16-byte secret, base64url.
const keys = {
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
  auth: Buffer.alloc(16, 3).toString('base64url'),
};
const endpoint = (n: number | string) => `https://fcm.googleapis.com/fcm/send/dispositivo-${n}`;

const subscribeAs = (app: TestApp, cookie: string | undefined, payload: unknown) =>
  app.app.inject({
    method: 'POST',
    url: '/api/push/suscripcion',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe('GET /api/push/clave', () => {
  it('needs a session and says whether push is on, with the public key', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/push/clave' })).statusCode).toBe(401);
    const on = await t.app.inject({
      method: 'GET',
      url: '/api/push/clave',
      headers: { cookie: await t.cookieFor('worker') },
    });
    expect(on.json()).toEqual({ habilitado: true, clave_publica: vapid.publicKey });
    const disabled = await off.app.inject({
      method: 'GET',
      url: '/api/push/clave',
      headers: { cookie: await off.cookieFor('worker') },
    });
    expect(disabled.json()).toEqual({ habilitado: false, clave_publica: null });
  });
});

describe('POST/DELETE /api/push/suscripcion', () => {
  it('stores a browser subscription for the caller, and removes only the caller’s own', async () => {
    const a = await makeUser(t.handle.db, {});
    const b = await makeUser(t.handle.db, {});
    const cookieA = await t.loginAs(a);
    const res = await subscribeAs(t, cookieA, { endpoint: endpoint(1), keys });
    expect(res.statusCode, res.body).toBe(204);
    const rows = await t.handle.db.selectFrom('push_suscripciones').select(['user_id', 'endpoint']).execute();
    expect(rows).toEqual([{ user_id: a.id, endpoint: endpoint(1) }]);
    // Someone else cannot remove it.
    const other = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/suscripcion',
      headers: { cookie: await t.loginAs(b) },
      payload: { endpoint: endpoint(1) },
    });
    expect(other.statusCode).toBe(204);
    expect(await t.handle.db.selectFrom('push_suscripciones').select('id').execute()).toHaveLength(1);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/suscripcion',
      headers: { cookie: cookieA },
      payload: { endpoint: endpoint(1) },
    });
    expect(mine.statusCode).toBe(204);
    expect(await t.handle.db.selectFrom('push_suscripciones').select('id').execute()).toEqual([]);
  });

  it('refuses endpoints outside the browsers’ push services and malformed keys, in Spanish, storing nothing', async () => {
    const cookie = await t.cookieFor('worker');
    expect((await subscribeAs(t, undefined, { endpoint: endpoint(1), keys })).statusCode).toBe(401);
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/fcm/send/x',
      'https://intranet.interna:5432/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notify.windows.com/x',
      'no es una url',
    ]) {
      const res = await subscribeAs(t, cookie, { endpoint: bad, keys });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe(PUSH_MESSAGES.endpoint);
    }
    for (const badKeys of [
      {},
      { p256dh: 'corta', auth: keys.auth },
      { p256dh: keys.p256dh, auth: 'con espacios !!' },
    ]) {
      const res = await subscribeAs(t, cookie, { endpoint: endpoint(2), keys: badKeys });
      expect(res.statusCode, JSON.stringify(badKeys)).toBe(400);
      expect(res.json().error).toBe(PUSH_MESSAGES.keys);
    }
    expect(await t.handle.db.selectFrom('push_suscripciones').select('id').execute()).toEqual([]);
  });

  it('without VAPID keys the server answers 503 in Spanish', async () => {
    const res = await subscribeAs(off, await off.cookieFor('worker'), { endpoint: endpoint(3), keys });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: PUSH_MESSAGES.disabled });
  });
});

describe('the sender', () => {
  /** A source whose notifications the test controls. */
  let drafts: NotificationDraft[] = [];
  const source: NotificationSource = async () => drafts;
  const deps = () => ({ db: t.handle.db, clock, sources: [source] });
  const draft = (clave: string): NotificationDraft => ({
    clave,
    tipo: 'lectura-nueva',
    texto: `Nueva lectura obligatoria: «${clave}».`,
    url: '/lecturas',
    fecha: '2026-12-10',
  });

  async function subscribed(n: number): Promise<MadeUser> {
    const user = await makeUser(t.handle.db, {});
    // Subscribing through the app's own sources (none of this user's yet), then the test's source speaks.
    expect((await subscribeAs(t, await t.loginAs(user), { endpoint: endpoint(`u${n}`), keys })).statusCode).toBe(204);
    return user;
  }

  it('sends each new unread notification once; nothing again on the next round; a read one is not sent', async () => {
    await subscribed(1);
    const sent: { endpoint: string; message: PushMessage }[] = [];
    const send: PushTransport = async (s, message) => void sent.push({ endpoint: s.endpoint, message });
    drafts = [draft('lectura:1:v1'), draft('lectura:2:v1')];
    expect(await pushRound(deps(), send, () => undefined)).toBe(2);
    expect(sent.map((s) => s.message.clave).sort()).toEqual(['lectura:1:v1', 'lectura:2:v1']);
    expect(sent[0]).toMatchObject({ endpoint: endpoint('u1'), message: { titulo: 'Intranet', url: '/lecturas' } });
    expect(await pushRound(deps(), send, () => undefined)).toBe(0);
  });

  it('two instances running a round at the same time send each notification exactly once', async () => {
    await subscribed(2);
    await subscribed(3);
    drafts = [draft('lectura:7:v1'), draft('lectura:7:v1:vence')];
    const sent: string[] = [];
    const send: PushTransport = async (s, m) => void sent.push(`${s.endpoint} ${m.clave}`);
    const second = { ...deps(), db: t.handle.db };
    const [a, b] = await Promise.all([
      pushRound(deps(), send, () => undefined),
      pushRound(second, send, () => undefined),
    ]);
    expect(a + b).toBe(4);
    expect(new Set(sent).size).toBe(4);
  });

  it('forgets a browser the push service says is gone (410); other failures are logged, not retried', async () => {
    await subscribed(4);
    drafts = [draft('lectura:9:v1')];
    const gone: PushTransport = async () => {
      throw Object.assign(new Error('Gone'), { statusCode: 410 });
    };
    expect(await pushRound(deps(), gone, () => undefined)).toBe(0);
    expect(await t.handle.db.selectFrom('push_suscripciones').select('id').execute()).toEqual([]);

    await subscribed(5);
    drafts = [draft('lectura:10:v1')];
    const logged: string[] = [];
    const failing: PushTransport = async () => {
      throw Object.assign(new Error('Bad Gateway'), { statusCode: 502 });
    };
    expect(await pushRound(deps(), failing, (m) => logged.push(m))).toBe(0);
    expect(logged).toEqual(['no se pudo enviar un aviso al teléfono (502); no se reintenta']);
    expect(await t.handle.db.selectFrom('push_suscripciones').select('id').execute()).toHaveLength(1);
  });
});

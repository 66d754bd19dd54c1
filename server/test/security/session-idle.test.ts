import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '../../src/plugins/auth/sessions.js';
import { makeUser } from '../factories.js';
import { listen, openEvents } from '../forum-helpers.js';
import { fakeClock, useTestApp } from '../helpers.js';

/**
 * The idle timeout is refreshed only by the person's own requests, never by what an open
 * tab does by itself (live-event stream and its heartbeat, the indicators poll); admins' sessions end sooner.
 */
const HOUR = 60 * 60 * 1000;
const clock = fakeClock();
const t = useTestApp({ ADMIN_SESSION_HOURS: '8' }, { clock, sessionClock: clock });
let base: string;
beforeAll(async () => {
  base = await listen(t);
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const lastSeen = async (userId: number) =>
  (await t.handle.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', userId).executeTakeFirst())
    ?.last_seen_at;

describe('idle timeout', () => {
  it('the indicators poll and the live-event stream do not refresh it; the session ends 12 h after the last action', async () => {
    const user = await makeUser(t.handle.db);
    const cookie = await t.loginAs(user);
    const loggedIn = await lastSeen(user.id);
    expect(loggedIn).toBe(new Date(clock.now()).toISOString());

    // An open tab for 11 h 50 min: the indicators poll every 10 minutes and the stream reconnects.
    for (let i = 0; i < 71; i++) {
      clock.advance(10 * 60 * 1000);
      const poll = await get('/api/indicadores', cookie);
      expect(poll.statusCode).not.toBe(401);
    }
    const stream = await openEvents(base, cookie);
    expect(stream.status).toBe(200);
    stream.close();
    expect(await lastSeen(user.id)).toBe(loggedIn);

    clock.advance(SESSION_IDLE_MS - 71 * 10 * 60 * 1000);
    expect((await get('/api/session', cookie)).statusCode).toBe(401);
    expect(await lastSeen(user.id)).toBeUndefined();
  });

  it("the person's own requests keep it alive", async () => {
    const user = await makeUser(t.handle.db);
    const cookie = await t.loginAs(user);
    for (let i = 0; i < 3; i++) {
      clock.advance(SESSION_IDLE_MS - HOUR);
      expect((await get('/api/session', cookie)).statusCode).toBe(200);
    }
    expect(await lastSeen(user.id)).toBe(new Date(clock.now()).toISOString());
  });

  it('the stream heartbeat check does not refresh it either', async () => {
    const user = await makeUser(t.handle.db);
    const cookie = await t.loginAs(user);
    const before = await lastSeen(user.id);
    clock.advance(2 * 60 * 1000);
    const stream = await openEvents(base, cookie);
    try {
      // What the heartbeat runs every 20 s: a session check that must not count as an action.
      const { readSession, SESSION_COOKIE } = await import('../../src/plugins/auth/sessions.js');
      const token = decodeURIComponent(
        cookie
          .split('; ')
          .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
          .split('=')[1]!,
      );
      expect(await readSession(t.handle.db, token, { clock, touch: false })).not.toBeNull();
      expect(await lastSeen(user.id)).toBe(before);
    } finally {
      stream.close();
    }
  });

  it('an admin session ends ADMIN_SESSION_HOURS after login even while active; a worker session does not', async () => {
    const admin = await makeUser(t.handle.db, { role: 'admin' });
    const worker = await makeUser(t.handle.db);
    const adminCookie = await t.loginAs(admin);
    const workerCookie = await t.loginAs(worker);
    for (let i = 0; i < 7; i++) {
      clock.advance(HOUR);
      expect((await get('/api/users', adminCookie)).statusCode).toBe(200);
      expect((await get('/api/session', workerCookie)).statusCode).toBe(200);
    }
    clock.advance(HOUR);
    expect((await get('/api/users', adminCookie)).statusCode).toBe(401);
    expect((await get('/api/session', workerCookie)).statusCode).toBe(200);
  });
});

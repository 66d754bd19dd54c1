import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/helpers.js';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { makeUser } from '../../test/factories.js';
import { readSession } from '../plugins/auth/sessions.js';
import {
  bumpDataVersion,
  readDataVersion,
  requestVersion,
  VersionedCache,
  VersionedJsonCache,
} from './data-version.js';

const t = useTestApp();

describe('VersionedCache', () => {
  it('computes once per data version and key, and again after a bump', async () => {
    const cache = new VersionedCache<number>('birthdays');
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get(t.handle.db, 'a', load)).toBe(1);
    expect(await cache.get(t.handle.db, 'a', load)).toBe(1);
    expect(await cache.get(t.handle.db, 'b', load)).toBe(2);
    await bumpDataVersion(t.handle.db, 'birthdays');
    expect(await cache.get(t.handle.db, 'a', load)).toBe(3);
    // Another data set's bump leaves this one alone.
    await bumpDataVersion(t.handle.db, 'news');
    expect(await cache.get(t.handle.db, 'a', load)).toBe(3);
  });

  it('keeps to its byte budget: the least recently stored go first, a value over the budget is not kept', async () => {
    const cache = new VersionedCache<string>('courses', 64, 1000, (v) => v.length);
    const db = t.handle.db;
    let calls = 0;
    const value = (size: number) => async () => {
      calls++;
      return 'x'.repeat(size);
    };
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(db, key, value(300));
    // 1,200 bytes asked for: 'a' went when 'd' came.
    expect(cache.stats(db)).toEqual({ entries: 3, bytes: 900 });
    calls = 0;
    await cache.get(db, 'b', value(300));
    await cache.get(db, 'd', value(300));
    expect(calls).toBe(0);
    await cache.get(db, 'a', value(300));
    expect(calls).toBe(1);
    expect(cache.stats(db)).toEqual({ entries: 3, bytes: 900 });
    // Larger than the whole budget: answered every time, never kept, and nothing else is pushed out for it.
    expect((await cache.get(db, 'big', value(5000))).length).toBe(5000);
    expect(cache.stats(db)).toEqual({ entries: 3, bytes: 900 });
    // A new version starts from nothing.
    await bumpDataVersion(db, 'courses');
    await cache.get(db, 'a', value(10));
    expect(cache.stats(db)).toEqual({ entries: 1, bytes: 10 });
  });

  it('keeps at most maxEntries, the least recently stored going first', async () => {
    const cache = new VersionedCache<number>('courses', 3);
    const db = t.handle.db;
    let calls = 0;
    const load = async () => ++calls;
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(db, key, load);
    expect(cache.stats(db).entries).toBe(3);
    expect(await cache.get(db, 'd', load)).toBe(4);
    expect(await cache.get(db, 'b', load)).toBe(2);
    expect(await cache.get(db, 'a', load)).toBe(5);
  });

  it('two databases in one process never share entries, even with no version row yet', async () => {
    const other = await createTestApp();
    try {
      const cache = new VersionedCache<string>('users');
      // Neither database has a 'users' version row in a fresh app: both read the same 'initial' token.
      await t.handle.db.deleteFrom('data_versions').where('name', '=', 'users').execute();
      await other.handle.db.deleteFrom('data_versions').where('name', '=', 'users').execute();
      expect(await cache.get(t.handle.db, 'total', async () => 'first database')).toBe('first database');
      expect(await cache.get(other.handle.db, 'total', async () => 'second database')).toBe('second database');
      expect(await cache.get(t.handle.db, 'total', async () => 'recomputed')).toBe('first database');
    } finally {
      await other.close();
    }
  });

  it('requests that miss together share one computation', async () => {
    const cache = new VersionedCache<string>('organization');
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      calls++;
      await gate;
      return 'chart';
    };
    // The computation finishes only once every request has read the version (an event, not a wait): each one
    // then finds the pending computation, or would start its own.
    let reads = 0;
    let allRead: () => void = () => undefined;
    const everyoneRead = new Promise<void>((r) => (allRead = r));
    const db = t.handle.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (++reads === 20) allRead();
        return args.result;
      },
    });
    const waiting = Array.from({ length: 20 }, () => cache.get(db, 'nodes', load));
    await everyoneRead;
    // One turn of the event loop: the 20th request's continuation (its look-up) runs before the release.
    await new Promise((r) => setImmediate(r));
    release();
    expect(await Promise.all(waiting)).toEqual(Array(20).fill('chart'));
    expect(calls).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const cache = new VersionedCache<string>('users');
    await expect(
      cache.get(t.handle.db, 'all', async () => {
        throw new Error('base caída');
      }),
    ).rejects.toThrow('base caída');
    expect(await cache.get(t.handle.db, 'all', async () => 'ok')).toBe('ok');
  });
});

describe('VersionedJsonCache', () => {
  it("a cached answer is filtered by the route's success schema: a field it does not name never leaves", async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const cache = new VersionedJsonCache('organization');
    app.get(
      '/nodos',
      { schema: { response: { 200: z.array(z.object({ id: z.number(), nombre: z.string() })) } } },
      (request, reply) =>
        cache.send(request, reply, t.handle.db, 'nodos', async () => [
          { id: 1, nombre: 'Gerencia', telefono: '+56 9 1' },
        ]),
    );
    try {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ method: 'GET', url: '/nodos' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([{ id: 1, nombre: 'Gerencia' }]);
      }
    } finally {
      await app.close();
    }
  });
});

describe('tokens read with the session (config.dataVersions)', () => {
  /** A view of the test database that counts the queries sent through it. */
  const counting = () => {
    const seen = { queries: 0 };
    const db = t.handle.db.withPlugin({
      transformQuery: (args) => {
        seen.queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    return { db, seen };
  };

  it("are the tokens readDataVersion gives ('initial' without a row), and requestVersion reads none again", async () => {
    const db = t.handle.db;
    await bumpDataVersion(db, 'organization');
    await bumpDataVersion(db, 'users');
    await db.deleteFrom('data_versions').where('name', '=', 'courses').execute();
    const user = await makeUser(db);
    const token = /intranet_session=([^;]+)/.exec(await t.loginAs(user))![1]!;
    const session = await readSession(db, token, { versions: ['organization', 'courses', 'users'] });
    expect(session!.user.id).toBe(user.id);
    expect(session!.versions).toEqual({
      organization: await readDataVersion(db, 'organization'),
      courses: 'initial',
      users: await readDataVersion(db, 'users'),
    });
    const request = { dataVersions: session!.versions };
    const { db: watched, seen } = counting();
    expect(await requestVersion(request, watched, ['organization', 'users'])).toBe(
      await readDataVersion(db, ['organization', 'users']),
    );
    expect(await requestVersion(request, watched, 'courses')).toBe(await readDataVersion(db, 'courses'));
    expect(seen.queries).toBe(0);
    // A set the session's query did not read is read now.
    expect(await requestVersion(request, watched, ['users', 'news'])).toBe(
      await readDataVersion(db, ['users', 'news']),
    );
    expect(seen.queries).toBe(1);
    // Without a session (or outside /api) nothing is known.
    expect(await requestVersion({ dataVersions: null }, watched, 'users')).toBe(await readDataVersion(db, 'users'));
    expect(seen.queries).toBe(2);
  });

  it('a route that names its sets reads no token of its own, and still follows a write at the next request', async () => {
    const cookie = await t.loginAs(await makeUser(t.handle.db));
    const { db, seen } = counting();
    const app = await buildApp(t.config, t.handle, { logger: false });
    const named = new VersionedJsonCache('organization');
    const unnamed = new VersionedJsonCache('organization');
    let value = 'primero';
    app.register(
      async (api) => {
        api.get('/con', { config: { access: 'session', dataVersions: ['organization'] } }, (request, reply) =>
          named.send(request, reply, db, 'k', async () => ({ value })),
        );
        api.get('/sin', { config: { access: 'session' } }, (request, reply) =>
          unnamed.send(request, reply, db, 'k', async () => ({ value })),
        );
      },
      { prefix: '/api' },
    );
    try {
      const get = async (path: string) =>
        (await app.inject({ method: 'GET', url: `/api/${path}`, headers: { cookie } })).json();
      expect(await get('con')).toEqual({ value: 'primero' });
      expect(await get('sin')).toEqual({ value: 'primero' });
      expect(seen.queries).toBe(1);
      value = 'segundo';
      expect(await get('con')).toEqual({ value: 'primero' });
      expect(seen.queries).toBe(1);
      await bumpDataVersion(t.handle.db, 'organization');
      expect(await get('con')).toEqual({ value: 'segundo' });
      expect(await get('sin')).toEqual({ value: 'segundo' });
      expect(seen.queries).toBe(2);
    } finally {
      await app.close();
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { workersQuerySchema, type WorkersPage } from '@intranet/contract';
import type { FastifyInstance } from 'fastify';
import { onPostgres, useSecondInstance, useTestApp } from '../../../test/helpers.js';
import { makeUser, type MadeUser } from '../../../test/factories.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import { usersRepository } from './users.repository.js';
import { newDirectoryCounts, pageWorkers } from './users.service.js';

// GET /api/trabajadores serves its pages from a cache checked against the `users` data version (the token read with
// the session): every reader gets what the uncached computation gives, and every write to people shows at once.
const t = useTestApp();
const tag = `dirc${Date.now().toString(36)}`;
let worker: string;
let admin: string;
let people: MadeUser[];

beforeAll(async () => {
  worker = await t.cookieFor('worker');
  admin = await t.cookieFor('admin');
  people = [];
  for (const nombre of ['Ana', 'Beto', 'Carla'])
    people.push(await makeUser(t.handle.db, { nombre: `${tag} ${nombre}` }));
});

const get = (query: string, cookie = worker, app: FastifyInstance = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/trabajadores?${query}`, headers: { cookie, ...headers } });

/** The page as the uncached computation builds it. */
const uncached = async (query: string) =>
  pageWorkers(
    { db: t.handle.db, counts: newDirectoryCounts() },
    workersQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
  );

const expectSame = async (query: string, cookie = worker, app?: FastifyInstance) => {
  const res = await get(query, cookie, app);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<WorkersPage>();
  expect(page).toEqual(JSON.parse(JSON.stringify(await uncached(query))));
  return page;
};
const names = (page: WorkersPage) => page.items.map((w) => w.nombre);

describe('cached directory pages', () => {
  it('are the same for every reader and equal to the uncached page, for searches, filters and pages', async () => {
    for (const query of [`q=${tag}`, `q=${tag}&por_pagina=2`, `q=${tag}&por_pagina=2&pagina=2`, 'pagina=1', '']) {
      for (const cookie of [worker, admin, worker]) await expectSame(query, cookie);
    }
    expect(names(await expectSame(`q=${tag}`))).toEqual([`${tag} Ana`, `${tag} Beto`, `${tag} Carla`]);
  });

  it('follow additions, renames, moves, deactivations and new photos at the next read', async () => {
    const query = `q=${tag}`;
    await expectSame(query);
    const diego = await makeUser(t.handle.db, { nombre: `${tag} Diego` });
    expect(names(await expectSame(query))).toContain(`${tag} Diego`);

    await usersRepository.update(t.handle.db, diego.id, { nombre: `${tag} Daniela`, area: 'Finanzas' });
    const renamed = await expectSame(query);
    expect(renamed.items.find((w) => w.id === diego.id)).toMatchObject({ nombre: `${tag} Daniela`, area: 'Finanzas' });
    expect(names(await expectSame(`${query}&area=Finanzas`))).toEqual([`${tag} Daniela`]);

    // A new photo, written as the profile's repository does (the `users` data version changes with it).
    await t.handle.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ imagen_perfil: 'profiles/ana.webp' })
        .where('id', '=', people[0]!.id)
        .execute();
      await bumpDataVersion(trx, 'users');
    });
    expect((await expectSame(query)).items[0]).toMatchObject({ id: people[0]!.id, imagen_perfil: 'profiles/ana.webp' });

    await usersRepository.update(t.handle.db, diego.id, { activo: 0 });
    const after = await expectSame(query);
    expect(after.items.map((w) => w.id)).not.toContain(diego.id);
    expect(after.total).toBe(3);
  });

  it('carry an ETag: 304 while nothing changed, a new one after a write', async () => {
    const first = await get(`q=${tag}`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await get(`q=${tag}`, worker, t.app, { 'if-none-match': etag })).statusCode).toBe(304);
    await makeUser(t.handle.db, { nombre: `${tag} Eva` });
    const changed = await get(`q=${tag}`, worker, t.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(names(changed.json<WorkersPage>())).toContain(`${tag} Eva`);
  });

  it('still need a session and refuse a bad query', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/trabajadores?q=${tag}` })).statusCode).toBe(401);
    expect((await get('pagina=0')).statusCode).toBe(400);
  });
});

describe.runIf(onPostgres)('two server instances on one PostgreSQL', () => {
  const second = useSecondInstance(() => t);

  it("a change made through one instance is in the other instance's cached page at its next read", async () => {
    const query = `q=${tag}`;
    await expectSame(query, worker, second.app);
    const fresh = await makeUser(t.handle.db, { nombre: `${tag} Fabiola` });
    expect(names(await expectSame(query, worker, second.app))).toContain(`${tag} Fabiola`);
    await usersRepository.update(t.handle.db, fresh.id, { activo: 0 });
    expect((await expectSame(query, worker, second.app)).items.map((w) => w.id)).not.toContain(fresh.id);
  });
});

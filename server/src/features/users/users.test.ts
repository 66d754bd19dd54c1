import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@intranet/contract';
import {
  cookieHeader,
  createTestApp,
  multipart,
  storedFiles,
  tempFiles,
  underSchemaLock,
  useTestApp,
} from '../../../test/helpers.js';
import { makeUser, randomRut, type MadeUser } from '../../../test/factories.js';
import * as directoryMigration from '../../db/migrations/2026-11-22-0012-users-directory.js';
import * as directoryOrderMigration from '../../db/migrations/2026-11-26-14-directory-order.js';
import { usersRepository } from './users.repository.js';

const t = useTestApp();
let admin: MadeUser;
let adminCookie: string;
let workerCookie: string;
let png: Buffer;

beforeAll(async () => {
  admin = await makeUser(t.handle.db, { role: 'admin', username: 'jefa' });
  adminCookie = await t.loginAs(admin);
  workerCookie = await t.cookieFor('worker');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8702a' } })
    .png()
    .toBuffer();
});

const HASH = /password_hash|\$argon2|"password"/;

const inject = (method: string, url: string, cookie: string, body?: ReturnType<typeof multipart> | object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, ...(body && 'headers' in body ? body.headers : {}) },
    payload: body && 'payload' in body ? body.payload : (body as object | undefined),
  });

const createForm = (over: Record<string, string | undefined> = {}, withPhoto = false) =>
  multipart({
    username: 'nuevo.trabajador',
    nombre: 'Nueva Trabajadora Pérez',
    password: 'Relevo.Cobre.Faena.2025',
    correo: 'Nuevo.Trabajador@Empresa.cl',
    rut: '9.876.543-3',
    puesto: 'Geóloga',
    telefono: '+56 9 1234 5678',
    razon_social: 'Minera y Energía Andina S.A.',
    fecha_nacimiento: '1990-05-04',
    dispositivo: 'Notebook HP',
    ...over,
    ...(withPhoto ? { imagen_perfil: { filename: 'foto.png', content: png, contentType: 'image/png' } } : {}),
  });

const countUsers = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/users', () => {
  it('creates a worker with a photo: 201, canonical RUT, lower-case e-mail, no hash in the answer', async () => {
    const res = await inject('POST', '/api/users', adminCookie, createForm({}, true));
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toMatch(HASH);
    const user = res.json();
    expect(user).toMatchObject({
      username: 'nuevo.trabajador',
      correo: 'nuevo.trabajador@empresa.cl',
      rut: '9876543-3',
      puesto: 'Geóloga',
      role: 'worker',
      activo: true,
      must_change_password: false,
      dispositivo: 'Notebook HP',
      fecha_nacimiento: '1990-05-04',
    });
    expect(user.imagen_perfil).toMatch(/^\/uploads\/users\/[0-9a-f]+\.webp$/);
    const files = await storedFiles(t.dataDir);
    expect(files).toContain(user.imagen_perfil.replace('/uploads/', ''));
    expect(files).toContain(user.imagen_perfil.replace('/uploads/', '').replace('.webp', '.thumb.webp'));
    expect(await tempFiles(t.dataDir)).toEqual([]);

    // The new worker can log in with the RUT and the password the admin chose.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: '9.876.543-3', password: 'Relevo.Cobre.Faena.2025' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('worker');
  });

  it('creates an admin when asked, and a user who must change the password', async () => {
    const res = await inject(
      'POST',
      '/api/users',
      adminCookie,
      createForm({
        username: 'otra.admin',
        correo: 'otra.admin@empresa.cl',
        rut: randomRut(),
        role: 'admin',
        must_change_password: 'true',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'admin', must_change_password: true });
  });

  it.each([
    [{ username: '' }, 'username'],
    [{ username: 'con espacio' }, 'username'],
    [{ username: '12.345.678-5' }, 'username'],
    [{ password: 'corta' }, 'password'],
    [{ password: undefined }, 'password'],
    [{ correo: 'no-es-correo' }, 'correo'],
    [{ correo: undefined }, 'correo'],
    [{ rut: '12.345.678-4' }, 'rut'],
    [{ fecha_nacimiento: '1990-02-30' }, 'fecha_nacimiento'],
    [{ fecha_nacimiento: '2999-01-01' }, 'fecha_nacimiento'],
    [{ telefono: 'llámame' }, 'telefono'],
    [{ role: 'superuser' }, 'role'],
  ])('refuses %o with 400 on %s and writes nothing', async (over, field) => {
    const before = await countUsers();
    const res = await inject(
      'POST',
      '/api/users',
      adminCookie,
      createForm({ username: 'x.valido', correo: 'x.valido@empresa.cl', rut: randomRut(), ...over }, true),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    expect(res.json().error).toMatch(/[a-záéíóúñ]/i);
    expect(await countUsers()).toBe(before);
    expect(await tempFiles(t.dataDir)).toEqual([]);
  });

  it('refuses a duplicate username, e-mail or RUT (any case or format) with 409 and stores no photo', async () => {
    const existing = await makeUser(t.handle.db, { username: 'duplicado', correo: 'dup@empresa.cl' });
    const filesBefore = await storedFiles(t.dataDir);
    for (const [over, field] of [
      [{ username: 'DUPLICADO', correo: 'a1@empresa.cl', rut: randomRut() }, 'username'],
      [{ username: 'a2', correo: 'DUP@empresa.cl', rut: randomRut() }, 'correo'],
      [{ username: 'a3', correo: 'a3@empresa.cl', rut: existing.rut.replace('-', '') }, 'rut'],
    ] as const) {
      const res = await inject('POST', '/api/users', adminCookie, createForm(over, true));
      expect(res.statusCode).toBe(409);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect(await storedFiles(t.dataDir)).toEqual(filesBefore);
  });

  it('refuses a file that is not an image with 415 and writes nothing', async () => {
    const before = await countUsers();
    const res = await inject(
      'POST',
      '/api/users',
      adminCookie,
      multipart({
        username: 'sin.foto',
        nombre: 'Sin Foto',
        rut: randomRut(),
        password: 'Relevo.Cobre.Faena.2025',
        correo: 'sin.foto@empresa.cl',
        imagen_perfil: { filename: 'x.png', content: 'no soy una imagen', contentType: 'image/png' },
      }),
    );
    expect(res.statusCode).toBe(415);
    expect(await countUsers()).toBe(before);
  });

  it('needs multipart (415) and an admin (403 for a worker)', async () => {
    expect((await inject('POST', '/api/users', adminCookie, { username: 'x' })).statusCode).toBe(415);
    expect((await inject('POST', '/api/users', workerCookie, createForm())).statusCode).toBe(403);
  });
});

describe('GET /api/users and /api/users/:id', () => {
  it('lists every user with admin fields and never a hash', async () => {
    const res = await inject('GET', '/api/users', adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(HASH);
    const list = res.json() as { username: string; role: string; rut: string }[];
    expect(list.find((u) => u.username === 'jefa')).toMatchObject({ role: 'admin', rut: admin.rut });
  });

  it('returns one user, 404 with the spec sentence when missing, 400 for a bad id', async () => {
    const res = await inject('GET', `/api/users/${admin.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: admin.id, username: 'jefa' });
    expect(res.body).not.toMatch(HASH);
    const missing = await inject('GET', '/api/users/999999', adminCookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(USER_MESSAGES.notFound);
    expect((await inject('GET', '/api/users/abc', adminCookie)).statusCode).toBe(400);
  });

  it('is admin-only', async () => {
    expect((await inject('GET', '/api/users', workerCookie)).statusCode).toBe(403);
    expect((await inject('GET', `/api/users/${admin.id}`, workerCookie)).statusCode).toBe(403);
  });
});

describe('PUT /api/users/:id', () => {
  it('updates the fields sent, keeps the absent ones, ignores the e-mail, replaces the photo', async () => {
    const created = (
      await inject(
        'POST',
        '/api/users',
        adminCookie,
        createForm({ username: 'para.editar', correo: 'para.editar@empresa.cl', rut: randomRut() }, true),
      )
    ).json();
    const res = await inject(
      'PUT',
      `/api/users/${created.id}`,
      adminCookie,
      multipart({
        username: 'editado',
        correo: 'cambiado@empresa.cl',
        puesto: 'Jefa de Turno',
        telefono: '',
        imagen_perfil: { filename: 'nueva.png', content: png, contentType: 'image/png' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      username: 'editado',
      correo: 'para.editar@empresa.cl',
      puesto: 'Jefa de Turno',
      telefono: null,
      dispositivo: 'Notebook HP',
      fecha_nacimiento: '1990-05-04',
    });
    expect(user.imagen_perfil).not.toBe(created.imagen_perfil);
    const files = await storedFiles(t.dataDir);
    expect(files).not.toContain(created.imagen_perfil.replace('/uploads/', ''));
    expect(files).toContain(user.imagen_perfil.replace('/uploads/', ''));
  });

  it('validates like create and refuses a RUT taken by someone else with 409', async () => {
    const a = await makeUser(t.handle.db);
    const b = await makeUser(t.handle.db);
    const bad = await inject('PUT', `/api/users/${a.id}`, adminCookie, multipart({ username: '', rut: 'abc' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['username', 'rut']));
    const taken = await inject(
      'PUT',
      `/api/users/${a.id}`,
      adminCookie,
      multipart({ username: a.username, rut: b.rut }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.rut).toBeTypeOf('string');
    const missing = await inject('PUT', '/api/users/999999', adminCookie, multipart({ username: 'x' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(USER_MESSAGES.notFound);
  });

  it('deactivation ends the sessions at once, blocks login and removes the user from the directory', async () => {
    const u = await makeUser(t.handle.db);
    const cookie = await t.loginAs(u);
    expect((await inject('GET', '/api/trabajadores/all', cookie)).statusCode).toBe(200);
    const res = await inject(
      'PUT',
      `/api/users/${u.id}`,
      adminCookie,
      multipart({ username: u.username, activo: 'false' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().activo).toBe(false);
    const sessions = await t.handle.db.selectFrom('sessions').select('id').where('user_id', '=', u.id).execute();
    expect(sessions).toHaveLength(0);
    expect((await inject('GET', '/api/session', cookie)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: u.rut, password: u.password },
    });
    expect(login.statusCode).toBe(401);
    const dir = (await inject('GET', '/api/trabajadores/all', workerCookie)).json() as { id: number }[];
    expect(dir.some((w) => w.id === u.id)).toBe(false);
    // And back again.
    await inject('PUT', `/api/users/${u.id}`, adminCookie, multipart({ username: u.username, activo: 'true' }));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { rut: u.rut, password: u.password } }))
        .statusCode,
    ).toBe(200);
  });

  it('the last active admin can be neither deactivated nor demoted; an admin cannot deactivate themself', async () => {
    // A database of its own: the shared one has other admins.
    const solo = await createTestApp();
    try {
      const only = await makeUser(solo.handle.db, { role: 'admin' });
      const other = await makeUser(solo.handle.db, { role: 'admin' });
      const cookie = await solo.loginAs(only);
      const put = (id: number, fields: Record<string, string>) => {
        const form = multipart(fields);
        return solo.app.inject({
          method: 'PUT',
          url: `/api/users/${id}`,
          headers: { cookie, ...form.headers },
          payload: form.payload,
        });
      };
      // Two admins: one may be demoted.
      expect((await put(other.id, { username: other.username, role: 'worker' })).statusCode).toBe(200);
      // Now `only` is the last active admin.
      const self = await put(only.id, { username: only.username, activo: 'false' });
      expect(self.statusCode).toBe(400);
      expect(self.json().error).toBe(USER_MESSAGES.selfDeactivate);
      const demote = await put(only.id, { username: only.username, role: 'worker' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error).toBe(USER_MESSAGES.lastAdmin);
      const row = await solo.handle.db
        .selectFrom('users')
        .select(['role', 'activo'])
        .where('id', '=', only.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ role: 'admin', activo: 1 });
      // A deactivated admin does not count: re-promote `other`, deactivate it, `only` is still the last one.
      expect((await put(other.id, { username: other.username, role: 'admin', activo: 'false' })).statusCode).toBe(200);
      expect((await put(only.id, { username: only.username, role: 'worker' })).statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });

  it('two admins demoting each other at the same moment leave one admin, never none', async () => {
    // A database of its own: the shared one has other admins.
    const race = await createTestApp();
    try {
      const a = await makeUser(race.handle.db, { role: 'admin' });
      const b = await makeUser(race.handle.db, { role: 'admin' });
      const cookies = new Map([
        [a.id, await race.loginAs(a)],
        [b.id, await race.loginAs(b)],
      ]);
      const put = (as: MadeUser, target: MadeUser, fields: Record<string, string>) => {
        const form = multipart({ username: target.username, ...fields });
        return race.app.inject({
          method: 'PUT',
          url: `/api/users/${target.id}`,
          headers: { cookie: cookies.get(as.id)!, ...form.headers },
          payload: form.payload,
        });
      };
      const activeAdmins = async () =>
        (
          await race.handle.db
            .selectFrom('users')
            .select('id')
            .where('role', '=', 'admin')
            .where('activo', '=', 1)
            .execute()
        ).map((r) => r.id);
      for (let round = 0; round < 10; round++) {
        // Alternate demotion and deactivation: both end an active admin.
        const fields: Record<string, string> = round % 2 ? { activo: 'false' } : { role: 'worker' };
        const [ab, ba] = await Promise.all([put(a, b, fields), put(b, a, fields)]);
        const left = await activeAdmins();
        expect(left).toHaveLength(1);
        // One wins; the other is refused: 409 (last admin) or, if it arrived after the win, 403 (no longer admin)
        // or 401 (a deactivation ended its session).
        const codes = [ab.statusCode, ba.statusCode].sort();
        expect(codes[0]).toBe(200);
        expect(fields.activo ? [401, 409] : [403, 409]).toContain(codes[1]);
        // The admin left restores the other for the next round.
        const [winner, loser] = left[0] === a.id ? [a, b] : [b, a];
        expect((await put(winner, loser, { role: 'admin', activo: 'true' })).statusCode).toBe(200);
        cookies.set(loser.id, await race.loginAs(loser));
      }
    } finally {
      await race.close();
    }
  });
});

describe('POST /api/users/:id/temporary-password', () => {
  it('sets a temporary password: sessions end, old password fails, the user must change it', async () => {
    const u = await makeUser(t.handle.db);
    const cookie = await t.loginAs(u);
    const res = await inject('POST', `/api/users/${u.id}/temporary-password`, adminCookie, {
      password: 'Temporal.2025',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/Temporal\.2025|\$argon2/);
    expect(res.json().must_change_password).toBe(true);
    expect((await inject('GET', '/api/session', cookie)).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: u.rut, password: u.password },
    });
    expect(old.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { rut: u.rut, password: 'Temporal.2025' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ redirect: '/change-password', mustChangePassword: true });
    const newCookie = cookieHeader(login);
    const blocked = await inject('GET', '/api/trabajadores/all', newCookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('refuses a short password (400) and a missing user (404)', async () => {
    const u = await makeUser(t.handle.db);
    const short = await inject('POST', `/api/users/${u.id}/temporary-password`, adminCookie, { password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toMatch(/8 caracteres/);
    const missing = await inject('POST', '/api/users/999999/temporary-password', adminCookie, {
      password: 'Temporal.2025',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await inject('POST', `/api/users/${u.id}/temporary-password`, workerCookie, { password: 'Temporal.2025' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/trabajadores/all', () => {
  it('gives any logged-in user the public fields of active users only', async () => {
    const inactive = await makeUser(t.handle.db, { activo: false });
    const res = await inject('GET', '/api/trabajadores/all', workerCookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(2);
    for (const w of list)
      expect(Object.keys(w).sort()).toEqual([
        'area',
        'correo',
        'id',
        'imagen_perfil',
        'nombre',
        'puesto',
        'sucursal',
        'username',
      ]);
    expect(list.some((w) => w.id === inactive.id)).toBe(false);
    expect(res.body).not.toMatch(HASH);
    expect(res.body).not.toContain(admin.rut);
  });
});

describe('GET /api/trabajadores (the directory, paged on the server)', () => {
  type Page = {
    items: { id: number; username: string; puesto: string | null }[];
    total: number;
    pagina: number;
    por_pagina: number;
  };
  const page = async (query: string, cookie = workerCookie) => {
    const res = await inject('GET', `/api/trabajadores${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const tag = `dir${Date.now().toString(36)}`;
  let people: MadeUser[] = [];

  beforeAll(async () => {
    people = [];
    for (let i = 0; i < 12; i++)
      people.push(
        await makeUser(t.handle.db, {
          username: `${tag}-${String(i).padStart(2, '0')}`,
          nombre: `${tag} ${String(i).padStart(2, '0')}`,
        }),
      );
    await usersRepository.update(t.handle.db, people[3]!.id, { puesto: 'Jefa de Operación Eléctrica' });
    await makeUser(t.handle.db, { username: `${tag}-inactivo`, activo: false });
  });

  it('gives 10 per page in name order with the total, public fields only', async () => {
    const first = await page(`?q=${tag}`);
    expect(first.total).toBe(12);
    expect(first.pagina).toBe(1);
    expect(first.por_pagina).toBe(10);
    expect(first.items.map((w) => w.username)).toEqual(people.slice(0, 10).map((p) => p.username));
    for (const w of first.items)
      expect(Object.keys(w).sort()).toEqual([
        'area',
        'correo',
        'id',
        'imagen_perfil',
        'nombre',
        'puesto',
        'sucursal',
        'username',
      ]);
    const second = await page(`?q=${tag}&pagina=2`);
    expect(second.items.map((w) => w.username)).toEqual(people.slice(10).map((p) => p.username));
    expect((await page(`?q=${tag}&pagina=9`)).items).toEqual([]);
    const all = await page('?por_pagina=100');
    expect(all.total).toBe(
      (await t.handle.db.selectFrom('users').select('id').where('activo', '=', 1).execute()).length,
    );
  });

  it('searches name, position and e-mail ignoring case and accents; inactive users never match', async () => {
    const byPosition = await page(`?q=${encodeURIComponent('OPERACION ELECTRICA')}`);
    expect(byPosition.items.map((w) => w.id)).toEqual([people[3]!.id]);
    expect((await page(`?q=${encodeURIComponent('operación eléc')}`)).total).toBe(1);
    expect((await page(`?q=${encodeURIComponent(people[5]!.correo.toUpperCase())}`)).items.map((w) => w.id)).toEqual([
      people[5]!.id,
    ]);
    expect((await page(`?q=${tag}-inactivo`)).total).toBe(0);
    // LIKE wildcards are literal text
    expect((await page('?q=%25')).total).toBe(0);
    expect((await page('?q=_')).total).toBe(0);
  });

  it('follows edits: a new name or position is searchable at once', async () => {
    await inject(
      'PUT',
      `/api/users/${people[7]!.id}`,
      adminCookie,
      multipart({ username: `${tag}-renombrada`, puesto: 'Topógrafa Ñuñoa' }),
    );
    expect((await page(`?q=${tag}-renombrada`)).items.map((w) => w.id)).toEqual([people[7]!.id]);
    expect((await page('?q=topografa%20nunoa')).items.map((w) => w.id)).toEqual([people[7]!.id]);
    expect((await page(`?q=${tag}-07`)).total).toBe(0);
  });

  it('keeps totals right as people are added, renamed and deactivated (counts are cached per search)', async () => {
    const total = async (q: string) => (await page(`?q=${encodeURIComponent(q)}`)).total;
    expect(await total(tag)).toBe(12);
    const extra = await makeUser(t.handle.db, { username: `${tag}-extra` });
    expect(await total(tag)).toBe(13);
    const put = async (fields: Record<string, string>) =>
      expect((await inject('PUT', `/api/users/${extra.id}`, adminCookie, multipart(fields))).statusCode).toBe(200);
    await put({ username: extra.username, activo: 'false' });
    expect(await total(tag)).toBe(12);
    await put({ username: 'otro-nombre-x', activo: 'true' });
    expect(await total(tag)).toBe(12);
    expect(await total('otro-nombre-x')).toBe(1);
    await put({ username: 'otro-nombre-x', activo: 'false' });
  });

  it('migration 0012 fills the search text of users that already exist', async () => {
    // Schema changes run under the test processes' shared lock (see underSchemaLock).
    await underSchemaLock(async () => {
      // The later index on search_text (2026-11-26-14) goes first and comes back last, as a rollback would.
      await directoryOrderMigration.down(t.handle.db);
      await directoryMigration.down(t.handle.db);
      await directoryMigration.up(t.handle.db);
      await directoryOrderMigration.up(t.handle.db);
    });
    expect((await page(`?q=${encodeURIComponent('eléctrica')}`)).items.map((w) => w.id)).toEqual([people[3]!.id]);
  });

  it('refuses a bad page, page size or search with a Spanish 400', async () => {
    for (const query of ['?pagina=0', '?pagina=abc', '?por_pagina=0', '?por_pagina=101', `?q=${'a'.repeat(101)}`]) {
      const res = await inject('GET', `/api/trabajadores${query}`, workerCookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(/inválid|Máximo/);
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/trabajadores' })).statusCode).toBe(401);
  });
});

describe('GET /api/datos/dispositivos', () => {
  it('gives an admin the RUT → device map of active users', async () => {
    const a = await makeUser(t.handle.db);
    const b = await makeUser(t.handle.db, { activo: false });
    await t.handle.db
      .updateTable('users')
      .set({ dispositivo: 'Tablet de faena' })
      .where('id', 'in', [a.id, b.id])
      .execute();
    const res = await inject('GET', '/api/datos/dispositivos', adminCookie);
    expect(res.statusCode).toBe(200);
    const map = res.json();
    expect(map[a.rut]).toBe('Tablet de faena');
    expect(map).not.toHaveProperty(b.rut);
  });

  it('gives a worker only their own entry (empty when none)', async () => {
    const w = await makeUser(t.handle.db);
    const cookie = await t.loginAs(w);
    expect((await inject('GET', '/api/datos/dispositivos', cookie)).json()).toEqual({});
    await t.handle.db.updateTable('users').set({ dispositivo: 'Notebook Lenovo' }).where('id', '=', w.id).execute();
    expect((await inject('GET', '/api/datos/dispositivos', cookie)).json()).toEqual({ [w.rut]: 'Notebook Lenovo' });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { JEFATURA_MESSAGES } from '@intranet/contract';
import {
  createTestApp,
  createTestSchema,
  dropTestSchema,
  multipart,
  onPostgres,
  underSchemaLock,
  useTestApp,
} from '../../../test/helpers.js';
import { makeUser, randomRut, type MadeUser } from '../../../test/factories.js';
import { ensureAdmin } from '../../seed/bootstrap-admin.js';
import { migrate, openDatabase } from '../../db/database.js';
import { migrations } from '../../db/migrations/index.js';

/** The user record carries full name, area, branch, manager and phone visibility. */

const t = useTestApp();
let adminCookie: string;
let workerCookie: string;

beforeAll(async () => {
  adminCookie = await t.cookieFor('admin');
  workerCookie = await t.cookieFor('worker');
});

let seq = 0;
const form = (over: Record<string, string | undefined> = {}) => {
  seq++;
  return multipart({
    username: `persona.${seq}`,
    nombre: `Persona Número ${seq}`,
    password: 'Clave.Nueva.2025',
    correo: `persona.${seq}@empresa.cl`,
    rut: randomRut(),
    ...over,
  });
};

const send = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof multipart>, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: { cookie, ...body.headers }, payload: body.payload });

const create = (over: Record<string, string | undefined> = {}) => send('POST', '/api/users', form(over));
const update = (id: number, fields: Record<string, string>) => send('PUT', `/api/users/${id}`, multipart(fields));

const countUsers = async () =>
  Number(
    (
      await t.handle.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/users: the new fields', () => {
  it('stores full name, area, branch (by id or name), manager, extension and phone visibility', async () => {
    const boss = await makeUser(t.handle.db, { nombre: 'Jefa Uno' });
    const res = await create({
      nombre: '  María   José Pérez  ',
      area: 'Operaciones',
      sucursal: 'calama',
      jefatura_id: String(boss.id),
      anexo: '4021',
      telefono_visible: 'true',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      nombre: 'María José Pérez',
      area: 'Operaciones',
      sucursal: 3,
      jefatura_id: boss.id,
      anexo: '4021',
      telefono_visible: true,
      cuenta_servicio: false,
    });
    const byId = await create({ sucursal: '7' });
    expect(byId.json().sucursal).toBe(7);
    const none = await create();
    expect(none.json()).toMatchObject({ area: null, sucursal: null, jefatura_id: null, telefono_visible: false });
  });

  it.each([
    ['area', { area: 'Astronomía' }, /Área desconocida/],
    ['sucursal', { sucursal: 'Valparaíso' }, /Sucursal desconocida/],
    ['sucursal', { sucursal: '9' }, /Sucursal desconocida/],
    ['nombre', { nombre: '    ' }, /nombre completo/],
    ['nombre', { nombre: undefined }, /nombre completo/],
    ['nombre', { nombre: 'a'.repeat(121) }, /120/],
    ['nombre', { nombre: 'Ana\u0000María' }, /caracteres de control/],
    ['nombre', { nombre: 'Ana\nMaría' }, /caracteres de control/],
    ['rut', { rut: undefined }, /RUT/],
    ['rut', { rut: '' }, /RUT/],
    ['jefatura_id', { jefatura_id: 'abc' }, /jefatura/],
    ['anexo', { anexo: '12a' }, /anexo/],
  ])('refuses a bad %s (%j) with 400 naming the field, writing nothing', async (field, over, message) => {
    const before = await countUsers();
    const res = await create(over);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toMatch(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a manager that does not exist or is inactive', async () => {
    const gone = await create({ jefatura_id: '99999' });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fields.jefatura_id).toBe(JEFATURA_MESSAGES.notFound);
    const inactive = await makeUser(t.handle.db, { activo: false });
    const res = await create({ jefatura_id: String(inactive.id) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.jefatura_id).toBe(JEFATURA_MESSAGES.inactive);
  });

  it.each(['0018.972.631-7', '00018972631-7', '000000018.972.631-7', '18.972.631-7'])(
    'accepts the RUT %s, stores it normalised, and its owner logs in with any form',
    async (rut) => {
      await t.handle.db.deleteFrom('users').where('rut', '=', '18972631-7').execute();
      const res = await create({ rut, password: 'Clave.Cero.2025' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().rut).toBe('18972631-7');
      for (const form of ['18972631-7', '0018.972.631-7', '0000189726317']) {
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { rut: form, password: 'Clave.Cero.2025' },
        });
        expect(login.statusCode, form).toBe(200);
      }
    },
  );

  it('only admins create people (worker 403, anonymous 401)', async () => {
    expect((await send('POST', '/api/users', form(), workerCookie)).statusCode).toBe(403);
    expect((await send('POST', '/api/users', form(), '')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/{id}: manager rules', () => {
  let a: MadeUser;
  let b: MadeUser;
  let c: MadeUser;

  beforeAll(async () => {
    // a ← b ← c (a is at the top)
    a = await makeUser(t.handle.db, { nombre: 'A' });
    b = await makeUser(t.handle.db, { nombre: 'B', jefatura_id: a.id });
    c = await makeUser(t.handle.db, { nombre: 'C', jefatura_id: b.id });
  });

  it('refuses oneself, a direct and an indirect cycle with 400 and changes nothing', async () => {
    const cases: [MadeUser, MadeUser, string][] = [
      [a, a, JEFATURA_MESSAGES.self],
      [a, b, JEFATURA_MESSAGES.cycle],
      [a, c, JEFATURA_MESSAGES.cycle],
      [b, c, JEFATURA_MESSAGES.cycle],
    ];
    for (const [who, manager, message] of cases) {
      const res = await update(who.id, { username: who.username, jefatura_id: String(manager.id) });
      expect(res.statusCode, `${who.nombre} → ${manager.nombre}`).toBe(400);
      expect(res.json().fields.jefatura_id).toBe(message);
    }
    const rows = await t.handle.db
      .selectFrom('users')
      .select(['id', 'jefatura_id'])
      .where('id', 'in', [a.id, b.id, c.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.jefatura_id)).toEqual([null, a.id, b.id]);
  });

  it('accepts a valid move, clears with an empty value, and keeps the manager when the field is absent', async () => {
    const moved = await update(c.id, { username: c.username, jefatura_id: String(a.id) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().jefatura_id).toBe(a.id);
    const kept = await update(c.id, { username: c.username, nombre: 'C renombrada' });
    expect(kept.json()).toMatchObject({ jefatura_id: a.id, nombre: 'C renombrada' });
    const cleared = await update(c.id, { username: c.username, jefatura_id: '' });
    expect(cleared.json().jefatura_id).toBeNull();
  });

  it('refuses an inactive manager, but keeps one that was deactivated after being set', async () => {
    const boss = await makeUser(t.handle.db);
    const report = await makeUser(t.handle.db, { jefatura_id: boss.id });
    await t.handle.db.updateTable('users').set({ activo: 0 }).where('id', '=', boss.id).execute();
    const other = await update(a.id, { username: a.username, jefatura_id: String(boss.id) });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.jefatura_id).toBe(JEFATURA_MESSAGES.inactive);
    const same = await update(report.id, {
      username: report.username,
      jefatura_id: String(boss.id),
      puesto: 'Nuevo cargo',
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('updates area and branch, refusing unknown ones; a RUT cannot be emptied', async () => {
    const ok = await update(b.id, { username: b.username, area: 'Finanzas', sucursal: 'Lima (Perú)' });
    expect(ok.json()).toMatchObject({ area: 'Finanzas', sucursal: 7 });
    const bad = await update(b.id, { username: b.username, area: 'Nada', sucursal: 'Marte' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['area', 'sucursal']);
    const noRut = await update(b.id, { username: b.username, rut: '' });
    expect(noRut.statusCode).toBe(400);
    expect(noRut.json().fields.rut).toMatch(/RUT/);
  });
});

describe('phone visibility on /api/user/profile/update', () => {
  it('the worker chooses; absent keeps the choice', async () => {
    const u = await makeUser(t.handle.db);
    const cookie = await t.loginAs(u);
    const put = (fields: Record<string, string>) => send('PUT', '/api/user/profile/update', multipart(fields), cookie);
    expect((await put({ telefono: '+56 9 2222 3333', telefono_visible: 'true' })).json().telefono_visible).toBe(true);
    expect((await put({ telefono: '+56 9 2222 3334' })).json().telefono_visible).toBe(true);
    expect((await put({ telefono: '+56 9 2222 3334', telefono_visible: 'false' })).json().telefono_visible).toBe(false);
    expect((await put({ telefono: '+56 9 2222 3334', telefono_visible: 'quizás' })).statusCode).toBe(400);
  });
});

describe('service accounts', () => {
  it('are not in the directory (paged or full list) but stay in the admin list', async () => {
    const svc = await makeUser(t.handle.db, { nombre: 'Cuenta Técnica', cuenta_servicio: true });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/trabajadores?q=cuenta%20tecnica',
      headers: { cookie: workerCookie },
    });
    expect(page.json().total).toBe(0);
    const all = await t.app.inject({ method: 'GET', url: '/api/trabajadores/all', headers: { cookie: workerCookie } });
    expect((all.json() as { id: number }[]).some((w) => w.id === svc.id)).toBe(false);
    const admin = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: adminCookie } });
    expect((admin.json() as { id: number; cuenta_servicio: boolean }[]).find((u) => u.id === svc.id)).toMatchObject({
      cuenta_servicio: true,
    });
  });

  it('the ADMIN_RUT bootstrap admin is created as a service account', async () => {
    const boot = await createTestApp({ ADMIN_RUT: '9.876.543-3', ADMIN_PASSWORD: 'Arranque.2025' });
    try {
      await ensureAdmin(boot.handle.db, boot.config, boot.app.log);
      const row = await boot.handle.db
        .selectFrom('users')
        .select(['nombre', 'cuenta_servicio', 'role', 'must_change_password'])
        .where('rut', '=', '9876543-3')
        .executeTakeFirstOrThrow();
      // A password the rules accept is kept as given.
      expect(row).toEqual({ nombre: 'Administrador', cuenta_servicio: 1, role: 'admin', must_change_password: 0 });
    } finally {
      await boot.close();
    }
  });

  it('a weak ADMIN_PASSWORD still creates the admin, who must change it at the first login', async () => {
    const weak = 'Admin12345';
    const boot = await createTestApp({ ADMIN_RUT: '9.876.543-3', ADMIN_PASSWORD: weak });
    const warnings: string[] = [];
    const log = { ...boot.app.log, info: () => undefined, warn: (_o: unknown, m: string) => void warnings.push(m) };
    try {
      await ensureAdmin(boot.handle.db, boot.config, log as unknown as typeof boot.app.log);
      expect(warnings.join()).toMatch(/ADMIN_PASSWORD no cumple/);
      const login = await boot.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { rut: '9.876.543-3', password: weak },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ mustChangePassword: true });
    } finally {
      await boot.close();
    }
  });
});

describe('migration 2026-11-25-15-people', () => {
  it('fills the new columns of users that already exist', async () => {
    const url = process.env.DATABASE_URL;
    const schema = onPostgres ? await createTestSchema() : undefined;
    const handle = schema
      ? openDatabase({ databaseUrl: url!, pgSchema: schema, poolSize: 2 })
      : openDatabase({ sqliteFile: ':memory:' });
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-25-15'));
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: () => Promise.resolve(before) },
        allowUnorderedMigrations: true,
        migrationTableSchema: schema,
      });
      const { error } = await underSchemaLock(() => migrator.migrateToLatest());
      expect(error).toBeUndefined();
      const now = new Date().toISOString();
      const legacy = (username: string, role: string) =>
        sql`insert into users (username, password_hash, role, activo, correo, puesto, must_change_password, created_at, updated_at)
            values (${username}, 'x', ${role}, 1, ${`${username}@empresa.cl`}, 'Geóloga', 0, ${now}, ${now})`.execute(
          handle.db,
        );
      await legacy('mgonzalez', 'worker');
      await legacy('admin', 'admin');
      await legacy('admin-11111111', 'admin');

      await underSchemaLock(() => migrate(handle.db, schema));
      const rows = await handle.db
        .selectFrom('users')
        .select(['username', 'nombre', 'area', 'sucursal', 'jefatura_id', 'telefono_visible', 'cuenta_servicio'])
        .orderBy('username')
        .execute();
      expect(rows).toEqual([
        {
          username: 'admin',
          nombre: 'admin',
          area: null,
          sucursal: null,
          jefatura_id: null,
          telefono_visible: 0,
          cuenta_servicio: 1,
        },
        {
          username: 'admin-11111111',
          nombre: 'admin-11111111',
          area: null,
          sucursal: null,
          jefatura_id: null,
          telefono_visible: 0,
          cuenta_servicio: 1,
        },
        {
          username: 'mgonzalez',
          nombre: 'mgonzalez',
          area: null,
          sucursal: null,
          jefatura_id: null,
          telefono_visible: 0,
          cuenta_servicio: 0,
        },
      ]);
    } finally {
      await handle.close();
      if (schema) await dropTestSchema(schema);
    }
  });
});

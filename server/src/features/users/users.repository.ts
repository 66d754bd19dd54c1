import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { USER_COLUMNS, type UserRow } from '../../lib/user-presenter.js';

export type NewUserRow = Insertable<UsersTable>;
export type UserPatch = Updateable<Omit<UsersTable, 'id' | 'created_at'>>;

/** All SQL on the users table. Reads select USER_COLUMNS, never the password hash. */
export const usersRepository = {
  async insert(db: Db, row: NewUserRow): Promise<number> {
    const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  /** Inserts many rows in chunks (kept small so no engine hits its bound-parameter limit). */
  async insertMany(db: Db, rows: NewUserRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('users')
        .values(rows.slice(i, i + 200))
        .execute();
    }
  },

  async count(db: Db): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  findByRut(db: Db, rut: string) {
    return db.selectFrom('users').select(['id', 'username', 'role']).where('rut', '=', rut).executeTakeFirst();
  },

  list(db: Db): Promise<UserRow[]> {
    return db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .orderBy((eb) => eb.fn('lower', ['username']))
      .execute();
  },

  findById(db: Db, id: number): Promise<UserRow | undefined> {
    return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  /** Public fields of active users, for the directory. */
  listActiveWorkers(db: Db) {
    return db
      .selectFrom('users')
      .select(['id', 'username', 'puesto', 'correo', 'imagen_perfil'])
      .where('activo', '=', 1)
      .orderBy((eb) => eb.fn('lower', ['username']))
      .execute();
  },

  /** RUT and device of active users that have both. */
  listDevices(db: Db, userId?: number) {
    let q = db
      .selectFrom('users')
      .select(['rut', 'dispositivo'])
      .where('activo', '=', 1)
      .where('rut', 'is not', null)
      .where('dispositivo', 'is not', null);
    if (userId !== undefined) q = q.where('id', '=', userId);
    return q.execute();
  },

  /** Users that already hold one of these values (case-insensitive username and e-mail). */
  async findClashes(
    db: Db,
    values: { username?: string | null; correo?: string | null; rut?: string | null },
    exceptId?: number,
  ) {
    const { username, correo, rut } = values;
    if (!username && !correo && !rut) return [];
    let q = db
      .selectFrom('users')
      .select(['id', 'username', 'correo', 'rut'])
      .where((eb) =>
        eb.or([
          ...(username ? [eb(eb.fn('lower', ['username']), '=', username.toLowerCase())] : []),
          ...(correo ? [eb(eb.fn('lower', ['correo']), '=', correo.toLowerCase())] : []),
          ...(rut ? [eb('rut', '=', rut)] : []),
        ]),
      );
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return q.execute();
  },

  /** Every identifying value in use, for checking a whole CSV at once. */
  listIdentities(db: Db) {
    return db.selectFrom('users').select(['username', 'correo', 'rut']).execute();
  },

  async update(db: Db, id: number, patch: UserPatch): Promise<void> {
    await db.updateTable('users').set(patch).where('id', '=', id).execute();
  },

  async countActiveAdmins(db: Db): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .where('activo', '=', 1)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
};

import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { isPostgres, matchesSearchKey } from '../../db/sql.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import { USER_COLUMNS, WORKER_COLUMNS, userSearchText, type UserRow } from '../../lib/user-presenter.js';

export type NewUserRow = Omit<Insertable<UsersTable>, 'search_text'>;

const withSearchText = (row: NewUserRow) => ({
  ...row,
  search_text: userSearchText({
    username: row.username,
    nombre: row.nombre,
    puesto: row.puesto ?? null,
    correo: row.correo ?? null,
  }),
});
export interface DirectoryFilter {
  search?: string;
  area?: string;
  sucursal?: number;
}

/** Active people, not service accounts, matching the optional search, area and branch. */
function directoryQuery(db: Db, f: DirectoryFilter) {
  let q = db.selectFrom('users').where('activo', '=', 1).where('cuenta_servicio', '=', 0);
  if (f.search) q = q.where(matchesSearchKey('search_text', f.search));
  if (f.area) q = q.where('area', '=', f.area);
  if (f.sucursal !== undefined) q = q.where('sucursal', '=', f.sucursal);
  return q;
}

export type UserPatch = Updateable<Omit<UsersTable, 'id' | 'created_at' | 'search_text'>>;

/**
 * All SQL on the users table. Reads select USER_COLUMNS, never the password hash. Inserts and admin
 * updates replace the `users` data version (the directory's cached counts).
 */
export const usersRepository = {
  async insert(db: Db, row: NewUserRow): Promise<number> {
    const { id } = await db.insertInto('users').values(withSearchText(row)).returning('id').executeTakeFirstOrThrow();
    await bumpDataVersion(db, 'users');
    return id;
  },

  /** Inserts many rows in chunks (kept small so no engine hits its bound-parameter limit). */
  async insertMany(db: Db, rows: NewUserRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('users')
        .values(rows.slice(i, i + 200).map(withSearchText))
        .execute();
    }
    await bumpDataVersion(db, 'users');
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

  /** Public fields of active people (service accounts are not people), for the directory. */
  listActiveWorkers(db: Db) {
    return db
      .selectFrom('users')
      .select(WORKER_COLUMNS)
      .where('activo', '=', 1)
      .where('cuenta_servicio', '=', 0)
      .orderBy((eb) => eb.fn('lower', ['nombre']))
      .orderBy('id')
      .execute();
  },

  /** One page of the directory (active people in name order), optionally searched and filtered. */
  pageActiveWorkers(db: Db, opts: DirectoryFilter & { limit: number; offset: number }) {
    return directoryQuery(db, opts)
      .select(WORKER_COLUMNS)
      .orderBy((eb) => eb.fn('lower', ['nombre']))
      .orderBy('id')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute();
  },

  /** How many active people the directory has, or match the search and filters. */
  async countActiveWorkers(db: Db, opts: DirectoryFilter = {}): Promise<number> {
    const row = await directoryQuery(db, opts)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Every user's manager link, to check a new one for cycles (a few thousand pairs at most). */
  listManagerLinks(db: Db) {
    return db.selectFrom('users').select(['id', 'jefatura_id']).execute();
  },

  /** Active people whose manager is `id`, in name order. */
  listDirectReports(db: Db, id: number) {
    return db
      .selectFrom('users')
      .select(WORKER_COLUMNS)
      .where('jefatura_id', '=', id)
      .where('activo', '=', 1)
      .where('cuenta_servicio', '=', 0)
      .orderBy((eb) => eb.fn('lower', ['nombre']))
      .execute();
  },

  /** Ids by RUT, after an insert (the CSV import links managers in a second step). */
  idsByRut(db: Db, ruts: string[]) {
    if (!ruts.length) return Promise.resolve([] as { id: number; rut: string | null }[]);
    return db.selectFrom('users').select(['id', 'rut']).where('rut', 'in', ruts).execute();
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
    return db.selectFrom('users').select(['username', 'correo', 'rut', 'activo']).execute();
  },

  /** Gives these users one manager (the CSV import links its rows after inserting them). */
  async setManager(db: Db, managerId: number, ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .updateTable('users')
        .set({ jefatura_id: managerId })
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
    await bumpDataVersion(db, 'users');
  },

  /** Applies the patch; when it touches a searched field, `search_text` is recomputed from the merged row. */
  async update(db: Db, id: number, patch: UserPatch): Promise<void> {
    let set: UserPatch & { search_text?: string } = patch;
    if (
      patch.username !== undefined ||
      patch.nombre !== undefined ||
      patch.puesto !== undefined ||
      patch.correo !== undefined
    ) {
      const current = await db
        .selectFrom('users')
        .select(['username', 'nombre', 'puesto', 'correo'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (current) {
        const merged = {
          username: patch.username ?? current.username,
          nombre: patch.nombre ?? current.nombre,
          puesto: patch.puesto !== undefined ? patch.puesto : current.puesto,
          correo: patch.correo !== undefined ? patch.correo : current.correo,
        };
        set = { ...patch, search_text: userSearchText(merged) };
      }
    }
    await db.updateTable('users').set(set).where('id', '=', id).execute();
    await bumpDataVersion(db, 'users');
  },

  /**
   * The ids of the active admins, locked until the transaction ends: call it first in a transaction that may
   * end an admin. On PostgreSQL the rows are locked in id order (`FOR UPDATE`), so a second such transaction waits
   * for the first and then sees its outcome (READ COMMITTED re-checks locked rows: a demoted admin drops out). On
   * SQLite the one connection already runs transactions one after another.
   */
  async lockActiveAdmins(db: Db): Promise<number[]> {
    const query = db.selectFrom('users').select('id').where('role', '=', 'admin').where('activo', '=', 1).orderBy('id');
    const rows = await (isPostgres(db) ? query.forUpdate() : query).execute();
    return rows.map((r) => r.id);
  },
};

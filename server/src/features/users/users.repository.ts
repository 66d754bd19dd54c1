import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type NewUserRow = Insertable<UsersTable>;

/** All SQL on the users table. */
export const usersRepository = {
  async insert(db: Db, row: NewUserRow): Promise<number> {
    const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
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
};

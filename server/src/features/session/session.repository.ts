import type { Db } from '../../db/database.js';

const LOGIN_COLUMNS = [
  'id',
  'username',
  'nombre',
  'rut',
  'role',
  'activo',
  'password_hash',
  'must_change_password',
  'totp_enabled',
  'totp_secret',
  'recovery_codes',
] as const;

/** Login lookups and the failed-attempt log used for throttling. */
export const sessionRepository = {
  findUserByRut(db: Db, rut: string) {
    return db.selectFrom('users').select(LOGIN_COLUMNS).where('rut', '=', rut).executeTakeFirst();
  },

  findUserByUsername(db: Db, username: string) {
    return db
      .selectFrom('users')
      .select(LOGIN_COLUMNS)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
  },

  async countFailures(db: Db, key: string, ip: string, since: string): Promise<number> {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  async recordFailure(db: Db, key: string, ip: string, now: string, purgeBefore: string) {
    await db.insertInto('login_attempts').values({ key, ip, created_at: now }).execute();
    await db.deleteFrom('login_attempts').where('created_at', '<', purgeBefore).execute();
  },

  clearFailures(db: Db, key: string, ip: string) {
    return db.deleteFrom('login_attempts').where('key', '=', key).where('ip', '=', ip).execute();
  },
};

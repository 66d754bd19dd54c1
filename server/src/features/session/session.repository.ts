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
  'temporary_password_expires_at',
  'demo_password',
  'totp_enabled',
  'totp_secret',
  'recovery_codes',
] as const;

/** Login lookups and the addresses each account logged in from (failures live in failuresRepository). */
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

  /** True when the account logged in successfully from `ip` since `since`. */
  async isKnownAddress(db: Db, userId: number, ip: string, since: string): Promise<boolean> {
    const row = await db
      .selectFrom('login_known_addresses')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('ip', '=', ip)
      .where('last_success_at', '>', since)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Remembers a successful login from `ip`; forgets the account's addresses unused since `purgeBefore`. */
  async rememberAddress(db: Db, userId: number, ip: string, now: string, purgeBefore: string) {
    await db
      .insertInto('login_known_addresses')
      .values({ user_id: userId, ip, last_success_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'ip']).doUpdateSet({ last_success_at: now }))
      .execute();
    await db
      .deleteFrom('login_known_addresses')
      .where('user_id', '=', userId)
      .where('last_success_at', '<', purgeBefore)
      .execute();
  },
};

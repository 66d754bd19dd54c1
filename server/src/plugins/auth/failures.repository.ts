import type { Db } from '../../db/database.js';

/**
 * The failed-attempt log (`login_attempts`) behind every throttle on passwords and codes: the login and the
 * two-factor routes. Kept in the database so all instances count together.
 */
export const failuresRepository = {
  /** Failures of `key` since `since`; from one address when `ip` is given, else from every address. */
  async count(db: Db, key: string, since: string, ip?: string): Promise<number> {
    let q = db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('created_at', '>', since);
    if (ip !== undefined) q = q.where('ip', '=', ip);
    const row = await q.executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** The most recent failure of `key` since `since`, from any address. */
  async latest(db: Db, key: string, since: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('key', '=', key)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return (row?.at as string | null | undefined) ?? undefined;
  },

  /** The time of the n-th most recent failure of `key` from `ip` since `since` (n = 1 is the latest). */
  async nthLatest(db: Db, key: string, since: string, ip: string, n: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('login_attempts')
      .select('created_at')
      .where('key', '=', key)
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(1)
      .offset(n - 1)
      .executeTakeFirst();
    return row?.created_at;
  },

  async record(db: Db, key: string, ip: string, now: string, purgeBefore: string) {
    await db.insertInto('login_attempts').values({ key, ip, created_at: now }).execute();
    await db.deleteFrom('login_attempts').where('created_at', '<', purgeBefore).execute();
  },

  /** Forgets the failures of `key` (from one address when `ip` is given). */
  clear(db: Db, key: string, ip?: string) {
    let q = db.deleteFrom('login_attempts').where('key', '=', key);
    if (ip !== undefined) q = q.where('ip', '=', ip);
    return q.execute();
  },
};

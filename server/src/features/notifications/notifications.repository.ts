import type { Db } from '../../db/database.js';

/** The per-person key tables: what the person has read, and what was already pushed to the person's phones. */
type KeyTable = 'notificaciones_leidas' | 'push_enviados';

/** SQL on the notifications' per-person key tables. */
export const notificationsRepository = {
  /** Which of `claves` the table already holds for the person. */
  async keysAmong(db: Db, table: KeyTable, userId: number, claves: readonly string[]): Promise<Set<string>> {
    if (claves.length === 0) return new Set();
    const rows = await db
      .selectFrom(table)
      .select('clave')
      .where('user_id', '=', userId)
      .where('clave', 'in', [...claves])
      .execute();
    return new Set(rows.map((r) => r.clave));
  },
};

import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AuditLogTable } from './audit.table.js';

export type AuditEntry = Omit<Insertable<AuditLogTable>, 'id'>;

export interface AuditFilter {
  action?: string;
  username?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** All SQL on the audit log. */
export const auditRepository = {
  insert(db: Db, entry: AuditEntry) {
    return db.insertInto('audit_log').values(entry).execute();
  },

  async list(db: Db, f: AuditFilter) {
    let q = db.selectFrom('audit_log');
    if (f.action) q = q.where('action', '=', f.action);
    if (f.username) {
      // A person: the exact username or identifier, or part of the full name.
      const typed = f.username.toLowerCase();
      const part = `%${typed.replace(/[%_\\]/g, '')}%`;
      q = q.where((eb) =>
        eb.or([eb(eb.fn('lower', ['username']), '=', typed), eb(eb.fn('lower', ['nombre']), 'like', part)]),
      );
    }
    if (f.from) q = q.where('at', '>=', f.from);
    if (f.to) q = q.where('at', '<', f.to);
    const [rows, total] = await Promise.all([
      q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(f.limit)
        .offset((f.page - 1) * f.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },
};

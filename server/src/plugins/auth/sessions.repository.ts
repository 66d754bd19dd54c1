import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Role } from '@intranet/contract';
import type { DataSet } from '../../lib/data-version.js';

export interface SessionRow {
  session_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_id: number;
  username: string;
  nombre: string;
  rut: string | null;
  role: Role;
  must_change_password: number;
  totp_enabled: number;
  /** The user's area and branch: what audiences of news and announcements look at (see viewerOf). */
  area: string | null;
  sucursal: number | null;
}

/** Sessions of logged-in users. Only the SHA-256 of a token is stored. */
export const sessionsRepository = {
  insert(
    db: Db,
    row: { id: string; userId: number; now: string; expiresAt: string; ip: string; userAgent: string | null },
  ) {
    return db
      .insertInto('sessions')
      .values({
        id: row.id,
        user_id: row.userId,
        created_at: row.now,
        last_seen_at: row.now,
        expires_at: row.expiresAt,
        ip: row.ip,
        user_agent: row.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
  },

  /**
   * The session and its user, only while the user is active; with `versions`, the `data_versions` tokens of those sets
   * in the same query (`dv0`, `dv1`, … in that order; null: no row yet), for the route's versioned caches.
   */
  findWithUser(
    db: Db,
    id: string,
    versions: readonly DataSet[] = [],
  ): Promise<(SessionRow & Record<`dv${number}`, string | null>) | undefined> {
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.created_at',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'users.id as user_id',
        'users.username',
        'users.nombre',
        'users.rut',
        'users.role',
        'users.must_change_password',
        'users.totp_enabled',
        'users.area',
        'users.sucursal',
        ...versions.map((set, i) =>
          sql<string | null>`(select version from data_versions where name = ${set})`.as(`dv${i}`),
        ),
      ])
      .where('sessions.id', '=', id)
      .where('users.activo', '=', 1)
      .executeTakeFirst();
  },

  touch(db: Db, id: string, now: string) {
    return db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  },

  delete(db: Db, id: string) {
    return db.deleteFrom('sessions').where('id', '=', id).execute();
  },

  /** Ends every session of a user, optionally keeping one (the caller's own after a password change). */
  deleteForUser(db: Db, userId: number, exceptId?: string) {
    let q = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return q.execute();
  },

  deleteExpired(db: Db, now: string, idleBefore: string) {
    return db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
      .execute();
  },
};

import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/sql.js';

/** The two-factor columns of the users table. */
export const twoFactorRepository = {
  find(db: Db, userId: number) {
    return db
      .selectFrom('users')
      .select([
        'id',
        'username',
        'password_hash',
        'totp_secret',
        'totp_pending_secret',
        'totp_enabled',
        'recovery_codes',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  setPending(db: Db, userId: number, secret: string) {
    return db
      .updateTable('users')
      .set({ totp_pending_secret: secret, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
  },

  enable(db: Db, userId: number, secret: string, recoveryHashes: string[]) {
    return db
      .updateTable('users')
      .set({
        totp_secret: secret,
        totp_pending_secret: null,
        totp_enabled: 1,
        recovery_codes: JSON.stringify(recoveryHashes),
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
  },

  disable(db: Db, userId: number) {
    return db
      .updateTable('users')
      .set({
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled: 0,
        recovery_codes: null,
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
  },
};

import type { SecretBox } from '../../lib/secret-box.js';
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

/** Seals every TOTP seed that is plain or sealed with a previous key; returns how many users changed. */
export async function resealTotpSecrets(
  db: Db,
  box: SecretBox,
  warn: (message: string) => void = () => undefined,
): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'totp_secret', 'totp_pending_secret'])
    .where((eb) => eb.or([eb('totp_secret', 'is not', null), eb('totp_pending_secret', 'is not', null)]))
    .execute();
  let changed = 0;
  for (const row of rows) {
    if ([row.totp_secret, row.totp_pending_secret].some((v) => v !== null && !box.canOpen(v))) {
      warn(
        `El secreto TOTP del usuario ${row.id} está cifrado con una clave desconocida: revise TOTP_KEY y TOTP_KEY_PREVIOUS.`,
      );
      continue;
    }
    const stale = (v: string | null) => v !== null && box.needsReseal(v);
    if (!stale(row.totp_secret) && !stale(row.totp_pending_secret)) continue;
    const reseal = (v: string | null) => (v === null ? null : stale(v) ? box.seal(box.open(v)) : v);
    await db
      .updateTable('users')
      .set({ totp_secret: reseal(row.totp_secret), totp_pending_secret: reseal(row.totp_pending_secret) })
      .where('id', '=', row.id)
      .execute();
    changed++;
  }
  return changed;
}

import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords.js';
import { LEGACY_RECOVERY_PREFIX } from '../../lib/totp.js';

/**
 * Recovery codes were stored as unsalted SHA-256. The codes themselves are unknown, so
 * each old hash is wrapped in a salted argon2id hash (`legacy:` + argon2id(sha256)): the codes users keep on
 * paper still work once, and no fast hash is left in the database. Codes made from now on are longer
 * (80 bits) and hashed with argon2id directly.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('users')
    .select(['id', 'recovery_codes'])
    .where('recovery_codes', 'is not', null)
    .execute()) as { id: number; recovery_codes: string }[];
  for (const row of rows) {
    let hashes: unknown;
    try {
      hashes = JSON.parse(row.recovery_codes);
    } catch {
      hashes = [];
    }
    if (!Array.isArray(hashes)) continue;
    const wrapped = await Promise.all(
      hashes.map(async (h) =>
        typeof h === 'string' && /^[0-9a-f]{64}$/.test(h) ? `${LEGACY_RECOVERY_PREFIX}${await hashPassword(h)}` : h,
      ),
    );
    await db
      .updateTable('users')
      .set({ recovery_codes: JSON.stringify(wrapped) })
      .where('id', '=', row.id)
      .execute();
  }
}

// Irreversible by design (the SHA-256 hashes are not kept): down leaves the wrapped hashes.
export async function down(): Promise<void> {}

import type { Db } from '../../db/database.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import { USER_COLUMNS, type UserRow } from '../../lib/user-presenter.js';

/** The caller's own row in `users`: read the profile, change the phone, photo and password. */
export const profileRepository = {
  findById(db: Db, id: number): Promise<UserRow | undefined> {
    return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  findByUsername(db: Db, username: string): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
  },

  /** The hash, only to verify the current password; it never leaves the service. */
  async passwordHash(db: Db, id: number): Promise<string | null> {
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
    return row?.password_hash ?? null;
  },

  /** The photo is in the directory: the `users` data version (its cached list) changes too. */
  async updateContact(
    db: Db,
    id: number,
    patch: { telefono: string; telefono_visible?: number; imagen_perfil?: string; updated_at: string },
  ) {
    await db.updateTable('users').set(patch).where('id', '=', id).execute();
    await bumpDataVersion(db, 'users');
  },

  /** Sets a new password chosen by the user and clears the temporary-password flag, its expiry and the demo flag. */
  async setPassword(db: Db, id: number, passwordHash: string, now: string) {
    await db
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        must_change_password: 0,
        temporary_password_expires_at: null,
        // No longer the README's published password: the demo account may log in from anywhere.
        demo_password: 0,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  },
};

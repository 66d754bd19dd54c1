import {
  PROFILE_MESSAGES,
  type ChangePasswordInput,
  type Profile,
  type ProfileUpdateInput,
  type SessionUser,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/sql.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { presentProfile } from '../../lib/user-presenter.js';
import { endUserSessions } from '../../plugins/auth/sessions.js';
import { badRequest, forbidden, notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { profileRepository } from './profile.repository.js';
import { assertStrongPassword } from '../../lib/password-policy.js';

/**
 * A profile: the caller's own, or (admins only) the one named by `username`. A worker asking for
 * someone else gets 403.
 */
export async function getProfile(db: Db, caller: SessionUser, username?: string): Promise<Profile> {
  const other = username && username.toLowerCase() !== caller.username.toLowerCase();
  if (other && caller.role !== 'admin') throw forbidden(PROFILE_MESSAGES.otherUser);
  const row = other
    ? await profileRepository.findByUsername(db, username)
    : await profileRepository.findById(db, caller.id);
  if (!row) throw notFound('Usuario no encontrado.');
  return presentProfile(row);
}

/**
 * Updates the caller's phone and, optionally, photo. Every other field of the form is read-only and
 * ignored, whatever the body says.
 */
export async function updateProfile(
  { db, storage }: { db: Db; storage: LocalStorage },
  caller: SessionUser,
  input: ProfileUpdateInput,
  photo?: UploadedFile,
): Promise<Profile> {
  const before = await profileRepository.findById(db, caller.id);
  if (!before) throw notFound('Usuario no encontrado.');
  const upload = { folder: 'users', files: { imagen_perfil: photo }, before: { imagen_perfil: before.imagen_perfil } };
  await saveWithUploads(storage, upload, async (stored) => {
    await profileRepository.updateContact(db, caller.id, {
      telefono: input.telefono,
      ...(input.telefono_visible !== undefined ? { telefono_visible: input.telefono_visible ? 1 : 0 } : {}),
      ...(stored.imagen_perfil ? { imagen_perfil: stored.imagen_perfil } : {}),
      updated_at: nowIso(),
    });
    return { imagen_perfil: stored.imagen_perfil ?? before.imagen_perfil };
  });
  return getProfile(db, caller);
}

/**
 * Changes the caller's password after checking the current one. The user's other sessions end; the
 * current one stays, and the temporary-password flag is cleared.
 */
export async function changePassword(
  db: Db,
  caller: SessionUser,
  sessionId: string | null,
  input: ChangePasswordInput,
): Promise<{ message: string }> {
  const currentHash = await profileRepository.passwordHash(db, caller.id);
  if (!(await verifyPassword(currentHash, input.password_actual))) {
    throw badRequest(PROFILE_MESSAGES.wrongCurrent, { password_actual: PROFILE_MESSAGES.wrongCurrent });
  }
  assertStrongPassword(
    input.nueva_contraseña,
    { role: caller.role, username: caller.username, rut: caller.rut, nombre: caller.nombre },
    'nueva_contraseña',
  );
  const hash = await hashPassword(input.nueva_contraseña);
  await db.transaction().execute(async (trx) => {
    await profileRepository.setPassword(trx, caller.id, hash, nowIso());
    await endUserSessions(trx, caller.id, sessionId ?? undefined);
  });
  return { message: PROFILE_MESSAGES.passwordChanged };
}

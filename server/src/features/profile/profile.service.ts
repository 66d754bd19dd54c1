import type { FastifyInstance } from 'fastify';
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
import { storeImage } from '../../plugins/uploads/images.js';
import { profileRepository } from './profile.repository.js';

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
  app: FastifyInstance,
  caller: SessionUser,
  input: ProfileUpdateInput,
  photo?: UploadedFile,
): Promise<Profile> {
  const before = await profileRepository.findById(app.db, caller.id);
  if (!before) throw notFound('Usuario no encontrado.');
  const imagen = photo ? await storeImage(app.storage, photo, 'users') : undefined;
  try {
    await profileRepository.updateContact(app.db, caller.id, {
      telefono: input.telefono,
      ...(input.telefono_visible !== undefined ? { telefono_visible: input.telefono_visible ? 1 : 0 } : {}),
      ...(imagen ? { imagen_perfil: imagen } : {}),
      updated_at: nowIso(),
    });
  } catch (err) {
    await app.storage.remove(imagen);
    throw err;
  }
  if (imagen && before.imagen_perfil) await app.storage.remove(before.imagen_perfil);
  return getProfile(app.db, caller);
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
  const hash = await hashPassword(input.nueva_contraseña);
  await db.transaction().execute(async (trx) => {
    await profileRepository.setPassword(trx, caller.id, hash, nowIso());
    await endUserSessions(trx, caller.id, sessionId ?? undefined);
  });
  return { message: PROFILE_MESSAGES.passwordChanged };
}

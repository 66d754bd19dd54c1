import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
  normalizeRut,
  type LoginInput,
  type LoginResponse,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isoAgo, nowIso, toBool } from '../../db/sql.js';
import { verifyPassword } from '../../lib/passwords.js';
import { tooManyRequests, unauthorized } from '../../plugins/errors.js';
import { sessionRepository } from './session.repository.js';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks a login. The identifier is a RUT in any usual form or a username. After MAX_FAILURES failures
 * for one account from one address within the window, answers 429 without checking the password.
 */
export async function authenticate(db: Db, input: LoginInput, ip: string) {
  const rut = normalizeRut(input.rut);
  const key = rut ?? input.rut.trim().toLowerCase();
  const failures = await sessionRepository.countFailures(db, key, ip, isoAgo(FAILURE_WINDOW_MS));
  if (failures >= MAX_FAILURES) throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);

  const user =
    (rut ? await sessionRepository.findUserByRut(db, rut) : undefined) ??
    (await sessionRepository.findUserByUsername(db, input.rut.trim()));
  const usable = user && toBool(user.activo) ? user : undefined;
  const ok = await verifyPassword(usable?.password_hash ?? null, input.password);
  if (!usable || !ok) {
    await sessionRepository.recordFailure(db, key, ip, nowIso(), isoAgo(24 * 60 * 60 * 1000));
    throw unauthorized(LOGIN_FAILED_MESSAGE);
  }
  if (failures > 0) await sessionRepository.clearFailures(db, key, ip);
  return usable;
}

/** The login answer of CONTRACT.md: `message` names 'Administrador' exactly for admins. */
export function loginResponse(user: {
  username: string;
  rut: string | null;
  role: 'admin' | 'worker';
  must_change_password: number;
}): LoginResponse {
  const mustChangePassword = toBool(user.must_change_password);
  const isAdmin = user.role === 'admin';
  return {
    redirect: mustChangePassword ? '/change-password' : isAdmin ? '/admin-panel' : '/Home',
    message: isAdmin ? 'Bienvenido, Administrador' : `Bienvenido, ${user.username}`,
    nombre: user.username,
    role: user.role,
    rut: user.rut ?? '',
    username: user.username,
    mustChangePassword,
  };
}

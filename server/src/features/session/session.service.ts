import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
  TWO_FACTOR_INVALID_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
  normalizeRut,
  type LoginInput,
  type LoginResponse,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isoAgo, nowIso, toBool } from '../../db/sql.js';
import { verifyPassword } from '../../lib/passwords.js';
import { HttpError, tooManyRequests, unauthorized } from '../../plugins/errors.js';
import type { Clock } from '../../lib/clock.js';
import { acceptSecondFactor } from '../../plugins/auth/second-factor.js';
import { sessionRepository } from './session.repository.js';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks a login. The identifier is a RUT in any usual form or a username. After MAX_FAILURES failures
 * for one account from one address within the window, answers 429 without checking the password.
 */
export async function authenticate(db: Db, clock: Clock, input: LoginInput, ip: string) {
  const rut = normalizeRut(input.rut);
  const key = rut ?? input.rut.trim().toLowerCase();
  const failures = await sessionRepository.countFailures(db, key, ip, isoAgo(FAILURE_WINDOW_MS));
  if (failures >= MAX_FAILURES) throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);

  const user =
    (rut ? await sessionRepository.findUserByRut(db, rut) : undefined) ??
    (await sessionRepository.findUserByUsername(db, input.rut.trim()));
  const usable = user && toBool(user.activo) ? user : undefined;
  const ok = await verifyPassword(usable?.password_hash ?? null, input.password);
  const fail = async (error: HttpError) => {
    await sessionRepository.recordFailure(db, key, ip, nowIso(), isoAgo(24 * 60 * 60 * 1000));
    return error;
  };
  if (!usable || !ok) throw await fail(unauthorized(LOGIN_FAILED_MESSAGE));
  if (toBool(usable.totp_enabled) && usable.totp_secret) {
    // The password was right: ask for the second factor without counting a failure.
    if (!input.codigo) throw new HttpError(401, TWO_FACTOR_REQUIRED_MESSAGE, undefined, 'TWO_FACTOR_REQUIRED');
    if (!(await acceptSecondFactor(db, clock, usable, input.codigo))) {
      throw await fail(new HttpError(401, TWO_FACTOR_INVALID_MESSAGE, undefined, 'TWO_FACTOR_INVALID'));
    }
  }
  if (failures > 0) await sessionRepository.clearFailures(db, key, ip);
  return usable;
}

/** The login answer of CONTRACT.md: `message` names 'Administrador' exactly for admins. */
export function loginResponse(
  user: {
    username: string;
    nombre: string;
    rut: string | null;
    role: 'admin' | 'worker';
    must_change_password: number;
    totp_enabled: number;
  },
  requireAdmin2fa: boolean,
): LoginResponse {
  const mustChangePassword = toBool(user.must_change_password);
  const isAdmin = user.role === 'admin';
  const nombre = user.nombre || user.username;
  const mustSetupTwoFactor = requireAdmin2fa && isAdmin && !toBool(user.totp_enabled);
  return {
    redirect: mustChangePassword
      ? '/change-password'
      : mustSetupTwoFactor
        ? '/configurar-2fa'
        : isAdmin
          ? '/admin-panel'
          : '/Home',
    message: isAdmin ? 'Bienvenido, Administrador' : `Bienvenido, ${nombre}`,
    nombre,
    role: user.role,
    rut: user.rut ?? '',
    username: user.username,
    mustChangePassword,
    mustSetupTwoFactor,
  };
}

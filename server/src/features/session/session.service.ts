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
import { hashRecoveryCode, verifyTotp } from '../../lib/totp.js';
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
  const fail = async (error: HttpError) => {
    await sessionRepository.recordFailure(db, key, ip, nowIso(), isoAgo(24 * 60 * 60 * 1000));
    return error;
  };
  if (!usable || !ok) throw await fail(unauthorized(LOGIN_FAILED_MESSAGE));
  if (toBool(usable.totp_enabled) && usable.totp_secret) {
    // The password was right: ask for the second factor without counting a failure.
    if (!input.codigo) throw new HttpError(401, TWO_FACTOR_REQUIRED_MESSAGE, undefined, 'TWO_FACTOR_REQUIRED');
    if (!(await checkSecondFactor(db, usable, input.codigo))) {
      throw await fail(new HttpError(401, TWO_FACTOR_INVALID_MESSAGE, undefined, 'TWO_FACTOR_INVALID'));
    }
  }
  if (failures > 0) await sessionRepository.clearFailures(db, key, ip);
  return usable;
}

/** A TOTP code, or one of the user's one-time recovery codes (consumed when used). */
async function checkSecondFactor(
  db: Db,
  user: { id: number; totp_secret: string | null; recovery_codes: string | null },
  code: string,
): Promise<boolean> {
  if (user.totp_secret && verifyTotp(user.totp_secret, code)) return true;
  if (!user.recovery_codes || !/^[0-9a-f]{4}-[0-9a-f]{4}$/i.test(code.trim())) return false;
  const hashes = JSON.parse(user.recovery_codes) as string[];
  const hash = hashRecoveryCode(code);
  if (!hashes.includes(hash)) return false;
  return sessionRepository.consumeRecoveryCode(
    db,
    user.id,
    user.recovery_codes,
    JSON.stringify(hashes.filter((h) => h !== hash)),
  );
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

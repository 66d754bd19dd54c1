import type { SecretBox } from '../../lib/secret-box.js';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_WARN_AFTER_FAILURES,
  loginThrottledUntilMessage,
  TEMPORARY_PASSWORD_EXPIRED_MESSAGE,
  DEMO_PASSWORD_LOOPBACK_MESSAGE,
  TWO_FACTOR_INVALID_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
  normalizeRut,
  type LoginInput,
  type LoginResponse,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { toBool } from '../../db/sql.js';
import { verifyPassword } from '../../lib/passwords.js';
import { HttpError } from '../../plugins/errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { acceptSecondFactor } from '../../plugins/auth/second-factor.js';
import { failuresRepository } from '../../plugins/auth/failures.repository.js';
import { sessionRepository } from './session.repository.js';

/** Failures for one account from one address within FAILURE_WINDOW_MS before that address gets 429. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failures for one account from all addresses within ACCOUNT_WINDOW_MS before the growing delay starts. */
export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The delay after the first failure past the free ones; it doubles with each further failure, up to the cap. */
export const ACCOUNT_BASE_DELAY_MS = 60 * 1000;
export const ACCOUNT_MAX_DELAY_MS = 15 * 60 * 1000;
/** An address with a successful login this recent is exempt from the per-account limit. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** A 429 that says how long to wait (sent as Retry-After) and, in its message, when the wait ends. */
export class ThrottledError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(waitMs: number, clock: Clock) {
    // The message names a minute: round the end up so 'a las 15:42' is never too early.
    const until = Math.ceil((clock.now() + waitMs) / 60_000) * 60_000;
    super(429, loginThrottledUntilMessage(new Date(until)));
    this.retryAfterSeconds = Math.ceil(waitMs / 1000);
  }
}

/** The wait after `failures` failures across addresses (0 while they are within the free ones). */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_MS, ACCOUNT_BASE_DELAY_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

/**
 * Checks a login. The identifier is a RUT in any usual form or a username; failures are counted per resolved
 * account (its RUT and its username count together; an identifier without an account counts on its own). Two
 * limits, both kept in the database so every instance counts together:
 * - per address: after MAX_FAILURES failures for the account from one address within 15 minutes, that address
 *   gets 429 without the password being checked;
 * - per account, across addresses: after ACCOUNT_FREE_FAILURES failures within 24 hours, each further attempt
 *   must wait a delay after the latest failure (1 min, doubling up to 15 min). Never a permanent lockout: the
 *   delay is capped, failures age out, and addresses the account logged in from in the last 30 days are exempt,
 *   so an attacker elsewhere cannot keep the owner out.
 */
export async function authenticate(
  db: Db,
  clock: Clock,
  input: LoginInput,
  ip: string,
  box: SecretBox,
  /** The client is on the server's own machine (see isLoopbackClient). */
  loopback = false,
) {
  const rut = normalizeRut(input.rut);
  const user =
    (rut ? await sessionRepository.findUserByRut(db, rut) : undefined) ??
    (await sessionRepository.findUserByUsername(db, input.rut.trim()));
  const key = user ? `login:${user.id}` : `login-id:${rut ?? input.rut.trim().toLowerCase()}`;

  const fromHere = await failuresRepository.count(db, key, isoAt(clock, -FAILURE_WINDOW_MS), ip);
  if (fromHere >= MAX_FAILURES) {
    // The address is free again when the oldest of its last MAX_FAILURES failures leaves the window.
    const oldest = await failuresRepository.nthLatest(db, key, isoAt(clock, -FAILURE_WINDOW_MS), ip, MAX_FAILURES);
    const wait = oldest ? Date.parse(oldest) + FAILURE_WINDOW_MS - clock.now() : FAILURE_WINDOW_MS;
    throw new ThrottledError(Math.max(1000, wait), clock);
  }
  const known = user ? await sessionRepository.isKnownAddress(db, user.id, ip, isoAt(clock, -KNOWN_ADDRESS_MS)) : false;
  if (!known) {
    const since = isoAt(clock, -ACCOUNT_WINDOW_MS);
    const delay = accountDelayMs(await failuresRepository.count(db, key, since));
    if (delay > 0) {
      const latest = Date.parse((await failuresRepository.latest(db, key, since)) ?? '');
      const wait = latest + delay - clock.now();
      if (wait > 0) throw new ThrottledError(wait, clock);
    }
  }

  const usable = user && toBool(user.activo) ? user : undefined;
  const ok = await verifyPassword(usable?.password_hash ?? null, input.password);
  const fail = async (error: HttpError) => {
    await failuresRepository.record(db, key, ip, isoAt(clock), isoAt(clock, -ACCOUNT_WINDOW_MS));
    return error;
  };
  // From the LOGIN_WARN_AFTER_FAILURES-th failure on, the answer says how many tries remain.
  const triesLeft = () => {
    const failed = fromHere + 1;
    return failed >= LOGIN_WARN_AFTER_FAILURES ? { intentos_restantes: Math.max(0, MAX_FAILURES - failed) } : undefined;
  };
  if (!usable || !ok) throw await fail(new HttpError(401, LOGIN_FAILED_MESSAGE, undefined, undefined, triesLeft()));
  // A demo account still on the password the README publishes works only from the server's machine
  // (docs/decisions/017c-demo-accounts.md). Said only to whoever typed the password right; not a failure.
  if (toBool(usable.demo_password) && !loopback) {
    throw new HttpError(403, DEMO_PASSWORD_LOOPBACK_MESSAGE, undefined, 'DEMO_PASSWORD_LOOPBACK_ONLY');
  }
  // A temporary password stops working TEMP_PASSWORD_HOURS after it was given. Said only to whoever
  // typed it right, and not counted as a failure: the owner needs a new one from the admin.
  const expiresAt = usable.temporary_password_expires_at;
  if (toBool(usable.must_change_password) && expiresAt && Date.parse(expiresAt) <= clock.now()) {
    throw new HttpError(401, TEMPORARY_PASSWORD_EXPIRED_MESSAGE, undefined, 'TEMPORARY_PASSWORD_EXPIRED');
  }
  if (toBool(usable.totp_enabled) && usable.totp_secret) {
    // The password was right: ask for the second factor without counting a failure.
    if (!input.codigo) throw new HttpError(401, TWO_FACTOR_REQUIRED_MESSAGE, undefined, 'TWO_FACTOR_REQUIRED');
    if (!(await acceptSecondFactor(db, clock, box, usable, input.codigo))) {
      throw await fail(new HttpError(401, TWO_FACTOR_INVALID_MESSAGE, undefined, 'TWO_FACTOR_INVALID', triesLeft()));
    }
  }
  if (fromHere > 0) await failuresRepository.clear(db, key, ip);
  await sessionRepository.rememberAddress(db, usable.id, ip, isoAt(clock), isoAt(clock, -KNOWN_ADDRESS_MS));
  return usable;
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * True when the request comes from the server's own machine: the client address (after TRUST_PROXY) is a loopback
 * one and no proxy forwarded it (a reverse proxy on the same machine connects from 127.0.0.1 on behalf of others:
 * a forwarding header means the real client is elsewhere, even when TRUST_PROXY does not trust it).
 */
export function isLoopbackClient(ip: string, headers: Record<string, string | string[] | undefined>): boolean {
  const loopbackIp = ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
  return loopbackIp && FORWARDING_HEADERS.every((h) => headers[h] === undefined);
}

/** The login answer: `message` names 'Administrador' exactly for admins. */
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

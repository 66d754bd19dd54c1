import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isoAgo, nowIso, toBool } from '../../db/sql.js';
import { isoAt, systemClock, type Clock } from '../../lib/clock.js';
import { rememberViewer } from '../../lib/content-visibility.js';
import type { DataSet, KnownVersions } from '../../lib/data-version.js';
import { sessionsRepository } from './sessions.repository.js';

export const SESSION_COOKIE = 'intranet_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Default longest life of an admin's session (ADMIN_SESSION_HOURS): one working day, whatever the activity. */
export const ADMIN_SESSION_DEFAULT_HOURS = 12;
/** last_seen_at is refreshed at most this often, so reads do not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session with a fresh 256-bit token and sets the cookie. */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  clock: Clock = systemClock,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  const now = isoAt(clock);
  await sessionsRepository.insert(db, {
    id,
    userId,
    now,
    expiresAt: isoAt(clock, SESSION_ABSOLUTE_MS),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  return id;
}

export interface ReadSessionOptions {
  clock?: Clock;
  requireAdmin2fa?: boolean;
  /**
   * Whether this request is a person's action and so refreshes the idle timeout. False for what a page does on
   * its own (live-event stream and its heartbeat, the indicators poll): an open tab must not keep a session alive.
   */
  touch?: boolean;
  /** Longest life of an admin's session from its login (shorter than SESSION_ABSOLUTE_MS). */
  adminMaxMs?: number;
  /** Data sets whose `data_versions` tokens are read in the same query (see `KnownVersions`). */
  versions?: readonly DataSet[];
}

/** Resolves the request's session cookie to its user; expired sessions are deleted. */
export async function readSession(
  db: Db,
  token: string | undefined,
  opts: ReadSessionOptions = {},
): Promise<{ id: string; user: SessionUser; versions: KnownVersions } | null> {
  const { clock = systemClock, requireAdmin2fa = false, touch = true, adminMaxMs, versions = [] } = opts;
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const row = await sessionsRepository.findWithUser(db, id, versions);
  if (!row) return null;
  const now = clock.now();
  const expired =
    row.expires_at <= isoAt(clock) ||
    row.last_seen_at <= isoAt(clock, -SESSION_IDLE_MS) ||
    (row.role === 'admin' && adminMaxMs !== undefined && row.created_at <= isoAt(clock, -adminMaxMs));
  if (expired) {
    await sessionsRepository.delete(db, id);
    return null;
  }
  if (touch && now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS)
    await sessionsRepository.touch(db, id, isoAt(clock));
  const user: SessionUser = {
    id: row.user_id,
    username: row.username,
    nombre: row.nombre || row.username,
    rut: row.rut ?? '',
    role: row.role,
    mustChangePassword: toBool(row.must_change_password),
    mustSetupTwoFactor: requireAdmin2fa && row.role === 'admin' && !toBool(row.totp_enabled),
  };
  // Read in the same query: the request's news and announcement reads need no query of their own for it.
  rememberViewer(user, row.area, row.sucursal);
  const known: KnownVersions = {};
  versions.forEach((set, i) => (known[set] = row[`dv${i}`] ?? 'initial'));
  return { id, user, versions: known };
}

export async function endSession(db: Db, sessionId: string | null, reply: FastifyReply): Promise<void> {
  if (sessionId) await sessionsRepository.delete(db, sessionId);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends all sessions of a user (deactivation, password change); keeps `exceptId` if given. */
export function endUserSessions(db: Db, userId: number, exceptId?: string) {
  return sessionsRepository.deleteForUser(db, userId, exceptId);
}

export function purgeExpiredSessions(db: Db) {
  return sessionsRepository.deleteExpired(db, nowIso(), isoAgo(SESSION_IDLE_MS));
}

import { ROLES, type Role } from '@intranet/contract';

/**
 * The session record kept in localStorage under `user`. It is only a hint to paint
 * the right layout at once; GET /api/session decides who is logged in.
 */
export interface StoredUser {
  rut: string;
  username: string;
  /** Full name: never stored, present once GET /api/session answered. */
  nombre?: string;
  role: Role;
}

const KEY = 'user';

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.rut === 'string' && typeof v.username === 'string' && (ROLES as readonly unknown[]).includes(v.role);
}

export function readStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    // Unreadable JSON or storage blocked by the browser: behave as logged out.
    return null;
  }
}

export function writeStoredUser(user: StoredUser): void {
  // The spec's three fields only: the name comes with GET /api/session.
  const { rut, username, role } = user;
  try {
    localStorage.setItem(KEY, JSON.stringify({ rut, username, role }));
  } catch {
    // Storage full or blocked: the session cookie still works, only the hint is lost.
  }
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

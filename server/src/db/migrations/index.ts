import type { Migration } from 'kysely';
import * as m0001 from './2026-11-22-0001-users-sessions.js';

/**
 * Every migration, in order. Names sort by date; add new ones at the end with a later timestamp.
 * Kept as a static map (not a folder scan) so the compiled server and the tests run the same list.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-users-sessions': m0001,
};

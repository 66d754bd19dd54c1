import type { Kysely } from 'kysely';
import { dropFullText, installFullText, type FullTextSource } from '../full-text.js';

/** The people index as `2026-11-25-14-full-text` built it (login name first, no full name). */
const BEFORE: FullTextSource = { table: 'users', title: ['username'], body: ['puesto', 'correo'] };
/** What this migration builds: people are found and ranked by full name, login name, position, e-mail and area. */
const AFTER: FullTextSource = { table: 'users', title: ['nombre', 'username'], body: ['puesto', 'correo', 'area'] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await dropFullText(db, BEFORE);
  await installFullText(db, AFTER);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropFullText(db, AFTER);
  await installFullText(db, BEFORE);
}

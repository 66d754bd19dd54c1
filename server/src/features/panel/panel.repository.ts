import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const count = (db: Db, table: 'users' | 'course_videos' | 'reports') =>
  db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/** Read-only queries for the admin panel's statistics. */
export const panelRepository = {
  /** Creation timestamps of the users created since `sinceIso`. */
  async userCreationsSince(db: Db, sinceIso: string): Promise<string[]> {
    const rows = await db.selectFrom('users').select('created_at').where('created_at', '>=', sinceIso).execute();
    return rows.map((r) => r.created_at);
  },

  countUsers: (db: Db) => count(db, 'users'),
  countCourses: (db: Db) => count(db, 'course_videos'),
  countReports: (db: Db) => count(db, 'reports'),

  /**
   * File names of the uploaded documents (the documents feature's `procedimientos.archivo`), or null
   * when that table is not in this database (the documents feature is optional for the panel).
   */
  async documentFileNames(db: Db): Promise<string[] | null> {
    try {
      const { rows } = await sql<{ archivo: string | null }>`select archivo from procedimientos`.execute(db);
      return rows.map((r) => r.archivo ?? '');
    } catch {
      return null;
    }
  },
};

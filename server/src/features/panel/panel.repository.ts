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

  /** File names of the uploaded documents (the documents feature's table), for their types. */
  async documentFileNames(db: Db): Promise<string[]> {
    const rows = await db.selectFrom('documents').select('archivo').execute();
    return rows.map((r) => r.archivo);
  },
};

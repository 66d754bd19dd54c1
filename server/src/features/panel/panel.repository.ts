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

  /** Documents per area, most first. */
  async documentsPerArea(db: Db): Promise<{ area: string; total: number }[]> {
    const rows = await db
      .selectFrom('documents')
      .select((eb) => ['area', eb.fn.countAll<number | string>().as('n')])
      .groupBy('area')
      .execute();
    return rows
      .map((r) => ({ area: r.area, total: Number(r.n) }))
      .sort((a, b) => b.total - a.total || a.area.localeCompare(b.area, 'es'));
  },

  /** Reports without any user allowed to see them. */
  reportsWithoutUsers(db: Db) {
    return db
      .selectFrom('reports')
      .select(['id', 'nombre'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('report_permissions as p').select('p.report_id').whereRef('p.report_id', '=', 'reports.id'),
          ),
        ),
      )
      .orderBy('nombre')
      .execute();
  },

  /** People with a pending forgotten-password request. */
  async pendingResetPeople(db: Db): Promise<number> {
    const row = await db
      .selectFrom('reset_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select((eb) => eb.fn.count<number | string>('r.user_id').distinct().as('n'))
      .where('r.estado', '=', 'pendiente')
      .where('u.activo', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** File names of the uploaded documents (the documents feature's table), for their types. */
  async documentFileNames(db: Db): Promise<string[]> {
    const rows = await db.selectFrom('documents').select('archivo').execute();
    return rows.map((r) => r.archivo);
  },
};

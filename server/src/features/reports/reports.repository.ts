import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ReportsTable } from './reports.table.js';

const REPORT_COLUMNS = ['reports.id', 'reports.nombre', 'reports.url', 'reports.mascara_pie'] as const;

/** All SQL on reports, report_permissions and powerbi_pages (and the read of users it needs). */
export const reportsRepository = {
  listAll(db: Db) {
    return db
      .selectFrom('reports')
      .leftJoin('report_permissions', 'report_permissions.report_id', 'reports.id')
      .select([...REPORT_COLUMNS, (eb) => eb.fn.count<number>('report_permissions.user_id').as('usuarios')])
      .groupBy(['reports.id', 'reports.nombre', 'reports.url', 'reports.mascara_pie'])
      .orderBy('reports.id')
      .execute();
  },

  findById(db: Db, id: number) {
    return db.selectFrom('reports').select(REPORT_COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  /** The reports a user may see, in the admin's order (oldest first). */
  listForUser(db: Db, userId: number) {
    return db
      .selectFrom('reports')
      .innerJoin('report_permissions', 'report_permissions.report_id', 'reports.id')
      .select(REPORT_COLUMNS)
      .where('report_permissions.user_id', '=', userId)
      .orderBy('reports.id')
      .execute();
  },

  async insert(db: Db, row: Insertable<ReportsTable>): Promise<number> {
    const { id } = await db.insertInto('reports').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  async update(db: Db, id: number, row: Updateable<ReportsTable>): Promise<boolean> {
    const res = await db.updateTable('reports').set(row).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  async remove(db: Db, id: number): Promise<boolean> {
    await db.deleteFrom('report_permissions').where('report_id', '=', id).execute();
    const res = await db.deleteFrom('reports').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  count(db: Db) {
    return db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  },

  countExisting(db: Db, ids: number[]) {
    if (ids.length === 0) return Promise.resolve(0);
    return db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  },

  /** Every user (active or not) for the permissions screen, by full name. */
  listUsers(db: Db) {
    return db.selectFrom('users').select(['id', 'username', 'nombre', 'rut', 'role']).orderBy('nombre').execute();
  },

  findUser(db: Db, id: number) {
    return db
      .selectFrom('users')
      .select(['id', 'username', 'nombre', 'rut', 'role'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  listPermissions(db: Db) {
    return db.selectFrom('report_permissions').select(['user_id', 'report_id']).execute();
  },

  async replacePermissions(db: Db, userId: number, reportIds: number[]): Promise<void> {
    await db.deleteFrom('report_permissions').where('user_id', '=', userId).execute();
    if (reportIds.length > 0) {
      await db
        .insertInto('report_permissions')
        .values(reportIds.map((report_id) => ({ user_id: userId, report_id })))
        .execute();
    }
  },

  findPage(db: Db, page: string) {
    return db.selectFrom('powerbi_pages').select(['page', 'url']).where('page', '=', page).executeTakeFirst();
  },

  listPages(db: Db) {
    return db.selectFrom('powerbi_pages').select(['page', 'url']).execute();
  },

  async upsertPage(db: Db, page: string, url: string, now: string): Promise<void> {
    await db
      .insertInto('powerbi_pages')
      .values({ page, url, updated_at: now })
      .onConflict((oc) => oc.column('page').doUpdateSet({ url, updated_at: now }))
      .execute();
  },

  async removePage(db: Db, page: string): Promise<boolean> {
    const res = await db.deleteFrom('powerbi_pages').where('page', '=', page).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};

import type { Insertable, Updateable } from 'kysely';
import type { AnnouncementType } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import type { AnnouncementsTable } from './announcements.table.js';

const COLUMNS = [
  'id',
  'type',
  'title',
  'detail',
  'image1',
  'image2',
  'image3',
  'image4',
  'audiencia_areas',
  'audiencia_sucursales',
  'publicar_at',
  'despublicar_at',
] as const;

/** All SQL on the announcements table (at most one row per type). */
export const announcementsRepository = {
  list(db: Db) {
    return db.selectFrom('announcements').select(COLUMNS).orderBy('id').execute();
  },

  findById(db: Db, id: number) {
    return db.selectFrom('announcements').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  findByType(db: Db, type: AnnouncementType) {
    return db.selectFrom('announcements').select(COLUMNS).where('type', '=', type).executeTakeFirst();
  },

  async insert(db: Db, row: Insertable<AnnouncementsTable>): Promise<number> {
    const { id } = await db.insertInto('announcements').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  /** Updates a row; returns false when it no longer exists. */
  async update(db: Db, id: number, row: Updateable<AnnouncementsTable>): Promise<boolean> {
    const res = await db.updateTable('announcements').set(row).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  async remove(db: Db, id: number): Promise<boolean> {
    const res = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};

import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IntroSlidesTable } from './slides.table.js';

const COLUMNS = ['id', 'titulo', 'descripcion', 'imagen'] as const;

/** All SQL on the intro_slides table. */
export const slidesRepository = {
  /** Slides in creation order: the carousel shows the first three. */
  list(db: Db, limit: number) {
    return db.selectFrom('intro_slides').select(COLUMNS).orderBy('id').limit(limit).execute();
  },

  findById(db: Db, id: number) {
    return db.selectFrom('intro_slides').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  async insert(db: Db, row: Insertable<IntroSlidesTable>): Promise<number> {
    const { id } = await db.insertInto('intro_slides').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  /** Updates a row; returns false when it no longer exists. */
  async update(db: Db, id: number, row: Updateable<IntroSlidesTable>): Promise<boolean> {
    const res = await db.updateTable('intro_slides').set(row).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  async remove(db: Db, id: number): Promise<boolean> {
    const res = await db.deleteFrom('intro_slides').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};

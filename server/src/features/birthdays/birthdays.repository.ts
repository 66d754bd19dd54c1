import { sql, type Insertable, type Updateable } from 'kysely';
import { bumpDataVersion } from '../../lib/data-version.js';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/sql.js';
import type { BirthdaysTable } from './birthdays.table.js';

const COLUMNS = ['id', 'nombre', 'cargo', 'fecha_cumpleanos', 'imagen'] as const;
/** `MM-DD` of the birthday: the expression the birthdays_month_day index is built on. */
const monthDay = sql<string>`substr(fecha_cumpleanos, 6, 5)`;

/** All SQL on the birthdays table. */
export const birthdaysRepository = {
  /** A page of birthdays in calendar order (month and day), then by name. */
  list(db: Db, q: string | undefined, limit: number, offset: number) {
    return db
      .selectFrom('birthdays')
      .select(COLUMNS)
      .$if(Boolean(q), (qb) => qb.where((eb) => eb.or([containsText('nombre', q!), containsText('cargo', q!)])))
      .orderBy(monthDay)
      .orderBy('nombre')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  async count(db: Db, q: string | undefined): Promise<number> {
    const row = await db
      .selectFrom('birthdays')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(Boolean(q), (qb) => qb.where((eb) => eb.or([containsText('nombre', q!), containsText('cargo', q!)])))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Birthdays whose month is `month` (`01`–`12`), by day then name. */
  inMonth(db: Db, month: string, limit: number) {
    return db
      .selectFrom('birthdays')
      .select(['id', 'nombre', 'cargo', 'fecha_cumpleanos as fecha', 'imagen'])
      .where(monthDay, '>=', `${month}-01`)
      .where(monthDay, '<=', `${month}-31`)
      .orderBy(monthDay)
      .orderBy('nombre')
      .limit(limit)
      .execute();
  },

  findById(db: Db, id: number) {
    return db.selectFrom('birthdays').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  async insert(db: Db, row: Insertable<BirthdaysTable>): Promise<number> {
    const { id } = await db.insertInto('birthdays').values(row).returning('id').executeTakeFirstOrThrow();
    await bumpDataVersion(db, 'birthdays');
    return id;
  },

  /** Updates a row; returns false when it no longer exists. */
  async update(db: Db, id: number, row: Updateable<BirthdaysTable>): Promise<boolean> {
    const res = await db.updateTable('birthdays').set(row).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await bumpDataVersion(db, 'birthdays');
    return true;
  },

  async remove(db: Db, id: number): Promise<boolean> {
    const res = await db.deleteFrom('birthdays').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    await bumpDataVersion(db, 'birthdays');
    return true;
  },
};

import { sql, type Insertable, type Updateable } from 'kysely';
import { bumpDataVersion } from '../../lib/data-version.js';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/sql.js';
import type { BirthdaysTable, SaludosTable } from './birthdays.table.js';

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

  /** Active people (not service accounts) born in month `month` (`01`–`12`), by day then name. */
  usersBornIn(db: Db, month: string, limit: number) {
    return db
      .selectFrom('users')
      .select(['id', 'nombre', 'puesto', 'fecha_nacimiento', 'imagen_perfil'])
      .where('activo', '=', 1)
      .where('cuenta_servicio', '=', 0)
      .where(sql<string>`substr(fecha_nacimiento, 6, 2)`, '=', month)
      .orderBy(sql`substr(fecha_nacimiento, 9, 2)`)
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

/** All SQL on `saludos` (birthday greetings). */
export const greetingsRepository = {
  /** Whether the user exists, is active and is a person (service accounts are not greeted). */
  findRecipient(db: Db, id: number) {
    return db.selectFrom('users').select(['id', 'activo', 'cuenta_servicio']).where('id', '=', id).executeTakeFirst();
  },

  async countSentOn(db: Db, senderId: number, day: string): Promise<number> {
    const row = await db
      .selectFrom('saludos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('de_id', '=', senderId)
      .where('dia', '=', day)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insert(db: Db, row: Insertable<SaludosTable>): Promise<number> {
    const { id } = await db.insertInto('saludos').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  /** The newest greetings of a recipient, with the sender's current name and photo. */
  received(db: Db, recipientId: number, limit: number) {
    return db
      .selectFrom('saludos')
      .innerJoin('users', 'users.id', 'saludos.de_id')
      .select([
        'saludos.id as id',
        'saludos.mensaje as mensaje',
        'saludos.enviado as enviado',
        'saludos.leido as leido',
        'users.id as de_id',
        'users.nombre as de_nombre',
        'users.imagen_perfil as de_imagen',
      ])
      .where('saludos.para_id', '=', recipientId)
      .orderBy('saludos.id', 'desc')
      .limit(limit)
      .execute();
  },

  async countUnread(db: Db, recipientId: number): Promise<number> {
    const row = await db
      .selectFrom('saludos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('para_id', '=', recipientId)
      .where('leido', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async markRead(db: Db, recipientId: number, at: string): Promise<void> {
    await db
      .updateTable('saludos')
      .set({ leido: at })
      .where('para_id', '=', recipientId)
      .where('leido', 'is', null)
      .execute();
  },
};

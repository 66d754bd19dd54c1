import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import { NEWS_EXCERPT_LENGTH } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/sql.js';
import type { NewsTable } from './news.table.js';

/** What a list may be narrowed by: a search text and an inclusive `fecha` range. */
export interface NewsListFilter {
  q?: string;
  from?: string;
  to?: string;
}

/** Columns of a list item; `detalle` is cut in SQL so a list never carries whole bodies. */
const LIST_COLUMNS = ['id', 'nombre', 'area', 'fecha', 'imagen'] as const;
const excerpt = sql<string>`substr(detalle, 1, ${sql.lit(NEWS_EXCERPT_LENGTH + 1)})`.as('extracto');
const DETAIL_COLUMNS = ['id', 'nombre', 'area', 'detalle', 'fecha', 'imagen'] as const;

function matching(eb: ExpressionBuilder<Database, 'news'>, f: NewsListFilter) {
  const conditions = [];
  if (f.q)
    conditions.push(eb.or([containsText('nombre', f.q), containsText('area', f.q), containsText('detalle', f.q)]));
  if (f.from) conditions.push(eb('fecha', '>=', f.from));
  if (f.to) conditions.push(eb('fecha', '<=', f.to));
  return eb.and(conditions);
}

/** All SQL on the news table. */
export const newsRepository = {
  /** A page of list items, newest first (fecha, then id). */
  list(db: Db, filter: NewsListFilter, limit: number, offset: number) {
    return db
      .selectFrom('news')
      .select([...LIST_COLUMNS, excerpt])
      .where((eb) => matching(eb, filter))
      .orderBy('fecha', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  async count(db: Db, filter: NewsListFilter): Promise<number> {
    const row = await db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => matching(eb, filter))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  findById(db: Db, id: number) {
    return db.selectFrom('news').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  /** Smallest and largest id (both null when there is no news). */
  idBounds(db: Db) {
    return db
      .selectFrom('news')
      .select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max')])
      .executeTakeFirstOrThrow();
  },

  /** The list item with the smallest id ≥ `fromId` that is not one of `exclude` (an index seek). */
  firstFrom(db: Db, fromId: number, exclude: number[]) {
    return db
      .selectFrom('news')
      .select([...LIST_COLUMNS, excerpt])
      .where('id', '>=', fromId)
      .where('id', 'not in', exclude)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  },

  async insert(db: Db, row: Insertable<NewsTable>): Promise<number> {
    const { id } = await db.insertInto('news').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  /** Updates a row; returns false when it no longer exists. */
  async update(db: Db, id: number, row: Updateable<NewsTable>): Promise<boolean> {
    const res = await db.updateTable('news').set(row).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  async remove(db: Db, id: number): Promise<boolean> {
    const res = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};

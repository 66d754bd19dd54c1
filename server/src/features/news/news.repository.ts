import { sql, type Insertable } from 'kysely';
import { NEWS_EXCERPT_LENGTH } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isPostgres, searchKey } from '../../db/sql.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import { fullTextMatch, searchTerms } from '../../db/full-text.js';
import { visibleTo, type Viewer } from '../../lib/content-visibility.js';
import type { NewsTable } from './news.table.js';

/** What a list may be narrowed by: a search text and an inclusive `fecha` range. */
export interface NewsListFilter {
  q?: string;
  from?: string;
  to?: string;
}

/** Who reads, and when (ISO UTC): workers see only items for them inside their publishing window. */
export interface NewsReader {
  viewer: Viewer;
  now: string;
}

export type NewsRow = Insertable<NewsTable>;
export type NewsUpdate = Omit<NewsRow, 'created_at'>;

/** Columns of a list item; `detalle` is cut in SQL so a list never carries whole bodies. */
const LIST_COLUMNS = [
  'news.id',
  'news.nombre',
  'news.area',
  'news.fecha',
  'news.imagen',
  'news.audiencia_areas',
  'news.audiencia_sucursales',
  'news.publicar_at',
  'news.despublicar_at',
] as const;
const excerpt = sql<string>`substr(news.detalle, 1, ${sql.lit(NEWS_EXCERPT_LENGTH + 1)})`.as('extracto');
const DETAIL_COLUMNS = [
  'id',
  'nombre',
  'area',
  'detalle',
  'fecha',
  'imagen',
  'audiencia_areas',
  'audiencia_sucursales',
  'publicar_at',
  'despublicar_at',
] as const;

const searchRow = (row: Pick<NewsRow, 'nombre' | 'area' | 'detalle' | 'fecha'>) => ({
  fecha: row.fecha,
  busqueda: searchKey(`${row.nombre}\n${row.area}\n${row.detalle}`),
});

/** The search words of each filter, worked out once for a page and its count. */
const termsOf = (f: NewsListFilter): string[] | undefined => (f.q === undefined ? undefined : searchTerms(f.q));

/**
 * The rows a filter keeps: news_search (fecha order) joined to news, narrowed by the full-text
 * index (see `db/full-text.ts`) and the date range.
 */
function filtered(db: Db, f: NewsListFilter, reader: NewsReader) {
  const terms = termsOf(f);
  // Without a search, news_search (in fecha order) must drive the join. With a worker's visibility conditions on
  // `news`, SQLite otherwise scanned all of news and sorted it (56 ms instead of 0.4 ms for `ultimas=5` over 20,000
  // news). A CROSS JOIN keeps SQLite's loop order; PostgreSQL plans it as the same inner join. A search keeps the
  // planner's choice (a rare word is best found from its own index).
  const joined =
    terms === undefined
      ? db.selectFrom('news_search').crossJoin('news').whereRef('news.id', '=', 'news_search.news_id')
      : db.selectFrom('news_search').innerJoin('news', 'news.id', 'news_search.news_id');
  return joined
    .where(visibleTo(db, 'news', reader.viewer, reader.now))
    .$if(terms !== undefined, (qb) => qb.where(fullTextMatch(db, 'news', terms!)))
    .$if(Boolean(f.from), (qb) => qb.where('news_search.fecha', '>=', f.from!))
    .$if(Boolean(f.to), (qb) => qb.where('news_search.fecha', '<=', f.to!));
}

/**
 * How a searched page is read. `matches`: the full-text matches find the rows, which are then sorted by date (best
 * when they are few). `date`: the date index is walked from the newest and each row is checked against the search
 * until the page is full (best when they are many: over 20,000 news, a word in every item took 42 ms on SQLite and
 * 140 ms on PostgreSQL the first way, 7.5 and 0.2 ms this way). Both return the same rows in the same order.
 */
export type SearchDrive = 'matches' | 'date';

/**
 * A searched page along the date index. SQLite: a CROSS JOIN keeps news_search (fecha order) as the outer loop and
 * the full-text condition only checks each news_search row against the matches (`checkId`), before news is read. PostgreSQL reorders joins freely and, misled by the
 * trigram index's estimate (32 rows for 20,000), read every match and sorted them: the dates come from a fenced,
 * ordered subquery (`offset 0`) and each row's visibility and match are checked in a LATERAL subquery, which
 * can only run as a nested loop under it, so the LIMIT stops the walk.
 */
function datePage(db: Db, f: NewsListFilter, reader: NewsReader, terms: string[], limit: number, offset: number) {
  if (!isPostgres(db)) {
    return db
      .selectFrom('news_search')
      .crossJoin('news')
      .whereRef('news.id', '=', 'news_search.news_id')
      .where(visibleTo(db, 'news', reader.viewer, reader.now))
      .where(fullTextMatch(db, 'news', terms, 'news', 'news_search.news_id'))
      .$if(Boolean(f.from), (qb) => qb.where('news_search.fecha', '>=', f.from!))
      .$if(Boolean(f.to), (qb) => qb.where('news_search.fecha', '<=', f.to!))
      .select([...LIST_COLUMNS, excerpt])
      .orderBy('news_search.fecha', 'desc')
      .orderBy('news_search.news_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
  const dates = db
    .selectFrom('news_search')
    .select(['news_search.news_id', 'news_search.fecha'])
    .$if(Boolean(f.from), (qb) => qb.where('news_search.fecha', '>=', f.from!))
    .$if(Boolean(f.to), (qb) => qb.where('news_search.fecha', '<=', f.to!))
    .orderBy('news_search.fecha', 'desc')
    .orderBy('news_search.news_id', 'desc')
    .offset(0)
    .as('d');
  return db
    .selectFrom(dates)
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('news')
          .select([...LIST_COLUMNS, excerpt])
          .whereRef('news.id', '=', 'd.news_id')
          .where(visibleTo(db, 'news', reader.viewer, reader.now))
          .where(fullTextMatch(db, 'news', terms))
          .offset(0)
          .as('n'),
      (join) => join.onTrue(),
    )
    .select([
      'n.id',
      'n.nombre',
      'n.area',
      'n.fecha',
      'n.imagen',
      'n.audiencia_areas',
      'n.audiencia_sucursales',
      'n.publicar_at',
      'n.despublicar_at',
      'n.extracto',
    ])
    .orderBy('d.fecha', 'desc')
    .orderBy('d.news_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * All SQL on the news tables. Writes touch news and news_search: run them in one transaction. Every
 * write also replaces the `news` data version (the cached total of the unfiltered list).
 */
export const newsRepository = {
  /** A page of list items, newest first (fecha, then id); a search is read as `drive` says (same rows either way). */
  async list(
    db: Db,
    filter: NewsListFilter,
    reader: NewsReader,
    limit: number,
    offset: number,
    drive: SearchDrive = 'matches',
  ) {
    const terms = termsOf(filter);
    if (terms !== undefined && drive === 'date') return datePage(db, filter, reader, terms, limit, offset);
    return filtered(db, filter, reader)
      .select([...LIST_COLUMNS, excerpt])
      .orderBy('news_search.fecha', 'desc')
      .orderBy('news_search.news_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  /** Rows matching the filter; with `cap`, counting stops there (a search need not scan every match). */
  async count(db: Db, filter: NewsListFilter, reader: NewsReader, cap?: number): Promise<number> {
    const matches = filtered(db, filter, reader)
      .select('news_search.news_id')
      .$if(cap !== undefined, (qb) => qb.limit(cap!));
    const row = await db
      .selectFrom(matches.as('m'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  findById(db: Db, id: number) {
    return db.selectFrom('news').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  /** The ids of the news the reader may see, ascending (the related news draw from them). */
  async visibleIds(db: Db, reader: NewsReader): Promise<number[]> {
    const rows = await db
      .selectFrom('news')
      .select('news.id')
      .where(visibleTo(db, 'news', reader.viewer, reader.now))
      .orderBy('news.id')
      .execute();
    return rows.map((r) => r.id);
  },

  /** These list items, if the reader may see them (in no particular order). */
  listByIds(db: Db, ids: number[], reader: NewsReader) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('news')
      .select([...LIST_COLUMNS, excerpt])
      .where(visibleTo(db, 'news', reader.viewer, reader.now))
      .where('news.id', 'in', ids)
      .execute();
  },

  /** Who opened which of these news items (the detail GET records it; see lib/reading-evidence.ts). */
  openedBy(db: Db, ids: number[]) {
    return db
      .selectFrom('lectura_aperturas')
      .select(['item_id', 'user_id'])
      .where('tipo', '=', 'noticia')
      .where('item_id', 'in', ids)
      .execute();
  },

  /** The people an audience counts: active workers, without service accounts. */
  activeWorkers(db: Db) {
    return db
      .selectFrom('users')
      .select(['id', 'area', 'sucursal'])
      .where('activo', '=', 1)
      .where('cuenta_servicio', '=', 0)
      .where('role', '=', 'worker')
      .execute();
  },

  /** Inserts a news item and its search row (the full-text index follows in the same transaction). */
  async insert(db: Db, row: NewsRow): Promise<number> {
    const { id } = await db.insertInto('news').values(row).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('news_search')
      .values({ news_id: id, ...searchRow(row) })
      .execute();
    await bumpDataVersion(db, 'news');
    return id;
  },

  /** Updates a row and its search row; returns false when it no longer exists. */
  async update(db: Db, id: number, row: NewsUpdate): Promise<boolean> {
    const res = await db.updateTable('news').set(row).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await db.updateTable('news_search').set(searchRow(row)).where('news_id', '=', id).execute();
    await bumpDataVersion(db, 'news');
    return true;
  },

  /** Deletes a row (its search row goes with it: foreign key on delete cascade). */
  async remove(db: Db, id: number): Promise<boolean> {
    const res = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    await bumpDataVersion(db, 'news');
    return true;
  },
};

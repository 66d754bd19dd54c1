import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import { NEWS_EXCERPT_LENGTH } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { searchKey } from '../../db/sql.js';
import { bumpDataVersion } from '../../lib/data-version.js';
import { prefixRanges, searchWords } from '../../lib/search-words.js';
import type { NewsTable } from './news.table.js';

/** What a list may be narrowed by: a search text and an inclusive `fecha` range. */
export interface NewsListFilter {
  q?: string;
  from?: string;
  to?: string;
}

export type NewsRow = Insertable<NewsTable>;
export type NewsUpdate = Omit<NewsRow, 'created_at'>;

/** Columns of a list item; `detalle` is cut in SQL so a list never carries whole bodies. */
const LIST_COLUMNS = ['news.id', 'news.nombre', 'news.area', 'news.fecha', 'news.imagen'] as const;
const excerpt = sql<string>`substr(news.detalle, 1, ${sql.lit(NEWS_EXCERPT_LENGTH + 1)})`.as('extracto');
const DETAIL_COLUMNS = ['id', 'nombre', 'area', 'detalle', 'fecha', 'imagen'] as const;

const searchRow = (row: NewsUpdate) => ({
  fecha: row.fecha,
  busqueda: searchKey(`${row.nombre}\n${row.area}\n${row.detalle}`),
});

/** A token matching at most this many words drives a search from its ids; otherwise the fecha order does. */
const DRIVING_TOKEN_LIMIT = 500;

/**
 * How a search text narrows the news: `ranges` are the prefix ranges every result must hit
 * (checked per row through the (news_id, word) index), `ids` the candidates when some token is
 * rare. Asking each token for at most DRIVING_TOKEN_LIMIT + 1 ids is one short index range read;
 * a rare token's ids then drive the query (a few rowid lookups and a small sort), while frequent
 * tokens let it walk news_search in fecha order and stop at the page's last row.
 */
interface WordFilter {
  ranges: { from: string; to: string }[];
  ids?: number[];
}

/** A page and its count use the same filter object: its word filter is worked out once. */
const wordFilters = new WeakMap<NewsListFilter, Promise<WordFilter>>();

function wordFilterOf(db: Db, f: NewsListFilter): Promise<WordFilter> | undefined {
  if (!f.q) return undefined;
  let found = wordFilters.get(f);
  if (!found) wordFilters.set(f, (found = wordFilter(db, f.q)));
  return found;
}

async function wordFilter(db: Db, q: string): Promise<WordFilter> {
  const ranges = prefixRanges(q);
  if (ranges.length === 0) return { ranges, ids: [] };
  let ids: number[] | undefined;
  for (const { from, to } of ranges) {
    const rows = await db
      .selectFrom('news_words')
      .select('news_id')
      .where('word', '>=', from)
      .where('word', '<', to)
      .limit(DRIVING_TOKEN_LIMIT + 1)
      .execute();
    if (rows.length <= DRIVING_TOKEN_LIMIT && (!ids || rows.length < ids.length)) {
      ids = [...new Set(rows.map((r) => r.news_id))];
      if (ids.length === 0) break;
    }
  }
  return { ranges, ids };
}

/** Keeps the rows of `column` (a news id) that the word filter allows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function applyWords<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, column: string, w: WordFilter): QB {
  if (w.ids?.length === 0) return qb.where(sql<boolean>`1 = 0`) as QB;
  let out = w.ids ? (qb.where(sql.ref(column), 'in', w.ids) as QB) : qb;
  for (const { from, to } of w.ranges) {
    out = out.where(
      sql<boolean>`exists (select 1 from news_words where news_words.news_id = ${sql.ref(column)} and news_words.word >= ${from} and news_words.word < ${to})`,
    ) as QB;
  }
  return out;
}

/**
 * The rows a filter keeps: news_search (fecha order) narrowed by the word index, joined to the
 * few news rows a page returns.
 */
async function filtered(db: Db, f: NewsListFilter) {
  const words = await wordFilterOf(db, f);
  return db
    .selectFrom('news_search')
    .innerJoin('news', 'news.id', 'news_search.news_id')
    .$if(Boolean(words), (qb) => applyWords(qb, 'news_search.news_id', words!))
    .$if(Boolean(f.from), (qb) => qb.where('news_search.fecha', '>=', f.from!))
    .$if(Boolean(f.to), (qb) => qb.where('news_search.fecha', '<=', f.to!));
}

/** The word rows of a news item. */
const wordRows = (id: number, row: NewsUpdate) =>
  searchWords(`${row.nombre}\n${row.area}\n${row.detalle}`).map((word) => ({ word, news_id: id }));

async function insertWords(db: Db, id: number, row: NewsUpdate): Promise<void> {
  const rows = wordRows(id, row);
  // A few hundred rows per statement keeps PostgreSQL under its bind-parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('news_words')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/**
 * All SQL on the news tables. Writes touch news and news_search: run them in one transaction. Every
 * write also replaces the `news` data version (the cached total of the unfiltered list).
 */
export const newsRepository = {
  /** A page of list items, newest first (fecha, then id). */
  async list(db: Db, filter: NewsListFilter, limit: number, offset: number) {
    return (await filtered(db, filter))
      .select([...LIST_COLUMNS, excerpt])
      .orderBy('news_search.fecha', 'desc')
      .orderBy('news_search.news_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  /** Rows matching the filter; with `cap`, counting stops there (a search need not scan every match). */
  async count(db: Db, filter: NewsListFilter, cap?: number): Promise<number> {
    const words = await wordFilterOf(db, filter);
    if (words && !words.ids && words.ranges.length === 1 && !filter.from && !filter.to) {
      // One frequent token and no dates: count its distinct ids straight from the word index.
      const { from, to } = words.ranges[0]!;
      const ids = db
        .selectFrom('news_words')
        .select('news_id')
        .distinct()
        .where('word', '>=', from)
        .where('word', '<', to)
        .$if(cap !== undefined, (qb) => qb.limit(cap!));
      const row = await db
        .selectFrom(ids.as('m'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    }
    const matches = db
      .selectFrom('news_search')
      .select('news_id')
      .$if(Boolean(words), (qb) => applyWords(qb, 'news_id', words!))
      .$if(Boolean(filter.from), (qb) => qb.where('fecha', '>=', filter.from!))
      .$if(Boolean(filter.to), (qb) => qb.where('fecha', '<=', filter.to!))
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

  /**
   * Smallest and largest id (null when there is no news). Two queries: SQLite answers a lone
   * min() or max() from the index, but scans the table for both in one query.
   */
  async idBounds(db: Db): Promise<{ min: number | null; max: number | null }> {
    const [min, max] = await Promise.all([
      db
        .selectFrom('news')
        .select((eb) => eb.fn.min('id').as('v'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('news')
        .select((eb) => eb.fn.max('id').as('v'))
        .executeTakeFirstOrThrow(),
    ]);
    return { min: min.v, max: max.v };
  },

  /** The list item with the smallest id ≥ `fromId` that is not one of `exclude` (an index seek). */
  firstFrom(db: Db, fromId: number, exclude: number[]) {
    return db
      .selectFrom('news')
      .select([...LIST_COLUMNS, excerpt])
      .where('news.id', '>=', fromId)
      .where('news.id', 'not in', exclude)
      .orderBy('news.id')
      .limit(1)
      .executeTakeFirst();
  },

  /** Inserts a news item, its search row and its words. */
  async insert(db: Db, row: NewsRow): Promise<number> {
    const { id } = await db.insertInto('news').values(row).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('news_search')
      .values({ news_id: id, ...searchRow(row) })
      .execute();
    await insertWords(db, id, row);
    await bumpDataVersion(db, 'news');
    return id;
  },

  /** Updates a row, its search row and its words; returns false when it no longer exists. */
  async update(db: Db, id: number, row: NewsUpdate): Promise<boolean> {
    const res = await db.updateTable('news').set(row).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await db.updateTable('news_search').set(searchRow(row)).where('news_id', '=', id).execute();
    await db.deleteFrom('news_words').where('news_id', '=', id).execute();
    await insertWords(db, id, row);
    await bumpDataVersion(db, 'news');
    return true;
  },

  /** Deletes a row (its search row and words go with it: foreign keys on delete cascade). */
  async remove(db: Db, id: number): Promise<boolean> {
    const res = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    await bumpDataVersion(db, 'news');
    return true;
  },
};

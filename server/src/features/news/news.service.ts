import {
  NEWS_EXCERPT_LENGTH,
  NEWS_RELATED_COUNT,
  NEWS_SEARCH_COUNT_CAP,
  type News,
  type NewsInput,
  type NewsListItem,
  type NewsListQuery,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { nowIso, searchKey } from '../../db/sql.js';
import {
  boundaryEpoch,
  futureBoundaries,
  isVisible,
  presentSchedule,
  scheduleColumns,
  viewerKey,
  type ScheduleColumns,
} from '../../lib/content-visibility.js';
import { readDataVersion, VersionedCache } from '../../lib/data-version.js';
import { previousMonth, previousWeek, todayInSantiago } from '../../lib/time.js';
import { notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { newsRepository, type NewsListFilter, type NewsReader, type SearchDrive } from './news.repository.js';

export type { NewsReader } from './news.repository.js';

export const NEWS_NOT_FOUND = 'No se encontró la noticia.';
const FOLDER = 'news';

/** The columns a row carries besides the spec's fields. */
type Extra = ScheduleColumns;

type ListRow = Omit<NewsListItem, keyof Extra | 'audiencia_areas' | 'audiencia_sucursales'> & Extra;

/** Workers get the spec's fields only; admins also the audience, the window and the status. */
const presentExtra = <T extends object>(row: T & Extra, reader: NewsReader) =>
  presentSchedule(row, reader.viewer, reader.now);

/**
 * `extracto` arrives as the first 101 characters: more than 100 means the text goes on, so it is cut
 * to 100 (without trailing spaces or punctuation) and '...' is added.
 */
const toListItem = (row: ListRow, reader: NewsReader): NewsListItem => ({
  ...presentExtra(row, reader),
  extracto:
    row.extracto.length > NEWS_EXCERPT_LENGTH
      ? `${row.extracto.slice(0, NEWS_EXCERPT_LENGTH).replace(/[\s.,;:]+$/, '')}...`
      : row.extracto,
});

/** The fecha range of a filter, in America/Santiago's calendar. */
function dateRange(filtro: NewsListQuery['filtro'], today = todayInSantiago()) {
  if (filtro === 'semana-anterior') return previousWeek(today);
  if (filtro === 'mes-anterior') return previousMonth(today);
  return {};
}

/** The row, or 404 when it does not exist or the reader may not see it (outside its audience or window). */
async function findOrThrow(db: Db, id: number, reader?: NewsReader) {
  const row = await newsRepository.findById(db, id);
  if (!row || (reader && !isVisible(row, reader.viewer, reader.now))) throw notFound(NEWS_NOT_FOUND);
  return row;
}

/**
 * The active workers (id, area, branch) that audiences count, read once per version of the people data: an admin's
 * news page otherwise read all of them (5,000 in the bench) on every request.
 */
const workersCache = new VersionedCache<{ id: number; area: string | null; sucursal: number | null }[]>('users', 1);

/**
 * 'Visto por N de M' for admins: M = active workers (no service accounts) in the item's audience, N = those of
 * them who opened its detail. One read of the workers and one of the openings per page.
 */
async function withViews<T extends { id: number; audiencia_areas?: string[]; audiencia_sucursales?: number[] }>(
  db: Db,
  items: T[],
): Promise<(T & { vistos: number; audiencia_total: number })[]> {
  if (items.length === 0) return [];
  const [workers, opened] = await Promise.all([
    workersCache.get(db, 'workers', () => newsRepository.activeWorkers(db)),
    newsRepository.openedBy(
      db,
      items.map((i) => i.id),
    ),
  ]);
  return items.map((item) => {
    const areas = item.audiencia_areas ?? [];
    const branches = item.audiencia_sucursales ?? [];
    const audience = new Set(
      workers
        .filter(
          (w) =>
            (areas.length === 0 || (w.area !== null && areas.includes(w.area))) &&
            (branches.length === 0 || (w.sucursal !== null && branches.includes(Number(w.sucursal)))),
        )
        .map((w) => Number(w.id)),
    );
    const seen = new Set(
      opened.filter((o) => Number(o.item_id) === item.id && audience.has(Number(o.user_id))).map((o) => o.user_id),
    );
    return { ...item, vistos: seen.size, audiencia_total: audience.size };
  });
}

/**
 * Totals change with a write (the `news` data version) and, for workers, when a publishing boundary passes.
 * They are cached per kind of reader (admin, or a worker's area and branch) and per number of boundaries
 * crossed since the version's boundaries were read: a scheduled item counts from its minute on, cached or not.
 */
const totalCache = new VersionedCache<number>('news', 256);
const boundaryCache = new VersionedCache<string[]>('news', 4);
const BOUNDARY_CAP = 500;

/**
 * The cache key part of a reader: the kind of reader and, for workers, the publishing boundaries crossed since the
 * version's boundaries were read. `null`: do not cache (past the last of a capped list of boundaries).
 */
async function readerKey(db: Db, reader: NewsReader, version?: string): Promise<string | null> {
  let epoch: number | null = 0;
  if (!reader.viewer.admin) {
    // Read once per version: the boundaries after the moment they were read.
    const load = () => futureBoundaries(db, 'news', reader.now, BOUNDARY_CAP);
    const boundaries = await (version === undefined
      ? boundaryCache.get(db, 'next', load)
      : boundaryCache.getAt(db, version, 'next', load));
    epoch = boundaryEpoch(boundaries, reader.now, boundaries.length >= BOUNDARY_CAP);
  }
  return epoch === null ? null : `${viewerKey(reader.viewer)}\n${epoch}`;
}

async function countNews(db: Db, filter: NewsListFilter, reader: NewsReader): Promise<number> {
  if (filter.from || filter.to) return newsRepository.count(db, filter, reader);
  const who = await readerKey(db, reader);
  if (who === null) return newsRepository.count(db, filter, reader, filter.q ? NEWS_SEARCH_COUNT_CAP : undefined);
  if (filter.q) {
    const key = `${who}\nq\n${searchKey(filter.q).trim()}`;
    return totalCache.get(db, key, () => newsRepository.count(db, filter, reader, NEWS_SEARCH_COUNT_CAP));
  }
  return totalCache.get(db, `${who}\ntotal`, () => newsRepository.count(db, filter, reader));
}

/** A page and its total (`null`: not asked for, `ultimas`). */
interface Page {
  rows: ListRow[];
  total: number | null;
}

/** A page that is not full tells the total by itself; only a full (or empty later) page needs `count`. */
async function pageTotal(rows: ListRow[], limit: number, offset: number, count: () => Promise<number>) {
  const seen = rows.length ? offset + rows.length : 0;
  return rows.length < limit && (rows.length > 0 || offset === 0) ? seen : Math.max(seen, await count());
}

/**
 * A searched page and its total. How the page is read (the same rows either way, see SearchDrive): within a date
 * range, along the dates (the range bounds the walk); otherwise the search's count (capped, cached per version and
 * reader) tells: a word with at least NEWS_SEARCH_COUNT_CAP matches for this reader fills a page within the newest
 * news, so the date index drives; a rarer one is found from its matches. Before, every search was read from its
 * matches: a word in all 20,000 bench news took 42 ms per page on SQLite and 140 ms on PostgreSQL (p99 8 s at 50
 * connections).
 */
async function readSearchPage(
  db: Db,
  filter: NewsListFilter,
  reader: NewsReader,
  limit: number,
  offset: number | null,
) {
  let counted: number | undefined;
  let drive: SearchDrive = 'matches';
  if (filter.from || filter.to) drive = 'date';
  else {
    counted = await countNews(db, filter, reader);
    if (counted >= NEWS_SEARCH_COUNT_CAP) drive = 'date';
  }
  const rows = await newsRepository.list(db, filter, reader, limit, offset ?? 0, drive);
  const total =
    offset === null
      ? null
      : await pageTotal(rows, limit, offset, async () => counted ?? (await countNews(db, filter, reader)));
  return { rows, total };
}

/** A page of the list without a search (newest first) and its total. */
async function readListPage(db: Db, filter: NewsListFilter, reader: NewsReader, limit: number, offset: number | null) {
  const rows = await newsRepository.list(db, filter, reader, limit, offset ?? 0);
  const total = offset === null ? null : await pageTotal(rows, limit, offset, () => countNews(db, filter, reader));
  return { rows, total };
}

/**
 * Pages with their totals (the rows before admins' views are added), searched or not, cached like the totals: per
 * version, kind of reader, boundaries crossed, search text, date range and page, as `/api/buscar` caches its
 * answers. A popular search, the home's `ultimas=5` or the first page of /all-news then cost two primary-key reads
 * (the data version) instead of the list query and the count (on the idle machine's full bench, 26-11 16:52 UTC,
 * /all-news page 1 + total was the slowest read: p99 61 ms on SQLite, 51 ms on PostgreSQL).
 */
const pageCache = new VersionedCache<Page>('news', 256);

/** `offset` null: the first `limit` items without a total (`ultimas`). */
async function cachedPage(
  db: Db,
  filter: NewsListFilter,
  reader: NewsReader,
  limit: number,
  offset: number | null,
): Promise<Page> {
  const read = () =>
    filter.q !== undefined
      ? readSearchPage(db, filter, reader, limit, offset)
      : readListPage(db, filter, reader, limit, offset);
  // One read of the `news` version for the boundaries and the page (both caches belong to it).
  const version = await readDataVersion(db, 'news');
  const who = await readerKey(db, reader, version);
  if (who === null) return read();
  const text = filter.q !== undefined ? `busqueda:${searchKey(filter.q).trim()}` : 'lista';
  const key = [who, text, filter.from ?? '', filter.to ?? '', `${limit}@${offset}`].join('\n');
  return pageCache.getAt(db, version, key, read);
}

/** The ids each kind of reader may see, for the related news (keyed like the totals, see `readerKey`). */
const visibleIdsCache = new VersionedCache<number[]>('news', 32);

/**
 * Up to `count` distinct values of `ids` other than `except`, drawn at random: a partial Fisher–Yates shuffle that
 * records only the positions it swaps, so `ids` (one kind of reader's cached list) is neither copied nor changed.
 */
function sample(ids: readonly number[], except: number, count: number): number[] {
  const swapped = new Map<number, number>();
  const at = (i: number) => swapped.get(i) ?? ids[i]!;
  const out: number[] = [];
  for (let n = ids.length; n > 0 && out.length < count; n--) {
    const k = Math.floor(Math.random() * n);
    const value = at(k);
    swapped.set(k, at(n - 1));
    if (value !== except) out.push(value);
  }
  return out;
}

/** Whether `ids` (ascending, as `visibleIds` reads them) holds `id`: a binary search. */
function sortedIncludes(ids: readonly number[], id: number): boolean {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = ids[mid]!;
    if (at === id) return true;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The spec's fields of the input (the optional ones are stored as columns of their own). */
const specFields = (input: NewsInput) => ({
  nombre: input.nombre,
  area: input.area,
  detalle: input.detalle,
  fecha: input.fecha,
});

export const newsService = {
  /**
   * A bounded page of the list, newest first. `ultimas=N` is the first N items and skips the count
   * (the home needs no total); otherwise `total` is the number of matching rows (for a search, at
   * most NEWS_SEARCH_COUNT_CAP, or as many as the pages already read when that is more).
   */
  async list(
    db: Db,
    query: NewsListQuery,
    reader: NewsReader,
  ): Promise<{ items: NewsListItem[]; total: number | null }> {
    const filter: NewsListFilter = {
      q: query.q || undefined,
      ...dateRange(query.filtro, todayInSantiago(new Date(reader.now))),
    };
    const present = async (rows: ListRow[]) => {
      const items = rows.map((r) => toListItem(r, reader));
      return reader.viewer.admin ? withViews(db, items) : items;
    };
    const { rows, total } = await cachedPage(
      db,
      filter,
      reader,
      query.ultimas ?? query.limit,
      query.ultimas ? null : (query.page - 1) * query.limit,
    );
    return { items: await present(rows), total };
  },

  /** One item as the reader may see it (404 outside its audience or window); admins also get its views. */
  async get(db: Db, id: number, reader: NewsReader): Promise<News> {
    const item = presentExtra(await findOrThrow(db, id, reader), reader);
    return reader.viewer.admin ? (await withViews(db, [item]))[0]! : item;
  },

  /**
   * Up to three other news items the reader may see, picked at random (uniformly) from the ids this kind of reader
   * may see, kept per version and publishing boundaries crossed like the totals; the three rows are then read by id.
   * Before: six queries per call (the item, two for the id range, one index seek per pick), 1.0 ms of CPU per call
   * on SQLite over the bench's 20,000 news; then the item, one data-version read and one read by ids (with the
   * session's, which also reads the reader's area and branch: four in all, from six on 26-11-2026 17:00 UTC). The
   * item's own read went on 27-11: it is visible to the reader exactly when it is in the list the picks come from
   * (all the reader may see now; for admins, every item), so a missing or hidden one is the same 404 without it.
   */
  async related(db: Db, id: number, reader: NewsReader, known?: string): Promise<NewsListItem[]> {
    // One token of the `news` version for the boundaries and the ids (both caches belong to it): read with the
    // request's session when the route asks for it (`known`), else now.
    const version = known ?? (await readDataVersion(db, 'news'));
    const who = await readerKey(db, reader, version);
    const read = () => newsRepository.visibleIds(db, reader);
    const ids = who === null ? await read() : await visibleIdsCache.getAt(db, version, who, read);
    if (!sortedIncludes(ids, id)) throw notFound(NEWS_NOT_FOUND);
    const picks = sample(ids, id, NEWS_RELATED_COUNT);
    const rows = new Map((await newsRepository.listByIds(db, picks, reader)).map((r) => [r.id, r]));
    return picks.flatMap((p) => {
      const row = rows.get(p);
      return row ? [toListItem(row, reader)] : [];
    });
  },

  /** Stores the picture (if any) and inserts the row; a failed insert leaves no file. */
  create(db: Db, storage: LocalStorage, input: NewsInput, reader: NewsReader, image?: UploadedFile): Promise<News> {
    const extra = scheduleColumns(input);
    return saveWithUploads(storage, { folder: FOLDER, files: { imagen: image } }, async ({ imagen = null }) => {
      const now = nowIso();
      const fields = specFields(input);
      const id = await db
        .transaction()
        .execute((trx) =>
          newsRepository.insert(trx, { ...fields, ...extra, imagen, created_at: now, updated_at: now }),
        );
      return (await withViews(db, [presentExtra({ id, ...fields, imagen, ...extra }, reader)]))[0]!;
    });
  },

  /** Updates the row; a new picture replaces the old one, whose files are then removed. */
  async update(
    db: Db,
    storage: LocalStorage,
    id: number,
    input: NewsInput,
    reader: NewsReader,
    image?: UploadedFile,
  ): Promise<News> {
    const old = await findOrThrow(db, id);
    const extra = scheduleColumns(input, old);
    return saveWithUploads(
      storage,
      { folder: FOLDER, files: { imagen: image }, before: { imagen: old.imagen } },
      async (stored) => {
        const imagen = stored.imagen ?? old.imagen;
        const fields = specFields(input);
        const row = { ...fields, ...extra, imagen, updated_at: nowIso() };
        if (!(await db.transaction().execute((trx) => newsRepository.update(trx, id, row)))) {
          throw notFound(NEWS_NOT_FOUND);
        }
        return (await withViews(db, [presentExtra({ id, ...fields, imagen, ...extra }, reader)]))[0]!;
      },
    );
  },

  /** Deletes the row, then its picture. */
  async remove(db: Db, storage: LocalStorage, id: number): Promise<void> {
    const old = await findOrThrow(db, id);
    // The row and the `news` data version change together (lib/data-version.ts): a failed bump deletes nothing.
    if (!(await db.transaction().execute((trx) => newsRepository.remove(trx, id)))) throw notFound(NEWS_NOT_FOUND);
    await storage.remove(old.imagen);
  },
};

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
import { VersionedCache } from '../../lib/data-version.js';
import { previousMonth, previousWeek, todayInSantiago } from '../../lib/time.js';
import { notFound } from '../../plugins/errors.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { newsRepository, type NewsListFilter } from './news.repository.js';

export const NEWS_NOT_FOUND = 'No se encontró la noticia.';
const FOLDER = 'news';

/**
 * `extracto` arrives as the first 101 characters: more than 100 means the text goes on, so it is cut
 * to 100 (without trailing spaces or punctuation) and '...' is added.
 */
const toListItem = (row: NewsListItem): NewsListItem => ({
  ...row,
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

async function findOrThrow(db: Db, id: number) {
  const row = await newsRepository.findById(db, id);
  if (!row) throw notFound(NEWS_NOT_FOUND);
  return row;
}

/**
 * Totals change only with a write, so they are cached against the `news` data version: the whole
 * list's, and each search's (the same search from many people counts once per change).
 */
const totalCache = new VersionedCache<number>('news', 256);

function countNews(db: Db, filter: NewsListFilter): Promise<number> {
  if (filter.from || filter.to) return newsRepository.count(db, filter);
  if (filter.q) {
    const key = `q\n${searchKey(filter.q).trim()}`;
    return totalCache.get(db, key, () => newsRepository.count(db, filter, NEWS_SEARCH_COUNT_CAP));
  }
  return totalCache.get(db, 'total', () => newsRepository.count(db, filter));
}

export const newsService = {
  /**
   * A bounded page of the list, newest first. `ultimas=N` is the first N items and skips the count
   * (the home needs no total); otherwise `total` is the number of matching rows (for a search, at
   * most NEWS_SEARCH_COUNT_CAP, or as many as the pages already read when that is more).
   */
  async list(db: Db, query: NewsListQuery): Promise<{ items: NewsListItem[]; total: number | null }> {
    const filter: NewsListFilter = { q: query.q || undefined, ...dateRange(query.filtro) };
    if (query.ultimas) {
      return { items: (await newsRepository.list(db, filter, query.ultimas, 0)).map(toListItem), total: null };
    }
    const offset = (query.page - 1) * query.limit;
    const rows = await newsRepository.list(db, filter, query.limit, offset);
    // A page that is not full tells the total by itself; only a full (or empty later) page needs a count.
    const seen = rows.length ? offset + rows.length : 0;
    const total =
      rows.length < query.limit && (rows.length > 0 || offset === 0)
        ? seen
        : Math.max(seen, await countNews(db, filter));
    return { items: rows.map(toListItem), total };
  },

  get: (db: Db, id: number): Promise<News> => findOrThrow(db, id),

  /**
   * Up to three other news items picked at random. Each pick is an index seek from a random id
   * (wrapping to the start), so the cost does not grow with the number of news.
   */
  async related(db: Db, id: number): Promise<NewsListItem[]> {
    await findOrThrow(db, id);
    const { min, max } = await newsRepository.idBounds(db);
    const picked: NewsListItem[] = [];
    if (min === null || max === null) return picked;
    const exclude = [id];
    while (picked.length < NEWS_RELATED_COUNT) {
      const from = min + Math.floor(Math.random() * (max - min + 1));
      const row =
        (await newsRepository.firstFrom(db, from, exclude)) ?? (await newsRepository.firstFrom(db, min, exclude));
      if (!row) break;
      exclude.push(row.id);
      picked.push(toListItem(row));
    }
    return picked;
  },

  /** Stores the picture (if any) and inserts the row; a failed insert leaves no file. */
  create(db: Db, storage: LocalStorage, input: NewsInput, image?: UploadedFile): Promise<News> {
    return saveWithUploads(storage, { folder: FOLDER, files: { imagen: image } }, async ({ imagen = null }) => {
      const now = nowIso();
      const id = await db
        .transaction()
        .execute((trx) => newsRepository.insert(trx, { ...input, imagen, created_at: now, updated_at: now }));
      return { id, ...input, imagen };
    });
  },

  /** Updates the row; a new picture replaces the old one, whose files are then removed. */
  async update(db: Db, storage: LocalStorage, id: number, input: NewsInput, image?: UploadedFile): Promise<News> {
    const old = await findOrThrow(db, id);
    return saveWithUploads(
      storage,
      { folder: FOLDER, files: { imagen: image }, before: { imagen: old.imagen } },
      async (stored) => {
        const imagen = stored.imagen ?? old.imagen;
        const row = { ...input, imagen, updated_at: nowIso() };
        if (!(await db.transaction().execute((trx) => newsRepository.update(trx, id, row)))) {
          throw notFound(NEWS_NOT_FOUND);
        }
        return { id, ...input, imagen };
      },
    );
  },

  /** Deletes the row, then its picture. */
  async remove(db: Db, storage: LocalStorage, id: number): Promise<void> {
    const old = await findOrThrow(db, id);
    if (!(await newsRepository.remove(db, id))) throw notFound(NEWS_NOT_FOUND);
    await storage.remove(old.imagen);
  },
};

import { createHash, randomUUID } from 'node:crypto';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';

/**
 * The data sets with cached answers (one `data_versions` row each): the org chart, the forum's topics and
 * comments, the forum's reactions, the month's birthdays, the directory (list and totals), the news, the documents
 * and the courses (the last two for the search's answers).
 */
export type DataSet =
  'organization' | 'forum-topics' | 'forum-reactions' | 'birthdays' | 'users' | 'news' | 'documents' | 'courses';

/** Marks `set` as changed. Call it in the same transaction as the write, so no reader sees new data with an old token. */
export async function bumpDataVersion(db: Db, set: DataSet): Promise<void> {
  const version = randomUUID();
  await db
    .insertInto('data_versions')
    .values({ name: set, version })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version }))
    .execute();
}

/**
 * The token of one set, or of several (an answer built from people and birthdays changes with either). A request
 * that uses several caches of one set reads it once and passes it to `getAt`.
 */
export async function readDataVersion(db: Db, sets: DataSet | readonly DataSet[]): Promise<string> {
  if (typeof sets === 'string') {
    const row = await db.selectFrom('data_versions').select('version').where('name', '=', sets).executeTakeFirst();
    return row?.version ?? 'initial';
  }
  const rows = await db.selectFrom('data_versions').select(['name', 'version']).where('name', 'in', sets).execute();
  const byName = new Map(rows.map((r) => [r.name, r.version]));
  return sets.map((set) => byName.get(set) ?? 'initial').join('/');
}

/** Tokens already read in this request, by set (the session's query reads the route's `config.dataVersions`). */
export type KnownVersions = Partial<Record<DataSet, string>>;

/**
 * The token of `sets` as `readDataVersion` gives it, from the tokens the request's session query read when they
 * cover `sets` (read before any of the route's data, as a cache needs), else read now. Saves a round trip per read
 * of a cached answer: on PostgreSQL a cached call was the session's query plus this one.
 */
export function requestVersion(
  request: { dataVersions?: KnownVersions | null },
  db: Db,
  sets: DataSet | readonly DataSet[],
): Promise<string> {
  const known = request.dataVersions;
  const list: readonly DataSet[] = typeof sets === 'string' ? [sets] : sets;
  if (known && list.every((set) => known[set] !== undefined)) {
    return Promise.resolve(list.map((set) => known[set]!).join('/'));
  }
  return readDataVersion(db, sets);
}

/** The tokens of several sets in one query, each as `readDataVersion(db, set)` gives it. */
export async function readDataVersions<S extends DataSet>(db: Db, sets: readonly S[]): Promise<Record<S, string>> {
  const rows = await db.selectFrom('data_versions').select(['name', 'version']).where('name', 'in', sets).execute();
  const byName = new Map(rows.map((r) => [r.name, r.version]));
  return Object.fromEntries(sets.map((set) => [set, byName.get(set) ?? 'initial'])) as Record<S, string>;
}

/**
 * Values computed from one data set, reused while its `data_versions` token is unchanged. Each use
 * costs one primary-key read instead of the computation; a write on any instance changes the token,
 * and the next use on every instance computes afresh. The token is read before the data, so a value
 * is never older than its token. Requests that miss together share one computation (the pending
 * promise is what is kept), so a change under load does not rebuild the same answer per request.
 */
/** Default byte budget of one cache's entries (see `VersionedCache`). */
export const CACHE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * An estimate of what a cached value holds in memory: its JSON text (Buffers: their length). Objects take more in
 * V8 than their JSON (≈ 1.5–3×), so budgets are set with room; it is computed once, when the value is stored.
 */
export function approximateBytes(value: unknown): number {
  if (Buffer.isBuffer(value)) return value.length;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return 8;
  return JSON.stringify(value)?.length ?? 8;
}

interface Kept<T> {
  pending: Promise<T>;
  /** Known once the value is there (0 while it is being computed). */
  bytes: number;
}

export class VersionedCache<T> {
  /**
   * Per database: two apps in one process (tests, a tool next to the server) never share entries, even when neither
   * database has a version row yet (both read 'initial'). Kept weakly, so a closed database's entries go with it.
   */
  private readonly perDb = new WeakMap<
    object,
    { version: string | null; entries: Map<string, Kept<T>>; bytes: number }
  >();

  /**
   * At most `maxEntries` answers and about `maxBytes` of them (`sizeOf`, by default `approximateBytes`): past
   * either, the least recently stored go first. A value larger than the whole budget is returned but not kept.
   * Before 26-11-2026 only the count was bounded (64–512 answers), whatever their size.
   */
  constructor(
    readonly set: DataSet | readonly DataSet[],
    private readonly maxEntries = 64,
    private readonly maxBytes = CACHE_MAX_BYTES,
    private readonly sizeOf: (value: T) => number = approximateBytes,
  ) {}

  /** The cached value of `key` and the token it belongs to. */
  async get(db: Db, key: string, load: (version: string) => Promise<T>): Promise<T> {
    return this.getAt(db, await readDataVersion(db, this.set), key, load);
  }

  /**
   * As `get`, with the token this request already read (`readDataVersion` of this cache's set, before any of the
   * data): one read of the version for several caches of the same set.
   */
  getAt(db: Db, version: string, key: string, load: (version: string) => Promise<T>): Promise<T> {
    let state = this.perDb.get(db);
    if (!state) {
      state = { version: null, entries: new Map(), bytes: 0 };
      this.perDb.set(db, state);
    }
    const current = state;
    const { entries } = current;
    if (version !== current.version) {
      entries.clear();
      current.bytes = 0;
      current.version = version;
    }
    const hit = entries.get(key);
    if (hit) return hit.pending;
    const pending = load(version);
    if (entries.size >= this.maxEntries) this.evict(current, entries.size - this.maxEntries + 1);
    const kept: Kept<T> = { pending, bytes: 0 };
    entries.set(key, kept);
    pending.then(
      (value) => {
        // Still this entry (not cleared by a new version, nor evicted): count its size and keep to the budget.
        if (entries.get(key) !== kept) return;
        kept.bytes = this.sizeOf(value);
        current.bytes += kept.bytes;
        if (kept.bytes > this.maxBytes) {
          entries.delete(key);
          current.bytes -= kept.bytes;
          return;
        }
        while (current.bytes > this.maxBytes) this.evict(current, 1);
      },
      () => {
        // A failed computation is not kept: the next request tries again.
        if (entries.get(key) === kept) entries.delete(key);
      },
    );
    return pending;
  }

  /** Drops the `count` least recently stored entries. */
  private evict(state: { entries: Map<string, Kept<T>>; bytes: number }, count: number) {
    for (const [key, kept] of state.entries) {
      if (count-- <= 0) break;
      state.entries.delete(key);
      state.bytes -= kept.bytes;
    }
  }

  /** Entries and their counted bytes for `db` (tests, measurements). */
  stats(db: Db): { entries: number; bytes: number } {
    const state = this.perDb.get(db);
    return { entries: state?.entries.size ?? 0, bytes: state?.bytes ?? 0 };
  }
}

/** Answers smaller than this go out as they are (compressing them gains little). */
const COMPRESS_FROM_BYTES = 1024;

interface Entry {
  /** UTF-8 JSON, encoded once: a 350 KB chart is not re-encoded on every request. */
  body: Buffer;
  etag: string;
  /** Compressed copies, made on first demand and kept with the entry (not once per request). */
  br?: Buffer;
  gzip?: Buffer;
}

/** The encoding to answer with: brotli, else gzip, else none (q=0 refuses one). */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Serialized JSON answers of one data set (see VersionedCache), sent with an ETag, compressed once. */
export class VersionedJsonCache {
  private readonly cache: VersionedCache<Entry>;

  constructor(set: DataSet | readonly DataSet[], maxEntries = 64, maxBytes = 4 * CACHE_MAX_BYTES) {
    // The JSON, and the brotli and gzip copies made later on demand (a fifth of it at most, on this data).
    this.cache = new VersionedCache<Entry>(set, maxEntries, maxBytes, (entry) => Math.ceil(entry.body.length * 1.2));
  }

  /** The entry of `key`; `version`: this cache's token, when the request already read it (see `requestVersion`). */
  get(db: Db, key: string, load: () => Promise<unknown>, version?: string): Promise<Entry> {
    const make = async (token: string) => ({
      body: Buffer.from(JSON.stringify(await load())),
      etag: createHash('sha1').update(`${token}\n${key}`).digest('base64url'),
    });
    return version === undefined ? this.cache.get(db, key, make) : this.cache.getAt(db, version, key, make);
  }

  /**
   * Answers with the cached JSON: `ETag` plus `Cache-Control: private, no-cache`, so browsers
   * revalidate on each use and get a bodiless 304 while nothing changed. A browser that accepts brotli
   * or gzip gets the copy compressed when the entry was first asked for in that encoding (each
   * encoding has its own ETag, as it is another representation).
   */
  async send(request: FastifyRequest, reply: FastifyReply, db: Db, key: string, load: () => Promise<unknown>) {
    // The cached bytes go out as they are, past the route's serializer: the route's success schema filters the
    // value once, before it is stored, so no field the schema does not name leaves by way of the cache either.
    const schema = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.['200'];
    const filter =
      schema && typeof (schema as { parse?: unknown }).parse === 'function'
        ? (value: unknown) => (schema as { parse: (v: unknown) => unknown }).parse(value)
        : (value: unknown) => value;
    const version = await requestVersion(request, db, this.cache.set);
    const entry = await this.get(db, key, async () => filter(await load()), version);
    const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
    const etag = `"${entry.etag}${encoding ? `-${encoding}` : ''}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (encoding === 'br') {
      entry.br ??= brotliCompressSync(entry.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        },
      });
      return reply.header('content-encoding', 'br').send(entry.br);
    }
    if (encoding === 'gzip') {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.body);
  }
}

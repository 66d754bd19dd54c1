import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres, searchKey } from './sql.js';

/**
 * Full-text search on each engine's own machinery, with one matching rule on both (decision 014):
 * the query is cut into folded words (case and accents removed); every word must occur in the row's
 * text; a word of three or more characters may sit inside a longer word ("ducción" finds "Producción"),
 * a shorter word matches at the start of a word ("rh" finds "RH central"). Any order of the words matches.
 *
 * - SQLite: two contentless FTS5 tables per source, kept by triggers in the writing transaction:
 *   `<table>_fts` (tokenizer `trigram remove_diacritics 1`: words of 3+ characters anywhere) and
 *   `<table>_ftw` (`unicode61 remove_diacritics 2` with 1- and 2-character prefix indexes: short words).
 * - PostgreSQL: an immutable `intranet_fold()` (`lower(unaccent(…))`) and a `pg_trgm` GIN index on the
 *   folded text of each source; `like '%word%'` uses it, the short words use a word-start regex on it.
 *   Expression indexes are kept by PostgreSQL itself in the writing transaction.
 */
export interface FullTextSource {
  table: string;
  /** Columns whose text ranks first (a row whose title holds every word comes before the others). */
  title: readonly string[];
  /** Other searched columns (nullable columns are fine). */
  body: readonly string[];
}

/** Every searched table. Changing a source's columns needs a migration that calls `dropFullText` then `installFullText`. */
export const FULL_TEXT_SOURCES = {
  news: { table: 'news', title: ['nombre'], body: ['area', 'detalle'] },
  documents: { table: 'documents', title: ['nombre'], body: ['area', 'subarea', 'texto'] },
  users: { table: 'users', title: ['nombre', 'username'], body: ['puesto', 'correo', 'area'] },
  course_videos: { table: 'course_videos', title: ['title'], body: ['area'] },
  temas: { table: 'temas', title: ['titulo'], body: ['descripcion'] },
  comentarios: { table: 'comentarios', title: [], body: ['comentario'] },
} as const satisfies Record<string, FullTextSource>;

export type FullTextSourceName = keyof typeof FULL_TEXT_SOURCES;

/** A query uses at most this many words; each word at most this many characters. */
export const MAX_SEARCH_TERMS = 8;
export const MAX_TERM_LENGTH = 64;

/**
 * The words of a search text: folded with `searchKey`, split on anything that is not a letter or a
 * digit (so quotes, operators, SQL and NUL never reach an engine's query syntax), without repeats.
 * Empty when nothing searchable is left.
 */
export function searchTerms(q: string): string[] {
  const terms = new Set<string>();
  for (const w of searchKey(q).split(/[^\p{L}\p{N}]+/u)) {
    const chars = Array.from(w);
    if (chars.length > 0) terms.add(chars.slice(0, MAX_TERM_LENGTH).join(''));
    if (terms.size === MAX_SEARCH_TERMS) break;
  }
  return [...terms];
}

const isShort = (t: string) => Array.from(t).length < 3;
/** FTS5 string literal: the terms are letters and digits only, but quotes are doubled all the same. */
const phrase = (t: string) => `"${t.replace(/"/g, '""')}"`;

// --- SQL text of a source (shared by the migration and the queries so PostgreSQL uses its index) ---

function concat(columns: readonly string[], prefix: string): string {
  return columns.map((c) => `coalesce(${prefix}${c}, '')`).join(` || ' ' || `) || `''`;
}

/** The folded text PostgreSQL indexes: `intranet_fold(coalesce(t.a,'') || ' ' || …)`. */
function pgFolded(source: FullTextSource, alias: string, columns?: readonly string[]) {
  const cols = columns ?? [...source.title, ...source.body];
  return `intranet_fold(${concat(
    cols.map((c) => `"${c}"`),
    `"${alias}".`,
  )})`;
}

// --- migrations ---

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The schema holding an installed extension, or undefined when it is not installed. */
async function extensionSchema(db: AnyDb, name: string): Promise<string | undefined> {
  const { rows } = await sql<{
    s: string;
  }>`select n.nspname as s from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = ${name}`.execute(
    db,
  );
  return rows[0]?.s;
}

/**
 * PostgreSQL: creates `unaccent` and `pg_trgm` when missing (both are trusted extensions) and the
 * `intranet_fold` function in the current schema. Returns the trigram operator class to index with,
 * or undefined when `pg_trgm` cannot be created here (the searches then scan: same answers, slower).
 */
async function preparePostgres(db: AnyDb): Promise<string | undefined> {
  for (const ext of ['unaccent', 'pg_trgm']) {
    if (await extensionSchema(db, ext)) continue;
    // A savepoint keeps the migration's transaction usable if this server refuses the extension.
    await sql`savepoint full_text_ext`.execute(db);
    try {
      await sql.raw(`create extension if not exists ${ext} schema public`).execute(db);
      await sql`release savepoint full_text_ext`.execute(db);
    } catch {
      await sql`rollback to savepoint full_text_ext`.execute(db);
    }
  }
  const unaccent = await extensionSchema(db, 'unaccent');
  // Without unaccent, accents are folded by translate() over the Spanish letters (portable fallback).
  const body = unaccent
    ? `select lower("${unaccent}".unaccent('"${unaccent}".unaccent'::regdictionary, $1))`
    : `select translate(lower($1), 'áéíóúüñàèìòùâêîôûäëïö', 'aeiouunaeiouaeiouaeio')`;
  await sql
    .raw(
      `create or replace function intranet_fold(text) returns text language sql immutable parallel safe strict as $$ ${body} $$`,
    )
    .execute(db);
  const trgm = await extensionSchema(db, 'pg_trgm');
  return trgm ? `"${trgm}".gin_trgm_ops` : undefined;
}

/**
 * PostgreSQL, sources with long texts (a document's PDF text, a news body): the folded text is a stored generated
 * column, indexed. With an expression index, every candidate row of the trigram index is re-checked by folding
 * its whole text again (`unaccent` over up to 100 KB per row); the stored column is read instead.
 */
const PG_STORED_FOLD: ReadonlySet<string> = new Set(['news', 'documents']);
/** The stored folded text's column (PostgreSQL only; never selected by the features). */
export const PG_FOLDED_COLUMN = 'texto_busqueda';

/** Builds a source's index (SQLite: FTS5 tables, triggers and rows; PostgreSQL: the GIN index). */
export async function installFullText(db: AnyDb, source: FullTextSource): Promise<void> {
  const t = source.table;
  if (isPostgres(db)) {
    const ops = await preparePostgres(db);
    if (PG_STORED_FOLD.has(t)) {
      await sql
        .raw(
          `alter table "${t}" add column ${PG_FOLDED_COLUMN} text generated always as (${pgFolded(source, t)}) stored`,
        )
        .execute(db);
      if (ops) await sql.raw(`create index ${t}_fts on "${t}" using gin (${PG_FOLDED_COLUMN} ${ops})`).execute(db);
      return;
    }
    if (ops) await sql.raw(`create index ${t}_fts on "${t}" using gin ((${pgFolded(source, t)}) ${ops})`).execute(db);
    return;
  }
  const title = (p: string) => concat(source.title, p);
  const body = (p: string) => concat(source.body, p);
  for (const [name, tokenize] of [
    [`${t}_fts`, 'trigram remove_diacritics 1'],
    [`${t}_ftw`, 'unicode61 remove_diacritics 2'],
  ] as const) {
    const prefix = name.endsWith('_ftw') ? `, prefix='1 2'` : '';
    await sql
      .raw(
        `create virtual table ${name} using fts5(titulo, cuerpo, content='', contentless_delete=1, tokenize='${tokenize}'${prefix})`,
      )
      .execute(db);
    await sql
      .raw(`insert into ${name}(rowid, titulo, cuerpo) select id, ${title('')}, ${body('')} from "${t}"`)
      .execute(db);
  }
  const insertNew = ['fts', 'ftw']
    .map((k) => `insert into ${t}_${k}(rowid, titulo, cuerpo) values (new.id, ${title('new.')}, ${body('new.')});`)
    .join(' ');
  const deleteOld = ['fts', 'ftw'].map((k) => `delete from ${t}_${k} where rowid = old.id;`).join(' ');
  const columns = [...source.title, ...source.body].map((c) => `"${c}"`).join(', ');
  await sql.raw(`create trigger ${t}_fts_ai after insert on "${t}" begin ${insertNew} end`).execute(db);
  await sql.raw(`create trigger ${t}_fts_ad after delete on "${t}" begin ${deleteOld} end`).execute(db);
  await sql
    .raw(`create trigger ${t}_fts_au after update of ${columns} on "${t}" begin ${deleteOld} ${insertNew} end`)
    .execute(db);
}

/** Removes what `installFullText` built. */
export async function dropFullText(db: AnyDb, source: FullTextSource): Promise<void> {
  const t = source.table;
  if (isPostgres(db)) {
    await sql.raw(`drop index if exists ${t}_fts`).execute(db);
    if (PG_STORED_FOLD.has(t))
      await sql.raw(`alter table "${t}" drop column if exists ${PG_FOLDED_COLUMN}`).execute(db);
    return;
  }
  for (const s of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${t}_fts_${s}`).execute(db);
  await sql.raw(`drop table if exists ${t}_fts`).execute(db);
  await sql.raw(`drop table if exists ${t}_ftw`).execute(db);
}

// --- queries ---

/** FTS5 queries for the long and the short terms, optionally limited to the title column. */
function ftsQueries(terms: string[], titleOnly: boolean) {
  const scope = (q: string) => (titleOnly ? `titulo : (${q})` : q);
  const long = terms.filter((t) => !isShort(t));
  const short = terms.filter(isShort);
  return {
    long: long.length ? scope(long.map(phrase).join(' AND ')) : undefined,
    short: short.length ? scope(short.map((t) => `${phrase(t)}*`).join(' AND ')) : undefined,
  };
}

function sqliteMatch(table: string, idColumn: string, terms: string[], titleOnly: boolean, check = false) {
  const { long, short } = ftsQueries(terms, titleOnly);
  const parts: RawBuilder<SqlBool>[] = [];
  // `+id` is an expression, not the column: SQLite then cannot use the match list to find the rows (nor carry it
  // over a join's equality), it only checks each row it reaches against the list (built once).
  const id = check ? sql`+${sql.ref(idColumn)}` : sql.ref(idColumn);
  if (long)
    parts.push(
      sql`${id} in (select rowid from ${sql.table(`${table}_fts`)} where ${sql.table(`${table}_fts`)} match ${long})`,
    );
  if (short)
    parts.push(
      sql`${id} in (select rowid from ${sql.table(`${table}_ftw`)} where ${sql.table(`${table}_ftw`)} match ${short})`,
    );
  return sql.join(parts, sql` and `);
}

function pgMatch(folded: string, terms: string[]) {
  return sql.join(
    terms.map((t) =>
      isShort(t)
        ? sql`${sql.raw(folded)} ~ ('(^|[^[:alnum:]])' || intranet_fold(${t}))`
        : sql`${sql.raw(folded)} like ('%' || intranet_fold(${t}) || '%')`,
    ),
    sql` and `,
  );
}

/**
 * The condition "this row matches every term" for a row of `source` aliased `alias` (its id column is
 * `alias.id`). `terms` come from `searchTerms` and must not be empty. With `checkId` (a column equal to the row's
 * id, e.g. of a table joined to it), the condition only checks the rows another part of the query reaches: SQLite
 * tests that column against the matches and does not let them drive the query; on PostgreSQL the condition is the
 * same, the query's shape decides. For walking an index in order until a page is full, when the matches are many.
 */
export function fullTextMatch(
  db: AnyDb,
  sourceName: FullTextSourceName,
  terms: string[],
  alias: string = FULL_TEXT_SOURCES[sourceName].table,
  checkId?: string,
): Expression<SqlBool> {
  const source: FullTextSource = FULL_TEXT_SOURCES[sourceName];
  if (terms.length === 0) return sql<SqlBool>`1 = 0`;
  if (isPostgres(db)) {
    const folded = PG_STORED_FOLD.has(source.table) ? `"${alias}".${PG_FOLDED_COLUMN}` : pgFolded(source, alias);
    return sql<SqlBool>`(${pgMatch(folded, terms)})`;
  }
  return sql<SqlBool>`(${sqliteMatch(source.table, checkId ?? `${alias}.id`, terms, false, checkId !== undefined)})`;
}

/** 0 when the title columns hold every term, else 1: sorts title hits above body hits. */
export function titleMiss(
  db: AnyDb,
  sourceName: FullTextSourceName,
  terms: string[],
  alias: string = FULL_TEXT_SOURCES[sourceName].table,
): RawBuilder<number> {
  const source: FullTextSource = FULL_TEXT_SOURCES[sourceName];
  if (terms.length === 0 || source.title.length === 0) return sql<number>`1`;
  const hit = isPostgres(db)
    ? pgMatch(pgFolded(source, alias, source.title), terms)
    : sqliteMatch(source.table, `${alias}.id`, terms, true);
  return sql<number>`(case when ${hit} then 0 else 1 end)`;
}

import {
  matchSpans,
  SEARCH_COUNT_CAP,
  SEARCH_GROUPS,
  SEARCH_PAGE_SIZE,
  SEARCH_PREVIEW_SIZE,
  type SearchGroup,
  type SearchGroupResult,
  type SearchItem,
  type SearchQuery,
  type SearchResponse,
  type SessionUser,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { searchTerms } from '../../db/full-text.js';
import { boundaryEpoch, futureBoundaries, viewerKey, viewerOf, type Viewer } from '../../lib/content-visibility.js';
import { readDataVersions, VersionedCache, type DataSet } from '../../lib/data-version.js';
import { searchRepository, type PageArgs, type SearchRow } from './search.repository.js';

/** Characters of context kept on each side of the first match in a fragment. */
const FRAGMENT_CONTEXT = 90;
const FRAGMENT_LENGTH = 2 * FRAGMENT_CONTEXT;

/**
 * Plain text around the first match of `q` in `text` (whitespace collapsed, cut at word boundaries,
 * '…' where cut); the start of the text when nothing matches. The client marks the words.
 */
export function fragmentOf(text: string | null, q: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = (text ?? '').replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  if (!clean) return '';
  const first = matchSpans(clean, q)[0];
  let start = first ? Math.max(0, first[0] - FRAGMENT_CONTEXT) : 0;
  let end = Math.min(clean.length, start + FRAGMENT_LENGTH);
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    if (space !== -1 && space < (first?.[0] ?? start)) start = space + 1;
  }
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start && space > (first?.[1] ?? start)) end = space;
  }
  return `${start > 0 ? '…' : ''}${clean.slice(start, end)}${end < clean.length ? '…' : ''}`;
}

const enc = encodeURIComponent;

/** The SPA path that opens a hit. */
function urlOf(group: SearchGroup, row: SearchRow): string {
  switch (group) {
    case 'noticias':
      return `/noticias/${row.id}`;
    case 'documentos':
      return `/procedures?area=${enc(row.clave2 ?? '')}&subarea=${enc(row.clave ?? '')}&documento=${row.id}`;
    case 'personas':
      return `/personas/${row.id}`;
    case 'cursos':
      return `/cursos?q=${enc(row.titulo)}`;
    case 'foro':
      // The topic's own page: a comment is found in its thread there.
      return row.clave === 'comentario' ? `/foro/${row.clave2}` : `/foro/${row.id}`;
  }
}

function present(group: SearchGroup, row: SearchRow, q: string): SearchItem {
  // A body without the words (the hit was in the title or the metadata) shows its first line instead.
  const fragmento = fragmentOf(row.cuerpo, q);
  return {
    id: row.id,
    titulo: row.titulo,
    url: urlOf(group, row),
    fragmento,
    detalle: row.detalle,
    fecha: row.fecha,
  };
}

/** The caller, the moment of the search (ISO UTC) and what news the caller may see then. */
interface Who {
  user: SessionUser;
  viewer: Viewer;
  now: string;
}

type Reader = {
  page(db: Db, args: PageArgs, who: Who): Promise<SearchRow[]>;
  count(db: Db, terms: string[], who: Who): Promise<number>;
};

const workerOnlyVisible = ({ user }: Who) => user.role !== 'admin';

const readers: Record<SearchGroup, Reader> = {
  noticias: {
    page: (db, args, who) => searchRepository.news(db, args, who.viewer, who.now),
    count: (db, terms, who) => searchRepository.countNews(db, terms, SEARCH_COUNT_CAP, who.viewer, who.now),
  },
  documentos: {
    page: (db, args, user) => searchRepository.documents(db, args, workerOnlyVisible(user)),
    count: (db, terms, user) => searchRepository.countDocuments(db, terms, SEARCH_COUNT_CAP, workerOnlyVisible(user)),
  },
  personas: {
    page: (db, args) => searchRepository.people(db, args),
    count: (db, terms) => searchRepository.countPeople(db, terms, SEARCH_COUNT_CAP),
  },
  cursos: {
    page: (db, args) => searchRepository.courses(db, args),
    count: (db, terms) => searchRepository.countCourses(db, terms, SEARCH_COUNT_CAP),
  },
  foro: {
    page: (db, args) => searchRepository.forum(db, args),
    count: (db, terms) => searchRepository.countForum(db, terms, SEARCH_COUNT_CAP),
  },
};

/** The data set each group's answers follow: a write there (on any instance) makes them be computed again. */
const GROUP_DATA: Record<SearchGroup, DataSet> = {
  noticias: 'news',
  documentos: 'documents',
  personas: 'users',
  cursos: 'courses',
  foro: 'forum-topics',
};

const BOUNDARY_CAP = 500;

/**
 * One app's cached search answers: per group, per kind of reader, per query and page, while the group's data
 * version holds. Popular searches (and the suggestions typed by many people) then cost a primary-key read
 * instead of a full-text query per group. Created per app instance (see search.routes.ts).
 */
export function createSearchCaches() {
  return {
    groups: Object.fromEntries(
      SEARCH_GROUPS.map((g) => [g, new VersionedCache<SearchGroupResult>(GROUP_DATA[g], 512)]),
    ) as Record<SearchGroup, VersionedCache<SearchGroupResult>>,
    /** The news publishing boundaries after the moment they were read (see content-visibility.ts). */
    newsBoundaries: new VersionedCache<string[]>('news', 4),
  };
}
export type SearchCaches = ReturnType<typeof createSearchCaches>;

/**
 * Who the answer of `group` is for: groups whose visibility depends on the reader are keyed by the kind of
 * reader; the news also by the publishing boundaries crossed (a scheduled item appears at its minute, cached
 * or not). `null`: do not cache (past the last of a capped list of boundaries).
 */
async function readerKey(
  db: Db,
  caches: SearchCaches,
  group: SearchGroup,
  who: Who,
  newsVersion: string,
): Promise<string | null> {
  switch (group) {
    case 'noticias': {
      if (who.viewer.admin) return 'admin';
      const boundaries = await caches.newsBoundaries.getAt(db, newsVersion, 'next', () =>
        futureBoundaries(db, 'news', who.now, BOUNDARY_CAP),
      );
      const epoch = boundaryEpoch(boundaries, who.now, boundaries.length >= BOUNDARY_CAP);
      return epoch === null ? null : `${viewerKey(who.viewer)}|${epoch}`;
    }
    case 'documentos':
      return workerOnlyVisible(who) ? 'visible' : 'all';
    default:
      return 'all';
  }
}

/**
 * `GET /api/buscar`: every group's count, and either the first SEARCH_PREVIEW_SIZE items of each group
 * or one page of the group `tipo`. Ranked: title hits first, then newest (people by name).
 */
export async function search(
  deps: { db: Db; caches: SearchCaches },
  user: SessionUser,
  query: SearchQuery,
  now: string,
): Promise<SearchResponse> {
  const { db, caches } = deps;
  const terms = searchTerms(query.q);
  const who: Who = { user, viewer: await viewerOf(db, user), now };
  const perPage = query.tipo ? SEARCH_PAGE_SIZE : SEARCH_PREVIEW_SIZE;
  const offset = query.tipo ? (query.pagina - 1) * SEARCH_PAGE_SIZE : 0;
  // Every group's data version in one query (one per group before: seven queries per search on 26-11-2026).
  const versions = await readDataVersions(db, Object.values(GROUP_DATA));
  const entries = await Promise.all(
    SEARCH_GROUPS.map(async (group): Promise<[SearchGroup, SearchGroupResult]> => {
      if (terms.length === 0) return [group, { total: 0, items: [] }];
      const wanted = !query.tipo || query.tipo === group;
      const compute = async (): Promise<SearchGroupResult> => {
        const [total, rows] = await Promise.all([
          readers[group].count(db, terms, who),
          wanted ? readers[group].page(db, { terms, limit: perPage, offset }, who) : Promise.resolve([]),
        ]);
        return { total, items: rows.map((r) => present(group, r, query.q)) };
      };
      const reader = await readerKey(db, caches, group, who, versions.news);
      if (reader === null) return [group, await compute()];
      const key = [reader, query.q, wanted ? `${perPage}@${offset}` : 'count'].join('\n');
      return [group, await caches.groups[group].getAt(db, versions[GROUP_DATA[group]], key, compute)];
    }),
  );
  return {
    q: query.q,
    tipo: query.tipo ?? null,
    pagina: query.tipo ? query.pagina : 1,
    por_pagina: perPage,
    grupos: Object.fromEntries(entries) as SearchResponse['grupos'],
  };
}

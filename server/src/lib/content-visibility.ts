import { sql, type Expression, type SqlBool } from 'kysely';
import { CONTENT_MESSAGES, type ContentAudience, type ContentEstado, type SessionUser } from '@intranet/contract';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/sql.js';
import { badRequest } from '../plugins/errors.js';

/**
 * Who may see a news item or an announcement: its audience (areas AND branches, an empty
 * list does not narrow, as in mandatory readings) and its publishing window, evaluated at read time against
 * an injected clock, so a scheduled item appears and an expired one goes without any job. Admins see all.
 */

/** The reader, as visibility needs it. Anonymous readers (public announcement pages) are in no audience. */
export interface Viewer {
  admin: boolean;
  area: string | null;
  sucursal: number | null;
}

export const ANONYMOUS: Viewer = { admin: false, area: null, sucursal: null };

/**
 * Area and branch of the users read with their session in this request (the session's query joins the users row
 * anyway): `viewerOf` then needs no query of its own. Kept weakly, per request's user object.
 */
const readWithSession = new WeakMap<SessionUser, Viewer>();

/** Called by the session read: this request's user has this area and branch (read in the same query). */
export function rememberViewer(user: SessionUser, area: string | null, sucursal: number | string | null): void {
  readWithSession.set(user, {
    admin: user.role === 'admin',
    area: area ?? null,
    sucursal: sucursal === null ? null : Number(sucursal),
  });
}

/**
 * The reader of a request: admins skip the lookup; workers' area and branch are read now (moves count at once): with
 * the request's session when that read them, else with a query.
 */
export async function viewerOf(db: Db, user: SessionUser | null | undefined): Promise<Viewer> {
  if (!user) return ANONYMOUS;
  if (user.role === 'admin') return { admin: true, area: null, sucursal: null };
  const known = readWithSession.get(user);
  if (known) return known;
  const row = await db.selectFrom('users').select(['area', 'sucursal']).where('id', '=', user.id).executeTakeFirst();
  return {
    admin: false,
    area: row?.area ?? null,
    sucursal: row?.sucursal === null || row?.sucursal === undefined ? null : Number(row.sucursal),
  };
}

/** A cache key part: readers with the same key see the same items. */
export const viewerKey = (v: Viewer): string => (v.admin ? 'admin' : `w|${v.area ?? ''}|${v.sucursal ?? ''}`);

/** Audience columns as stored: each value wrapped in `|`, '' for none. */
export function audienceColumns(a: ContentAudience): { audiencia_areas: string; audiencia_sucursales: string } {
  const wrap = (values: (string | number)[]) => (values.length ? `|${values.join('|')}|` : '');
  return {
    audiencia_areas: wrap([...new Set(a.areas)]),
    audiencia_sucursales: wrap([...new Set(a.sucursales)].sort((x, y) => x - y)),
  };
}

/** The stored columns back as lists. */
export function audienceOf(row: { audiencia_areas: string; audiencia_sucursales: string }): ContentAudience {
  const split = (v: string) => v.split('|').filter(Boolean);
  return { areas: split(row.audiencia_areas), sucursales: split(row.audiencia_sucursales).map(Number) };
}

type Table = 'news' | 'announcements';

/** `needle` occurs in `column` (instr on SQLite, strpos on PostgreSQL: no LIKE wildcards to escape). */
function contains(db: Db, column: string, needle: string) {
  return isPostgres(db)
    ? sql<SqlBool>`strpos(${sql.ref(column)}, ${needle}) > 0`
    : sql<SqlBool>`instr(${sql.ref(column)}, ${needle}) > 0`;
}

/**
 * The SQL condition "this row is visible to `viewer` at `now`" (ISO UTC) for a row of `table`;
 * `sql\`1 = 1\`` for admins. Use with `.where(visibleTo(...))`.
 */
export function visibleTo(db: Db, table: Table, viewer: Viewer, now: string): Expression<SqlBool> {
  if (viewer.admin) return sql<SqlBool>`1 = 1`;
  const col = (c: string) => `${table}.${c}`;
  const area =
    viewer.area === null
      ? sql<SqlBool>`${sql.ref(col('audiencia_areas'))} = ''`
      : sql<SqlBool>`(${sql.ref(col('audiencia_areas'))} = '' or ${contains(db, col('audiencia_areas'), `|${viewer.area}|`)})`;
  const branch =
    viewer.sucursal === null
      ? sql<SqlBool>`${sql.ref(col('audiencia_sucursales'))} = ''`
      : sql<SqlBool>`(${sql.ref(col('audiencia_sucursales'))} = '' or ${contains(db, col('audiencia_sucursales'), `|${viewer.sucursal}|`)})`;
  return sql<SqlBool>`(${sql.ref(col('publicar_at'))} is null or ${sql.ref(col('publicar_at'))} <= ${now})
    and (${sql.ref(col('despublicar_at'))} is null or ${sql.ref(col('despublicar_at'))} > ${now})
    and ${area} and ${branch}`;
}

interface Window {
  publicar_at: string | null;
  despublicar_at: string | null;
}

/** The same rule in code, for one row already read. */
export function isVisible(
  row: Window & { audiencia_areas: string; audiencia_sucursales: string },
  viewer: Viewer,
  now: string,
): boolean {
  if (viewer.admin) return true;
  if (estadoOf(row, now) !== 'Publicada') return false;
  const a = audienceOf(row);
  const areaOk = a.areas.length === 0 || (viewer.area !== null && a.areas.includes(viewer.area));
  const branchOk = a.sucursales.length === 0 || (viewer.sucursal !== null && a.sucursales.includes(viewer.sucursal));
  return areaOk && branchOk;
}

/** 'Programada' before its window, 'Vencida' after it, 'Publicada' inside it. */
export function estadoOf(row: Window, now: string): ContentEstado {
  if (row.publicar_at !== null && row.publicar_at > now) return 'Programada';
  if (row.despublicar_at !== null && row.despublicar_at <= now) return 'Vencida';
  return 'Publicada';
}

/**
 * The publishing boundaries (publicar_at, despublicar_at) after `now`, ascending, at most `cap`. Crossing one
 * changes what workers see; caches key their entries by how many have been crossed (see `boundaryEpoch`).
 */
export async function futureBoundaries(db: Db, table: Table, now: string, cap = 500): Promise<string[]> {
  const [pub, unpub] = await Promise.all(
    (['publicar_at', 'despublicar_at'] as const).map((c) =>
      db.selectFrom(table).select(`${c} as t`).where(c, '>', now).orderBy(c).limit(cap).execute(),
    ),
  );
  return [...pub!, ...unpub!]
    .map((r) => r.t as string)
    .sort()
    .slice(0, cap);
}

/**
 * How many of `boundaries` (ascending, all after the time they were read) `now` has reached; `null` when
 * `now` is past the last of a capped list (the caller must not use a cache then).
 */
export function boundaryEpoch(boundaries: readonly string[], now: string, capped: boolean): number | null {
  let lo = 0;
  let hi = boundaries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (boundaries[mid]! <= now) lo = mid + 1;
    else hi = mid;
  }
  return capped && lo === boundaries.length ? null : lo;
}

/** The stored audience and window of a news item or an announcement. */
export interface ScheduleColumns {
  audiencia_areas: string;
  audiencia_sucursales: string;
  publicar_at: string | null;
  despublicar_at: string | null;
}

/**
 * The columns to store from a form's optional fields; `old` fills those the form left out (an edit keeps them).
 * A window that ends at or before its start → 400 on `despublicar_el`.
 */
export function scheduleColumns(
  input: {
    audiencia_areas?: string[];
    audiencia_sucursales?: number[];
    publicar_el?: string | null;
    despublicar_el?: string | null;
  },
  old?: ScheduleColumns,
): ScheduleColumns {
  const before = audienceOf(old ?? { audiencia_areas: '', audiencia_sucursales: '' });
  const audience = audienceColumns({
    areas: input.audiencia_areas ?? before.areas,
    sucursales: input.audiencia_sucursales ?? before.sucursales,
  });
  const publicar_at = input.publicar_el === undefined ? (old?.publicar_at ?? null) : input.publicar_el;
  const despublicar_at = input.despublicar_el === undefined ? (old?.despublicar_at ?? null) : input.despublicar_el;
  if (publicar_at !== null && despublicar_at !== null && despublicar_at <= publicar_at) {
    throw badRequest(CONTENT_MESSAGES.orden, { despublicar_el: CONTENT_MESSAGES.orden });
  }
  return { ...audience, publicar_at, despublicar_at };
}

/** Admins get the audience, the window and the status; everyone else the item without them. */
export function presentSchedule<T extends object>(row: T & ScheduleColumns, viewer: Viewer, now: string) {
  const { audiencia_areas, audiencia_sucursales, publicar_at, despublicar_at, ...rest } = row;
  if (!viewer.admin) return rest;
  const audience = audienceOf({ audiencia_areas, audiencia_sucursales });
  return {
    ...rest,
    audiencia_areas: audience.areas,
    audiencia_sucursales: audience.sucursales,
    publicar_el: publicar_at,
    despublicar_el: despublicar_at,
    estado: estadoOf({ publicar_at, despublicar_at }, now),
  };
}

import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { fullTextMatch, titleMiss } from '../../db/full-text.js';
import { visibleTo, type Viewer } from '../../lib/content-visibility.js';

/** A hit as read from its table; the service turns it into a `SearchItem`. */
export interface SearchRow {
  id: number;
  titulo: string;
  /** Text the fragment is cut from (may be empty). */
  cuerpo: string | null;
  detalle: string | null;
  fecha: string | null;
  /** What the SPA path needs besides the id (sub-area, topic id …). */
  clave: string | null;
  /** Secondary key of the path (the document's area, the comment's topic). */
  clave2: string | null;
}

export interface PageArgs {
  terms: string[];
  limit: number;
  offset: number;
}

/** Counts the rows of a select, stopping at `cap`. */
async function countCapped(
  db: Db,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: { limit(n: number): any },
  cap: number,
): Promise<number> {
  const row = await db
    .selectFrom(query.limit(cap).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Long texts (a document's PDF text, a news body) are read only for the page's rows: the ranking sorts ids and
 * short columns, then the page is read by id (sorting thousands of 5–100 KB rows cost more than the match).
 */
const idsOf = (page: { id: number }[]) => (page.length ? page.map((r) => r.id) : [0]);
function inPageOrder(page: { id: number }[], rows: SearchRow[]): SearchRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page.flatMap((r) => byId.get(r.id) ?? []);
}

/**
 * All SQL of the search across the intranet (it reads every searched table). Visibility is the same as
 * in each feature: hidden documents, inactive topics (and their comments) and inactive users never appear
 * for a worker; documents hidden from workers appear for admins.
 */
export const searchRepository = {
  /** News the reader may see now (audience and publishing window). */
  async news(db: Db, { terms, limit, offset }: PageArgs, viewer: Viewer, now: string): Promise<SearchRow[]> {
    const page = await db
      .selectFrom('news')
      .where(fullTextMatch(db, 'news', terms))
      .where(visibleTo(db, 'news', viewer, now))
      .select('news.id')
      .orderBy(titleMiss(db, 'news', terms))
      .orderBy('news.fecha', 'desc')
      .orderBy('news.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return inPageOrder(
      page,
      await db
        .selectFrom('news')
        .where('news.id', 'in', idsOf(page))
        .select([
          'news.id',
          'news.nombre as titulo',
          'news.detalle as cuerpo',
          'news.area as detalle',
          'news.fecha',
          sql<null>`null`.as('clave'),
          sql<null>`null`.as('clave2'),
        ])
        .execute(),
    );
  },
  countNews: (db: Db, terms: string[], cap: number, viewer: Viewer, now: string) =>
    countCapped(
      db,
      db
        .selectFrom('news')
        .select('news.id')
        .where(fullTextMatch(db, 'news', terms))
        .where(visibleTo(db, 'news', viewer, now)),
      cap,
    ),

  async documents(db: Db, { terms, limit, offset }: PageArgs, onlyVisible: boolean): Promise<SearchRow[]> {
    const page = await db
      .selectFrom('documents')
      .where(fullTextMatch(db, 'documents', terms))
      .$if(onlyVisible, (qb) => qb.where('documents.visible', '=', 1))
      .select('documents.id')
      .orderBy(titleMiss(db, 'documents', terms))
      .orderBy('documents.fecha_subida', 'desc')
      .orderBy('documents.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return inPageOrder(
      page,
      await db
        .selectFrom('documents')
        .where('documents.id', 'in', idsOf(page))
        .select([
          'documents.id',
          'documents.nombre as titulo',
          'documents.texto as cuerpo',
          sql<string>`documents.area || ' · ' || documents.subarea`.as('detalle'),
          'documents.fecha_subida as fecha',
          'documents.subarea as clave',
          'documents.area as clave2',
        ])
        .execute(),
    );
  },
  countDocuments: (db: Db, terms: string[], cap: number, onlyVisible: boolean) =>
    countCapped(
      db,
      db
        .selectFrom('documents')
        .select('documents.id')
        .where(fullTextMatch(db, 'documents', terms))
        .$if(onlyVisible, (qb) => qb.where('documents.visible', '=', 1)),
      cap,
    ),

  people(db: Db, { terms, limit, offset }: PageArgs): Promise<SearchRow[]> {
    return db
      .selectFrom('users')
      .where(fullTextMatch(db, 'users', terms))
      .where('users.activo', '=', 1)
      .where('users.cuenta_servicio', '=', 0)
      .select([
        'users.id',
        sql<string>`coalesce(nullif(users.nombre, ''), users.username)`.as('titulo'),
        'users.correo as cuerpo',
        'users.puesto as detalle',
        sql<null>`null`.as('fecha'),
        sql<null>`null`.as('clave'),
        sql<null>`null`.as('clave2'),
      ])
      .orderBy(titleMiss(db, 'users', terms))
      .orderBy(sql`lower(coalesce(nullif(users.nombre, ''), users.username))`)
      .orderBy('users.id')
      .limit(limit)
      .offset(offset)
      .execute();
  },
  countPeople: (db: Db, terms: string[], cap: number) =>
    countCapped(
      db,
      db
        .selectFrom('users')
        .select('users.id')
        .where(fullTextMatch(db, 'users', terms))
        .where('users.activo', '=', 1)
        .where('users.cuenta_servicio', '=', 0),
      cap,
    ),

  courses(db: Db, { terms, limit, offset }: PageArgs): Promise<SearchRow[]> {
    return db
      .selectFrom('course_videos')
      .where(fullTextMatch(db, 'course_videos', terms))
      .select([
        'course_videos.id',
        'course_videos.title as titulo',
        sql<null>`null`.as('cuerpo'),
        'course_videos.area as detalle',
        'course_videos.created_at as fecha',
        sql<null>`null`.as('clave'),
        sql<null>`null`.as('clave2'),
      ])
      .orderBy(titleMiss(db, 'course_videos', terms))
      .orderBy('course_videos.created_at', 'desc')
      .orderBy('course_videos.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },
  countCourses: (db: Db, terms: string[], cap: number) =>
    countCapped(
      db,
      db
        .selectFrom('course_videos')
        .select('course_videos.id')
        .where(fullTextMatch(db, 'course_videos', terms)),
      cap,
    ),

  /** Topics (title hits first) then comments, of active topics only. */
  forum(db: Db, { terms, limit, offset }: PageArgs): Promise<SearchRow[]> {
    const topics = db
      .selectFrom('temas')
      .where(fullTextMatch(db, 'temas', terms))
      .where('temas.activo', '=', 1)
      .select([
        'temas.id',
        'temas.titulo',
        'temas.descripcion as cuerpo',
        sql<string>`'Tema del foro'`.as('detalle'),
        'temas.fecha_creacion as fecha',
        sql<string | null>`null`.as('clave'),
        sql<string | null>`null`.as('clave2'),
        titleMiss(db, 'temas', terms).as('orden'),
      ]);
    const comments = db
      .selectFrom('comentarios')
      .innerJoin('temas', 'temas.id', 'comentarios.tema_id')
      .where(fullTextMatch(db, 'comentarios', terms))
      .where('temas.activo', '=', 1)
      .select([
        'comentarios.id',
        'temas.titulo',
        'comentarios.comentario as cuerpo',
        sql<string>`'Comentario de ' || comentarios.username`.as('detalle'),
        'comentarios.fecha',
        sql<string>`'comentario'`.as('clave'),
        sql<string>`cast(comentarios.tema_id as text)`.as('clave2'),
        sql<number>`2`.as('orden'),
      ]);
    return db
      .selectFrom(topics.unionAll(comments).as('u'))
      .select(['u.id', 'u.titulo', 'u.cuerpo', 'u.detalle', 'u.fecha', 'u.clave', 'u.clave2'])
      .orderBy('u.orden')
      .orderBy('u.fecha', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },
  async countForum(db: Db, terms: string[], cap: number): Promise<number> {
    const topics = await countCapped(
      db,
      db
        .selectFrom('temas')
        .select('temas.id')
        .where(fullTextMatch(db, 'temas', terms))
        .where('temas.activo', '=', 1),
      cap,
    );
    if (topics >= cap) return cap;
    const comments = await countCapped(
      db,
      db
        .selectFrom('comentarios')
        .innerJoin('temas', 'temas.id', 'comentarios.tema_id')
        .select('comentarios.id')
        .where(fullTextMatch(db, 'comentarios', terms))
        .where('temas.activo', '=', 1),
      cap - topics,
    );
    return topics + comments;
  },
};

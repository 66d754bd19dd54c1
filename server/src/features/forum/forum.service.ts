import {
  COMMENT_PARENT_OTHER_TOPIC,
  COMMENT_SEND_KEY_CONFLICT,
  commentSchema,
  type Comment,
  type CommentInput,
  type CommentsQuery,
  type SessionUser,
  type Topic,
  type TopicInput,
  type TopicUpdate,
} from '@intranet/contract';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { fromBool, isUniqueViolation, toBool } from '../../db/sql.js';
import { isoAt } from '../../lib/clock.js';
import { readDataVersion, VersionedCache } from '../../lib/data-version.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { EventBus } from '../../plugins/events.js';
import { ringBell } from '../../lib/bell-events.js';
import type { UploadedFile } from '../../plugins/uploads/form.js';
import { saveWithUploads } from '../../plugins/uploads/lifecycle.js';
import type { LocalStorage } from '../../plugins/uploads/storage.js';
import { isAdmin, publish } from './forum.events.js';
import { forumRepository as repo, type ComentarioRow, type TemaRow } from './forum.repository.js';
import {
  COMMENT_NOT_FOUND,
  newComment,
  ownReactionsJson,
  sharedComments,
  withOwnReactions,
  withReactions,
  type ReactionDeps,
} from './reactions.service.js';

/** Topics and comments (reactions: reactions.service.ts; live events: forum.events.ts). */
export interface ForumDeps extends ReactionDeps {
  storage: LocalStorage;
}

export { COMMENT_NOT_FOUND };
export const TOPIC_NOT_FOUND = 'El tema no existe o no está disponible.';
export const COMMENT_PARENT_NOT_FOUND = 'El comentario al que responde ya no existe.';

const toTopic = (row: TemaRow): Topic => ({
  id: row.id,
  titulo: row.titulo,
  descripcion: row.descripcion,
  imagen: row.imagen,
  fecha_creacion: row.fecha_creacion,
  total_comentarios: row.total_comentarios,
  ultima_actividad: row.ultima_actividad ?? row.fecha_creacion,
  activo: toBool(row.activo),
  autor_id: row.autor_id,
  autor_nombre: row.autor_nombre,
});

/** A topic the user may read and write in: workers only see active topics. */
async function visibleTopic(db: Db, user: SessionUser, temaId: number) {
  const tema = await repo.findTemaState(db, temaId);
  if (!tema || (!toBool(tema.activo) && !isAdmin(user))) throw notFound(TOPIC_NOT_FOUND);
  return tema;
}

/**
 * The comment a new reply hangs under: the answered comment, or, when that is itself a reply, the
 * top-level comment it belongs to (one level of nesting). It must exist and be in the same topic.
 */
async function replyTarget(db: Db, temaId: number, parentId: number): Promise<number> {
  const parent = await repo.findComentario(db, parentId);
  if (!parent) throw notFound(COMMENT_PARENT_NOT_FOUND);
  if (parent.tema_id !== temaId) {
    throw badRequest(COMMENT_PARENT_OTHER_TOPIC, { respuesta_a: COMMENT_PARENT_OTHER_TOPIC });
  }
  return parent.respuesta_a ?? parent.id;
}

/** Topics for the home widget: active ones, newest first. */
export async function listActiveTopics(db: Db): Promise<Topic[]> {
  return (await repo.listTemas(db, true)).map(toTopic);
}

/** Every topic, for /admin-comentarios. */
export async function listAllTopics(db: Db): Promise<Topic[]> {
  return (await repo.listTemas(db, false)).map(toTopic);
}

/** What a page of comments is built from: comments and topics, reactions, and people (author photos). */
export const COMMENT_PAGE_SETS = ['forum-topics', 'forum-reactions', 'users'] as const;

interface SharedPage {
  activo: boolean;
  comments: Comment[];
  /** Each comment encoded by the route's schema (`"mine":null`), made on the first JSON read of the page. */
  encoded?: string[];
  /** The whole answer for a reader with no reaction on the page, UTF-8, made on the first such read. */
  body?: Buffer;
}

/**
 * Pages of comments as every reader sees them (no `mine`), with their topic's state, kept per version of the data
 * they are built from: comments and topics (`forum-topics`: posted, edited, deleted; topic shown or hidden),
 * reactions (`forum-reactions`) and people (`users`: author photos). A change on any instance is seen at the next
 * read. The busiest topic's first page was six queries per read; cached it is the version read plus the
 * reader's own reactions, themselves cached per reader and page under the same version (see `ownOnPage`).
 */
const commentPages = new VersionedCache<SharedPage>(COMMENT_PAGE_SETS, 256);

/**
 * Each reader's own reactions on a cached page (comment id, emoji), under the page's version: every reaction change
 * replaces `forum-reactions`, so an entry never outlives the reaction it lists. Small (most readers have none), many.
 */
const ownOnPage = new VersionedCache<[number, string][]>(COMMENT_PAGE_SETS, 4096, 1024 * 1024);

const pageKey = (temaId: number, q: CommentsQuery) => `${temaId}:${q.limit}:${q.before ?? ''}`;

function sharedPage(db: Db, temaId: number, q: CommentsQuery, version: string) {
  return commentPages.getAt(db, version, pageKey(temaId, q), async () => {
    const tema = await repo.findTemaState(db, temaId);
    // Thrown, so not kept: a topic created later is found at once.
    if (!tema) throw notFound(TOPIC_NOT_FOUND);
    const rows = await repo.listComentarios(db, temaId, q.limit, q.before);
    return { activo: toBool(tema.activo), comments: await sharedComments(db, rows) };
  });
}

/** One page of a topic's comments, newest first, with reactions and the caller's own. */
export async function listComments(db: Db, user: SessionUser, temaId: number, q: CommentsQuery): Promise<Comment[]> {
  const page = await sharedPage(db, temaId, q, await readDataVersion(db, COMMENT_PAGE_SETS));
  if (!page.activo && !isAdmin(user)) throw notFound(TOPIC_NOT_FOUND);
  return withOwnReactions(db, user.id, page.comments);
}

/**
 * As `listComments`, as the body of the answer: each comment of the cached page is encoded by the route's schema
 * once per page and version, and only the reader's own reactions are put in per read (see `ownReactionsJson`); a
 * reader with none on the page (most) gets the page's bytes as they are. The busiest topic's page (50 comments,
 * 20 KB) was validated and serialized on every read: 0,39/0,42 of the baseline on SQLite/PostgreSQL (26-11-2026
 * 23:55 UTC); then its own reactions were read and the 20 KB joined and encoded per read: 0,49/0,42 (27-11 00:50).
 */
export async function listCommentsJson(
  db: Db,
  user: SessionUser,
  temaId: number,
  q: CommentsQuery,
  /** The token of COMMENT_PAGE_SETS when the request read it with its session (see `requestVersion`). */
  known?: string,
): Promise<string | Buffer> {
  const version = known ?? (await readDataVersion(db, COMMENT_PAGE_SETS));
  const page = await sharedPage(db, temaId, q, version);
  if (!page.activo && !isAdmin(user)) throw notFound(TOPIC_NOT_FOUND);
  const ids = page.comments.map((c) => c.id);
  const mine = await ownOnPage.getAt(db, version, `${user.id}\n${pageKey(temaId, q)}`, async () =>
    (await repo.userReactions(db, user.id, ids)).map((r): [number, string] => [r.comentario_id, r.emoji]),
  );
  page.encoded ??= page.comments.map((c) => JSON.stringify(z.encode(commentSchema, c)));
  if (mine.length === 0) return (page.body ??= Buffer.from(`[${page.encoded.join(',')}]`));
  return ownReactionsJson(ids, page.encoded, mine);
}

/** The admin list of a topic's comments (any topic, active or not). */
export async function listCommentsForAdmin(db: Db, user: SessionUser, temaId: number, q: CommentsQuery) {
  return withOwnReactions(
    db,
    user.id,
    (await sharedPage(db, temaId, q, await readDataVersion(db, COMMENT_PAGE_SETS))).comments,
  );
}

/**
 * Posts a comment as the session's user (any name in the body is ignored). With `clave_envio` a
 * repeat is no new comment: the same key and text give back the first row (`created: false`), the same key
 * with another text is a 409.
 */
export async function createComment(
  deps: ForumDeps,
  user: SessionUser,
  input: CommentInput,
): Promise<{ comment: Comment; created: boolean }> {
  const clave = input.clave_envio?.toLowerCase() ?? null;
  const repeat = async () => {
    if (!clave) return null;
    const row = await repo.findComentarioByKey(deps.db, user.id, clave);
    if (!row) return null;
    if (row.comentario !== input.comentario || row.tema_id !== input.tema_id) {
      throw conflict(COMMENT_SEND_KEY_CONFLICT, { clave_envio: COMMENT_SEND_KEY_CONFLICT });
    }
    const [comment] = await withReactions(deps.db, user.id, [row]);
    return { comment: comment!, created: false };
  };

  const earlier = await repeat();
  if (earlier) return earlier;
  const tema = await visibleTopic(deps.db, user, input.tema_id);
  const respuestaA = input.respuesta_a ? await replyTarget(deps.db, tema.id, input.respuesta_a) : null;
  let row: ComentarioRow;
  try {
    // All or nothing on its own (one statement on PostgreSQL, a transaction on SQLite).
    row = await repo.insertComentario(deps.db, {
      tema_id: tema.id,
      user_id: user.id,
      username: user.username,
      nombre: user.nombre,
      comentario: input.comentario,
      fecha: isoAt(deps.clock),
      clave_envio: clave,
      respuesta_a: respuestaA,
    });
  } catch (err) {
    // Two deliveries at the same moment: the other one inserted first, this one is its repeat.
    if (clave && isUniqueViolation(err)) {
      const other = await repeat();
      if (other) return other;
    }
    throw err;
  }
  const comment = await newComment(deps.db, row);
  const audience = toBool(tema.activo) ? 'all' : 'admin';
  await publish(deps.events, audience, { type: 'comentario-nuevo', tema_id: tema.id, comentario: comment }, tema.id);
  if (respuestaA !== null) {
    // 'Respondieron a tu comentario': the bell of the answered comment's author refreshes at once.
    const parent = await deps.db
      .selectFrom('comentarios')
      .select('user_id')
      .where('id', '=', respuestaA)
      .executeTakeFirst();
    if (parent?.user_id != null && parent.user_id !== user.id) await ringBell(deps.events, [parent.user_id]);
  }
  return { comment, created: true };
}

/**
 * Tells open pages about a created or changed topic. A hidden topic goes to admins only; workers hear
 * `tema-oculto` only when a topic they could see (active before this change) was hidden, so its id is one
 * they already had. Topics created hidden or edited while hidden are never mentioned to them.
 */
async function publishTopic(events: EventBus, tema: TemaRow, wasActive: boolean) {
  const topic = toTopic(tema);
  if (topic.activo) {
    await publish(events, 'all', { type: 'tema', tema: topic }, null);
  } else {
    await publish(events, 'admin', { type: 'tema', tema: topic }, null);
    if (wasActive) await publish(events, 'worker', { type: 'tema-oculto', id: topic.id }, null);
  }
}

/** Creates a topic; the picture goes through the image pipeline and is removed again if the row fails. */
export async function createTopic(
  deps: ForumDeps,
  author: SessionUser,
  input: TopicInput,
  imagen?: UploadedFile,
): Promise<Topic> {
  const { id } = await saveWithUploads(deps.storage, { folder: 'forum', files: { imagen } }, async (stored) => {
    const now = isoAt(deps.clock);
    const path = stored.imagen ?? null;
    const id = await repo.insertTema(deps.db, {
      titulo: input.titulo,
      descripcion: input.descripcion,
      imagen: path,
      activo: fromBool(input.activo ?? true),
      autor_id: author.id,
      autor_nombre: author.nombre,
      fecha_creacion: now,
      updated_at: now,
    });
    return { id, imagen: path };
  });
  const tema = (await repo.findTema(deps.db, id))!;
  await publishTopic(deps.events, tema, false);
  return toTopic(tema);
}

/**
 * Updates a topic. Fields absent from the form keep their value (descripcion, activo, imagen);
 * a new picture replaces the old one, which is removed after the row is saved.
 */
export async function updateTopic(
  deps: ForumDeps,
  id: number,
  input: TopicUpdate,
  imagen?: UploadedFile,
): Promise<Topic> {
  const before = await repo.findTema(deps.db, id);
  if (!before) throw notFound('El tema no existe.');
  const upload = { folder: 'forum', files: { imagen }, before: { imagen: before.imagen } };
  await saveWithUploads(deps.storage, upload, async (stored) => {
    await repo.updateTema(deps.db, id, {
      titulo: input.titulo,
      ...(input.descripcion !== undefined ? { descripcion: input.descripcion } : {}),
      ...(input.activo !== undefined ? { activo: fromBool(input.activo) } : {}),
      ...(stored.imagen ? { imagen: stored.imagen } : {}),
      updated_at: isoAt(deps.clock),
    });
    return { imagen: stored.imagen ?? before.imagen };
  });
  const tema = (await repo.findTema(deps.db, id))!;
  await publishTopic(deps.events, tema, toBool(before.activo));
  return toTopic(tema);
}

/** Admin edit of any comment's text. */
export async function updateComment(deps: ForumDeps, user: SessionUser, id: number, text: string): Promise<Comment> {
  const existing = await repo.findComentario(deps.db, id);
  if (!existing) throw notFound(COMMENT_NOT_FOUND);
  const editedAt = isoAt(deps.clock);
  const row = await repo.updateComentario(deps.db, id, text, editedAt);
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  await publish(
    deps.events,
    toBool(existing.tema_activo) ? 'all' : 'admin',
    {
      type: 'comentario-editado',
      tema_id: row.tema_id,
      id,
      comentario: row.comentario,
      fecha_edicion: row.fecha_edicion ?? editedAt,
    },
    row.tema_id,
  );
  const [comment] = await withReactions(deps.db, user.id, [row]);
  return comment!;
}

/** Admin delete of a comment and its reactions, in one transaction. */
export async function deleteComment(deps: ForumDeps, id: number): Promise<void> {
  const existing = await repo.findComentario(deps.db, id);
  if (!existing) throw notFound(COMMENT_NOT_FOUND);
  const deleted = await deps.db.transaction().execute((trx) => repo.deleteComentario(trx, id));
  if (!deleted) throw notFound(COMMENT_NOT_FOUND);
  await publish(
    deps.events,
    toBool(existing.tema_activo) ? 'all' : 'admin',
    { type: 'comentario-eliminado', tema_id: existing.tema_id, id },
    existing.tema_id,
  );
}

import {
  EMOJIS,
  emptyReactionCounts,
  type Comment,
  type Emoji,
  type ReactionSummary,
  type SessionUser,
} from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, toBool } from '../../db/sql.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { notFound } from '../../plugins/errors.js';
import type { EventBus } from '../../plugins/events.js';
import { isAdmin, publish } from './forum.events.js';
import { forumRepository as repo, type ComentarioRow } from './forum.repository.js';

/** What the reaction calls need: the database, the forum's event bus and the time source. */
export interface ReactionDeps {
  db: Db;
  events: EventBus;
  clock: Clock;
}

export const COMMENT_NOT_FOUND = 'El comentario no existe o no está disponible.';

const isEmoji = (v: string): v is Emoji => (EMOJIS as readonly string[]).includes(v);

/** Adds reaction counts and the caller's own reaction to a page of comments. */
export async function withReactions(db: Db, userId: number, rows: ComentarioRow[]): Promise<Comment[]> {
  const ids = rows.map((r) => r.id);
  const [shared, mine] = await Promise.all([sharedComments(db, rows), repo.userReactions(db, userId, ids)]);
  return applyOwn(shared, mine);
}

/**
 * A page of comments as every reader sees it: reaction counts, author photos and the answered authors' names, with
 * `mine` null (see `withOwnReactions`). Depends on the `forum-topics`, `forum-reactions` and `users` data only.
 */
export async function sharedComments(
  db: Db,
  rows: ComentarioRow[],
  opts: { noReactionsYet?: boolean } = {},
): Promise<Comment[]> {
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  const parentIds = [...new Set(rows.map((r) => r.respuesta_a).filter((id): id is number => id !== null))];
  const [counts, photos, parents] = await Promise.all([
    opts.noReactionsYet ? [] : repo.countReactions(db, ids),
    repo.authorPhotos(db, authorIds),
    repo.parentNames(db, parentIds),
  ]);
  const photoOf = new Map(photos.map((p) => [p.id, p.imagen_perfil]));
  const parentNameOf = new Map(parents.map((p) => [p.id, p.nombre || p.username]));
  const countsById = new Map<number, ReturnType<typeof emptyReactionCounts>>();
  for (const c of counts) {
    if (!isEmoji(c.emoji)) continue;
    const m = countsById.get(c.comentario_id) ?? emptyReactionCounts();
    m[c.emoji] = c.n;
    countsById.set(c.comentario_id, m);
  }
  return rows.map((r) => {
    return {
      id: r.id,
      tema_id: r.tema_id,
      username: r.username,
      nombre: r.nombre || r.username,
      user_id: r.user_id,
      imagen_perfil: r.user_id === null ? null : (photoOf.get(r.user_id) ?? null),
      comentario: r.comentario,
      fecha: r.fecha,
      fecha_edicion: r.fecha_edicion,
      respuesta_a: r.respuesta_a,
      respuesta_a_nombre: r.respuesta_a === null ? null : (parentNameOf.get(r.respuesta_a) ?? null),
      reacciones: countsById.get(r.id) ?? emptyReactionCounts(),
      mine: null,
      version: r.reacciones_version,
    };
  });
}

/**
 * A comment its author just posted, as the answer and the live event carry it: no reaction counts and no `mine`
 * (nobody can have reacted to it yet: its id is known only from this answer and the event, sent after this), its
 * author's photo and, for a reply, the answered author's name. Two queries fewer per post than `withReactions`.
 */
export async function newComment(db: Db, row: ComentarioRow): Promise<Comment> {
  const [comment] = await sharedComments(db, [row], { noReactionsYet: true });
  return comment!;
}

/**
 * The comments with the caller's own reaction among them (one indexed query). `shared` is not changed: it may be a
 * cached page that other readers get too.
 */
export async function withOwnReactions(db: Db, userId: number, shared: readonly Comment[]): Promise<Comment[]> {
  const ids = shared.map((c) => c.id);
  return applyOwn(shared, await repo.userReactions(db, userId, ids));
}

/**
 * The JSON of a page of comments with the caller's own reactions (`mine`: comment id and emoji), from `encoded`: each shared
 * comment already encoded by the response schema, with `"mine":null`. The per-reader part is spliced into the text
 * (a string value in JSON never holds an unescaped `"mine":null`), so the 50 comments of a page are not validated
 * and serialized again on every read: the same bytes as `withOwnReactions` through the route's serializer.
 */
export function ownReactionsJson(
  ids: readonly number[],
  encoded: readonly string[],
  mine: readonly (readonly [number, string])[],
): string {
  const own = new Map(mine);
  const parts = encoded.map((json, i) => {
    const emoji = own.get(ids[i]!);
    return emoji && isEmoji(emoji) ? json.replace('"mine":null', `"mine":${JSON.stringify(emoji)}`) : json;
  });
  return `[${parts.join(',')}]`;
}

function applyOwn(shared: readonly Comment[], mine: { comentario_id: number; emoji: string }[]): Comment[] {
  const mineById = new Map(mine.map((r) => [r.comentario_id, r.emoji]));
  return shared.map((c) => {
    const own = mineById.get(c.id);
    return { ...c, mine: own && isEmoji(own) ? own : null };
  });
}

async function summary(db: Db, comentarioId: number, userId: number, version: number): Promise<ReactionSummary> {
  const [counts, mine] = await Promise.all([
    repo.countReactions(db, [comentarioId]),
    repo.userReactions(db, userId, [comentarioId]),
  ]);
  const reacciones = emptyReactionCounts();
  for (const c of counts) if (isEmoji(c.emoji)) reacciones[c.emoji] = c.n;
  const own = mine[0]?.emoji;
  return { comentario_id: comentarioId, reacciones, mine: own && isEmoji(own) ? own : null, version };
}

/** A comment the user may react to: in a topic visible to them. */
async function visibleComment(db: Db, user: SessionUser, comentarioId: number) {
  const c = await repo.findComentario(db, comentarioId);
  if (!c || (!toBool(c.tema_activo) && !isAdmin(user))) throw notFound(COMMENT_NOT_FOUND);
  return c;
}

/** The reactions of a comment and the caller's own. */
export async function getReactions(db: Db, user: SessionUser, comentarioId: number): Promise<ReactionSummary> {
  const c = await visibleComment(db, user, comentarioId);
  return summary(db, comentarioId, user.id, c.reacciones_version);
}

/**
 * Sets the user's reaction in one transaction: the same emoji again removes it, another replaces it,
 * `null` removes whatever there is. The comment's row is locked first (version bump), so concurrent
 * changes of one comment queue up; the UNIQUE (comentario_id, user_id) key is the last guard, and a
 * unique violation from a racing insert is retried once.
 */
async function changeReaction(
  deps: ReactionDeps,
  user: SessionUser,
  comentarioId: number,
  emoji: Emoji | null,
): Promise<ReactionSummary> {
  const comment = await visibleComment(deps.db, user, comentarioId);
  const attempt = () =>
    deps.db.transaction().execute(async (trx) => {
      const version = await repo.bumpReactionVersion(trx, comentarioId);
      if (version === undefined) throw notFound(COMMENT_NOT_FOUND);
      const old = await repo.deleteReaction(trx, comentarioId, user.id);
      if (emoji && old !== emoji) await repo.insertReaction(trx, comentarioId, user.id, emoji, isoAt(deps.clock));
      return summary(trx, comentarioId, user.id, version);
    });
  let result: ReactionSummary;
  try {
    result = await attempt();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    result = await attempt();
  }
  await publish(
    deps.events,
    toBool(comment.tema_activo) ? 'all' : 'admin',
    {
      type: 'reacciones',
      tema_id: comment.tema_id,
      comentario_id: comentarioId,
      reacciones: result.reacciones,
      version: result.version,
    },
    comment.tema_id,
    { user_id: user.id, mine: result.mine },
  );
  return result;
}

/** POST …/reacciones: toggles or replaces the caller's reaction. */
export const toggleReaction = (deps: ReactionDeps, user: SessionUser, comentarioId: number, emoji: Emoji) =>
  changeReaction(deps, user, comentarioId, emoji);

/** DELETE …/reacciones: removes the caller's reaction, if any. */
export const removeReaction = (deps: ReactionDeps, user: SessionUser, comentarioId: number) =>
  changeReaction(deps, user, comentarioId, null);

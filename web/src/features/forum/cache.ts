import type { QueryClient } from '@tanstack/react-query';
import type { Comment, Emoji, ForumEvent, ReactionCounts, Topic } from '@intranet/contract';
import { forumKeys, type CommentPages } from './keys';

/*
 * How live events and mutation answers change the cached forum data. Comments are cached per topic as
 * pages (newest first); the same comment may arrive twice (own answer + event), so every change is
 * idempotent.
 */

const mapComments = (data: CommentPages | undefined, fn: (c: Comment) => Comment | null): CommentPages | undefined => {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const next: Comment[] = [];
    for (const c of page) {
      const out = fn(c);
      if (out !== c) changed = true;
      if (out) next.push(out);
    }
    return next;
  });
  return changed ? { ...data, pages } : data;
};

/** Adds a comment at the top of its topic's first page, unless it is already there. */
export function prependComment(data: CommentPages | undefined, comment: Comment): CommentPages | undefined {
  if (!data) return data;
  if (data.pages.some((p) => p.some((c) => c.id === comment.id))) return data;
  const [first = [], ...rest] = data.pages;
  return { ...data, pages: [[comment, ...first], ...rest] };
}

/** New counts win only if they are not older than what is shown; `mine` changes only when given. */
export function withReactions(
  data: CommentPages | undefined,
  comentarioId: number,
  update: { reacciones: ReactionCounts; version: number },
  mine: Emoji | null | undefined,
): CommentPages | undefined {
  return mapComments(data, (c) => {
    if (c.id !== comentarioId) return c;
    const newer = update.version >= c.version;
    return {
      ...c,
      ...(newer ? { reacciones: update.reacciones, version: update.version } : {}),
      ...(mine !== undefined && newer ? { mine } : {}),
    };
  });
}

export const withoutComment = (data: CommentPages | undefined, id: number) =>
  mapComments(data, (c) => (c.id === id ? null : c));

export const withText = (data: CommentPages | undefined, id: number, comentario: string, fecha: string | null) =>
  mapComments(data, (c) => (c.id === id ? { ...c, comentario, fecha_edicion: fecha } : c));

/** Inserts or replaces a topic in a list kept newest first. */
export function withTopic(list: Topic[] | undefined, topic: Topic): Topic[] | undefined {
  if (!list) return list;
  const rest = list.filter((t) => t.id !== topic.id);
  return [...rest, topic].sort((a, b) => b.id - a.id);
}

const commentKeysOf = (temaId: number) => [forumKeys.comments(temaId), forumKeys.adminComments(temaId)];

export function addComment(qc: QueryClient, comment: Comment) {
  for (const key of commentKeysOf(comment.tema_id)) {
    qc.setQueryData<CommentPages>(key, (old) => prependComment(old, comment));
  }
}

export function replaceComment(qc: QueryClient, temaId: number, id: number, text: string, fecha: string | null) {
  for (const key of commentKeysOf(temaId)) {
    qc.setQueryData<CommentPages>(key, (old) => withText(old, id, text, fecha));
  }
}

export function removeComment(qc: QueryClient, temaId: number, id: number) {
  for (const key of commentKeysOf(temaId)) {
    qc.setQueryData<CommentPages>(key, (old) => withoutComment(old, id));
  }
}

export function applyReactions(
  qc: QueryClient,
  comentarioId: number,
  update: { reacciones: ReactionCounts; version: number },
  mine: Emoji | null | undefined,
) {
  for (const key of [forumKeys.commentLists, forumKeys.adminCommentLists]) {
    qc.setQueriesData<CommentPages>({ queryKey: key }, (old) => withReactions(old, comentarioId, update, mine));
  }
}

/** The admin list shows every topic; the workers' list only active ones. */
export function upsertTopic(qc: QueryClient, topic: Topic) {
  qc.setQueryData<Topic[]>(forumKeys.adminTopics, (old) => withTopic(old, topic));
  qc.setQueryData<Topic[]>(forumKeys.topics, (old) =>
    topic.activo ? withTopic(old, topic) : old?.filter((t) => t.id !== topic.id),
  );
}

export function hideTopic(qc: QueryClient, id: number) {
  qc.setQueryData<Topic[]>(forumKeys.topics, (old) => old?.filter((t) => t.id !== id));
  qc.removeQueries({ queryKey: forumKeys.comments(id) });
}

const refreshCounts = (qc: QueryClient) => {
  void qc.invalidateQueries({ queryKey: forumKeys.topics });
  void qc.invalidateQueries({ queryKey: forumKeys.adminTopics });
};

/**
 * Applies one event of `GET /api/foro/eventos` to the cache. A reaction event carries counts only; `mine` comes
 * with it only in the streams of the user who reacted (his other tabs), so others' reactions never touch `mine`.
 */
export function applyForumEvent(qc: QueryClient, event: ForumEvent) {
  applyToCache(qc, event);
  if (event.type !== 'tema' && event.type !== 'tema-oculto' && event.tema_id !== null)
    readAgainIfInFlight(qc, event.tema_id);
}

/**
 * A topic's comments being read while an event about them arrives (the page's first read, a resync) may answer
 * from before the change and overwrite the event's update, or find no data yet to apply it to. Once that read is
 * over they are read once more: events are sent after the change was saved, so that read has it.
 */
function readAgainIfInFlight(qc: QueryClient, temaId: number) {
  for (const key of commentKeysOf(temaId)) {
    const query = qc.getQueryCache().find({ queryKey: key, exact: true });
    if (query?.state.fetchStatus !== 'fetching') continue;
    const unsubscribe = qc.getQueryCache().subscribe((event) => {
      if (event.query !== query) return;
      // A query removed mid-read (its page left, the cache cleared at logout) is cancelled silently: it never
      // reports the end of that read, and a later read of the key is a new query that reads afresh anyway.
      if (event.type === 'removed') return unsubscribe();
      if (query.state.fetchStatus === 'fetching') return;
      unsubscribe();
      void qc.invalidateQueries({ queryKey: key, exact: true });
    });
  }
}

function applyToCache(qc: QueryClient, event: ForumEvent) {
  switch (event.type) {
    case 'comentario-nuevo':
      addComment(qc, event.comentario);
      refreshCounts(qc);
      break;
    case 'comentario-editado':
      replaceComment(qc, event.tema_id, event.id, event.comentario, event.fecha_edicion);
      break;
    case 'comentario-eliminado':
      removeComment(qc, event.tema_id, event.id);
      refreshCounts(qc);
      break;
    case 'reacciones':
      applyReactions(qc, event.comentario_id, event, event.mine);
      break;
    case 'tema':
      upsertTopic(qc, event.tema);
      break;
    case 'tema-oculto':
      hideTopic(qc, event.id);
      break;
    case 'refrescar':
      if (event.tema_id === null) void qc.invalidateQueries({ queryKey: forumKeys.all });
      else {
        void qc.invalidateQueries({ queryKey: forumKeys.comments(event.tema_id) });
        void qc.invalidateQueries({ queryKey: forumKeys.adminComments(event.tema_id) });
        refreshCounts(qc);
      }
      break;
  }
}

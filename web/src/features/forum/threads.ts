import type { Comment } from '@intranet/contract';

/** A top-level comment and its replies, oldest reply first (one level of nesting). */
export interface Thread {
  comment: Comment;
  replies: Comment[];
}

/**
 * Groups a topic's loaded comments (newest first, as the pages arrive) into threads: top-level comments stay
 * newest first, each reply goes under its comment in the order written. A reply whose comment is not loaded
 * (an older page, or deleted meanwhile) stands on its own, where its date puts it, with its quote.
 */
export function toThreads(comments: readonly Comment[]): Thread[] {
  const tops = new Map<number, Thread>();
  for (const c of comments) if (c.respuesta_a === null) tops.set(c.id, { comment: c, replies: [] });
  const threads: Thread[] = [];
  for (const c of comments) {
    const parent = c.respuesta_a === null ? undefined : tops.get(c.respuesta_a);
    if (parent) parent.replies.push(c);
    else threads.push(tops.get(c.id) ?? { comment: c, replies: [] });
  }
  for (const t of threads) t.replies.sort((a, b) => a.id - b.id);
  return threads;
}

import type { SessionUser } from '@intranet/contract';
import type { EventBus } from '../plugins/events.js';

/**
 * The bell live: when a write gives people new notifications (a mandatory reading assigned, a new version
 * of a document they must read, a forum reply, a greeting), a hint goes over the event stream so their open pages
 * ask `GET /api/notificaciones` at once instead of at the next poll. The hint carries no content, only who should
 * ask again: a stream delivers it to the named people only (to everyone when the list is `todos`).
 */
export const BELL_CHANNEL = 'campana';

/** Who should refresh the bell. */
export type BellTarget = 'todos' | readonly number[];

/** What travels on the bus (and through PostgreSQL NOTIFY between instances). */
export interface BellMessage {
  para: 'todos' | number[];
}

/** The only thing a page receives: ask for the notifications again. */
export const BELL_HINT = { tipo: 'notificaciones' } as const;

/**
 * Publishes the hint. A list too long for NOTIFY goes to the other instances as `todos` (a few extra refreshes,
 * never a missed one). Never throws: a failed hint only means the poll brings the news.
 */
export async function ringBell(events: EventBus, target: BellTarget): Promise<void> {
  if (target !== 'todos' && target.length === 0) return;
  const message: BellMessage = { para: target === 'todos' ? 'todos' : [...new Set(target)] };
  await events.publish(BELL_CHANNEL, message, { para: 'todos' } satisfies BellMessage);
}

/** The hint for this person's stream, or nothing when the message is for other people. */
export function bellHintFor(message: unknown, user: Pick<SessionUser, 'id'>): typeof BELL_HINT | undefined {
  const para = (message as BellMessage | null)?.para;
  if (para === 'todos') return BELL_HINT;
  return Array.isArray(para) && para.includes(user.id) ? BELL_HINT : undefined;
}

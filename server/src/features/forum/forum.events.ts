import type { Emoji, ForumEvent, SessionUser } from '@intranet/contract';
import type { EventBus } from '../../plugins/events.js';

/** The event-bus channel of the forum. */
export const FORUM_CHANNEL = 'forum';

/**
 * What travels on the bus (server side only): the event, who may receive it and, for reaction changes,
 * who reacted and to what, which only that user's own streams are told.
 */
export interface ForumBusMessage {
  audience: 'all' | 'admin' | 'worker';
  event: ForumEvent;
  actor?: { user_id: number; mine: Emoji | null };
}

export const isAdmin = (user: SessionUser) => user.role === 'admin';

/** Whether a bus message may be sent to this user (workers only hear about active topics). */
export function eventFor(message: unknown, user: SessionUser): ForumEvent | undefined {
  const m = message as ForumBusMessage | null;
  if (!m?.event) return undefined;
  const allowed =
    m.audience === 'all' || (m.audience === 'admin' ? isAdmin(user) : !isAdmin(user)) ? m.event : undefined;
  if (allowed?.type === 'reacciones' && m.actor?.user_id === user.id) return { ...allowed, mine: m.actor.mine };
  return allowed;
}

/** Sends a forum event to the open pages of its audience (every instance, through the bus). */
export const publish = (
  events: EventBus,
  audience: ForumBusMessage['audience'],
  event: ForumEvent,
  temaId: number | null,
  actor?: ForumBusMessage['actor'],
) =>
  // When an event is too big for PostgreSQL's NOTIFY, other instances are told to reload instead.
  events.publish(
    FORUM_CHANNEL,
    { audience, event, ...(actor ? { actor } : {}) } satisfies ForumBusMessage,
    {
      audience,
      event: { type: 'refrescar', tema_id: temaId },
    } satisfies ForumBusMessage,
  );

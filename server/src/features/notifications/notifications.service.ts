import type { NotificationList, SessionUser } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import type { NotificationSource } from '../../lib/notifications.js';
import { notificationsRepository } from './notifications.repository.js';

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  sources: readonly NotificationSource[];
}

/** At most this many notifications are listed (newest first; unread ones first). */
export const NOTIFICATIONS_LIMIT = 30;

/** The person's notifications from every source, with their read marks; unread first, then newest first. */
export async function listNotifications(deps: NotificationsDeps, user: SessionUser): Promise<NotificationList> {
  const drafts = (await Promise.all(deps.sources.map((source) => source(deps, user)))).flat();
  if (drafts.length === 0) return { no_leidas: 0, items: [] };
  const read = await notificationsRepository.keysAmong(
    deps.db,
    'notificaciones_leidas',
    user.id,
    drafts.map((d) => d.clave),
  );
  const items = drafts
    .map((d) => ({ ...d, leida: read.has(d.clave) }))
    .sort(
      (a, b) => Number(a.leida) - Number(b.leida) || b.fecha.localeCompare(a.fecha) || a.clave.localeCompare(b.clave),
    )
    .slice(0, NOTIFICATIONS_LIMIT);
  return { no_leidas: items.filter((i) => !i.leida).length, items };
}

/** Marks the given keys as seen by the person (repeats are harmless); answers the new list. */
export async function markRead(
  deps: NotificationsDeps,
  user: SessionUser,
  claves: readonly string[],
): Promise<NotificationList> {
  const at = isoAt(deps.clock);
  await deps.db
    .insertInto('notificaciones_leidas')
    .values([...new Set(claves)].map((clave) => ({ user_id: user.id, clave, leida_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'clave']).doNothing())
    .execute();
  return listNotifications(deps, user);
}

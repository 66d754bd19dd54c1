import type { PushSubscriptionInput, SessionUser } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import type { NotificationSource } from '../../lib/notifications.js';
import { listNotifications } from './notifications.service.js';
import { notificationsRepository } from './notifications.repository.js';

/** What a push carries to the service worker (it shows `texto` and opens `url` on a tap). */
export interface PushMessage {
  titulo: string;
  texto: string;
  url: string;
  clave: string;
}

/** Sends one message to one browser; rejects with `statusCode` 404/410 when the subscription is gone. */
export type PushTransport = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  message: PushMessage,
) => Promise<void>;

export interface PushDeps {
  db: Db;
  clock: Clock;
  sources: readonly NotificationSource[];
}

/** At most this many pushes per person and round (a first round after a long outage does not flood a phone). */
const PER_USER_PER_ROUND = 5;

/** Keys of the person's current notifications: on subscribing they count as sent (only what comes next is pushed). */
async function currentKeys(deps: PushDeps, user: SessionUser): Promise<string[]> {
  return (await listNotifications(deps, user)).items.map((n) => n.clave);
}

async function markSent(db: Db, userId: number, claves: string[], at: string): Promise<void> {
  if (claves.length === 0) return;
  await db
    .insertInto('push_enviados')
    .values(claves.map((clave) => ({ user_id: userId, clave, enviado_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'clave']).doNothing())
    .execute();
}

/** Saves (or moves to this person) a browser's subscription; what is already in the bell is not pushed again. */
export async function subscribe(deps: PushDeps, user: SessionUser, input: PushSubscriptionInput): Promise<void> {
  const at = isoAt(deps.clock);
  await deps.db
    .insertInto('push_suscripciones')
    .values({
      user_id: user.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      created_at: at,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({ user_id: user.id, p256dh: input.keys.p256dh, auth: input.keys.auth }),
    )
    .execute();
  await markSent(deps.db, user.id, await currentKeys(deps, user), at);
}

/** Removes the caller's subscription of this browser (another person's is left alone). */
export async function unsubscribe(db: Db, user: SessionUser, endpoint: string): Promise<void> {
  await db.deleteFrom('push_suscripciones').where('endpoint', '=', endpoint).where('user_id', '=', user.id).execute();
}

/**
 * One round of the sender: for every active person with a subscription, each unread notification not pushed yet
 * is claimed by inserting its `push_enviados` row (the primary key lets exactly one instance win) and then sent to
 * each of the person's browsers. A browser the push service says is gone (404/410) is forgotten. Returns how many
 * messages went out.
 */
export async function pushRound(deps: PushDeps, send: PushTransport, log: (m: string) => void): Promise<number> {
  const people = await deps.db
    .selectFrom('users')
    .where('users.activo', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('push_suscripciones')
          .select('push_suscripciones.id')
          .whereRef('push_suscripciones.user_id', '=', 'users.id'),
      ),
    )
    .select(['users.id', 'users.role', 'users.username', 'users.nombre', 'users.rut'])
    .execute();
  let sent = 0;
  for (const person of people) {
    const user = {
      id: person.id,
      role: person.role,
      username: person.username,
      nombre: person.nombre,
      rut: person.rut ?? '',
    } as SessionUser;
    const unread = (await listNotifications(deps, user)).items.filter((n) => !n.leida);
    if (unread.length === 0) continue;
    const already = await notificationsRepository.keysAmong(
      deps.db,
      'push_enviados',
      person.id,
      unread.map((n) => n.clave),
    );
    const subscriptions = await deps.db
      .selectFrom('push_suscripciones')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', person.id)
      .execute();
    for (const n of unread.filter((u) => !already.has(u.clave)).slice(0, PER_USER_PER_ROUND)) {
      const claimed = await deps.db
        .insertInto('push_enviados')
        .values({ user_id: person.id, clave: n.clave, enviado_at: isoAt(deps.clock) })
        .onConflict((oc) => oc.columns(['user_id', 'clave']).doNothing())
        .executeTakeFirst();
      // Another instance claimed it first: it sends, not this one.
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      for (const s of subscriptions) {
        try {
          await send(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            {
              titulo: 'Intranet',
              texto: n.texto,
              url: n.url,
              clave: n.clave,
            },
          );
          sent++;
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await deps.db.deleteFrom('push_suscripciones').where('id', '=', s.id).execute();
          } else {
            log(`no se pudo enviar un aviso al teléfono (${status ?? 'sin respuesta'}); no se reintenta`);
          }
        }
      }
    }
  }
  return sent;
}

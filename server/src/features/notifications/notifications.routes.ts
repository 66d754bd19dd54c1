import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListSchema,
  notificationsReadSchema,
  PUSH_MESSAGES,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@intranet/contract';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { HttpError } from '../../plugins/errors.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import type { NotificationSource } from '../../lib/notifications.js';
import { BELL_CHANNEL, bellHintFor, ringBell } from '../../lib/bell-events.js';
import { readSession, SESSION_COOKIE } from '../../plugins/auth/sessions.js';
import { listNotifications, markRead } from './notifications.service.js';
import { subscribe, unsubscribe } from './push.service.js';

/** The navbar's bell: the person's notifications and their read marks. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  sources: readonly NotificationSource[];
  /** The VAPID public key when Web Push is configured, else null. */
  pushPublicKey: string | null;
}> = async (app, opts) => {
  const deps = { db: app.db, clock: app.clock, sources: opts.sources };

  app.get(
    '/notificaciones',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Notificaciones de la persona (lecturas obligatorias, vencimientos, saludos), no leídas primero',
        response: { 200: notificationListSchema },
      },
    },
    async (request) => listNotifications(deps, currentUser(request)),
  );

  app.post(
    '/notificaciones/leidas',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Marca notificaciones como leídas',
        body: notificationsReadSchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const list = await markRead(deps, user, request.body.claves);
      // The person's other open pages (another tab, the phone) drop the count too.
      await ringBell(app.events, [user.id]);
      return list;
    },
  );

  // The bell live: a page holds this stream open and asks for its notifications again when a hint for
  // its person arrives. Hints carry no content; each stream hears only those naming its person (or everyone).
  app.get(
    '/notificaciones/eventos',
    {
      config: { access: 'session', passive: true },
      schema: {
        summary:
          'Flujo de eventos (text/event-stream): aviso de que la campana de quien llama cambió, sin contenido; la página vuelve a pedir /notificaciones',
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = request.cookies[SESSION_COOKIE];
      app.events.stream(request, reply, {
        channel: BELL_CHANNEL,
        select: (message) => bellHintFor(message, user),
        stillAllowed: async () => {
          // The heartbeat checks the session is still valid; it is no action of the person's.
          const s = await readSession(app.db, token, {
            clock: app.sessionClock,
            touch: false,
            adminMaxMs: app.config.adminSessionMs,
          });
          return !!s && s.user.id === user.id;
        },
      });
    },
  );

  app.get(
    '/push/clave',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Si los avisos en el teléfono (Web Push) están activos aquí, y la clave pública VAPID',
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ habilitado: opts.pushPublicKey !== null, clave_publica: opts.pushPublicKey }),
  );

  app.post(
    '/push/suscripcion',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Activa los avisos en este navegador (la suscripción de PushManager)',
        body: pushSubscriptionSchema,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      if (opts.pushPublicKey === null) throw new HttpError(503, PUSH_MESSAGES.disabled);
      await subscribe(deps, currentUser(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/suscripcion',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Desactiva los avisos en este navegador',
        body: pushUnsubscribeSchema,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      await unsubscribe(app.db, currentUser(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationListSchema, notificationsReadSchema } from '@intranet/contract';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import type { NotificationSource } from '../../lib/notifications.js';
import { listNotifications, markRead } from './notifications.service.js';

/** The navbar's bell (issue 16): the person's notifications and their read marks. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ sources: readonly NotificationSource[] }> = async (
  app,
  opts,
) => {
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
    async (request) => markRead(deps, currentUser(request), request.body.claves),
  );
};

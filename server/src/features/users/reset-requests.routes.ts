import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  RESET_REQUEST_ANSWER,
  resetRequestAnswerSchema,
  resetRequestInputSchema,
  resetRequestSchema,
} from '@intranet/contract';
import { isoAt } from '../../lib/clock.js';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { recordAudit } from '../../plugins/audit/audit.plugin.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { dismissReset, listPendingResets, requestReset } from './reset-requests.service.js';

/**
 * Forgotten password: the request from the login screen, the Panel's list and its dismissal.
 * The temporary password itself is `POST /api/users/:id/temporary-password`, which closes the person's requests.
 */
export const resetRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = { db: app.db, clock: app.clock };
  app.post(
    '/solicitudes-restablecimiento',
    {
      // The per-address and per-RUT limits live in the database (an hour); this only caps bursts.
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'Pedir a los administradores una contraseña temporal (misma respuesta exista o no el RUT)',
        body: resetRequestInputSchema,
        response: { 202: resetRequestAnswerSchema },
      },
    },
    async (request, reply) => {
      const { rut } = request.body;
      const stored = await requestReset(app.db, app.clock, rut, request.ip);
      await recordAudit(audit, request, {
        user_id: stored.user?.id ?? null,
        username: stored.user?.username ?? rut,
        nombre: stored.user?.nombre ?? null,
        action: 'solicitud_restablecimiento',
        entity: 'POST /api/solicitudes-restablecimiento',
        target_id: String(stored.id),
        status: 202,
      });
      reply.code(202);
      return { mensaje: RESET_REQUEST_ANSWER };
    },
  );

  app.get(
    '/solicitudes-restablecimiento',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Solicitudes de restablecimiento pendientes (una por persona, la más reciente primero)',
        response: { 200: z.array(resetRequestSchema) },
      },
    },
    async () => listPendingResets(app.db),
  );

  app.delete(
    '/solicitudes-restablecimiento/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Descartar una solicitud de restablecimiento', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await dismissReset(app.db, request.params.id, currentUser(request).id, isoAt(app.clock));
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_UNKNOWN_IDENTIFIER,
  loginInputSchema,
  loginResponseSchema,
  normalizeRut,
  sessionResponseSchema,
} from '@intranet/contract';
import { recordAudit } from '../../plugins/audit/audit.plugin.js';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { HttpError } from '../../plugins/errors.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { endSession, startSession } from '../../plugins/auth/sessions.js';
import { authenticate, isLoopbackClient, loginResponse, ThrottledError } from './session.service.js';

const USERNAME_SHAPE = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,59}$/u;

/**
 * What a failed login records as "who": the canonical RUT, or the username as typed when it has a username's
 * shape; anything else (a password typed in the wrong box, a payload) becomes a placeholder, so the log never
 * keeps what an attacker or a distracted user wrote.
 */
export function auditedIdentifier(typed: string): string {
  const rut = normalizeRut(typed);
  if (rut) return rut;
  const trimmed = typed.trim();
  return USERNAME_SHAPE.test(trimmed) ? trimmed : AUDIT_UNKNOWN_IDENTIFIER;
}

/** POST /login, POST /logout, GET /session. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = { db: app.db, clock: app.clock };
  app.post(
    '/login',
    {
      config: {
        access: 'public',
        rateLimit: { max: 100, timeWindow: '1 minute' },
      },
      schema: {
        summary:
          'Iniciar sesión con RUT (cualquier formato) o nombre de usuario y contraseña (y el código de verificación si usa dos pasos); entrega la cookie de sesión',
        body: loginInputSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      let user;
      try {
        user = await authenticate(
          app.db,
          app.clock,
          input,
          request.ip,
          app.totpBox,
          isLoopbackClient(request.ip, request.headers),
        );
      } catch (err) {
        if (err instanceof ThrottledError) reply.header('retry-after', String(err.retryAfterSeconds));
        if (err instanceof HttpError) {
          await recordAudit(audit, request, {
            user_id: null,
            username: auditedIdentifier(input.rut),
            nombre: null,
            action: 'login_fallido',
            entity: 'POST /api/login',
            target_id: null,
            status: err.statusCode,
          });
        }
        throw err;
      }
      await recordAudit(audit, request, {
        user_id: user.id,
        username: user.username,
        nombre: user.nombre,
        action: 'login',
        entity: 'POST /api/login',
        target_id: String(user.id),
        status: 200,
      });
      // A new token at every login; the previous session of this browser ends.
      if (request.sessionId) await endSession(app.db, request.sessionId, reply);
      await startSession(app.db, request, reply, user.id, app.sessionClock);
      return loginResponse(user, app.config.requireAdmin2fa);
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'session', allowDuringAccountSetup: true },
      schema: { summary: 'Cerrar la sesión en el servidor', response: NO_CONTENT },
    },
    async (request, reply) => {
      await endSession(app.db, request.sessionId, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/session',
    {
      config: { access: 'session', allowDuringAccountSetup: true },
      schema: {
        summary: 'La persona de la sesión actual y el tamaño máximo de un archivo subido',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => ({ ...currentUser(request), maxUploadMb: app.config.maxUploadMb }),
  );
};

import type { FastifyInstance } from 'fastify';
import { loginInputSchema, normalizeRut } from '@intranet/contract';
import { recordAudit } from '../../plugins/audit/audit.plugin.js';
import { HttpError } from '../../plugins/errors.js';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { endSession, startSession } from '../../plugins/auth/sessions.js';
import { authenticate, loginResponse, ThrottledError } from './session.service.js';

/** POST /login, POST /logout, GET /session. */
export async function sessionRoutes(app: FastifyInstance) {
  app.post(
    '/login',
    {
      config: {
        access: 'public',
        rateLimit: { max: 100, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const input = parseInput(loginInputSchema, request.body);
      let user;
      try {
        user = await authenticate(app.db, app.clock, input, request.ip);
      } catch (err) {
        if (err instanceof ThrottledError) reply.header('retry-after', String(err.retryAfterSeconds));
        if (err instanceof HttpError) {
          await recordAudit(app, request, {
            user_id: null,
            username: (normalizeRut(input.rut) ?? input.rut.trim()).slice(0, 100),
            nombre: null,
            action: 'login_fallido',
            entity: 'POST /api/login',
            target_id: null,
            status: err.statusCode,
          });
        }
        throw err;
      }
      await recordAudit(app, request, {
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
      await startSession(app.db, request, reply, user.id);
      return loginResponse(user, app.config.requireAdmin2fa);
    },
  );

  app.post('/logout', { config: { access: 'session', allowWhilePasswordChange: true } }, async (request, reply) => {
    await endSession(app.db, request.sessionId, reply);
    return reply.code(204).send();
  });

  app.get('/session', { config: { access: 'session', allowWhilePasswordChange: true } }, async (request) => {
    return currentUser(request);
  });
}

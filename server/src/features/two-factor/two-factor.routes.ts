import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import {
  LOGIN_THROTTLED_MESSAGE,
  TWO_FACTOR_CHECK_FAILED_MESSAGE,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorEnabledSchema,
  twoFactorSetupResultSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type TwoFactorStatus,
} from '@intranet/contract';
import { toBool } from '../../db/sql.js';
import { isoAt } from '../../lib/clock.js';
import { verifyPassword } from '../../lib/passwords.js';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { newRecoveryCodes, newTotpSecret, otpauthUrl } from '../../lib/totp.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { failuresRepository } from '../../plugins/auth/failures.repository.js';
import { acceptSecondFactor, acceptTotp } from '../../plugins/auth/second-factor.js';
import { endUserSessions } from '../../plugins/auth/sessions.js';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../plugins/errors.js';
import { twoFactorRepository } from './two-factor.repository.js';

/** Wrong passwords or codes on these routes, per user, before they answer 429 for the rest of the window. */
export const TWO_FACTOR_MAX_FAILURES = 5;
export const TWO_FACTOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Two-factor verification with an authenticator app (TOTP), for any user; mandatory for admins when
 * REQUIRE_ADMIN_2FA=true. All routes act on the caller only and stay reachable while the admin still
 * has to set it up. Setup, enable and disable ask for the account password (a stolen session alone cannot
 * enrol or remove an authenticator), answer one sentence whichever of password or code was wrong, and are
 * throttled per user across addresses and instances.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const opts = {
    config: {
      access: 'session' as const,
      allowDuringAccountSetup: true,
      // Volume limit per user, like change-password; the failure count below is the real guard.
      rateLimit: {
        max: 10,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => `two-factor:${request.user?.id ?? request.ip}`,
      },
    },
  };
  const load = async (userId: number) => {
    const row = await twoFactorRepository.find(app.db, userId);
    if (!row) throw notFound('Usuario no encontrado.');
    return row;
  };

  /** Runs `check` unless the user is throttled; a false answer counts one failure and gives the one sentence. */
  const verified = async (request: FastifyRequest, userId: number, check: () => Promise<boolean>) => {
    const key = `2fa:${userId}`;
    const since = isoAt(app.clock, -TWO_FACTOR_FAILURE_WINDOW_MS);
    if ((await failuresRepository.count(app.db, key, since)) >= TWO_FACTOR_MAX_FAILURES) {
      throw tooManyRequests(LOGIN_THROTTLED_MESSAGE);
    }
    if (!(await check())) {
      await failuresRepository.record(app.db, key, request.ip, isoAt(app.clock), isoAt(app.clock, -86_400_000));
      throw badRequest(TWO_FACTOR_CHECK_FAILED_MESSAGE);
    }
    await failuresRepository.clear(app.db, key);
  };

  app.get(
    '/user/2fa',
    {
      config: { access: 'session', allowDuringAccountSetup: true },
      schema: {
        summary: 'Estado de la verificación en dos pasos de quien consulta (activa, obligatoria)',
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await load(user.id);
      const status: TwoFactorStatus = {
        enabled: toBool(row.totp_enabled),
        required: app.config.requireAdmin2fa && user.role === 'admin',
      };
      return status;
    },
  );

  app.post(
    '/user/2fa/setup',
    {
      ...opts,
      schema: {
        summary:
          'Generar el secreto y el código QR de la aplicación de autenticación (pide la contraseña de la cuenta)',
        body: twoFactorSetupSchema,
        response: { 200: twoFactorSetupResultSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { password } = request.body;
      const row = await load(user.id);
      if (toBool(row.totp_enabled)) throw badRequest('La verificación en dos pasos ya está activa.');
      await verified(request, user.id, () => verifyPassword(row.password_hash, password));
      const secret = newTotpSecret();
      await twoFactorRepository.setPending(app.db, user.id, app.totpBox.seal(secret));
      const url = otpauthUrl(secret, row.username);
      const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl: url, qrSvg };
    },
  );

  app.post(
    '/user/2fa/enable',
    {
      ...opts,
      schema: {
        summary:
          'Activar la verificación en dos pasos con la contraseña y el primer código; entrega los códigos de recuperación',
        body: twoFactorCodeSchema,
        response: { 200: twoFactorEnabledSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { password, codigo } = request.body;
      const row = await load(user.id);
      if (!row.totp_pending_secret) throw badRequest('Primero genere el código QR.');
      const pending = app.totpBox.open(row.totp_pending_secret);
      await verified(
        request,
        user.id,
        async () =>
          (await verifyPassword(row.password_hash, password)) &&
          (await acceptTotp(app.db, app.clock, user.id, pending, codigo)),
      );
      const { codes, hashes } = await newRecoveryCodes();
      await twoFactorRepository.enable(app.db, user.id, app.totpBox.seal(pending), hashes);
      // Other browsers logged in before the second factor existed must log in again.
      await endUserSessions(app.db, user.id, request.sessionId ?? undefined);
      return { enabled: true as const, recoveryCodes: codes };
    },
  );

  app.post(
    '/user/2fa/disable',
    {
      ...opts,
      schema: {
        summary: 'Desactivar la verificación en dos pasos con la contraseña y un código (o uno de recuperación)',
        body: twoFactorDisableSchema,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      if (app.config.requireAdmin2fa && user.role === 'admin') {
        throw forbidden('Los administradores deben mantener la verificación en dos pasos.');
      }
      const row = await load(user.id);
      if (!toBool(row.totp_enabled) || !row.totp_secret)
        throw badRequest('La verificación en dos pasos no está activa.');
      await verified(
        request,
        user.id,
        async () =>
          (await verifyPassword(row.password_hash, input.password)) &&
          (await acceptSecondFactor(app.db, app.clock, app.totpBox, row, input.codigo)),
      );
      await twoFactorRepository.disable(app.db, user.id);
      return reply.code(204).send(null);
    },
  );
};

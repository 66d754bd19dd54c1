import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import {
  TWO_FACTOR_INVALID_MESSAGE,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@intranet/contract';
import { toBool } from '../../db/sql.js';
import { parseInput } from '../../lib/validate.js';
import { verifyPassword } from '../../lib/passwords.js';
import { newRecoveryCodes, newTotpSecret, otpauthUrl } from '../../lib/totp.js';
import { acceptSecondFactor, acceptTotp } from '../../plugins/auth/second-factor.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { endUserSessions } from '../../plugins/auth/sessions.js';
import { badRequest, forbidden, notFound } from '../../plugins/errors.js';
import { twoFactorRepository } from './two-factor.repository.js';

/**
 * Two-factor verification with an authenticator app (TOTP), for any user; mandatory for admins when
 * REQUIRE_ADMIN_2FA=true. All routes act on the caller only and stay reachable while the admin still
 * has to set it up.
 */
export async function twoFactorRoutes(app: FastifyInstance) {
  const opts = { config: { access: 'session' as const, allowWhilePasswordChange: true } };
  const load = async (userId: number) => {
    const row = await twoFactorRepository.find(app.db, userId);
    if (!row) throw notFound('Usuario no encontrado.');
    return row;
  };

  app.get('/user/2fa', opts, async (request): Promise<TwoFactorStatus> => {
    const user = currentUser(request);
    const row = await load(user.id);
    return { enabled: toBool(row.totp_enabled), required: app.config.requireAdmin2fa && user.role === 'admin' };
  });

  app.post('/user/2fa/setup', opts, async (request): Promise<TwoFactorSetup> => {
    const user = currentUser(request);
    const row = await load(user.id);
    if (toBool(row.totp_enabled)) throw badRequest('La verificación en dos pasos ya está activa.');
    const secret = newTotpSecret();
    await twoFactorRepository.setPending(app.db, user.id, secret);
    const url = otpauthUrl(secret, row.username);
    const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl: url, qrSvg };
  });

  app.post('/user/2fa/enable', opts, async (request) => {
    const user = currentUser(request);
    const { codigo } = parseInput(twoFactorCodeSchema, request.body);
    const row = await load(user.id);
    if (!row.totp_pending_secret) throw badRequest('Primero genere el código QR.');
    if (!(await acceptTotp(app.db, app.clock, user.id, row.totp_pending_secret, codigo))) {
      throw badRequest(TWO_FACTOR_INVALID_MESSAGE, { codigo: TWO_FACTOR_INVALID_MESSAGE });
    }
    const { codes, hashes } = newRecoveryCodes();
    await twoFactorRepository.enable(app.db, user.id, row.totp_pending_secret, hashes);
    // Other browsers logged in before the second factor existed must log in again.
    await endUserSessions(app.db, user.id, request.sessionId ?? undefined);
    return { enabled: true, recoveryCodes: codes };
  });

  app.post('/user/2fa/disable', opts, async (request, reply) => {
    const user = currentUser(request);
    const input = parseInput(twoFactorDisableSchema, request.body);
    if (app.config.requireAdmin2fa && user.role === 'admin') {
      throw forbidden('Los administradores deben mantener la verificación en dos pasos.');
    }
    const row = await load(user.id);
    if (!toBool(row.totp_enabled) || !row.totp_secret) throw badRequest('La verificación en dos pasos no está activa.');
    const passwordOk = await verifyPassword(row.password_hash, input.password);
    const codeOk = passwordOk && (await acceptSecondFactor(app.db, app.clock, row, input.codigo));
    if (!passwordOk) throw badRequest('La contraseña no es correcta.', { password: 'La contraseña no es correcta.' });
    if (!codeOk) throw badRequest(TWO_FACTOR_INVALID_MESSAGE, { codigo: TWO_FACTOR_INVALID_MESSAGE });
    await twoFactorRepository.disable(app.db, user.id);
    return reply.code(204).send();
  });
}

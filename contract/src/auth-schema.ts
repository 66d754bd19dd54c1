// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { ROLES } from './constants.js';
import { outText } from './validation.js';

/**
 * The answer schemas of the session and two-factor routes. A module of its own: the login page and the app shell
 * import auth.ts, and a schema there would put zod in the first load. The types are their `z.infer`.
 */

/** What the browser keeps in localStorage under `user`, and what `/api/session` returns. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  rut: outText(),
  username: outText(),
  /** Full name: the top bar greets with it ('Bienvenido, {nombre}'). */
  nombre: outText(),
  role: z.enum(ROLES),
  mustChangePassword: z.boolean(),
  /** An admin who must enable two-factor verification (REQUIRE_ADMIN_2FA) before anything else. */
  mustSetupTwoFactor: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/session`: the user and the largest upload the server takes (the file pickers check it first). */
export const sessionResponseSchema = sessionUserSchema.extend({
  /** MAX_UPLOAD_MB of the server. */
  maxUploadMb: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * `POST /api/login`: `{redirect, message, nombre, role, rut, username}`; `message` names
 * 'Administrador' exactly for admins.
 */
export const loginResponseSchema = z.object({
  redirect: outText(),
  message: outText(),
  nombre: outText(),
  role: z.enum(ROLES),
  rut: outText(),
  username: outText(),
  mustChangePassword: z.boolean(),
  mustSetupTwoFactor: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /api/user/2fa`: whether the caller uses two-factor verification and whether it is mandatory for them. */
export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `POST /api/user/2fa/setup`: the new secret, as text, as an `otpauth://` URL and as a QR code (SVG). */
export const twoFactorSetupResultSchema = z.object({ secret: outText(), otpauthUrl: outText(), qrSvg: outText() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResultSchema>;

/** `POST /api/user/2fa/enable`: the recovery codes, shown once. */
export const twoFactorEnabledSchema = z.object({ enabled: z.literal(true), recoveryCodes: z.array(outText()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

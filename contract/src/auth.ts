// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { safeString, secretString } from './validation.js';

export const LOGIN_FAILED_MESSAGE = 'RUT/Usuario o contraseña incorrectos. Intente de nuevo.';
/** A right temporary password used after TEMP_PASSWORD_HOURS: only the admin can give a new one. */
export const TEMPORARY_PASSWORD_EXPIRED_MESSAGE =
  'Su contraseña temporal venció. Solicite una nueva al administrador de la intranet.';
/** A demo account still on its published password, from anywhere but the server's machine (decision 017c). */
export const DEMO_PASSWORD_LOOPBACK_MESSAGE =
  'Esta cuenta de demostración aún tiene la contraseña publicada y solo puede usarse desde el mismo equipo del ' +
  'servidor. Entre desde allí y cambie la contraseña para usarla desde la red.';
export const LOGIN_THROTTLED_MESSAGE = 'Demasiados intentos fallidos. Intente nuevamente en unos minutos.';
/** Body of `POST /api/login`: a RUT in any usual form, or a username. */
export const loginInputSchema = z.object({
  rut: safeString({ error: 'Ingrese su RUT o usuario.' }).trim().min(1, 'Ingrese su RUT o usuario.').max(100),
  password: secretString({ error: 'Ingrese su contraseña.' }).min(1, 'Ingrese su contraseña.').max(200),
  /** Authenticator code or recovery code, for users with two-factor verification. */
  codigo: safeString().trim().max(20).optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const TWO_FACTOR_REQUIRED_MESSAGE = 'Ingrese el código de verificación de su aplicación de autenticación.';
export const TWO_FACTOR_INVALID_MESSAGE = 'El código de verificación no es válido.';
/**
 * The server cannot read the person's TOTP seed (it was sealed with a key the server no longer has: TOTP_KEY
 * changed without TOTP_KEY_PREVIOUS). Recovery codes do not depend on that key and still work.
 */
export const TWO_FACTOR_KEY_UNAVAILABLE_MESSAGE =
  'En este momento no se pueden verificar los códigos de su aplicación de autenticación. Ingrese uno de sus códigos de recuperación o contacte al administrador.';

/**
 * The one answer to a wrong password or code on the two-factor routes: it does not tell which of the two
 * was wrong.
 */
export const TWO_FACTOR_CHECK_FAILED_MESSAGE = 'La contraseña o el código de verificación no son correctos.';

const accountPassword = secretString({ error: 'Ingrese su contraseña.' }).min(1, 'Ingrese su contraseña.').max(200);

/** Body of `POST /api/user/2fa/setup`: the account password (re-authentication). */
export const twoFactorSetupSchema = z.object({ password: accountPassword });

/** Body of `POST /api/user/2fa/enable`: the account password and the first code of the app. */
export const twoFactorCodeSchema = z.object({
  password: accountPassword,
  codigo: safeString({ error: 'Ingrese el código de 6 dígitos.' })
    .trim()
    .regex(/^\d{6}$/, 'Ingrese el código de 6 dígitos.'),
});

/** Body of `POST /api/user/2fa/disable`: the account password and a TOTP or recovery code. */
export const twoFactorDisableSchema = z.object({
  password: accountPassword,
  codigo: safeString({ error: 'Ingrese el código de verificación.' })
    .trim()
    .min(1, 'Ingrese el código de verificación.')
    .max(20),
});

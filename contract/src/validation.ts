// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';

/**
 * C0 control characters except tab, line feed and carriage return; DEL; C1 controls. PostgreSQL refuses NUL in
 * text and none of them belongs in what a person types, so both engines answer the same 400.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'El texto contiene caracteres de control no permitidos.';

/**
 * The string every text field of the contract starts from (ESLint forbids a bare `z.string()` here): control
 * characters are refused. Takes the parameters of `z.string()`.
 */
export const safeString = /* #__NO_SIDE_EFFECTS__ */ (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !CONTROL_CHARACTERS.test(v), { message: CONTROL_CHARACTERS_MESSAGE, abort: true });

/**
 * A secret (password) is taken as typed: it is only hashed, never stored or compared as text, and refusing
 * characters could lock out an existing account.
 */
export const secretString = /* #__NO_SIDE_EFFECTS__ */ (params?: Parameters<typeof z.string>[0]) => z.string(params);

/** A required single-line text: trimmed, non-empty, bounded. */
export const requiredText = /* #__NO_SIDE_EFFECTS__ */ (message: string, max = 200) =>
  safeString({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres.`);

/** An optional text: trimmed, bounded; empty becomes null. */
export const optionalText = /* #__NO_SIDE_EFFECTS__ */ (max = 200) =>
  safeString()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDate = /* #__NO_SIDE_EFFECTS__ */ (message = 'Ingrese una fecha válida (AAAA-MM-DD).') =>
  safeString({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, message);

/** A positive integer id taken from a path parameter. */
export const idParam = z.object({
  id: z.coerce
    .number({ error: 'Identificador inválido.' })
    .int('Identificador inválido.')
    .positive('Identificador inválido.')
    .max(2_147_483_647, 'Identificador inválido.'),
});

/** A boolean sent as JSON `true`/`false` or as the multipart strings 'true'/'false'. */
export const boolish = /* #__NO_SIDE_EFFECTS__ */ (message = 'Debe ser verdadero o falso.') =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: message });

/** An http(s) URL; anything else (javascript:, data:, relative) is refused. */
export const httpUrl = /* #__NO_SIDE_EFFECTS__ */ (
  message = 'Ingrese una URL válida que comience con http:// o https://.',
) =>
  safeString({ error: message })
    .trim()
    .max(2000, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    }, message);

/**
 * A text field of an answer (response schemas). Not checked again: its input was, and a character refused today
 * in something stored long ago must not turn a read into an error.
 */
export const outText = /* #__NO_SIDE_EFFECTS__ */ () => z.string();

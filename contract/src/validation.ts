// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';

/** A required single-line text: trimmed, non-empty, bounded. */
export const requiredText = /* #__NO_SIDE_EFFECTS__ */ (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres.`);

/** An optional text: trimmed, bounded; empty becomes null. */
export const optionalText = /* #__NO_SIDE_EFFECTS__ */ (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDate = /* #__NO_SIDE_EFFECTS__ */ (message = 'Ingrese una fecha válida (AAAA-MM-DD).') =>
  z
    .string({ error: message })
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
  z
    .string({ error: message })
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

// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { outText } from './validation.js';
import { rutField } from './users.js';

/**
 * Forgotten password: a worker asks from the login screen, an admin sees the request in the
 * Panel and gives a temporary password. No e-mail involved.
 */

/** The one answer, whether or not the RUT belongs to an account (nobody learns which RUTs exist). */
export const RESET_REQUEST_ANSWER =
  'Si el RUT corresponde a una cuenta activa, su solicitud llegó a los administradores. Ellos le entregarán una contraseña temporal; al ingresar con ella deberá elegir una nueva.';

/** Requests per address and per RUT within the window, and the window. */
export const RESET_REQUEST_LIMITS = { perAddress: 5, perRut: 3, windowMs: 60 * 60 * 1000 } as const;

export const RESET_REQUEST_MESSAGES = {
  throttled: 'Demasiadas solicitudes. Intente nuevamente en una hora.',
  notFound: 'La solicitud no existe o ya fue atendida.',
} as const;

export const resetRequestInputSchema = z.object({ rut: rutField });
export type ResetRequestInput = z.input<typeof resetRequestInputSchema>;

export const resetRequestAnswerSchema = z.object({ mensaje: outText() });
export type ResetRequestAnswer = z.infer<typeof resetRequestAnswerSchema>;

/** A pending request as the Panel lists it. */
export const resetRequestSchema = z.object({
  id: z.number(),
  usuario_id: z.number(),
  nombre: outText(),
  rut: outText(),
  /** ISO-8601 UTC. */
  solicitada_at: outText(),
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;

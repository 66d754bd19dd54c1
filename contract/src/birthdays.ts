// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { pageQuery, searchQuery } from './paging.js';
import { isoDate, outText, requiredText, safeString } from './validation.js';
import { BIRTHDAYS_PAGE_SIZE, GREETING_LIMITS, GREETING_MESSAGES } from './constants.js';

export const BIRTHDAYS_MAX_LIMIT = 100;

/** Multipart fields of `POST/PUT /api/cumpleanos` (nombre, cargo, fecha_cumpleanos required). */
export const birthdayInputSchema = z.object({
  nombre: requiredText('Ingrese el nombre.', 200),
  cargo: requiredText('Ingrese el cargo.', 200),
  fecha_cumpleanos: isoDate('Ingrese una fecha de cumpleaños válida (AAAA-MM-DD).'),
});
export type BirthdayInput = z.infer<typeof birthdayInputSchema>;

/** Query of `GET /api/cumpleanos`: `q` searches nombre and cargo; paged like the news list. */
export const birthdayListQuerySchema = z.object({
  q: searchQuery(),
  ...pageQuery(BIRTHDAYS_PAGE_SIZE, BIRTHDAYS_MAX_LIMIT),
});
export type BirthdayListQuery = z.infer<typeof birthdayListQuerySchema>;

export const birthdaySchema = z.object({
  id: z.number().int(),
  nombre: outText(),
  cargo: outText(),
  fecha_cumpleanos: outText(),
  imagen: outText().nullable(),
});
export type Birthday = z.infer<typeof birthdaySchema>;

/**
 * An item of `GET /api/cumpleanos/mes`: the home list names the date `fecha`. The
 * month mixes people with an account (`tipo: 'usuario'`: `id` and `user_id` are the user's id, `fecha` is
 * this year's birthday so the year of birth never leaves the server) and the manual entries of
 * /admin-cumpleanos (`tipo: 'manual'`, `user_id` null), without duplicates.
 */
export const monthBirthdaySchema = z.object({
  id: z.number().int(),
  nombre: outText(),
  cargo: outText(),
  fecha: outText(),
  imagen: outText().nullable(),
  tipo: z.enum(['usuario', 'manual']),
  user_id: z.number().int().nullable(),
});
export type MonthBirthday = z.infer<typeof monthBirthdaySchema>;

// ---- 'Saludar': a short greeting only its recipient sees ---------------------------

const recipientMessage = GREETING_MESSAGES.recipient;

/** Body of `POST /api/saludos`: who (`para_id`, a user id) and a one-line message of up to 280 characters. */
export const greetingInputSchema = z.object({
  para_id: z.coerce
    .number({ error: recipientMessage })
    .int(recipientMessage)
    .positive(recipientMessage)
    .max(2_147_483_647, recipientMessage),
  mensaje: safeString({ error: GREETING_MESSAGES.empty })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      safeString()
        .min(1, GREETING_MESSAGES.empty)
        .max(GREETING_LIMITS.maxLength, `Máximo ${GREETING_LIMITS.maxLength} caracteres.`),
    ),
});
export type GreetingInput = z.infer<typeof greetingInputSchema>;

/** A greeting as its recipient sees it (`GET /api/saludos`): the sender's current name and photo. */
export const greetingSchema = z.object({
  id: z.number().int(),
  de: z.object({ id: z.number().int(), nombre: outText(), imagen_perfil: outText().nullable() }),
  mensaje: outText(),
  /** ISO-8601 instant it was sent. */
  enviado: outText(),
  leido: z.boolean(),
});
export type Greeting = z.infer<typeof greetingSchema>;

/** `GET /api/saludos`: the caller's greetings, newest first (at most 50), and how many are unread. */
export const receivedGreetingsSchema = z.object({
  no_leidos: z.number().int(),
  items: z.array(greetingSchema),
});
export type ReceivedGreetings = z.infer<typeof receivedGreetingsSchema>;

/** The answer of `POST /api/saludos`: the greeting sent. */
export const sentGreetingSchema = z.object({
  id: z.number().int(),
  para_id: z.number().int(),
  mensaje: outText(),
  /** ISO-8601 instant it was sent. */
  enviado: outText(),
});
export type SentGreeting = z.infer<typeof sentGreetingSchema>;

// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { EMOJIS } from './constants.js';
import { outText } from './validation.js';

/*
 * The answer schemas of the forum calls. A module of its own: the home widget imports forum.ts for its
 * constants and types, and a schema there would put zod in the first load.
 */

/** Emoji → number of people who chose it; every one of the six is present. */
export const reactionCountsSchema = z.record(z.enum(EMOJIS), z.number().int());
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

/** A forum topic. */
export const topicSchema = z.object({
  id: z.number().int(),
  titulo: outText(),
  descripcion: outText().nullable(),
  /** `/uploads/forum/….webp` or null. */
  imagen: outText().nullable(),
  fecha_creacion: outText(),
  total_comentarios: z.number().int(),
  /** The last comment's date, or the creation date when there is none. */
  ultima_actividad: outText(),
  activo: z.boolean(),
  /** Who created the topic (full name at the time) and their user id; null for older topics. */
  autor_id: z.number().int().nullable(),
  autor_nombre: outText().nullable(),
});
export type Topic = z.infer<typeof topicSchema>;

/** The reactions of one comment as seen by the caller. */
export const reactionSummarySchema = z.object({
  comentario_id: z.number().int(),
  reacciones: reactionCountsSchema,
  /** The caller's own reaction, if any. */
  mine: z.enum(EMOJIS).nullable(),
  /** Grows with every change of this comment's reactions; a client ignores older states. */
  version: z.number().int(),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;

/** A comment with its reactions, so a list needs no call per comment. Plain text. */
export const commentSchema = z.object({
  id: z.number().int(),
  tema_id: z.number().int(),
  username: outText(),
  /** The author's full name as it was when they wrote. */
  nombre: outText(),
  /** The author's user id (links to /personas/{id}); null once that user was deleted. */
  user_id: z.number().int().nullable(),
  /** The author's current photo, if any. */
  imagen_perfil: outText().nullable(),
  comentario: outText(),
  fecha: outText(),
  fecha_edicion: outText().nullable(),
  /** The top-level comment this one answers, or null. */
  respuesta_a: z.number().int().nullable(),
  /** The name of that comment's author, shown as the quote ('En respuesta a …'). */
  respuesta_a_nombre: outText().nullable(),
  reacciones: reactionCountsSchema,
  mine: z.enum(EMOJIS).nullable(),
  version: z.number().int(),
});
export type Comment = z.infer<typeof commentSchema>;

// zod's settings (Spanish messages, no eval in the browser) before any schema here is built.
import './zod-config.js';
import { z } from 'zod';
import { EMOJIS, type Emoji } from './constants.js';
import type { Comment, ReactionCounts, Topic } from './forum-schema.js';
import { boolish, optionalText, requiredText, safeString } from './validation.js';
import {
  COMMENT_REQUIRED_MESSAGE,
  TOPIC_TITLE_REQUIRED_MESSAGE,
  COMMENT_MAX_LENGTH,
  COMMENT_SEND_KEY_MESSAGE,
  COMMENT_PARENT_MESSAGE,
  TOPIC_TITLE_MAX_LENGTH,
  TOPIC_DESCRIPTION_MAX_LENGTH,
  COMMENTS_PAGE_SIZE,
  COMMENTS_PAGE_MAX,
} from './forum-rules.js';

const EMOJI_MESSAGE = `Reacción no permitida. Use una de: ${EMOJIS.join(' ')}.`;

const commentText = safeString({ error: COMMENT_REQUIRED_MESSAGE })
  .trim()
  .min(1, COMMENT_REQUIRED_MESSAGE)
  .max(COMMENT_MAX_LENGTH, `El comentario no puede superar los ${COMMENT_MAX_LENGTH} caracteres.`);

const positiveId = /* #__NO_SIDE_EFFECTS__ */ (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * Body of `POST /api/comentarios`. The spec's body also carries `username`: it is ignored, the
 * author is always the session's user.
 */
export const commentInputSchema = z.object({
  comentario: commentText,
  tema_id: positiveId('Seleccione un tema válido.'),
  /**
   * Idempotency key: a comment written offline is sent again until an answer arrives; the same
   * key from the same user is one comment. The same key with another text is a 409.
   */
  clave_envio: z.uuid({ error: COMMENT_SEND_KEY_MESSAGE }).optional(),
  /**
   * The comment this one answers: a comment of the same topic. Replies have one level: answering
   * a reply answers the comment that reply belongs to.
   */
  respuesta_a: positiveId(COMMENT_PARENT_MESSAGE).nullish(),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** Body of `PUT /api/admin/comentarios/{id}`. */
export const commentUpdateSchema = z.object({ comentario: commentText });
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;

/** Body of `POST /api/comentarios/{id}/reacciones` (`usuario` is ignored: the session decides). */
export const reactionInputSchema = z.object({
  emoji: z.enum(EMOJIS, { error: EMOJI_MESSAGE }),
});
export type ReactionInput = z.infer<typeof reactionInputSchema>;

/** Query of the comment lists: newest first, `before` = the last id already shown ("Cargar más"). */
export const commentsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'El límite debe ser un número.' })
    .int('El límite debe ser un número entero.')
    .min(1, 'El límite debe ser al menos 1.')
    .max(COMMENTS_PAGE_MAX, `El límite no puede superar ${COMMENTS_PAGE_MAX}.`)
    .default(COMMENTS_PAGE_SIZE),
  before: positiveId('El cursor "before" no es válido.').optional(),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

/** Multipart fields of `POST /api/admin/temas` and `PUT /api/admin/temas/{id}` (imagen is a file). */
export const topicInputSchema = z.object({
  titulo: requiredText(TOPIC_TITLE_REQUIRED_MESSAGE, TOPIC_TITLE_MAX_LENGTH),
  descripcion: optionalText(TOPIC_DESCRIPTION_MAX_LENGTH),
  activo: boolish('El campo activo debe ser "true" o "false".').optional(),
});
export type TopicInput = z.infer<typeof topicInputSchema>;

/**
 * Multipart fields of `PUT /api/admin/temas/{id}`: as `topicInputSchema`, except that a form without `descripcion`
 * keeps the topic's description (undefined here), while an empty one clears it (null).
 */
export const topicUpdateSchema = topicInputSchema.extend({
  descripcion: safeString()
    .trim()
    .max(TOPIC_DESCRIPTION_MAX_LENGTH, `Máximo ${TOPIC_DESCRIPTION_MAX_LENGTH} caracteres.`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type TopicUpdate = z.infer<typeof topicUpdateSchema>;

// The answer types are those of the answer schemas (forum-schema.ts, kept apart from this module: see there).
export type { Comment, ReactionCounts, ReactionSummary, Topic } from './forum-schema.js';

/**
 * What `GET /api/foro/eventos` streams (one JSON object per SSE message). `resync` asks the page to
 * reload what it shows (events may have been missed while the server reconnected).
 */
export type ForumEvent =
  | { type: 'tema'; tema: Topic }
  | { type: 'tema-oculto'; id: number }
  | { type: 'comentario-nuevo'; tema_id: number; comentario: Comment }
  | { type: 'comentario-editado'; tema_id: number; id: number; comentario: string; fecha_edicion: string }
  | { type: 'comentario-eliminado'; tema_id: number; id: number }
  | {
      type: 'reacciones';
      tema_id: number;
      comentario_id: number;
      reacciones: ReactionCounts;
      version: number;
      /**
       * Counts only: nobody learns who reacted. `mine` (the new own reaction, null = removed) is present only in
       * the streams of the user who reacted, so his other tabs follow.
       */
      mine?: Emoji | null;
    }
  | { type: 'refrescar'; tema_id: number | null };

/** Every emoji at zero. */
export const emptyReactionCounts = (): ReactionCounts =>
  Object.fromEntries(EMOJIS.map((e) => [e, 0])) as ReactionCounts;

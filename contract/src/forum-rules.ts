/**
 * The forum's limits and its fixed Spanish texts, without schemas: the web's forum screens import these, and a module
 * of plain constants keeps zod (and the input schemas of forum.ts) out of the home page's forum widget.
 */
/** The alert for a blank comment (the comment is not sent). */
export const COMMENT_REQUIRED_MESSAGE = 'Por favor, ingresa un comentario';
/** The alert for a blank topic title (the topic is not saved). */
export const TOPIC_TITLE_REQUIRED_MESSAGE = 'Por favor, ingresa un título para el tema';
/** The confirmation asked before a comment is deleted. */
export const COMMENT_DELETE_CONFIRM = '¿Estás seguro de que deseas eliminar este comentario?';

export const COMMENT_MAX_LENGTH = 2000;
/** A malformed `clave_envio`. */
export const COMMENT_SEND_KEY_MESSAGE = 'La clave de envío del comentario no es válida.';
/** The same `clave_envio` with another text. */
export const COMMENT_SEND_KEY_CONFLICT = 'Esta clave de envío ya se usó para otro comentario.';
/** `respuesta_a` is no comment id. */
export const COMMENT_PARENT_MESSAGE = 'El comentario al que responde no es válido.';
/** `respuesta_a` names a comment of another topic. */
export const COMMENT_PARENT_OTHER_TOPIC = 'Solo puede responder a un comentario del mismo tema.';
export const TOPIC_TITLE_MAX_LENGTH = 200;
export const TOPIC_DESCRIPTION_MAX_LENGTH = 2000;
/** Comments per page of `GET /api/comentarios/{temaId}` unless `limit` says otherwise. */
export const COMMENTS_PAGE_SIZE = 50;
export const COMMENTS_PAGE_MAX = 100;

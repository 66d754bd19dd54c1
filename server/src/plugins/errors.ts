import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@intranet/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error that carries the HTTP status and the Spanish sentence shown to a person. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Debe iniciar sesión para continuar.') => new HttpError(401, message);
export const forbidden = (message = 'No tiene permiso para realizar esta acción.') => new HttpError(403, message);
export const notFound = (message = 'Recurso no encontrado.') => new HttpError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields);
export const payloadTooLarge = (maxMb: number) =>
  new HttpError(413, `El archivo o la solicitud supera el tamaño máximo permitido (${maxMb} MB).`);
export const unsupportedMedia = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message = 'Demasiadas solicitudes. Intente nuevamente en unos minutos.') =>
  new HttpError(429, message);

/** One failed check: the field's path and its Spanish message. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The 400 of every refused input: `fields` maps each field (dotted path, `_` for the whole input) to its first
 * Spanish message, and the sentence is the first message. Route schemas (the error handler) and forms
 * (`withForm`) answer with it alike.
 */
export function invalidInput(issues: readonly FieldIssue[]): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? 'Datos inválidos.';
  return badRequest(first, fields);
}

const GENERIC_BY_STATUS: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Debe iniciar sesión para continuar.',
  403: 'No tiene permiso para realizar esta acción.',
  404: 'Recurso no encontrado.',
  405: 'Método no permitido.',
  406: 'Formato no aceptado.',
  409: 'La solicitud entra en conflicto con los datos existentes.',
  413: 'El archivo o la solicitud supera el tamaño máximo permitido.',
  415: 'Tipo de contenido no soportado.',
  429: 'Demasiadas solicitudes. Intente nuevamente en unos minutos.',
};

/** File-system failures of the uploads folder (full disk, read-only or unwritable DATA_DIR). */
const STORAGE_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR']);

/** Turns framework error codes into statuses and Spanish sentences. */
function fromFastifyError(err: FastifyError, maxMb: number): HttpError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest('El cuerpo de la solicitud no es JSON válido.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge(maxMb);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return unsupportedMedia('Tipo de contenido no soportado.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return badRequest('La longitud declarada de la solicitud no coincide con su contenido.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return badRequest('La solicitud no es válida.');
    default:
      return null;
  }
}

/** One error handler for the whole API: typed errors render as `{error, code?, fields?}`. */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { maxUploadMb: number }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let http: HttpError | null = error instanceof HttpError ? error : fromFastifyError(error, opts.maxUploadMb);
    // A route schema refused the params, query or body: the same `{error, fields}` as every refused input.
    if (!http && hasZodFastifySchemaValidationErrors(error)) {
      http = invalidInput(
        error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? '' })),
      );
    }
    if (!http && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      http = new HttpError(error.statusCode, GENERIC_BY_STATUS[error.statusCode] ?? 'La solicitud no es válida.');
    }
    if (!http && STORAGE_ERRORS.has(String((error as { code?: string }).code))) {
      request.log.error({ err: error, reqId: request.id }, 'storage write failed');
      return reply.code(500).send({
        error: 'No se pudo guardar el archivo en el servidor (disco lleno o sin permisos). No se guardó ningún cambio.',
      });
    }
    if (!http) {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return reply
        .code(500)
        .send({ error: `Ocurrió un error inesperado. Intente nuevamente (referencia ${request.id}).` });
    }
    if (http.statusCode >= 400 && http.statusCode < 500) request.log.info({ status: http.statusCode }, http.message);
    // The rest of an oversized body is not read: close the connection once the answer is sent.
    if (http.statusCode === 413) reply.header('Connection', 'close');
    const body: ApiErrorBody = { error: http.message };
    if (http.code) body.code = http.code;
    if (http.fields) body.fields = http.fields;
    return reply.code(http.statusCode).send(body);
  });
});

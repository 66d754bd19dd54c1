import http from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody } from '@intranet/contract';

/** Sentences for the answers Node writes itself, before any route runs (no request object exists yet). */
const CLIENT_ERRORS: Record<string, { status: number; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: 'La solicitud tardó demasiado en llegar y se cerró la conexión. Intente nuevamente.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: 'Las cabeceras de la solicitud son demasiado grandes. Borre las cookies de este sitio e intente nuevamente.',
  },
};
const MALFORMED = { status: 400, error: 'La solicitud no es válida.' };

/**
 * Fastify's `clientErrorHandler`: a request that never became a request (too slow, headers too large, not
 * HTTP) still gets the contract's `{error}` body in Spanish, with the headers every answer carries.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, error } = CLIENT_ERRORS[err.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ error } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}

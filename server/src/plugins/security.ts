import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from '@intranet/contract';
import { badRequest, forbidden } from './errors.js';
import { tileImgSource } from '../config.js';
import { APP_LOADER_HASH } from './web-preload.js';

/**
 * Content Security Policy: exactly what the app needs. Features that embed or load from another
 * origin add it here (map tiles, Power BI report iframes).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // …and the page's one inline script, by its hash: it starts the app after the first paint (web-preload.ts).
  scriptSrc: ["'self'", APP_LOADER_HASH],
  // React-Bootstrap and Leaflet position elements with style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Map tiles: the host of TILE_URL is added at registration (see cspDirectives).
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https://app.powerbi.com', 'https://*.powerbi.com'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The policy with the configured map tile host allowed as an image source. */
export function cspDirectives(tileSource: string | null) {
  return { ...CSP_DIRECTIVES, imgSrc: tileSource ? [...CSP_DIRECTIVES.imgSrc, tileSource] : CSP_DIRECTIVES.imgSrc };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browser features no page of the app uses: denied to the app and to every frame it embeds (Power BI, videos).
 * Fullscreen stays at its default (this site and frames allowed by the page) for reports and the PDF preview.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** HSTS: six months, subdomains included; sent only on answers that travelled over HTTPS. */
export const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

/** Security headers, and refusal of cross-site state changes (CSRF defence beside SameSite=Lax). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(tileImgSource(app.config.tileUrl)) },
    crossOriginEmbedderPolicy: false,
    // Added below, only over HTTPS: on plain HTTP the header means nothing and misleads a reader of the answer.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
  });

  // Set on the raw response, like helmet's own headers, so answers that bypass Fastify's reply (live-event
  // streams write their head themselves) carry them too. `request.protocol` reads X-Forwarded-Proto only
  // from a trusted proxy (TRUST_PROXY), so a client can not ask for HSTS on plain HTTP, nor drop it.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', HSTS_VALUE);
  });

  // Answers are not kept in browser or proxy caches unless their route chose a policy: the web build's
  // hashed assets (long, public), ETag-revalidated lists (`private, no-cache`), public uploads.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  // Path parameters are not read through a contract schema (a file name, an upload path): the same rule as
  // every text field, so no control character (NUL) reaches a query.
  app.addHook('preValidation', async (request) => {
    for (const value of Object.values((request.params ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string' && CONTROL_CHARACTERS.test(value)) throw badRequest(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  // Decided by the method alone, for every route: the raw URL is no guide (`/%61pi/users` routes to
  // `/api/users`), and no route of this app takes a state change from another site.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') throw forbidden('Solicitud rechazada: origen no permitido.');
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string | null = null;
      try {
        host = new URL(origin).host;
      } catch {
        host = null;
      }
      if (host !== request.host) throw forbidden('Solicitud rechazada: origen no permitido.');
    } else if (origin === 'null') {
      throw forbidden('Solicitud rechazada: origen no permitido.');
    }
  });
});

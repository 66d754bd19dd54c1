import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.js';
import { SESSION_COOKIE } from './auth/sessions.js';
import {
  bootHeader,
  isHomeUrl,
  isNewsListUrl,
  screenPreloads,
  withDataPreloads,
  type BuildManifest,
} from './web-preload.js';

/** The built web app: `web/dist` next to the server, in both `server/src` and `server/dist`. */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app, brotli or gzip copies made at build time when the browser takes them.
 * Hashed assets cache for a year; index.html is revalidated every time.
 * Any GET that is neither an API path nor a file answers index.html (client routing).
 */
/** The name beside the logo in the app's bar (web/src/config/site.ts `shortName`). */
const BRAND_NAME = 'Minera Andina';

export interface WebOptions {
  root?: string;
  /** The home's first intro picture for a valid session token (null: none, or not a valid session). */
  homePicture?: (sessionToken: string) => Promise<string | null>;
  /** The first picture of the news list this session's user sees (`/all-news`), or null. */
  newsPicture?: (sessionToken: string) => Promise<string | null>;
}

export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const root = opts.root ?? WEB_DIST;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  // The build is in place before the server starts; a logged-in browser gets it with its data preloads.
  const indexHtml = hasBuild ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const favicon = path.join(root, 'favicon.svg');
  const header = hasBuild && fs.existsSync(favicon) ? bootHeader(fs.readFileSync(favicon, 'utf8'), BRAND_NAME) : '';
  // Vite's list of the build's chunks (build.manifest): which files a screen needs, announced with its HTML.
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const manifest: BuildManifest | null =
    hasBuild && fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest)
      : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // scripts/precompress.mjs writes .br and .gz copies at build time; they are sent as they are.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || !hasBuild) throw notFound();
    if (request.method !== 'GET' && request.method !== 'HEAD') throw notFound();
    if (/\.[a-z0-9]{2,5}$/i.test(url) && url.startsWith('/assets/')) throw notFound();
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Cookie');
    const token = request.cookies?.[SESSION_COOKIE];
    if (token) {
      const picture = opts.homePicture && isHomeUrl(request.url) ? await opts.homePicture(token) : null;
      const newsPicture = opts.newsPicture && isNewsListUrl(request.url) ? await opts.newsPicture(token) : null;
      return reply.type('text/html; charset=utf-8').send(
        withDataPreloads(indexHtml, request.url, {
          homePicture: picture,
          newsPicture,
          header,
          screen: screenPreloads(manifest, request.url),
        }),
      );
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
  });
});

import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.js';
import { SESSION_COOKIE } from './auth/sessions.js';
import {
  bootHeader,
  bootLogin,
  isHomeUrl,
  isLoginUrl,
  isNewsListUrl,
  screenPreloads,
  withCriticalCss,
  withDataPreloads,
  type BuildManifest,
  type FirstNews,
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
  newsFirst?: (sessionToken: string) => Promise<FirstNews | null>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Fast settings: a page's HTML is a few KB and made per request. */
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Sends a page's HTML, brotli or gzip when the browser takes them (@fastify/compress leaves the not-found
 * handler's answers alone). `fixed` answers (the same for everyone) are compressed once and kept.
 */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, fixed?: Map<string, Buffer>) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  reply.type('text/html; charset=utf-8').header('Vary', 'Cookie, Accept-Encoding');
  if (!encoding) return reply.send(html);
  let body = fixed?.get(encoding);
  if (!body) {
    body = encoding === 'br' ? await brotli(html, BROTLI_FAST) : await gzip(html);
    fixed?.set(encoding, body);
  }
  return reply.header('Content-Encoding', encoding).send(body);
}

export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const root = opts.root ?? WEB_DIST;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  // The build is in place before the server starts; a logged-in browser gets it with its data preloads.
  // With the rules its first paint needs inline (scripts/critical-css.mjs writes them at build time).
  const criticalFile = path.join(root, 'critical.css');
  const critical = hasBuild && fs.existsSync(criticalFile) ? fs.readFileSync(criticalFile, 'utf8').trim() : '';
  const indexHtml = hasBuild ? withCriticalCss(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), critical) : '';
  // Without a session: /login with its card painted with the HTML; any other page as it is (the app decides).
  const fixedLogin = new Map<string, Buffer>();
  const fixedIndex = new Map<string, Buffer>();
  const loginHtml = critical ? indexHtml.replace('<div id="root"></div>', `<div id="root"></div>${bootLogin()}`) : '';
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
    const token = request.cookies?.[SESSION_COOKIE];
    if (token) {
      const picture = opts.homePicture && isHomeUrl(request.url) ? await opts.homePicture(token) : null;
      const newsFirst = opts.newsFirst && isNewsListUrl(request.url) ? await opts.newsFirst(token) : null;
      return sendHtml(
        request,
        reply,
        withDataPreloads(indexHtml, request.url, {
          homePicture: picture,
          newsFirst,
          header,
          screen: screenPreloads(manifest, request.url),
        }),
      );
    }
    if (!critical) return reply.header('Vary', 'Cookie').type('text/html; charset=utf-8').sendFile('index.html', root);
    const login = isLoginUrl(request.url);
    return sendHtml(request, reply, login ? loginHtml : indexHtml, login ? fixedLogin : fixedIndex);
  });
});

import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { LocalStorage } from './storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: LocalStorage;
  }
}

/** Public folders: announcement pictures are shown on the unguarded /anuncios pages. */
const PUBLIC_FOLDERS = ['announcements'];

/**
 * Folders never served here (documents): PDFs may be hidden from workers, so they are only
 * served by GET /api/procedimientos/archivos/{archivo}, which checks visibility. 404, as if absent.
 */
const PRIVATE_FOLDERS = ['documents'];

/**
 * Multipart parsing limits, the storage on disk, and serving stored files at `/api/uploads/…`
 * (session required, except the public folders). Only the public ones cache long (random names never change).
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const storage = new LocalStorage(app.config.dataDir);
  await storage.init();
  const swept = await storage.sweepTemp();
  if (swept) app.log.info({ swept }, 'removed temp files left by an interrupted upload');
  app.decorate('storage', storage);

  await app.register(multipart, {
    limits: {
      fileSize: app.config.maxUploadBytes,
      files: 6,
      fields: 40,
      fieldSize: 200 * 1024,
      parts: 50,
      headerPairs: 100,
    },
  });

  await app.register(fastifyStatic, {
    root: storage.root,
    serve: false,
    dotfiles: 'deny',
    cacheControl: false,
  });

  const serve = (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const rel = request.params['*'];
    const folder = path.posix.normalize(`/${rel}`).split('/')[1]?.toLowerCase() ?? '';
    if (PRIVATE_FOLDERS.includes(folder)) throw notFound();
    // Public pictures have random (versioned) names and cache long; files behind a session are
    // revalidated (ETag → 304) every time, so the session is checked again and a shared computer's
    // cache does not keep serving them after logout.
    reply.header(
      'Cache-Control',
      PUBLIC_FOLDERS.includes(folder) ? 'public, max-age=31536000, immutable' : 'private, no-cache',
    );
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.sendFile(rel, storage.root);
  };
  for (const folder of PUBLIC_FOLDERS) {
    app.get<{ Params: { '*': string } }>(`/api/uploads/${folder}/*`, { config: { access: 'public' } }, (req, reply) => {
      req.params['*'] = `${folder}/${req.params['*']}`;
      return serve(req, reply);
    });
  }
  app.get<{ Params: { '*': string } }>('/api/uploads/*', { config: { access: 'session' } }, serve);
});

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
 * Folders never served here (documents, issue 4): PDFs may be hidden from workers, so they are only
 * served by GET /api/procedimientos/archivos/{archivo}, which checks visibility. 404, as if absent.
 */
const PRIVATE_FOLDERS = ['documents'];

/**
 * Multipart parsing limits, the storage on disk, and serving stored files at `/api/uploads/…`
 * (session required, except the public folders). Random names make files immutable, so they cache long.
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
    reply.header('Cache-Control', 'private, max-age=31536000, immutable');
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

import type { FastifyInstance } from 'fastify';
import { courseListQuerySchema, idParam, videoInputSchema } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { readForm } from '../../plugins/uploads/form.js';
import * as service from './courses.service.js';

/** Courses (spec §7): GET/POST/PUT/DELETE /videos, GET/POST/DELETE /images. Lists are paged, newest first. */
export async function coursesRoutes(app: FastifyInstance) {
  const session = { config: { access: 'session' as const } };
  const admin = { config: { access: 'admin' as const } };

  app.get('/videos', session, async (request) => {
    return service.listVideos(app, parseInput(courseListQuerySchema, request.query));
  });

  app.get('/images', session, async (request) => {
    return service.listImages(app, parseInput(courseListQuerySchema, request.query));
  });

  app.post('/videos', admin, async (request, reply) => {
    const form = await readForm(request, ['image']);
    try {
      const input = parseInput(videoInputSchema, form.fields);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return await service.createVideo(app, input, form.files.image);
    } finally {
      await form.cleanup();
    }
  });

  app.put('/videos/:id', admin, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const form = await readForm(request, ['image']);
    try {
      const input = parseInput(videoInputSchema, form.fields);
      return await service.updateVideo(app, id, input, form.files.image);
    } finally {
      await form.cleanup();
    }
  });

  app.delete('/videos/:id', admin, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await service.deleteVideo(app, id);
    return reply.code(204).send();
  });

  app.post('/images', admin, async (request, reply) => {
    const form = await readForm(request, ['image']);
    try {
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return await service.createImage(app, form.files.image);
    } finally {
      await form.cleanup();
    }
  });

  app.delete('/images/:id', admin, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await service.deleteImage(app, id);
    return reply.code(204).send();
  });
}

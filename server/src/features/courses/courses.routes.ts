import type { FastifyInstance } from 'fastify';
import { courseListQuerySchema, idParam, videoInputSchema } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { withForm } from '../../plugins/uploads/form.js';
import * as service from './courses.service.js';

/** Courses (spec §7): GET/POST/PUT/DELETE /videos, GET/POST/DELETE /images. Lists are paged, newest first. */
export async function coursesRoutes(app: FastifyInstance) {
  const session = { config: { access: 'session' as const } };
  const admin = { config: { access: 'admin' as const } };
  const deps = { db: app.db, storage: app.storage };

  app.get('/videos', session, async (request) => {
    return service.listVideos(app.db, parseInput(courseListQuerySchema, request.query));
  });

  app.get('/images', session, async (request) => {
    return service.listImages(app.db, parseInput(courseListQuerySchema, request.query));
  });

  app.post('/videos', admin, (request, reply) =>
    withForm(request, ['image'], async (form) => {
      const input = parseInput(videoInputSchema, form.fields);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return service.createVideo(deps, input, form.files.image);
    }),
  );

  app.put('/videos/:id', admin, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return withForm(request, ['image'], async (form) => {
      const input = parseInput(videoInputSchema, form.fields);
      return service.updateVideo(deps, id, input, form.files.image);
    });
  });

  app.delete('/videos/:id', admin, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await service.deleteVideo(deps, id);
    return reply.code(204).send();
  });

  app.post('/images', admin, (request, reply) =>
    withForm(request, ['image'], async (form) => {
      reply.code(201);
      return service.createImage(deps, form.files.image);
    }),
  );

  app.delete('/images/:id', admin, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await service.deleteImage(deps, id);
    return reply.code(204).send();
  });
}

import type { FastifyInstance } from 'fastify';
import { idParam, slideInputSchema } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { withForm } from '../../plugins/uploads/form.js';
import { slidesService } from './slides.service.js';

/** Spec §7 Intro slides, under /api. The detail page /slides/{id} finds its slide in the list. */
export async function slidesRoutes(app: FastifyInstance) {
  app.get('/intro-slides', { config: { access: 'session' } }, () => slidesService.list(app.db));

  app.post('/intro-slides', { config: { access: 'admin' } }, (request, reply) =>
    withForm(request, ['imagen'], async (form) => {
      const input = parseInput(slideInputSchema, form.fields);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return await slidesService.create(app.db, app.storage, input, form.files.imagen);
    }),
  );

  app.put('/intro-slides/:id', { config: { access: 'admin' } }, (request) =>
    withForm(request, ['imagen'], async (form) => {
      const { id } = parseInput(idParam, request.params);
      const input = parseInput(slideInputSchema, form.fields);
      return slidesService.update(app.db, app.storage, id, input, form.files.imagen);
    }),
  );

  app.delete('/intro-slides/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await slidesService.remove(app.db, app.storage, id);
    return reply.code(204).send();
  });
}

import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_IMAGE_FIELDS, announcementInputSchema, idParam } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { withForm } from '../../plugins/uploads/form.js';
import { announcementsService } from './announcements.service.js';

/** Spec §7 Announcements, under /api. The list is public: /anuncios/{type} is not behind the login. */
export async function announcementsRoutes(app: FastifyInstance) {
  app.get('/announcements', { config: { access: 'public' } }, () => announcementsService.list(app.db));

  app.post('/announcements', { config: { access: 'admin' } }, (request, reply) =>
    withForm(request, ANNOUNCEMENT_IMAGE_FIELDS, async (form) => {
      const input = parseInput(announcementInputSchema, form.fields);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return await announcementsService.create(app.db, app.storage, input, form.files);
    }),
  );

  app.put('/announcements/:id', { config: { access: 'admin' } }, (request) =>
    withForm(request, ANNOUNCEMENT_IMAGE_FIELDS, async (form) => {
      const { id } = parseInput(idParam, request.params);
      const input = parseInput(announcementInputSchema, form.fields);
      return announcementsService.update(app.db, app.storage, id, input, form.files);
    }),
  );

  app.delete('/announcements/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await announcementsService.remove(app.db, app.storage, id);
    return reply.code(204).send();
  });
}

import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANNOUNCEMENT_IMAGE_FIELDS, announcementInputSchema, announcementSchema, idParam } from '@intranet/contract';
import { isoAt } from '../../lib/clock.js';
import { recordOpening } from '../../lib/reading-evidence.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { viewerOf } from '../../lib/content-visibility.js';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import { announcementsService, type AnnouncementReader } from './announcements.service.js';

const announcementForm = defineForm(announcementInputSchema, ANNOUNCEMENT_IMAGE_FIELDS);

/** Announcements, under /api. The list is public: /anuncios/{type} is not behind the login. */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller (none on the public page) and the time: audiences and windows apply. */
  const readerOf = async (request: FastifyRequest): Promise<AnnouncementReader> => ({
    viewer: await viewerOf(app.db, request.user),
    now: isoAt(app.clock),
  });

  app.get(
    '/announcements',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Anuncios visibles para quien consulta (sin sesión, solo los sin audiencia); para administradores, todos con audiencia y estado',
        response: { 200: z.array(announcementSchema) },
      },
    },
    async (request) => announcementsService.list(app.db, await readerOf(request)),
  );

  app.get(
    '/announcements/:id',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Un anuncio visible para quien consulta (abrirlo cuenta como apertura para una lectura obligatoria)',
        params: idParam,
        response: { 200: announcementSchema },
      },
    },
    async (request) => {
      const item = await announcementsService.get(app.db, request.params.id, await readerOf(request));
      // Mandatory reading: fetching the announcement is what 'opened' means, as for a news article.
      await recordOpening(app.db, currentUser(request).id, 'anuncio', request.params.id, 1, isoAt(app.clock));
      return item;
    },
  );

  app.post(
    '/announcements',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Crear el anuncio de un tipo',
        ...announcementForm.schema,
        response: { 201: announcementSchema },
      },
    },
    (request, reply) =>
      withForm(request, announcementForm, async (form) => {
        const reader = await readerOf(request);
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return await announcementsService.create(app.db, app.storage, form.fields, form.files, reader);
      }),
  );

  app.put(
    '/announcements/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar un anuncio',
        params: idParam,
        ...announcementForm.schema,
        response: { 200: announcementSchema },
      },
    },
    (request) =>
      withForm(request, announcementForm, async (form) =>
        announcementsService.update(
          app.db,
          app.storage,
          request.params.id,
          form.fields,
          form.files,
          await readerOf(request),
        ),
      ),
  );

  app.delete(
    '/announcements/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Eliminar un anuncio y sus imágenes', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await announcementsService.remove(app.db, app.storage, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, introSlideSchema, slideInputSchema } from '@intranet/contract';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import { slidesService, type SlideDeps } from './slides.service.js';

const slideForm = defineForm(slideInputSchema, ['imagen']);

/** Intro slides of the home carousel, under /api. The detail page /slides/{id} finds its slide in the list. */
export const slidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SlideDeps = { db: app.db, storage: app.storage, clock: app.clock };

  app.get(
    '/intro-slides',
    {
      config: { access: 'session' },
      schema: { summary: 'Slides de introducción, en orden', response: { 200: z.array(introSlideSchema) } },
    },
    () => slidesService.list(app.db),
  );

  app.post(
    '/intro-slides',
    {
      config: { access: 'admin' },
      schema: { summary: 'Crear un slide de introducción', ...slideForm.schema, response: { 201: introSlideSchema } },
    },
    (request, reply) =>
      withForm(request, slideForm, async (form) => {
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return await slidesService.create(deps, form.fields, form.files.imagen);
      }),
  );

  app.put(
    '/intro-slides/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar un slide de introducción (una imagen nueva reemplaza la anterior)',
        params: idParam,
        ...slideForm.schema,
        response: { 200: introSlideSchema },
      },
    },
    (request) =>
      withForm(request, slideForm, (form) =>
        slidesService.update(deps, request.params.id, form.fields, form.files.imagen),
      ),
  );

  app.delete(
    '/intro-slides/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Eliminar un slide de introducción y su imagen', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await slidesService.remove(deps, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseListQuerySchema,
  coursesPageSchema,
  galleryImageSchema,
  idParam,
  imageInputSchema,
  videoInputSchema,
  videoSchema,
} from '@intranet/contract';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import * as service from './courses.service.js';

const videoForm = defineForm(videoInputSchema, ['image']);
const imageForm = defineForm(imageInputSchema, ['image']);

/** Courses: GET/POST/PUT/DELETE /videos, GET/POST/DELETE /images. Lists are paged, newest first. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage };

  app.get(
    '/videos',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Cursos (videos), del más reciente al más antiguo, paginados y con búsqueda por título o área',
        querystring: courseListQuerySchema,
        response: { 200: coursesPageSchema(videoSchema) },
      },
    },
    async (request) => service.listVideos(app.db, request.query),
  );

  app.get(
    '/images',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Imágenes de la galería de cursos, de la más reciente a la más antigua, paginadas',
        querystring: courseListQuerySchema,
        response: { 200: coursesPageSchema(galleryImageSchema) },
      },
    },
    async (request) => service.listImages(app.db, request.query),
  );

  app.post(
    '/videos',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Subir un curso (video con portada opcional)',
        ...videoForm.schema,
        response: { 201: videoSchema },
      },
    },
    (request, reply) =>
      withForm(request, videoForm, async (form) => {
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return await service.createVideo(deps, form.fields, form.files.image);
      }),
  );

  app.put(
    '/videos/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar un curso (una portada nueva reemplaza la anterior)',
        params: idParam,
        ...videoForm.schema,
        response: { 200: videoSchema },
      },
    },
    (request) =>
      withForm(request, videoForm, async (form) =>
        service.updateVideo(deps, request.params.id, form.fields, form.files.image),
      ),
  );

  app.delete(
    '/videos/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Eliminar un curso y su portada', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await service.deleteVideo(deps, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/images',
    {
      config: { access: 'admin' },
      schema: { summary: 'Subir una imagen a la galería', ...imageForm.schema, response: { 201: galleryImageSchema } },
    },
    (request, reply) =>
      withForm(request, imageForm, async (form) => {
        reply.code(201);
        return await service.createImage(deps, form.files.image);
      }),
  );

  app.delete(
    '/images/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Eliminar una imagen de la galería y sus archivos', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await service.deleteImage(deps, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

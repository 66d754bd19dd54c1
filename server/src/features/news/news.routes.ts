import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  newsInputSchema,
  newsListItemSchema,
  newsListQuerySchema,
  newsSchema,
  TOTAL_COUNT_HEADER,
} from '@intranet/contract';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import { newsService } from './news.service.js';
import { isoAt } from '../../lib/clock.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { recordOpening } from '../../lib/reading-evidence.js';
import { viewerOf } from '../../lib/content-visibility.js';
import { requestVersion } from '../../lib/data-version.js';
import type { FastifyRequest } from 'fastify';
import type { NewsReader } from './news.service.js';

const newsForm = defineForm(newsInputSchema, ['imagen']);

/** News, under /api, plus the related-news call of /noticias/{id}. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller and the time: workers see only the news for them inside their publishing window. */
  const readerOf = async (request: FastifyRequest): Promise<NewsReader> => ({
    viewer: await viewerOf(app.db, currentUser(request)),
    now: isoAt(app.clock),
  });

  app.get(
    '/noticias',
    {
      config: { access: 'session' },
      schema: {
        summary:
          'Noticias visibles para quien consulta, de la más reciente a la más antigua (total en X-Total-Count); para administradores, con audiencia, estado y vistas',
        querystring: newsListQuerySchema,
        response: { 200: z.array(newsListItemSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await newsService.list(app.db, request.query, await readerOf(request));
      if (total !== null) reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/noticias/:id',
    {
      config: { access: 'session' },
      schema: { summary: 'Una noticia', params: idParam, response: { 200: newsSchema } },
    },
    async (request) => {
      const item = await newsService.get(app.db, request.params.id, await readerOf(request));
      // Mandatory reading: fetching the article is what 'opened' means.
      await recordOpening(app.db, currentUser(request).id, 'noticia', request.params.id, 1, isoAt(app.clock));
      return item;
    },
  );

  app.get(
    '/noticias/:id/relacionadas',
    {
      config: { access: 'session', dataVersions: ['news'] },
      schema: { summary: 'Noticias relacionadas', params: idParam, response: { 200: z.array(newsListItemSchema) } },
    },
    async (request) =>
      newsService.related(
        app.db,
        request.params.id,
        await readerOf(request),
        await requestVersion(request, app.db, 'news'),
      ),
  );

  app.post(
    '/noticias',
    {
      config: { access: 'admin' },
      schema: { summary: 'Crear una noticia', ...newsForm.schema, response: { 201: newsSchema } },
    },
    (request, reply) =>
      withForm(request, newsForm, async (form) => {
        const reader = await readerOf(request);
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return await newsService.create(app.db, app.storage, form.fields, reader, form.files.imagen);
      }),
  );

  app.put(
    '/noticias/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Modificar una noticia', params: idParam, ...newsForm.schema, response: { 200: newsSchema } },
    },
    (request) =>
      withForm(request, newsForm, async (form) =>
        newsService.update(
          app.db,
          app.storage,
          request.params.id,
          form.fields,
          await readerOf(request),
          form.files.imagen,
        ),
      ),
  );

  app.delete(
    '/noticias/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Eliminar una noticia y su imagen', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await newsService.remove(app.db, app.storage, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

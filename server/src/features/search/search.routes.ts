import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@intranet/contract';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { isoAt } from '../../lib/clock.js';
import { createSearchCaches, search } from './search.service.js';

/** `GET /api/buscar?q=&tipo=&pagina=`: one search across news, documents, people, courses and the forum. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, caches: createSearchCaches() };
  app.get(
    '/buscar',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Búsqueda en noticias, documentos, personas, cursos y foro (lo que quien llama puede ver)',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => search(deps, currentUser(request), request.query, isoAt(app.clock)),
  );
};

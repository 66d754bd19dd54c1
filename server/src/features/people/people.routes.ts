import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, personProfileSchema } from '@intranet/contract';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { getPerson } from './people.service.js';

/** The person page: `GET /api/personas/{id}`. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/personas/:id',
    {
      config: { access: 'session' },
      schema: {
        summary: 'La ficha de una persona: datos, jefatura, personas a cargo y su lugar en el organigrama',
        params: idParam,
        response: { 200: personProfileSchema },
      },
    },
    async (request) => getPerson(app.db, currentUser(request), request.params.id),
  );
};

import type { FastifyInstance } from 'fastify';
import { idParam } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { getPerson } from './people.service.js';

/** The person page of issue 15: `GET /api/personas/{id}`. */
export async function peopleRoutes(app: FastifyInstance) {
  app.get('/personas/:id', { config: { access: 'session' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return getPerson(app.db, currentUser(request), id);
  });
}

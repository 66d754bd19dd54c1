import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { isoAt } from '../../lib/clock.js';
import { search } from './search.service.js';

/** `GET /api/buscar?q=&tipo=&pagina=`: one search across news, documents, people, courses and the forum. */
export async function searchRoutes(app: FastifyInstance) {
  app.get('/buscar', { config: { access: 'session' } }, async (request) => {
    const query = parseInput(searchQuerySchema, request.query);
    return search(app.db, currentUser(request), query, isoAt(app.clock));
  });
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { benchRoutes } from './bench.routes.js';

/** GET /health: database ping, no details. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    // While shutting down, tell load balancers to stop sending traffic here.
    if (app.draining) return reply.code(503).send({ error: 'Servicio no disponible.' });
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ error: 'Servicio no disponible.' });
    }
  });

  // Only for `npm run bench` (bench/run.ts starts the server with BENCH=1).
  if (process.env.BENCH === '1') await app.register(benchRoutes);
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthSchema } from '@intranet/contract';
import { HttpError } from '../../plugins/errors.js';
import { benchRoutes } from './bench.routes.js';

/** The answer while the database does not answer or the server is stopping (the error handler renders it). */
const unavailable = () => new HttpError(503, 'Servicio no disponible.');

/** GET /health: database ping, no details. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Estado del servicio: 200 si la base de datos responde, 503 si no o si el servidor se está deteniendo',
        response: { 200: healthSchema },
      },
    },
    async () => {
      // While shutting down, tell load balancers to stop sending traffic here.
      if (app.draining) throw unavailable();
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch {
        throw unavailable();
      }
    },
  );

  // Only for `npm run bench` (bench/run.ts starts the server with BENCH=1).
  if (process.env.BENCH === '1') await app.register(benchRoutes);
};

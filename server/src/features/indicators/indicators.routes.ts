import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indicatorsResponseSchema } from '@intranet/contract';
import { IndicatorsService, type IndicatorsOptions } from './indicators.service.js';

/** GET /indicadores: the six economic indicators, cached for 10 minutes, stale values when the upstream fails. */
export const indicatorsRoutes: FastifyPluginAsyncZod<Pick<IndicatorsOptions, 'abortAfter'>> = async (app, opts) => {
  const service = new IndicatorsService({
    url: app.config.indicadoresUrl,
    now: () => app.clock.now(),
    abortAfter: opts.abortAfter,
    onUpstreamError: (err) => app.log.warn({ err: String(err) }, 'Error al obtener indicadores económicos'),
  });

  // Polled every 10 minutes by the navbar: passive, so an open tab does not keep the session alive.
  app.get(
    '/indicadores',
    {
      config: { access: 'session', passive: true },
      schema: {
        summary: 'Indicadores económicos (valores guardados 10 minutos; los últimos buenos si la fuente falla)',
        response: { 200: indicatorsResponseSchema },
      },
    },
    async (_request, reply) => {
      const data = await service.get();
      reply.header('Cache-Control', 'private, no-cache');
      return data;
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holidaySchema, holidaysQuerySchema, panelStatsSchema } from '@intranet/contract';
import { todayInSantiago } from '../../lib/time.js';
import { chileHolidays, panelStats } from './panel.service.js';

/** Admin panel: statistics from the database and Chile's public holidays. */
export const panelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/panel/estadisticas',
    {
      config: { access: 'admin' },
      schema: { summary: 'Estadísticas del panel y tareas pendientes', response: { 200: panelStatsSchema } },
    },
    async () => panelStats({ db: app.db, clock: app.clock }),
  );

  app.get(
    '/admin/panel/feriados',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Feriados de Chile de un año (este año si no se indica)',
        querystring: holidaysQuerySchema,
        response: { 200: z.array(holidaySchema) },
      },
    },
    async (request) =>
      chileHolidays(request.query.anio ?? Number(todayInSantiago(new Date(app.clock.now())).slice(0, 4))),
  );
};

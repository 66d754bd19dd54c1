import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate.js';
import { todayInSantiago } from '../../lib/time.js';
import { chileHolidays, panelStats } from './panel.service.js';

const yearQuery = z.object({
  anio: z.coerce
    .number({ error: 'Año inválido.' })
    .int('Año inválido.')
    .min(1970, 'Año inválido.')
    .max(2100, 'Año inválido.')
    .optional(),
});

/** Admin panel: statistics from the database and Chile's public holidays. */
export async function panelRoutes(app: FastifyInstance) {
  const admin = { config: { access: 'admin' as const } };

  app.get('/admin/panel/estadisticas', admin, async () => panelStats(app));

  app.get('/admin/panel/feriados', admin, async (request) => {
    const { anio } = parseInput(yearQuery, request.query);
    return chileHolidays(anio ?? Number(todayInSantiago().slice(0, 4)));
  });
}

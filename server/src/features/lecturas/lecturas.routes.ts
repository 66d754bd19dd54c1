import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, lecturaCreateSchema, lecturaEstadoQuerySchema, lecturaUpdateSchema } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { isoAt } from '../../lib/clock.js';
import { lecturaCsv, lecturaPdf } from './lecturas.export.js';
import {
  closeLectura,
  confirmLectura,
  createLectura,
  lecturaEstado,
  listLecturas,
  pendingFor,
  updateLectura,
  verifyChain,
} from './lecturas.service.js';

/**
 * Mandatory reading (issue 16): admin create/list/edit/close, the worker's pending list and confirmation,
 * the integrity check of the evidence chain and the compliance dashboard.
 */
export async function lecturasRoutes(app: FastifyInstance) {
  const deps = { db: app.db, storage: app.storage, clock: app.clock };

  app.get('/lecturas', { config: { access: 'admin' } }, async () => listLecturas(deps));

  app.post('/lecturas', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(lecturaCreateSchema, request.body);
    const created = await createLectura(deps, currentUser(request), input);
    return reply.code(201).send(created);
  });

  app.get('/lecturas/pendientes', { config: { access: 'session' } }, async (request) =>
    pendingFor(deps, currentUser(request)),
  );

  app.get('/lecturas/verificar', { config: { access: 'admin' } }, async () => verifyChain(app.db));

  app.put('/lecturas/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(lecturaUpdateSchema, request.body);
    return updateLectura(deps, id, input);
  });

  app.post('/lecturas/:id/cerrar', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return closeLectura(deps, id);
  });

  app.post('/lecturas/:id/confirmar', { config: { access: 'session' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const ua = request.headers['user-agent'];
    const evidence = await confirmLectura(deps, currentUser(request), id, {
      ip: request.ip ?? null,
      navegador: typeof ua === 'string' ? ua : null,
    });
    return reply.code(201).send(evidence);
  });

  app.get('/lecturas/:id/estado', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const query = parseInput(lecturaEstadoQuerySchema, request.query);
    return lecturaEstado(deps, id, query);
  });
}

/** The compliance exports (issue 16), written the route-schema way (docs/architecture.md). */
export const lecturasExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, clock: app.clock };

  app.get(
    '/lecturas/:id/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Estado de una lectura obligatoria en CSV (celdas con = + - @ neutralizadas)',
        params: idParam,
      },
    },
    async (request, reply) => {
      const csv = await lecturaCsv(deps, request.params.id);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="lectura-${request.params.id}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/lecturas/:id/reporte.pdf',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Reporte PDF de una lectura obligatoria: fecha, versión y hash de cabeza de la cadena',
        params: idParam,
      },
    },
    async (request, reply) => {
      const pdf = await lecturaPdf(deps, request.params.id, isoAt(app.clock));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="lectura-${request.params.id}.pdf"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};

import type { FastifyInstance } from 'fastify';
import { idParam, lecturaCreateSchema, lecturaEstadoQuerySchema, lecturaUpdateSchema } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
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

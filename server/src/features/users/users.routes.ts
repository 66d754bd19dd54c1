import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  idParam,
  temporaryPasswordSchema,
  userCreateSchema,
  userUpdateSchema,
  workersQuerySchema,
} from '@intranet/contract';
import { isoAt } from '../../lib/clock.js';
import { VersionedJsonCache } from '../../lib/data-version.js';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { badRequest } from '../../plugins/errors.js';
import { withForm } from '../../plugins/uploads/form.js';
import { previewImport, runImport } from './users.import.js';
import {
  createUser,
  deviceMap,
  getUser,
  listUsers,
  listWorkers,
  pageWorkers,
  setTemporaryPassword,
  updateUser,
} from './users.service.js';

const importQuery = z.object({ dry_run: z.enum(['true', 'false', '1', '0']).optional() });

/**
 * Users (admin), the workers directory and the device map: spec §7 "Users" and `GET /datos/dispositivos`,
 * plus the admin's temporary password and the CSV onboarding of issue 5.
 */
export async function usersRoutes(app: FastifyInstance) {
  const deps = { db: app.db, storage: app.storage };
  // A temporary password works for TEMP_PASSWORD_HOURS from now (issue 17, finding 16).
  const temporaryExpiresAt = () => isoAt(app.clock, app.config.temporaryPasswordMs);
  app.get('/users', { config: { access: 'admin' } }, async () => listUsers(app.db));

  app.post('/users', { config: { access: 'admin' } }, (request, reply) =>
    withForm(request, ['imagen_perfil'], async (form) => {
      const input = parseInput(userCreateSchema, form.fields);
      const user = await createUser(deps, input, form.files.imagen_perfil, temporaryExpiresAt());
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return user;
    }),
  );

  app.get('/users/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return getUser(app.db, id);
  });

  app.put('/users/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return withForm(request, ['imagen_perfil'], async (form) => {
      const input = parseInput(userUpdateSchema, form.fields);
      return updateUser(deps, currentUser(request), id, input, form.files.imagen_perfil);
    });
  });

  app.post('/users/:id/temporary-password', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const { password } = parseInput(temporaryPasswordSchema, request.body);
    return setTemporaryPassword(app.db, currentUser(request), request.sessionId, id, password, temporaryExpiresAt());
  });

  /** Multipart with the CSV as `archivo`; `?dry_run=true` only checks. */
  app.post('/users/import', { config: { access: 'admin' } }, async (request, reply) => {
    const { dry_run } = parseInput(importQuery, request.query);
    return withForm(request, ['archivo'], async (form) => {
      const file = form.files.archivo;
      if (!file) throw badRequest('Seleccione un archivo CSV.', { archivo: 'Seleccione un archivo CSV.' });
      if (dry_run === 'true' || dry_run === '1') return previewImport(app.db, file);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return runImport(app.db, file, temporaryExpiresAt());
    });
  });

  // The spec's full list, kept for other clients (the directory screen pages with /trabajadores); served from a
  // cache checked against the `users` data version, so 5,000 people are not read and serialized per call.
  const directory = new VersionedJsonCache('users', 1);
  app.get('/trabajadores/all', { config: { access: 'session' } }, async (request, reply) =>
    directory.send(request, reply, app.db, 'all', () => listWorkers(app.db)),
  );

  app.get('/trabajadores', { config: { access: 'session' } }, async (request) =>
    pageWorkers(app.db, parseInput(workersQuerySchema, request.query)),
  );

  app.get('/datos/dispositivos', { config: { access: 'session' } }, async (request) =>
    deviceMap(app.db, currentUser(request)),
  );
}

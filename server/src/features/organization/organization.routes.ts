import type { FastifyInstance } from 'fastify';
import { idParam, orgNodeInputSchema, orgNodesQuerySchema } from '@intranet/contract';
import { VersionedJsonCache } from '../../lib/data-version.js';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { withForm } from '../../plugins/uploads/form.js';
import { createNode, deleteNode, listNodes, listPeople, updateNode } from './organization.service.js';

/** Spec §7 "Organization". */
export async function organizationRoutes(app: FastifyInstance) {
  // Whole-chart answers are served from a cache checked against the data version (issue 8).
  const cache = new VersionedJsonCache('organization');
  const deps = { db: app.db, storage: app.storage };

  app.get('/organization/nodes', { config: { access: 'session' } }, async (request, reply) => {
    const { department } = parseInput(orgNodesQuerySchema, request.query);
    const isAdmin = currentUser(request).role === 'admin';
    return cache.send(request, reply, app.db, `nodes\n${isAdmin ? 'admin' : 'worker'}\n${department ?? ''}`, () =>
      listNodes(app.db, isAdmin, department),
    );
  });

  app.get('/organization/all_people', { config: { access: 'session' } }, async (request, reply) =>
    cache.send(request, reply, app.db, 'people', () => listPeople(app.db)),
  );

  app.post('/organization/nodes', { config: { access: 'admin' } }, (request, reply) =>
    withForm(request, ['image'], async (form) => {
      const input = parseInput(orgNodeInputSchema, form.fields);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return createNode(deps, input, form.files.image);
    }),
  );

  app.put('/organization/nodes/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    return withForm(request, ['image'], async (form) => {
      const input = parseInput(orgNodeInputSchema, form.fields);
      return updateNode(deps, id, input, form.files.image);
    });
  });

  app.delete('/organization/nodes/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await deleteNode(deps, id);
    return reply.code(204).send();
  });
}

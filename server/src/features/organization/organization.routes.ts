import type { FastifyInstance } from 'fastify';
import { idParam, orgNodeInputSchema, orgNodesQuerySchema } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { readForm } from '../../plugins/uploads/form.js';
import { createNode, deleteNode, listNodes, listPeople, updateNode } from './organization.service.js';

/** Spec §7 "Organization". */
export async function organizationRoutes(app: FastifyInstance) {
  app.get('/organization/nodes', { config: { access: 'session' } }, async (request) => {
    const { department } = parseInput(orgNodesQuerySchema, request.query);
    return listNodes(app.db, currentUser(request).role === 'admin', department);
  });

  app.get('/organization/all_people', { config: { access: 'session' } }, async () => listPeople(app.db));

  app.post('/organization/nodes', { config: { access: 'admin' } }, async (request, reply) => {
    const form = await readForm(request, ['image']);
    try {
      const input = parseInput(orgNodeInputSchema, form.fields);
      // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
      reply.code(201);
      return await createNode(app, input, form.files.image);
    } finally {
      await form.cleanup();
    }
  });

  app.put('/organization/nodes/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const form = await readForm(request, ['image']);
    try {
      const input = parseInput(orgNodeInputSchema, form.fields);
      return await updateNode(app, id, input, form.files.image);
    } finally {
      await form.cleanup();
    }
  });

  app.delete('/organization/nodes/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await deleteNode(app, id);
    return reply.code(204).send();
  });
}

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  orgBuildPlanSchema,
  orgNodeInputSchema,
  orgNodeSchema,
  orgNodesQuerySchema,
  orgPersonSchema,
} from '@intranet/contract';
import { VersionedJsonCache } from '../../lib/data-version.js';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import { defineForm, withForm } from '../../plugins/uploads/form.js';
import {
  applyFromManagers,
  createNode,
  deleteNode,
  listNodes,
  listPeople,
  previewFromManagers,
  updateNode,
} from './organization.service.js';

const nodeForm = defineForm(orgNodeInputSchema, ['image']);

/**
 * The organization chart's nodes (admins write, every logged-in user reads), plus nodes linked to people and the
 * chart built from managers.
 */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whole-chart answers are served from a cache checked against the data versions; linked nodes show
  // their person's current fields, so a change to the users also renews the chart.
  const sets = ['organization', 'users'] as const;
  const cache = new VersionedJsonCache(sets);
  const deps = { db: app.db, storage: app.storage };

  app.get(
    '/organization/nodes',
    {
      config: { access: 'session', dataVersions: sets },
      schema: {
        summary: 'Nodos del organigrama (el teléfono solo para administradores)',
        querystring: orgNodesQuerySchema,
        response: { 200: z.array(orgNodeSchema) },
      },
    },
    async (request, reply) => {
      const { department } = request.query;
      const isAdmin = currentUser(request).role === 'admin';
      return cache.send(request, reply, app.db, `nodes\n${isAdmin ? 'admin' : 'worker'}\n${department ?? ''}`, () =>
        listNodes(app.db, isAdmin, department),
      );
    },
  );

  app.get(
    '/organization/all_people',
    {
      config: { access: 'session', dataVersions: sets },
      schema: { summary: 'Lista en árbol para el selector de personas', response: { 200: z.array(orgPersonSchema) } },
    },
    async (request, reply) => cache.send(request, reply, app.db, 'people', () => listPeople(app.db)),
  );

  app.post(
    '/organization/nodes',
    {
      config: { access: 'admin' },
      schema: { summary: 'Crear un nodo', ...nodeForm.schema, response: { 201: orgNodeSchema } },
    },
    (request, reply) =>
      withForm(request, nodeForm, async (form) => {
        // Returned, not sent: the form's temp files are removed (finally) before the answer goes out.
        reply.code(201);
        return await createNode(deps, form.fields, form.files.image);
      }),
  );

  app.put(
    '/organization/nodes/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Modificar un nodo', params: idParam, ...nodeForm.schema, response: { 200: orgNodeSchema } },
    },
    (request) =>
      withForm(request, nodeForm, async (form) => updateNode(deps, request.params.id, form.fields, form.files.image)),
  );

  app.delete(
    '/organization/nodes/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Eliminar un nodo (sus subordinados suben a su superior)',
        params: idParam,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      await deleteNode(deps, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/organization/desde-jefaturas',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Vista previa del organigrama construido desde las jefaturas (no escribe nada)',
        response: { 200: orgBuildPlanSchema },
      },
    },
    async () => previewFromManagers(app.db),
  );

  app.post(
    '/organization/desde-jefaturas',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Construir el organigrama desde las jefaturas (una transacción)',
        response: { 200: orgBuildPlanSchema },
      },
    },
    async () => applyFromManagers(app.db),
  );
};

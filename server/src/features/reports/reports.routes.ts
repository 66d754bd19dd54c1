import type { FastifyInstance } from 'fastify';
import {
  idParam,
  powerBiPageInputSchema,
  powerBiPageParam,
  reportInputSchema,
  reportPermissionsInputSchema,
} from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import * as service from './reports.service.js';

/**
 * Power BI reports. Workers read only their own list (`/reportes/mis-reportes`) and the /Graficos pages;
 * admins manage reports, per-user permissions and the pages.
 */
export async function reportsRoutes(app: FastifyInstance) {
  const session = { config: { access: 'session' as const } };
  const admin = { config: { access: 'admin' as const } };

  app.get('/reportes/mis-reportes', session, async (request) =>
    service.reportsForUser(app.db, currentUser(request).id),
  );

  app.get('/get-powerbi-url/:page', session, async (request) => {
    const { page } = parseInput(powerBiPageParam, request.params);
    return service.pageUrl(app.db, page);
  });

  app.get('/admin/reportes', admin, async () => service.listReports(app.db));

  app.post('/admin/reportes', admin, async (request, reply) => {
    const input = parseInput(reportInputSchema, request.body);
    reply.code(201);
    return await service.createReport(app.db, input);
  });

  app.put('/admin/reportes/:id', admin, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(reportInputSchema, request.body);
    return service.updateReport(app.db, id, input);
  });

  app.delete('/admin/reportes/:id', admin, async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    await service.deleteReport(app.db, id);
    return reply.code(204).send();
  });

  app.get('/admin/reportes/usuarios', admin, async () => service.listUserPermissions(app.db));

  app.put('/admin/reportes/usuarios/:id', admin, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(reportPermissionsInputSchema, request.body);
    return service.setUserPermissions(app.db, id, input.reportes);
  });

  app.get('/admin/powerbi-pages', admin, async () => service.listPages(app.db));

  app.put('/admin/powerbi-pages/:page', admin, async (request) => {
    const { page } = parseInput(powerBiPageParam, request.params);
    const input = parseInput(powerBiPageInputSchema, request.body);
    return service.setPage(app.db, page, input.url);
  });

  app.delete('/admin/powerbi-pages/:page', admin, async (request, reply) => {
    const { page } = parseInput(powerBiPageParam, request.params);
    await service.clearPage(app.db, page);
    return reply.code(204).send();
  });
}

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReportSchema,
  idParam,
  powerBiEmbedSchema,
  powerBiPageConfigSchema,
  powerBiPageInputSchema,
  powerBiPageParam,
  reportInputSchema,
  reportPermissionsInputSchema,
  reportSchema,
  reportUserPermissionsSchema,
} from '@intranet/contract';
import { NO_CONTENT } from '../../plugins/api-schema.js';
import { currentUser } from '../../plugins/auth/auth.plugin.js';
import * as service from './reports.service.js';

/**
 * Power BI reports. Workers read only their own list (`/reportes/mis-reportes`) and the /Graficos pages;
 * admins manage reports, per-user permissions and the pages.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reportes/mis-reportes',
    {
      config: { access: 'session' },
      schema: { summary: 'Los reportes que quien llama puede ver', response: { 200: z.array(reportSchema) } },
    },
    async (request) => service.reportsForUser(app.db, currentUser(request).id),
  );

  app.get(
    '/get-powerbi-url/:page',
    {
      config: { access: 'session' },
      schema: {
        summary: 'La URL de una página de gráficos de Power BI',
        params: powerBiPageParam,
        response: { 200: powerBiEmbedSchema },
      },
    },
    async (request) => service.pageUrl(app.db, request.params.page),
  );

  app.get(
    '/admin/reportes',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Todos los reportes, con cuántas personas pueden verlos',
        response: { 200: z.array(adminReportSchema) },
      },
    },
    async () => service.listReports(app.db),
  );

  app.post(
    '/admin/reportes',
    {
      config: { access: 'admin' },
      schema: { summary: 'Crear un reporte', body: reportInputSchema, response: { 201: reportSchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return await service.createReport(app.db, request.body);
    },
  );

  app.put(
    '/admin/reportes/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Modificar un reporte',
        params: idParam,
        body: reportInputSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => service.updateReport(app.db, request.params.id, request.body),
  );

  app.delete(
    '/admin/reportes/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Eliminar un reporte y sus permisos', params: idParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await service.deleteReport(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/reportes/usuarios',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Personas y los reportes que cada una puede ver',
        response: { 200: z.array(reportUserPermissionsSchema) },
      },
    },
    async () => service.listUserPermissions(app.db),
  );

  app.put(
    '/admin/reportes/usuarios/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Fijar los reportes que una persona puede ver',
        params: idParam,
        body: reportPermissionsInputSchema,
        response: { 200: reportUserPermissionsSchema },
      },
    },
    async (request) => service.setUserPermissions(app.db, request.params.id, request.body.reportes),
  );

  app.get(
    '/admin/powerbi-pages',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Las páginas de gráficos de Power BI y su URL',
        response: { 200: z.array(powerBiPageConfigSchema) },
      },
    },
    async () => service.listPages(app.db),
  );

  app.put(
    '/admin/powerbi-pages/:page',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Fijar la URL de una página de gráficos',
        params: powerBiPageParam,
        body: powerBiPageInputSchema,
        response: { 200: powerBiPageConfigSchema },
      },
    },
    async (request) => service.setPage(app.db, request.params.page, request.body.url),
  );

  app.delete(
    '/admin/powerbi-pages/:page',
    {
      config: { access: 'admin' },
      schema: { summary: 'Quitar la URL de una página de gráficos', params: powerBiPageParam, response: NO_CONTENT },
    },
    async (request, reply) => {
      await service.clearPage(app.db, request.params.page);
      return reply.code(204).send(null);
    },
  );
};

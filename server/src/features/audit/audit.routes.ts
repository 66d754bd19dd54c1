import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@intranet/contract';
import { auditRepository } from '../../plugins/audit/audit.repository.js';

/** GET /admin/auditoria: the audit log, newest first, filtered and paged. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/auditoria',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Registro de auditoría, del más reciente al más antiguo, con filtros por acción, usuario y fechas',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      // `hasta` is a calendar day: include all of it.
      const to = q.hasta ? new Date(Date.parse(`${q.hasta}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
      const { rows, total } = await auditRepository.list(app.db, {
        action: q.accion,
        username: q.usuario,
        from: q.desde ? `${q.desde}T00:00:00.000Z` : undefined,
        to,
        page: q.page,
        limit: q.limit,
      });
      return { items: rows, total, page: q.page, limit: q.limit };
    },
  );
};

import type { FastifyInstance } from 'fastify';
import { auditQuerySchema } from '@intranet/contract';
import { parseInput } from '../../lib/validate.js';
import { auditRepository } from '../../plugins/audit/audit.repository.js';

/** GET /admin/auditoria: the audit log, newest first, filtered and paged. */
export async function auditRoutes(app: FastifyInstance) {
  app.get('/admin/auditoria', { config: { access: 'admin' } }, async (request) => {
    const q = parseInput(auditQuerySchema, request.query);
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
  });
}

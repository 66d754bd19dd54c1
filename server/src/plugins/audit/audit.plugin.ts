import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowIso } from '../../db/sql.js';
import { auditRepository, type AuditEntry } from './audit.repository.js';

const WRITE_ACTIONS: Record<string, string> = {
  POST: 'crear',
  PUT: 'actualizar',
  PATCH: 'actualizar',
  DELETE: 'eliminar',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Id of the row a write created, read from the JSON answer for the audit log. */
    auditTargetId?: string;
  }
}

/** Records an event; a failure to audit is logged but never breaks the request that caused it. */
export async function recordAudit(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: Omit<AuditEntry, 'at' | 'ip'>,
): Promise<void> {
  try {
    await auditRepository.insert(app.db, { ...entry, at: nowIso(), ip: request.ip });
  } catch (err) {
    request.log.error({ err }, 'audit log write failed');
  }
}

/**
 * Every successful create/update/delete on an admin route is recorded: who, what, which row, when (UTC),
 * from which address. Request bodies are never stored, so passwords and tokens cannot leak into it.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  const audited = (request: FastifyRequest) =>
    request.routeOptions.config?.access === 'admin' && request.method in WRITE_ACTIONS;

  app.addHook('onSend', async (request, reply, payload) => {
    if (!audited(request) || reply.statusCode >= 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { id?: unknown };
      if (typeof body?.id === 'number' || typeof body?.id === 'string') request.auditTargetId = String(body.id);
    } catch {
      // not JSON: nothing to read
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!audited(request) || reply.statusCode >= 400 || !request.user) return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const paramId = params.id ?? params.archivo;
    await recordAudit(app, request, {
      user_id: request.user.id,
      username: request.user.username,
      nombre: request.user.nombre,
      action: WRITE_ACTIONS[request.method]!,
      entity: `${request.method} ${request.routeOptions.url ?? request.url}`,
      target_id: request.auditTargetId ?? (paramId === undefined ? null : String(paramId).slice(0, 200)),
      status: reply.statusCode,
    });
  });
});

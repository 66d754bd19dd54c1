import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '@intranet/contract';
import type { Db } from '../../db/database.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { auditRepository, type AuditEntry } from './audit.repository.js';

const WRITE_ACTIONS: Record<string, AuditAction> = {
  POST: 'crear',
  PUT: 'actualizar',
  PATCH: 'actualizar',
  DELETE: 'eliminar',
};

/**
 * Security events of any user, by route (`METHOD /url`): recorded whatever the outcome (the status says whether
 * it worked: a 400 on change-password is a wrong current password). Bodies are never read.
 */
export const SECURITY_EVENTS: Record<string, AuditAction> = {
  'POST /api/logout': 'logout',
  'POST /api/user/change-password': 'cambio_contrasena',
  'POST /api/users/:id/temporary-password': 'contrasena_temporal',
  'POST /api/user/2fa/setup': 'configurar_2fa',
  'POST /api/user/2fa/enable': 'activar_2fa',
  'POST /api/user/2fa/disable': 'desactivar_2fa',
  'DELETE /api/solicitudes-restablecimiento/:id': 'solicitud_descartada',
};

/** What recording an event needs: the database and the time it happened on. */
export interface AuditDeps {
  db: Db;
  clock: Clock;
}

/**
 * Records an event at `clock`'s time, from the request's address; a failure to audit is logged but never
 * breaks the request that caused it.
 */
export async function recordAudit(
  { db, clock }: AuditDeps,
  request: FastifyRequest,
  entry: Omit<AuditEntry, 'at' | 'ip'>,
): Promise<void> {
  try {
    await auditRepository.insert(db, { ...entry, at: isoAt(clock), ip: request.ip });
  } catch (err) {
    request.log.error({ err }, 'audit log write failed');
  }
}

const PENDING_SETUP_CODES = new Set(['PASSWORD_CHANGE_REQUIRED', 'TWO_FACTOR_SETUP_REQUIRED']);

/** True for the 403 that only says "change your password / set up 2FA first" (see the auth plugin). */
function isPendingSetupAnswer(payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  try {
    return PENDING_SETUP_CODES.has(String((JSON.parse(payload) as { code?: unknown }).code));
  } catch {
    return false;
  }
}

/**
 * Every successful create/update/delete on an admin route is recorded: who, what, which row, when (UTC),
 * from which address. Request bodies are never stored, so passwords and tokens cannot leak into it.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  const deps: AuditDeps = { db: app.db, clock: app.clock };
  const audited = (request: FastifyRequest) =>
    request.routeOptions.config?.access === 'admin' && request.method in WRITE_ACTIONS;

  // Recorded before the answer leaves (onSend, not onResponse): once a client has its answer, the event is in
  // the log, and events of one client are in the order it made them.
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const route = request.routeOptions.url;
    const user = request.user ?? null;
    let action: AuditAction | undefined;
    if (status === 403) {
      // Refused: a worker on an admin route, a cross-site write. No user needed. Not recorded: the screens' own
      // calls while the person still has to change a temporary password or set up 2FA (the login that led there
      // is recorded; a dozen refusals per page would only bury the real events).
      if (!isPendingSetupAnswer(payload)) action = 'acceso_denegado';
    } else if (route && SECURITY_EVENTS[`${request.method} ${route}`] && user) {
      action = SECURITY_EVENTS[`${request.method} ${route}`];
    } else if (audited(request) && user) {
      action = status >= 400 ? 'escritura_fallida' : WRITE_ACTIONS[request.method];
    }
    if (!action) return payload;
    let targetId: string | null = null;
    let detalle: string | null = null;
    if (status < 400 && typeof payload === 'string') {
      try {
        const body = JSON.parse(payload) as Record<string, unknown> | null;
        if (typeof body?.id === 'number' || typeof body?.id === 'string') targetId = String(body.id);
        // What the row is called, for the plain-Spanish log: the first name-like field of the answer.
        const name = [body?.titulo, body?.title, body?.nombre, body?.name].find(
          (v): v is string => typeof v === 'string' && v.trim() !== '',
        );
        if (name) detalle = name.trim().slice(0, 200);
      } catch {
        // not JSON: nothing to read
      }
    }
    const params = (request.params ?? {}) as Record<string, unknown>;
    const paramId = params.id ?? params.archivo;
    await recordAudit(deps, request, {
      user_id: user?.id ?? null,
      username: user?.username ?? null,
      nombre: user?.nombre ?? null,
      action,
      entity: `${request.method} ${route ?? request.url}`.slice(0, 300),
      target_id: targetId ?? (paramId === undefined ? null : String(paramId).slice(0, 200)),
      status,
      detalle,
    });
    return payload;
  });
});

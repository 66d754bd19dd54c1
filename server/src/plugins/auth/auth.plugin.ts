import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { SessionUser } from '@intranet/contract';
import type { DataSet, KnownVersions } from '../../lib/data-version.js';
import { forbidden, HttpError, unauthorized } from '../errors.js';
import { readSession, SESSION_COOKIE } from './sessions.js';

/** Who may call a route: declared on every `/api` route when it is registered. */
export type Access = 'public' | 'session' | 'admin';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** The route's schema (plugins/api-schema.ts), for the test that every route has one. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Reachable while the account is still being set up: by a user who must still change a temporary
     * password, or an admin who must still enable two-factor verification. Other routes answer 403 until then.
     */
    allowDuringAccountSetup?: boolean;
    /**
     * Made by the page on its own, not by the person (live events, periodic polls): does not refresh the
     * session's idle timeout.
     */
    passive?: boolean;
    /**
     * The data sets of the route's versioned caches: their `data_versions` tokens are read in the session's query
     * (one round trip for both) and the caches use them (`requestVersion`) instead of reading them again.
     */
    dataVersions?: readonly DataSet[];
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    /** The tokens of the route's `dataVersions`, read with the session (empty without one). */
    dataVersions: KnownVersions;
  }
  interface FastifyInstance {
    /** Every `/api` route with its declared access, for the route-matrix test. */
    apiRoutes: RegisteredRoute[];
  }
}

export const PASSWORD_CHANGE_REQUIRED = 'Debe cambiar su contraseña temporal antes de continuar.';
export const TWO_FACTOR_SETUP_REQUIRED = 'Debe activar la verificación en dos pasos antes de continuar.';

/** Loads the session (if any) and enforces each route's declared access. Deny by default. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('dataVersions', null as unknown as KnownVersions);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (access !== 'public' && access !== 'session' && access !== 'admin') {
      throw new Error(`La ruta ${String(route.method)} ${route.url} no declara su acceso (config.access).`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD') routes.push({ method: m, url: route.url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (!access) return; // not an API route (static files, 404 handler)
    const session = await readSession(app.db, request.cookies[SESSION_COOKIE], {
      clock: app.sessionClock,
      requireAdmin2fa: app.config.requireAdmin2fa,
      touch: !config.passive,
      adminMaxMs: app.config.adminSessionMs,
      versions: config.dataVersions,
    });
    request.dataVersions = session?.versions ?? {};
    if (session) {
      request.user = session.user;
      request.sessionId = session.id;
    }
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (request.user.mustChangePassword && !config.allowDuringAccountSetup) {
      throw new HttpError(403, PASSWORD_CHANGE_REQUIRED, undefined, 'PASSWORD_CHANGE_REQUIRED');
    }
    if (request.user.mustSetupTwoFactor && !config.allowDuringAccountSetup) {
      throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED, undefined, 'TWO_FACTOR_SETUP_REQUIRED');
    }
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
  });
});

/** The caller's user; only for routes declared `session` or `admin`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

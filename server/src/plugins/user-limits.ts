import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.js';
import { tooManyRequests } from './errors.js';

/** Kinds of writes a person can repeat quickly; each has its own per-minute budget. */
export type UserLimitKind = 'comentarios' | 'reacciones' | 'saludos' | 'archivos';

/** Default budgets per user and minute; `0` in the configuration turns one off. */
export const DEFAULT_USER_LIMITS: Record<UserLimitKind, number> = {
  comentarios: 20,
  reacciones: 60,
  saludos: 10,
  archivos: 10,
};

/** Forms with files one user may have in flight at once: decoding pictures is what costs memory. */
export const MAX_UPLOADS_IN_FLIGHT = 2;

const WINDOW_MS = 60_000;

export const userLimitMessage = (kind: UserLimitKind) =>
  `Ha enviado demasiados ${kind} en poco tiempo. Espere un minuto e intente nuevamente.`;
export const UPLOADS_IN_FLIGHT_MESSAGE = 'Ya tiene archivos subiéndose. Espere a que terminen e intente nuevamente.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The per-user budget a route's requests count against (checked after the session is read). */
    userLimit?: UserLimitKind;
  }
  interface FastifyInstance {
    userLimits: UserLimits;
  }
}

export interface UserLimits {
  /** Counts one request of `kind` for the user; throws 429 when the last minute's budget is spent. */
  take(kind: UserLimitKind, userId: number): void;
  /** Holds one upload slot of the user until `release` is called; throws 429 when all are taken. */
  enterUpload(userId: number): () => void;
}

/**
 * Sliding one-minute windows per user and kind, in this process's memory (like the live-stream caps): a
 * second instance counts its own. The clock is the app's, so tests move time instead of waiting.
 */
export function createUserLimits(clock: Clock, budgets: Record<UserLimitKind, number>): UserLimits {
  const hits = new Map<string, number[]>();
  const inFlight = new Map<number, number>();
  return {
    take(kind, userId) {
      const max = budgets[kind];
      if (!max) return;
      const key = `${kind}:${userId}`;
      const now = clock.now();
      const recent = (hits.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
      if (recent.length >= max) {
        hits.set(key, recent);
        throw tooManyRequests(userLimitMessage(kind));
      }
      recent.push(now);
      hits.set(key, recent);
    },
    enterUpload(userId) {
      const n = inFlight.get(userId) ?? 0;
      if (n >= MAX_UPLOADS_IN_FLIGHT) throw tooManyRequests(UPLOADS_IN_FLIGHT_MESSAGE);
      inFlight.set(userId, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left > 0) inFlight.set(userId, left);
        else inFlight.delete(userId);
      };
    },
  };
}

/** Counts the request against its route's `config.userLimit`, once the session says who is asking. */
export const userLimitsPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('userLimits', createUserLimits(app.clock, app.config.userLimits));
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const kind = request.routeOptions.config?.userLimit;
    if (kind && request.user) app.userLimits.take(kind, request.user.id);
  });
});

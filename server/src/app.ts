import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import type { Config, TrustProxy } from './config.js';
import type { Db, DbHandle } from './db/database.js';
import { isoAt, systemClock, type Clock } from './lib/clock.js';
import { errorsPlugin } from './plugins/errors.js';
import type { NotificationSource } from './lib/notifications.js';
import { apiSchemaPlugin } from './plugins/api-schema.js';
import { securityPlugin } from './plugins/security.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import { userLimitsPlugin } from './plugins/user-limits.js';
import { createSecretBox, loadTotpKey, parseKey, type SecretBox } from './lib/secret-box.js';
import { resealTotpSecrets } from './features/two-factor/two-factor.repository.js';
import { authPlugin } from './plugins/auth/auth.plugin.js';
import { readSession } from './plugins/auth/sessions.js';
import { uploadsPlugin } from './plugins/uploads/uploads.plugin.js';
import { webPlugin } from './plugins/web.js';
import { auditPlugin } from './plugins/audit/audit.plugin.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import { twoFactorRoutes } from './features/two-factor/two-factor.routes.js';
import { sessionRoutes } from './features/session/session.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
// content
import { newsRoutes } from './features/news/news.routes.js';
import { slidesRoutes } from './features/slides/slides.routes.js';
import { slidesService } from './features/slides/slides.service.js';
import { newsService } from './features/news/news.service.js';
import { viewerOf } from './lib/content-visibility.js';
import { newsListQuerySchema } from '@intranet/contract';
import { announcementsRoutes } from './features/announcements/announcements.routes.js';
import { birthdaysRoutes } from './features/birthdays/birthdays.routes.js';
// documents
import { documentsRoutes } from './features/documents/documents.routes.js';
// forum
import { eventsPlugin } from './plugins/events.js';
import { forumRoutes } from './features/forum/forum.routes.js';
// integrations
import { indicatorsRoutes } from './features/indicators/indicators.routes.js';
import { reportsRoutes } from './features/reports/reports.routes.js';
import { coursesRoutes } from './features/courses/courses.routes.js';
import { panelRoutes } from './features/panel/panel.routes.js';
import { clientConfigRoutes } from './features/client-config/client-config.routes.js';
import { searchRoutes } from './features/search/search.routes.js';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.js';
import { DEFAULT_PDF_TEXT_LIMITS, PdfTextExtractor } from './features/documents/pdf-text.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbHandle: DbHandle;
    /** Set on SIGTERM: /api/health answers 503 while requests already sent are still served. */
    draining: boolean;
    /** Time of the security rules (sessions, throttling, TOTP); a fake one in tests. */
    clock: Clock;
    /**
     * Time of session lifetimes (idle timeout, absolute and admin limits). Separate from `clock` so a test
     * moving days of business time (readings, temporary passwords) keeps its sessions; idle tests move both.
     */
    sessionClock: Clock;
    /** Encrypts TOTP seeds at rest. */
    totpBox: SecretBox;
    /** Text of uploaded PDFs for search, in a bounded worker thread. */
    pdfText: PdfTextExtractor;
    /** Where the bell's notifications come from: the routes and the Web Push sender read them. */
    notificationSources: readonly NotificationSource[];
  }
}

export interface BuildOptions {
  /** Pino logger options, or false in tests. */
  logger?: boolean | object;
  /** Root of the built web app (defaults to web/dist). */
  webRoot?: string;
  /** Time source of the security rules; the system clock unless a test moves time itself. */
  clock?: Clock;
  /** Time source of session lifetimes; the system clock unless a test moves it. */
  sessionClock?: Clock;
  /** Gives up on an outside service (the indicators' upstream) after `ms`; a test may abort it itself. */
  abortAfter?: (ms: number) => AbortSignal;
}

/**
 * Fastify's own hop-count option fails closed (it trusts nothing), so a hop count becomes a function: the socket
 * peer and the next `hops - 1` addresses are proxies, the one after them is the client. Addresses/CIDRs go to
 * Fastify as they are (proxy-addr checks each hop against them).
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Builds the whole app (API under /api and the web build) on an open, migrated database. */
export async function buildApp(config: Config, dbHandle: DbHandle, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger ??
      ({
        level: config.logLevel,
        redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      } as object),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID().slice(0, 8),
    // A client has this long to send a whole request (20 s at most for the headers); an idle socket is closed
    // after a minute (live streams send a heartbeat every 20 s). Node checks these at the interval below.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 60_000,
    http: {
      headersTimeout: Math.min(20_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(config.requestTimeoutMs / 4))),
    },
    clientErrorHandler,
    routerOptions: { maxParamLength: 300 },
  });
  app.decorate('config', config);
  app.decorate('db', dbHandle.db);
  app.decorate('dbHandle', dbHandle);
  app.decorate('draining', false);
  app.decorate('clock', opts.clock ?? systemClock);
  app.decorate('sessionClock', opts.sessionClock ?? systemClock);
  const totpKey = loadTotpKey(config.totpKey, config.dataDir, (message) => app.log.warn(message));
  app.decorate(
    'totpBox',
    createSecretBox(
      totpKey,
      config.totpKeyPrevious.map((k) => parseKey(k)!),
    ),
  );
  // Seeds stored plain (before encryption) or with a previous key are sealed with the current one.
  const resealed = await resealTotpSecrets(dbHandle.db, app.totpBox, (message) => app.log.warn(message));
  if (resealed > 0) app.log.info({ resealed }, 'TOTP seeds sealed with the current key');
  app.decorate('pdfText', new PdfTextExtractor({ ...DEFAULT_PDF_TEXT_LIMITS, ...config.pdfText }));
  // The bell: notifications derived from the features that have something to tell a person.
  app.decorate('notificationSources', [
    (await import('./features/lecturas/lecturas.notifications.js')).lecturasNotifications,
    (await import('./features/birthdays/greetings.notifications.js')).greetingsNotifications,
    (await import('./features/forum/replies.notifications.js')).repliesNotifications,
  ]);
  app.addHook('onClose', () => app.pdfText.close());

  await app.register(errorsPlugin, { maxUploadMb: config.maxUploadMb });
  await app.register(securityPlugin);
  // Route schemas (contract zod → validation, response filtering, OpenAPI): before any route is registered.
  await app.register(apiSchemaPlugin);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: 'Demasiadas solicitudes. Intente nuevamente en unos minutos.',
    }),
  });
  await app.register(authPlugin);
  await app.register(userLimitsPlugin);
  await app.register(auditPlugin);
  await app.register(uploadsPlugin);
  // forum: live events (in-process, and PostgreSQL LISTEN/NOTIFY between instances)
  await app.register(eventsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes);

      // content: news, slides, announcements, birthdays
      await api.register(newsRoutes);
      await api.register(slidesRoutes);
      await api.register(announcementsRoutes);
      await api.register(birthdaysRoutes);

      // documents
      const lecturasService = await import('./features/lecturas/lecturas.service.js');
      const { ringBell } = await import('./lib/bell-events.js');
      await api.register(documentsRoutes, {
        // A new version or a change of visibility re-opens or hides mandatory readings: their people's bells refresh.
        onReadableChange: async (id) =>
          ringBell(app.events, await lecturasService.concernedByItem(app.db, 'documento', id)),
      });
      await api.register((await import('./features/lecturas/lecturas.routes.js')).lecturasRoutes);
      await api.register((await import('./features/lecturas/lecturas.routes.js')).lecturasExportRoutes);
      await api.register((await import('./features/notifications/notifications.routes.js')).notificationsRoutes, {
        sources: app.notificationSources,
        pushPublicKey: config.push?.publicKey ?? null,
      });

      // people: users, directory, organization, profile, devices
      await api.register((await import('./features/users/users.routes.js')).usersRoutes);
      // forgotten-password requests
      await api.register((await import('./features/users/reset-requests.routes.js')).resetRequestsRoutes);
      await api.register((await import('./features/profile/profile.routes.js')).profileRoutes);
      await api.register((await import('./features/organization/organization.routes.js')).organizationRoutes);
      // people as one record: the person page
      await api.register((await import('./features/people/people.routes.js')).peopleRoutes);

      // forum
      await api.register(forumRoutes);

      // integrations: indicators, reports, courses, panel
      await api.register(indicatorsRoutes, { abortAfter: opts.abortAfter });
      await api.register(reportsRoutes);
      await api.register(coursesRoutes);
      await api.register(panelRoutes);
      await api.register(clientConfigRoutes);

      // security: audit log
      await api.register(auditRoutes);
      await api.register(twoFactorRoutes);

      // search
      await api.register(searchRoutes);

      // The API's own OpenAPI document and reference page (admin).
      await api.register(apiDocsRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, {
    root: opts.webRoot,
    // Only for a live session: the picture's address is not announced to anyone else.
    homePicture: async (token) =>
      (await readSession(app.db, token, { clock: app.clock, touch: false }))
        ? ((await slidesService.list(app.db))[0]?.imagen ?? null)
        : null,
    // The first card of the list exactly as this user's own GET /api/noticias?page=1&limit=12 returns it (same
    // audience and publishing window, from the same per-version cache).
    newsFirst: async (token) => {
      const session = await readSession(app.db, token, { clock: app.clock, touch: false });
      if (!session) return null;
      const reader = { viewer: await viewerOf(app.db, session.user), now: isoAt(app.clock) };
      const { items } = await newsService.list(app.db, newsListQuerySchema.parse({ page: 1, limit: 12 }), reader);
      const first = items[0];
      return first?.imagen ? { imagen: first.imagen, nombre: first.nombre, area: first.area } : null;
    },
  });
  return app;
}

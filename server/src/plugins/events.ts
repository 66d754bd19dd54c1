import fp from 'fastify-plugin';
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, tooManyRequests } from './errors.js';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const NOTIFY_MAX_BYTES = 7900;
export const HEARTBEAT_MS = 20_000;
/** A client that does not read (its buffer grows past this) is dropped; EventSource reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Live streams one session may hold open in this process (one per open page; browsers allow six HTTP/1.1
 * connections per site), and one user across all his sessions (two browsers or devices).
 */
export const MAX_STREAMS_PER_SESSION = 6;
export const MAX_STREAMS_PER_USER = 12;
export const TOO_MANY_STREAMS_MESSAGE =
  'Tiene demasiadas páginas con actualizaciones en vivo abiertas. Cierre alguna e intente nuevamente.';
/** Channel used to tell every open stream that events may have been missed. */
const RESYNC = '__resync__';

export interface StreamOptions {
  channel: string;
  /** What this client may see of a bus message; `undefined` = nothing. */
  select: (message: unknown) => unknown;
  /** Checked at every heartbeat; false ends the stream (the session ended or changed). */
  stillAllowed?: () => Promise<boolean>;
}

/**
 * Live events between the server and open pages. Inside one process an EventEmitter carries them;
 * on PostgreSQL they also travel through NOTIFY/LISTEN so every server instance sharing the
 * database delivers them to its own clients.
 */
export interface EventBus {
  /** Sends a message to every subscriber of the channel, here and in other instances. Never throws. */
  publish(channel: string, message: unknown, slim?: unknown): Promise<void>;
  subscribe(channel: string, listener: (message: unknown) => void): () => void;
  /** Answers the request with a Server-Sent Events stream of the channel's messages. */
  stream(request: FastifyRequest, reply: FastifyReply, opts: StreamOptions): void;
  /** Resolves once messages from other instances are being received (at once without PostgreSQL). */
  ready(): Promise<void>;
  /** Streams currently open in this process. */
  openStreams(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

interface Envelope {
  /** The publishing process: its own notifications are already delivered locally. */
  o: string;
  c: string;
  m: unknown;
}

/** One dedicated connection that LISTENs on a channel and reconnects (with backoff) when it drops. */
class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = 500;
  private timer: NodeJS.Timeout | undefined;
  private firstAttempt: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onReconnect: () => void,
    private readonly log: FastifyBaseLogger,
  ) {
    this.firstAttempt = this.connect(true);
  }

  ready(): Promise<void> {
    return this.firstAttempt;
  }

  private async connect(first: boolean): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    client.on('error', (err) => {
      this.log.warn({ err: err.message }, 'eventos: se perdió la conexión LISTEN de PostgreSQL');
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload) this.onPayload(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'eventos: no se pudo escuchar en PostgreSQL; se reintenta');
      client.end().catch(() => undefined);
      this.schedule();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 500;
    if (!first) {
      this.log.info('eventos: conexión LISTEN restablecida');
      this.onReconnect();
    }
  }

  private drop(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.schedule();
  }

  private schedule() {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect(false);
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  /** For tests: drops the connection as a network failure would. */
  simulateDrop() {
    if (this.client) this.drop(this.client);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}

/** A NOTIFY channel per database schema, so test schemas (and separate installations) never mix. */
const channelFor = (schema: string) =>
  `intranet_events${schema && schema !== 'public' ? `_${schema}` : ''}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 63);

const wantsEventStream = (request: FastifyRequest) =>
  String(request.headers.accept ?? '')
    .toLowerCase()
    .includes('text/event-stream');

export const eventsPlugin = fp(async (app: FastifyInstance) => {
  const origin = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const streams = new Set<() => void>();
  // Open streams per session id and per user id, to cap what one account can hold open.
  const perSession = new Map<string, number>();
  const perUser = new Map<number, number>();
  const bump = <K>(counts: Map<K, number>, key: K, by: 1 | -1) => {
    const n = (counts.get(key) ?? 0) + by;
    if (n > 0) counts.set(key, n);
    else counts.delete(key);
  };

  const deliver = (channel: string, message: unknown) => {
    for (const listener of emitter.listeners(channel)) {
      try {
        (listener as (m: unknown) => void)(message);
      } catch (err) {
        app.log.warn({ err }, 'eventos: un suscriptor falló');
      }
    }
  };

  let listener: PgListener | null = null;
  let pgChannel = '';
  const databaseUrl = app.dbHandle.databaseUrl ?? app.config.databaseUrl;
  if (app.dbHandle.engine === 'postgres' && databaseUrl) {
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(app.db);
    pgChannel = channelFor(rows[0]?.s ?? 'public');
    listener = new PgListener(
      databaseUrl,
      pgChannel,
      (payload) => {
        let env: Envelope;
        try {
          env = JSON.parse(payload) as Envelope;
        } catch {
          return;
        }
        if (env.o !== origin && typeof env.c === 'string') deliver(env.c, env.m);
      },
      () => deliver(RESYNC, null),
      app.log,
    );
    await listener.ready();
  }

  const bus: EventBus & { simulateListenerDrop(): void } = {
    async publish(channel, message, slim) {
      deliver(channel, message);
      if (!listener) return;
      let payload = JSON.stringify({ o: origin, c: channel, m: message } satisfies Envelope);
      if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) {
        if (slim === undefined) {
          app.log.warn({ channel }, 'eventos: mensaje demasiado grande para NOTIFY; no se comparte');
          return;
        }
        payload = JSON.stringify({ o: origin, c: channel, m: slim } satisfies Envelope);
      }
      try {
        await sql`select pg_notify(${pgChannel}, ${payload})`.execute(app.db);
      } catch (err) {
        app.log.warn({ err }, 'eventos: no se pudo publicar con pg_notify');
      }
    },

    subscribe(channel, fn) {
      emitter.on(channel, fn);
      return () => emitter.off(channel, fn);
    },

    stream(request, reply, opts) {
      if (!wantsEventStream(request)) {
        throw badRequest('Este recurso es un flujo de eventos: pídalo con Accept: text/event-stream.');
      }
      const sessionId = request.sessionId;
      const userId = request.user?.id;
      if (
        (sessionId && (perSession.get(sessionId) ?? 0) >= MAX_STREAMS_PER_SESSION) ||
        (userId !== undefined && (perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER)
      ) {
        throw tooManyRequests(TOO_MANY_STREAMS_MESSAGE);
      }
      if (sessionId) bump(perSession, sessionId, 1);
      if (userId !== undefined) bump(perUser, userId, 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      // Reconnect after 3 s if the connection drops; the first bytes also flush the headers.
      res.write('retry: 3000\n: conectado\n\n');

      let closed = false;
      const write = (chunk: string) => {
        if (closed) return;
        res.write(chunk);
        if (res.writableLength > MAX_BUFFERED_BYTES) close();
      };
      const offMessage = bus.subscribe(opts.channel, (message) => {
        const out = opts.select(message);
        if (out !== undefined) write(`data: ${JSON.stringify(out)}\n\n`);
      });
      const offResync = bus.subscribe(RESYNC, () => write('event: resync\ndata: {}\n\n'));
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        opts.stillAllowed?.().then(
          (ok) => {
            if (!ok) close();
          },
          () => undefined,
        );
      }, HEARTBEAT_MS);
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        offMessage();
        offResync();
        streams.delete(close);
        if (sessionId) bump(perSession, sessionId, -1);
        if (userId !== undefined) bump(perUser, userId, -1);
        res.end();
      };
      streams.add(close);
      request.raw.on('close', close);
      res.on('close', close);
      res.on('error', close);
    },

    ready: async () => {
      await listener?.ready();
    },

    openStreams: () => streams.size,

    simulateListenerDrop: () => listener?.simulateDrop(),
  };

  app.decorate('events', bus);

  // Open streams would keep the server from closing: end them first (clients reconnect elsewhere).
  app.addHook('preClose', async () => {
    for (const close of [...streams]) close();
  });
  app.addHook('onClose', async () => {
    await listener?.stop();
    emitter.removeAllListeners();
  });
});

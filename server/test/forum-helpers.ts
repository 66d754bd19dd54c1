import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Comment, ForumEvent, Topic } from '@intranet/contract';
import { multipart, type TestApp } from './helpers.js';

/** Creates a topic through the admin API, as the admin of the cookie (`makeTopic` in factories.ts skips the API). */
export async function postTopic(
  t: TestApp,
  admin: string,
  fields: { titulo?: string; descripcion?: string; activo?: 'true' | 'false' } = {},
): Promise<Topic> {
  const form = multipart({ titulo: fields.titulo ?? 'Tema de prueba', ...fields });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/temas',
    headers: { ...form.headers, cookie: admin },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`postTopic: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Posts a comment through the API as the cookie's user. */
export async function postComment(t: TestApp, cookie: string, temaId: number, comentario: string): Promise<Comment> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/comentarios',
    headers: { cookie },
    payload: { comentario, tema_id: temaId },
  });
  if (res.statusCode !== 201) throw new Error(`postComment: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface EventClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: ForumEvent[];
  raw: string[];
  /** Resolves with the first event (from now on or already received) that matches. */
  waitFor(pred: (e: ForumEvent) => boolean, timeoutMs?: number): Promise<ForumEvent>;
  waitForRaw(pred: (chunk: string) => boolean, timeoutMs?: number): Promise<void>;
  closed: Promise<void>;
  close(): void;
}

/**
 * Opens `GET /api/foro/eventos` (or another event stream, such as the bell's `/api/notificaciones/eventos`) on a
 * listening app the way EventSource does.
 */
export function openEvents(baseUrl: string, cookie: string, path = '/api/foro/eventos'): Promise<EventClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}${path}`,
      { headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' } },
      (res) => {
        const events: ForumEvent[] = [];
        const raw: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          raw.push(chunk);
          buffer += chunk;
          let idx: number;
          while ((idx = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, idx);
            buffer = buffer.slice(idx + 2);
            const data = block
              .split('\n')
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            if (data && !block.includes('event: resync')) events.push(JSON.parse(data) as ForumEvent);
          }
          for (const w of waiters) w();
        });
        const closed = new Promise<void>((r) => res.on('close', () => r()));
        const poll = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
          new Promise<T>((ok, fail) => {
            const tryNow = () => {
              const found = check();
              if (found !== undefined) {
                waiters.delete(tryNow);
                clearTimeout(timer);
                ok(found);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(tryNow);
              fail(new Error(`timeout waiting for ${what}; got ${JSON.stringify(events)}`));
            }, timeoutMs);
            waiters.add(tryNow);
            tryNow();
          });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          raw,
          waitFor: (pred, timeoutMs = 2000) => poll(() => events.find(pred), timeoutMs, 'event'),
          waitForRaw: (pred, timeoutMs = 2000) =>
            poll(() => (raw.join('').length && pred(raw.join('')) ? true : undefined), timeoutMs, 'raw').then(
              () => undefined,
            ),
          closed,
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
  });
}

/** Starts the app on a random local port and returns its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

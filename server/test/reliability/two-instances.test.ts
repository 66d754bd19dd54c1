import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { createTestSchema, dropTestSchema, onPostgres, underSchemaLock } from '../helpers.js';
import { httpLogin, RELIABILITY_ADMIN, startServer, type RunningServer } from './process.js';

/**
 * The production shape: two server processes on one PostgreSQL and one shared uploads folder,
 * behind a round-robin proxy. Runs in the PostgreSQL pass (TEST_ENGINE=postgres, as CI does when one answers).
 */
describe.runIf(onPostgres)('two instances behind a round-robin proxy', () => {
  let schema = '';
  let dataDir: string;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: http.Server;
  let proxyUrl: string;
  const served: string[] = [];

  beforeAll(async () => {
    const base = process.env.DATABASE_URL!;
    schema = await createTestSchema();
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-two-'));
    // The test itself plays the proxy for the per-account test (X-Forwarded-For from 127.0.0.1 is trusted).
    const env = { DATABASE_URL: url.toString(), SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' };
    // Both start at once: the migration lock makes one of them migrate.
    [a, b] = await underSchemaLock(() => Promise.all([startServer(env, dataDir), startServer(env, dataDir)]));
    const targets = [a.url, b.url];
    let next = 0;
    proxy = http.createServer((req, res) => {
      const target = new URL(targets[next++ % 2]!);
      served.push(target.port);
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    proxy?.close();
    await Promise.all([a?.cleanup(), b?.cleanup()]);
    if (schema) await dropTestSchema(schema);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('a session made on one instance is valid on the other', async () => {
    const cookie = await httpLogin(proxyUrl, RELIABILITY_ADMIN.rut, RELIABILITY_ADMIN.password);
    for (const url of [a.url, b.url, proxyUrl, proxyUrl]) {
      expect((await fetch(`${url}/api/session`, { headers: { cookie } })).status).toBe(200);
    }
    expect(new Set(served).size).toBe(2);
  });

  it('a file uploaded through one downloads through the other', async () => {
    const cookie = await httpLogin(a.url, RELIABILITY_ADMIN.rut, RELIABILITY_ADMIN.password);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8702a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('nombre', 'Noticia compartida');
    form.set('area', 'Operaciones');
    form.set('detalle', 'Subida en una instancia, leída en la otra.');
    form.set('fecha', '2026-11-20');
    form.set('imagen', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    const created = await fetch(`${a.url}/api/noticias`, { method: 'POST', headers: { cookie }, body: form });
    expect(created.status).toBe(201);
    const { imagen } = (await created.json()) as { imagen: string };
    const viaA = await fetch(`${a.url}/api${imagen}`, { headers: { cookie } });
    const viaB = await fetch(`${b.url}/api${imagen}`, { headers: { cookie } });
    expect(viaB.status).toBe(200);
    expect(Buffer.from(await viaB.arrayBuffer())).toEqual(Buffer.from(await viaA.arrayBuffer()));
  });

  it('login throttling counts failures across both instances', async () => {
    const attempt = (url: string, password: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rut: RELIABILITY_ADMIN.rut, password }),
      });
    for (const url of [a.url, b.url, a.url, b.url, a.url]) expect((await attempt(url, 'clave-mala')).status).toBe(401);
    expect((await attempt(b.url, RELIABILITY_ADMIN.password)).status).toBe(429);
  });

  it('the per-account limit across addresses counts on both instances, RUT and username together', async () => {
    await clearFailures();
    const username = `admin-${RELIABILITY_ADMIN.rut.replace(/\./g, '').split('-')[0]}`;
    const attempt = (url: string, id: string, password: string, from: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ rut: id, password }),
      });
    for (let i = 0; i < 10; i++) {
      const res = await attempt(
        i % 2 ? b.url : a.url,
        i % 3 ? username : RELIABILITY_ADMIN.rut,
        'clave-mala',
        `198.51.100.${i}`,
      );
      expect(res.status).toBe(401);
    }
    const held = await attempt(a.url, username, RELIABILITY_ADMIN.password, '198.51.100.200');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(b.url, RELIABILITY_ADMIN.rut, RELIABILITY_ADMIN.password, '198.51.100.201')).status).toBe(
      429,
    );
  });

  it('forum events reach a page connected to the other instance', async () => {
    // The previous test throttled the admin from this address; use a worker created through the API.
    const adminCookie = await httpLoginAfterThrottle();
    const userForm = new FormData();
    userForm.set('username', 'trabajador2inst');
    userForm.set('nombre', 'Trabajador Dos Instancias');
    userForm.set('rut', '21.000.005-4');
    userForm.set('password', 'Clave.Segura.22');
    userForm.set('correo', 'dos.instancias@empresa.cl');
    const created = await fetch(`${a.url}/api/users`, {
      method: 'POST',
      headers: { cookie: adminCookie },
      body: userForm,
    });
    expect(created.status).toBe(201);
    const worker = await httpLogin(b.url, 'trabajador2inst', 'Clave.Segura.22');

    const topicForm = new FormData();
    topicForm.set('titulo', 'Tema entre instancias');
    const topic = await fetch(`${a.url}/api/admin/temas`, {
      method: 'POST',
      headers: { cookie: adminCookie },
      body: topicForm,
    });
    expect(topic.status).toBe(201);
    const temaId = ((await topic.json()) as { id: number }).id;

    const controller = new AbortController();
    const stream = await fetch(`${b.url}/api/foro/eventos`, {
      headers: { cookie: worker, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let streamed = '';
    const readUntil = async (needle: string) => {
      for (;;) {
        if (streamed.includes(needle)) return streamed;
        const { value, done } = await reader.read();
        if (done) return streamed;
        streamed += new TextDecoder().decode(value);
      }
    };
    // The stream's first bytes are written in the same step that subscribes it: from then on it hears everything.
    await readUntil(': conectado');
    const received = readUntil('comentario desde la instancia A');
    const started = Date.now();
    const post = await fetch(`${a.url}/api/comentarios`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ comentario: 'comentario desde la instancia A', tema_id: temaId }),
    });
    expect(post.status).toBe(201);
    const text = await Promise.race([received, new Promise<string>((r) => setTimeout(() => r('timeout'), 2000))]);
    controller.abort();
    expect(text).toContain('comentario desde la instancia A');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  /** The admin is throttled from 127.0.0.1 for 15 min after the throttling test: clear it directly. */
  async function httpLoginAfterThrottle() {
    await clearFailures();
    return httpLogin(a.url, RELIABILITY_ADMIN.rut, RELIABILITY_ADMIN.password);
  }

  async function clearFailures() {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const db = openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await db.db.deleteFrom('login_attempts').execute();
    await db.close();
  }
});

import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, downloadFilename } from '../../src/features/documents/documents.service.js';
import { listen, openEvents } from '../forum-helpers.js';
import { useTestApp } from '../helpers.js';

/** Security headers everywhere they belong, and nowhere they do not. */
const t = useTestApp();

let base: string;

const proxied = useTestApp({ TRUST_PROXY: 'true' });

beforeAll(async () => {
  base = await listen(t);
});

const SECURITY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

describe('security headers', () => {
  it('every answer carries a Permissions-Policy that denies camera, microphone and geolocation', async () => {
    for (const url of ['/api/session', '/api/no-existe', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = res.headers['permissions-policy'];
      expect(policy, url).toBeTypeOf('string');
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
        expect(policy).toContain(feature);
      }
    }
  });

  it('HSTS only over HTTPS: never on plain HTTP, and behind a trusted proxy only when it says https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    // Without a trusted proxy, a client's own X-Forwarded-Proto does not count.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const viaProxyHttps = await proxied.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxyHttps.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    const viaProxyHttp = await proxied.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(viaProxyHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('live-event streams carry the same security headers as every answer', async () => {
    const cookie = await t.cookieFor('worker');
    const stream = await openEvents(base, cookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      for (const name of SECURITY_HEADERS) expect(stream.headers[name], name).toBeTypeOf('string');
      expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      stream.close();
    }
  });

  it('a request with oversized headers gets 431 with {error} in Spanish', async () => {
    const port = Number(new URL(base).port);
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/session HTTP/1.1\r\nHost: x\r\nCookie: a=${'x'.repeat(40_000)}\r\n\r\n`);
      });
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    });
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(/cabeceras de la solicitud son demasiado grandes/);
  });

  it('download names lose control and bidi format characters (U+202E and friends)', () => {
    const hostile = 'Informe\u202Efdp.exe\u200B\u2066x\u2069\u0007\u0085 final';
    const name = downloadFilename(hostile);
    expect(name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(name).toBe('Informe fdp.exe x final.pdf');
    const header = contentDisposition('attachment', '\u202Egnp.pdf');
    expect(header).not.toMatch(/%E2%80%AE/i);
    expect(header).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(header).toBe(`attachment; filename="gnp.pdf"; filename*=UTF-8''gnp.pdf`);
  });
});

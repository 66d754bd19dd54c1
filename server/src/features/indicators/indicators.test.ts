import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { IndicatorsService, UPSTREAM_TIMEOUT_MS } from './indicators.service.js';

const GOOD = {
  version: '1.7.0',
  autor: 'mindicador.cl',
  fecha: '2026-11-20T11:00:00.000Z',
  uf: {
    codigo: 'uf',
    nombre: 'Unidad de fomento (UF)',
    unidad_medida: 'Pesos',
    fecha: '2026-11-20T03:00:00.000Z',
    valor: 39643.59,
  },
  dolar: { codigo: 'dolar', unidad_medida: 'Pesos', fecha: '2026-11-20T03:00:00.000Z', valor: 945.12 },
  euro: { codigo: 'euro', unidad_medida: 'Pesos', fecha: '2026-11-20T03:00:00.000Z', valor: 1021.5 },
  ipc: { codigo: 'ipc', unidad_medida: 'Porcentaje', fecha: '2026-10-01T03:00:00.000Z', valor: 0.4 },
  utm: { codigo: 'utm', unidad_medida: 'Pesos', fecha: '2026-11-01T03:00:00.000Z', valor: 69265 },
  libra_cobre: { codigo: 'libra_cobre', unidad_medida: 'Dólar', fecha: '2026-11-19T03:00:00.000Z', valor: 4.98 },
};

type Mode = 'ok' | 'down' | 'hang' | 'garbage' | 'partial' | 'html' | 'redirect' | 'huge';

/** A fake mindicador.cl on 127.0.0.1 whose behaviour each test chooses. */
let mode: Mode = 'ok';
let hits = 0;
let redirectHits = 0;
let server: http.Server;
let baseUrl: string;
const hanging = new Set<http.ServerResponse>();
/** Called when the fake upstream starts holding a request ('hang'): the event a test waits for. */
let onHang: (() => void) | null = null;
const nextHang = () => new Promise<void>((resolve) => (onHang = resolve));

/**
 * Stands in for `AbortSignal.timeout`: records how long the service would wait and gives up only when the test
 * says the time is over, so no test waits the real seconds.
 */
function manualTimeouts() {
  const asked: number[] = [];
  const controllers: AbortController[] = [];
  return {
    asked,
    abortAfter: (ms: number) => {
      asked.push(ms);
      const controller = new AbortController();
      controllers.push(controller);
      return controller.signal;
    },
    expire: () => {
      for (const c of controllers)
        c.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    },
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/elsewhere') {
      redirectHits++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(GOOD));
      return;
    }
    hits++;
    switch (mode) {
      case 'ok':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(GOOD));
        return;
      case 'down':
        res.writeHead(500).end('error');
        return;
      case 'hang':
        hanging.add(res);
        onHang?.();
        onHang = null;
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"uf": {"valor": "mucho"');
        return;
      case 'partial':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...GOOD, euro: undefined }));
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>mantención</html>');
        return;
      case 'redirect':
        res.writeHead(302, { location: `${baseUrl}/elsewhere` }).end();
        return;
      case 'huge':
        res.writeHead(200, { 'content-type': 'application/json' }).end(`{"x":"${'a'.repeat(400 * 1024)}"}`);
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  mode = 'ok';
  hits = 0;
  redirectHits = 0;
});

/** A service on a controllable clock. */
function makeService(opts: { timeoutMs?: number; abortAfter?: (ms: number) => AbortSignal } = {}) {
  let now = Date.parse('2026-11-20T12:00:00Z');
  const service = new IndicatorsService({ url: `${baseUrl}/api`, now: () => now, ...opts });
  return { service, advance: (ms: number) => (now += ms) };
}

describe('IndicatorsService', () => {
  it('returns the six indicators with their dates, fresh', async () => {
    const { service } = makeService();
    const data = await service.get();
    expect(data.stale).toBe(false);
    expect(data.uf).toEqual({ valor: 39643.59, fecha: '2026-11-20T03:00:00.000Z' });
    expect(data.libra_cobre).toEqual({ valor: 4.98, fecha: '2026-11-19T03:00:00.000Z' });
    expect(Object.keys(data).sort()).toEqual(
      ['dolar', 'euro', 'ipc', 'libra_cobre', 'obtenido', 'stale', 'uf', 'utm'].sort(),
    );
    expect(data.obtenido).toBe('2026-11-20T12:00:00.000Z');
  });

  it('serves from the cache for 10 minutes, then asks the upstream again', async () => {
    const { service, advance } = makeService();
    await service.get();
    advance(9 * 60_000);
    await service.get();
    expect(hits).toBe(1);
    advance(60_001);
    await service.get();
    expect(hits).toBe(2);
  });

  it('shares one upstream request between concurrent callers', async () => {
    const { service } = makeService();
    await Promise.all([service.get(), service.get(), service.get()]);
    expect(hits).toBe(1);
  });

  it.each<Mode>(['down', 'garbage', 'partial', 'html', 'huge'])(
    'upstream %s after a good answer → the last good values, marked stale',
    async (bad) => {
      const { service, advance } = makeService();
      await service.get();
      mode = bad;
      advance(11 * 60_000);
      const data = await service.get();
      expect(data.stale).toBe(true);
      expect(data.uf.valor).toBe(39643.59);
      expect(hits).toBe(2);
    },
  );

  it.each<Mode>(['down', 'garbage', 'partial', 'html'])('upstream %s with nothing cached → 503', async (bad) => {
    mode = bad;
    const { service } = makeService();
    await expect(service.get()).rejects.toMatchObject({
      statusCode: 503,
      message: 'No se pudieron cargar los indicadores',
    });
  });

  it('does not follow redirects', async () => {
    mode = 'redirect';
    const { service } = makeService();
    await expect(service.get()).rejects.toMatchObject({ statusCode: 503 });
    expect(redirectHits).toBe(0);
  });

  it('after a failure, does not ask the upstream again for a minute (stale values at once)', async () => {
    const { service, advance } = makeService();
    await service.get();
    mode = 'down';
    advance(11 * 60_000);
    await service.get();
    mode = 'ok';
    advance(30_000);
    expect((await service.get()).stale).toBe(true);
    expect(hits).toBe(2);
    advance(31_000);
    expect((await service.get()).stale).toBe(false);
    expect(hits).toBe(3);
  });

  it('an upstream that hangs is abandoned after the timeout; the stale values come back then', async () => {
    const timeouts = manualTimeouts();
    const { service, advance } = makeService({ abortAfter: timeouts.abortAfter });
    await service.get();
    mode = 'hang';
    advance(11 * 60_000);
    const held = nextHang();
    let settled = false;
    const answer = service.get().finally(() => (settled = true));
    await held;
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false); // still waiting on the upstream
    timeouts.expire();
    const data = await answer;
    expect(data.stale).toBe(true);
    expect(data.uf.valor).toBe(39643.59);
    // Every upstream request is bounded by the 3 s limit.
    expect(timeouts.asked).toEqual([UPSTREAM_TIMEOUT_MS, UPSTREAM_TIMEOUT_MS]);
    expect(UPSTREAM_TIMEOUT_MS).toBe(3000);
  });
});

describe('GET /api/indicadores', () => {
  let t: TestApp;
  let cookie: string;
  const timeouts = manualTimeouts();
  beforeAll(async () => {
    // Not useTestApp: the upstream's port is known only once the file's beforeAll has run.
    t = await createTestApp({ INDICADORES_URL: `${baseUrl}/api` }, { abortAfter: timeouts.abortAfter });
    cookie = await t.cookieFor('worker');
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/indicadores' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 503 once the 3 s limit passes when the upstream hangs and nothing is cached', async () => {
    mode = 'hang';
    const held = nextHang();
    const pending = t.app.inject({ method: 'GET', url: '/api/indicadores', headers: { cookie } });
    await held;
    expect(timeouts.asked).toEqual([3000]);
    timeouts.expire();
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'No se pudieron cargar los indicadores' });
  });

  it('reads the configured upstream and caches it (fresh app)', async () => {
    const app2 = await createTestApp({ INDICADORES_URL: `${baseUrl}/api` });
    try {
      const c = await app2.cookieFor('worker');
      const first = await app2.app.inject({ method: 'GET', url: '/api/indicadores', headers: { cookie: c } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ stale: false, dolar: { valor: 945.12 }, ipc: { valor: 0.4 } });
      mode = 'down';
      const second = await app2.app.inject({ method: 'GET', url: '/api/indicadores', headers: { cookie: c } });
      expect(second.json()).toMatchObject({ stale: false, dolar: { valor: 945.12 } });
      expect(hits).toBe(1);
    } finally {
      await app2.close();
    }
  });
});

/* global navigator, caches */
// First and repeat visit of /Home on a phone profile (issue 13, item 4): the largest contentful paint (LCP) of a
// worker's home before the service worker is installed, and again once it is (its precache, the saved answers and
// pictures in place). Used by scripts/lighthouse.mjs and scripts/repeat-visit.mjs.
//
// The throttling is that of Lighthouse's mobile preset (slow 4G: 150 ms round trip, 1.6 Mbit/s down; CPU 4×
// slower). Chromium's network emulation only slows the page's own requests, not those the service worker makes,
// so the network is slowed by a local proxy in front of the server instead: every request that leaves the
// browser (page or service worker) waits one round trip and shares 1.6 Mbit/s; what the service worker answers
// from its caches never reaches the proxy. The CPU is slowed through the DevTools protocol on the page.
import http from 'node:http';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './server.mjs';

const RTT_MS = 150;
const BYTES_PER_MS = (1.6 * 1024 * 1024) / 8 / 1000;

/** A proxy to `base` that delays and shares the bandwidth as above; `requests` lists what went through it. */
async function slowProxy(base) {
  const target = new URL(base);
  const requests = [];
  // One shared link: the bytes of all answers go out no faster than BYTES_PER_MS together.
  let linkFreeAt = 0;
  const sendSlowly = (chunk) => {
    const now = performance.now();
    linkFreeAt = Math.max(linkFreeAt, now) + chunk.length / BYTES_PER_MS;
    return new Promise((resolve) => setTimeout(resolve, linkFreeAt - now));
  };
  const proxy = http.createServer((req, res) => {
    requests.push(req.url);
    const started = performance.now();
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      async (up) => {
        // The round trip: an answer's first byte no sooner than one RTT after its question.
        const wait = RTT_MS - (performance.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        res.writeHead(up.statusCode ?? 502, up.headers);
        for await (const chunk of up) {
          await sendSlowly(chunk);
          res.write(chunk);
        }
        res.end();
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((r) => proxy.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${proxy.address().port}`, requests, close: () => proxy.close() };
}

/** LCP of one navigation to /Home, CPU 4× slower, from the navigation's start; and how many requests left. */
async function homeLcp(page, proxy) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  proxy.requests.length = 0;
  await page.goto(`${proxy.base}/Home`, { waitUntil: 'load' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // The last candidate once none has come for 3 seconds is the page's LCP.
        let seen;
        const tick = () => {
          if (last && last === seen) {
            resolve({ ms: Math.round(last.startTime), element: last.element?.tagName ?? '?' });
            return;
          }
          seen = last;
          setTimeout(tick, 3000);
        };
        setTimeout(tick, 3000);
      }),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { ...lcp, requests: [...proxy.requests] };
}

/**
 * `rounds` times, in a new browser context each: log in as the demo worker, then /Home with nothing cached (no
 * service worker, empty HTTP cache), then /Home once more with the service worker in control and the home's
 * answers and pictures kept, then the measured repeat visit. Returns each round's two LCPs and the medians.
 */
export async function measureRepeatVisit({ rounds = 3, log = () => {} } = {}) {
  const server = await startBuiltServer();
  const proxy = await slowProxy(server.base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${proxy.base}/login`);
      await page.getByLabel('RUT').fill('15.234.567-4');
      await page.getByLabel('Contraseña').fill('Trabajador.2025');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.waitForURL(/\/Home$/);
      // First visit: the login page installed the service worker and filled the HTTP cache; undo both.
      await page.evaluate(async () => {
        for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
        for (const k of await caches.keys()) await caches.delete(k);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const first = await homeLcp(page, proxy);
      // One more visit with the service worker in control keeps the home's answers and pictures.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto(`${proxy.base}/Home`, { waitUntil: 'networkidle' });
      await page.waitForFunction(async () => {
        const kept = async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0);
        return (
          !!navigator.serviceWorker.controller &&
          (await kept('intranet-datos-v1')) >= 3 &&
          (await kept('intranet-imagenes-v1')) >= 1
        );
      });
      const repeat = await homeLcp(page, proxy);
      results.push({ round, first, repeat });
      log(
        `ronda ${round}: primera visita LCP ${first.ms} ms (${first.element}, ${first.requests.length} pedidos a la red) · ` +
          `visita repetida ${repeat.ms} ms (${repeat.element}, ${repeat.requests.length} pedidos a la red)`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    proxy.close();
    await server.stop();
  }
  const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    rounds: results,
    firstMs: median(results.map((r) => r.first.ms)),
    repeatMs: median(results.map((r) => r.repeat.ms)),
  };
}

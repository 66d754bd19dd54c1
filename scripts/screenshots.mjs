#!/usr/bin/env node
// Screenshots of every screen (web/src/app/router.tsx) at 1280 and 390 px, full page, as a worker and as an
// admin, on the production build with the demo company; then the main worker screens at 390 px with the network
// cut after loading. For people to look at before a release. Usage: npm run screenshots [-- <dir> [filter]]
// (default dir /tmp/intranet-shots; filter = a substring of the shot names). Builds first.
/* global window, document, navigator -- used inside page.evaluate, which runs in the browser */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/server.mjs';

const OUT = path.resolve(process.argv[2] || '/tmp/intranet-shots');
const FILTER = process.argv[3] || '';
const WIDTHS = [1280, 390];

// Stand-ins for the services out of reach here: map tiles (a grey PNG) and the indicators upstream.
const GREY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA6wDqbH4ydQAAAABJRU5ErkJggg==',
  'base64',
);
const at = '2026-11-25T03:00:00.000Z';
const INDICATORS = {
  uf: { codigo: 'uf', valor: 39876.54, fecha: at },
  dolar: { codigo: 'dolar', valor: 945.12, fecha: at },
  euro: { codigo: 'euro', valor: 1021.5, fecha: at },
  ipc: { codigo: 'ipc', valor: 0.4, fecha: '2026-10-01T03:00:00.000Z' },
  utm: { codigo: 'utm', valor: 68923, fecha: '2026-11-01T03:00:00.000Z' },
  libra_cobre: { codigo: 'libra_cobre', valor: 4.62, fecha: at },
};
const stub = http.createServer((req, res) => {
  if (req.url?.startsWith('/api')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(INDICATORS));
  } else {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(GREY_PNG);
  }
});
await new Promise((resolve) => stub.listen(0, '127.0.0.1', resolve));
const stubBase = `http://127.0.0.1:${stub.address().port}`;

const server = await startBuiltServer({
  env: { TILE_URL: `${stubBase}/{z}/{x}/{y}.png`, INDICADORES_URL: `${stubBase}/api` },
});
const base = server.base;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});

const WORKER = { rut: '15.234.567-4', password: 'Trabajador.2025' };
const ADMIN = { rut: '11.111.111-1', password: 'Admin.2025' };

async function newContext(width, user, { serviceWorkers = 'block' } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    baseURL: base,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    serviceWorkers,
  });
  if (user) {
    const res = await context.request.post('/api/login', { data: user });
    if (!res.ok()) throw new Error(`login ${user.rut}: ${res.status()}`);
  }
  return context;
}

/** Waits until the page has settled: no spinner, network idle, fonts and images done. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.spinner-border, .placeholder-glow'), null, { timeout: 10_000 })
    .catch(() => undefined);
  // Lazy pictures and sections (the map, avatars) load as they scroll into view: scroll through the page once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  // Animations (carousel, fades) to their end state.
  await page.evaluate(() =>
    document.getAnimations().forEach((a) => {
      try {
        a.finish();
      } catch {
        /* an endless animation (a spinner) stays as it is */
      }
    }),
  );
}

/** Opens the Reportes menu (inside the collapsed menu on a phone). */
async function openReportsMenu(page) {
  const toggler = page.locator('.navbar-toggler');
  if (await toggler.isVisible()) await toggler.click();
  await page.getByRole('button', { name: 'Reportes', exact: true }).click();
  await page.getByRole('link', { name: 'Gráficos' }).waitFor();
}

const report = [];
async function shoot(page, name, { fullPage = true } = {}) {
  if (FILTER && !name.includes(FILTER)) return;
  if (fullPage) await settle(page);
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  // Sideways scroll is the most common unfinished look on a phone: say so.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  report.push(`${name}${overflow > 0 ? `  ← ${overflow}px de desplazamiento lateral` : ''}`);
}

async function visit(context, route, name, { width, then, fullPage = true, page: given } = {}) {
  if (FILTER && !name.includes(FILTER)) return;
  const page = given ?? (await context.newPage());
  await page.goto(route);
  if (then) {
    await settle(page);
    await then(page);
  }
  await shoot(page, `${name}-${width}`, { fullPage });
  if (!given) await page.close();
}

async function api(context, url) {
  const res = await context.request.get(url);
  return res.json();
}

await fs.mkdir(OUT, { recursive: true });
try {
  const worker0 = await newContext(1280, WORKER);
  const news = await api(worker0, '/api/noticias?limit=1');
  const slides = await api(worker0, '/api/intro-slides');
  const people = await api(worker0, '/api/trabajadores?limit=1').catch(() => []);
  const topics = await api(worker0, '/api/temas').catch(() => []);
  await worker0.close();
  const first = (list) => (Array.isArray(list) ? list[0]?.id : (list?.items?.[0]?.id ?? undefined));
  const ids = {
    news: first(news) ?? 1,
    slide: first(slides) ?? 1,
    person: first(people) ?? 2,
    topic: first(topics) ?? 1,
  };

  const WORKER_ROUTES = [
    ['/Home', 'home'],
    ['/all-news', 'all-news'],
    [`/noticias/${ids.news}`, 'news-detail'],
    [`/slides/${ids.slide}`, 'slide-detail'],
    ['/procedures', 'procedures'],
    ['/organization', 'organization'],
    ['/mi-perfil', 'my-profile'],
    ['/cursos', 'courses'],
    ['/trabajadores', 'workers'],
    [`/personas/${ids.person}`, 'person'],
    ['/Links', 'links'],
    ['/Graficos', 'charts'],
    ['/datos', 'reports'],
    ['/change-password', 'change-password'],
    ['/configurar-2fa', 'two-factor'],
    ['/buscar?q=seguridad', 'search'],
    ['/lecturas', 'readings'],
    ['/foro', 'forum'],
    [`/foro/${ids.topic}`, 'forum-topic'],
    ['/anuncios/bienvenido', 'announcement'],
    ['/no-existe', 'not-found'],
    ['/noticias/999999', 'news-not-found'],
  ];
  const ADMIN_ROUTES = [
    ['/admin-panel', 'admin-panel'],
    ['/admin', 'admin-news'],
    ['/upload-procedure', 'admin-documents'],
    ['/admin-organization', 'admin-organization'],
    ['/admin-cumpleanos', 'admin-birthdays'],
    ['/manage-users', 'admin-users'],
    [`/manage-users/${ids.person}`, 'admin-user-detail'],
    ['/admin-intro-slides', 'admin-slides'],
    ['/admin-announcements', 'admin-announcements'],
    ['/manage-courses', 'admin-courses'],
    ['/admin-comentarios', 'admin-forum'],
    ['/admin-reportes', 'admin-reports'],
    ['/admin-auditoria', 'admin-audit'],
    ['/admin-lecturas', 'admin-readings'],
    ['/Home', 'admin-home'],
  ];

  for (const width of WIDTHS) {
    const anon = await newContext(width);
    await visit(anon, '/login', 'login', { width });
    await visit(anon, '/login', 'login-forgot', {
      width,
      then: (page) => page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click(),
    });
    await visit(anon, '/anuncios/seguridad', 'announcement-anon', { width });
    await anon.close();

    const worker = await newContext(width, WORKER);
    for (const [route, name] of WORKER_ROUTES) await visit(worker, route, `worker-${name}`, { width });
    // The Reportes menu unfolded (on the phone, inside the open menu): what the screen shows, not the whole page.
    await visit(worker, '/Home', 'worker-reports-menu', { width, fullPage: false, then: openReportsMenu });
    await worker.close();

    const admin = await newContext(width, ADMIN);
    for (const [route, name] of ADMIN_ROUTES) await visit(admin, route, name, { width });
    // The forms with a file picker, opened.
    for (const [route, name, button] of [
      ['/admin', 'admin-news-form', 'Nueva noticia'],
      ['/upload-procedure', 'admin-documents-form', 'Subir documento'],
      ['/manage-users', 'admin-users-form', 'Nuevo usuario'],
      ['/manage-courses', 'admin-courses-form', 'Nuevo curso'],
      ['/admin-cumpleanos', 'admin-birthdays-form', 'Nuevo cumpleaños'],
    ]) {
      await visit(admin, route, name, {
        width,
        then: async (page) => {
          const b = page.getByRole('button', { name: button });
          if (await b.count()) await b.first().click();
        },
      });
    }
    await admin.close();
  }

  // Without network at 390 px, as a phone that lost coverage: the main worker screens, seen once online (the
  // service worker keeps them), then opened again offline; plus the file picker (profile) and the Reportes menu.
  const OFFLINE_ROUTES = [
    ['/Home', 'home'],
    ['/all-news', 'all-news'],
    ['/procedures', 'procedures'],
    ['/trabajadores', 'workers'],
    ['/foro', 'forum'],
    [`/foro/${ids.topic}`, 'forum-topic'],
    ['/lecturas', 'readings'],
    ['/mi-perfil', 'my-profile'],
    ['/datos', 'reports'],
    ['/Graficos', 'charts'],
  ];
  if (!FILTER || 'offline'.includes(FILTER) || FILTER.startsWith('offline')) {
    const offline = await newContext(390, WORKER, { serviceWorkers: 'allow' });
    const page = await offline.newPage();
    await page.goto('/Home');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
    for (const [route] of OFFLINE_ROUTES) {
      await page.goto(route);
      await settle(page);
    }
    await offline.setOffline(true);
    for (const [route, name] of OFFLINE_ROUTES) await visit(offline, route, `offline-${name}`, { width: 390, page });
    await visit(offline, '/Home', 'offline-reports-menu', { width: 390, page, fullPage: false, then: openReportsMenu });
    await offline.close();
  }
} finally {
  await browser.close();
  await server.stop();
  stub.close();
}
console.log(report.join('\n'));
console.log(`${report.length} capturas en ${OUT}`);

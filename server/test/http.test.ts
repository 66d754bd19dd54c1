import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/database.js';
import { slidesRepository } from '../src/features/slides/slides.repository.js';
import { APP_LOADER } from '../src/plugins/web-preload.js';
import { makeNews, makeUser } from './factories.js';
import { cookieHeader, useTestApp } from './helpers.js';

const t = useTestApp({ MAX_UPLOAD_MB: '1' });

describe('HTTP basics', () => {
  it('GET /api/health is public and says only ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('unknown /api paths answer a JSON 404 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'Recurso no encontrado.' });
  });

  it('refuses cross-site state changes with 403', async () => {
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { rut: 'x', password: 'y' },
    });
    expect(cross.statusCode).toBe(403);
    const fetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: { rut: 'x', password: 'y' },
    });
    expect(same.statusCode).toBe(401);
  });

  it('answers 413 in Spanish for a JSON body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ rut: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/tamaño máximo/);
  });

  it('answers 400, not 500, to a broken multipart body', async () => {
    const cookie = await t.cookieFor('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/procedimientos',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nx\r\n--zzz--',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/formulario/);
  });

  it('sends exactly the security headers and CSP the app needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        "base-uri 'self'",
        `script-src 'self' 'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self' https://app.powerbi.com https://*.powerbi.com",
        "object-src 'none'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join(';'),
    );
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Plain HTTP: no HSTS (server/test/security/headers.test.ts covers HTTPS behind a proxy).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('stored files need a session and refuse traversal', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/news/x.webp' })).statusCode).toBe(401);
    const cookie = await t.cookieFor('worker');
    for (const url of ['/api/uploads/../intranet.db', '/api/uploads/..%2f..%2fetc%2fpasswd', '/api/uploads/.tmp/x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect([400, 403, 404]).toContain(res.statusCode);
    }
  });
});

describe('serving the web build', () => {
  /** An app of its own (empty in-memory database) serving the web build in `root`: the build is read at start. */
  async function appServing(root: string) {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    await migrate(handle.db);
    const app = await buildApp(loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }), handle, {
      logger: false,
      webRoot: root,
    });
    return { app, handle };
  }

  it('a live session gets the boot header and, on the home page only, its first picture announced', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-web-'));
    await fs.writeFile(path.join(root, 'index.html'), '<!doctype html><title>Intranet</title><div id="root"></div>');
    await fs.writeFile(
      path.join(root, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Logo">\n  <rect/>\n</svg>\n',
    );
    const { app, handle } = await appServing(root);
    try {
      const at = '2026-01-01T00:00:00.000Z';
      for (const imagen of ['/uploads/slides/primero.webp', '/uploads/slides/segundo.webp'])
        await slidesRepository.insert(handle.db, {
          titulo: 'T',
          descripcion: 'D',
          imagen,
          created_at: at,
          updated_at: at,
        });
      // The news list: the newest item is for branch 3 only (the user is of branch 1), the one before for all.
      await makeNews(handle.db, { fecha: '2025-12-30', imagen: '/uploads/news/para-todos.webp' });
      await makeNews(handle.db, {
        fecha: '2025-12-31',
        imagen: '/uploads/news/calama.webp',
        audiencia_sucursales: '[3]',
      });
      const user = await makeUser(handle.db, { sucursal: 1 });
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { rut: user.username, password: user.password },
      });
      const cookie = cookieHeader(login);
      const html = async (url: string, headers: Record<string, string> = {}) =>
        (await app.inject({ method: 'GET', url, headers })).body;
      const picture =
        '<link rel="preload" as="image" fetchpriority="high" href="/api/uploads/slides/primero.webp" ' +
        'imagesrcset="/api/uploads/slides/primero.thumb.webp 480w, /api/uploads/slides/primero.webp 1920w" ' +
        'imagesizes="100vw">';
      const home = await html('/Home', { cookie });
      expect(home).toContain(picture);
      expect(home).not.toContain('segundo');
      // The boot header: the logo written into the page (no request), hidden from assistive technology.
      expect(home).toMatch(/<div id="root"><header class="app-header[^"]*" aria-hidden="true">.*?<\/header><\/div>/);
      // … and on the home, the first picture painted over the page until the app's carousel has drawn it.
      expect(home).toMatch(
        /<\/div><div id="arranque" class="boot-overlay" aria-hidden="true"><header class="app-header[^"]*".*<\/header><section class="intro-carousel">.*<img class="intro-img" src="\/api\/uploads\/slides\/primero\.webp" srcset="\/api\/uploads\/slides\/primero\.thumb\.webp 480w, \/api\/uploads\/slides\/primero\.webp 1920w" sizes="100vw"/,
      );
      expect(home).toContain(
        '<svg width="36" height="36" aria-hidden="true" xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
      );
      expect(home).toContain('<span class="brand-name">Minera Andina</span>');
      expect(await html('/', { cookie })).toContain(picture);
      // Other pages, and a cookie that is no live session, get no picture.
      // The news list announces the thumbnail of its first card, as this user's list has it: never a news item
      // of another audience.
      const news = await html('/all-news', { cookie });
      expect(news).toContain(
        '<link rel="preload" as="image" fetchpriority="high" href="/api/uploads/news/para-todos.thumb.webp">',
      );
      expect(news).not.toContain('calama');
      expect(await html('/all-news?q=cobre', { cookie })).not.toContain('as="image"');
      expect(await html('/procedures', { cookie })).not.toContain('as="image"');
      expect(news).toContain('<header class="app-header');
      // /all-news gets its title and first card (this reader's) painted over the page, /procedures its title; a
      // page with a query or any other page, nothing over it.
      expect(news).toMatch(
        /<div id="arranque" class="boot-overlay" aria-hidden="true"><header .*<\/header><div class="container py-4 py-lg-5"><h1 class="mb-4">Últimas Noticias<\/h1>.*<div class="card news-card[^"]*"><img src="\/api\/uploads\/news\/para-todos\.thumb\.webp" alt="" width="480" height="270" class="card-img-top" fetchpriority="high">.*<h2 class="card-title">Noticia de prueba<\/h2>/,
      );
      expect(await html('/procedures', { cookie })).toContain('<h1 class="h2 mb-4">Documentos PDF</h1>');
      expect(await html('/all-news?page=2', { cookie })).not.toContain('arranque');
      expect(await html('/trabajadores', { cookie })).not.toContain('arranque');
      const stale = await html('/Home', { cookie: 'intranet_session=caducada' });
      expect(stale).not.toContain('as="image"');
      expect(stale).not.toContain('arranque');
      expect(stale).toContain('href="/api/session"');
      // Without a cookie: the build's own file, nothing added.
      expect(await html('/Home')).toBe('<!doctype html><title>Intranet</title><div id="root"></div>');
    } finally {
      await app.close();
      await handle.close();
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it("with the build's critical rules: they are inline, the stylesheet and the app's scripts come after the first paint", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-web-'));
    await fs.writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>Intranet</title>' +
        '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-b.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>' +
        '<body><div id="root"></div></body></html>',
    );
    await fs.writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    // A rule that tries to close the style element early stays inside it.
    await fs.writeFile(path.join(root, 'critical.css'), '.boot-overlay{position:fixed}.x::after{content:"</style>"}\n');
    await fs.mkdir(path.join(root, '.vite'));
    await fs.writeFile(
      path.join(root, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_framework-b.js'] },
        '_framework-b.js': { file: 'assets/framework-b.js' },
        'src/app/routes/procedures.tsx': { file: 'assets/procedures-d.js', imports: ['_framework-b.js'] },
      }),
    );
    const { app, handle } = await appServing(root);
    try {
      const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
      const scripts =
        '<template id="app-js"><script type="module" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-b.js"></template>' +
        `<script>${APP_LOADER}</script></body>`;
      const style =
        '<style id="critical-css">.boot-overlay{position:fixed}.x::after{content:"<\\/style>"}</style>' +
        '<link rel="preload" as="style" crossorigin href="/assets/index-c.css"><link rel="stylesheet" crossorigin ' +
        'href="/assets/index-c.css" media="print" data-app-css></head>';

      // No session, /login: the sign-in card painted with the HTML, real fields, no form a browser could submit.
      const login = await get('/login');
      expect(login.headers['content-type']).toMatch(/^text\/html/);
      expect(login.body).toContain(style);
      expect(login.body.endsWith(`${scripts}</html>`)).toBe(true);
      expect(login.body).toContain('<div id="arranque" class="boot-overlay"><div class="login-page');
      expect(login.body).toContain('<input id="arranque-rut" class="form-control" name="rut"');
      expect(login.body).toContain('<h1 class="h3 mb-0">Intranet corporativa</h1>');
      expect(login.body).not.toContain('<form');
      // The head no longer waits for the stylesheet (print until loaded) or starts the app's scripts.
      const head = login.body.slice(0, login.body.indexOf('</head>'));
      expect(head).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
      expect(head.match(/<link rel="stylesheet"[^>]*>/g)?.every((tag) => tag.includes('media="print"'))).toBe(true);
      // Another page without a session: the same rules and order, nothing painted over it.
      const other = await get('/Home');
      expect(other.body).toContain(style);
      expect(other.body).not.toContain('id="arranque"');
      expect(await get('/login?volver=%2Fprocedures').then((r) => r.body)).not.toContain('id="arranque"');

      // Compressed for a browser that takes it, the same page.
      const br = await get('/login', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(login.body);
      const gz = await get('/login', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(login.body);

      // With a session: the screen's own files start with the app's (inside the template), not before the paint.
      const user = await makeUser(handle.db, {});
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { rut: user.username, password: user.password },
      });
      const procedures = (await get('/procedures', { cookie: cookieHeader(res) })).body;
      expect(procedures).toContain(
        '<template id="app-js"><link rel="modulepreload" href="/assets/procedures-d.js">' +
          '<script type="module" crossorigin src="/assets/index-a.js">',
      );
      expect(procedures.slice(0, procedures.indexOf('</head>'))).not.toContain('procedures-d.js');
      expect(procedures).toContain('<h1 class="h2 mb-4">Documentos PDF</h1>');
    } finally {
      await app.close();
      await handle.close();
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it('serves files, index.html for client routes, long cache for hashed assets', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'intranet-web-'));
    await fs.mkdir(path.join(root, 'assets'));
    await fs.writeFile(path.join(root, 'index.html'), '<!doctype html><title>Intranet</title>');
    await fs.writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The service worker and the manifest keep their names from build to build.
    await fs.writeFile(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await fs.writeFile(path.join(root, 'manifest.webmanifest'), '{"name":"Intranet","start_url":"/Home"}');
    // A copy compressed at build time (scripts/precompress.mjs); the build is in place before the server starts.
    const big = 'export const words = ' + JSON.stringify('intranet '.repeat(400)) + ';';
    await fs.writeFile(path.join(root, 'assets', 'big-abc123.js'), big);
    await fs.writeFile(path.join(root, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
    const { app, handle } = await appServing(root);
    try {
      const index = await app.inject({ method: 'GET', url: '/noticias/5' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<title>Intranet</title>');
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.body).not.toContain('rel="preload"');
      // A browser with a session cookie gets its page's first API calls announced in the HTML.
      const home = await app.inject({ method: 'GET', url: '/Home', headers: { cookie: 'intranet_session=abc' } });
      expect(home.body.match(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)).toEqual(
        ['/api/session', '/api/intro-slides', '/api/noticias?ultimas=5', '/api/cumpleanos/mes'].map(
          (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`,
        ),
      );
      const search = await app.inject({
        method: 'GET',
        url: '/all-news?q=x',
        headers: { cookie: 'intranet_session=abc' },
      });
      expect(search.body.match(/rel="preload"/g)).toHaveLength(1);
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(404);
      // The brotli copy goes out as it is to a browser that takes it; others get the plain file.
      const br = await app.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
      expect(br.headers['cache-control']).toContain('immutable');
      const plain = await app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(big);
      expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
      // A new build reaches installed apps: the worker and the manifest are revalidated on every visit, and the
      // worker runs under the page's own policy (same origin).
      const sw = await app.inject({ method: 'GET', url: '/sw.js' });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    } finally {
      await app.close();
      await handle.close();
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

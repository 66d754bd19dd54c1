import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from './security.js';
import {
  APP_LOADER,
  APP_LOADER_HASH,
  bootLogin,
  bootNewsList,
  isLoginUrl,
  screenPreloads,
  withCriticalCss,
  withDataPreloads,
  type BuildManifest,
} from './web-preload.js';

// The shape Vite writes to web/dist/.vite/manifest.json (keys: source paths; imports: other keys).
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_framework-b.js'] },
  '_framework-b.js': { file: 'assets/framework-b.js' },
  '_ui-c.js': { file: 'assets/ui-c.js', imports: ['_framework-b.js'] },
  '_shared-d.js': { file: 'assets/shared-d.js', imports: ['_ui-c.js'], css: ['assets/shared-d.css'] },
  'src/app/routes/all-news.tsx': {
    file: 'assets/all-news-e.js',
    imports: ['_shared-d.js', '_framework-b.js'],
    css: ['assets/all-news-e.css'],
  },
  'src/app/routes/procedures.tsx': { file: 'assets/procedures-f.js', imports: ['_ui-c.js'] },
};

describe('screenPreloads', () => {
  it("announces a page's screen and the chunks it imports, not the entry's own, with their stylesheets", () => {
    expect(screenPreloads(manifest, '/all-news?page=2')).toBe(
      '<link rel="modulepreload" href="/assets/all-news-e.js">' +
        '<link rel="modulepreload" href="/assets/shared-d.js">' +
        '<link rel="modulepreload" href="/assets/ui-c.js">' +
        '<link rel="preload" as="style" href="/assets/all-news-e.css">' +
        '<link rel="preload" as="style" href="/assets/shared-d.css">',
    );
    expect(screenPreloads(manifest, '/Procedures')).toBe(
      '<link rel="modulepreload" href="/assets/procedures-f.js"><link rel="modulepreload" href="/assets/ui-c.js">',
    );
  });

  it('nothing for another page, a screen missing from the build, or without a manifest', () => {
    expect(screenPreloads(manifest, '/Home')).toBe('');
    expect(screenPreloads(manifest, '/noticias/12')).toBe('');
    expect(screenPreloads(manifest, '/all-news/otra')).toBe('');
    expect(screenPreloads(null, '/all-news')).toBe('');
  });
});

describe('withCriticalCss', () => {
  const index =
    '<html><head><title>Intranet</title>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">\n  </head><body><div id="root"></div></body></html>';

  it('inlines the rules before the stylesheet, applies it once loaded and keeps the scripts for after the paint', () => {
    expect(withCriticalCss(index, '.a{color:red}')).toBe(
      '<html><head><title>Intranet</title>\n' +
        '    <style id="critical-css">.a{color:red}</style><link rel="preload" as="style" crossorigin ' +
        'href="/assets/index-c.css"><link rel="stylesheet" crossorigin href="/assets/index-c.css" media="print" ' +
        'data-app-css>\n  </head><body><div id="root"></div>' +
        '<template id="app-js"><script type="module" crossorigin src="/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-b.js"></template>' +
        `<script>${APP_LOADER}</script></body></html>`,
    );
  });

  it('leaves the page as it is without rules, and never lets a rule close the style element', () => {
    expect(withCriticalCss(index, '')).toBe(index);
    expect(withCriticalCss(index, 'a::after{content:"</style><script>"}')).toContain(
      '<style id="critical-css">a::after{content:"<\\/style><script>"}</style><link rel="preload"',
    );
  });

  it("puts a screen's own files with the app's, after the paint, when the page has the template", () => {
    const page = withDataPreloads(withCriticalCss(index, '.a{}'), '/procedures', {
      screen: '<link rel="modulepreload" href="/assets/procedures-f.js">',
    });
    expect(page).toContain('<template id="app-js"><link rel="modulepreload" href="/assets/procedures-f.js"><script');
    expect(page.slice(0, page.indexOf('</head>'))).not.toContain('procedures-f.js');
    // Without the template (no critical rules) they are announced in the head, as before.
    expect(withDataPreloads(index, '/procedures', { screen: '<x-screen>' })).toMatch(/<\/title><link[^>]*><x-screen>/);
  });

  it('the loader is the text the Content Security Policy allows by its hash', () => {
    expect(APP_LOADER_HASH).toBe(`'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`);
    expect(CSP_DIRECTIVES.scriptSrc).toEqual(["'self'", APP_LOADER_HASH]);
  });
});

describe('bootLogin and bootNewsList', () => {
  it('the sign-in card: real fields, disabled buttons, no form to submit', () => {
    const card = bootLogin();
    expect(card).toMatch(/^<div id="arranque" class="boot-overlay">/);
    expect(card).toContain('<input id="arranque-rut" class="form-control" name="rut" autocomplete="username"');
    expect(card).toContain('name="password" type="password" autocomplete="current-password"');
    expect(card.match(/<button [^>]*>/g)?.every((button) => button.includes(' disabled'))).toBe(true);
    expect(card).not.toContain('<form');
  });

  it("the news list's first card writes the reader's text as text, never as markup", () => {
    const card = bootNewsList('<header></header>', {
      imagen: '/uploads/news/a.webp',
      nombre: '<img src=x onerror=alert(1)> & "más"',
      area: 'Área <b>',
    });
    expect(card).toContain('<img src="/api/uploads/news/a.thumb.webp" alt="" width="480" height="270"');
    expect(card).toContain('<h2 class="card-title">&lt;img src=x onerror=alert(1)&gt; &amp; "más"</h2>');
    expect(card).toContain('<div class="news-area mb-1">Área &lt;b&gt;</div>');
    expect(isLoginUrl('/LOGIN')).toBe(true);
    expect(isLoginUrl('/login?volver=/Home')).toBe(false);
  });
});

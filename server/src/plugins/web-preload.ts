import { createHash } from 'node:crypto';
import { thumbOf } from '@intranet/contract';

/**
 * The API calls a page makes first, announced in its HTML (`<link rel="preload" as="fetch">`) when the
 * request carries a session cookie: the browser fetches them while the app's JavaScript downloads,
 * instead of one round trip after it runs. The addresses are exactly those the web app asks
 * for (web/src/features/…/api.ts); web/public/preload-data.js does the same for pages the service
 * worker serves from its cache.
 */
const HOME = ['/api/intro-slides', '/api/noticias?ultimas=5', '/api/cumpleanos/mes'];
const PAGE_DATA: Record<string, string[]> = {
  '/': HOME,
  '/home': HOME,
  '/all-news': ['/api/noticias?page=1&limit=12'],
};

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const link = (href: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(href)}">`;

/**
 * The home's first intro picture (its largest element), announced with the same candidates and sizes as the
 * carousel's `<img>` (web/src/features/slides/components/intro-carousel.tsx), so the browser picks the same file
 * and starts it with the HTML instead of after the app has rendered.
 */
const pictureLink = (imagen: string) =>
  `<link rel="preload" as="image" fetchpriority="high" href="/api${attr(imagen)}" ` +
  `imagesrcset="/api${attr(thumbOf(imagen))} 480w, /api${attr(imagen)} 1920w" imagesizes="100vw">`;

/**
 * The news list's first card picture (its largest element on a phone): the card shows the 480 px thumbnail
 * (web/src/features/news/components/news-card.tsx), announced with the HTML instead of after the app has read the
 * list and rendered it (Lighthouse: 2.4 s of «load delay» on a slow phone).
 */
const newsPictureLink = (imagen: string) =>
  `<link rel="preload" as="image" fetchpriority="high" href="/api${attr(thumbOf(imagen))}">`;

/** One chunk of the web build as Vite's manifest (`web/dist/.vite/manifest.json`) lists it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * Pages whose screen file the HTML announces (web/src/app/routes/<file>.tsx, as web/src/app/worker-screens.ts loads
 * them): the lists a phone opens first and a news item. Without it the screen's file (and the shared chunks it
 * imports, react-bootstrap's among them) was asked for only after the app's JavaScript had downloaded and run.
 */
const SCREEN_SOURCES: [RegExp, string][] = [
  [/^\/all-news$/i, 'src/app/routes/all-news.tsx'],
  [/^\/procedures$/i, 'src/app/routes/procedures.tsx'],
  [/^\/noticias\/\d+$/i, 'src/app/routes/news-detail.tsx'],
];

/**
 * `<link rel="modulepreload">` for the screen of `url` and the chunks it imports (not those of the entry, which
 * index.html already announces), and `<link rel="preload" as="style">` for their stylesheets. Nothing for other
 * pages or without a manifest.
 */
export function screenPreloads(manifest: BuildManifest | null, url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  const source = SCREEN_SOURCES.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!manifest || !source) return '';
  // The build does not change while the server runs: each screen's tags are worked out once.
  let tags = preloadsOf.get(manifest);
  if (!tags) preloadsOf.set(manifest, (tags = new Map()));
  let html = tags.get(source);
  if (html === undefined) tags.set(source, (html = linksFor(manifest, source)));
  return html;
}

const preloadsOf = new WeakMap<BuildManifest, Map<string, string>>();

function linksFor(manifest: BuildManifest, source: string): string {
  if (!manifest[source]) return '';
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, into);
    return into;
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
  const keys = [...closure(source, new Set())].filter((key) => !entry.has(key));
  const scripts = keys.map((key) => `<link rel="modulepreload" href="/${attr(manifest[key]!.file)}">`);
  const styles = keys
    .flatMap((key) => manifest[key]!.css ?? [])
    .map((css) => `<link rel="preload" as="style" href="/${attr(css)}">`);
  return scripts.join('') + styles.join('');
}

/**
 * What a logged-in page paints before its JavaScript has run: the app's bar with its logo and name, in the app's
 * own classes (the stylesheet is already loaded), with the search box's place. The logo is the build's favicon.svg written into the page: an
 * `<img>` would wait behind the page's high-priority downloads (Lighthouse saw it requested 0.5 s late). The app
 * replaces the bar on its first render (new elements: no layout shift); a slow phone sees the intranet at once
 * instead of a white page.
 */
export function bootHeader(faviconSvg: string, name: string): string {
  const logo = faviconSvg
    .replace(/\s(role|aria-label)="[^"]*"/g, '')
    .replace('<svg ', '<svg width="36" height="36" aria-hidden="true" ')
    .replace(/>\s+</g, '><')
    .trim();
  return (
    '<header class="app-header sticky-top" aria-hidden="true"><nav class="navbar navbar-dark app-navbar">' +
    '<div class="container-xl"><span class="navbar-brand"><span class="d-inline-flex align-items-center gap-2">' +
    `${logo}<span class="brand-name">${attr(name)}</span></span></span>` +
    // The search box's place (its own row on a phone), so the bar has the app's height from the first paint.
    '<div class="navbar-search me-auto"><div class="form-control form-control-sm">&nbsp;</div></div></div></nav></header>'
  );
}

/**
 * The home's first intro picture painted with the HTML (before the app's JavaScript has run), over the page: the
 * boot header and the picture in the carousel's own classes and place (fixed, on top of the app while it starts),
 * with the same candidates as its preload. The app removes it when its carousel renders the same picture
 * (web/src/lib/boot-overlay.ts), or at once on any other page: a slow phone shows the home's picture before the
 * app has started, and never a blank slide in between.
 */
export function bootHomePicture(header: string, imagen: string): string {
  const picture =
    `<img class="intro-img" src="/api${attr(imagen)}" srcset="/api${attr(thumbOf(imagen))} 480w, ` +
    `/api${attr(imagen)} 1920w" sizes="100vw" alt="" width="1920" height="1080" fetchpriority="high">`;
  return (
    `<div id="arranque" class="boot-overlay" aria-hidden="true">${header}<section class="intro-carousel">` +
    `<div class="carousel slide"><div class="carousel-inner"><div class="carousel-item active">${picture}` +
    '<div class="intro-scrim"></div></div></div></div></section></div>'
  );
}

/**
 * Pages whose largest element on a phone is their title: the title painted with the HTML, with the boot header,
 * in the page's own container and classes (web/src/app/routes/procedures.tsx and all-news.tsx; the e2e test
 * compares text and place), over the starting app until the page renders it (web/src/lib/boot-overlay.ts).
 */
const PAGE_TITLES: Record<string, { container: string; title: string }> = {
  '/procedures': { container: 'container py-4 py-md-5', title: '<h1 class="h2 mb-4">Documentos PDF</h1>' },
  '/all-news': { container: 'container py-4 py-lg-5', title: '<h1 class="mb-4">Últimas Noticias</h1>' },
};

export function bootPageTitle(header: string, url: string): string {
  const [pathname = '/', query] = url.split('?');
  const page = query ? undefined : PAGE_TITLES[pathname.toLowerCase()];
  if (!page) return '';
  return (
    `<div id="arranque" class="boot-overlay" aria-hidden="true">${header}` +
    `<div class="${page.container}">${page.title}</div></div>`
  );
}

/** The company as the sign-in card names it (web/src/config/site.ts `companyName`, `copyrightYear`). */
const COMPANY = { name: 'Minera y Energía Andina S.A.', year: 2025 };

/**
 * /login painted with the HTML (no session cookie): the sign-in card in the page's own classes and place
 * (web/src/app/routes/login.tsx and its form; the e2e test compares text and place), over the starting app. Its
 * fields are real fields: what a worker types before the app has started is taken over by the app's form
 * (web/src/features/session/components/login-form.tsx), which then removes this copy. No `<form>`: Enter before
 * the app runs sends nothing (a browser's own submit would put the password in the address); its buttons are
 * disabled until the app's own replace them, so no tap is silently lost.
 */
export function bootLogin(): string {
  const company = attr(COMPANY.name);
  return (
    '<div id="arranque" class="boot-overlay">' +
    '<div class="login-page d-flex align-items-center justify-content-center p-3"><div class="login-wrapper w-100">' +
    '<div class="card login-card border-0 shadow-lg"><div class="card-body p-4 p-sm-5">' +
    '<div class="text-center mb-4"><img src="/favicon.svg" alt="" width="64" height="64" class="mb-3">' +
    `<p class="login-company mb-1">${company}</p><h1 class="h3 mb-0">Intranet corporativa</h1></div>` +
    '<div class="mb-3"><label class="form-label" for="arranque-rut">RUT</label>' +
    '<input id="arranque-rut" class="form-control" name="rut" autocomplete="username" placeholder="12.345.678-5">' +
    '</div><div class="mb-4"><label class="form-label" for="arranque-password">Contraseña</label>' +
    '<div class="input-group has-validation"><input id="arranque-password" class="form-control" name="password" ' +
    'type="password" autocomplete="current-password"><button type="button" class="btn btn-outline-secondary" disabled ' +
    'aria-label="Mostrar clave" title="Mostrar clave"><i class="bi bi-eye" aria-hidden="true"></i></button></div>' +
    '</div><button type="button" class="btn btn-primary btn-lg w-100" disabled>Iniciar sesión</button>' +
    '<div class="text-center mt-3"><button type="button" class="btn btn-link" disabled>¿Olvidó su contraseña?</button>' +
    '</div>' +
    '</div></div>' +
    `<p class="login-footer text-center small mt-4 mb-0">© ${COMPANY.year} ${company}</p></div></div></div>`
  );
}

/** Whether `url` is the sign-in page (no query: a reset link or a return address is left to the app). */
export function isLoginUrl(url: string): boolean {
  const [pathname = '/', query] = url.split('?');
  return !query && pathname.toLowerCase() === '/login';
}

/**
 * Applies the app's stylesheets as they arrive (`media` "print" → "all", see `withCriticalCss`) and starts the
 * app's scripts (kept inert in `<template id="app-js">` by `withCriticalCss`) once the page has painted
 * what the server drew — the frame after the first one, or after the boot picture (the home's, the news list's
 * first card) has arrived, been decoded and painted — and at the latest 250 ms after the HTML (a slow network, or a
 * tab opened in the background, where no frame comes). Inline, so it costs no request; the Content Security Policy allows exactly
 * this text by its hash (APP_LOADER_HASH).
 */
export const APP_LOADER =
  "(function(){var t=document.getElementById('app-js'),d=0,i=document.querySelector('#arranque img[fetchpriority]');" +
  "document.querySelectorAll('link[data-app-css]').forEach(function(l){function on(){l.media='all'}" +
  "if(l.sheet)on();else l.addEventListener('load',on)});" +
  'function go(){if(d||!t)return;d=1;document.head.appendChild(document.importNode(t.content,true))}' +
  'function painted(){requestAnimationFrame(function(){setTimeout(go)})}' +
  'if(i&&i.decode)i.decode().then(painted,go);else painted();' +
  'setTimeout(go,250)})()';
export const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

/**
 * The page's first paint without waiting for the app (issue 13): `critical` — the rules the markup painted with the
 * HTML uses (the boot bar, picture, titles, first news card and sign-in card), taken from the build's stylesheet by
 * scripts/critical-css.mjs — inline in the head, before the stylesheets, which keep their place but as
 * `media="print"` until they have loaded (they no longer hold back the paint); and the app's scripts started by
 * APP_LOADER after that paint, so on a slow network the page's own picture and stylesheet get the bandwidth first.
 * The app renders only once the stylesheets have applied (web/src/main.tsx). Without `critical` (no build step), the
 * page is left as it is.
 */
export function withCriticalCss(html: string, critical: string): string {
  if (!critical) return html;
  const scripts: string[] = [];
  let first = true;
  const style = `<style id="critical-css">${critical.replace(/<\//g, '<\\/')}</style>`;
  const rest = html
    // Each stylesheet: fetched at once (preload), applied without holding back the paint (media="print" until it
    // has loaded, then "all": APP_LOADER or web/src/main.tsx), in its place in the head, so the screens' own
    // stylesheets, added after it, still override it. The inline rules go before it: it overrides them too.
    .replace(/<link rel="stylesheet"([^>]*)>/g, (_tag, attrs: string) => {
      const tags =
        (first ? style : '') +
        `<link rel="preload" as="style"${attrs}><link rel="stylesheet"${attrs} media="print" data-app-css>`;
      first = false;
      return tags;
    })
    .replace(/\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g, (tag) => {
      scripts.push(tag.trim());
      return '';
    });
  return (first ? rest.replace('</head>', `${style}</head>`) : rest).replace(
    '</body>',
    `${APP_SCRIPTS}${scripts.join('')}</template><script>${APP_LOADER}</script></body>`,
  );
}

const APP_SCRIPTS = '<template id="app-js">';

/** The news list's first card as the reader's own list has it (`GET /api/noticias?page=1&limit=12`). */
export interface FirstNews {
  imagen: string;
  nombre: string;
  area: string;
}

/**
 * /all-news with its first card painted with the HTML (its picture is the page's largest element on a phone): the
 * title, the search box's place and the card's picture, area and name in the page's own classes and place
 * (web/src/features/news/components/news-list.tsx and news-card.tsx; the e2e test compares the picture's place),
 * over the starting app until the list renders (web/src/lib/boot-overlay.ts).
 */
export function bootNewsList(header: string, first: FirstNews): string {
  const page = PAGE_TITLES['/all-news']!;
  return (
    `<div id="arranque" class="boot-overlay" aria-hidden="true">${header}<div class="${page.container}">${page.title}` +
    '<div class="mb-4"><div class="input-group input-group-lg"><span class="input-group-text"><i class="bi bi-search">' +
    '</i></span><div class="form-control text-nowrap overflow-hidden text-body-secondary">Buscar noticias por nombre, ' +
    'área o contenido...</div></div></div><div class="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 mb-4">' +
    '<div class="col"><div class="card news-card h-100 position-relative">' +
    `<img src="/api${attr(thumbOf(first.imagen))}" alt="" width="480" height="270" class="card-img-top" ` +
    'fetchpriority="high"><div class="card-body d-flex flex-column">' +
    `<div class="news-area mb-1">${text(first.area)}</div><h2 class="card-title">${text(first.nombre)}</h2>` +
    '</div></div></div></div></div></div>'
  );
}

/** Whether `url` (path and query) is the home page, whose first picture may be announced. */
export function isHomeUrl(url: string): boolean {
  const [pathname = '/', query] = url.split('?');
  return !query && HOME === PAGE_DATA[pathname.toLowerCase()];
}

/** The news list's first page (no search, no other page): its first picture is announced. */
export function isNewsListUrl(url: string): boolean {
  const [pathname = '/', query] = url.split('?');
  return !query && pathname.toLowerCase() === '/all-news';
}

/**
 * index.html for a browser that has a session: the data preloads of `url` (path and query), the boot header
 * (`bootHeader`) when given, the screen's files (`screenPreloads`), the news list's first card picture when given,
 * and the home's first picture when given (announced, and painted over the page with
 * the header: `bootHomePicture`) or the page's title (`bootPageTitle`).
 */
export function withDataPreloads(
  html: string,
  url: string,
  {
    homePicture = null,
    newsFirst = null,
    header = '',
    screen = '',
  }: { homePicture?: string | null; newsFirst?: FirstNews | null; header?: string; screen?: string } = {},
): string {
  const [pathname = '/', query] = url.split('?');
  const page = query ? [] : (PAGE_DATA[pathname.toLowerCase()] ?? []);
  // The screen's files start with the app's own where the page paints before them (withCriticalCss).
  const deferred = html.includes(APP_SCRIPTS);
  const links =
    ['/api/session', ...page].map(link).join('') +
    (homePicture ? pictureLink(homePicture) : '') +
    (newsFirst ? newsPictureLink(newsFirst.imagen) : '') +
    (deferred ? '' : screen);
  const overlay = !header
    ? ''
    : homePicture
      ? bootHomePicture(header, homePicture)
      : newsFirst
        ? bootNewsList(header, newsFirst)
        : bootPageTitle(header, url);
  return (deferred ? html.replace(APP_SCRIPTS, APP_SCRIPTS + screen) : html)
    .replace('</title>', `</title>${links}`)
    .replace('<div id="root"></div>', `<div id="root">${header}</div>${overlay}`);
}

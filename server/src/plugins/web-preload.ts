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
    newsPicture = null,
    header = '',
    screen = '',
  }: { homePicture?: string | null; newsPicture?: string | null; header?: string; screen?: string } = {},
): string {
  const [pathname = '/', query] = url.split('?');
  const page = query ? [] : (PAGE_DATA[pathname.toLowerCase()] ?? []);
  const links =
    ['/api/session', ...page].map(link).join('') +
    (homePicture ? pictureLink(homePicture) : '') +
    (newsPicture ? newsPictureLink(newsPicture) : '') +
    screen;
  const overlay = !header ? '' : homePicture ? bootHomePicture(header, homePicture) : bootPageTitle(header, url);
  return html
    .replace('</title>', `</title>${links}`)
    .replace('<div id="root"></div>', `<div id="root">${header}</div>${overlay}`);
}

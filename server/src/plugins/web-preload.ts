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

const link = (href: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;

/** index.html with the preloads of `url` (path and query) for a browser that has a session. */
export function withDataPreloads(html: string, url: string): string {
  const [pathname = '/', query] = url.split('?');
  const page = query ? [] : (PAGE_DATA[pathname.toLowerCase()] ?? []);
  const links = ['/api/session', ...page].map(link).join('');
  return html.replace('</title>', `</title>${links}`);
}

/**
 * What the page and the service worker (web/sw/sw.ts) agree on for offline data. Kept free of
 * DOM-only and worker-only APIs and of imports: both sides use it, and the API client (initial JavaScript) too.
 */

/** Cache Storage name of the API answers kept for offline reading (network first, this as the fallback). */
export const API_CACHE = 'intranet-datos-v1';
/** Cache Storage name of the procedure PDFs the user chose to keep ('Guardar sin conexión'). */
export const PDF_CACHE = 'intranet-pdf-v1';
/**
 * Cache Storage name of the stored pictures (slides, news, courses, people…) the user has seen: their names are
 * random and never change, so a picture is read from here first; kept under the owner's token like API_CACHE and
 * wiped with it.
 */
export const IMAGE_CACHE = 'intranet-imagenes-v1';
/** Header the service worker adds to an answer served from API_CACHE because the network failed. */
export const OFFLINE_HEADER = 'x-intranet-sin-conexion';
/** Header carrying when the kept answer was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-intranet-guardado-el';

/** IndexedDB database and store shared by page and worker: the cache owner, pending comments, saved PDFs. */
export const OFFLINE_DB = 'intranet-sin-conexion';
export const OFFLINE_DB_STORE = 'datos';

/** Key of the owner record in offlineStore(). */
export const OWNER_KEY = 'propietario';

/** Who the cached answers belong to: a random token per session, never reused after a wipe. */
export interface CacheOwner {
  rut: string;
  token: string;
}

/**
 * GET calls of the worker screens kept for offline reading: session, home blocks, news, procedures, org chart,
 * directory, courses, links, birthdays, forum topics and comments. Nothing under /api/admin or /api/users
 * (admin-only), no file downloads and no live streams.
 */
const CACHED_API = [
  /^\/api\/session$/,
  /^\/api\/intro-slides$/,
  /^\/api\/announcements$/,
  /^\/api\/indicadores$/,
  /^\/api\/config-cliente$/,
  /^\/api\/noticias$/,
  /^\/api\/noticias\/\d+(\/relacionadas)?$/,
  /^\/api\/cumpleanos\/mes$/,
  /^\/api\/procedimientos$/,
  /^\/api\/procedimientos\/conteos$/,
  /^\/api\/organization\/nodes$/,
  /^\/api\/trabajadores$/,
  /^\/api\/videos$/,
  /^\/api\/images$/,
  /^\/api\/datos\/dispositivos$/,
  /^\/api\/temas$/,
  /^\/api\/comentarios\/\d+$/,
];

/**
 * Stored pictures the service worker keeps (`/api/uploads/<carpeta>/<archivo>`): every folder served behind the
 * session or in public, never the documents (PDFs are only served by their own checked route).
 */
export function isCachedImagePath(pathname: string): boolean {
  return /^\/api\/uploads\/(?!documents\/)[a-z0-9_-]+\/[^/]+\.(webp|png|jpe?g|gif|avif)$/i.test(pathname);
}

export function isCachedApiPath(pathname: string): boolean {
  return CACHED_API.some((pattern) => pattern.test(pathname));
}

/// <reference lib="webworker" />
/**
 * The service worker (issue 13), built by vite-plugin-pwa (injectManifest) from Workbox's modules:
 * - the app shell (HTML, JS, CSS, fonts, icons of this build) is precached; every navigation gets the
 *   precached index.html, so the app opens without network and always as one build;
 * - a new build waits until the page asks for it ('Nueva versión disponible — Actualizar'), never half/half;
 * - the GET calls of the worker screens go network first, with the last answer as the fallback. Those answers
 *   belong to one user: they are stored and read under the current owner's token (IndexedDB, set by the page at
 *   login or when the session is confirmed, cleared at logout or on a 401), so another user's token never
 *   reaches them even before the page has wiped the cache. Without an owner nothing is stored or read.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { createStore, get } from 'idb-keyval';
import {
  API_CACHE,
  OFFLINE_HEADER,
  OWNER_KEY,
  SAVED_AT_HEADER,
  OFFLINE_DB,
  OFFLINE_DB_STORE,
  PDF_CACHE,
  isCachedApiPath,
  type CacheOwner,
} from '../src/offline/shared';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first installation serves the open page at once (its data is then kept from the first visit). A later
// build still waits for 'Actualizar': claiming only happens when a worker activates.
clientsClaim();

// Client routing: any page address opens the precached shell. API calls, stored files and the server's own
// pages (API docs) are not pages of the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads\//],
  }),
);

const store = createStore(OFFLINE_DB, OFFLINE_DB_STORE);

async function ownerToken(): Promise<string | null> {
  try {
    const owner = await get<CacheOwner>(OWNER_KEY, store);
    return owner?.token ?? null;
  } catch {
    // IndexedDB unavailable or broken: behave as if nobody owned the cache (network only).
    return null;
  }
}

/** Stores and reads each answer under the owner's token; with no owner, neither. */
const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const token = await ownerToken();
    const url = new URL(request.url);
    url.searchParams.set('__propietario', token ?? 'ninguno');
    return url.href;
  },
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || !(await ownerToken())) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    // Only reached when the network failed (network first): the page shows 'Sin conexión · …'.
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_HEADER, '1');
    return new Response(await cachedResponse.blob(), { status: 200, headers });
  },
};

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isCachedApiPath(url.pathname),
  // ignoreVary: the same address asked by a preload link or by the app (other Accept) is the same answer.
  new NetworkFirst({ cacheName: API_CACHE, plugins: [perUser], matchOptions: { ignoreVary: true } }),
);

// Procedure PDFs: always from the network; without it, the copy the user saved ('Guardar sin conexión', put
// into PDF_CACHE by the page and wiped with the rest of their offline data). Nothing is stored here.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && /^\/api\/procedimientos\/archivos\/[^/]+$/.test(url.pathname),
  new NetworkFirst({
    cacheName: PDF_CACHE,
    plugins: [{ cacheWillUpdate: async () => null }],
    matchOptions: { ignoreSearch: true, ignoreVary: true },
  }),
);

self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});

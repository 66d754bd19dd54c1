/// <reference lib="webworker" />
/**
 * The service worker (issue 13), built by vite-plugin-pwa (injectManifest) from Workbox's modules:
 * - the app shell (HTML, JS, CSS, fonts, icons of this build) is precached; every navigation gets the
 *   precached index.html, so the app opens without network and always as one build;
 * - a new build waits until the page asks for it ('Nueva versión disponible — Actualizar'), never half/half;
 * - the pictures of the screens (stored files with random names that never change) come from the cache once seen,
 *   under the same owner's token and wiped with the answers: a repeat visit paints the home's picture without a
 *   round trip, and a screen opened offline shows its pictures;
 * - the GET calls of the worker screens go network first, with the last answer as the fallback. Those answers
 *   belong to one user: they are stored and read under the current owner's token (IndexedDB, set by the page at
 *   login or when the session is confirmed, cleared at logout or on a 401), so another user's token never
 *   reaches them even before the page has wiped the cache. Without an owner nothing is stored or read.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { createStore, get } from 'idb-keyval';
import {
  API_CACHE,
  IMAGE_CACHE,
  OFFLINE_HEADER,
  OWNER_KEY,
  SAVED_AT_HEADER,
  OFFLINE_DB,
  OFFLINE_DB_STORE,
  PDF_CACHE,
  isCachedApiPath,
  isCachedImagePath,
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

/** Files each cached request under the owner's token (another user's token never finds it). */
const ownerKey: WorkboxPlugin['cacheKeyWillBeUsed'] = async ({ request }) => {
  const token = await ownerToken();
  const url = new URL(request.url);
  url.searchParams.set('__propietario', token ?? 'ninguno');
  return url.href;
};

/** Stores and reads each answer under the owner's token; with no owner, neither. */
const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: ownerKey,
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

// Stored pictures: cache first, per owner, at most 300 (the oldest go first; all of them if the quota runs out).
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isCachedImagePath(url.pathname),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        cacheKeyWillBeUsed: ownerKey,
        // Only a whole picture, and only while somebody owns the cache (nothing is kept after a logout).
        cacheWillUpdate: async ({ response }) => (response.status === 200 && (await ownerToken()) ? response : null),
      },
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
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

// Web Push (issue 16): the bell's notifications on the phone, for people who turned them on in /mi-perfil. The
// message is the server's `{titulo, texto, url, clave}`; a tap opens (or focuses) the app on `url`.
interface PushPayload {
  titulo?: string;
  texto?: string;
  url?: string;
  clave?: string;
}

self.addEventListener('push', (event) => {
  let data: PushPayload = {};
  try {
    data = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    data = { texto: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(data.titulo ?? 'Intranet', {
      body: data.texto ?? 'Tiene una notificación nueva.',
      icon: '/icons/icono-192.png',
      badge: '/icons/icono-192.png',
      lang: 'es-CL',
      // One notification per key: a repeat replaces instead of piling up.
      tag: data.clave,
      data: { url: data.url && data.url.startsWith('/') ? data.url : '/Home' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/Home', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    }),
  );
});

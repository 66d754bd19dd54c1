/**
 * The offline data of one user on this device: API answers kept by the service worker, saved PDFs
 * and comments waiting to be sent. They belong to the user who was logged in when they were stored: the
 * owner record (IndexedDB) names that user and a random token the service worker files every answer under.
 * Logging out, a 401 or another user's session wipes them all and forgets the token.
 */
import { clear, createStore, get, set } from 'idb-keyval';
import { API_CACHE, IMAGE_CACHE, OFFLINE_DB, OFFLINE_DB_STORE, OWNER_KEY, PDF_CACHE, type CacheOwner } from './shared';

/** Key of the forum comments waiting to be sent (features/forum/outbox.ts). */
export const OUTBOX_KEY = 'comentarios-pendientes';

/**
 * Sends the forum comments kept offline. This module loads with every confirmed session (outside the initial
 * JavaScript), so from then on a returning connection sends them on any screen.
 */
function sendKeptComments(): void {
  // Through the forum's own chunk: one more lazy file would grow the initial JavaScript's list of chunks.
  void import('../features/forum/components/forum-widget').then((m) => m.flushOutbox()).catch(() => undefined);
}
addEventListener('online', sendKeptComments);

let store: ReturnType<typeof createStore> | null = null;

/** The IndexedDB store, or null where the browser has none (then there is nothing to keep or wipe). */
export function offlineStore(): ReturnType<typeof createStore> | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(OFFLINE_DB, OFFLINE_DB_STORE);
  return store;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How many forum comments wait on this device to be sent (0 when there is no IndexedDB or it fails). */
export async function pendingCommentCount(): Promise<number> {
  const idb = offlineStore();
  if (!idb) return 0;
  try {
    return ((await get<unknown[]>(OUTBOX_KEY, idb)) ?? []).length;
  } catch {
    return 0;
  }
}

/** Fired on window after a wipe: modules that mirror offline data in memory (pending comments) forget it. */
export const WIPED_EVENT = 'intranet:datos-sin-conexion-borrados';

/** Everything offline, of whoever it was: cached answers and pictures, saved PDFs, pending comments, the owner. */
export async function wipeOfflineData(): Promise<void> {
  window.dispatchEvent(new Event(WIPED_EVENT));
  const idb = offlineStore();
  // The owner goes first: from then on the service worker stores and reads nothing.
  if (idb) await clear(idb).catch(() => undefined);
  if (typeof caches !== 'undefined') {
    await Promise.all([API_CACHE, PDF_CACHE, IMAGE_CACHE].map((name) => caches.delete(name))).catch(() => undefined);
  }
}

/**
 * Turns this browser's phone notifications off: at logout and when another person logs in here, so a
 * shared phone never shows the previous person's notices. The push service then tells the server the
 * subscription is gone, and the server forgets it.
 */
export async function forgetPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to turn off, or the browser refuses: the server forgets it when the push service says so.
  }
}

/** The confirmed session's user owns the offline data from now on; another user's data is wiped first. */
export async function claimOfflineData(rut: string): Promise<void> {
  const idb = offlineStore();
  if (!idb) return;
  try {
    const owner = await get<CacheOwner>(OWNER_KEY, idb);
    if (owner?.rut === rut) {
      // The same user again: their forum comments kept offline are sent now that the server answers.
      const pending = await get<unknown[]>(OUTBOX_KEY, idb);
      if (pending?.length) sendKeptComments();
      return;
    }
    await wipeOfflineData();
    // Another person's phone notices must not reach this one.
    if (owner) await forgetPushSubscription();
    await set(OWNER_KEY, { rut, token: randomToken() } satisfies CacheOwner, idb);
  } catch {
    // A broken database never blocks the app: it then works online only.
  }
}

/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker (web/sw/sw.ts) once the page has loaded, and tells the app when a new build is
 * waiting: the user then chooses 'Actualizar' (the waiting worker takes over and the page reloads once), so a
 * page never runs half of one build and half of another. workbox-window loads after the first paint, outside
 * the initial JavaScript.
 */
import { useSyncExternalStore } from 'react';

let updateWaiting = false;
let applyWaitingUpdate: ((reloadPage?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** How often an open page asks whether a new build was deployed (the browser also asks on every page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function startServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        applyWaitingUpdate = registerSW({
          immediate: true,
          onNeedRefresh() {
            updateWaiting = true;
            emit();
          },
          onRegisteredSW(_url, registration) {
            if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
          },
        });
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** True once a new build is installed and waiting for the user's 'Actualizar'. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
  );
}

/** The new build takes over and the page reloads with it. */
export function applyUpdate(): void {
  if (applyWaitingUpdate) void applyWaitingUpdate(true);
  else window.location.reload();
}

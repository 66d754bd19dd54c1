/**
 * After a redeploy, an open tab still names the old build's files; fetching one of them fails
 * (`vite:preloadError`). The page then reloads once by itself to pick up the new build. A failure
 * in the page load that follows such a reload is not retried again: it reaches the route's error
 * screen, so a chunk that is really unreachable (no network) never loops.
 */
const KEY = 'intranet:recarga-nueva-version';

interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  target: Pick<Window, 'addEventListener'>;
}

let reloading = false;

/** True once a reload for a new version has started (screens then keep waiting instead of failing). */
export function isReloadingForNewVersion(): boolean {
  return reloading;
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    // Storage blocked (private mode, kiosk policy): behave as if nothing was stored.
    return fallback;
  }
}

export function installChunkReload(env: ReloadEnv = defaultEnv()): void {
  // This page load is the one a failed chunk asked for: it gets no second automatic reload.
  const afterReload = safe(() => env.storage.getItem(KEY) === '1', false);
  safe(() => env.storage.removeItem(KEY), undefined);
  reloading = false;
  env.target.addEventListener('vite:preloadError', (event) => {
    if (reloading) {
      event.preventDefault();
      return;
    }
    if (afterReload) return;
    // Without storage the guard cannot survive the reload: then no automatic reload at all.
    if (!safe(() => (env.storage.setItem(KEY, '1'), true), false)) return;
    reloading = true;
    event.preventDefault();
    env.reload();
  });
}

function defaultEnv(): ReloadEnv {
  return { storage: window.sessionStorage, reload: () => window.location.reload(), target: window };
}

/** A chunk download failure (as opposed to a bug in a screen), in the wording of each browser. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(
    error.message,
  );
}

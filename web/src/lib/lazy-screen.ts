import { lazy, type ComponentType } from 'react';

/** A promise that never settles: the page is reloading for a new version, keep showing the spinner. */
const never = () => new Promise<never>(() => undefined);

/**
 * React.lazy for a named export. When the screen's file failed and the page is already reloading
 * for a new version (lib/chunk-reload.ts), Vite resolves the import with nothing: the screen then
 * waits for the reload instead of failing.
 */
export function lazyNamed<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>> | undefined>,
  name: K,
) {
  return lazy(() => load().then((module) => (module ? { default: module[name] } : never())));
}

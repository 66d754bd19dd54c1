/**
 * Whether the screen shows kept data: the API client reports every answer, and an answer the service worker
 * served from its cache (network down) carries when it was saved. The banner shows the oldest such moment
 * until an answer comes from the network again.
 */
import { useSyncExternalStore } from 'react';
import { OFFLINE_HEADER, SAVED_AT_HEADER } from './shared';

let savedAt: string | null = null;
const listeners = new Set<() => void>();

function update(next: string | null): void {
  if (next === savedAt) return;
  savedAt = next;
  for (const listener of listeners) listener();
}

/** Called by the API client for every answer it receives. */
export function noteAnswer(headers: Headers): void {
  if (headers.get(OFFLINE_HEADER) !== '1') {
    update(null);
    return;
  }
  const when = headers.get(SAVED_AT_HEADER) ?? headers.get('date') ?? new Date().toISOString();
  if (savedAt === null || Date.parse(when) < Date.parse(savedAt)) update(when);
}

/** Forgets the kept-data state (logout: the next user starts clean). */
export function resetOfflineState(): void {
  update(null);
}

/** When the oldest kept answer on screen was saved, or null when everything came from the network. */
export function useOfflineSavedAt(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => savedAt,
  );
}

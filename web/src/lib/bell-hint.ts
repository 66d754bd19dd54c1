/**
 * The bell's live hint as a window event: the notifications feature dispatches it when the server says the
 * person's notifications changed, and other features that show the same things (the pending readings badge) listen,
 * without importing each other.
 */
export const BELL_HINT_EVENT = 'intranet:campana';

export const dispatchBellHint = () => window.dispatchEvent(new Event(BELL_HINT_EVENT));

/** Subscribes to the hint; returns the unsubscribe function (for a useEffect). */
export function onBellHint(listener: () => void): () => void {
  window.addEventListener(BELL_HINT_EVENT, listener);
  return () => window.removeEventListener(BELL_HINT_EVENT, listener);
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../lib/api-client';
import { dispatchBellHint } from '../../lib/bell-hint';
import { notificationQueries } from './queries';

/** When the browser gives up (the server answered an error), try again after this long. */
const REOPEN_AFTER_MS = 10_000;

/**
 * Keeps the bell live: while the page is visible it holds `GET /api/notificaciones/eventos` open, and a
 * hint from the server (it carries no content) makes it ask for the notifications again at once. A hidden page
 * closes the stream (browsers allow few connections per site, and every open tab would hold one) and catches up
 * when shown again; after any reconnect the list is asked again, since hints may have been missed. The one-minute
 * poll stays as the fallback.
 */
export function useBellEvents() {
  const qc = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const refresh = () => {
      void qc.invalidateQueries({ queryKey: notificationQueries.all, exact: true });
      // What else shows the same things (the pending readings badge) refreshes too.
      dispatchBellHint();
    };
    const close = () => {
      clearTimeout(reopenTimer);
      source?.close();
      source = null;
    };
    const open = (catchUp: boolean) => {
      if (stopped || source || document.visibilityState === 'hidden') return;
      let first = !catchUp;
      source = new EventSource(apiUrl('/notificaciones/eventos'));
      source.onopen = () => {
        if (!first) refresh();
        first = false;
      };
      source.onmessage = refresh;
      source.addEventListener('resync', refresh);
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        source = null;
        reopenTimer = setTimeout(() => open(true), REOPEN_AFTER_MS);
      };
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') close();
      else open(true);
    };
    open(false);
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [qc]);
}

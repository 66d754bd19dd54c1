import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ForumEvent } from '@intranet/contract';
import { apiUrl } from '../../lib/api-client';
import { applyForumEvent } from './cache';
import { forumKeys } from './keys';

/** When the browser gives up (the server answered an error), try again after this long. */
const REOPEN_AFTER_MS = 10_000;

/**
 * Keeps the forum caches live: one EventSource per page on `GET /api/foro/eventos`. The browser
 * reconnects by itself; each time the stream opens (the first time too) or the server says `resync`, the forum
 * data is fetched again, since events may have been missed meanwhile.
 */
export function useForumEvents(enabled = true) {
  const qc = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const resync = () => void qc.invalidateQueries({ queryKey: forumKeys.all });
    const open = () => {
      source = new EventSource(apiUrl('/foro/eventos'));
      // Every opening, the first one too: what was written between the page's first reads and the moment the
      // stream listens (a slow phone, a connection that failed at first) is read again, so no comment is missed.
      source.onopen = resync;
      source.onmessage = (message: MessageEvent<string>) => {
        try {
          applyForumEvent(qc, JSON.parse(message.data) as ForumEvent);
        } catch {
          // A malformed message is skipped; the next resync repairs the view.
        }
      };
      source.addEventListener('resync', resync);
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        source = null;
        reopenTimer = setTimeout(() => {
          if (!stopped) open();
        }, REOPEN_AFTER_MS);
      };
    };
    open();

    return () => {
      stopped = true;
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [enabled, qc]);
}

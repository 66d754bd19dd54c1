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
 * reconnects by itself; after any reconnect (or a server `resync`) the forum data is fetched again,
 * since events may have been missed meanwhile.
 */
export function useForumEvents(enabled = true) {
  const qc = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let opened = false;

    const resync = () => void qc.invalidateQueries({ queryKey: forumKeys.all });
    const open = () => {
      source = new EventSource(apiUrl('/foro/eventos'));
      source.onopen = () => {
        if (opened) resync();
        opened = true;
      };
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

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Sends the forum comments kept offline (issue 13) once the page has loaded and whenever the connection
 * returns, on any screen of a logged-in user. The outbox code loads then, outside the initial JavaScript.
 */
export function useOutboxSync(enabled: boolean): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      void import('./outbox').then((m) => m.flushOutbox(qc)).catch(() => undefined);
    };
    if (document.readyState === 'complete') flush();
    else window.addEventListener('load', flush, { once: true });
    window.addEventListener('online', flush);
    return () => {
      window.removeEventListener('load', flush);
      window.removeEventListener('online', flush);
    };
  }, [enabled, qc]);
}

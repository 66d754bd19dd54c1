import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'intranet-scroll';

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** How long a page may take to grow tall enough (its data and pictures arriving) for the position to be restored. */
const RESTORE_FOR_MS = 3000;

/**
 * Scrolls to `y`, and again each time the page grows, until it gets there, the reader scrolls or types, or
 * RESTORE_FOR_MS pass: a page seen before is drawn from cached data, but its pictures and late blocks may still
 * change its height. Returns the cleanup.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => undefined;
  const page = document.documentElement;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_FOR_MS);
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, stop);
  }
  observer.observe(page);
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * What React Router's ScrollRestoration did (it needs the data router, whose code is ≈ 17 KB gzip of the first
 * load that nothing else here uses): back/forward (and a reload) return to where the reader was on that entry of
 * the history; a new page starts at the top, or at its `#fragment`.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readPositions();
  const current = useRef(location.key);
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (positions.current![current.current] = window.scrollY));
    };
    const save = () => {
      positions.current![current.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused (private mode): only reloads lose their position.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = positions.current![location.key];
    // The document's first entry when it was opened (an address typed, a link from elsewhere) is 'default' in every
    // document: a position saved under it belongs to another page. Going back to it later restores as usual.
    const opened = first.current && location.key === 'default';
    first.current = false;
    if (navigationType === 'POP' && saved !== undefined && !opened) return restore(saved);
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}

import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once `ready` holds and the browser has painted what is on screen: the sections below a
 * page's fold no longer share the first render with the picture at its top. On a slow phone that first render was
 * one long task (the whole home page) between the data's arrival and the picture appearing (Lighthouse's
 * 'element render delay'). The later render is a transition, so a tap or scroll interrupts it. Below-the-fold
 * content keeps its place in the page order; nothing above it moves when it appears.
 */
export function AfterFirstPaint({ ready = true, children }: { ready?: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || shown) return;
    // The frame callback runs just before the next paint; the timeout after it, once that paint is done.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, shown]);
  return shown ? children : null;
}

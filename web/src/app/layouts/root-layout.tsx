import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScrollRestoration } from '../../lib/scroll-restoration';
import { UpdatePrompt } from '../../offline/update-prompt';
import { BOOT_OVERLAY_PATH, removeBootOverlay } from '../../lib/boot-overlay';

/**
 * Wraps every route: restores the scroll position on back/forward, starts at the top otherwise; offers a
 * new build when one is waiting.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  // What the server painted with the HTML stays only on its own page, until that page draws it (boot-overlay.ts).
  useEffect(() => {
    if (!BOOT_OVERLAY_PATH.test(pathname)) removeBootOverlay();
  }, [pathname]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <UpdatePrompt />
    </>
  );
}

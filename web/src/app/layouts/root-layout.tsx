import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { UpdatePrompt } from '../../offline/update-prompt';
import { removeBootOverlay } from '../../lib/boot-overlay';

/**
 * Wraps every route: restores the scroll position on back/forward, starts at the top otherwise; offers a
 * new build when one is waiting.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  // The home's picture painted with the HTML stays only while the home's carousel draws it (intro-carousel.tsx).
  useEffect(() => {
    if (!/^\/(home)?$/i.test(pathname)) removeBootOverlay();
  }, [pathname]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <UpdatePrompt />
    </>
  );
}

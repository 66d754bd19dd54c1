import { Outlet, ScrollRestoration } from 'react-router';
import { UpdatePrompt } from '../../offline/update-prompt';

/**
 * Wraps every route: restores the scroll position on back/forward, starts at the top otherwise; offers a
 * new build when one is waiting.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <UpdatePrompt />
    </>
  );
}

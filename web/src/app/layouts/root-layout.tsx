import { Outlet, ScrollRestoration } from 'react-router';

/** Wraps every route: restores the scroll position on back/forward, starts at the top otherwise. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

import { useLayoutEffect } from 'react';

/**
 * What the server paints over the page with the HTML (server/src/plugins/web-preload.ts): the home's first
 * picture (`bootHomePicture`) or the title of /procedures and /all-news (`bootPageTitle`), so a slow phone shows
 * them before the app has started. It stays until the app renders the same thing in the same place (the home's
 * carousel, or the page itself) or fails; any other page or an error removes it at once.
 */
export function removeBootOverlay(): void {
  document.getElementById('arranque')?.remove();
}

/** The pages the server may paint something of (see above): any other removes it at once (root-layout.tsx). */
export const BOOT_OVERLAY_PATH = /^\/(home|procedures|all-news|login)?$/i;

/** For a page painted with its title: removes the server's copy in the frame that paints the page's own. */
export function useBootOverlayHandover(): void {
  useLayoutEffect(removeBootOverlay, []);
}

/**
 * Whether the server painted its boot header into the page: it does only for a browser with a session cookie
 * (server/src/plugins/web.ts). Read before the app's first render replaces it; while the session is being
 * confirmed the app's bar then keeps the search box's place, as a logged-in bar has it, instead of growing a row
 * on a phone when the answer comes (a layout shift of the whole page).
 */
export const serverSawSession =
  typeof document !== 'undefined' && document.querySelector('#root > header.app-header') !== null;

/**
 * What was typed into the sign-in card the server painted (`bootLogin`) before the app started, and which of its
 * fields had the focus: the app's form takes both over, so nothing typed on a slow phone is lost.
 */
export function bootLoginInput(): { rut: string; password: string; focus: 'rut' | 'password' | null } {
  const field = (name: string) => document.querySelector<HTMLInputElement>(`#arranque input[name="${name}"]`);
  const focused = document.activeElement;
  return {
    rut: field('rut')?.value ?? '',
    password: field('password')?.value ?? '',
    focus: focused === field('rut') ? 'rut' : focused === field('password') ? 'password' : null,
  };
}

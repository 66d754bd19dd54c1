/**
 * The home's first picture the server paints over the page with the HTML (server/src/plugins/web-preload.ts,
 * `bootHomePicture`), so a slow phone shows it before the app has started. It stays until the app's carousel
 * renders (the same picture, in the same place) or its slides fail; any other page or an error removes it at once.
 */
export function removeBootOverlay(): void {
  document.getElementById('arranque')?.remove();
}

/**
 * Whether the server painted its boot header into the page: it does only for a browser with a session cookie
 * (server/src/plugins/web.ts). Read before the app's first render replaces it; while the session is being
 * confirmed the app's bar then keeps the search box's place, as a logged-in bar has it, instead of growing a row
 * on a phone when the answer comes (a layout shift of the whole page).
 */
export const serverSawSession =
  typeof document !== 'undefined' && document.querySelector('#root > header.app-header') !== null;

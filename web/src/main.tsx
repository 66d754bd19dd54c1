import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/bootstrap.scss';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './styles/theme.css';
import { App } from './app/app';
import { preloadScreenFor } from './app/worker-screens';
import { installChunkReload } from './lib/chunk-reload';
import { startServiceWorker } from './offline/pwa';

// Before anything downloads a screen: a file of an old build reloads the page once (new version).
installChunkReload();

// The screen being opened downloads while the session is checked, not after.
preloadScreenFor(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// The offline shell and data: registered after the page has loaded.
startServiceWorker();

// Forms focus their first invalid field after a failed submit: loaded after the first paint.
void import('./lib/focus-first-invalid').then((m) => m.installFocusFirstInvalid());

// The stylesheets do not hold back the markup the server paints (server/src/plugins/web-preload.ts withCriticalCss:
// `media="print"` until loaded, then "all"). The app renders once they apply, never unstyled.
const stylesheetsReady = Promise.all(
  [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')].map(async (sheet) => {
    if (!sheet.sheet)
      await new Promise<void>((done) => {
        sheet.addEventListener('load', () => done());
        sheet.addEventListener('error', () => done());
      });
    sheet.media = 'all';
  }),
);

// The first render as a transition: React renders it in slices and lets the browser paint and answer taps
// in between, instead of one long task (a phone's main thread was blocked for ~0.9 s on /Home).
const reactRoot = createRoot(root);
void stylesheetsReady.then(() =>
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);

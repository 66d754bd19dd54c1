import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/bootstrap.scss';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './styles/theme.css';
import { App } from './app/app';
import { preloadScreenFor } from './app/worker-screens';
import { installChunkReload } from './lib/chunk-reload';

// Before anything downloads a screen: a file of an old build reloads the page once (new version).
installChunkReload();

// The screen being opened downloads while the session is checked, not after.
preloadScreenFor(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

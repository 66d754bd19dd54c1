// `config` from zod's core, not `z.config`: the web build treats `z.…` calls as pure so that schemas nobody
// uses drop out of the first load (web/vite.config.ts); these two calls must stay.
import { config } from 'zod/v4/core';
import es from 'zod/v4/locales/es.js';

// Spanish default messages for every schema that does not name its own.
// Only the Spanish locale is imported: `z.locales` would bundle every language into the web app.
config(es());
// In the browser, parse without zod's compiled (eval) fast path: the app's CSP (script-src 'self') forbids
// eval, and merely probing for it is reported as a CSP violation. The server keeps the fast path.
// This module is imported first by index.ts, so the setting holds before any schema is built.
if ('document' in globalThis) config({ jitless: true });

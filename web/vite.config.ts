import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { usedIconNames } from '../scripts/lib/icon-names.mjs';

/**
 * Keeps only the Bootstrap Icons the app uses (~100 of 2,000): the icon stylesheet blocks the first paint (its
 * full 87 KB was most of a slow phone's wait for CSS), and the font is cut to the same glyphs (subset-font, a
 * HarfBuzz build in WebAssembly): 134 KB → a few KB of WOFF2 that no longer competes with the app's JavaScript
 * and the home page's picture on a slow connection. The WOFF fallback goes: every browser the app supports
 * reads WOFF2.
 */
function bootstrapIconsSubset(): Plugin {
  return {
    name: 'bootstrap-icons-subset',
    enforce: 'pre',
    async transform(code, id) {
      if (!/bootstrap-icons[\\/]font[\\/]bootstrap-icons(\.min)?\.css/.test(id.split('?')[0]!)) return null;
      const used = usedIconNames();
      const glyphs: string[] = [];
      const kept = code.replace(
        /\.bi-([a-z0-9-]+)::before\{content:"\\([0-9a-f]+)"\}/g,
        (rule, name: string, hex: string) => {
          if (!used.has(name)) return '';
          glyphs.push(String.fromCodePoint(parseInt(hex, 16)));
          return rule;
        },
      );
      const dir = path.dirname(id.split('?')[0]!);
      const font = await readFile(path.join(dir, 'fonts', 'bootstrap-icons.woff2'));
      const subset = await subsetFont(font, glyphs.join(''), { targetFormat: 'woff2' });
      const outDir = path.resolve(import.meta.dirname, 'node_modules/.icons');
      await mkdir(outDir, { recursive: true });
      const out = path.join(
        outDir,
        `bootstrap-icons-${createHash('sha256').update(subset).digest('hex').slice(0, 8)}.woff2`,
      );
      await writeFile(out, subset);
      const src = `src:url("${path.relative(dir, out).split(path.sep).join('/')}") format("woff2")`;
      const withFont = kept.replace(
        /src:url\("fonts\/bootstrap-icons\.woff2[^)]*\) format\("woff2"\),url\("fonts\/bootstrap-icons\.woff[^)]*\) format\("woff"\)/,
        src,
      );
      if (withFont === kept) throw new Error('bootstrap-icons: @font-face no reconocido; revise el recorte de íconos');
      return withFont;
    },
  };
}

/**
 * The installable app (issue 13): Spanish manifest, and the service worker of web/sw/sw.ts built with Workbox
 * (injectManifest: the precache list of this build is written into it). The page registers it itself
 * (web/src/offline/pwa.ts) and asks before switching to a new build.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  includeManifestIcons: false,
  manifest: {
    id: '/Home',
    name: 'Intranet Minera y Energía Andina',
    short_name: 'Intranet',
    description: 'Noticias, procedimientos, organigrama, cursos y foro de Minera y Energía Andina.',
    lang: 'es-CL',
    dir: 'ltr',
    start_url: '/Home',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0b2545',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icono-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icono-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icono-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icono-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell only: this build's files. Nothing private is a file of the build (API answers and uploads are
    // not precached); the woff copy of the icon font is for old browsers that have no service worker anyway.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    globIgnores: ['**/*.br', '**/*.gz', 'sw.js'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

// The API runs on its own port in development; in production one origin serves both.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), bootstrapIconsSubset(), pwa],
  // 'source' makes @intranet/contract resolve to its TypeScript sources (no separate build in dev).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and the global colour functions; Dart Sass warns on each.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the server announces a screen's files with its HTML (server/src/plugins/web-preload.ts).
    manifest: true,
    // The framework chunk is ~560 KB before gzip; scripts/check-budgets.mjs holds the real budget (gzip).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // A schema nobody uses is dropped: zod's builders have no side effects (the contract marks its own
      // helpers with #__NO_SIDE_EFFECTS__), so zod leaves the first load and comes with the forms that use it.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The framework (React, the router, TanStack Query) in one chunk: the first visit downloads a few files
        // instead of ~20 small shared ones, each a round trip on a slow phone network. react-bootstrap and its
        // helpers are a second chunk that only the screens using them load: the first load (bar, home, login)
        // is plain markup with Bootstrap's classes. Leaflet and Chart.js stay in their lazy chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            {
              name: 'ui',
              test: /node_modules[\\/](react-bootstrap|@restart|@react-aria|dom-helpers|uncontrollable|prop-types|classnames|warning|invariant|@popperjs|react-transition-group|dequal)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // Host header stays the dev origin so the server's same-origin check accepts POSTs.
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
});

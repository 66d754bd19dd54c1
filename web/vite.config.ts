import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on its own port in development; in production one origin serves both.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // 'source' makes @intranet/contract resolve to its TypeScript sources (no separate build in dev).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', sourcemap: false },
  server: {
    // Host header stays the dev origin so the server's same-origin check accepts POSTs.
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
});

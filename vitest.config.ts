import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (cores − 1), yet most of a server test file's time is
    // waiting (child processes, sockets, timers, the database): two files at once nearly halve each pass.
    maxWorkers: 2,
    projects: [
      {
        resolve: { conditions },
        ssr: { resolve: { conditions } },
        test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { conditions },
        ssr: { resolve: { conditions } },
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // The production build's own tests run after `npm run build` (npm run test:e2e).
          exclude: ['server/test/production/**', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every file builds its own app and database, and no module keeps state between apps: the modules a
          // worker has loaded are reused by its next file instead of loaded again (a quarter of the pass's CPU).
          isolate: false,
        },
      },
      {
        resolve: { conditions },
        ssr: { resolve: { conditions } },
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'node', passWithNoTests: true },
      },
    ],
  },
});

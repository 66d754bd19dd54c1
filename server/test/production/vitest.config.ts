import { defineConfig } from 'vitest/config';

/** Tests of the production build (server/dist) as operators start it: run after `npm run build`. */
export default defineConfig({
  test: {
    name: 'production',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    testTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
});

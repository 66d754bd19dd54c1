import { defineConfig } from 'vitest/config';

/** End-to-end tests: Playwright (playwright-core) driving Debian's Chromium against the built app. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Every check of the page retries (expect.poll) until it holds: 10 s covers a loaded CI machine.
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    pool: 'forks',
  },
});

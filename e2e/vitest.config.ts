import { defineConfig } from 'vitest/config';

// Browser journeys: one built app on a temporary database, shared by every spec, run one at a time.
export default defineConfig({
  test: {
    name: 'e2e (chromium)',
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

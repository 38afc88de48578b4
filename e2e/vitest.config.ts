import { defineConfig } from 'vitest/config';

/** Browser journeys: one spec file at a time (each starts its own server and Chromium). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    // The built server started once; each spec's server starts from a copy of its DATA_DIR.
    globalSetup: ['e2e/support/data-template.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

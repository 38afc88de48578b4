import { defineConfig } from 'vitest/config';
import LongestFirst from './support/longest-first.ts';

/**
 * Browser journeys. Each spec file starts its own server (on a free port, from its own copy of the
 * template DATA_DIR) and its own Chromium, so files share nothing and run side by side: a journey
 * spends most of its wall time waiting on the server, the browser and the network between them,
 * and a second file uses that time (issue 24: CI time). `E2E_WORKERS` sets how many files run at
 * once (default 2, for a 2-core machine); `E2E_WORKERS=1` runs them one at a time as before.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // A worker imports Playwright and the support modules once for all its files instead of once
    // per file (~1.5 s of CPU each); every spec still starts its own server and browser in its
    // own hooks, and the support modules hold no state between files.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // The built server started once; each spec's server starts from a copy of its DATA_DIR.
    globalSetup: ['e2e/support/data-template.ts'],
    // Limits, not expectations: two journeys share the machine's cores, so a step may take twice
    // as long as it would alone on a loaded machine; these only stop a journey that hangs.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 30_000 } },
  },
});

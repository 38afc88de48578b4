import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { longestFirst } from './src/server/test-support/longest-first';

/**
 * Workers for the unit projects. Vitest's default in a run is one fewer than the cores, so a
 * 2-core machine ran every unit file in one worker and left a third of the CPU idle (the
 * orchestrating process does not fill a core); two there took `test:unit` from 244 s to 184 s
 * (issue 24). On a larger machine, the default.
 */
const UNIT_WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * Integration files whose servers always run on an embedded database of their own: they start the
 * real server as a child process (`src/server/test-support/child-server.ts`), which clears
 * DATABASE_URL, so on PostgreSQL (`npm run test:pg`) they would run again exactly as in the
 * PGlite pass of `npm test`. CI runs both passes; these run in the first only (issue 24: ~90 s).
 */
const EMBEDDED_DATABASE_ONLY = [
  'src/server/backup.int.test.ts',
  'src/server/durability.int.test.ts',
  'src/server/server-process.int.test.ts',
  'src/server/test-support/child-server.int.test.ts',
];

/**
 * The integration files that take longest, as measured in CI on a quiet 2-core machine (seconds
 * in the PGlite pass, stop 33), start first: started near the end, durability's 40 s ran alone
 * while the other worker idled. The other files, and the unit projects, keep vitest's order.
 */
const LONGEST_FIRST = longestFirst([
  'src/server/durability.int.test.ts', // 40
  'src/server/backup.int.test.ts', // 38
  'src/server/api-fuzz.int.test.ts', // 23
  'src/server/features/research/cohort-cache.int.test.ts', // 17
  'src/server/server-process.int.test.ts', // 16
  'src/server/features/fhir/export-validation.int.test.ts', // 11-15
  'src/server/features/cds-hooks/cds-hooks.int.test.ts', // 14
  'src/server/event-loop-load.int.test.ts', // 9-12
  'src/server/test-support/child-server.int.test.ts', // 9
  'src/server/features/fhir/smart.int.test.ts', // 9
]);

/**
 * Three projects:
 * - core: pure domain and knowledge-base tests (node)
 * - client: React components and browser stores (jsdom)
 * - int: server/db tests on PGlite, or on PostgreSQL when DATABASE_URL is set (`npm run test:pg`)
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LONGEST_FIRST },
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          // Pure and node-only unit tests (no database): core, knowledge, server helpers, and
          // the build scripts.
          include: [
            'src/core/**/*.test.ts',
            'src/knowledge/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/db/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts'],
          // Property tests over the whole knowledge base take seconds on a loaded machine.
          testTimeout: 30_000,
          // These tests are pure (no mocks, no env or global writes), so one worker's module cache
          // can serve every file: re-importing the knowledge base per file cost ~5x the run time.
          isolate: false,
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          // One jsdom and one copy of React, Mantine and the other packages per worker, instead of
          // a new process importing them again for every file (~1.5 s of CPU a file): 64 files ran
          // in 35 s against 141 s, the same 545 tests green (issue 24: CI time). fresh-file.ts
          // re-evaluates the app's own modules for each file, so module mocks and stores stay
          // the file's own, and empties storage and restores globals, timers and spies.
          isolate: false,
          setupFiles: ['src/client/test-setup.ts', 'src/client/test-support/fresh-file.ts'],
          // Above the 10 s findBy/waitFor ceiling of test-setup.ts, so a slow wait reports what
          // it waited for instead of a bare timeout (issue 24: a loaded CI machine).
          testTimeout: 30_000,
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        test: {
          name: 'int',
          environment: 'node',
          include: ['src/**/*.int.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? EMBEDDED_DATABASE_ONLY : []),
          ],
          // The database migrated once per run; every file starts from a copy (issue 24).
          globalSetup: ['src/server/test-support/db-template.ts'],
          // One module cache per worker, as in `core`: importing the server afresh for each file
          // was ~4.5 s a file, a third of the suite (issue 24). ONCOCDS_TEST_INT_SHARE_MODULES=0
          // gives every file a fresh process again. Every file gets its own database and app
          // either way; the setup file gives each file back the process environment it started
          // with and fails a file that leaves a server, socket, child process or timer running
          // into the next. (The one failure ever seen with sharing, a fake GitHub receiving a
          // request its client did not send, was the child-server launcher polling a port it had
          // picked but its server had not bound yet, which the fake had taken meanwhile: it hits
          // isolated runs alike, and the launcher now waits for its server to say it listens.)
          isolate: process.env.ONCOCDS_TEST_INT_SHARE_MODULES === '0',
          setupFiles: ['src/server/test-support/int-file-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file boots its own database; two at a time keeps a 2-core machine responsive.
          maxWorkers: 2,
        },
      },
    ],
  },
});

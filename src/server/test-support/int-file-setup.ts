import { afterAll } from 'vitest';

/**
 * Per-file set-up of the `int` project (vitest.config.ts `setupFiles`: it runs before each test
 * file, in that file's context).
 *
 * When the integration files share one module cache per worker (ONCOCDS_TEST_INT_SHARE_MODULES=1,
 * `isolate: false`; issue 24: importing the server again for every file is a third of the suite's
 * time), product state is still per app or per database (WeakMaps keyed on them) and the knowledge
 * base is read-only, so what one file could leak into the next is the process environment: a file
 * that points DATA_DIR or DATABASE_URL elsewhere must not leave it so for the files after it. Each
 * file therefore gets back, when it ends, exactly the environment it started with.
 */
const atStart = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) {
    if (!(key in atStart)) delete process.env[key];
  }
  for (const [key, value] of Object.entries(atStart)) {
    if (process.env[key] !== value) process.env[key] = value;
  }
});

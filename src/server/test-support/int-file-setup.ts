import { afterAll } from 'vitest';

/**
 * Per-file set-up of the `int` project (vitest.config.ts `setupFiles`: it runs before each test
 * file, in that file's context).
 *
 * The integration files share one module cache per worker (`isolate: false`, issue 24: importing
 * the server again for every file was a third of the suite's time). Product state is per app or
 * per database (WeakMaps keyed on them), and the knowledge base is read-only, so what one file
 * could still leak into the next is the process environment: a file that points DATA_DIR or
 * DATABASE_URL elsewhere must not leave it so for the files after it. Each file therefore gets
 * back, when it ends, exactly the environment it started with.
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

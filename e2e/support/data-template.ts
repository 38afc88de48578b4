import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BUILT_ENTRY,
  ROOT,
  startChildServer,
} from '../../src/server/test-support/child-server';
import { lockFile } from '../../src/db/data-dir-lock';

/**
 * vitest globalSetup of the browser journeys (issue 24: CI time). A server's first start in an
 * empty DATA_DIR creates the embedded database cluster and applies every migration; each of the 21
 * specs paid that. Here the built server starts once in a template DATA_DIR and stops cleanly;
 * every spec's server then starts from a copy of it (support/server.ts): the same state a new
 * install is in once it has started, in a directory of its own. Built from the current `dist/`
 * at every run, so new migrations are in it. `ONCOCDS_E2E_DATA_TEMPLATE=off` turns it off.
 */
export const E2E_TEMPLATE_ENV = 'ONCOCDS_E2E_DATA_TEMPLATE_DIR';

/**
 * Every journey server's environment: no background precompute of every drug pair (issue 24: CI
 * time). A journey uses a handful of pairs, and the checker works out a pair it has not seen when
 * asked, with the same answer (the table only stores what that computation returns).
 */
export const TEST_SERVER_ENV: Record<string, string> = { ONCOCDS_TEST_SKIP_PAIR_PRECOMPUTE: '1' };

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.ONCOCDS_E2E_DATA_TEMPLATE === 'off') return undefined;
  // Without a build the specs fail with their own message (support/server.ts); nothing to prepare.
  if (!existsSync(path.join(ROOT, BUILT_ENTRY[0] as string))) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'oncocds-e2e-template-'));
  // The server gives itself 2 s to shut down and then exits 1, and on a loaded machine closing the
  // embedded database can take longer: the directory is then started again (the database recovers
  // and nothing is left to migrate) and stopped again. A template that never stops cleanly is not
  // used: every spec then starts from an empty DATA_DIR, slower but the same state.
  const unclean: string[] = [];
  try {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const server = await startChildServer({
        dataDir: dir,
        startTimeoutMs: 600_000,
        env: TEST_SERVER_ENV,
      });
      const code = await server.stop();
      if (code === 0 && !existsSync(lockFile(dir))) {
        unclean.length = 0;
        break;
      }
      unclean.push(
        code !== 0 ? `exited with ${code}: ${server.output().slice(-2000)}` : 'left its lock',
      );
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  if (unclean.length > 0) {
    rmSync(dir, { recursive: true, force: true });
    console.warn(
      `e2e: the template server never stopped cleanly (${unclean.join('; ')}); every spec's server starts from an empty DATA_DIR`,
    );
    return undefined;
  }
  process.env[E2E_TEMPLATE_ENV] = dir;
  return () => {
    delete process.env[E2E_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}


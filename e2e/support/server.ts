/**
 * The journeys run the built server as `npm start` does, on a free port with a fresh DATA_DIR; the
 * launcher is shared with the durability tests and the bench. When the run prepared a started-once
 * DATA_DIR (data-template.ts), a spec's server gets its own copy of it instead of an empty one.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startChildServer,
  type ChildServer,
  type ChildServerOptions,
} from '../../src/server/test-support/child-server';
import { E2E_TEMPLATE_ENV, TEST_SERVER_ENV } from './data-template';

export { ROOT, type ChildServer as RunningServer } from '../../src/server/test-support/child-server';

/**
 * Spec files run side by side (vitest.config.ts), and a free port is only free until someone
 * binds it: a server that lost its port to another spec's server is started again on a new one.
 */
export async function startServer(options: ChildServerOptions = {}): Promise<ChildServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      // A cold start on a loaded 2-core machine, beside another journey's server, can pass 2 min.
      return await startOnce({
        startTimeoutMs: 300_000,
        ...options,
        env: { ...TEST_SERVER_ENV, ...options.env },
      });
    } catch (error) {
      const lostPort = error instanceof Error && /EADDRINUSE/.test(error.message);
      if (!lostPort || attempt >= 3) throw error;
    }
  }
}

async function startOnce(options: ChildServerOptions): Promise<ChildServer> {
  const template = process.env[E2E_TEMPLATE_ENV];
  if (options.dataDir !== undefined || !template || !existsSync(template))
    return startChildServer(options);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oncocds-child-'));
  const removeCopy = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    cpSync(template, dataDir, { recursive: true });
    const server = await startChildServer({ ...options, dataDir });
    return {
      ...server,
      stop: async (signal) => {
        const code = await server.stop(signal);
        removeCopy();
        return code;
      },
    };
  } catch (error) {
    removeCopy();
    throw error;
  }
}

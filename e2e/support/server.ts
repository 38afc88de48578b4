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
import { E2E_TEMPLATE_ENV } from './data-template';

export { ROOT, type ChildServer as RunningServer } from '../../src/server/test-support/child-server';

export async function startServer(options: ChildServerOptions = {}): Promise<ChildServer> {
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

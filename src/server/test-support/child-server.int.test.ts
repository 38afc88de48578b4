import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_ENTRY, startChildServer } from './child-server';
import { migratedDataDir } from './migrated-data-dir';

/*
 * The child-server launcher sends nothing to its port before its server holds it (issue 24). The
 * port is free when chosen and the server binds it a minute later on a loaded machine; meanwhile
 * anyone may bind it. It used to poll /api/health every 100 ms from the start, so whatever test
 * server or fake had taken the port got those requests: a fake GitHub counting its requests saw
 * one more than its client sent. Here the port is taken on purpose by a server that answers 200 to
 * anything, which the old launcher also took for its own server being up.
 */

let squatter: Server;
const seen: string[] = [];

beforeAll(async () => {
  squatter = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  squatter.closeAllConnections();
  await new Promise((resolve) => squatter.close(resolve));
});

describe('a child server whose port someone else took meanwhile', () => {
  it('fails to start, and its launcher never sent a request to that someone', async () => {
    const { port } = squatter.address() as AddressInfo;
    const dataDir = await migratedDataDir();
    const started = startChildServer({
      entry: SOURCE_ENTRY,
      port,
      dataDir: dataDir.path,
      env: { LOG_LEVEL: 'error', ONCOCDS_TEST_SKIP_PAIR_PRECOMPUTE: '1' },
    });
    try {
      await expect(started).rejects.toThrow(/exited early[\s\S]*EADDRINUSE/);
    } finally {
      dataDir.remove();
    }
    expect(seen).toEqual([]);
  }, 300_000);
});

import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_ENTRY, startChildServer, type ChildServer } from './test-support/child-server';
import { STRONG_PASSWORD, uniqueEmail } from './test-support/test-app';

/**
 * The real server as `npm start` runs it, without SMTP: what it writes to its output and to
 * DATA_DIR (issue 10 items 2 and 8).
 */
const parent = mkdtempSync(path.join(tmpdir(), 'oncocds-process-'));
const dataDir = path.join(parent, 'data');
let server: ChildServer;
const email = uniqueEmail('process');

beforeAll(async () => {
  // A DATA_DIR an older version (or a careless operator) left readable by everyone.
  mkdirSync(dataDir, { mode: 0o755 });
  chmodSync(dataDir, 0o755);
  server = await startChildServer({
    entry: SOURCE_ENTRY,
    dataDir,
    env: {
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      AUTH_LOG_RECOVERY_LINKS: '',
      // The in-memory precompute of every drug pair plays no part here; it only took CPU.
      ONCOCDS_TEST_SKIP_PAIR_PRECOMPUTE: '1',
    },
  });
  const signup = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: STRONG_PASSWORD,
      data: { first_name: 'P', last_name: 'R', role: 'nurse', institution: 'Process Clinic' },
    }),
  });
  expect(signup.status).toBe(200);
  const recover = await fetch(`${server.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(recover.status).toBe(200);
  await server.stop();
}, 180_000);

afterAll(() => rmSync(parent, { recursive: true, force: true }));

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...walk(full)] : [full];
  });
}

describe('the server process', () => {
  it('says at start that e-mail is not configured', () => {
    expect(server.output()).toMatch(/E-mail is not configured/);
  });

  it('never writes a recovery link, its token or the address to its output', () => {
    const output = server.output();
    expect(output).not.toContain('token_hash');
    expect(output).not.toContain(email);
    expect(output).not.toMatch(/reset your .*password/i);
  });

  it('writes its request log, held in a block until then, before it stops', () => {
    // The log is written in ~4 KB blocks (lib/log-destination.ts): these few lines were still
    // waiting when the server was told to stop.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request completed"'));
    expect(lines.some((line) => line.includes('"route":"/auth/v1/recover"'))).toBe(true);
  });

  it('keeps DATA_DIR and everything in it owner-only', () => {
    const entries = [dataDir, ...walk(dataDir)];
    expect(entries.length).toBeGreaterThan(10);
    const open = entries
      .filter((p) => (statSync(p).mode & 0o077) !== 0)
      .map((p) => `${path.relative(parent, p)} ${(statSync(p).mode & 0o777).toString(8)}`);
    expect(open).toEqual([]);
  });
});

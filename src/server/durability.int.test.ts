import { afterAll, describe, expect, it } from 'vitest';
import { SOURCE_ENTRY, startChildServer } from './test-support/child-server';
import { migratedDataDir } from './test-support/migrated-data-dir';
import { STRONG_PASSWORD, uniqueEmail } from './test-support/test-app';

const removeDataDirs: Array<() => void> = [];
afterAll(() => removeDataDirs.forEach((remove) => remove()));

/**
 * A DATA_DIR whose embedded database exists and is migrated, as an install has it after its first
 * start (migrated-data-dir.ts: ~1.5 s of CPU where the child's own initdb and migrations took ~7 s
 * a start; issue 24): what these tests prove happens after that.
 */
async function dataDirFor(prefix: string): Promise<string> {
  const dir = await migratedDataDir(prefix);
  removeDataDirs.push(dir.remove);
  return dir.path;
}

/**
 * The real server entry point, from source, as a child process on the given DATA_DIR. Without the
 * background precompute of every drug pair (in memory, nothing to do with what is written): it
 * only took CPU from the other test files meanwhile.
 */
function startChild(dataDir: string) {
  return startChildServer({
    entry: SOURCE_ENTRY,
    dataDir,
    env: { LOG_LEVEL: 'error', ONCOCDS_TEST_SKIP_PAIR_PRECOMPUTE: '1' },
  });
}

async function signUp(url: string) {
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: uniqueEmail('durable'),
      password: STRONG_PASSWORD,
      data: {
        first_name: 'D',
        last_name: 'U',
        role: 'oncologist',
        institution: 'Durability Clinic',
      },
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('durability', () => {
  it('every acknowledged write survives kill -9 of the server mid-write', async () => {
    const dataDir = await dataDirFor('oncocds-durable-');
    const first = await startChild(dataDir);
    const token = await signUp(first.url);
    const acknowledged: string[] = [];
    let killed = false;

    // Four writers keep requests in flight; the server is killed while they are writing.
    const writer = async () => {
      while (!killed) {
        try {
          const res = await fetch(`${first.url}/api/institution/invites`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ role: 'nurse', maxUses: 1, expiresInDays: 1 }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
        } catch {
          return;
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await first.stop('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    const second = await startChild(dataDir);
    try {
      const res = await fetch(`${second.url}/api/institution`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const stored = new Set(
        ((await res.json()) as { invites: Array<{ id: string }> }).invites.map((i) => i.id),
      );
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 600_000);

  it.each(['SIGTERM', 'SIGINT'] as const)(
    "%s closes the server and the database within the server's own 1.8 s deadline",
    async (signal) => {
      const dataDir = await dataDirFor('oncocds-shutdown-');
      const server = await startChild(dataDir);
      const code = await server.stop(signal);
      // The server exits 1 when its shutdown deadline (SHUTDOWN_DEADLINE_MS in main.ts) passes
      // before the app and the database are closed, and 0 only when both closed in time: the exit
      // code is the proof. A wall-clock bound measured here also counted signal delivery and
      // process teardown, and failed on a loaded machine (2.6 s and 3.3 s seen) with the server
      // itself on time.
      expect(code).toBe(0);
      expect(server.output()).not.toMatch(/shutdown failed/);
    },
    // Only the shutdown is held to 2 s; starting the child (from source, the demo data) takes far
    // longer on a busy CI machine than the default test timeout.
    400_000,
  );
});

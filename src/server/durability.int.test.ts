import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from './test-support/test-app';

/** Runs the real server entry point (from source) as a child process, the way `npm start` does. */
const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function startChild(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Generous: a cold tsx compile plus PGlite start can take a while on a loaded 2-core machine.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${log}`);
}

function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
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
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oncocds-durable-'));
    dataDirs.push(dataDir);
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
            body: JSON.stringify({ maxUses: 1, expiresInDays: 1 }),
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
    first.child.kill('SIGKILL');
    await exited(first.child);
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
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  }, 300_000);

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s closes the server and the database within 2 s',
    async (signal) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'oncocds-shutdown-'));
      dataDirs.push(dataDir);
      const { child } = await startChild(dataDir);
      const started = Date.now();
      child.kill(signal);
      const result = await exited(child);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(result.code).toBe(0);
    },
  );
});

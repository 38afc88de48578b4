import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

/**
 * Starts the built server (`dist/server/main.mjs`) as `npm start` would, on a free loopback port,
 * with a fresh temporary DATA_DIR (embedded PGlite: DATABASE_URL is cleared so a developer's
 * PostgreSQL is never touched) and a rate limit high enough not to throttle the load generator.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const entry = path.join(ROOT, 'dist/server/main.mjs');
  if (!existsSync(entry)) throw new Error('dist/server/main.mjs is missing: run `npm run build`');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oncocds-bench-'));
  let log = '';
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));

  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /api/health within 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop, output: () => log };
}

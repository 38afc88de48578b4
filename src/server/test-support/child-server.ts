import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LISTENING_MESSAGE, type ListeningMessage } from '../lib/listening-message';

/**
 * Runs the real server as a child process, the way `npm start` does: on a free loopback port, with
 * its own DATA_DIR (embedded PGlite; DATABASE_URL is cleared so a developer's PostgreSQL is never
 * touched). Shared by the durability tests, the browser journeys and the benchmarks.
 *
 * A free port is only free until someone binds it, and a server booting from source on a loaded
 * machine takes a minute to bind its own. Nothing is sent to the port before the child says, over
 * an IPC channel, that it holds it (main.ts `LISTENING_MESSAGE`): polling /api/health meanwhile
 * sent a request every 100 ms to whatever test server or fake on the machine had bound that port in
 * between (a fake GitHub that counts its requests saw one too many; issue 24), and could take
 * another server's 200 for this one being up.
 */

/** The repository root, where `npm start` runs. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The built entry point (`npm run build` first): what the browser journeys and the bench run. */
export const BUILT_ENTRY = ['dist/server/main.mjs'];
/** The source entry point through tsx, so a test needs no build. */
export const SOURCE_ENTRY = ['--import', 'tsx', 'src/server/main.ts'];

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

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export function exited(child: ChildProcess): Promise<ExitStatus> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

export interface ChildServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Signals the server (SIGTERM by default) and resolves with its exit code once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ChildServerOptions {
  /** Node arguments: BUILT_ENTRY (the default) or SOURCE_ENTRY. */
  entry?: readonly string[];
  /** An existing DATA_DIR, kept after stop (a restart test reuses it); else a temporary one. */
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * How long to wait for /api/health: generous, for a cold start on a loaded 2-core machine (from
   * source through tsx on an empty DATA_DIR, over 120 s beside a dozen other processes).
   */
  startTimeoutMs?: number;
  /** The port to serve on; a free one by default. */
  port?: number;
}

export async function startChildServer(options: ChildServerOptions = {}): Promise<ChildServer> {
  const entry = options.entry ?? BUILT_ENTRY;
  if (entry === BUILT_ENTRY && !existsSync(path.join(ROOT, BUILT_ENTRY[0] as string)))
    throw new Error('dist/server/main.mjs is missing: run `npm run build` first');
  const port = options.port ?? (await freePort());
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'oncocds-child-'));
  let log = '';
  const child = spawn(process.execPath, [...entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  let listening = false;
  child.on('message', (message: unknown) => {
    const m = message as Partial<ListeningMessage> | null;
    if (m?.type !== LISTENING_MESSAGE || m.port !== port) return;
    listening = true;
    // The channel carries this one message.
    child.disconnect();
  });
  // Nor may it keep this process waiting on the child meanwhile.
  child.channel?.unref();

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const gone = child.exitCode !== null || child.signalCode !== null;
    if (!gone) child.kill(signal);
    const { code } = await exited(child);
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 300_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    }
    if (listening) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // Listening, but not answering yet.
      }
    }
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(
        listening
          ? `server did not answer /api/health in time:\n${log}`
          : `server never reported listening on ${port} (a dist/ built before it did? npm run build):\n${log}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, dataDir, process: child, output: () => log, stop };
}

import { afterAll, beforeAll } from 'vitest';

/**
 * Per-file set-up of the `int` project (vitest.config.ts `setupFiles`: it runs before each test
 * file, in that file's context).
 *
 * The integration files share one module cache per worker (`isolate: false` unless
 * ONCOCDS_TEST_INT_SHARE_MODULES=0; issue 24: importing the server again for every file was a third
 * of the suite's time). Product state is per app or per database (WeakMaps keyed on them), the
 * knowledge base is read-only, and no product module reads the environment at import. What one file
 * could still leave to the next is:
 * - the process environment: a file that points DATA_DIR or DATABASE_URL elsewhere must not leave
 *   it so for the files after it. Each file gets back, when it ends, the environment it started
 *   with;
 * - work still running: a server, socket, child process or timer the file did not close would
 *   carry on into the next file in the same process (a request reaching the next file's fake, a
 *   timer firing into its database). A file that ends with more of these than it started with
 *   fails, naming them, instead of disturbing whichever file comes after it.
 */
const atStart = { ...process.env };
const sharing = process.env.ONCOCDS_TEST_INT_SHARE_MODULES !== '0';

/** What keeps the event loop alive (ref'd servers, sockets, child processes, timers…), by kind. */
function resources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo())
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

function leftOver(before: Map<string, number>): string[] {
  return [...resources()]
    .filter(([kind, n]) => n > (before.get(kind) ?? 0))
    .map(([kind, n]) => `${n - (before.get(kind) ?? 0)} × ${kind}`);
}

/** Servers and sockets open now, with their addresses, to say which one was left. */
function openNow(): string {
  const handles =
    (process as unknown as { _getActiveHandles?: () => unknown[] })._getActiveHandles?.() ?? [];
  return handles
    .map((h) => {
      const name = (h as object).constructor?.name ?? 'handle';
      const s = h as {
        remoteAddress?: string;
        remotePort?: number;
        localPort?: number;
        _host?: string | null;
      };
      const server = h as { address?: () => unknown };
      if (name === 'Socket' && s.localPort !== undefined)
        return `socket :${s.localPort} → ${s.remoteAddress ?? `connecting to ${s._host ?? '?'}`}:${s.remotePort ?? ''}`;
      if (name === 'Server' && typeof server.address === 'function')
        return `server ${JSON.stringify(server.address())}`;
      return null;
    })
    .filter(Boolean)
    .join('; ');
}

let before = new Map<string, number>();
beforeAll(() => {
  before = resources();
});

// Registered first, so it runs after the file's own afterAll hooks (vitest runs them in reverse).
afterAll(async () => {
  for (const key of Object.keys(process.env)) {
    if (!(key in atStart)) delete process.env[key];
  }
  for (const [key, value] of Object.entries(atStart)) {
    if (process.env[key] !== value) process.env[key] = value;
  }
  if (!sharing) return;
  // A closed socket or server goes away on a later turn of the event loop; a loaded machine may
  // take a while to get there.
  const deadline = Date.now() + 10_000;
  let left = leftOver(before);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    left = leftOver(before);
  }
  if (left.length > 0) {
    throw new Error(
      `this file left ${left.join(', ')} running; with modules shared (issue 24) it would run on ` +
        `into the next file in this process: close it in afterAll. Open now: ${openNow()}`,
    );
  }
});

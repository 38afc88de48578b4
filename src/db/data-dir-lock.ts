import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/*
 * The embedded database is one process's files: PGlite lets a second process open the same
 * directory and both would write to it. The server, a backup and a restore therefore hold
 * DATA_DIR/oncocds.lock while they use it. A lock whose process is gone (kill -9, power loss) is
 * stale and taken over.
 */

export type LockRole = 'server' | 'backup' | 'restore';

export interface LockOwner {
  role: LockRole;
  pid: number;
  hostname: string;
  /** The kernel's start time of the process (Linux), so a reused pid is not mistaken for it. */
  processStart: string | null;
  since: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly owner: LockOwner,
    readonly lockFile: string,
  ) {
    super(
      `${lockFile} is held by a ${owner.role} (pid ${owner.pid} on ${owner.hostname}, since ` +
        `${owner.since})` +
        (owner.hostname === hostname()
          ? ''
          : '; it was taken on another host, so whether it still runs cannot be checked from ' +
            'here: stop it, or delete the lock file if you are sure it is gone'),
    );
  }
}

export function lockFile(dataDir: string): string {
  return path.join(dataDir, 'oncocds.lock');
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it are space-separated.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return true; // cannot tell: assume it runs
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStart(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

/** The live holder of the data directory, or null when it is free (no lock, or a stale one). */
export function liveOwner(dataDir: string): LockOwner | null {
  let owner: LockOwner;
  try {
    owner = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as LockOwner;
  } catch {
    return null; // absent, or unreadable: a half-written lock of a process that died writing it
  }
  return isAlive(owner) ? owner : null;
}

export interface DataDirLock {
  release(): void;
}

/** Takes the data directory for `role`, or throws DataDirBusyError naming its live holder. */
export function acquireDataDirLock(dataDir: string, role: LockRole): DataDirLock {
  const file = lockFile(dataDir);
  const me: LockOwner = {
    role,
    pid: process.pid,
    hostname: hostname(),
    processStart: processStart(process.pid),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' fails when the file exists: two processes cannot both create it.
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = liveOwner(dataDir);
      if (owner) throw new DataDirBusyError(owner, file);
      // Another process replaced the stale lock between our two attempts.
      if (attempt > 0) throw new Error(`${file} changed hands while it was being taken; retry`);
      unlinkSync(file); // stale
    }
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      try {
        const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
        if (owner.pid === me.pid && owner.since === me.since) unlinkSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}

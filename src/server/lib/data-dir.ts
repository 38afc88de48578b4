import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the JWT root secret and, on PGlite, the whole database, so it is owner-only:
 * the directory 0700 (nobody else can even look inside), every file 0600.
 *
 * The umask covers what this process creates. PGlite is the exception: its file system layer
 * sets 0666 on the files PostgreSQL creates, whatever the umask. Those stay unreachable behind
 * the 0700 directory while the server runs, and `restrictTreeToOwner` tightens them at start
 * and at shutdown, so nothing at rest is open.
 */
export function protectDataDir(dataDir: string): string[] {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return restrictTreeToOwner(dataDir);
}

/**
 * chmod go-rwx on a tree (symlinks are left alone). Returns the paths it could not change (a
 * volume owned by someone else, a file system without modes) for the caller to warn about: a
 * server that cannot tighten a mode should say so, not refuse to start.
 */
export function restrictTreeToOwner(root: string): string[] {
  const failed: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop()!;
    try {
      const stat = lstatSync(current, { throwIfNoEntry: false });
      if (!stat || stat.isSymbolicLink()) continue;
      if ((stat.mode & 0o077) !== 0) chmodSync(current, stat.mode & 0o700);
      if (stat.isDirectory()) {
        for (const name of readdirSync(current)) pending.push(path.join(current, name));
      }
    } catch {
      failed.push(current);
    }
  }
  return failed;
}

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, liveOwner } from '../db/data-dir-lock';
import {
  backupStoppedPglite,
  pgliteDir,
  requestBackupFromServer,
  restorePglite,
} from '../db/pglite-backup';
import { loadServerEnv } from './config';

/*
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE` for the embedded database in
 * DATA_DIR. A backup of a running server is taken by that server, between queries; otherwise the
 * data directory is opened here. A restore needs the server stopped. With DATABASE_URL set,
 * PostgreSQL's own pg_dump and pg_restore apply (README).
 */

const USAGE = `usage: npm run backup [-- --out FILE]   back up DATA_DIR's embedded database
       npm run restore -- FILE          replace it with a backup (server stopped)`;

const ONLINE_TIMEOUT_MS = 10 * 60_000;

function defaultBackupFile(dataDir: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join(dataDir, 'backups', `oncocds-${stamp}.tar.gz`);
}

async function backup(dataDir: string, out: string | undefined): Promise<void> {
  const outFile = path.resolve(out ?? defaultBackupFile(dataDir, new Date()));
  if (existsSync(outFile)) throw new Error(`${outFile} exists; choose another file`);
  const owner = liveOwner(dataDir);
  let bytes: number;
  if (owner?.role === 'server') {
    console.info(`The server (pid ${owner.pid}) holds the database; asking it for the backup…`);
    bytes = await requestBackupFromServer(dataDir, owner, outFile, {
      id: randomUUID(),
      timeoutMs: ONLINE_TIMEOUT_MS,
    });
  } else {
    const lock = acquireDataDirLock(dataDir, 'backup');
    try {
      bytes = await backupStoppedPglite(pgliteDir(dataDir), outFile);
    } finally {
      lock.release();
    }
  }
  console.info(`Backed up to ${outFile} (${(bytes / 1e6).toFixed(1)} MB).`);
}

async function restore(dataDir: string, archive: string | undefined): Promise<void> {
  if (!archive) throw new Error(`name the backup to restore\n${USAGE}`);
  const archiveFile = path.resolve(archive);
  if (!existsSync(archiveFile)) throw new Error(`${archiveFile} does not exist`);
  // Throws, naming the server, when one is running on this data directory.
  const lock = acquireDataDirLock(dataDir, 'restore');
  try {
    const { previous } = await restorePglite(archiveFile, pgliteDir(dataDir), new Date());
    console.info(`Restored ${archiveFile} into ${pgliteDir(dataDir)}.`);
    if (previous)
      console.info(`The database it replaced is kept in ${previous}; delete it when satisfied.`);
  } finally {
    lock.release();
  }
}

export async function runBackupCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const env = loadServerEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore ' +
        '(README, "Backups").',
    );
    return 2;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  if (command === 'backup' && (rest.length === 0 || (rest.length === 2 && rest[0] === '--out'))) {
    await backup(dataDir, rest[1]);
    return 0;
  }
  if (command === 'restore' && rest.length === 1) {
    await restore(dataDir, rest[0]);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

// Run as a program (npm scripts, or node dist/server/backup-cli.mjs), not when a test imports it.
if (process.argv[1] && /backup-cli\.(ts|mjs)$/.test(process.argv[1])) {
  runBackupCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

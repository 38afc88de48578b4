import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from './client';
import type { LockOwner } from './data-dir-lock';

/*
 * Backups of the embedded database: PGlite's `dumpDataDir` tarball of the whole data directory
 * (gzipped), restored with `loadDataDir`. PostgreSQL deployments use pg_dump (README).
 */

/** Where the server keeps the embedded database inside DATA_DIR (main.ts). */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes `bytes` to `file` whole or not at all: a sibling written and synced, then renamed. */
export function writeFileAtomically(file: string, bytes: Uint8Array): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const partial = `${file}.partial-${process.pid}`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
  fsyncDir(dir);
}

/** A tarball of a live PGlite, written atomically. PGlite takes it between queries. */
export async function writeDump(dump: () => Promise<Blob>, outFile: string): Promise<number> {
  const bytes = new Uint8Array(await (await dump()).arrayBuffer());
  writeFileAtomically(outFile, bytes);
  return bytes.length;
}

/** Backs up a data directory no server is using (the caller holds the DATA_DIR lock). */
export async function backupStoppedPglite(pgDir: string, outFile: string): Promise<number> {
  if (!existsSync(path.join(pgDir, 'PG_VERSION')))
    throw new Error(`${pgDir} holds no database to back up`);
  const db = await openPglite(pgDir);
  try {
    return await writeDump(() => db.dumpDataDir('gzip'), outFile);
  } finally {
    await db.close();
  }
}

/** A backup must be an OncoCDS database: one the migrations have run on. */
async function verifyOncoCdsDatabase(db: PGlite): Promise<void> {
  const migrated = await db
    .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
    .catch(() => null);
  if (!migrated?.rows[0]?.n)
    throw new Error('the archive is a database, but not an OncoCDS one (no migrations applied)');
}

const staging = (pgDir: string) => `${pgDir}.restoring`;

export interface RestoreResult {
  /** The data directory the restore replaced, kept beside it until someone deletes it. */
  previous: string | null;
}

/**
 * Restores a backup over `pgDir` (the caller holds the DATA_DIR lock, so no server runs). The
 * archive is unpacked into a sibling directory and opened there first; only a database that
 * opens and carries OncoCDS migrations replaces the current one, by renames on one filesystem.
 * The replaced directory is kept as `<pgDir>.before-restore-<time>`.
 */
export async function restorePglite(
  archiveFile: string,
  pgDir: string,
  now: Date,
): Promise<RestoreResult> {
  const archive = new Blob([readFileSync(archiveFile)]);
  const next = staging(pgDir);
  rmSync(next, { recursive: true, force: true });
  mkdirSync(path.dirname(pgDir), { recursive: true, mode: 0o700 });
  try {
    const db = await openPglite(next, archive);
    try {
      await verifyOncoCdsDatabase(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${archiveFile} cannot be restored, nothing was changed: ${reason}`);
  }
  let previous: string | null = null;
  if (existsSync(pgDir)) {
    previous = `${pgDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(pgDir, previous);
  }
  renameSync(next, pgDir);
  fsyncDir(path.dirname(pgDir));
  return { previous };
}

/**
 * A restore interrupted between its two renames (power loss) leaves no database but a complete
 * staged one; a server starting then would create an empty database instead. Refuse to start.
 */
export function assertNoInterruptedRestore(pgDir: string): void {
  if (!existsSync(pgDir) && existsSync(path.join(staging(pgDir), 'PG_VERSION')))
    throw new Error(
      `A restore was interrupted: ${staging(pgDir)} holds the restored database. Rename it to ` +
        `${pgDir} to finish the restore (or run npm run restore again), then start the server.`,
    );
}

/*
 * Online backups: the embedded database belongs to the running server, so `npm run backup` asks
 * it (a request file, then SIGUSR2; same user only, as for any signal) and waits for its answer.
 */

interface BackupRequest {
  id: string;
  out: string;
}
interface BackupAnswer {
  id: string;
  bytes?: number;
  error?: string;
}

const requestFile = (dataDir: string) => path.join(dataDir, 'backup-request.json');
const answerFile = (dataDir: string) => path.join(dataDir, 'backup-answer.json');

/** Server side: writes the requested backup of its live database. */
export async function answerBackupRequest(
  dataDir: string,
  dump: () => Promise<Blob>,
): Promise<BackupAnswer | null> {
  let request: BackupRequest;
  try {
    request = JSON.parse(readFileSync(requestFile(dataDir), 'utf8')) as BackupRequest;
    unlinkSync(requestFile(dataDir));
  } catch {
    return null; // a signal without a request
  }
  let answer: BackupAnswer;
  try {
    if (!path.isAbsolute(request.out)) throw new Error('the backup path must be absolute');
    answer = { id: request.id, bytes: await writeDump(dump, request.out) };
  } catch (error) {
    answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  writeFileSync(answerFile(dataDir), JSON.stringify(answer), { mode: 0o600 });
  return answer;
}

/** CLI side: asks the server holding the data directory for a backup and waits for it. */
export async function requestBackupFromServer(
  dataDir: string,
  server: LockOwner,
  outFile: string,
  opts: { id: string; timeoutMs: number },
): Promise<number> {
  rmSync(answerFile(dataDir), { force: true });
  writeFileSync(requestFile(dataDir), JSON.stringify({ id: opts.id, out: outFile }), {
    mode: 0o600,
  });
  process.kill(server.pid, 'SIGUSR2');
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    let answer: BackupAnswer;
    try {
      answer = JSON.parse(readFileSync(answerFile(dataDir), 'utf8')) as BackupAnswer;
    } catch {
      continue;
    }
    if (answer.id !== opts.id) continue;
    rmSync(answerFile(dataDir), { force: true });
    if (answer.error !== undefined)
      throw new Error(`the server could not back up: ${answer.error}`);
    return answer.bytes ?? 0;
  }
  rmSync(requestFile(dataDir), { force: true });
  throw new Error(
    `the server (pid ${server.pid}) did not answer within ${opts.timeoutMs / 1000} s`,
  );
}

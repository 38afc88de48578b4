import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, openPglite } from '../db/client';
import { DataDirBusyError, lockFile, type LockOwner } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { assertNoInterruptedRestore, pgliteDir } from '../db/pglite-backup';
import { buildApp } from './app';
import { runBackupCli } from './backup-cli';
import { serverEnvSchema } from './config';
import { secretsFromRoot } from './lib/secrets';
import { SOURCE_ENTRY, startChildServer } from './test-support/child-server';
import { pgliteTemplate } from './test-support/db-template';
import { migratedDataDir } from './test-support/migrated-data-dir';
import { signUpUser, STRONG_PASSWORD, TEST_JWT_ROOT } from './test-support/test-app';

/*
 * The embedded database's backup and restore (`npm run backup`, `npm run restore`): a backup
 * restores to identical data, whether the server was stopped or running when it was taken; a
 * restore refuses a running server's data and a bad archive, and changes nothing when it fails.
 */

const scratch: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
const savedEnv = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

/** Every row of every table, digested per table: equal fingerprints mean identical data. */
async function fingerprint(pgDir: string): Promise<Record<string, string>> {
  const db = await openPglite(pgDir);
  try {
    const tables = await db.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const { rows } = await db.query<{ n: number; digest: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))
         as digest from ${name} t`,
      );
      out[name] = `${rows[0]?.n}:${rows[0]?.digest}`;
    }
    return out;
  } finally {
    await db.close();
  }
}

/** The files of a directory with their sizes and times: unchanged means nothing wrote to it. */
function treeState(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const st = statSync(file);
      return `${path.relative(dir, file)}:${st.size}:${st.mtimeMs}:${st.ino}`;
    })
    .sort()
    .join('\n');
}

/**
 * A DATA_DIR holding a migrated database with two accounts in two institutions. It starts as a
 * copy of the run's migrated template (db-template.ts) when there is one: creating an empty
 * cluster and migrating it is what a backup does not depend on, and it took most of this file's
 * time on a loaded machine (issue 24).
 */
async function populatedDataDir(): Promise<string> {
  const dataDir = tempDir('oncocds-backup-');
  const db = await createDb({ dataDir: pgliteDir(dataDir), loadDataDir: pgliteTemplate() });
  await runMigrations(db);
  const app = await buildApp({
    env: serverEnvSchema.parse({}),
    db,
    secrets: secretsFromRoot(TEST_JWT_ROOT),
    clientDir: null,
  });
  await signUpUser(app, { role: 'pharmacist', institution: 'Hospital A' });
  await signUpUser(app, { role: 'nurse', institution: 'Hospital B' });
  await app.close();
  await db.close();
  return dataDir;
}

async function cli(dataDir: string, ...args: string[]): Promise<number> {
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  return runBackupCli(args);
}

let dataDir: string;
let original: Record<string, string>;

// Each embedded database takes seconds to open, many more on a loaded machine.
beforeAll(async () => {
  dataDir = await populatedDataDir();
  original = await fingerprint(pgliteDir(dataDir));
}, 300_000);

afterEach(() => {
  process.env.DATA_DIR = savedEnv.DATA_DIR;
  if (savedEnv.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedEnv.DATABASE_URL;
});

afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('a stopped server', () => {
  it('restores a backup to identical data, keeping the replaced database beside it', async () => {
    const archive = path.join(tempDir('oncocds-archive-'), 'before.tar.gz');
    expect(await cli(dataDir, 'backup', '--out', archive)).toBe(0);
    expect(readFileSync(archive).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    // Change the data after the backup: one more account.
    const db = await createDb({ dataDir: pgliteDir(dataDir) });
    const app = await buildApp({
      env: serverEnvSchema.parse({}),
      db,
      secrets: secretsFromRoot(TEST_JWT_ROOT),
      clientDir: null,
    });
    await signUpUser(app, { role: 'student' });
    await app.close();
    await db.close();
    const changed = await fingerprint(pgliteDir(dataDir));
    expect(changed).not.toEqual(original);

    expect(await cli(dataDir, 'restore', archive)).toBe(0);
    expect(await fingerprint(pgliteDir(dataDir))).toEqual(original);
    const kept = readdirSync(dataDir).filter((f) => f.startsWith('pglite.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(await fingerprint(path.join(dataDir, kept[0] as string))).toEqual(changed);
    expect(existsSync(`${pgliteDir(dataDir)}.restoring`)).toBe(false);
    expect(existsSync(lockFile(dataDir))).toBe(false);
  }, 300_000);

  it('refuses an archive that is not an OncoCDS database and changes nothing', async () => {
    const before = treeState(pgliteDir(dataDir));
    const junk = path.join(tempDir('oncocds-archive-'), 'junk.tar.gz');
    writeFileSync(junk, 'not a tarball');
    await expect(cli(dataDir, 'restore', junk)).rejects.toThrow(/cannot be restored/);

    const empty = await openPglite(path.join(tempDir('oncocds-other-'), 'pg'));
    const foreign = path.join(tempDir('oncocds-archive-'), 'foreign.tar.gz');
    writeFileSync(foreign, new Uint8Array(await (await empty.dumpDataDir('gzip')).arrayBuffer()));
    await empty.close();
    await expect(cli(dataDir, 'restore', foreign)).rejects.toThrow(/not an OncoCDS one/);

    expect(treeState(pgliteDir(dataDir))).toBe(before);
    expect(existsSync(`${pgliteDir(dataDir)}.restoring`)).toBe(false);
  }, 300_000);

  it('will not overwrite an existing backup file', async () => {
    const archive = path.join(tempDir('oncocds-archive-'), 'exists.tar.gz');
    writeFileSync(archive, 'keep me');
    await expect(cli(dataDir, 'backup', '--out', archive)).rejects.toThrow(/exists/);
    expect(readFileSync(archive, 'utf8')).toBe('keep me');
  });

  it('points PostgreSQL deployments to pg_dump', async () => {
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = 'postgres://u:p@127.0.0.1:1/db';
    expect(await runBackupCli(['backup'])).toBe(2);
    expect(await runBackupCli(['restore', 'x.tar.gz'])).toBe(2);
  });
});

describe('the data directory lock', () => {
  let holder: ChildProcess | null = null;
  afterEach(() => {
    holder?.kill('SIGKILL');
    holder = null;
    rmSync(lockFile(dataDir), { force: true });
  });

  /** Another live process on this host holding DATA_DIR as `role`. */
  function heldBy(role: LockOwner['role']) {
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    const owner: LockOwner = {
      role,
      pid: holder.pid as number,
      hostname: hostname(),
      processStart: null,
      since: new Date().toISOString(),
    };
    writeFileSync(lockFile(dataDir), JSON.stringify(owner));
  }

  it('stops a restore over data another process holds, and a backup that would race it', async () => {
    heldBy('restore');
    const archive = path.join(tempDir('oncocds-archive-'), 'a.tar.gz');
    await expect(cli(dataDir, 'backup', '--out', archive)).rejects.toThrow(DataDirBusyError);
    writeFileSync(archive, 'any archive');
    await expect(cli(dataDir, 'restore', archive)).rejects.toThrow(/held by a restore/);
  });

  it('takes over a lock whose process is gone', async () => {
    heldBy('server');
    holder?.kill('SIGKILL');
    await new Promise((resolve) => holder?.once('exit', resolve));
    const archive = path.join(tempDir('oncocds-archive-'), 'stale.tar.gz');
    expect(await cli(dataDir, 'backup', '--out', archive)).toBe(0);
  }, 300_000);

  it('keeps a server from starting on an interrupted restore', () => {
    // Power lost between the restore's two renames: the staged database is complete, the
    // database directory gone.
    const pg = pgliteDir(tempDir('oncocds-interrupted-'));
    cpSync(pgliteDir(dataDir), `${pg}.restoring`, { recursive: true });
    expect(() => assertNoInterruptedRestore(pg)).toThrow(/restore was interrupted/);
    cpSync(pgliteDir(dataDir), pg, { recursive: true });
    expect(() => assertNoInterruptedRestore(pg)).not.toThrow();
  });
});

describe('a running server', () => {
  it('backs up through the server, and a restore over its data is refused', async () => {
    // The server opens a migrated copy instead of creating its database through tsx, and skips
    // the background table of every drug pair, which a backup does not read (issue 24: this test
    // was the suite's longest, 71 s quiet and 240-282 s under load).
    const live = (await migratedDataDir('oncocds-live-')).path;
    scratch.push(live);
    const server = await startChildServer({
      entry: SOURCE_ENTRY,
      dataDir: live,
      env: { LOG_LEVEL: 'error', ONCOCDS_TEST_SKIP_PAIR_PRECOMPUTE: '1' },
    });
    let archive = '';
    try {
      const signup = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'live.backup@example.org',
          password: STRONG_PASSWORD,
          data: { first_name: 'Live', last_name: 'Backup', role: 'oncologist', institution: 'L' },
        }),
      });
      expect(signup.status).toBe(200);
      archive = path.join(tempDir('oncocds-archive-'), 'live.tar.gz');
      expect(await cli(live, 'backup', '--out', archive)).toBe(0);
      await expect(cli(live, 'restore', archive)).rejects.toThrow(/held by a server/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const stopped = await fingerprint(pgliteDir(live));
    expect(stopped['public.users']).toMatch(/^1:/);

    const elsewhere = tempDir('oncocds-restored-');
    expect(await cli(elsewhere, 'restore', archive)).toBe(0);
    expect(await fingerprint(pgliteDir(elsewhere))).toEqual(stopped);
  }, 300_000);
});

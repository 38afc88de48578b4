import { createHash, randomUUID } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { createDb } from '../../db/client';
import { migrationsFolder, runMigrations } from '../../db/migrate';

/**
 * One migrated database per integration run, copied by every test file (issue 24: CI time).
 *
 * Booting an empty PGlite cluster (its initdb) and applying every migration was most of a file's
 * set-up: measured on the shared 2-core machine, a fresh in-memory PGlite took 23–39 s and loading
 * a dump of an already migrated one 9 s (the same ratio holds on a quiet machine, ~4 s against
 * ~1.5 s). So vitest's globalSetup (`setup` below) builds the database once from the migrations in
 * `drizzle/` (read at every run, so a new migration is picked up with no list to keep) and each
 * file starts from a copy:
 * - PGlite: a `dumpDataDir` tarball in a temporary folder, loaded with `loadDataDir`;
 * - PostgreSQL (`DATABASE_URL`): a template database, copied with `CREATE DATABASE … TEMPLATE`.
 * createTestDb still runs the migrations on the copy (a no-op when nothing is missing), so a test
 * never sees a schema older than the tree. `ONCOCDS_TEST_DB_TEMPLATE=off` turns the copy off
 * (every file migrates its own database, as before) to compare the two.
 *
 * The PGlite tarball is also kept between runs, outside the repository (the system's temporary
 * folder), under a hash of everything it is made from: every file in `drizzle/`, this file, the
 * database client and the PGlite version. A run of one integration file then skips the ~5–15 s
 * initdb; any change to a migration makes a new key, so a stale template is never loaded.
 */

const PGLITE_ENV = 'ONCOCDS_TEST_PGLITE_TEMPLATE';
const PG_ENV = 'ONCOCDS_TEST_PG_TEMPLATE';

/** vitest globalSetup of the `int` project: builds the template; returns the teardown. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.ONCOCDS_TEST_DB_TEMPLATE === 'off') return undefined;
  const url = process.env.DATABASE_URL;
  return url ? buildPostgresTemplate(url) : buildPgliteTemplate();
}

async function buildPgliteTemplate(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'oncocds-int-template-'));
  const file = path.join(dir, 'migrated.tar.gz');
  const key = pgliteTemplateKey();
  const cached = cachedPgliteTemplate(key);
  const tarball = cached ?? (await migratedPgliteTarball());
  writeFileSync(file, tarball);
  if (!cached) keepPgliteTemplate(key, tarball);
  // Set before vitest starts its workers, which inherit the environment.
  process.env[PGLITE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A new in-memory PGlite, migrated and tuned, as a `dumpDataDir` tarball. */
async function migratedPgliteTarball(): Promise<Buffer> {
  const db = await createDb({});
  try {
    await runMigrations(db);
    // Every copy boots with these settings (ALTER SYSTEM writes postgresql.auto.conf, which the
    // dump carries). PGlite zero-fills its shared memory at each start, and with the default
    // 128 MB of shared buffers that memset was the largest part of a copy's boot: ~1 s of CPU of
    // ~2.5 s, measured with process.cpuUsage on the shared 2-core machine. A test database holds
    // a few megabytes; the settings change no query's result, and PGlite is single-user, so it
    // never uses more than one of its connection slots.
    await db.exec(`alter system set shared_buffers = '16MB'`);
    await db.exec(`alter system set max_connections = 10`);
    return Buffer.from(await (await db.dump!()).arrayBuffer());
  } finally {
    await db.close();
  }
}

const CACHE_DIR = path.join(tmpdir(), 'oncocds-int-template-cache');
/** Kept templates unused for this long are deleted when a new one is kept. */
const CACHE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** Hash of what the migrated template is made of: a change to any of these builds a new one. */
function pgliteTemplateKey(): string {
  const hash = createHash('sha256');
  const add = (label: string, bytes: Buffer | string) => {
    hash.update(`${label}\0${bytes.length}\0`);
    hash.update(bytes);
  };
  const folder = migrationsFolder();
  const files = (readdirSync(folder, { recursive: true }) as string[]).sort();
  for (const name of files) {
    const full = path.join(folder, name);
    if (statSync(full).isFile()) add(`drizzle/${name}`, readFileSync(full));
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  add('db-template', readFileSync(path.join(here, 'db-template.ts')));
  add('db-client', readFileSync(path.join(here, '../../db/client.ts')));
  // The package's entry is dist/index.*; its manifest one folder up names the version.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.resolve(path.dirname(pgliteEntry), '..', 'package.json');
  add('pglite', JSON.parse(readFileSync(manifest, 'utf8')).version as string);
  return hash.digest('hex').slice(0, 32);
}

/** The kept template for `key`, if there is one and it is a whole gzip stream. */
function cachedPgliteTemplate(key: string): Buffer | undefined {
  try {
    const file = path.join(CACHE_DIR, `${key}.tar.gz`);
    const bytes = readFileSync(file);
    gunzipSync(bytes);
    // Used now: not pruned for another week.
    const now = new Date();
    utimesSync(file, now, now);
    return bytes;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a template for later runs. Written under a temporary name and renamed, so a run started
 * meanwhile reads either nothing or the whole file; a failure only costs the next run its initdb.
 */
function keepPgliteTemplate(key: string, tarball: Buffer): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true, mode: 0o700 });
    const target = path.join(CACHE_DIR, `${key}.tar.gz`);
    const now = Date.now();
    for (const name of readdirSync(CACHE_DIR)) {
      const full = path.join(CACHE_DIR, name);
      if (full !== target && now - statSync(full).mtimeMs > CACHE_MAX_AGE_MS)
        rmSync(full, { force: true });
    }
    const partial = `${target}.${process.pid}.${randomUUID()}.partial`;
    writeFileSync(partial, tarball, { mode: 0o600 });
    renameSync(partial, target);
  } catch (error) {
    console.warn(`integration template not kept for later runs: ${(error as Error).message}`);
  }
}

async function buildPostgresTemplate(url: string): Promise<() => Promise<void>> {
  const name = `oncocds_tpl_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(url, `create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: templateUrl.toString(), poolSize: 1 });
  try {
    await runMigrations(db);
  } finally {
    await db.close();
  }
  // A copy fails while anyone is connected to the template ("being accessed by other users"):
  // refusing connections keeps autovacuum off it too (it visits such a database only to prevent
  // wraparound).
  await adminQuery(url, `alter database ${name} with allow_connections false`);
  process.env[PG_ENV] = name;
  return async () => {
    delete process.env[PG_ENV];
    await adminQuery(url, `drop database if exists ${name}`).catch((error: Error) => {
      console.warn(`template database ${name} left behind: ${error.message}`);
    });
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let pgliteTarball: Blob | undefined;

/** The migrated PGlite data directory to start from, or undefined when there is no template. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_ENV];
  if (!file) return undefined;
  // Read once per worker: a file's databases all load the same bytes.
  pgliteTarball ??= new Blob([readFileSync(file)]);
  return pgliteTarball;
}

/** The migrated PostgreSQL database to copy, or undefined when there is none. */
export function postgresTemplate(): string | undefined {
  const name = process.env[PG_ENV];
  return name && /^oncocds_tpl_[0-9a-f]{16}$/.test(name) ? name : undefined;
}

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread';
import * as schema from './schema';
import { TransactionSafePool } from './transaction-safe-pool';

export type Schema = typeof schema;
/** The common surface of the PGlite and node-postgres drizzle clients; services use only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Arbitrary constant naming the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 724_311_001;

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Raw SQL for health checks and tests. */
  exec(sql: string): Promise<void>;
  /** Apply the generated migrations in `folder`. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (a consistent backup). */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's use, for /metrics. */
  poolStats?(): PoolStats;
  /** PGlite only: a copy of this database for test isolation (fast, no re-migration). */
  clone?(): Promise<DbHandle>;
}

export interface PoolStats {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface CreateDbOptions {
  /** PostgreSQL URL; when absent an embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; when absent (tests) PGlite runs in memory. */
  dataDir?: string | undefined;
  /** Pool size for node-postgres. */
  poolSize?: number;
  /**
   * PGlite only: run it in a worker thread (pglite-thread.ts), so its queries never hold the
   * HTTP thread. The server does; tests use the in-thread client, which can be cloned.
   */
  pgliteThread?: boolean;
  /**
   * PGlite in this thread only: start from a `dumpDataDir` tarball instead of an empty cluster.
   * The integration tests load one migrated database per file this way (test-support/db-template.ts).
   */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite in this thread only: PostgreSQL's `shared_buffers` (e.g. `16MB`). PGlite's 128 MB
   * default is zeroed at every start, ~0.6 of the ~1.5 s of CPU a start takes; the integration
   * tests' databases are a few MB and start ~70 times a run (test-support/test-app.ts).
   */
  pgliteSharedBuffers?: string;
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize ?? 10);
  // Owner-only: the embedded database is every record the app holds.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  if (options.pgliteThread) return wrapPgliteThread(await openPgliteThread(options.dataDir));
  return wrapPglite(
    await openPglite(options.dataDir, options.loadDataDir, options.pgliteSharedBuffers),
  );
}

/**
 * An embedded database with the extensions the schema uses; in memory without `dataDir`, or
 * created from a `dumpDataDir` tarball with `loadDataDir` (restore).
 */
export function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  sharedBuffers?: string,
): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }
      : {}),
    extensions: { pg_trgm },
  });
}

function wrapPglite(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
    clone: async () => wrapPglite((await client.clone()) as PGlite),
  };
}

function wrapPgliteThread(client: PgliteThreadClient): DbHandle {
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

function createPostgres(url: string, max: number): DbHandle {
  const pool = new TransactionSafePool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a checked-out one between two statements of a transaction (the server restarted or the
  // connection was terminated): pg emits that on the client, which the pool does not listen to
  // while it is out. The statement in flight still fails, and the pool drops the client on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    migrate: async (folder) => {
      // Several app servers may start at once behind a load balancer: a session-level advisory
      // lock on one dedicated connection lets one migrate while the others wait.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg(conn), { migrationsFolder: folder });
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
  };
}

import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../db/client';
import { acquireDataDirLock, type DataDirLock } from '../db/data-dir-lock';
import { answerBackupRequest, assertNoInterruptedRestore, pgliteDir } from '../db/pglite-backup';
import { runMigrations } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { buildApp } from './app';
import { loadServerEnv, metricsExposure } from './config';
import { protectDataDir, restrictTreeToOwner } from './lib/data-dir';
import { precomputeInteractionPairs } from './lib/interaction-warmup';
import { loadKnowledgeBase } from './lib/knowledge-base';
import { bufferedLogDestination } from './lib/log-destination';
import { serverLoggerOptions } from './lib/server-logger';
import { reportListening } from './lib/listening-message';
import { listenForMetrics, type MetricsListener } from './plugins/metrics';
import { resolveSecrets } from './lib/secrets';

/** Shutdown must finish within 2 s; past that the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 1800;

async function main() {
  const env = loadServerEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const unprotected = protectDataDir(dataDir);
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Bundled: dist/server → dist/client. From source (tsx): src/server → dist/client.
  const clientDir =
    process.env.CLIENT_DIR ??
    (import.meta.url.endsWith('.ts')
      ? path.resolve(here, '../../dist/client')
      : path.resolve(here, '../client'));

  // The embedded database is this process's alone: no second server, backup or restore on it.
  let lock: DataDirLock | null = null;
  if (!env.DATABASE_URL) {
    assertNoInterruptedRestore(pgliteDir(dataDir));
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir, 'server');
    process.on('exit', () => lock?.release());
  }
  const db = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : pgliteDir(dataDir),
    // The embedded database in its own thread, so it never holds the HTTP loop (issue 24).
    pgliteThread: true,
  });
  await runMigrations(db);
  await seedIfEmpty(db);
  unprotected.push(...restrictTreeToOwner(dataDir));

  const app = await buildApp({
    env,
    db,
    secrets: resolveSecrets(env.JWT_SECRET, dataDir),
    clientDir,
    logger: serverLoggerOptions(env.LOG_LEVEL, bufferedLogDestination()),
    serviceRoleKey: process.env.SERVICE_ROLE_KEY,
  });

  let metricsListener: MetricsListener | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await metricsListener?.close();
      await app.close();
      await db.close();
      restrictTreeToOwner(dataDir);
      lock?.release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `npm run backup` while this server runs: it leaves a request in DATA_DIR and signals.
  const dump = db.dump;
  if (dump) {
    let backingUp = false;
    process.on('SIGUSR2', () => {
      if (backingUp || closing) return;
      backingUp = true;
      void answerBackupRequest(dataDir, dump)
        .then((answer) => {
          if (answer?.error) app.log.error({ error: answer.error }, 'backup failed');
          else if (answer) app.log.info({ bytes: answer.bytes }, 'backup written');
        })
        .finally(() => (backingUp = false));
    });
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (unprotected.length > 0) {
    app.log.warn(
      { dataDir, paths: unprotected.length },
      'DATA_DIR: some files could not be made owner-only; restrict the directory yourself',
    );
  }
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  reportListening((app.server.address() as AddressInfo).port);
  const exposure = metricsExposure(env);
  if (exposure.kind === 'own-port' && app.metrics) {
    metricsListener = await listenForMetrics(app.metrics, exposure);
    app.log.info({ metrics: metricsListener.url }, 'metrics on their own port');
  }
  app.log.info({ address, database: db.kind }, 'OncoCDS is serving');
  // Every drug pair worked out while idle, so new medication lists are answered from the table.
  // Test-only switch: the browser journeys start a server per spec and use a few pairs each; the
  // checker works out any pair it has not seen on demand, so answers are the same without it.
  if (process.env.ONCOCDS_TEST_SKIP_PAIR_PRECOMPUTE !== '1')
    precomputeInteractionPairs(loadKnowledgeBase().checker, () =>
      app.log.info('interaction pair table complete'),
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

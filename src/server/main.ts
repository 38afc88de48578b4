import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { buildApp, REDACTED_LOG_PATHS } from './app';
import { loadServerEnv } from './config';
import { protectDataDir, restrictTreeToOwner } from './lib/data-dir';
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

  const db = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'),
  });
  await runMigrations(db);
  await seedIfEmpty(db);
  unprotected.push(...restrictTreeToOwner(dataDir));

  const app = await buildApp({
    env,
    db,
    secrets: resolveSecrets(env.JWT_SECRET, dataDir),
    clientDir,
    logger: { level: env.LOG_LEVEL, redact: { paths: REDACTED_LOG_PATHS, censor: '[REDACTED]' } },
    serviceRoleKey: process.env.SERVICE_ROLE_KEY,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await db.close();
      restrictTreeToOwner(dataDir);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (unprotected.length > 0) {
    app.log.warn(
      { dataDir, paths: unprotected.length },
      'DATA_DIR: some files could not be made owner-only; restrict the directory yourself',
    );
  }
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info({ address, database: db.kind }, 'OncoCDS is serving');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

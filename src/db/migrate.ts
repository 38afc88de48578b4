import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client';

/** The generated SQL migrations, found from the source tree, the built bundle, or the working directory. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../drizzle'),
    path.resolve(here, '../drizzle'),
    path.resolve(process.cwd(), 'drizzle'),
  ];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`No drizzle migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  await handle.migrate(migrationsFolder());
}

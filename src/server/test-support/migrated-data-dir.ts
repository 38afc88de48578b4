import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../db/client';
import { pgliteDir } from '../../db/pglite-backup';
import { pgliteTemplate } from './db-template';

/**
 * A DATA_DIR for a child server (child-server.ts) whose embedded database is a copy of the run's
 * migrated template (db-template.ts): the server then opens a database that exists instead of
 * creating an empty cluster and applying every migration through tsx, which was most of a child's
 * start on a loaded machine (issue 24). Without a template (a run with it turned off) the
 * directory is empty and the server creates its database, as `npm start` does the first time.
 */
export async function migratedDataDir(
  prefix = 'oncocds-child-',
): Promise<{ path: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = pgliteTemplate();
  if (template) {
    const db = await openPglite(pgliteDir(dir), template);
    await db.close();
  }
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

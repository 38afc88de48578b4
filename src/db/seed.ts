import { count } from 'drizzle-orm';
import type { DbHandle } from './client';
import { institutions } from './schema';

/**
 * Seed hook: runs once, when the database holds no institution yet. Demo data is added by the
 * feature modules that own it (see seedDemoData) so each stays next to its schema.
 */
export async function seedIfEmpty(handle: DbHandle): Promise<boolean> {
  const [row] = await handle.db.select({ n: count() }).from(institutions);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(handle);
  return true;
}

/** Demo content for a fresh install. Patients (SPEC §3: three demo patients) arrive with the patient module. */
export async function seedDemoData(_handle: DbHandle): Promise<void> {}

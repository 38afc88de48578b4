import { RECENT_PATIENTS_LIMIT } from '../config/constants';

/**
 * Puts a patient at the front of the recent-patients list (SPEC §5, §9): a patient already on the
 * list moves to the front, any other is prepended, and the list is cut to `limit` (10). The entry
 * passed in replaces the old one, so the list holds the freshest copy. Never mutates its input.
 */
export function pushRecentPatient<T extends { id: string }>(
  recent: readonly T[],
  patient: T,
  limit: number = RECENT_PATIENTS_LIMIT,
): T[] {
  return [patient, ...recent.filter((p) => p.id !== patient.id)].slice(0, Math.max(0, limit));
}

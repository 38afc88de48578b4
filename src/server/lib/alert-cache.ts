import type { FastifyRequest } from 'fastify';

/**
 * Which patients' stored alerts are known to be what the alert engine gives now (issue 24), so a
 * read of them is one query for the rows plus its audit row instead of loading every list, running
 * the engine and comparing hashes.
 *
 * An evaluation is a pure function of the patient's record, the knowledge base and the time. The
 * record's version is `patients.updated_at`, which every write to anything the alerts depend on
 * bumps in the same transaction (`changeRecord` in features/patients/service.ts); the knowledge
 * version names the knowledge base; and the time only matters through the record's own dates
 * (a lab's age in days, a medication's stop date, the patient's age), so the result cannot change
 * before the next whole day counted from one of those dates, nor, as a ceiling for any rule that
 * counts in hours, before `MAX_REUSE_MS`. An entry is used only while all three hold.
 *
 * Per process and in memory: another server process keeps its own, and since the key is the
 * record's version in the database, neither can serve the other's stale result. Bounded; the
 * least recently stored entry goes first.
 */

const DAY_MS = 86_400_000;
/** The longest an evaluation is reused without re-running the engine, whatever the dates say. */
export const MAX_REUSE_MS = 10 * 60_000;
const MAX_ENTRIES = 20_000;

export interface CachedEvaluation {
  recordVersion: number;
  knowledgeVersion: string;
  /** The engine must run again from this moment (milliseconds since the epoch). */
  validUntil: number;
  limitations: readonly string[];
  notes: readonly string[];
}

export class AlertEvaluationCache {
  private readonly entries = new Map<string, CachedEvaluation>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** The stored evaluation when it still answers for this record version, knowledge and time. */
  get(
    patientId: string,
    recordVersion: number,
    knowledgeVersion: string,
    nowMs: number,
  ): CachedEvaluation | undefined {
    const hit = this.entries.get(patientId);
    if (!hit) return undefined;
    if (
      hit.recordVersion !== recordVersion ||
      hit.knowledgeVersion !== knowledgeVersion ||
      nowMs >= hit.validUntil
    ) {
      return undefined;
    }
    return hit;
  }

  set(patientId: string, entry: CachedEvaluation): void {
    this.entries.delete(patientId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(patientId, entry);
  }

  /** Forgets a patient (a test's evaluator that is not pure, or a record known to have changed). */
  forget(patientId: string): void {
    this.entries.delete(patientId);
  }

  get size(): number {
    return this.entries.size;
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Every date in a value (Date objects and ISO date or date-time strings), walked recursively. */
function collectTimes(value: unknown, out: number[], depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (value instanceof Date) {
    const t = value.getTime();
    if (!Number.isNaN(t)) out.push(t);
    return;
  }
  if (typeof value === 'string') {
    if (value.length >= 10 && value.length <= 40 && ISO_DATE.test(value)) {
      const t = Date.parse(value);
      if (!Number.isNaN(t)) out.push(t);
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectTimes(item, out, depth + 1);
    return;
  }
  if (typeof value === 'object') {
    for (const item of Object.values(value)) collectTimes(item, out, depth + 1);
  }
}

/**
 * The first moment after `nowMs` at which an evaluation of `inputs` could differ from one made at
 * `nowMs`: a date still in the future, or the next whole day counted from a past date (where a
 * lab turns a day older or a birthday passes), and never later than `MAX_REUSE_MS` from now.
 */
export function nextTimeChange(inputs: readonly unknown[], nowMs: number): number {
  const times: number[] = [];
  for (const input of inputs) collectTimes(input, times);
  let next = nowMs + MAX_REUSE_MS;
  for (const t of times) {
    const change = t > nowMs ? t : t + (Math.floor((nowMs - t) / DAY_MS) + 1) * DAY_MS;
    if (change < next) next = change;
  }
  return next;
}

const caches = new WeakMap<object, AlertEvaluationCache>();

/**
 * The one cache of a database handle, shared by every feature of the app that reads alerts (the
 * alert read and the patient list's counts), as `eventBuffer` is for events.
 */
export function alertEvaluationCache(db: object): AlertEvaluationCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AlertEvaluationCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Brings stored alerts up to date for patients the caller has in scope (the alert feature's
 * `refreshStoredAlerts`); registered per database handle by the alert feature, so the patient
 * list can call it without importing another feature.
 */
export type StoredAlertRefresher = (
  request: FastifyRequest,
  patients: ReadonlyArray<{ id: string; updatedAt: Date }>,
) => Promise<number>;

const refreshers = new WeakMap<object, StoredAlertRefresher>();

export function registerAlertRefresher(db: object, refresh: StoredAlertRefresher): void {
  refreshers.set(db, refresh);
}

export function alertRefresher(db: object): StoredAlertRefresher | undefined {
  return refreshers.get(db);
}

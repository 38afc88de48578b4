import { z } from 'zod';

/**
 * What changed in the knowledge base between two versions (issue 12 item 5). Added and removed
 * records are derived by comparing the current records with a committed snapshot of the previous
 * version (id and content fingerprint per record), so nobody has to list a new record by hand;
 * a record whose fingerprint moved is "changed" and must carry a hand-written one-line reason.
 */

export const RECORD_KINDS = [
  'drug',
  'interaction',
  'drug-group',
  'standard-combination',
  'combination-product',
  'regimen',
  'protocol',
  'biomarker',
] as const;
export const recordKindSchema = z.enum(RECORD_KINDS);
export type RecordKind = z.infer<typeof recordKindSchema>;

/** Per kind, record id -> content fingerprint. */
export type RecordFingerprints = Partial<Record<RecordKind, Record<string, string>>>;

export interface KnowledgeSnapshot {
  version: string;
  records: RecordFingerprints;
}

const reasonSchema = z.string().min(10).max(300);
export const changelogSchema = z
  .object({
    version: z.string().regex(/^\d{4}\.\d{1,2}\.\d+$/),
    previousVersion: z.string().regex(/^\d{4}\.\d{1,2}\.\d+$/),
    /** The day this version was released. */
    releasedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    summary: z.string().min(10),
    /** One line for each changed record: kind:id -> reason. */
    changed: z.record(z.string(), reasonSchema),
    /** Reasons for particular added or removed records; others take the kind's default. */
    added: z.record(z.string(), reasonSchema).default({}),
    removed: z.record(z.string(), reasonSchema).default({}),
    /** The reason used for an added record of this kind that has none of its own. */
    addedDefault: z.partialRecord(recordKindSchema, reasonSchema).default({}),
    removedDefault: z.partialRecord(recordKindSchema, reasonSchema).default({}),
  })
  .strict();
export type Changelog = z.infer<typeof changelogSchema>;
export type ChangelogInput = z.input<typeof changelogSchema>;

export interface KnowledgeChange {
  kind: RecordKind;
  id: string;
  change: 'added' | 'changed' | 'removed';
  /** One line; `undefined` when nobody wrote one (a changed record must have one). */
  reason: string | undefined;
}

/** `kind:id`, the key of the hand-written changelog entries. */
export const changeKey = (kind: RecordKind, id: string) => `${kind}:${id}`;

/**
 * Every added, changed and removed record, by kind (in `RECORD_KINDS` order) and then by id.
 * A kind missing from one side counts as having no records there.
 */
export function diffKnowledge(
  previous: RecordFingerprints,
  current: RecordFingerprints,
  log: Changelog,
): KnowledgeChange[] {
  const out: KnowledgeChange[] = [];
  for (const kind of RECORD_KINDS) {
    const before = previous[kind] ?? {};
    const now = current[kind] ?? {};
    const ids = [...new Set([...Object.keys(before), ...Object.keys(now)])].sort();
    for (const id of ids) {
      const key = changeKey(kind, id);
      const was = before[id];
      const is = now[id];
      if (was === undefined && is !== undefined) {
        out.push({ kind, id, change: 'added', reason: log.added[key] ?? log.addedDefault[kind] });
      } else if (was !== undefined && is === undefined) {
        out.push({
          kind,
          id,
          change: 'removed',
          reason: log.removed[key] ?? log.removedDefault[kind],
        });
      } else if (was !== is) {
        out.push({ kind, id, change: 'changed', reason: log.changed[key] });
      }
    }
  }
  return out;
}

/**
 * A short, stable content fingerprint (FNV-1a, 64 bits as 16 hex digits) of a record's JSON with
 * object keys sorted, so that key order never counts as a change. Not a security hash: it only
 * tells whether a record's content moved between versions.
 */
export function fingerprint(value: unknown): string {
  const text = stableJson(value);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Fingerprints of every record of each kind, keyed by id. */
export function fingerprintAll(
  records: Partial<Record<RecordKind, ReadonlyArray<{ id: string }>>>,
): RecordFingerprints {
  const out: RecordFingerprints = {};
  for (const kind of RECORD_KINDS) {
    const list = records[kind];
    if (!list) continue;
    out[kind] = Object.fromEntries(list.map((r) => [r.id, fingerprint(r)]));
  }
  return out;
}

const countsSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
});

/** `GET /api/knowledge/changes`, shared by the server (response allow-list) and the client. */
/**
 * An institution's own change to what the product computes (issue 22): an approved knowledge
 * correction from the review workspace or an alert-policy entry, shown in the changelog as local.
 */
export const localChangeSchema = z
  .object({
    origin: z.enum(['correction', 'policy']),
    id: z.string(),
    /** What was changed: the fact (record and field) or the policy target. */
    name: z.string(),
    /** "major → moderate", "high → do not interrupt from 2026-12-01". */
    change: z.string(),
    reason: z.string(),
    /** Proposer and second approver. */
    by: z.string(),
    at: z.string(),
    /** Whether the checker and the alerts use it, or it is recorded against the fact only. */
    applies: z.enum(['checker-and-alerts', 'recorded-only', 'reverted']),
  })
  .strict();
export type LocalChange = z.infer<typeof localChangeSchema>;

export const knowledgeChangesResponseSchema = z.object({
  version: z.string(),
  previousVersion: z.string(),
  /** YYYY-MM-DD. */
  releasedOn: z.string(),
  summary: z.string(),
  counts: countsSchema,
  /** One row per kind of record, in `RECORD_KINDS` order, including kinds with no change. */
  byKind: z.array(countsSchema.extend({ kind: recordKindSchema })),
  /** By kind, then added / changed / removed, then name. */
  changes: z.array(
    z.object({
      kind: recordKindSchema,
      id: z.string(),
      /** Display name (a drug's name, "A + B" for an interaction); the id for a removed record. */
      name: z.string(),
      change: z.enum(['added', 'changed', 'removed']),
      reason: z.string(),
    }),
  ),
  /** The caller's institution's own changes, newest first (absent outside a signed-in read). */
  local: z.array(localChangeSchema).optional(),
});
export type KnowledgeChangesResponse = z.infer<typeof knowledgeChangesResponseSchema>;

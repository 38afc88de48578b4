import {
  findLab,
  parseRouteWord,
  type PatientData,
  type StoredAllergy,
  type StoredCondition,
  type StoredGeneticResult,
  type StoredLabValue,
  type StoredMedication,
  type StoredTreatment,
  type StoredTumourMeasurement,
  type StoredVitalSigns,
} from '../patients';
import type { ListSection } from './import';

/*
 * Re-import as an EHR sync (issue 20): what a bundle would add to, and change in, a record that is
 * already stored. An entry of the bundle that matches a stored entry (same drug and start, same lab
 * at the same time, same diagnosis, ...) is that entry: changed when a field the bundle gives
 * differs, unchanged otherwise. A stored entry the bundle does not mention is kept as it is: the
 * other system not knowing about it (a note made here, a lab from another hospital) is no reason
 * to delete it. A field the bundle leaves out never blanks a stored one.
 */

type Item<K extends ListSection> = PatientData[K][number];

export interface StoredLists {
  allergies: StoredAllergy[];
  medications: StoredMedication[];
  conditions: StoredCondition[];
  labValues: StoredLabValue[];
  genetics: StoredGeneticResult[];
  vitals: StoredVitalSigns[];
  treatmentHistory: StoredTreatment[];
  tumourMeasurements: StoredTumourMeasurement[];
}

export type IncomingLists = { [K in ListSection]: Array<Item<K>> };

export interface ChangedEntry<K extends ListSection> {
  /** The stored entry's id. */
  id: string;
  item: Item<K>;
  /** The item's fields whose value the bundle changes (names of the patient input). */
  fields: string[];
  summary: string;
}

export interface SectionDiff<K extends ListSection> {
  added: Array<{ item: Item<K>; summary: string }>;
  changed: Array<ChangedEntry<K>>;
  /** Entries of the bundle identical to a stored one. */
  unchanged: number;
  /** Stored entries the bundle does not mention: left as they are. */
  kept: number;
}

export type RecordDiff = { [K in ListSection]: SectionDiff<K> };

/** The diff as the import report shows it (no stored ids). */
export interface RecordUpdateSection {
  added: string[];
  changed: Array<{ summary: string; fields: string[] }>;
  unchanged: number;
  kept: number;
}

export interface DemographicChange {
  field: 'heightCm' | 'weightKg' | 'deceased' | 'deceasedDate';
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface RecordUpdate {
  patientId: string;
  /** How the stored patient was found: the id asked for, the MRN, or another identifier of the bundle's Patient. */
  matchedBy: 'patientId' | 'mrn' | 'identifier';
  demographics: DemographicChange[];
  sections: Record<ListSection, RecordUpdateSection>;
}

export interface DiffOptions {
  /** The knowledge-base drug ids a name resolves to (empty when unresolved). */
  drugIds(name: string): readonly string[];
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
const time = (ts: string) => Date.parse(ts.length === 10 ? `${ts}T00:00:00Z` : ts);
const drugKey = (ids: readonly string[], name: string) =>
  ids.length > 0 ? `d:${[...ids].sort().join('+')}` : `n:${norm(name)}`;
const labKey = (labType: string, labName?: string | null) =>
  labName ?? findLab(labType)?.name ?? norm(labType);

/** Equal for the diff: numbers within rounding, strings ignoring case and spacing, null = absent. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-9;
  if (typeof a === 'string' && typeof b === 'string') return norm(a) === norm(b);
  return false;
}

/**
 * Fields of `incoming` (only those it gives) whose value differs from `stored`. `read` maps an
 * input field to the stored value it is compared with.
 */
function changedFields<T extends object>(
  incoming: T,
  stored: Record<string, unknown>,
  fields: ReadonlyArray<keyof T & string>,
  read: Partial<Record<string, (s: Record<string, unknown>) => unknown>> = {},
  write: Partial<Record<string, (v: unknown) => unknown>> = {},
): string[] {
  const out: string[] = [];
  for (const f of fields) {
    const raw = (incoming as Record<string, unknown>)[f];
    if (raw === undefined || raw === '') continue;
    const value = write[f] ? write[f](raw) : raw;
    const current = read[f] ? read[f](stored) : stored[f];
    if (!same(value, current ?? null)) out.push(f);
  }
  return out;
}

/**
 * Pairs each incoming item with a stored one: first by its exact key, then (when the exact key is
 * missing on either side, e.g. no start date) by a looser key among the stored entries left.
 */
function pair<S extends { id: string }, I>(
  stored: S[],
  incoming: I[],
  keys: { stored: (s: S) => string[]; incoming: (i: I) => string[] },
): Array<{ item: I; match: S | null }> {
  const free = new Set(stored);
  const index = (level: number) => {
    const m = new Map<string, S[]>();
    for (const s of free) {
      const k = keys.stored(s)[level];
      if (k === undefined) continue;
      m.set(k, [...(m.get(k) ?? []), s]);
    }
    return m;
  };
  const out: Array<{ item: I; match: S | null }> = incoming.map((item) => ({ item, match: null }));
  const levels = Math.max(1, ...incoming.map((i) => keys.incoming(i).length));
  for (let level = 0; level < levels; level++) {
    const byKey = index(level);
    for (const o of out) {
      if (o.match) continue;
      const k = keys.incoming(o.item)[level];
      if (k === undefined) continue;
      const hit = byKey.get(k)?.find((s) => free.has(s));
      if (hit) {
        o.match = hit;
        free.delete(hit);
      }
    }
  }
  return out;
}

function section<K extends ListSection, S extends { id: string }>(
  stored: S[],
  incoming: Array<Item<K>>,
  keys: { stored: (s: S) => string[]; incoming: (i: Item<K>) => string[] },
  compare: (i: Item<K>, s: S) => string[],
  summary: (i: Item<K>) => string,
): SectionDiff<K> {
  const pairs = pair(stored, incoming, keys);
  const diff: SectionDiff<K> = { added: [], changed: [], unchanged: 0, kept: 0 };
  for (const { item, match } of pairs) {
    if (!match) {
      diff.added.push({ item, summary: summary(item) });
      continue;
    }
    const fields = compare(item, match);
    if (fields.length === 0) diff.unchanged += 1;
    else diff.changed.push({ id: match.id, item, fields, summary: summary(item) });
  }
  diff.kept = stored.length - pairs.filter((p) => p.match).length;
  return diff;
}

const asRecord = (s: object) => s as unknown as Record<string, unknown>;

/** The bundle's lists against the stored record: per list what is added, changed, unchanged, kept. */
export function diffRecord(
  stored: StoredLists,
  incoming: IncomingLists,
  options: DiffOptions,
): RecordDiff {
  const inDrug = (name: string) => drugKey(options.drugIds(name), name);
  return {
    medications: section<'medications', StoredMedication>(
      stored.medications,
      incoming.medications,
      {
        // Same drug and start date; then, when one side has no start date, the same drug. Two
        // dated orders of one drug (an earlier course, a new one) stay two orders.
        stored: (s) => {
          const k = drugKey(s.drugIds, s.drugName);
          return [`${k}|${s.startDate ?? ''}`, s.startDate ? '' : k, s.startDate ? k : ''];
        },
        incoming: (i) => {
          const k = inDrug(i.drugName);
          return [`${k}|${i.startDate ?? ''}`, i.startDate ? k : '-', i.startDate ? '-' : k];
        },
      },
      (i, s) =>
        changedFields(
          i,
          asRecord(s),
          ['dosage', 'frequency', 'route', 'startDate', 'isActive', 'prescribedBy'],
          {},
          { route: (v) => parseRouteWord(String(v)) },
        ),
      (i) => [i.drugName, i.dosage, i.frequency].filter(Boolean).join(' '),
    ),
    allergies: section<'allergies', StoredAllergy>(
      stored.allergies,
      incoming.allergies,
      { stored: (s) => [norm(s.allergen)], incoming: (i) => [norm(i.allergen)] },
      (i, s) =>
        changedFields(i, asRecord(s), [
          'allergenType',
          'severity',
          'reaction',
          'verified',
          'dateReported',
        ]),
      (i) => `${i.allergen} (${i.severity})`,
    ),
    conditions: section<'conditions', StoredCondition>(
      stored.conditions,
      incoming.conditions,
      {
        // A diagnosis is the same by its ICD-10 code, else its SNOMED CT code, else its name.
        stored: (s) => [
          s.icd10 ? `i:${s.icd10}` : '',
          s.snomed ? `s:${s.snomed}` : '',
          norm(s.name),
        ],
        incoming: (i) => [
          i.icd10 ? `i:${i.icd10}` : '-',
          i.snomed ? `s:${i.snomed}` : '-',
          norm(i.name),
        ],
      },
      (i, s) =>
        changedFields(i, asRecord(s), ['icd10', 'snomed', 'dateOfDiagnosis', 'status', 'stage']),
      (i) => `${i.name}${i.icd10 ? ` (${i.icd10})` : ''}${i.stage ? `, stage ${i.stage}` : ''}`,
    ),
    labValues: section<'labValues', StoredLabValue>(
      stored.labValues,
      incoming.labValues,
      {
        stored: (s) => [`${labKey(s.labType, s.labName)}@${time(s.timestamp)}`],
        incoming: (i) => [`${labKey(i.labType)}@${time(i.timestamp)}`],
      },
      (i, s) => changedFields(i, asRecord(s), ['value', 'unit', 'referenceRange']),
      (i) => `${findLab(i.labType)?.label ?? i.labType} ${i.value} ${i.unit} at ${i.timestamp}`,
    ),
    genetics: section<'genetics', StoredGeneticResult>(
      stored.genetics,
      incoming.genetics,
      {
        stored: (s) => geneticKeys(s, ''),
        incoming: (i) => geneticKeys(i, '-'),
      },
      (i, s) =>
        changedFields(i, asRecord(s), [
          'diplotype',
          'phenotype',
          'testDate',
          'laboratory',
          'alterationType',
          'value',
          'valueUnit',
          'status',
        ]),
      (i) =>
        [
          i.gene,
          i.partner ? `–${i.partner}` : '',
          ' ',
          i.alteration ?? i.diplotype ?? i.phenotype ?? '',
          i.status === 'not-detected' ? ' not detected' : '',
        ]
          .join('')
          .trim(),
    ),
    vitals: section<'vitals', StoredVitalSigns>(
      stored.vitals,
      incoming.vitals,
      {
        stored: (s) => [String(time(s.timestamp))],
        incoming: (i) => [String(time(i.timestamp))],
      },
      (i, s) =>
        changedFields(i, asRecord(s), [
          'bloodPressureSystolic',
          'bloodPressureDiastolic',
          'heartRate',
          'temperature',
          'performanceStatus',
        ]),
      (i) => `vital signs at ${i.timestamp}`,
    ),
    treatmentHistory: section<'treatmentHistory', StoredTreatment>(
      stored.treatmentHistory,
      incoming.treatmentHistory,
      {
        stored: (s) => [`${drugKey(s.drugIds, s.drugName)}|${s.date}`],
        incoming: (i) => [`${inDrug(i.drugName)}|${i.date}`],
      },
      (i, s) =>
        changedFields(i, asRecord(s), [
          'dose',
          'doseUnit',
          'cycle',
          'regimenId',
          'setting',
          'intent',
        ]),
      (i) => `${i.drugName} ${i.dose} ${i.doseUnit} on ${i.date}`,
    ),
    // One lesion per assessment: the same date and longest diameter is the same measurement.
    tumourMeasurements: section<'tumourMeasurements', StoredTumourMeasurement>(
      stored.tumourMeasurements,
      incoming.tumourMeasurements,
      {
        stored: (s) => [`${s.date}|${s.longestDiameterMm}`],
        incoming: (i) => [`${i.date}|${i.longestDiameterMm}`],
      },
      (i, s) => changedFields(i, asRecord(s), ['method', 'lymphNode', 'site', 'shortAxisMm']),
      (i) => `tumour size ${i.longestDiameterMm} mm on ${i.date}`,
    ),
  };
}

/**
 * A tumour finding is the same by gene, partner and alteration; a germline result (a
 * pharmacogene's diplotype) is the patient's one result for that gene, so a new diplotype
 * changes it rather than adding a second.
 */
function geneticKeys(
  g: {
    gene: string;
    partner?: string | null | undefined;
    origin?: string | null | undefined;
    alteration?: string | null | undefined;
    diplotype?: string | null | undefined;
  },
  none: string,
): string[] {
  const gene = g.gene.toUpperCase();
  const somatic = g.origin === 'somatic' || !!g.alteration;
  const exact = [
    gene,
    (g.partner ?? '').toUpperCase(),
    somatic ? 's' : 'g',
    norm(g.alteration ?? g.diplotype),
  ];
  return [exact.join('|'), somatic ? none : `${gene}|germline`];
}

/** True when the diff writes nothing. */
export function diffIsEmpty(diff: RecordDiff): boolean {
  return Object.values(diff).every((s) => s.added.length === 0 && s.changed.length === 0);
}

/** The sections the diff adds to or changes (the writer needs the right to change each). */
export function sectionsTouched(diff: RecordDiff): ListSection[] {
  return (Object.keys(diff) as ListSection[]).filter(
    (k) => diff[k].added.length > 0 || diff[k].changed.length > 0,
  );
}

/** The diff as the report carries it: summaries and counts, no stored ids. */
export function diffForReport(diff: RecordDiff): Record<ListSection, RecordUpdateSection> {
  const out = {} as Record<ListSection, RecordUpdateSection>;
  for (const k of Object.keys(diff) as ListSection[]) {
    const s = diff[k];
    out[k] = {
      added: s.added.map((a) => a.summary),
      changed: s.changed.map((c) => ({ summary: c.summary, fields: c.fields })),
      unchanged: s.unchanged,
      kept: s.kept,
    };
  }
  return out;
}

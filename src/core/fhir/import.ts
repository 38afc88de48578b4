import type { z } from 'zod';
import type { Route } from '../knowledge/drug';
import {
  allergySchema,
  conditionSchema,
  conditionStatusSchema,
  demographicsSchema,
  findLab,
  geneticResultSchema,
  icd10Schema,
  labValueSchema,
  medicationSchema,
  parseRouteWord,
  readLab,
  snomedCodeSchema,
  treatmentHistorySchema,
  vitalSignsSchema,
  type AllergyInput,
  type ConditionInput,
  type GeneticResultInput,
  type LabValueInput,
  type MedicationInput,
  type PatientInput,
  type TreatmentDoseUnit,
  type TreatmentHistoryInput,
  type VitalSignsInput,
} from '../patients';
import {
  ASSERTED_DATE_URL,
  INTERPRETATION_FLAGS,
  LOINC,
  ONCOCDS_EXTENSION,
  PSEUDONYM_SYSTEM,
  ROUTE_SNOMED,
  ROUTE_WORD,
  SNOMED_TNM_CATEGORY,
  SYSTEM,
  isStageCode,
  karnofskyToEcog,
} from './codes';
import {
  Node,
  codingsOf,
  conceptLabel,
  hasCode,
  readConcept,
  type CodingValue,
  type ConceptValue,
  type ErrorSink,
  type FhirImportError,
} from './json';
import type { RecordUpdate } from './record-diff';
import { implicationText, readVariantObservation } from './genomics';
import { snomedCancerToIcd10 } from './snomed-icd10';

/*
 * FHIR R4 in, the product's patient input out (issue 14's table):
 *   Patient → demographics; MedicationRequest, MedicationStatement → medications;
 *   MedicationAdministration → treatment history; AllergyIntolerance → allergies;
 *   Condition (ICD-10-CM, SNOMED CT) with its mCODE stage → conditions;
 *   Observation: LOINC laboratory → labs (units through the lab catalogue), vital signs and
 *   ECOG/Karnofsky → vitals, body height and weight → demographics, Genomics Reporting
 *   genotype/variant/therapeutic implication → genetics.
 * Pure: drug names resolve through the function the caller passes. Nothing is guessed: what cannot
 * be read is skipped with its reason, and a code the product does not know is kept as written and
 * listed under `unresolvedCodes` (a lab then reads "cannot assess").
 */

export type ImportSection =
  | 'demographics'
  | 'medications'
  | 'allergies'
  | 'conditions'
  | 'labValues'
  | 'vitals'
  | 'genetics'
  | 'treatmentHistory';

export type ListSection = Exclude<ImportSection, 'demographics'>;

export interface MappedEntry {
  entry: number;
  resourceType: string;
  id: string | null;
  section: ImportSection;
  /** What the resource became, e.g. "capecitabine 1000 mg/m2, twice daily". */
  summary: string;
}

export interface SkippedEntry {
  entry: number;
  resourceType: string;
  id: string | null;
  reason: string;
}

export interface UnresolvedCode {
  entry: number;
  system: string | null;
  code: string | null;
  display: string | null;
  /** Where the value went, e.g. `medications.drugName` or `labValues.unit`. */
  field: string;
}

export type DemographicField = 'firstName' | 'lastName' | 'dateOfBirth' | 'sex' | 'mrn';

export interface FhirImportReport {
  resourceCount: number;
  mapped: MappedEntry[];
  skipped: SkippedEntry[];
  unresolvedCodes: UnresolvedCode[];
  /** Demographics a new patient needs that the bundle does not give (or gives unusably). */
  missingDemographics: DemographicField[];
  /** Remarks about the bundle as a whole (an unusable birth date, the patient found, ...). */
  notes: string[];
  counts: Record<ListSection, number>;
  /**
   * Issue 20: the bundle's patient is already stored (same MRN, another identifier of its Patient,
   * or the patient asked for): what the import adds, changes and leaves, set by the server.
   */
  update?: RecordUpdate;
}

/** What a drug name or RxCUI resolves to in the knowledge base (the interaction checker's rule). */
export interface DrugResolution {
  name: string;
  drugIds: readonly string[];
}

export interface FhirImportOptions {
  /** Resolves a name or an RxCUI exactly as the interaction checker does; null when unknown. */
  resolveDrug(query: string): DrugResolution | null;
  /**
   * The allergy class a free-text allergen names ("Sulfonamide antibiotics", "sulfa"), by the
   * knowledge base's class terms; null when none. Optional: without it a class reads unresolved.
   */
  allergyClass?(text: string): string | null;
  /** Identifier system of the sender's MRNs, when it is known; otherwise the `MR`-typed identifier. */
  mrnSystem?: string;
  /** At most this many entries (default 20 000). */
  maxEntries?: number;
  /**
   * Issue 20: how old a lab value may be for a decision (the alert engine's recency settings) and
   * the import's time. With it, the report names each kind of lab whose latest value is older
   * than the window: the alerts will read it as "no recent value", never as current.
   */
  labFreshness?: LabFreshness;
}

export interface LabFreshness {
  /** The import's time (ISO 8601). */
  now: string;
  /** Labs before a cycle of an antineoplastic. */
  preCycleDays: number;
  /** Organ-function labs for other drugs. */
  maintenanceDays: number;
  /** Where the windows come from, said in the note ("product default" when no source states them). */
  basis: string;
}

type Demographics = z.input<typeof demographicsSchema>;

export interface PatientLists {
  allergies: AllergyInput[];
  medications: MedicationInput[];
  conditions: ConditionInput[];
  labValues: LabValueInput[];
  genetics: GeneticResultInput[];
  vitals: VitalSignsInput[];
  treatmentHistory: TreatmentHistoryInput[];
}

export type FhirImportResult =
  | {
      ok: true;
      /** The whole input for a new patient; null when demographics are missing (see the report). */
      patient: PatientInput | null;
      /** What the bundle says about the patient; a field it does not give is absent. */
      demographics: Partial<Demographics>;
      /** Every identifier of the bundle's Patient (system and value), the pseudonym excepted. */
      identifiers: Array<{ system: string | null; value: string }>;
      lists: PatientLists;
      report: FhirImportReport;
    }
  | { ok: false; errors: FhirImportError[] };

export type { FhirImportError } from './json';

const DEFAULT_MAX_ENTRIES = 20_000;

/** List caps of the patient input schema (core/patients). */
const LIST_MAX: Record<ListSection, number> = {
  allergies: 200,
  medications: 200,
  conditions: 100,
  labValues: 5000,
  genetics: 100,
  vitals: 5000,
  treatmentHistory: 2000,
};

// ---------------------------------------------------------------------------------------------
// Dates

const FULL_DATE = /^(\d{4}-\d{2}-\d{2})/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The calendar date of a FHIR date or dateTime, or null when it is partial (a year) or invalid. */
function fhirDate(value: string | undefined): string | null {
  const m = value ? FULL_DATE.exec(value) : null;
  if (!m) return null;
  const d = new Date(`${m[1]}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === m[1] ? m[1]! : null;
}

/** A FHIR dateTime as the product's timestamp: full date-time with its offset, or a whole date. */
function fhirTimestamp(value: string | undefined): string | null {
  if (!value) return null;
  if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
    // FHIR allows a time without seconds only in instants' absence; the product wants seconds.
    return /T\d{2}:\d{2}(Z|[+-])/.test(value) ? value.replace(/(T\d{2}:\d{2})/, '$1:00') : value;
  }
  return value.length === 10 ? fhirDate(value) : null;
}

const timeOf = (ts: string) => Date.parse(ts.length === 10 ? `${ts}T00:00:00Z` : ts);

// ---------------------------------------------------------------------------------------------
// The bundle's entries

interface Entry {
  index: number;
  node: Node;
  type: string;
  id: string | null;
  fullUrl: string | null;
}

function entriesOf(input: unknown, sink: ErrorSink, maxEntries: number): Entry[] | null {
  const root = new Node(input, '', null, sink);
  let resources: Array<{ node: Node; fullUrl: string | null; index: number }>;
  if (Array.isArray(input)) {
    resources = root.items().map((node, index) => ({ node, fullUrl: null, index }));
  } else if (root.isObject() && root.get('resourceType').value === 'Bundle') {
    const entry = root.get('entry');
    if (entry.present && !Array.isArray(entry.value)) {
      sink.errors.push({ entry: null, path: 'entry', message: 'must be an array of entries' });
      return null;
    }
    resources = entry.items().map((e, index) => {
      if (!e.isObject()) {
        sink.errors.push({ entry: index, path: e.path, message: 'must be an object' });
      }
      return { node: e.get('resource'), fullUrl: e.get('fullUrl').text() ?? null, index };
    });
  } else if (root.isObject() && typeof root.get('resourceType').value === 'string') {
    resources = [{ node: root, fullUrl: null, index: 0 }];
  } else {
    sink.errors.push({
      entry: null,
      path: '',
      message:
        'is not a FHIR R4 Bundle (resourceType "Bundle" with an entry array), a resource or a list of resources',
    });
    return null;
  }
  if (resources.length > maxEntries) {
    sink.errors.push({
      entry: null,
      path: 'entry',
      message: `holds ${resources.length} entries; at most ${maxEntries} can be imported at once`,
    });
    return null;
  }
  const entries: Entry[] = [];
  for (const r of resources) {
    if (!r.node.present) {
      sink.errors.push({
        entry: r.index,
        path: r.node.path,
        message: 'is missing: an entry must carry a resource',
      });
      continue;
    }
    if (!r.node.isObject()) {
      sink.errors.push({
        entry: r.index,
        path: r.node.path,
        message: 'must be a FHIR resource (an object)',
      });
      continue;
    }
    const type = r.node.get('resourceType');
    if (typeof type.value !== 'string' || !/^[A-Z][A-Za-z]+$/.test(type.value)) {
      sink.errors.push({
        entry: r.index,
        path: type.path,
        message: 'must name the resource type, e.g. "Observation"',
      });
      continue;
    }
    entries.push({
      index: r.index,
      // Re-rooted so that every error under this resource names its entry.
      node: new Node(r.node.value, r.node.path, r.index, sink),
      type: type.value,
      id: r.node.get('id').text() ?? null,
      fullUrl: r.fullUrl,
    });
  }
  return entries;
}

/** `Patient/123`, `https://x/fhir/Patient/123/_history/2` → `Patient/123`. */
function relativeRef(ref: string): string | null {
  const m = /(?:^|\/)([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})(?:\/_history\/[^/]+)?$/.exec(ref);
  return m ? `${m[1]}/${m[2]}` : null;
}

class References {
  private readonly byKey = new Map<string, Entry>();
  constructor(entries: Entry[]) {
    for (const e of entries) {
      if (e.fullUrl) this.byKey.set(e.fullUrl, e);
      if (e.id) this.byKey.set(`${e.type}/${e.id}`, e);
    }
  }
  resolve(ref: string | undefined): Entry | undefined {
    if (!ref) return undefined;
    const direct = this.byKey.get(ref);
    if (direct) return direct;
    const rel = relativeRef(ref);
    return rel ? this.byKey.get(rel) : undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The mapping

const GENE = /^[A-Z0-9-]{2,15}$/;

function quantityText(q: Node): string | null {
  const value = q.get('value').num();
  if (value === undefined) return null;
  const unit = q.get('unit').text() ?? q.get('code').text();
  return unit ? `${value} ${unit}` : String(value);
}

const FREQUENCY_WORDS: Record<number, string> = {
  1: 'once',
  2: 'twice',
  3: 'three times',
  4: 'four times',
};
const PERIOD_UNITS: Record<string, [string, string]> = {
  s: ['second', 'seconds'],
  min: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  wk: ['week', 'weeks'],
  mo: ['month', 'months'],
  a: ['year', 'years'],
};
const PER_UNIT: Record<string, string> = {
  h: 'hourly',
  d: 'daily',
  wk: 'weekly',
  mo: 'monthly',
  a: 'yearly',
};

/** Timing.repeat as words: "twice daily", "once every 3 weeks", "every 8 hours". */
function repeatText(repeat: Node): string | null {
  if (!repeat.object()) return null;
  const frequency = repeat.get('frequency').num() ?? 1;
  const period = repeat.get('period').num();
  const unit = repeat.get('periodUnit').text();
  if (period === undefined || !unit || !PERIOD_UNITS[unit]) return null;
  const [one, many] = PERIOD_UNITS[unit];
  const times = FREQUENCY_WORDS[frequency] ?? `${frequency} times`;
  if (period === 1 && PER_UNIT[unit]) return `${times} ${PER_UNIT[unit]}`;
  if (frequency === 1) return `every ${period === 1 ? one : `${period} ${many}`}`;
  return `${times} every ${period} ${many}`;
}

function routeFrom(concept: ConceptValue): Route | null {
  for (const c of codingsOf(concept, SYSTEM.snomed)) {
    const hit = (Object.entries(ROUTE_SNOMED) as Array<[Route, { code: string }]>).find(
      ([, v]) => v.code === c.code,
    );
    if (hit) return hit[0];
  }
  for (const label of [concept.text, ...concept.codings.map((c) => c.display)]) {
    if (!label) continue;
    const word = label
      .toLowerCase()
      .replace(/\(.*\)/g, '')
      .replace(/\b(route|use|administration)\b/g, '')
      .trim();
    const route = parseRouteWord(word);
    if (route) return route;
  }
  return null;
}

/** Units a treatment-history dose may be in, with the factor to the product's unit. */
function doseUnit(unit: string): { unit: TreatmentDoseUnit; factor: number } | null {
  const u = unit.toLowerCase().replace(/\s+/g, '').replace(/²/g, '2').replace(/\^2/g, '2');
  const table: Record<string, { unit: TreatmentDoseUnit; factor: number }> = {
    mg: { unit: 'mg', factor: 1 },
    g: { unit: 'mg', factor: 1000 },
    ug: { unit: 'mg', factor: 0.001 },
    mcg: { unit: 'mg', factor: 0.001 },
    µg: { unit: 'mg', factor: 0.001 },
    'mg/m2': { unit: 'mg/m2', factor: 1 },
    'mg/kg': { unit: 'mg/kg', factor: 1 },
    auc: { unit: 'AUC', factor: 1 },
    '{auc}': { unit: 'AUC', factor: 1 },
    'mg/ml.min': { unit: 'AUC', factor: 1 },
    'mg.min/ml': { unit: 'AUC', factor: 1 },
    unit: { unit: 'units', factor: 1 },
    units: { unit: 'units', factor: 1 },
    u: { unit: 'units', factor: 1 },
    '[iu]': { unit: 'units', factor: 1 },
    iu: { unit: 'units', factor: 1 },
    "[usp'u]": { unit: 'units', factor: 1 },
    'units/m2': { unit: 'units/m2', factor: 1 },
    'u/m2': { unit: 'units/m2', factor: 1 },
    '[iu]/m2': { unit: 'units/m2', factor: 1 },
    "[usp'u]/m2": { unit: 'units/m2', factor: 1 },
  };
  return table[u] ?? null;
}

function heightCm(value: number, unit: string): number | null {
  const u = unit.toLowerCase();
  const f: Record<string, number> = {
    cm: 1,
    m: 100,
    mm: 0.1,
    '[in_i]': 2.54,
    in: 2.54,
    '[in_us]': 2.54,
  };
  return f[u] === undefined ? null : Math.round(value * f[u] * 10) / 10;
}

function weightKg(value: number, unit: string): number | null {
  const u = unit.toLowerCase();
  const f: Record<string, number> = {
    kg: 1,
    g: 0.001,
    '[lb_av]': 0.45359237,
    lb: 0.45359237,
    lbs: 0.45359237,
  };
  return f[u] === undefined ? null : Math.round(value * f[u] * 100) / 100;
}

function celsius(value: number, unit: string): number | null {
  const u = unit.replace(/\s+/g, '');
  if (['Cel', 'cel', '°C', 'C', 'degC'].includes(u)) return value;
  if (['[degF]', '°F', 'F', 'degF'].includes(u))
    return Math.round((((value - 32) * 5) / 9) * 10) / 10;
  return null;
}

/** A stage as the product keeps it: the group ("IIIC") or TNM as written ("T2N1M0"). */
function stageText(concept: ConceptValue): string | null {
  const labels = [concept.text, ...concept.codings.map((c) => c.display)].filter(
    (l): l is string => !!l,
  );
  for (const label of labels) {
    const m = /\bstage\s+((?:0|IV|I{1,3})(?:[A-C][1-3]?)?)(?![A-Za-z])/i.exec(label);
    if (m) return m[1]!.toUpperCase();
  }
  const short = labels.find((l) => l.length <= 40);
  return short ?? null;
}

/** "American Joint Committee on Cancer cT3 (qualifier value)" → "cT3". */
function tnmCategoryText(concept: ConceptValue, letter: 'T' | 'N' | 'M'): string | null {
  const labels = [concept.text, ...concept.codings.map((c) => c.display)].filter(
    (l): l is string => !!l,
  );
  const re = new RegExp(
    `(?:^|\\s)([cpyra]{0,2}${letter}(?:[0-4]|X|x|is)[a-d]?(?:\\d)?)(?=$|\\s|\\()`,
  );
  for (const l of labels) {
    const m = re.exec(l);
    if (m) return m[1]!;
  }
  return null;
}

class Mapper {
  readonly lists: PatientLists = {
    allergies: [],
    medications: [],
    conditions: [],
    labValues: [],
    genetics: [],
    vitals: [],
    treatmentHistory: [],
  };
  readonly report: FhirImportReport;
  readonly demographics: Partial<Demographics> = {};
  readonly identifiers: Array<{ system: string | null; value: string }> = [];
  private readonly refs: References;
  private patient: Entry | null = null;
  /** Condition entry index → its item in `lists.conditions`. */
  private readonly conditionItems = new Map<number, ConditionInput>();
  private readonly conditionEntries: Entry[] = [];
  /** Vitals by time of measurement. */
  private readonly vitalsAt = new Map<number, VitalSignsInput>();
  /** Genotype entry index → its item in `lists.genetics`. */
  private readonly geneticItems = new Map<number, GeneticResultInput>();
  private readonly geneticEntries = new Map<GeneticResultInput, number[]>();
  private readonly body: Record<
    'height' | 'weight',
    Array<{ entry: Entry; value: number; at: number; unit: string }>
  > = {
    height: [],
    weight: [],
  };

  constructor(
    private readonly entries: Entry[],
    private readonly options: FhirImportOptions,
    private readonly sink: ErrorSink,
  ) {
    this.refs = new References(entries);
    this.report = {
      resourceCount: entries.length,
      mapped: [],
      skipped: [],
      unresolvedCodes: [],
      missingDemographics: [],
      notes: [],
      counts: {
        allergies: 0,
        medications: 0,
        conditions: 0,
        labValues: 0,
        genetics: 0,
        vitals: 0,
        treatmentHistory: 0,
      },
    };
  }

  // --- report helpers

  private skip(e: Entry, reason: string): void {
    this.report.skipped.push({ entry: e.index, resourceType: e.type, id: e.id, reason });
  }

  private mapped(e: Entry, section: ImportSection, summary: string): void {
    this.report.mapped.push({ entry: e.index, resourceType: e.type, id: e.id, section, summary });
  }

  private unresolved(e: Entry, c: Partial<CodingValue>, field: string): void {
    this.report.unresolvedCodes.push({
      entry: e.index,
      system: c.system ?? null,
      code: c.code ?? null,
      display: c.display ?? null,
      field,
    });
  }

  /** Validates one item with its schema; on failure the resource is skipped with the first problem. */
  private valid<S extends z.ZodType>(e: Entry, schema: S, value: unknown): z.output<S> | null {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    const issue = r.error.issues[0]!;
    this.skip(e, `${issue.path.join('.') || 'value'}: ${issue.message}`);
    return null;
  }

  private room(e: Entry, section: ListSection): boolean {
    if (this.lists[section].length < LIST_MAX[section]) return true;
    this.skip(e, `the patient record holds at most ${LIST_MAX[section]} ${section}`);
    return false;
  }

  // --- the run

  run(): void {
    const patients = this.entries.filter((e) => e.type === 'Patient');
    if (patients.length > 1) {
      this.sink.errors.push({
        entry: patients[1]!.index,
        path: patients[1]!.node.path,
        message: `is a second Patient (entries ${patients.map((p) => p.index).join(', ')}): import one patient at a time`,
      });
      return;
    }
    this.patient = patients[0] ?? null;
    if (this.patient) this.readPatient(this.patient);
    else
      this.report.notes.push('The bundle has no Patient resource: demographics come from nowhere.');

    // Conditions first, so that staging observations find the condition they describe.
    const ordered = [
      ...this.entries.filter((e) => e.type === 'Condition'),
      ...this.entries.filter((e) => e.type !== 'Condition' && e.type !== 'Patient'),
    ];
    const later: Entry[] = [];
    for (const e of ordered) {
      if (!this.checkCommon(e)) continue;
      switch (e.type) {
        case 'Condition':
          this.readCondition(e);
          break;
        case 'MedicationRequest':
        case 'MedicationStatement':
          this.readMedication(e);
          break;
        case 'MedicationAdministration':
          this.readAdministration(e);
          break;
        case 'AllergyIntolerance':
          this.readAllergy(e);
          break;
        case 'Observation':
          // Implications and stages refer to other observations: read them after the rest.
          if (this.isDeferredObservation(e)) later.push(e);
          else this.readObservation(e);
          break;
        case 'Medication':
          this.skip(
            e,
            'a Medication is read through the orders and administrations that refer to it',
          );
          break;
        case 'DiagnosticReport':
          this.skip(e, 'a report is a container: its results are read from their own Observations');
          break;
        case 'Bundle':
          this.skip(e, 'a Bundle inside a Bundle is not read; send its entries at the top level');
          break;
        default:
          this.skip(e, `OncoCDS does not record ${e.type} resources`);
      }
    }
    for (const e of later) this.readObservation(e);
    this.finishStages();
    this.finishBody();
    this.finishGenetics();
    this.noteStaleLabs();
    for (const k of Object.keys(this.report.counts) as ListSection[]) {
      this.report.counts[k] = this.lists[k].length;
    }
  }

  /** Status and subject rules shared by every clinical resource; false when skipped. */
  private checkCommon(e: Entry): boolean {
    const status = e.node.get('status').text();
    if (status === 'entered-in-error') {
      this.skip(e, 'marked entered-in-error');
      return false;
    }
    const subjectField = e.type === 'AllergyIntolerance' ? 'patient' : 'subject';
    const subject = e.node.get(subjectField);
    if (subject.object() && this.patient) {
      const ref = subject.get('reference').text();
      if (ref) {
        const target = this.refs.resolve(ref);
        const rel = relativeRef(ref);
        const pointsElsewhere = target ? target !== this.patient : rel !== null;
        if (pointsElsewhere) {
          this.skip(e, `${subjectField} ${ref} is not the bundle's patient`);
          return false;
        }
      }
    }
    return true;
  }

  // --- Patient

  private readPatient(e: Entry): void {
    const n = e.node;
    const names = n
      .get('name')
      .items()
      .filter((x) => x.object());
    const name = names.find((x) => x.get('use').text() === 'official') ?? names[0];
    const found: string[] = [];
    const set = <K extends keyof Demographics>(key: K, value: Demographics[K] | undefined) => {
      if (value === undefined || value === null) return;
      const r = demographicsSchema.shape[key].safeParse(value);
      if (r.success) {
        this.demographics[key] = value;
        found.push(key);
      } else {
        this.report.notes.push(`Patient ${key} not used: ${r.error.issues[0]!.message}`);
      }
    };
    if (name) {
      const given = name
        .get('given')
        .items()
        .map((g) => g.text())
        .filter((g): g is string => !!g);
      set('firstName', given.length > 0 ? given.join(' ') : undefined);
      set('lastName', name.get('family').text());
    }
    const birth = n.get('birthDate').text();
    const dob = fhirDate(birth);
    if (birth && !dob) {
      this.report.notes.push(`Patient birthDate "${birth}" is not a full date (YYYY-MM-DD).`);
    }
    set('dateOfBirth', dob ?? undefined);
    const gender = n.get('gender').text();
    set('sex', gender as Demographics['sex'] | undefined);
    set('mrn', this.mrn(n));
    for (const i of n.get('identifier').items()) {
      const value = i.get('value').text();
      const system = i.get('system').text() ?? null;
      if (value && value.length <= 64 && system !== PSEUDONYM_SYSTEM)
        this.identifiers.push({ system, value });
    }
    // Patient.deceased[x] (FHIR R4): a date(Time) or a boolean. Absent says nothing: the patient
    // is read as alive, as the sending system has it.
    const deceasedAt = n.get('deceasedDateTime').text();
    const deceasedFlag = n.get('deceasedBoolean').bool();
    if (deceasedAt !== undefined) {
      const date = FULL_DATE.exec(deceasedAt)?.[1] ?? null;
      this.demographics.deceased = true;
      this.demographics.deceasedDate = date;
      found.push(date ? `deceased ${date}` : 'deceased');
      if (!date) {
        this.report.notes.push(
          `Patient deceasedDateTime "${deceasedAt}" is not a full date: recorded as deceased, date unknown.`,
        );
      }
    } else if (deceasedFlag !== undefined) {
      this.demographics.deceased = deceasedFlag;
      this.demographics.deceasedDate = null;
      if (deceasedFlag) found.push('deceased');
    }
    this.mapped(
      e,
      'demographics',
      found.length > 0
        ? `patient: ${found.map((f) => DEMOGRAPHIC_WORDS[f as DemographicField] ?? f).join(', ')}`
        : 'patient, no usable demographics',
    );
  }

  private mrn(patient: Node): string | undefined {
    const ids = patient
      .get('identifier')
      .items()
      .filter((i) => i.object());
    const valueOf = (i: Node) => i.get('value').text();
    const bySystem = this.options.mrnSystem
      ? ids.find((i) => i.get('system').text() === this.options.mrnSystem && valueOf(i))
      : undefined;
    const byType = ids.find(
      (i) => hasCode(readConcept(i.get('type')), SYSTEM.identifierType, 'MR') && valueOf(i),
    );
    const notPseudonym = ids.find((i) => i.get('system').text() !== PSEUDONYM_SYSTEM && valueOf(i));
    const chosen = bySystem ?? byType ?? notPseudonym;
    return chosen ? valueOf(chosen) : undefined;
  }

  // --- Medications

  /** The medication's concept: inline, or the Medication it references (contained or in the bundle). */
  private medicationConcept(e: Entry): ConceptValue | null {
    const inline = e.node.get('medicationCodeableConcept');
    if (inline.object()) return readConcept(inline);
    const ref = e.node.get('medicationReference');
    if (!ref.object()) return null;
    const target = ref.get('reference').text();
    if (target?.startsWith('#')) {
      const contained = e.node
        .get('contained')
        .items()
        .find((c) => c.get('id').text() === target.slice(1));
      return contained ? readConcept(contained.get('code')) : null;
    }
    const med = this.refs.resolve(target);
    if (med?.type === 'Medication') return readConcept(med.node.get('code'));
    const display = ref.get('display').text();
    return display ? { codings: [], text: display } : null;
  }

  /**
   * The drug name to keep. An RxCUI the knowledge base knows wins: the text is kept when it names
   * the same drug, else the knowledge base's name. Otherwise the text as written, reported as
   * unresolved when it resolves to nothing either.
   */
  private drugName(
    e: Entry,
    concept: ConceptValue,
    field: string,
  ): { name: string; resolved: boolean } | null {
    const rx = codingsOf(concept, SYSTEM.rxnorm);
    const label = concept.text ?? rx.find((c) => c.display)?.display ?? conceptLabel(concept);
    const same = (a: DrugResolution, b: DrugResolution | null) =>
      !!b &&
      a.drugIds.length === b.drugIds.length &&
      a.drugIds.every((id) => b.drugIds.includes(id));
    for (const c of rx) {
      const hit = this.options.resolveDrug(c.code!);
      if (!hit) continue;
      const byLabel = label ? this.options.resolveDrug(label) : null;
      // A bare code is no name: a code-only coding keeps the knowledge base's (or RxNorm's) name.
      const named = label && label !== c.code && same(hit, byLabel);
      return { name: named ? label : hit.name, resolved: true };
    }
    if (label && this.options.resolveDrug(label)) return { name: label, resolved: true };
    const name = label ?? rx[0]?.code ?? null;
    if (!name) return null;
    if (rx.length > 0) for (const c of rx) this.unresolved(e, c, field);
    else
      this.unresolved(
        e,
        {
          display: name,
          code: concept.codings[0]?.code ?? null,
          system: concept.codings[0]?.system ?? null,
        },
        field,
      );
    return { name, resolved: false };
  }

  private dosage(
    e: Entry,
    d: Node,
  ): Pick<MedicationInput, 'dosage' | 'frequency' | 'route'> & { notes: string[] } {
    const notes: string[] = [];
    const out: Pick<MedicationInput, 'dosage' | 'frequency' | 'route'> & { notes: string[] } = {
      notes,
    };
    if (!d.object()) return out;
    const rate = d.get('doseAndRate').first();
    const quantity = rate.get('doseQuantity');
    const range = rate.get('doseRange');
    let dose: string | null = quantity.object() ? quantityText(quantity) : null;
    if (!dose && range.object()) {
      const low = quantityText(range.get('low'));
      const high = quantityText(range.get('high'));
      dose = low && high ? `${low.split(' ')[0]}-${high}` : (low ?? high);
    }
    dose ??= d.get('text').text() ?? null;
    if (dose && dose.length <= 100) out.dosage = dose;
    else if (dose) notes.push('dose instruction longer than 100 characters not kept');
    const timing = d.get('timing');
    const timingCode = readConcept(timing.get('code'));
    let frequency = timingCode.text ?? timingCode.codings.find((c) => c.display)?.display ?? null;
    frequency ??= repeatText(timing.get('repeat'));
    if (d.get('asNeededBoolean').bool())
      frequency = frequency ? `${frequency} as needed` : 'as needed';
    if (frequency && frequency.length <= 100) out.frequency = frequency;
    const routeNode = d.get('route');
    if (routeNode.object()) {
      const routeConcept = readConcept(routeNode);
      const route = routeFrom(routeConcept);
      if (route) out.route = ROUTE_WORD[route];
      else {
        const c = routeConcept.codings[0];
        this.unresolved(
          e,
          { system: c?.system ?? null, code: c?.code ?? null, display: conceptLabel(routeConcept) },
          'medications.route',
        );
        notes.push('route not recognised');
      }
    }
    return out;
  }

  private readMedication(e: Entry): void {
    const n = e.node;
    const status = n.get('status').text();
    let isActive: boolean;
    const notes: string[] = [];
    if (e.type === 'MedicationRequest') {
      if (status === 'draft') return this.skip(e, 'a draft order, not signed');
      isActive = !['completed', 'stopped', 'cancelled'].includes(status ?? '');
    } else {
      if (status === 'not-taken') return this.skip(e, 'recorded as not taken');
      isActive = !['completed', 'stopped'].includes(status ?? '');
    }
    if (status === 'unknown' || !status) notes.push('status unknown: kept as active');
    const concept = this.medicationConcept(e);
    if (!concept) return this.skip(e, 'no medication code, text or resolvable reference');
    if (!this.room(e, 'medications')) return;
    const drug = this.drugName(e, concept, 'medications.drugName');
    if (!drug) return this.skip(e, 'the medication has neither a code nor a name');
    const dosageNode =
      e.type === 'MedicationRequest' ? n.get('dosageInstruction').first() : n.get('dosage').first();
    const dose = this.dosage(e, dosageNode);
    notes.push(...dose.notes);
    const start =
      e.type === 'MedicationRequest'
        ? (dosageNode.get('timing').get('repeat').get('boundsPeriod').get('start').text() ??
          n.get('authoredOn').text())
        : (n.get('effectivePeriod').get('start').text() ?? n.get('effectiveDateTime').text());
    const input: MedicationInput = {
      drugName: drug.name,
      ...(dose.dosage ? { dosage: dose.dosage } : {}),
      ...(dose.frequency ? { frequency: dose.frequency } : {}),
      ...(dose.route ? { route: dose.route } : {}),
      ...(fhirDate(start) ? { startDate: fhirDate(start)! } : {}),
      isActive,
    };
    const prescriber =
      e.type === 'MedicationRequest' ? n.get('requester').get('display').text() : undefined;
    if (prescriber && prescriber.length <= 200) input.prescribedBy = prescriber;
    const item = this.valid(e, medicationSchema, input);
    if (!item) return;
    this.lists.medications.push(input);
    const what = [drug.name, input.dosage, input.frequency].filter(Boolean).join(' ');
    this.mapped(
      e,
      'medications',
      `${what}${isActive ? '' : ' (not active)'}${drug.resolved ? '' : ' — not in the knowledge base'}${notes.length ? `; ${notes.join('; ')}` : ''}`,
    );
  }

  private readAdministration(e: Entry): void {
    const n = e.node;
    const status = n.get('status').text();
    if (status === 'not-done') return this.skip(e, 'recorded as not given');
    if (status === 'on-hold') return this.skip(e, 'on hold, not given');
    const concept = this.medicationConcept(e);
    if (!concept) return this.skip(e, 'no medication code, text or resolvable reference');
    const date = fhirDate(
      n.get('effectiveDateTime').text() ?? n.get('effectivePeriod').get('start').text(),
    );
    if (!date) return this.skip(e, 'no date of administration (a full date is needed)');
    const doseNode = n.get('dosage').get('dose');
    const value = doseNode.get('value').num();
    const unitText = doseNode.get('unit').text() ?? doseNode.get('code').text();
    if (value === undefined || !unitText) {
      return this.skip(
        e,
        'no dose given: the treatment history needs the dose for cumulative limits',
      );
    }
    const unit = doseUnit(unitText);
    if (!unit) {
      return this.skip(
        e,
        `dose unit "${unitText}" is not one of mg, g, mcg, mg/m2, mg/kg, AUC, units, units/m2`,
      );
    }
    if (!this.room(e, 'treatmentHistory')) return;
    const drug = this.drugName(e, concept, 'treatmentHistory.drugName');
    if (!drug) return this.skip(e, 'the medication has neither a code nor a name');
    const ext = (url: string) =>
      n
        .get('extension')
        .items()
        .find((x) => x.get('url').text() === url);
    const cycleNode = ext(ONCOCDS_EXTENSION.treatmentCycle);
    const cycle = cycleNode?.get('valuePositiveInt').num() ?? cycleNode?.get('valueInteger').num();
    const regimenNode = ext(ONCOCDS_EXTENSION.regimenId);
    const regimenId =
      regimenNode?.get('valueString').text() ?? regimenNode?.get('valueCode').text();
    const input: TreatmentHistoryInput = {
      drugName: drug.name,
      date,
      dose: Math.round(value * unit.factor * 1e6) / 1e6,
      doseUnit: unit.unit,
      ...(cycle !== undefined ? { cycle } : {}),
      ...(regimenId ? { regimenId } : {}),
    };
    if (!this.valid(e, treatmentHistorySchema, input)) return;
    this.lists.treatmentHistory.push(input);
    this.mapped(
      e,
      'treatmentHistory',
      `${drug.name} ${input.dose} ${input.doseUnit} on ${date}${cycle ? `, cycle ${cycle}` : ''}${drug.resolved ? '' : ' — not in the knowledge base'}${status === 'stopped' ? '; stopped before completion' : ''}`,
    );
  }

  // --- Allergies

  private readAllergy(e: Entry): void {
    const n = e.node;
    const verification = readConcept(n.get('verificationStatus')).codings.find(
      (c) => c.system === SYSTEM.allergyVerification,
    )?.code;
    if (verification === 'refuted') return this.skip(e, 'verification status refuted');
    const clinical = readConcept(n.get('clinicalStatus')).codings.find(
      (c) => c.system === SYSTEM.allergyClinical,
    )?.code;
    if (clinical === 'inactive' || clinical === 'resolved')
      return this.skip(e, `clinical status ${clinical}`);
    const code = readConcept(n.get('code'));
    if (!conceptLabel(code)) return this.skip(e, 'no allergen code or text');
    if (!this.room(e, 'allergies')) return;
    const rx = codingsOf(code, SYSTEM.rxnorm);
    const category = n.get('category').first().text();
    let allergen: string;
    let resolvedDrug = false;
    // A drug class named in text (the product's own export writes "Sulfonamide antibiotics") is
    // a known allergen, not an unresolved drug.
    const drugClass =
      rx.length === 0 ? (this.options.allergyClass?.(conceptLabel(code)!) ?? null) : null;
    if (drugClass) {
      allergen = drugClass;
      resolvedDrug = true;
    } else if (rx.length > 0 || category === 'medication') {
      const drug = this.drugName(e, code, 'allergies.allergen');
      allergen = drug!.name;
      resolvedDrug = drug!.resolved;
    } else {
      allergen = conceptLabel(code)!;
    }
    const allergenType: AllergyInput['allergenType'] =
      category === 'medication' || (category === undefined && (rx.length > 0 || resolvedDrug))
        ? 'drug'
        : category === 'food'
          ? 'food'
          : category === 'environment'
            ? 'environmental'
            : 'other';
    const reactions = n
      .get('reaction')
      .items()
      .filter((r) => r.object());
    const manifestations = reactions.flatMap((r) =>
      r
        .get('manifestation')
        .items()
        .map((m) => conceptLabel(readConcept(m)))
        .filter((x): x is string => !!x),
    );
    const rank = { mild: 1, moderate: 2, severe: 3 } as const;
    let severity: AllergyInput['severity'] | undefined;
    for (const r of reactions) {
      const s = r.get('severity').text();
      if (s === 'mild' || s === 'moderate' || s === 'severe') {
        if (!severity || rank[s] > rank[severity]) severity = s;
      }
    }
    const notes: string[] = [];
    if (!severity) {
      const criticality = n.get('criticality').text();
      if (criticality === 'high') {
        severity = 'severe';
        notes.push('severity taken from criticality high');
      } else {
        severity = 'moderate';
        notes.push('no severity stated: recorded as moderate, review it');
      }
    }
    const reaction = manifestations.join('; ');
    if (reaction.length > 500) notes.push('reaction text longer than 500 characters not kept');
    const reported = fhirDate(n.get('recordedDate').text() ?? n.get('onsetDateTime').text());
    const input: AllergyInput = {
      allergen,
      allergenType,
      severity,
      verified: verification === 'confirmed',
      ...(reaction && reaction.length <= 500 ? { reaction } : {}),
      ...(reported ? { dateReported: reported } : {}),
    };
    if (!this.valid(e, allergySchema, input)) return;
    this.lists.allergies.push(input);
    this.mapped(
      e,
      'allergies',
      `${allergen} (${allergenType}, ${severity})${notes.length ? `; ${notes.join('; ')}` : ''}`,
    );
  }

  // --- Conditions and stages

  private readCondition(e: Entry): void {
    const n = e.node;
    const verification = readConcept(n.get('verificationStatus')).codings.find(
      (c) => c.system === SYSTEM.conditionVerification,
    )?.code;
    if (verification === 'refuted') return this.skip(e, 'verification status refuted');
    const code = readConcept(n.get('code'));
    const icd = [...codingsOf(code, SYSTEM.icd10cm), ...codingsOf(code, SYSTEM.icd10)].find(
      (c) => icd10Schema.safeParse(c.code).success,
    );
    const name =
      code.text ??
      icd?.display ??
      code.codings.find((c) => c.display)?.display ??
      icd?.code ??
      code.codings[0]?.code;
    if (!name) return this.skip(e, 'no diagnosis code or text');
    if (!this.room(e, 'conditions')) return;
    // The SNOMED CT code is kept as sent; a cancer the map knows also gets its ICD-10-CM category
    // so that the product's rules (which read ICD-10) see it.
    const snomed = codingsOf(code, SYSTEM.snomed).find(
      (c) => snomedCodeSchema.safeParse(c.code).success,
    )?.code;
    const mappedFrom = icd ? null : snomedCancerToIcd10(snomed);
    const icd10 = icd?.code ?? mappedFrom?.icd10;
    if (!icd10) {
      const others = code.codings.filter((c) => c.code);
      if (others.length === 0) this.unresolved(e, { display: name }, 'conditions.icd10');
      for (const c of others) this.unresolved(e, c, 'conditions.icd10');
    }
    const clinical = readConcept(n.get('clinicalStatus')).codings.find(
      (c) => c.system === SYSTEM.conditionClinical,
    )?.code;
    const status = conditionStatusSchema.safeParse(clinical);
    const asserted = n
      .get('extension')
      .items()
      .find((x) => x.get('url').text() === ASSERTED_DATE_URL);
    const onset =
      fhirDate(n.get('onsetDateTime').text()) ??
      fhirDate(n.get('onsetPeriod').get('start').text()) ??
      fhirDate(asserted?.get('valueDateTime').text()) ??
      fhirDate(n.get('recordedDate').text());
    const stages = n
      .get('stage')
      .items()
      .map((s) => stageText(readConcept(s.get('summary'))))
      .filter((s): s is string => !!s);
    const input: ConditionInput = {
      name: name.length > 200 ? name.slice(0, 200) : name,
      ...(icd10 ? { icd10 } : {}),
      ...(snomed ? { snomed } : {}),
      ...(onset ? { dateOfDiagnosis: onset } : {}),
      status: status.success ? status.data : 'active',
      ...(stages[0] ? { stage: stages[0] } : {}),
    };
    if (!this.valid(e, conditionSchema, input)) return;
    this.lists.conditions.push(input);
    this.conditionItems.set(e.index, input);
    this.conditionEntries.push(e);
    this.mapped(
      e,
      'conditions',
      `${input.name}${icd ? ` (${icd.code})` : mappedFrom ? ` (${mappedFrom.icd10} from SNOMED CT ${snomed})` : ' (no ICD-10 code)'}${input.stage ? `, stage ${input.stage}` : ''}`,
    );
  }

  /** The condition a staging observation describes: its focus, a condition's stage.assessment, or the only cancer. */
  private stagedCondition(e: Entry): { item: ConditionInput; how: string } | null {
    for (const f of e.node.get('focus').items()) {
      const target = this.refs.resolve(f.get('reference').text());
      if (target && this.conditionItems.has(target.index))
        return { item: this.conditionItems.get(target.index)!, how: 'focus' };
    }
    for (const c of this.conditionEntries) {
      const refs = c.node
        .get('stage')
        .items()
        .flatMap((s) =>
          s
            .get('assessment')
            .items()
            .map((a) => a.get('reference').text()),
        );
      if (refs.some((r) => this.refs.resolve(r) === e))
        return { item: this.conditionItems.get(c.index)!, how: 'stage.assessment' };
    }
    const cancers = [...this.conditionItems.values()].filter(
      (c) => c.icd10 && /^(C|D0)/.test(c.icd10),
    );
    if (cancers.length === 1) return { item: cancers[0]!, how: 'the only cancer diagnosis' };
    return null;
  }

  private readonly tnm = new Map<
    ConditionInput,
    Partial<Record<'T' | 'N' | 'M', { text: string; entry: Entry }>>
  >();
  private readonly stagedByObservation = new Map<ConditionInput, number>();

  private readStage(e: Entry, effective: number): void {
    const target = this.stagedCondition(e);
    if (!target) return this.skip(e, 'a stage whose condition is not in the bundle (no focus)');
    const stage =
      stageText(readConcept(e.node.get('valueCodeableConcept'))) ??
      e.node.get('valueString').text();
    if (!stage) return this.skip(e, 'a stage observation without a stage value');
    const previous = this.stagedByObservation.get(target.item);
    if (previous !== undefined && previous > effective) {
      return this.skip(e, 'an earlier stage of the same condition; the latest is kept');
    }
    const checked = conditionSchema.shape.stage.safeParse(stage);
    if (!checked.success) return this.skip(e, `stage: ${checked.error.issues[0]!.message}`);
    target.item.stage = stage;
    this.stagedByObservation.set(target.item, effective);
    this.mapped(e, 'conditions', `stage ${stage} of ${target.item.name} (by ${target.how})`);
  }

  private readTnmCategory(e: Entry, letter: 'T' | 'N' | 'M'): void {
    const target = this.stagedCondition(e);
    const value = tnmCategoryText(readConcept(e.node.get('valueCodeableConcept')), letter);
    if (!target || !value)
      return this.skip(e, `a TNM ${letter} category that names no condition or value`);
    const parts = this.tnm.get(target.item) ?? {};
    parts[letter] = { text: value, entry: e };
    this.tnm.set(target.item, parts);
  }

  // --- Observations

  private isDeferredObservation(e: Entry): boolean {
    const code = readConcept(e.node.get('code'));
    return (
      hasCode(code, SYSTEM.genomicsTbd, 'therapeutic-implication') ||
      code.codings.some(
        (c) =>
          c.system &&
          c.code &&
          (isStageCode(c.system, c.code) ||
            (c.system === SYSTEM.snomed && SNOMED_TNM_CATEGORY[c.code])),
      )
    );
  }

  private effective(n: Node): string | null {
    return (
      fhirTimestamp(n.get('effectiveDateTime').text()) ??
      fhirTimestamp(n.get('effectivePeriod').get('start').text()) ??
      fhirTimestamp(n.get('effectiveInstant').text()) ??
      fhirTimestamp(n.get('issued').text())
    );
  }

  private readObservation(e: Entry): void {
    const n = e.node;
    const status = n.get('status').text();
    if (status === 'cancelled') return this.skip(e, 'cancelled');
    if (status === 'registered') return this.skip(e, 'registered: no result yet');
    const code = readConcept(n.get('code'));
    const loinc = new Set(codingsOf(code, SYSTEM.loinc).map((c) => c.code!));
    const when = this.effective(n);
    const at = when ? timeOf(when) : Number.NEGATIVE_INFINITY;

    const stageCoding = code.codings.find(
      (c) => c.system && c.code && isStageCode(c.system, c.code),
    );
    const tnmLetter = codingsOf(code, SYSTEM.snomed)
      .map((c) => SNOMED_TNM_CATEGORY[c.code!])
      .find(Boolean);
    if (tnmLetter) return this.readTnmCategory(e, tnmLetter);
    if (stageCoding) return this.readStage(e, at);
    if (hasCode(code, SYSTEM.genomicsTbd, 'therapeutic-implication'))
      return this.readImplication(e);
    if (loinc.has(LOINC.genotype)) return this.readGenotype(e);
    if (loinc.has(LOINC.variant)) return this.readVariant(e);
    if (loinc.has(LOINC.haplotype))
      return this.skip(e, 'a haplotype: the genotype observation gives the diplotype');
    if (loinc.has(LOINC.bodySurfaceArea))
      return this.skip(e, 'body surface area is computed from height and weight');
    if (
      loinc.has(LOINC.bodyHeight) ||
      loinc.has(LOINC.bodyWeight) ||
      loinc.has(LOINC.bodyWeightMeasured)
    ) {
      return this.readBody(e, loinc.has(LOINC.bodyHeight) ? 'height' : 'weight', at);
    }
    const vital =
      loinc.has(LOINC.ecog) ||
      loinc.has(LOINC.karnofsky) ||
      loinc.has(LOINC.bloodPressurePanel) ||
      loinc.has(LOINC.systolic) ||
      loinc.has(LOINC.diastolic) ||
      loinc.has(LOINC.heartRate) ||
      loinc.has(LOINC.bodyTemperature);
    if (vital) return this.readVital(e, loinc, when);
    const lab = [...loinc].map((c) => ({ c, lab: findLab(c) })).find((x) => x.lab);
    const category = n
      .get('category')
      .items()
      .flatMap((c) => readConcept(c).codings);
    const isLab = category.some((c) => c.code === 'laboratory');
    if (lab || isLab) return this.readLab(e, lab?.c ?? [...loinc][0] ?? null, code, when);
    this.skip(
      e,
      `not a laboratory, vital-sign, performance-status, staging or genomics observation (${conceptLabel(code) ?? 'no code'})`,
    );
  }

  private numericValue(n: Node): { value: number; unit: string; comparator: string | null } | null {
    const q = n.get('valueQuantity');
    if (q.object()) {
      const value = q.get('value').num();
      if (value === undefined) return null;
      return {
        value,
        unit: q.get('unit').text() ?? q.get('code').text() ?? '',
        comparator: q.get('comparator').text() ?? null,
      };
    }
    const i = n.get('valueInteger').num();
    return i === undefined ? null : { value: i, unit: '', comparator: null };
  }

  private readLab(e: Entry, loinc: string | null, code: ConceptValue, when: string | null): void {
    const n = e.node;
    const v = this.numericValue(n);
    if (!v) {
      return this.skip(
        e,
        n.get('valueQuantity').present
          ? 'no numeric value'
          : 'not a numeric result (the product keeps numeric lab values)',
      );
    }
    if (v.comparator)
      return this.skip(
        e,
        `a result given as a bound (${v.comparator}${v.value}) cannot be kept as a number`,
      );
    if (!when) return this.skip(e, 'no time of the result (effective or issued)');
    if (!loinc) {
      this.unresolved(
        e,
        {
          display: conceptLabel(code),
          code: code.codings[0]?.code ?? null,
          system: code.codings[0]?.system ?? null,
        },
        'labValues.labType',
      );
      return this.skip(e, 'a laboratory result without a LOINC code');
    }
    if (!this.room(e, 'labValues')) return;
    const q = n.get('valueQuantity');
    let unit = v.unit;
    const ucum = q.get('system').text() === SYSTEM.ucum ? q.get('code').text() : undefined;
    let reading = readLab(loinc, v.value, unit);
    if (
      reading.status === 'unknown-unit' &&
      ucum &&
      readLab(loinc, v.value, ucum).status === 'ok'
    ) {
      unit = ucum;
      reading = readLab(loinc, v.value, unit);
    }
    let assess = '';
    if (reading.status === 'unknown-lab') {
      this.unresolved(
        e,
        { system: SYSTEM.loinc, code: loinc, display: conceptLabel(code) },
        'labValues.labType',
      );
      assess = ' — cannot assess: not a test the product reads';
    } else if (reading.status === 'unknown-unit') {
      this.unresolved(
        e,
        {
          system: q.get('system').text() ?? null,
          code: q.get('code').text() ?? (unit || null),
          display: q.get('unit').text() ?? null,
        },
        'labValues.unit',
      );
      assess = ` — cannot assess: unit "${unit}" not recognised for ${reading.lab.label}`;
    }
    const rr = n.get('referenceRange').first();
    let range = rr.get('text').text();
    if (!range && rr.object()) {
      const low = rr.get('low').get('value').num();
      const high = rr.get('high').get('value').num();
      range =
        low !== undefined && high !== undefined
          ? `${low}-${high}`
          : low !== undefined
            ? `> ${low}`
            : high !== undefined
              ? `< ${high}`
              : undefined;
    }
    const interpretation = n
      .get('interpretation')
      .items()
      .flatMap((i) => readConcept(i).codings)
      .find((c) => c.code && INTERPRETATION_FLAGS[c.code]);
    const flags = interpretation ? INTERPRETATION_FLAGS[interpretation.code!] : undefined;
    const input: LabValueInput = {
      labType: loinc,
      value: v.value,
      unit,
      timestamp: when,
      ...(range && range.length <= 60 ? { referenceRange: range } : {}),
      ...(flags ? { isAbnormal: flags.isAbnormal } : {}),
      ...(flags?.criticalFlag !== undefined ? { criticalFlag: flags.criticalFlag } : {}),
    };
    if (!this.valid(e, labValueSchema, input)) return;
    this.lists.labValues.push(input);
    const label =
      reading.status === 'unknown-lab' ? (conceptLabel(code) ?? loinc) : reading.lab.label;
    this.mapped(e, 'labValues', `${label} ${v.value} ${unit}${assess}`);
  }

  private readBody(e: Entry, kind: 'height' | 'weight', at: number): void {
    const v = this.numericValue(e.node);
    if (!v) return this.skip(e, `a body ${kind} without a value`);
    const unit = e.node.get('valueQuantity').get('code').text() ?? v.unit;
    const value = kind === 'height' ? heightCm(v.value, unit) : weightKg(v.value, unit);
    if (value === null) return this.skip(e, `body ${kind} unit "${unit}" not recognised`);
    const r =
      demographicsSchema.shape[kind === 'height' ? 'heightCm' : 'weightKg'].safeParse(value);
    if (!r.success) return this.skip(e, `body ${kind} ${value}: ${r.error.issues[0]!.message}`);
    this.body[kind].push({ entry: e, value, at, unit: kind === 'height' ? 'cm' : 'kg' });
  }

  /** One note per kind of lab whose latest value is older than the freshness windows. */
  private noteStaleLabs(): void {
    const f = this.options.labFreshness;
    if (!f) return;
    const now = Date.parse(f.now);
    const latest = new Map<string, { label: string; at: number; date: string }>();
    for (const l of this.lists.labValues) {
      const lab = findLab(l.labType);
      if (!lab) continue;
      const at = timeOf(l.timestamp);
      const seen = latest.get(lab.name);
      if (!seen || at > seen.at)
        latest.set(lab.name, { label: lab.label, at, date: String(l.timestamp).slice(0, 10) });
    }
    for (const { label, at, date } of latest.values()) {
      const age = Math.floor((now - at) / 86_400_000);
      if (age <= f.preCycleDays) continue;
      const beyond =
        age > f.maintenanceDays
          ? `older than ${f.maintenanceDays} days, so no alert uses it as current`
          : `older than the ${f.preCycleDays}-day window before a chemotherapy cycle (still within ${f.maintenanceDays} days for other drugs)`;
      this.report.notes.push(
        `Latest ${label} is from ${date} (${age} days ago): ${beyond}; the alerts read it as "cannot assess: no recent value" with its date (${f.basis}).`,
      );
    }
  }

  private finishBody(): void {
    for (const kind of ['height', 'weight'] as const) {
      const readings = [...this.body[kind]].sort((a, b) => b.at - a.at);
      const [latest, ...older] = readings;
      if (!latest) continue;
      this.demographics[kind === 'height' ? 'heightCm' : 'weightKg'] = latest.value;
      // Issue 19: the observation's time dates the dose basis; without one the value stays undated.
      this.demographics[kind === 'height' ? 'heightMeasuredAt' : 'weightMeasuredAt'] =
        Number.isFinite(latest.at) ? new Date(latest.at).toISOString() : null;
      this.mapped(
        latest.entry,
        'demographics',
        `body ${kind} ${latest.value} ${latest.unit} (the latest)`,
      );
      for (const o of older) this.skip(o.entry, `an earlier body ${kind}; the latest is kept`);
    }
  }

  private readVital(e: Entry, loinc: Set<string>, when: string | null): void {
    if (!when) return this.skip(e, 'no time of measurement');
    const n = e.node;
    const values: Partial<VitalSignsInput> = {};
    const notes: string[] = [];
    const quantity = (node: Node) => {
      const q = node.get('valueQuantity');
      const value = q.get('value').num();
      return value === undefined
        ? null
        : { value, unit: q.get('code').text() ?? q.get('unit').text() ?? '' };
    };
    if (loinc.has(LOINC.ecog)) {
      const ps = n.get('valueInteger').num() ?? quantity(n)?.value;
      if (ps === undefined)
        return this.skip(e, 'an ECOG performance status without an integer value');
      values.performanceStatus = ps;
    } else if (loinc.has(LOINC.karnofsky)) {
      const kps = n.get('valueInteger').num() ?? quantity(n)?.value;
      const ecog = kps === undefined ? null : karnofskyToEcog(kps);
      if (ecog === null) return this.skip(e, 'a Karnofsky score that is not 0-100 in steps of 10');
      values.performanceStatus = ecog;
      notes.push(
        `Karnofsky ${kps} recorded as ECOG ${ecog} (approximate conversion, Ma C et al. 2010)`,
      );
    } else if (loinc.has(LOINC.heartRate)) {
      const q = quantity(n);
      if (!q) return this.skip(e, 'a heart rate without a value');
      values.heartRate = Math.round(q.value);
    } else if (loinc.has(LOINC.bodyTemperature)) {
      const q = quantity(n);
      const c = q ? celsius(q.value, q.unit) : null;
      if (c === null)
        return this.skip(e, `a body temperature in an unrecognised unit "${q?.unit ?? ''}"`);
      values.temperature = c;
    } else {
      const read = (code: string) => {
        if (loinc.has(code)) return quantity(n)?.value;
        const comp = n
          .get('component')
          .items()
          .find((c) => hasCode(readConcept(c.get('code')), SYSTEM.loinc, code));
        return comp ? quantity(comp)?.value : undefined;
      };
      const systolic = read(LOINC.systolic);
      const diastolic = read(LOINC.diastolic);
      if (systolic === undefined && diastolic === undefined)
        return this.skip(e, 'a blood pressure without values');
      if (systolic !== undefined) values.bloodPressureSystolic = Math.round(systolic);
      if (diastolic !== undefined) values.bloodPressureDiastolic = Math.round(diastolic);
    }
    if (!this.valid(e, vitalSignsSchema, { timestamp: when, ...values })) return;
    const key = timeOf(when);
    let row = this.vitalsAt.get(key);
    if (!row) {
      if (!this.room(e, 'vitals')) return;
      row = { timestamp: when };
      this.vitalsAt.set(key, row);
      this.lists.vitals.push(row);
    }
    Object.assign(row, values);
    const words = Object.entries(values)
      .map(([k, v]) => {
        const key = k as keyof typeof VITAL_WORDS;
        return `${VITAL_WORDS[key]} ${v}${VITAL_UNITS[key]}`;
      })
      .join(', ');
    this.mapped(e, 'vitals', `${words} at ${when}${notes.length ? `; ${notes.join('; ')}` : ''}`);
  }

  /** TNM categories give a stage only when the condition has no stage group and all three are there. */
  private finishStages(): void {
    for (const [condition, parts] of this.tnm) {
      const entries = Object.values(parts).map((p) => p.entry);
      if (condition.stage) {
        for (const e of entries)
          this.skip(e, `a TNM category; the stage group ${condition.stage} is kept`);
        continue;
      }
      if (!parts.T || !parts.N || !parts.M) {
        for (const e of entries)
          this.skip(e, 'a TNM category without the other two: no stage kept');
        continue;
      }
      const strip = (s: string) => s.replace(/^[cpyra]+/, '');
      const stage = `${parts.T.text}${strip(parts.N.text)}${strip(parts.M.text)}`;
      condition.stage = stage;
      for (const e of entries) this.mapped(e, 'conditions', `TNM ${stage} of ${condition.name}`);
    }
  }

  // --- Genomics

  private geneOf(n: Node, valueLabel: string | null): string | null {
    const comp = n
      .get('component')
      .items()
      .find((c) => hasCode(readConcept(c.get('code')), SYSTEM.loinc, LOINC.geneStudied));
    if (comp) {
      const concept = readConcept(comp.get('valueCodeableConcept'));
      const candidates = [
        concept.text,
        ...concept.codings.map((c) => c.display),
        ...concept.codings.map((c) => c.code),
      ];
      const gene = candidates.map((c) => c?.trim().toUpperCase()).find((c) => c && GENE.test(c));
      if (gene) return gene;
    }
    const first = valueLabel?.split(/\s+/)[0]?.toUpperCase();
    return first && GENE.test(first) && valueLabel!.trim().includes(' ') ? first : null;
  }

  private componentLabel(n: Node, code: string): string | null {
    const comp = n
      .get('component')
      .items()
      .find((c) => hasCode(readConcept(c.get('code')), SYSTEM.loinc, code));
    if (!comp) return null;
    return (
      conceptLabel(readConcept(comp.get('valueCodeableConcept'))) ??
      comp.get('valueString').text() ??
      null
    );
  }

  private addGenetic(e: Entry, item: GeneticResultInput, summary: string): void {
    if (!this.room(e, 'genetics')) return;
    this.lists.genetics.push(item);
    this.geneticItems.set(e.index, item);
    this.geneticEntries.set(item, [e.index]);
    this.mapped(e, 'genetics', summary);
  }

  private geneticCommon(n: Node): Pick<GeneticResultInput, 'testDate' | 'laboratory'> {
    const testDate = fhirDate(
      n.get('effectiveDateTime').text() ??
        n.get('effectivePeriod').get('start').text() ??
        n.get('issued').text(),
    );
    const lab = n
      .get('performer')
      .items()
      .map((p) => p.get('display').text())
      .find(Boolean);
    return {
      ...(testDate ? { testDate } : {}),
      ...(lab && lab.length <= 200 ? { laboratory: lab } : {}),
    };
  }

  private readGenotype(e: Entry): void {
    const n = e.node;
    const label =
      conceptLabel(readConcept(n.get('valueCodeableConcept'))) ??
      n.get('valueString').text() ??
      null;
    const gene = this.geneOf(n, label);
    if (!gene) return this.skip(e, 'a genotype that names no gene (component 48018-6)');
    if (!label) return this.skip(e, 'a genotype without a value');
    const diplotype = label.toUpperCase().startsWith(`${gene} `)
      ? label.slice(gene.length + 1).trim()
      : label;
    this.addGenetic(e, { gene, diplotype, ...this.geneticCommon(n) }, `${gene} ${diplotype}`);
  }

  private readVariant(e: Entry): void {
    const r = readVariantObservation(e.node, this.geneticCommon(e.node));
    if (!r.ok) return this.skip(e, r.reason);
    this.addGenetic(e, r.item, r.summary);
  }

  private readImplication(e: Entry): void {
    const n = e.node;
    // Either component code (STU3+ and the predicted form mCODE's examples use), with the drug.
    const implication = implicationText(n);
    const phenotype =
      implication && implication.length > 100 ? implication.slice(0, 100) : implication;
    if (!phenotype)
      return this.skip(e, 'a therapeutic implication without its implication component');
    let target: GeneticResultInput | undefined;
    for (const d of n.get('derivedFrom').items()) {
      const source = this.refs.resolve(d.get('reference').text());
      if (source && this.geneticItems.has(source.index))
        target = this.geneticItems.get(source.index);
    }
    const gene = target?.gene ?? this.geneOf(n, null);
    if (!gene)
      return this.skip(e, 'a therapeutic implication whose genotype or gene is not in the bundle');
    target ??= this.lists.genetics.find((g) => g.gene === gene && !g.phenotype);
    if (target && !target.phenotype) {
      target.phenotype = phenotype;
      this.geneticEntries.get(target)?.push(e.index);
      this.mapped(e, 'genetics', `${gene} phenotype ${phenotype}`);
    } else {
      this.addGenetic(
        e,
        { gene, phenotype, ...this.geneticCommon(n) },
        `${gene} phenotype ${phenotype}`,
      );
    }
  }

  private finishGenetics(): void {
    this.lists.genetics = this.lists.genetics.filter((g) => {
      const r = geneticResultSchema.safeParse(g);
      if (r.success) return true;
      for (const index of this.geneticEntries.get(g) ?? []) {
        const e = this.entries.find((x) => x.index === index)!;
        this.report.mapped = this.report.mapped.filter((m) => m.entry !== index);
        this.skip(e, `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`);
      }
      return false;
    });
  }
}

const DEMOGRAPHIC_WORDS: Record<DemographicField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  dateOfBirth: 'date of birth',
  sex: 'sex',
  mrn: 'MRN',
};

const VITAL_WORDS = {
  bloodPressureSystolic: 'systolic',
  bloodPressureDiastolic: 'diastolic',
  heartRate: 'heart rate',
  temperature: 'temperature',
  performanceStatus: 'ECOG',
} as const;
const VITAL_UNITS = {
  bloodPressureSystolic: ' mmHg',
  bloodPressureDiastolic: ' mmHg',
  heartRate: '/min',
  temperature: ' °C',
  performanceStatus: '',
} as const;

const DEMOGRAPHIC_FIELDS: DemographicField[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'sex',
  'mrn',
];

/**
 * Maps a FHIR R4 Bundle (any type: collection, searchset, transaction, document), a list of
 * resources or one resource to the product's patient input and an import report. A document that
 * is not FHIR, or whose fields have the wrong JSON types, gives `ok: false` with every error naming
 * its entry and path; nothing is mapped then.
 */
export function bundleToPatient(input: unknown, options: FhirImportOptions): FhirImportResult {
  const sink: ErrorSink = { errors: [] };
  const entries = entriesOf(input, sink, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
  if (!entries || sink.errors.length > 0) return { ok: false, errors: sink.errors };
  const mapper = new Mapper(entries, options, sink);
  mapper.run();
  if (sink.errors.length > 0) return { ok: false, errors: sink.errors };
  const report = mapper.report;
  report.missingDemographics = DEMOGRAPHIC_FIELDS.filter(
    (f) => mapper.demographics[f] === undefined,
  );
  report.mapped.sort((a, b) => a.entry - b.entry);
  report.skipped.sort((a, b) => a.entry - b.entry);
  report.unresolvedCodes.sort((a, b) => a.entry - b.entry);
  const d = mapper.demographics;
  const patient: PatientInput | null =
    report.missingDemographics.length === 0
      ? {
          demographics: {
            firstName: d.firstName!,
            lastName: d.lastName!,
            dateOfBirth: d.dateOfBirth!,
            sex: d.sex!,
            mrn: d.mrn!,
            ...(d.heightCm !== undefined ? { heightCm: d.heightCm } : {}),
            ...(d.weightKg !== undefined ? { weightKg: d.weightKg } : {}),
            // The observation's time, so a new patient's dose basis keeps its real date.
            ...(d.heightMeasuredAt !== undefined ? { heightMeasuredAt: d.heightMeasuredAt } : {}),
            ...(d.weightMeasuredAt !== undefined ? { weightMeasuredAt: d.weightMeasuredAt } : {}),
            ...(d.deceased !== undefined
              ? { deceased: d.deceased, deceasedDate: d.deceasedDate ?? null }
              : {}),
          },
          ...mapper.lists,
        }
      : null;
  return {
    ok: true,
    patient,
    demographics: d,
    identifiers: mapper.identifiers,
    lists: mapper.lists,
    report,
  };
}

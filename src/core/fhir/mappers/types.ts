import type { z } from 'zod';
import type {
  AllergyInput,
  ConditionInput,
  demographicsSchema,
  GeneticResultInput,
  LabValueInput,
  MedicationInput,
  PatientInput,
  TreatmentHistoryInput,
  TumourMeasurementInput,
  VitalSignsInput,
} from '../../patients';
import type { FhirImportError } from '../json';
import type { RecordUpdate } from '../record-diff';

/* The import's public shapes: options in, patient lists and the report out (see ../README.md). */

export type ImportSection =
  | 'demographics'
  | 'medications'
  | 'allergies'
  | 'conditions'
  | 'labValues'
  | 'vitals'
  | 'genetics'
  | 'treatmentHistory'
  | 'tumourMeasurements';

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
  /**
   * The lab's own freshness windows (the alert engine's per-lab table), when it has them; the
   * numbers above are the fallback for a lab without one.
   */
  windowOf?: (
    lab: string,
  ) => { preCycleDays: number; maintenanceDays: number; basis: string } | undefined;
}

export type Demographics = z.input<typeof demographicsSchema>;

export interface PatientLists {
  allergies: AllergyInput[];
  medications: MedicationInput[];
  conditions: ConditionInput[];
  labValues: LabValueInput[];
  genetics: GeneticResultInput[];
  vitals: VitalSignsInput[];
  treatmentHistory: TreatmentHistoryInput[];
  /** Issue 20: mCODE TumorSize lesion measurements. */
  tumourMeasurements: TumourMeasurementInput[];
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

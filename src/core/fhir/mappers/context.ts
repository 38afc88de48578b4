import type { z } from 'zod';
import type { ConditionInput, GeneticResultInput, VitalSignsInput } from '../../patients';
import type { CodingValue, ErrorSink } from '../json';
import { References, type Entry } from './entries';
import type {
  Demographics,
  FhirImportOptions,
  FhirImportReport,
  ImportSection,
  ListSection,
  PatientLists,
} from './types';

/** List caps of the patient input schema (core/patients). */
export const LIST_MAX: Record<ListSection, number> = {
  allergies: 200,
  medications: 200,
  conditions: 100,
  labValues: 5000,
  genetics: 100,
  vitals: 5000,
  treatmentHistory: 2000,
  tumourMeasurements: 500,
};

/**
 * One import's working state, shared by the per-resource mappers: the lists being built, the
 * report, and what one resource needs to find another (conditions for stages, genotypes for
 * implications, vitals rows by time). The mappers are functions of (context, entry).
 */
export class ImportContext {
  readonly lists: PatientLists = {
    allergies: [],
    medications: [],
    conditions: [],
    labValues: [],
    genetics: [],
    vitals: [],
    treatmentHistory: [],
    tumourMeasurements: [],
  };
  readonly report: FhirImportReport;
  readonly demographics: Partial<Demographics> = {};
  readonly identifiers: Array<{ system: string | null; value: string }> = [];
  readonly refs: References;
  patient: Entry | null = null;
  /** Condition entry index → its item in `lists.conditions`. */
  readonly conditionItems = new Map<number, ConditionInput>();
  readonly conditionEntries: Entry[] = [];
  /** T, N and M categories by the condition they stage, put together at the end. */
  readonly tnm = new Map<
    ConditionInput,
    Partial<Record<'T' | 'N' | 'M', { text: string; entry: Entry }>>
  >();
  /** When a stage observation last staged each condition (the latest wins). */
  readonly stagedByObservation = new Map<ConditionInput, number>();
  /** Vitals by time of measurement. */
  readonly vitalsAt = new Map<number, VitalSignsInput>();
  /** Genotype entry index → its item in `lists.genetics`. */
  readonly geneticItems = new Map<number, GeneticResultInput>();
  readonly geneticEntries = new Map<GeneticResultInput, number[]>();
  readonly body: Record<
    'height' | 'weight',
    Array<{ entry: Entry; value: number; at: number; unit: string }>
  > = {
    height: [],
    weight: [],
  };

  constructor(
    readonly entries: Entry[],
    readonly options: FhirImportOptions,
    readonly sink: ErrorSink,
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
        tumourMeasurements: 0,
      },
    };
  }

  skip(e: Entry, reason: string): void {
    this.report.skipped.push({ entry: e.index, resourceType: e.type, id: e.id, reason });
  }

  mapped(e: Entry, section: ImportSection, summary: string): void {
    this.report.mapped.push({ entry: e.index, resourceType: e.type, id: e.id, section, summary });
  }

  unresolved(e: Entry, c: Partial<CodingValue>, field: string): void {
    this.report.unresolvedCodes.push({
      entry: e.index,
      system: c.system ?? null,
      code: c.code ?? null,
      display: c.display ?? null,
      field,
    });
  }

  /** Validates one item with its schema; on failure the resource is skipped with the first problem. */
  valid<S extends z.ZodType>(e: Entry, schema: S, value: unknown): z.output<S> | null {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    const issue = r.error.issues[0]!;
    this.skip(e, `${issue.path.join('.') || 'value'}: ${issue.message}`);
    return null;
  }

  room(e: Entry, section: ListSection): boolean {
    if (this.lists[section].length < LIST_MAX[section]) return true;
    this.skip(e, `the patient record holds at most ${LIST_MAX[section]} ${section}`);
    return false;
  }
}

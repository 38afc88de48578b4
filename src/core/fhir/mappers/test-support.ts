import type { Bundle } from '@medplum/fhirtypes';
import type { StoredGeneticResult } from '../../patients';
import { patientToBundle } from '../export';
import type { CodingValue, ConceptValue, ErrorSink } from '../json';
import { ImportContext } from './context';
import { entriesOf, type Entry } from './entries';
import type { DrugResolution, FhirImportOptions } from './types';

/*
 * For the mappers' own tests: one import context over a list of resources (entry i is resource i),
 * with a few drugs resolved by name and RxCUI as the knowledge base would.
 */

const KB: Record<string, DrugResolution> = {
  capecitabine: { name: 'capecitabine', drugIds: ['capecitabine'] },
  xeloda: { name: 'capecitabine', drugIds: ['capecitabine'] },
  '194000': { name: 'capecitabine', drugIds: ['capecitabine'] },
  warfarin: { name: 'warfarin', drugIds: ['warfarin'] },
  '11289': { name: 'warfarin', drugIds: ['warfarin'] },
  doxorubicin: { name: 'doxorubicin', drugIds: ['doxorubicin'] },
  '3639': { name: 'doxorubicin', drugIds: ['doxorubicin'] },
  penicillin: { name: 'penicillin G', drugIds: ['penicillin-g'] },
};

export const testResolveDrug = (q: string): DrugResolution | null =>
  KB[q.trim().toLowerCase()] ?? null;

export function contextOf(
  resources: object[],
  options: Partial<FhirImportOptions> = {},
): { ctx: ImportContext; entries: Entry[] } {
  const sink: ErrorSink = { errors: [] };
  const entries = entriesOf(resources, sink, 1000);
  if (!entries || sink.errors.length > 0) throw new Error(JSON.stringify(sink.errors));
  return {
    ctx: new ImportContext(entries, { resolveDrug: testResolveDrug, ...options }, sink),
    entries,
  };
}

/** The one skip reason or mapped summary the context recorded, for table rows. */
export function outcome(ctx: ImportContext): string {
  const s = ctx.report.skipped.map((x) => `skipped: ${x.reason}`);
  const m = ctx.report.mapped.map((x) => `${x.section}: ${x.summary}`);
  return [...m, ...s].join(' | ');
}

export const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
export const LOINC_SYSTEM = 'http://loinc.org';
export const SCT = 'http://snomed.info/sct';
export const UCUM = 'http://unitsofmeasure.org';

/** A CodeableConcept as the mappers read it, from its text and codings' parts. */
export function conceptOf(
  text: string | null,
  ...codings: Array<Partial<CodingValue>>
): ConceptValue {
  return {
    text,
    codings: codings.map((c) => ({
      system: c.system ?? null,
      code: c.code ?? null,
      display: c.display ?? null,
    })),
  };
}

/**
 * The export of a record holding only these genetic results (a round trip's first half), with
 * deterministic ids and dates.
 */
export function geneticsOnlyBundle(
  genetics: StoredGeneticResult[],
  patient: { mrn: string; sex: 'female' | 'male' },
): Bundle {
  let n = 0;
  return patientToBundle(
    {
      patient: {
        firstName: 'Round',
        lastName: 'Trip',
        dateOfBirth: '1960-01-01',
        mrn: patient.mrn,
        pseudonym: null,
        sex: patient.sex,
        heightCm: null,
        weightKg: null,
        measuredAt: '2026-02-01T00:00:00.000Z',
      },
      conditions: [],
      allergies: [],
      medications: [],
      labValues: [],
      genetics,
      vitals: [],
      treatmentHistory: [],
    },
    {
      newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      now: '2026-02-02T00:00:00.000Z',
      drugFacts: () => null,
      mrnSystem: 'urn:oncocds:institution:test:mrn',
    },
  );
}

import type { PatientInput } from '../patients';
import type { ErrorSink } from './json';
import { ImportContext } from './mappers/context';
import { entriesOf, relativeRef, type Entry } from './mappers/entries';
import { readAdministration } from './mappers/administration';
import { readAllergy } from './mappers/allergy';
import { finishStages, readCondition } from './mappers/condition';
import { finishGenetics } from './mappers/genetic-observations';
import { noteStaleLabs } from './mappers/lab';
import { readMedication } from './mappers/medication';
import { isDeferredObservation, readObservation } from './mappers/observation';
import { readPatient } from './mappers/patient';
import { finishBody } from './mappers/vitals';
import type {
  DemographicField,
  FhirImportOptions,
  FhirImportResult,
  ListSection,
} from './mappers/types';

/*
 * FHIR R4 in, the product's patient input out (issue 14's table):
 *   Patient → demographics; MedicationRequest, MedicationStatement → medications;
 *   MedicationAdministration → treatment history; AllergyIntolerance → allergies;
 *   Condition (ICD-10-CM, SNOMED CT) with its mCODE stage → conditions;
 *   Observation: LOINC laboratory → labs (units through the lab catalogue), vital signs and
 *   ECOG/Karnofsky → vitals, body height and weight → demographics, Genomics Reporting
 *   genotype/variant/therapeutic implication → genetics.
 * This file is the orchestrator: it reads the entries, sends each resource to its mapper
 * (./mappers/<resource>.ts, each with its own tests) and finishes what needs the whole bundle.
 * Pure: drug names resolve through the function the caller passes. Nothing is guessed: what cannot
 * be read is skipped with its reason, and a code the product does not know is kept as written and
 * listed under `unresolvedCodes` (a lab then reads "cannot assess").
 */

export type {
  DemographicField,
  DrugResolution,
  FhirImportOptions,
  FhirImportReport,
  FhirImportResult,
  ImportSection,
  LabFreshness,
  ListSection,
  MappedEntry,
  PatientLists,
  SkippedEntry,
  UnresolvedCode,
} from './mappers/types';
export type { FhirImportError } from './json';

const DEFAULT_MAX_ENTRIES = 20_000;

function run(ctx: ImportContext): void {
  const patients = ctx.entries.filter((e) => e.type === 'Patient');
  if (patients.length > 1) {
    ctx.sink.errors.push({
      entry: patients[1]!.index,
      path: patients[1]!.node.path,
      message: `is a second Patient (entries ${patients.map((p) => p.index).join(', ')}): import one patient at a time`,
    });
    return;
  }
  ctx.patient = patients[0] ?? null;
  if (ctx.patient) readPatient(ctx, ctx.patient);
  else ctx.report.notes.push('The bundle has no Patient resource: demographics come from nowhere.');

  // Conditions first, so that staging observations find the condition they describe.
  const ordered = [
    ...ctx.entries.filter((e) => e.type === 'Condition'),
    ...ctx.entries.filter((e) => e.type !== 'Condition' && e.type !== 'Patient'),
  ];
  const later: Entry[] = [];
  for (const e of ordered) {
    if (!checkCommon(ctx, e)) continue;
    switch (e.type) {
      case 'Condition':
        readCondition(ctx, e);
        break;
      case 'MedicationRequest':
      case 'MedicationStatement':
        readMedication(ctx, e);
        break;
      case 'MedicationAdministration':
        readAdministration(ctx, e);
        break;
      case 'AllergyIntolerance':
        readAllergy(ctx, e);
        break;
      case 'Observation':
        // Implications and stages refer to other observations: read them after the rest.
        if (isDeferredObservation(ctx, e)) later.push(e);
        else readObservation(ctx, e);
        break;
      case 'Medication':
        ctx.skip(e, 'a Medication is read through the orders and administrations that refer to it');
        break;
      case 'DiagnosticReport':
        ctx.skip(e, 'a report is a container: its results are read from their own Observations');
        break;
      case 'Bundle':
        ctx.skip(e, 'a Bundle inside a Bundle is not read; send its entries at the top level');
        break;
      default:
        ctx.skip(e, `OncoCDS does not record ${e.type} resources`);
    }
  }
  for (const e of later) readObservation(ctx, e);
  finishStages(ctx);
  finishBody(ctx);
  finishGenetics(ctx);
  noteStaleLabs(ctx);
  for (const k of Object.keys(ctx.report.counts) as ListSection[]) {
    ctx.report.counts[k] = ctx.lists[k].length;
  }
}

/** Status and subject rules shared by every clinical resource; false when skipped. */
function checkCommon(ctx: ImportContext, e: Entry): boolean {
  const status = e.node.get('status').text();
  if (status === 'entered-in-error') {
    ctx.skip(e, 'marked entered-in-error');
    return false;
  }
  const subjectField = e.type === 'AllergyIntolerance' ? 'patient' : 'subject';
  const subject = e.node.get(subjectField);
  if (subject.object() && ctx.patient) {
    const ref = subject.get('reference').text();
    if (ref) {
      const target = ctx.refs.resolve(ref);
      const rel = relativeRef(ref);
      const pointsElsewhere = target ? target !== ctx.patient : rel !== null;
      if (pointsElsewhere) {
        ctx.skip(e, `${subjectField} ${ref} is not the bundle's patient`);
        return false;
      }
    }
  }
  return true;
}

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
  const mapper = new ImportContext(entries, options, sink);
  run(mapper);
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

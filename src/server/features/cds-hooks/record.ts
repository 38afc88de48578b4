import type { z } from 'zod';
import type { DraftOrder, FhirResourceJson } from '../../../core/cds-hooks';
import { DomainError } from '../../../core/errors';
import { bundleToPatient, type DrugResolution, type PatientLists } from '../../../core/fhir';
import {
  ageInYears,
  allergySchema,
  conditionSchema,
  geneticResultSchema,
  labValueSchema,
  medicationSchema,
  parseRouteWord,
  readLab,
  treatmentHistorySchema,
  vitalSignsSchema,
  type PatientClinicalRecord,
  type PatientSex,
  type StoredMedication,
} from '../../../core/patients';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import { resolveDrugName, type ResolvedDrugName } from '../../lib/patient-record';

/*
 * The EHR's FHIR resources as the record the alert engine reads, in memory: nothing is stored,
 * and the EHR's patient never becomes an OncoCDS patient. The reading of FHIR is core/fhir's
 * `bundleToPatient` (the same as the import endpoint's); this file adds what the server resolves
 * when it stores a patient (drug ids, canonical lab values), as `features/patients/rows.ts` does.
 */

const LOINC_CODE = /^\d{1,7}-\d$/;

/** Resolves names exactly as a stored medication is resolved, remembering each answer by name. */
class DrugResolver {
  private readonly byName = new Map<string, ResolvedDrugName>();
  constructor(private readonly kb: KnowledgeBase) {}

  /** `bundleToPatient`'s resolver: an RxCUI or a name, to the knowledge base's name and ids. */
  readonly forMapper = (query: string): DrugResolution | null => {
    const r = resolveDrugName(this.kb, query);
    if (!r.resolved || !r.name) return null;
    this.byName.set(r.name, r);
    return { name: r.name, drugIds: r.drugIds };
  };

  /** The resolution of a name the mapper produced (a combination product keeps its ingredients). */
  of(name: string): ResolvedDrugName {
    return this.byName.get(name) ?? resolveDrugName(this.kb, name);
  }
}

type Parsed<S extends z.ZodType> = z.output<S>;

/** Each item through its schema (defaults, trimming); an item that fails is counted, not kept. */
function parseAll<S extends z.ZodType>(
  schema: S,
  items: readonly unknown[],
  dropped: string[],
  what: string,
) {
  const out: Array<Parsed<S>> = [];
  for (const item of items) {
    const r = schema.safeParse(item);
    if (r.success) out.push(r.data);
    else {
      const issue = r.error.issues[0];
      dropped.push(
        `a ${what} (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'})`,
      );
    }
  }
  return out;
}

function storedMedication(
  input: Parsed<typeof medicationSchema>,
  id: string,
  drugs: DrugResolver,
): StoredMedication {
  const drug = drugs.of(input.drugName);
  return {
    id,
    drugName: input.drugName,
    drugIds: drug.drugIds,
    rxcui: drug.rxcui,
    resolved: drug.resolved,
    dosage: input.dosage || null,
    frequency: input.frequency || null,
    route: input.route ? parseRouteWord(input.route) : null,
    startDate: input.startDate ?? null,
    stopDate: null,
    isActive: input.isActive,
    prescribedBy: input.prescribedBy || null,
  };
}

function toRecord(
  lists: PatientLists,
  demographics: {
    dateOfBirth?: string;
    sex?: PatientSex;
    heightCm?: number | null;
    weightKg?: number | null;
  },
  drugs: DrugResolver,
  nowMs: number,
  dropped: string[],
): PatientClinicalRecord {
  const sex = demographics.sex ?? 'unknown';
  return {
    ageYears: demographics.dateOfBirth ? ageInYears(demographics.dateOfBirth, nowMs) : null,
    sex,
    heightCm: demographics.heightCm ?? null,
    weightKg: demographics.weightKg ?? null,
    allergies: parseAll(allergySchema, lists.allergies, dropped, 'allergy').map((a, i) => ({
      id: `allergy-${i}`,
      allergen: a.allergen,
      allergenType: a.allergenType,
      reaction: a.reaction || null,
      severity: a.severity,
      dateReported: a.dateReported ?? null,
      verified: a.verified,
    })),
    medications: parseAll(medicationSchema, lists.medications, dropped, 'medication').map((m, i) =>
      storedMedication(m, `medication-${i}`, drugs),
    ),
    conditions: parseAll(conditionSchema, lists.conditions, dropped, 'condition').map((c, i) => ({
      id: `condition-${i}`,
      name: c.name,
      icd10: c.icd10 ?? null,
      dateOfDiagnosis: c.dateOfDiagnosis ?? null,
      status: c.status,
      stage: c.stage || null,
    })),
    labValues: parseAll(labValueSchema, lists.labValues, dropped, 'lab result').map((l, i) => {
      const reading = readLab(l.labType, l.value, l.unit, sex);
      const lab = reading.status === 'unknown-lab' ? null : reading.lab;
      const ok = reading.status === 'ok' ? reading : null;
      return {
        id: `lab-${i}`,
        labType: l.labType,
        labName: lab?.name ?? null,
        loinc: lab?.loinc ?? (LOINC_CODE.test(l.labType) ? l.labType : null),
        value: l.value,
        unit: l.unit,
        canonicalValue: ok?.value ?? null,
        canonicalUnit: ok?.unit ?? null,
        referenceRange: l.referenceRange || null,
        timestamp: l.timestamp,
        isAbnormal: l.isAbnormal ?? ok?.isAbnormal ?? null,
        criticalFlag: l.criticalFlag ?? ok?.criticalFlag ?? null,
      };
    }),
    genetics: parseAll(geneticResultSchema, lists.genetics, dropped, 'genomic result').map(
      (g, i) => ({
        id: `gene-${i}`,
        gene: g.gene,
        diplotype: g.diplotype || null,
        phenotype: g.phenotype || null,
        testDate: g.testDate ?? null,
        laboratory: g.laboratory || null,
      }),
    ),
    vitals: parseAll(vitalSignsSchema, lists.vitals, dropped, 'vital signs').map((v, i) => ({
      id: `vitals-${i}`,
      timestamp: v.timestamp,
      bloodPressureSystolic: v.bloodPressureSystolic ?? null,
      bloodPressureDiastolic: v.bloodPressureDiastolic ?? null,
      heartRate: v.heartRate ?? null,
      temperature: v.temperature ?? null,
      performanceStatus: v.performanceStatus ?? null,
    })),
    treatmentHistory: parseAll(
      treatmentHistorySchema,
      lists.treatmentHistory,
      dropped,
      'administration',
    ).map((t, i) => ({
      id: `administration-${i}`,
      drugName: t.drugName,
      drugIds: drugs.of(t.drugName).drugIds,
      date: t.date,
      dose: t.dose,
      doseUnit: t.doseUnit,
      cycle: t.cycle ?? null,
      regimenId: t.regimenId ?? null,
    })),
  };
}

function malformed(
  where: string,
  errors: ReadonlyArray<{ entry: number | null; path: string; message: string }>,
) {
  const first = errors[0];
  const at = first
    ? `${first.entry !== null ? ` entry ${first.entry}` : ''}${first.path ? ` ${first.path}` : ''}`
    : '';
  return new DomainError(
    'validation',
    `Invalid request: ${where}${at}: ${first?.message ?? 'is not FHIR R4'}`,
    errors.slice(0, 20).map((e) => ({
      path: `${where}${e.entry !== null ? `[${e.entry}]` : ''}${e.path ? `.${e.path}` : ''}`,
      message: e.message,
    })),
  );
}

export interface CdsRecord {
  record: PatientClinicalRecord;
  drafts: DraftOrder[];
  /** Items the FHIR data held that could not be read into the record (for the could-not-check card). */
  unreadable: string[];
}

/**
 * The record of one hook call: the prefetched (or fetched) resources, plus the draft
 * MedicationRequests of the context as active orders (their status is `draft`, which an import
 * skips; here they are the very orders being checked). A draft that revises an active order
 * replaces it.
 */
export function recordFromFhir(
  resources: readonly FhirResourceJson[],
  draftResources: readonly FhirResourceJson[],
  kb: KnowledgeBase,
  nowMs: number,
): CdsRecord {
  const drugs = new DrugResolver(kb);
  const draftRefs = new Set(
    draftResources.flatMap((d) => (typeof d.id === 'string' ? [`MedicationRequest/${d.id}`] : [])),
  );
  const base = resources.filter(
    (r) =>
      !(
        r.resourceType === 'MedicationRequest' &&
        typeof r.id === 'string' &&
        draftRefs.has(`MedicationRequest/${r.id}`)
      ),
  );
  const mapped = bundleToPatient([...base], { resolveDrug: drugs.forMapper });
  if (!mapped.ok) throw malformed('prefetch', mapped.errors);
  const unreadable: string[] = [];
  const record = toRecord(mapped.lists, mapped.demographics, drugs, nowMs, unreadable);
  // What the mapping had to skip and that changes what can be checked: an allergy, or an order
  // it could not read (not one it skipped for its status: stopped, not taken, on hold).
  for (const s of mapped.report.skipped) {
    const order = /^Medication(Request|Statement)$/.test(s.resourceType);
    if (
      s.resourceType === 'AllergyIntolerance' ||
      (order && !/draft|not taken|not given|on hold/.test(s.reason))
    ) {
      unreadable.push(`${s.resourceType}${s.id ? `/${s.id}` : ''} (${s.reason})`);
    }
  }

  const drafts: DraftOrder[] = [];
  draftResources.forEach((resource, i) => {
    const reference = `MedicationRequest/${typeof resource.id === 'string' ? resource.id : `draft-${i}`}`;
    const one = bundleToPatient(
      { ...resource, status: 'active' },
      { resolveDrug: drugs.forMapper },
    );
    if (!one.ok) throw malformed(`context.draftOrders.entry[${i}].resource`, one.errors);
    const [input] = parseAll(medicationSchema, one.lists.medications, unreadable, 'draft order');
    if (!input) {
      const why = one.report.skipped[0]?.reason ?? 'it names no medication';
      unreadable.push(`draft order ${reference} (${why})`);
      return;
    }
    const stored = storedMedication({ ...input, isActive: true }, `draft-${i}`, drugs);
    record.medications.push(stored);
    drafts.push({ reference, resource, drugIds: stored.drugIds, drugName: stored.drugName });
  });
  return { record, drafts, unreadable };
}

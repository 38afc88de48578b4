import type {
  AllergyIntolerance,
  Bundle,
  BundleEntry,
  CodeableConcept,
  Condition,
  Extension,
  MedicationAdministration,
  MedicationRequest,
  Observation,
  Patient,
  Quantity,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import type { Route } from '../knowledge/drug';
import { isTumourFinding, variantObservation } from './genomics';
import {
  findLab,
  type PatientSex,
  type StoredAllergy,
  type StoredCondition,
  type StoredGeneticResult,
  type StoredLabValue,
  type StoredMedication,
  type StoredTreatment,
  type StoredTumourMeasurement,
  type StoredVitalSigns,
} from '../patients';
import {
  DATA_ABSENT_REASON_URL,
  LOINC,
  MCODE_PROCEDURE_INTENT_URL,
  ONCOCDS_EXTENSION,
  PROCEDURE_INTENT,
  PROFILE,
  PSEUDONYM_SYSTEM,
  ROUTE_SNOMED,
  ROUTE_WORD,
  SNOMED_STAGE,
  SYSTEM,
} from './codes';
import { receptorExport } from './mappers/tumor-marker';
import { TUMOR_SIZE, TUMOR_SIZE_METHOD } from './mappers/tumor-size';
import { snomedCancerToIcd10 } from './snomed-icd10';

/*
 * The product's patient record out as a FHIR R4 `collection` Bundle, shaped to mCODE STU4 where
 * mCODE has a profile (cancer patient, primary and secondary cancer condition, TNM stage group,
 * ECOG performance status, cancer-related medication request and administration), Genomics
 * Reporting for pharmacogenomic results (genotype, therapeutic implication), and US Core or the
 * FHIR vital-signs profiles elsewhere. `bundleToPatient` reads every element written here, so a
 * record exported and imported again keeps its clinical content.
 *
 * The caller passes the record in the view its reader may see. In a de-identified view the names,
 * MRN and birth date are absent (the pseudonym is the identifier), dates are already shifted, and
 * a value the view withholds (null) is written as the data-absent-reason `masked`.
 */

type Nullable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

export interface ExportPatient {
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  mrn: string | null;
  /** De-identified exports: the stable pseudonym that stands in for the MRN. */
  pseudonym: string | null;
  sex: PatientSex;
  heightCm: number | null;
  weightKg: number | null;
  /** Patient.deceased[x]: the date when known (identified view), otherwise true. */
  deceased?: boolean;
  deceasedDate?: string | null;
  /** The record's last change, in the reader's view: the date of a measurement without its own. */
  measuredAt: string;
  /** When height and weight were measured (issue 19), in the reader's view, where recorded. */
  heightMeasuredAt?: string | null;
  weightMeasuredAt?: string | null;
}

export interface ExportRecord {
  patient: ExportPatient;
  allergies: Array<Nullable<StoredAllergy, 'allergen'>>;
  medications: Array<Nullable<StoredMedication, 'drugName'>>;
  conditions: Array<Nullable<StoredCondition, 'name'>>;
  labValues: Array<Nullable<StoredLabValue, 'labType' | 'unit'>>;
  genetics: StoredGeneticResult[];
  vitals: StoredVitalSigns[];
  treatmentHistory: Array<Nullable<StoredTreatment, 'drugName'>>;
  /** Issue 20: lesion measurements; absent in records built without them. */
  tumourMeasurements?: StoredTumourMeasurement[];
}

export interface DrugFacts {
  /** RxNorm RxCUI of a single-ingredient drug; null for a combination product or no RxCUI. */
  rxcui: string | null;
  /** True for an antineoplastic: its orders and administrations are mCODE cancer-related. */
  antineoplastic: boolean;
}

export interface FhirExportOptions {
  /** A fresh UUID for each resource (randomness stays outside core). */
  newId(): string;
  /** Bundle.timestamp, an ISO instant. */
  now: string;
  /** Identifier system of the MRNs (the institution's), for an identified export. */
  mrnSystem: string;
  /** What the knowledge base says about the drugs a medication resolved to; null when unresolved. */
  drugFacts(drugIds: readonly string[]): DrugFacts | null;
}

const ALLERGY_CATEGORY: Record<
  StoredAllergy['allergenType'],
  'medication' | 'food' | 'environment' | null
> = { drug: 'medication', food: 'food', environmental: 'environment', other: null };

const masked = (): Extension[] => [{ url: DATA_ABSENT_REASON_URL, valueCode: 'masked' }];
const absent = (reason: 'masked' | 'unknown'): CodeableConcept => ({
  extension: [{ url: DATA_ABSENT_REASON_URL, valueCode: reason }],
});
const coding = (system: string, code: string, display?: string) => ({
  system,
  code,
  ...(display ? { display } : {}),
});
const concept = (system: string, code: string, display?: string): CodeableConcept => ({
  coding: [coding(system, code, display)],
});
const category = (code: string): CodeableConcept[] => [concept(SYSTEM.observationCategory, code)];
const profiles = (...urls: string[]) => ({ meta: { profile: urls } });

/** UCUM codes of the units the product writes, by the unit as stored (lower-case, spaces removed). */
const UCUM: Record<string, string> = {
  mg: 'mg',
  g: 'g',
  mcg: 'ug',
  ug: 'ug',
  'mg/m2': 'mg/m2',
  'mg/kg': 'mg/kg',
  'g/m2': 'g/m2',
  ml: 'mL',
  'mg/dl': 'mg/dL',
  'g/dl': 'g/dL',
  'g/l': 'g/L',
  'mmol/l': 'mmol/L',
  'umol/l': 'umol/L',
  'µmol/l': 'umol/L',
  'μmol/l': 'umol/L',
  'u/l': 'U/L',
  '10^9/l': '10*9/L',
  '10*9/l': '10*9/L',
  '10^3/ul': '10*3/uL',
  '10*3/ul': '10*3/uL',
  '%': '%',
  ms: 'ms',
  'ml/min/1.73m2': 'mL/min/{1.73_m2}',
  'ml/min/{1.73_m2}': 'mL/min/{1.73_m2}',
  inr: '{INR}',
  '{inr}': '{INR}',
  'meq/l': 'meq/L',
};

function quantity(value: number, unit: string | null): Quantity {
  if (!unit) return { value };
  const ucum = UCUM[unit.toLowerCase().replace(/\s+/g, '')];
  return ucum ? { value, unit, system: SYSTEM.ucum, code: ucum } : { value, unit };
}

/** "1000 mg/m2" as a Quantity when it is exactly a number and a unit; otherwise null (kept as text). */
function doseQuantity(dosage: string): Quantity | null {
  const m = /^(\d+(?:\.\d+)?)\s*([A-Za-zµμ/%0-9.]+)$/.exec(dosage.trim());
  if (!m || String(Number(m[1])) !== m[1]) return null;
  return quantity(Number(m[1]), m[2]!);
}

function routeConcept(route: string | null): CodeableConcept | undefined {
  if (!route) return undefined;
  const r = route as Route;
  const snomed = ROUTE_SNOMED[r];
  const word = ROUTE_WORD[r] ?? route;
  return snomed
    ? { coding: [coding(SYSTEM.snomed, snomed.code, snomed.display)], text: word }
    : { text: word };
}

/** ICD-10-CM C00–C96 except the secondary codes; D00–D09 in situ (mCODE PrimaryCancerDisorderVS). */
function cancerKind(icd10: string | null): 'primary' | 'secondary' | null {
  if (!icd10) return null;
  if (/^C7[789]|^C7B/.test(icd10)) return 'secondary';
  if (/^C\d|^C7A|^D0\d/.test(icd10)) return 'primary';
  return null;
}

/** A stage group ("IIIA", "stage IV"), as opposed to a TNM string ("T2N1M0") or another system. */
const isStageGroup = (stage: string) =>
  /^(?:stage\s*)?(?:0|I{1,3}|IV)[A-C]?\d?$/i.test(stage.trim());

class BundleBuilder {
  readonly entries: BundleEntry[] = [];
  constructor(private readonly options: FhirExportOptions) {}

  add<T extends Resource>(resource: T): Reference<T> {
    const id = this.options.newId();
    const fullUrl = `urn:uuid:${id}`;
    this.entries.push({ fullUrl, resource: { ...resource, id } });
    return { reference: fullUrl };
  }
}

function patientResource(p: ExportPatient, mrnSystem: string): Patient {
  const identified = p.mrn !== null;
  const base: Patient = {
    resourceType: 'Patient',
    ...profiles(PROFILE.mcodePatient, PROFILE.usCorePatient),
    gender: p.sex,
    ...(p.deceased
      ? p.deceasedDate && identified
        ? { deceasedDateTime: p.deceasedDate }
        : { deceasedBoolean: true }
      : {}),
  };
  if (!identified) {
    // US Core 5's us-core-6 looks for the data-absent-reason on the Patient itself.
    return {
      ...base,
      extension: masked(),
      identifier: p.pseudonym ? [{ system: PSEUDONYM_SYSTEM, value: p.pseudonym }] : [],
      name: [{ extension: masked() }],
    };
  }
  return {
    ...base,
    identifier: [
      {
        use: 'usual',
        type: concept(SYSTEM.identifierType, 'MR', 'Medical record number'),
        system: mrnSystem,
        value: p.mrn!,
      },
    ],
    name: [
      {
        use: 'official',
        ...(p.lastName ? { family: p.lastName } : {}),
        ...(p.firstName ? { given: [p.firstName] } : {}),
      },
    ],
    ...(p.dateOfBirth ? { birthDate: p.dateOfBirth } : {}),
  };
}

function vitalSign(
  subject: Reference<Patient>,
  at: string,
  code: string,
  display: string,
  profile: string,
  usCore: string | null,
  value: Quantity,
): Observation {
  return {
    resourceType: 'Observation',
    ...profiles(profile, ...(usCore ? [usCore] : [])),
    status: 'final',
    category: category('vital-signs'),
    code: concept(SYSTEM.loinc, code, display),
    subject,
    effectiveDateTime: at,
    valueQuantity: value,
  };
}

const ucum = (value: number, unit: string, code: string): Quantity => ({
  value,
  unit,
  system: SYSTEM.ucum,
  code,
});

/**
 * The patient record as a FHIR R4 collection Bundle. Pure: ids from `options.newId`, the time from
 * `options.now`, drug facts from `options.drugFacts`.
 */
export function patientToBundle(record: ExportRecord, options: FhirExportOptions): Bundle {
  const b = new BundleBuilder(options);
  const subject = b.add(patientResource(record.patient, options.mrnSystem));
  const p = record.patient;

  // Conditions: mCODE primary/secondary cancer conditions with their stage, US Core otherwise.
  let primaryCancer: Reference<Condition> | undefined;
  for (const c of record.conditions) {
    // A SNOMED-only cancer takes its profile from its mapped ICD-10-CM category.
    const mapped = snomedCancerToIcd10(c.snomed);
    const kind = cancerKind(c.icd10 ?? mapped?.icd10 ?? null);
    // Both codings the condition came with (mCODE accepts SNOMED CT and ICD-10-CM side by side).
    const codings = [
      // No display: the record keeps the code, not the sender's term for it.
      ...(c.snomed ? [coding(SYSTEM.snomed, c.snomed)] : []),
      ...(c.icd10 ? [coding(SYSTEM.icd10cm, c.icd10)] : []),
    ];
    const code: CodeableConcept =
      codings.length > 0 || c.name
        ? {
            ...(codings.length > 0 ? { coding: codings } : {}),
            ...(c.name ? { text: c.name } : {}),
          }
        : absent('masked');
    const profile =
      kind === 'primary'
        ? PROFILE.primaryCancerCondition
        : kind === 'secondary'
          ? PROFILE.secondaryCancerCondition
          : null;
    const conditionId = options.newId();
    const conditionRef: Reference<Condition> = { reference: `urn:uuid:${conditionId}` };
    let stageRef: Reference<Observation> | undefined;
    if (c.stage && kind !== null) {
      const group = isStageGroup(c.stage);
      // mCODE profiles a stage only of a primary cancer; a secondary's stage is written unprofiled.
      const stageProfile = group ? PROFILE.tnmStageGroup : PROFILE.cancerStage;
      const stage: Observation = {
        resourceType: 'Observation',
        ...(kind === 'primary' ? profiles(stageProfile) : {}),
        status: 'final',
        // mCODE STU3+ staging profiles require this category (mCODE change log: "Staging profiles
        // ... now require category SNOMED CT 385356007").
        category: [concept(SYSTEM.snomed, SNOMED_STAGE.tumorStageFinding, 'Tumor stage finding')],
        code: group
          ? concept(
              SYSTEM.snomed,
              SNOMED_STAGE.tnmStageGroup,
              'Tumor-node-metastasis (TNM) stage grouping',
            )
          : concept(
              SYSTEM.snomed,
              SNOMED_STAGE.tnmCategory,
              'Tumor-node-metastasis (TNM) category',
            ),
        subject,
        focus: [conditionRef],
        ...(c.dateOfDiagnosis ? { effectiveDateTime: c.dateOfDiagnosis } : {}),
        valueCodeableConcept: { text: c.stage },
        // The record does not say which edition of the AJCC manual was used.
        method: absent('unknown'),
      };
      stageRef = b.add(stage);
    }
    const condition: Condition = {
      resourceType: 'Condition',
      ...profiles(...(profile ? [profile] : []), PROFILE.usCoreCondition),
      clinicalStatus: concept(SYSTEM.conditionClinical, c.status),
      verificationStatus: concept(SYSTEM.conditionVerification, 'confirmed'),
      category: [concept(SYSTEM.conditionCategory, 'problem-list-item', 'Problem List Item')],
      code,
      subject,
      ...(c.dateOfDiagnosis ? { onsetDateTime: c.dateOfDiagnosis } : {}),
      ...(c.stage && kind !== 'secondary'
        ? {
            stage: [
              { summary: { text: c.stage }, ...(stageRef ? { assessment: [stageRef] } : {}) },
            ],
          }
        : {}),
    };
    b.entries.push({
      fullUrl: conditionRef.reference,
      resource: { ...condition, id: conditionId },
    });
    if (kind === 'primary') primaryCancer ??= conditionRef;
  }

  for (const a of record.allergies) {
    const categoryCode = ALLERGY_CATEGORY[a.allergenType];
    const allergy: AllergyIntolerance = {
      resourceType: 'AllergyIntolerance',
      ...profiles(PROFILE.usCoreAllergy),
      clinicalStatus: concept(SYSTEM.allergyClinical, 'active'),
      verificationStatus: concept(
        SYSTEM.allergyVerification,
        a.verified ? 'confirmed' : 'unconfirmed',
      ),
      ...(categoryCode ? { category: [categoryCode] } : {}),
      code: a.allergen ? { text: a.allergen } : absent('masked'),
      patient: subject,
      ...(a.dateReported ? { recordedDate: a.dateReported } : {}),
      reaction: [
        {
          manifestation: [
            a.reaction ? { text: a.reaction } : absent(p.mrn === null ? 'masked' : 'unknown'),
          ],
          severity: a.severity,
        },
      ],
    };
    b.add(allergy);
  }

  const medicationConcept = (name: string | null, drugIds: readonly string[]): CodeableConcept => {
    const rxcui = options.drugFacts(drugIds)?.rxcui;
    if (!name && !rxcui) return absent('masked');
    return {
      ...(rxcui ? { coding: [coding(SYSTEM.rxnorm, rxcui)] } : {}),
      ...(name ? { text: name } : {}),
    };
  };
  const cancerRelated = (drugIds: readonly string[]) =>
    options.drugFacts(drugIds)?.antineoplastic === true;

  for (const m of record.medications) {
    const cancer = cancerRelated(m.drugIds);
    const dose = m.dosage ? doseQuantity(m.dosage) : null;
    const route = routeConcept(m.route);
    const bounds =
      m.startDate || m.stopDate
        ? {
            boundsPeriod: {
              ...(m.startDate ? { start: m.startDate } : {}),
              ...(m.stopDate ? { end: m.stopDate } : {}),
            },
          }
        : undefined;
    const request: MedicationRequest = {
      resourceType: 'MedicationRequest',
      ...profiles(
        ...(cancer ? [PROFILE.cancerMedicationRequest] : []),
        PROFILE.usCoreMedicationRequest,
      ),
      status: m.isActive ? 'active' : m.stopDate ? 'stopped' : 'completed',
      intent: 'order',
      medicationCodeableConcept: medicationConcept(m.drugName, m.drugIds),
      subject,
      ...(m.startDate ? { authoredOn: m.startDate } : {}),
      // US Core requires a requester: the prescriber as written, else why it is missing.
      requester: m.prescribedBy
        ? { display: m.prescribedBy }
        : {
            extension: [
              { url: DATA_ABSENT_REASON_URL, valueCode: p.mrn === null ? 'masked' : 'unknown' },
            ],
          },
      ...(cancer && primaryCancer ? { reasonReference: [primaryCancer] } : {}),
      dosageInstruction: [
        {
          ...(m.dosage && !dose ? { text: m.dosage } : {}),
          ...(m.frequency || bounds
            ? {
                timing: {
                  ...(m.frequency ? { code: { text: m.frequency } } : {}),
                  ...(bounds ? { repeat: bounds } : {}),
                },
              }
            : {}),
          ...(route ? { route } : {}),
          ...(dose ? { doseAndRate: [{ doseQuantity: dose }] } : {}),
        },
      ],
    };
    b.add(request);
  }

  for (const t of record.treatmentHistory) {
    const cancer = cancerRelated(t.drugIds);
    const extension: Extension[] = [
      ...(t.cycle !== null
        ? [{ url: ONCOCDS_EXTENSION.treatmentCycle, valuePositiveInt: t.cycle }]
        : []),
      ...(t.regimenId !== null
        ? [{ url: ONCOCDS_EXTENSION.regimenId, valueString: t.regimenId }]
        : []),
      // mCODE treatmentIntent (ProcedureIntent) when recorded; the setting in the product's own.
      ...(t.intent
        ? [
            {
              url: MCODE_PROCEDURE_INTENT_URL,
              valueCodeableConcept: {
                coding: [
                  coding(
                    SYSTEM.snomed,
                    PROCEDURE_INTENT[t.intent].code,
                    PROCEDURE_INTENT[t.intent].display,
                  ),
                ],
              },
            },
          ]
        : []),
      ...(t.setting ? [{ url: ONCOCDS_EXTENSION.treatmentSetting, valueCode: t.setting }] : []),
    ];
    const administration: MedicationAdministration = {
      resourceType: 'MedicationAdministration',
      ...(cancer ? profiles(PROFILE.cancerMedicationAdministration) : {}),
      ...(extension.length > 0 ? { extension } : {}),
      status: 'completed',
      medicationCodeableConcept: medicationConcept(t.drugName, t.drugIds),
      subject,
      effectiveDateTime: t.date,
      ...(cancer && primaryCancer ? { reasonReference: [primaryCancer] } : {}),
      dosage: { dose: quantity(t.dose, t.doseUnit) },
    };
    b.add(administration);
  }

  for (const l of record.labValues) {
    const lab = l.labType ? findLab(l.labType) : null;
    const loinc = l.loinc ?? lab?.loinc ?? null;
    const code: CodeableConcept =
      loinc || l.labType
        ? {
            ...(loinc ? { coding: [coding(SYSTEM.loinc, loinc, lab?.label)] } : {}),
            ...(l.labType ? { text: lab?.label ?? l.labType } : {}),
          }
        : absent('masked');
    const interpretation =
      l.criticalFlag === true
        ? 'AA'
        : l.isAbnormal === true
          ? 'A'
          : l.isAbnormal === false
            ? 'N'
            : null;
    const observation: Observation = {
      resourceType: 'Observation',
      ...profiles(PROFILE.usCoreLab),
      status: 'final',
      category: category('laboratory'),
      code,
      subject,
      effectiveDateTime: l.timestamp,
      valueQuantity: quantity(l.value, l.unit),
      ...(interpretation
        ? { interpretation: [concept(SYSTEM.interpretation, interpretation)] }
        : {}),
      ...(l.referenceRange ? { referenceRange: [{ text: l.referenceRange }] } : {}),
    };
    b.add(observation);
  }

  // Tumour measurements as TumorSize-shaped Observations (21889-1, longest dimension 33728-7 in
  // mm, TumorSizeMethodVS method). The mCODE profile is not claimed: it needs a Tumor
  // BodyStructure as focus, which the record does not hold.
  for (const m of record.tumourMeasurements ?? []) {
    const methodCode = Object.entries(TUMOR_SIZE_METHOD).find(([, v]) => v === m.method)?.[0];
    const extension: Extension[] = [
      ...(m.lymphNode !== null
        ? [{ url: ONCOCDS_EXTENSION.lymphNode, valueBoolean: m.lymphNode }]
        : []),
      ...(m.shortAxisMm !== null
        ? [{ url: ONCOCDS_EXTENSION.shortAxis, valueQuantity: quantity(m.shortAxisMm, 'mm') }]
        : []),
    ];
    const observation: Observation = {
      resourceType: 'Observation',
      ...(extension.length > 0 ? { extension } : {}),
      status: 'final',
      code: { coding: [coding(SYSTEM.loinc, TUMOR_SIZE, 'Size Tumor')] },
      subject,
      effectiveDateTime: m.date,
      ...(m.site ? { bodySite: { text: m.site } } : {}),
      ...(methodCode ? { method: { coding: [coding(SYSTEM.snomed, methodCode)] } } : {}),
      component: [
        {
          code: { coding: [coding(SYSTEM.loinc, '33728-7', 'Size.maximum dimension in Tumor')] },
          valueQuantity: quantity(m.longestDiameterMm, 'mm'),
        },
      ],
    };
    b.add(observation);
  }

  for (const v of record.vitals) {
    const at = v.timestamp;
    if (v.bloodPressureSystolic !== null && v.bloodPressureDiastolic !== null) {
      b.add<Observation>({
        resourceType: 'Observation',
        ...profiles(PROFILE.usCoreBloodPressure),
        status: 'final',
        category: category('vital-signs'),
        code: concept(
          SYSTEM.loinc,
          LOINC.bloodPressurePanel,
          'Blood pressure panel with all children optional',
        ),
        subject,
        effectiveDateTime: at,
        component: [
          {
            code: concept(SYSTEM.loinc, LOINC.systolic, 'Systolic blood pressure'),
            valueQuantity: ucum(v.bloodPressureSystolic, 'mmHg', 'mm[Hg]'),
          },
          {
            code: concept(SYSTEM.loinc, LOINC.diastolic, 'Diastolic blood pressure'),
            valueQuantity: ucum(v.bloodPressureDiastolic, 'mmHg', 'mm[Hg]'),
          },
        ],
      });
    } else {
      if (v.bloodPressureSystolic !== null) {
        b.add(
          vitalSign(
            subject,
            at,
            LOINC.systolic,
            'Systolic blood pressure',
            PROFILE.vitalSigns,
            null,
            ucum(v.bloodPressureSystolic, 'mmHg', 'mm[Hg]'),
          ),
        );
      }
      if (v.bloodPressureDiastolic !== null) {
        b.add(
          vitalSign(
            subject,
            at,
            LOINC.diastolic,
            'Diastolic blood pressure',
            PROFILE.vitalSigns,
            null,
            ucum(v.bloodPressureDiastolic, 'mmHg', 'mm[Hg]'),
          ),
        );
      }
    }
    if (v.heartRate !== null) {
      b.add(
        vitalSign(
          subject,
          at,
          LOINC.heartRate,
          'Heart rate',
          PROFILE.heartRate,
          PROFILE.usCoreHeartRate,
          ucum(v.heartRate, 'beats/minute', '/min'),
        ),
      );
    }
    if (v.temperature !== null) {
      b.add(
        vitalSign(
          subject,
          at,
          LOINC.bodyTemperature,
          'Body temperature',
          PROFILE.bodyTemperature,
          PROFILE.usCoreBodyTemperature,
          ucum(v.temperature, 'C', 'Cel'),
        ),
      );
    }
    if (v.performanceStatus !== null) {
      b.add<Observation>({
        resourceType: 'Observation',
        ...profiles(PROFILE.ecog),
        status: 'final',
        category: category('survey'),
        code: concept(SYSTEM.loinc, LOINC.ecog, 'ECOG Performance Status score'),
        subject,
        effectiveDateTime: at,
        valueInteger: v.performanceStatus,
      });
    }
  }

  if (p.heightCm !== null) {
    b.add(
      vitalSign(
        subject,
        p.heightMeasuredAt ?? p.measuredAt,
        LOINC.bodyHeight,
        'Body height',
        PROFILE.bodyHeight,
        PROFILE.usCoreBodyHeight,
        ucum(p.heightCm, 'cm', 'cm'),
      ),
    );
  }
  if (p.weightKg !== null) {
    b.add(
      vitalSign(
        subject,
        p.weightMeasuredAt ?? p.measuredAt,
        LOINC.bodyWeight,
        'Body weight',
        PROFILE.bodyWeight,
        PROFILE.usCoreBodyWeight,
        ucum(p.weightKg, 'kg', 'kg'),
      ),
    );
  }

  for (const g of record.genetics) {
    const common = {
      status: 'final' as const,
      category: [
        concept(SYSTEM.observationCategory, 'laboratory'),
        concept(SYSTEM.diagnosticService, 'GE'),
      ],
      subject,
      ...(g.testDate ? { effectiveDateTime: g.testDate } : {}),
      ...(g.laboratory ? { performer: [{ display: g.laboratory }] } : {}),
    };
    const gene = {
      code: concept(SYSTEM.loinc, LOINC.geneStudied, 'Gene studied [ID]'),
      valueCodeableConcept: { text: g.gene },
    };
    // Receptor status (ER, PR, HER2) goes back as the laboratory result it came in as, not a variant.
    const receptor = receptorExport(g);
    if (receptor) {
      b.add<Observation>({
        resourceType: 'Observation',
        ...common,
        category: [concept(SYSTEM.observationCategory, 'laboratory')],
        code: { coding: [receptor.code] },
        valueCodeableConcept: receptor.value,
      });
      continue;
    }
    let genotype: Reference<Observation> | undefined;
    if (isTumourFinding(g)) {
      // Issue 20: tumour findings (variants, fusions with both partners, copy number, pertinent
      // negatives) as Genomics Reporting Variants; a germline diplotype kept alongside stays a genotype.
      const { profile, ...variant } = variantObservation(g);
      genotype = b.add<Observation>({
        resourceType: 'Observation',
        ...profiles(profile),
        ...common,
        ...variant,
      });
    }
    if (g.diplotype && !genotype) {
      genotype = b.add<Observation>({
        resourceType: 'Observation',
        ...profiles(PROFILE.genotype),
        ...common,
        code: concept(SYSTEM.loinc, LOINC.genotype, 'Genotype display name'),
        valueCodeableConcept: { text: `${g.gene} ${g.diplotype}` },
        component: [gene],
      });
    }
    if (g.phenotype) {
      b.add<Observation>({
        resourceType: 'Observation',
        ...profiles(PROFILE.therapeuticImplication),
        ...common,
        code: concept(SYSTEM.genomicsTbd, 'therapeutic-implication', 'Therapeutic Implication'),
        ...(genotype ? { derivedFrom: [genotype] } : {}),
        component: [
          {
            code: concept(SYSTEM.genomicsTbd, 'therapeutic-implication', 'Therapeutic Implication'),
            valueCodeableConcept: { text: g.phenotype },
          },
          gene,
        ],
      });
    }
  }

  return { resourceType: 'Bundle', type: 'collection', timestamp: options.now, entry: b.entries };
}

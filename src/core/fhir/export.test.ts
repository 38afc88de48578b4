import type {
  Bundle,
  Condition,
  MedicationAdministration,
  MedicationRequest,
  Observation,
  Patient,
} from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFhirDefinitions, validateFhir } from '../../server/test-support/fhir-validator';
import { findLab, NO_ALTERATION } from '../patients';
import { PROFILE } from './codes';
import { patientToBundle, type DrugFacts, type ExportRecord } from './export';
import { bundleToPatient, type DrugResolution } from './import';

/*
 * The export is checked three ways: structurally, with Medplum's validator over the published
 * R4, vital-signs and US Core StructureDefinitions (a real validator, not a hand check); for the
 * mCODE shape the issue asks for (profiles, stage group with its focus, ECOG, cancer-related
 * orders with their reason, genotype); and by reading it back with `bundleToPatient`.
 */

const DRUGS: Record<string, DrugFacts & { name: string }> = {
  capecitabine: { name: 'capecitabine', rxcui: '194000', antineoplastic: true },
  warfarin: { name: 'warfarin', rxcui: '11289', antineoplastic: false },
  oxaliplatin: { name: 'oxaliplatin', rxcui: '32592', antineoplastic: true },
  bleomycin: { name: 'bleomycin', rxcui: '1622', antineoplastic: true },
  carboplatin: { name: 'carboplatin', rxcui: '40048', antineoplastic: true },
};
const drugFacts = (ids: readonly string[]) => (ids.length === 1 ? (DRUGS[ids[0]!] ?? null) : null);
const resolveDrug = (q: string): DrugResolution | null => {
  const hit = Object.entries(DRUGS).find(([id, d]) => id === q.toLowerCase() || d.rxcui === q);
  return hit ? { name: hit[1].name, drugIds: [hit[0]] } : null;
};

function ids() {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

const med = (
  over: Partial<ExportRecord['medications'][number]>,
): ExportRecord['medications'][number] => ({
  id: 'm',
  drugName: 'x',
  drugIds: [],
  rxcui: null,
  resolved: false,
  dosage: null,
  frequency: null,
  route: null,
  startDate: null,
  stopDate: null,
  isActive: true,
  prescribedBy: null,
  ...over,
});

const lab = (
  over: Partial<ExportRecord['labValues'][number]>,
): ExportRecord['labValues'][number] => ({
  id: 'l',
  labType: 'creatinine',
  labName: 'creatinine',
  loinc: '2160-0',
  value: 1,
  unit: 'mg/dL',
  canonicalValue: 1,
  canonicalUnit: 'mg/dL',
  referenceRange: null,
  timestamp: '2026-01-10T08:00:00.000Z',
  isAbnormal: false,
  criticalFlag: false,
  ...over,
});

const record: ExportRecord = {
  patient: {
    firstName: 'Eleanor',
    lastName: 'Demo',
    dateOfBirth: '1954-11-02',
    mrn: 'DEMO-0001',
    pseudonym: null,
    sex: 'female',
    heightCm: 162,
    weightKg: 58,
    measuredAt: '2026-01-11T09:00:00.000Z',
  },
  conditions: [
    {
      id: 'c1',
      name: 'Metastatic colon cancer',
      icd10: 'C18.9',
      snomed: null,
      dateOfDiagnosis: '2025-06-01',
      status: 'active',
      stage: 'IV',
    },
    {
      id: 'c2',
      name: 'Liver metastases',
      icd10: 'C78.7',
      snomed: null,
      dateOfDiagnosis: '2025-06-01',
      status: 'active',
      stage: null,
    },
    {
      id: 'c3',
      name: 'Hypertension',
      icd10: 'I10',
      snomed: null,
      dateOfDiagnosis: null,
      status: 'active',
      stage: null,
    },
  ],
  allergies: [
    {
      id: 'a1',
      allergen: 'Sulfonamide antibiotics',
      allergenType: 'drug',
      reaction: 'Maculopapular rash',
      severity: 'moderate',
      dateReported: '2016-01-03',
      verified: true,
    },
    {
      id: 'a2',
      allergen: 'Peanuts',
      allergenType: 'food',
      reaction: null,
      severity: 'severe',
      dateReported: null,
      verified: false,
    },
    {
      id: 'a3',
      allergen: 'Adhesive tape',
      allergenType: 'other',
      reaction: 'Blisters',
      severity: 'mild',
      dateReported: null,
      verified: false,
    },
  ],
  medications: [
    med({
      drugName: 'Capecitabine',
      drugIds: ['capecitabine'],
      rxcui: '194000',
      resolved: true,
      dosage: '1000 mg/m2',
      frequency: 'twice daily days 1-14 every 21 days',
      route: 'oral',
      startDate: '2025-11-20',
      prescribedBy: 'Demo oncologist',
    }),
    med({
      drugName: 'warfarin',
      drugIds: ['warfarin'],
      rxcui: '11289',
      resolved: true,
      dosage: '5 mg',
      frequency: 'daily',
      route: 'oral',
      startDate: '2024-03-01',
    }),
    med({ drugName: 'Turmeric', dosage: '500 mg', frequency: 'daily' }),
    med({
      drugName: 'carboplatin',
      drugIds: ['carboplatin'],
      rxcui: '40048',
      resolved: true,
      dosage: 'AUC 5',
      route: 'iv',
      startDate: '2025-01-01',
      stopDate: '2025-04-01',
      isActive: false,
    }),
  ],
  labValues: [
    lab({ value: 88.42, unit: 'µmol/L', canonicalValue: 1, referenceRange: '45-110' }),
    lab({
      labType: 'anc',
      labName: 'anc',
      loinc: '751-8',
      value: 0.9,
      unit: '10^9/L',
      isAbnormal: true,
      criticalFlag: true,
    }),
    lab({
      labType: '2157-6',
      labName: null,
      loinc: '2157-6',
      value: 12,
      unit: 'U/L',
      canonicalValue: null,
      canonicalUnit: null,
      isAbnormal: null,
      criticalFlag: null,
    }),
  ],
  genetics: [
    {
      id: 'g1',
      gene: 'DPYD',
      diplotype: '*1/*2A',
      phenotype: 'Intermediate Metabolizer',
      testDate: '2025-10-01',
      laboratory: 'Demo Genomics',
      ...NO_ALTERATION,
    },
    {
      id: 'g2',
      gene: 'UGT1A1',
      diplotype: null,
      phenotype: 'Poor Metabolizer',
      testDate: null,
      laboratory: null,
      ...NO_ALTERATION,
    },
  ],
  vitals: [
    {
      id: 'v1',
      timestamp: '2026-01-10T08:05:00.000Z',
      bloodPressureSystolic: 128,
      bloodPressureDiastolic: 76,
      heartRate: 84,
      temperature: 36.9,
      performanceStatus: 1,
    },
    {
      id: 'v2',
      timestamp: '2025-12-01T08:05:00.000Z',
      bloodPressureSystolic: null,
      bloodPressureDiastolic: null,
      heartRate: null,
      temperature: null,
      performanceStatus: 0,
    },
  ],
  treatmentHistory: [
    {
      id: 't1',
      drugName: 'oxaliplatin',
      drugIds: ['oxaliplatin'],
      date: '2025-07-01',
      dose: 85,
      doseUnit: 'mg/m2',
      cycle: 1,
      regimenId: 'folfox',
      setting: 'adjuvant',
      intent: 'curative',
    },
    {
      id: 't2',
      drugName: 'bleomycin',
      drugIds: ['bleomycin'],
      date: '2001-05-01',
      dose: 30,
      doseUnit: 'units',
      cycle: null,
      regimenId: null,
    },
    {
      id: 't3',
      drugName: 'carboplatin',
      drugIds: ['carboplatin'],
      date: '2025-01-01',
      dose: 5,
      doseUnit: 'AUC',
      cycle: 2,
      regimenId: null,
      setting: 'first-line',
      intent: 'palliative',
    },
  ],
  tumourMeasurements: [
    {
      id: 'tm1',
      date: '2025-12-01',
      longestDiameterMm: 14,
      shortAxisMm: null,
      method: 'ct',
      lymphNode: false,
      site: 'liver segment 6',
    },
    {
      id: 'tm2',
      date: '2025-12-01',
      longestDiameterMm: 22,
      shortAxisMm: 16,
      method: 'mri',
      lymphNode: true,
      site: null,
    },
  ],
};

const exportOptions = () => ({
  newId: ids(),
  now: '2026-01-12T10:00:00.000Z',
  drugFacts,
  mrnSystem: 'urn:oncocds:institution:test:mrn',
});

beforeAll(() => loadFhirDefinitions(), 60_000);
const resources = (b: Bundle) => (b.entry ?? []).map((e) => e.resource!);
const byProfile = (b: Bundle, url: string) =>
  resources(b).filter((r) => r.meta?.profile?.includes(url));

describe('patientToBundle: structure', () => {
  it('is a valid FHIR R4 collection Bundle, vital signs and US Core profiles included', () => {
    const bundle = patientToBundle(record, exportOptions());
    expect(bundle.type).toBe('collection');
    const result = validateFhir(bundle);
    expect(result.errors).toEqual([]);
    expect(result.profilesChecked).toEqual(
      [
        PROFILE.bodyHeight,
        PROFILE.bodyTemperature,
        PROFILE.bodyWeight,
        PROFILE.usCoreBloodPressure,
        PROFILE.heartRate,
        PROFILE.usCoreMedicationRequest,
        PROFILE.usCorePatient,
      ].sort(),
    );
  });

  it('the validator does fail a broken bundle (the check can fail)', () => {
    const bundle = patientToBundle(record, exportOptions());
    const broken = structuredClone(bundle);
    const obs = broken.entry!.find((e) => e.resource?.resourceType === 'Observation')!
      .resource as Observation;
    (obs as unknown as Record<string, unknown>).status = 'done';
    delete (obs as Partial<Observation>).code;
    expect(validateFhir(broken).errors.length).toBeGreaterThan(0);
  });
});

describe('patientToBundle: mCODE shape', () => {
  const bundle = patientToBundle(record, exportOptions());

  it('a primary cancer condition whose stage group observation points back to it', () => {
    const [primary] = byProfile(bundle, PROFILE.primaryCancerCondition) as Condition[];
    expect(primary!.code).toEqual({
      coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'C18.9' }],
      text: 'Metastatic colon cancer',
    });
    const [stage] = byProfile(bundle, PROFILE.tnmStageGroup) as Observation[];
    const conditionUrl = bundle.entry!.find((e) => e.resource === primary)!.fullUrl;
    expect(stage!.focus).toEqual([{ reference: conditionUrl }]);
    expect(stage!.valueCodeableConcept).toEqual({ text: 'IV' });
    expect(primary!.stage![0]!.assessment).toEqual([
      { reference: bundle.entry!.find((e) => e.resource === stage)!.fullUrl },
    ]);
    expect(byProfile(bundle, PROFILE.secondaryCancerCondition)).toHaveLength(1);
  });

  it('ECOG performance status observations carry LOINC 89247-1 and an integer', () => {
    const ecog = byProfile(bundle, PROFILE.ecog) as Observation[];
    expect(ecog.map((o) => [o.code.coding![0]!.code, o.valueInteger])).toEqual([
      ['89247-1', 1],
      ['89247-1', 0],
    ]);
  });

  it('cancer-related orders and administrations are mCODE, with the cancer as reason; others are US Core only', () => {
    const requests = resources(bundle).filter(
      (r) => r.resourceType === 'MedicationRequest',
    ) as MedicationRequest[];
    const cancer = requests.filter((r) =>
      r.meta!.profile!.includes(PROFILE.cancerMedicationRequest),
    );
    expect(cancer.map((r) => r.medicationCodeableConcept!.text)).toEqual([
      'Capecitabine',
      'carboplatin',
    ]);
    expect(cancer[0]!.reasonReference).toHaveLength(1);
    expect(
      requests.find((r) => r.medicationCodeableConcept?.text === 'warfarin')!.meta!.profile,
    ).toEqual([PROFILE.usCoreMedicationRequest]);
    expect(byProfile(bundle, PROFILE.cancerMedicationAdministration)).toHaveLength(3);
  });

  it('an administration carries mCODE treatmentIntent (ProcedureIntentVS) and the setting as recorded (issue 20)', () => {
    const given = resources(bundle).filter(
      (r) => r.resourceType === 'MedicationAdministration',
    ) as MedicationAdministration[];
    const ext = (a: MedicationAdministration) =>
      (a.extension ?? []).filter((x) => !/cycle|regimen/.test(x.url));
    expect(ext(given[0]!)).toEqual([
      {
        url: 'http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-procedure-intent',
        valueCodeableConcept: {
          coding: [
            {
              system: 'http://snomed.info/sct',
              code: '373808002',
              display: 'Curative - procedure intent',
            },
          ],
        },
      },
      { url: 'urn:oncocds:fhir:extension:treatment-setting', valueCode: 'adjuvant' },
    ]);
    expect(ext(given[1]!)).toEqual([]);
    expect(ext(given[2]!)[0]!.valueCodeableConcept!.coding![0]!.code).toBe('363676003');
  });

  it('pharmacogenomic results are Genomics Reporting genotypes and therapeutic implications', () => {
    const [genotype] = byProfile(bundle, PROFILE.genotype) as Observation[];
    expect(genotype!.valueCodeableConcept).toEqual({ text: 'DPYD *1/*2A' });
    expect(byProfile(bundle, PROFILE.therapeuticImplication)).toHaveLength(2);
  });

  it('the identified patient carries name, MRN and birth date', () => {
    const patient = resources(bundle)[0] as Patient;
    expect(patient.name).toEqual([{ use: 'official', family: 'Demo', given: ['Eleanor'] }]);
    expect(patient.identifier![0]!.value).toBe('DEMO-0001');
    expect(patient.birthDate).toBe('1954-11-02');
  });
});

describe('round trip: export, then import', () => {
  it('gives back the same clinical content', () => {
    const result = bundleToPatient(patientToBundle(record, exportOptions()), { resolveDrug });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.report.skipped).toEqual([]);
    expect(result.patient!.demographics).toEqual({
      firstName: 'Eleanor',
      lastName: 'Demo',
      dateOfBirth: '1954-11-02',
      sex: 'female',
      mrn: 'DEMO-0001',
      heightCm: 162,
      weightKg: 58,
      // The body height and weight observations carry when they were measured (issue 19).
      heightMeasuredAt: '2026-01-11T09:00:00.000Z',
      weightMeasuredAt: '2026-01-11T09:00:00.000Z',
    });
    expect(result.lists.conditions).toEqual([
      {
        name: 'Metastatic colon cancer',
        icd10: 'C18.9',
        dateOfDiagnosis: '2025-06-01',
        status: 'active',
        stage: 'IV',
      },
      { name: 'Liver metastases', icd10: 'C78.7', dateOfDiagnosis: '2025-06-01', status: 'active' },
      { name: 'Hypertension', icd10: 'I10', status: 'active' },
    ]);
    expect(result.lists.allergies).toEqual([
      {
        allergen: 'Sulfonamide antibiotics',
        allergenType: 'drug',
        reaction: 'Maculopapular rash',
        severity: 'moderate',
        dateReported: '2016-01-03',
        verified: true,
      },
      { allergen: 'Peanuts', allergenType: 'food', severity: 'severe', verified: false },
      {
        allergen: 'Adhesive tape',
        allergenType: 'other',
        reaction: 'Blisters',
        severity: 'mild',
        verified: false,
      },
    ]);
    expect(result.lists.medications).toEqual([
      {
        drugName: 'Capecitabine',
        dosage: '1000 mg/m2',
        frequency: 'twice daily days 1-14 every 21 days',
        route: 'oral',
        startDate: '2025-11-20',
        isActive: true,
        prescribedBy: 'Demo oncologist',
      },
      {
        drugName: 'warfarin',
        dosage: '5 mg',
        frequency: 'daily',
        route: 'oral',
        startDate: '2024-03-01',
        isActive: true,
      },
      { drugName: 'Turmeric', dosage: '500 mg', frequency: 'daily', isActive: true },
      {
        drugName: 'carboplatin',
        dosage: 'AUC 5',
        route: 'intravenous',
        startDate: '2025-01-01',
        isActive: false,
      },
    ]);
    expect(
      result.lists.labValues.map((l) => [
        findLab(l.labType)?.name ?? l.labType,
        l.value,
        l.unit,
        l.timestamp,
        l.referenceRange ?? null,
        l.isAbnormal ?? null,
        l.criticalFlag ?? null,
      ]),
    ).toEqual([
      ['creatinine', 88.42, 'µmol/L', '2026-01-10T08:00:00.000Z', '45-110', false, null],
      ['anc', 0.9, '10^9/L', '2026-01-10T08:00:00.000Z', null, true, true],
      ['2157-6', 12, 'U/L', '2026-01-10T08:00:00.000Z', null, null, null],
    ]);
    expect(result.lists.genetics).toEqual([
      {
        gene: 'DPYD',
        diplotype: '*1/*2A',
        phenotype: 'Intermediate Metabolizer',
        testDate: '2025-10-01',
        laboratory: 'Demo Genomics',
      },
      { gene: 'UGT1A1', phenotype: 'Poor Metabolizer' },
    ]);
    expect(result.lists.vitals).toEqual([
      {
        timestamp: '2026-01-10T08:05:00.000Z',
        bloodPressureSystolic: 128,
        bloodPressureDiastolic: 76,
        heartRate: 84,
        temperature: 36.9,
        performanceStatus: 1,
      },
      { timestamp: '2025-12-01T08:05:00.000Z', performanceStatus: 0 },
    ]);
    expect(result.lists.treatmentHistory).toEqual([
      {
        drugName: 'oxaliplatin',
        date: '2025-07-01',
        dose: 85,
        doseUnit: 'mg/m2',
        cycle: 1,
        regimenId: 'folfox',
        setting: 'adjuvant',
        intent: 'curative',
      },
      // No setting recorded: none exported, none read back (never a guessed one).
      { drugName: 'bleomycin', date: '2001-05-01', dose: 30, doseUnit: 'units' },
      {
        drugName: 'carboplatin',
        date: '2025-01-01',
        dose: 5,
        doseUnit: 'AUC',
        cycle: 2,
        setting: 'first-line',
        intent: 'palliative',
      },
    ]);
    // Tumour measurements (issue 20) come back with method, nodal status, short axis and site.
    expect(result.lists.tumourMeasurements).toEqual([
      {
        date: '2025-12-01',
        longestDiameterMm: 14,
        method: 'ct',
        lymphNode: false,
        site: 'liver segment 6',
      },
      {
        date: '2025-12-01',
        longestDiameterMm: 22,
        shortAxisMm: 16,
        method: 'mri',
        lymphNode: true,
      },
    ]);
    // The unresolved supplement and the unknown lab are reported again, as on the first import.
    expect(result.report.unresolvedCodes.map((u) => u.field)).toEqual([
      'allergies.allergen',
      'medications.drugName',
      'labValues.labType',
    ]);
  });
});

describe('de-identified export', () => {
  const deidentified: ExportRecord = {
    ...record,
    patient: {
      ...record.patient,
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      mrn: null,
      pseudonym: '7K2M-QX9A',
    },
    medications: record.medications.map((m) => ({
      ...m,
      drugName: m.drugIds.length ? m.drugName : null,
      prescribedBy: null,
    })),
    allergies: record.allergies.map((a) => ({ ...a, reaction: null })),
  };
  const bundle = patientToBundle(deidentified, exportOptions());

  it('has no name, MRN or birth date: the pseudonym is the identifier and the name is masked', () => {
    const patient = resources(bundle)[0] as Patient;
    expect(patient.identifier).toEqual([{ system: 'urn:oncocds:pseudonym', value: '7K2M-QX9A' }]);
    expect(patient.name).toEqual([
      {
        extension: [
          {
            url: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason',
            valueCode: 'masked',
          },
        ],
      },
    ]);
    expect(patient.birthDate).toBeUndefined();
    const text = JSON.stringify(bundle);
    for (const identifier of [
      'Eleanor',
      'Demo oncologist',
      'DEMO-0001',
      '1954-11-02',
      'Turmeric',
      'rash',
    ]) {
      expect(text).not.toContain(identifier);
    }
  });

  it('is still valid R4 and US Core (masked values use the data-absent-reason extension)', () => {
    expect(validateFhir(bundle).errors).toEqual([]);
  });
});

describe('patientToBundle: SNOMED CT conditions (issue 20, terminology at the edges)', () => {
  const withConditions = (conditions: ExportRecord['conditions']) =>
    patientToBundle({ ...record, conditions }, exportOptions());
  const condition = (
    over: Partial<ExportRecord['conditions'][number]>,
  ): ExportRecord['conditions'][number] => ({
    id: 'c',
    name: 'Malignant neoplasm of breast',
    icd10: null,
    snomed: null,
    dateOfDiagnosis: '2024-02-01',
    status: 'active',
    stage: null,
    ...over,
  });
  const SCT = 'http://snomed.info/sct';
  const ICD = 'http://hl7.org/fhir/sid/icd-10-cm';

  it.each([
    // [case, condition, expected codings, expected mCODE profile or null]
    [
      'SNOMED-only breast cancer: primary cancer condition (mapped C50)',
      { snomed: '254837009' },
      [{ system: SCT, code: '254837009' }],
      PROFILE.primaryCancerCondition,
    ],
    [
      'SNOMED and ICD-10-CM: both codings, primary',
      { snomed: '254837009', icd10: 'C50.912' },
      [
        { system: SCT, code: '254837009' },
        { system: ICD, code: 'C50.912' },
      ],
      PROFILE.primaryCancerCondition,
    ],
    [
      'SNOMED secondary of liver: secondary cancer condition',
      { name: 'Liver metastases', snomed: '94381002' },
      [{ system: SCT, code: '94381002' }],
      PROFILE.secondaryCancerCondition,
    ],
    [
      'SNOMED non-cancer (hypertension): US Core only, code kept',
      { name: 'Essential hypertension', snomed: '59621000' },
      [{ system: SCT, code: '59621000' }],
      null,
    ],
    [
      'ICD-10 only: unchanged',
      { name: 'Hypertension', icd10: 'I10' },
      [{ system: ICD, code: 'I10' }],
      null,
    ],
  ] as const)('%s', (_case, over, codings, profile) => {
    const bundle = withConditions([condition(over)]);
    const [c] = resources(bundle).filter((r) => r.resourceType === 'Condition') as Condition[];
    expect(c!.code!.coding).toEqual(codings);
    const mcode = c!.meta!.profile!.filter((p) => p.includes('/mcode/'));
    expect(mcode).toEqual(profile ? [profile] : []);
    expect(validateFhir(bundle).errors).toEqual([]);
  });

  it('a staged SNOMED-only cancer gets a TNM stage group with the category mCODE requires', () => {
    const bundle = withConditions([condition({ snomed: '254837009', stage: 'IIA' })]);
    const [stage] = byProfile(bundle, PROFILE.tnmStageGroup) as Observation[];
    expect(stage!.category).toEqual([
      { coding: [{ system: SCT, code: '385356007', display: 'Tumor stage finding' }] },
    ]);
    expect(validateFhir(bundle).errors).toEqual([]);
  });

  it('round trip: a SNOMED-only staged cancer comes back with its SNOMED code, mapped category and stage', () => {
    const bundle = withConditions([condition({ snomed: '254837009', stage: 'IIA' })]);
    const back = bundleToPatient(bundle, { resolveDrug: () => null });
    expect(back.ok && back.lists.conditions).toEqual([
      {
        name: 'Malignant neoplasm of breast',
        icd10: 'C50',
        snomed: '254837009',
        dateOfDiagnosis: '2024-02-01',
        status: 'active',
        stage: 'IIA',
      },
    ]);
  });

  it('the main fixture stage group carries the category too', () => {
    const [stage] = byProfile(
      patientToBundle(record, exportOptions()),
      PROFILE.tnmStageGroup,
    ) as Observation[];
    expect(stage!.category![0]!.coding![0]!.code).toBe('385356007');
  });
});

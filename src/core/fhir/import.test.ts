import { describe, expect, it } from 'vitest';
import { patientInputSchema } from '../patients';
import { bundleToPatient, type DrugResolution, type FhirImportResult } from './import';

/*
 * Table tests of the inbound mapping. The resources follow the specification's own examples:
 * FHIR R4 (patient-example, allergyintolerance-example, observation-example-bloodpressure,
 * bodyheight), mCODE STU4's extended example (Jenny M: primary cancer condition, TNM stage group
 * and categories, ECOG, cancer-related medication request and administration, genomic variant)
 * and Genomics Reporting's PGx example (CYP2C9 genotype and therapeutic implication).
 */

/** The knowledge base's rule in miniature: names and RxCUIs (RxNorm SAB=RXNORM) of a few drugs. */
const KB: Record<string, DrugResolution> = {
  doxorubicin: { name: 'doxorubicin', drugIds: ['doxorubicin'] },
  '3639': { name: 'doxorubicin', drugIds: ['doxorubicin'] },
  cyclophosphamide: { name: 'cyclophosphamide', drugIds: ['cyclophosphamide'] },
  '3002': { name: 'cyclophosphamide', drugIds: ['cyclophosphamide'] },
  capecitabine: { name: 'capecitabine', drugIds: ['capecitabine'] },
  xeloda: { name: 'capecitabine', drugIds: ['capecitabine'] },
  '194000': { name: 'capecitabine', drugIds: ['capecitabine'] },
  warfarin: { name: 'warfarin', drugIds: ['warfarin'] },
  '11289': { name: 'warfarin', drugIds: ['warfarin'] },
  penicillin: { name: 'penicillin G', drugIds: ['penicillin-g'] },
};
const resolveDrug = (q: string) => KB[q.trim().toLowerCase()] ?? null;

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
const LOINC = 'http://loinc.org';
const SCT = 'http://snomed.info/sct';
const UCUM = 'http://unitsofmeasure.org';

const patient = {
  resourceType: 'Patient',
  id: 'jenny-m',
  identifier: [
    {
      use: 'usual',
      type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] },
      system: 'http://hospital.example.org',
      value: 'm123',
    },
  ],
  name: [
    { use: 'nickname', given: ['Jen'] },
    { use: 'official', family: 'Mister', given: ['Jenny'] },
  ],
  gender: 'female',
  birthDate: '1955-07-20',
};

const subject = { reference: 'Patient/jenny-m' };

function bundle(...resources: object[]) {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: resources.map((resource, i) => ({
      fullUrl: `urn:uuid:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      resource,
    })),
  };
}

function mapped(...resources: object[]): Extract<FhirImportResult, { ok: true }> {
  const r = bundleToPatient(bundle(patient, ...resources), { resolveDrug });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
}

describe('Patient → demographics', () => {
  it('takes the official name, the MR identifier, birth date and gender', () => {
    const r = mapped();
    expect(r.demographics).toEqual({
      firstName: 'Jenny',
      lastName: 'Mister',
      dateOfBirth: '1955-07-20',
      sex: 'female',
      mrn: 'm123',
    });
    expect(r.report.missingDemographics).toEqual([]);
    expect(patientInputSchema.safeParse(r.patient).success).toBe(true);
  });

  it.each([
    ['no identifier', { identifier: undefined }, ['mrn']],
    ['a birth year only', { birthDate: '1955' }, ['dateOfBirth']],
    ['no name', { name: undefined }, ['firstName', 'lastName']],
  ])('%s: listed as missing and no new-patient input', (_, over, missing) => {
    const r = bundleToPatient(bundle({ ...patient, ...over }), { resolveDrug });
    expect(r.ok && r.report.missingDemographics).toEqual(missing);
    expect(r.ok && r.patient).toBeNull();
  });
});

const doxorubicinRequest = {
  resourceType: 'MedicationRequest',
  id: 'cancer-related-medication-request-doxorubicin-jenny-m',
  status: 'active',
  intent: 'order',
  medicationCodeableConcept: { coding: [{ system: RXNORM, code: '3639', display: 'DOXOrubicin' }] },
  subject,
  requester: { reference: 'Practitioner/owen', display: 'Owen Oncologist' },
  authoredOn: '2018-04-12',
  dosageInstruction: [
    {
      text: 'doxorubicin (60 mg/m² IV)',
      timing: { repeat: { boundsPeriod: { start: '2018-04-01' } } },
      route: {
        coding: [{ system: SCT, code: '47625008', display: 'Intravenous route (qualifier value)' }],
      },
      doseAndRate: [{ rateQuantity: { value: 60, unit: 'mg/m2', system: UCUM, code: 'mg/m2' } }],
    },
  ],
};

describe('MedicationRequest and MedicationStatement → medications', () => {
  it.each([
    [
      'mCODE cancer-related request (RxCUI known, display names the same drug)',
      doxorubicinRequest,
      {
        drugName: 'DOXOrubicin',
        dosage: 'doxorubicin (60 mg/m² IV)',
        route: 'intravenous',
        startDate: '2018-04-01',
        isActive: true,
        prescribedBy: 'Owen Oncologist',
      },
    ],
    [
      'brand text with the generic RxCUI keeps the text',
      {
        resourceType: 'MedicationRequest',
        status: 'active',
        intent: 'order',
        subject,
        medicationCodeableConcept: { text: 'Xeloda', coding: [{ system: RXNORM, code: '194000' }] },
        dosageInstruction: [
          {
            timing: { repeat: { frequency: 2, period: 1, periodUnit: 'd' } },
            doseAndRate: [{ doseQuantity: { value: 1000, unit: 'mg/m2' } }],
            route: { text: 'Oral' },
          },
        ],
      },
      {
        drugName: 'Xeloda',
        dosage: '1000 mg/m2',
        frequency: 'twice daily',
        route: 'oral',
        isActive: true,
      },
    ],
    [
      'a display that disagrees with a known RxCUI gives the knowledge base name',
      {
        resourceType: 'MedicationRequest',
        status: 'stopped',
        intent: 'order',
        subject,
        medicationCodeableConcept: {
          coding: [{ system: RXNORM, code: '11289', display: 'Coumadin 5 MG Oral Tablet' }],
        },
        dosageInstruction: [
          {
            timing: { code: { text: 'daily' } },
            doseAndRate: [{ doseQuantity: { value: 5, unit: 'mg' } }],
          },
        ],
      },
      { drugName: 'warfarin', dosage: '5 mg', frequency: 'daily', isActive: false },
    ],
    [
      'a statement with a contained Medication',
      {
        resourceType: 'MedicationStatement',
        status: 'active',
        subject,
        contained: [{ resourceType: 'Medication', id: 'm1', code: { text: 'cyclophosphamide' } }],
        medicationReference: { reference: '#m1' },
        effectivePeriod: { start: '2024-02-01T09:00:00Z' },
      },
      { drugName: 'cyclophosphamide', startDate: '2024-02-01', isActive: true },
    ],
  ])('%s', (_, resource, expected) => {
    const r = mapped(resource);
    expect(r.lists.medications).toEqual([expected]);
    expect(r.report.unresolvedCodes).toEqual([]);
    expect(r.report.mapped.map((m) => m.section)).toContain('medications');
  });

  it('keeps an unknown drug as written and lists its RxNorm code as unresolved', () => {
    const r = mapped({
      resourceType: 'MedicationRequest',
      status: 'active',
      intent: 'order',
      subject,
      medicationCodeableConcept: {
        coding: [{ system: RXNORM, code: '999999', display: 'Turmeric 500 MG Oral Capsule' }],
      },
    });
    expect(r.lists.medications).toEqual([
      { drugName: 'Turmeric 500 MG Oral Capsule', isActive: true },
    ]);
    expect(r.report.unresolvedCodes).toEqual([
      {
        entry: 1,
        system: RXNORM,
        code: '999999',
        display: 'Turmeric 500 MG Oral Capsule',
        field: 'medications.drugName',
      },
    ]);
    expect(r.report.mapped[1]!.summary).toContain('not in the knowledge base');
  });

  it.each([
    ['MedicationStatement', { status: 'not-taken' }, 'recorded as not taken'],
    ['MedicationRequest', { status: 'draft' }, 'a draft order, not signed'],
    ['MedicationRequest', { status: 'entered-in-error' }, 'marked entered-in-error'],
    [
      'MedicationRequest',
      { medicationCodeableConcept: undefined },
      'no medication code, text or resolvable reference',
    ],
    [
      'MedicationRequest',
      { subject: { reference: 'Patient/someone-else' } },
      "subject Patient/someone-else is not the bundle's patient",
    ],
  ])('skips a %s with %o', (resourceType, over, reason) => {
    const r = mapped({ ...doxorubicinRequest, resourceType, ...over });
    expect(r.lists.medications).toEqual([]);
    expect(r.report.skipped).toEqual([expect.objectContaining({ entry: 1, resourceType, reason })]);
  });
});

const doxorubicinAdministration = {
  resourceType: 'MedicationAdministration',
  id: 'cancer-related-medication-admin-doxorubicin-jenny-m',
  status: 'completed',
  medicationCodeableConcept: {
    coding: [
      {
        system: RXNORM,
        code: '3639',
        display: '10 ML doxorubicin hydrochloride 2 MG/ML Injection',
      },
    ],
  },
  subject,
  effectiveDateTime: '2018-04-22',
  dosage: {
    dose: { value: 105.96, unit: 'mg', system: UCUM, code: 'mg' },
    route: { coding: [{ system: SCT, code: '47625008' }] },
  },
};

describe('MedicationAdministration → treatment history', () => {
  it.each([
    [
      'mCODE administration, absolute dose',
      doxorubicinAdministration,
      { drugName: 'doxorubicin', date: '2018-04-22', dose: 105.96, doseUnit: 'mg' },
    ],
    [
      'a BSA-based dose with cycle and regimen extensions',
      {
        ...doxorubicinAdministration,
        effectivePeriod: { start: '2025-03-01T10:00:00+01:00' },
        effectiveDateTime: undefined,
        dosage: { dose: { value: 60, unit: 'mg/m2' } },
        extension: [
          { url: 'urn:oncocds:fhir:extension:treatment-cycle', valuePositiveInt: 3 },
          { url: 'urn:oncocds:fhir:extension:regimen-id', valueString: 'ac-t' },
        ],
      },
      {
        drugName: 'doxorubicin',
        date: '2025-03-01',
        dose: 60,
        doseUnit: 'mg/m2',
        cycle: 3,
        regimenId: 'ac-t',
      },
    ],
    [
      'grams become mg',
      { ...doxorubicinAdministration, dosage: { dose: { value: 1.2, unit: 'g' } } },
      { drugName: 'doxorubicin', date: '2018-04-22', dose: 1200, doseUnit: 'mg' },
    ],
  ])('%s', (_, resource, expected) => {
    expect(mapped(resource).lists.treatmentHistory).toEqual([expected]);
  });

  it.each([
    [
      { dosage: undefined },
      'no dose given: the treatment history needs the dose for cumulative limits',
    ],
    [
      { dosage: { dose: { value: 5, unit: 'mL' } } },
      'dose unit "mL" is not one of mg, g, mcg, mg/m2, mg/kg, AUC, units, units/m2',
    ],
    [{ status: 'not-done' }, 'recorded as not given'],
    [{ effectiveDateTime: '2018' }, 'no date of administration (a full date is needed)'],
  ])('skips %o', (over, reason) => {
    const r = mapped({ ...doxorubicinAdministration, ...over });
    expect(r.lists.treatmentHistory).toEqual([]);
    expect(r.report.skipped[0]?.reason).toBe(reason);
  });
});

describe('AllergyIntolerance → allergies', () => {
  it('reads the R4 example (cashew nuts, food, severe anaphylaxis)', () => {
    const r = mapped({
      resourceType: 'AllergyIntolerance',
      id: 'example',
      clinicalStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
            code: 'active',
          },
        ],
      },
      verificationStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
            code: 'confirmed',
          },
        ],
      },
      type: 'allergy',
      category: ['food'],
      criticality: 'high',
      code: { coding: [{ system: SCT, code: '227493005', display: 'Cashew nuts' }] },
      patient: subject,
      recordedDate: '2014-10-09T14:58:00+11:00',
      reaction: [
        {
          manifestation: [
            { coding: [{ system: SCT, code: '39579001', display: 'Anaphylactic reaction' }] },
          ],
          severity: 'severe',
        },
        {
          manifestation: [{ coding: [{ system: SCT, code: '64305001', display: 'Urticaria' }] }],
          severity: 'moderate',
        },
      ],
    });
    expect(r.lists.allergies).toEqual([
      {
        allergen: 'Cashew nuts',
        allergenType: 'food',
        severity: 'severe',
        verified: true,
        reaction: 'Anaphylactic reaction; Urticaria',
        dateReported: '2014-10-09',
      },
    ]);
  });

  it('a drug allergy by RxNorm without severity is recorded as moderate and says so', () => {
    const r = mapped({
      resourceType: 'AllergyIntolerance',
      patient: subject,
      code: { coding: [{ system: RXNORM, code: '7980', display: 'Penicillin' }] },
    });
    expect(r.lists.allergies).toEqual([
      { allergen: 'Penicillin', allergenType: 'drug', severity: 'moderate', verified: false },
    ]);
    expect(r.report.mapped[1]!.summary).toContain('no severity stated');
  });

  it.each([
    [
      {
        clinicalStatus: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
              code: 'resolved',
            },
          ],
        },
      },
      'clinical status resolved',
    ],
    [
      {
        verificationStatus: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
              code: 'refuted',
            },
          ],
        },
      },
      'verification status refuted',
    ],
    [{ code: undefined }, 'no allergen code or text'],
  ])('skips %o', (over, reason) => {
    const r = mapped({
      resourceType: 'AllergyIntolerance',
      patient: subject,
      code: { text: 'Latex' },
      ...over,
    });
    expect(r.report.skipped[0]?.reason).toBe(reason);
  });
});

const jennyCondition = {
  resourceType: 'Condition',
  id: 'primary-cancer-condition-jenny-m',
  meta: {
    profile: ['http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-primary-cancer-condition'],
  },
  clinicalStatus: {
    coding: [
      { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'remission' },
    ],
  },
  verificationStatus: {
    coding: [
      { system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'confirmed' },
    ],
  },
  category: [
    {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/condition-category',
          code: 'problem-list-item',
        },
      ],
    },
  ],
  code: {
    coding: [
      {
        system: SCT,
        code: '353431000119107',
        display: 'Primary malignant neoplasm of female left breast (disorder)',
      },
    ],
  },
  subject,
  onsetDateTime: '2018-03-16',
  stage: [
    {
      summary: {
        coding: [
          {
            system: SCT,
            code: '1222806003',
            display: 'American Joint Committee on Cancer stage IIIC (qualifier value)',
          },
        ],
      },
      assessment: [{ reference: 'Observation/tnm-clinical-stage-group-jenny-m' }],
    },
  ],
};

const stageGroup = {
  resourceType: 'Observation',
  id: 'tnm-clinical-stage-group-jenny-m',
  status: 'final',
  code: { coding: [{ system: SCT, code: '399537006', display: 'Clinical TNM stage grouping' }] },
  subject,
  focus: [{ reference: 'Condition/primary-cancer-condition-jenny-m' }],
  effectiveDateTime: '2018-03-16',
  valueCodeableConcept: {
    coding: [
      {
        system: SCT,
        code: '1222769001',
        display: 'American Joint Committee on Cancer stage IIB (qualifier value)',
      },
    ],
  },
  method: { coding: [{ system: SCT, code: '897275008' }] },
};

const tnm = (id: string, code: string, value: string) => ({
  resourceType: 'Observation',
  id,
  status: 'final',
  code: { coding: [{ system: SCT, code }] },
  subject,
  focus: [{ reference: 'Condition/primary-cancer-condition-jenny-m' }],
  effectiveDateTime: '2018-03-16',
  valueCodeableConcept: {
    coding: [
      { system: SCT, display: `American Joint Committee on Cancer ${value} (qualifier value)` },
    ],
  },
});

describe('Condition → conditions, with the mCODE stage', () => {
  it('SNOMED CT cancer only: the code is kept and mapped to its ICD-10-CM category, stage from the summary', () => {
    const r = mapped(jennyCondition);
    expect(r.lists.conditions).toEqual([
      {
        name: 'Primary malignant neoplasm of female left breast (disorder)',
        icd10: 'C50',
        snomed: '353431000119107',
        dateOfDiagnosis: '2018-03-16',
        status: 'remission',
        stage: 'IIIC',
      },
    ]);
    expect(r.report.unresolvedCodes).toEqual([]);
    expect(r.report.mapped.find((m) => m.entry === 1)?.summary).toBe(
      'Primary malignant neoplasm of female left breast (disorder) (C50 from SNOMED CT 353431000119107), stage IIIC',
    );
  });

  const sctCondition = (coding: object[]) => ({
    resourceType: 'Condition',
    subject,
    code: { coding },
  });
  it.each([
    // [case, codings, icd10 expected, snomed expected, unresolved codes]
    [
      'Synthea breast cancer',
      [{ system: SCT, code: '254837009', display: 'Malignant neoplasm of breast (disorder)' }],
      'C50',
      '254837009',
      0,
    ],
    [
      'Synthea NSCLC',
      [{ system: SCT, code: '254637007', display: 'Non-small cell lung cancer (disorder)' }],
      'C34',
      '254637007',
      0,
    ],
    [
      'secondary of liver',
      [
        {
          system: SCT,
          code: '94381002',
          display: 'Secondary malignant neoplasm of liver (disorder)',
        },
      ],
      'C78.7',
      '94381002',
      0,
    ],
    [
      'both codings: the sent ICD-10-CM code wins over the map',
      [
        { system: SCT, code: '254837009', display: 'Malignant neoplasm of breast (disorder)' },
        { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'C50.912' },
      ],
      'C50.912',
      '254837009',
      0,
    ],
    [
      'a non-cancer SNOMED CT code: kept, not mapped, listed as unresolved for ICD-10',
      [{ system: SCT, code: '59621000', display: 'Essential hypertension (disorder)' }],
      undefined,
      '59621000',
      1,
    ],
    [
      'a malformed SNOMED CT code is not kept',
      [{ system: SCT, code: 'abc', display: 'Something' }],
      undefined,
      undefined,
      1,
    ],
  ] as const)('%s', (_case, codings, icd10, snomed, unresolved) => {
    const r = mapped(sctCondition([...codings]));
    expect(r.lists.conditions[0]?.icd10).toBe(icd10);
    expect(r.lists.conditions[0]?.snomed).toBe(snomed);
    expect(r.report.unresolvedCodes).toHaveLength(unresolved);
  });

  it('the TNM stage group observation wins over the summary (mCODE: receivers may prefer it)', () => {
    const r = mapped(jennyCondition, stageGroup);
    expect(r.lists.conditions[0]!.stage).toBe('IIB');
    expect(r.report.mapped.find((m) => m.entry === 2)?.summary).toBe(
      'stage IIB of Primary malignant neoplasm of female left breast (disorder) (by focus)',
    );
  });

  it('T, N and M categories give a TNM stage when there is no stage group', () => {
    const r = mapped(
      { ...jennyCondition, stage: undefined },
      tnm('t', '399504009', 'cT3'),
      tnm('n', '399534004', 'cN0'),
      tnm('m', '399387003', 'cM0'),
    );
    expect(r.lists.conditions[0]!.stage).toBe('cT3N0M0');
  });

  it('ICD-10-CM: the code is kept; status defaults to active', () => {
    const r = mapped({
      resourceType: 'Condition',
      subject,
      code: {
        text: 'Metastatic colon cancer',
        coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'C18.9' }],
      },
      recordedDate: '2024-01-05',
    });
    expect(r.lists.conditions).toEqual([
      {
        name: 'Metastatic colon cancer',
        icd10: 'C18.9',
        dateOfDiagnosis: '2024-01-05',
        status: 'active',
      },
    ]);
    expect(r.report.unresolvedCodes).toEqual([]);
  });
});

const lab = (code: string, display: string, value: object, extra: object = {}) => ({
  resourceType: 'Observation',
  status: 'final',
  category: [
    {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/observation-category',
          code: 'laboratory',
        },
      ],
    },
  ],
  code: { coding: [{ system: LOINC, code, display }] },
  subject,
  effectiveDateTime: '2026-01-10T08:00:00Z',
  valueQuantity: value,
  ...extra,
});

describe('Observation, LOINC laboratory → labs', () => {
  it.each([
    [
      'creatinine in µmol/L (UCUM)',
      lab('2160-0', 'Creatinine', { value: 88.4, unit: 'µmol/L', system: UCUM, code: 'umol/L' }),
      { labType: '2160-0', value: 88.4, unit: 'µmol/L', timestamp: '2026-01-10T08:00:00Z' },
    ],
    [
      'ANC 10*9/L with a range and a critical flag',
      lab(
        '751-8',
        'Neutrophils',
        { value: 0.4, unit: '10*9/L', system: UCUM, code: '10*9/L' },
        {
          referenceRange: [{ low: { value: 1.5 }, high: { value: 8 } }],
          interpretation: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
                  code: 'LL',
                },
              ],
            },
          ],
        },
      ),
      {
        labType: '751-8',
        value: 0.4,
        unit: '10*9/L',
        timestamp: '2026-01-10T08:00:00Z',
        referenceRange: '1.5-8',
        isAbnormal: true,
        criticalFlag: true,
      },
    ],
    [
      'a display unit the catalogue lacks, with a UCUM code it has',
      lab('718-7', 'Hemoglobin', {
        value: 13,
        unit: 'gram per deciliter',
        system: UCUM,
        code: 'g/dL',
      }),
      { labType: '718-7', value: 13, unit: 'g/dL', timestamp: '2026-01-10T08:00:00Z' },
    ],
  ])('%s', (_, resource, expected) => {
    const r = mapped(resource);
    expect(r.lists.labValues).toEqual([expected]);
    expect(r.report.unresolvedCodes).toEqual([]);
  });

  it('an unknown test or unit is kept and reads "cannot assess"', () => {
    const r = mapped(
      lab('2157-6', 'Creatine kinase', { value: 120, unit: 'U/L', system: UCUM, code: 'U/L' }),
      lab('2160-0', 'Creatinine', { value: 1, unit: 'furlongs' }),
    );
    expect(r.lists.labValues.map((l) => [l.labType, l.unit])).toEqual([
      ['2157-6', 'U/L'],
      ['2160-0', 'furlongs'],
    ]);
    expect(r.report.unresolvedCodes).toEqual([
      {
        entry: 1,
        system: LOINC,
        code: '2157-6',
        display: 'Creatine kinase',
        field: 'labValues.labType',
      },
      { entry: 2, system: null, code: 'furlongs', display: 'furlongs', field: 'labValues.unit' },
    ]);
    expect(r.report.mapped.filter((m) => m.section === 'labValues').map((m) => m.summary)).toEqual([
      'Creatine kinase 120 U/L — cannot assess: not a test the product reads',
      'Creatinine 1 furlongs — cannot assess: unit "furlongs" not recognised for Creatinine',
    ]);
  });

  it.each([
    [
      lab('2160-0', 'Creatinine', { value: 0.2, comparator: '<', unit: 'mg/dL' }),
      'a result given as a bound (<0.2) cannot be kept as a number',
    ],
    [
      { ...lab('2160-0', 'Creatinine', {}), valueQuantity: undefined, valueString: 'hemolysed' },
      'not a numeric result (the product keeps numeric lab values)',
    ],
    [
      { ...lab('2160-0', 'Creatinine', { value: 1, unit: 'mg/dL' }), effectiveDateTime: undefined },
      'no time of the result (effective or issued)',
    ],
    [
      { ...lab('2160-0', 'Creatinine', { value: 1, unit: 'mg/dL' }), status: 'registered' },
      'registered: no result yet',
    ],
  ])('skips %#', (resource, reason) => {
    expect(mapped(resource).report.skipped[0]?.reason).toBe(reason);
  });
});

const vital = (code: string, extra: object, at = '2026-01-10T08:05:00Z') => ({
  resourceType: 'Observation',
  status: 'final',
  category: [
    {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/observation-category',
          code: 'vital-signs',
        },
      ],
    },
  ],
  code: { coding: [{ system: LOINC, code }] },
  subject,
  effectiveDateTime: at,
  ...extra,
});

describe('Observation, vital signs and performance status → vitals; height and weight → demographics', () => {
  it('merges a blood pressure panel, heart rate, temperature and ECOG taken at one time into one row', () => {
    const r = mapped(
      vital('85354-9', {
        component: [
          {
            code: { coding: [{ system: LOINC, code: '8480-6' }] },
            valueQuantity: { value: 107, unit: 'mmHg', code: 'mm[Hg]' },
          },
          {
            code: { coding: [{ system: LOINC, code: '8462-4' }] },
            valueQuantity: { value: 60, unit: 'mmHg', code: 'mm[Hg]' },
          },
        ],
      }),
      vital('8867-4', { valueQuantity: { value: 72, unit: 'beats/minute', code: '/min' } }),
      vital('8310-5', { valueQuantity: { value: 98.6, unit: 'F', code: '[degF]' } }),
      vital('89247-1', { valueInteger: 1 }),
    );
    expect(r.lists.vitals).toEqual([
      {
        timestamp: '2026-01-10T08:05:00Z',
        bloodPressureSystolic: 107,
        bloodPressureDiastolic: 60,
        heartRate: 72,
        temperature: 37,
        performanceStatus: 1,
      },
    ]);
    expect(r.report.mapped.filter((m) => m.section === 'vitals').map((m) => m.summary)).toEqual([
      'systolic 107 mmHg, diastolic 60 mmHg at 2026-01-10T08:05:00Z',
      'heart rate 72/min at 2026-01-10T08:05:00Z',
      'temperature 37 °C at 2026-01-10T08:05:00Z',
      'ECOG 1 at 2026-01-10T08:05:00Z',
    ]);
  });

  it.each([
    [100, 0],
    [90, 1],
    [70, 2],
    [40, 3],
    [20, 4],
    [0, 5],
  ])('Karnofsky %i is recorded as ECOG %i (Ma 2010 categories)', (kps, ecog) => {
    const r = mapped(vital('89243-0', { valueInteger: kps }));
    expect(r.lists.vitals[0]!.performanceStatus).toBe(ecog);
    expect(r.report.mapped[1]!.summary).toContain('approximate conversion');
  });

  it('the latest body height and weight become demographics, converted to cm and kg', () => {
    const r = mapped(
      vital(
        '8302-2',
        { valueQuantity: { value: 65, unit: 'in', system: UCUM, code: '[in_i]' } },
        '2018-03-16',
      ),
      vital(
        '29463-7',
        { valueQuantity: { value: 155, unit: 'lb', system: UCUM, code: '[lb_av]' } },
        '2018-03-06',
      ),
      vital(
        '29463-7',
        { valueQuantity: { value: 150, unit: 'lb', system: UCUM, code: '[lb_av]' } },
        '2018-04-22',
      ),
    );
    expect(r.demographics.heightCm).toBe(165.1);
    expect(r.demographics.weightKg).toBe(68.04);
    // Issue 19: the observation's date dates the dose basis (the latest weight's, not the first).
    expect(r.demographics.heightMeasuredAt?.slice(0, 10)).toBe('2018-03-16');
    expect(r.demographics.weightMeasuredAt?.slice(0, 10)).toBe('2018-04-22');
    expect(r.report.skipped).toEqual([
      expect.objectContaining({ entry: 2, reason: 'an earlier body weight; the latest is kept' }),
    ]);
  });

  it('an out-of-range value is skipped with the rule it breaks', () => {
    const r = mapped(vital('8867-4', { valueQuantity: { value: 900, unit: '/min' } }));
    expect(r.report.skipped[0]?.reason).toMatch(/^heartRate: /);
  });
});

describe('Observation, genomics → genetics', () => {
  const genotype = {
    resourceType: 'Observation',
    id: 'genotype-pgx-example',
    status: 'final',
    code: { coding: [{ system: LOINC, code: '84413-4', display: 'genotype display name' }] },
    subject,
    effectiveDateTime: '2018-03-06',
    performer: [{ display: 'Example Lab' }],
    valueCodeableConcept: {
      coding: [{ system: 'http://www.pharmvar.org', code: 'CYP2C9', display: 'CYP2C9 *4/*35B' }],
    },
    component: [
      {
        code: { coding: [{ system: LOINC, code: '48018-6' }] },
        valueCodeableConcept: {
          coding: [{ system: 'http://www.genenames.org', code: 'HGNC:2623', display: 'CYP2C9' }],
        },
      },
    ],
  };
  const implication = {
    resourceType: 'Observation',
    id: 'med-impact-pgx-example',
    status: 'final',
    code: {
      coding: [
        {
          system: 'http://hl7.org/fhir/uv/genomics-reporting/CodeSystem/tbd-codes-cs',
          code: 'therapeutic-implication',
        },
      ],
    },
    subject,
    derivedFrom: [{ reference: 'Observation/genotype-pgx-example' }],
    component: [
      {
        code: {
          coding: [
            {
              system: 'http://hl7.org/fhir/uv/genomics-reporting/CodeSystem/tbd-codes-cs',
              code: 'therapeutic-implication',
            },
          ],
        },
        valueCodeableConcept: {
          coding: [{ system: LOINC, code: 'LA25390-8', display: 'Rapid metabolizer' }],
        },
      },
    ],
  };

  it('a Genomics Reporting genotype and its therapeutic implication make one result', () => {
    // The implication comes first in the bundle: it still finds its genotype.
    const r = mapped(implication, genotype);
    expect(r.lists.genetics).toEqual([
      {
        gene: 'CYP2C9',
        diplotype: '*4/*35B',
        phenotype: 'Rapid metabolizer',
        testDate: '2018-03-06',
        laboratory: 'Example Lab',
      },
    ]);
  });

  it('an mCODE somatic variant keeps its name and presence as a tumour finding', () => {
    const r = mapped({
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: LOINC, code: '69548-6' }] },
      subject,
      effectiveDateTime: '2018-03-15',
      valueCodeableConcept: { coding: [{ system: LOINC, code: 'LA9633-4', display: 'Present' }] },
      component: [
        {
          code: { coding: [{ system: LOINC, code: '48018-6' }] },
          valueCodeableConcept: {
            coding: [{ system: 'http://www.genenames.org', code: 'HGNC:26144', display: 'PALB2' }],
          },
        },
        {
          code: { coding: [{ system: LOINC, code: '81252-9' }] },
          valueCodeableConcept: {
            coding: [
              {
                system: 'http://www.ncbi.nlm.nih.gov/clinvar',
                code: '128144',
                display: 'NM_024675.3(PALB2):c.3549C>A (p.Tyr1183Ter)',
              },
            ],
          },
        },
        {
          code: { coding: [{ system: LOINC, code: '48002-0' }] },
          valueCodeableConcept: {
            coding: [{ system: LOINC, code: 'LA6684-0', display: 'Somatic' }],
          },
        },
      ],
    });
    expect(r.lists.genetics).toEqual([
      // A somatic variant is a tumour finding (issue 20), not a diplotype.
      {
        gene: 'PALB2',
        origin: 'somatic',
        alteration: 'NM_024675.3(PALB2):c.3549C>A (p.Tyr1183Ter)',
        status: 'detected',
        testDate: '2018-03-15',
      },
    ]);
  });

  it('a haplotype is skipped in favour of the genotype', () => {
    const r = mapped({
      ...genotype,
      id: 'h',
      code: { coding: [{ system: LOINC, code: '84414-2' }] },
    });
    expect(r.report.skipped[0]?.reason).toBe(
      'a haplotype: the genotype observation gives the diplotype',
    );
  });
});

describe('what is not imported', () => {
  it.each([
    ['Encounter', 'OncoCDS does not record Encounter resources'],
    ['Procedure', 'OncoCDS does not record Procedure resources'],
    [
      'DiagnosticReport',
      'a report is a container: its results are read from their own Observations',
    ],
  ])('%s: skipped with its reason', (resourceType, reason) => {
    expect(mapped({ resourceType, subject }).report.skipped).toEqual([
      { entry: 1, resourceType, id: null, reason },
    ]);
  });
});

describe('a malformed bundle: errors naming the entry and the path, nothing mapped', () => {
  it.each([
    [
      'a string',
      'hello',
      [{ entry: null, path: '', message: expect.stringContaining('is not a FHIR R4 Bundle') }],
    ],
    [
      'entry not an array',
      { resourceType: 'Bundle', entry: {} },
      [{ entry: null, path: 'entry', message: 'must be an array of entries' }],
    ],
    [
      'an entry without a resource',
      { resourceType: 'Bundle', entry: [{ fullUrl: 'x' }] },
      [
        {
          entry: 0,
          path: 'entry[0].resource',
          message: 'is missing: an entry must carry a resource',
        },
      ],
    ],
    [
      'a resource without resourceType',
      { resourceType: 'Bundle', entry: [{ resource: { id: '1' } }] },
      [
        {
          entry: 0,
          path: 'entry[0].resource.resourceType',
          message: 'must name the resource type, e.g. "Observation"',
        },
      ],
    ],
    [
      'a value of the wrong JSON type',
      bundle(patient, lab('2160-0', 'Creatinine', { value: '1.1', unit: 'mg/dL' })),
      [
        {
          entry: 1,
          path: 'entry[1].resource.valueQuantity.value',
          message: 'must be a number, not string',
        },
      ],
    ],
    [
      'two patients',
      bundle(patient, { ...patient, id: 'other' }),
      [
        {
          entry: 1,
          path: 'entry[1].resource',
          message: 'is a second Patient (entries 0, 1): import one patient at a time',
        },
      ],
    ],
    [
      'a coding list that is an object',
      bundle(patient, { resourceType: 'Condition', subject, code: { coding: { code: 'C18.9' } } }),
      [
        {
          entry: 1,
          path: 'entry[1].resource.code.coding',
          message: 'must be an array, not object',
        },
      ],
    ],
  ])('%s', (_, input, errors) => {
    expect(bundleToPatient(input, { resolveDrug })).toEqual({ ok: false, errors });
  });

  it('refuses a bundle over the entry limit', () => {
    const r = bundleToPatient(bundle(patient, patient, patient), { resolveDrug, maxEntries: 2 });
    expect(r).toEqual({
      ok: false,
      errors: [
        {
          entry: null,
          path: 'entry',
          message: 'holds 3 entries; at most 2 can be imported at once',
        },
      ],
    });
  });
});

describe('lists of resources', () => {
  it('accepts a plain array, and resources without a Patient for an existing patient', () => {
    const r = bundleToPatient([doxorubicinRequest, doxorubicinAdministration], { resolveDrug });
    expect(r.ok && r.lists.medications.length).toBe(1);
    expect(r.ok && r.lists.treatmentHistory.length).toBe(1);
    expect(r.ok && r.report.missingDemographics).toHaveLength(5);
  });
});

describe('Patient.deceased[x] (issue 20)', () => {
  it.each([
    [{ deceasedDateTime: '1992-03-04T10:00:00-05:00' }, true, '1992-03-04'],
    [{ deceasedDateTime: '1992-03-04' }, true, '1992-03-04'],
    [{ deceasedDateTime: '1992' }, true, null],
    [{ deceasedBoolean: true }, true, null],
    [{ deceasedBoolean: false }, false, null],
    [{}, undefined, undefined],
  ])('%j → deceased %s, date %s', (extra, deceased, date) => {
    const r = bundleToPatient(bundle({ ...patient, ...extra }), { resolveDrug });
    if (!r.ok) throw new Error('not ok');
    expect(r.demographics.deceased).toBe(deceased);
    expect(r.demographics.deceasedDate).toBe(date);
    if (deceased) expect(patientInputSchema.parse(r.patient).demographics.deceased).toBe(true);
  });
});

describe('lab freshness at import (issue 20): the report says which labs the alerts will not take as current', () => {
  const creatinine = (at: string, value = 1.0) => ({
    resourceType: 'Observation',
    status: 'final',
    code: { coding: [{ system: LOINC, code: '2160-0' }] },
    effectiveDateTime: at,
    valueQuantity: { value, unit: 'mg/dL' },
  });
  const freshness = {
    now: '2026-11-28T12:00:00Z',
    preCycleDays: 7,
    maintenanceDays: 30,
    basis: 'product default windows, not label facts',
  };
  const cases: Array<{ name: string; labs: unknown[]; note: RegExp | null }> = [
    {
      name: 'a value from 2 days ago: no note',
      labs: [creatinine('2026-11-26T08:00:00Z')],
      note: null,
    },
    {
      name: 'the latest of several counts: 10 days is past the pre-cycle window only',
      labs: [creatinine('2026-01-01T08:00:00Z'), creatinine('2026-11-18T08:00:00Z')],
      note: /^Latest Creatinine is from 2026-11-18 \(10 days ago\): older than the 7-day window before a chemotherapy cycle \(still within 30 days for other drugs\); the alerts read it as "cannot assess: no recent value" with its date \(product default windows, not label facts\)\.$/,
    },
    {
      name: 'a creatinine from 1991 is never current',
      labs: [creatinine('1991-05-02T08:00:00Z', 4.2)],
      note: /^Latest Creatinine is from 1991-05-02 \(\d+ days ago\): older than 30 days, so no alert uses it as current/,
    },
  ];
  it.each(cases)('$name', (c) => {
    const r = bundleToPatient(c.labs, { resolveDrug, labFreshness: freshness });
    if (!r.ok) throw new Error('malformed');
    const notes = r.report.notes.filter((n) => n.startsWith('Latest '));
    if (c.note) expect(notes).toEqual([expect.stringMatching(c.note)]);
    else expect(notes).toEqual([]);
    // Kept as sent either way: staleness is the alert engine's reading, not a reason to drop data.
    expect(r.lists.labValues).toHaveLength(c.labs.length);
  });
});

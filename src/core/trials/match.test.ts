import { describe, expect, it } from 'vitest';
import { matchPatientToTrial, type TrialFacts, type TrialPatient } from './match';
import type { CriterionId, CriterionStatus } from './schemas';

/*
 * Cases are study records shaped as ClinicalTrials.gov API v2 returns them (eligibilityModule
 * sex, minimumAge "18 Years", conditions as registered) against patient records like the demo
 * patients (Eleanor: 71, female, sigmoid colon adenocarcinoma C18.7 with liver metastases C78.7,
 * ECOG 1, DPYD *1/*2A, capecitabine cycles 1-2).
 */

const trial = (over: Partial<TrialFacts> = {}): TrialFacts => ({
  nctId: 'NCT90000001',
  conditions: ['Colorectal Cancer'],
  keywords: [],
  sex: 'ALL',
  genderBased: null,
  genderDescription: null,
  minimumAge: '18 Years',
  maximumAge: null,
  interventions: [
    { name: 'Capecitabine', type: 'DRUG', otherNames: ['Xeloda'], drugIds: ['capecitabine'] },
  ],
  eligibilityCriteria:
    'Inclusion Criteria:\n\n* ECOG performance status 0-1\n* ANC ≥ 1.5 × 10^9/L\n\nExclusion Criteria:\n\n* Known DPYD deficiency',
  ...over,
});

const eleanor = (over: Partial<TrialPatient> = {}): TrialPatient => ({
  ageYears: 71,
  sex: 'female',
  conditions: [
    { name: 'Metastatic adenocarcinoma of the sigmoid colon', icd10: 'C18.7', status: 'active' },
    { name: 'Liver metastases', icd10: 'C78.7', status: 'active' },
    { name: 'Atrial fibrillation', icd10: 'I48.91', status: 'active' },
  ],
  vitals: [
    { timestamp: '2026-01-10T08:30:00Z', performanceStatus: 0 },
    { timestamp: '2026-02-21T08:10:00Z', performanceStatus: 1 },
    { timestamp: '2026-02-22T08:10:00Z', performanceStatus: null },
  ],
  genetics: [
    {
      gene: 'DPYD',
      diplotype: '*1/*2A',
      phenotype: 'Intermediate Metabolizer',
      testDate: '2025-10-01',
    },
  ],
  treatments: [
    { drugName: 'capecitabine', drugIds: ['capecitabine'], date: '2026-01-10' },
    { drugName: 'capecitabine', drugIds: ['capecitabine'], date: '2026-01-31' },
  ],
  labs: [
    {
      labName: 'anc',
      value: 3.8,
      unit: '10^9/L',
      canonicalValue: 3.8,
      canonicalUnit: '10^9/L',
      timestamp: '2026-01-10T08:30:00Z',
    },
    {
      labName: 'anc',
      value: 0.9,
      unit: '10^9/L',
      canonicalValue: 0.9,
      canonicalUnit: '10^9/L',
      timestamp: '2026-02-21T08:10:00Z',
    },
    {
      labName: 'creatinine',
      value: 79.6,
      unit: 'µmol/L',
      canonicalValue: 0.9,
      canonicalUnit: 'mg/dL',
      timestamp: '2026-02-21T08:10:00Z',
    },
  ],
  ...over,
});

const criterion = (t: TrialFacts, p: TrialPatient, id: CriterionId) =>
  matchPatientToTrial(t, p).criteria.find((c) => c.id === id)!;

describe('condition: the patient’s diagnoses against the study’s conditions and keywords', () => {
  it.each<[string, Partial<TrialFacts>, Partial<TrialPatient>, CriterionStatus, RegExp]>([
    ['same site by ICD-10 and words', {}, {}, 'met', /By cancer site: .*C18\.7.*colon and rectum/],
    [
      'same name',
      { conditions: ['Atrial Fibrillation'] },
      {},
      'met',
      /same name as the patient’s condition/,
    ],
    [
      'site named only among the keywords',
      { conditions: ['Chemotherapy-induced Toxicity'], keywords: ['colon cancer'] },
      {},
      'met',
      /among its keywords/,
    ],
    [
      'general term for solid tumours',
      { conditions: ['Advanced Solid Tumors'] },
      {},
      'met',
      /general term for solid tumours/,
    ],
    [
      'a lymphoma study takes a Hodgkin patient',
      { conditions: ['Lymphoma'] },
      { conditions: [{ name: 'Hodgkin lymphoma', icd10: 'C81.90', status: 'relapse' }] },
      'met',
      /Hodgkin lymphoma \(ICD-10 C81\.90\) and .*lymphoma includes Hodgkin lymphoma/,
    ],
    [
      'a lymphoma in remission does not meet a lymphoma treatment study (issue 20)',
      { conditions: ['Lymphoma'] },
      { conditions: [{ name: 'Hodgkin lymphoma', icd10: 'C81.90', status: 'remission' }] },
      'not-met',
      /^Hodgkin lymphoma \(ICD-10 C81\.90\) is recorded as in remission: not active disease/,
    ],
    [
      'another cancer site',
      { conditions: ['Breast Cancer', 'HER2-positive Breast Cancer'] },
      {},
      'not-met',
      /study is for breast .* recorded cancers are colon and rectum/,
    ],
    [
      'a general term for blood cancers, a colon cancer patient',
      { conditions: ['Hematologic Malignancies'] },
      {},
      'not-met',
      /blood cancers/,
    ],
    [
      'small cell study, non-small cell patient',
      { conditions: ['Small Cell Lung Cancer'] },
      {
        conditions: [
          {
            name: 'Non-small cell lung cancer, adenocarcinoma of the right upper lobe',
            icd10: 'C34.11',
            status: 'active',
          },
        ],
      },
      'not-met',
      /small cell lung cancer/,
    ],
    [
      'the record says lung, the study asks for non-small cell',
      { conditions: ['Non-small Cell Lung Cancer'] },
      { conditions: [{ name: null, icd10: 'C34.90', status: 'active' }] },
      'unknown',
      /less specific than the study: the record says lung where .* asks for non-small cell/,
    ],
    [
      'liver metastases do not make a liver cancer',
      { conditions: ['Hepatocellular Carcinoma'] },
      { conditions: [{ name: 'Liver metastases', icd10: 'C78.7', status: 'active' }] },
      'unknown',
      /None of the patient’s conditions could be related/,
    ],
    [
      'a condition the vocabulary does not place',
      { conditions: ['Chemotherapy-induced Nausea and Vomiting'] },
      {},
      'unknown',
      /None of the patient’s conditions could be related/,
    ],
    ['no conditions recorded', {}, { conditions: [] }, 'unknown', /No conditions are recorded/],
    [
      'a de-identified condition (name withheld) still matches by ICD-10',
      { conditions: ['Colon Cancer'] },
      { conditions: [{ name: null, icd10: 'C18.7', status: 'active' }] },
      'met',
      /a condition coded ICD-10 C18\.7/,
    ],
    [
      'a breast abscess is not breast cancer',
      { conditions: ['Breast Cancer'] },
      { conditions: [{ name: 'Breast abscess', icd10: 'N61.1', status: 'active' }] },
      'unknown',
      /None of the patient’s conditions could be related/,
    ],
  ])('%s', (_name, t, p, status, reason) => {
    const c = criterion(trial(t), eleanor(p), 'condition');
    expect(c.status).toBe(status);
    expect(c.reason).toMatch(reason);
  });
});

describe('age: whole years against the registry’s limits', () => {
  it.each<[string | null, string | null, number | null, boolean, CriterionStatus]>([
    // [minimumAge, maximumAge, age, age is a floor (de-identified 90+), result]
    ['18 Years', null, 71, false, 'met'],
    ['18 Years', null, 18, false, 'met'],
    ['18 Years', null, 17, false, 'not-met'],
    ['18 Years', '75 Years', 75, false, 'met'],
    ['18 Years', '75 Years', 76, false, 'not-met'],
    ['18 Years', '70 Years', 71, false, 'not-met'],
    [null, null, 71, false, 'met'],
    ['18 Years', null, null, false, 'unknown'],
    ['6 Months', null, 0, false, 'unknown'],
    ['6 Months', null, 1, false, 'met'],
    [null, '18 Months', 1, false, 'unknown'],
    [null, '18 Months', 2, false, 'not-met'],
    [null, '30 Months', 1, false, 'met'],
    ['18 Years', null, 90, true, 'met'],
    ['18 Years', '95 Years', 90, true, 'unknown'],
    ['18 Years', '85 Years', 90, true, 'not-met'],
    ['eighteen', null, 40, false, 'unknown'],
  ])(
    'min %s, max %s, age %s (floor %s) → %s',
    (minimumAge, maximumAge, ageYears, ageIsFloor, status) => {
      const c = criterion(
        trial({ minimumAge, maximumAge }),
        eleanor({ ageYears, ageIsFloor }),
        'age',
      );
      expect(c.status).toBe(status);
    },
  );

  it('says why in words', () => {
    const c = criterion(trial({ maximumAge: '70 Years' }), eleanor(), 'age');
    expect(c.reason).toBe('The patient is 71 years, older than the maximum of 70 Years.');
  });
});

describe('sex', () => {
  it.each<[TrialFacts['sex'], boolean | null, TrialPatient['sex'], CriterionStatus]>([
    ['ALL', null, 'male', 'met'],
    ['FEMALE', false, 'female', 'met'],
    ['FEMALE', false, 'male', 'not-met'],
    ['MALE', null, 'female', 'not-met'],
    ['MALE', null, 'unknown', 'unknown'],
    ['FEMALE', null, 'other', 'unknown'],
    ['FEMALE', true, 'female', 'unknown'],
    [null, null, 'female', 'unknown'],
  ])('study %s (gender based %s), patient %s → %s', (sex, genderBased, patientSex, status) => {
    const c = criterion(trial({ sex, genderBased }), eleanor({ sex: patientSex }), 'sex');
    expect(c.status).toBe(status);
  });
});

describe('criteria the registry holds only as text are never decided', () => {
  it('performance status: unknown, with the latest ECOG and a pointer to the text', () => {
    const c = criterion(trial(), eleanor(), 'performance-status');
    expect(c.status).toBe('unknown');
    expect(c.patient).toBe('ECOG 1 on 2026-02-21');
    expect(c.reason).toMatch(/no structured field/);
    expect(c.reason).toMatch(/eligibility text mentions performance status/);
  });

  it('performance status without a recorded ECOG, and text that does not mention it', () => {
    const c = criterion(
      trial({ eligibilityCriteria: 'Adults.' }),
      eleanor({ vitals: [] }),
      'performance-status',
    );
    expect(c.status).toBe('unknown');
    expect(c.patient).toBeNull();
    expect(c.reason).toMatch(/No ECOG performance status is recorded/);
    expect(c.reason).not.toMatch(/mentions/);
  });

  it.each<[string, Partial<TrialFacts>, Partial<TrialPatient>, RegExp]>([
    [
      'a gene the study names and the patient has',
      { conditions: ['DPYD Deficiency', 'Colorectal Cancer'] },
      {},
      /names DPYD .* Patient: DPYD \*1\/\*2A, Intermediate Metabolizer \(2025-10-01\)/,
    ],
    [
      'a gene the study names and the patient lacks',
      { conditions: ['KRAS G12C Mutation'] },
      {},
      /^No KRAS result recorded; the study’s text names KRAS G12C — required/,
    ],
    [
      'no gene named; the text mentions the patient’s gene',
      {},
      {},
      /names no biomarker.*eligibility text mentions DPYD/,
    ],
    [
      'no genetic results',
      { eligibilityCriteria: null },
      { genetics: [] },
      /No genetic results are recorded/,
    ],
  ])('biomarkers: %s', (_name, t, p, reason) => {
    const c = criterion(trial(t), eleanor(p), 'biomarkers');
    expect(c.status).toBe('unknown');
    expect(c.reason).toMatch(reason);
  });

  // Since issue 20 a named gene with its kind of alteration is judged on the tumour findings.
  it.each<[string, Partial<TrialFacts>, Partial<TrialPatient>, RegExp, CriterionStatus]>([
    [
      'a tumour finding the study names (structured alteration, issue 23)',
      { conditions: ['KRAS G12C Mutation'] },
      {
        genetics: [
          {
            gene: 'KRAS',
            diplotype: null,
            phenotype: null,
            testDate: '2025-11-02',
            alteration: 'p.Gly12Cys',
            alterationType: 'snv',
            status: 'detected',
          },
        ],
      },
      /^KRAS p\.Gly12Cys \(2025-11-02\); the study’s text names KRAS G12C — required/,
      'met',
    ],
    [
      'a pertinent negative the study names',
      { conditions: ['ALK Rearrangement'] },
      {
        genetics: [
          {
            gene: 'ALK',
            diplotype: null,
            phenotype: null,
            testDate: '2025-11-02',
            alteration: 'rearrangement',
            alterationType: 'fusion',
            status: 'not-detected',
          },
        ],
      },
      /^ALK rearrangement not detected \(2025-11-02\); the study’s text names ALK fusion — required/,
      'not-met',
    ],
  ])('biomarkers from structure: %s', (_name, t, p, reason, status) => {
    const c = criterion(trial(t), eleanor(p), 'biomarkers');
    expect(c.status).toBe(status);
    expect(c.reason).toMatch(reason);
  });

  it.each<[string, Partial<TrialFacts>, Partial<TrialPatient>, RegExp]>([
    [
      'the study drug was given before (by knowledge-base id)',
      {},
      {},
      /already received capecitabine \(the study’s “Capecitabine”, last given 2026-01-31\)/,
    ],
    [
      'by another name of the intervention',
      {
        interventions: [
          { name: 'Study drug X', type: 'DRUG', otherNames: ['capecitabine'], drugIds: [] },
        ],
      },
      { treatments: [{ drugName: 'capecitabine', drugIds: [], date: '2026-01-10' }] },
      /already received capecitabine/,
    ],
    [
      'no overlap',
      {
        interventions: [
          { name: 'Pembrolizumab', type: 'BIOLOGICAL', otherNames: [], drugIds: ['pembrolizumab'] },
        ],
      },
      {},
      /None of the study’s drug interventions appears/,
    ],
    [
      'a procedure is not a prior therapy to compare',
      {
        interventions: [
          { name: 'Capecitabine diary', type: 'BEHAVIORAL', otherNames: [], drugIds: [] },
        ],
      },
      {},
      /None of the study’s drug interventions/,
    ],
    ['no history', {}, { treatments: [] }, /No treatment history is recorded/],
  ])('prior therapy: %s', (_name, t, p, reason) => {
    const c = criterion(trial(t), eleanor(p), 'prior-therapy');
    expect(c.status).toBe('unknown');
    expect(c.reason).toMatch(reason);
  });

  it('labs: unknown, with the latest of each key lab in canonical units', () => {
    const c = criterion(trial(), eleanor(), 'labs');
    expect(c.status).toBe('unknown');
    expect(c.patient).toBe(
      'Absolute neutrophil count 0.9 10^9/L (2026-02-21); Creatinine 0.9 mg/dL (2026-02-21)',
    );
    expect(c.reason).toMatch(/eligibility text mentions laboratory limits/);
  });
});

describe('the whole match', () => {
  it('counts the criteria and never decides a text-only one', () => {
    const m = matchPatientToTrial(trial(), eleanor());
    expect(m.criteria.map((c) => [c.id, c.status])).toEqual([
      ['condition', 'met'],
      ['age', 'met'],
      ['sex', 'met'],
      ['stage', 'unknown'],
      ['disease-status', 'unknown'],
      ['performance-status', 'unknown'],
      ['biomarkers', 'unknown'],
      ['prior-therapy', 'unknown'],
      ['prior-lines', 'unknown'],
      ['labs', 'unknown'],
    ]);
    expect(m.counts).toEqual({ met: 3, notMet: 0, unknown: 7 });
  });
});

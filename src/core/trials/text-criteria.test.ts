import { describe, expect, it } from 'vitest';
import { eligibilityItems } from './eligibility-text';
import { matchPatientToTrial, type TrialFacts, type TrialPatient } from './match';
import type { CriterionStatus } from './schemas';
import {
  biomarkerFindings,
  diseaseStatusFindings,
  lineLimit,
  priorLineFindings,
  priorTherapyFindings,
  stageFindings,
  type TextCondition,
  type TextGenetic,
} from './text-criteria';
import type { TrialTherapy } from './therapy-history';

/*
 * Eligibility rules read from ClinicalTrials.gov v2 `eligibilityCriteria` text and judged on the
 * structured record (issue 20). The item texts are phrasings as registries write them (inclusion
 * and exclusion headings, bulleted or numbered items).
 */

const cdk = (
  name: string,
  id: string,
  start: string,
  end: string,
  source: TrialTherapy['source'] = 'treatment-history',
): TrialTherapy => ({
  drugIds: [id],
  name,
  classTags: ['cdk4-6-inhibitor'],
  className: 'CDK4/6 inhibitor',
  antineoplastic: true,
  source,
  start,
  end,
});
const ai = (name: string, start: string): TrialTherapy => ({
  drugIds: [name],
  name,
  classTags: ['aromatase-inhibitor'],
  className: 'Aromatase inhibitor (non-steroidal)',
  antineoplastic: true,
  source: 'medication',
  start,
  end: null,
});
const fulv = (start: string): TrialTherapy => ({
  drugIds: ['fulvestrant'],
  name: 'fulvestrant',
  classTags: ['serd'],
  className: 'Selective estrogen receptor degrader (SERD)',
  antineoplastic: true,
  source: 'treatment-history',
  start,
  end: start,
});

const breast = (over: Partial<TextCondition> = {}): TextCondition => ({
  name: 'Malignant neoplasm of breast',
  icd10: 'C50.911',
  status: 'active',
  stage: 'IV',
  dateOfDiagnosis: '2025-03-01',
  malignant: true,
  hematologic: false,
  thyroid: false,
  ...over,
});

const twoCdk: TrialTherapy[] = [
  cdk('palbociclib', 'palbociclib', '2023-02-01', '2023-11-20'),
  ai('letrozole', '2023-02-01'),
  cdk('ribociclib', 'ribociclib', '2024-01-10', '2024-09-30', 'medication'),
  fulv('2024-01-10'),
];

const vocabulary = [
  { drugId: 'palbociclib', name: 'palbociclib', names: ['Palbociclib', 'Ibrance'] },
  { drugId: 'ribociclib', name: 'ribociclib', names: ['Ribociclib', 'Kisqali'] },
  { drugId: 'trastuzumab', name: 'trastuzumab', names: ['Trastuzumab', 'Herceptin'] },
];

const text = (inclusion: string[], exclusion: string[] = []) =>
  `Inclusion Criteria:\n\n${inclusion.map((i) => `* ${i}`).join('\n')}\n\nExclusion Criteria:\n\n${exclusion
    .map((e, n) => `${n + 1}. ${e}`)
    .join('\n')}`;

describe('eligibility items', () => {
  it('cuts the registry’s markdown into items with their section', () => {
    const items = eligibilityItems(
      'Inclusion Criteria:\n\n* Age ≥ 18\n* Stage IV\n  continued line\n\nExclusion Criteria:\n\n1. Prior CDK4/6 inhibitor\n2. Pregnancy',
    );
    expect(items).toEqual([
      { section: 'inclusion', text: 'Age ≥ 18' },
      { section: 'inclusion', text: 'Stage IV continued line' },
      { section: 'exclusion', text: 'Prior CDK4/6 inhibitor' },
      { section: 'exclusion', text: 'Pregnancy' },
    ]);
  });
});

describe('prior therapy by drug and class', () => {
  const patient = (therapies: TrialTherapy[]) => ({
    conditions: [breast()],
    genetics: [],
    therapies,
  });
  it.each<[string, string[], string[], TrialTherapy[], CriterionStatus, RegExp]>([
    [
      'class exclusion, two members received',
      [],
      ['Prior treatment with any CDK4/6 inhibitor'],
      twoCdk,
      'not-met',
      /^Prior palbociclib and ribociclib \(CDK4\/6 inhibitors\) — exclusion: palbociclib \(treatment history, 2023-02-01 to 2023-11-20\); ribociclib \(medication list, 2024-01-10 to 2024-09-30\)/,
    ],
    [
      'drug exclusion by name',
      [],
      ['Previous treatment with palbociclib'],
      twoCdk,
      'not-met',
      /^Prior palbociclib \(palbociclib\) — exclusion/,
    ],
    [
      'class exclusion, none received',
      [],
      ['Prior CDK4/6 inhibitor therapy'],
      [ai('letrozole', '2024-01-01')],
      'met',
      /^No CDK4\/6 inhibitors among the patient’s recorded therapies \(recorded: letrozole/,
    ],
    [
      'nothing recorded: unknown, never met',
      [],
      ['Prior CDK4/6 inhibitor therapy'],
      [],
      'unknown',
      /No systemic anticancer therapy is recorded/,
    ],
    [
      'required class received',
      ['Must have received prior endocrine therapy'],
      [],
      twoCdk,
      'met',
      /^Prior letrozole and fulvestrant \(endocrine therapies\) — required/,
    ],
    [
      'required progression on a class: exposure recorded, progression not held',
      ['Disease progression on a prior CDK4/6 inhibitor'],
      [],
      twoCdk,
      'unknown',
      /progression or intolerance on it is not held in structure/,
    ],
    [
      'negated inclusion ("No prior …") forbids',
      ['No prior CDK4/6 inhibitor in the metastatic setting'],
      [],
      [ai('letrozole', '2024-01-01')],
      'met',
      /— exclusion/,
    ],
    [
      'setting-qualified exclusion with exposure: unknown',
      [],
      ['Prior chemotherapy for metastatic disease'],
      [
        {
          ...fulv('2024-01-10'),
          classTags: ['taxane'],
          name: 'paclitaxel',
          drugIds: ['paclitaxel'],
        },
      ],
      'unknown',
      /recorded without the setting it was given in/,
    ],
    [
      'a washout in the inclusion list is not a requirement to have had the therapy',
      ['Prior chemotherapy must be completed at least 4 weeks before enrolment'],
      [],
      [ai('letrozole', '2024-01-01')],
      'met',
      /__none__/,
    ],
    [
      'permissive item is not a rule',
      ['Prior CDK4/6 inhibitor therapy is allowed'],
      [],
      twoCdk,
      'met',
      /__none__/,
    ],
  ])('%s', (_name, inc, exc, therapies, status, reason) => {
    const f = priorTherapyFindings(text(inc, exc), patient(therapies), vocabulary);
    if (reason.source === '__none__') {
      expect(f).toEqual([]);
      return;
    }
    expect(f).toHaveLength(1);
    expect(f[0]!.status).toBe(status);
    expect(f[0]!.reason).toMatch(reason);
  });
});

describe('prior lines', () => {
  it.each<[string, 'inclusion' | 'exclusion', { min: number | null; max: number | null } | null]>([
    ['At least one prior line of systemic therapy', 'inclusion', { min: 1, max: null }],
    [
      'No more than 2 prior lines of chemotherapy for advanced disease',
      'inclusion',
      { min: null, max: 2 },
    ],
    ['≤ 3 prior regimens', 'inclusion', { min: null, max: 3 }],
    ['1-3 prior lines of therapy', 'inclusion', { min: 1, max: 3 }],
    ['More than two prior lines of chemotherapy', 'exclusion', { min: null, max: 2 }],
    ['3 or more prior regimens', 'exclusion', { min: null, max: 2 }],
    ['ECOG 0-1', 'inclusion', null],
  ])('%s (%s)', (t, section, limit) => {
    expect(lineLimit({ section, text: t })).toEqual(limit);
  });

  it.each<[string, string[], string[], TrialTherapy[], CriterionStatus, RegExp]>([
    [
      'two lines, at most one allowed',
      ['No more than 1 prior line of endocrine therapy'],
      [],
      twoCdk,
      'not-met',
      /^2 lines recorded \(line 1: palbociclib \+ letrozole \(from 2023-02-01\); line 2: ribociclib \+ fulvestrant \(from 2024-01-10\)/,
    ],
    [
      'two lines, at least one required',
      ['At least one prior line of therapy'],
      [],
      twoCdk,
      'met',
      /^2 lines recorded/,
    ],
    [
      'nothing recorded',
      ['At least one prior line of therapy'],
      [],
      [],
      'unknown',
      /number of prior lines is not known/,
    ],
  ])('%s', (_n, inc, exc, therapies, status, reason) => {
    const [f] = priorLineFindings(text(inc, exc), { conditions: [], genetics: [], therapies });
    expect(f!.status).toBe(status);
    expect(f!.reason).toMatch(reason);
  });
});

describe('stage', () => {
  it.each<[string, string[], string[], Partial<TextCondition>[], CriterionStatus, RegExp]>([
    [
      'stage IV required, stage IV recorded',
      ['Stage IV breast cancer'],
      [],
      [{}],
      'met',
      /^Stage IV \(stage group recorded on Malignant neoplasm of breast, diagnosed 2025-03-01\)/,
    ],
    [
      'stage IV excluded (early-breast study)',
      [],
      ['Stage IV (metastatic) breast cancer'],
      [{}],
      'not-met',
      /— exclusion/,
    ],
    [
      'stage IIIB–IV, IIIA recorded',
      ['Stage IIIB-IV non-small cell lung cancer'],
      [],
      [{ stage: 'IIIA' }],
      'not-met',
      /Stage IIIA/,
    ],
    [
      'stage III or IV, stage III without letter',
      ['Stage III or IV disease'],
      [],
      [{ stage: 'III' }],
      'met',
      /Stage III/,
    ],
    [
      'stage IIIB required, "III" recorded: cannot settle',
      ['Stage IIIB disease'],
      [],
      [{ stage: 'III' }],
      'unknown',
      /Stage III/,
    ],
    [
      'metastatic required, TNM M1',
      ['Metastatic breast cancer'],
      [],
      [{ stage: 'cT2N1M1' }],
      'met',
      /cT2N1M1 \(TNM recorded on .*: M1, distant metastasis\)/,
    ],
    [
      'metastatic required, stage II',
      ['Metastatic disease'],
      [],
      [{ stage: 'IIA' }],
      'not-met',
      /Stage IIA/,
    ],
    [
      'metastatic required, liver metastasis coded',
      ['Metastatic colorectal cancer'],
      [],
      [{ stage: null }, { name: 'Liver metastases', icd10: 'C78.7', stage: null }],
      'met',
      /ICD-10 C78\.7, a secondary malignant neoplasm/,
    ],
    [
      'no stage recorded',
      ['Stage IV breast cancer'],
      [],
      [{ stage: null }],
      'unknown',
      /holds no stage/,
    ],
    [
      'brain metastases are not a stage rule',
      [],
      ['Untreated brain metastases'],
      [{}],
      'met',
      /__none__/,
    ],
  ])('%s', (_n, inc, exc, conds, status, reason) => {
    const f = stageFindings(
      text(inc, exc),
      [],
      conds.map((c) => breast(c)),
    );
    if (reason.source === '__none__') {
      expect(f).toEqual([]);
      return;
    }
    expect(f[0]!.status).toBe(status);
    expect(f[0]!.reason).toMatch(reason);
  });
});

describe('disease status', () => {
  it.each<[string, string[], string[], string, CriterionStatus]>([
    [
      'relapsed required, relapse recorded',
      ['Relapsed or refractory multiple myeloma'],
      [],
      'relapse',
      'met',
    ],
    [
      'relapsed required, remission recorded',
      ['Relapsed or refractory disease'],
      [],
      'remission',
      'not-met',
    ],
    [
      'relapsed required, active recorded: cannot tell',
      ['Relapsed or refractory disease'],
      [],
      'active',
      'unknown',
    ],
    [
      'complete remission required, remission recorded',
      ['In first complete remission (CR1)'],
      [],
      'remission',
      'met',
    ],
    [
      'measurable disease, resolved recorded',
      ['Measurable disease per RECIST 1.1'],
      [],
      'resolved',
      'not-met',
    ],
    [
      'measurable disease, active recorded',
      ['Measurable disease per RECIST 1.1'],
      [],
      'active',
      'unknown',
    ],
  ])('%s', (_n, inc, exc, status, expected) => {
    const [f] = diseaseStatusFindings(text(inc, exc), [breast({ status })]);
    expect(f!.status).toBe(expected);
    expect(f!.reason).toMatch(/^Malignant neoplasm of breast recorded as /);
  });
});

describe('biomarkers', () => {
  const g = (over: Partial<TextGenetic>): TextGenetic => ({
    gene: 'ALK',
    diplotype: null,
    phenotype: null,
    testDate: '2025-02-01',
    alteration: null,
    alterationType: null,
    partner: null,
    status: 'detected',
    ...over,
  });
  it.each<[string, string[], string[], TextGenetic[], CriterionStatus, RegExp]>([
    [
      'ALK rearrangement required, EML4–ALK fusion',
      ['Documented ALK rearrangement'],
      [],
      [g({ alterationType: 'fusion', alteration: 'fusion', partner: 'EML4' })],
      'met',
      /^EML4–ALK fusion \(2025-02-01\); the study’s text names ALK fusion — required/,
    ],
    [
      'ALK rearrangement required, pertinent negative',
      ['ALK-positive NSCLC'],
      [],
      [g({ alterationType: 'fusion', alteration: 'fusion', status: 'not-detected' })],
      'not-met',
      /not detected/,
    ],
    [
      'EGFR exon 19 deletion or L858R, L858R as HGVS',
      ['EGFR exon 19 deletion or L858R mutation'],
      [],
      [g({ gene: 'EGFR', alterationType: 'snv', alteration: 'p.Leu858Arg' })],
      'met',
      /EGFR p\.Leu858Arg/,
    ],
    [
      'EGFR or ALK excluded, EGFR mutation present',
      [],
      ['Known EGFR mutation or ALK rearrangement'],
      [g({ gene: 'EGFR', alterationType: 'indel', alteration: 'exon 19 deletion' })],
      'not-met',
      /— exclusion/,
    ],
    [
      'EGFR or ALK excluded, both tested negative',
      [],
      ['Known EGFR mutation or ALK rearrangement'],
      [
        g({ gene: 'EGFR', alterationType: 'snv', status: 'not-detected', alteration: 'mutation' }),
        g({ alterationType: 'fusion', status: 'not-detected', alteration: 'fusion' }),
      ],
      'met',
      /not detected/,
    ],
    [
      'HER2-positive required, ERBB2 amplification',
      ['HER2-positive breast cancer'],
      [],
      [g({ gene: 'ERBB2', alterationType: 'cnv', alteration: 'amplification' })],
      'met',
      /ERBB2 amplification/,
    ],
    [
      'HER2-positive required, no result',
      ['HER2-positive breast cancer'],
      [],
      [],
      'unknown',
      /^No HER2 result recorded/,
    ],
    [
      'KRAS G12C required, G12D present: unknown',
      ['KRAS G12C mutation'],
      [],
      [g({ gene: 'KRAS', alterationType: 'snv', alteration: 'p.G12D' })],
      'unknown',
      /KRAS p\.G12D/,
    ],
    [
      'a germline PGx result does not speak to a tumour rule',
      ['EGFR mutation'],
      [],
      [g({ gene: 'EGFR', diplotype: '*1/*1', status: null })],
      'unknown',
      /No EGFR result recorded/,
    ],
  ])('%s', (_n, inc, exc, genetics, status, reason) => {
    const [f] = biomarkerFindings(text(inc, exc), [], genetics);
    expect(f!.status).toBe(status);
    expect(f!.reason).toMatch(reason);
  });
});

describe('the reported case (issue 20)', () => {
  // Stage IV HR+ breast cancer, previously on palbociclib then ribociclib, against a study that
  // excludes prior CDK4/6 inhibitors: it scored 3 met / 0 not met before.
  const trial: TrialFacts = {
    nctId: 'NCT90000020',
    conditions: ['Metastatic Breast Cancer'],
    keywords: [],
    sex: 'ALL',
    genderBased: null,
    genderDescription: null,
    minimumAge: '18 Years',
    maximumAge: null,
    interventions: [
      { name: 'Abemaciclib', type: 'DRUG', otherNames: [], drugIds: ['abemaciclib'] },
    ],
    eligibilityCriteria: text(
      ['Stage IV or locally advanced breast cancer not amenable to curative therapy', 'ECOG 0-1'],
      ['Prior treatment with any CDK4/6 inhibitor (palbociclib, ribociclib, abemaciclib)'],
    ),
    drugVocabulary: vocabulary,
  };
  const patient: TrialPatient = {
    ageYears: 58,
    sex: 'female',
    conditions: [
      {
        name: 'Malignant neoplasm of breast',
        icd10: 'C50.911',
        status: 'active',
        stage: 'IV',
        dateOfDiagnosis: '2025-03-01',
      },
    ],
    vitals: [],
    genetics: [],
    treatments: [],
    therapies: twoCdk,
    labs: [],
  };

  it('prior therapy is not met, naming both drugs; stage is met with its date', () => {
    const m = matchPatientToTrial(trial, patient);
    const by = Object.fromEntries(m.criteria.map((c) => [c.id, c]));
    expect(by['prior-therapy']!.status).toBe('not-met');
    expect(by['prior-therapy']!.reason).toMatch(
      /^Prior palbociclib and ribociclib \(CDK4\/6 inhibitors\) — exclusion/,
    );
    expect(by.stage!.status).toBe('met');
    expect(by.stage!.reason).toMatch(
      /^Stage IV \(stage group recorded on Malignant neoplasm of breast, diagnosed 2025-03-01\)/,
    );
    expect(m.counts.notMet).toBeGreaterThanOrEqual(1);
  });

  it('a cancer in remission does not meet the condition of an active-disease study', () => {
    const m = matchPatientToTrial(trial, {
      ...patient,
      conditions: [{ ...patient.conditions[0]!, status: 'remission' }],
    });
    const c = m.criteria.find((x) => x.id === 'condition')!;
    expect(c.status).toBe('not-met');
    expect(c.reason).toMatch(
      /^Malignant neoplasm of breast \(ICD-10 C50\.911\) is recorded as in remission: not active disease/,
    );
  });

  it('a survivorship study takes a cancer in remission', () => {
    const m = matchPatientToTrial(
      {
        ...trial,
        conditions: ['Breast Cancer Survivors'],
        eligibilityCriteria: text(['Breast cancer survivors who completed treatment']),
      },
      { ...patient, conditions: [{ ...patient.conditions[0]!, status: 'remission' }] },
    );
    expect(m.criteria.find((x) => x.id === 'condition')!.status).toBe('met');
  });
});

describe('a real registry record: FLAURA (NCT02296125)', () => {
  // The first three inclusion items of NCT02296125's eligibilityCriteria as ClinicalTrials.gov
  // API v2 returns them (recorded from the live API by another project's fixture; the registry's
  // data is public, NLM terms of use). Only items present in full there are used.
  const FLAURA_INCLUSION =
    'Inclusion Criteria:\n\n1. Male or female, aged at least 18 years.\n2. Pathologically confirmed adenocarcinoma of the lung.\n3. Locally advanced or metastatic NSCLC, not amenable to curative surgery or radiotherapy.';
  const lung = (over: Partial<TextCondition>) =>
    breast({ name: 'Adenocarcinoma of lung', icd10: 'C34.90', ...over });

  it.each<[string, Partial<TextCondition>, CriterionStatus]>([
    ['stage IVA', { stage: 'IVA' }, 'met'],
    ['stage IIIB', { stage: 'IIIB' }, 'met'],
    [
      'stage IB: "not amenable to curative surgery" is not settled by the group',
      { stage: 'IB' },
      'unknown',
    ],
  ])('%s', (_n, over, status) => {
    const f = stageFindings(FLAURA_INCLUSION, [], [lung(over)]);
    expect(f).toHaveLength(1);
    expect(f[0]!.section).toBe('inclusion');
    expect(f[0]!.status).toBe(status);
    expect(f[0]!.reason).toMatch(/locally advanced or metastatic — required\.$/);
  });

  it('its registered condition names an EGFR sensitising mutation: judged on the tumour finding', () => {
    const condition =
      'Locally Advanced or Metastatic EGFR Sensitising Mutation Positive Non Small Cell Lung Cancer';
    const egfr: TextGenetic = {
      gene: 'EGFR',
      diplotype: null,
      phenotype: null,
      testDate: '2025-06-02',
      alteration: 'p.Leu858Arg',
      alterationType: 'snv',
      status: 'detected',
    };
    const [f] = biomarkerFindings(null, [condition], [egfr]);
    expect(f).toMatchObject({ section: 'conditions', status: 'met' });
    expect(f!.reason).toMatch(
      /^EGFR p\.Leu858Arg \(2025-06-02\); the study’s text names EGFR mutation — required\.$/,
    );
    const stage = stageFindings(null, [condition], [lung({ stage: 'IV' })]);
    expect(stage[0]!.status).toBe('met');
  });

  it('reads no prior-therapy, line or biomarker rule from these items', () => {
    const p = { conditions: [lung({})], genetics: [], therapies: twoCdk };
    expect(priorTherapyFindings(FLAURA_INCLUSION, p, vocabulary)).toEqual([]);
    expect(priorLineFindings(FLAURA_INCLUSION, p)).toEqual([]);
    expect(biomarkerFindings(FLAURA_INCLUSION, [], [])).toEqual([]);
  });
});

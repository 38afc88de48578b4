import { describe, expect, it } from 'vitest';
import { matchPatientToTrial, type TrialFacts, type TrialPatient } from './match';
import {
  receptorFindings,
  receptorProfile,
  receptorStatements,
  type ReceptorProfile,
} from './receptor-status';
import type { CriterionStatus } from './schemas';
import type { TextCondition, TextGenetic } from './text-criteria';

/*
 * Receptor status (ER / PR / HR / HER2 / triple negative) read from eligibility text and judged on
 * the record (issue 20). Phrasings are from registered titles and conditions read in public
 * ClinicalTrials.gov-derived text: NCT02513394 (PALLAS) "Hormone Receptor Positive (HR+) / Human
 * Epidermal Growth Factor Receptor 2 (HER2)-Negative Early Breast Cancer"; NCT02630693 "Estrogen
 * Receptor Positive, HER2 Negative Advanced/Metastatic Breast Cancer"; NCT02448420 "ER negative,
 * HER2 positive breast cancer"; NCT02947685 "hormone receptor-positive, HER2+ metastatic breast
 * cancer". The rest are the usual registry shorthands ("ER+ and/or PR+", "triple negative").
 */

const PALLAS =
  'Hormone Receptor Positive (HR+) / Human Epidermal Growth Factor Receptor 2 (HER2)-Negative Early Breast Cancer';
const NCT02630693 = 'Estrogen Receptor Positive, HER2 Negative Advanced/Metastatic Breast Cancer';
const NCT02448420 = 'ER negative, HER2 positive breast cancer';
const NCT02947685 = 'hormone receptor-positive, HER2+ metastatic breast cancer';

describe('receptorStatements', () => {
  it.each<[string, string, Array<[string, string]>]>([
    [
      'PALLAS title',
      PALLAS,
      [
        ['HR', 'positive'],
        ['HER2', 'negative'],
      ],
    ],
    [
      'NCT02630693',
      NCT02630693,
      [
        ['ER', 'positive'],
        ['HER2', 'negative'],
      ],
    ],
    [
      'NCT02448420',
      NCT02448420,
      [
        ['ER', 'negative'],
        ['HER2', 'positive'],
      ],
    ],
    [
      'NCT02947685',
      NCT02947685,
      [
        ['HR', 'positive'],
        ['HER2', 'positive'],
      ],
    ],
    [
      'ER+ and/or PR+',
      'ER+ and/or PR+ breast cancer',
      [
        ['ER', 'positive'],
        ['PR', 'positive'],
      ],
    ],
    ['ER/PR pair', 'ER/PR-positive disease', [['HR', 'positive']]],
    [
      'signs',
      'ER- PgR- HER2- tumour',
      [
        ['ER', 'negative'],
        ['PR', 'negative'],
        ['HER2', 'negative'],
      ],
    ],
    ['hormone receptor (HR)', 'hormone receptor (HR)-negative', [['HR', 'negative']]],
    ['triple negative', 'Triple-negative breast cancer (TNBC)', [['TNBC', 'positive']]],
    ['HR as hazard ratio is not a receptor', 'HR 0.62 for progression', []],
    ['partial response is not PR status', 'best response of PR or CR', []],
    ['HER2 alone is not ER', 'HER2-low', []],
  ])('%s', (_n, text, expected) => {
    expect(receptorStatements(text).map((s) => [s.receptor, s.polarity])).toEqual(expected);
  });
});

const cond = (name: string, over: Partial<TextCondition> = {}): TextCondition => ({
  name,
  icd10: 'C50.911',
  status: 'active',
  stage: 'IV',
  dateOfDiagnosis: '2025-03-01',
  malignant: true,
  hematologic: false,
  thyroid: false,
  ...over,
});
const marker = (gene: string, alteration: string, testDate = '2025-03-05'): TextGenetic => ({
  gene,
  diplotype: null,
  phenotype: null,
  testDate,
  alteration,
  alterationType: 'expression',
  status: /negative/i.test(alteration) ? 'not-detected' : 'detected',
});

describe('receptorProfile', () => {
  it('reads tumour-marker results before the diagnosis name, newest first', () => {
    const p = receptorProfile(
      [marker('ESR1', 'negative', '2023-01-01'), marker('ESR1', 'positive', '2025-02-01')],
      [cond('Breast cancer, ER-negative')],
    );
    expect(p.ER).toMatchObject({ polarity: 'positive' });
    expect(p.ER!.fact).toMatch(/^ER positive \(positive; 2025-02-01\)$/);
  });
  it('reads the diagnosis name and says so', () => {
    const p = receptorProfile(
      [],
      [cond('Metastatic breast cancer, hormone receptor positive, HER2-negative')],
    );
    expect(p.HR?.polarity).toBe('positive');
    expect(p.HER2?.polarity).toBe('negative');
    expect(p.HR!.fact).toMatch(/as written in the diagnosis “Metastatic breast cancer/);
    expect(p.ER).toBeUndefined();
  });
  it('ignores a non-malignant diagnosis and a germline genotype', () => {
    const p = receptorProfile(
      [{ gene: 'ESR1', diplotype: '*1/*1', phenotype: null, testDate: null }],
      [cond('ER-positive (note)', { malignant: false })],
    );
    expect(p).toEqual({});
  });
  it('a triple-negative diagnosis states ER, PR and HER2 negative', () => {
    const p = receptorProfile([], [cond('Triple negative breast cancer')]);
    expect([p.ER?.polarity, p.PR?.polarity, p.HER2?.polarity]).toEqual([
      'negative',
      'negative',
      'negative',
    ]);
  });
});

const text = (inc: string[], exc: string[] = []) =>
  `Inclusion Criteria:\n\n${inc.map((i) => `* ${i}`).join('\n')}\n\nExclusion Criteria:\n\n${exc.map((i) => `* ${i}`).join('\n')}`;

const hrPosHer2Neg = receptorProfile(
  [marker('ESR1', 'positive'), marker('PGR', 'negative'), marker('ERBB2', 'IHC 1+ negative')],
  [],
);
const tnbc = receptorProfile(
  [marker('ESR1', 'negative'), marker('PGR', 'negative'), marker('ERBB2', 'negative')],
  [],
);
const fromName = receptorProfile(
  [],
  [cond('Metastatic breast cancer, hormone receptor positive, HER2-negative')],
);

describe('receptorFindings', () => {
  it.each<[string, string[], string[], ReceptorProfile, CriterionStatus, RegExp]>([
    [
      'HR+ required, ER positive by IHC: met (ER or PR suffices)',
      [`Histologically confirmed ${PALLAS}`],
      [],
      hrPosHer2Neg,
      'met',
      /^ER positive \(positive; 2025-03-05\); PR negative .* names Hormone Receptor Positive.*— required\.$/,
    ],
    [
      'ER+ required on an ER-negative tumour: not met',
      [NCT02630693],
      [],
      tnbc,
      'not-met',
      /^ER negative/,
    ],
    [
      'ER+ and/or PR+: one positive is enough',
      ['ER+ and/or PR+ by local testing'],
      [],
      hrPosHer2Neg,
      'met',
      /ER positive/,
    ],
    [
      'ER+ and PR+ both required, PR negative: not met',
      ['ER-positive and PR-positive tumour'],
      [],
      hrPosHer2Neg,
      'not-met',
      /PR negative/,
    ],
    [
      'triple negative required on a TNBC: met',
      ['Triple-negative breast cancer (ER <1%, PR <1%, HER2 0 or 1+)'],
      [],
      tnbc,
      'met',
      /ER negative.*PR negative.*HER2 negative/,
    ],
    [
      'triple negative required on an HR+ tumour: not met',
      ['Triple-negative breast cancer'],
      [],
      hrPosHer2Neg,
      'not-met',
      /ER positive/,
    ],
    [
      'HR-positive excluded (a TNBC study) on an HR+ tumour: not met',
      ['Metastatic breast cancer'],
      ['Hormone receptor-positive disease'],
      hrPosHer2Neg,
      'not-met',
      /— exclusion\.$/,
    ],
    [
      'HR-positive required, status only in the diagnosis name: met, said so',
      [PALLAS],
      [],
      fromName,
      'met',
      /^Hormone receptor positive as written in the diagnosis “Metastatic breast cancer/,
    ],
    [
      'ER+ required, the name says only HR+: unknown (HR+ may be PR+ alone)',
      [NCT02630693],
      [],
      fromName,
      'unknown',
      /^No estrogen receptor status recorded/,
    ],
    [
      'nothing recorded: unknown',
      [PALLAS],
      [],
      {},
      'unknown',
      /^No hormone receptor status recorded/,
    ],
  ])('%s', (_n, inc, exc, profile, status, reason) => {
    const findings = receptorFindings(text(inc, exc), [], profile);
    const f = findings.find((x) => x.section === (exc.length ? 'exclusion' : 'inclusion'));
    expect(f!.status).toBe(status);
    expect(f!.reason).toMatch(reason);
  });

  it('reads the study’s listed conditions too', () => {
    const [f] = receptorFindings(null, ['HR+/HER2- Breast Cancer'], hrPosHer2Neg);
    expect(f).toMatchObject({ section: 'conditions', status: 'met' });
  });
});

describe('matchPatientToTrial: receptor status in the biomarker criterion', () => {
  const trial = (criteria: string): TrialFacts => ({
    nctId: 'NCT02513394',
    conditions: ['Breast Cancer'],
    keywords: [],
    interventions: [],
    eligibilityCriteria: criteria,
    minimumAge: null,
    maximumAge: null,
    sex: 'ALL',
    genderBased: null,
    genderDescription: null,
  });
  const patient = (genetics: TrialPatient['genetics'], name: string): TrialPatient => ({
    ageYears: 61,
    sex: 'female',
    conditions: [
      { name, icd10: 'C50.911', status: 'active', stage: 'IV', dateOfDiagnosis: '2025-03-01' },
    ],
    vitals: [],
    genetics,
    treatments: [],
    labs: [],
  });
  const biomarkers = (t: TrialFacts, p: TrialPatient) =>
    matchPatientToTrial(t, p).criteria.find((c) => c.id === 'biomarkers')!;

  it('HR+/HER2- study, HR+/HER2- diagnosis name (the demo’s Grace): met, HER2 from the name', () => {
    const c = biomarkers(
      trial(text([PALLAS])),
      patient([], 'Metastatic breast cancer, hormone receptor positive, HER2-negative'),
    );
    expect(c.status).toBe('met');
    expect(c.findings!.map((f) => f.reason).join(' ')).toMatch(/HER2 negative as written/);
  });
  it('HER2-negative study, HER2 IHC 3+ result: not met whatever the name says', () => {
    const c = biomarkers(
      trial(text([PALLAS])),
      patient(
        [marker('ERBB2', 'IHC 3+ positive'), marker('ESR1', 'positive')],
        'Breast cancer, HER2-negative',
      ),
    );
    expect(c.status).toBe('not-met');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ctgovStudySchema, toTrialDetail } from './ctgov';
import { matchPatientToTrial, trialFactsOf, type TrialPatient } from './match';
import type { TrialTherapy } from './therapy-history';

/*
 * A real ClinicalTrials.gov v2 record (fixtures/README.md): INAVO122, NCT05894239, HER2-positive
 * PIK3CA-mutated advanced breast cancer; exclusion of prior PI3K/AKT/mTOR inhibitors in the
 * advanced setting. Matched against demo-like patients.
 */

const study = ctgovStudySchema.parse(
  JSON.parse(readFileSync(join(__dirname, 'fixtures', 'ctgov-v2-NCT05894239.json'), 'utf8')),
);
const detail = toTrialDetail(study)!;
const facts = trialFactsOf(
  detail,
  [],
  [
    { drugId: 'everolimus', name: 'everolimus', names: ['everolimus', 'Afinitor'] },
    { drugId: 'alpelisib', name: 'alpelisib', names: ['alpelisib', 'Piqray'] },
  ],
);

const base = (over: Partial<TrialPatient>): TrialPatient => ({
  ageYears: 58,
  sex: 'female',
  conditions: [
    {
      name: 'Metastatic breast cancer',
      icd10: 'C50.911',
      status: 'active',
      stage: 'IV',
      dateOfDiagnosis: '2025-03-01',
    },
  ],
  vitals: [{ timestamp: '2025-03-10T09:00:00.000Z', performanceStatus: 1 }],
  genetics: [],
  treatments: [],
  labs: [],
  ...over,
});
const marker = (gene: string, alteration: string) => ({
  gene,
  diplotype: null,
  phenotype: null,
  testDate: '2025-03-05',
  alteration,
  alterationType: 'expression',
  status: /negative/.test(alteration) ? ('not-detected' as const) : ('detected' as const),
});
const pik3ca = {
  gene: 'PIK3CA',
  diplotype: null,
  phenotype: null,
  testDate: '2025-03-05',
  alteration: 'p.His1047Arg',
  alterationType: 'snv',
  status: 'detected' as const,
};
const criterion = (p: TrialPatient, id: string) =>
  matchPatientToTrial(facts, p).criteria.find((c) => c.id === id)!;

describe('a real registry record: INAVO122 (NCT05894239)', () => {
  it('parses with the product’s v2 schema', () => {
    expect(detail).toMatchObject({
      nctId: 'NCT05894239',
      conditions: ['Metastatic Breast Cancer'],
    });
    expect(detail.eligibility.criteria).toMatch(/HER2-positivity/);
  });

  it('HER2-positive (IHC result), PIK3CA H1047R, stage IV: biomarkers met with both facts', () => {
    const c = criterion(base({ genetics: [marker('ERBB2', 'positive'), pik3ca] }), 'biomarkers');
    expect(c.status).toBe('met');
    const reasons = c.findings!.map((f) => f.reason).join(' ');
    expect(reasons).toMatch(/ERBB2 positive/);
    expect(reasons).toMatch(/PIK3CA p\.His1047Arg/);
  });

  it('HER2 recorded only as its IHC score (3+, as the FHIR import writes it): biomarkers met', () => {
    const c = criterion(base({ genetics: [marker('ERBB2', 'IHC 3+'), pik3ca] }), 'biomarkers');
    expect(c.status).toBe('met');
    expect(c.findings!.map((f) => f.reason).join(' ')).toMatch(/ERBB2 IHC 3\+/);
  });

  it('HR-positive, HER2-negative by the diagnosis name (the demo’s Grace): biomarkers not met', () => {
    const c = criterion(
      base({
        conditions: [
          {
            name: 'Metastatic breast cancer, hormone receptor positive, HER2-negative',
            icd10: 'C50.911',
            status: 'active',
            stage: 'IV',
            dateOfDiagnosis: '2025-03-01',
          },
        ],
      }),
      'biomarkers',
    );
    expect(c.status).toBe('not-met');
    expect(c.findings!.map((f) => f.reason).join(' ')).toMatch(
      /HER2 negative as written in the diagnosis/,
    );
  });

  it('no HER2 or PIK3CA result recorded: unknown, not met', () => {
    expect(criterion(base({}), 'biomarkers').status).toBe('unknown');
  });

  /** A past everolimus course from the treatment history, with or without its setting. */
  const everolimusCourse = (setting?: TrialTherapy['setting']): TrialTherapy => ({
    drugIds: ['everolimus'],
    name: 'everolimus',
    classTags: ['mtor-inhibitor'],
    className: 'mTOR inhibitor',
    antineoplastic: true,
    source: 'treatment-history',
    start: '2025-04-01',
    end: '2025-08-01',
    ...(setting ? { setting } : {}),
  });

  it('prior everolimus (an mTOR inhibitor): the exclusion names it, unknown for its setting', () => {
    const c = criterion(
      base({ genetics: [marker('ERBB2', 'positive'), pik3ca], therapies: [everolimusCourse()] }),
      'prior-therapy',
    );
    const f = c.findings!.find((x) => /PI3K, AKT, or mTOR/.test(x.text))!;
    expect(f.reason).toMatch(/everolimus/);
    // "in the locally advanced or metastatic setting": this course has no setting recorded.
    expect(f.status).toBe('unknown');
    expect(f.reason).toMatch(
      /^Prior everolimus \(mTOR inhibitors\) is recorded without the setting it was given in .*limits it to the advanced\/metastatic setting — exclusion/,
    );
  });

  it.each<[string, TrialTherapy['setting'], 'met' | 'not-met', RegExp]>([
    [
      'second-line',
      'second-line',
      'not-met',
      /^Prior everolimus \(mTOR inhibitors\) in the advanced\/metastatic setting — exclusion: everolimus \(treatment history, 2025-04-01 to 2025-08-01; second-line advanced\)/,
    ],
    [
      'adjuvant',
      'adjuvant',
      'met',
      /^Prior everolimus \(mTOR inhibitors\) was given outside the advanced\/metastatic setting \(everolimus \(treatment history, 2025-04-01 to 2025-08-01; adjuvant\)\) — exclusion/,
    ],
  ])(
    'prior everolimus recorded as %s: the setting decides the exclusion',
    (_n, setting, status, reason) => {
      const c = criterion(base({ therapies: [everolimusCourse(setting)] }), 'prior-therapy');
      const f = c.findings!.find((x) => /PI3K, AKT, or mTOR/.test(x.text))!;
      expect(f.status).toBe(status);
      expect(f.reason).toMatch(reason);
    },
  );

  it('prior alpelisib: "PI3K, AKT, or mTOR inhibitor" names the PI3K class too', () => {
    const alpelisib: TrialTherapy = {
      drugIds: ['alpelisib'],
      name: 'alpelisib',
      classTags: ['pi3k-inhibitor'],
      className: 'PI3K inhibitor',
      antineoplastic: true,
      source: 'treatment-history',
      start: '2025-04-01',
      end: '2025-08-01',
    };
    const c = criterion(base({ therapies: [alpelisib] }), 'prior-therapy');
    const f = c.findings!.find((x) => /PI3K, AKT, or mTOR/.test(x.text))!;
    expect(f.reason).toMatch(/^Prior alpelisib \(PI3K inhibitors\)/);
  });
});

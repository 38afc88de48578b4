import { describe, expect, it } from 'vitest';
import type { TreatmentIntent, TreatmentSetting } from '../patients';
import type { CriterionStatus } from './schemas';
import { priorLineFindings, priorTherapyFindings } from './text-criteria';
import type { TrialTherapy } from './therapy-history';
import { criterionPhases, settingFact, type TherapyPhase } from './therapy-setting';

/*
 * Treatment setting per course (issue 20): prior therapy and line counts limited to a setting
 * ("for metastatic disease", "in the advanced setting", "adjuvant") judged on the setting and
 * intent recorded per administration. Unknown stays unknown: never met on a guess.
 */

describe('the phase of a course from its setting and intent', () => {
  it.each<
    [TreatmentSetting | null, TreatmentIntent | 'adjuvant' | null, TherapyPhase, string | null]
  >([
    ['adjuvant', null, 'early', 'adjuvant'],
    ['neoadjuvant', 'curative', 'early', 'neoadjuvant'],
    ['perioperative', null, 'early', 'perioperative'],
    ['definitive-chemoradiation', null, 'early', 'definitive chemoradiation'],
    ['first-line', null, 'advanced', 'first-line advanced'],
    ['second-line', 'palliative', 'advanced', 'second-line advanced'],
    ['later-line', null, 'advanced', 'later-line advanced'],
    // Maintenance is curative in myeloma and ALL, advanced-setting in solid tumours.
    ['maintenance', null, 'unknown', 'maintenance'],
    ['maintenance', 'palliative', 'advanced', 'maintenance, palliative intent'],
    ['induction', 'curative', 'unknown', 'induction'],
    [null, 'palliative', 'advanced', 'palliative intent'],
    // Curative intent includes resection of metastases: it does not say the disease was localised.
    [null, 'curative', 'unknown', 'curative intent'],
    [null, 'adjuvant', 'early', 'adjuvant plan'],
    [null, null, 'unknown', null],
  ])('%s / %s → %s', (setting, intent, phase, basis) => {
    expect(settingFact(setting, intent)).toEqual({ phase, basis });
  });

  it.each<[string, TherapyPhase[] | null]>([
    ['No prior systemic therapy for metastatic disease', ['advanced']],
    ['At most 1 prior line in the advanced setting', ['advanced']],
    ['Prior adjuvant trastuzumab', ['early']],
    ['Prior therapy in the adjuvant or metastatic setting', ['advanced', 'early']],
    ['Prior chemotherapy', null],
    ['Prior chemotherapy for advanced disease not amenable to curative therapy', ['advanced']],
  ])('%s names %j', (t, phases) => {
    const got = criterionPhases(t);
    expect(got === null ? null : [...got].sort()).toEqual(phases);
  });
});

const course = (
  name: string,
  start: string,
  setting: TreatmentSetting | null,
  intent: TreatmentIntent | null = null,
  over: Partial<TrialTherapy> = {},
): TrialTherapy => ({
  drugIds: [name],
  name,
  classTags: name === 'palbociclib' || name === 'ribociclib' ? ['cdk4-6-inhibitor'] : ['chemo'],
  className: null,
  antineoplastic: true,
  source: 'treatment-history',
  start,
  end: start,
  setting,
  intent,
  ...over,
});

const vocabulary = [
  { drugId: 'palbociclib', name: 'palbociclib', names: ['Palbociclib'] },
  { drugId: 'ribociclib', name: 'ribociclib', names: ['Ribociclib'] },
];
const text = (inclusion: string[], exclusion: string[] = []) =>
  `Inclusion Criteria:\n\n${inclusion.map((i) => `* ${i}`).join('\n')}\n\nExclusion Criteria:\n\n${exclusion
    .map((e, n) => `${n + 1}. ${e}`)
    .join('\n')}`;
const patient = (therapies: TrialTherapy[]) => ({ conditions: [], genetics: [], therapies });

const adjuvantAc = [
  course('doxorubicin', '2021-03-01', 'adjuvant'),
  course('cyclophosphamide', '2021-03-01', 'adjuvant'),
];
const firstLinePalbo = course('palbociclib', '2023-02-01', 'first-line');
const undatedSetting = course('ribociclib', '2024-01-10', null);

describe('prior therapy limited to a setting', () => {
  it.each<[string, string[], string[], TrialTherapy[], CriterionStatus, RegExp]>([
    [
      'no systemic therapy for metastatic disease; only adjuvant recorded',
      [],
      ['Prior systemic therapy for metastatic disease'],
      adjuvantAc,
      'met',
      /was given outside the advanced\/metastatic setting \(doxorubicin \(treatment history, 2021-03-01; adjuvant\)/,
    ],
    [
      'no systemic therapy for metastatic disease; first-line recorded',
      [],
      ['Prior systemic therapy for metastatic disease'],
      [...adjuvantAc, firstLinePalbo],
      'not-met',
      /^Prior palbociclib \(.*\) in the advanced\/metastatic setting — exclusion: palbociclib \(treatment history, 2023-02-01; first-line advanced\)/,
    ],
    [
      'no systemic therapy for metastatic disease; setting not recorded',
      [],
      ['Prior systemic therapy for metastatic disease'],
      [...adjuvantAc, undatedSetting],
      'unknown',
      /ribociclib .* is recorded without the setting it was given in .*limits it to the advanced\/metastatic setting — exclusion/,
    ],
    [
      'palliative intent without a line number counts as advanced',
      [],
      ['Prior CDK4/6 inhibitor for advanced disease'],
      [course('palbociclib', '2023-02-01', null, 'palliative')],
      'not-met',
      /palliative intent/,
    ],
    [
      'curative intent alone decides nothing',
      [],
      ['Prior CDK4/6 inhibitor for metastatic disease'],
      [course('palbociclib', '2023-02-01', null, 'curative')],
      'unknown',
      /without the setting/,
    ],
    [
      'required in the metastatic setting, given there',
      ['Prior treatment with a CDK4/6 inhibitor in the metastatic setting'],
      [],
      [firstLinePalbo],
      'met',
      /in the advanced\/metastatic setting — required/,
    ],
    [
      'required in the metastatic setting, given only adjuvant',
      ['Prior treatment with a CDK4/6 inhibitor in the metastatic setting'],
      [],
      [course('palbociclib', '2023-02-01', 'adjuvant')],
      'not-met',
      /outside the advanced\/metastatic setting .* — required/,
    ],
    [
      'a setting on one course and not on another of the same drug: the recorded one decides',
      [],
      ['Prior CDK4/6 inhibitor for metastatic disease'],
      [firstLinePalbo, course('palbociclib', '2023-03-01', null, null, { source: 'medication' })],
      'not-met',
      /first-line advanced, setting not recorded for every course/,
    ],
    [
      'adjuvant or metastatic: any setting, as before',
      [],
      ['Prior CDK4/6 inhibitor in the adjuvant or metastatic setting'],
      [course('palbociclib', '2023-02-01', null)],
      'not-met',
      /— exclusion: palbociclib/,
    ],
    [
      'an exception in the item is not read: unknown as before',
      [],
      ['Prior systemic therapy for metastatic disease, except endocrine therapy'],
      [firstLinePalbo],
      'unknown',
      /setting the record does not hold/,
    ],
    [
      'adjuvant alone is not judged per course (how it counts is the study’s)',
      [],
      ['Prior adjuvant CDK4/6 inhibitor'],
      [course('palbociclib', '2023-02-01', 'adjuvant')],
      'unknown',
      /setting the record does not hold/,
    ],
  ])('%s', (_n, inc, exc, therapies, status, reason) => {
    const f = priorTherapyFindings(text(inc, exc), patient(therapies), vocabulary);
    expect(f).toHaveLength(1);
    expect(f[0]!.status).toBe(status);
    expect(f[0]!.reason).toMatch(reason);
  });
});

describe('prior lines limited to a setting', () => {
  const secondLine = course('ribociclib', '2024-01-10', 'second-line');
  it.each<[string, string, TrialTherapy[], CriterionStatus, RegExp]>([
    [
      'at most 1 in the advanced setting: adjuvant + first-line',
      'At most 1 prior line of therapy in the advanced setting',
      [...adjuvantAc, firstLinePalbo],
      'met',
      /^1 line recorded in the advanced\/metastatic setting \(line 2: palbociclib \(from 2023-02-01\), first-line advanced\); 1 outside it, not counted \(line 1: doxorubicin \+ cyclophosphamide \(from 2021-03-01\), adjuvant\)/,
    ],
    [
      'at most 1 in the advanced setting: two advanced lines',
      'No more than 1 prior line for metastatic disease',
      [...adjuvantAc, firstLinePalbo, secondLine],
      'not-met',
      /^2 lines recorded in the advanced\/metastatic setting/,
    ],
    [
      'at most 1 in the advanced setting: one advanced, one unrecorded',
      'No more than 1 prior line for metastatic disease',
      [firstLinePalbo, undatedSetting],
      'unknown',
      /1 whose setting is not recorded \(line 2: ribociclib \(from 2024-01-10\), setting not recorded\).*depends on the lines whose setting is not recorded/,
    ],
    [
      'at least 1 in the advanced setting: only adjuvant',
      'At least 1 prior line of therapy for advanced disease',
      adjuvantAc,
      'not-met',
      /^0 lines recorded in the advanced\/metastatic setting; 1 outside it/,
    ],
    [
      'at least 1 in the advanced setting: unrecorded only',
      'At least 1 prior line of therapy for advanced disease',
      [undatedSetting],
      'unknown',
      /whose setting is not recorded/,
    ],
    [
      'at least 1 in the advanced setting: first-line',
      'At least 1 prior line of therapy for advanced disease',
      [firstLinePalbo],
      'met',
      /^1 line recorded in the advanced\/metastatic setting/,
    ],
  ])('%s', (_n, inc, therapies, status, reason) => {
    const [f] = priorLineFindings(text([inc]), patient(therapies));
    expect(f!.status).toBe(status);
    expect(f!.reason).toMatch(reason);
  });
});

import { describe, expect, it } from 'vitest';
import {
  finishStages,
  readCondition,
  readStage,
  readTnmCategory,
  stageText,
  tnmCategoryText,
} from './condition';
import { conceptOf, contextOf, outcome, SCT } from './test-support';

const ICD10CM = 'http://hl7.org/fhir/sid/icd-10-cm';

describe('stageText and tnmCategoryText', () => {
  it.each([
    [
      conceptOf(null, {
        display: 'American Joint Committee on Cancer stage IIIC (qualifier value)',
      }),
      'IIIC',
    ],
    [conceptOf('Stage IV'), 'IV'],
    [conceptOf('T2N1M0'), 'T2N1M0'],
    [conceptOf(null), null],
  ])('stage of %j is %s', (concept, stage) => {
    expect(stageText(concept)).toBe(stage);
  });
  it.each([
    ['American Joint Committee on Cancer cT3 (qualifier value)', 'T', 'cT3'],
    ['pN1a', 'N', 'pN1a'],
    ['cM0 (qualifier value)', 'M', 'cM0'],
    ['Tis', 'T', 'Tis'],
    ['stage II', 'T', null],
  ] as const)('%s as %s is %s', (text, letter, value) => {
    expect(tnmCategoryText(conceptOf(text), letter)).toBe(value);
  });
});

const condition = (code: object, over: object = {}) => ({
  resourceType: 'Condition',
  code,
  ...over,
});

describe('readCondition: Condition → conditions', () => {
  it.each([
    [
      'ICD-10-CM kept',
      condition({ coding: [{ system: ICD10CM, code: 'C50.911', display: 'Breast cancer' }] }),
      'conditions: Breast cancer (C50.911)',
    ],
    [
      'SNOMED CT cancer mapped to its ICD-10-CM category',
      condition({
        coding: [{ system: SCT, code: '254637007', display: 'Non-small cell lung cancer' }],
      }),
      'conditions: Non-small cell lung cancer (C34 from SNOMED CT 254637007)',
    ],
    [
      'SNOMED CT non-cancer: no ICD-10 code',
      condition({ coding: [{ system: SCT, code: '38341003', display: 'Hypertension' }] }),
      'conditions: Hypertension (no ICD-10 code)',
    ],
    [
      'stage from the summary',
      condition(
        { text: 'Breast cancer', coding: [{ system: ICD10CM, code: 'C50.911' }] },
        { stage: [{ summary: { text: 'Stage IIA' } }] },
      ),
      'conditions: Breast cancer (C50.911), stage IIA',
    ],
    [
      'refuted',
      condition(
        { text: 'x' },
        {
          verificationStatus: {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
                code: 'refuted',
              },
            ],
          },
        },
      ),
      'skipped: verification status refuted',
    ],
    ['no code or text', condition({}), 'skipped: no diagnosis code or text'],
  ])('%s', (_, resource, expected) => {
    const { ctx, entries } = contextOf([resource]);
    readCondition(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(expected);
  });

  it('the latest stage observation wins; T+N+M only without a stage group', () => {
    const cancer = condition({
      coding: [{ system: ICD10CM, code: 'C34.90', display: 'Lung cancer' }],
    });
    const obs = (text: string) => ({ resourceType: 'Observation', valueCodeableConcept: { text } });
    const { ctx, entries } = contextOf([
      cancer,
      obs('Stage IIIA'),
      obs('Stage IV'),
      obs('cT2'),
      obs('cN1'),
      obs('cM1a'),
    ]);
    readCondition(ctx, entries[0]!);
    readStage(ctx, entries[2]!, 2);
    readStage(ctx, entries[1]!, 1);
    readTnmCategory(ctx, entries[3]!, 'T');
    readTnmCategory(ctx, entries[4]!, 'N');
    readTnmCategory(ctx, entries[5]!, 'M');
    finishStages(ctx);
    expect(ctx.lists.conditions[0]!.stage).toBe('IV');
    expect(ctx.report.skipped.map((s) => s.reason)).toEqual([
      'an earlier stage of the same condition; the latest is kept',
      'a TNM category; the stage group IV is kept',
      'a TNM category; the stage group IV is kept',
      'a TNM category; the stage group IV is kept',
    ]);
  });

  it('T, N and M make the stage when no group is given', () => {
    const cancer = condition({
      coding: [{ system: ICD10CM, code: 'C34.90', display: 'Lung cancer' }],
    });
    const obs = (text: string) => ({ resourceType: 'Observation', valueCodeableConcept: { text } });
    const { ctx, entries } = contextOf([cancer, obs('cT2'), obs('cN1'), obs('cM0')]);
    readCondition(ctx, entries[0]!);
    (['T', 'N', 'M'] as const).forEach((l, i) => readTnmCategory(ctx, entries[i + 1]!, l));
    finishStages(ctx);
    expect(ctx.lists.conditions[0]!.stage).toBe('cT2N1M0');
  });
});

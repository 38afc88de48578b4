import { describe, expect, it } from 'vitest';
import { readAllergy } from './allergy';
import { contextOf, outcome, RXNORM } from './test-support';

const ALLERGY_CLINICAL = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
const ALLERGY_VERIFICATION =
  'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification';

const allergy = (over: object) => ({ resourceType: 'AllergyIntolerance', ...over });

describe('readAllergy: AllergyIntolerance → allergies', () => {
  it.each([
    [
      'a drug by RxNorm, severity from the reaction',
      allergy({
        code: { coding: [{ system: RXNORM, code: '11289', display: 'warfarin' }] },
        reaction: [{ manifestation: [{ text: 'rash' }], severity: 'mild' }],
      }),
      'allergies: warfarin (drug, mild)',
    ],
    [
      'no severity: moderate, and the report says so',
      allergy({ category: ['medication'], code: { text: 'penicillin' } }),
      'allergies: penicillin (drug, moderate); no severity stated: recorded as moderate, review it',
    ],
    [
      'criticality high gives severe',
      allergy({ category: ['food'], criticality: 'high', code: { text: 'Cashew nuts' } }),
      'allergies: Cashew nuts (food, severe); severity taken from criticality high',
    ],
    [
      'a drug class named in text',
      allergy({ code: { text: 'Sulfonamide antibiotics' }, reaction: [{ severity: 'severe' }] }),
      'allergies: sulfonamide (drug, severe)',
    ],
    [
      'refuted',
      allergy({
        verificationStatus: { coding: [{ system: ALLERGY_VERIFICATION, code: 'refuted' }] },
        code: { text: 'penicillin' },
      }),
      'skipped: verification status refuted',
    ],
    [
      'resolved',
      allergy({
        clinicalStatus: { coding: [{ system: ALLERGY_CLINICAL, code: 'resolved' }] },
        code: { text: 'penicillin' },
      }),
      'skipped: clinical status resolved',
    ],
    ['no allergen', allergy({}), 'skipped: no allergen code or text'],
    [
      'an RxNorm code whose display names another drug keeps the code',
      allergy({
        code: { coding: [{ system: RXNORM, code: '11289', display: 'capecitabine' }] },
        reaction: [{ severity: 'severe' }],
      }),
      'allergies: warfarin (drug, severe); text "capecitabine" names capecitabine: the code\'s drug is kept',
    ],
  ])('%s', (_, resource, expected) => {
    const { ctx, entries } = contextOf([resource], {
      allergyClass: (t) => (/sulfonamide/i.test(t) ? 'sulfonamide' : null),
    });
    readAllergy(ctx, entries[0]!);
    expect(outcome(ctx)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { icd10Schema, snomedCodeSchema } from '../patients';
import { SNOMED_CANCER_ICD10, snomedCancerToIcd10 } from './snomed-icd10';

describe('SNOMED CT cancer → ICD-10-CM category', () => {
  it.each([
    // [SNOMED CT, ICD-10-CM, secondary] — codes the fixture patients and the CodeX value set use
    ['254837009', 'C50', false],
    ['372137005', 'C50', false],
    ['408643008', 'C50', false],
    ['353431000119107', 'C50', false],
    ['93880001', 'C34', false],
    ['254637007', 'C34', false],
    ['424132000', 'C34', false],
    ['363406005', 'C18', false],
    ['372003004', 'C25', false],
    ['93974005', 'C61', false],
    ['93934004', 'C56', false],
    ['94381002', 'C78.7', true],
    ['94391008', 'C78.0', true],
    ['94222008', 'C79.5', true],
    ['94181007', 'C77.3', true],
    ['128462008', 'C79.9', true],
  ] as const)('%s → %s', (sct, icd, secondary) => {
    const m = snomedCancerToIcd10(sct);
    expect(m?.icd10).toBe(icd);
    expect(m?.secondary ?? false).toBe(secondary);
  });

  it.each([['59621000'], ['162573006'], [''], [null], [undefined]])(
    'no entry for %s (hypertension, a suspected cancer, nothing)',
    (code) => expect(snomedCancerToIcd10(code)).toBeNull(),
  );

  it('every entry is a well-formed SNOMED CT id mapping to a well-formed C-code; secondaries are C77–C79', () => {
    for (const [sct, m] of Object.entries(SNOMED_CANCER_ICD10)) {
      expect(snomedCodeSchema.safeParse(sct).success, sct).toBe(true);
      expect(icd10Schema.safeParse(m.icd10).success, sct).toBe(true);
      expect(m.icd10.startsWith('C'), sct).toBe(true);
      expect(/^C7[789]/.test(m.icd10), sct).toBe(m.secondary === true);
    }
  });
});

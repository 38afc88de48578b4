import type { Bundle, Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { LOINC, PROFILE, SYSTEM } from './codes';
import { checkMcodeProfiles } from './mcode-requirements';

/*
 * The mCODE STU4 requirement table (mcode-requirements.ts) on hand-built resources: a resource
 * meeting each profile passes, and each requirement, removed or broken on its own, is named.
 */

const patient = {
  resourceType: 'Patient',
  id: 'p',
  meta: { profile: [PROFILE.mcodePatient] },
  identifier: [{ system: 'urn:x', value: '1' }],
  name: [{ family: 'Doe' }],
  gender: 'female',
};
const cancer = {
  resourceType: 'Condition',
  id: 'c',
  meta: { profile: [PROFILE.primaryCancerCondition] },
  category: [{ coding: [{ code: 'problem-list-item' }] }],
  code: { coding: [{ system: SYSTEM.snomed, code: '254637007' }] },
  subject: { reference: 'Patient/p' },
  stage: [{ assessment: [{ reference: 'Observation/s' }] }],
};
const stage = {
  resourceType: 'Observation',
  id: 's',
  meta: { profile: [PROFILE.tnmStageGroup] },
  status: 'final',
  category: [{ coding: [{ code: 'survey' }] }],
  code: { coding: [{ system: SYSTEM.loinc, code: '21908-9' }] },
  subject: { reference: 'Patient/p' },
  focus: [{ reference: 'Condition/c' }],
  method: { coding: [{ system: SYSTEM.snomed, code: '897275008' }] },
  valueCodeableConcept: { coding: [{ system: SYSTEM.snomed, code: '1222806003' }] },
};
const ecog = {
  resourceType: 'Observation',
  id: 'e',
  meta: { profile: [PROFILE.ecog] },
  status: 'final',
  code: { coding: [{ system: SYSTEM.loinc, code: LOINC.ecog }] },
  subject: { reference: 'Patient/p' },
  effectiveDateTime: '2026-01-01',
  valueInteger: 1,
};
const order = {
  resourceType: 'MedicationRequest',
  id: 'm',
  meta: { profile: [PROFILE.cancerMedicationRequest] },
  status: 'active',
  intent: 'order',
  medicationCodeableConcept: { text: 'capecitabine' },
  subject: { reference: 'Patient/p' },
  reasonReference: [{ reference: 'Condition/c' }],
};
const given = {
  resourceType: 'MedicationAdministration',
  id: 'a',
  meta: { profile: [PROFILE.cancerMedicationAdministration] },
  status: 'completed',
  medicationCodeableConcept: { text: 'oxaliplatin' },
  subject: { reference: 'Patient/p' },
  effectiveDateTime: '2026-01-01',
  reasonReference: [{ reference: 'Condition/c' }],
};
const metastasis = {
  resourceType: 'Condition',
  id: 'm2',
  meta: { profile: [PROFILE.secondaryCancerCondition] },
  category: [{ coding: [{ code: 'problem-list-item' }] }],
  code: { coding: [{ system: SYSTEM.snomed, code: '94381002' }] },
  subject: { reference: 'Patient/p' },
};

const base = [patient, cancer, stage, ecog, order, given, metastasis];
const bundleOf = (resources: readonly object[]): Bundle => ({
  resourceType: 'Bundle',
  type: 'collection',
  entry: resources.map((r) => ({ resource: r as Resource })),
});
/** The base bundle with one resource changed. */
function withChange(id: string, change: (r: Record<string, unknown>) => void): Bundle {
  return bundleOf(
    base.map((r) => {
      if (r.id !== id) return r;
      const copy = structuredClone(r) as Record<string, unknown>;
      change(copy);
      return copy;
    }),
  );
}

describe('checkMcodeProfiles', () => {
  it('a bundle meeting every profile has no problem, and each claimed profile is checked', () => {
    const result = checkMcodeProfiles(bundleOf(base));
    expect(result.problems).toEqual([]);
    expect(result.profilesChecked).toEqual(
      [
        PROFILE.mcodePatient,
        PROFILE.primaryCancerCondition,
        PROFILE.secondaryCancerCondition,
        PROFILE.tnmStageGroup,
        PROFILE.ecog,
        PROFILE.cancerMedicationRequest,
        PROFILE.cancerMedicationAdministration,
      ].sort(),
    );
  });

  it.each([
    ['p', 'gender', (r: Record<string, unknown>) => delete r.gender, /gender is present/],
    ['c', 'category', (r: Record<string, unknown>) => delete r.category, /category is present/],
    [
      'c',
      'code',
      (r: Record<string, unknown>) => delete r.code,
      /mcode-primary-cancer-condition: code is present/,
    ],
    [
      's',
      'TNM category (the issue’s bug)',
      (r: Record<string, unknown>) => delete r.category,
      /mcode-tnm-stage-group: category is present/,
    ],
    [
      's',
      'TNM method',
      (r: Record<string, unknown>) => delete r.method,
      /method is present .*SD_Staging_TNM/,
    ],
    ['s', 'TNM focus', (r: Record<string, unknown>) => delete r.focus, /focus is present/],
    [
      's',
      'TNM component',
      (r: Record<string, unknown>) => (r.component = [{ code: { text: 'T' } }]),
      /component is not used/,
    ],
    [
      's',
      'stage value as a string',
      (r: Record<string, unknown>) => {
        delete r.valueCodeableConcept;
        r.valueString = 'IV';
      },
      /value\[x\] is only valueCodeableConcept/,
    ],
    [
      's',
      'focus on a non-cancer',
      (r: Record<string, unknown>) => (r.focus = [{ reference: 'Observation/e' }]),
      /focus references a mcode-primary-cancer-condition/,
    ],
    [
      'e',
      'ECOG code',
      (r: Record<string, unknown>) =>
        (r.code = { coding: [{ system: SYSTEM.loinc, code: '8480-6' }] }),
      /code is LOINC 89247-1/,
    ],
    [
      'e',
      'ECOG as a quantity',
      (r: Record<string, unknown>) => {
        delete r.valueInteger;
        r.valueQuantity = { value: 1 };
      },
      /only valueInteger/,
    ],
    [
      'm',
      'order reason',
      (r: Record<string, unknown>) => delete r.reasonReference,
      /mcode-reason-required/,
    ],
    [
      'a',
      'administration date',
      (r: Record<string, unknown>) => delete r.effectiveDateTime,
      /effective\[x\] is present/,
    ],
    [
      'm2',
      'secondary cancer staged',
      (r: Record<string, unknown>) => (r.stage = [{ summary: { text: 'IV' } }]),
      /stage is not used/,
    ],
  ])('%s without its %s is named', (id, _what, change, expected) => {
    const { problems } = checkMcodeProfiles(withChange(id, change));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it('a claimed mCODE profile the table does not know is a problem, not a silent pass', () => {
    const { problems } = checkMcodeProfiles(
      withChange('e', (r) => {
        r.meta = { profile: ['http://hl7.org/fhir/us/mcode/StructureDefinition/mcode-tumor-size'] };
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/mcode-tumor-size, which this check does not know/),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { readPatient } from './patient';
import { contextOf } from './test-support';

const MR = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] };
const base = {
  resourceType: 'Patient',
  name: [{ use: 'official', family: 'Mister', given: ['Jenny', 'M'] }],
  gender: 'female',
  birthDate: '1955-07-20',
  identifier: [
    { system: 'urn:x', value: 'other-1' },
    { type: MR, system: 'urn:mrn', value: 'm123' },
  ],
};

describe('readPatient: Patient → demographics', () => {
  it.each([
    [
      'official name, MR identifier, birth date, sex',
      {},
      {
        firstName: 'Jenny M',
        lastName: 'Mister',
        dateOfBirth: '1955-07-20',
        sex: 'female',
        mrn: 'm123',
      },
    ],
    [
      'deceasedDateTime gives the date',
      { deceasedDateTime: '1992-03-04T10:00:00Z' },
      { deceased: true, deceasedDate: '1992-03-04' },
    ],
    [
      'a partial deceasedDateTime: deceased, date unknown',
      { deceasedDateTime: '1992' },
      { deceased: true, deceasedDate: null },
    ],
    ['deceasedBoolean true', { deceasedBoolean: true }, { deceased: true, deceasedDate: null }],
    ['deceasedBoolean false', { deceasedBoolean: false }, { deceased: false, deceasedDate: null }],
  ])('%s', (_, over, expected) => {
    const { ctx, entries } = contextOf([{ ...base, ...over }]);
    readPatient(ctx, entries[0]!);
    expect(ctx.demographics).toMatchObject(expected);
  });

  it.each([
    ['the sender MRN system wins', { mrnSystem: 'urn:x' }, 'other-1'],
    ['otherwise the MR-typed identifier', {}, 'm123'],
  ])('MRN: %s', (_, options, mrn) => {
    const { ctx, entries } = contextOf([base], options);
    readPatient(ctx, entries[0]!);
    expect(ctx.demographics.mrn).toBe(mrn);
    expect(ctx.identifiers).toEqual([
      { system: 'urn:x', value: 'other-1' },
      { system: 'urn:mrn', value: 'm123' },
    ]);
  });

  it('a partial birth date is not used and the report says why', () => {
    const { ctx, entries } = contextOf([{ ...base, birthDate: '1955' }]);
    readPatient(ctx, entries[0]!);
    expect(ctx.demographics.dateOfBirth).toBeUndefined();
    expect(ctx.report.notes).toEqual(['Patient birthDate "1955" is not a full date (YYYY-MM-DD).']);
  });
});

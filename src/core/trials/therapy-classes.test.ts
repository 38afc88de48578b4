import { describe, expect, it } from 'vitest';
import { classesNamed, expandCoordinatedTargets } from './therapy-classes';

/* Class phrases as registries write them; the coordinated list is from INAVO122 (NCT05894239). */

describe('expandCoordinatedTargets', () => {
  it.each([
    [
      'any PI3K, AKT, or mTOR inhibitor or any agent',
      'any PI3K inhibitor, AKT inhibitor, mTOR inhibitor or any agent',
    ],
    ['MEK or BRAF inhibitors', 'MEK inhibitors, BRAF inhibitors'],
    ['BRAF and/or MEK inhibitor', 'BRAF inhibitor, MEK inhibitor'],
    ['a CDK4/6 inhibitor', 'a CDK4/6 inhibitor'],
    ['prior therapy or aromatase inhibitors', 'prior therapy or aromatase inhibitors'],
  ])('%s', (text, expected) => {
    expect(expandCoordinatedTargets(text)).toBe(expected);
  });
});

describe('classesNamed', () => {
  it.each([
    [
      'Prior treatment in the locally advanced or metastatic setting with any PI3K, AKT, or mTOR inhibitor',
      ['mtor', 'pi3k', 'akt'],
    ],
    ['Prior treatment with a CDK4/6 inhibitor', ['cdk4-6']],
  ])('%s', (text, ids) => {
    expect(
      classesNamed(text)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...ids].sort());
  });
});

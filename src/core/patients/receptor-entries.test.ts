import { describe, expect, it } from 'vitest';
import { receptorEntry } from './receptor-entries';

describe('receptorEntry: ER, PR and HER2 results by name', () => {
  it.each([
    [
      'ESR1',
      'expression',
      'positive',
      'detected',
      { name: 'Estrogen receptor (ESR1)', status: 'Positive' },
    ],
    [
      'PGR',
      'expression',
      'negative',
      'not-detected',
      { name: 'Progesterone receptor (PGR)', status: 'Negative' },
    ],
    ['ERBB2', 'expression', 'IHC 3+', 'detected', { name: 'HER2 (ERBB2)', status: 'IHC 3+' }],
    ['ERBB2', 'expression', 'Equivocal', 'detected', { name: 'HER2 (ERBB2)', status: 'Equivocal' }],
    ['ERBB2', 'expression', null, 'not-detected', { name: 'HER2 (ERBB2)', status: 'Not detected' }],
    [
      'ESR1',
      'expression',
      null,
      null,
      { name: 'Estrogen receptor (ESR1)', status: 'Status not stated' },
    ],
    // Not receptor status: a variant or amplification in the same gene, or another gene.
    ['ERBB2', 'cnv', 'amplification', 'detected', null],
    ['ESR1', 'snv', 'p.Y537S', 'detected', null],
    ['CD274', 'expression', 'TPS 50%', 'detected', null],
  ] as const)('%s %s %j → %j', (gene, alterationType, alteration, status, expected) => {
    expect(receptorEntry({ gene, alterationType, alteration, status })).toEqual(expected);
  });
});

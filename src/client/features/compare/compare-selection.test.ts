import { describe, expect, it } from 'vitest';
import { selectComparedRxcuis } from './compare-selection';

describe('selectComparedRxcuis (the compare link, capped by maxComparisonDrugs)', () => {
  it.each([
    ['no parameter', null, { rxcuis: [], invalid: [], dropped: [] }],
    ['two codes', '1442981,28031', { rxcuis: ['1442981', '28031'], invalid: [], dropped: [] }],
    ['spaces and blanks', ' 1 , ,2 ', { rxcuis: ['1', '2'], invalid: [], dropped: [] }],
    ['a repeated code counts once', '1,2,1', { rxcuis: ['1', '2'], invalid: [], dropped: [] }],
    ['names are not codes', '1,ibrutinib', { rxcuis: ['1'], invalid: ['ibrutinib'], dropped: [] }],
    [
      'beyond the maximum of 4 is reported, not silently cut',
      '1,2,3,4,5,6',
      { rxcuis: ['1', '2', '3', '4'], invalid: [], dropped: ['5', '6'] },
    ],
  ])('%s', (_label, param, expected) => {
    expect(selectComparedRxcuis(param, 4)).toEqual(expected);
  });
});

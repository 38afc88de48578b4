import { describe, expect, it } from 'vitest';
import {
  bucketFor,
  bucketStart,
  isIsoDay,
  periodsOf,
  rangeBounds,
  rangeLength,
  resolveRange,
} from './range';

const NOW = Date.parse('2025-03-15T17:45:00Z');

describe('resolveRange', () => {
  it.each([
    [{}, { ok: true, range: { from: '2025-02-14', to: '2025-03-15' } }],
    [{ to: '2025-01-31' }, { ok: true, range: { from: '2025-01-02', to: '2025-01-31' } }],
    [
      { from: '2025-03-15', to: '2025-03-15' },
      { ok: true, range: { from: '2025-03-15', to: '2025-03-15' } },
    ],
    [
      { from: '2024-03-15', to: '2025-03-15' },
      { ok: true, range: { from: '2024-03-15', to: '2025-03-15' } },
    ],
    [
      { from: '2024-03-14', to: '2025-03-15' },
      { ok: false, field: 'from', message: 'the range may cover at most 366 days' },
    ],
    [
      { from: '2025-03-16', to: '2025-03-15' },
      { ok: false, field: 'from', message: 'from must be on or before to' },
    ],
    [
      { from: '2025-02-30' },
      { ok: false, field: 'from', message: 'from must be a calendar day written YYYY-MM-DD' },
    ],
    [
      { to: '15/03/2025' },
      { ok: false, field: 'to', message: 'to must be a calendar day written YYYY-MM-DD' },
    ],
  ] as const)('%j -> %j', (input, expected) => {
    expect(resolveRange(input, NOW)).toEqual(expected);
  });
});

describe('days, weeks and bounds', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
  ])('isIsoDay(%s) = %s', (day, ok) => expect(isIsoDay(day)).toBe(ok));

  it.each([
    [{ from: '2025-01-01', to: '2025-01-01' }, 1, 'day'],
    [{ from: '2025-01-01', to: '2025-04-02' }, 92, 'day'],
    [{ from: '2025-01-01', to: '2025-04-03' }, 93, 'week'],
  ] as const)('%j is %i days, by %s', (range, days, bucket) => {
    expect(rangeLength(range)).toBe(days);
    expect(bucketFor(range)).toBe(bucket);
  });

  it.each([
    ['2025-03-10', '2025-03-10'], // a Monday
    ['2025-03-16', '2025-03-10'], // the Sunday of the same ISO week
    ['2025-03-17', '2025-03-17'],
    ['2025-01-01', '2024-12-30'], // a week across the new year
  ])('the ISO week of %s starts on %s', (day, monday) => {
    expect(bucketStart(day, 'week')).toBe(monday);
    expect(bucketStart(day, 'day')).toBe(day);
  });

  it('lists each day, or each week touching the range', () => {
    expect(periodsOf({ from: '2025-02-27', to: '2025-03-02' }, 'day')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(periodsOf({ from: '2025-03-05', to: '2025-03-18' }, 'week')).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
    ]);
  });

  it('covers whole UTC days, the last one included', () => {
    expect(rangeBounds({ from: '2025-03-01', to: '2025-03-02' })).toEqual({
      start: new Date('2025-03-01T00:00:00Z'),
      end: new Date('2025-03-03T00:00:00Z'),
    });
  });
});

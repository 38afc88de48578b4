import { describe, expect, it } from 'vitest';
import { ariaSort, curatedFiltersFromParams, nextSort } from './curated-page';

describe('curated table sorting', () => {
  it.each([
    ['severity', 'severity', '-severity'],
    ['-severity', 'severity', 'severity'],
    ['severity', 'name', 'name'],
    ['-evidence', 'name', 'name'],
    ['name', 'name', '-name'],
  ] as const)('from %s, a click on %s sorts by %s', (current, field, expected) => {
    expect(nextSort(current, field)).toBe(expected);
  });

  it.each([
    ['severity', 'severity', 'ascending'],
    ['-severity', 'severity', 'descending'],
    ['name', 'severity', 'none'],
  ] as const)('sort %s gives aria-sort %s on %s', (current, field, expected) => {
    expect(ariaSort(current, field)).toBe(expected);
  });
});

describe('curatedFiltersFromParams keeps only what the API accepts', () => {
  it.each([
    ['', { q: '', drug: '', severity: '', sort: 'severity', page: 1, pageSize: 25 }],
    [
      'q=bleeding&drug=Imbruvica&severity=major,bogus,contraindicated&sort=-name&page=3&pageSize=50',
      {
        q: 'bleeding',
        drug: 'Imbruvica',
        severity: 'major,contraindicated',
        sort: '-name',
        page: 3,
        pageSize: 50,
      },
    ],
    [
      'sort=random&page=-2&pageSize=7',
      { q: '', drug: '', severity: '', sort: 'severity', page: 1, pageSize: 25 },
    ],
  ])('%j', (query, expected) => {
    expect(curatedFiltersFromParams(new URLSearchParams(query))).toEqual(expected);
  });
});

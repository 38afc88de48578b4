import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromSearch, searchWith } from './list-filters';

const params = (s: string) => new URLSearchParams(s);

describe('filtersFromSearch', () => {
  it('reads every filter the API offers', () => {
    expect(
      filtersFromSearch(
        params(
          'q=warf&name=Demo&mrn=DEMO&condition=C50&drug=capecitabine&sex=female&status=all&ageMin=40&ageMax=80&alerts=critical,high&sort=-updated&page=2',
        ),
        true,
      ),
    ).toEqual({
      q: 'warf',
      name: 'Demo',
      mrn: 'DEMO',
      condition: 'C50',
      drug: 'capecitabine',
      sex: 'female',
      status: 'all',
      ageMin: 40,
      ageMax: 80,
      alerts: 'critical,high',
      sort: '-updated',
      page: 2,
      pageSize: 25,
    });
  });

  it('drops what the API would reject instead of showing a 400', () => {
    const f = filtersFromSearch(
      params('sex=x&status=gone&ageMin=-1&ageMax=abc&alerts=urgent,low&sort=random&page=0'),
      true,
    );
    expect(f).toMatchObject({
      sex: undefined,
      status: undefined,
      ageMin: undefined,
      ageMax: undefined,
      alerts: 'low',
      sort: undefined,
      page: 1,
    });
  });

  it('never sends name, MRN or a name sort for de-identified roles (the server forbids them)', () => {
    const f = filtersFromSearch(params('name=Demo&mrn=DEMO&sort=name&q=C50'), false);
    expect(f.name).toBeUndefined();
    expect(f.mrn).toBeUndefined();
    expect(f.sort).toBeUndefined();
    expect(f.q).toBe('C50');
  });
});

describe('searchWith', () => {
  it('changes filters, drops empty ones and returns to page 1', () => {
    const next = searchWith(params('q=a&page=3&sex=male'), { sex: '', condition: 'C18' });
    expect(next.toString()).toBe('q=a&condition=C18');
  });
  it('keeps the other filters when only the page changes', () => {
    expect(searchWith(params('q=a'), { page: 2 }).toString()).toBe('q=a&page=2');
  });
  it('counts the filters beside the free text', () => {
    expect(activeFilterCount(filtersFromSearch(params('q=a&sex=male&alerts=high'), true))).toBe(2);
  });
});

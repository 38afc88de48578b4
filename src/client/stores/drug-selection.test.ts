import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createDrugSelectionStore, parseSavedSelection, popularDrugs } from './drug-selection';

function memoryStorage(initial: Record<string, string> = {}): StateStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

const ibrutinib = { rxcui: '1442981', name: 'Ibrutinib' };
const itraconazole = { rxcui: '28031', name: 'Itraconazole' };

describe('drug selection store (SPEC §4)', () => {
  it('ignores a drug already selected, and does not count it again', () => {
    const store = createDrugSelectionStore({ storage: memoryStorage(), name: 'sel' });
    store.getState().add(ibrutinib);
    store.getState().add({ ...ibrutinib, name: 'IMBRUVICA' });
    expect(store.getState().selectedDrugs).toEqual([ibrutinib]);
    expect(store.getState().popularity).toEqual({ [ibrutinib.rxcui]: 1 });
  });

  it('counts every accepted add, across removals, and remembers the name', () => {
    const store = createDrugSelectionStore({ storage: memoryStorage(), name: 'sel' });
    store.getState().add(ibrutinib);
    store.getState().remove(ibrutinib.rxcui);
    store.getState().add(ibrutinib);
    store.getState().add(itraconazole);
    expect(store.getState().popularity).toEqual({ [ibrutinib.rxcui]: 2, [itraconazole.rxcui]: 1 });
    expect(store.getState().lastSelected).toEqual(itraconazole);
    expect(popularDrugs(store.getState().popularity, store.getState().names, 5)).toEqual([
      ibrutinib,
      itraconazole,
    ]);
  });

  it('clear forgets the selection but keeps popularity (a history of adds)', () => {
    const store = createDrugSelectionStore({ storage: memoryStorage(), name: 'sel' });
    store.getState().add(ibrutinib);
    store.getState().clear();
    expect(store.getState()).toMatchObject({
      selectedDrugs: [],
      lastSelected: null,
      popularity: { [ibrutinib.rxcui]: 1 },
    });
  });

  it('persists the selection and the counts, and restores them', () => {
    const storage = memoryStorage();
    createDrugSelectionStore({ storage, name: 'sel' }).getState().add(ibrutinib);
    const again = createDrugSelectionStore({ storage, name: 'sel' });
    expect(again.getState().selectedDrugs).toEqual([ibrutinib]);
    expect(again.getState().popularity).toEqual({ [ibrutinib.rxcui]: 1 });
  });
});

describe('parseSavedSelection drops what a tampered store could hold', () => {
  it.each([
    ['not an object', 'x', { selectedDrugs: [], lastSelected: null, popularity: {}, names: {} }],
    [
      'duplicates and malformed drugs',
      {
        selectedDrugs: [ibrutinib, ibrutinib, { rxcui: 'abc', name: 'x' }, { name: 'no code' }],
        lastSelected: { rxcui: 5 },
        popularity: { [ibrutinib.rxcui]: 3, bad: 2, '123': -1, '456': 1.5 },
        names: { [ibrutinib.rxcui]: 'Ibrutinib', '77': 9 },
      },
      {
        selectedDrugs: [ibrutinib],
        lastSelected: null,
        popularity: { [ibrutinib.rxcui]: 3 },
        names: { [ibrutinib.rxcui]: 'Ibrutinib' },
      },
    ],
  ])('%s', (_label, raw, expected) => {
    expect(parseSavedSelection(raw)).toEqual(expected);
  });
});

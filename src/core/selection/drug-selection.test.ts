import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drugSelectionReducer,
  incrementPopularity,
  initialDrugSelection,
  mostPopular,
  popularityOf,
  type DrugSelectionAction,
  type DrugSelectionState,
} from './drug-selection';

type Drug = { rxcui: string; name: string };
const d = (rxcui: string): Drug => ({ rxcui, name: `drug ${rxcui}` });
const run = (actions: Array<DrugSelectionAction<Drug>>, start = initialDrugSelection<Drug>()) =>
  actions.reduce<DrugSelectionState<Drug>>(drugSelectionReducer, start);
const add = (rxcui: string): DrugSelectionAction<Drug> => ({ type: 'add', drug: d(rxcui) });

// SPEC §4: adding an rxcui already present is ignored; each add increments its popularity.
describe('drugSelectionReducer', () => {
  it.each<
    [string, Array<DrugSelectionAction<Drug>>, string, string | null, Record<string, number>]
  >([
    ['one add', [add('1')], '1', '1', { '1': 1 }],
    ['two drugs', [add('1'), add('2')], '1,2', '2', { '1': 1, '2': 1 }],
    [
      'duplicate add is ignored, popularity included',
      [add('1'), add('2'), add('1')],
      '1,2',
      '2',
      { '1': 1, '2': 1 },
    ],
    [
      're-adding after removal counts again',
      [add('1'), { type: 'remove', rxcui: '1' }, add('1')],
      '1',
      '1',
      { '1': 2 },
    ],
    [
      'remove keeps lastSelected and popularity',
      [add('1'), add('2'), { type: 'remove', rxcui: '2' }],
      '1',
      '2',
      { '1': 1, '2': 1 },
    ],
    ['clear keeps popularity', [add('1'), { type: 'clear' }], '', null, { '1': 1 }],
  ])('%s', (_name, actions, selected, last, popularity) => {
    const state = run(actions);
    expect(state.selectedDrugs.map((x) => x.rxcui).join(',')).toBe(selected);
    expect(state.lastSelected?.rxcui ?? null).toBe(last);
    expect(state.popularity).toEqual(popularity);
  });

  it('returns the same state for an ignored add', () => {
    const state = run([add('1')]);
    expect(drugSelectionReducer(state, add('1'))).toBe(state);
  });

  it('starts from stored popularity counts', () => {
    expect(run([add('5')], initialDrugSelection({ '5': 4 })).popularity).toEqual({ '5': 5 });
  });

  it('counts, over any sequence, exactly the accepted adds and never selects a drug twice', () => {
    const action = fc.oneof(
      fc.integer({ min: 1, max: 6 }).map((n) => add(String(n))),
      fc
        .integer({ min: 1, max: 6 })
        .map((n): DrugSelectionAction<Drug> => ({ type: 'remove', rxcui: String(n) })),
      fc.constant<DrugSelectionAction<Drug>>({ type: 'clear' }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40, size: 'max' }), (actions) => {
        let state = initialDrugSelection<Drug>();
        let accepted = 0;
        for (const a of actions) {
          const next = drugSelectionReducer(state, a);
          if (a.type === 'add' && next !== state) accepted += 1;
          state = next;
          expect(new Set(state.selectedDrugs.map((x) => x.rxcui)).size).toBe(
            state.selectedDrugs.length,
          );
        }
        expect(Object.values(state.popularity).reduce((n, c) => n + c, 0)).toBe(accepted);
      }),
    );
  });
});

describe('popularity helpers', () => {
  it.each([
    [{ '1': 3 }, '1', 3],
    [{ '1': 3 }, '2', 0],
    [{}, 'constructor', 0],
    [{}, '__proto__', 0],
  ])('popularityOf(%j, %s) = %i', (counts, rxcui, n) => {
    expect(popularityOf(counts, rxcui)).toBe(n);
  });

  it('increments without mutating', () => {
    const before = { '1': 1 };
    expect(incrementPopularity(before, '1')).toEqual({ '1': 2 });
    expect(before).toEqual({ '1': 1 });
  });

  it.each([
    [{ '1': 2, '2': 5, '3': 2 }, 2, ['2', '1']],
    [{ '1': 2, '2': 5, '3': 2 }, 10, ['2', '1', '3']],
    [{}, 3, []],
    [{ '1': 1 }, 0, []],
  ])('mostPopular(%j, %i) = %j', (counts, limit, expected) => {
    expect(mostPopular(counts, limit)).toEqual(expected);
  });
});

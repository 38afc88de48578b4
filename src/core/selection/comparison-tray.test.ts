import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkComparisonAdd,
  compareHref,
  comparisonTrayReducer,
  initialComparisonTray,
  parseSavedComparison,
  type ComparisonItem,
  type ComparisonTrayAction,
  type ComparisonTrayState,
} from './comparison-tray';

// RxCUIs as in src/knowledge/drugs: 1147220 vemurafenib, 1364347 ponatinib, 4492 fluorouracil.
const item = (rxcui: string, addedAt = 0): ComparisonItem => ({
  drug: { rxcui, name: `drug ${rxcui}` },
  addedAt,
  source: 'search',
});
const withItems = (
  rxcuis: string[],
  over: Partial<ComparisonTrayState> = {},
): ComparisonTrayState => ({
  ...initialComparisonTray(),
  items: rxcuis.map((r) => item(r)),
  ...over,
});
const rx = (s: ComparisonTrayState) => s.items.map((i) => i.drug.rxcui).join(',');

// SPEC §4: add (refused if duplicate or at capacity; opens the tray), remove, clear (closes),
// toggle, open, close, reorder by index, load (always closed). SPEC §9: default maxItems 5.
describe('comparisonTrayReducer', () => {
  it('starts empty, closed, with 5 slots', () => {
    expect(initialComparisonTray()).toEqual({ items: [], isOpen: false, maxItems: 5 });
  });

  it.each<[string, ComparisonTrayState, ComparisonTrayAction, string, boolean]>([
    ['add to empty opens', withItems([]), { type: 'add', item: item('1') }, '1', true],
    ['add appends', withItems(['1', '2']), { type: 'add', item: item('3') }, '1,2,3', true],
    [
      'add duplicate is refused',
      withItems(['1', '2']),
      { type: 'add', item: item('2') },
      '1,2',
      false,
    ],
    [
      'add at capacity is refused',
      withItems(['1', '2', '3', '4', '5']),
      { type: 'add', item: item('6') },
      '1,2,3,4,5',
      false,
    ],
    [
      'add at a saved capacity of 2',
      withItems(['1', '2'], { maxItems: 2 }),
      { type: 'add', item: item('3') },
      '1,2',
      false,
    ],
    [
      'remove',
      withItems(['1', '2', '3'], { isOpen: true }),
      { type: 'remove', rxcui: '2' },
      '1,3',
      true,
    ],
    ['remove absent', withItems(['1']), { type: 'remove', rxcui: '9' }, '1', false],
    ['clear closes', withItems(['1', '2'], { isOpen: true }), { type: 'clear' }, '', false],
    ['toggle opens', withItems(['1']), { type: 'toggle' }, '1', true],
    ['toggle closes', withItems(['1'], { isOpen: true }), { type: 'toggle' }, '1', false],
    ['open', withItems([]), { type: 'open' }, '', true],
    ['close', withItems([], { isOpen: true }), { type: 'close' }, '', false],
    [
      'reorder forward',
      withItems(['1', '2', '3', '4']),
      { type: 'reorder', from: 0, to: 2 },
      '2,3,1,4',
      false,
    ],
    [
      'reorder backward',
      withItems(['1', '2', '3', '4']),
      { type: 'reorder', from: 3, to: 0 },
      '4,1,2,3',
      false,
    ],
    [
      'reorder out of range',
      withItems(['1', '2']),
      { type: 'reorder', from: 0, to: 2 },
      '1,2',
      false,
    ],
    ['reorder negative', withItems(['1', '2']), { type: 'reorder', from: -1, to: 0 }, '1,2', false],
    [
      'load is closed',
      withItems([], { isOpen: true }),
      { type: 'load', saved: { items: [item('1'), item('2')], maxItems: 4 } },
      '1,2',
      false,
    ],
    [
      'load de-duplicates and caps',
      withItems([]),
      { type: 'load', saved: { items: ['1', '1', '2', '3'].map((r) => item(r)), maxItems: 2 } },
      '1,2',
      false,
    ],
  ])('%s', (_name, before, action, items, isOpen) => {
    const after = comparisonTrayReducer(before, action);
    expect(rx(after)).toBe(items);
    expect(after.isOpen).toBe(isOpen);
  });

  it.each([
    [{ type: 'add', item: item('1') }],
    [{ type: 'remove', rxcui: '9' }],
    [{ type: 'reorder', from: 0, to: 0 }],
    [{ type: 'close' }],
  ] as const)('%j that changes nothing returns the same state', (action) => {
    const state = withItems(['1']);
    expect(comparisonTrayReducer(state, action)).toBe(state);
  });

  it.each([
    [{ items: [] }, 5],
    [{ items: [], maxItems: 3 }, 3],
    [{ items: [], maxItems: 8 }, 8],
    [{ items: [], maxItems: 0 }, 5],
    [{ items: [], maxItems: 2.5 }, 5],
  ])('load %j → maxItems %i (saved value overrides the default 5)', (saved, maxItems) => {
    expect(comparisonTrayReducer(initialComparisonTray(), { type: 'load', saved }).maxItems).toBe(
      maxItems,
    );
  });
});

describe('checkComparisonAdd', () => {
  it.each([
    [['1'], '2', 'ok'],
    [['1'], '1', 'duplicate'],
    [['1', '2', '3', '4', '5'], '6', 'full'],
    [['1', '2', '3', '4', '5'], '5', 'duplicate'],
  ] as const)('%j + %s → %s', (rxcuis, rxcui, expected) => {
    expect(checkComparisonAdd(withItems([...rxcuis]), rxcui)).toBe(expected);
  });
});

describe('parseSavedComparison', () => {
  it.each([
    [null, null],
    ['x', null],
    [{}, { items: [] }],
    [
      { items: [item('1'), { drug: { rxcui: 'abc', name: 'x' } }, 7], maxItems: 4 },
      { items: [item('1')], maxItems: 4 },
    ],
    [{ items: 'nope', maxItems: '4' }, { items: [] }],
  ])('%j → %j', (raw, expected) => {
    expect(parseSavedComparison(raw)).toEqual(expected);
  });
});

// SPEC §2: /compare?drugs=<comma-separated codes>, 2 or more drugs.
describe('compareHref', () => {
  it.each([
    [[], null],
    [['1147220'], null],
    [['1147220', '1364347'], '/compare?drugs=1147220,1364347'],
    [['4492', '1147220', '1364347'], '/compare?drugs=4492,1147220,1364347'],
  ])('%j → %j', (rxcuis, href) => {
    expect(compareHref(rxcuis.map((r) => item(r)))).toBe(href);
  });
});

describe('properties', () => {
  const rxcui = fc.integer({ min: 1, max: 9 }).map(String);
  const action: fc.Arbitrary<ComparisonTrayAction> = fc.oneof(
    rxcui.map((r) => ({ type: 'add' as const, item: item(r) })),
    rxcui.map((r) => ({ type: 'add' as const, item: item(r) })),
    rxcui.map((r) => ({ type: 'remove' as const, rxcui: r })),
    fc.constantFrom<ComparisonTrayAction>(
      { type: 'clear' },
      { type: 'toggle' },
      { type: 'open' },
      { type: 'close' },
    ),
    fc
      .record({ from: fc.integer({ min: -1, max: 8 }), to: fc.integer({ min: -1, max: 8 }) })
      .map(({ from, to }) => ({ type: 'reorder' as const, from, to })),
    fc
      .record({
        items: fc.array(rxcui, { maxLength: 12 }),
        maxItems: fc.option(fc.integer({ min: -1, max: 7 }), { nil: undefined }),
      })
      .map(({ items, maxItems }) => ({
        type: 'load' as const,
        saved:
          maxItems === undefined
            ? { items: items.map((r) => item(r)) }
            : { items: items.map((r) => item(r)), maxItems },
      })),
  );

  it('never exceeds capacity and never holds a duplicate', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 50, size: 'max' }), (actions) => {
        let state = initialComparisonTray();
        for (const a of actions) {
          const before = state;
          state = comparisonTrayReducer(state, a);
          expect(state.items.length).toBeLessThanOrEqual(state.maxItems);
          expect(new Set(state.items.map((i) => i.drug.rxcui)).size).toBe(state.items.length);
          if (a.type === 'load') expect(state.isOpen).toBe(false);
          if (a.type === 'add' && checkComparisonAdd(before, a.item.drug.rxcui) === 'ok') {
            expect(state.isOpen).toBe(true);
          }
          if (a.type === 'reorder')
            expect(rx(state).split(',').sort()).toEqual(rx(before).split(',').sort());
        }
      }),
      { numRuns: 500 },
    );
  });
});

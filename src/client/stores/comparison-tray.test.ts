import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { COMPARISON_TRAY_DEFAULT_MAX_ITEMS, configFor } from '../../core/config';
import { createComparisonTrayStore, trayCapacity } from './comparison-tray';

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

const saved = (state: unknown) => ({ tray: JSON.stringify({ state, version: 0 }) });
const drug = (rxcui: string, name = `drug ${rxcui}`) => ({ rxcui, name });
const item = (rxcui: string) => ({ drug: drug(rxcui), addedAt: 1, source: 'search' });
const CONFIGURED = configFor('production').maxComparisonDrugs;

describe('trayCapacity: the configured maximum unless a valid saved value overrides it', () => {
  it.each([
    ['nothing saved', undefined, 4],
    ['saved 5 (the tray default of SPEC §9)', 5, 5],
    ['saved 3', 3, 3],
    ['saved 0 is invalid', 0, 4],
    ['saved -2 is invalid', -2, 4],
    ['saved 2.5 is invalid', 2.5, 4],
    ['saved "6" is not a number', '6', 4],
  ])('%s → %i', (_label, value, expected) => {
    expect(trayCapacity(value, 4)).toBe(expected);
  });

  it('the two SPEC §9 readings differ, so the rule above is needed', () => {
    expect(CONFIGURED).toBe(4);
    expect(COMPARISON_TRAY_DEFAULT_MAX_ITEMS).toBe(5);
  });
});

describe('comparison tray store', () => {
  it('a fresh tray holds the configured 4 and refuses the 5th with a "full" notice', () => {
    const store = createComparisonTrayStore({
      storage: memoryStorage(),
      configuredMax: CONFIGURED,
      name: 'tray',
      now: () => 42,
    });
    for (const id of ['1', '2', '3', '4'])
      expect(store.getState().add(drug(id), 'search')).toBe('ok');
    expect(store.getState().add(drug('5', 'Imatinib'), 'search')).toBe('full');
    expect(store.getState().items.map((i) => i.drug.rxcui)).toEqual(['1', '2', '3', '4']);
    expect(store.getState().notice).toEqual({
      kind: 'full',
      name: 'Imatinib',
      maxItems: 4,
      at: 42,
    });
  });

  it('refuses a duplicate, keeps one copy and says so', () => {
    const store = createComparisonTrayStore({
      storage: memoryStorage(),
      configuredMax: 4,
      name: 'tray',
    });
    store.getState().add(drug('1', 'Venetoclax'), 'search');
    expect(store.getState().add(drug('1', 'Venetoclax'), 'interactions')).toBe('duplicate');
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().notice?.kind).toBe('duplicate');
  });

  it('an accepted add opens the tray; clear empties and closes it', () => {
    const store = createComparisonTrayStore({
      storage: memoryStorage(),
      configuredMax: 4,
      name: 'tray',
    });
    expect(store.getState().isOpen).toBe(false);
    store.getState().add(drug('1'), 'search');
    expect(store.getState().isOpen).toBe(true);
    store.getState().clear();
    expect(store.getState()).toMatchObject({ items: [], isOpen: false, notice: null });
  });

  it('persists items and maxItems only, never the open state', () => {
    const storage = memoryStorage();
    const store = createComparisonTrayStore({ storage, configuredMax: 4, name: 'tray' });
    store.getState().add(drug('1'), 'search');
    const stored = JSON.parse(storage.data.tray ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(stored.state).sort()).toEqual(['items', 'maxItems']);
    expect(stored.state.maxItems).toBe(4);
  });

  it.each([
    ['a saved maxItems of 5 overrides the configured 4', { items: [], maxItems: 5 }, 5],
    ['no saved maxItems gives the configured 4, not the reducer default 5', { items: [] }, 4],
    ['an invalid saved maxItems gives the configured 4', { items: [], maxItems: 0 }, 4],
  ])('%s', (_label, state, expected) => {
    const store = createComparisonTrayStore({
      storage: memoryStorage(saved(state)),
      configuredMax: 4,
      name: 'tray',
    });
    expect(store.getState().maxItems).toBe(expected);
  });

  it('restores saved items closed, de-duplicated and cut to capacity', () => {
    const store = createComparisonTrayStore({
      storage: memoryStorage(
        saved({
          items: [item('1'), item('1'), item('2'), item('3'), item('4'), item('5')],
          maxItems: 3,
        }),
      ),
      configuredMax: 4,
      name: 'tray',
    });
    expect(store.getState().isOpen).toBe(false);
    expect(store.getState().items.map((i) => i.drug.rxcui)).toEqual(['1', '2', '3']);
  });

  it('ignores a store that is not JSON state at all', () => {
    const store = createComparisonTrayStore({
      storage: memoryStorage({ tray: '"garbage"' }),
      configuredMax: 4,
      name: 'tray',
    });
    expect(store.getState()).toMatchObject({ items: [], maxItems: 4, isOpen: false });
  });

  it('reorders by index and ignores moves out of range', () => {
    const store = createComparisonTrayStore({
      storage: memoryStorage(),
      configuredMax: 4,
      name: 'tray',
    });
    ['1', '2', '3'].forEach((id) => store.getState().add(drug(id), 'search'));
    store.getState().reorder(2, 0);
    expect(store.getState().items.map((i) => i.drug.rxcui)).toEqual(['3', '1', '2']);
    store.getState().reorder(0, 7);
    expect(store.getState().items.map((i) => i.drug.rxcui)).toEqual(['3', '1', '2']);
  });
});

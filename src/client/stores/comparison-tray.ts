import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  checkComparisonAdd,
  comparisonTrayReducer,
  initialComparisonTray,
  parseSavedComparison,
  type AddCheck,
  type ComparisonDrug,
  type ComparisonTrayAction,
  type ComparisonTrayState,
} from '../../core/selection';
import { appConfig } from '../lib/environment';
import { createAppStorage } from '../lib/local-storage';

export const COMPARISON_STORAGE_KEY = 'oncocds-comparison';

/**
 * The tray's capacity. SPEC §9 gives two readings that both stand: the configuration's
 * `maxComparisonDrugs` (4) and the tray's own default `maxItems` (5), which "a saved value
 * overrides". We resolve them with one rule, applied in the tray store and the compare page:
 * - the configured maximum (4) is the capacity of a fresh tray and of the compare page;
 * - a valid saved `maxItems` (a positive integer in browser storage) overrides it for the tray;
 * - the core reducer's own default (5) is only the fallback of the bare reducer, which this store
 *   never reaches because it always passes an explicit value.
 * Should a saved value let the tray hold more than the compare page shows, the page says which
 * drugs it left out (see `selectComparedRxcuis` in features/compare).
 */
export function trayCapacity(savedMaxItems: unknown, configuredMax: number): number {
  return typeof savedMaxItems === 'number' && Number.isInteger(savedMaxItems) && savedMaxItems > 0
    ? savedMaxItems
    : configuredMax;
}

export type TrayNotice =
  | { kind: 'added'; name: string; at: number }
  | { kind: 'duplicate'; name: string; at: number }
  | { kind: 'full'; name: string; maxItems: number; at: number };

export interface ComparisonTrayStore extends ComparisonTrayState {
  /** The last add outcome, shown by the tray so a refused add is never silent. */
  notice: TrayNotice | null;
  add(drug: ComparisonDrug, source: string): AddCheck;
  remove(rxcui: string): void;
  clear(): void;
  toggle(): void;
  open(): void;
  close(): void;
  reorder(from: number, to: number): void;
  dismissNotice(): void;
}

export interface ComparisonTrayOptions {
  storage: StateStorage;
  configuredMax: number;
  now?: () => number;
  name?: string;
}

export function createComparisonTrayStore({
  storage,
  configuredMax,
  now = Date.now,
  name = COMPARISON_STORAGE_KEY,
}: ComparisonTrayOptions) {
  return createStore<ComparisonTrayStore>()(
    persist(
      (set, get) => {
        const dispatch = (action: ComparisonTrayAction) => {
          const state = get();
          const next = comparisonTrayReducer(state, action);
          if (next !== state) set(next);
        };
        return {
          ...initialComparisonTray(configuredMax),
          notice: null,
          add(drug, source) {
            const outcome = checkComparisonAdd(get(), drug.rxcui);
            const at = now();
            if (outcome === 'ok') {
              dispatch({ type: 'add', item: { drug, addedAt: at, source } });
              set({ notice: { kind: 'added', name: drug.name, at } });
            } else if (outcome === 'duplicate') {
              set({ notice: { kind: 'duplicate', name: drug.name, at } });
            } else {
              set({ notice: { kind: 'full', name: drug.name, maxItems: get().maxItems, at } });
            }
            return outcome;
          },
          remove: (rxcui) => dispatch({ type: 'remove', rxcui }),
          clear() {
            dispatch({ type: 'clear' });
            set({ notice: null });
          },
          toggle: () => dispatch({ type: 'toggle' }),
          open: () => dispatch({ type: 'open' }),
          close: () => dispatch({ type: 'close' }),
          reorder: (from, to) => dispatch({ type: 'reorder', from, to }),
          dismissNotice: () => set({ notice: null }),
        };
      },
      {
        name,
        storage: createJSONStorage(() => storage),
        // SPEC §7 keeps items and maxItems; the open state is never stored.
        partialize: (s) => ({ items: s.items, maxItems: s.maxItems }),
        merge(persisted, current) {
          const saved = parseSavedComparison(persisted);
          if (!saved) return current;
          const loaded = comparisonTrayReducer(current, {
            type: 'load',
            saved: { items: saved.items, maxItems: trayCapacity(saved.maxItems, configuredMax) },
          });
          return { ...current, ...loaded, notice: null };
        },
      },
    ),
  );
}

export const comparisonTrayStore = createComparisonTrayStore({
  storage: createAppStorage(appConfig.encryptLocalStorage),
  configuredMax: appConfig.maxComparisonDrugs,
});

// The Compare button opens another tab; a change made there reaches this tab through the
// storage event, and reloading through `load` keeps the invariants (and closes the tray).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARISON_STORAGE_KEY) void comparisonTrayStore.persist.rehydrate();
  });
}

export function useComparisonTray<T>(selector: (s: ComparisonTrayStore) => T): T {
  return useStore(comparisonTrayStore, selector);
}

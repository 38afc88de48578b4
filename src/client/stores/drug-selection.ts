import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  drugSelectionReducer,
  initialDrugSelection,
  mostPopular,
  rxcuiSchema,
  type DrugSelectionAction,
  type DrugSelectionState,
  type PopularityCounts,
} from '../../core/selection';
import { appConfig } from '../lib/environment';
import { createAppStorage } from '../lib/local-storage';

export const DRUG_SELECTION_STORAGE_KEY = 'oncocds-drug-selection';

/** A selected drug (SPEC §3): identified by rxcui, with its display name. */
export interface SelectedDrug {
  rxcui: string;
  name: string;
}

export interface DrugSelectionStore extends DrugSelectionState<SelectedDrug> {
  /** Display names of drugs ever added, so the most-popular list can be shown without a fetch. */
  names: Record<string, string>;
  add(drug: SelectedDrug): void;
  remove(rxcui: string): void;
  clear(): void;
}

const isSelectedDrug = (value: unknown): value is SelectedDrug => {
  const d = value as Partial<SelectedDrug> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    rxcuiSchema.safeParse(d.rxcui).success &&
    typeof d.name === 'string'
  );
};

/**
 * Reads stored state defensively (SPEC §8: a bad store gives an empty result, never a crash):
 * malformed drugs and counts are dropped, and duplicates are removed through the reducer's own
 * add, so a tampered store cannot break the "one rxcui once" rule.
 */
export function parseSavedSelection(
  raw: unknown,
): Pick<DrugSelectionStore, 'selectedDrugs' | 'lastSelected' | 'popularity' | 'names'> {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const popularity: Record<string, number> = {};
  if (typeof record.popularity === 'object' && record.popularity !== null) {
    for (const [rxcui, count] of Object.entries(record.popularity)) {
      if (rxcuiSchema.safeParse(rxcui).success && Number.isInteger(count) && (count as number) > 0)
        popularity[rxcui] = count as number;
    }
  }
  const names: Record<string, string> = {};
  if (typeof record.names === 'object' && record.names !== null) {
    for (const [rxcui, name] of Object.entries(record.names)) {
      if (rxcuiSchema.safeParse(rxcui).success && typeof name === 'string') names[rxcui] = name;
    }
  }
  const selectedDrugs: SelectedDrug[] = [];
  const seen = new Set<string>();
  for (const d of Array.isArray(record.selectedDrugs) ? record.selectedDrugs : []) {
    if (!isSelectedDrug(d) || seen.has(d.rxcui)) continue;
    seen.add(d.rxcui);
    selectedDrugs.push({ rxcui: d.rxcui, name: d.name });
  }
  const last = record.lastSelected;
  const lastSelected = isSelectedDrug(last) ? { rxcui: last.rxcui, name: last.name } : null;
  return { selectedDrugs, lastSelected, popularity, names };
}

export function createDrugSelectionStore({
  storage,
  name = DRUG_SELECTION_STORAGE_KEY,
}: {
  storage: StateStorage;
  name?: string;
}) {
  return createStore<DrugSelectionStore>()(
    persist(
      (set, get) => {
        const dispatch = (action: DrugSelectionAction<SelectedDrug>) => {
          const state = get();
          const next = drugSelectionReducer(state, action);
          if (next === state) return false;
          set(next);
          return true;
        };
        return {
          ...initialDrugSelection<SelectedDrug>(),
          names: {},
          add(drug) {
            if (dispatch({ type: 'add', drug }))
              set({ names: { ...get().names, [drug.rxcui]: drug.name } });
          },
          remove: (rxcui) => void dispatch({ type: 'remove', rxcui }),
          clear: () => void dispatch({ type: 'clear' }),
        };
      },
      {
        name,
        storage: createJSONStorage(() => storage),
        partialize: (s) => ({
          selectedDrugs: s.selectedDrugs,
          lastSelected: s.lastSelected,
          popularity: s.popularity,
          names: s.names,
        }),
        merge: (persisted, current) =>
          persisted === undefined ? current : { ...current, ...parseSavedSelection(persisted) },
      },
    ),
  );
}

export const drugSelectionStore = createDrugSelectionStore({
  storage: createAppStorage(appConfig.encryptLocalStorage),
});

export function useDrugSelection<T>(selector: (s: DrugSelectionStore) => T): T {
  return useStore(drugSelectionStore, selector);
}

/** The most-added drugs with their names, most popular first. */
export function popularDrugs(
  popularity: PopularityCounts,
  names: Record<string, string>,
  limit: number,
): SelectedDrug[] {
  return mostPopular(popularity, limit).flatMap((rxcui) => {
    const name = names[rxcui];
    return name ? [{ rxcui, name }] : [];
  });
}

/**
 * Drug selection (SPEC §4, §7). Selected drugs are identified by rxcui. Adding a drug whose rxcui
 * is already selected is ignored entirely: nothing changes, not even its popularity. Each accepted
 * add appends the drug, makes it `lastSelected`, and adds one to its popularity count. Remove and
 * clear are ours (SPEC shows only add): they never touch popularity, which is a history of adds,
 * and clear also forgets `lastSelected`. Any action that changes nothing returns the same object.
 */

export type PopularityCounts = Readonly<Record<string, number>>;

export interface DrugSelectionState<T extends { rxcui: string }> {
  selectedDrugs: T[];
  lastSelected: T | null;
  popularity: PopularityCounts;
}

export type DrugSelectionAction<T extends { rxcui: string }> =
  { type: 'add'; drug: T } | { type: 'remove'; rxcui: string } | { type: 'clear' };

export function initialDrugSelection<T extends { rxcui: string }>(
  popularity: PopularityCounts = {},
): DrugSelectionState<T> {
  return { selectedDrugs: [], lastSelected: null, popularity };
}

/** A drug's popularity; own keys only, so "constructor" or "__proto__" read as 0. */
export function popularityOf(popularity: PopularityCounts, rxcui: string): number {
  return Object.hasOwn(popularity, rxcui) ? (popularity[rxcui] ?? 0) : 0;
}

export function incrementPopularity(popularity: PopularityCounts, rxcui: string): PopularityCounts {
  return { ...popularity, [rxcui]: popularityOf(popularity, rxcui) + 1 };
}

export function drugSelectionReducer<T extends { rxcui: string }>(
  state: DrugSelectionState<T>,
  action: DrugSelectionAction<T>,
): DrugSelectionState<T> {
  switch (action.type) {
    case 'add': {
      const { drug } = action;
      if (state.selectedDrugs.some((d) => d.rxcui === drug.rxcui)) return state;
      return {
        selectedDrugs: [...state.selectedDrugs, drug],
        lastSelected: drug,
        popularity: incrementPopularity(state.popularity, drug.rxcui),
      };
    }
    case 'remove': {
      const selectedDrugs = state.selectedDrugs.filter((d) => d.rxcui !== action.rxcui);
      return selectedDrugs.length === state.selectedDrugs.length
        ? state
        : { ...state, selectedDrugs };
    }
    case 'clear':
      return state.selectedDrugs.length === 0 && state.lastSelected === null
        ? state
        : { ...state, selectedDrugs: [], lastSelected: null };
  }
}

/** The `limit` most-added rxcuis, most popular first; ties in rxcui order so the list is stable. */
export function mostPopular(popularity: PopularityCounts, limit: number): string[] {
  return Object.entries(popularity)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, Math.max(0, limit))
    .map(([rxcui]) => rxcui);
}

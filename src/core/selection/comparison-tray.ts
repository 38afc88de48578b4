import { z } from 'zod';
import { COMPARISON_TRAY_DEFAULT_MAX_ITEMS, MIN_COMPARISON_DRUGS } from '../config/constants';

/** RxNorm ingredient RxCUI, the same form as the knowledge base's drug schema. */
export const rxcuiSchema = z.string().regex(/^\d{1,8}$/, 'RxCUI must be 1-8 digits');

/** SPEC §3: the compared drug is identified by rxcui; generic and brand are display names. */
export const comparisonDrugSchema = z.object({
  rxcui: rxcuiSchema,
  name: z.string().min(1),
  generic: z.string().optional(),
  brand: z.string().optional(),
});
export type ComparisonDrug = z.infer<typeof comparisonDrugSchema>;

export const comparisonItemSchema = z.object({
  drug: comparisonDrugSchema,
  /** Epoch milliseconds, supplied by the caller so the reducer stays pure. */
  addedAt: z.number().int().nonnegative(),
  /** Where the drug was added from, e.g. 'search' or 'interactions'. */
  source: z.string().min(1).max(50),
});
export type ComparisonItem = z.infer<typeof comparisonItemSchema>;

/** What SPEC §7 keeps in browser storage: items and maxItems (never the open state). */
export interface SavedComparison {
  items: ComparisonItem[];
  maxItems?: number;
}

export interface ComparisonTrayState {
  items: ComparisonItem[];
  isOpen: boolean;
  maxItems: number;
}

export type ComparisonTrayAction =
  | { type: 'add'; item: ComparisonItem }
  | { type: 'remove'; rxcui: string }
  | { type: 'clear' }
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'reorder'; from: number; to: number }
  | { type: 'load'; saved: SavedComparison };

export function initialComparisonTray(
  maxItems: number = COMPARISON_TRAY_DEFAULT_MAX_ITEMS,
): ComparisonTrayState {
  return { items: [], isOpen: false, maxItems: validMaxItems(maxItems) };
}

function validMaxItems(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value > 0
    ? value
    : COMPARISON_TRAY_DEFAULT_MAX_ITEMS;
}

export type AddCheck = 'ok' | 'duplicate' | 'full';

/** Why an add would be refused (SPEC §4/§5), so the UI can say so; duplicate is checked first. */
export function checkComparisonAdd(state: ComparisonTrayState, rxcui: string): AddCheck {
  if (state.items.some((item) => item.drug.rxcui === rxcui)) return 'duplicate';
  if (state.items.length >= state.maxItems) return 'full';
  return 'ok';
}

function dedupeAndCap(items: readonly ComparisonItem[], maxItems: number): ComparisonItem[] {
  const seen = new Set<string>();
  const kept: ComparisonItem[] = [];
  for (const item of items) {
    if (seen.has(item.drug.rxcui) || kept.length >= maxItems) continue;
    seen.add(item.drug.rxcui);
    kept.push(item);
  }
  return kept;
}

/**
 * The comparison tray (SPEC §4). A refused add (duplicate rxcui, or the tray at maxItems) changes
 * nothing and returns the same state; an accepted add appends and opens the tray. Clear empties and
 * closes it. Reorder moves the item at `from` to index `to`; indexes out of range change nothing.
 * Load restores saved items and maxItems (a missing or invalid maxItems means the default 5) and is
 * always closed; saved items are de-duplicated and cut to maxItems so the invariants hold even for
 * a tampered store. Any action that changes nothing returns the same object.
 */
export function comparisonTrayReducer(
  state: ComparisonTrayState,
  action: ComparisonTrayAction,
): ComparisonTrayState {
  switch (action.type) {
    case 'add':
      if (checkComparisonAdd(state, action.item.drug.rxcui) !== 'ok') return state;
      return { ...state, items: [...state.items, action.item], isOpen: true };
    case 'remove': {
      const items = state.items.filter((item) => item.drug.rxcui !== action.rxcui);
      return items.length === state.items.length ? state : { ...state, items };
    }
    case 'clear':
      return state.items.length === 0 && !state.isOpen
        ? state
        : { ...state, items: [], isOpen: false };
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'open':
      return state.isOpen ? state : { ...state, isOpen: true };
    case 'close':
      return state.isOpen ? { ...state, isOpen: false } : state;
    case 'reorder': {
      const { from, to } = action;
      const n = state.items.length;
      const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < n;
      if (!inRange(from) || !inRange(to) || from === to) return state;
      const items = [...state.items];
      const [moved] = items.splice(from, 1);
      if (moved === undefined) return state;
      items.splice(to, 0, moved);
      return { ...state, items };
    }
    case 'load': {
      const maxItems = validMaxItems(action.saved.maxItems);
      return { items: dedupeAndCap(action.saved.items, maxItems), isOpen: false, maxItems };
    }
  }
}

/**
 * Reads a stored comparison defensively: storage failures are ignored (SPEC §8), so anything that
 * is not an object gives null, and items that fail the schema are dropped one by one.
 */
export function parseSavedComparison(raw: unknown): SavedComparison | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as { items?: unknown; maxItems?: unknown };
  const items = Array.isArray(record.items)
    ? record.items.flatMap((item) => {
        const parsed = comparisonItemSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const maxItems = typeof record.maxItems === 'number' ? record.maxItems : undefined;
  return maxItems === undefined ? { items } : { items, maxItems };
}

/**
 * The /compare link (SPEC §2): drug codes comma-separated, in tray order; null until at least
 * MIN_COMPARISON_DRUGS (2) drugs are in the tray.
 */
export function compareHref(items: readonly ComparisonItem[]): string | null {
  if (items.length < MIN_COMPARISON_DRUGS) return null;
  return `/compare?drugs=${items.map((item) => encodeURIComponent(item.drug.rxcui)).join(',')}`;
}

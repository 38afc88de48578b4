import { rxcuiSchema } from '../../../core/selection';

export interface ComparedSelection {
  /** RxCUIs to compare, in link order, de-duplicated, at most `max`. */
  rxcuis: string[];
  /** Parts of the link that are not RxCUIs. */
  invalid: string[];
  /** Valid RxCUIs beyond the maximum, left out of the table. */
  dropped: string[];
}

/**
 * Reads `/compare?drugs=a,b,c` (SPEC §2). The configured `maxComparisonDrugs` governs the page
 * (see `trayCapacity` in stores/comparison-tray for the capacity rule): drugs beyond it are
 * reported, not silently cut, and anything that is not an RxCUI is listed as invalid.
 */
export function selectComparedRxcuis(param: string | null, max: number): ComparedSelection {
  const rxcuis: string[] = [];
  const invalid: string[] = [];
  const dropped: string[] = [];
  const seen = new Set<string>();
  for (const raw of (param ?? '').split(',')) {
    const value = raw.trim();
    if (!value) continue;
    if (!rxcuiSchema.safeParse(value).success) {
      invalid.push(value);
      continue;
    }
    if (seen.has(value)) continue;
    seen.add(value);
    if (rxcuis.length < max) rxcuis.push(value);
    else dropped.push(value);
  }
  return { rxcuis, invalid, dropped };
}

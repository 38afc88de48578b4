import { CHECK_MAX_DRUGS, type CheckResponse } from '../../lib/drug-api';
import type { SelectedDrug } from '../../stores/drug-selection';

/**
 * Reads `/interactions?drugs=a,b`: comma-separated RxCUIs, generic or brand names. Blank parts
 * go, repeats (ignoring case) go, and the list stops at the checker's maximum of 30.
 */
export function parseDrugsParam(param: string | null): { values: string[]; overflow: number } {
  const values: string[] = [];
  const seen = new Set<string>();
  let overflow = 0;
  for (const raw of (param ?? '').split(',')) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    if (values.length < CHECK_MAX_DRUGS) values.push(value);
    else overflow += 1;
  }
  return { values, overflow };
}

/** Canonical identity of a check-list entry: the rxcui, or the typed text ignoring case. */
export const textKey = (text: string) => `text:${text.trim().toLowerCase()}`;

/** The set of entries a check covered, in the same canonical form as `currentKeys`. */
export function checkedKeys(result: CheckResponse): Set<string> {
  return new Set([
    ...result.resolved.map((r) => r.rxcui ?? textKey(r.input)),
    ...result.unresolved.map(textKey),
  ]);
}

export function currentKeys(drugs: readonly SelectedDrug[], texts: readonly string[]): Set<string> {
  return new Set([...drugs.map((d) => d.rxcui), ...texts.map(textKey)]);
}

/** True when the list on screen is no longer the list the results describe. */
export function isStale(
  result: CheckResponse,
  drugs: readonly SelectedDrug[],
  texts: readonly string[],
) {
  const a = checkedKeys(result);
  const b = currentKeys(drugs, texts);
  return a.size !== b.size || [...a].some((k) => !b.has(k));
}

/**
 * After a check, typed text the server recognised becomes a proper drug chip (by rxcui), so the
 * selection store and its popularity counts hold real drugs; text it did not recognise stays.
 */
export function promoteResolved(
  result: CheckResponse,
  texts: readonly string[],
): { promote: SelectedDrug[]; promotedTexts: string[]; remainingTexts: string[] } {
  const byInput = new Map(result.resolved.map((r) => [r.input.trim().toLowerCase(), r]));
  const promote: SelectedDrug[] = [];
  const promotedTexts: string[] = [];
  const remainingTexts: string[] = [];
  for (const text of texts) {
    const hit = byInput.get(text.trim().toLowerCase());
    if (hit && hit.rxcui !== null) {
      promote.push({ rxcui: hit.rxcui, name: hit.name });
      promotedTexts.push(text);
    } else remainingTexts.push(text);
  }
  return { promote, promotedTexts, remainingTexts };
}

/**
 * What "load from the current patient" put on the list, in one sentence per fact: how many active
 * medications, which could not be matched (sent as typed so the check names them), how many the
 * de-identified view withholds, and what did not fit.
 */
export function describePatientLoad({
  label,
  loaded,
  unresolved,
  withheld,
  overflow,
  medicationWord,
}: {
  label: string;
  loaded: number;
  unresolved: readonly string[];
  withheld: number;
  overflow: number;
  /** The role's word, lower case ("medication"/"medications", "therapy"/"therapies"). */
  medicationWord: { one: string; many: string };
}): string {
  const word = (count: number) => (count === 1 ? medicationWord.one : medicationWord.many);
  const parts: string[] = [];
  if (loaded === 0) parts.push(`${label} has no active ${word(0)} to load.`);
  else parts.push(`Loaded ${loaded} active ${word(loaded)} of ${label}.`);
  if (unresolved.length > 0) {
    parts.push(
      `Not matched to a drug record, so not checked: ${unresolved.join(', ')} (the results name ${unresolved.length === 1 ? 'it' : 'them'}).`,
    );
  }
  if (withheld > 0) {
    parts.push(
      `${withheld} unmatched ${withheld === 1 ? 'order is' : 'orders are'} withheld in the de-identified view and could not be loaded.`,
    );
  }
  if (overflow > 0)
    parts.push(`${overflow} left out: the checker takes at most ${CHECK_MAX_DRUGS}.`);
  if (loaded === 1) parts.push('Add at least one more drug to check.');
  return parts.join(' ');
}

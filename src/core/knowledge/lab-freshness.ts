import type { LabFreshnessWindow, Recency } from './alert-rule';
import { formatSource } from './source';

/** Before a cycle of an antineoplastic, or for any other drug (renal/hepatic dosing, anticoagulants). */
export type FreshnessContext = 'before-cycle' | 'other-drugs';

/** The window one lab's value is judged against, with what the number rests on. */
export interface FreshnessWindow {
  days: number;
  /** `rule`: the threshold rule states its own window (a label schedule). */
  basis: 'label' | 'guideline' | 'product-default' | 'rule';
  /** The table entry that gave it; absent for a product-wide default or a rule's own window. */
  windowId?: string;
  /** Short citation of the source the window rests on, for the limitation text. */
  citation?: string;
}

/** What the resolver reads: the alert rules' `recency` defaults and the per-lab table. */
export interface FreshnessRules {
  recency: Pick<Recency, 'preCycleDays' | 'maintenanceDays'>;
  labFreshness: readonly LabFreshnessWindow[];
}

/** CrCl is worked out from creatinine, so it is as fresh as the creatinine it came from. */
const DATED_BY: Readonly<Record<string, string>> = { crcl: 'creatinine' };

const indexCache = new WeakMap<readonly LabFreshnessWindow[], Map<string, LabFreshnessWindow>>();

function indexOf(table: readonly LabFreshnessWindow[]): Map<string, LabFreshnessWindow> {
  let index = indexCache.get(table);
  if (!index) {
    index = new Map(table.flatMap((w) => w.labs.map((lab) => [lab, w] as const)));
    indexCache.set(table, index);
  }
  return index;
}

/**
 * How old a value of `lab` may be and still count as current (issue 20): the lab's entry in the
 * per-lab table, else the product-wide default (`recency`: 7 days before a cycle, 30 otherwise).
 */
export function freshnessWindow(
  rules: FreshnessRules,
  lab: string,
  context: FreshnessContext,
): FreshnessWindow {
  const entry = indexOf(rules.labFreshness).get(DATED_BY[lab] ?? lab);
  if (!entry) {
    return {
      days: context === 'before-cycle' ? rules.recency.preCycleDays : rules.recency.maintenanceDays,
      basis: 'product-default',
    };
  }
  const source = entry.sources[0];
  return {
    days: context === 'before-cycle' ? entry.beforeCycleDays : entry.otherDrugsDays,
    basis: entry.basis,
    windowId: entry.id,
    ...(source ? { citation: formatSource(source).label } : {}),
  };
}

/** The longest a value of `lab` counts for any drug: beyond it no alert is computed from it. */
export function longestFreshness(rules: FreshnessRules, lab: string): FreshnessWindow {
  const before = freshnessWindow(rules, lab, 'before-cycle');
  const other = freshnessWindow(rules, lab, 'other-drugs');
  return other.days >= before.days ? other : before;
}

/** What a window rests on: "product default", "label: Herceptin … § 5.1 Cardiomyopathy". */
export function describeBasis(w: FreshnessWindow): string {
  return w.basis === 'product-default'
    ? 'product default'
    : w.basis === 'rule'
      ? `the rule's own window${w.citation ? `: ${w.citation}` : ''}`
      : `${w.basis}: ${w.citation ?? 'source on record'}`;
}

/** "7 days (product default)", "90 days (label: Herceptin … § 5.1 Cardiomyopathy)". */
export function describeWindow(w: FreshnessWindow): string {
  return `${w.days} days (${describeBasis(w)})`;
}

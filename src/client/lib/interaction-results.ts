import { SEVERITY_ORDER, type Severity } from '../../core/knowledge/interaction';
import type { CheckResponse, CheckedInteraction, ResolvedInput } from './drug-api';

export interface SeverityGroup {
  severity: Severity;
  items: CheckedInteraction[];
}

/**
 * Findings grouped by severity, most severe first, empty tiers left out. Within a tier the
 * server's order is kept (it sorts by severity then evidence), so nothing is re-ranked here.
 */
export function groupBySeverity(interactions: readonly CheckedInteraction[]): SeverityGroup[] {
  return SEVERITY_ORDER.flatMap((severity) => {
    const items = interactions.filter((i) => i.severity === severity);
    return items.length > 0 ? [{ severity, items }] : [];
  });
}

/**
 * CLINICAL-NOTES "Alert fatigue": interrupt only for contraindicated or major findings (Paterno,
 * JAMIA 2009, PMC2605599); the rest are shown inline. A pair the institution's alert policy marks
 * "do not interrupt" is shown inline too (issue 22).
 */
export function interruptingFindings(
  interactions: readonly CheckedInteraction[],
): CheckedInteraction[] {
  return interactions.filter(
    (i) =>
      (i.severity === 'contraindicated' || i.severity === 'major') &&
      i.localPolicy?.interrupt !== false,
  );
}

/** Identifies a set of interrupting findings, so an acknowledged set is not raised again. */
export function findingsKey(interactions: readonly CheckedInteraction[]): string {
  return interactions
    .map((i) => `${i.severity}:${[...i.names].sort().join('+')}`)
    .sort()
    .join('|');
}

/** Distinct recognised drugs: two inputs naming the same drug count once. */
export function distinctResolved(resolved: readonly ResolvedInput[]): ResolvedInput[] {
  const seen = new Set<string>();
  return resolved.filter((r) => {
    const key = r.rxcui ?? `name:${r.name.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How many pairs were examined: the server's count, else every pair of recognised drugs. */
export function checkedPairsOf(result: CheckResponse): number {
  if (typeof result.checkedPairs === 'number') return result.checkedPairs;
  const n = distinctResolved(result.resolved).length;
  return (n * (n - 1)) / 2;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "4 drugs (6 pairs)": what a check covered, said whenever nothing was found. */
export function checkedScope(result: CheckResponse): string {
  const drugs = distinctResolved(result.resolved).length;
  return `${plural(drugs, 'drug', 'drugs')} (${plural(checkedPairsOf(result), 'pair', 'pairs')})`;
}

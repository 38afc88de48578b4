/*
 * Which alert rules clinicians override (issue 22, /analytics). Drug safety alerts are overridden
 * in 49% to 96% of cases (van der Sijs et al., "Overriding of drug safety alerts in computerized
 * physician order entry", JAMIA 2006;13(2):138-147, doi:10.1197/jamia.M1809, PMC1447540); a rule
 * overridden more than 90% of the time is the first a pharmacy and therapeutics committee reviews.
 * A rule seen only a few times is not flagged: two firings both overridden are not a pattern.
 */

export const HIGH_OVERRIDE_RATE = 0.9;
export const MIN_FIRINGS_TO_FLAG = 5;

export interface RuleOverrideCounts {
  kind: string;
  ruleId: string;
  /** Alerts first raised in the range (one per patient and finding). */
  fired: number;
  /** Of those, acknowledged and continued unchanged (any reason but "dose adjusted"). */
  overridden: number;
  reasons: Record<string, number>;
}

export interface RankedRule extends RuleOverrideCounts {
  overrideRate: number;
  /** Overridden more than 90% of the time over at least `MIN_FIRINGS_TO_FLAG` firings. */
  highOverride: boolean;
}

export function rankRuleOverrides(rows: readonly RuleOverrideCounts[]): RankedRule[] {
  return rows
    .filter((r) => r.fired > 0)
    .map((r) => {
      const overrideRate = r.overridden / r.fired;
      return {
        ...r,
        overrideRate,
        highOverride: r.fired >= MIN_FIRINGS_TO_FLAG && overrideRate > HIGH_OVERRIDE_RATE,
      };
    })
    .sort(
      (a, b) =>
        Number(b.highOverride) - Number(a.highOverride) ||
        b.overrideRate - a.overrideRate ||
        b.fired - a.fired ||
        (a.kind + a.ruleId < b.kind + b.ruleId ? -1 : 1),
    );
}

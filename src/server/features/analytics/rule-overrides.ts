import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rangeBounds } from '../../../core/analytics';
import {
  HIGH_OVERRIDE_RATE,
  MIN_FIRINGS_TO_FLAG,
  rankRuleOverrides,
  type RuleOverrideCounts,
} from '../../../core/alert-policy';
import { ACKNOWLEDGE_REASONS } from '../../../core/alerts';
import type { Db } from '../../../db/client';
import { tunableRules } from '../../lib/alert-policy-targets';
import type { KnowledgeBase } from '../../lib/knowledge-base';
import type { AuthUser } from '../../plugins/auth';
import { resolveQueryRange } from './service';
import type { AnalyticsQuery } from './schemas';

/*
 * Each alert rule's fire count, override rate and override reasons in the caller's institution
 * (issue 22), read from the stored alerts and their acknowledgements. Overridden, as elsewhere on
 * /analytics: acknowledged (confirmed or awaiting co-signature) and continued unchanged, any reason
 * but "dose adjusted"; the reasons list every acknowledgement. Counts only: no patient, no drug list beyond the
 * rule's own name, no free text.
 */

export const ruleOverridesResponseSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    highOverrideRate: z.number(),
    minFiringsToFlag: z.number().int(),
    rules: z.array(
      z
        .object({
          kind: z.string(),
          ruleId: z.string(),
          /** The rule in words (the curated pair, the lab rule's title), else the rule id. */
          label: z.string(),
          /** The knowledge base's fixed severity, when the rule has one (then it can be tuned). */
          kbSeverity: z.enum(['low', 'medium', 'high', 'critical']).nullable(),
          tunable: z.boolean(),
          fired: z.number().int(),
          overridden: z.number().int(),
          overrideRate: z.number(),
          highOverride: z.boolean(),
          reasons: z.array(z.object({ reason: z.enum(ACKNOWLEDGE_REASONS), n: z.number().int() })),
        })
        .strict(),
    ),
  })
  .strict();

export async function ruleOverrides(
  ctx: { db: Db; kb: KnowledgeBase; now: () => number },
  user: AuthUser,
  query: AnalyticsQuery,
) {
  const range = resolveQueryRange(query, ctx.now());
  const { start, end } = rangeBounds(range);
  // finding_key is `kind:drugA+drugB:ruleId` (core/alerts/result.ts findingKey).
  const result = (await ctx.db.execute(sql`
    select split_part(a.finding_key, ':', 1) as kind,
           regexp_replace(a.finding_key, '^[^:]*:[^:]*:', '') as rule_id,
           k.reason as reason,
           (1 - grouping(k.reason))::int as by_reason,
           count(distinct a.id)::int as fired,
           count(distinct k.alert_id)::int as acknowledged,
           count(distinct k.alert_id) filter (where k.reason <> 'dose-adjusted')::int as overridden
      from patient_alerts a
      join patients p on p.id = a.patient_id
      left join alert_acknowledgements k
        on k.alert_id = a.id and k.status in ('confirmed', 'pending')
     where p.institution_id = ${user.institutionId}
       and a.first_raised_at >= ${start.toISOString()} and a.first_raised_at < ${end.toISOString()}
     group by grouping sets ((1, 2), (1, 2, 3))`)) as unknown as {
    rows: Array<{
      kind: string;
      rule_id: string;
      reason: string | null;
      by_reason: number;
      acknowledged: number;
      fired: number;
      overridden: number;
    }>;
  };
  const byRule = new Map<string, RuleOverrideCounts>();
  const keyOf = (kind: string, ruleId: string) => `${kind}:${ruleId}`;
  // The (kind, rule) rows carry the totals; the (kind, rule, reason) rows the reasons.
  for (const r of result.rows) {
    if (Number(r.by_reason) === 1) continue;
    const key = keyOf(r.kind, r.rule_id);
    if (!byRule.has(key)) {
      byRule.set(key, {
        kind: r.kind,
        ruleId: r.rule_id,
        fired: Number(r.fired),
        overridden: Number(r.overridden),
        reasons: {},
      });
    }
  }
  for (const r of result.rows) {
    if (Number(r.by_reason) !== 1 || r.reason === null) continue;
    const rule = byRule.get(keyOf(r.kind, r.rule_id));
    if (rule) rule.reasons[r.reason] = Number(r.acknowledged);
  }
  const catalogue = tunableRules(ctx.kb);
  return {
    from: range.from,
    to: range.to,
    highOverrideRate: HIGH_OVERRIDE_RATE,
    minFiringsToFlag: MIN_FIRINGS_TO_FLAG,
    rules: rankRuleOverrides([...byRule.values()]).map((r) => {
      const known = catalogue.get(keyOf(r.kind, r.ruleId));
      return {
        kind: r.kind,
        ruleId: r.ruleId,
        label: known?.knowledge.label ?? `${r.kind}: ${r.ruleId}`,
        kbSeverity: known?.knowledge.kbSeverity ?? null,
        tunable: known !== undefined,
        fired: r.fired,
        overridden: r.overridden,
        overrideRate: r.overrideRate,
        highOverride: r.highOverride,
        reasons: Object.entries(r.reasons)
          .filter(([reason]) => (ACKNOWLEDGE_REASONS as readonly string[]).includes(reason))
          .map(([reason, n]) => ({ reason: reason as (typeof ACKNOWLEDGE_REASONS)[number], n }))
          .sort((a, b) => b.n - a.n),
      };
    }),
  };
}

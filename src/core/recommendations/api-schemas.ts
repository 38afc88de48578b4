import { z } from 'zod';
import { appliedPolicySchema } from '../alert-policy/policy';
import { ALERT_KINDS, ALERT_SEVERITIES } from '../alerts/types';
import { safeText } from '../validation/safe-text';
import { recommendationSchema, resolvedAlertSchema } from './types';

/*
 * Response shapes of the `/ai` and `/ai-insights` API (issue 15): the server's allow-lists and the
 * client's types, in one place.
 */

const severity = z.enum(ALERT_SEVERITIES);

/** A recommendation as the API answers it: stored alert ids and who accepted it added. */
export const recommendationViewSchema = recommendationSchema.extend({
  resolves: z.array(
    resolvedAlertSchema.extend({
      /** The stored alert (`/api/alerts/:id/...`), when the patient's alerts have been saved. */
      alertId: z.string().nullable(),
      acknowledged: z.boolean(),
      /**
       * Set when the institution's alert policy grades this alert (issue 22): `severity` is the
       * local one and `localPolicy.kbSeverity` the knowledge base's own.
       */
      localPolicy: appliedPolicySchema.optional(),
    }),
  ),
  accepted: z
    .object({
      at: z.string(),
      by: z.object({ name: z.string(), role: z.string() }).nullable(),
      changeKind: z.string(),
    })
    .nullable(),
});
export type RecommendationView = z.infer<typeof recommendationViewSchema>;

export const recommendationsResponseSchema = z.object({
  recommendations: z.array(recommendationViewSchema),
  /** Alerts no record gives an action for. */
  unresolved: z.array(resolvedAlertSchema.extend({ localPolicy: appliedPolicySchema.optional() })),
  /** What the alert engine could not assess (never read as safe). */
  limitations: z.array(z.string()),
  /** Levels the caller's role is not shown (SPEC §6 alert levels). */
  hiddenLevels: z.array(severity),
  hiddenCount: z.number().int(),
  /** Whether the caller may accept (and start a medication stop). */
  canAccept: z.boolean(),
  languageModel: z.object({ configured: z.boolean(), model: z.string().nullable() }),
});

export const acceptBodySchema = z
  .object({
    recommendationId: z.string().trim().min(3).max(400),
    comment: safeText().trim().max(1000).optional(),
  })
  .strict();

export const acceptResponseSchema = z.object({
  id: z.string(),
  recommendationId: z.string(),
  acceptedAt: z.string(),
  alertKeys: z.array(z.string()),
  alertIds: z.array(z.string()),
  changeKind: z.enum(['dose-level', 'stop-medication', 'none']),
});

const factSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  text: z.string(),
  sources: z.array(z.object({ label: z.string(), url: z.string().optional() })),
});

export const generatedResponseSchema = z.object({
  /** Always true: the text was written by a language model from the facts below. */
  generated: z.literal(true),
  model: z.string(),
  sentences: z.array(z.object({ text: z.string(), citations: z.array(z.string()) })),
  /** The facts the answer cites, with their sources. */
  facts: z.array(factSchema),
  /** How many facts the prompt held. */
  factCount: z.number().int(),
  /** Knowledge-base drugs the question named (questions only). */
  drugIds: z.array(z.string()),
});

export const questionBodySchema = z
  .object({ question: safeText().trim().min(3).max(500) })
  .strict();

export const statusResponseSchema = z.object({
  languageModel: z.object({ configured: z.boolean(), model: z.string().nullable() }),
});

// ---------------------------------------------------------------------------------------------
// /ai-insights

export const INSIGHT_SECTIONS = [
  'pgx',
  'alert-kind',
  'alert',
  'critical',
  'labs',
  'headroom',
] as const;

export const drilldownQuerySchema = z
  .object({
    section: z.enum(INSIGHT_SECTIONS, {
      error: `section must be one of ${INSIGHT_SECTIONS.join(', ')}`,
    }),
    key: z.string().trim().min(1).max(400),
  })
  .strict();

const count = z.number().int();

export const insightsResponseSchema = z.object({
  computedAt: z.string(),
  patients: z.object({ active: count }),
  pgx: z.object({
    patientsTested: count,
    patientsActionable: count,
    patientsOnAffectedDrug: count,
    groups: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        patients: count,
        onAffectedDrug: count,
        drugs: z.array(z.string()),
      }),
    ),
    note: z.string(),
  }),
  alerts: z.object({
    patientsWithAlerts: count,
    byKind: z.array(z.object({ kind: z.enum(ALERT_KINDS), patients: count, alerts: count })),
    top: z.array(
      z.object({
        key: z.string(),
        kind: z.enum(ALERT_KINDS),
        severity,
        label: z.string(),
        patients: count,
        titlesVary: z.boolean(),
      }),
    ),
    hiddenLevels: z.array(severity),
    note: z.string(),
  }),
  critical: z.object({
    shown: z.boolean(),
    total: count,
    bands: z.array(
      z.object({ key: z.string(), label: z.string(), alerts: count, patients: count }),
    ),
  }),
  labs: z.object({
    /** The default pre-cycle window; labs with their own (LVEF, TSH, QTc, HbA1c) use theirs. */
    windowDays: count,
    patientsOnTreatment: count,
    patientsWithoutRecentLabs: count,
    patientsWithAbnormal: count,
    byLab: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        tested: count,
        abnormal: count,
        critical: count,
      }),
    ),
  }),
  headroom: z.object({
    patientsWithAnthracycline: count,
    bands: z.array(z.object({ key: z.string(), label: z.string(), patients: count })),
    uncountedPatients: count,
    note: z.string(),
  }),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

export const drilldownResponseSchema = z.object({
  section: z.enum(INSIGHT_SECTIONS),
  key: z.string(),
  title: z.string(),
  identified: z.boolean(),
  items: z.array(z.object({ patientId: z.string(), label: z.string(), detail: z.string() })),
  total: count,
  truncated: z.boolean(),
});

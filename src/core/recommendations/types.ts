import { z } from 'zod';
import { ALERT_KINDS, ALERT_SEVERITIES, type AlertKind, type AlertSeverity } from '../alerts/types';

/*
 * The recommendation contract (issue 15, `/ai`): `GET /api/patients/:id/recommendations` answers
 * these, the client renders them, and accepting one records its id. Every field is built from a
 * knowledge record with its source or from the patient's own record; nothing is free-written.
 */

/**
 * How strongly the backing source supports the action, on one scale across record kinds:
 * - `strong`: CPIC "strong", a curated interaction with established evidence, or an FDA label
 *   directive (renal, hepatic, lab and cumulative rules);
 * - `moderate`: CPIC "moderate", a curated interaction with probable evidence, a label or DPWG
 *   pharmacogenomic statement that CPIC does not grade, a society guideline;
 * - `limited`: CPIC "optional", a curated interaction with suspected evidence;
 * - `theoretical`: inferred from the two drug profiles, not from a study of the pair.
 */
export const EVIDENCE_GRADES = ['strong', 'moderate', 'limited', 'theoretical'] as const;
export type EvidenceGrade = (typeof EVIDENCE_GRADES)[number];
export const EVIDENCE_RANK: Record<EvidenceGrade, number> = {
  strong: 0,
  moderate: 1,
  limited: 2,
  theoretical: 3,
};

/** What the recommendation asks for. */
export const RECOMMENDATION_TYPES = [
  'avoid',
  'substitute',
  'dose-reduction',
  'dose-increase',
  'alternative-therapy',
  'dose-adjust',
  'separate',
  'monitor',
  'review',
] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

export interface RecommendationSource {
  label: string;
  url?: string;
}

/** An alert the recommendation answers, by its stable key (see `core/alerts` findingKey). */
export interface ResolvedAlert {
  key: string;
  kind: AlertKind;
  severity: AlertSeverity;
  title: string;
}

/**
 * A drug a knowledge record names as the alternative. `via` says how it was found: named in the
 * record's management text, or a member of a class the text names that has its own curated
 * record with the drug that stays (which supplies `detail`, e.g. the timing).
 */
export interface AlternativeOption {
  drugId: string;
  name: string;
  via: 'named' | 'class';
  /** The class as the record words it ("an antacid"), when `via` is `class`. */
  className: string | null;
  /** The alternative's own curated record with the drug that stays, in words (timing, dose). */
  detail: string | null;
  recordIds: string[];
  sources: RecommendationSource[];
  /**
   * What the alert engine raises when the patient's record is checked again with this drug in
   * place of the one replaced: titles of alerts that involve it. Empty is not "safe": the
   * record's limitations still apply.
   */
  newAlerts: Array<{ severity: AlertSeverity; title: string }>;
  /** Already on the patient's active medication list. */
  alreadyTaking: boolean;
}

/** The change accepting the recommendation can start. */
export type RecommendationChange =
  | {
      kind: 'dose-level';
      drugId: string;
      drugName: string;
      /** Percent of the standard dose the source states; null when it gives a range. */
      percent: number | null;
      range: { min: number; max: number } | null;
      /** The regimen of the patient's treatment history that gives the drug, newest first. */
      regimenId: string | null;
    }
  | {
      kind: 'stop-medication';
      drugId: string;
      drugName: string;
      /** Active orders that give the drug. */
      medicationIds: string[];
    };

export interface Recommendation {
  /** Stable for the same action on the same patient: `type:drugs:rule`. */
  id: string;
  type: RecommendationType;
  /** One sentence, an instruction naming the drug, the figure and the patient's reason. */
  action: string;
  /** The source's own words for the action (paraphrased in the record), when they add to it. */
  detail: string | null;
  /** The most severe alert it resolves. */
  severity: AlertSeverity;
  evidence: { grade: EvidenceGrade; label: string };
  /** From the patient's own data to the rule, one step per line. */
  reasoning: string[];
  sources: RecommendationSource[];
  resolves: ResolvedAlert[];
  drugIds: string[];
  drugs: string[];
  alternatives: AlternativeOption[];
  change: RecommendationChange | null;
  /** What the sources leave open or what else bears on it ("another recommendation also lowers ..."). */
  caveats: string[];
}

export interface RecommendationResult {
  /** Ranked: severity, then evidence, then type, then action. */
  recommendations: Recommendation[];
  /** Alerts no record gives an action for (kept visible: an alert without a recommendation). */
  unresolved: ResolvedAlert[];
}

// ---------------------------------------------------------------------------------------------
// Zod shapes for the API (response allow-lists) and the client.

const sourceSchema = z.object({ label: z.string(), url: z.string().optional() });
const severitySchema = z.enum(ALERT_SEVERITIES);
const resolvedSchema = z.object({
  key: z.string(),
  kind: z.enum(ALERT_KINDS),
  severity: severitySchema,
  title: z.string(),
});

export const recommendationChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dose-level'),
    drugId: z.string(),
    drugName: z.string(),
    percent: z.number().nullable(),
    range: z.object({ min: z.number(), max: z.number() }).nullable(),
    regimenId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('stop-medication'),
    drugId: z.string(),
    drugName: z.string(),
    medicationIds: z.array(z.string()),
  }),
]);

export const recommendationSchema = z.object({
  id: z.string(),
  type: z.enum(RECOMMENDATION_TYPES),
  action: z.string(),
  detail: z.string().nullable(),
  severity: severitySchema,
  evidence: z.object({ grade: z.enum(EVIDENCE_GRADES), label: z.string() }),
  reasoning: z.array(z.string()),
  sources: z.array(sourceSchema),
  resolves: z.array(resolvedSchema),
  drugIds: z.array(z.string()),
  drugs: z.array(z.string()),
  alternatives: z.array(
    z.object({
      drugId: z.string(),
      name: z.string(),
      via: z.enum(['named', 'class']),
      className: z.string().nullable(),
      detail: z.string().nullable(),
      recordIds: z.array(z.string()),
      sources: z.array(sourceSchema),
      newAlerts: z.array(z.object({ severity: severitySchema, title: z.string() })),
      alreadyTaking: z.boolean(),
    }),
  ),
  change: recommendationChangeSchema.nullable(),
  caveats: z.array(z.string()),
});
export { resolvedSchema as resolvedAlertSchema };

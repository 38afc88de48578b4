import { z } from 'zod';
import { safeText } from '../validation/safe-text';

/*
 * The trial search as OncoCDS offers it (issue 14 pins the names): `GET /api/trials` with
 * condition, term, intervention, status, phase, location and the registry's own page token, and
 * the shapes it answers. Values are ClinicalTrials.gov API v2's own enums (its OpenAPI document,
 * components/schemas Status and Phase), so they pass through unchanged.
 */

/** ClinicalTrials.gov API v2 `Status` (overall recruitment status). */
export const CTGOV_STATUSES = [
  'ACTIVE_NOT_RECRUITING',
  'COMPLETED',
  'ENROLLING_BY_INVITATION',
  'NOT_YET_RECRUITING',
  'RECRUITING',
  'SUSPENDED',
  'TERMINATED',
  'WITHDRAWN',
  'AVAILABLE',
  'NO_LONGER_AVAILABLE',
  'TEMPORARILY_NOT_AVAILABLE',
  'APPROVED_FOR_MARKETING',
  'WITHHELD',
  'UNKNOWN',
] as const;
export type CtgovStatus = (typeof CTGOV_STATUSES)[number];

/** ClinicalTrials.gov API v2 `Phase`. */
export const CTGOV_PHASES = ['EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4', 'NA'] as const;
export type CtgovPhase = (typeof CTGOV_PHASES)[number];

export const STATUS_LABELS: Record<CtgovStatus, string> = {
  ACTIVE_NOT_RECRUITING: 'Active, not recruiting',
  COMPLETED: 'Completed',
  ENROLLING_BY_INVITATION: 'Enrolling by invitation',
  NOT_YET_RECRUITING: 'Not yet recruiting',
  RECRUITING: 'Recruiting',
  SUSPENDED: 'Suspended',
  TERMINATED: 'Terminated',
  WITHDRAWN: 'Withdrawn',
  AVAILABLE: 'Available (expanded access)',
  NO_LONGER_AVAILABLE: 'No longer available',
  TEMPORARILY_NOT_AVAILABLE: 'Temporarily not available',
  APPROVED_FOR_MARKETING: 'Approved for marketing',
  WITHHELD: 'Withheld',
  UNKNOWN: 'Unknown status',
};

export const PHASE_LABELS: Record<CtgovPhase, string> = {
  EARLY_PHASE1: 'Early phase 1',
  PHASE1: 'Phase 1',
  PHASE2: 'Phase 2',
  PHASE3: 'Phase 3',
  PHASE4: 'Phase 4',
  NA: 'Not applicable',
};

/** "Phase 2/3" for a study registered with two phases, as the registry itself writes it. */
export function phaseText(phases: readonly string[]): string {
  if (phases.length === 0) return 'Phase not stated';
  const numbered = phases.filter((p) => /^PHASE\d$/.test(p));
  if (numbered.length === phases.length && numbered.length > 1) {
    return `Phase ${numbered.map((p) => p.slice(5)).join('/')}`;
  }
  return phases.map((p) => PHASE_LABELS[p as CtgovPhase] ?? p).join(', ');
}

export const NCT_ID = /^NCT\d{8}$/;

/** An NCT number in any case (the registry accepts `nct…` too); answered in upper case. */
export const nctIdSchema = z
  .string()
  .trim()
  .regex(/^(NCT|nct)\d{8}$/, 'must be an NCT number such as NCT01234567')
  .transform((s) => s.toUpperCase());

export const REGISTRY_STUDY_URL = 'https://clinicaltrials.gov/study/';

/** The public page of a study on ClinicalTrials.gov. */
export function registryUrl(nctId: string): string {
  return `${REGISTRY_STUDY_URL}${nctId}`;
}

const queryText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    safeText().trim().max(max, `must be at most ${max} characters`).optional(),
  );

/** A comma-separated list of enum values in any case, e.g. `recruiting,not_yet_recruiting`. */
const enumList = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim().toUpperCase())
            .filter((s) => s.length > 0)
        : v,
    z
      .array(z.enum(values, { error: `${name} must be one or more of ${values.join(', ')}` }), {
        error: `${name} must be one or more of ${values.join(', ')}, comma-separated`,
      })
      .max(values.length, `${name} lists too many values`)
      .optional(),
  );

/**
 * The registry's paging token, passed back exactly as it gave it. Its tokens are URL-safe
 * base64-like text; anything else cannot be one, and is refused before it is sent on.
 */
export const pageTokenSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(1000, 'must be at most 1000 characters')
  .regex(/^[A-Za-z0-9_\-.~+/=]+$/, 'is not a page token this API gave');

export const TRIAL_PAGE_SIZE = 10;

export const trialSearchQuerySchema = z
  .object({
    /** Conditions or disease (ClinicalTrials.gov `query.cond`). */
    condition: queryText(200),
    /** Other terms (`query.term`). */
    term: queryText(200),
    /** Intervention or treatment (`query.intr`). */
    intervention: queryText(200),
    /** Overall status, one or more (`filter.overallStatus`). */
    status: enumList(CTGOV_STATUSES, 'status'),
    /** Phase, one or more (`filter.advanced` AREA[Phase]). */
    phase: enumList(CTGOV_PHASES, 'phase'),
    /** Location terms: city, state, country, postal code or facility (`query.locn`). */
    location: queryText(200),
    /** `nextPageToken` of the previous page, unchanged; every other parameter must stay the same. */
    pageToken: z.preprocess((v) => (v === '' ? undefined : v), pageTokenSchema.optional()),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a whole number from 1 to 50' })
      .int('pageSize must be a whole number from 1 to 50')
      .min(1, 'pageSize must be a whole number from 1 to 50')
      .max(50, 'pageSize must be a whole number from 1 to 50')
      .default(TRIAL_PAGE_SIZE),
  })
  .strict()
  .refine((q) => q.condition || q.term || q.intervention || q.location, {
    path: ['condition'],
    error: 'give at least one of condition, term, intervention or location',
  });
export type TrialSearchQuery = z.output<typeof trialSearchQuerySchema>;
export type TrialSearchInput = z.input<typeof trialSearchQuerySchema>;

/** `GET /api/trials/:nctId` and `/match`: the study, and for the detail its site ranking. */
export const trialParamsSchema = z.object({ nctId: nctIdSchema }).strict();
export const trialDetailQuerySchema = z.object({ location: queryText(200) }).strict();
export const trialMatchQuerySchema = z.object({ patientId: z.uuid() }).strict();

// ---------------------------------------------------------------------------------------------
// Responses

export const trialLocationSchema = z.object({
  facility: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  /** The site's own recruitment status (ClinicalTrials.gov `RecruitmentStatus`), when stated. */
  status: z.string().nullable(),
  /** True when the site matched the words of the location searched for. */
  matchesLocation: z.boolean(),
});
export type TrialLocation = z.infer<typeof trialLocationSchema>;

export const trialInterventionSchema = z.object({
  type: z.string().nullable(),
  name: z.string(),
  otherNames: z.array(z.string()),
});
export type TrialIntervention = z.infer<typeof trialInterventionSchema>;

export const trialEligibilitySchema = z.object({
  /** `ALL`, `FEMALE` or `MALE` as registered; null when the record does not say. */
  sex: z.enum(['ALL', 'FEMALE', 'MALE']).nullable(),
  /** As registered, e.g. "18 Years"; null means no limit stated. */
  minimumAge: z.string().nullable(),
  maximumAge: z.string().nullable(),
  /** `CHILD`, `ADULT`, `OLDER_ADULT`, derived by the registry from the age limits. */
  stdAges: z.array(z.string()),
  healthyVolunteers: z.boolean().nullable(),
  /** One line of the structured fields above, for a result list. */
  summary: z.string(),
});
export type TrialEligibility = z.infer<typeof trialEligibilitySchema>;

export const trialSummarySchema = z.object({
  nctId: z.string(),
  title: z.string(),
  acronym: z.string().nullable(),
  phases: z.array(z.string()),
  status: z.string().nullable(),
  studyType: z.string().nullable(),
  conditions: z.array(z.string()),
  interventions: z.array(trialInterventionSchema),
  eligibility: trialEligibilitySchema,
  /** The sites nearest the location searched for (those matching its words first), at most 3. */
  locations: z.array(trialLocationSchema),
  locationCount: z.number().int(),
  /** When the record was last updated on the registry (YYYY-MM-DD), when stated. */
  lastUpdated: z.string().nullable(),
  registryUrl: z.string(),
});
export type TrialSummary = z.infer<typeof trialSummarySchema>;

export const trialSearchResponseSchema = z.object({
  studies: z.array(trialSummarySchema),
  /** The registry's token for the next page, unchanged; null on the last page. */
  nextPageToken: z.string().nullable(),
  /** Studies matching in all pages; the registry counts them on the first page only. */
  totalCount: z.number().int().nullable(),
});
export type TrialSearchResponse = z.infer<typeof trialSearchResponseSchema>;

export const trialDetailSchema = trialSummarySchema.extend({
  officialTitle: z.string().nullable(),
  briefSummary: z.string().nullable(),
  keywords: z.array(z.string()),
  sponsor: z.string().nullable(),
  eligibility: trialEligibilitySchema.extend({
    /** The eligibility criteria exactly as registered (markdown text); never interpreted. */
    criteria: z.string().nullable(),
    genderBased: z.boolean().nullable(),
    genderDescription: z.string().nullable(),
  }),
  /** Every site, the nearest to the location asked for first (at most 200). */
  locations: z.array(trialLocationSchema),
});
export type TrialDetail = z.infer<typeof trialDetailSchema>;

export const CRITERION_STATUSES = ['met', 'not-met', 'unknown'] as const;
export type CriterionStatus = (typeof CRITERION_STATUSES)[number];

export const CRITERION_IDS = [
  'condition',
  'age',
  'sex',
  'stage',
  'disease-status',
  'performance-status',
  'biomarkers',
  'prior-therapy',
  'prior-lines',
  'labs',
] as const;
export type CriterionId = (typeof CRITERION_IDS)[number];

/**
 * One rule read from the eligibility text (or a listed condition) and judged on the record
 * (issue 20): the item as registered, where it sits, and the result with the fact used.
 */
export const criterionFindingSchema = z.object({
  section: z.enum(['inclusion', 'exclusion', 'unsectioned', 'conditions']),
  text: z.string(),
  status: z.enum(CRITERION_STATUSES),
  reason: z.string(),
});
export type CriterionFinding = z.infer<typeof criterionFindingSchema>;

export const criterionResultSchema = z.object({
  id: z.enum(CRITERION_IDS),
  label: z.string(),
  status: z.enum(CRITERION_STATUSES),
  /** Why, in words: what was compared with what, and how it matched. */
  reason: z.string(),
  /** What the registry states for this criterion, or null. */
  study: z.string().nullable(),
  /** What the patient's record states, or null. */
  patient: z.string().nullable(),
  /** The eligibility-text rules this criterion judged, each with its own result and fact. */
  findings: z.array(criterionFindingSchema),
});
export type CriterionResult = z.infer<typeof criterionResultSchema>;

export const trialMatchSchema = z.object({
  nctId: z.string(),
  patientId: z.string(),
  /** False: the de-identified view (researchers, students): dates shifted, free text withheld. */
  identified: z.boolean(),
  criteria: z.array(criterionResultSchema),
  counts: z.object({ met: z.number().int(), notMet: z.number().int(), unknown: z.number().int() }),
  /** The eligibility text as registered, to read beside the structured result. */
  eligibilityCriteria: z.string().nullable(),
  registryUrl: z.string(),
  evaluatedAt: z.string(),
});
export type TrialMatch = z.infer<typeof trialMatchSchema>;

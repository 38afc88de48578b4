import { z } from 'zod';
import { feedbackCategorySchema, feedbackTypeSchema, prioritySchema } from '../feedback/schemas';
import { hlaBRiskAlleleSchema, pgxGeneSchema } from '../knowledge/pgx';
import { pgxPhenotypeSchema } from '../pgx/schemas';
import { PLATFORM_FAMILIES } from './platform';

/**
 * The product events analytics count (issue 15), one schema per type. Properties are codes,
 * categories and counts only: never a patient id, name, MRN, date of birth or free text, never a
 * raw search string (a user may type a patient's name into a drug search). The server records
 * them through `src/server/lib/events.ts`; `/analytics` computes every figure from them.
 */
const severity = z.enum(['low', 'medium', 'high', 'critical']);
const interactionSeverity = z.enum(['contraindicated', 'major', 'moderate', 'minor']);
const code = z.string().regex(/^[a-z0-9][a-z0-9._:+/-]{0,79}$/i, 'a code, not free text');

export const analyticsEventSchemas = {
  /** A drug chosen from search or opened (resolved knowledge-base ids, not the typed text). */
  'drug.search': z.object({ drugIds: z.array(code).max(20), results: z.number().int().min(0) }),
  'drug.view': z.object({ drugId: code }),
  /** An interaction check: how many drugs, and findings by severity. */
  'interaction.check': z.object({
    drugCount: z.number().int().min(0),
    unresolved: z.number().int().min(0),
    findings: z.partialRecord(interactionSeverity, z.number().int().min(0)),
  }),
  /** A patient alert raised for the first time (or again at a new severity). */
  'alert.raised': z.object({ kind: code, severity }),
  'alert.acknowledged': z.object({
    kind: code,
    severity,
    reason: code,
    /** Nurse or student acknowledgement awaiting co-signature. */
    pending: z.boolean(),
  }),
  /** A pending acknowledgement co-signed or declined; `reason` is the acknowledgement's. */
  'alert.cosigned': z.object({
    kind: code,
    severity,
    reason: code,
    decision: z.enum(['approve', 'reject']),
  }),
  /**
   * A phenotype the CPIC engine computed (POST /api/pgx/evaluate): the gene (with the HLA-B risk
   * allele it refers to) and the phenotype, both from closed vocabularies.
   */
  'pgx.phenotype': z.object({
    gene: pgxGeneSchema,
    allele: hlaBRiskAlleleSchema.optional(),
    phenotype: pgxPhenotypeSchema,
  }),
  /** A CDS Hooks card returned to an EHR, and what the clinician did with it. */
  'cds.card': z.object({ serviceId: code, indicator: z.enum(['info', 'warning', 'critical']) }),
  'cds.feedback': z.object({
    serviceId: code,
    outcome: z.enum(['accepted', 'overridden']),
    overrideReason: code.optional(),
  }),
  /** A feedback item stored: its classification only, never its text. */
  'feedback.submitted': z.object({
    type: feedbackTypeSchema,
    category: feedbackCategorySchema,
    priority: prioritySchema,
  }),
  /** The app installed from the browser: the operating-system family only (see platform.ts). */
  'pwa.install': z.object({ platform: z.enum(PLATFORM_FAMILIES) }),
  /** A FHIR import written (issue 14): where from, new or existing patient, and the report's counts. */
  'fhir.import': z.object({
    source: z.enum(['upload', 'remote', 'smart']),
    mode: z.enum(['create', 'add', 'update']),
    resources: z.number().int().min(0),
    mapped: z.number().int().min(0),
    skipped: z.number().int().min(0),
    unresolved: z.number().int().min(0),
  }),
  /** A patient exported as a FHIR Bundle, in which view, and how many resources it held. */
  'fhir.export': z.object({
    view: z.enum(['identified', 'deidentified']),
    resources: z.number().int().min(0),
  }),
} as const;

export type AnalyticsEventType = keyof typeof analyticsEventSchemas;
export type AnalyticsEventProperties<T extends AnalyticsEventType> = z.infer<
  (typeof analyticsEventSchemas)[T]
>;
export const ANALYTICS_EVENT_TYPES = Object.keys(analyticsEventSchemas) as AnalyticsEventType[];

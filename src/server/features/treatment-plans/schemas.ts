import { z } from 'zod';
import { appliedPolicySchema } from '../../../core/alert-policy';
import { ALERT_SEVERITIES } from '../../../core/alerts';
import { BSA_FORMULAS } from '../../../core/dosing';
import { isoDateSchema } from '../../../core/patients';
import {
  CYCLE_STATUSES,
  ORDER_STATUSES,
  PLAN_INTENTS,
  PLAN_STATUSES,
} from '../../../core/treatment-plans';
import { safeText } from '../../../core/validation/safe-text';

/*
 * Treatment plan API (issue 19). The names are pinned by the issue: other tools read them.
 * Responses are allow-lists; the de-identified view (researcher, student) shifts every date and
 * withholds free text people typed (reasons) and staff names.
 */

export const patientIdParams = z.object({ id: z.uuid() });
export const planIdParams = z.object({ planId: z.uuid() });
export const cycleParams = z.object({ planId: z.uuid(), n: z.coerce.number().int().min(1).max(1000) });
export const orderParams = z.object({ planId: z.uuid(), orderId: z.uuid() });

const reason = (field: string) =>
  safeText()
    .trim()
    .min(3, `${field} must be at least 3 characters`)
    .max(500, `${field} must be at most 500 characters`);

const timestamp = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });

export const createPlanSchema = z
  .object({
    regimenId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'regimenId must be a regimen id'),
    startDate: isoDateSchema,
    cycles: z.number().int().min(1).max(60).optional(),
    intent: z.enum(PLAN_INTENTS).optional(),
    bsaFormula: z.enum(BSA_FORMULAS).optional(),
    doseRoundingPercent: z.union([z.literal(0), z.literal(5), z.literal(10)]).optional(),
    replacesCurrentTherapy: z.boolean().optional(),
  })
  .strict();
export type CreatePlanInput = z.infer<typeof createPlanSchema>;

const quantityIn = z
  .object({
    value: z.number().positive('value must be greater than 0').max(100_000),
    unit: z.enum(['mg', 'units']),
  })
  .strict();

export const verifySchema = z
  .object({
    orders: z
      .array(z.object({ orderId: z.uuid(), independentDose: quantityIn }).strict())
      .min(1, 'orders must name at least one order')
      .max(100),
    acceptVarianceReason: reason('acceptVarianceReason').optional(),
  })
  .strict();
export type VerifyInput = z.infer<typeof verifySchema>;

export const releaseSchema = z
  .object({ overrideReason: reason('overrideReason').optional() })
  .strict()
  .default({});

export const administerSchema = z
  .object({
    doseGiven: quantityIn,
    startedAt: timestamp,
    completedAt: timestamp.optional(),
    /** The second practitioner who checked at the bedside (ASCO/ONS): a name or staff id. */
    secondCheckBy: safeText().trim().min(2).max(200).optional(),
  })
  .strict();
export type AdministerInput = z.infer<typeof administerSchema>;

export const modifySchema = z
  .object({
    percent: z.number().min(10, 'percent must be between 10 and 150').max(150, 'percent must be between 10 and 150'),
    reason: reason('reason'),
  })
  .strict();

export const discontinueSchema = z.object({ reason: reason('reason') }).strict();

/** Hold or unhold one order (oncologist): the reason is audited and shown on the order. */
export const holdSchema = z.object({ reason: reason('reason') }).strict();

// ---------------------------------------------------------------------------------------------
// Responses

const quantity = z.object({ value: z.number(), unit: z.string() });

export const orderViewSchema = z.object({
  id: z.string(),
  /** An oncologist's hold of this order, with its reason. */
  hold: z.object({ by: z.string().nullable(), at: z.string(), reason: z.string() }).optional(),
  drugName: z.string(),
  rxcui: z.string().nullable(),
  day: z.number(),
  days: z.array(z.number()),
  timesPerDay: z.number(),
  route: z.string(),
  doseBasis: quantity,
  calculatedDose: quantity.nullable(),
  roundedDose: quantity.nullable(),
  rounding: z.object({
    status: z.enum(['rounded', 'not-rounded']),
    text: z.string(),
    deviationPercent: z.number(),
  }),
  modificationPercent: z.number(),
  modificationReason: z.string().optional(),
  status: z.enum(ORDER_STATUSES),
  working: z.array(z.string()),
  warnings: z.array(z.string()),
  verification: z
    .object({
      by: z.string().nullable(),
      at: z.string(),
      independentDose: quantity,
      variancePercent: z.number(),
      acceptVarianceReason: z.string().optional(),
    })
    .optional(),
  administration: z
    .object({
      by: z.string().nullable(),
      at: z.string(),
      doseGiven: quantity,
      startedAt: z.string(),
      completedAt: z.string().optional(),
      secondCheckBy: z.string().optional(),
    })
    .optional(),
});

const parameterViewSchema = z.object({
  lab: z.string(),
  label: z.string(),
  operator: z.enum(['<', '<=', '>', '>=']),
  threshold: z.number(),
  unit: z.string(),
  xUln: z.number().optional(),
  latest: z.object({ value: z.number(), unit: z.string(), timestamp: z.string() }).nullable(),
  met: z.boolean().nullable(),
  reason: z.string().optional(),
  action: z.string(),
  text: z.string(),
  source: z.string(),
});

export const cycleViewSchema = z.object({
  number: z.number(),
  startDate: z.string(),
  status: z.enum(CYCLE_STATUSES),
  signedBy: z.string().nullable().optional(),
  signedAt: z.string().optional(),
  release: z
    .object({ by: z.string().nullable(), at: z.string(), overrideReason: z.string().optional() })
    .optional(),
  parameters: z.array(parameterViewSchema),
  orders: z.array(orderViewSchema),
});

const planAlertSchema = z.object({
  kind: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  drugs: z.array(z.string()),
  rationale: z.string(),
  management: z.string(),
  sources: z.array(z.object({ label: z.string(), url: z.string().optional() })),
  /** Set when the institution's alert policy grades it (issue 22): the knowledge base's own. */
  kbSeverity: z.enum(ALERT_SEVERITIES).optional(),
  localPolicy: appliedPolicySchema.optional(),
});

export const planViewSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  regimenId: z.string(),
  regimenName: z.string(),
  status: z.enum(PLAN_STATUSES),
  intent: z.enum(PLAN_INTENTS),
  startDate: z.string(),
  cycleLengthDays: z.number(),
  doseRoundingPercent: z.number(),
  replacesCurrentTherapy: z.boolean(),
  measurements: z.object({
    heightCm: z.number(),
    weightKg: z.number(),
    bsa: z.number(),
    bsaFormula: z.string(),
    crcl: z.number().nullable(),
    crclWeightBasis: z.string(),
    creatinine: z.number().nullable(),
    measuredAt: z.string(),
    /** Issue 19: when the height and weight of the dose basis were measured (null: undated). */
    heightMeasuredAt: z.string().nullable(),
    weightMeasuredAt: z.string().nullable(),
    creatinineAt: z.string().nullable(),
    /** The record's weight now, against the dose basis `weightKg`. */
    currentWeightKg: z.number().nullable(),
    /** Weight undated, older than the window or changed over 10% (product defaults). */
    findings: z.array(
      z.object({
        kind: z.enum(['weight-undated', 'weight-stale', 'weight-changed', 'weight-missing']),
        text: z.string(),
        basis: z.literal('product-default'),
      }),
    ),
  }),
  warnings: z.array(z.string()),
  working: z.array(z.string()),
  cycles: z.array(cycleViewSchema),
  alerts: z.array(planAlertSchema),
  limitations: z.array(z.string()),
  discontinued: z.object({ at: z.string(), reason: z.string() }).optional(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PlanView = z.infer<typeof planViewSchema>;

export const planListSchema = z.object({ plans: z.array(planViewSchema) });

export const verificationQueueSchema = z.object({
  items: z.array(
    z.object({
      planId: z.string(),
      patientId: z.string(),
      patientName: z.string().nullable(),
      mrn: z.string().nullable(),
      regimenName: z.string(),
      cycle: z.number(),
      cycleStartDate: z.string(),
      signedAt: z.string().nullable(),
      signedBy: z.string().nullable(),
      measurements: planViewSchema.shape.measurements,
      orders: z.array(orderViewSchema),
    }),
  ),
});

export const administrationQueueSchema = z.object({
  items: z.array(
    z.object({
      planId: z.string(),
      patientId: z.string(),
      patientName: z.string().nullable(),
      mrn: z.string().nullable(),
      regimenName: z.string(),
      cycle: z.number(),
      orders: z.array(orderViewSchema),
    }),
  ),
});

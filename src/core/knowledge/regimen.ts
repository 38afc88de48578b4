import { z } from 'zod';
import { emetogenicRiskSchema, routeSchema } from './drug';
import { sourceSchema, sourcesSchema } from './source';

const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');

/** Cancers the regimen library covers. Kept coarse on purpose: the regimen's `setting` says more. */
export const cancerSchema = z.enum([
  'breast',
  'colorectal',
  'anal',
  'nsclc',
  'sclc',
  'mesothelioma',
  'hodgkin-lymphoma',
  'dlbcl',
  'multiple-myeloma',
  'gastric',
  'oesophageal',
  'pancreatic',
  'biliary',
  'head-and-neck',
  'bladder',
  'ovarian',
  'cervical',
  'endometrial',
  'germ-cell',
  'soft-tissue-sarcoma',
  'prostate',
]);
export type Cancer = z.infer<typeof cancerSchema>;

/** `curative` includes (neo)adjuvant and definitive treatment; `palliative` is non-curative intent. */
export const intentSchema = z.enum(['curative', 'palliative']);
export type Intent = z.infer<typeof intentSchema>;

export const settingSchema = z.enum([
  'neoadjuvant',
  'adjuvant',
  'perioperative',
  'definitive-chemoradiation',
  'induction',
  'consolidation',
  'maintenance',
  'first-line',
  'second-line',
  'later-line',
]);
export type Setting = z.infer<typeof settingSchema>;

/**
 * How one administration is dosed.
 * - `mg/m2`, `units/m2`: scaled by body-surface area;
 * - `mg/kg`: scaled by actual body weight (as in the trials and labels cited);
 * - `AUC`: carboplatin target AUC in mg/mL·min, dosed by the Calvert formula;
 * - `flat`: a fixed amount in `unit`.
 */
export const doseBasisSchema = z.enum(['mg/m2', 'units/m2', 'mg/kg', 'AUC', 'flat']);
export type DoseBasis = z.infer<typeof doseBasisSchema>;

/** A stated maximum course: months from the first dose, a number of administrations, or both. */
export const regimenMaxCourseSchema = z
  .object({
    months: z.number().positive().max(120).optional(),
    administrations: z.number().int().positive().optional(),
    /** The limit as the source states it, paraphrased. */
    text: z.string().min(5),
  })
  .strict()
  .refine((m) => m.months !== undefined || m.administrations !== undefined, {
    message: 'a maximum course states months or administrations',
  });
export type RegimenMaxCourse = z.infer<typeof regimenMaxCourseSchema>;

export const regimenDoseSchema = z.discriminatedUnion('basis', [
  z.object({ basis: z.literal('mg/m2'), value: z.number().positive() }).strict(),
  z.object({ basis: z.literal('units/m2'), value: z.number().positive() }).strict(),
  z.object({ basis: z.literal('mg/kg'), value: z.number().positive() }).strict(),
  z.object({ basis: z.literal('AUC'), value: z.number().positive().max(10) }).strict(),
  z
    .object({
      basis: z.literal('flat'),
      value: z.number().positive(),
      unit: z.enum(['mg', 'units']),
    })
    .strict(),
]);
export type RegimenDose = z.infer<typeof regimenDoseSchema>;

export const regimenComponentSchema = z
  .object({
    /** A roster drug id (see `src/knowledge/drugs`). */
    drugId: kebabId,
    /** Formulation when it changes the dose, e.g. 'protein-bound (nab-paclitaxel)'. */
    formulation: z.string().min(3).optional(),
    dose: regimenDoseSchema,
    route: routeSchema,
    /** Days of the cycle on which the drug is given, 1-based. */
    days: z.array(z.number().int().min(1).max(84)).min(1),
    /** Administrations on each listed day (2 = twice daily). */
    timesPerDay: z.number().int().min(1).max(4).default(1),
    /** Infusion duration and any sequencing, paraphrased from the source. */
    administration: z.string().min(3).optional(),
    /**
     * One continuous infusion (an ambulatory pump) rather than separate daily doses, so the order
     * states the total per pump, the duration and the rate (ISMP: no bare "Days 1, 2" for one
     * infusion). `dosePer: 'day'`: the dose is per day over the listed days (mFOLFOX6 1200 mg/m²
     * per day on days 1-2). `dosePer: 'infusion'`: the dose is the pump's total, started on the
     * single listed day (FOLFIRI 2400 mg/m² over 46 hours).
     */
    continuousInfusion: z
      .object({
        hours: z
          .number()
          .positive()
          .max(24 * 14),
        dosePer: z.enum(['day', 'infusion']),
      })
      .strict()
      .optional(),
    /** Per-administration ceiling in mg or units, as the cited trial or label states (vincristine 2 mg). */
    capMg: z.number().positive().optional(),
    /** BSA ceiling stated by the label, e.g. carfilzomib dosed on at most 2.2 m². */
    bsaCapM2: z.number().positive().optional(),
    /**
     * False for drugs whose labels recommend no dose reduction (monoclonal antibodies, checkpoint
     * inhibitors) and for modulators such as leucovorin and mesna: a regimen dose level leaves them.
     */
    doseLevelApplies: z.boolean().default(true),
    /**
     * The longest course of this drug, counted from its first dose in the regimen across every
     * phase (issue 22): nivolumab 2 years, durvalumab consolidation 12 months, trastuzumab one year
     * in total, pembrolizumab 35 administrations. Schedules built from the regimen stop here
     * instead of reading a note. Optional: absent means the regimen states no maximum.
     */
    maxCourse: regimenMaxCourseSchema.optional(),
    notes: z.array(z.string().min(3)).default([]),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.dose.basis === 'AUC' && c.drugId !== 'carboplatin') {
      ctx.addIssue({ code: 'custom', message: 'AUC dosing is defined only for carboplatin' });
    }
    if (new Set(c.days).size !== c.days.length) {
      ctx.addIssue({ code: 'custom', message: 'days must not repeat' });
    }
    const pump = c.continuousInfusion;
    if (pump && (c.timesPerDay !== 1 || c.route !== 'iv')) {
      ctx.addIssue({ code: 'custom', message: 'a continuous infusion is one IV administration' });
    }
    if (pump?.dosePer === 'infusion' && c.days.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'a per-infusion dose starts on one listed day' });
    }
    if (pump?.dosePer === 'day') {
      const consecutive = c.days.every((d, i) => i === 0 || d === (c.days[i - 1] ?? 0) + 1);
      if (
        !consecutive ||
        pump.hours > c.days.length * 24 ||
        pump.hours <= (c.days.length - 1) * 24
      ) {
        ctx.addIssue({
          code: 'custom',
          message: 'a per-day continuous infusion covers consecutive days that its hours span',
        });
      }
    }
  });
export type RegimenComponent = z.infer<typeof regimenComponentSchema>;
export type RegimenComponentInput = z.input<typeof regimenComponentSchema>;

export const cyclesSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), count: z.number().int().min(1) }).strict(),
  z
    .object({
      type: z.literal('range'),
      min: z.number().int().min(1),
      max: z.number().int().min(1),
    })
    .strict()
    .refine((r) => r.max > r.min, 'range max must exceed min'),
  /** Until progression or unacceptable toxicity, optionally with a stated maximum. */
  z
    .object({
      type: z.literal('until-progression'),
      maxCount: z.number().int().min(1).optional(),
    })
    .strict(),
]);
export type Cycles = z.infer<typeof cyclesSchema>;

/** A block of identical cycles. Most regimens have one; AC→T, R-CHOP + R, KRd, D-VRd have several. */
export const regimenPhaseSchema = z
  .object({
    id: kebabId,
    name: z.string().min(2),
    cycleLengthDays: z.number().int().min(1).max(84),
    cycles: cyclesSchema,
    components: z.array(regimenComponentSchema).min(1),
    notes: z.array(z.string().min(3)).default([]),
  })
  .strict()
  .superRefine((p, ctx) => {
    p.components.forEach((c, i) => {
      const late = c.days.filter((d) => d > p.cycleLengthDays);
      if (late.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['components', i, 'days'],
          message: `day(s) ${late.join(', ')} fall outside the ${p.cycleLengthDays}-day cycle`,
        });
      }
    });
  });
export type RegimenPhase = z.infer<typeof regimenPhaseSchema>;

/** Lab or toxicity that a structured dose-modification rule reads. Units are fixed per parameter. */
export const modificationParameterSchema = z.enum([
  'anc', // × 10^9/L
  'platelets', // × 10^9/L
  'crcl', // mL/min (Cockcroft-Gault unless the source says otherwise)
  'bilirubin-x-uln',
  'ast-alt-x-uln',
  'neuropathy-grade', // CTCAE grade
  'nonhematologic-grade', // CTCAE grade
]);
export type ModificationParameter = z.infer<typeof modificationParameterSchema>;

export const PARAMETER_UNITS: Record<ModificationParameter, string> = {
  anc: '× 10^9/L',
  platelets: '× 10^9/L',
  crcl: 'mL/min',
  'bilirubin-x-uln': '× ULN',
  'ast-alt-x-uln': '× ULN',
  'neuropathy-grade': 'CTCAE grade',
  'nonhematologic-grade': 'CTCAE grade',
};

export const doseModificationSchema = z
  .object({
    /** Drugs the rule applies to; omitted = the whole regimen. */
    drugIds: z.array(kebabId).min(1).optional(),
    /** Machine-readable trigger when the rule is a single threshold. */
    trigger: z
      .object({
        parameter: modificationParameterSchema,
        comparator: z.enum(['<', '<=', '>', '>=']),
        value: z.number().nonnegative(),
        /** `day-1`: checked before each cycle; `any`: at any time. */
        timing: z.enum(['day-1', 'before-each-dose', 'any']),
      })
      .strict()
      .optional(),
    action: z.enum(['delay', 'reduce', 'omit', 'discontinue', 'hold-until-recovery', 'avoid']),
    /** Percentage of the full dose to give after the change, when the source states it. */
    reduceToPercent: z.number().gt(0).lt(100).optional(),
    /** The rule in words, paraphrased; always present so the UI never has to rebuild it. */
    text: z.string().min(10),
    source: sourceSchema.optional(),
  })
  .strict();
export type DoseModification = z.infer<typeof doseModificationSchema>;

export const growthFactorSupportSchema = z
  .object({
    /** As used in the cited trial or label: `required` when the schedule depends on it (dose-dense). */
    level: z.enum(['required', 'recommended', 'consider', 'not-routine']),
    text: z.string().min(5),
  })
  .strict();

export const premedicationSchema = z
  .object({
    drugId: kebabId.optional(),
    text: z.string().min(5),
  })
  .strict();

export const regimenSchema = z
  .object({
    id: kebabId,
    name: z.string().min(2),
    aliases: z.array(z.string().min(2)).default([]),
    cancers: z.array(cancerSchema).min(1),
    intent: z.array(intentSchema).min(1),
    setting: z.array(settingSchema).min(1),
    /** Biomarker or eligibility context the regimen was tested in, e.g. 'HER2-positive'. */
    population: z.string().min(3).optional(),
    phases: z.array(regimenPhaseSchema).min(1),
    /** The highest-risk day of the regimen (MASCC/ESMO and ASCO antiemetic guideline categories). */
    emetogenicRisk: emetogenicRiskSchema,
    premedication: z.array(premedicationSchema).default([]),
    growthFactorSupport: growthFactorSupportSchema,
    monitoring: z.array(z.string().min(3)).min(1),
    doseModifications: z.array(doseModificationSchema).default([]),
    notes: z.array(z.string().min(3)).default([]),
    /** Primary trial PMIDs and/or FDA label sections that the doses come from. */
    sources: sourcesSchema,
  })
  .strict()
  .superRefine((r, ctx) => {
    const phaseIds = r.phases.map((p) => p.id);
    if (new Set(phaseIds).size !== phaseIds.length) {
      ctx.addIssue({ code: 'custom', path: ['phases'], message: 'phase ids must be unique' });
    }
    const hasPrimary = r.sources.some((s) => s.kind === 'pubmed' || s.kind === 'label');
    if (!hasPrimary) {
      ctx.addIssue({
        code: 'custom',
        path: ['sources'],
        message: 'a regimen needs a primary trial (pubmed) or an FDA label source',
      });
    }
  });
export type Regimen = z.infer<typeof regimenSchema>;
export type RegimenInput = z.input<typeof regimenSchema>;

/** Every component of every phase, with its phase, in order. */
export function regimenComponents(
  regimen: Regimen,
): { phase: RegimenPhase; component: RegimenComponent }[] {
  return regimen.phases.flatMap((phase) =>
    phase.components.map((component) => ({ phase, component })),
  );
}

/** Planned cycles of a phase for cumulative-dose projection: the count, the range maximum, or unknown. */
export function plannedCycles(cycles: Cycles): number | undefined {
  switch (cycles.type) {
    case 'fixed':
      return cycles.count;
    case 'range':
      return cycles.max;
    case 'until-progression':
      return cycles.maxCount;
  }
}

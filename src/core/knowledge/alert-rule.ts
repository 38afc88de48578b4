import { z } from 'zod';
import { sourceSchema, sourcesSchema } from './source';

/*
 * Schemas for the rule data the patient alert engine reads (`src/knowledge/alert-rules`): allergy
 * cross-sensitivity classes, per-drug pre-treatment lab thresholds, therapeutic-duplication classes
 * with their cited exemptions, and the QT and cumulative-dose thresholds. Every record cites its
 * source; the engine (`src/core/alerts`) holds no clinical number of its own.
 */

const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');
const severity = z.enum(['low', 'medium', 'high', 'critical']);

/** How often a reaction to one member recurs with another, as the cited source describes it. */
export const crossReactivitySchema = z.enum(['substantial', 'low']);
export type CrossReactivity = z.infer<typeof crossReactivitySchema>;

/**
 * A drug-allergy cross-sensitivity class. Members are drug ids, class tags of the drug records,
 * or (for drugs the knowledge base does not hold yet, such as the beta-lactams) plain names that an
 * allergy list may carry. `terms` are words that name the class itself ("penicillins", "sulfa").
 */
export const allergyClassSchema = z
  .object({
    id: kebabId,
    name: z.string().min(3),
    terms: z.array(z.string().min(2)).default([]),
    drugIds: z.array(kebabId).default([]),
    classTags: z.array(kebabId).default([]),
    memberNames: z.array(z.string().min(2)).default([]),
    withinClass: z.object({ level: crossReactivitySchema, text: z.string().min(10) }).strict(),
    /**
     * Drugs that share a chemical feature with the class but are not cross-reactive (the
     * non-antibiotic sulfonamides): they are never alerted for this class, and the engine says so.
     */
    notCrossReactive: z
      .array(z.object({ drugIds: z.array(kebabId).min(1), text: z.string().min(10) }).strict())
      .default([]),
    sources: sourcesSchema,
  })
  .strict();
export type AllergyClass = z.infer<typeof allergyClassSchema>;
export type AllergyClassInput = z.input<typeof allergyClassSchema>;

/** Cross-sensitivity between two classes (penicillins and cephalosporins), in both directions. */
export const allergyCrossLinkSchema = z
  .object({
    id: kebabId,
    classes: z.tuple([kebabId, kebabId]),
    level: crossReactivitySchema,
    text: z.string().min(10),
    management: z.string().min(10),
    sources: sourcesSchema,
  })
  .strict();
export type AllergyCrossLink = z.infer<typeof allergyCrossLinkSchema>;

/**
 * What a lab threshold reads. Catalogue lab names (`src/core/patients/labs.ts`), plus values the
 * engine derives: `crcl` (Cockcroft-Gault, mL/min) and `lvef-drop` (absolute fall in LVEF points
 * from the first recorded value).
 */
export const thresholdParameterSchema = z.enum([
  'anc',
  'platelets',
  'hemoglobin',
  'wbc',
  'bilirubin',
  'alt',
  'ast',
  'alkaline-phosphatase',
  'creatinine',
  'crcl',
  'lvef',
  'lvef-drop',
  'qtc',
  'potassium',
  'magnesium',
  'calcium',
  'inr',
]);
export type ThresholdParameter = z.infer<typeof thresholdParameterSchema>;

export const thresholdConditionSchema = z
  .object({
    parameter: thresholdParameterSchema,
    comparator: z.enum(['<', '<=', '>', '>=']),
    value: z.number(),
    /** `absolute`: the catalogue's canonical unit; `x-uln`: multiples of the catalogue ULN. */
    scale: z.enum(['absolute', 'x-uln']).default('absolute'),
  })
  .strict();
export type ThresholdCondition = z.infer<typeof thresholdConditionSchema>;

/**
 * A label's pre-treatment (or on-treatment) threshold for a drug that is due. The alert fires when
 * every condition holds on the latest value within `windowDays`; a missing or older value is a
 * "no recent value" limitation, never silence.
 */
export const labThresholdRuleSchema = z
  .object({
    id: kebabId,
    drugIds: z.array(kebabId).min(1),
    conditions: z.array(thresholdConditionSchema).min(1),
    severity,
    /** Days a value stays usable; omitted = the product default for the drug (see recency). */
    windowDays: z.number().int().positive().optional(),
    title: z.string().min(5),
    /** The label's rule, paraphrased. */
    text: z.string().min(10),
    management: z.string().min(10),
    sources: sourcesSchema,
  })
  .strict();
export type LabThresholdRule = z.infer<typeof labThresholdRuleSchema>;
export type LabThresholdRuleInput = z.input<typeof labThresholdRuleSchema>;

/**
 * A therapeutic class in which two active members are usually a duplication. Members by class tag
 * or drug id.
 */
export const duplicateClassSchema = z
  .object({
    id: kebabId,
    name: z.string().min(3),
    classTags: z.array(kebabId).default([]),
    drugIds: z.array(kebabId).default([]),
    severity,
    /** Why two members together are a problem. */
    text: z.string().min(10),
    management: z.string().min(10),
    sources: sourcesSchema,
  })
  .strict()
  .refine((c) => c.classTags.length + c.drugIds.length > 0, 'a class needs members');
export type DuplicateClass = z.infer<typeof duplicateClassSchema>;
export type DuplicateClassInput = z.input<typeof duplicateClassSchema>;

/**
 * A combination within a class that is standard practice. `pairs` name the two sides by drug id;
 * `when` narrows it by what the medication order says (a PRN breakthrough dose, a catheter flush).
 * `outcome`: `silent` raises nothing; `note` lowers the finding to low with this text.
 */
export const duplicateExemptionSchema = z
  .object({
    id: kebabId,
    /** Duplicate classes this exemption applies to (ids of `duplicateClassSchema` or class tags). */
    classIds: z.array(kebabId).min(1),
    /** Either side: a drug id; both sides must match, in either order. Omitted = any two members. */
    pair: z.tuple([z.array(kebabId).min(1), z.array(kebabId).min(1)]).optional(),
    when: z
      .enum([
        'always',
        /** One of the two orders is as needed (PRN): basal plus breakthrough. */
        'one-as-needed',
        /** The heparin order is a catheter lock or flush, not systemic anticoagulation. */
        'heparin-flush',
      ])
      .default('always'),
    outcome: z.enum(['silent', 'note']),
    text: z.string().min(10),
    sources: sourcesSchema,
  })
  .strict();
export type DuplicateExemption = z.infer<typeof duplicateExemptionSchema>;
export type DuplicateExemptionInput = z.input<typeof duplicateExemptionSchema>;

/** QTc and electrolyte thresholds for the QT check. */
export const qtThresholdsSchema = z
  .object({
    /** QTc above which torsades risk is high whatever the drug (ms). */
    highRiskQtcAboveMs: z.number().positive(),
    /** Rise from the pre-treatment QTc above which risk is high (ms). */
    highRiskRiseAboveMs: z.number().positive(),
    /** Prolonged QTc (99th percentile), by sex; `other`/`unknown` use the lower of the two. */
    prolongedFromMs: z.object({ male: z.number(), female: z.number() }).strict(),
    potassiumBelow: z.number().positive(),
    magnesiumBelow: z.number().positive(),
    sources: sourcesSchema,
  })
  .strict();
export type QtThresholds = z.infer<typeof qtThresholdsSchema>;

/** Anthracycline thresholds in doxorubicin-equivalent mg/m² (the doxorubicin label's figures). */
export const anthracyclineThresholdsSchema = z
  .object({
    /** Above this, the label asks for more frequent LVEF checks and dexrazoxane may be considered (low). */
    monitorAboveMgM2: z.number().positive(),
    /** From this total, heart-failure risk begins to rise (medium). */
    risingRiskFromMgM2: z.number().positive(),
    /** Above this total, risk rises steeply (high); above the drug's limit is critical. */
    highRiskAboveMgM2: z.number().positive(),
    /** After chest or mediastinal radiation: the lower limit, and the total above which risk is high. */
    chestRadiation: z
      .object({ limitMgM2: z.number().positive(), highRiskAboveMgM2: z.number().positive() })
      .strict(),
    sources: sourcesSchema,
  })
  .strict()
  .refine(
    (t) => t.monitorAboveMgM2 < t.risingRiskFromMgM2 && t.risingRiskFromMgM2 <= t.highRiskAboveMgM2,
    'thresholds must rise: monitoring < rising risk <= high risk',
  );
export type AnthracyclineThresholds = z.infer<typeof anthracyclineThresholdsSchema>;

/**
 * How old a value may be before it no longer counts. These are product settings, not label
 * facts: each is stated here so that the UI can show it and an institution can change it.
 */
export const recencySchema = z
  .object({
    /** Labs before a cycle of an antineoplastic. */
    preCycleDays: z.number().int().positive(),
    /** Organ-function labs for other drugs (renal and hepatic dosing). */
    maintenanceDays: z.number().int().positive(),
    text: z.string().min(10),
  })
  .strict();
export type Recency = z.infer<typeof recencySchema>;

/**
 * How long one lab type's value stays current (issue 20): one window before a cycle of an
 * antineoplastic, one for other drugs. `basis` says what the numbers rest on: a label or
 * guideline that states a testing schedule (with `sources`), or a product default (with the
 * reasoning in `text`, no clinical source claimed). A lab with no entry uses `recency`.
 */
export const labFreshnessWindowSchema = z
  .object({
    id: kebabId,
    /** Catalogue lab names (`src/core/patients/labs.ts`); CrCl is dated by its creatinine. */
    labs: z.array(z.string().min(2)).min(1),
    beforeCycleDays: z.number().int().positive(),
    otherDrugsDays: z.number().int().positive(),
    basis: z.enum(['label', 'guideline', 'product-default']),
    /** Why this window: the source's schedule, paraphrased, or the reasoning of a default. */
    text: z.string().min(20),
    sources: z.array(sourceSchema).default([]),
  })
  .strict()
  .superRefine((w, ctx) => {
    if (w.basis !== 'product-default' && w.sources.length === 0) {
      ctx.addIssue({ code: 'custom', message: `${w.id}: a ${w.basis} window needs its source` });
    }
    if (w.basis === 'product-default' && w.sources.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${w.id}: a product default cites no clinical source (say the reasoning in text)`,
      });
    }
    if (w.beforeCycleDays > w.otherDrugsDays) {
      ctx.addIssue({
        code: 'custom',
        message: `${w.id}: the window before a cycle cannot be longer than the one for other drugs`,
      });
    }
  });
export type LabFreshnessWindow = z.infer<typeof labFreshnessWindowSchema>;
export type LabFreshnessWindowInput = z.input<typeof labFreshnessWindowSchema>;

export const alertRulesSchema = z
  .object({
    allergyClasses: z.array(allergyClassSchema),
    allergyCrossLinks: z.array(allergyCrossLinkSchema),
    labThresholds: z.array(labThresholdRuleSchema),
    duplicateClasses: z.array(duplicateClassSchema),
    duplicateExemptions: z.array(duplicateExemptionSchema),
    qt: qtThresholdsSchema,
    anthracyclines: anthracyclineThresholdsSchema,
    recency: recencySchema,
    /** Per-lab freshness windows (issue 20); a lab without one uses `recency`. */
    labFreshness: z.array(labFreshnessWindowSchema).default([]),
    /** Reduced kidney function below which "no renal data" becomes a note (mL/min). */
    renalNoteBelowCrcl: z.object({ value: z.number().positive(), sources: sourcesSchema }).strict(),
    /** Hepatic categories from bilirubin and AST (NCI Organ Dysfunction Working Group). */
    hepaticCategories: z
      .object({
        mildBilirubinUpToXUln: z.number().positive(),
        moderateBilirubinUpToXUln: z.number().positive(),
        sources: sourcesSchema,
      })
      .strict(),
  })
  .strict()
  .superRefine((rules, ctx) => {
    const unique = (label: string, ids: string[]) => {
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `duplicate ${label} id ${id}` });
        seen.add(id);
      }
    };
    unique(
      'allergy class',
      rules.allergyClasses.map((c) => c.id),
    );
    unique(
      'lab threshold',
      rules.labThresholds.map((r) => r.id),
    );
    unique(
      'lab freshness window',
      rules.labFreshness.map((w) => w.id),
    );
    const windowed = rules.labFreshness.flatMap((w) => w.labs);
    for (const lab of new Set(windowed.filter((l, i) => windowed.indexOf(l) !== i))) {
      ctx.addIssue({ code: 'custom', message: `lab ${lab} has more than one freshness window` });
    }
    unique(
      'duplicate class',
      rules.duplicateClasses.map((c) => c.id),
    );
    const classIds = new Set(rules.allergyClasses.map((c) => c.id));
    for (const link of rules.allergyCrossLinks) {
      for (const id of link.classes) {
        if (!classIds.has(id)) {
          ctx.addIssue({ code: 'custom', message: `cross link ${link.id}: no class ${id}` });
        }
      }
    }
  });
export type AlertRules = z.infer<typeof alertRulesSchema>;
export type AlertRulesInput = z.input<typeof alertRulesSchema>;

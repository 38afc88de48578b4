import { z } from 'zod';
import { sourceSchema, sourcesSchema } from './source';

/**
 * Pharmacogenomics knowledge schemas (CPIC model):
 * allele -> clinical function -> activity value -> diplotype activity score / function pair
 * -> CPIC phenotype -> drug recommendation.
 *
 * Terms follow CPIC's standardised vocabulary (Caudle KE et al. Genet Med 2017, PMID 27441996) and
 * the CPIC database exports described in each gene file under `src/knowledge/pgx/genes`.
 */

/** HGNC symbols of the genes the engine interprets. */
export const PGX_GENES = [
  'DPYD',
  'UGT1A1',
  'TPMT',
  'NUDT15',
  'CYP2D6',
  'CYP2C19',
  'CYP2C9',
  'VKORC1',
  'G6PD',
  'HLA-B',
  'CYP3A5',
  'SLCO1B1',
] as const;
export const pgxGeneSchema = z.enum(PGX_GENES);
export type PgxGene = z.infer<typeof pgxGeneSchema>;

/** HLA-B risk alleles CPIC reports as carrier status (positive = one or two copies). */
export const HLA_B_RISK_ALLELES = ['*57:01', '*58:01', '*15:02'] as const;
export const hlaBRiskAlleleSchema = z.enum(HLA_B_RISK_ALLELES);
export type HlaBRiskAllele = z.infer<typeof hlaBRiskAlleleSchema>;

/**
 * Normalised CPIC allele clinical function.
 * - G6PD: WHO class IV = `normal`, classes II-III = `deficient`, class I = `deficient-cnsha`.
 * - VKORC1 rs9923231 (-1639G>A): the variant lowers VKORC1 expression ("higher coumarin
 *   sensitivity" in CPIC/PharmGKB wording), recorded as `decreased`.
 * - `uncertain` / `unknown`: CPIC has not assigned a function; any diplotype containing one is
 *   indeterminate unless CPIC's own rule says otherwise.
 */
export const alleleFunctionSchema = z.enum([
  'normal',
  'increased',
  'decreased',
  'no',
  'uncertain',
  'unknown',
  'deficient',
  'deficient-cnsha',
]);
export type AlleleFunction = z.infer<typeof alleleFunctionSchema>;

/**
 * CPIC phenotype terms exactly as CPIC writes them in its lookup keys. Qualified terms
 * ("Likely", "Possible") are kept because CPIC sometimes grades them differently.
 */
export const CPIC_PHENOTYPES = [
  'Normal Metabolizer',
  'Intermediate Metabolizer',
  'Likely Intermediate Metabolizer',
  'Possible Intermediate Metabolizer',
  'Poor Metabolizer',
  'Likely Poor Metabolizer',
  'Rapid Metabolizer',
  'Ultrarapid Metabolizer',
  'Normal Function',
  'Increased Function',
  'Decreased Function',
  'Possible Decreased Function',
  'Poor Function',
  'Normal',
  'Deficient',
  'Deficient with CNSHA',
  'Variable',
  '-1639 GG',
  '-1639 AG',
  '-1639 AA',
  'positive',
  'negative',
  'Indeterminate',
] as const;
export const cpicPhenotypeSchema = z.enum(CPIC_PHENOTYPES);
export type CpicPhenotype = z.infer<typeof cpicPhenotypeSchema>;

/** A rule matcher may also require that the gene was not tested at all (CPIC "No Result"). */
export const NO_RESULT = 'No Result' as const;
export const phenotypeKeySchema = z.union([cpicPhenotypeSchema, z.literal(NO_RESULT)]);
export type PhenotypeKey = z.infer<typeof phenotypeKeySchema>;

/**
 * One allele: `[CPIC name, function]`, or `[CPIC name, function, activity value]` for the genes
 * scored by activity (DPYD, CYP2D6, CYP2C9). A `null` value means CPIC assigns none.
 */
export const alleleRowSchema = z.union([
  z.tuple([z.string().min(1), alleleFunctionSchema]),
  z.tuple([z.string().min(1), alleleFunctionSchema, z.number().min(0).nullable()]),
]);
export type AlleleRow = z.infer<typeof alleleRowSchema>;

/** Activity-score band, first match wins: the phenotype applies when `score <= max` (`null` = no limit). */
export const activityBandSchema = z
  .object({ max: z.number().min(0).nullable(), phenotype: cpicPhenotypeSchema })
  .strict();

export const pgxGeneDefinitionSchema = z
  .object({
    gene: pgxGeneSchema,
    name: z.string().min(3),
    /**
     * - `activity-score`: sum of the two alleles' activity values (DPYD, CYP2D6, CYP2C9);
     * - `function-pair`: CPIC's table of allele-function pairs;
     * - `x-linked`: function pairs plus a single (hemizygous) allele (G6PD);
     * - `carrier`: HLA-B risk-allele carrier status.
     */
    method: z.enum(['activity-score', 'function-pair', 'x-linked', 'carrier']),
    /** Which CPIC table (and version/date) the allele and phenotype rules follow. */
    tableVersion: z.string().min(10),
    alleles: z.array(alleleRowSchema).default([]),
    /** Other accepted spellings -> CPIC allele name (matched case-insensitively). */
    aliases: z.record(z.string(), z.string()).default({}),
    /** Copy-number notation (`*1x2`, `*2xN`, `*1x≥3`) multiplies the allele's activity value. */
    copyNumber: z.boolean().default(false),
    activityScore: z
      .object({
        /** Valid scores for this gene are multiples of `step`. */
        step: z.number().positive(),
        /** Highest possible score for two alleles; `null` when copy number has no limit. */
        max: z.number().positive().nullable(),
        bands: z.array(activityBandSchema).min(2),
      })
      .strict()
      .optional(),
    /** Unordered allele-function pairs and the phenotype CPIC assigns to them. */
    functionPairs: z
      .array(
        z
          .object({
            functions: z.tuple([alleleFunctionSchema, alleleFunctionSchema]),
            phenotype: cpicPhenotypeSchema,
          })
          .strict(),
      )
      .default([]),
    /** X-linked genes: phenotype of a single reported allele (hemizygous). */
    hemizygous: z
      .array(z.object({ function: alleleFunctionSchema, phenotype: cpicPhenotypeSchema }).strict())
      .default([]),
    riskAlleles: z.array(z.string()).default([]),
    notes: z.array(z.string()).default([]),
    sources: sourcesSchema,
  })
  .strict()
  .superRefine((g, ctx) => {
    if (g.method === 'activity-score') {
      if (!g.activityScore) {
        ctx.addIssue({ code: 'custom', message: `${g.gene}: activity-score gene needs bands` });
      }
      for (const row of g.alleles) {
        const [name, fn, value] = row;
        const scored = fn === 'normal' || fn === 'decreased' || fn === 'no' || fn === 'increased';
        if (scored !== (typeof value === 'number')) {
          ctx.addIssue({
            code: 'custom',
            message: `${g.gene} ${name}: a ${fn} allele ${scored ? 'needs' : 'must not have'} an activity value`,
          });
        }
      }
    }
    const names = new Set(g.alleles.map((a) => a[0].toLowerCase()));
    if (names.size !== g.alleles.length) {
      ctx.addIssue({ code: 'custom', message: `${g.gene}: duplicate allele names` });
    }
    for (const [alias, target] of Object.entries(g.aliases)) {
      if (!g.alleles.some((a) => a[0] === target)) {
        ctx.addIssue({ code: 'custom', message: `${g.gene}: alias ${alias} -> unknown ${target}` });
      }
      if (names.has(alias.toLowerCase())) {
        ctx.addIssue({ code: 'custom', message: `${g.gene}: alias ${alias} shadows an allele` });
      }
    }
  });
export type PgxGeneDefinition = z.infer<typeof pgxGeneDefinitionSchema>;
export type PgxGeneDefinitionInput = z.input<typeof pgxGeneDefinitionSchema>;

/**
 * What a recommendation asks the prescriber to do:
 * - `standard`: label dosing; genotype gives no reason to change;
 * - `reduce` / `increase`: change the dose (see `doseFactor`/`doseRange`);
 * - `avoid`: do not use (contraindicated or "avoid use");
 * - `alternative`: prefer another drug (the drug may still be usable with care);
 * - `monitor`: use with closer monitoring or an external algorithm (e.g. warfarin);
 * - `indeterminate`: no genotype-based advice can be given, because the genotype could not be
 *   interpreted or because the guideline makes no recommendation for this result (CPIC "No
 *   recommendation"). Never read it as "standard".
 */
export const pgxActionSchema = z.enum([
  'standard',
  'reduce',
  'increase',
  'avoid',
  'alternative',
  'monitor',
  'indeterminate',
]);
export type PgxAction = z.infer<typeof pgxActionSchema>;

/**
 * Strength of the recommendation as graded by its source. CPIC grades Strong / Moderate / Optional /
 * No recommendation; `not-graded` marks a label statement or a non-CPIC guideline.
 */
export const pgxStrengthSchema = z.enum([
  'strong',
  'moderate',
  'optional',
  'no-recommendation',
  'not-graded',
]);
export type PgxStrength = z.infer<typeof pgxStrengthSchema>;

export const activityMatcherSchema = z
  .object({ min: z.number().min(0).optional(), max: z.number().min(0).optional() })
  .strict();

/** Matches one gene key of a rule row. Activity bounds are inclusive. */
export const pgxMatcherSchema = z
  .object({
    phenotypes: z.array(phenotypeKeySchema).min(1),
    activityScore: activityMatcherSchema.optional(),
  })
  .strict();
export type PgxMatcher = z.infer<typeof pgxMatcherSchema>;

/**
 * One row of a drug's recommendation table.
 *
 * Dose numbers follow one rule: `doseFactor` is the single fraction (or multiple) of the standard
 * dose that the source states, e.g. 0.5 for "reduce by 50%", 0.75 for "25% less", 2 for "increase by
 * 100%", 0.1 for "10-fold reduction". When the source gives a range ("30-80%", "1.5 to 2 times"),
 * `doseFactor` is null and `doseRange` holds the range; we never pick a point inside a range.
 * `doseNote` says which dose the number applies to (starting, maintenance, chronic therapy).
 * For `avoid` / `alternative` rows a factor describes the fallback if the drug is used anyway.
 */
export const pgxRecommendationRowSchema = z
  .object({
    when: z.record(z.string(), pgxMatcherSchema),
    action: pgxActionSchema,
    doseFactor: z.number().positive().max(3).nullable(),
    doseRange: z
      .object({ min: z.number().positive(), max: z.number().positive() })
      .strict()
      .refine((r) => r.min < r.max, 'doseRange min must be below max')
      .nullable()
      .default(null),
    doseNote: z.string().min(3).optional(),
    strength: pgxStrengthSchema,
    /** Paraphrased recommendation; never copied prose. */
    text: z.string().min(10),
    /** Sources specific to this row, added to the guideline's sources. */
    sources: z.array(sourceSchema).default([]),
  })
  .strict();
export type PgxRecommendationRow = z.infer<typeof pgxRecommendationRowSchema>;
export type PgxRecommendationRowInput = z.input<typeof pgxRecommendationRowSchema>;

/**
 * A drug's recommendation table for one guideline and one CPIC population. `genes` lists every
 * lookup key, including HLA-B carrier keys (`HLA-B*15:02`) and genes the engine does not
 * genotype (e.g. `ABCG2`, `CYP2B6`, `HLA-A`), which are always "No Result". Rows are checked in
 * order and the first full match wins.
 */
export const pgxDrugRuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    drugId: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    guidelineId: z.string().min(3),
    /** CPIC population key, e.g. `general`, `adults`, `CVI ACS PCI`, `PHT naive`. */
    population: z.string().min(3).default('general'),
    /** Plain-language population, e.g. "Phenytoin-naive patients". */
    populationLabel: z.string().min(3).optional(),
    genes: z.array(z.string().min(3)).min(1),
    rows: z.array(pgxRecommendationRowSchema).min(1),
  })
  .strict()
  .superRefine((rule, ctx) => {
    rule.rows.forEach((row, i) => {
      const keys = Object.keys(row.when).sort();
      if (keys.join('|') !== [...rule.genes].sort().join('|')) {
        ctx.addIssue({
          code: 'custom',
          message: `${rule.id} row ${i}: keys ${keys.join(',')} != genes ${rule.genes.join(',')}`,
        });
      }
      if (row.doseFactor !== null && row.doseRange !== null) {
        ctx.addIssue({ code: 'custom', message: `${rule.id} row ${i}: factor and range both set` });
      }
    });
  });
export type PgxDrugRule = z.infer<typeof pgxDrugRuleSchema>;
export type PgxDrugRuleInput = z.input<typeof pgxDrugRuleSchema>;

/** A guideline (CPIC, or a label/DPWG statement where CPIC has none) that rules cite. */
export const pgxGuidelineSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().min(5),
    /** Data version the rows follow, e.g. "CPIC database v1.30.0 (2023-08-07)". */
    version: z.string().min(5),
    sources: sourcesSchema,
  })
  .strict();
export type PgxGuideline = z.infer<typeof pgxGuidelineSchema>;

export const cyp2d6InhibitionSchema = z.enum(['strong', 'moderate', 'weak']);
export type Cyp2d6Inhibition = z.infer<typeof cyp2d6InhibitionSchema>;

/** How a CYP2D6 inhibitor on the medication list changes the activity score. */
export const phenoconversionSchema = z
  .object({
    gene: z.literal('CYP2D6'),
    /** Multiplier per inhibitor strength; a missing strength leaves the score unchanged. */
    factors: z.partialRecord(cyp2d6InhibitionSchema, z.number().min(0).max(1)),
    method: z.string().min(20),
    sources: sourcesSchema,
  })
  .strict();
export type Phenoconversion = z.infer<typeof phenoconversionSchema>;

export const pgxKnowledgeBaseSchema = z
  .object({
    genes: z.array(pgxGeneDefinitionSchema).min(1),
    guidelines: z.array(pgxGuidelineSchema).min(1),
    rules: z.array(pgxDrugRuleSchema).min(1),
    phenoconversion: phenoconversionSchema,
  })
  .strict()
  .superRefine((kb, ctx) => {
    const guidelineIds = new Set(kb.guidelines.map((g) => g.id));
    const ruleIds = new Set<string>();
    for (const rule of kb.rules) {
      if (!guidelineIds.has(rule.guidelineId)) {
        ctx.addIssue({
          code: 'custom',
          message: `${rule.id}: unknown guideline ${rule.guidelineId}`,
        });
      }
      if (ruleIds.has(rule.id))
        ctx.addIssue({ code: 'custom', message: `duplicate rule ${rule.id}` });
      ruleIds.add(rule.id);
    }
    const genes = kb.genes.map((g) => g.gene);
    if (new Set(genes).size !== genes.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicate gene definition' });
    }
  });
export type PgxKnowledgeBase = z.infer<typeof pgxKnowledgeBaseSchema>;
export type PgxKnowledgeBaseInput = z.input<typeof pgxKnowledgeBaseSchema>;

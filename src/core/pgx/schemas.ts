import { z } from 'zod';
import {
  cyp2d6InhibitionSchema,
  pgxActionSchema,
  pgxGeneSchema,
  pgxStrengthSchema,
} from '../knowledge/pgx';

/**
 * Zod schemas for the PGx engine's input and output, shared by the server (request validation,
 * response allow-lists) and the client.
 */

/** One test result. At least one of diplotype, phenotype or activityScore is required. */
export const pgxGenotypeInputSchema = z
  .object({
    /** HGNC symbol, case-insensitive; HLA-B may name its allele: `HLA-B*58:01`. */
    gene: z.string().trim().min(2).max(40),
    diplotype: z.string().trim().min(1).max(300).optional(),
    phenotype: z.string().trim().min(1).max(100).optional(),
    activityScore: z.number().min(0).max(20).optional(),
  })
  .strict()
  .refine(
    (g) => g.diplotype !== undefined || g.phenotype !== undefined || g.activityScore !== undefined,
    'give a diplotype, a phenotype or an activity score',
  );
export type PgxGenotypeInput = z.infer<typeof pgxGenotypeInputSchema>;

export const pgxMedicationInputSchema = z
  .object({
    id: z.string().trim().min(1).max(100),
    name: z.string().trim().min(1).max(200),
    /** FDA inhibitor strength for CYP2D6, if the drug inhibits it. */
    cyp2d6Inhibition: cyp2d6InhibitionSchema.optional(),
    /**
     * For an inhibitor: drugs of its class the caller's knowledge base lists without moderate or
     * strong CYP2D6 inhibition (see `cyp2d6Alternatives`), named in the advice to replace it.
     */
    alternatives: z
      .array(
        z.object({ id: z.string().min(1).max(100), name: z.string().min(1).max(200) }).strict(),
      )
      .max(20)
      .optional(),
  })
  .strict();
export type PgxMedicationInput = z.infer<typeof pgxMedicationInputSchema>;

export const evaluatePgxInputSchema = z
  .object({
    genotypes: z.array(pgxGenotypeInputSchema).max(60),
    /** Restrict recommendations to these drug ids; omitted = every drug with a rule for the genes. */
    drugIds: z.array(z.string().trim().min(1).max(100)).max(500).optional(),
    medications: z.array(pgxMedicationInputSchema).max(300).optional(),
  })
  .strict();
export type EvaluatePgxInput = z.infer<typeof evaluatePgxInputSchema>;

/** Output phenotype vocabulary (lower case), per gene family. */
export const PGX_PHENOTYPES = [
  'normal metabolizer',
  'intermediate metabolizer',
  'poor metabolizer',
  'rapid metabolizer',
  'ultrarapid metabolizer',
  'normal function',
  'increased function',
  'decreased function',
  'poor function',
  'normal',
  'deficient',
  'variable',
  '-1639 GG',
  '-1639 AG',
  '-1639 AA',
  'positive',
  'negative',
  'indeterminate',
] as const;
export const pgxPhenotypeSchema = z.enum(PGX_PHENOTYPES);
export type PgxPhenotype = z.infer<typeof pgxPhenotypeSchema>;

export const phenoconversionResultSchema = z
  .object({
    from: pgxPhenotypeSchema,
    to: pgxPhenotypeSchema,
    fromActivityScore: z.number().nullable(),
    toActivityScore: z.number().nullable(),
    /** Plain-language cause, e.g. "paroxetine (strong CYP2D6 inhibitor)". */
    cause: z.string(),
    inhibitors: z.array(
      z.object({ id: z.string(), name: z.string(), cyp2d6Inhibition: cyp2d6InhibitionSchema }),
    ),
    method: z.string(),
  })
  .strict();
export type PhenoconversionResult = z.infer<typeof phenoconversionResultSchema>;

export const pgxGeneResultSchema = z
  .object({
    gene: pgxGeneSchema,
    /** HLA-B only: the risk allele this carrier status refers to. */
    allele: z.string().optional(),
    /** Canonical diplotype (CPIC allele names, sorted), or null when none was given or parsed. */
    diplotype: z.string().nullable(),
    /** Effective score (after phenoconversion); the lower bound when copy number is open (≥). */
    activityScore: z.number().nullable(),
    /** CPIC-style text of the score, e.g. "1.25" or "≥3.0". */
    activityScoreText: z.string().nullable(),
    phenotype: pgxPhenotypeSchema,
    /** CPIC's own term, which keeps "Likely"/"Possible" qualifiers, e.g. "Likely Poor Metabolizer". */
    cpicPhenotype: z.string(),
    phenoconverted: phenoconversionResultSchema.optional(),
    notes: z.array(z.string()),
  })
  .strict();
export type PgxGeneResult = z.infer<typeof pgxGeneResultSchema>;

export const pgxSourceLinkSchema = z.object({ label: z.string(), url: z.string().optional() });

export const pgxRecommendationSchema = z
  .object({
    ruleId: z.string(),
    /** Genes the rule used, joined with " + " (HLA keys name the allele, e.g. "HLA-B*15:02 + CYP2C9"). */
    gene: z.string(),
    genes: z.array(
      z.object({
        gene: z.string(),
        phenotype: z.union([pgxPhenotypeSchema, z.literal('no result')]),
        activityScore: z.number().nullable(),
      }),
    ),
    drug: z.object({ id: z.string(), rxcui: z.string().nullable(), name: z.string() }),
    phenotype: z.string(),
    population: z.string(),
    populationLabel: z.string().optional(),
    /** Set when the activity score was not given and CPIC splits the phenotype by score. */
    condition: z.string().optional(),
    action: pgxActionSchema,
    doseFactor: z.number().nullable(),
    doseRange: z.object({ min: z.number(), max: z.number() }).nullable(),
    doseNote: z.string().optional(),
    recommendation: z.string(),
    strength: pgxStrengthSchema,
    guideline: z.object({ id: z.string(), title: z.string(), version: z.string() }),
    sources: z.array(pgxSourceLinkSchema),
    notes: z.array(z.string()),
    /**
     * When the phenotype comes from phenoconversion: replace the inhibitor (CPIC tamoxifen
     * guideline). `first` when the guided drug is an antineoplastic, the drug to keep, so changing
     * the co-medication is the first option offered.
     */
    inhibitorAdvice: z
      .object({
        text: z.string(),
        first: z.boolean(),
        inhibitors: z.array(z.object({ id: z.string(), name: z.string() })),
        alternatives: z.array(z.object({ id: z.string(), name: z.string() })),
      })
      .optional(),
  })
  .strict();
export type PgxRecommendation = z.infer<typeof pgxRecommendationSchema>;

export const pgxErrorSchema = z.object({ gene: z.string(), message: z.string() }).strict();
export type PgxError = z.infer<typeof pgxErrorSchema>;

export const pgxEvaluationSchema = z
  .object({
    genes: z.array(pgxGeneResultSchema),
    recommendations: z.array(pgxRecommendationSchema),
    /** Requested drugs that have PGx guidance but no result for any of its genes. */
    untested: z.array(
      z.object({
        drug: z.object({ id: z.string(), rxcui: z.string().nullable(), name: z.string() }),
        genes: z.array(z.string()),
      }),
    ),
    errors: z.array(pgxErrorSchema),
  })
  .strict();
export type PgxEvaluation = z.infer<typeof pgxEvaluationSchema>;

export type ResolveDrug = (
  id: string,
) => { rxcui: string | null; name: string; kind?: string } | undefined;

import { z } from 'zod';
import { sourcesSchema } from '../knowledge/source';
import { alterationTypeSchema } from '../patients/schemas';

/*
 * Precision oncology (issue 23): biomarker-defined therapy records and the pinned match API.
 * Levels follow the shape of OncoKB's and ESCAT's published scales (their data is not used):
 * `fda` = an FDA label's biomarker-defined indication, `guideline` = a dated published guideline,
 * `clinical` = trial evidence not yet in a label (PMID), `resistance` = a label or trial names the
 * biomarker as predicting no benefit from the drug(s).
 */
export const evidenceLevelSchema = z.enum(['fda', 'guideline', 'clinical', 'resistance']);
export type EvidenceLevel = z.infer<typeof evidenceLevelSchema>;
export const EVIDENCE_LEVELS = evidenceLevelSchema.options;

export const cancerMatchSchema = z.enum(['exact', 'tumour-agnostic', 'other-cancer']);
export type CancerMatch = z.infer<typeof cancerMatchSchema>;

const hgnc = z.string().regex(/^[A-Z0-9-]{2,15}$/, 'an HGNC symbol');

/** Exon-level classes a report names instead of (or as well as) an HGVS change. */
export const exonClassSchema = z.enum([
  'EGFR exon 19 deletion',
  'EGFR exon 20 insertion',
  'ERBB2 exon 20 insertion',
  'MET exon 14 skipping',
  'PDGFRA exon 18 mutation',
]);
export type ExonClass = z.infer<typeof exonClassSchema>;

/**
 * How a record recognises a biomarker. A record lists several; any one matching is a match
 * (EGFR "exon 19 deletion or exon 21 L858R" is two matchers).
 */
export const biomarkerMatcherSchema = z.discriminatedUnion('kind', [
  /** Exact protein changes in short form, e.g. V600E, L858R, G719X (X = any residue). */
  z
    .object({
      kind: z.literal('protein'),
      gene: hgnc,
      changes: z.array(z.string().regex(/^[A-Z]\d+[A-Z*]$/)).min(1),
    })
    .strict(),
  /** Any amino-acid substitution at these codons, e.g. KRAS G12 and G13. */
  z
    .object({
      kind: z.literal('codon'),
      gene: hgnc,
      codons: z.array(z.string().regex(/^[A-Z]\d+$/)).min(1),
    })
    .strict(),
  z.object({ kind: z.literal('exon'), exonClass: exonClassSchema }).strict(),
  /** Any detected SNV or indel in the gene (the label names the gene's mutations without a list). */
  z.object({ kind: z.literal('mutation'), gene: hgnc }).strict(),
  /** A fusion or rearrangement with the gene as either partner. */
  z.object({ kind: z.literal('fusion'), gene: hgnc }).strict(),
  z.object({ kind: z.literal('amplification'), gene: hgnc }).strict(),
  /** HER2 positive: IHC 3+, or IHC 2+ with ISH amplification, or ERBB2 amplification. */
  z.object({ kind: z.literal('her2-positive') }).strict(),
  /** HER2-low: IHC 1+, or IHC 2+ with a negative ISH. */
  z.object({ kind: z.literal('her2-low') }).strict(),
  /** Protein expression by a score: PD-L1 TPS/CPS, FRα or claudin 18.2 percentage of cells. */
  z
    .object({
      kind: z.literal('expression'),
      gene: hgnc,
      measure: z.enum(['TPS', 'CPS', 'percent-cells']),
      min: z.number().min(0),
    })
    .strict(),
  z.object({ kind: z.literal('msi-high') }).strict(),
  z.object({ kind: z.literal('tmb-high'), minPerMb: z.number().positive() }).strict(),
  /** Every listed gene reported wild-type (RAS wild-type = KRAS and NRAS both wild-type). */
  z.object({ kind: z.literal('wild-type'), genes: z.array(hgnc).min(1) }).strict(),
]);
export type BiomarkerMatcher = z.infer<typeof biomarkerMatcherSchema>;

export const cancerTypeSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(3),
    /** ICD-10-CM code prefixes (C34 matches C34.1 and C34.90). */
    icd10: z.array(z.string().regex(/^[A-Z]\d{2}(\.[0-9A-Z]{1,4})?$/)),
    /** SNOMED CT concept ids for the disorder; a descendant concept plugs in by being listed. */
    snomed: z.array(z.string().regex(/^\d{6,18}$/)),
    /** Lower-case words that name it in free text (condition names, report headers). */
    terms: z.array(z.string().min(3)).min(1),
    /** Words that, present in the text, rule this type out (small-cell vs non-small-cell). */
    excludeTerms: z.array(z.string().min(3)).optional(),
    solid: z.boolean(),
  })
  .strict();
export type CancerType = z.infer<typeof cancerTypeSchema>;

/** `any-solid-tumour`: the tumour-agnostic approvals. */
export const TUMOUR_AGNOSTIC = 'any-solid-tumour';

export const biomarkerRecordSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Cancer type ids (`TUMOUR_AGNOSTIC` for a tissue-agnostic approval). */
    cancers: z.array(z.string()).min(1),
    /** The gene the record is about (HGNC); for MSI and TMB the signature name. */
    gene: z.string().min(2),
    /** How the biomarker reads in the label, paraphrased: "EGFR exon 19 deletion or exon 21 L858R". */
    biomarker: z.string().min(3),
    matchers: z.array(biomarkerMatcherSchema).min(1),
    /**
     * The indication excludes tumours with these findings (single-agent PD-L1 indications in NSCLC
     * exclude EGFR and ALK aberrations): a record is not offered when any biomarker meets one.
     */
    requiresAbsent: z.array(biomarkerMatcherSchema).optional(),
    /** Cancer types a tumour-agnostic indication leaves out (BRAF V600E: not colorectal). */
    excludedCancers: z.array(z.string()).optional(),
    /** Drug ids of src/knowledge/drugs; a combination lists every drug. */
    drugs: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
    level: evidenceLevelSchema,
    /** The indication, paraphrased. */
    indication: z.string().min(10),
    line: z.string().min(3),
    setting: z.string().min(3),
    sources: sourcesSchema,
  })
  .strict()
  .superRefine((r, ctx) => {
    const kinds = new Set(r.sources.map((s) => s.kind));
    if (r.level === 'fda' && !kinds.has('label')) {
      ctx.addIssue({ code: 'custom', message: 'an fda-level record cites its label section' });
    }
    if (r.level === 'clinical' && !r.sources.some((s) => s.pmid)) {
      ctx.addIssue({ code: 'custom', message: 'a clinical-level record needs a PMID' });
    }
    if (r.level === 'guideline' && !r.sources.some((s) => s.kind === 'guideline' && s.year)) {
      ctx.addIssue({ code: 'custom', message: 'a guideline-level record needs a dated guideline' });
    }
  });
export type BiomarkerRecord = z.infer<typeof biomarkerRecordSchema>;
export type BiomarkerRecordInput = z.input<typeof biomarkerRecordSchema>;

// ---- the pinned API (issue 23) ----

export const biomarkerInputSchema = z
  .object({
    gene: z.string().trim().min(1).max(40),
    alteration: z.string().trim().min(1).max(200),
    type: alterationTypeSchema,
    value: z.number().finite().optional(),
    partner: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
export type BiomarkerInput = z.infer<typeof biomarkerInputSchema>;

export const cancerInputSchema = z
  .object({
    icd10: z.string().trim().max(10).optional(),
    snomed: z
      .string()
      .trim()
      .regex(/^\d{6,18}$/, 'a SNOMED CT concept id')
      .optional(),
    text: z.string().trim().max(200).optional(),
  })
  .strict();
export type CancerInput = z.infer<typeof cancerInputSchema>;

export const precisionMatchBodySchema = z
  .object({
    cancer: cancerInputSchema,
    biomarkers: z.array(biomarkerInputSchema).max(100),
  })
  .strict();
export type PrecisionMatchBody = z.infer<typeof precisionMatchBodySchema>;

export const therapyMatchSchema = z.object({
  /** The record's id, stable across versions. */
  id: z.string(),
  drugs: z.array(z.string()),
  /** The same drugs as knowledge-base ids, for the interaction checker and regimen links. */
  drugIds: z.array(z.string()),
  level: evidenceLevelSchema,
  indication: z.string(),
  biomarker: z.string(),
  cancerMatch: cancerMatchSchema,
  /** The record's cancer type names. */
  cancers: z.array(z.string()),
  line: z.string(),
  setting: z.string(),
  /** The caller's biomarkers (as they were sent) that matched. */
  matchedBy: z.array(z.string()),
  sources: z.array(z.object({ label: z.string(), url: z.string().optional() })),
});
export type TherapyMatch = z.infer<typeof therapyMatchSchema>;

export const precisionMatchResponseSchema = z.object({
  /** The cancer type the input was read as; null when it could not be read. */
  cancer: z.object({ id: z.string(), name: z.string() }).nullable(),
  therapies: z.array(therapyMatchSchema),
  /** Biomarkers no record knows, in any cancer: "not in the knowledge base", never "no therapy". */
  unmatched: z.array(biomarkerInputSchema),
  /** Biomarkers reported negative or wild-type that no record asks for. */
  negative: z.array(biomarkerInputSchema),
});
export type PrecisionMatchResponse = z.infer<typeof precisionMatchResponseSchema>;

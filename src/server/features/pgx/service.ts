import { z } from 'zod';
import { DomainError } from '../../../core/errors';
import type { Drug } from '../../../core/knowledge/drug';
import {
  cyp2d6InhibitionSchema,
  pgxActionSchema,
  pgxGeneSchema,
} from '../../../core/knowledge/pgx';
import {
  cyp2d6Alternatives,
  pgxEvaluationSchema,
  pgxGenotypeInputSchema,
  pgxPhenotypeSchema,
  pgxSourceLinkSchema,
  type PgxMedicationInput,
  type ResolveDrug,
} from '../../../core/pgx';
import type { DrugIndex } from '../../../core/search';
import type { KnowledgeBase } from '../../lib/knowledge-base';

/** A drug as the caller names it: id, RxCUI, generic name, brand or synonym (case-insensitive). */
const drugReferenceSchema = z.string().trim().min(1, 'drug names must not be empty').max(200);

/**
 * Request body of `POST /api/pgx/evaluate` (issue 5 API contract). `drugs` restricts the
 * recommendations; `medications` is the current medication list, read for CYP2D6 phenoconversion.
 */
export const pgxEvaluateBodySchema = z
  .object({
    genotypes: z
      .array(pgxGenotypeInputSchema)
      .min(1, 'give at least one genotype')
      .max(60, 'at most 60 genotypes per request'),
    drugs: z.array(drugReferenceSchema).max(500).optional(),
    medications: z.array(drugReferenceSchema).max(300).optional(),
  })
  .strict();
export type PgxEvaluateBody = z.infer<typeof pgxEvaluateBodySchema>;

const drugRefSchema = z.object({ id: z.string(), rxcui: z.string().nullable(), name: z.string() });

export const pgxEvaluateResponseSchema = pgxEvaluationSchema.extend({
  /** Entries of `drugs` that name no drug in the knowledge base; they were not evaluated. */
  unknownDrugs: z.array(z.string()),
  /**
   * Entries of `medications` that name no drug in the knowledge base: their CYP2D6 inhibition,
   * and so any phenoconversion they would cause, could not be checked.
   */
  unknownMedications: z.array(z.string()),
  /** Requested drugs that are known but have no pharmacogenomic rule in the knowledge base. */
  drugsWithoutGuidance: z.array(drugRefSchema),
});
export type PgxEvaluateResponse = z.infer<typeof pgxEvaluateResponseSchema>;

export const pgxGenesResponseSchema = z.object({
  genes: z.array(
    z.object({
      gene: pgxGeneSchema,
      name: z.string(),
      method: z.string(),
      tableVersion: z.string(),
      alleleCount: z.number(),
      riskAlleles: z.array(z.string()),
      phenotypes: z.array(pgxPhenotypeSchema),
      cpicPhenotypes: z.array(z.string()),
      drugs: z.array(drugRefSchema),
      inputFormats: z.array(z.string()),
      notes: z.array(z.string()),
      sources: z.array(pgxSourceLinkSchema),
    }),
  ),
});
export type PgxGenesResponse = z.infer<typeof pgxGenesResponseSchema>;

export const pgxMatrixResponseSchema = z.object({
  genes: z.array(pgxGeneSchema),
  drugs: z.array(drugRefSchema),
  cells: z.array(
    z.object({
      gene: pgxGeneSchema,
      allele: z.string().optional(),
      drugId: z.string(),
      guidelineIds: z.array(z.string()),
      populations: z.array(z.string()),
      /** Output phenotype -> the actions CPIC gives for it. */
      actions: z.record(z.string(), z.array(pgxActionSchema)),
    }),
  ),
});
export type PgxMatrixResponse = z.infer<typeof pgxMatrixResponseSchema>;

function drugIndex(kb: KnowledgeBase): DrugIndex {
  return kb.search;
}

function resolver(kb: KnowledgeBase): ResolveDrug {
  return (id) => kb.drugsById.get(id);
}

/**
 * Resolves names to drug records with the search index's exact resolution, which refuses an
 * ambiguous name rather than picking one of two drugs; such a name is reported as unknown.
 */
function resolveNames(kb: KnowledgeBase, names: readonly string[]) {
  const index = drugIndex(kb);
  const known: Drug[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const drug = index.resolve(name);
    if (!drug) {
      if (!unknown.includes(name)) unknown.push(name);
    } else if (!known.some((d) => d.id === drug.id)) {
      known.push(drug);
    }
  }
  return { known, unknown };
}

const UNKNOWN_GENE = 'Unknown or unsupported gene';

/**
 * Evaluates genotypes with the CPIC engine. Medications are resolved to drug records so each
 * drug's CYP2D6 inhibitor strength (from its label-graded `pathways`) drives phenoconversion.
 *
 * An unknown gene is a 400 naming the entry: answering for the other genes would let a typo
 * ("CYP2D9") pass as "no guidance". An unparsable diplotype or unknown allele stays a 200 with an
 * indeterminate phenotype and an `errors` entry, as the engine fails closed.
 */
export function evaluatePgxRequest(kb: KnowledgeBase, body: PgxEvaluateBody): PgxEvaluateResponse {
  const drugs = body.drugs ? resolveNames(kb, body.drugs) : null;
  const meds = body.medications ? resolveNames(kb, body.medications) : null;
  const medications: PgxMedicationInput[] | undefined = meds?.known.map((d) => {
    const inhibition = cyp2d6InhibitionSchema.safeParse(d.pathways.CYP2D6?.inhibitor);
    return {
      id: d.id,
      name: d.name,
      ...(inhibition.success
        ? {
            cyp2d6Inhibition: inhibition.data,
            alternatives: cyp2d6Alternatives(d, kb.drugs),
          }
        : {}),
    };
  });

  const evaluation = kb.pgx.evaluatePgx(
    {
      genotypes: body.genotypes,
      ...(drugs ? { drugIds: drugs.known.map((d) => d.id) } : {}),
      ...(medications ? { medications } : {}),
    },
    resolver(kb),
  );

  const unknownGenes = evaluation.errors.filter((e) => e.message.startsWith(UNKNOWN_GENE));
  if (unknownGenes.length > 0) {
    const details = unknownGenes.map((e) => {
      const i = body.genotypes.findIndex((g) => g.gene === e.gene);
      return { path: `body.genotypes.${i}.gene`, message: e.message };
    });
    throw new DomainError(
      'validation',
      unknownGenes.length === 1 && unknownGenes[0]
        ? unknownGenes[0].message
        : `Unknown or unsupported genes: ${unknownGenes.map((e) => `"${e.gene}"`).join(', ')}`,
      details,
    );
  }

  const ruleDrugIds = new Set(kb.pgx.knowledge.rules.map((r) => r.drugId));
  return {
    ...evaluation,
    unknownDrugs: drugs?.unknown ?? [],
    unknownMedications: meds?.unknown ?? [],
    drugsWithoutGuidance: (drugs?.known ?? [])
      .filter((d) => !ruleDrugIds.has(d.id))
      .map((d) => ({ id: d.id, rxcui: d.rxcui, name: d.name })),
  };
}

/** Genes the engine interprets, with their CPIC table versions and the drugs they guide. */
export function listGenes(kb: KnowledgeBase): PgxGenesResponse {
  const resolve = resolver(kb);
  return {
    genes: kb.pgx.listPgxGenes().map(({ drugIds, ...gene }) => ({
      ...gene,
      drugs: drugIds.map((id) => {
        const drug = resolve(id);
        return { id, rxcui: drug?.rxcui ?? null, name: drug?.name ?? id };
      }),
    })),
  };
}

/** Gene x drug overview: which actions each phenotype leads to, per guideline. */
export function geneDrugMatrix(kb: KnowledgeBase): PgxMatrixResponse {
  return kb.pgx.geneDrugMatrix(resolver(kb));
}

import { useMutation, useQuery } from '@tanstack/react-query';
import type { PgxAction, PgxGene } from '../../../core/knowledge/pgx';
import type { PgxEvaluation, PgxGenotypeInput, PgxPhenotype } from '../../../core/pgx';
import { api } from '../../lib/api';

/** A drug as the PGx endpoints name it. */
export interface DrugRef {
  id: string;
  rxcui: string | null;
  name: string;
}

export interface SourceLink {
  label: string;
  url?: string;
}

/** `GET /api/pgx/genes`: the engine's `listPgxGenes()` with drug ids resolved. */
export interface PgxGeneInfo {
  gene: PgxGene;
  name: string;
  method: string;
  tableVersion: string;
  alleleCount: number;
  riskAlleles: string[];
  phenotypes: PgxPhenotype[];
  /** CPIC's own terms, which the engine accepts as reported phenotypes. */
  cpicPhenotypes: string[];
  drugs: DrugRef[];
  inputFormats: string[];
  notes: string[];
  sources: SourceLink[];
}

/** `GET /api/pgx/matrix`: the engine's `geneDrugMatrix()`. */
export interface PgxMatrix {
  genes: PgxGene[];
  drugs: DrugRef[];
  cells: Array<{
    gene: PgxGene;
    allele?: string;
    drugId: string;
    guidelineIds: string[];
    populations: string[];
    /** Output phenotype -> the actions CPIC gives for it. */
    actions: Record<string, PgxAction[]>;
  }>;
}

/** `POST /api/pgx/evaluate` body (issue 5 API contract). */
export interface PgxEvaluateBody {
  genotypes: PgxGenotypeInput[];
  /** Drug ids, names or RxCUIs; omitted = every drug with a rule for the genes. */
  drugs?: string[];
  /** Current medications by name, read for CYP2D6 phenoconversion. */
  medications?: string[];
}

/** The engine's evaluation plus what the server could not resolve. */
export type PgxEvaluateResponse = PgxEvaluation & {
  unknownDrugs?: string[];
  unknownMedications?: string[];
  drugsWithoutGuidance?: DrugRef[];
};

export function usePgxGenes() {
  return useQuery({
    queryKey: ['pgx', 'genes'],
    queryFn: ({ signal }) => api<{ genes: PgxGeneInfo[] }>('/api/pgx/genes', { signal }),
    staleTime: Infinity,
  });
}

export function usePgxMatrix() {
  return useQuery({
    queryKey: ['pgx', 'matrix'],
    queryFn: ({ signal }) => api<PgxMatrix>('/api/pgx/matrix', { signal }),
    staleTime: Infinity,
  });
}

export function useEvaluatePgx() {
  return useMutation({
    mutationFn: (body: PgxEvaluateBody) =>
      api<PgxEvaluateResponse>('/api/pgx/evaluate', { method: 'POST', body }),
  });
}

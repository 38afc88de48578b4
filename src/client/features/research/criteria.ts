import type { CohortCriteriaInput } from '../../../core/analytics';
import { PGX_GENES, type PgxGene } from '../../../core/knowledge/pgx';

/** The cohort form as typed: texts and number fields, empty when not used. */
export interface CohortFormValues {
  condition: string;
  stage: string | null;
  drug: string;
  drugScope: 'active' | 'ever';
  gene: string | null;
  allele: string | null;
  phenotype: string | null;
  lab: string | null;
  labMin: number | string;
  labMax: number | string;
  withinDays: number | string;
  ageMin: number | string;
  ageMax: number | string;
}

export const EMPTY_FORM: CohortFormValues = {
  condition: '',
  stage: null,
  drug: '',
  drugScope: 'active',
  gene: null,
  allele: null,
  phenotype: null,
  lab: null,
  labMin: '',
  labMax: '',
  withinDays: 90,
  ageMin: '',
  ageMax: '',
};

const number = (v: number | string): number | undefined => {
  if (v === '' || v === null || v === undefined) return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** The criteria to send: only what was filled in (the server validates the rest). */
export function toCriteria(v: CohortFormValues): CohortCriteriaInput {
  const c: CohortCriteriaInput = {};
  if (v.condition.trim()) c.condition = v.condition.trim();
  if (v.stage) c.stage = v.stage as CohortCriteriaInput['stage'];
  if (v.drug.trim()) {
    c.drug = v.drug.trim();
    c.drugScope = v.drugScope;
  }
  if (v.gene && v.phenotype) {
    c.phenotype = {
      gene: v.gene as PgxGene,
      ...(v.gene === 'HLA-B' && v.allele ? { allele: v.allele as '*57:01' } : {}),
      phenotype: v.phenotype as NonNullable<CohortCriteriaInput['phenotype']>['phenotype'],
    };
  }
  if (v.lab) {
    const min = number(v.labMin);
    const max = number(v.labMax);
    c.lab = {
      lab: v.lab as NonNullable<CohortCriteriaInput['lab']>['lab'],
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(number(v.withinDays) !== undefined ? { withinDays: number(v.withinDays) } : {}),
    };
  }
  const ageMin = number(v.ageMin);
  const ageMax = number(v.ageMax);
  if (ageMin !== undefined) c.ageMin = ageMin;
  if (ageMax !== undefined) c.ageMax = ageMax;
  return c;
}

const METABOLIZER = [
  'normal metabolizer',
  'intermediate metabolizer',
  'poor metabolizer',
  'rapid metabolizer',
  'ultrarapid metabolizer',
];

/** The phenotypes the engine gives for each gene (CPIC's vocabulary for the gene family). */
export function phenotypesFor(gene: string | null): string[] {
  if (!gene) return [];
  const own: Record<string, string[]> = {
    SLCO1B1: ['normal function', 'increased function', 'decreased function', 'poor function'],
    VKORC1: ['-1639 GG', '-1639 AG', '-1639 AA'],
    G6PD: ['normal', 'deficient', 'variable'],
    'HLA-B': ['positive', 'negative'],
  };
  return [...(own[gene] ?? METABOLIZER), 'indeterminate'];
}

export const GENES: readonly string[] = PGX_GENES;

import type { PgxRecommendation } from '../../../core/pgx';
import type { PgxGeneInfo, PgxMatrix } from './api';

/**
 * Test data shaped like the API's answers. The clinical content is the engine's output for the
 * inputs named (checked against `src/core/pgx` with the product knowledge base).
 */
export const DPYD_INFO: PgxGeneInfo = {
  gene: 'DPYD',
  name: 'dihydropyrimidine dehydrogenase',
  method: 'activity-score',
  tableVersion: 'CPIC DPYD allele functionality table (2023 update)',
  alleleCount: 80,
  riskAlleles: [],
  phenotypes: [
    'indeterminate',
    'poor metabolizer',
    'intermediate metabolizer',
    'normal metabolizer',
  ],
  cpicPhenotypes: ['Poor Metabolizer', 'Intermediate Metabolizer', 'Normal Metabolizer'],
  drugs: [
    { id: 'fluorouracil', rxcui: '4492', name: 'Fluorouracil' },
    { id: 'capecitabine', rxcui: '194000', name: 'Capecitabine' },
  ],
  inputFormats: ['diplotype of two CPIC allele names'],
  notes: [],
  sources: [{ label: 'CPIC DPYD guideline, 2017, PMID 29152729' }],
};

export const HLA_B_INFO: PgxGeneInfo = {
  gene: 'HLA-B',
  name: 'major histocompatibility complex, class I, B',
  method: 'carrier',
  tableVersion: 'CPIC HLA-B carrier status',
  alleleCount: 3,
  riskAlleles: ['*57:01', '*58:01', '*15:02'],
  phenotypes: ['positive', 'negative', 'indeterminate'],
  cpicPhenotypes: ['positive', 'negative', 'Indeterminate'],
  drugs: [{ id: 'allopurinol', rxcui: '519', name: 'Allopurinol' }],
  inputFormats: ['carrier statement(s)'],
  notes: [],
  sources: [],
};

/** DPYD c.1905+1G>A/c.2846A>T (activity score 0.5, poor metabolizer) with capecitabine. */
export const CAPECITABINE_PM: PgxRecommendation = {
  ruleId: 'capecitabine-dpyd',
  gene: 'DPYD',
  genes: [{ gene: 'DPYD', phenotype: 'poor metabolizer', activityScore: 0.5 }],
  drug: { id: 'capecitabine', rxcui: '194000', name: 'Capecitabine' },
  phenotype: 'poor metabolizer',
  population: 'general',
  action: 'avoid',
  doseFactor: null,
  doseRange: null,
  recommendation: 'Avoid fluoropyrimidines in this phenotype.',
  strength: 'strong',
  guideline: {
    id: 'cpic-dpyd-fluoropyrimidines',
    title: 'CPIC: DPYD and fluoropyrimidines',
    version: 'CPIC database v1.30.0',
  },
  sources: [
    {
      label: 'CPIC guideline for DPYD and fluoropyrimidines, 2017, PMID 29152729',
      url: 'https://pubmed.ncbi.nlm.nih.gov/29152729/',
    },
  ],
  notes: [],
};

export const FLUOROURACIL_IM: PgxRecommendation = {
  ...CAPECITABINE_PM,
  ruleId: 'fluorouracil-dpyd',
  drug: { id: 'fluorouracil', rxcui: '4492', name: 'Fluorouracil' },
  genes: [{ gene: 'DPYD', phenotype: 'intermediate metabolizer', activityScore: 1 }],
  phenotype: 'intermediate metabolizer',
  action: 'reduce',
  doseFactor: 0.5,
  recommendation: 'Start at half the usual dose, then titrate by toxicity.',
};

export const MATRIX: PgxMatrix = {
  genes: ['DPYD', 'CYP2D6', 'HLA-B'],
  drugs: [
    { id: 'fluorouracil', rxcui: '4492', name: 'Fluorouracil' },
    { id: 'allopurinol', rxcui: '519', name: 'Allopurinol' },
  ],
  cells: [
    {
      gene: 'DPYD',
      drugId: 'fluorouracil',
      guidelineIds: ['cpic-dpyd-fluoropyrimidines'],
      populations: ['general'],
      actions: {
        'normal metabolizer': ['standard'],
        'intermediate metabolizer': ['reduce'],
        'poor metabolizer': ['avoid'],
        indeterminate: ['indeterminate'],
      },
    },
    {
      gene: 'HLA-B',
      allele: '*58:01',
      drugId: 'allopurinol',
      guidelineIds: ['cpic-hla-b-allopurinol'],
      populations: ['general'],
      actions: { positive: ['avoid'], negative: ['standard'] },
    },
  ],
};

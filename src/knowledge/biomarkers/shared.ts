import type { Source } from '../../core/knowledge/source';
import type { BiomarkerMatcher } from '../../core/precision/schemas';

/** A US prescribing-information source: the biomarker-defined indication is in section 1. */
export const label = (product: string, section = '1 Indications and Usage'): Source => ({
  kind: 'label',
  title: `${product} US prescribing information`,
  section,
});

export const pubmed = (title: string, pmid: string, year: number): Source => ({
  kind: 'pubmed',
  title,
  pmid,
  year,
});

/** Matchers the records share. */
export const EGFR_COMMON: BiomarkerMatcher[] = [
  { kind: 'exon', exonClass: 'EGFR exon 19 deletion' },
  { kind: 'protein', gene: 'EGFR', changes: ['L858R'] },
];
export const EGFR_T790M: BiomarkerMatcher[] = [
  { kind: 'protein', gene: 'EGFR', changes: ['T790M'] },
];
export const EGFR_EX20INS: BiomarkerMatcher[] = [
  { kind: 'exon', exonClass: 'EGFR exon 20 insertion' },
];
export const ALK_FUSION: BiomarkerMatcher[] = [{ kind: 'fusion', gene: 'ALK' }];
export const ROS1_FUSION: BiomarkerMatcher[] = [{ kind: 'fusion', gene: 'ROS1' }];
export const RET_FUSION: BiomarkerMatcher[] = [{ kind: 'fusion', gene: 'RET' }];
export const NTRK_FUSION: BiomarkerMatcher[] = [
  { kind: 'fusion', gene: 'NTRK1' },
  { kind: 'fusion', gene: 'NTRK2' },
  { kind: 'fusion', gene: 'NTRK3' },
];
export const BRAF_V600E: BiomarkerMatcher[] = [
  { kind: 'protein', gene: 'BRAF', changes: ['V600E'] },
];
export const BRAF_V600EK: BiomarkerMatcher[] = [
  { kind: 'protein', gene: 'BRAF', changes: ['V600E', 'V600K'] },
];
export const KRAS_G12C: BiomarkerMatcher[] = [{ kind: 'protein', gene: 'KRAS', changes: ['G12C'] }];
export const MET_EX14: BiomarkerMatcher[] = [{ kind: 'exon', exonClass: 'MET exon 14 skipping' }];
export const HER2_POSITIVE: BiomarkerMatcher[] = [{ kind: 'her2-positive' }];
export const HER2_LOW: BiomarkerMatcher[] = [{ kind: 'her2-low' }];
export const MSI_HIGH: BiomarkerMatcher[] = [{ kind: 'msi-high' }];
export const BRCA: BiomarkerMatcher[] = [
  { kind: 'mutation', gene: 'BRCA1' },
  { kind: 'mutation', gene: 'BRCA2' },
];
export const PIK3CA_MUT: BiomarkerMatcher[] = [{ kind: 'mutation', gene: 'PIK3CA' }];
export const ESR1_MUT: BiomarkerMatcher[] = [{ kind: 'mutation', gene: 'ESR1' }];
export const IDH1_MUT: BiomarkerMatcher[] = [{ kind: 'codon', gene: 'IDH1', codons: ['R132'] }];
export const IDH2_MUT: BiomarkerMatcher[] = [
  { kind: 'codon', gene: 'IDH2', codons: ['R140', 'R172'] },
];
export const FLT3_MUT: BiomarkerMatcher[] = [{ kind: 'mutation', gene: 'FLT3' }];
export const RAS_MUT: BiomarkerMatcher[] = [
  { kind: 'mutation', gene: 'KRAS' },
  { kind: 'mutation', gene: 'NRAS' },
];
export const pdl1 = (measure: 'TPS' | 'CPS', min: number): BiomarkerMatcher[] => [
  { kind: 'expression', gene: 'CD274', measure, min },
];

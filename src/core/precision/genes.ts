/*
 * HGNC symbols for the names reports use. The aliases are HGNC's listed previous symbols and
 * aliases (HER2 -> ERBB2, PD-L1 -> CD274, TRKA -> NTRK1) plus the hyphenated and "c-" forms
 * laboratories print. Anything not listed is upper-cased and kept as given.
 */
const ALIASES: Record<string, string> = {
  HER2: 'ERBB2',
  'HER2/NEU': 'ERBB2',
  HER2NEU: 'ERBB2',
  NEU: 'ERBB2',
  HER1: 'EGFR',
  ERBB1: 'EGFR',
  HER3: 'ERBB3',
  'PD-L1': 'CD274',
  PDL1: 'CD274',
  B7H1: 'CD274',
  CMET: 'MET',
  HGFR: 'MET',
  CKIT: 'KIT',
  CD117: 'KIT',
  TRKA: 'NTRK1',
  TRKB: 'NTRK2',
  TRKC: 'NTRK3',
  KRAS2: 'KRAS',
  KIRAS: 'KRAS',
  NRAS1: 'NRAS',
  ROS: 'ROS1',
  FLT3ITD: 'FLT3',
  ABL: 'ABL1',
  MLL: 'KMT2A',
  FRA: 'FOLR1',
  FRALPHA: 'FOLR1',
  CLDN182: 'CLDN18',
  'CLDN18.2': 'CLDN18',
  'CLAUDIN18.2': 'CLDN18',
  CLAUDIN18: 'CLDN18',
  ER: 'ESR1',
  BRCA: 'BRCA1',
};

/**
 * Symbols laboratories print with a hyphen or a "c-" (K-RAS, N-RAS, c-KIT): squashed, they are
 * the HGNC symbol. Other hyphenated symbols (NKX2-1, HLA-B) are real and kept as written.
 */
const SQUASHED_SYMBOLS = new Set([
  'KRAS',
  'NRAS',
  'HRAS',
  'BRAF',
  'ALK',
  'RET',
  'ROS1',
  'MET',
  'KIT',
]);

/** The HGNC symbol for a gene name as written ("HER2", "c-MET", "Her-2/neu", "K-RAS"). */
export function normaliseGene(name: string): string {
  const upper = name.trim().toUpperCase();
  const direct = ALIASES[upper];
  if (direct) return direct;
  const squashed = upper.replace(/[\s_\-/]/g, '');
  const alias = ALIASES[squashed];
  if (alias) return alias;
  if (SQUASHED_SYMBOLS.has(squashed)) return squashed;
  if (squashed.startsWith('C') && SQUASHED_SYMBOLS.has(squashed.slice(1))) return squashed.slice(1);
  return upper;
}

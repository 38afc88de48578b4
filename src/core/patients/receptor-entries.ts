/**
 * Breast-cancer receptor results kept as genetics entries (the FHIR tumour-marker import writes
 * them: gene ESR1, PGR or ERBB2, alteration type `expression`) named as a clinician reads them:
 * "Estrogen receptor (ESR1)" with its status, not the bare gene symbol. A variant or copy-number
 * finding in the same genes (an ERBB2 amplification, an ESR1 mutation) is not a receptor status
 * and keeps its gene symbol.
 */
const RECEPTOR_NAMES: Readonly<Record<string, string>> = {
  ESR1: 'Estrogen receptor',
  PGR: 'Progesterone receptor',
  ERBB2: 'HER2',
};

const STATUS_WORDS: Readonly<Record<string, string>> = {
  positive: 'Positive',
  negative: 'Negative',
  equivocal: 'Equivocal',
};

export function receptorEntry(g: {
  gene: string;
  alterationType?: string | null;
  alteration?: string | null;
  status?: string | null;
}): { name: string; status: string } | null {
  const receptor = RECEPTOR_NAMES[g.gene];
  if (!receptor || g.alterationType !== 'expression') return null;
  const result = g.alteration?.trim() ?? '';
  const status =
    STATUS_WORDS[result.toLowerCase()] ??
    (result || (g.status === 'not-detected' ? 'Not detected' : 'Status not stated'));
  return { name: `${receptor} (${g.gene})`, status };
}

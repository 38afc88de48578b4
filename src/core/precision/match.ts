import { formatSource } from '../knowledge/source';
import { resolveCancer } from './cancer';
import { normaliseBiomarker, type NormalisedBiomarker } from './normalise';
import { parseProteinChange } from './protein';
import {
  EVIDENCE_LEVELS,
  TUMOUR_AGNOSTIC,
  type BiomarkerMatcher,
  type BiomarkerRecord,
  type CancerMatch,
  type CancerType,
  type PrecisionMatchBody,
  type PrecisionMatchResponse,
  type TherapyMatch,
} from './schemas';

export interface PrecisionKnowledge {
  records: readonly BiomarkerRecord[];
  cancers: readonly CancerType[];
  /** Display name of a drug id (the drug knowledge base's name). */
  drugName: (id: string) => string;
}

/** Does this reported biomarker meet this matcher? (wild-type matchers are read over the whole list.) */
export function meetsMatcher(b: NormalisedBiomarker, m: BiomarkerMatcher): boolean {
  if (b.negative) return false;
  switch (m.kind) {
    case 'protein': {
      const p = b.protein;
      if (b.gene !== m.gene || p?.kind !== 'substitution' || !p.alt) return false;
      return m.changes.some((c) => {
        const want = parseProteinChange(c);
        return (
          want?.kind === 'substitution' &&
          want.pos === p.pos &&
          want.ref === p.ref &&
          (want.alt === 'X' || want.alt === p.alt)
        );
      });
    }
    case 'codon': {
      const p = b.protein;
      if (b.gene !== m.gene || p?.kind !== 'substitution' || !p.alt || p.alt === p.ref)
        return false;
      return m.codons.some((c) => c === `${p.ref}${p.pos}`);
    }
    case 'exon':
      return b.exonClasses.includes(m.exonClass);
    case 'mutation':
      return b.gene === m.gene && b.isMutation;
    case 'fusion':
      return b.type === 'fusion' && b.fusionGenes.includes(m.gene);
    case 'amplification':
      return b.gene === m.gene && b.amplified;
    case 'her2-positive': {
      const h = b.her2;
      if (b.gene !== 'ERBB2' || !h) return false;
      return h.ihc === 3 || (h.ihc === 2 && h.ish === true) || h.amplified === true;
    }
    case 'her2-low': {
      const h = b.her2;
      if (b.gene !== 'ERBB2' || !h || h.amplified) return false;
      return h.ihc === 1 || (h.ihc === 2 && h.ish === false);
    }
    case 'expression': {
      const e = b.expression;
      return b.gene === m.gene && e !== undefined && e.measure === m.measure && e.value >= m.min;
    }
    case 'msi-high':
      return b.msiHigh === true;
    case 'tmb-high':
      return b.tmbPerMb !== undefined ? b.tmbPerMb >= m.minPerMb : b.tmbHigh === true;
    case 'wild-type':
      return false;
  }
}

/** A wild-type matcher is met when every gene it names is reported wild-type and none mutated. */
function meetsWildType(
  all: readonly NormalisedBiomarker[],
  genes: readonly string[],
): NormalisedBiomarker[] {
  const hits = genes.map((g) =>
    all.find((b) => b.gene === g && b.negative && (b.type === 'snv' || b.type === 'indel')),
  );
  const mutated = all.some((b) => genes.includes(b.gene) && !b.negative && b.isMutation);
  return hits.every((h) => h !== undefined) && !mutated ? (hits as NormalisedBiomarker[]) : [];
}

function cancerMatchOf(record: BiomarkerRecord, cancer: CancerType | undefined): CancerMatch {
  if (cancer && record.cancers.includes(cancer.id)) return 'exact';
  if (record.cancers.includes(TUMOUR_AGNOSTIC) && (!cancer || cancer.solid))
    return 'tumour-agnostic';
  return 'other-cancer';
}

const CANCER_ORDER: CancerMatch[] = ['exact', 'tumour-agnostic', 'other-cancer'];

/**
 * The pinned answer of `POST /api/precision/match`: every record a biomarker meets, exact cancer
 * first, tumour-agnostic next, other cancers last (never interleaved), by level within each; and
 * the biomarkers no record knows, in any cancer.
 */
export function matchPrecision(
  kb: PrecisionKnowledge,
  body: PrecisionMatchBody,
): PrecisionMatchResponse {
  const cancer = resolveCancer(body.cancer, kb.cancers);
  const all = body.biomarkers.map(normaliseBiomarker);
  const used = new Set<number>();
  const label = (b: NormalisedBiomarker) => `${b.input.gene} ${b.input.alteration}`;
  const cancerName = (id: string) =>
    id === TUMOUR_AGNOSTIC ? 'Any solid tumour' : (kb.cancers.find((c) => c.id === id)?.name ?? id);

  const therapies: TherapyMatch[] = [];
  for (const record of kb.records) {
    const hits = new Set<NormalisedBiomarker>();
    for (const m of record.matchers) {
      if (m.kind === 'wild-type') meetsWildType(all, m.genes).forEach((b) => hits.add(b));
      else all.filter((b) => meetsMatcher(b, m)).forEach((b) => hits.add(b));
    }
    if (hits.size === 0) continue;
    if (record.requiresAbsent?.some((m) => all.some((b) => meetsMatcher(b, m)))) continue;
    if (cancer && record.excludedCancers?.includes(cancer.id)) continue;
    for (const b of hits) used.add(all.indexOf(b));
    therapies.push({
      id: record.id,
      drugs: record.drugs.map(kb.drugName),
      drugIds: [...record.drugs],
      level: record.level,
      indication: record.indication,
      biomarker: record.biomarker,
      cancerMatch: cancerMatchOf(record, cancer),
      cancers: record.cancers.map(cancerName),
      line: record.line,
      setting: record.setting,
      matchedBy: [...hits].map(label),
      sources: record.sources.map(formatSource),
    });
  }
  therapies.sort(
    (a, b) =>
      CANCER_ORDER.indexOf(a.cancerMatch) - CANCER_ORDER.indexOf(b.cancerMatch) ||
      EVIDENCE_LEVELS.indexOf(a.level) - EVIDENCE_LEVELS.indexOf(b.level),
  );
  const unmatched = all.filter((b, i) => !used.has(i) && !b.negative).map((b) => b.input);
  const negative = all.filter((b, i) => !used.has(i) && b.negative).map((b) => b.input);
  return {
    cancer: cancer ? { id: cancer.id, name: cancer.name } : null,
    therapies,
    unmatched,
    negative,
  };
}

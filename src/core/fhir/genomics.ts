import type { Observation, ObservationComponent } from '@medplum/fhirtypes';
import type { AlterationType, GeneticResultInput, StoredGeneticResult } from '../patients';
import { LOINC, SYSTEM } from './codes';
import { type Node, conceptLabel, hasCode, readConcept, type ConceptValue } from './json';

/*
 * Genomics Reporting (HL7 FHIR Genomics Reporting IG STU3/STU4, as mCODE uses it) for tumour
 * findings: the Variant profile (69548-6) read into the product's genetic-result fields (origin,
 * alterationType, alteration, partner, value, status) and written back. Every code below was read
 * from the IG's FSH sources (github.com/HL7/genomics-reporting, input/fsh/CGFindings.fsh and
 * CGImplications.fsh at 1dbfb09), except LA9634-2 "Absent" and the Sequence Ontology gain/loss
 * terms, which the IG binds by value set (LOINC LL1971-2; SO) rather than lists: those are the
 * LOINC answer list's and SO's own codes.
 */

export const GR_LOINC = {
  variant: '69548-6',
  geneStudied: '48018-6',
  /** representative-coding-hgvs. */
  cHgvs: '48004-6',
  /** representative-protein-hgvs. */
  pHgvs: '48005-3',
  genomicHgvs: '81290-9',
  variationCode: '81252-9',
  codingChangeType: '48019-4',
  genomicSourceClass: '48002-0',
  sampleAllelicFrequency: '81258-6',
  allelicReadDepth: '82121-5',
  allelicState: '53034-5',
  copyNumber: '82155-3',
  referenceAssembly: '62374-4',
  clinicalSignificance: '53037-8',
  medicationAssessed: '51963-7',
} as const;

/** LOINC answers: LL1971-2 (presence) and LL378-1 (genomic source class). */
export const GR_ANSWER = {
  present: 'LA9633-4',
  absent: 'LA9634-2',
  noCall: 'LA18198-4',
  germline: 'LA6683-2',
  somatic: 'LA6684-0',
} as const;

export const SEQUENCE_ONTOLOGY = 'http://www.sequenceontology.org';
export const HGVS_SYSTEM = 'http://varnomen.hgvs.org';
export const VARIANT_PROFILE =
  'http://hl7.org/fhir/uv/genomics-reporting/StructureDefinition/variant';

/** Sequence Ontology change types (coding-change-type, 48019-4) and what they mean here. */
const SO: Record<string, { type: AlterationType; alteration?: string; display: string }> = {
  'SO:0001565': { type: 'fusion', display: 'gene_fusion' },
  'SO:0001886': { type: 'fusion', display: 'transcript_fusion' },
  'SO:0001742': { type: 'cnv', alteration: 'amplification', display: 'copy_number_gain' },
  'SO:0001880': { type: 'cnv', alteration: 'amplification', display: 'feature_amplification' },
  'SO:0001743': { type: 'cnv', alteration: 'deletion', display: 'copy_number_loss' },
  'SO:0001019': { type: 'cnv', display: 'copy_number_variation' },
  'SO:0001483': { type: 'snv', display: 'SNV' },
  'SO:1000002': { type: 'snv', display: 'substitution' },
  'SO:0002007': { type: 'snv', display: 'MNV' },
  'SO:0000159': { type: 'indel', display: 'deletion' },
  'SO:0000667': { type: 'indel', display: 'insertion' },
  'SO:1000032': { type: 'indel', display: 'delins' },
};

const GENE = /^[A-Z0-9-]{2,15}$/;

function component(n: Node, code: string): Node | undefined {
  return n
    .get('component')
    .items()
    .find((c) => hasCode(readConcept(c.get('code')), SYSTEM.loinc, code));
}

function componentConcept(n: Node, code: string): ConceptValue | null {
  const c = component(n, code);
  return c ? readConcept(c.get('valueCodeableConcept')) : null;
}

function componentText(n: Node, code: string): string | null {
  const c = component(n, code);
  if (!c) return null;
  return (
    conceptLabel(readConcept(c.get('valueCodeableConcept'))) ?? c.get('valueString').text() ?? null
  );
}

/** HGNC symbols of every gene-studied component, in the order given. */
export function genesStudied(n: Node): string[] {
  const out: string[] = [];
  for (const c of n.get('component').items()) {
    if (!hasCode(readConcept(c.get('code')), SYSTEM.loinc, GR_LOINC.geneStudied)) continue;
    const concept = readConcept(c.get('valueCodeableConcept'));
    const gene = [
      concept.text,
      ...concept.codings.map((x) => x.display),
      ...concept.codings.map((x) => x.code),
    ]
      .map((x) => x?.trim().toUpperCase())
      .find((x) => x && GENE.test(x));
    if (gene && !out.includes(gene)) out.push(gene);
  }
  return out;
}

/** "NP_005219.2:p.Leu858Arg" → "p.Leu858Arg"; "NM_005228.4:c.2573T>G" → "c.2573T>G". */
export function hgvsShort(name: string): string {
  const m = /:((?:[cgpn])\..+)$/.exec(name.trim());
  return m ? m[1]! : name.trim();
}

function presenceOf(value: ConceptValue): 'detected' | 'not-detected' | 'no-call' | null {
  for (const c of value.codings) {
    if (c.code === GR_ANSWER.present) return 'detected';
    if (c.code === GR_ANSWER.absent) return 'not-detected';
    if (c.code === GR_ANSWER.noCall) return 'no-call';
  }
  const t = (value.text ?? value.codings[0]?.display ?? '').toLowerCase();
  if (/^(present|detected|positive)/.test(t)) return 'detected';
  if (/^(absent|not detected|negative)/.test(t)) return 'not-detected';
  if (/^(no call|indeterminate)/.test(t)) return 'no-call';
  return null;
}

export type VariantReading =
  | { ok: true; item: GeneticResultInput; summary: string; note?: string }
  | { ok: false; reason: string };

/**
 * A fusion's own wording from its variation text, the leading gene dropped ("ALK rearrangement" →
 * "rearrangement"); null when it says no more than "fusion" and the partners the fields hold
 * ("Fusion", "EML4::ALK fusion"), so the product's own export reads back as it was.
 */
function fusionWording(
  variation: string | null | undefined,
  genes: ReadonlyArray<string | null | undefined>,
): string | null {
  const v = variation?.trim();
  if (!v) return null;
  const names = genes.filter((g): g is string => !!g);
  const bare = names
    .reduce((t, g) => t.replace(new RegExp(`\\b${g}\\b`, 'gi'), ' '), v)
    .replace(/[\s:\-–/]+/g, ' ')
    .trim()
    .toLowerCase();
  if (bare === '' || bare === 'fusion') return null;
  const gene = names[0];
  return gene && v.toUpperCase().startsWith(`${gene} `) ? v.slice(gene.length + 1).trim() : v;
}

/**
 * One Variant observation as a genetic result. A germline small variant keeps the older reading
 * (the name as diplotype, presence and source as phenotype) that the PGx engine reads; a tumour
 * finding, fusion, copy-number change or pertinent negative fills the tumour-finding fields.
 */
export function readVariantObservation(
  n: Node,
  common: Pick<GeneticResultInput, 'testDate' | 'laboratory'>,
): VariantReading {
  const genes = genesStudied(n);
  const variation = componentText(n, GR_LOINC.variationCode);
  // A fusion named "EML4-ALK", "EML4::ALK" or "BCR-ABL1" gives both partners in 5'→3' order.
  const named = variation
    ? /\b([A-Z0-9]{2,15})(?:::|-|–|\/)([A-Z0-9]{2,15})\b/.exec(variation)
    : null;
  const presence = presenceOf(readConcept(n.get('valueCodeableConcept')));
  if (presence === 'no-call')
    return { ok: false, reason: 'a variant with no call: neither found nor excluded' };
  const source = componentConcept(n, GR_LOINC.genomicSourceClass);
  const origin = source
    ? source.codings.some((c) => c.code === GR_ANSWER.somatic) ||
      /somatic/i.test(conceptLabel(source) ?? '')
      ? ('somatic' as const)
      : source.codings.some((c) => c.code === GR_ANSWER.germline) ||
          /germline/i.test(conceptLabel(source) ?? '')
        ? ('germline' as const)
        : undefined
    : undefined;
  const changeConcept = componentConcept(n, GR_LOINC.codingChangeType);
  const change = changeConcept?.codings.map((c) => SO[c.code ?? '']).find(Boolean);
  const copyNumber = component(n, GR_LOINC.copyNumber)?.get('valueQuantity').get('value').num();
  const pHgvs = componentText(n, GR_LOINC.pHgvs);
  const cHgvs = componentText(n, GR_LOINC.cHgvs);
  const gHgvs = componentText(n, GR_LOINC.genomicHgvs);
  const isFusion =
    change?.type === 'fusion' || genes.length >= 2 || /fusion|rearrangement/i.test(variation ?? '');
  const isCnv =
    change?.type === 'cnv' ||
    copyNumber !== undefined ||
    /amplification|copy number/i.test(variation ?? '');

  let gene = genes[0] ?? null;
  let partner: string | undefined;
  let note: string | undefined;
  if (isFusion) {
    const order =
      named && genes.includes(named[1]!) && genes.includes(named[2]!)
        ? [named[1]!, named[2]!]
        : named && genes.length <= 1 && (genes.length === 0 || named.slice(1).includes(genes[0]!))
          ? [named[1]!, named[2]!]
          : genes;
    if (order.length >= 2) {
      // The 3' partner (the kinase in EML4-ALK, ABL1 in BCR-ABL1) is the gene; the 5' its partner.
      gene = order[1]!;
      partner = order[0]!;
      if (!named) note = `partners in the order sent (${order[0]} 5', ${order[1]} 3')`;
    }
  }
  if (!gene) return { ok: false, reason: 'a variant that names no gene (component 48018-6)' };

  const status = presence === 'not-detected' ? ('not-detected' as const) : ('detected' as const);
  const alterationType: AlterationType | undefined = isFusion
    ? 'fusion'
    : isCnv
      ? 'cnv'
      : change?.type;
  // Issue 20: a fusion keeps the sender's wording ("ALK rearrangement" stays a rearrangement, not
  // "fusion"); the gene in front is dropped as the gene field holds it. Matching reads the type.
  const alteration = isFusion
    ? (fusionWording(variation, [gene, partner]) ?? 'fusion')
    : isCnv
      ? (change?.alteration ??
        (variation && /amplification/i.test(variation) ? 'amplification' : 'copy number change'))
      : pHgvs
        ? hgvsShort(pHgvs)
        : cHgvs
          ? hgvsShort(cHgvs)
          : (variation ?? (gHgvs ? hgvsShort(gHgvs) : null));
  if (!alteration) {
    return { ok: false, reason: 'a variant without its name (HGVS or variation code)' };
  }
  const small = !isFusion && !isCnv && status === 'detected';
  const name = cHgvs ?? variation ?? gHgvs ?? pHgvs ?? alteration;

  if (small && origin === 'germline') {
    // A germline small variant is a finding and, as before, the PGx engine's diplotype.
    return {
      ok: true,
      item: {
        gene,
        diplotype: name.slice(0, 200),
        origin: 'germline',
        ...(alterationType ? { alterationType } : {}),
        alteration: alteration.slice(0, 200),
        status,
        ...common,
      },
      summary: `${gene} ${alteration} (germline)`,
    };
  }

  const item: GeneticResultInput = {
    gene,
    // No source class on a small variant: both readings kept, origin left unset (read as germline
    // by the PGx engine, matched as a finding by precision oncology).
    ...(small && !origin ? { diplotype: name.slice(0, 200) } : { origin: origin ?? 'somatic' }),
    ...(alterationType ? { alterationType } : {}),
    alteration: alteration.slice(0, 200),
    ...(partner ? { partner } : {}),
    ...(isCnv && copyNumber !== undefined ? { value: copyNumber, valueUnit: 'copies' } : {}),
    status,
    ...common,
  };
  if (!origin)
    note = [
      note,
      small
        ? 'no genomic source class: origin left unknown'
        : 'no genomic source class: read as a tumour finding',
    ]
      .filter(Boolean)
      .join('; ');
  const what = partner ? `${partner}::${gene} fusion` : `${gene} ${alteration}`;
  return {
    ok: true,
    item,
    summary: `${what}${status === 'not-detected' ? ' not detected' : ''}${item.value !== undefined ? `, ${item.value} copies` : ''}${note ? `; ${note}` : ''}`,
  };
}

/** The implication's own component: STU3+ `therapeutic-implication`, or `predicted-therapeutic-implication` as mCODE's examples send. */
export function implicationText(n: Node): string | null {
  for (const c of n.get('component').items()) {
    const code = readConcept(c.get('code'));
    if (
      hasCode(code, SYSTEM.genomicsTbd, 'therapeutic-implication') ||
      hasCode(code, SYSTEM.genomicsTbd, 'predicted-therapeutic-implication')
    ) {
      const label = conceptLabel(readConcept(c.get('valueCodeableConcept')));
      if (label) {
        const drug = componentText(n, GR_LOINC.medicationAssessed);
        return drug && !label.toLowerCase().includes(drug.toLowerCase())
          ? `${label}: ${drug}`
          : label;
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Export

/** A tumour finding (anything with the tumour-finding fields), written as a Variant. */
export function isTumourFinding(g: StoredGeneticResult): boolean {
  return (
    g.origin === 'somatic' ||
    g.alterationType !== null ||
    g.alteration !== null ||
    g.partner !== null ||
    g.status !== null
  );
}

const coding = (system: string, code: string, display?: string) => ({
  system,
  code,
  ...(display ? { display } : {}),
});
const loinc = (code: string, display: string) => ({
  coding: [coding(SYSTEM.loinc, code, display)],
});

const SO_OUT: Partial<Record<AlterationType, [string, string]>> = {
  fusion: ['SO:0001565', 'gene_fusion'],
  snv: ['SO:0001483', 'SNV'],
  // The product keeps insertions and deletions as one kind: delins covers both on the way out.
  indel: ['SO:1000032', 'delins'],
};

/**
 * A fusion's variation text on the way out: the wording it came with when there is one ("ALK
 * rearrangement", "EML4-ALK fusion"), else "EML4::ALK fusion" from the partners.
 */
export function fusionVariationText(
  g: Pick<StoredGeneticResult, 'gene' | 'partner' | 'alteration'>,
): string {
  const a = g.alteration?.trim() ?? '';
  if (!a || a.toLowerCase() === 'fusion')
    return g.partner ? `${g.partner}::${g.gene} fusion` : `${g.gene} fusion`;
  const names = [g.gene, g.partner].filter((x): x is string => !!x);
  return names.some((n) => new RegExp(`\\b${n}\\b`, 'i').test(a)) ? a : `${g.gene} ${a}`;
}

/** The Variant observation of one tumour finding (without the fields every observation shares). */
export function variantObservation(g: StoredGeneticResult): Pick<
  Observation,
  'code' | 'valueCodeableConcept' | 'component' | 'method'
> & {
  profile: string;
} {
  const gene = (symbol: string): ObservationComponent => ({
    code: loinc(GR_LOINC.geneStudied, 'Gene studied [ID]'),
    valueCodeableConcept: { coding: [{ system: SYSTEM.hgnc, display: symbol }], text: symbol },
  });
  const components: ObservationComponent[] = [];
  // A fusion lists its 5' partner first, then the gene (3'), as the variation code names them.
  if (g.partner) components.push(gene(g.partner));
  components.push(gene(g.gene));
  const alteration = g.alteration ?? '';
  if (g.alterationType === 'fusion') {
    components.push({
      code: loinc(GR_LOINC.variationCode, 'Discrete genetic variant'),
      valueCodeableConcept: { text: fusionVariationText(g) },
    });
  } else if (/^p\./.test(alteration)) {
    components.push({
      code: loinc(GR_LOINC.pHgvs, 'Amino acid change (pHGVS)'),
      valueCodeableConcept: { coding: [coding(HGVS_SYSTEM, alteration)], text: alteration },
    });
  } else if (/^c\./.test(alteration)) {
    components.push({
      code: loinc(GR_LOINC.cHgvs, 'DNA change (c.HGVS)'),
      valueCodeableConcept: { coding: [coding(HGVS_SYSTEM, alteration)], text: alteration },
    });
  } else if (alteration) {
    components.push({
      code: loinc(GR_LOINC.variationCode, 'Discrete genetic variant'),
      valueCodeableConcept: { text: `${g.gene} ${alteration}` },
    });
  }
  const so =
    g.alterationType === 'cnv'
      ? /amplif|gain/i.test(alteration)
        ? (['SO:0001742', 'copy_number_gain'] as [string, string])
        : /deletion|loss/i.test(alteration)
          ? (['SO:0001743', 'copy_number_loss'] as [string, string])
          : (['SO:0001019', 'copy_number_variation'] as [string, string])
      : g.alterationType
        ? SO_OUT[g.alterationType]
        : undefined;
  if (so) {
    components.push({
      code: loinc(GR_LOINC.codingChangeType, 'DNA change type'),
      valueCodeableConcept: { coding: [coding(SEQUENCE_ONTOLOGY, so[0], so[1])] },
    });
  }
  if (g.alterationType === 'cnv' && g.value !== null) {
    components.push({
      code: loinc(GR_LOINC.copyNumber, 'Genomic structural variant copy number'),
      valueQuantity: { value: g.value, system: SYSTEM.ucum, code: '1' },
    });
  }
  // No origin recorded: no source class either, so that the round trip keeps it unknown.
  if (g.origin) {
    const somatic = g.origin === 'somatic';
    components.push({
      code: loinc(GR_LOINC.genomicSourceClass, 'Genomic source class [Type]'),
      valueCodeableConcept: {
        coding: [
          coding(
            SYSTEM.loinc,
            somatic ? GR_ANSWER.somatic : GR_ANSWER.germline,
            somatic ? 'Somatic' : 'Germline',
          ),
        ],
      },
    });
  }
  const absent = g.status === 'not-detected';
  return {
    profile: VARIANT_PROFILE,
    code: loinc(LOINC.variant, 'Genetic variant assessment'),
    valueCodeableConcept: {
      coding: [
        coding(
          SYSTEM.loinc,
          absent ? GR_ANSWER.absent : GR_ANSWER.present,
          absent ? 'Absent' : 'Present',
        ),
      ],
    },
    component: components,
  };
}

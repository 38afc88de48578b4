import { conceptLabel, readConcept } from '../json';
import type { ImportContext } from './context';
import type { Entry } from './entries';
import { addGenetic, geneticCommon } from './genetic-observations';

/*
 * Observation, breast-cancer receptor status (mCODE TumorMarkerTest) → a tumour-marker entry in
 * genetics: gene ESR1 (estrogen receptor), PGR (progesterone receptor) or ERBB2 (HER2), somatic,
 * alterationType 'expression', alteration "positive" / "negative" / "equivocal"; a negative is a
 * pertinent negative (status not-detected), as trial matching and the precision engine read them.
 *
 * LOINC codes and their names as read in the CodeX / mCODE example bundles kept under
 * fixtures/third-party/codex (their `display`), and 16113-3 as listed by public OMOP LOINC concept
 * tables ("Progesterone receptor [Interpretation] in Tissue"). Answer codes as those bundles use
 * them: SNOMED CT 10828004 Positive, 260385009 Negative; LOINC LA6576-8 Positive, LA6577-6 Negative.
 */

export const TUMOR_MARKER_LOINC: Record<string, { gene: 'ESR1' | 'PGR' | 'ERBB2'; name: string }> =
  {
    '16112-5': { gene: 'ESR1', name: 'Estrogen receptor [Interpretation] in Tissue' },
    '40556-3': { gene: 'ESR1', name: 'Estrogen receptor Ag [Presence] in Tissue by Immune stain' },
    '85337-4': {
      gene: 'ESR1',
      name: 'Estrogen receptor Ag [Presence] in Breast cancer specimen by Immune stain',
    },
    '16113-3': { gene: 'PGR', name: 'Progesterone receptor [Interpretation] in Tissue' },
    '40557-1': {
      gene: 'PGR',
      name: 'Progesterone receptor Ag [Presence] in Tissue by Immune stain',
    },
    '85339-0': {
      gene: 'PGR',
      name: 'Progesterone receptor Ag [Presence] in Breast cancer specimen by Immune stain',
    },
    '48676-1': { gene: 'ERBB2', name: 'HER2 [Interpretation] in Tissue' },
    '18474-7': { gene: 'ERBB2', name: 'HER2 Ag [Presence] in Tissue by Immune stain' },
    '85319-2': {
      gene: 'ERBB2',
      name: 'HER2 [Presence] in Breast cancer specimen by Immune stain',
    },
    '85318-4': { gene: 'ERBB2', name: 'HER2 [Presence] in Breast cancer specimen by FISH' },
  };

const ANSWER: Record<string, 'positive' | 'negative'> = {
  '10828004': 'positive',
  '260385009': 'negative',
  'LA6576-8': 'positive',
  'LA6577-6': 'negative',
};

/**
 * An immunohistochemistry score as the result ("IHC 3+", "IHC 0"): kept as written, so that a
 * HER2 "IHC 3+" entry keeps its score and its alteration type through export and import. Scores
 * 0, 1+, 2+, 3+ are the ASCO/CAP HER2 scale; 0 is no staining (not detected), any other score is
 * staining seen (detected). The score is not turned into positive/negative here.
 */
const IHC_SCORE = /^\s*IHC\s*(0|1\+|2\+|3\+)\s*$/i;

function ihcScore(text: string | null | undefined): string | null {
  const m = IHC_SCORE.exec(text ?? '');
  return m ? `IHC ${m[1]}` : null;
}

/** The immune-stain code each receptor's IHC score goes out with (names as TUMOR_MARKER_LOINC). */
const IHC_EXPORT_CODE = { ESR1: '40556-3', PGR: '40557-1', ERBB2: '18474-7' } as const;

export function tumorMarkerOf(loinc: Iterable<string>) {
  for (const c of loinc) if (TUMOR_MARKER_LOINC[c]) return { code: c, ...TUMOR_MARKER_LOINC[c] };
  return null;
}

export function readTumorMarker(ctx: ImportContext, e: Entry, code: string): void {
  const marker = TUMOR_MARKER_LOINC[code]!;
  const value = readConcept(e.node.get('valueCodeableConcept'));
  const label = conceptLabel(value);
  const result =
    value.codings.map((c) => (c.code ? ANSWER[c.code] : undefined)).find(Boolean) ??
    (/^\s*(?:positive|pos)\b/i.test(label ?? '')
      ? 'positive'
      : /^\s*(?:negative|neg)\b/i.test(label ?? '')
        ? 'negative'
        : /\bequivocal\b/i.test(label ?? '')
          ? 'equivocal'
          : null);
  // A named result wins; otherwise an IHC score as written ("IHC 3+"), kept as the alteration so
  // it survives export and re-import (IHC 0 is not detected).
  const alteration = result ?? ihcScore(label);
  if (!alteration)
    return ctx.skip(
      e,
      `${marker.name}: no positive, negative, equivocal or IHC score result (${label ?? 'no coded value'})`,
    );
  addGenetic(
    ctx,
    e,
    {
      gene: marker.gene,
      origin: 'somatic',
      alterationType: 'expression',
      alteration,
      status: alteration === 'negative' || alteration === 'IHC 0' ? 'not-detected' : 'detected',
      ...geneticCommon(ctx, e.node),
    },
    `${marker.gene} ${alteration} (${code} ${marker.name})`,
  );
}

/** On export: the interpretation code each receptor is written back with. */
const EXPORT_CODE = { ESR1: '16112-5', PGR: '16113-3', ERBB2: '48676-1' } as const;
const EXPORT_ANSWER = {
  positive: { system: 'http://snomed.info/sct', code: '10828004', display: 'Positive' },
  negative: { system: 'http://snomed.info/sct', code: '260385009', display: 'Negative' },
} as const;

/**
 * A receptor result as this mapper writes it (positive, negative, equivocal, or an IHC score such
 * as HER2 "IHC 3+"), to be exported as a laboratory observation with its LOINC code. Anything
 * else stays a Genomics Reporting finding.
 */
export function receptorExport(g: {
  gene: string;
  alterationType: string | null;
  alteration: string | null;
  diplotype: string | null;
  phenotype: string | null;
  partner: string | null;
}): { code: { system: string; code: string; display: string }; value: object } | null {
  if (g.alterationType !== 'expression' || g.diplotype || g.phenotype || g.partner) return null;
  if (!(g.gene in EXPORT_CODE)) return null;
  const gene = g.gene as keyof typeof EXPORT_CODE;
  const score = ihcScore(g.alteration);
  if (score) {
    const code = IHC_EXPORT_CODE[gene];
    return {
      code: { system: 'http://loinc.org', code, display: TUMOR_MARKER_LOINC[code]!.name },
      value: { text: score },
    };
  }
  const result = g.alteration?.trim().toLowerCase();
  if (result !== 'positive' && result !== 'negative' && result !== 'equivocal') return null;
  const code = EXPORT_CODE[gene];
  return {
    code: { system: 'http://loinc.org', code, display: TUMOR_MARKER_LOINC[code]!.name },
    value:
      result === 'equivocal'
        ? { text: 'Equivocal' }
        : { coding: [EXPORT_ANSWER[result]], text: EXPORT_ANSWER[result].display },
  };
}

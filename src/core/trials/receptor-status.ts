import { eligibilityItems } from './eligibility-text';
import type { CriterionFinding, CriterionStatus } from './schemas';
import type { TextCondition, TextGenetic } from './text-criteria';

/*
 * Breast-cancer receptor status (issue 20): estrogen receptor (ER), progesterone receptor (PR),
 * hormone receptor (HR: ER and/or PR) and HER2 as eligibility texts write them ("HR-positive",
 * "ER+", "ER and/or PR positive", "HER2-negative", "triple negative"), judged on what the record
 * holds:
 *  1. tumour-marker results in genetics: gene ESR1 (estrogen receptor), PGR (progesterone
 *     receptor) or ERBB2 (HER2), as the FHIR import writes mCODE TumorMarkerTest observations
 *     (alteration "positive"/"negative", or a pertinent negative);
 *  2. otherwise the diagnosis as recorded ("Metastatic breast cancer, hormone receptor positive,
 *     HER2-negative"): the reason says the status was read from the diagnosis name.
 * HR-positive is ER-positive or PR-positive; HR-negative needs both negative; triple negative
 * needs ER, PR and HER2 all negative. A status the record does not hold is unknown, never met.
 * HER2-positive/negative rules themselves are read by the biomarker rules (text-criteria.ts);
 * this module gives them the HER2 status when only the diagnosis name holds it.
 */

export type Receptor = 'ER' | 'PR' | 'HR' | 'HER2' | 'TNBC';
export type Polarity = 'positive' | 'negative';

export interface ReceptorStatement {
  receptor: Receptor;
  polarity: Polarity;
  /** As written: "HR-positive", "ER+". */
  label: string;
}

const SIGN = String.raw`[\s-]*(?:\(\s*(?:ER|PR|PgR|HR)\s*\)[\s-]*)?([Pp]ositive|[Nn]egative|POSITIVE|NEGATIVE|\+|-(?=$|[\s/,;:.)])|(?:\u2212|–)(?=$|[\s/,;:.)]))`;
const NAMES: Array<[Receptor, RegExp]> = [
  // "hormone receptor", "hormone-receptor", "HR" (upper case only: "hr" is hours).
  ['HR', new RegExp(String.raw`(?:\b[Hh]ormone[- ][Rr]eceptors?|\bHR)${SIGN}`, 'g')],
  [
    'ER',
    new RegExp(
      String.raw`(?:\b[Oo]?[Ee]strogen[- ][Rr]eceptors?(?:[- ]alpha)?|\bER(?!\s*\/\s*P)|\bERα)${SIGN}`,
      'g',
    ),
  ],
  [
    'PR',
    new RegExp(String.raw`(?:\b[Pp]rogesterone[- ][Rr]eceptors?|(?<!\/\s*)\bPg?R)${SIGN}`, 'g'),
  ],
  ['HER2', new RegExp(String.raw`\b(?:HER2|HER-2|HER2\/neu|ERBB2)\)?${SIGN}`, 'gi')],
];
/** "ER/PR-positive", "ER/PgR positive": hormone receptor status written as a pair. */
const PAIR = new RegExp(String.raw`\bER\s*\/\s*Pg?R${SIGN}`, 'g');
const TRIPLE = /\btriple[- ]negative\b|\bTNBC\b/gi;

const polarityOf = (sign: string): Polarity =>
  /^(?:positive|\+)$/i.test(sign) ? 'positive' : 'negative';

/** Every receptor status a text states, in order, without duplicates. */
export function receptorStatements(text: string): ReceptorStatement[] {
  const out: Array<ReceptorStatement & { at: number }> = [];
  const add = (receptor: Receptor, polarity: Polarity, label: string, at: number) => {
    if (!out.some((s) => s.receptor === receptor && s.polarity === polarity))
      out.push({ receptor, polarity, label: label.trim(), at });
  };
  for (const m of text.matchAll(PAIR)) add('HR', polarityOf(m[1]!), m[0], m.index ?? 0);
  for (const [receptor, re] of NAMES)
    for (const m of text.matchAll(re)) add(receptor, polarityOf(m[1]!), m[0], m.index ?? 0);
  for (const m of text.matchAll(TRIPLE)) add('TNBC', 'positive', m[0], m.index ?? 0);
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...s }) => s);
}

interface Known {
  polarity: Polarity;
  fact: string;
}
export type ReceptorProfile = Partial<Record<Receptor, Known>>;

const GENE_OF: Partial<Record<Receptor, string>> = { ER: 'ESR1', PR: 'PGR', HER2: 'ERBB2' };
const NAME_OF: Record<Receptor, string> = {
  ER: 'estrogen receptor',
  PR: 'progesterone receptor',
  HR: 'hormone receptor',
  HER2: 'HER2',
  TNBC: 'triple negative',
};

/** A tumour-marker result's polarity, or null when the entry is not one (a variant, a genotype). */
function markerPolarity(g: TextGenetic): Polarity | null {
  if (g.alterationType && g.alterationType !== 'expression' && g.alterationType !== 'cnv')
    return null;
  const text = `${g.alteration ?? ''} ${g.phenotype ?? ''}`;
  if (g.status === 'not-detected' || /\bnegative\b|\bnot amplified\b|\bIHC\s*[01]\+?/i.test(text))
    return 'negative';
  if (/\bpositive\b|\bamplif\w*|\bIHC\s*3\+|^\s*\+\s*$/i.test(text)) return 'positive';
  return null;
}

const markerFact = (label: string, g: TextGenetic, p: Polarity) =>
  `${label} ${p} (${g.alteration ?? g.phenotype ?? 'result'}; ${g.testDate ?? 'date not recorded'})`;

/** What the record says about each receptor, newest tumour-marker result first, then diagnoses. */
export function receptorProfile(
  genetics: readonly TextGenetic[],
  conditions: readonly TextCondition[],
): ReceptorProfile {
  const profile: ReceptorProfile = {};
  for (const r of ['ER', 'PR', 'HER2'] as const) {
    const gene = GENE_OF[r]!;
    const results = genetics
      .filter((g) => g.gene.toUpperCase() === gene && !g.diplotype)
      .map((g) => ({ g, p: markerPolarity(g) }))
      .filter((x): x is { g: TextGenetic; p: Polarity } => x.p !== null)
      .sort((a, b) => (b.g.testDate ?? '').localeCompare(a.g.testDate ?? ''));
    const newest = results[0];
    if (newest) profile[r] = { polarity: newest.p, fact: markerFact(r, newest.g, newest.p) };
  }
  for (const c of conditions) {
    if (!c.malignant || !c.name) continue;
    for (const s of receptorStatements(c.name)) {
      if (profile[s.receptor]) continue;
      profile[s.receptor] = {
        polarity: s.polarity,
        fact: `${NAME_OF[s.receptor]} ${s.polarity} as written in the diagnosis “${c.name}”${c.dateOfDiagnosis ? ` (diagnosed ${c.dateOfDiagnosis})` : ''}`,
      };
    }
  }
  // A triple-negative diagnosis states all three.
  const tn = profile.TNBC;
  if (tn?.polarity === 'positive')
    for (const r of ['ER', 'PR', 'HR', 'HER2'] as const)
      profile[r] ??= { polarity: 'negative', fact: tn.fact };
  return profile;
}

/** The status of one receptor statement on the profile: present, absent, or not recorded. */
function judge(
  s: ReceptorStatement,
  p: ReceptorProfile,
): { state: 'present' | 'absent' | 'none'; facts: string[] } {
  const is = (known: Known | undefined, want: Polarity) =>
    known ? (known.polarity === want ? 'present' : 'absent') : 'none';
  if (s.receptor === 'HR' && !p.HR) {
    // HR-positive: ER or PR positive; HR-negative: both negative.
    const er = p.ER;
    const pr = p.PR;
    const facts = [er?.fact, pr?.fact].filter((f): f is string => !!f);
    const anyPositive = er?.polarity === 'positive' || pr?.polarity === 'positive';
    const bothNegative = er?.polarity === 'negative' && pr?.polarity === 'negative';
    const hr: Polarity | null = anyPositive ? 'positive' : bothNegative ? 'negative' : null;
    if (!hr) return { state: 'none', facts };
    return { state: hr === s.polarity ? 'present' : 'absent', facts };
  }
  if (s.receptor === 'TNBC' && !p.TNBC) {
    const parts = [p.ER, p.PR, p.HER2];
    const hr = p.HR;
    const facts = [...new Set([hr?.fact, ...parts.map((k) => k?.fact)])].filter(
      (f): f is string => !!f,
    );
    const anyPositive = [...parts, hr].some((k) => k?.polarity === 'positive');
    const hrNegative =
      hr?.polarity === 'negative' ||
      (p.ER?.polarity === 'negative' && p.PR?.polarity === 'negative');
    if (anyPositive) return { state: 'absent', facts };
    if (hrNegative && p.HER2?.polarity === 'negative') return { state: 'present', facts };
    return { state: 'none', facts };
  }
  const known = p[s.receptor];
  return { state: is(known, s.polarity), facts: known ? [known.fact] : [] };
}

/**
 * Findings for the ER / PR / HR / triple-negative statements in the study's conditions and
 * eligibility items. HER2 statements are left to the biomarker rules, except inside a statement
 * that also names a hormone receptor ("HR-positive, HER2-negative"), where they are judged here
 * too so the item gets one finding.
 */
export function receptorFindings(
  criteria: string | null,
  studyConditions: readonly string[],
  profile: ReceptorProfile,
): CriterionFinding[] {
  const sources = [
    ...studyConditions.map((text) => ({ section: 'conditions' as const, text })),
    ...eligibilityItems(criteria).filter((i) => i.section !== 'unsectioned'),
  ];
  const out: CriterionFinding[] = [];
  for (const src of sources) {
    const statements = receptorStatements(src.text).filter((s) => s.receptor !== 'HER2');
    if (statements.length === 0) continue;
    const exclusion =
      src.section === 'exclusion' ||
      (src.section === 'inclusion' && /^(?:no|without|absence of)\b/i.test(src.text.trim()));
    const judged = statements.map((s) => ({ s, ...judge(s, profile) }));
    // "ER-positive and/or PR-positive", "ER+ or PR+": one is enough; otherwise each is required.
    const alternatives = /\band\s*\/\s*or\b|\bor\b/i.test(src.text);
    let status: CriterionStatus;
    if (exclusion) {
      status = judged.some((j) => j.state === 'present')
        ? 'not-met'
        : judged.every((j) => j.state === 'absent')
          ? 'met'
          : 'unknown';
    } else if (alternatives) {
      status = judged.some((j) => j.state === 'present')
        ? 'met'
        : judged.every((j) => j.state === 'absent')
          ? 'not-met'
          : 'unknown';
    } else {
      status = judged.some((j) => j.state === 'absent')
        ? 'not-met'
        : judged.every((j) => j.state === 'present')
          ? 'met'
          : 'unknown';
    }
    const facts = [...new Set(judged.flatMap((j) => j.facts))];
    const names = [...new Set(statements.map((s) => NAME_OF[s.receptor]))];
    const factText =
      facts.length > 0 ? facts.join('; ') : `no ${names.join(' or ')} status recorded`;
    const labels = statements.map((s) => s.label).join(', ');
    out.push({
      section: src.section,
      text: src.text,
      status,
      reason: `${factText[0]!.toUpperCase()}${factText.slice(1)}; the study’s text names ${labels} — ${exclusion ? 'exclusion' : 'required'}.`,
    });
  }
  return out;
}

import type { CancerInput, CancerType } from './schemas';

/*
 * Reads a cancer given as SNOMED CT, ICD-10 and/or text into one cancer type of the knowledge base.
 * SNOMED is most specific and wins; then ICD-10 by its longest listed prefix; text decides between
 * types an ICD-10 code cannot separate (C34 is lung cancer of any histology: "small cell" in the
 * text rules NSCLC out) and stands alone when no code is given.
 */
export function resolveCancer(
  input: CancerInput,
  types: readonly CancerType[],
): CancerType | undefined {
  const text = (input.text ?? '').toLowerCase();
  const excluded = (t: CancerType) => (t.excludeTerms ?? []).some((w) => text.includes(w));
  // The longest term the text contains: "small cell lung" outranks "lung cancer".
  const termLength = (t: CancerType) =>
    excluded(t) ? 0 : Math.max(0, ...t.terms.filter((w) => text.includes(w)).map((w) => w.length));

  if (input.snomed) {
    const bySnomed = types.find((t) => t.snomed.includes(input.snomed!));
    if (bySnomed) return bySnomed;
  }
  const code = (input.icd10 ?? '').trim().toUpperCase();
  if (code) {
    const byCode = types
      .flatMap((t) => t.icd10.filter((p) => code.startsWith(p)).map((p) => ({ t, len: p.length })))
      .filter(({ t }) => !excluded(t))
      .sort((a, b) => b.len - a.len);
    const named = byCode
      .filter(({ t }) => termLength(t) > 0)
      .sort((a, b) => termLength(b.t) - termLength(a.t))[0];
    if (named) return named.t;
    if (byCode[0]) return byCode[0].t;
  }
  if (!text) return undefined;
  // The longest matching term is the most specific ("non-small cell lung" over "lung").
  const byText = types
    .filter((t) => termLength(t) > 0)
    .sort((a, b) => termLength(b) - termLength(a));
  return byText[0];
}

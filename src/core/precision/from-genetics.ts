import type { StoredCondition, StoredGeneticResult } from '../patients/schemas';
import type { BiomarkerInput, CancerInput } from './schemas';

/**
 * A patient's record read as the match request: tumour findings that were detected (somatic, or
 * germline ones reported as an alteration, such as a germline BRCA2 variant that PARP-inhibitor
 * labels name), and the active cancer conditions. Pertinent negatives are kept as negatives so
 * that "KRAS wild-type" can meet a RAS-wild-type indication.
 */
export function biomarkersFromGenetics(genetics: readonly StoredGeneticResult[]): BiomarkerInput[] {
  return genetics.flatMap((g) => {
    if (!g.alterationType || !g.alteration) return [];
    const negative = g.status === 'not-detected';
    // A TMB in another unit (mutations per exome) must not be read as per megabase.
    const perMbOrNone = g.alterationType !== 'tmb' || !g.valueUnit || /mb/i.test(g.valueUnit);
    const unitNote =
      g.alterationType === 'tmb' && g.valueUnit && g.value !== null
        ? ` (${g.value} ${g.valueUnit})`
        : '';
    return [
      {
        gene: g.gene,
        alteration: negative ? 'not detected' : `${g.alteration}${unitNote}`.slice(0, 200),
        type: g.alterationType,
        ...(g.value !== null && perMbOrNone ? { value: g.value } : {}),
        ...(g.partner ? { partner: g.partner } : {}),
      },
    ];
  });
}

/** Active conditions first, ICD-10 chapter C (malignant neoplasms) first among them. */
export function cancersFromConditions(conditions: readonly StoredCondition[]): CancerInput[] {
  const score = (c: StoredCondition) =>
    (c.status === 'active' ? 0 : 2) + (c.icd10?.toUpperCase().startsWith('C') ? 0 : 1);
  return [...conditions]
    .sort((a, b) => score(a) - score(b))
    .map((c) => {
      const snomed = (c as { snomed?: string | null }).snomed;
      return {
        ...(c.icd10 ? { icd10: c.icd10 } : {}),
        ...(snomed ? { snomed } : {}),
        text: c.name,
      };
    });
}

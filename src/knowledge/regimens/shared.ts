import type { RegimenInput } from '../../core/knowledge/regimen';

type SourceInput = RegimenInput['sources'][number];

/** A primary trial report, by PMID (each verified against PubMed). */
export function trial(title: string, pmid: string, year: number): SourceInput {
  return { kind: 'pubmed', title, pmid, year };
}

/** An FDA prescribing-information section. */
export function label(title: string, section: string): SourceInput {
  return { kind: 'label', title, section };
}

/** Days `from`..`to` inclusive, for daily oral dosing. */
export function days(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** ASCO antiemetic guideline update (Hesketh PJ et al, J Clin Oncol 2020), PMID 32658626. */
export const ASCO_ANTIEMETICS_2020 = {
  kind: 'guideline',
  title: 'Hesketh PJ et al. Antiemetics: ASCO guideline update. J Clin Oncol 2020',
  pmid: '32658626',
  year: 2020,
} as const satisfies SourceInput;

export const CHECKPOINT_INHIBITOR_RULE =
  'No dose reduction is recommended; withhold or permanently discontinue for immune-mediated adverse reactions according to severity, as the label tabulates.';

export type DoseModificationInput = NonNullable<RegimenInput['doseModifications']>[number];
export type ComponentInput = RegimenInput['phases'][number]['components'][number];

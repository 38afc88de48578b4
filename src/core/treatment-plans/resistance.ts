import type { StoredCondition, StoredGeneticResult } from '../patients/schemas';
import {
  biomarkersFromGenetics,
  cancersFromConditions,
  matchPrecision,
  resolveCancer,
  type PrecisionKnowledge,
} from '../precision';

/** One drug of a plan that a resistance record meets for this patient's tumour (issue 23). */
export interface ResistanceFinding {
  recordId: string;
  drugId: string;
  drugName: string;
  /** The record's marker as the record names it (never the patient's own alteration text). */
  marker: string;
  cancer: string;
  indication: string;
  sources: { label: string; url?: string }[];
}

/**
 * The resistance records the patient's tumour meets for the drugs of a plan, through the same
 * matcher the precision tab runs (no second matcher). Only somatic findings not reported as a
 * pertinent negative are read: a germline result or a pertinent negative is not a marker of this tumour. The cancer is
 * the one the precision tab reads (active malignancies first, the first that reads as a known
 * type), and a record warns only for its own cancer (RAS mutation resists anti-EGFR antibodies in
 * colorectal cancer, not in every cancer). An unknown cancer gives no finding: cannot assess.
 */
export function resistanceFindings(
  kb: PrecisionKnowledge,
  input: {
    genetics: readonly StoredGeneticResult[];
    conditions: readonly StoredCondition[];
    drugIds: readonly string[];
  },
): ResistanceFinding[] {
  // An unset status is a detected finding (the input schema's default); an unset origin germline.
  const somatic = input.genetics.filter(
    (g) => g.origin === 'somatic' && g.status !== 'not-detected',
  );
  if (somatic.length === 0 || input.drugIds.length === 0) return [];
  const candidates = cancersFromConditions(input.conditions);
  const cancer = candidates.find((c) => resolveCancer(c, kb.cancers));
  if (!cancer) return [];
  const answer = matchPrecision(kb, { cancer, biomarkers: biomarkersFromGenetics(somatic) });
  const wanted = new Set(input.drugIds);
  const out: ResistanceFinding[] = [];
  for (const t of answer.therapies) {
    if (t.level !== 'resistance' || t.cancerMatch !== 'exact') continue;
    t.drugIds.forEach((drugId, i) => {
      if (!wanted.has(drugId) || out.some((f) => f.drugId === drugId && f.recordId === t.id)) return;
      out.push({
        recordId: t.id,
        drugId,
        drugName: t.drugs[i] ?? drugId,
        marker: t.biomarker,
        cancer: answer.cancer?.name ?? '',
        indication: t.indication,
        sources: t.sources,
      });
    });
  }
  return out;
}

/** The plan warning for a finding: the marker, the drug and the record's source. */
export function resistanceWarning(f: ResistanceFinding): string {
  return `High: ${f.drugName} with ${f.marker} in ${f.cancer}: a resistance marker for this drug. ${f.indication} Source: ${f.sources.map((s) => s.label).join('; ')}.`;
}

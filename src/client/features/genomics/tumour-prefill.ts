import type { BiomarkerInput, CancerInput } from '../../../core/precision';
import type { PatientDetail } from '../../lib/patient-api';

export interface TumourReport {
  cancer: CancerInput;
  biomarkers: BiomarkerInput[];
  /** Tumour findings the record holds that could not be loaded (no alteration text). */
  skipped: number;
}

/**
 * A patient's tumour report as the tumour-profile form holds it: the first active malignancy
 * (ICD-10 chapter C) as the cancer, and every tumour finding (alteration type set) as a row,
 * pertinent negatives as "not detected". Germline pharmacogene results are left to the PGx tab.
 */
export function tumourReportFromRecord(
  record: Pick<PatientDetail, 'conditions' | 'genetics'>,
): TumourReport {
  const malignancies = record.conditions
    .filter((c) => c.icd10?.toUpperCase().startsWith('C'))
    .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  const first = malignancies[0];
  const cancer: CancerInput = first
    ? {
        ...(first.icd10 ? { icd10: first.icd10 } : {}),
        ...(first.name ? { text: first.name } : {}),
      }
    : {};
  let skipped = 0;
  const biomarkers: BiomarkerInput[] = [];
  for (const g of record.genetics) {
    if (!g.alterationType) continue;
    if (!g.alteration) {
      skipped += 1;
      continue;
    }
    biomarkers.push({
      gene: g.gene,
      alteration: g.status === 'not-detected' ? 'not detected' : g.alteration,
      type: g.alterationType,
      ...(g.value !== null && g.value !== undefined ? { value: g.value } : {}),
      ...(g.partner ? { partner: g.partner } : {}),
    });
  }
  return { cancer, biomarkers, skipped };
}

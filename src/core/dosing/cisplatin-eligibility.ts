/**
 * CrCl below which cisplatin is generally regarded as unsuitable: < 60 mL/min is one of the
 * consensus criteria for cisplatin ineligibility (Galsky MD et al, Lancet Oncol 2011;12:211,
 * PMID 21376284). One rule in one place: the regimen calculator warns with it and the patient
 * alert engine raises its renal alert with it (issue 25), so the two never disagree.
 */
export const CISPLATIN_CRCL_WARNING_ML_MIN = 60;

export const CISPLATIN_INELIGIBILITY_SOURCE = {
  kind: 'pubmed',
  title:
    'Galsky MD et al. A consensus definition of patients with metastatic urothelial carcinoma who are unfit for cisplatin-based chemotherapy. Lancet Oncol 2011',
  pmid: '21376284',
  year: 2011,
} as const;

/** True when the CrCl (mL/min) is below the cisplatin-eligibility threshold. */
export function cisplatinIneligibleByCrcl(crclMlMin: number): boolean {
  return crclMlMin < CISPLATIN_CRCL_WARNING_ML_MIN;
}

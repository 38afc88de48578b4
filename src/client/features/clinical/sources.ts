import type { Source } from '../../../core/knowledge/source';

/**
 * Citations for the formulas on this page, matching the JSDoc of the `src/core/dosing` functions
 * that compute them.
 */
export const MOSTELLER_1987: Source = {
  kind: 'pubmed',
  title: 'Mosteller RD. Simplified calculation of body-surface area. N Engl J Med 1987;317:1098',
  year: 1987,
  pmid: '3657876',
};
export const DUBOIS_1916: Source = {
  kind: 'pubmed',
  title:
    'DuBois D, DuBois EF. A formula to estimate the approximate surface area if height and weight be known. Arch Intern Med 1916;17:863 (reprinted Nutrition 1989;5:303)',
  year: 1916,
  pmid: '2520314',
};
export const HAYCOCK_1978: Source = {
  kind: 'pubmed',
  title:
    'Haycock GB, Schwartz GJ, Wisotsky DH. Geometric method for measuring body surface area. J Pediatr 1978;93:62-66',
  year: 1978,
  pmid: '650346',
};
export const GEHAN_GEORGE_1970: Source = {
  kind: 'pubmed',
  title:
    'Gehan EA, George SL. Estimation of human body surface area from height and weight. Cancer Chemother Rep 1970;54:225-235',
  year: 1970,
  pmid: '5527019',
};
export const BOYD_1935: Source = {
  kind: 'guideline',
  title:
    'Boyd E. The Growth of the Surface Area of the Human Body. University of Minnesota Press, 1935',
  year: 1935,
};
export const COCKCROFT_GAULT_1976: Source = {
  kind: 'pubmed',
  title:
    'Cockcroft DW, Gault MH. Prediction of creatinine clearance from serum creatinine. Nephron 1976;16:31-41',
  year: 1976,
  pmid: '1244564',
};
export const DEVINE_1974: Source = {
  kind: 'guideline',
  title: 'Devine BJ. Gentamicin therapy. Drug Intell Clin Pharm 1974;8:650-655 (ideal body weight)',
  year: 1974,
};
export const WINTER_2012: Source = {
  kind: 'pubmed',
  title:
    'Winter MA et al. Impact of various body weights and serum creatinine concentrations on the bias and accuracy of the Cockcroft-Gault equation. Pharmacotherapy 2012;32:604-612',
  year: 2012,
  pmid: '22576791',
};
export const CKD_EPI_2021: Source = {
  kind: 'pubmed',
  title:
    'Inker LA et al. New creatinine- and cystatin C-based equations to estimate GFR without race. N Engl J Med 2021;385:1737-1749',
  year: 2021,
  pmid: '34554658',
};
export const CALVERT_1989: Source = {
  kind: 'pubmed',
  title:
    'Calvert AH et al. Carboplatin dosage: prospective evaluation of a simple formula based on renal function. J Clin Oncol 1989;7:1748-1756',
  year: 1989,
  pmid: '2681557',
};
export const CTEP_CARBOPLATIN_2010: Source = {
  kind: 'guideline',
  title:
    'US FDA / NCI CTEP communication on carboplatin AUC dosing with IDMS-standardised creatinine: cap the estimated GFR at 125 mL/min',
  year: 2010,
};

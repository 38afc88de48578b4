import type { Source } from '../../core/knowledge/source';

/**
 * Shared citations for the interaction records. PLR-format labels use the fixed section numbers
 * of 21 CFR 201.57 (2 Dosage and Administration, 4 Contraindications, 5 Warnings and Precautions,
 * 7 Drug Interactions, 12.3 Pharmacokinetics, 17 Patient Counseling); older-format labels are
 * cited by section name only, because they carry no numbers.
 */
export const S = {
  dosing: '2 Dosage and Administration (dose modifications for drug interactions)',
  contraindications: '4 Contraindications',
  warnings: '5 Warnings and Precautions',
  interactions: '7 Drug Interactions',
  pk: '12.3 Pharmacokinetics',
  counseling: '17 Patient Counseling Information',
  boxed: 'Boxed Warning',
  oldInteractions: 'PRECAUTIONS: Drug Interactions',
  oldWarnings: 'WARNINGS',
  oldContraindications: 'CONTRAINDICATIONS',
} as const;

/** A US prescribing-information section, cited by product name. */
export function label(product: string, section: string): Source {
  return { kind: 'label', title: `${product} US prescribing information`, section };
}

export const FDA_DDI_TABLE: Source = {
  kind: 'guideline',
  title:
    "FDA, For Healthcare Professionals: FDA's Examples of Drugs that Interact with CYP Enzymes and Transporter Systems (Table 1)",
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  unconfirmed:
    "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
};

export const CPIC_TAMOXIFEN: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2D6 and tamoxifen therapy (Goetz MP et al., Clin Pharmacol Ther)',
  year: 2018,
  pmid: '29385237',
};

export const KELLY_2010: Source = {
  kind: 'pubmed',
  title:
    'Kelly CM et al. SSRIs and breast cancer mortality in women receiving tamoxifen: population based cohort study. BMJ 2010',
  pmid: '20142325',
  year: 2010,
};

export const PANA_2011: Source = {
  kind: 'pubmed',
  title:
    'Pana ZD, Roilides E. Risk of azole-enhanced vincristine neurotoxicity in pediatric patients with hematological malignancies. Pediatr Blood Cancer 2011',
  pmid: '21265011',
  year: 2011,
};

export const CPIC_OPIOIDS: Source = {
  kind: 'cpic',
  title:
    'CPIC guideline for CYP2D6, OPRM1 and COMT genotypes and select opioid therapy (Crews KR et al., Clin Pharmacol Ther)',
  year: 2021,
  pmid: '33387367',
};

export const YIN_2013: Source = {
  kind: 'pubmed',
  title:
    'Yin OQ et al. Effects of famotidine or an antacid preparation on the pharmacokinetics of nilotinib in healthy volunteers. Cancer Chemother Pharmacol 2013',
  pmid: '23070146',
  year: 2013,
};

export const MATHIJSSEN_2002: Source = {
  kind: 'pubmed',
  title:
    "Mathijssen RH et al. Effects of St. John's wort on irinotecan metabolism. J Natl Cancer Inst 2002",
  pmid: '12189228',
  year: 2002,
};

export const DURR_2000: Source = {
  kind: 'pubmed',
  title:
    "Durr D et al. St John's Wort induces intestinal P-glycoprotein/MDR1 and intestinal and hepatic CYP3A4. Clin Pharmacol Ther 2000",
  pmid: '11180019',
  year: 2000,
};

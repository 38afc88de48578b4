/*
 * SNOMED CT cancer diagnoses → their ICD-10-CM category, so that a diagnosis an mCODE partner
 * sends in SNOMED CT only reaches the product's rules (alerts, trials, precision), which read
 * ICD-10 codes. Category level on purpose: SNOMED CT rarely carries the laterality or subsite an
 * ICD-10-CM leaf needs, so the map claims no more than the site.
 *
 * Sources, each concept id checked against its SNOMED CT display:
 * - CodeX OncoTreeVS (standardhealth/fsh-pct, fsh/pctVS.fsh, commit 6d2886f8): the "Primary
 *   malignant neoplasm of <site> (disorder)" concepts; BreastCancerVS there names 254837009
 *   "Malignant neoplasm of breast (disorder)" as mCODE's breast cancer root;
 * - mCODE STU4 extended example (Jenny M, primary-cancer-condition-jenny-m) for 353431000119107;
 * - Synthea R4 patients in fixtures/third-party/synthea (the codes and displays they carry);
 * - ICD-10-CM Tabular List, chapter 2 (C00–D49), for the category of each site.
 * Melanoma, leukaemias, myeloma, lymphomas, GIST and head and neck sites are not here yet: no
 * concept id for them was confirmed, and a guessed one is worse than none.
 */

export interface SnomedCancerMapping {
  /** ICD-10-CM category (3 characters), or subcategory for a secondary site. */
  icd10: string;
  /** SNOMED CT fully specified name, as the source gives it. */
  display: string;
  /** A secondary (metastatic) site: mCODE's secondary cancer condition. */
  secondary?: true;
}

export const SNOMED_CANCER_ICD10: Readonly<Record<string, SnomedCancerMapping>> = {
  // Breast: C50
  '254837009': { icd10: 'C50', display: 'Malignant neoplasm of breast (disorder)' },
  '372137005': { icd10: 'C50', display: 'Primary malignant neoplasm of breast (disorder)' },
  '353431000119107': {
    icd10: 'C50',
    display: 'Primary malignant neoplasm of female left breast (disorder)',
  },
  '408643008': { icd10: 'C50', display: 'Infiltrating duct carcinoma of breast (disorder)' },
  // Lung: C34
  '93880001': { icd10: 'C34', display: 'Primary malignant neoplasm of lung (disorder)' },
  '254637007': { icd10: 'C34', display: 'Non-small cell lung cancer (disorder)' },
  '424132000': {
    icd10: 'C34',
    display: 'Non-small cell carcinoma of lung, TNM stage 1 (disorder)',
  },
  // Digestive organs
  '363406005': { icd10: 'C18', display: 'Malignant neoplasm of colon (disorder)' },
  '371984007': { icd10: 'C15', display: 'Primary malignant neoplasm of esophagus (disorder)' },
  '372014001': { icd10: 'C16', display: 'Primary malignant neoplasm of stomach (disorder)' },
  '95214007': { icd10: 'C22', display: 'Primary malignant neoplasm of liver (disorder)' },
  '371970002': { icd10: 'C24', display: 'Primary malignant neoplasm of biliary tract (disorder)' },
  '372003004': { icd10: 'C25', display: 'Primary malignant neoplasm of pancreas (disorder)' },
  // Female genital organs
  '372024009': {
    icd10: 'C53',
    display: 'Primary malignant neoplasm of uterine cervix (disorder)',
  },
  '93934004': { icd10: 'C56', display: 'Primary malignant neoplasm of ovary (disorder)' },
  // Male genital organs
  '93974005': { icd10: 'C61', display: 'Primary malignant neoplasm of prostate (disorder)' },
  '94087009': { icd10: 'C62', display: 'Primary malignant neoplasm of testis (disorder)' },
  // Urinary tract
  '93849006': { icd10: 'C64', display: 'Primary malignant neoplasm of kidney (disorder)' },
  '93689003': { icd10: 'C67', display: 'Primary malignant neoplasm of bladder (disorder)' },
  // Brain, thyroid
  '93727008': { icd10: 'C71', display: 'Primary malignant neoplasm of brain (disorder)' },
  '94098005': { icd10: 'C73', display: 'Primary malignant neoplasm of thyroid gland (disorder)' },
  // Secondary sites (ICD-10-CM C77–C79), as the Synthea patients code them
  '94181007': {
    icd10: 'C77.3',
    display: 'Secondary malignant neoplasm of axillary lymph nodes (disorder)',
    secondary: true,
  },
  '94391008': {
    icd10: 'C78.0',
    display: 'Metastatic malignant neoplasm to lung (disorder)',
    secondary: true,
  },
  '94381002': {
    icd10: 'C78.7',
    display: 'Secondary malignant neoplasm of liver (disorder)',
    secondary: true,
  },
  '94222008': {
    icd10: 'C79.5',
    display: 'Secondary malignant neoplasm of bone (disorder)',
    secondary: true,
  },
  '128462008': {
    icd10: 'C79.9',
    display: 'Secondary malignant neoplastic disease (disorder)',
    secondary: true,
  },
};

/** The ICD-10-CM category of a SNOMED CT cancer diagnosis, or null when the map has no entry. */
export function snomedCancerToIcd10(code: string | null | undefined): SnomedCancerMapping | null {
  if (!code) return null;
  return SNOMED_CANCER_ICD10[code] ?? null;
}

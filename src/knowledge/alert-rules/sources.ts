import type { Source } from '../../core/knowledge/source';

/** A US prescribing-information section, cited by product name (the drug records' convention). */
export function label(product: string, section: string): Source {
  return { kind: 'label', title: `${product} US prescribing information`, section };
}

export const AHA_QT_2010: Source = {
  kind: 'pubmed',
  title:
    'Drew BJ et al. Prevention of torsade de pointes in hospital settings: a scientific statement from the American Heart Association and the American College of Cardiology Foundation. Circulation 2010;121:1047-1060',
  pmid: '20142454',
  year: 2010,
};

export const SWAIN_2003: Source = {
  kind: 'pubmed',
  title:
    'Swain SM et al. Congestive heart failure in patients treated with doxorubicin: a retrospective analysis of three trials. Cancer 2003;97:2869-2879',
  pmid: '12767102',
  year: 2003,
};

export const ESC_CARDIO_ONCOLOGY_2022: Source = {
  kind: 'guideline',
  title: '2022 ESC guidelines on cardio-oncology (Lyon AR et al., Eur Heart J 2022;43:4229-4361)',
  section: 'Baseline cardiovascular toxicity risk assessment (HFA-ICOS)',
  pmid: '36017568',
  year: 2022,
};

export const DRUG_ALLERGY_PARAMETER_2022: Source = {
  kind: 'guideline',
  title:
    'Khan DA et al. Drug allergy: a 2022 practice parameter update. J Allergy Clin Immunol 2022;150:1333-1393',
  section: 'Cephalosporins; carbapenems; sulfonamides',
  year: 2022,
  pmid: '36122788',
  doi: '10.1016/j.jaci.2022.08.028',
  url: 'https://doi.org/10.1016/j.jaci.2022.08.028',
};

export const STROM_2003: Source = {
  kind: 'pubmed',
  title:
    'Strom BL et al. Absence of cross-reactivity between sulfonamide antibiotics and sulfonamide nonantibiotics. N Engl J Med 2003;349:1628-1635',
  pmid: '14573734',
  year: 2003,
};

export const TAXANE_CROSS_SENSITIVITY_2006: Source = {
  kind: 'pubmed',
  title:
    'Cross-sensitivity between paclitaxel and docetaxel in a women\u2019s cancers program. Gynecol Oncol 2006;100:149-151',
  pmid: '16197986',
  year: 2006,
};

export const NCI_ODWG_2008: Source = {
  kind: 'guideline',
  title:
    'Ramanathan RK et al. Phase I and pharmacokinetic study of imatinib mesylate in patients with advanced malignancies and varying degrees of liver dysfunction: a study by the NCI Organ Dysfunction Working Group. J Clin Oncol 2008;26:563-569',
  section: 'Hepatic dysfunction groups by total bilirubin and AST',
  year: 2008,
  published: '2008-02',
  unconfirmed:
    'PMID and DOI not confirmed with the search tools (citation J Clin Oncol 2008;26(4):563 confirmed)',
};

export const KDIGO_2012: Source = {
  kind: 'guideline',
  title:
    'KDIGO 2012 clinical practice guideline for the evaluation and management of chronic kidney disease (Kidney Int Suppl 2013;3:1-150)',
  section: 'GFR categories (G3a-G5: below 60 mL/min/1.73 m²)',
  year: 2013,
  published: '2013-01',
  doi: '10.1038/kisup.2012.73',
};

export const ACCP_VKA_2012: Source = {
  kind: 'pubmed',
  title:
    'Holbrook A et al. Evidence-based management of anticoagulant therapy: antithrombotic therapy and prevention of thrombosis, 9th ed (ACCP). Chest 2012;141:e152S-e184S',
  pmid: '22315259',
  year: 2012,
};

export const ESMO_CANCER_PAIN_2018: Source = {
  kind: 'guideline',
  title:
    'Fallon M et al. Management of cancer pain in adult patients: ESMO Clinical Practice Guidelines. Ann Oncol 2018;29 Suppl 4:iv166-iv191',
  section:
    'Breakthrough cancer pain: immediate-release opioid in addition to around-the-clock opioid',
  year: 2018,
  pmid: '30052758',
  doi: '10.1093/annonc/mdy152',
};

export const ASCO_IRAE_2021: Source = {
  kind: 'guideline',
  title:
    'Schneider BJ et al. Management of immune-related adverse events in patients treated with immune checkpoint inhibitor therapy: ASCO guideline update. J Clin Oncol 2021;39:4073-4126',
  section: 'Endocrine toxicities: thyroid (TSH every 4-6 weeks as routine monitoring on therapy)',
  pmid: '34724392',
  year: 2021,
};

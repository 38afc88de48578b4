import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Shared citations and paraphrased boxed warnings for the co-medication files (comed-*.ts):
 * analgesics, CNS/psychiatric drugs and anti-infectives that oncology patients commonly take.
 *
 * Why these drugs: they are among the most prescribed US outpatient drugs (CLINCALC_TOP_300) or
 * belong to the classes issue 12 names as missing (NSAIDs, benzodiazepines, gabapentinoids,
 * aminoglycosides, CMV/HBV antivirals, HIV antiretrovirals...).
 *
 * Conventions (as in anti-infectives.ts): CYP perpetrator grades follow the FDA table of clinical
 * index inhibitors and inducers; a transporter or UGT inhibitor is 'moderate' when the label names
 * it as clinically relevant. RxCUIs are RxNorm ingredient (IN) concepts confirmed in a public
 * RxNorm-derived table (CPIC_DRUG_TABLE, ONSIDES_INGREDIENTS); every other record carries
 * `rxcui: null` and RXCUI_UNCONFIRMED, because a wrong RxCUI mismatches real orders while a null
 * only fails to match by code. `labelRevised` is left out where the label's revision date was not
 * read from the label itself; `lastReviewed` is the day this file was checked against its sources.
 */

export const REVIEWED = '2026-11-25';

export const RXCUI_UNCONFIRMED =
  'The RxNorm ingredient (IN) concept was not found in an available RxNorm-derived table (CPIC drug table, OnSIDES ingredients); matched by name until it is confirmed.';

/** A US prescribing-information section, cited by product name. */
export function label(product: string, section: string): Source {
  return { kind: 'label', title: `${product} US prescribing information`, section };
}

export const FDA_DDI_TABLE: Source = {
  kind: 'guideline',
  title:
    'FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers (clinical index drugs)',
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  unconfirmed:
    "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
};

export const CLINCALC_TOP_300: Source = {
  kind: 'guideline',
  title:
    'ClinCalc DrugStats Database: Top 300 drugs (US outpatient prescriptions, Medical Expenditure Panel Survey), version 2024.08',
  version: '2024.08',
  url: 'https://clincalc.com/DrugStats/Top300Drugs.aspx',
};

/** CPIC drug table (cpicpgx/cpic-data db/drug.sql): RxNorm ingredient ids of CPIC drugs. */
export const CPIC_DRUG_TABLE: Source = {
  kind: 'rxnorm',
  title:
    'CPIC database drug table with RxNorm ingredient identifiers (cpicpgx/cpic-data, db/drug.sql)',
};

/** OnSIDES release sample ingredients.csv: DailyMed labels mapped to RxNorm ingredient RxCUIs. */
export const ONSIDES_INGREDIENTS: Source = {
  kind: 'rxnorm',
  title:
    'OnSIDES v2.1.0 release sample, ingredients.csv (SPL set id to RxNorm ingredient RxCUI; tatonetti-lab/onsides)',
};

export const CPIC_NSAIDS: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2C9 and nonsteroidal anti-inflammatory drugs (Theken KN et al.)',
  year: 2020,
  pmid: '32189324',
};

export const CPIC_OPIOIDS: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2D6, OPRM1 and COMT genotypes and select opioid therapy',
  year: 2021,
  pmid: '33387367',
};

export const CPIC_TCA: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2D6 and CYP2C19 genotypes and dosing of tricyclic antidepressants',
  year: 2016,
  pmid: '27997040',
};

export const CPIC_SSRI: Source = {
  kind: 'cpic',
  title:
    'CPIC guideline for CYP2D6, CYP2C19, CYP2B6, SLC6A4 and HTR2A genotypes and serotonin reuptake inhibitor antidepressants',
  year: 2023,
  pmid: '37032427',
};

export const CPIC_HLA_CBZ: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for HLA genotype and use of carbamazepine and oxcarbazepine: 2017 update',
  year: 2017,
  pmid: '29392710',
};

export const CPIC_G6PD: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for medication use in the context of G6PD genotype',
  year: 2022,
  pmid: '36049896',
};

export const CPIC_AMINOGLYCOSIDES: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for the use of aminoglycosides based on MT-RNR1 genotype',
  year: 2021,
  pmid: '34032273',
};

export const CPIC_EFAVIRENZ: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2B6 and efavirenz-containing antiretroviral therapy',
  year: 2019,
  pmid: '31006110',
};

export const CPIC_ATAZANAVIR: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for UGT1A1 and atazanavir prescribing',
  year: 2015,
  pmid: '26417955',
};

export const FDA_PGX_BIOMARKERS: Source = {
  kind: 'guideline',
  title:
    'FDA Table of Pharmacogenomic Biomarkers in Drug Labeling (genotype-based dosing statements in labels)',
  url: 'https://www.fda.gov/drugs/science-and-research-drugs/table-pharmacogenomic-biomarkers-drug-labeling',
  unconfirmed:
    "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
};

export const FDA_OPIOID_BENZO_2016: Source = {
  kind: 'guideline',
  title:
    'FDA Drug Safety Communication: boxed warning for combined use of opioids and benzodiazepines (31 August 2016)',
  year: 2016,
  published: '2016-08-31',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-warns-about-serious-risks-and-death-when-combining-opioid-pain-or',
};

export const FDA_GABAPENTINOID_2019: Source = {
  kind: 'guideline',
  title:
    'FDA Drug Safety Communication: serious breathing difficulties with gabapentin and pregabalin in patients with respiratory risk factors (19 December 2019)',
  year: 2019,
  published: '2019-12-19',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-about-serious-breathing-problems-seizure-and-nerve-pain-medicines-gabapentin-neurontin',
};

export const CREDIBLEMEDS: Source = {
  kind: 'guideline',
  title:
    'CredibleMeds QTdrugs list (AZCERT): known, possible and conditional risk of torsades de pointes',
  url: 'https://crediblemeds.org',
  unconfirmed:
    'living list updated continuously without numbered versions; the list date used at curation was not recorded',
};

// Boxed warnings, paraphrased.

export const NSAID_BOXED = [
  'NSAIDs raise the risk of serious cardiovascular thrombotic events (myocardial infarction, stroke), which can be fatal; the risk may appear early and rises with duration. Contraindicated for pain around coronary artery bypass graft surgery.',
  'NSAIDs raise the risk of serious gastrointestinal bleeding, ulceration and perforation, which can be fatal and occur without warning; older adults and those with prior ulcer or bleeding are at greatest risk.',
];

export const OPIOID_BOXED = [
  'Exposes users to addiction, abuse and misuse, which can lead to overdose and death; assess each patient’s risk and monitor.',
  'Serious, life-threatening or fatal respiratory depression can occur, especially at initiation or after a dose increase.',
  'Accidental ingestion, especially by children, can be fatal.',
  'Concomitant benzodiazepines or other CNS depressants (including alcohol) can cause profound sedation, respiratory depression, coma and death; reserve for patients without alternatives and use the lowest doses for the shortest time.',
  'Prolonged use in pregnancy can cause neonatal opioid withdrawal syndrome.',
];

export const OPIOID_CYP3A4_BOXED =
  'Starting a CYP3A4 inhibitor, or stopping a CYP3A4 inducer, raises opioid concentrations and can cause fatal respiratory depression; the reverse can cause withdrawal or loss of analgesia.';

export const BENZODIAZEPINE_BOXED = [
  'Concomitant opioids can cause profound sedation, respiratory depression, coma and death; reserve the combination for patients without alternatives, limit doses and duration, and monitor breathing and sedation.',
  'Exposes users to abuse, misuse and addiction, which can lead to overdose or death.',
  'Continued use can cause clinically significant physical dependence; abrupt stopping or rapid dose reduction can cause life-threatening withdrawal reactions, so taper gradually.',
];

export const ANTIDEPRESSANT_BOXED =
  'Antidepressants increase the risk of suicidal thoughts and behaviours in children, adolescents and young adults; monitor for worsening and emergent suicidality.';

export const ANTIPSYCHOTIC_DEMENTIA_BOXED =
  'Elderly patients with dementia-related psychosis treated with antipsychotics have an increased risk of death; not approved for that use.';

export const COMPLEX_SLEEP_BEHAVIOR_BOXED =
  'Complex sleep behaviours (sleep-walking, sleep-driving and other activities while not fully awake) can cause serious injury or death; stop the drug if one occurs. Contraindicated after a prior episode.';

export const STIMULANT_BOXED =
  'CNS stimulants carry a high potential for abuse, misuse and addiction, which can lead to overdose and death; assess the risk before prescribing and monitor.';

export const HBV_EXACERBATION_BOXED =
  'Severe acute exacerbations of hepatitis B have occurred after stopping the drug; monitor liver function for at least several months after discontinuation in patients with HBV, and resume anti-HBV therapy if warranted.';

export const AMINOGLYCOSIDE_BOXED = [
  'Nephrotoxicity: risk is higher with impaired renal function, high doses or long courses; monitor renal function and serum concentrations.',
  'Ototoxicity (vestibular and auditory), often irreversible, with high concentrations, long courses, older age and pre-existing hearing loss.',
  'Neuromuscular blockade and respiratory paralysis, especially with anaesthesia, neuromuscular blockers or massive transfusion of citrated blood.',
  'Avoid concurrent or sequential use of other neurotoxic or nephrotoxic drugs (cisplatin, other aminoglycosides, vancomycin, polymyxins, amphotericin B) and of potent diuretics such as furosemide.',
];

export const RXCUI_NOT_IN_EXTRACT =
  'The shipped RxNorm extract (Current Prescribable Content 2025-10-06) lacks ingredients starting with A; matched by name until the RxCUI is confirmed.';

export const NO_RENAL: DrugInput['renal'] = {
  status: 'no-data',
  summary: 'The label gives no renal dose rule; no data, not a statement of safety.',
};

export const NO_HEPATIC: DrugInput['hepatic'] = {
  status: 'no-data',
  summary: 'The label gives no hepatic dose rule; no data, not a statement of safety.',
};

/** An over-the-counter Drug Facts label (no prescribing information exists). */
export function otc(product: string, section: string): Source {
  return { kind: 'label', title: `${product} OTC Drug Facts label`, section };
}

export type RecordFields = Omit<DrugInput, 'kind' | 'phDependentAbsorption' | 'lastReviewed'> & {
  phDependentAbsorption?: boolean;
};

/**
 * The record builder of a co-medication batch file: fills the fields every record there shares
 * (supportive kind, no pH-dependent absorption unless said, the batch's review date) and gives a
 * null RxCUI the extract note unless the record explains it otherwise.
 */
export function batchRecord(reviewed: string): (fields: RecordFields) => DrugInput {
  return (fields) => ({
    kind: 'supportive',
    phDependentAbsorption: false,
    ...(fields.rxcui === null && !fields.rxcuiNote ? { rxcuiNote: RXCUI_NOT_IN_EXTRACT } : {}),
    ...fields,
    lastReviewed: reviewed,
  });
}

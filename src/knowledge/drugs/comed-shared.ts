import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Shared citations and wording for the co-medication records (comed-*.ts): the drugs that
 * oncology patients take for other conditions. Which drugs: the most prescribed US outpatient
 * drugs in the cardiometabolic, endocrine, respiratory, GI, urological, immunosuppressant and
 * women's-health areas, taken from the ClinCalc DrugStats "Top 300 Drugs" list (version 2024.08,
 * AHRQ MEPS 2013-2022, https://clincalc.com/DrugStats/Top300Drugs.aspx), plus the classes
 * issue 12 names (class III antiarrhythmics, hormonal contraceptives, sirolimus...).
 *
 * RxCUIs are RxNorm ingredient (IN) concepts, filled only when one of these public RxNorm
 * extracts lists the ingredient:
 * - the CPIC drug table (cpicpgx/cpic-schema drug.sql, rxnormId column);
 * - NLM VSAC eCQM ingredient value sets "ACE Inhibitor or ARB or ARNI Ingredient"
 *   (2.16.840.1.113883.3.526.3.1489), "Beta Blocker Therapy Ingredient"
 *   (2.16.840.1.113883.3.526.3.1493) and "Statin Allergen" (2.16.840.1.113762.1.4.1110.42),
 *   expansion "eCQM Update 2025-05-08";
 * - an RxNav ATC-class extract that lists ingredient RxCUIs by ATC class (A02A antacids, A02B,
 *   B01A heparins and anticoagulants, C02, C07, C08, C09), which agrees with the two above
 *   wherever they overlap (metoprolol 6918, carvedilol 20352, captopril 1998, hydralazine 5470).
 * Otherwise `rxcui` is null with `rxcuiNote`: a wrong RxCUI mismatches real orders, a null only
 * fails to match by code and falls back to the name.
 *
 * Pathway grades follow the conventions at the top of anti-infectives.ts: CYP inhibitor and
 * inducer strengths and sensitive/moderate substrates from the FDA table of clinical index drugs;
 * otherwise from the label's own fold-changes (a substrate whose AUC rises 2- to 5-fold with a
 * strong inhibitor is 'moderate'). Transporter inhibitors are 'moderate' when the FDA table or the
 * label names them as clinically relevant, 'weak' when the label reports a rise under 1.5-fold.
 *
 * `labelRevised` is left out: the label revision month could not be read from the sources
 * available here, and a guessed month would be worse than none. `lastReviewed` is the day these
 * records were checked against their cited sections.
 */

export const REVIEWED = '2026-11-25';

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

export const CPIC_STATINS: Source = {
  kind: 'cpic',
  title:
    'CPIC guideline for SLCO1B1, ABCG2 and CYP2C9 genotypes and statin-associated musculoskeletal symptoms',
  year: 2022,
  pmid: '35152405',
};

export const CPIC_BETA_BLOCKERS: Source = {
  kind: 'cpic',
  title:
    'CPIC guideline for CYP2D6, ADRB1, ADRB2, ADRA2C, GRK4 and GRK5 genotypes and beta-blocker therapy (Duarte JD et al.)',
  year: 2024,
  pmid: '38951961',
};

export const CPIC_G6PD: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for medication use in the context of G6PD genotype',
  year: 2022,
  pmid: '36049896',
};

export const RXCUI_UNCONFIRMED =
  'The RxNorm ingredient (IN) concept is not listed in the RxNorm extracts available here (CPIC drug table, VSAC ingredient value sets, RxNav ATC extract); matched by name until it is confirmed.';

export const NO_RENAL_RULE: DrugInput['renal'] = {
  status: 'no-data',
  summary: 'The label gives no renal dose rule; no data, not a statement of safety.',
};

export const NO_HEPATIC_RULE: DrugInput['hepatic'] = {
  status: 'no-data',
  summary: 'The label gives no hepatic dose rule; no data, not a statement of safety.',
};

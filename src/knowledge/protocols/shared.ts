import type { ProtocolInput } from '../../core/knowledge/protocol';

export type SourceInput = ProtocolInput['sources'][number];
export type StepInput = ProtocolInput['steps'][number];
export type DrugInput = NonNullable<StepInput['drugs']>[number];

/** A society guideline, by PMID (each verified against PubMed or an index that links to it). */
export function guideline(title: string, pmid: string, year: number): SourceInput {
  return { kind: 'guideline', title, pmid, year };
}

/** A primary paper, by PMID. */
export function paper(title: string, pmid: string, year: number): SourceInput {
  return { kind: 'pubmed', title, pmid, year };
}

/** An FDA prescribing-information section. */
export function label(title: string, section: string): SourceInput {
  return { kind: 'label', title, section };
}

// Guidelines cited by more than one protocol file. Each PMID was checked against its PubMed
// record (or an index page that links title and PMID) before it was written here.

export const ASCO_ANTIEMETICS_2020 = guideline(
  'Hesketh PJ et al. Antiemetics: ASCO guideline update. J Clin Oncol 2020;38:2782-2797',
  '32658626',
  2020,
);

export const ASCO_IDSA_FN_2018 = guideline(
  'Taplitz RA et al. Outpatient management of fever and neutropenia in adults treated for malignancy: ASCO and IDSA guideline update. J Clin Oncol 2018;36:1443-1453',
  '29461916',
  2018,
);

export const IDSA_FN_2010 = guideline(
  'Freifeld AG et al. Clinical practice guideline for the use of antimicrobial agents in neutropenic patients with cancer: 2010 update by IDSA. Clin Infect Dis 2011;52:e56-e93',
  '21258094',
  2011,
);

export const ASCO_WBC_GF_2015 = guideline(
  'Smith TJ et al. Recommendations for the use of WBC growth factors: ASCO clinical practice guideline update. J Clin Oncol 2015;33:3199-3212',
  '26169616',
  2015,
);

export const ASCO_IRAE_2021 = guideline(
  'Schneider BJ et al. Management of immune-related adverse events in patients treated with immune checkpoint inhibitor therapy: ASCO guideline update. J Clin Oncol 2021;39:4073-4126',
  '34724392',
  2021,
);

export const ESC_CARDIO_ONCOLOGY_2022 = guideline(
  'Lyon AR et al. 2022 ESC guidelines on cardio-oncology (with EHA, ESTRO and IC-OS). Eur Heart J 2022;43:4229-4361',
  '36017568',
  2022,
);

export const CPIC_G6PD: SourceInput = {
  kind: 'cpic',
  title: 'CPIC guideline for medication use in the context of G6PD genotype',
  year: 2022,
  pmid: '36049896',
};

export const CPIC_ALLOPURINOL_HLA_B: SourceInput = {
  kind: 'cpic',
  title: 'CPIC guidelines for HLA-B genotype and allopurinol dosing: 2015 update',
  year: 2015,
  pmid: '26094938',
};

/** Checkpoint inhibitors present in the drug knowledge base. */
export const CHECKPOINT_INHIBITORS = [
  'pembrolizumab',
  'nivolumab',
  'cemiplimab',
  'dostarlimab',
  'atezolizumab',
  'durvalumab',
  'avelumab',
  'ipilimumab',
  'relatlimab',
] as const;

import type { Source } from '../../core/knowledge/source';

/*
 * Citations and fixed wording shared by the drug files added for issue 12 (coverage) and issue 13
 * (monographs): antibody-drug-conjugates, bispecifics, cell-and-radioligand-therapies,
 * cytotoxic-2, hormonal-2, immunotherapies, kinase-inhibitors-2, other-targeted-2, antibodies-2.
 * The older drug files keep their own local helpers.
 */

/** The day these records were last checked against their sources. */
export const LAST_REVIEWED = '2026-11-25';

/**
 * Why `rxcui` is null on most new records: only ingredient RxCUIs found in a public RxNorm
 * extract (CPIC `drug.sql`, the NMDP CIBMTR reporting IG value sets) are filled in, because a
 * wrong RxCUI silently mismatches real orders.
 */
export const RXCUI_UNCONFIRMED =
  'RxNorm ingredient (IN/MIN) RxCUI not confirmed from a public RxNorm extract at review (2026-11-25); left null rather than guessed, so orders match by name until it is confirmed.';

/** A US prescribing-information section. */
export function usLabel(product: string, section: string): Source {
  return { kind: 'label', title: `${product} US prescribing information`, section };
}

/** Section names of the PLR label format (21 CFR 201.57). */
export const SEC = {
  boxed: 'Boxed Warning',
  dosing: '2 Dosage and Administration',
  contraindications: '4 Contraindications',
  warnings: '5 Warnings and Precautions',
  adverse: '6 Adverse Reactions',
  interactions: '7 Drug Interactions',
  specific: '8 Use in Specific Populations',
  pk: '12.3 Pharmacokinetics',
} as const;

/** The label sections every new record's profile is read from. */
export const PROFILE_SECTIONS = `${SEC.boxed}; ${SEC.dosing}; ${SEC.warnings}; ${SEC.interactions}; ${SEC.specific}; ${SEC.pk}`;

/** The label sections every monograph is read from. */
export const MONOGRAPH_SECTIONS =
  '1 Indications and Usage; 2 Dosage and Administration; 6 Adverse Reactions; 8.1 Pregnancy; 8.2 Lactation; 16 How Supplied/Storage and Handling';

export const NIOSH_2024: Source = {
  kind: 'guideline',
  title:
    'NIOSH List of Hazardous Drugs in Healthcare Settings, 2024 (DHHS (NIOSH) Publication No. 2025-103)',
  section: 'Table 1 and Table 2',
  year: 2024,
  published: '2024-12-20',
  url: 'https://www.cdc.gov/niosh/docs/2025-103/',
};

/** Wording used when the 2024 NIOSH tables could not be checked for a newer agent. */
export const NIOSH_NOT_CHECKED =
  'Placement in the 2024 NIOSH tables not confirmed at review; handle as an antineoplastic per institutional hazardous-drug policy.';

/** Monograph sources: the product label's monograph sections plus the NIOSH list. */
export function monographSources(product: string): Source[] {
  return [usLabel(product, MONOGRAPH_SECTIONS), NIOSH_2024];
}

/** MASCC/ESMO 2016 emetic-risk classification (IV and oral agents). */
export const MASCC_2016: Source = {
  kind: 'guideline',
  title: 'MASCC/ESMO antiemetic guideline update (Roila F et al., Ann Oncol 2016)',
  section: 'Emetic risk classification of antineoplastic agents',
  pmid: '27664248',
  doi: '10.1093/annonc/mdw270',
  year: 2016,
};

/** MASCC/ESMO 2023 update, which classes the newer antibody-drug conjugates. */
export const MASCC_2023: Source = {
  kind: 'guideline',
  title: 'MASCC/ESMO antiemetic guideline 2023 update (Herrstedt J et al., ESMO Open 2024)',
  section: 'Emetic risk classification of antineoplastic agents',
  year: 2024,
  pmid: '38458657',
  doi: '10.1016/j.esmoop.2023.102195',
};

/** ASCO antiemetics guideline 2020. */
export const ASCO_2020: Source = {
  kind: 'guideline',
  title: 'Antiemetics: ASCO guideline update (Hesketh PJ et al., J Clin Oncol 2020)',
  section: 'Emetic risk classification of antineoplastic agents',
  pmid: '32658626',
  year: 2020,
};

/** ASTCT consensus grading of CRS and ICANS used by every T-cell-engaging label. */
export const ASTCT_2019: Source = {
  kind: 'guideline',
  title:
    'Lee DW et al. ASTCT consensus grading for cytokine release syndrome and neurologic toxicity associated with immune effector cells. Biol Blood Marrow Transplant 2019',
  pmid: '30592986',
  year: 2019,
};

/** Antibodies and cell therapies: no adjustment studied, with the usual population-PK wording. */
export const BIOLOGIC_RENAL = {
  status: 'no-adjustment' as const,
  summary:
    'No dose adjustment; population PK showed no clinically important effect of mild or moderate renal impairment. Severe impairment: limited or no data.',
};
export const BIOLOGIC_HEPATIC = {
  status: 'no-adjustment' as const,
  summary:
    'No dose adjustment for mild hepatic impairment (population PK). Moderate or severe impairment: limited or no data.',
};
export const NOT_STUDIED_RENAL = {
  status: 'no-data' as const,
  summary: 'Not studied in renal impairment; the label gives no dose recommendation.',
};
export const NOT_STUDIED_HEPATIC = {
  status: 'no-data' as const,
  summary: 'Not studied in hepatic impairment; the label gives no dose recommendation.',
};

/** Immune-checkpoint blocker shared monitoring (PD-1/PD-L1/CTLA-4 labels, section 5). */
export const CHECKPOINT_MONITORING = [
  'Immune-mediated reactions can affect any organ (pneumonitis, colitis, hepatitis, endocrinopathies, nephritis, skin): assess symptoms before each dose; withhold and give corticosteroids by grade.',
  'Liver tests, creatinine and thyroid function at baseline and periodically; glucose for diabetes.',
];

export const CHECKPOINT_LACTATION =
  'Advise not to breastfeed during treatment and for the period after the last dose that the label states.';
export const EMBRYO_FETAL_PREGNANCY =
  'Can cause fetal harm (embryo-fetal toxicity warning); verify pregnancy status before starting and advise effective contraception during treatment and for the period after the last dose that the label states.';
export const NO_BREASTFEEDING =
  'Advise not to breastfeed during treatment and for the period after the last dose that the label states.';

/** T-cell-engaging bispecific monitoring (CRS/ICANS per label section 2 and 5). */
export const T_CELL_ENGAGER_MONITORING = [
  'CRS: temperature, blood pressure, oxygen saturation and symptoms after each step-up dose and first full dose, with hospitalisation where the label requires it; grade by ASTCT and treat with tocilizumab and corticosteroids per the label table.',
  'Neurologic toxicity including ICANS: assess (ICE score) after dosing; advise not to drive or operate machinery for 48 hours after each step-up dose and while symptomatic.',
  'CBC before each dose (neutropenia, cytopenias); signs of infection; immunoglobulin levels and IVIG where hypogammaglobulinaemia.',
  'Liver tests before each dose in the step-up period.',
];

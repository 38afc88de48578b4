import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Monoclonal antibodies, antibody-drug conjugates (ADCs) and bispecific T-cell engagers.
 * Facts come from the US prescribing information (section named in each source), paraphrased.
 *
 * Antibodies are cleared by proteolysis, so `pathways` stays empty unless the label states a
 * role for a conjugated payload (MMAE, DM1, SN-38). Class tags name the target, not "ADC": two
 * drugs sharing a tag are treated as duplicate therapy, and PD-1 and PD-L1 blockers stay apart.
 *
 * The antibodies, ADCs and bispecifics whose RxNorm ingredient RxCUI could not be confirmed
 * (ramucirumab, isatuximab, the newer ADCs and T-cell engagers, amivantamab, ...) live in
 * antibodies-2.ts, antibody-drug-conjugates.ts and bispecifics.ts with rxcui null and an
 * rxcuiNote; ziv-aflibercept has no record yet.
 */

const rxnorm = (name: string): Source => ({
  kind: 'rxnorm',
  title: `RxNorm ingredient concept: ${name}`,
});

/** MASCC/ESMO 2016 antiemetic guideline: emetic-risk tables for IV agents. */
const MASCC_2016: Source = {
  kind: 'guideline',
  title: 'MASCC/ESMO antiemetic guideline 2016 (Roila F et al., Ann Oncol 2016)',
  pmid: '27664248',
  doi: '10.1093/annonc/mdw270',
  year: 2016,
};

/** ASCO antiemetics guideline update 2020: emetic-risk tables including newer antibodies. */
const ASCO_2020: Source = {
  kind: 'guideline',
  title: 'Antiemetics: ASCO Guideline Update (Hesketh PJ et al., J Clin Oncol 2020)',
  pmid: '32658626',
  year: 2020,
};

/** MASCC/ESMO 2023 update: classes trastuzumab deruxtecan and sacituzumab govitecan as moderate. */
const MASCC_2023: Source = {
  kind: 'guideline',
  title: 'MASCC/ESMO antiemetic guideline 2023 update (Herrstedt J et al., ESMO Open 2024)',
  year: 2024,
  pmid: '38458657',
  doi: '10.1016/j.esmoop.2023.102195',
};

const label = (product: string, section: string): Source => ({
  kind: 'label',
  title: `${product} US prescribing information`,
  section,
});

/** Shared wording for PD-1/PD-L1/CTLA-4/LAG-3 blockers, whose labels carry no boxed warning. */
const CHECKPOINT_MONITORING = [
  'Immune-mediated reactions can affect any organ (pneumonitis, colitis, hepatitis, endocrinopathies, nephritis, skin): assess symptoms before each dose; withhold and give corticosteroids by grade.',
  'Liver tests, creatinine and thyroid function at baseline and periodically; glucose for diabetes.',
];

const CHECKPOINT_ORGAN = {
  renal: {
    status: 'no-adjustment' as const,
    summary:
      'No dose adjustment; population PK showed no clinically important effect of mild or moderate renal impairment. Severe impairment not studied.',
  },
  hepatic: {
    status: 'no-adjustment' as const,
    summary:
      'No dose adjustment for mild hepatic impairment (population PK). Moderate or severe impairment: limited or no data.',
  },
};

export const antibodyDrugs: DrugInput[] = [
  // ---------------------------------------------------------------- anti-CD20
  {
    id: 'rituximab',
    rxcui: '121191',
    name: 'Rituximab',
    brandNames: ['Rituxan', 'Truxima', 'Ruxience', 'Riabni'],
    atc: ['L01FA01'],
    kind: 'antineoplastic',
    drugClass: 'Anti-CD20 monoclonal antibody',
    classTags: ['anti-cd20'],
    mechanism:
      'Chimeric IgG1 against CD20 on B cells; kills them by complement- and antibody-dependent cytotoxicity.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction', 'infection', 'dermatologic', 'tumor-lysis', 'cardiotoxicity'],
    // Renal failure comes with tumour lysis (label 5; tagged tumor-lysis), not direct nephrotoxicity (issue 12).
    rareToxicities: ['nephrotoxicity'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment; no dose rule.' },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment; no dose rule.' },
    emetogenicRisk: 'minimal',
    boxedWarnings: [
      'Fatal infusion-related reactions, mostly with the first infusion.',
      'Severe, sometimes fatal, mucocutaneous reactions (e.g. SJS/TEN).',
      'Hepatitis B reactivation, sometimes fulminant and fatal: screen all patients before treatment.',
      'Progressive multifocal leukoencephalopathy (PML), which can be fatal.',
    ],
    monitoring: [
      'HBsAg and anti-HBc before starting; monitor carriers during and after therapy.',
      'Premedicate (acetaminophen, antihistamine, corticosteroid as indicated); monitor during infusion.',
      'CBC; TLS prophylaxis in high tumour burden; new neurological signs -> evaluate for PML.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('rituximab'),
      label('Rituxan (rituximab)', 'Boxed Warning'),
      label('Rituxan (rituximab)', '5 Warnings and Precautions'),
      MASCC_2016,
    ],
  },
  {
    id: 'obinutuzumab',
    rxcui: '974779',
    name: 'Obinutuzumab',
    brandNames: ['Gazyva'],
    atc: ['L01FA03'],
    kind: 'antineoplastic',
    drugClass: 'Anti-CD20 monoclonal antibody (glycoengineered)',
    classTags: ['anti-cd20'],
    mechanism:
      'Type II glycoengineered IgG1 against CD20 with enhanced antibody-dependent cellular cytotoxicity and direct B-cell death.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction', 'tumor-lysis', 'infection', 'myelosuppression'],
    renal: {
      status: 'no-adjustment',
      summary: 'CrCl 30 mL/min or more: no adjustment. CrCl below 30 mL/min not studied.',
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    emetogenicRisk: 'minimal',
    boxedWarnings: [
      'Hepatitis B reactivation, sometimes fatal: screen before treatment.',
      'Progressive multifocal leukoencephalopathy (PML), which can be fatal.',
    ],
    monitoring: [
      'HBV screening; premedication and infusion monitoring (first infusion split in CLL).',
      'TLS prophylaxis (hydration, anti-hyperuricaemic) in high tumour burden or CrCl below 70 mL/min.',
      'CBC for neutropenia and thrombocytopenia, including late-onset neutropenia.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('obinutuzumab'),
      label('Gazyva (obinutuzumab)', 'Boxed Warning'),
      label('Gazyva (obinutuzumab)', '5 Warnings and Precautions'),
      label('Gazyva (obinutuzumab)', '8.6 Renal Impairment'),
      ASCO_2020,
    ],
  },

  // ---------------------------------------------------------------- anti-HER2
  {
    id: 'trastuzumab',
    rxcui: '224905',
    name: 'Trastuzumab',
    brandNames: ['Herceptin', 'Ogivri', 'Kanjinti', 'Trazimera', 'Herzuma', 'Ontruzant'],
    atc: ['L01FD01'],
    kind: 'antineoplastic',
    drugClass: 'Anti-HER2 monoclonal antibody',
    classTags: ['anti-her2-antibody'],
    mechanism:
      'Humanised IgG1 binding HER2 domain IV; blocks ligand-independent HER2 signalling and mediates ADCC.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'infusion-reaction', 'pneumonitis', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'No dedicated renal study; no dose rule.' },
    hepatic: { status: 'no-data', summary: 'No dedicated hepatic study; no dose rule.' },
    emetogenicRisk: 'minimal',
    boxedWarnings: [
      'Cardiomyopathy (reduced LVEF, heart failure), greatest with anthracyclines: assess LVEF before and during treatment.',
      'Infusion reactions and pulmonary toxicity, sometimes fatal: stop for anaphylaxis, angioedema, pneumonitis or ARDS.',
      'Embryo-fetal toxicity: oligohydramnios and fetal harm; verify pregnancy status and use contraception.',
    ],
    monitoring: [
      'LVEF before starting, every 3 months during and after completion (adjuvant setting: every 6 months for at least 2 years).',
      'Avoid anthracyclines for up to 7 months after stopping trastuzumab where possible.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('trastuzumab'),
      label('Herceptin (trastuzumab)', 'Boxed Warning'),
      label('Herceptin (trastuzumab)', '5.1 Cardiomyopathy'),
      MASCC_2016,
    ],
  },
  {
    id: 'pertuzumab',
    rxcui: '1298944',
    name: 'Pertuzumab',
    brandNames: ['Perjeta'],
    atc: ['L01FD02'],
    kind: 'antineoplastic',
    drugClass: 'Anti-HER2 dimerisation-inhibitor antibody',
    // Its own tag: pertuzumab is designed to be given with trastuzumab, not instead of it.
    classTags: ['anti-her2-dimerization-inhibitor'],
    mechanism:
      'Humanised IgG1 binding HER2 domain II, preventing HER2 heterodimerisation (notably with HER3); complements trastuzumab.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'embryo-fetal', 'diarrhea', 'infusion-reaction'],
    renal: {
      status: 'no-adjustment',
      summary: 'Mild or moderate renal impairment: no adjustment. Severe impairment: limited data.',
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    // ASCO 2020 Table 1 (MASCC/ESMO 2016 list): low (issue 13 re-check; was 'minimal').
    emetogenicRisk: 'low',
    boxedWarnings: [
      'Left ventricular dysfunction, including heart failure.',
      'Embryo-fetal toxicity: fetal death and birth defects; verify pregnancy status and use contraception.',
    ],
    monitoring: ['LVEF before starting and about every 3 months.'],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('pertuzumab'),
      label('Perjeta (pertuzumab)', 'Boxed Warning'),
      label('Perjeta (pertuzumab)', '8.6 Renal Impairment'),
      ASCO_2020,
    ],
  },
  {
    id: 'trastuzumab-emtansine',
    rxcui: '1371041',
    name: 'Ado-trastuzumab emtansine',
    synonyms: ['T-DM1', 'trastuzumab emtansine'],
    brandNames: ['Kadcyla'],
    atc: ['L01FD03'],
    kind: 'antineoplastic',
    drugClass: 'Anti-HER2 antibody-drug conjugate (maytansinoid)',
    // Contains trastuzumab: giving it with trastuzumab duplicates HER2 blockade.
    classTags: ['anti-her2-adc', 'anti-her2-antibody'],
    mechanism:
      'Trastuzumab linked to the microtubule inhibitor DM1; delivers the payload to HER2-overexpressing cells.',
    routes: ['iv'],
    // The label advises avoiding strong CYP3A inhibitors because DM1 is a CYP3A4 substrate
    // (in vitro data); no clinical fold-change is available, so the level is kept at minor.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hepatotoxicity',
      'cardiotoxicity',
      'embryo-fetal',
      'pneumonitis',
      'bleeding',
      'myelosuppression',
      'neuropathy',
      'infusion-reaction',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'Mild or moderate renal impairment: no adjustment. Severe impairment: no data.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Hepatotoxicity is boxed: dose is modified for transaminase and bilirubin rises per label table.',
    },
    emetogenicRisk: 'low',
    boxedWarnings: [
      'Hepatotoxicity, liver failure and death: monitor transaminases and bilirubin before each dose.',
      'Cardiac toxicity: reduced LVEF; assess before and during treatment.',
      'Embryo-fetal toxicity: verify pregnancy status and use contraception.',
      'Do not substitute for or with trastuzumab.',
    ],
    monitoring: [
      'Liver tests and platelets before each dose; LVEF before and every 3 months.',
      'Avoid strong CYP3A inhibitors (payload DM1 is a CYP3A4 substrate); if unavoidable, delay or monitor closely.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('ado-trastuzumab emtansine'),
      label('Kadcyla (ado-trastuzumab emtansine)', 'Boxed Warning'),
      label('Kadcyla (ado-trastuzumab emtansine)', '7 Drug Interactions'),
      label('Kadcyla (ado-trastuzumab emtansine)', '8.6 Renal Impairment'),
      MASCC_2016,
    ],
  },
  {
    id: 'trastuzumab-deruxtecan',
    rxcui: '2267582',
    name: 'Fam-trastuzumab deruxtecan',
    synonyms: ['T-DXd', 'trastuzumab deruxtecan'],
    brandNames: ['Enhertu'],
    atc: ['L01FD04'],
    kind: 'antineoplastic',
    drugClass: 'Anti-HER2 antibody-drug conjugate (topoisomerase I payload)',
    classTags: ['anti-her2-adc', 'anti-her2-antibody'],
    mechanism:
      'Trastuzumab linked to the topoisomerase I inhibitor DXd by a cleavable linker; membrane-permeable payload gives a bystander effect.',
    routes: ['iv'],
    // Ritonavir and itraconazole raised exposure by under 20%: not clinically meaningful.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['pneumonitis', 'myelosuppression', 'cardiotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'CrCl 30 to below 90 mL/min: no adjustment, but ILD was more frequent with moderate impairment; monitor. Severe impairment not studied.',
      rules: [
        {
          crclBelow: 60,
          action: 'monitor',
          text: 'Moderate renal impairment: higher ILD incidence reported; monitor closely.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'Mild impairment: no adjustment. Moderate: limited data, monitor. Severe: not studied.',
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [
      'Interstitial lung disease and pneumonitis, including fatal cases: stop permanently for grade 2 or higher.',
      'Embryo-fetal toxicity: verify pregnancy status and use contraception.',
    ],
    monitoring: [
      'Respiratory symptoms at each visit; CT for suspected ILD; corticosteroids promptly.',
      'CBC before each dose; LVEF before starting and periodically.',
      'Premedicate with a multi-drug antiemetic regimen (delayed nausea is common).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('fam-trastuzumab deruxtecan'),
      label('Enhertu (fam-trastuzumab deruxtecan)', 'Boxed Warning'),
      label('Enhertu (fam-trastuzumab deruxtecan)', '8.6 Renal Impairment'),
      label('Enhertu (fam-trastuzumab deruxtecan)', '8.7 Hepatic Impairment'),
      label(
        'Enhertu (fam-trastuzumab deruxtecan)',
        '12.3 Pharmacokinetics (drug interaction studies)',
      ),
      MASCC_2023,
    ],
  },

  // ---------------------------------------------------------------- anti-VEGF
  {
    id: 'bevacizumab',
    rxcui: '253337',
    name: 'Bevacizumab',
    brandNames: ['Avastin', 'Mvasi', 'Zirabev', 'Vegzelma', 'Alymsys'],
    atc: ['L01FG01'],
    kind: 'antineoplastic',
    drugClass: 'Anti-VEGF-A monoclonal antibody',
    classTags: ['anti-vegf'],
    mechanism: 'Humanised IgG1 that neutralises VEGF-A, inhibiting tumour angiogenesis.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'bleeding',
      'hypertension',
      'thromboembolism',
      'nephrotoxicity',
      'cardiotoxicity',
      'infusion-reaction',
    ],
    renal: {
      status: 'no-data',
      summary: 'No dedicated renal study; proteinuria requires monitoring.',
    },
    hepatic: { status: 'no-data', summary: 'No dedicated hepatic study.' },
    emetogenicRisk: 'minimal',
    // The current Avastin label carries no boxed warning (checked against the openFDA label record).
    boxedWarnings: [],
    monitoring: [
      'Blood pressure every 2-3 weeks; urine protein (dipstick/UPCR) before each dose.',
      'Withhold at least 28 days before elective surgery and until wounds heal (at least 28 days) after major surgery.',
      'Stop for GI perforation, fistula, severe bleeding, arterial thromboembolism, hypertensive crisis or PRES.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('bevacizumab'),
      label('Avastin (bevacizumab)', '5 Warnings and Precautions'),
      label('Avastin (bevacizumab)', '2 Dosage and Administration (dose interruptions)'),
      MASCC_2016,
    ],
  },

  // ---------------------------------------------------------------- anti-EGFR
  {
    id: 'cetuximab',
    rxcui: '318341',
    name: 'Cetuximab',
    brandNames: ['Erbitux'],
    atc: ['L01FE01'],
    kind: 'antineoplastic',
    drugClass: 'Anti-EGFR monoclonal antibody',
    classTags: ['anti-egfr-antibody'],
    mechanism: 'Chimeric IgG1 that blocks ligand binding to EGFR and mediates ADCC.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'infusion-reaction',
      'cardiotoxicity',
      'dermatologic',
      'hypomagnesemia',
      'pneumonitis',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'No dedicated renal study.' },
    hepatic: { status: 'no-data', summary: 'No dedicated hepatic study.' },
    // The current Erbitux label has no boxed warning (checked against the openFDA label record).
    boxedWarnings: [],
    monitoring: [
      'Premedicate with an H1 antagonist; observe after infusion for reactions.',
      'Cardiopulmonary arrest reported with radiotherapy or platinum/5-FU: monitor electrolytes (Mg, K, Ca) during and after treatment.',
      'Acneiform rash: limit sun exposure; watch for ILD.',
    ],
    // ASCO 2020 Table 1 (MASCC/ESMO 2016 list): low emetic risk (issue 13 re-check; was unrated).
    emetogenicRisk: 'low',
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('cetuximab'),
      label('Erbitux (cetuximab)', '5 Warnings and Precautions'),
      ASCO_2020,
    ],
  },
  {
    id: 'panitumumab',
    rxcui: '263034',
    name: 'Panitumumab',
    brandNames: ['Vectibix'],
    atc: ['L01FE02'],
    kind: 'antineoplastic',
    drugClass: 'Anti-EGFR monoclonal antibody',
    classTags: ['anti-egfr-antibody'],
    mechanism: 'Fully human IgG2 that blocks ligand binding to EGFR, inhibiting EGFR signalling.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'dermatologic',
      'hypomagnesemia',
      'infusion-reaction',
      'pneumonitis',
      'ocular',
      'diarrhea',
    ],
    renal: { status: 'no-data', summary: 'No dedicated renal study.' },
    hepatic: { status: 'no-data', summary: 'No dedicated hepatic study.' },
    boxedWarnings: [
      'Dermatologic toxicity, severe in a minority of patients, with infections and sepsis reported.',
    ],
    monitoring: [
      'Skin and soft-tissue toxicity; limit sun exposure.',
      'Magnesium and calcium during treatment and for 8 weeks after.',
      'Not for RAS-mutant colorectal cancer; avoid with bevacizumab plus oxaliplatin- or irinotecan-based chemotherapy.',
    ],
    // ASCO 2020 Table 1 (MASCC/ESMO 2016 list): low emetic risk (issue 13 re-check; was unrated).
    emetogenicRisk: 'low',
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('panitumumab'),
      label('Vectibix (panitumumab)', 'Boxed Warning'),
      label('Vectibix (panitumumab)', '5 Warnings and Precautions'),
      ASCO_2020,
    ],
  },

  // ---------------------------------------------------------------- myeloma antibodies
  {
    id: 'daratumumab',
    rxcui: '1721947',
    name: 'Daratumumab',
    brandNames: ['Darzalex'],
    atc: ['L01FC01'],
    kind: 'antineoplastic',
    drugClass: 'Anti-CD38 monoclonal antibody',
    classTags: ['anti-cd38'],
    mechanism:
      'Human IgG1 against CD38 on myeloma cells; kills by complement, ADCC, phagocytosis and apoptosis.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction', 'myelosuppression', 'infection'],
    renal: {
      status: 'no-data',
      summary: 'No dose rule; population PK found no clinically important renal effect.',
    },
    hepatic: { status: 'no-data', summary: 'No dose rule for hepatic impairment.' },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'Type and screen before the first dose: daratumumab binds red cells and interferes with the indirect antiglobulin test for up to 6 months.',
      'Premedicate (corticosteroid, antipyretic, antihistamine); post-infusion corticosteroid.',
      'HBV reactivation reported: screen for HBV; CBC.',
      'Can interfere with serum protein electrophoresis and immunofixation (IgG-kappa).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('daratumumab'),
      label(
        'Darzalex (daratumumab)',
        '5 Warnings and Precautions (interference with serological testing)',
      ),
      ASCO_2020,
    ],
  },
  {
    id: 'elotuzumab',
    rxcui: '1726104',
    name: 'Elotuzumab',
    brandNames: ['Empliciti'],
    atc: ['L01FX08'],
    kind: 'antineoplastic',
    drugClass: 'Anti-SLAMF7 monoclonal antibody',
    classTags: ['anti-slamf7'],
    mechanism:
      'Humanised IgG1 against SLAMF7; activates NK cells and mediates ADCC of myeloma cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction', 'infection', 'hepatotoxicity'],
    renal: { status: 'no-data', summary: 'No dose rule for renal impairment.' },
    hepatic: { status: 'no-data', summary: 'No dose rule for hepatic impairment.' },
    // ASCO 2020 Table 1 (MASCC/ESMO 2016 list): low (issue 13 re-check; was 'minimal').
    emetogenicRisk: 'low',
    boxedWarnings: [],
    monitoring: [
      'Premedicate (dexamethasone, H1 and H2 blockers, acetaminophen) before each dose.',
      'Liver enzymes; infections; second primary malignancies.',
      'Can interfere with serum protein electrophoresis and immunofixation.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('elotuzumab'),
      label('Empliciti (elotuzumab)', '5 Warnings and Precautions'),
      ASCO_2020,
    ],
  },

  // ---------------------------------------------------------------- other ADCs
  {
    id: 'sacituzumab-govitecan',
    rxcui: '2360232',
    name: 'Sacituzumab govitecan',
    atc: ['L01FX17'],
    synonyms: ['sacituzumab govitecan-hziy'],
    brandNames: ['Trodelvy'],
    kind: 'antineoplastic',
    drugClass: 'Anti-Trop-2 antibody-drug conjugate (SN-38 payload)',
    classTags: ['anti-trop2-adc'],
    mechanism:
      'Anti-Trop-2 antibody linked to SN-38, the active metabolite of irinotecan; topoisomerase I inhibition in Trop-2-expressing tumours.',
    routes: ['iv'],
    // SN-38 is glucuronidated by UGT1A1; the label says to avoid UGT1A1 inhibitors and inducers,
    // so the role is recorded as clinically meaningful.
    pathways: { UGT1A1: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'diarrhea',
      'hypersensitivity',
      'infusion-reaction',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'Moderate or severe renal impairment not studied.' },
    hepatic: {
      status: 'no-data',
      summary: 'Mild impairment: no adjustment. Moderate or severe impairment: not studied.',
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [
      'Severe or fatal neutropenia: withhold for ANC below 1500/mm3 or neutropenic fever; G-CSF prophylaxis for patients at high risk.',
      'Severe diarrhoea: exclude infection, then loperamide; fluids and electrolytes.',
    ],
    monitoring: [
      'UGT1A1*28 homozygous (poor metabolisers) have more neutropenia: monitor closely and modify the dose per label.',
      'Avoid UGT1A1 inhibitors and inducers.',
      'CBC before each dose; premedicate for infusion reactions and nausea.',
    ],
    pgxGenes: ['UGT1A1'],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('sacituzumab govitecan'),
      label('Trodelvy (sacituzumab govitecan)', 'Boxed Warning'),
      label(
        'Trodelvy (sacituzumab govitecan)',
        '5 Warnings and Precautions (UGT1A1 poor metabolizers)',
      ),
      label('Trodelvy (sacituzumab govitecan)', '7 Drug Interactions'),
      label('Trodelvy (sacituzumab govitecan)', '8.7 Hepatic Impairment'),
      MASCC_2023,
    ],
  },
  {
    id: 'brentuximab-vedotin',
    rxcui: '1147320',
    name: 'Brentuximab vedotin',
    brandNames: ['Adcetris'],
    atc: ['L01FX05'],
    kind: 'antineoplastic',
    drugClass: 'Anti-CD30 antibody-drug conjugate (MMAE payload)',
    classTags: ['anti-cd30-adc'],
    mechanism:
      'Anti-CD30 antibody linked to the microtubule inhibitor MMAE, released inside CD30-positive lymphoma cells.',
    routes: ['iv'],
    // MMAE: ketoconazole raised exposure about 34% and rifampin lowered it about 46% (CYP3A4);
    // MMAE is also a P-gp substrate.
    pathways: { CYP3A4: { substrate: 'minor' }, 'P-gp': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'neuropathy',
      'myelosuppression',
      'infusion-reaction',
      'hepatotoxicity',
      'pneumonitis',
      'dermatologic',
      'hyperglycemia',
      'tumor-lysis',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'avoid',
      summary:
        'Severe renal impairment (CrCl below 30 mL/min): avoid; MMAE exposure and toxicity rise.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min: avoid use.' }],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild impairment (Child-Pugh A): reduce to 0.9 mg/kg (1.2 mg/kg regimens). Moderate or severe: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Child-Pugh A: 0.9 mg/kg instead of 1.2 mg/kg.',
        },
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: avoid use.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: avoid use.' },
      ],
    },
    emetogenicRisk: 'low',
    doseCap: {
      maxDose: 180,
      unit: 'mg',
      note: 'Dose on at most 100 kg of body weight: 1.8 mg/kg every 3 weeks is at most 180 mg, 1.2 mg/kg every 2 weeks at most 120 mg (2 Dosage and Administration).',
    },
    boxedWarnings: ['Progressive multifocal leukoencephalopathy (JC virus), which can be fatal.'],
    monitoring: [
      'Contraindicated with bleomycin (pulmonary toxicity).',
      'Neuropathy before each dose; CBC; glucose; liver tests.',
      'Monitor closely with strong CYP3A4 inhibitors (more neutropenia).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('brentuximab vedotin'),
      label('Adcetris (brentuximab vedotin)', 'Boxed Warning'),
      label('Adcetris (brentuximab vedotin)', '2 Dosage and Administration'),
      label('Adcetris (brentuximab vedotin)', '4 Contraindications'),
      label('Adcetris (brentuximab vedotin)', '7 Drug Interactions'),
      label('Adcetris (brentuximab vedotin)', '8.6 Renal Impairment'),
      label('Adcetris (brentuximab vedotin)', '8.7 Hepatic Impairment'),
      MASCC_2016,
    ],
  },
  {
    id: 'inotuzumab-ozogamicin',
    rxcui: '1942950',
    name: 'Inotuzumab ozogamicin',
    brandNames: ['Besponsa'],
    atc: ['L01FB01'],
    kind: 'antineoplastic',
    drugClass: 'Anti-CD22 antibody-drug conjugate (calicheamicin)',
    classTags: ['anti-cd22-adc'],
    mechanism:
      'Anti-CD22 antibody linked to calicheamicin, which cleaves DNA in CD22-positive ALL blasts.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'hepatotoxicity',
      'myelosuppression',
      'infusion-reaction',
      'bleeding',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'No renal dose rule encoded; see label 8.6.' },
    hepatic: {
      status: 'no-data',
      summary:
        'Not studied with bilirubin above 1.5 x ULN or transaminases above 2.5 x ULN; VOD risk is boxed.',
    },
    boxedWarnings: [
      'Hepatotoxicity including fatal veno-occlusive disease (sinusoidal obstruction syndrome).',
      'Higher post-transplant non-relapse mortality after HSCT.',
    ],
    monitoring: [
      'Liver tests before each dose; watch weight, hepatomegaly and bilirubin for VOD.',
      'QT prolongation: ECG and electrolytes at baseline and periodically, especially with other QT-prolonging drugs.',
      'CBC before each dose.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('inotuzumab ozogamicin'),
      label('Besponsa (inotuzumab ozogamicin)', 'Boxed Warning'),
      label(
        'Besponsa (inotuzumab ozogamicin)',
        '5 Warnings and Precautions (QT interval prolongation)',
      ),
    ],
  },
  {
    id: 'gemtuzumab-ozogamicin',
    rxcui: '1294580',
    name: 'Gemtuzumab ozogamicin',
    brandNames: ['Mylotarg'],
    atc: ['L01FX02'],
    kind: 'antineoplastic',
    drugClass: 'Anti-CD33 antibody-drug conjugate (calicheamicin)',
    classTags: ['anti-cd33-adc'],
    mechanism:
      'Anti-CD33 antibody linked to calicheamicin, which cleaves DNA in CD33-positive AML cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hepatotoxicity',
      'infusion-reaction',
      'myelosuppression',
      'bleeding',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'No renal dose rule in the label.' },
    hepatic: { status: 'no-data', summary: 'No starting-dose rule; VOD risk is boxed.' },
    boxedWarnings: [
      'Hepatotoxicity, including severe or fatal veno-occlusive disease (sinusoidal obstruction syndrome).',
    ],
    monitoring: [
      'Liver tests and signs of VOD (weight gain, hepatomegaly, ascites) before each dose.',
      'Premedicate (corticosteroid, antihistamine, acetaminophen); CBC; bleeding.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('gemtuzumab ozogamicin'),
      label('Mylotarg (gemtuzumab ozogamicin)', 'Boxed Warning'),
      label('Mylotarg (gemtuzumab ozogamicin)', '5 Warnings and Precautions'),
    ],
  },

  // ---------------------------------------------------------------- PD-1 blockers
  {
    id: 'pembrolizumab',
    rxcui: '1547545',
    name: 'Pembrolizumab',
    brandNames: ['Keytruda'],
    atc: ['L01FF02'],
    kind: 'antineoplastic',
    drugClass: 'PD-1 blocking antibody',
    classTags: ['pd-1-inhibitor'],
    mechanism:
      'Humanised IgG4 that blocks PD-1 binding to PD-L1/PD-L2, releasing anti-tumour T-cell responses.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'immune-related',
      'pneumonitis',
      'hepatotoxicity',
      'infusion-reaction',
      'embryo-fetal',
    ],
    ...CHECKPOINT_ORGAN,
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: CHECKPOINT_MONITORING,
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('pembrolizumab'),
      label(
        'Keytruda (pembrolizumab)',
        '5 Warnings and Precautions (immune-mediated adverse reactions)',
      ),
      label('Keytruda (pembrolizumab)', '12.3 Pharmacokinetics (specific populations)'),
      MASCC_2016,
    ],
  },
  {
    id: 'nivolumab',
    rxcui: '1597876',
    name: 'Nivolumab',
    brandNames: ['Opdivo'],
    atc: ['L01FF01'],
    kind: 'antineoplastic',
    drugClass: 'PD-1 blocking antibody',
    classTags: ['pd-1-inhibitor'],
    mechanism:
      'Human IgG4 that blocks PD-1 binding to PD-L1/PD-L2, releasing anti-tumour T-cell responses.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'immune-related',
      'pneumonitis',
      'hepatotoxicity',
      'infusion-reaction',
      'embryo-fetal',
    ],
    ...CHECKPOINT_ORGAN,
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: CHECKPOINT_MONITORING,
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('nivolumab'),
      label('Opdivo (nivolumab)', '5 Warnings and Precautions (immune-mediated adverse reactions)'),
      label('Opdivo (nivolumab)', '12.3 Pharmacokinetics (specific populations)'),
      MASCC_2016,
    ],
  },
  {
    id: 'cemiplimab',
    rxcui: '2058826',
    name: 'Cemiplimab',
    synonyms: ['cemiplimab-rwlc'],
    brandNames: ['Libtayo'],
    atc: ['L01FF06'],
    kind: 'antineoplastic',
    drugClass: 'PD-1 blocking antibody',
    classTags: ['pd-1-inhibitor'],
    mechanism: 'Human IgG4 that blocks PD-1 binding to PD-L1/PD-L2.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'immune-related',
      'pneumonitis',
      'hepatotoxicity',
      'infusion-reaction',
      'embryo-fetal',
    ],
    ...CHECKPOINT_ORGAN,
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: CHECKPOINT_MONITORING,
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('cemiplimab'),
      label(
        'Libtayo (cemiplimab)',
        '5 Warnings and Precautions (immune-mediated adverse reactions)',
      ),
      label('Libtayo (cemiplimab)', '12.3 Pharmacokinetics (specific populations)'),
      ASCO_2020,
    ],
  },
  {
    id: 'dostarlimab',
    rxcui: '2539967',
    name: 'Dostarlimab',
    synonyms: ['dostarlimab-gxly'],
    brandNames: ['Jemperli'],
    atc: ['L01FF07'],
    kind: 'antineoplastic',
    drugClass: 'PD-1 blocking antibody',
    classTags: ['pd-1-inhibitor'],
    mechanism: 'Humanised IgG4 that blocks PD-1 binding to PD-L1/PD-L2.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'immune-related',
      'pneumonitis',
      'hepatotoxicity',
      'infusion-reaction',
      'embryo-fetal',
    ],
    ...CHECKPOINT_ORGAN,
    boxedWarnings: [],
    monitoring: CHECKPOINT_MONITORING,
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('dostarlimab'),
      label(
        'Jemperli (dostarlimab)',
        '5 Warnings and Precautions (immune-mediated adverse reactions)',
      ),
      label('Jemperli (dostarlimab)', '12.3 Pharmacokinetics (specific populations)'),
    ],
  },

  // ---------------------------------------------------------------- PD-L1 blockers
  {
    id: 'atezolizumab',
    rxcui: '1792776',
    name: 'Atezolizumab',
    brandNames: ['Tecentriq'],
    atc: ['L01FF05'],
    kind: 'antineoplastic',
    drugClass: 'PD-L1 blocking antibody',
    classTags: ['pd-l1-inhibitor'],
    mechanism: 'Humanised Fc-engineered IgG1 that blocks PD-L1 binding to PD-1 and B7.1.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'immune-related',
      'pneumonitis',
      'hepatotoxicity',
      'infusion-reaction',
      'embryo-fetal',
    ],
    ...CHECKPOINT_ORGAN,
    // ASCO 2020 Table 1 (MASCC/ESMO 2016 list): low (issue 13 re-check; was 'minimal').
    emetogenicRisk: 'low',
    boxedWarnings: [],
    monitoring: CHECKPOINT_MONITORING,
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('atezolizumab'),
      label(
        'Tecentriq (atezolizumab)',
        '5 Warnings and Precautions (immune-mediated adverse reactions)',
      ),
      label('Tecentriq (atezolizumab)', '12.3 Pharmacokinetics (specific populations)'),
      ASCO_2020,
    ],
  },
  {
    id: 'durvalumab',
    rxcui: '1919503',
    name: 'Durvalumab',
    brandNames: ['Imfinzi'],
    atc: ['L01FF03'],
    kind: 'antineoplastic',
    drugClass: 'PD-L1 blocking antibody',
    classTags: ['pd-l1-inhibitor'],
    mechanism: 'Human Fc-engineered IgG1 that blocks PD-L1 binding to PD-1 and CD80.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'immune-related',
      'pneumonitis',
      'hepatotoxicity',
      'infusion-reaction',
      'embryo-fetal',
    ],
    ...CHECKPOINT_ORGAN,
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: CHECKPOINT_MONITORING,
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('durvalumab'),
      label(
        'Imfinzi (durvalumab)',
        '5 Warnings and Precautions (immune-mediated adverse reactions)',
      ),
      label('Imfinzi (durvalumab)', '12.3 Pharmacokinetics (specific populations)'),
      ASCO_2020,
    ],
  },
  {
    id: 'avelumab',
    rxcui: '1875534',
    name: 'Avelumab',
    brandNames: ['Bavencio'],
    atc: ['L01FF04'],
    kind: 'antineoplastic',
    drugClass: 'PD-L1 blocking antibody',
    classTags: ['pd-l1-inhibitor'],
    mechanism: 'Human IgG1 that blocks PD-L1 binding to PD-1 and B7.1; can also mediate ADCC.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'immune-related',
      'pneumonitis',
      'hepatotoxicity',
      'infusion-reaction',
      'embryo-fetal',
    ],
    ...CHECKPOINT_ORGAN,
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      ...CHECKPOINT_MONITORING,
      'Premedicate with an antihistamine and acetaminophen before the first 4 infusions (infusion reactions).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('avelumab'),
      label('Bavencio (avelumab)', '2 Dosage and Administration (premedication)'),
      label(
        'Bavencio (avelumab)',
        '5 Warnings and Precautions (immune-mediated adverse reactions)',
      ),
      ASCO_2020,
    ],
  },

  // ---------------------------------------------------------------- CTLA-4 and LAG-3 blockers
  {
    id: 'ipilimumab',
    rxcui: '1094833',
    name: 'Ipilimumab',
    brandNames: ['Yervoy'],
    atc: ['L01FX04'],
    kind: 'antineoplastic',
    drugClass: 'CTLA-4 blocking antibody',
    classTags: ['ctla-4-inhibitor'],
    mechanism: 'Human IgG1 that blocks CTLA-4, enhancing T-cell activation and proliferation.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'immune-related',
      'diarrhea',
      'hepatotoxicity',
      'dermatologic',
      'infusion-reaction',
      'embryo-fetal',
    ],
    ...CHECKPOINT_ORGAN,
    // ASCO 2020 Table 1 (MASCC/ESMO 2016 list): low (issue 13 re-check; was 'minimal').
    emetogenicRisk: 'low',
    // The current Yervoy label has no boxed warning (checked against the openFDA label record).
    boxedWarnings: [],
    monitoring: [
      ...CHECKPOINT_MONITORING,
      'Colitis and hepatitis are frequent, especially with nivolumab: stool frequency and liver tests before each dose.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('ipilimumab'),
      label(
        'Yervoy (ipilimumab)',
        '5 Warnings and Precautions (immune-mediated adverse reactions)',
      ),
      MASCC_2016,
    ],
  },
  {
    id: 'relatlimab',
    rxcui: '2596773',
    name: 'Relatlimab',
    atc: ['L01FY02'],
    synonyms: ['relatlimab-rmbw'],
    brandNames: ['Opdualag (with nivolumab)'],
    kind: 'antineoplastic',
    drugClass: 'LAG-3 blocking antibody',
    classTags: ['lag-3-inhibitor'],
    mechanism:
      'Human IgG4 that blocks LAG-3 binding to MHC II, restoring effector T-cell function; marketed only in a fixed combination with nivolumab.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'immune-related',
      'pneumonitis',
      'hepatotoxicity',
      'infusion-reaction',
      'embryo-fetal',
    ],
    ...CHECKPOINT_ORGAN,
    boxedWarnings: [],
    monitoring: [
      ...CHECKPOINT_MONITORING,
      'Supplied only as nivolumab/relatlimab: the nivolumab record applies to the same infusion.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('relatlimab'),
      label(
        'Opdualag (nivolumab and relatlimab)',
        '5 Warnings and Precautions (immune-mediated adverse reactions)',
      ),
    ],
  },

  // ---------------------------------------------------------------- bispecific T-cell engager
  {
    id: 'blinatumomab',
    rxcui: '1597258',
    name: 'Blinatumomab',
    brandNames: ['Blincyto'],
    atc: ['L01FX07'],
    kind: 'antineoplastic',
    drugClass: 'CD19 x CD3 bispecific T-cell engager',
    classTags: ['cd19-cd3-bispecific'],
    mechanism:
      'Bispecific antibody fragment linking CD3 on T cells to CD19 on B cells, causing T-cell-mediated lysis of B-lineage ALL blasts.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    // Cytokine release syndrome is recorded as 'immune-related' (immune activation); neurotoxicity
    // as 'seizure' because seizures and encephalopathy are part of it.
    toxicities: [
      'cytokine-release',
      'immune-related',
      'seizure',
      'infection',
      'myelosuppression',
      'tumor-lysis',
      'hepatotoxicity',
    ],
    renal: {
      status: 'no-data',
      summary: 'No dose rule; CrCl below 30 mL/min and dialysis not studied.',
    },
    hepatic: { status: 'no-data', summary: 'No dedicated hepatic study.' },
    emetogenicRisk: 'low',
    boxedWarnings: [
      'Cytokine release syndrome, which can be life-threatening or fatal: interrupt or stop per label; premedicate with dexamethasone.',
      'Neurological toxicities (including ICANS and seizures), which can be severe or fatal.',
    ],
    monitoring: [
      'Hospitalise for the start of the first cycles per label; neurological examination and CRS signs daily.',
      'Cytokine release transiently suppresses CYP enzymes: monitor narrow-index CYP substrates (e.g. warfarin, cyclosporine) early in each cycle.',
      'Do not drive or operate machinery during treatment.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('blinatumomab'),
      label('Blincyto (blinatumomab)', 'Boxed Warning'),
      label('Blincyto (blinatumomab)', '7 Drug Interactions'),
      label('Blincyto (blinatumomab)', '8.6 Renal Impairment'),
      MASCC_2016,
    ],
  },
];

import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Small-molecule kinase inhibitors (and the rapalog mTOR inhibitors).
 *
 * Metabolism/transport roles use the FDA DDI terms defined in `drug.ts`, applied to the
 * clinical DDI numbers in each US label (section 7 and 12.3): a substrate is `sensitive` when a
 * strong inhibitor raises its AUC >=5-fold, `moderate` for 2- to <5-fold and `minor` below that.
 * Where a label asks for a dose change despite a <2-fold rise, the role stays `minor`; the
 * management belongs in the curated interaction records, not in this classification.
 *
 * Oral emetic risk follows the 2016 MASCC/ESMO classification of oral agents; the field is left
 * out for drugs that classification does not list, rather than guessed.
 *
 * RxCUIs are RxNorm ingredient (TTY=IN) concepts, never the salt (PIN): imatinib, not imatinib
 * mesylate. Roster drugs whose ingredient RxCUI could not be confirmed (binimetinib, vandetanib,
 * fruquintinib, repotrectinib, capivasertib, fedratinib, momelotinib, quizartinib, avapritinib)
 * live in kinase-inhibitors-2.ts with rxcui null and an rxcuiNote: a wrong RxCUI silently
 * mismatches real orders.
 *
 * Where a label names an interaction without a fold-change this file grades a substrate 'minor'
 * and an inhibitor 'weak': a floor that keeps the role visible, not a measured strength.
 */

/** A US prescribing-information section. */
function usLabel(product: string, section: string): Source {
  return { kind: 'label', title: `${product} US prescribing information`, section };
}

/** Roila F et al., Ann Oncol 2016;27(suppl 5):v119-v133, emetic-risk table for oral agents. */
const MASCC_ESMO_2016: Source = {
  kind: 'guideline',
  title: 'MASCC/ESMO antiemetic guideline update (Roila F et al., Ann Oncol 2016;27 suppl 5:v119)',
  section: 'Emetic risk classification of oral antineoplastic agents',
  doi: '10.1093/annonc/mdw270',
  year: 2016,
};

const DDI = '7 Drug Interactions; 12.3 Pharmacokinetics';
const ORGAN = '2 Dosage and Administration; 8.6 Renal Impairment; 8.7 Hepatic Impairment';
const WARN = '5 Warnings and Precautions';
const BOXED = 'Boxed Warning';

export const kinaseInhibitorDrugs: DrugInput[] = [
  // ---------------------------------------------------------------- BCR-ABL
  {
    id: 'imatinib',
    rxcui: '282388',
    name: 'Imatinib',
    synonyms: ['imatinib mesylate', 'STI571'],
    brandNames: ['Gleevec'],
    atc: ['L01EA01'],
    kind: 'antineoplastic',
    drugClass: 'BCR-ABL tyrosine kinase inhibitor',
    classTags: ['bcr-abl-tki'],
    mechanism: 'Inhibits the BCR-ABL, KIT and PDGFR tyrosine kinases.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised imatinib AUC by about 40%; rifampin lowered it by about 74%.
      CYP3A4: { substrate: 'minor', inhibitor: 'moderate' },
      // Metoprolol AUC rose by about 23%.
      CYP2D6: { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'cardiotoxicity',
      'hepatotoxicity',
      'bleeding',
      'dermatologic',
      'nephrotoxicity',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'Cap or halve the dose as creatinine clearance falls.',
      rules: [
        { crclBelow: 60, action: 'reduce', text: 'CrCl 40-59 mL/min: do not exceed 600 mg daily.' },
        {
          crclBelow: 40,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 20-39 mL/min: start at 50% of the usual dose; do not exceed 400 mg daily.',
        },
        {
          crclBelow: 20,
          action: 'monitor',
          text: 'CrCl <20 mL/min: little experience; use with caution (100 mg daily was tolerated).',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce the dose by 25% in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.75,
          text: 'Severe impairment (total bilirubin >3x ULN): reduce the dose by 25%.',
        },
      ],
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [],
    monitoring: [
      'CBC weekly for the first month, every 2 weeks in the second month, then periodically.',
      'Liver tests at baseline and monthly or as indicated.',
      'Weight and signs of fluid retention regularly.',
      'Renal function at baseline and during therapy.',
      'TSH closely in patients on levothyroxine after thyroidectomy.',
    ],
    sources: [usLabel('Gleevec (imatinib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'dasatinib',
    rxcui: '475342',
    name: 'Dasatinib',
    brandNames: ['Sprycel'],
    atc: ['L01EA02'],
    kind: 'antineoplastic',
    drugClass: 'BCR-ABL tyrosine kinase inhibitor',
    classTags: ['bcr-abl-tki'],
    mechanism: 'Inhibits BCR-ABL and SRC-family kinases, KIT, EPHA2 and PDGFRB.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised dasatinib AUC about 5-fold; rifampin lowered it by about 82%.
      // Dasatinib is a weak time-dependent CYP3A4 inhibitor (simvastatin AUC +20%).
      CYP3A4: { substrate: 'sensitive', inhibitor: 'weak' },
    },
    qtRisk: 'known',
    // Famotidine and omeprazole lowered exposure; antacids must be separated by 2 hours.
    phDependentAbsorption: true,
    toxicities: [
      'myelosuppression',
      'bleeding',
      'cardiotoxicity',
      'dermatologic',
      'hepatotoxicity',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary: 'Not studied in renal impairment; under 4% of the dose is excreted in urine.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No starting-dose change in Child-Pugh A-C; use with caution.',
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'CBC weekly for 2 months, then monthly or as indicated.',
      'Symptoms of pleural effusion and pulmonary arterial hypertension (echocardiogram if suspected).',
      'ECG and potassium/magnesium in patients at risk of QT prolongation.',
    ],
    sources: [usLabel('Sprycel (dasatinib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'nilotinib',
    rxcui: '662281',
    name: 'Nilotinib',
    synonyms: ['nilotinib hydrochloride'],
    brandNames: ['Tasigna'],
    atc: ['L01EA03'],
    kind: 'antineoplastic',
    drugClass: 'BCR-ABL tyrosine kinase inhibitor',
    classTags: ['bcr-abl-tki'],
    mechanism: 'Inhibits the BCR-ABL kinase, including many imatinib-resistant mutants.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised nilotinib AUC about 3-fold; nilotinib raised midazolam AUC 2.6-fold.
      CYP3A4: { substrate: 'moderate', inhibitor: 'moderate' },
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'known',
    // Esomeprazole lowered exposure; label advises avoiding PPIs and separating H2 blockers.
    phDependentAbsorption: true,
    toxicities: [
      'myelosuppression',
      'cardiotoxicity',
      'hepatotoxicity',
      'bleeding',
      'hypokalemia',
      'hypomagnesemia',
      'hyperglycemia',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary: 'Not studied in renal impairment; nilotinib is not renally excreted.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Lower starting dose with any hepatic impairment, then escalate as tolerated.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Child-Pugh A-C: newly diagnosed CML start 200 mg twice daily; resistant or intolerant CML start 300 mg twice daily.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [
      'QT prolongation and sudden deaths: correct potassium and magnesium, avoid QT-prolonging drugs and strong CYP3A4 inhibitors, and take on an empty stomach.',
    ],
    monitoring: [
      'ECG at baseline, 7 days after starting, after any dose change, then periodically.',
      'Potassium and magnesium corrected before starting and checked periodically.',
      'CBC every 2 weeks for 2 months, then monthly.',
      'Lipase, liver tests, lipids and glucose periodically.',
    ],
    pgxGenes: ['UGT1A1'],
    lastReviewed: '2026-11-27',
    sources: [
      usLabel('Tasigna (nilotinib)', `${BOXED}; ${DDI}; ${WARN}; ${ORGAN}; 12.5 Pharmacogenomics`),
      MASCC_ESMO_2016,
    ],
  },
  {
    id: 'bosutinib',
    rxcui: '1307619',
    name: 'Bosutinib',
    synonyms: ['bosutinib monohydrate'],
    brandNames: ['Bosulif'],
    atc: ['L01EA04'],
    kind: 'antineoplastic',
    drugClass: 'BCR-ABL tyrosine kinase inhibitor',
    classTags: ['bcr-abl-tki'],
    mechanism: 'Inhibits BCR-ABL and SRC-family kinases.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised bosutinib AUC 8.6-fold; rifampin lowered it by about 94%.
      CYP3A4: { substrate: 'sensitive' },
    },
    qtRisk: 'unknown',
    // Lansoprazole lowered exposure; label advises short-acting antacids or H2 blockers instead.
    phDependentAbsorption: true,
    toxicities: [
      'diarrhea',
      'myelosuppression',
      'hepatotoxicity',
      'cardiotoxicity',
      'nephrotoxicity',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'Lower starting dose when CrCl is below 50 mL/min.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          text: 'CrCl 30-50 mL/min: start 100 mg below the usual dose (300 mg newly diagnosed, 400 mg previously treated).',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl <30 mL/min: start 200 mg below the usual dose (200 mg newly diagnosed, 300 mg previously treated).',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Start at 200 mg daily with any baseline hepatic impairment.',
      rules: [
        { hepaticClass: 'any', action: 'reduce', text: 'Child-Pugh A, B or C: 200 mg once daily.' },
      ],
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [],
    monitoring: [
      'Liver tests monthly for the first 3 months, then as indicated.',
      'CBC weekly for the first month, then monthly.',
      'Renal function at baseline and during therapy.',
      'Fluid retention and cardiac failure symptoms.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Bosulif (bosutinib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'ponatinib',
    rxcui: '1364347',
    name: 'Ponatinib',
    synonyms: ['ponatinib hydrochloride'],
    brandNames: ['Iclusig'],
    atc: ['L01EA05'],
    kind: 'antineoplastic',
    drugClass: 'BCR-ABL tyrosine kinase inhibitor',
    classTags: ['bcr-abl-tki'],
    mechanism:
      'Pan-BCR-ABL inhibitor active against the T315I mutation; also inhibits VEGFR, FGFR and others.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised ponatinib AUC by 78% (label still reduces the dose); rifampin -62%.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'thromboembolism',
      'cardiotoxicity',
      'hepatotoxicity',
      'hypertension',
      'neuropathy',
      'ocular',
      'bleeding',
      'myelosuppression',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'No renal dose recommendation confirmed from the label.' },
    hepatic: {
      status: 'adjust',
      summary: 'Lower starting dose with baseline hepatic impairment.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Child-Pugh A, B or C: start at 30 mg once daily instead of 45 mg.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [
      'Arterial occlusive events, including fatal myocardial infarction and stroke.',
      'Venous thromboembolic events.',
      'Heart failure, including fatal cases.',
      'Hepatotoxicity, including liver failure and death.',
    ],
    monitoring: [
      'Blood pressure at every visit.',
      'Cardiac function and arterial/venous occlusion symptoms.',
      'Liver tests at baseline, at least monthly, and as indicated.',
      'Lipase monthly; CBC every 2 weeks for 3 months, then monthly.',
      'Eye examinations at baseline and periodically.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      usLabel('Iclusig (ponatinib)', `${BOXED}; ${DDI}; ${WARN}; ${ORGAN}`),
      MASCC_ESMO_2016,
    ],
  },
  // ---------------------------------------------------------------- EGFR / HER2
  {
    id: 'erlotinib',
    rxcui: '337525',
    name: 'Erlotinib',
    synonyms: ['erlotinib hydrochloride'],
    brandNames: ['Tarceva'],
    atc: ['L01EB02'],
    kind: 'antineoplastic',
    drugClass: 'EGFR tyrosine kinase inhibitor',
    classTags: ['egfr-tki'],
    mechanism: 'Reversible inhibitor of the EGFR tyrosine kinase.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC by about 67%; rifampin lowered it by about 69%.
      CYP3A4: { substrate: 'minor' },
      // Smoking lowers exposure; ciprofloxacin (CYP1A2/3A4 inhibitor) raised AUC by about 39%.
      CYP1A2: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    // Omeprazole lowered AUC by 46%; avoid PPIs, time H2 blockers, separate antacids.
    phDependentAbsorption: true,
    toxicities: [
      'pneumonitis',
      'hepatotoxicity',
      'diarrhea',
      'dermatologic',
      'ocular',
      'bleeding',
      'embryo-fetal',
    ],
    // Renal failure is rare and follows dehydration or hepatorenal syndrome (label 5) (issue 12).
    rareToxicities: ['nephrotoxicity'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary:
        'No starting-dose change defined; monitor closely and interrupt for worsening liver tests.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Hepatic impairment: monitor liver tests; withhold for severe changes.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'Liver tests periodically.',
      'Renal function and electrolytes in patients at risk of dehydration.',
      'INR more often with warfarin.',
      'New or worsening respiratory symptoms (interstitial lung disease).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Tarceva (erlotinib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'gefitinib',
    rxcui: '328134',
    name: 'Gefitinib',
    brandNames: ['Iressa'],
    atc: ['L01EB01'],
    kind: 'antineoplastic',
    drugClass: 'EGFR tyrosine kinase inhibitor',
    classTags: ['egfr-tki'],
    mechanism: 'Reversible inhibitor of the EGFR tyrosine kinase.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised AUC by about 80%; rifampin lowered it by about 83%.
      CYP3A4: { substrate: 'minor' },
      // CYP2D6 poor metabolizers had about 2-fold higher exposure; no dose change advised.
      CYP2D6: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    // Raised gastric pH lowered AUC by 47%; avoid PPIs or take gefitinib 12 h after the PPI.
    phDependentAbsorption: true,
    toxicities: [
      'pneumonitis',
      'hepatotoxicity',
      'diarrhea',
      'ocular',
      'dermatologic',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'Not studied with CrCl 20 mL/min or less.' },
    hepatic: {
      status: 'no-data',
      summary: 'Exposure rises in moderate-severe impairment; no starting-dose change stated.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'monitor',
          text: 'Moderate impairment: monitor for adverse reactions.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe impairment: monitor for adverse reactions.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'Liver tests periodically.',
      'New or worsening respiratory symptoms (interstitial lung disease).',
      'INR more often with warfarin.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Iressa (gefitinib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'afatinib',
    rxcui: '1430438',
    name: 'Afatinib',
    synonyms: ['afatinib dimaleate'],
    brandNames: ['Gilotrif'],
    atc: ['L01EB03'],
    kind: 'antineoplastic',
    drugClass: 'EGFR tyrosine kinase inhibitor (irreversible, pan-HER)',
    classTags: ['egfr-tki'],
    mechanism: 'Covalently binds and irreversibly inhibits EGFR, HER2 and HER4 kinases.',
    routes: ['oral'],
    pathways: {
      // Not CYP-metabolised. Ritonavir raised afatinib AUC by 48%; P-gp inducers lower it.
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'diarrhea',
      'dermatologic',
      'pneumonitis',
      'hepatotoxicity',
      'ocular',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'Reduce to 30 mg daily for eGFR 15-29 mL/min.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'Severe impairment (eGFR 15-29): 30 mg once daily.',
        },
        { crclBelow: 15, action: 'avoid', text: 'eGFR <15 or dialysis: not studied.' },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe (Child-Pugh C) not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe impairment: not studied.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'Liver tests periodically.',
      'Hydration and renal function with diarrhea.',
      'Skin toxicity and eye symptoms (keratitis).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Gilotrif (afatinib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'osimertinib',
    rxcui: '1721560',
    name: 'Osimertinib',
    synonyms: ['osimertinib mesylate'],
    brandNames: ['Tagrisso'],
    atc: ['L01EB04'],
    kind: 'antineoplastic',
    drugClass: 'EGFR tyrosine kinase inhibitor (third generation)',
    classTags: ['egfr-tki'],
    mechanism: 'Irreversibly inhibits sensitising and T790M-mutant EGFR.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised AUC by only 24%; rifampin lowered it by 78% (raise dose to 160 mg).
      CYP3A4: { substrate: 'minor' },
      // Rosuvastatin AUC +35%; fexofenadine AUC +56%.
      BCRP: { inhibitor: 'weak' },
      'P-gp': { inhibitor: 'weak' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'pneumonitis',
      'cardiotoxicity',
      'ocular',
      'dermatologic',
      'myelosuppression',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 15-89 mL/min; below 15 not established.',
      rules: [{ crclBelow: 15, action: 'monitor', text: 'CrCl <15 mL/min: dose not established.' }],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe not established.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe impairment: dose not established.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'ECG and electrolytes periodically with heart failure, electrolyte disorders or other QT-prolonging drugs.',
      'LVEF at baseline and during treatment in patients with cardiac risk factors.',
      'Respiratory symptoms (interstitial lung disease) and eye symptoms.',
    ],
    sources: [usLabel('Tagrisso (osimertinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'lapatinib',
    rxcui: '480167',
    name: 'Lapatinib',
    synonyms: ['lapatinib ditosylate'],
    brandNames: ['Tykerb'],
    atc: ['L01EH01'],
    kind: 'antineoplastic',
    drugClass: 'HER2/EGFR tyrosine kinase inhibitor',
    classTags: ['her2-tki'],
    mechanism: 'Reversible dual inhibitor of the EGFR and HER2 tyrosine kinases.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC 3.6-fold; carbamazepine lowered it by 72%.
      // Lapatinib raised oral midazolam AUC by about 45%.
      CYP3A4: { substrate: 'moderate', inhibitor: 'weak' },
      CYP2C8: { inhibitor: 'weak' },
      // Label 7: lapatinib inhibits P-gp (oral digoxin AUC about 2.8-fold): moderate (issue 12).
      'P-gp': { substrate: 'minor', inhibitor: 'moderate' },
    },
    qtRisk: 'known',
    // Esomeprazole lowered lapatinib exposure by about 27%.
    phDependentAbsorption: true,
    toxicities: [
      'hepatotoxicity',
      'cardiotoxicity',
      'diarrhea',
      'pneumonitis',
      'dermatologic',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary: 'Not studied in renal impairment; renal excretion is negligible.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce the dose in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: 1,250 mg/day becomes 750 mg/day; 1,500 mg/day becomes 1,000 mg/day.',
        },
      ],
    },
    // MASCC/ESMO 2016 oral agents: low (issue 13 re-check; was stored as 'minimal').
    emetogenicRisk: 'low',
    boxedWarnings: ['Hepatotoxicity, sometimes severe and fatal.'],
    monitoring: [
      'LVEF before starting and periodically.',
      'Liver tests before starting and every 4-6 weeks.',
      'ECG and potassium/magnesium at baseline and periodically.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      usLabel('Tykerb (lapatinib)', `${BOXED}; ${DDI}; ${WARN}; ${ORGAN}`),
      MASCC_ESMO_2016,
    ],
  },
  {
    id: 'neratinib',
    rxcui: '1940643',
    name: 'Neratinib',
    synonyms: ['neratinib maleate'],
    brandNames: ['Nerlynx'],
    atc: ['L01EH02'],
    kind: 'antineoplastic',
    drugClass: 'HER2/EGFR tyrosine kinase inhibitor (irreversible, pan-HER)',
    classTags: ['her2-tki'],
    mechanism: 'Irreversibly inhibits EGFR, HER2 and HER4 kinases.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC 4.8-fold; rifampin lowered it by 87%.
      CYP3A4: { substrate: 'moderate' },
      // Digoxin AUC +32%, Cmax +54%.
      'P-gp': { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    // Lansoprazole lowered AUC by 65%; avoid PPIs, time H2 blockers, separate antacids by 3 h.
    phDependentAbsorption: true,
    toxicities: ['diarrhea', 'hepatotoxicity', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'No renal dose recommendation confirmed from the label.' },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce to 80 mg daily in severe hepatic impairment.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'reduce', text: 'Child-Pugh C: 80 mg once daily.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Antidiarrheal prophylaxis (loperamide) for the first 2 cycles, or dose escalation, per label.',
      'Liver tests at baseline, monthly for 3 months, then every 3 months.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Nerlynx (neratinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // ---------------------------------------------------------------- ALK / ROS1
  {
    id: 'crizotinib',
    rxcui: '1148495',
    name: 'Crizotinib',
    brandNames: ['Xalkori'],
    atc: ['L01ED01'],
    kind: 'antineoplastic',
    drugClass: 'ALK/ROS1/MET tyrosine kinase inhibitor',
    classTags: ['alk-inhibitor'],
    mechanism: 'Inhibits the ALK, ROS1 and MET (HGFR) tyrosine kinases.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC 3.2-fold; crizotinib raised midazolam AUC 3.7-fold.
      CYP3A4: { substrate: 'moderate', inhibitor: 'moderate' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'pneumonitis', 'bradycardia', 'ocular', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary: 'Reduce to 250 mg once daily when CrCl is below 30 mL/min (not on dialysis).',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl <30 mL/min, no dialysis: 250 mg once daily.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce the dose in moderate and severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Moderate (bilirubin >1.5-3x ULN): 200 mg twice daily; severe (>3x ULN): 250 mg once daily.',
        },
      ],
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [],
    monitoring: [
      'Liver tests every 2 weeks for the first 2 months, then monthly.',
      'ECG and electrolytes in patients at risk of QT prolongation.',
      'Heart rate and blood pressure regularly.',
      'Vision symptoms; respiratory symptoms (pneumonitis).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Xalkori (crizotinib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'ceritinib',
    rxcui: '1535457',
    name: 'Ceritinib',
    brandNames: ['Zykadia'],
    atc: ['L01ED02'],
    kind: 'antineoplastic',
    drugClass: 'ALK tyrosine kinase inhibitor',
    classTags: ['alk-inhibitor'],
    mechanism: 'Inhibits ALK and IGF-1R kinases.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC 2.9-fold; ceritinib raised midazolam AUC about 5.4-fold.
      CYP3A4: { substrate: 'moderate', inhibitor: 'strong' },
      // S-warfarin AUC +54%.
      CYP2C9: { inhibitor: 'weak' },
    },
    qtRisk: 'known',
    // Esomeprazole lowered ceritinib exposure in healthy subjects.
    phDependentAbsorption: true,
    toxicities: [
      'diarrhea',
      'hepatotoxicity',
      'pneumonitis',
      'bradycardia',
      'hyperglycemia',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'CrCl below 30 mL/min not studied.' },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce the dose by about one third in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: reduce by approximately one third, rounded to a multiple of 150 mg.',
        },
      ],
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [],
    monitoring: [
      'Liver tests at least monthly.',
      'Fasting glucose before starting and periodically.',
      'ECG periodically in patients at risk; heart rate and blood pressure.',
      'Lipase and amylase before starting and periodically.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Zykadia (ceritinib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'alectinib',
    rxcui: '1727455',
    name: 'Alectinib',
    synonyms: ['alectinib hydrochloride'],
    brandNames: ['Alecensa'],
    atc: ['L01ED03'],
    kind: 'antineoplastic',
    drugClass: 'ALK tyrosine kinase inhibitor',
    classTags: ['alk-inhibitor'],
    mechanism: 'Inhibits ALK and RET kinases.',
    routes: ['oral'],
    pathways: {
      // Posaconazole (+36%) and rifampin (-18%) changed combined alectinib + M4 exposure too
      // little for a dose change.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hepatotoxicity',
      'pneumonitis',
      'nephrotoxicity',
      'bradycardia',
      'dermatologic',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe impairment and ESRD not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce to 450 mg twice daily in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: 450 mg twice daily.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests every 2 weeks for the first 3 months, then monthly.',
      'CPK every 2 weeks for the first month and with muscle symptoms.',
      'Heart rate and blood pressure regularly; renal function.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Alecensa (alectinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'brigatinib',
    rxcui: '1921217',
    name: 'Brigatinib',
    brandNames: ['Alunbrig'],
    atc: ['L01ED04'],
    kind: 'antineoplastic',
    drugClass: 'ALK tyrosine kinase inhibitor',
    classTags: ['alk-inhibitor'],
    mechanism: 'Inhibits ALK, ROS1, IGF-1R and mutant EGFR kinases.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised AUC about 2-fold; rifampin lowered it by 80%.
      // Brigatinib lowers exposure of CYP3A substrates (label warns on hormonal contraceptives).
      CYP3A4: { substrate: 'moderate', inducer: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'pneumonitis',
      'hypertension',
      'bradycardia',
      'ocular',
      'hepatotoxicity',
      'hyperglycemia',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'Reduce the dose by about half when CrCl is 15-29 mL/min.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl 15-29 mL/min: 180 mg becomes 90 mg; 90 mg becomes 60 mg.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce the dose by about 40% in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: 180 mg becomes 120 mg; 90 mg becomes 60 mg.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'New respiratory symptoms, especially in the first week (early-onset pulmonary events).',
      'Blood pressure after 2 weeks and at least monthly; heart rate.',
      'CPK, lipase/amylase, glucose and liver tests periodically.',
      'Vision symptoms.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Alunbrig (brigatinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // ---------------------------------------------------------------- BRAF / MEK
  {
    id: 'dabrafenib',
    rxcui: '1424911',
    name: 'Dabrafenib',
    synonyms: ['dabrafenib mesylate'],
    brandNames: ['Tafinlar'],
    atc: ['L01EC02'],
    kind: 'antineoplastic',
    drugClass: 'BRAF kinase inhibitor',
    classTags: ['braf-inhibitor'],
    mechanism: 'Inhibits mutant BRAF V600 kinases (and wild-type BRAF/CRAF at higher levels).',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC by 71%; dabrafenib lowered midazolam AUC by 74%.
      CYP3A4: { substrate: 'minor', inducer: 'moderate' },
      // Gemfibrozil raised AUC by 47%.
      CYP2C8: { substrate: 'minor' },
      // S-warfarin AUC fell by 37%.
      CYP2C9: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'dermatologic',
      'bleeding',
      'cardiotoxicity',
      'ocular',
      'hyperglycemia',
      // Tafinlar label 5: hemolytic anemia in G6PD deficiency.
      'hemolysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary: 'No adjustment for mild-moderate impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'No adjustment for mild impairment; moderate-severe impairment not established.',
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'Skin examination before starting, every 2 months, and for 6 months after stopping (new primary cutaneous malignancies).',
      'Fever: withhold and evaluate for serious febrile reactions.',
      'Glucose in patients with diabetes; eye symptoms (uveitis).',
      'LVEF before and during treatment when combined with trametinib.',
      'Hemolytic anemia in patients with G6PD deficiency.',
    ],
    pgxGenes: ['G6PD'],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Tafinlar (dabrafenib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'trametinib',
    rxcui: '1425098',
    name: 'Trametinib',
    synonyms: ['trametinib dimethyl sulfoxide'],
    brandNames: ['Mekinist'],
    atc: ['L01EE01'],
    kind: 'antineoplastic',
    drugClass: 'MEK inhibitor',
    classTags: ['mek-inhibitor'],
    mechanism: 'Reversible allosteric inhibitor of MEK1 and MEK2.',
    routes: ['oral'],
    // Cleared mainly by deacetylation, not by CYP enzymes: no clinically relevant pathway.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'ocular',
      'pneumonitis',
      'dermatologic',
      'bleeding',
      'thromboembolism',
      'diarrhea',
      'hyperglycemia',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe impairment not established.',
      rules: [
        { crclBelow: 30, action: 'monitor', text: 'Severe impairment: dose not established.' },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate-severe not established.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'monitor',
          text: 'Moderate impairment: dose not established.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe impairment: dose not established.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'LVEF before starting, after 1 month, then every 2-3 months.',
      'Eye examination for visual symptoms (retinal pigment epithelial detachment, retinal vein occlusion).',
      'Skin toxicity, bleeding, and signs of venous thromboembolism.',
      'Glucose in patients with diabetes or hyperglycemia.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Mekinist (trametinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'vemurafenib',
    rxcui: '1147220',
    name: 'Vemurafenib',
    brandNames: ['Zelboraf'],
    atc: ['L01EC01'],
    kind: 'antineoplastic',
    drugClass: 'BRAF kinase inhibitor',
    classTags: ['braf-inhibitor'],
    mechanism: 'Inhibits mutant BRAF V600E kinase.',
    routes: ['oral'],
    pathways: {
      // Rifampin lowered vemurafenib AUC by 40%; vemurafenib lowered midazolam AUC by 39%.
      CYP3A4: { substrate: 'minor', inducer: 'weak' },
      // Tizanidine AUC rose 4.7-fold.
      CYP1A2: { inhibitor: 'moderate' },
      // Dextromethorphan AUC rose by 47%.
      CYP2D6: { inhibitor: 'weak' },
      // Digoxin AUC rose 1.8-fold.
      'P-gp': { substrate: 'minor', inhibitor: 'weak' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'dermatologic',
      'hepatotoxicity',
      'ocular',
      'nephrotoxicity',
      'hypersensitivity',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe impairment not established.',
      rules: [
        { crclBelow: 30, action: 'monitor', text: 'Severe impairment: dose not established.' },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe impairment not established.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe impairment: dose not established.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'ECG and electrolytes before starting, at day 15, monthly for 3 months, then every 3 months.',
      'Liver tests and creatinine before starting and monthly.',
      'Skin examination every 2 months and for 6 months after stopping.',
      'Eye symptoms (uveitis); photosensitivity precautions.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Zelboraf (vemurafenib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'cobimetinib',
    rxcui: '1722365',
    name: 'Cobimetinib',
    synonyms: ['cobimetinib fumarate'],
    brandNames: ['Cotellic'],
    atc: ['L01EE02'],
    kind: 'antineoplastic',
    drugClass: 'MEK inhibitor',
    classTags: ['mek-inhibitor'],
    mechanism: 'Reversible inhibitor of MEK1 and MEK2.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised AUC 6.7-fold: avoid strong and moderate CYP3A inhibitors.
      CYP3A4: { substrate: 'sensitive' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'dermatologic',
      'bleeding',
      'cardiotoxicity',
      'ocular',
      'hepatotoxicity',
      // Cotellic label 5: rhabdomyolysis and CPK elevation.
      'myopathy',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary: 'No adjustment for mild-moderate impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'No hepatic dose recommendation confirmed from the label.',
    },
    boxedWarnings: [],
    monitoring: [
      'LVEF before starting, after 1 month, then every 3 months.',
      'Liver tests and CPK at baseline and monthly.',
      'Eye examination at each visit for serous retinopathy; skin examination every 2 months.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Cotellic (cobimetinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // ---------------------------------------------------------------- VEGFR multikinase
  {
    id: 'sorafenib',
    rxcui: '495881',
    name: 'Sorafenib',
    synonyms: ['sorafenib tosylate'],
    brandNames: ['Nexavar'],
    atc: ['L01EX02'],
    kind: 'antineoplastic',
    drugClass: 'Multikinase (VEGFR/RAF) inhibitor',
    classTags: ['vegfr-tki'],
    mechanism: 'Inhibits RAF kinases, VEGFR-1/2/3, PDGFR-beta, KIT, FLT3 and RET.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole did not change AUC; rifampin lowered it by 37%.
      CYP3A4: { substrate: 'minor' },
      // Sorafenib inhibits UGT1A1/UGT1A9 glucuronidation (SN-38 exposure rose with irinotecan).
      UGT1A1: { inhibitor: 'weak' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'bleeding',
      'hypertension',
      'dermatologic',
      'hepatotoxicity',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for mild to severe impairment not on dialysis.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in Child-Pugh A or B; Child-Pugh C not studied.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Child-Pugh C: not studied.' },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'Blood pressure weekly for the first 6 weeks, then periodically.',
      'ECG and electrolytes in patients at risk of QT prolongation.',
      'Liver tests regularly; INR more often with warfarin.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Nexavar (sorafenib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'sunitinib',
    rxcui: '357977',
    name: 'Sunitinib',
    synonyms: ['sunitinib malate'],
    brandNames: ['Sutent'],
    atc: ['L01EX01'],
    kind: 'antineoplastic',
    drugClass: 'Multikinase (VEGFR/KIT) inhibitor',
    classTags: ['vegfr-tki'],
    mechanism: 'Inhibits VEGFR-1/2/3, PDGFR, KIT, FLT3, RET and CSF-1R.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised combined sunitinib + metabolite exposure by 51%; rifampin -46%.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'hepatotoxicity',
      'cardiotoxicity',
      'hypertension',
      'bleeding',
      'nephrotoxicity',
      'dermatologic',
      'osteonecrosis-jaw',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary:
        'No starting-dose change, including ESRD on hemodialysis (later increases may be needed).',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in Child-Pugh A or B; Child-Pugh C not studied.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Child-Pugh C: not studied.' },
      ],
    },
    // MASCC/ESMO 2016 oral agents: low (issue 13 re-check; was stored as 'minimal').
    emetogenicRisk: 'low',
    boxedWarnings: ['Hepatotoxicity, which may be severe and has caused deaths.'],
    monitoring: [
      'Liver tests at baseline, during each cycle, and as indicated.',
      'Blood pressure regularly; CBC and chemistries at the start of each cycle.',
      'TSH at baseline and periodically; urinalysis for proteinuria.',
      'ECG and electrolytes in patients at risk; LVEF with cardiac history; glucose (hypoglycemia).',
    ],
    sources: [
      usLabel('Sutent (sunitinib)', `${BOXED}; ${DDI}; ${WARN}; ${ORGAN}`),
      MASCC_ESMO_2016,
    ],
  },
  {
    id: 'pazopanib',
    rxcui: '714438',
    name: 'Pazopanib',
    synonyms: ['pazopanib hydrochloride'],
    brandNames: ['Votrient'],
    atc: ['L01EX03'],
    kind: 'antineoplastic',
    drugClass: 'Multikinase (VEGFR) inhibitor',
    classTags: ['vegfr-tki'],
    mechanism: 'Inhibits VEGFR-1/2/3, PDGFR-alpha/beta, FGFR and KIT.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC 1.66-fold (label reduces to 400 mg); pazopanib raised
      // midazolam AUC by about 30%.
      CYP3A4: { substrate: 'minor', inhibitor: 'weak' },
      CYP2D6: { inhibitor: 'weak' },
      CYP2C8: { inhibitor: 'weak' },
      'P-gp': { substrate: 'minor' },
      BCRP: { substrate: 'minor' },
    },
    qtRisk: 'known',
    // Esomeprazole lowered AUC by about 40%: avoid; use short-acting antacids instead.
    phDependentAbsorption: true,
    toxicities: [
      'hepatotoxicity',
      'cardiotoxicity',
      'hypertension',
      'bleeding',
      'thromboembolism',
      'pneumonitis',
      'infection',
      'nephrotoxicity',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; below 30 not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Reduce to 200 mg daily in moderate impairment; not recommended in severe impairment.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Moderate impairment (bilirubin >1.5-3x ULN): 200 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment (bilirubin >3x ULN): not recommended.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: ['Hepatotoxicity, which may be severe and fatal.'],
    monitoring: [
      'Liver tests before starting, at weeks 3, 5, 7 and 9, at months 3 and 4, then periodically.',
      'Blood pressure within 1 week of starting and regularly.',
      'ECG and electrolytes at baseline and periodically; TSH; urine protein.',
    ],
    pgxGenes: ['HLA-B', 'UGT1A1'],
    lastReviewed: '2026-11-27',
    sources: [
      usLabel('Votrient (pazopanib)', `${BOXED}; ${DDI}; ${WARN}; ${ORGAN}; 12.5 Pharmacogenomics`),
      MASCC_ESMO_2016,
    ],
  },
  {
    id: 'axitinib',
    rxcui: '1242999',
    name: 'Axitinib',
    brandNames: ['Inlyta'],
    atc: ['L01EK01'],
    kind: 'antineoplastic',
    drugClass: 'VEGFR tyrosine kinase inhibitor',
    classTags: ['vegfr-tki'],
    mechanism: 'Selective inhibitor of VEGFR-1, -2 and -3.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC 2-fold; rifampin lowered it by 79%.
      CYP3A4: { substrate: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hypertension',
      'thromboembolism',
      'bleeding',
      'cardiotoxicity',
      'hepatotoxicity',
      'nephrotoxicity',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for mild to severe impairment; use caution in ESRD.',
      rules: [
        {
          crclBelow: 15,
          action: 'monitor',
          text: 'ESRD (CrCl <15 mL/min): limited data; use caution.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Halve the starting dose in moderate impairment; severe impairment not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Child-Pugh B: reduce the starting dose by about half.',
        },
        { hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Child-Pugh C: not studied.' },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'Blood pressure before starting and regularly.',
      'TSH, urine protein and liver tests before starting and periodically.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Inlyta (axitinib)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'cabozantinib',
    rxcui: '1363268',
    name: 'Cabozantinib',
    atc: ['L01EX07'],
    synonyms: ['cabozantinib S-malate'],
    brandNames: ['Cabometyx', 'Cometriq'],
    kind: 'antineoplastic',
    drugClass: 'Multikinase (MET/VEGFR/AXL) inhibitor',
    classTags: ['vegfr-tki'],
    mechanism: 'Inhibits MET, VEGFR-1/2/3, AXL, RET, KIT and other kinases.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC by 38% (label still reduces the dose); rifampin lowered it by 77%.
      CYP3A4: { substrate: 'minor' },
    },
    // Mean QTcF rose by 10-15 ms at clinical doses without a separate QT warning.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: [
      'bleeding',
      'thromboembolism',
      'hypertension',
      'diarrhea',
      'dermatologic',
      'hepatotoxicity',
      'nephrotoxicity',
      'osteonecrosis-jaw',
      'hypocalcemia',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'Severe impairment: not studied.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Lower starting dose in moderate impairment; avoid in severe impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Child-Pugh B: Cabometyx tablets 40 mg daily; Cometriq capsules 80 mg daily.',
        },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: avoid.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Blood pressure before starting and regularly.',
      'Liver tests, urine protein, TSH and calcium periodically.',
      'Oral examination before starting (osteonecrosis of the jaw); stop 3 weeks before surgery.',
    ],
    sources: [
      usLabel('Cabometyx (cabozantinib) tablets', `${DDI}; ${WARN}; ${ORGAN}`),
      usLabel(
        'Cometriq (cabozantinib) capsules',
        '2 Dosage and Administration; 12.2 Pharmacodynamics',
      ),
    ],
  },
  {
    id: 'lenvatinib',
    rxcui: '1603296',
    name: 'Lenvatinib',
    atc: ['L01EX08'],
    synonyms: ['lenvatinib mesylate'],
    brandNames: ['Lenvima'],
    kind: 'antineoplastic',
    drugClass: 'Multikinase (VEGFR/FGFR) inhibitor',
    classTags: ['vegfr-tki'],
    mechanism: 'Inhibits VEGFR-1/2/3, FGFR-1 to 4, PDGFR-alpha, KIT and RET.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole (+15%) and rifampin (-18%) changed exposure too little for a dose change.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'hypertension',
      'cardiotoxicity',
      'thromboembolism',
      'hepatotoxicity',
      'nephrotoxicity',
      'diarrhea',
      'hypocalcemia',
      'bleeding',
      'osteonecrosis-jaw',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'Lower dose in severe renal impairment (except hepatocellular carcinoma).',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl <30 mL/min: thyroid cancer 14 mg daily; renal cell or endometrial cancer 10 mg daily.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Lower dose in severe hepatic impairment (except hepatocellular carcinoma).',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: thyroid cancer 14 mg daily; renal cell or endometrial cancer 10 mg daily.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Blood pressure after 1 week, every 2 weeks for 2 months, then at least monthly.',
      'Liver tests every 2 weeks for 2 months, then monthly.',
      'Urine protein, electrolytes (including calcium) and TSH regularly.',
      'ECG in patients at risk of QT prolongation.',
    ],
    sources: [usLabel('Lenvima (lenvatinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'regorafenib',
    rxcui: '1312397',
    name: 'Regorafenib',
    brandNames: ['Stivarga'],
    atc: ['L01EX05'],
    kind: 'antineoplastic',
    drugClass: 'Multikinase (VEGFR/TIE2) inhibitor',
    classTags: ['vegfr-tki'],
    mechanism: 'Inhibits VEGFR-1/2/3, TIE2, KIT, RET, RAF, PDGFR and FGFR kinases.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised regorafenib AUC by 33%; rifampin lowered it by 50%.
      CYP3A4: { substrate: 'minor' },
      // Irinotecan's SN-38 exposure rose by 44%.
      UGT1A1: { inhibitor: 'weak' },
      // Rosuvastatin AUC rose 3.8-fold.
      BCRP: { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hepatotoxicity',
      'bleeding',
      'hypertension',
      'cardiotoxicity',
      'dermatologic',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 15 mL/min or more.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in Child-Pugh A or B; not recommended in Child-Pugh C.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: ['Hepatotoxicity, severe and sometimes fatal.'],
    monitoring: [
      'Liver tests before starting, every 2 weeks for 2 months, then at least monthly.',
      'Blood pressure weekly for 6 weeks, then every cycle.',
      'INR more often with warfarin; stop 2 weeks before surgery.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      usLabel('Stivarga (regorafenib)', `${BOXED}; ${DDI}; ${WARN}; ${ORGAN}`),
      MASCC_ESMO_2016,
    ],
  },
  // ---------------------------------------------------------------- BTK / PI3K
  {
    id: 'ibrutinib',
    rxcui: '1442981',
    name: 'Ibrutinib',
    brandNames: ['Imbruvica'],
    atc: ['L01EL01'],
    kind: 'antineoplastic',
    drugClass: 'BTK inhibitor',
    classTags: ['btk-inhibitor'],
    mechanism: 'Covalently and irreversibly inhibits Bruton tyrosine kinase (Cys481).',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised ibrutinib AUC about 24-fold; rifampin lowered it by more than 90%.
      CYP3A4: { substrate: 'sensitive' },
    },
    // At 3x the maximum dose ibrutinib did not prolong QT (it shortens QTcF).
    qtRisk: 'none',
    phDependentAbsorption: false,
    toxicities: [
      'bleeding',
      'infection',
      'cardiotoxicity',
      'hypertension',
      'myelosuppression',
      'dermatologic',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl above 25 mL/min; severe impairment and dialysis: no data.',
      rules: [{ crclBelow: 25, action: 'monitor', text: 'CrCl <=25 mL/min or dialysis: no data.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'B-cell malignancies: reduce in Child-Pugh A or B; avoid in Child-Pugh C.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Child-Pugh A: 140 mg once daily.',
        },
        { hepaticClass: 'child-pugh-b', action: 'reduce', text: 'Child-Pugh B: 70 mg once daily.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: avoid.' },
      ],
    },
    // MASCC/ESMO 2016 oral agents: low (issue 13 re-check; was stored as 'minimal').
    emetogenicRisk: 'low',
    boxedWarnings: [],
    monitoring: [
      'CBC monthly.',
      'Blood pressure regularly.',
      'Palpitations, dyspnea or syncope: ECG for atrial fibrillation and ventricular arrhythmia; assess cardiac risk before starting.',
      'Bleeding risk around procedures (withhold 3-7 days before and after surgery).',
      'Infection signs; consider PJP prophylaxis in patients at increased risk.',
    ],
    sources: [
      usLabel('Imbruvica (ibrutinib)', `${DDI}; 12.2 Pharmacodynamics; ${WARN}; ${ORGAN}`),
      MASCC_ESMO_2016,
    ],
  },
  {
    id: 'acalabrutinib',
    rxcui: '1986808',
    name: 'Acalabrutinib',
    synonyms: ['acalabrutinib maleate'],
    brandNames: ['Calquence'],
    atc: ['L01EL02'],
    kind: 'antineoplastic',
    drugClass: 'BTK inhibitor',
    classTags: ['btk-inhibitor'],
    mechanism: 'Covalently and irreversibly inhibits Bruton tyrosine kinase (Cys481).',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised AUC 5.1-fold; rifampin lowered it by 77%.
      CYP3A4: { substrate: 'sensitive' },
    },
    qtRisk: 'unknown',
    // Capsules: omeprazole lowered AUC by 43% (avoid PPIs, time H2 blockers, separate antacids).
    // The maleate tablets are not affected; the flag stays on because capsules remain labelled.
    phDependentAbsorption: true,
    toxicities: [
      'infection',
      'bleeding',
      'myelosuppression',
      'cardiotoxicity',
      'dermatologic',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for eGFR 30 mL/min or more; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'eGFR <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'avoid',
      summary: 'No adjustment in Child-Pugh A or B; avoid in Child-Pugh C.',
      rules: [{ hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: avoid.' }],
    },
    boxedWarnings: [],
    monitoring: [
      'CBC regularly.',
      'Bleeding, infection, and symptoms of atrial fibrillation or flutter (ECG if present).',
      'Skin cancer surveillance and sun protection.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Calquence (acalabrutinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'idelalisib',
    rxcui: '1544460',
    name: 'Idelalisib',
    brandNames: ['Zydelig'],
    atc: ['L01EM01'],
    kind: 'antineoplastic',
    drugClass: 'PI3K-delta inhibitor',
    classTags: ['pi3k-inhibitor'],
    mechanism: 'Inhibits the delta isoform of phosphatidylinositol 3-kinase in B cells.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised idelalisib AUC 1.8-fold; rifampin lowered it by 75%.
      // Idelalisib's metabolite raised midazolam AUC 5.4-fold: a strong CYP3A inhibitor.
      CYP3A4: { substrate: 'minor', inhibitor: 'strong' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hepatotoxicity',
      'diarrhea',
      'pneumonitis',
      'infection',
      'dermatologic',
      'hypersensitivity',
      'myelosuppression',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 15 mL/min or more.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Not established with baseline ALT/AST >2.5x ULN or bilirubin >1.5x ULN; monitor closely.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Baseline hepatic impairment: monitor liver tests and adverse reactions more often.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [
      'Fatal and/or serious hepatotoxicity.',
      'Fatal and/or serious and severe diarrhea or colitis.',
      'Fatal and/or serious pneumonitis.',
      'Fatal and/or serious infections.',
      'Fatal and/or serious intestinal perforation.',
    ],
    monitoring: [
      'ALT/AST every 2 weeks for 3 months, every 4 weeks for the next 3 months, then every 1-3 months.',
      'CBC at least every 2 weeks for the first 6 months.',
      'PJP prophylaxis; CMV surveillance.',
      'New respiratory symptoms and severe diarrhea: withhold and evaluate.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      usLabel('Zydelig (idelalisib)', `${BOXED}; ${DDI}; ${WARN}; ${ORGAN}`),
      MASCC_ESMO_2016,
    ],
  },
  // ---------------------------------------------------------------- JAK
  {
    id: 'ruxolitinib',
    rxcui: '1193326',
    name: 'Ruxolitinib',
    synonyms: ['ruxolitinib phosphate'],
    brandNames: ['Jakafi'],
    atc: ['L01EJ01'],
    kind: 'antineoplastic',
    drugClass: 'JAK1/JAK2 inhibitor',
    classTags: ['jak-inhibitor'],
    mechanism: 'Inhibits Janus kinases JAK1 and JAK2.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC by 91% (label reduces the dose); rifampin lowered it by 71%.
      CYP3A4: { substrate: 'minor' },
      // Fluconazole (dual CYP2C9/3A4 inhibitor) above 200 mg/day is to be avoided.
      CYP2C9: { substrate: 'minor' },
    },
    // A thorough QT study at up to 200 mg found no QT prolongation.
    qtRisk: 'none',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'infection',
      'thromboembolism',
      'cardiotoxicity',
      'dermatologic',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Lower starting dose for CrCl 15-59 mL/min and in ESRD on dialysis (indication-specific).',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'Myelofibrosis, CrCl 15-59: platelets >150: 15 mg twice daily; 100-150: 10 mg twice daily; 50-<100: 5 mg daily; <50: avoid.',
        },
        {
          crclBelow: 15,
          action: 'reduce',
          text: 'ESRD on dialysis: single dose after dialysis only (myelofibrosis 15 or 20 mg by platelet count); not on dialysis: avoid.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Lower starting dose with any hepatic impairment (indication-specific).',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Myelofibrosis, Child-Pugh A-C: platelets >150: 15 mg twice daily; 100-150: 10 mg twice daily; 50-<100: 5 mg daily; <50: avoid.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'CBC every 2-4 weeks until the dose is stable, then as indicated.',
      'Lipids 8-12 weeks after starting.',
      'Skin examinations (non-melanoma skin cancer); infection, including tuberculosis and herpes zoster.',
      'Taper rather than stop abruptly.',
    ],
    sources: [
      usLabel('Jakafi (ruxolitinib)', `${DDI}; 12.2 Pharmacodynamics; ${WARN}; ${ORGAN}`),
      MASCC_ESMO_2016,
    ],
  },
  {
    id: 'pacritinib',
    rxcui: '2595243',
    name: 'Pacritinib',
    atc: ['L01EJ03'],
    synonyms: ['pacritinib citrate'],
    brandNames: ['Vonjo'],
    kind: 'antineoplastic',
    drugClass: 'JAK2/FLT3 inhibitor',
    classTags: ['jak-inhibitor'],
    mechanism: 'Inhibits JAK2 (sparing JAK1), FLT3, IRAK1 and ACVR1.',
    routes: ['oral'],
    pathways: {
      // Clarithromycin raised AUC 1.8-fold; rifampin lowered it by 87%. The label
      // contraindicates strong CYP3A4 inhibitors and inducers.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'diarrhea',
      'myelosuppression',
      'bleeding',
      'cardiotoxicity',
      'thromboembolism',
      'infection',
    ],
    renal: {
      status: 'avoid',
      summary: 'Avoid when eGFR is below 30 mL/min.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'eGFR <30 mL/min: avoid.' }],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Avoid in moderate or severe hepatic impairment.',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: avoid.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: avoid.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'ECG before starting and as indicated; correct hypokalemia first.',
      'CBC and coagulation tests before starting and as indicated; stop 7 days before surgery.',
      'Diarrhea: antidiarrheals and fluids at first onset.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Vonjo (pacritinib)', `4 Contraindications; ${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // ---------------------------------------------------------------- CDK4/6
  {
    id: 'palbociclib',
    rxcui: '1601374',
    name: 'Palbociclib',
    brandNames: ['Ibrance'],
    atc: ['L01EF01'],
    kind: 'antineoplastic',
    drugClass: 'CDK4/6 inhibitor',
    classTags: ['cdk4-6-inhibitor'],
    mechanism: 'Inhibits cyclin-dependent kinases 4 and 6, blocking G1-to-S progression.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised AUC by 87%; rifampin lowered it by 85%.
      // Palbociclib raised midazolam AUC by 61%: a weak time-dependent CYP3A inhibitor.
      CYP3A4: { substrate: 'minor', inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'pneumonitis', 'infection', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 15 mL/min or more; hemodialysis not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce to 75 mg in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: 75 mg once daily, 3 weeks on, 1 week off.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'CBC before starting, at the start of each cycle, on day 15 of the first 2 cycles, and as indicated.',
    ],
    sources: [usLabel('Ibrance (palbociclib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'ribociclib',
    rxcui: '1873916',
    name: 'Ribociclib',
    synonyms: ['ribociclib succinate'],
    brandNames: ['Kisqali'],
    atc: ['L01EF02'],
    kind: 'antineoplastic',
    drugClass: 'CDK4/6 inhibitor',
    classTags: ['cdk4-6-inhibitor'],
    mechanism: 'Inhibits cyclin-dependent kinases 4 and 6.',
    routes: ['oral'],
    pathways: {
      // Ritonavir raised ribociclib AUC 3.2-fold. Ribociclib raised midazolam AUC 3.8-fold at
      // 400 mg and is predicted to exceed 5-fold at the 600 mg dose: a strong inhibitor there.
      CYP3A4: { substrate: 'moderate', inhibitor: 'strong' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hepatotoxicity',
      'pneumonitis',
      'dermatologic',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'Reduce the starting dose in severe renal impairment.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'Severe impairment (eGFR 15-29): start at 200 mg once daily.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Advanced breast cancer: reduce to 400 mg in moderate or severe impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Child-Pugh B (advanced breast cancer): 400 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C (advanced breast cancer): 400 mg once daily.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'ECG before starting, around day 14 of cycle 1, at the start of cycle 2, then as indicated.',
      'Electrolytes (potassium, calcium, phosphorus, magnesium) before starting and at the start of the first 6 cycles.',
      'Liver tests and CBC before starting, every 2 weeks for 2 cycles, at the start of the next 4 cycles, then as indicated.',
      'Avoid tamoxifen and other QT-prolonging drugs.',
    ],
    sources: [usLabel('Kisqali (ribociclib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'abemaciclib',
    rxcui: '1946825',
    name: 'Abemaciclib',
    brandNames: ['Verzenio'],
    atc: ['L01EF03'],
    kind: 'antineoplastic',
    drugClass: 'CDK4/6 inhibitor',
    classTags: ['cdk4-6-inhibitor'],
    mechanism: 'Inhibits cyclin-dependent kinases 4 and 6.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole is predicted to raise abemaciclib AUC up to 16-fold (avoid); rifampin
      // markedly lowered exposure of abemaciclib and its active metabolites (avoid inducers).
      CYP3A4: { substrate: 'sensitive' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'diarrhea',
      'myelosuppression',
      'hepatotoxicity',
      'thromboembolism',
      'pneumonitis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe impairment and ESRD not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Give once daily instead of twice daily in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'extend-interval',
          text: 'Child-Pugh C: reduce dosing frequency to once daily.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'CBC and liver tests before starting, every 2 weeks for 2 months, monthly for the next 2 months, then as indicated.',
      'Diarrhea: start loperamide and fluids at the first loose stool.',
      'Signs of venous thromboembolism and pneumonitis.',
    ],
    sources: [usLabel('Verzenio (abemaciclib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // ---------------------------------------------------------------- mTOR (rapalogs)
  {
    id: 'everolimus',
    rxcui: '141704',
    name: 'Everolimus',
    brandNames: ['Afinitor', 'Afinitor Disperz'],
    atc: ['L01EG02'],
    kind: 'antineoplastic',
    drugClass: 'mTOR inhibitor',
    classTags: ['mtor-inhibitor'],
    mechanism: 'Binds FKBP-12 and inhibits mTORC1 signalling.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised AUC about 15-fold; rifampin lowered it by 63%.
      CYP3A4: { substrate: 'sensitive' },
      // The label groups P-gp with CYP3A4 inhibitors; its separate contribution is not quantified.
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'pneumonitis',
      'infection',
      'nephrotoxicity',
      'mucositis',
      'hyperglycemia',
      'myelosuppression',
      'hypersensitivity',
      'embryo-fetal',
    ],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Oncology indications: reduce by Child-Pugh class.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Child-Pugh A: 7.5 mg daily (5 mg if not tolerated).',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Child-Pugh B: 5 mg daily (2.5 mg if not tolerated).',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: 2.5 mg daily only if the benefit outweighs the risk.',
        },
      ],
    },
    // MASCC/ESMO 2016 oral agents: low (issue 13 re-check; was stored as 'minimal').
    emetogenicRisk: 'low',
    boxedWarnings: [],
    monitoring: [
      'Fasting glucose, lipids, CBC and renal function (creatinine, urine protein) before starting and periodically.',
      'Dexamethasone alcohol-free mouthwash from the start to prevent stomatitis.',
      'Respiratory symptoms (non-infectious pneumonitis); infections.',
      'Trough concentrations for TSC-associated SEGA and seizures (Afinitor Disperz).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Afinitor (everolimus)', `${DDI}; ${WARN}; ${ORGAN}`), MASCC_ESMO_2016],
  },
  {
    id: 'temsirolimus',
    rxcui: '657797',
    name: 'Temsirolimus',
    brandNames: ['Torisel'],
    atc: ['L01EG01'],
    kind: 'antineoplastic',
    drugClass: 'mTOR inhibitor',
    classTags: ['mtor-inhibitor'],
    mechanism: 'Binds FKBP-12 and inhibits mTOR; metabolised to the active sirolimus.',
    routes: ['iv'],
    pathways: {
      // Ketoconazole left temsirolimus AUC unchanged but raised the active sirolimus AUC 3.1-fold;
      // strong inducers lower exposure (label suggests raising the dose).
      CYP3A4: { substrate: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hypersensitivity',
      'infusion-reaction',
      'hyperglycemia',
      'infection',
      'pneumonitis',
      'nephrotoxicity',
      'bleeding',
      'mucositis',
      'embryo-fetal',
    ],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Reduce to 15 mg weekly in mild impairment; contraindicated when bilirubin >1.5x ULN.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Bilirubin >1-1.5x ULN, or AST >ULN with normal bilirubin: 15 mg weekly.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Bilirubin >1.5x ULN: contraindicated.',
        },
      ],
    },
    emetogenicRisk: 'low',
    boxedWarnings: [],
    monitoring: [
      'Premedicate with an H1 antihistamine about 30 minutes before each dose.',
      'Glucose and lipids before starting and during therapy.',
      'CBC weekly and chemistry panels every 2 weeks.',
      'Respiratory symptoms (interstitial lung disease) and renal function.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      usLabel('Torisel (temsirolimus)', `4 Contraindications; ${DDI}; ${WARN}; ${ORGAN}`),
      {
        ...MASCC_ESMO_2016,
        section: 'Emetic risk classification of intravenous antineoplastic agents',
      },
    ],
  },
  // ---------------------------------------------------------------- FLT3
  {
    id: 'midostaurin',
    rxcui: '1919083',
    name: 'Midostaurin',
    atc: ['L01EX10'],
    brandNames: ['Rydapt'],
    kind: 'antineoplastic',
    drugClass: 'FLT3/multikinase inhibitor',
    classTags: ['flt3-inhibitor'],
    mechanism: 'Inhibits FLT3 (ITD and TKD), KIT D816V, PDGFR, VEGFR2 and PKC.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised midostaurin AUC about 10-fold; rifampin lowered it by more than 90%.
      CYP3A4: { substrate: 'sensitive' },
    },
    // QT prolongation was reported in trials without a dedicated QT warning.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'pneumonitis', 'infection', 'diarrhea', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'Severe impairment: not studied.' }],
    },
    hepatic: {
      status: 'no-data',
      summary: 'No hepatic dose recommendation confirmed from the label.',
    },
    // The label itself calls for antiemetic prophylaxis before each dose.
    emetogenicRisk: 'moderate',
    boxedWarnings: [],
    monitoring: [
      'Antiemetic prophylaxis before treatment.',
      'CBC regularly; ECG in patients at risk of QT prolongation.',
      'New respiratory symptoms (interstitial lung disease, pneumonitis).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      usLabel(
        'Rydapt (midostaurin)',
        `2 Dosage and Administration; ${DDI}; ${WARN}; 8.6 Renal Impairment`,
      ),
    ],
  },
  {
    id: 'gilteritinib',
    rxcui: '2105806',
    name: 'Gilteritinib',
    atc: ['L01EX13'],
    synonyms: ['gilteritinib fumarate'],
    brandNames: ['Xospata'],
    kind: 'antineoplastic',
    drugClass: 'FLT3 inhibitor',
    classTags: ['flt3-inhibitor'],
    mechanism: 'Inhibits FLT3 (ITD and TKD) and AXL.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised AUC 2.2-fold; rifampin (combined P-gp and strong CYP3A inducer) -70%.
      CYP3A4: { substrate: 'moderate' },
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['differentiation-syndrome', 'myelosuppression', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'No renal dose recommendation confirmed from the label.' },
    hepatic: {
      status: 'no-data',
      summary: 'No hepatic dose recommendation confirmed from the label.',
    },
    boxedWarnings: [
      'Differentiation syndrome, which can be fatal: treat with corticosteroids and monitor hemodynamics.',
    ],
    monitoring: [
      'CBC and blood chemistries (including CPK) before starting, at least weekly for the first month, every other week for the second month, then monthly.',
      'ECG before starting, on days 8 and 15 of cycle 1, and before the next two cycles.',
      'Signs of differentiation syndrome, PRES and pancreatitis.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Xospata (gilteritinib)', `${BOXED}; ${DDI}; ${WARN}`)],
  },
  // ---------------------------------------------------------------- added later (RxCUIs confirmed)
  // BCR-ABL (allosteric)
  {
    id: 'asciminib',
    rxcui: '2584304',
    name: 'Asciminib',
    synonyms: ['asciminib hydrochloride', 'ABL001'],
    brandNames: ['Scemblix'],
    atc: ['L01EA06'],
    kind: 'antineoplastic',
    drugClass: 'BCR-ABL1 allosteric (STAMP) inhibitor',
    classTags: ['bcr-abl-tki'],
    mechanism:
      'Binds the ABL myristoyl pocket and locks BCR-ABL1 in an inactive conformation, including the T315I mutant.',
    routes: ['oral'],
    pathways: {
      // Label 7: strong CYP3A4 inhibitors raise asciminib exposure only modestly (monitor at 200 mg
      // twice daily), so a minor substrate. Asciminib itself raises CYP3A4 and CYP2C9 substrates:
      // monitor at 80 mg a day and avoid narrow-margin substrates at 200 mg twice daily. No
      // fold-change is encoded, so both inhibitor roles carry the 'weak' floor.
      CYP3A4: { substrate: 'minor', inhibitor: 'weak' },
      CYP2C9: { inhibitor: 'weak' },
    },
    // Label 5: cardiovascular toxicity includes QT prolongation among arrhythmias.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hypertension',
      'cardiotoxicity',
      'hypersensitivity',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for eGFR 15-89 mL/min/1.73 m2 not on dialysis; dialysis not studied.',
      rules: [{ crclBelow: 15, action: 'monitor', text: 'eGFR <15 or dialysis: not studied.' }],
    },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment for Child-Pugh A, B or C.' },
    boxedWarnings: [],
    monitoring: [
      'CBC every 2 weeks for the first 3 months, then monthly.',
      'Serum lipase and amylase monthly (pancreatic toxicity), more often with a history of pancreatitis.',
      'Blood pressure; signs of cardiovascular and thrombotic events.',
      'Take without food (no food 2 hours before and 1 hour after).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Scemblix (asciminib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // EGFR / HER2
  {
    id: 'dacomitinib',
    rxcui: '2058849',
    name: 'Dacomitinib',
    brandNames: ['Vizimpro'],
    atc: ['L01EB07'],
    kind: 'antineoplastic',
    drugClass: 'EGFR tyrosine kinase inhibitor (second generation, irreversible pan-HER)',
    classTags: ['egfr-tki'],
    mechanism: 'Irreversibly inhibits EGFR (HER1), HER2 and HER4 kinases.',
    routes: ['oral'],
    pathways: {
      // Paroxetine (strong CYP2D6 inhibitor) raised dacomitinib AUC by 37%: minor substrate.
      // Dacomitinib raised dextromethorphan AUC 9.6-fold: a strong CYP2D6 inhibitor; avoid narrow-
      // margin CYP2D6 substrates.
      CYP2D6: { substrate: 'minor', inhibitor: 'strong' },
    },
    qtRisk: 'unknown',
    // Rabeprazole lowered dacomitinib AUC by 39%: avoid PPIs; take 6 h before or 10 h after an H2
    // blocker; local antacids are allowed.
    phDependentAbsorption: true,
    toxicities: ['diarrhea', 'dermatologic', 'pneumonitis', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Child-Pugh C: not studied.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'New or worsening respiratory symptoms (interstitial lung disease): withhold and evaluate.',
      'Diarrhea from the first dose: start loperamide promptly.',
      'Skin: rash and exfoliative reactions; sun protection and emollients.',
      'Co-medication: strong CYP2D6 inhibitor; avoid proton pump inhibitors.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Vizimpro (dacomitinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'tucatinib',
    rxcui: '2361285',
    name: 'Tucatinib',
    brandNames: ['Tukysa'],
    atc: ['L01EH03'],
    kind: 'antineoplastic',
    drugClass: 'HER2 tyrosine kinase inhibitor',
    classTags: ['her2-tki'],
    mechanism: 'Reversible, HER2-selective kinase inhibitor; little EGFR inhibition.',
    routes: ['oral'],
    pathways: {
      // Gemfibrozil (strong CYP2C8 inhibitor) raised tucatinib AUC 3-fold: avoid, or cut to 100 mg
      // twice daily.
      CYP2C8: { substrate: 'moderate' },
      // Itraconazole raised tucatinib AUC 1.3-fold (minor substrate). Tucatinib raised midazolam AUC
      // 5.7-fold: a strong CYP3A inhibitor; avoid sensitive CYP3A substrates.
      CYP3A4: { substrate: 'minor', inhibitor: 'strong' },
      // Digoxin AUC rose 1.5-fold; the label advises lowering narrow-margin P-gp substrates.
      'P-gp': { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    // Omeprazole did not change tucatinib exposure.
    phDependentAbsorption: false,
    toxicities: ['diarrhea', 'hepatotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No tucatinib adjustment. Tucatinib inhibits OCT2/MATE1 and raises serum creatinine by about 30% without a true fall in GFR. Its partner capecitabine is contraindicated below CrCl 30 mL/min.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'No adjustment in mild or moderate impairment; severe impairment: 200 mg twice daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: reduce the starting dose to 200 mg twice daily (usual 300 mg).',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'ALT, AST and bilirubin every 3 weeks.',
      'Diarrhea: start antidiarrheals promptly; rule out infection.',
      'Creatinine rises without a true GFR change: use other renal markers if renal function is in doubt.',
      'Co-medication: strong CYP3A inhibitor; avoid strong CYP2C8 inhibitors.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Tukysa (tucatinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // ALK / ROS1 / TRK / MET / RET
  {
    id: 'lorlatinib',
    rxcui: '2103164',
    name: 'Lorlatinib',
    brandNames: ['Lorbrena'],
    atc: ['L01ED05'],
    kind: 'antineoplastic',
    drugClass: 'ALK/ROS1 tyrosine kinase inhibitor (third generation)',
    classTags: ['alk-inhibitor'],
    mechanism: 'Inhibits ALK, including most resistance mutations, and ROS1; penetrates the CNS.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised lorlatinib AUC by 42% (reduce the dose with strong inhibitors); rifampin
      // caused severe liver-test rises, so strong CYP3A inducers are contraindicated. Lorlatinib is a
      // moderate CYP3A inducer (midazolam AUC -61%).
      CYP3A4: { substrate: 'minor', inducer: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'seizure',
      'bradycardia',
      'pneumonitis',
      'hypertension',
      'hyperglycemia',
      'hepatotoxicity',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'No adjustment in mild or moderate impairment; severe impairment: 75 mg once daily.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.75,
          text: 'CrCl 15-29 mL/min: 75 mg once daily (usual 100 mg).',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'No adjustment in mild impairment. The label was revised in 2026 with a severe-impairment dose that is not encoded here: check the current label.',
    },
    boxedWarnings: [],
    monitoring: [
      'Serum cholesterol and triglycerides before starting, at 1 and 2 months, then periodically; start or adjust lipid-lowering therapy.',
      'ECG before starting and periodically (PR prolongation, atrioventricular block).',
      'CNS effects: mood, cognition, speech, hallucinations, seizures.',
      'Blood pressure and glucose after 2 weeks and at least monthly.',
      'Co-medication: contraindicated with strong CYP3A inducers; lowers CYP3A substrates (hormonal contraceptives).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Lorbrena (lorlatinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'entrectinib',
    rxcui: '2197862',
    name: 'Entrectinib',
    brandNames: ['Rozlytrek'],
    atc: ['L01EX14'],
    kind: 'antineoplastic',
    drugClass: 'TRK/ROS1/ALK tyrosine kinase inhibitor',
    classTags: ['trk-inhibitor'],
    mechanism: 'Inhibits TRKA/B/C, ROS1 and ALK kinases; penetrates the CNS.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised entrectinib AUC 6-fold: a sensitive CYP3A4 substrate (adults: avoid
      // strong or moderate inhibitors, or reduce to 100 or 200 mg daily). Rifampin lowered it by 77%.
      CYP3A4: { substrate: 'sensitive' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'neurotoxicity', 'hepatotoxicity', 'ocular', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-data',
      summary: 'No adjustment in mild impairment; no dose confirmed here for moderate or severe.',
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests every 2 weeks for the first month, then monthly.',
      'ECG and electrolytes at baseline and periodically (QT prolongation).',
      'Heart failure symptoms; LVEF before starting in patients at risk.',
      'Serum uric acid before starting and periodically.',
      'Cognitive, mood and sleep changes; dizziness; fractures; vision changes.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Rozlytrek (entrectinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'larotrectinib',
    rxcui: '2105628',
    name: 'Larotrectinib',
    synonyms: ['larotrectinib sulfate'],
    brandNames: ['Vitrakvi'],
    atc: ['L01EX12'],
    kind: 'antineoplastic',
    drugClass: 'TRK inhibitor',
    classTags: ['trk-inhibitor'],
    mechanism: 'Selectively inhibits the tropomyosin receptor kinases TRKA, TRKB and TRKC.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised larotrectinib AUC 4.3-fold: avoid strong CYP3A inhibitors or halve the
      // dose. Rifampin lowered it by 81%. Larotrectinib raised midazolam AUC 1.7-fold (weak).
      CYP3A4: { substrate: 'moderate', inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['neurotoxicity', 'hepatotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for any degree of renal impairment.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate or severe impairment: reduce the starting dose by 50%.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh B: start at 50% of the recommended dose.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh C: start at 50% of the recommended dose.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests every 2 weeks for the first month, then monthly.',
      'Neurological effects (dizziness, cognition, mood); advise against driving if affected.',
      'Bone fractures.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Vitrakvi (larotrectinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'capmatinib',
    rxcui: '2362165',
    name: 'Capmatinib',
    synonyms: ['capmatinib hydrochloride'],
    brandNames: ['Tabrecta'],
    atc: ['L01EX17'],
    kind: 'antineoplastic',
    drugClass: 'MET tyrosine kinase inhibitor',
    classTags: ['met-inhibitor'],
    mechanism:
      'Selectively inhibits the MET receptor kinase, including MET exon 14 skipping mutants.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised capmatinib AUC by 42%; rifampin lowered it by 66% (avoid strong and
      // moderate inducers).
      CYP3A4: { substrate: 'minor' },
      // Caffeine AUC rose 2.3-fold: a moderate CYP1A2 inhibitor.
      CYP1A2: { inhibitor: 'moderate' },
      // Rosuvastatin AUC about 2.1-fold (BCRP); digoxin AUC +47% (P-gp).
      BCRP: { inhibitor: 'moderate' },
      'P-gp': { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['pneumonitis', 'hepatotoxicity', 'dermatologic', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment for Child-Pugh A, B or C.' },
    boxedWarnings: [],
    monitoring: [
      'Liver tests every 2 weeks for the first 3 months, then monthly.',
      'New respiratory symptoms (interstitial lung disease/pneumonitis).',
      'Photosensitivity: sun protection.',
      'Co-medication: CYP1A2 substrates with a narrow margin (e.g. theophylline, tizanidine).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Tabrecta (capmatinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'tepotinib',
    rxcui: '2477103',
    name: 'Tepotinib',
    synonyms: ['tepotinib hydrochloride'],
    brandNames: ['Tepmetko'],
    atc: ['L01EX21'],
    kind: 'antineoplastic',
    drugClass: 'MET tyrosine kinase inhibitor',
    classTags: ['met-inhibitor'],
    mechanism:
      'Selectively inhibits the MET receptor kinase, including MET exon 14 skipping mutants.',
    routes: ['oral'],
    pathways: {
      // Label 7: avoid dual strong CYP3A and P-gp inhibitors, and strong CYP3A inducers; no
      // fold-change encoded, so graded 'minor'.
      CYP3A4: { substrate: 'minor' },
      // Dabigatran etexilate AUC rose about 1.5-fold: reduce narrow-margin P-gp substrates.
      'P-gp': { substrate: 'minor', inhibitor: 'weak' },
    },
    // Label 12.2: concentration-dependent QTc increase of about 10 ms at the recommended dose.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['pneumonitis', 'hepatotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Child-Pugh C: not studied.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests before starting, every 2 weeks for 3 months, then monthly.',
      'New respiratory symptoms (interstitial lung disease).',
      'Peripheral edema (the most common reaction).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Tepmetko (tepotinib)', `${DDI}; 12.2 Pharmacodynamics; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'selpercatinib',
    rxcui: '2370147',
    name: 'Selpercatinib',
    brandNames: ['Retevmo'],
    atc: ['L01EX22'],
    kind: 'antineoplastic',
    drugClass: 'RET kinase inhibitor',
    classTags: ['ret-inhibitor'],
    mechanism: 'Selectively inhibits wild-type RET, RET fusions and activating RET mutations.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised selpercatinib AUC 2.3-fold: reduce the dose with strong or moderate
      // CYP3A inhibitors. Rifampin lowered it by 87%. Midazolam AUC +54% (weak CYP3A inhibitor).
      CYP3A4: { substrate: 'moderate', inhibitor: 'weak' },
      // Repaglinide AUC rose 188%: a moderate CYP2C8 inhibitor.
      CYP2C8: { inhibitor: 'moderate' },
    },
    qtRisk: 'known',
    // PPIs lower selpercatinib exposure: avoid acid-reducing agents, or take with food when a PPI is
    // needed; dose 2 h before or 10 h after an H2 blocker; separate antacids by 2 hours.
    phDependentAbsorption: true,
    toxicities: [
      'hepatotoxicity',
      'hypertension',
      'bleeding',
      'hypersensitivity',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 15 mL/min or more; end-stage renal disease not studied.',
      rules: [
        { crclBelow: 15, action: 'monitor', text: 'CrCl <15 mL/min or dialysis: not studied.' },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment: 80 mg twice daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe impairment (total bilirubin >3x ULN or Child-Pugh C): 80 mg twice daily.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'ALT/AST before starting, every 2 weeks for 3 months, then monthly.',
      'Blood pressure before starting and regularly; control hypertension first.',
      'ECG and electrolytes at baseline and periodically (QT prolongation); TSH.',
      'Hemorrhage, hypersensitivity (rash, fever, transaminase rise), wound healing, slipped femoral epiphysis in children.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Retevmo (selpercatinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'pralsetinib',
    rxcui: '2394936',
    name: 'Pralsetinib',
    brandNames: ['Gavreto'],
    atc: ['L01EX23'],
    kind: 'antineoplastic',
    drugClass: 'RET kinase inhibitor',
    classTags: ['ret-inhibitor'],
    mechanism: 'Selectively inhibits wild-type RET, RET fusions and activating RET mutations.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised pralsetinib AUC 3.5-fold: avoid strong CYP3A inhibitors or reduce the
      // dose. Rifampin lowered it by 68% (avoid strong inducers or raise the dose).
      CYP3A4: { substrate: 'moderate' },
      // Combined P-gp and strong CYP3A inhibitors are named in label 7.
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'pneumonitis',
      'hypertension',
      'hepatotoxicity',
      'bleeding',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'No adjustment in mild impairment; moderate or severe impairment: no dose confirmed here.',
    },
    boxedWarnings: [],
    monitoring: [
      'New respiratory symptoms (interstitial lung disease/pneumonitis).',
      'Blood pressure after 1 week and at least monthly.',
      'ALT/AST every 2 weeks for 3 months, then monthly.',
      'Bleeding and wound healing (withhold before surgery).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Gavreto (pralsetinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // BRAF
  {
    id: 'encorafenib',
    rxcui: '2049106',
    name: 'Encorafenib',
    brandNames: ['Braftovi'],
    atc: ['L01EC03'],
    kind: 'antineoplastic',
    drugClass: 'BRAF kinase inhibitor',
    classTags: ['braf-inhibitor'],
    mechanism:
      'Inhibits BRAF V600E and other RAF kinases; given with a MEK inhibitor or cetuximab.',
    routes: ['oral'],
    pathways: {
      // Posaconazole raised encorafenib AUC 3-fold and diltiazem 2-fold: avoid strong or moderate
      // CYP3A4 inhibitors, or reduce the dose.
      CYP3A4: { substrate: 'moderate' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['dermatologic', 'bleeding', 'ocular', 'hepatotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Mild impairment: exposure rose; moderate or severe impairment: no recommended dose.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'monitor',
          text: 'Moderate or severe impairment: no recommended dose established.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Dermatologic examination before starting, every 2 months during therapy and for 6 months after (new primary malignancies).',
      'ECG and electrolytes (QTc) before starting and periodically.',
      'Eye symptoms (uveitis, serous retinopathy); hemorrhage; liver tests.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Braftovi (encorafenib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // BTK
  {
    id: 'zanubrutinib',
    rxcui: '2262435',
    name: 'Zanubrutinib',
    brandNames: ['Brukinsa'],
    atc: ['L01EL03'],
    kind: 'antineoplastic',
    drugClass: 'BTK inhibitor',
    classTags: ['btk-inhibitor'],
    mechanism: 'Covalently and irreversibly inhibits Bruton tyrosine kinase (Cys481).',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised zanubrutinib AUC 3.8-fold: 80 mg once daily with strong and 80 mg twice
      // daily with moderate CYP3A inhibitors. Rifampin lowered it by 93%. Zanubrutinib lowered
      // midazolam AUC by 47% (weak CYP3A inducer) and omeprazole by 36% (weak CYP2C19 inducer).
      CYP3A4: { substrate: 'moderate', inducer: 'weak' },
      CYP2C19: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'infection',
      'bleeding',
      'myelosuppression',
      'cardiotoxicity',
      'dermatologic',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 15 mL/min or more; monitor on dialysis.',
      rules: [{ crclBelow: 15, action: 'monitor', text: 'CrCl <15 mL/min or dialysis: monitor.' }],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'No adjustment in mild or moderate impairment; severe impairment: 80 mg twice daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh C: 80 mg twice daily (usual 160 mg twice daily).',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'CBC regularly during treatment.',
      'Bleeding, infections (consider PJP and HSV prophylaxis), atrial fibrillation or flutter.',
      'Skin cancer surveillance and sun protection.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Brukinsa (zanubrutinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'pirtobrutinib',
    rxcui: '2629338',
    name: 'Pirtobrutinib',
    brandNames: ['Jaypirca'],
    atc: ['L01EL05'],
    kind: 'antineoplastic',
    drugClass: 'BTK inhibitor (non-covalent)',
    classTags: ['btk-inhibitor'],
    mechanism:
      'Reversibly (non-covalently) inhibits Bruton tyrosine kinase, including C481-mutant BTK.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised pirtobrutinib AUC by 49% (avoid strong inhibitors or lower the dose);
      // rifampin lowered it by 71% (avoid strong inducers; raise the dose with moderate ones).
      CYP3A4: { substrate: 'minor' },
      // Label 7 names CYP2C8, CYP2C19, CYP3A, P-gp and BCRP substrates whose exposure pirtobrutinib
      // can raise. No fold-change is encoded here, so each is graded 'weak' as a floor.
      CYP2C8: { inhibitor: 'weak' },
      CYP2C19: { inhibitor: 'weak' },
      'P-gp': { inhibitor: 'weak' },
      BCRP: { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'infection',
      'bleeding',
      'myelosuppression',
      'cardiotoxicity',
      'dermatologic',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'Severe renal impairment (eGFR 15-29): reduce the dose.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'eGFR 15-29 mL/min: 100 mg once daily (usual 200 mg).',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment: no data.',
      rules: [{ hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Child-Pugh C: no data.' }],
    },
    boxedWarnings: [],
    monitoring: [
      'CBC regularly.',
      'Infections (consider prophylaxis), bleeding, atrial fibrillation or flutter.',
      'Second primary malignancies, especially skin cancer.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Jaypirca (pirtobrutinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // PI3K
  {
    id: 'alpelisib',
    rxcui: '2169285',
    name: 'Alpelisib',
    brandNames: ['Piqray', 'Vijoice'],
    atc: ['L01EM03'],
    kind: 'antineoplastic',
    drugClass: 'PI3K-alpha inhibitor',
    classTags: ['pi3k-inhibitor'],
    mechanism: 'Inhibits the alpha isoform of phosphatidylinositol 3-kinase (PIK3CA).',
    routes: ['oral'],
    pathways: {
      // Label 7: BCRP inhibitors may raise alpelisib exposure; avoid, or monitor closely.
      BCRP: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hyperglycemia',
      'dermatologic',
      'hypersensitivity',
      'diarrhea',
      'pneumonitis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment: use with caution.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment for Child-Pugh A, B or C.' },
    boxedWarnings: [],
    monitoring: [
      'Fasting glucose and HbA1c before starting; fasting glucose at least weekly for 2 weeks, then every 4 weeks; HbA1c every 3 months.',
      'Severe cutaneous reactions (SJS, DRESS) and hypersensitivity.',
      'Diarrhea and colitis; new respiratory symptoms (pneumonitis).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Piqray (alpelisib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'duvelisib',
    rxcui: '2058509',
    name: 'Duvelisib',
    brandNames: ['Copiktra'],
    atc: ['L01EM04'],
    kind: 'antineoplastic',
    drugClass: 'PI3K-delta/gamma inhibitor',
    classTags: ['pi3k-inhibitor'],
    mechanism: 'Inhibits the delta and gamma isoforms of phosphatidylinositol 3-kinase.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised duvelisib AUC about 4-fold: 15 mg twice daily with strong CYP3A4
      // inhibitors; avoid strong inducers. Duvelisib raised midazolam AUC about 4-fold: a moderate
      // CYP3A4 inhibitor; consider lowering sensitive CYP3A4 substrates.
      CYP3A4: { substrate: 'moderate', inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'infection',
      'diarrhea',
      'dermatologic',
      'pneumonitis',
      'hepatotoxicity',
      'myelosuppression',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'Renal impairment did not change exposure meaningfully; no adjustment stated.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'No hepatic starting-dose rule confirmed here; monitor liver tests.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Baseline hepatic impairment: monitor liver tests closely.',
        },
      ],
    },
    boxedWarnings: [
      'Fatal and/or serious infections.',
      'Fatal and/or serious diarrhea or colitis.',
      'Fatal and/or serious cutaneous reactions.',
      'Fatal and/or serious pneumonitis.',
    ],
    monitoring: [
      'PJP prophylaxis throughout treatment; CMV surveillance.',
      'CBC every 2 weeks for the first 2 months; liver tests.',
      'Diarrhea, rash and new respiratory symptoms: withhold and evaluate.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Copiktra (duvelisib)', `${BOXED}; ${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // FGFR
  {
    id: 'erdafitinib',
    rxcui: '2123125',
    name: 'Erdafitinib',
    brandNames: ['Balversa'],
    atc: ['L01EN01'],
    kind: 'antineoplastic',
    drugClass: 'FGFR tyrosine kinase inhibitor',
    classTags: ['fgfr-inhibitor'],
    mechanism: 'Inhibits FGFR1-4 kinases.',
    routes: ['oral'],
    pathways: {
      // Fluconazole (moderate CYP2C9 and CYP3A4 inhibitor) raised erdafitinib AUC by 48% and
      // itraconazole by 34%: avoid or adjust per label. CYP2C9*3/*3 poor metabolizers have higher
      // exposure (label 12.5).
      CYP2C9: { substrate: 'minor' },
      CYP3A4: { substrate: 'minor' },
      // Label 7: separate P-gp substrates with a narrow margin (e.g. digoxin) by at least 6 hours.
      'P-gp': { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['ocular', 'mucositis', 'dermatologic', 'diarrhea', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Child-Pugh C: not studied.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Serum phosphate 14-21 days after starting (decides the dose increase), then monthly.',
      'Ophthalmological examination monthly for 4 months, then every 3 months (central serous retinopathy).',
      'Nails, skin and mouth (stomatitis).',
    ],
    pgxGenes: ['CYP2C9'],
    lastReviewed: '2026-11-27',
    sources: [
      usLabel('Balversa (erdafitinib)', `${DDI}; ${WARN}; ${ORGAN}; 12.5 Pharmacogenomics`),
    ],
  },
  {
    id: 'pemigatinib',
    rxcui: '2359268',
    name: 'Pemigatinib',
    brandNames: ['Pemazyre'],
    atc: ['L01EN02'],
    kind: 'antineoplastic',
    drugClass: 'FGFR tyrosine kinase inhibitor',
    classTags: ['fgfr-inhibitor'],
    mechanism: 'Inhibits FGFR1, FGFR2 and FGFR3 kinases.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised pemigatinib AUC by 88%: with strong CYP3A inhibitors reduce 13.5 mg to
      // 9 mg (9 mg to 4.5 mg). Rifampin lowered it by 85%: avoid strong and moderate inducers.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['ocular', 'dermatologic', 'mucositis', 'diarrhea', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary: 'Severe renal impairment (eGFR 15-29): 9 mg once daily instead of 13.5 mg.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'eGFR 15-29 mL/min: 9 mg once daily (usual 13.5 mg).',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment: 9 mg once daily instead of 13.5 mg.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe impairment: 9 mg once daily (usual 13.5 mg).',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Serum phosphate (hyperphosphatemia): low-phosphate diet and binders as needed.',
      'Ophthalmological examination with optical coherence tomography before starting, every 2 months for 6 months, then every 3 months.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Pemazyre (pemigatinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'futibatinib',
    rxcui: '2628190',
    name: 'Futibatinib',
    brandNames: ['Lytgobi'],
    atc: ['L01EN04'],
    kind: 'antineoplastic',
    drugClass: 'FGFR tyrosine kinase inhibitor (irreversible)',
    classTags: ['fgfr-inhibitor'],
    mechanism: 'Covalently and irreversibly inhibits FGFR1-4 kinases.',
    routes: ['oral'],
    pathways: {
      // Label 7: avoid dual P-gp and strong CYP3A inhibitors, and dual P-gp and strong CYP3A
      // inducers; no fold-change encoded, so graded 'minor'.
      CYP3A4: { substrate: 'minor' },
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['ocular', 'dermatologic', 'mucositis', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Child-Pugh C: not studied.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Serum phosphate (hyperphosphatemia).',
      'Ophthalmological examination with optical coherence tomography before starting, every 2 months for 6 months, then every 3 months.',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Lytgobi (futibatinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  // KIT / PDGFRA and VEGFR
  {
    id: 'ripretinib',
    rxcui: '2369389',
    name: 'Ripretinib',
    brandNames: ['Qinlock'],
    atc: ['L01EX19'],
    kind: 'antineoplastic',
    drugClass: 'KIT/PDGFRA switch-control kinase inhibitor',
    classTags: ['kit-pdgfra-inhibitor'],
    mechanism:
      'Locks KIT and PDGFRA in the inactive state by binding the switch pocket and activation loop.',
    routes: ['oral'],
    pathways: {
      // Label 7: monitor with strong CYP3A inhibitors (no dose change); avoid strong inducers and
      // raise the dose to 150 mg twice daily with moderate inducers. Graded 'minor' as the floor.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['dermatologic', 'hypertension', 'cardiotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'monitor',
          text: 'Moderate or severe impairment: not studied.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Dermatologic examination before starting and routinely (palmar-plantar erythrodysesthesia, new primary cutaneous malignancies).',
      'Blood pressure; LVEF by echocardiogram or MUGA before starting and as indicated.',
      'Withhold before surgery (impaired wound healing).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Qinlock (ripretinib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
  {
    id: 'tivozanib',
    rxcui: '2534233',
    name: 'Tivozanib',
    synonyms: ['tivozanib hydrochloride'],
    brandNames: ['Fotivda'],
    atc: ['L01EK03'],
    kind: 'antineoplastic',
    drugClass: 'VEGFR tyrosine kinase inhibitor',
    classTags: ['vegfr-tki'],
    mechanism: 'Inhibits VEGFR-1, -2 and -3 kinases.',
    routes: ['oral'],
    pathways: {
      // Rifampin lowered tivozanib AUC by about half: avoid strong CYP3A inducers. Ketoconazole did
      // not change exposure meaningfully.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypertension', 'cardiotoxicity', 'thromboembolism', 'bleeding', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl <30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: 0.89 mg daily (21 days on, 7 off); severe: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate impairment (bilirubin >1.5-3x ULN): 0.89 mg once daily (usual 1.34 mg).',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment (bilirubin >3x ULN): avoid.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Blood pressure before starting and regularly; control hypertension first.',
      'Heart failure and ischemia symptoms; arterial and venous thromboembolism.',
      'Urine protein; thyroid function before and during treatment.',
      'Withhold before surgery (impaired wound healing).',
    ],
    lastReviewed: '2026-11-27',
    sources: [usLabel('Fotivda (tivozanib)', `${DDI}; ${WARN}; ${ORGAN}`)],
  },
];

import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';
import { NIOSH_2024 } from './monograph-sources';

/*
 * Cytotoxic chemotherapy, differentiating agents and HDAC inhibitors.
 *
 * Identity: RxCUIs are RxNorm ingredient (IN) concepts, never salts (irinotecan, not irinotecan
 * hydrochloride). Roster ids whose ingredient concept no available source confirmed are left out
 * rather than guessed: trabectedin, trifluridine-tipiracil (MIN), ixabepilone, vorinostat,
 * cladribine and arsenic-trioxide. A wrong RxCUI silently mismatches real orders.
 *
 * Pathways: only roles the US label (7 Drug Interactions / 12.3 Pharmacokinetics) documents. A
 * substrate is graded from a label fold-change when one exists (FDA DDI terms); where the label
 * names the pathway but gives no fold-change it is graded 'minor'. That grade is a floor, not a
 * finding: several of these labels still advise avoiding strong inhibitors (vinca alkaloids,
 * paclitaxel, irinotecan), which belongs in explicit interaction records.
 * Prodrugs (cyclophosphamide, ifosfamide, tamoxifen in hormonal.ts) are activated by the enzymes
 * listed, so inhibition lowers the active species rather than raising toxicity: those roles carry
 * `prodrugActivation: true`. Capecitabine and irinotecan are also prodrugs, but their activating
 * enzymes (carboxylesterase, cytidine deaminase, thymidine phosphorylase) are not tracked pathways,
 * so they carry no activation flag.
 *
 * Emetic risk: MASCC/ESMO 2016 and ASCO 2020 categories for the usual intravenous dose; where the
 * category depends on dose the comment says so. Oral agents follow the MASCC/ESMO table of oral
 * agents (capecitabine low; chlorambucil, hydroxyurea, thioguanine minimal), see drug.ts. Agents
 * neither guideline classifies carry no value.
 *
 * QT: 'unknown' unless the label describes a QT effect.
 */

const label = (title: string, section: string): Source => ({ kind: 'label', title, section });
/** A US prescribing-information citation; sections joined in reading order. */
const pi = (product: string, ...sections: string[]): Source =>
  label(`${product} US prescribing information`, sections.join('; '));

const BOXED = 'Boxed Warning';
const DOSING = '2 Dosage and Administration';
const WARN = '5 Warnings and Precautions';
const DDI = '7 Drug Interactions';
const RENAL = '8.6 Renal Impairment';
const HEPATIC = '8.7 Hepatic Impairment';
const PK = '12.3 Pharmacokinetics';
const PGX = '12.5 Pharmacogenomics';
/* Older, non-PLR labels use these headings. */
const OLD_BOXED = 'WARNING (boxed)';
const OLD_WARN = 'WARNINGS; PRECAUTIONS';
const OLD_DOSING = 'DOSAGE AND ADMINISTRATION';
const OLD_PK = 'CLINICAL PHARMACOLOGY';

const MASCC_2016: Source = {
  kind: 'guideline',
  title:
    'MASCC/ESMO antiemetic guideline update (Roila F et al., Ann Oncol 2016;27 suppl 5:v119-v133)',
  section: 'Emetic risk classification of antineoplastic agents',
  doi: '10.1093/annonc/mdw270',
  year: 2016,
};

const ASCO_2020: Source = {
  kind: 'guideline',
  title: 'Antiemetics: ASCO guideline update (Hesketh PJ et al., J Clin Oncol 2020;38:2782-2797)',
  section: 'Emetic risk classification of antineoplastic agents',
  year: 2020,
  pmid: '32658626',
};

const CPIC_DPYD: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for DPYD genotype and fluoropyrimidine dosing (2017 update)',
  year: 2017,
  pmid: '29152729',
};

const CPIC_THIOPURINES: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for thiopurine dosing based on TPMT and NUDT15 genotypes (2018 update)',
  year: 2018,
  pmid: '30447069',
};

/** Table 3: hematologic-toxicity-independent cardiotoxicity equivalence ratios to doxorubicin. */
const FEIJEN_2019: Source = {
  kind: 'pubmed',
  title:
    'Feijen EAM et al. Derivation of anthracycline and anthraquinone equivalence ratios to doxorubicin for late-onset cardiotoxicity. JAMA Oncol 2019;5:864-871',
  section: 'Table 3',
  year: 2019,
  pmid: '30703192',
};

const SWAIN_2003: Source = {
  kind: 'pubmed',
  title:
    'Swain SM, Whaley FS, Ewer MS. Congestive heart failure in patients treated with doxorubicin: a retrospective analysis of three trials. Cancer 2003;97:2869-2879',
  year: 2003,
  pmid: '12767102',
};

const CALVERT_1989: Source = {
  kind: 'pubmed',
  title:
    'Calvert AH et al. Carboplatin dosage: prospective evaluation of a simple formula based on renal function. J Clin Oncol 1989;7:1748-1756',
  year: 1989,
  pmid: '2681557',
};

const CTEP_CARBOPLATIN_2010: Source = {
  kind: 'guideline',
  title:
    'US FDA and NCI CTEP communication on carboplatin AUC dosing with IDMS-standardised creatinine (not part of the carboplatin label): cap the estimated GFR at 125 mL/min',
  year: 2010,
  // FDA's 'Carboplatin dosing' page (legacy address); the month (October 2010) is only in secondary reports.
  url: 'https://www.fda.gov/AboutFDA/CentersOffices/OfficeofMedicalProductsandTobacco/CDER/ucm228974.htm',
};

const MYELOSUPPRESSION_MONITORING =
  'CBC with differential before each cycle and at the expected nadir; delay the next dose until counts recover.';

export const cytotoxicDrugs: DrugInput[] = [
  // ───────────────────────────── Alkylating agents ─────────────────────────────
  {
    id: 'cyclophosphamide',
    rxcui: '3002',
    name: 'Cyclophosphamide',
    synonyms: ['CTX', 'CPM'],
    brandNames: ['Cytoxan'],
    atc: ['L01AA01'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (oxazaphosphorine nitrogen mustard)',
    classTags: ['nitrogen-mustard', 'oxazaphosphorine'],
    mechanism:
      'Prodrug activated in the liver to phosphoramide mustard, which forms DNA interstrand cross-links; acrolein is the urotoxic by-product.',
    routes: ['iv', 'oral'],
    // Label 12.3: activated by hepatic CYP2B6, CYP2C9 and CYP3A4 (prodrug); no clinical fold-change
    // given. Inhibiting these lowers 4-hydroxycyclophosphamide, hence the activation flag.
    pathways: {
      CYP2B6: { substrate: 'minor', prodrugActivation: true },
      CYP2C9: { substrate: 'minor', prodrugActivation: true },
      CYP3A4: { substrate: 'minor', prodrugActivation: true },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hemorrhagic-cystitis',
      'cardiotoxicity',
      'pneumonitis',
      'infection',
      'hyponatremia',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Severe renal impairment (CrCl 10-24 mL/min) raises exposure to cyclophosphamide and its metabolites; the label gives no fixed reduction but advises close monitoring for toxicity. Dialysable.',
      rules: [
        {
          crclBelow: 25,
          action: 'monitor',
          text: 'CrCl below 25 mL/min: monitor closely for myelosuppression and other toxicity.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Severe hepatic impairment lowers conversion to the active metabolite and may reduce efficacy; the label gives no dose figure.',
    },
    // IV below 1,500 mg/m2 is moderate; at or above 1,500 mg/m2 it is high (ASCO 2020). Oral: moderate-to-high (MASCC 2016).
    emetogenicRisk: 'moderate',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Urinalysis for haematuria before each dose; keep well hydrated and void frequently.',
      'Cardiac assessment with high (transplant) doses.',
    ],
    sources: [
      pi('Cyclophosphamide injection and tablets', WARN, DDI, RENAL, HEPATIC, PK),
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'ifosfamide',
    rxcui: '5657',
    name: 'Ifosfamide',
    brandNames: ['Ifex'],
    atc: ['L01AA06'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (oxazaphosphorine nitrogen mustard)',
    classTags: ['nitrogen-mustard', 'oxazaphosphorine'],
    mechanism:
      'Prodrug activated by hepatic CYP enzymes to isophosphoramide mustard, which cross-links DNA; chloroacetaldehyde is neuro- and nephrotoxic.',
    routes: ['iv'],
    // Label 7: CYP3A4 inducers may raise formation of active and neurotoxic metabolites; inhibitors may lower activation.
    pathways: { CYP3A4: { substrate: 'minor', prodrugActivation: true } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hemorrhagic-cystitis',
      'nephrotoxicity',
      'neurotoxicity',
      'seizure',
      'cardiotoxicity',
      'pneumonitis',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary:
        'No labelled dose figure. Ifosfamide and its metabolites are renally excreted, so renal impairment may raise neurotoxicity and nephrotoxicity; monitor closely.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'No labelled dose figure; hepatic impairment may alter activation and toxicity.',
    },
    boxedWarnings: [
      'Myelosuppression can be severe and fatal.',
      'CNS toxicity (encephalopathy) can be severe and fatal; stop for encephalopathy.',
      'Haemorrhagic cystitis and nephrotoxicity can be severe; give mesna and hydrate.',
    ],
    // Moderate below 2 g/m2 per dose; high at or above 2 g/m2 (ASCO 2020).
    emetogenicRisk: 'moderate',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Urinalysis for haematuria before each dose; give with mesna.',
      'Serum creatinine, electrolytes, phosphate and bicarbonate before each cycle (Fanconi syndrome).',
      'Neurological status during infusion (somnolence, confusion, hallucinations).',
    ],
    sources: [pi('Ifex (ifosfamide)', BOXED, WARN, DDI, RENAL, HEPATIC), MASCC_2016, ASCO_2020],
  },
  {
    id: 'melphalan',
    rxcui: '6718',
    name: 'Melphalan',
    synonyms: ['L-PAM'],
    brandNames: ['Alkeran', 'Evomela'],
    atc: ['L01AA03'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (nitrogen mustard)',
    classTags: ['nitrogen-mustard'],
    mechanism: 'Bifunctional nitrogen mustard that alkylates guanine and cross-links DNA.',
    routes: ['iv', 'oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hypersensitivity',
      'mucositis',
      'diarrhea',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment raises exposure. The IV label advises considering a dose reduction of up to 50% when BUN is 30 mg/dL or more.',
      rules: [
        {
          action: 'reduce',
          text: 'BUN 30 mg/dL or more: consider reducing the IV dose by up to 50%.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [
      'Severe bone marrow suppression with bleeding or infection can occur.',
      'Hypersensitivity reactions including anaphylaxis occur in about 2% of patients given IV melphalan.',
      'Leukaemogenic: secondary malignancies can follow treatment.',
    ],
    // IV: moderate (ASCO 2020); oral: minimal-to-low (MASCC 2016).
    emetogenicRisk: 'moderate',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Observe for hypersensitivity during IV infusion.',
      'BUN and creatinine before each IV dose.',
    ],
    sources: [pi('Alkeran (melphalan) for injection', BOXED, DOSING, WARN), ASCO_2020, MASCC_2016],
  },
  {
    id: 'bendamustine',
    rxcui: '134547',
    name: 'Bendamustine',
    brandNames: ['Treanda', 'Bendeka', 'Belrapzo', 'Vivimusta'],
    atc: ['L01AA09'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (nitrogen mustard with a benzimidazole ring)',
    classTags: ['nitrogen-mustard'],
    mechanism:
      'Bifunctional mechlorethamine derivative that forms DNA cross-links; active in quiescent and dividing cells.',
    routes: ['iv'],
    // Label 7/12.3: the active metabolites are formed by CYP1A2; inhibitors raise parent and inducers lower it. No fold-change given.
    pathways: { CYP1A2: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'infection',
      'infusion-reaction',
      'tumor-lysis',
      'dermatologic',
      'hepatotoxicity',
      'embryo-fetal',
    ],
    renal: {
      status: 'avoid',
      summary:
        'Use with caution in mild or moderate renal impairment; do not use below CrCl 40 mL/min.',
      rules: [
        {
          crclBelow: 40,
          action: 'avoid',
          text: 'CrCl below 40 mL/min: do not use.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Use with caution in mild hepatic impairment. Do not use in moderate (AST or ALT 2.5-10 x ULN with bilirubin 1.5-3 x ULN) or severe (bilirubin above 3 x ULN) impairment.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Bilirubin above 1.5 x ULN with raised transaminases, or bilirubin above 3 x ULN: do not use.',
        },
      ],
    },
    emetogenicRisk: 'moderate',
    monitoring: [
      'CBC weekly at first; before each cycle ANC at least 1,000/uL and platelets at least 75,000/uL.',
      'Skin reactions (SJS/TEN reported, especially with allopurinol).',
      'Uric acid, potassium and creatinine early in treatment (tumour lysis).',
      'Liver tests before and during treatment.',
    ],
    sources: [
      pi('Treanda (bendamustine)', DOSING, WARN, DDI, RENAL, HEPATIC, PK),
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'chlorambucil',
    rxcui: '2346',
    name: 'Chlorambucil',
    brandNames: ['Leukeran'],
    atc: ['L01AA02'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (nitrogen mustard)',
    classTags: ['nitrogen-mustard'],
    mechanism: 'Aromatic nitrogen mustard that alkylates and cross-links DNA.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'seizure',
      'dermatologic',
      'hepatotoxicity',
      'infection',
      'teratogenic',
    ],
    renal: { status: 'no-data', summary: 'The label gives no renal dosing guidance.' },
    hepatic: {
      status: 'no-data',
      summary:
        'Chlorambucil is extensively metabolised in the liver; the label advises close monitoring in hepatic impairment without a dose figure.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Hepatic impairment: monitor closely for toxicity; consider a lower dose.',
        },
      ],
    },
    boxedWarnings: [
      'Can severely suppress bone marrow function.',
      'Carcinogenic in humans.',
      'Mutagenic and teratogenic; affects human fertility.',
    ],
    emetogenicRisk: 'minimal',
    monitoring: [
      'CBC weekly during treatment; WBC 3-4 days after each weekly count in the first 3-6 weeks.',
      'Seizure risk is higher with a history of seizures or head trauma and with high pulse doses.',
    ],
    sources: [pi('Leukeran (chlorambucil)', OLD_BOXED, OLD_WARN, OLD_DOSING), MASCC_2016],
  },
  {
    id: 'busulfan',
    rxcui: '1828',
    name: 'Busulfan',
    brandNames: ['Busulfex', 'Myleran'],
    atc: ['L01AB01'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (alkyl sulfonate)',
    classTags: ['alkyl-sulfonate'],
    mechanism:
      'Bifunctional alkyl sulfonate that alkylates DNA; cleared mainly by glutathione conjugation.',
    routes: ['iv', 'oral'],
    // Label 7: itraconazole lowers clearance by up to 25% and metronidazole raises levels; these act through glutathione conjugation, not a tracked CYP pathway.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'seizure',
      'hepatotoxicity',
      'pneumonitis',
      'cardiotoxicity',
      'infection',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [
      'Causes severe and prolonged myelosuppression; IV busulfan at conditioning doses requires haematopoietic stem-cell transplantation.',
    ],
    // IV conditioning doses: moderate (ASCO 2020).
    emetogenicRisk: 'moderate',
    monitoring: [
      'Daily CBC during conditioning until engraftment.',
      'Seizure prophylaxis before IV busulfan.',
      'Bilirubin, weight and liver size for hepatic veno-occlusive disease.',
      'Therapeutic drug monitoring of exposure (AUC) where available.',
    ],
    sources: [pi('Busulfex (busulfan) injection', BOXED, WARN, DDI), ASCO_2020],
  },
  {
    id: 'carmustine',
    rxcui: '2105',
    name: 'Carmustine',
    synonyms: ['BCNU'],
    brandNames: ['BiCNU'],
    atc: ['L01AD01'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (nitrosourea)',
    classTags: ['nitrosourea'],
    mechanism:
      'Nitrosourea that alkylates and cross-links DNA and carbamoylates proteins; crosses the blood-brain barrier.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'pneumonitis',
      'hepatotoxicity',
      'nephrotoxicity',
      'ocular',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'The label gives no renal dose figure.' },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose figure.' },
    cumulativeLimit: {
      value: 1400,
      unit: 'mg/m2',
      note: 'Pulmonary toxicity risk rises markedly at cumulative doses of 1,400 mg/m2 or more and can appear years later; a risk threshold, not a safe ceiling below it.',
    },
    boxedWarnings: [
      'Delayed myelosuppression (nadir 4-6 weeks) can cause bleeding and overwhelming infection.',
      'Dose-related pulmonary toxicity, which may be delayed for years; risk is greatest at cumulative doses of 1,400 mg/m2 or more.',
    ],
    emetogenicRisk: 'high',
    monitoring: [
      'CBC weekly for at least 6 weeks after each dose.',
      'Pulmonary function tests (FVC, DLCO) at baseline and during treatment.',
      'Liver and renal function periodically.',
    ],
    sources: [pi('BiCNU (carmustine)', BOXED, WARN), MASCC_2016, ASCO_2020],
  },
  {
    id: 'lomustine',
    rxcui: '6466',
    name: 'Lomustine',
    synonyms: ['CCNU'],
    brandNames: ['Gleostine'],
    atc: ['L01AD02'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (nitrosourea)',
    classTags: ['nitrosourea'],
    mechanism: 'Oral nitrosourea that alkylates and cross-links DNA; lipophilic and CNS-penetrant.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'pneumonitis',
      'hepatotoxicity',
      'nephrotoxicity',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'The label gives no renal dose figure.' },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose figure.' },
    cumulativeLimit: {
      value: 1100,
      unit: 'mg/m2',
      note: 'Pulmonary toxicity is more frequent at cumulative doses above 1,100 mg/m2; a risk threshold, not a safe ceiling below it.',
    },
    boxedWarnings: [
      'Delayed myelosuppression can cause fatal bleeding and infection.',
      'Overdosage has been fatal: prescribe, dispense and give a single dose per cycle (every 6 weeks), not daily.',
    ],
    emetogenicRisk: 'moderate',
    monitoring: [
      'CBC weekly for at least 6 weeks after each dose.',
      'Pulmonary function tests at baseline and periodically.',
      'Confirm that only one dose per 6-week cycle is dispensed.',
    ],
    sources: [pi('Gleostine (lomustine)', BOXED, DOSING, WARN), MASCC_2016],
  },
  {
    id: 'temozolomide',
    rxcui: '37776',
    name: 'Temozolomide',
    brandNames: ['Temodar'],
    atc: ['L01AX03'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (imidazotetrazine, triazene prodrug)',
    classTags: ['triazene'],
    mechanism:
      'Converts non-enzymatically at physiological pH to MTIC, which methylates guanine at O6 and N7.',
    routes: ['oral', 'iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hepatotoxicity', 'infection', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'CrCl 36-130 mL/min does not alter clearance. Severe renal impairment (CrCl below 36 mL/min) and dialysis were not studied; use with caution.',
      rules: [
        {
          crclBelow: 36,
          action: 'monitor',
          text: 'CrCl below 36 mL/min: not studied; use with caution.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'Mild to moderate hepatic impairment (Child-Pugh A-B) does not alter exposure; severe impairment was not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Child-Pugh C: not studied; use with caution.',
        },
      ],
    },
    emetogenicRisk: 'moderate',
    monitoring: [
      'CBC before each cycle and 21 days after the first dose of each cycle; weekly during the concomitant radiotherapy phase.',
      'Liver tests at baseline, mid-cycle and before each cycle.',
      'Pneumocystis prophylaxis during the 42-day concomitant phase.',
    ],
    sources: [pi('Temodar (temozolomide)', DOSING, WARN, RENAL, HEPATIC), MASCC_2016],
  },
  {
    id: 'dacarbazine',
    rxcui: '3098',
    name: 'Dacarbazine',
    synonyms: ['DTIC'],
    atc: ['L01AX04'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (triazene)',
    classTags: ['triazene'],
    mechanism: 'Hepatically activated to MTIC, which methylates DNA.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hepatotoxicity', 'teratogenic'],
    renal: { status: 'no-data', summary: 'The label gives no renal dose guidance.' },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose guidance.' },
    boxedWarnings: [
      'Haemopoietic depression is the main toxicity.',
      'Hepatic necrosis (hepatic vein thrombosis) has been reported.',
      'Carcinogenic and teratogenic in animals.',
    ],
    emetogenicRisk: 'high',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Liver tests; watch for signs of hepatic vein thrombosis.',
    ],
    sources: [pi('Dacarbazine for injection', OLD_BOXED, OLD_WARN), MASCC_2016, ASCO_2020],
  },
  {
    id: 'procarbazine',
    rxcui: '8702',
    name: 'Procarbazine',
    brandNames: ['Matulane'],
    atc: ['L01XB01'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (methylhydrazine)',
    classTags: ['methylhydrazine'],
    mechanism:
      'Methylhydrazine derivative that methylates DNA and inhibits DNA, RNA and protein synthesis; a weak monoamine oxidase inhibitor.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    // Weak MAO inhibition: the label warns about tyramine-rich food, sympathomimetics and antidepressants, and a disulfiram-like reaction with alcohol.
    // cns-depression stays: the label asks for caution with barbiturates, antihistamines, opioids
    // and phenothiazines because procarbazine adds to their CNS depression.
    toxicities: [
      'myelosuppression',
      'cns-depression',
      'serotonergic',
      'hypertension',
      'neuropathy',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary:
        'The label warns that renal impairment may increase toxicity but gives no dose figure.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'The label warns that hepatic impairment may increase toxicity but gives no dose figure.',
    },
    boxedWarnings: [
      'Give only under a physician experienced with potent antineoplastics, with hospital facilities available.',
    ],
    emetogenicRisk: 'moderate',
    monitoring: [
      'CBC at least every 3-4 days and liver and renal tests weekly during the course.',
      'Avoid tyramine-rich food, alcohol, sympathomimetics and serotonergic or tricyclic antidepressants.',
    ],
    sources: [pi('Matulane (procarbazine)', OLD_BOXED, OLD_WARN), MASCC_2016],
  },
  {
    id: 'thiotepa',
    rxcui: '10473',
    name: 'Thiotepa',
    brandNames: ['Tepadina'],
    atc: ['L01AC01'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (ethyleneimine)',
    classTags: ['ethyleneimine'],
    mechanism:
      'Polyfunctional ethyleneimine that cross-links DNA; converted to the active metabolite TEPA.',
    routes: ['iv', 'intravesical'],
    // Label 7/12.3: converted to TEPA by CYP3A4 and CYP2B6; avoid strong CYP3A4 inhibitors and inducers. No fold-change given.
    // The label also reports CYP2B6 inhibition in vitro; without a clinical grade it is not encoded as a perpetrator role.
    pathways: { CYP3A4: { substrate: 'minor' }, CYP2B6: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'dermatologic',
      'hepatotoxicity',
      'neurotoxicity',
      'mucositis',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary:
        'No labelled dose figure; monitor for toxicity in moderate or severe renal impairment.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'No labelled dose figure; monitor for toxicity and veno-occlusive disease in hepatic impairment.',
    },
    boxedWarnings: [
      'Severe marrow suppression; at transplant doses haematopoietic stem-cell support is required.',
      'Carcinogenic: secondary malignancies may follow.',
    ],
    emetogenicRisk: 'moderate',
    monitoring: [
      'Daily CBC until engraftment after transplant doses.',
      'Skin care: bathe and change clothing and dressings frequently for 48 hours after high doses (drug excreted through skin).',
      'Bilirubin, weight and liver size for veno-occlusive disease.',
    ],
    sources: [pi('Tepadina (thiotepa)', BOXED, WARN, DDI, RENAL, HEPATIC, PK), ASCO_2020],
  },
  {
    id: 'lurbinectedin',
    rxcui: '2374729',
    name: 'Lurbinectedin',
    brandNames: ['Zepzelca'],
    atc: ['L01XX69'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (DNA minor-groove binder, ecteinascidin analogue)',
    classTags: ['ecteinascidin'],
    mechanism:
      'Binds guanines in the DNA minor groove, forming adducts that bend DNA, block oncogenic transcription and cause double-strand breaks.',
    routes: ['iv'],
    // Label 7: avoid strong or moderate CYP3A inhibitors (including grapefruit) and strong CYP3A
    // inducers. No fold-change is encoded here, so the substrate grade is the 'minor' floor; the
    // avoid instruction belongs in the interaction records.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hepatotoxicity', 'myopathy', 'infection', 'embryo-fetal'],
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
    // Not classified by MASCC/ESMO 2016 or ASCO 2020; the label itself asks for antiemetic
    // premedication (corticosteroid plus 5-HT3 antagonist).
    monitoring: [
      'CBC before each dose; start only with neutrophils at least 1,500/uL and platelets at least 100,000/uL; consider G-CSF.',
      'Liver tests before each dose.',
      'CPK before starting and as indicated (rhabdomyolysis).',
      'Infusion site: extravasation causes tissue necrosis; a central line is recommended.',
    ],
    sources: [pi('Zepzelca (lurbinectedin)', DOSING, WARN, DDI, RENAL, HEPATIC)],
  },

  // ───────────────────────────── Platinum compounds ─────────────────────────────
  {
    id: 'cisplatin',
    rxcui: '2555',
    name: 'Cisplatin',
    synonyms: ['CDDP'],
    atc: ['L01XA01'],
    kind: 'antineoplastic',
    drugClass: 'Platinum compound',
    classTags: ['platinum'],
    mechanism:
      'Forms intra- and interstrand platinum-DNA cross-links that block replication and transcription.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'nephrotoxicity',
      'ototoxicity',
      'neuropathy',
      'myelosuppression',
      'hypomagnesemia',
      'hypokalemia',
      'hypocalcemia',
      'hyponatremia',
      'hypersensitivity',
      'ocular',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Nephrotoxicity is dose-related and cumulative. The label advises a dose reduction or an alternative treatment in baseline renal impairment or a significant fall in CrCl, per clinical guidelines, without a fixed figure.',
      rules: [
        {
          action: 'monitor',
          text: 'Measure serum creatinine, BUN, CrCl and electrolytes including magnesium before each course; reduce or choose another agent if renal function is impaired.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose guidance.' },
    boxedWarnings: [
      'Nephrotoxicity: severe, dose-related and cumulative; hydrate and monitor renal function.',
      'Peripheral neuropathy: dose-related and may be irreversible.',
      'Severe nausea and vomiting: use antiemetic prophylaxis.',
      'Myelosuppression can be severe, with infection.',
    ],
    emetogenicRisk: 'high',
    monitoring: [
      'Serum creatinine, BUN, CrCl, magnesium, potassium, calcium and sodium before each course.',
      'Audiometry at baseline and before each dose, especially in children.',
      'Neurological examination before treatment and periodically.',
      MYELOSUPPRESSION_MONITORING,
      'Pre- and post-hydration with adequate urine output for 24 hours.',
      'Verify any dose above 100 mg/m2 per cycle (confusion with carboplatin).',
    ],
    sources: [pi('Cisplatin injection', BOXED, DOSING, WARN, RENAL), MASCC_2016, ASCO_2020],
  },
  {
    id: 'carboplatin',
    rxcui: '40048',
    name: 'Carboplatin',
    brandNames: ['Paraplatin'],
    atc: ['L01XA02'],
    kind: 'antineoplastic',
    drugClass: 'Platinum compound',
    classTags: ['platinum'],
    mechanism:
      'Platinum compound forming DNA cross-links; cleared almost entirely by glomerular filtration.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'bleeding',
      'hypersensitivity',
      'nephrotoxicity',
      'neuropathy',
      'hypomagnesemia',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Dose by the Calvert formula: dose (mg) = target AUC x (GFR + 25), which adjusts for renal function. FDA and NCI CTEP guidance of 2010 (not the label) caps the estimated GFR at 125 mL/min, so the maximum dose is AUC x 150 mg (e.g. 900 mg at AUC 6). For fixed mg/m2 dosing the label lowers the starting dose when CrCl is below 60 mL/min.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'Fixed mg/m2 dosing, CrCl 41-59 mL/min: 250 mg/m2 on day 1 (standard 360 mg/m2).',
        },
        {
          crclBelow: 41,
          action: 'reduce',
          text: 'Fixed mg/m2 dosing, CrCl 16-40 mL/min: 200 mg/m2 on day 1.',
        },
        {
          crclBelow: 16,
          action: 'avoid',
          text: 'CrCl 15 mL/min or less: no data to recommend a dose.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose guidance.' },
    boxedWarnings: [
      'Bone marrow suppression may be severe, with infection or bleeding.',
      'Vomiting is a frequent dose-related effect.',
      'Anaphylactic-like reactions can occur within minutes of administration.',
    ],
    // High at AUC 4 or more (ASCO 2020); MASCC 2016 places carboplatin in the moderate group with NK1 prophylaxis.
    emetogenicRisk: 'high',
    monitoring: [
      'CBC weekly; platelet nadir around day 21.',
      'Serum creatinine (for GFR) before each cycle; recompute the Calvert dose.',
      'Electrolytes including magnesium.',
      'Hypersensitivity risk rises after several courses (typically after the 6th).',
    ],
    sources: [
      pi('Paraplatin (carboplatin)', OLD_BOXED, OLD_WARN, OLD_DOSING),
      CALVERT_1989,
      CTEP_CARBOPLATIN_2010,
      ASCO_2020,
      MASCC_2016,
    ],
  },
  {
    id: 'oxaliplatin',
    rxcui: '32592',
    name: 'Oxaliplatin',
    brandNames: ['Eloxatin'],
    atc: ['L01XA03'],
    kind: 'antineoplastic',
    drugClass: 'Platinum compound',
    classTags: ['platinum'],
    mechanism: 'Diaminocyclohexane platinum compound that forms DNA cross-links.',
    routes: ['iv'],
    // Label 5 (2015 revision): QT prolongation and ventricular arrhythmias including fatal torsade de pointes, postmarketing.
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'neuropathy',
      'hypersensitivity',
      'myelosuppression',
      'diarrhea',
      'pneumonitis',
      'hepatotoxicity',
      'hypokalemia',
      'hypomagnesemia',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Platinum clearance falls with renal function; reduce the starting dose when CrCl is below 30 mL/min.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl below 30 mL/min: starting dose 65 mg/m2 (standard 85 mg/m2).',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose recommendation.' },
    boxedWarnings: ['Anaphylactic reactions can occur within minutes of administration.'],
    emetogenicRisk: 'moderate',
    monitoring: [
      'Neurological assessment before each dose (acute cold-induced and cumulative sensory neuropathy).',
      'ECG and potassium and magnesium in patients with heart failure, bradyarrhythmia, QT-prolonging drugs or electrolyte disturbance; correct low potassium and magnesium first.',
      MYELOSUPPRESSION_MONITORING,
    ],
    monograph: {
      indications: [
        'Colon cancer: adjuvant treatment of stage III disease after complete resection, with infusional fluorouracil and leucovorin.',
        'Colorectal cancer: advanced disease, with infusional fluorouracil and leucovorin.',
      ],
      dosing: [
        {
          indication: 'Colorectal cancer, with fluorouracil/leucovorin (FOLFOX), every 2 weeks',
          dose: '85 mg/m2 IV over 120 minutes on day 1, at the same time as leucovorin in a separate bag via a Y-line, followed by fluorouracil; adjuvant treatment for 12 cycles (6 months).',
          modifications: [
            'Persistent grade 2 neurosensory events, or recovery from grade 3-4 gastrointestinal toxicity, grade 4 neutropenia or grade 3-4 thrombocytopenia: reduce to 75 mg/m2 (adjuvant) or 65 mg/m2 (advanced disease).',
            'Persistent grade 3 neurosensory events: consider stopping oxaliplatin.',
            'Delay the next dose until neutrophils and platelets recover to the label thresholds.',
            'Hypersensitivity reaction: stop immediately and permanently (5.1).',
            'CrCl below 30 mL/min: lower starting dose (65 mg/m2), per 2.2 and 8.6.',
          ],
        },
      ],
      administration: [
        'Dilute in 250-500 mL of 5% dextrose only; never in sodium chloride or other chloride-containing solutions.',
        'Infuse over 120 minutes; a longer infusion (up to 6 hours) can lessen acute laryngopharyngeal dysaesthesia.',
        'Incompatible with alkaline drugs and solutions, including basic fluorouracil solutions: do not mix or run in the same line; flush the line with 5% dextrose before other drugs.',
        'Do not use needles or sets containing aluminium.',
        'Cold can trigger acute neuropathy: advise avoiding cold drinks and cold exposure around the infusion.',
      ],
      hazardous: {
        niosh: 'table-1',
        note: 'NIOSH 2024 Table 1 (antineoplastic): prepare in a containment device with chemotherapy gloves and gown; closed-system transfer devices recommended.',
      },
      pregnancy:
        'Can cause fetal harm (8.1); verify pregnancy status and advise effective contraception during treatment and for the period after the last dose given in 8.3.',
      lactation:
        'Advise not to breastfeed during treatment and for the period after the last dose given in 8.2.',
      adverseReactions: {
        common: [
          { reaction: 'Peripheral sensory neuropathy', frequency: '≥40% (with FOLFOX)' },
          { reaction: 'Neutropenia, thrombocytopenia, anaemia', frequency: '≥40% (with FOLFOX)' },
          { reaction: 'Nausea, vomiting, diarrhoea', frequency: '≥40% (with FOLFOX)' },
          {
            reaction: 'Raised transaminases and alkaline phosphatase',
            frequency: '≥40% (with FOLFOX)',
          },
          { reaction: 'Fatigue, stomatitis', frequency: '≥40% (with FOLFOX)' },
          {
            reaction: 'Grade 3-4 hypersensitivity including anaphylaxis',
            frequency: '2-3% (adjuvant colon cancer)',
          },
        ],
        serious: [
          'Hypersensitivity and anaphylaxis, in any cycle (5.1).',
          'Acute and cumulative peripheral sensory neuropathy (5.2).',
          'Posterior reversible encephalopathy syndrome (5).',
          'Pulmonary fibrosis and hepatotoxicity including sinusoidal obstruction (5).',
          'QT prolongation and ventricular arrhythmias, rhabdomyolysis, haemorrhage (5).',
        ],
      },
      sources: [
        pi(
          'Eloxatin (oxaliplatin)',
          '1 Indications and Usage',
          '2 Dosage and Administration',
          '5 Warnings and Precautions',
          '6 Adverse Reactions',
          '8.1-8.3, 8.6',
        ),
        {
          kind: 'label',
          title: 'Oxaliplatin injection US prescribing information (Pfizer)',
          section: '5.1 Hypersensitivity Reactions (grade 3-4 in 2-3%)',
          url: 'https://www.pfizermedicalinformation.com/en-us/oxaliplatin/warnings',
        },
        NIOSH_2024,
      ],
    },
    sources: [
      pi('Eloxatin (oxaliplatin)', BOXED, DOSING, WARN, RENAL, HEPATIC),
      MASCC_2016,
      ASCO_2020,
    ],
  },

  // ───────────────────────────── Antimetabolites: antifolates ─────────────────────────────
  {
    id: 'methotrexate',
    rxcui: '6851',
    name: 'Methotrexate',
    synonyms: ['MTX', 'amethopterin'],
    brandNames: ['Trexall', 'Xatmep', 'Otrexup', 'Rasuvo'],
    atc: ['L01BA01'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (antifolate)',
    classTags: ['antifolate'],
    mechanism:
      'Inhibits dihydrofolate reductase, depleting reduced folates needed for purine and thymidylate synthesis.',
    routes: ['oral', 'iv', 'im', 'sc', 'intrathecal'],
    // FDA DDI table lists methotrexate as a clinical OAT1/OAT3 substrate; label 7: probenecid, NSAIDs and penicillins reduce its
    // renal clearance and raise toxicity. No fold-change in the label, so graded 'minor' like other unquantified roles.
    pathways: { 'OAT1/3': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'nephrotoxicity',
      'hepatotoxicity',
      'mucositis',
      'pneumonitis',
      'dermatologic',
      'diarrhea',
      'infection',
      'seizure',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Renally eliminated: impairment prolongs exposure and toxicity. Labels direct dose reduction or avoidance without a single figure. High-dose therapy needs leucovorin rescue, hydration, urine alkalinisation and level monitoring; third-space fluid (ascites, pleural effusion) also prolongs elimination.',
      rules: [
        {
          action: 'monitor',
          text: 'Any renal impairment: reduce or withhold per protocol; with high-dose therapy measure serum creatinine and methotrexate levels daily until cleared.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Hepatotoxic; labels advise caution in hepatic impairment without a dose figure.',
    },
    boxedWarnings: [
      'Serious and fatal toxicity: bone marrow suppression, infection, renal, gastrointestinal, hepatic, pulmonary and dermatologic reactions.',
      'Embryo-fetal toxicity and fetal death; contraindicated in pregnancy for non-malignant conditions.',
      'Dosing errors (daily instead of weekly) have caused deaths; verify the schedule.',
      'Formulations with benzyl alcohol are not for intrathecal or high-dose use.',
    ],
    // Low at conventional doses; 250 mg/m2 or more is moderate (ASCO 2020).
    emetogenicRisk: 'low',
    monitoring: [
      'CBC, serum creatinine and liver tests at baseline and regularly.',
      'High-dose: methotrexate levels at 24, 48 and 72 hours, urine pH 7 or above, hydration, leucovorin rescue; glucarpidase for toxic levels with renal impairment.',
      'Check for interacting drugs (NSAIDs, probenecid, penicillins, proton pump inhibitors, trimethoprim-sulfamethoxazole).',
    ],
    sources: [
      pi('Methotrexate injection', BOXED, DOSING, WARN, DDI, RENAL),
      {
        kind: 'guideline',
        title:
          'FDA, For Healthcare Professionals: Examples of Drugs that Interact with CYP Enzymes and Transporter Systems',
        section: 'Transporter substrates (OAT1/OAT3)',
        url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
        unconfirmed:
          "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
      },
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'pemetrexed',
    rxcui: '68446',
    name: 'Pemetrexed',
    brandNames: ['Alimta', 'Pemfexy'],
    atc: ['L01BA04'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (multitargeted antifolate)',
    classTags: ['antifolate'],
    mechanism: 'Inhibits thymidylate synthase, dihydrofolate reductase and GARFT.',
    routes: ['iv'],
    // Label 7/12.3: OAT3-mediated tubular secretion; ibuprofen raises pemetrexed AUC by about 20%.
    pathways: { 'OAT1/3': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'nephrotoxicity',
      'dermatologic',
      'pneumonitis',
      'mucositis',
      'embryo-fetal',
    ],
    renal: {
      status: 'avoid',
      summary:
        'Renally cleared. Do not give when CrCl is below 45 mL/min. With CrCl 45-79 mL/min avoid ibuprofen from 2 days before to 2 days after each dose (current label, 7); the earlier label also asked that long half-life NSAIDs stop from 5 days before.',
      rules: [
        {
          crclBelow: 45,
          action: 'avoid',
          text: 'CrCl below 45 mL/min: do not administer.',
        },
        {
          crclBelow: 80,
          action: 'monitor',
          text: 'CrCl 45-79 mL/min: avoid NSAIDs around each dose.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'Hepatic impairment was not formally studied.' },
    emetogenicRisk: 'low',
    monitoring: [
      'CBC before each dose: ANC at least 1,500/uL and platelets at least 100,000/uL.',
      'CrCl before each dose.',
      'Folic acid daily from 7 days before the first dose, vitamin B12 every 9 weeks, and dexamethasone the day before, of and after each dose.',
    ],
    sources: [pi('Alimta (pemetrexed)', DOSING, WARN, DDI, RENAL, PK), MASCC_2016, ASCO_2020],
  },
  {
    id: 'pralatrexate',
    rxcui: '662019',
    name: 'Pralatrexate',
    brandNames: ['Folotyn'],
    atc: ['L01BA05'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (antifolate)',
    classTags: ['antifolate'],
    mechanism:
      'Folate analogue with high RFC-1 affinity that inhibits dihydrofolate reductase and is polyglutamylated.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'mucositis',
      'dermatologic',
      'tumor-lysis',
      'hepatotoxicity',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Renally excreted. Severe renal impairment (eGFR 15 to below 30 mL/min/1.73 m2) halves the dose; avoid in end-stage renal disease. Drugs that delay renal clearance (probenecid, NSAIDs, trimethoprim-sulfamethoxazole) raise exposure.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'eGFR 15 to below 30: 15 mg/m2 (standard 30 mg/m2).',
        },
        {
          crclBelow: 15,
          action: 'avoid',
          text: 'End-stage renal disease, with or without dialysis: avoid.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Moderate and severe hepatic impairment were not studied.',
    },
    emetogenicRisk: 'minimal',
    monitoring: [
      'CBC weekly.',
      'Mucositis assessment weekly.',
      'Folic acid daily from 10 days before the first dose and vitamin B12 within 10 weeks before, then every 8-10 weeks.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Folotyn (pralatrexate)', DOSING, WARN, DDI, RENAL), MASCC_2016, ASCO_2020],
  },

  // ───────────────────────────── Antimetabolites: pyrimidine analogues ─────────────────────────────
  {
    id: 'fluorouracil',
    rxcui: '4492',
    name: 'Fluorouracil',
    synonyms: ['5-FU', '5-fluorouracil'],
    brandNames: ['Adrucil'],
    atc: ['L01BC02'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (fluoropyrimidine)',
    classTags: ['fluoropyrimidine'],
    mechanism:
      'Converted to FdUMP, which inhibits thymidylate synthase, and to FUTP, which is incorporated into RNA; about 80% is cleared by dihydropyrimidine dehydrogenase (DPD).',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'mucositis',
      'diarrhea',
      'dermatologic',
      'cardiotoxicity',
      'neurotoxicity',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'The label gives no renal dose guidance.' },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose guidance.' },
    emetogenicRisk: 'low',
    monitoring: [
      'DPYD genotype (or DPD activity) before the first dose; no or reduced DPD activity raises the risk of severe or fatal toxicity.',
      MYELOSUPPRESSION_MONITORING,
      'INR closely with warfarin (clinically significant rises reported).',
      'Uridine triacetate within 96 hours for overdose or early-onset severe toxicity.',
    ],
    pgxGenes: ['DPYD'],
    sources: [
      pi('Fluorouracil injection', DOSING, WARN, DDI, PGX),
      CPIC_DPYD,
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'capecitabine',
    rxcui: '194000',
    name: 'Capecitabine',
    brandNames: ['Xeloda'],
    atc: ['L01BC06'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (oral fluoropyrimidine prodrug)',
    classTags: ['fluoropyrimidine'],
    mechanism:
      'Oral prodrug converted in three steps (the last by thymidine phosphorylase, high in tumour) to fluorouracil.',
    routes: ['oral'],
    // Label 7: S-warfarin AUC +57% and INR +91% with capecitabine, i.e. a weak CYP2C9 inhibitor in FDA terms (1.25-2-fold).
    pathways: { CYP2C9: { inhibitor: 'weak' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'diarrhea',
      'dermatologic',
      'myelosuppression',
      'mucositis',
      'cardiotoxicity',
      'hepatotoxicity',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Exposure to the fluorouracil metabolites rises with renal impairment. CrCl 30-50 mL/min: start at 75% of the dose. Since the 12/2022 revision severe renal impairment is no longer a contraindication (section 4 now lists only severe hypersensitivity to capecitabine or fluorouracil), but the label gives no dose below 30 mL/min.',
      rules: [
        {
          crclBelow: 51,
          action: 'reduce',
          doseFactor: 0.75,
          text: 'CrCl 30-50 mL/min: 75% of the starting dose (e.g. 1,250 to 950 mg/m2 twice daily).',
        },
        {
          crclBelow: 30,
          action: 'avoid',
          // Label 12/2022, 4 Contraindications: the CrCl < 30 mL/min contraindication was removed. The
          // rule stays 'avoid' because no starting dose is recommended in that range.
          text: 'CrCl below 30 mL/min: no longer contraindicated (12/2022), but no recommended dose; avoid unless no alternative, then monitor closely.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Mild to moderate impairment from liver metastases did not require a starting-dose change; severe impairment was not studied. Monitor closely.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Hepatic impairment: monitor closely; severe impairment not studied.',
        },
      ],
    },
    // The 12/2022 revision reworded the boxed warning (it was not removed): increased risk of bleeding
    // with vitamin K antagonists, 5.1 and 7.2. A later Xeloda revision (openFDA set e702d84d...,
    // revision month not confirmed here) adds complete DPD deficiency to the box; both are listed.
    boxedWarnings: [
      'Bleeding, including death, with oral vitamin K antagonists such as warfarin: PT/INR can rise within days to months of starting and up to a month after stopping; monitor INR more often and adjust the anticoagulant dose (5.1, 7.2).',
      'Complete DPD deficiency: serious adverse reactions or death; test for DPYD variants before starting unless immediate treatment is needed (later Xeloda revision).',
    ],
    // MASCC/ESMO 2016 classes oral capecitabine as low emetic risk (not minimal).
    emetogenicRisk: 'low',
    monitoring: [
      'DPYD genotype (or DPD activity) before the first dose.',
      'Creatinine clearance before starting (Cockcroft-Gault).',
      'INR frequently with warfarin or other coumarins.',
      'Diarrhoea, hand-foot syndrome and mucositis at each visit; interrupt for grade 2 or higher.',
      'Phenytoin levels when co-prescribed.',
    ],
    pgxGenes: ['DPYD'],
    labelRevised: '2022-12',
    lastReviewed: '2026-11-25',
    monograph: {
      indications: [
        'Colorectal cancer: adjuvant treatment of stage III colon cancer, alone or in a combination regimen.',
        'Rectal cancer: perioperative treatment of locally advanced disease as part of chemoradiotherapy.',
        'Colorectal cancer: unresectable or metastatic disease, alone or in a combination regimen.',
        'Breast cancer: advanced or metastatic disease, alone when an anthracycline or taxane is not indicated, or with docetaxel after anthracycline-containing therapy.',
        'Gastric, oesophageal or gastro-oesophageal junction cancer: unresectable or metastatic disease as part of a combination regimen.',
        'Pancreatic cancer: adjuvant treatment as part of a combination regimen.',
      ],
      dosing: [
        {
          indication: 'Single agent (colorectal, breast)',
          dose: '1,250 mg/m2 orally twice daily on days 1-14 of each 21-day cycle; adjuvant colon cancer for 8 cycles (6 months).',
          modifications: [
            'Grade 2 toxicity: interrupt until grade 0-1; resume at 100% the first time, 75% the second time, 50% the third time, then stop.',
            'Grade 3 toxicity: interrupt until grade 0-1; resume at 75%, then 50%, then stop.',
            'Grade 4 toxicity: stop, or resume at 50% once grade 0-1 if continuing is judged in the patient’s interest.',
            'Doses missed for toxicity are not replaced; once reduced the dose is not increased again.',
            'CrCl 30-50 mL/min: start at 75% of the 1,250 mg/m2 dose.',
          ],
        },
        {
          indication: 'With docetaxel (metastatic breast cancer)',
          dose: '1,250 mg/m2 twice daily on days 1-14 of a 21-day cycle with docetaxel 75 mg/m2 on day 1.',
          modifications: [
            'Toxicity steps as for single-agent use; see the docetaxel label for docetaxel.',
          ],
        },
        {
          indication: 'With oxaliplatin-containing regimens (colorectal, gastric)',
          dose: 'Usually 1,000 mg/m2 twice daily on days 1-14 of a 21-day cycle (the label gives the regimen-specific doses).',
          modifications: ['Toxicity steps as for single-agent use.'],
        },
        {
          indication: 'With radiotherapy (locally advanced rectal cancer)',
          dose: '825 mg/m2 twice daily throughout radiotherapy (5 or 7 days a week, per the regimen).',
          modifications: ['Toxicity steps as for single-agent use.'],
        },
      ],
      administration: [
        'Swallow tablets whole with water within 30 minutes after a meal, about 12 hours apart.',
        'Do not cut or crush tablets (hazardous drug); handle with gloves.',
        'Test for DPYD variants before the first dose unless treatment cannot wait (later Xeloda revision).',
      ],
      hazardous: {
        niosh: 'table-1',
        note: 'NIOSH 2024 Table 1 (antineoplastic): intact tablets need gloves; do not split or crush outside a containment device.',
      },
      pregnancy:
        'Can cause fetal harm (8.1). Verify pregnancy status before starting; females of reproductive potential use effective contraception during treatment and for 6 months after the last dose, males with such partners for 3 months (8.3).',
      lactation: 'Do not breastfeed during treatment and for 2 weeks after the last dose (8.2).',
      adverseReactions: {
        common: [
          { reaction: 'Palmar-plantar erythrodysesthesia (hand-foot syndrome)', frequency: '≥30%' },
          { reaction: 'Diarrhoea', frequency: '≥30%' },
          { reaction: 'Nausea', frequency: '≥30%' },
          { reaction: 'Anaemia (metastatic colorectal, single agent)', frequency: '≥30%' },
          {
            reaction: 'Hyperbilirubinaemia (metastatic colorectal, single agent)',
            frequency: '≥30%',
          },
          { reaction: 'Fatigue (metastatic colorectal, single agent)', frequency: '≥30%' },
          { reaction: 'Abdominal pain (metastatic colorectal, single agent)', frequency: '≥30%' },
        ],
        serious: [
          'Bleeding with vitamin K antagonists (5.1).',
          'Serious or fatal toxicity with DPD deficiency (5.2).',
          'Cardiotoxicity: ischaemia, arrhythmia, cardiomyopathy (5.3).',
          'Severe diarrhoea and dehydration with acute renal failure (5.4-5.6).',
          'Serious skin reactions including SJS/TEN (5.7).',
          'Myelosuppression and hyperbilirubinaemia (5.9, 5.10).',
        ],
      },
      sources: [
        pi(
          'Xeloda (capecitabine), revised 12/2022',
          '1 Indications and Usage',
          '2 Dosage and Administration',
          WARN,
          '6.1 Clinical Trials Experience',
          '8.1-8.3 Pregnancy, Lactation, Reproductive Potential',
        ),
        NIOSH_2024,
      ],
    },
    sources: [
      pi('Xeloda (capecitabine)', BOXED, DOSING, '4 Contraindications', WARN, DDI, RENAL, HEPATIC),
      {
        kind: 'label',
        title:
          'Xeloda (capecitabine) US prescribing information, later revision with the DPD boxed warning (openFDA)',
        section: BOXED,
        url: 'https://api.fda.gov/drug/label.json?search=set_id:%22e702d84d-7162-4751-bf37-d724cc7e45a5%22',
      },
      CPIC_DPYD,
      MASCC_2016,
    ],
  },
  {
    id: 'cytarabine',
    rxcui: '3041',
    name: 'Cytarabine',
    synonyms: ['Ara-C', 'cytosine arabinoside'],
    atc: ['L01BC01'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (pyrimidine nucleoside analogue)',
    classTags: ['pyrimidine-nucleoside-analog'],
    mechanism:
      'Phosphorylated to ara-CTP, which inhibits DNA polymerase and is incorporated into DNA (S-phase specific).',
    routes: ['iv', 'sc', 'intrathecal'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'mucositis',
      'hepatotoxicity',
      'ocular',
      'neurotoxicity',
      'pneumonitis',
      'dermatologic',
      'infection',
    ],
    renal: {
      status: 'no-data',
      summary:
        'The label gives no renal dose figure. Cerebellar toxicity with high doses is more common with renal impairment.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'The liver detoxifies much of the dose; the label advises caution and a lower dose in hepatic impairment, without a figure.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: use with caution at a reduced dose.',
        },
      ],
    },
    boxedWarnings: [
      'Give only under a physician experienced in cancer chemotherapy; a potent marrow suppressant requiring close haematological monitoring.',
    ],
    // Doses up to 1,000 mg/m2 are low (MASCC 2016); above that, moderate.
    emetogenicRisk: 'low',
    monitoring: [
      'CBC daily during induction.',
      'Liver and renal function periodically.',
      'High-dose: cerebellar examination before each dose; corticosteroid eye drops against conjunctivitis.',
    ],
    sources: [pi('Cytarabine injection', OLD_BOXED, OLD_WARN, OLD_DOSING), MASCC_2016],
  },
  {
    id: 'gemcitabine',
    rxcui: '12574',
    name: 'Gemcitabine',
    brandNames: ['Gemzar', 'Infugem'],
    atc: ['L01BC05'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (pyrimidine nucleoside analogue)',
    classTags: ['pyrimidine-nucleoside-analog'],
    mechanism:
      'Difluorodeoxycytidine; its di- and triphosphates inhibit ribonucleotide reductase and terminate DNA chains.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'pneumonitis',
      'hepatotoxicity',
      'dermatologic',
      'embryo-fetal',
    ],
    // Haemolytic uremic syndrome is rare (label 5), not tubular injury that adds to a platinum (issue 12).
    rareToxicities: ['nephrotoxicity'],
    renal: {
      status: 'no-data',
      summary: 'Not studied in renal impairment; haemolytic uraemic syndrome can occur.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Not studied in hepatic impairment; use in hepatic impairment can worsen liver function.',
    },
    emetogenicRisk: 'low',
    monitoring: [
      'CBC before each dose.',
      'Renal and liver tests periodically.',
      'Infusions longer than 60 minutes or more often than weekly raise toxicity.',
      'Watch for dyspnoea (pneumonitis, capillary leak) and neurological symptoms (PRES).',
    ],
    sources: [pi('Gemzar (gemcitabine)', DOSING, WARN, RENAL, HEPATIC), MASCC_2016, ASCO_2020],
  },
  {
    id: 'azacitidine',
    rxcui: '1251',
    name: 'Azacitidine',
    synonyms: ['5-azacytidine'],
    brandNames: ['Vidaza'],
    atc: ['L01BC07'],
    kind: 'antineoplastic',
    drugClass: 'Hypomethylating agent (cytidine analogue)',
    classTags: ['hypomethylating-agent'],
    mechanism:
      'Incorporated into RNA and DNA; inhibits DNA methyltransferase, causing hypomethylation.',
    routes: ['iv', 'sc', 'oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hepatotoxicity',
      'nephrotoxicity',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary:
        'No starting-dose change for renal impairment. If unexplained falls in serum bicarbonate below 20 mEq/L or rises in BUN or creatinine occur during treatment, reduce the next dose by 50%.',
      rules: [
        {
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Unexplained bicarbonate below 20 mEq/L or rising BUN or creatinine: give 50% of the next dose.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Not studied in hepatic impairment; contraindicated with advanced malignant hepatic tumours.',
    },
    // IV/SC: moderate (MASCC 2016, ASCO 2020).
    emetogenicRisk: 'moderate',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Liver tests and serum creatinine and bicarbonate before each cycle.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Vidaza (azacitidine)', DOSING, WARN, RENAL, HEPATIC), MASCC_2016, ASCO_2020],
  },
  {
    id: 'decitabine',
    rxcui: '15657',
    name: 'Decitabine',
    brandNames: ['Dacogen'],
    atc: ['L01BC08'],
    kind: 'antineoplastic',
    drugClass: 'Hypomethylating agent (deoxycytidine analogue)',
    classTags: ['hypomethylating-agent'],
    mechanism:
      'Incorporated into DNA, where it traps DNA methyltransferase and causes hypomethylation.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infection', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    emetogenicRisk: 'low',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Liver tests and serum creatinine before each cycle.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Dacogen (decitabine)', WARN, RENAL, HEPATIC), MASCC_2016],
  },

  // ───────────────────────────── Antimetabolites: purine analogues ─────────────────────────────
  {
    id: 'fludarabine',
    rxcui: '24698',
    name: 'Fludarabine',
    brandNames: ['Fludara'],
    atc: ['L01BB05'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (purine nucleoside analogue)',
    classTags: ['purine-analog'],
    mechanism:
      'Dephosphorylated and rephosphorylated to 2-fluoro-ara-ATP, which inhibits DNA polymerase and ribonucleotide reductase.',
    routes: ['iv', 'oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'neurotoxicity',
      'infection',
      'tumor-lysis',
      'pneumonitis',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Renally cleared. Fludara table: CrCl 50-79 mL/min 20 mg/m2; 30-49 mL/min 15 mg/m2 (standard 25 mg/m2); below 30 mL/min do not give. Some generic labels instead state a 20% reduction for CrCl 30-70 mL/min/1.73 m2.',
      rules: [
        {
          crclBelow: 80,
          action: 'reduce',
          doseFactor: 0.8,
          text: 'CrCl 50-79 mL/min: 20 mg/m2.',
        },
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.6,
          text: 'CrCl 30-49 mL/min: 15 mg/m2.',
        },
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'CrCl below 30 mL/min: do not administer.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose guidance.' },
    boxedWarnings: [
      'Severe neurological effects (blindness, coma, death) at high doses; similar toxicity reported at recommended doses.',
      'Life-threatening and fatal autoimmune haemolytic anaemia.',
      'Fatal pulmonary toxicity when combined with pentostatin; do not combine.',
    ],
    emetogenicRisk: 'minimal',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Haemolysis (haemoglobin, haptoglobin, Coombs) if anaemia develops.',
      'Neurological status.',
      'Irradiated blood products only (transfusion-associated graft-versus-host disease).',
      'Pneumocystis and herpes prophylaxis per protocol.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Fludara (fludarabine phosphate) for injection', BOXED, DOSING, WARN), MASCC_2016],
  },
  {
    id: 'clofarabine',
    rxcui: '44151',
    name: 'Clofarabine',
    brandNames: ['Clolar'],
    atc: ['L01BB06'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (purine nucleoside analogue)',
    classTags: ['purine-analog'],
    mechanism:
      'Its triphosphate inhibits ribonucleotide reductase and DNA polymerase and disrupts mitochondria.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'infection',
      'hepatotoxicity',
      'nephrotoxicity',
      'tumor-lysis',
      'dermatologic',
      'diarrhea',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Mainly renally excreted. CrCl 30-60 mL/min: halve the starting dose. Below 30 mL/min there is too little information to recommend a dose.',
      rules: [
        {
          crclBelow: 61,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 30-60 mL/min: 50% of the starting dose.',
        },
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'CrCl below 30 mL/min: insufficient data for a dose recommendation.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    emetogenicRisk: 'moderate',
    monitoring: [
      'CBC, liver and renal function daily during dosing.',
      'Signs of systemic inflammatory response or capillary leak (hypotension, tachycardia, dyspnoea).',
      'Tumour lysis prophylaxis and monitoring.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Clolar (clofarabine)', DOSING, WARN, RENAL, HEPATIC), MASCC_2016, ASCO_2020],
  },
  {
    id: 'nelarabine',
    rxcui: '274771',
    name: 'Nelarabine',
    brandNames: ['Arranon'],
    atc: ['L01BB07'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (purine nucleoside analogue, ara-G prodrug)',
    classTags: ['purine-analog'],
    mechanism:
      'Demethylated to ara-G, whose triphosphate accumulates in T cells and inhibits DNA synthesis.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'neuropathy',
      'neurotoxicity',
      'seizure',
      'myelosuppression',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary:
        'Ara-G clearance falls with renal function; CrCl below 50 mL/min was not studied. Monitor closely.',
      rules: [
        {
          crclBelow: 50,
          action: 'monitor',
          text: 'CrCl below 50 mL/min: not studied; monitor closely for toxicity.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Severe hepatic impairment (bilirubin above 3 x ULN) was not studied; monitor closely.',
    },
    boxedWarnings: [
      'Severe neurological reactions: somnolence, seizures, peripheral neuropathy, demyelination and Guillain-Barre-like paralysis; stop for grade 2 or higher.',
    ],
    monitoring: ['Neurological examination before each dose.', MYELOSUPPRESSION_MONITORING],
    lastReviewed: '2026-11-27',
    sources: [pi('Arranon (nelarabine)', BOXED, WARN, RENAL, HEPATIC)],
  },
  {
    id: 'mercaptopurine',
    rxcui: '103',
    name: 'Mercaptopurine',
    synonyms: ['6-MP', '6-mercaptopurine'],
    brandNames: ['Purixan', 'Purinethol'],
    atc: ['L01BB02'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (thiopurine)',
    classTags: ['thiopurine'],
    mechanism:
      'Converted to thioguanine nucleotides that are incorporated into DNA and inhibit de novo purine synthesis; inactivated by TPMT and xanthine oxidase.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hepatotoxicity', 'infection', 'mucositis', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'Use the lowest recommended starting dose in renal impairment and adjust to response.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          text: 'CrCl below 50 mL/min: lowest recommended starting dose, or extend the interval.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Use the lowest recommended starting dose in hepatic impairment.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: lowest recommended starting dose; monitor liver tests.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    monitoring: [
      'TPMT and NUDT15 genotype (or TPMT activity) before starting.',
      'CBC weekly at first, then monthly once stable.',
      'Liver tests weekly at first, then monthly.',
      'With allopurinol or febuxostat: reduce mercaptopurine to one third to one quarter of the usual dose (xanthine oxidase inhibition).',
    ],
    pgxGenes: ['TPMT', 'NUDT15'],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Purixan (mercaptopurine)', DOSING, WARN, DDI, RENAL, HEPATIC, PGX),
      CPIC_THIOPURINES,
      MASCC_2016,
    ],
  },
  {
    id: 'thioguanine',
    rxcui: '10485',
    name: 'Thioguanine',
    synonyms: ['6-TG', '6-thioguanine', 'tioguanine'],
    brandNames: ['Tabloid'],
    atc: ['L01BB03'],
    kind: 'antineoplastic',
    drugClass: 'Antimetabolite (thiopurine)',
    classTags: ['thiopurine'],
    mechanism:
      'Converted to thioguanine nucleotides that are incorporated into DNA and RNA; inactivated by TPMT.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hepatotoxicity', 'infection', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'The label gives no renal dose guidance.' },
    hepatic: {
      status: 'no-data',
      summary:
        'Hepatic veno-occlusive disease and nodular regenerative hyperplasia occur, especially with long-term use; not recommended for maintenance therapy.',
    },
    emetogenicRisk: 'minimal',
    monitoring: [
      'TPMT and NUDT15 genotype (or TPMT activity) before starting.',
      'CBC weekly.',
      'Liver tests weekly at first; stop for signs of veno-occlusive disease or portal hypertension.',
    ],
    pgxGenes: ['TPMT', 'NUDT15'],
    lastReviewed: '2026-11-27',
    sources: [pi('Tabloid (thioguanine)', OLD_WARN, OLD_DOSING), CPIC_THIOPURINES, MASCC_2016],
  },
  {
    id: 'hydroxyurea',
    rxcui: '5552',
    name: 'Hydroxyurea',
    synonyms: ['hydroxycarbamide'],
    brandNames: ['Hydrea', 'Droxia', 'Siklos'],
    atc: ['L01XX05'],
    kind: 'antineoplastic',
    drugClass: 'Ribonucleotide reductase inhibitor',
    classTags: ['ribonucleotide-reductase-inhibitor'],
    mechanism: 'Inhibits ribonucleotide reductase, blocking DNA synthesis (S-phase specific).',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'dermatologic', 'mucositis', 'pneumonitis', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'Exposure rises with renal impairment: halve the dose when CrCl is below 60 mL/min; in end-stage renal disease give after dialysis.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 60 mL/min or end-stage renal disease: 50% of the dose (after dialysis on dialysis days).',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'No data in hepatic impairment; monitor blood counts closely.',
    },
    boxedWarnings: [
      'Myelosuppression: monitor blood counts; interrupt for low counts.',
      'Carcinogenic: leukaemia and skin cancer have been reported with long-term use.',
    ],
    emetogenicRisk: 'minimal',
    monitoring: [
      'CBC at least every 2 weeks at first.',
      'Skin examination (ulcers, cutaneous vasculitis, skin cancer).',
      'Avoid with didanosine or stavudine (fatal pancreatitis, hepatotoxicity, neuropathy).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Droxia (hydroxyurea)', BOXED, DOSING, WARN, RENAL),
      pi('Hydrea (hydroxyurea)', DOSING, RENAL),
      MASCC_2016,
    ],
  },

  // ───────────────────────────── Anthracyclines and related ─────────────────────────────
  {
    id: 'doxorubicin',
    rxcui: '3639',
    name: 'Doxorubicin',
    synonyms: ['Adriamycin', 'hydroxydaunorubicin'],
    brandNames: ['Adriamycin'],
    atc: ['L01DB01'],
    kind: 'antineoplastic',
    drugClass: 'Anthracycline',
    classTags: ['anthracycline'],
    mechanism:
      'Intercalates DNA and poisons topoisomerase II; generates free radicals (cardiotoxicity).',
    routes: ['iv'],
    // Label 7 names CYP3A4, CYP2D6 and P-gp as major pathways and advises avoiding their inhibitors and inducers, but gives no fold-change.
    pathways: {
      CYP3A4: { substrate: 'minor' },
      CYP2D6: { substrate: 'minor' },
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'myelosuppression',
      'mucositis',
      'dermatologic',
      'infection',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Reduce for raised bilirubin: 1.2-3 mg/dL give 50%; 3.1-5 mg/dL give 25%; severe hepatic impairment (bilirubin above 5 mg/dL) contraindicated.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Bilirubin 1.2-3 mg/dL: 50% of the dose.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.25,
          text: 'Bilirubin 3.1-5 mg/dL: 25% of the dose.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Bilirubin above 5 mg/dL (severe hepatic impairment): contraindicated.',
        },
      ],
    },
    cumulativeLimit: {
      value: 550,
      unit: 'mg/m2',
      doxorubicinEquivalence: 1,
      note: 'Cardiomyopathy risk rises with cumulative dose; heart failure about 5% at 400 mg/m2 and 26% at 550 mg/m2 (Swain 2003). Usual lifetime ceiling 450-550 mg/m2, lower after mediastinal radiation or with other cardiotoxic drugs. Count other anthracyclines as doxorubicin equivalents.',
    },
    boxedWarnings: [
      'Cardiomyopathy: myocardial damage can occur at any dose; risk rises with cumulative dose.',
      'Secondary malignancies (AML, MDS).',
      'Extravasation causes severe local tissue necrosis.',
      'Severe myelosuppression.',
    ],
    // Moderate alone; with cyclophosphamide (AC) the regimen is high (MASCC 2016); 60 mg/m2 or more is high (ASCO 2020).
    emetogenicRisk: 'moderate',
    monitoring: [
      'LVEF (echocardiogram or MUGA) at baseline and during treatment, more often at higher cumulative doses.',
      'Running cumulative anthracycline dose in doxorubicin equivalents.',
      MYELOSUPPRESSION_MONITORING,
      'Bilirubin before each dose.',
    ],
    sources: [
      pi('Doxorubicin hydrochloride injection', BOXED, DOSING, WARN, DDI, HEPATIC),
      SWAIN_2003,
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'daunorubicin',
    rxcui: '3109',
    name: 'Daunorubicin',
    synonyms: ['daunomycin'],
    brandNames: ['Cerubidine'],
    atc: ['L01DB02'],
    kind: 'antineoplastic',
    drugClass: 'Anthracycline',
    classTags: ['anthracycline'],
    mechanism: 'Intercalates DNA and poisons topoisomerase II.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'myelosuppression',
      'mucositis',
      'dermatologic',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'Reduce the dose to 50% when serum creatinine is above 3 mg/dL.',
      rules: [
        {
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Serum creatinine above 3 mg/dL: 50% of the dose.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Bilirubin 1.2-3 mg/dL: 75% of the dose; above 3 mg/dL: 50%.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.75,
          text: 'Bilirubin 1.2-3 mg/dL: 75% of the dose.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Bilirubin above 3 mg/dL: 50% of the dose.',
        },
      ],
    },
    cumulativeLimit: {
      value: 550,
      unit: 'mg/m2',
      doxorubicinEquivalence: 0.6,
      note: 'Label: heart failure risk rises above a cumulative 550 mg/m2 in adults (400 mg/m2 after chest radiation). Cardiotoxicity equivalence to doxorubicin 0.6 (Feijen 2019).',
    },
    boxedWarnings: [
      'Myocardial toxicity and heart failure, more likely above a cumulative 550 mg/m2 (400 mg/m2 after chest radiation).',
      'Severe myelosuppression.',
      'Extravasation causes severe local tissue necrosis.',
      'Reduce the dose in hepatic or renal impairment.',
    ],
    emetogenicRisk: 'moderate',
    monitoring: [
      'LVEF at baseline and during treatment.',
      'Running cumulative anthracycline dose in doxorubicin equivalents.',
      'CBC daily during induction.',
      'Bilirubin and creatinine before each dose.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Daunorubicin hydrochloride injection', OLD_BOXED, OLD_WARN, OLD_DOSING),
      FEIJEN_2019,
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'epirubicin',
    rxcui: '3995',
    name: 'Epirubicin',
    brandNames: ['Ellence'],
    atc: ['L01DB03'],
    kind: 'antineoplastic',
    drugClass: 'Anthracycline',
    classTags: ['anthracycline'],
    mechanism: 'Intercalates DNA and poisons topoisomerase II.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'myelosuppression',
      'mucositis',
      'dermatologic',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary: 'Consider a lower dose when serum creatinine is above 5 mg/dL.',
      rules: [
        {
          action: 'reduce',
          text: 'Serum creatinine above 5 mg/dL: consider a lower dose.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Bilirubin 1.2-3 mg/dL or AST 2-4 x ULN: 50% of the starting dose. Bilirubin above 3 mg/dL or AST above 4 x ULN: 25%. Severe hepatic impairment: contraindicated.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Bilirubin 1.2-3 mg/dL or AST 2-4 x ULN: 50% of the starting dose.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.25,
          text: 'Bilirubin above 3 mg/dL or AST above 4 x ULN: 25% of the starting dose.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    cumulativeLimit: {
      value: 900,
      unit: 'mg/m2',
      doxorubicinEquivalence: 0.8,
      note: 'Label: heart failure risk rises steeply above a cumulative 900 mg/m2. Cardiotoxicity equivalence to doxorubicin 0.8 (Feijen 2019).',
    },
    boxedWarnings: [
      'Severe local tissue necrosis with extravasation.',
      'Cardiac toxicity including fatal heart failure; risk rises with cumulative dose.',
      'Secondary acute myelogenous leukaemia.',
      'Severe myelosuppression.',
    ],
    // Moderate alone; 90 mg/m2 or more, or with cyclophosphamide, high (ASCO 2020).
    emetogenicRisk: 'moderate',
    monitoring: [
      'LVEF at baseline and during treatment.',
      'Running cumulative anthracycline dose in doxorubicin equivalents.',
      MYELOSUPPRESSION_MONITORING,
      'Bilirubin and AST before each dose.',
      'Avoid cimetidine (raises epirubicin AUC by about 50%).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Ellence (epirubicin)', BOXED, DOSING, WARN, DDI),
      FEIJEN_2019,
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'idarubicin',
    rxcui: '5650',
    name: 'Idarubicin',
    brandNames: ['Idamycin PFS'],
    atc: ['L01DB06'],
    kind: 'antineoplastic',
    drugClass: 'Anthracycline',
    classTags: ['anthracycline'],
    mechanism: 'Lipophilic anthracycline that intercalates DNA and poisons topoisomerase II.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'myelosuppression',
      'mucositis',
      'dermatologic',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'The label advises a dose reduction when serum creatinine is raised, without a figure.',
      rules: [{ action: 'reduce', text: 'Raised serum creatinine: reduce the dose.' }],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Reduce the dose when bilirubin is raised; do not give when bilirubin is above 5 mg/dL.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Raised bilirubin: reduce the dose.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Bilirubin above 5 mg/dL: do not administer.',
        },
      ],
    },
    // No cumulativeLimit: the label states no cumulative ceiling, and Feijen 2019 could not estimate an idarubicin cardiotoxicity ratio.
    boxedWarnings: [
      'Myocardial toxicity leading to heart failure, more likely with prior anthracyclines or heart disease.',
      'Severe myelosuppression.',
      'Extravasation causes severe local tissue necrosis.',
      'Reduce the dose in hepatic or renal impairment.',
    ],
    emetogenicRisk: 'moderate',
    monitoring: [
      'LVEF at baseline and during treatment.',
      'Cumulative anthracycline exposure.',
      'CBC daily during induction.',
      'Bilirubin and creatinine before each dose.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Idamycin PFS (idarubicin)', BOXED, DOSING, WARN), MASCC_2016, ASCO_2020],
  },
  {
    id: 'mitoxantrone',
    rxcui: '7005',
    name: 'Mitoxantrone',
    atc: ['L01DB07'],
    kind: 'antineoplastic',
    drugClass: 'Anthracenedione',
    classTags: ['anthracenedione'],
    mechanism: 'Synthetic anthracenedione that intercalates DNA and inhibits topoisomerase II.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'myelosuppression', 'infection', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Clearance falls in hepatic impairment; the label advises a dose adjustment without a figure (and not to treat multiple sclerosis patients with abnormal liver function).',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Hepatic impairment: consider a lower dose and monitor for toxicity.',
        },
      ],
    },
    cumulativeLimit: {
      value: 140,
      unit: 'mg/m2',
      doxorubicinEquivalence: 10.5,
      note: 'Label: heart failure risk rises above a cumulative 140 mg/m2 (cancer); 140 mg/m2 is the lifetime maximum in multiple sclerosis. Cardiotoxicity equivalence to doxorubicin 10.5 (Feijen 2019; the COG guideline rounds it to 10).',
    },
    boxedWarnings: [
      'Cardiotoxicity, including fatal heart failure; risk rises with cumulative dose; assess LVEF before each dose in multiple sclerosis.',
      'Secondary acute myeloid leukaemia.',
      'Not for intrathecal use; give slowly into a running IV infusion.',
      'Except in leukaemia, do not give when baseline neutrophils are below 1,500/uL.',
    ],
    emetogenicRisk: 'low',
    monitoring: [
      'LVEF at baseline and periodically (before each dose in multiple sclerosis).',
      'Running cumulative dose.',
      MYELOSUPPRESSION_MONITORING,
      'Liver tests before each dose.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Mitoxantrone injection', BOXED, DOSING, WARN, HEPATIC), FEIJEN_2019, MASCC_2016],
  },

  // ───────────────────────────── Other antitumour antibiotics ─────────────────────────────
  {
    id: 'bleomycin',
    rxcui: '1622',
    name: 'Bleomycin',
    brandNames: ['Blenoxane'],
    atc: ['L01DC01'],
    kind: 'antineoplastic',
    drugClass: 'Antitumour antibiotic (glycopeptide)',
    classTags: ['glycopeptide-antitumor-antibiotic'],
    mechanism: 'Binds DNA and generates free radicals that cause single- and double-strand breaks.',
    routes: ['iv', 'im', 'sc'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['pneumonitis', 'dermatologic', 'hypersensitivity', 'mucositis'],
    renal: {
      status: 'adjust',
      summary: 'Renally cleared; reduce the dose when CrCl is below 50 mL/min (label table).',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.7,
          text: 'CrCl 40-50 mL/min: 70% of the dose.',
        },
        {
          crclBelow: 40,
          action: 'reduce',
          doseFactor: 0.6,
          text: 'CrCl 30-40 mL/min: 60% of the dose.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.55,
          text: 'CrCl 20-30 mL/min: 55% of the dose.',
        },
        {
          crclBelow: 20,
          action: 'reduce',
          doseFactor: 0.45,
          text: 'CrCl 10-20 mL/min: 45% of the dose.',
        },
        {
          crclBelow: 10,
          action: 'reduce',
          doseFactor: 0.4,
          text: 'CrCl 5-10 mL/min: 40% of the dose.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose guidance.' },
    cumulativeLimit: {
      value: 400,
      unit: 'units',
      note: 'Pulmonary fibrosis is more frequent above a total of 400 units and in patients over 70; it can occur at lower doses.',
    },
    boxedWarnings: [
      'Pulmonary fibrosis, the most severe toxicity; more frequent above 400 units total and in older patients.',
      'Severe idiosyncratic reactions (hypotension, confusion, fever, wheezing) in about 1% of lymphoma patients.',
    ],
    emetogenicRisk: 'minimal',
    monitoring: [
      'Pulmonary function (DLCO, FVC) and chest imaging at baseline and periodically; stop for a falling DLCO or new infiltrates.',
      'Running cumulative dose in units.',
      'Lymphoma: test dose of 2 units or less for the first two doses.',
      'Tell anaesthetists: high inspired oxygen fractions can precipitate lung injury.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Bleomycin for injection', OLD_BOXED, OLD_WARN, OLD_DOSING), MASCC_2016],
  },
  {
    id: 'mitomycin',
    rxcui: '632',
    name: 'Mitomycin',
    synonyms: ['mitomycin C'],
    brandNames: ['Mutamycin'],
    atc: ['L01DC03'],
    kind: 'antineoplastic',
    drugClass: 'Antitumour antibiotic (alkylating quinone)',
    classTags: ['quinone-alkylating-antibiotic'],
    mechanism: 'Reductively activated to an alkylating species that cross-links DNA.',
    routes: ['iv', 'intravesical'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'nephrotoxicity',
      'pneumonitis',
      'dermatologic',
      'embryo-fetal',
    ],
    renal: {
      status: 'avoid',
      summary: 'Do not give IV mitomycin when serum creatinine is above 1.7 mg/dL.',
      rules: [
        {
          action: 'avoid',
          text: 'Serum creatinine above 1.7 mg/dL: do not give.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose guidance.' },
    boxedWarnings: [
      'Bone marrow suppression, notably thrombocytopenia and leukopenia, can be cumulative.',
      'Haemolytic uraemic syndrome, often fatal.',
    ],
    emetogenicRisk: 'low',
    monitoring: [
      'CBC for at least 8 weeks after each course (delayed, cumulative suppression).',
      'Serum creatinine before each dose; haemolysis and renal failure markers.',
      'Pulmonary symptoms.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Mitomycin for injection', OLD_BOXED, OLD_WARN, OLD_DOSING),
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'dactinomycin',
    rxcui: '3100',
    name: 'Dactinomycin',
    synonyms: ['actinomycin D'],
    brandNames: ['Cosmegen'],
    atc: ['L01DA01'],
    kind: 'antineoplastic',
    drugClass: 'Antitumour antibiotic (actinomycin)',
    classTags: ['actinomycin'],
    mechanism: 'Intercalates DNA and blocks RNA polymerase (transcription).',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hepatotoxicity',
      'mucositis',
      'dermatologic',
      'nephrotoxicity',
      'diarrhea',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary: 'No renal dose figure; monitor creatinine and electrolytes.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'No hepatic dose figure. Veno-occlusive disease occurs, especially under 4 years or with radiotherapy.',
    },
    // The 2018 PLR Cosmegen label carries no boxed warning (earlier labels did).
    boxedWarnings: [],
    emetogenicRisk: 'moderate',
    monitoring: [
      'CBC before each cycle.',
      'AST, ALT, bilirubin, weight and liver size for veno-occlusive disease.',
      'Creatinine and electrolytes.',
      'Halve the dose during concomitant radiotherapy (radiation toxicity and recall).',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Cosmegen (dactinomycin)', DOSING, WARN), ASCO_2020],
  },

  // ───────────────────────────── Topoisomerase inhibitors ─────────────────────────────
  {
    id: 'irinotecan',
    rxcui: '51499',
    name: 'Irinotecan',
    synonyms: ['CPT-11'],
    brandNames: ['Camptosar'],
    atc: ['L01CE02'],
    kind: 'antineoplastic',
    drugClass: 'Topoisomerase I inhibitor (camptothecin)',
    classTags: ['topoisomerase-i-inhibitor'],
    mechanism:
      'Prodrug converted by carboxylesterase to SN-38, which stabilises topoisomerase I-DNA complexes; SN-38 is inactivated by UGT1A1.',
    routes: ['iv'],
    pathways: {
      // Label 7/12.3: ketoconazole raised SN-38 AUC by 109% (about 2-fold); strong inducers lower exposure. Avoid both.
      CYP3A4: { substrate: 'moderate' },
      // Label: SN-38 is glucuronidated by UGT1A1; avoid strong UGT1A1 inhibitors (e.g. atazanavir). No fold-change given.
      UGT1A1: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'diarrhea',
      'myelosuppression',
      'infection',
      'pneumonitis',
      'hypersensitivity',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary: 'Not studied in renal impairment; not recommended in patients on dialysis.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Raised bilirubin increases SN-38 exposure and neutropenia; the label advises a lower starting dose and caution, with no single-agent figure for every schedule.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Bilirubin above ULN: consider a lower starting dose and monitor counts closely.',
        },
      ],
    },
    boxedWarnings: [
      'Early (cholinergic) and late diarrhoea can be severe and life-threatening.',
      'Severe myelosuppression.',
    ],
    emetogenicRisk: 'moderate',
    monitoring: [
      'UGT1A1 genotype: in *28 homozygotes (poor metabolisers) start at least one dose level lower.',
      'CBC before each dose.',
      'Diarrhoea: atropine for early cholinergic symptoms; loperamide for late diarrhoea.',
    ],
    pgxGenes: ['UGT1A1'],
    sources: [
      pi('Camptosar (irinotecan)', BOXED, DOSING, WARN, DDI, PK, PGX),
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'topotecan',
    rxcui: '57308',
    name: 'Topotecan',
    brandNames: ['Hycamtin'],
    atc: ['L01CE01'],
    kind: 'antineoplastic',
    drugClass: 'Topoisomerase I inhibitor (camptothecin)',
    classTags: ['topoisomerase-i-inhibitor'],
    mechanism:
      'Stabilises topoisomerase I-DNA cleavable complexes, causing double-strand breaks during replication.',
    routes: ['iv', 'oral'],
    // Label 7 (capsules): a combined P-gp/BCRP inhibitor (elacridar) raised topotecan AUC about 2.5-fold; cyclosporine also raised it. Avoid.
    pathways: { 'P-gp': { substrate: 'moderate' }, BCRP: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'pneumonitis', 'diarrhea', 'infection', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'Renally cleared. IV: CrCl 20-39 mL/min, 0.75 mg/m2 (standard 1.5 mg/m2); below 20 mL/min insufficient data. Oral: CrCl 30-49 mL/min, 1.5 mg/m2/day; below 30 mL/min, 0.6 mg/m2/day (standard 2.3 mg/m2/day).',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          text: 'Oral, CrCl 30-49 mL/min: 1.5 mg/m2/day.',
        },
        {
          crclBelow: 40,
          action: 'reduce',
          text: 'IV, CrCl 20-39 mL/min: 0.75 mg/m2.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'Oral, CrCl below 30 mL/min: 0.6 mg/m2/day.',
        },
        {
          crclBelow: 20,
          action: 'monitor',
          text: 'IV, CrCl below 20 mL/min: insufficient data for a recommendation.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'IV: clearance falls modestly with bilirubin 1.5-10 mg/dL; no adjustment recommended.',
    },
    boxedWarnings: [
      'Severe bone marrow suppression: start only with baseline neutrophils of at least 1,500/mm3 and platelets of at least 100,000/mm3, and monitor blood counts.',
    ],
    emetogenicRisk: 'low',
    monitoring: [
      'CBC before each dose; neutrophils at least 1,500/uL and platelets at least 100,000/uL.',
      'CrCl before each cycle.',
      'New or worsening cough or dyspnoea (interstitial lung disease).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Hycamtin (topotecan)', BOXED, DOSING, WARN, DDI, RENAL, HEPATIC),
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'etoposide',
    rxcui: '4179',
    name: 'Etoposide',
    synonyms: ['VP-16'],
    brandNames: ['Toposar', 'Etopophos', 'VePesid'],
    atc: ['L01CB01'],
    kind: 'antineoplastic',
    drugClass: 'Topoisomerase II inhibitor (epipodophyllotoxin)',
    classTags: ['epipodophyllotoxin'],
    mechanism:
      'Stabilises the topoisomerase II-DNA complex, causing double-strand breaks (late S and G2 phases).',
    routes: ['iv', 'oral'],
    // Etopophos label 12.3: O-demethylation by CYP3A4; no clinical fold-change given.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hypersensitivity', 'mucositis', 'infection', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 15-50 mL/min: 75% of the dose. Below 15 mL/min there are no data; consider a further reduction.',
      rules: [
        {
          crclBelow: 51,
          action: 'reduce',
          doseFactor: 0.75,
          text: 'CrCl 15-50 mL/min: 75% of the dose.',
        },
        {
          crclBelow: 15,
          action: 'monitor',
          text: 'CrCl below 15 mL/min: no data; consider a further reduction.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose figure.' },
    boxedWarnings: ['Severe myelosuppression with infection or bleeding may occur.'],
    emetogenicRisk: 'low',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Blood pressure during infusion (hypotension with rapid infusion).',
    ],
    sources: [
      pi('Etopophos (etoposide phosphate)', BOXED, DOSING, RENAL, PK),
      MASCC_2016,
      ASCO_2020,
    ],
  },

  // ───────────────────────────── Microtubule agents ─────────────────────────────
  {
    id: 'paclitaxel',
    rxcui: '56946',
    name: 'Paclitaxel',
    brandNames: ['Taxol'],
    atc: ['L01CD01'],
    kind: 'antineoplastic',
    drugClass: 'Taxane (microtubule stabiliser)',
    classTags: ['taxane'],
    mechanism: 'Binds beta-tubulin and stabilises microtubules, arresting mitosis.',
    routes: ['iv'],
    // Label 7/12.3: metabolised by CYP2C8 (main) and CYP3A4; caution with their inhibitors and inducers. No fold-change given.
    pathways: { CYP2C8: { substrate: 'minor' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'neuropathy',
      'hypersensitivity',
      'infusion-reaction',
      'bradycardia',
      'mucositis',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Taxol 3-hour infusion: AST below 10 x ULN with bilirubin 1.26-2 x ULN, 135 mg/m2; bilirubin 2.01-5 x ULN, 90 mg/m2; AST 10 x ULN or more or bilirubin above 5 x ULN, not recommended (standard 175 mg/m2).',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Bilirubin 1.26-2 x ULN (AST below 10 x ULN): 135 mg/m2 over 3 hours.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Bilirubin 2.01-5 x ULN: 90 mg/m2 over 3 hours.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Bilirubin above 5 x ULN or AST 10 x ULN or more: not recommended.',
        },
      ],
    },
    boxedWarnings: [
      'Anaphylaxis and severe hypersensitivity reactions, some fatal; premedicate with a corticosteroid and H1 and H2 antagonists.',
      'Do not give when baseline neutrophils are below 1,500/uL (solid tumours).',
    ],
    emetogenicRisk: 'low',
    monitoring: [
      'CBC before each dose.',
      'Premedication and observation for hypersensitivity during infusion.',
      'Neuropathy assessment before each dose.',
      'Heart rate during infusion; ECG if conduction abnormality develops.',
    ],
    sources: [pi('Taxol (paclitaxel)', BOXED, DOSING, WARN, DDI, HEPATIC), MASCC_2016, ASCO_2020],
  },
  {
    id: 'docetaxel',
    rxcui: '72962',
    name: 'Docetaxel',
    brandNames: ['Taxotere'],
    atc: ['L01CD02'],
    kind: 'antineoplastic',
    drugClass: 'Taxane (microtubule stabiliser)',
    classTags: ['taxane'],
    mechanism: 'Promotes tubulin assembly and stabilises microtubules, arresting mitosis.',
    routes: ['iv'],
    // Label 7/12.3: ketoconazole halved docetaxel clearance (about 2.2-fold AUC); avoid strong CYP3A4 inhibitors or consider a 50% dose reduction.
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    // cns-depression, not neurotoxicity: the ethanol in the infusion can intoxicate, and FDA's Drug
    // Safety Communication of 20 June 2014 warns that pain relievers and sleep aids may add to it.
    toxicities: [
      'myelosuppression',
      'hypersensitivity',
      'neuropathy',
      'dermatologic',
      'ocular',
      'mucositis',
      'infection',
      'cns-depression',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary:
        'Treatment-related mortality rises with hepatic impairment. Do not give when bilirubin is above ULN, or when AST or ALT is above 1.5 x ULN together with alkaline phosphatase above 2.5 x ULN.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Bilirubin above ULN, or AST/ALT above 1.5 x ULN with alkaline phosphatase above 2.5 x ULN: do not give.',
        },
      ],
    },
    boxedWarnings: [
      'Treatment-related mortality is higher with hepatic impairment, high doses, and in NSCLC after platinum therapy.',
      'Do not give with bilirubin above ULN or AST/ALT above 1.5 x ULN with alkaline phosphatase above 2.5 x ULN.',
      'Do not give when neutrophils are below 1,500/uL; monitor blood counts.',
      'Severe hypersensitivity reactions; contraindicated after severe reaction to docetaxel or polysorbate 80.',
      'Severe fluid retention; premedicate with oral corticosteroids.',
    ],
    emetogenicRisk: 'low',
    monitoring: [
      'CBC before each dose.',
      'Bilirubin, AST, ALT and alkaline phosphatase before each cycle.',
      'Fluid retention, skin and nail toxicity, neuropathy, visual symptoms (cystoid macular oedema).',
      'Alcohol content may impair driving.',
    ],
    sources: [
      pi('Taxotere (docetaxel)', BOXED, DOSING, WARN, DDI, HEPATIC, PK),
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'cabazitaxel',
    rxcui: '996051',
    name: 'Cabazitaxel',
    brandNames: ['Jevtana'],
    atc: ['L01CD04'],
    kind: 'antineoplastic',
    drugClass: 'Taxane (microtubule stabiliser)',
    classTags: ['taxane'],
    mechanism: 'Semi-synthetic taxane that stabilises microtubules; poor P-gp substrate.',
    routes: ['iv'],
    // Label 7/12.3: ketoconazole raised AUC by 25% (minor); avoid strong CYP3A inhibitors or reduce the dose by 25%; avoid strong inducers.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hypersensitivity', 'diarrhea', 'pneumonitis', 'infection'],
    // Renal failure is uncommon and mostly follows sepsis, dehydration or obstruction (label 5) (issue 12).
    rareToxicities: ['nephrotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment in renal impairment; use caution in end-stage renal disease (CrCl below 15 mL/min).',
      rules: [
        {
          crclBelow: 15,
          action: 'monitor',
          text: 'CrCl below 15 mL/min: use with caution and monitor.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild impairment (bilirubin above 1 to 1.5 x ULN or AST above 1.5 x ULN): 20 mg/m2. Moderate (bilirubin above 1.5 to 3 x ULN): 15 mg/m2. Severe (bilirubin above 3 x ULN): contraindicated.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Bilirubin above 1 to 1.5 x ULN or AST above 1.5 x ULN: 20 mg/m2.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Bilirubin above 1.5 to 3 x ULN: 15 mg/m2.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Bilirubin above 3 x ULN: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Neutropenic deaths: obtain blood counts; contraindicated when neutrophils are 1,500/uL or below; consider primary G-CSF prophylaxis.',
      'Severe hypersensitivity reactions; premedicate; contraindicated after severe reaction to cabazitaxel or polysorbate 80.',
    ],
    emetogenicRisk: 'low',
    monitoring: [
      'CBC weekly in cycle 1 and before each cycle.',
      'Premedication and observation for hypersensitivity.',
      'Diarrhoea and hydration; renal function.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Jevtana (cabazitaxel)', BOXED, DOSING, WARN, DDI, RENAL, HEPATIC), MASCC_2016],
  },
  {
    id: 'vincristine',
    rxcui: '11202',
    name: 'Vincristine',
    synonyms: ['VCR', 'leurocristine'],
    brandNames: ['Oncovin', 'Vincasar PFS'],
    atc: ['L01CA02'],
    kind: 'antineoplastic',
    drugClass: 'Vinca alkaloid (microtubule inhibitor)',
    classTags: ['vinca-alkaloid'],
    mechanism: 'Binds tubulin and inhibits microtubule assembly, arresting cells in metaphase.',
    routes: ['iv'],
    // Label 7: CYP3A4 (and P-gp) substrate; strong CYP3A4 inhibitors (azoles) increase neurotoxicity. No fold-change given.
    pathways: { CYP3A4: { substrate: 'minor' }, 'P-gp': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['neuropathy', 'hyponatremia', 'seizure', 'dermatologic', 'myelosuppression'],
    renal: { status: 'no-data', summary: 'Not renally cleared; no renal adjustment stated.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Mainly biliary excretion: reduce the dose by 50% when direct bilirubin is above 3 mg/dL.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Direct bilirubin above 3 mg/dL: 50% of the dose.',
        },
      ],
    },
    doseCap: {
      maxDose: 2,
      unit: 'mg',
      note: 'Conventional vincristine 1.4 mg/m2 per dose is capped at 2 mg; doses above 2 mg are almost always an error. Liposomal vincristine is dosed differently and is not covered by this record.',
    },
    boxedWarnings: [
      'Fatal if given by other routes: for intravenous use only; never intrathecal.',
      'Vesicant: extravasation causes severe tissue injury.',
    ],
    emetogenicRisk: 'minimal',
    monitoring: [
      'Confirm route (IV only, preferably minibag) and that the dose does not exceed 2 mg.',
      'Neurological examination before each dose (paraesthesia, reflexes, foot drop, constipation, ileus).',
      'Bowel regimen; serum sodium (SIADH).',
      'Avoid strong CYP3A4 inhibitors such as itraconazole, voriconazole and posaconazole.',
    ],
    sources: [pi('Vincristine sulfate injection', BOXED, DOSING, WARN, DDI), MASCC_2016, ASCO_2020],
  },
  {
    id: 'vinblastine',
    rxcui: '11198',
    name: 'Vinblastine',
    synonyms: ['VLB'],
    brandNames: ['Velban'],
    atc: ['L01CA01'],
    kind: 'antineoplastic',
    drugClass: 'Vinca alkaloid (microtubule inhibitor)',
    classTags: ['vinca-alkaloid'],
    mechanism: 'Binds tubulin and inhibits microtubule assembly, arresting mitosis.',
    routes: ['iv'],
    // Label: CYP3A4 substrate; inhibitors (e.g. erythromycin) increase toxicity. No fold-change given.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'neuropathy', 'dermatologic', 'mucositis'],
    renal: { status: 'no-data', summary: 'The label gives no renal dose guidance.' },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce the dose by 50% when direct bilirubin is above 3 mg/dL.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Direct bilirubin above 3 mg/dL: 50% of the dose.',
        },
      ],
    },
    boxedWarnings: [
      'Fatal if given intrathecally: for intravenous use only.',
      'Vesicant: extravasation causes considerable irritation and tissue injury.',
    ],
    emetogenicRisk: 'minimal',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Confirm IV route only.',
      'Neuropathy and constipation.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Vinblastine sulfate injection', OLD_BOXED, OLD_WARN, OLD_DOSING),
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'vinorelbine',
    rxcui: '39541',
    name: 'Vinorelbine',
    brandNames: ['Navelbine'],
    atc: ['L01CA04'],
    kind: 'antineoplastic',
    drugClass: 'Vinca alkaloid (microtubule inhibitor)',
    classTags: ['vinca-alkaloid'],
    mechanism: 'Semi-synthetic vinca alkaloid that inhibits microtubule assembly.',
    routes: ['iv'],
    // Label 7: CYP3A4 substrate; strong CYP3A4 inhibitors may raise toxicity. No fold-change given.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'neuropathy',
      'pneumonitis',
      'dermatologic',
      'infection',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'No dose adjustment is stated for renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Total bilirubin 2.1-3 mg/dL: 50% of the dose; above 3 mg/dL: 25%.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Total bilirubin 2.1-3 mg/dL: 50% of the dose.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.25,
          text: 'Total bilirubin above 3 mg/dL: 25% of the dose.',
        },
      ],
    },
    boxedWarnings: [
      'Severe myelosuppression (granulocytopenia) resulting in serious infection and septic shock.',
    ],
    emetogenicRisk: 'minimal',
    monitoring: [
      'CBC before each dose; granulocytes at least 1,000/uL.',
      'Neuropathy, constipation and ileus; new dyspnoea (pulmonary toxicity).',
      'Confirm IV route; vesicant.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      pi('Navelbine (vinorelbine)', BOXED, DOSING, WARN, DDI, HEPATIC),
      MASCC_2016,
      ASCO_2020,
    ],
  },
  {
    id: 'eribulin',
    rxcui: '1045453',
    name: 'Eribulin',
    brandNames: ['Halaven'],
    atc: ['L01XX41'],
    kind: 'antineoplastic',
    drugClass: 'Microtubule dynamics inhibitor (halichondrin analogue)',
    classTags: ['halichondrin'],
    mechanism:
      'Inhibits microtubule growth without affecting shortening, sequestering tubulin into non-productive aggregates.',
    routes: ['iv'],
    // Label 5: QTc prolongation observed on day 8 in an uncontrolled ECG study at the clinical dose.
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'neuropathy', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 15-49 mL/min: 1.1 mg/m2 (standard 1.4 mg/m2).',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          text: 'CrCl 15-49 mL/min: 1.1 mg/m2.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Child-Pugh A: 1.1 mg/m2; Child-Pugh B: 0.7 mg/m2; Child-Pugh C not studied.',
      rules: [
        { hepaticClass: 'child-pugh-a', action: 'reduce', text: 'Child-Pugh A: 1.1 mg/m2.' },
        { hepaticClass: 'child-pugh-b', action: 'reduce', text: 'Child-Pugh B: 0.7 mg/m2.' },
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Child-Pugh C: not studied; no dose recommendation.',
        },
      ],
    },
    emetogenicRisk: 'low',
    monitoring: [
      'CBC before each dose.',
      'Neuropathy before each dose.',
      'ECG in heart failure, bradyarrhythmia, with QT-prolonging drugs or electrolyte disturbance; correct potassium and magnesium first; avoid in congenital long QT syndrome.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Halaven (eribulin)', DOSING, WARN, RENAL, HEPATIC), MASCC_2016],
  },

  // ───────────────────────────── Other antineoplastics ─────────────────────────────
  {
    id: 'pegaspargase',
    rxcui: '34132',
    name: 'Pegaspargase',
    synonyms: ['PEG-asparaginase'],
    brandNames: ['Oncaspar'],
    atc: ['L01XX24'],
    kind: 'antineoplastic',
    drugClass: 'Asparagine-depleting enzyme (pegylated E. coli asparaginase)',
    classTags: ['asparaginase'],
    mechanism:
      'Hydrolyses circulating asparagine, starving leukaemic cells that cannot synthesise it.',
    routes: ['iv', 'im'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hypersensitivity',
      'thromboembolism',
      'bleeding',
      'hepatotoxicity',
      'hyperglycemia',
    ],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in severe hepatic impairment; hepatotoxicity and hyperbilirubinaemia are common.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    monitoring: [
      'Observe for hypersensitivity for 1 hour after each dose.',
      'Bilirubin and transaminases, glucose, fibrinogen and coagulation, and lipase or amylase (pancreatitis) during treatment.',
      'Serum asparaginase activity to detect silent inactivation.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Oncaspar (pegaspargase)', WARN, HEPATIC)],
  },
  {
    id: 'tretinoin',
    rxcui: '10753',
    name: 'Tretinoin',
    synonyms: ['all-trans retinoic acid', 'ATRA'],
    brandNames: ['Vesanoid'],
    atc: ['L01XX14'],
    kind: 'antineoplastic',
    drugClass: 'Retinoid (differentiating agent)',
    classTags: ['retinoid'],
    mechanism:
      'Binds retinoic acid receptors and overcomes the PML-RARA block, inducing differentiation of APL blasts.',
    routes: ['oral'],
    // Label: metabolised by CYP enzymes; ketoconazole raised tretinoin AUC by 72% (under 2-fold).
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'differentiation-syndrome',
      'teratogenic',
      'embryo-fetal',
      'pneumonitis',
      'hepatotoxicity',
      'dermatologic',
      'thromboembolism',
    ],
    renal: { status: 'no-data', summary: 'The label gives no renal dose guidance.' },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose guidance.' },
    boxedWarnings: [
      'Differentiation (retinoic acid-APL) syndrome: fever, dyspnoea, pulmonary infiltrates and effusions; can be fatal; treat promptly with dexamethasone.',
      'Rapidly rising leucocytosis raises the risk of life-threatening complications.',
      'Severe birth defects: pregnancy must be excluded and two reliable contraception methods used.',
    ],
    monitoring: [
      'Daily assessment for differentiation syndrome (weight, respiratory status, infiltrates).',
      'WBC, coagulation, liver tests and triglycerides.',
      'Pregnancy test before and monthly during treatment.',
      'Headache and papilloedema (pseudotumour cerebri), especially with tetracyclines.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Tretinoin capsules', OLD_BOXED, OLD_WARN, OLD_PK)],
  },
  {
    id: 'romidepsin',
    rxcui: '877510',
    name: 'Romidepsin',
    brandNames: ['Istodax'],
    atc: ['L01XH02'],
    kind: 'antineoplastic',
    drugClass: 'Histone deacetylase (HDAC) inhibitor',
    classTags: ['hdac-inhibitor'],
    mechanism: 'Prodrug whose reduced form inhibits class I histone deacetylases.',
    routes: ['iv'],
    // Label 7/12.3: ketoconazole raised AUC by 25% (minor); rifampin unexpectedly raised exposure; avoid strong CYP3A4 inhibitors and inducers. P-gp substrate.
    pathways: { CYP3A4: { substrate: 'minor' }, 'P-gp': { substrate: 'minor' } },
    // QT review 2026-11 (issue 13): was unknown. Istodax label 5 reports T-wave/ST changes and asks
    // for ECG monitoring with QT-prolonging drugs, without torsades: possible (label-derived class).
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infection', 'tumor-lysis', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'Mild to severe renal impairment does not change exposure; end-stage renal disease not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate hepatic impairment (bilirubin above 1.5 to 3 x ULN): 7 mg/m2. Severe (bilirubin above 3 x ULN): 5 mg/m2 (standard 14 mg/m2).',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Bilirubin above 1.5 to 3 x ULN: 7 mg/m2.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Bilirubin above 3 x ULN: 5 mg/m2.',
        },
      ],
    },
    emetogenicRisk: 'moderate',
    monitoring: [
      MYELOSUPPRESSION_MONITORING,
      'Potassium and magnesium normal before each dose; ECG where cardiac risk (T-wave and ST changes reported).',
      'INR with warfarin.',
    ],
    lastReviewed: '2026-11-27',
    sources: [pi('Istodax (romidepsin)', DOSING, WARN, DDI, HEPATIC, PK), ASCO_2020],
  },
  {
    id: 'belinostat',
    rxcui: '1543543',
    name: 'Belinostat',
    brandNames: ['Beleodaq'],
    atc: ['L01XH04'],
    kind: 'antineoplastic',
    drugClass: 'Histone deacetylase (HDAC) inhibitor',
    classTags: ['hdac-inhibitor'],
    mechanism:
      'Pan-HDAC inhibitor causing acetylated histone accumulation, cell-cycle arrest and apoptosis.',
    routes: ['iv'],
    // Label 7/12.3: primarily glucuronidated by UGT1A1; avoid strong UGT1A1 inhibitors. No fold-change given.
    pathways: { UGT1A1: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hepatotoxicity',
      'infection',
      'tumor-lysis',
      'diarrhea',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary: 'CrCl above 39 mL/min did not alter exposure; more severe impairment not studied.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'Insufficient data in moderate or severe hepatic impairment.',
    },
    emetogenicRisk: 'low',
    monitoring: [
      'UGT1A1 genotype: *28 homozygotes start at 750 mg/m2 (standard 1,000 mg/m2).',
      'CBC weekly.',
      'Liver tests before each cycle.',
    ],
    pgxGenes: ['UGT1A1'],
    lastReviewed: '2026-11-27',
    sources: [pi('Beleodaq (belinostat)', DOSING, WARN, DDI, RENAL, HEPATIC, PK, PGX), MASCC_2016],
  },
];

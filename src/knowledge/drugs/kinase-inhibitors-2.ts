import type { DrugInput } from '../../core/knowledge/drug';
import {
  EMBRYO_FETAL_PREGNANCY,
  LAST_REVIEWED,
  MASCC_2016,
  NIOSH_NOT_CHECKED,
  NOT_STUDIED_HEPATIC,
  NOT_STUDIED_RENAL,
  NO_BREASTFEEDING,
  PROFILE_SECTIONS,
  RXCUI_UNCONFIRMED,
  monographSources,
  usLabel,
} from './new-record-sources';

/*
 * Kinase inhibitors and other small-molecule signalling inhibitors added for issue 12 (the roster
 * gaps of kinase-inhibitors.ts, including the 2023-2025 approvals), each with its issue-13
 * monograph. Pathway grades follow the convention of kinase-inhibitors.ts: the FDA DDI terms
 * applied to the fold-changes in each label's section 7 and 12.3, and 'minor'/'weak' as a floor
 * where a label names an interaction without a figure. Oral emetic risk is given only where the
 * MASCC/ESMO 2016 oral table classifies the drug.
 */

const pi = (product: string) => usLabel(product, PROFILE_SECTIONS);

export const kinaseInhibitor2Drugs: DrugInput[] = [
  {
    id: 'vandetanib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Vandetanib',
    brandNames: ['Caprelsa'],
    atc: ['L01EX04'],
    kind: 'antineoplastic',
    drugClass: 'Multikinase inhibitor (RET, VEGFR, EGFR)',
    classTags: ['ret-inhibitor', 'vegfr-tki'],
    mechanism: 'Inhibits RET, VEGFR-2/3 and EGFR tyrosine kinases.',
    routes: ['oral'],
    pathways: {
      // Itraconazole had little effect; rifampin lowered AUC by about 40% (avoid strong inducers).
      CYP3A4: { substrate: 'minor' },
      // Metformin AUC +74% (OCT2); digoxin AUC +23% (P-gp).
      OCT2: { inhibitor: 'weak' },
      'P-gp': { inhibitor: 'weak' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'diarrhea',
      'dermatologic',
      'hypertension',
      'hypocalcemia',
      'hypokalemia',
      'embryo-fetal',
    ],
    rareToxicities: ['pneumonitis', 'bleeding', 'cardiotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 50 mL/min: start at 200 mg daily.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.67,
          text: 'CrCl below 50 mL/min: 200 mg once daily; monitor QTc.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Not recommended in moderate or severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Child-Pugh B or C: not recommended.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [
      'QT prolongation, torsade de pointes and sudden death: do not use with hypocalcaemia, hypokalaemia, hypomagnesaemia or long QT syndrome; avoid other QT-prolonging drugs; restricted distribution (REMS).',
    ],
    monitoring: [
      'ECG and potassium, calcium, magnesium and TSH at baseline, at 2-4 and 8-12 weeks, then every 3 months and after dose changes; keep electrolytes normal.',
      'Do not start with QTcF above 450 ms; interrupt for QTcF above 500 ms.',
      'Blood pressure, diarrhoea and skin (photosensitivity) regularly.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Symptomatic or progressive medullary thyroid cancer, unresectable locally advanced or metastatic.',
      ],
      dosing: [
        {
          indication: 'Medullary thyroid cancer',
          dose: '300 mg orally once daily.',
          modifications: [
            'QTcF above 500 ms or grade 3 or higher toxicity: interrupt; resume at 200 mg, then 100 mg, when QTcF returns below 450 ms or toxicity resolves.',
          ],
        },
      ],
      administration: [
        'With or without food; tablets may be dispersed in water (not crushed); avoid skin contact with crushed tablets.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'diarrhoea/colitis', frequency: '57%' },
          { reaction: 'rash', frequency: '53%' },
          { reaction: 'acneiform dermatitis', frequency: '35%' },
          { reaction: 'nausea', frequency: '33%' },
          { reaction: 'hypertension', frequency: '33%' },
          { reaction: 'headache', frequency: '26%' },
        ],
        serious: [
          'Torsade de pointes and sudden death',
          'Stevens-Johnson syndrome',
          'Interstitial lung disease',
          'Ischaemic cerebrovascular events and haemorrhage',
          'Heart failure',
        ],
      },
      sources: monographSources('Caprelsa (vandetanib)'),
    },
    sources: [pi('Caprelsa (vandetanib)'), MASCC_2016],
  },
  {
    id: 'fruquintinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Fruquintinib',
    brandNames: ['Fruzaqla'],
    atc: ['L01EK04'],
    kind: 'antineoplastic',
    drugClass: 'VEGFR-1/2/3 tyrosine kinase inhibitor',
    classTags: ['vegfr-tki'],
    mechanism: 'Selectively inhibits VEGFR-1, -2 and -3, blocking tumour angiogenesis.',
    routes: ['oral'],
    pathways: {
      // Rifampin lowered fruquintinib AUC by about 65%; strong CYP3A inhibition had no clinically meaningful effect.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hypertension',
      'bleeding',
      'dermatologic',
      'hepatotoxicity',
      'nephrotoxicity',
      'infection',
      'embryo-fetal',
    ],
    rareToxicities: ['thromboembolism'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30-89 mL/min; below 30 mL/min not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Blood pressure weekly for the first month, then at least monthly; urine protein and liver tests before each cycle.',
      'Bleeding, GI perforation and wound healing (withhold 2 weeks before surgery).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Metastatic colorectal cancer after fluoropyrimidine-, oxaliplatin- and irinotecan-based chemotherapy, an anti-VEGF biologic and, if RAS wild-type and medically appropriate, an anti-EGFR therapy.',
      ],
      dosing: [
        {
          indication: 'Metastatic colorectal cancer',
          dose: '5 mg orally once daily on days 1-21 of each 28-day cycle.',
          modifications: [
            'Reduce to 4 mg, then 3 mg daily for toxicity per the label table; stop if 3 mg is not tolerated.',
          ],
        },
      ],
      administration: ['With or without food; swallow capsules whole.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'hypertension', frequency: '≥20%' },
          {
            reaction: 'palmar-plantar erythrodysesthesia, proteinuria, dysphonia',
            frequency: '≥20%',
          },
          { reaction: 'abdominal pain, diarrhoea, asthenia', frequency: '≥20%' },
        ],
        serious: [
          'Haemorrhage',
          'GI perforation',
          'Hepatotoxicity',
          'Arterial thromboembolism',
          'Posterior reversible encephalopathy syndrome',
        ],
      },
      sources: monographSources('Fruzaqla (fruquintinib)'),
    },
    sources: [pi('Fruzaqla (fruquintinib)')],
  },
  {
    id: 'capivasertib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Capivasertib',
    atc: ['L01EX27'],
    brandNames: ['Truqap'],
    kind: 'antineoplastic',
    drugClass: 'AKT inhibitor',
    classTags: ['akt-inhibitor'],
    mechanism: 'Inhibits all three AKT isoforms, blocking PI3K/AKT/PTEN pathway signalling.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised capivasertib AUC about 1.95-fold; label 2/7: strong CYP3A inhibitors -> 200 mg twice daily, moderate -> 320 mg; avoid strong inducers.
      // Capivasertib weakly inhibits CYP3A (monitor sensitive substrates).
      CYP3A4: { substrate: 'minor', inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia', 'diarrhea', 'dermatologic', 'mucositis', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'No adjustment in mild impairment; monitor in moderate impairment; severe impairment not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'monitor',
          text: 'Moderate hepatic impairment: monitor for toxicity.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Fasting glucose and HbA1c before starting; fasting glucose at least every 2 weeks for the first month, then monthly.',
      'Diarrhoea and cutaneous reactions (including erythema multiforme and DRESS).',
      'Select by PIK3CA, AKT1 or PTEN alteration (FDA-approved test).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'HR-positive, HER2-negative locally advanced or metastatic breast cancer with one or more PIK3CA, AKT1 or PTEN alterations, with fulvestrant, after progression on endocrine therapy.',
      ],
      dosing: [
        {
          indication: 'Breast cancer (with fulvestrant)',
          dose: '400 mg orally twice daily for 4 days followed by 3 days off, each week.',
          modifications: [
            'Reduce to 320 mg, then 200 mg twice daily for hyperglycaemia, diarrhoea or skin reactions per the label table.',
            'Strong CYP3A inhibitor unavoidable: 200 mg twice daily; moderate: 320 mg twice daily.',
          ],
        },
      ],
      administration: ['With or without food, about 12 hours apart, on days 1-4 of each week.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'diarrhoea', frequency: '72%' },
          { reaction: 'cutaneous adverse reactions', frequency: '58%' },
          { reaction: 'nausea', frequency: '35%' },
          { reaction: 'fatigue', frequency: '32%' },
          { reaction: 'stomatitis', frequency: '30%' },
          { reaction: 'raised glucose (laboratory)', frequency: '≥20%' },
        ],
        serious: [
          'Hyperglycaemia and ketoacidosis',
          'Severe diarrhoea',
          'Erythema multiforme, DRESS',
        ],
      },
      sources: monographSources('Truqap (capivasertib)'),
    },
    sources: [pi('Truqap (capivasertib)')],
  },
  {
    id: 'fedratinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Fedratinib',
    brandNames: ['Inrebic'],
    atc: ['L01EJ02'],
    kind: 'antineoplastic',
    drugClass: 'JAK2 inhibitor',
    classTags: ['jak-inhibitor'],
    mechanism: 'Inhibits JAK2 (and FLT3), reducing myeloproliferative signalling.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised fedratinib AUC about 3-fold; rifampin lowered it by about 81%.
      // Fedratinib raised midazolam AUC 3.8-fold, omeprazole 2.8-fold and metoprolol 1.8-fold.
      CYP3A4: { substrate: 'moderate', inhibitor: 'moderate' },
      CYP2C19: { inhibitor: 'moderate' },
      CYP2D6: { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'diarrhea', 'hepatotoxicity'],
    rareToxicities: ['neurotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 15-29 mL/min: 200 mg daily. Milder impairment: no change.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 15-29 mL/min: 200 mg once daily.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'No adjustment in mild or moderate impairment; avoid in severe impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: avoid.',
        },
      ],
    },
    boxedWarnings: [
      'Serious and fatal encephalopathy, including Wernicke encephalopathy: check thiamine before and during treatment, do not start with thiamine deficiency, and stop if encephalopathy is suspected.',
    ],
    monitoring: [
      'Thiamine level at baseline, periodically and as indicated; replete before starting.',
      'CBC, liver tests, amylase and lipase at baseline and at least monthly for 3 months, then as indicated.',
      'Prophylactic antiemetics and antidiarrhoeals in the first weeks.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Intermediate-2 or high-risk primary or secondary myelofibrosis.'],
      dosing: [
        {
          indication: 'Myelofibrosis (platelets at least 50,000/µL)',
          dose: '400 mg orally once daily.',
          modifications: [
            'Reduce by 100 mg steps for haematological or non-haematological toxicity; stop if 200 mg is not tolerated.',
            'Strong CYP3A4 inhibitor unavoidable: 200 mg daily; return to 300 mg then 400 mg over 2 weeks after it stops.',
          ],
        },
      ],
      administration: ['With or without food; a high-fat meal may reduce nausea.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy:
        'No adequate data; animal studies showed fetal harm at exposures below clinical ones; avoid in pregnancy.',
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'diarrhoea', frequency: '66%' },
          { reaction: 'nausea', frequency: '62%' },
          { reaction: 'anaemia', frequency: '40%' },
          { reaction: 'vomiting', frequency: '39%' },
        ],
        serious: [
          'Wernicke encephalopathy',
          'Severe anaemia and thrombocytopenia',
          'Hepatotoxicity',
          'Raised amylase/lipase',
        ],
      },
      sources: monographSources('Inrebic (fedratinib)'),
    },
    sources: [pi('Inrebic (fedratinib)')],
  },
  {
    id: 'momelotinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Momelotinib',
    brandNames: ['Ojjaara'],
    atc: ['L01EJ04'],
    kind: 'antineoplastic',
    drugClass: 'JAK1/JAK2 and ACVR1 inhibitor',
    classTags: ['jak-inhibitor'],
    mechanism:
      'Inhibits JAK1, JAK2 and ACVR1 (ALK2); ACVR1 inhibition lowers hepcidin and improves anaemia.',
    routes: ['oral'],
    pathways: {
      // A single rifampin dose (OATP1B1/1B3 inhibitor) raised momelotinib AUC by about 57%; multiple-dose rifampin lowered it.
      'OATP1B1/1B3': { substrate: 'minor' },
      CYP3A4: { substrate: 'minor' },
      // Rosuvastatin AUC about 2.7-fold (BCRP).
      BCRP: { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infection', 'hepatotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 15 mL/min or more; dialysis not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment (Child-Pugh C): 150 mg daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.75,
          text: 'Child-Pugh C: 150 mg once daily.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'CBC including platelets at baseline and periodically; liver tests monthly for 6 months, then periodically.',
      'Hepatitis B status before starting; signs of infection.',
      'Rosuvastatin: start at 5 mg and do not exceed 10 mg daily.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Intermediate or high-risk myelofibrosis (primary or secondary) in adults with anaemia.',
      ],
      dosing: [
        {
          indication: 'Myelofibrosis with anaemia',
          dose: '200 mg orally once daily.',
          modifications: [
            'Reduce by 50 mg steps (150, then 100 mg) for thrombocytopenia, neutropenia, hepatotoxicity or other grade 3 or higher toxicity.',
          ],
        },
      ],
      administration: ['With or without food; swallow whole.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction:
              'thrombocytopenia, haemorrhage, bacterial infection, fatigue, dizziness, diarrhoea, nausea',
            frequency: '≥20%',
          },
        ],
        serious: [
          'Serious infections',
          'Thrombocytopenia and neutropenia',
          'Hepatotoxicity',
          'Major adverse cardiac events, thrombosis and malignancy (JAK-inhibitor class warning)',
        ],
      },
      sources: monographSources('Ojjaara (momelotinib)'),
    },
    sources: [pi('Ojjaara (momelotinib)')],
  },
  {
    id: 'quizartinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Quizartinib',
    brandNames: ['Vanflyta'],
    atc: ['L01EX11'],
    kind: 'antineoplastic',
    drugClass: 'FLT3 inhibitor (type II)',
    classTags: ['flt3-inhibitor'],
    mechanism: 'Inhibits FLT3, including FLT3-ITD, blocking leukaemic proliferation.',
    routes: ['oral'],
    pathways: {
      // Label 2/7: halve the dose with strong CYP3A inhibitors; avoid strong and moderate inducers.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infection', 'hypokalemia', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
    },
    boxedWarnings: [
      'QT prolongation, torsade de pointes and cardiac arrest: do not start if QTcF is above 450 ms; correct hypokalaemia and hypomagnesaemia; monitor ECGs; restricted distribution (REMS).',
    ],
    monitoring: [
      'ECG before starting, weekly during induction and consolidation, weekly for the first month of maintenance, then as indicated.',
      'Potassium and magnesium before and during treatment; CBC.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Newly diagnosed FLT3-ITD-positive AML, with standard cytarabine and anthracycline induction and cytarabine consolidation, and as maintenance monotherapy after consolidation (not after allogeneic HSCT).',
      ],
      dosing: [
        {
          indication: 'FLT3-ITD AML',
          dose: 'Induction: 35.4 mg once daily on days 8-21; consolidation: 35.4 mg once daily on days 6-19; maintenance: 26.5 mg daily for 2 weeks, then 53 mg daily if QTcF is 450 ms or less.',
          modifications: [
            'QTcF above 500 ms: interrupt, resume at a reduced dose when below 450 ms; stop for torsade or life-threatening arrhythmia.',
            'Strong CYP3A inhibitor: reduce (35.4 to 17.7 mg; 53 to 26.5 mg; 26.5 to 17.7 mg).',
          ],
        },
      ],
      administration: ['Same time each day, with or without food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'febrile neutropenia, diarrhoea, mucositis, nausea, abdominal pain',
            frequency: '≥10% (with chemotherapy)',
          },
          {
            reaction: 'sepsis, neutropenia, headache, vomiting, hypokalaemia',
            frequency: '≥10% (with chemotherapy)',
          },
          { reaction: 'QTc prolongation', frequency: '≥10%' },
        ],
        serious: ['Cardiac arrest and torsade de pointes', 'Sepsis', 'Febrile neutropenia'],
      },
      sources: monographSources('Vanflyta (quizartinib)'),
    },
    sources: [pi('Vanflyta (quizartinib)')],
  },
  {
    id: 'avapritinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Avapritinib',
    brandNames: ['Ayvakit'],
    atc: ['L01EX18'],
    kind: 'antineoplastic',
    drugClass: 'KIT and PDGFRA inhibitor',
    classTags: ['kit-pdgfra-inhibitor'],
    mechanism: 'Inhibits PDGFRA (including exon 18 D842V) and KIT D816V activation-loop mutants.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised avapritinib AUC 4.2-fold; rifampin lowered it by 92%.
      CYP3A4: { substrate: 'moderate' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'neurotoxicity', 'myelosuppression', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 15 mL/min or more; dialysis not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Severe hepatic impairment (Child-Pugh C): GIST 200 mg, AdvSM 100 mg, ISM 25 mg every other day.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: GIST 200 mg daily; AdvSM 100 mg daily; ISM 25 mg every other day.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Intracranial haemorrhage: do not start in AdvSM with platelets below 50,000/µL; platelets every 2 weeks for 8 weeks in AdvSM.',
      'Cognitive effects (memory, confusion) at each visit.',
      'CBC regularly.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Unresectable or metastatic GIST with a PDGFRA exon 18 mutation, including D842V.',
        'Advanced systemic mastocytosis (AdvSM).',
        'Indolent systemic mastocytosis (ISM).',
      ],
      dosing: [
        {
          indication: 'GIST (PDGFRA exon 18)',
          dose: '300 mg orally once daily on an empty stomach.',
          modifications: [
            'Reduce to 200 mg, then 100 mg for toxicity; stop for intracranial haemorrhage.',
          ],
        },
        {
          indication: 'Advanced systemic mastocytosis',
          dose: '200 mg orally once daily.',
          modifications: ['Reduce stepwise to 100, 50 and 25 mg for toxicity.'],
        },
        {
          indication: 'Indolent systemic mastocytosis',
          dose: '25 mg orally once daily.',
          modifications: [],
        },
      ],
      administration: ['Empty stomach: at least 1 hour before or 2 hours after a meal.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'oedema', frequency: '72% (GIST)' },
          { reaction: 'nausea', frequency: '64% (GIST)' },
          { reaction: 'fatigue', frequency: '61% (GIST)' },
          { reaction: 'cognitive impairment', frequency: '48% (GIST)' },
          {
            reaction: 'vomiting, decreased appetite, diarrhoea, hair colour changes',
            frequency: '≥30% (GIST)',
          },
        ],
        serious: ['Intracranial haemorrhage', 'Cognitive effects', 'Photosensitivity'],
      },
      sources: monographSources('Ayvakit (avapritinib)'),
    },
    sources: [pi('Ayvakit (avapritinib)')],
  },
  {
    id: 'binimetinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Binimetinib',
    brandNames: ['Mektovi'],
    atc: ['L01EE03'],
    kind: 'antineoplastic',
    drugClass: 'MEK1/2 inhibitor',
    classTags: ['mek-inhibitor'],
    mechanism: 'Reversibly inhibits MEK1 and MEK2 downstream of BRAF in the MAPK pathway.',
    routes: ['oral'],
    // Mainly glucuronidated (UGT1A1); the label names no clinically significant PK interaction.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'ocular',
      'diarrhea',
      'dermatologic',
      'hepatotoxicity',
      'myopathy',
      'embryo-fetal',
    ],
    rareToxicities: ['thromboembolism', 'pneumonitis', 'bleeding'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate or severe hepatic impairment: 30 mg twice daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.67,
          text: 'Moderate or severe hepatic impairment: 30 mg twice daily.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'LVEF by echocardiogram or MUGA before treatment, 1 month after, then every 2-3 months.',
      'Ophthalmological assessment at regular intervals and for new visual disturbance (serous retinopathy, retinal vein occlusion).',
      'Liver tests and CPK monthly; skin examinations.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'BRAF V600E/K unresectable or metastatic melanoma, with encorafenib.',
        'BRAF V600E metastatic NSCLC, with encorafenib.',
      ],
      dosing: [
        {
          indication: 'Melanoma or NSCLC (with encorafenib)',
          dose: '45 mg orally twice daily, about 12 hours apart.',
          modifications: [
            'Reduce to 30 mg twice daily; stop if 30 mg is not tolerated. Withhold for LVEF drop, retinal toxicity, CPK rise or hepatotoxicity per the label table.',
          ],
        },
      ],
      administration: ['With or without food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'fatigue', frequency: '43% (melanoma, with encorafenib)' },
          { reaction: 'nausea', frequency: '41%' },
          { reaction: 'diarrhoea', frequency: '36%' },
          { reaction: 'vomiting', frequency: '30%' },
          { reaction: 'abdominal pain', frequency: '28%' },
        ],
        serious: [
          'Cardiomyopathy',
          'Venous thromboembolism',
          'Serous retinopathy and retinal vein occlusion',
          'Interstitial lung disease',
          'Rhabdomyolysis',
          'Haemorrhage',
        ],
      },
      sources: monographSources('Mektovi (binimetinib)'),
    },
    sources: [pi('Mektovi (binimetinib)')],
  },
  {
    id: 'repotrectinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Repotrectinib',
    brandNames: ['Augtyro'],
    atc: ['L01EX28'],
    kind: 'antineoplastic',
    drugClass: 'ROS1 and TRK tyrosine kinase inhibitor',
    classTags: ['ros1-inhibitor', 'trk-inhibitor'],
    mechanism:
      'Compact macrocyclic inhibitor of ROS1 and TRKA/B/C, including solvent-front resistance mutations.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised repotrectinib AUC about 5.9-fold; rifampin lowered it. Repotrectinib induces CYP3A
      // (lowers midazolam and hormonal contraceptive exposure); graded 'weak' as a floor.
      CYP3A4: { substrate: 'sensitive', inducer: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['neurotoxicity', 'hepatotoxicity', 'myopathy', 'embryo-fetal'],
    rareToxicities: ['pneumonitis'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'CNS effects (dizziness, ataxia, cognitive and mood changes) at each visit; advise against driving if affected.',
      'Liver tests every 2 weeks for the first month, then monthly; CPK for muscle pain or weakness; uric acid.',
      'Bone fractures: evaluate bone pain or deformity.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Locally advanced or metastatic ROS1-positive NSCLC.',
        'Solid tumours with an NTRK gene fusion, locally advanced or metastatic or unresectable, that progressed after treatment or have no satisfactory alternative (adults and children 12 years and older).',
      ],
      dosing: [
        {
          indication: 'ROS1-positive NSCLC or NTRK fusion-positive solid tumours',
          dose: '160 mg orally once daily for 14 days, then 160 mg twice daily.',
          modifications: [
            'Reduce stepwise (120 mg twice daily, then 80 mg twice daily) for CNS effects, hepatotoxicity or other grade 3 toxicity per the label table.',
          ],
        },
      ],
      administration: [
        'With or without food; avoid strong or moderate CYP3A inhibitors and strong or moderate inducers; use non-hormonal contraception.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'dizziness', frequency: '≥50%' },
          { reaction: 'dysgeusia, peripheral neuropathy, constipation', frequency: '≥30%' },
          {
            reaction: 'dyspnoea, ataxia, fatigue, cognitive disorders, muscular weakness',
            frequency: '≥20%',
          },
        ],
        serious: [
          'CNS effects including falls',
          'Interstitial lung disease',
          'Hepatotoxicity',
          'Myalgia with CPK elevation',
          'Bone fractures',
        ],
      },
      sources: monographSources('Augtyro (repotrectinib)'),
    },
    sources: [pi('Augtyro (repotrectinib)')],
  },
  {
    id: 'lazertinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Lazertinib',
    brandNames: ['Lazcluze'],
    atc: ['L01EB09'],
    kind: 'antineoplastic',
    drugClass: 'EGFR tyrosine kinase inhibitor (third generation)',
    classTags: ['egfr-tki'],
    mechanism:
      'Irreversibly inhibits EGFR with exon 19 deletions or L858R and the T790M resistance mutation.',
    routes: ['oral'],
    pathways: {
      // Rifampin lowered lazertinib AUC by about 83% (avoid strong and moderate inducers).
      // Lazertinib raised rosuvastatin AUC about 2.2-fold (BCRP) and midazolam about 1.5-fold (CYP3A4).
      CYP3A4: { substrate: 'minor', inhibitor: 'weak' },
      BCRP: { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['dermatologic', 'thromboembolism', 'mucositis', 'diarrhea', 'embryo-fetal'],
    rareToxicities: ['pneumonitis', 'ocular', 'cardiotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'Prophylactic anticoagulation (DOAC or LMWH) for the first 4 months with amivantamab; signs of venous thromboembolism.',
      'Skin and nails: preventive skin care and photoprotection; ILD symptoms; eye symptoms.',
      'LVEF where cardiac risk factors.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'First-line locally advanced or metastatic NSCLC with EGFR exon 19 deletions or exon 21 L858R, with amivantamab.',
      ],
      dosing: [
        {
          indication: 'EGFR-mutant NSCLC (with amivantamab)',
          dose: '240 mg orally once daily; on amivantamab days give lazertinib before the infusion.',
          modifications: ['Reduce to 160 mg, then 80 mg daily for toxicity per the label table.'],
        },
      ],
      administration: ['With or without food; swallow whole.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'rash', frequency: '89% (with amivantamab)' },
          { reaction: 'nail toxicity', frequency: '71%' },
          { reaction: 'infusion-related reaction (amivantamab)', frequency: '63%' },
          { reaction: 'musculoskeletal pain', frequency: '47%' },
          { reaction: 'stomatitis, oedema', frequency: '43%' },
          { reaction: 'venous thromboembolism', frequency: '36%' },
        ],
        serious: [
          'Venous thromboembolism',
          'Interstitial lung disease',
          'Severe dermatological reactions',
          'Keratitis',
          'Cardiomyopathy',
        ],
      },
      sources: monographSources('Lazcluze (lazertinib)'),
    },
    sources: [pi('Lazcluze (lazertinib)')],
  },
  {
    id: 'inavolisib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Inavolisib',
    atc: ['L01EM06'],
    brandNames: ['Itovebi'],
    kind: 'antineoplastic',
    drugClass: 'PI3K-alpha inhibitor (mutant-selective degrader)',
    classTags: ['pi3k-inhibitor'],
    mechanism: 'Inhibits PI3K p110-alpha and promotes degradation of mutant p110-alpha.',
    routes: ['oral'],
    // Cleared mainly by hydrolysis; the label names no clinically significant CYP interaction.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia', 'mucositis', 'diarrhea', 'dermatologic', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 30-59 mL/min: 6 mg daily. Below 30 mL/min: not studied.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.67,
          text: 'CrCl 30-59 mL/min: 6 mg once daily.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'Fasting glucose and HbA1c before starting; fasting glucose weekly for the first month, then monthly (more often in diabetes).',
      'Stomatitis (dexamethasone mouthwash), diarrhoea and rash.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Endocrine-resistant PIK3CA-mutated, HR-positive, HER2-negative locally advanced or metastatic breast cancer, with palbociclib and fulvestrant.',
      ],
      dosing: [
        {
          indication: 'Breast cancer (with palbociclib and fulvestrant)',
          dose: '9 mg orally once daily.',
          modifications: [
            'Reduce to 6 mg, then 3 mg daily for hyperglycaemia, stomatitis, diarrhoea or other toxicity per the label table.',
          ],
        },
      ],
      administration: ['With or without food; same time each day.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'hyperglycaemia (laboratory)', frequency: '≥50%' },
          { reaction: 'stomatitis', frequency: 'about 50%' },
          { reaction: 'diarrhoea', frequency: 'about 48%' },
          { reaction: 'fatigue, nausea, rash, decreased appetite', frequency: '≥20%' },
        ],
        serious: [
          'Severe hyperglycaemia and ketoacidosis',
          'Severe stomatitis',
          'Severe diarrhoea',
        ],
      },
      sources: monographSources('Itovebi (inavolisib)'),
    },
    sources: [pi('Itovebi (inavolisib)')],
  },
  {
    id: 'tovorafenib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tovorafenib',
    atc: ['L01EC04'],
    brandNames: ['Ojemda'],
    kind: 'antineoplastic',
    drugClass: 'Type II RAF kinase inhibitor',
    classTags: ['raf-inhibitor'],
    mechanism: 'Inhibits monomeric and dimeric RAF (including BRAF fusions and V600 mutants).',
    routes: ['oral'],
    pathways: {
      // Label 7: mainly CYP2C8 (avoid strong CYP2C8 inhibitors and inducers); tovorafenib may lower CYP3A substrates and hormonal contraceptives.
      CYP2C8: { substrate: 'minor' },
      CYP3A4: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['dermatologic', 'bleeding', 'hepatotoxicity', 'embryo-fetal'],
    renal: NOT_STUDIED_RENAL,
    hepatic: NOT_STUDIED_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'Growth (height and weight) during treatment; bleeding signs; liver tests before and during.',
      'Skin (photosensitivity, rash) and nails.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory paediatric low-grade glioma with a BRAF fusion or rearrangement or BRAF V600 mutation, in patients 6 months and older.',
      ],
      dosing: [
        {
          indication: 'Paediatric low-grade glioma',
          dose: '380 mg/m2 orally once weekly (at most 600 mg per dose), as tablets or oral suspension.',
          modifications: [
            'Reduce by BSA-based steps per the label table for haemorrhage, skin, liver or other toxicity.',
          ],
        },
      ],
      administration: ['Once weekly on the same day, with or without food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'hair colour changes, rash, fatigue', frequency: '≥30%' },
          {
            reaction: 'viral infection, vomiting, headache, haemorrhage, pyrexia, dry skin',
            frequency: '≥30%',
          },
          { reaction: 'raised CPK and transaminases (laboratory)', frequency: '≥30%' },
        ],
        serious: [
          'Haemorrhage',
          'Severe skin reactions',
          'Hepatotoxicity',
          'Reduced growth velocity',
        ],
      },
      sources: monographSources('Ojemda (tovorafenib)'),
    },
    sources: [pi('Ojemda (tovorafenib)')],
  },
  {
    id: 'selumetinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Selumetinib',
    brandNames: ['Koselugo'],
    atc: ['L01EE04'],
    kind: 'antineoplastic',
    drugClass: 'MEK1/2 inhibitor',
    classTags: ['mek-inhibitor'],
    mechanism: 'Inhibits MEK1 and MEK2, reducing RAS-driven signalling in neurofibroma cells.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised selumetinib AUC about 1.5-fold and fluconazole about 1.5-fold; rifampin lowered it by about 51%.
      CYP3A4: { substrate: 'minor' },
      CYP2C19: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'ocular',
      'diarrhea',
      'dermatologic',
      'myopathy',
      'embryo-fetal',
    ],
    rareToxicities: ['bleeding'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate hepatic impairment: 20 mg/m2 twice daily; severe impairment: not established.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.8,
          text: 'Child-Pugh B: 20 mg/m2 twice daily.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'LVEF before treatment, every 3 months for the first year, then every 6 months.',
      'Ophthalmic assessment before treatment, regularly, and for new visual symptoms.',
      'CPK for muscle symptoms; bleeding risk with anticoagulants (capsules contain vitamin E).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Neurofibromatosis type 1 with symptomatic, inoperable plexiform neurofibromas (children 1-2 years and older per formulation, and adults).',
      ],
      dosing: [
        {
          indication: 'NF1 plexiform neurofibromas',
          dose: '25 mg/m2 orally twice daily (about 12 hours apart), dose by BSA.',
          modifications: [
            'Reduce per the BSA-based table for toxicity; strong or moderate CYP3A4 inhibitors or fluconazole: reduce to 20 mg/m2 twice daily (or 15 mg/m2 if already reduced).',
          ],
        },
      ],
      administration: [
        'Capsules: on an empty stomach (no food 2 hours before and 1 hour after), swallowed whole.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'vomiting, rash, abdominal pain, diarrhoea, nausea',
            frequency: '≥40% (paediatric)',
          },
          {
            reaction:
              'dry skin, fatigue, musculoskeletal pain, pyrexia, acneiform rash, stomatitis, headache, paronychia, pruritus',
            frequency: '≥20% (paediatric)',
          },
        ],
        serious: [
          'Decreased LVEF',
          'Retinal pigment epithelial detachment and retinal vein occlusion',
          'Severe diarrhoea',
          'Rhabdomyolysis',
        ],
      },
      sources: monographSources('Koselugo (selumetinib)'),
    },
    sources: [pi('Koselugo (selumetinib)')],
  },
  {
    id: 'mirdametinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Mirdametinib',
    atc: ['L01EE05'],
    brandNames: ['Gomekli'],
    kind: 'antineoplastic',
    drugClass: 'MEK1/2 inhibitor',
    classTags: ['mek-inhibitor'],
    mechanism:
      'Inhibits MEK1 and MEK2, reducing MAPK signalling in NF1-deficient neurofibroma cells.',
    routes: ['oral'],
    // The label names no clinically significant PK interaction.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['ocular', 'cardiotoxicity', 'dermatologic', 'diarrhea', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'Ophthalmological assessment before treatment, regularly, and for new visual changes.',
      'LVEF before treatment, every 3 months in the first year, then as indicated.',
      'Skin (acneiform dermatitis) and diarrhoea.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Neurofibromatosis type 1 with symptomatic plexiform neurofibromas not amenable to complete resection, in adults and children 2 years and older.',
      ],
      dosing: [
        {
          indication: 'NF1 plexiform neurofibromas',
          dose: '2 mg/m2 orally twice daily (at most 4 mg twice daily) for 21 days of each 28-day cycle.',
          modifications: [
            'Reduce per the BSA-based table for ocular, cardiac, skin or other toxicity.',
          ],
        },
      ],
      administration: ['With or without food; capsules or tablets for oral suspension.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'acneiform dermatitis', frequency: '≥50% (adults)' },
          { reaction: 'diarrhoea, nausea', frequency: '≥50% (adults)' },
          { reaction: 'musculoskeletal pain, vomiting, fatigue', frequency: '≥25% (adults)' },
        ],
        serious: [
          'Retinal vein occlusion and retinal pigment epithelium detachment',
          'Decreased LVEF',
          'Severe dermatological reactions',
        ],
      },
      sources: monographSources('Gomekli (mirdametinib)'),
    },
    sources: [pi('Gomekli (mirdametinib)')],
  },
  {
    id: 'pexidartinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Pexidartinib',
    brandNames: ['Turalio'],
    atc: ['L01EX15'],
    kind: 'antineoplastic',
    drugClass: 'CSF1R inhibitor',
    classTags: ['csf1r-inhibitor'],
    mechanism:
      'Inhibits colony-stimulating factor 1 receptor (and KIT, FLT3-ITD), depleting tumour-associated macrophages.',
    routes: ['oral'],
    pathways: {
      // Itraconazole raised pexidartinib AUC about 1.7-fold (reduce dose); rifampin lowered it by about 65% (avoid).
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    // Esomeprazole lowered pexidartinib AUC by about 50%: avoid PPIs; separate H2 blockers and antacids.
    phDependentAbsorption: true,
    toxicities: ['hepatotoxicity', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 15-89 mL/min (Cockcroft-Gault, actual weight): 125 mg in the morning and 250 mg in the evening.',
      rules: [
        {
          crclBelow: 90,
          action: 'reduce',
          doseFactor: 0.75,
          text: 'CrCl 15-89 mL/min: 125 mg in the morning and 250 mg in the evening with a low-fat meal.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate hepatic impairment: reduced dose per the label (125 mg twice daily); severe impairment not studied. Not for patients with pre-existing raised transaminases or bilirubin or active liver disease.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Moderate hepatic impairment: 125 mg twice daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not studied; avoid.',
        },
      ],
    },
    boxedWarnings: [
      'Hepatotoxicity: serious and potentially fatal liver injury (mixed or cholestatic); monitor liver tests and withhold, reduce or stop; available only through a restricted programme (REMS).',
    ],
    monitoring: [
      'Liver tests (AST, ALT, bilirubin, ALP, GGT) before starting, weekly for the first 8 weeks, every 2 weeks for the next month, then every 3 months.',
      'Avoid other hepatotoxic drugs and alcohol.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Symptomatic tenosynovial giant cell tumour associated with severe morbidity or functional limitation, not amenable to improvement with surgery.',
      ],
      dosing: [
        {
          indication: 'Tenosynovial giant cell tumour',
          dose: '250 mg orally twice daily with a low-fat meal.',
          modifications: [
            'Dose reductions: 125 mg in the morning and 250 mg in the evening, then 125 mg twice daily; stop if 125 mg twice daily is not tolerated.',
            'Withhold, reduce or stop for liver test abnormalities per the label table; avoid moderate or strong CYP3A inhibitors and UGT inhibitors, reducing the dose per the label table if unavoidable.',
          ],
        },
      ],
      administration: ['With a low-fat meal (about 11-14 g fat); high-fat meals raise exposure.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'raised LDH, AST, ALT, cholesterol (laboratory)', frequency: '≥50%' },
          { reaction: 'hair colour changes', frequency: '≥50%' },
          { reaction: 'fatigue, raised ALP, decreased neutrophils, dysgeusia', frequency: '≥20%' },
        ],
        serious: ['Serious and fatal hepatotoxicity (vanishing bile duct syndrome)'],
      },
      sources: monographSources('Turalio (pexidartinib)'),
    },
    sources: [pi('Turalio (pexidartinib)')],
  },
  {
    id: 'vimseltinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Vimseltinib',
    atc: ['L01EX29'],
    brandNames: ['Romvimza'],
    kind: 'antineoplastic',
    drugClass: 'CSF1R inhibitor',
    classTags: ['csf1r-inhibitor'],
    mechanism: 'Selective switch-control inhibitor of colony-stimulating factor 1 receptor.',
    routes: ['oral'],
    pathways: {
      // Label 7: vimseltinib inhibits transporters; avoid substrates where small rises are serious. Graded 'weak' as a floor.
      'P-gp': { inhibitor: 'weak' },
      BCRP: { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'myopathy', 'dermatologic', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests before starting and as indicated; CPK; lipids.',
      'Periorbital and peripheral oedema.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Symptomatic tenosynovial giant cell tumour for which surgical resection may cause worsening functional limitation or severe morbidity.',
      ],
      dosing: [
        {
          indication: 'Tenosynovial giant cell tumour',
          dose: '30 mg orally twice weekly, at least 72 hours apart.',
          modifications: ['Withhold and reduce for toxicity per the label table.'],
        },
      ],
      administration: [
        'With or without food; swallow whole; a missed dose may be taken up to 48 hours late.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'raised AST (laboratory)', frequency: '≥50%' },
          {
            reaction: 'periorbital oedema, fatigue, rash, raised cholesterol, peripheral oedema',
            frequency: '≥20%',
          },
          { reaction: 'raised CPK (laboratory)', frequency: '≥20%' },
        ],
        serious: ['Raised transaminases', 'Severe skin reactions'],
      },
      sources: monographSources('Romvimza (vimseltinib)'),
    },
    sources: [pi('Romvimza (vimseltinib)')],
  },
  {
    id: 'ensartinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ensartinib',
    brandNames: ['Ensacove'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'ALK tyrosine kinase inhibitor',
    classTags: ['alk-inhibitor'],
    mechanism: 'Inhibits ALK (and ROS1, MET) kinase activity.',
    routes: ['oral'],
    pathways: {
      // Label 7: avoid strong and moderate CYP3A inhibitors and inducers (graded 'minor' as a floor).
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['dermatologic', 'hepatotoxicity', 'bradycardia', 'hyperglycemia', 'embryo-fetal'],
    rareToxicities: ['pneumonitis', 'myopathy', 'ocular'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests every 2 weeks for the first month, then monthly; heart rate and blood pressure regularly.',
      'Glucose, CPK and uric acid as indicated; ILD symptoms; skin rash.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'ALK-positive locally advanced or metastatic NSCLC not previously treated with an ALK inhibitor.',
      ],
      dosing: [
        {
          indication: 'ALK-positive NSCLC',
          dose: '225 mg orally once daily.',
          modifications: ['Reduce to 200 mg, then 150 mg daily for toxicity per the label table.'],
        },
      ],
      administration: ['With or without food; swallow capsules whole.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'rash', frequency: '≥50%' },
          { reaction: 'musculoskeletal pain, constipation, cough, pruritus', frequency: '≥25%' },
          { reaction: 'nausea, oedema, pyrexia, fatigue', frequency: '≥20%' },
        ],
        serious: [
          'Interstitial lung disease',
          'Hepatotoxicity',
          'Symptomatic bradycardia',
          'Hyperglycaemia',
        ],
      },
      sources: monographSources('Ensacove (ensartinib)'),
    },
    sources: [pi('Ensacove (ensartinib)')],
  },
  {
    id: 'taletrectinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Taletrectinib',
    brandNames: ['Ibtrozi'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'ROS1 tyrosine kinase inhibitor',
    classTags: ['ros1-inhibitor'],
    mechanism:
      'Inhibits ROS1 kinase, including the G2032R resistance mutation, with CNS penetration.',
    routes: ['oral'],
    pathways: {
      // Label 7: avoid strong and moderate CYP3A inhibitors and inducers (graded 'minor' as a floor).
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'diarrhea', 'embryo-fetal'],
    rareToxicities: ['pneumonitis', 'myopathy'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests every 2 weeks during the first 2 months, then monthly.',
      'ECG and electrolytes in patients at risk of QT prolongation; CPK, uric acid; ILD symptoms.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Locally advanced or metastatic ROS1-positive NSCLC.'],
      dosing: [
        {
          indication: 'ROS1-positive NSCLC',
          dose: '600 mg orally once daily on an empty stomach.',
          modifications: ['Reduce to 400 mg, then 200 mg daily for toxicity per the label table.'],
        },
      ],
      administration: ['Empty stomach: no food 2 hours before and 2 hours after.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'raised AST/ALT (laboratory)', frequency: '≥50%' },
          { reaction: 'diarrhoea, nausea, vomiting', frequency: '≥40%' },
          { reaction: 'dizziness, dysgeusia, constipation, rash', frequency: '≥20%' },
        ],
        serious: [
          'Hepatotoxicity',
          'Interstitial lung disease',
          'QTc prolongation',
          'Hyperuricaemia, myalgia with CPK rise, skeletal fractures',
        ],
      },
      sources: monographSources('Ibtrozi (taletrectinib)'),
    },
    sources: [pi('Ibtrozi (taletrectinib)')],
  },
  {
    id: 'sunvozertinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Sunvozertinib',
    brandNames: ['Zegfrovy'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'EGFR tyrosine kinase inhibitor (exon 20 insertion)',
    classTags: ['egfr-tki'],
    mechanism: 'Irreversibly inhibits EGFR with exon 20 insertion mutations.',
    routes: ['oral'],
    pathways: {
      // Label 7: avoid strong CYP3A inhibitors and inducers (graded 'minor' as a floor).
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['diarrhea', 'dermatologic', 'embryo-fetal'],
    rareToxicities: ['pneumonitis', 'ocular'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'ECG and electrolytes periodically (QTc prolongation).',
      'ILD symptoms, eye symptoms, skin and diarrhoea at each visit.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Locally advanced or metastatic NSCLC with EGFR exon 20 insertion mutations that progressed on or after platinum-based chemotherapy.',
      ],
      dosing: [
        {
          indication: 'EGFR exon 20 insertion NSCLC',
          dose: '200 mg orally once daily with food.',
          modifications: ['Reduce to 150 mg, then 100 mg daily for toxicity per the label table.'],
        },
      ],
      administration: ['With food, same time each day.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'diarrhoea, rash, paronychia', frequency: '≥20%' },
          { reaction: 'stomatitis, fatigue, dry skin, musculoskeletal pain', frequency: '≥20%' },
        ],
        serious: [
          'Interstitial lung disease',
          'QTc prolongation',
          'Ocular toxicity',
          'Severe skin reactions',
          'Severe diarrhoea',
        ],
      },
      sources: monographSources('Zegfrovy (sunvozertinib)'),
    },
    sources: [pi('Zegfrovy (sunvozertinib)')],
  },
  {
    id: 'zongertinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Zongertinib',
    atc: ['L01EH04'],
    brandNames: ['Hernexeos'],
    kind: 'antineoplastic',
    drugClass: 'HER2 tyrosine kinase inhibitor',
    classTags: ['her2-tki'],
    mechanism: 'Irreversible HER2-selective tyrosine kinase inhibitor that spares wild-type EGFR.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'diarrhea', 'embryo-fetal'],
    rareToxicities: ['cardiotoxicity', 'pneumonitis'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests every 2 weeks for the first 3 months, then monthly.',
      'LVEF before starting and at regular intervals; ILD symptoms.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Unresectable or metastatic non-squamous NSCLC with HER2 (ERBB2) tyrosine kinase domain activating mutations after prior systemic therapy.',
      ],
      dosing: [
        {
          indication: 'HER2-mutant NSCLC',
          dose: 'Once daily by body weight: 120 mg below 90 kg, 180 mg at 90 kg or more.',
          modifications: [
            'Withhold, reduce or stop for hepatotoxicity, LVEF decline, ILD or other toxicity per the label table.',
          ],
        },
      ],
      administration: ['With or without food; swallow whole.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'diarrhoea', frequency: '≥20%' },
          {
            reaction: 'hepatotoxicity (raised transaminases), rash, fatigue, nausea',
            frequency: '≥20%',
          },
        ],
        serious: ['Hepatotoxicity', 'Left ventricular dysfunction', 'Interstitial lung disease'],
      },
      sources: monographSources('Hernexeos (zongertinib)'),
    },
    sources: [pi('Hernexeos (zongertinib)')],
  },
  {
    id: 'avutometinib-defactinib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Avutometinib and defactinib',
    synonyms: ['avutometinib', 'defactinib', 'VS-6766', 'VS-6063'],
    brandNames: ['Avmapki Fakzynja Co-pack', 'Avmapki', 'Fakzynja'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'RAF/MEK clamp with FAK inhibitor (co-packaged)',
    classTags: ['mek-inhibitor', 'fak-inhibitor'],
    mechanism:
      'Avutometinib holds MEK in an inactive complex with RAF; defactinib inhibits focal adhesion kinase, blocking an adaptive resistance route.',
    routes: ['oral'],
    pathways: {
      // Label 7: avoid strong and moderate CYP3A4 inhibitors and inducers (graded 'minor' as a floor).
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'ocular',
      'dermatologic',
      'hepatotoxicity',
      'myopathy',
      'diarrhea',
      'embryo-fetal',
    ],
    renal: NOT_STUDIED_RENAL,
    hepatic: NOT_STUDIED_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'Comprehensive eye examination before starting, before cycles 2 and 3, then every 3 cycles and for new symptoms.',
      'Liver tests and CPK before each cycle; skin (photosensitivity, rash).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'KRAS-mutated recurrent low-grade serous ovarian cancer after prior systemic therapy.',
      ],
      dosing: [
        {
          indication: 'KRAS-mutated low-grade serous ovarian cancer',
          dose: 'Avutometinib 3.2 mg orally twice weekly (days 1 and 4) and defactinib 200 mg orally twice daily, both for the first 3 weeks of each 4-week cycle.',
          modifications: [
            'Reduce either component per the label table for ocular, skin, liver or CPK toxicity.',
          ],
        },
      ],
      administration: ['Take with food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'nausea, fatigue, raised CPK, diarrhoea', frequency: '≥25%' },
          {
            reaction: 'rash, vomiting, oedema, visual impairment, abdominal pain',
            frequency: '≥25%',
          },
        ],
        serious: ['Ocular toxicity', 'Serious skin reactions', 'Hepatotoxicity', 'Rhabdomyolysis'],
      },
      sources: monographSources(
        'Avmapki Fakzynja Co-pack (avutometinib capsules; defactinib tablets)',
      ),
    },
    sources: [pi('Avmapki Fakzynja Co-pack (avutometinib capsules; defactinib tablets)')],
  },
  {
    id: 'sirolimus-protein-bound',
    rxcui: null,
    rxcuiNote:
      'RxNorm codes this formulation under the sirolimus ingredient, which belongs to the immunosuppressant record; an ingredient-level RxCUI for the protein-bound form was not confirmed.',
    name: 'Sirolimus protein-bound particles (nab-sirolimus)',
    synonyms: ['nab-sirolimus', 'albumin-bound sirolimus'],
    brandNames: ['Fyarro'],
    atc: ['L01EG04'],
    kind: 'antineoplastic',
    drugClass: 'mTOR inhibitor (albumin-bound, IV)',
    classTags: ['mtor-inhibitor'],
    mechanism:
      'Albumin-bound sirolimus; binds FKBP-12 and inhibits mTORC1, reducing cell growth and angiogenesis.',
    routes: ['iv'],
    pathways: {
      // Label 7: sirolimus is a CYP3A4 and P-gp substrate; avoid strong inhibitors and inducers, reduce with moderate and weak inhibitors.
      CYP3A4: { substrate: 'sensitive' },
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'mucositis',
      'myelosuppression',
      'infection',
      'hyperglycemia',
      'dermatologic',
      'embryo-fetal',
    ],
    rareToxicities: ['pneumonitis', 'bleeding'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in renal impairment (not renally cleared).',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Reduce the dose in mild, moderate and severe hepatic impairment per the label table.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Any hepatic impairment: reduced dose per the label table.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'CBC, glucose, lipids, creatinine and electrolytes before each cycle.',
      'Stomatitis (dexamethasone mouthwash prophylaxis), infections and pneumonitis symptoms.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Locally advanced unresectable or metastatic malignant perivascular epithelioid cell tumour (PEComa).',
      ],
      dosing: [
        {
          indication: 'Malignant PEComa',
          dose: '100 mg/m2 IV over 30 minutes on days 1 and 8 of each 21-day cycle.',
          modifications: ['Reduce to 75 mg/m2, then 56 mg/m2 for toxicity per the label table.'],
        },
      ],
      administration: [
        'Reconstitute with 0.9% sodium chloride; infuse over 30 minutes; contains human albumin; not interchangeable with other sirolimus products.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'stomatitis', frequency: '79%' },
          { reaction: 'fatigue', frequency: '70%' },
          { reaction: 'rash', frequency: '56%' },
          { reaction: 'infection', frequency: '50%' },
          { reaction: 'nausea, oedema', frequency: '≥45%' },
        ],
        serious: [
          'Severe stomatitis',
          'Myelosuppression',
          'Serious infection',
          'Pneumonitis',
          'Haemorrhage',
        ],
      },
      sources: monographSources('Fyarro (sirolimus protein-bound particles)'),
    },
    sources: [pi('Fyarro (sirolimus protein-bound particles)')],
  },
];

import type { DrugInput } from '../../core/knowledge/drug';
import {
  ASCO_2020,
  NOT_STUDIED_HEPATIC,
  NOT_STUDIED_RENAL,
  EMBRYO_FETAL_PREGNANCY,
  LAST_REVIEWED,
  MASCC_2016,
  NIOSH_NOT_CHECKED,
  NO_BREASTFEEDING,
  PROFILE_SECTIONS,
  RXCUI_UNCONFIRMED,
  monographSources,
  usLabel,
} from './new-record-sources';

/*
 * Cytotoxic and other conventional antineoplastics added for issue 12, each with its issue-13
 * monograph. Formulations that dose and behave differently from the plain drug (nab-paclitaxel,
 * pegylated liposomal doxorubicin, liposomal irinotecan, liposomal daunorubicin-cytarabine) are
 * records of their own; their class tags match the plain drug so duplicate-therapy checks pair
 * them. Facts are paraphrased from each US label (sections cited); emetic risk follows
 * MASCC/ESMO 2016 or ASCO 2020 and is left out where neither classifies the agent.
 */

const pi = (product: string) => usLabel(product, PROFILE_SECTIONS);

export const cytotoxic2Drugs: DrugInput[] = [
  {
    id: 'arsenic-trioxide',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Arsenic trioxide',
    synonyms: ['ATO', 'As2O3'],
    brandNames: ['Trisenox'],
    atc: ['L01XX27'],
    kind: 'antineoplastic',
    drugClass: 'Arsenical (differentiating agent for APL)',
    classTags: ['arsenical'],
    mechanism:
      'Degrades the PML-RARA fusion protein, induces differentiation and apoptosis of promyelocytic leukaemia cells.',
    routes: ['iv'],
    // Methylated, not CYP-metabolised; label 7 names only QT-prolonging and electrolyte-depleting drugs.
    pathways: {},
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'differentiation-syndrome',
      'hypokalemia',
      'hypomagnesemia',
      'hyperglycemia',
      'hepatotoxicity',
      'neuropathy',
      'embryo-fetal',
    ],
    rareToxicities: ['neurotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Exposure rises in severe renal impairment; monitor closely and consider a lower dose. Dialysis not studied.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'CrCl below 30 mL/min: monitor for toxicity; a dose reduction may be warranted.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'No change for mild or moderate impairment; monitor closely in severe impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe hepatic impairment (Child-Pugh C): monitor for toxicity.',
        },
      ],
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [
      'Differentiation syndrome, which can be fatal: at the first signs give high-dose corticosteroids and monitor haemodynamics until it resolves.',
      'Cardiac conduction abnormalities: QTc prolongation, torsade de pointes and complete AV block; correct electrolytes and check the ECG before and during treatment.',
      'Encephalopathy, including Wernicke encephalopathy: test thiamine where at risk, give parenteral thiamine to patients with or at risk of deficiency, and monitor neurological and nutritional status.',
    ],
    monitoring: [
      'ECG at baseline and at least weekly (more often if unstable); do not start with QTc above 500 ms.',
      'Potassium (keep ≥4 mEq/L), magnesium (keep ≥1.8 mg/dL) and calcium before and during therapy.',
      'Signs of differentiation syndrome (fever, dyspnoea, weight gain, infiltrates, effusions), CBC, coagulation, glucose and liver tests.',
      'Neurological symptoms of encephalopathy (Wernicke): thiamine status where at risk.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Newly diagnosed low-risk acute promyelocytic leukaemia (APL) with t(15;17) or PML-RARA, with tretinoin, induction and consolidation.',
        'Relapsed or refractory APL after retinoid and anthracycline chemotherapy, induction and consolidation.',
      ],
      dosing: [
        {
          indication: 'Newly diagnosed low-risk APL (with tretinoin)',
          dose: 'Induction 0.15 mg/kg IV daily until bone-marrow remission (at most 60 days); consolidation 0.15 mg/kg IV daily 5 days a week, 4 weeks on and 4 weeks off, for 4 cycles.',
          modifications: [
            'With tretinoin, prednisone 0.5 mg/kg daily from day 1 to the end of induction is advised as differentiation-syndrome prophylaxis.',
            'Differentiation syndrome: dexamethasone 10 mg IV every 12 hours for at least 3 days; withhold arsenic trioxide and resume at 50% once the condition improves.',
            'QTc above 500 ms: interrupt, correct electrolytes, resume at 50% once QTc is below 460 ms.',
          ],
        },
        {
          indication: 'Relapsed or refractory APL',
          dose: 'Induction 0.15 mg/kg IV daily until remission (at most 60 days); consolidation 0.15 mg/kg daily for 25 doses over up to 5 weeks, starting 3-6 weeks after induction.',
          modifications: ['Same interruption rules as above for differentiation syndrome and QTc.'],
        },
      ],
      administration: [
        'Dilute in 100-250 mL of 5% dextrose or 0.9% sodium chloride; infuse over 2 hours, extendable to 4 hours for acute vasomotor reactions.',
        'Do not mix with other drugs in the same line.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'nausea, vomiting, abdominal pain', frequency: '≥50% (relapsed APL study)' },
          { reaction: 'fatigue, fever, headache, cough', frequency: '≥50% (relapsed APL study)' },
          { reaction: 'hypokalaemia', frequency: 'about 50%' },
          {
            reaction: 'QTc above 500 ms on at least one ECG',
            frequency: '40% (relapsed APL study)',
          },
          { reaction: 'hyperglycaemia', frequency: 'about 45%' },
        ],
        serious: [
          'Differentiation syndrome',
          'Torsade de pointes and complete AV block',
          'Encephalopathy including Wernicke',
          'Hepatotoxicity',
        ],
      },
      sources: monographSources('Trisenox (arsenic trioxide)'),
    },
    sources: [pi('Trisenox (arsenic trioxide)'), MASCC_2016],
  },
  {
    id: 'trabectedin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Trabectedin',
    synonyms: ['ET-743', 'ecteinascidin 743'],
    brandNames: ['Yondelis'],
    atc: ['L01CX01'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (DNA minor-groove binder)',
    classTags: ['minor-groove-alkylator'],
    mechanism:
      'Binds the DNA minor groove and alkylates guanine N2, bending DNA and disrupting transcription and DNA repair.',
    routes: ['iv'],
    pathways: {
      // Ketoconazole raised trabectedin AUC by about 66%; rifampin lowered it by about 31%.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hepatotoxicity', 'infection', 'embryo-fetal'],
    rareToxicities: ['cardiotoxicity', 'myopathy'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate impairment (bilirubin above 1.5 to 3x ULN): 0.9 mg/m2. Severe impairment: not recommended. Each dose also needs bilirubin at or below ULN.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.6,
          text: 'Bilirubin above 1.5 to 3x ULN: 0.9 mg/m2 every 3 weeks.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment (bilirubin above 3x ULN): not recommended.',
        },
      ],
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [],
    monitoring: [
      'Before each dose: ANC at least 1,500/µL, platelets at least 100,000/µL, bilirubin at or below ULN, ALP at most 2.5x ULN, albumin at least 25 g/L, ALT/AST at most 2.5x ULN, CPK at most 2.5x ULN.',
      'Liver tests and CPK before each dose; LVEF at baseline and every 2-3 months.',
      'Dexamethasone 20 mg IV 30 minutes before each infusion (hepatoprotective premedication).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Unresectable or metastatic liposarcoma or leiomyosarcoma after an anthracycline-containing regimen.',
      ],
      dosing: [
        {
          indication: 'Liposarcoma or leiomyosarcoma',
          dose: '1.5 mg/m2 IV over 24 hours through a central venous line every 3 weeks, with dexamethasone 20 mg IV premedication.',
          modifications: [
            'First reduction 1.2 mg/m2, second 1 mg/m2; stop if 1 mg/m2 is not tolerated.',
            'Withhold for neutropenia, thrombocytopenia, hepatotoxicity or CPK rise outside the pre-dose limits; stop for rhabdomyolysis, capillary leak syndrome or symptomatic cardiomyopathy.',
          ],
        },
      ],
      administration: [
        'Reconstitute the 1 mg vial with 20 mL sterile water; dilute in 500 mL 0.9% sodium chloride or 5% dextrose.',
        'Central venous line only, 0.2-micron in-line filter, over 24 hours; extravasation causes tissue necrosis.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'nausea', frequency: '75%' },
          { reaction: 'fatigue', frequency: '69%' },
          { reaction: 'vomiting', frequency: '46%' },
          { reaction: 'decreased appetite, constipation', frequency: '37%' },
          { reaction: 'ALT or AST increase (laboratory)', frequency: '≥80%' },
          { reaction: 'neutropenia (laboratory)', frequency: '66%' },
        ],
        serious: [
          'Neutropenic sepsis',
          'Rhabdomyolysis',
          'Hepatotoxicity',
          'Cardiomyopathy',
          'Capillary leak syndrome',
          'Extravasation tissue necrosis',
        ],
      },
      sources: monographSources('Yondelis (trabectedin)'),
    },
    sources: [pi('Yondelis (trabectedin)'), MASCC_2016],
  },
  {
    id: 'pentostatin',
    rxcui: '8011',
    name: 'Pentostatin',
    synonyms: ['2-deoxycoformycin', 'DCF'],
    brandNames: ['Nipent'],
    atc: ['L01XX08'],
    kind: 'antineoplastic',
    drugClass: 'Adenosine deaminase inhibitor (purine analogue)',
    classTags: ['purine-analog'],
    mechanism:
      'Inhibits adenosine deaminase; deoxyadenosine nucleotides accumulate and kill lymphocytes.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'nephrotoxicity', 'infection', 'dermatologic', 'embryo-fetal'],
    rareToxicities: ['neurotoxicity', 'hepatotoxicity', 'pneumonitis'],
    renal: {
      status: 'adjust',
      summary:
        'Renally cleared; the label gives little data below CrCl 60 mL/min (two patients with CrCl 50-60 mL/min responded to 2 mg/m2).',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'CrCl below 60 mL/min: use with caution; the label reports 2 mg/m2 in patients with CrCl 50-60 mL/min.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Not studied in hepatic impairment; use with caution.',
    },
    emetogenicRisk: 'low',
    boxedWarnings: [
      'Use only under a physician experienced in antineoplastic therapy; doses above the recommended dose caused severe renal, liver, pulmonary and CNS toxicity.',
      'With fludarabine, severe or fatal pulmonary toxicity: the combination is not recommended.',
    ],
    monitoring: [
      'CBC and creatinine before each dose; hold for raised creatinine until CrCl is rechecked.',
      'Hydration 500-1,000 mL before and 500 mL after each dose.',
      'Neurological status; stop for severe rash or CNS toxicity.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Hairy cell leukaemia refractory to or untreated with alpha interferon.'],
      dosing: [
        {
          indication: 'Hairy cell leukaemia',
          dose: '4 mg/m2 IV every other week.',
          modifications: [
            'Withhold for severe rash, CNS toxicity, infection or raised creatinine; withhold if ANC falls below 200/µL when pre-treatment ANC was above 500/µL.',
          ],
        },
      ],
      administration: [
        'Reconstitute the 10 mg vial with 5 mL sterile water (2 mg/mL); give as IV bolus or dilute in 25-50 mL 0.9% sodium chloride or 5% dextrose over 20-30 minutes.',
        'Prehydrate with 500-1,000 mL and give 500 mL after the dose.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'fever', frequency: 'about 45%' },
          { reaction: 'nausea and vomiting', frequency: 'about 50%' },
          { reaction: 'rash', frequency: 'about 40%' },
          { reaction: 'fatigue', frequency: 'about 40%' },
          { reaction: 'leukopenia', frequency: 'about 60%' },
        ],
        serious: [
          'Severe infection',
          'Renal toxicity',
          'CNS toxicity at high doses',
          'Fatal pulmonary toxicity with fludarabine',
        ],
      },
      sources: monographSources('Nipent (pentostatin)'),
    },
    sources: [
      usLabel(
        'Nipent (pentostatin)',
        'BOXED WARNING; WARNINGS; PRECAUTIONS; DOSAGE AND ADMINISTRATION',
      ),
      {
        kind: 'rxnorm',
        title:
          'RxNorm ingredient 8011 pentostatin, as listed in the NMDP CIBMTR reporting IG value set RxNormPrepRegimenVS',
      },
    ],
  },
  {
    id: 'cladribine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Cladribine',
    synonyms: ['2-chlorodeoxyadenosine', '2-CdA'],
    brandNames: ['Leustatin', 'Mavenclad'],
    atc: ['L01BB04'],
    kind: 'antineoplastic',
    drugClass: 'Purine nucleoside analogue',
    classTags: ['purine-analog'],
    mechanism:
      'Adenosine-deaminase-resistant purine analogue; its triphosphate breaks DNA and kills dividing and resting lymphocytes.',
    routes: ['iv', 'oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infection', 'embryo-fetal'],
    rareToxicities: ['neurotoxicity', 'nephrotoxicity'],
    renal: {
      status: 'no-data',
      summary:
        'Not studied in renal impairment; acute nephrotoxicity seen at high doses. Use with caution and monitor creatinine.',
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment; use with caution.' },
    emetogenicRisk: 'minimal',
    boxedWarnings: [
      'Suppression of bone marrow function should be anticipated.',
      'Serious neurological toxicity (paraparesis, quadriparesis) at high doses (4-9 times the recommended dose) and rarely at usual doses.',
      'Acute nephrotoxicity at high doses, especially with other nephrotoxic agents.',
    ],
    monitoring: [
      'CBC frequently, especially during the first 4-8 weeks.',
      'Creatinine and liver tests; neurological status.',
      'Fever is common in the first month; look for infection.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Hairy cell leukaemia with significant anaemia, neutropenia, thrombocytopenia or disease-related symptoms (IV).',
        'Relapsing forms of multiple sclerosis (oral Mavenclad; not an oncology use).',
      ],
      dosing: [
        {
          indication: 'Hairy cell leukaemia (IV)',
          dose: '0.09 mg/kg/day by continuous IV infusion for 7 consecutive days (one course).',
          modifications: ['No label dose modification table; delay or stop for severe toxicity.'],
        },
      ],
      administration: [
        'Daily infusion: dilute the daily dose in 500 mL 0.9% sodium chloride; 5% dextrose is not recommended (more degradation).',
        '7-day reservoir: dilute with bacteriostatic 0.9% sodium chloride through a 0.22-micron filter to 100 mL total.',
        'Protect unopened vials from light; refrigerate.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'fever', frequency: 'about 70% (first month)' },
          { reaction: 'fatigue', frequency: 'about 45%' },
          { reaction: 'nausea', frequency: 'about 28%' },
          { reaction: 'rash', frequency: 'about 27%' },
          { reaction: 'headache', frequency: 'about 22%' },
          { reaction: 'neutropenia', frequency: 'about 70%' },
        ],
        serious: [
          'Severe neutropenia and infection',
          'Neurological toxicity',
          'Acute nephrotoxicity',
        ],
      },
      sources: monographSources('Leustatin (cladribine) injection'),
    },
    sources: [
      usLabel(
        'Cladribine injection',
        'BOXED WARNING; WARNINGS; PRECAUTIONS; DOSAGE AND ADMINISTRATION',
      ),
      MASCC_2016,
    ],
  },
  {
    id: 'ixabepilone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ixabepilone',
    brandNames: ['Ixempra'],
    atc: ['L01DC04'],
    kind: 'antineoplastic',
    drugClass: 'Epothilone (microtubule stabiliser)',
    classTags: ['epothilone'],
    mechanism: 'Binds beta-tubulin and stabilises microtubules, arresting mitosis.',
    routes: ['iv'],
    pathways: {
      // Ketoconazole raised ixabepilone AUC by about 79%; label asks for 20 mg/m2 with strong inhibitors.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['neuropathy', 'myelosuppression', 'hypersensitivity', 'embryo-fetal'],
    rareToxicities: ['cardiotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl above 30 mL/min; severe impairment not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Monotherapy: AST/ALT up to 10x ULN with bilirubin up to 1.5x ULN: 32 mg/m2; bilirubin above 1.5 to 3x ULN: 20-30 mg/m2; worse: not recommended. With capecitabine: contraindicated if AST/ALT above 2.5x ULN or bilirubin above ULN.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.8,
          text: 'Monotherapy, AST/ALT up to 10x ULN and bilirubin up to 1.5x ULN: 32 mg/m2.',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Monotherapy, bilirubin above 1.5 to 3x ULN: start 20 mg/m2 (may escalate to 30 mg/m2).',
        },
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'With capecitabine: contraindicated if AST or ALT above 2.5x ULN or bilirubin above 1x ULN.',
        },
      ],
    },
    doseCap: {
      maxDose: 88,
      unit: 'mg',
      note: 'Dose by BSA capped at 2.2 m2 (40 mg/m2 x 2.2 m2 = 88 mg).',
    },
    emetogenicRisk: 'low',
    boxedWarnings: [
      'With capecitabine, contraindicated in AST or ALT above 2.5x ULN or bilirubin above 1x ULN: higher risk of toxicity and neutropenia-related death.',
    ],
    monitoring: [
      'CBC before each dose (ANC at least 1,500/µL and platelets at least 100,000/µL to treat).',
      'Liver tests before each dose; peripheral neuropathy at each visit.',
      'Premedicate with an H1 and H2 antagonist 1 hour before each dose.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Metastatic or locally advanced breast cancer with capecitabine after an anthracycline and a taxane.',
        'Monotherapy after an anthracycline, a taxane and capecitabine.',
      ],
      dosing: [
        {
          indication: 'Breast cancer (with capecitabine or alone)',
          dose: '40 mg/m2 IV over 3 hours every 3 weeks (BSA capped at 2.2 m2).',
          modifications: [
            'Grade 2 neuropathy lasting 7 days or more, or grade 3 lasting under 7 days: reduce by 20%; grade 3 for 7 days or more or disabling: stop.',
            'ANC below 500/µL for 7 days or more, febrile neutropenia, or platelets below 25,000/µL: reduce by 20%.',
            'Strong CYP3A4 inhibitor unavoidable: 20 mg/m2; strong inducer: consider gradual increase to 60 mg/m2 as tolerated.',
          ],
        },
      ],
      administration: [
        "Supplied as a kit: reconstitute with the supplied diluent, then dilute in lactated Ringer's injection in a non-PVC, non-DEHP bag.",
        'Infuse through a 0.2-1.2 micron in-line filter over 3 hours; finish within 6 hours of preparation.',
        'Contraindicated with hypersensitivity to polyoxyethylated castor oil (Cremophor).',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'peripheral sensory neuropathy', frequency: 'about 65%' },
          { reaction: 'fatigue/asthenia', frequency: 'about 60%' },
          { reaction: 'myalgia/arthralgia', frequency: 'about 45%' },
          { reaction: 'alopecia', frequency: 'about 45%' },
          { reaction: 'nausea', frequency: 'about 45%' },
          { reaction: 'neutropenia (laboratory)', frequency: '≥60%' },
        ],
        serious: [
          'Febrile neutropenia and neutropenic death with hepatic impairment',
          'Hypersensitivity reactions',
          'Myocardial ischaemia',
        ],
      },
      sources: monographSources('Ixempra (ixabepilone)'),
    },
    sources: [pi('Ixempra (ixabepilone)'), MASCC_2016],
  },
  {
    id: 'vorinostat',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Vorinostat',
    synonyms: ['SAHA', 'suberoylanilide hydroxamic acid'],
    brandNames: ['Zolinza'],
    atc: ['L01XH01'],
    kind: 'antineoplastic',
    drugClass: 'Histone deacetylase (HDAC) inhibitor',
    classTags: ['hdac-inhibitor'],
    mechanism:
      'Inhibits class I and II histone deacetylases, altering gene expression and causing cell-cycle arrest.',
    routes: ['oral'],
    // Glucuronidated and hydrolysed, not CYP-metabolised (label 12.3).
    pathways: {},
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: [
      'thromboembolism',
      'myelosuppression',
      'diarrhea',
      'hyperglycemia',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-data',
      summary: 'Not studied in renal impairment; little renal elimination.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild or moderate impairment: start at 300 mg daily. Severe impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          doseFactor: 0.75,
          text: 'Mild or moderate impairment (bilirubin 1-3x ULN or AST above ULN): 300 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'CBC, electrolytes (potassium, magnesium, calcium), glucose and creatinine every 2 weeks for 2 months, then monthly.',
      'ECG at baseline and periodically where QT risk; correct potassium and magnesium first.',
      'INR more often with coumarin anticoagulants; platelets with valproic acid.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Cutaneous manifestations of cutaneous T-cell lymphoma with progressive, persistent or recurrent disease on or after two systemic therapies.',
      ],
      dosing: [
        {
          indication: 'Cutaneous T-cell lymphoma',
          dose: '400 mg orally once daily with food.',
          modifications: [
            'Intolerance: 300 mg once daily, then 300 mg once daily on 5 consecutive days a week.',
          ],
        },
      ],
      administration: [
        'Swallow capsules whole with food; do not open or crush.',
        'Keep well hydrated (at least 2 L of fluid a day).',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'diarrhoea', frequency: '52%' },
          { reaction: 'fatigue', frequency: '52%' },
          { reaction: 'nausea', frequency: '41%' },
          { reaction: 'thrombocytopenia', frequency: '26%' },
          { reaction: 'anorexia, dysgeusia', frequency: '≥24%' },
        ],
        serious: [
          'Pulmonary embolism and deep-vein thrombosis',
          'Severe thrombocytopenia with GI bleeding',
          'Dehydration',
        ],
      },
      sources: monographSources('Zolinza (vorinostat)'),
    },
    sources: [pi('Zolinza (vorinostat)')],
  },
  {
    id: 'mitotane',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Mitotane',
    synonyms: ["o,p'-DDD"],
    brandNames: ['Lysodren'],
    atc: ['L01XX23'],
    kind: 'antineoplastic',
    drugClass: 'Adrenolytic agent',
    classTags: ['adrenolytic'],
    mechanism:
      'Adrenal cytotoxic derivative of DDD; destroys adrenocortical cells and blocks steroid synthesis.',
    routes: ['oral'],
    pathways: {
      // Label 7 and the FDA DDI table: mitotane is a strong CYP3A4 inducer.
      CYP3A4: { inducer: 'strong' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'neurotoxicity', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary:
        'Not studied in hepatic impairment; use with caution, as hepatic disease may alter mitotane metabolism.',
    },
    boxedWarnings: [
      'Adrenal crisis in shock, severe trauma or infection: mitotane suppresses the adrenals; stop it temporarily and give corticosteroids.',
    ],
    monitoring: [
      'Plasma mitotane concentration, aiming at 14-20 mg/L; neurotoxicity rises above 20 mg/L.',
      'Adrenal insufficiency: most patients need glucocorticoid (and often mineralocorticoid) replacement.',
      'Neurological assessment (sedation, ataxia) regularly; dose of CYP3A4 substrates given with it.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Inoperable, functional or non-functional adrenocortical carcinoma.'],
      dosing: [
        {
          indication: 'Adrenocortical carcinoma',
          dose: 'Start 2-6 g a day in 3 or 4 divided doses; increase towards 9-10 g a day as tolerated, guided by plasma concentrations.',
          modifications: [
            'Severe CNS toxicity or mitotane level above 20 mg/L: interrupt, then restart at a lower dose.',
          ],
        },
      ],
      administration: [
        'Take with food, preferably high-fat meals; tablets may be handled with gloves by carers.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'anorexia, nausea, vomiting, diarrhoea', frequency: 'about 80%' },
          { reaction: 'CNS depression (lethargy, somnolence), dizziness', frequency: 'about 40%' },
          { reaction: 'skin rash', frequency: 'about 15%' },
        ],
        serious: ['Adrenal crisis', 'Neurotoxicity at high plasma levels', 'Ovarian macrocysts'],
      },
      sources: monographSources('Lysodren (mitotane)'),
    },
    sources: [pi('Lysodren (mitotane)')],
  },
  {
    id: 'paclitaxel-protein-bound',
    rxcui: null,
    rxcuiNote:
      'RxNorm codes this formulation under its active ingredient; the paclitaxel ingredient RxCUI (56946) already identifies the paclitaxel record, and a separate ingredient-level RxCUI for the albumin-bound form was not confirmed.',
    name: 'Paclitaxel protein-bound (nab-paclitaxel)',
    synonyms: [
      'nab-paclitaxel',
      'albumin-bound paclitaxel',
      'paclitaxel albumin-bound',
      'paclitaxel protein-bound particles',
    ],
    brandNames: ['Abraxane'],
    atc: ['L01CD01'],
    kind: 'antineoplastic',
    drugClass: 'Taxane (microtubule stabiliser), albumin-bound',
    classTags: ['taxane'],
    mechanism:
      'Albumin-bound paclitaxel nanoparticles; paclitaxel stabilises microtubules and arrests mitosis.',
    routes: ['iv'],
    pathways: {
      // Label 7: paclitaxel is metabolised by CYP2C8 and CYP3A4; caution with their inhibitors and inducers (no fold-change given).
      CYP2C8: { substrate: 'minor' },
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'neuropathy', 'infection', 'embryo-fetal'],
    rareToxicities: ['pneumonitis', 'hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate impairment; too little data below CrCl 30 mL/min.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Bilirubin above 1.5 to 5x ULN with AST up to 10x ULN: breast 200 mg/m2, NSCLC 80 mg/m2, pancreatic not recommended. Bilirubin above 5x ULN or AST above 10x ULN: not recommended.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Bilirubin above 1.5 to 5x ULN (AST up to 10x ULN): breast 200 mg/m2, NSCLC 80 mg/m2; pancreatic adenocarcinoma: not recommended.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Bilirubin above 5x ULN or AST above 10x ULN: not recommended.',
        },
      ],
    },
    emetogenicRisk: 'low',
    boxedWarnings: [
      'Severe myelosuppression: do not give with baseline neutrophils below 1,500/µL; monitor counts.',
      'Not interchangeable with other paclitaxel formulations.',
    ],
    monitoring: [
      'CBC before each dose and frequently (ANC at least 1,500/µL and platelets at least 100,000/µL on day 1; day 8/15 thresholds per indication).',
      'Sensory neuropathy at each visit; signs of pneumonitis and sepsis (pancreatic regimen).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Metastatic breast cancer after failure of combination chemotherapy or relapse within 6 months of adjuvant therapy.',
        'Locally advanced or metastatic NSCLC, first line with carboplatin, when not a candidate for curative surgery or radiation.',
        'Metastatic pancreatic adenocarcinoma, first line with gemcitabine.',
      ],
      dosing: [
        {
          indication: 'Metastatic breast cancer',
          dose: '260 mg/m2 IV over 30 minutes every 3 weeks.',
          modifications: [
            'ANC below 500/µL for a week or longer, or severe sensory neuropathy: reduce to 220 mg/m2, then 180 mg/m2.',
          ],
        },
        {
          indication: 'NSCLC (with carboplatin AUC 6 on day 1)',
          dose: '100 mg/m2 IV over 30 minutes on days 1, 8 and 15 of each 21-day cycle.',
          modifications: [
            'Reduce in steps of 25 mg/m2 (75 then 50 mg/m2) for haematological or neuropathy toxicity per the label table.',
          ],
        },
        {
          indication: 'Pancreatic adenocarcinoma (with gemcitabine 1,000 mg/m2)',
          dose: '125 mg/m2 IV over 30-40 minutes on days 1, 8 and 15 of each 28-day cycle.',
          modifications: [
            'Reduce to 100 mg/m2, then 75 mg/m2 for neutropenia, thrombocytopenia or grade 3-4 neuropathy per the label table.',
          ],
        },
      ],
      administration: [
        'Reconstitute the 100 mg vial with 20 mL 0.9% sodium chloride (5 mg/mL), injecting slowly onto the inside wall; swirl, do not shake.',
        'Infuse over 30 minutes; in-line filters are not recommended. No premedication is required for hypersensitivity.',
        'Contains human albumin.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'alopecia', frequency: '90% (breast)' },
          { reaction: 'neutropenia', frequency: '80% (breast)' },
          { reaction: 'sensory neuropathy', frequency: '71% (breast)' },
          { reaction: 'fatigue/asthenia', frequency: '47% (breast)' },
          { reaction: 'myalgia/arthralgia', frequency: '44% (breast)' },
          { reaction: 'nausea', frequency: '30% (breast)' },
        ],
        serious: [
          'Severe neutropenia and sepsis',
          'Pneumonitis',
          'Severe sensory neuropathy',
          'Hypersensitivity',
        ],
      },
      sources: monographSources('Abraxane (paclitaxel protein-bound particles)'),
    },
    sources: [pi('Abraxane (paclitaxel protein-bound particles)'), MASCC_2016],
  },
  {
    id: 'doxorubicin-liposomal',
    rxcui: null,
    rxcuiNote:
      'RxNorm codes this formulation under the doxorubicin ingredient (3639), which identifies the conventional doxorubicin record; an ingredient-level RxCUI for the liposomal form was not confirmed.',
    name: 'Doxorubicin hydrochloride liposome (pegylated)',
    synonyms: [
      'pegylated liposomal doxorubicin',
      'PLD',
      'liposomal doxorubicin',
      'doxorubicin liposomal',
    ],
    brandNames: ['Doxil', 'Lipodox'],
    atc: ['L01DB01'],
    kind: 'antineoplastic',
    drugClass: 'Anthracycline (pegylated liposomal)',
    classTags: ['anthracycline'],
    mechanism:
      'Doxorubicin in pegylated (STEALTH) liposomes; intercalates DNA and poisons topoisomerase II with a long circulation time.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'myelosuppression',
      'dermatologic',
      'mucositis',
      'infusion-reaction',
      'infection',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Reduce for raised bilirubin: 1.2-3 mg/dL give 50%; above 3 mg/dL give 25%.',
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
          text: 'Bilirubin above 3 mg/dL: 25% of the dose.',
        },
      ],
    },
    cumulativeLimit: {
      value: 550,
      unit: 'mg/m2',
      doxorubicinEquivalence: 1,
      note: 'The label warns that cardiomyopathy risk rises with cumulative anthracycline dose and counts prior anthracyclines; counting liposomal doxorubicin 1:1 with conventional doxorubicin is a conservative choice, not an established equivalence.',
    },
    emetogenicRisk: 'low',
    boxedWarnings: [
      'Cardiomyopathy: myocardial damage, risk rising with cumulative anthracycline dose; assess LVEF before and during treatment.',
      'Acute infusion-related reactions, sometimes serious or fatal: start at 1 mg/min and stop the infusion for a reaction.',
    ],
    monitoring: [
      'LVEF at baseline and periodically; running cumulative anthracycline dose.',
      'CBC before each dose; hand-foot syndrome and stomatitis grade before each dose (delay or reduce per label table).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Ovarian cancer progressed or recurred after platinum-based chemotherapy.',
        'AIDS-related Kaposi sarcoma after prior systemic chemotherapy failure or intolerance.',
        'Multiple myeloma with bortezomib after at least one prior therapy not including bortezomib.',
      ],
      dosing: [
        {
          indication: 'Ovarian cancer',
          dose: '50 mg/m2 IV every 4 weeks.',
          modifications: [
            'Hand-foot syndrome grade 2-4 or stomatitis grade 2-4: delay up to 2 weeks, then resume at 75% (or stop) per the label table.',
            'ANC below 1,000/µL or platelets below 50,000/µL: delay until recovery, then reduce by 25% for grade 4 events.',
          ],
        },
        {
          indication: 'AIDS-related Kaposi sarcoma',
          dose: '20 mg/m2 IV every 3 weeks.',
          modifications: [],
        },
        {
          indication: 'Multiple myeloma (with bortezomib)',
          dose: '30 mg/m2 IV on day 4 of each 21-day bortezomib cycle, after bortezomib.',
          modifications: [],
        },
      ],
      administration: [
        'Dilute in 5% dextrose only (250 mL for doses up to 90 mg, 500 mL above); saline and bacteriostatic diluents cause aggregation.',
        'First infusion at 1 mg/min; if tolerated, later infusions over 60 minutes. No in-line filter; not as bolus or undiluted.',
        'Not interchangeable with conventional doxorubicin mg for mg.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'hand-foot syndrome (palmar-plantar erythrodysesthesia)',
            frequency: 'about 50% (ovarian)',
          },
          { reaction: 'stomatitis', frequency: 'about 40% (ovarian)' },
          { reaction: 'nausea', frequency: 'about 45% (ovarian)' },
          { reaction: 'asthenia', frequency: 'about 40% (ovarian)' },
          { reaction: 'neutropenia', frequency: 'about 35% (ovarian)' },
        ],
        serious: [
          'Cardiomyopathy',
          'Infusion-related reactions',
          'Severe myelosuppression',
          'Secondary oral cancers',
        ],
      },
      sources: monographSources('Doxil (doxorubicin hydrochloride liposome injection)'),
    },
    sources: [pi('Doxil (doxorubicin hydrochloride liposome injection)'), MASCC_2016],
  },
  {
    id: 'trifluridine-tipiracil',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Trifluridine and tipiracil',
    synonyms: ['trifluridine/tipiracil', 'TAS-102', 'FTD/TPI'],
    brandNames: ['Lonsurf'],
    atc: ['L01BC59'],
    kind: 'antineoplastic',
    drugClass: 'Thymidine-based nucleoside analogue with thymidine phosphorylase inhibitor',
    classTags: ['thymidine-analog'],
    mechanism:
      'Trifluridine is incorporated into DNA; tipiracil inhibits thymidine phosphorylase and keeps trifluridine exposure up.',
    routes: ['oral'],
    // Not CYP-metabolised; tipiracil is an OCT2/MATE1 substrate in vitro with no clinical DDI study (label 12.3).
    pathways: {},
    qtRisk: 'none',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'diarrhea', 'infection', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'No adjustment for CrCl 30-89 mL/min. CrCl 15-29 mL/min: 20 mg/m2 twice daily. End-stage renal disease: not studied.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.57,
          text: 'CrCl 15-29 mL/min: 20 mg/m2 twice daily (from 35 mg/m2).',
        },
        {
          crclBelow: 15,
          action: 'avoid',
          text: 'CrCl below 15 mL/min or dialysis: no recommended dose.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'No adjustment in mild impairment. Do not start in moderate or severe impairment (bilirubin above 1.5x ULN).',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Moderate or severe hepatic impairment: do not initiate.',
        },
      ],
    },
    doseCap: { maxDose: 80, unit: 'mg', note: 'Trifluridine component capped at 80 mg per dose.' },
    boxedWarnings: [],
    monitoring: [
      'CBC before each cycle and on day 15; start a cycle only with ANC at least 1,500/µL and platelets at least 75,000/µL.',
      'Signs of infection and febrile neutropenia.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Metastatic colorectal cancer after fluoropyrimidine-, oxaliplatin- and irinotecan-based chemotherapy, an anti-VEGF biologic and (if RAS wild-type) an anti-EGFR therapy, alone or with bevacizumab.',
        'Metastatic gastric or gastro-oesophageal junction adenocarcinoma after at least two prior lines.',
      ],
      dosing: [
        {
          indication: 'Colorectal or gastric cancer',
          dose: '35 mg/m2 (trifluridine component, at most 80 mg per dose) orally twice daily on days 1-5 and 8-12 of each 28-day cycle, within 1 hour after morning and evening meals.',
          modifications: [
            'Febrile neutropenia, grade 4 neutropenia delaying the next cycle over a week, platelets below 50,000/µL or grade 3-4 non-haematological toxicity: reduce by 5 mg/m2 per dose; at most three reductions, to 20 mg/m2.',
          ],
        },
      ],
      administration: [
        'Round the dose to the nearest 5 mg using 15 mg and 20 mg tablets; wash hands after handling.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'anaemia', frequency: '77%' },
          { reaction: 'neutropenia', frequency: '67%' },
          { reaction: 'asthenia/fatigue', frequency: '52%' },
          { reaction: 'nausea', frequency: '48%' },
          { reaction: 'thrombocytopenia', frequency: '42%' },
          { reaction: 'decreased appetite', frequency: '39%' },
          { reaction: 'diarrhoea', frequency: '32%' },
        ],
        serious: ['Severe neutropenia and neutropenic sepsis', 'Febrile neutropenia'],
      },
      sources: monographSources('Lonsurf (trifluridine and tipiracil)'),
    },
    sources: [
      pi('Lonsurf (trifluridine and tipiracil)'),
      // Its QT risk "none": no large mean QTc change at the recommended dose.
      usLabel(
        'Lonsurf (trifluridine and tipiracil)',
        '12.2 Pharmacodynamics (cardiac electrophysiology)',
      ),
    ],
  },
  {
    id: 'irinotecan-liposomal',
    rxcui: null,
    rxcuiNote:
      'RxNorm codes this formulation under the irinotecan ingredient (51499), which identifies the conventional irinotecan record; an ingredient-level RxCUI for the liposome was not confirmed.',
    name: 'Irinotecan liposome',
    synonyms: ['liposomal irinotecan', 'nal-IRI', 'nanoliposomal irinotecan'],
    brandNames: ['Onivyde'],
    atc: ['L01CE02'],
    kind: 'antineoplastic',
    drugClass: 'Topoisomerase I inhibitor (liposomal)',
    classTags: ['topoisomerase-i-inhibitor'],
    mechanism:
      'Liposome-encapsulated irinotecan; irinotecan and SN-38 trap topoisomerase I-DNA complexes and cause lethal double-strand breaks.',
    routes: ['iv'],
    pathways: {
      // Label 7: avoid strong CYP3A4 inducers and inhibitors and strong UGT1A1 inhibitors (no fold-change for the liposome).
      CYP3A4: { substrate: 'minor' },
      UGT1A1: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'diarrhea', 'infection', 'embryo-fetal'],
    rareToxicities: ['pneumonitis', 'hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: { status: 'no-data', summary: 'Not studied with bilirubin above ULN.' },
    emetogenicRisk: 'moderate',
    boxedWarnings: [
      'Severe or fatal neutropenia: do not give with ANC below 1,500/µL or neutropenic fever.',
      'Severe diarrhoea: do not give with grade 2-4 diarrhoea; early diarrhoea with atropine, late diarrhoea with loperamide.',
    ],
    monitoring: [
      'CBC on days 1 and 8 of each cycle and as indicated.',
      'Diarrhoea daily; UGT1A1*28 homozygosity lowers the starting dose with 5-FU/leucovorin.',
      'Premedicate with a corticosteroid and an antiemetic 30 minutes before.',
    ],
    pgxGenes: ['UGT1A1'],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Metastatic pancreatic adenocarcinoma, first line with oxaliplatin, fluorouracil and leucovorin (NALIRIFOX).',
        'Metastatic pancreatic adenocarcinoma after gemcitabine-based therapy, with fluorouracil and leucovorin.',
      ],
      dosing: [
        {
          indication: 'First line (NALIRIFOX)',
          dose: '50 mg/m2 IV over 90 minutes every 2 weeks, then oxaliplatin 60 mg/m2, leucovorin 400 mg/m2 and fluorouracil 2,400 mg/m2 over 46 hours.',
          modifications: [
            'Grade 3-4 toxicity: withhold until grade 1, then reduce to 43 mg/m2, then 35 mg/m2.',
          ],
        },
        {
          indication: 'After gemcitabine (with fluorouracil/leucovorin)',
          dose: '70 mg/m2 IV over 90 minutes every 2 weeks; UGT1A1*28 homozygous: start 50 mg/m2 and increase to 70 mg/m2 as tolerated.',
          modifications: [
            'Grade 3-4 toxicity: withhold until grade 1, then reduce to 50 mg/m2, then 43 mg/m2.',
          ],
        },
      ],
      administration: [
        'Dilute in 500 mL 5% dextrose or 0.9% sodium chloride; infuse over 90 minutes, protected from light. No in-line filter.',
        'Not interchangeable with conventional irinotecan.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'diarrhoea', frequency: '≥20%' },
          { reaction: 'fatigue, nausea, vomiting, decreased appetite', frequency: '≥20%' },
          { reaction: 'stomatitis, pyrexia', frequency: '≥20%' },
          { reaction: 'neutropenia, anaemia, lymphopenia (laboratory)', frequency: '≥20%' },
        ],
        serious: [
          'Severe neutropenia and sepsis',
          'Severe diarrhoea',
          'Interstitial lung disease',
          'Severe hypersensitivity',
        ],
      },
      sources: monographSources('Onivyde (irinotecan liposome)'),
    },
    sources: [pi('Onivyde (irinotecan liposome)'), ASCO_2020],
  },
  {
    id: 'daunorubicin-cytarabine-liposomal',
    rxcui: '2017575',
    name: 'Daunorubicin and cytarabine liposome',
    synonyms: [
      'CPX-351',
      'liposomal daunorubicin and cytarabine',
      'daunorubicin/cytarabine liposome',
    ],
    brandNames: ['Vyxeos'],
    atc: ['L01XY01'],
    kind: 'antineoplastic',
    drugClass: 'Anthracycline and nucleoside analogue, fixed 1:5 liposomal combination',
    classTags: ['anthracycline', 'pyrimidine-nucleoside-analog'],
    mechanism:
      'Liposomes holding daunorubicin and cytarabine at a fixed 1:5 molar ratio, taken up preferentially by leukaemic cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'bleeding',
      'cardiotoxicity',
      'infection',
      'mucositis',
      'embryo-fetal',
    ],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for CrCl 30 mL/min or more; severe impairment and dialysis not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment for bilirubin up to 3 mg/dL; above 3 mg/dL not studied.',
    },
    boxedWarnings: [
      'Different dosage from other daunorubicin and cytarabine products: do not interchange; verify drug name and dose to avoid errors.',
    ],
    monitoring: [
      'Cardiac function (LVEF) before treatment; count the daunorubicin component towards the cumulative anthracycline dose.',
      'CBC regularly until recovery (prolonged cytopenias); bleeding and infection signs.',
      'Liver and renal function before each dose.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Newly diagnosed therapy-related AML or AML with myelodysplasia-related changes, in adults and children 1 year and older.',
      ],
      dosing: [
        {
          indication: 'Therapy-related AML or AML-MRC',
          dose: 'Induction: daunorubicin 44 mg/m2 and cytarabine 100 mg/m2 (liposome) IV over 90 minutes on days 1, 3 and 5 (second induction days 1 and 3). Consolidation: daunorubicin 29 mg/m2 and cytarabine 65 mg/m2 on days 1 and 3.',
          modifications: [
            'Missed dose: give as soon as possible and keep the dosing interval; delay consolidation until ANC above 500/µL and platelets above 50,000/µL.',
          ],
        },
      ],
      administration: [
        'Reconstitute each vial with 19 mL sterile water; dilute the dose in 500 mL 0.9% sodium chloride or 5% dextrose.',
        'Infuse over 90 minutes by infusion pump through a central or peripheral line; do not mix with other drugs.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'haemorrhage', frequency: '69%' },
          { reaction: 'febrile neutropenia', frequency: '68%' },
          { reaction: 'rash', frequency: '54%' },
          { reaction: 'oedema', frequency: '52%' },
          { reaction: 'nausea', frequency: '47%' },
          { reaction: 'mucositis, diarrhoea', frequency: '≥40%' },
        ],
        serious: [
          'Fatal haemorrhage',
          'Prolonged cytopenias and infection',
          'Cardiotoxicity',
          'Serious hypersensitivity',
        ],
      },
      sources: monographSources('Vyxeos (daunorubicin and cytarabine liposome)'),
    },
    sources: [
      pi('Vyxeos (daunorubicin and cytarabine liposome)'),
      {
        kind: 'rxnorm',
        title:
          'RxNorm multiple-ingredient concept 2017575 cytarabine / daunorubicin, as listed in the NMDP CIBMTR reporting IG value set RxNormPrepRegimenVS',
      },
    ],
  },
  {
    id: 'decitabine-cedazuridine',
    rxcui: '2384456',
    name: 'Decitabine and cedazuridine',
    synonyms: ['oral decitabine', 'ASTX727', 'decitabine/cedazuridine'],
    brandNames: ['Inqovi'],
    atc: ['L01BC58'],
    kind: 'antineoplastic',
    drugClass: 'Hypomethylating agent with cytidine deaminase inhibitor (oral)',
    classTags: ['hypomethylating-agent'],
    mechanism:
      'Cedazuridine inhibits cytidine deaminase so that oral decitabine reaches exposure similar to IV decitabine, which inhibits DNA methyltransferase.',
    routes: ['oral'],
    // Label 7: avoid drugs metabolised by cytidine deaminase (cedazuridine inhibits it); no CYP role.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infection', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30-89 mL/min; below 30 mL/min not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'CBC before each cycle and as needed; delay the next cycle for ANC below 1,000/µL or platelets below 50,000/µL per the label.',
      'Do not substitute IV decitabine within a cycle.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Myelodysplastic syndromes (previously treated or untreated, de novo or secondary), including CMML, of intermediate-1 risk or higher.',
      ],
      dosing: [
        {
          indication: 'MDS and CMML',
          dose: 'One tablet (decitabine 35 mg / cedazuridine 100 mg) orally once daily on days 1-5 of each 28-day cycle, for at least 4 cycles.',
          modifications: [
            'Myelosuppression with delayed recovery or grade 3 or higher non-haematological toxicity: delay, then reduce days per cycle (4, then 3 days) per the label table.',
          ],
        },
      ],
      administration: [
        'Take on an empty stomach: no food for 2 hours before and 1 hour after; swallow whole.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'fatigue', frequency: '≥20%' },
          { reaction: 'constipation, nausea, diarrhoea', frequency: '≥20%' },
          { reaction: 'haemorrhage, mucositis', frequency: '≥20%' },
          { reaction: 'myalgia, arthralgia, dyspnoea, rash, dizziness', frequency: '≥20%' },
          { reaction: 'febrile neutropenia', frequency: '≥20%' },
        ],
        serious: ['Febrile neutropenia', 'Pneumonia and sepsis'],
      },
      sources: monographSources('Inqovi (decitabine and cedazuridine)'),
    },
    sources: [
      pi('Inqovi (decitabine and cedazuridine)'),
      {
        kind: 'rxnorm',
        title:
          'RxNorm multiple-ingredient concept 2384456 cedazuridine / decitabine, as listed in the NMDP CIBMTR reporting IG value set RxNormPostHCTDiseaseTherapyPlannedVS',
      },
    ],
  },
  {
    id: 'streptozocin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Streptozocin',
    synonyms: ['streptozotocin'],
    brandNames: ['Zanosar'],
    atc: ['L01AD04'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (nitrosourea)',
    classTags: ['nitrosourea'],
    mechanism:
      'Glucosamine-linked nitrosourea; methylates DNA and is taken up selectively by pancreatic islet cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['nephrotoxicity', 'hepatotoxicity', 'myelosuppression', 'hyperglycemia'],
    renal: {
      status: 'adjust',
      summary:
        'Renal toxicity is dose-related and cumulative; the label advises reducing or stopping for renal toxicity but gives no CrCl thresholds.',
      rules: [
        {
          action: 'monitor',
          text: 'Check serum creatinine, urinalysis and proteinuria before each course; reduce or stop when renal toxicity appears.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'No label dose recommendation; monitor liver tests.' },
    emetogenicRisk: 'high',
    boxedWarnings: [
      'Give only under an experienced physician; renal toxicity is dose-related and cumulative and may be severe or fatal.',
      'Severe nausea and vomiting, liver dysfunction and haematological toxicity can occur; weigh benefit against toxicity.',
    ],
    monitoring: [
      'Serum creatinine, BUN, urinalysis for protein and electrolytes before and weekly during therapy; proteinuria is the first sign.',
      'Liver tests and CBC weekly; blood glucose (hypoglycaemia from insulin release).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Metastatic islet-cell carcinoma of the pancreas, symptomatic or progressive.'],
      dosing: [
        {
          indication: 'Pancreatic islet-cell carcinoma, daily schedule',
          dose: '500 mg/m2 IV daily for 5 consecutive days every 6 weeks until maximum benefit or limiting toxicity.',
          modifications: ['Renal toxicity: reduce the dose or stop.'],
        },
        {
          indication: 'Pancreatic islet-cell carcinoma, weekly schedule',
          dose: '1,000 mg/m2 IV weekly for 2 weeks, then increase as tolerated; single doses should not exceed 1,500 mg/m2.',
          modifications: [],
        },
      ],
      administration: [
        'Reconstitute the 1 g vial with 9.5 mL 0.9% sodium chloride or 5% dextrose (100 mg/mL); may be diluted further.',
        'Give by rapid injection or short infusion; protect vials from light and refrigerate.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'nausea and vomiting',
            frequency: 'most patients, sometimes treatment-limiting',
          },
          {
            reaction: 'renal toxicity (proteinuria, raised creatinine)',
            frequency: 'up to about two thirds',
          },
          { reaction: 'liver enzyme rise', frequency: 'common' },
        ],
        serious: [
          'Renal failure',
          'Severe myelosuppression',
          'Hypoglycaemia',
          'Secondary malignancy',
        ],
      },
      sources: monographSources('Zanosar (streptozocin)'),
    },
    sources: [
      usLabel(
        'Zanosar (streptozocin)',
        'BOXED WARNING; WARNINGS; PRECAUTIONS; DOSAGE AND ADMINISTRATION',
      ),
      MASCC_2016,
    ],
  },
  {
    id: 'treosulfan',
    rxcui: '38508',
    name: 'Treosulfan',
    brandNames: ['Grafapex'],
    atc: ['L01AB02'],
    kind: 'antineoplastic',
    drugClass: 'Alkylating agent (alkyl sulfonate prodrug)',
    classTags: ['alkyl-sulfonate'],
    mechanism: 'Converts non-enzymatically to epoxides that alkylate and cross-link DNA.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'mucositis', 'infection', 'dermatologic', 'embryo-fetal'],
    rareToxicities: ['seizure'],
    renal: NOT_STUDIED_RENAL,
    hepatic: NOT_STUDIED_HEPATIC,
    boxedWarnings: [
      'Profound myelosuppression at the recommended dose: haematopoietic stem-cell transplantation is required to prevent fatal complications.',
    ],
    monitoring: [
      'CBC until engraftment; signs of infection.',
      'Seizures (especially in infants): consider anticonvulsant prophylaxis as the label advises.',
      'Skin care and oral mucositis assessment.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'With fludarabine, preparative regimen for allogeneic haematopoietic stem-cell transplantation in adults and children 1 year and older with AML or MDS.',
      ],
      dosing: [
        {
          indication:
            'Conditioning before allogeneic HSCT (with fludarabine 30 mg/m2 on days -6 to -2)',
          dose: '10 g/m2 IV over 2 hours daily on days -4, -3 and -2 before the stem-cell infusion.',
          modifications: [],
        },
      ],
      administration: [
        'Reconstitute and dilute as the label directs; infuse over 2 hours; avoid skin contact (wash at once if exposed).',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction:
              'musculoskeletal pain, stomatitis, pyrexia, nausea, oedema, infection, vomiting',
            frequency: '≥20%',
          },
        ],
        serious: [
          'Profound myelosuppression',
          'Seizures',
          'Severe infection',
          'Secondary malignancy',
        ],
      },
      sources: monographSources('Grafapex (treosulfan)'),
    },
    sources: [
      pi('Grafapex (treosulfan)'),
      {
        kind: 'rxnorm',
        title:
          'RxNorm ingredient 38508 treosulfan, as listed in the NMDP CIBMTR reporting IG value set RxNormTreosulfanVS',
      },
    ],
  },
  {
    id: 'calaspargase-pegol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Calaspargase pegol',
    atc: ['L01XX86'],
    synonyms: ['calaspargase pegol-mknl'],
    brandNames: ['Asparlas'],
    kind: 'antineoplastic',
    drugClass: 'Asparaginase (pegylated E. coli, succinimidyl carbonate linker)',
    classTags: ['asparaginase'],
    mechanism: 'Depletes plasma asparagine, which leukaemic blasts cannot synthesise.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hypersensitivity',
      'hepatotoxicity',
      'thromboembolism',
      'bleeding',
      'hyperglycemia',
    ],
    renal: NOT_STUDIED_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'Observe for 1 hour after each dose with resuscitation equipment at hand (hypersensitivity).',
      'Nadir serum asparaginase activity where available (at least 0.1 U/mL).',
      'Glucose, bilirubin and transaminases, fibrinogen/coagulation at baseline and every 2-3 weeks; signs of pancreatitis and thrombosis.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Acute lymphoblastic leukaemia in patients aged 1 month to 21 years, as part of multi-agent chemotherapy.',
      ],
      dosing: [
        {
          indication: 'ALL (multi-agent regimen)',
          dose: '2,500 units/kg IV no more often than every 21 days.',
          modifications: [
            'Stop for serious hypersensitivity, serious thrombosis, severe or haemorrhagic pancreatitis; hold for grade 3-4 hepatotoxicity or hyperglycaemia until recovery.',
          ],
        },
      ],
      administration: [
        'Dilute in 100 mL 0.9% sodium chloride or 5% dextrose; infuse over 1 hour; do not shake.',
        'Contraindicated after serious thrombosis, pancreatitis or serious haemorrhage with prior asparaginase.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'raised transaminases (grade 3 or higher)', frequency: '≥10%' },
          {
            reaction: 'raised bilirubin, pancreatitis, abnormal clotting (grade 3 or higher)',
            frequency: '≥10%',
          },
        ],
        serious: ['Anaphylaxis', 'Pancreatitis', 'Thrombosis', 'Haemorrhage', 'Hepatotoxicity'],
      },
      sources: monographSources('Asparlas (calaspargase pegol-mknl)'),
    },
    sources: [pi('Asparlas (calaspargase pegol-mknl)'), MASCC_2016],
  },
  {
    id: 'asparaginase-erwinia-recombinant',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Asparaginase erwinia chrysanthemi (recombinant)',
    synonyms: [
      'asparaginase erwinia chrysanthemi (recombinant)-rywn',
      'recombinant crisantaspase',
      'JZP-458',
    ],
    brandNames: ['Rylaze'],
    atc: ['L01XX02'],
    kind: 'antineoplastic',
    drugClass: 'Asparaginase (Erwinia-derived, recombinant)',
    classTags: ['asparaginase'],
    mechanism:
      'Depletes plasma asparagine; for patients allergic to E. coli-derived asparaginases.',
    routes: ['im', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hypersensitivity',
      'hepatotoxicity',
      'thromboembolism',
      'bleeding',
      'hyperglycemia',
    ],
    renal: NOT_STUDIED_RENAL,
    hepatic: NOT_STUDIED_HEPATIC,
    emetogenicRisk: 'minimal',
    boxedWarnings: [],
    monitoring: [
      'Observe for hypersensitivity after each dose.',
      'Glucose, liver tests and coagulation at baseline and periodically; signs of pancreatitis and thrombosis.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'ALL and lymphoblastic lymphoma, in patients 1 month and older who developed hypersensitivity to E. coli-derived asparaginase, as part of multi-agent chemotherapy.',
      ],
      dosing: [
        {
          indication: 'ALL/LBL (replacing E. coli asparaginase)',
          dose: 'IM: 25 mg/m2 every 48 hours, or 25 mg/m2 Monday and Wednesday mornings and 50 mg/m2 Friday afternoon. IV: 25 mg/m2 every 48 hours.',
          modifications: [
            'Stop for serious hypersensitivity, pancreatitis or serious thrombosis; hold for grade 3-4 hepatotoxicity.',
          ],
        },
      ],
      administration: [
        'IM: volumes above 2 mL split between sites. IV: dilute in 0.9% sodium chloride and infuse over 2 hours.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'abnormal liver tests, nausea, musculoskeletal pain, fatigue',
            frequency: '≥20%',
          },
          {
            reaction: 'infection, headache, pyrexia, drug hypersensitivity, febrile neutropenia',
            frequency: '≥20%',
          },
        ],
        serious: ['Anaphylaxis', 'Pancreatitis', 'Thrombosis', 'Haemorrhage', 'Hepatotoxicity'],
      },
      sources: monographSources('Rylaze (asparaginase erwinia chrysanthemi (recombinant)-rywn)'),
    },
    sources: [pi('Rylaze (asparaginase erwinia chrysanthemi (recombinant)-rywn)'), MASCC_2016],
  },
  {
    id: 'bexarotene',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Bexarotene',
    brandNames: ['Targretin'],
    atc: ['L01XF03'],
    kind: 'antineoplastic',
    drugClass: 'Retinoid X receptor agonist (rexinoid)',
    classTags: ['rexinoid'],
    mechanism:
      'Selectively activates retinoid X receptors, regulating cell differentiation and proliferation.',
    routes: ['oral', 'topical'],
    pathways: {
      // Label 7: CYP3A4 inhibitors (and gemfibrozil) raise bexarotene levels; no fold-change stated.
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['teratogenic', 'hepatotoxicity', 'myelosuppression'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary:
        'Not studied in hepatic impairment; hepatic elimination is major, so use with great caution.',
    },
    boxedWarnings: [
      'Contraindicated in pregnancy: a member of the retinoid class; exclude pregnancy before and monthly during treatment, with two reliable forms of contraception.',
    ],
    monitoring: [
      'Fasting lipids at baseline, weekly until the response is known, then every 8 weeks (hypertriglyceridaemia, pancreatitis).',
      'Thyroid function (central hypothyroidism), liver tests, CBC.',
      'Pregnancy test within a week before starting and monthly.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Cutaneous manifestations of cutaneous T-cell lymphoma refractory to at least one prior systemic therapy (capsules); early-stage cutaneous lesions (1% gel).',
      ],
      dosing: [
        {
          indication: 'CTCL (capsules)',
          dose: '300 mg/m2 orally once daily with a meal.',
          modifications: ['Toxicity: reduce to 200 mg/m2, then 100 mg/m2, or hold temporarily.'],
        },
      ],
      administration: ['Take with a meal; avoid gemfibrozil and grapefruit juice.'],
      hazardous: { niosh: 'table-1' },
      pregnancy:
        'Contraindicated (retinoid teratogen): verify a negative pregnancy test and use two reliable contraceptive methods.',
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'hypertriglyceridaemia', frequency: 'about 80%' },
          { reaction: 'hypercholesterolaemia', frequency: 'about 50%' },
          { reaction: 'central hypothyroidism', frequency: 'about 30-50%' },
          { reaction: 'headache, asthenia', frequency: '≥20%' },
          { reaction: 'leukopenia', frequency: 'about 20%' },
        ],
        serious: ['Pancreatitis', 'Hepatotoxicity and cholestasis', 'Cataracts'],
      },
      sources: monographSources('Targretin (bexarotene) capsules'),
    },
    sources: [pi('Targretin (bexarotene) capsules')],
  },
  {
    id: 'omacetaxine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Omacetaxine mepesuccinate',
    synonyms: ['homoharringtonine', 'HHT'],
    brandNames: ['Synribo'],
    atc: ['L01XX40'],
    kind: 'antineoplastic',
    drugClass: 'Protein synthesis inhibitor',
    classTags: ['protein-synthesis-inhibitor'],
    mechanism:
      'Binds the ribosomal A-site and inhibits protein synthesis, lowering BCR-ABL and other short-lived oncoproteins.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'bleeding', 'hyperglycemia', 'infection', 'embryo-fetal'],
    renal: NOT_STUDIED_RENAL,
    hepatic: NOT_STUDIED_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'CBC weekly during induction and initial maintenance, then every 2 weeks or as indicated.',
      'Glucose frequently, especially in diabetes; bleeding signs (avoid anticoagulants and antiplatelets when platelets are below 50,000/µL).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Chronic or accelerated-phase CML with resistance or intolerance to two or more tyrosine kinase inhibitors.',
      ],
      dosing: [
        {
          indication: 'CML after two or more TKIs',
          dose: 'Induction 1.25 mg/m2 SC twice daily for 14 consecutive days every 28 days until haematological response; maintenance 1.25 mg/m2 twice daily for 7 days every 28 days.',
          modifications: [
            'Grade 4 neutropenia or grade 3 thrombocytopenia: delay the cycle and shorten it by 2 days.',
          ],
        },
      ],
      administration: [
        'Reconstitute with 1 mL 0.9% sodium chloride; SC injection; may be given at home by a trained patient or carer.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'thrombocytopenia, anaemia, neutropenia', frequency: '≥20%' },
          {
            reaction:
              'diarrhoea, nausea, fatigue, asthenia, injection-site reaction, pyrexia, infection',
            frequency: '≥20%',
          },
        ],
        serious: ['Severe myelosuppression', 'Cerebral and GI haemorrhage', 'Hyperglycaemia'],
      },
      sources: monographSources('Synribo (omacetaxine mepesuccinate)'),
    },
    sources: [pi('Synribo (omacetaxine mepesuccinate)')],
  },
  {
    id: 'azathioprine',
    rxcui: '1256',
    name: 'Azathioprine',
    brandNames: ['Imuran', 'Azasan'],
    atc: ['L04AX01'],
    kind: 'supportive',
    drugClass: 'Thiopurine immunosuppressant',
    classTags: ['thiopurine'],
    mechanism:
      'Prodrug of mercaptopurine; thioguanine nucleotides inhibit purine synthesis and lymphocyte proliferation.',
    routes: ['oral', 'iv'],
    // Not CYP-metabolised: TPMT, NUDT15 and xanthine oxidase (allopurinol, febuxostat) govern exposure.
    pathways: {},
    // No thorough QT study in the label: not assessed, never read as none.
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infection'],
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Oliguric patients, especially with tubular necrosis after transplantation, clear it slowly: give lower doses.',
      rules: [
        {
          action: 'reduce',
          text: 'Oliguria or acute tubular necrosis: lower doses (no figure given).',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'No label dose recommendation; monitor liver tests.' },
    boxedWarnings: [
      'Malignancy: chronic immunosuppression raises the risk of lymphoma, skin cancer and hepatosplenic T-cell lymphoma.',
    ],
    monitoring: [
      'TPMT and NUDT15 genotype or phenotype before starting (CPIC 2018): lower doses for intermediate, a tenth for poor metabolisers.',
      'CBC weekly for the first month, twice monthly for the next 2 months, then monthly; liver tests.',
    ],
    pgxGenes: ['TPMT', 'NUDT15'],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Prevention of rejection in renal transplantation (adjunct).',
        'Active rheumatoid arthritis.',
      ],
      dosing: [
        {
          indication: 'Renal transplantation',
          dose: '3-5 mg/kg daily to start, then 1-3 mg/kg daily for maintenance.',
          modifications: [
            'TPMT or NUDT15 intermediate or poor metabolisers: reduce per CPIC; with allopurinol give one third to one quarter of the dose.',
          ],
        },
        {
          indication: 'Rheumatoid arthritis',
          dose: '1 mg/kg daily (50-100 mg) to start; increase by 0.5 mg/kg/day every 4 weeks to at most 2.5 mg/kg/day.',
          modifications: [],
        },
      ],
      administration: [
        'Oral tablets with food to reduce nausea; IV 50 mg/mL reconstituted solution where oral is impossible.',
      ],
      hazardous: {
        niosh: 'unknown',
        note: 'Placement in the 2024 NIOSH tables not confirmed at review; azathioprine is a carcinogen, handle tablets with gloves.',
      },
      pregnancy: 'Can cause fetal harm; weigh benefit against risk and advise contraception.',
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'leukopenia', frequency: 'over 50% (transplant)' },
          { reaction: 'nausea and vomiting', frequency: 'about 12% (rheumatoid arthritis)' },
          { reaction: 'infection', frequency: 'common in transplant recipients' },
        ],
        serious: [
          'Severe myelosuppression (TPMT/NUDT15 deficiency)',
          'Malignancy',
          'Hepatotoxicity and veno-occlusive disease',
          'Progressive multifocal leukoencephalopathy',
        ],
      },
      sources: monographSources('Imuran (azathioprine)'),
    },
    sources: [
      usLabel('Imuran (azathioprine)', PROFILE_SECTIONS),
      {
        kind: 'cpic',
        title:
          'CPIC guideline for thiopurine dosing based on TPMT and NUDT15 genotypes (2018 update)',
        year: 2018,
        pmid: '30447069',
      },
      {
        kind: 'rxnorm',
        title: 'RxNorm ingredient 1256 azathioprine, as listed in CPIC cpic-schema drug.sql',
      },
    ],
  },
];

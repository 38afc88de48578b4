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
 * Targeted small molecules that are not kinase inhibitors, added for issue 12: PARP inhibitors,
 * XPO1, IDH, hedgehog, gamma-secretase and menin inhibitors, a telomerase inhibitor and a
 * ClpP agonist, each with its issue-13 monograph. Conventions as in other-targeted.ts and
 * kinase-inhibitors-2.ts.
 */

const pi = (product: string) => usLabel(product, PROFILE_SECTIONS);

const HEDGEHOG_PREGNANCY =
  'Boxed warning: embryo-fetal death and severe birth defects. Verify pregnancy status before starting; females use effective contraception during and after treatment, and males use condoms (even after vasectomy) and do not donate semen, for the periods the label states.';

export const otherTargeted2Drugs: DrugInput[] = [
  {
    id: 'niraparib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Niraparib',
    brandNames: ['Zejula'],
    atc: ['L01XK02'],
    kind: 'antineoplastic',
    drugClass: 'PARP inhibitor',
    classTags: ['parp-inhibitor'],
    mechanism:
      'Inhibits PARP-1 and PARP-2 and traps PARP-DNA complexes, killing homologous-recombination-deficient cells.',
    routes: ['oral'],
    // Metabolised by carboxylesterases, not CYP; the label names no clinically significant PK interaction.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hypertension', 'embryo-fetal'],
    rareToxicities: ['neurotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for CrCl 30 mL/min or more; severe impairment and dialysis not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: 200 mg daily. Severe impairment: not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: 200 mg once daily.',
        },
      ],
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [],
    monitoring: [
      'CBC weekly for the first month, monthly for the next 11 months, then periodically; stop if cytopenias persist beyond 28 days (MDS/AML).',
      'Blood pressure and heart rate weekly for the first 2 months, monthly for the first year, then periodically.',
      'Posterior reversible encephalopathy syndrome symptoms.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Maintenance of advanced epithelial ovarian, fallopian tube or primary peritoneal cancer in complete or partial response to first-line platinum chemotherapy.',
        'Maintenance of deleterious germline BRCA-mutated recurrent ovarian cancer in response to platinum chemotherapy.',
      ],
      dosing: [
        {
          indication: 'First-line maintenance',
          dose: '200 mg orally once daily; 300 mg once daily if 77 kg or more and platelets at least 150,000/µL.',
          modifications: [
            'Reduce by 100 mg steps for haematological or other toxicity; stop if below 100 mg daily is needed.',
          ],
        },
        {
          indication: 'Recurrent gBRCA-mutated maintenance',
          dose: '300 mg orally once daily.',
          modifications: [
            'Platelets below 100,000/µL: withhold up to 28 days, resume at a reduced dose.',
          ],
        },
      ],
      administration: ['With or without food; bedtime dosing may reduce nausea.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'thrombocytopenia', frequency: '≥50%' },
          { reaction: 'anaemia', frequency: '≥50%' },
          { reaction: 'nausea', frequency: '≥50%' },
          { reaction: 'fatigue', frequency: '≥50%' },
          {
            reaction: 'neutropenia, constipation, insomnia, headache, hypertension',
            frequency: '≥20%',
          },
        ],
        serious: [
          'MDS/AML',
          'Severe thrombocytopenia and bleeding',
          'Hypertension and hypertensive crisis',
          'Posterior reversible encephalopathy syndrome',
        ],
      },
      sources: monographSources('Zejula (niraparib)'),
    },
    sources: [pi('Zejula (niraparib)'), MASCC_2016],
  },
  {
    id: 'talazoparib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Talazoparib',
    brandNames: ['Talzenna'],
    atc: ['L01XK04'],
    kind: 'antineoplastic',
    drugClass: 'PARP inhibitor',
    classTags: ['parp-inhibitor'],
    mechanism:
      'Inhibits PARP-1/2 and traps PARP on DNA, killing BRCA- and HRR-deficient tumour cells.',
    routes: ['oral'],
    pathways: {
      // Itraconazole (P-gp inhibitor) raised talazoparib AUC by about 56%; label reduces the dose with amiodarone, carvedilol, clarithromycin, itraconazole and verapamil.
      'P-gp': { substrate: 'minor' },
      BCRP: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'Breast: CrCl 30-59 mL/min 0.75 mg, 15-29 mL/min 0.5 mg daily. Prostate: 30-59 mL/min 0.35 mg, 15-29 mL/min 0.25 mg daily. Dialysis not studied.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'CrCl 30-59 mL/min: breast 0.75 mg; prostate 0.35 mg once daily.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl 15-29 mL/min: breast 0.5 mg; prostate 0.25 mg once daily.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild, moderate or severe hepatic impairment.',
    },
    boxedWarnings: [],
    monitoring: [
      'CBC monthly; do not start until recovered from prior therapy toxicity; stop and investigate if cytopenias persist (MDS/AML).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Deleterious or suspected deleterious germline BRCA-mutated, HER2-negative locally advanced or metastatic breast cancer.',
        'HRR gene-mutated metastatic castration-resistant prostate cancer, with enzalutamide.',
      ],
      dosing: [
        {
          indication: 'gBRCA breast cancer',
          dose: '1 mg orally once daily.',
          modifications: [
            'Reduce to 0.75, 0.5, then 0.25 mg daily; P-gp inhibitors listed in the label: 0.75 mg daily.',
          ],
        },
        {
          indication: 'HRR-mutated mCRPC (with enzalutamide 160 mg)',
          dose: '0.5 mg orally once daily.',
          modifications: ['Reduce to 0.35, 0.25, then 0.1 mg daily for toxicity.'],
        },
      ],
      administration: ['With or without food; swallow capsules whole.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'fatigue', frequency: '62% (breast)' },
          { reaction: 'anaemia', frequency: '53% (breast)' },
          { reaction: 'nausea', frequency: '49% (breast)' },
          { reaction: 'neutropenia', frequency: '35% (breast)' },
          { reaction: 'headache', frequency: '33% (breast)' },
          { reaction: 'thrombocytopenia', frequency: '27% (breast)' },
        ],
        serious: [
          'MDS/AML',
          'Severe anaemia requiring transfusion',
          'Neutropenia and thrombocytopenia',
        ],
      },
      sources: monographSources('Talzenna (talazoparib)'),
    },
    sources: [pi('Talzenna (talazoparib)')],
  },
  {
    id: 'selinexor',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Selinexor',
    brandNames: ['Xpovio'],
    atc: ['L01XX66'],
    kind: 'antineoplastic',
    drugClass: 'Selective inhibitor of nuclear export (XPO1 inhibitor)',
    classTags: ['xpo1-inhibitor'],
    mechanism: 'Blocks exportin 1, trapping tumour-suppressor proteins in the nucleus.',
    routes: ['oral'],
    // The label names no clinically significant CYP interaction.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hyponatremia',
      'diarrhea',
      'infection',
      'neurotoxicity',
      'ocular',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 15 mL/min or more; dialysis not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'CBC, sodium and weight at baseline and during treatment, more often in the first 2 months.',
      'Prophylactic 5-HT3 antagonist and other antiemetics before and during treatment; hydration and calorie intake.',
      'Neurological status (dizziness, confusion); cataract symptoms.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Multiple myeloma after at least one prior therapy, with bortezomib and dexamethasone.',
        'Relapsed or refractory multiple myeloma after at least four prior therapies (penta-refractory), with dexamethasone.',
        'Relapsed or refractory DLBCL after at least two lines of systemic therapy.',
      ],
      dosing: [
        {
          indication: 'Myeloma with bortezomib and dexamethasone',
          dose: '100 mg orally once weekly on day 1 of each week.',
          modifications: [
            'Reduce in 20 mg steps per the label table for thrombocytopenia, neutropenia, hyponatraemia, GI or neurological toxicity.',
          ],
        },
        {
          indication: 'Myeloma with dexamethasone',
          dose: '80 mg orally on days 1 and 3 of each week.',
          modifications: [],
        },
        {
          indication: 'DLBCL',
          dose: '60 mg orally on days 1 and 3 of each week.',
          modifications: [],
        },
      ],
      administration: ['Swallow tablets whole with water; with or without food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'fatigue', frequency: '59% (with bortezomib/dexamethasone)' },
          { reaction: 'nausea', frequency: '50%' },
          { reaction: 'decreased appetite', frequency: '35%' },
          { reaction: 'diarrhoea, peripheral neuropathy', frequency: '≥30%' },
          { reaction: 'thrombocytopenia (laboratory)', frequency: '≥50%' },
        ],
        serious: [
          'Severe thrombocytopenia and bleeding',
          'Hyponatraemia',
          'Serious infection',
          'Neurological toxicity',
          'Cataract',
        ],
      },
      sources: monographSources('Xpovio (selinexor)'),
    },
    sources: [pi('Xpovio (selinexor)')],
  },
  {
    id: 'olutasidenib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Olutasidenib',
    brandNames: ['Rezlidhia'],
    atc: ['L01XM03'],
    kind: 'antineoplastic',
    drugClass: 'IDH1 inhibitor',
    classTags: ['idh1-inhibitor'],
    mechanism:
      'Inhibits mutant IDH1, lowering 2-hydroxyglutarate and restoring myeloid differentiation.',
    routes: ['oral'],
    pathways: {
      // Label 7: avoid strong and moderate CYP3A inducers; olutasidenib may lower sensitive CYP3A substrates.
      CYP3A4: { substrate: 'minor', inducer: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['differentiation-syndrome', 'hepatotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
    },
    boxedWarnings: [
      'Differentiation syndrome, which can be fatal: at suspicion give systemic corticosteroids and haemodynamic monitoring; interrupt if severe.',
    ],
    monitoring: [
      'Liver tests weekly for the first 2 months, every other week in month 3, once in month 4, then every other month.',
      'CBC and signs of differentiation syndrome; IDH1 mutation by an FDA-approved test.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Relapsed or refractory AML with a susceptible IDH1 mutation.'],
      dosing: [
        {
          indication: 'IDH1-mutated relapsed or refractory AML',
          dose: '150 mg orally twice daily on an empty stomach, for at least 6 months.',
          modifications: [
            'Grade 3 hepatotoxicity: withhold, resume at 150 mg once daily; grade 4 or recurrent: stop.',
          ],
        },
      ],
      administration: ['Empty stomach: at least 1 hour before or 2 hours after food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'nausea, fatigue/malaise, arthralgia, constipation', frequency: '≥20%' },
          {
            reaction: 'leukocytosis, dyspnoea, pyrexia, rash, mucositis, diarrhoea, transaminitis',
            frequency: '≥20%',
          },
        ],
        serious: ['Differentiation syndrome', 'Hepatotoxicity'],
      },
      sources: monographSources('Rezlidhia (olutasidenib)'),
    },
    sources: [pi('Rezlidhia (olutasidenib)')],
  },
  {
    id: 'vorasidenib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Vorasidenib',
    atc: ['L01XM04'],
    brandNames: ['Voranigo'],
    kind: 'antineoplastic',
    drugClass: 'IDH1 and IDH2 inhibitor (brain-penetrant)',
    classTags: ['idh1-inhibitor', 'idh2-inhibitor'],
    mechanism: 'Inhibits mutant IDH1 and IDH2 enzymes, lowering 2-hydroxyglutarate in glioma.',
    routes: ['oral'],
    pathways: {
      // Label 7: mainly CYP1A2 (avoid strong CYP1A2 inhibitors and moderate inducers such as smoking);
      // vorasidenib may lower CYP3A substrates including hormonal contraceptives. Both graded as floors.
      CYP1A2: { substrate: 'minor' },
      CYP3A4: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl above 40 mL/min; below that not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests every 2 weeks for the first 2 months, then monthly for 2 years and as indicated.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Grade 2 astrocytoma or oligodendroglioma with a susceptible IDH1 or IDH2 mutation after surgery, in patients 12 years and older.',
      ],
      dosing: [
        {
          indication: 'IDH-mutant grade 2 glioma',
          dose: '40 mg orally once daily (20 mg once daily below 40 kg).',
          modifications: [
            'Grade 2 or higher transaminase rise: withhold and resume at 20 mg (or 10 mg); stop for recurrence with bilirubin rise.',
          ],
        },
      ],
      administration: [
        'Empty stomach: at least 2 hours after and 1 hour before food; swallow whole.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'raised ALT/AST (laboratory)', frequency: '≥50%' },
          {
            reaction:
              'fatigue, headache, COVID-19, musculoskeletal pain, diarrhoea, nausea, seizure',
            frequency: '≥15%',
          },
        ],
        serious: ['Hepatotoxicity'],
      },
      sources: monographSources('Voranigo (vorasidenib)'),
    },
    sources: [pi('Voranigo (vorasidenib)')],
  },
  {
    id: 'glasdegib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Glasdegib',
    brandNames: ['Daurismo'],
    atc: ['L01XJ03'],
    kind: 'antineoplastic',
    drugClass: 'Hedgehog pathway (smoothened) inhibitor',
    classTags: ['hedgehog-inhibitor'],
    mechanism: 'Inhibits smoothened, blocking hedgehog signalling in leukaemic stem cells.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised glasdegib AUC about 2.4-fold; rifampin lowered it by about 70%.
      CYP3A4: { substrate: 'moderate' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['teratogenic', 'myopathy', 'bleeding', 'myelosuppression'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for mild to severe renal impairment.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment for mild to severe hepatic impairment.',
    },
    boxedWarnings: ['Embryo-fetal toxicity: can cause embryo-fetal death or severe birth defects.'],
    monitoring: [
      'Pregnancy test within 7 days before starting; contraception for females and condoms for males.',
      'ECG before starting, about a week after, then monthly for 2 more months; electrolytes.',
      'CBC and CPK as indicated.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Newly diagnosed AML, with low-dose cytarabine, in adults 75 years or older or with comorbidities precluding intensive induction.',
      ],
      dosing: [
        {
          indication: 'AML (with low-dose cytarabine)',
          dose: '100 mg orally once daily in continuous 28-day cycles, for at least 6 cycles.',
          modifications: [
            'QTc above 500 ms: withhold until 480 ms or less, then resume at 50 mg; moderate CYP3A4 inducer unavoidable: 200 mg daily (return to 100 mg 7 days after stopping it).',
          ],
        },
      ],
      administration: ['With or without food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: HEDGEHOG_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'anaemia', frequency: '43%' },
          { reaction: 'fatigue', frequency: '36%' },
          { reaction: 'haemorrhage', frequency: '36%' },
          { reaction: 'febrile neutropenia', frequency: '31%' },
          { reaction: 'musculoskeletal pain', frequency: '30%' },
          { reaction: 'nausea, oedema', frequency: '29%' },
        ],
        serious: [
          'Embryo-fetal death and birth defects',
          'QTc prolongation',
          'Pneumonia and sepsis',
          'Haemorrhage',
        ],
      },
      sources: monographSources('Daurismo (glasdegib)'),
    },
    sources: [pi('Daurismo (glasdegib)')],
  },
  {
    id: 'vismodegib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Vismodegib',
    brandNames: ['Erivedge'],
    atc: ['L01XJ01'],
    kind: 'antineoplastic',
    drugClass: 'Hedgehog pathway (smoothened) inhibitor',
    classTags: ['hedgehog-inhibitor'],
    mechanism:
      'Binds and inhibits smoothened, blocking hedgehog signalling in basal cell carcinoma.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    // Label 7: drugs that raise gastric pH may lower vismodegib bioavailability (PPI lowered unbound exposure).
    phDependentAbsorption: true,
    toxicities: ['teratogenic', 'myopathy', 'dermatologic'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment in hepatic impairment.' },
    boxedWarnings: [
      'Embryo-fetal toxicity: can cause embryo-fetal death or severe birth defects; verify pregnancy status, contraception for females, condoms for males, no semen or blood donation.',
    ],
    monitoring: [
      'Pregnancy test within 7 days before starting.',
      'Muscle spasms, weight and taste changes; premature epiphyseal fusion in children.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Metastatic basal cell carcinoma, or locally advanced basal cell carcinoma recurred after surgery or not a candidate for surgery or radiation.',
      ],
      dosing: [
        {
          indication: 'Basal cell carcinoma',
          dose: '150 mg orally once daily until progression or unacceptable toxicity.',
          modifications: ['Intolerable adverse reactions: interrupt for up to 8 weeks.'],
        },
      ],
      administration: [
        'With or without food; swallow capsules whole; do not donate blood during and for 24 months after.',
      ],
      hazardous: { niosh: 'table-1' },
      pregnancy: HEDGEHOG_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'muscle spasms', frequency: '72%' },
          { reaction: 'alopecia', frequency: '64%' },
          { reaction: 'dysgeusia', frequency: '55%' },
          { reaction: 'weight loss', frequency: '45%' },
          { reaction: 'fatigue', frequency: '40%' },
          { reaction: 'nausea', frequency: '30%' },
        ],
        serious: [
          'Embryo-fetal death and birth defects',
          'Premature fusion of the epiphyses (children)',
          'Severe cutaneous adverse reactions',
        ],
      },
      sources: monographSources('Erivedge (vismodegib)'),
    },
    sources: [pi('Erivedge (vismodegib)')],
  },
  {
    id: 'sonidegib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Sonidegib',
    brandNames: ['Odomzo'],
    atc: ['L01XJ02'],
    kind: 'antineoplastic',
    drugClass: 'Hedgehog pathway (smoothened) inhibitor',
    classTags: ['hedgehog-inhibitor'],
    mechanism: 'Inhibits smoothened, blocking hedgehog signalling.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised sonidegib AUC about 2.2-fold; rifampin lowered it by about 72%.
      CYP3A4: { substrate: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['teratogenic', 'myopathy', 'dermatologic'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment in hepatic impairment.' },
    boxedWarnings: [
      'Embryo-fetal toxicity: can cause embryo-fetal death or severe birth defects; verify pregnancy status, contraception for females, condoms for males.',
    ],
    monitoring: [
      'Serum CK and creatinine at baseline and periodically (musculoskeletal toxicity, rhabdomyolysis).',
      'Pregnancy test within 7 days before starting.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Locally advanced basal cell carcinoma recurred after surgery or radiation, or not a candidate for them.',
      ],
      dosing: [
        {
          indication: 'Locally advanced basal cell carcinoma',
          dose: '200 mg orally once daily on an empty stomach.',
          modifications: [
            'CK rise above 2.5x ULN with worsening renal function, or above 10x ULN: withhold or stop per the label table.',
          ],
        },
      ],
      administration: ['Empty stomach: at least 1 hour before or 2 hours after a meal.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: HEDGEHOG_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'muscle spasms', frequency: '54%' },
          { reaction: 'alopecia', frequency: '53%' },
          { reaction: 'dysgeusia', frequency: '46%' },
          { reaction: 'fatigue', frequency: '41%' },
          { reaction: 'nausea', frequency: '39%' },
          { reaction: 'musculoskeletal pain, diarrhoea, weight decrease', frequency: '≥30%' },
        ],
        serious: [
          'Embryo-fetal death and birth defects',
          'Rhabdomyolysis and musculoskeletal toxicity',
        ],
      },
      sources: monographSources('Odomzo (sonidegib)'),
    },
    sources: [pi('Odomzo (sonidegib)')],
  },
  {
    id: 'nirogacestat',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Nirogacestat',
    atc: ['L01XX81'],
    brandNames: ['Ogsiveo'],
    kind: 'antineoplastic',
    drugClass: 'Gamma-secretase inhibitor',
    classTags: ['gamma-secretase-inhibitor'],
    mechanism:
      'Inhibits gamma-secretase, blocking Notch signalling that drives desmoid tumour growth.',
    routes: ['oral'],
    pathways: {
      // Label 7: avoid strong and moderate CYP3A inhibitors and inducers (graded 'minor' as a floor).
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    // Label 7: avoid proton-pump inhibitors and H2 blockers (lower exposure); separate antacids.
    phDependentAbsorption: true,
    toxicities: ['diarrhea', 'dermatologic', 'mucositis', 'hepatotoxicity', 'embryo-fetal'],
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
      'Diarrhoea, skin (including non-melanoma skin cancer) and ovarian function (premature ovarian insufficiency) at each visit.',
      'Liver tests and electrolytes (phosphate, potassium) regularly.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Progressing desmoid tumours that require systemic treatment.'],
      dosing: [
        {
          indication: 'Desmoid tumours',
          dose: '150 mg orally twice daily.',
          modifications: [
            'Withhold and resume at 100 mg twice daily for grade 3 or higher toxicity per the label table.',
          ],
        },
      ],
      administration: ['With or without food; avoid grapefruit and acid-reducing drugs.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'diarrhoea', frequency: '84%' },
          { reaction: 'ovarian toxicity', frequency: '75% of females of reproductive potential' },
          { reaction: 'rash', frequency: '68%' },
          { reaction: 'nausea', frequency: '54%' },
          { reaction: 'fatigue', frequency: '51%' },
          { reaction: 'stomatitis', frequency: '39%' },
        ],
        serious: [
          'Severe diarrhoea',
          'Ovarian toxicity',
          'Hepatotoxicity',
          'Non-melanoma skin cancers',
          'Electrolyte abnormalities',
        ],
      },
      sources: monographSources('Ogsiveo (nirogacestat)'),
    },
    sources: [pi('Ogsiveo (nirogacestat)')],
  },
  {
    id: 'revumenib',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Revumenib',
    brandNames: ['Revuforj'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'Menin inhibitor',
    classTags: ['menin-inhibitor'],
    mechanism:
      'Blocks the menin-KMT2A interaction, switching off leukaemogenic HOXA/MEIS1 expression.',
    routes: ['oral'],
    pathways: {
      // Label 2/7: strong CYP3A4 inhibitors call for a lower dose (270 mg -> 160 mg twice daily); avoid strong and moderate inducers.
      CYP3A4: { substrate: 'sensitive' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'differentiation-syndrome',
      'myelosuppression',
      'infection',
      'bleeding',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild impairment; moderate or severe impairment not studied.',
    },
    boxedWarnings: [
      'Differentiation syndrome, which can be fatal: at suspicion give corticosteroids and haemodynamic monitoring until resolution.',
    ],
    monitoring: [
      'ECG before starting, at least once a week for 4 weeks, then monthly; correct potassium and magnesium; do not start with QTcF above 450 ms.',
      'CBC and signs of differentiation syndrome; hydroxyurea for leukocytosis per the label.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory acute leukaemia with a KMT2A translocation, in adults and children 1 year and older.',
        'Relapsed or refractory AML with a susceptible NPM1 mutation.',
      ],
      dosing: [
        {
          indication: 'KMT2A-rearranged or NPM1-mutated acute leukaemia',
          dose: '40 kg or more: 270 mg orally twice daily (160 mg twice daily with a strong CYP3A4 inhibitor). Below 40 kg: 160 mg/m2 twice daily (95 mg/m2 with a strong CYP3A4 inhibitor).',
          modifications: [
            'QTcF above 500 ms: withhold, correct electrolytes, resume at a lower dose when 480 ms or less; stop for torsade or life-threatening arrhythmia.',
          ],
        },
      ],
      administration: ['Fasting or with a low-fat meal; tablets or oral solution.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'haemorrhage, nausea, musculoskeletal pain, infection, febrile neutropenia',
            frequency: '≥20%',
          },
          {
            reaction: 'QTc prolongation, raised transaminases, diarrhoea, oedema, fatigue',
            frequency: '≥20%',
          },
        ],
        serious: [
          'Differentiation syndrome',
          'QTc prolongation and torsade de pointes',
          'Febrile neutropenia and sepsis',
        ],
      },
      sources: monographSources('Revuforj (revumenib)'),
    },
    sources: [pi('Revuforj (revumenib)')],
  },
  {
    id: 'imetelstat',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Imetelstat',
    atc: ['L01XX80'],
    brandNames: ['Rytelo'],
    kind: 'antineoplastic',
    drugClass: 'Telomerase inhibitor (oligonucleotide)',
    classTags: ['telomerase-inhibitor'],
    mechanism:
      'Lipid-conjugated oligonucleotide that binds the telomerase RNA template and inhibits telomerase in malignant clones.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infusion-reaction', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment (population PK); severe impairment not studied.',
    },
    hepatic: NOT_STUDIED_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'CBC before each dose, at least weekly for the first 2 cycles and every 2 weeks thereafter (thrombocytopenia, neutropenia).',
      'Premedicate with diphenhydramine and hydrocortisone 30 minutes before; observe for infusion reactions.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Low to intermediate-1 risk MDS with transfusion-dependent anaemia (4 or more RBC units over 8 weeks) that did not respond to, lost response to or cannot receive erythropoiesis-stimulating agents.',
      ],
      dosing: [
        {
          indication: 'Lower-risk MDS with transfusion-dependent anaemia',
          dose: '7.1 mg/kg IV over 2 hours every 4 weeks.',
          modifications: [
            'Delay and reduce to 5.6 mg/kg, then 4.4 mg/kg for thrombocytopenia or neutropenia per the label table.',
          ],
        },
      ],
      administration: [
        'Reconstitute and dilute in 250-500 mL 0.9% sodium chloride; infuse over 2 hours through a 0.2-micron in-line filter.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'thrombocytopenia, neutropenia, leukopenia (laboratory)', frequency: '≥50%' },
          { reaction: 'raised AST, ALP, ALT; prolonged PTT', frequency: '≥20%' },
          { reaction: 'fatigue, arthralgia/myalgia, COVID-19, headache', frequency: '≥10%' },
        ],
        serious: ['Grade 3-4 thrombocytopenia and neutropenia', 'Infusion-related reactions'],
      },
      sources: monographSources('Rytelo (imetelstat)'),
    },
    sources: [pi('Rytelo (imetelstat)')],
  },
  {
    id: 'dordaviprone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Dordaviprone',
    synonyms: ['ONC201'],
    brandNames: ['Modeyso'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'Mitochondrial protease ClpP agonist and DRD2 antagonist',
    classTags: ['clpp-agonist'],
    mechanism:
      'Activates mitochondrial ClpP and antagonises dopamine D2 receptors, inducing integrated stress response in H3 K27M glioma cells.',
    routes: ['oral'],
    pathways: {
      // Label 7: avoid strong and moderate CYP3A4 inhibitors and inducers (graded 'minor' as a floor).
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['embryo-fetal'],
    rareToxicities: ['hypersensitivity'],
    renal: NOT_STUDIED_RENAL,
    hepatic: NOT_STUDIED_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'ECG and electrolytes before starting and periodically (QTc prolongation).',
      'Hypersensitivity reactions.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Diffuse midline glioma with an H3 K27M mutation that progressed after prior therapy, in adults and children 1 year and older.',
      ],
      dosing: [
        {
          indication: 'H3 K27M-mutant diffuse midline glioma',
          dose: 'Adults: 625 mg orally once weekly; children dosed by body weight per the label, on an empty stomach.',
          modifications: [
            'Withhold and reduce for QTc prolongation or other grade 3 toxicity per the label table.',
          ],
        },
      ],
      administration: ['Empty stomach: no food for 1 hour before and 3 hours after.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'fatigue, headache, vomiting, nausea, musculoskeletal pain',
            frequency: '≥20%',
          },
        ],
        serious: ['Hypersensitivity', 'QTc prolongation'],
      },
      sources: monographSources('Modeyso (dordaviprone)'),
    },
    sources: [pi('Modeyso (dordaviprone)')],
  },
];

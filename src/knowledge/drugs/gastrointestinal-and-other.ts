import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Acid suppressants, antacids, antidiarrheals, calcineurin inhibitors and other common
 * co-medications that interact with anticancer drugs.
 *
 * Acid suppressants carry phDependentAbsorption: false because they CAUSE the raised gastric pH;
 * the interaction engine recognises them by the classTags 'proton-pump-inhibitor',
 * 'h2-receptor-antagonist' and 'antacid', and flags victims whose own record says their
 * absorption is pH dependent.
 */

const label = (title: string, section: string): Source => ({ kind: 'label', title, section });

/** FDA clinical DDI examples table; it grades CYP inhibitors and inducers (strong/moderate/weak). */
const fdaDdiTable: Source = {
  kind: 'guideline',
  title: 'FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers',
  section:
    'Examples of clinical substrates, inhibitors and inducers of CYP enzymes and transporters',
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  unconfirmed:
    "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
};

const cpicPpi: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2C19 and proton pump inhibitor dosing',
  year: 2020,
  pmid: '32770672',
};

const cpicTacrolimus: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP3A5 genotype and tacrolimus dosing',
  year: 2015,
  pmid: '25801146',
};

const PPI_MECHANISM =
  'Irreversibly inhibits the parietal-cell H+/K+-ATPase, raising gastric pH for about 24 hours.';

const PPI_TOXICITIES: DrugInput['toxicities'] = ['hypomagnesemia', 'infection'];

/**
 * Acute tubulointerstitial nephritis and cutaneous or systemic lupus (each PPI label, 5 Warnings
 * and Precautions) are idiosyncratic: shown, but never combined by the additive-toxicity rules,
 * which made every PPI a kidney warning beside cisplatin or pemetrexed (issue 12).
 */
const PPI_RARE_TOXICITIES: DrugInput['rareToxicities'] = ['nephrotoxicity', 'dermatologic'];

const PPI_MONITORING = [
  'Raised gastric pH lowers absorption of drugs whose solubility is pH dependent (several kinase inhibitors); check each co-medication.',
  'Magnesium before and during prolonged use, especially with diuretics, digoxin or other drugs that lower magnesium.',
  'Clostridioides difficile diarrhea, acute tubulointerstitial nephritis and cutaneous or systemic lupus.',
  'High-dose methotrexate: PPIs can delay methotrexate clearance; consider holding the PPI.',
];

const PRILOSEC = 'Prilosec (omeprazole) US prescribing information';
const NEXIUM = 'Nexium (esomeprazole) US prescribing information';
const PREVACID = 'Prevacid (lansoprazole) US prescribing information';
const PROTONIX = 'Protonix (pantoprazole) US prescribing information';
const ACIPHEX = 'Aciphex (rabeprazole) US prescribing information';
const PEPCID = 'Pepcid (famotidine) US prescribing information';
const PROGRAF = 'Prograf (tacrolimus) US prescribing information';
const NEORAL = 'Neoral (cyclosporine) US prescribing information';
const SYNTHROID = 'Synthroid (levothyroxine) US prescribing information';
const GLUCOPHAGE = 'Glucophage (metformin) US prescribing information';

export const gastrointestinalOtherDrugs: DrugInput[] = [
  {
    id: 'omeprazole',
    rxcui: '7646',
    name: 'Omeprazole',
    brandNames: ['Prilosec'],
    atc: ['A02BC01'],
    kind: 'supportive',
    drugClass: 'Proton pump inhibitor',
    classTags: ['proton-pump-inhibitor'],
    mechanism: PPI_MECHANISM,
    routes: ['oral'],
    // Omeprazole is the FDA index sensitive CYP2C19 substrate and is listed as a weak CYP2C19
    // inhibitor (clopidogrel active-metabolite exposure falls); CYP3A4 forms the sulfone.
    pathways: {
      CYP2C19: { substrate: 'sensitive', inhibitor: 'weak' },
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: PPI_TOXICITIES,
    rareToxicities: PPI_RARE_TOXICITIES,
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment (any Child-Pugh class): consider 10 mg daily for maintenance of healing.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Consider 10 mg once daily for maintenance of healing of erosive esophagitis.',
        },
      ],
    },
    monitoring: [
      ...PPI_MONITORING,
      'Clopidogrel: avoid (CYP2C19 inhibition lowers its active metabolite).',
      'Tacrolimus levels may rise; avoid with St John\u2019s wort or rifampin, which lower omeprazole exposure.',
    ],
    pgxGenes: ['CYP2C19'],
    sources: [
      label(PRILOSEC, '2 Dosage and Administration; 8.7 Hepatic Impairment'),
      label(PRILOSEC, '5 Warnings and Precautions'),
      label(PRILOSEC, '7 Drug Interactions; 12.3 Pharmacokinetics'),
      fdaDdiTable,
      cpicPpi,
    ],
  },
  {
    id: 'esomeprazole',
    rxcui: '283742',
    name: 'Esomeprazole',
    brandNames: ['Nexium'],
    atc: ['A02BC05'],
    kind: 'supportive',
    drugClass: 'Proton pump inhibitor',
    classTags: ['proton-pump-inhibitor'],
    mechanism: PPI_MECHANISM,
    routes: ['oral', 'iv'],
    // CYP2C19 poor metabolizers have about twice the exposure of normal metabolizers (label 12.5);
    // esomeprazole cut diazepam clearance by 45% (about 1.8-fold exposure: weak inhibition).
    pathways: {
      CYP2C19: { substrate: 'moderate', inhibitor: 'weak' },
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: PPI_TOXICITIES,
    rareToxicities: PPI_RARE_TOXICITIES,
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment: no more than 20 mg daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: do not exceed 20 mg once daily.',
        },
      ],
    },
    monitoring: [
      ...PPI_MONITORING,
      'Clopidogrel: avoid (CYP2C19 inhibition lowers its active metabolite).',
    ],
    pgxGenes: ['CYP2C19'],
    sources: [
      label(NEXIUM, '2 Dosage and Administration; 8.7 Hepatic Impairment'),
      label(NEXIUM, '5 Warnings and Precautions'),
      label(NEXIUM, '7 Drug Interactions'),
      label(NEXIUM, '12.3 Pharmacokinetics; 12.5 Pharmacogenomics'),
    ],
  },
  {
    id: 'lansoprazole',
    rxcui: '17128',
    name: 'Lansoprazole',
    brandNames: ['Prevacid'],
    atc: ['A02BC03'],
    kind: 'supportive',
    drugClass: 'Proton pump inhibitor',
    classTags: ['proton-pump-inhibitor'],
    mechanism: PPI_MECHANISM,
    routes: ['oral'],
    pathways: { CYP2C19: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: PPI_TOXICITIES,
    rareToxicities: PPI_RARE_TOXICITIES,
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment: 15 mg daily.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'reduce', text: 'Child-Pugh C: 15 mg once daily.' },
      ],
    },
    monitoring: [...PPI_MONITORING, 'Tacrolimus levels may rise.'],
    pgxGenes: ['CYP2C19'],
    sources: [
      label(PREVACID, '2 Dosage and Administration; 8.7 Hepatic Impairment'),
      label(PREVACID, '5 Warnings and Precautions'),
      label(PREVACID, '7 Drug Interactions; 12.3 Pharmacokinetics'),
      cpicPpi,
    ],
  },
  {
    id: 'pantoprazole',
    rxcui: '40790',
    name: 'Pantoprazole',
    brandNames: ['Protonix'],
    atc: ['A02BC02'],
    kind: 'supportive',
    drugClass: 'Proton pump inhibitor',
    classTags: ['proton-pump-inhibitor'],
    mechanism: PPI_MECHANISM,
    routes: ['oral', 'iv'],
    pathways: { CYP2C19: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: PPI_TOXICITIES,
    rareToxicities: PPI_RARE_TOXICITIES,
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment.' },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No dose change; doses above 40 mg/day were not studied in hepatic impairment.',
    },
    monitoring: PPI_MONITORING,
    pgxGenes: ['CYP2C19'],
    sources: [
      label(PROTONIX, '5 Warnings and Precautions'),
      label(PROTONIX, '7 Drug Interactions'),
      label(PROTONIX, '8.6 Renal Impairment; 8.7 Hepatic Impairment'),
      label(PROTONIX, '12.3 Pharmacokinetics; 12.5 Pharmacogenomics'),
      cpicPpi,
    ],
  },
  {
    id: 'rabeprazole',
    rxcui: '114979',
    name: 'Rabeprazole',
    brandNames: ['Aciphex'],
    atc: ['A02BC04'],
    kind: 'supportive',
    drugClass: 'Proton pump inhibitor',
    classTags: ['proton-pump-inhibitor'],
    mechanism: PPI_MECHANISM,
    routes: ['oral'],
    pathways: { CYP2C19: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: PPI_TOXICITIES,
    rareToxicities: PPI_RARE_TOXICITIES,
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment.' },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No change for mild or moderate impairment; severe impairment not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Child-Pugh C: not studied; use caution.',
        },
      ],
    },
    monitoring: PPI_MONITORING,
    pgxGenes: ['CYP2C19'],
    sources: [
      label(ACIPHEX, '5 Warnings and Precautions'),
      label(ACIPHEX, '7 Drug Interactions'),
      label(ACIPHEX, '8.7 Hepatic Impairment; 12.5 Pharmacogenomics'),
    ],
  },
  {
    id: 'famotidine',
    rxcui: '4278',
    name: 'Famotidine',
    brandNames: ['Pepcid'],
    atc: ['A02BA03'],
    kind: 'supportive',
    drugClass: 'Histamine H2-receptor antagonist',
    classTags: ['h2-receptor-antagonist'],
    mechanism: 'Competitive histamine H2-receptor antagonist that reduces gastric acid secretion.',
    routes: ['oral', 'iv'],
    // Label 7: reported to be a weak CYP1A2 inhibitor; avoid with tizanidine.
    pathways: { CYP1A2: { inhibitor: 'weak' } },
    // QT prolongation is reported in patients with moderate or severe renal impairment (label 5),
    // i.e. a risk only under that condition.
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    renal: {
      status: 'adjust',
      summary: 'Reduce the dose when CrCl is below 60 mL/min (CNS effects and QT prolongation).',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 30-60 mL/min: half the usual daily dose (see the label table for each indication).',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'CrCl below 30 mL/min: a quarter of the usual daily dose (see the label table).',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      'Raised gastric pH lowers absorption of drugs whose solubility is pH dependent; some labels allow dosing apart from an H2 antagonist.',
      'Confusion, delirium or seizures in the elderly and in renal impairment.',
      'Avoid with tizanidine.',
    ],
    sources: [
      label(PEPCID, '2 Dosage and Administration'),
      label(PEPCID, '5 Warnings and Precautions'),
      label(PEPCID, '7 Drug Interactions'),
    ],
  },
  {
    id: 'calcium-carbonate',
    rxcui: '1897',
    name: 'Calcium carbonate',
    brandNames: ['Tums'],
    atc: ['A02AC01', 'A12AA04'],
    kind: 'supportive',
    drugClass: 'Antacid and calcium supplement',
    classTags: ['antacid', 'calcium-supplement'],
    mechanism: 'Neutralises gastric acid; the calcium also chelates some co-administered drugs.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    renal: {
      status: 'no-data',
      summary:
        'No labelled dose rule; hypercalcemia and milk-alkali syndrome are more likely in kidney disease.',
    },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      'Antacids raise gastric pH and bind some drugs: separate from pH-sensitive kinase inhibitors, quinolones, tetracyclines and levothyroxine as their labels direct.',
      'Serum calcium with regular use in kidney disease or with bone-modifying agents.',
    ],
    sources: [
      label(
        'Calcium carbonate antacid OTC Drug Facts label',
        'Warnings: ask a doctor or pharmacist before use if taking a prescription drug',
      ),
      label(SYNTHROID, '7 Drug Interactions'),
    ],
  },
  {
    id: 'loperamide',
    rxcui: '6468',
    name: 'Loperamide',
    brandNames: ['Imodium'],
    atc: ['A07DA03'],
    kind: 'supportive',
    drugClass: 'Peripheral opioid-receptor agonist (antidiarrheal)',
    classTags: ['antidiarrheal-opioid'],
    mechanism:
      'Mu-opioid agonist in the gut wall that slows transit; P-gp normally keeps it out of the CNS.',
    routes: ['oral'],
    // Label 7: itraconazole (CYP3A4 and P-gp inhibitor) raised loperamide 3-4-fold, gemfibrozil
    // (CYP2C8) about 2-fold, the two together about 12-fold; P-gp inhibitors such as quinidine
    // and ritonavir raise exposure.
    pathways: {
      CYP3A4: { substrate: 'moderate' },
      CYP2C8: { substrate: 'moderate' },
      'P-gp': { substrate: 'moderate' },
    },
    // Torsades and cardiac arrest are reported with doses above those recommended and with
    // interacting drugs (label 5): a conditional risk.
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    renal: { status: 'no-data', summary: 'No renal dose rule.' },
    hepatic: {
      status: 'no-data',
      summary:
        'No dose rule; first-pass metabolism falls in hepatic impairment, so watch for CNS toxicity.',
    },
    monitoring: [
      'Do not exceed the labelled maximum daily dose; cardiac events occur with higher doses or with CYP3A4, CYP2C8 or P-gp inhibitors.',
      'Avoid with other QT-prolonging drugs where possible.',
      'Stop and reassess if fever, bloody stool or ileus occur (for example neutropenic enterocolitis).',
    ],
    sources: [
      label(
        'Imodium (loperamide) capsules US prescribing information',
        '5 Warnings and Precautions',
      ),
      label('Imodium (loperamide) capsules US prescribing information', '7 Drug Interactions'),
    ],
  },
  {
    id: 'tacrolimus',
    rxcui: '42316',
    name: 'Tacrolimus',
    brandNames: ['Prograf', 'Envarsus XR', 'Astagraf XL'],
    atc: ['L04AD02'],
    kind: 'supportive',
    drugClass: 'Calcineurin inhibitor',
    classTags: ['calcineurin-inhibitor'],
    mechanism: 'Binds FKBP-12 and inhibits calcineurin, blocking T-cell activation.',
    routes: ['oral', 'iv'],
    // Exposure rises several-fold to many-fold with strong CYP3A inhibitors (label 7 advises
    // cutting the dose to one-third with voriconazole and monitoring levels); P-gp contributes.
    pathways: { CYP3A4: { substrate: 'sensitive' }, 'P-gp': { substrate: 'minor' } },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: [
      'nephrotoxicity',
      'infection',
      'hyperglycemia',
      'hyperkalemia',
      'hypertension',
      'seizure',
    ],
    renal: {
      status: 'adjust',
      summary:
        'No fixed reduction; dose to the lower end of the target trough in renal impairment.',
      rules: [
        {
          action: 'monitor',
          text: 'Renal impairment: aim for the low end of the trough range and follow creatinine.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment lowers clearance: start lower and follow troughs.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: lower starting dose with close trough monitoring.',
        },
      ],
    },
    boxedWarnings: [
      'Increased risk of malignancies (including lymphoma and skin cancer) and serious infections from immunosuppression.',
      'Astagraf XL: increased mortality in female liver transplant recipients; not approved for liver transplantation.',
    ],
    monitoring: [
      'Whole-blood trough levels, especially when CYP3A4 inhibitors or inducers (azoles, macrolides, rifampin, St John\u2019s wort, letermovir) start or stop.',
      'Creatinine, potassium, magnesium, glucose and blood pressure.',
      'ECG when combined with other QT-prolonging drugs.',
      'CYP3A5 expressers need higher starting doses (CPIC).',
    ],
    pgxGenes: ['CYP3A5'],
    sources: [
      label(PROGRAF, 'Boxed Warning'),
      label(PROGRAF, '2 Dosage and Administration'),
      label(PROGRAF, '5 Warnings and Precautions'),
      label(PROGRAF, '7 Drug Interactions'),
      label(PROGRAF, '8.6 Renal Impairment; 8.7 Hepatic Impairment'),
      cpicTacrolimus,
    ],
  },
  {
    id: 'cyclosporine',
    rxcui: '3008',
    name: 'Cyclosporine',
    synonyms: ['ciclosporin'],
    brandNames: ['Neoral', 'Sandimmune', 'Gengraf'],
    atc: ['L04AD01'],
    kind: 'supportive',
    drugClass: 'Calcineurin inhibitor',
    classTags: ['calcineurin-inhibitor'],
    mechanism: 'Binds cyclophilin and inhibits calcineurin, blocking T-cell activation.',
    routes: ['oral', 'iv'],
    // FDA lists cyclosporine as a moderate CYP3A inhibitor and as an OATP1B1/1B3 and P-gp
    // inhibitor; rosuvastatin exposure rises about 7-fold with it (rosuvastatin label), hence a
    // strong OATP1B1/1B3 grade. Its own levels follow CYP3A4 and P-gp modulators.
    pathways: {
      CYP3A4: { substrate: 'moderate', inhibitor: 'moderate' },
      'P-gp': { substrate: 'moderate', inhibitor: 'moderate' },
      'OATP1B1/1B3': { inhibitor: 'strong' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'nephrotoxicity',
      'hypertension',
      'infection',
      'hyperkalemia',
      'hypomagnesemia',
      'hepatotoxicity',
      'seizure',
    ],
    renal: {
      status: 'adjust',
      summary: 'Nephrotoxic: reduce or interrupt when creatinine rises, guided by blood levels.',
      rules: [
        {
          action: 'monitor',
          text: 'Rising creatinine: reduce the dose per label guidance and follow trough levels.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Clearance falls in hepatic impairment: follow blood levels.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Hepatic impairment: dose by blood levels.',
        },
      ],
    },
    boxedWarnings: [
      'Immunosuppression increases the risk of serious infection and of malignancy, including lymphoma.',
      'Can cause hypertension and nephrotoxicity; risk rises with dose and duration.',
      'Neoral and Sandimmune are not bioequivalent; do not interchange without blood-level monitoring.',
    ],
    monitoring: [
      'Trough levels when CYP3A4 or P-gp modulators start or stop.',
      'Creatinine, potassium, magnesium, liver tests and blood pressure.',
      'Statins and other OATP1B1/1B3 or P-gp substrates (rosuvastatin, digoxin, dabigatran): exposure rises; check each label.',
    ],
    sources: [
      label(NEORAL, 'Boxed Warning'),
      label(NEORAL, 'Warnings; Precautions: Drug Interactions'),
      label('Crestor (rosuvastatin) US prescribing information', '7 Drug Interactions'),
      fdaDdiTable,
    ],
  },
  {
    id: 'levothyroxine',
    rxcui: '10582',
    name: 'Levothyroxine',
    synonyms: ['L-thyroxine', 'T4'],
    brandNames: ['Synthroid', 'Levoxyl', 'Tirosint', 'Unithroid'],
    atc: ['H03AA01'],
    kind: 'supportive',
    drugClass: 'Thyroid hormone',
    classTags: ['thyroid-hormone'],
    mechanism: 'Synthetic T4, converted peripherally to active T3.',
    routes: ['oral', 'iv'],
    qtRisk: 'unknown',
    // Label 7: drugs that raise gastric pH (PPIs, H2 antagonists, antacids) can reduce absorption.
    phDependentAbsorption: true,
    toxicities: ['cardiotoxicity'],
    renal: { status: 'no-data', summary: 'No renal dose rule; titrate to TSH.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule; titrate to TSH.' },
    boxedWarnings: [
      'Not for obesity or weight loss: ineffective in euthyroid patients and toxic at larger doses, especially with sympathomimetic amines.',
    ],
    monitoring: [
      'TSH 6-8 weeks after starting or stopping an interacting drug (acid suppressants, calcium, iron, enzyme inducers, tyrosine kinase inhibitors).',
      'Take 4 hours apart from calcium carbonate, iron and bile-acid sequestrants.',
      'Over-replacement: atrial fibrillation and angina in the elderly or those with heart disease.',
    ],
    sources: [
      label(SYNTHROID, 'Boxed Warning'),
      label(SYNTHROID, '5 Warnings and Precautions'),
      label(SYNTHROID, '7 Drug Interactions'),
    ],
  },
  {
    id: 'metformin',
    rxcui: '6809',
    name: 'Metformin',
    brandNames: ['Glucophage', 'Glumetza', 'Fortamet'],
    atc: ['A10BA02'],
    kind: 'supportive',
    drugClass: 'Biguanide',
    classTags: ['biguanide'],
    mechanism: 'Lowers hepatic glucose production and improves insulin sensitivity.',
    routes: ['oral'],
    // Renal tubular secretion via OCT2 and MATEs; OCT2/MATE inhibitors (dolutegravir, ranolazine,
    // cimetidine, vandetanib) raise metformin exposure (label 7).
    pathways: { OCT2: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    // Glucophage boxed warning: lactic acidosis, more likely with renal impairment.
    toxicities: ['lactic-acidosis'],
    renal: {
      status: 'adjust',
      summary:
        'The label uses eGFR: contraindicated below 30 mL/min/1.73 m2; starting is not recommended at 30-45.',
      rules: [
        {
          crclBelow: 45,
          action: 'monitor',
          text: 'eGFR 30-45: do not start; if already taking, reassess benefit and risk.',
        },
        { crclBelow: 30, action: 'avoid', text: 'eGFR below 30: contraindicated.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Hepatic impairment raises the risk of lactic acidosis: avoid.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Avoid in clinical or laboratory evidence of hepatic disease.',
        },
      ],
    },
    boxedWarnings: [
      'Lactic acidosis, sometimes fatal; risk rises with renal impairment, age 65 or over, radiological contrast, surgery, hypoxia, excess alcohol and hepatic impairment.',
    ],
    monitoring: [
      'eGFR before starting and at least yearly.',
      'Hold at the time of iodinated contrast when eGFR is 30-60, with liver disease, alcoholism or heart failure, and for intra-arterial contrast; recheck eGFR 48 hours later.',
      'Drugs that inhibit OCT2/MATE (for example dolutegravir, cimetidine, vandetanib) raise metformin levels.',
    ],
    sources: [
      label(GLUCOPHAGE, 'Boxed Warning'),
      label(GLUCOPHAGE, '2 Dosage and Administration'),
      label(GLUCOPHAGE, '5 Warnings and Precautions'),
      label(GLUCOPHAGE, '7 Drug Interactions'),
    ],
  },
];

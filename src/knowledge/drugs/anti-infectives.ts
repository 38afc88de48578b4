import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Anti-infectives that act as perpetrators (or victims) of interactions with anticancer drugs.
 *
 * Conventions used in this file (and in cardiovascular.ts and cns-and-analgesics.ts):
 * - CYP inhibitor/inducer strengths follow the FDA table of clinical index inhibitors and inducers.
 * - FDA grades no transporter inhibitor. 'moderate' marks a drug the FDA table or the label names as a
 *   clinically relevant inhibitor of that transporter; 'strong' is used only where a label reports a
 *   >=5-fold AUC rise of a transporter substrate.
 * - CrCl rules use the label's cut-off as `crclBelow`; an inclusive label bound ("<=30") is stated in
 *   the rule text because a 1 mL/min difference is below the precision of any CrCl estimate.
 * - qtRisk 'conditional' means TdP reported mainly with other risk factors (interacting drugs,
 *   hypokalaemia, overdose); 'known' is reserved for drugs with an established TdP risk at usual doses.
 */

const FDA_DDI_TABLE: Source = {
  kind: 'guideline',
  title:
    'FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers (clinical index drugs)',
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  unconfirmed:
    "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
};

const CPIC_VORICONAZOLE: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2C19 and voriconazole therapy',
  year: 2016,
  pmid: '27981572',
};

const CPIC_G6PD: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for medication use in the context of G6PD genotype',
  year: 2022,
  pmid: '36049896',
};

const CPIC_ABACAVIR: Source = {
  kind: 'cpic',
  title: 'CPIC guidelines for HLA-B genotype and abacavir dosing: 2014 update',
  year: 2014,
  pmid: '24561393',
};

const FLUOROQUINOLONE_BOXED = [
  'Disabling and potentially irreversible serious reactions have occurred together: tendinitis and tendon rupture, peripheral neuropathy and central nervous system effects; stop at the first sign and avoid further fluoroquinolone use.',
  'May exacerbate muscle weakness in myasthenia gravis; avoid in patients with a known history of it.',
  'Reserve for patients without alternative options in acute bacterial sinusitis, acute exacerbation of chronic bronchitis and uncomplicated urinary tract infection.',
];

export const antiInfectiveDrugs: DrugInput[] = [
  {
    id: 'fluconazole',
    rxcui: '4450',
    name: 'Fluconazole',
    brandNames: ['Diflucan'],
    atc: ['J02AC01'],
    kind: 'supportive',
    drugClass: 'Triazole antifungal',
    classTags: ['azole-antifungal'],
    mechanism:
      'Inhibits fungal lanosterol 14-alpha-demethylase (CYP51), blocking ergosterol synthesis; also inhibits human CYP2C9, CYP2C19 and CYP3A4.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { inhibitor: 'moderate' },
      CYP2C9: { inhibitor: 'moderate' },
      CYP2C19: { inhibitor: 'strong' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['dermatologic', 'hypersensitivity'],
    // Serious hepatic injury is rare (label warnings) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'After the usual loading dose, give 50% of the recommended daily dose when CrCl is 50 mL/min or less (not on dialysis); full dose after each haemodialysis session.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl <=50 mL/min without dialysis: 50% of the recommended dose after the loading dose.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'The label gives no dose adjustment for hepatic impairment; use with caution because of hepatotoxicity and monitor liver tests.',
    },
    monitoring: [
      'Liver function tests during therapy',
      'ECG/QTc and potassium/magnesium when combined with other QT-prolonging drugs',
      'Exposure of narrow-therapeutic-index CYP2C9/2C19/3A4 substrates (warfarin INR, phenytoin levels)',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Diflucan (fluconazole) US prescribing information',
        section:
          'Dosage and Administration (renal impairment); Warnings and Precautions (hepatic injury, QT prolongation); Drug Interactions; Clinical Pharmacology',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'itraconazole',
    rxcui: '28031',
    name: 'Itraconazole',
    brandNames: ['Sporanox', 'Tolsura'],
    atc: ['J02AC02'],
    kind: 'supportive',
    drugClass: 'Triazole antifungal',
    classTags: ['azole-antifungal'],
    mechanism:
      'Inhibits fungal CYP51 (ergosterol synthesis); a strong inhibitor of human CYP3A4 and an inhibitor of P-glycoprotein.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate', inhibitor: 'strong' },
      'P-gp': { inhibitor: 'moderate' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: true,
    toxicities: ['cardiotoxicity', 'hepatotoxicity'],
    // Peripheral neuropathy is reported rarely (label 5) (issue 12).
    rareToxicities: ['neuropathy'],
    renal: {
      status: 'no-data',
      summary:
        'Limited data in renal impairment; exposure varies widely. The label advises caution and monitoring rather than a fixed adjustment.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Not adequately studied in hepatic impairment; half-life is prolonged in cirrhosis. Use with caution and monitor liver tests.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Monitor liver tests; stop if hepatotoxicity develops.',
        },
      ],
    },
    boxedWarnings: [
      'Do not use for onychomycosis in patients with ventricular dysfunction or a history of heart failure; negative inotropic effects have been seen.',
      'Co-administration with certain CYP3A4 substrates (e.g. methadone, disopyramide, dofetilide, dronedarone, quinidine) is contraindicated because raised levels can cause QT prolongation and fatal ventricular arrhythmias.',
    ],
    monitoring: [
      'Signs of congestive heart failure',
      'Liver function tests',
      'Capsule absorption needs gastric acid: avoid acid suppressants or give with an acidic drink',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Sporanox (itraconazole) capsules US prescribing information',
        section:
          'Boxed Warning; Contraindications; Warnings (congestive heart failure, hepatotoxicity, neuropathy); Drug Interactions; Clinical Pharmacology (absorption with acid suppression)',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'voriconazole',
    rxcui: '121243',
    name: 'Voriconazole',
    brandNames: ['Vfend'],
    atc: ['J02AC03'],
    kind: 'supportive',
    drugClass: 'Triazole antifungal',
    classTags: ['azole-antifungal'],
    mechanism:
      'Inhibits fungal CYP51; metabolised mainly by CYP2C19 (also CYP2C9, CYP3A4) and inhibits all three.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { substrate: 'minor', inhibitor: 'strong' },
      CYP2C9: { substrate: 'minor', inhibitor: 'weak' },
      CYP2C19: { substrate: 'moderate', inhibitor: 'moderate' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'ocular', 'dermatologic'],
    renal: {
      status: 'adjust',
      summary:
        'Oral dosing needs no adjustment. The IV vehicle (SBECD) accumulates when CrCl <50 mL/min: use oral voriconazole unless the benefit of IV justifies the risk, and monitor creatinine.',
      rules: [
        {
          crclBelow: 50,
          action: 'avoid',
          text: 'IV formulation only: prefer oral therapy because the cyclodextrin vehicle accumulates.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Child-Pugh A or B: standard loading dose, then halve the maintenance dose. Child-Pugh C: not studied; use only if benefit outweighs risk.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Halve the maintenance dose after a standard loading dose.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Halve the maintenance dose after a standard loading dose.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Not studied; use only when benefit outweighs risk and monitor closely for toxicity.',
        },
      ],
    },
    monitoring: [
      'Liver function tests',
      'Trough concentrations (therapeutic drug monitoring)',
      'Visual disturbances; photosensitivity and skin lesions on long-term use',
      'Potassium, magnesium and calcium; ECG with other QT-prolonging drugs',
    ],
    pgxGenes: ['CYP2C19'],
    sources: [
      {
        kind: 'label',
        title: 'Vfend (voriconazole) US prescribing information',
        section:
          'Dosage and Administration (hepatic and renal impairment); Warnings and Precautions (hepatic toxicity, QT prolongation, visual disturbances, dermatological reactions); Drug Interactions; Clinical Pharmacology (CYP2C19 genotype)',
      },
      FDA_DDI_TABLE,
      CPIC_VORICONAZOLE,
    ],
  },
  {
    id: 'posaconazole',
    rxcui: '282446',
    name: 'Posaconazole',
    brandNames: ['Noxafil'],
    atc: ['J02AC04'],
    kind: 'supportive',
    drugClass: 'Triazole antifungal',
    classTags: ['azole-antifungal'],
    mechanism:
      'Inhibits fungal CYP51; a strong inhibitor of human CYP3A4. Cleared mainly by UGT1A4 glucuronidation and P-gp efflux.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { inhibitor: 'strong' },
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: true,
    toxicities: ['hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Oral forms need no adjustment. Avoid the IV formulation when eGFR is below 50 mL/min unless benefit justifies it, because its SBECD vehicle accumulates.',
      rules: [
        {
          crclBelow: 50,
          action: 'avoid',
          text: 'IV formulation only: the cyclodextrin vehicle accumulates; prefer oral therapy and monitor creatinine.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No dose adjustment is recommended in hepatic impairment, but exposure and half-life rise; monitor liver tests.',
    },
    monitoring: [
      'Liver function tests',
      'Potassium, magnesium; ECG with other QT-prolonging drugs',
      'Oral suspension absorption falls with acid suppressants; delayed-release tablets are not affected',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Noxafil (posaconazole) US prescribing information',
        section:
          'Dosage and Administration (renal impairment); Warnings and Precautions (QT prolongation, hepatic toxicity); Drug Interactions; Use in Specific Populations; Clinical Pharmacology',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'ketoconazole',
    rxcui: '6135',
    name: 'Ketoconazole',
    brandNames: ['Nizoral'],
    atc: ['J02AB02'],
    kind: 'supportive',
    drugClass: 'Imidazole antifungal',
    classTags: ['azole-antifungal'],
    mechanism:
      'Inhibits fungal CYP51; a strong inhibitor of human CYP3A4 and an inhibitor of P-glycoprotein and adrenal steroidogenesis.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { inhibitor: 'strong' },
      'P-gp': { inhibitor: 'moderate' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: true,
    toxicities: ['hepatotoxicity', 'hypersensitivity'],
    renal: {
      status: 'no-data',
      summary: 'The label gives no renal dose adjustment.',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in acute or chronic liver disease.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Contraindicated in acute or chronic liver disease.',
        },
      ],
    },
    boxedWarnings: [
      'Use oral ketoconazole only for serious fungal infections when other effective antifungals are unavailable or not tolerated.',
      'Serious hepatotoxicity, including liver transplantation and death, has occurred; monitor liver function.',
      'Can prolong QT; co-administration with dofetilide, quinidine, pimozide, cisapride, methadone, disopyramide, dronedarone or ranolazine is contraindicated.',
    ],
    monitoring: [
      'ALT before and during treatment',
      'ECG with other QT-prolonging drugs',
      'Adrenal function in at-risk patients',
      'Absorption needs gastric acid: avoid acid suppressants',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Ketoconazole tablets US prescribing information',
        section:
          'Boxed Warning; Contraindications; Warnings (hepatotoxicity, QT prolongation, adrenal insufficiency); Precautions (drug interactions, gastric acid)',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'clarithromycin',
    rxcui: '21212',
    name: 'Clarithromycin',
    brandNames: ['Biaxin'],
    atc: ['J01FA09'],
    kind: 'supportive',
    drugClass: 'Macrolide antibacterial',
    classTags: ['macrolide'],
    mechanism:
      'Binds the 50S ribosomal subunit to inhibit bacterial protein synthesis; a strong mechanism-based inhibitor of CYP3A4 and an inhibitor of P-gp and OATP1B1/1B3.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { inhibitor: 'strong' },
      'P-gp': { inhibitor: 'moderate' },
      'OATP1B1/1B3': { inhibitor: 'moderate' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    // Hepatotoxicity is rare and idiosyncratic (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Halve the dose when CrCl <30 mL/min. With atazanavir or ritonavir: halve at CrCl 30-60 and reduce by 75% below 30.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl <30 mL/min: reduce the dose by 50%.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No adjustment in hepatic impairment when renal function is normal. Avoid in hepatic impairment combined with severe renal impairment.',
    },
    monitoring: [
      'ECG/QTc with other QT-prolonging drugs or electrolyte disturbance',
      'Levels/effects of CYP3A4 and P-gp substrates (e.g. statins, colchicine, digoxin)',
      'Liver tests if symptoms of hepatitis',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Biaxin (clarithromycin) US prescribing information',
        section:
          'Contraindications; Warnings and Precautions (hepatotoxicity, QT prolongation, C. difficile); Dosage and Administration (renal impairment); Drug Interactions',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'erythromycin',
    rxcui: '4053',
    name: 'Erythromycin',
    brandNames: ['Ery-Tab', 'Erythrocin'],
    atc: ['J01FA01'],
    kind: 'supportive',
    drugClass: 'Macrolide antibacterial',
    classTags: ['macrolide'],
    mechanism:
      'Binds the 50S ribosomal subunit to inhibit bacterial protein synthesis; a moderate CYP3A4 inhibitor and an inhibitor of P-gp and OATP1B1/1B3.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { inhibitor: 'moderate' },
      'P-gp': { inhibitor: 'moderate' },
      'OATP1B1/1B3': { inhibitor: 'moderate' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['ototoxicity', 'diarrhea'],
    // Cholestatic hepatitis is rare and idiosyncratic (label warnings) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'no-data',
      summary:
        'The label gives no renal dose adjustment; reversible hearing loss has been reported mostly with high doses in renal or hepatic insufficiency.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Excreted mainly by the liver; the label advises caution in impaired hepatic function without a specific adjustment.',
    },
    monitoring: [
      'ECG/QTc with other QT-prolonging drugs',
      'Levels/effects of CYP3A4 substrates',
      'Hearing with high doses in renal or hepatic impairment',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Erythromycin (Ery-Tab, Erythrocin) US prescribing information',
        section:
          'Contraindications; Warnings (hepatotoxicity, QT prolongation); Precautions (drug interactions); Adverse Reactions (ototoxicity)',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'azithromycin',
    rxcui: '18631',
    name: 'Azithromycin',
    brandNames: ['Zithromax'],
    atc: ['J01FA10'],
    kind: 'supportive',
    drugClass: 'Macrolide antibacterial (azalide)',
    classTags: ['macrolide'],
    mechanism:
      'Binds the 50S ribosomal subunit to inhibit bacterial protein synthesis; unlike other macrolides it does not meaningfully inhibit CYP3A4. A P-gp substrate.',
    routes: ['oral', 'iv'],
    pathways: {
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['diarrhea', 'hypersensitivity'],
    // Hepatotoxicity is rare and idiosyncratic (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for GFR 10-80 mL/min; use with caution when GFR is below 10 mL/min (exposure about one-third higher).',
      rules: [
        {
          crclBelow: 10,
          action: 'monitor',
          text: 'GFR <10 mL/min: exposure rises; use with caution.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Not studied in hepatic impairment; the label warns of hepatotoxicity and advises caution.',
    },
    monitoring: [
      'ECG/QTc in patients with QT prolongation, hypokalaemia, hypomagnesaemia, bradycardia or on other QT-prolonging drugs',
      'Liver function if symptoms of hepatitis',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Zithromax (azithromycin) US prescribing information',
        section:
          'Warnings and Precautions (hepatotoxicity, QT prolongation); Drug Interactions (nelfinavir, P-gp inhibitors); Use in Specific Populations (renal and hepatic impairment)',
      },
    ],
  },
  {
    id: 'levofloxacin',
    rxcui: '82122',
    name: 'Levofloxacin',
    brandNames: ['Levaquin'],
    atc: ['J01MA12'],
    kind: 'supportive',
    drugClass: 'Fluoroquinolone antibacterial',
    classTags: ['fluoroquinolone'],
    mechanism:
      'Inhibits bacterial DNA gyrase and topoisomerase IV; cleared unchanged by the kidney with little metabolism.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['seizure', 'hyperglycemia', 'hypersensitivity'],
    // Boxed/5: peripheral neuropathy and severe hepatotoxicity are rare and idiosyncratic (issue 12).
    rareToxicities: ['neuropathy', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Reduce dose or extend the interval when CrCl is below 50 mL/min, with further reduction below 20 mL/min, per the label tables.',
      rules: [
        {
          crclBelow: 50,
          action: 'extend-interval',
          text: 'CrCl 20-49 mL/min: adjust dose and interval per the label table.',
        },
        {
          crclBelow: 20,
          action: 'extend-interval',
          text: 'CrCl 10-19 mL/min, haemodialysis or CAPD: further reduced dose every 48 hours per the label table.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Not studied in hepatic impairment; little hepatic metabolism, so an effect is not expected. Severe hepatotoxicity has been reported.',
    },
    boxedWarnings: FLUOROQUINOLONE_BOXED,
    monitoring: [
      'Blood glucose in diabetic patients (dysglycaemia)',
      'ECG/QTc with other QT-prolonging drugs',
      'Separate from antacids, iron, zinc and other polyvalent cations (chelation)',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Levaquin (levofloxacin) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (renal impairment); Warnings and Precautions (QT prolongation, blood glucose disturbances, hepatotoxicity, CNS effects); Drug Interactions',
      },
    ],
  },
  {
    id: 'ciprofloxacin',
    rxcui: '2551',
    name: 'Ciprofloxacin',
    brandNames: ['Cipro'],
    atc: ['J01MA02'],
    kind: 'supportive',
    drugClass: 'Fluoroquinolone antibacterial',
    classTags: ['fluoroquinolone'],
    mechanism:
      'Inhibits bacterial DNA gyrase and topoisomerase IV; a strong inhibitor of CYP1A2 and a moderate inhibitor of CYP3A4.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP1A2: { inhibitor: 'strong' },
      CYP3A4: { inhibitor: 'moderate' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['seizure', 'hyperglycemia', 'hypersensitivity'],
    // Boxed/5: peripheral neuropathy is rare and idiosyncratic, not additive (issue 12).
    rareToxicities: ['neuropathy'],
    renal: {
      status: 'adjust',
      summary:
        'Oral: CrCl 30-50 mL/min 250-500 mg every 12 h; CrCl 5-29 mL/min 250-500 mg every 18 h. IV: CrCl 5-29 mL/min 200-400 mg every 18-24 h.',
      rules: [
        {
          crclBelow: 50,
          action: 'extend-interval',
          text: 'Oral CrCl 30-50 mL/min: 250-500 mg every 12 hours.',
        },
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl 5-29 mL/min: oral every 18 hours; IV 200-400 mg every 18-24 hours.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No significant pharmacokinetic change in stable chronic cirrhosis.',
    },
    boxedWarnings: FLUOROQUINOLONE_BOXED,
    monitoring: [
      'Levels/effects of CYP1A2 substrates (theophylline, tizanidine contraindicated) and CYP3A4 substrates',
      'Blood glucose in diabetic patients',
      'ECG/QTc with other QT-prolonging drugs',
      'Separate from antacids and polyvalent cations',
    ],
    pgxGenes: ['G6PD'],
    sources: [
      {
        kind: 'label',
        title: 'Cipro (ciprofloxacin) US prescribing information',
        section:
          'Boxed Warning; Contraindications (tizanidine); Dosage and Administration (renal impairment); Warnings and Precautions; Drug Interactions; Use in Specific Populations',
      },
      FDA_DDI_TABLE,
      CPIC_G6PD,
    ],
  },
  {
    id: 'moxifloxacin',
    rxcui: '139462',
    name: 'Moxifloxacin',
    brandNames: ['Avelox'],
    atc: ['J01MA14'],
    kind: 'supportive',
    drugClass: 'Fluoroquinolone antibacterial',
    classTags: ['fluoroquinolone'],
    mechanism:
      'Inhibits bacterial DNA gyrase and topoisomerase IV; cleared by glucuronidation and sulfation without CYP involvement.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['seizure', 'hyperglycemia', 'hypersensitivity'],
    // Boxed/5: peripheral neuropathy is rare and idiosyncratic, not additive (issue 12).
    rareToxicities: ['neuropathy'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in renal impairment, including dialysis.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No dose adjustment in Child-Pugh A, B or C, but use with care because of QT risk in cirrhosis.',
    },
    boxedWarnings: FLUOROQUINOLONE_BOXED,
    monitoring: [
      'ECG/QTc with other QT-prolonging drugs, hypokalaemia or bradycardia',
      'Blood glucose in diabetic patients',
      'Separate from antacids and polyvalent cations',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Avelox (moxifloxacin) US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (QT prolongation); Use in Specific Populations (renal and hepatic impairment); Drug Interactions',
      },
    ],
  },
  {
    id: 'rifampin',
    rxcui: '9384',
    name: 'Rifampin',
    synonyms: ['rifampicin'],
    brandNames: ['Rifadin'],
    atc: ['J04AB02'],
    kind: 'supportive',
    drugClass: 'Rifamycin antimycobacterial',
    classTags: ['rifamycin'],
    mechanism:
      'Inhibits bacterial DNA-dependent RNA polymerase. Activates PXR, strongly inducing CYP3A4 and CYP2C19 and moderately CYP2C9, CYP2C8, CYP1A2 and CYP2B6, plus P-gp; a single dose acutely inhibits OATP1B1/1B3.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { inducer: 'strong' },
      CYP2C19: { inducer: 'strong' },
      CYP2C9: { inducer: 'moderate' },
      CYP2C8: { inducer: 'moderate' },
      CYP1A2: { inducer: 'moderate' },
      CYP2B6: { inducer: 'moderate' },
      'P-gp': { inducer: 'moderate' },
      'OATP1B1/1B3': { inhibitor: 'strong' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'hypersensitivity'],
    // Thrombocytopenia is rare and immune-mediated (label) (issue 12).
    rareToxicities: ['myelosuppression'],
    renal: {
      status: 'no-data',
      summary: 'The label gives no renal dose adjustment.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Give to patients with impaired liver function only when necessary, with caution and liver-test monitoring; no dose is specified.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Monitor liver tests before and every 2-4 weeks during therapy; stop if hepatocellular damage appears.',
        },
      ],
    },
    monitoring: [
      'Liver function tests and blood counts',
      'Induction starts within days and persists about 2 weeks after stopping: review every CYP3A4/P-gp substrate, including anticancer drugs',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Rifadin (rifampin) US prescribing information',
        section: 'Warnings (hepatotoxicity); Precautions (drug interactions, enzyme induction)',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'rifabutin',
    rxcui: '55672',
    name: 'Rifabutin',
    brandNames: ['Mycobutin'],
    atc: ['J04AB04'],
    kind: 'supportive',
    drugClass: 'Rifamycin antimycobacterial',
    classTags: ['rifamycin'],
    mechanism:
      'Inhibits bacterial DNA-dependent RNA polymerase; a moderate CYP3A inducer that is itself metabolised by CYP3A4.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate', inducer: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'ocular', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'Reduce the dose by 50% when CrCl is below 30 mL/min.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl <30 mL/min: reduce the dose by 50%.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'The label gives no hepatic dose adjustment; use with caution.',
    },
    monitoring: [
      'Blood counts (neutropenia, thrombocytopenia)',
      'Eye symptoms (uveitis, especially with CYP3A inhibitors that raise rifabutin levels)',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Mycobutin (rifabutin) US prescribing information',
        section:
          'Dosage and Administration (renal impairment); Warnings (uveitis); Precautions (drug interactions); Adverse Reactions',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'sulfamethoxazole-trimethoprim',
    rxcui: '10831',
    name: 'Sulfamethoxazole-trimethoprim',
    synonyms: ['co-trimoxazole', 'TMP-SMX', 'SMX-TMP'],
    brandNames: ['Bactrim', 'Septra'],
    atc: ['J01EE01'],
    kind: 'supportive',
    drugClass: 'Sulfonamide-dihydrofolate reductase inhibitor combination',
    classTags: ['sulfonamide-antibacterial'],
    mechanism:
      'Sequentially blocks bacterial folate synthesis. Sulfamethoxazole inhibits CYP2C9; trimethoprim weakly inhibits CYP2C8 and blocks renal OCT2/MATE transporters and ENaC (raising creatinine and potassium).',
    routes: ['oral', 'iv'],
    pathways: {
      CYP2C9: { inhibitor: 'weak' },
      CYP2C8: { inhibitor: 'weak' },
      OCT2: { inhibitor: 'moderate' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'hyperkalemia',
      'hyponatremia',
      'dermatologic',
      'hypersensitivity',
      'hepatotoxicity',
      'nephrotoxicity',
    ],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 15-30 mL/min: half the usual regimen. CrCl <15 mL/min: use not recommended. Trimethoprim raises serum creatinine without lowering GFR.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 15-30 mL/min: use half the usual regimen.',
        },
        {
          crclBelow: 15,
          action: 'avoid',
          text: 'CrCl <15 mL/min: use is not recommended.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated with marked hepatic damage.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Label contraindicates use with marked hepatic damage (mapped here to Child-Pugh C).',
        },
      ],
    },
    monitoring: [
      'Complete blood count (folate antagonism adds to methotrexate and other myelotoxic drugs)',
      'Serum potassium and sodium, especially with high doses or renal impairment',
      'INR with warfarin; phenytoin levels',
    ],
    pgxGenes: ['G6PD'],
    sources: [
      {
        kind: 'label',
        title: 'Bactrim (sulfamethoxazole and trimethoprim) US prescribing information',
        section:
          'Contraindications; Warnings (severe cutaneous reactions, hyperkalaemia, hyponatraemia, haematological toxicity, G6PD deficiency); Dosage and Administration (renal impairment); Drug Interactions',
      },
      FDA_DDI_TABLE,
      CPIC_G6PD,
      {
        kind: 'rxnorm',
        title: 'RxNorm MIN concept sulfamethoxazole / trimethoprim (RxCUI 10831)',
      },
    ],
  },
  {
    id: 'acyclovir',
    rxcui: '281',
    name: 'Acyclovir',
    synonyms: ['aciclovir'],
    brandNames: ['Zovirax'],
    atc: ['J05AB01'],
    kind: 'supportive',
    drugClass: 'Nucleoside analogue antiviral',
    classTags: ['herpesvirus-nucleoside-analogue'],
    mechanism:
      'Phosphorylated by viral thymidine kinase; the triphosphate inhibits herpesvirus DNA polymerase. Cleared by glomerular filtration and OAT-mediated tubular secretion.',
    routes: ['oral', 'iv'],
    pathways: {
      'OAT1/3': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['nephrotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'IV: CrCl 25-50 mL/min every 12 h; 10-25 every 24 h; <10 half dose every 24 h. Oral doses also reduced below CrCl 25 (zoster) or 10 (herpes simplex).',
      rules: [
        {
          crclBelow: 50,
          action: 'extend-interval',
          text: 'IV, CrCl 25-50 mL/min: usual dose every 12 hours.',
        },
        {
          crclBelow: 25,
          action: 'extend-interval',
          text: 'IV, CrCl 10-25 mL/min: usual dose every 24 hours; oral zoster dosing also reduced.',
        },
        {
          crclBelow: 10,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'IV, CrCl <10 mL/min: 50% of the dose every 24 hours.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'The label gives no hepatic dose adjustment.',
    },
    monitoring: [
      'Serum creatinine and hydration during IV therapy (crystal nephropathy)',
      'Neurological symptoms in renal impairment',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Acyclovir sodium injection US prescribing information',
        section:
          'Dosage and Administration (renal impairment); Warnings (renal failure, neurotoxicity); Clinical Pharmacology (probenecid)',
      },
      {
        kind: 'label',
        title: 'Zovirax (acyclovir) oral US prescribing information',
        section: 'Dosage and Administration (renal impairment)',
      },
    ],
  },
  {
    id: 'valacyclovir',
    rxcui: '73645',
    name: 'Valacyclovir',
    synonyms: ['valaciclovir'],
    brandNames: ['Valtrex'],
    atc: ['J05AB11'],
    kind: 'supportive',
    drugClass: 'Nucleoside analogue antiviral (acyclovir prodrug)',
    classTags: ['herpesvirus-nucleoside-analogue'],
    mechanism:
      'Oral prodrug hydrolysed to acyclovir, which inhibits herpesvirus DNA polymerase after viral phosphorylation.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['nephrotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Reduce dose or extend interval when CrCl is below 50 mL/min (indication-specific table); acute kidney injury and CNS toxicity occur with unadjusted doses.',
      rules: [
        {
          crclBelow: 50,
          action: 'extend-interval',
          text: 'CrCl 30-49 mL/min: reduce frequency per the indication table.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl 10-29 mL/min: reduce dose and frequency per the indication table.',
        },
        {
          crclBelow: 10,
          action: 'reduce',
          text: 'CrCl <10 mL/min: lowest dose once daily per the indication table.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment needed in mild or moderate cirrhosis.',
    },
    monitoring: [
      'Serum creatinine and hydration',
      'CNS effects (agitation, confusion) in renal impairment or the elderly',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Valtrex (valacyclovir) US prescribing information',
        section:
          'Dosage and Administration (renal impairment); Warnings and Precautions (acute renal failure, CNS effects, TTP/HUS); Use in Specific Populations',
      },
    ],
  },
  {
    id: 'ritonavir',
    rxcui: '85762',
    name: 'Ritonavir',
    brandNames: ['Norvir'],
    atc: ['J05AE03'],
    kind: 'supportive',
    drugClass: 'HIV protease inhibitor / pharmacokinetic booster',
    classTags: ['hiv-protease-inhibitor'],
    mechanism:
      'HIV-1 protease inhibitor used mainly as a pharmacokinetic booster: a strong mechanism-based CYP3A4 inhibitor and P-gp inhibitor, a weak CYP2D6 inhibitor, and an inducer of CYP1A2 and glucuronidation.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { inhibitor: 'strong' },
      CYP2D6: { inhibitor: 'weak' },
      CYP1A2: { inducer: 'moderate' },
      'P-gp': { inhibitor: 'moderate' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'hyperglycemia', 'diarrhea'],
    renal: {
      status: 'no-data',
      summary: 'Renal clearance is negligible; the label gives no renal adjustment.',
    },
    hepatic: {
      status: 'avoid',
      summary:
        'No adjustment in mild or moderate impairment; not recommended in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [
      'Co-administration with sedative-hypnotics, antiarrhythmics or ergot alkaloids can cause life-threatening reactions through CYP3A inhibition; review all medicines before starting.',
    ],
    monitoring: [
      'Every co-medication for CYP3A4/P-gp interactions, including anticancer drugs',
      'Liver function, lipids and glucose',
      'PR interval with other PR-prolonging drugs',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Norvir (ritonavir) US prescribing information',
        section:
          'Boxed Warning; Contraindications; Warnings and Precautions (hepatotoxicity, PR prolongation, diabetes); Drug Interactions; Use in Specific Populations (hepatic impairment)',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'cobicistat',
    rxcui: '1306284',
    name: 'Cobicistat',
    brandNames: ['Tybost'],
    atc: ['V03AX03'],
    kind: 'supportive',
    drugClass: 'Pharmacokinetic enhancer (CYP3A inhibitor)',
    classTags: ['pharmacokinetic-booster'],
    mechanism:
      'Mechanism-based CYP3A inhibitor with no antiviral activity, used to raise exposure of atazanavir or darunavir (and within fixed-dose HIV combinations).',
    routes: ['oral'],
    pathways: {
      // FDA table: strong CYP3A inhibitor. Tybost label 7/12.3: cobicistat is itself metabolised
      // by CYP3A (and to a minor extent CYP2D6).
      CYP3A4: { substrate: 'minor', inhibitor: 'strong' },
      CYP2D6: { substrate: 'minor', inhibitor: 'weak' },
      // Tybost label 12.3: inhibits P-gp, BCRP and OATP1B1/1B3; FDA does not grade transporters.
      'P-gp': { inhibitor: 'moderate' },
      BCRP: { inhibitor: 'moderate' },
      'OATP1B1/1B3': { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    renal: {
      status: 'no-adjustment',
      summary:
        'No cobicistat adjustment. It inhibits tubular creatinine secretion (MATE1), raising serum creatinine without a true fall in GFR; avoid with tenofovir disoproxil when CrCl is below 70 mL/min.',
    },
    hepatic: {
      status: 'no-adjustment',
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
      'Every co-medication for CYP3A4, CYP2D6 and transporter interactions, including anticancer drugs.',
      'Serum creatinine before starting; a rise above 0.4 mg/dL from baseline needs a renal work-up.',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Tybost (cobicistat) US prescribing information',
        section:
          'Contraindications; Warnings and Precautions (renal effects); Drug Interactions; Clinical Pharmacology',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'metronidazole',
    rxcui: '6922',
    name: 'Metronidazole',
    brandNames: ['Flagyl'],
    atc: ['J01XD01', 'P01AB01'],
    kind: 'supportive',
    drugClass: 'Nitroimidazole antimicrobial',
    classTags: ['nitroimidazole'],
    mechanism:
      'Reduced within anaerobes to radicals that damage DNA. Potentiates warfarin by reducing its metabolic clearance; disulfiram-like reaction with alcohol.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['neuropathy', 'seizure'],
    // Severe hepatotoxicity is rare, mainly in Cockayne syndrome (label warnings) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'no-data',
      summary:
        'The label sets no CrCl-based reduction; metabolites accumulate in end-stage renal disease. In haemodialysis consider a supplemental dose after the session.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Severe hepatic impairment (Child-Pugh C): reduce the dose by 50%. Mild to moderate: no adjustment, monitor for toxicity.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh C: reduce the dose by 50%.',
        },
      ],
    },
    boxedWarnings: [
      'Carcinogenic in mice and rats; avoid unnecessary use and reserve for approved indications.',
    ],
    monitoring: [
      'INR with warfarin',
      'Neurological symptoms (peripheral neuropathy, encephalopathy, seizures), especially with prolonged courses',
      'Busulfan levels if co-administered',
      'Avoid alcohol during and for 3 days after therapy',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Flagyl (metronidazole) US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (CNS effects, hepatotoxicity in Cockayne syndrome, QT prolongation); Dosage and Administration (hepatic impairment); Drug Interactions (warfarin, busulfan, alcohol)',
      },
    ],
  },
  {
    id: 'linezolid',
    rxcui: '190376',
    name: 'Linezolid',
    brandNames: ['Zyvox'],
    atc: ['J01XX08'],
    kind: 'supportive',
    drugClass: 'Oxazolidinone antibacterial',
    classTags: ['oxazolidinone'],
    mechanism:
      'Binds the 23S rRNA of the 50S subunit to block initiation of protein synthesis; a weak reversible non-selective MAO inhibitor.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'serotonergic',
      'neuropathy',
      'ocular',
      'seizure',
      'lactic-acidosis',
    ],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment; the two main metabolites accumulate in severe renal impairment. Give after haemodialysis.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild to moderate impairment; severe impairment not studied.',
    },
    monitoring: [
      'Complete blood count weekly, especially beyond 2 weeks or with pre-existing myelosuppression',
      'Serotonin syndrome with serotonergic drugs; hypertensive response with adrenergic agents',
      'Visual function with therapy beyond 3 months',
      'Lactic acidosis and hypoglycaemia',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Zyvox (linezolid) US prescribing information',
        section:
          'Warnings and Precautions (myelosuppression, serotonin syndrome, peripheral and optic neuropathy, lactic acidosis, convulsions); Drug Interactions; Use in Specific Populations',
      },
    ],
  },
  {
    id: 'vancomycin',
    rxcui: '11124',
    name: 'Vancomycin',
    brandNames: ['Vancocin', 'Firvanq'],
    atc: ['J01XA01', 'A07AA09'],
    kind: 'supportive',
    drugClass: 'Glycopeptide antibacterial',
    classTags: ['glycopeptide'],
    mechanism:
      'Binds D-alanyl-D-alanine precursors to block bacterial cell-wall synthesis; cleared unchanged by glomerular filtration. Oral doses act only within the gut.',
    routes: ['iv', 'oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['nephrotoxicity', 'ototoxicity', 'infusion-reaction', 'dermatologic'],
    // Reversible neutropenia is rare, after prolonged courses (label) (issue 12).
    rareToxicities: ['myelosuppression'],
    renal: {
      status: 'adjust',
      summary:
        'IV maintenance dose and interval are individualised to renal function with serum-concentration monitoring; oral vancomycin needs no adjustment.',
      rules: [
        {
          action: 'monitor',
          text: 'IV: base maintenance dosing on CrCl and therapeutic drug monitoring.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'The label gives no hepatic dose adjustment.',
    },
    monitoring: [
      'Serum creatinine and vancomycin concentrations',
      'Additive nephrotoxicity with cisplatin, aminoglycosides, amphotericin B and other nephrotoxins',
      'Hearing with prolonged therapy or other ototoxins',
      'Infuse over at least 60 minutes to limit infusion reactions',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Vancomycin injection US prescribing information',
        section:
          'Dosage and Administration (renal impairment); Warnings and Precautions (infusion reactions, nephrotoxicity, ototoxicity, neutropenia, severe cutaneous reactions); Drug Interactions',
      },
    ],
  },
  {
    id: 'amphotericin-b',
    rxcui: '732',
    name: 'Amphotericin B',
    brandNames: ['AmBisome', 'Abelcet', 'Fungizone'],
    atc: ['J02AA01'],
    kind: 'supportive',
    drugClass: 'Polyene antifungal',
    classTags: ['polyene-antifungal'],
    mechanism:
      'Binds ergosterol in fungal membranes to form pores; also binds cholesterol in human cell membranes, causing renal tubular injury and potassium/magnesium wasting.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'nephrotoxicity',
      'hypokalemia',
      'hypomagnesemia',
      'infusion-reaction',
      'myelosuppression',
    ],
    renal: {
      status: 'no-data',
      summary:
        'Lipid formulations need no fixed adjustment; for conventional amphotericin B the label advises reducing or interrupting the dose if creatinine rises markedly.',
      rules: [
        {
          action: 'monitor',
          text: 'Monitor creatinine, potassium and magnesium; interrupt or reduce if renal function deteriorates significantly.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'The labels give no hepatic dose adjustment.',
    },
    boxedWarnings: [
      'Conventional (deoxycholate) amphotericin B: reserve for progressive, potentially life-threatening fungal infections; verify product and dose, never exceeding 1.5 mg/kg/day, because overdose has caused cardiopulmonary arrest.',
    ],
    monitoring: [
      'Serum creatinine, potassium and magnesium at least several times weekly',
      'Hypokalaemia raises the QT and digoxin-toxicity risk of other drugs',
      'Additive nephrotoxicity with cisplatin, vancomycin, aminoglycosides and calcineurin inhibitors',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Amphotericin B for injection (conventional) US prescribing information',
        section: 'Boxed Warning; Warnings; Precautions (laboratory tests, drug interactions)',
      },
      {
        kind: 'label',
        title: 'AmBisome (amphotericin B liposome) US prescribing information',
        section:
          'Warnings and Precautions; Drug Interactions; Adverse Reactions (hypokalaemia, nephrotoxicity)',
      },
    ],
  },
  {
    id: 'abacavir',
    rxcui: '190521',
    name: 'Abacavir',
    brandNames: ['Ziagen'],
    atc: ['J05AF06'],
    kind: 'supportive',
    drugClass: 'Nucleoside reverse transcriptase inhibitor',
    classTags: ['nrti'],
    mechanism:
      'Carbovir triphosphate inhibits HIV reverse transcriptase and terminates viral DNA chains; cleared by alcohol dehydrogenase and glucuronidation without CYP involvement.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity', 'cardiotoxicity'],
    // Lactic acidosis with hepatomegaly is a rare class warning (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment of single-agent abacavir in renal impairment.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild impairment (Child-Pugh A): 200 mg twice daily using the oral solution. Moderate or severe: contraindicated.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Child-Pugh A: 200 mg twice daily (oral solution).',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Child-Pugh B: contraindicated.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Child-Pugh C: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Serious, sometimes fatal hypersensitivity reactions; screen for HLA-B*57:01 before starting, do not use in carriers, and never restart after a suspected reaction.',
    ],
    monitoring: [
      'HLA-B*57:01 result before first dose',
      'Symptoms of hypersensitivity in the first 6 weeks',
    ],
    pgxGenes: ['HLA-B'],
    sources: [
      {
        kind: 'label',
        title: 'Ziagen (abacavir) US prescribing information',
        section:
          'Boxed Warning; Contraindications; Dosage and Administration (hepatic impairment); Warnings and Precautions (hypersensitivity, myocardial infarction); Use in Specific Populations',
      },
      CPIC_ABACAVIR,
    ],
  },
];

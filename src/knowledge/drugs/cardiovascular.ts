import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Cardiovascular drugs: anticoagulants, antiplatelets, statins, antiarrhythmics, rate-control and
 * diuretics. Pathway grades follow the conventions stated at the top of anti-infectives.ts.
 * Transporter substrate levels use the schema's AUC definitions, so a narrow-therapeutic-index
 * victim such as digoxin can still be 'moderate'; its risk is carried by curated interactions.
 */

const FDA_DDI_TABLE: Source = {
  kind: 'guideline',
  title:
    'FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers (clinical index drugs)',
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  unconfirmed:
    "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
};

const CPIC_STATINS: Source = {
  kind: 'cpic',
  title:
    'CPIC guideline for SLCO1B1, ABCG2 and CYP2C9 genotypes and statin-associated musculoskeletal symptoms',
  year: 2022,
  pmid: '35152405',
};

const DOAC_BOXED = [
  'Premature discontinuation increases the risk of thrombotic events; if stopped for reasons other than bleeding or end of treatment, consider another anticoagulant.',
  'Spinal or epidural haematoma, possibly causing permanent paralysis, can occur with neuraxial anaesthesia or spinal puncture; weigh risk and monitor neurologically.',
];

const STATIN_HEPATIC: DrugInput['hepatic'] = {
  status: 'avoid',
  summary:
    'Contraindicated in acute liver failure or decompensated cirrhosis; otherwise no adjustment, monitor liver tests if clinically indicated.',
  rules: [
    {
      hepaticClass: 'child-pugh-c',
      action: 'avoid',
      text: 'Contraindicated in decompensated cirrhosis or acute liver failure.',
    },
  ],
};

export const cardiovascularDrugs: DrugInput[] = [
  {
    id: 'warfarin',
    rxcui: '11289',
    name: 'Warfarin',
    brandNames: ['Coumadin', 'Jantoven'],
    atc: ['B01AA03'],
    kind: 'supportive',
    drugClass: 'Vitamin K antagonist anticoagulant',
    classTags: ['vitamin-k-antagonist', 'oral-anticoagulant'],
    mechanism:
      'Inhibits VKORC1, depleting reduced vitamin K and the gamma-carboxylated clotting factors II, VII, IX and X. The more potent S-enantiomer is cleared by CYP2C9; R-warfarin by CYP3A4, CYP1A2 and CYP2C19. Narrow therapeutic index.',
    routes: ['oral'],
    pathways: {
      CYP2C9: { substrate: 'moderate' },
      CYP3A4: { substrate: 'minor' },
      CYP1A2: { substrate: 'minor' },
      CYP2C19: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'embryo-fetal', 'dermatologic'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment for renal impairment; monitor INR more often.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Hepatic impairment potentiates the response (reduced clotting-factor synthesis and warfarin clearance); no fixed adjustment, monitor INR closely.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Monitor INR closely; response is potentiated.',
        },
      ],
    },
    boxedWarnings: [
      'Can cause major or fatal bleeding; monitor INR regularly, and counsel on drugs, diet and illness that change INR.',
    ],
    monitoring: [
      'INR at every start, stop or dose change of an interacting drug, including anticancer drugs and azoles',
      'Signs of bleeding',
    ],
    pgxGenes: ['CYP2C9', 'VKORC1', 'CYP4F2'],
    sources: [
      {
        kind: 'label',
        title: 'Coumadin (warfarin) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (pharmacogenomic dosing); Drug Interactions; Use in Specific Populations (renal and hepatic impairment); Clinical Pharmacology',
      },
      FDA_DDI_TABLE,
      {
        kind: 'cpic',
        title: 'CPIC guideline for pharmacogenetics-guided warfarin dosing: 2017 update',
        year: 2017,
        pmid: '28198005',
      },
    ],
  },
  {
    id: 'apixaban',
    rxcui: '1364430',
    name: 'Apixaban',
    brandNames: ['Eliquis'],
    atc: ['B01AF02'],
    kind: 'supportive',
    drugClass: 'Direct factor Xa inhibitor',
    classTags: ['doac', 'oral-anticoagulant', 'factor-xa-inhibitor'],
    mechanism:
      'Directly and reversibly inhibits free and clot-bound factor Xa. Cleared by CYP3A4 (with minor CYP1A2/2C8/2C9/2C19 roles), P-gp and BCRP, and about 27% renally.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate' },
      'P-gp': { substrate: 'minor' },
      BCRP: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    renal: {
      status: 'adjust',
      summary:
        'Atrial fibrillation: 2.5 mg twice daily if at least two of age >=80 years, weight <=60 kg, serum creatinine >=1.5 mg/dL (also applies on dialysis). No CrCl-based change for VTE treatment.',
      rules: [
        {
          action: 'monitor',
          text: 'AF: use 2.5 mg twice daily (half the usual dose) only when >=2 of age >=80, weight <=60 kg, SCr >=1.5 mg/dL; CrCl alone does not change the dose.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'No adjustment in Child-Pugh A; limited experience in Child-Pugh B; not recommended in Child-Pugh C.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: DOAC_BOXED,
    monitoring: [
      'Combined strong CYP3A4 and P-gp inhibitors: reduce 5 or 10 mg twice-daily doses by 50%; avoid if already on 2.5 mg twice daily',
      'Avoid combined strong CYP3A4 and P-gp inducers',
      'Renal function, haemoglobin, signs of bleeding',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Eliquis (apixaban) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (dose adjustments, renal impairment); Drug Interactions; Use in Specific Populations (hepatic impairment); Clinical Pharmacology',
      },
    ],
  },
  {
    id: 'rivaroxaban',
    rxcui: '1114195',
    name: 'Rivaroxaban',
    brandNames: ['Xarelto'],
    atc: ['B01AF01'],
    kind: 'supportive',
    drugClass: 'Direct factor Xa inhibitor',
    classTags: ['doac', 'oral-anticoagulant', 'factor-xa-inhibitor'],
    mechanism:
      'Directly inhibits free and clot-bound factor Xa. Cleared by CYP3A4/5 and CYP2J2, by P-gp and BCRP, and about one-third unchanged in urine.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate' },
      'P-gp': { substrate: 'minor' },
      BCRP: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    renal: {
      status: 'adjust',
      summary:
        'Atrial fibrillation: 15 mg once daily with the evening meal when CrCl <=50 mL/min (20 mg above). VTE treatment and prophylaxis: avoid when CrCl <15 mL/min.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.75,
          text: 'AF, CrCl <=50 mL/min: 15 mg once daily instead of 20 mg.',
        },
        {
          crclBelow: 15,
          action: 'avoid',
          text: 'VTE treatment or prophylaxis, CrCl <15 mL/min: avoid.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Avoid in moderate or severe hepatic impairment (Child-Pugh B or C) and in any hepatic disease with coagulopathy.',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: avoid.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: avoid.' },
      ],
    },
    boxedWarnings: DOAC_BOXED,
    monitoring: [
      'Avoid combined P-gp and strong CYP3A inhibitors, and combined P-gp and strong CYP3A inducers',
      'Renal function, haemoglobin, signs of bleeding',
      'Take 15 mg and 20 mg tablets with food',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Xarelto (rivaroxaban) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration; Drug Interactions; Use in Specific Populations (renal and hepatic impairment); Clinical Pharmacology',
      },
    ],
  },
  {
    id: 'dabigatran',
    rxcui: '1546356',
    name: 'Dabigatran',
    synonyms: ['dabigatran etexilate'],
    brandNames: ['Pradaxa'],
    atc: ['B01AE07'],
    kind: 'supportive',
    drugClass: 'Direct thrombin inhibitor',
    classTags: ['doac', 'oral-anticoagulant', 'direct-thrombin-inhibitor'],
    mechanism:
      'The prodrug dabigatran etexilate (a P-gp substrate) is hydrolysed by esterases to dabigatran, a reversible direct thrombin inhibitor eliminated about 80% renally. No CYP metabolism.',
    routes: ['oral'],
    pathways: {
      'P-gp': { substrate: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    renal: {
      status: 'adjust',
      summary:
        'Atrial fibrillation: 150 mg twice daily if CrCl >30 mL/min; 75 mg twice daily if CrCl 15-30. No dosing recommendation for CrCl <15 or dialysis. VTE: not established for CrCl <=30. With P-gp inhibitors: 75 mg twice daily (dronedarone, systemic ketoconazole) at CrCl 30-50 and avoid at CrCl <30.',
      rules: [
        {
          crclBelow: 50,
          action: 'monitor',
          text: 'CrCl 30-50 mL/min with dronedarone or systemic ketoconazole: 75 mg twice daily (AF).',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'AF, CrCl 15-30 mL/min: 75 mg twice daily; avoid P-gp inhibitors.',
        },
        {
          crclBelow: 15,
          action: 'avoid',
          text: 'CrCl <15 mL/min or dialysis: no dosing recommendation.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'The label gives no hepatic dose adjustment.',
    },
    boxedWarnings: DOAC_BOXED,
    monitoring: [
      'Renal function before and during therapy',
      'Avoid P-gp inducers such as rifampin',
      'Signs of bleeding; dyspepsia',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Pradaxa (dabigatran etexilate) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (renal impairment, P-gp inhibitors); Drug Interactions; Clinical Pharmacology',
      },
    ],
  },
  {
    id: 'edoxaban',
    rxcui: '1599538',
    name: 'Edoxaban',
    brandNames: ['Savaysa'],
    atc: ['B01AF03'],
    kind: 'supportive',
    drugClass: 'Direct factor Xa inhibitor',
    classTags: ['doac', 'oral-anticoagulant', 'factor-xa-inhibitor'],
    mechanism:
      'Directly inhibits factor Xa. Mainly excreted unchanged (about half renally); a P-gp substrate with minimal CYP3A4 metabolism.',
    routes: ['oral'],
    pathways: {
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    renal: {
      status: 'adjust',
      summary:
        'Atrial fibrillation: do not use if CrCl >95 mL/min (more ischaemic strokes); 30 mg daily if CrCl 15-50. VTE: 30 mg daily if CrCl 15-50, weight <=60 kg or certain P-gp inhibitors. Not recommended below CrCl 15.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 15-50 mL/min: 30 mg once daily instead of 60 mg.',
        },
        {
          crclBelow: 15,
          action: 'avoid',
          text: 'CrCl <15 mL/min: not recommended.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Not recommended in moderate or severe hepatic impairment.',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: not recommended.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    boxedWarnings: [
      'Reduced efficacy in non-valvular atrial fibrillation when CrCl >95 mL/min: higher ischaemic stroke rate than warfarin; use another anticoagulant.',
      ...DOAC_BOXED,
    ],
    monitoring: [
      'CrCl before starting (upper and lower cut-offs)',
      'Avoid rifampin',
      'Signs of bleeding',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Savaysa (edoxaban) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration; Drug Interactions; Use in Specific Populations (renal and hepatic impairment)',
      },
    ],
  },
  {
    id: 'enoxaparin',
    rxcui: '67108',
    name: 'Enoxaparin',
    brandNames: ['Lovenox'],
    atc: ['B01AB05'],
    kind: 'supportive',
    drugClass: 'Low-molecular-weight heparin',
    classTags: ['heparin', 'low-molecular-weight-heparin'],
    mechanism:
      'Potentiates antithrombin, with predominant anti-factor Xa over anti-IIa activity; cleared renally.',
    routes: ['sc', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl <30 mL/min: reduce dose (e.g. prophylaxis 30 mg once daily; treatment 1 mg/kg once daily). Monitor closely for bleeding in mild to moderate impairment.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl <30 mL/min: use the label regimen for severe renal impairment (once-daily dosing).',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Not studied in hepatic impairment; use with caution.',
    },
    boxedWarnings: [
      'Epidural or spinal haematomas, possibly with permanent paralysis, can occur with neuraxial anaesthesia or spinal puncture; time catheter placement and removal carefully and monitor neurologically.',
    ],
    monitoring: [
      'Platelet count (heparin-induced thrombocytopenia), haemoglobin',
      'Anti-Xa activity in severe renal impairment, obesity or pregnancy',
      'Thrombocytopenia from chemotherapy raises bleeding risk',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Lovenox (enoxaparin) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (renal impairment); Warnings and Precautions; Use in Specific Populations',
      },
    ],
  },
  {
    id: 'heparin',
    rxcui: '5224',
    name: 'Heparin',
    synonyms: ['unfractionated heparin', 'UFH'],
    atc: ['B01AB01'],
    kind: 'supportive',
    drugClass: 'Unfractionated heparin',
    classTags: ['heparin', 'unfractionated-heparin'],
    mechanism:
      'Binds antithrombin and accelerates inactivation of thrombin and factor Xa; cleared by saturable cellular uptake and renally.',
    routes: ['iv', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'hypersensitivity'],
    renal: {
      status: 'no-data',
      summary: 'The label gives no renal dose adjustment; dose by coagulation tests.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'The label gives no hepatic dose adjustment; dose by coagulation tests.',
    },
    monitoring: [
      'aPTT or anti-Xa activity for therapeutic dosing',
      'Platelet count (heparin-induced thrombocytopenia)',
      'Confirm the product strength to avoid fatal medication errors',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Heparin sodium injection US prescribing information',
        section:
          'Warnings and Precautions (fatal medication errors, haemorrhage, heparin-induced thrombocytopenia, coagulation testing)',
      },
    ],
  },
  {
    id: 'aspirin',
    rxcui: '1191',
    name: 'Aspirin',
    synonyms: ['acetylsalicylic acid', 'ASA'],
    brandNames: ['Durlaza', 'Bayer'],
    atc: ['B01AC06', 'N02BA01'],
    kind: 'supportive',
    drugClass: 'Salicylate antiplatelet (irreversible COX inhibitor)',
    classTags: ['salicylate'],
    mechanism:
      'Irreversibly acetylates platelet COX-1, blocking thromboxane A2 for the platelet lifetime. Salicylate reduces renal tubular secretion of methotrexate.',
    routes: ['oral'],
    pathways: {
      'OAT1/3': { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'hypersensitivity'],
    renal: {
      status: 'avoid',
      summary: 'Avoid in severe renal failure (GFR <10 mL/min).',
      rules: [{ crclBelow: 10, action: 'avoid', text: 'GFR <10 mL/min: avoid.' }],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Avoid in severe hepatic insufficiency.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic insufficiency: avoid.',
        },
      ],
    },
    monitoring: [
      'Bleeding risk with anticoagulants, other antiplatelets, SSRIs/SNRIs and thrombocytopenia',
      'Methotrexate toxicity (reduced renal clearance)',
    ],
    pgxGenes: ['G6PD'],
    sources: [
      {
        kind: 'label',
        title: 'Durlaza (aspirin extended-release) US prescribing information',
        section:
          'Warnings and Precautions (bleeding); Drug Interactions; Use in Specific Populations (renal and hepatic impairment)',
      },
      {
        kind: 'label',
        title: 'Methotrexate injection US prescribing information',
        section: 'Drug Interactions (salicylates and NSAIDs reduce methotrexate elimination)',
      },
      {
        kind: 'cpic',
        title: 'CPIC guideline for medication use in the context of G6PD genotype',
        year: 2022,
        pmid: '36049896',
      },
    ],
  },
  {
    id: 'clopidogrel',
    rxcui: '32968',
    name: 'Clopidogrel',
    brandNames: ['Plavix'],
    atc: ['B01AC04'],
    kind: 'supportive',
    drugClass: 'P2Y12 inhibitor (thienopyridine)',
    classTags: ['p2y12-inhibitor'],
    mechanism:
      'Prodrug activated mainly by CYP2C19 to a thiol metabolite that irreversibly blocks the platelet P2Y12 receptor. CYP2C19 inhibition or loss-of-function alleles LOWER the active metabolite. Its acyl-glucuronide inhibits CYP2C8.',
    routes: ['oral'],
    pathways: {
      CYP2C19: { substrate: 'moderate', prodrugActivation: true },
      CYP2C8: { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    renal: {
      status: 'no-data',
      summary:
        'Experience is limited in moderate and severe renal impairment; no adjustment specified.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in hepatic impairment.',
    },
    boxedWarnings: [
      'Reduced effectiveness in CYP2C19 poor metabolizers, who form less active metabolite; consider another P2Y12 inhibitor.',
    ],
    monitoring: [
      'Avoid omeprazole and esomeprazole (CYP2C19 inhibition lowers active metabolite)',
      'CYP2C8 substrates (e.g. repaglinide, paclitaxel) may rise',
      'Bleeding; thrombotic thrombocytopenic purpura',
    ],
    pgxGenes: ['CYP2C19'],
    sources: [
      {
        kind: 'label',
        title: 'Plavix (clopidogrel) US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (CYP2C19 poor metabolizers, CYP2C19 inhibitors); Drug Interactions (CYP2C8 substrates); Use in Specific Populations',
      },
      FDA_DDI_TABLE,
      {
        kind: 'cpic',
        title: 'CPIC guideline for CYP2C19 genotype and clopidogrel therapy: 2022 update',
        year: 2022,
        pmid: '35034351',
      },
    ],
  },
  {
    id: 'ticagrelor',
    rxcui: '1116632',
    name: 'Ticagrelor',
    brandNames: ['Brilinta'],
    atc: ['B01AC24'],
    kind: 'supportive',
    drugClass: 'P2Y12 inhibitor (cyclopentyltriazolopyrimidine)',
    classTags: ['p2y12-inhibitor'],
    mechanism:
      'Reversibly blocks the platelet P2Y12 receptor without activation; a sensitive CYP3A4 substrate, a weak CYP3A4 inhibitor and a weak P-gp inhibitor.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'sensitive', inhibitor: 'weak' },
      'P-gp': { substrate: 'minor', inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'bradycardia'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in renal impairment; not studied in dialysis.',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Avoid in severe hepatic impairment; consider risks in moderate impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: avoid.',
        },
      ],
    },
    boxedWarnings: [
      'Can cause significant, sometimes fatal bleeding; do not start in active bleeding or planned urgent CABG, and avoid stopping prematurely.',
      'Maintenance aspirin doses above 100 mg daily reduce its effectiveness.',
    ],
    monitoring: [
      'Avoid strong CYP3A inhibitors and strong CYP3A inducers',
      'Simvastatin or lovastatin above 40 mg daily: avoid',
      'Digoxin levels; bradyarrhythmia; dyspnoea',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Brilinta (ticagrelor) US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (bradyarrhythmia, dyspnoea); Drug Interactions; Use in Specific Populations (hepatic impairment)',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'prasugrel',
    rxcui: '613391',
    name: 'Prasugrel',
    brandNames: ['Effient'],
    atc: ['B01AC22'],
    kind: 'supportive',
    drugClass: 'P2Y12 inhibitor (thienopyridine)',
    classTags: ['p2y12-inhibitor'],
    mechanism:
      'Prodrug hydrolysed and then oxidised (mainly CYP3A4 and CYP2B6) to a metabolite that irreversibly blocks P2Y12; CYP inhibitors do not meaningfully change its effect.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'minor' },
      CYP2B6: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in renal impairment; limited experience in end-stage disease.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No adjustment in mild to moderate hepatic impairment; severe impairment not studied.',
    },
    boxedWarnings: [
      'Can cause significant, sometimes fatal bleeding; contraindicated with active bleeding or prior TIA or stroke.',
      'Generally not recommended at age 75 years or older except in high-risk situations.',
      'Do not start in patients likely to undergo urgent CABG; stop at least 7 days before any surgery when possible.',
    ],
    monitoring: ['Bleeding, especially with weight <60 kg or other antithrombotics'],
    sources: [
      {
        kind: 'label',
        title: 'Effient (prasugrel) US prescribing information',
        section:
          'Boxed Warning; Contraindications; Drug Interactions; Use in Specific Populations; Clinical Pharmacology',
      },
    ],
  },
  {
    id: 'atorvastatin',
    rxcui: '83367',
    name: 'Atorvastatin',
    brandNames: ['Lipitor'],
    atc: ['C10AA05'],
    kind: 'supportive',
    drugClass: 'HMG-CoA reductase inhibitor (statin)',
    classTags: ['statin'],
    mechanism:
      'Inhibits HMG-CoA reductase. Hepatic uptake by OATP1B1/1B3, metabolism by CYP3A4; exposure rises with CYP3A4 and OATP inhibitors.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate' },
      'OATP1B1/1B3': { substrate: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myopathy', 'hyperglycemia'],
    // Persistent transaminase rises under 1%, serious injury rare (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in renal impairment.',
    },
    hepatic: STATIN_HEPATIC,
    monitoring: [
      'Myopathy and rhabdomyolysis (muscle pain, CK) with CYP3A4 or OATP inhibitors',
      'Avoid with cyclosporine, tipranavir plus ritonavir and gemfibrozil; cap the dose with clarithromycin, itraconazole and several HIV/HCV protease inhibitors',
      'Liver tests when clinically indicated',
    ],
    pgxGenes: ['SLCO1B1'],
    sources: [
      {
        kind: 'label',
        title: 'Lipitor (atorvastatin) US prescribing information',
        section:
          'Contraindications; Warnings and Precautions (myopathy and rhabdomyolysis, hepatic dysfunction, glycaemic control); Drug Interactions; Clinical Pharmacology',
      },
      FDA_DDI_TABLE,
      CPIC_STATINS,
    ],
  },
  {
    id: 'simvastatin',
    rxcui: '36567',
    name: 'Simvastatin',
    brandNames: ['Zocor'],
    atc: ['C10AA01'],
    kind: 'supportive',
    drugClass: 'HMG-CoA reductase inhibitor (statin)',
    classTags: ['statin'],
    mechanism:
      'Lactone prodrug of an HMG-CoA reductase inhibitor; a sensitive CYP3A4 substrate, and simvastatin acid is taken up by OATP1B1.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'sensitive' },
      'OATP1B1/1B3': { substrate: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myopathy', 'hyperglycemia'],
    // Persistent transaminase rises under 1%, serious injury rare (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'Severe renal impairment: start at 5 mg daily and monitor closely.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'Severe renal impairment: start at 5 mg once daily.',
        },
      ],
    },
    hepatic: STATIN_HEPATIC,
    monitoring: [
      'Contraindicated with strong CYP3A4 inhibitors, gemfibrozil, cyclosporine and danazol',
      'Dose caps: 10 mg with verapamil, diltiazem or dronedarone; 20 mg with amiodarone, amlodipine or ranolazine',
      'Myopathy and rhabdomyolysis (CK)',
    ],
    pgxGenes: ['SLCO1B1'],
    sources: [
      {
        kind: 'label',
        title: 'Zocor (simvastatin) US prescribing information',
        section:
          'Contraindications; Dosage and Administration (dose limits with interacting drugs, renal impairment); Warnings and Precautions; Drug Interactions',
      },
      FDA_DDI_TABLE,
      CPIC_STATINS,
    ],
  },
  {
    id: 'rosuvastatin',
    rxcui: '301542',
    name: 'Rosuvastatin',
    brandNames: ['Crestor'],
    atc: ['C10AA07'],
    kind: 'supportive',
    drugClass: 'HMG-CoA reductase inhibitor (statin)',
    classTags: ['statin'],
    mechanism:
      'Hydrophilic HMG-CoA reductase inhibitor with little CYP metabolism (minor CYP2C9); hepatic uptake by OATP1B1/1B3 and efflux by BCRP (ABCG2) determine exposure.',
    routes: ['oral'],
    pathways: {
      'OATP1B1/1B3': { substrate: 'moderate' },
      BCRP: { substrate: 'moderate' },
      CYP2C9: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myopathy', 'hyperglycemia'],
    // Persistent transaminase rises under 1%, serious injury rare (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl <30 mL/min and not on haemodialysis: start 5 mg daily, do not exceed 10 mg daily.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl <30 mL/min, not on haemodialysis: start 5 mg, maximum 10 mg daily.',
        },
      ],
    },
    hepatic: STATIN_HEPATIC,
    monitoring: [
      'Cyclosporine: maximum 5 mg daily; cap dose with gemfibrozil and several antivirals (OATP/BCRP inhibitors)',
      'Asian patients: consider 5 mg starting dose (higher exposure)',
      'Myopathy (CK), proteinuria at high doses',
    ],
    pgxGenes: ['SLCO1B1', 'ABCG2'],
    sources: [
      {
        kind: 'label',
        title: 'Crestor (rosuvastatin) US prescribing information',
        section:
          'Contraindications; Dosage and Administration (renal impairment, Asian patients, interacting drugs); Drug Interactions; Clinical Pharmacology',
      },
      CPIC_STATINS,
    ],
  },
  {
    id: 'lovastatin',
    rxcui: '6472',
    name: 'Lovastatin',
    brandNames: ['Mevacor', 'Altoprev'],
    atc: ['C10AA02'],
    kind: 'supportive',
    drugClass: 'HMG-CoA reductase inhibitor (statin)',
    classTags: ['statin'],
    mechanism: 'Lactone prodrug of an HMG-CoA reductase inhibitor; a sensitive CYP3A4 substrate.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'sensitive' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myopathy', 'hyperglycemia'],
    // Persistent transaminase rises under 1%, serious injury rare (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl <30 mL/min: consider doses above 20 mg daily carefully and increase cautiously.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'CrCl <30 mL/min: doses above 20 mg daily only with caution.',
        },
      ],
    },
    hepatic: STATIN_HEPATIC,
    monitoring: [
      'Contraindicated with strong CYP3A4 inhibitors; dose caps with moderate inhibitors, amiodarone and others per label',
      'Myopathy and rhabdomyolysis (CK)',
    ],
    pgxGenes: ['SLCO1B1'],
    sources: [
      {
        kind: 'label',
        title: 'Lovastatin tablets US prescribing information',
        section:
          'Contraindications; Dosage and Administration (renal impairment, interacting drugs); Warnings and Precautions; Drug Interactions',
      },
      FDA_DDI_TABLE,
      CPIC_STATINS,
    ],
  },
  {
    id: 'amiodarone',
    rxcui: '703',
    name: 'Amiodarone',
    brandNames: ['Pacerone', 'Nexterone', 'Cordarone'],
    atc: ['C01BD01'],
    kind: 'supportive',
    drugClass: 'Class III antiarrhythmic',
    classTags: ['class-iii-antiarrhythmic'],
    mechanism:
      'Blocks potassium (and sodium and calcium) channels and beta-adrenergic receptors, prolonging repolarisation. Metabolised by CYP3A4 and CYP2C8; inhibits CYP2C9, CYP3A4 and P-gp. Half-life of weeks, so interactions persist after stopping.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { substrate: 'minor', inhibitor: 'weak' },
      CYP2C8: { substrate: 'minor' },
      CYP2C9: { inhibitor: 'moderate' },
      'P-gp': { inhibitor: 'moderate' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: [
      'pneumonitis',
      'hepatotoxicity',
      'bradycardia',
      'cardiotoxicity',
      'ocular',
      'dermatologic',
    ],
    // Peripheral neuropathy is rare (label adverse reactions) (issue 12).
    rareToxicities: ['neuropathy'],
    renal: {
      status: 'no-data',
      summary: 'The label gives no renal dose adjustment.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'The label gives no hepatic dose adjustment; amiodarone itself causes hepatic injury, so monitor liver tests.',
    },
    boxedWarnings: [
      'Oral amiodarone is for life-threatening recurrent ventricular arrhythmias only, because of substantial toxicity.',
      'Pulmonary toxicity (hypersensitivity pneumonitis, interstitial or alveolar pneumonitis) can be fatal.',
      'Hepatic injury is common and can be fatal.',
      'Can worsen arrhythmias; start in a clinical setting with continuous ECG monitoring.',
    ],
    monitoring: [
      'ECG/QTc, heart rate',
      'Liver, thyroid and pulmonary function; eye examination',
      'INR with warfarin (reduce warfarin dose); digoxin levels (reduce digoxin dose)',
      'Simvastatin maximum 20 mg daily',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Pacerone/Cordarone (amiodarone) tablets US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (pulmonary, hepatic, proarrhythmia, thyroid, optic neuropathy); Drug Interactions; Clinical Pharmacology',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'digoxin',
    rxcui: '3407',
    name: 'Digoxin',
    brandNames: ['Lanoxin'],
    atc: ['C01AA05'],
    kind: 'supportive',
    drugClass: 'Cardiac glycoside',
    classTags: ['cardiac-glycoside'],
    mechanism:
      'Inhibits Na+/K+-ATPase, raising myocardial contractility and vagal tone. Narrow therapeutic index; cleared mainly unchanged by the kidney with P-gp-mediated secretion.',
    routes: ['oral', 'iv'],
    pathways: {
      'P-gp': { substrate: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia', 'cardiotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Maintenance dose is reduced according to CrCl and lean body weight using the label tables; guide by serum digoxin concentration.',
      rules: [
        {
          action: 'reduce',
          text: 'Reduce maintenance dose in proportion to renal function per label tables; measure serum digoxin.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic clearance is minor; the label gives no hepatic adjustment.',
    },
    monitoring: [
      'Serum digoxin concentration when starting or stopping P-gp inhibitors (amiodarone, verapamil, clarithromycin, itraconazole, some kinase inhibitors)',
      'Potassium, magnesium and calcium: hypokalaemia and hypomagnesaemia (diuretics, amphotericin B, cisplatin) raise toxicity',
      'Renal function, heart rate',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Lanoxin (digoxin) US prescribing information',
        section:
          'Dosage and Administration (renal impairment); Warnings and Precautions; Drug Interactions (P-gp inhibitors); Clinical Pharmacology',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'diltiazem',
    rxcui: '3443',
    name: 'Diltiazem',
    brandNames: ['Cardizem'],
    atc: ['C08DB01'],
    kind: 'supportive',
    drugClass: 'Non-dihydropyridine calcium channel blocker',
    classTags: ['non-dihydropyridine-ccb'],
    mechanism:
      'Blocks L-type calcium channels in myocardium, conduction tissue and vascular smooth muscle; a moderate CYP3A4 inhibitor and a CYP3A4 substrate.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { substrate: 'minor', inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia', 'cardiotoxicity'],
    renal: {
      status: 'no-data',
      summary: 'Not systematically studied in renal impairment; titrate with caution.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Extensively metabolised by the liver; not studied in hepatic impairment, titrate with caution.',
    },
    monitoring: [
      'Heart rate, PR interval and blood pressure, especially with beta-blockers',
      'Exposure of CYP3A4 substrates (simvastatin cap 10 mg, cyclosporine, kinase inhibitors)',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Cardizem (diltiazem) US prescribing information',
        section: 'Warnings; Precautions (drug interactions, renal and hepatic impairment)',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'verapamil',
    rxcui: '11170',
    name: 'Verapamil',
    brandNames: ['Calan', 'Isoptin', 'Verelan'],
    atc: ['C08DA01'],
    kind: 'supportive',
    drugClass: 'Non-dihydropyridine calcium channel blocker',
    classTags: ['non-dihydropyridine-ccb'],
    mechanism:
      'Blocks L-type calcium channels, slowing AV conduction; a moderate CYP3A4 inhibitor and a P-gp inhibitor.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { substrate: 'minor', inhibitor: 'moderate' },
      'P-gp': { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia', 'cardiotoxicity'],
    renal: {
      status: 'no-data',
      summary: 'About 70% renally excreted as metabolites; no fixed adjustment, monitor ECG.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Severe hepatic dysfunction: give about 30% of the usual dose and monitor for PR prolongation.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.3,
          text: 'Severe hepatic dysfunction: about 30% of the usual dose.',
        },
      ],
    },
    monitoring: [
      'Heart rate, PR interval, blood pressure',
      'Digoxin levels; simvastatin cap 10 mg; exposure of other CYP3A4/P-gp substrates',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Calan (verapamil) US prescribing information',
        section:
          'Warnings (hepatic impairment, AV block); Precautions (drug interactions); Dosage and Administration',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'furosemide',
    rxcui: '4603',
    name: 'Furosemide',
    brandNames: ['Lasix'],
    atc: ['C03CA01'],
    kind: 'supportive',
    drugClass: 'Loop diuretic',
    classTags: ['loop-diuretic'],
    mechanism:
      'Inhibits the Na-K-2Cl cotransporter in the thick ascending limb; secreted into the tubule by OAT1/3. Causes potassium and magnesium wasting.',
    routes: ['oral', 'iv', 'im'],
    pathways: {
      'OAT1/3': { substrate: 'minor' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia', 'hypomagnesemia', 'ototoxicity', 'hyperglycemia', 'nephrotoxicity'],
    renal: {
      status: 'no-data',
      summary:
        'No fixed adjustment; higher doses may be needed for effect, and ototoxicity is more likely in severe renal impairment with rapid IV injection.',
      rules: [
        {
          action: 'monitor',
          text: 'Monitor electrolytes, creatinine and hearing; give IV doses slowly.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'In cirrhosis and ascites, start in hospital: sudden fluid and electrolyte shifts can precipitate hepatic coma.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Cirrhosis: initiate under close observation.',
        },
      ],
    },
    boxedWarnings: [
      'A potent diuretic: excessive doses can cause profound diuresis with water and electrolyte depletion; individualise dose under careful supervision.',
    ],
    monitoring: [
      'Potassium and magnesium (QT-prolonging drugs, digoxin, arsenic trioxide)',
      'Creatinine with nephrotoxic chemotherapy (cisplatin); hearing with other ototoxins',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Lasix (furosemide) US prescribing information',
        section:
          'Boxed Warning; Warnings (hepatic cirrhosis, ototoxicity); Precautions (laboratory tests, drug interactions)',
      },
    ],
  },
  {
    id: 'hydrochlorothiazide',
    rxcui: '5487',
    name: 'Hydrochlorothiazide',
    synonyms: ['HCTZ'],
    atc: ['C03AA03'],
    kind: 'supportive',
    drugClass: 'Thiazide diuretic',
    classTags: ['thiazide-diuretic'],
    mechanism:
      'Inhibits the Na-Cl cotransporter in the distal convoluted tubule, causing potassium and magnesium loss and sodium depletion.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: [
      'hypokalemia',
      'hyponatremia',
      'hypomagnesemia',
      'hyperglycemia',
      'dermatologic',
      'ocular',
    ],
    renal: {
      status: 'no-data',
      summary:
        'Little effect when CrCl is below about 30 mL/min; may precipitate azotaemia in renal disease. No fixed adjustment.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'Severe renal impairment: reduced efficacy, monitor creatinine and electrolytes.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Use with caution in hepatic impairment: electrolyte shifts may precipitate hepatic coma.',
    },
    monitoring: [
      'Potassium, sodium and magnesium (QT-prolonging drugs, digoxin)',
      'Glucose',
      'Skin examination (non-melanoma skin cancer with long-term use); acute angle-closure glaucoma',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Hydrochlorothiazide US prescribing information',
        section:
          'Warnings and Precautions (fluid and electrolyte imbalance, metabolic disturbances, non-melanoma skin cancer, acute myopia and angle-closure glaucoma); Use in Specific Populations',
      },
    ],
  },
];

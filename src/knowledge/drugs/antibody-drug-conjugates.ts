import type { DrugInput } from '../../core/knowledge/drug';
import {
  BIOLOGIC_HEPATIC,
  BIOLOGIC_RENAL,
  EMBRYO_FETAL_PREGNANCY,
  LAST_REVIEWED,
  NIOSH_NOT_CHECKED,
  NO_BREASTFEEDING,
  PROFILE_SECTIONS,
  RXCUI_UNCONFIRMED,
  monographSources,
  usLabel,
} from './new-record-sources';

/*
 * Antibody-drug conjugates added for issue 12 (the ADC gaps of antibodies.ts), each with its
 * issue-13 monograph. As in antibodies.ts, the antibody has no CYP role; a pathway is recorded
 * only where the label names one for the released payload (MMAE and DM4 are CYP3A4 substrates:
 * strong inhibitors raise free payload, so the label asks for closer monitoring). Class tags name
 * the target, so two ADCs against the same antigen pair as duplicate therapy. Emetic risk is
 * left out where MASCC/ESMO and ASCO do not classify the agent.
 */

const pi = (product: string) => usLabel(product, PROFILE_SECTIONS);

/** MMAE- and DM4-containing conjugates: label 7 asks to monitor with strong CYP3A4 inhibitors. */
const PAYLOAD_CYP3A4 = { CYP3A4: { substrate: 'minor' as const } };

export const antibodyDrugConjugateDrugs: DrugInput[] = [
  {
    id: 'enfortumab-vedotin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Enfortumab vedotin',
    synonyms: ['enfortumab vedotin-ejfv', 'EV'],
    brandNames: ['Padcev'],
    atc: ['L01FX13'],
    kind: 'antineoplastic',
    drugClass: 'Antibody-drug conjugate (Nectin-4, MMAE)',
    classTags: ['anti-nectin4-adc'],
    mechanism: 'Nectin-4-directed antibody delivering the microtubule inhibitor MMAE.',
    routes: ['iv'],
    // Ketoconazole raised unconjugated MMAE exposure (brentuximab vedotin data applied in label 7).
    pathways: PAYLOAD_CYP3A4,
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['dermatologic', 'neuropathy', 'hyperglycemia', 'ocular', 'embryo-fetal'],
    rareToxicities: ['pneumonitis'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No dose adjustment in mild, moderate or severe renal impairment (CrCl below 30 mL/min included).',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Avoid in moderate or severe hepatic impairment (higher MMAE exposure).',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Moderate or severe hepatic impairment: avoid.',
        },
      ],
    },
    doseCap: {
      maxDose: 125,
      unit: 'mg',
      note: '1.25 mg/kg up to a maximum of 125 mg (patients 100 kg or more).',
    },
    boxedWarnings: [
      'Serious skin reactions including fatal Stevens-Johnson syndrome and toxic epidermal necrolysis, mainly in the first cycle: monitor closely; withhold for suspected SJS/TEN and stop permanently if confirmed.',
    ],
    monitoring: [
      'Skin at each dose, especially cycle 1; blood glucose before each dose (hyperglycaemia and DKA).',
      'Peripheral neuropathy, ocular symptoms (dry eye, keratitis: consider artificial tears) and pulmonary symptoms.',
      'Infusion site: extravasation causes skin and soft-tissue injury.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Locally advanced or metastatic urothelial cancer, with pembrolizumab.',
        'Locally advanced or metastatic urothelial cancer after a PD-1/PD-L1 inhibitor and platinum chemotherapy, or ineligible for cisplatin after at least one prior line (monotherapy).',
      ],
      dosing: [
        {
          indication: 'Urothelial cancer with pembrolizumab',
          dose: '1.25 mg/kg (at most 125 mg) IV over 30 minutes on days 1 and 8 of each 21-day cycle.',
          modifications: [
            'Skin reactions grade 3 or suspected SJS/TEN: withhold; confirmed SJS/TEN or grade 4: stop.',
            'Reduce to 1 mg/kg, then 0.75 mg/kg, then 0.5 mg/kg for neuropathy, hyperglycaemia above 250 mg/dL or other toxicity.',
          ],
        },
        {
          indication: 'Urothelial cancer, monotherapy',
          dose: '1.25 mg/kg (at most 125 mg) IV over 30 minutes on days 1, 8 and 15 of each 28-day cycle.',
          modifications: ['Same reduction steps as above.'],
        },
      ],
      administration: [
        "Reconstitute with sterile water; dilute in 0.9% sodium chloride, 5% dextrose or lactated Ringer's; infuse over 30 minutes; no IV push.",
        'Do not co-administer other drugs through the same line.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'rash', frequency: '68% (with pembrolizumab)' },
          { reaction: 'peripheral neuropathy', frequency: '67% (with pembrolizumab)' },
          { reaction: 'fatigue', frequency: '51%' },
          { reaction: 'pruritus', frequency: '41%' },
          { reaction: 'diarrhoea', frequency: '38%' },
          { reaction: 'alopecia', frequency: '35%' },
        ],
        serious: [
          'SJS/TEN',
          'Hyperglycaemia and diabetic ketoacidosis',
          'Pneumonitis/ILD',
          'Severe peripheral neuropathy',
          'Extravasation injury',
        ],
      },
      sources: monographSources('Padcev (enfortumab vedotin-ejfv)'),
    },
    sources: [pi('Padcev (enfortumab vedotin-ejfv)')],
  },
  {
    id: 'polatuzumab-vedotin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Polatuzumab vedotin',
    synonyms: ['polatuzumab vedotin-piiq'],
    brandNames: ['Polivy'],
    atc: ['L01FX14'],
    kind: 'antineoplastic',
    drugClass: 'Antibody-drug conjugate (CD79b, MMAE)',
    classTags: ['anti-cd79b-adc'],
    mechanism: 'CD79b-directed antibody delivering MMAE to B cells.',
    routes: ['iv'],
    pathways: PAYLOAD_CYP3A4,
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'neuropathy',
      'myelosuppression',
      'infection',
      'infusion-reaction',
      'embryo-fetal',
    ],
    rareToxicities: ['hepatotoxicity', 'tumor-lysis'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 30 mL/min or more; below 30 mL/min not studied.',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Avoid in moderate or severe hepatic impairment (bilirubin above 1.5x ULN).',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Bilirubin above 1.5x ULN: avoid.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'CBC before each dose; prophylaxis for Pneumocystis and herpes viruses per practice; G-CSF primary prophylaxis with R-CHP.',
      'Peripheral neuropathy, infusion reactions (premedicate with antihistamine and antipyretic), liver tests, PML symptoms.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Previously untreated DLBCL NOS or high-grade B-cell lymphoma with IPI 2 or more, with R-CHP.',
        'Relapsed or refractory DLBCL after at least two prior therapies, with bendamustine and rituximab.',
      ],
      dosing: [
        {
          indication: 'First-line DLBCL (with R-CHP)',
          dose: '1.8 mg/kg IV every 21 days for 6 cycles.',
          modifications: [
            'Grade 2-3 neuropathy: withhold until grade 1 or less, then resume at 1.4 mg/kg (then 1 mg/kg); grade 4: stop.',
          ],
        },
        {
          indication: 'Relapsed or refractory DLBCL (with BR)',
          dose: '1.8 mg/kg IV every 21 days for 6 cycles.',
          modifications: [],
        },
      ],
      administration: [
        'Reconstitute with sterile water; dilute in 0.9% sodium chloride, 0.45% sodium chloride or 5% dextrose; 0.2 or 0.22 micron in-line filter.',
        'First infusion over 90 minutes with 90-minute observation; later infusions over 30 minutes.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'peripheral neuropathy', frequency: '53% (with R-CHP)' },
          { reaction: 'nausea', frequency: '42%' },
          { reaction: 'fatigue', frequency: '38%' },
          { reaction: 'diarrhoea', frequency: '31%' },
          { reaction: 'constipation, alopecia, mucositis', frequency: '≥20%' },
        ],
        serious: [
          'Febrile neutropenia',
          'Pneumonia and sepsis',
          'Progressive multifocal leukoencephalopathy',
          'Tumour lysis syndrome',
        ],
      },
      sources: monographSources('Polivy (polatuzumab vedotin-piiq)'),
    },
    sources: [pi('Polivy (polatuzumab vedotin-piiq)')],
  },
  {
    id: 'tisotumab-vedotin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tisotumab vedotin',
    synonyms: ['tisotumab vedotin-tftv'],
    brandNames: ['Tivdak'],
    atc: ['L01FX23'],
    kind: 'antineoplastic',
    drugClass: 'Antibody-drug conjugate (tissue factor, MMAE)',
    classTags: ['anti-tissue-factor-adc'],
    mechanism: 'Tissue-factor-directed antibody delivering MMAE.',
    routes: ['iv'],
    pathways: PAYLOAD_CYP3A4,
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['ocular', 'neuropathy', 'bleeding', 'embryo-fetal'],
    rareToxicities: ['pneumonitis', 'dermatologic'],
    renal: BIOLOGIC_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Avoid in moderate or severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Moderate or severe hepatic impairment: avoid.',
        },
      ],
    },
    doseCap: {
      maxDose: 200,
      unit: 'mg',
      note: '2 mg/kg up to a maximum of 200 mg (patients 100 kg or more).',
    },
    boxedWarnings: [
      "Ocular toxicity: changes in the corneal epithelium and conjunctiva with vision changes, including severe vision loss and corneal ulceration; ophthalmic exam at baseline and before each dose, with the label's eye-care premedication.",
    ],
    monitoring: [
      'Ophthalmic examination (visual acuity, slit lamp) before each dose; topical corticosteroid drops before each infusion and for 72 hours, vasoconstrictor drops and cold packs during the infusion, lubricating drops throughout.',
      'Peripheral neuropathy, bleeding (epistaxis), pulmonary symptoms.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Recurrent or metastatic cervical cancer with disease progression on or after chemotherapy.',
      ],
      dosing: [
        {
          indication: 'Cervical cancer',
          dose: '2 mg/kg (at most 200 mg) IV over 30 minutes every 3 weeks.',
          modifications: [
            'Reduce to 1.3 mg/kg, then 0.9 mg/kg for ocular, neuropathy or other toxicity per the label table.',
          ],
        },
      ],
      administration: [
        "Reconstitute with sterile water; dilute in 0.9% sodium chloride, 5% dextrose or lactated Ringer's; 0.2 micron in-line filter; over 30 minutes.",
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'fatigue, nausea, peripheral neuropathy, alopecia', frequency: '≥25%' },
          {
            reaction: 'epistaxis, haemorrhage, conjunctival adverse reactions, dry eye',
            frequency: '≥25%',
          },
          { reaction: 'decreased haemoglobin, lymphopenia (laboratory)', frequency: '≥25%' },
        ],
        serious: [
          'Severe vision loss and corneal ulceration',
          'Haemorrhage',
          'Pneumonitis',
          'Severe peripheral neuropathy',
        ],
      },
      sources: monographSources('Tivdak (tisotumab vedotin-tftv)'),
    },
    sources: [pi('Tivdak (tisotumab vedotin-tftv)')],
  },
  {
    id: 'telisotuzumab-vedotin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Telisotuzumab vedotin',
    synonyms: ['telisotuzumab vedotin-tllv', 'Teliso-V'],
    brandNames: ['Emrelis'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'Antibody-drug conjugate (c-Met, MMAE)',
    classTags: ['anti-cmet-adc'],
    mechanism: 'c-Met-directed antibody delivering MMAE.',
    routes: ['iv'],
    pathways: PAYLOAD_CYP3A4,
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['neuropathy', 'ocular', 'infusion-reaction', 'embryo-fetal'],
    rareToxicities: ['pneumonitis'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'Peripheral neuropathy, pulmonary symptoms (ILD), ocular symptoms (keratitis, blurred vision) and infusion reactions at each dose.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Locally advanced or metastatic non-squamous NSCLC with high c-Met protein overexpression (FDA-approved test), after prior systemic therapy.',
      ],
      dosing: [
        {
          indication: 'c-Met-overexpressing NSCLC',
          dose: '1.9 mg/kg IV over 30 minutes every 2 weeks (dose capped for patients above 100 kg per the label).',
          modifications: [
            'Reduce to 1.6 mg/kg, then 1.3 mg/kg for neuropathy or other toxicity; stop for grade 3 or higher ILD.',
          ],
        },
      ],
      administration: [
        'Reconstitute and dilute as the label directs; in-line filter; over 30 minutes.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'peripheral neuropathy, fatigue, decreased appetite, peripheral oedema',
            frequency: '≥20%',
          },
        ],
        serious: [
          'Interstitial lung disease/pneumonitis',
          'Severe peripheral neuropathy',
          'Keratitis',
          'Infusion-related reactions',
        ],
      },
      sources: monographSources('Emrelis (telisotuzumab vedotin-tllv)'),
    },
    sources: [pi('Emrelis (telisotuzumab vedotin-tllv)')],
  },
  {
    id: 'mirvetuximab-soravtansine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Mirvetuximab soravtansine',
    synonyms: ['mirvetuximab soravtansine-gynx'],
    brandNames: ['Elahere'],
    atc: ['L01FX26'],
    kind: 'antineoplastic',
    drugClass: 'Antibody-drug conjugate (folate receptor alpha, DM4)',
    classTags: ['anti-fra-adc'],
    mechanism: 'Folate-receptor-alpha-directed antibody delivering the maytansinoid DM4.',
    routes: ['iv'],
    pathways: PAYLOAD_CYP3A4,
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['ocular', 'neuropathy', 'hepatotoxicity', 'diarrhea', 'embryo-fetal'],
    rareToxicities: ['pneumonitis'],
    renal: BIOLOGIC_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Avoid in moderate or severe hepatic impairment (bilirubin above 1.5x ULN).',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'avoid',
          text: 'Bilirubin above 1.5x ULN: avoid.',
        },
      ],
    },
    boxedWarnings: [
      'Ocular toxicity: severe vision impairment, keratopathy and uveitis; ophthalmic exam before starting, every other cycle for the first 8 cycles and as needed, with lubricating and corticosteroid eye drops.',
    ],
    monitoring: [
      'Ophthalmic examination at baseline, every other cycle for 8 cycles, then as clinically indicated; corticosteroid and lubricating eye drops as the label directs.',
      'Premedicate with a corticosteroid, antihistamine, antipyretic and antiemetic; pneumonitis symptoms; peripheral neuropathy; liver tests.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Folate receptor-alpha-positive, platinum-resistant epithelial ovarian, fallopian tube or primary peritoneal cancer after 1-3 prior systemic regimens.',
      ],
      dosing: [
        {
          indication: 'FRα-positive platinum-resistant ovarian cancer',
          dose: '6 mg/kg adjusted ideal body weight IV every 3 weeks.',
          modifications: [
            'Reduce to 5 mg/kg, then 4 mg/kg AIBW for ocular, pulmonary, neuropathy or other toxicity per the label table.',
          ],
        },
      ],
      administration: [
        'Dilute in 5% dextrose only; 0.2 or 0.22 micron in-line filter; infuse at 1 mg/min for 30 minutes, then up to 3 mg/min if tolerated.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'vision impairment', frequency: '50%' },
          { reaction: 'fatigue', frequency: '49%' },
          { reaction: 'raised AST (laboratory)', frequency: '50%' },
          { reaction: 'nausea', frequency: '40%' },
          { reaction: 'keratopathy', frequency: '37%' },
          { reaction: 'peripheral neuropathy', frequency: '33%' },
        ],
        serious: [
          'Severe vision impairment and keratopathy',
          'Pneumonitis',
          'Peripheral neuropathy',
        ],
      },
      sources: monographSources('Elahere (mirvetuximab soravtansine-gynx)'),
    },
    sources: [pi('Elahere (mirvetuximab soravtansine-gynx)')],
  },
  {
    id: 'loncastuximab-tesirine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Loncastuximab tesirine',
    synonyms: ['loncastuximab tesirine-lpyl'],
    brandNames: ['Zynlonta'],
    atc: ['L01FX22'],
    kind: 'antineoplastic',
    drugClass: 'Antibody-drug conjugate (CD19, pyrrolobenzodiazepine dimer)',
    classTags: ['anti-cd19-adc'],
    mechanism:
      'CD19-directed antibody delivering a pyrrolobenzodiazepine dimer that cross-links DNA.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infection', 'dermatologic', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'Fluid retention (effusions, oedema) and weight; CBC before each dose.',
      'Photosensitivity: minimise sun exposure; infections.',
      'Dexamethasone 4 mg orally or IV twice daily the day before, the day of and the day after each dose.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory large B-cell lymphoma after two or more lines of systemic therapy.',
      ],
      dosing: [
        {
          indication: 'Relapsed or refractory LBCL',
          dose: '0.15 mg/kg IV over 30 minutes every 3 weeks for 2 cycles, then 0.075 mg/kg every 3 weeks.',
          modifications: [
            'Delay for platelets below 50,000/µL or ANC below 1,000/µL; reduce by 50% if a delay beyond 3 weeks is needed; stop after delays beyond 3 weeks for the same toxicity twice.',
          ],
        },
      ],
      administration: [
        'Reconstitute with sterile water; dilute in 50 mL 5% dextrose; infuse over 30 minutes.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'thrombocytopenia, neutropenia, anaemia (laboratory)', frequency: '≥20%' },
          {
            reaction: 'raised GGT, hyperglycaemia, raised transaminases, hypoalbuminaemia',
            frequency: '≥20%',
          },
          { reaction: 'fatigue, rash, oedema, nausea, musculoskeletal pain', frequency: '≥20%' },
        ],
        serious: [
          'Effusion and oedema',
          'Myelosuppression',
          'Serious infections',
          'Cutaneous reactions and photosensitivity',
        ],
      },
      sources: monographSources('Zynlonta (loncastuximab tesirine-lpyl)'),
    },
    sources: [pi('Zynlonta (loncastuximab tesirine-lpyl)')],
  },
  {
    id: 'datopotamab-deruxtecan',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Datopotamab deruxtecan',
    atc: ['L01FX35'],
    synonyms: ['datopotamab deruxtecan-dlnk', 'Dato-DXd'],
    brandNames: ['Datroway'],
    kind: 'antineoplastic',
    drugClass: 'Antibody-drug conjugate (TROP2, topoisomerase I inhibitor)',
    classTags: ['anti-trop2-adc'],
    mechanism: 'TROP2-directed antibody delivering the topoisomerase I inhibitor DXd.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['pneumonitis', 'mucositis', 'ocular', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    doseCap: {
      maxDose: 540,
      unit: 'mg',
      note: '6 mg/kg up to a maximum of 540 mg (patients 90 kg or more).',
    },
    boxedWarnings: [],
    monitoring: [
      'ILD/pneumonitis symptoms at each visit; withhold for grade 1, stop for grade 2 or higher.',
      'Stomatitis: steroid-containing mouthwash prophylaxis; ophthalmic exam at baseline, yearly and for symptoms, with lubricating eye drops.',
      'Premedicate with antihistamine and antipyretic, and antiemetics (prevention of nausea and vomiting).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Unresectable or metastatic HR-positive, HER2-negative (IHC 0, 1+ or 2+/ISH-) breast cancer after endocrine therapy and chemotherapy.',
        'Locally advanced or metastatic EGFR-mutated NSCLC after EGFR-directed therapy and platinum chemotherapy.',
      ],
      dosing: [
        {
          indication: 'Breast cancer or EGFR-mutated NSCLC',
          dose: '6 mg/kg (at most 540 mg) IV every 3 weeks; first infusion over 90 minutes, later over 30 minutes if tolerated.',
          modifications: [
            'Reduce to 4 mg/kg, then 3 mg/kg for stomatitis, ocular or other toxicity; stop for grade 2 or higher ILD.',
          ],
        },
      ],
      administration: [
        'Reconstitute with sterile water; dilute in 100 mL 5% dextrose only (not sodium chloride); 0.2 or 0.22 micron in-line filter; protect from light.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'stomatitis', frequency: '≥50% (breast)' },
          { reaction: 'nausea', frequency: '≥50% (breast)' },
          { reaction: 'fatigue, alopecia, constipation', frequency: '≥20%' },
          { reaction: 'dry eye, keratitis, vomiting, decreased appetite', frequency: '≥10%' },
        ],
        serious: ['Interstitial lung disease/pneumonitis', 'Severe stomatitis', 'Keratitis'],
      },
      sources: monographSources('Datroway (datopotamab deruxtecan-dlnk)'),
    },
    sources: [pi('Datroway (datopotamab deruxtecan-dlnk)')],
  },
  {
    id: 'belantamab-mafodotin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Belantamab mafodotin',
    synonyms: ['belantamab mafodotin-blmf'],
    brandNames: ['Blenrep'],
    atc: ['L01FX15'],
    kind: 'antineoplastic',
    drugClass: 'Antibody-drug conjugate (BCMA, MMAF)',
    classTags: ['anti-bcma-adc'],
    mechanism: 'BCMA-directed antibody delivering the microtubule inhibitor MMAF to myeloma cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['ocular', 'myelosuppression', 'infusion-reaction', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Ocular toxicity: corneal epithelium changes with reduced visual acuity, severe vision loss and corneal ulcer; ophthalmic exams before each dose; available only through a restricted programme (REMS).',
    ],
    monitoring: [
      'Ophthalmic examination (visual acuity and slit lamp) before each dose and for worsening symptoms; preservative-free lubricating eye drops.',
      'CBC (thrombocytopenia) before each dose; infusion reactions.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory multiple myeloma after at least two prior lines including a proteasome inhibitor and an immunomodulatory agent, with bortezomib and dexamethasone.',
      ],
      dosing: [
        {
          indication: 'Myeloma (with bortezomib and dexamethasone)',
          dose: '2.5 mg/kg IV every 3 weeks.',
          modifications: [
            "Withhold and resume at a lower dose or longer interval for corneal findings or visual acuity loss per the label's ocular table.",
          ],
        },
      ],
      administration: [
        'Reconstitute and dilute in 0.9% sodium chloride to 250 mL; infuse over about 30 minutes.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'keratopathy (corneal epithelial changes on exam)', frequency: '≥50%' },
          { reaction: 'decreased visual acuity, blurred vision, dry eye', frequency: '≥20%' },
          { reaction: 'thrombocytopenia', frequency: '≥20%' },
        ],
        serious: [
          'Severe vision loss and corneal ulcer',
          'Thrombocytopenia and bleeding',
          'Infections',
        ],
      },
      sources: monographSources('Blenrep (belantamab mafodotin-blmf)'),
    },
    sources: [pi('Blenrep (belantamab mafodotin-blmf)')],
  },
];

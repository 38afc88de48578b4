import type { DrugInput, Monograph } from '../../core/knowledge/drug';
import {
  BIOLOGIC_HEPATIC,
  BIOLOGIC_RENAL,
  CHECKPOINT_LACTATION,
  CHECKPOINT_MONITORING,
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
 * Monoclonal antibodies and immune-checkpoint blockers added for issue 12 (the antibody gaps of
 * antibodies.ts), each with its issue-13 monograph. Antibodies are cleared by proteolysis, so
 * `pathways` stays empty; class tags name the target so that two drugs against the same target
 * pair as duplicate therapy, while PD-1 and PD-L1 blockers stay apart as in antibodies.ts.
 */

const pi = (product: string) => usLabel(product, PROFILE_SECTIONS);

interface CheckpointFacts {
  id: string;
  name: string;
  synonyms: string[];
  brand: string;
  product: string;
  atc: string[];
  target: 'PD-1' | 'PD-L1' | 'CTLA-4';
  indications: string[];
  dosing: Monograph['dosing'];
  administration: string[];
  common: Monograph['adverseReactions']['common'];
}

const CHECKPOINT_TAG = {
  'PD-1': 'pd-1-inhibitor',
  'PD-L1': 'pd-l1-inhibitor',
  'CTLA-4': 'ctla-4-inhibitor',
} as const;

/** Checkpoint blockers share one safety profile (label section 5); only the facts above differ. */
function checkpoint(f: CheckpointFacts): DrugInput {
  return {
    id: f.id,
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: f.name,
    synonyms: f.synonyms,
    brandNames: [f.brand],
    atc: f.atc,
    kind: 'antineoplastic',
    drugClass: `${f.target}-blocking antibody (immune checkpoint inhibitor)`,
    classTags: [CHECKPOINT_TAG[f.target]],
    mechanism: `Blocks ${f.target} signalling, releasing inhibition of antitumour T-cell responses.`,
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['immune-related', 'infusion-reaction', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      ...CHECKPOINT_MONITORING,
      'Complications of allogeneic HSCT after checkpoint blockade (GVHD, veno-occlusive disease); infusion reactions.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: f.indications,
      dosing: f.dosing,
      administration: f.administration,
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: CHECKPOINT_LACTATION,
      adverseReactions: {
        common: f.common,
        serious: [
          'Immune-mediated pneumonitis, colitis, hepatitis, endocrinopathies, nephritis and skin reactions',
          'Infusion-related reactions',
          'Complications of allogeneic HSCT',
        ],
      },
      sources: monographSources(f.product),
    },
    sources: [pi(f.product)],
  };
}

const IMMUNE_MODS = [
  'No dose reduction: withhold or permanently stop for immune-mediated reactions by grade and give corticosteroids per the label table.',
];

export const antibody2Drugs: DrugInput[] = [
  {
    id: 'ramucirumab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ramucirumab',
    brandNames: ['Cyramza'],
    atc: ['L01FG02'],
    kind: 'antineoplastic',
    drugClass: 'Anti-VEGFR-2 monoclonal antibody',
    classTags: ['anti-vegfr2-antibody'],
    mechanism: 'Binds VEGFR-2 and blocks VEGF-A, -C and -D binding, inhibiting angiogenesis.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'hypertension',
      'bleeding',
      'nephrotoxicity',
      'thromboembolism',
      'infusion-reaction',
      'embryo-fetal',
    ],
    renal: BIOLOGIC_RENAL,
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No starting-dose change in mild or moderate impairment; clinical deterioration reported in Child-Pugh B or C cirrhosis: use only if benefit outweighs risk.',
    },
    boxedWarnings: [],
    monitoring: [
      'Blood pressure every 2 weeks (or more often); urine protein before each dose (withhold at 2 g/24 h or more, stop at above 3 g/24 h or nephrotic syndrome).',
      'Bleeding, GI perforation, arterial thromboembolism; withhold before elective surgery and until wounds heal.',
      'Thyroid function; premedicate with an H1 antagonist (infusion reactions).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Advanced gastric or GEJ adenocarcinoma after fluoropyrimidine or platinum therapy, alone or with paclitaxel.',
        'Metastatic NSCLC: first line with erlotinib (EGFR exon 19 deletion or L858R), or after platinum with docetaxel.',
        'Metastatic colorectal cancer after bevacizumab, oxaliplatin and fluoropyrimidine, with FOLFIRI.',
        'Hepatocellular carcinoma with AFP 400 ng/mL or more after sorafenib.',
      ],
      dosing: [
        {
          indication: 'Gastric/GEJ (alone or with paclitaxel), colorectal (with FOLFIRI), HCC',
          dose: '8 mg/kg IV every 2 weeks.',
          modifications: [
            'Hypertension: withhold until controlled; proteinuria 2 g/24 h or more: withhold, resume at 6 mg/kg, then 5 mg/kg.',
          ],
        },
        {
          indication: 'NSCLC with docetaxel',
          dose: '10 mg/kg IV on day 1 of a 21-day cycle, before docetaxel.',
          modifications: ['Proteinuria: reduce to 8 mg/kg, then 6 mg/kg.'],
        },
        {
          indication: 'NSCLC with erlotinib',
          dose: '10 mg/kg IV every 2 weeks.',
          modifications: [],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride to 250 mL (not dextrose); infuse over about 60 minutes through a separate line, with a 0.22 micron protein-sparing filter.',
        'Premedicate with an IV H1 antagonist before each dose.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'hypertension', frequency: '16% (gastric monotherapy)' },
          { reaction: 'fatigue', frequency: '57% (with paclitaxel)' },
          { reaction: 'neutropenia', frequency: '54% (with paclitaxel)' },
          { reaction: 'diarrhoea', frequency: '32% (with paclitaxel)' },
          { reaction: 'epistaxis', frequency: '31% (with paclitaxel)' },
        ],
        serious: [
          'Haemorrhage',
          'GI perforation',
          'Arterial thromboembolic events',
          'Nephrotic syndrome',
          'Posterior reversible encephalopathy syndrome',
          'Impaired wound healing',
        ],
      },
      sources: monographSources('Cyramza (ramucirumab)'),
    },
    sources: [pi('Cyramza (ramucirumab)')],
  },
  {
    id: 'isatuximab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Isatuximab',
    synonyms: ['isatuximab-irfc'],
    brandNames: ['Sarclisa'],
    atc: ['L01FC02'],
    kind: 'antineoplastic',
    drugClass: 'Anti-CD38 monoclonal antibody',
    classTags: ['anti-cd38'],
    mechanism:
      'Binds a distinct CD38 epitope, killing myeloma cells by ADCC, ADCP, CDC and direct apoptosis.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction', 'myelosuppression', 'infection', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'Type and screen before the first dose: isatuximab interferes with the indirect antiglobulin test (blood bank) and can interfere with SPEP/immunofixation.',
      'CBC (neutropenia) and infections; premedicate with dexamethasone, acetaminophen, an H2 blocker and diphenhydramine.',
      'Second primary malignancies.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Multiple myeloma after at least two prior therapies including lenalidomide and a proteasome inhibitor, with pomalidomide and dexamethasone.',
        'Relapsed or refractory multiple myeloma after 1-3 prior lines, with carfilzomib and dexamethasone.',
        'Newly diagnosed multiple myeloma not eligible for autologous transplant, with bortezomib, lenalidomide and dexamethasone.',
      ],
      dosing: [
        {
          indication:
            'With pomalidomide/dexamethasone or carfilzomib/dexamethasone (28-day cycles)',
          dose: '10 mg/kg IV weekly in cycle 1 (days 1, 8, 15, 22), then every 2 weeks.',
          modifications: [
            'No dose reduction; delay for infusion reactions or grade 4 neutropenia per the label.',
          ],
        },
        {
          indication: 'Newly diagnosed (with VRd)',
          dose: '10 mg/kg IV weekly in cycle 1, every 2 weeks in later induction cycles, then every 4 weeks per the label schedule.',
          modifications: [],
        },
      ],
      administration: [
        'Dilute in 250 mL 0.9% sodium chloride or 5% dextrose; 0.22 micron in-line filter; incremental infusion rates per the label for the first and later infusions.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'neutropenia', frequency: '≥20%' },
          {
            reaction: 'infusion-related reactions',
            frequency: 'about 38% (first infusion mostly)',
          },
          { reaction: 'pneumonia, upper respiratory infection, diarrhoea', frequency: '≥20%' },
        ],
        serious: [
          'Infusion reactions',
          'Pneumonia and serious infections',
          'Neutropenia',
          'Second primary malignancies',
        ],
      },
      sources: monographSources('Sarclisa (isatuximab-irfc)'),
    },
    sources: [pi('Sarclisa (isatuximab-irfc)')],
  },
  {
    id: 'tafasitamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tafasitamab',
    synonyms: ['tafasitamab-cxix'],
    brandNames: ['Monjuvi'],
    atc: ['L01FX12'],
    kind: 'antineoplastic',
    drugClass: 'Anti-CD19 monoclonal antibody (Fc-enhanced)',
    classTags: ['anti-cd19'],
    mechanism: 'Binds CD19 on B cells and kills them by ADCC, ADCP and direct apoptosis.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction', 'myelosuppression', 'infection', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'CBC before each cycle and weekly or as indicated (with lenalidomide); infections; premedicate for infusion reactions in the first 3 infusions.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory DLBCL not eligible for autologous transplant, with lenalidomide (then as monotherapy).',
        'Relapsed or refractory follicular lymphoma, with lenalidomide and rituximab.',
      ],
      dosing: [
        {
          indication: 'DLBCL (with lenalidomide; 28-day cycles)',
          dose: '12 mg/kg IV on days 1, 4, 8, 15 and 22 of cycle 1; days 1, 8, 15 and 22 of cycles 2-3; then days 1 and 15; after 12 cycles continue as monotherapy.',
          modifications: [
            'No dose reduction; withhold for infusion reactions, neutropenia or thrombocytopenia per the label table.',
          ],
        },
      ],
      administration: [
        'Reconstitute with sterile water; dilute in 250 mL 0.9% sodium chloride; first infusion at 70 mL/h for 30 minutes, then faster as tolerated per the label.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'neutropenia, fatigue, anaemia, diarrhoea, thrombocytopenia',
            frequency: '≥20% (with lenalidomide)',
          },
          {
            reaction:
              'cough, pyrexia, peripheral oedema, respiratory infection, decreased appetite',
            frequency: '≥20%',
          },
        ],
        serious: ['Febrile neutropenia', 'Serious infections', 'Infusion reactions'],
      },
      sources: monographSources('Monjuvi (tafasitamab-cxix)'),
    },
    sources: [pi('Monjuvi (tafasitamab-cxix)')],
  },
  {
    id: 'margetuximab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Margetuximab',
    synonyms: ['margetuximab-cmkb'],
    brandNames: ['Margenza'],
    atc: ['L01FD06'],
    kind: 'antineoplastic',
    drugClass: 'Anti-HER2 monoclonal antibody (Fc-engineered)',
    classTags: ['anti-her2-antibody'],
    mechanism:
      'Binds HER2 (same epitope as trastuzumab) with an Fc domain engineered for stronger ADCC.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'infusion-reaction', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Left ventricular dysfunction: can reduce LVEF and cause heart failure; evaluate cardiac function before and during treatment.',
      'Embryo-fetal toxicity: oligohydramnios and fetal harm; verify pregnancy status and advise contraception.',
    ],
    monitoring: ['LVEF before starting and every 3 months during treatment; infusion reactions.'],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Metastatic HER2-positive breast cancer after two or more anti-HER2 regimens (at least one for metastatic disease), with chemotherapy.',
      ],
      dosing: [
        {
          indication: 'HER2-positive metastatic breast cancer (with chemotherapy)',
          dose: '15 mg/kg IV every 3 weeks; first infusion over 120 minutes, later over at least 30 minutes.',
          modifications: [
            'LVEF drop per the label table: withhold for at least 4 weeks; stop if not recovered.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride; 0.2 micron in-line filter; do not give as IV push.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy:
        'Boxed warning: exposure can cause embryo-fetal harm (oligohydramnios); verify pregnancy status and advise contraception.',
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'fatigue/asthenia, nausea, diarrhoea, vomiting, constipation',
            frequency: '≥20% (with chemotherapy)',
          },
          {
            reaction:
              'headache, pyrexia, alopecia, abdominal pain, peripheral neuropathy, arthralgia/myalgia, cough, decreased appetite, dyspnoea, infusion reactions, palmar-plantar erythrodysesthesia',
            frequency: '≥10%',
          },
        ],
        serious: [
          'Left ventricular dysfunction',
          'Infusion-related reactions',
          'Embryo-fetal toxicity',
        ],
      },
      sources: monographSources('Margenza (margetuximab-cmkb)'),
    },
    sources: [pi('Margenza (margetuximab-cmkb)')],
  },
  {
    id: 'dinutuximab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Dinutuximab',
    brandNames: ['Unituxin'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'Anti-GD2 monoclonal antibody',
    classTags: ['anti-gd2'],
    mechanism:
      'Binds the disialoganglioside GD2 on neuroblastoma cells and kills them by ADCC and CDC.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'infusion-reaction',
      'neuropathy',
      'hypokalemia',
      'hyponatremia',
      'infection',
      'ocular',
      'embryo-fetal',
    ],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [
      'Serious infusion reactions (facial and airway oedema, bronchospasm, hypotension): premedicate, monitor closely and stop for severe reactions.',
      'Neurotoxicity: severe neuropathic pain (give IV opioid before, during and after each infusion) and severe peripheral sensory or motor neuropathy.',
    ],
    monitoring: [
      'Vital signs closely during and for 4 hours after each infusion; electrolytes daily during treatment (hypokalaemia, hyponatraemia).',
      'Capillary leak syndrome, hypotension, infections, ocular neurotoxicity and bone-marrow suppression.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'High-risk neuroblastoma in paediatric patients with at least a partial response to multimodality therapy, with GM-CSF, interleukin-2 and isotretinoin.',
      ],
      dosing: [
        {
          indication: 'High-risk neuroblastoma',
          dose: '17.5 mg/m2/day IV over 10-20 hours on 4 consecutive days, for up to 5 cycles, per the label combination schedule.',
          modifications: [
            'Reduce the infusion rate by 50% for moderate infusion reactions or neuropathic pain; stop for severe reactions per the label table.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride to 100 mL; start at 0.875 mg/m2/h for 30 minutes, then 1.75 mg/m2/h.',
        'Premedicate with IV hydration, an antihistamine, acetaminophen and an opioid infusion.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'pain (neuropathic)', frequency: '85%' },
          { reaction: 'pyrexia', frequency: '72%' },
          { reaction: 'thrombocytopenia', frequency: '66%' },
          { reaction: 'infusion reactions', frequency: '60%' },
          {
            reaction: 'hypotension, hyponatraemia, hypokalaemia, capillary leak syndrome',
            frequency: '≥25%',
          },
        ],
        serious: [
          'Anaphylaxis and severe infusion reactions',
          'Severe neuropathic pain and neuropathy',
          'Capillary leak syndrome',
          'Infection',
          'Transverse myelitis and PRES',
        ],
      },
      sources: monographSources('Unituxin (dinutuximab)'),
    },
    sources: [pi('Unituxin (dinutuximab)')],
  },
  {
    id: 'naxitamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Naxitamab',
    synonyms: ['naxitamab-gqgk'],
    brandNames: ['Danyelza'],
    atc: ['L01FX21'],
    kind: 'antineoplastic',
    drugClass: 'Anti-GD2 monoclonal antibody (humanised)',
    classTags: ['anti-gd2'],
    mechanism: 'Binds GD2 on neuroblastoma cells and kills them by ADCC and CDC.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction', 'neuropathy', 'hypertension', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [
      'Serious infusion-related reactions (anaphylaxis, cardiac arrest, bronchospasm, hypotension): premedicate and observe for at least 2 hours after each infusion.',
      'Neurotoxicity: severe neuropathic pain, transverse myelitis and reversible posterior leukoencephalopathy syndrome.',
    ],
    monitoring: [
      'Blood pressure during infusion and at least daily on days 1-8 of each cycle (hypertension).',
      'Premedicate with a corticosteroid, antihistamine, H2 antagonist, acetaminophen and pain management (gabapentin and opioid) as the label directs.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory high-risk neuroblastoma in bone or bone marrow with a partial response, minor response or stable disease, in patients 1 year and older, with GM-CSF.',
      ],
      dosing: [
        {
          indication: 'High-risk neuroblastoma (with GM-CSF)',
          dose: '3 mg/kg/day (at most 150 mg/day) IV on days 1, 3 and 5 of each 4-week cycle.',
          modifications: [
            'Reduce rate or stop for infusion reactions, neurotoxicity or hypertension per the label table.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride; first infusion over 60 minutes, later over 30-60 minutes; in a setting with immediate access to resuscitation.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'infusion-related reactions', frequency: '≥90%' },
          { reaction: 'pain', frequency: '≥90%' },
          {
            reaction:
              'tachycardia, vomiting, cough, nausea, diarrhoea, decreased appetite, hypertension, fatigue, urticaria, pyrexia',
            frequency: '≥25%',
          },
        ],
        serious: [
          'Anaphylaxis and cardiac arrest',
          'Severe neuropathic pain',
          'Transverse myelitis',
          'Hypertension',
        ],
      },
      sources: monographSources('Danyelza (naxitamab-gqgk)'),
    },
    sources: [pi('Danyelza (naxitamab-gqgk)')],
  },
  {
    id: 'mogamulizumab',
    rxcui: '2054068',
    name: 'Mogamulizumab',
    synonyms: ['mogamulizumab-kpkc'],
    brandNames: ['Poteligeo'],
    atc: ['L01FX09'],
    kind: 'antineoplastic',
    drugClass: 'Anti-CCR4 monoclonal antibody',
    classTags: ['anti-ccr4'],
    mechanism: 'Binds CCR4 on malignant T cells and regulatory T cells and kills them by ADCC.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['dermatologic', 'infusion-reaction', 'infection', 'immune-related'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'Skin: drug eruption is common; biopsy to tell it from disease; stop for SJS/TEN.',
      'Infusion reactions (premedicate with diphenhydramine and acetaminophen for the first infusion); infections; autoimmune complications.',
      'Allogeneic HSCT after mogamulizumab: higher risk of severe GVHD.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory mycosis fungoides or Sézary syndrome after at least one prior systemic therapy.',
      ],
      dosing: [
        {
          indication: 'Mycosis fungoides or Sézary syndrome',
          dose: '1 mg/kg IV over at least 60 minutes on days 1, 8, 15 and 22 of cycle 1, then on days 1 and 15 of each 28-day cycle.',
          modifications: [
            'Withhold for moderate or severe rash; stop for SJS/TEN or life-threatening infusion reactions.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride; 0.22 micron low-protein-binding in-line filter; at least 60 minutes.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'rash including drug eruption', frequency: '≥20%' },
          {
            reaction:
              'infusion-related reactions, fatigue, diarrhoea, musculoskeletal pain, upper respiratory infection',
            frequency: '≥20%',
          },
        ],
        serious: [
          'Severe skin reactions including SJS/TEN',
          'Infections',
          'Autoimmune complications',
          'Severe GVHD after later allogeneic HSCT',
        ],
      },
      sources: monographSources('Poteligeo (mogamulizumab-kpkc)'),
    },
    sources: [
      pi('Poteligeo (mogamulizumab-kpkc)'),
      {
        kind: 'rxnorm',
        title:
          'RxNorm ingredient 2054068 mogamulizumab, as listed in the NMDP CIBMTR reporting IG value set RxNormPriorExposureVS',
      },
    ],
  },
  {
    id: 'zolbetuximab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Zolbetuximab',
    atc: ['L01FX31'],
    synonyms: ['zolbetuximab-clzb'],
    brandNames: ['Vyloy'],
    kind: 'antineoplastic',
    drugClass: 'Anti-claudin 18.2 monoclonal antibody',
    classTags: ['anti-claudin18-2'],
    mechanism: 'Binds claudin 18.2 on gastric cancer cells and kills them by ADCC and CDC.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity', 'infusion-reaction'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'Nausea and vomiting, especially in the first cycle: premedicate with antiemetics (NK1 and 5-HT3 antagonists); slow or pause the infusion for symptoms.',
      'Hypersensitivity and infusion reactions during and for 2 hours after the infusion.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'First-line locally advanced unresectable or metastatic HER2-negative gastric or GEJ adenocarcinoma that is claudin 18.2-positive, with fluoropyrimidine- and platinum-containing chemotherapy.',
      ],
      dosing: [
        {
          indication: 'Claudin 18.2-positive gastric/GEJ adenocarcinoma',
          dose: 'Loading 800 mg/m2 IV, then 600 mg/m2 every 3 weeks or 400 mg/m2 every 2 weeks, with chemotherapy.',
          modifications: [
            'No dose reduction; slow, interrupt or stop the infusion for nausea, vomiting or infusion reactions per the label table.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride; 0.2 micron in-line filter; start slowly and increase the rate per the label over at least 2 hours.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy:
        'No human data; no animal embryo-fetal toxicity was seen; weigh benefit against risk.',
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'nausea', frequency: '≥60%' },
          { reaction: 'vomiting', frequency: '≥60%' },
          {
            reaction: 'decreased appetite, fatigue, peripheral neuropathy (with chemotherapy)',
            frequency: '≥20%',
          },
        ],
        serious: [
          'Severe nausea and vomiting',
          'Hypersensitivity and anaphylaxis',
          'Infusion reactions',
        ],
      },
      sources: monographSources('Vyloy (zolbetuximab-clzb)'),
    },
    sources: [pi('Vyloy (zolbetuximab-clzb)')],
  },
  checkpoint({
    id: 'tislelizumab',
    name: 'Tislelizumab',
    synonyms: ['tislelizumab-jsgr'],
    brand: 'Tevimbra',
    product: 'Tevimbra (tislelizumab-jsgr)',
    atc: ['L01FF09'],
    target: 'PD-1',
    indications: [
      'Unresectable or metastatic oesophageal squamous cell carcinoma: first line with platinum chemotherapy (PD-L1 at least 1) or after prior systemic chemotherapy without a PD-(L)1 inhibitor.',
      'Unresectable or metastatic HER2-negative gastric or GEJ adenocarcinoma, first line with platinum and fluoropyrimidine chemotherapy (PD-L1 at least 1).',
    ],
    dosing: [
      {
        indication: 'ESCC, gastric/GEJ',
        dose: '200 mg IV every 3 weeks.',
        modifications: IMMUNE_MODS,
      },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride; 0.2 or 0.22 micron in-line filter; first infusion over 60 minutes, later over 30 minutes.',
    ],
    common: [
      {
        reaction: 'fatigue, musculoskeletal pain, decreased appetite, rash (monotherapy)',
        frequency: '≥10%',
      },
    ],
  }),
  checkpoint({
    id: 'toripalimab',
    name: 'Toripalimab',
    atc: ['L01FF13'],
    synonyms: ['toripalimab-tpzi'],
    brand: 'Loqtorzi',
    product: 'Loqtorzi (toripalimab-tpzi)',
    target: 'PD-1',
    indications: [
      'Metastatic or recurrent locally advanced nasopharyngeal carcinoma, first line with cisplatin and gemcitabine.',
      'Recurrent unresectable or metastatic nasopharyngeal carcinoma progressing on or after platinum chemotherapy (monotherapy).',
    ],
    dosing: [
      {
        indication: 'NPC with cisplatin and gemcitabine',
        dose: '240 mg IV every 3 weeks.',
        modifications: IMMUNE_MODS,
      },
      { indication: 'NPC monotherapy', dose: '3 mg/kg IV every 2 weeks.', modifications: [] },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride; in-line filter; first infusion over 60 minutes, later over 30 minutes if tolerated.',
    ],
    common: [
      {
        reaction:
          'nausea, vomiting, decreased appetite, constipation, hypothyroidism, rash, pyrexia, fatigue (with chemotherapy)',
        frequency: '≥20%',
      },
    ],
  }),
  checkpoint({
    id: 'retifanlimab',
    name: 'Retifanlimab',
    synonyms: ['retifanlimab-dlwr'],
    brand: 'Zynyz',
    product: 'Zynyz (retifanlimab-dlwr)',
    atc: ['L01FF10'],
    target: 'PD-1',
    indications: [
      'Metastatic or recurrent locally advanced Merkel cell carcinoma.',
      'Squamous cell carcinoma of the anal canal: first line with carboplatin and paclitaxel, or after platinum chemotherapy (monotherapy).',
    ],
    dosing: [
      {
        indication: 'Merkel cell carcinoma; anal canal SCC',
        dose: '500 mg IV every 4 weeks.',
        modifications: IMMUNE_MODS,
      },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride or 5% dextrose; 0.2 micron in-line filter; over 30 minutes.',
    ],
    common: [
      {
        reaction:
          'fatigue, musculoskeletal pain, pruritus, diarrhoea, rash, pyrexia, nausea (monotherapy)',
        frequency: '≥10%',
      },
    ],
  }),
  checkpoint({
    id: 'penpulimab',
    name: 'Penpulimab',
    synonyms: ['penpulimab-kcqx'],
    brand: 'Penpulimab-kcqx',
    product: 'Penpulimab-kcqx injection',
    atc: [],
    target: 'PD-1',
    indications: [
      'Recurrent or metastatic non-keratinising nasopharyngeal carcinoma: first line with platinum and gemcitabine, or after platinum chemotherapy and at least one other prior line (monotherapy).',
    ],
    dosing: [
      {
        indication: 'Nasopharyngeal carcinoma',
        dose: '200 mg IV every 3 weeks.',
        modifications: IMMUNE_MODS,
      },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride and infuse IV as the label directs, through an in-line filter.',
    ],
    common: [
      {
        reaction:
          'nausea, vomiting, hypothyroidism, fatigue, musculoskeletal pain (with chemotherapy)',
        frequency: '≥10%',
      },
    ],
  }),
  checkpoint({
    id: 'cosibelimab',
    name: 'Cosibelimab',
    synonyms: ['cosibelimab-ipdl'],
    brand: 'Unloxcyt',
    product: 'Unloxcyt (cosibelimab-ipdl)',
    atc: [],
    target: 'PD-L1',
    indications: [
      'Metastatic or locally advanced cutaneous squamous cell carcinoma not candidates for curative surgery or radiation.',
    ],
    dosing: [
      {
        indication: 'Cutaneous squamous cell carcinoma',
        dose: '1,200 mg IV over 60 minutes every 3 weeks.',
        modifications: IMMUNE_MODS,
      },
    ],
    administration: ['Dilute in 0.9% sodium chloride; 0.2 micron in-line filter; over 60 minutes.'],
    common: [
      {
        reaction:
          'fatigue, musculoskeletal pain, rash, diarrhoea, hypothyroidism, constipation, nausea, headache, pruritus, oedema, localised infection, urinary tract infection',
        frequency: '≥10%',
      },
    ],
  }),
  checkpoint({
    id: 'tremelimumab',
    name: 'Tremelimumab',
    synonyms: ['tremelimumab-actl'],
    brand: 'Imjudo',
    product: 'Imjudo (tremelimumab-actl)',
    atc: ['L01FX20'],
    target: 'CTLA-4',
    indications: [
      'Unresectable hepatocellular carcinoma, with durvalumab (single priming dose).',
      'Metastatic NSCLC without EGFR or ALK aberrations, with durvalumab and platinum chemotherapy.',
    ],
    dosing: [
      {
        indication: 'HCC (STRIDE)',
        dose: '300 mg IV once, with durvalumab 1,500 mg on day 1 of cycle 1 (below 30 kg: 4 mg/kg).',
        modifications: IMMUNE_MODS,
      },
      {
        indication: 'NSCLC',
        dose: '75 mg IV every 3 weeks for 4 cycles with durvalumab and chemotherapy, then a fifth dose at week 16 (below 30 kg: 1 mg/kg).',
        modifications: [],
      },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride or 5% dextrose; 0.2 or 0.22 micron in-line filter; over 60 minutes; give before durvalumab on the same day.',
    ],
    common: [
      {
        reaction:
          'rash, diarrhoea, fatigue, pruritus, musculoskeletal pain, abdominal pain (HCC, with durvalumab)',
        frequency: '≥20%',
      },
    ],
  }),
];

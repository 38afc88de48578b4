import type { DrugInput } from '../../core/knowledge/drug';
import {
  ASTCT_2019,
  BIOLOGIC_HEPATIC,
  BIOLOGIC_RENAL,
  EMBRYO_FETAL_PREGNANCY,
  LAST_REVIEWED,
  NIOSH_NOT_CHECKED,
  NO_BREASTFEEDING,
  PROFILE_SECTIONS,
  RXCUI_UNCONFIRMED,
  T_CELL_ENGAGER_MONITORING,
  monographSources,
  usLabel,
} from './new-record-sources';

/*
 * Bispecific antibodies and T-cell-engaging fusion proteins added for issue 12, each with its
 * issue-13 monograph. T-cell engagers have no PK pathway of their own; their labels (section 7)
 * warn that cytokine release can transiently suppress CYP450 enzymes during step-up dosing, so
 * narrow-therapeutic-index CYP substrates need closer monitoring then. That is recorded in the
 * monitoring lines and the curated interactions, not as a pathway role (it is not a substrate,
 * inhibitor or inducer relation). CRS and ICANS are graded by the ASTCT consensus the labels use.
 */

const pi = (product: string) => usLabel(product, PROFILE_SECTIONS);

const CYTOKINE_CYP_NOTE =
  'Cytokine release during step-up dosing can suppress CYP450 enzymes for up to 14 days after the first treatment dose or a CRS event: monitor narrow-therapeutic-index CYP substrates (cyclosporine, tacrolimus, warfarin) closely.';

const T_CELL_ENGAGER_TOXICITIES = [
  'cytokine-release',
  'neurotoxicity',
  'infection',
  'myelosuppression',
] as const;

export const bispecificDrugs: DrugInput[] = [
  {
    id: 'teclistamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Teclistamab',
    synonyms: ['teclistamab-cqyv'],
    brandNames: ['Tecvayli'],
    atc: ['L01FX24'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific T-cell engager (BCMA x CD3)',
    classTags: ['bcma-cd3-bispecific'],
    mechanism:
      'Binds BCMA on myeloma cells and CD3 on T cells, redirecting T cells to lyse myeloma cells.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [...T_CELL_ENGAGER_TOXICITIES, 'hepatotoxicity', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Cytokine release syndrome, including life-threatening or fatal reactions: start with the step-up schedule and hospitalise for 48 hours after each step-up dose and the first treatment dose.',
      'Neurological toxicity including ICANS, which can be life-threatening or fatal; available only through a restricted programme (REMS).',
    ],
    monitoring: [...T_CELL_ENGAGER_MONITORING, CYTOKINE_CYP_NOTE],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory multiple myeloma after at least four prior lines including a proteasome inhibitor, an immunomodulatory agent and an anti-CD38 antibody.',
      ],
      dosing: [
        {
          indication: 'Multiple myeloma',
          dose: 'Step-up SC: 0.06 mg/kg on day 1, 0.3 mg/kg on day 4, then 1.5 mg/kg on day 7 and weekly; after a complete response or better maintained for at least 6 months, 1.5 mg/kg every 2 weeks.',
          modifications: [
            'Pretreat with a corticosteroid (dexamethasone 16 mg), an antihistamine and an antipyretic 1-3 hours before each step-up dose and the first treatment dose.',
            'Withhold for CRS, ICANS, grade 3-4 cytopenias or infection per the label tables; restart the step-up schedule after delays longer than the label allows.',
          ],
        },
      ],
      administration: [
        'SC injection in the abdomen (or thigh) by a healthcare provider; split volumes above 2 mL between sites; do not give IV.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'cytokine release syndrome', frequency: '72%' },
          {
            reaction: 'pyrexia, musculoskeletal pain, injection-site reaction, fatigue',
            frequency: '≥20%',
          },
          {
            reaction: 'upper respiratory infection, nausea, headache, pneumonia, diarrhoea',
            frequency: '≥20%',
          },
        ],
        serious: [
          'CRS',
          'ICANS and other neurotoxicity',
          'Serious and fatal infections (including PML)',
          'Neutropenia',
          'Hepatotoxicity',
        ],
      },
      sources: monographSources('Tecvayli (teclistamab-cqyv)'),
    },
    sources: [pi('Tecvayli (teclistamab-cqyv)'), ASTCT_2019],
  },
  {
    id: 'elranatamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Elranatamab',
    synonyms: ['elranatamab-bcmm'],
    brandNames: ['Elrexfio'],
    atc: ['L01FX32'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific T-cell engager (BCMA x CD3)',
    classTags: ['bcma-cd3-bispecific'],
    mechanism: 'Binds BCMA on myeloma cells and CD3 on T cells, redirecting T-cell cytotoxicity.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [...T_CELL_ENGAGER_TOXICITIES, 'hepatotoxicity', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Cytokine release syndrome, including life-threatening or fatal reactions: step-up dosing, hospitalisation for 48 hours after the first step-up dose and 24 hours after the second.',
      'Neurological toxicity including ICANS; available only through a restricted programme (REMS).',
    ],
    monitoring: [...T_CELL_ENGAGER_MONITORING, CYTOKINE_CYP_NOTE],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory multiple myeloma after at least four prior lines including a proteasome inhibitor, an immunomodulatory agent and an anti-CD38 antibody.',
      ],
      dosing: [
        {
          indication: 'Multiple myeloma',
          dose: 'Step-up SC: 12 mg on day 1, 32 mg on day 4, then 76 mg on day 8 and weekly through week 24; responders after 24 weeks: 76 mg every 2 weeks.',
          modifications: [
            'Pretreat with dexamethasone 20 mg, an antihistamine and acetaminophen about 1 hour before the first three doses.',
            'Withhold for CRS, ICANS, cytopenias or infection per the label tables.',
          ],
        },
      ],
      administration: ['SC injection in the abdomen (or thigh) by a healthcare provider.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'cytokine release syndrome', frequency: '58%' },
          {
            reaction: 'fatigue, injection-site reaction, diarrhoea, upper respiratory infection',
            frequency: '≥20%',
          },
          {
            reaction:
              'musculoskeletal pain, pneumonia, decreased appetite, rash, cough, nausea, pyrexia',
            frequency: '≥20%',
          },
        ],
        serious: ['CRS', 'ICANS', 'Serious infections', 'Neutropenia', 'Hepatotoxicity'],
      },
      sources: monographSources('Elrexfio (elranatamab-bcmm)'),
    },
    sources: [pi('Elrexfio (elranatamab-bcmm)'), ASTCT_2019],
  },
  {
    id: 'linvoseltamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Linvoseltamab',
    atc: ['L01FX37'],
    synonyms: ['linvoseltamab-gcpt'],
    brandNames: ['Lynozyfic'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific T-cell engager (BCMA x CD3)',
    classTags: ['bcma-cd3-bispecific'],
    mechanism: 'Binds BCMA on myeloma cells and CD3 on T cells, redirecting T-cell cytotoxicity.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [...T_CELL_ENGAGER_TOXICITIES, 'hepatotoxicity', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Cytokine release syndrome, including life-threatening or fatal reactions: step-up dosing with hospitalisation after the step-up doses as the label directs.',
      'Neurological toxicity including ICANS; available only through a restricted programme (REMS).',
    ],
    monitoring: [...T_CELL_ENGAGER_MONITORING, CYTOKINE_CYP_NOTE],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory multiple myeloma after at least four prior lines including a proteasome inhibitor, an immunomodulatory agent and an anti-CD38 antibody.',
      ],
      dosing: [
        {
          indication: 'Multiple myeloma',
          dose: 'Step-up IV: 5 mg in week 1, 25 mg in week 2, then 200 mg weekly through week 13, then every 2 weeks; responders may move to every 4 weeks per the label.',
          modifications: [
            'Premedicate (corticosteroid, antihistamine, antipyretic) before step-up and early doses; withhold for CRS, ICANS, cytopenias or infection per the label tables.',
          ],
        },
      ],
      administration: ['Dilute in 0.9% sodium chloride and infuse IV as the label directs.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction:
              'musculoskeletal pain, CRS, cough, upper respiratory infection, diarrhoea, fatigue',
            frequency: '≥20%',
          },
          { reaction: 'pneumonia, nausea, headache, dyspnoea', frequency: '≥20%' },
        ],
        serious: ['CRS', 'ICANS', 'Serious and fatal infections', 'Neutropenia', 'Hepatotoxicity'],
      },
      sources: monographSources('Lynozyfic (linvoseltamab-gcpt)'),
    },
    sources: [pi('Lynozyfic (linvoseltamab-gcpt)'), ASTCT_2019],
  },
  {
    id: 'talquetamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Talquetamab',
    synonyms: ['talquetamab-tgvs'],
    brandNames: ['Talvey'],
    atc: ['L01FX29'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific T-cell engager (GPRC5D x CD3)',
    classTags: ['gprc5d-cd3-bispecific'],
    mechanism: 'Binds GPRC5D on myeloma cells and CD3 on T cells, redirecting T-cell cytotoxicity.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      ...T_CELL_ENGAGER_TOXICITIES,
      'dermatologic',
      'mucositis',
      'hepatotoxicity',
      'embryo-fetal',
    ],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Cytokine release syndrome, including life-threatening or fatal reactions: step-up dosing and hospitalisation for 48 hours after each step-up dose.',
      'Neurological toxicity including ICANS; available only through a restricted programme (REMS).',
    ],
    monitoring: [
      ...T_CELL_ENGAGER_MONITORING,
      'Oral toxicity (dysgeusia, dry mouth, dysphagia) and weight at each visit; skin and nail changes.',
      CYTOKINE_CYP_NOTE,
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory multiple myeloma after at least four prior lines including a proteasome inhibitor, an immunomodulatory agent and an anti-CD38 antibody.',
      ],
      dosing: [
        {
          indication: 'Multiple myeloma, weekly schedule',
          dose: 'Step-up SC: 0.01 mg/kg on day 1, 0.06 mg/kg on day 4, 0.4 mg/kg on day 7, then 0.4 mg/kg weekly.',
          modifications: [
            'Pretreat before each step-up dose and the first treatment dose; withhold for CRS, ICANS, oral, skin or other toxicity per the label tables.',
          ],
        },
        {
          indication: 'Multiple myeloma, every-2-weeks schedule',
          dose: 'Step-up SC: 0.01, 0.06 and 0.4 mg/kg (days 1, 4, 7), then 0.8 mg/kg on day 10 and every 2 weeks.',
          modifications: [],
        },
      ],
      administration: ['SC injection in the abdomen (or thigh) by a healthcare provider.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'cytokine release syndrome', frequency: '≥70%' },
          { reaction: 'dysgeusia', frequency: '≥60%' },
          {
            reaction: 'nail disorder, skin disorder, rash, dry mouth, weight loss',
            frequency: '≥20%',
          },
          { reaction: 'musculoskeletal pain, fatigue, pyrexia, dysphagia', frequency: '≥20%' },
        ],
        serious: [
          'CRS',
          'ICANS',
          'Oral toxicity and weight loss',
          'Serious infections',
          'Skin toxicity',
        ],
      },
      sources: monographSources('Talvey (talquetamab-tgvs)'),
    },
    sources: [pi('Talvey (talquetamab-tgvs)'), ASTCT_2019],
  },
  {
    id: 'epcoritamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Epcoritamab',
    atc: ['L01FX27'],
    synonyms: ['epcoritamab-bysp'],
    brandNames: ['Epkinly'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific T-cell engager (CD20 x CD3)',
    classTags: ['cd20-cd3-bispecific'],
    mechanism:
      'Binds CD20 on B cells and CD3 on T cells, redirecting T-cell cytotoxicity to lymphoma cells.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [...T_CELL_ENGAGER_TOXICITIES, 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Cytokine release syndrome, including serious or life-threatening reactions: step-up dosing; in DLBCL hospitalise for 24 hours after the cycle 1 day 15 dose.',
      'ICANS, including life-threatening or fatal reactions.',
    ],
    monitoring: [...T_CELL_ENGAGER_MONITORING, CYTOKINE_CYP_NOTE],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory DLBCL NOS (including from indolent lymphoma) or high-grade B-cell lymphoma after two or more lines of systemic therapy.',
        'Relapsed or refractory follicular lymphoma after two or more lines (monotherapy), or with lenalidomide and rituximab after one or more lines.',
      ],
      dosing: [
        {
          indication: 'DLBCL/HGBCL (28-day cycles)',
          dose: 'SC cycle 1: 0.16 mg day 1, 0.8 mg day 8, 48 mg days 15 and 22; cycles 2-3: 48 mg weekly; cycles 4-9: every 2 weeks; cycle 10 on: every 4 weeks.',
          modifications: [
            'Corticosteroid premedication and CRS prophylaxis as the label directs; withhold for CRS, ICANS, cytopenias or infection per the label tables.',
          ],
        },
        {
          indication: 'Follicular lymphoma (monotherapy)',
          dose: 'Three-step schedule in cycle 1 (0.16 mg, 0.8 mg, 3 mg), then 48 mg on the same weekly, two-weekly and four-weekly pattern.',
          modifications: [],
        },
      ],
      administration: [
        'SC injection in the lower abdomen or thigh by a healthcare provider; alternate sites.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'cytokine release syndrome', frequency: '51% (DLBCL)' },
          {
            reaction: 'fatigue, musculoskeletal pain, injection-site reaction, pyrexia',
            frequency: '≥20%',
          },
          { reaction: 'abdominal pain, nausea, diarrhoea', frequency: '≥20%' },
        ],
        serious: ['CRS', 'ICANS', 'Serious infections including PML', 'Cytopenias'],
      },
      sources: monographSources('Epkinly (epcoritamab-bysp)'),
    },
    sources: [pi('Epkinly (epcoritamab-bysp)'), ASTCT_2019],
  },
  {
    id: 'glofitamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Glofitamab',
    synonyms: ['glofitamab-gxbm'],
    brandNames: ['Columvi'],
    atc: ['L01FX28'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific T-cell engager (CD20 x CD3, 2:1)',
    classTags: ['cd20-cd3-bispecific'],
    mechanism:
      'Binds CD20 bivalently on B cells and CD3 on T cells, redirecting T-cell cytotoxicity.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [...T_CELL_ENGAGER_TOXICITIES, 'tumor-lysis', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Cytokine release syndrome, which may be serious or fatal: obinutuzumab pretreatment, step-up dosing, and hospitalisation during and for 24 hours after the first (2.5 mg) dose.',
    ],
    monitoring: [
      ...T_CELL_ENGAGER_MONITORING,
      'Tumour flare and tumour lysis markers in bulky disease.',
      CYTOKINE_CYP_NOTE,
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory DLBCL NOS or LBCL arising from follicular lymphoma after two or more lines of systemic therapy.',
      ],
      dosing: [
        {
          indication: 'Relapsed or refractory LBCL (21-day cycles)',
          dose: 'Obinutuzumab 1,000 mg IV on cycle 1 day 1; glofitamab 2.5 mg on cycle 1 day 8, 10 mg on day 15, then 30 mg on day 1 of cycles 2-12.',
          modifications: [
            'Premedicate with dexamethasone 20 mg (or equivalent), an antihistamine and an antipyretic; withhold for CRS, ICANS, infection or cytopenias per the label tables.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% or 0.45% sodium chloride; the 2.5 mg and 10 mg doses over 4 hours, later doses over 2 hours if tolerated.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'cytokine release syndrome', frequency: '70%' },
          { reaction: 'musculoskeletal pain, rash, fatigue', frequency: '≥20%' },
          {
            reaction: 'lymphopenia, neutropenia, hypophosphataemia (laboratory)',
            frequency: '≥20%',
          },
        ],
        serious: ['CRS', 'ICANS', 'Serious infections', 'Tumour flare'],
      },
      sources: monographSources('Columvi (glofitamab-gxbm)'),
    },
    sources: [pi('Columvi (glofitamab-gxbm)'), ASTCT_2019],
  },
  {
    id: 'mosunetuzumab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Mosunetuzumab',
    synonyms: ['mosunetuzumab-axgb'],
    brandNames: ['Lunsumio'],
    atc: ['L01FX25'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific T-cell engager (CD20 x CD3)',
    classTags: ['cd20-cd3-bispecific'],
    mechanism: 'Binds CD20 on B cells and CD3 on T cells, redirecting T-cell cytotoxicity.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [...T_CELL_ENGAGER_TOXICITIES, 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Cytokine release syndrome, including serious or life-threatening reactions: give the step-up schedule and monitor.',
    ],
    monitoring: [...T_CELL_ENGAGER_MONITORING, CYTOKINE_CYP_NOTE],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory follicular lymphoma after two or more lines of systemic therapy.',
      ],
      dosing: [
        {
          indication: 'Follicular lymphoma (21-day cycles)',
          dose: 'IV: 1 mg cycle 1 day 1, 2 mg day 8, 60 mg day 15; 60 mg cycle 2 day 1; then 30 mg day 1 of cycle 3 onward; 8 cycles if complete response, otherwise up to 17.',
          modifications: [
            'Premedicate with a corticosteroid, antihistamine and antipyretic in cycles 1-2; withhold for CRS, ICANS or infection per the label tables.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% or 0.45% sodium chloride; infuse over 4 hours in cycle 1, then over 2 hours if tolerated.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'cytokine release syndrome', frequency: '39%' },
          { reaction: 'fatigue, rash, pyrexia, headache', frequency: '≥20%' },
        ],
        serious: [
          'CRS',
          'Neurotoxicity including ICANS',
          'Serious infections',
          'Cytopenias',
          'Tumour flare',
        ],
      },
      sources: monographSources('Lunsumio (mosunetuzumab-axgb)'),
    },
    sources: [pi('Lunsumio (mosunetuzumab-axgb)'), ASTCT_2019],
  },
  {
    id: 'tarlatamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tarlatamab',
    synonyms: ['tarlatamab-dlle'],
    brandNames: ['Imdelltra'],
    atc: ['L01FX33'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific T-cell engager (DLL3 x CD3)',
    classTags: ['dll3-cd3-bispecific'],
    mechanism:
      'Binds DLL3 on small-cell lung cancer cells and CD3 on T cells, redirecting T-cell cytotoxicity.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [...T_CELL_ENGAGER_TOXICITIES, 'hepatotoxicity', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Cytokine release syndrome, including serious or life-threatening reactions: step-up dosing and monitoring in a healthcare facility for 22-24 hours after the cycle 1 day 1 and day 8 doses.',
      'Neurological toxicity including ICANS, which can be serious or life-threatening.',
    ],
    monitoring: [...T_CELL_ENGAGER_MONITORING, CYTOKINE_CYP_NOTE],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Extensive-stage small-cell lung cancer progressing on or after platinum-based chemotherapy.',
      ],
      dosing: [
        {
          indication: 'Extensive-stage SCLC',
          dose: 'IV 1 mg on cycle 1 day 1, then 10 mg on days 8 and 15, then 10 mg every 2 weeks.',
          modifications: [
            'Dexamethasone 8 mg IV before the cycle 1 doses and 1 L of 0.9% sodium chloride after each cycle 1 infusion, as the label directs.',
            'Withhold for CRS, ICANS, cytopenias or infection per the label tables; restart step-up after long delays.',
          ],
        },
      ],
      administration: [
        'Reconstitute, add IV solution stabiliser to the 0.9% sodium chloride bag, infuse over 1 hour.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'cytokine release syndrome', frequency: '≥50%' },
          { reaction: 'fatigue, pyrexia, dysgeusia, decreased appetite', frequency: '≥20%' },
          { reaction: 'musculoskeletal pain, constipation, anaemia, nausea', frequency: '≥20%' },
        ],
        serious: ['CRS', 'ICANS', 'Serious infections', 'Cytopenias', 'Hepatotoxicity'],
      },
      sources: monographSources('Imdelltra (tarlatamab-dlle)'),
    },
    sources: [pi('Imdelltra (tarlatamab-dlle)'), ASTCT_2019],
  },
  {
    id: 'tebentafusp',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tebentafusp',
    synonyms: ['tebentafusp-tebn'],
    brandNames: ['Kimmtrak'],
    atc: ['L01XX75'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific gp100 peptide-HLA-directed CD3 T-cell engager',
    classTags: ['gp100-cd3-bispecific'],
    mechanism:
      'Soluble T-cell receptor binding gp100 presented on HLA-A*02:01, fused to an anti-CD3 domain that redirects T cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cytokine-release', 'dermatologic', 'hepatotoxicity', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Cytokine release syndrome, which may be serious or life-threatening: monitor for at least 16 hours after the first three infusions in an appropriate setting, then as indicated.',
    ],
    monitoring: [
      'CRS signs (fever, hypotension, hypoxia) after each of the first three doses with overnight monitoring; hypotension management with fluids.',
      'Skin reactions (rash, pruritus); liver tests before each dose for the first 3 doses and periodically.',
      'HLA-A*02:01 genotype required for eligibility.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['HLA-A*02:01-positive unresectable or metastatic uveal melanoma.'],
      dosing: [
        {
          indication: 'Uveal melanoma',
          dose: 'IV over 15-20 minutes: 20 mcg on day 1, 30 mcg on day 8, 68 mcg on day 15, then 68 mcg weekly.',
          modifications: [
            'Withhold for CRS grade 2 persisting or grade 3, or for skin or liver toxicity per the label tables; stop for grade 4 CRS.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride with human albumin as the label directs; 0.2 micron in-line filter; infuse over 15-20 minutes.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'cytokine release syndrome', frequency: '89%' },
          { reaction: 'rash', frequency: '83%' },
          { reaction: 'pyrexia', frequency: '76%' },
          { reaction: 'pruritus', frequency: '69%' },
          { reaction: 'fatigue', frequency: '64%' },
          { reaction: 'nausea, chills, abdominal pain, oedema, hypotension', frequency: '≥30%' },
        ],
        serious: ['CRS', 'Severe skin reactions', 'Hepatotoxicity'],
      },
      sources: monographSources('Kimmtrak (tebentafusp-tebn)'),
    },
    sources: [pi('Kimmtrak (tebentafusp-tebn)'), ASTCT_2019],
  },
  {
    id: 'amivantamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Amivantamab',
    synonyms: ['amivantamab-vmjw'],
    brandNames: ['Rybrevant'],
    atc: ['L01FX18'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific antibody (EGFR x MET)',
    classTags: ['egfr-met-bispecific'],
    mechanism:
      'Binds EGFR and MET, blocking ligand signalling, degrading both receptors and engaging immune effector cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'infusion-reaction',
      'dermatologic',
      'thromboembolism',
      'mucositis',
      'embryo-fetal',
    ],
    rareToxicities: ['pneumonitis', 'ocular'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      'Infusion-related reactions, especially the first dose (split over days 1 and 2): premedicate with antihistamine, antipyretic and glucocorticoid; infuse through a peripheral line in week 1.',
      'Skin: preventive skin care, photoprotection, alcohol-free emollient; ILD symptoms; eye symptoms.',
      'With lazertinib: prophylactic anticoagulation for the first 4 months (venous thromboembolism).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'First-line EGFR exon 19 deletion or L858R NSCLC, with lazertinib; EGFR-mutated NSCLC after osimertinib, with carboplatin and pemetrexed.',
        'EGFR exon 20 insertion NSCLC, first line with carboplatin and pemetrexed, or after platinum chemotherapy (monotherapy).',
      ],
      dosing: [
        {
          indication: 'Monotherapy or with lazertinib (weekly, then every 2 weeks)',
          dose: 'Below 80 kg: 1,050 mg; 80 kg or more: 1,400 mg IV weekly for 4 weeks (first dose split over days 1 and 2), then every 2 weeks from week 5.',
          modifications: [
            'Interrupt for infusion reactions and resume at a slower rate; reduce by weight band per the label table for skin, ILD or other toxicity.',
          ],
        },
        {
          indication: 'With carboplatin and pemetrexed (every 3 weeks)',
          dose: 'Below 80 kg: 1,400 mg weekly for 4 weeks, then 1,750 mg every 3 weeks from week 7; 80 kg or more: 1,750 mg weekly for 4 weeks, then 2,100 mg every 3 weeks.',
          modifications: [],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride or 5% dextrose to 250 mL; 0.2 micron in-line filter; staged infusion rates per the label for the first doses.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'rash', frequency: '84% (monotherapy)' },
          { reaction: 'infusion-related reactions', frequency: '64%' },
          { reaction: 'paronychia', frequency: '50%' },
          { reaction: 'musculoskeletal pain', frequency: '47%' },
          { reaction: 'dyspnoea, nausea, fatigue, oedema, stomatitis', frequency: '≥25%' },
        ],
        serious: [
          'Severe infusion reactions',
          'Interstitial lung disease',
          'Severe skin reactions (including toxic epidermal necrolysis)',
          'Venous thromboembolism with lazertinib',
          'Keratitis',
        ],
      },
      sources: monographSources('Rybrevant (amivantamab-vmjw)'),
    },
    sources: [pi('Rybrevant (amivantamab-vmjw)')],
  },
  {
    id: 'zanidatamab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Zanidatamab',
    synonyms: ['zanidatamab-hrii'],
    brandNames: ['Ziihera'],
    atc: ['L01FD07'],
    kind: 'antineoplastic',
    drugClass: 'Bispecific (biparatopic) anti-HER2 antibody',
    classTags: ['anti-her2-antibody'],
    mechanism:
      'Binds two non-overlapping HER2 epitopes (ECD2 and ECD4), causing receptor clustering, internalisation and signalling blockade.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'infusion-reaction', 'diarrhea', 'embryo-fetal'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Embryo-fetal toxicity: exposure during pregnancy can cause embryo-fetal harm; verify pregnancy status and advise effective contraception.',
    ],
    monitoring: [
      'LVEF before starting and at regular intervals; infusion reactions (premedication as needed); diarrhoea.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Previously treated, unresectable or metastatic HER2-positive (IHC 3+) biliary tract cancer.',
      ],
      dosing: [
        {
          indication: 'HER2-positive biliary tract cancer',
          dose: '20 mg/kg IV every 2 weeks.',
          modifications: [
            'Withhold or stop for LVEF decline or infusion reactions per the label tables.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride; infuse over 150 minutes for the first two doses, then 120 minutes if tolerated.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction: 'diarrhoea, infusion-related reaction, abdominal pain, fatigue',
            frequency: '≥20%',
          },
        ],
        serious: [
          'Left ventricular dysfunction',
          'Infusion-related reactions',
          'Severe diarrhoea',
          'Embryo-fetal toxicity',
        ],
      },
      sources: monographSources('Ziihera (zanidatamab-hrii)'),
    },
    sources: [pi('Ziihera (zanidatamab-hrii)')],
  },
  {
    id: 'zenocutuzumab',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Zenocutuzumab',
    synonyms: ['zenocutuzumab-zbco'],
    brandNames: ['Bizengri'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'Bispecific antibody (HER2 x HER3)',
    classTags: ['her2-her3-bispecific'],
    mechanism: 'Binds HER2 and HER3, blocking NRG1 fusion protein-driven HER3 signalling.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction', 'cardiotoxicity', 'diarrhea', 'embryo-fetal'],
    rareToxicities: ['pneumonitis'],
    renal: BIOLOGIC_RENAL,
    hepatic: BIOLOGIC_HEPATIC,
    boxedWarnings: [
      'Embryo-fetal toxicity: exposure during pregnancy can cause embryo-fetal harm; verify pregnancy status and advise effective contraception.',
    ],
    monitoring: [
      'Infusion reactions (premedicate with antihistamine, antipyretic and glucocorticoid); LVEF before and during; ILD symptoms.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Advanced unresectable or metastatic NSCLC with an NRG1 gene fusion after prior systemic therapy.',
        'Advanced unresectable or metastatic pancreatic adenocarcinoma with an NRG1 gene fusion after prior systemic therapy.',
      ],
      dosing: [
        {
          indication: 'NRG1 fusion-positive NSCLC or pancreatic adenocarcinoma',
          dose: '750 mg IV over 4 hours every 2 weeks.',
          modifications: [
            'Withhold or stop for infusion reactions, ILD or LVEF decline per the label tables.',
          ],
        },
      ],
      administration: [
        'Dilute in 0.9% sodium chloride to 250 mL; infuse over 4 hours through an in-line filter.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'diarrhoea, musculoskeletal pain, fatigue', frequency: '≥20%' },
          {
            reaction: 'nausea, infusion-related reaction, dyspnoea, rash, constipation, vomiting',
            frequency: '≥10%',
          },
        ],
        serious: [
          'Infusion-related reactions and anaphylaxis',
          'Interstitial lung disease',
          'Left ventricular dysfunction',
        ],
      },
      sources: monographSources('Bizengri (zenocutuzumab-zbco)'),
    },
    sources: [pi('Bizengri (zenocutuzumab-zbco)')],
  },
];

import type { DrugInput, Monograph } from '../../core/knowledge/drug';
import {
  ASTCT_2019,
  LAST_REVIEWED,
  PROFILE_SECTIONS,
  RXCUI_UNCONFIRMED,
  monographSources,
  usLabel,
} from './new-record-sources';

/*
 * Cell therapies (CAR-T, TIL and TCR-T products) and radioligand or radium therapies added for
 * issue 12, each with its issue-13 monograph. They have few or no pharmacokinetic interactions:
 * what the clinician needs is their monitoring and toxicity management, recorded here from each
 * label (boxed warning, section 2 and section 5):
 * - cell therapies: CRS and neurotoxicity (ICANS) graded by ASTCT and treated per the label's
 *   tables (tocilizumab on site before infusion, corticosteroids), HLH/MAS, prolonged cytopenias,
 *   hypogammaglobulinaemia, infections, secondary haematological and T-cell malignancies, no live
 *   vaccines around lymphodepletion, avoidance of prophylactic systemic corticosteroids;
 * - radiopharmaceuticals: radiation safety (patients and carers), myelosuppression, renal and
 *   salivary toxicity, and the drug-specific interactions the labels name (somatostatin analogues
 *   before lutetium Lu 177 dotatate; abiraterone with prednisone during radium 223).
 * Cell-therapy labels state no renal or hepatic dose rules; they are 'no-data', never
 * 'no-adjustment'. These products are not RxNorm ingredients that we could confirm.
 */

const pi = (product: string) => usLabel(product, PROFILE_SECTIONS);

const CELL_HANDLING =
  'Not assessed against the NIOSH hazardous-drug tables: a living, genetically modified human cell product; handle with universal biosafety precautions per institutional procedures.';
const CELL_PREGNANCY =
  'No adequate data; verify pregnancy status before starting; not recommended during pregnancy; the effect of transferred cells on a fetus is unknown.';
const CELL_LACTATION =
  "No data on presence in human milk; weigh the benefit of breastfeeding against the mother's clinical need.";

const CAR_T_MONITORING = [
  'Confirm tocilizumab (at least 2 doses) is on site before infusion; premedicate with acetaminophen and an H1 antihistamine; avoid prophylactic systemic corticosteroids.',
  'CRS and neurotoxicity (ICANS): daily monitoring for at least 7 days at the certified centre, then stay near it and avoid driving for the periods the current label states; grade by ASTCT and treat per the label tables (tocilizumab, corticosteroids).',
  'CBC (prolonged cytopenias), immunoglobulins (IVIG for hypogammaglobulinaemia), infections including HBV reactivation; no live vaccines from 6 weeks before lymphodepletion until immune recovery.',
  'Lifelong monitoring for secondary malignancies, including T-cell malignancies.',
];

const CAR_T_TOXICITIES = [
  'cytokine-release',
  'neurotoxicity',
  'myelosuppression',
  'infection',
] as const;
const NO_ORGAN_DATA = {
  renal: {
    status: 'no-data' as const,
    summary: 'No renal dose rule: cell dose is fixed by the product; renal impairment not studied.',
  },
  hepatic: {
    status: 'no-data' as const,
    summary:
      'No hepatic dose rule: cell dose is fixed by the product; hepatic impairment not studied.',
  },
};

interface CarTFacts {
  id: string;
  name: string;
  /** WHO ATC code (L01XL, antineoplastic cell and gene therapy), where one exists. */
  atc?: string;
  brand: string;
  product: string;
  target: 'CD19' | 'BCMA';
  costim: string;
  indications: string[];
  dosing: Monograph['dosing'];
  boxed: string[];
  common: Monograph['adverseReactions']['common'];
  serious: string[];
  extraMonitoring?: string[];
}

/** CAR-T records share a safety profile (class boxed warning and section 5); the facts above differ. */
function carT(f: CarTFacts): DrugInput {
  return {
    id: f.id,
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: f.name,
    brandNames: [f.brand],
    atc: f.atc ? [f.atc] : [],
    kind: 'antineoplastic',
    drugClass: `${f.target}-directed CAR T-cell therapy (autologous)`,
    classTags: [f.target === 'CD19' ? 'cd19-car-t' : 'bcma-car-t'],
    mechanism: `Autologous T cells engineered with a ${f.target}-directed chimeric antigen receptor (${f.costim} costimulatory domain) that expand and kill ${f.target}-expressing cells.`,
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [...CAR_T_TOXICITIES],
    ...NO_ORGAN_DATA,
    boxedWarnings: f.boxed,
    monitoring: [...CAR_T_MONITORING, ...(f.extraMonitoring ?? [])],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: f.indications,
      dosing: f.dosing,
      administration: [
        'Verify patient identity against the infusion bag; thaw at 37 °C and infuse within the time the label states, through a non-leukocyte-depleting line, without an in-line filter that removes leukocytes.',
        "Give after the label's lymphodepleting chemotherapy (fludarabine and cyclophosphamide) with the interval it specifies; delay for active infection, uncontrolled GVHD or clinical instability.",
      ],
      hazardous: { niosh: 'unknown', note: CELL_HANDLING },
      pregnancy: CELL_PREGNANCY,
      lactation: CELL_LACTATION,
      adverseReactions: { common: f.common, serious: f.serious },
      sources: monographSources(f.product),
    },
    sources: [pi(f.product), ASTCT_2019],
  };
}

const CLASS_BOXED_CRS =
  'Cytokine release syndrome can be severe or fatal: hold the infusion while an infection or inflammatory condition is active, and manage severe CRS with tocilizumab, adding a corticosteroid when needed.';
const CLASS_BOXED_NEURO =
  'Serious, sometimes fatal neurological toxicity (ICANS) may start during CRS, once it has settled, or without it: check neurological status and treat by grade.';
const CLASS_BOXED_TCELL =
  'Secondary T-cell cancers have been reported after autologous CAR T-cell products aimed at CD19 or BCMA: watch for them for life.';

export const cellAndRadioligandDrugs: DrugInput[] = [
  carT({
    id: 'tisagenlecleucel',
    name: 'Tisagenlecleucel',
    atc: 'L01XL04',
    brand: 'Kymriah',
    product: 'Kymriah (tisagenlecleucel)',
    target: 'CD19',
    costim: '4-1BB',
    indications: [
      'B-cell precursor ALL that is refractory or in second or later relapse, in patients up to 25 years.',
      'Relapsed or refractory large B-cell lymphoma after two or more lines of systemic therapy.',
      'Relapsed or refractory follicular lymphoma after two or more lines of systemic therapy.',
    ],
    dosing: [
      {
        indication: 'Paediatric and young adult B-ALL',
        dose: '50 kg or less: 0.2-5.0 x 10^6 CAR-positive viable T cells/kg; above 50 kg: 0.1-2.5 x 10^8 cells, IV once.',
        modifications: [],
      },
      {
        indication: 'LBCL or follicular lymphoma',
        dose: '0.6-6.0 x 10^8 CAR-positive viable T cells IV once.',
        modifications: [],
      },
    ],
    boxed: [CLASS_BOXED_CRS, CLASS_BOXED_NEURO, CLASS_BOXED_TCELL],
    common: [
      { reaction: 'cytokine release syndrome', frequency: '≥50% (ALL)' },
      {
        reaction:
          'infections, pyrexia, decreased appetite, headache, encephalopathy, hypotension, bleeding, tachycardia',
        frequency: '≥20%',
      },
    ],
    serious: [
      'CRS',
      'Neurological toxicities',
      'Prolonged cytopenias',
      'Serious infections and hypogammaglobulinaemia',
      'Secondary malignancies',
    ],
  }),
  carT({
    id: 'axicabtagene-ciloleucel',
    name: 'Axicabtagene ciloleucel',
    atc: 'L01XL03',
    brand: 'Yescarta',
    product: 'Yescarta (axicabtagene ciloleucel)',
    target: 'CD19',
    costim: 'CD28',
    indications: [
      'Large B-cell lymphoma refractory to first-line chemoimmunotherapy or relapsing within 12 months of it.',
      'Relapsed or refractory large B-cell lymphoma after two or more lines of systemic therapy.',
      'Relapsed or refractory follicular lymphoma after two or more lines of systemic therapy.',
    ],
    dosing: [
      {
        indication: 'LBCL or follicular lymphoma',
        dose: '2 x 10^6 CAR-positive viable T cells/kg (at most 2 x 10^8) IV once, after cyclophosphamide 500 mg/m2 and fludarabine 30 mg/m2 on days -5, -4 and -3.',
        modifications: [],
      },
    ],
    boxed: [CLASS_BOXED_CRS, CLASS_BOXED_NEURO, CLASS_BOXED_TCELL],
    common: [
      { reaction: 'cytokine release syndrome', frequency: '≥80% (LBCL)' },
      {
        reaction:
          'fever, hypotension, encephalopathy, fatigue, tachycardia, headache, febrile neutropenia, nausea, infections',
        frequency: '≥20%',
      },
    ],
    serious: [
      'CRS',
      'Neurological toxicities including cerebral oedema',
      'Prolonged cytopenias',
      'Serious infections',
      'Secondary malignancies',
    ],
  }),
  carT({
    id: 'brexucabtagene-autoleucel',
    name: 'Brexucabtagene autoleucel',
    atc: 'L01XL06',
    brand: 'Tecartus',
    product: 'Tecartus (brexucabtagene autoleucel)',
    target: 'CD19',
    costim: 'CD28',
    indications: [
      'Relapsed or refractory mantle cell lymphoma.',
      'Relapsed or refractory B-cell precursor ALL in adults.',
    ],
    dosing: [
      {
        indication: 'Mantle cell lymphoma',
        dose: '2 x 10^6 CAR-positive viable T cells/kg (at most 2 x 10^8) IV once.',
        modifications: [],
      },
      {
        indication: 'Adult B-ALL',
        dose: '1 x 10^6 CAR-positive viable T cells/kg (at most 1 x 10^8) IV once.',
        modifications: [],
      },
    ],
    boxed: [CLASS_BOXED_CRS, CLASS_BOXED_NEURO, CLASS_BOXED_TCELL],
    common: [
      { reaction: 'cytokine release syndrome', frequency: '≥80%' },
      {
        reaction:
          'pyrexia, hypotension, encephalopathy, tachycardia, fatigue, infections, nausea, hypoxia, tremor, headache',
        frequency: '≥20%',
      },
    ],
    serious: [
      'CRS',
      'Neurological toxicities',
      'Prolonged cytopenias',
      'Serious infections',
      'Secondary malignancies',
    ],
  }),
  carT({
    id: 'lisocabtagene-maraleucel',
    name: 'Lisocabtagene maraleucel',
    atc: 'L01XL08',
    brand: 'Breyanzi',
    product: 'Breyanzi (lisocabtagene maraleucel)',
    target: 'CD19',
    costim: '4-1BB',
    indications: [
      'Large B-cell lymphoma: refractory or relapsed within 12 months of first-line therapy, after first-line therapy when not a transplant candidate, or after two or more lines.',
      'CLL or SLL after two or more lines including a BTK and a BCL-2 inhibitor.',
      'Follicular lymphoma and mantle cell lymphoma after prior lines as the label specifies.',
    ],
    dosing: [
      {
        indication: 'Large B-cell lymphoma',
        dose: '50-110 x 10^6 CAR-positive viable T cells (CD8 and CD4 components in about a 1:1 ratio) IV once.',
        modifications: [],
      },
      {
        indication: 'CLL/SLL',
        dose: '90-110 x 10^6 CAR-positive viable T cells IV once.',
        modifications: [],
      },
    ],
    boxed: [CLASS_BOXED_CRS, CLASS_BOXED_NEURO, CLASS_BOXED_TCELL],
    common: [
      { reaction: 'cytokine release syndrome', frequency: '≥40%' },
      {
        reaction: 'fatigue, musculoskeletal pain, encephalopathy, nausea, headache, infections',
        frequency: '≥20%',
      },
    ],
    serious: [
      'CRS',
      'Neurological toxicities',
      'Prolonged cytopenias',
      'Serious infections',
      'Secondary malignancies',
    ],
  }),
  carT({
    id: 'obecabtagene-autoleucel',
    name: 'Obecabtagene autoleucel',
    atc: 'L01XL12',
    brand: 'Aucatzyl',
    product: 'Aucatzyl (obecabtagene autoleucel)',
    target: 'CD19',
    costim: '4-1BB',
    indications: ['Relapsed or refractory B-cell precursor ALL in adults.'],
    dosing: [
      {
        indication: 'Adult B-ALL',
        dose: 'Total 410 x 10^6 CAR-positive viable T cells given as a split dose on day 1 and day 10, the day-1 fraction chosen by bone-marrow blast burden per the label.',
        modifications: [
          'Hold the day-10 dose for unresolved CRS, ICANS or other toxicity per the label.',
        ],
      },
    ],
    boxed: [CLASS_BOXED_CRS, CLASS_BOXED_NEURO, CLASS_BOXED_TCELL],
    common: [
      { reaction: 'cytokine release syndrome', frequency: '≥50%' },
      {
        reaction:
          'infections, musculoskeletal pain, fever, viral infections, nausea, bacterial infections, diarrhoea, febrile neutropenia, ICANS',
        frequency: '≥20%',
      },
    ],
    serious: [
      'CRS',
      'ICANS',
      'Prolonged cytopenias',
      'Serious infections',
      'Secondary malignancies',
    ],
  }),
  carT({
    id: 'idecabtagene-vicleucel',
    name: 'Idecabtagene vicleucel',
    atc: 'L01XL07',
    brand: 'Abecma',
    product: 'Abecma (idecabtagene vicleucel)',
    target: 'BCMA',
    costim: '4-1BB',
    indications: [
      'Relapsed or refractory multiple myeloma after two or more prior lines including an immunomodulatory agent, a proteasome inhibitor and an anti-CD38 antibody.',
    ],
    dosing: [
      {
        indication: 'Multiple myeloma',
        dose: '300-510 x 10^6 CAR-positive T cells IV once.',
        modifications: [],
      },
    ],
    boxed: [
      CLASS_BOXED_CRS,
      CLASS_BOXED_NEURO,
      'Haemophagocytic lymphohistiocytosis (macrophage activation syndrome) has occurred and can kill.',
      'Cytopenias may last for months, with bleeding and infections; some patients died after a stem-cell rescue given for marrow recovery.',
      CLASS_BOXED_TCELL,
    ],
    common: [
      { reaction: 'cytokine release syndrome', frequency: '≥80%' },
      {
        reaction: 'infections, fatigue, musculoskeletal pain, hypogammaglobulinaemia',
        frequency: '≥20%',
      },
    ],
    serious: [
      'CRS',
      'Neurological toxicities',
      'HLH/MAS',
      'Prolonged cytopenias',
      'Secondary malignancies',
    ],
  }),
  carT({
    id: 'ciltacabtagene-autoleucel',
    name: 'Ciltacabtagene autoleucel',
    atc: 'L01XL05',
    brand: 'Carvykti',
    product: 'Carvykti (ciltacabtagene autoleucel)',
    target: 'BCMA',
    costim: '4-1BB',
    indications: [
      'Relapsed or refractory multiple myeloma after at least one prior line including a proteasome inhibitor and an immunomodulatory agent, and refractory to lenalidomide.',
    ],
    dosing: [
      {
        indication: 'Multiple myeloma',
        dose: '0.5-1.0 x 10^6 CAR-positive viable T cells/kg (at most 1 x 10^8) IV once.',
        modifications: [],
      },
    ],
    boxed: [
      CLASS_BOXED_CRS,
      'Neurological toxicity can be fatal and can appear late: ICANS, parkinsonism-like movement disorders and Guillain-Barré syndrome; watch movement and thinking for months.',
      'Haemophagocytic lymphohistiocytosis (macrophage activation syndrome) has occurred and can kill.',
      'Blood counts may stay low for a long time or fall again after recovering.',
      'Later blood cancers, among them MDS, AML and T-cell cancers, have been reported.',
    ],
    extraMonitoring: [
      'Late neurotoxicity (parkinsonism, cranial nerve palsies, Guillain-Barré) for months after infusion.',
    ],
    common: [
      { reaction: 'pyrexia, cytokine release syndrome', frequency: '≥80%' },
      {
        reaction:
          'hypogammaglobulinaemia, musculoskeletal pain, fatigue, infections, diarrhoea, nausea, encephalopathy, headache, coagulopathy, constipation, vomiting',
        frequency: '≥20%',
      },
    ],
    serious: [
      'CRS',
      'ICANS, parkinsonism and Guillain-Barré syndrome',
      'HLH/MAS',
      'Prolonged cytopenias',
      'Secondary malignancies',
    ],
  }),
  {
    id: 'lifileucel',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Lifileucel',
    brandNames: ['Amtagvi'],
    atc: ['L01XL11'],
    kind: 'antineoplastic',
    drugClass: 'Tumour-infiltrating lymphocyte (TIL) therapy (autologous)',
    classTags: ['til-therapy'],
    mechanism:
      "Autologous T cells expanded from the patient's resected tumour that recognise tumour antigens, given after lymphodepletion and followed by interleukin-2.",
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'infection',
      'cardiotoxicity',
      'nephrotoxicity',
      'infusion-reaction',
    ],
    ...NO_ORGAN_DATA,
    boxedWarnings: [
      'Treatment-related mortality, prolonged severe cytopenia, severe infection, cardiopulmonary and renal impairment: give in an inpatient setting at a specialised centre and monitor closely.',
    ],
    monitoring: [
      'Cardiac and pulmonary function before treatment (LVEF, FEV1); CBC until recovery; infections and prophylaxis per the label.',
      'Vital signs during and after infusion (hypersensitivity, hypotension, arrhythmia); creatinine during the interleukin-2 phase.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Unresectable or metastatic melanoma previously treated with a PD-1 blocker and, if BRAF V600-positive, a BRAF inhibitor with or without a MEK inhibitor.',
      ],
      dosing: [
        {
          indication: 'Melanoma',
          dose: '7.5 x 10^9 to 72 x 10^9 viable cells IV once, after non-myeloablative lymphodepletion (cyclophosphamide and fludarabine), followed by aldesleukin 600,000 IU/kg every 8-12 hours for up to 6 doses.',
          modifications: [],
        },
      ],
      administration: [
        'Premedicate with acetaminophen and an antihistamine; infuse within the time the label states after thawing; no leukocyte-depleting filter; avoid prophylactic systemic corticosteroids.',
      ],
      hazardous: { niosh: 'unknown', note: CELL_HANDLING },
      pregnancy: CELL_PREGNANCY,
      lactation: CELL_LACTATION,
      adverseReactions: {
        common: [
          {
            reaction: 'chills, pyrexia, fatigue, tachycardia, diarrhoea, febrile neutropenia',
            frequency: '≥20%',
          },
          {
            reaction: 'oedema, rash, hypotension, alopecia, infection, hypoxia, dyspnoea',
            frequency: '≥20%',
          },
        ],
        serious: [
          'Treatment-related death',
          'Prolonged severe cytopenia',
          'Severe infection',
          'Cardiac arrhythmia and respiratory failure',
          'Acute kidney injury',
        ],
      },
      sources: monographSources('Amtagvi (lifileucel)'),
    },
    sources: [pi('Amtagvi (lifileucel)')],
  },
  {
    id: 'afamitresgene-autoleucel',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Afamitresgene autoleucel',
    synonyms: ['afami-cel'],
    brandNames: ['Tecelra'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'MAGE-A4-directed T-cell receptor (TCR) T-cell therapy (autologous)',
    classTags: ['tcr-t-therapy'],
    mechanism:
      'Autologous T cells engineered with a TCR recognising a MAGE-A4 peptide on HLA-A*02, killing MAGE-A4-expressing tumour cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cytokine-release', 'neurotoxicity', 'myelosuppression', 'infection'],
    ...NO_ORGAN_DATA,
    boxedWarnings: [
      'Cytokine release syndrome, which may be severe or life-threatening: delay for unresolved infection or inflammation; treat severe CRS with tocilizumab with or without corticosteroids.',
    ],
    monitoring: [
      'HLA-A*02:01P, -A*02:02P, -A*02:03P or -A*02:06P positivity and MAGE-A4 tumour expression required before treatment.',
      'CRS and ICANS daily for at least 7 days at the treatment centre; CBC (prolonged cytopenias); infections; no live vaccines around treatment.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Unresectable or metastatic synovial sarcoma after prior chemotherapy, in HLA-A*02 (specified alleles)-positive patients whose tumour expresses MAGE-A4.',
      ],
      dosing: [
        {
          indication: 'Synovial sarcoma',
          dose: '2.68 x 10^9 to 10 x 10^9 MAGE-A4 TCR-positive T cells IV once, after fludarabine and cyclophosphamide lymphodepletion.',
          modifications: [],
        },
      ],
      administration: [
        'Premedicate with acetaminophen and an antihistamine; thaw and infuse within the time the label states; no leukocyte-depleting filter.',
      ],
      hazardous: { niosh: 'unknown', note: CELL_HANDLING },
      pregnancy: CELL_PREGNANCY,
      lactation: CELL_LACTATION,
      adverseReactions: {
        common: [
          { reaction: 'cytokine release syndrome', frequency: '≥50%' },
          {
            reaction:
              'nausea, vomiting, fatigue, infections, pyrexia, constipation, dyspnoea, abdominal pain, non-cardiac chest pain, decreased appetite, tachycardia, back pain, hypotension, diarrhoea, oedema',
            frequency: '≥20%',
          },
        ],
        serious: ['CRS', 'ICANS', 'Prolonged severe cytopenia', 'Infections'],
      },
      sources: monographSources('Tecelra (afamitresgene autoleucel)'),
    },
    sources: [pi('Tecelra (afamitresgene autoleucel)'), ASTCT_2019],
  },
  // ---------------------------------------------------------------- radiopharmaceuticals
  {
    id: 'lutetium-lu-177-dotatate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Lutetium Lu 177 dotatate',
    synonyms: ['177Lu-DOTATATE', 'Lu-177 dotatate', 'lutetium oxodotreotide'],
    brandNames: ['Lutathera'],
    atc: ['V10XX04'],
    kind: 'antineoplastic',
    drugClass: 'Radioligand therapy (somatostatin receptor-directed beta emitter)',
    classTags: ['sstr-radioligand'],
    mechanism:
      'Somatostatin analogue labelled with lutetium-177; binds SSTR2 on tumour cells and delivers beta radiation.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'nephrotoxicity', 'hepatotoxicity', 'embryo-fetal'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Renally excreted; monitor renal function and consider reduced exposure in impairment; severe impairment (CrCl below 30 mL/min) not studied.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'CrCl below 30 mL/min: not studied; weigh radiation dose to kidneys before treating.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Not studied in severe hepatic impairment; monitor liver tests (tumour burden in the liver).',
    },
    boxedWarnings: [],
    monitoring: [
      'Radiation safety: minimise radiation exposure to the patient, staff and household (distance, hygiene, separate toilet use) per the label and local rules.',
      'CBC, creatinine and liver tests before each dose and during treatment; withhold, reduce or stop per the label table.',
      'Amino-acid (lysine/arginine) infusion from 30 minutes before, during and for 3 hours after each dose for renal protection; premedicate with an antiemetic.',
      'Long-acting somatostatin analogues: stop at least 4 weeks before each dose; short-acting octreotide up to 24 hours before. Watch for neuroendocrine hormonal crisis.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Somatostatin receptor-positive gastroenteropancreatic neuroendocrine tumours, including foregut, midgut and hindgut tumours, in adults and children 12 years and older.',
      ],
      dosing: [
        {
          indication: 'SSTR-positive GEP-NETs',
          dose: '7.4 GBq (200 mCi) IV every 8 weeks for 4 doses, with long-acting octreotide 30 mg IM 4-24 hours after each dose and every 4 weeks after treatment.',
          modifications: [
            'Thrombocytopenia, anaemia, neutropenia, renal or hepatic toxicity: withhold, then resume at 3.7 GBq (100 mCi) or stop per the label table.',
          ],
        },
      ],
      administration: [
        'IV infusion by gravity or peristaltic pump over about 30-40 minutes through a separate line, with the amino-acid solution through another.',
        'Handled only by staff qualified in radiopharmaceuticals; radiation shielding and disposal per regulation.',
      ],
      hazardous: {
        niosh: 'unknown',
        note: 'Radiopharmaceutical: handle under radiation-safety rules rather than the NIOSH hazardous-drug tables.',
      },
      pregnancy:
        'Can cause fetal harm from ionising radiation; verify pregnancy status, and advise contraception for females and males for the periods the label states.',
      lactation:
        'Advise not to breastfeed during treatment and for the period after the last dose that the label states.',
      adverseReactions: {
        common: [
          {
            reaction:
              'lymphopenia, raised GGT, vomiting, nausea, raised AST/ALT, hyperglycaemia, hypokalaemia',
            frequency: '≥10%',
          },
        ],
        serious: [
          'Myelosuppression',
          'Secondary MDS and leukaemia',
          'Renal toxicity',
          'Hepatotoxicity',
          'Neuroendocrine hormonal crisis',
          'Infertility',
        ],
      },
      sources: monographSources('Lutathera (lutetium Lu 177 dotatate)'),
    },
    sources: [pi('Lutathera (lutetium Lu 177 dotatate)')],
  },
  {
    id: 'lutetium-lu-177-vipivotide-tetraxetan',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Lutetium Lu 177 vipivotide tetraxetan',
    synonyms: ['177Lu-PSMA-617', 'Lu-177 PSMA-617'],
    brandNames: ['Pluvicto'],
    atc: ['V10XX05'],
    kind: 'antineoplastic',
    drugClass: 'Radioligand therapy (PSMA-directed beta emitter)',
    classTags: ['psma-radioligand'],
    mechanism:
      'PSMA-binding ligand labelled with lutetium-177; delivers beta radiation to PSMA-expressing prostate cancer cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'nephrotoxicity', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'Renally excreted: monitor creatinine; mild to moderate impairment may raise toxicity; severe impairment not studied.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl below 30 mL/min: not studied.' }],
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [],
    monitoring: [
      'Radiation safety: limit close contact with others and household members, hygiene and toilet precautions for the period the label states; hydrate and void frequently.',
      'CBC and renal function before each dose and during treatment; withhold, reduce or stop per the label table.',
      'Dry mouth and dry eye (salivary and lacrimal toxicity).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'PSMA-positive metastatic castration-resistant prostate cancer after androgen-receptor pathway inhibition, either after taxane chemotherapy or when delaying taxane chemotherapy is appropriate.',
      ],
      dosing: [
        {
          indication: 'PSMA-positive mCRPC',
          dose: '7.4 GBq (200 mCi) IV every 6 weeks for up to 6 doses.',
          modifications: [
            'Myelosuppression, renal toxicity, xerostomia or GI toxicity: withhold, reduce by 20% or stop per the label table.',
          ],
        },
      ],
      administration: [
        'Slow IV injection or infusion (syringe, gravity or peristaltic pump) followed by a 0.9% sodium chloride flush; handled by qualified staff under radiation-safety rules.',
      ],
      hazardous: {
        niosh: 'unknown',
        note: 'Radiopharmaceutical: handle under radiation-safety rules rather than the NIOSH hazardous-drug tables.',
      },
      pregnancy:
        'Not indicated in females. Males with female partners of reproductive potential use effective contraception during treatment and for the period the label states.',
      lactation: 'Not indicated in females.',
      adverseReactions: {
        common: [
          {
            reaction: 'fatigue, dry mouth, nausea, anaemia, decreased appetite, constipation',
            frequency: '≥20%',
          },
          {
            reaction: 'decreased lymphocytes, haemoglobin, leukocytes, platelets (laboratory)',
            frequency: '≥30%',
          },
        ],
        serious: ['Myelosuppression', 'Renal toxicity', 'Infertility', 'Embryo-fetal toxicity'],
      },
      sources: monographSources('Pluvicto (lutetium Lu 177 vipivotide tetraxetan)'),
    },
    sources: [pi('Pluvicto (lutetium Lu 177 vipivotide tetraxetan)')],
  },
  {
    id: 'radium-223-dichloride',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Radium Ra 223 dichloride',
    synonyms: ['radium-223', 'Ra-223'],
    brandNames: ['Xofigo'],
    atc: ['V10XX03'],
    kind: 'antineoplastic',
    drugClass: 'Alpha-emitting radiopharmaceutical (bone-seeking)',
    classTags: ['bone-seeking-radiopharmaceutical'],
    mechanism:
      'Calcium mimetic that binds areas of increased bone turnover in metastases and emits short-range alpha particles, causing double-strand DNA breaks.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'diarrhea', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment: limited data.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment expected (not hepatically metabolised); not studied formally.',
    },
    boxedWarnings: [],
    monitoring: [
      'CBC before each dose: first dose needs ANC at least 1.5 x 10^9/L, platelets at least 100 x 10^9/L and haemoglobin at least 10 g/dL; later doses ANC at least 1 x 10^9/L and platelets at least 50 x 10^9/L.',
      'Not with abiraterone plus prednisone/prednisolone (more fractures and deaths); bone health agents advised.',
      'Radiation safety: hygiene after contact with body fluids; faecal excretion predominates.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Castration-resistant prostate cancer with symptomatic bone metastases and no known visceral metastatic disease.',
      ],
      dosing: [
        {
          indication: 'CRPC with symptomatic bone metastases',
          dose: '55 kBq (1.49 microcurie) per kg IV every 4 weeks for 6 injections.',
          modifications: [
            'Delay for myelosuppression; stop if haematological recovery does not occur within 6-8 weeks.',
          ],
        },
      ],
      administration: [
        'Slow IV injection over 1 minute; flush the line with 0.9% sodium chloride before and after; handled by qualified staff under radiation-safety rules.',
      ],
      hazardous: {
        niosh: 'unknown',
        note: 'Radiopharmaceutical: handle under radiation-safety rules rather than the NIOSH hazardous-drug tables.',
      },
      pregnancy:
        'Not indicated in females; can cause fetal harm. Males use condoms and female partners use effective contraception during and for 6 months after treatment.',
      lactation: 'Not indicated in females.',
      adverseReactions: {
        common: [
          { reaction: 'nausea', frequency: '36%' },
          { reaction: 'diarrhoea', frequency: '25%' },
          { reaction: 'vomiting', frequency: '19%' },
          { reaction: 'peripheral oedema', frequency: '13%' },
          { reaction: 'anaemia (laboratory)', frequency: '93%' },
          { reaction: 'lymphopenia (laboratory)', frequency: '72%' },
        ],
        serious: [
          'Bone-marrow suppression and pancytopenia',
          'Fractures and deaths with abiraterone plus prednisone',
        ],
      },
      sources: monographSources('Xofigo (radium Ra 223 dichloride)'),
    },
    sources: [pi('Xofigo (radium Ra 223 dichloride)')],
  },
];

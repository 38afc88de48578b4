import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';
import {
  CPIC_G6PD,
  FDA_DDI_TABLE,
  NO_HEPATIC_RULE,
  NO_RENAL_RULE,
  REVIEWED,
  RXCUI_UNCONFIRMED,
  label,
} from './comed-shared';

/*
 * Endocrine and metabolic co-medications: insulins, oral and injectable glucose-lowering drugs
 * (metformin is in gastrointestinal-and-other.ts), antithyroid drugs and liothyronine
 * (levothyroxine is in gastrointestinal-and-other.ts), oral bisphosphonates and vitamin D, and
 * testosterone. Selection, RxCUI sources and grading conventions: see comed-shared.ts.
 *
 * The toxicity vocabulary has no hypoglycaemia term, so hypoglycaemia risk is carried by the
 * monitoring text and by curated interactions (fluoroquinolones, fluconazole, beta-blockers),
 * not by an additive rule.
 */

// ------------------------------------------------------------------------------------ insulins

const INSULIN_MONITORING = [
  'Blood glucose more often when starting or stopping corticosteroids (dexamethasone antiemetic or myeloma regimens raise glucose for 1-3 days), somatostatin analogues, alpelisib or other hyperglycaemia-causing drugs, and when eating falls during chemotherapy (hypoglycaemia).',
  'Hypokalaemia (insulin shifts potassium into cells), especially with diuretics, IV insulin or QT-prolonging drugs.',
  'Beta-blockers blunt the warning signs of hypoglycaemia; thiazolidinediones (pioglitazone) add fluid retention and heart failure.',
  'Never share pens or cartridges between patients (blood-borne infection).',
];

function insulin(
  d: Pick<
    DrugInput,
    'id' | 'name' | 'brandNames' | 'atc' | 'classTags' | 'drugClass' | 'mechanism' | 'routes'
  > & {
    product: string;
  },
): DrugInput {
  return {
    id: d.id,
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: d.name,
    brandNames: d.brandNames,
    atc: d.atc,
    kind: 'supportive',
    drugClass: d.drugClass,
    classTags: d.classTags,
    mechanism: d.mechanism,
    routes: d.routes,
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment lowers insulin clearance: monitor glucose more often and reduce the dose as needed.',
      rules: [
        {
          crclBelow: 60,
          action: 'monitor',
          text: 'Monitor glucose; dose reductions may be needed.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment lowers gluconeogenesis and insulin clearance: monitor glucose and reduce as needed.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Monitor glucose; dose reductions may be needed.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: INSULIN_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(d.product, '2 Dosage and Administration'),
      label(d.product, '5 Warnings and Precautions'),
      label(d.product, '7 Drug Interactions'),
    ],
  };
}

const insulins: DrugInput[] = [
  insulin({
    id: 'insulin-glargine',
    name: 'Insulin glargine',
    brandNames: ['Lantus', 'Toujeo', 'Basaglar', 'Semglee', 'Rezvoglar'],
    atc: ['A10AE04'],
    drugClass: 'Long-acting (basal) insulin analogue',
    classTags: ['basal-insulin'],
    mechanism:
      'Long-acting insulin analogue that precipitates at the injection site and is absorbed slowly over about 24 hours.',
    routes: ['sc'],
    product: 'Lantus (insulin glargine)',
  }),
  insulin({
    id: 'insulin-degludec',
    name: 'Insulin degludec',
    brandNames: ['Tresiba'],
    atc: ['A10AE06'],
    drugClass: 'Ultra-long-acting (basal) insulin analogue',
    classTags: ['basal-insulin'],
    mechanism:
      'Ultra-long-acting insulin analogue that forms multihexamers at the injection site; duration over 42 hours.',
    routes: ['sc'],
    product: 'Tresiba (insulin degludec)',
  }),
  insulin({
    id: 'insulin-lispro',
    name: 'Insulin lispro',
    brandNames: ['Humalog', 'Admelog', 'Lyumjev'],
    atc: ['A10AB04'],
    drugClass: 'Rapid-acting (prandial) insulin analogue',
    classTags: ['prandial-insulin'],
    mechanism:
      'Rapid-acting insulin analogue given within 15 minutes of a meal or by infusion pump.',
    routes: ['sc', 'iv'],
    product: 'Humalog (insulin lispro)',
  }),
  insulin({
    id: 'insulin-aspart',
    name: 'Insulin aspart',
    brandNames: ['NovoLog', 'Fiasp'],
    atc: ['A10AB05'],
    drugClass: 'Rapid-acting (prandial) insulin analogue',
    classTags: ['prandial-insulin'],
    mechanism:
      'Rapid-acting insulin analogue given 5-10 minutes before a meal or by infusion pump.',
    routes: ['sc', 'iv'],
    product: 'NovoLog (insulin aspart)',
  }),
  insulin({
    id: 'insulin-human',
    name: 'Insulin human (regular and NPH)',
    brandNames: ['Humulin R', 'Humulin N', 'Novolin R', 'Novolin N', 'Humulin 70/30'],
    atc: ['A10AB01', 'A10AC01'],
    drugClass: 'Human insulin (short-acting regular and intermediate-acting isophane)',
    classTags: ['human-insulin'],
    mechanism:
      'Recombinant human insulin: regular insulin acts within 30 minutes for 6-8 hours; isophane (NPH) is intermediate-acting (up to about 24 hours).',
    routes: ['sc', 'iv'],
    product: 'Humulin R (insulin human injection)',
  }),
];

// -------------------------------------------------------------- oral and injectable glucose lowering

const SU_MONITORING = [
  'Hypoglycaemia, especially with poor oral intake during chemotherapy, renal or hepatic impairment and older age.',
  'Hypoglycaemia or hyperglycaemia with fluoroquinolones; hypoglycaemia with fluconazole and other CYP2C9 inhibitors; beta-blockers blunt its warning signs.',
  'Haemolytic anaemia in G6PD deficiency: consider a non-sulfonylurea alternative.',
  'Colesevelam lowers absorption: give the sulfonylurea at least 4 hours before.',
];

const GLUCOTROL = 'Glucotrol XL (glipizide)';
const AMARYL = 'Amaryl (glimepiride)';
const GLYNASE = 'Glynase (glyburide micronized)';
const JANUVIA = 'Januvia (sitagliptin)';
const TRADJENTA = 'Tradjenta (linagliptin)';
const ONGLYZA = 'Onglyza (saxagliptin)';
const JARDIANCE = 'Jardiance (empagliflozin)';
const FARXIGA = 'Farxiga (dapagliflozin)';
const INVOKANA = 'Invokana (canagliflozin)';
const OZEMPIC = 'Ozempic (semaglutide) injection';
const RYBELSUS = 'Rybelsus (semaglutide) tablets';
const TRULICITY = 'Trulicity (dulaglutide)';
const VICTOZA = 'Victoza (liraglutide)';
const MOUNJARO = 'Mounjaro (tirzepatide)';
const ACTOS = 'Actos (pioglitazone)';

const DPP4_MONITORING = [
  'Acute pancreatitis (persistent severe abdominal pain): stop and do not restart.',
  'Bullous pemphigoid and severe hypersensitivity, including angioedema (more with ACE inhibitors).',
  'With insulin or a sulfonylurea: lower their dose to avoid hypoglycaemia.',
];

const SGLT2_MONITORING = [
  'Ketoacidosis, sometimes with normal glucose: hold at least 3 days before surgery or procedures and during poor oral intake, vomiting or acute illness (common during chemotherapy); check ketones if unwell.',
  'Volume depletion and hypotension, more with loop diuretics, older age and low eGFR; acute kidney injury.',
  'Genital mycotic infections and urinary tract infections, including urosepsis and Fournier gangrene (rare).',
  'With insulin or a sulfonylurea: lower their dose to avoid hypoglycaemia.',
];

const GLP1_BOXED =
  'Thyroid C-cell tumours in rodents; contraindicated with a personal or family history of medullary thyroid carcinoma or multiple endocrine neoplasia type 2.';

const GLP1_MONITORING = [
  'Nausea, vomiting and diarrhoea, mainly when starting or escalating; they add to chemotherapy-induced GI toxicity and dehydration (acute kidney injury).',
  'Delayed gastric emptying can change the absorption of oral drugs; monitor narrow-therapeutic-index oral drugs. Aspiration risk during sedation or anaesthesia: follow local peri-procedural guidance.',
  'Acute pancreatitis and gallbladder disease.',
  'With insulin or a sulfonylurea: lower their dose to avoid hypoglycaemia.',
];

function glp1(
  d: Pick<
    DrugInput,
    'id' | 'name' | 'brandNames' | 'atc' | 'classTags' | 'drugClass' | 'mechanism' | 'routes'
  > & {
    sources: Source[];
    extraMonitoring?: string[];
  },
): DrugInput {
  return {
    id: d.id,
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: d.name,
    brandNames: d.brandNames,
    atc: d.atc,
    kind: 'supportive',
    drugClass: d.drugClass,
    classTags: d.classTags,
    mechanism: d.mechanism,
    routes: d.routes,
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    rareToxicities: ['nephrotoxicity', 'hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No dose adjustment for renal impairment; monitor renal function when GI losses are severe.',
    },
    hepatic: { status: 'no-adjustment', summary: 'No dose adjustment for hepatic impairment.' },
    boxedWarnings: [GLP1_BOXED],
    monitoring: [...GLP1_MONITORING, ...(d.extraMonitoring ?? [])],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: d.sources,
  };
}

const glucoseLowering: DrugInput[] = [
  {
    id: 'glipizide',
    rxcui: '4821',
    name: 'Glipizide',
    brandNames: ['Glucotrol', 'Glucotrol XL'],
    atc: ['A10BB07'],
    kind: 'supportive',
    drugClass: 'Sulfonylurea',
    classTags: ['sulfonylurea'],
    mechanism:
      'Closes pancreatic beta-cell ATP-sensitive potassium channels, releasing insulin; cleared by hepatic CYP2C9 metabolism.',
    routes: ['oral'],
    pathways: { CYP2C9: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hemolysis', 'hepatotoxicity', 'dermatologic'],
    renal: {
      status: 'adjust',
      summary: 'Renal impairment: start at 2.5 mg and titrate conservatively (hypoglycaemia risk).',
      rules: [{ crclBelow: 60, action: 'reduce', text: 'Start 2.5 mg daily and titrate slowly.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: start at 2.5 mg and titrate conservatively.',
      rules: [
        { hepaticClass: 'any', action: 'reduce', text: 'Start 2.5 mg daily and titrate slowly.' },
      ],
    },
    boxedWarnings: [],
    monitoring: SU_MONITORING,
    pgxGenes: ['G6PD'],
    lastReviewed: REVIEWED,
    sources: [
      label(GLUCOTROL, '2 Dosage and Administration'),
      label(GLUCOTROL, '5 Warnings and Precautions'),
      label(GLUCOTROL, '7 Drug Interactions'),
      label(GLUCOTROL, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'glimepiride',
    rxcui: '25789',
    name: 'Glimepiride',
    brandNames: ['Amaryl'],
    atc: ['A10BB12'],
    kind: 'supportive',
    drugClass: 'Sulfonylurea',
    classTags: ['sulfonylurea'],
    mechanism:
      'Closes pancreatic beta-cell ATP-sensitive potassium channels, releasing insulin; cleared by CYP2C9 to renally excreted metabolites.',
    routes: ['oral'],
    // FDA index table: glimepiride is a moderate sensitive CYP2C9 substrate.
    pathways: { CYP2C9: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hemolysis', 'hepatotoxicity', 'dermatologic'],
    renal: {
      status: 'adjust',
      summary: 'Renal impairment: start 1 mg once daily and titrate by fasting glucose.',
      rules: [{ crclBelow: 60, action: 'reduce', text: 'Start 1 mg once daily.' }],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic impairment not studied; start low.',
      rules: [{ hepaticClass: 'any', action: 'monitor', text: 'Start low and titrate slowly.' }],
    },
    boxedWarnings: [],
    monitoring: SU_MONITORING,
    pgxGenes: ['G6PD'],
    lastReviewed: REVIEWED,
    sources: [
      label(AMARYL, '2 Dosage and Administration'),
      label(AMARYL, '5 Warnings and Precautions'),
      label(AMARYL, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'glyburide',
    rxcui: '4815',
    name: 'Glyburide',
    synonyms: ['glibenclamide'],
    brandNames: ['Glynase', 'DiaBeta'],
    atc: ['A10BB01'],
    kind: 'supportive',
    drugClass: 'Sulfonylurea',
    classTags: ['sulfonylurea'],
    mechanism:
      'Closes pancreatic beta-cell ATP-sensitive potassium channels, releasing insulin; metabolised by CYP2C9 and CYP3A4 to active metabolites cleared by kidney and bile.',
    routes: ['oral'],
    pathways: { CYP2C9: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hemolysis', 'hepatotoxicity', 'dermatologic'],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment: active metabolites accumulate; start low and titrate conservatively or prefer another agent.',
      rules: [
        { crclBelow: 60, action: 'monitor', text: 'Start low; prolonged hypoglycaemia risk.' },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: start low and titrate conservatively.',
      rules: [{ hepaticClass: 'any', action: 'monitor', text: 'Start low and titrate slowly.' }],
    },
    boxedWarnings: [],
    monitoring: [...SU_MONITORING, 'Contraindicated with bosentan (liver injury).'],
    pgxGenes: ['G6PD'],
    lastReviewed: REVIEWED,
    sources: [
      label(GLYNASE, 'CONTRAINDICATIONS'),
      label(GLYNASE, 'WARNINGS'),
      label(GLYNASE, 'PRECAUTIONS: Drug Interactions'),
      CPIC_G6PD,
    ],
  },
  {
    id: 'sitagliptin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Sitagliptin',
    brandNames: ['Januvia', 'Zituvio'],
    atc: ['A10BH01'],
    kind: 'supportive',
    drugClass: 'Dipeptidyl peptidase-4 inhibitor',
    classTags: ['dpp4-inhibitor'],
    mechanism:
      'Inhibits DPP-4, raising active incretins (GLP-1, GIP); about 80% excreted unchanged in urine.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity', 'dermatologic'],
    renal: {
      status: 'adjust',
      summary: 'eGFR 30-44: 50 mg once daily; below 30 or on dialysis: 25 mg once daily.',
      rules: [
        { crclBelow: 45, action: 'reduce', doseFactor: 0.5, text: 'eGFR 30-44: 50 mg once daily.' },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'eGFR below 30 or dialysis: 25 mg once daily.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'Mild to moderate impairment: no adjustment; severe: not studied.',
    },
    boxedWarnings: [],
    monitoring: [...DPP4_MONITORING, 'Digoxin levels rise slightly; monitor.'],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(JANUVIA, '2 Dosage and Administration'),
      label(JANUVIA, '5 Warnings and Precautions'),
      label(JANUVIA, '7 Drug Interactions'),
    ],
  },
  {
    id: 'linagliptin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Linagliptin',
    brandNames: ['Tradjenta'],
    atc: ['A10BH05'],
    kind: 'supportive',
    drugClass: 'Dipeptidyl peptidase-4 inhibitor',
    classTags: ['dpp4-inhibitor'],
    mechanism:
      'Inhibits DPP-4; mostly excreted unchanged in bile. A P-gp and CYP3A4 substrate: rifampin lowered exposure about 40% and may cut efficacy.',
    routes: ['oral'],
    pathways: { 'P-gp': { substrate: 'minor' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity', 'dermatologic'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: { status: 'no-adjustment', summary: 'No dose adjustment for hepatic impairment.' },
    boxedWarnings: [],
    monitoring: [
      ...DPP4_MONITORING,
      'Strong P-gp and CYP3A4 inducers (rifampin, carbamazepine, phenytoin, enzalutamide, apalutamide): use another glucose-lowering drug.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(TRADJENTA, '5 Warnings and Precautions'),
      label(TRADJENTA, '7 Drug Interactions'),
      label(TRADJENTA, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'saxagliptin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Saxagliptin',
    brandNames: ['Onglyza'],
    atc: ['A10BH03'],
    kind: 'supportive',
    drugClass: 'Dipeptidyl peptidase-4 inhibitor',
    classTags: ['dpp4-inhibitor'],
    mechanism:
      'Inhibits DPP-4; metabolised by CYP3A4/5 to an active metabolite (ketoconazole raised saxagliptin exposure about 2.5-fold).',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity', 'dermatologic', 'cardiotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'eGFR below 45 or dialysis: 2.5 mg once daily.',
      rules: [
        {
          crclBelow: 45,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'eGFR below 45: 2.5 mg once daily.',
        },
      ],
    },
    hepatic: { status: 'no-adjustment', summary: 'No dose adjustment for hepatic impairment.' },
    boxedWarnings: [],
    monitoring: [
      ...DPP4_MONITORING,
      'Strong CYP3A4 inhibitors: limit to 2.5 mg once daily.',
      'Heart-failure hospitalisation rose in a cardiovascular outcome trial: watch for heart failure, for example with anthracyclines or trastuzumab.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ONGLYZA, '2 Dosage and Administration'),
      label(ONGLYZA, '5 Warnings and Precautions'),
      label(ONGLYZA, '7 Drug Interactions'),
    ],
  },
  {
    id: 'empagliflozin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Empagliflozin',
    brandNames: ['Jardiance'],
    atc: ['A10BK03'],
    kind: 'supportive',
    drugClass: 'Sodium-glucose cotransporter-2 inhibitor',
    classTags: ['sglt2-inhibitor'],
    mechanism:
      'Inhibits renal SGLT2, causing glucosuria and natriuresis; glucuronidated (UGT2B7, 1A3, 1A8, 1A9), without clinically relevant CYP interactions.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infection'],
    rareToxicities: ['nephrotoxicity', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Not recommended to start when eGFR is below 20 (glycaemic efficacy is lost below 30); contraindicated on dialysis.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'eGFR below 30: little glucose-lowering effect.',
        },
        { crclBelow: 20, action: 'avoid', text: 'eGFR below 20: do not start.' },
      ],
    },
    hepatic: { status: 'no-adjustment', summary: 'No dose adjustment for hepatic impairment.' },
    boxedWarnings: [],
    monitoring: SGLT2_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(JARDIANCE, '2 Dosage and Administration'),
      label(JARDIANCE, '4 Contraindications'),
      label(JARDIANCE, '5 Warnings and Precautions'),
      label(JARDIANCE, '7 Drug Interactions'),
    ],
  },
  {
    id: 'dapagliflozin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Dapagliflozin',
    brandNames: ['Farxiga'],
    atc: ['A10BK01'],
    kind: 'supportive',
    drugClass: 'Sodium-glucose cotransporter-2 inhibitor',
    classTags: ['sglt2-inhibitor'],
    mechanism:
      'Inhibits renal SGLT2, causing glucosuria and natriuresis; glucuronidated by UGT1A9, without clinically relevant CYP interactions.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infection'],
    rareToxicities: ['nephrotoxicity', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Not recommended to start when eGFR is below 25; glycaemic efficacy is lost below 45; contraindicated on dialysis.',
      rules: [
        {
          crclBelow: 45,
          action: 'monitor',
          text: 'eGFR below 45: little glucose-lowering effect.',
        },
        { crclBelow: 25, action: 'avoid', text: 'eGFR below 25: do not start.' },
      ],
    },
    hepatic: { status: 'no-adjustment', summary: 'No dose adjustment for hepatic impairment.' },
    boxedWarnings: [],
    monitoring: SGLT2_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(FARXIGA, '2 Dosage and Administration'),
      label(FARXIGA, '4 Contraindications'),
      label(FARXIGA, '5 Warnings and Precautions'),
      label(FARXIGA, '7 Drug Interactions'),
    ],
  },
  {
    id: 'canagliflozin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Canagliflozin',
    brandNames: ['Invokana'],
    atc: ['A10BK02'],
    kind: 'supportive',
    drugClass: 'Sodium-glucose cotransporter-2 inhibitor',
    classTags: ['sglt2-inhibitor'],
    mechanism:
      'Inhibits renal SGLT2; glucuronidated by UGT1A9 and UGT2B4 (rifampin lowered exposure 51%) and a weak P-gp inhibitor (digoxin exposure up about 20%).',
    routes: ['oral'],
    pathways: { 'P-gp': { inhibitor: 'weak' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infection'],
    rareToxicities: ['nephrotoxicity', 'hyperkalemia', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'eGFR 30-59: 100 mg once daily; not recommended to start below 30; contraindicated on dialysis.',
      rules: [
        { crclBelow: 60, action: 'reduce', text: 'eGFR 30-59: 100 mg once daily.' },
        { crclBelow: 30, action: 'avoid', text: 'eGFR below 30: do not start.' },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Mild to moderate impairment: no adjustment; severe: not studied, not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      ...SGLT2_MONITORING,
      'UGT inducers (rifampin, phenytoin, phenobarbital, ritonavir): raise to 200-300 mg daily as the label allows by eGFR.',
      'Digoxin: monitor levels. Hyperkalaemia in moderate renal impairment, with ACE inhibitors, ARBs or potassium-sparing diuretics. Lower-limb amputation and fractures.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(INVOKANA, '2 Dosage and Administration'),
      label(INVOKANA, '4 Contraindications'),
      label(INVOKANA, '5 Warnings and Precautions'),
      label(INVOKANA, '7 Drug Interactions'),
    ],
  },
  glp1({
    id: 'semaglutide',
    name: 'Semaglutide',
    brandNames: ['Ozempic', 'Wegovy', 'Rybelsus'],
    atc: ['A10BJ06'],
    drugClass: 'GLP-1 receptor agonist',
    classTags: ['glp1-receptor-agonist'],
    mechanism:
      'GLP-1 receptor agonist given weekly by injection or daily by mouth (with an absorption enhancer); slows gastric emptying. Proteolytic degradation; no CYP role.',
    routes: ['sc', 'oral'],
    extraMonitoring: [
      'Oral semaglutide raised levothyroxine exposure by about a third: check TSH.',
      'Diabetic retinopathy can worsen with rapid glucose lowering.',
    ],
    sources: [
      label(OZEMPIC, 'Boxed Warning'),
      label(OZEMPIC, '5 Warnings and Precautions'),
      label(OZEMPIC, '7 Drug Interactions'),
      label(RYBELSUS, '7 Drug Interactions'),
    ],
  }),
  glp1({
    id: 'dulaglutide',
    name: 'Dulaglutide',
    brandNames: ['Trulicity'],
    atc: ['A10BJ05'],
    drugClass: 'GLP-1 receptor agonist',
    classTags: ['glp1-receptor-agonist'],
    mechanism:
      'Weekly GLP-1 receptor agonist (Fc-fusion); slows gastric emptying; proteolytic degradation.',
    routes: ['sc'],
    sources: [
      label(TRULICITY, 'Boxed Warning'),
      label(TRULICITY, '5 Warnings and Precautions'),
      label(TRULICITY, '7 Drug Interactions'),
    ],
  }),
  glp1({
    id: 'liraglutide',
    name: 'Liraglutide',
    brandNames: ['Victoza', 'Saxenda'],
    atc: ['A10BJ02'],
    drugClass: 'GLP-1 receptor agonist',
    classTags: ['glp1-receptor-agonist'],
    mechanism: 'Daily GLP-1 receptor agonist; slows gastric emptying; proteolytic degradation.',
    routes: ['sc'],
    sources: [
      label(VICTOZA, 'Boxed Warning'),
      label(VICTOZA, '5 Warnings and Precautions'),
      label(VICTOZA, '7 Drug Interactions'),
    ],
  }),
  glp1({
    id: 'tirzepatide',
    name: 'Tirzepatide',
    brandNames: ['Mounjaro', 'Zepbound'],
    atc: ['A10BX16'],
    drugClass: 'GIP and GLP-1 receptor agonist',
    classTags: ['glp1-receptor-agonist', 'gip-receptor-agonist'],
    mechanism:
      'Weekly dual GIP and GLP-1 receptor agonist; slows gastric emptying, most after the first dose; proteolytic degradation.',
    routes: ['sc'],
    extraMonitoring: [
      'Oral hormonal contraceptives: exposure falls after the first dose and each dose escalation; switch to a non-oral method or add a barrier method for 4 weeks after starting and after each escalation.',
    ],
    sources: [
      label(MOUNJARO, 'Boxed Warning'),
      label(MOUNJARO, '5 Warnings and Precautions'),
      label(MOUNJARO, '7 Drug Interactions'),
      label(MOUNJARO, '12.3 Pharmacokinetics'),
    ],
  }),
  {
    id: 'pioglitazone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Pioglitazone',
    brandNames: ['Actos'],
    atc: ['A10BG03'],
    kind: 'supportive',
    drugClass: 'Thiazolidinedione (PPAR-gamma agonist)',
    classTags: ['thiazolidinedione'],
    mechanism:
      'PPAR-gamma agonist that improves insulin sensitivity; cleared by CYP2C8 (gemfibrozil raised exposure about 3-fold) and CYP3A4.',
    routes: ['oral'],
    // FDA index table: pioglitazone is a moderate sensitive CYP2C8 substrate.
    pathways: { CYP2C8: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity'],
    rareToxicities: ['hepatotoxicity'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Do not start with active liver disease or ALT above 2.5 times the upper limit; stop if ALT exceeds 3 times with bilirubin above 2 times.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Check liver tests before starting; do not start with active liver disease.',
        },
      ],
    },
    boxedWarnings: [
      'Causes or worsens congestive heart failure: do not start in NYHA class III or IV heart failure; watch for weight gain, oedema and dyspnoea, and reduce or stop if heart failure develops.',
    ],
    monitoring: [
      'Strong CYP2C8 inhibitors (gemfibrozil): maximum 15 mg daily. CYP2C8 inducers (rifampin) lower exposure.',
      'Fluid retention and heart failure, more with insulin; consider with cardiotoxic anticancer therapy (anthracyclines, trastuzumab).',
      'Bladder cancer: do not use with active bladder cancer; evaluate haematuria. Fractures in women.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ACTOS, 'Boxed Warning'),
      label(ACTOS, '2 Dosage and Administration'),
      label(ACTOS, '5 Warnings and Precautions'),
      label(ACTOS, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
];

// ---------------------------------------------------------------- thyroid, bone and androgens

const TAPAZOLE = 'Methimazole tablets (Tapazole)';
const PTU = 'Propylthiouracil tablets';
const CYTOMEL = 'Cytomel (liothyronine sodium)';
const FOSAMAX = 'Fosamax (alendronate sodium)';
const ACTONEL = 'Actonel (risedronate sodium)';
const ATELVIA = 'Atelvia (risedronate sodium delayed-release)';
const BONIVA = 'Boniva (ibandronate sodium)';
const ROCALTROL = 'Rocaltrol (calcitriol)';
const ANDROGEL = 'AndroGel (testosterone gel)';

const NIH_ODS_VITAMIN_D: Source = {
  kind: 'guideline',
  title: 'NIH Office of Dietary Supplements: Vitamin D fact sheet for health professionals',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
  unconfirmed: 'fact sheet revised in place; the revision date used at curation was not recorded',
};

const ANTITHYROID_MONITORING = [
  'Agranulocytosis (usually in the first 3 months): stop and check a blood count at fever or sore throat; it adds to chemotherapy neutropenia in the differential.',
  'As the patient becomes euthyroid, warfarin needs rise and beta-blocker, digoxin and theophylline needs fall.',
  'Checkpoint-inhibitor thyroiditis usually causes transient thyrotoxicosis that needs a beta-blocker, not an antithyroid drug; confirm the cause first.',
];

const BISPHOSPHONATE_MONITORING = [
  'Correct hypocalcaemia and vitamin D deficiency before starting; keep calcium and vitamin D intake adequate.',
  'Osteonecrosis of the jaw: dental review before starting; risk rises with invasive dental work, chemotherapy, corticosteroids and angiogenesis inhibitors (bevacizumab, VEGF kinase inhibitors). Atypical femoral fractures with long use.',
  'Do not combine with intravenous zoledronic acid or denosumab for cancer bone disease (duplicate antiresorptive therapy).',
];

const thyroidBoneAndroid: DrugInput[] = [
  {
    id: 'methimazole',
    rxcui: '6835',
    name: 'Methimazole',
    synonyms: ['thiamazole'],
    brandNames: ['Tapazole'],
    atc: ['H03BB02'],
    kind: 'supportive',
    drugClass: 'Thionamide antithyroid drug',
    classTags: ['antithyroid-thionamide'],
    mechanism: 'Inhibits thyroid peroxidase, blocking thyroid hormone synthesis.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['embryo-fetal'],
    rareToxicities: ['myelosuppression', 'hepatotoxicity', 'dermatologic'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      ...ANTITHYROID_MONITORING,
      'First-trimester exposure is linked to congenital malformations (aplasia cutis, choanal or oesophageal atresia): propylthiouracil may be preferred in the first trimester.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(TAPAZOLE, 'WARNINGS'),
      label(TAPAZOLE, 'PRECAUTIONS: Drug Interactions'),
      label(TAPAZOLE, 'ADVERSE REACTIONS'),
    ],
  },
  {
    id: 'propylthiouracil',
    rxcui: '8794',
    name: 'Propylthiouracil',
    synonyms: ['PTU'],
    brandNames: [],
    atc: ['H03BA02'],
    kind: 'supportive',
    drugClass: 'Thionamide antithyroid drug',
    classTags: ['antithyroid-thionamide'],
    mechanism: 'Inhibits thyroid peroxidase and the peripheral conversion of T4 to T3.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hepatotoxicity', 'myelosuppression', 'dermatologic'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Severe liver injury and acute liver failure, sometimes fatal or needing transplant; reserve for patients who cannot take methimazole or in the first trimester of pregnancy.',
    ],
    monitoring: [
      ...ANTITHYROID_MONITORING,
      'Liver tests and symptoms of liver injury (fatigue, anorexia, jaundice, dark urine): stop at once if they appear.',
      'ANCA-positive vasculitis (rare).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PTU, 'Boxed Warning'),
      label(PTU, 'WARNINGS'),
      label(PTU, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
  {
    id: 'liothyronine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Liothyronine',
    synonyms: ['T3', 'triiodothyronine'],
    brandNames: ['Cytomel', 'Triostat'],
    atc: ['H03AA02'],
    kind: 'supportive',
    drugClass: 'Thyroid hormone',
    classTags: ['thyroid-hormone'],
    mechanism:
      'Synthetic T3, the active thyroid hormone; rapid onset and short half-life (about 1 day).',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Not for obesity or weight loss: ineffective in euthyroid patients at replacement doses and toxic at larger doses, especially with sympathomimetic amines.',
    ],
    monitoring: [
      'TSH and free T3; over-replacement causes atrial fibrillation and angina, especially in older patients or with heart disease.',
      'Calcium, iron, aluminium- and magnesium-containing antacids, sucralfate and bile-acid sequestrants bind thyroid hormones: separate by at least 4 hours.',
      'Kinase inhibitors (sunitinib, axitinib, lenvatinib, sorafenib, imatinib) and checkpoint inhibitors change thyroid function or replacement needs: check TSH.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(CYTOMEL, 'Boxed Warning'),
      label(CYTOMEL, '5 Warnings and Precautions'),
      label(CYTOMEL, '7 Drug Interactions'),
    ],
  },
  {
    id: 'alendronate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Alendronate',
    brandNames: ['Fosamax', 'Binosto'],
    atc: ['M05BA04'],
    kind: 'supportive',
    drugClass: 'Bisphosphonate (oral)',
    classTags: ['bisphosphonate'],
    mechanism:
      'Binds bone hydroxyapatite and inhibits osteoclast bone resorption; oral bioavailability under 1%, abolished by food, calcium and other polyvalent cations. Excreted unchanged by the kidney.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypocalcemia'],
    rareToxicities: ['osteonecrosis-jaw'],
    renal: {
      status: 'avoid',
      summary: 'Not recommended when CrCl is below 35 mL/min.',
      rules: [{ crclBelow: 35, action: 'avoid', text: 'CrCl below 35 mL/min: not recommended.' }],
    },
    hepatic: { status: 'no-adjustment', summary: 'Not metabolised; no hepatic adjustment.' },
    boxedWarnings: [],
    monitoring: [
      'Take with plain water on rising, at least 30 minutes before food, drinks or other medicines, and stay upright for 30 minutes; contraindicated with oesophageal abnormalities or inability to stay upright.',
      'Calcium, antacids, iron and other polyvalent cations: take at least 30 minutes after alendronate.',
      ...BISPHOSPHONATE_MONITORING,
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(FOSAMAX, '2 Dosage and Administration'),
      label(FOSAMAX, '4 Contraindications'),
      label(FOSAMAX, '5 Warnings and Precautions'),
      label(FOSAMAX, '7 Drug Interactions'),
    ],
  },
  {
    id: 'risedronate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Risedronate',
    brandNames: ['Actonel', 'Atelvia'],
    atc: ['M05BA07'],
    kind: 'supportive',
    drugClass: 'Bisphosphonate (oral)',
    classTags: ['bisphosphonate'],
    mechanism:
      'Binds bone hydroxyapatite and inhibits osteoclast bone resorption; oral absorption is tiny and blocked by food and polyvalent cations. Excreted unchanged by the kidney.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypocalcemia'],
    rareToxicities: ['osteonecrosis-jaw'],
    renal: {
      status: 'avoid',
      summary: 'Not recommended when CrCl is below 30 mL/min.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min: not recommended.' }],
    },
    hepatic: { status: 'no-adjustment', summary: 'Not metabolised; no hepatic adjustment.' },
    boxedWarnings: [],
    monitoring: [
      'Immediate-release (Actonel): take at least 30 minutes before the first food, drink or medicine, upright for 30 minutes. Delayed-release (Atelvia): take after breakfast; proton pump inhibitors and H2 blockers are not recommended with it.',
      'Calcium, antacids, iron and other polyvalent cations: take at a different time of day.',
      ...BISPHOSPHONATE_MONITORING,
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ACTONEL, '2 Dosage and Administration'),
      label(ACTONEL, '5 Warnings and Precautions'),
      label(ACTONEL, '7 Drug Interactions'),
      label(ATELVIA, '7 Drug Interactions'),
    ],
  },
  {
    id: 'ibandronate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ibandronate',
    brandNames: ['Boniva'],
    atc: ['M05BA06'],
    kind: 'supportive',
    drugClass: 'Bisphosphonate',
    classTags: ['bisphosphonate'],
    mechanism:
      'Binds bone hydroxyapatite and inhibits osteoclast bone resorption; monthly tablet or 3-monthly injection. Excreted unchanged by the kidney.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypocalcemia'],
    rareToxicities: ['osteonecrosis-jaw', 'nephrotoxicity'],
    renal: {
      status: 'avoid',
      summary:
        'Not recommended when CrCl is below 30 mL/min; check creatinine before each IV dose.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min: not recommended.' }],
    },
    hepatic: { status: 'no-adjustment', summary: 'Not metabolised; no hepatic adjustment.' },
    boxedWarnings: [],
    monitoring: [
      'Tablet: take with plain water at least 60 minutes before the first food, drink or other medicine (including calcium, antacids and vitamins), upright for 60 minutes.',
      ...BISPHOSPHONATE_MONITORING,
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(BONIVA, '2 Dosage and Administration'),
      label(BONIVA, '5 Warnings and Precautions'),
      label(BONIVA, '7 Drug Interactions'),
    ],
  },
  {
    id: 'calcitriol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Calcitriol',
    synonyms: ['1,25-dihydroxycholecalciferol'],
    brandNames: ['Rocaltrol', 'Calcijex'],
    atc: ['A11CC04'],
    kind: 'supportive',
    drugClass: 'Active vitamin D',
    classTags: ['active-vitamin-d'],
    mechanism:
      'The active form of vitamin D: raises intestinal calcium and phosphate absorption and suppresses parathyroid hormone; needs no renal or hepatic activation.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Serum calcium (at least twice weekly when starting or titrating), phosphate and magnesium; hypercalcaemia adds to thiazides, calcium supplements and hypercalcaemia of malignancy.',
      'Hypercalcaemia raises digoxin arrhythmia risk.',
      'Magnesium-containing antacids in dialysis patients: hypermagnesaemia. Cholestyramine lowers absorption; phenytoin and phenobarbital raise its clearance.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ROCALTROL, 'WARNINGS'),
      label(ROCALTROL, 'PRECAUTIONS: Drug Interactions'),
      label(ROCALTROL, 'DOSAGE AND ADMINISTRATION'),
    ],
  },
  {
    id: 'cholecalciferol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Cholecalciferol',
    synonyms: ['vitamin D3'],
    brandNames: [],
    atc: ['A11CC05'],
    kind: 'supportive',
    drugClass: 'Vitamin D (nutritional)',
    classTags: ['vitamin-d'],
    mechanism:
      'Nutritional vitamin D3, hydroxylated in the liver to 25-hydroxyvitamin D and in the kidney to calcitriol.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      '25-hydroxyvitamin D and calcium with high-dose replacement; thiazides add to hypercalcaemia.',
      'Orlistat and bile-acid sequestrants lower absorption; corticosteroids, phenytoin and phenobarbital raise vitamin D catabolism.',
      'Replete before bisphosphonates or denosumab (hypocalcaemia).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [NIH_ODS_VITAMIN_D],
  },
  {
    id: 'testosterone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Testosterone',
    synonyms: ['testosterone cypionate', 'testosterone enanthate', 'testosterone undecanoate'],
    brandNames: ['AndroGel', 'Testim', 'Depo-Testosterone', 'Xyosted', 'Jatenzo'],
    atc: ['G03BA03'],
    kind: 'supportive',
    drugClass: 'Androgen',
    classTags: ['androgen'],
    mechanism:
      'Androgen receptor agonist replacing endogenous testosterone; metabolised to dihydrotestosterone and oestradiol.',
    routes: ['topical', 'im', 'sc', 'oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism', 'hypertension', 'embryo-fetal'],
    rareToxicities: ['hepatotoxicity'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Topical gels: children exposed secondarily to testosterone have developed virilisation; keep children away from application sites and wash hands after use.',
    ],
    monitoring: [
      'Contraindicated in men with breast cancer or known or suspected prostate cancer; it opposes androgen-deprivation therapy.',
      'Haematocrit (erythrocytosis), PSA, blood pressure; venous thromboembolism.',
      'Warfarin: INR rises; insulin requirements can fall; corticosteroids add to oedema.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ANDROGEL, 'Boxed Warning'),
      label(ANDROGEL, '4 Contraindications'),
      label(ANDROGEL, '5 Warnings and Precautions'),
      label(ANDROGEL, '7 Drug Interactions'),
    ],
  },
];

export const comedEndocrineMetabolicDrugs: DrugInput[] = [
  ...insulins,
  ...glucoseLowering,
  ...thyroidBoneAndroid,
];

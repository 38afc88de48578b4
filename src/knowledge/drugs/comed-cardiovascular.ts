import type { DrugInput } from '../../core/knowledge/drug';
import { NO_HEPATIC_RULE, REVIEWED, label } from './comed-shared';

/*
 * Cardiovascular co-medications: renin-angiotensin blockers, beta-blockers, dihydropyridine
 * calcium-channel blockers, diuretics, lipid-lowering drugs, antiarrhythmics, nitrates and
 * antianginals, and the antithrombotics not already in cardiovascular.ts. Selection, RxCUI
 * sources and grading conventions: see comed-shared.ts.
 *
 * Toxicity flags: ACE-inhibitor and ARB hyperkalaemia is dose-related and common, so it is a
 * `toxicities` entry and feeds the additive-hyperkalaemia rule; their angioedema, cholestatic
 * hepatitis and renal failure in renal-artery stenosis are idiosyncratic or conditional and sit in
 * `rareToxicities`. Loop and thiazide diuretics carry the electrolyte losses that make QT risk
 * 'conditional' (torsades only with hypokalaemia or hypomagnesaemia).
 */

// ---------------------------------------------------------------- renin-angiotensin blockers

const RAS_FETAL_BOXED =
  'Fetal toxicity: drugs acting on the renin-angiotensin system cause fetal injury and death when used in the second and third trimesters; stop as soon as pregnancy is detected.';

const ACEI_MONITORING = [
  'Serum potassium and creatinine 1-2 weeks after starting or a dose change, and when adding potassium supplements, potassium-sparing diuretics, trimethoprim or NSAIDs.',
  'Angioedema (face, lips, tongue, intestinal): higher risk with mTOR inhibitors (everolimus, temsirolimus, sirolimus) and with a neprilysin inhibitor; do not combine with sacubitril/valsartan within 36 hours.',
  'Dual renin-angiotensin blockade (ACE inhibitor with an ARB or aliskiren) adds hypotension, hyperkalaemia and renal impairment without benefit in most patients.',
  'Hypotension with volume depletion (vomiting, diarrhoea, diuretics), for example during emetogenic chemotherapy.',
];

const ARB_MONITORING = [
  'Serum potassium and creatinine after starting or a dose change, and when adding potassium supplements, potassium-sparing diuretics, trimethoprim or NSAIDs.',
  'Dual renin-angiotensin blockade (with an ACE inhibitor or aliskiren) adds hypotension, hyperkalaemia and renal impairment.',
  'Hypotension with volume depletion (vomiting, diarrhoea, diuretics).',
];

const RAS_RARE: DrugInput['rareToxicities'] = ['hypersensitivity', 'nephrotoxicity'];

function aceInhibitor(
  d: Pick<DrugInput, 'id' | 'rxcui' | 'name' | 'brandNames' | 'atc' | 'mechanism' | 'renal'> & {
    product: string;
    hepatic?: DrugInput['hepatic'];
    extraMonitoring?: string[];
  },
): DrugInput {
  return {
    id: d.id,
    rxcui: d.rxcui,
    name: d.name,
    brandNames: d.brandNames,
    atc: d.atc,
    kind: 'supportive',
    drugClass: 'ACE inhibitor',
    classTags: ['ace-inhibitor', 'renin-angiotensin-blocker'],
    mechanism: d.mechanism,
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperkalemia', 'embryo-fetal'],
    rareToxicities: [...RAS_RARE, 'hepatotoxicity'],
    renal: d.renal,
    hepatic: d.hepatic ?? NO_HEPATIC_RULE,
    boxedWarnings: [RAS_FETAL_BOXED],
    monitoring: [...ACEI_MONITORING, ...(d.extraMonitoring ?? [])],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(d.product, 'Boxed Warning'),
      label(d.product, '2 Dosage and Administration'),
      label(d.product, '4 Contraindications'),
      label(d.product, '5 Warnings and Precautions'),
      label(d.product, '7 Drug Interactions'),
    ],
  };
}

function arb(
  d: Pick<
    DrugInput,
    'id' | 'rxcui' | 'name' | 'brandNames' | 'atc' | 'mechanism' | 'pathways' | 'hepatic'
  > & {
    product: string;
    renal?: DrugInput['renal'];
    rare?: DrugInput['rareToxicities'];
    extraMonitoring?: string[];
  },
): DrugInput {
  return {
    id: d.id,
    rxcui: d.rxcui,
    name: d.name,
    brandNames: d.brandNames,
    atc: d.atc,
    kind: 'supportive',
    drugClass: 'Angiotensin II receptor blocker',
    classTags: ['angiotensin-receptor-blocker', 'renin-angiotensin-blocker'],
    mechanism: d.mechanism,
    routes: ['oral'],
    pathways: d.pathways,
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperkalemia', 'embryo-fetal'],
    rareToxicities: [...RAS_RARE, ...(d.rare ?? [])],
    renal: d.renal ?? {
      status: 'no-adjustment',
      summary:
        'No starting-dose change for renal impairment; renal function can worsen where it depends on the renin-angiotensin system (renal-artery stenosis, heart failure, volume depletion).',
    },
    hepatic: d.hepatic,
    boxedWarnings: [RAS_FETAL_BOXED],
    monitoring: [...ARB_MONITORING, ...(d.extraMonitoring ?? [])],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(d.product, 'Boxed Warning'),
      label(d.product, '2 Dosage and Administration'),
      label(d.product, '5 Warnings and Precautions'),
      label(d.product, '7 Drug Interactions'),
      label(d.product, '12.3 Pharmacokinetics'),
    ],
  };
}

const rasBlockers: DrugInput[] = [
  aceInhibitor({
    id: 'lisinopril',
    rxcui: '29046',
    name: 'Lisinopril',
    brandNames: ['Zestril', 'Prinivil', 'Qbrelis'],
    atc: ['C09AA03'],
    product: 'Zestril (lisinopril)',
    mechanism:
      'Inhibits angiotensin-converting enzyme, lowering angiotensin II and aldosterone. Not metabolised; excreted unchanged in urine.',
    renal: {
      status: 'adjust',
      summary:
        'Hypertension: start 5 mg once daily when CrCl is 10-30 mL/min and 2.5 mg when below 10 mL/min or on haemodialysis; titrate to response.',
      rules: [
        { crclBelow: 30, action: 'reduce', text: 'CrCl 10-30 mL/min: start 5 mg once daily.' },
        {
          crclBelow: 10,
          action: 'reduce',
          text: 'CrCl below 10 mL/min or haemodialysis: start 2.5 mg once daily.',
        },
      ],
    },
  }),
  aceInhibitor({
    id: 'enalapril',
    rxcui: '3827',
    name: 'Enalapril',
    brandNames: ['Vasotec', 'Epaned'],
    atc: ['C09AA02'],
    product: 'Vasotec (enalapril maleate)',
    mechanism:
      'Prodrug hydrolysed in the liver to enalaprilat, which inhibits angiotensin-converting enzyme; enalaprilat is cleared by the kidney.',
    renal: {
      status: 'adjust',
      summary:
        'Start 2.5 mg once daily when CrCl is 30 mL/min or less (serum creatinine above 3 mg/dL) and on dialysis days; titrate to response.',
      rules: [
        { crclBelow: 30, action: 'reduce', text: 'CrCl 30 mL/min or less: start 2.5 mg daily.' },
      ],
    },
  }),
  aceInhibitor({
    id: 'ramipril',
    rxcui: '35296',
    name: 'Ramipril',
    brandNames: ['Altace'],
    atc: ['C09AA05'],
    product: 'Altace (ramipril)',
    mechanism:
      'Prodrug hydrolysed in the liver to ramiprilat, which inhibits angiotensin-converting enzyme; ramiprilat is cleared by the kidney.',
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 40 mL/min: 25% of the usual dose (hypertension: start 1.25 mg once daily, maximum 5 mg daily).',
      rules: [
        {
          crclBelow: 40,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'CrCl below 40 mL/min: give 25% of the usual dose; hypertension start 1.25 mg daily, maximum 5 mg.',
        },
      ],
    },
  }),
  aceInhibitor({
    id: 'benazepril',
    rxcui: '18867',
    name: 'Benazepril',
    brandNames: ['Lotensin'],
    atc: ['C09AA07'],
    product: 'Lotensin (benazepril hydrochloride)',
    mechanism:
      'Prodrug hydrolysed in the liver to benazeprilat, which inhibits angiotensin-converting enzyme; cleared by kidney and bile.',
    renal: {
      status: 'adjust',
      summary: 'CrCl below 30 mL/min: start 5 mg once daily, maximum 40 mg daily.',
      rules: [
        { crclBelow: 30, action: 'reduce', text: 'CrCl below 30 mL/min: start 5 mg once daily.' },
      ],
    },
  }),
  aceInhibitor({
    id: 'quinapril',
    rxcui: '35208',
    name: 'Quinapril',
    brandNames: ['Accupril'],
    atc: ['C09AA06'],
    product: 'Accupril (quinapril hydrochloride)',
    mechanism:
      'Prodrug de-esterified to quinaprilat, which inhibits angiotensin-converting enzyme; cleared mainly by the kidney.',
    renal: {
      status: 'adjust',
      summary:
        'Hypertension starting dose by CrCl: 10 mg above 60 mL/min, 5 mg at 30-60, 2.5 mg at 10-30 mL/min.',
      rules: [
        { crclBelow: 60, action: 'reduce', text: 'CrCl 30-60 mL/min: start 5 mg once daily.' },
        { crclBelow: 30, action: 'reduce', text: 'CrCl 10-30 mL/min: start 2.5 mg once daily.' },
      ],
    },
    extraMonitoring: [
      'Accupril tablets contain magnesium carbonate, which lowers tetracycline absorption by about a third; separate chelating antibiotics.',
    ],
  }),
  arb({
    id: 'losartan',
    rxcui: '52175',
    name: 'Losartan',
    brandNames: ['Cozaar'],
    atc: ['C09CA01'],
    product: 'Cozaar (losartan potassium)',
    mechanism:
      'Blocks the angiotensin II AT1 receptor. CYP2C9 and CYP3A4 form the carboxylic acid metabolite E-3174, which is 10-40 times more potent; rifampin and fluconazole lower the active metabolite.',
    pathways: { CYP2C9: { substrate: 'minor' }, CYP3A4: { substrate: 'minor' } },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment raises losartan exposure; start 25 mg once daily.',
      rules: [
        { hepaticClass: 'any', action: 'reduce', text: 'Hepatic impairment: start 25 mg daily.' },
      ],
    },
  }),
  arb({
    id: 'valsartan',
    rxcui: '69749',
    name: 'Valsartan',
    brandNames: ['Diovan'],
    atc: ['C09CA03'],
    product: 'Diovan (valsartan)',
    mechanism:
      'Blocks the angiotensin II AT1 receptor; little metabolism, cleared mostly in bile. Uptake by OATP1B1 and efflux by MRP2; inhibitors (rifampin, cyclosporine, ritonavir) may raise exposure.',
    pathways: { 'OATP1B1/1B3': { substrate: 'minor' } },
    renal: {
      status: 'no-data',
      summary:
        'No adjustment when CrCl is 30 mL/min or above; not studied below 30 mL/min, use with care.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'CrCl below 30 mL/min: not studied.' }],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Mild to moderate hepatic impairment: no adjustment; severe: not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe hepatic impairment: not studied.',
        },
      ],
    },
  }),
  arb({
    id: 'olmesartan',
    rxcui: '321064',
    name: 'Olmesartan',
    brandNames: ['Benicar'],
    atc: ['C09CA08'],
    product: 'Benicar (olmesartan medoxomil)',
    mechanism:
      'Prodrug ester hydrolysed in the gut wall to olmesartan, an AT1-receptor blocker; not metabolised by CYPs.',
    pathways: {},
    hepatic: NO_HEPATIC_RULE,
    rare: ['diarrhea'],
    extraMonitoring: [
      'Sprue-like enteropathy (severe chronic diarrhoea, weight loss) months to years after starting; it resolves on stopping and matters in the differential of chemotherapy or immune-related diarrhoea.',
      'Colesevelam lowers olmesartan exposure; give olmesartan at least 4 hours before it.',
    ],
  }),
  arb({
    id: 'irbesartan',
    rxcui: '83818',
    name: 'Irbesartan',
    brandNames: ['Avapro'],
    atc: ['C09CA04'],
    product: 'Avapro (irbesartan)',
    mechanism:
      'Blocks the angiotensin II AT1 receptor; oxidised mainly by CYP2C9 and glucuronidated, without clinically relevant CYP interactions in studies.',
    pathways: { CYP2C9: { substrate: 'minor' } },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No dose adjustment for mild to moderate hepatic impairment.',
    },
  }),
  arb({
    id: 'telmisartan',
    rxcui: '73494',
    name: 'Telmisartan',
    brandNames: ['Micardis'],
    atc: ['C09CA07'],
    product: 'Micardis (telmisartan)',
    mechanism:
      'Blocks the angiotensin II AT1 receptor; glucuronidated and excreted in bile, not metabolised by CYPs.',
    pathways: {},
    hepatic: {
      status: 'adjust',
      summary: 'Biliary obstruction or hepatic impairment: start at a low dose and titrate slowly.',
      rules: [{ hepaticClass: 'any', action: 'monitor', text: 'Start low and titrate slowly.' }],
    },
    extraMonitoring: [
      'Digoxin: telmisartan raised digoxin peak by about 49% and trough by 20%; check digoxin levels when starting, adjusting or stopping telmisartan.',
    ],
  }),
  arb({
    id: 'candesartan',
    rxcui: '214354',
    name: 'Candesartan',
    brandNames: ['Atacand'],
    atc: ['C09CA06'],
    product: 'Atacand (candesartan cilexetil)',
    mechanism:
      'Prodrug ester hydrolysed in the gut wall to candesartan, an AT1-receptor blocker; little metabolism, cleared in urine and bile.',
    pathways: {},
    renal: {
      status: 'no-data',
      summary:
        'No initial adjustment for mild renal impairment; exposure about doubles when CrCl is below 30 mL/min, with no label dose rule.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'CrCl below 30 mL/min: exposure about doubles; titrate with care.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: start 8 mg once daily (hypertension).',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate impairment: start 8 mg daily.',
        },
      ],
    },
  }),
];

export const comedCardiovascularDrugs: DrugInput[] = [...rasBlockers];

import type { DrugInput } from '../../core/knowledge/drug';
import {
  CPIC_BETA_BLOCKERS,
  CPIC_STATINS,
  FDA_DDI_TABLE,
  NO_HEPATIC_RULE,
  NO_RENAL_RULE,
  REVIEWED,
  RXCUI_UNCONFIRMED,
  label,
} from './comed-shared';

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

const RAS_RARE: NonNullable<DrugInput['rareToxicities']> = ['hypersensitivity', 'nephrotoxicity'];

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

// ------------------------------------------------------- beta-blockers and other antihypertensives

const BETA_BLOCKER_CESSATION =
  'Ischaemic heart disease: abrupt cessation can cause severe exacerbation of angina, myocardial infarction and ventricular arrhythmias; taper over 1-2 weeks.';

const BETA_BLOCKER_MONITORING = [
  'Heart rate and blood pressure; bradycardia and AV block add with ALK inhibitors (crizotinib, ceritinib, alectinib, brigatinib, lorlatinib), non-dihydropyridine calcium-channel blockers, digoxin, amiodarone, clonidine and octreotide.',
  'Masks the tachycardia of hypoglycaemia and of hyperthyroidism (including checkpoint-inhibitor thyroiditis).',
  'Patients with a history of anaphylaxis may react more severely to an allergen and respond less to usual epinephrine doses (relevant to taxane, platinum or asparaginase hypersensitivity).',
  'Do not stop abruptly; taper over 1-2 weeks.',
];

const betaBlockerSources = (product: string, boxed: boolean, plr = true) =>
  plr
    ? [
        ...(boxed ? [label(product, 'Boxed Warning')] : []),
        label(product, '2 Dosage and Administration'),
        label(product, '4 Contraindications'),
        label(product, '5 Warnings and Precautions'),
        label(product, '7 Drug Interactions'),
        label(product, '12.3 Pharmacokinetics'),
      ]
    : [
        ...(boxed ? [label(product, 'Boxed Warning')] : []),
        label(product, 'CONTRAINDICATIONS'),
        label(product, 'WARNINGS'),
        label(product, 'PRECAUTIONS: Drug Interactions'),
        label(product, 'DOSAGE AND ADMINISTRATION'),
      ];

const TOPROL = 'Toprol-XL (metoprolol succinate)';
const TENORMIN = 'Tenormin (atenolol)';
const COREG = 'Coreg (carvedilol)';
const INDERAL = 'Inderal LA (propranolol hydrochloride)';
const ZEBETA = 'Zebeta (bisoprolol fumarate)';
const BYSTOLIC = 'Bystolic (nebivolol)';
const LABETALOL = 'Labetalol hydrochloride tablets';
const CORGARD = 'Corgard (nadolol)';
const NORVASC = 'Norvasc (amlodipine besylate)';
const PROCARDIA = 'Procardia XL (nifedipine) extended-release tablets';
const PLENDIL = 'Felodipine extended-release tablets';
const CATAPRES = 'Catapres (clonidine hydrochloride)';
const HYDRALAZINE = 'Hydralazine hydrochloride tablets';

const antihypertensives: DrugInput[] = [
  {
    id: 'metoprolol',
    rxcui: '6918',
    name: 'Metoprolol',
    synonyms: ['metoprolol tartrate', 'metoprolol succinate'],
    brandNames: ['Lopressor', 'Toprol-XL'],
    atc: ['C07AB02'],
    kind: 'supportive',
    drugClass: 'Beta-1-selective adrenergic blocker',
    classTags: ['beta-blocker'],
    mechanism:
      'Selective beta-1 adrenoceptor blocker. Cleared mainly by CYP2D6; poor metabolisers and CYP2D6 inhibitors raise exposure several-fold and lose cardioselectivity.',
    routes: ['oral', 'iv'],
    // FDA index table: metoprolol is a moderate sensitive CYP2D6 substrate.
    pathways: { CYP2D6: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment raises exposure; start low and titrate gradually.',
      rules: [
        { hepaticClass: 'any', action: 'monitor', text: 'Start at a low dose and titrate slowly.' },
      ],
    },
    boxedWarnings: [BETA_BLOCKER_CESSATION],
    monitoring: [
      ...BETA_BLOCKER_MONITORING,
      'Strong CYP2D6 inhibitors (paroxetine, fluoxetine, bupropion, dacomitinib) and CYP2D6 poor metabolisers: expect several-fold higher levels; watch heart rate.',
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: REVIEWED,
    sources: [...betaBlockerSources(TOPROL, true), FDA_DDI_TABLE, CPIC_BETA_BLOCKERS],
  },
  {
    id: 'atenolol',
    rxcui: '1202',
    name: 'Atenolol',
    brandNames: ['Tenormin'],
    atc: ['C07AB03'],
    kind: 'supportive',
    drugClass: 'Beta-1-selective adrenergic blocker',
    classTags: ['beta-blocker'],
    mechanism:
      'Selective beta-1 adrenoceptor blocker; hydrophilic, little metabolism, excreted unchanged by the kidney.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'Maximum 50 mg daily when CrCl is 15-35 mL/min and 25 mg daily below 15 mL/min; on haemodialysis give 25-50 mg after each dialysis.',
      rules: [
        { crclBelow: 35, action: 'reduce', text: 'CrCl 15-35 mL/min: maximum 50 mg daily.' },
        { crclBelow: 15, action: 'reduce', text: 'CrCl below 15 mL/min: maximum 25 mg daily.' },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'Not hepatically cleared; no hepatic dose rule needed.',
    },
    boxedWarnings: [BETA_BLOCKER_CESSATION],
    monitoring: [...BETA_BLOCKER_MONITORING],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: betaBlockerSources(TENORMIN, true, false),
  },
  {
    id: 'carvedilol',
    rxcui: '20352',
    name: 'Carvedilol',
    brandNames: ['Coreg', 'Coreg CR'],
    atc: ['C07AG02'],
    kind: 'supportive',
    drugClass: 'Non-selective beta-blocker with alpha-1 blockade',
    classTags: ['beta-blocker'],
    mechanism:
      'Blocks beta-1, beta-2 and alpha-1 adrenoceptors. R(+)-carvedilol is cleared by CYP2D6 (2-3-fold higher in poor metabolisers), S(-)-carvedilol by CYP2C9 and others. A weak P-gp inhibitor: digoxin rises about 15% and cyclosporine trough levels rise.',
    routes: ['oral'],
    pathways: {
      CYP2D6: { substrate: 'moderate' },
      CYP2C9: { substrate: 'minor' },
      'P-gp': { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      ...BETA_BLOCKER_MONITORING,
      'Cyclosporine: carvedilol raises cyclosporine trough levels; monitor levels and reduce the cyclosporine dose as needed.',
      'Rifampin lowers carvedilol exposure by about 70%.',
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: REVIEWED,
    sources: betaBlockerSources(COREG, false),
  },
  {
    id: 'propranolol',
    rxcui: '8787',
    name: 'Propranolol',
    brandNames: ['Inderal LA', 'InnoPran XL', 'Hemangeol'],
    atc: ['C07AA05'],
    kind: 'supportive',
    drugClass: 'Non-selective beta-blocker',
    classTags: ['beta-blocker'],
    mechanism:
      'Non-selective beta-adrenoceptor blocker with extensive first-pass metabolism by CYP2D6, CYP1A2 and CYP2C19.',
    routes: ['oral', 'iv'],
    // FDA index table: propranolol is a moderate sensitive CYP2D6 substrate.
    pathways: {
      CYP2D6: { substrate: 'moderate' },
      CYP1A2: { substrate: 'minor' },
      CYP2C19: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic impairment raises exposure; no label dose rule, titrate with care.',
      rules: [{ hepaticClass: 'any', action: 'monitor', text: 'Titrate with care.' }],
    },
    boxedWarnings: [BETA_BLOCKER_CESSATION],
    monitoring: [
      ...BETA_BLOCKER_MONITORING,
      'Contraindicated in bronchial asthma; non-selective blockade antagonises inhaled beta-2 agonists.',
      'Lowers theophylline clearance; CYP1A2 and CYP2D6 inhibitors raise propranolol levels.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [...betaBlockerSources(INDERAL, true), FDA_DDI_TABLE],
  },
  {
    id: 'bisoprolol',
    rxcui: '19484',
    name: 'Bisoprolol',
    brandNames: ['Zebeta'],
    atc: ['C07AB07'],
    kind: 'supportive',
    drugClass: 'Beta-1-selective adrenergic blocker',
    classTags: ['beta-blocker'],
    mechanism:
      'Selective beta-1 adrenoceptor blocker; about half excreted unchanged in urine and half metabolised (CYP3A4).',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 40 mL/min: start 2.5 mg once daily and titrate with care.',
      rules: [
        { crclBelow: 40, action: 'reduce', text: 'CrCl below 40 mL/min: start 2.5 mg daily.' },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatitis or cirrhosis: start 2.5 mg once daily and titrate with care.',
      rules: [
        { hepaticClass: 'any', action: 'reduce', text: 'Hepatic impairment: start 2.5 mg daily.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [...BETA_BLOCKER_MONITORING],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: betaBlockerSources(ZEBETA, false, false),
  },
  {
    id: 'nebivolol',
    rxcui: '31555',
    name: 'Nebivolol',
    brandNames: ['Bystolic'],
    atc: ['C07AB12'],
    kind: 'supportive',
    drugClass: 'Beta-1-selective adrenergic blocker',
    classTags: ['beta-blocker'],
    mechanism:
      'Selective beta-1 adrenoceptor blocker with nitric-oxide-mediated vasodilation; cleared mainly by CYP2D6.',
    routes: ['oral'],
    // FDA index table: nebivolol is a sensitive CYP2D6 substrate. The label asks only for closer
    // monitoring with CYP2D6 inhibitors; the curated record for strong inhibitors grades the pair.
    pathways: { CYP2D6: { substrate: 'sensitive' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 30 mL/min: start 2.5 mg once daily and titrate slowly; not studied on dialysis.',
      rules: [
        { crclBelow: 30, action: 'reduce', text: 'CrCl below 30 mL/min: start 2.5 mg daily.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Moderate hepatic impairment: start 2.5 mg once daily; severe impairment: contraindicated.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate impairment: start 2.5 mg daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: contraindicated.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      ...BETA_BLOCKER_MONITORING,
      'CYP2D6 inhibitors (paroxetine, fluoxetine, bupropion) raise nebivolol levels; monitor heart rate and blood pressure.',
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: REVIEWED,
    sources: [
      ...betaBlockerSources(BYSTOLIC, false),
      label(BYSTOLIC, '12.5 Pharmacogenomics'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'labetalol',
    rxcui: '6185',
    name: 'Labetalol',
    brandNames: ['Trandate'],
    atc: ['C07AG01'],
    kind: 'supportive',
    drugClass: 'Combined alpha-1 and non-selective beta-blocker',
    classTags: ['beta-blocker'],
    mechanism:
      'Blocks alpha-1 and beta adrenoceptors; cleared by glucuronidation with extensive first-pass metabolism (cimetidine raises its bioavailability).',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia'],
    rareToxicities: ['hepatotoxicity'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment lowers metabolism; lower doses may be needed.',
      rules: [
        { hepaticClass: 'any', action: 'monitor', text: 'Use lower doses and titrate with care.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      ...BETA_BLOCKER_MONITORING,
      'Severe hepatocellular injury has been reported (rare); check liver tests at the first symptom of liver dysfunction.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(LABETALOL, 'CONTRAINDICATIONS'),
      label(LABETALOL, 'WARNINGS'),
      label(LABETALOL, 'PRECAUTIONS: Drug Interactions'),
      label(LABETALOL, 'CLINICAL PHARMACOLOGY'),
    ],
  },
  {
    id: 'nadolol',
    rxcui: '7226',
    name: 'Nadolol',
    brandNames: ['Corgard'],
    atc: ['C07AA12'],
    kind: 'supportive',
    drugClass: 'Non-selective beta-blocker',
    classTags: ['beta-blocker'],
    mechanism:
      'Long-acting non-selective beta-blocker; not metabolised, excreted unchanged by the kidney.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bradycardia'],
    renal: {
      status: 'adjust',
      summary:
        'Lengthen the dosing interval: every 24-36 h for CrCl 31-50, 24-48 h for 10-30 and 40-60 h below 10 mL/min.',
      rules: [
        { crclBelow: 50, action: 'extend-interval', text: 'CrCl 31-50 mL/min: every 24-36 hours.' },
        { crclBelow: 31, action: 'extend-interval', text: 'CrCl 10-30 mL/min: every 24-48 hours.' },
        {
          crclBelow: 10,
          action: 'extend-interval',
          text: 'CrCl below 10 mL/min: every 40-60 hours.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'Not hepatically cleared; no hepatic dose rule needed.',
    },
    boxedWarnings: [BETA_BLOCKER_CESSATION],
    monitoring: [
      ...BETA_BLOCKER_MONITORING,
      'Contraindicated in bronchial asthma; non-selective blockade antagonises inhaled beta-2 agonists.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(CORGARD, 'Boxed Warning'),
      label(CORGARD, 'CONTRAINDICATIONS'),
      label(CORGARD, 'WARNINGS'),
      label(CORGARD, 'DOSAGE AND ADMINISTRATION'),
      label(CORGARD, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
  {
    id: 'amlodipine',
    rxcui: '17767',
    name: 'Amlodipine',
    brandNames: ['Norvasc', 'Katerzia'],
    atc: ['C08CA01'],
    kind: 'supportive',
    drugClass: 'Dihydropyridine calcium-channel blocker',
    classTags: ['dihydropyridine-ccb'],
    mechanism:
      'Blocks L-type calcium channels in vascular smooth muscle. Cleared by CYP3A4 (diltiazem raised exposure 60%; strong inhibitors more); a weak CYP3A4 inhibitor that raises simvastatin, cyclosporine and tacrolimus levels.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate', inhibitor: 'weak' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: start 2.5 mg once daily and titrate slowly.',
      rules: [{ hepaticClass: 'any', action: 'reduce', text: 'Start 2.5 mg once daily.' }],
    },
    boxedWarnings: [],
    monitoring: [
      'Blood pressure and oedema when strong CYP3A4 inhibitors (azoles, clarithromycin, ritonavir, idelalisib) are added; a lower dose may be needed.',
      'Simvastatin: maximum 20 mg daily with amlodipine.',
      'Cyclosporine and tacrolimus: check trough levels after starting or changing amlodipine.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(NORVASC, '2 Dosage and Administration'),
      label(NORVASC, '5 Warnings and Precautions'),
      label(NORVASC, '7 Drug Interactions'),
      label(NORVASC, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'nifedipine',
    rxcui: '7417',
    name: 'Nifedipine',
    brandNames: ['Procardia XL', 'Adalat CC'],
    atc: ['C08CA05'],
    kind: 'supportive',
    drugClass: 'Dihydropyridine calcium-channel blocker',
    classTags: ['dihydropyridine-ccb'],
    mechanism:
      'Blocks L-type calcium channels in vascular smooth muscle; extensive CYP3A4 first-pass metabolism (rifampin lowers exposure by more than 90%).',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary:
        'Hepatic impairment lowers clearance; no label dose rule, monitor closely and consider a lower dose.',
      rules: [
        { hepaticClass: 'any', action: 'monitor', text: 'Monitor closely; consider a lower dose.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Strong CYP3A4 inducers (rifampin, carbamazepine, phenytoin, enzalutamide, apalutamide) can abolish its effect: use another antihypertensive.',
      'Strong CYP3A4 inhibitors raise levels: monitor blood pressure and heart rate, consider a lower dose.',
      'Use the extended-release form; immediate-release nifedipine is not for hypertension (reflex tachycardia, ischaemia).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PROCARDIA, 'WARNINGS'),
      label(PROCARDIA, 'PRECAUTIONS: Drug Interactions'),
      label(PROCARDIA, 'CLINICAL PHARMACOLOGY'),
    ],
  },
  {
    id: 'felodipine',
    rxcui: '4316',
    name: 'Felodipine',
    brandNames: ['Plendil'],
    atc: ['C08CA02'],
    kind: 'supportive',
    drugClass: 'Dihydropyridine calcium-channel blocker',
    classTags: ['dihydropyridine-ccb'],
    mechanism:
      'Blocks L-type calcium channels in vascular smooth muscle; extensive CYP3A4 first-pass metabolism (itraconazole raised AUC about 6-fold and peak 8-fold).',
    routes: ['oral'],
    // FDA index table: felodipine is a sensitive CYP3A substrate.
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: start 2.5 mg once daily.',
      rules: [{ hepaticClass: 'any', action: 'reduce', text: 'Start 2.5 mg once daily.' }],
    },
    boxedWarnings: [],
    monitoring: [
      'Strong CYP3A4 inhibitors raise levels several-fold (hypotension, oedema, tachycardia); CYP3A4 inducers (carbamazepine, phenytoin, phenobarbital) lower them by over 90%.',
      'Grapefruit juice raises exposure about 2-fold.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PLENDIL, '2 Dosage and Administration'),
      label(PLENDIL, '7 Drug Interactions'),
      label(PLENDIL, '12.3 Pharmacokinetics'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'clonidine',
    rxcui: '2599',
    name: 'Clonidine',
    brandNames: ['Catapres', 'Catapres-TTS', 'Kapvay'],
    atc: ['C02AC01'],
    kind: 'supportive',
    drugClass: 'Central alpha-2 adrenergic agonist',
    classTags: ['central-alpha2-agonist'],
    mechanism:
      'Stimulates central alpha-2 adrenoceptors, lowering sympathetic outflow, blood pressure and heart rate; about half excreted unchanged in urine.',
    routes: ['oral', 'transdermal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    // Sedation is common and dose-related; the label warns it adds to alcohol, barbiturates and
    // other sedatives, and bradycardia and AV block add to other rate-slowing drugs.
    toxicities: ['cns-depression', 'bradycardia'],
    renal: {
      status: 'adjust',
      summary: 'Renal impairment: start at a lower dose and titrate to response.',
      rules: [{ crclBelow: 60, action: 'monitor', text: 'Start low and titrate with care.' }],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Do not stop abruptly: rebound hypertension; with a beta-blocker, stop the beta-blocker several days before tapering clonidine.',
      'Additive sedation with opioids, benzodiazepines and other CNS depressants.',
      'Bradycardia and AV block with beta-blockers, non-dihydropyridine calcium-channel blockers, digoxin and ALK inhibitors.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(CATAPRES, 'WARNINGS'),
      label(CATAPRES, 'PRECAUTIONS: Drug Interactions'),
      label(CATAPRES, 'DOSAGE AND ADMINISTRATION'),
    ],
  },
  {
    id: 'hydralazine',
    rxcui: '5470',
    name: 'Hydralazine',
    brandNames: ['Apresoline'],
    atc: ['C02DB02'],
    kind: 'supportive',
    drugClass: 'Direct arteriolar vasodilator',
    classTags: ['direct-vasodilator'],
    mechanism:
      'Relaxes arteriolar smooth muscle; acetylated by NAT2, so slow acetylators have higher levels and more drug-induced lupus.',
    routes: ['oral', 'iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Drug-induced lupus-like syndrome, more likely above 200 mg daily and in slow acetylators: complete blood count and antinuclear antibodies during long-term use.',
      'Reflex tachycardia and angina; usually combined with a beta-blocker.',
      'Peripheral neuritis responds to pyridoxine.',
    ],
    pgxGenes: ['NAT2'],
    lastReviewed: REVIEWED,
    sources: [
      label(HYDRALAZINE, 'WARNINGS'),
      label(HYDRALAZINE, 'PRECAUTIONS'),
      label(HYDRALAZINE, 'CLINICAL PHARMACOLOGY'),
    ],
  },
];

// ------------------------------------------------------------------------------- diuretics

const DIURETIC_ELECTROLYTES =
  'Potassium, magnesium, sodium and creatinine at baseline, 1-2 weeks after starting or a dose change, and whenever vomiting, diarrhoea or a QT-prolonging drug is added (hypokalaemia and hypomagnesaemia raise torsades risk and digoxin toxicity).';

const THIAZIDE_MONITORING = [
  DIURETIC_ELECTROLYTES,
  'Glucose and uric acid; thiazides raise both.',
  'Lithium clearance falls; check lithium levels.',
  'Hypercalcaemia: thiazides lower urinary calcium, adding to calcium, calcitriol or vitamin D and to hypercalcaemia of malignancy.',
];

const LOOP_MONITORING = [
  DIURETIC_ELECTROLYTES,
  'Ototoxicity (tinnitus, hearing loss) is more likely with high doses, rapid IV injection, renal impairment and other ototoxic drugs (aminoglycosides, cisplatin).',
  'Volume depletion and prerenal azotaemia, which raise the exposure of renally cleared anticancer drugs (methotrexate, pemetrexed, carboplatin dosing by GFR).',
];

const THALITONE = 'Thalitone (chlorthalidone)';
const ZAROXOLYN = 'Zaroxolyn (metolazone)';
const BUMETANIDE = 'Bumetanide tablets and injection';
const SOAANZ = 'Soaanz (torsemide)';
const ALDACTONE = 'Aldactone (spironolactone)';
const INSPRA = 'Inspra (eplerenone)';
const DYRENIUM = 'Dyrenium (triamterene)';

const diuretics: DrugInput[] = [
  {
    id: 'chlorthalidone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Chlorthalidone',
    brandNames: ['Thalitone', 'Hygroton'],
    atc: ['C03BA04'],
    kind: 'supportive',
    drugClass: 'Thiazide-like diuretic',
    classTags: ['thiazide-diuretic'],
    mechanism:
      'Inhibits sodium chloride reabsorption in the distal tubule; long half-life (about 40-60 h), excreted largely unchanged in urine.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia', 'hyponatremia', 'hypomagnesemia', 'hyperglycemia'],
    rareToxicities: ['dermatologic', 'hypersensitivity'],
    renal: {
      status: 'no-data',
      summary:
        'Less effective and may precipitate azotaemia in severe renal impairment; no label dose rule.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'Severe renal impairment: monitor creatinine; effect may be lost.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Electrolyte shifts can precipitate hepatic coma in severe liver disease; use with care.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Monitor electrolytes and mental status.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: THIAZIDE_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(THALITONE, 'WARNINGS'),
      label(THALITONE, 'PRECAUTIONS: Drug Interactions'),
      label(THALITONE, 'ADVERSE REACTIONS'),
    ],
  },
  {
    id: 'metolazone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Metolazone',
    brandNames: ['Zaroxolyn'],
    atc: ['C03BA08'],
    kind: 'supportive',
    drugClass: 'Thiazide-like diuretic',
    classTags: ['thiazide-diuretic'],
    mechanism:
      'Inhibits sodium reabsorption at the distal tubule; still effective at low GFR and strongly synergistic with loop diuretics.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia', 'hyponatremia', 'hypomagnesemia', 'hyperglycemia'],
    rareToxicities: ['dermatologic', 'hypersensitivity'],
    renal: {
      status: 'no-data',
      summary: 'Remains effective below GFR 30 mL/min; no label dose rule; watch for azotaemia.',
      rules: [
        { crclBelow: 30, action: 'monitor', text: 'Monitor creatinine and electrolytes closely.' },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Electrolyte shifts can precipitate hepatic coma in severe liver disease; use with care.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Monitor electrolytes and mental status.',
        },
      ],
    },
    boxedWarnings: [
      'Do not interchange Zaroxolyn with other metolazone formulations: they differ in bioavailability and are not therapeutically equivalent.',
    ],
    monitoring: [
      ...THIAZIDE_MONITORING,
      'With a loop diuretic (furosemide, bumetanide, torsemide): profound diuresis, hypokalaemia and hyponatraemia; check electrolytes within days.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ZAROXOLYN, 'Boxed Warning'),
      label(ZAROXOLYN, 'WARNINGS'),
      label(ZAROXOLYN, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
  {
    id: 'bumetanide',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Bumetanide',
    brandNames: ['Bumex'],
    atc: ['C03CA02'],
    kind: 'supportive',
    drugClass: 'Loop diuretic',
    classTags: ['loop-diuretic'],
    mechanism:
      'Inhibits the Na-K-2Cl cotransporter in the thick ascending limb; about 40 times as potent as furosemide by weight.',
    routes: ['oral', 'iv', 'im'],
    pathways: {},
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia', 'hyponatremia', 'hypomagnesemia', 'ototoxicity'],
    rareToxicities: ['dermatologic', 'hypersensitivity'],
    renal: {
      status: 'no-data',
      summary:
        'Used in renal impairment at higher doses; no label dose rule. Stop if azotaemia or oliguria develops in progressive renal disease.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'In cirrhosis with ascites, electrolyte shifts can precipitate hepatic coma; start in hospital at low doses.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Start low with close electrolyte monitoring.',
        },
      ],
    },
    boxedWarnings: [
      'Potent diuretic: excessive amounts cause profound diuresis with water and electrolyte depletion; individualise dose and schedule under medical supervision.',
    ],
    monitoring: [
      ...LOOP_MONITORING,
      'Probenecid and NSAIDs blunt the natriuresis; lithium levels rise.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(BUMETANIDE, 'Boxed Warning'),
      label(BUMETANIDE, 'WARNINGS'),
      label(BUMETANIDE, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
  {
    id: 'torsemide',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Torsemide',
    synonyms: ['torasemide'],
    brandNames: ['Soaanz', 'Demadex'],
    atc: ['C03CA04'],
    kind: 'supportive',
    drugClass: 'Loop diuretic',
    classTags: ['loop-diuretic'],
    mechanism:
      'Inhibits the Na-K-2Cl cotransporter in the thick ascending limb; cleared about 80% by hepatic CYP2C9 metabolism.',
    routes: ['oral', 'iv'],
    // Soaanz 7: CYP2C9 inhibitors (fluconazole, amiodarone) raise and inducers (rifampin) lower
    // torsemide exposure; no fold-change is given, so the grade stays moderate.
    pathways: { CYP2C9: { substrate: 'moderate' } },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia', 'hypomagnesemia', 'hyperglycemia', 'ototoxicity'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'Hepatically cleared; no dose adjustment for renal impairment.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'In cirrhosis, electrolyte shifts can precipitate hepatic coma; combine with an aldosterone antagonist or potassium-sparing drug and monitor.',
      rules: [
        { hepaticClass: 'any', action: 'monitor', text: 'Monitor electrolytes and mental status.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      ...LOOP_MONITORING,
      'CYP2C9 inhibitors (fluconazole, amiodarone, capecitabine) may raise, and rifampin lower, torsemide levels.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(SOAANZ, '5 Warnings and Precautions'),
      label(SOAANZ, '7 Drug Interactions'),
      label(SOAANZ, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'spironolactone',
    rxcui: '9997',
    name: 'Spironolactone',
    brandNames: ['Aldactone', 'CaroSpir'],
    atc: ['C03DA01'],
    kind: 'supportive',
    drugClass: 'Mineralocorticoid receptor antagonist (potassium-sparing diuretic)',
    classTags: ['mineralocorticoid-receptor-antagonist', 'potassium-sparing-diuretic'],
    mechanism:
      'Competitive aldosterone antagonist at the mineralocorticoid receptor; also binds the androgen and progesterone receptors (gynaecomastia; possible androgen-receptor agonism in castration-resistant prostate cancer).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperkalemia', 'embryo-fetal'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Heart failure with eGFR 30-50: start 25 mg every other day; hyperkalaemia risk rises as renal function falls.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          text: 'eGFR 30-50: start 25 mg every other day (heart failure).',
        },
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'eGFR below 30: high hyperkalaemia risk; monitor potassium closely if used.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Cirrhosis: start in hospital; rapid fluid and electrolyte shifts can precipitate hepatic encephalopathy.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Start in hospital with electrolyte monitoring.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Potassium and creatinine within 1 week of starting or a dose change, then monthly for 3 months and periodically; contraindicated with hyperkalaemia, Addison disease and eplerenone.',
      'Hyperkalaemia with ACE inhibitors, ARBs, potassium supplements, trimethoprim, heparin, NSAIDs, tacrolimus and cyclosporine.',
      'Prostate cancer on abiraterone: case reports describe PSA rise and progression that reversed on stopping spironolactone; prefer another agent for mineralocorticoid-excess hypertension or hypokalaemia.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ALDACTONE, '2 Dosage and Administration'),
      label(ALDACTONE, '4 Contraindications'),
      label(ALDACTONE, '5 Warnings and Precautions'),
      label(ALDACTONE, '7 Drug Interactions'),
    ],
  },
  {
    id: 'eplerenone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Eplerenone',
    brandNames: ['Inspra'],
    atc: ['C03DA04'],
    kind: 'supportive',
    drugClass: 'Selective mineralocorticoid receptor antagonist',
    classTags: ['mineralocorticoid-receptor-antagonist', 'potassium-sparing-diuretic'],
    mechanism:
      'Selective aldosterone antagonist at the mineralocorticoid receptor; cleared by CYP3A4 (ketoconazole raised exposure about 5-fold).',
    routes: ['oral'],
    // FDA index table: eplerenone is a sensitive CYP3A substrate.
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperkalemia'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated when CrCl is 30 mL/min or less (all patients) and, for hypertension, below 50 mL/min or with serum creatinine above 2.0 (men) or 1.8 mg/dL (women).',
      rules: [
        {
          crclBelow: 50,
          action: 'avoid',
          text: 'Hypertension: contraindicated below CrCl 50 mL/min.',
        },
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'All patients: contraindicated at CrCl 30 mL/min or less.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Mild to moderate impairment: no adjustment; severe impairment: not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe impairment: not studied.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Potassium before starting, within the first week, at 1 month and periodically; contraindicated when potassium is above 5.5 mEq/L.',
      'Contraindicated with strong CYP3A4 inhibitors; with moderate inhibitors do not exceed 25 mg once daily.',
      'Hypertension: contraindicated with potassium supplements and potassium-sparing diuretics.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(INSPRA, '2 Dosage and Administration'),
      label(INSPRA, '4 Contraindications'),
      label(INSPRA, '5 Warnings and Precautions'),
      label(INSPRA, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'triamterene',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Triamterene',
    brandNames: ['Dyrenium'],
    atc: ['C03DB02'],
    kind: 'supportive',
    drugClass: 'Potassium-sparing diuretic (epithelial sodium channel blocker)',
    classTags: ['potassium-sparing-diuretic'],
    mechanism:
      'Blocks epithelial sodium channels in the distal nephron, retaining potassium; a weak folic-acid antagonist. Usually combined with hydrochlorothiazide.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperkalemia'],
    rareToxicities: ['nephrotoxicity', 'hypersensitivity'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated in anuria, severe or progressive renal disease; hyperkalaemia risk rises with any renal impairment.',
      rules: [
        { crclBelow: 30, action: 'avoid', text: 'Severe renal impairment: contraindicated.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in severe hepatic disease; in cirrhosis it can cause megaloblastosis (folate antagonism).',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic disease: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Hyperkalaemia (potassium 5.5 mEq/L or more) can occur and be fatal, more often with renal impairment, diabetes, older age or severe illness; monitor potassium, especially when starting, changing dose or during illness.',
    ],
    monitoring: [
      'Potassium at baseline and regularly; contraindicated with potassium supplements (except severe hypokalaemia) and other potassium-sparing agents.',
      'Acute kidney injury has been reported with indomethacin and other NSAIDs.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(DYRENIUM, 'Boxed Warning'),
      label(DYRENIUM, 'CONTRAINDICATIONS'),
      label(DYRENIUM, 'WARNINGS'),
      label(DYRENIUM, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
];

// ----------------------------------------------------------------------- lipid-lowering drugs

const STATIN_HEPATIC: DrugInput['hepatic'] = {
  status: 'avoid',
  summary:
    'Contraindicated in acute liver failure or decompensated cirrhosis; otherwise no adjustment, check liver tests if clinically indicated.',
  rules: [
    {
      hepaticClass: 'child-pugh-c',
      action: 'avoid',
      text: 'Decompensated cirrhosis or acute liver failure: contraindicated.',
    },
  ],
};

const STATIN_MONITORING = [
  'Myopathy and rhabdomyolysis: ask about muscle pain and weakness; check CK if symptomatic. Risk rises with fibrates (especially gemfibrozil), colchicine, niacin, cyclosporine, hypothyroidism, renal impairment and age over 65.',
  'Immune-mediated necrotising myopathy (rare) persists after stopping.',
  'Liver tests before starting and if symptoms of liver injury appear.',
];

const PRAVACHOL = 'Pravachol (pravastatin sodium)';
const LIVALO = 'Livalo (pitavastatin)';
const LESCOL = 'Lescol XL (fluvastatin sodium)';
const ZETIA = 'Zetia (ezetimibe)';
const TRICOR = 'Tricor (fenofibrate)';
const LOPID = 'Lopid (gemfibrozil)';

const lipidLowering: DrugInput[] = [
  {
    id: 'pravastatin',
    rxcui: '42463',
    name: 'Pravastatin',
    brandNames: ['Pravachol'],
    atc: ['C10AA03'],
    kind: 'supportive',
    drugClass: 'HMG-CoA reductase inhibitor (statin)',
    classTags: ['statin'],
    mechanism:
      'Inhibits HMG-CoA reductase. Hydrophilic, not metabolised by CYPs; taken up into the liver by OATP1B1 (cyclosporine raises exposure 5- to 10-fold).',
    routes: ['oral'],
    pathways: { 'OATP1B1/1B3': { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myopathy', 'hepatotoxicity', 'hyperglycemia'],
    renal: {
      status: 'adjust',
      summary: 'Severe renal impairment: start 10 mg once daily.',
      rules: [
        { crclBelow: 30, action: 'reduce', text: 'Severe renal impairment: start 10 mg daily.' },
      ],
    },
    hepatic: STATIN_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      ...STATIN_MONITORING,
      'Cyclosporine: start 10 mg, maximum 20 mg daily. Clarithromycin: maximum 40 mg daily. Avoid gemfibrozil.',
      'Bile-acid sequestrants: give pravastatin at least 1 hour before or 4 hours after.',
    ],
    pgxGenes: ['SLCO1B1'],
    lastReviewed: REVIEWED,
    sources: [
      label(PRAVACHOL, '2 Dosage and Administration'),
      label(PRAVACHOL, '4 Contraindications'),
      label(PRAVACHOL, '5 Warnings and Precautions'),
      label(PRAVACHOL, '7 Drug Interactions'),
      CPIC_STATINS,
    ],
  },
  {
    id: 'pitavastatin',
    rxcui: '861634',
    name: 'Pitavastatin',
    brandNames: ['Livalo', 'Zypitamag'],
    atc: ['C10AA08'],
    kind: 'supportive',
    drugClass: 'HMG-CoA reductase inhibitor (statin)',
    classTags: ['statin'],
    mechanism:
      'Inhibits HMG-CoA reductase; mainly glucuronidated (UGT1A3, UGT2B7) with minor CYP2C9 metabolism; hepatic uptake by OATP1B1 (cyclosporine raised exposure about 4.6-fold).',
    routes: ['oral'],
    pathways: { 'OATP1B1/1B3': { substrate: 'moderate' }, CYP2C9: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myopathy', 'hepatotoxicity', 'hyperglycemia'],
    renal: {
      status: 'adjust',
      summary: 'eGFR 15-59 mL/min/1.73 m2 or haemodialysis: start 1 mg, maximum 2 mg once daily.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'eGFR 15-59 or dialysis: start 1 mg, maximum 2 mg daily.',
        },
      ],
    },
    hepatic: STATIN_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      ...STATIN_MONITORING,
      'Contraindicated with cyclosporine. Erythromycin: maximum 1 mg daily; rifampin: maximum 2 mg daily. Avoid gemfibrozil.',
    ],
    pgxGenes: ['SLCO1B1'],
    lastReviewed: REVIEWED,
    sources: [
      label(LIVALO, '2 Dosage and Administration'),
      label(LIVALO, '4 Contraindications'),
      label(LIVALO, '5 Warnings and Precautions'),
      label(LIVALO, '7 Drug Interactions'),
      CPIC_STATINS,
    ],
  },
  {
    id: 'fluvastatin',
    rxcui: '41127',
    name: 'Fluvastatin',
    brandNames: ['Lescol XL'],
    atc: ['C10AA04'],
    kind: 'supportive',
    drugClass: 'HMG-CoA reductase inhibitor (statin)',
    classTags: ['statin'],
    mechanism:
      'Inhibits HMG-CoA reductase; cleared mainly by CYP2C9 (fluconazole raised exposure 84%) with minor CYP3A4 and CYP2C8 roles, and itself a weak CYP2C9 inhibitor (raises glyburide, phenytoin and diclofenac).',
    routes: ['oral'],
    pathways: {
      CYP2C9: { substrate: 'moderate', inhibitor: 'weak' },
      CYP3A4: { substrate: 'minor' },
      'OATP1B1/1B3': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myopathy', 'hepatotoxicity', 'hyperglycemia'],
    renal: {
      status: 'no-data',
      summary:
        'Mild to moderate renal impairment: no adjustment; severe: doses above 40 mg not studied.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'Severe impairment: doses above 40 mg not studied.',
        },
      ],
    },
    hepatic: STATIN_HEPATIC,
    boxedWarnings: [],
    monitoring: [
      ...STATIN_MONITORING,
      'Cyclosporine or fluconazole: do not exceed 20 mg twice daily.',
      'Warfarin: check INR when starting or changing fluvastatin.',
    ],
    pgxGenes: ['CYP2C9', 'SLCO1B1'],
    lastReviewed: REVIEWED,
    sources: [
      label(LESCOL, '2 Dosage and Administration'),
      label(LESCOL, '5 Warnings and Precautions'),
      label(LESCOL, '7 Drug Interactions'),
      label(LESCOL, '12.3 Pharmacokinetics'),
      CPIC_STATINS,
    ],
  },
  {
    id: 'ezetimibe',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ezetimibe',
    brandNames: ['Zetia'],
    atc: ['C10AX09'],
    kind: 'supportive',
    drugClass: 'Cholesterol absorption inhibitor',
    classTags: ['cholesterol-absorption-inhibitor'],
    mechanism:
      'Blocks NPC1L1 at the intestinal brush border, lowering cholesterol absorption; glucuronidated in gut and liver with enterohepatic recycling. Cyclosporine raised total ezetimibe about 3.4-fold (12-fold in one renal-transplant patient).',
    routes: ['oral'],
    pathways: { 'OATP1B1/1B3': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hepatotoxicity', 'myopathy', 'hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment for renal impairment when used alone.',
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Not recommended in moderate or severe hepatic impairment (exposure rises several-fold).',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Moderate impairment: not recommended.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Cyclosporine: monitor cyclosporine levels (raised about 15%) and ezetimibe tolerance.',
      'Bile-acid sequestrants: give ezetimibe at least 2 hours before or 4 hours after.',
      'Fibrates other than fenofibrate are not recommended with ezetimibe (gallstones).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ZETIA, '2 Dosage and Administration'),
      label(ZETIA, '5 Warnings and Precautions'),
      label(ZETIA, '7 Drug Interactions'),
      label(ZETIA, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'fenofibrate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Fenofibrate',
    synonyms: ['fenofibric acid'],
    brandNames: ['Tricor', 'Trilipix', 'Lipofen', 'Fenoglide'],
    atc: ['C10AB05'],
    kind: 'supportive',
    drugClass: 'Fibrate (PPAR-alpha agonist)',
    classTags: ['fibrate'],
    mechanism:
      'Prodrug hydrolysed to fenofibric acid, a PPAR-alpha agonist that lowers triglycerides; fenofibric acid is glucuronidated and renally excreted.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myopathy', 'hepatotoxicity'],
    rareToxicities: ['hypersensitivity', 'dermatologic'],
    renal: {
      status: 'adjust',
      summary:
        'Mild to moderate renal impairment: start at the lowest dose (Tricor 48 mg) and reassess; severe impairment including dialysis: contraindicated.',
      rules: [
        { crclBelow: 60, action: 'reduce', text: 'eGFR 30-59: start at the lowest dose.' },
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'Severe renal impairment or dialysis: contraindicated.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in active liver disease, including primary biliary cholangitis and unexplained persistent liver-test abnormalities.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Active liver disease: contraindicated.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Warfarin: INR rises; reduce the warfarin dose and check INR often until stable.',
      'Myopathy risk rises with statins and colchicine; serum creatinine rises reversibly.',
      'Cyclosporine and tacrolimus: check renal function (additive nephrotoxicity).',
      'Bile-acid sequestrants: give fenofibrate at least 1 hour before or 4-6 hours after.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(TRICOR, '2 Dosage and Administration'),
      label(TRICOR, '4 Contraindications'),
      label(TRICOR, '5 Warnings and Precautions'),
      label(TRICOR, '7 Drug Interactions'),
    ],
  },
  {
    id: 'gemfibrozil',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Gemfibrozil',
    brandNames: ['Lopid'],
    atc: ['C10AB04'],
    kind: 'supportive',
    drugClass: 'Fibrate (PPAR-alpha agonist)',
    classTags: ['fibrate'],
    mechanism:
      'PPAR-alpha agonist that lowers triglycerides. Gemfibrozil and its glucuronide strongly inhibit CYP2C8 (repaglinide AUC up about 8-fold) and inhibit OATP1B1 and glucuronidation of statins.',
    routes: ['oral'],
    // FDA index table: gemfibrozil is a strong CYP2C8 inhibitor and an OATP1B1/1B3 inhibitor.
    pathways: {
      CYP2C8: { inhibitor: 'strong' },
      'OATP1B1/1B3': { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myopathy'],
    rareToxicities: ['hepatotoxicity', 'myelosuppression'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated in severe renal dysfunction; renal function can worsen when serum creatinine is above 2 mg/dL.',
      rules: [
        { crclBelow: 30, action: 'avoid', text: 'Severe renal dysfunction: contraindicated.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in hepatic dysfunction, including primary biliary cholangitis.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Hepatic dysfunction: contraindicated.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with simvastatin, repaglinide, dasabuvir and selexipag; avoid other statins (myopathy, rhabdomyolysis).',
      'Strong CYP2C8 inhibitor: raises enzalutamide, tucatinib, paclitaxel, pioglitazone, montelukast and loperamide exposure.',
      'Warfarin: reduce the warfarin dose and check INR frequently.',
      'Complete blood count periodically in the first 12 months (anaemia, leucopenia).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(LOPID, 'CONTRAINDICATIONS'),
      label(LOPID, 'WARNINGS'),
      label(LOPID, 'PRECAUTIONS: Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
];

// --------------------------------------------------- antiarrhythmics, antianginals, antithrombotics

const BETAPACE = 'Betapace and Betapace AF (sotalol hydrochloride)';
const TIKOSYN = 'Tikosyn (dofetilide)';
const MULTAQ = 'Multaq (dronedarone)';
const FLECAINIDE = 'Flecainide acetate tablets (Tambocor)';
const RYTHMOL = 'Rythmol SR (propafenone hydrochloride)';
const IMDUR = 'Isosorbide mononitrate extended-release tablets';
const ISORDIL = 'Isordil Titradose (isosorbide dinitrate)';
const NITROSTAT = 'Nitrostat (nitroglycerin sublingual tablets)';
const RANEXA = 'Ranexa (ranolazine)';
const PERSANTINE = 'Persantine (dipyridamole)';
const PLETAL = 'Cilostazol tablets (Pletal)';
const ARIXTRA = 'Arixtra (fondaparinux sodium)';
const FRAGMIN = 'Fragmin (dalteparin sodium)';

const ELECTROLYTES_FOR_QT =
  'Keep potassium at or above 4 mEq/L and magnesium normal; diuretics, vomiting, diarrhoea, cisplatin and amphotericin B lower both.';

const NITRATE_MONITORING = [
  'Contraindicated with phosphodiesterase-5 inhibitors (sildenafil, tadalafil, vardenafil) and riociguat: profound hypotension.',
  'Hypotension and headache; allow a nitrate-free interval of 10-12 hours daily to prevent tolerance.',
];

const nitrateSources = (product: string) => [
  label(product, 'CONTRAINDICATIONS'),
  label(product, 'WARNINGS'),
  label(product, 'PRECAUTIONS: Drug Interactions'),
];

const antiarrhythmicsAndOthers: DrugInput[] = [
  {
    id: 'sotalol',
    rxcui: '9947',
    name: 'Sotalol',
    brandNames: ['Betapace', 'Betapace AF', 'Sotylize'],
    atc: ['C07AA07'],
    kind: 'supportive',
    drugClass: 'Class III antiarrhythmic with non-selective beta-blockade',
    classTags: ['beta-blocker', 'class-iii-antiarrhythmic'],
    mechanism:
      'Blocks the rapid delayed-rectifier potassium current (IKr), prolonging repolarisation and QT in a dose-dependent way, and blocks beta-adrenoceptors. Not metabolised; excreted unchanged by the kidney.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['bradycardia', 'cardiotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Dosing interval by CrCl: every 12 h above 60 mL/min, every 24 h at 40-60 (atrial fibrillation) or 30-59 (ventricular arrhythmia). Atrial fibrillation: contraindicated below 40 mL/min; ventricular arrhythmia 10-29 mL/min: every 36-48 h.',
      rules: [
        {
          crclBelow: 60,
          action: 'extend-interval',
          text: 'CrCl 40-60 mL/min: dose every 24 hours.',
        },
        {
          crclBelow: 40,
          action: 'avoid',
          text: 'Atrial fibrillation, CrCl below 40 mL/min: contraindicated (ventricular arrhythmia: every 36-48 hours).',
        },
      ],
    },
    hepatic: { status: 'no-adjustment', summary: 'Not metabolised; no hepatic dose adjustment.' },
    boxedWarnings: [
      'Start or restart in a facility with continuous ECG monitoring and resuscitation; sotalol can cause life-threatening ventricular tachycardia with QT prolongation. If QT reaches 500 ms, reduce the dose, lengthen the interval or stop. Calculate CrCl to set the dose.',
    ],
    monitoring: [
      'QTc 2-4 hours after each dose during initiation and each increase; contraindicated with baseline QTc above 450 ms.',
      ELECTROLYTES_FOR_QT,
      'Other QT-prolonging drugs (many kinase inhibitors, arsenic trioxide, ondansetron, methadone, fluoroquinolones, azoles) are not recommended with sotalol.',
      'Aluminium- or magnesium-containing antacids lower sotalol absorption: give sotalol at least 2 hours apart.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(BETAPACE, 'Boxed Warning'),
      label(BETAPACE, '2 Dosage and Administration'),
      label(BETAPACE, '4 Contraindications'),
      label(BETAPACE, '5 Warnings and Precautions'),
      label(BETAPACE, '7 Drug Interactions'),
    ],
  },
  {
    id: 'dofetilide',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Dofetilide',
    brandNames: ['Tikosyn'],
    atc: ['C01BD04'],
    kind: 'supportive',
    drugClass: 'Class III antiarrhythmic',
    classTags: ['class-iii-antiarrhythmic'],
    mechanism:
      'Pure IKr blocker that prolongs repolarisation and QT in proportion to plasma level. About 80% excreted unchanged by the kidney through cationic tubular secretion (inhibited by cimetidine, trimethoprim, verapamil, ketoconazole, dolutegravir); minor CYP3A4 metabolism.',
    routes: ['oral'],
    pathways: { OCT2: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Starting dose by CrCl: 500 mcg twice daily above 60 mL/min, 250 mcg twice daily at 40-60, 125 mcg twice daily at 20-39; contraindicated below 20 mL/min.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 40-60 mL/min: 250 mcg twice daily.',
        },
        {
          crclBelow: 40,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'CrCl 20-39 mL/min: 125 mcg twice daily.',
        },
        { crclBelow: 20, action: 'avoid', text: 'CrCl below 20 mL/min: contraindicated.' },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Mild to moderate hepatic impairment: no adjustment; severe: not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe impairment: not studied.',
        },
      ],
    },
    boxedWarnings: [
      'To limit drug-induced arrhythmia, start or restart only in a facility that can calculate CrCl, provide continuous ECG monitoring and resuscitate, for at least 3 days.',
    ],
    monitoring: [
      'QTc 2-3 hours after each of the first five doses: reduce the dose if QTc rises more than 15% or above 500 ms (550 ms with conduction delay); stop if above these limits after the second dose. Contraindicated with baseline QTc above 440 ms.',
      'Contraindicated with verapamil, cimetidine, trimethoprim (alone or with sulfamethoxazole), ketoconazole, prochlorperazine, dolutegravir, megestrol and hydrochlorothiazide.',
      ELECTROLYTES_FOR_QT,
      'Recalculate CrCl at least every 3 months; chemotherapy-related renal decline raises dofetilide levels.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(TIKOSYN, 'Boxed Warning'),
      label(TIKOSYN, 'DOSAGE AND ADMINISTRATION'),
      label(TIKOSYN, 'CONTRAINDICATIONS'),
      label(TIKOSYN, 'WARNINGS'),
      label(TIKOSYN, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
  {
    id: 'dronedarone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Dronedarone',
    brandNames: ['Multaq'],
    atc: ['C01BD07'],
    kind: 'supportive',
    drugClass: 'Class III antiarrhythmic (multichannel blocker)',
    classTags: ['class-iii-antiarrhythmic'],
    mechanism:
      'Amiodarone analogue blocking potassium, sodium and calcium channels with antiadrenergic effects. Cleared by CYP3A4 (ketoconazole raised exposure 17-fold); a moderate CYP3A4 inhibitor, weak CYP2D6 inhibitor and P-gp inhibitor (digoxin 2.5-fold). It inhibits tubular creatinine secretion (creatinine rises about 0.1 mg/dL without a fall in GFR).',
    routes: ['oral'],
    // FDA index table: dronedarone is a moderate CYP3A inhibitor and a P-gp inhibitor.
    pathways: {
      CYP3A4: { substrate: 'sensitive', inhibitor: 'moderate' },
      CYP2D6: { inhibitor: 'weak' },
      'P-gp': { inhibitor: 'moderate' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['bradycardia', 'cardiotoxicity'],
    rareToxicities: ['hepatotoxicity', 'pneumonitis'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Doubles the risk of death, stroke and heart-failure hospitalisation in decompensated heart failure or permanent atrial fibrillation; contraindicated in those patients.',
    ],
    monitoring: [
      'Contraindicated with strong CYP3A4 inhibitors and with drugs that prolong QT and may cause torsades (class I and III antiarrhythmics, macrolides, phenothiazines, tricyclics); avoid strong CYP3A4 inducers. Contraindicated with QTc (Bazett) of 500 ms or more.',
      'Digoxin: halve the digoxin dose. Simvastatin: maximum 10 mg daily. Monitor INR with warfarin and trough levels of tacrolimus, sirolimus and everolimus.',
      'ECG at least every 3 months; liver tests periodically, especially in the first 6 months; new dyspnoea or cough (pulmonary toxicity).',
      ELECTROLYTES_FOR_QT,
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(MULTAQ, 'Boxed Warning'),
      label(MULTAQ, '2 Dosage and Administration'),
      label(MULTAQ, '4 Contraindications'),
      label(MULTAQ, '5 Warnings and Precautions'),
      label(MULTAQ, '7 Drug Interactions'),
      label(MULTAQ, '12.3 Pharmacokinetics'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'flecainide',
    rxcui: '4441',
    name: 'Flecainide',
    brandNames: ['Tambocor'],
    atc: ['C01BC04'],
    kind: 'supportive',
    drugClass: 'Class IC antiarrhythmic',
    classTags: ['class-ic-antiarrhythmic'],
    mechanism:
      'Blocks fast sodium channels, slowing conduction (PR and QRS widening). Cleared by CYP2D6 (and CYP1A2) and by the kidney; alkaline urine slows renal elimination.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'moderate' }, CYP1A2: { substrate: 'minor' } },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'bradycardia'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 35 mL/min or less: start 100 mg once daily (or 50 mg twice daily), change the dose no more often than every 4 days and follow plasma levels.',
      rules: [
        {
          crclBelow: 35,
          action: 'reduce',
          text: 'CrCl 35 mL/min or less: start 100 mg daily; follow plasma levels.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Significant hepatic impairment: use only with plasma-level monitoring.',
      rules: [
        { hepaticClass: 'any', action: 'monitor', text: 'Use only with plasma-level monitoring.' },
      ],
    },
    boxedWarnings: [
      'In the CAST trial, flecainide after myocardial infarction with asymptomatic ventricular arrhythmia raised mortality and non-fatal cardiac arrest; reserve for life-threatening arrhythmias or symptomatic supraventricular arrhythmias without structural heart disease.',
      'Ventricular proarrhythmia can occur in atrial fibrillation or flutter; not recommended for chronic atrial fibrillation.',
    ],
    monitoring: [
      'Trough plasma level 0.2-1.0 mcg/mL; ECG (PR, QRS) after starting and each dose change.',
      'Amiodarone: halve the flecainide dose. Strong CYP2D6 inhibitors and CYP2D6 poor metabolisers raise levels.',
      'Digoxin levels rise 13-19%; additive negative inotropy with beta-blockers and verapamil.',
      'Urinary alkalinisation (sodium bicarbonate, for example during high-dose methotrexate) slows flecainide excretion.',
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: REVIEWED,
    sources: [
      label(FLECAINIDE, 'Boxed Warning'),
      label(FLECAINIDE, 'WARNINGS'),
      label(FLECAINIDE, 'PRECAUTIONS: Drug Interactions'),
      label(FLECAINIDE, 'DOSAGE AND ADMINISTRATION'),
      label(FLECAINIDE, 'CLINICAL PHARMACOLOGY'),
    ],
  },
  {
    id: 'propafenone',
    rxcui: '8754',
    name: 'Propafenone',
    brandNames: ['Rythmol', 'Rythmol SR'],
    atc: ['C01BC03'],
    kind: 'supportive',
    drugClass: 'Class IC antiarrhythmic with weak beta-blockade',
    classTags: ['class-ic-antiarrhythmic'],
    mechanism:
      'Blocks fast sodium channels with weak beta-blocking activity. Cleared by CYP2D6 (to active 5-hydroxypropafenone), CYP3A4 and CYP1A2; inhibits CYP2D6 (raises metoprolol and propranolol levels) and P-gp (digoxin up 35-85%).',
    routes: ['oral'],
    // FDA index table: propafenone is a moderate sensitive CYP2D6 substrate and a P-gp inhibitor.
    pathways: {
      CYP2D6: { substrate: 'moderate', inhibitor: 'moderate' },
      CYP3A4: { substrate: 'minor' },
      CYP1A2: { substrate: 'minor' },
      'P-gp': { inhibitor: 'moderate' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'bradycardia'],
    rareToxicities: ['myelosuppression', 'hepatotoxicity'],
    renal: {
      status: 'no-data',
      summary:
        'Renal impairment: no label dose rule; monitor for toxicity (about half of the metabolites are renally cleared).',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment raises bioavailability about 70%; give 20-30% of the usual dose.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          doseFactor: 0.3,
          text: 'Hepatic impairment: 20-30% of the usual dose.',
        },
      ],
    },
    boxedWarnings: [
      'In the CAST trial, class IC drugs after myocardial infarction raised mortality and non-fatal cardiac arrest; reserve for life-threatening ventricular arrhythmias or symptomatic atrial fibrillation without structural heart disease.',
    ],
    monitoring: [
      'Avoid combining a CYP2D6 inhibitor and a CYP3A4 inhibitor with propafenone (or a CYP3A4 inhibitor in a CYP2D6 poor metaboliser): exposure rises sharply, with proarrhythmia.',
      'Digoxin: levels rise 35-85%, reduce the digoxin dose. Warfarin: INR rises. Metoprolol and propranolol levels rise.',
      'Complete blood count in the first 3 months (agranulocytosis, usually in the first 2 months).',
      ELECTROLYTES_FOR_QT,
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: REVIEWED,
    sources: [
      label(RYTHMOL, 'Boxed Warning'),
      label(RYTHMOL, '2 Dosage and Administration'),
      label(RYTHMOL, '4 Contraindications'),
      label(RYTHMOL, '5 Warnings and Precautions'),
      label(RYTHMOL, '7 Drug Interactions'),
      label(RYTHMOL, '12.5 Pharmacogenomics'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'isosorbide-mononitrate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Isosorbide mononitrate',
    synonyms: ['ISMN'],
    brandNames: ['Imdur', 'Monoket'],
    atc: ['C01DA14'],
    kind: 'supportive',
    drugClass: 'Organic nitrate',
    classTags: ['organic-nitrate'],
    mechanism:
      'Releases nitric oxide, relaxing venous and arterial smooth muscle; no first-pass metabolism, cleared by denitration and glucuronidation.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: NITRATE_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: nitrateSources(IMDUR),
  },
  {
    id: 'isosorbide-dinitrate',
    rxcui: '6058',
    name: 'Isosorbide dinitrate',
    synonyms: ['ISDN'],
    brandNames: ['Isordil', 'Dilatrate-SR', 'BiDil'],
    atc: ['C01DA08'],
    kind: 'supportive',
    drugClass: 'Organic nitrate',
    classTags: ['organic-nitrate'],
    mechanism:
      'Releases nitric oxide, relaxing venous and arterial smooth muscle; extensive first-pass metabolism to active mononitrates.',
    routes: ['oral', 'sublingual'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: NITRATE_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: nitrateSources(ISORDIL),
  },
  {
    id: 'nitroglycerin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Nitroglycerin',
    synonyms: ['glyceryl trinitrate', 'GTN'],
    brandNames: ['Nitrostat', 'Nitro-Dur', 'Nitrolingual', 'Minitran'],
    atc: ['C01DA02'],
    kind: 'supportive',
    drugClass: 'Organic nitrate',
    classTags: ['organic-nitrate'],
    mechanism:
      'Releases nitric oxide, relaxing venous and arterial smooth muscle; short half-life, given sublingually, transdermally or IV.',
    routes: ['sublingual', 'transdermal', 'iv', 'topical'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: NITRATE_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(NITROSTAT, '4 Contraindications'),
      label(NITROSTAT, '5 Warnings and Precautions'),
      label(NITROSTAT, '7 Drug Interactions'),
    ],
  },
  {
    id: 'ranolazine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ranolazine',
    brandNames: ['Ranexa', 'Aspruzyo Sprinkle'],
    atc: ['C01EB18'],
    kind: 'supportive',
    drugClass: 'Antianginal (late sodium current inhibitor)',
    classTags: ['late-sodium-current-inhibitor'],
    mechanism:
      'Inhibits the late sodium current. Cleared by CYP3A4 (ketoconazole raised exposure 3.0-3.9-fold) and CYP2D6 and effluxed by P-gp; inhibits CYP3A4 weakly, P-gp (digoxin 1.5-fold), CYP2D6 and OCT2 (metformin exposure rises). QT prolongs in proportion to level.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate', inhibitor: 'weak' },
      CYP2D6: { substrate: 'minor', inhibitor: 'weak' },
      'P-gp': { substrate: 'moderate', inhibitor: 'moderate' },
      OCT2: { inhibitor: 'moderate' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['nephrotoxicity'],
    renal: {
      status: 'no-data',
      summary:
        'CrCl below 60 mL/min: check renal function after starting and periodically; acute renal failure has occurred in severe renal impairment (CrCl below 30 mL/min): stop if it develops.',
      rules: [
        {
          crclBelow: 60,
          action: 'monitor',
          text: 'Check renal function after starting and periodically.',
        },
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'Acute renal failure reported; stop if creatinine rises sharply.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in liver cirrhosis (QT prolongation rises with hepatic impairment).',
      rules: [{ hepaticClass: 'any', action: 'avoid', text: 'Cirrhosis: contraindicated.' }],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with strong CYP3A4 inhibitors and with CYP3A4 inducers; moderate CYP3A4 inhibitors: maximum 500 mg twice daily.',
      'Simvastatin and lovastatin: maximum 20 mg daily. Metformin: maximum 1700 mg daily with ranolazine 1000 mg twice daily.',
      'Cyclosporine, tacrolimus and sirolimus levels may rise; digoxin rises about 1.5-fold.',
      'Baseline and follow-up ECG when other QT-prolonging drugs are given.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(RANEXA, '2 Dosage and Administration'),
      label(RANEXA, '4 Contraindications'),
      label(RANEXA, '5 Warnings and Precautions'),
      label(RANEXA, '7 Drug Interactions'),
      label(RANEXA, '12.3 Pharmacokinetics'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'dipyridamole',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Dipyridamole',
    brandNames: ['Persantine'],
    atc: ['B01AC07'],
    kind: 'supportive',
    drugClass: 'Antiplatelet (phosphodiesterase and adenosine-reuptake inhibitor)',
    classTags: ['adenosine-reuptake-inhibitor'],
    mechanism:
      'Inhibits platelet phosphodiesterase and cellular adenosine reuptake, raising platelet cAMP and extracellular adenosine; glucuronidated in the liver.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Potentiates adenosine (for example in pharmacological stress testing): lower the adenosine dose or hold dipyridamole.',
      'Counteracts cholinesterase inhibitors in myasthenia gravis.',
      'Bleeding with anticoagulants, other antiplatelets and antiplatelet-active anticancer drugs (ibrutinib and other BTK inhibitors), especially with thrombocytopenia.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PERSANTINE, 'WARNINGS'),
      label(PERSANTINE, 'PRECAUTIONS: Drug Interactions'),
      label(PERSANTINE, 'CLINICAL PHARMACOLOGY'),
    ],
  },
  {
    id: 'cilostazol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Cilostazol',
    brandNames: ['Pletal'],
    atc: ['B01AC23'],
    kind: 'supportive',
    drugClass: 'Phosphodiesterase-3 inhibitor (antiplatelet and vasodilator)',
    classTags: ['pde3-inhibitor'],
    mechanism:
      'Inhibits phosphodiesterase 3, raising cAMP in platelets and vascular smooth muscle. Cleared by CYP3A4 and CYP2C19 (active metabolites); a weak CYP3A4 inhibitor.',
    routes: ['oral'],
    // FDA index table lists cilostazol as a weak CYP3A inhibitor; label 2: halve the dose with
    // strong or moderate CYP3A4 inhibitors and CYP2C19 inhibitors such as omeprazole.
    pathways: {
      CYP3A4: { substrate: 'moderate', inhibitor: 'weak' },
      CYP2C19: { substrate: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'cardiotoxicity'],
    rareToxicities: ['myelosuppression'],
    renal: {
      status: 'no-data',
      summary: 'Severe renal impairment (CrCl below 25 mL/min) not studied.',
      rules: [{ crclBelow: 25, action: 'monitor', text: 'Not studied below CrCl 25 mL/min.' }],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Moderate or severe hepatic impairment not studied.',
      rules: [{ hepaticClass: 'child-pugh-b', action: 'monitor', text: 'Not studied.' }],
    },
    boxedWarnings: [
      'Contraindicated in heart failure of any severity: phosphodiesterase-3 inhibitors reduced survival in class III-IV heart failure.',
    ],
    monitoring: [
      'Reduce to 50 mg twice daily with strong or moderate CYP3A4 inhibitors and with CYP2C19 inhibitors (omeprazole, fluconazole, voriconazole).',
      'Tachycardia, palpitations and arrhythmia; new or worsening heart failure (for example with anthracyclines or trastuzumab).',
      'Bleeding and rare thrombocytopenia or leucopenia; blood count if symptoms.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PLETAL, 'Boxed Warning'),
      label(PLETAL, '2 Dosage and Administration'),
      label(PLETAL, '5 Warnings and Precautions'),
      label(PLETAL, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'fondaparinux',
    rxcui: '321208',
    name: 'Fondaparinux',
    brandNames: ['Arixtra'],
    atc: ['B01AX05'],
    kind: 'supportive',
    drugClass: 'Indirect factor Xa inhibitor (synthetic pentasaccharide)',
    classTags: ['factor-xa-inhibitor', 'parenteral-anticoagulant'],
    mechanism:
      'Binds antithrombin and selectively potentiates its inhibition of factor Xa; excreted unchanged by the kidney (half-life 17-21 hours, longer in renal impairment).',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated when CrCl is below 30 mL/min; use with caution at 30-50 mL/min (more bleeding).',
      rules: [
        {
          crclBelow: 50,
          action: 'monitor',
          text: 'CrCl 30-50 mL/min: higher bleeding risk; monitor closely.',
        },
        { crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min: contraindicated.' },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Spinal or epidural haematoma, possibly causing permanent paralysis, can occur with neuraxial anaesthesia or spinal puncture; weigh risk and monitor neurologically.',
    ],
    monitoring: [
      'Platelet count (stop if below 100,000/mm3), serum creatinine and signs of bleeding; contraindicated for prophylaxis below 50 kg body weight.',
      'Stop other drugs that add to bleeding risk unless essential; bleeding adds with thrombocytopenia from chemotherapy.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ARIXTRA, 'Boxed Warning'),
      label(ARIXTRA, '4 Contraindications'),
      label(ARIXTRA, '5 Warnings and Precautions'),
      label(ARIXTRA, '7 Drug Interactions'),
    ],
  },
  {
    id: 'dalteparin',
    rxcui: '67109',
    name: 'Dalteparin',
    brandNames: ['Fragmin'],
    atc: ['B01AB04'],
    kind: 'supportive',
    drugClass: 'Low-molecular-weight heparin',
    classTags: ['heparin', 'low-molecular-weight-heparin', 'parenteral-anticoagulant'],
    mechanism:
      'Potentiates antithrombin inhibition of factor Xa (and to a lesser extent thrombin); renally cleared.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Extended VTE treatment in cancer: with CrCl below 30 mL/min, monitor anti-factor Xa levels (target 0.5-1.5 IU/mL) and adjust.',
      rules: [
        { crclBelow: 30, action: 'monitor', text: 'CrCl below 30 mL/min: dose by anti-Xa levels.' },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Spinal or epidural haematoma, possibly causing permanent paralysis, can occur with neuraxial anaesthesia or spinal puncture; weigh risk and monitor neurologically.',
    ],
    monitoring: [
      'Cancer-associated VTE: 200 IU/kg once daily for 30 days, then 150 IU/kg once daily for months 2-6 (maximum 18,000 IU daily). Platelets 50,000-100,000/mm3: reduce the daily dose by 2,500 IU; below 50,000/mm3: hold until recovery.',
      'Heparin-induced thrombocytopenia: platelet count at baseline and periodically.',
      'Bleeding with antiplatelets, NSAIDs, other anticoagulants and thrombocytopenia from chemotherapy.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(FRAGMIN, 'Boxed Warning'),
      label(FRAGMIN, '2 Dosage and Administration'),
      label(FRAGMIN, '5 Warnings and Precautions'),
      label(FRAGMIN, '7 Drug Interactions'),
    ],
  },
];

export const comedCardiovascularDrugs: DrugInput[] = [
  ...rasBlockers,
  ...antihypertensives,
  ...diuretics,
  ...lipidLowering,
  ...antiarrhythmicsAndOthers,
];

import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';
import { CPIC_G6PD, FDA_DDI_TABLE, label } from './comed-shared';

/** The day these records were checked against their cited sources. */
const REVIEWED = '2026-11-28';

/*
 * Outpatient co-medications, part 1 (issue 25 item 3): cardiovascular, endocrine and metabolic,
 * women's health, urology, respiratory and allergy drugs and anti-infectives that oncology
 * patients take and that OncoCDS had no record for. Chosen first from the ONC high-priority
 * interaction list (Phansalkar S et al., JAMIA 2012, PMID 22539083), the ingredients the
 * combination-product names already point to (Kaletra, Paxlovid, Entresto, Harvoni, Epclusa,
 * Mavyret, Stribild/Genvoya, Nuedexta), and the ClinCalc Top 300 outpatient drugs.
 *
 * Conventions (as in comed-shared.ts and anti-infectives.ts):
 * - CYP inhibitor and inducer strengths, and sensitive/moderate CYP substrates, follow the FDA table
 *   of clinical index drugs (FDA_DDI_TABLE) where it lists the drug; otherwise the label's own
 *   fold-changes, quoted in `mechanism` (a substrate whose AUC rises 2- to 5-fold with a strong
 *   inhibitor is 'moderate'; an inhibitor raising a sensitive substrate 5-fold or more is 'strong').
 *   A pathway the label names without a figure is 'minor' for a substrate and is left out for a
 *   perpetrator: an empty pathway means "no documented role", never "none".
 * - qtRisk 'known' only where the label documents torsades at usual doses or contraindicates
 *   QT-prolonging drugs for that reason; 'possible' where the label warns of QT prolongation;
 *   'conditional' for electrolyte-wasting drugs; otherwise 'unknown'.
 * - Renal and hepatic rules are filled only where the label gives them; otherwise "no data".
 * - RxCUIs are the RxNorm ingredient (IN) concepts of the shipped vocabulary
 *   (src/knowledge/rxnorm, Current Prescribable Content 2025-10-06). Ingredients whose name starts
 *   with A are missing from that extract, so they carry `rxcui: null` with a note.
 * - Label titles are pinned in ../labels/pinned-recs-1.ts (pinned where a stored DailyMed page was
 *   read, otherwise marked unconfirmed there).
 */

const RXCUI_NOT_IN_EXTRACT =
  'The shipped RxNorm extract (Current Prescribable Content 2025-10-06) lacks ingredients starting with A, so the IN concept could not be confirmed here; matched by name until it is.';
const RXCUI_COMBINATION =
  'A fixed combination: the RxNorm multiple-ingredient (MIN) concept is not in the shipped extract; orders resolve through the ingredient names.';

const RENAL_NOT_CURATED: DrugInput['renal'] = {
  status: 'no-data',
  summary:
    'No renal dose rule is recorded here from the label; no data, not a statement of safety.',
};
const HEPATIC_NOT_CURATED: DrugInput['hepatic'] = {
  status: 'no-data',
  summary:
    'No hepatic dose rule is recorded here from the label; no data, not a statement of safety.',
};

const ONC_HIGH_PRIORITY_2012: Source = {
  kind: 'pubmed',
  title:
    'Phansalkar S et al. High-priority drug-drug interactions for use in electronic health records. J Am Med Inform Assoc 2012',
  pmid: '22539083',
  year: 2012,
};

/** An OTC monograph product: cited to its Drug Facts label. */
function drugFacts(product: string, section: string): Source {
  return { kind: 'label', title: `${product} OTC Drug Facts label`, section };
}

interface Spec {
  id: string;
  rxcui: string | null;
  rxcuiNote?: string;
  name: string;
  synonyms?: string[];
  brands: string[];
  atc?: string[];
  cls: string;
  tags: string[];
  mech: string;
  routes?: DrugInput['routes'];
  pathways?: DrugInput['pathways'];
  qt?: DrugInput['qtRisk'];
  ph?: boolean;
  tox?: DrugInput['toxicities'];
  rare?: DrugInput['rareToxicities'];
  renal?: DrugInput['renal'];
  hepatic?: DrugInput['hepatic'];
  boxed?: string[];
  monitoring: string[];
  pgx?: string[];
  /** The label's instructions for whole classes of co-medications (core/knowledge/drug.ts). */
  classInstructions?: DrugInput['classInstructions'];
  /** Product name as cited: 'Brand (generic)'. */
  product: string;
  /** The label sections the record was checked against. */
  sections: string;
  extra?: Source[];
  /** Replaces the label citation (OTC Drug Facts products). */
  sources?: Source[];
}

function rec(s: Spec): DrugInput {
  return {
    id: s.id,
    rxcui: s.rxcui,
    ...(s.rxcui === null ? { rxcuiNote: s.rxcuiNote ?? RXCUI_NOT_IN_EXTRACT } : {}),
    name: s.name,
    synonyms: s.synonyms ?? [],
    brandNames: s.brands,
    atc: s.atc ?? [],
    kind: 'supportive',
    drugClass: s.cls,
    classTags: s.tags,
    mechanism: s.mech,
    routes: s.routes ?? ['oral'],
    pathways: s.pathways ?? {},
    qtRisk: s.qt ?? 'unknown',
    phDependentAbsorption: s.ph ?? false,
    toxicities: s.tox ?? [],
    rareToxicities: s.rare ?? [],
    renal: s.renal ?? RENAL_NOT_CURATED,
    hepatic: s.hepatic ?? HEPATIC_NOT_CURATED,
    boxedWarnings: s.boxed ?? [],
    monitoring: s.monitoring,
    pgxGenes: s.pgx ?? [],
    ...(s.classInstructions ? { classInstructions: s.classInstructions } : {}),
    lastReviewed: REVIEWED,
    sources: s.sources ?? [label(s.product, s.sections), ...(s.extra ?? [])],
  };
}

const RAS_FETAL =
  'Fetal toxicity: drugs acting on the renin-angiotensin system injure and can kill the fetus in the second and third trimesters; stop when pregnancy is detected.';
const ACEI_MONITORING = [
  'Potassium and creatinine after starting or changing the dose, and when adding potassium, potassium-sparing diuretics, trimethoprim or NSAIDs',
  'Angioedema, more likely with mTOR inhibitors (everolimus, temsirolimus, sirolimus) and with sacubitril (36-hour gap required)',
  'Hypotension with volume depletion (vomiting, diarrhoea, diuretics)',
];
const CAST_BOXED =
  'Increased mortality with class I antiarrhythmics in post-infarction patients with non-life-threatening ventricular arrhythmias (CAST); reserve for life-threatening arrhythmias.';

// ---------------------------------------------------------------- cardiovascular

const cardiovascular: DrugInput[] = [
  rec({
    id: 'captopril',
    rxcui: '1998',
    name: 'Captopril',
    brands: ['Capoten'],
    atc: ['C09AA01'],
    cls: 'ACE inhibitor',
    tags: ['ace-inhibitor', 'renin-angiotensin-blocker'],
    mech: 'Sulfhydryl-containing ACE inhibitor, eliminated by the kidney; lowers angiotensin II and aldosterone.',
    tox: ['hyperkalemia', 'embryo-fetal'],
    rare: ['hypersensitivity', 'nephrotoxicity', 'myelosuppression'],
    boxed: [RAS_FETAL],
    monitoring: [
      ...ACEI_MONITORING,
      'White-cell count: neutropenia and agranulocytosis, mainly with renal impairment or collagen-vascular disease',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Renally excreted: in renal impairment the label advises smaller or less frequent doses, titrated slowly to the lowest effective dose, and a loop rather than a thiazide diuretic in severe impairment (no CrCl figure given).',
      rules: [],
    },
    product: 'Captopril tablets',
    sections:
      'Boxed Warning; Warnings (neutropenia/agranulocytosis, angioedema); Precautions (hyperkalemia); Dosage and Administration (dosage adjustment in renal impairment)',
  }),
  rec({
    id: 'fosinopril',
    rxcui: '50166',
    name: 'Fosinopril',
    brands: ['Monopril'],
    atc: ['C09AA09'],
    cls: 'ACE inhibitor',
    tags: ['ace-inhibitor', 'renin-angiotensin-blocker'],
    mech: 'Prodrug ACE inhibitor (fosinoprilat) cleared by both the kidney and the liver.',
    tox: ['hyperkalemia', 'embryo-fetal'],
    rare: ['hypersensitivity', 'nephrotoxicity', 'hepatotoxicity'],
    boxed: [RAS_FETAL],
    monitoring: ACEI_MONITORING,
    product: 'Fosinopril sodium tablets',
    sections: 'Boxed Warning; Warnings; Precautions (hyperkalemia, drug interactions)',
  }),
  rec({
    id: 'moexipril',
    rxcui: '30131',
    name: 'Moexipril',
    brands: ['Univasc'],
    atc: ['C09AA13'],
    cls: 'ACE inhibitor',
    tags: ['ace-inhibitor', 'renin-angiotensin-blocker'],
    mech: 'Prodrug ACE inhibitor hydrolysed to moexiprilat.',
    tox: ['hyperkalemia', 'embryo-fetal'],
    rare: ['hypersensitivity', 'nephrotoxicity', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 40 mL/min/1.73 m2 or less: start at 3.75 mg once daily, at most 15 mg a day.',
      rules: [
        {
          crclBelow: 41,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 40 mL/min/1.73 m2 or less: start 3.75 mg daily (usual start 7.5 mg), maximum 15 mg a day.',
        },
      ],
    },
    boxed: [RAS_FETAL],
    monitoring: ACEI_MONITORING,
    product: 'Moexipril hydrochloride tablets',
    sections:
      'Boxed Warning; Warnings; Precautions (hyperkalemia, drug interactions); Dosage and Administration (renal impairment)',
  }),
  rec({
    id: 'perindopril',
    rxcui: '54552',
    name: 'Perindopril',
    brands: ['Aceon'],
    atc: ['C09AA04'],
    cls: 'ACE inhibitor',
    tags: ['ace-inhibitor', 'renin-angiotensin-blocker'],
    mech: 'Prodrug ACE inhibitor hydrolysed to perindoprilat, which the kidney clears.',
    tox: ['hyperkalemia', 'embryo-fetal'],
    rare: ['hypersensitivity', 'nephrotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 30 mL/min or more: start 2 mg a day, at most 8 mg; below 30 mL/min: not recommended (safety and efficacy not established).',
      rules: [
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'CrCl below 30 mL/min: not recommended (not established).',
        },
      ],
    },
    boxed: [RAS_FETAL],
    monitoring: [
      ...ACEI_MONITORING,
      'Renal impairment with CrCl 30 mL/min or more: 2 mg a day to start, at most 8 mg',
    ],
    product: 'Perindopril erbumine tablets',
    sections:
      'Boxed Warning; 2 Dosage and Administration (renal impairment); 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'trandolapril',
    rxcui: '38454',
    name: 'Trandolapril',
    brands: ['Mavik'],
    atc: ['C09AA10'],
    cls: 'ACE inhibitor',
    tags: ['ace-inhibitor', 'renin-angiotensin-blocker'],
    mech: 'Prodrug ACE inhibitor hydrolysed to trandolaprilat.',
    tox: ['hyperkalemia', 'embryo-fetal'],
    rare: ['hypersensitivity', 'nephrotoxicity', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 30 mL/min: start at 0.5 mg once daily.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 30 mL/min: start 0.5 mg daily (usual start 1 mg), then titrate.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic cirrhosis: start at 0.5 mg once daily.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Cirrhosis: start 0.5 mg daily (usual start 1 mg), then titrate.',
        },
      ],
    },
    boxed: [RAS_FETAL],
    monitoring: ACEI_MONITORING,
    product: 'Mavik (trandolapril)',
    sections:
      'Boxed Warning; Warnings; Precautions (hyperkalemia, drug interactions); Dosage and Administration (renal impairment)',
  }),
  rec({
    id: 'azilsartan',
    rxcui: null,
    name: 'Azilsartan medoxomil',
    synonyms: ['azilsartan'],
    brands: ['Edarbi'],
    atc: ['C09CA09'],
    cls: 'Angiotensin II receptor blocker',
    tags: ['angiotensin-receptor-blocker', 'renin-angiotensin-blocker'],
    mech: 'Prodrug hydrolysed in the gut to azilsartan, an AT1-receptor blocker; metabolised mainly by CYP2C9 without a documented interaction.',
    tox: ['hyperkalemia', 'embryo-fetal'],
    rare: ['nephrotoxicity'],
    boxed: [RAS_FETAL],
    monitoring: [
      'Potassium and creatinine; dual blockade with an ACE inhibitor or aliskiren adds hyperkalaemia and renal impairment',
      'Hypotension with volume depletion or high-dose diuretics',
    ],
    product: 'Edarbi (azilsartan medoxomil)',
    sections: 'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'sacubitril',
    rxcui: '1656328',
    name: 'Sacubitril',
    brands: [],
    atc: ['C09DX04'],
    cls: 'Neprilysin inhibitor (with valsartan)',
    tags: ['neprilysin-inhibitor'],
    mech: 'Prodrug of LBQ657, a neprilysin inhibitor that raises natriuretic peptides; marketed only with valsartan (Entresto). The combination raised atorvastatin Cmax up to 2-fold (OATP1B1/1B3 inhibition).',
    pathways: { 'OATP1B1/1B3': { inhibitor: 'weak' } },
    tox: ['hyperkalemia', 'embryo-fetal'],
    rare: ['hypersensitivity', 'nephrotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'eGFR below 30 mL/min/1.73 m2: start at the lowest dose (24/26 mg twice daily).',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'eGFR below 30: start sacubitril/valsartan at 24/26 mg twice daily and titrate.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate impairment (Child-Pugh B): lowest starting dose; severe (Child-Pugh C): not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Child-Pugh B: start at 24/26 mg twice daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Child-Pugh C: use not recommended.',
        },
      ],
    },
    boxed: [RAS_FETAL],
    classInstructions: [
      {
        with: { classTag: 'ace-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an ACE inhibitor or within 36 hours of switching from or to one: angioedema.',
        source: label(
          'Entresto (sacubitril and valsartan)',
          '4 Contraindications; 7 Drug Interactions',
        ),
      },
    ],
    monitoring: [
      'Contraindicated with an ACE inhibitor or within 36 hours of one (angioedema)',
      'Potassium, creatinine and blood pressure; avoid aliskiren in diabetes',
      'Lithium concentrations',
    ],
    product: 'Entresto (sacubitril and valsartan)',
    sections:
      'Boxed Warning; 2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
  }),
  rec({
    id: 'acebutolol',
    rxcui: null,
    name: 'Acebutolol',
    brands: ['Sectral'],
    atc: ['C07AB04'],
    cls: 'Beta-blocker (beta1-selective, intrinsic sympathomimetic activity)',
    tags: ['beta-blocker'],
    mech: 'Cardioselective beta-blocker with partial agonist activity; its active metabolite diacetolol is renally cleared.',
    tox: ['bradycardia'],
    renal: {
      status: 'adjust',
      summary:
        'Reduce the daily dose when CrCl is below 50 mL/min (by half) and below 25 mL/min (by three quarters).',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 50 mL/min: halve the daily dose.',
        },
        {
          crclBelow: 25,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'CrCl below 25 mL/min: give a quarter of the daily dose.',
        },
      ],
    },
    monitoring: [
      'Heart rate and blood pressure; bradycardia and AV block with verapamil, diltiazem, digoxin or other negative chronotropes',
      'Do not stop abruptly (angina exacerbation)',
    ],
    product: 'Sectral (acebutolol)',
    sections: 'Warnings; Precautions; Dosage and Administration (renal impairment)',
  }),
  rec({
    id: 'pindolol',
    rxcui: '8332',
    name: 'Pindolol',
    brands: ['Visken'],
    atc: ['C07AA03'],
    cls: 'Beta-blocker (non-selective, intrinsic sympathomimetic activity)',
    tags: ['beta-blocker'],
    mech: 'Non-selective beta-blocker with partial agonist activity; cleared by the liver and kidney.',
    tox: ['bradycardia'],
    monitoring: [
      'Heart rate and blood pressure; bradycardia with other negative chronotropes',
      'Bronchospasm in asthma or COPD; do not stop abruptly',
    ],
    product: 'Pindolol tablets',
    sections: 'Contraindications; Warnings; Precautions',
  }),
  rec({
    id: 'nisoldipine',
    rxcui: '7435',
    name: 'Nisoldipine',
    brands: ['Sular'],
    atc: ['C08CA07'],
    cls: 'Dihydropyridine calcium-channel blocker',
    tags: ['dihydropyridine-ccb'],
    mech: 'Extended-release dihydropyridine; a sensitive CYP3A4 substrate (FDA clinical index): strong inhibitors and inducers are to be avoided.',
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid strong CYP3A4 inhibitors: nisoldipine exposure rises many-fold (hypotension).',
        source: label('Sular (nisoldipine)', '7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid CYP3A4 inducers such as rifampin and phenytoin: nisoldipine exposure falls so far that it loses effect.',
        source: label('Sular (nisoldipine)', '7 Drug Interactions'),
      },
    ],
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment or cirrhosis raises nisoldipine levels: start at 8.5 mg once daily and watch blood pressure at each dose step.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: start at 8.5 mg once daily (lowest strength).',
        },
      ],
    },
    monitoring: [
      'Avoid strong CYP3A4 inhibitors (ketoconazole, clarithromycin, ritonavir) and inducers (rifampin, phenytoin); avoid grapefruit',
      'Hypotension and peripheral oedema',
    ],
    product: 'Sular (nisoldipine)',
    sections:
      '2 Dosage and Administration (hepatic impairment); 5 Warnings and Precautions; 7 Drug Interactions; 8.6 Hepatic Impairment; 12.3 Pharmacokinetics',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'indapamide',
    rxcui: '5764',
    name: 'Indapamide',
    brands: ['Lozol'],
    atc: ['C03BA11'],
    cls: 'Thiazide-like diuretic',
    tags: ['thiazide-diuretic'],
    mech: 'Thiazide-like diuretic; electrolyte losses (hypokalaemia, hyponatraemia) are dose-related.',
    qt: 'conditional',
    tox: ['hypokalemia', 'hyponatremia'],
    monitoring: [
      'Sodium and potassium, especially in older patients and with other QT-prolonging or potassium-wasting drugs',
      'Lithium concentrations',
    ],
    product: 'Indapamide tablets',
    sections: 'Warnings (hypokalemia, hyponatremia); Precautions (drug interactions)',
  }),
  rec({
    id: 'amiloride',
    rxcui: null,
    name: 'Amiloride',
    brands: ['Midamor'],
    atc: ['C03DB01'],
    cls: 'Potassium-sparing diuretic (ENaC blocker)',
    tags: ['potassium-sparing-diuretic'],
    mech: 'Blocks epithelial sodium channels in the distal nephron, retaining potassium; renally cleared.',
    tox: ['hyperkalemia'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated with impaired renal function (anuria, acute or chronic renal insufficiency, diabetic nephropathy) because of hyperkalaemia.',
      rules: [],
    },
    boxed: [
      'Hyperkalaemia, sometimes fatal, especially with renal impairment, diabetes or in the elderly; monitor potassium.',
    ],
    monitoring: [
      'Potassium: do not combine with other potassium-sparing agents or potassium supplements; caution with ACE inhibitors, ARBs, trimethoprim',
      'Creatinine',
    ],
    product: 'Midamor (amiloride)',
    sections: 'Boxed Warning; Contraindications; Warnings; Precautions',
  }),
  rec({
    id: 'methyldopa',
    rxcui: '6876',
    name: 'Methyldopa',
    atc: ['C02AB01'],
    brands: ['Aldomet'],
    cls: 'Central alpha-2 agonist',
    tags: ['central-alpha2-agonist'],
    mech: 'Converted to alpha-methylnoradrenaline, a central alpha-2 agonist that lowers sympathetic outflow; sedation is common.',
    tox: ['cns-depression'],
    rare: ['hemolysis', 'hepatotoxicity'],
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with MAO inhibitors (hypertensive reactions).',
        source: label('Methyldopa tablets', 'Contraindications'),
      },
    ],
    monitoring: [
      'Direct Coombs test, blood counts and liver tests (haemolytic anaemia, hepatitis)',
      'Sedation with other CNS depressants; lithium toxicity',
      'Contraindicated with MAO inhibitors',
    ],
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in active hepatic disease (acute hepatitis, active cirrhosis) and after liver disorders previously caused by methyldopa.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Active hepatic disease: contraindicated.' },
      ],
    },
    product: 'Methyldopa tablets',
    sections:
      'Contraindications; Warnings (positive Coombs test, hemolytic anemia, liver disorders); Precautions (drug interactions)',
  }),
  rec({
    id: 'guanfacine',
    rxcui: '40114',
    name: 'Guanfacine',
    brands: ['Intuniv', 'Tenex'],
    atc: ['C02AC02'],
    cls: 'Central alpha-2A agonist',
    tags: ['central-alpha2-agonist'],
    mech: 'Alpha-2A agonist (hypertension, ADHD); a CYP3A4 substrate: ketoconazole raised exposure about 3-fold and rifampin lowered it by about 70%.',
    pathways: { CYP3A4: { substrate: 'moderate' } },
    tox: ['cns-depression', 'bradycardia'],
    monitoring: [
      'With a strong or moderate CYP3A4 inhibitor halve the dose; with a strong or moderate inducer the dose may need doubling (Intuniv label)',
      'Heart rate and blood pressure; taper on stopping (rebound hypertension)',
      'Sedation with other CNS depressants',
    ],
    product: 'Intuniv (guanfacine extended-release)',
    sections: '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'minoxidil',
    rxcui: '6984',
    name: 'Minoxidil',
    brands: ['Loniten'],
    atc: ['C02DC01'],
    cls: 'Direct arteriolar vasodilator',
    tags: ['direct-vasodilator'],
    mech: 'Potent oral arteriolar vasodilator (via its sulfate) causing reflex tachycardia and salt and water retention.',
    rare: ['cardiotoxicity'],
    boxed: [
      'Potent drug that can cause pericardial effusion progressing to tamponade and can worsen angina; give with a beta-blocker and a diuretic, under supervision.',
    ],
    monitoring: [
      'Weight, oedema and signs of pericardial effusion',
      'Heart rate (reflex tachycardia)',
    ],
    product: 'Loniten (minoxidil tablets)',
    sections: 'Boxed Warning; Warnings',
  }),
  rec({
    id: 'prazosin',
    rxcui: '8629',
    name: 'Prazosin',
    brands: ['Minipress'],
    atc: ['C02CA01'],
    cls: 'Alpha-1 blocker',
    tags: ['alpha1-blocker'],
    mech: 'Selective alpha-1 adrenoceptor blocker; first-dose syncope.',
    monitoring: [
      'Orthostatic hypotension and syncope with the first dose, with other antihypertensives and with PDE5 inhibitors',
    ],
    product: 'Minipress (prazosin)',
    sections: 'Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'aliskiren',
    rxcui: null,
    name: 'Aliskiren',
    brands: ['Tekturna'],
    atc: ['C09XA02'],
    cls: 'Direct renin inhibitor',
    tags: ['direct-renin-inhibitor', 'renin-angiotensin-blocker'],
    mech: 'Direct renin inhibitor; a P-gp substrate: cyclosporine and itraconazole raise its exposure several-fold, so the label says to avoid them.',
    pathways: { 'P-gp': { substrate: 'sensitive' }, CYP3A4: { substrate: 'minor' } },
    tox: ['hyperkalemia', 'embryo-fetal'],
    rare: ['hypersensitivity', 'nephrotoxicity'],
    boxed: [RAS_FETAL],
    monitoring: [
      'Avoid cyclosporine and itraconazole (P-gp inhibition); contraindicated with an ACE inhibitor or ARB in diabetes',
      'Potassium and creatinine',
    ],
    product: 'Tekturna (aliskiren)',
    sections: 'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'ivabradine',
    rxcui: '1649480',
    name: 'Ivabradine',
    brands: ['Corlanor'],
    atc: ['C01EB17'],
    cls: 'HCN channel blocker (If inhibitor)',
    tags: ['if-channel-inhibitor'],
    mech: 'Slows the sinus node by blocking the funny current; a sensitive CYP3A4 substrate: strong inhibitors are contraindicated and moderate inhibitors (diltiazem, verapamil) avoided.',
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    tox: ['bradycardia', 'embryo-fetal'],
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in severe hepatic impairment (Child-Pugh C).',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: contraindicated.' },
      ],
    },
    monitoring: [
      'Heart rate; contraindicated with strong CYP3A4 inhibitors, avoid with moderate ones and with inducers',
      'Atrial fibrillation; bradycardia with other negative chronotropes',
    ],
    product: 'Corlanor (ivabradine)',
    sections: '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'quinidine',
    rxcui: '9068',
    name: 'Quinidine',
    brands: [],
    atc: ['C01BA01'],
    cls: 'Class IA antiarrhythmic',
    tags: ['class-ia-antiarrhythmic'],
    mech: 'Sodium- and potassium-channel blocker that prolongs the QT interval; a strong CYP2D6 inhibitor and a P-gp inhibitor (FDA clinical index), itself cleared by CYP3A4. Given at low dose with dextromethorphan (Nuedexta) to block its CYP2D6 metabolism.',
    pathways: {
      CYP2D6: { inhibitor: 'strong' },
      'P-gp': { inhibitor: 'moderate' },
      CYP3A4: { substrate: 'minor' },
    },
    qt: 'known',
    tox: ['diarrhea'],
    rare: ['hepatotoxicity', 'hypersensitivity'],
    boxed: [
      'Increased mortality in meta-analyses of quinidine for non-life-threatening arrhythmias, including atrial fibrillation.',
    ],
    monitoring: [
      'ECG (QTc) and potassium; torsades de pointes, worse with other QT-prolonging drugs',
      'Digoxin concentrations rise (P-gp); CYP2D6 prodrugs (codeine, tramadol, tamoxifen) lose effect',
    ],
    product: 'Quinidine sulfate tablets',
    sections: 'Boxed Warning; Warnings (mortality, proarrhythmia); Precautions (drug interactions)',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'disopyramide',
    rxcui: '3541',
    name: 'Disopyramide',
    brands: ['Norpace'],
    atc: ['C01BA03'],
    cls: 'Class IA antiarrhythmic',
    tags: ['class-ia-antiarrhythmic'],
    mech: 'Sodium-channel blocker with marked anticholinergic and negative inotropic effects; prolongs QT; metabolised by CYP3A4 and renally excreted.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    qt: 'known',
    tox: ['anticholinergic'],
    rare: ['cardiotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Moderate renal insufficiency (CrCl above 40 mL/min): 400 mg a day in divided doses; CrCl 40 mL/min or less: 100 mg immediate-release at longer intervals (every 8, 12 or 24 hours as CrCl falls); controlled-release capsules not for CrCl 40 or less.',
      rules: [
        {
          crclBelow: 41,
          action: 'extend-interval',
          text: 'CrCl 40 mL/min or less: immediate-release 100 mg at the label table interval (q8h at 30-40, q12h at 15-30, q24h below 15); no controlled-release.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic insufficiency: 400 mg a day in divided doses (100 mg every 6 hours, or 200 mg controlled-release every 12 hours).',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic insufficiency: 400 mg a day in divided doses.',
        },
      ],
    },
    boxed: [CAST_BOXED],
    monitoring: [
      'ECG (QTc, QRS); QT-prolonging drugs and CYP3A4 inhibitors (macrolides) raise the torsades risk',
      'Heart failure, hypoglycaemia, urinary retention and glaucoma (anticholinergic)',
    ],
    product: 'Norpace (disopyramide)',
    sections: 'Boxed Warning; Warnings; Precautions (drug interactions); Dosage and Administration',
  }),
  rec({
    id: 'mexiletine',
    rxcui: '6926',
    name: 'Mexiletine',
    brands: [],
    atc: ['C01BB02'],
    cls: 'Class IB antiarrhythmic',
    tags: ['class-ib-antiarrhythmic'],
    mech: 'Oral lidocaine analogue; a moderate CYP1A2 inhibitor (FDA clinical index; raises theophylline and tizanidine), metabolised by CYP2D6 and CYP1A2.',
    pathways: {
      CYP1A2: { inhibitor: 'moderate', substrate: 'minor' },
      CYP2D6: { substrate: 'minor' },
    },
    rare: ['hepatotoxicity'],
    boxed: [CAST_BOXED],
    monitoring: [
      'Theophylline and tizanidine concentrations or effects (CYP1A2)',
      'Tremor, dizziness and ataxia; liver tests',
    ],
    product: 'Mexiletine hydrochloride capsules',
    sections: 'Boxed Warning; Warnings; Precautions (drug interactions)',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'procainamide',
    rxcui: '8700',
    name: 'Procainamide',
    brands: [],
    atc: ['C01BA02'],
    cls: 'Class IA antiarrhythmic',
    tags: ['class-ia-antiarrhythmic'],
    mech: 'Sodium-channel blocker; its renally cleared metabolite N-acetylprocainamide (NAPA) blocks potassium channels and prolongs QT.',
    qt: 'known',
    tox: ['myelosuppression'],
    rare: ['immune-related'],
    boxed: [
      'Positive ANA is common with prolonged use and a lupus-like syndrome can follow.',
      'Fatal blood dyscrasias (agranulocytosis, bone-marrow depression); check blood counts regularly.',
      CAST_BOXED,
    ],
    monitoring: [
      'ECG (QTc, QRS) and blood counts',
      'Procainamide and NAPA concentrations in renal impairment',
    ],
    product: 'Procainamide hydrochloride injection',
    sections: 'Boxed Warning; Warnings; Precautions',
  }),
  rec({
    id: 'niacin',
    rxcui: '7393',
    name: 'Niacin (nicotinic acid)',
    synonyms: ['nicotinic acid'],
    brands: ['Niaspan', 'Niacor'],
    atc: ['C10AD02'],
    cls: 'Lipid-modifying agent (nicotinic acid)',
    tags: ['niacin'],
    mech: 'Lowers VLDL and LDL production and raises HDL; flushing is prostaglandin-mediated.',
    tox: ['hyperglycemia'],
    rare: ['hepatotoxicity', 'myopathy'],
    classInstructions: [
      {
        with: { classTag: 'statin' },
        instruction: 'monitor',
        text: 'Lipid-altering niacin doses (1 g a day or more) with a statin: myopathy and rhabdomyolysis reported; weigh the benefit and watch for muscle pain, weakness and CK rises.',
        source: label(
          'Niaspan (niacin extended-release)',
          '5 Warnings and Precautions; 7 Drug Interactions',
        ),
      },
    ],
    monitoring: [
      'Liver tests; glucose in diabetes; uric acid',
      'Myopathy with statins; separate from bile-acid sequestrants by 4-6 hours',
    ],
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in active liver disease or unexplained persistent transaminase elevations (significant or unexplained hepatic impairment).',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Active liver disease: contraindicated.' },
      ],
    },
    product: 'Niaspan (niacin extended-release)',
    sections: '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'colesevelam',
    rxcui: '141626',
    name: 'Colesevelam',
    brands: ['Welchol'],
    atc: ['C10AC04'],
    cls: 'Bile-acid sequestrant',
    tags: ['bile-acid-sequestrant'],
    mech: 'Non-absorbed polymer that binds bile acids in the gut, and with them some co-administered oral drugs.',
    monitoring: [
      'Give drugs with a known binding interaction at least 4 hours before colesevelam: levothyroxine, glyburide, oral contraceptives, olmesartan, phenytoin, cyclosporine',
      'Triglycerides; bowel obstruction risk',
    ],
    product: 'Welchol (colesevelam)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'cholestyramine',
    rxcui: null,
    name: 'Cholestyramine',
    synonyms: ['colestyramine'],
    brands: ['Questran', 'Prevalite'],
    atc: ['C10AC01'],
    cls: 'Bile-acid sequestrant',
    tags: ['bile-acid-sequestrant'],
    mech: 'Anion-exchange resin that binds bile acids and many co-administered oral drugs in the gut.',
    monitoring: [
      'Give other oral drugs at least 1 hour before or 4-6 hours after (warfarin, thiazides, digoxin, levothyroxine, mycophenolate, oral anticancer drugs)',
      'Fat-soluble vitamin and folate deficiency with long use',
    ],
    product: 'Questran (cholestyramine)',
    sections: 'Precautions (drug interactions)',
  }),
  rec({
    id: 'colestipol',
    rxcui: '2685',
    name: 'Colestipol',
    brands: ['Colestid'],
    atc: ['C10AC02'],
    cls: 'Bile-acid sequestrant',
    tags: ['bile-acid-sequestrant'],
    mech: 'Anion-exchange resin that binds bile acids and can bind co-administered oral drugs.',
    monitoring: ['Give other oral drugs at least 1 hour before or 4 hours after colestipol'],
    product: 'Colestid (colestipol)',
    sections: 'Precautions (drug interactions)',
  }),
  rec({
    id: 'icosapent-ethyl',
    rxcui: '1304974',
    name: 'Icosapent ethyl',
    brands: ['Vascepa'],
    atc: ['C10AX06'],
    cls: 'Omega-3 fatty acid (EPA ethyl ester)',
    tags: ['omega-3-fatty-acid'],
    mech: 'Purified eicosapentaenoic acid ethyl ester; lowers triglycerides; prolongs bleeding time.',
    tox: ['bleeding'],
    monitoring: [
      'Bleeding, more so with anticoagulants and antiplatelets',
      'Atrial fibrillation or flutter',
    ],
    product: 'Vascepa (icosapent ethyl)',
    sections: '5 Warnings and Precautions (atrial fibrillation, bleeding)',
  }),
  rec({
    id: 'evolocumab',
    rxcui: '1665684',
    name: 'Evolocumab',
    brands: ['Repatha'],
    atc: ['C10AX13'],
    cls: 'PCSK9 inhibitor (monoclonal antibody)',
    tags: ['pcsk9-inhibitor'],
    mech: 'Monoclonal antibody against PCSK9; no CYP or transporter interactions.',
    routes: ['sc'],
    rare: ['hypersensitivity'],
    monitoring: ['LDL cholesterol; hypersensitivity reactions'],
    product: 'Repatha (evolocumab)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'alirocumab',
    rxcui: null,
    name: 'Alirocumab',
    brands: ['Praluent'],
    atc: ['C10AX14'],
    cls: 'PCSK9 inhibitor (monoclonal antibody)',
    tags: ['pcsk9-inhibitor'],
    mech: 'Monoclonal antibody against PCSK9; no CYP or transporter interactions.',
    routes: ['sc'],
    rare: ['hypersensitivity'],
    monitoring: ['LDL cholesterol; hypersensitivity reactions'],
    product: 'Praluent (alirocumab)',
    sections: '5 Warnings and Precautions',
  }),
  rec({
    id: 'bempedoic-acid',
    rxcui: '2282403',
    name: 'Bempedoic acid',
    brands: ['Nexletol'],
    atc: ['C10AX15'],
    cls: 'ATP-citrate lyase inhibitor',
    tags: ['acl-inhibitor'],
    mech: 'Prodrug activated in the liver that lowers cholesterol synthesis; a weak OATP1B1/1B3 inhibitor that raises simvastatin and pravastatin exposure, hence the label\u2019s dose limits for both.',
    pathways: { 'OATP1B1/1B3': { inhibitor: 'weak' } },
    rare: ['myopathy'],
    monitoring: [
      'Do not exceed simvastatin 20 mg or pravastatin 40 mg daily (myopathy)',
      'Uric acid and gout (hyperuricaemia); tendon rupture',
    ],
    product: 'Nexletol (bempedoic acid)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'vorapaxar',
    rxcui: '1537034',
    name: 'Vorapaxar',
    brands: ['Zontivity'],
    atc: ['B01AC26'],
    cls: 'Protease-activated receptor-1 (PAR-1) antagonist',
    tags: ['par1-antagonist', 'antiplatelet'],
    mech: 'Antiplatelet PAR-1 antagonist given with aspirin or clopidogrel; cleared by CYP3A4: strong inhibitors and inducers are to be avoided.',
    pathways: { CYP3A4: { substrate: 'moderate' } },
    tox: ['bleeding'],
    boxed: [
      'Bleeding risk: contraindicated with a history of stroke, TIA, intracranial haemorrhage or active pathological bleeding.',
    ],
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid strong CYP3A4 inhibitors: higher vorapaxar exposure and bleeding risk.',
        source: label('Zontivity (vorapaxar)', '7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid strong CYP3A4 inducers: lower vorapaxar exposure.',
        source: label('Zontivity (vorapaxar)', '7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Bleeding, especially with anticoagulants, other antiplatelets, NSAIDs or thrombocytopenia',
      'Avoid strong CYP3A4 inhibitors and inducers',
    ],
    product: 'Zontivity (vorapaxar)',
    sections: 'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'pentoxifylline',
    rxcui: '8013',
    name: 'Pentoxifylline',
    brands: ['Trental', 'Pentoxil'],
    atc: ['C04AD03'],
    cls: 'Haemorheological agent (methylxanthine derivative)',
    tags: ['hemorheologic-agent'],
    mech: 'Methylxanthine derivative that improves red-cell deformability and lowers blood viscosity; raises theophylline concentrations.',
    rare: ['bleeding'],
    monitoring: [
      'Bleeding with anticoagulants or antiplatelets (prothrombin time with warfarin)',
      'Theophylline concentrations',
    ],
    product: 'Pentoxifylline extended-release tablets',
    sections: 'Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'midodrine',
    rxcui: '6963',
    name: 'Midodrine',
    brands: ['ProAmatine'],
    atc: ['C01CA17'],
    cls: 'Alpha-1 agonist',
    tags: ['alpha1-agonist'],
    mech: 'Prodrug of desglymidodrine, a peripheral alpha-1 agonist that raises blood pressure; renally cleared.',
    tox: ['bradycardia', 'hypertension'],
    renal: {
      status: 'adjust',
      summary:
        'Desglymidodrine is renally eliminated: in renal impairment start at 2.5 mg (usual 10 mg) and titrate; contraindicated in acute renal disease. The label gives no CrCl threshold.',
      rules: [],
    },
    boxed: [
      'Can cause marked supine hypertension; use only when orthostatic hypotension impairs daily life.',
    ],
    monitoring: [
      'Supine and sitting blood pressure; avoid the evening dose',
      'Bradycardia with digoxin, beta-blockers or other negative chronotropes',
    ],
    product: 'Midodrine hydrochloride tablets',
    sections:
      'Boxed Warning; Contraindications; Warnings; Precautions (renal impairment, drug interactions); Dosage and Administration',
  }),
  rec({
    id: 'droxidopa',
    rxcui: '1489913',
    name: 'Droxidopa',
    atc: ['C01CA27'],
    brands: ['Northera'],
    cls: 'Noradrenaline precursor',
    tags: ['noradrenaline-precursor'],
    mech: 'Converted by dopa decarboxylase to noradrenaline, raising blood pressure in neurogenic orthostatic hypotension.',
    tox: ['hypertension'],
    boxed: ['Supine hypertension; elevate the head of the bed and monitor supine blood pressure.'],
    monitoring: [
      'Supine blood pressure',
      'Dopa-decarboxylase inhibitors (carbidopa) may need a dose change',
    ],
    product: 'Northera (droxidopa)',
    sections: 'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'argatroban',
    rxcui: null,
    name: 'Argatroban',
    brands: [],
    atc: ['B01AE03'],
    cls: 'Direct thrombin inhibitor (parenteral)',
    tags: ['direct-thrombin-inhibitor', 'parenteral-anticoagulant'],
    mech: 'Synthetic direct thrombin inhibitor for heparin-induced thrombocytopenia; cleared by the liver.',
    routes: ['iv'],
    tox: ['bleeding'],
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate to severe hepatic impairment: lower starting infusion rate (0.5 microgram/kg/min) and careful titration.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: start at 0.5 microgram/kg/min.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: start at 0.5 microgram/kg/min and titrate on aPTT.',
        },
      ],
    },
    monitoring: [
      'aPTT; bleeding with other anticoagulants, antiplatelets or thrombolytics',
      'INR rises when overlapping with warfarin (follow the label conversion)',
    ],
    product: 'Argatroban injection',
    sections: '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'bivalirudin',
    rxcui: '60819',
    name: 'Bivalirudin',
    brands: ['Angiomax'],
    atc: ['B01AE06'],
    cls: 'Direct thrombin inhibitor (parenteral)',
    tags: ['direct-thrombin-inhibitor', 'parenteral-anticoagulant'],
    mech: 'Reversible direct thrombin inhibitor used during PCI; cleared by proteolysis and the kidney.',
    routes: ['iv'],
    tox: ['bleeding'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 30 mL/min: reduce the maintenance infusion (1 mg/kg/h); dialysis: 0.25 mg/kg/h.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl below 30 mL/min: reduce the infusion rate to 1 mg/kg/h and monitor ACT.',
        },
      ],
    },
    monitoring: [
      'Bleeding with heparin, warfarin, antiplatelets or thrombolytics',
      'ACT during the procedure',
    ],
    product: 'Angiomax (bivalirudin)',
    sections: '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
];

// ---------------------------------------------------------------- endocrine and metabolic

const GLP1_THYROID_BOXED =
  'Thyroid C-cell tumours in rodents; contraindicated with a personal or family history of medullary thyroid carcinoma or MEN 2.';

const endocrineMetabolic: DrugInput[] = [
  rec({
    id: 'alogliptin',
    rxcui: null,
    name: 'Alogliptin',
    brands: ['Nesina'],
    atc: ['A10BH04'],
    cls: 'DPP-4 inhibitor',
    tags: ['dpp4-inhibitor'],
    mech: 'Dipeptidyl peptidase-4 inhibitor, mostly excreted unchanged by the kidney; no clinically relevant CYP interactions.',
    rare: ['hepatotoxicity', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 30 to <60 mL/min: 12.5 mg daily; CrCl below 30: 6.25 mg daily.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 30 to <60 mL/min: 12.5 mg once daily.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'CrCl below 30 mL/min: 6.25 mg once daily.',
        },
      ],
    },
    monitoring: [
      'Hypoglycaemia with insulin or a sulfonylurea (lower their dose)',
      'Heart failure, pancreatitis, liver tests, bullous pemphigoid',
    ],
    product: 'Nesina (alogliptin)',
    sections: '2 Dosage and Administration; 5 Warnings and Precautions',
  }),
  rec({
    id: 'ertugliflozin',
    rxcui: '1992672',
    name: 'Ertugliflozin',
    brands: ['Steglatro'],
    atc: ['A10BK04'],
    cls: 'SGLT2 inhibitor',
    tags: ['sglt2-inhibitor'],
    mech: 'Sodium-glucose cotransporter-2 inhibitor cleared mainly by UGT1A9 and UGT2B7 glucuronidation; no clinically relevant CYP interactions.',
    tox: ['infection'],
    rare: ['nephrotoxicity'],
    renal: {
      status: 'avoid',
      summary:
        'The 2017 label contraindicates eGFR below 30 mL/min/1.73 m2, end-stage renal disease and dialysis, and advises against starting (or continuing) at eGFR 30 to <60; later revisions may set the initiation threshold differently, so check the current label.',
      rules: [
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'eGFR below 30, end-stage renal disease or dialysis: contraindicated (2017 label).',
        },
      ],
    },
    monitoring: [
      'Ketoacidosis (including euglycaemic) around surgery, fasting or acute illness',
      'Volume depletion with diuretics; genital mycotic and urinary infections; hypoglycaemia with insulin or sulfonylureas',
    ],
    product: 'Steglatro (ertugliflozin)',
    sections:
      '2.2 Patients with Renal Impairment; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'exenatide',
    rxcui: '60548',
    name: 'Exenatide',
    brands: ['Byetta', 'Bydureon BCise'],
    atc: ['A10BJ01'],
    cls: 'GLP-1 receptor agonist',
    tags: ['glp1-receptor-agonist'],
    mech: 'GLP-1 receptor agonist cleared by the kidney; slows gastric emptying, which can delay absorption of oral drugs.',
    routes: ['sc'],
    rare: ['nephrotoxicity'],
    renal: {
      status: 'avoid',
      summary:
        'Byetta: not recommended below CrCl 30 mL/min; Bydureon BCise: not recommended below eGFR 45.',
      rules: [
        { crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min: not recommended (Byetta).' },
      ],
    },
    boxed: ['Bydureon BCise: ' + GLP1_THYROID_BOXED],
    monitoring: [
      'Hypoglycaemia with insulin or sulfonylureas; INR with warfarin',
      'Pancreatitis; acute kidney injury from vomiting and dehydration',
      'Oral drugs that need rapid absorption: take 1 hour before exenatide',
    ],
    product: 'Byetta (exenatide)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions; 8.6 Renal Impairment',
  }),
  rec({
    id: 'repaglinide',
    rxcui: '73044',
    name: 'Repaglinide',
    brands: ['Prandin'],
    atc: ['A10BX02'],
    cls: 'Meglitinide insulin secretagogue',
    tags: ['meglitinide'],
    mech: 'Short-acting insulin secretagogue; a sensitive CYP2C8 substrate (FDA clinical index) also cleared by CYP3A4 and taken up by OATP1B1: gemfibrozil is contraindicated and clopidogrel raises exposure several-fold.',
    pathways: {
      CYP2C8: { substrate: 'sensitive' },
      CYP3A4: { substrate: 'minor' },
      'OATP1B1/1B3': { substrate: 'minor' },
    },
    renal: {
      status: 'adjust',
      summary:
        'Severe renal impairment (CrCl 20-40 mL/min): start at 0.5 mg with meals and titrate carefully.',
      rules: [
        {
          crclBelow: 40,
          action: 'reduce',
          text: 'CrCl 20-40 mL/min: start at 0.5 mg before meals.',
        },
      ],
    },
    monitoring: [
      'Contraindicated with gemfibrozil; avoid clopidogrel or limit repaglinide to 4 mg a day',
      'Hypoglycaemia with CYP2C8 or CYP3A4 inhibitors (trimethoprim, itraconazole, clarithromycin, cyclosporine)',
    ],
    product: 'Prandin (repaglinide)',
    sections:
      '2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions; 12.3 Pharmacokinetics',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'nateglinide',
    rxcui: '274332',
    name: 'Nateglinide',
    brands: ['Starlix'],
    atc: ['A10BX03'],
    cls: 'Meglitinide insulin secretagogue',
    tags: ['meglitinide'],
    mech: 'Short-acting insulin secretagogue metabolised mainly by CYP2C9 and partly by CYP3A4.',
    pathways: { CYP2C9: { substrate: 'minor' }, CYP3A4: { substrate: 'minor' } },
    monitoring: [
      'Hypoglycaemia, particularly with CYP2C9 inhibitors (fluconazole, amiodarone), insulin or alcohol',
    ],
    product: 'Starlix (nateglinide)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'acarbose',
    rxcui: null,
    name: 'Acarbose',
    brands: ['Precose'],
    atc: ['A10BF01'],
    cls: 'Alpha-glucosidase inhibitor',
    tags: ['alpha-glucosidase-inhibitor'],
    mech: 'Delays intestinal carbohydrate digestion; minimally absorbed.',
    tox: ['diarrhea'],
    rare: ['hepatotoxicity'],
    renal: {
      status: 'avoid',
      summary:
        'Not recommended with significant renal dysfunction (serum creatinine above 2 mg/dL): not studied long term and acarbose accumulates.',
      rules: [],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in cirrhosis.',
      rules: [{ hepaticClass: 'any', action: 'avoid', text: 'Cirrhosis: contraindicated.' }],
    },
    monitoring: [
      'Treat hypoglycaemia with glucose (dextrose), not sucrose',
      'Liver tests (dose-related transaminase rises); may lower digoxin concentrations',
    ],
    product: 'Precose (acarbose)',
    sections: 'Contraindications; Precautions (renal impairment, drug interactions)',
  }),
  rec({
    id: 'insulin-detemir',
    rxcui: '139825',
    name: 'Insulin detemir',
    brands: ['Levemir'],
    atc: ['A10AE05'],
    cls: 'Long-acting insulin analogue',
    tags: ['basal-insulin'],
    mech: 'Basal insulin analogue bound to albumin through a fatty-acid chain.',
    routes: ['sc'],
    tox: ['hypokalemia'],
    monitoring: [
      'Glucose: corticosteroids (dexamethasone premedication) raise it; hypoglycaemia when they stop',
      'Never share pens; potassium',
    ],
    product: 'Levemir (insulin detemir)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'insulin-glulisine',
    rxcui: null,
    rxcuiNote:
      'The insulin glulisine IN concept is not listed in the shipped RxNorm extract; matched by name until it is confirmed.',
    name: 'Insulin glulisine',
    brands: ['Apidra'],
    atc: ['A10AB06'],
    cls: 'Rapid-acting insulin analogue',
    tags: ['prandial-insulin'],
    mech: 'Rapid-acting mealtime insulin analogue.',
    routes: ['sc', 'iv'],
    tox: ['hypokalemia'],
    monitoring: ['Glucose and potassium; hypoglycaemia with other glucose-lowering drugs'],
    product: 'Apidra (insulin glulisine)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'pramlintide',
    rxcui: '139953',
    name: 'Pramlintide',
    brands: ['Symlin'],
    atc: ['A10BX05'],
    cls: 'Amylin analogue',
    tags: ['amylin-analogue'],
    mech: 'Amylin analogue given with mealtime insulin; slows gastric emptying.',
    routes: ['sc'],
    boxed: [
      'Severe hypoglycaemia with insulin, mostly within 3 hours of dosing; reduce the mealtime insulin dose when starting.',
    ],
    monitoring: [
      'Hypoglycaemia; oral drugs that need rapid absorption 1 hour before or 2 hours after',
      'Avoid with anticholinergics or other drugs that slow gastric motility',
    ],
    product: 'Symlin (pramlintide)',
    sections: 'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'teriparatide',
    rxcui: '32915',
    name: 'Teriparatide',
    brands: ['Forteo', 'Bonsity'],
    atc: ['H05AA02'],
    cls: 'Parathyroid hormone analogue',
    tags: ['pth-analogue'],
    mech: 'Recombinant PTH(1-34); anabolic bone agent that transiently raises serum calcium.',
    routes: ['sc'],
    monitoring: [
      'Avoid with bone metastases, skeletal malignancy or prior skeletal radiation (osteosarcoma risk)',
      'Calcium; digoxin toxicity with hypercalcaemia',
    ],
    product: 'Forteo (teriparatide)',
    sections: '5 Warnings and Precautions (osteosarcoma, hypercalcemia); 7 Drug Interactions',
  }),
  rec({
    id: 'abaloparatide',
    rxcui: null,
    name: 'Abaloparatide',
    brands: ['Tymlos'],
    atc: ['H05AA04'],
    cls: 'PTH-related peptide analogue',
    tags: ['pth-analogue'],
    mech: 'PTHrP(1-34) analogue; anabolic bone agent.',
    routes: ['sc'],
    monitoring: [
      'Avoid with bone metastases, skeletal malignancy or prior skeletal radiation (osteosarcoma risk)',
      'Orthostatic hypotension after the first doses; calcium',
    ],
    product: 'Tymlos (abaloparatide)',
    sections: '5 Warnings and Precautions',
  }),
  rec({
    id: 'romosozumab',
    rxcui: '2123126',
    name: 'Romosozumab',
    brands: ['Evenity'],
    atc: ['M05BX06'],
    cls: 'Sclerostin inhibitor (monoclonal antibody)',
    tags: ['sclerostin-inhibitor'],
    mech: 'Monoclonal antibody against sclerostin that increases bone formation and decreases resorption.',
    routes: ['sc'],
    tox: ['hypocalcemia'],
    rare: ['osteonecrosis-jaw', 'cardiotoxicity'],
    boxed: [
      'May increase the risk of myocardial infarction, stroke and cardiovascular death; do not start within a year of MI or stroke.',
    ],
    monitoring: [
      'Calcium (correct hypocalcaemia first)',
      'Jaw osteonecrosis with other antiresorptives or invasive dental work',
    ],
    product: 'Evenity (romosozumab-aqqg)',
    sections: 'Boxed Warning; 5 Warnings and Precautions',
  }),
  rec({
    id: 'raloxifene',
    rxcui: '72143',
    name: 'Raloxifene',
    brands: ['Evista'],
    atc: ['G03XC01'],
    cls: 'Selective estrogen receptor modulator',
    tags: ['serm'],
    mech: 'SERM: oestrogen agonist on bone, antagonist on breast and uterus; glucuronidated, with enterohepatic cycling that cholestyramine interrupts.',
    tox: ['thromboembolism'],
    boxed: [
      'Increased risk of venous thromboembolism and of death from stroke in women with coronary disease or its risk factors.',
    ],
    classInstructions: [
      {
        with: { classTag: 'bile-acid-sequestrant' },
        instruction: 'avoid',
        text: 'Not recommended with cholestyramine, which cut raloxifene absorption and enterohepatic cycling by about 60%; other anion-exchange resins are expected to act alike.',
        source: label('Evista (raloxifene)', '7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Venous thromboembolism, especially with immobilisation or other prothrombotic drugs; stop 72 hours before prolonged immobilisation',
      'Not with cholestyramine; prothrombin time with warfarin; not with systemic oestrogens',
    ],
    product: 'Evista (raloxifene)',
    sections: 'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'desmopressin',
    rxcui: '3251',
    name: 'Desmopressin',
    brands: ['DDAVP', 'Nocdurna'],
    atc: ['H01BA02'],
    cls: 'Vasopressin V2 agonist',
    tags: ['vasopressin-analogue'],
    mech: 'Synthetic vasopressin analogue with antidiuretic action; renally cleared.',
    routes: ['oral', 'intranasal', 'iv', 'sc', 'sublingual'],
    tox: ['hyponatremia'],
    renal: {
      status: 'avoid',
      summary: 'Contraindicated in moderate to severe renal impairment (CrCl below 50 mL/min).',
      rules: [{ crclBelow: 50, action: 'avoid', text: 'CrCl below 50 mL/min: contraindicated.' }],
    },
    boxed: [
      'Hyponatraemia, which can be severe and life-threatening (seizures, coma, respiratory arrest, death); contraindicated in patients at increased risk, including those taking loop diuretics or systemic or inhaled glucocorticoids; check sodium before starting, within 7 days and at about 1 month.',
    ],
    classInstructions: [
      {
        with: { classTag: 'loop-diuretic' },
        instruction: 'contraindicated',
        text: 'Contraindicated with loop diuretics: higher risk of severe hyponatraemia.',
        source: label('Desmopressin acetate injection', 'Boxed Warning; 4 Contraindications'),
      },
      {
        with: { classTag: 'corticosteroid' },
        instruction: 'contraindicated',
        text: 'Contraindicated with systemic or inhaled glucocorticoids (dexamethasone premedication included): higher risk of severe hyponatraemia.',
        source: label('Desmopressin acetate injection', 'Boxed Warning; 4 Contraindications'),
      },
    ],
    monitoring: [
      'Sodium before and during treatment, more often with other drugs that cause hyponatraemia (thiazides, SSRIs, carbamazepine, cyclophosphamide, vincristine, cisplatin hydration)',
      'Contraindicated with loop diuretics and systemic or inhaled glucocorticoids (including dexamethasone premedication); fluid restriction',
    ],
    product: 'Desmopressin acetate injection',
    sections:
      'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions (hyponatremia); 7 Drug Interactions',
  }),
  rec({
    id: 'fludrocortisone',
    rxcui: '4452',
    name: 'Fludrocortisone',
    brands: ['Florinef'],
    atc: ['H02AA02'],
    cls: 'Mineralocorticoid',
    tags: ['mineralocorticoid'],
    mech: 'Potent mineralocorticoid: sodium retention and potassium loss.',
    qt: 'conditional',
    tox: ['hypokalemia', 'hypertension'],
    monitoring: [
      'Potassium, blood pressure and oedema; hypokalaemia adds to digoxin toxicity and QT risk',
      'Potassium-wasting drugs (loop and thiazide diuretics, amphotericin B)',
    ],
    product: 'Fludrocortisone acetate tablets',
    sections: 'Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'cinacalcet',
    rxcui: '407990',
    name: 'Cinacalcet',
    brands: ['Sensipar'],
    atc: ['H05BX01'],
    cls: 'Calcimimetic',
    tags: ['calcimimetic'],
    mech: 'Calcium-sensing receptor agonist that lowers PTH and calcium; a moderate CYP2D6 inhibitor (FDA clinical index) metabolised by CYP3A4 (ketoconazole raised exposure about 2-fold) and CYP1A2.',
    pathways: {
      CYP2D6: { inhibitor: 'moderate' },
      CYP3A4: { substrate: 'moderate' },
      CYP1A2: { substrate: 'minor' },
    },
    qt: 'conditional',
    tox: ['hypocalcemia'],
    monitoring: [
      'Calcium: hypocalcaemia prolongs QT and lowers the seizure threshold; add with other calcium-lowering drugs (bisphosphonates, denosumab) with care',
      'CYP2D6 substrates with a narrow range (flecainide, tricyclics, metoprolol) may need lower doses; CYP2D6 prodrugs (tamoxifen, codeine) may lose effect',
      'Strong CYP3A4 inhibitors raise cinacalcet',
    ],
    product: 'Sensipar (cinacalcet)',
    sections:
      '5 Warnings and Precautions (hypocalcemia); 7 Drug Interactions; 12.3 Pharmacokinetics',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'sevelamer',
    rxcui: '214824',
    name: 'Sevelamer',
    brands: ['Renvela', 'Renagel'],
    atc: ['V03AE02'],
    cls: 'Phosphate binder (non-calcium)',
    tags: ['phosphate-binder'],
    mech: 'Non-absorbed polymer that binds dietary phosphate and can bind co-administered oral drugs.',
    monitoring: [
      'Ciprofloxacin, mycophenolate and levothyroxine absorption falls; separate dosing and monitor drugs with a narrow range',
    ],
    product: 'Renvela (sevelamer carbonate)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'ergocalciferol',
    rxcui: '4018',
    name: 'Ergocalciferol (vitamin D2)',
    synonyms: ['vitamin D2'],
    brands: ['Drisdol'],
    atc: ['A11CC01'],
    cls: 'Vitamin D',
    tags: ['vitamin-d'],
    mech: 'Vitamin D2, hydroxylated in liver and kidney to active forms; raises calcium absorption.',
    monitoring: [
      'Calcium with high doses or with thiazides; hypercalcaemia adds to digoxin toxicity',
    ],
    product: 'Drisdol (ergocalciferol)',
    sections: 'Warnings; Precautions',
  }),
  rec({
    id: 'cabergoline',
    rxcui: '47579',
    name: 'Cabergoline',
    brands: ['Dostinex'],
    atc: ['G02CB03'],
    cls: 'Dopamine D2 agonist (ergot-derived)',
    tags: ['dopamine-agonist', 'ergot-derivative'],
    mech: 'Long-acting ergot-derived D2 agonist for hyperprolactinaemia; metabolised extensively, with CYP3A4 playing a minor role.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    rare: ['cardiotoxicity'],
    monitoring: [
      'Cardiac valvulopathy and fibrosis (echocardiography with long use)',
      'Not with D2 antagonists (metoclopramide, antipsychotics), which oppose its effect',
    ],
    product: 'Cabergoline tablets',
    sections: 'Contraindications; Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'bromocriptine',
    rxcui: '1760',
    name: 'Bromocriptine',
    brands: ['Parlodel', 'Cycloset'],
    atc: ['G02CB01'],
    cls: 'Dopamine D2 agonist (ergot-derived)',
    tags: ['dopamine-agonist', 'ergot-derivative'],
    mech: 'Ergot-derived D2 agonist (hyperprolactinaemia, acromegaly, Parkinson disease, type 2 diabetes as Cycloset); extensively metabolised by CYP3A4.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    monitoring: [
      'Avoid strong CYP3A4 inhibitors (Cycloset: use with caution with moderate ones)',
      'Hypotension, somnolence; not with other ergots or D2 antagonists',
    ],
    product: 'Cycloset (bromocriptine mesylate)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
];

// ---------------------------------------------------------------- women's health

const HORMONAL_CONTRACEPTION_MONITORING = [
  'Strong or moderate CYP3A4 inducers (rifampin, carbamazepine, phenytoin, St John\u2019s wort, enzalutamide, apalutamide) can cause contraceptive failure: use a non-hormonal method',
];

const womensHealth: DrugInput[] = [
  rec({
    id: 'mifepristone',
    rxcui: '6964',
    name: 'Mifepristone',
    brands: ['Korlym', 'Mifeprex'],
    atc: ['G03XB01'],
    cls: 'Glucocorticoid and progesterone receptor antagonist',
    tags: ['glucocorticoid-receptor-antagonist', 'antiprogestogen'],
    mech: 'Blocks glucocorticoid and progesterone receptors. Daily Korlym dosing makes it a strong CYP3A inhibitor (simvastatin AUC rose about 15-fold) and it is itself a CYP3A4 substrate; the label also names it a CYP2C8/2C9 inhibitor (use the lowest dose of their substrates), without a figure to grade.',
    pathways: {
      CYP3A4: { substrate: 'minor', inhibitor: 'strong' },
    },
    qt: 'possible',
    tox: ['hypokalemia', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary: 'Korlym: in renal impairment do not exceed 600 mg once daily.',
      rules: [],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Korlym: mild to moderate impairment, do not exceed 600 mg daily; severe impairment, do not use.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Mild to moderate impairment: at most 600 mg once daily.',
        },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Severe impairment: do not use.' },
      ],
    },
    boxed: [
      'Termination of pregnancy: exclude pregnancy before starting and after a break of more than 14 days.',
    ],
    classInstructions: [
      {
        with: {
          pathway: 'CYP3A4',
          role: 'substrate',
          levels: ['sensitive', 'moderate', 'minor'],
          narrowTherapeuticIndexOnly: true,
          change: 'raises',
        },
        instruction: 'contraindicated',
        text: 'Contraindicated with CYP3A substrates that have a narrow therapeutic range (cyclosporine, tacrolimus, sirolimus, fentanyl, pimozide, quinidine, ergotamine, dihydroergotamine), as with simvastatin and lovastatin: daily mifepristone is a strong CYP3A inhibitor.',
        source: label('Korlym (mifepristone)', '4 Contraindications; 7 Drug Interactions'),
      },
      {
        with: { classTag: 'corticosteroid' },
        instruction: 'contraindicated',
        text: 'Contraindicated when a systemic corticosteroid is needed for a serious illness (e.g. immunosuppression after transplant): mifepristone blocks the glucocorticoid receptor and antagonises it.',
        source: label('Korlym (mifepristone)', '4 Contraindications'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'Strong CYP3A inhibitors raise mifepristone: use together only when needed, start Korlym at 300 mg (at most 600 mg), or step an existing dose down per the label table (at most 900 mg).',
        source: label('Korlym (mifepristone)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Contraindicated with simvastatin, lovastatin and CYP3A substrates with a narrow range (cyclosporine, tacrolimus, sirolimus, fentanyl, pimozide, quinidine, ergots)',
      'Contraindicated when systemic corticosteroids are needed for serious illness (it blocks them), including dexamethasone antiemetic premedication',
      'Potassium (hypokalaemia) and QTc; avoid other QT-prolonging drugs',
      'Strong CYP3A inhibitors: limit Korlym to 900 mg daily',
    ],
    product: 'Korlym (mifepristone)',
    sections:
      'Boxed Warning; 2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
  }),
  rec({
    id: 'misoprostol',
    rxcui: '42331',
    name: 'Misoprostol',
    brands: ['Cytotec'],
    atc: ['A02BB01'],
    cls: 'Prostaglandin E1 analogue',
    tags: ['prostaglandin-analogue'],
    mech: 'Prostaglandin E1 analogue that protects gastric mucosa and stimulates uterine contraction.',
    tox: ['diarrhea', 'embryo-fetal'],
    boxed: [
      'Can cause abortion, premature birth or birth defects; not for NSAID-ulcer prevention in pregnancy, and women of childbearing potential need a negative test and contraception.',
    ],
    monitoring: [
      'Diarrhoea and dehydration, additive with chemotherapy-induced diarrhoea',
      'Magnesium-containing antacids worsen diarrhoea',
    ],
    product: 'Cytotec (misoprostol)',
    sections: 'Boxed Warning; Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'ulipristal',
    rxcui: '1005921',
    name: 'Ulipristal acetate',
    synonyms: ['ulipristal'],
    brands: ['ella'],
    atc: ['G03AD02'],
    cls: 'Selective progesterone receptor modulator (emergency contraceptive)',
    tags: ['emergency-contraceptive'],
    mech: 'Progesterone receptor modulator that delays ovulation; a CYP3A4 substrate whose exposure CYP3A4 inducers lower.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'Not to be given with CYP3A4 inducers (rifampin lowered ulipristal exposure by about 90%): the emergency contraceptive may fail.',
        source: label(
          'ella (ulipristal acetate)',
          '5 Warnings and Precautions; 7 Drug Interactions',
        ),
      },
    ],
    monitoring: [
      'CYP3A4 inducers (rifampin, carbamazepine, phenytoin, St John\u2019s wort) may reduce efficacy',
      'Progestin-containing contraception started within 5 days may reduce efficacy',
    ],
    product: 'ella (ulipristal acetate)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'elagolix',
    rxcui: '2049846',
    name: 'Elagolix',
    atc: ['H01CC03'],
    brands: ['Orilissa'],
    cls: 'GnRH receptor antagonist (oral)',
    tags: ['gnrh-antagonist'],
    mech: 'Oral GnRH antagonist for endometriosis pain; a CYP3A substrate and OATP1B1 substrate, a weak-to-moderate CYP3A inducer (midazolam AUC down 35% at 150 mg daily, 54% at 200 mg twice daily) and a P-gp inhibitor (digoxin up).',
    pathways: {
      CYP3A4: { substrate: 'minor', inducer: 'weak' },
      'OATP1B1/1B3': { substrate: 'minor' },
      'P-gp': { inhibitor: 'weak' },
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Moderate impairment: 150 mg daily for up to 6 months only; severe (Child-Pugh C): contraindicated.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Child-Pugh B: 150 mg once daily, at most 6 months.',
        },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: contraindicated.' },
      ],
    },
    classInstructions: [
      {
        with: { pathway: 'OATP1B1/1B3', role: 'inhibitor', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong OATP1B1 inhibitors (cyclosporine, gemfibrozil) are contraindicated: elagolix exposure rises markedly.',
        source: label('Orilissa (elagolix)', '4 Contraindications; 7 Drug Interactions'),
      },
      {
        with: { classTag: 'estrogen' },
        instruction: 'monitor',
        text: 'Estrogen-containing hormonal contraceptives can blunt elagolix; advise non-hormonal contraception during treatment and for 28 days after stopping.',
        source: label('Orilissa (elagolix)', '5 Warnings and Precautions; 7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Contraindicated with strong OATP1B1 inhibitors (cyclosporine, gemfibrozil)',
      'Bone mineral density loss; suicidal ideation and mood changes; liver tests',
      'Lowers midazolam and other CYP3A substrates; raises digoxin',
    ],
    product: 'Orilissa (elagolix)',
    sections:
      '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'fezolinetant',
    rxcui: '2637134',
    name: 'Fezolinetant',
    brands: ['Veozah'],
    atc: ['G02CX06'],
    cls: 'Neurokinin-3 receptor antagonist',
    tags: ['nk3-antagonist'],
    mech: 'NK3 receptor antagonist for vasomotor symptoms; a sensitive CYP1A2 substrate: CYP1A2 inhibitors (fluvoxamine, ciprofloxacin, mexiletine) are contraindicated.',
    pathways: { CYP1A2: { substrate: 'sensitive' } },
    tox: ['hepatotoxicity'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated with eGFR below 30 mL/min/1.73 m2 (severe impairment or kidney failure).',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'eGFR below 30: contraindicated.' }],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in cirrhosis.',
      rules: [{ hepaticClass: 'any', action: 'avoid', text: 'Cirrhosis: contraindicated.' }],
    },
    boxed: [
      'Risk of hepatotoxicity: check liver tests before starting, monthly for 3 months, then at 6 and 9 months; stop if transaminases exceed 5x ULN or symptoms appear.',
    ],
    classInstructions: [
      {
        with: { pathway: 'CYP1A2', role: 'inhibitor', levels: ['strong', 'moderate', 'weak'] },
        instruction: 'contraindicated',
        text: 'Contraindicated with CYP1A2 inhibitors of any strength: fezolinetant exposure rises (fluvoxamine raised its AUC about 9-fold).',
        source: label('Veozah (fezolinetant)', '4 Contraindications; 7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Contraindicated with CYP1A2 inhibitors (strong, moderate or weak)',
      'Liver tests as in the boxed warning, especially with other hepatotoxic drugs',
    ],
    product: 'Veozah (fezolinetant)',
    sections: 'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'ospemifene',
    rxcui: '1370971',
    name: 'Ospemifene',
    brands: ['Osphena'],
    atc: ['G03XC05'],
    cls: 'Selective estrogen receptor modulator',
    tags: ['serm'],
    mech: 'SERM for dyspareunia from vulvovaginal atrophy; metabolised by CYP3A4, CYP2C9 and CYP2C19: fluconazole raised exposure 2.7-fold and rifampin lowered it by 58%.',
    pathways: {
      CYP3A4: { substrate: 'minor' },
      CYP2C9: { substrate: 'minor' },
      CYP2C19: { substrate: 'minor' },
    },
    tox: ['thromboembolism'],
    boxed: [
      'Endometrial cancer: oestrogen-agonist effect on the endometrium.',
      'Cardiovascular disorders: increased stroke and deep-vein thrombosis risk, as with oestrogen-alone therapy.',
    ],
    classInstructions: [
      {
        with: { classTag: 'serm' },
        instruction: 'avoid',
        text: 'Not to be used with another estrogen agonist/antagonist (tamoxifen, toremifene, raloxifene) or with estrogens: the combination has not been studied.',
        source: label('Osphena (ospemifene)', '7 Drug Interactions'),
      },
      {
        with: { classTag: 'estrogen' },
        instruction: 'avoid',
        text: 'Not to be used with estrogens: the combination has not been studied.',
        source: label('Osphena (ospemifene)', '7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Do not combine with fluconazole or with oestrogens or other SERMs; rifampin lowers its effect',
      'Not for women with known or suspected breast cancer',
    ],
    product: 'Osphena (ospemifene)',
    sections: 'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'tranexamic-acid',
    rxcui: '10691',
    name: 'Tranexamic acid',
    brands: ['Lysteda', 'Cyklokapron'],
    atc: ['B02AA02'],
    cls: 'Antifibrinolytic',
    tags: ['antifibrinolytic'],
    mech: 'Lysine analogue that blocks plasminogen binding to fibrin; renally excreted.',
    routes: ['oral', 'iv'],
    tox: ['thromboembolism'],
    renal: {
      status: 'adjust',
      summary:
        'Reduce the oral dose when serum creatinine exceeds 1.4 mg/dL (label table by creatinine); the IV dose is also reduced in renal impairment.',
      rules: [],
    },
    classInstructions: [
      {
        with: { classTag: 'estrogen' },
        instruction: 'avoid',
        text: 'Not with combined hormonal contraception: the antifibrinolytic adds to the estrogen\u2019s thrombotic risk (venous and arterial thromboses reported); Lysteda is for women who do not use it, or only with a strong medical need.',
        source: label(
          'Lysteda (tranexamic acid)',
          '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
        ),
      },
    ],
    monitoring: [
      'Thrombosis with combined hormonal contraceptives, factor IX complex or tretinoin for APL',
      'Contraindicated with active thromboembolic disease',
    ],
    product: 'Lysteda (tranexamic acid)',
    sections:
      '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'desogestrel',
    rxcui: '22656',
    name: 'Desogestrel',
    brands: ['Apri', 'Mircette'],
    atc: ['G03AC09'],
    cls: 'Progestin (combined oral contraceptive component)',
    tags: ['progestin'],
    mech: 'Prodrug of etonogestrel; combined with ethinyl estradiol; CYP3A4 metabolises etonogestrel.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    rare: ['thromboembolism'],
    boxed: [
      'Cigarette smoking and serious cardiovascular events: combined hormonal contraceptives are contraindicated in women over 35 who smoke.',
    ],
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'monitor',
        text: 'Enzyme inducers (rifampin, carbamazepine, phenytoin, St John\u2019s wort) lower the progestin and can cause contraceptive failure: use a back-up or non-hormonal method during the inducer and for 28 days after.',
        source: label('Desogestrel and ethinyl estradiol tablets', '7 Drug Interactions'),
      },
    ],
    monitoring: HORMONAL_CONTRACEPTION_MONITORING,
    product: 'Desogestrel and ethinyl estradiol tablets',
    sections: 'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'etonogestrel',
    rxcui: '14584',
    name: 'Etonogestrel',
    brands: ['Nexplanon', 'NuvaRing'],
    atc: ['G03AC08'],
    cls: 'Progestin (implant; vaginal ring with ethinyl estradiol)',
    tags: ['progestin'],
    mech: 'Progestin released from an implant or vaginal ring; metabolised by CYP3A4, so inducers lower its concentrations.',
    routes: ['sc'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    rare: ['thromboembolism'],
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'monitor',
        text: 'Enzyme inducers (rifampin, carbamazepine, phenytoin, St John\u2019s wort) lower the progestin and can cause contraceptive failure: use a back-up or non-hormonal method during the inducer and for 28 days after.',
        source: label('Nexplanon (etonogestrel implant)', '7 Drug Interactions'),
      },
    ],
    monitoring: HORMONAL_CONTRACEPTION_MONITORING,
    product: 'Nexplanon (etonogestrel implant)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
];

// ---------------------------------------------------------------- urology

const ANTIMUSCARINIC_MONITORING = [
  'Anticholinergic burden with other anticholinergic drugs (urinary retention, constipation, confusion in older patients)',
  'Urinary retention, narrow-angle glaucoma, gastric retention (contraindications)',
];

const urology: DrugInput[] = [
  rec({
    id: 'darifenacin',
    rxcui: '136198',
    name: 'Darifenacin',
    brands: ['Enablex'],
    atc: ['G04BD10'],
    cls: 'Bladder antimuscarinic (M3-selective)',
    tags: ['bladder-antimuscarinic'],
    mech: 'M3-selective antimuscarinic; a sensitive CYP3A4 substrate (FDA clinical index) also cleared by CYP2D6, and a moderate CYP2D6 inhibitor (raises imipramine and its metabolite desipramine); ketoconazole raised its AUC about 5-fold.',
    pathways: {
      CYP3A4: { substrate: 'sensitive' },
      CYP2D6: { substrate: 'minor', inhibitor: 'moderate' },
    },
    tox: ['anticholinergic'],
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate impairment (Child-Pugh B): at most 7.5 mg daily; severe (Child-Pugh C): not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Child-Pugh B: do not exceed 7.5 mg daily.',
        },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    monitoring: [
      'With strong CYP3A4 inhibitors do not exceed 7.5 mg daily',
      'CYP2D6 substrates with a narrow range (flecainide, thioridazine, tricyclics) rise',
      ...ANTIMUSCARINIC_MONITORING,
    ],
    product: 'Enablex (darifenacin)',
    sections:
      '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'trospium',
    rxcui: '236778',
    name: 'Trospium',
    brands: ['Sanctura'],
    atc: ['G04BD09'],
    cls: 'Bladder antimuscarinic (quaternary amine)',
    tags: ['bladder-antimuscarinic'],
    mech: 'Quaternary antimuscarinic with little CNS penetration; excreted unchanged by active tubular secretion, so it may compete with other secreted drugs (metformin, digoxin, tenofovir).',
    tox: ['anticholinergic'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 30 mL/min: 20 mg once daily at bedtime (immediate release); extended release not recommended.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 30 mL/min: 20 mg once daily (IR); ER not recommended.',
        },
      ],
    },
    monitoring: ANTIMUSCARINIC_MONITORING,
    product: 'Trospium chloride tablets',
    sections: '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'fesoterodine',
    rxcui: '797195',
    name: 'Fesoterodine',
    brands: ['Toviaz'],
    atc: ['G04BD11'],
    cls: 'Bladder antimuscarinic',
    tags: ['bladder-antimuscarinic'],
    mech: 'Prodrug hydrolysed by esterases to 5-hydroxymethyl tolterodine, which CYP2D6 and CYP3A4 clear; ketoconazole roughly doubled its exposure.',
    pathways: { CYP3A4: { substrate: 'moderate' }, CYP2D6: { substrate: 'minor' } },
    tox: ['anticholinergic'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 30 mL/min: do not exceed 4 mg daily.',
      rules: [
        { crclBelow: 30, action: 'reduce', text: 'CrCl below 30 mL/min: maximum 4 mg daily.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment (Child-Pugh C): not recommended.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    monitoring: [
      'With strong CYP3A4 inhibitors do not exceed 4 mg daily',
      ...ANTIMUSCARINIC_MONITORING,
    ],
    product: 'Toviaz (fesoterodine)',
    sections:
      '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
  }),
  rec({
    id: 'vibegron',
    rxcui: '2472254',
    name: 'Vibegron',
    atc: ['G04BD15'],
    brands: ['Gemtesa'],
    cls: 'Beta-3 adrenergic agonist',
    tags: ['beta3-agonist'],
    mech: 'Beta-3 agonist for overactive bladder; raised digoxin concentrations.',
    monitoring: [
      'Digoxin concentrations',
      'Urinary retention, especially with antimuscarinics or bladder-outlet obstruction',
    ],
    product: 'Gemtesa (vibegron)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'silodosin',
    rxcui: '720825',
    name: 'Silodosin',
    brands: ['Rapaflo'],
    atc: ['G04CA04'],
    cls: 'Alpha-1A blocker',
    tags: ['alpha1-blocker'],
    mech: 'Uroselective alpha-1A blocker; a CYP3A4 substrate (ketoconazole raised exposure about 3-fold, hence contraindicated) and a P-gp substrate.',
    pathways: { CYP3A4: { substrate: 'moderate' }, 'P-gp': { substrate: 'minor' } },
    renal: {
      status: 'adjust',
      summary: 'CrCl 30-50 mL/min: 4 mg daily; CrCl below 30: contraindicated.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 30-50 mL/min: 4 mg once daily.',
        },
        { crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min: contraindicated.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment (Child-Pugh 10 or more): contraindicated.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: contraindicated.' },
      ],
    },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong CYP3A4 inhibitors (ketoconazole, clarithromycin, itraconazole, ritonavir) are contraindicated: ketoconazole raised silodosin exposure several-fold.',
        source: label(
          'Rapaflo (silodosin)',
          '4 Contraindications; 7.1 Moderate and Strong CYP3A4 Inhibitors',
        ),
      },
    ],
    monitoring: [
      'Contraindicated with strong CYP3A4 inhibitors; caution with moderate ones and strong P-gp inhibitors',
      'Orthostatic hypotension with other alpha-blockers or PDE5 inhibitors; intraoperative floppy iris syndrome',
    ],
    product: 'Rapaflo (silodosin)',
    sections:
      '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'vardenafil',
    rxcui: '306674',
    name: 'Vardenafil',
    brands: ['Levitra', 'Staxyn'],
    atc: ['G04BE09'],
    cls: 'Phosphodiesterase-5 inhibitor',
    tags: ['pde5-inhibitor'],
    mech: 'PDE5 inhibitor; a sensitive CYP3A4 substrate (FDA clinical index) that prolongs the QT interval modestly.',
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    qt: 'possible',
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment at any CrCl, including below 30 mL/min; not evaluated on dialysis, where the label says not to use it.',
      rules: [],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Moderate hepatic impairment (Child-Pugh B): start at 5 mg, at most 10 mg; severe (Child-Pugh C): do not use.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh B: start at 5 mg, maximum 10 mg (usual maximum 20 mg).',
        },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: do not use.' },
      ],
    },
    classInstructions: [
      {
        with: { classTag: 'organic-nitrate' },
        instruction: 'contraindicated',
        text: 'Contraindicated with nitrates or nitric oxide donors in any form, regular or intermittent: PDE5 inhibition potentiates their hypotensive effect.',
        source: label('Levitra (vardenafil)', '4 Contraindications'),
      },
    ],
    monitoring: [
      'Contraindicated with nitrates and riociguat (hypotension)',
      'Dose caps with CYP3A4 inhibitors (ritonavir: 2.5 mg per 72 hours; ketoconazole or itraconazole 400 mg daily, clarithromycin, indinavir, saquinavir, atazanavir: 2.5 mg per 24 hours; ketoconazole or itraconazole 200 mg daily, erythromycin: 5 mg per 24 hours)',
      'Avoid with class IA and III antiarrhythmics and in congenital long QT',
      'Hypotension with alpha-blockers',
    ],
    product: 'Levitra (vardenafil)',
    sections:
      '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions (QT prolongation, hepatic and renal impairment); 7 Drug Interactions',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'avanafil',
    rxcui: null,
    name: 'Avanafil',
    brands: ['Stendra'],
    atc: ['G04BE10'],
    cls: 'Phosphodiesterase-5 inhibitor',
    tags: ['pde5-inhibitor'],
    mech: 'PDE5 inhibitor; a sensitive CYP3A4 substrate (FDA clinical index): strong inhibitors are to be avoided.',
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    renal: {
      status: 'avoid',
      summary:
        'No adjustment for CrCl 30 mL/min or more; not studied below 30 mL/min or on dialysis, so not to be used there.',
      rules: [
        { crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min or dialysis: do not use.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'No adjustment in mild to moderate hepatic impairment; not studied in severe impairment (Child-Pugh C), so not to be used there.',
      rules: [{ hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: do not use.' }],
    },
    classInstructions: [
      {
        with: { classTag: 'organic-nitrate' },
        instruction: 'contraindicated',
        text: 'Contraindicated with nitrates or nitric oxide donors in any form, regular or intermittent: PDE5 inhibition potentiates their hypotensive effect.',
        source: label('Stendra (avanafil)', '4 Contraindications'),
      },
    ],
    monitoring: [
      'Contraindicated with nitrates and with guanylate cyclase stimulators (riociguat, vericiguat)',
      'Do not use with strong CYP3A4 inhibitors; with moderate ones at most 50 mg per 24 hours',
      'Hypotension with alpha-blockers and other antihypertensives',
    ],
    product: 'Stendra (avanafil)',
    sections:
      '2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions; 8.6 Renal Impairment; 8.7 Hepatic Impairment',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'bethanechol',
    rxcui: '19257',
    name: 'Bethanechol',
    brands: ['Urecholine'],
    atc: ['N07AB02'],
    cls: 'Muscarinic agonist (cholinergic)',
    tags: ['muscarinic-agonist'],
    mech: 'Direct muscarinic agonist used for urinary retention; opposes anticholinergic drugs.',
    monitoring: [
      'Bradycardia and hypotension, more with ganglionic blockers; bronchospasm in asthma',
      'Anticholinergic drugs oppose its effect',
    ],
    product: 'Urecholine (bethanechol)',
    sections: 'Contraindications; Warnings; Precautions',
  }),
  rec({
    id: 'phenazopyridine',
    rxcui: '8120',
    name: 'Phenazopyridine',
    brands: ['Pyridium', 'Azo'],
    atc: ['G04BX06'],
    cls: 'Urinary analgesic',
    tags: ['urinary-analgesic'],
    mech: 'Azo dye with a local analgesic effect on the urinary tract mucosa; oxidant.',
    rare: ['methemoglobinemia', 'hemolysis', 'nephrotoxicity'],
    renal: {
      status: 'avoid',
      summary: 'Contraindicated in renal insufficiency.',
      rules: [],
    },
    monitoring: [
      'Methaemoglobinaemia and haemolysis, especially with G6PD deficiency or other oxidant drugs (dapsone, rasburicase, primaquine)',
      'Limit to 2 days with an antibacterial',
    ],
    product: 'Pyridium (phenazopyridine)',
    sections: 'Contraindications; Warnings; Precautions',
  }),
];

// ---------------------------------------------------------------- respiratory and allergy

const FIRST_GEN_ANTIHISTAMINE_MONITORING = [
  'Sedation adds to opioids, benzodiazepines, alcohol and other CNS depressants',
  'Anticholinergic burden (urinary retention, constipation, confusion in older patients); avoid with MAO inhibitors',
];

const DECONGESTANT_MONITORING = [
  'Do not use with an MAO inhibitor or within 2 weeks of stopping one (hypertensive crisis)',
  'Blood pressure and heart rate, especially with other sympathomimetics (stimulants, midodrine) or uncontrolled hypertension',
];

const respiratoryAllergy: DrugInput[] = [
  rec({
    id: 'levalbuterol',
    rxcui: '237159',
    name: 'Levalbuterol',
    synonyms: ['levosalbutamol'],
    brands: ['Xopenex'],
    cls: 'Short-acting beta-2 agonist',
    tags: ['short-acting-beta2-agonist'],
    mech: 'The R-enantiomer of albuterol; beta-2 agonist bronchodilator that can lower potassium.',
    routes: ['inhaled'],
    qt: 'conditional',
    tox: ['hypokalemia'],
    monitoring: [
      'Hypokalaemia and ECG changes with non-potassium-sparing diuretics; beta-blockers oppose its effect',
      'Use with MAO inhibitors or tricyclics can potentiate cardiovascular effects',
    ],
    product: 'Xopenex HFA (levalbuterol)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'vilanterol',
    rxcui: '1424884',
    name: 'Vilanterol',
    brands: [],
    cls: 'Long-acting beta-2 agonist',
    tags: ['long-acting-beta2-agonist'],
    mech: 'Once-daily LABA given only in combinations (Breo Ellipta with fluticasone furoate; Anoro with umeclidinium; Trelegy); a CYP3A4 substrate whose exposure ketoconazole raised modestly.',
    routes: ['inhaled'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    tox: ['hypokalemia'],
    monitoring: [
      'Caution with strong CYP3A4 inhibitors (systemic corticosteroid and cardiovascular effects)',
      'Do not combine with another LABA; beta-blockers oppose its effect',
    ],
    product: 'Breo Ellipta (fluticasone furoate and vilanterol)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
  }),
  rec({
    id: 'olodaterol',
    rxcui: '1546059',
    name: 'Olodaterol',
    brands: ['Striverdi Respimat'],
    atc: ['R03AC19'],
    cls: 'Long-acting beta-2 agonist',
    tags: ['long-acting-beta2-agonist'],
    mech: 'Once-daily LABA for COPD (also in Stiolto with tiotropium).',
    routes: ['inhaled'],
    tox: ['hypokalemia'],
    monitoring: [
      'Do not combine with another LABA; hypokalaemia with diuretics; beta-blockers oppose its effect',
    ],
    product: 'Striverdi Respimat (olodaterol)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'arformoterol',
    rxcui: null,
    name: 'Arformoterol',
    brands: ['Brovana'],
    cls: 'Long-acting beta-2 agonist',
    tags: ['long-acting-beta2-agonist'],
    mech: 'The R,R-enantiomer of formoterol, nebulised twice daily for COPD.',
    routes: ['inhaled'],
    tox: ['hypokalemia'],
    monitoring: [
      'Do not combine with another LABA (formoterol); hypokalaemia with diuretics; beta-blockers oppose its effect',
    ],
    product: 'Brovana (arformoterol)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'aclidinium',
    rxcui: null,
    name: 'Aclidinium',
    brands: ['Tudorza Pressair'],
    atc: ['R03BB05'],
    cls: 'Long-acting muscarinic antagonist',
    tags: ['long-acting-muscarinic-antagonist'],
    mech: 'Inhaled LAMA rapidly hydrolysed in plasma; local anticholinergic effects.',
    routes: ['inhaled'],
    monitoring: [
      'Avoid with other anticholinergic drugs; narrow-angle glaucoma and urinary retention',
    ],
    product: 'Tudorza Pressair (aclidinium bromide)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'roflumilast',
    rxcui: '1091836',
    name: 'Roflumilast',
    brands: ['Daliresp'],
    atc: ['R03DX07'],
    cls: 'Phosphodiesterase-4 inhibitor',
    tags: ['pde4-inhibitor'],
    mech: 'PDE4 inhibitor for severe COPD; cleared by CYP3A4 and CYP1A2 to an active N-oxide: rifampin lowers total PDE4 inhibition, and fluvoxamine, enoxacin and cimetidine raise it.',
    pathways: { CYP3A4: { substrate: 'minor' }, CYP1A2: { substrate: 'minor' } },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in moderate to severe hepatic impairment (Child-Pugh B or C).',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: contraindicated.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: contraindicated.' },
      ],
    },
    monitoring: [
      'Strong inducers (rifampin, phenytoin, carbamazepine) not recommended',
      'Weight loss, psychiatric symptoms and suicidality',
    ],
    product: 'Daliresp (roflumilast)',
    sections: '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'zafirlukast',
    rxcui: '114970',
    name: 'Zafirlukast',
    brands: ['Accolate'],
    atc: ['R03DC01'],
    cls: 'Leukotriene receptor antagonist',
    tags: ['leukotriene-receptor-antagonist'],
    mech: 'Leukotriene receptor antagonist metabolised by CYP2C9; inhibits CYP2C9 (warfarin: prothrombin time prolonged, S-warfarin AUC up about 63%) and CYP3A4 in vitro.',
    pathways: { CYP2C9: { substrate: 'minor', inhibitor: 'weak' } },
    tox: ['hepatotoxicity'],
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in hepatic impairment including cirrhosis.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Hepatic impairment or cirrhosis: contraindicated.',
        },
      ],
    },
    monitoring: [
      'INR with warfarin',
      'Liver injury: stop if symptoms appear; erythromycin and theophylline lower zafirlukast, aspirin raises it',
    ],
    product: 'Accolate (zafirlukast)',
    sections:
      '4 Contraindications; 5 Warnings and Precautions (hepatotoxicity); 7 Drug Interactions',
  }),
  rec({
    id: 'zileuton',
    rxcui: '40575',
    name: 'Zileuton',
    brands: ['Zyflo'],
    atc: ['R03DC02'],
    cls: '5-lipoxygenase inhibitor',
    tags: ['5-lipoxygenase-inhibitor'],
    mech: '5-lipoxygenase inhibitor; a weak CYP1A2 inhibitor (FDA clinical index) that roughly doubles theophylline and raises R-warfarin and propranolol.',
    pathways: { CYP1A2: { inhibitor: 'weak' } },
    tox: ['hepatotoxicity'],
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in active liver disease or transaminases at least 3 times the upper limit.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Active liver disease: contraindicated.' },
      ],
    },
    monitoring: [
      'Halve the theophylline dose and monitor concentrations; prothrombin time with warfarin; propranolol effect',
      'ALT before and during treatment; neuropsychiatric events',
    ],
    product: 'Zyflo (zileuton)',
    sections: '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'ciclesonide',
    rxcui: '274964',
    name: 'Ciclesonide',
    brands: ['Alvesco', 'Omnaris'],
    atc: ['R03BA08'],
    cls: 'Inhaled corticosteroid',
    tags: ['inhaled-corticosteroid'],
    mech: 'Prodrug corticosteroid activated in the airway to des-ciclesonide, which CYP3A4 clears: ketoconazole raised des-ciclesonide exposure about 3.6-fold.',
    routes: ['inhaled', 'intranasal'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    monitoring: [
      'Systemic corticosteroid effects (adrenal suppression) with strong CYP3A4 inhibitors such as ritonavir',
      'Oral candidiasis; do not combine with another inhaled corticosteroid',
    ],
    product: 'Alvesco (ciclesonide)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
  }),
  rec({
    id: 'desloratadine',
    rxcui: '275635',
    name: 'Desloratadine',
    brands: ['Clarinex'],
    atc: ['R06AX27'],
    cls: 'Second-generation antihistamine',
    tags: ['second-generation-antihistamine'],
    mech: 'Active metabolite of loratadine; non-sedating H1 antagonist at the usual dose.',
    monitoring: [
      'Somnolence at higher doses; no clinically relevant CYP interactions reported in the label',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment: start at 5 mg every other day (exposure about 2-fold higher); the label gives no CrCl threshold.',
      rules: [],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment of any degree: start at 5 mg every other day.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'extend-interval',
          text: 'Hepatic impairment: 5 mg every other day to start.',
        },
      ],
    },
    product: 'Clarinex (desloratadine)',
    sections:
      '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics (renal and hepatic impairment)',
  }),
  rec({
    id: 'cyproheptadine',
    rxcui: '3013',
    name: 'Cyproheptadine',
    brands: ['Periactin'],
    atc: ['R06AX02'],
    cls: 'First-generation antihistamine (serotonin antagonist)',
    tags: ['first-generation-antihistamine'],
    mech: 'Sedating H1 antagonist with antiserotonergic and anticholinergic activity; used off label as an appetite stimulant and for serotonin syndrome.',
    tox: ['cns-depression', 'anticholinergic'],
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with MAO inhibitor therapy: MAO inhibitors prolong and intensify its anticholinergic effects.',
        source: label(
          'Cyproheptadine hydrochloride tablets',
          'Contraindications; Precautions (drug interactions)',
        ),
      },
    ],
    monitoring: [
      ...FIRST_GEN_ANTIHISTAMINE_MONITORING,
      'Contraindicated with MAO inhibitors; may blunt the effect of SSRIs',
    ],
    product: 'Cyproheptadine hydrochloride tablets',
    sections: 'Contraindications; Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'chlorpheniramine',
    rxcui: '2400',
    name: 'Chlorpheniramine',
    synonyms: ['chlorphenamine'],
    brands: ['Chlor-Trimeton'],
    atc: ['R06AB04'],
    cls: 'First-generation antihistamine (alkylamine)',
    tags: ['first-generation-antihistamine'],
    mech: 'Sedating H1 antagonist with anticholinergic activity, sold over the counter alone and in cough and cold combinations.',
    tox: ['cns-depression', 'anticholinergic'],
    monitoring: FIRST_GEN_ANTIHISTAMINE_MONITORING,
    product: 'Chlor-Trimeton (chlorpheniramine)',
    sections: 'Warnings',
    sources: [
      drugFacts(
        'Chlor-Trimeton (chlorpheniramine maleate)',
        'Warnings; Ask a doctor or pharmacist before use',
      ),
    ],
  }),
  rec({
    id: 'pseudoephedrine',
    rxcui: '8896',
    name: 'Pseudoephedrine',
    brands: ['Sudafed'],
    atc: ['R01BA02'],
    cls: 'Sympathomimetic decongestant',
    tags: ['sympathomimetic-decongestant'],
    mech: 'Indirect and direct alpha- and beta-adrenergic agonist that constricts nasal vessels and raises blood pressure; renally excreted.',
    tox: ['hypertension'],
    monitoring: DECONGESTANT_MONITORING,
    product: 'Sudafed (pseudoephedrine)',
    sections: 'Warnings',
    sources: [
      drugFacts(
        'Sudafed (pseudoephedrine hydrochloride)',
        'Warnings (do not use with an MAOI or for 2 weeks after)',
      ),
      ONC_HIGH_PRIORITY_2012,
    ],
  }),
  rec({
    id: 'phenylephrine',
    rxcui: '8163',
    name: 'Phenylephrine',
    atc: ['C01CA06', 'R01AA04', 'R01BA03'],
    brands: ['Sudafed PE', 'Vazculep'],
    cls: 'Sympathomimetic decongestant (alpha-1 agonist)',
    tags: ['sympathomimetic-decongestant'],
    mech: 'Direct alpha-1 agonist; oral over-the-counter decongestant, and an IV vasopressor in anaesthesia.',
    routes: ['oral', 'iv', 'intranasal'],
    tox: ['hypertension'],
    monitoring: [...DECONGESTANT_MONITORING, 'IV: reflex bradycardia'],
    product: 'Sudafed PE (phenylephrine)',
    sections: 'Warnings',
    sources: [
      drugFacts(
        'Sudafed PE (phenylephrine hydrochloride)',
        'Warnings (do not use with an MAOI or for 2 weeks after)',
      ),
    ],
  }),
  rec({
    id: 'guaifenesin',
    rxcui: '5032',
    name: 'Guaifenesin',
    brands: ['Mucinex', 'Robitussin'],
    atc: ['R05CA03'],
    cls: 'Expectorant',
    tags: ['expectorant'],
    mech: 'Expectorant that loosens bronchial secretions; no documented metabolic interactions. Often combined with dextromethorphan, pseudoephedrine or codeine, whose own records apply.',
    monitoring: ['Check combination products for dextromethorphan, decongestants or codeine'],
    product: 'Mucinex (guaifenesin)',
    sections: 'Warnings',
    sources: [drugFacts('Mucinex (guaifenesin extended-release)', 'Warnings')],
  }),
];

// ---------------------------------------------------------------- antivirals

const BOOSTED_PI_MONITORING = [
  'Contraindicated with drugs highly dependent on CYP3A for clearance where high levels are dangerous (simvastatin, lovastatin, pimozide, oral midazolam, triazolam, ergots, alfuzosin, sildenafil for PAH, lurasidone) and with strong inducers (rifampin, St John\u2019s wort, carbamazepine)',
  'CYP3A-substrate anticancer drugs: follow each label\u2019s strong-inhibitor rule (venetoclax, ibrutinib, kinase inhibitors, vinca alkaloids, taxanes)',
];

const HCV_AMIODARONE =
  'Serious symptomatic bradycardia, including fatal cardiac arrest, when sofosbuvir-containing regimens are given with amiodarone: not recommended; monitor the heart closely if unavoidable.';

const HBV_REACTIVATION_BOXED =
  'Hepatitis B reactivation in HBV/HCV co-infected patients during or after HCV direct-acting antiviral treatment, sometimes fulminant; test for HBV before starting.';

const antivirals: DrugInput[] = [
  rec({
    id: 'lopinavir',
    rxcui: '195088',
    name: 'Lopinavir',
    brands: [],
    atc: ['J05AR10'],
    cls: 'HIV protease inhibitor (co-formulated with ritonavir)',
    tags: ['hiv-pi-treatment'],
    mech: 'HIV protease inhibitor given only with ritonavir (Kaletra); a CYP3A substrate (rifampin lowered lopinavir AUC by about 75%), and lopinavir/ritonavir is a strong CYP3A inhibitor, a P-gp inhibitor and an OATP1B1 inhibitor (FDA clinical index). Prolongs PR and QT intervals.',
    pathways: {
      CYP3A4: { substrate: 'moderate', inhibitor: 'strong' },
      'P-gp': { inhibitor: 'moderate' },
      'OATP1B1/1B3': { inhibitor: 'moderate' },
    },
    qt: 'possible',
    tox: ['diarrhea', 'hyperglycemia'],
    rare: ['hepatotoxicity'],
    monitoring: [
      ...BOOSTED_PI_MONITORING,
      'QT and PR prolongation: avoid other QT-prolonging drugs and use caution in structural heart disease',
      'Pancreatitis (triglycerides), liver tests, glucose',
    ],
    product: 'Kaletra (lopinavir and ritonavir)',
    sections:
      '4 Contraindications; 5 Warnings and Precautions (QT and PR prolongation, pancreatitis, hepatotoxicity); 7 Drug Interactions',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'nirmatrelvir',
    rxcui: '2587892',
    name: 'Nirmatrelvir',
    brands: [],
    atc: ['J05AE30'],
    cls: 'SARS-CoV-2 main protease inhibitor (with ritonavir)',
    tags: ['sars-cov-2-protease-inhibitor'],
    mech: 'SARS-CoV-2 Mpro inhibitor co-packaged with ritonavir (Paxlovid), which blocks its CYP3A metabolism; the interaction burden comes from ritonavir, a strong CYP3A inhibitor (see its record). Nirmatrelvir itself is a CYP3A substrate.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    renal: {
      status: 'adjust',
      summary:
        'eGFR 30 to <60 mL/min: nirmatrelvir 150 mg with ritonavir 100 mg twice daily; eGFR below 30 (including haemodialysis): 300 mg with 100 mg on day 1, then 150 mg with 100 mg once daily on days 2-5.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'eGFR 30 to <60 mL/min: nirmatrelvir 150 mg with ritonavir 100 mg twice daily for 5 days.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'eGFR below 30 mL/min, including haemodialysis: 300/100 mg once on day 1, then 150/100 mg once daily on days 2-5 (after dialysis on dialysis days).',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment (Child-Pugh C): not recommended.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    boxed: [
      'Significant drug interactions with ritonavir: check every co-medication before prescribing; some must be held or are contraindicated.',
    ],
    monitoring: [
      'Review all CYP3A substrates (hold or adjust for the 5 days and 3 days after), and strong inducers (contraindicated: loss of effect)',
    ],
    product: 'Paxlovid (nirmatrelvir tablets; ritonavir tablets)',
    sections:
      'Boxed Warning; 2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'saquinavir',
    rxcui: null,
    rxcuiNote:
      'The saquinavir IN concept is not listed in the shipped RxNorm extract; matched by name until it is confirmed.',
    name: 'Saquinavir',
    brands: ['Invirase'],
    atc: ['J05AE01'],
    cls: 'HIV protease inhibitor',
    tags: ['hiv-pi-treatment'],
    mech: 'HIV protease inhibitor given with ritonavir; a sensitive CYP3A substrate, and saquinavir/ritonavir is a strong CYP3A inhibitor (FDA clinical index). Prolongs PR and QT in a dose-dependent way.',
    pathways: {
      CYP3A4: { substrate: 'sensitive', inhibitor: 'strong' },
      'P-gp': { substrate: 'minor' },
    },
    qt: 'known',
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
    monitoring: [
      ...BOOSTED_PI_MONITORING,
      'Contraindicated with congenital or acquired QT prolongation, uncorrected hypokalaemia or hypomagnesaemia, and with other QT-prolonging drugs; ECG before and during treatment',
      'Contraindicated with complete AV block without a pacemaker or at high risk of it (dose-dependent PR prolongation)',
    ],
    product: 'Invirase (saquinavir mesylate)',
    sections:
      '4 Contraindications; 5 Warnings and Precautions (PR and QT prolongation); 7 Drug Interactions',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'nelfinavir',
    rxcui: '134527',
    name: 'Nelfinavir',
    brands: ['Viracept'],
    atc: ['J05AE04'],
    cls: 'HIV protease inhibitor',
    tags: ['hiv-pi-treatment'],
    mech: 'Unboosted HIV protease inhibitor; a strong CYP3A inhibitor (FDA clinical index), metabolised by CYP2C19 (to the active M8) and CYP3A4.',
    pathways: {
      CYP3A4: { substrate: 'minor', inhibitor: 'strong' },
      CYP2C19: { substrate: 'minor' },
    },
    tox: ['diarrhea'],
    hepatic: {
      status: 'avoid',
      summary:
        'Not recommended in moderate or severe hepatic impairment (Child-Pugh B or C); no adjustment in mild impairment.',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: not recommended.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    monitoring: [
      ...BOOSTED_PI_MONITORING,
      'Diarrhoea is common; PPIs lower nelfinavir (not recommended)',
    ],
    product: 'Viracept (nelfinavir mesylate)',
    sections:
      '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions; 8.6 Hepatic Impairment',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'tipranavir',
    rxcui: '190548',
    name: 'Tipranavir',
    brands: ['Aptivus'],
    atc: ['J05AE09'],
    cls: 'HIV protease inhibitor (non-peptidic)',
    tags: ['hiv-pi-treatment'],
    mech: 'HIV protease inhibitor given with ritonavir; tipranavir/ritonavir is a strong CYP3A inhibitor (FDA clinical index) while inducing P-gp, so net effects vary by substrate.',
    pathways: { CYP3A4: { substrate: 'sensitive', inhibitor: 'strong' } },
    tox: ['hepatotoxicity', 'bleeding'],
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in moderate or severe hepatic impairment (Child-Pugh B or C); mild impairment (Child-Pugh A) needs close liver monitoring.',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: contraindicated.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: contraindicated.' },
      ],
    },
    boxed: [
      'Clinical hepatitis and hepatic decompensation, including deaths; extra vigilance with chronic hepatitis B or C.',
      'Fatal and non-fatal intracranial haemorrhage.',
    ],
    monitoring: [
      ...BOOSTED_PI_MONITORING,
      'Bleeding with anticoagulants, antiplatelets or high-dose vitamin E; liver tests',
    ],
    product: 'Aptivus (tipranavir)',
    sections:
      'Boxed Warning; 4.1 Contraindications (hepatic impairment); 5 Warnings and Precautions; 7 Drug Interactions',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'elvitegravir',
    rxcui: '1306286',
    name: 'Elvitegravir',
    brands: [],
    atc: ['J05AX11'],
    cls: 'HIV integrase strand-transfer inhibitor (cobicistat-boosted)',
    tags: ['integrase-inhibitor'],
    mech: 'Integrase inhibitor available only with cobicistat (Genvoya, Stribild), which is the strong CYP3A inhibitor of the pill (see its record); elvitegravir is a CYP3A substrate and a modest CYP2C9 inducer.',
    pathways: { CYP3A4: { substrate: 'minor' }, CYP2C9: { inducer: 'weak' } },
    monitoring: [
      'Strong CYP3A inducers contraindicated (loss of virological response)',
      'Polyvalent cations (antacids, calcium, iron): separate by at least 2 hours',
      'INR with warfarin',
    ],
    product: 'Genvoya (elvitegravir, cobicistat, emtricitabine and tenofovir alafenamide)',
    sections: '4 Contraindications; 7 Drug Interactions; 12.3 Pharmacokinetics',
  }),
  rec({
    id: 'cabotegravir',
    rxcui: '2475077',
    name: 'Cabotegravir',
    brands: ['Vocabria', 'Apretude'],
    atc: ['J05AJ04'],
    cls: 'HIV integrase strand-transfer inhibitor (long-acting)',
    tags: ['integrase-inhibitor'],
    mech: 'Integrase inhibitor given orally or as a long-acting injection (Cabenuva with rilpivirine); glucuronidated by UGT1A1: rifampin lowered exposure by about 59%, so UGT1A1 inducers are contraindicated.',
    routes: ['oral', 'im'],
    pathways: { UGT1A1: { substrate: 'moderate' } },
    rare: ['hepatotoxicity', 'hypersensitivity'],
    boxed: [
      'Apretude (PrEP) only: drug-resistant HIV-1 has emerged when cabotegravir PrEP was given with undiagnosed HIV-1 infection; confirm a negative HIV-1 test before starting and before every injection.',
    ],
    monitoring: [
      'Contraindicated with rifampin, rifapentine, carbamazepine, oxcarbazepine, phenytoin and phenobarbital',
      'Residual concentrations persist 12 months or more after the last injection',
    ],
    product: 'Vocabria (cabotegravir)',
    sections: '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
    extra: [
      label('Apretude (cabotegravir extended-release injectable suspension)', 'Boxed Warning'),
    ],
  }),
  rec({
    id: 'etravirine',
    rxcui: '475969',
    name: 'Etravirine',
    brands: ['Intelence'],
    atc: ['J05AG04'],
    cls: 'Non-nucleoside reverse-transcriptase inhibitor',
    tags: ['nnrti'],
    mech: 'Second-generation NNRTI; a moderate CYP3A inducer (FDA clinical index) and a CYP2C9 and CYP2C19 inhibitor, itself metabolised by CYP3A4, 2C9 and 2C19.',
    pathways: {
      CYP3A4: { substrate: 'minor', inducer: 'moderate' },
      CYP2C9: { substrate: 'minor', inhibitor: 'weak' },
      CYP2C19: { substrate: 'minor', inhibitor: 'weak' },
    },
    tox: ['dermatologic'],
    rare: ['hypersensitivity', 'hepatotoxicity'],
    monitoring: [
      'Lowers CYP3A substrates (kinase inhibitors, azole exposure varies); raises warfarin, diazepam and other CYP2C9/2C19 substrates',
      'Severe skin and hypersensitivity reactions (SJS, DRESS)',
    ],
    product: 'Intelence (etravirine)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'doravirine',
    rxcui: '2055755',
    name: 'Doravirine',
    brands: ['Pifeltro', 'Delstrigo'],
    atc: ['J05AG06'],
    cls: 'Non-nucleoside reverse-transcriptase inhibitor',
    tags: ['nnrti'],
    mech: 'NNRTI cleared by CYP3A4: ketoconazole raised exposure about 3-fold and rifampin lowered it by about 88%.',
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong CYP3A inducers (rifampin, carbamazepine, phenytoin, enzalutamide, mitotane, St John’s wort) are contraindicated: doravirine levels fall, with loss of virological response and resistance.',
        source: label('Pifeltro (doravirine)', '4 Contraindications; 7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Contraindicated with strong CYP3A inducers (rifampin, carbamazepine, enzalutamide, mitotane, St John\u2019s wort)',
      'With rifabutin: doravirine 100 mg twice daily',
    ],
    product: 'Pifeltro (doravirine)',
    sections: '2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions',
  }),
  rec({
    id: 'maraviroc',
    rxcui: '620216',
    name: 'Maraviroc',
    brands: ['Selzentry'],
    atc: ['J05AX09'],
    cls: 'CCR5 co-receptor antagonist',
    tags: ['ccr5-antagonist'],
    mech: 'CCR5 antagonist; a CYP3A4 and P-gp substrate whose dose depends on co-medication (150 mg twice daily with strong CYP3A inhibitors, 600 mg with inducers).',
    pathways: { CYP3A4: { substrate: 'sensitive' }, 'P-gp': { substrate: 'minor' } },
    rare: ['hepatotoxicity'],
    renal: {
      status: 'avoid',
      summary:
        'CrCl below 30 mL/min: contraindicated with strong CYP3A inhibitors or inducers; otherwise reduce if postural hypotension.',
      rules: [
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'CrCl below 30 mL/min with a strong CYP3A inhibitor or inducer: contraindicated.',
        },
      ],
    },
    boxed: ['Hepatotoxicity, possibly preceded by a systemic allergic reaction.'],
    monitoring: [
      'Dose by co-medication (strong CYP3A inhibitors and inducers)',
      'Liver tests; postural hypotension',
    ],
    product: 'Selzentry (maraviroc)',
    sections:
      'Boxed Warning; 2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions',
  }),
  rec({
    id: 'zidovudine',
    rxcui: '11413',
    name: 'Zidovudine',
    synonyms: ['AZT'],
    brands: ['Retrovir'],
    atc: ['J05AF01'],
    cls: 'Nucleoside reverse-transcriptase inhibitor',
    tags: ['nrti'],
    mech: 'Thymidine analogue NRTI, glucuronidated and renally excreted; myelotoxic.',
    routes: ['oral', 'iv'],
    tox: ['myelosuppression', 'myopathy'],
    rare: ['lactic-acidosis', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Haemodialysis or peritoneal dialysis (end-stage renal disease): 100 mg every 6-8 hours.',
      rules: [
        {
          crclBelow: 15,
          action: 'reduce',
          text: 'End-stage renal disease on dialysis: 100 mg every 6 to 8 hours.',
        },
      ],
    },
    boxed: [
      'Haematologic toxicity: neutropenia and severe anaemia.',
      'Symptomatic myopathy with prolonged use.',
      'Lactic acidosis and severe hepatomegaly with steatosis.',
    ],
    monitoring: [
      'Blood counts: additive myelosuppression with cytotoxic chemotherapy, ganciclovir, valganciclovir, interferon',
      'Do not combine with stavudine or doxorubicin (antagonism in vitro; the label says to avoid both); ribavirin antagonises it',
    ],
    product: 'Retrovir (zidovudine)',
    sections:
      'Boxed Warning; 2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'lenacapavir',
    rxcui: '2625651',
    name: 'Lenacapavir',
    brands: ['Sunlenca', 'Yeztugo'],
    atc: ['J05AX31'],
    cls: 'HIV capsid inhibitor (long-acting)',
    tags: ['hiv-capsid-inhibitor'],
    mech: 'Capsid inhibitor injected every 6 months; a moderate CYP3A inhibitor, a weak P-gp and BCRP inhibitor, and a CYP3A, P-gp and UGT1A1 substrate. Its inhibition persists up to 9 months after the last injection.',
    routes: ['oral', 'sc'],
    pathways: {
      CYP3A4: { substrate: 'minor', inhibitor: 'moderate' },
      'P-gp': { substrate: 'minor', inhibitor: 'weak' },
      BCRP: { inhibitor: 'weak' },
      UGT1A1: { substrate: 'minor' },
    },
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment down to CrCl 15 mL/min; not studied in end-stage renal disease.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'No adjustment in mild or moderate impairment; severe impairment (Child-Pugh C) not studied.',
    },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong CYP3A inducers are contraindicated: lenacapavir levels fall (loss of response, resistance).',
        source: label('Sunlenca (lenacapavir)', '4 Contraindications; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['moderate'] },
        instruction: 'avoid',
        text: 'Moderate CYP3A inducers are not recommended: lenacapavir levels fall.',
        source: label('Sunlenca (lenacapavir)', '7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Contraindicated with strong CYP3A inducers; moderate inducers not recommended',
      'CYP3A substrates with a narrow range (including those started up to 9 months after the last injection)',
    ],
    product: 'Sunlenca (lenacapavir)',
    sections: '4 Contraindications; 7 Drug Interactions; 8.6-8.7 Renal and Hepatic Impairment',
  }),
  rec({
    id: 'sofosbuvir',
    rxcui: '1484911',
    name: 'Sofosbuvir',
    brands: ['Sovaldi'],
    atc: ['J05AP08'],
    cls: 'HCV NS5B polymerase inhibitor',
    tags: ['hcv-ns5b-inhibitor'],
    mech: 'Nucleotide prodrug NS5B inhibitor (alone and in Harvoni, Epclusa, Vosevi); a P-gp and BCRP substrate, so intestinal P-gp inducers lower it.',
    pathways: { 'P-gp': { substrate: 'minor' }, BCRP: { substrate: 'minor' } },
    boxed: [HBV_REACTIVATION_BOXED],
    monitoring: [
      HCV_AMIODARONE,
      'P-gp inducers (rifampin, rifabutin, carbamazepine, phenytoin, St John\u2019s wort) not recommended',
    ],
    product: 'Sovaldi (sofosbuvir)',
    sections:
      'Boxed Warning; 5 Warnings and Precautions (bradycardia with amiodarone); 7 Drug Interactions',
  }),
  rec({
    id: 'ledipasvir',
    rxcui: '1591922',
    name: 'Ledipasvir',
    brands: [],
    atc: ['J05AP51'],
    cls: 'HCV NS5A inhibitor',
    tags: ['hcv-ns5a-inhibitor'],
    mech: 'NS5A inhibitor given with sofosbuvir (Harvoni); solubility falls as gastric pH rises, and it inhibits intestinal P-gp and BCRP (raises digoxin, tenofovir, rosuvastatin).',
    pathways: {
      'P-gp': { substrate: 'minor', inhibitor: 'weak' },
      BCRP: { substrate: 'minor', inhibitor: 'weak' },
    },
    ph: true,
    boxed: [HBV_REACTIVATION_BOXED],
    monitoring: [
      HCV_AMIODARONE,
      'Acid reducers: antacids 4 hours apart, H2 blockers at most famotidine 40 mg twice daily equivalent, PPIs at most omeprazole 20 mg taken together fasting',
      'Rosuvastatin not recommended; digoxin concentrations; tenofovir DF renal monitoring',
    ],
    product: 'Harvoni (ledipasvir and sofosbuvir)',
    sections: 'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'velpatasvir',
    rxcui: '1799206',
    name: 'Velpatasvir',
    brands: [],
    atc: ['J05AP55'],
    cls: 'HCV NS5A inhibitor',
    tags: ['hcv-ns5a-inhibitor'],
    mech: 'Pangenotypic NS5A inhibitor given with sofosbuvir (Epclusa; with voxilaprevir in Vosevi); pH-dependent solubility; inhibits P-gp, BCRP and OATP1B1/1B3 (sofosbuvir/velpatasvir raised rosuvastatin AUC about 2.7-fold, hence the 10 mg cap, but pravastatin and digoxin only about 1.35-fold); metabolised by CYP2B6, CYP2C8 and CYP3A4.',
    pathways: {
      'P-gp': { substrate: 'minor', inhibitor: 'weak' },
      BCRP: { inhibitor: 'moderate' },
      'OATP1B1/1B3': { inhibitor: 'weak' },
      CYP3A4: { substrate: 'minor' },
    },
    ph: true,
    boxed: [HBV_REACTIVATION_BOXED],
    monitoring: [
      HCV_AMIODARONE,
      'Moderate and strong inducers of P-gp or CYP not recommended; PPIs generally not recommended',
      'Rosuvastatin at most 10 mg; digoxin; topotecan not recommended',
    ],
    product: 'Epclusa (sofosbuvir and velpatasvir)',
    sections:
      'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics (drug interaction studies)',
  }),
  rec({
    id: 'glecaprevir',
    rxcui: '1940635',
    name: 'Glecaprevir',
    brands: [],
    atc: ['J05AP57'],
    cls: 'HCV NS3/4A protease inhibitor',
    tags: ['hcv-protease-inhibitor'],
    mech: 'NS3/4A protease inhibitor given with pibrentasvir (Mavyret); an OATP1B1/1B3 and P-gp substrate, and an inhibitor of P-gp, BCRP and OATP1B1/1B3 that raises statins and dabigatran.',
    pathways: {
      'OATP1B1/1B3': { substrate: 'moderate', inhibitor: 'moderate' },
      'P-gp': { substrate: 'minor', inhibitor: 'moderate' },
      BCRP: { inhibitor: 'weak' },
      CYP3A4: { substrate: 'minor' },
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in severe (Child-Pugh C) and not recommended in moderate (Child-Pugh B) hepatic impairment.',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: not recommended.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: contraindicated.' },
      ],
    },
    boxed: [HBV_REACTIVATION_BOXED],
    monitoring: [
      'Contraindicated with atazanavir and rifampin; not recommended with atorvastatin, lovastatin, simvastatin, carbamazepine, efavirenz, ethinyl estradiol',
      'Dabigatran and digoxin concentrations; rosuvastatin at most 10 mg',
    ],
    product: 'Mavyret (glecaprevir and pibrentasvir)',
    sections: 'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'pibrentasvir',
    rxcui: '1940636',
    name: 'Pibrentasvir',
    brands: [],
    cls: 'HCV NS5A inhibitor',
    tags: ['hcv-ns5a-inhibitor'],
    mech: 'NS5A inhibitor given with glecaprevir (Mavyret); a P-gp and BCRP inhibitor and substrate.',
    pathways: {
      'P-gp': { substrate: 'minor', inhibitor: 'weak' },
      BCRP: { substrate: 'minor', inhibitor: 'weak' },
    },
    boxed: [HBV_REACTIVATION_BOXED],
    monitoring: ['See glecaprevir: the combination carries the interactions of both'],
    product: 'Mavyret (glecaprevir and pibrentasvir)',
    sections: 'Boxed Warning; 7 Drug Interactions; 12.3 Pharmacokinetics',
  }),
  rec({
    id: 'remdesivir',
    rxcui: '2284718',
    name: 'Remdesivir',
    brands: ['Veklury'],
    atc: ['J05AB16'],
    cls: 'SARS-CoV-2 RNA polymerase inhibitor',
    tags: ['sars-cov-2-polymerase-inhibitor'],
    mech: 'Nucleotide prodrug inhibiting viral RNA polymerase; chloroquine and hydroxychloroquine antagonise its activation.',
    routes: ['iv'],
    tox: ['hepatotoxicity'],
    rare: ['infusion-reaction', 'hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment at any level of renal function, including dialysis.',
    },
    monitoring: [
      'Liver tests before and during treatment; stop if ALT exceeds 10x ULN',
      'Not with chloroquine or hydroxychloroquine (antagonism)',
    ],
    product: 'Veklury (remdesivir)',
    sections: '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'maribavir',
    rxcui: '2586068',
    name: 'Maribavir',
    atc: ['J05AX10'],
    brands: ['Livtencity'],
    cls: 'CMV UL97 kinase inhibitor',
    tags: ['cmv-ul97-inhibitor'],
    mech: 'UL97 kinase inhibitor for refractory CMV after transplant; a CYP3A4 substrate, a weak CYP3A inhibitor (raises tacrolimus, cyclosporine, sirolimus, everolimus) and a P-gp inhibitor; antagonises ganciclovir and valganciclovir.',
    pathways: {
      CYP3A4: { substrate: 'minor', inhibitor: 'weak' },
      'P-gp': { inhibitor: 'weak' },
    },
    monitoring: [
      'Immunosuppressant concentrations (tacrolimus, cyclosporine, sirolimus, everolimus)',
      'Not with ganciclovir or valganciclovir; strong inducers not recommended (higher maribavir dose with some anticonvulsants)',
      'Digoxin concentrations',
    ],
    product: 'Livtencity (maribavir)',
    sections: '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
];

// ---------------------------------------------------------------- antibacterials, antifungals, antiparasitics

const antibacterials: DrugInput[] = [
  rec({
    id: 'trimethoprim',
    rxcui: '10829',
    name: 'Trimethoprim',
    brands: ['Primsol'],
    atc: ['J01EA01'],
    cls: 'Dihydrofolate reductase inhibitor (antibacterial)',
    tags: ['dihydrofolate-reductase-inhibitor-antibacterial'],
    mech: 'Bacterial DHFR inhibitor given alone for urinary infections; blocks renal OCT2/MATE secretion (FDA clinical index; raises creatinine, dofetilide, metformin) and the distal-tubule sodium channel (hyperkalaemia); weakly inhibits CYP2C8.',
    pathways: { OCT2: { inhibitor: 'moderate' }, CYP2C8: { inhibitor: 'weak' } },
    tox: ['hyperkalemia'],
    rare: ['myelosuppression', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 15-30 mL/min: half the usual dose; below 15: not recommended.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 15-30 mL/min: give half the usual dose.',
        },
        { crclBelow: 15, action: 'avoid', text: 'CrCl below 15 mL/min: not recommended.' },
      ],
    },
    monitoring: [
      'Potassium with ACE inhibitors, ARBs, spironolactone or other potassium-sparing drugs',
      'Folate antagonism: marrow suppression with methotrexate, pemetrexed or pyrimethamine',
      'Phenytoin and dofetilide concentrations; creatinine rises without a true fall in GFR',
    ],
    product: 'Trimethoprim tablets',
    sections:
      'Warnings; Precautions (drug interactions); Dosage and Administration (renal impairment)',
    extra: [FDA_DDI_TABLE, ONC_HIGH_PRIORITY_2012],
  }),
  rec({
    id: 'penicillin-v',
    rxcui: '7984',
    name: 'Penicillin V potassium',
    synonyms: ['penicillin V', 'phenoxymethylpenicillin'],
    brands: ['Veetids'],
    atc: ['J01CE02'],
    cls: 'Penicillin',
    tags: ['penicillin'],
    mech: 'Oral natural penicillin, renally secreted; probenecid raises its levels and it reduces methotrexate clearance.',
    rare: ['hypersensitivity'],
    monitoring: ['Penicillin allergy', 'Methotrexate toxicity (reduced renal clearance)'],
    product: 'Penicillin V potassium tablets',
    sections: 'Contraindications; Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'dicloxacillin',
    rxcui: '3356',
    name: 'Dicloxacillin',
    brands: ['Dynapen'],
    atc: ['J01CF01'],
    cls: 'Penicillinase-resistant penicillin',
    tags: ['penicillin'],
    mech: 'Anti-staphylococcal penicillin; reported to lower the anticoagulant effect of warfarin.',
    rare: ['hypersensitivity', 'hepatotoxicity'],
    monitoring: ['INR with warfarin (may fall)', 'Methotrexate clearance; penicillin allergy'],
    product: 'Dicloxacillin sodium capsules',
    sections: 'Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'cefadroxil',
    rxcui: '2177',
    name: 'Cefadroxil',
    brands: ['Duricef'],
    atc: ['J01DB05'],
    cls: 'First-generation cephalosporin',
    tags: ['cephalosporin'],
    mech: 'Oral first-generation cephalosporin excreted unchanged by the kidney.',
    rare: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 50 mL/min or less: 1 g loading dose, then longer intervals by CrCl (label table).',
      rules: [
        {
          crclBelow: 50,
          action: 'extend-interval',
          text: 'CrCl 50 mL/min or less: 500 mg every 12 to 36 hours by CrCl after a 1 g load.',
        },
      ],
    },
    monitoring: ['Beta-lactam allergy; C. difficile diarrhoea'],
    product: 'Cefadroxil capsules',
    sections: 'Warnings; Dosage and Administration (renal impairment)',
  }),
  rec({
    id: 'cefpodoxime',
    rxcui: '20489',
    name: 'Cefpodoxime proxetil',
    synonyms: ['cefpodoxime'],
    brands: ['Vantin'],
    atc: ['J01DD13'],
    cls: 'Third-generation cephalosporin (oral)',
    tags: ['cephalosporin'],
    mech: 'Oral prodrug cephalosporin whose absorption falls when gastric pH rises (antacids, H2 blockers); renally excreted.',
    ph: true,
    rare: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 30 mL/min: give every 24 hours.',
      rules: [
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl below 30 mL/min: dose every 24 hours.',
        },
      ],
    },
    monitoring: [
      'Antacids and H2 blockers lower absorption',
      'Beta-lactam allergy; C. difficile diarrhoea',
    ],
    product: 'Vantin (cefpodoxime proxetil)',
    sections: 'Precautions (drug interactions); Dosage and Administration (renal impairment)',
  }),
  rec({
    id: 'cefprozil',
    rxcui: '19552',
    name: 'Cefprozil',
    brands: ['Cefzil'],
    atc: ['J01DC10'],
    cls: 'Second-generation cephalosporin',
    tags: ['cephalosporin'],
    mech: 'Oral second-generation cephalosporin, renally excreted.',
    rare: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 30 mL/min: half the usual dose at the usual interval.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 30 mL/min: 50% of the standard dose.',
        },
      ],
    },
    monitoring: ['Beta-lactam allergy; C. difficile diarrhoea'],
    product: 'Cefprozil tablets',
    sections: 'Warnings; Dosage and Administration (renal impairment)',
  }),
  rec({
    id: 'cefixime',
    rxcui: '25033',
    name: 'Cefixime',
    brands: ['Suprax'],
    atc: ['J01DD08'],
    cls: 'Third-generation cephalosporin (oral)',
    tags: ['cephalosporin'],
    mech: 'Oral third-generation cephalosporin, partly renally excreted; raised carbamazepine concentrations have been reported.',
    rare: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'Reduce the dose when CrCl is below 60 mL/min (label table by CrCl and dialysis).',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'CrCl below 60 mL/min: reduced dose per the label table.',
        },
      ],
    },
    monitoring: [
      'Carbamazepine concentrations; INR with warfarin',
      'Beta-lactam allergy; C. difficile diarrhoea',
    ],
    product: 'Suprax (cefixime)',
    sections: '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'tetracycline',
    rxcui: '10395',
    name: 'Tetracycline',
    brands: ['Sumycin'],
    atc: ['J01AA07'],
    cls: 'Tetracycline',
    tags: ['tetracycline'],
    mech: 'Tetracycline antibacterial chelated by di- and trivalent cations; renally excreted; anti-anabolic in renal failure.',
    rare: ['hepatotoxicity', 'dermatologic'],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment: usual doses can accumulate (azotaemia, hepatotoxicity); give lower total doses and check serum levels if treatment is prolonged (no CrCl figure in the label).',
      rules: [],
    },
    monitoring: [
      'Separate from antacids, calcium, iron, magnesium and bismuth',
      'INR with warfarin; avoid with retinoids (intracranial hypertension) and with methoxyflurane',
      'Avoid in renal impairment (azotaemia); tooth discoloration in children and pregnancy',
    ],
    product: 'Tetracycline hydrochloride capsules',
    sections:
      'Warnings (renal impairment, intracranial hypertension); Precautions (drug interactions)',
  }),
  rec({
    id: 'tigecycline',
    rxcui: '384455',
    name: 'Tigecycline',
    brands: ['Tygacil'],
    atc: ['J01AA12'],
    cls: 'Glycylcycline',
    tags: ['glycylcycline'],
    mech: 'IV glycylcycline (minocycline derivative), cleared mainly by biliary excretion.',
    routes: ['iv'],
    tox: ['hepatotoxicity'],
    rare: ['hypersensitivity'],
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment (Child-Pugh C): 100 mg load, then 25 mg every 12 hours.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh C: maintenance 25 mg every 12 hours.',
        },
      ],
    },
    boxed: [
      'All-cause mortality was higher than with comparators; reserve for when alternatives are unsuitable.',
    ],
    monitoring: [
      'INR with warfarin; calcineurin-inhibitor concentrations',
      'Pancreatitis, liver tests, fibrinogen',
    ],
    product: 'Tygacil (tigecycline)',
    sections:
      'Boxed Warning; 2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'tedizolid',
    rxcui: '1540825',
    name: 'Tedizolid',
    brands: ['Sivextro'],
    atc: ['J01XX11'],
    cls: 'Oxazolidinone',
    tags: ['oxazolidinone'],
    mech: 'Oxazolidinone prodrug; a reversible MAO inhibitor in vitro without a serotonergic or pressor signal in the studies the label reports; inhibits intestinal BCRP.',
    routes: ['oral', 'iv'],
    pathways: { BCRP: { inhibitor: 'weak' } },
    rare: ['myelosuppression'],
    monitoring: [
      'Oral BCRP substrates with a narrow range (rosuvastatin, methotrexate, imatinib, topotecan): monitor',
      'Blood counts with longer courses',
    ],
    product: 'Sivextro (tedizolid phosphate)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
  }),
  rec({
    id: 'fosfomycin',
    rxcui: '4550',
    name: 'Fosfomycin',
    brands: ['Monurol'],
    atc: ['J01XX01'],
    cls: 'Phosphonic acid antibacterial',
    tags: ['phosphonic-antibacterial'],
    mech: 'Single-dose oral urinary antibacterial; metoclopramide lowers its absorption.',
    monitoring: ['Metoclopramide lowers fosfomycin concentrations'],
    product: 'Monurol (fosfomycin tromethamine)',
    sections: 'Precautions (drug interactions)',
  }),
  rec({
    id: 'methenamine',
    rxcui: '6832',
    name: 'Methenamine',
    brands: ['Hiprex', 'Urex'],
    atc: ['J01XX05'],
    cls: 'Urinary antiseptic',
    tags: ['urinary-antiseptic'],
    mech: 'Hydrolysed to formaldehyde in acidic urine; urinary alkalinisers reduce its effect.',
    renal: {
      status: 'avoid',
      summary: 'Contraindicated in renal insufficiency.',
      rules: [],
    },
    monitoring: [
      'Do not combine with sulfonamides (crystalluria); alkalinising drugs (sodium bicarbonate, acetazolamide) reduce efficacy',
    ],
    product: 'Hiprex (methenamine hippurate)',
    sections: 'Contraindications; Precautions (drug interactions)',
  }),
  rec({
    id: 'rifaximin',
    rxcui: '35619',
    name: 'Rifaximin',
    brands: ['Xifaxan'],
    atc: ['A07AA11'],
    cls: 'Rifamycin (gut-selective)',
    tags: ['rifamycin-nonabsorbed'],
    mech: 'Minimally absorbed rifamycin; a P-gp substrate whose systemic exposure rose about 124-fold with cyclosporine; negligible systemic CYP3A induction at usual doses.',
    pathways: { 'P-gp': { substrate: 'sensitive' } },
    monitoring: [
      'Caution with P-gp inhibitors (cyclosporine) and in severe hepatic impairment (higher exposure)',
      'INR with warfarin (changes reported)',
    ],
    product: 'Xifaxan (rifaximin)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
  }),
  rec({
    id: 'fidaxomicin',
    rxcui: '1111103',
    name: 'Fidaxomicin',
    brands: ['Dificid'],
    atc: ['A07AA12'],
    cls: 'Macrocyclic antibacterial (C. difficile)',
    tags: ['macrocyclic-antibacterial'],
    mech: 'Minimally absorbed macrocycle for C. difficile infection; a P-gp substrate (cyclosporine raised plasma levels) without dose change.',
    pathways: { 'P-gp': { substrate: 'minor' } },
    monitoring: ['No dose change with P-gp inhibitors; hypersensitivity (macrolide allergy)'],
    product: 'Dificid (fidaxomicin)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'ethambutol',
    rxcui: '4110',
    name: 'Ethambutol',
    brands: ['Myambutol'],
    atc: ['J04AK02'],
    cls: 'Antimycobacterial',
    tags: ['antimycobacterial'],
    mech: 'Antimycobacterial; mostly excreted unchanged by the kidney, so it accumulates in renal impairment.',
    tox: ['ocular'],
    renal: {
      status: 'adjust',
      summary:
        'Reduce the dose in renal impairment guided by serum concentrations (label gives no CrCl table).',
      rules: [],
    },
    monitoring: [
      'Visual acuity and red-green colour vision (optic neuritis)',
      'Aluminium antacids lower absorption',
    ],
    product: 'Myambutol (ethambutol)',
    sections: 'Warnings; Precautions; Dosage and Administration',
  }),
  rec({
    id: 'pyrazinamide',
    rxcui: '8987',
    name: 'Pyrazinamide',
    brands: [],
    atc: ['J04AK01'],
    cls: 'Antimycobacterial',
    tags: ['antimycobacterial'],
    mech: 'Antimycobacterial; hepatotoxic, and raises uric acid by blocking its renal excretion.',
    tox: ['hepatotoxicity'],
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in severe hepatic damage.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic damage: contraindicated.',
        },
      ],
    },
    monitoring: [
      'Liver tests, more so with isoniazid, rifampin and other hepatotoxic drugs',
      'Uric acid and gout',
    ],
    product: 'Pyrazinamide tablets',
    sections: 'Contraindications; Warnings; Precautions',
  }),
  rec({
    id: 'bedaquiline',
    rxcui: '1364504',
    name: 'Bedaquiline',
    brands: ['Sirturo'],
    atc: ['J04AK05'],
    cls: 'Diarylquinoline antimycobacterial',
    tags: ['diarylquinoline'],
    mech: 'ATP-synthase inhibitor for multidrug-resistant tuberculosis; metabolised by CYP3A4 (rifampin lowered AUC by about 52%; ketoconazole raised it by about 22%) to a metabolite that also prolongs QT; very long terminal half-life.',
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qt: 'known',
    tox: ['hepatotoxicity'],
    boxed: [
      'QT prolongation can occur; use with other QT-prolonging drugs may be additive; monitor ECGs.',
    ],
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'Avoid strong or moderate CYP3A4 inducers (rifampin, rifapentine, rifabutin): bedaquiline exposure falls and efficacy may be lost.',
        source: label('Sirturo (bedaquiline)', '7 Drug Interactions'),
      },
    ],
    monitoring: [
      'ECG at baseline and during treatment; potassium, calcium, magnesium; stop if QTcF exceeds 500 ms',
      'Avoid strong CYP3A4 inducers; limit strong CYP3A4 inhibitors to 14 days unless benefit outweighs risk',
      'Liver tests',
    ],
    product: 'Sirturo (bedaquiline)',
    sections: 'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'tinidazole',
    rxcui: '10612',
    name: 'Tinidazole',
    brands: ['Tindamax'],
    atc: ['J01XD02'],
    cls: 'Nitroimidazole',
    tags: ['nitroimidazole'],
    mech: 'Nitroimidazole antiprotozoal and antibacterial, metabolised mainly by CYP3A4; disulfiram-like reaction with alcohol.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    rare: ['neuropathy', 'seizure'],
    boxed: [
      'Carcinogenicity in rodents with metronidazole, a related drug; avoid unnecessary use.',
    ],
    monitoring: [
      'No alcohol during and 3 days after; not within 2 weeks of disulfiram',
      'INR with warfarin; lithium, cyclosporine, tacrolimus, fluorouracil concentrations may rise',
    ],
    product: 'Tindamax (tinidazole)',
    sections: 'Boxed Warning; Contraindications; Warnings; Precautions (drug interactions)',
  }),
];

const antifungals: DrugInput[] = [
  rec({
    id: 'nystatin',
    rxcui: '7597',
    name: 'Nystatin',
    brands: ['Mycostatin', 'Bio-Statin'],
    atc: ['A07AA02'],
    cls: 'Polyene antifungal (topical/oral, non-absorbed)',
    tags: ['polyene-antifungal-nonabsorbed'],
    mech: 'Polyene antifungal that is not absorbed from the gut; used for oral and intestinal candidiasis; no systemic interactions.',
    routes: ['oral', 'topical'],
    monitoring: ['Swish and swallow; hypersensitivity'],
    product: 'Nystatin oral suspension',
    sections: 'Clinical Pharmacology; Precautions',
  }),
  rec({
    id: 'clotrimazole',
    rxcui: '2623',
    name: 'Clotrimazole',
    brands: ['Mycelex'],
    atc: ['A01AB18'],
    cls: 'Imidazole antifungal (troche, topical)',
    tags: ['azole-antifungal'],
    mech: 'Imidazole antifungal; the oral troche is a weak CYP3A inhibitor (FDA clinical index) that raises tacrolimus concentrations.',
    routes: ['oral', 'topical'],
    pathways: { CYP3A4: { inhibitor: 'weak' } },
    rare: ['hepatotoxicity'],
    monitoring: [
      'Tacrolimus and other narrow-range CYP3A substrate concentrations with troches',
      'Liver tests with prolonged troche use',
    ],
    product: 'Clotrimazole troche',
    sections: 'Precautions (drug interactions, liver function)',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'griseofulvin',
    rxcui: '5021',
    name: 'Griseofulvin',
    atc: ['D01BA01'],
    brands: ['Gris-PEG', 'Grifulvin V'],
    cls: 'Antifungal (dermatophytes)',
    tags: ['griseofulvin'],
    mech: 'Antifungal for dermatophyte infections; induces hepatic enzymes, lowering warfarin and oral contraceptive effects (strength not graded in the label).',
    rare: ['hepatotoxicity', 'dermatologic', 'hypersensitivity'],
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in hepatocellular failure and porphyria.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Hepatocellular failure: contraindicated.',
        },
      ],
    },
    monitoring: [
      'INR with warfarin; contraceptive failure (use a barrier method)',
      'Barbiturates lower its absorption; alcohol reaction; photosensitivity',
    ],
    product: 'Gris-PEG (griseofulvin ultramicrosize)',
    sections: 'Contraindications; Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'flucytosine',
    rxcui: '4451',
    name: 'Flucytosine',
    synonyms: ['5-fluorocytosine', '5-FC'],
    brands: ['Ancobon'],
    atc: ['J02AX01'],
    cls: 'Antimetabolite antifungal',
    tags: ['antimetabolite-antifungal'],
    mech: 'Converted in fungi to fluorouracil; renally excreted, so levels and marrow toxicity rise in renal impairment and with amphotericin B nephrotoxicity.',
    tox: ['myelosuppression', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Use with extreme caution and lower doses in renal impairment, guided by serum concentrations.',
      rules: [],
    },
    boxed: [
      'Use with extreme caution in renal impairment; monitor haematologic, renal and hepatic status closely.',
    ],
    monitoring: [
      'Blood counts and serum concentrations: additive marrow toxicity with cytotoxic chemotherapy',
      'Cytarabine may inactivate it; amphotericin B raises its levels',
    ],
    product: 'Ancobon (flucytosine)',
    sections: 'Boxed Warning; Warnings; Precautions',
  }),
];

const antiparasitics: DrugInput[] = [
  rec({
    id: 'ivermectin',
    rxcui: '6069',
    name: 'Ivermectin',
    brands: ['Stromectol'],
    atc: ['P02CF01'],
    cls: 'Avermectin anthelmintic',
    tags: ['anthelmintic'],
    mech: 'Anthelmintic metabolised by CYP3A4; raised INR reported with warfarin.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    monitoring: [
      'INR with warfarin',
      'Mazzotti reaction in onchocerciasis; encephalopathy with heavy Loa loa infection',
    ],
    product: 'Stromectol (ivermectin)',
    sections: 'Warnings; Precautions (drug interactions); Clinical Pharmacology',
  }),
  rec({
    id: 'albendazole',
    rxcui: null,
    name: 'Albendazole',
    brands: ['Albenza'],
    atc: ['P02CA03'],
    cls: 'Benzimidazole anthelmintic',
    tags: ['benzimidazole-anthelmintic'],
    mech: 'Benzimidazole converted in the liver (CYP3A4 among others) to the active sulfoxide; dexamethasone, praziquantel and cimetidine raise sulfoxide levels.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    tox: ['myelosuppression', 'hepatotoxicity'],
    monitoring: [
      'Blood counts and liver tests at the start of each 28-day cycle; stop for significant falls',
      'Additive marrow suppression with cytotoxic chemotherapy',
    ],
    product: 'Albenza (albendazole)',
    sections: '5 Warnings and Precautions (bone marrow suppression, hepatic); 7 Drug Interactions',
  }),
  rec({
    id: 'mebendazole',
    rxcui: '6672',
    name: 'Mebendazole',
    brands: ['Emverm', 'Vermox'],
    atc: ['P02CA01'],
    cls: 'Benzimidazole anthelmintic',
    tags: ['benzimidazole-anthelmintic'],
    mech: 'Poorly absorbed benzimidazole anthelmintic; with metronidazole, Stevens-Johnson syndrome and TEN have been reported.',
    rare: ['myelosuppression', 'dermatologic'],
    monitoring: ['Avoid with metronidazole', 'Blood counts with prolonged high doses'],
    product: 'Emverm (mebendazole)',
    sections: '5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'praziquantel',
    rxcui: '8628',
    name: 'Praziquantel',
    brands: ['Biltricide'],
    atc: ['P02BA01'],
    cls: 'Anthelmintic (schistosomes, flukes)',
    tags: ['anthelmintic'],
    mech: 'Anthelmintic with extensive first-pass CYP3A metabolism: strong CYP3A inducers (rifampin) can make it ineffective and are contraindicated.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong CYP450 inducers such as rifampin are contraindicated: praziquantel may not reach effective levels (stop rifampin 4 weeks before).',
        source: label('Biltricide (praziquantel)', '4 Contraindications; 7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Contraindicated with rifampin; stop rifampin 4 weeks before and restart a day after praziquantel',
      'Other inducers (carbamazepine, phenytoin, dexamethasone) and inhibitors (ketoconazole, cimetidine) change exposure',
    ],
    product: 'Biltricide (praziquantel)',
    sections: '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'nitazoxanide',
    rxcui: '31819',
    name: 'Nitazoxanide',
    brands: ['Alinia'],
    atc: ['P01AX11'],
    cls: 'Thiazolide antiprotozoal',
    tags: ['antiprotozoal'],
    mech: 'Antiprotozoal whose metabolite tizoxanide is highly protein-bound; may displace other highly bound drugs with a narrow range.',
    monitoring: ['Warfarin and other highly protein-bound drugs with a narrow range'],
    product: 'Alinia (nitazoxanide)',
    sections: '7 Drug Interactions',
  }),
  rec({
    id: 'chloroquine',
    rxcui: '2393',
    name: 'Chloroquine',
    brands: ['Aralen'],
    atc: ['P01BA01'],
    cls: '4-aminoquinoline antimalarial',
    tags: ['4-aminoquinoline'],
    mech: '4-aminoquinoline antimalarial with a very long half-life; prolongs QT, and lowers the seizure threshold and blood glucose.',
    qt: 'known',
    tox: ['ocular'],
    rare: ['myopathy', 'cardiotoxicity', 'hemolysis', 'seizure'],
    monitoring: [
      'QT: avoid other QT-prolonging drugs; ECG with cardiac disease',
      'Retinal examination with long use; hypoglycaemia; haemolysis in G6PD deficiency',
      'Antacids and kaolin lower absorption (separate by 4 hours); cimetidine raises levels',
    ],
    product: 'Chloroquine phosphate tablets',
    sections:
      'Warnings (cardiac effects, QT prolongation, retinopathy); Precautions (drug interactions)',
  }),
  rec({
    id: 'mefloquine',
    rxcui: '6694',
    name: 'Mefloquine',
    brands: ['Lariam'],
    atc: ['P01BC02'],
    cls: 'Quinoline-methanol antimalarial',
    tags: ['quinoline-antimalarial'],
    mech: 'Antimalarial metabolised by CYP3A4 (ketoconazole raised AUC by about 79% and rifampin lowered it by about 68%); prolongs QT and lowers the seizure threshold.',
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qt: 'possible',
    tox: ['neurotoxicity'],
    rare: ['seizure'],
    boxed: [
      'Neuropsychiatric adverse reactions (psychiatric symptoms, vestibular symptoms) that can persist for years after stopping.',
    ],
    monitoring: [
      'Do not give with halofantrine or ketoconazole (QT); caution with other QT-prolonging drugs and anticonvulsants',
      'Psychiatric and vestibular symptoms; seizures',
    ],
    product: 'Mefloquine hydrochloride tablets',
    sections: 'Boxed Warning; Contraindications; Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'artemether-lumefantrine',
    rxcui: null,
    rxcuiNote: RXCUI_COMBINATION,
    name: 'Artemether and lumefantrine',
    synonyms: ['artemether/lumefantrine'],
    brands: ['Coartem'],
    atc: ['P01BF01'],
    cls: 'Artemisinin combination antimalarial',
    tags: ['artemisinin-combination'],
    mech: 'Artemether and lumefantrine are both CYP3A4 substrates (ketoconazole raised artemether about 2.4-fold and lumefantrine about 1.7-fold; rifampin lowered them by 89% and 68%); lumefantrine inhibits CYP2D6 and both can prolong QT.',
    pathways: { CYP3A4: { substrate: 'moderate' }, CYP2D6: { inhibitor: 'weak' } },
    qt: 'possible',
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong CYP3A4 inducers (rifampin, carbamazepine, phenytoin, St John\u2019s wort) are contraindicated: artemether and lumefantrine levels fall and the malaria may not be cured.',
        source: label(
          'Coartem (artemether and lumefantrine)',
          '4 Contraindications; 7 Drug Interactions',
        ),
      },
    ],
    monitoring: [
      'Avoid other QT-prolonging drugs and use in QT prolongation or hypokalaemia',
      'Strong CYP3A4 inducers contraindicated (loss of efficacy); CYP2D6 substrates with a narrow range (flecainide, tricyclics) may rise',
      'Hormonal contraceptives may be less effective',
    ],
    product: 'Coartem (artemether and lumefantrine)',
    sections:
      '4 Contraindications; 5 Warnings and Precautions (QT prolongation); 7 Drug Interactions',
    extra: [FDA_DDI_TABLE],
  }),
  rec({
    id: 'pyrimethamine',
    rxcui: '9010',
    name: 'Pyrimethamine',
    brands: ['Daraprim'],
    atc: ['P01BD01'],
    cls: 'Dihydrofolate reductase inhibitor (antiparasitic)',
    tags: ['dihydrofolate-reductase-inhibitor-antiparasitic'],
    mech: 'Folate antagonist for toxoplasmosis, given with leucovorin; marrow suppression is dose-related.',
    tox: ['myelosuppression'],
    monitoring: [
      'Blood counts twice weekly; give leucovorin',
      'Additive folate antagonism with methotrexate, pemetrexed, trimethoprim-sulfamethoxazole, proguanil; marrow suppression with cytotoxic drugs',
    ],
    product: 'Daraprim (pyrimethamine)',
    sections: 'Warnings; Precautions (drug interactions)',
  }),
  rec({
    id: 'quinine',
    rxcui: '9071',
    name: 'Quinine',
    brands: ['Qualaquin'],
    atc: ['P01BC01'],
    cls: 'Cinchona alkaloid antimalarial',
    tags: ['quinoline-antimalarial'],
    mech: 'Antimalarial cinchona alkaloid metabolised by CYP3A4 (rifampin lowers it and can cause treatment failure); prolongs QT and raises digoxin concentrations.',
    pathways: { CYP3A4: { substrate: 'minor' } },
    qt: 'possible',
    rare: ['myelosuppression', 'hemolysis', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'Severe chronic renal impairment: 648 mg loading dose, then 324 mg every 12 hours.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'Severe chronic renal impairment: 324 mg every 12 hours after the 648 mg load.',
        },
      ],
    },
    boxed: [
      'Serious and life-threatening haematologic reactions (thrombocytopenia, HUS/TTP) when used for nocturnal leg cramps, which is not an approved use.',
    ],
    monitoring: [
      'Contraindicated with QT prolongation; avoid other QT-prolonging drugs',
      'Avoid rifampin (treatment failure) and neuromuscular blockers',
      'Digoxin concentrations; platelets; hypoglycaemia',
    ],
    product: 'Qualaquin (quinine sulfate)',
    sections:
      'Boxed Warning; 2.2 Renal Impairment; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
  }),
  rec({
    id: 'tafenoquine',
    rxcui: '2054023',
    name: 'Tafenoquine',
    atc: ['P01BA07'],
    brands: ['Krintafel', 'Arakoda'],
    cls: '8-aminoquinoline antimalarial',
    tags: ['8-aminoquinoline'],
    mech: '8-aminoquinoline with a very long half-life; oxidant (haemolysis in G6PD deficiency) and an OCT2/MATE inhibitor in vitro, so the label advises avoiding OCT2/MATE substrates (dofetilide, metformin).',
    pathways: { OCT2: { inhibitor: 'moderate' } },
    rare: ['hemolysis', 'methemoglobinemia'],
    pgx: ['G6PD'],
    classInstructions: [
      {
        with: {
          pathway: 'OCT2',
          role: 'substrate',
          levels: ['sensitive', 'moderate', 'minor'],
          change: 'raises',
        },
        instruction: 'avoid',
        text: 'Avoid OCT2 and MATE substrates (dofetilide, metformin): tafenoquine inhibits these transporters in vitro and may raise them; if unavoidable, watch for their toxicity.',
        source: label('Krintafel (tafenoquine)', '7 Drug Interactions'),
      },
    ],
    monitoring: [
      'G6PD testing before use: contraindicated with deficiency or unknown status',
      'Avoid OCT2/MATE substrates such as dofetilide and metformin',
      'Psychiatric symptoms',
    ],
    product: 'Krintafel (tafenoquine)',
    sections: '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
    extra: [CPIC_G6PD],
  }),
];

export const comedOutpatient1Drugs: DrugInput[] = [
  ...cardiovascular,
  ...endocrineMetabolic,
  ...womensHealth,
  ...urology,
  ...respiratoryAllergy,
  ...antivirals,
  ...antibacterials,
  ...antifungals,
  ...antiparasitics,
];

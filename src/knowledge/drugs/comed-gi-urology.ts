import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';
import {
  FDA_DDI_TABLE,
  NO_HEPATIC_RULE,
  NO_RENAL_RULE,
  REVIEWED,
  RXCUI_UNCONFIRMED,
  label,
} from './comed-shared';

/*
 * Gastrointestinal and urological co-medications. Selection, RxCUI sources and grading
 * conventions: see comed-shared.ts.
 *
 * Antacids (aluminium hydroxide, magnesium hydroxide, sodium bicarbonate) carry the class tag
 * 'antacid', which the interaction engine reads as an acid-reducing agent, and
 * phDependentAbsorption false because they cause the raised pH. Their chelation of
 * fluoroquinolones, levothyroxine, bisphosphonates, iron and some kinase inhibitors is a separate
 * mechanism, curated pair by pair with the label's separation interval. Sucralfate binds the same
 * drugs but barely changes gastric pH, so it is not tagged as an antacid.
 *
 * Laxatives have narrower tags (osmotic, stimulant, stool softener) because a senna-docusate
 * tablet or senna with polyethylene glycol is standard bowel care with opioids, not duplication.
 */

const TAGAMET = 'Cimetidine tablets (Tagamet)';
const CARAFATE = 'Carafate (sucralfate)';
const ANTACID_MONOGRAPH: Source = {
  kind: 'guideline',
  title:
    'FDA OTC monograph: antacid drug products for over-the-counter human use (21 CFR part 331)',
  section: 'Permitted active ingredients; required labeling warnings',
  url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-D/part-331',
  unconfirmed:
    'cited as the current eCFR text of the regulation; the amendment date in force at curation was not recorded',
};
const LAXATIVE_MONOGRAPH: Source = {
  kind: 'guideline',
  title:
    'FDA OTC monograph: laxative drug products (proposed 21 CFR part 334) and Drug Facts labeling',
  section: 'Warnings and directions',
  // Dated by its tentative final monograph (50 FR 2124); later amendments are listed on the rulemaking-history page.
  year: 1985,
  published: '1985-01-15',
  version: 'tentative final monograph, 50 FR 2124',
  url: 'https://www.fda.gov/drugs/historical-status-otc-rulemakings/rulemaking-history-otc-laxative-drug-products',
};
const BICARB = 'Sodium bicarbonate injection';
const MIRALAX = 'MiraLAX (polyethylene glycol 3350)';
const KRISTALOSE = 'Lactulose solution';
const URSO = 'Actigall (ursodiol)';
const BENTYL = 'Bentyl (dicyclomine hydrochloride)';
const LIALDA = 'Lialda (mesalamine delayed-release tablets)';
const MOVANTIK = 'Movantik (naloxegol)';
const RELISTOR = 'Relistor (methylnaltrexone bromide)';
const FLOMAX = 'Flomax (tamsulosin hydrochloride)';
const UROXATRAL = 'Uroxatral (alfuzosin hydrochloride)';
const CARDURA = 'Cardura (doxazosin mesylate)';
const TERAZOSIN = 'Terazosin capsules';
const PROSCAR = 'Proscar (finasteride)';
const AVODART = 'Avodart (dutasteride)';
const DITROPAN = 'Ditropan XL (oxybutynin chloride)';
const DETROL = 'Detrol LA (tolterodine tartrate)';
const VESICARE = 'Vesicare (solifenacin succinate)';
const MYRBETRIQ = 'Myrbetriq (mirabegron)';
const VIAGRA = 'Viagra (sildenafil citrate)';
const REVATIO = 'Revatio (sildenafil)';
const CIALIS = 'Cialis (tadalafil)';

const CHELATION_NOTE =
  'Binds fluoroquinolones, tetracyclines, levothyroxine, oral bisphosphonates, iron, mycophenolate and some kinase inhibitors in the gut: follow each partner label’s separation interval (for example ciprofloxacin 2 hours before or 6 hours after; levothyroxine 4 hours apart).';

const ALPHA_BLOCKER_MONITORING = [
  'Orthostatic hypotension and syncope, especially after the first dose or a dose increase; additive with PDE5 inhibitors, other antihypertensives and volume depletion.',
  'Intraoperative floppy iris syndrome: tell the eye surgeon before cataract surgery.',
  'Priapism (rare).',
];

const BLADDER_ANTIMUSCARINIC_MONITORING = [
  'Anticholinergic burden (dry mouth, constipation, urinary retention, confusion) adds to other anticholinergic drugs and to opioid constipation; caution in older patients.',
  'Urinary retention with bladder outlet obstruction; gastric retention; narrow-angle glaucoma.',
];

const PDE5_MONITORING = [
  'Contraindicated with nitrates (isosorbide, nitroglycerin) in any form and with riociguat: profound hypotension.',
  'Alpha-blockers and other antihypertensives add hypotension: start low.',
  'Sudden vision loss (non-arteritic ischaemic optic neuropathy) or hearing loss: stop and seek care.',
];

const gastrointestinal: DrugInput[] = [
  {
    id: 'cimetidine',
    rxcui: '2541',
    name: 'Cimetidine',
    brandNames: ['Tagamet'],
    atc: ['A02BA01'],
    kind: 'supportive',
    drugClass: 'H2-receptor antagonist',
    classTags: ['h2-receptor-antagonist'],
    mechanism:
      'Blocks parietal-cell H2 receptors, raising gastric pH. Unlike famotidine it inhibits several CYPs (weakly: CYP3A4, CYP2D6, CYP1A2) and renal cationic secretion (OCT2/MATE), raising metformin, dofetilide, epirubicin, warfarin, phenytoin and theophylline levels.',
    routes: ['oral'],
    // FDA index table: cimetidine is a weak CYP3A, CYP2D6 and CYP1A2 inhibitor and an OCT2/MATE
    // inhibitor.
    pathways: {
      CYP3A4: { inhibitor: 'weak' },
      CYP2D6: { inhibitor: 'weak' },
      CYP1A2: { inhibitor: 'weak' },
      OCT2: { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['myelosuppression'],
    renal: {
      status: 'adjust',
      summary:
        'Severe renal impairment: 300 mg every 12 hours; confusion is more likely in renal impairment and older age.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'Severe renal impairment: 300 mg every 12 hours.',
        },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Raises gastric pH: check kinase inhibitors and other drugs with pH-dependent absorption.',
      'Contraindicated with dofetilide. Raises epirubicin exposure about 50%: stop cimetidine during epirubicin. Check INR (warfarin), phenytoin and theophylline levels.',
      'Famotidine has no CYP or OCT2 inhibition and is usually the better H2 antagonist for patients on anticancer drugs.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(TAGAMET, 'PRECAUTIONS: Drug Interactions'),
      label(TAGAMET, 'DOSAGE AND ADMINISTRATION'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'sucralfate',
    rxcui: '10156',
    name: 'Sucralfate',
    brandNames: ['Carafate'],
    atc: ['A02BX02'],
    kind: 'supportive',
    drugClass: 'Mucosal protectant (aluminium sucrose sulfate)',
    classTags: ['mucosal-protectant'],
    mechanism:
      'Forms a protective complex over ulcer bases; barely absorbed, but its aluminium binds many drugs in the gut and accumulates in renal failure.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: {
      status: 'no-data',
      summary:
        'Chronic renal failure or dialysis: aluminium accumulates (osteodystrophy, encephalopathy); no dose rule, avoid long-term use.',
      rules: [
        { crclBelow: 30, action: 'monitor', text: 'Avoid prolonged use; aluminium accumulation.' },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Lowers absorption of ciprofloxacin and other fluoroquinolones, digoxin, levothyroxine, phenytoin, ketoconazole, quinidine, tetracycline and warfarin: give those at least 2 hours before sucralfate (levothyroxine 4 hours).',
      'Hyperglycaemia in diabetics (suspension); constipation.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(CARAFATE, 'PRECAUTIONS: Drug Interactions'), label(CARAFATE, 'PRECAUTIONS')],
  },
  {
    id: 'aluminum-hydroxide',
    rxcui: '612',
    name: 'Aluminum hydroxide',
    synonyms: ['aluminium hydroxide'],
    brandNames: ['AlternaGEL'],
    atc: ['A02AB01'],
    kind: 'supportive',
    drugClass: 'Antacid (aluminium salt)',
    classTags: ['antacid'],
    mechanism:
      'Neutralises gastric acid; the trivalent cation chelates drugs and binds phosphate in the gut. Small amounts are absorbed and cleared by the kidney.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: {
      status: 'no-data',
      summary: 'Renal failure: aluminium accumulates; avoid long-term use.',
      rules: [
        { crclBelow: 30, action: 'monitor', text: 'Avoid long-term use (aluminium accumulation).' },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      CHELATION_NOTE,
      'Raises gastric pH: separate from kinase inhibitors with pH-dependent absorption by the interval their label states.',
      'Hypophosphataemia and constipation with long-term use.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [ANTACID_MONOGRAPH],
  },
  {
    id: 'magnesium-hydroxide',
    rxcui: '6581',
    name: 'Magnesium hydroxide',
    synonyms: ['milk of magnesia'],
    brandNames: ['Phillips Milk of Magnesia'],
    atc: ['A02AA04'],
    kind: 'supportive',
    drugClass: 'Antacid and osmotic laxative (magnesium salt)',
    classTags: ['antacid', 'osmotic-laxative'],
    mechanism:
      'Neutralises gastric acid and draws water into the bowel; the divalent cation chelates drugs. About 15-30% of the magnesium is absorbed and cleared by the kidney.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    renal: {
      status: 'avoid',
      summary:
        'Renal impairment: hypermagnesaemia (weakness, hypotension, arrhythmia); avoid when CrCl is below 30 mL/min.',
      rules: [
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'Severe renal impairment: avoid (hypermagnesaemia).',
        },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      CHELATION_NOTE,
      'Raises gastric pH: separate from kinase inhibitors with pH-dependent absorption by the interval their label states.',
      'Laxative doses add to chemotherapy or immunotherapy diarrhoea; review bowel regimens when diarrhoea starts.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [ANTACID_MONOGRAPH, LAXATIVE_MONOGRAPH],
  },
  {
    id: 'sodium-bicarbonate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Sodium bicarbonate',
    brandNames: [],
    atc: ['B05XA02'],
    kind: 'supportive',
    drugClass: 'Systemic alkalinising agent and antacid',
    classTags: ['antacid', 'alkalinizing-agent'],
    mechanism:
      'Neutralises gastric acid and, absorbed, raises blood and urine pH; urinary alkalinisation speeds excretion of weak acids (methotrexate) and slows that of weak bases (flecainide, quinidine, amphetamines).',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia'],
    renal: {
      status: 'no-data',
      summary: 'Renal impairment: risk of metabolic alkalosis and sodium overload; monitor.',
      rules: [
        { crclBelow: 30, action: 'monitor', text: 'Monitor bicarbonate, sodium and fluid status.' },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Urine pH (target at least 7 during high-dose methotrexate), serum bicarbonate, sodium and potassium; hypokalaemia as potassium shifts into cells.',
      'Sodium load in heart failure, hypertension or oedema.',
      'Oral antacid use raises gastric pH and chelation is not an issue, but pH-dependent kinase inhibitors still need separation.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(BICARB, 'WARNINGS'), label(BICARB, 'PRECAUTIONS'), ANTACID_MONOGRAPH],
  },
  {
    id: 'polyethylene-glycol-3350',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Polyethylene glycol 3350',
    synonyms: ['PEG 3350', 'macrogol'],
    brandNames: ['MiraLAX', 'GlycoLax'],
    atc: ['A06AD15'],
    kind: 'supportive',
    drugClass: 'Osmotic laxative',
    classTags: ['osmotic-laxative'],
    mechanism: 'Non-absorbed polymer that holds water in the colon, softening stool.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Do not use with suspected bowel obstruction; stop with diarrhoea (including chemotherapy- or immunotherapy-induced diarrhoea).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(MIRALAX, 'Drug Facts: Warnings'), LAXATIVE_MONOGRAPH],
  },
  {
    id: 'sennosides',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Sennosides',
    synonyms: ['senna'],
    brandNames: ['Senokot', 'Ex-Lax'],
    atc: ['A06AB06'],
    kind: 'supportive',
    drugClass: 'Stimulant laxative',
    classTags: ['stimulant-laxative'],
    mechanism:
      'Anthraquinone glycosides converted by colonic bacteria to rhein anthrone, which stimulates colonic motility.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Standard prophylaxis for opioid-induced constipation; stop with diarrhoea or suspected obstruction.',
      'Prolonged diarrhoea causes hypokalaemia, which adds to QT risk.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [LAXATIVE_MONOGRAPH],
  },
  {
    id: 'docusate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Docusate',
    synonyms: ['docusate sodium', 'dioctyl sulfosuccinate'],
    brandNames: ['Colace'],
    atc: ['A06AA02'],
    kind: 'supportive',
    drugClass: 'Stool softener (surfactant)',
    classTags: ['stool-softener'],
    mechanism: 'Anionic surfactant that lets water and fat penetrate stool.',
    routes: ['oral', 'rectal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: ['Do not combine with mineral oil (raises its absorption).'],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [LAXATIVE_MONOGRAPH],
  },
  {
    id: 'bisacodyl',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Bisacodyl',
    brandNames: ['Dulcolax'],
    atc: ['A06AB02'],
    kind: 'supportive',
    drugClass: 'Stimulant laxative',
    classTags: ['stimulant-laxative'],
    mechanism:
      'Enteric-coated diphenylmethane prodrug hydrolysed in the colon to an active metabolite that stimulates motility.',
    routes: ['oral', 'rectal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Do not take tablets within 1 hour of antacids, milk or acid suppressants: the enteric coat dissolves early (gastric irritation, cramps).',
      'Stop with diarrhoea or suspected obstruction.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [LAXATIVE_MONOGRAPH],
  },
  {
    id: 'lactulose',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Lactulose',
    brandNames: ['Enulose', 'Kristalose', 'Constulose'],
    atc: ['A06AD11'],
    kind: 'supportive',
    drugClass: 'Osmotic laxative (non-absorbed disaccharide)',
    classTags: ['osmotic-laxative'],
    mechanism:
      'Non-absorbed disaccharide fermented by colonic bacteria to organic acids, drawing water into the bowel and trapping ammonia (hepatic encephalopathy).',
    routes: ['oral', 'rectal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Electrolytes (hypernatraemia, hypokalaemia) with prolonged or high-dose use; contains galactose and lactose (diabetes).',
      'Non-absorbable antacids and antibiotics given at the same time may blunt colonic acidification in hepatic encephalopathy.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(KRISTALOSE, 'PRECAUTIONS'),
      label(KRISTALOSE, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
  {
    id: 'ursodiol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ursodiol',
    synonyms: ['ursodeoxycholic acid', 'UDCA'],
    brandNames: ['Actigall', 'Urso 250', 'Urso Forte'],
    atc: ['A05AA02'],
    kind: 'supportive',
    drugClass: 'Hydrophilic bile acid',
    classTags: ['bile-acid'],
    mechanism:
      'Hydrophilic bile acid that lowers biliary cholesterol saturation and protects cholangiocytes (gallstones, primary biliary cholangitis, prophylaxis of veno-occlusive disease in transplant practice).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'no-data',
      summary: 'Liver tests during treatment; stop if they worsen in cholestatic disease.',
      rules: [{ hepaticClass: 'any', action: 'monitor', text: 'Monitor liver tests.' }],
    },
    boxedWarnings: [],
    monitoring: [
      'Bile-acid sequestrants and aluminium-containing antacids bind ursodiol: separate doses.',
      'Estrogens and oral contraceptives raise biliary cholesterol and may reduce gallstone dissolution.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(URSO, 'PRECAUTIONS: Drug Interactions'), label(URSO, 'PRECAUTIONS')],
  },
  {
    id: 'dicyclomine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Dicyclomine',
    synonyms: ['dicycloverine'],
    brandNames: ['Bentyl'],
    atc: ['A03AA07'],
    kind: 'supportive',
    drugClass: 'Gastrointestinal antispasmodic (antimuscarinic)',
    classTags: ['gi-antispasmodic'],
    mechanism:
      'Antimuscarinic and direct smooth-muscle relaxant used for irritable bowel syndrome.',
    routes: ['oral', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['anticholinergic'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Anticholinergic effects (confusion, delirium in older patients, urinary retention, constipation) add to other anticholinergic drugs and opioid constipation.',
      'Contraindicated with obstructive GI or urinary disease, severe ulcerative colitis, glaucoma and myasthenia gravis.',
      'Antacids lower its absorption; it slows absorption of other oral drugs by delaying gastric emptying.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(BENTYL, 'CONTRAINDICATIONS'),
      label(BENTYL, 'WARNINGS'),
      label(BENTYL, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
  {
    id: 'mesalamine',
    rxcui: '52582',
    name: 'Mesalamine',
    synonyms: ['mesalazine', '5-aminosalicylic acid', '5-ASA'],
    brandNames: ['Lialda', 'Asacol HD', 'Delzicol', 'Pentasa', 'Apriso', 'Canasa'],
    atc: ['A07EC02'],
    kind: 'supportive',
    drugClass: 'Aminosalicylate',
    classTags: ['aminosalicylate'],
    mechanism:
      'Topical anti-inflammatory action in the colonic mucosa; delayed- and extended-release forms target the colon. Partly acetylated and renally excreted.',
    routes: ['oral', 'rectal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['nephrotoxicity', 'hypersensitivity', 'dermatologic', 'hepatotoxicity'],
    renal: {
      status: 'no-data',
      summary:
        'Check renal function before and periodically during treatment; interstitial nephritis and renal failure have been reported.',
      rules: [
        {
          crclBelow: 60,
          action: 'monitor',
          text: 'Weigh risk; monitor renal function more often.',
        },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Renal function before starting and periodically; nephrotoxic drugs (NSAIDs, cisplatin) add risk.',
      'With azathioprine or mercaptopurine: more blood disorders; monitor blood counts.',
      'Mesalamine-induced acute intolerance (cramping, bloody diarrhoea) can mimic colitis, including checkpoint-inhibitor colitis.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(LIALDA, '5 Warnings and Precautions'), label(LIALDA, '7 Drug Interactions')],
  },
  {
    id: 'naloxegol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Naloxegol',
    brandNames: ['Movantik'],
    atc: ['A06AH03'],
    kind: 'supportive',
    drugClass: 'Peripherally acting mu-opioid receptor antagonist',
    classTags: ['peripheral-opioid-antagonist'],
    mechanism:
      'PEGylated naloxone that blocks gut mu-opioid receptors without crossing the blood-brain barrier. Cleared by CYP3A4 (ketoconazole raised exposure about 13-fold) and effluxed by P-gp.',
    routes: ['oral'],
    // FDA index table: naloxegol is a sensitive CYP3A substrate.
    pathways: { CYP3A4: { substrate: 'sensitive' }, 'P-gp': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 60 mL/min: start 12.5 mg once daily and increase to 25 mg if tolerated.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 60 mL/min: start 12.5 mg daily.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: avoid.',
      rules: [{ hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Severe impairment: avoid.' }],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with strong CYP3A4 inhibitors (azoles, clarithromycin, ritonavir, idelalisib, tucatinib); avoid moderate inhibitors (if unavoidable, 12.5 mg daily); strong inducers not recommended.',
      'Contraindicated with known or suspected GI obstruction; GI perforation has occurred with compromised bowel wall (tumour infiltration, diverticular disease; consider bevacizumab).',
      'Opioid withdrawal symptoms; stop other laxatives when starting and restart after 3 days if needed.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(MOVANTIK, '2 Dosage and Administration'),
      label(MOVANTIK, '4 Contraindications'),
      label(MOVANTIK, '5 Warnings and Precautions'),
      label(MOVANTIK, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'methylnaltrexone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Methylnaltrexone',
    brandNames: ['Relistor'],
    atc: ['A06AH01'],
    kind: 'supportive',
    drugClass: 'Peripherally acting mu-opioid receptor antagonist',
    classTags: ['peripheral-opioid-antagonist'],
    mechanism:
      'Quaternary naltrexone derivative that blocks gut mu-opioid receptors without crossing the blood-brain barrier; little CYP metabolism, mostly renally excreted.',
    routes: ['sc', 'oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 60 mL/min: halve the injection dose; tablets 150 mg once daily.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 60 mL/min: half the usual dose.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Tablets: moderate or severe hepatic impairment 150 mg once daily; injection: severe impairment not studied.',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'reduce', text: 'Tablets: 150 mg once daily.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with known or suspected GI obstruction; GI perforation has occurred with compromised bowel wall (peptic ulcer, diverticular disease, infiltrative GI malignancy); consider with bevacizumab.',
      'Severe or persistent diarrhoea: stop; opioid withdrawal symptoms.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(RELISTOR, '2 Dosage and Administration'),
      label(RELISTOR, '4 Contraindications'),
      label(RELISTOR, '5 Warnings and Precautions'),
    ],
  },
];

const urology: DrugInput[] = [
  {
    id: 'tamsulosin',
    rxcui: '77492',
    name: 'Tamsulosin',
    brandNames: ['Flomax'],
    atc: ['G04CA02'],
    kind: 'supportive',
    drugClass: 'Alpha-1A adrenergic blocker',
    classTags: ['alpha1-blocker'],
    mechanism:
      'Blocks prostatic alpha-1A adrenoceptors, relaxing the bladder neck; cleared by CYP3A4 (ketoconazole raised exposure 2.8-fold) and CYP2D6 (paroxetine 1.6-fold).',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' }, CYP2D6: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl 10 mL/min or above; below 10 not studied.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'Moderate impairment: no adjustment; severe: not studied.',
      rules: [{ hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Not studied.' }],
    },
    boxedWarnings: [],
    monitoring: [
      ...ALPHA_BLOCKER_MONITORING,
      'Do not use with strong CYP3A4 inhibitors; caution with moderate CYP3A4 inhibitors and strong CYP2D6 inhibitors, especially in CYP2D6 poor metabolisers.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(FLOMAX, '5 Warnings and Precautions'),
      label(FLOMAX, '7 Drug Interactions'),
      label(FLOMAX, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'alfuzosin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Alfuzosin',
    brandNames: ['Uroxatral'],
    atc: ['G04CA01'],
    kind: 'supportive',
    drugClass: 'Alpha-1 adrenergic blocker',
    classTags: ['alpha1-blocker'],
    mechanism:
      'Blocks alpha-1 adrenoceptors in the prostate and bladder neck; cleared by CYP3A4 (ketoconazole 400 mg raised exposure about 3-fold). Prolongs QT slightly.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: [],
    renal: {
      status: 'no-data',
      summary: 'Severe renal impairment (CrCl below 30 mL/min): exposure rises; use with caution.',
      rules: [{ crclBelow: 30, action: 'monitor', text: 'Use with caution.' }],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in moderate or severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Moderate impairment: contraindicated.',
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
      ...ALPHA_BLOCKER_MONITORING,
      'Contraindicated with potent CYP3A4 inhibitors (ketoconazole, itraconazole, ritonavir).',
      'QT prolongation: caution with congenital long QT or other QT-prolonging drugs.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(UROXATRAL, '4 Contraindications'),
      label(UROXATRAL, '5 Warnings and Precautions'),
      label(UROXATRAL, '7 Drug Interactions'),
    ],
  },
  {
    id: 'doxazosin',
    rxcui: '49276',
    name: 'Doxazosin',
    brandNames: ['Cardura', 'Cardura XL'],
    atc: ['C02CA04'],
    kind: 'supportive',
    drugClass: 'Alpha-1 adrenergic blocker',
    classTags: ['alpha1-blocker'],
    mechanism:
      'Blocks alpha-1 adrenoceptors in vessels and the prostate (hypertension, benign prostatic hyperplasia); hepatic metabolism, partly CYP3A4.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary:
        'Hepatic impairment raises exposure; titrate with care; severe impairment not recommended (XL).',
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
      ...ALPHA_BLOCKER_MONITORING,
      'Strong CYP3A4 inhibitors may raise doxazosin exposure: monitor blood pressure.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(CARDURA, '5 Warnings and Precautions'), label(CARDURA, '7 Drug Interactions')],
  },
  {
    id: 'terazosin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Terazosin',
    brandNames: ['Hytrin'],
    atc: ['G04CA03'],
    kind: 'supportive',
    drugClass: 'Alpha-1 adrenergic blocker',
    classTags: ['alpha1-blocker'],
    mechanism: 'Blocks alpha-1 adrenoceptors in vessels and the prostate; hepatic metabolism.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      ...ALPHA_BLOCKER_MONITORING,
      'Start 1 mg at bedtime; restart at 1 mg after an interruption of several days (first-dose syncope).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(TERAZOSIN, 'WARNINGS'), label(TERAZOSIN, 'DOSAGE AND ADMINISTRATION')],
  },
  {
    id: 'finasteride',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Finasteride',
    brandNames: ['Proscar', 'Propecia'],
    atc: ['G04CB01'],
    kind: 'supportive',
    drugClass: '5-alpha-reductase inhibitor',
    classTags: ['5-alpha-reductase-inhibitor'],
    mechanism:
      'Inhibits type II 5-alpha-reductase, lowering dihydrotestosterone and prostate volume; hepatic CYP3A4 metabolism.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['embryo-fetal'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic impairment not studied; extensively metabolised.',
      rules: [{ hepaticClass: 'any', action: 'monitor', text: 'Use with caution.' }],
    },
    boxedWarnings: [],
    monitoring: [
      'Halves serum PSA within 6 months: double the measured PSA before comparing with normal ranges, and investigate any confirmed PSA rise on treatment (higher rate of high-grade prostate cancer in trials).',
      'Women who are or may be pregnant must not handle crushed or broken tablets (male fetal genital abnormalities).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PROSCAR, '4 Contraindications'),
      label(PROSCAR, '5 Warnings and Precautions'),
      label(PROSCAR, '7 Drug Interactions'),
    ],
  },
  {
    id: 'dutasteride',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Dutasteride',
    brandNames: ['Avodart'],
    atc: ['G04CB02'],
    kind: 'supportive',
    drugClass: '5-alpha-reductase inhibitor',
    classTags: ['5-alpha-reductase-inhibitor'],
    mechanism:
      'Inhibits type I and II 5-alpha-reductase; cleared by CYP3A4 with a 5-week half-life.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['embryo-fetal'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic impairment not studied; extensively metabolised.',
      rules: [{ hepaticClass: 'any', action: 'monitor', text: 'Use with caution.' }],
    },
    boxedWarnings: [],
    monitoring: [
      'Halves serum PSA within 6 months: double the measured PSA for interpretation and investigate any confirmed rise (higher rate of high-grade prostate cancer in trials).',
      'Strong CYP3A4 inhibitors (ritonavir, ketoconazole) may raise exposure.',
      'Women who are or may be pregnant must not handle leaking capsules; no blood donation until 6 months after the last dose.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(AVODART, '4 Contraindications'),
      label(AVODART, '5 Warnings and Precautions'),
      label(AVODART, '7 Drug Interactions'),
    ],
  },
  {
    id: 'oxybutynin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Oxybutynin',
    brandNames: ['Ditropan XL', 'Oxytrol', 'Gelnique'],
    atc: ['G04BD04'],
    kind: 'supportive',
    drugClass: 'Bladder antimuscarinic',
    classTags: ['bladder-antimuscarinic'],
    mechanism:
      'Antimuscarinic that relaxes the detrusor; extensive CYP3A4 first-pass metabolism to an active metabolite (ketoconazole raised oral oxybutynin levels).',
    routes: ['oral', 'transdermal', 'topical'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['anticholinergic', 'cns-depression'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      ...BLADDER_ANTIMUSCARINIC_MONITORING,
      'Drowsiness and confusion (CNS anticholinergic effects), more in older patients and with other sedatives.',
      'Strong CYP3A4 inhibitors raise oral oxybutynin exposure.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(DITROPAN, '4 Contraindications'),
      label(DITROPAN, '5 Warnings and Precautions'),
      label(DITROPAN, '7 Drug Interactions'),
    ],
  },
  {
    id: 'tolterodine',
    rxcui: '119565',
    name: 'Tolterodine',
    brandNames: ['Detrol', 'Detrol LA'],
    atc: ['G04BD07'],
    kind: 'supportive',
    drugClass: 'Bladder antimuscarinic',
    classTags: ['bladder-antimuscarinic'],
    mechanism:
      'Antimuscarinic; CYP2D6 forms the equipotent 5-hydroxymethyl metabolite, so CYP2D6 inhibition changes the active moiety little (fluoxetine: no adjustment), while in poor metabolisers CYP3A4 clears it and ketoconazole raised exposure about 2.5-fold.',
    routes: ['oral'],
    // The FDA table lists tolterodine as a sensitive CYP2D6 substrate for the parent drug, but the
    // active moiety (parent plus 5-HM) barely changes with CYP2D6 inhibition (label 7), so the
    // pathway that needs a dose change is CYP3A4.
    pathways: { CYP2D6: { substrate: 'minor' }, CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['anticholinergic'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 10-30 mL/min: 2 mg once daily (LA) or 1 mg twice daily; below 10 mL/min: not recommended.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 10-30 mL/min: 2 mg LA daily.',
        },
        { crclBelow: 10, action: 'avoid', text: 'CrCl below 10 mL/min: not recommended.' },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild to moderate hepatic impairment: 2 mg LA daily (1 mg twice daily IR); severe: avoid the LA form.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: '2 mg LA once daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: not recommended (LA).',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      ...BLADDER_ANTIMUSCARINIC_MONITORING,
      'Strong CYP3A4 inhibitors: 2 mg LA once daily (1 mg twice daily IR).',
      'QT prolongation at supratherapeutic exposure (poor metabolisers with CYP3A4 inhibition); caution with other QT-prolonging drugs.',
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: REVIEWED,
    sources: [
      label(DETROL, '2 Dosage and Administration'),
      label(DETROL, '5 Warnings and Precautions'),
      label(DETROL, '7 Drug Interactions'),
      label(DETROL, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'solifenacin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Solifenacin',
    brandNames: ['Vesicare'],
    atc: ['G04BD08'],
    kind: 'supportive',
    drugClass: 'Bladder antimuscarinic',
    classTags: ['bladder-antimuscarinic'],
    mechanism:
      'Antimuscarinic cleared by CYP3A4 (ketoconazole raised exposure 2- to 3-fold); QT prolongation at supratherapeutic doses.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['anticholinergic'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 30 mL/min: maximum 5 mg once daily.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 30 mL/min: maximum 5 mg daily.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Moderate hepatic impairment: maximum 5 mg daily; severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Maximum 5 mg daily.',
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
      ...BLADDER_ANTIMUSCARINIC_MONITORING,
      'Strong CYP3A4 inhibitors: maximum 5 mg daily.',
      'QT prolongation: caution with known QT prolongation or other QT-prolonging drugs.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(VESICARE, '2 Dosage and Administration'),
      label(VESICARE, '5 Warnings and Precautions'),
      label(VESICARE, '7 Drug Interactions'),
    ],
  },
  {
    id: 'mirabegron',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Mirabegron',
    brandNames: ['Myrbetriq'],
    atc: ['G04BD12'],
    kind: 'supportive',
    drugClass: 'Beta-3 adrenergic agonist',
    classTags: ['beta3-agonist'],
    mechanism:
      'Beta-3 adrenoceptor agonist relaxing the detrusor. A moderate CYP2D6 inhibitor (metoprolol exposure up 3.3-fold, desipramine 3.4-fold) and weak P-gp inhibitor (digoxin up 27%); multiple clearance routes.',
    routes: ['oral'],
    // FDA index table: mirabegron is a moderate CYP2D6 inhibitor.
    pathways: {
      CYP2D6: { inhibitor: 'moderate' },
      CYP3A4: { substrate: 'minor' },
      'P-gp': { inhibitor: 'weak' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['hypertension'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 15-29 mL/min: maximum 25 mg daily; below 15 mL/min: not recommended.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 15-29 mL/min: maximum 25 mg daily.',
        },
        { crclBelow: 15, action: 'avoid', text: 'CrCl below 15 mL/min: not recommended.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Moderate hepatic impairment: maximum 25 mg daily; severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Maximum 25 mg daily.',
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
      'Blood pressure: raises it, adding to VEGF inhibitors (bevacizumab, sunitinib, lenvatinib, axitinib) and other hypertension-causing drugs; not for severe uncontrolled hypertension.',
      'Moderate CYP2D6 inhibitor: raises metoprolol, flecainide, propafenone and tricyclics; may lower endoxifen formation from tamoxifen.',
      'Digoxin: start at the lowest digoxin dose and monitor levels. Urinary retention with antimuscarinics or bladder outlet obstruction.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(MYRBETRIQ, '2 Dosage and Administration'),
      label(MYRBETRIQ, '5 Warnings and Precautions'),
      label(MYRBETRIQ, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'sildenafil',
    rxcui: '136411',
    name: 'Sildenafil',
    brandNames: ['Viagra', 'Revatio'],
    atc: ['G04BE03'],
    kind: 'supportive',
    drugClass: 'Phosphodiesterase-5 inhibitor',
    classTags: ['pde5-inhibitor'],
    mechanism:
      'Inhibits PDE5, raising cGMP (erectile dysfunction; pulmonary arterial hypertension as Revatio). Cleared by CYP3A4 (ritonavir raised exposure 11-fold) and CYP2C9.',
    routes: ['oral', 'iv'],
    // FDA index table: sildenafil is a sensitive CYP3A substrate.
    pathways: { CYP3A4: { substrate: 'sensitive' }, CYP2C9: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['ocular', 'ototoxicity'],
    renal: {
      status: 'adjust',
      summary: 'Erectile dysfunction, CrCl below 30 mL/min: start 25 mg.',
      rules: [{ crclBelow: 30, action: 'reduce', text: 'Start 25 mg (erectile dysfunction).' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Erectile dysfunction, hepatic impairment: start 25 mg.',
      rules: [
        { hepaticClass: 'any', action: 'reduce', text: 'Start 25 mg (erectile dysfunction).' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      ...PDE5_MONITORING,
      'Strong CYP3A4 inhibitors: start 25 mg; with ritonavir, no more than 25 mg in 48 hours. Revatio: not recommended with strong CYP3A4 inhibitors.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(VIAGRA, '2 Dosage and Administration'),
      label(VIAGRA, '4 Contraindications'),
      label(VIAGRA, '5 Warnings and Precautions'),
      label(VIAGRA, '7 Drug Interactions'),
      label(REVATIO, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'tadalafil',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tadalafil',
    brandNames: ['Cialis', 'Adcirca', 'Alyq'],
    atc: ['G04BE08'],
    kind: 'supportive',
    drugClass: 'Phosphodiesterase-5 inhibitor',
    classTags: ['pde5-inhibitor'],
    mechanism:
      'Inhibits PDE5 for up to 36 hours (erectile dysfunction, benign prostatic hyperplasia, pulmonary arterial hypertension); cleared by CYP3A4 (ketoconazole raised exposure about 4-fold).',
    routes: ['oral'],
    // FDA index table: tadalafil is a moderate sensitive CYP3A substrate.
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['ocular', 'ototoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'As needed: CrCl 30-50 mL/min maximum 10 mg every 48 hours; below 30 maximum 5 mg every 72 hours. Once daily: not recommended below 30 mL/min.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          text: 'CrCl 30-50 mL/min: as-needed maximum 10 mg every 48 hours.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl below 30: as-needed maximum 5 mg every 72 hours; no daily use.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Mild to moderate hepatic impairment: as-needed maximum 10 mg; severe: not recommended.',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'reduce', text: 'Maximum 10 mg as needed.' },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      ...PDE5_MONITORING,
      'Strong CYP3A4 inhibitors: as needed maximum 10 mg every 72 hours; once daily maximum 2.5 mg. Strong CYP3A4 inducers: avoid once-daily use.',
      'Benign prostatic hyperplasia: not recommended with an alpha-blocker.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(CIALIS, '2 Dosage and Administration'),
      label(CIALIS, '4 Contraindications'),
      label(CIALIS, '5 Warnings and Precautions'),
      label(CIALIS, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
];

export const comedGiUrologyDrugs: DrugInput[] = [...gastrointestinal, ...urology];

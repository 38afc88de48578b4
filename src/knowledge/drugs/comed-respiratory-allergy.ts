import type { DrugInput } from '../../core/knowledge/drug';
import {
  FDA_DDI_TABLE,
  NO_HEPATIC_RULE,
  NO_RENAL_RULE,
  REVIEWED,
  RXCUI_UNCONFIRMED,
  label,
} from './comed-shared';

/*
 * Respiratory and allergy co-medications: inhaled bronchodilators and corticosteroids,
 * montelukast, theophylline, antihistamines and benzonatate. Selection, RxCUI sources and grading
 * conventions: see comed-shared.ts.
 *
 * Beta-2 agonists carry QT risk 'conditional': their labels report QTc prolongation and
 * hypokalaemia mainly at high or excessive doses, so torsades needs another factor. Inhaled
 * corticosteroids that are sensitive CYP3A4 substrates (fluticasone, budesonide) cause Cushing
 * syndrome and adrenal suppression with strong CYP3A4 inhibitors; the curated records grade that,
 * so the tag 'inhaled-corticosteroid' keeps them apart from systemic corticosteroids.
 */

const VENTOLIN = 'Ventolin HFA (albuterol sulfate)';
const SEREVENT = 'Serevent Diskus (salmeterol xinafoate)';
const PERFOROMIST = 'Perforomist (formoterol fumarate) inhalation solution';
const SPIRIVA = 'Spiriva HandiHaler (tiotropium bromide)';
const ATROVENT = 'Atrovent HFA (ipratropium bromide)';
const INCRUSE = 'Incruse Ellipta (umeclidinium)';
const SINGULAIR = 'Singulair (montelukast sodium)';
const FLOVENT = 'Flovent HFA (fluticasone propionate)';
const PULMICORT = 'Pulmicort Flexhaler (budesonide)';
const ENTOCORT = 'Entocort EC (budesonide) capsules';
const ASMANEX = 'Asmanex HFA (mometasone furoate)';
const QVAR = 'Qvar RediHaler (beclomethasone dipropionate)';
const THEOPHYLLINE = 'Theophylline extended-release tablets';
const ZYRTEC = 'Zyrtec (cetirizine hydrochloride)';
const XYZAL = 'Xyzal (levocetirizine dihydrochloride)';
const CLARITIN = 'Claritin (loratadine)';
const ALLEGRA = 'Allegra (fexofenadine hydrochloride)';
const BENADRYL = 'Diphenhydramine hydrochloride injection';
const TESSALON = 'Tessalon (benzonatate)';

const BETA_AGONIST_MONITORING = [
  'Hypokalaemia and QTc prolongation at high doses, adding to loop or thiazide diuretics, corticosteroids and QT-prolonging drugs.',
  'Non-selective beta-blockers (propranolol, nadolol, sotalol, carvedilol) block the bronchodilator effect and can provoke bronchospasm.',
  'Paradoxical bronchospasm; tachycardia and tremor.',
];

const ICS_MONITORING = [
  'Oral candidiasis (rinse the mouth after use); pneumonia in COPD.',
  'Adrenal suppression and Cushing syndrome with strong CYP3A4 inhibitors (ritonavir, cobicistat, itraconazole, ketoconazole, clarithromycin) or at high doses; taper when switching from systemic steroids.',
  'Bone density loss, cataract and glaucoma with long-term use.',
];

const ANTIMUSCARINIC_MONITORING = [
  'Narrow-angle glaucoma and urinary retention (prostatic hypertrophy, bladder-neck obstruction) can worsen.',
  'Additive anticholinergic effects with other anticholinergic drugs (oxybutynin, tolterodine, diphenhydramine, olanzapine).',
];

const SEDATING_ANTIHISTAMINE_MONITORING = [
  'Sedation adds to opioids, benzodiazepines, gabapentinoids, alcohol and other CNS depressants; warn about driving and falls.',
  'Anticholinergic effects (confusion, urinary retention, constipation) add to other anticholinergic drugs, especially in older patients.',
];

const respiratoryAllergy: DrugInput[] = [
  {
    id: 'albuterol',
    rxcui: '435',
    name: 'Albuterol',
    synonyms: ['salbutamol'],
    brandNames: ['Ventolin HFA', 'ProAir HFA', 'Proventil HFA'],
    atc: ['R03AC02'],
    kind: 'supportive',
    drugClass: 'Short-acting beta-2 agonist',
    classTags: ['short-acting-beta2-agonist'],
    mechanism:
      'Stimulates airway beta-2 adrenoceptors, relaxing bronchial smooth muscle; sulfate conjugation, renal excretion.',
    routes: ['inhaled', 'oral'],
    pathways: {},
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia'],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      ...BETA_AGONIST_MONITORING,
      'Increasing need for rescue doses means worsening asthma or COPD: reassess.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(VENTOLIN, '5 Warnings and Precautions'),
      label(VENTOLIN, '7 Drug Interactions'),
    ],
  },
  {
    id: 'salmeterol',
    rxcui: '36117',
    name: 'Salmeterol',
    brandNames: ['Serevent Diskus'],
    atc: ['R03AC12'],
    kind: 'supportive',
    drugClass: 'Long-acting beta-2 agonist',
    classTags: ['long-acting-beta2-agonist'],
    mechanism:
      'Long-acting beta-2 agonist; cleared by CYP3A4 (ketoconazole raised exposure about 16-fold, with QTc and palpitation effects).',
    routes: ['inhaled'],
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia'],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic impairment may raise exposure (CYP3A4 clearance); monitor closely.',
      rules: [
        { hepaticClass: 'any', action: 'monitor', text: 'Monitor for beta-agonist effects.' },
      ],
    },
    boxedWarnings: [
      'Long-acting beta-2 agonist monotherapy raises the risk of asthma-related death; in asthma use only with an inhaled corticosteroid.',
    ],
    monitoring: [
      ...BETA_AGONIST_MONITORING,
      'Strong CYP3A4 inhibitors (ritonavir, cobicistat, azoles, clarithromycin, idelalisib, ceritinib, tucatinib): not recommended, raise salmeterol exposure many-fold.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(SEREVENT, 'Boxed Warning'),
      label(SEREVENT, '5 Warnings and Precautions'),
      label(SEREVENT, '7 Drug Interactions'),
      label(SEREVENT, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'formoterol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Formoterol',
    synonyms: ['eformoterol'],
    brandNames: ['Perforomist'],
    atc: ['R03AC13'],
    kind: 'supportive',
    drugClass: 'Long-acting beta-2 agonist',
    classTags: ['long-acting-beta2-agonist'],
    mechanism:
      'Long-acting beta-2 agonist with rapid onset; glucuronidated and O-demethylated by several CYPs (2D6, 2C19, 2C9, 2A6), none dominant.',
    routes: ['inhaled'],
    pathways: { CYP2D6: { substrate: 'minor' }, CYP2C19: { substrate: 'minor' } },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['hypokalemia'],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Long-acting beta-2 agonist monotherapy raises the risk of asthma-related death; the nebulised solution is for COPD, not asthma.',
    ],
    monitoring: BETA_AGONIST_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PERFOROMIST, 'Boxed Warning'),
      label(PERFOROMIST, '5 Warnings and Precautions'),
      label(PERFOROMIST, '7 Drug Interactions'),
    ],
  },
  {
    id: 'tiotropium',
    rxcui: '69120',
    name: 'Tiotropium',
    brandNames: ['Spiriva HandiHaler', 'Spiriva Respimat'],
    atc: ['R03BB04'],
    kind: 'supportive',
    drugClass: 'Long-acting muscarinic antagonist',
    classTags: ['long-acting-muscarinic-antagonist'],
    mechanism:
      'Blocks airway M3 muscarinic receptors for 24 hours; absorbed drug is mostly excreted unchanged by the kidney.',
    routes: ['inhaled'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['anticholinergic'],
    renal: {
      status: 'no-data',
      summary:
        'CrCl 60 mL/min or less: exposure rises; no dose change, monitor for anticholinergic effects.',
      rules: [{ crclBelow: 60, action: 'monitor', text: 'Monitor for anticholinergic effects.' }],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      ...ANTIMUSCARINIC_MONITORING,
      'Do not combine with another inhaled antimuscarinic (ipratropium, umeclidinium).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(SPIRIVA, '5 Warnings and Precautions'),
      label(SPIRIVA, '7 Drug Interactions'),
      label(SPIRIVA, '8.6 Renal Impairment'),
    ],
  },
  {
    id: 'ipratropium',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ipratropium',
    brandNames: ['Atrovent HFA'],
    atc: ['R03BB01'],
    kind: 'supportive',
    drugClass: 'Short-acting muscarinic antagonist',
    classTags: ['short-acting-muscarinic-antagonist'],
    mechanism: 'Blocks airway muscarinic receptors for 4-6 hours; minimal systemic absorption.',
    routes: ['inhaled', 'intranasal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['anticholinergic'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: ANTIMUSCARINIC_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ATROVENT, '5 Warnings and Precautions'),
      label(ATROVENT, '7 Drug Interactions'),
    ],
  },
  {
    id: 'umeclidinium',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Umeclidinium',
    brandNames: ['Incruse Ellipta'],
    atc: ['R03BB07'],
    kind: 'supportive',
    drugClass: 'Long-acting muscarinic antagonist',
    classTags: ['long-acting-muscarinic-antagonist'],
    mechanism:
      'Long-acting muscarinic antagonist; cleared mainly by CYP2D6 and as a P-gp substrate, with small exposure changes in poor metabolisers.',
    routes: ['inhaled'],
    pathways: { CYP2D6: { substrate: 'minor' }, 'P-gp': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['anticholinergic'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary: 'Moderate hepatic impairment: no adjustment; severe: not studied.',
      rules: [{ hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Not studied.' }],
    },
    boxedWarnings: [],
    monitoring: [
      ...ANTIMUSCARINIC_MONITORING,
      'Do not combine with another inhaled antimuscarinic (tiotropium, ipratropium).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(INCRUSE, '5 Warnings and Precautions'),
      label(INCRUSE, '7 Drug Interactions'),
      label(INCRUSE, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'montelukast',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Montelukast',
    brandNames: ['Singulair'],
    atc: ['R03DC03'],
    kind: 'supportive',
    drugClass: 'Leukotriene receptor antagonist',
    classTags: ['leukotriene-receptor-antagonist'],
    mechanism:
      'Blocks the CysLT1 leukotriene receptor; cleared mainly by CYP2C8 (gemfibrozil raised exposure 4.4-fold) with CYP3A4 and CYP2C9 roles.',
    routes: ['oral'],
    // FDA index table: montelukast is a moderate sensitive CYP2C8 substrate.
    pathways: {
      CYP2C8: { substrate: 'moderate' },
      CYP3A4: { substrate: 'minor' },
      CYP2C9: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hepatotoxicity', 'hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary: 'Mild to moderate impairment: no adjustment; severe: not studied.',
      rules: [{ hepaticClass: 'child-pugh-c', action: 'monitor', text: 'Not studied.' }],
    },
    boxedWarnings: [
      'Serious neuropsychiatric events (agitation, depression, sleep disturbance, suicidal thinking and behaviour) during use or after stopping; for allergic rhinitis reserve for patients with inadequate response to other therapy.',
    ],
    monitoring: [
      'Ask about mood and sleep changes and suicidal thoughts; stop if they occur.',
      'Eosinophilic granulomatosis with polyangiitis can surface when systemic corticosteroids are tapered.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(SINGULAIR, 'Boxed Warning'),
      label(SINGULAIR, '5 Warnings and Precautions'),
      label(SINGULAIR, '7 Drug Interactions'),
      label(SINGULAIR, '12.3 Pharmacokinetics'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'fluticasone',
    rxcui: null,
    rxcuiNote:
      'The RxNorm ingredient concept for fluticasone could not be confirmed here; the CPIC drug table lists RxCUI 50121 for the fluticasone propionate salt, which is not the ingredient (IN) concept, so it is not used.',
    name: 'Fluticasone',
    synonyms: ['fluticasone propionate', 'fluticasone furoate'],
    brandNames: ['Flovent HFA', 'Flovent Diskus', 'Arnuity Ellipta', 'Flonase'],
    atc: ['R03BA05'],
    kind: 'supportive',
    drugClass: 'Inhaled and intranasal corticosteroid',
    classTags: ['inhaled-corticosteroid'],
    mechanism:
      'Potent glucocorticoid acting locally in the airway; the absorbed fraction is cleared by CYP3A4 (ritonavir raised fluticasone propionate exposure about 350-fold, with cortisol suppression).',
    routes: ['inhaled', 'intranasal'],
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infection'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'no-data',
      summary:
        'Hepatic impairment may raise systemic exposure; monitor for corticosteroid effects.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Monitor for systemic corticosteroid effects.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: ICS_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(FLOVENT, '5 Warnings and Precautions'),
      label(FLOVENT, '7 Drug Interactions'),
      label(FLOVENT, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'budesonide',
    rxcui: '19831',
    name: 'Budesonide',
    brandNames: ['Pulmicort', 'Entocort EC', 'Uceris', 'Rhinocort'],
    atc: ['R03BA02', 'A07EA06'],
    kind: 'supportive',
    drugClass: 'Corticosteroid with high first-pass metabolism (inhaled, oral gut-targeted)',
    classTags: ['inhaled-corticosteroid'],
    mechanism:
      'Glucocorticoid with about 90% hepatic first-pass CYP3A4 metabolism, so oral capsules act mainly in the gut (Crohn disease, microscopic colitis, checkpoint-inhibitor colitis); ketoconazole raised oral budesonide exposure about 8-fold.',
    routes: ['inhaled', 'oral', 'intranasal', 'rectal'],
    // FDA index table: budesonide is a sensitive CYP3A substrate.
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infection'],
    rareToxicities: ['hyperglycemia'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'adjust',
      summary:
        'Oral capsules: moderate hepatic impairment raises exposure (consider 3 mg daily); severe impairment: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Oral: consider a lower dose; monitor for hypercorticism.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Oral: avoid in severe hepatic impairment.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      ...ICS_MONITORING,
      'Oral budesonide with strong CYP3A4 inhibitors or grapefruit juice: systemic corticosteroid effects; avoid or monitor closely.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PULMICORT, '5 Warnings and Precautions'),
      label(PULMICORT, '7 Drug Interactions'),
      label(ENTOCORT, '2 Dosage and Administration'),
      label(ENTOCORT, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'mometasone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Mometasone',
    synonyms: ['mometasone furoate'],
    brandNames: ['Asmanex', 'Nasonex', 'Elocon'],
    atc: ['R03BA07'],
    kind: 'supportive',
    drugClass: 'Inhaled, intranasal and topical corticosteroid',
    classTags: ['inhaled-corticosteroid'],
    mechanism:
      'Potent glucocorticoid acting locally; the absorbed fraction is cleared by CYP3A4 (ketoconazole raised plasma levels).',
    routes: ['inhaled', 'intranasal', 'topical'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infection'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: ICS_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ASMANEX, '5 Warnings and Precautions'),
      label(ASMANEX, '7 Drug Interactions'),
      label(ASMANEX, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'beclomethasone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Beclomethasone',
    synonyms: ['beclomethasone dipropionate', 'beclometasone'],
    brandNames: ['Qvar RediHaler', 'Beconase AQ', 'Qnasl'],
    atc: ['R03BA01'],
    kind: 'supportive',
    drugClass: 'Inhaled and intranasal corticosteroid',
    classTags: ['inhaled-corticosteroid'],
    mechanism:
      'Prodrug hydrolysed by esterases to beclomethasone 17-monopropionate, acting locally in the airway; CYP3A4 contributes little to its clearance.',
    routes: ['inhaled', 'intranasal'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infection'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: ICS_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(QVAR, '5 Warnings and Precautions'), label(QVAR, '12.3 Pharmacokinetics')],
  },
  {
    id: 'theophylline',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Theophylline',
    synonyms: ['aminophylline'],
    brandNames: ['Theo-24', 'Elixophyllin', 'Uniphyl'],
    atc: ['R03DA04'],
    kind: 'supportive',
    drugClass: 'Methylxanthine bronchodilator',
    classTags: ['methylxanthine'],
    mechanism:
      'Phosphodiesterase inhibitor and adenosine antagonist with a narrow therapeutic range (10-20 mcg/mL in adults; toxicity above 20). Cleared by CYP1A2 (fluvoxamine and ciprofloxacin raise levels sharply), with CYP2E1 and CYP3A4 roles; smoking and inducers speed clearance.',
    routes: ['oral', 'iv'],
    // FDA index table: theophylline is a moderate sensitive CYP1A2 substrate.
    pathways: { CYP1A2: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['seizure', 'cardiotoxicity'],
    renal: { status: 'no-adjustment', summary: 'No adult dose adjustment for renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment (cirrhosis, hepatitis, cholestasis) halves clearance: start at no more than 400 mg daily and follow serum levels.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Start at 400 mg/day or less; follow serum levels.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Serum theophylline level when starting, at each dose change and whenever an interacting drug is started or stopped; seizures and arrhythmias can occur without earlier warning symptoms.',
      'Raised by CYP1A2 inhibitors (ciprofloxacin, fluvoxamine, vemurafenib, rucaparib, capmatinib), cimetidine, macrolides, estrogens, propranolol and methotrexate; lowered by rifampin, carbamazepine, phenytoin, phenobarbital and smoking.',
      'Fever, heart failure and hepatic disease lower clearance.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(THEOPHYLLINE, '2 Dosage and Administration'),
      label(THEOPHYLLINE, '5 Warnings and Precautions'),
      label(THEOPHYLLINE, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'cetirizine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Cetirizine',
    brandNames: ['Zyrtec'],
    atc: ['R06AE07'],
    kind: 'supportive',
    drugClass: 'Second-generation H1 antihistamine',
    classTags: ['second-generation-antihistamine'],
    mechanism:
      'Selective peripheral H1 antagonist; mostly excreted unchanged in urine. Somnolence is dose-related (about 14% at 10 mg).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 11-31 mL/min or haemodialysis: 5 mg once daily.',
      rules: [
        {
          crclBelow: 31,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 11-31 mL/min or dialysis: 5 mg daily.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: 5 mg once daily.',
      rules: [{ hepaticClass: 'any', action: 'reduce', doseFactor: 0.5, text: '5 mg once daily.' }],
    },
    boxedWarnings: [],
    monitoring: ['Sedation can add to alcohol and other CNS depressants; warn about driving.'],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ZYRTEC, 'PRECAUTIONS'),
      label(ZYRTEC, 'DOSAGE AND ADMINISTRATION'),
      label(ZYRTEC, 'ADVERSE REACTIONS'),
    ],
  },
  {
    id: 'levocetirizine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Levocetirizine',
    brandNames: ['Xyzal'],
    atc: ['R06AE09'],
    kind: 'supportive',
    drugClass: 'Second-generation H1 antihistamine',
    classTags: ['second-generation-antihistamine'],
    mechanism: 'Active enantiomer of cetirizine; mostly excreted unchanged by the kidney.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        '2.5 mg once daily at CrCl 50-80, every other day at 30-50, twice weekly at 10-30; contraindicated below 10 mL/min or on dialysis.',
      rules: [
        {
          crclBelow: 80,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 50-80 mL/min: 2.5 mg once daily.',
        },
        {
          crclBelow: 50,
          action: 'extend-interval',
          text: 'CrCl 30-50 mL/min: 2.5 mg every other day.',
        },
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl 10-30 mL/min: 2.5 mg twice weekly.',
        },
        {
          crclBelow: 10,
          action: 'avoid',
          text: 'CrCl below 10 mL/min or dialysis: contraindicated.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'Not hepatically cleared; no adjustment for hepatic impairment alone.',
    },
    boxedWarnings: [],
    monitoring: ['Sedation adds to alcohol and other CNS depressants; urinary retention.'],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(XYZAL, '2 Dosage and Administration'),
      label(XYZAL, '4 Contraindications'),
      label(XYZAL, '5 Warnings and Precautions'),
    ],
  },
  {
    id: 'loratadine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Loratadine',
    brandNames: ['Claritin', 'Alavert'],
    atc: ['R06AX13'],
    kind: 'supportive',
    drugClass: 'Second-generation H1 antihistamine',
    classTags: ['second-generation-antihistamine'],
    mechanism:
      'Peripheral H1 antagonist; CYP3A4 and CYP2D6 form the active metabolite desloratadine. Ketoconazole and erythromycin raise levels without clinically relevant ECG change.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' }, CYP2D6: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: {
      status: 'adjust',
      summary: 'Renal impairment (GFR below 30 mL/min): 10 mg every other day.',
      rules: [
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'GFR below 30 mL/min: 10 mg every other day.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: 10 mg every other day.',
      rules: [{ hepaticClass: 'any', action: 'extend-interval', text: '10 mg every other day.' }],
    },
    boxedWarnings: [],
    monitoring: ['Little sedation at 10 mg daily; higher doses can sedate.'],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(CLARITIN, 'PRECAUTIONS: Drug Interactions'),
      label(CLARITIN, 'DOSAGE AND ADMINISTRATION'),
      label(CLARITIN, 'CLINICAL PHARMACOLOGY'),
    ],
  },
  {
    id: 'fexofenadine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Fexofenadine',
    brandNames: ['Allegra'],
    atc: ['R06AX26'],
    kind: 'supportive',
    drugClass: 'Second-generation H1 antihistamine',
    classTags: ['second-generation-antihistamine'],
    mechanism:
      'Peripheral H1 antagonist, barely metabolised; absorption depends on intestinal uptake (OATP) and efflux (P-gp), so fruit juices and aluminium- or magnesium-containing antacids lower exposure (antacid within 15 minutes: AUC down 41%).',
    routes: ['oral'],
    pathways: { 'P-gp': { substrate: 'minor' }, 'OATP1B1/1B3': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: {
      status: 'adjust',
      summary: 'Decreased renal function: start 60 mg once daily.',
      rules: [
        {
          crclBelow: 80,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Decreased renal function: 60 mg once daily.',
        },
      ],
    },
    hepatic: { status: 'no-adjustment', summary: 'No dose adjustment for hepatic impairment.' },
    boxedWarnings: [],
    monitoring: [
      'Do not take with aluminium- or magnesium-containing antacids or fruit juice, which lower absorption.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ALLEGRA, '2 Dosage and Administration'),
      label(ALLEGRA, '7 Drug Interactions'),
      label(ALLEGRA, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'diphenhydramine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Diphenhydramine',
    brandNames: ['Benadryl', 'ZzzQuil'],
    atc: ['R06AA02'],
    kind: 'supportive',
    drugClass: 'First-generation H1 antihistamine (sedating, anticholinergic)',
    classTags: ['first-generation-antihistamine'],
    mechanism:
      'Central and peripheral H1 antagonist with strong antimuscarinic activity; used as premedication for infusion reactions. Metabolised by CYP2D6 and inhibits it.',
    routes: ['oral', 'iv', 'im', 'topical'],
    pathways: { CYP2D6: { substrate: 'minor', inhibitor: 'weak' } },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      ...SEDATING_ANTIHISTAMINE_MONITORING,
      'Premedication doses (25-50 mg IV before taxanes, rituximab or other infusions) add to opioid and benzodiazepine sedation.',
      'QT prolongation has been reported in overdose.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(BENADRYL, 'WARNINGS'),
      label(BENADRYL, 'PRECAUTIONS: Drug Interactions'),
      label(BENADRYL, 'OVERDOSAGE'),
    ],
  },
  {
    id: 'benzonatate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Benzonatate',
    brandNames: ['Tessalon Perles'],
    atc: ['R05DB01'],
    kind: 'supportive',
    drugClass: 'Peripherally acting antitussive',
    classTags: ['peripheral-antitussive'],
    mechanism:
      'Ester local anaesthetic related to tetracaine that numbs pulmonary stretch receptors, damping the cough reflex.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Swallow whole: chewing or sucking numbs the mouth and throat (choking, laryngospasm).',
      'Accidental ingestion is fatal in children under 10 years; store out of reach.',
      'Severe hypersensitivity (bronchospasm, cardiovascular collapse), especially with allergy to para-aminobenzoic acid anaesthetics.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(TESSALON, 'WARNINGS'), label(TESSALON, 'OVERDOSAGE')],
  },
];

export const comedRespiratoryAllergyDrugs: DrugInput[] = respiratoryAllergy;

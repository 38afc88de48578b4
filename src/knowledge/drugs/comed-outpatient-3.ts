import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';
import {
  batchRecord,
  CREDIBLEMEDS,
  FDA_DDI_TABLE,
  label,
  NO_HEPATIC,
  NO_RENAL,
  OPIOID_BOXED,
  OPIOID_CYP3A4_BOXED,
  otc,
  STIMULANT_BOXED,
} from './comed-sources';

/*
 * Co-medications of oncology patients, third outpatient/inpatient batch (issue 25, item 3): the
 * drugs still missing after batches 1 and 2 from
 * - the ONC high-priority interaction list (Phansalkar S et al., JAMIA 2012, PMID 22539083):
 *   dextromethorphan, the sympathomimetic anorectics and ephedrine (with MAO inhibitors),
 *   fosamprenavir (protease inhibitors), rifapentine (CYP3A4 inducers);
 * - inpatient and palliative oncology care: dolasetron, sufentanil, remifentanil, systemic and
 *   topical corticosteroids, CAR-T and immune-related toxicity drugs (tocilizumab, infliximab,
 *   vedolizumab, anakinra), anticoagulant reversal (idarucizumab, andexanet alfa, protamine),
 *   thrombopoietic, mobilising and growth factors, parenteral iron, hypercalcaemia and
 *   hyponatraemia drugs, otoprotection, potassium binders, xerostomia and mucositis drugs,
 *   defibrotide, and the hospital antibacterials and antivirals of febrile neutropenia;
 * - the most prescribed US outpatient drugs (ClinCalc top 300): leflunomide, adalimumab,
 *   etanercept, nicotine, timolol, brimonidine, glucagon, omega-3-acid ethyl esters, mupirocin,
 *   paricalcitol, plecanatide, psyllium.
 *
 * Conventions (as in comed-sources.ts and comed-outpatient-2.ts):
 * - RxCUIs are the RxNorm ingredient (IN) concepts of the shipped vocabulary (RxNorm Current
 *   Prescribable Content 2025-10-06, src/knowledge/rxnorm). Its public extract lacks ingredients
 *   starting with A, so those records carry `rxcui: null` with RXCUI_NOT_IN_EXTRACT; a drug the
 *   vocabulary lists only as a salt or a combination carries `rxcui: null` with its own note.
 * - CYP grades follow the FDA table of clinical index inhibitors and inducers where it lists the
 *   drug (conivaptan is a strong CYP3A inhibitor there); otherwise the label's own
 *   fold-changes (a 2- to 5-fold AUC rise with a strong inhibitor is 'moderate').
 * - An empty pathway map means "no documented role the checker can use", never "none"; renal and
 *   hepatic rules say "no data" where the label gives no rule. QT risk is 'unknown' unless the
 *   label or CredibleMeds classes it.
 * - ATC codes are the WHO ATC/DDD index level-5 codes; left empty where no code was confirmed.
 * - `labelRevised` lives in the label registry (src/knowledge/labels/pinned-recs-3.ts), not here.
 */

export const REVIEWED_RECS_3 = '2026-11-28';

/** Fills the fields every record here shares (see `batchRecord`). */
const rec = batchRecord(REVIEWED_RECS_3);

/** "Do not use with an MAO inhibitor or within 14 days of stopping one" (sympathomimetics). */
function maoiContraindicated(source: Source, what: string): DrugInput['classInstructions'] {
  return [
    {
      with: { classTag: 'mao-inhibitor' },
      instruction: 'contraindicated',
      text: `${what}: do not give with an MAO inhibitor or within 14 days of stopping one (hypertensive crisis).`,
      source,
    },
  ];
}

const ANORECTIC_MONITORING = [
  'Contraindicated with MAO inhibitors and within 14 days of one (hypertensive crisis); not with other anorectics or CNS stimulants',
  'Blood pressure and heart rate; contraindicated in cardiovascular disease, hyperthyroidism, glaucoma, agitation and a history of drug misuse',
  'Short-term use (a few weeks) as an adjunct in obesity; misuse and dependence',
];

const CORTICOSTEROID_MONITORING = [
  'Glucose, blood pressure, potassium and fluid retention; infections (live vaccines avoided at immunosuppressive doses)',
  'Adrenal suppression after prolonged use: taper, and stress-dose cover',
  'Strong CYP3A4 inhibitors (ritonavir, cobicistat, azoles) raise exposure; strong inducers lower it',
  'GI bleeding with NSAIDs; mood change, insomnia, myopathy, osteoporosis with long courses',
];

const CORTICOSTEROID_TOXICITIES: DrugInput['toxicities'] = [
  'hyperglycemia',
  'infection',
  'hypertension',
  'hypokalemia',
];

const TNF_BOXED = [
  'Serious infections leading to hospitalisation or death (tuberculosis, invasive fungal, bacterial, viral and opportunistic infections): test for latent tuberculosis before starting and monitor during treatment.',
  'Lymphoma and other malignancies in children and adolescents treated with TNF blockers; hepatosplenic T-cell lymphoma, mostly with azathioprine or mercaptopurine.',
];

const BIOLOGIC_MONITORING = [
  'Infections (tuberculosis screening, hepatitis B reactivation); no live vaccines during treatment',
  'Not combined with other biologic immunosuppressants (anakinra, abatacept, tocilizumab, other TNF blockers): more serious infections without added benefit',
];

const BETA_LACTAM_MONITORING = [
  'Hypersensitivity, including cross-reactivity with other beta-lactams; Clostridioides difficile diarrhoea',
  'Seizures and encephalopathy at high doses in renal impairment without dose adjustment',
];

const IRON_MONITORING = [
  'Hypersensitivity reactions: observe for at least 30 minutes after each dose with resuscitation available',
  'Iron indices (ferritin, transferrin saturation) to avoid iron overload; oral iron is not needed alongside',
];

const GROWTH_FACTOR_NOTE =
  'Not given in the 24 hours before or after cytotoxic chemotherapy (rapidly dividing myeloid cells are sensitive to it)';

export const comedOutpatient3Drugs: DrugInput[] = [
  // --- ONC high-priority list: MAO inhibitor partners ------------------------------------------
  rec({
    id: 'dextromethorphan',
    rxcui: '3289',
    name: 'Dextromethorphan',
    synonyms: ['DXM', 'dextromethorphan hydrobromide', 'dextromethorphan polistirex'],
    brandNames: ['Delsym', 'Robitussin Cough', 'Nuedexta'],
    atc: ['R05DA09'],
    drugClass: 'Centrally acting antitussive (NMDA antagonist, serotonin reuptake inhibitor)',
    classTags: ['antitussive'],
    mechanism:
      'Opioid-derived antitussive without analgesic effect; blocks NMDA receptors and serotonin reuptake. Cleared by CYP2D6 to dextrorphan (a sensitive CYP2D6 substrate in the FDA table: quinidine or a poor-metaboliser genotype raises it many-fold, which is why Nuedexta pairs it with quinidine).',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'sensitive' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'cns-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    pgxGenes: ['CYP2D6'],
    classInstructions: maoiContraindicated(
      otc(
        'Delsym (dextromethorphan polistirex)',
        'Warnings (do not use with an MAOI or for 2 weeks after)',
      ),
      'Dextromethorphan',
    ),
    monitoring: [
      'Serotonin syndrome with MAO inhibitors (contraindicated), SSRIs, SNRIs, linezolid and methylene blue',
      'Strong CYP2D6 inhibitors (fluoxetine, paroxetine, bupropion, quinidine) raise exposure: dizziness, sedation',
    ],
    sources: [
      otc(
        'Delsym (dextromethorphan polistirex)',
        'Warnings (do not use with an MAOI or for 2 weeks after)',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'methamphetamine',
    rxcui: '6816',
    name: 'Methamphetamine',
    synonyms: ['metamfetamine', 'methamphetamine hydrochloride'],
    brandNames: ['Desoxyn'],
    atc: ['N06BA03'],
    drugClass: 'CNS stimulant',
    classTags: ['cns-stimulant'],
    mechanism:
      'Sympathomimetic amine that releases noradrenaline and dopamine (ADHD; short-term exogenous obesity). Partly cleared by CYP2D6; the label gives no dose rule for CYP2D6 inhibitors.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['hypertension', 'serotonergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [STIMULANT_BOXED],
    classInstructions: maoiContraindicated(
      label('Desoxyn (methamphetamine hydrochloride)', '4 Contraindications'),
      'Methamphetamine',
    ),
    monitoring: [
      'Contraindicated with MAO inhibitors and within 14 days of one (hypertensive crisis)',
      'Serotonin syndrome with serotonergic drugs; blood pressure, heart rate, growth in children',
    ],
    sources: [
      label(
        'Desoxyn (methamphetamine hydrochloride)',
        'Boxed Warning; 4 Contraindications; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'ephedrine',
    rxcui: '3966',
    name: 'Ephedrine',
    synonyms: ['ephedrine sulfate', 'ephedrine hydrochloride'],
    brandNames: ['Akovaz', 'Corphedra', 'Emerphed', 'Rezipres', 'Bronkaid', 'Primatene Tablets'],
    atc: ['C01CA26', 'R03CA02'],
    drugClass: 'Sympathomimetic (alpha and beta agonist, noradrenaline releaser)',
    classTags: ['sympathomimetic'],
    mechanism:
      'Direct alpha- and beta-adrenergic agonist that also releases noradrenaline: IV for hypotension during anaesthesia, oral (with guaifenesin) as an over-the-counter bronchodilator.',
    routes: ['iv', 'oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    classInstructions: maoiContraindicated(
      otc(
        'Bronkaid (ephedrine sulfate and guaifenesin)',
        'Warnings (do not use with an MAOI or for 2 weeks after)',
      ),
      'Oral ephedrine',
    ),
    monitoring: [
      'MAO inhibitors, oxytocics, clonidine, propofol and atropine add to the pressor effect; alpha- and beta-blockers oppose it',
      'Tachyphylaxis with repeated IV doses; blood pressure and heart rate',
    ],
    sources: [
      label('Akovaz (ephedrine sulfate) injection', '7 Drug Interactions'),
      otc(
        'Bronkaid (ephedrine sulfate and guaifenesin)',
        'Warnings (do not use with an MAOI or for 2 weeks after)',
      ),
    ],
  }),
  rec({
    id: 'benzphetamine',
    rxcui: '1422',
    name: 'Benzphetamine',
    synonyms: ['benzfetamine', 'benzphetamine hydrochloride'],
    brandNames: ['Didrex', 'Regimex'],
    drugClass: 'Sympathomimetic anorectic',
    classTags: ['sympathomimetic', 'anorectic'],
    mechanism:
      'Amphetamine-like sympathomimetic that suppresses appetite (short-term adjunct in obesity).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    classInstructions: maoiContraindicated(
      label('Didrex (benzphetamine hydrochloride)', 'CONTRAINDICATIONS'),
      'Benzphetamine',
    ),
    monitoring: [...ANORECTIC_MONITORING, 'Contraindicated in pregnancy'],
    sources: [
      label(
        'Didrex (benzphetamine hydrochloride)',
        'CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'phendimetrazine',
    rxcui: '33272',
    name: 'Phendimetrazine',
    synonyms: ['phendimetrazine tartrate'],
    brandNames: ['Bontril PDM', 'Bontril Slow-Release'],
    drugClass: 'Sympathomimetic anorectic',
    classTags: ['sympathomimetic', 'anorectic'],
    mechanism:
      'Sympathomimetic amine related to the amphetamines that suppresses appetite (short-term adjunct in obesity).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    classInstructions: maoiContraindicated(
      label('Bontril PDM (phendimetrazine tartrate)', 'CONTRAINDICATIONS'),
      'Phendimetrazine',
    ),
    monitoring: ANORECTIC_MONITORING,
    sources: [
      label(
        'Bontril PDM (phendimetrazine tartrate)',
        'CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'diethylpropion',
    rxcui: '3389',
    name: 'Diethylpropion',
    synonyms: ['amfepramone', 'diethylpropion hydrochloride'],
    brandNames: ['Tenuate', 'Tenuate Dospan'],
    atc: ['A08AA03'],
    drugClass: 'Sympathomimetic anorectic',
    classTags: ['sympathomimetic', 'anorectic'],
    mechanism: 'Sympathomimetic amine that suppresses appetite (short-term adjunct in obesity).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    classInstructions: maoiContraindicated(
      label('Tenuate (diethylpropion hydrochloride)', 'CONTRAINDICATIONS'),
      'Diethylpropion',
    ),
    monitoring: ANORECTIC_MONITORING,
    sources: [
      label(
        'Tenuate (diethylpropion hydrochloride)',
        'CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  // --- ONC high-priority list: protease inhibitors and CYP3A4 inducers ------------------------
  rec({
    id: 'fosamprenavir',
    rxcui: '358262',
    name: 'Fosamprenavir',
    synonyms: ['fosamprenavir calcium', 'amprenavir'],
    brandNames: ['Lexiva'],
    atc: ['J05AE07'],
    drugClass: 'HIV protease inhibitor',
    classTags: ['hiv-pi-treatment'],
    mechanism:
      'Prodrug of amprenavir, an HIV protease inhibitor, usually boosted with ritonavir. Amprenavir is a CYP3A4 substrate and inhibitor (a moderate CYP3A inhibitor in the FDA-based lists); rifampin lowered its AUC about 80%, so rifampin and St John’s wort are contraindicated.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate', inhibitor: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: ['dermatologic', 'diarrhea', 'hyperglycemia'],
    rareToxicities: ['hypersensitivity', 'hepatotoxicity'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment: lower doses by Child-Pugh class, boosted and unboosted (label table); use with caution.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Mild hepatic impairment: lower dose per label 2.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: lower dose per label 2.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: lowest label dose; use with caution.',
        },
      ],
    },
    monitoring: [
      'Contraindicated with CYP3A4-dependent drugs whose rise is dangerous (alfuzosin, ergots, lovastatin, simvastatin, pimozide, oral midazolam, triazolam, lurasidone, sildenafil for PAH) and with rifampin and St John’s wort',
      'Sulfonamide allergy: use with caution; rash, including severe skin reactions',
      'Lipids and glucose; liver tests in hepatitis B or C co-infection',
    ],
    sources: [
      label(
        'Lexiva (fosamprenavir calcium)',
        '2 Dosage and Administration (hepatic impairment); 4 Contraindications; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'rifapentine',
    rxcui: '35617',
    name: 'Rifapentine',
    brandNames: ['Priftin'],
    atc: ['J04AB05'],
    drugClass: 'Rifamycin antimycobacterial',
    classTags: ['rifamycin'],
    mechanism:
      'Rifamycin that inhibits bacterial RNA polymerase (latent and active tuberculosis). Induces CYP3A4 and CYP2C8/9 (label 7.4): co-medications cleared by them fall, including HIV protease inhibitors, some reverse transcriptase inhibitors and hormonal contraceptives. The label gives no probe fold-change and the moderate grade here is unconfirmed against the FDA index table; treat it as at least moderate.',
    routes: ['oral'],
    pathways: { CYP3A4: { inducer: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: ['hepatotoxicity', 'hypersensitivity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'CYP3A4 substrates lose effect (HIV protease inhibitors and some NNRTIs, hormonal contraceptives, azoles, many kinase inhibitors); check each pair',
      'Liver tests; hypersensitivity and flu-like reactions with the weekly latent-TB regimen; orange-red body fluids',
    ],
    sources: [
      label(
        'Priftin (rifapentine)',
        '5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  // --- Inpatient and palliative: antiemetic, opioids ------------------------------------------
  rec({
    id: 'dolasetron',
    rxcui: '68091',
    name: 'Dolasetron',
    synonyms: ['dolasetron mesylate'],
    brandNames: ['Anzemet'],
    atc: ['A04AA04'],
    drugClass: '5-HT3 receptor antagonist',
    classTags: ['5ht3-antagonist'],
    mechanism:
      'Serotonin 5-HT3 receptor antagonist; reduced by carbonyl reductase to hydrodolasetron, then cleared by CYP2D6 and CYP3A4 without a dose rule for their inhibitors. Prolongs PR, QRS and QTc in a dose-related way: the injection is no longer indicated for chemotherapy-induced nausea.',
    routes: ['oral', 'iv'],
    pathways: { CYP2D6: { substrate: 'minor' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'possible',
    toxicities: ['serotonergic'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in renal impairment (label); ECG caution applies.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in hepatic impairment (label).',
    },
    monitoring: [
      'ECG and electrolytes (potassium, magnesium) in patients at risk: QTc, PR and QRS prolongation; avoid with other QT-prolonging drugs and in congenital long QT',
      'Serotonin syndrome with other serotonergic drugs',
    ],
    sources: [
      label(
        'Anzemet (dolasetron mesylate) tablets',
        '5.1 Cardiac Conduction Interval Prolongation; 5.2 Serotonin Syndrome; 8.6 Renal and 8.7 Hepatic Impairment',
      ),
      CREDIBLEMEDS,
    ],
  }),
  rec({
    id: 'sufentanil',
    rxcui: '56795',
    name: 'Sufentanil',
    synonyms: ['sufentanil citrate'],
    brandNames: ['Dsuvia', 'Sufenta'],
    atc: ['N01AH03'],
    drugClass: 'Opioid agonist (anaesthetic adjunct)',
    classTags: ['opioid'],
    mechanism:
      'Potent mu-opioid agonist (IV anaesthesia, sublingual tablet for acute pain in supervised settings), cleared by CYP3A4: CYP3A4 inhibitors raise and prolong its effect, inducers lower it (label gives no fold-change).',
    routes: ['iv', 'sublingual'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: ['respiratory-depression', 'cns-depression', 'serotonergic', 'bradycardia'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [...OPIOID_BOXED, OPIOID_CYP3A4_BOXED],
    monitoring: [
      'Respiratory depression: continuous monitoring; benzodiazepines and other CNS depressants add to it',
      'CYP3A4 inhibitors (azoles, macrolides, ritonavir) prolong respiratory depression; stopping an inducer raises exposure',
      'Serotonin syndrome with serotonergic drugs (SSRIs, SNRIs, tricyclics, triptans, MAO inhibitors): opioid class labelling since 2016',
    ],
    sources: [
      label(
        'Dsuvia (sufentanil sublingual tablet)',
        'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'remifentanil',
    rxcui: '73032',
    name: 'Remifentanil',
    synonyms: ['remifentanil hydrochloride'],
    brandNames: ['Ultiva'],
    atc: ['N01AH06'],
    drugClass: 'Opioid agonist (anaesthetic adjunct)',
    classTags: ['opioid'],
    mechanism:
      'Ultra-short-acting mu-opioid agonist hydrolysed by non-specific blood and tissue esterases, not by CYP enzymes; effect ends within minutes of stopping the infusion.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['respiratory-depression', 'cns-depression', 'bradycardia'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in renal impairment (label).',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in hepatic impairment (label).',
    },
    // Ultiva gained the opioid class boxed warning in its 12/2023 revision (addiction, respiratory
    // depression, benzodiazepines and other CNS depressants).
    boxedWarnings: [OPIOID_BOXED[0], OPIOID_BOXED[1], OPIOID_BOXED[3]].filter(
      (w): w is string => w !== undefined,
    ),
    monitoring: [
      'Only by clinicians trained in anaesthesia, with airway support; muscle rigidity, bradycardia, hypotension',
      'Benzodiazepines and other CNS depressants add to respiratory depression; plan analgesia before the infusion stops',
    ],
    sources: [
      label(
        'Ultiva (remifentanil hydrochloride)',
        'Boxed Warning (12/2023); 5 Warnings and Precautions; 8.6 Renal and 8.7 Hepatic Impairment; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  // --- Corticosteroids -------------------------------------------------------------------------
  rec({
    id: 'prednisolone',
    rxcui: '8638',
    name: 'Prednisolone',
    synonyms: ['prednisolone sodium phosphate', 'prednisolone acetate'],
    brandNames: ['Orapred', 'Millipred', 'Pred Forte'],
    atc: ['H02AB06'],
    drugClass: 'Glucocorticoid',
    classTags: ['corticosteroid'],
    mechanism:
      'Glucocorticoid (the active form of prednisone) used orally and as eye drops. Partly cleared by CYP3A4: strong inhibitors raise and inducers lower its exposure without a label fold-change.',
    routes: ['oral', 'topical'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: CORTICOSTEROID_TOXICITIES,
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: CORTICOSTEROID_MONITORING,
    sources: [
      label(
        'Orapred ODT (prednisolone sodium phosphate)',
        '5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'triamcinolone',
    rxcui: '10759',
    name: 'Triamcinolone',
    synonyms: ['triamcinolone acetonide', 'triamcinolone hexacetonide'],
    brandNames: ['Kenalog', 'Zilretta', 'Nasacort'],
    atc: ['H02AB08'],
    drugClass: 'Glucocorticoid',
    classTags: ['corticosteroid'],
    mechanism:
      'Glucocorticoid given by intramuscular or intra-articular injection, topically and intranasally; cleared by CYP3A4. With ritonavir or cobicistat, even injected or inhaled triamcinolone has caused Cushing syndrome and adrenal suppression.',
    routes: ['im', 'topical', 'intranasal'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: CORTICOSTEROID_TOXICITIES,
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...CORTICOSTEROID_MONITORING,
      'Strong CYP3A4 inhibitors (ritonavir, cobicistat, itraconazole): iatrogenic Cushing syndrome and adrenal suppression even after a joint injection; choose another steroid',
    ],
    sources: [
      label(
        'Kenalog-40 (triamcinolone acetonide injectable suspension)',
        'WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
      label('Norvir (ritonavir)', '7 Drug Interactions (corticosteroids: triamcinolone)'),
    ],
  }),
  rec({
    id: 'betamethasone',
    rxcui: '1514',
    name: 'Betamethasone',
    synonyms: [
      'betamethasone sodium phosphate and acetate',
      'betamethasone dipropionate',
      'betamethasone valerate',
    ],
    brandNames: ['Celestone Soluspan', 'Diprolene'],
    atc: ['H02AB01'],
    drugClass: 'Glucocorticoid',
    classTags: ['corticosteroid'],
    mechanism:
      'Long-acting glucocorticoid given by injection and topically. Hepatically metabolised; the label warns that CYP3A4 inhibitors and inducers change corticosteroid exposure without a fold-change.',
    routes: ['im', 'topical'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: CORTICOSTEROID_TOXICITIES,
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: CORTICOSTEROID_MONITORING,
    sources: [
      label(
        'Celestone Soluspan (betamethasone sodium phosphate and betamethasone acetate)',
        'WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'clobetasol',
    rxcui: '2590',
    name: 'Clobetasol',
    synonyms: ['clobetasol propionate'],
    brandNames: ['Temovate', 'Clobex', 'Olux'],
    atc: ['D07AD01'],
    drugClass: 'Topical corticosteroid (super-high potency)',
    classTags: ['topical-corticosteroid'],
    mechanism:
      'Super-potent topical glucocorticoid (dermatoses, including immune-related and radiation skin reactions); enough is absorbed through large or occluded areas to suppress the HPA axis.',
    routes: ['topical'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['dermatologic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'At most 2 consecutive weeks and 50 g a week; not on the face, groin or axillae, not under occlusion',
      'HPA-axis suppression and hyperglycaemia with large areas or prolonged use; skin atrophy',
    ],
    sources: [
      label(
        'Temovate (clobetasol propionate) cream',
        '2 Dosage and Administration; 5.1 Effects on Endocrine System',
      ),
    ],
  }),
  // --- Immune-related and CAR-T toxicity drugs; biologics of the top-300 list ----------------
  rec({
    id: 'tocilizumab',
    rxcui: '612865',
    name: 'Tocilizumab',
    synonyms: ['tocilizumab-bavi', 'tocilizumab-aazg'],
    brandNames: ['Actemra', 'Tofidence', 'Tyenne'],
    atc: ['L04AC07'],
    drugClass: 'Interleukin-6 receptor antagonist (monoclonal antibody)',
    classTags: ['il6-inhibitor'],
    mechanism:
      'Anti-IL-6 receptor antibody (cytokine release syndrome after CAR-T cells, rheumatoid arthritis, giant cell arteritis). IL-6 suppresses CYP enzymes; blocking it restores CYP3A4, CYP2C9, CYP2C19, CYP1A2 and CYP2D6 activity, so exposure of their substrates falls (simvastatin AUC fell 57% a week after one dose), an effect that can last weeks.',
    routes: ['iv', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['infection', 'hepatotoxicity'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'Mild to moderate renal impairment: no adjustment; severe impairment not studied (no data).',
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Not recommended in active hepatic disease or hepatic impairment; for rheumatic indications not started with ALT or AST above 1.5 times the upper limit, with dose changes for rises on treatment.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Active hepatic disease or hepatic impairment: not recommended (label).',
        },
      ],
    },
    boxedWarnings: [
      'Serious infections leading to hospitalisation or death (tuberculosis, bacterial, invasive fungal, viral and opportunistic); interrupt for a serious infection and test for latent tuberculosis before rheumatic use.',
    ],
    classInstructions: (['CYP3A4', 'CYP2C9', 'CYP2C19', 'CYP1A2', 'CYP2D6'] as const).map(
      (pathway) => ({
        with: {
          pathway,
          role: 'substrate' as const,
          levels: ['sensitive' as const, 'moderate' as const, 'minor' as const],
          narrowTherapeuticIndexOnly: true as const,
          change: 'lowers' as const,
        },
        instruction: 'monitor' as const,
        text: `Restored ${pathway} activity can lower a narrow-therapeutic-index substrate (warfarin, cyclosporine, theophylline): monitor its level or effect when starting or stopping tocilizumab, for weeks after a dose.`,
        source: label('Actemra (tocilizumab)', '7.2 Interactions with CYP450 Substrates'),
      }),
    ),
    monitoring: [
      'Neutrophils, platelets, liver tests and lipids; gastrointestinal perforation (diverticulitis)',
      'CYP450 substrates with a narrow therapeutic index (warfarin, cyclosporine, theophylline) and drugs whose fall matters (oral contraceptives, statins): monitor after starting or stopping',
      ...BIOLOGIC_MONITORING,
    ],
    sources: [
      label(
        'Actemra (tocilizumab)',
        'Boxed Warning; 2 Dosage and Administration (liver enzyme rises); 5 Warnings and Precautions; 7.2 Interactions with CYP450 Substrates; 8.6 Renal and 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'infliximab',
    rxcui: '191831',
    name: 'Infliximab',
    synonyms: ['infliximab-dyyb', 'infliximab-abda', 'infliximab-axxq'],
    brandNames: ['Remicade', 'Inflectra', 'Renflexis', 'Avsola', 'Zymfentra'],
    atc: ['L04AB02'],
    drugClass: 'TNF-alpha inhibitor (monoclonal antibody)',
    classTags: ['tnf-inhibitor'],
    mechanism:
      'Chimeric anti-TNF-alpha antibody (Crohn disease, ulcerative colitis, rheumatic disease; used off-label for steroid-refractory immune checkpoint colitis). Not metabolised by CYP enzymes.',
    routes: ['iv', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['infection', 'infusion-reaction'],
    rareToxicities: ['hepatotoxicity', 'myelosuppression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: TNF_BOXED,
    monitoring: [
      ...BIOLOGIC_MONITORING,
      'Heart failure: doses above 5 mg/kg are contraindicated in moderate to severe heart failure',
      'Infusion reactions; hepatotoxicity; cytopenias',
    ],
    sources: [
      label(
        'Remicade (infliximab)',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'vedolizumab',
    rxcui: '1538097',
    name: 'Vedolizumab',
    brandNames: ['Entyvio'],
    atc: ['L04AG05'],
    drugClass: 'Integrin receptor antagonist (gut-selective monoclonal antibody)',
    classTags: ['integrin-inhibitor'],
    mechanism:
      'Anti-alpha4beta7 integrin antibody that keeps lymphocytes out of gut mucosa (ulcerative colitis, Crohn disease; used off-label for immune checkpoint colitis). Not metabolised by CYP enzymes.',
    routes: ['iv', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['infection', 'infusion-reaction'],
    rareToxicities: ['hepatotoxicity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Infections; progressive multifocal leukoencephalopathy (new neurological signs); liver tests',
      'Avoid with natalizumab and TNF blockers (no data); no live vaccines unless the benefit outweighs the risk',
    ],
    sources: [label('Entyvio (vedolizumab)', '5 Warnings and Precautions; 7 Drug Interactions')],
  }),
  rec({
    id: 'anakinra',
    rxcui: null,
    name: 'Anakinra',
    brandNames: ['Kineret'],
    atc: ['L04AC03'],
    drugClass: 'Interleukin-1 receptor antagonist',
    classTags: ['il1-inhibitor'],
    mechanism:
      'Recombinant IL-1 receptor antagonist (rheumatoid arthritis, NOMID, DIRA; used off-label for CAR-T neurotoxicity and haemophagocytic syndromes). Cleared by the kidney.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['infection'],
    rareToxicities: ['myelosuppression'],
    renal: {
      status: 'adjust',
      summary:
        'Severe renal impairment or end-stage renal disease (CrCl below 30 mL/min): consider the prescribed dose every other day.',
      rules: [
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl below 30 mL/min: consider dosing every other day.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    classInstructions: [
      {
        with: { classTag: 'tnf-inhibitor' },
        instruction: 'avoid',
        text: 'Anakinra with a TNF blocker (etanercept in trials) raised serious infections and neutropenia without added benefit: not recommended.',
        source: label('Kineret (anakinra)', '5 Warnings and Precautions; 7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Not with TNF blockers: more serious infections and neutropenia without added benefit',
      'Neutrophil counts before, monthly for 3 months, then quarterly; no live vaccines',
    ],
    sources: [
      label(
        'Kineret (anakinra)',
        '2 Dosage and Administration (renal impairment); 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'adalimumab',
    rxcui: null,
    name: 'Adalimumab',
    synonyms: [
      'adalimumab-atto',
      'adalimumab-adbm',
      'adalimumab-adaz',
      'adalimumab-aaty',
      'adalimumab-ryvk',
    ],
    brandNames: ['Humira', 'Amjevita', 'Cyltezo', 'Hyrimoz', 'Hadlima', 'Yuflyma', 'Simlandi'],
    atc: ['L04AB04'],
    drugClass: 'TNF-alpha inhibitor (monoclonal antibody)',
    classTags: ['tnf-inhibitor'],
    mechanism:
      'Human anti-TNF-alpha antibody (rheumatoid and psoriatic arthritis, ankylosing spondylitis, Crohn disease, ulcerative colitis, psoriasis, hidradenitis, uveitis). Not metabolised by CYP enzymes; TNF blockade may restore CYP activity suppressed by inflammation.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['infection'],
    rareToxicities: ['hepatotoxicity', 'myelosuppression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: TNF_BOXED,
    monitoring: [
      ...BIOLOGIC_MONITORING,
      'Heart failure, demyelinating disease and lupus-like syndrome; cytopenias',
    ],
    sources: [
      label(
        'Humira (adalimumab)',
        'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'etanercept',
    rxcui: '214555',
    name: 'Etanercept',
    synonyms: ['etanercept-szzs', 'etanercept-ykro'],
    brandNames: ['Enbrel', 'Erelzi', 'Eticovo'],
    atc: ['L04AB01'],
    drugClass: 'TNF-alpha inhibitor (receptor fusion protein)',
    classTags: ['tnf-inhibitor'],
    mechanism:
      'TNF receptor-Fc fusion protein that binds TNF (rheumatoid and psoriatic arthritis, ankylosing spondylitis, psoriasis). Not metabolised by CYP enzymes.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['infection'],
    rareToxicities: ['myelosuppression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: TNF_BOXED,
    monitoring: [
      ...BIOLOGIC_MONITORING,
      'Cyclophosphamide: not recommended together (more solid malignancies in a granulomatosis with polyangiitis trial)',
      'Heart failure, demyelinating disease, cytopenias',
    ],
    sources: [
      label(
        'Enbrel (etanercept)',
        'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  // --- Anticoagulant reversal -----------------------------------------------------------------
  rec({
    id: 'idarucizumab',
    rxcui: '1716191',
    name: 'Idarucizumab',
    brandNames: ['Praxbind'],
    atc: ['V03AB37'],
    drugClass: 'Anticoagulant reversal agent (anti-dabigatran antibody fragment)',
    classTags: ['anticoagulant-reversal'],
    mechanism:
      'Humanised antibody fragment that binds dabigatran with high affinity and neutralises it within minutes (emergency surgery, life-threatening bleeding). Cleared mainly by the kidney.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['thromboembolism'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in renal impairment (label).',
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Reversal exposes the underlying thrombotic risk: restart anticoagulation when medically appropriate',
      'Elevated coagulation tests may recur with redistribution of dabigatran; hereditary fructose intolerance (sorbitol excipient)',
    ],
    sources: [
      label(
        'Praxbind (idarucizumab)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 8.6 Renal Impairment',
      ),
    ],
  }),
  rec({
    id: 'andexanet-alfa',
    rxcui: null,
    name: 'Andexanet alfa',
    synonyms: ['coagulation factor Xa (recombinant), inactivated-zhzo', 'andexanet'],
    brandNames: ['Andexxa'],
    atc: ['V03AB38'],
    drugClass: 'Anticoagulant reversal agent (factor Xa decoy)',
    classTags: ['anticoagulant-reversal'],
    mechanism:
      'Inactive recombinant factor Xa that binds apixaban and rivaroxaban (and other factor Xa inhibitors) and tissue factor pathway inhibitor, reversing anticoagulation in life-threatening bleeding.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['thromboembolism'],
    rareToxicities: ['infusion-reaction'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Arterial and venous thromboembolic events, ischaemic events including myocardial infarction and stroke, cardiac arrest and sudden death; restart anticoagulation as soon as medically appropriate.',
    ],
    monitoring: [
      'Thromboembolic and ischaemic events; heparin given before surgery may not work after andexanet (heparin resistance)',
    ],
    sources: [
      label(
        'Andexxa (coagulation factor Xa (recombinant), inactivated-zhzo)',
        'Boxed Warning; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'protamine',
    rxcui: '8825',
    name: 'Protamine',
    synonyms: ['protamine sulfate'],
    atc: ['V03AB14'],
    drugClass: 'Heparin antagonist',
    classTags: ['anticoagulant-reversal'],
    mechanism:
      'Strongly basic protein that forms an inactive complex with heparin (and partly neutralises low-molecular-weight heparin); in excess it has a weak anticoagulant effect of its own.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypersensitivity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Severe hypotension, cardiovascular collapse, non-cardiogenic pulmonary oedema, catastrophic pulmonary vasoconstriction and pulmonary hypertension can occur; risk is higher with previous protamine (including protamine insulins), fish allergy, vasectomy or high doses. Have resuscitation ready.',
    ],
    monitoring: [
      'Give slowly (no more than 50 mg in any 10 minutes); coagulation tests after the dose; heparin rebound after cardiac surgery',
    ],
    sources: [
      label('Protamine sulfate injection', 'Boxed Warning; WARNINGS; DOSAGE AND ADMINISTRATION'),
    ],
  }),
  // --- Thrombopoietic, myeloid growth and mobilising agents ----------------------------------
  rec({
    id: 'eltrombopag',
    rxcui: '711942',
    name: 'Eltrombopag',
    synonyms: ['eltrombopag olamine', 'eltrombopag choline'],
    brandNames: ['Promacta', 'Alvaiz'],
    atc: ['B02BX05'],
    drugClass: 'Thrombopoietin receptor agonist (oral)',
    classTags: ['tpo-receptor-agonist'],
    mechanism:
      'Small-molecule thrombopoietin receptor agonist (immune thrombocytopenia, severe aplastic anaemia, hepatitis C thrombocytopenia). Inhibits OATP1B1 and BCRP (listed as an inhibitor of both in the FDA transporter table): rosuvastatin Cmax doubled and AUC rose 55%, and the label asks for caution and a lower dose of those substrates, so it is graded moderate under the clinically-relevant-transporter convention. Chelates polyvalent cations, which block its absorption.',
    routes: ['oral'],
    pathways: {
      'OATP1B1/1B3': { inhibitor: 'moderate' },
      BCRP: { inhibitor: 'moderate' },
      CYP1A2: { substrate: 'minor' },
      CYP2C8: { substrate: 'minor' },
      UGT1A1: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    toxicities: ['hepatotoxicity', 'thromboembolism'],
    rareToxicities: ['ocular'],
    renal: {
      status: 'no-data',
      summary:
        'Renal impairment: use with caution and monitor closely (no dose rule in the label).',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment (Child-Pugh A, B or C): lower starting dose (25 mg once daily for immune thrombocytopenia); hepatotoxicity can be severe.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: reduced starting dose per label 2.',
        },
      ],
    },
    boxedWarnings: [
      'In chronic hepatitis C, with interferon and ribavirin, eltrombopag may increase the risk of hepatic decompensation; it can also cause hepatotoxicity: measure liver tests before and during treatment and stop for persistent rises.',
    ],
    monitoring: [
      'Take at least 2 hours before or 4 hours after antacids, dairy, and supplements with calcium, iron, magnesium, aluminium, selenium or zinc',
      'OATP1B1/BCRP substrates (rosuvastatin and other statins): consider a lower statin dose and monitor',
      'Liver tests every 2 weeks while adjusting the dose, then monthly; platelet counts (thrombosis if overshooting)',
    ],
    sources: [
      label(
        'Promacta (eltrombopag)',
        'Boxed Warning; 2 Dosage and Administration (hepatic impairment, polyvalent cations); 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'romiplostim',
    rxcui: '805452',
    name: 'Romiplostim',
    brandNames: ['Nplate'],
    atc: ['B02BX04'],
    drugClass: 'Thrombopoietin receptor agonist (peptibody)',
    classTags: ['tpo-receptor-agonist'],
    mechanism:
      'Fc-peptide fusion protein that activates the thrombopoietin receptor (immune thrombocytopenia; haematopoietic syndrome of acute radiation syndrome). Not metabolised by CYP enzymes.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['thromboembolism'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Weekly platelet counts while adjusting the dose; thrombosis if platelets overshoot; rebound thrombocytopenia after stopping',
      'Progression of myelodysplastic syndromes to AML: not for thrombocytopenia due to MDS outside trials',
    ],
    sources: [label('Nplate (romiplostim)', '5 Warnings and Precautions; 7 Drug Interactions')],
  }),
  rec({
    id: 'avatrombopag',
    rxcui: null,
    name: 'Avatrombopag',
    synonyms: ['avatrombopag maleate'],
    brandNames: ['Doptelet'],
    atc: ['B02BX08'],
    drugClass: 'Thrombopoietin receptor agonist (oral)',
    classTags: ['tpo-receptor-agonist'],
    mechanism:
      'Oral thrombopoietin receptor agonist (thrombocytopenia in chronic liver disease before a procedure; chronic immune thrombocytopenia). Cleared by CYP2C9 and CYP3A4: dual moderate or strong inhibitors (fluconazole doubled its AUC) lower the ITP starting dose, dual inducers raise it; a strong CYP3A4 inhibitor alone changed it little.',
    routes: ['oral'],
    pathways: { CYP2C9: { substrate: 'minor' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['thromboembolism'],
    renal: {
      status: 'no-adjustment',
      summary:
        'Mild or moderate renal impairment (CrCl 30 mL/min or more): no adjustment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in Child-Pugh A, B or C for the procedural indication (label).',
    },
    monitoring: [
      'Chronic ITP: with a moderate or strong dual CYP2C9/CYP3A4 inhibitor (fluconazole) start at 20 mg three times a week; with a dual inducer (rifampin) start at 40 mg daily',
      'Platelet counts; thrombotic events in chronic liver disease (portal vein thrombosis)',
    ],
    sources: [
      label(
        'Doptelet (avatrombopag)',
        '2 Dosage and Administration (CYP2C9/CYP3A4 inhibitors and inducers); 7 Drug Interactions; 8.6 Renal and 8.7 Hepatic Impairment; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'sargramostim',
    rxcui: '69634',
    name: 'Sargramostim',
    synonyms: ['rhu GM-CSF'],
    brandNames: ['Leukine'],
    atc: ['L03AA09'],
    drugClass: 'Granulocyte-macrophage colony-stimulating factor',
    classTags: ['gm-csf'],
    mechanism:
      'Recombinant GM-CSF that stimulates neutrophil, monocyte and macrophage production (myeloid recovery after induction or transplant, stem-cell mobilisation, acute radiation syndrome).',
    routes: ['iv', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['infusion-reaction'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      GROWTH_FACTOR_NOTE,
      'Fluid retention, pleural and pericardial effusions, capillary leak; supraventricular arrhythmias',
      'Lithium and corticosteroids add to the myeloproliferative effect; blood counts twice weekly',
    ],
    sources: [
      label(
        'Leukine (sargramostim)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'plerixafor',
    rxcui: '733003',
    name: 'Plerixafor',
    brandNames: ['Mozobil'],
    atc: ['L03AX16'],
    drugClass: 'CXCR4 antagonist (stem-cell mobiliser)',
    classTags: ['stem-cell-mobiliser'],
    mechanism:
      'CXCR4 chemokine receptor antagonist that releases haematopoietic stem cells into the blood (with filgrastim, before autologous transplant in lymphoma and myeloma). Excreted unchanged in urine; not a CYP substrate or inhibitor.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 50 mL/min or below: 0.16 mg/kg (at most 27 mg) instead of 0.24 mg/kg.',
      rules: [
        {
          crclBelow: 51,
          action: 'reduce',
          doseFactor: 0.67,
          text: 'CrCl 50 mL/min or below: 0.16 mg/kg, at most 27 mg a day.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Tumour-cell mobilisation in leukaemia: not for leukaemia patients; leukocytosis and thrombocytopenia',
      'Splenic enlargement and rupture (left upper abdominal or shoulder pain)',
    ],
    sources: [
      label(
        'Mozobil (plerixafor)',
        '2.3 Dosing in Renal Impairment; 5 Warnings and Precautions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'palifermin',
    rxcui: '196319',
    name: 'Palifermin',
    brandNames: ['Kepivance'],
    atc: ['V03AF08'],
    drugClass: 'Keratinocyte growth factor',
    classTags: ['keratinocyte-growth-factor'],
    mechanism:
      'Recombinant keratinocyte growth factor that protects oral mucosa (severe oral mucositis with myelotoxic therapy before haematopoietic stem-cell transplant). Binds heparin: heparin raised its exposure about 5-fold in a study.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['dermatologic'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in renal impairment (label).',
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Not within 24 hours before, during or after myelotoxic chemotherapy (more severe mucositis)',
      'Heparin binds palifermin: flush a heparinised line with saline before and after the dose',
      'Skin and oral reactions (rash, erythema, tongue thickening, taste change); possible tumour-growth stimulation in non-haematological cancers',
    ],
    sources: [
      label(
        'Kepivance (palifermin)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 8.6 Renal Impairment',
      ),
    ],
  }),
  // --- Parenteral iron ------------------------------------------------------------------------
  rec({
    id: 'iron-sucrose',
    rxcui: '24909',
    name: 'Iron sucrose',
    synonyms: ['iron saccharate', 'ferric hydroxide sucrose complex'],
    brandNames: ['Venofer'],
    drugClass: 'Parenteral iron',
    classTags: ['parenteral-iron'],
    mechanism:
      'Polynuclear iron(III)-hydroxide in sucrose, taken up by the reticuloendothelial system and released to transferrin (iron deficiency in chronic kidney disease; chemotherapy-associated anaemia off-label).',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypersensitivity'],
    rareToxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [...IRON_MONITORING, 'Hypotension during infusion: give at the labelled rate'],
    sources: [label('Venofer (iron sucrose)', '5 Warnings and Precautions; 7 Drug Interactions')],
  }),
  rec({
    id: 'ferric-carboxymaltose',
    rxcui: '1433693',
    name: 'Ferric carboxymaltose',
    brandNames: ['Injectafer'],
    drugClass: 'Parenteral iron',
    classTags: ['parenteral-iron'],
    mechanism:
      'Iron(III)-carbohydrate complex for high single doses of IV iron (iron-deficiency anaemia, iron deficiency in heart failure). Raises FGF23, which lowers serum phosphate.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypersensitivity', 'hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...IRON_MONITORING,
      'Symptomatic hypophosphataemia (osteomalacia, fractures with repeated courses): check phosphate when re-treating or at risk',
      'Transient hypertension with flushing after the dose',
    ],
    sources: [label('Injectafer (ferric carboxymaltose)', '5 Warnings and Precautions')],
  }),
  rec({
    id: 'ferumoxytol',
    rxcui: '473387',
    name: 'Ferumoxytol',
    brandNames: ['Feraheme'],
    drugClass: 'Parenteral iron',
    classTags: ['parenteral-iron'],
    mechanism:
      'Superparamagnetic iron oxide nanoparticle with a carbohydrate coat, given as an IV infusion for iron-deficiency anaemia. It alters MRI signal for up to 3 months.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypersensitivity'],
    rareToxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Fatal and serious hypersensitivity reactions including anaphylaxis, some at the first dose: give as an infusion over at least 15 minutes with resuscitation available, observe for at least 30 minutes; not in patients with a previous reaction to IV iron.',
    ],
    monitoring: [
      ...IRON_MONITORING,
      'Tell radiology: MRI images are altered for up to 3 months after a dose',
    ],
    sources: [label('Feraheme (ferumoxytol)', 'Boxed Warning; 5 Warnings and Precautions')],
  }),
  // --- Hypercalcaemia, hyponatraemia, electrolytes -------------------------------------------
  rec({
    id: 'pamidronate',
    rxcui: '11473',
    name: 'Pamidronate',
    synonyms: ['pamidronate disodium'],
    brandNames: ['Aredia'],
    atc: ['M05BA03'],
    drugClass: 'Bisphosphonate (IV)',
    classTags: ['bisphosphonate'],
    mechanism:
      'Bisphosphonate that inhibits osteoclast bone resorption (hypercalcaemia of malignancy, osteolytic bone metastases and myeloma, Paget disease). Excreted unchanged by the kidney; not metabolised.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['nephrotoxicity', 'hypocalcemia', 'osteonecrosis-jaw'],
    renal: {
      status: 'avoid',
      summary:
        'Not recommended in severe renal impairment for bone metastases (no CrCl figure for the other indications); measure serum creatinine before each dose and withhold for a rise.',
      rules: [],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Serum creatinine before each dose; withhold for renal deterioration; longer infusions (2 to 24 hours) limit nephrotoxicity',
      'Calcium, phosphate, magnesium; osteonecrosis of the jaw (dental review before starting)',
      'Other nephrotoxic drugs (NSAIDs, aminoglycosides, cisplatin) add to renal injury',
    ],
    sources: [
      label(
        'Aredia (pamidronate disodium)',
        'WARNINGS (renal toxicity); PRECAUTIONS; DOSAGE AND ADMINISTRATION (renal impairment)',
      ),
    ],
  }),
  rec({
    id: 'tolvaptan',
    rxcui: '358257',
    name: 'Tolvaptan',
    brandNames: ['Samsca', 'Jynarque'],
    atc: ['C03XA01'],
    drugClass: 'Vasopressin V2-receptor antagonist',
    classTags: ['vaptan'],
    mechanism:
      'Oral V2-receptor antagonist that causes free-water excretion (euvolaemic or hypervolaemic hyponatraemia including SIADH of lung cancer; ADPKD as Jynarque). A sensitive CYP3A4 substrate (FDA table): ketoconazole raised its exposure 5-fold and rifampin lowered it 85%; also a P-gp substrate.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'sensitive' }, 'P-gp': { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['hepatotoxicity', 'hyperkalemia'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated in anuria; not recommended below CrCl 10 mL/min (no benefit expected).',
      rules: [
        {
          crclBelow: 10,
          action: 'avoid',
          text: 'CrCl below 10 mL/min: not recommended; anuria: contraindicated.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Avoid in underlying liver disease (serious liver injury); limit hyponatraemia treatment to 30 days.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Underlying liver disease: avoid (label 5.2).',
        },
      ],
    },
    boxedWarnings: [
      'Start and restart only in hospital with close serum sodium monitoring: correcting hyponatraemia too fast (more than 12 mEq/L in 24 hours) can cause osmotic demyelination; Samsca is not for ADPKD. Jynarque (ADPKD) carries its own boxed warning: serious, potentially fatal liver injury, liver tests before and during treatment, available only through a REMS.',
    ],
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong CYP3A inhibitors raise tolvaptan several-fold (5-fold with ketoconazole 200 mg): contraindicated.',
        source: label(
          'Samsca (tolvaptan)',
          '4 Contraindications; 7.1 Effects of Drugs on Tolvaptan',
        ),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['moderate'] },
        instruction: 'avoid',
        text: 'Moderate CYP3A inhibitors (erythromycin, fluconazole, diltiazem, verapamil) are expected to raise tolvaptan substantially: avoid.',
        source: label('Samsca (tolvaptan)', '7.1 Effects of Drugs on Tolvaptan'),
      },
    ],
    monitoring: [
      'Serum sodium at 8 hours and often during the first days; no fluid restriction in the first 24 hours',
      'Potassium with potassium-sparing drugs (ACE inhibitors, ARBs, spironolactone); liver tests',
      'CYP3A inducers (rifampin) lower the effect; P-gp inhibitors (cyclosporine) may need a lower dose',
    ],
    sources: [
      label(
        'Samsca (tolvaptan)',
        'Boxed Warning; 4 Contraindications; 5.2 Liver Injury; 7.1 Effects of Drugs on Tolvaptan; 8.6 Renal Impairment',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'conivaptan',
    rxcui: '302285',
    name: 'Conivaptan',
    synonyms: ['conivaptan hydrochloride'],
    brandNames: ['Vaprisol'],
    atc: ['C03XA02'],
    drugClass: 'Vasopressin V1A/V2-receptor antagonist (IV)',
    classTags: ['vaptan'],
    mechanism:
      'IV V1A/V2 antagonist for hospitalised euvolaemic and hypervolaemic hyponatraemia. A sensitive CYP3A4 substrate and a strong CYP3A4 inhibitor: the FDA table lists conivaptan among the strong CYP3A inhibitors, and its label asks that CYP3A substrates be avoided during and for a week after the infusion.',
    routes: ['iv'],
    pathways: { CYP3A4: { substrate: 'sensitive', inhibitor: 'strong' } },
    qtRisk: 'unknown',
    toxicities: ['hypokalemia'],
    renal: {
      status: 'avoid',
      summary: 'Severe renal impairment (CrCl below 30 mL/min): not recommended.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min: not recommended.' }],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate or severe hepatic impairment: lower loading dose and infusion (10 mg), titrate with care.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: 10 mg loading dose, 10 mg a day infusion.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: 10 mg loading dose, 10 mg a day infusion.',
        },
      ],
    },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong CYP3A inhibitors (ketoconazole, itraconazole, clarithromycin, ritonavir) raise conivaptan many-fold: contraindicated.',
        source: label('Vaprisol (conivaptan hydrochloride)', '4 Contraindications'),
      },
      {
        with: {
          pathway: 'CYP3A4',
          role: 'substrate',
          levels: ['sensitive', 'moderate'],
          change: 'raises',
        },
        instruction: 'avoid',
        text: 'Conivaptan inhibits CYP3A: avoid CYP3A substrates during the infusion and for a week after it ends.',
        source: label('Vaprisol (conivaptan hydrochloride)', '7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Serum sodium: too rapid a rise (more than 12 mEq/L in 24 hours) risks osmotic demyelination; at most 4 days of treatment',
      'Infusion-site reactions (use a large vein, change site daily); hypokalaemia, hypotension',
    ],
    sources: [
      label(
        'Vaprisol (conivaptan hydrochloride)',
        '2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions; 8.6 Renal and 8.7 Hepatic Impairment',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'sodium-thiosulfate',
    rxcui: '1546411',
    name: 'Sodium thiosulfate',
    brandNames: ['Pedmark'],
    atc: ['V03AB06'],
    drugClass: 'Otoprotectant and cyanide antidote',
    classTags: ['otoprotectant'],
    mechanism:
      'Reacts with platinum to reduce cisplatin-induced hearing loss in children with localised, non-metastatic solid tumours (Pedmark, given 6 hours after cisplatin); converts cyanide to thiocyanate as an antidote. Could lower cisplatin activity if given too close to it.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypokalemia'],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Give 6 hours after the end of a cisplatin infusion (Pedmark); not with metastatic disease (survival fell in a trial)',
      'Sodium and potassium before each dose (sodium load, hypernatraemia, hypokalaemia); nausea and vomiting: antiemetic first',
    ],
    sources: [
      label(
        'Pedmark (sodium thiosulfate)',
        '1 Indications and Usage (limitation of use); 2 Dosage and Administration; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'patiromer',
    rxcui: '1716203',
    name: 'Patiromer',
    synonyms: ['patiromer sorbitex calcium'],
    brandNames: ['Veltassa'],
    atc: ['V03AE09'],
    drugClass: 'Potassium binder (non-absorbed polymer)',
    classTags: ['potassium-binder'],
    mechanism:
      'Non-absorbed cation-exchange polymer that binds potassium in the colon (hyperkalaemia). It also binds many oral drugs in the gut and lowers their absorption.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypomagnesemia'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Give other oral drugs at least 3 hours before or after patiromer',
      'Magnesium and potassium; constipation; not for emergency treatment of life-threatening hyperkalaemia',
    ],
    sources: [
      label(
        'Veltassa (patiromer)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'sodium-zirconium-cyclosilicate',
    rxcui: '2047628',
    name: 'Sodium zirconium cyclosilicate',
    synonyms: ['SZC'],
    brandNames: ['Lokelma'],
    atc: ['V03AE10'],
    drugClass: 'Potassium binder (non-absorbed crystal)',
    classTags: ['potassium-binder'],
    mechanism:
      'Non-absorbed zirconium silicate that traps potassium in exchange for sodium and hydrogen (hyperkalaemia). It transiently raises gastric pH, which lowers absorption of drugs that need acid.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['hypokalemia'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Separate by at least 2 hours from oral drugs with pH-dependent absorption (azole antifungals, HIV drugs, many kinase inhibitors)',
      'Oedema from the sodium load (about 400 mg sodium per 5 g); potassium; not for emergency treatment',
    ],
    sources: [
      label(
        'Lokelma (sodium zirconium cyclosilicate)',
        '5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  // --- Xerostomia, veno-occlusive disease ----------------------------------------------------
  rec({
    id: 'pilocarpine',
    rxcui: '8328',
    name: 'Pilocarpine',
    synonyms: ['pilocarpine hydrochloride'],
    brandNames: ['Salagen', 'Isopto Carpine', 'Vuity'],
    atc: ['N07AX01'],
    drugClass: 'Muscarinic agonist (cholinergic)',
    classTags: ['muscarinic-agonist'],
    mechanism:
      'Muscarinic agonist that stimulates salivary secretion (dry mouth after head and neck radiotherapy, Sjögren syndrome) and, as eye drops, constricts the pupil. Cleared by CYP2A6 and serum esterases.',
    routes: ['oral', 'topical'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary:
        'Mild impairment (Child-Pugh A): no reduction; moderate (Child-Pugh B): start at 5 mg twice daily; severe (Child-Pugh C): not recommended (not studied).',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: 5 mg twice daily to start, then titrate.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      'Sweating, flushing, urinary frequency; beta-blockers add conduction disturbances; anticholinergics oppose the effect',
      'Contraindicated in uncontrolled asthma and narrow-angle glaucoma; caution in cardiovascular disease',
    ],
    sources: [
      label(
        'Salagen (pilocarpine hydrochloride) tablets',
        'CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions; DOSAGE AND ADMINISTRATION (hepatic impairment)',
      ),
    ],
  }),
  rec({
    id: 'cevimeline',
    rxcui: '44281',
    name: 'Cevimeline',
    atc: ['N07AX03'],
    synonyms: ['cevimeline hydrochloride'],
    brandNames: ['Evoxac'],
    drugClass: 'Muscarinic agonist (cholinergic)',
    classTags: ['muscarinic-agonist'],
    mechanism:
      'Muscarinic M1/M3 agonist for dry mouth in Sjögren syndrome. Metabolised by CYP2D6 and CYP3A4; the label asks for caution with their inhibitors without a fold-change.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'minor' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    pgxGenes: [],
    monitoring: [
      'Beta-blockers add conduction disturbances; anticholinergics oppose the effect',
      'Contraindicated in uncontrolled asthma, narrow-angle glaucoma and acute iritis',
    ],
    sources: [
      label(
        'Evoxac (cevimeline hydrochloride)',
        'CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions; CLINICAL PHARMACOLOGY',
      ),
    ],
  }),
  rec({
    id: 'defibrotide',
    rxcui: '1311089',
    name: 'Defibrotide',
    synonyms: ['defibrotide sodium'],
    brandNames: ['Defitelio'],
    atc: ['B01AX01'],
    drugClass: 'Oligonucleotide antithrombotic (hepatic veno-occlusive disease)',
    classTags: ['antithrombotic-oligonucleotide'],
    mechanism:
      'Mixture of oligonucleotides with profibrinolytic and endothelium-protective effects (hepatic veno-occlusive disease with renal or pulmonary dysfunction after stem-cell transplant). Increases fibrinolysis and can cause bleeding.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bleeding'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in renal impairment or dialysis (label).',
    },
    hepatic: NO_HEPATIC,
    classInstructions: (
      ['oral-anticoagulant', 'parenteral-anticoagulant', 'low-molecular-weight-heparin'] as const
    ).map((classTag) => ({
      with: { classTag },
      instruction: 'contraindicated' as const,
      text: 'Systemic anticoagulants (and fibrinolytics) are contraindicated with defibrotide, which adds to their bleeding risk; unfractionated heparin for line patency is allowed, so it is not flagged here.',
      source: label('Defitelio (defibrotide sodium)', '4 Contraindications'),
    })),
    monitoring: [
      'Contraindicated with systemic anticoagulants and fibrinolytics (other than for line patency); stop anticoagulants before starting',
      'Bleeding: do not start with active bleeding, hold for bleeding or procedures',
    ],
    sources: [
      label(
        'Defitelio (defibrotide sodium)',
        '4 Contraindications; 5 Warnings and Precautions; 8.6 Renal Impairment',
      ),
    ],
  }),
  // --- Hospital antibacterials and antivirals (febrile neutropenia and beyond) ---------------
  rec({
    id: 'cefoxitin',
    rxcui: '2189',
    name: 'Cefoxitin',
    synonyms: ['cefoxitin sodium'],
    atc: ['J01DC01'],
    drugClass: 'Second-generation cephalosporin (cephamycin)',
    classTags: ['cephalosporin'],
    mechanism:
      'Cephamycin beta-lactam active against anaerobes (surgical prophylaxis, intra-abdominal and pelvic infections). Renally excreted; not a CYP substrate.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 50 mL/min or below: longer intervals and lower maintenance doses by CrCl band (label table).',
      rules: [
        {
          crclBelow: 51,
          action: 'extend-interval',
          text: 'CrCl 30-50 mL/min: 1-2 g every 8-12 hours (after a 1-2 g loading dose).',
        },
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl 10-29 mL/min: 1-2 g every 12-24 hours.',
        },
        {
          crclBelow: 10,
          action: 'reduce',
          text: 'CrCl 5-9 mL/min: 0.5-1 g every 12-24 hours; below 5 mL/min: 0.5-1 g every 24-48 hours.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: BETA_LACTAM_MONITORING,
    sources: [
      label(
        'Cefoxitin for injection',
        'DOSAGE AND ADMINISTRATION (renal impairment); WARNINGS; PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'ceftaroline',
    rxcui: '1040004',
    name: 'Ceftaroline',
    synonyms: ['ceftaroline fosamil'],
    brandNames: ['Teflaro'],
    atc: ['J01DI02'],
    drugClass: 'Fifth-generation cephalosporin (anti-MRSA)',
    classTags: ['cephalosporin'],
    mechanism:
      'Cephalosporin prodrug active against MRSA (skin infections, community-acquired pneumonia). Renally excreted; no CYP role.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    rareToxicities: ['hypersensitivity', 'hemolysis', 'myelosuppression'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 50 mL/min or below: 400 mg, then 300 mg (CrCl 15-30), then 200 mg (below 15 or haemodialysis) every 12 hours.',
      rules: [
        {
          crclBelow: 51,
          action: 'reduce',
          text: 'CrCl above 30 to 50 mL/min: 400 mg every 12 hours.',
        },
        { crclBelow: 31, action: 'reduce', text: 'CrCl 15-30 mL/min: 300 mg every 12 hours.' },
        {
          crclBelow: 15,
          action: 'reduce',
          text: 'CrCl below 15 mL/min or haemodialysis: 200 mg every 12 hours.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      ...BETA_LACTAM_MONITORING,
      'Direct Coombs test seroconversion and haemolytic anaemia; neutropenia with long courses',
    ],
    sources: [
      label(
        'Teflaro (ceftaroline fosamil)',
        '2.2 Dosage in Renal Impairment; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'ceftazidime-avibactam',
    rxcui: null,
    name: 'Ceftazidime and avibactam',
    synonyms: ['ceftazidime-avibactam'],
    brandNames: ['Avycaz'],
    atc: ['J01DD52'],
    drugClass: 'Third-generation cephalosporin with beta-lactamase inhibitor',
    classTags: ['cephalosporin'],
    mechanism:
      'Ceftazidime with the non-beta-lactam beta-lactamase inhibitor avibactam (KPC- and OXA-48-producing and multidrug-resistant Gram-negative infections). Both renally excreted; avibactam is an OAT1/OAT3 substrate (probenecid not recommended).',
    routes: ['iv'],
    pathways: { 'OAT1/3': { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    rareToxicities: ['hypersensitivity', 'seizure'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 50 mL/min or below: lower doses and longer intervals by CrCl band (label table).',
      rules: [
        { crclBelow: 51, action: 'reduce', text: 'CrCl 31-50 mL/min: 1.25 g every 8 hours.' },
        { crclBelow: 31, action: 'reduce', text: 'CrCl 16-30 mL/min: 0.94 g every 12 hours.' },
        {
          crclBelow: 16,
          action: 'extend-interval',
          text: 'CrCl 15 mL/min or below: 0.94 g every 24-48 hours per label table.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in hepatic impairment (label).',
    },
    monitoring: [
      ...BETA_LACTAM_MONITORING,
      'Renal function daily when it is changing (lower cure rates with CrCl 30-50 in trials)',
    ],
    sources: [
      label(
        'Avycaz (ceftazidime and avibactam)',
        '2.3 Dosage in Renal Impairment; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
    rxcuiNote:
      'Avibactam is missing from the shipped RxNorm extract (its letter-A file is absent), so the combination concept was not confirmed; matched by name.',
  }),
  rec({
    id: 'ceftolozane-tazobactam',
    rxcui: '1597614',
    name: 'Ceftolozane and tazobactam',
    synonyms: ['ceftolozane-tazobactam'],
    brandNames: ['Zerbaxa'],
    atc: ['J01DI54'],
    drugClass: 'Cephalosporin with beta-lactamase inhibitor (antipseudomonal)',
    classTags: ['cephalosporin'],
    mechanism:
      'Antipseudomonal cephalosporin with tazobactam (complicated intra-abdominal and urinary infections, hospital-acquired pneumonia). Renally excreted; tazobactam is an OAT1/OAT3 substrate.',
    routes: ['iv'],
    pathways: { 'OAT1/3': { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 50 mL/min or below: lower doses by CrCl band; end-stage disease on haemodialysis: loading then maintenance dose (label table).',
      rules: [
        {
          crclBelow: 51,
          action: 'reduce',
          text: 'CrCl 30-50 mL/min: half the usual dose every 8 hours.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl 15-29 mL/min: a quarter of the usual dose every 8 hours.',
        },
        {
          crclBelow: 15,
          action: 'reduce',
          text: 'End-stage renal disease on haemodialysis: loading dose, then a low maintenance dose every 8 hours.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      ...BETA_LACTAM_MONITORING,
      'Renal function daily when it is changing (lower cure rates with CrCl 30-50 in trials)',
    ],
    sources: [
      label(
        'Zerbaxa (ceftolozane and tazobactam)',
        '2.2 Dosage in Renal Impairment; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'imipenem-cilastatin',
    rxcui: '34482',
    name: 'Imipenem and cilastatin',
    synonyms: ['imipenem-cilastatin', 'imipenem'],
    brandNames: ['Primaxin'],
    atc: ['J01DH51'],
    drugClass: 'Carbapenem',
    classTags: ['carbapenem'],
    mechanism:
      'Carbapenem beta-lactam with cilastatin, which blocks its renal breakdown (febrile neutropenia, serious Gram-negative and mixed infections). Renally excreted; lowers valproic acid concentrations sharply.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea', 'seizure'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 90 mL/min: lower doses by CrCl band; below 15 mL/min not recommended unless haemodialysis starts within 48 hours.',
      rules: [
        {
          crclBelow: 90,
          action: 'reduce',
          text: 'CrCl below 90 mL/min: dose by CrCl band per label table.',
        },
        {
          crclBelow: 15,
          action: 'avoid',
          text: 'CrCl below 15 mL/min: not recommended unless haemodialysis is started within 48 hours.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    classInstructions: [
      {
        with: { classTag: 'valproate' },
        instruction: 'avoid',
        text: 'Carbapenems lower valproic acid below the therapeutic range (breakthrough seizures); raising the valproate dose does not overcome it: use another antibacterial or add another antiepileptic.',
        source: label('Primaxin (imipenem and cilastatin)', '7 Drug Interactions (valproic acid)'),
      },
    ],
    monitoring: [
      ...BETA_LACTAM_MONITORING,
      'Seizures, especially with CNS lesions, renal impairment or high doses; ganciclovir: generalised seizures reported',
      'Valproic acid: concentrations fall below range; not recommended together',
    ],
    sources: [
      label(
        'Primaxin (imipenem and cilastatin)',
        '2 Dosage and Administration (renal impairment); 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'nafcillin',
    rxcui: '7233',
    name: 'Nafcillin',
    synonyms: ['nafcillin sodium'],
    atc: ['J01CF06'],
    drugClass: 'Penicillinase-resistant penicillin',
    classTags: ['penicillin'],
    mechanism:
      'Antistaphylococcal penicillin eliminated mainly through bile. Induces CYP3A4 (a moderate CYP3A inducer in the FDA-based lists): warfarin resistance lasting weeks, and lower nifedipine and cyclosporine exposure.',
    routes: ['iv', 'im'],
    pathways: { CYP3A4: { inducer: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: ['diarrhea', 'hypokalemia'],
    rareToxicities: ['hypersensitivity', 'nephrotoxicity', 'myelosuppression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...BETA_LACTAM_MONITORING,
      'Warfarin: INR falls during and for weeks after a course; cyclosporine and other CYP3A4 substrates fall',
      'Phlebitis and extravasation injury; neutropenia and interstitial nephritis with long courses',
    ],
    sources: [
      label('Nafcillin injection', 'PRECAUTIONS: Drug Interactions; WARNINGS'),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'oxacillin',
    rxcui: '7773',
    name: 'Oxacillin',
    synonyms: ['oxacillin sodium'],
    atc: ['J01CF04'],
    drugClass: 'Penicillinase-resistant penicillin',
    classTags: ['penicillin'],
    mechanism:
      'Antistaphylococcal penicillin cleared by the kidney and liver; no CYP role in the label.',
    routes: ['iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    rareToxicities: ['hypersensitivity', 'hepatotoxicity', 'nephrotoxicity', 'myelosuppression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...BETA_LACTAM_MONITORING,
      'Liver tests (hepatitis) and blood counts during long courses; probenecid raises levels',
    ],
    sources: [
      label('Oxacillin injection', 'WARNINGS; PRECAUTIONS (laboratory tests, drug interactions)'),
    ],
  }),
  rec({
    id: 'penicillin-g',
    rxcui: '7980',
    name: 'Penicillin G',
    synonyms: [
      'benzylpenicillin',
      'penicillin G potassium',
      'penicillin G sodium',
      'penicillin G benzathine',
    ],
    brandNames: ['Pfizerpen', 'Bicillin L-A'],
    atc: ['J01CE01'],
    drugClass: 'Penicillin',
    classTags: ['penicillin'],
    mechanism:
      'Natural penicillin (streptococcal infections, syphilis, neurosyphilis, endocarditis). Renally excreted by tubular secretion (probenecid raises levels); high IV doses carry a large potassium or sodium load.',
    routes: ['iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypersensitivity'],
    rareToxicities: ['seizure', 'hyperkalemia'],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment (Pfizerpen IV): after a full loading dose, half of it every 4-5 hours when CrCl is above 10 mL/min in uraemia, every 8-10 hours below 10; high doses cause neurotoxicity when renal function is poor.',
      rules: [
        {
          crclBelow: 10,
          action: 'reduce',
          text: 'CrCl below 10 mL/min: full loading dose, then half of it every 8-10 hours (uraemic patients with CrCl above 10: half the loading dose every 4-5 hours).',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      ...BETA_LACTAM_MONITORING,
      'Potassium (about 1.7 mEq per million units of the potassium salt) and sodium with high doses; Jarisch-Herxheimer reaction in syphilis',
    ],
    sources: [
      label(
        'Pfizerpen (penicillin G potassium)',
        'DOSAGE AND ADMINISTRATION (renal impairment); WARNINGS; PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'polymyxin-b',
    rxcui: '8536',
    name: 'Polymyxin B',
    synonyms: ['polymyxin B sulfate'],
    atc: ['J01XB02'],
    drugClass: 'Polymyxin antibacterial',
    classTags: ['polymyxin'],
    mechanism:
      'Cationic polypeptide that disrupts Gram-negative membranes (last-line treatment of carbapenem-resistant infections). Nephrotoxic and neurotoxic; enhances neuromuscular blockade.',
    routes: ['iv', 'im', 'intrathecal'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['nephrotoxicity', 'neurotoxicity'],
    rareToxicities: ['respiratory-depression'],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment: the IV dose is reduced from 15,000 units/kg/day downward (no CrCl band given); stop for falling urine output or rising BUN.',
      rules: [],
    },
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Nephrotoxicity and neurotoxicity: IM or intrathecal use only in hospitalised patients under constant supervision; measure renal function and reduce the dose in renal impairment; avoid other nephrotoxic or neurotoxic drugs (aminoglycosides, other polymyxins); neuromuscular blockade with curariform relaxants and anaesthetics can cause respiratory paralysis.',
    ],
    monitoring: [
      'Serum creatinine and urine output daily; aminoglycosides, vancomycin, amphotericin B, cisplatin and IV contrast add to nephrotoxicity',
      'Neuromuscular blockers and opioids: respiratory arrest',
    ],
    sources: [
      label('Polymyxin B for injection', 'Boxed Warning; DOSAGE AND ADMINISTRATION; PRECAUTIONS'),
    ],
  }),
  rec({
    id: 'dalbavancin',
    rxcui: '1539239',
    name: 'Dalbavancin',
    brandNames: ['Dalvance'],
    atc: ['J01XA04'],
    drugClass: 'Lipoglycopeptide antibacterial',
    classTags: ['lipoglycopeptide'],
    mechanism:
      'Long-acting lipoglycopeptide (half-life about a week) given as one or two infusions for Gram-positive skin infections. Not a CYP substrate, inhibitor or inducer.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    rareToxicities: ['hypersensitivity', 'hepatotoxicity', 'infusion-reaction'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 30 mL/min and not on regular haemodialysis: lower doses (750 mg then 375 mg, or 1,125 mg once).',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl below 30 mL/min, not on haemodialysis: reduced dose per label.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Infuse over 30 minutes (red man syndrome); ALT rises; cross-hypersensitivity with other glycopeptides',
    ],
    sources: [
      label(
        'Dalvance (dalbavancin)',
        '2.3 Dosage in Patients with Renal Impairment; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'oritavancin',
    rxcui: '1547611',
    name: 'Oritavancin',
    synonyms: ['oritavancin diphosphate'],
    brandNames: ['Orbactiv', 'Kimyrsa'],
    atc: ['J01XA05'],
    drugClass: 'Lipoglycopeptide antibacterial',
    classTags: ['lipoglycopeptide'],
    mechanism:
      'Single-dose lipoglycopeptide for Gram-positive skin infections. A non-specific weak inhibitor of CYP2C9 and CYP2C19 and a weak inducer of CYP3A4 and CYP2D6 in a probe study (midazolam AUC -18%); it falsely prolongs aPTT for up to 5 days and PT/INR for up to 12 hours.',
    routes: ['iv'],
    pathways: {
      CYP2C9: { inhibitor: 'weak' },
      CYP2C19: { inhibitor: 'weak' },
      CYP3A4: { inducer: 'weak' },
      CYP2D6: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    rareToxicities: ['hypersensitivity', 'infusion-reaction'],
    renal: {
      status: 'no-adjustment',
      summary: 'Mild or moderate renal impairment: no adjustment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'Mild or moderate hepatic impairment: no adjustment; severe impairment not studied.',
    },
    classInstructions: [
      {
        with: { classTag: 'unfractionated-heparin' },
        instruction: 'contraindicated',
        text: 'IV unfractionated heparin is contraindicated for 120 hours after oritavancin: it falsely prolongs the aPTT, so heparin cannot be monitored.',
        source: label('Orbactiv (oritavancin)', '4 Contraindications'),
      },
    ],
    monitoring: [
      'IV unfractionated heparin is contraindicated for 5 days (120 hours) after a dose: aPTT stays falsely high; use an anti-Xa assay or another anticoagulant',
      'Warfarin: bleeding monitoring; INR is falsely raised for 12 hours; narrow-therapeutic-index CYP2C9/2C19/3A4/2D6 substrates: watch for toxicity or loss of effect',
      'Osteomyelitis: more cases than with vancomycin in trials',
    ],
    sources: [
      label(
        'Orbactiv (oritavancin)',
        '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'ofloxacin',
    rxcui: '7623',
    name: 'Ofloxacin',
    brandNames: ['Ocuflox', 'Floxin Otic'],
    atc: ['J01MA01'],
    drugClass: 'Fluoroquinolone antibacterial',
    classTags: ['fluoroquinolone'],
    mechanism:
      'Fluoroquinolone (oral tablets; eye and ear drops). Mostly renally excreted unchanged; prolongs QT in rare cases (label warning); chelated by polyvalent cations.',
    routes: ['oral', 'topical'],
    pathways: {},
    qtRisk: 'possible',
    toxicities: ['seizure', 'hyperglycemia'],
    rareToxicities: ['neuropathy', 'hepatotoxicity', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 50 mL/min or below: longer intervals (every 24 hours), and half the dose below 20 mL/min.',
      rules: [
        {
          crclBelow: 51,
          action: 'extend-interval',
          text: 'CrCl 20-50 mL/min: the usual dose every 24 hours.',
        },
        {
          crclBelow: 20,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 20 mL/min: half the usual dose every 24 hours.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Severe hepatic impairment (cirrhosis with or without ascites): at most 400 mg a day.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: at most 400 mg a day.',
        },
      ],
    },
    boxedWarnings: [
      'Disabling and potentially irreversible tendinitis and tendon rupture, peripheral neuropathy and CNS effects; exacerbation of myasthenia gravis. Reserve for infections without alternatives where the risk is justified.',
    ],
    monitoring: [
      'Antacids, sucralfate, iron, zinc, calcium: give 2 hours apart',
      'QT prolongation with other QT-prolonging drugs; glucose with antidiabetics; warfarin effect may rise',
    ],
    sources: [
      label(
        'Ofloxacin tablets',
        'Boxed Warning; WARNINGS (QT prolongation); PRECAUTIONS: Drug Interactions; DOSAGE AND ADMINISTRATION (renal and hepatic impairment)',
      ),
    ],
  }),
  rec({
    id: 'baloxavir',
    rxcui: '2099995',
    name: 'Baloxavir marboxil',
    synonyms: ['baloxavir'],
    brandNames: ['Xofluza'],
    atc: ['J05AX25'],
    drugClass: 'Influenza cap-dependent endonuclease inhibitor',
    classTags: ['influenza-endonuclease-inhibitor'],
    mechanism:
      'Single-dose prodrug of baloxavir acid, which blocks influenza polymerase cap-snatching (treatment and post-exposure prophylaxis). Glucuronidated by UGT1A3 and partly by CYP3A4; polyvalent cations chelate it.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL,
    hepatic: {
      status: 'no-data',
      summary:
        'Moderate hepatic impairment: no clinically relevant change; severe impairment not studied (no data).',
    },
    monitoring: [
      'Not with dairy, calcium-fortified drinks, antacids, laxatives or supplements containing polyvalent cations (iron, zinc, selenium, calcium, magnesium)',
      'Live attenuated influenza vaccine may not work if given within 2 weeks after baloxavir',
    ],
    sources: [
      label(
        'Xofluza (baloxavir marboxil)',
        '2 Dosage and Administration; 7 Drug Interactions; 8.7 Hepatic Impairment; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'zanamivir',
    rxcui: '69722',
    name: 'Zanamivir',
    brandNames: ['Relenza'],
    atc: ['J05AH01'],
    drugClass: 'Neuraminidase inhibitor',
    classTags: ['neuraminidase-inhibitor'],
    mechanism:
      'Inhaled neuraminidase inhibitor for influenza treatment and prophylaxis; little reaches the blood and it is excreted unchanged by the kidney.',
    routes: ['inhaled'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Bronchospasm: not recommended in asthma or COPD; stop for wheeze',
      'Live attenuated influenza vaccine: not within 2 weeks before or 48 hours after zanamivir',
    ],
    sources: [label('Relenza (zanamivir)', '5 Warnings and Precautions; 7 Drug Interactions')],
  }),
  // --- Most prescribed outpatient drugs still missing ----------------------------------------
  rec({
    id: 'leflunomide',
    rxcui: '27169',
    name: 'Leflunomide',
    brandNames: ['Arava'],
    atc: ['L04AK01'],
    drugClass: 'Pyrimidine synthesis inhibitor (DMARD)',
    classTags: ['immunomodulator', 'dmard'],
    mechanism:
      'Prodrug of teriflunomide, a dihydroorotate dehydrogenase inhibitor (rheumatoid arthritis). Teriflunomide is a moderate CYP2C8 inhibitor (repaglinide AUC 2.4-fold), inhibits BCRP and OATP1B1/1B3 (rosuvastatin AUC 2.5-fold), weakly inhibits OAT3 and weakly induces CYP1A2. It stays in the body for up to 2 years without an accelerated elimination procedure (cholestyramine or activated charcoal).',
    routes: ['oral'],
    pathways: {
      CYP2C8: { inhibitor: 'moderate' },
      BCRP: { inhibitor: 'moderate' },
      'OATP1B1/1B3': { inhibitor: 'moderate' },
      'OAT1/3': { inhibitor: 'weak' },
      CYP1A2: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    toxicities: ['hepatotoxicity', 'embryo-fetal', 'teratogenic', 'hypertension'],
    rareToxicities: ['infection', 'neuropathy', 'myelosuppression', 'pneumonitis'],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary:
        'Not recommended in pre-existing acute or chronic liver disease or with ALT above 2 times the upper limit of normal.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Pre-existing liver disease: not recommended.',
        },
      ],
    },
    boxedWarnings: [
      'Embryo-fetal toxicity: contraindicated in pregnancy; exclude pregnancy before starting, use contraception, and complete the accelerated elimination procedure before a planned pregnancy.',
      'Hepatotoxicity, including fatal liver failure: not for pre-existing liver disease or ALT above 2 times normal; monitor ALT; caution with other hepatotoxic drugs (methotrexate).',
    ],
    monitoring: [
      'ALT monthly for 6 months then every 6-8 weeks; blood counts; blood pressure',
      'Rosuvastatin: at most 10 mg a day; other BCRP/OATP substrates (methotrexate) and CYP2C8 substrates (paclitaxel, repaglinide, pioglitazone) rise',
      'Warfarin: INR may fall; no live vaccines; infections and interstitial lung disease',
    ],
    sources: [
      label(
        'Arava (leflunomide)',
        'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'nicotine',
    rxcui: '7407',
    name: 'Nicotine',
    synonyms: ['nicotine polacrilex', 'nicotine replacement therapy', 'NRT'],
    brandNames: ['Nicoderm CQ', 'Nicorette', 'Nicotrol', 'Habitrol'],
    atc: ['N07BA01'],
    drugClass: 'Nicotine replacement (smoking cessation)',
    classTags: ['smoking-cessation'],
    mechanism:
      'Nicotinic acetylcholine receptor agonist replacing cigarette nicotine (patch, gum, lozenge, inhaler, nasal spray). Cleared by CYP2A6 (not modelled). Stopping smoking, not nicotine, removes CYP1A2 induction by tobacco smoke: clozapine, olanzapine, theophylline and erlotinib levels can rise.',
    routes: ['transdermal', 'oral', 'inhaled', 'intranasal'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'When smoking stops, CYP1A2 substrates rise (clozapine, olanzapine, theophylline, erlotinib): review their doses',
      'Recent myocardial infarction, serious arrhythmia or worsening angina: ask a clinician first',
    ],
    sources: [
      otc(
        'Nicoderm CQ (nicotine transdermal system)',
        'Warnings; Ask a doctor or pharmacist before use',
      ),
    ],
  }),
  rec({
    id: 'timolol',
    rxcui: '10600',
    name: 'Timolol',
    synonyms: ['timolol maleate'],
    brandNames: ['Timoptic', 'Istalol', 'Betimol'],
    atc: ['S01ED01', 'C07AA06'],
    drugClass: 'Non-selective beta-blocker (ophthalmic)',
    classTags: ['beta-blocker'],
    mechanism:
      'Non-selective beta-blocker, mostly as glaucoma eye drops, which reach the circulation enough to slow the heart and provoke bronchospasm. Cleared by CYP2D6: quinidine and SSRIs that inhibit it have potentiated systemic beta-blockade.',
    routes: ['topical', 'oral'],
    pathways: { CYP2D6: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    pgxGenes: [],
    monitoring: [
      'Contraindicated in asthma, severe COPD, sinus bradycardia, second- or third-degree AV block and cardiogenic shock',
      'Oral beta-blockers, verapamil, diltiazem, digoxin and clonidine add to bradycardia and hypotension; CYP2D6 inhibitors (quinidine, fluoxetine, paroxetine) potentiate it',
      'May mask hypoglycaemia and thyrotoxicosis',
    ],
    sources: [
      label(
        'Timoptic (timolol maleate ophthalmic solution)',
        'CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'brimonidine',
    rxcui: '134615',
    name: 'Brimonidine',
    synonyms: ['brimonidine tartrate'],
    brandNames: ['Alphagan P', 'Lumify', 'Mirvaso'],
    atc: ['S01EA05'],
    drugClass: 'Alpha-2 adrenergic agonist (ophthalmic)',
    classTags: ['alpha2-agonist-ophthalmic'],
    mechanism:
      'Alpha-2 agonist eye drops that lower intraocular pressure (glaucoma); small systemic amounts can cause sedation and hypotension, especially in infants.',
    routes: ['topical'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['cns-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Contraindicated in neonates and infants under 2 years (apnoea, CNS depression)',
      'MAO inhibitors may raise systemic exposure (hypotension); CNS depressants, beta-blockers and antihypertensives add to fatigue and hypotension; tricyclics may blunt the effect',
    ],
    sources: [
      label(
        'Alphagan P (brimonidine tartrate ophthalmic solution)',
        '4 Contraindications; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'glucagon',
    rxcui: '4832',
    name: 'Glucagon',
    synonyms: ['glucagon hydrochloride'],
    brandNames: ['GlucaGen', 'Gvoke', 'Baqsimi'],
    atc: ['H04AA01'],
    drugClass: 'Antihypoglycaemic (glucagon receptor agonist)',
    classTags: ['glucagon'],
    mechanism:
      'Pancreatic hormone that releases hepatic glycogen as glucose (severe hypoglycaemia; diagnostic aid to relax the gut). Ineffective when glycogen is depleted (starvation, adrenal insufficiency, chronic hypoglycaemia).',
    routes: ['sc', 'im', 'iv', 'intranasal'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['hypersensitivity', 'hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Contraindicated in phaeochromocytoma (catecholamine release, hypertension) and insulinoma (rebound hypoglycaemia)',
      'Beta-blockers: transient rise in pulse and blood pressure; indomethacin may blunt the glucose rise; warfarin effect may increase',
      'Give carbohydrate once the patient can swallow',
    ],
    sources: [
      label(
        'GlucaGen (glucagon)',
        '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'omega-3-acid-ethyl-esters',
    rxcui: '484348',
    name: 'Omega-3-acid ethyl esters',
    synonyms: ['omega-3 fatty acid ethyl esters', 'fish oil (prescription)'],
    brandNames: ['Lovaza'],
    atc: ['C10AX06'],
    drugClass: 'Omega-3 fatty acid (EPA and DHA ethyl esters)',
    classTags: ['omega-3-fatty-acid'],
    mechanism:
      'EPA and DHA ethyl esters that lower triglycerides (severe hypertriglyceridaemia). May prolong bleeding time; not metabolised by CYP enzymes to a relevant extent.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bleeding'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Anticoagulants and antiplatelets: bleeding time may be prolonged; monitor',
      'Atrial fibrillation or flutter, particularly in patients with a history of it; ALT and LDL-C in hepatic impairment; fish allergy',
    ],
    sources: [
      label(
        'Lovaza (omega-3-acid ethyl esters)',
        '5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'mupirocin',
    rxcui: '42372',
    name: 'Mupirocin',
    synonyms: ['mupirocin calcium'],
    brandNames: ['Bactroban', 'Centany'],
    atc: ['D06AX09'],
    drugClass: 'Topical antibacterial',
    classTags: ['topical-antibacterial'],
    mechanism:
      'Topical antibacterial that inhibits isoleucyl-tRNA synthetase (impetigo, nasal decolonisation of Staphylococcus aureus). Negligible systemic absorption through intact skin.',
    routes: ['topical', 'intranasal'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-data',
      summary:
        'Negligible absorption; the ointment base (polyethylene glycol) can be absorbed from large open wounds and is a concern in moderate or severe renal impairment.',
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Not on large open wounds or burns in renal impairment (polyethylene glycol base); superinfection with prolonged use',
    ],
    sources: [label('Bactroban (mupirocin) ointment', '5 Warnings and Precautions')],
  }),
  rec({
    id: 'paricalcitol',
    rxcui: '73710',
    name: 'Paricalcitol',
    brandNames: ['Zemplar'],
    atc: ['H05BX02'],
    drugClass: 'Active vitamin D analogue',
    classTags: ['active-vitamin-d'],
    mechanism:
      'Synthetic vitamin D receptor activator that suppresses parathyroid hormone (secondary hyperparathyroidism of chronic kidney disease). Metabolised partly by CYP3A4: ketoconazole roughly doubled its AUC, so strong inhibitors call for care.',
    routes: ['oral', 'iv'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Dosed to intact PTH by stage of chronic kidney disease (label); no separate CrCl rule.',
      rules: [],
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Mild or moderate hepatic impairment: no adjustment; severe impairment not studied (no data).',
    },
    monitoring: [
      'Calcium, phosphate and PTH: hypercalcaemia with calcium supplements or thiazides; digoxin toxicity if calcium rises',
      'Strong CYP3A4 inhibitors (ketoconazole, ritonavir, clarithromycin): dose adjustment may be needed; monitor PTH and calcium',
    ],
    sources: [
      label(
        'Zemplar (paricalcitol) capsules',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'plecanatide',
    rxcui: '1873752',
    name: 'Plecanatide',
    brandNames: ['Trulance'],
    atc: ['A06AX07'],
    drugClass: 'Guanylate cyclase-C agonist (secretagogue laxative)',
    classTags: ['gi-secretagogue'],
    mechanism:
      'Uroguanylin analogue that acts locally on guanylate cyclase-C to increase intestinal fluid (chronic idiopathic constipation, IBS with constipation); minimal systemic absorption.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Risk of serious dehydration in paediatric patients: contraindicated under 6 years and to be avoided from 6 to under 18 years.',
    ],
    monitoring: [
      'Severe diarrhoea: stop and rehydrate; contraindicated in mechanical bowel obstruction',
    ],
    sources: [
      label(
        'Trulance (plecanatide)',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'psyllium',
    rxcui: '8928',
    name: 'Psyllium',
    synonyms: ['ispaghula', 'psyllium husk'],
    brandNames: ['Metamucil', 'Konsyl'],
    atc: ['A06AC01'],
    drugClass: 'Bulk-forming laxative',
    classTags: ['bulk-forming-laxative'],
    mechanism:
      'Soluble fibre that absorbs water and adds stool bulk (constipation; also used to firm loose stools). Not absorbed; can delay absorption of drugs taken at the same time.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Take with a full glass of fluid (choking and bowel obstruction if taken dry or with strictures); not with opioid-induced constipation alone',
      'Take other drugs at least 2 hours apart',
    ],
    sources: [otc('Metamucil (psyllium husk)', 'Warnings; Directions')],
  }),
];

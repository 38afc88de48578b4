import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';
import { batchRecord, label, NO_HEPATIC, NO_RENAL, NSAID_BOXED, otc } from './comed-sources';

/*
 * Members of the ONC non-interruptive interaction list (Phansalkar S, van der Sijs H et al., JAMIA
 * 2013, PMID 23011124; read in the Boyce lab extraction, see ../validation/onc-non-interruptive.ts)
 * that the shipped RxNorm vocabulary knows but OncoCDS had no clinical record for (issue 25,
 * item 3), and two US-marketed members it lacks under the list's name: anagrelide (the extract
 * lacks ingredients starting with A) and iron dextran (RxNorm's "iron-dextran complex"). Ordered by how often oncology patients receive them: hospital drugs of cancer care
 * first (IV calcium, phosphate binders, parenteral iron, IV antihypertensives, reversal agents),
 * then outpatient drugs still marketed in the US. `../validation/onc-non-interruptive-coverage.test.ts`
 * lists the members still without a record and why.
 *
 * Conventions (as in comed-sources.ts and comed-outpatient-3.ts):
 * - RxCUIs are the RxNorm ingredient (IN) concepts of the shipped vocabulary (RxNorm Current
 *   Prescribable Content 2025-10-06, src/knowledge/rxnorm).
 * - Each attribute rests on the label section cited (read in DailyMed-derived label text);
 *   what the label does not state is left out: an empty pathway map means "no documented role the
 *   checker can use", never "none"; QT risk is 'unknown' unless the label or CredibleMeds classes
 *   it; renal and hepatic rules say "no data" where the label gives no rule. A label statement
 *   about a class of co-medications ("avoid strong CYP3A4 inhibitors") is a class instruction,
 *   so the inference takes its tier from the label without a guessed substrate grade.
 * - ATC codes are WHO ATC/DDD index level-5 codes as listed in the weekly scrape
 *   ehealthplatformstandards/atc-terminology-publisher, atc-codesystem.csv at commit f38cb69
 *   (2025-06-12).
 * - `labelRevised` lives in the label registry (src/knowledge/labels/pinned-recs-4.ts).
 */

export const REVIEWED_NON_INTERRUPTIVE = '2026-11-29';

const rec = batchRecord(REVIEWED_NON_INTERRUPTIVE);

/** Dietary supplements have no prescribing information: the NIH fact sheets say what is known. */
const NIH_ODS_VITAMIN_E: Source = {
  kind: 'guideline',
  title:
    'NIH Office of Dietary Supplements: Vitamin E fact sheet (can vitamin E be harmful; interactions with medications)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminE-Consumer/',
  unconfirmed: 'fact sheet revised in place; the revision date used at curation was not recorded',
};

const CALCIUM_MONITORING = [
  'Serum calcium (hypercalcaemia: nausea, confusion, polyuria); do not add other calcium supplements',
  'Hypercalcaemia aggravates digoxin toxicity: arrhythmias with cardiac glycosides',
  'Oral calcium binds tetracyclines and fluoroquinolones in the gut and lowers their absorption: separate the doses',
];

const BETA_BLOCKER_MONITORING = [
  'Heart rate and blood pressure; bradycardia, heart block and hypotension add up with digoxin, non-dihydropyridine calcium-channel blockers and other antiarrhythmics',
  'Rebound hypertension when clonidine is stopped during beta-blockade: stop the beta-blocker first',
];

export const comedNonInterruptiveDrugs: DrugInput[] = [
  // --- Hospital and supportive care ----------------------------------------------------------
  rec({
    id: 'calcium-gluconate',
    rxcui: '1908',
    name: 'Calcium gluconate',
    atc: ['A12AA03', 'B05XA19'],
    drugClass: 'Calcium salt (IV electrolyte replacement)',
    classTags: ['calcium-salt'],
    mechanism:
      'Parenteral calcium for acute symptomatic hypocalcaemia (for example after bisphosphonates, denosumab or tumour lysis); raises ionised calcium directly.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: NO_RENAL,
    hepatic: {
      status: 'no-adjustment',
      summary:
        'The label states that hepatic function does not change the availability of ionised calcium; a dose change may not be needed.',
    },
    monitoring: [
      'Serum calcium every 4-6 hours during intermittent and every 1-4 hours during continuous infusion',
      'Avoid in patients on cardiac glycosides; if needed, give slowly in small amounts with ECG monitoring (arrhythmias)',
      'Contraindicated with ceftriaxone in neonates; at any age never through the same line at the same time (calcium-ceftriaxone precipitates)',
      'Dilute and infuse slowly: rapid injection causes hypotension, bradycardia and arrhythmias; extravasation causes tissue necrosis and calcinosis',
    ],
    sources: [
      label(
        'Calcium Gluconate Injection',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 8.6 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'calcium-acetate',
    rxcui: '214342',
    name: 'Calcium acetate',
    brandNames: ['PhosLo', 'Phoslyra', 'Eliphos', 'Calphron'],
    atc: ['V03AE07'],
    drugClass: 'Calcium-based phosphate binder',
    classTags: ['calcium-salt', 'phosphate-binder'],
    mechanism:
      'Binds dietary phosphate in the gut to an insoluble calcium salt that is excreted (hyperphosphataemia in end-stage kidney disease); taken with meals.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...CALCIUM_MONITORING,
      'Calcium acetate about 2.7 g lowered ciprofloxacin bioavailability by about half in healthy subjects',
    ],
    sources: [
      label(
        'PhosLo (calcium acetate)',
        'Warnings and Precautions (hypercalcaemia, digitalis); Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'sodium-ferric-gluconate-complex',
    rxcui: '261435',
    name: 'Sodium ferric gluconate complex',
    synonyms: ['sodium ferric gluconate complex in sucrose', 'ferric sodium gluconate'],
    brandNames: ['Ferrlecit'],
    drugClass: 'Parenteral iron',
    classTags: ['parenteral-iron'],
    mechanism:
      'Iron replacement by IV infusion for iron-deficiency anaemia in adults and children 6 years and older on haemodialysis who receive epoetin.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Iron indices (ferritin, transferrin saturation) to avoid iron overload; oral iron is not needed alongside',
    ],
    sources: [
      label(
        'Ferrlecit (sodium ferric gluconate complex in sucrose)',
        '1 Indications and Usage; 2 Dosage and Administration',
      ),
    ],
  }),
  rec({
    id: 'nicardipine',
    rxcui: '7396',
    name: 'Nicardipine',
    synonyms: ['nicardipine hydrochloride'],
    brandNames: ['Cardene IV', 'Cardene'],
    atc: ['C08CA04'],
    drugClass: 'Dihydropyridine calcium-channel blocker',
    classTags: ['dihydropyridine-ccb'],
    mechanism:
      'Dihydropyridine calcium-channel blocker; IV for short-term control of hypertension when oral therapy is not feasible, oral capsules for hypertension and angina.',
    routes: ['iv', 'oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Blood pressure and heart rate; switch to oral therapy as soon as the condition allows',
      'Cimetidine raises nicardipine levels: monitor',
      'Raises cyclosporine levels: monitor cyclosporine concentrations and reduce its dose as needed; check digoxin levels when starting',
    ],
    sources: [
      label('Cardene I.V. (nicardipine hydrochloride) injection', '1 Indications and Usage'),
      label('Cardene (nicardipine hydrochloride) capsules', 'PRECAUTIONS: Drug Interactions'),
    ],
  }),
  rec({
    id: 'esmolol',
    rxcui: '49737',
    name: 'Esmolol',
    synonyms: ['esmolol hydrochloride'],
    brandNames: ['Brevibloc'],
    atc: ['C07AB09'],
    drugClass: 'Beta-1-selective adrenergic blocker (ultra-short-acting, IV)',
    classTags: ['beta-blocker'],
    mechanism:
      'Beta-1-selective blocker with an elimination half-life of about 9 minutes, titrated IV for supraventricular tachycardia and perioperative tachycardia or hypertension.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...BETA_BLOCKER_MONITORING,
      'Dose-related hypotension; maintenance above 200 mcg/kg/min not recommended for rate control',
      'Digoxin levels rise by about 10-20% at some time points; added bradycardia',
    ],
    sources: [
      label(
        'Brevibloc (esmolol hydrochloride) injection',
        '1 Indications and Usage; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'nimodipine',
    rxcui: '7426',
    name: 'Nimodipine',
    brandNames: ['Nymalize', 'Nimotop'],
    atc: ['C08CA06'],
    drugClass: 'Dihydropyridine calcium-channel blocker',
    classTags: ['dihydropyridine-ccb'],
    mechanism:
      'Dihydropyridine calcium-channel blocker given enterally for 21 days after aneurysmal subarachnoid haemorrhage to reduce ischaemic deficits; never IV (deaths after parenteral injection of capsule contents).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary:
        'Cirrhosis raises nimodipine levels: the label halves the dose to 30 mg every 4 hours.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Cirrhosis: 30 mg every 4 hours instead of 60 mg; monitor blood pressure and pulse.',
        },
      ],
    },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Nimodipine: generally avoid strong CYP3A4 inhibitors (risk of significant hypotension).',
        source: label('Nymalize (nimodipine) oral solution', '5.3 Warnings and Precautions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Nimodipine: generally avoid strong CYP3A4 inducers (exposure and efficacy may fall markedly).',
        source: label('Nymalize (nimodipine) oral solution', '5.4 Warnings and Precautions'),
      },
    ],
    monitoring: [
      'Blood pressure: adds to other antihypertensives; moderate and weak CYP3A4 inhibitors and grapefruit also raise levels',
    ],
    sources: [
      label(
        'Nymalize (nimodipine) oral solution',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'neostigmine',
    rxcui: '7315',
    name: 'Neostigmine',
    synonyms: ['neostigmine methylsulfate'],
    brandNames: ['Bloxiverz'],
    atc: ['N07AA01'],
    drugClass: 'Cholinesterase inhibitor (peripheral)',
    classTags: ['cholinesterase-inhibitor'],
    mechanism:
      'Competitive cholinesterase inhibitor given IV to reverse non-depolarising neuromuscular blockers after surgery, with atropine or glycopyrrolate.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Give atropine or glycopyrrolate before or with it (bradycardia)',
      'Caution in coronary disease, arrhythmias, recent acute coronary syndrome and myasthenia gravis; contraindicated in peritonitis and bowel or urinary obstruction',
    ],
    sources: [
      label(
        'Bloxiverz (neostigmine methylsulfate) injection',
        '1 Indications and Usage; 2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'physostigmine',
    rxcui: '8299',
    name: 'Physostigmine',
    synonyms: ['physostigmine salicylate', 'eserine'],
    atc: ['V03AB19'],
    drugClass: 'Cholinesterase inhibitor (tertiary amine, crosses into the CNS)',
    classTags: ['cholinesterase-inhibitor'],
    mechanism:
      'Reversible cholinesterase inhibitor that reaches the brain; given IM or slowly IV to reverse the central effects of drugs that cause the anticholinergic syndrome.',
    routes: ['iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia', 'seizure'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'IV no faster than 1 mg per minute: rapid injection causes bradycardia, hypersalivation with breathing difficulty, and seizures',
      'Contraindicated in asthma, gangrene, diabetes, cardiovascular disease, bowel or urogenital obstruction, vagotonic states, and with choline esters or depolarising neuromuscular blockers (succinylcholine)',
      'Keep atropine at hand (antagonist and antidote); overdose causes a cholinergic crisis',
    ],
    sources: [
      label(
        'Physostigmine Salicylate Injection',
        'INDICATIONS AND USAGE; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS; DOSAGE AND ADMINISTRATION',
      ),
    ],
  }),
  rec({
    id: 'corticotropin',
    rxcui: '376',
    name: 'Corticotropin',
    synonyms: ['ACTH', 'repository corticotropin injection', 'adrenocorticotropic hormone'],
    brandNames: ['Acthar Gel', 'H.P. Acthar Gel'],
    atc: ['H01AA01'],
    drugClass: 'Adrenocorticotropic hormone (ACTH) analogue',
    classTags: ['acth-analogue'],
    mechanism:
      'Stimulates the adrenal cortex to secrete cortisol, corticosterone and aldosterone; its adverse effects are mainly those of the corticosteroids it releases. Given IM or SC, never IV.',
    routes: ['im', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['infection', 'hypertension', 'hypokalemia', 'hyperglycemia', 'bleeding'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'No live or live attenuated vaccines at immunosuppressive doses; new infections and reactivation of latent ones',
      'Blood pressure, salt and water retention, potassium; blood glucose',
      'Gastrointestinal perforation and bleeding; mood and behaviour changes',
      'Cushing syndrome, and adrenal insufficiency on withdrawal: taper',
    ],
    sources: [
      label(
        'Acthar Gel (repository corticotropin injection)',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 6 Adverse Reactions',
      ),
    ],
  }),
  rec({
    id: 'cortisone',
    rxcui: '2878',
    name: 'Cortisone',
    synonyms: ['cortisone acetate'],
    brandNames: ['Cortone'],
    atc: ['H02AB10'],
    drugClass: 'Glucocorticoid (with mineralocorticoid activity)',
    classTags: ['corticosteroid'],
    mechanism:
      'Naturally occurring glucocorticoid with salt-retaining activity, a first choice (with hydrocortisone) for replacement in adrenocortical insufficiency; also anti-inflammatory. The label also lists hypercalcaemia of cancer.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Enhanced effect in hypothyroidism and cirrhosis; taper after prolonged use (withdrawal syndrome)',
      'Caution with aspirin in hypoprothrombinaemia; caution in peptic ulcer, hypertension, osteoporosis, renal insufficiency, myasthenia gravis',
      'Mood changes up to psychosis',
    ],
    sources: [
      label(
        'Cortisone acetate tablets',
        'CLINICAL PHARMACOLOGY; INDICATIONS AND USAGE; PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'miconazole',
    rxcui: '6932',
    name: 'Miconazole',
    synonyms: ['miconazole nitrate'],
    brandNames: ['Oravig', 'Monistat'],
    atc: ['A01AB09', 'A07AC01', 'D01AC02', 'G01AF04', 'J02AB01'],
    drugClass: 'Imidazole antifungal (buccal, vaginal, topical)',
    classTags: ['azole-antifungal'],
    mechanism:
      'Imidazole antifungal: buccal tablet for oropharyngeal candidiasis (studied in head and neck radiotherapy), vaginal and skin products. The Oravig label calls it a known CYP2C9 and CYP3A4 inhibitor without measured fold changes; systemic absorption from the buccal tablet is minimal, hence the lowest grade. Warfarin effect rose after oral, vaginal and topical use.',
    routes: ['oral', 'topical'],
    pathways: { CYP2C9: { inhibitor: 'weak' }, CYP3A4: { inhibitor: 'weak' } },
    qtRisk: 'unknown',
    toxicities: ['hypersensitivity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    classInstructions: [
      {
        with: {
          pathway: 'CYP2C9',
          role: 'substrate',
          levels: ['sensitive', 'moderate'],
          narrowTherapeuticIndexOnly: true,
          change: 'raises',
        },
        instruction: 'monitor',
        text: 'Miconazole (buccal, vaginal or topical) has enhanced the effect of warfarin, with bleeding: monitor the INR closely and watch for bleeding.',
        source: label('Oravig (miconazole) buccal tablets', '7 Drug Interactions'),
      },
    ],
    monitoring: [
      'INR and bleeding with warfarin, whatever the miconazole route',
      'Drugs cleared by CYP2C9 or CYP3A4 (oral hypoglycaemics, phenytoin, ergot alkaloids): an interaction cannot be ruled out',
      'Contraindicated with milk-protein allergy (Oravig); hypersensitivity including anaphylaxis',
    ],
    sources: [
      label(
        'Oravig (miconazole) buccal tablets',
        '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'chlorothiazide',
    rxcui: '2396',
    name: 'Chlorothiazide',
    synonyms: ['chlorothiazide sodium'],
    brandNames: ['Diuril', 'Sodium Diuril'],
    atc: ['C03AA04'],
    drugClass: 'Thiazide diuretic',
    classTags: ['thiazide-diuretic'],
    mechanism:
      'Thiazide acting on distal tubular electrolyte reabsorption, oral or IV (onset about 15 minutes IV); not metabolised, 96% of an IV dose is excreted unchanged in urine.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypokalemia', 'hyponatremia', 'hyperglycemia'],
    renal: {
      status: 'no-data',
      summary:
        'Contraindicated in anuria; the label urges caution in severe renal disease (azotaemia, cumulative effects) but gives no dose rule; no data, not a statement of safety.',
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Electrolytes: hypokalaemia (sensitises the heart to digitalis), hyponatraemia, hypochloraemic alkalosis',
      'Glucose (insulin or oral hypoglycaemic doses may need adjusting); uric acid',
      'Lithium generally not given with diuretics; adds to other antihypertensives',
    ],
    sources: [
      label(
        'Diuril (chlorothiazide) and Sodium Diuril (chlorothiazide sodium)',
        'CLINICAL PHARMACOLOGY; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'isradipine',
    rxcui: '33910',
    name: 'Isradipine',
    brandNames: ['DynaCirc'],
    atc: ['C08CA03'],
    drugClass: 'Dihydropyridine calcium-channel blocker',
    classTags: ['dihydropyridine-ccb'],
    mechanism:
      'Dihydropyridine calcium-channel blocker (oral capsules for hypertension) that dilates arterioles with a small rise in resting heart rate.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: ['Blood pressure; oedema, dizziness, palpitations, flushing'],
    sources: [label('Isradipine capsules', 'CLINICAL PHARMACOLOGY; ADVERSE REACTIONS')],
  }),
  rec({
    id: 'betaxolol',
    rxcui: '1520',
    name: 'Betaxolol',
    synonyms: ['betaxolol hydrochloride'],
    brandNames: ['Kerlone', 'Betoptic S'],
    atc: ['C07AB05', 'S01ED02'],
    drugClass: 'Beta-1-selective adrenergic blocker',
    classTags: ['beta-blocker'],
    mechanism:
      'Beta-1-selective blocker without intrinsic sympathomimetic activity (oral for hypertension; eye drops for glaucoma); absorption complete, bioavailability about 89%.',
    routes: ['oral', 'topical'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: {
      status: 'adjust',
      summary:
        'Clearance falls with renal function: in severe renal impairment and on dialysis the label starts at 5 mg once daily (no CrCl figure given).',
      rules: [
        {
          action: 'reduce',
          text: 'Severe renal impairment or dialysis: start 5 mg once daily, raise by 5 mg every 2 weeks to at most 20 mg daily.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'Hepatic disease does not change clearance significantly; no routine adjustment.',
    },
    monitoring: [
      ...BETA_BLOCKER_MONITORING,
      'Older adults: start at 5 mg (dose-related bradycardia); withdraw gradually',
    ],
    sources: [
      label(
        'Kerlone (betaxolol hydrochloride) tablets',
        'CLINICAL PHARMACOLOGY; DOSAGE AND ADMINISTRATION',
      ),
    ],
  }),
  rec({
    id: 'zinc-sulfate',
    rxcui: '39954',
    name: 'Zinc sulfate',
    synonyms: ['zinc sulphate'],
    atc: ['A12CB01', 'B05XA18'],
    drugClass: 'Trace element (parenteral nutrition additive)',
    classTags: ['zinc-salt'],
    mechanism:
      'Source of zinc, a cofactor of many enzymes, added to parenteral nutrition when oral or enteral nutrition is impossible or insufficient; never infused directly (low pH).',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: {
      status: 'no-data',
      summary:
        'The injection contains aluminium, which accumulates in renal impairment; the label gives no zinc dose rule; no data, not a statement of safety.',
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Zinc concentrations; copper deficiency with prolonged use (check zinc, copper and ceruloplasmin if signs appear)',
      'Pulmonary emboli from parenteral-nutrition precipitates; central line when osmolarity is 900 mOsm/L or more',
      'Total aluminium from all additives at most 5 mcg/kg/day',
    ],
    sources: [
      label(
        'Zinc Sulfate Injection',
        '1 Indications and Usage; 2 Dosage and Administration; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'iron-dextran',
    rxcui: '5992',
    name: 'Iron dextran',
    synonyms: ['iron-dextran complex'],
    brandNames: ['INFeD', 'Dexferrum'],
    drugClass: 'Parenteral iron',
    classTags: ['parenteral-iron'],
    mechanism:
      'Complex of ferric hydroxide and dextran given IV or IM for iron deficiency when oral iron is not tolerated or has failed.',
    routes: ['iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypersensitivity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Anaphylactic-type reactions, some fatal, follow parenteral iron dextran: give a test dose before the first therapeutic dose, keep resuscitation ready, and observe at every dose; fatal reactions have occurred after a tolerated test dose.',
    ],
    monitoring: [
      'Test dose first; observe for anaphylaxis at every administration; more risk with a history of drug allergies',
      'Delayed reactions (arthralgia, fever, myalgia) 1-2 days after large IV doses; iron overload with unwarranted use',
    ],
    sources: [
      label(
        'INFeD (iron dextran injection)',
        'Boxed Warning; 1 Indications and Usage; 4 Contraindications; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'anagrelide',
    rxcui: null,
    name: 'Anagrelide',
    synonyms: ['anagrelide hydrochloride'],
    brandNames: ['Agrylin'],
    atc: ['L01XX35'],
    drugClass: 'Platelet-reducing agent (phosphodiesterase 3 inhibitor)',
    classTags: ['pde3-inhibitor'],
    mechanism:
      'Lowers platelet counts in thrombocythaemia of myeloproliferative neoplasms (essential thrombocythaemia, polycythaemia vera); a PDE3 inhibitor that causes vasodilation, tachycardia and palpitations and prolongs QTc.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'known',
    toxicities: ['cardiotoxicity', 'bleeding'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment raises exposure and QTc risk: reduce the dose in moderate impairment, avoid in severe.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: lower dose with QTc and cardiovascular monitoring.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: avoid.',
        },
      ],
    },
    monitoring: [
      'ECG before treatment; torsades de pointes and ventricular tachycardia reported: not with congenital or acquired long QT, QT-prolonging drugs or hypokalaemia',
      'Heart failure, bradyarrhythmias or electrolyte abnormalities: periodic ECGs; pulmonary hypertension',
      'Aspirin together raised major haemorrhage in a postmarketing study: weigh the combination',
      'Platelets rebound within days of stopping',
    ],
    sources: [
      label(
        'Agrylin (anagrelide hydrochloride)',
        'WARNINGS AND PRECAUTIONS (cardiovascular toxicity, QT prolongation, hepatic impairment, pulmonary hypertension, bleeding with aspirin)',
      ),
    ],
  }),
  rec({
    id: 'edrophonium',
    rxcui: '3752',
    name: 'Edrophonium',
    synonyms: ['edrophonium chloride'],
    brandNames: ['Enlon'],
    atc: ['V04CX07'],
    drugClass: 'Cholinesterase inhibitor (ultra-short-acting)',
    classTags: ['cholinesterase-inhibitor'],
    mechanism:
      'Anticholinesterase acting within 30-60 seconds of IV injection for about 10 minutes: reversal of non-depolarising neuromuscular blockers and evaluation of myasthenia gravis.',
    routes: ['iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Bradycardia up to cardiac standstill, especially in myasthenic crisis testing: atropine at hand',
      'Cholinergic reactions: bronchoconstriction and secretions, salivation, nausea, diarrhoea, fasciculations, convulsions',
    ],
    sources: [
      label('Enlon (edrophonium chloride) injection', 'CLINICAL PHARMACOLOGY; ADVERSE REACTIONS'),
    ],
  }),
  // --- Outpatient drugs ----------------------------------------------------------------------
  rec({
    id: 'salsalate',
    rxcui: '36108',
    name: 'Salsalate',
    atc: ['N02BA06'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (non-acetylated salicylate)',
    classTags: ['nsaid', 'salicylate'],
    mechanism:
      'Dimer of salicylic acid, hydrolysed to two salicylic acid molecules; anti-inflammatory for rheumatoid arthritis and related disorders. Salicylate clearance saturates at anti-inflammatory doses (half-life rises from 3.5 to 16 hours or more).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bleeding', 'thromboembolism', 'hepatotoxicity'],
    renal: {
      status: 'no-data',
      summary:
        'The label urges great care in chronic renal insufficiency but gives no dose rule; no data, not a statement of safety.',
    },
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      'Do not combine with other salicylates (toxic salicylate levels)',
      'GI bleeding and ulceration; liver tests (elevations in up to 15% on NSAIDs)',
      'Bronchospasm in aspirin-sensitive patients is possible, though less likely than with aspirin',
    ],
    sources: [
      label('Salsalate tablets', 'Boxed Warning; CLINICAL PHARMACOLOGY; WARNINGS; PRECAUTIONS'),
    ],
  }),
  rec({
    id: 'tolmetin',
    rxcui: '10636',
    name: 'Tolmetin',
    synonyms: ['tolmetin sodium'],
    brandNames: ['Tolectin'],
    atc: ['M01AB03'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (pyrrole acetic acid)',
    classTags: ['nsaid'],
    mechanism:
      'Non-selective NSAID that inhibits prostaglandin synthesis; for rheumatoid arthritis, osteoarthritis and juvenile rheumatoid arthritis.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bleeding', 'thromboembolism'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      'GI bleeding (peptic ulcers in trials were more frequent with prior ulcer or concomitant corticosteroids); CBC and chemistry on long-term use',
      'Contraindicated after asthma, urticaria or allergic reactions to aspirin or other NSAIDs, and around CABG surgery',
    ],
    sources: [
      label(
        'Tolmetin sodium tablets',
        'Boxed Warning; CONTRAINDICATIONS; PRECAUTIONS (laboratory tests); ADVERSE REACTIONS',
      ),
    ],
  }),
  rec({
    id: 'fenoprofen',
    rxcui: '4331',
    name: 'Fenoprofen',
    synonyms: ['fenoprofen calcium'],
    brandNames: ['Nalfon'],
    atc: ['M01AE04'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (propionic acid derivative)',
    classTags: ['nsaid'],
    mechanism:
      'Non-selective NSAID (arylacetic acid derivative) for mild to moderate pain, rheumatoid arthritis and osteoarthritis.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [
      'bleeding',
      'thromboembolism',
      'hepatotoxicity',
      'hypertension',
      'nephrotoxicity',
      'hyperkalemia',
    ],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      'GI bleeding; liver tests; blood pressure; renal function and potassium; heart failure and oedema',
      'Anaphylactic and serious skin reactions, DRESS; fetal toxicity',
    ],
    sources: [
      label(
        'Nalfon (fenoprofen calcium)',
        'Boxed Warning; 5 Warnings and Precautions; 6 Adverse Reactions',
      ),
    ],
  }),
  rec({
    id: 'chlorpropamide',
    rxcui: '2404',
    name: 'Chlorpropamide',
    brandNames: ['Diabinese'],
    atc: ['A10BB02'],
    drugClass: 'Sulfonylurea (first generation)',
    classTags: ['sulfonylurea'],
    mechanism:
      'Sulfonylurea that releases insulin from pancreatic beta cells; long half-life, excreted in urine unchanged and as metabolites, so hypoglycaemia can last for days.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: {
      status: 'no-data',
      summary:
        'Renal or hepatic insufficiency raises the risk of serious hypoglycaemia; the label gives no dose rule; no data, not a statement of safety.',
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Hypoglycaemia, which may need supervision and frequent feeding for 3-5 days because of the long half-life; beta-blockers mask its signs',
      'More hypoglycaemia with alcohol, deficient intake or a second glucose-lowering drug',
    ],
    sources: [label('Diabinese (chlorpropamide)', 'CLINICAL PHARMACOLOGY; PRECAUTIONS')],
  }),
  rec({
    id: 'gemifloxacin',
    rxcui: '138099',
    name: 'Gemifloxacin',
    synonyms: ['gemifloxacin mesylate'],
    brandNames: ['Factive'],
    atc: ['J01MA15'],
    drugClass: 'Fluoroquinolone antibacterial',
    classTags: ['fluoroquinolone'],
    mechanism:
      'Oral fluoroquinolone for acute bacterial exacerbation of chronic bronchitis (only without alternatives) and community-acquired pneumonia.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['neuropathy', 'hypersensitivity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Fluoroquinolones cause disabling and potentially irreversible reactions that can occur together: tendinitis and tendon rupture, peripheral neuropathy and CNS effects; stop at once and avoid fluoroquinolones after one.',
      'Fluoroquinolones may worsen muscle weakness in myasthenia gravis: avoid in a patient with that history.',
    ],
    monitoring: [
      'Tendon rupture risk is higher over 60 years, with corticosteroids and after kidney, heart or lung transplant',
      'Rash (the commonest reason to stop in trials)',
    ],
    sources: [
      label(
        'Factive (gemifloxacin mesylate)',
        'Boxed Warning; INDICATIONS AND USAGE; ADVERSE REACTIONS',
      ),
    ],
  }),
  rec({
    id: 'vitamin-e',
    rxcui: '11256',
    name: 'Vitamin E',
    synonyms: ['alpha-tocopherol', 'tocopherol', 'dl-alpha-tocopherol', 'd-alpha-tocopherol'],
    atc: ['A11HA03'],
    drugClass: 'Fat-soluble vitamin (antioxidant supplement)',
    classTags: ['vitamin-supplement'],
    mechanism:
      'Fat-soluble antioxidant taken as a supplement; high supplemental doses may reduce clotting and raise the risk of bleeding, including haemorrhagic stroke.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bleeding'],
    renal: {
      status: 'no-data',
      summary:
        'A dietary supplement without prescribing information; no data, not a statement of safety.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'A dietary supplement without prescribing information; no data, not a statement of safety.',
    },
    monitoring: [
      'Bleeding with anticoagulants or antiplatelet drugs such as warfarin',
      'Antioxidant supplements during chemotherapy or radiotherapy: discuss with the oncology team',
      'Upper intake level from supplements 1,500 IU/day (natural) or 1,100 IU/day (synthetic) in adults',
    ],
    sources: [NIH_ODS_VITAMIN_E],
  }),
  rec({
    id: 'norgestrel',
    rxcui: '7518',
    name: 'Norgestrel',
    brandNames: ['Opill'],
    drugClass: 'Progestin',
    classTags: ['progestin'],
    mechanism:
      'Progestin-only daily oral contraceptive (0.075 mg), sold over the counter: thickens cervical mucus and may suppress ovulation; contains no estrogen.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Norgestrel: drugs for seizures, tuberculosis, HIV or pulmonary hypertension and St John’s wort can make it fail; use another birth control method with them.',
        source: otc(
          'Opill (norgestrel tablets)',
          'Ask a doctor or pharmacist before use; consumer information leaflet',
        ),
      },
    ],
    monitoring: [
      'Do not use with breast cancer now or in the past (ask a doctor with any other cancer)',
      'Not with another hormonal contraceptive; not within 5 days after ulipristal',
      'Enzyme-inducing anticonvulsants, rifamycins, some HIV drugs, bosentan and St John’s wort: another method',
    ],
    sources: [
      otc(
        'Opill (norgestrel tablets)',
        'Do not use; Ask a doctor or pharmacist before use; consumer information leaflet',
      ),
    ],
  }),
  rec({
    id: 'meclofenamate',
    rxcui: '588003',
    name: 'Meclofenamate',
    synonyms: ['meclofenamate sodium', 'meclofenamic acid'],
    brandNames: ['Meclomen'],
    atc: ['M01AG04'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (fenamate)',
    classTags: ['nsaid'],
    mechanism:
      'Anthranilic acid NSAID that inhibits prostaglandin synthesis: mild to moderate pain, primary dysmenorrhoea, idiopathic heavy menstrual bleeding, rheumatoid arthritis and osteoarthritis.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bleeding', 'thromboembolism', 'diarrhea'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      'Dose-related diarrhoea (10-33% in trials, about 4% stopped for it)',
      'GI bleeding; peptic ulcers in trials were mostly with prior ulcer or concomitant anti-inflammatory drugs including corticosteroids',
    ],
    sources: [
      label(
        'Meclofenamate sodium capsules',
        'Boxed Warning; INDICATIONS AND USAGE; ADVERSE REACTIONS',
      ),
    ],
  }),
  rec({
    id: 'tolazamide',
    rxcui: '10633',
    name: 'Tolazamide',
    brandNames: ['Tolinase'],
    atc: ['A10BB05'],
    drugClass: 'Sulfonylurea (first generation)',
    classTags: ['sulfonylurea'],
    mechanism:
      'Sulfonylurea that lowers glucose acutely by releasing insulin from pancreatic beta cells (type 2 diabetes).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Hypoglycaemia, more likely with poor intake, alcohol, another glucose-lowering drug, older age; beta-blockers mask its signs',
    ],
    sources: [label('Tolazamide tablets', 'CLINICAL PHARMACOLOGY')],
  }),
  rec({
    id: 'methyclothiazide',
    rxcui: '6860',
    name: 'Methyclothiazide',
    atc: ['C03AA08'],
    drugClass: 'Thiazide diuretic',
    classTags: ['thiazide-diuretic'],
    mechanism: 'Oral thiazide diuretic for hypertension and oedema.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypokalemia', 'hyponatremia', 'hyperglycemia'],
    renal: {
      status: 'no-data',
      summary:
        'The label urges caution in renal disease (azotaemia, cumulative effects) but gives no dose rule; no data, not a statement of safety.',
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Potassium: depletion is unpredictable, more so with corticosteroids or ACTH, cirrhosis or brisk diuresis',
      'Latent diabetes may become manifest; uric acid and gout; serum calcium may rise slightly',
    ],
    sources: [label('Methyclothiazide tablets', 'WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'carteolol',
    rxcui: '2116',
    name: 'Carteolol',
    synonyms: ['carteolol hydrochloride'],
    brandNames: ['Ocupress'],
    atc: ['S01ED05'],
    drugClass: 'Non-selective beta-blocker (ophthalmic)',
    classTags: ['beta-blocker'],
    mechanism:
      'Non-selective beta-blocker with intrinsic sympathomimetic activity, as 1% eye drops for open-angle glaucoma and ocular hypertension; systemic beta-blockade can follow ocular use.',
    routes: ['topical'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Contraindicated in asthma or severe COPD, sinus bradycardia, second- or third-degree AV block, overt heart failure and cardiogenic shock',
      'Bradycardia and lower blood pressure with systemic beta-blockers; masked hypoglycaemia',
    ],
    sources: [
      label(
        'Carteolol hydrochloride ophthalmic solution 1%',
        'CLINICAL PHARMACOLOGY; CONTRAINDICATIONS; ADVERSE REACTIONS',
      ),
    ],
  }),
  rec({
    id: 'flunisolide',
    rxcui: '25120',
    name: 'Flunisolide',
    brandNames: ['Nasarel', 'Nasalide', 'Aerospan'],
    atc: ['R01AD04'],
    drugClass: 'Intranasal corticosteroid',
    classTags: ['inhaled-corticosteroid'],
    mechanism:
      'Potent glucocorticoid nasal spray for allergic rhinitis; rapidly converted by the liver to a much less active metabolite (half-life 1-2 hours), about half of a nasal dose reaching the circulation.',
    routes: ['intranasal'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['infection'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Adrenal insufficiency when replacing systemic corticosteroids; more HPA suppression with alternate-day prednisone',
      'Nasal Candida infection, septal perforation, loss of smell or taste; caution in tuberculosis and untreated infections',
    ],
    sources: [
      label('Nasarel (flunisolide) nasal solution', 'CLINICAL PHARMACOLOGY; WARNINGS; PRECAUTIONS'),
    ],
  }),
  rec({
    id: 'zinc-acetate',
    rxcui: '58295',
    name: 'Zinc acetate',
    brandNames: ['Galzin'],
    atc: ['A16AX05'],
    drugClass: 'Zinc salt (copper absorption blocker)',
    classTags: ['zinc-salt'],
    mechanism:
      'Induces intestinal metallothionein, which binds dietary copper and blocks its absorption: maintenance treatment of Wilson disease after initial chelation; taken on an empty stomach.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Copper deficiency after months to years of use',
      'Not for initial therapy of symptomatic patients (delayed effect)',
    ],
    sources: [
      label(
        'Galzin (zinc acetate) capsules',
        'INDICATIONS AND USAGE; DOSAGE AND ADMINISTRATION; WARNINGS; PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'eprosartan',
    rxcui: '83515',
    name: 'Eprosartan',
    synonyms: ['eprosartan mesylate'],
    brandNames: ['Teveten'],
    atc: ['C09CA02'],
    drugClass: 'Angiotensin II receptor blocker',
    classTags: ['angiotensin-receptor-blocker', 'renin-angiotensin-blocker'],
    mechanism:
      'Selective, competitive AT1-receptor antagonist (non-biphenyl, non-tetrazole) for hypertension; does not inhibit ACE.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['embryo-fetal'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Fetal toxicity: drugs acting on the renin-angiotensin system injure and kill the developing fetus; stop as soon as pregnancy is detected.',
    ],
    monitoring: [
      'Renal function with NSAIDs, including COX-2 inhibitors, in older, volume-depleted or renally impaired patients (acute renal failure); NSAIDs blunt the effect',
      'Avoid combining renin-angiotensin inhibitors (no added benefit, more harm); serum lithium',
    ],
    sources: [
      label(
        'Teveten (eprosartan mesylate)',
        'Boxed Warning; CLINICAL PHARMACOLOGY; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'norfloxacin',
    rxcui: '7517',
    name: 'Norfloxacin',
    brandNames: ['Noroxin'],
    atc: ['J01MA06'],
    drugClass: 'Fluoroquinolone antibacterial',
    classTags: ['fluoroquinolone'],
    mechanism:
      'Oral fluoroquinolone for urinary tract infections and prostatitis, reserved for uncomplicated cystitis without alternatives; 30-40% absorbed, less with food or dairy. Inhibits CYP1A2 in vitro, with raised theophylline in patients; the label gives no fold change, so no grade is recorded.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['neuropathy'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Fluoroquinolones cause disabling and potentially irreversible reactions that can occur together: tendinitis and tendon rupture, peripheral neuropathy and CNS effects; stop at once and avoid fluoroquinolones after one.',
      'Fluoroquinolones may worsen muscle weakness in myasthenia gravis: avoid in a patient with that history.',
    ],
    classInstructions: [
      {
        with: {
          pathway: 'CYP1A2',
          role: 'substrate',
          levels: ['sensitive', 'moderate'],
          change: 'raises',
        },
        instruction: 'monitor',
        text: 'Norfloxacin inhibits CYP1A2: monitor patients on CYP1A2 substrates (theophylline, clozapine, tizanidine, ropinirole, caffeine) for raised levels.',
        source: label('Noroxin (norfloxacin)', 'PRECAUTIONS: Drug Interactions'),
      },
    ],
    monitoring: [
      'Theophylline and cyclosporine levels; INR with warfarin; glucose with glyburide (severe hypoglycaemia reported)',
      'Nitrofurantoin not recommended together; probenecid lowers its urinary excretion',
    ],
    sources: [
      label(
        'Noroxin (norfloxacin)',
        'Boxed Warning; CLINICAL PHARMACOLOGY; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
];

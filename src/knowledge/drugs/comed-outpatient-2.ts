import type { DrugInput } from '../../core/knowledge/drug';
import {
  ANTIDEPRESSANT_BOXED,
  ANTIPSYCHOTIC_DEMENTIA_BOXED,
  batchRecord,
  BENZODIAZEPINE_BOXED,
  COMPLEX_SLEEP_BEHAVIOR_BOXED,
  CPIC_G6PD,
  CPIC_NSAIDS,
  CPIC_TCA,
  CREDIBLEMEDS,
  FDA_DDI_TABLE,
  label,
  NO_HEPATIC,
  NO_RENAL,
  NSAID_BOXED,
  OPIOID_BOXED,
  OPIOID_CYP3A4_BOXED,
  otc,
  STIMULANT_BOXED,
} from './comed-sources';

/*
 * Co-medications of oncology patients, second outpatient batch (issue 25, item 3): the drugs of
 * the ONC high-priority interaction list (Phansalkar S et al., JAMIA 2012, PMID 22539083) that had
 * no record (triptans, ergots, thioridazine, ramelteon, pseudoephedrine, methylene blue,
 * trimethoprim), then analgesics, anticholinergics, muscle relaxants, psychiatric, neurological,
 * GI and dermatology drugs among the most prescribed US outpatient drugs.
 *
 * Conventions (as in comed-sources.ts and comed-shared.ts):
 * - RxCUIs are the RxNorm ingredient (IN) concepts of the shipped vocabulary (RxNorm Current
 *   Prescribable Content 2025-10-06, src/knowledge/rxnorm). Its public extract lacks ingredients
 *   starting with A, so those records carry `rxcui: null` with RXCUI_NOT_IN_EXTRACT and match by
 *   name.
 * - CYP grades follow the FDA table of clinical index drugs where it lists the drug; otherwise the
 *   label's own fold-changes (a 2- to 5-fold AUC rise with a strong inhibitor is 'moderate').
 *   Where a label forbids a class of inhibitors after case reports but publishes no fold-change
 *   (the ergot alkaloids), the pathway is graded 'moderate', the lowest grade the checker acts
 *   on, and the mechanism text says so: the label's tier is the curated interaction's job.
 * - An empty pathway map means "no documented role the checker can use", never "none"; renal and
 *   hepatic rules say "no data" where the label gives no rule.
 * - `labelRevised` lives in the label registry (src/knowledge/labels/pinned-recs-2.ts), not here.
 */

export const REVIEWED_RECS_2 = '2026-11-28';

/** Fills the fields every record here shares (see `batchRecord`). */
const rec = batchRecord(REVIEWED_RECS_2);

const TRIPTAN_MONITORING = [
  'Contraindicated within 24 hours of another triptan or an ergot (ergotamine, dihydroergotamine): additive vasospasm',
  'Serotonin syndrome with SSRIs, SNRIs, tricyclics and MAO inhibitors',
  'Coronary, cerebrovascular or peripheral vascular disease and uncontrolled hypertension are contraindications',
  'Medication-overuse headache with use on 10 or more days a month',
];

const TRIPTAN_MECHANISM = 'Serotonin 5-HT1B/1D receptor agonist (triptan) for acute migraine';

const ERGOT_BOXED =
  'Serious or life-threatening peripheral and cerebral ischaemia has followed coadministration with potent CYP3A4 inhibitors (protease inhibitors, macrolides, azole antifungals); the combination is contraindicated.';

const ERGOT_MONITORING = [
  'Never with potent CYP3A4 inhibitors (ritonavir and other protease inhibitors, cobicistat, clarithromycin, erythromycin, ketoconazole, itraconazole, voriconazole); caution with weaker ones',
  'Not within 24 hours of a triptan; avoid other vasoconstrictors and sympathomimetics',
  'Signs of ergotism: cold, numb or painful extremities, chest pain, hypertension',
];

const NSAID_TOXICITIES: DrugInput['toxicities'] = [
  'bleeding',
  'nephrotoxicity',
  'hypertension',
  'thromboembolism',
  'hyperkalemia',
];
const NSAID_RARE: DrugInput['rareToxicities'] = [
  'hepatotoxicity',
  'dermatologic',
  'hypersensitivity',
];

const NSAID_MONITORING = [
  'Blood pressure, renal function and potassium, especially with ACE inhibitors, ARBs, diuretics or other nephrotoxic drugs',
  'Gastrointestinal bleeding, with extra caution alongside anticoagulants, antiplatelets, SSRIs/SNRIs, corticosteroids and thrombocytopenia',
  'Methotrexate and pemetrexed: NSAIDs reduce their renal clearance',
];

/** The class statement of every NSAID label (5.6 Renal Toxicity): no CrCl figure is given. */
const NSAID_RENAL: DrugInput['renal'] = {
  status: 'avoid',
  summary:
    'Not recommended in advanced renal disease unless the benefit outweighs the risk of worsening renal function (no CrCl figure in the label); monitor renal function if used.',
  rules: [],
};

const OPIOID_MONITORING = [
  'Respiratory depression and sedation, especially at initiation, after dose increases and with benzodiazepines, gabapentinoids, alcohol or other CNS depressants',
  'Constipation: start a bowel regimen',
];

const AGONIST_ANTAGONIST_NOTE =
  'Mixed agonist-antagonist: can precipitate withdrawal in patients on full mu-opioid agonists and reduce their analgesia';

const ANTICHOLINERGIC_MONITORING = [
  'Additive anticholinergic burden with tricyclics, antihistamines, antipsychotics and antispasmodics: constipation (worse with opioids), urinary retention, confusion and delirium in older adults, heat intolerance',
  'Contraindicated in narrow-angle glaucoma, obstructive uropathy and obstructive GI disease',
];

const MUSCLE_RELAXANT_MONITORING = [
  'Additive sedation with opioids, benzodiazepines, gabapentinoids and alcohol; falls in older adults',
];

const ANTIDEPRESSANT_MONITORING = [
  'Serotonin syndrome with other serotonergic drugs (triptans, tramadol, fentanyl, linezolid, methylene blue); contraindicated with MAO inhibitors and within 14 days of one',
  'Bleeding with NSAIDs, aspirin, anticoagulants and thrombocytopenia; hyponatraemia in older adults',
  'Suicidality and activation in young adults, especially after starting or changing the dose',
];

const ANTIPSYCHOTIC_MONITORING = [
  'Metabolic monitoring (weight, glucose, lipids); tardive dyskinesia and neuroleptic malignant syndrome',
  'Additive sedation and orthostatic hypotension with opioids, benzodiazepines and antihypertensives; falls in older adults',
];

const BENZO_MONITORING = [
  'Opioids (boxed warning), gabapentinoids, alcohol and other CNS depressants: profound sedation and respiratory depression',
  'Falls, confusion and delirium in older adults; taper gradually after regular use',
];

const HYPNOTIC_MONITORING = [
  'Additive CNS depression with opioids, benzodiazepines, alcohol and other sedatives; next-day impairment of driving',
  'Complex sleep behaviours and sleep paralysis; worsening depression or suicidal thoughts',
];

const AED_MONITORING = [
  'Additive sedation and dizziness with opioids, benzodiazepines and alcohol',
  'Do not stop abruptly (seizure recurrence); suicidal thoughts and mood changes (class warning)',
];

const MAOB_MONITORING = [
  'Contraindicated with other MAO inhibitors (including linezolid), meperidine, methadone, tramadol, St John’s wort, cyclobenzaprine and dextromethorphan; wait 14 days after stopping',
  'Serotonin syndrome with SSRIs, SNRIs and tricyclics; hypertension with sympathomimetics and very tyramine-rich food',
];

const CHOLINESTERASE_MONITORING = [
  'Bradycardia and syncope, especially with beta-blockers, digoxin or diltiazem/verapamil',
  'Anticholinergic drugs (oxybutynin, tricyclics, antihistamines) oppose its effect',
  'Gastrointestinal bleeding risk with NSAIDs (increased gastric acid secretion)',
];

const JAK_BOXED = [
  'Serious infections leading to hospitalisation or death (tuberculosis, invasive fungal, viral and opportunistic infections); screen for tuberculosis and monitor.',
  'Higher all-cause mortality, malignancy (lymphoma, lung cancer), major adverse cardiovascular events and thrombosis than with TNF blockers in older rheumatoid arthritis patients with cardiovascular risk factors.',
];

const JAK_MONITORING = [
  'Blood counts (lymphocytes, neutrophils, haemoglobin), liver tests and lipids; avoid live vaccines',
  'Not with biologic DMARDs or potent immunosuppressants such as azathioprine and cyclosporine',
];

const STIMULANT_MONITORING = [
  'Contraindicated with MAO inhibitors and within 14 days of one (hypertensive crisis)',
  'Blood pressure and heart rate; misuse and diversion',
];

const RETINOID_MONITORING = [
  'Tetracyclines (doxycycline, minocycline) are contraindicated: pseudotumor cerebri',
  'Vitamin A supplements add to toxicity; lipids and liver tests',
];

const VMAT2_MONITORING = [
  'Depression and suicidal thoughts; sedation, parkinsonism and neuroleptic malignant syndrome',
  'Contraindicated with MAO inhibitors, reserpine and another VMAT2 inhibitor',
  'QT prolongation: avoid with other QT-prolonging drugs and in congenital long QT or arrhythmia',
];

const S1P_MONITORING = [
  'First-dose bradycardia and AV block: ECG before the first dose and monitoring per label; beta-blockers, diltiazem, verapamil and digoxin add to it',
  'Class Ia or III antiarrhythmics and other QT-prolonging drugs: avoid or monitor per label',
  'Infections (varicella immunity, cryptococcal and PML), macular oedema, liver tests; avoid live vaccines',
];

export const comedOutpatient2Drugs: DrugInput[] = [
  // --- ONC high-priority list: triptans -------------------------------------------------------
  rec({
    id: 'zolmitriptan',
    rxcui: '135775',
    name: 'Zolmitriptan',
    brandNames: ['Zomig', 'Zomig-ZMT'],
    atc: ['N02CC03'],
    drugClass: 'Triptan (5-HT1B/1D agonist)',
    classTags: ['triptan'],
    mechanism: `${TRIPTAN_MECHANISM}. Converted by CYP1A2 to an active N-desmethyl metabolite that MAO-A clears; MAO-A inhibitors raise both, and cimetidine doubles the half-life.`,
    routes: ['oral', 'intranasal'],
    pathways: { CYP1A2: { substrate: 'minor' } },
    classInstructions: [
      {
        // MAO-A, not MAO-B: selegiline 10 mg a day did not change zolmitriptan kinetics (Zomig 12.3).
        with: { classTag: 'mao-a-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO-A or non-selective MAO inhibitor, or within 2 weeks of stopping one: MAO-A clears the active metabolite, and zolmitriptan exposure rises.',
        source: label('Zomig (zolmitriptan)', '4 Contraindications; 7.2 MAO-A Inhibitors'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'hypertension'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate or severe hepatic impairment: lower dose (1.25 mg) and a maximum of 5 mg a day.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: 1.25 mg per dose, at most 5 mg in 24 hours.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: 1.25 mg per dose, at most 5 mg in 24 hours.',
        },
      ],
    },
    monitoring: [
      ...TRIPTAN_MONITORING,
      'Contraindicated with MAO-A inhibitors and within 2 weeks of stopping one; cimetidine: at most 5 mg in 24 hours',
    ],
    sources: [
      label(
        'Zomig (zolmitriptan)',
        '2 Dosage and Administration (hepatic impairment, cimetidine); 4 Contraindications; 7.2 MAO-A Inhibitors; 7.5 Cimetidine',
      ),
    ],
  }),
  rec({
    id: 'eletriptan',
    rxcui: '231049',
    name: 'Eletriptan',
    brandNames: ['Relpax'],
    atc: ['N02CC06'],
    drugClass: 'Triptan (5-HT1B/1D agonist)',
    classTags: ['triptan'],
    mechanism: `${TRIPTAN_MECHANISM}. Cleared mainly by CYP3A4: ketoconazole raised its AUC about 6-fold, so it must not be taken within 72 hours of a strong CYP3A4 inhibitor.`,
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Do not take within 72 hours of a strong CYP3A4 inhibitor: ketoconazole raised eletriptan exposure about 6-fold.',
        source: label('Relpax (eletriptan)', '4 Contraindications; 7.1 CYP3A4 Inhibitors'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'hypertension'],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: not recommended (not studied).',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      ...TRIPTAN_MONITORING,
      'Do not use within 72 hours of a strong CYP3A4 inhibitor (ketoconazole, itraconazole, clarithromycin, ritonavir, nelfinavir)',
    ],
    sources: [
      label(
        'Relpax (eletriptan)',
        '4 Contraindications; 7.1 CYP3A4 Inhibitors; 8.6 Hepatic Impairment; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'naratriptan',
    rxcui: '141366',
    name: 'Naratriptan',
    brandNames: ['Amerge'],
    atc: ['N02CC02'],
    drugClass: 'Triptan (5-HT1B/1D agonist)',
    classTags: ['triptan'],
    mechanism: `${TRIPTAN_MECHANISM}. Mostly excreted unchanged in urine, with metabolism by a wide range of CYP enzymes; its clearance falls in renal impairment.`,
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'hypertension'],
    renal: {
      status: 'adjust',
      summary:
        'Mild to moderate renal impairment: start 1 mg, at most 2.5 mg in 24 hours; severe impairment (CrCl below 15 mL/min): contraindicated.',
      rules: [
        {
          crclBelow: 15,
          action: 'avoid',
          text: 'CrCl below 15 mL/min: contraindicated.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild to moderate hepatic impairment: start 1 mg, at most 2.5 mg in 24 hours; severe impairment (Child-Pugh C): contraindicated.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: start 1 mg, at most 2.5 mg in 24 hours.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    monitoring: TRIPTAN_MONITORING,
    sources: [
      label(
        'Amerge (naratriptan)',
        '2 Dosage and Administration (renal and hepatic impairment); 4 Contraindications; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'almotriptan',
    rxcui: null,
    name: 'Almotriptan',
    brandNames: ['Axert'],
    atc: ['N02CC05'],
    drugClass: 'Triptan (5-HT1B/1D agonist)',
    classTags: ['triptan'],
    mechanism: `${TRIPTAN_MECHANISM}. Cleared by MAO-A, CYP3A4 and CYP2D6 and by renal excretion; ketoconazole raised its AUC about 60%, so the dose is capped with potent CYP3A4 inhibitors.`,
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' }, CYP2D6: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'hypertension'],
    renal: {
      status: 'adjust',
      summary: 'Severe renal impairment: start 6.25 mg, at most 12.5 mg in 24 hours.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'Severe renal impairment (CrCl 30 mL/min or below): 6.25 mg starting dose, at most 12.5 mg a day.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: start 6.25 mg, at most 12.5 mg in 24 hours.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: 6.25 mg starting dose, at most 12.5 mg a day.',
        },
      ],
    },
    monitoring: [
      ...TRIPTAN_MONITORING,
      'With a potent CYP3A4 inhibitor (ketoconazole, itraconazole, ritonavir, erythromycin): 6.25 mg starting dose, at most 12.5 mg a day',
    ],
    sources: [
      label(
        'Axert (almotriptan)',
        'Dosage and Administration (renal and hepatic impairment, CYP3A4 inhibitors); Contraindications; Clinical Pharmacology',
      ),
    ],
  }),
  rec({
    id: 'frovatriptan',
    rxcui: '228783',
    name: 'Frovatriptan',
    brandNames: ['Frova'],
    atc: ['N02CC07'],
    drugClass: 'Triptan (5-HT1B/1D agonist)',
    classTags: ['triptan'],
    mechanism: `${TRIPTAN_MECHANISM}, with a long half-life (about 26 hours). Metabolised mainly by CYP1A2; no dose rule for CYP1A2 inhibitors in the label.`,
    routes: ['oral'],
    pathways: { CYP1A2: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'hypertension'],
    renal: {
      status: 'no-adjustment',
      summary: 'Renal impairment did not change exposure meaningfully; no adjustment in the label.',
    },
    hepatic: NO_HEPATIC,
    monitoring: TRIPTAN_MONITORING,
    sources: [
      label(
        'Frova (frovatriptan)',
        '4 Contraindications; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  // --- ONC high-priority list: ergot alkaloids -------------------------------------------------
  rec({
    id: 'ergotamine',
    rxcui: '4025',
    name: 'Ergotamine',
    synonyms: ['ergotamine tartrate', 'ergotamine and caffeine'],
    brandNames: ['Cafergot', 'Ergomar', 'Migergot'],
    atc: ['N02CA02'],
    drugClass: 'Ergot alkaloid (antimigraine)',
    classTags: ['ergot-alkaloid'],
    mechanism:
      'Ergot alkaloid that constricts cranial and peripheral vessels through serotonin and alpha-adrenergic receptors. Extensively metabolised by CYP3A4; the label contraindicates potent CYP3A4 inhibitors after cases of ergotism, without a published fold-change (graded moderate here so the checker finds the pair).',
    routes: ['oral', 'sublingual', 'rectal'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Potent CYP3A4 inhibitors are contraindicated: vasospasm with cerebral or peripheral ischaemia has followed the combination.',
        source: label(
          'Cafergot (ergotamine tartrate and caffeine)',
          'Boxed Warning; CONTRAINDICATIONS',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: {
      status: 'avoid',
      summary: 'Contraindicated in renal impairment (the label gives no CrCl figure).',
      rules: [],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in hepatic impairment.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Hepatic impairment: contraindicated.' },
      ],
    },
    boxedWarnings: [ERGOT_BOXED],
    monitoring: [
      ...ERGOT_MONITORING,
      'At most 6 mg per attack and 10 mg a week; not for daily use (fibrosis with chronic use)',
    ],
    sources: [
      label(
        'Cafergot (ergotamine tartrate and caffeine)',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS (CYP3A4 inhibitors); PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'dihydroergotamine',
    rxcui: '3418',
    name: 'Dihydroergotamine',
    synonyms: ['DHE', 'dihydroergotamine mesylate'],
    brandNames: ['D.H.E. 45', 'Migranal', 'Trudhesa'],
    atc: ['N02CA01'],
    drugClass: 'Ergot alkaloid (antimigraine)',
    classTags: ['ergot-alkaloid'],
    mechanism:
      'Hydrogenated ergotamine; agonist at 5-HT1D and other serotonin, adrenergic and dopamine receptors. Metabolised by CYP3A4; the label contraindicates potent CYP3A4 inhibitors after ischaemic events, without a published fold-change (graded moderate so the checker finds the pair).',
    routes: ['iv', 'im', 'sc', 'intranasal'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Potent CYP3A4 inhibitors are contraindicated: vasospasm with cerebral or peripheral ischaemia has followed the combination.',
        source: label(
          'D.H.E. 45 (dihydroergotamine mesylate) injection',
          'Boxed Warning; CONTRAINDICATIONS',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: {
      status: 'avoid',
      summary: 'Contraindicated in severely impaired renal function (no CrCl figure given).',
      rules: [],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in severely impaired hepatic function.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    boxedWarnings: [ERGOT_BOXED],
    monitoring: ERGOT_MONITORING,
    sources: [
      label(
        'D.H.E. 45 (dihydroergotamine mesylate) injection',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS (CYP3A4 inhibitors)',
      ),
    ],
  }),
  rec({
    id: 'methylergonovine',
    rxcui: '6883',
    name: 'Methylergonovine',
    synonyms: ['methylergometrine'],
    brandNames: ['Methergine'],
    atc: ['G02AB01'],
    drugClass: 'Ergot alkaloid (uterotonic)',
    classTags: ['ergot-alkaloid'],
    mechanism:
      'Ergot alkaloid that contracts uterine and vascular smooth muscle (postpartum haemorrhage). The label tells prescribers not to give potent CYP3A4 inhibitors with it, from the ergotamine and dihydroergotamine experience; no case with methylergonovine alone and no fold-change is published (graded moderate so the checker finds the pair).',
    routes: ['oral', 'im', 'iv'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Potent CYP3A4 inhibitors should not be given with it: ergot vasospasm and ischaemia, as reported with the related ergot alkaloids.',
        source: label(
          'Methergine (methylergonovine maleate)',
          'PRECAUTIONS: Drug Interactions (CYP3A4 inhibitors)',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Potent CYP3A4 inhibitors (macrolides, HIV protease inhibitors, azole antifungals) should not be given with it',
      'Blood pressure: contraindicated in hypertension and pre-eclampsia; caution with other vasoconstrictors',
    ],
    sources: [
      label(
        'Methergine (methylergonovine maleate)',
        'CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions (CYP3A4 inhibitors)',
      ),
    ],
  }),
  // --- ONC high-priority list: others ----------------------------------------------------------
  rec({
    id: 'thioridazine',
    rxcui: '10502',
    name: 'Thioridazine',
    brandNames: ['Mellaril'],
    atc: ['N05AC02'],
    drugClass: 'Phenothiazine antipsychotic (first generation)',
    classTags: ['typical-antipsychotic', 'phenothiazine'],
    mechanism:
      'Piperidine phenothiazine dopamine D2 antagonist with marked anticholinergic activity and dose-related QTc prolongation. Cleared by CYP2D6: the label contraindicates it in reduced CYP2D6 activity and with CYP2D6 inhibitors (fluoxetine, paroxetine) and with fluvoxamine, propranolol and pindolol (fluvoxamine raised levels about 3-fold).',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP2D6', role: 'inhibitor', levels: ['strong', 'moderate'] },
        instruction: 'contraindicated',
        text: 'Contraindicated with drugs that inhibit CYP2D6 (fluoxetine, paroxetine and others): higher thioridazine levels and more QTc prolongation, with torsades de pointes and sudden death.',
        source: label('Thioridazine hydrochloride tablets', 'Boxed Warning; CONTRAINDICATIONS'),
      },
    ],
    qtRisk: 'known',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Dose-related QTc prolongation with torsades de pointes and sudden death; reserve for schizophrenia that has failed other antipsychotics.',
      ANTIPSYCHOTIC_DEMENTIA_BOXED,
    ],
    monitoring: [
      'Baseline ECG and potassium; contraindicated with QTc above 450 ms, with other QT-prolonging drugs, and in congenital long QT or arrhythmia history',
      'Contraindicated with CYP2D6 inhibitors (fluoxetine, paroxetine), fluvoxamine, propranolol, pindolol, and in known CYP2D6 poor metabolisers',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label('Thioridazine hydrochloride tablets', 'Boxed Warning; CONTRAINDICATIONS; WARNINGS'),
      CREDIBLEMEDS,
    ],
  }),
  rec({
    id: 'ramelteon',
    rxcui: '596205',
    name: 'Ramelteon',
    brandNames: ['Rozerem'],
    atc: ['N05CH02'],
    drugClass: 'Melatonin receptor agonist (hypnotic)',
    classTags: ['melatonin-agonist'],
    mechanism:
      'MT1/MT2 melatonin receptor agonist for sleep-onset insomnia. Metabolised mainly by CYP1A2 (a sensitive CYP1A2 substrate in the FDA table; fluvoxamine raised its AUC about 190-fold), with minor CYP2C9 and CYP3A4 roles; rifampin lowers it by about 80%.',
    routes: ['oral'],
    pathways: {
      CYP1A2: { substrate: 'sensitive' },
      CYP3A4: { substrate: 'minor' },
      CYP2C9: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in renal impairment in the label.',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: not recommended; moderate impairment: use with caution.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'monitor',
          text: 'Moderate hepatic impairment: use with caution.',
        },
      ],
    },
    monitoring: [
      'Contraindicated with fluvoxamine; caution with other CYP1A2 inhibitors (ciprofloxacin) and with ketoconazole or fluconazole',
      'Additive sedation with alcohol and other CNS depressants; complex sleep behaviours',
    ],
    sources: [
      label(
        'Rozerem (ramelteon)',
        '2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions; 8.6 Hepatic Impairment',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'methylene-blue',
    rxcui: '6878',
    name: 'Methylene blue',
    synonyms: ['methylthioninium chloride'],
    brandNames: ['ProvayBlue'],
    atc: ['V03AB17'],
    drugClass:
      'Oxidation-reduction agent (methaemoglobinaemia antidote); reversible MAO-A inhibitor',
    classTags: ['methemoglobinemia-antidote', 'mao-inhibitor'],
    mechanism:
      'Reduced to leucomethylene blue, which converts methaemoglobin back to haemoglobin. It is also a potent reversible inhibitor of MAO-A, so with serotonergic drugs it can cause serotonin syndrome (boxed warning).',
    routes: ['iv'],
    pathways: {},
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'avoid',
        text: 'Avoid with another MAO inhibitor: methylene blue is itself a potent MAO-A inhibitor, and serotonin syndrome can be fatal.',
        source: label(
          'ProvayBlue (methylene blue) injection',
          'Boxed Warning; 5.1 Serotonin Syndrome; 7.1 Serotonergic Drugs',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'hemolysis'],
    rareToxicities: ['methemoglobinemia', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'Moderate or severe renal impairment: a single 1 mg/kg dose (no repeat dose).',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'Moderate or severe renal impairment: give a single 1 mg/kg dose only.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Serious or fatal serotonin syndrome with serotonergic drugs (SSRIs, SNRIs, MAO inhibitors) and opioids; avoid the combination, and do not restart serotonergic drugs until 72 hours after the last dose.',
    ],
    monitoring: [
      'Stop serotonergic drugs before elective use; if it must be given urgently, watch for serotonin syndrome and restart serotonergic drugs no sooner than 72 hours after the last dose',
      'Contraindicated in G6PD deficiency (haemolytic anaemia; methaemoglobinaemia may not resolve)',
      'Pulse oximetry reads falsely low during and after the dose',
    ],
    pgxGenes: ['G6PD'],
    sources: [
      label(
        'ProvayBlue (methylene blue) injection',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 4 Contraindications (G6PD deficiency); 5.1 Serotonin Syndrome; 7 Drug Interactions',
      ),
      CPIC_G6PD,
    ],
  }),
  // --- Opioids and other analgesics -----------------------------------------------------------
  rec({
    id: 'levorphanol',
    rxcui: '6378',
    name: 'Levorphanol',
    brandNames: [],
    atc: [],
    drugClass: 'Opioid agonist (morphinan)',
    classTags: ['opioid'],
    mechanism:
      'Full mu-opioid agonist with NMDA-receptor antagonism and a long, variable half-life (accumulates over days); cleared by glucuronidation, with no CYP role the label documents.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: OPIOID_BOXED,
    monitoring: [
      ...OPIOID_MONITORING,
      'Long half-life: titrate no faster than every few days; sedation can appear late',
    ],
    sources: [
      label(
        'Levorphanol tartrate tablets',
        'Boxed Warning; 2 Dosage and Administration; 5 Warnings and Precautions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'butorphanol',
    rxcui: '1841',
    name: 'Butorphanol',
    brandNames: ['Stadol'],
    atc: ['N02AF01'],
    drugClass: 'Opioid agonist-antagonist',
    classTags: ['opioid', 'opioid-agonist-antagonist'],
    mechanism:
      'Kappa-opioid agonist and partial mu agonist/antagonist (nasal spray and injection). Hepatically metabolised; the label warns that CYP3A4 inhibitors may raise its concentrations but gives no fold-change.',
    routes: ['intranasal', 'iv', 'im'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong', 'moderate'] },
        instruction: 'monitor',
        text: 'CYP3A4 inhibitors can raise butorphanol levels (boxed warning): watch for respiratory depression and sedation, and lower the dose if needed.',
        source: label('Butorphanol tartrate nasal spray', 'Boxed Warning; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'monitor',
        text: 'Stopping a CYP3A4 inducer raises butorphanol levels, starting one can cause withdrawal (boxed warning): monitor when either changes.',
        source: label('Butorphanol tartrate nasal spray', 'Boxed Warning; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment: same initial dose, but lengthen the interval between doses (about 6 to 8 hours) and titrate by response.',
      rules: [],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment: same initial dose, but lengthen the interval between doses (about 6 to 8 hours) and titrate by response.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'extend-interval',
          text: 'Hepatic impairment: repeat doses no sooner than every 6 to 8 hours.',
        },
      ],
    },
    boxedWarnings: [...OPIOID_BOXED, OPIOID_CYP3A4_BOXED],
    monitoring: [...OPIOID_MONITORING, AGONIST_ANTAGONIST_NOTE],
    sources: [
      label(
        'Butorphanol tartrate nasal spray',
        'Boxed Warning (CYP3A4 interaction; benzodiazepines); WARNINGS; DOSAGE AND ADMINISTRATION (elderly, hepatic and renal impairment)',
      ),
    ],
  }),
  rec({
    id: 'nalbuphine',
    rxcui: '7238',
    name: 'Nalbuphine',
    brandNames: ['Nubain'],
    atc: ['N02AF02'],
    drugClass: 'Opioid agonist-antagonist',
    classTags: ['opioid', 'opioid-agonist-antagonist'],
    mechanism:
      'Kappa-opioid agonist and mu-opioid antagonist given by injection; respiratory depression has a ceiling but is additive with other CNS depressants.',
    routes: ['iv', 'im', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Serious, life-threatening or fatal respiratory depression can occur; monitor, especially at initiation.',
      'Concomitant benzodiazepines or other CNS depressants can cause profound sedation, respiratory depression, coma and death.',
    ],
    monitoring: [...OPIOID_MONITORING, AGONIST_ANTAGONIST_NOTE],
    sources: [label('Nalbuphine hydrochloride injection', 'Boxed Warning; WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'pentazocine',
    rxcui: '8001',
    name: 'Pentazocine',
    synonyms: ['pentazocine and naloxone'],
    brandNames: ['Talwin'],
    atc: ['N02AD01'],
    drugClass: 'Opioid agonist-antagonist',
    classTags: ['opioid', 'opioid-agonist-antagonist'],
    mechanism:
      'Kappa agonist and weak mu antagonist; the oral tablets contain naloxone to deter injection. Hepatically metabolised.',
    routes: ['oral', 'iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: OPIOID_BOXED,
    monitoring: [...OPIOID_MONITORING, AGONIST_ANTAGONIST_NOTE],
    sources: [label('Pentazocine and naloxone tablets', 'Boxed Warning; WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'ketamine',
    rxcui: '6130',
    name: 'Ketamine',
    brandNames: ['Ketalar'],
    atc: ['N01AX03'],
    drugClass: 'NMDA-receptor antagonist (dissociative anaesthetic)',
    classTags: ['arylcyclohexylamine', 'general-anesthetic'],
    mechanism:
      'Non-competitive NMDA-receptor antagonist used for anaesthesia and, at low doses, for refractory cancer pain; N-demethylated in the liver (CYP3A4 and CYP2B6) to active norketamine.',
    routes: ['iv', 'im'],
    pathways: { CYP3A4: { substrate: 'minor' }, CYP2B6: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Blood pressure and heart rate rise; emergence reactions (hallucinations, delirium), fewer with a benzodiazepine',
      'Additive respiratory depression with opioids and sedatives',
    ],
    sources: [
      label(
        'Ketalar (ketamine hydrochloride) injection',
        '5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'piroxicam',
    rxcui: '8356',
    name: 'Piroxicam',
    brandNames: ['Feldene'],
    atc: ['M01AC01'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (oxicam)',
    classTags: ['nsaid'],
    mechanism:
      'Non-selective COX inhibitor with a half-life of about 50 hours; cleared by CYP2C9, so exposure is several-fold higher in CYP2C9 poor metabolisers.',
    routes: ['oral'],
    pathways: { CYP2C9: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: NSAID_TOXICITIES,
    rareToxicities: NSAID_RARE,
    renal: NSAID_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      ...NSAID_MONITORING,
      'CYP2C9 poor metabolisers: CPIC recommends an alternative NSAID not metabolised by CYP2C9',
    ],
    pgxGenes: ['CYP2C9'],
    sources: [
      label(
        'Feldene (piroxicam)',
        'Boxed Warning; 5 Warnings and Precautions; 12.5 Pharmacogenomics',
      ),
      CPIC_NSAIDS,
    ],
  }),
  rec({
    id: 'flurbiprofen',
    rxcui: '4502',
    name: 'Flurbiprofen',
    brandNames: ['Ansaid'],
    atc: ['M01AE09'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (propionic acid)',
    classTags: ['nsaid'],
    mechanism:
      'Non-selective COX inhibitor cleared mainly by CYP2C9; exposure roughly doubles in CYP2C9 poor metabolisers.',
    routes: ['oral'],
    pathways: { CYP2C9: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: NSAID_TOXICITIES,
    rareToxicities: NSAID_RARE,
    renal: NSAID_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      ...NSAID_MONITORING,
      'CYP2C9 poor metabolisers: CPIC advises starting at 25-50% of the lowest dose',
    ],
    pgxGenes: ['CYP2C9'],
    sources: [
      label(
        'Flurbiprofen tablets',
        'Boxed Warning; 5 Warnings and Precautions; 12.5 Pharmacogenomics',
      ),
      CPIC_NSAIDS,
    ],
  }),
  rec({
    id: 'sulindac',
    rxcui: '10237',
    name: 'Sulindac',
    brandNames: ['Clinoril'],
    atc: ['M01AB02'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (acetic acid)',
    classTags: ['nsaid'],
    mechanism:
      'Prodrug reduced to an active sulfide metabolite that inhibits COX-1 and COX-2; enterohepatic recirculation prolongs its effect.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: NSAID_TOXICITIES,
    rareToxicities: NSAID_RARE,
    renal: NSAID_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: [...NSAID_MONITORING, 'Pancreatitis and hepatic reactions have been reported'],
    sources: [label('Clinoril (sulindac)', 'Boxed Warning; WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'oxaprozin',
    rxcui: '32613',
    name: 'Oxaprozin',
    brandNames: ['Daypro'],
    atc: ['M01AE12'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (propionic acid)',
    classTags: ['nsaid'],
    mechanism: 'Non-selective COX inhibitor with a long half-life allowing once-daily dosing.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: NSAID_TOXICITIES,
    rareToxicities: NSAID_RARE,
    renal: NSAID_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: NSAID_MONITORING,
    sources: [label('Daypro (oxaprozin)', 'Boxed Warning; 5 Warnings and Precautions')],
  }),
  rec({
    id: 'diflunisal',
    rxcui: '3393',
    name: 'Diflunisal',
    brandNames: ['Dolobid'],
    atc: ['N02BA11'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (salicylic acid derivative)',
    classTags: ['nsaid'],
    mechanism:
      'Difluorophenyl derivative of salicylic acid; reversible COX inhibitor cleared by glucuronidation.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: NSAID_TOXICITIES,
    rareToxicities: NSAID_RARE,
    renal: NSAID_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: NSAID_MONITORING,
    sources: [label('Diflunisal tablets', 'Boxed Warning; WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'ketoprofen',
    rxcui: '6142',
    name: 'Ketoprofen',
    brandNames: [],
    atc: ['M01AE03'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (propionic acid)',
    classTags: ['nsaid'],
    mechanism: 'Non-selective COX inhibitor cleared by glucuronidation; short half-life.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: NSAID_TOXICITIES,
    rareToxicities: NSAID_RARE,
    renal: NSAID_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: NSAID_MONITORING,
    sources: [label('Ketoprofen capsules', 'Boxed Warning; WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'mefenamic-acid',
    rxcui: null,
    rxcuiNote:
      'The shipped RxNorm extract lists the ingredient as "mefenamate" without a confirmed mapping to the prescribable mefenamic acid concept; matched by name.',
    name: 'Mefenamic acid',
    brandNames: ['Ponstel'],
    atc: ['M01AG01'],
    drugClass: 'Nonsteroidal anti-inflammatory drug (fenamate)',
    classTags: ['nsaid'],
    mechanism: 'Non-selective COX inhibitor (fenamate) metabolised by CYP2C9.',
    routes: ['oral'],
    pathways: { CYP2C9: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: [...NSAID_TOXICITIES, 'diarrhea'],
    rareToxicities: [...(NSAID_RARE ?? []), 'hemolysis'],
    renal: NSAID_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      ...NSAID_MONITORING,
      'Limit to 7 days for pain; stop if diarrhoea or rash appears',
    ],
    sources: [
      label(
        'Ponstel (mefenamic acid)',
        'Boxed Warning; 5 Warnings and Precautions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  // --- Anticholinergics ------------------------------------------------------------------------
  rec({
    id: 'atropine',
    rxcui: null,
    name: 'Atropine',
    brandNames: ['AtroPen', 'Isopto Atropine'],
    atc: ['A03BA01'],
    drugClass: 'Antimuscarinic (belladonna alkaloid)',
    classTags: ['antimuscarinic'],
    mechanism:
      'Competitive muscarinic antagonist that crosses the blood-brain barrier: raises heart rate, dries secretions, slows gut and bladder, and can cause delirium; used for bradycardia, secretions and organophosphate poisoning, and in Lomotil.',
    routes: ['iv', 'im', 'sc', 'oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: ANTICHOLINERGIC_MONITORING,
    sources: [
      label('Atropine sulfate injection', '5 Warnings and Precautions; 7 Drug Interactions'),
    ],
  }),
  rec({
    id: 'glycopyrrolate',
    rxcui: '1546438',
    name: 'Glycopyrrolate',
    synonyms: ['glycopyrronium'],
    brandNames: ['Robinul', 'Cuvposa', 'Glycate'],
    atc: ['A03AB02'],
    drugClass: 'Antimuscarinic (quaternary ammonium)',
    classTags: ['antimuscarinic'],
    mechanism:
      'Quaternary muscarinic antagonist that barely crosses the blood-brain barrier (fewer central effects than atropine); used for secretions, drooling and peptic ulcer. Mostly excreted unchanged in urine.',
    routes: ['oral', 'iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: ANTICHOLINERGIC_MONITORING,
    sources: [
      label(
        'Cuvposa (glycopyrrolate) oral solution',
        '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'hyoscyamine',
    rxcui: '153970',
    name: 'Hyoscyamine',
    brandNames: ['Levsin', 'Levbid', 'Anaspaz'],
    atc: ['A03BA03'],
    drugClass: 'Antimuscarinic (belladonna alkaloid)',
    classTags: ['antimuscarinic'],
    mechanism:
      'Levorotatory isomer of atropine; muscarinic antagonist used as a GI and bladder antispasmodic, with central effects like atropine.',
    routes: ['oral', 'sublingual', 'iv', 'im', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: ANTICHOLINERGIC_MONITORING,
    sources: [
      label(
        'Levsin (hyoscyamine sulfate)',
        'CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'benztropine',
    rxcui: '1424',
    name: 'Benztropine',
    brandNames: ['Cogentin'],
    atc: ['N04AC01'],
    drugClass: 'Centrally acting anticholinergic (antiparkinsonian)',
    classTags: ['antimuscarinic'],
    mechanism:
      'Central muscarinic antagonist with antihistamine activity, used for parkinsonism and antipsychotic-induced extrapyramidal reactions.',
    routes: ['oral', 'iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['anticholinergic', 'cns-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...ANTICHOLINERGIC_MONITORING,
      'Heat stroke (anhidrosis) in hot weather, especially with antipsychotics',
    ],
    sources: [label('Cogentin (benztropine mesylate)', 'WARNINGS; PRECAUTIONS: Drug Interactions')],
  }),
  rec({
    id: 'trihexyphenidyl',
    rxcui: '10811',
    name: 'Trihexyphenidyl',
    brandNames: ['Artane'],
    atc: ['N04AA01'],
    drugClass: 'Centrally acting anticholinergic (antiparkinsonian)',
    classTags: ['antimuscarinic'],
    mechanism:
      'Central muscarinic antagonist used for parkinsonism and drug-induced extrapyramidal reactions.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['anticholinergic', 'cns-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...ANTICHOLINERGIC_MONITORING,
      'Older adults: confusion, hallucinations and memory impairment',
    ],
    sources: [label('Trihexyphenidyl hydrochloride tablets', 'WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'diphenoxylate',
    rxcui: '3500',
    name: 'Diphenoxylate',
    synonyms: ['diphenoxylate and atropine'],
    brandNames: [],
    atc: ['A07DA01'],
    drugClass: 'Opioid-derived antidiarrheal (meperidine congener)',
    classTags: ['antidiarrheal'],
    mechanism:
      'Meperidine-related opioid that slows gut motility, combined with a subtherapeutic dose of atropine (Lomotil) to discourage abuse; at high doses it has opioid CNS effects. Its structural relation to meperidine underlies the label warning about hypertensive crisis with MAO inhibitors.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Additive CNS depression with barbiturates, benzodiazepines, opioids and alcohol',
      'MAO inhibitors: risk of hypertensive crisis',
      'Not for diarrhoea from C. difficile or enterotoxin-producing bacteria; toxic megacolon in ulcerative colitis',
    ],
    sources: [
      label(
        'Lomotil (diphenoxylate hydrochloride and atropine sulfate)',
        'CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  // --- Skeletal muscle relaxants ---------------------------------------------------------------
  rec({
    id: 'metaxalone',
    rxcui: '59078',
    name: 'Metaxalone',
    brandNames: ['Skelaxin', 'Metaxall'],
    atc: [],
    drugClass: 'Skeletal muscle relaxant (centrally acting)',
    classTags: ['skeletal-muscle-relaxant'],
    mechanism:
      'Centrally acting relaxant whose effect is probably general CNS depression; metabolised by CYP1A2, CYP2D6, CYP2E1 and CYP3A4 without a dominant pathway, and does not inhibit the major CYP enzymes.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'serotonergic'],
    rareToxicities: ['hepatotoxicity', 'hemolysis'],
    renal: {
      status: 'avoid',
      summary: 'Contraindicated in significant renal impairment (no CrCl figure in the label).',
      rules: [],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in significant hepatic impairment; with milder impairment, use with care and check liver tests.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Significant hepatic impairment: contraindicated.',
        },
      ],
    },
    monitoring: [
      ...MUSCLE_RELAXANT_MONITORING,
      'Serotonin syndrome with SSRIs, SNRIs, tricyclics, MAO inhibitors and other serotonergic drugs',
    ],
    sources: [
      label(
        'Skelaxin (metaxalone)',
        'CONTRAINDICATIONS; WARNINGS (serotonin syndrome); PRECAUTIONS; CLINICAL PHARMACOLOGY',
      ),
    ],
  }),
  rec({
    id: 'orphenadrine',
    rxcui: '7715',
    name: 'Orphenadrine',
    brandNames: ['Norflex'],
    atc: ['M03BC01'],
    drugClass: 'Skeletal muscle relaxant (centrally acting, anticholinergic)',
    classTags: ['skeletal-muscle-relaxant'],
    mechanism:
      'Centrally acting relaxant related to diphenhydramine, with marked anticholinergic activity.',
    routes: ['oral', 'iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [...MUSCLE_RELAXANT_MONITORING, ...ANTICHOLINERGIC_MONITORING],
    sources: [
      label(
        'Orphenadrine citrate extended-release tablets',
        'CONTRAINDICATIONS; WARNINGS; PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'chlorzoxazone',
    rxcui: '2410',
    name: 'Chlorzoxazone',
    brandNames: ['Parafon Forte DSC', 'Lorzone'],
    atc: ['M03BB03'],
    drugClass: 'Skeletal muscle relaxant (centrally acting)',
    classTags: ['skeletal-muscle-relaxant'],
    mechanism:
      'Centrally acting relaxant hydroxylated by CYP2E1 (a pathway the checker does not track); serious idiosyncratic hepatotoxicity has been reported.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    rareToxicities: ['hepatotoxicity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...MUSCLE_RELAXANT_MONITORING,
      'Stop if signs of liver injury (jaundice, dark urine, raised transaminases) appear',
    ],
    sources: [label('Lorzone (chlorzoxazone)', 'WARNINGS (hepatotoxicity); PRECAUTIONS')],
  }),
  rec({
    id: 'dantrolene',
    rxcui: '3105',
    name: 'Dantrolene',
    brandNames: ['Dantrium', 'Revonto', 'Ryanodex'],
    atc: ['M03CA01'],
    drugClass: 'Skeletal muscle relaxant (direct-acting, ryanodine-receptor antagonist)',
    classTags: ['skeletal-muscle-relaxant'],
    mechanism:
      'Blocks calcium release from the sarcoplasmic reticulum (RYR1); oral for spasticity, IV for malignant hyperthermia. Oral use carries dose-related hepatotoxicity.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hepatotoxicity', 'cns-depression'],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary:
        'Oral dantrolene is contraindicated in active hepatic disease (hepatitis, cirrhosis).',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Active liver disease: oral dantrolene contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Oral dantrolene can cause fatal or non-fatal hepatitis; the risk is much higher at 800 mg a day or more than at up to 400 mg, and is greater in women, patients over 35 and those on other drugs. Monitor liver tests and stop if there is no benefit after 45 days.',
    ],
    monitoring: [
      'Liver tests at baseline and during oral therapy',
      'Verapamil with IV dantrolene: cardiovascular collapse (hyperkalaemia) reported; potentiates vecuronium',
    ],
    sources: [
      label(
        'Dantrium (dantrolene sodium) capsules',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  // --- Antidepressants ---------------------------------------------------------------------------
  rec({
    id: 'vilazodone',
    rxcui: '1086769',
    name: 'Vilazodone',
    brandNames: ['Viibryd'],
    atc: ['N06AX24'],
    drugClass: 'SSRI with 5-HT1A partial agonism',
    classTags: ['ssri'],
    mechanism:
      'Inhibits serotonin reuptake and partially activates 5-HT1A receptors. Metabolised mainly by CYP3A4: the label caps the dose at 20 mg with strong CYP3A4 inhibitors and allows up to twice the dose with strong inducers.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Serotonin syndrome risk: do not combine with an MAO inhibitor (linezolid and IV methylene blue included) or give within 14 days of stopping the other.',
        source: label('Viibryd (vilazodone)', '4 Contraindications'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor, at most 20 mg a day; the usual dose can resume when the inhibitor stops.',
        source: label('Viibryd (vilazodone)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inducer taken for more than 14 days, consider raising the dose up to 2-fold (at most 80 mg) over 1-2 weeks.',
        source: label('Viibryd (vilazodone)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'bleeding'],
    rareToxicities: ['hyponatremia'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment in the label.' },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No adjustment in mild or moderate hepatic impairment; severe impairment not studied.',
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIDEPRESSANT_MONITORING,
      'Strong CYP3A4 inhibitors (ketoconazole, clarithromycin, ritonavir): at most 20 mg a day; strong inducers: consider up to 2-fold the dose over 1-2 weeks',
    ],
    sources: [
      label(
        'Viibryd (vilazodone)',
        'Boxed Warning; 2 Dosage and Administration (CYP3A4 inhibitors and inducers); 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'levomilnacipran',
    rxcui: '1433212',
    name: 'Levomilnacipran',
    brandNames: ['Fetzima'],
    atc: ['N06AX28'],
    drugClass: 'Serotonin-noradrenaline reuptake inhibitor',
    classTags: ['snri'],
    mechanism:
      'Active enantiomer of milnacipran; inhibits noradrenaline more than serotonin reuptake. Metabolised by CYP3A4 (the dose is capped at 80 mg with strong CYP3A4 inhibitors) and largely excreted in urine.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Serotonin syndrome risk: contraindicated with an MAO inhibitor (linezolid and IV methylene blue included), within 14 days of stopping one, or within 7 days after stopping levomilnacipran.',
        source: label('Fetzima (levomilnacipran)', '4 Contraindications'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor, the maintenance dose should not exceed 80 mg once daily.',
        source: label(
          'Fetzima (levomilnacipran)',
          '2 Dosage and Administration; 7 Drug Interactions',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'bleeding', 'hypertension'],
    rareToxicities: ['hyponatremia'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 30-59 mL/min: at most 80 mg a day; CrCl 15-29 mL/min: at most 40 mg a day; end-stage renal disease: not recommended.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'CrCl 30-59 mL/min: maintenance dose at most 80 mg once daily.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl 15-29 mL/min: maintenance dose at most 40 mg once daily.',
        },
        { crclBelow: 15, action: 'avoid', text: 'End-stage renal disease: not recommended.' },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in hepatic impairment in the label.',
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIDEPRESSANT_MONITORING,
      'Blood pressure and heart rate; urinary hesitancy or retention',
      'Strong CYP3A4 inhibitors: at most 80 mg a day',
    ],
    sources: [
      label(
        'Fetzima (levomilnacipran)',
        'Boxed Warning; 2 Dosage and Administration (renal impairment, CYP3A4 inhibitors); 4 Contraindications; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'milnacipran',
    rxcui: '588250',
    name: 'Milnacipran',
    brandNames: ['Savella'],
    atc: ['N06AX17'],
    drugClass: 'Serotonin-noradrenaline reuptake inhibitor (fibromyalgia)',
    classTags: ['snri'],
    mechanism:
      'Serotonin and noradrenaline reuptake inhibitor approved in the US for fibromyalgia; mostly excreted unchanged in urine, with little CYP metabolism.',
    routes: ['oral'],
    pathways: {},
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Serotonin syndrome risk: do not combine with an MAO inhibitor (linezolid and IV methylene blue included) or give within 14 days of stopping the other.',
        source: label('Savella (milnacipran)', '4 Contraindications'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'bleeding', 'hypertension'],
    rareToxicities: ['hyponatremia', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Severe renal impairment (CrCl 5-29 mL/min): reduce the maintenance dose by 50% (to 25 mg twice daily).',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 5-29 mL/min: 50% of the maintenance dose.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [...ANTIDEPRESSANT_MONITORING, 'Blood pressure and heart rate'],
    sources: [
      label(
        'Savella (milnacipran)',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 4 Contraindications; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'nefazodone',
    rxcui: '31565',
    name: 'Nefazodone',
    brandNames: ['Serzone'],
    atc: ['N06AX06'],
    drugClass: 'Serotonin antagonist and reuptake inhibitor',
    classTags: ['serotonin-modulator'],
    mechanism:
      '5-HT2A antagonist and weak serotonin reuptake inhibitor. A strong CYP3A4 inhibitor (FDA table), and itself a CYP3A4 substrate; contraindicated with triazolam, pimozide and carbamazepine.',
    routes: ['oral'],
    pathways: { CYP3A4: { inhibitor: 'strong', substrate: 'minor' } },
    classInstructions: [
      {
        // Found when the drug groups were aligned with the class tags (issue 25): phenelzine +
        // nefazodone came out moderate although the label contraindicates the pair.
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor, within 14 days of stopping one, or within 7 days after stopping nefazodone: serotonin syndrome, seizures and hyperthermia.',
        source: label('Nefazodone hydrochloride tablets', 'CONTRAINDICATIONS; WARNINGS'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'cns-depression'],
    rareToxicities: ['hepatotoxicity'],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Do not start in active liver disease or raised baseline transaminases.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Active liver disease: do not start.' },
      ],
    },
    boxedWarnings: [
      ANTIDEPRESSANT_BOXED,
      'Life-threatening hepatic failure (about 1 case of death or transplant per 250,000-300,000 patient-years); stop at the first sign of liver injury and do not restart.',
    ],
    monitoring: [
      ...ANTIDEPRESSANT_MONITORING,
      'Strong CYP3A4 inhibition: raises CYP3A4 substrates (many kinase inhibitors, venetoclax, simvastatin, alprazolam, triazolam)',
      'Liver tests; stop if ALT or AST reaches 3 times the upper limit',
    ],
    sources: [
      label(
        'Nefazodone hydrochloride tablets',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'clomipramine',
    rxcui: '2597',
    name: 'Clomipramine',
    brandNames: ['Anafranil'],
    atc: ['N06AA04'],
    drugClass: 'Tricyclic antidepressant (tertiary amine)',
    classTags: ['tricyclic-antidepressant'],
    mechanism:
      'Tricyclic with the strongest serotonin reuptake inhibition of its class (used for OCD); demethylated by CYP2C19, CYP3A4 and CYP1A2 and hydroxylated by CYP2D6. Dose-related seizure risk.',
    routes: ['oral'],
    pathways: {
      CYP2D6: { substrate: 'moderate' },
      CYP2C19: { substrate: 'moderate' },
      CYP1A2: { substrate: 'minor' },
      CYP3A4: { substrate: 'minor' },
    },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hyperpyrexia, seizures and deaths (serotonin syndrome).',
        source: label('Anafranil (clomipramine)', 'CONTRAINDICATIONS'),
      },
    ],
    qtRisk: 'conditional',
    toxicities: ['serotonergic', 'anticholinergic', 'cns-depression', 'seizure'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIDEPRESSANT_MONITORING,
      'Seizures: at most 250 mg a day; CYP2D6 inhibitors raise tricyclic levels several-fold',
      'ECG in cardiac disease; anticholinergic effects (constipation with opioids, urinary retention)',
    ],
    pgxGenes: ['CYP2D6', 'CYP2C19'],
    sources: [
      label(
        'Anafranil (clomipramine)',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS (seizures); PRECAUTIONS: Drug Interactions',
      ),
      CPIC_TCA,
      CREDIBLEMEDS,
    ],
  }),
  rec({
    id: 'desipramine',
    rxcui: '3247',
    name: 'Desipramine',
    brandNames: ['Norpramin'],
    atc: ['N06AA01'],
    drugClass: 'Tricyclic antidepressant (secondary amine)',
    classTags: ['tricyclic-antidepressant'],
    mechanism:
      'Secondary-amine tricyclic, mainly a noradrenaline reuptake inhibitor; a sensitive CYP2D6 substrate in the FDA table (CYP2D6 inhibitors and poor metabolisers raise levels several-fold).',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'sensitive' } },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hyperpyrexia, seizures and deaths (serotonin syndrome).',
        source: label('Norpramin (desipramine)', 'CONTRAINDICATIONS'),
      },
    ],
    qtRisk: 'conditional',
    toxicities: ['anticholinergic', 'cns-depression', 'serotonergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIDEPRESSANT_MONITORING,
      'CYP2D6 inhibitors (bupropion, fluoxetine, paroxetine, terbinafine, abiraterone) and poor metabolisers: lower the dose and check levels',
      'ECG in cardiac disease or with other QT-prolonging drugs',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Norpramin (desipramine)',
        'Boxed Warning; CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions',
      ),
      FDA_DDI_TABLE,
      CPIC_TCA,
      CREDIBLEMEDS,
    ],
  }),
  // --- Antipsychotics ----------------------------------------------------------------------------
  rec({
    id: 'brexpiprazole',
    rxcui: '1658314',
    name: 'Brexpiprazole',
    brandNames: ['Rexulti'],
    atc: ['N05AX16'],
    drugClass: 'Second-generation antipsychotic (D2 partial agonist)',
    classTags: ['atypical-antipsychotic'],
    mechanism:
      'Dopamine D2 and serotonin 5-HT1A partial agonist, 5-HT2A antagonist. Cleared by CYP3A4 and CYP2D6: the label halves the dose with a strong inhibitor of either (or in CYP2D6 poor metabolisers), quarters it with both, and doubles it with strong CYP3A4 inducers.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' }, CYP2D6: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor, halve the brexpiprazole dose (a quarter with a strong CYP2D6 inhibitor too).',
        source: label(
          'Rexulti (brexpiprazole)',
          '2 Dosage and Administration; 7 Drug Interactions',
        ),
      },
      {
        with: { pathway: 'CYP2D6', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP2D6 inhibitor, halve the brexpiprazole dose (a quarter with a strong CYP3A4 inhibitor too).',
        source: label(
          'Rexulti (brexpiprazole)',
          '2 Dosage and Administration; 7 Drug Interactions',
        ),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inducer, double the brexpiprazole dose over 1-2 weeks.',
        source: label(
          'Rexulti (brexpiprazole)',
          '2 Dosage and Administration; 7 Drug Interactions',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'hyperglycemia'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 60 mL/min: lower maximum dose (2 mg for depression, 3 mg for schizophrenia).',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'CrCl below 60 mL/min: maximum 2 mg (MDD) or 3 mg (schizophrenia) once daily.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate or severe hepatic impairment (Child-Pugh 7 or more): lower maximum dose.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate impairment: maximum 2 mg (MDD) or 3 mg (schizophrenia).',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe impairment: maximum 2 mg (MDD) or 3 mg (schizophrenia).',
        },
      ],
    },
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED, ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIPSYCHOTIC_MONITORING,
      'Half the dose with a strong CYP2D6 or CYP3A4 inhibitor; a quarter with both',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Rexulti (brexpiprazole)',
        'Boxed Warning; 2 Dosage and Administration (renal, hepatic, CYP2D6 poor metabolisers, CYP inhibitors and inducers); 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'cariprazine',
    rxcui: '1667655',
    name: 'Cariprazine',
    brandNames: ['Vraylar'],
    atc: ['N05AX15'],
    drugClass: 'Second-generation antipsychotic (D3/D2 partial agonist)',
    classTags: ['atypical-antipsychotic'],
    mechanism:
      'Dopamine D3/D2 partial agonist with long-lived active metabolites (weeks). Cleared by CYP3A4: halve the dose with a strong CYP3A4 inhibitor; CYP3A4 inducers are not recommended.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' }, CYP2D6: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor, halve the cariprazine dose.',
        source: label('Vraylar (cariprazine)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'CYP3A4 inducers are not recommended with cariprazine.',
        source: label('Vraylar (cariprazine)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'hyperglycemia'],
    renal: {
      status: 'avoid',
      summary: 'CrCl below 30 mL/min: not recommended (not studied).',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min: not recommended.' }],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED, ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIPSYCHOTIC_MONITORING,
      'Adverse effects can appear weeks after a dose change because of long-lived metabolites',
    ],
    sources: [
      label(
        'Vraylar (cariprazine)',
        'Boxed Warning; 2 Dosage and Administration (CYP3A4 inhibitors and inducers); 7 Drug Interactions; 8.6 Renal Impairment; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'asenapine',
    rxcui: null,
    name: 'Asenapine',
    brandNames: ['Saphris', 'Secuado'],
    atc: ['N05AH05'],
    drugClass: 'Second-generation antipsychotic',
    classTags: ['atypical-antipsychotic'],
    mechanism:
      'D2 and 5-HT2A antagonist given sublingually or transdermally; cleared by UGT1A4 and CYP1A2 and a weak CYP2D6 inhibitor (paroxetine exposure about doubled). Its label warns of QT prolongation (graded possible: QT prolongation without established torsades).',
    routes: ['sublingual', 'transdermal'],
    pathways: { CYP1A2: { substrate: 'minor' }, CYP2D6: { inhibitor: 'weak' } },
    qtRisk: 'possible',
    toxicities: ['cns-depression', 'hyperglycemia'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment in the label.' },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment (Child-Pugh C): not recommended (about 7-fold exposure).',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED],
    monitoring: [
      ...ANTIPSYCHOTIC_MONITORING,
      'Avoid with other QT-prolonging drugs and in QT prolongation or arrhythmia history',
    ],
    sources: [
      label(
        'Saphris (asenapine)',
        '5 Warnings and Precautions (QT prolongation); 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'iloperidone',
    rxcui: '73178',
    name: 'Iloperidone',
    brandNames: ['Fanapt'],
    atc: ['N05AX14'],
    drugClass: 'Second-generation antipsychotic',
    classTags: ['atypical-antipsychotic'],
    mechanism:
      'D2 and 5-HT2A antagonist with strong alpha-1 blockade (orthostasis). Cleared by CYP2D6 and CYP3A4: halve the dose with strong inhibitors of either and in CYP2D6 poor metabolisers. Prolongs QTc (about 9 ms at usual doses; more with CYP inhibition), graded possible.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'moderate' }, CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor, halve the iloperidone dose.',
        source: label('Fanapt (iloperidone)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP2D6', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP2D6 inhibitor, halve the iloperidone dose.',
        source: label('Fanapt (iloperidone)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'possible',
    toxicities: ['cns-depression', 'hyperglycemia'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment in the label.' },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED],
    monitoring: [
      ...ANTIPSYCHOTIC_MONITORING,
      'Avoid with other QT-prolonging drugs; half the dose with strong CYP2D6 or CYP3A4 inhibitors',
      'Titrate slowly for orthostatic hypotension',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Fanapt (iloperidone)',
        '2 Dosage and Administration; 5 Warnings and Precautions (QT prolongation); 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'lumateperone',
    rxcui: '2275602',
    name: 'Lumateperone',
    brandNames: ['Caplyta'],
    atc: ['N05AD10'],
    drugClass: 'Second-generation antipsychotic',
    classTags: ['atypical-antipsychotic'],
    mechanism:
      'Serotonin 5-HT2A and dopamine D2 antagonist metabolised by CYP3A4 and other enzymes (itraconazole raised lumateperone AUC about 3.8-fold): lower the dose with moderate or strong CYP3A4 inhibitors and avoid CYP3A4 inducers.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor: 10.5 mg once daily.',
        source: label('Caplyta (lumateperone)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['moderate'] },
        instruction: 'adjust',
        text: 'With a moderate CYP3A4 inhibitor: 21 mg once daily.',
        source: label('Caplyta (lumateperone)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'Avoid CYP3A4 inducers: lumateperone exposure falls.',
        source: label('Caplyta (lumateperone)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'hyperglycemia'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary: 'Moderate or severe hepatic impairment (Child-Pugh B or C): 21 mg once daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: 21 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: 21 mg once daily.',
        },
      ],
    },
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED, ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIPSYCHOTIC_MONITORING,
      'Strong CYP3A4 inhibitors: 10.5 mg once daily; moderate CYP3A4 inhibitors: 21 mg once daily; CYP3A4 inducers: avoid',
    ],
    sources: [
      label(
        'Caplyta (lumateperone)',
        '2 Dosage and Administration; 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'perphenazine',
    rxcui: '8076',
    name: 'Perphenazine',
    brandNames: [],
    atc: ['N05AB03'],
    drugClass: 'Phenothiazine antipsychotic (first generation)',
    classTags: ['typical-antipsychotic', 'phenothiazine'],
    mechanism:
      'Piperazine phenothiazine D2 antagonist, also used as an antiemetic; a sensitive CYP2D6 substrate in the FDA table (poor metabolisers and CYP2D6 inhibitors raise levels).',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'sensitive' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED],
    monitoring: [
      ...ANTIPSYCHOTIC_MONITORING,
      'Extrapyramidal effects; CYP2D6 inhibitors (paroxetine, fluoxetine, bupropion) raise levels',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Perphenazine tablets',
        'Boxed Warning; CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'fluphenazine',
    rxcui: '4496',
    name: 'Fluphenazine',
    brandNames: [],
    atc: ['N05AB02'],
    drugClass: 'Phenothiazine antipsychotic (first generation)',
    classTags: ['typical-antipsychotic', 'phenothiazine'],
    mechanism:
      'High-potency piperazine phenothiazine D2 antagonist (oral and long-acting decanoate injection); CYP2D6 contributes to its metabolism.',
    routes: ['oral', 'im', 'sc'],
    pathways: { CYP2D6: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED],
    monitoring: [
      ...ANTIPSYCHOTIC_MONITORING,
      'Extrapyramidal effects and tardive dyskinesia (high potency)',
    ],
    sources: [
      label(
        'Fluphenazine hydrochloride tablets',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'loxapine',
    rxcui: '6475',
    name: 'Loxapine',
    brandNames: ['Adasuve', 'Loxitane'],
    atc: ['N05AH01'],
    drugClass: 'First-generation antipsychotic (dibenzoxazepine)',
    classTags: ['typical-antipsychotic'],
    mechanism:
      'D2 and 5-HT2A antagonist (oral capsules; single-dose inhaled powder for agitation). The inhaled form can cause bronchospasm.',
    routes: ['oral', 'inhaled'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      ANTIPSYCHOTIC_DEMENTIA_BOXED,
      'Inhaled loxapine (Adasuve): bronchospasm that can cause respiratory distress or arrest; only in enrolled facilities able to manage it, never in asthma or COPD.',
    ],
    monitoring: ANTIPSYCHOTIC_MONITORING,
    sources: [
      label(
        'Adasuve (loxapine) inhalation powder',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'pimavanserin',
    rxcui: '1791685',
    name: 'Pimavanserin',
    brandNames: ['Nuplazid'],
    atc: ['N05AX17'],
    drugClass: 'Selective 5-HT2A inverse agonist (Parkinson disease psychosis)',
    classTags: ['atypical-antipsychotic'],
    mechanism:
      '5-HT2A inverse agonist without dopamine blockade; cleared by CYP3A4 (reduce to 10 mg with strong inhibitors; avoid strong or moderate inducers). Prolongs the QT interval (label warning), graded possible.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor: 10 mg once daily.',
        source: label(
          'Nuplazid (pimavanserin)',
          '2 Dosage and Administration; 7 Drug Interactions',
        ),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'Avoid strong or moderate CYP3A4 inducers: pimavanserin exposure falls.',
        source: label(
          'Nuplazid (pimavanserin)',
          '2 Dosage and Administration; 7 Drug Interactions',
        ),
      },
    ],
    qtRisk: 'possible',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Hepatic impairment: not recommended (not studied).',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Hepatic impairment: not recommended.' },
      ],
    },
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED],
    monitoring: [
      'Avoid with other QT-prolonging drugs and in QT prolongation or arrhythmia history',
      'Strong CYP3A4 inhibitors: 10 mg once daily; strong or moderate CYP3A4 inducers: avoid',
    ],
    sources: [
      label(
        'Nuplazid (pimavanserin)',
        '2 Dosage and Administration; 5 Warnings and Precautions (QT prolongation); 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  // --- Anxiolytics and hypnotics -----------------------------------------------------------------
  rec({
    id: 'chlordiazepoxide',
    rxcui: '2356',
    name: 'Chlordiazepoxide',
    brandNames: ['Librium'],
    atc: ['N05BA02'],
    drugClass: 'Benzodiazepine',
    classTags: ['benzodiazepine'],
    mechanism:
      'Long-acting GABA-A positive allosteric modulator with active metabolites (desmethyldiazepam) that accumulate, especially in older adults and liver disease; oxidised by CYP3A4.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: BENZODIAZEPINE_BOXED,
    monitoring: BENZO_MONITORING,
    sources: [label('Librium (chlordiazepoxide)', 'Boxed Warning; WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'clorazepate',
    rxcui: '2353',
    name: 'Clorazepate',
    brandNames: ['Tranxene'],
    atc: ['N05BA05'],
    drugClass: 'Benzodiazepine',
    classTags: ['benzodiazepine'],
    mechanism:
      'Prodrug decarboxylated in the stomach to long-acting desmethyldiazepam; GABA-A positive allosteric modulator.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: BENZODIAZEPINE_BOXED,
    monitoring: BENZO_MONITORING,
    sources: [label('Tranxene (clorazepate dipotassium)', 'Boxed Warning; WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'triazolam',
    rxcui: '10767',
    name: 'Triazolam',
    brandNames: ['Halcion'],
    atc: ['N05CD05'],
    drugClass: 'Benzodiazepine (hypnotic)',
    classTags: ['benzodiazepine'],
    mechanism:
      'Short-acting benzodiazepine hypnotic; a sensitive CYP3A substrate in the FDA table. Contraindicated with strong CYP3A4 inhibitors (ketoconazole, itraconazole, nefazodone, HIV protease inhibitors).',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong CYP3A4 inhibitors (ketoconazole, itraconazole, nefazodone, HIV protease inhibitors) are contraindicated: triazolam exposure rises many-fold.',
        source: label('Halcion (triazolam)', 'CONTRAINDICATIONS'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: BENZODIAZEPINE_BOXED,
    monitoring: [
      ...BENZO_MONITORING,
      'Contraindicated with strong CYP3A4 inhibitors; complex sleep behaviours and anterograde amnesia',
    ],
    sources: [
      label(
        'Halcion (triazolam)',
        'Boxed Warning; CONTRAINDICATIONS (strong CYP3A inhibitors); WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'zaleplon',
    rxcui: '74667',
    name: 'Zaleplon',
    brandNames: ['Sonata'],
    atc: ['N05CF03'],
    drugClass: 'Non-benzodiazepine hypnotic (Z-drug)',
    classTags: ['z-drug'],
    mechanism:
      'Very short-acting GABA-A modulator at the benzodiazepine site; cleared mainly by aldehyde oxidase, with a minor CYP3A4 pathway. Cimetidine (which inhibits both) raises it about 85%.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild to moderate renal impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Mild to moderate hepatic impairment: 5 mg; severe impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Mild hepatic impairment: 5 mg at bedtime.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: 5 mg at bedtime.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [COMPLEX_SLEEP_BEHAVIOR_BOXED],
    monitoring: [...HYPNOTIC_MONITORING, 'Cimetidine: start at 5 mg'],
    sources: [
      label('Sonata (zaleplon)', 'Boxed Warning; 2 Dosage and Administration; 7 Drug Interactions'),
    ],
  }),
  rec({
    id: 'suvorexant',
    rxcui: '1547099',
    name: 'Suvorexant',
    brandNames: ['Belsomra'],
    atc: ['N05CJ01'],
    drugClass: 'Orexin receptor antagonist (hypnotic)',
    classTags: ['orexin-antagonist'],
    mechanism:
      'Dual orexin OX1R/OX2R antagonist cleared by CYP3A4 (ketoconazole raised its AUC about 2.8-fold): not recommended with strong CYP3A4 inhibitors, 5 mg with moderate ones.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Not recommended with strong CYP3A4 inhibitors (ketoconazole raised suvorexant exposure about 2.8-fold).',
        source: label('Belsomra (suvorexant)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['moderate'] },
        instruction: 'adjust',
        text: 'With a moderate CYP3A4 inhibitor: 5 mg, at most 10 mg.',
        source: label('Belsomra (suvorexant)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment in the label.' },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      ...HYPNOTIC_MONITORING,
      'Strong CYP3A4 inhibitors: not recommended; moderate inhibitors: 5 mg (at most 10 mg); strong inducers reduce efficacy',
    ],
    sources: [
      label(
        'Belsomra (suvorexant)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'lemborexant',
    rxcui: '2272403',
    name: 'Lemborexant',
    brandNames: ['Dayvigo'],
    atc: ['N05CJ02'],
    drugClass: 'Orexin receptor antagonist (hypnotic)',
    classTags: ['orexin-antagonist'],
    mechanism:
      'Dual orexin receptor antagonist cleared mainly by CYP3A4: avoid with strong or moderate CYP3A4 inhibitors (at most 5 mg with weak ones) and with moderate or strong inducers.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'Avoid strong or moderate CYP3A4 inhibitors: higher lemborexant exposure.',
        source: label('Dayvigo (lemborexant)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'Avoid strong or moderate CYP3A4 inducers: lemborexant exposure falls.',
        source: label('Dayvigo (lemborexant)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: at most 5 mg; severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: at most 5 mg a night.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      ...HYPNOTIC_MONITORING,
      'Avoid strong or moderate CYP3A4 inhibitors and moderate or strong inducers; weak inhibitors: at most 5 mg',
    ],
    sources: [
      label(
        'Dayvigo (lemborexant)',
        '2 Dosage and Administration; 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'daridorexant',
    rxcui: '2591497',
    name: 'Daridorexant',
    brandNames: ['Quviviq'],
    atc: ['N05CJ03'],
    drugClass: 'Orexin receptor antagonist (hypnotic)',
    classTags: ['orexin-antagonist'],
    mechanism:
      'Dual orexin receptor antagonist cleared mainly by CYP3A4: avoid with strong CYP3A4 inhibitors, at most 25 mg with moderate ones, and avoid strong or moderate inducers.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid strong CYP3A4 inhibitors: higher daridorexant exposure.',
        source: label('Quviviq (daridorexant)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['moderate'] },
        instruction: 'adjust',
        text: 'With a moderate CYP3A4 inhibitor, at most 25 mg.',
        source: label('Quviviq (daridorexant)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'Avoid strong or moderate CYP3A4 inducers: daridorexant exposure falls.',
        source: label('Quviviq (daridorexant)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment in the label.' },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: at most 25 mg; severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: at most 25 mg a night.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      ...HYPNOTIC_MONITORING,
      'Strong CYP3A4 inhibitors: avoid; moderate inhibitors: at most 25 mg; strong or moderate inducers: avoid',
    ],
    sources: [
      label(
        'Quviviq (daridorexant)',
        '2 Dosage and Administration; 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  // --- Antiepileptics -----------------------------------------------------------------------------
  rec({
    id: 'zonisamide',
    rxcui: '39998',
    name: 'Zonisamide',
    brandNames: ['Zonegran', 'Zonisade'],
    atc: ['N03AX15'],
    drugClass: 'Antiepileptic (sulfonamide)',
    classTags: ['sulfonamide-antiepileptic'],
    mechanism:
      'Sulfonamide antiepileptic that blocks sodium and T-type calcium channels and weakly inhibits carbonic anhydrase. Cleared partly by CYP3A4: inducers (phenytoin, carbamazepine) shorten its half-life from about 63 to 27-38 hours.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    rareToxicities: ['dermatologic', 'hypersensitivity', 'nephrotoxicity'],
    renal: {
      status: 'avoid',
      summary:
        'Not to be used in renal failure (estimated GFR below 50 mL/min: too little experience with dosing and toxicity); in milder impairment titrate more slowly and monitor more often; stop if acute renal failure or a sustained creatinine rise develops.',
      rules: [
        {
          crclBelow: 50,
          action: 'avoid',
          text: 'Estimated GFR below 50 mL/min: not recommended (renal failure in the label).',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      ...AED_MONITORING,
      'Metabolic acidosis (bicarbonate), kidney stones and oligohidrosis with heat; sulfonamide hypersensitivity (SJS/TEN)',
    ],
    sources: [
      label(
        'Zonegran (zonisamide)',
        'CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Use in Patients With Renal Impairment, Drug Interactions; DOSAGE AND ADMINISTRATION; CLINICAL PHARMACOLOGY',
      ),
    ],
  }),
  rec({
    id: 'brivaracetam',
    rxcui: '1739745',
    name: 'Brivaracetam',
    brandNames: ['Briviact'],
    atc: ['N03AX23'],
    drugClass: 'Antiepileptic (SV2A ligand)',
    classTags: ['racetam-antiepileptic'],
    mechanism:
      'Synaptic vesicle protein 2A ligand, hydrolysed by amidase and hydroxylated by CYP2C19: rifampin lowers it by about 45% (double the dose), and CYP2C19 poor metabolisers may need less.',
    routes: ['oral', 'iv'],
    pathways: { CYP2C19: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in renal impairment; not recommended on dialysis (not studied).',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'All stages of hepatic impairment: start 25 mg twice daily, at most 75 mg twice daily.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: 25 mg twice daily start, maximum 75 mg twice daily.',
        },
      ],
    },
    monitoring: [
      ...AED_MONITORING,
      'Rifampin: double the brivaracetam dose; psychiatric reactions (irritability, aggression)',
    ],
    pgxGenes: ['CYP2C19'],
    sources: [
      label(
        'Briviact (brivaracetam)',
        '2 Dosage and Administration; 7 Drug Interactions; 8.6 Hepatic Impairment; 12.5 Pharmacogenomics',
      ),
    ],
  }),
  rec({
    id: 'eslicarbazepine',
    rxcui: '1482502',
    name: 'Eslicarbazepine',
    brandNames: ['Aptiom'],
    atc: ['N03AF04'],
    drugClass: 'Antiepileptic (dibenzazepine sodium-channel blocker)',
    classTags: ['dibenzazepine-antiepileptic'],
    mechanism:
      'Prodrug of eslicarbazepine (S-licarbazepine), a sodium-channel blocker related to oxcarbazepine. Inhibits CYP2C19 (raises phenytoin) and induces CYP3A4: simvastatin exposure fell by about half (AUC ratio 0.46-0.49 at 800 mg, PMID 23726291), a moderate inducer by the FDA fold-change definition (a 50-80% fall), so CYP3A4 substrates that must avoid moderate inducers are flagged; levonorgestrel and ethinylestradiol fell 37% and 42%.',
    routes: ['oral'],
    pathways: { CYP2C19: { inhibitor: 'weak' }, CYP3A4: { inducer: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'hyponatremia'],
    rareToxicities: ['dermatologic', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 50 mL/min: halve the initial, titration and maintenance doses.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 50 mL/min: halve the starting and maintenance dose.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: not recommended (not studied).',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      ...AED_MONITORING,
      'Sodium (hyponatraemia); hormonal contraception may fail, use another method',
      'Do not combine with oxcarbazepine',
    ],
    sources: [
      label(
        'Aptiom (eslicarbazepine acetate)',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
      {
        kind: 'pubmed',
        title:
          'Effect of repeated administration of eslicarbazepine acetate on the pharmacokinetics of simvastatin in healthy subjects (Epilepsy Res 2013)',
        pmid: '23726291',
        year: 2013,
        doi: '10.1016/j.eplepsyres.2013.04.009',
      },
    ],
  }),
  rec({
    id: 'perampanel',
    rxcui: '1356552',
    name: 'Perampanel',
    brandNames: ['Fycompa'],
    atc: ['N03AX22'],
    drugClass: 'Antiepileptic (AMPA-receptor antagonist)',
    classTags: ['ampa-antagonist-antiepileptic'],
    mechanism:
      'Non-competitive AMPA glutamate-receptor antagonist with a half-life of about 105 hours, cleared by CYP3A4: enzyme-inducing antiepileptics lower it by half to two thirds (start at 4 mg).',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'adjust',
        text: 'Enzyme-inducing antiepileptics (carbamazepine about 3-fold lower exposure, oxcarbazepine, phenytoin) and other strong CYP3A inducers lower perampanel: start at 4 mg and follow the response.',
        source: label(
          'Fycompa (perampanel)',
          '2 Dosage and Administration; 7 Drug Interactions; 12.3 Pharmacokinetics',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: {
      status: 'avoid',
      summary:
        'Severe renal impairment or haemodialysis: not recommended; moderate impairment: titrate slowly.',
      rules: [
        { crclBelow: 30, action: 'avoid', text: 'Severe renal impairment: not recommended.' },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Mild impairment: at most 6 mg; moderate: at most 4 mg; severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Mild hepatic impairment: start 2 mg, at most 6 mg a day.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: start 2 mg, at most 4 mg a day.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [
      'Serious psychiatric and behavioural reactions (aggression, hostility, homicidal ideation); monitor, and reduce or stop if they occur.',
    ],
    monitoring: [
      ...AED_MONITORING,
      'Strong CYP3A4 inducers (carbamazepine, phenytoin, oxcarbazepine, rifampin): start at 4 mg and monitor',
    ],
    sources: [
      label(
        'Fycompa (perampanel)',
        'Boxed Warning; 2 Dosage and Administration; 7 Drug Interactions; 8.6 Hepatic Impairment; 8.7 Renal Impairment',
      ),
    ],
  }),
  rec({
    id: 'cenobamate',
    rxcui: '2265690',
    name: 'Cenobamate',
    brandNames: ['Xcopri'],
    atc: ['N03AX25'],
    drugClass: 'Antiepileptic (carbamate)',
    classTags: ['carbamate-antiepileptic'],
    mechanism:
      'Blocks persistent sodium current and enhances GABA-A currents. Inhibits CYP2C19 (omeprazole exposure about doubled; phenytoin up 84%) and induces CYP3A4 and CYP2B6 (midazolam and bupropion exposure lowered). Shortens the QT interval (contraindicated in familial short QT syndrome).',
    routes: ['oral'],
    pathways: {
      CYP2C19: { inhibitor: 'moderate' },
      CYP3A4: { inducer: 'moderate' },
      CYP2B6: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Mild to moderate and severe renal impairment: use with caution and consider a lower dose; end-stage renal disease on dialysis: not recommended.',
      rules: [],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild to moderate hepatic impairment: at most 200 mg a day; severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Mild hepatic impairment: at most 200 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: at most 200 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      ...AED_MONITORING,
      'DRESS with fast titration: start 12.5 mg and increase every 2 weeks',
      'Reduce phenytoin, phenobarbital and clobazam doses; CYP3A4 and CYP2B6 substrates (hormonal contraceptives) fall',
    ],
    sources: [
      label(
        'Xcopri (cenobamate)',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'ethosuximide',
    rxcui: '4135',
    name: 'Ethosuximide',
    brandNames: ['Zarontin'],
    atc: ['N03AD01'],
    drugClass: 'Antiepileptic (succinimide)',
    classTags: ['succinimide-antiepileptic'],
    mechanism: 'Blocks thalamic T-type calcium channels (absence seizures); metabolised by CYP3A4.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    rareToxicities: ['myelosuppression', 'dermatologic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [...AED_MONITORING, 'Blood counts (blood dyscrasias); drug-induced lupus'],
    sources: [label('Zarontin (ethosuximide)', 'WARNINGS; PRECAUTIONS: Drug Interactions')],
  }),
  rec({
    id: 'fosphenytoin',
    rxcui: '72236',
    name: 'Fosphenytoin',
    brandNames: ['Cerebyx', 'Sesquient'],
    atc: ['N03AB05'],
    drugClass: 'Antiepileptic (hydantoin prodrug)',
    classTags: ['hydantoin-antiepileptic'],
    mechanism:
      'Water-soluble phosphate prodrug converted to phenytoin within minutes, so it carries phenytoin’s interactions: strong CYP3A4 inducer, CYP2C9 and CYP2C19 substrate, and inducer of CYP2C19, CYP1A2 and P-gp.',
    routes: ['iv', 'im'],
    pathways: {
      CYP3A4: { inducer: 'strong' },
      CYP2C9: { substrate: 'moderate' },
      CYP2C19: { substrate: 'minor', inducer: 'moderate' },
      CYP1A2: { inducer: 'moderate' },
      'P-gp': { inducer: 'moderate' },
    },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'bradycardia'],
    rareToxicities: ['dermatologic', 'hypersensitivity', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment and hypoalbuminaemia raise the unbound phenytoin fraction: monitor unbound phenytoin levels.',
      rules: [],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment raises unbound phenytoin: monitor unbound levels.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Hepatic impairment: monitor unbound phenytoin concentrations.',
        },
      ],
    },
    boxedWarnings: [
      'Cardiovascular risk with rapid infusion: do not exceed 150 mg phenytoin sodium equivalents per minute in adults; monitor ECG, blood pressure and breathing during and after the infusion.',
    ],
    monitoring: [
      ...AED_MONITORING,
      'Phenytoin levels; strong induction lowers many anticancer drugs metabolised by CYP3A4',
      'CYP2C9 poor metabolisers and HLA-B*15:02 carriers: see phenytoin (CPIC)',
    ],
    pgxGenes: ['CYP2C9', 'HLA-B'],
    sources: [
      label(
        'Cerebyx (fosphenytoin sodium) injection',
        'Boxed Warning; 2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 12.5 Pharmacogenomics',
      ),
    ],
  }),
  rec({
    id: 'rufinamide',
    rxcui: '69036',
    name: 'Rufinamide',
    brandNames: ['Banzel'],
    atc: ['N03AF03'],
    drugClass: 'Antiepileptic (triazole derivative)',
    classTags: ['triazole-antiepileptic'],
    mechanism:
      'Prolongs the inactive state of sodium channels (Lennox-Gastaut syndrome); hydrolysed by carboxylesterases, a weak CYP3A4 inducer (lowers hormonal contraceptives and triazolam) and shortens the QT interval.',
    routes: ['oral'],
    pathways: { CYP3A4: { inducer: 'weak' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in renal impairment; consider dose after dialysis.',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      ...AED_MONITORING,
      'Contraindicated in familial short QT syndrome; caution with other QT-shortening drugs',
      'Valproate raises rufinamide: start low; hormonal contraception may fail',
    ],
    sources: [
      label(
        'Banzel (rufinamide)',
        '4 Contraindications; 5 Warnings and Precautions (QT shortening); 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'vigabatrin',
    rxcui: '14851',
    name: 'Vigabatrin',
    brandNames: ['Sabril', 'Vigadrone'],
    atc: ['N03AG04'],
    drugClass: 'Antiepileptic (irreversible GABA-transaminase inhibitor)',
    classTags: ['gaba-transaminase-inhibitor'],
    mechanism:
      'Irreversibly inhibits GABA transaminase; excreted unchanged in urine, with no CYP metabolism. Lowers phenytoin by about 20%.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'ocular'],
    renal: {
      status: 'adjust',
      summary:
        'Mild (CrCl 51-80): reduce by 25%; moderate (31-50): by 50%; severe (11-30): by 75%.',
      rules: [
        {
          crclBelow: 81,
          action: 'reduce',
          doseFactor: 0.75,
          text: 'CrCl 51-80 mL/min: 75% of the dose.',
        },
        {
          crclBelow: 51,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 31-50 mL/min: 50% of the dose.',
        },
        {
          crclBelow: 31,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'CrCl 11-30 mL/min: 25% of the dose.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Permanent bilateral concentric visual field loss; vision assessment at baseline and every 3 months; available only through a REMS.',
    ],
    monitoring: [...AED_MONITORING, 'Visual field testing'],
    sources: [
      label(
        'Sabril (vigabatrin)',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'tiagabine',
    rxcui: '31914',
    name: 'Tiagabine',
    brandNames: ['Gabitril'],
    atc: ['N03AG06'],
    drugClass: 'Antiepileptic (GABA reuptake inhibitor)',
    classTags: ['gaba-reuptake-inhibitor'],
    mechanism:
      'Blocks GABA reuptake (GAT-1); cleared by CYP3A4: enzyme-inducing antiepileptics raise its clearance by about 60%, and the label doses induced patients differently (no inhibitor fold-change is published, so graded minor).',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'seizure'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment in the label.' },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: lower or less frequent doses.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: reduce the dose or lengthen the interval.',
        },
      ],
    },
    monitoring: [
      ...AED_MONITORING,
      'New-onset seizures when used off-label in patients without epilepsy',
    ],
    sources: [
      label(
        'Gabitril (tiagabine)',
        'WARNINGS; PRECAUTIONS: Drug Interactions; DOSAGE AND ADMINISTRATION',
      ),
    ],
  }),
  // --- Dementia and Parkinson disease --------------------------------------------------------------
  rec({
    id: 'rivastigmine',
    rxcui: '183379',
    name: 'Rivastigmine',
    brandNames: ['Exelon'],
    atc: ['N06DA03'],
    drugClass: 'Cholinesterase inhibitor',
    classTags: ['cholinesterase-inhibitor'],
    mechanism:
      'Pseudo-irreversible acetyl- and butyrylcholinesterase inhibitor (oral and patch), hydrolysed by cholinesterases without CYP involvement.',
    routes: ['oral', 'transdermal'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary:
        'Mild to moderate hepatic impairment: consider the lowest patch strength (4.6 mg/24 h) as the maintenance dose.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: 4.6 mg/24 h patch maintenance.',
        },
      ],
    },
    monitoring: [
      ...CHOLINESTERASE_MONITORING,
      'Nausea, vomiting and weight loss, worse after missed doses restarted at full dose',
      'Metoclopramide: additive extrapyramidal effects, avoid',
    ],
    sources: [
      label(
        'Exelon (rivastigmine)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'galantamine',
    rxcui: '4637',
    name: 'Galantamine',
    brandNames: ['Razadyne'],
    atc: ['N06DA04'],
    drugClass: 'Cholinesterase inhibitor',
    classTags: ['cholinesterase-inhibitor'],
    mechanism:
      'Reversible acetylcholinesterase inhibitor and nicotinic modulator, cleared by CYP2D6 and CYP3A4 (paroxetine raised exposure about 40%, ketoconazole about 30%) and renally.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'minor' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['bradycardia'],
    renal: {
      status: 'adjust',
      summary:
        'Moderate renal impairment: at most 16 mg a day; CrCl below 9 mL/min: not recommended.',
      rules: [{ crclBelow: 9, action: 'avoid', text: 'CrCl below 9 mL/min: not recommended.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: at most 16 mg a day; severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: at most 16 mg a day.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: CHOLINESTERASE_MONITORING,
    sources: [
      label(
        'Razadyne (galantamine)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 8.6 Hepatic Impairment; 8.7 Renal Impairment',
      ),
    ],
  }),
  rec({
    id: 'rasagiline',
    rxcui: '134748',
    name: 'Rasagiline',
    brandNames: ['Azilect'],
    atc: ['N04BD02'],
    drugClass: 'Monoamine oxidase B inhibitor (irreversible)',
    classTags: ['mao-b-inhibitor', 'mao-inhibitor'],
    mechanism:
      'Irreversible MAO-B inhibitor for Parkinson disease, metabolised by CYP1A2: ciprofloxacin raised its exposure by about 83% (below the 2-fold moderate grade), and the label caps the dose at 0.5 mg with CYP1A2 inhibitors.',
    routes: ['oral'],
    pathways: { CYP1A2: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP1A2', role: 'inhibitor', levels: ['strong', 'moderate'] },
        instruction: 'adjust',
        text: 'With ciprofloxacin or another CYP1A2 inhibitor, at most 0.5 mg once daily (ciprofloxacin raised rasagiline exposure by about 83%).',
        source: label('Azilect (rasagiline)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'hypertension'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild to moderate renal impairment.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Mild hepatic impairment: 0.5 mg a day; moderate or severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Mild hepatic impairment: 0.5 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Moderate hepatic impairment: not recommended.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      ...MAOB_MONITORING,
      'CYP1A2 inhibitors (ciprofloxacin, fluvoxamine): at most 0.5 mg a day',
    ],
    sources: [
      label(
        'Azilect (rasagiline)',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'safinamide',
    rxcui: '1922448',
    name: 'Safinamide',
    brandNames: ['Xadago'],
    atc: ['N04BD03'],
    drugClass: 'Monoamine oxidase B inhibitor (reversible)',
    classTags: ['mao-b-inhibitor', 'mao-inhibitor'],
    mechanism:
      'Reversible MAO-B inhibitor (with sodium-channel effects) added to levodopa; selectivity for MAO-B is lost above the recommended doses. May raise plasma levels of BCRP substrates.',
    routes: ['oral'],
    pathways: { BCRP: { inhibitor: 'weak' } },
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'hypertension'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate hepatic impairment (Child-Pugh B): at most 50 mg a day; severe (Child-Pugh C): contraindicated.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: at most 50 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    classInstructions: [
      {
        with: { classTag: 'cns-stimulant' },
        instruction: 'contraindicated',
        text: 'Contraindicated with methylphenidate, amphetamine and their derivatives (MAO inhibition: hypertensive and serotonergic reactions); allow 14 days after stopping safinamide.',
        source: label('Xadago (safinamide)', '4 Contraindications'),
      },
    ],
    monitoring: [
      ...MAOB_MONITORING,
      'Also contraindicated with SNRIs, tricyclic, tetracyclic and triazolopyridine antidepressants, methylphenidate and amphetamines',
      'BCRP substrates (rosuvastatin, methotrexate, topotecan): monitor for raised exposure',
    ],
    sources: [
      label(
        'Xadago (safinamide)',
        '2.2 Dosing in Hepatic Impairment; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'entacapone',
    rxcui: '60307',
    name: 'Entacapone',
    brandNames: ['Comtan'],
    atc: ['N04BX02'],
    drugClass: 'Catechol-O-methyltransferase inhibitor',
    classTags: ['comt-inhibitor'],
    mechanism:
      'Peripheral COMT inhibitor that prolongs levodopa; glucuronidated, without CYP metabolism. Also blocks COMT breakdown of catecholamine drugs (isoproterenol, adrenaline, dobutamine).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'diarrhea'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment roughly doubles exposure: use with care.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Hepatic impairment: use with care and monitor.',
        },
      ],
    },
    monitoring: [
      'Not with non-selective MAO inhibitors (phenelzine, tranylcypromine)',
      'Drugs metabolised by COMT (adrenaline, isoproterenol, dopamine, dobutamine, methyldopa): arrhythmia and blood pressure changes',
      'Dyskinesia (lower levodopa), somnolence and falling asleep during activities, diarrhoea',
    ],
    sources: [
      label('Comtan (entacapone)', 'CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions'),
    ],
  }),
  rec({
    id: 'amantadine',
    rxcui: null,
    name: 'Amantadine',
    brandNames: ['Gocovri', 'Osmolex ER', 'Symmetrel'],
    atc: ['N04BB01'],
    drugClass: 'NMDA-receptor antagonist (antiparkinsonian)',
    classTags: ['nmda-antagonist'],
    mechanism:
      'Weak NMDA antagonist that releases dopamine, with anticholinergic-like effects; excreted unchanged by the kidneys, so it accumulates in renal impairment (confusion, hallucinations).',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: {
      status: 'adjust',
      summary:
        'Immediate release: CrCl 30-50 mL/min 200 mg first day then 100 mg daily; 15-29 mL/min 200 mg then 100 mg every other day; below 15 mL/min 200 mg every 7 days. Extended-release products have their own schedules and are contraindicated in end-stage renal disease.',
      rules: [
        {
          crclBelow: 51,
          action: 'reduce',
          text: 'CrCl 30-50 mL/min: 200 mg on day 1, then 100 mg daily.',
        },
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl 15-29 mL/min: 200 mg on day 1, then 100 mg every other day.',
        },
        {
          crclBelow: 15,
          action: 'extend-interval',
          text: 'CrCl below 15 mL/min or haemodialysis: 200 mg every 7 days.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Confusion, hallucinations and falls in older adults and in renal impairment; additive anticholinergic effects',
      'Do not stop abruptly (withdrawal-emergent hyperpyrexia and confusion)',
    ],
    sources: [
      label(
        'Amantadine hydrochloride tablets',
        'DOSAGE AND ADMINISTRATION (renal impairment); WARNINGS; PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'rotigotine',
    rxcui: '616739',
    name: 'Rotigotine',
    brandNames: ['Neupro'],
    atc: ['N04BC09'],
    drugClass: 'Non-ergot dopamine agonist (transdermal)',
    classTags: ['dopamine-agonist'],
    mechanism:
      'Dopamine agonist delivered by a 24-hour patch (Parkinson disease, restless legs); conjugated and metabolised by several CYPs without a dominant pathway.',
    routes: ['transdermal'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in renal impairment, including dialysis.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in moderate hepatic impairment; severe not studied.',
    },
    monitoring: [
      'Falling asleep during activities of daily living; additive sedation with other CNS depressants',
      'Orthostatic hypotension, hallucinations and impulse-control disorders; sulfite sensitivity',
      'Dopamine antagonists (antipsychotics, metoclopramide) reduce its effect',
    ],
    sources: [
      label(
        'Neupro (rotigotine transdermal system)',
        '5 Warnings and Precautions; 7 Drug Interactions; 8.6 Renal Impairment; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  // --- Gastrointestinal --------------------------------------------------------------------------
  rec({
    id: 'dexlansoprazole',
    rxcui: '816346',
    name: 'Dexlansoprazole',
    brandNames: ['Dexilant'],
    atc: ['A02BC06'],
    drugClass: 'Proton pump inhibitor',
    classTags: ['proton-pump-inhibitor'],
    mechanism:
      'R-enantiomer of lansoprazole in a dual delayed-release form; irreversibly blocks the gastric proton pump. Cleared by CYP2C19 and CYP3A4. Raising gastric pH lowers absorption of drugs with pH-dependent solubility (rilpivirine contraindicated; atazanavir, some kinase inhibitors).',
    routes: ['oral'],
    pathways: { CYP2C19: { substrate: 'minor' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['nephrotoxicity', 'hypomagnesemia', 'infection'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment in the label.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate hepatic impairment (Child-Pugh B): at most 30 mg a day; severe impairment not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: at most 30 mg once daily.',
        },
      ],
    },
    monitoring: [
      'Drugs whose absorption needs gastric acid (rilpivirine, atazanavir, erlotinib, dasatinib, pazopanib and other kinase inhibitors): avoid or follow each label',
      'Long-term use: magnesium, vitamin B12, C. difficile diarrhoea, fractures; raises methotrexate with high doses',
    ],
    sources: [
      label(
        'Dexilant (dexlansoprazole)',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'nizatidine',
    rxcui: '42319',
    name: 'Nizatidine',
    brandNames: ['Axid'],
    atc: ['A02BA04'],
    drugClass: 'Histamine H2-receptor antagonist',
    classTags: ['h2-receptor-antagonist'],
    mechanism:
      'Competitive H2-receptor antagonist that lowers gastric acid; mostly excreted unchanged in urine and, unlike cimetidine, without CYP inhibition.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 20-50 mL/min: 150 mg daily; below 20 mL/min: 150 mg every other day (active treatment).',
      rules: [
        {
          crclBelow: 51,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 20-50 mL/min: 150 mg once daily.',
        },
        {
          crclBelow: 20,
          action: 'extend-interval',
          text: 'CrCl below 20 mL/min: 150 mg every other day.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Drugs whose absorption needs gastric acid (atazanavir, some kinase inhibitors): separate or avoid per each label',
    ],
    sources: [
      label(
        'Axid (nizatidine)',
        'DOSAGE AND ADMINISTRATION (renal impairment); PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'linaclotide',
    rxcui: '1307404',
    name: 'Linaclotide',
    brandNames: ['Linzess'],
    atc: ['A06AX04'],
    drugClass: 'Guanylate cyclase-C agonist (secretagogue laxative)',
    classTags: ['laxative', 'gi-secretagogue'],
    mechanism:
      'Peptide guanylate cyclase-C agonist acting locally in the gut lumen (negligible systemic absorption); increases intestinal fluid secretion and transit.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Risk of serious dehydration in paediatric patients younger than 2 years; contraindicated below 2 years.',
    ],
    monitoring: [
      'Severe diarrhoea and dehydration; stop and rehydrate',
      'Contraindicated in mechanical GI obstruction',
    ],
    sources: [
      label(
        'Linzess (linaclotide)',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'lubiprostone',
    rxcui: '623033',
    name: 'Lubiprostone',
    brandNames: ['Amitiza'],
    atc: ['A06AX03'],
    drugClass: 'Chloride channel activator (laxative)',
    classTags: ['laxative', 'gi-secretagogue'],
    mechanism:
      'Activates intestinal ClC-2 chloride channels, increasing fluid secretion; approved for opioid-induced constipation, though diphenylheptane opioids such as methadone may blunt its effect.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate hepatic impairment: lower dose (for example 16 mcg twice daily in chronic constipation); severe: 8 mcg twice daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: reduced dose (label table).',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: reduced dose (label table).',
        },
      ],
    },
    monitoring: [
      'Nausea, diarrhoea, dyspnoea within an hour of dosing',
      'Methadone may reduce efficacy in opioid-induced constipation',
    ],
    sources: [
      label(
        'Amitiza (lubiprostone)',
        '2 Dosage and Administration (hepatic impairment); 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'prucalopride',
    rxcui: '2107310',
    name: 'Prucalopride',
    brandNames: ['Motegrity'],
    atc: ['A06AX05'],
    drugClass: 'Serotonin 5-HT4 receptor agonist (prokinetic)',
    classTags: ['prokinetic'],
    mechanism:
      'Selective 5-HT4 agonist that stimulates colonic motility; mostly excreted unchanged in urine, so exposure rises in severe renal impairment.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 30 mL/min: 1 mg once daily; avoid in end-stage renal disease on dialysis.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 30 mL/min: 1 mg once daily.',
        },
        { crclBelow: 15, action: 'avoid', text: 'End-stage renal disease on dialysis: avoid.' },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: ['Suicidal ideation and worsening depression: stop and report'],
    sources: [
      label(
        'Motegrity (prucalopride)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 8.6 Renal Impairment',
      ),
    ],
  }),
  rec({
    id: 'naldemedine',
    rxcui: '1876597',
    name: 'Naldemedine',
    brandNames: ['Symproic'],
    atc: ['A06AH05'],
    drugClass: 'Peripherally acting mu-opioid receptor antagonist',
    classTags: ['pamora'],
    mechanism:
      'Peripherally restricted opioid antagonist for opioid-induced constipation; cleared by CYP3A4 (itraconazole raised its AUC about 2.9-fold) and a P-gp substrate. Strong CYP3A4 inducers should be avoided.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' }, 'P-gp': { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid strong CYP3A inducers (rifampin): naldemedine exposure falls and efficacy may be lost.',
        source: label('Symproic (naldemedine)', '7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong', 'moderate'] },
        instruction: 'monitor',
        text: 'Strong or moderate CYP3A4 inhibitors raise naldemedine exposure: watch for opioid-withdrawal-like adverse reactions.',
        source: label('Symproic (naldemedine)', '7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: avoid.',
        },
      ],
    },
    monitoring: [
      'Contraindicated in known or suspected GI obstruction; GI perforation risk with bowel lesions',
      'Opioid withdrawal symptoms; avoid other opioid antagonists',
      'Moderate or strong CYP3A4 inhibitors and P-gp inhibitors: monitor; strong inducers: avoid',
    ],
    sources: [
      label(
        'Symproic (naldemedine)',
        '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'sulfasalazine',
    rxcui: '9524',
    name: 'Sulfasalazine',
    brandNames: ['Azulfidine', 'Azulfidine EN-tabs'],
    atc: ['A07EC01'],
    drugClass: 'Aminosalicylate (sulfapyridine-5-ASA conjugate)',
    classTags: ['aminosalicylate'],
    mechanism:
      'Split by colonic bacteria into 5-aminosalicylic acid and sulfapyridine (acetylated by NAT2; slow acetylators have more adverse effects). Reduces folate and digoxin absorption.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: [
      'myelosuppression',
      'hepatotoxicity',
      'hypersensitivity',
      'dermatologic',
      'hemolysis',
    ],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Blood counts and liver tests every 2 weeks for the first 3 months, then less often',
      'Folate deficiency; digoxin levels may fall; sulfonamide hypersensitivity',
    ],
    sources: [
      label(
        'Azulfidine (sulfasalazine)',
        'CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'balsalazide',
    rxcui: '18747',
    name: 'Balsalazide',
    brandNames: ['Colazal'],
    atc: ['A07EC04'],
    drugClass: 'Aminosalicylate (5-ASA prodrug)',
    classTags: ['aminosalicylate'],
    mechanism: 'Prodrug cleaved by colonic bacteria to mesalamine (5-ASA) for ulcerative colitis.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['nephrotoxicity', 'hypersensitivity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Renal function (mesalamine nephrotoxicity), especially with other nephrotoxic drugs',
      'Acute intolerance syndrome resembling a colitis flare',
    ],
    sources: [
      label('Colazal (balsalazide disodium)', '5 Warnings and Precautions; 7 Drug Interactions'),
    ],
  }),
  rec({
    id: 'meclizine',
    rxcui: '6676',
    name: 'Meclizine',
    brandNames: ['Antivert', 'Bonine'],
    atc: ['R06AE05'],
    drugClass: 'H1 antihistamine (piperazine) for vertigo and motion sickness',
    classTags: ['sedating-antihistamine'],
    mechanism:
      'First-generation H1 antagonist with anticholinergic and sedative effects; metabolised by CYP2D6, so CYP2D6 inhibitors and poor metabolisers may raise levels.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [...ANTICHOLINERGIC_MONITORING, 'Additive sedation with other CNS depressants'],
    sources: [
      label(
        'Antivert (meclizine hydrochloride)',
        '5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'trimethobenzamide',
    rxcui: '38685',
    name: 'Trimethobenzamide',
    brandNames: ['Tigan'],
    atc: ['R06AA10'],
    drugClass: 'Antiemetic (benzamide, central D2 antagonist)',
    classTags: ['dopamine-antagonist-antiemetic'],
    mechanism:
      'Antiemetic acting on the chemoreceptor trigger zone; can cause extrapyramidal effects and sedation. Largely excreted unchanged in urine.',
    routes: ['oral', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 70 mL/min or less: consider a lower dose or longer interval.',
      rules: [
        {
          crclBelow: 71,
          action: 'reduce',
          text: 'CrCl 70 mL/min or less: consider a dose reduction or longer interval.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Additive sedation with other CNS depressants; extrapyramidal symptoms; Reye-like encephalopathy concerns in children',
    ],
    sources: [
      label(
        'Tigan (trimethobenzamide hydrochloride)',
        '2 Dosage and Administration (renal impairment); 5 Warnings and Precautions',
      ),
    ],
  }),
  // --- Dermatology and immunology ----------------------------------------------------------------
  rec({
    id: 'isotretinoin',
    rxcui: '6064',
    name: 'Isotretinoin',
    brandNames: ['Absorica', 'Claravis', 'Amnesteem', 'Zenatane'],
    atc: ['D10BA01'],
    drugClass: 'Oral retinoid (acne)',
    classTags: ['retinoid'],
    mechanism:
      'Oral retinoid that shrinks sebaceous glands; highly teratogenic, so it is dispensed only under the iPLEDGE programme.',
    routes: ['oral'],
    pathways: {},
    classInstructions: [
      {
        with: { classTag: 'tetracycline' },
        instruction: 'avoid',
        text: 'Avoid tetracyclines (doxycycline, minocycline): both can cause pseudotumor cerebri (benign intracranial hypertension).',
        source: label(
          'Absorica (isotretinoin)',
          '5 Warnings and Precautions (intracranial hypertension); 7 Drug Interactions',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['teratogenic', 'embryo-fetal'],
    rareToxicities: ['hepatotoxicity', 'dermatologic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Contraindicated in pregnancy: severe birth defects, miscarriage and premature birth; two forms of contraception and negative pregnancy tests under the iPLEDGE REMS.',
    ],
    monitoring: [
      ...RETINOID_MONITORING,
      'Micro-dosed progestin pills are not adequate contraception; St John’s wort may make hormonal contraception fail',
      'Depression, psychosis and suicidal thoughts',
    ],
    sources: [
      label(
        'Absorica (isotretinoin)',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'acitretin',
    rxcui: null,
    name: 'Acitretin',
    brandNames: ['Soriatane'],
    atc: ['D05BB02'],
    drugClass: 'Oral retinoid (psoriasis)',
    classTags: ['retinoid'],
    mechanism:
      'Oral retinoid for severe psoriasis; with alcohol it is converted to etretinate, which persists for years, so pregnancy must be avoided for 3 years after stopping.',
    routes: ['oral'],
    pathways: {},
    classInstructions: [
      {
        with: { classTag: 'tetracycline' },
        instruction: 'contraindicated',
        text: 'Tetracyclines are contraindicated with acitretin: both can raise intracranial pressure (pseudotumor cerebri).',
        source: label('Soriatane (acitretin)', 'CONTRAINDICATIONS'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['teratogenic', 'embryo-fetal', 'hepatotoxicity'],
    rareToxicities: ['dermatologic'],
    renal: {
      status: 'avoid',
      summary: 'Contraindicated in severely impaired renal function (no CrCl figure given).',
      rules: [],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in severely impaired hepatic function.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Contraindicated in pregnancy and in women who may become pregnant within 3 years after stopping; no alcohol during and for 2 months after treatment (forms etretinate).',
      'Hepatotoxicity, including hepatitis; check liver tests.',
    ],
    monitoring: [
      ...RETINOID_MONITORING,
      'Methotrexate is contraindicated (hepatitis); liver tests at baseline and every 1-2 weeks until stable',
    ],
    sources: [
      label(
        'Soriatane (acitretin)',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'apremilast',
    rxcui: null,
    name: 'Apremilast',
    brandNames: ['Otezla'],
    atc: ['L04AA32'],
    drugClass: 'Phosphodiesterase-4 inhibitor',
    classTags: ['pde4-inhibitor'],
    mechanism:
      'Oral PDE4 inhibitor for psoriasis, psoriatic arthritis and Behçet ulcers; cleared by CYP3A4 and non-CYP pathways. Rifampin lowered its AUC by 72%, so strong CYP3A4 inducers are not recommended.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Strong CYP450 inducers (rifampin, carbamazepine, phenytoin, phenobarbital) are not recommended: rifampin cut apremilast exposure by about 72%, with loss of efficacy.',
        source: label(
          'Otezla (apremilast)',
          '5 Warnings and Precautions; 7.1 Strong CYP450 Inducers; 12.3 Pharmacokinetics',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 30 mL/min: 30 mg once daily (half the usual dose).',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 30 mL/min: 30 mg once daily.',
        },
      ],
    },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment in hepatic impairment.' },
    monitoring: [
      'Strong CYP3A4 inducers (rifampin, carbamazepine, phenytoin): not recommended, loss of efficacy',
      'Depression and suicidal thoughts; weight loss; severe diarrhoea in older adults',
    ],
    sources: [
      label(
        'Otezla (apremilast)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'tofacitinib',
    rxcui: '1357536',
    name: 'Tofacitinib',
    brandNames: ['Xeljanz', 'Xeljanz XR'],
    atc: ['L04AF01'],
    drugClass: 'Janus kinase inhibitor',
    classTags: ['jak-inhibitor'],
    mechanism:
      'JAK1/JAK3 inhibitor cleared mainly by CYP3A4 (ketoconazole about doubled its AUC) and partly by CYP2C19; 30% renal excretion.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' }, CYP2C19: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor, reduce the tofacitinib dose (for example 5 mg once daily).',
        source: label('Xeljanz (tofacitinib)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Strong CYP3A4 inducers are not recommended: loss of response.',
        source: label('Xeljanz (tofacitinib)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['infection', 'thromboembolism', 'myelosuppression'],
    renal: {
      status: 'adjust',
      summary:
        'Moderate or severe renal impairment: halve the dose (for example 5 mg once daily instead of twice daily).',
      rules: [
        {
          // Xeljanz 2: moderate impairment is CrCl 30-50 inclusive, so the rule starts below 51.
          crclBelow: 51,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 50 mL/min or below (moderate or severe renal impairment): 5 mg once daily, half the daily dose.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: halve the dose; severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Moderate hepatic impairment: half the daily dose.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: JAK_BOXED,
    monitoring: [
      ...JAK_MONITORING,
      'Strong CYP3A4 inhibitors, or a moderate CYP3A4 plus strong CYP2C19 inhibitor (fluconazole): halve the dose; strong inducers: not recommended',
    ],
    sources: [
      label(
        'Xeljanz (tofacitinib)',
        'Boxed Warning; 2 Dosage and Administration; 7 Drug Interactions; 8.6 Renal Impairment; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'upadacitinib',
    rxcui: '2196092',
    name: 'Upadacitinib',
    brandNames: ['Rinvoq', 'Rinvoq LQ'],
    atc: ['L04AF03'],
    drugClass: 'Janus kinase inhibitor',
    classTags: ['jak-inhibitor'],
    mechanism:
      'Selective JAK1 inhibitor cleared mainly by CYP3A4 (ketoconazole raised its AUC about 75%; rifampin lowered it about half). The fold-change alone would grade it minor, but the label steps doses down with strong CYP3A4 inhibitors (45 to 30 mg, 30 to 15 mg) and does not recommend strong inducers, so it is graded moderate, the lowest grade the checker acts on.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor, use the lower upadacitinib dose the label gives for the indication.',
        source: label('Rinvoq (upadacitinib)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Strong CYP3A4 inducers are not recommended: upadacitinib exposure falls.',
        source: label('Rinvoq (upadacitinib)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['infection', 'thromboembolism', 'myelosuppression'],
    renal: {
      status: 'adjust',
      summary:
        'Severe renal impairment (eGFR 15-29): lower maximum doses by indication; end-stage renal disease: not recommended.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'eGFR 15-29: lower dose per indication (label table).',
        },
        { crclBelow: 15, action: 'avoid', text: 'End-stage renal disease: not recommended.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment (Child-Pugh C): not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: JAK_BOXED,
    monitoring: [
      ...JAK_MONITORING,
      'Strong CYP3A4 inhibitors: lower dose for some indications; strong inducers: not recommended',
    ],
    sources: [
      label(
        'Rinvoq (upadacitinib)',
        'Boxed Warning; 2 Dosage and Administration; 7 Drug Interactions; 8.6 Renal Impairment; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'baricitinib',
    rxcui: '2047232',
    name: 'Baricitinib',
    brandNames: ['Olumiant'],
    atc: ['L04AF02'],
    drugClass: 'Janus kinase inhibitor',
    classTags: ['jak-inhibitor'],
    mechanism:
      'JAK1/JAK2 inhibitor excreted mostly unchanged by the kidneys and an OAT3 substrate: probenecid (a strong OAT3 inhibitor) doubled its AUC, so the dose is halved with it.',
    routes: ['oral'],
    pathways: { 'OAT1/3': { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'OAT1/3', role: 'inhibitor', levels: ['strong', 'moderate'] },
        instruction: 'adjust',
        text: 'Strong OAT3 inhibitors such as probenecid (the label\u2019s example; graded moderate in its own record, hence both grades here) roughly double baricitinib exposure: lower the dose (2 mg to 1 mg once daily; 4 mg to 2 mg).',
        source: label('Olumiant (baricitinib)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['infection', 'thromboembolism', 'myelosuppression'],
    renal: {
      status: 'adjust',
      summary: 'eGFR 30-60: 1 mg once daily (rheumatoid arthritis); below 30: not recommended.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'eGFR 30-59: 1 mg once daily for rheumatoid arthritis.',
        },
        { crclBelow: 30, action: 'avoid', text: 'eGFR below 30: not recommended.' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: JAK_BOXED,
    monitoring: [...JAK_MONITORING, 'Strong OAT3 inhibitors (probenecid): halve the dose'],
    sources: [
      label(
        'Olumiant (baricitinib)',
        'Boxed Warning; 2 Dosage and Administration; 7 Drug Interactions; 8.6 Renal Impairment',
      ),
    ],
  }),
  // --- Migraine (gepants, ditan) -------------------------------------------------------------------
  rec({
    id: 'ubrogepant',
    rxcui: '2268216',
    name: 'Ubrogepant',
    brandNames: ['Ubrelvy'],
    atc: ['N02CD04'],
    drugClass: 'CGRP-receptor antagonist (gepant)',
    classTags: ['gepant'],
    mechanism:
      'Small-molecule CGRP-receptor antagonist for acute migraine; a sensitive CYP3A4 substrate (ketoconazole raised its AUC about 9.7-fold), contraindicated with strong CYP3A4 inhibitors, and a P-gp and BCRP substrate.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'sensitive' },
      'P-gp': { substrate: 'minor' },
      BCRP: { substrate: 'minor' },
    },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'contraindicated',
        text: 'Strong CYP3A4 inhibitors are contraindicated: ketoconazole raised ubrogepant exposure about 10-fold.',
        source: label('Ubrelvy (ubrogepant)', '4 Contraindications; 7.1 CYP3A4 Inhibitors'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['moderate'] },
        instruction: 'adjust',
        text: 'With a moderate CYP3A4 inhibitor: 50 mg, and no second dose within 24 hours.',
        source: label('Ubrelvy (ubrogepant)', '2 Dosage and Administration; 7.1 CYP3A4 Inhibitors'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid strong CYP3A4 inducers: ubrogepant exposure falls and it loses efficacy.',
        source: label('Ubrelvy (ubrogepant)', '7.2 CYP3A4 Inducers'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: [],
    renal: {
      status: 'adjust',
      summary: 'CrCl 15-29 mL/min: 50 mg doses; end-stage renal disease: avoid.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl 15-29 mL/min: 50 mg initial dose, second dose 50 mg if needed.',
        },
        { crclBelow: 15, action: 'avoid', text: 'End-stage renal disease: avoid.' },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment: 50 mg doses.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: 50 mg initial dose, second dose 50 mg if needed.',
        },
      ],
    },
    monitoring: [
      'Contraindicated with strong CYP3A4 inhibitors; moderate or weak inhibitors and P-gp/BCRP inhibitors: lower doses; strong inducers: avoid',
    ],
    sources: [
      label(
        'Ubrelvy (ubrogepant)',
        '2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions; 12.3 Pharmacokinetics',
      ),
    ],
  }),
  rec({
    id: 'rimegepant',
    rxcui: '2282307',
    name: 'Rimegepant',
    brandNames: ['Nurtec ODT'],
    atc: ['N02CD06'],
    drugClass: 'CGRP-receptor antagonist (gepant)',
    classTags: ['gepant'],
    mechanism:
      'CGRP-receptor antagonist for acute and preventive migraine treatment; cleared by CYP3A4 (itraconazole raised its AUC about 4-fold) and a P-gp substrate. Avoid strong CYP3A4 inhibitors and strong or moderate inducers.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' }, 'P-gp': { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid strong CYP3A4 inhibitors: itraconazole raised rimegepant exposure about 4-fold.',
        source: label(
          'Nurtec ODT (rimegepant)',
          '2.4 Dosing with CYP3A4 Inhibitors; 7.1 CYP3A4 Inhibitors',
        ),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['moderate'] },
        instruction: 'adjust',
        text: 'With a moderate CYP3A4 inhibitor, no second dose within 48 hours.',
        source: label(
          'Nurtec ODT (rimegepant)',
          '2.4 Dosing with CYP3A4 Inhibitors; 7.1 CYP3A4 Inhibitors',
        ),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'Avoid strong or moderate CYP3A inducers: rifampin cut rimegepant exposure by about 80% (loss of efficacy).',
        source: label(
          'Nurtec ODT (rimegepant)',
          '2.5 Dosing with CYP3A Inducers; 7.2 CYP3A Inducers',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'avoid',
      summary: 'End-stage renal disease (CrCl below 15 mL/min): avoid.',
      rules: [{ crclBelow: 15, action: 'avoid', text: 'CrCl below 15 mL/min: avoid.' }],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: avoid.',
        },
      ],
    },
    monitoring: [
      'Strong CYP3A4 inhibitors: avoid; moderate inhibitors or strong P-gp inhibitors: no second dose within 48 hours; moderate or strong inducers: avoid',
    ],
    sources: [
      label(
        'Nurtec ODT (rimegepant)',
        '2 Dosage and Administration; 7 Drug Interactions; 8.6 Renal Impairment; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'lasmiditan',
    rxcui: '2256930',
    name: 'Lasmiditan',
    brandNames: ['Reyvow'],
    atc: ['N02CC08'],
    drugClass: 'Serotonin 5-HT1F receptor agonist (ditan)',
    classTags: ['ditan'],
    mechanism:
      'Selective 5-HT1F agonist for acute migraine without vasoconstriction; causes dizziness and sedation (no driving for 8 hours) and lowers heart rate, more with propranolol.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'serotonergic'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary:
        'No adjustment in mild or moderate hepatic impairment; not studied in severe impairment (Child-Pugh C), where use is not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Child-Pugh C: not recommended (not studied).',
        },
      ],
    },
    monitoring: [
      'Do not drive or operate machinery for at least 8 hours; additive sedation with alcohol and CNS depressants',
      'Serotonin syndrome with other serotonergic drugs; heart-rate lowering drugs (propranolol) lower heart rate further',
    ],
    sources: [
      label(
        'Reyvow (lasmiditan)',
        '5 Warnings and Precautions; 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  // --- Stimulants, addiction and other common outpatient drugs -------------------------------------
  rec({
    id: 'lisdexamfetamine',
    rxcui: '700810',
    name: 'Lisdexamfetamine',
    brandNames: ['Vyvanse'],
    atc: ['N06BA12'],
    drugClass: 'CNS stimulant (amphetamine prodrug)',
    classTags: ['cns-stimulant'],
    mechanism:
      'Prodrug hydrolysed in red cells to dextroamphetamine, which releases dopamine and noradrenaline; contraindicated with MAO inhibitors.',
    routes: ['oral'],
    pathways: {},
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hypertensive crisis.',
        source: label('Vyvanse (lisdexamfetamine)', '4 Contraindications'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['hypertension', 'serotonergic'],
    renal: {
      status: 'adjust',
      summary: 'GFR 15-29: at most 50 mg a day; below 15 or dialysis: at most 30 mg a day.',
      rules: [
        { crclBelow: 30, action: 'reduce', text: 'GFR 15-29: maximum 50 mg a day.' },
        { crclBelow: 15, action: 'reduce', text: 'GFR below 15 or dialysis: maximum 30 mg a day.' },
      ],
    },
    hepatic: NO_HEPATIC,
    boxedWarnings: [STIMULANT_BOXED],
    monitoring: [
      ...STIMULANT_MONITORING,
      'Serotonin syndrome with serotonergic drugs; urinary alkalinisers raise amphetamine levels',
    ],
    sources: [
      label(
        'Vyvanse (lisdexamfetamine)',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'dexmethylphenidate',
    rxcui: '352372',
    name: 'Dexmethylphenidate',
    brandNames: ['Focalin', 'Focalin XR'],
    atc: ['N06BA11'],
    drugClass: 'CNS stimulant (methylphenidate enantiomer)',
    classTags: ['cns-stimulant'],
    mechanism:
      'd-threo enantiomer of methylphenidate; blocks dopamine and noradrenaline reuptake. De-esterified without CYP metabolism.',
    routes: ['oral'],
    pathways: {},
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hypertensive crisis.',
        source: label('Focalin (dexmethylphenidate)', '4 Contraindications'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [STIMULANT_BOXED],
    monitoring: STIMULANT_MONITORING,
    sources: [
      label(
        'Focalin (dexmethylphenidate)',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'atomoxetine',
    rxcui: null,
    name: 'Atomoxetine',
    brandNames: ['Strattera'],
    atc: ['N06BA09'],
    drugClass: 'Selective noradrenaline reuptake inhibitor (ADHD)',
    classTags: ['snri-adhd'],
    mechanism:
      'Selective noradrenaline reuptake inhibitor; a sensitive CYP2D6 substrate in the FDA table (poor metabolisers have about 10-fold exposure). Contraindicated with MAO inhibitors.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'sensitive' } },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hypertensive crisis.',
        source: label('Strattera (atomoxetine)', '4 Contraindications'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    rareToxicities: ['hepatotoxicity'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: 50% of the usual dose; severe: 25%.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Moderate hepatic impairment: 50% of the usual dose.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.25,
          text: 'Severe hepatic impairment: 25% of the usual dose.',
        },
      ],
    },
    boxedWarnings: [
      'Increased risk of suicidal ideation in children and adolescents; monitor for worsening and behaviour changes.',
    ],
    monitoring: [
      'Strong CYP2D6 inhibitors (paroxetine, fluoxetine, bupropion) or poor metabolisers: start low and raise only if needed',
      'Blood pressure and heart rate; contraindicated with MAO inhibitors',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Strattera (atomoxetine)',
        'Boxed Warning; 2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions; 12.5 Pharmacogenomics',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'armodafinil',
    rxcui: null,
    name: 'Armodafinil',
    brandNames: ['Nuvigil'],
    atc: ['N06BA13'],
    drugClass: 'Wakefulness-promoting agent',
    classTags: ['wakefulness-agent'],
    mechanism:
      'R-enantiomer of modafinil; weakly induces CYP3A4 (lowers midazolam, cyclosporine and hormonal contraceptives) and weakly inhibits CYP2C19 (omeprazole exposure up about 40%).',
    routes: ['oral'],
    pathways: { CYP3A4: { inducer: 'weak', substrate: 'minor' }, CYP2C19: { inhibitor: 'weak' } },
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    rareToxicities: ['dermatologic', 'hypersensitivity'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment: reduce the dose.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: reduced dose.',
        },
      ],
    },
    monitoring: [
      'Hormonal contraceptives may fail during and for a month after treatment',
      'Serious rash (SJS), psychiatric symptoms; cyclosporine levels fall',
    ],
    sources: [
      label(
        'Nuvigil (armodafinil)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'varenicline',
    rxcui: '591622',
    name: 'Varenicline',
    brandNames: ['Chantix', 'Tyrvaya'],
    atc: ['N07BA03'],
    drugClass: 'Nicotinic receptor partial agonist (smoking cessation)',
    classTags: ['smoking-cessation'],
    mechanism:
      'alpha4beta2 nicotinic partial agonist, excreted almost unchanged in urine (no CYP role).',
    routes: ['oral', 'intranasal'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 30 mL/min: start 0.5 mg once daily, at most 0.5 mg twice daily; dialysis: at most 0.5 mg once daily.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 30 mL/min: at most 0.5 mg twice daily.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Neuropsychiatric symptoms and seizures; reduced alcohol tolerance',
      'Nausea; somnolence affecting driving',
    ],
    sources: [
      label(
        'Chantix (varenicline)',
        '2 Dosage and Administration (renal impairment); 5 Warnings and Precautions',
      ),
    ],
  }),
  rec({
    id: 'disulfiram',
    rxcui: '3554',
    name: 'Disulfiram',
    brandNames: ['Antabuse'],
    atc: ['N07BB01'],
    drugClass: 'Aldehyde dehydrogenase inhibitor (alcohol deterrent)',
    classTags: ['alcohol-deterrent'],
    mechanism:
      'Irreversibly inhibits aldehyde dehydrogenase, so alcohol causes acetaldehyde toxicity; also inhibits CYP2E1 and raises phenytoin and warfarin effects. Any alcohol-containing medicine (some oral solutions and IV formulations) can trigger a reaction.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: [],
    rareToxicities: ['hepatotoxicity', 'neuropathy'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Never give to a patient who is intoxicated or without the patient’s full knowledge.',
    ],
    monitoring: [
      'Contraindicated with metronidazole and paraldehyde and with alcohol-containing preparations',
      'Phenytoin levels and INR on warfarin rise; isoniazid: unsteady gait and behaviour changes',
      'Liver tests at baseline and every few months (hepatitis)',
    ],
    sources: [
      label(
        'Antabuse (disulfiram)',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'acamprosate',
    rxcui: null,
    name: 'Acamprosate',
    brandNames: ['Campral'],
    atc: ['N07BB03'],
    drugClass: 'Glutamate modulator (alcohol dependence)',
    classTags: ['glutamate-modulator'],
    mechanism:
      'Modulates glutamate and GABA signalling; not metabolised and excreted unchanged by the kidneys.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['diarrhea'],
    renal: {
      status: 'adjust',
      summary: 'CrCl 30-50 mL/min: 333 mg three times daily; 30 mL/min or less: contraindicated.',
      rules: [
        {
          crclBelow: 51,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 30-50 mL/min: 333 mg three times daily.',
        },
        { crclBelow: 31, action: 'avoid', text: 'CrCl 30 mL/min or less: contraindicated.' },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate hepatic impairment.',
    },
    monitoring: ['Depression and suicidal thoughts'],
    sources: [
      label(
        'Campral (acamprosate calcium)',
        'CONTRAINDICATIONS; DOSAGE AND ADMINISTRATION (renal impairment); PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'nabilone',
    rxcui: '31447',
    name: 'Nabilone',
    brandNames: ['Cesamet'],
    atc: ['A04AD11'],
    drugClass: 'Synthetic cannabinoid (antiemetic)',
    classTags: ['cannabinoid'],
    mechanism:
      'Synthetic cannabinoid CB1 agonist for chemotherapy-induced nausea and vomiting unresponsive to standard antiemetics.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Additive sedation with alcohol, benzodiazepines, opioids and antihistamines; psychiatric effects',
      'Tachycardia and orthostatic hypotension, additive with sympathomimetics and anticholinergics',
    ],
    sources: [label('Cesamet (nabilone)', 'WARNINGS; PRECAUTIONS: Drug Interactions')],
  }),
  rec({
    id: 'doxylamine',
    rxcui: '3642',
    name: 'Doxylamine',
    brandNames: ['Unisom SleepTabs'],
    atc: ['R06AA09'],
    drugClass: 'First-generation antihistamine (sleep aid)',
    classTags: ['sedating-antihistamine'],
    mechanism:
      'Ethanolamine H1 antagonist with strong sedative and anticholinergic effects, sold over the counter as a sleep aid.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      ...ANTICHOLINERGIC_MONITORING,
      'Do not combine with alcohol, other sedatives or tranquillisers',
    ],
    sources: [
      otc(
        'Unisom SleepTabs (doxylamine succinate)',
        'Warnings: Ask a doctor before use; When using this product',
      ),
    ],
  }),
  // --- Sedation, anaesthesia and other ---------------------------------------------------------------
  rec({
    id: 'butalbital',
    rxcui: '19860',
    name: 'Butalbital',
    synonyms: ['butalbital, acetaminophen and caffeine'],
    brandNames: [],
    atc: [],
    drugClass: 'Barbiturate (in combination headache analgesics)',
    classTags: ['barbiturate'],
    mechanism:
      'Short- to intermediate-acting barbiturate, only marketed in combination with acetaminophen and caffeine (Fioricet) or aspirin (Fiorinal); additive CNS depression, dependence and withdrawal seizures on stopping after regular use.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Additive CNS depression with opioids, benzodiazepines, alcohol and other sedatives',
      'Medication-overuse headache and dependence; taper after regular use',
      'Count the acetaminophen in combination products toward the daily maximum',
    ],
    sources: [
      label(
        'Fioricet (butalbital, acetaminophen and caffeine)',
        'WARNINGS; PRECAUTIONS: Drug Interactions; DRUG ABUSE AND DEPENDENCE',
      ),
    ],
  }),
  rec({
    id: 'propofol',
    rxcui: '8782',
    name: 'Propofol',
    brandNames: ['Diprivan'],
    atc: ['N01AX10'],
    drugClass: 'General anaesthetic (sedative-hypnotic)',
    classTags: ['general-anesthetic'],
    mechanism:
      'GABA-A positive modulator used for anaesthesia and ICU sedation; dose-related respiratory depression and hypotension, additive with opioids and benzodiazepines. Conjugated in the liver without a CYP pathway the label doses by.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Only by staff trained in airway management, with continuous monitoring of breathing, oxygenation and blood pressure',
      'Lower doses with opioids and benzodiazepines and in older or debilitated patients; propofol infusion syndrome with prolonged high-dose infusion; triglycerides',
    ],
    sources: [
      label(
        'Diprivan (propofol) injectable emulsion',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'dexmedetomidine',
    rxcui: '48937',
    name: 'Dexmedetomidine',
    brandNames: ['Precedex', 'Igalmi'],
    atc: ['N05CM18'],
    drugClass: 'Alpha-2 adrenergic agonist (sedative)',
    classTags: ['central-alpha2-agonist'],
    mechanism:
      'Central alpha-2 agonist for ICU and procedural sedation (and sublingual film for agitation); causes bradycardia and hypotension, and adds to other sedatives. Extensively metabolised in the liver.',
    routes: ['iv', 'sublingual'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'bradycardia'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment in the label.' },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment lowers clearance: consider a dose reduction.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: consider a lower dose.',
        },
      ],
    },
    monitoring: [
      'Heart rate and blood pressure, especially with beta-blockers, other negative chronotropes and hypovolaemia',
      'Lower doses of anaesthetics, sedatives, hypnotics and opioids may be needed',
    ],
    sources: [
      label(
        'Precedex (dexmedetomidine) injection',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 8.6 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'esketamine',
    rxcui: '2119365',
    name: 'Esketamine',
    brandNames: ['Spravato'],
    atc: ['N06AX27'],
    drugClass: 'NMDA-receptor antagonist (nasal antidepressant)',
    classTags: ['arylcyclohexylamine'],
    mechanism:
      'S-enantiomer of ketamine given as a nasal spray under supervision for treatment-resistant depression; causes sedation, dissociation and transient blood pressure rises.',
    routes: ['intranasal'],
    pathways: { CYP3A4: { substrate: 'minor' }, CYP2B6: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'hypertension'],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment (Child-Pugh C): not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [
      'Sedation, dissociation and respiratory depression after each dose: observe for at least 2 hours in a certified setting (REMS).',
      'Abuse and misuse.',
      ANTIDEPRESSANT_BOXED,
    ],
    monitoring: [
      'Blood pressure before and after dosing; additive sedation with other CNS depressants; psychostimulants and MAO inhibitors raise blood pressure',
    ],
    sources: [
      label(
        'Spravato (esketamine) nasal spray',
        'Boxed Warning; 5 Warnings and Precautions; 7 Drug Interactions; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'pyridostigmine',
    rxcui: '9000',
    name: 'Pyridostigmine',
    brandNames: ['Mestinon', 'Regonol'],
    atc: ['N07AA02'],
    drugClass: 'Cholinesterase inhibitor (peripheral)',
    classTags: ['cholinesterase-inhibitor'],
    mechanism:
      'Quaternary acetylcholinesterase inhibitor for myasthenia gravis and reversal of neuromuscular blockade; mainly renally excreted.',
    routes: ['oral', 'iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['bradycardia', 'diarrhea'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Cholinergic crisis (weakness that mimics myasthenic crisis, bradycardia, bronchial secretions)',
      'Anticholinergic drugs oppose its effect; beta-blockers add to bradycardia',
    ],
    sources: [label('Mestinon (pyridostigmine bromide)', 'WARNINGS; PRECAUTIONS; OVERDOSAGE')],
  }),
  rec({
    id: 'phentermine',
    rxcui: '8152',
    name: 'Phentermine',
    brandNames: ['Adipex-P', 'Lomaira'],
    atc: ['A08AA01'],
    drugClass: 'Sympathomimetic anorectic',
    classTags: ['sympathomimetic', 'anorectic'],
    mechanism:
      'Sympathomimetic amine that releases noradrenaline to suppress appetite; contraindicated with MAO inhibitors (hypertensive crisis).',
    routes: ['oral'],
    pathways: {},
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hypertensive crisis.',
        source: label('Adipex-P (phentermine hydrochloride)', 'CONTRAINDICATIONS'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: {
      status: 'adjust',
      summary:
        'Severe renal impairment (eGFR 15-29): at most 15 mg a day; end-stage renal disease on dialysis: avoid.',
      rules: [
        { crclBelow: 30, action: 'reduce', text: 'eGFR 15-29: maximum 15 mg a day.' },
        { crclBelow: 15, action: 'avoid', text: 'End-stage renal disease: avoid.' },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Contraindicated with MAO inhibitors and within 14 days of one; cardiovascular disease and uncontrolled hypertension',
      'Blood pressure and heart rate; insulin or sulfonylurea doses may need lowering with weight loss',
    ],
    sources: [
      label(
        'Adipex-P (phentermine hydrochloride)',
        'CONTRAINDICATIONS; DOSAGE AND ADMINISTRATION (renal impairment); PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  // --- Neurology: epilepsy, Parkinson, movement disorders, MS, sleep, migraine, IBS ----------------
  rec({
    id: 'felbamate',
    rxcui: '24812',
    name: 'Felbamate',
    brandNames: ['Felbatol'],
    atc: ['N03AX10'],
    drugClass: 'Antiepileptic (dicarbamate)',
    classTags: ['dicarbamate-antiepileptic'],
    mechanism:
      'NMDA-receptor and sodium-channel antiepileptic reserved for refractory epilepsy; raises phenytoin and valproate (CYP2C19 inhibition) and lowers carbamazepine and hormonal contraceptives (CYP3A4 induction).',
    routes: ['oral'],
    pathways: { CYP2C19: { inhibitor: 'weak' }, CYP3A4: { inducer: 'weak' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    rareToxicities: ['myelosuppression', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'Renal impairment: halve the starting and maintenance doses.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Renal impairment: half the starting and maintenance dose.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Do not use with a history of hepatic dysfunction.',
      rules: [{ hepaticClass: 'any', action: 'avoid', text: 'Hepatic dysfunction: do not use.' }],
    },
    boxedWarnings: [
      'Aplastic anaemia (markedly increased incidence, often fatal) and hepatic failure; use only when the benefit justifies the risk, with informed consent, blood counts and liver tests.',
    ],
    monitoring: [
      ...AED_MONITORING,
      'Blood counts and liver tests before and during treatment',
      'Reduce phenytoin and valproate doses; carbamazepine levels fall while its epoxide rises',
    ],
    sources: [
      label(
        'Felbatol (felbamate)',
        'Boxed Warning; CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions; DOSAGE AND ADMINISTRATION',
      ),
    ],
  }),
  rec({
    id: 'opicapone',
    rxcui: '2362167',
    name: 'Opicapone',
    brandNames: ['Ongentys'],
    atc: ['N04BX04'],
    drugClass: 'Catechol-O-methyltransferase inhibitor',
    classTags: ['comt-inhibitor'],
    mechanism:
      'Long-acting peripheral COMT inhibitor taken once daily with levodopa; also blocks COMT breakdown of catecholamine drugs.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: {
      status: 'avoid',
      summary: 'End-stage renal disease (CrCl below 15 mL/min): avoid.',
      rules: [{ crclBelow: 15, action: 'avoid', text: 'End-stage renal disease: avoid.' }],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Moderate hepatic impairment (Child-Pugh B): 25 mg once daily at bedtime; severe: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Moderate hepatic impairment: 25 mg once daily at bedtime (half the usual 50 mg).',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: avoid.',
        },
      ],
    },
    monitoring: [
      'Contraindicated with non-selective MAO inhibitors and in pheochromocytoma or paraganglioma',
      'COMT-metabolised drugs (adrenaline, isoproterenol, dobutamine, dopamine): heart rate and blood pressure changes',
      'Dyskinesia, falling asleep during activities, hallucinations and impulse-control disorders',
    ],
    sources: [
      label(
        'Ongentys (opicapone)',
        '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions; 8.6 Hepatic Impairment; 8.7 Renal Impairment',
      ),
    ],
  }),
  rec({
    id: 'istradefylline',
    rxcui: '2199015',
    name: 'Istradefylline',
    brandNames: ['Nourianz'],
    atc: ['N04CX01'],
    drugClass: 'Adenosine A2A-receptor antagonist',
    classTags: ['adenosine-a2a-antagonist'],
    mechanism:
      'Adenosine A2A antagonist added to levodopa for "off" episodes; cleared by CYP3A4 (ketoconazole raised its AUC about 2.5-fold: at most 20 mg with strong inhibitors; avoid strong inducers) and, at 40 mg, a weak CYP3A4 and P-gp inhibitor.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' }, 'P-gp': { inhibitor: 'weak' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor, at most 20 mg once daily.',
        source: label(
          'Nourianz (istradefylline)',
          '2 Dosage and Administration; 7 Drug Interactions',
        ),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid strong CYP3A4 inducers: istradefylline exposure falls.',
        source: label(
          'Nourianz (istradefylline)',
          '2 Dosage and Administration; 7 Drug Interactions',
        ),
      },
    ],
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: at most 20 mg once daily and monitor; severe: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment (Child-Pugh B): maximum 20 mg once daily; monitor for adverse reactions.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: avoid.',
        },
      ],
    },
    monitoring: [
      'Strong CYP3A4 inhibitors: at most 20 mg a day; strong inducers: avoid; heavy smokers may need 40 mg',
      'Dyskinesia, hallucinations and impulse-control disorders; P-gp substrates at 40 mg',
    ],
    sources: [
      label(
        'Nourianz (istradefylline)',
        '2 Dosage and Administration; 7 Drug Interactions; 8.6 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'tetrabenazine',
    rxcui: '10390',
    name: 'Tetrabenazine',
    brandNames: ['Xenazine'],
    atc: ['N07XX06'],
    drugClass: 'VMAT2 inhibitor',
    classTags: ['vmat2-inhibitor'],
    mechanism:
      'Reversible VMAT2 inhibitor for Huntington chorea; its active dihydro-metabolites are cleared by CYP2D6, so poor metabolisers and strong CYP2D6 inhibitors cap the dose at 50 mg a day. Prolongs the QT interval (label warning), graded possible.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one (and with reserpine).',
        source: label('Xenazine (tetrabenazine)', '4 Contraindications'),
      },
    ],
    qtRisk: 'possible',
    toxicities: ['cns-depression'],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in hepatic impairment.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Hepatic impairment: contraindicated.' },
      ],
    },
    boxedWarnings: [
      'Depression and suicidality in Huntington disease; contraindicated in actively suicidal or untreated depressed patients.',
    ],
    monitoring: [
      ...VMAT2_MONITORING,
      'CYP2D6 genotyping before doses above 50 mg a day; strong CYP2D6 inhibitors or poor metabolisers: at most 50 mg a day',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Xenazine (tetrabenazine)',
        'Boxed Warning; 2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'deutetrabenazine',
    rxcui: '1876905',
    name: 'Deutetrabenazine',
    brandNames: ['Austedo', 'Austedo XR'],
    atc: ['N07XX16'],
    drugClass: 'VMAT2 inhibitor',
    classTags: ['vmat2-inhibitor'],
    mechanism:
      'Deuterated tetrabenazine for Huntington chorea and tardive dyskinesia; its active metabolites are CYP2D6 substrates, so strong CYP2D6 inhibitors and poor metabolisers cap the daily dose (36 mg). Prolongs QT, graded possible.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one (and with reserpine or another VMAT2 inhibitor).',
        source: label('Austedo (deutetrabenazine)', '4 Contraindications'),
      },
    ],
    qtRisk: 'possible',
    toxicities: ['cns-depression'],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in hepatic impairment.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Hepatic impairment: contraindicated.' },
      ],
    },
    boxedWarnings: [
      'Depression and suicidality in Huntington disease; contraindicated in actively suicidal or untreated depressed patients.',
    ],
    monitoring: [
      ...VMAT2_MONITORING,
      'Strong CYP2D6 inhibitors or poor metabolisers: at most 36 mg a day',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Austedo (deutetrabenazine)',
        'Boxed Warning; 2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'valbenazine',
    rxcui: '1918219',
    name: 'Valbenazine',
    brandNames: ['Ingrezza'],
    atc: ['N07XX13'],
    drugClass: 'VMAT2 inhibitor',
    classTags: ['vmat2-inhibitor'],
    mechanism:
      'VMAT2 inhibitor for tardive dyskinesia and Huntington chorea; cleared by CYP3A4 (reduce the dose with strong inhibitors, avoid strong inducers) and its active metabolite by CYP2D6 (reduce with strong inhibitors or in poor metabolisers). Raises digoxin (P-gp). QT prolongation with raised exposure, graded possible.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate' },
      CYP2D6: { substrate: 'moderate' },
      'P-gp': { inhibitor: 'moderate' },
    },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor, lower the valbenazine dose.',
        source: label('Ingrezza (valbenazine)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP2D6', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP2D6 inhibitor, lower the valbenazine dose.',
        source: label('Ingrezza (valbenazine)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Strong CYP3A4 inducers are not recommended: valbenazine exposure falls.',
        source: label('Ingrezza (valbenazine)', '2 Dosage and Administration; 7 Drug Interactions'),
      },
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'avoid',
        text: 'Avoid MAO inhibitors: serotonin syndrome or a weaker valbenazine effect.',
        source: label('Ingrezza (valbenazine)', '7 Drug Interactions'),
      },
    ],
    qtRisk: 'possible',
    toxicities: ['cns-depression'],
    renal: {
      // Label versions disagree (earlier Ingrezza labels: not recommended below CrCl 30); not
      // confirmed against the current label, so no rule rather than a guessed one.
      status: 'no-data',
      summary:
        'Severe renal impairment: earlier labels said not recommended below CrCl 30 mL/min; the current rule is unconfirmed (no data, not a statement of safety).',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate or severe hepatic impairment: 40 mg once daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: 40 mg once daily.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: 40 mg once daily.',
        },
      ],
    },
    monitoring: [
      'Somnolence; parkinsonism; avoid MAO inhibitors (serotonin syndrome or lost effect)',
      'QT prolongation at raised exposure: avoid in congenital long QT or arrhythmia with a prolonged QT',
      'Strong CYP3A4 inhibitors or strong CYP2D6 inhibitors/poor metabolisers: lower dose; strong CYP3A4 inducers: not recommended; digoxin levels',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Ingrezza (valbenazine)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 8.6 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'dalfampridine',
    rxcui: '897018',
    name: 'Dalfampridine',
    synonyms: ['fampridine', '4-aminopyridine'],
    brandNames: ['Ampyra'],
    atc: ['N07XX07'],
    drugClass: 'Potassium-channel blocker (multiple sclerosis walking)',
    classTags: ['potassium-channel-blocker'],
    mechanism:
      'Potassium-channel blocker excreted unchanged by the kidneys (partly by OCT2 secretion); seizure risk rises with exposure, so renal impairment matters.',
    routes: ['oral'],
    pathways: { OCT2: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['seizure'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated with CrCl 50 mL/min or less; mild impairment (51-80) raises seizure risk.',
      rules: [{ crclBelow: 51, action: 'avoid', text: 'CrCl 50 mL/min or less: contraindicated.' }],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Seizures: contraindicated with a seizure history; not with other 4-aminopyridine products',
      'OCT2 inhibitors (cimetidine) may raise exposure; check CrCl before starting and yearly',
    ],
    sources: [
      label(
        'Ampyra (dalfampridine)',
        '4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions; 8.6 Renal Impairment',
      ),
    ],
  }),
  rec({
    id: 'teriflunomide',
    rxcui: '1310520',
    name: 'Teriflunomide',
    brandNames: ['Aubagio'],
    atc: ['L04AK02'],
    drugClass: 'Pyrimidine synthesis inhibitor (multiple sclerosis)',
    classTags: ['immunomodulator'],
    mechanism:
      'Active metabolite of leflunomide (dihydroorotate dehydrogenase inhibitor) with a very long half-life. Inhibits BCRP and OATP1B1/1B3 (rosuvastatin exposure about 2.7-fold: at most 10 mg), inhibits CYP2C8 (repaglinide AUC about 2.4-fold in the label, a moderate inhibitor by the FDA fold-change definition: paclitaxel, pioglitazone, repaglinide), weakly inhibits OAT3, and may weakly induce CYP1A2 (label wording).',
    routes: ['oral'],
    pathways: {
      BCRP: { inhibitor: 'moderate' },
      'OATP1B1/1B3': { inhibitor: 'moderate' },
      CYP2C8: { inhibitor: 'moderate' },
      'OAT1/3': { inhibitor: 'weak' },
      CYP1A2: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    toxicities: ['hepatotoxicity', 'embryo-fetal', 'teratogenic', 'hypertension'],
    rareToxicities: ['neuropathy', 'infection'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild to severe renal impairment.',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: contraindicated.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Hepatotoxicity, including fatal liver failure; liver tests before starting and monthly for 6 months. Contraindicated with leflunomide.',
      'Embryofetal toxicity: contraindicated in pregnancy; exclude pregnancy, use contraception, and use accelerated elimination if pregnancy occurs.',
    ],
    monitoring: [
      'Rosuvastatin at most 10 mg; other BCRP and OATP1B substrates (methotrexate, topotecan, statins) rise',
      'CYP2C8 substrates (paclitaxel, repaglinide, pioglitazone) rise: monitor and adjust their dose',
      'Warfarin INR falls; blood counts, blood pressure, infections; accelerated elimination with cholestyramine',
    ],
    sources: [
      label(
        'Aubagio (teriflunomide)',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions; 12.3 Pharmacokinetics (drug interaction studies); 8.6 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'fingolimod',
    rxcui: '1012892',
    name: 'Fingolimod',
    brandNames: ['Gilenya', 'Tascenso ODT'],
    atc: ['L04AE01'],
    drugClass: 'Sphingosine 1-phosphate receptor modulator',
    classTags: ['s1p-modulator'],
    mechanism:
      'S1P receptor modulator that retains lymphocytes in lymph nodes; the first dose slows heart rate and AV conduction, and it prolongs QT (graded possible). Metabolised mainly by CYP4F2 (ketoconazole raised exposure about 1.7-fold).',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { classTag: 'class-ia-antiarrhythmic' },
        instruction: 'contraindicated',
        text: 'Contraindicated with class Ia antiarrhythmics: torsades de pointes with the bradycardia of S1P modulation.',
        source: label('Gilenya (fingolimod)', '4 Contraindications'),
      },
      {
        with: { classTag: 'class-iii-antiarrhythmic' },
        instruction: 'contraindicated',
        text: 'Contraindicated with class III antiarrhythmics: torsades de pointes with the bradycardia of S1P modulation.',
        source: label('Gilenya (fingolimod)', '4 Contraindications'),
      },
    ],
    qtRisk: 'possible',
    toxicities: ['bradycardia', 'infection'],
    rareToxicities: ['ocular', 'hepatotoxicity'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment doubles exposure: monitor closely.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe hepatic impairment: monitor closely.',
        },
      ],
    },
    monitoring: [...S1P_MONITORING, 'Ketoconazole and other strong CYP inhibitors raise exposure'],
    sources: [
      label(
        'Gilenya (fingolimod)',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'siponimod',
    rxcui: '2121085',
    name: 'Siponimod',
    brandNames: ['Mayzent'],
    atc: ['L04AE03'],
    drugClass: 'Sphingosine 1-phosphate receptor modulator',
    classTags: ['s1p-modulator'],
    mechanism:
      'S1P1/S1P5 modulator cleared mainly by CYP2C9 (and CYP3A4): contraindicated in CYP2C9*3/*3, lower maintenance dose in *1/*3 and *2/*3, and not recommended with moderate CYP2C9 plus moderate or strong CYP3A4 inhibitors (fluconazole doubled exposure) or strong inducers. Prolongs QT, graded possible.',
    routes: ['oral'],
    pathways: { CYP2C9: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Not recommended with inducers of both CYP2C9 (moderate) and CYP3A4 (strong), such as rifampin or carbamazepine: siponimod exposure falls. The record cannot require both pathways, so every strong CYP3A4 inducer takes this row.',
        source: label('Mayzent (siponimod)', '7 Drug Interactions'),
      },
    ],
    qtRisk: 'possible',
    toxicities: ['bradycardia', 'infection'],
    rareToxicities: ['ocular', 'hepatotoxicity'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment in hepatic impairment.' },
    monitoring: [
      ...S1P_MONITORING,
      'CYP2C9 genotype before starting: *3/*3 contraindicated; *1/*3 or *2/*3 maintenance 1 mg',
    ],
    pgxGenes: ['CYP2C9'],
    sources: [
      label(
        'Mayzent (siponimod)',
        '2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions; 12.5 Pharmacogenomics',
      ),
    ],
  }),
  rec({
    id: 'tasimelteon',
    rxcui: '1490468',
    name: 'Tasimelteon',
    brandNames: ['Hetlioz'],
    atc: ['N05CH03'],
    drugClass: 'Melatonin receptor agonist',
    classTags: ['melatonin-agonist'],
    mechanism:
      'MT1/MT2 agonist for non-24-hour sleep-wake disorder; a sensitive CYP1A2 substrate in the FDA table (fluvoxamine raised exposure about 7-fold) also cleared by CYP3A4 (rifampin lowered it about 90%). Avoid strong CYP1A2 inhibitors and strong CYP3A4 inducers.',
    routes: ['oral'],
    pathways: { CYP1A2: { substrate: 'sensitive' }, CYP3A4: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { pathway: 'CYP1A2', role: 'inhibitor', levels: ['strong'] },
        instruction: 'avoid',
        text: 'Avoid fluvoxamine and other strong CYP1A2 inhibitors: a large rise in tasimelteon exposure.',
        source: label('Hetlioz (tasimelteon)', '7 Drug Interactions'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
        instruction: 'avoid',
        text: 'Avoid rifampin and other CYP3A4 inducers: a large fall in tasimelteon exposure, with loss of efficacy.',
        source: label('Hetlioz (tasimelteon)', '7 Drug Interactions'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: not recommended (not studied).',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: not recommended.',
        },
      ],
    },
    monitoring: [
      'Avoid strong CYP1A2 inhibitors (fluvoxamine) and strong CYP3A4 inducers (rifampin)',
      'Somnolence: no driving after a dose',
    ],
    sources: [
      label(
        'Hetlioz (tasimelteon)',
        '5 Warnings and Precautions; 7 Drug Interactions; 8.6 Hepatic Impairment',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'atogepant',
    rxcui: null,
    rxcuiNote:
      'Not found by name in the shipped RxNorm extract (Current Prescribable Content 2025-10-06); matched by name until the RxCUI is confirmed.',
    name: 'Atogepant',
    brandNames: ['Qulipta'],
    atc: ['N02CD07'],
    drugClass: 'CGRP-receptor antagonist (gepant, migraine prevention)',
    classTags: ['gepant'],
    mechanism:
      'Oral CGRP-receptor antagonist for migraine prevention; a sensitive CYP3A4 substrate (ketoconazole raised its AUC about 5.5-fold) and an OATP substrate (single-dose rifampin about 2.9-fold), so the dose is lowered with strong CYP3A4 or OATP inhibitors and raised with inducers.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'sensitive' }, 'OATP1B1/1B3': { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong'] },
        instruction: 'adjust',
        text: 'With a strong CYP3A4 inhibitor: 10 mg once daily for episodic migraine; avoid in chronic migraine.',
        source: label('Qulipta (atogepant)', '2 Dosage and Administration; 7.1 CYP3A4 Inhibitors'),
      },
      {
        with: { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate', 'weak'] },
        instruction: 'adjust',
        text: 'With a CYP3A4 inducer: 30 or 60 mg once daily for episodic migraine; avoid in chronic migraine.',
        source: label('Qulipta (atogepant)', '2 Dosage and Administration; 7.2 CYP3A4 Inducers'),
      },
      {
        with: { pathway: 'OATP1B1/1B3', role: 'inhibitor', levels: ['strong', 'moderate'] },
        instruction: 'adjust',
        text: 'With an OATP inhibitor (cyclosporine, single-dose rifampin): 10 or 30 mg once daily for episodic migraine, 30 mg for chronic migraine.',
        source: label('Qulipta (atogepant)', '2 Dosage and Administration; 7.3 OATP Inhibitors'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: [],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 30 mL/min or dialysis: 10 mg once daily for episodic migraine; avoid for chronic migraine.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl below 30 mL/min: 10 mg once daily (episodic migraine); avoid in chronic migraine.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: avoid.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: avoid.',
        },
      ],
    },
    monitoring: [
      'Strong CYP3A4 inhibitors: 10 mg (episodic) or avoid (chronic); OATP inhibitors: lower dose; strong or moderate CYP3A4 inducers: higher dose',
      'Constipation, nausea; hypertension and Raynaud phenomenon reported with CGRP antagonists',
    ],
    sources: [
      label(
        'Qulipta (atogepant)',
        '2 Dosage and Administration; 7 Drug Interactions; 8.6 Renal Impairment; 8.7 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'alosetron',
    rxcui: null,
    rxcuiNote:
      'Not found by name in the shipped RxNorm extract (Current Prescribable Content 2025-10-06); matched by name until the RxCUI is confirmed.',
    name: 'Alosetron',
    brandNames: ['Lotronex'],
    atc: ['A03AE01'],
    drugClass: 'Serotonin 5-HT3 antagonist (IBS with diarrhoea)',
    classTags: ['5ht3-antagonist'],
    mechanism:
      'Selective 5-HT3 antagonist for severe diarrhoea-predominant IBS in women; a sensitive CYP1A2 substrate in the FDA table (fluvoxamine raised its AUC about 6-fold and is contraindicated).',
    routes: ['oral'],
    pathways: { CYP1A2: { substrate: 'sensitive' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: [],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary: 'Severe hepatic impairment: contraindicated; mild or moderate: use with caution.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Serious gastrointestinal adverse reactions, including ischaemic colitis and complications of constipation that led to hospitalisation, transfusion, surgery and death; prescribed only under a REMS; stop at once if constipation or ischaemic colitis occurs.',
    ],
    monitoring: [
      'Contraindicated with fluvoxamine; avoid other strong CYP1A2 inhibitors (ciprofloxacin) and use caution with ketoconazole',
      'Constipation: stop the drug; other drugs that slow the gut (opioids, anticholinergics) add to the risk',
    ],
    sources: [
      label('Lotronex (alosetron)', 'Boxed Warning; 4 Contraindications; 7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  }),
  // --- More sedatives, wakefulness agents, antiemetics with QT risk ----------------------------------
  rec({
    id: 'estazolam',
    rxcui: '4077',
    name: 'Estazolam',
    brandNames: ['Prosom'],
    atc: ['N05CD04'],
    drugClass: 'Benzodiazepine (hypnotic)',
    classTags: ['benzodiazepine'],
    mechanism:
      'Intermediate-acting triazolobenzodiazepine hypnotic oxidised by CYP3A4; the label contraindicates ketoconazole and itraconazole (no fold-change given, graded minor).',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: BENZODIAZEPINE_BOXED,
    monitoring: [
      ...BENZO_MONITORING,
      'Contraindicated with ketoconazole and itraconazole; caution with other CYP3A4 inhibitors',
    ],
    sources: [
      label(
        'Estazolam tablets',
        'Boxed Warning; CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'alfentanil',
    rxcui: null,
    name: 'Alfentanil',
    brandNames: ['Alfenta'],
    atc: ['N01AH02'],
    drugClass: 'Opioid agonist (anaesthetic adjunct)',
    classTags: ['opioid'],
    mechanism:
      'Short-acting mu-opioid agonist for anaesthesia; a sensitive CYP3A substrate in the FDA table, so strong CYP3A4 inhibitors prolong its respiratory depression.',
    routes: ['iv'],
    pathways: { CYP3A4: { substrate: 'sensitive' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [...OPIOID_BOXED, OPIOID_CYP3A4_BOXED],
    monitoring: [
      'Only with airway management and monitoring; strong CYP3A4 inhibitors (erythromycin, azoles, ritonavir) prolong respiratory depression',
      'Benzodiazepines and other sedatives: additive respiratory depression',
    ],
    sources: [
      label(
        'Alfentanil hydrochloride injection',
        'Boxed Warning; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
      FDA_DDI_TABLE,
    ],
  }),
  rec({
    id: 'methscopolamine',
    rxcui: '89785',
    name: 'Methscopolamine',
    brandNames: ['Pamine', 'Pamine Forte'],
    atc: ['A03BB03'],
    drugClass: 'Antimuscarinic (quaternary ammonium)',
    classTags: ['antimuscarinic'],
    mechanism:
      'Quaternary derivative of scopolamine with peripheral antimuscarinic effects (peptic ulcer, secretions) and little CNS penetration.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: ANTICHOLINERGIC_MONITORING,
    sources: [
      label('Pamine (methscopolamine bromide)', 'CONTRAINDICATIONS; WARNINGS; PRECAUTIONS'),
    ],
  }),
  rec({
    id: 'riluzole',
    rxcui: '35623',
    name: 'Riluzole',
    brandNames: ['Rilutek', 'Tiglutik', 'Exservan'],
    atc: ['N07XX02'],
    drugClass: 'Glutamate release inhibitor (ALS)',
    classTags: ['neuroprotective'],
    mechanism:
      'Inhibits glutamate release; metabolised by CYP1A2, so CYP1A2 inhibitors may raise and inducers (smoking, rifampin) lower exposure (the label gives no fold-change, graded minor).',
    routes: ['oral'],
    pathways: { CYP1A2: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['hepatotoxicity'],
    rareToxicities: ['myelosuppression', 'pneumonitis'],
    renal: NO_RENAL,
    hepatic: {
      status: 'avoid',
      summary:
        'Not recommended in hepatic impairment or with baseline transaminases above 5 times the upper limit.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Hepatic impairment: not recommended.' },
      ],
    },
    monitoring: [
      'ALT monthly for 3 months, then periodically; stop above 5 times the upper limit or with jaundice',
      'Neutropenia (blood count if febrile); interstitial lung disease',
    ],
    sources: [
      label(
        'Rilutek (riluzole)',
        '5 Warnings and Precautions; 7 Drug Interactions; 8.6 Hepatic Impairment',
      ),
    ],
  }),
  rec({
    id: 'viloxazine',
    rxcui: '11196',
    name: 'Viloxazine',
    brandNames: ['Qelbree'],
    atc: ['N06AX09'],
    drugClass: 'Selective noradrenaline reuptake inhibitor (ADHD)',
    classTags: ['snri-adhd'],
    mechanism:
      'Noradrenaline reuptake inhibitor for ADHD and a strong CYP1A2 inhibitor: contraindicated with sensitive or narrow-margin CYP1A2 substrates (tizanidine, ramelteon, theophylline, duloxetine, alosetron). Also a weak inhibitor of CYP2D6 and CYP3A4.',
    routes: ['oral'],
    pathways: {
      CYP1A2: { inhibitor: 'strong' },
      CYP2D6: { inhibitor: 'weak' },
      CYP3A4: { inhibitor: 'weak' },
    },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hypertensive crisis.',
        source: label('Qelbree (viloxazine)', '4 Contraindications'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['hypertension', 'cns-depression'],
    renal: {
      status: 'adjust',
      summary: 'Severe renal impairment (eGFR below 30): start 100 mg, at most 200 mg a day.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'eGFR below 30: start 100 mg once daily, maximum 200 mg a day.',
        },
      ],
    },
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Suicidal thoughts and behaviours in children and adolescents; monitor for worsening and emergent suicidality.',
    ],
    monitoring: [
      'Contraindicated with MAO inhibitors and with sensitive or narrow-margin CYP1A2 substrates (tizanidine, ramelteon, theophylline, clozapine-type drugs: check each label)',
      'Blood pressure and heart rate; somnolence',
    ],
    sources: [
      label(
        'Qelbree (viloxazine)',
        'Boxed Warning; 2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'solriamfetol',
    rxcui: '2121751',
    name: 'Solriamfetol',
    brandNames: ['Sunosi'],
    atc: ['N06BA14'],
    drugClass: 'Dopamine and noradrenaline reuptake inhibitor (wakefulness)',
    classTags: ['wakefulness-agent'],
    mechanism:
      'Dopamine and noradrenaline reuptake inhibitor for excessive sleepiness; excreted unchanged by the kidneys, with no CYP metabolism. Contraindicated with MAO inhibitors.',
    routes: ['oral'],
    pathways: {},
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hypertensive crisis.',
        source: label('Sunosi (solriamfetol)', '4 Contraindications'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 30-59: start 37.5 mg, at most 75 mg; 15-29: 37.5 mg at most; end-stage renal disease: not recommended.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'CrCl 30-59 mL/min: 37.5 mg start, maximum 75 mg a day.',
        },
        { crclBelow: 30, action: 'reduce', text: 'CrCl 15-29 mL/min: maximum 37.5 mg a day.' },
        { crclBelow: 15, action: 'avoid', text: 'End-stage renal disease: not recommended.' },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Contraindicated with MAO inhibitors and within 14 days of one',
      'Blood pressure and heart rate; psychiatric symptoms',
    ],
    sources: [
      label(
        'Sunosi (solriamfetol)',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 8.6 Renal Impairment',
      ),
    ],
  }),
  rec({
    id: 'pitolisant',
    rxcui: '2197878',
    name: 'Pitolisant',
    brandNames: ['Wakix'],
    atc: ['N07XX11'],
    drugClass: 'Histamine H3-receptor antagonist/inverse agonist',
    classTags: ['wakefulness-agent'],
    mechanism:
      'H3 inverse agonist for narcolepsy, cleared by CYP2D6 (strong inhibitors or poor metabolisers: at most 17.8 mg) and CYP3A4 (strong inducers: double the dose); a weak CYP3A4 inducer that can make hormonal contraceptives fail. Prolongs QT (label warning), graded possible.',
    routes: ['oral'],
    pathways: {
      CYP2D6: { substrate: 'moderate' },
      CYP3A4: { substrate: 'minor', inducer: 'weak' },
    },
    qtRisk: 'possible',
    toxicities: [],
    renal: {
      status: 'adjust',
      summary: 'eGFR below 60: at most 17.8 mg a day; end-stage renal disease: not recommended.',
      rules: [
        { crclBelow: 60, action: 'reduce', text: 'eGFR 15-59: maximum 17.8 mg once daily.' },
        { crclBelow: 15, action: 'avoid', text: 'End-stage renal disease: not recommended.' },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: at most 17.8 mg; severe: contraindicated.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate hepatic impairment: maximum 17.8 mg a day.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: contraindicated.',
        },
      ],
    },
    monitoring: [
      'Avoid other QT-prolonging drugs; centrally acting H1 antihistamines reduce efficacy',
      'Hormonal contraceptives may fail: use another method during and for 21 days after',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Wakix (pitolisant)',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'sodium-oxybate',
    rxcui: null,
    rxcuiNote:
      'The shipped RxNorm extract lists an "oxybate" concept whose mapping to sodium oxybate was not confirmed; matched by name.',
    name: 'Sodium oxybate',
    synonyms: ['gamma-hydroxybutyrate', 'GHB'],
    brandNames: ['Xyrem', 'Lumryz'],
    atc: ['N07XX04'],
    drugClass: 'CNS depressant (narcolepsy)',
    classTags: ['sedative-hypnotic'],
    mechanism:
      'Sodium salt of gamma-hydroxybutyrate, a potent CNS depressant for cataplexy and daytime sleepiness; valproate inhibits its breakdown (reduce the oxybate dose by about 20%).',
    routes: ['oral'],
    pathways: {},
    classInstructions: [
      {
        with: { classTag: 'benzodiazepine' },
        instruction: 'contraindicated',
        text: 'Contraindicated with sedative hypnotics: additive respiratory depression, coma and death.',
        source: label('Xyrem (sodium oxybate) oral solution', 'Boxed Warning; 4 Contraindications'),
      },
      {
        with: { classTag: 'z-drug' },
        instruction: 'contraindicated',
        text: 'Contraindicated with sedative hypnotics: additive respiratory depression, coma and death.',
        source: label('Xyrem (sodium oxybate) oral solution', 'Boxed Warning; 4 Contraindications'),
      },
    ],
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: halve the starting dose.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Hepatic impairment: start at half the usual dose.',
        },
      ],
    },
    boxedWarnings: [
      'Central nervous system depression (respiratory depression, seizures, coma, death), especially with other CNS depressants; available only through a REMS.',
      'Abuse and misuse of GHB.',
    ],
    monitoring: [
      'Contraindicated with sedative hypnotics and alcohol; opioids, benzodiazepines and other CNS depressants add to respiratory depression',
      'Valproate: lower the oxybate dose; high sodium load in heart failure, hypertension or renal impairment',
    ],
    sources: [
      label(
        'Xyrem (sodium oxybate) oral solution',
        'Boxed Warning; 2 Dosage and Administration; 4 Contraindications; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'lofexidine',
    rxcui: '28863',
    name: 'Lofexidine',
    brandNames: ['Lucemyra'],
    atc: ['N07BC04'],
    drugClass: 'Central alpha-2 adrenergic agonist (opioid withdrawal)',
    classTags: ['central-alpha2-agonist'],
    mechanism:
      'Alpha-2 agonist that eases opioid withdrawal; causes hypotension, bradycardia and QT prolongation (graded possible from the label warning). Partly metabolised by CYP2D6 (paroxetine raised exposure about 28%).',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'minor' } },
    qtRisk: 'possible',
    toxicities: ['bradycardia', 'cns-depression'],
    renal: {
      status: 'adjust',
      summary: 'Renal impairment: lower total daily dose by eGFR band (label table).',
      rules: [
        { crclBelow: 90, action: 'reduce', text: 'Reduced eGFR: lower dose per the label table.' },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: lower dose by Child-Pugh class (label table).',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: lower dose per the label table.',
        },
      ],
    },
    monitoring: [
      'Blood pressure, heart rate and ECG in patients at risk of QT prolongation; avoid other QT-prolonging drugs',
      'Additive sedation with benzodiazepines, alcohol and barbiturates; rebound hypertension after abrupt stop',
    ],
    sources: [
      label(
        'Lucemyra (lofexidine)',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  }),
  rec({
    id: 'droperidol',
    rxcui: '3648',
    name: 'Droperidol',
    brandNames: ['Inapsine'],
    atc: ['N05AD08'],
    drugClass: 'Butyrophenone antiemetic and neuroleptic',
    classTags: ['dopamine-antagonist-antiemetic'],
    mechanism:
      'Dopamine D2 antagonist used for nausea and vomiting and agitation; prolongs QT with fatal torsades reported.',
    routes: ['iv', 'im'],
    pathways: {},
    qtRisk: 'known',
    toxicities: ['cns-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'QT prolongation and torsades de pointes, some fatal, including at recommended doses; ECG before giving and for 2-3 hours after; contraindicated with known or suspected QT prolongation.',
    ],
    monitoring: [
      'Avoid with other QT-prolonging drugs (ondansetron, haloperidol, methadone, many kinase inhibitors) and with hypokalaemia or hypomagnesaemia',
      'Additive sedation with opioids and other CNS depressants; extrapyramidal reactions',
    ],
    sources: [
      label(
        'Inapsine (droperidol) injection',
        'Boxed Warning; CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions',
      ),
      CREDIBLEMEDS,
    ],
  }),
  rec({
    id: 'amisulpride',
    rxcui: null,
    name: 'Amisulpride',
    brandNames: ['Barhemsys'],
    atc: ['N05AL05'],
    drugClass: 'Dopamine D2/D3 antagonist (IV antiemetic)',
    classTags: ['dopamine-antagonist-antiemetic'],
    mechanism:
      'Benzamide D2/D3 antagonist given IV for postoperative nausea and vomiting; dose- and concentration-dependent QT prolongation (graded possible from the label warning). Mostly excreted unchanged by the kidneys.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'possible',
    toxicities: [],
    renal: {
      status: 'avoid',
      summary: 'Severe renal impairment (eGFR below 30): avoid.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'eGFR below 30: avoid.' }],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'ECG in patients with QT risk; avoid with droperidol and other QT-prolonging drugs',
      'Dopamine agonists (levodopa) and amisulpride oppose each other',
    ],
    sources: [
      label(
        'Barhemsys (amisulpride) injection',
        '5 Warnings and Precautions (QT prolongation); 7 Drug Interactions; 8.6 Renal Impairment',
      ),
    ],
  }),
  // --- Older psychiatric drugs still prescribed ------------------------------------------------------
  rec({
    id: 'flurazepam',
    rxcui: '4501',
    name: 'Flurazepam',
    brandNames: ['Dalmane'],
    atc: ['N05CD01'],
    drugClass: 'Benzodiazepine (hypnotic)',
    classTags: ['benzodiazepine'],
    mechanism:
      'Long-acting benzodiazepine hypnotic whose active metabolite (desalkylflurazepam) has a half-life of days and accumulates, especially in older adults; oxidised by CYP3A4.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'respiratory-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: BENZODIAZEPINE_BOXED,
    monitoring: [...BENZO_MONITORING, 'Next-day sedation accumulates over several nights'],
    sources: [label('Flurazepam hydrochloride capsules', 'Boxed Warning; WARNINGS; PRECAUTIONS')],
  }),
  rec({
    id: 'meprobamate',
    rxcui: '6760',
    name: 'Meprobamate',
    brandNames: [],
    atc: ['N05BC01'],
    drugClass: 'Carbamate anxiolytic',
    classTags: ['sedative-hypnotic'],
    mechanism:
      'Carbamate sedative (also the active metabolite of carisoprodol) with barbiturate-like CNS depression, dependence and withdrawal seizures.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Additive CNS depression with opioids, benzodiazepines and alcohol',
      'Dependence: withdraw gradually after prolonged use (withdrawal seizures)',
    ],
    sources: [label('Meprobamate tablets', 'WARNINGS; PRECAUTIONS; DRUG ABUSE AND DEPENDENCE')],
  }),
  rec({
    id: 'trifluoperazine',
    rxcui: '10800',
    name: 'Trifluoperazine',
    brandNames: [],
    atc: ['N05AB06'],
    drugClass: 'Phenothiazine antipsychotic (first generation)',
    classTags: ['typical-antipsychotic', 'phenothiazine'],
    mechanism:
      'High-potency piperazine phenothiazine D2 antagonist for schizophrenia and anxiety; extrapyramidal effects are common.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED],
    monitoring: [...ANTIPSYCHOTIC_MONITORING, 'Extrapyramidal symptoms and tardive dyskinesia'],
    sources: [
      label(
        'Trifluoperazine hydrochloride tablets',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS',
      ),
    ],
  }),
  rec({
    id: 'thiothixene',
    rxcui: '10510',
    name: 'Thiothixene',
    brandNames: ['Navane'],
    atc: ['N05AF04'],
    drugClass: 'Thioxanthene antipsychotic (first generation)',
    classTags: ['typical-antipsychotic'],
    mechanism:
      'High-potency thioxanthene D2 antagonist for schizophrenia; metabolised in the liver (CYP1A2 contributes).',
    routes: ['oral'],
    pathways: { CYP1A2: { substrate: 'minor' } },
    qtRisk: 'unknown',
    toxicities: ['cns-depression', 'anticholinergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED],
    monitoring: [...ANTIPSYCHOTIC_MONITORING, 'Extrapyramidal symptoms and tardive dyskinesia'],
    sources: [
      label('Thiothixene capsules', 'Boxed Warning; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS'),
    ],
  }),
  rec({
    id: 'protriptyline',
    rxcui: '8886',
    name: 'Protriptyline',
    brandNames: ['Vivactil'],
    atc: ['N06AA11'],
    drugClass: 'Tricyclic antidepressant (secondary amine)',
    classTags: ['tricyclic-antidepressant'],
    mechanism:
      'Secondary-amine tricyclic (noradrenaline reuptake inhibitor) with a long half-life, hydroxylated by CYP2D6; CYP2D6 inhibitors and poor metabolisers raise its level.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'moderate' } },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hyperpyrexia, seizures and deaths (serotonin syndrome).',
        source: label('Protriptyline hydrochloride tablets', 'CONTRAINDICATIONS'),
      },
    ],
    qtRisk: 'conditional',
    toxicities: ['anticholinergic', 'cns-depression'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIDEPRESSANT_MONITORING,
      'CYP2D6 inhibitors (bupropion, fluoxetine, paroxetine, terbinafine) raise tricyclic levels; ECG in cardiac disease',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      label(
        'Protriptyline hydrochloride tablets',
        'Boxed Warning; CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions',
      ),
      CPIC_TCA,
      CREDIBLEMEDS,
    ],
  }),
  rec({
    id: 'trimipramine',
    rxcui: '10834',
    name: 'Trimipramine',
    brandNames: ['Surmontil'],
    atc: ['N06AA06'],
    drugClass: 'Tricyclic antidepressant (tertiary amine)',
    classTags: ['tricyclic-antidepressant'],
    mechanism:
      'Sedating tertiary-amine tricyclic; demethylated by CYP2C19 and hydroxylated by CYP2D6, both polymorphic (CPIC tricyclic guideline).',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'moderate' }, CYP2C19: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hyperpyrexia, seizures and deaths (serotonin syndrome).',
        source: label('Surmontil (trimipramine)', 'CONTRAINDICATIONS'),
      },
    ],
    qtRisk: 'possible',
    toxicities: ['anticholinergic', 'cns-depression', 'serotonergic'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIDEPRESSANT_MONITORING,
      'CYP2D6 inhibitors raise tricyclic levels; orthostatic hypotension and sedation in older adults',
    ],
    pgxGenes: ['CYP2D6', 'CYP2C19'],
    sources: [
      label(
        'Surmontil (trimipramine)',
        'Boxed Warning; CONTRAINDICATIONS; PRECAUTIONS: Drug Interactions',
      ),
      CPIC_TCA,
      CREDIBLEMEDS,
    ],
  }),
  rec({
    id: 'amoxapine',
    rxcui: null,
    name: 'Amoxapine',
    brandNames: [],
    atc: ['N06AA17'],
    drugClass: 'Tricyclic-related antidepressant (dibenzoxazepine)',
    classTags: ['tricyclic-antidepressant'],
    mechanism:
      'Noradrenaline reuptake inhibitor related to loxapine, whose metabolite blocks dopamine D2 receptors (extrapyramidal effects, tardive dyskinesia and neuroleptic malignant syndrome are possible); hydroxylated by CYP2D6.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'minor' } },
    classInstructions: [
      {
        with: { classTag: 'mao-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hyperpyrexia, seizures and deaths (serotonin syndrome).',
        source: label('Amoxapine tablets', 'CONTRAINDICATIONS'),
      },
    ],
    qtRisk: 'conditional',
    toxicities: ['anticholinergic', 'cns-depression', 'seizure'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      ...ANTIDEPRESSANT_MONITORING,
      'Seizures in overdose; extrapyramidal symptoms and tardive dyskinesia',
    ],
    sources: [
      label(
        'Amoxapine tablets',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
      CREDIBLEMEDS,
    ],
  }),
];

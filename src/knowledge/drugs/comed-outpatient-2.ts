import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';
import {
  ANTIPSYCHOTIC_DEMENTIA_BOXED,
  CPIC_G6PD,
  CREDIBLEMEDS,
  FDA_DDI_TABLE,
  label,
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

const RXCUI_NOT_IN_EXTRACT =
  'The shipped RxNorm extract (Current Prescribable Content 2025-10-06) lacks ingredients starting with A; matched by name until the RxCUI is confirmed.';

const NO_RENAL: DrugInput['renal'] = {
  status: 'no-data',
  summary: 'The label gives no renal dose rule; no data, not a statement of safety.',
};

const NO_HEPATIC: DrugInput['hepatic'] = {
  status: 'no-data',
  summary: 'The label gives no hepatic dose rule; no data, not a statement of safety.',
};

/** An over-the-counter Drug Facts label (no prescribing information exists). */
function otc(product: string, section: string): Source {
  return { kind: 'label', title: `${product} OTC Drug Facts label`, section };
}

type RecordFields = Omit<DrugInput, 'kind' | 'phDependentAbsorption' | 'lastReviewed'> & {
  phDependentAbsorption?: boolean;
};

/** Fills the fields every record here shares; a null RxCUI gets the extract note by default. */
function rec(fields: RecordFields): DrugInput {
  return {
    kind: 'supportive',
    phDependentAbsorption: false,
    ...(fields.rxcui === null && !fields.rxcuiNote ? { rxcuiNote: RXCUI_NOT_IN_EXTRACT } : {}),
    ...fields,
    lastReviewed: REVIEWED_RECS_2,
  };
}

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
    classTags: ['antipsychotic', 'phenothiazine'],
    mechanism:
      'Piperidine phenothiazine dopamine D2 antagonist with marked anticholinergic activity and dose-related QTc prolongation. Cleared by CYP2D6: the label contraindicates it in reduced CYP2D6 activity and with CYP2D6 inhibitors (fluoxetine, paroxetine) and with fluvoxamine, propranolol and pindolol (fluvoxamine raised levels about 3-fold).',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'moderate' } },
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
    classTags: ['melatonin-agonist', 'hypnotic'],
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
    id: 'pseudoephedrine',
    rxcui: '8896',
    name: 'Pseudoephedrine',
    brandNames: ['Sudafed', 'Sudafed 12 Hour'],
    atc: ['R01BA02'],
    drugClass: 'Sympathomimetic decongestant',
    classTags: ['sympathomimetic', 'decongestant'],
    mechanism:
      'Indirect and direct alpha-adrenergic agonist that releases noradrenaline, constricting nasal vessels and raising blood pressure and heart rate; with MAO inhibitors the released noradrenaline is not broken down.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    toxicities: ['hypertension'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    monitoring: [
      'Do not use with an MAO inhibitor or within 2 weeks of stopping one (hypertensive crisis)',
      'Blood pressure and heart rate in hypertension, heart disease, thyroid disease or urinary retention from prostate enlargement',
    ],
    sources: [
      otc(
        'Sudafed (pseudoephedrine hydrochloride)',
        'Warnings: Do not use; Ask a doctor before use',
      ),
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
    qtRisk: 'unknown',
    toxicities: ['serotonergic', 'hemolysis'],
    rareToxicities: ['methemoglobinemia', 'hypersensitivity'],
    renal: NO_RENAL,
    hepatic: NO_HEPATIC,
    boxedWarnings: [
      'Serious or fatal serotonin syndrome with serotonergic drugs (SSRIs, SNRIs, MAO inhibitors) and opioids; avoid the combination, and do not restart serotonergic drugs until 72 hours after the last dose.',
    ],
    monitoring: [
      'Stop serotonergic drugs before elective use; if it must be given urgently, watch for serotonin syndrome and restart serotonergic drugs no sooner than 72 hours after the last dose',
      'G6PD deficiency: haemolytic anaemia and paradoxical methaemoglobinaemia; avoid',
      'Pulse oximetry reads falsely low during and after the dose',
    ],
    pgxGenes: ['G6PD'],
    sources: [
      label(
        'ProvayBlue (methylene blue) injection',
        'Boxed Warning; 4 Contraindications; 5.1 Serotonin Syndrome; 5.3 Hemolytic Anemia; 7 Drug Interactions',
      ),
      CPIC_G6PD,
    ],
  }),
  rec({
    id: 'trimethoprim',
    rxcui: '10829',
    name: 'Trimethoprim',
    brandNames: ['Primsol', 'Proloprim'],
    atc: ['J01EA01'],
    drugClass: 'Dihydrofolate reductase inhibitor (antibacterial)',
    classTags: ['antifolate-antibacterial'],
    mechanism:
      'Inhibits bacterial dihydrofolate reductase. Blocks the amiloride-sensitive sodium channel of the distal nephron (raising potassium) and the renal cation transporters OCT2 and MATE (raising creatinine and the levels of cationic drugs such as dofetilide and metformin); weakly inhibits CYP2C8 and the hepatic metabolism of phenytoin (half-life up 51%).',
    routes: ['oral'],
    pathways: { CYP2C8: { inhibitor: 'weak' }, OCT2: { inhibitor: 'moderate' } },
    qtRisk: 'unknown',
    toxicities: ['hyperkalemia'],
    rareToxicities: ['myelosuppression', 'hypersensitivity', 'hyponatremia'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 15-30 mL/min: half the usual dose (50 mg every 12 hours); below 15 mL/min: not recommended.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 15-30 mL/min: 50 mg every 12 hours.',
        },
        { crclBelow: 15, action: 'avoid', text: 'CrCl below 15 mL/min: not recommended.' },
      ],
    },
    hepatic: NO_HEPATIC,
    monitoring: [
      'Potassium with ACE inhibitors, ARBs, spironolactone or renal impairment',
      'Phenytoin: watch for toxicity; blood counts with methotrexate or other antifolates and in folate deficiency',
      'Creatinine rises without a fall in GFR (blocked tubular secretion)',
    ],
    sources: [
      label(
        'Trimethoprim tablets',
        'CONTRAINDICATIONS; WARNINGS; PRECAUTIONS: Drug Interactions (phenytoin); DOSAGE AND ADMINISTRATION (renal impairment); ADVERSE REACTIONS (hyperkalemia)',
      ),
    ],
  }),
];

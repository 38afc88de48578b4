import type { CuratedInteractionInput, DrugGroup } from '../../core/knowledge/interaction';
import type { Source } from '../../core/knowledge/source';
import { S, label } from './sources';

/*
 * Pairs that one drug's label names by drug (issue 25, left for a pharmacist by the third pass):
 * no class rule can reach them, because the label names the partner rather than a pathway or a
 * class the partner's record carries (thioridazine's named partners are not all CYP2D6
 * inhibitors; acitretin's is a hepatotoxic partner; disulfiram's a pharmacodynamic one). Each tier
 * is the label's: section CONTRAINDICATIONS gives contraindicated; "avoid" / "should not be used
 * together" outside that section gives major; a dose cap ("avoid above 20 mg") or "separate the
 * doses" gives moderate, because this product sees neither the dose nor the timing. Checked
 * 2026-11-28 against the record's own label citation and public copies of the label text (see
 * the closing note); paraphrased. A source read only through a secondary copy says so in its
 * `unconfirmed` note, for a pharmacist to re-read.
 */

const THIORIDAZINE = label(
  'Thioridazine hydrochloride tablets',
  'Boxed Warning; CONTRAINDICATIONS',
);

/** Irreversible non-selective MAO-A and MAO-B inhibitors (selegiline, rasagiline, safinamide are MAO-B selective at their usual doses). */
export const nonSelectiveMaoInhibitorGroups: DrugGroup[] = [
  {
    id: 'non-selective-mao-inhibitors',
    name: 'Non-selective MAO inhibitors',
    description:
      'Antidepressant MAO inhibitors that block both MAO-A and MAO-B (phenelzine, tranylcypromine, isocarboxazid); the MAO-B selective antiparkinsonian drugs are not members.',
    members: ['phenelzine', 'tranylcypromine', 'isocarboxazid'],
    sources: [
      label('Nardil (phenelzine)', 'Contraindications'),
      label('Parnate (tranylcypromine)', S.contraindications),
      label('Marplan (isocarboxazid)', 'Contraindications'),
    ],
  },
];

/**
 * Every MAO inhibitor with a record, the MAO-B selective antiparkinsonian ones included: each
 * label contraindicates another MAO inhibitor (two MAO inhibitors lose selectivity and add up).
 * Linezolid and procarbazine, which also inhibit MAO, keep their own records. Written as one
 * record per pair, since a group paired with itself is not allowed.
 */
const ALL_MAO_INHIBITORS = [
  'phenelzine',
  'tranylcypromine',
  'isocarboxazid',
  'selegiline',
  'rasagiline',
  'safinamide',
] as const;
export const maoInhibitorPairIds: readonly string[] = ALL_MAO_INHIBITORS.flatMap((x, i) =>
  ALL_MAO_INHIBITORS.slice(i + 1).map((y) => `${x}-${y}`),
);

/** The anion-exchange resins and colesevelam: they bind co-administered oral drugs in the gut. */
export const bileAcidSequestrantGroups: DrugGroup[] = [
  {
    id: 'bile-acid-sequestrants',
    name: 'Bile-acid sequestrants',
    description:
      'Colesevelam, cholestyramine and colestipol: non-absorbed resins that bind bile acids and, with them, some oral drugs taken at the same time.',
    members: ['colesevelam', 'cholestyramine', 'colestipol'],
    sources: [
      label('Welchol (colesevelam)', S.interactions),
      label('Questran (cholestyramine)', S.oldInteractions),
      label('Colestid (colestipol)', S.oldInteractions),
    ],
  },
];

/** A label read only through secondary copies here: the citation says so (CLINICAL-NOTES). */
const secondary = (source: Source, how: string): Source => ({ ...source, unconfirmed: how });

const WELCHOL = secondary(
  label('Welchol (colesevelam)', S.interactions),
  'section 7 read through secondary copies (drugs.com professional monograph citing the Welchol label, the EU SmPC summary on altmeyers.org, FDA safety-labeling change summary of July 2012); the label page itself was not read',
);

/** Drugs Welchol section 7 names as bound by colesevelam: give them at least 4 hours before it. */
const colesevelamPartner = (
  partner: string,
  what: string,
  effect: string,
  watch: string,
): CuratedInteractionInput => ({
  id: `colesevelam-${partner}`,
  a: { drug: 'colesevelam' },
  b: { drug: partner },
  severity: 'moderate',
  evidence: 'established',
  mechanism: {
    type: 'pharmacokinetic',
    text: `Colesevelam binds ${what} in the gut and lowers its absorption; giving it 4 hours before colesevelam avoided the fall.`,
  },
  effect,
  onset: 'delayed',
  management: {
    action: 'separate-administration',
    text: `Give ${what} at least 4 hours before colesevelam (Welchol section 7), and watch ${watch}.`,
  },
  riskFactors: [],
  sources: [WELCHOL],
});

const thioridazinePartner = (
  partner: 'fluvoxamine' | 'propranolol' | 'pindolol',
  how: string,
): CuratedInteractionInput => ({
  id: `thioridazine-${partner}`,
  a: { drug: 'thioridazine' },
  b: { drug: partner },
  severity: 'contraindicated',
  evidence: 'established',
  mechanism: {
    type: 'pharmacokinetic',
    text: `${how} Thioridazine prolongs the QTc interval in proportion to its concentration.`,
  },
  effect: 'QTc prolongation, torsades de pointes and sudden death.',
  onset: 'delayed',
  management: {
    action: 'avoid',
    text: `Do not combine: the thioridazine label names ${partner} among the drugs it must not be given with. Choose another antipsychotic or another ${partner === 'fluvoxamine' ? 'antidepressant' : 'beta blocker'}.`,
  },
  riskFactors: ['Reduced CYP2D6 activity', 'Hypokalaemia', 'Baseline QTc above 450 ms'],
  sources: [THIORIDAZINE],
});

/** Questran and Colestid, old-format labels: read through secondary copies here. */
const QUESTRAN = secondary(
  label('Questran (cholestyramine)', S.oldInteractions),
  'PRECAUTIONS: Drug Interactions read in the wikidoc copy of the cholestyramine label text (named drugs and the 1 hour before / 4 to 6 hours after interval); the label page itself was not read',
);
const COLESTID = secondary(
  label('Colestid (colestipol)', S.oldInteractions),
  'label page not read. Read in secondary copies: the 1 hour before / 4 hours after interval and propranolol (wikidoc copy of the label text), hydrochlorothiazide (drugs.com monograph citing Colestid), furosemide (a nursing drug-interaction reference), gemfibrozil (a published study abstract: AUC down about 30% together, unchanged 2 hours apart). Tetracycline and the digitalis caution are given as remembered from the label, for a pharmacist to re-read',
);

/**
 * Drugs the cholestyramine (Questran) and colestipol (Colestid) labels name as bound by the resin
 * (issue 25, sixth pass: only levothyroxine was carried). Moderate, separate administration, like
 * the colesevelam rows: the product sees neither the timing nor the dose. Not modelled: penicillin
 * G (our record is the parenteral drug, which the resin cannot bind), phenylbutazone and
 * chlorothiazide (no records), and colestipol with warfarin or phenytoin, for which Colestid
 * reports no fall in blood levels.
 */
const resinPartner = (
  resin: 'cholestyramine' | 'colestipol',
  partner: string,
  what: string,
  effect: string,
  watch: string,
): CuratedInteractionInput => ({
  id: `${resin}-${partner}`,
  a: { drug: resin },
  b: { drug: partner },
  severity: 'moderate',
  evidence: 'established',
  mechanism: {
    type: 'pharmacokinetic',
    text: `${resin === 'cholestyramine' ? 'Cholestyramine' : 'Colestipol'}, an anion-exchange resin, binds ${what} in the gut and can delay or reduce its absorption.`,
  },
  effect,
  onset: 'delayed',
  management: {
    action: 'separate-administration',
    text:
      resin === 'cholestyramine'
        ? `Give ${what} at least 1 hour before or 4 to 6 hours after cholestyramine (Questran), and watch ${watch}, also when the resin is stopped.`
        : `Give ${what} at least 1 hour before or 4 hours after colestipol (Colestid), and watch ${watch}, also when the resin is stopped.`,
  },
  riskFactors: [],
  sources: [resin === 'cholestyramine' ? QUESTRAN : COLESTID],
});

const DIGOXIN_WATCH =
  'digoxin levels and heart rate: stopping the resin after the digoxin dose was titrated on it can raise digoxin to toxic levels';

const XADAGO = secondary(
  label('Xadago (safinamide)', `${S.contraindications}; 7.2 Opioid Drugs; 7.3 Serotonergic Drugs`),
  'sections 7.2 and 7.3 read in an undated medlibrary.org copy of the Xadago label (opioids named: meperidine and its derivatives, methadone, propoxyphene, tramadol). The Highlights of the December 2023 label on a stored DailyMed page contraindicate "opioid drugs (e.g., tramadol, meperidine and related derivatives)" without naming methadone; methadone is contraindicated under either wording, while whether the newer wording reaches every opioid is left for a pharmacist to read in section 7.2',
);
const AZILECT = secondary(
  label('Azilect (rasagiline)', S.contraindications),
  'contraindication list read in a prescriber summary of the Azilect label (renalandurologynews.com) and a druglib.com copy of its drug interaction section; the label page itself was not read',
);
const EMSAM = secondary(
  label('Emsam (selegiline transdermal system)', S.contraindications),
  'St John\u2019s wort read in a summary of the Emsam contraindications (sharecare.com), not in the label itself',
);

const PARNATE_TABLE = secondary(
  label(
    'Parnate (tranylcypromine)',
    '4.1 Contraindications: Combination with Certain Drugs (Table 1)',
  ),
  'Table 1 read in the rxreasoner.com copy of the Parnate label (revision 2021), not on DailyMed',
);
const MARPLAN = secondary(
  label('Marplan (isocarboxazid)', 'Contraindications'),
  'read in the globalrph.com copy of the Marplan contraindications (MAO inhibitors or dibenzazepine derivatives, buspirone, bupropion, dextromethorphan), not on DailyMed',
);

export const labelNamedPairInteractions: CuratedInteractionInput[] = [
  {
    id: 'acitretin-methotrexate',
    a: { drug: 'acitretin' },
    b: { drug: 'methotrexate' },
    severity: 'contraindicated',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Both drugs injure the liver; hepatitis was reported more often when methotrexate was given with etretinate, of which acitretin is the active metabolite.',
    },
    effect: 'Hepatitis and other hepatotoxicity.',
    onset: 'delayed',
    management: {
      action: 'avoid',
      text: 'Do not combine acitretin with methotrexate (label contraindication); choose another systemic agent or stop one before starting the other.',
    },
    riskFactors: ['Alcohol use', 'Pre-existing liver disease', 'Diabetes or obesity'],
    sources: [label('Soriatane (acitretin)', S.oldContraindications)],
  },
  thioridazinePartner(
    'fluvoxamine',
    'Fluvoxamine slows thioridazine clearance; a low dose for one week raised thioridazine levels about three-fold.',
  ),
  thioridazinePartner(
    'propranolol',
    'Propranolol inhibits thioridazine metabolism and raised its plasma levels in reported studies.',
  ),
  thioridazinePartner(
    'pindolol',
    'Pindolol inhibits thioridazine metabolism and raised its plasma levels in reported studies.',
  ),
  {
    id: 'nefazodone-carbamazepine',
    a: { drug: 'nefazodone' },
    b: { drug: 'carbamazepine' },
    severity: 'contraindicated',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Carbamazepine induces CYP3A4 and cut nefazodone and hydroxynefazodone exposure by about 90% or more; nefazodone, a CYP3A4 inhibitor, raised carbamazepine exposure.',
    },
    effect:
      'Loss of the antidepressant effect, and carbamazepine toxicity (ataxia, diplopia, nausea).',
    onset: 'delayed',
    management: {
      action: 'avoid',
      text: 'Do not combine (label contraindication): choose another antidepressant for a patient on carbamazepine, or another anticonvulsant.',
    },
    riskFactors: [],
    sources: [
      label(
        'Nefazodone hydrochloride tablets',
        `${S.oldContraindications}; PRECAUTIONS: Drug Interactions`,
      ),
    ],
  },
  ...(['ketoconazole', 'itraconazole'] as const).map((azole): CuratedInteractionInput => ({
    id: `estazolam-${azole}`,
    a: { drug: 'estazolam' },
    b: { drug: azole },
    severity: 'contraindicated',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: `Estazolam, a triazolobenzodiazepine, is oxidised by CYP3A; ${azole} is a very potent CYP3A inhibitor and is expected to raise estazolam levels markedly, as it does for triazolam.`,
    },
    effect: 'Deep and prolonged sedation, psychomotor impairment and respiratory depression.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: `Do not give estazolam with ${azole} (label contraindication); use a hypnotic not cleared by CYP3A, or a non-azole antifungal. With weaker CYP3A inhibitors, a lower estazolam dose and caution.`,
    },
    riskFactors: ['Older age', 'Opioids or other CNS depressants'],
    sources: [
      label('Estazolam tablets', `${S.oldContraindications}; PRECAUTIONS: Drug Interactions`),
    ],
  })),
  {
    id: 'disulfiram-metronidazole',
    a: { drug: 'disulfiram' },
    b: { drug: 'metronidazole' },
    severity: 'contraindicated',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Mechanism not established; acute psychotic reactions and confusional states were reported when metronidazole was given to patients on disulfiram.',
    },
    effect: 'Acute psychosis and confusion.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: 'Do not give disulfiram to a patient who is taking or has recently taken metronidazole (label contraindication), and do not start metronidazole in a patient on disulfiram (Flagyl labeling: not within 2 weeks of disulfiram). Choose another anti-infective.',
    },
    riskFactors: ['Alcohol use', 'Psychiatric history'],
    sources: [
      label('Antabuse (disulfiram)', `${S.oldContraindications}; PRECAUTIONS: Drug Interactions`),
      label('Flagyl (metronidazole)', S.oldContraindications),
    ],
  },
  {
    id: 'entacapone-non-selective-mao-inhibitors',
    a: { drug: 'entacapone' },
    b: { group: 'non-selective-mao-inhibitors' },
    // Major, not contraindicated: Comtan says the two should ordinarily not be given together
    // outside its CONTRAINDICATIONS section. The levodopa-containing Stalevo contraindicates
    // non-selective MAO inhibitors (levodopa with MAO inhibition), so a patient on both
    // entacapone and levodopa is in that contraindication already through levodopa.
    severity: 'major',
    evidence: 'theoretical',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'COMT and MAO are the two main routes that clear catecholamines; blocking both at once leaves them unmetabolised.',
    },
    effect: 'Catecholamine excess: hypertension, tachycardia and arrhythmia.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: 'Do not combine entacapone with a non-selective MAO inhibitor (phenelzine, tranylcypromine, isocarboxazid). A selective MAO-B inhibitor (selegiline, rasagiline) at its usual dose may be used with entacapone.',
    },
    riskFactors: ['Levodopa', 'Catecholamine infusions (adrenaline, dopamine, dobutamine)'],
    sources: [
      label('Comtan (entacapone)', 'WARNINGS; PRECAUTIONS: Drug Interactions'),
      label('Stalevo (carbidopa, levodopa and entacapone)', S.contraindications),
    ],
  },
  ...(
    [
      ['cyclosporine', 'about 2.5-fold Cmax and 5-fold AUC'],
      ['itraconazole', 'about 6-fold'],
    ] as const
  ).map(([inhibitor, rise]): CuratedInteractionInput => ({
    id: `aliskiren-${inhibitor}`,
    a: { drug: 'aliskiren' },
    b: { drug: inhibitor },
    // Major: the US label says avoid (section 7); the EU SmPC lists the pair as contraindicated.
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: `P-glycoprotein is the main efflux route of aliskiren; ${inhibitor}, a potent P-gp inhibitor, raised aliskiren exposure ${rise}.`,
    },
    effect: 'Raised aliskiren: hypotension, hyperkalaemia and renal impairment.',
    onset: 'delayed',
    management: {
      action: 'avoid',
      text: `Avoid aliskiren with ${inhibitor} (US label); use another antihypertensive.`,
    },
    riskFactors: ['Renal impairment', 'Diabetes', 'ACE inhibitor or ARB'],
    sources: [label('Tekturna (aliskiren)', `${S.interactions}; ${S.pk}`)],
  })),
  {
    id: 'quinine-rifampin',
    a: { drug: 'quinine' },
    b: { drug: 'rifampin' },
    severity: 'major',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Rifampin induces the CYP3A4 metabolism of quinine and lowers quinine plasma concentrations.',
    },
    effect: 'Failure of malaria treatment.',
    onset: 'delayed',
    management: {
      action: 'avoid',
      text: 'Avoid quinine with rifampin (Qualaquin 5.4 and 7.1: treatment failures reported); choose another antimalarial.',
    },
    riskFactors: ['Plasmodium falciparum malaria'],
    sources: [
      secondary(
        label('Qualaquin (quinine sulfate)', `${S.warnings} (5.4); ${S.interactions} (7.1)`),
        'section 5.4 read in the medlibrary.org copy of the Qualaquin label, not on DailyMed',
      ),
    ],
  },
  ...(['verapamil', 'diltiazem'] as const).map((ccb): CuratedInteractionInput => ({
    id: `dantrolene-${ccb}`,
    a: { drug: 'dantrolene' },
    b: { drug: ccb },
    // Major: the IV dantrolene labels advise against the combination during a malignant
    // hyperthermia crisis; they do not contraindicate it. Oral dantrolene for spasticity carries
    // no such statement, and this product cannot tell the route, so the text names it.
    severity: 'major',
    evidence: 'suspected',
    mechanism: {
      type: 'pharmacodynamic',
      text: `Intravenous dantrolene with ${ccb} caused hyperkalaemia, myocardial depression and cardiovascular collapse in animals (swine, dogs), and hyperkalaemia with cardiac depression in one surgical patient on verapamil.`,
    },
    effect: 'Hyperkalaemia, myocardial depression and cardiovascular collapse.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: `Intravenous dantrolene (Dantrium IV, Revonto, Ryanodex) for malignant hyperthermia: do not give ${ccb} or another calcium channel blocker during the crisis, as the labels advise; treat arrhythmias otherwise and watch potassium. Oral dantrolene for spasticity is not the subject of this warning.`,
    },
    riskFactors: ['Malignant hyperthermia crisis', 'Hyperkalaemia'],
    sources: [
      secondary(
        label('Dantrium Intravenous (dantrolene sodium for injection)', S.oldInteractions),
        'label wording not read here: the pair is taken from the WebMD monograph citing the Dantrium label (July 2012) and a summary of the Ryanodex label; the animal data from Saltzman 1984 (Anesth Analg 63:473) and San Juan 1988 (Anesth Analg 67:759) as cited there',
      ),
    ],
  })),
  {
    id: 'mebendazole-metronidazole',
    a: { drug: 'mebendazole' },
    b: { drug: 'metronidazole' },
    severity: 'major',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Mechanism unknown; in a case-control study of an outbreak, using both drugs within 6 weeks raised the odds of Stevens-Johnson syndrome or toxic epidermal necrolysis about 9.5-fold (Chen 2003, PMID 12604501).',
    },
    effect: 'Stevens-Johnson syndrome and toxic epidermal necrolysis.',
    onset: 'delayed',
    management: {
      action: 'avoid',
      text: 'Avoid mebendazole with metronidazole (Emverm, Warnings and Precautions); treat one infection first or use another anthelmintic or anti-infective.',
    },
    riskFactors: ['Metronidazole 2 g a day or more'],
    sources: [
      secondary(
        label('Emverm (mebendazole)', S.warnings),
        "read on the manufacturer's Emverm safety page for prescribers, not in the full label",
      ),
      {
        kind: 'pubmed',
        title:
          'Chen KT et al. Outbreak of Stevens-Johnson syndrome/toxic epidermal necrolysis associated with mebendazole and metronidazole use among Filipino laborers in Taiwan. Am J Public Health 2003',
        pmid: '12604501',
        year: 2003,
      },
    ],
  },
  ...(
    [
      ['simvastatin', 20, 'about 2-fold'],
      ['pravastatin', 40, 'about 2-fold'],
    ] as const
  ).map(([statin, cap, rise]): CuratedInteractionInput => ({
    id: `bempedoic-acid-${statin}`,
    a: { drug: 'bempedoic-acid' },
    b: { drug: statin },
    // Moderate, action adjust: Nexletol says avoid only above a statin dose, which this product
    // cannot see; at or below it the two are given together in the label's own trials.
    severity: 'moderate',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: `Bempedoic acid raised ${statin} exposure ${rise} (its glucuronide inhibits OATP1B1/1B3).`,
    },
    effect: 'Statin myopathy and rhabdomyolysis.',
    onset: 'delayed',
    management: {
      action: 'adjust-dose',
      text: `Keep ${statin} at ${cap} mg a day or less with bempedoic acid (Nexletol, Nexlizet: avoid higher doses); above it, lower the dose or change statin. Watch for muscle pain or weakness.`,
    },
    riskFactors: ['Age over 65', 'Renal impairment', 'Hypothyroidism'],
    sources: [
      secondary(
        label('Nexletol (bempedoic acid)', `${S.interactions}; ${S.pk}`),
        'dose caps read through secondary copies (drugs.com professional interaction monograph citing the Nexletol and Nexlizet labels, 2020); the label page itself was not read',
      ),
    ],
  })),
  {
    id: 'bile-acid-sequestrants-levothyroxine',
    a: { group: 'bile-acid-sequestrants' },
    b: { drug: 'levothyroxine' },
    severity: 'moderate',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'The resins bind levothyroxine in the gut and interrupt its enterohepatic cycling; taken together, less is absorbed.',
    },
    effect: 'Loss of thyroid replacement: TSH rises, hypothyroid symptoms return.',
    onset: 'delayed',
    management: {
      action: 'separate-administration',
      text: 'Give levothyroxine at least 4 hours before the bile-acid sequestrant (Synthroid; Welchol section 7), and check TSH after starting or stopping the resin.',
    },
    riskFactors: [],
    sources: [
      secondary(
        label('Synthroid (levothyroxine)', `${S.dosing}; ${S.interactions}`),
        'read through secondary summaries of the Synthroid label (sharecare.com) and the levothyroxine record text; the label page itself was not read',
      ),
      WELCHOL,
    ],
  },
  colesevelamPartner('glyburide', 'glyburide', 'Weaker glucose lowering.', 'blood glucose'),
  colesevelamPartner(
    'ethinyl-estradiol',
    'an oral contraceptive with ethinyl estradiol',
    'Lower contraceptive hormone levels: possible contraceptive failure.',
    'that the contraceptive is taken 4 hours apart every day',
  ),
  colesevelamPartner(
    'norethindrone',
    'an oral contraceptive with norethindrone',
    'Lower contraceptive hormone levels: possible contraceptive failure.',
    'that the contraceptive is taken 4 hours apart every day',
  ),
  colesevelamPartner(
    'olmesartan',
    'olmesartan',
    'Weaker blood pressure control.',
    'blood pressure',
  ),
  colesevelamPartner(
    'phenytoin',
    'phenytoin',
    'Lower phenytoin levels and more seizures (post-marketing reports).',
    'phenytoin levels and seizure control',
  ),
  colesevelamPartner(
    'cyclosporine',
    'cyclosporine',
    'Lower cyclosporine levels: risk of rejection.',
    'cyclosporine trough levels',
  ),
  {
    id: 'elagolix-rifampin',
    a: { drug: 'elagolix' },
    b: { drug: 'rifampin' },
    // Not the OATP1B1 contraindication the elagolix record's class row would infer: rifampin both
    // inhibits OATP1B1 (raising elagolix) and induces CYP3A (lowering it), and Orilissa gives it a
    // row of its own in section 7 with a dose and duration limit, not a contraindication.
    severity: 'moderate',
    evidence: 'established',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Rifampin inhibits OATP1B1 uptake of elagolix into the liver and induces its CYP3A metabolism; the net effect raises elagolix exposure, adding to its dose-dependent bone loss.',
    },
    effect: 'Higher elagolix exposure: more bone mineral density loss and hot flushes.',
    onset: 'delayed',
    management: {
      action: 'adjust-dose',
      text: 'With rifampin use elagolix 150 mg once daily for no longer than 6 months; 200 mg twice daily is not recommended with rifampin (Orilissa section 7).',
    },
    riskFactors: ['Elagolix 200 mg twice daily', 'Low bone mineral density'],
    sources: [
      secondary(
        label('Orilissa (elagolix)', `${S.interactions}; ${S.contraindications}`),
        'the rifampin row of section 7 was not read here (only the Highlights: OATP1B1 inhibitors that markedly raise elagolix are contraindicated); its dose and duration limit is taken from the pharmacist review request of the fourth pass',
      ),
    ],
  },
  {
    id: 'elagolix-gemfibrozil',
    a: { drug: 'elagolix' },
    b: { drug: 'gemfibrozil' },
    // Orilissa section 4 contraindicates OATP1B1 inhibitors that significantly raise elagolix; its
    // own examples are cyclosporine and gemfibrozil. Gemfibrozil's record grades its OATP1B1
    // inhibition moderate (the FDA table names no strength), so the elagolix class row, written for
    // strong inhibitors, did not reach it; the label names it, so the pair is curated.
    severity: 'contraindicated',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacokinetic',
      text: 'Gemfibrozil inhibits OATP1B1, the transporter that takes elagolix up into the liver; a single dose of rifampin, which also inhibits OATP1B1, raised elagolix exposure about 5-fold.',
    },
    effect:
      'Much higher elagolix exposure: more bone mineral density loss, hot flushes, mood changes and transaminase rises.',
    onset: 'delayed',
    management: {
      action: 'avoid',
      text: 'Do not combine (Orilissa contraindication): choose another triglyceride-lowering drug while on elagolix (check its own transporter profile), or another endometriosis treatment.',
    },
    riskFactors: ['Elagolix 200 mg twice daily', 'Hepatic impairment'],
    sources: [
      secondary(
        label('Orilissa (elagolix)', S.contraindications),
        'section 4 read in a copy of the current Highlights (themeditary.com: OATP1B1 inhibitors that significantly increase elagolix) and AbbVie prescriber safety text; the examples cyclosporine and gemfibrozil as quoted from the label by Polepally 2020 (PMID 33045114)',
      ),
      {
        kind: 'pubmed',
        title:
          'Polepally AR et al. Assessment of clinical drug-drug interactions of elagolix, a gonadotropin-releasing hormone receptor antagonist. J Clin Pharmacol 2020',
        pmid: '33045114',
        year: 2020,
      },
    ],
  },
  ...(['rasagiline', 'safinamide'] as const).map((maoB): CuratedInteractionInput => ({
    id: `${maoB}-methadone`,
    a: { drug: maoB },
    b: { drug: 'methadone' },
    // Contraindicated by the MAO-B inhibitor's own label, which names methadone among the opioids;
    // the serotonergic rule alone stopped at moderate, because methadone's label only warns.
    severity: 'contraindicated',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Serious, sometimes fatal reactions (serotonin toxicity, or coma and respiratory depression) followed opioids of the meperidine, methadone and tramadol kind given with MAO inhibitors, the MAO-B selective ones included.',
    },
    effect:
      'Serotonin syndrome or an opioid-like depression: agitation, hyperthermia, rigidity, coma.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: `Do not combine (${maoB === 'safinamide' ? 'Xadago' : 'Azilect'} contraindication); allow 14 days after stopping ${maoB} before starting methadone. For pain, choose an opioid the label does not name, at the lowest effective dose.`,
    },
    riskFactors: ['Other serotonergic drugs', 'High methadone dose'],
    sources: [maoB === 'safinamide' ? XADAGO : AZILECT],
  })),
  ...(['rasagiline', 'safinamide', 'selegiline'] as const).map((maoB): CuratedInteractionInput => ({
    id: `${maoB}-st-johns-wort`,
    a: { drug: maoB },
    b: { drug: 'st-johns-wort' },
    severity: 'contraindicated',
    evidence: 'theoretical',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'St John\u2019s wort raises synaptic serotonin; with MAO inhibition the two can add up to serotonin toxicity.',
    },
    effect: 'Serotonin syndrome: agitation, hyperthermia, clonus, autonomic instability.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: `Do not combine (${{ rasagiline: 'Azilect', safinamide: 'Xadago', selegiline: 'Emsam' }[maoB]} contraindication): stop St John\u2019s wort, and allow 14 days after stopping ${maoB} before starting it.`,
    },
    riskFactors: ['Other serotonergic drugs'],
    sources: [{ rasagiline: AZILECT, safinamide: XADAGO, selegiline: EMSAM }[maoB]],
  })),
  {
    id: 'amiloride-potassium-chloride',
    a: { drug: 'amiloride' },
    b: { drug: 'potassium-chloride' },
    // The potassium chloride label contraindicates triamterene and amiloride alike; only the
    // triamterene row was carried, so amiloride came out moderate through the hyperkalaemia rule.
    severity: 'contraindicated',
    evidence: 'established',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Potassium supplementation with a potassium-sparing diuretic that blocks distal potassium excretion.',
    },
    effect: 'Severe hyperkalaemia and cardiac arrest.',
    onset: 'delayed',
    management: {
      action: 'avoid',
      text: 'Do not give potassium chloride with amiloride (label contraindication); treat hypokalaemia by adjusting the diuretic instead.',
    },
    riskFactors: ['Renal impairment', 'Diabetes', 'Older age', 'ACE inhibitor or ARB'],
    sources: [
      secondary(
        label('Klor-Con (potassium chloride extended-release tablets)', S.contraindications),
        'sections 4 and 7.1 read in the rxreasoner.com copy of the Klor-Con extended-release tablet label (revision 2020): contraindicated with triamterene and amiloride',
      ),
      label('Midamor (amiloride)', 'Contraindications'),
    ],
  },
  // Solid oral potassium chloride with anticholinergics is not modelled: the current Klor-Con
  // extended-release tablet label (PLR format, revision 2020, read in a secondary copy)
  // contraindicates only triamterene and amiloride; the old contraindication for solid forms with
  // an anticholinergic delaying their passage is gone, and section 5.1 now advises liquid
  // potassium with dysphagia or severe gastrointestinal motility disorders. The record's
  // monitoring text says so; the checker raises nothing for the pair.
  resinPartner(
    'cholestyramine',
    'warfarin',
    'warfarin',
    'A smaller anticoagulant effect; INR falls.',
    'the INR',
  ),
  resinPartner(
    'cholestyramine',
    'hydrochlorothiazide',
    'hydrochlorothiazide',
    'Weaker diuretic and blood pressure effect.',
    'blood pressure and oedema',
  ),
  resinPartner(
    'cholestyramine',
    'propranolol',
    'propranolol',
    'Weaker beta blockade.',
    'heart rate and blood pressure',
  ),
  resinPartner(
    'cholestyramine',
    'tetracycline',
    'tetracycline',
    'Lower tetracycline levels: treatment failure.',
    'the response of the infection',
  ),
  resinPartner(
    'cholestyramine',
    'phenobarbital',
    'phenobarbital',
    'Lower phenobarbital levels: seizures.',
    'phenobarbital levels and seizure control',
  ),
  resinPartner(
    'cholestyramine',
    'digoxin',
    'digoxin',
    'Lower digoxin levels; toxicity if the resin is stopped.',
    DIGOXIN_WATCH,
  ),
  resinPartner(
    'cholestyramine',
    'ethinyl-estradiol',
    'an oral contraceptive with ethinyl estradiol',
    'Lower contraceptive hormone levels: possible contraceptive failure.',
    'that the contraceptive is taken at the separate time every day',
  ),
  resinPartner(
    'cholestyramine',
    'norethindrone',
    'an oral contraceptive with norethindrone',
    'Lower contraceptive hormone levels: possible contraceptive failure.',
    'that the contraceptive is taken at the separate time every day',
  ),
  resinPartner(
    'colestipol',
    'propranolol',
    'propranolol',
    'Slower and possibly weaker beta blockade.',
    'heart rate and blood pressure when colestipol is added or stopped',
  ),
  resinPartner(
    'colestipol',
    'hydrochlorothiazide',
    'hydrochlorothiazide',
    'Weaker diuretic and blood pressure effect (absorption fell markedly when taken together).',
    'blood pressure and oedema',
  ),
  resinPartner(
    'colestipol',
    'furosemide',
    'furosemide',
    'Weaker diuresis.',
    'weight, oedema and urine output',
  ),
  resinPartner(
    'colestipol',
    'tetracycline',
    'tetracycline',
    'Lower tetracycline levels: treatment failure.',
    'the response of the infection',
  ),
  resinPartner(
    'colestipol',
    'gemfibrozil',
    'gemfibrozil',
    'Lower gemfibrozil exposure (AUC fell about 30% when taken together; not when 2 hours apart).',
    'triglycerides',
  ),
  resinPartner(
    'colestipol',
    'digoxin',
    'digoxin',
    'Possibly lower digoxin levels; toxicity if the resin is stopped.',
    DIGOXIN_WATCH,
  ),
  ...ALL_MAO_INHIBITORS.flatMap((x, i) =>
    ALL_MAO_INHIBITORS.slice(i + 1).map((y): CuratedInteractionInput => ({
      id: `${x}-${y}`,
      a: { drug: x },
      b: { drug: y },
      // Contraindicated: Parnate Table 1 (other MAO inhibitors), Marplan, Xadago 4 and 7.1,
      // Azilect 4 (other MAO inhibitors, selective MAO-B ones included) and Emsam 4. The
      // duplicate-therapy rule alone gave moderate.
      severity: 'contraindicated',
      evidence: 'established',
      mechanism: {
        type: 'pharmacodynamic',
        text: 'Two MAO inhibitors together inhibit MAO more completely and lose the MAO-B selectivity of the antiparkinsonian ones.',
      },
      effect: 'Hypertensive crisis and serotonin syndrome, sometimes fatal; seizures and coma.',
      onset: 'rapid',
      management: {
        action: 'avoid',
        text: 'Do not combine two MAO inhibitors. When switching, stop the first and wait the interval its label gives (at least 14 days for most, 1 week or more for Marplan and Parnate) before starting the other.',
      },
      riskFactors: ['Tyramine-rich food', 'Sympathomimetics', 'Serotonergic drugs'],
      sources: [PARNATE_TABLE, MARPLAN, XADAGO, AZILECT, EMSAM],
    })),
  ),
  ...(
    [
      ['tranylcypromine', 'buspirone', PARNATE_TABLE],
      ['isocarboxazid', 'buspirone', MARPLAN],
      ['tranylcypromine', 'carbamazepine', PARNATE_TABLE],
      ['isocarboxazid', 'carbamazepine', MARPLAN],
    ] as const
  ).map(([maoi, partner, source]): CuratedInteractionInput => ({
    id: `${maoi}-${partner}`,
    a: { drug: maoi },
    b: { drug: partner },
    severity: 'contraindicated',
    evidence: 'probable',
    mechanism: {
      type: 'pharmacodynamic',
      text:
        partner === 'buspirone'
          ? 'Buspirone with an MAO inhibitor raised blood pressure in reported cases; the MAO inhibitor label lists it among the drugs it must not be given with.'
          : 'Carbamazepine is a dibenzazepine, structurally related to the tricyclic antidepressants; the MAO inhibitor label lists it among the drugs it must not be given with (hypertensive crisis, seizures).',
    },
    effect:
      partner === 'buspirone'
        ? 'Hypertensive reactions and serotonin toxicity.'
        : 'Hypertensive crisis, severe seizures, coma.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: `Do not combine (${maoi === 'tranylcypromine' ? 'Parnate' : 'Marplan'} contraindication); leave the drug-free interval the MAO inhibitor label gives when switching.`,
    },
    riskFactors: [],
    sources: [source],
  })),
  {
    id: 'carbidopa-levodopa-non-selective-mao-inhibitors',
    a: { drug: 'carbidopa-levodopa' },
    b: { group: 'non-selective-mao-inhibitors' },
    // Sinemet section 4 contraindicates non-selective MAO inhibitors; the record said so only in
    // its monitoring text. The MAO-B selective inhibitors are given with levodopa by label.
    severity: 'contraindicated',
    evidence: 'established',
    mechanism: {
      type: 'pharmacodynamic',
      text: 'Levodopa is converted to dopamine and noradrenaline, which non-selective MAO inhibition stops from being broken down.',
    },
    effect: 'Hypertensive crisis.',
    onset: 'rapid',
    management: {
      action: 'avoid',
      text: 'Do not combine: stop the non-selective MAO inhibitor at least 2 weeks before starting carbidopa-levodopa (Sinemet). An MAO-B selective inhibitor (selegiline, rasagiline, safinamide) may be used with levodopa.',
    },
    riskFactors: [],
    sources: [
      label('Sinemet (carbidopa and levodopa) tablets', '4 Contraindications'),
      PARNATE_TABLE,
    ],
  },
];

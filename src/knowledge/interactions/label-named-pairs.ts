import type { CuratedInteractionInput, DrugGroup } from '../../core/knowledge/interaction';
import { S, label } from './sources';

/*
 * Pairs that one drug's label names by drug (issue 25, left for a pharmacist by the third pass):
 * no class rule can reach them, because the label names the partner rather than a pathway or a
 * class the partner's record carries (thioridazine's named partners are not all CYP2D6
 * inhibitors; acitretin's is a hepatotoxic partner; disulfiram's a pharmacodynamic one). Each tier
 * is the label's: section CONTRAINDICATIONS gives contraindicated; "avoid" / "should not be used
 * together" outside that section gives major. Checked 2026-11-28 against the record's own label
 * citation and public copies of the label text (see the closing note); paraphrased.
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
];

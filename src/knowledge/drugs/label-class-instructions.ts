import type {
  ClassInstruction,
  CoMedicationClass,
  LabelInstruction,
} from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * What each label instructs for whole classes of co-medications (issue 25 items 4 and 5), joined
 * to the existing drug records by id in `./index.ts` (an overlay, like the monographs, so that the
 * records' own files stay as they are). The interaction engine gives a pair the label's tier when
 * the other drug belongs to the class by its own record (core/interactions/class-instructions.ts).
 *
 * Two kinds of statement:
 * - the object drug's label about perpetrators ("contraindicated with MAO inhibitors", "avoid
 *   strong CYP3A inducers"): item 4;
 * - the anticancer drug's label, section 7 "effect of X on other drugs", about the substrates it
 *   raises or lowers ("avoid CYP3A substrates where minimal concentration changes may lead to
 *   serious toxicity"): item 5. "Where minimal concentration changes may lead to serious adverse
 *   reactions" is read as a narrow therapeutic index, so those rows reach only records flagged
 *   `narrowTherapeuticIndex` (NARROW_THERAPEUTIC_INDEX below).
 *
 * Where each statement was checked (2026-11-28): label text quoted by DailyMed-derived public
 * sources (a label-anchored gold set quoting section 4 of Prozac, Zanaflex, Latuda, Ranexa,
 * Multaq, Inspra, Zocor, lovastatin, pimozide, Brilinta, Norvir, Zyvox, tramadol; the
 * manufacturers' medical-information pages for Erleada, Tukysa; the Tabrecta section 7 text;
 * Gibbons JA et al. Clin Pharmacokinet 2015 for Xtandi). Paraphrased, never copied.
 */

const label = (product: string, section: string): Source => ({
  kind: 'label',
  title: `${product} US prescribing information`,
  section,
});

const row = (
  w: CoMedicationClass,
  instruction: LabelInstruction,
  source: Source,
  text: string,
): ClassInstruction => ({ with: w, instruction, source, text });

const strong = (
  pathway: 'CYP3A4' | 'CYP2D6' | 'CYP1A2' | 'CYP2C8',
  role: 'inhibitor' | 'inducer',
): CoMedicationClass => ({ pathway, role, levels: ['strong'] });

/** Substrates whose own record carries `narrowTherapeuticIndex`. */
const ntiSubstrates = (
  pathway: 'CYP3A4' | 'CYP2C9' | 'CYP2C19' | 'CYP2C8' | 'CYP1A2' | 'CYP2D6' | 'P-gp' | 'BCRP',
  change: 'raises' | 'lowers',
): CoMedicationClass => ({
  pathway,
  role: 'substrate',
  levels: ['sensitive', 'moderate', 'minor'],
  narrowTherapeuticIndexOnly: true,
  change,
});

// ---------------------------------------------------------------- MAO inhibitors (item 4)

/**
 * The antidepressant class labelling (section 4): an MAO inhibitor meant for psychiatric use with
 * the drug, or within 14 days of stopping either, is contraindicated, and so is starting the drug
 * in a patient on linezolid or IV methylene blue. Fluoxetine's washout is 5 weeks.
 */
const maoContraindicated = (product: string, section: string, washout = '14 days') =>
  row(
    { classTag: 'mao-inhibitor' },
    'contraindicated',
    label(product, section),
    `Serotonin syndrome risk: do not combine with an MAO inhibitor (linezolid and IV methylene blue included) or give within ${washout} of stopping the other.`,
  );

const ANTIDEPRESSANT_MAOI: Record<string, ClassInstruction[]> = {
  sertraline: [maoContraindicated('Zoloft (sertraline)', '4 Contraindications')],
  citalopram: [maoContraindicated('Celexa (citalopram)', '4 Contraindications')],
  escitalopram: [maoContraindicated('Lexapro (escitalopram)', '4 Contraindications')],
  fluoxetine: [
    maoContraindicated(
      'Prozac (fluoxetine)',
      '4.1 Monoamine Oxidase Inhibitors',
      '5 weeks (fluoxetine) or 14 days (MAO inhibitor)',
    ),
  ],
  paroxetine: [maoContraindicated('Paxil (paroxetine)', '4 Contraindications')],
  fluvoxamine: [maoContraindicated('Fluvoxamine maleate tablets', '4 Contraindications')],
  venlafaxine: [maoContraindicated('Effexor XR (venlafaxine)', '4 Contraindications')],
  desvenlafaxine: [
    maoContraindicated('Pristiq (desvenlafaxine) extended-release tablets', '4 Contraindications'),
  ],
  duloxetine: [maoContraindicated('Cymbalta (duloxetine)', '4 Contraindications')],
  vortioxetine: [maoContraindicated('Trintellix (vortioxetine)', '4 Contraindications')],
  trazodone: [maoContraindicated('Desyrel (trazodone)', '4 Contraindications')],
  mirtazapine: [maoContraindicated('Remeron (mirtazapine)', '4 Contraindications')],
  bupropion: [maoContraindicated('Wellbutrin (bupropion)', '4 Contraindications')],
  amitriptyline: [maoContraindicated('Amitriptyline hydrochloride tablets', '4 Contraindications')],
  nortriptyline: [maoContraindicated('Pamelor (nortriptyline)', '4 Contraindications')],
  imipramine: [maoContraindicated('Tofranil (imipramine) tablets', '4 Contraindications')],
  doxepin: [maoContraindicated('Doxepin hydrochloride capsules', '4 Contraindications')],
};

const OPIOID_AND_OTHER_MAOI: Record<string, ClassInstruction[]> = {
  tramadol: [
    row(
      { classTag: 'mao-inhibitor' },
      'contraindicated',
      label('Tramadol hydrochloride tablets', '4 Contraindications'),
      'Contraindicated with an MAO inhibitor taken now or within the last 14 days: serotonin syndrome or opioid toxicity.',
    ),
  ],
  tapentadol: [
    row(
      { classTag: 'mao-inhibitor' },
      'contraindicated',
      label('Nucynta (tapentadol)', '4 Contraindications'),
      'Contraindicated with an MAO inhibitor taken now or within the last 14 days: additive noradrenaline effects and serotonin syndrome.',
    ),
  ],
  meperidine: [
    row(
      { classTag: 'mao-inhibitor' },
      'contraindicated',
      label('Demerol (meperidine)', '4 Contraindications'),
      'Contraindicated with an MAO inhibitor taken now or within the last 14 days: serotonin syndrome or opioid toxicity, reported as fatal.',
    ),
  ],
  cyclobenzaprine: [
    row(
      { classTag: 'mao-inhibitor' },
      'contraindicated',
      label('Flexeril (cyclobenzaprine) tablets', '4 Contraindications'),
      'Contraindicated with an MAO inhibitor or within 14 days of stopping one: hyperpyretic crises, seizures and deaths are reported with tricyclic-like drugs.',
    ),
  ],
  // The triptans MAO-A clears: their labels contraindicate MAO-A inhibitors (and the
  // non-selective ones, which block MAO-A too), not the MAO-B selective antiparkinsonian drugs;
  // Maxalt 7.5 expects no pharmacokinetic interaction with a selective MAO-B inhibitor. Hence the
  // 'mao-a-inhibitor' tag, not 'mao-inhibitor' (selegiline at high or transdermal doses:
  // interactions/triptans-mao.ts).
  sumatriptan: [
    row(
      { classTag: 'mao-a-inhibitor' },
      'contraindicated',
      label('Imitrex (sumatriptan)', '4 Contraindications; 7 Drug Interactions'),
      'Contraindicated with an MAO-A or non-selective MAO inhibitor, or within 2 weeks of stopping one: MAO-A clears sumatriptan, whose exposure rises several-fold.',
    ),
  ],
  rizatriptan: [
    row(
      { classTag: 'mao-a-inhibitor' },
      'contraindicated',
      label('Maxalt (rizatriptan)', '4 Contraindications; 7 Drug Interactions'),
      "Contraindicated with an MAO-A or non-selective MAO inhibitor, or within 2 weeks of stopping one: MAO-A clears rizatriptan, whose exposure (and its active metabolite's) rises.",
    ),
  ],
  linezolid: [
    row(
      { classTag: 'mao-inhibitor' },
      'contraindicated',
      label('Zyvox (linezolid)', '4.2 Monoamine Oxidase Inhibitors'),
      'Linezolid itself inhibits MAO: do not give it with another drug that inhibits MAO-A or MAO-B, or within 2 weeks of one.',
    ),
  ],
  procarbazine: [
    row(
      { classTag: 'tricyclic-antidepressant' },
      'avoid',
      label('Matulane (procarbazine)', 'Precautions (Drug Interactions)'),
      'Procarbazine has MAO-inhibiting activity: avoid tricyclic antidepressants, sympathomimetics and tyramine-rich food (hypertensive and CNS reactions).',
    ),
  ],
};

// ------------------------------------------- object drugs' labels on perpetrator classes (item 4)

const OBJECT_DRUG_LABELS: Record<string, ClassInstruction[]> = {
  // Tasigna boxed warning and 7.1: avoid strong CYP3A4 inhibitors (ketoconazole raised nilotinib
  // about 3-fold); if unavoidable, the label lowers the dose and asks for QT monitoring.
  nilotinib: [
    row(
      strong('CYP3A4', 'inhibitor'),
      'avoid',
      label(
        'Tasigna (nilotinib)',
        'Boxed Warning; 7.1 Drugs That May Increase Nilotinib Plasma Concentrations',
      ),
      'Avoid strong CYP3A4 inhibitors: nilotinib exposure rises and with it QT prolongation; if one is unavoidable, interrupt nilotinib or lower its dose and monitor the QT interval.',
    ),
  ],
  // Braftovi 2 (dose modifications for CYP3A4 inhibitors) and 7.1: with a strong CYP3A4 inhibitor
  // give one-third of the encorafenib dose, with a moderate one half (posaconazole about 3-fold).
  // The section 7.2 statements on encorafenib as a perpetrator were not confirmed from a stored
  // copy of the label, so no substrate row is written for it.
  encorafenib: [
    row(
      { pathway: 'CYP3A4', role: 'inhibitor', levels: ['strong', 'moderate'] },
      'adjust',
      label(
        'Braftovi (encorafenib)',
        '2 Dosage Modifications for Concomitant Use with Strong or Moderate CYP3A4 Inhibitors; 7.1 Effect of Other Drugs on Braftovi',
      ),
      'Strong or moderate CYP3A4 inhibitors raise encorafenib: if the inhibitor cannot be avoided, give one-third (strong) or one-half (moderate) of the encorafenib dose, and return to the previous dose 3 to 5 half-lives after the inhibitor stops.',
    ),
  ],
  ritonavir: [
    row(
      strong('CYP3A4', 'inducer'),
      'contraindicated',
      label('Norvir (ritonavir)', '4 Contraindications'),
      'Contraindicated with potent CYP3A inducers (apalutamide and St John\u2019s wort are named): ritonavir levels fall, with loss of virologic response and resistance.',
    ),
  ],
  lurasidone: [
    row(
      strong('CYP3A4', 'inhibitor'),
      'contraindicated',
      label('Latuda (lurasidone)', '4 Contraindications'),
      'Contraindicated with strong CYP3A4 inhibitors: lurasidone exposure rises several-fold.',
    ),
    row(
      strong('CYP3A4', 'inducer'),
      'contraindicated',
      label('Latuda (lurasidone)', '4 Contraindications'),
      'Contraindicated with strong CYP3A4 inducers: lurasidone exposure falls by about 80% or more.',
    ),
  ],
  ranolazine: [
    row(
      strong('CYP3A4', 'inhibitor'),
      'contraindicated',
      label('Ranexa (ranolazine)', '4 Contraindications; 7.1'),
      'Do not use with strong CYP3A inhibitors: ranolazine levels and QT prolongation rise.',
    ),
    row(
      { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
      'contraindicated',
      label('Ranexa (ranolazine)', '4 Contraindications; 7.1'),
      'Do not use with CYP3A inducers (rifampin, rifabutin, phenobarbital, phenytoin, carbamazepine, St John\u2019s wort are named): ranolazine loses its effect.',
    ),
  ],
  dronedarone: [
    row(
      strong('CYP3A4', 'inhibitor'),
      'contraindicated',
      label('Multaq (dronedarone)', '4 Contraindications'),
      'Contraindicated with strong CYP3A inhibitors: dronedarone exposure and QT prolongation rise.',
    ),
  ],
  eplerenone: [
    row(
      strong('CYP3A4', 'inhibitor'),
      'contraindicated',
      label('Inspra (eplerenone)', '4 Contraindications'),
      'Contraindicated with strong CYP3A inhibitors: eplerenone exposure rises about 5-fold, with hyperkalaemia.',
    ),
  ],
  simvastatin: [
    row(
      strong('CYP3A4', 'inhibitor'),
      'contraindicated',
      label('Zocor (simvastatin)', '4 Contraindications'),
      'Contraindicated with strong CYP3A4 inhibitors: simvastatin exposure rises many-fold, with myopathy and rhabdomyolysis.',
    ),
  ],
  lovastatin: [
    row(
      strong('CYP3A4', 'inhibitor'),
      'contraindicated',
      label('Lovastatin tablets', 'Contraindications'),
      'Contraindicated with strong CYP3A4 inhibitors: lovastatin exposure rises many-fold, with myopathy and rhabdomyolysis.',
    ),
  ],
  tizanidine: [
    row(
      strong('CYP1A2', 'inhibitor'),
      'contraindicated',
      label('Zanaflex (tizanidine)', '4 Contraindications; 7.1'),
      'Contraindicated with strong CYP1A2 inhibitors: tizanidine exposure rises up to about 33-fold, with hypotension and sedation.',
    ),
  ],
  pimozide: [
    row(
      strong('CYP2D6', 'inhibitor'),
      'contraindicated',
      label('Orap (pimozide) tablets', 'Contraindications'),
      'Contraindicated with strong CYP2D6 inhibitors: pimozide levels rise, with QT prolongation and torsades.',
    ),
  ],
  ticagrelor: [
    row(
      strong('CYP3A4', 'inhibitor'),
      'avoid',
      label('Brilinta (ticagrelor)', '7.1 Strong CYP3A Inhibitors'),
      'Avoid strong CYP3A inhibitors: ticagrelor exposure rises, with more bleeding.',
    ),
  ],
  capmatinib: [
    row(
      { pathway: 'CYP3A4', role: 'inducer', levels: ['strong', 'moderate'] },
      'avoid',
      label('Tabrecta (capmatinib)', '7.1 Effect of Other Drugs on Tabrecta'),
      'Avoid strong and moderate CYP3A inducers: capmatinib exposure falls and its antitumour activity may be lost.',
    ),
  ],
  tucatinib: [
    row(
      strong('CYP3A4', 'inducer'),
      'avoid',
      label('Tukysa (tucatinib)', '7.1 Effects of Other Drugs on Tukysa'),
      'Avoid strong CYP3A inducers: tucatinib exposure falls, which may reduce its activity.',
    ),
    row(
      strong('CYP2C8', 'inhibitor'),
      'avoid',
      label('Tukysa (tucatinib)', '7.1 Effects of Other Drugs on Tukysa'),
      'Avoid strong CYP2C8 inhibitors: tucatinib exposure rises (if unavoidable the label gives a reduced dose).',
    ),
  ],
};

// ------------------------------------- anticancer drugs as perpetrators, label section 7 (item 5)

const ANTICANCER_PERPETRATORS: Record<string, ClassInstruction[]> = {
  // Tasigna 7.2 (checked 2026-11-28 against Zhang H et al., J Clin Pharmacol 2015;55:1313,
  // doi:10.1002/jcph.434, the study the label cites): repeated nilotinib raised midazolam AUC
  // 2.6-fold (moderate CYP3A inhibition); the label asks for dose adjustment of CYP3A substrates
  // with a narrow therapeutic index. Sensitive substrates are already moderate through the grid.
  nilotinib: [
    row(
      ntiSubstrates('CYP3A4', 'raises'),
      'adjust',
      label(
        'Tasigna (nilotinib)',
        '7.2 Drugs That May Have Their Plasma Concentrations Altered by Tasigna',
      ),
      'Nilotinib moderately inhibits CYP3A4 (midazolam AUC 2.6-fold with repeated doses): the dose of a CYP3A4 substrate with a narrow therapeutic index (alfentanil, cyclosporine, ergots, fentanyl, sirolimus, tacrolimus) may need lowering; monitor levels or effect.',
    ),
  ],
  // Erleada's "substitute where possible, or evaluate for loss of activity" is neither "avoid" nor
  // a dose change: read as monitor (moderate). Sensitive substrates stay major through the FDA
  // grid (strong inducer), which a label row never lowers.
  apalutamide: [
    row(
      { pathway: 'CYP3A4', role: 'substrate', levels: ['sensitive', 'moderate'], change: 'lowers' },
      'monitor',
      label('Erleada (apalutamide)', '7.2 Effect of Erleada on Other Drugs'),
      'Apalutamide strongly induces CYP3A4 (midazolam AUC fell 92%): substitute the co-medication where possible, otherwise evaluate it for loss of activity.',
    ),
    row(
      {
        pathway: 'CYP2C19',
        role: 'substrate',
        levels: ['sensitive', 'moderate'],
        change: 'lowers',
      },
      'monitor',
      label('Erleada (apalutamide)', '7.2 Effect of Erleada on Other Drugs'),
      'Apalutamide strongly induces CYP2C19 (omeprazole AUC fell 85%): substitute the co-medication where possible, otherwise evaluate it for loss of activity.',
    ),
    row(
      { pathway: 'CYP2C9', role: 'substrate', levels: ['sensitive', 'moderate'], change: 'lowers' },
      'monitor',
      label('Erleada (apalutamide)', '7.2 Effect of Erleada on Other Drugs'),
      'Apalutamide induces CYP2C9 (S-warfarin AUC fell 46%): substitute the co-medication where possible, otherwise evaluate it for loss of activity.',
    ),
    ...(['P-gp', 'BCRP', 'OATP1B1/1B3'] as const).map((pathway) =>
      row(
        { pathway, role: 'substrate', levels: ['sensitive', 'moderate'], change: 'lowers' },
        'monitor',
        label('Erleada (apalutamide)', '7.2 Effect of Erleada on Other Drugs'),
        `Apalutamide weakly induces ${pathway} (fexofenadine AUC fell 30%, rosuvastatin 41%): use with caution and evaluate the co-medication for loss of efficacy.`,
      ),
    ),
  ],
  enzalutamide: (['CYP3A4', 'CYP2C9', 'CYP2C19'] as const).map((pathway) =>
    row(
      ntiSubstrates(pathway, 'lowers'),
      'avoid',
      label('Xtandi (enzalutamide)', '7.2 Effect of Xtandi on Other Drugs'),
      `Enzalutamide induces ${pathway} (midazolam AUC fell 86%, omeprazole 70%, S-warfarin 56%): avoid ${pathway} substrates with a narrow therapeutic index; with warfarin, monitor the INR more often.`,
    ),
  ),
  tucatinib: [
    row(
      ntiSubstrates('CYP3A4', 'raises'),
      'avoid',
      label('Tukysa (tucatinib)', '7.2 Effects of Tukysa on Other Drugs'),
      'Tucatinib raises CYP3A substrates (midazolam AUC about 5.7-fold): avoid those where a small change causes serious toxicity; if unavoidable, lower their dose as their label directs.',
    ),
    row(
      ntiSubstrates('P-gp', 'raises'),
      'adjust',
      label('Tukysa (tucatinib)', '7.2 Effects of Tukysa on Other Drugs'),
      'Tucatinib raises P-gp substrates (digoxin exposure rose): consider a lower dose of a P-gp substrate where a small change causes serious toxicity.',
    ),
  ],
  capmatinib: (['CYP1A2', 'P-gp', 'BCRP'] as const).map((pathway) =>
    row(
      ntiSubstrates(pathway, 'raises'),
      'adjust',
      label('Tabrecta (capmatinib)', '7.2 Effect of Tabrecta on Other Drugs'),
      `Capmatinib raises ${pathway} substrates (caffeine AUC +134%, digoxin +47%, rosuvastatin +108%): if the combination cannot be avoided, lower the dose of a ${pathway} substrate where a small change causes serious toxicity, as its label directs.`,
    ),
  ),
  ribociclib: [
    row(
      ntiSubstrates('CYP3A4', 'raises'),
      'adjust',
      label(
        'Kisqali (ribociclib)',
        '7.2 Drugs That May Have Their Plasma Concentrations Altered by Kisqali',
      ),
      'Ribociclib raises sensitive CYP3A substrates (midazolam AUC 3.8-fold at 400 mg, predicted 5.2-fold at 600 mg): reduce the dose of one with a narrow therapeutic index (alfentanil, cyclosporine, ergots, everolimus, fentanyl, pimozide, quinidine, sirolimus, tacrolimus).',
    ),
  ],
  imatinib: [
    row(
      ntiSubstrates('CYP3A4', 'raises'),
      'monitor',
      label(
        'Gleevec (imatinib)',
        '7.2 Drugs That May Have Their Plasma Concentration Altered by Gleevec',
      ),
      'Imatinib raises CYP3A4 substrates (simvastatin AUC 3.5-fold): use caution with those that have a narrow therapeutic window (alfentanil, cyclosporine, ergots, fentanyl, pimozide, quinidine, sirolimus, tacrolimus).',
    ),
  ],
  idelalisib: [
    row(
      { pathway: 'CYP3A4', role: 'substrate', levels: ['sensitive'], change: 'raises' },
      'avoid',
      label(
        'Zydelig (idelalisib)',
        '7.2 Drugs That May Have Their Plasma Concentrations Altered by Zydelig',
      ),
      'Idelalisib is a strong CYP3A inhibitor (midazolam AUC about 5.4-fold): avoid sensitive CYP3A substrates.',
    ),
  ],
  lapatinib: [
    ...(['CYP3A4', 'CYP2C8'] as const).map((pathway) =>
      row(
        ntiSubstrates(pathway, 'raises'),
        'adjust',
        label('Tykerb (lapatinib)', '7 Drug Interactions'),
        `Lapatinib inhibits ${pathway} at clinical concentrations: use caution and consider a lower dose of a ${pathway} substrate with a narrow therapeutic window.`,
      ),
    ),
    row(
      { pathway: 'P-gp', role: 'substrate', levels: ['sensitive', 'moderate'], change: 'raises' },
      'monitor',
      label('Tykerb (lapatinib)', '7 Drug Interactions'),
      'Lapatinib inhibits P-gp (oral digoxin AUC about 2.8-fold): P-gp substrate levels are likely to rise; use caution and monitor.',
    ),
  ],
};

/** Records of the co-medications the labels above reach through "narrow therapeutic index". */
export const NARROW_THERAPEUTIC_INDEX: ReadonlyArray<{ id: string; basis: string }> = [
  // Named as narrow-therapeutic-index CYP3A substrates by the Kisqali, Gleevec and Korlym labels.
  { id: 'cyclosporine', basis: 'Kisqali/Gleevec 7: narrow-therapeutic-index CYP3A substrate' },
  { id: 'tacrolimus', basis: 'Kisqali/Gleevec 7: narrow-therapeutic-index CYP3A substrate' },
  { id: 'sirolimus', basis: 'Kisqali/Gleevec 7: narrow-therapeutic-index CYP3A substrate' },
  { id: 'everolimus', basis: 'Kisqali 7: narrow-therapeutic-index CYP3A substrate' },
  { id: 'fentanyl', basis: 'Kisqali/Gleevec 7: narrow-therapeutic-index CYP3A substrate' },
  { id: 'pimozide', basis: 'Kisqali/Gleevec 7: narrow-therapeutic-index CYP3A substrate' },
  // FDA table of substrates, narrow-therapeutic-range column (CYP2C9: warfarin, phenytoin;
  // CYP1A2: theophylline, tizanidine); digoxin: Lanoxin label, narrow therapeutic index.
  { id: 'warfarin', basis: 'FDA DDI table: narrow-therapeutic-range CYP2C9 substrate' },
  { id: 'phenytoin', basis: 'FDA DDI table: narrow-therapeutic-range CYP2C9 substrate' },
  { id: 'theophylline', basis: 'FDA DDI table: narrow-therapeutic-range CYP1A2 substrate' },
  { id: 'tizanidine', basis: 'FDA DDI table: narrow-therapeutic-range CYP1A2 substrate' },
  { id: 'digoxin', basis: 'Lanoxin label: narrow therapeutic index, P-gp substrate' },
];

function merge(
  ...tables: Array<Record<string, ClassInstruction[]>>
): Record<string, ClassInstruction[]> {
  const out: Record<string, ClassInstruction[]> = {};
  for (const table of tables) {
    for (const [id, rows] of Object.entries(table)) out[id] = [...(out[id] ?? []), ...rows];
  }
  return out;
}

/** Drug id -> its label's class instructions. */
export const classInstructionsById: Readonly<Record<string, ClassInstruction[]>> = merge(
  ANTIDEPRESSANT_MAOI,
  OPIOID_AND_OTHER_MAOI,
  OBJECT_DRUG_LABELS,
  ANTICANCER_PERPETRATORS,
);

/**
 * Class tags the labels above rely on that a record did not carry: linezolid is an MAO inhibitor
 * (Zyvox 4.2; every antidepressant label names it among the MAO inhibitors). 'mao-a-inhibitor'
 * marks the drugs that inhibit MAO-A at their usual doses, which the triptan labels contraindicate:
 * the non-selective antidepressant MAO inhibitors (Nardil, Parnate, Marplan), linezolid (a
 * non-selective reversible MAO inhibitor, Zyvox 12.1) and methylene blue (a potent reversible
 * MAO-A inhibitor, ProvayBlue 5.1). Not rasagiline, safinamide or selegiline: MAO-B selective at
 * their usual doses (Azilect, Xadago, Eldepryl labels).
 */
export const addedClassTags: Readonly<Record<string, string[]>> = {
  linezolid: ['mao-inhibitor', 'mao-a-inhibitor'],
  phenelzine: ['mao-a-inhibitor'],
  tranylcypromine: ['mao-a-inhibitor'],
  isocarboxazid: ['mao-a-inhibitor'],
  'methylene-blue': ['mao-a-inhibitor'],
};

import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Supportive-care drugs used alongside anticancer therapy: antiemetics, corticosteroids, growth
 * factors, rescue and protective agents, bone-modifying agents, urate-lowering agents and ESAs.
 *
 * RxCUIs are RxNorm ingredient (IN) concepts. Where no available source confirmed the ingredient
 * concept (levoleucovorin, netupitant, rolapitant, glucarpidase, uridine triacetate) the field is
 * null rather than a guess: a wrong RxCUI mismatches real orders, a null only fails to match.
 *
 * Pathway levels use the FDA DDI terms defined in core/knowledge/drug.ts. QT categories are left
 * 'unknown' where neither the label nor a cited source grades the risk.
 */

const label = (title: string, section: string): Source => ({ kind: 'label', title, section });

/** The day the supportive monographs' review (issue 13) checked these records against their labels. */
const REVIEWED_2026_11_27 = '2026-11-27';

/** FDA clinical DDI examples table; it grades CYP inhibitors and inducers (strong/moderate/weak). */
const fdaDdiTable: Source = {
  kind: 'guideline',
  title: 'FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers',
  section: 'Examples of clinical inhibitors and inducers of CYP enzymes',
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  unconfirmed:
    "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
};

const cpicOndansetron: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2D6 and ondansetron and tropisetron',
  year: 2016,
  pmid: '28002639',
};

const cpicG6pd: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for G6PD genotype and drug use',
  year: 2022,
  pmid: '36049896',
};

const cpicAllopurinol: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for HLA-B genotype and allopurinol (2015 update)',
  year: 2015,
  pmid: '26094938',
};

const ZOFRAN = 'Zofran (ondansetron) US prescribing information';
const EMEND = 'Emend (aprepitant) capsules US prescribing information';
const EMEND_IV = 'Emend (fosaprepitant) for injection US prescribing information';
const AKYNZEO = 'Akynzeo (netupitant and palonosetron) US prescribing information';
const VARUBI = 'Varubi (rolapitant) tablets US prescribing information';
const REGLAN = 'Reglan (metoclopramide) tablets US prescribing information';
const DEX = 'Dexamethasone tablets US prescribing information';
const HEMADY = 'Hemady (dexamethasone) tablets US prescribing information';
const NEUPOGEN = 'Neupogen (filgrastim) US prescribing information';
const NEULASTA = 'Neulasta (pegfilgrastim) US prescribing information';
const LEUCOVORIN = 'Leucovorin calcium injection US prescribing information';
const ZOMETA = 'Zometa (zoledronic acid) injection US prescribing information';
const XGEVA = 'Xgeva (denosumab) US prescribing information';
const ZYLOPRIM = 'Zyloprim (allopurinol) tablets US prescribing information';
const ELITEK = 'Elitek (rasburicase) US prescribing information';
const EPOGEN = 'Epogen (epoetin alfa) US prescribing information';
const ARANESP = 'Aranesp (darbepoetin alfa) US prescribing information';

const CORTICOSTEROID_MONITORING = [
  'Blood glucose, blood pressure and potassium during courses longer than a few days.',
  'Signs of infection; corticosteroids blunt fever and raise the risk of opportunistic infection.',
];

export const supportiveOncologyDrugs: DrugInput[] = [
  {
    id: 'ondansetron',
    rxcui: '26225',
    name: 'Ondansetron',
    brandNames: ['Zofran', 'Zuplenz'],
    atc: ['A04AA01'],
    kind: 'supportive',
    drugClass: '5-HT3 receptor antagonist',
    classTags: ['5ht3-antagonist'],
    mechanism:
      'Blocks serotonin 5-HT3 receptors on vagal afferents and in the chemoreceptor trigger zone.',
    routes: ['oral', 'iv', 'im'],
    // Several CYPs share the clearance, so inhibiting one is offset by the others; potent CYP3A4
    // inducers (phenytoin, carbamazepine, rifampin) do lower exposure (label 7, 12.3).
    pathways: {
      CYP3A4: { substrate: 'minor' },
      CYP2D6: { substrate: 'minor' },
      CYP1A2: { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment: cap the total daily dose at 8 mg.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Child-Pugh C: total daily dose no more than 8 mg (IV or oral).',
        },
      ],
    },
    monitoring: [
      'ECG when given with other QT-prolonging drugs or in heart failure, bradyarrhythmia or electrolyte disturbance; avoid in congenital long QT syndrome.',
      'Correct hypokalemia and hypomagnesemia before giving.',
      'A single IV dose should not exceed 16 mg because QT prolongation is dose dependent.',
      'Serotonin syndrome when combined with other serotonergic drugs.',
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(ZOFRAN, '5 Warnings and Precautions (QT prolongation; serotonin syndrome)'),
      label(ZOFRAN, '2 Dosage and Administration; 8.7 Hepatic Impairment'),
      label(ZOFRAN, '7 Drug Interactions; 12.3 Pharmacokinetics'),
      cpicOndansetron,
    ],
  },
  {
    id: 'granisetron',
    rxcui: '26237',
    name: 'Granisetron',
    brandNames: ['Sustol', 'Sancuso', 'Kytril'],
    atc: ['A04AA02'],
    kind: 'supportive',
    drugClass: '5-HT3 receptor antagonist',
    classTags: ['5ht3-antagonist'],
    mechanism:
      'Blocks serotonin 5-HT3 receptors on vagal afferents and in the chemoreceptor trigger zone.',
    routes: ['oral', 'iv', 'sc', 'transdermal'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Immediate-release and transdermal forms need no change; the extended-release injection (Sustol) is spaced or avoided.',
      rules: [
        {
          crclBelow: 60,
          action: 'extend-interval',
          text: 'Sustol, CrCl 30-59 mL/min: give no more often than every 14 days.',
        },
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'Sustol, CrCl below 30 mL/min: avoid; use another granisetron form.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Clearance falls in hepatic impairment; the labels give no dose rule.',
    },
    monitoring: [
      'QT prolongation is reported: caution with arrhythmia, conduction disease or other QT-prolonging drugs.',
      'Sustol: constipation or ileus and injection-site reactions, which can appear late.',
      'Serotonin syndrome when combined with other serotonergic drugs.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(
        'Sustol (granisetron) extended-release injection US prescribing information',
        '2 Dosage and Administration; 8.6 Renal Impairment',
      ),
      label(
        'Granisetron hydrochloride injection US prescribing information',
        'Warnings and Precautions (QT prolongation; serotonin syndrome)',
      ),
      label(
        'Granisetron hydrochloride injection US prescribing information',
        'Clinical Pharmacology: Pharmacokinetics',
      ),
    ],
  },
  {
    id: 'palonosetron',
    rxcui: '70561',
    name: 'Palonosetron',
    brandNames: ['Aloxi'],
    atc: ['A04AA05'],
    kind: 'supportive',
    drugClass: '5-HT3 receptor antagonist',
    classTags: ['5ht3-antagonist'],
    mechanism: 'Long-acting, high-affinity 5-HT3 receptor antagonist.',
    routes: ['iv'],
    // Mainly CYP2D6 with minor CYP3A4 and CYP1A2; exposure did not differ between CYP2D6 poor
    // and extensive metabolizers (label 12.3), so no pathway carries a substrate level above minor.
    pathways: {
      CYP2D6: { substrate: 'minor' },
      CYP3A4: { substrate: 'minor' },
      CYP1A2: { substrate: 'minor' },
    },
    // The label's thorough QT study found no clinically relevant QTc effect.
    qtRisk: 'none',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment.' },
    hepatic: { status: 'no-adjustment', summary: 'No dose change in hepatic impairment.' },
    monitoring: ['Serotonin syndrome when combined with other serotonergic drugs.'],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(
        'Aloxi (palonosetron) injection US prescribing information',
        '5 Warnings and Precautions',
      ),
      label(
        'Aloxi (palonosetron) injection US prescribing information',
        '8.6 Renal Impairment; 8.7 Hepatic Impairment',
      ),
      label(
        'Aloxi (palonosetron) injection US prescribing information',
        '12.2 Pharmacodynamics; 12.3 Pharmacokinetics',
      ),
    ],
  },
  {
    id: 'tropisetron',
    rxcui: '27392',
    name: 'Tropisetron',
    brandNames: ['Navoban'],
    atc: ['A04AA03'],
    kind: 'supportive',
    drugClass: '5-HT3 receptor antagonist',
    classTags: ['5ht3-antagonist'],
    mechanism: 'Blocks serotonin 5-HT3 receptors; not marketed in the US.',
    routes: ['oral', 'iv'],
    // CPIC describes CYP2D6 as the main clearance route; ultrarapid metabolizers respond less.
    pathways: { CYP2D6: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    renal: { status: 'no-data', summary: 'No US label; organ-function dosing not assessed here.' },
    hepatic: {
      status: 'no-data',
      summary: 'No US label; organ-function dosing not assessed here.',
    },
    monitoring: [
      'CYP2D6 ultrarapid metabolizers: CPIC recommends a 5-HT3 antagonist not mainly cleared by CYP2D6 (for example granisetron).',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [cpicOndansetron],
  },
  {
    id: 'aprepitant',
    rxcui: '358255',
    name: 'Aprepitant',
    brandNames: ['Emend', 'Cinvanti', 'Aponvie'],
    atc: ['A04AD12'],
    kind: 'supportive',
    drugClass: 'NK1 receptor antagonist',
    classTags: ['nk1-antagonist'],
    mechanism: 'Blocks substance P at central neurokinin-1 receptors.',
    routes: ['oral', 'iv'],
    // Label 7.1: substrate, weak-to-moderate (dose-dependent) inhibitor and inducer of CYP3A4;
    // the 3-day oral regimen acts as a moderate inhibitor. Also induces CYP2C9 (warfarin,
    // tolbutamide). Label 7.2: ketoconazole raised aprepitant AUC about 5-fold.
    pathways: {
      CYP3A4: { substrate: 'sensitive', inhibitor: 'moderate', inducer: 'weak' },
      CYP2C9: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment or ESRD.' },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No change for Child-Pugh A or B; no clinical data in Child-Pugh C.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Child-Pugh C: no data; monitor for adverse reactions.',
        },
      ],
    },
    monitoring: [
      'With the 3-day oral regimen, give about half the usual oral dexamethasone dose; the labelled antiemetic regimens already include this cut.',
      'Methylprednisolone with aprepitant: reduce the IV dose by about 25% and the oral dose by about 50%.',
      'INR in patients on warfarin during the 2 weeks after each course (CYP2C9 induction).',
      'Hormonal contraceptives may fail during and for 28 days after treatment; use a back-up method.',
      'Contraindicated with pimozide.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(EMEND, '2.1 Prevention of Chemotherapy-Induced Nausea and Vomiting'),
      label(EMEND, '4 Contraindications'),
      label(EMEND, '7.1 Effect of Aprepitant on the Pharmacokinetics of Other Drugs'),
      label(EMEND, '7.2 Effect of Other Drugs on the Pharmacokinetics of Aprepitant'),
      label(EMEND, '8.6 Renal Impairment; 8.7 Hepatic Impairment'),
      fdaDdiTable,
    ],
  },
  {
    id: 'fosaprepitant',
    rxcui: '1731071',
    name: 'Fosaprepitant',
    synonyms: ['fosaprepitant dimeglumine'],
    brandNames: ['Emend for injection', 'Focinvez'],
    // WHO classifies the prodrug with aprepitant: A04AD12 carries a parenteral DDD noted as
    // referring to fosaprepitant (WHO ATC/DDD index).
    atc: ['A04AD12'],
    kind: 'supportive',
    drugClass: 'NK1 receptor antagonist (prodrug of aprepitant)',
    classTags: ['nk1-antagonist'],
    mechanism:
      'Phosphorylated prodrug rapidly converted to aprepitant, which blocks NK1 receptors.',
    routes: ['iv'],
    // A single 150 mg dose is a weak CYP3A4 inhibitor for about 2 days and a CYP3A4/CYP2C9
    // inducer (label 7.1). Substrate level follows the active moiety, aprepitant.
    pathways: {
      CYP3A4: { substrate: 'sensitive', inhibitor: 'weak', inducer: 'weak' },
      CYP2C9: { inducer: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity', 'infusion-reaction'],
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment or ESRD.' },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No change for Child-Pugh A or B; no clinical data in Child-Pugh C.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Child-Pugh C: no data; monitor for adverse reactions.',
        },
      ],
    },
    monitoring: [
      'Oral dexamethasone given on days 1 and 2 should be reduced by about 50%; the labelled regimens already do this.',
      'Infusion-site reactions, including thrombophlebitis and necrosis with vesicant chemotherapy.',
      'INR in patients on warfarin; back-up contraception for 28 days.',
      'Contraindicated with pimozide.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(EMEND_IV, '2 Dosage and Administration'),
      label(EMEND_IV, '5 Warnings and Precautions'),
      label(
        EMEND_IV,
        '7.1 Effect of Fosaprepitant/Aprepitant on the Pharmacokinetics of Other Drugs',
      ),
      label(EMEND_IV, '8.6 Renal Impairment; 8.7 Hepatic Impairment'),
    ],
  },
  {
    id: 'netupitant',
    // Marketed only with palonosetron; the ingredient concept was not verified here.
    rxcui: null,
    rxcuiNote:
      'No RxNorm ingredient (IN) concept for netupitant was confirmed from a source available to this build (RxNav is not reachable here). Netupitant is marketed in the US only in combination with palonosetron (Akynzeo), whose product concepts are multi-ingredient; matched by name until the IN concept is confirmed.',
    name: 'Netupitant',
    synonyms: ['fosnetupitant', 'netupitant/palonosetron', 'NEPA'],
    brandNames: ['Akynzeo'],
    kind: 'supportive',
    drugClass: 'NK1 receptor antagonist (fixed combination with palonosetron)',
    classTags: ['nk1-antagonist'],
    mechanism:
      'Blocks NK1 receptors; supplied only with palonosetron (oral netupitant, IV fosnetupitant prodrug).',
    routes: ['oral', 'iv'],
    // Label 7.1: netupitant is a moderate CYP3A4 inhibitor (dexamethasone AUC up 1.7-fold on day 1
    // and 2.4-fold on days 2-4); label 7.2: exposure rises with strong CYP3A4 inhibitors and falls
    // with inducers.
    pathways: { CYP3A4: { substrate: 'moderate', inhibitor: 'moderate' } },
    qtRisk: 'none',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary: 'No change for CrCl 30-89 mL/min; avoid in severe renal impairment or ESRD.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'CrCl below 30 mL/min or ESRD: avoid.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'No change for Child-Pugh A or B; avoid in severe hepatic impairment.',
      rules: [{ hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: avoid.' }],
    },
    monitoring: [
      'Dexamethasone on day 1 is 12 mg (reduced) because netupitant raises dexamethasone exposure.',
      'CYP3A4 substrates with a narrow therapeutic index: exposure rises for several days after a dose.',
      'Serotonin syndrome (palonosetron component) with other serotonergic drugs.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(AKYNZEO, '2 Dosage and Administration'),
      label(AKYNZEO, '5 Warnings and Precautions'),
      label(AKYNZEO, '7 Drug Interactions'),
      label(AKYNZEO, '8.6 Renal Impairment; 8.7 Hepatic Impairment'),
      label(AKYNZEO, '12.2 Pharmacodynamics'),
    ],
  },
  {
    id: 'rolapitant',
    rxcui: null,
    rxcuiNote:
      'No RxNorm ingredient (IN) concept for rolapitant was confirmed. The openFDA NDC record for Varubi 90 mg tablets (NDC 87628-101) lists RxCUIs 1665503 and 1673373, which are product-level (clinical/branded drug) concepts of the hydrochloride, not the ingredient, so neither is used here; matched by name.',
    name: 'Rolapitant',
    brandNames: ['Varubi'],
    atc: ['A04AD14'],
    kind: 'supportive',
    drugClass: 'NK1 receptor antagonist',
    classTags: ['nk1-antagonist'],
    mechanism: 'Long-acting NK1 receptor antagonist (half-life about 7 days).',
    routes: ['oral'],
    // Label 5.1/7.1 call rolapitant a MODERATE CYP2D6 inhibitor (dextromethorphan exposure about
    // 3-fold), lasting at least 28 days after one dose; it also inhibits BCRP (sulfasalazine about
    // 2-fold) and P-gp (digoxin AUC up about 30%). Rifampin cut rolapitant exposure by about 85%
    // while ketoconazole had no relevant effect, hence a minor CYP3A4 substrate that is inducible.
    pathways: {
      CYP2D6: { inhibitor: 'moderate' },
      BCRP: { inhibitor: 'moderate' },
      'P-gp': { inhibitor: 'weak' },
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'none',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No change for mild or moderate impairment; limited data in severe impairment.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'Severe renal impairment: limited data; monitor for adverse reactions.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'No change for Child-Pugh A or B; avoid in Child-Pugh C.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Child-Pugh C: avoid; if unavoidable, monitor for adverse reactions.',
        },
      ],
    },
    monitoring: [
      'Contraindicated with thioridazine and pimozide (CYP2D6 substrates with a narrow therapeutic index).',
      'CYP2D6 inhibition lasts at least 28 days after a single dose: review other CYP2D6 substrates over that window.',
      'Give no more often than every 2 weeks.',
      'Avoid with strong CYP3A4 inducers, which markedly lower rolapitant exposure.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(VARUBI, '4 Contraindications'),
      label(VARUBI, '5.1 Interaction with CYP2D6 Substrates with a Narrow Therapeutic Index'),
      label(VARUBI, '7.1 Effect of Varubi on Other Drugs; 7.2 Effect of Other Drugs on Varubi'),
      label(VARUBI, '8.6 Renal Impairment; 8.7 Hepatic Impairment'),
      // QT review 2026-11: the thorough QT study behind qtRisk 'none' (no QTc effect up to 720 mg).
      label(VARUBI, '12.2 Pharmacodynamics (cardiac electrophysiology)'),
      fdaDdiTable,
    ],
  },
  {
    id: 'olanzapine',
    rxcui: '61381',
    name: 'Olanzapine',
    brandNames: ['Zyprexa'],
    atc: ['N05AH03'],
    kind: 'supportive',
    drugClass: 'Atypical antipsychotic (antiemetic use)',
    classTags: ['atypical-antipsychotic'],
    mechanism:
      'Antagonist at dopamine D2, serotonin 5-HT2 and 5-HT3, histamine H1 and muscarinic receptors.',
    routes: ['oral', 'im'],
    // Fluvoxamine (CYP1A2 inhibitor) raised olanzapine AUC 52-108%; carbamazepine and smoking
    // (CYP1A2 induction) raise clearance (label 7). CYP2D6 is a minor route.
    pathways: { CYP1A2: { substrate: 'moderate' }, CYP2D6: { substrate: 'minor' } },
    // The label does not grade QT risk; category not verified from a citable source here.
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'anticholinergic', 'hyperglycemia', 'seizure'],
    renal: { status: 'no-adjustment', summary: 'No dose change in renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary: 'No dose rule; the label advises periodic liver tests in hepatic disease.',
    },
    boxedWarnings: [
      'Elderly patients with dementia-related psychosis treated with antipsychotics have a higher risk of death; not approved for that use.',
    ],
    monitoring: [
      'Sedation, especially in the elderly or with opioids, benzodiazepines or alcohol.',
      'Blood glucose with repeated courses.',
      'Do not give IM olanzapine together with parenteral benzodiazepines (cardiorespiratory depression).',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label('Zyprexa (olanzapine) US prescribing information', 'Boxed Warning'),
      label('Zyprexa (olanzapine) US prescribing information', '5 Warnings and Precautions'),
      label('Zyprexa (olanzapine) US prescribing information', '7 Drug Interactions'),
      label(
        'Zyprexa (olanzapine) US prescribing information',
        '8.6 Renal Impairment; 8.7 Hepatic Impairment',
      ),
    ],
  },
  {
    id: 'metoclopramide',
    rxcui: '6915',
    name: 'Metoclopramide',
    brandNames: ['Reglan', 'Gimoti'],
    atc: ['A03FA01'],
    kind: 'supportive',
    drugClass: 'Dopamine D2 antagonist (prokinetic antiemetic)',
    classTags: ['dopamine-antagonist-antiemetic', 'prokinetic'],
    mechanism: 'Blocks central and peripheral D2 receptors and speeds gastric emptying.',
    routes: ['oral', 'iv', 'im', 'intranasal'],
    // CYP2D6 poor metabolizers and strong CYP2D6 inhibitors roughly double exposure; the label
    // halves the dose in both settings (label 2, 7, 12.3).
    pathways: { CYP2D6: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'hypertension'],
    renal: {
      status: 'adjust',
      summary: 'Halve the dose when CrCl is 60 mL/min or less; quarter it in ESRD.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 60 mL/min or less: 5 mg four times daily (maximum 20 mg/day).',
        },
        {
          crclBelow: 15,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'ESRD including dialysis: 5 mg twice daily (maximum 10 mg/day).',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'No change for Child-Pugh A; halve the dose for Child-Pugh B or C.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh B: 5 mg four times daily (maximum 20 mg/day).',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh C: 5 mg four times daily (maximum 20 mg/day).',
        },
      ],
    },
    boxedWarnings: [
      'Can cause tardive dyskinesia, often irreversible; risk rises with duration and cumulative dose. Avoid treatment longer than 12 weeks and stop if signs appear.',
    ],
    monitoring: [
      'Extrapyramidal symptoms, neuroleptic malignant syndrome, depression and suicidal ideation.',
      'CYP2D6 poor metabolizers or strong CYP2D6 inhibitors (fluoxetine, paroxetine, bupropion, quinidine): 5 mg four times daily, maximum 20 mg/day.',
      'Contraindicated in pheochromocytoma, seizure disorders and GI obstruction or perforation.',
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(REGLAN, 'Boxed Warning'),
      label(REGLAN, '2 Dosage and Administration'),
      label(REGLAN, '4 Contraindications; 5 Warnings and Precautions'),
      label(REGLAN, '7 Drug Interactions; 12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'prochlorperazine',
    rxcui: '8704',
    name: 'Prochlorperazine',
    brandNames: ['Compazine', 'Compro'],
    atc: ['N05AB04'],
    kind: 'supportive',
    drugClass: 'Phenothiazine dopamine antagonist (antiemetic)',
    classTags: ['phenothiazine', 'dopamine-antagonist-antiemetic'],
    mechanism: 'Blocks dopamine D2 receptors in the chemoreceptor trigger zone.',
    routes: ['oral', 'iv', 'im', 'rectal'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'anticholinergic', 'seizure'],
    renal: { status: 'no-data', summary: 'The label gives no renal dose rule.' },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose rule.' },
    boxedWarnings: [
      'Elderly patients with dementia-related psychosis treated with antipsychotics have a higher risk of death; not approved for that use.',
    ],
    monitoring: [
      'Extrapyramidal reactions, tardive dyskinesia and neuroleptic malignant syndrome.',
      'Additive sedation with opioids, alcohol and other CNS depressants.',
      'May lower the seizure threshold.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label('Prochlorperazine maleate tablets US prescribing information', 'Boxed Warning'),
      label('Prochlorperazine maleate tablets US prescribing information', 'Warnings; Precautions'),
    ],
  },
  {
    id: 'dexamethasone',
    rxcui: '3264',
    name: 'Dexamethasone',
    brandNames: ['Decadron', 'Hemady'],
    atc: ['H02AB02'],
    kind: 'supportive',
    drugClass: 'Glucocorticoid',
    classTags: ['corticosteroid'],
    mechanism:
      'Long-acting glucocorticoid receptor agonist; antiemetic, anti-inflammatory and lymphocytolytic.',
    routes: ['oral', 'iv', 'im'],
    // The dexamethasone label calls it a moderate CYP3A4 inducer; clinical studies suggest the
    // induction is modest and dose dependent. Its own exposure roughly doubles with aprepitant
    // (moderate CYP3A4 inhibitor), so it is at least a moderate CYP3A4 substrate.
    pathways: { CYP3A4: { substrate: 'moderate', inducer: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia', 'infection', 'hypertension', 'hypokalemia', 'thromboembolism'],
    renal: { status: 'no-data', summary: 'No renal dose rule.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      ...CORTICOSTEROID_MONITORING,
      'With aprepitant, fosaprepitant or netupitant, use the reduced antiemetic dexamethasone doses in those labels (about half, or 12 mg on day 1 with netupitant).',
      'Venous and arterial thromboembolism, especially with lenalidomide, thalidomide or pomalidomide.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(HEMADY, '5 Warnings and Precautions'),
      label(DEX, 'Precautions: Drug Interactions'),
      label(EMEND, '7.1 Effect of Aprepitant on the Pharmacokinetics of Other Drugs'),
      label(AKYNZEO, '2 Dosage and Administration'),
    ],
  },
  {
    id: 'prednisone',
    rxcui: '8640',
    name: 'Prednisone',
    brandNames: ['Rayos', 'Deltasone'],
    atc: ['H02AB07'],
    kind: 'supportive',
    drugClass: 'Glucocorticoid',
    classTags: ['corticosteroid'],
    mechanism: 'Prodrug converted in the liver to prednisolone, a glucocorticoid receptor agonist.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia', 'infection', 'hypertension', 'hypokalemia'],
    renal: { status: 'no-data', summary: 'No renal dose rule.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      ...CORTICOSTEROID_MONITORING,
      'Strong CYP3A4 inducers raise, and inhibitors lower, corticosteroid clearance.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(
        'Rayos (prednisone) delayed-release tablets US prescribing information',
        '5 Warnings and Precautions',
      ),
      label(
        'Rayos (prednisone) delayed-release tablets US prescribing information',
        '7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'methylprednisolone',
    rxcui: '6902',
    name: 'Methylprednisolone',
    brandNames: ['Medrol', 'Solu-Medrol', 'Depo-Medrol'],
    atc: ['H02AB04'],
    kind: 'supportive',
    drugClass: 'Glucocorticoid',
    classTags: ['corticosteroid'],
    mechanism: 'Intermediate-acting glucocorticoid receptor agonist.',
    routes: ['oral', 'iv', 'im'],
    // Aprepitant (moderate CYP3A4 inhibitor) requires IV methylprednisolone to be cut by about 25%
    // and oral by about 50% (Emend label 7.1), consistent with a moderate CYP3A4 substrate.
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia', 'infection', 'hypertension', 'hypokalemia'],
    renal: { status: 'no-data', summary: 'No renal dose rule.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      ...CORTICOSTEROID_MONITORING,
      'With aprepitant: reduce IV methylprednisolone by about 25% and oral by about 50%.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(
        'Medrol (methylprednisolone) tablets US prescribing information',
        'Warnings; Precautions: Drug Interactions',
      ),
      label(EMEND, '7.1 Effect of Aprepitant on the Pharmacokinetics of Other Drugs'),
    ],
  },
  {
    id: 'hydrocortisone',
    rxcui: '5492',
    name: 'Hydrocortisone',
    synonyms: ['cortisol'],
    brandNames: ['Cortef', 'Solu-Cortef'],
    atc: ['H02AB09'],
    kind: 'supportive',
    drugClass: 'Glucocorticoid',
    classTags: ['corticosteroid'],
    mechanism:
      'Short-acting glucocorticoid with mineralocorticoid activity; physiological replacement.',
    routes: ['oral', 'iv', 'im'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia', 'infection', 'hypertension', 'hypokalemia'],
    renal: { status: 'no-data', summary: 'No renal dose rule.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      ...CORTICOSTEROID_MONITORING,
      'Replacement doses may need to rise with strong CYP3A4 inducers (for example mitotane or rifampin).',
    ],
    sources: [
      label(
        'Cortef (hydrocortisone) tablets US prescribing information',
        'Warnings; Precautions: Drug Interactions',
      ),
    ],
  },
  {
    id: 'filgrastim',
    rxcui: '68442',
    name: 'Filgrastim',
    synonyms: ['G-CSF', 'filgrastim-sndz', 'filgrastim-aafi', 'filgrastim-ayow'],
    brandNames: ['Neupogen', 'Zarxio', 'Nivestym', 'Releuko'],
    atc: ['L03AA02'],
    kind: 'supportive',
    drugClass: 'Granulocyte colony-stimulating factor',
    classTags: ['g-csf'],
    mechanism: 'Recombinant G-CSF; stimulates neutrophil production, maturation and release.',
    routes: ['sc', 'iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity'],
    // Rare, not dose-related (label 5: ARDS, glomerulonephritis): off the additive rules (issue 12).
    rareToxicities: ['pneumonitis', 'nephrotoxicity'],
    renal: { status: 'no-data', summary: 'No renal dose rule in the label.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule in the label.' },
    monitoring: [
      'CBC twice weekly during therapy; stop when the ANC has recovered.',
      'Do not give in the 24 hours before or after cytotoxic chemotherapy.',
      'Left upper abdominal or shoulder pain: assess for splenic rupture.',
      'Dyspnea or infiltrates: assess for ARDS; also glomerulonephritis, capillary leak, aortitis and sickle cell crises.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(NEUPOGEN, '2 Dosage and Administration'),
      label(NEUPOGEN, '5 Warnings and Precautions'),
    ],
  },
  {
    id: 'pegfilgrastim',
    rxcui: '338036',
    name: 'Pegfilgrastim',
    synonyms: [
      'pegfilgrastim-jmdb',
      'pegfilgrastim-cbqv',
      'pegfilgrastim-bmez',
      'pegfilgrastim-apgf',
    ],
    brandNames: ['Neulasta', 'Fulphila', 'Udenyca', 'Ziextenzo', 'Nyvepria'],
    atc: ['L03AA13'],
    kind: 'supportive',
    drugClass: 'Long-acting granulocyte colony-stimulating factor',
    classTags: ['g-csf'],
    mechanism:
      'PEGylated filgrastim with neutrophil-mediated clearance; one dose per chemotherapy cycle.',
    routes: ['sc'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity'],
    // Rare, not dose-related (label 5: ARDS, glomerulonephritis): off the additive rules (issue 12).
    rareToxicities: ['pneumonitis', 'nephrotoxicity'],
    renal: { status: 'no-data', summary: 'No renal dose rule in the label.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule in the label.' },
    monitoring: [
      'Do not give between 14 days before and 24 hours after cytotoxic chemotherapy.',
      'Left upper abdominal or shoulder pain: assess for splenic rupture.',
      'Dyspnea or infiltrates: assess for ARDS; also glomerulonephritis, capillary leak, aortitis and sickle cell crises.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(NEULASTA, '2 Dosage and Administration'),
      label(NEULASTA, '5 Warnings and Precautions'),
    ],
  },
  {
    id: 'leucovorin',
    rxcui: '6313',
    name: 'Leucovorin',
    synonyms: ['folinic acid', 'calcium folinate'],
    atc: ['V03AF03'],
    kind: 'supportive',
    drugClass: 'Reduced folate (rescue and fluoropyrimidine modulator)',
    classTags: ['folate-analogue-rescue'],
    mechanism:
      'Reduced folate that bypasses dihydrofolate reductase (methotrexate rescue) and stabilizes the fluorouracil-thymidylate synthase complex.',
    routes: ['oral', 'iv', 'im'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity'],
    renal: {
      status: 'no-data',
      summary:
        'No organ-function reduction; after high-dose methotrexate, renal impairment delays methotrexate clearance and calls for higher or longer leucovorin guided by methotrexate levels.',
    },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      'Never give intrathecally.',
      'Enhances fluorouracil toxicity (diarrhea, mucositis), particularly in elderly or debilitated patients.',
      'Methotrexate rescue: dose and duration follow serial methotrexate levels and serum creatinine.',
      'May reduce the effect of phenobarbital, phenytoin and primidone.',
      'Separate from glucarpidase by at least 2 hours (leucovorin is a glucarpidase substrate).',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(LEUCOVORIN, 'Dosage and Administration'),
      label(LEUCOVORIN, 'Warnings; Precautions: Drug Interactions'),
      label('Voraxaze (glucarpidase) US prescribing information', '7 Drug Interactions'),
    ],
  },
  {
    id: 'levoleucovorin',
    rxcui: null,
    rxcuiNote:
      'No RxNorm ingredient (IN) concept for levoleucovorin was confirmed from a source available to this build (RxNav is not reachable here); products are the calcium and sodium salts (Fusilev, Khapzory), whose precise-ingredient concepts must not stand in for the IN; matched by name.',
    name: 'Levoleucovorin',
    synonyms: ['l-leucovorin', 'levofolinic acid'],
    brandNames: ['Fusilev', 'Khapzory'],
    atc: ['V03AF04'],
    kind: 'supportive',
    drugClass: 'Reduced folate (active l-isomer of leucovorin)',
    // Same tag as leucovorin: giving both is duplicate folate rescue.
    classTags: ['folate-analogue-rescue'],
    mechanism:
      'Pharmacologically active l-isomer of leucovorin; the dose is half the racemic leucovorin dose.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity'],
    renal: {
      status: 'no-data',
      summary:
        'No organ-function reduction; after high-dose methotrexate, renal impairment calls for higher or longer rescue guided by methotrexate levels.',
    },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      'Never give intrathecally.',
      'Enhances fluorouracil toxicity.',
      'Check the product: levoleucovorin doses are half those of racemic leucovorin.',
      'Separate from glucarpidase by at least 2 hours.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label('Fusilev (levoleucovorin) US prescribing information', '2 Dosage and Administration'),
      label(
        'Fusilev (levoleucovorin) US prescribing information',
        '5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'mesna',
    rxcui: '44',
    name: 'Mesna',
    brandNames: ['Mesnex'],
    atc: ['V03AF01'],
    kind: 'supportive',
    drugClass: 'Uroprotectant',
    classTags: ['uroprotectant'],
    mechanism:
      'Thiol that binds acrolein in the bladder to prevent ifosfamide or cyclophosphamide hemorrhagic cystitis.',
    routes: ['iv', 'oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity', 'dermatologic'],
    renal: { status: 'no-data', summary: 'No renal dose rule.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      'Urinalysis for hematuria each day of ifosfamide; mesna does not prevent all hemorrhagic cystitis.',
      'Can cause false-positive urine ketone tests.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label('Mesnex (mesna) US prescribing information', '2 Dosage and Administration'),
      label('Mesnex (mesna) US prescribing information', '5 Warnings and Precautions'),
    ],
  },
  {
    id: 'dexrazoxane',
    rxcui: '42736',
    name: 'Dexrazoxane',
    brandNames: ['Zinecard', 'Totect'],
    atc: ['V03AF02'],
    kind: 'supportive',
    drugClass: 'Cardioprotectant and anthracycline extravasation antidote',
    classTags: ['cardioprotectant'],
    mechanism: 'Iron chelator (after hydrolysis) and topoisomerase II catalytic inhibitor.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary: 'Halve the dose when CrCl is below 40 mL/min.',
      rules: [
        {
          crclBelow: 40,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl below 40 mL/min: reduce the dose by 50%.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Keep the 10:1 dexrazoxane:doxorubicin ratio when doxorubicin is reduced for hyperbilirubinemia.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Reduce in proportion to the doxorubicin dose reduction (keep the 10:1 ratio).',
        },
      ],
    },
    monitoring: [
      'CBC: adds to chemotherapy myelosuppression.',
      'Secondary malignancies have been reported.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label('Zinecard (dexrazoxane) US prescribing information', '2 Dosage and Administration'),
      label('Zinecard (dexrazoxane) US prescribing information', '5 Warnings and Precautions'),
      label('Totect (dexrazoxane) US prescribing information', '2 Dosage and Administration'),
    ],
  },
  {
    id: 'glucarpidase',
    rxcui: null,
    rxcuiNote:
      'No RxNorm ingredient (IN) concept for glucarpidase (Voraxaze) was confirmed from a source available to this build (RxNav is not reachable here); matched by name until it is.',
    name: 'Glucarpidase',
    atc: ['V03AF09'],
    synonyms: ['carboxypeptidase G2'],
    brandNames: ['Voraxaze'],
    kind: 'supportive',
    drugClass: 'Methotrexate-cleaving enzyme (antidote)',
    classTags: ['methotrexate-antidote'],
    mechanism:
      'Recombinant carboxypeptidase that hydrolyses circulating methotrexate to inactive DAMPA.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity'],
    renal: {
      status: 'no-data',
      summary: 'Indicated when renal function is impaired; no organ-function dose rule.',
    },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      'Methotrexate immunoassays overestimate levels for 48 hours after a dose because DAMPA cross-reacts; use a chromatographic assay.',
      'Leucovorin is also cleaved: do not give leucovorin within 2 hours before or after glucarpidase.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label('Voraxaze (glucarpidase) US prescribing information', '5 Warnings and Precautions'),
      label('Voraxaze (glucarpidase) US prescribing information', '7 Drug Interactions'),
    ],
  },
  {
    id: 'uridine-triacetate',
    rxcui: null,
    rxcuiNote:
      'No RxNorm ingredient (IN) concept for uridine triacetate (Vistogard, Xuriden) was confirmed from a source available to this build (RxNav is not reachable here); matched by name until it is.',
    name: 'Uridine triacetate',
    atc: ['A16AX13'],
    brandNames: ['Vistogard'],
    kind: 'supportive',
    drugClass: 'Pyrimidine analogue antidote',
    classTags: ['fluoropyrimidine-antidote'],
    mechanism:
      'Prodrug of uridine that competes with fluorouracil metabolites for incorporation into RNA.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    renal: { status: 'no-data', summary: 'No renal dose rule.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      'Start within 96 hours after fluorouracil or capecitabine overdose or early-onset severe toxicity.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(
        'Vistogard (uridine triacetate) US prescribing information',
        '1 Indications and Usage; 2 Dosage and Administration',
      ),
    ],
  },
  {
    id: 'amifostine',
    rxcui: '4126',
    name: 'Amifostine',
    brandNames: ['Ethyol'],
    atc: ['V03AF05'],
    kind: 'supportive',
    drugClass: 'Cytoprotectant',
    classTags: ['cytoprotectant'],
    mechanism:
      'Prodrug dephosphorylated to a free thiol that scavenges reactive species in normal tissue.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypersensitivity', 'dermatologic', 'hypocalcemia'],
    renal: { status: 'no-data', summary: 'No renal dose rule.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    monitoring: [
      'Blood pressure every 5 minutes during the infusion; hold antihypertensives for 24 hours beforehand.',
      'Severe cutaneous reactions: stop and do not rechallenge.',
      'Serum calcium in patients at risk of hypocalcemia.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label('Ethyol (amifostine) US prescribing information', 'Warnings; Precautions'),
      label('Ethyol (amifostine) US prescribing information', 'Dosage and Administration'),
    ],
  },
  {
    id: 'zoledronic-acid',
    rxcui: '77655',
    name: 'Zoledronic acid',
    synonyms: ['zoledronate'],
    brandNames: ['Zometa', 'Reclast'],
    atc: ['M05BA08'],
    kind: 'supportive',
    drugClass: 'Bisphosphonate',
    classTags: ['bisphosphonate'],
    mechanism:
      'Nitrogen-containing bisphosphonate that inhibits osteoclast farnesyl pyrophosphate synthase.',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['nephrotoxicity', 'osteonecrosis-jaw', 'hypocalcemia'],
    renal: {
      status: 'adjust',
      summary:
        'Myeloma and bone metastases: 4 mg when CrCl is above 60 mL/min, reduced in steps below that, not recommended below 30.',
      rules: [
        { crclBelow: 60, action: 'reduce', doseFactor: 0.875, text: 'CrCl 50-60 mL/min: 3.5 mg.' },
        { crclBelow: 50, action: 'reduce', doseFactor: 0.825, text: 'CrCl 40-49 mL/min: 3.3 mg.' },
        { crclBelow: 40, action: 'reduce', doseFactor: 0.75, text: 'CrCl 30-39 mL/min: 3.0 mg.' },
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'CrCl below 30 mL/min: not recommended for bone metastases (not studied).',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    monitoring: [
      'Serum creatinine before every dose; withhold for renal deterioration until creatinine returns to within 10% of baseline.',
      'Calcium, phosphate and magnesium; give calcium and vitamin D supplements.',
      'Dental examination before starting; avoid invasive dental procedures (osteonecrosis of the jaw).',
      'Infuse over no less than 15 minutes.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(ZOMETA, '2 Dosage and Administration'),
      label(ZOMETA, '5 Warnings and Precautions'),
      label(ZOMETA, '8.6 Renal Impairment'),
    ],
  },
  {
    id: 'denosumab',
    rxcui: '993449',
    name: 'Denosumab',
    brandNames: ['Xgeva', 'Prolia'],
    atc: ['M05BX04'],
    kind: 'supportive',
    drugClass: 'RANK ligand inhibitor (monoclonal antibody)',
    classTags: ['rank-ligand-inhibitor'],
    mechanism: 'Human IgG2 antibody that binds RANKL and blocks osteoclast formation and activity.',
    routes: ['sc'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hypocalcemia', 'osteonecrosis-jaw', 'hypersensitivity', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No dose change; severe hypocalcemia is more likely with CrCl below 30 mL/min or dialysis.',
      rules: [
        {
          crclBelow: 30,
          action: 'monitor',
          text: 'CrCl below 30 mL/min or dialysis: monitor calcium closely; supplement calcium and vitamin D.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [
      'Prolia: severe, sometimes fatal hypocalcemia in patients with advanced chronic kidney disease, especially with CKD mineral and bone disorder; assess before starting and monitor.',
    ],
    monitoring: [
      'Correct hypocalcemia before the first dose; monitor calcium and give calcium and vitamin D.',
      'Dental examination before starting (osteonecrosis of the jaw).',
      'Atypical femoral fractures; multiple vertebral fractures after stopping.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(XGEVA, '5 Warnings and Precautions'),
      label(XGEVA, '8.6 Renal Impairment'),
      label('Prolia (denosumab) US prescribing information', 'Boxed Warning'),
    ],
  },
  {
    id: 'allopurinol',
    rxcui: '519',
    name: 'Allopurinol',
    brandNames: ['Zyloprim', 'Aloprim'],
    atc: ['M04AA01'],
    kind: 'supportive',
    drugClass: 'Xanthine oxidase inhibitor',
    classTags: ['xanthine-oxidase-inhibitor'],
    mechanism:
      'Allopurinol and oxypurinol inhibit xanthine oxidase, lowering uric acid production.',
    routes: ['oral', 'iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['dermatologic', 'hypersensitivity'],
    // Hepatitis is rare and hypersensitivity-related (label), not dose-related (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'Oxypurinol accumulates: cap the daily dose as CrCl falls.',
      rules: [
        { crclBelow: 20, action: 'reduce', text: 'CrCl 10-20 mL/min: 200 mg per day.' },
        {
          crclBelow: 10,
          action: 'reduce',
          text: 'CrCl below 10 mL/min: no more than 100 mg per day.',
        },
        {
          crclBelow: 3,
          action: 'extend-interval',
          text: 'CrCl below 3 mL/min: lengthen the dosing interval.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'No dose rule; check liver tests periodically in pre-existing liver disease.',
    },
    monitoring: [
      'Stop at the first rash: severe cutaneous reactions (SJS/TEN, DRESS).',
      'HLA-B*58:01 carriers: CPIC recommends against allopurinol.',
      'Mercaptopurine or azathioprine: reduce their dose to one-third to one-quarter.',
      'Liver tests and renal function during the first months.',
    ],
    pgxGenes: ['HLA-B'],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(ZYLOPRIM, 'Dosage and Administration'),
      label(ZYLOPRIM, 'Warnings; Precautions: Drug Interactions'),
      cpicAllopurinol,
    ],
  },
  {
    id: 'febuxostat',
    rxcui: '73689',
    name: 'Febuxostat',
    brandNames: ['Uloric'],
    atc: ['M04AA03'],
    kind: 'supportive',
    drugClass: 'Xanthine oxidase inhibitor',
    classTags: ['xanthine-oxidase-inhibitor'],
    mechanism: 'Non-purine selective xanthine oxidase inhibitor.',
    routes: ['oral'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cardiotoxicity', 'dermatologic'],
    // Hepatic failure is a rare postmarketing report (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'Limit to 40 mg daily when CrCl is 15-29 mL/min; no data below 15.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl 15-29 mL/min: no more than 40 mg once daily.',
        },
        { crclBelow: 15, action: 'monitor', text: 'CrCl below 15 mL/min: not studied.' },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No change for Child-Pugh A or B; not studied in Child-Pugh C.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Child-Pugh C: not studied; use caution.',
        },
      ],
    },
    boxedWarnings: [
      'Gout patients with cardiovascular disease had a higher rate of cardiovascular death than with allopurinol; reserve for patients who cannot take allopurinol.',
    ],
    monitoring: [
      'Contraindicated with azathioprine or mercaptopurine.',
      'Liver tests before starting and if symptoms of liver injury appear.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label('Uloric (febuxostat) US prescribing information', 'Boxed Warning'),
      label(
        'Uloric (febuxostat) US prescribing information',
        '2 Dosage and Administration; 4 Contraindications',
      ),
      label('Uloric (febuxostat) US prescribing information', '5 Warnings and Precautions'),
    ],
  },
  {
    id: 'rasburicase',
    rxcui: '283821',
    name: 'Rasburicase',
    brandNames: ['Elitek'],
    atc: ['V03AF07'],
    kind: 'supportive',
    drugClass: 'Recombinant urate oxidase',
    classTags: ['urate-oxidase'],
    mechanism:
      'Oxidises uric acid to allantoin, generating hydrogen peroxide (the cause of hemolysis in G6PD deficiency).',
    routes: ['iv'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    // Hemolysis and methemoglobinemia have no term in the toxicity vocabulary; they are carried
    // by the boxed warnings, monitoring and the G6PD pharmacogene.
    toxicities: ['hypersensitivity', 'infusion-reaction', 'hemolysis', 'methemoglobinemia'],
    renal: { status: 'no-data', summary: 'No renal dose rule.' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    boxedWarnings: [
      'Serious hypersensitivity reactions including anaphylaxis: stop permanently.',
      'Hemolysis in G6PD deficiency: contraindicated; screen patients at higher risk before starting.',
      'Methemoglobinemia: stop permanently.',
      'Falsely low uric acid results: blood drawn for uric acid must be collected in prechilled heparinised tubes, kept in an ice bath and assayed within 4 hours.',
    ],
    monitoring: [
      'G6PD status before the first dose; CPIC: avoid in G6PD deficiency and test women whose status is unknown.',
      'Hemoglobin, bilirubin and haptoglobin if hemolysis is suspected; methemoglobin if cyanosis or low oxygen saturation.',
    ],
    pgxGenes: ['G6PD'],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(ELITEK, 'Boxed Warning'),
      label(ELITEK, '4 Contraindications; 5 Warnings and Precautions'),
      cpicG6pd,
    ],
  },
  {
    id: 'epoetin-alfa',
    rxcui: '105694',
    name: 'Epoetin alfa',
    synonyms: ['epoetin alfa-epbx', 'erythropoietin'],
    brandNames: ['Epogen', 'Procrit', 'Retacrit'],
    atc: ['B03XA01'],
    kind: 'supportive',
    drugClass: 'Erythropoiesis-stimulating agent',
    classTags: ['esa'],
    mechanism: 'Recombinant erythropoietin that stimulates red-cell production.',
    routes: ['iv', 'sc'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism', 'hypertension', 'seizure', 'dermatologic'],
    renal: {
      status: 'no-data',
      summary: 'No renal dose reduction; dose is titrated to hemoglobin.',
    },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    boxedWarnings: [
      'ESAs increase the risk of death, myocardial infarction, stroke, venous thromboembolism, vascular-access thrombosis and tumor progression or recurrence.',
      'Cancer: shortened survival or tumor progression in breast, non-small cell lung, head and neck, lymphoid and cervical cancers; use only for anemia from myelosuppressive chemotherapy, not when the expected outcome is cure, at the lowest dose that avoids transfusion, and stop when the chemotherapy course ends.',
      'Chronic kidney disease: targeting hemoglobin above 11 g/dL increased the risk of death and cardiovascular events.',
    ],
    monitoring: [
      'Hemoglobin weekly until stable; hold if it rises above the level needed to avoid transfusion.',
      'Iron studies before and during therapy.',
      'Blood pressure; control hypertension before starting.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(EPOGEN, 'Boxed Warning'),
      label(EPOGEN, '2 Dosage and Administration'),
      label(EPOGEN, '5 Warnings and Precautions'),
    ],
  },
  {
    id: 'darbepoetin-alfa',
    rxcui: '283838',
    name: 'Darbepoetin alfa',
    brandNames: ['Aranesp'],
    atc: ['B03XA02'],
    kind: 'supportive',
    drugClass: 'Erythropoiesis-stimulating agent',
    classTags: ['esa'],
    mechanism: 'Hyperglycosylated erythropoietin analogue with a longer half-life.',
    routes: ['iv', 'sc'],
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism', 'hypertension', 'seizure', 'dermatologic'],
    renal: {
      status: 'no-data',
      summary: 'No renal dose reduction; dose is titrated to hemoglobin.',
    },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule.' },
    boxedWarnings: [
      'ESAs increase the risk of death, myocardial infarction, stroke, venous thromboembolism, vascular-access thrombosis and tumor progression or recurrence.',
      'Cancer: shortened survival or tumor progression in breast, non-small cell lung, head and neck, lymphoid and cervical cancers; use only for anemia from myelosuppressive chemotherapy, not when the expected outcome is cure, at the lowest dose that avoids transfusion, and stop when the chemotherapy course ends.',
      'Chronic kidney disease: targeting hemoglobin above 11 g/dL increased the risk of death and cardiovascular events.',
    ],
    monitoring: [
      'Hemoglobin weekly until stable; hold if it rises above the level needed to avoid transfusion.',
      'Iron studies before and during therapy.',
      'Blood pressure; control hypertension before starting.',
    ],
    lastReviewed: REVIEWED_2026_11_27,
    sources: [
      label(ARANESP, 'Boxed Warning'),
      label(ARANESP, '2 Dosage and Administration'),
      label(ARANESP, '5 Warnings and Precautions'),
    ],
  },
];

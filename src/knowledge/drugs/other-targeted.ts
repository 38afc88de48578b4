import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Non-kinase targeted small molecules: PARP, BCL-2, proteasome, IMiD, KRAS G12C, IDH, EZH2 and
 * HIF-2α inhibitors. Facts come from the US prescribing information (section named in each source)
 * and are paraphrased. Where the label gives no rule, the record says `no-data`/`unknown`.
 *
 * Roster ids whose RxNorm ingredient RxCUI could not be confirmed (niraparib, talazoparib,
 * selinexor, olutasidenib, glasdegib, vismodegib, sonidegib) live in other-targeted-2.ts with
 * rxcui null and an rxcuiNote: a wrong RxCUI is worse than a missing one.
 */

const rxnorm = (name: string): Source => ({
  kind: 'rxnorm',
  title: `RxNorm ingredient concept: ${name}`,
});

/** MASCC/ESMO 2016 antiemetic guideline: emetic-risk tables for IV and oral agents. */
const MASCC_2016: Source = {
  kind: 'guideline',
  title: 'MASCC/ESMO antiemetic guideline 2016 (Roila F et al., Ann Oncol 2016)',
  pmid: '27664248',
  doi: '10.1093/annonc/mdw270',
  year: 2016,
};

/** ASCO antiemetics guideline update 2020: emetic-risk tables including newer agents. */
const ASCO_2020: Source = {
  kind: 'guideline',
  title: 'Antiemetics: ASCO Guideline Update (Hesketh PJ et al., J Clin Oncol 2020)',
  pmid: '32658626',
  year: 2020,
};

const label = (product: string, section: string): Source => ({
  kind: 'label',
  title: `${product} US prescribing information`,
  section,
});

export const otherTargetedDrugs: DrugInput[] = [
  // ---------------------------------------------------------------- PARP inhibitors
  {
    id: 'olaparib',
    rxcui: '1597582',
    name: 'Olaparib',
    brandNames: ['Lynparza'],
    atc: ['L01XK01'],
    kind: 'antineoplastic',
    drugClass: 'PARP inhibitor',
    classTags: ['parp-inhibitor'],
    mechanism:
      'Inhibits PARP1/2 and traps PARP on DNA, killing tumour cells with homologous-recombination defects (e.g. BRCA1/2).',
    routes: ['oral'],
    // Itraconazole raised olaparib AUC about 2.7-fold: a moderate-level CYP3A substrate.
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'pneumonitis', 'thromboembolism', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 31-50 mL/min: reduce tablets to 200 mg twice daily. CrCl 30 mL/min or less and dialysis were not studied.',
      rules: [
        {
          crclBelow: 51,
          action: 'reduce',
          text: 'CrCl 31-50 mL/min: 200 mg twice daily (tablets).',
        },
        {
          crclBelow: 31,
          action: 'monitor',
          text: 'CrCl 30 mL/min or less / ESRD not studied; no dosing recommendation.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'Mild or moderate impairment (Child-Pugh A/B): no adjustment. Severe impairment not studied.',
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [],
    monitoring: [
      'CBC at baseline and monthly; MDS/AML has been reported.',
      'Strong CYP3A inhibitor unavoidable: 100 mg twice daily; moderate inhibitor: 150 mg twice daily. Avoid strong or moderate CYP3A inducers.',
    ],
    sources: [
      rxnorm('olaparib'),
      label(
        'Lynparza (olaparib)',
        '2 Dosage and Administration (dose modifications for CYP3A inhibitors, renal impairment)',
      ),
      label('Lynparza (olaparib)', '7 Drug Interactions'),
      label('Lynparza (olaparib)', '8.6 Renal Impairment'),
      label('Lynparza (olaparib)', '8.7 Hepatic Impairment'),
      label('Lynparza (olaparib)', '12.3 Pharmacokinetics'),
      MASCC_2016,
    ],
  },
  {
    id: 'rucaparib',
    rxcui: '1862579',
    name: 'Rucaparib',
    synonyms: ['rucaparib camsylate'],
    brandNames: ['Rubraca'],
    atc: ['L01XK03'],
    kind: 'antineoplastic',
    drugClass: 'PARP inhibitor',
    classTags: ['parp-inhibitor'],
    mechanism:
      'Inhibits PARP1/2/3, blocking repair of single-strand DNA breaks in tumours with BRCA or other HR defects.',
    routes: ['oral'],
    // Label 12.3 clinical DDI study: caffeine AUC 2.55-fold (moderate CYP1A2 inhibition);
    // S-warfarin, omeprazole and midazolam AUC rose 1.3-1.6-fold (weak CYP2C9/2C19/3A inhibition).
    pathways: {
      CYP1A2: { inhibitor: 'moderate' },
      CYP2C9: { inhibitor: 'weak' },
      CYP2C19: { inhibitor: 'weak' },
      CYP3A4: { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary: 'CrCl 30-89 mL/min: no adjustment. CrCl below 30 mL/min and dialysis not studied.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'Mild impairment: no adjustment per label. Recommendations for moderate or severe impairment are not encoded here; check the current label.',
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [],
    monitoring: [
      'CBC at baseline and monthly; MDS/AML has been reported.',
      'Narrow-therapeutic-index substrates of CYP1A2, CYP2C9, CYP2C19 or CYP3A (e.g. warfarin): adjust their dose and monitor (INR for warfarin).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('rucaparib'),
      label('Rubraca (rucaparib)', '7 Drug Interactions'),
      label('Rubraca (rucaparib)', '8.6 Renal Impairment'),
      label('Rubraca (rucaparib)', '8.7 Hepatic Impairment'),
      label('Rubraca (rucaparib)', '12.3 Pharmacokinetics (drug interaction studies)'),
      ASCO_2020,
    ],
  },

  // ---------------------------------------------------------------- BCL-2 inhibitor
  {
    id: 'venetoclax',
    rxcui: '1747556',
    name: 'Venetoclax',
    brandNames: ['Venclexta'],
    atc: ['L01XX52'],
    kind: 'antineoplastic',
    drugClass: 'BCL-2 inhibitor',
    classTags: ['bcl2-inhibitor'],
    mechanism:
      'Selective BH3-mimetic that binds BCL-2, releasing pro-apoptotic proteins and triggering apoptosis of CLL and AML cells.',
    routes: ['oral'],
    // Ketoconazole raised AUC about 6.4-fold and posaconazole about 7-fold: sensitive CYP3A
    // substrate. P-gp: the label requires at least a 50% dose cut with P-gp inhibitors, so the
    // transporter role is recorded as clinically meaningful (moderate). Digoxin exposure rose with
    // a single venetoclax dose (weak P-gp inhibition in vivo).
    pathways: {
      CYP3A4: { substrate: 'sensitive' },
      'P-gp': { substrate: 'moderate', inhibitor: 'weak' },
      BCRP: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['tumor-lysis', 'myelosuppression', 'infection', 'embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No dose adjustment for CrCl 15 mL/min or more; CrCl below 15 mL/min and dialysis not studied. Reduced renal function raises TLS risk.',
      rules: [
        {
          crclBelow: 80,
          action: 'monitor',
          text: 'CrCl below 80 mL/min increases TLS risk during ramp-up: intensify prophylaxis (hydration, uric-acid lowering) and laboratory monitoring.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild or moderate impairment: no adjustment (monitor moderate impairment closely). Severe impairment (Child-Pugh C): reduce the daily dose by 50%.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh C: give half the usual daily dose and monitor for toxicity.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'monitor',
          text: 'Child-Pugh B: no dose change; monitor more closely for adverse reactions.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'TLS: assess tumour burden; hydrate and give anti-hyperuricaemics; check potassium, phosphate, calcium, uric acid and creatinine before and after each ramp-up dose.',
      'CLL: strong CYP3A inhibitors are contraindicated during initiation and ramp-up. At the steady daily dose: posaconazole -> 70 mg; other strong CYP3A inhibitors -> 100 mg; moderate CYP3A inhibitors or P-gp inhibitors -> reduce by at least 50%.',
      'AML: with posaconazole or other strong CYP3A inhibitors use the reduced ramp-up and maintenance doses in the label table; avoid strong or moderate CYP3A inducers.',
      'Warfarin: monitor INR closely; narrow-index P-gp substrates: avoid or give at least 6 hours before venetoclax.',
      'CBC throughout treatment; avoid live vaccines.',
    ],
    sources: [
      rxnorm('venetoclax'),
      label(
        'Venclexta (venetoclax)',
        '2 Dosage and Administration (dose modifications for CYP3A and P-gp inhibitors)',
      ),
      label('Venclexta (venetoclax)', '4 Contraindications'),
      label('Venclexta (venetoclax)', '5.1 Tumor Lysis Syndrome'),
      label('Venclexta (venetoclax)', '7 Drug Interactions'),
      label('Venclexta (venetoclax)', '8.6 Renal Impairment'),
      label('Venclexta (venetoclax)', '8.7 Hepatic Impairment'),
      label('Venclexta (venetoclax)', '12.3 Pharmacokinetics'),
    ],
  },

  // ---------------------------------------------------------------- proteasome inhibitors
  {
    id: 'bortezomib',
    rxcui: '358258',
    name: 'Bortezomib',
    brandNames: ['Velcade'],
    atc: ['L01XG01'],
    kind: 'antineoplastic',
    drugClass: 'Proteasome inhibitor',
    classTags: ['proteasome-inhibitor'],
    mechanism:
      'Reversible inhibitor of the 26S proteasome chymotrypsin-like site; accumulated regulatory proteins trigger apoptosis of myeloma cells.',
    routes: ['iv', 'sc'],
    // Ketoconazole raised AUC about 35% and rifampin lowered it about 45%: a minor CYP3A role
    // that still matters with strong inducers.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'neuropathy',
      'myelosuppression',
      'cardiotoxicity',
      'infection',
      'tumor-lysis',
      'embryo-fetal',
    ],
    renal: {
      status: 'no-adjustment',
      summary:
        'No starting-dose adjustment for renal impairment. Dialysis may lower concentrations: give after dialysis.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild impairment: no adjustment. Moderate or severe impairment (bilirubin above 1.5 x ULN): start at 0.7 mg/m2 in cycle 1, then titrate by tolerance.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Bilirubin above 1.5 x ULN: first-cycle dose 0.7 mg/m2; escalate to 1 mg/m2 or reduce to 0.5 mg/m2 by tolerance.',
        },
      ],
    },
    emetogenicRisk: 'low',
    boxedWarnings: [],
    monitoring: [
      'For subcutaneous or intravenous use only: intrathecal administration has been fatal.',
      'Neuropathy symptoms before each dose; CBC (platelets) before each dose; blood pressure and volume status.',
      'Monitor closely with strong CYP3A inhibitors; avoid strong CYP3A inducers.',
      'Antiviral prophylaxis against herpes zoster reactivation is commonly used.',
    ],
    sources: [
      rxnorm('bortezomib'),
      label('Velcade (bortezomib)', '2 Dosage and Administration (hepatic impairment)'),
      label('Velcade (bortezomib)', '5 Warnings and Precautions'),
      label('Velcade (bortezomib)', '7 Drug Interactions'),
      label('Velcade (bortezomib)', '8.6 Renal Impairment'),
      label('Velcade (bortezomib)', '8.7 Hepatic Impairment'),
      MASCC_2016,
    ],
  },
  {
    id: 'carfilzomib',
    rxcui: '1302966',
    name: 'Carfilzomib',
    brandNames: ['Kyprolis'],
    atc: ['L01XG02'],
    kind: 'antineoplastic',
    drugClass: 'Proteasome inhibitor',
    classTags: ['proteasome-inhibitor'],
    mechanism:
      'Irreversible epoxyketone inhibitor of the 20S proteasome chymotrypsin-like site, causing apoptosis of myeloma cells.',
    routes: ['iv'],
    // Cleared mainly by peptidases and epoxide hydrolysis; CYP enzymes play no meaningful role.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'hypertension',
      'nephrotoxicity',
      'tumor-lysis',
      'pneumonitis',
      'thromboembolism',
      'bleeding',
      'hepatotoxicity',
      'myelosuppression',
      'infusion-reaction',
    ],
    renal: {
      status: 'no-adjustment',
      summary:
        'No starting-dose adjustment for baseline renal impairment; on dialysis give after the session. Acute kidney injury can occur: monitor creatinine.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild or moderate impairment: reduce the dose by 25%. Severe impairment not studied.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          doseFactor: 0.75,
          text: 'Mild hepatic impairment: reduce dose by 25%.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.75,
          text: 'Moderate hepatic impairment: reduce dose by 25%.',
        },
      ],
    },
    emetogenicRisk: 'low',
    boxedWarnings: [],
    monitoring: [
      'Cardiac failure, ischaemia and hypertension: assess before and during treatment; monitor blood pressure.',
      'Hydration before each dose in cycle 1 to reduce TLS and renal toxicity; monitor creatinine, electrolytes and CBC.',
      'Thromboprophylaxis is recommended when combined with lenalidomide or dexamethasone.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('carfilzomib'),
      label(
        'Kyprolis (carfilzomib)',
        '2 Dosage and Administration (hepatic impairment, hydration)',
      ),
      label('Kyprolis (carfilzomib)', '5 Warnings and Precautions'),
      label('Kyprolis (carfilzomib)', '8.6 Renal Impairment'),
      label('Kyprolis (carfilzomib)', '8.7 Hepatic Impairment'),
      label('Kyprolis (carfilzomib)', '12.3 Pharmacokinetics (metabolism)'),
      MASCC_2016,
    ],
  },
  {
    id: 'ixazomib',
    rxcui: '1723735',
    name: 'Ixazomib',
    synonyms: ['ixazomib citrate'],
    brandNames: ['Ninlaro'],
    atc: ['L01XG03'],
    kind: 'antineoplastic',
    drugClass: 'Proteasome inhibitor (oral)',
    classTags: ['proteasome-inhibitor'],
    mechanism:
      'Reversible boronic-acid inhibitor of the 20S proteasome beta-5 subunit; induces apoptosis of myeloma cells.',
    routes: ['oral'],
    // Strong CYP3A inducers cut AUC by about 74%; strong inhibitors had no meaningful effect.
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'myelosuppression',
      'diarrhea',
      'neuropathy',
      'dermatologic',
      'hepatotoxicity',
      'embryo-fetal',
    ],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 30 mL/min or ESRD on dialysis: starting dose 3 mg (instead of 4 mg); not dialysable.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl below 30 mL/min or ESRD requiring dialysis: 3 mg on days 1, 8 and 15.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate or severe impairment (bilirubin above 1.5 x ULN): starting dose 3 mg. Mild: no adjustment.',
      rules: [
        {
          hepaticClass: 'bilirubin-elevated',
          action: 'reduce',
          text: 'Total bilirubin above 1.5 x ULN: 3 mg starting dose.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Platelets at least monthly (more often in the first 3 cycles); liver enzymes; neuropathy; skin.',
      'Avoid strong CYP3A inducers (rifampin, phenytoin, carbamazepine, St John\u2019s wort).',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('ixazomib'),
      label('Ninlaro (ixazomib)', '2 Dosage and Administration (renal and hepatic impairment)'),
      label('Ninlaro (ixazomib)', '7 Drug Interactions'),
      label('Ninlaro (ixazomib)', '8.6 Renal Impairment'),
      label('Ninlaro (ixazomib)', '8.7 Hepatic Impairment'),
    ],
  },

  // ---------------------------------------------------------------- immunomodulatory imides
  {
    id: 'lenalidomide',
    rxcui: '342369',
    name: 'Lenalidomide',
    brandNames: ['Revlimid'],
    atc: ['L04AX04'],
    kind: 'antineoplastic',
    drugClass: 'Immunomodulatory imide (IMiD)',
    classTags: ['immunomodulatory-imid'],
    mechanism:
      'Binds cereblon, redirecting the CRL4 E3 ligase to degrade Ikaros/Aiolos (and CK1a in del(5q) MDS); immunomodulatory and anti-angiogenic.',
    routes: ['oral'],
    // Mostly excreted unchanged in urine; no CYP role.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'teratogenic',
      'embryo-fetal',
      'thromboembolism',
      'myelosuppression',
      'tumor-lysis',
      'dermatologic',
      'hepatotoxicity',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Myeloma: CrCl 30-60 mL/min -> 10 mg daily; CrCl below 30 not on dialysis -> 15 mg every 48 h; ESRD on dialysis -> 5 mg daily after dialysis.',
      rules: [
        { crclBelow: 60, action: 'reduce', text: 'CrCl 30-60 mL/min: 10 mg once daily (myeloma).' },
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl below 30 mL/min, no dialysis: 15 mg every 48 hours; on dialysis: 5 mg daily, after dialysis on dialysis days.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Not studied in hepatic impairment; no recommendation.',
    },
    // MASCC/ESMO 2016 oral agents: low (issue 13 re-check; was stored as 'minimal').
    emetogenicRisk: 'low',
    boxedWarnings: [
      'Embryo-fetal toxicity: thalidomide analogue; contraindicated in pregnancy; available only through a restricted REMS programme with pregnancy testing and contraception.',
      'Haematologic toxicity: significant neutropenia and thrombocytopenia, notably in del(5q) MDS.',
      'Venous and arterial thromboembolism (DVT, PE, MI, stroke) in myeloma with dexamethasone: thromboprophylaxis advised.',
    ],
    monitoring: [
      'Pregnancy tests per REMS; CBC weekly for the first 8 weeks in MDS, then monthly.',
      'Thromboprophylaxis according to risk; digoxin levels if co-administered.',
      'Renal function before dosing; TLS risk in CLL/lymphoma with high tumour burden.',
    ],
    sources: [
      rxnorm('lenalidomide'),
      label('Revlimid (lenalidomide)', 'Boxed Warning'),
      label('Revlimid (lenalidomide)', '2 Dosage and Administration (renal impairment)'),
      label('Revlimid (lenalidomide)', '7 Drug Interactions'),
      label('Revlimid (lenalidomide)', '8.6 Renal Impairment'),
      MASCC_2016,
    ],
  },
  {
    id: 'pomalidomide',
    rxcui: '1369713',
    name: 'Pomalidomide',
    brandNames: ['Pomalyst'],
    atc: ['L04AX06'],
    kind: 'antineoplastic',
    drugClass: 'Immunomodulatory imide (IMiD)',
    classTags: ['immunomodulatory-imid'],
    mechanism:
      'Cereblon-binding thalidomide analogue that degrades Ikaros/Aiolos; immunomodulatory, anti-proliferative and anti-angiogenic.',
    routes: ['oral'],
    // Fluvoxamine (strong CYP1A2 inhibitor) raised AUC about 2.25-fold: moderate CYP1A2 substrate.
    // CYP3A4 and P-gp contribute less. Smoking (CYP1A2 induction) lowers exposure.
    pathways: {
      CYP1A2: { substrate: 'moderate' },
      CYP3A4: { substrate: 'minor' },
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'teratogenic',
      'embryo-fetal',
      'thromboembolism',
      'myelosuppression',
      'neuropathy',
      'hepatotoxicity',
    ],
    renal: {
      status: 'adjust',
      summary:
        'Myeloma, severe renal impairment requiring dialysis: 3 mg daily, given after dialysis on dialysis days.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'Severe renal impairment on dialysis: 3 mg daily, after dialysis.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Myeloma: Child-Pugh A or B -> 3 mg daily; Child-Pugh C -> 2 mg daily.',
      rules: [
        { hepaticClass: 'child-pugh-a', action: 'reduce', text: 'Child-Pugh A: 3 mg daily.' },
        { hepaticClass: 'child-pugh-b', action: 'reduce', text: 'Child-Pugh B: 3 mg daily.' },
        { hepaticClass: 'child-pugh-c', action: 'reduce', text: 'Child-Pugh C: 2 mg daily.' },
      ],
    },
    boxedWarnings: [
      'Embryo-fetal toxicity: contraindicated in pregnancy; restricted REMS with pregnancy testing and contraception.',
      'Venous and arterial thromboembolism: thromboprophylaxis recommended.',
    ],
    monitoring: [
      'Avoid strong CYP1A2 inhibitors (e.g. fluvoxamine, ciprofloxacin); if unavoidable, reduce pomalidomide to 2 mg.',
      'CBC weekly for 8 weeks, then monthly; liver tests monthly; pregnancy tests per REMS.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('pomalidomide'),
      label('Pomalyst (pomalidomide)', 'Boxed Warning'),
      label(
        'Pomalyst (pomalidomide)',
        '2 Dosage and Administration (strong CYP1A2 inhibitors, renal and hepatic impairment)',
      ),
      label('Pomalyst (pomalidomide)', '7 Drug Interactions'),
      label('Pomalyst (pomalidomide)', '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'thalidomide',
    rxcui: '10432',
    name: 'Thalidomide',
    brandNames: ['Thalomid'],
    atc: ['L04AX02'],
    kind: 'antineoplastic',
    drugClass: 'Immunomodulatory imide (IMiD)',
    classTags: ['immunomodulatory-imid'],
    mechanism:
      'Cereblon-binding immunomodulator with anti-angiogenic and anti-TNF effects; used in myeloma and erythema nodosum leprosum.',
    routes: ['oral'],
    // Non-enzymatic hydrolysis; CYP enzymes play no meaningful role.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    // cns-depression stays: the label warns of drowsiness and of additive sedation with opioids,
    // antihistamines, antipsychotics, anxiolytics and other CNS depressants.
    toxicities: [
      'teratogenic',
      'embryo-fetal',
      'thromboembolism',
      'neuropathy',
      'cns-depression',
      'bradycardia',
      'dermatologic',
      'seizure',
    ],
    renal: { status: 'no-data', summary: 'The label gives no renal dose adjustment.' },
    hepatic: { status: 'no-data', summary: 'The label gives no hepatic dose adjustment.' },
    // MASCC/ESMO 2016 oral agents: low (issue 13 re-check; was stored as 'minimal').
    emetogenicRisk: 'low',
    boxedWarnings: [
      'Embryo-fetal toxicity: severe birth defects or death; contraindicated in pregnancy; restricted REMS programme.',
      'Venous thromboembolism, increased with dexamethasone in myeloma: thromboprophylaxis advised.',
    ],
    monitoring: [
      'Sedation adds to other CNS depressants and alcohol; bradycardia adds to other rate-slowing drugs.',
      'Peripheral neuropathy assessment; pregnancy tests per REMS.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('thalidomide'),
      label('Thalomid (thalidomide)', 'Boxed Warning'),
      label('Thalomid (thalidomide)', '5 Warnings and Precautions'),
      label('Thalomid (thalidomide)', '7 Drug Interactions'),
      MASCC_2016,
    ],
  },

  // ---------------------------------------------------------------- KRAS G12C inhibitors
  {
    id: 'sotorasib',
    rxcui: '2550714',
    name: 'Sotorasib',
    brandNames: ['Lumakras'],
    atc: ['L01XX73'],
    kind: 'antineoplastic',
    drugClass: 'KRAS G12C inhibitor',
    classTags: ['kras-g12c-inhibitor'],
    mechanism:
      'Covalently locks KRAS G12C in its inactive GDP-bound state, blocking downstream MAPK signalling.',
    routes: ['oral'],
    // Sotorasib lowered midazolam AUC by about half (moderate CYP3A induction). Strong CYP3A
    // inducers lower sotorasib exposure, so the substrate role is recorded too.
    pathways: { CYP3A4: { substrate: 'minor', inducer: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: true,
    toxicities: ['hepatotoxicity', 'pneumonitis', 'diarrhea'],
    renal: { status: 'no-data', summary: 'No dedicated renal dosing recommendation in the label.' },
    hepatic: {
      status: 'no-data',
      summary:
        'No starting-dose rule for hepatic impairment; hepatotoxicity requires liver-test monitoring.',
    },
    boxedWarnings: [],
    monitoring: [
      'Avoid proton-pump inhibitors and H2 blockers; if an antacid is needed, take sotorasib 4 hours before or 10 hours after a local antacid.',
      'Avoid strong CYP3A inducers; avoid sensitive CYP3A substrates with narrow index; avoid narrow-index P-gp substrates (digoxin exposure rises).',
      'Liver tests every 3 weeks for the first 3 months, then monthly; watch for ILD/pneumonitis.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('sotorasib'),
      label('Lumakras (sotorasib)', '5 Warnings and Precautions (hepatotoxicity, ILD)'),
      label(
        'Lumakras (sotorasib)',
        '7 Drug Interactions (acid-reducing agents, CYP3A inducers and substrates, P-gp substrates)',
      ),
      label('Lumakras (sotorasib)', '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'adagrasib',
    rxcui: '2625882',
    name: 'Adagrasib',
    brandNames: ['Krazati'],
    atc: ['L01XX77'],
    kind: 'antineoplastic',
    drugClass: 'KRAS G12C inhibitor',
    classTags: ['kras-g12c-inhibitor'],
    mechanism:
      'Irreversible covalent inhibitor of KRAS G12C that keeps it inactive and suppresses MAPK signalling.',
    routes: ['oral'],
    // The label calls adagrasib a strong CYP3A inhibitor. Its own CYP3A substrate level is not
    // encoded because no fold-change figure was at hand; the monitoring line carries the rule.
    pathways: { CYP3A4: { inhibitor: 'strong' } },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'pneumonitis', 'diarrhea'],
    renal: { status: 'no-data', summary: 'No dedicated renal dosing recommendation in the label.' },
    hepatic: {
      status: 'no-data',
      summary: 'No dedicated hepatic dosing recommendation in the label.',
    },
    boxedWarnings: [],
    monitoring: [
      'QTc prolongation: ECG and electrolytes at baseline and during treatment; avoid other QT-prolonging drugs where possible.',
      'Avoid sensitive CYP3A substrates (adagrasib strongly inhibits CYP3A); avoid strong CYP3A inducers and, until steady state, strong CYP3A inhibitors.',
      'Label also warns about sensitive CYP2C9, CYP2D6 and P-gp substrates: avoid or reduce their dose.',
      'Liver tests monthly for 3 months; watch for ILD/pneumonitis.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('adagrasib'),
      label(
        'Krazati (adagrasib)',
        '5 Warnings and Precautions (QTc prolongation, hepatotoxicity, ILD)',
      ),
      label('Krazati (adagrasib)', '7 Drug Interactions'),
    ],
  },

  // ---------------------------------------------------------------- IDH inhibitors
  {
    id: 'ivosidenib',
    rxcui: '2049873',
    name: 'Ivosidenib',
    brandNames: ['Tibsovo'],
    atc: ['L01XX62'],
    kind: 'antineoplastic',
    drugClass: 'IDH1 inhibitor',
    classTags: ['idh1-inhibitor'],
    mechanism:
      'Inhibits mutant IDH1, lowering 2-hydroxyglutarate and restoring myeloid differentiation.',
    routes: ['oral'],
    // Itraconazole raised AUC about 2.7-fold: moderate CYP3A substrate. The label also states that
    // ivosidenib induces CYP3A4 (and possibly CYP2C9); the strength is not encoded here, see monitoring.
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['differentiation-syndrome'],
    // Guillain-Barre syndrome in under 1% (label 5), not dose-related neuropathy (issue 12).
    rareToxicities: ['neuropathy'],
    renal: {
      status: 'no-adjustment',
      summary:
        'eGFR 30 mL/min/1.73m2 or more: no adjustment. Severe impairment or dialysis not studied.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'Child-Pugh A or B: no adjustment. Child-Pugh C not studied.',
    },
    boxedWarnings: [
      'Differentiation syndrome in AML/MDS, which can be fatal: treat promptly with corticosteroids and haemodynamic monitoring.',
    ],
    monitoring: [
      'ECG at least weekly for the first 3 weeks, then monthly; correct potassium and magnesium; avoid QT-prolonging drugs or monitor.',
      'Strong CYP3A inhibitor unavoidable: reduce to 250 mg daily. Avoid strong CYP3A inducers.',
      'Ivosidenib induces CYP3A4: avoid sensitive CYP3A substrates; hormonal contraceptives may fail.',
      'Guillain-Barre syndrome reported: watch for motor or sensory neuropathy.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('ivosidenib'),
      label('Tibsovo (ivosidenib)', 'Boxed Warning'),
      label('Tibsovo (ivosidenib)', '2 Dosage and Administration (strong CYP3A inhibitors)'),
      label(
        'Tibsovo (ivosidenib)',
        '5 Warnings and Precautions (QTc prolongation, Guillain-Barre syndrome)',
      ),
      label('Tibsovo (ivosidenib)', '7 Drug Interactions'),
      label('Tibsovo (ivosidenib)', '8.6 Renal Impairment'),
      label('Tibsovo (ivosidenib)', '8.7 Hepatic Impairment'),
    ],
  },
  {
    id: 'enasidenib',
    rxcui: '1940332',
    name: 'Enasidenib',
    synonyms: ['enasidenib mesylate'],
    brandNames: ['Idhifa'],
    atc: ['L01XX59'],
    kind: 'antineoplastic',
    drugClass: 'IDH2 inhibitor',
    classTags: ['idh2-inhibitor'],
    mechanism:
      'Inhibits mutant IDH2, lowering 2-hydroxyglutarate and allowing myeloid differentiation in AML.',
    routes: ['oral'],
    // Metabolised by several CYPs and UGTs; the label describes inhibition of transporters and
    // UGT1A1 but gives no strength this schema can hold, so none is encoded (see monitoring).
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['differentiation-syndrome', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'No dedicated renal dosing recommendation in the label.' },
    hepatic: {
      status: 'no-data',
      summary: 'No dedicated hepatic dosing recommendation in the label.',
    },
    boxedWarnings: [
      'Differentiation syndrome in AML, which can be fatal: start corticosteroids and monitor haemodynamics at first suspicion.',
    ],
    monitoring: [
      'Indirect hyperbilirubinaemia from UGT1A1 inhibition is common; distinguish from liver injury.',
      'CBC and blood chemistry every 2 weeks for at least the first 3 months.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('enasidenib'),
      label('Idhifa (enasidenib)', 'Boxed Warning'),
      label('Idhifa (enasidenib)', '6 Adverse Reactions (elevated bilirubin)'),
      label('Idhifa (enasidenib)', '12.3 Pharmacokinetics'),
    ],
  },

  // ---------------------------------------------------------------- EZH2 inhibitor
  {
    id: 'tazemetostat',
    rxcui: '2274378',
    name: 'Tazemetostat',
    atc: ['L01XX72'],
    brandNames: ['Tazverik'],
    kind: 'antineoplastic',
    drugClass: 'EZH2 inhibitor',
    classTags: ['ezh2-inhibitor'],
    mechanism:
      'Inhibits the histone methyltransferase EZH2 (PRC2), reducing H3K27 trimethylation in epithelioid sarcoma and follicular lymphoma.',
    routes: ['oral'],
    // A moderate CYP3A inhibitor (fluconazole) raised exposure about 3-fold, so the substrate role
    // is at least moderate. The label also notes tazemetostat may lower CYP3A substrates.
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'embryo-fetal'],
    renal: { status: 'no-data', summary: 'No dedicated renal dosing recommendation in the label.' },
    hepatic: {
      status: 'no-data',
      summary: 'No dedicated hepatic dosing recommendation in the label.',
    },
    boxedWarnings: [],
    monitoring: [
      'Avoid strong and moderate CYP3A inhibitors; if a moderate inhibitor is unavoidable, reduce the dose per label.',
      'Avoid strong and moderate CYP3A inducers; hormonal contraceptives may be less effective.',
      'Secondary malignancies (T-lymphoblastic lymphoma, MDS, AML) reported: long-term follow-up.',
    ],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('tazemetostat'),
      label('Tazverik (tazemetostat)', '2 Dosage and Administration (CYP3A inhibitors)'),
      label('Tazverik (tazemetostat)', '5 Warnings and Precautions (secondary malignancies)'),
      label('Tazverik (tazemetostat)', '7 Drug Interactions'),
    ],
  },

  // ---------------------------------------------------------------- HIF-2α inhibitor
  {
    id: 'belzutifan',
    rxcui: '2567226',
    name: 'Belzutifan',
    brandNames: ['Welireg'],
    atc: ['L01XX74'],
    kind: 'antineoplastic',
    drugClass: 'HIF-2\u03b1 inhibitor',
    classTags: ['hif2a-inhibitor'],
    mechanism:
      'Blocks HIF-2\u03b1 heterodimerisation with HIF-1\u03b2, suppressing hypoxia-driven transcription (VEGF, cyclin D1) in VHL disease and renal cell carcinoma.',
    routes: ['oral'],
    // Cleared by UGT2B17 and CYP2C19; poor metabolisers of both have higher exposure (label 12.5).
    // UGT2B17 is not a tracked pathway, so only CYP2C19 is encoded; its level is not quantified.
    pathways: { CYP2C19: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'embryo-fetal'],
    renal: {
      status: 'no-data',
      summary: 'Severe renal impairment not studied; no renal dosing rule encoded.',
    },
    hepatic: { status: 'no-data', summary: 'No hepatic dosing rule encoded; see label 8.7.' },
    boxedWarnings: [
      'Embryo-fetal toxicity: can cause fetal harm; verify pregnancy status and use effective non-hormonal contraception (hormonal methods may fail).',
    ],
    monitoring: [
      'Anaemia: haemoglobin before and during treatment; hypoxia: oxygen saturation.',
      'Inhibitors of UGT2B17 or CYP2C19 raise exposure: monitor for anaemia and hypoxia.',
      'Belzutifan lowers CYP3A4 substrate levels, including hormonal contraceptives.',
    ],
    pgxGenes: ['UGT2B17', 'CYP2C19'],
    lastReviewed: '2026-11-27',
    sources: [
      rxnorm('belzutifan'),
      label('Welireg (belzutifan)', 'Boxed Warning'),
      label('Welireg (belzutifan)', '5 Warnings and Precautions (anemia, hypoxia)'),
      label('Welireg (belzutifan)', '7 Drug Interactions'),
      label('Welireg (belzutifan)', '12.5 Pharmacogenomics'),
    ],
  },
];

import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';

/*
 * Antidepressants, antiepileptics, opioids, antipsychotics and celecoxib. Pathway grades follow the
 * conventions stated at the top of anti-infectives.ts. Codeine and tramadol are prodrugs activated by
 * CYP2D6 (as clopidogrel is by CYP2C19): inhibiting that enzyme LOWERS effect, which the mechanism
 * text states because the pathway schema cannot.
 */

const FDA_DDI_TABLE: Source = {
  kind: 'guideline',
  title:
    'FDA Drug Development and Drug Interactions: Table of Substrates, Inhibitors and Inducers (clinical index drugs)',
  url: 'https://www.fda.gov/drugs/drug-interactions-labeling/healthcare-professionals-fdas-examples-drugs-interact-cyp-enzymes-and-transporter-systems',
  unconfirmed:
    "living FDA web table without a version; the 'content current as of' date used at curation was not recorded",
};

const CPIC_SSRI: Source = {
  kind: 'cpic',
  title:
    'CPIC guideline for CYP2D6, CYP2C19, CYP2B6, SLC6A4 and HTR2A genotypes and serotonin reuptake inhibitor antidepressants',
  year: 2023,
  pmid: '37032427',
};

const CPIC_OPIOIDS: Source = {
  kind: 'cpic',
  title: 'CPIC guideline for CYP2D6, OPRM1 and COMT genotypes and select opioid therapy',
  year: 2021,
  pmid: '33387367',
};

const ANTIDEPRESSANT_BOXED =
  'Antidepressants increase the risk of suicidal thoughts and behaviours in children, adolescents and young adults; monitor for clinical worsening and emergent suicidality.';

const ANTIPSYCHOTIC_DEMENTIA_BOXED =
  'Elderly patients with dementia-related psychosis treated with antipsychotics have an increased risk of death; not approved for that use.';

const OPIOID_BOXED = [
  'Exposes users to risks of addiction, abuse and misuse, which can lead to overdose and death; assess risk and monitor.',
  'Serious, life-threatening or fatal respiratory depression can occur, especially at initiation or dose increase.',
  'Accidental ingestion, especially by children, can be fatal.',
  'Concomitant benzodiazepines or other CNS depressants (including alcohol) can cause profound sedation, respiratory depression, coma and death.',
  'Prolonged use in pregnancy can cause neonatal opioid withdrawal syndrome.',
];

const CYP3A4_OPIOID_BOXED =
  'Starting a CYP3A4 inhibitor, or stopping a CYP3A4 inducer, raises opioid concentrations and can cause fatal respiratory depression; stopping an inhibitor or starting an inducer can cause withdrawal or loss of analgesia.';

const ULTRARAPID_BOXED =
  'CYP2D6 ultra-rapid metabolism has caused life-threatening respiratory depression and death in children; contraindicated under 12 years and after tonsillectomy/adenoidectomy under 18 years.';

export const cnsAnalgesicDrugs: DrugInput[] = [
  {
    id: 'sertraline',
    rxcui: '36437',
    name: 'Sertraline',
    brandNames: ['Zoloft'],
    atc: ['N06AB06'],
    kind: 'supportive',
    drugClass: 'Selective serotonin reuptake inhibitor',
    classTags: ['ssri'],
    mechanism:
      'Inhibits presynaptic serotonin reuptake. Metabolised by CYP2C19, CYP2B6 and others; a weak, dose-dependent CYP2D6 inhibitor at steady state.',
    routes: ['oral'],
    pathways: {
      CYP2D6: { inhibitor: 'weak' },
      CYP2C19: { substrate: 'moderate' },
      CYP2B6: { substrate: 'minor' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'bleeding', 'hyponatremia'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in renal impairment.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild impairment: lower or less frequent dosing. Moderate or severe impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Child-Pugh A: use a lower or less frequent dose.',
        },
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: not recommended.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      'Serotonin syndrome with other serotonergic drugs (linezolid, tramadol, fentanyl, methadone, triptans)',
      'Bleeding with anticoagulants, antiplatelets, NSAIDs and thrombocytopenia',
      'Sodium in older patients and with diuretics',
    ],
    pgxGenes: ['CYP2C19', 'CYP2B6'],
    sources: [
      {
        kind: 'label',
        title: 'Zoloft (sertraline) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (hepatic impairment); Warnings and Precautions (serotonin syndrome, bleeding, hyponatraemia); Drug Interactions',
      },
      FDA_DDI_TABLE,
      CPIC_SSRI,
    ],
  },
  {
    id: 'citalopram',
    rxcui: '2556',
    name: 'Citalopram',
    brandNames: ['Celexa'],
    atc: ['N06AB04'],
    kind: 'supportive',
    drugClass: 'Selective serotonin reuptake inhibitor',
    classTags: ['ssri'],
    mechanism:
      'Inhibits presynaptic serotonin reuptake; cleared by CYP2C19 and CYP3A4 (CYP2D6 minor). Causes dose-dependent QT prolongation.',
    routes: ['oral'],
    pathways: {
      CYP2C19: { substrate: 'moderate' },
      CYP3A4: { substrate: 'minor' },
      CYP2D6: { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'bleeding', 'hyponatremia'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment in mild or moderate renal impairment; use with caution when CrCl <20 mL/min.',
      rules: [
        {
          crclBelow: 20,
          action: 'monitor',
          text: 'Severe renal impairment: use with caution.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: maximum 20 mg daily.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Hepatic impairment: do not exceed 20 mg daily (half the usual 40 mg maximum).',
        },
      ],
    },
    doseCap: {
      maxDose: 40,
      unit: 'mg',
      note: 'Once-daily maximum 40 mg because of QT prolongation; 20 mg if over 60 years, hepatic impairment, CYP2C19 poor metabolizer, or with cimetidine or another CYP2C19 inhibitor.',
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      'ECG and potassium/magnesium with other QT-prolonging drugs, heart disease or electrolyte loss',
      'Serotonin syndrome; bleeding; sodium',
    ],
    pgxGenes: ['CYP2C19'],
    sources: [
      {
        kind: 'label',
        title: 'Celexa (citalopram) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (maximum doses, hepatic impairment, CYP2C19 poor metabolizers); Warnings and Precautions (QT prolongation); Drug Interactions',
      },
      CPIC_SSRI,
    ],
  },
  {
    id: 'escitalopram',
    rxcui: '321988',
    name: 'Escitalopram',
    brandNames: ['Lexapro'],
    atc: ['N06AB10'],
    kind: 'supportive',
    drugClass: 'Selective serotonin reuptake inhibitor',
    classTags: ['ssri'],
    mechanism:
      'S-enantiomer of citalopram; inhibits serotonin reuptake. Cleared by CYP2C19 and CYP3A4; a weak CYP2D6 inhibitor.',
    routes: ['oral'],
    pathways: {
      CYP2C19: { substrate: 'moderate' },
      CYP3A4: { substrate: 'minor' },
      CYP2D6: { inhibitor: 'weak' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'bleeding', 'hyponatremia'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment in mild or moderate renal impairment; use with caution when CrCl <20 mL/min.',
      rules: [
        {
          crclBelow: 20,
          action: 'monitor',
          text: 'Severe renal impairment: use with caution.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: 10 mg daily is the recommended dose.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Hepatic impairment: 10 mg daily (half the 20 mg maximum).',
        },
      ],
    },
    doseCap: {
      maxDose: 20,
      unit: 'mg',
      note: 'Once-daily maximum 20 mg; 10 mg in the elderly and in hepatic impairment.',
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      'ECG with other QT-prolonging drugs or electrolyte loss',
      'Serotonin syndrome; bleeding; sodium',
    ],
    pgxGenes: ['CYP2C19'],
    sources: [
      {
        kind: 'label',
        title: 'Lexapro (escitalopram) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (hepatic impairment, elderly); Warnings and Precautions; Drug Interactions; Use in Specific Populations',
      },
      FDA_DDI_TABLE,
      CPIC_SSRI,
    ],
  },
  {
    id: 'fluoxetine',
    rxcui: '4493',
    name: 'Fluoxetine',
    brandNames: ['Prozac'],
    atc: ['N06AB03'],
    kind: 'supportive',
    drugClass: 'Selective serotonin reuptake inhibitor',
    classTags: ['ssri'],
    mechanism:
      'Inhibits serotonin reuptake. Fluoxetine and norfluoxetine are strong CYP2D6 and CYP2C19 inhibitors; their long half-lives keep inhibition going for weeks after stopping.',
    routes: ['oral'],
    pathways: {
      CYP2D6: { substrate: 'moderate', inhibitor: 'strong' },
      CYP2C19: { inhibitor: 'strong' },
      CYP2C9: { substrate: 'minor' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'bleeding', 'hyponatremia'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in renal impairment.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Cirrhosis: use a lower or less frequent dose.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: lower or less frequent dose.',
        },
      ],
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      'CYP2D6 substrates and prodrugs (tamoxifen, codeine, tramadol) for up to 5 weeks after stopping',
      'ECG with other QT-prolonging drugs',
      'Serotonin syndrome; bleeding; sodium',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Prozac (fluoxetine) US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (serotonin syndrome, bleeding, QT prolongation, hyponatraemia); Drug Interactions; Use in Specific Populations; Clinical Pharmacology',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'paroxetine',
    rxcui: '32937',
    name: 'Paroxetine',
    brandNames: ['Paxil', 'Pexeva'],
    atc: ['N06AB05'],
    kind: 'supportive',
    drugClass: 'Selective serotonin reuptake inhibitor',
    classTags: ['ssri'],
    mechanism:
      'Inhibits serotonin reuptake; a strong mechanism-based CYP2D6 inhibitor that also saturates its own CYP2D6 clearance.',
    routes: ['oral'],
    pathways: {
      CYP2D6: { substrate: 'moderate', inhibitor: 'strong' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'bleeding', 'hyponatremia', 'embryo-fetal'],
    renal: {
      status: 'adjust',
      summary: 'Severe renal impairment (CrCl <30 mL/min): start 10 mg daily, maximum 40 mg daily.',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl <30 mL/min: start 10 mg daily; do not exceed 40 mg daily.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment: start 10 mg daily, maximum 40 mg daily.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Severe hepatic impairment: start 10 mg daily; do not exceed 40 mg daily.',
        },
      ],
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      'Avoid with tamoxifen (reduced endoxifen formation) and with CYP2D6-activated opioids',
      'Serotonin syndrome; bleeding; sodium',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      {
        kind: 'label',
        title: 'Paxil (paroxetine) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (renal and hepatic impairment); Warnings and Precautions (tamoxifen, embryo-fetal toxicity); Drug Interactions',
      },
      FDA_DDI_TABLE,
      CPIC_SSRI,
    ],
  },
  {
    id: 'venlafaxine',
    rxcui: '39786',
    name: 'Venlafaxine',
    brandNames: ['Effexor XR'],
    atc: ['N06AX16'],
    kind: 'supportive',
    drugClass: 'Serotonin-norepinephrine reuptake inhibitor',
    classTags: ['snri'],
    mechanism:
      'Inhibits serotonin and norepinephrine reuptake; converted by CYP2D6 to the active O-desmethylvenlafaxine, with CYP3A4 as a minor route.',
    routes: ['oral'],
    pathways: {
      CYP2D6: { substrate: 'moderate' },
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'bleeding', 'hyponatremia', 'hypertension'],
    renal: {
      status: 'adjust',
      summary:
        'Mild or moderate renal impairment: reduce the total daily dose by 25-50%. Severe impairment or dialysis: reduce by 50% or more.',
      rules: [
        {
          crclBelow: 90,
          action: 'reduce',
          text: 'CrCl 30-89 mL/min: reduce the total daily dose by 25-50%.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl <30 mL/min or dialysis: reduce the total daily dose by 50% or more.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild or moderate hepatic impairment: reduce the total daily dose by 50%. Severe impairment or cirrhosis: 50% or more.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Reduce the total daily dose by 50%.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Reduce the total daily dose by 50%.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Reduce the total daily dose by 50% or more.',
        },
      ],
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: ['Blood pressure', 'Serotonin syndrome; bleeding; sodium'],
    pgxGenes: ['CYP2D6'],
    sources: [
      {
        kind: 'label',
        title: 'Effexor XR (venlafaxine) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (renal and hepatic impairment); Warnings and Precautions (sustained hypertension, serotonin syndrome, bleeding); Drug Interactions',
      },
      CPIC_SSRI,
    ],
  },
  {
    id: 'duloxetine',
    rxcui: '72625',
    name: 'Duloxetine',
    brandNames: ['Cymbalta'],
    atc: ['N06AX21'],
    kind: 'supportive',
    drugClass: 'Serotonin-norepinephrine reuptake inhibitor',
    classTags: ['snri'],
    mechanism:
      'Inhibits serotonin and norepinephrine reuptake; cleared by CYP1A2 and CYP2D6 and a moderate CYP2D6 inhibitor.',
    routes: ['oral'],
    pathways: {
      CYP1A2: { substrate: 'sensitive' },
      CYP2D6: { substrate: 'minor', inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'bleeding', 'hyponatremia', 'hypertension'],
    // Hepatic failure is rare (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'avoid',
      summary: 'Avoid when CrCl is below 30 mL/min.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'CrCl <30 mL/min: avoid.' }],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Avoid in hepatic insufficiency or chronic liver disease, and with substantial alcohol use.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Any hepatic insufficiency or chronic liver disease: avoid.',
        },
      ],
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      'Avoid strong CYP1A2 inhibitors (fluvoxamine, ciprofloxacin)',
      'Liver tests; blood pressure',
      'Serotonin syndrome; bleeding; sodium',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Cymbalta (duloxetine) US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (hepatotoxicity, blood pressure, serotonin syndrome, bleeding); Drug Interactions; Use in Specific Populations',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'bupropion',
    rxcui: '42347',
    name: 'Bupropion',
    brandNames: ['Wellbutrin', 'Zyban'],
    atc: ['N06AX12'],
    kind: 'supportive',
    drugClass: 'Aminoketone antidepressant (norepinephrine-dopamine reuptake inhibitor)',
    classTags: ['ndri-antidepressant'],
    mechanism:
      'Inhibits norepinephrine and dopamine reuptake; hydroxylated by CYP2B6. Bupropion and its metabolites are strong CYP2D6 inhibitors.',
    routes: ['oral'],
    pathways: {
      CYP2B6: { substrate: 'moderate' },
      CYP2D6: { inhibitor: 'strong' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['seizure', 'hypertension'],
    renal: {
      status: 'adjust',
      summary: 'Renal impairment (GFR <90 mL/min): consider a reduced dose and/or frequency.',
      rules: [
        {
          crclBelow: 90,
          action: 'reduce',
          text: 'GFR <90 mL/min: consider reducing dose and/or frequency.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild impairment: consider reduced dose/frequency. Moderate to severe (Child-Pugh 7-15): extended-release maximum 150 mg every other day.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Consider reduced dose and/or frequency.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Extended-release: maximum 150 mg every other day.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Extended-release: maximum 150 mg every other day.',
        },
      ],
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      'Seizure risk is dose-related: respect the per-formulation maximum dose and avoid with other seizure-threshold-lowering drugs',
      'CYP2D6 substrates and prodrugs (tamoxifen, codeine, tramadol, metoprolol)',
      'Blood pressure',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Wellbutrin XL (bupropion) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (hepatic and renal impairment); Warnings and Precautions (seizure, hypertension); Drug Interactions',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'mirtazapine',
    rxcui: '15996',
    name: 'Mirtazapine',
    brandNames: ['Remeron'],
    atc: ['N06AX11'],
    kind: 'supportive',
    drugClass: 'Noradrenergic and specific serotonergic antidepressant',
    classTags: ['nassa-antidepressant'],
    mechanism:
      'Blocks central alpha-2 autoreceptors and 5-HT2/5-HT3 and H1 receptors; metabolised by CYP2D6, CYP1A2 and CYP3A4.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'minor' },
      CYP2D6: { substrate: 'minor' },
      CYP1A2: { substrate: 'minor' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'serotonergic', 'hyponatremia'],
    // Agranulocytosis is rare (label 5), not dose-related (issue 12).
    rareToxicities: ['myelosuppression'],
    renal: {
      status: 'adjust',
      summary:
        'Clearance falls by about 30% in moderate and 50% in severe renal impairment; no fixed dose, titrate cautiously.',
      rules: [
        {
          action: 'monitor',
          text: 'Moderate to severe renal impairment: reduced clearance, titrate cautiously.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Clearance falls by about 30% in hepatic impairment; no fixed dose, titrate cautiously.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Reduced clearance; titrate cautiously.',
        },
      ],
    },
    boxedWarnings: [ANTIDEPRESSANT_BOXED],
    monitoring: [
      'Signs of infection (agranulocytosis); blood counts when neutropenia is a concern',
      'Sedation with other CNS depressants',
      'ECG with other QT-prolonging drugs',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Remeron (mirtazapine) US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (agranulocytosis, serotonin syndrome, QT prolongation, hyponatraemia); Use in Specific Populations (renal and hepatic impairment)',
      },
    ],
  },
  {
    id: 'phenytoin',
    rxcui: '8183',
    name: 'Phenytoin',
    brandNames: ['Dilantin'],
    atc: ['N03AB02'],
    kind: 'supportive',
    drugClass: 'Hydantoin antiepileptic',
    classTags: ['hydantoin-antiepileptic'],
    mechanism:
      'Blocks voltage-gated sodium channels. Saturable CYP2C9 (and CYP2C19) metabolism; a strong inducer of CYP3A4 and an inducer of CYP2C19, CYP1A2 and P-gp. Highly albumin-bound.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { inducer: 'strong' },
      CYP2C9: { substrate: 'moderate' },
      CYP2C19: { substrate: 'minor', inducer: 'moderate' },
      CYP1A2: { inducer: 'moderate' },
      'P-gp': { inducer: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'dermatologic',
      'hypersensitivity',
      'embryo-fetal',
      'bradycardia',
      'cns-depression',
    ],
    // Liver injury (with DRESS) and blood dyscrasias are rare and idiosyncratic (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity', 'myelosuppression'],
    renal: {
      status: 'no-data',
      summary:
        'Protein binding falls in renal failure and hypoalbuminaemia; no fixed adjustment, interpret total levels with care.',
      rules: [
        {
          action: 'monitor',
          text: 'Monitor unbound phenytoin concentrations in renal impairment or hypoalbuminaemia.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic impairment raises toxicity risk; no fixed adjustment, monitor levels.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Monitor phenytoin concentrations (preferably unbound) and toxicity.',
        },
      ],
    },
    boxedWarnings: [
      'IV phenytoin: rapid infusion risks severe hypotension and arrhythmias; do not exceed 50 mg/min in adults and monitor ECG and blood pressure.',
    ],
    monitoring: [
      'Phenytoin concentrations, especially with CYP2C9 inhibitors (fluconazole, capecitabine, fluorouracil) or cytotoxic chemotherapy',
      'Strong induction lowers exposure of CYP3A4-metabolised anticancer drugs: check each label',
      'HLA-B*15:02 before starting in at-risk ancestries; rash',
    ],
    pgxGenes: ['CYP2C9', 'HLA-B'],
    sources: [
      {
        kind: 'label',
        title: 'Dilantin (phenytoin) US prescribing information',
        section:
          'Boxed Warning (injection); Warnings and Precautions (serious dermatologic reactions and HLA-B*1502, DRESS, hepatic injury, haematopoietic complications); Drug Interactions; Clinical Pharmacology',
      },
      FDA_DDI_TABLE,
      {
        kind: 'cpic',
        title: 'CPIC guideline for CYP2C9 and HLA-B genotypes and phenytoin dosing: 2020 update',
        year: 2020,
        pmid: '32779747',
      },
    ],
  },
  {
    id: 'carbamazepine',
    rxcui: '2002',
    name: 'Carbamazepine',
    brandNames: ['Tegretol', 'Carbatrol', 'Equetro'],
    atc: ['N03AF01'],
    kind: 'supportive',
    drugClass: 'Dibenzazepine antiepileptic',
    classTags: ['dibenzazepine-antiepileptic'],
    mechanism:
      'Blocks voltage-gated sodium channels. Metabolised by CYP3A4 to an active epoxide and induces its own metabolism; a strong CYP3A4 inducer that also induces CYP2C9, CYP2B6 and P-gp.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate', inducer: 'strong' },
      CYP2C9: { inducer: 'moderate' },
      CYP2B6: { inducer: 'moderate' },
      'P-gp': { inducer: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'dermatologic',
      'hypersensitivity',
      'myelosuppression',
      'hyponatremia',
      'embryo-fetal',
      'cns-depression',
    ],
    // Hepatic failure is rare and hypersensitivity-related (label warnings) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'no-data',
      summary: 'The label gives no renal dose adjustment.',
    },
    hepatic: {
      status: 'no-data',
      summary:
        'The label gives no hepatic dose adjustment; stop for hepatic dysfunction or active liver disease.',
    },
    boxedWarnings: [
      'Serious and sometimes fatal dermatologic reactions (TEN, SJS), strongly associated with HLA-B*15:02; test at-risk ancestries before starting and avoid in carriers unless benefit clearly outweighs risk.',
      'Aplastic anaemia and agranulocytosis; obtain baseline blood counts and monitor.',
    ],
    monitoring: [
      'Blood counts (additive with myelosuppressive chemotherapy)',
      'Sodium',
      'Induction lowers exposure of CYP3A4-metabolised anticancer drugs: check each label',
      'Carbamazepine levels when starting or stopping CYP3A4 inhibitors',
    ],
    pgxGenes: ['HLA-B', 'HLA-A'],
    sources: [
      {
        kind: 'label',
        title: 'Tegretol (carbamazepine) US prescribing information',
        section:
          'Boxed Warning; Warnings (dermatologic reactions and HLA-B*1502, HLA-A*3101, hyponatraemia); Precautions (drug interactions)',
      },
      FDA_DDI_TABLE,
      {
        kind: 'cpic',
        title:
          'CPIC guideline for HLA genotype and use of carbamazepine and oxcarbazepine: 2017 update',
        year: 2018,
        pmid: '29392710',
      },
    ],
  },
  {
    id: 'valproic-acid',
    rxcui: '11118',
    name: 'Valproic acid',
    synonyms: ['valproate', 'divalproex sodium'],
    brandNames: ['Depakene', 'Depakote', 'Depacon'],
    atc: ['N03AG01'],
    kind: 'supportive',
    drugClass: 'Valproate antiepileptic',
    classTags: ['valproate'],
    mechanism:
      'Raises GABA, blocks sodium and T-type calcium channels; a histone deacetylase inhibitor. Inhibits glucuronidation and epoxide hydrolase (raising lamotrigine and carbamazepine-epoxide). Highly protein-bound.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'embryo-fetal', 'teratogenic', 'myelosuppression', 'bleeding'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No dose adjustment; free fraction rises in renal failure, so total levels may mislead.',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in hepatic disease or significant hepatic dysfunction.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Hepatic disease or significant dysfunction: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Hepatotoxicity, sometimes fatal, usually in the first 6 months; higher risk in young children and in POLG mitochondrial disorders (contraindicated).',
      'Fetal risk: major congenital malformations (neural tube defects) and decreased IQ; not for use in pregnancy for migraine, and only when other drugs fail for epilepsy or bipolar disorder.',
      'Pancreatitis, including haemorrhagic cases with rapid progression to death.',
    ],
    monitoring: [
      'Liver tests, especially in the first 6 months',
      'Platelets and coagulation (dose-related thrombocytopenia) before surgery or with anticoagulants',
      'Ammonia if lethargy or vomiting',
    ],
    pgxGenes: ['POLG'],
    sources: [
      {
        kind: 'label',
        title: 'Depakote (divalproex sodium) US prescribing information',
        section:
          'Boxed Warning; Contraindications (hepatic disease, POLG disorders); Warnings and Precautions (thrombocytopenia, hyperammonaemia); Drug Interactions; Use in Specific Populations',
      },
    ],
  },
  {
    id: 'levetiracetam',
    rxcui: '114477',
    name: 'Levetiracetam',
    brandNames: ['Keppra'],
    atc: ['N03AX14'],
    kind: 'supportive',
    drugClass: 'SV2A-binding antiepileptic',
    classTags: ['racetam-antiepileptic'],
    mechanism:
      'Binds synaptic vesicle protein SV2A; about two-thirds excreted unchanged renally, with no CYP metabolism or induction.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'dermatologic', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Adults: CrCl 50-80 mL/min 500-1000 mg every 12 h; 30-50 250-750 mg every 12 h; <30 250-500 mg every 12 h; dialysis 500-1000 mg daily with a supplemental dose after dialysis.',
      rules: [
        {
          crclBelow: 80,
          action: 'reduce',
          text: 'CrCl 50-80 mL/min: 500-1000 mg every 12 hours.',
        },
        {
          crclBelow: 50,
          action: 'reduce',
          text: 'CrCl 30-50 mL/min: 250-750 mg every 12 hours.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          text: 'CrCl <30 mL/min: 250-500 mg every 12 hours; dialysis 500-1000 mg daily plus a post-dialysis supplement.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in hepatic impairment.',
    },
    monitoring: ['Behavioural and psychiatric symptoms, somnolence', 'Renal function for dosing'],
    sources: [
      {
        kind: 'label',
        title: 'Keppra (levetiracetam) US prescribing information',
        section:
          'Dosage and Administration (adult patients with renal impairment); Warnings and Precautions (behavioural abnormalities, somnolence, SJS/TEN, DRESS); Clinical Pharmacology',
      },
    ],
  },
  {
    id: 'phenobarbital',
    rxcui: '8134',
    name: 'Phenobarbital',
    synonyms: ['phenobarbitone'],
    brandNames: ['Sezaby'],
    atc: ['N03AA02'],
    kind: 'supportive',
    drugClass: 'Barbiturate antiepileptic',
    classTags: ['barbiturate'],
    mechanism:
      'Enhances GABA-A receptor activity; a moderate inducer of CYP3A4 (FDA table) and of other hepatic enzymes. Cleared by CYP2C9/2C19 and renal excretion, with a half-life of days.',
    routes: ['oral', 'iv', 'im'],
    pathways: {
      // FDA's table of CYP3A inducers lists phenobarbital as moderate, not strong (issue 12).
      CYP3A4: { inducer: 'moderate' },
      CYP2C9: { substrate: 'minor' },
      CYP2C19: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'respiratory-depression', 'dermatologic'],
    renal: {
      status: 'no-data',
      summary:
        'No label dose adjustment for adults; partly renally excreted, so monitor for accumulation.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'No label dose adjustment for adults; hepatic impairment may reduce clearance.',
    },
    boxedWarnings: [
      'Concomitant opioids can cause profound sedation, respiratory depression, coma and death; reserve for patients without alternatives and use minimal doses.',
      'Dependence and withdrawal reactions after use longer than recommended; taper rather than stop abruptly.',
      'Risk of abuse, misuse and addiction with unapproved use in adolescents and adults.',
    ],
    monitoring: [
      'Induction lowers exposure of CYP3A4-metabolised anticancer drugs: check each label',
      'Sedation and respiratory depression with opioids or other CNS depressants',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Sezaby (phenobarbital sodium) US prescribing information',
        section: 'Boxed Warning; Warnings and Precautions; Drug Interactions',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'oxycodone',
    rxcui: '7804',
    name: 'Oxycodone',
    brandNames: ['OxyContin', 'Roxicodone'],
    atc: ['N02AA05'],
    kind: 'supportive',
    drugClass: 'Opioid agonist',
    classTags: ['opioid'],
    mechanism:
      'Full mu-opioid agonist; metabolised mainly by CYP3A4 to noroxycodone and by CYP2D6 to oxymorphone.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate' },
      CYP2D6: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression'],
    renal: {
      status: 'adjust',
      summary:
        'Concentrations rise in renal impairment: start conservatively and titrate carefully.',
      rules: [
        {
          action: 'reduce',
          text: 'Renal impairment: conservative starting dose, slow titration.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment: start at one-third to one-half of the usual dose and titrate carefully.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Start at one-third to one-half of the usual dose.',
        },
      ],
    },
    boxedWarnings: [...OPIOID_BOXED, CYP3A4_OPIOID_BOXED],
    monitoring: [
      'Respiratory depression and sedation when CYP3A4 inhibitors (azoles, macrolides, ritonavir) start or inducers stop',
      'Avoid benzodiazepines and other CNS depressants where possible',
    ],
    sources: [
      {
        kind: 'label',
        title: 'OxyContin (oxycodone) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (hepatic and renal impairment); Drug Interactions (CYP3A4 inhibitors and inducers)',
      },
    ],
  },
  {
    id: 'morphine',
    rxcui: '7052',
    name: 'Morphine',
    brandNames: ['MS Contin', 'Duramorph', 'Infumorph'],
    atc: ['N02AA01'],
    kind: 'supportive',
    drugClass: 'Opioid agonist',
    classTags: ['opioid'],
    mechanism:
      'Full mu-opioid agonist; glucuronidated (UGT2B7) to morphine-3- and morphine-6-glucuronide, which are renally cleared and accumulate in renal failure.',
    routes: ['oral', 'iv', 'sc', 'im', 'intrathecal', 'rectal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression'],
    renal: {
      status: 'adjust',
      summary:
        'Active glucuronide metabolites accumulate in renal impairment: start at a lower dose, extend intervals and titrate slowly.',
      rules: [
        {
          action: 'reduce',
          text: 'Renal impairment: lower starting dose and slow titration (metabolite accumulation).',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: start at a lower dose and titrate slowly.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Lower starting dose and slow titration.',
        },
      ],
    },
    boxedWarnings: OPIOID_BOXED,
    monitoring: [
      'Sedation, myoclonus and respiratory depression in renal impairment',
      'Avoid benzodiazepines and other CNS depressants where possible',
    ],
    sources: [
      {
        kind: 'label',
        title: 'MS Contin (morphine sulfate) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration; Use in Specific Populations (renal and hepatic impairment); Clinical Pharmacology',
      },
    ],
  },
  {
    id: 'fentanyl',
    rxcui: '4337',
    name: 'Fentanyl',
    brandNames: ['Duragesic', 'Sublimaze', 'Actiq', 'Fentora'],
    atc: ['N02AB03'],
    kind: 'supportive',
    drugClass: 'Opioid agonist',
    classTags: ['opioid'],
    mechanism:
      'Potent lipophilic mu-opioid agonist, metabolised almost entirely by CYP3A4 to norfentanyl.',
    routes: ['transdermal', 'iv', 'sublingual', 'intranasal'],
    pathways: {
      CYP3A4: { substrate: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression', 'serotonergic', 'bradycardia'],
    renal: {
      status: 'adjust',
      summary:
        'Transdermal: mild or moderate renal impairment start at half the usual dose; avoid in severe impairment.',
      rules: [
        {
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Mild or moderate renal impairment: start at 50% of the usual dose.',
        },
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'Severe renal impairment: avoid the transdermal system.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Transdermal: mild or moderate hepatic impairment start at half the usual dose; avoid in severe impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Start at 50% of the usual dose.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Start at 50% of the usual dose.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: avoid.',
        },
      ],
    },
    boxedWarnings: [...OPIOID_BOXED, CYP3A4_OPIOID_BOXED],
    monitoring: [
      'Respiratory depression when CYP3A4 inhibitors start or inducers stop (effects may last days with patches)',
      'Serotonin syndrome with serotonergic drugs',
      'Heat exposure raises transdermal absorption',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Duragesic (fentanyl transdermal system) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (hepatic and renal impairment); Warnings and Precautions (serotonin syndrome, bradycardia); Drug Interactions',
      },
    ],
  },
  {
    id: 'methadone',
    rxcui: '6813',
    name: 'Methadone',
    brandNames: ['Dolophine', 'Methadose'],
    atc: ['N07BC02'],
    kind: 'supportive',
    drugClass: 'Opioid agonist',
    classTags: ['opioid'],
    mechanism:
      'Mu-opioid agonist and NMDA antagonist that blocks hERG channels; metabolised by CYP3A4, CYP2B6 and CYP2C19, with a long and variable half-life.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { substrate: 'moderate' },
      CYP2B6: { substrate: 'moderate' },
      CYP2C19: { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression', 'serotonergic'],
    renal: {
      status: 'adjust',
      summary: 'Not fully studied: start at a lower dose and titrate slowly.',
      rules: [{ action: 'reduce', text: 'Renal impairment: lower initial dose, slow titration.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Not fully studied: start at a lower dose and titrate slowly.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: lower initial dose, slow titration.',
        },
      ],
    },
    boxedWarnings: [
      ...OPIOID_BOXED,
      'QT prolongation and serious arrhythmias (torsades de pointes) have occurred; monitor closely, especially at high doses.',
      CYP3A4_OPIOID_BOXED,
    ],
    monitoring: [
      'ECG/QTc before and during therapy, especially with other QT-prolonging drugs or electrolyte loss',
      'Respiratory depression when CYP3A4/2B6 inhibitors start or inducers stop; delayed peak effect',
      'Serotonin syndrome with serotonergic drugs',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Dolophine (methadone) US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (QT prolongation, serotonin syndrome); Drug Interactions; Use in Specific Populations (renal and hepatic impairment)',
      },
    ],
  },
  {
    id: 'tramadol',
    rxcui: '10689',
    name: 'Tramadol',
    brandNames: ['Ultram'],
    atc: ['N02AX02'],
    kind: 'supportive',
    drugClass: 'Opioid agonist and serotonin-norepinephrine reuptake inhibitor',
    classTags: ['opioid'],
    mechanism:
      'Prodrug: CYP2D6 forms O-desmethyltramadol (M1), the main mu-opioid agonist, so CYP2D6 inhibition LOWERS analgesia while raising parent tramadol and its serotonergic and seizure risk. CYP3A4 forms inactive N-desmethyltramadol.',
    routes: ['oral'],
    pathways: {
      CYP2D6: { substrate: 'moderate', prodrugActivation: true },
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'serotonergic',
      'seizure',
      'respiratory-depression',
      'cns-depression',
      'hyponatremia',
    ],
    renal: {
      status: 'adjust',
      summary:
        'CrCl <30 mL/min: dose every 12 hours, maximum 200 mg daily (immediate release); avoid extended release.',
      rules: [
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl <30 mL/min: every 12 hours, maximum 200 mg daily; avoid extended-release forms.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Cirrhosis: 50 mg every 12 hours; avoid extended release in severe hepatic impairment.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Cirrhosis: 50 mg every 12 hours.',
        },
      ],
    },
    boxedWarnings: [...OPIOID_BOXED, ULTRARAPID_BOXED, CYP3A4_OPIOID_BOXED],
    monitoring: [
      'Serotonin syndrome with SSRIs, SNRIs, linezolid and other serotonergic drugs',
      'Seizures, especially with high doses, bupropion or other threshold-lowering drugs',
      'Reduced analgesia with strong CYP2D6 inhibitors (paroxetine, fluoxetine, bupropion)',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      {
        kind: 'label',
        title: 'Ultram (tramadol) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (renal and hepatic impairment); Warnings and Precautions (ultra-rapid metabolism, seizures, serotonin syndrome, hyponatraemia); Drug Interactions',
      },
      CPIC_OPIOIDS,
    ],
  },
  {
    id: 'codeine',
    rxcui: '2670',
    name: 'Codeine',
    atc: ['R05DA04'],
    kind: 'supportive',
    drugClass: 'Opioid agonist',
    classTags: ['opioid'],
    mechanism:
      'Prodrug: CYP2D6 converts a small fraction to morphine, which provides most analgesia, so CYP2D6 inhibition LOWERS effect. CYP3A4 forms norcodeine.',
    routes: ['oral'],
    pathways: {
      CYP2D6: { substrate: 'moderate', prodrugActivation: true },
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression'],
    renal: {
      status: 'adjust',
      summary: 'Renal impairment: lower starting dose and careful titration.',
      rules: [{ action: 'reduce', text: 'Renal impairment: lower starting dose, slow titration.' }],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: lower starting dose and careful titration.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: lower starting dose, slow titration.',
        },
      ],
    },
    boxedWarnings: [...OPIOID_BOXED, ULTRARAPID_BOXED, CYP3A4_OPIOID_BOXED],
    monitoring: [
      'Lack of analgesia in CYP2D6 poor metabolizers or with strong CYP2D6 inhibitors',
      'Morphine toxicity in ultra-rapid metabolizers',
    ],
    pgxGenes: ['CYP2D6'],
    sources: [
      {
        kind: 'label',
        title: 'Codeine sulfate tablets US prescribing information',
        section:
          'Boxed Warning; Warnings and Precautions (ultra-rapid metabolism of codeine); Drug Interactions; Use in Specific Populations',
      },
      CPIC_OPIOIDS,
    ],
  },
  {
    id: 'hydromorphone',
    rxcui: '3423',
    name: 'Hydromorphone',
    brandNames: ['Dilaudid', 'Exalgo'],
    atc: ['N02AA03'],
    kind: 'supportive',
    drugClass: 'Opioid agonist',
    classTags: ['opioid'],
    mechanism:
      'Full mu-opioid agonist; glucuronidated to hydromorphone-3-glucuronide without CYP involvement; metabolites accumulate in renal failure.',
    routes: ['oral', 'iv', 'sc', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression'],
    renal: {
      status: 'adjust',
      summary:
        'Moderate renal impairment: start at 50% of the usual starting dose; severe impairment: 25%.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Moderate renal impairment: start at 50% of the usual starting dose.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'Severe renal impairment: start at 25% of the usual starting dose.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Moderate hepatic impairment: start at 25-50% of the usual starting dose.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Start at 25-50% of the usual starting dose.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe hepatic impairment not studied: consider an alternative or further reduction with close monitoring.',
        },
      ],
    },
    boxedWarnings: OPIOID_BOXED,
    monitoring: [
      'Sedation and respiratory depression, especially in renal impairment',
      'Confirm concentration of high-potency products to avoid dosing errors',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Dilaudid (hydromorphone) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (hepatic and renal impairment); Use in Specific Populations',
      },
    ],
  },
  {
    id: 'haloperidol',
    rxcui: '5093',
    name: 'Haloperidol',
    brandNames: ['Haldol'],
    atc: ['N05AD01'],
    kind: 'supportive',
    drugClass: 'Butyrophenone (typical) antipsychotic',
    classTags: ['typical-antipsychotic'],
    mechanism:
      'Dopamine D2 receptor antagonist; metabolised by CYP3A4, CYP2D6 and carbonyl reductase, with glucuronidation.',
    routes: ['oral', 'im', 'iv'],
    pathways: {
      CYP3A4: { substrate: 'minor' },
      CYP2D6: { substrate: 'minor' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['cns-depression'],
    renal: {
      status: 'no-data',
      summary: 'The label gives no renal dose adjustment.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'The label gives no hepatic dose adjustment; use with caution.',
    },
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED],
    monitoring: [
      'ECG/QTc, especially with IV use, high doses or other QT-prolonging drugs',
      'Extrapyramidal symptoms; neuroleptic malignant syndrome',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Haldol (haloperidol) US prescribing information',
        section:
          'Boxed Warning; Warnings (cardiovascular effects: QT prolongation and torsades de pointes, tardive dyskinesia, NMS); Precautions (drug interactions)',
      },
    ],
  },
  {
    id: 'quetiapine',
    rxcui: '51272',
    name: 'Quetiapine',
    brandNames: ['Seroquel'],
    atc: ['N05AH04'],
    kind: 'supportive',
    drugClass: 'Atypical antipsychotic',
    classTags: ['atypical-antipsychotic'],
    mechanism:
      'Dopamine D2 and serotonin 5-HT2A antagonist with strong H1 antagonism; a sensitive CYP3A4 substrate.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'sensitive' },
    },
    qtRisk: 'conditional',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'hyperglycemia', 'anticholinergic', 'ocular'],
    // Leukopenia and agranulocytosis are rare class reports (label 5) (issue 12).
    rareToxicities: ['myelosuppression'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment in renal impairment.',
    },
    hepatic: {
      status: 'adjust',
      summary: 'Hepatic impairment: start at 25 mg daily and increase by 25-50 mg daily steps.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Start 25 mg daily; increase by 25-50 mg per day to effect.',
        },
      ],
    },
    boxedWarnings: [ANTIPSYCHOTIC_DEMENTIA_BOXED, ANTIDEPRESSANT_BOXED],
    monitoring: [
      'Strong CYP3A4 inhibitors: reduce quetiapine to one-sixth; strong inducers: up to 5-fold dose increase',
      'Glucose, lipids, weight; blood counts (leukopenia, neutropenia)',
      'ECG with other QT-prolonging drugs',
    ],
    sources: [
      {
        kind: 'label',
        title: 'Seroquel (quetiapine) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (hepatic impairment, CYP3A4 inhibitors and inducers); Warnings and Precautions (metabolic changes, leukopenia, QT prolongation, cataracts, anticholinergic effects)',
      },
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'celecoxib',
    rxcui: '140587',
    name: 'Celecoxib',
    brandNames: ['Celebrex'],
    atc: ['M01AH01'],
    kind: 'supportive',
    drugClass: 'COX-2 selective NSAID',
    classTags: ['nsaid', 'cox2-inhibitor'],
    mechanism:
      'Selectively inhibits cyclooxygenase-2; a sensitive CYP2C9 substrate and a weak CYP2D6 inhibitor.',
    routes: ['oral'],
    pathways: {
      CYP2C9: { substrate: 'sensitive' },
      CYP2D6: { inhibitor: 'weak' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'bleeding',
      'cardiotoxicity',
      'thromboembolism',
      'hypertension',
      'nephrotoxicity',
      'hyperkalemia',
    ],
    // ALT/AST above 3x ULN in about 1%, severe injury rare (label 5) (issue 12).
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'avoid',
      summary: 'Not recommended in severe renal impairment.',
      rules: [
        { crclBelow: 30, action: 'avoid', text: 'Severe renal impairment: not recommended.' },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate hepatic impairment: reduce the daily dose by 50%. Severe: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Child-Pugh B: reduce the daily dose by 50%.',
        },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    boxedWarnings: [
      'Increased risk of serious cardiovascular thrombotic events, including myocardial infarction and stroke; contraindicated after CABG surgery.',
      'Increased risk of serious gastrointestinal bleeding, ulceration and perforation, which can occur without warning.',
    ],
    monitoring: [
      'CYP2C9 poor metabolizers: start at half the lowest dose',
      'Bleeding with anticoagulants, antiplatelets, SSRIs and thrombocytopenia',
      'Renal function and potassium; methotrexate and pemetrexed clearance',
      'Blood pressure',
    ],
    pgxGenes: ['CYP2C9'],
    sources: [
      {
        kind: 'label',
        title: 'Celebrex (celecoxib) US prescribing information',
        section:
          'Boxed Warning; Dosage and Administration (hepatic impairment, CYP2C9 poor metabolizers); Warnings and Precautions; Drug Interactions; Use in Specific Populations',
      },
      FDA_DDI_TABLE,
      {
        kind: 'cpic',
        title: 'CPIC guideline for CYP2C9 and nonsteroidal anti-inflammatory drugs',
        year: 2020,
        pmid: '32189324',
      },
    ],
  },
];

import type { DrugInput } from '../../core/knowledge/drug';
import {
  CLINCALC_TOP_300,
  CPIC_DRUG_TABLE,
  CPIC_NSAIDS,
  CPIC_OPIOIDS,
  FDA_DDI_TABLE,
  NSAID_BOXED,
  ONSIDES_INGREDIENTS,
  OPIOID_BOXED,
  OPIOID_CYP3A4_BOXED,
  REVIEWED,
  RXCUI_UNCONFIRMED,
  label,
} from './comed-sources';

/*
 * Analgesics and related drugs oncology patients take: NSAIDs, acetaminophen, the opioids not
 * already in cns-and-analgesics.ts, opioid antagonists, skeletal muscle relaxants, topical
 * lidocaine and triptans. See comed-sources.ts for the conventions.
 *
 * NSAID nephrotoxicity, bleeding and hypertension are dose- and duration-related (prostaglandin
 * inhibition), so they are `toxicities`; NSAID liver injury and skin reactions are idiosyncratic
 * and sit in `rareToxicities`.
 */

const NSAID_RENAL = {
  status: 'avoid' as const,
  summary:
    'Not recommended in advanced renal disease unless benefit outweighs the risk of worsening renal function; monitor renal function in any renal impairment, dehydration or heart failure.',
  rules: [
    {
      crclBelow: 30,
      action: 'avoid' as const,
      text: 'Advanced renal disease: avoid unless the benefit clearly outweighs the risk; if used, monitor renal function closely.',
    },
  ],
};

const NSAID_MONITORING = [
  'Blood pressure, renal function and potassium, especially with ACE inhibitors, ARBs, diuretics or other nephrotoxic drugs',
  'Signs of gastrointestinal bleeding; haemoglobin on long-term use; extra caution with anticoagulants, antiplatelets, SSRIs/SNRIs, corticosteroids and thrombocytopenia',
  'Methotrexate and pemetrexed: NSAIDs reduce their renal clearance (see the interaction records)',
];

export const comedAnalgesicDrugs: DrugInput[] = [
  {
    id: 'ibuprofen',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ibuprofen',
    brandNames: ['Motrin', 'Advil', 'Caldolor'],
    atc: ['M01AE01'],
    kind: 'supportive',
    drugClass: 'Nonsteroidal anti-inflammatory drug (propionic acid)',
    classTags: ['nsaid'],
    mechanism:
      'Reversible non-selective COX-1/COX-2 inhibitor. The active S-enantiomer is cleared mainly by CYP2C9 (CYP2C8 minor); half-life about 2 hours.',
    routes: ['oral', 'iv'],
    pathways: { CYP2C9: { substrate: 'moderate' }, CYP2C8: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'nephrotoxicity', 'hypertension', 'thromboembolism', 'hyperkalemia'],
    rareToxicities: ['hepatotoxicity', 'dermatologic', 'hypersensitivity'],
    renal: NSAID_RENAL,
    hepatic: {
      status: 'no-data',
      summary:
        'No specific dose adjustment in the label; stop if liver disease or persistent abnormal liver tests develop.',
    },
    boxedWarnings: NSAID_BOXED,
    monitoring: NSAID_MONITORING,
    pgxGenes: ['CYP2C9'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Motrin (ibuprofen) tablets',
        'Boxed Warning; 5 Warnings and Precautions (cardiovascular, GI bleeding, renal toxicity and hyperkalaemia, hepatotoxicity); 7 Drug Interactions',
      ),
      CPIC_NSAIDS,
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'naproxen',
    rxcui: '7258',
    name: 'Naproxen',
    synonyms: ['naproxen sodium'],
    brandNames: ['Naprosyn', 'Anaprox', 'Aleve'],
    atc: ['M01AE02'],
    kind: 'supportive',
    drugClass: 'Nonsteroidal anti-inflammatory drug (propionic acid)',
    classTags: ['nsaid'],
    mechanism:
      'Reversible non-selective COX inhibitor; demethylated by CYP2C9 and CYP1A2 and glucuronidated. Long half-life (12-17 hours), which matters for the pemetrexed interval rule.',
    routes: ['oral'],
    pathways: { CYP2C9: { substrate: 'minor' }, CYP1A2: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'nephrotoxicity', 'hypertension', 'thromboembolism', 'hyperkalemia'],
    rareToxicities: ['hepatotoxicity', 'dermatologic', 'hypersensitivity'],
    renal: {
      ...NSAID_RENAL,
      summary:
        'Not recommended when CrCl is below 30 mL/min; in lesser impairment use the lowest effective dose and monitor renal function.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Chronic alcoholic liver disease or other cirrhosis: consider the lowest effective dose.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment: use the lowest effective dose (unbound naproxen rises).',
        },
      ],
    },
    boxedWarnings: NSAID_BOXED,
    monitoring: NSAID_MONITORING,
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Naprosyn (naproxen) tablets',
        'Boxed Warning; 2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions; 8.6-8.7 renal and hepatic impairment',
      ),
      ONSIDES_INGREDIENTS,
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'diclofenac',
    rxcui: '3355',
    name: 'Diclofenac',
    synonyms: ['diclofenac sodium', 'diclofenac potassium'],
    brandNames: ['Voltaren', 'Cataflam', 'Zipsor', 'Cambia'],
    atc: ['M01AB05', 'M02AA15'],
    kind: 'supportive',
    drugClass: 'Nonsteroidal anti-inflammatory drug (acetic acid)',
    classTags: ['nsaid'],
    mechanism:
      'Non-selective COX inhibitor; hydroxylated mainly by CYP2C9 (4′-OH) and glucuronidated. Transaminase rises are more frequent than with other NSAIDs.',
    routes: ['oral', 'topical'],
    pathways: { CYP2C9: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'nephrotoxicity', 'hypertension', 'thromboembolism', 'hyperkalemia'],
    rareToxicities: ['hepatotoxicity', 'dermatologic', 'hypersensitivity'],
    renal: NSAID_RENAL,
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment may need a lower dose; check transaminases within 4-8 weeks of starting long-term use and stop for persistent abnormalities.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'monitor',
          text: 'Use the lowest effective dose and monitor liver tests; stop if liver disease develops.',
        },
      ],
    },
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      ...NSAID_MONITORING,
      'Transaminases periodically on long-term use (label: within 4 to 8 weeks of starting)',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Voltaren (diclofenac sodium) delayed-release tablets',
        'Boxed Warning; 5 Warnings and Precautions (hepatotoxicity, renal toxicity); 7 Drug Interactions (CYP2C9 inhibitors such as voriconazole)',
      ),
      CPIC_DRUG_TABLE,
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'ketorolac',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ketorolac',
    synonyms: ['ketorolac tromethamine'],
    brandNames: ['Toradol', 'Sprix'],
    atc: ['M01AB15'],
    kind: 'supportive',
    drugClass: 'Nonsteroidal anti-inflammatory drug (acetic acid)',
    classTags: ['nsaid'],
    mechanism:
      'Potent non-selective COX inhibitor for short-term moderately severe acute pain; cleared renally as parent and glucuronide, so it accumulates in renal impairment.',
    routes: ['oral', 'iv', 'im', 'intranasal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'nephrotoxicity', 'hypertension', 'thromboembolism', 'hyperkalemia'],
    rareToxicities: ['hypersensitivity', 'dermatologic', 'hepatotoxicity'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated in advanced renal impairment and in patients at risk of renal failure from volume depletion; reduce the IV/IM dose for raised serum creatinine.',
      rules: [
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'Advanced renal impairment: contraindicated.',
        },
        {
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Moderately raised serum creatinine: use the reduced IV/IM regimen (15 mg per dose, maximum 60 mg/day).',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'No hepatic dose rule in the label; stop if liver disease develops.',
    },
    doseCap: {
      maxDose: 60,
      unit: 'mg',
      note: 'The largest dose is a single 60 mg IM dose, only under 65 years (30 mg if 65 or older, under 50 kg or raised creatinine); a single IV dose is at most 30 mg (15 mg), and repeated IV/IM doses at most 30 mg every 6 hours to 120 mg a day (15 mg to 60 mg a day); total course, all routes, no more than 5 days.',
    },
    boxedWarnings: [
      ...NSAID_BOXED,
      'Total combined IV/IM and oral use must not exceed 5 days; oral ketorolac is only a continuation of parenteral therapy.',
      'Contraindicated in advanced renal impairment, in patients at risk of renal failure from volume depletion, and with suspected or confirmed cerebrovascular bleeding or haemorrhagic diathesis.',
      'Contraindicated with aspirin or other NSAIDs, with probenecid and with pentoxifylline, and as prophylaxis before major surgery.',
      'Reduce the dose in patients 65 or older, under 50 kg, or with raised serum creatinine.',
    ],
    monitoring: [
      ...NSAID_MONITORING,
      'Count the days of therapy across routes (5-day limit)',
      'Platelet count and bleeding in thrombocytopenic patients: avoid during chemotherapy-induced thrombocytopenia',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Ketorolac tromethamine injection',
        'Boxed Warning; CONTRAINDICATIONS; DOSAGE AND ADMINISTRATION; PRECAUTIONS: Drug Interactions',
      ),
    ],
  },
  {
    id: 'meloxicam',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Meloxicam',
    brandNames: ['Mobic', 'Anjeso', 'Vivlodex'],
    atc: ['M01AC06'],
    kind: 'supportive',
    drugClass: 'Nonsteroidal anti-inflammatory drug (oxicam)',
    classTags: ['nsaid'],
    mechanism:
      'Preferential COX-2 inhibitor; cleared by CYP2C9 (major) and CYP3A4 (minor); half-life about 20 hours, longer in CYP2C9 poor metabolizers.',
    routes: ['oral', 'iv'],
    pathways: { CYP2C9: { substrate: 'moderate' }, CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'nephrotoxicity', 'hypertension', 'thromboembolism', 'hyperkalemia'],
    rareToxicities: ['hepatotoxicity', 'dermatologic', 'hypersensitivity'],
    renal: {
      status: 'avoid',
      summary:
        'Not recommended in severe renal impairment; on haemodialysis the maximum is 7.5 mg daily.',
      rules: [
        {
          crclBelow: 20,
          action: 'avoid',
          text: 'Severe renal impairment (CrCl <20 mL/min) not on dialysis: not recommended.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No adjustment in mild or moderate hepatic impairment; severe impairment not studied.',
    },
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      ...NSAID_MONITORING,
      'CYP2C9 poor metabolizers: CPIC advises 25-50% of the lowest starting dose or an alternative NSAID',
    ],
    pgxGenes: ['CYP2C9'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Mobic (meloxicam) tablets',
        'Boxed Warning; 2 Dosage and Administration; 5 Warnings and Precautions; 8.6 Renal impairment; 12.5 Pharmacogenomics (CYP2C9)',
      ),
      CPIC_NSAIDS,
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'indomethacin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Indomethacin',
    synonyms: ['indometacin'],
    brandNames: ['Indocin', 'Tivorbex'],
    atc: ['M01AB01'],
    kind: 'supportive',
    drugClass: 'Nonsteroidal anti-inflammatory drug (acetic acid)',
    classTags: ['nsaid'],
    mechanism:
      'Potent non-selective COX inhibitor; O-demethylated (partly CYP2C9) and glucuronidated, with enterohepatic recycling.',
    routes: ['oral', 'rectal', 'iv'],
    pathways: { CYP2C9: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'nephrotoxicity', 'hypertension', 'thromboembolism', 'hyperkalemia'],
    rareToxicities: ['hepatotoxicity', 'dermatologic', 'hypersensitivity', 'ocular'],
    renal: NSAID_RENAL,
    hepatic: {
      status: 'no-data',
      summary: 'No hepatic dose rule in the label; monitor liver tests on long-term use.',
    },
    boxedWarnings: NSAID_BOXED,
    monitoring: [
      ...NSAID_MONITORING,
      'CNS effects (headache, dizziness, confusion), worse in older adults',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Indocin (indomethacin) oral suspension',
        'Boxed Warning; WARNINGS; PRECAUTIONS: Drug Interactions',
      ),
    ],
  },
  {
    id: 'nabumetone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Nabumetone',
    brandNames: ['Relafen'],
    atc: ['M01AX01'],
    kind: 'supportive',
    drugClass: 'Nonsteroidal anti-inflammatory drug (non-acidic prodrug)',
    classTags: ['nsaid'],
    mechanism:
      'Prodrug converted in the liver to 6-methoxy-2-naphthylacetic acid (6-MNA), a COX inhibitor with a half-life of about 24 hours (longer in renal impairment).',
    routes: ['oral'],
    pathways: { CYP1A2: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'nephrotoxicity', 'hypertension', 'thromboembolism', 'hyperkalemia'],
    rareToxicities: ['hepatotoxicity', 'dermatologic', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Moderate impairment (CrCl 30-49): start 750 mg/day, maximum 1,500 mg/day. Severe (CrCl <30): start 500 mg/day, maximum 1,000 mg/day.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.75,
          text: 'CrCl 30-49 mL/min: start 750 mg once daily; do not exceed 1,500 mg/day.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl <30 mL/min: start 500 mg once daily; do not exceed 1,000 mg/day.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary: 'Severe hepatic impairment: conversion to 6-MNA is reduced; use with caution.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe hepatic impairment: use with caution and monitor.',
        },
      ],
    },
    boxedWarnings: NSAID_BOXED,
    monitoring: NSAID_MONITORING,
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Relafen (nabumetone) tablets',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 5 Warnings and Precautions; 12.3 Pharmacokinetics',
      ),
    ],
  },
  {
    id: 'etodolac',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Etodolac',
    brandNames: ['Lodine'],
    atc: ['M01AB08'],
    kind: 'supportive',
    drugClass: 'Nonsteroidal anti-inflammatory drug (acetic acid)',
    classTags: ['nsaid'],
    mechanism:
      'Non-selective COX inhibitor with some COX-2 preference; hydroxylated and glucuronidated in the liver; half-life about 6-7 hours.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['bleeding', 'nephrotoxicity', 'hypertension', 'thromboembolism', 'hyperkalemia'],
    rareToxicities: ['hepatotoxicity', 'dermatologic', 'hypersensitivity'],
    renal: NSAID_RENAL,
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in compensated cirrhosis; monitor liver tests.',
    },
    boxedWarnings: NSAID_BOXED,
    monitoring: NSAID_MONITORING,
    lastReviewed: REVIEWED,
    sources: [
      label('Etodolac tablets', 'Boxed Warning; WARNINGS; PRECAUTIONS; CLINICAL PHARMACOLOGY'),
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'acetaminophen',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Acetaminophen',
    synonyms: ['paracetamol', 'APAP'],
    brandNames: ['Tylenol', 'Ofirmev'],
    atc: ['N02BE01'],
    kind: 'supportive',
    drugClass: 'Non-opioid analgesic and antipyretic',
    classTags: ['acetaminophen'],
    mechanism:
      'Central COX inhibition and other central analgesic actions; mostly glucuronidated and sulfated, with a small fraction oxidised (CYP2E1, CYP1A2, CYP3A4) to the hepatotoxic NAPQI that glutathione detoxifies.',
    routes: ['oral', 'iv', 'rectal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity'],
    rareToxicities: ['dermatologic', 'hypersensitivity'],
    renal: {
      status: 'adjust',
      summary:
        'Severe renal impairment (CrCl 30 mL/min or less): longer dosing intervals and a lower total daily dose (IV label).',
      rules: [
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl 30 mL/min or less: extend the dosing interval and reduce the total daily dose.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Hepatic impairment, active liver disease, alcoholism, chronic malnutrition or severe hypovolaemia: reduce the total daily dose; contraindicated (IV) in severe hepatic impairment or severe active liver disease.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'reduce',
          text: 'Hepatic impairment or active liver disease: use a lower total daily dose.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe hepatic impairment: IV acetaminophen is contraindicated.',
        },
      ],
    },
    doseCap: {
      maxDose: 1000,
      unit: 'mg',
      note: 'Adults 50 kg or more: at most 1,000 mg per dose and 4,000 mg per day from all sources (combination products included).',
    },
    boxedWarnings: [
      'IV acetaminophen: take care when prescribing, preparing and giving to avoid dosing errors that cause accidental overdose and death.',
      'Hepatotoxicity: acute liver failure, sometimes requiring transplant or fatal, most often above 4,000 mg/day or with more than one acetaminophen-containing product.',
    ],
    monitoring: [
      'Total daily acetaminophen from all products (opioid combinations, OTC cold remedies)',
      'Liver tests in patients with hepatic metastases, hepatotoxic chemotherapy or alcohol use',
      'INR with warfarin when regular doses above about 2 g/day are taken for several days',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Ofirmev (acetaminophen) injection',
        'Boxed Warning; 2 Dosage and Administration (renal and hepatic impairment); 4 Contraindications; 5 Warnings and Precautions (hepatic injury)',
      ),
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'hydrocodone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Hydrocodone',
    synonyms: ['hydrocodone bitartrate'],
    brandNames: ['Hysingla ER', 'Zohydro ER'],
    atc: ['R05DA03'],
    kind: 'supportive',
    drugClass: 'Opioid agonist',
    classTags: ['opioid'],
    mechanism:
      'Mu-opioid agonist; N-demethylated by CYP3A4 to norhydrocodone (major) and O-demethylated by CYP2D6 to hydromorphone (minor). Usually taken combined with acetaminophen.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' }, CYP2D6: { substrate: 'minor' } },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression'],
    renal: {
      status: 'adjust',
      // Issue 12 review (2026-11-25): the earlier "50% of the usual initial dose" figure could not be
      // confirmed in the current Hysingla ER label, and Hysingla's starting dose is already its
      // smallest tablet (20 mg every 24 h, 2.3), so no fraction is stored; the rule says what is sure.
      summary:
        'Renal impairment raises hydrocodone exposure: start at the lowest dose (Hysingla ER 20 mg every 24 hours is already the opioid-naive starting dose), titrate slowly and monitor for respiratory depression and sedation.',
      rules: [
        {
          crclBelow: 60,
          action: 'monitor',
          text: 'Moderate to severe renal impairment: start at the lowest dose and titrate slowly; monitor closely.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Severe hepatic impairment raises hydrocodone exposure: start at the lowest dose, titrate slowly and monitor closely (no confirmed label fraction; see the renal note).',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe hepatic impairment: start at the lowest dose and titrate slowly; monitor closely.',
        },
      ],
    },
    boxedWarnings: [...OPIOID_BOXED, OPIOID_CYP3A4_BOXED],
    monitoring: [
      'Respiratory depression and sedation when CYP3A4 inhibitors (azoles, macrolides, HIV protease inhibitors, letermovir) start or inducers stop',
      'QTc with the extended-release tablet at high doses (Hysingla ER: QT prolongation at 160 mg and above)',
      'Acetaminophen total when combination products are used',
    ],
    pgxGenes: ['CYP2D6'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Hysingla ER (hydrocodone bitartrate) extended-release tablets',
        'Boxed Warning; 2 Dosage and Administration (renal and hepatic impairment); 5 Warnings and Precautions (QTc prolongation); 7 Drug Interactions',
      ),
      CPIC_OPIOIDS,
      FDA_DDI_TABLE,
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'oxymorphone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Oxymorphone',
    synonyms: ['oxymorphone hydrochloride'],
    brandNames: ['Opana'],
    atc: ['N02AA11'],
    kind: 'supportive',
    drugClass: 'Opioid agonist',
    classTags: ['opioid'],
    mechanism:
      'Mu-opioid agonist; glucuronidated (no CYP role of note). Alcohol raises its peak concentration.',
    routes: ['oral', 'iv', 'im', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression'],
    renal: {
      status: 'adjust',
      summary: 'CrCl below 50 mL/min: start at 50% of the usual dose and titrate slowly.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl <50 mL/min: start with 50% of the usual dose.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in moderate and severe hepatic impairment; in mild impairment start at the lowest dose.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Mild impairment: start at the lowest dose and titrate slowly.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Moderate impairment: contraindicated.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      ...OPIOID_BOXED,
      'Alcohol, or alcohol-containing medicines, with the extended-release tablets can raise oxymorphone levels and cause a fatal overdose.',
    ],
    monitoring: ['Respiratory depression and sedation; avoid alcohol and other CNS depressants'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Opana (oxymorphone hydrochloride) tablets',
        'Boxed Warning; 2 Dosage and Administration (renal and hepatic impairment); 4 Contraindications; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'tapentadol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tapentadol',
    brandNames: ['Nucynta', 'Nucynta ER'],
    atc: ['N02AX06'],
    kind: 'supportive',
    drugClass: 'Opioid agonist and noradrenaline reuptake inhibitor',
    classTags: ['opioid'],
    mechanism:
      'Mu-opioid agonist that also inhibits noradrenaline reuptake; glucuronidated, with minor CYP2C9/2C19/2D6 oxidation to inactive metabolites.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression', 'serotonergic', 'seizure'],
    renal: {
      status: 'avoid',
      summary: 'Severe renal impairment (CrCl <30 mL/min): not recommended.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'CrCl <30 mL/min: not recommended.' }],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate impairment: start 50 mg no more often than every 8 hours (at most three doses in 24 hours). Severe impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'extend-interval',
          text: 'Moderate impairment: 50 mg no more often than every 8 hours; at most 3 doses per 24 hours.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: OPIOID_BOXED,
    monitoring: [
      'Serotonin syndrome with SSRIs, SNRIs, TCAs, triptans, 5-HT3 antagonists, linezolid; contraindicated with MAO inhibitors (and within 14 days)',
      'Seizure risk in patients with seizure history or on drugs that lower the threshold',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Nucynta (tapentadol) tablets',
        'Boxed Warning; 2 Dosage and Administration; 4 Contraindications (MAO inhibitors); 5 Warnings and Precautions (serotonin syndrome, seizures); 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'buprenorphine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Buprenorphine',
    synonyms: ['buprenorphine hydrochloride'],
    brandNames: ['Butrans', 'Belbuca', 'Buprenex', 'Subutex', 'Sublocade'],
    atc: ['N02AE01', 'N07BC01'],
    kind: 'supportive',
    drugClass: 'Opioid partial agonist',
    classTags: ['opioid'],
    mechanism:
      'Partial mu-opioid agonist with high receptor affinity (can displace full agonists and precipitate withdrawal); N-dealkylated by CYP3A4 to norbuprenorphine, then glucuronidated.',
    routes: ['transdermal', 'sublingual', 'iv', 'im', 'sc'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['respiratory-depression', 'cns-depression'],
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No dose adjustment needed in renal impairment.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Severe hepatic impairment: halve the starting and titration doses of the buccal film; the transdermal system was not studied in severe impairment (consider an alternative).',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Severe hepatic impairment: reduce the starting and titration doses by half (buccal film).',
        },
      ],
    },
    boxedWarnings: [...OPIOID_BOXED, OPIOID_CYP3A4_BOXED],
    monitoring: [
      'Transdermal: do not exceed 20 mcg/hour (QTc prolongation at higher doses)',
      'QTc prolongation at higher doses: avoid with class IA or III antiarrhythmics; caution with other QT-prolonging drugs, hypokalaemia or long-QT syndrome',
      'Precipitated withdrawal when started in a patient dependent on a full agonist; reduced response to added full agonists',
      'Liver tests (hepatitis reported with sublingual use)',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Butrans (buprenorphine) transdermal system',
        'Boxed Warning; 2 Dosage and Administration (maximum 20 mcg/hour); 5 Warnings and Precautions (QTc prolongation, hepatotoxicity); 7 Drug Interactions',
      ),
      label(
        'Belbuca (buprenorphine) buccal film',
        '2 Dosage and Administration (severe hepatic impairment); 8.6 Hepatic impairment',
      ),
    ],
  },
  {
    id: 'naloxone',
    rxcui: '7242',
    name: 'Naloxone',
    synonyms: ['naloxone hydrochloride'],
    brandNames: ['Narcan', 'Kloxxado', 'Zimhi'],
    atc: ['V03AB15'],
    kind: 'supportive',
    drugClass: 'Opioid antagonist',
    classTags: ['opioid-antagonist'],
    mechanism:
      'Competitive mu-opioid antagonist that reverses opioid respiratory depression; short-acting (half-life 30-80 minutes), so re-dosing may be needed for long-acting opioids.',
    routes: ['intranasal', 'iv', 'im', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: {
      status: 'no-data',
      summary: 'Not studied in renal impairment; single emergency doses are not adjusted.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'Not studied in hepatic impairment; single emergency doses are not adjusted.',
    },
    boxedWarnings: [],
    monitoring: [
      'Acute opioid withdrawal and loss of analgesia in opioid-dependent patients (cancer pain): titrate small IV doses to breathing, not to full reversal',
      'Recurrent respiratory depression after naloxone wears off',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Narcan (naloxone hydrochloride) nasal spray',
        '2 Dosage and Administration; 5 Warnings and Precautions (recurrent respiratory depression, precipitation of withdrawal)',
      ),
      CPIC_DRUG_TABLE,
    ],
  },
  {
    id: 'naltrexone',
    rxcui: '7243',
    name: 'Naltrexone',
    brandNames: ['Revia', 'Vivitrol'],
    atc: ['N07BB04'],
    kind: 'supportive',
    drugClass: 'Opioid antagonist',
    classTags: ['opioid-antagonist'],
    mechanism:
      'Long-acting mu-opioid antagonist used for alcohol and opioid dependence; blocks opioid analgesics for 24 hours (oral) to a month (extended-release injection).',
    routes: ['oral', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hepatotoxicity'],
    renal: {
      status: 'no-data',
      summary: 'Not adequately studied in moderate or severe renal impairment; use caution.',
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Avoid in acute hepatitis or liver failure; exposure rises several-fold in cirrhosis.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Liver failure or acute hepatitis: avoid.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated in patients receiving opioid analgesics or in acute opioid withdrawal: stop oral naltrexone at least 72 hours before elective opioid therapy',
      'Attempts to overcome the blockade with high opioid doses risk fatal overdose',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Vivitrol (naltrexone) extended-release injectable suspension',
        '4 Contraindications (opioid analgesics); 5 Warnings and Precautions (overcoming blockade, hepatotoxicity); 8.6-8.7',
      ),
      CPIC_DRUG_TABLE,
    ],
  },
  {
    id: 'cyclobenzaprine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Cyclobenzaprine',
    brandNames: ['Flexeril', 'Amrix'],
    atc: ['M03BX08'],
    kind: 'supportive',
    drugClass: 'Skeletal muscle relaxant (centrally acting, tricyclic structure)',
    classTags: ['skeletal-muscle-relaxant'],
    mechanism:
      'Centrally acting relaxant structurally related to tricyclic antidepressants; metabolised by CYP3A4 and CYP1A2 (CYP2D6 minor). Anticholinergic and serotonergic.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'minor' },
      CYP1A2: { substrate: 'minor' },
      CYP2D6: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'anticholinergic', 'serotonergic'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild impairment: start 5 mg and titrate slowly. Moderate or severe impairment: not recommended.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Mild impairment: 5 mg, titrate slowly and less frequently.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Moderate impairment: not recommended.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: not recommended.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Serotonin syndrome with SSRIs, SNRIs, TCAs, tramadol, bupropion and MAO inhibitors (contraindicated within 14 days of an MAOI)',
      'Anticholinergic load and sedation in older adults',
      'Arrhythmia, heart block or recent myocardial infarction: contraindicated',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Flexeril (cyclobenzaprine) tablets',
        'CONTRAINDICATIONS; WARNINGS (serotonin syndrome, tricyclic-like effects); DOSAGE AND ADMINISTRATION (hepatic impairment)',
      ),
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'baclofen',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Baclofen',
    brandNames: ['Lioresal', 'Ozobax', 'Lyvispah', 'Gablofen'],
    atc: ['M03BX01'],
    kind: 'supportive',
    drugClass: 'Skeletal muscle relaxant (GABA-B agonist)',
    classTags: ['skeletal-muscle-relaxant'],
    mechanism:
      'GABA-B receptor agonist; about 70-80% excreted unchanged in the urine, so it accumulates (encephalopathy) in renal impairment.',
    routes: ['oral', 'intrathecal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'seizure'],
    renal: {
      status: 'adjust',
      summary:
        'Reduce the oral dose by about one-third (CrCl 50-80), one-half (30-50) or two-thirds (<30); on dialysis use the lowest dose and watch for toxicity.',
      rules: [
        {
          crclBelow: 80,
          action: 'reduce',
          doseFactor: 0.67,
          text: 'CrCl 50-80 mL/min: reduce the dose by one-third.',
        },
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 30-50 mL/min: reduce the dose by one-half.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.33,
          text: 'CrCl <30 mL/min: reduce the dose by two-thirds and monitor for encephalopathy.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic metabolism is minor; no hepatic dose rule in the label.',
    },
    boxedWarnings: [
      'Intrathecal baclofen: abrupt discontinuation, whatever the cause, has caused high fever, altered mental status, rebound spasticity and muscle rigidity progressing to rhabdomyolysis, multi-organ failure and death.',
    ],
    monitoring: [
      'Do not stop abruptly (hallucinations, seizures); taper over 1-2 weeks',
      'Confusion and sedation in renal impairment; additive sedation with opioids and benzodiazepines',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Ozobax (baclofen) oral solution',
        '2 Dosage and Administration (renal impairment); 5 Warnings and Precautions (abrupt discontinuation, CNS depression)',
      ),
      label('Lioresal Intrathecal (baclofen injection)', 'Boxed Warning'),
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'tizanidine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tizanidine',
    brandNames: ['Zanaflex'],
    atc: ['M03BX02'],
    kind: 'supportive',
    drugClass: 'Skeletal muscle relaxant (alpha-2 adrenergic agonist)',
    classTags: ['skeletal-muscle-relaxant'],
    mechanism:
      'Central alpha-2 agonist; extensive first-pass metabolism by CYP1A2 (a sensitive CYP1A2 substrate): fluvoxamine raised AUC about 33-fold and ciprofloxacin about 10-fold.',
    routes: ['oral'],
    pathways: { CYP1A2: { substrate: 'sensitive' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'hepatotoxicity', 'bradycardia'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 25 mL/min: clearance falls by half; use lower individual doses and increase the dose, not the frequency, cautiously.',
      rules: [
        {
          crclBelow: 25,
          action: 'reduce',
          text: 'CrCl <25 mL/min: reduce individual doses and titrate cautiously.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary:
        'Avoid or use with extreme caution in hepatic impairment (extensive hepatic metabolism; dose-related transaminase rises).',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Hepatic impairment: avoid, or use with extreme caution.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with fluvoxamine or ciprofloxacin; avoid other CYP1A2 inhibitors (oral contraceptives, some antiarrhythmics, cimetidine, acyclovir)',
      'Hypotension, bradycardia and sedation; liver tests at baseline and at 1, 3 and 6 months',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Zanaflex (tizanidine) tablets and capsules',
        '4 Contraindications (fluvoxamine, ciprofloxacin); 5 Warnings and Precautions (hypotension, hepatotoxicity, CYP1A2 inhibitors); 7 Drug Interactions; 12.3',
      ),
      FDA_DDI_TABLE,
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'methocarbamol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Methocarbamol',
    brandNames: ['Robaxin'],
    atc: ['M03BA03'],
    kind: 'supportive',
    drugClass: 'Skeletal muscle relaxant (centrally acting carbamate)',
    classTags: ['skeletal-muscle-relaxant'],
    mechanism:
      'Central depressant muscle relaxant; dealkylated and hydroxylated then conjugated. The injection contains polyethylene glycol 300.',
    routes: ['oral', 'iv', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression'],
    renal: {
      status: 'avoid',
      summary:
        'Injection contraindicated in renal pathology (polyethylene glycol vehicle); oral: no specific rule.',
      rules: [
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'Known renal impairment: do not use the injection.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Clearance is reduced in cirrhosis; no dose rule in the label.',
    },
    boxedWarnings: [],
    monitoring: ['Additive sedation with opioids, benzodiazepines and alcohol'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Robaxin (methocarbamol) injection and tablets',
        'CONTRAINDICATIONS; WARNINGS; CLINICAL PHARMACOLOGY',
      ),
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'carisoprodol',
    rxcui: '2101',
    name: 'Carisoprodol',
    brandNames: ['Soma'],
    atc: ['M03BA02'],
    kind: 'supportive',
    drugClass: 'Skeletal muscle relaxant (centrally acting carbamate)',
    classTags: ['skeletal-muscle-relaxant'],
    mechanism:
      'Centrally acting relaxant metabolised by CYP2C19 to meprobamate, a sedative with abuse potential; CYP2C19 poor metabolizers have about 4-fold higher carisoprodol exposure.',
    routes: ['oral'],
    pathways: { CYP2C19: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['cns-depression', 'seizure'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment; use with caution.' },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment; use with caution.' },
    boxedWarnings: [],
    monitoring: [
      'Additive sedation with opioids and benzodiazepines; dependence, withdrawal and abuse',
      'CYP2C19 inhibitors (omeprazole, fluvoxamine) raise and inducers (rifampin) lower carisoprodol',
    ],
    pgxGenes: ['CYP2C19'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Soma (carisoprodol) tablets',
        '5 Warnings and Precautions (sedation, dependence, seizures); 7 Drug Interactions (CYP2C19); 12.5 Pharmacogenomics',
      ),
      CPIC_DRUG_TABLE,
    ],
  },
  {
    id: 'lidocaine',
    rxcui: '6387',
    name: 'Lidocaine',
    synonyms: ['lignocaine', 'lidocaine hydrochloride'],
    brandNames: ['Lidoderm', 'Xylocaine', 'ZTlido'],
    atc: ['N01BB02', 'C01BB01', 'D04AB01'],
    kind: 'supportive',
    drugClass: 'Amide local anaesthetic (class IB antiarrhythmic)',
    classTags: ['local-anesthetic-amide'],
    mechanism:
      'Blocks voltage-gated sodium channels. Metabolised by CYP1A2 and CYP3A4 to active MEGX; systemic exposure from the topical patch is low but rises with broken skin or many patches.',
    routes: ['topical', 'transdermal', 'iv', 'sc'],
    pathways: { CYP1A2: { substrate: 'moderate' }, CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['neurotoxicity', 'methemoglobinemia', 'hypersensitivity'],
    renal: {
      status: 'no-data',
      summary:
        'Topical use: no adjustment described; metabolites accumulate with systemic use in renal failure.',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Severe hepatic disease raises systemic lidocaine: watch for toxicity with larger or repeated exposure.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Severe hepatic impairment: monitor for systemic toxicity.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Methemoglobinemia, especially with G6PD deficiency, infants or other oxidising drugs (dapsone, nitrates)',
      'Systemic toxicity (perioral numbness, tinnitus, seizures) with class I antiarrhythmics or several local anaesthetics',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Lidoderm (lidocaine patch 5%)',
        'WARNINGS (methemoglobinemia, systemic toxicity); PRECAUTIONS: Drug Interactions (class I antiarrhythmics, local anaesthetics)',
      ),
      CPIC_DRUG_TABLE,
    ],
  },
  {
    id: 'sumatriptan',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Sumatriptan',
    brandNames: ['Imitrex', 'Zembrace', 'Tosymra'],
    atc: ['N02CC01'],
    kind: 'supportive',
    drugClass: 'Serotonin 5-HT1B/1D agonist (triptan)',
    classTags: ['triptan'],
    mechanism:
      '5-HT1B/1D agonist for acute migraine; cleared by monoamine oxidase A (MAO-A inhibitors raise exposure several-fold).',
    routes: ['oral', 'sc', 'intranasal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'hypertension'],
    rareToxicities: ['cardiotoxicity'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Mild or moderate hepatic impairment: single oral dose at most 50 mg. Severe hepatic impairment: contraindicated.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Mild impairment: maximum single oral dose 50 mg.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Moderate impairment: maximum single oral dose 50 mg.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'avoid',
          text: 'Severe impairment: contraindicated.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with MAO-A inhibitors (and within 2 weeks), ergot drugs and other triptans within 24 hours',
      'Serotonin syndrome with SSRIs, SNRIs, TCAs; coronary vasospasm in coronary artery disease',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Imitrex (sumatriptan) tablets',
        '2 Dosage and Administration (hepatic impairment); 4 Contraindications; 5 Warnings and Precautions (serotonin syndrome); 7 Drug Interactions',
      ),
      CLINCALC_TOP_300,
    ],
  },
  {
    id: 'rizatriptan',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Rizatriptan',
    brandNames: ['Maxalt'],
    atc: ['N02CC04'],
    kind: 'supportive',
    drugClass: 'Serotonin 5-HT1B/1D agonist (triptan)',
    classTags: ['triptan'],
    mechanism:
      '5-HT1B/1D agonist; oxidatively deaminated by MAO-A. Propranolol raises rizatriptan AUC by about 70%.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['serotonergic', 'hypertension'],
    rareToxicities: ['cardiotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment; exposure is about 44% higher on haemodialysis, use caution.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'Moderate hepatic impairment raises exposure about 30%; no adjustment stated.',
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with MAO-A inhibitors and within 24 hours of another triptan or ergot',
      'With propranolol use the 5 mg dose (maximum 15 mg/day)',
      'Serotonin syndrome with SSRIs/SNRIs',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Maxalt (rizatriptan) tablets',
        '2 Dosage and Administration (propranolol); 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
      CLINCALC_TOP_300,
    ],
  },
];

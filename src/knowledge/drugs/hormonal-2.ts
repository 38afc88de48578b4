import type { DrugInput } from '../../core/knowledge/drug';
import {
  EMBRYO_FETAL_PREGNANCY,
  LAST_REVIEWED,
  MASCC_2016,
  NIOSH_NOT_CHECKED,
  NO_BREASTFEEDING,
  PROFILE_SECTIONS,
  RXCUI_UNCONFIRMED,
  monographSources,
  usLabel,
} from './new-record-sources';

/*
 * Hormonal antineoplastics added for issue 12 (roster gaps of hormonal.ts), each with its
 * issue-13 monograph. Class tags match hormonal.ts so duplicate-therapy checks pair them with
 * the older members of each class.
 */

const pi = (product: string) => usLabel(product, PROFILE_SECTIONS);

const MALE_ONLY_PREGNANCY =
  'Not indicated in females; can cause fetal harm. Males with female partners of reproductive potential use effective contraception for the period the label states.';

export const hormonal2Drugs: DrugInput[] = [
  {
    id: 'toremifene',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Toremifene',
    brandNames: ['Fareston'],
    atc: ['L02BA02'],
    kind: 'antineoplastic',
    drugClass: 'Selective estrogen receptor modulator (SERM)',
    classTags: ['serm'],
    mechanism:
      'Nonsteroidal triphenylethylene antiestrogen; binds estrogen receptors and blocks estrogen-driven growth.',
    routes: ['oral'],
    pathways: {
      // Ketoconazole raised toremifene AUC about 2.9-fold; rifampin lowered it by about 87%.
      CYP3A4: { substrate: 'moderate' },
    },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism', 'hepatotoxicity', 'embryo-fetal'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic impairment prolongs half-life; the label gives no dose recommendation.',
    },
    emetogenicRisk: 'minimal',
    boxedWarnings: [
      'QT prolongation (dose-related): avoid in congenital or acquired long QT, uncorrected hypokalaemia or hypomagnesaemia, and with other QT-prolonging drugs or strong CYP3A4 inhibitors.',
    ],
    monitoring: [
      'ECG at baseline and as indicated in patients at risk; potassium and magnesium corrected before starting.',
      'Calcium in bone metastases during the first weeks (hypercalcaemia); CBC, liver tests; endometrial changes.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Metastatic breast cancer in postmenopausal women with estrogen-receptor-positive or unknown tumours.',
      ],
      dosing: [
        {
          indication: 'Metastatic breast cancer',
          dose: '60 mg orally once daily.',
          modifications: [],
        },
      ],
      administration: ['With or without food.'],
      hazardous: { niosh: 'table-1' },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'hot flashes', frequency: 'about 35%' },
          { reaction: 'sweating', frequency: 'about 20%' },
          { reaction: 'nausea', frequency: 'about 14%' },
          { reaction: 'vaginal discharge', frequency: 'about 13%' },
        ],
        serious: [
          'QT prolongation',
          'Hypercalcaemia and tumour flare',
          'Thromboembolism',
          'Endometrial hyperplasia',
        ],
      },
      sources: monographSources('Fareston (toremifene)'),
    },
    sources: [pi('Fareston (toremifene)'), MASCC_2016],
  },
  {
    id: 'relugolix',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Relugolix',
    brandNames: ['Orgovyx'],
    atc: ['L02BX04'],
    kind: 'antineoplastic',
    drugClass: 'GnRH receptor antagonist (oral)',
    classTags: ['gnrh-antagonist', 'gnrh-analog'],
    mechanism:
      'Blocks pituitary GnRH receptors, lowering LH, FSH and testosterone without a flare.',
    routes: ['oral'],
    pathways: {
      // Erythromycin (P-gp and moderate CYP3A inhibitor) raised relugolix AUC about 6-fold; rifampin lowered it by about 55%.
      'P-gp': { substrate: 'sensitive' },
      CYP3A4: { substrate: 'minor' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['hyperglycemia'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment may raise exposure.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild or moderate impairment; severe impairment not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'PSA and testosterone to confirm castration; ECG and electrolytes where QT risk (androgen deprivation prolongs QT).',
      'Glucose and lipids periodically.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Advanced prostate cancer.'],
      dosing: [
        {
          indication: 'Advanced prostate cancer',
          dose: 'Loading dose 360 mg orally on day 1, then 120 mg once daily.',
          modifications: [
            'Oral P-gp inhibitor unavoidable: take relugolix first and the inhibitor at least 6 hours later.',
            'Combined P-gp and strong CYP3A inducer unavoidable: 240 mg once daily.',
            'Missed for more than 7 days: restart with a 360 mg loading dose.',
          ],
        },
      ],
      administration: ['Same time each day, with or without food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: MALE_ONLY_PREGNANCY,
      lactation: 'Not indicated in females.',
      adverseReactions: {
        common: [
          { reaction: 'hot flush', frequency: '54%' },
          { reaction: 'musculoskeletal pain', frequency: '30%' },
          { reaction: 'fatigue', frequency: '26%' },
          { reaction: 'raised glucose and triglycerides (laboratory)', frequency: '≥20%' },
        ],
        serious: ['QT prolongation', 'Major adverse cardiovascular events'],
      },
      sources: monographSources('Orgovyx (relugolix)'),
    },
    sources: [pi('Orgovyx (relugolix)')],
  },
  {
    id: 'flutamide',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Flutamide',
    brandNames: ['Eulexin'],
    atc: ['L02BB01'],
    kind: 'antineoplastic',
    drugClass: 'Nonsteroidal antiandrogen (first generation)',
    classTags: ['androgen-receptor-inhibitor'],
    mechanism: 'Competitive androgen-receptor antagonist (active metabolite 2-hydroxyflutamide).',
    routes: ['oral'],
    pathways: {
      // Label: extensively metabolised by CYP1A2; raises warfarin effect (INR).
      CYP1A2: { substrate: 'minor' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'diarrhea'],
    rareToxicities: ['methemoglobinemia', 'hemolysis'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment needed in chronic renal insufficiency.',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Do not start with ALT above 2x ULN; stop if jaundice or ALT above 2x ULN appears.',
      rules: [
        { hepaticClass: 'any', action: 'avoid', text: 'Baseline ALT above 2x ULN: do not start.' },
      ],
    },
    boxedWarnings: [
      'Hepatotoxicity: hospitalisation and rarely death from liver failure; check liver tests before starting, monthly for 4 months, then periodically, and at the first signs of liver dysfunction.',
    ],
    monitoring: [
      'Liver tests before starting, monthly for the first 4 months, then periodically.',
      'INR with warfarin; methaemoglobin if cyanosis.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Locally confined stage B2-C and stage D2 metastatic prostate cancer, with an LHRH agonist.',
      ],
      dosing: [
        {
          indication: 'Prostate cancer (with LHRH agonist)',
          dose: '250 mg orally three times daily (every 8 hours).',
          modifications: ['Stop for jaundice or ALT above 2x ULN.'],
        },
      ],
      administration: ['With or without food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: MALE_ONLY_PREGNANCY,
      lactation: 'Not indicated in females.',
      adverseReactions: {
        common: [
          { reaction: 'hot flashes', frequency: 'about 60% (with LHRH agonist)' },
          { reaction: 'loss of libido, impotence', frequency: 'about 35%' },
          { reaction: 'diarrhoea', frequency: 'about 12%' },
          { reaction: 'gynaecomastia', frequency: 'about 9%' },
        ],
        serious: ['Hepatic failure', 'Methaemoglobinaemia and haemolytic anaemia'],
      },
      sources: monographSources('Eulexin (flutamide)'),
    },
    sources: [
      usLabel(
        'Flutamide capsules',
        'BOXED WARNING; WARNINGS; PRECAUTIONS; DOSAGE AND ADMINISTRATION',
      ),
    ],
  },
  {
    id: 'nilutamide',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Nilutamide',
    brandNames: ['Nilandron'],
    atc: ['L02BB02'],
    kind: 'antineoplastic',
    drugClass: 'Nonsteroidal antiandrogen (first generation)',
    classTags: ['androgen-receptor-inhibitor'],
    mechanism: 'Competitive androgen-receptor antagonist.',
    routes: ['oral'],
    // Label: inhibits hepatic cytochrome P450 (raises phenytoin, theophylline and vitamin K antagonist levels); no enzyme named.
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['ocular', 'hepatotoxicity'],
    rareToxicities: ['pneumonitis'],
    renal: { status: 'no-data', summary: 'Not studied in renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary:
        'Contraindicated in severe hepatic impairment (baseline transaminases above 2x ULN).',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Severe hepatic impairment or baseline transaminases above 2x ULN: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Interstitial pneumonitis (about 2%, higher in Japanese patients): baseline chest X-ray and pulmonary function; stop at new dyspnoea until pneumonitis is excluded.',
    ],
    monitoring: [
      'Chest X-ray (and consider pulmonary function) before starting; respiratory symptoms.',
      'Liver tests at baseline, regularly for the first 4 months, then periodically; delayed dark adaptation (advise caution driving at night).',
      'Alcohol intolerance (flushing).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Metastatic prostate cancer (stage D2), with surgical castration.'],
      dosing: [
        {
          indication: 'Metastatic prostate cancer (after orchiectomy)',
          dose: '300 mg orally once daily for 30 days, then 150 mg once daily.',
          modifications: ['Stop for interstitial pneumonitis, jaundice or ALT above 2x ULN.'],
        },
      ],
      administration: [
        'With or without food; start on the day of, or the day after, surgical castration.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: MALE_ONLY_PREGNANCY,
      lactation: 'Not indicated in females.',
      adverseReactions: {
        common: [
          { reaction: 'hot flushes', frequency: 'about 28%' },
          { reaction: 'impaired dark adaptation', frequency: 'about 13-57%' },
          { reaction: 'nausea', frequency: 'about 10%' },
        ],
        serious: ['Interstitial pneumonitis', 'Hepatitis'],
      },
      sources: monographSources('Nilandron (nilutamide)'),
    },
    sources: [
      usLabel(
        'Nilandron (nilutamide)',
        'BOXED WARNING; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS; DOSAGE AND ADMINISTRATION',
      ),
    ],
  },
  {
    id: 'imlunestrant',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Imlunestrant',
    brandNames: ['Inluriyo'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'Oral selective estrogen receptor degrader (SERD)',
    classTags: ['serd'],
    mechanism:
      'Binds the estrogen receptor, including ESR1-mutant forms, and promotes its degradation.',
    routes: ['oral'],
    // PK interaction roles not confirmed from the label at review; none recorded (not proof of none).
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['embryo-fetal'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'Hepatic impairment dosing not confirmed at review; check the current label.',
    },
    boxedWarnings: [],
    monitoring: ['ESR1 mutation by an FDA-approved test; lipids and liver tests as indicated.'],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'ER-positive, HER2-negative, ESR1-mutated advanced or metastatic breast cancer that progressed after at least one line of endocrine therapy.',
      ],
      dosing: [
        {
          indication: 'ESR1-mutated breast cancer',
          dose: '400 mg orally once daily on an empty stomach.',
          modifications: [
            'Withhold and reduce for grade 3 or higher toxicity per the label table.',
          ],
        },
      ],
      administration: ['Empty stomach: at least 2 hours after and 1 hour before food.'],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'fatigue, diarrhoea, nausea, musculoskeletal pain', frequency: '≥10%' },
        ],
        serious: [
          'No single serious reaction predominates in the label; see section 6 for the full list.',
        ],
      },
      sources: monographSources('Inluriyo (imlunestrant)'),
    },
    sources: [pi('Inluriyo (imlunestrant)')],
  },
];

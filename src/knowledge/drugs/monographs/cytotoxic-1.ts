import type { MonographInput } from '../../../core/knowledge/drug';
import { NIOSH_2024 } from '../monograph-sources';
import { OLD_SECTIONS, PLR_SECTIONS, TABLE_1, label } from './cytotoxic-shared';

/** Batch 1 of the cytotoxic monographs: platinum compounds, taxanes and doxorubicin. */
export const cytotoxicMonographs1: Record<string, MonographInput> = {
  cisplatin: {
    indications: [
      'Advanced testicular cancer, in combination with other approved agents, after surgery and/or radiotherapy.',
      'Advanced ovarian cancer: with cyclophosphamide, or alone as second-line treatment for disease refractory to standard chemotherapy in patients not previously given cisplatin.',
      'Advanced bladder (transitional cell) cancer no longer amenable to surgery or radiotherapy, as a single agent.',
    ],
    dosing: [
      {
        indication: 'Testicular cancer (combination)',
        dose: '20 mg/m2 IV daily for 5 days per cycle.',
        modifications: [],
      },
      {
        indication: 'Ovarian cancer',
        dose: 'With cyclophosphamide 600 mg/m2: 75-100 mg/m2 IV on day 1 every 4 weeks, the two given one after the other. Single agent: 100 mg/m2 IV every 4 weeks.',
        modifications: [],
      },
      {
        indication: 'Bladder cancer (single agent)',
        dose: '50-70 mg/m2 IV every 3-4 weeks according to prior radiotherapy or chemotherapy; heavily pretreated patients start at 50 mg/m2 every 4 weeks.',
        modifications: [],
      },
      {
        indication: 'All indications',
        dose: 'Verify any dose above 100 mg/m2 per cycle: such doses are rarely used, and the daily dose must not be confused with the total dose per cycle or with carboplatin.',
        modifications: [
          'Baseline renal impairment or a significant fall in CrCl during treatment: reduce the dose or choose another treatment, per clinical guidelines (the label gives no fixed figure).',
          'Repeat a course only when renal function, blood counts and hearing have returned to acceptable values (older label: creatinine below 1.5 mg/dL, BUN below 25 mg/dL, platelets at least 100,000/mm3, WBC at least 4,000/mm3, audiogram within normal limits).',
          'Stop for severe hypersensitivity; peripheral neuropathy worsens with repeated courses.',
        ],
      },
    ],
    administration: [
      'Pre-hydrate with 1-2 L of fluid over 8-12 hours before the dose and keep hydration and urine output adequate for 24 hours after.',
      'Dilute (older label: in 2 L of 5% dextrose in one-half or one-third normal saline with 37.5 g mannitol) and infuse slowly over 6-8 hours; never as a rapid injection.',
      'Do not use needles or sets with aluminium parts: aluminium reacts with cisplatin (precipitate, loss of potency).',
      'Protect the diluted solution from light if it is not used within 6 hours.',
      'Highly emetogenic: give antiemetic prophylaxis before and after each dose.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm. Females of reproductive potential use effective contraception during treatment and for 14 months after the last dose; males with such partners for 11 months.',
    lactation: 'Cisplatin passes into breast milk: do not breastfeed during treatment.',
    adverseReactions: {
      common: [
        { reaction: 'Nausea and vomiting', frequency: 'almost all patients without prophylaxis' },
        {
          reaction: 'Dose-related renal insufficiency (single 50 mg/m2 dose)',
          frequency: '28-36%',
        },
        {
          reaction: 'Ototoxicity: tinnitus or high-frequency hearing loss',
          frequency: 'up to 31%',
        },
        { reaction: 'Myelosuppression', frequency: '25-30%' },
        {
          reaction: 'Hypomagnesaemia, hypokalaemia, hypocalcaemia',
          frequency: 'frequent (no % in label)',
        },
      ],
      serious: [
        'Cumulative nephrotoxicity and acute renal failure (boxed).',
        'Dose-related, possibly irreversible peripheral neuropathy (boxed).',
        'Severe myelosuppression with fatal infection (boxed).',
        'Anaphylactic-like reactions within minutes of administration.',
        'Ototoxicity, more severe in children; ocular toxicity; secondary leukaemia.',
      ],
    },
    sources: [
      label('Cisplatin injection', PLR_SECTIONS),
      label('Platinol (cisplatin)', OLD_SECTIONS),
      NIOSH_2024,
    ],
  },

  carboplatin: {
    indications: [
      'Advanced ovarian carcinoma, initial treatment in combination with other approved agents (an established combination is with cyclophosphamide).',
      'Recurrent ovarian carcinoma after prior chemotherapy, including cisplatin, as palliative single-agent treatment.',
    ],
    dosing: [
      {
        indication: 'Recurrent ovarian cancer, single agent',
        dose: '360 mg/m2 IV on day 1 every 4 weeks, or by formula (Calvert): total dose (mg) = target AUC x (GFR + 25), usually AUC 4-6 in previously treated patients.',
        modifications: [
          'Do not repeat until neutrophils are at least 2,000/mm3 and platelets at least 100,000/mm3.',
          'Adjust by the lowest post-treatment count of the previous course: platelets above 100,000 and neutrophils above 2,000 give 125%; platelets below 50,000 or neutrophils below 500 give 75% (no escalation above 125%).',
          'Fixed mg/m2 dosing with CrCl 41-59 mL/min: 250 mg/m2; CrCl 16-40 mL/min: 200 mg/m2; no data at 15 mL/min or less.',
        ],
      },
      {
        indication: 'Advanced ovarian cancer, with cyclophosphamide',
        dose: '300 mg/m2 IV on day 1 every 4 weeks for 6 cycles, with cyclophosphamide 600 mg/m2 IV on day 1 (or by formula).',
        modifications: ['Same count thresholds and nadir-based adjustments as single-agent use.'],
      },
    ],
    administration: [
      'Dilute in 5% dextrose or 0.9% sodium chloride (concentrations as low as 0.5 mg/mL) and infuse over 15 minutes or longer.',
      'Do not use needles or sets with aluminium parts (precipitate, loss of potency).',
      'No pre- or post-treatment hydration or forced diuresis is required.',
      'With formula dosing, cap the estimated GFR at 125 mL/min (maximum dose = target AUC x 150 mg): US FDA and NCI CTEP guidance of 2010, not a label statement.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm (older label: pregnancy category D); advise women of childbearing potential to avoid pregnancy. The label gives no contraception duration.',
    lactation:
      'Excretion in human milk is not known; because of possible serious reactions in the infant, stop breastfeeding during treatment.',
    adverseReactions: {
      common: [
        { reaction: 'Anaemia below 11 g/dL', frequency: '90%' },
        {
          reaction: 'Neutropenia below 2,000/mm3',
          frequency: '67% (single agent); 96% (with cyclophosphamide)',
        },
        {
          reaction: 'Thrombocytopenia below 100,000/mm3',
          frequency: '62% (single agent); 66% (with cyclophosphamide)',
        },
        { reaction: 'Vomiting', frequency: '81-83%' },
        {
          reaction: 'Low magnesium',
          frequency: '43% (single agent); 61% (with cyclophosphamide)',
        },
        { reaction: 'Peripheral neuropathy', frequency: '6% (single agent); 15% (combination)' },
        { reaction: 'Allergic reactions', frequency: '2% (single agent); 11% (combination)' },
      ],
      serious: [
        'Bone marrow suppression with infection or bleeding; anaemia may be cumulative (boxed).',
        'Anaphylactic-like reactions within minutes, more likely after several courses (boxed).',
        'Vomiting (boxed); ototoxicity and visual loss at high doses; renal impairment raises toxicity.',
      ],
    },
    sources: [
      label(
        'Carboplatin injection (Paraplatin)',
        OLD_SECTIONS,
        'https://www.pfizermedicalinformation.com/en-us/node/310551/pi_section/field_spl_dosage_admin',
      ),
      {
        kind: 'guideline',
        title:
          'US FDA and NCI CTEP communication on carboplatin AUC dosing with IDMS-standardised creatinine (not part of the carboplatin label): cap the estimated GFR at 125 mL/min',
        year: 2010,
        // FDA's 'Carboplatin dosing' page (legacy address); the month (October 2010) is only in secondary reports.
        url: 'https://www.fda.gov/AboutFDA/CentersOffices/OfficeofMedicalProductsandTobacco/CDER/ucm228974.htm',
      },
      NIOSH_2024,
    ],
  },

  paclitaxel: {
    indications: [
      'Advanced ovarian cancer: first line with cisplatin, and after failure of first-line or later chemotherapy.',
      'Breast cancer: adjuvant treatment of node-positive disease after doxorubicin-containing chemotherapy; metastatic disease after failure of combination chemotherapy or relapse within 6 months of adjuvant therapy.',
      'Non-small cell lung cancer, first line with cisplatin when surgery or radiotherapy is not possible.',
      "AIDS-related Kaposi's sarcoma, second line.",
    ],
    dosing: [
      {
        indication: 'Ovarian cancer, first line',
        dose: '175 mg/m2 IV over 3 hours followed by cisplatin 75 mg/m2, or 135 mg/m2 over 24 hours followed by cisplatin 75 mg/m2, every 3 weeks.',
        modifications: [],
      },
      {
        indication: 'Ovarian cancer, previously treated',
        dose: '135 or 175 mg/m2 IV over 3 hours every 3 weeks.',
        modifications: [],
      },
      {
        indication: 'Breast cancer',
        dose: 'Adjuvant: 175 mg/m2 IV over 3 hours every 3 weeks for 4 courses after doxorubicin-containing chemotherapy. Metastatic: 175 mg/m2 over 3 hours every 3 weeks.',
        modifications: [],
      },
      {
        indication: 'Non-small cell lung cancer',
        dose: '135 mg/m2 IV over 24 hours followed by cisplatin 75 mg/m2, every 3 weeks.',
        modifications: [],
      },
      {
        indication: "AIDS-related Kaposi's sarcoma",
        dose: '135 mg/m2 IV over 3 hours every 3 weeks, or 100 mg/m2 over 3 hours every 2 weeks.',
        modifications: [
          'Give only if neutrophils are at least 1,000/mm3; reduce dexamethasone premedication to 10 mg orally.',
        ],
      },
      {
        indication: 'All indications',
        dose: 'Solid tumours: give only when neutrophils are at least 1,500/mm3 and platelets at least 100,000/mm3.',
        modifications: [
          'Severe neutropenia (below 500/mm3 for a week or longer) or severe peripheral neuropathy: reduce later doses by 20%.',
          'Hepatic impairment (3-hour infusion): transaminases below 10 x ULN with bilirubin 1.26-2 x ULN, 135 mg/m2; bilirubin 2.01-5 x ULN, 90 mg/m2; transaminases 10 x ULN or more or bilirubin above 5 x ULN, not recommended.',
        ],
      },
    ],
    administration: [
      'Premedicate every patient: dexamethasone 20 mg orally about 12 and 6 hours before, diphenhydramine 50 mg IV and an H2 antagonist (cimetidine 300 mg or ranitidine 50 mg IV) 30-60 minutes before.',
      'Dilute in 0.9% sodium chloride, 5% dextrose, dextrose-saline or dextrose in Ringer’s solution to 0.3-1.2 mg/mL.',
      'Use non-PVC containers and polyethylene-lined administration sets (the Cremophor EL vehicle leaches DEHP) and an in-line filter of 0.22 micron or less.',
      'Give before cisplatin when both are used (the reverse order lowers paclitaxel clearance and deepens myelosuppression).',
      'Contraindicated after severe hypersensitivity to Cremophor EL-containing products.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm (older label: pregnancy category D); advise women of childbearing potential to avoid pregnancy. The US label gives no contraception duration.',
    lactation: 'Stop breastfeeding during treatment.',
    adverseReactions: {
      common: [
        { reaction: 'Alopecia', frequency: '87%' },
        {
          reaction: 'Neutropenia below 2,000/mm3 (breast cancer, 175 mg/m2 over 3 h)',
          frequency: '90%',
        },
        { reaction: 'Peripheral neuropathy', frequency: '60% (severe 3%)' },
        { reaction: 'Arthralgia and myalgia', frequency: '60% (severe 8%)' },
        { reaction: 'Nausea and vomiting', frequency: '52%' },
        {
          reaction: 'Hypersensitivity reactions despite premedication',
          frequency: '41% (severe 2%)',
        },
        { reaction: 'Diarrhoea', frequency: '38%' },
        { reaction: 'Mucositis', frequency: '31%' },
      ],
      serious: [
        'Anaphylaxis and severe hypersensitivity, fatal in some cases (boxed).',
        'Severe neutropenia and infection (boxed).',
        'Conduction abnormalities and bradycardia; severe peripheral neuropathy.',
        'Injection-site reactions and extravasation injury; rare hepatic necrosis and neutropenic enterocolitis.',
      ],
    },
    sources: [label('Paclitaxel injection (Taxol)', OLD_SECTIONS), NIOSH_2024],
  },

  docetaxel: {
    indications: [
      'Breast cancer: locally advanced or metastatic after failure of prior chemotherapy; adjuvant treatment of operable node-positive disease with doxorubicin and cyclophosphamide.',
      'Non-small cell lung cancer: after failure of platinum therapy, or first line with cisplatin.',
      'Metastatic castration-resistant prostate cancer, with prednisone.',
      'Advanced gastric adenocarcinoma (including the gastro-oesophageal junction), with cisplatin and fluorouracil.',
      'Locally advanced squamous cell carcinoma of the head and neck, induction with cisplatin and fluorouracil.',
    ],
    dosing: [
      {
        indication: 'Breast cancer',
        dose: 'After prior chemotherapy: 60-100 mg/m2 IV over 1 hour every 3 weeks. Adjuvant: 75 mg/m2 one hour after doxorubicin 50 mg/m2 and cyclophosphamide 500 mg/m2, every 3 weeks for 6 courses.',
        modifications: [
          'Febrile neutropenia, neutrophils below 500/mm3 for more than a week, severe or cumulative skin reactions or severe peripheral neuropathy: reduce from 100 to 75 mg/m2 and/or from 75 to 60 mg/m2; stop if they recur at 60 mg/m2.',
          'Grade 3 or higher peripheral neuropathy: stop docetaxel.',
        ],
      },
      {
        indication: 'Non-small cell lung cancer',
        dose: '75 mg/m2 IV over 1 hour every 3 weeks, alone after platinum failure or followed by cisplatin 75 mg/m2 in untreated patients.',
        modifications: [
          'Monotherapy: after febrile neutropenia, prolonged severe neutropenia, severe skin reactions or other grade 3-4 non-haematological toxicity, hold until resolved and resume at 55 mg/m2.',
          'With cisplatin: platelet nadir below 25,000/mm3, febrile neutropenia or serious non-haematological toxicity, reduce to 65 mg/m2, then 50 mg/m2.',
        ],
      },
      {
        indication: 'Prostate cancer',
        dose: '75 mg/m2 IV over 1 hour every 3 weeks with prednisone 5 mg orally twice daily continuously.',
        modifications: [
          'Febrile neutropenia, prolonged severe neutropenia, severe skin reactions or moderate neurosensory signs: reduce to 60 mg/m2; stop if they persist.',
        ],
      },
      {
        indication: 'Gastric adenocarcinoma and head and neck cancer',
        dose: '75 mg/m2 IV over 1 hour followed by cisplatin and a fluorouracil infusion, every 3 weeks (head and neck: 3 or 4 induction cycles before chemoradiotherapy or radiotherapy).',
        modifications: [
          'Febrile neutropenia, documented infection with neutropenia or neutropenia lasting more than 7 days despite G-CSF: reduce from 75 to 60 mg/m2, then to 45 mg/m2.',
        ],
      },
      {
        indication: 'All indications',
        dose: 'Give only when neutrophils are at least 1,500/mm3.',
        modifications: [
          'Bilirubin above ULN, or AST/ALT above 1.5 x ULN with alkaline phosphatase above 2.5 x ULN: generally do not give (higher risk of severe toxicity and treatment-related death).',
        ],
      },
    ],
    administration: [
      'Premedicate with oral dexamethasone 8 mg twice daily for 3 days starting the day before each dose (prostate cancer with prednisone: dexamethasone 8 mg 12, 3 and 1 hours before).',
      'Dilute in 0.9% sodium chloride or 5% dextrose to 0.3-0.74 mg/mL and infuse over 1 hour at room temperature and normal light.',
      'Contains ethanol: consider the alcohol content (driving, interacting drugs).',
      'Extravasation can cause local necrosis and thrombophlebitis: stop and resite the infusion.',
      'Contraindicated after severe hypersensitivity to docetaxel or polysorbate 80, and with neutrophils below 1,500/mm3.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm (8.1). Verify pregnancy status; females, and males with partners of reproductive potential, use effective contraception during treatment and for the period after the last dose stated in 8.3.',
    lactation:
      'Advise not to breastfeed during treatment and for the period after the last dose stated in 8.2.',
    adverseReactions: {
      common: [
        {
          reaction:
            'Infections, neutropenia, anaemia, febrile neutropenia, hypersensitivity, thrombocytopenia',
          frequency: '>10% (label list of most common)',
        },
        {
          reaction: 'Neuropathy, dysgeusia, dyspnoea, constipation, anorexia, nail disorders',
          frequency: '>10% (label list of most common)',
        },
        {
          reaction: 'Fluid retention, asthenia, pain, nausea, diarrhoea, vomiting, mucositis',
          frequency: '>10% (label list of most common)',
        },
        {
          reaction: 'Alopecia, skin reactions, myalgia',
          frequency: '>10% (label list of most common)',
        },
      ],
      serious: [
        'Treatment-related death, higher with abnormal liver function, higher doses and NSCLC after platinum at 100 mg/m2 (boxed).',
        'Severe neutropenia, severe hypersensitivity including fatal anaphylaxis, severe fluid retention (boxed).',
        'Enterocolitis and neutropenic colitis; cystoid macular oedema; severe skin reactions; second primary malignancies.',
        'Alcohol intoxication from the ethanol content.',
      ],
    },
    sources: [label('Taxotere (docetaxel)', PLR_SECTIONS), NIOSH_2024],
  },

  doxorubicin: {
    indications: [
      'Adjuvant treatment of women with axillary node-positive breast cancer after resection, as part of multi-agent chemotherapy.',
      'ALL, AML, Hodgkin and non-Hodgkin lymphoma.',
      "Metastatic breast, ovarian, transitional cell bladder, thyroid, gastric and bronchogenic carcinoma; metastatic Wilms' tumour, neuroblastoma, soft tissue and bone sarcomas.",
    ],
    dosing: [
      {
        indication: 'Adjuvant breast cancer',
        dose: '60 mg/m2 IV bolus on day 1 of each 21-day cycle with cyclophosphamide, for 4 cycles.',
        modifications: [
          'Neutropenic fever or infection with the AC regimen: later doses could be reduced to 75%; delay the next cycle until ANC is at least 1,000/mm3, platelets at least 100,000/mm3 and non-haematological toxicity has resolved.',
        ],
      },
      {
        indication: 'Other cancers',
        dose: 'Single agent: 60-75 mg/m2 IV every 21 days. In combination: 40-75 mg/m2 IV every 21-28 days; use the lower dose or longer intervals in heavily pretreated, elderly or obese patients.',
        modifications: [
          'Signs or symptoms of cardiomyopathy: stop doxorubicin.',
          'Cumulative doses above 550 mg/m2 raise the risk of cardiomyopathy; count other anthracyclines.',
        ],
      },
      {
        indication: 'Hepatic impairment',
        dose: 'Serum bilirubin 1.2-3 mg/dL: reduce the dose by 50%; 3.1-5 mg/dL: reduce by 75%.',
        modifications: [
          'Bilirubin above 5 mg/dL or Child-Pugh C: contraindicated (do not start; stop).',
        ],
      },
    ],
    administration: [
      'Give as an IV bolus into the tubing of a freely running 0.9% sodium chloride or 5% dextrose infusion, or dilute for continuous infusion; never IM or subcutaneously.',
      'Vesicant: extravasation causes severe tissue necrosis. Stop the injection at once, apply ice and resite; burning or stinging suggests perivenous infiltration.',
      'Protect diluted solutions from light until the infusion is complete; do not mix with heparin or other drugs.',
      'Red discoloration of urine for 1-2 days is expected.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm; avoid in the first trimester. Females of reproductive potential use effective contraception during treatment and for 6 months after; males with such partners for 3 months.',
    lactation:
      'Doxorubicin is found in breast milk: advise not to breastfeed during treatment (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Alopecia (AC adjuvant)', frequency: '92%' },
        { reaction: 'Vomiting within 12 hours (AC adjuvant)', frequency: '34%' },
        { reaction: 'Vomiting after 12 hours (AC adjuvant)', frequency: '37%' },
        { reaction: 'Grade 3 leukopenia (AC adjuvant)', frequency: '3.4%' },
        { reaction: 'Shock or sepsis (AC adjuvant)', frequency: '2%' },
      ],
      serious: [
        'Cardiomyopathy: 1-20% at cumulative 300-500 mg/m2 given every 3 weeks; higher with cardiotoxic therapy or mediastinal radiation (boxed).',
        'Secondary AML and MDS (boxed).',
        'Extravasation with tissue necrosis (boxed); severe myelosuppression (boxed).',
        'Arrhythmias, tumour lysis syndrome, radiation recall and sensitisation.',
      ],
    },
    sources: [
      label(
        'Doxorubicin hydrochloride injection (Pfizer)',
        PLR_SECTIONS,
        'https://www.pfizermedicalinformation.com/en-us/doxorubicin/dosage-admin',
      ),
      NIOSH_2024,
    ],
  },
};

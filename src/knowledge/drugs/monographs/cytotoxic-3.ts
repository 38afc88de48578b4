import type { MonographInput } from '../../../core/knowledge/drug';
import { NIOSH_2024 } from '../monograph-sources';
import {
  CONTRACEPTION_83,
  NO_BREASTFEEDING,
  NO_PERCENT,
  OLD_PREGNANCY,
  OLD_SECTIONS,
  PLR_SECTIONS,
  STOP_BREASTFEEDING,
  TABLE_1,
  TABLE_1_ORAL,
  label,
} from './cytotoxic-shared';

/** Nadir-based dose table shared by the nitrosourea labels (BiCNU, Gleostine 2.3). */
const NITROSOUREA_NADIR =
  'Next dose by the nadir after the previous one: leukocytes at least 3,000/mm3 and platelets at least 75,000/mm3, full dose; leukocytes 2,000-2,999 or platelets 25,000-74,999, 70%; leukocytes below 2,000 or platelets below 25,000, 50%.';
const NITROSOUREA_REPEAT =
  'Repeat only after platelets exceed 100,000/mm3 and leukocytes 4,000/mm3, and not sooner than 6 weeks (myelosuppression is delayed and cumulative).';

/** Batch 3: alkylating agents, nitrosoureas, triazenes and lurbinectedin. */
export const cytotoxicMonographs3: Record<string, MonographInput> = {
  ifosfamide: {
    indications: [
      'Germ cell testicular cancer, third-line, in combination with other approved agents and with mesna for prophylaxis of haemorrhagic cystitis.',
    ],
    dosing: [
      {
        indication: 'Germ cell testicular cancer',
        dose: '1.2 g/m2 IV daily for 5 consecutive days, repeated every 3 weeks or after recovery from haematological toxicity.',
        modifications: [
          'Avoid giving with WBC below 2,000/uL, platelets below 50,000/uL or active infection (5.1).',
          'Encephalopathy: stop ifosfamide and give supportive care until it resolves (5.2).',
          'Renal or hepatic impairment: not studied; nephrotoxicity and encephalopathy are more likely.',
        ],
      },
    ],
    administration: [
      'Slow IV infusion over at least 30 minutes; dilute to 0.6-20 mg/mL in 5% dextrose, 0.9% sodium chloride, lactated Ringer’s or sterile water.',
      'Give with mesna and with at least 2 L of oral or IV fluid a day to prevent haemorrhagic cystitis.',
      'Check urine for red cells, and renal function, before each dose; assess mental status during and after the infusion.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Alopecia', frequency: '83%' },
        { reaction: 'Nausea and vomiting', frequency: '58%' },
        { reaction: 'Leukopenia', frequency: '50%' },
        { reaction: 'Haematuria', frequency: '46%' },
        { reaction: 'Metabolic acidosis', frequency: '31%' },
        { reaction: 'Thrombocytopenia', frequency: '20%' },
        { reaction: 'CNS toxicity', frequency: '12%' },
      ],
      serious: [
        'Severe myelosuppression and fatal infection (boxed).',
        'Encephalopathy, which can be fatal (boxed).',
        'Nephrotoxicity with renal failure and Fanconi-like tubular damage (boxed).',
        'Haemorrhagic cystitis, reduced by mesna (boxed); cardiotoxicity; pulmonary toxicity; veno-occlusive liver disease.',
      ],
    },
    sources: [label('Ifex (ifosfamide)', PLR_SECTIONS), NIOSH_2024],
  },

  melphalan: {
    indications: [
      'Multiple myeloma: palliative treatment (tablets, or IV when oral therapy is not appropriate).',
      'Multiple myeloma: high-dose conditioning before autologous stem cell transplantation (Evomela).',
      'Non-resectable epithelial ovarian carcinoma: palliative treatment (tablets).',
    ],
    dosing: [
      {
        indication: 'Multiple myeloma, palliative IV',
        dose: '16 mg/m2 IV over 15-20 minutes every 2 weeks for 4 doses, then every 4 weeks after recovery from toxicity.',
        modifications: [
          'BUN of 30 mg/dL or more: consider reducing the dose by up to 50%.',
          'Stop until recovery if leukocytes fall below 3,000/uL or platelets below 100,000/uL (older label).',
        ],
      },
      {
        indication: 'Conditioning before autologous transplant (Evomela)',
        dose: '100 mg/m2/day IV over 30 minutes on 2 consecutive days (day -3 and day -2); use adjusted ideal body weight for BSA when weight exceeds 130% of ideal.',
        modifications: [],
      },
      {
        indication: 'Tablets',
        dose: 'Myeloma: for example 6 mg once daily for 2-3 weeks, then maintenance after count recovery. Ovarian cancer: 0.2 mg/kg daily for 5 days every 4-5 weeks.',
        modifications: [],
      },
    ],
    administration: [
      'IV: reconstitute and dilute as the product label states and give within its stability time (conventional melphalan is unstable once diluted).',
      'Evomela: infuse over 30 minutes; prophylactic antiemetics recommended.',
      'Tablets: swallow whole; handle with gloves.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: 'Do not breastfeed during treatment and for 1 week after the last dose.',
    adverseReactions: {
      common: [
        {
          reaction: 'Bone marrow suppression (leukopenia, thrombocytopenia, anaemia)',
          frequency: NO_PERCENT,
        },
        { reaction: 'Nausea, vomiting, diarrhoea, oral ulceration', frequency: NO_PERCENT },
        { reaction: 'Hypersensitivity including anaphylaxis (IV)', frequency: 'about 2%' },
      ],
      serious: [
        'Severe myelosuppression with infection or bleeding (boxed).',
        'Hypersensitivity and anaphylaxis (boxed).',
        'Leukaemogenic: secondary AML and MDS (boxed).',
        'Gastrointestinal toxicity and hepatotoxicity at conditioning doses; embryo-fetal toxicity; infertility.',
      ],
    },
    sources: [
      label('Alkeran (melphalan) injection and tablets', OLD_SECTIONS),
      label('Evomela (melphalan)', PLR_SECTIONS),
      NIOSH_2024,
    ],
  },

  bendamustine: {
    indications: [
      'Chronic lymphocytic leukaemia (efficacy against first-line therapies other than chlorambucil not established).',
      'Indolent B-cell non-Hodgkin lymphoma that progressed during or within 6 months of rituximab or a rituximab-containing regimen.',
    ],
    dosing: [
      {
        indication: 'Chronic lymphocytic leukaemia',
        dose: '100 mg/m2 IV on days 1 and 2 of a 28-day cycle, up to 6 cycles.',
        modifications: [
          'Grade 3 or higher haematological toxicity: 50 mg/m2 on days 1 and 2; if it recurs, 25 mg/m2.',
          'Clinically significant grade 3 or higher non-haematological toxicity: 50 mg/m2.',
        ],
      },
      {
        indication: 'Indolent B-cell NHL',
        dose: '120 mg/m2 IV on days 1 and 2 of a 21-day cycle, up to 8 cycles.',
        modifications: [
          'Grade 4 haematological toxicity: 90 mg/m2 on days 1 and 2; if it recurs, 60 mg/m2.',
          'Grade 3 or higher non-haematological toxicity: 90 mg/m2, then 60 mg/m2.',
        ],
      },
      {
        indication: 'All indications',
        dose: 'Delay for grade 4 haematological or clinically significant grade 2 or higher non-haematological toxicity; restart when ANC is at least 1,000/uL and platelets at least 75,000/uL and other toxicity is grade 1 or less.',
        modifications: [
          'Moderate (AST/ALT 2.5-10 x ULN and bilirubin 1.5-3 x ULN) or severe (bilirubin above 3 x ULN) hepatic impairment: do not use.',
          'Severe renal impairment: do not use (CrCl threshold per the product label, 8.6).',
        ],
      },
    ],
    administration: [
      'Infusion time depends on the product: Treanda over 30 minutes (CLL) or 60 minutes (NHL); Bendeka and Belrapzo concentrated solutions over 10 minutes.',
      'Dilute in 0.9% sodium chloride (or 2.5% dextrose/0.45% sodium chloride) as the product label states.',
      'Can cause extravasation injury: monitor the infusion site.',
      'Consider allopurinol and hydration in patients at high risk of tumour lysis; watch for severe skin reactions, especially with allopurinol.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction: 'Pyrexia, nausea, vomiting (CLL)',
          frequency: 'most common non-haematological (label list)',
        },
        {
          reaction: 'Nausea, fatigue, vomiting, diarrhoea, pyrexia, constipation, anorexia (NHL)',
          frequency: 'most common non-haematological (label list)',
        },
        {
          reaction: 'Lymphopenia, anaemia, leukopenia, thrombocytopenia, neutropenia',
          frequency: 'most common haematological (label list)',
        },
      ],
      serious: [
        'Myelosuppression and serious infections including reactivation (5.1, 5.2).',
        'Anaphylaxis and infusion reactions (5.3); tumour lysis syndrome (5.4).',
        'Severe skin reactions including SJS/TEN (5.5); hepatotoxicity (5.6); other malignancies (5.7); extravasation injury (5.8).',
      ],
    },
    sources: [label('Treanda (bendamustine)', PLR_SECTIONS), NIOSH_2024],
  },

  chlorambucil: {
    indications: [
      'Chronic lymphocytic leukaemia.',
      'Malignant lymphomas including lymphosarcoma and giant follicular lymphoma, and Hodgkin lymphoma (palliative; not curative).',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '0.1-0.2 mg/kg orally once daily for 3-6 weeks (usually 4-10 mg a day); alternative intermittent schedules start at 0.4 mg/kg every 2 or 4 weeks.',
        modifications: [
          'Lymphocytic infiltration of the marrow or hypoplastic marrow: do not exceed 0.1 mg/kg daily.',
          'Within 4 weeks of a full course of radiotherapy or myelosuppressive chemotherapy: reduce the dose.',
          'Maintenance doses should not exceed 0.1 mg/kg daily; monitor counts weekly.',
          'Hepatic impairment: monitor closely and consider a lower dose.',
        ],
      },
    ],
    administration: [
      'Oral tablets; swallow whole (do not crush or split).',
      'Seizure risk is higher in children with nephrotic syndrome, after high pulse doses and with a seizure history.',
    ],
    hazardous: TABLE_1_ORAL,
    pregnancy: OLD_PREGNANCY,
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction: 'Bone marrow suppression (neutropenia, thrombocytopenia, anaemia)',
          frequency: 'most common (no % in label)',
        },
        {
          reaction: 'Nausea, vomiting, diarrhoea, oral ulceration',
          frequency: 'infrequent (no % in label)',
        },
      ],
      serious: [
        'Severe bone marrow suppression (boxed).',
        'Carcinogenic (secondary leukaemia), mutagenic and teratogenic; infertility (boxed).',
        'Seizures; severe skin reactions including SJS/TEN; hepatotoxicity; pulmonary fibrosis.',
      ],
    },
    sources: [label('Leukeran (chlorambucil)', OLD_SECTIONS), NIOSH_2024],
  },

  busulfan: {
    indications: [
      'IV (Busulfex): with cyclophosphamide as conditioning before allogeneic haematopoietic progenitor cell transplantation for chronic myeloid leukaemia.',
      'Oral (Myleran): palliative treatment of chronic myeloid leukaemia.',
    ],
    dosing: [
      {
        indication: 'Conditioning (IV)',
        dose: '0.8 mg/kg (ideal or actual body weight, whichever is lower; adjusted ideal body weight in obesity) IV over 2 hours every 6 hours for 4 days (16 doses, days -7 to -4), followed by cyclophosphamide 60 mg/kg on days -3 and -2.',
        modifications: [
          'Start seizure prophylaxis (anticonvulsant) before the first dose and continue through treatment.',
        ],
      },
      {
        indication: 'CML (oral)',
        dose: 'Induction about 60 micrograms/kg (1.8 mg/m2) daily, usually 4-8 mg a day; stop when the leukocyte count falls to about 15,000/uL; maintenance 1-3 mg daily if remission is short.',
        modifications: [
          'Withhold at the first sign of abnormal marrow depression; counts may keep falling for a month after stopping.',
        ],
      },
    ],
    administration: [
      'IV: dilute in 0.9% sodium chloride or 5% dextrose and infuse over 2 hours through a central venous catheter, with an infusion pump.',
      'Premedicate with anticonvulsants and antiemetics.',
      'Oral tablets: swallow whole.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm. Females of reproductive potential use effective contraception during treatment and for 6 months after; males with such partners for 3 months (Busulfex 8.3).',
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Profound myelosuppression', frequency: 'all patients (conditioning)' },
        {
          reaction: 'Nausea, stomatitis, vomiting, anorexia, diarrhoea, insomnia, fever',
          frequency: 'most common (IV, label list)',
        },
        {
          reaction:
            'Hypomagnesaemia, abdominal pain, anxiety, headache, hyperglycaemia, hypokalaemia',
          frequency: 'most common (IV, label list)',
        },
      ],
      serious: [
        'Severe, prolonged myelosuppression requiring stem cell support (boxed).',
        'Seizures; hepatic veno-occlusive disease; cardiac tamponade (children with thalassaemia).',
        'Bronchopulmonary dysplasia with pulmonary fibrosis; secondary malignancy; infertility.',
      ],
    },
    sources: [
      label('Busulfex (busulfan) injection', PLR_SECTIONS),
      label('Myleran (busulfan) tablets', OLD_SECTIONS),
      NIOSH_2024,
    ],
  },

  carmustine: {
    indications: [
      'Brain tumours: glioblastoma, brainstem glioma, medulloblastoma, astrocytoma, ependymoma and metastatic brain tumours.',
      'Multiple myeloma, with prednisone.',
      'Relapsed or refractory Hodgkin and non-Hodgkin lymphoma, with other agents.',
    ],
    dosing: [
      {
        indication: 'All indications (single agent, untreated patients)',
        dose: '150-200 mg/m2 IV every 6 weeks, as one dose or divided (for example 75-100 mg/m2 on 2 successive days).',
        modifications: [
          NITROSOUREA_NADIR,
          NITROSOUREA_REPEAT,
          'Reduce when combined with other myelosuppressive drugs or with depleted marrow.',
        ],
      },
    ],
    administration: [
      'Reconstitute with the supplied ethanol diluent, then sterile water; dilute further as the label directs and infuse over at least 2 hours (faster infusion causes pain and flushing).',
      'Use glass or polyolefin (non-PVC) containers; protect from light.',
      'Skin contact causes hyperpigmentation: wear impervious gloves.',
      'Baseline and periodic pulmonary function tests; the risk of lung toxicity rises steeply above a cumulative 1,400 mg/m2.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Delayed myelosuppression (nadir 4-6 weeks)', frequency: NO_PERCENT },
        { reaction: 'Nausea and vomiting within 2 hours of the dose', frequency: NO_PERCENT },
        { reaction: 'Flushing and burning along the vein during infusion', frequency: NO_PERCENT },
      ],
      serious: [
        'Delayed, cumulative myelosuppression with bleeding and infection (boxed).',
        'Pulmonary toxicity, which can appear years later and be fatal, especially after childhood treatment (boxed).',
        'Hepatotoxicity, nephrotoxicity, secondary malignancies, ocular toxicity.',
      ],
    },
    sources: [label('BiCNU (carmustine)', PLR_SECTIONS), NIOSH_2024],
  },

  lomustine: {
    indications: [
      'Primary and metastatic brain tumours after surgery and/or radiotherapy.',
      'Hodgkin lymphoma that progressed after initial chemotherapy, in combination.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '130 mg/m2 orally as a single dose every 6 weeks (round to the nearest 10 mg); 100 mg/m2 every 6 weeks with compromised marrow function.',
        modifications: [NITROSOUREA_NADIR, NITROSOUREA_REPEAT],
      },
    ],
    administration: [
      'Dispense only the number of capsules for ONE dose: fatal overdoses have followed daily dosing of a whole bottle.',
      'Take as a single dose; prophylactic antiemetics advised; swallow capsules whole and avoid contact with broken capsules.',
    ],
    hazardous: TABLE_1_ORAL,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'WBC below 5,000/mm3 at 130 mg/m2', frequency: '65%' },
        { reaction: 'WBC below 3,000/mm3 at 130 mg/m2', frequency: '36%' },
        { reaction: 'Nausea and vomiting 3-6 hours after the dose', frequency: NO_PERCENT },
      ],
      serious: [
        'Delayed, cumulative myelosuppression; thrombocytopenia usually more severe than leukopenia (boxed).',
        'Fatal overdose from dispensing errors (boxed).',
        'Pulmonary infiltrates and fibrosis, usually above a cumulative 1,100 mg/m2; secondary leukaemia; nephrotoxicity.',
      ],
    },
    sources: [label('Gleostine (lomustine)', PLR_SECTIONS), NIOSH_2024],
  },

  temozolomide: {
    indications: [
      'Newly diagnosed glioblastoma, with radiotherapy and then as maintenance.',
      'Refractory anaplastic astrocytoma.',
    ],
    dosing: [
      {
        indication: 'Newly diagnosed glioblastoma',
        dose: 'Concomitant phase: 75 mg/m2 once daily for 42 days with focal radiotherapy. Maintenance (4 weeks later): 150 mg/m2 once daily on days 1-5 of a 28-day cycle for cycle 1, then 200 mg/m2 from cycle 2 if tolerated, for 6 cycles.',
        modifications: [
          'Concomitant phase: interrupt for ANC 500-1,499/uL, platelets 10,000-99,999/uL or grade 2 non-haematological toxicity; stop for ANC below 500/uL, platelets below 10,000/uL or grade 3-4 non-haematological toxicity.',
          'Maintenance: reduce by one level (50 mg/m2) for nadir ANC below 1,000/uL, platelets below 50,000/uL or grade 3 non-haematological toxicity; stop if 100 mg/m2 is not tolerated or for grade 4 toxicity.',
          'Pneumocystis pneumonia prophylaxis during the concomitant phase (and longer with lymphopenia).',
        ],
      },
      {
        indication: 'Refractory anaplastic astrocytoma',
        dose: '150 mg/m2 once daily on days 1-5 of each 28-day cycle, increasing to 200 mg/m2 if counts allow.',
        modifications: ['Same count-based reductions as maintenance.'],
      },
    ],
    administration: [
      'Capsules: swallow whole with water, consistently with or without food (an empty stomach or bedtime dosing may reduce nausea); do not open or chew.',
      'IV: infuse over 90 minutes (same dose as oral).',
      'CBC before each cycle and on day 22 (or within 48 hours of it); liver tests at baseline, mid-cycle 1, before each cycle and 2-4 weeks after the last dose.',
    ],
    hazardous: TABLE_1_ORAL,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction:
            'Alopecia, fatigue, nausea, vomiting, headache, constipation, anorexia, convulsions',
          frequency: '≥20% (glioblastoma, label list)',
        },
        { reaction: 'Grade 3-4 lymphopenia (anaplastic astrocytoma)', frequency: '55%' },
        { reaction: 'Grade 3-4 thrombocytopenia (anaplastic astrocytoma)', frequency: '19%' },
        { reaction: 'Grade 3-4 neutropenia (anaplastic astrocytoma)', frequency: '14%' },
      ],
      serious: [
        'Myelosuppression, more in women and older patients (5.1).',
        'Pneumocystis pneumonia and other opportunistic infections; HBV reactivation.',
        'Hepatotoxicity; MDS and secondary malignancies; embryo-fetal toxicity.',
      ],
    },
    sources: [label('Temodar (temozolomide)', PLR_SECTIONS), NIOSH_2024],
  },

  dacarbazine: {
    indications: [
      'Metastatic malignant melanoma.',
      'Hodgkin lymphoma, second line in combination with other agents.',
    ],
    dosing: [
      {
        indication: 'Metastatic melanoma',
        dose: '2-4.5 mg/kg IV daily for 10 days, repeated every 4 weeks; or 250 mg/m2 daily for 5 days, repeated every 3 weeks.',
        modifications: [],
      },
      {
        indication: 'Hodgkin lymphoma (combination)',
        dose: '150 mg/m2 IV daily for 5 days, repeated every 4 weeks; or 375 mg/m2 on day 1, repeated every 15 days.',
        modifications: [
          'Haematopoietic toxicity may require suspending or stopping treatment.',
          'Use with caution in renal or hepatic impairment (no figures in the label).',
        ],
      },
    ],
    administration: [
      'IV only; reconstitute with sterile water (10 mg/mL) and give by injection or dilute in 5% dextrose or 0.9% sodium chloride for infusion.',
      'Protect from light; avoid extravasation (tissue damage and severe pain).',
      'Restricting oral intake for 4-6 hours before treatment may lessen vomiting; advise sun protection.',
    ],
    hazardous: TABLE_1,
    pregnancy: OLD_PREGNANCY,
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Anorexia, nausea and vomiting with the first doses', frequency: 'over 90%' },
        {
          reaction: 'Leukopenia and thrombocytopenia',
          frequency: 'most common toxicity (no % in label)',
        },
        {
          reaction: 'Flu-like syndrome (fever, myalgia, malaise)',
          frequency: 'infrequent (no % in label)',
        },
      ],
      serious: [
        'Haematopoietic depression (boxed).',
        'Hepatic necrosis and hepatic vein thrombosis (boxed).',
        'Carcinogenic and teratogenic in animals (boxed); anaphylaxis.',
      ],
    },
    sources: [label('Dacarbazine for injection', OLD_SECTIONS), NIOSH_2024],
  },

  procarbazine: {
    indications: ["Stage III and IV Hodgkin's disease, as part of the MOPP regimen."],
    dosing: [
      {
        indication: "Hodgkin's disease",
        dose: 'Adults: 2-4 mg/kg daily (single or divided) for the first week, then 4-6 mg/kg daily until maximum response or until leukocytes fall below 4,000/mm3 or platelets below 100,000/mm3; maintenance 1-2 mg/kg daily. In MOPP: 100 mg/m2 daily for 14 days.',
        modifications: [
          'Stop for CNS signs (paraesthesia, neuropathy, confusion), leukopenia below 4,000/mm3, thrombocytopenia below 100,000/mm3, hypersensitivity, stomatitis, diarrhoea or bleeding; resume at a lower dose after recovery.',
          'Renal or hepatic impairment increases toxicity; test both before and during treatment.',
        ],
      },
    ],
    administration: [
      'Oral capsules; swallow whole.',
      'Weak MAO inhibitor: avoid tyramine-rich foods, sympathomimetics, tricyclic antidepressants and other serotonergic or adrenergic drugs.',
      'Alcohol can cause a disulfiram-like reaction; CNS depressants add to sedation.',
      'Allow at least one month after radiotherapy or other myelosuppressive treatment before starting.',
    ],
    hazardous: TABLE_1_ORAL,
    pregnancy: OLD_PREGNANCY,
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Leukopenia, anaemia, thrombocytopenia', frequency: NO_PERCENT },
        { reaction: 'Nausea and vomiting', frequency: NO_PERCENT },
      ],
      serious: [
        'Myelosuppression with bleeding and infection.',
        'Neurotoxicity: paraesthesia, neuropathy, confusion, seizures.',
        'Hypertensive crisis with tyramine or sympathomimetics; haemolysis; secondary malignancy; infertility.',
      ],
    },
    sources: [label('Matulane (procarbazine)', OLD_SECTIONS), NIOSH_2024],
  },

  thiotepa: {
    indications: [
      'Class 3 beta-thalassaemia in children: with high-dose busulfan and cyclophosphamide before allogeneic HSCT, to reduce graft rejection (Tepadina).',
      'Adenocarcinoma of the breast or ovary.',
      'Superficial papillary carcinoma of the urinary bladder (intravesical).',
      'Control of intracavitary effusions from serosal metastases (intracavitary).',
    ],
    dosing: [
      {
        indication: 'Beta-thalassaemia conditioning (children)',
        dose: '5 mg/kg IV every 12 hours for 2 doses on day -6 before transplant, with busulfan and cyclophosphamide.',
        modifications: [],
      },
      {
        indication: 'Breast or ovarian adenocarcinoma',
        dose: '0.3-0.4 mg/kg IV at 1-4 week intervals.',
        modifications: ['Dose by blood counts; maintenance no more often than weekly.'],
      },
      {
        indication: 'Bladder carcinoma (intravesical)',
        dose: '60 mg in 30-60 mL of 0.9% sodium chloride retained for 2 hours, once weekly for 4 weeks.',
        modifications: [],
      },
      {
        indication: 'Intracavitary effusions',
        dose: '0.6-0.8 mg/kg instilled into the cavity (through the drainage tubing).',
        modifications: [],
      },
    ],
    administration: [
      'Reconstitute with sterile water, dilute in 0.9% sodium chloride and give through an in-line 0.2 micron filter.',
      'High doses are excreted through the skin: have the patient bathe and change clothing, linen and occlusive dressings frequently through 48 hours after the last dose (skin discolouration and desquamation).',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Myelosuppression', frequency: 'all patients at conditioning doses' },
        {
          reaction: 'Mucositis, infections, skin discolouration and rash (conditioning)',
          frequency: NO_PERCENT,
        },
      ],
      serious: [
        'Severe marrow suppression; carcinogenicity (boxed).',
        'Hepatic veno-occlusive disease; CNS toxicity; cutaneous toxicity.',
        'Haemorrhagic cystitis and bladder irritation with intravesical use.',
      ],
    },
    sources: [
      label('Tepadina (thiotepa)', PLR_SECTIONS),
      label('Thiotepa for injection', OLD_SECTIONS),
      NIOSH_2024,
    ],
  },

  lurbinectedin: {
    indications: [
      'Metastatic small cell lung cancer that progressed on or after platinum-based chemotherapy (accelerated approval).',
      'Extensive-stage small cell lung cancer without progression after first-line atezolizumab, carboplatin and etoposide: maintenance with atezolizumab.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '3.2 mg/m2 IV over 60 minutes every 21 days; with atezolizumab, give atezolizumab first on the same day.',
        modifications: [
          'Start only with ANC at least 1,500/mm3 and platelets at least 100,000/mm3.',
          'Dose reductions: 2.6 mg/m2, then 2 mg/m2; stop if 2 mg/m2 is not tolerated or a delay exceeds 2 weeks.',
          'Grade 4 or febrile neutropenia: withhold until grade 1 or less, resume at a lower dose (isolated grade 4 neutropenia may get G-CSF instead).',
          'Grade 3 thrombocytopenia with bleeding or grade 4: withhold until platelets are at least 100,000/mm3, resume lower.',
          'Hepatotoxicity grade 2: withhold, resume at the same dose; grade 3 or more: withhold, resume lower or stop. Rhabdomyolysis grade 3 or more: stop.',
        ],
      },
    ],
    administration: [
      'Reconstitute with sterile water and dilute in 0.9% sodium chloride or 5% dextrose; infuse over 60 minutes (peripheral or central line).',
      'Give antiemetic premedication (a corticosteroid and a 5-HT3 antagonist) before each dose.',
      'Avoid strong and moderate CYP3A inhibitors and inducers.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation:
      'Advise not to breastfeed during treatment and for the period after the last dose stated in 8.2.',
    adverseReactions: {
      common: [
        {
          reaction: 'Leukopenia, lymphopenia, neutropenia, anaemia, thrombocytopenia',
          frequency: '≥20% (label list, including laboratory abnormalities)',
        },
        {
          reaction:
            'Fatigue, nausea, decreased appetite, musculoskeletal pain, constipation, dyspnoea, vomiting, cough, diarrhoea',
          frequency: '≥20% (label list)',
        },
        {
          reaction: 'Raised creatinine, ALT, AST and glucose; low albumin, sodium and magnesium',
          frequency: '≥20% (label list)',
        },
      ],
      serious: [
        'Myelosuppression including febrile neutropenia and sepsis (5.1).',
        'Hepatotoxicity (5.2); extravasation with tissue necrosis (5.3); rhabdomyolysis (5.4).',
        'Embryo-fetal toxicity (5.5).',
      ],
    },
    sources: [label('Zepzelca (lurbinectedin)', PLR_SECTIONS), NIOSH_2024],
  },
};

import type { MonographInput } from '../../../core/knowledge/drug';
import { NIOSH_2024 } from '../monograph-sources';
import { NO_PERCENT, OLD_SECTIONS, PLR_SECTIONS, TABLE_1, label } from './cytotoxic-shared';

/** Batch 2: the other most-used cytotoxics (alkylator, antimetabolites, topoisomerase and vinca agents). */
export const cytotoxicMonographs2: Record<string, MonographInput> = {
  cyclophosphamide: {
    indications: [
      "Malignant lymphomas (Hodgkin's, lymphocytic, mixed-cell, histiocytic, Burkitt's), multiple myeloma.",
      'Leukaemias: CLL, CML (not blast crisis), AML and monocytic leukaemia, ALL (in remission).',
      'Mycosis fungoides (advanced), neuroblastoma (disseminated), ovarian adenocarcinoma, retinoblastoma, breast carcinoma.',
      'Biopsy-proven minimal change nephrotic syndrome in children who failed or cannot tolerate corticosteroids (oral).',
    ],
    dosing: [
      {
        indication: 'Malignant diseases, IV',
        dose: 'Single agent, no haematological deficiency: 40-50 mg/kg IV in divided doses over 2-5 days; alternatives 10-15 mg/kg every 7-10 days or 3-5 mg/kg twice weekly. In combination regimens use the regimen dose (for example 600 mg/m2 with doxorubicin).',
        modifications: [
          'Adjust by tumour response and leukopenia; reduce when combined with other myelosuppressive drugs.',
          'Severe renal impairment (CrCl below 25 mL/min) raises exposure: monitor for toxicity; cyclophosphamide is dialysable.',
        ],
      },
      {
        indication: 'Malignant diseases, oral',
        dose: '1-5 mg/kg daily for both initial and maintenance treatment.',
        modifications: [],
      },
      {
        indication: 'Minimal change nephrotic syndrome (children)',
        dose: '2 mg/kg orally daily for 8-12 weeks (maximum cumulative 168 mg/kg).',
        modifications: [],
      },
    ],
    administration: [
      'IV: reconstitute, then inject directly or dilute for infusion in 5% dextrose, 0.9% sodium chloride or dextrose-saline; direct injection only of the solution made in 0.9% sodium chloride (water-reconstituted solution is hypotonic).',
      'Hydrate well and void often to lower the risk of haemorrhagic cystitis; give oral doses in the morning with plenty of fluid. Mesna is used with high doses.',
      'Oral: swallow tablets or capsules whole; do not cut, crush or chew.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm. Females of reproductive potential use highly effective contraception during treatment and for up to 1 year after it ends; males use condoms during treatment and for the period after stated in 8.3.',
    lactation:
      'Cyclophosphamide passes into breast milk: do not breastfeed during treatment (8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Neutropenia, febrile neutropenia, fever',
          frequency: 'most often reported (no % in label)',
        },
        { reaction: 'Alopecia', frequency: 'most often reported (no % in label)' },
        {
          reaction: 'Nausea, vomiting, diarrhoea',
          frequency: 'most often reported (no % in label)',
        },
      ],
      serious: [
        'Myelosuppression, immunosuppression and fatal infection (5.1).',
        'Haemorrhagic cystitis, pyelitis and nephrotoxicity (5.2).',
        'Cardiotoxicity, especially at high doses or with other cardiotoxic treatment (5.3); pulmonary toxicity (5.4).',
        'Secondary malignancies, veno-occlusive liver disease, hyponatraemia/SIADH, impaired wound healing, infertility.',
      ],
    },
    sources: [label('Cyclophosphamide injection and tablets', PLR_SECTIONS), NIOSH_2024],
  },

  fluorouracil: {
    indications: [
      'Adenocarcinoma of the colon and rectum.',
      'Adenocarcinoma of the breast.',
      'Gastric adenocarcinoma.',
      'Pancreatic adenocarcinoma.',
    ],
    dosing: [
      {
        indication: 'Colorectal cancer',
        dose: 'With leucovorin, alone or with oxaliplatin or irinotecan: 400 mg/m2 IV bolus on day 1 then 2,400-3,000 mg/m2 continuous infusion over 46 hours every 2 weeks. Bolus regimen with leucovorin: 500 mg/m2 on days 1, 8, 15, 22, 29 and 36 of 8-week cycles.',
        modifications: [],
      },
      {
        indication: 'Breast cancer',
        dose: 'In a cyclophosphamide-based regimen: 500 or 600 mg/m2 IV on days 1 and 8 every 28 days for 6 cycles.',
        modifications: [],
      },
      {
        indication: 'Gastric cancer',
        dose: 'In a platinum-containing regimen: 200-1,000 mg/m2 continuous IV infusion over 24 hours; frequency and cycle length depend on the regimen.',
        modifications: [],
      },
      {
        indication: 'Pancreatic cancer',
        dose: 'With leucovorin or in a leucovorin-containing regimen: 400 mg/m2 IV bolus on day 1 then 2,400 mg/m2 over 46 hours every 2 weeks.',
        modifications: [],
      },
      {
        indication: 'All indications',
        dose: 'Withhold for the toxicities below; resume at a reduced dose once they improve to grade 1.',
        modifications: [
          'Withhold for grade 3-4 diarrhoea, grade 2-3 palmar-plantar erythrodysaesthesia, grade 3-4 mucositis or grade 4 myelosuppression.',
          'Withhold for angina, myocardial ischaemia, arrhythmia or heart failure, hyperammonaemic encephalopathy, acute cerebellar syndrome, confusion or visual disturbance; the label gives no dose for resuming after these.',
          'Early-onset or unusually severe toxicity suggests DPD deficiency: withhold or stop; no dose is proven safe with complete absence of DPD activity.',
        ],
      },
    ],
    administration: [
      'IV bolus or continuous infusion by the regimen; avoid extravasation.',
      'Test for DPYD variants (or DPD activity) before starting where available; give uridine triacetate within 96 hours for overdose or early-onset severe toxicity.',
      'Do not mix in the same line with oxaliplatin or other acidic drugs (fluorouracil solution is alkaline).',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm (8.1). Verify pregnancy status; females of reproductive potential and males with such partners use effective contraception during treatment and for the period after the last dose stated in 8.3.',
    lactation: 'Advise not to breastfeed during treatment (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Stomatitis and oesophagopharyngitis', frequency: NO_PERCENT },
        { reaction: 'Diarrhoea, anorexia, nausea, vomiting', frequency: NO_PERCENT },
        { reaction: 'Leukopenia (nadir days 9-14)', frequency: NO_PERCENT },
        {
          reaction: 'Alopecia, dermatitis, palmar-plantar erythrodysaesthesia',
          frequency: NO_PERCENT,
        },
      ],
      serious: [
        'Serious or fatal toxicity with low or absent DPD activity (5.1).',
        'Cardiotoxicity: angina, myocardial infarction, arrhythmia, heart failure, more with continuous infusion (5.2).',
        'Hyperammonaemic encephalopathy; acute cerebellar syndrome and other neurotoxicity (5.3, 5.4).',
        'Severe diarrhoea, mucositis and myelosuppression; rising INR with warfarin (5.5-5.8).',
      ],
    },
    sources: [label('Fluorouracil injection', PLR_SECTIONS), NIOSH_2024],
  },

  gemcitabine: {
    indications: [
      'Advanced ovarian cancer relapsed at least 6 months after platinum-based therapy, with carboplatin.',
      'Metastatic breast cancer after anthracycline-containing adjuvant chemotherapy, first line with paclitaxel.',
      'Non-small cell lung cancer, inoperable locally advanced or metastatic, first line with cisplatin.',
      'Pancreatic adenocarcinoma, locally advanced or metastatic, first line as a single agent.',
    ],
    dosing: [
      {
        indication: 'Ovarian cancer',
        dose: '1,000 mg/m2 IV over 30 minutes on days 1 and 8 of each 21-day cycle, with carboplatin AUC 4 on day 1 after gemcitabine.',
        modifications: [
          'Day 1: ANC below 1,500/uL or platelets below 100,000/uL, delay the cycle. Day 8: ANC 1,000-1,499 or platelets 75,000-99,999, give 50%; lower, hold.',
          'After neutropenia or thrombocytopenia complications: permanently 800 mg/m2 on days 1 and 8, then 800 mg/m2 on day 1 only.',
        ],
      },
      {
        indication: 'Breast cancer',
        dose: '1,250 mg/m2 IV over 30 minutes on days 1 and 8 of each 21-day cycle, with paclitaxel 175 mg/m2 over 3 hours on day 1 before gemcitabine.',
        modifications: [
          'Day 8 reductions by ANC and platelets per Table 3 (75% or 50% of the dose, or hold).',
        ],
      },
      {
        indication: 'Non-small cell lung cancer',
        dose: '1,000 mg/m2 IV over 30 minutes on days 1, 8 and 15 of a 28-day cycle, or 1,250 mg/m2 on days 1 and 8 of a 21-day cycle, with cisplatin 100 mg/m2 on day 1 after gemcitabine.',
        modifications: [
          'ANC 500-999/uL or platelets 50,000-99,999/uL: 75% of the dose; ANC below 500 or platelets below 50,000: hold.',
        ],
      },
      {
        indication: 'Pancreatic cancer',
        dose: '1,000 mg/m2 IV over 30 minutes weekly for 7 weeks, 1 week off, then weekly on days 1, 8 and 15 of 28-day cycles.',
        modifications: ['Same ANC and platelet steps as NSCLC (75% or hold).'],
      },
      {
        indication: 'Non-haematological toxicity (all indications)',
        dose: 'Withhold or reduce by 50% for other grade 3-4 non-haematological toxicity until resolved (no change for alopecia, nausea or vomiting).',
        modifications: [
          'Stop permanently for severe pulmonary toxicity, haemolytic uraemic syndrome, severe hepatotoxicity, capillary leak syndrome or posterior reversible encephalopathy syndrome.',
        ],
      },
    ],
    administration: [
      'Infuse over 30 minutes; infusions longer than 60 minutes or dosing more often than weekly increase toxicity.',
      'Reconstitute and dilute in 0.9% sodium chloride.',
      'Not a vesicant.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm. Females of reproductive potential use effective contraception during treatment and for 6 months after the final dose; males with such partners for 3 months.',
    lactation: 'Do not breastfeed during treatment and for at least 1 week after the last dose.',
    adverseReactions: {
      common: [
        { reaction: 'Nausea with or without vomiting', frequency: 'about 60% (single agent)' },
        {
          reaction: 'Raised transaminases and alkaline phosphatase',
          frequency: 'about 60% (single agent)',
        },
        { reaction: 'Proteinuria and haematuria', frequency: 'about 50% (single agent)' },
        {
          reaction: 'Anaemia, neutropenia, thrombocytopenia, fever, rash, dyspnoea, oedema',
          frequency: '≥20% (label list of most common)',
        },
      ],
      serious: [
        'Myelosuppression (5.2); schedule-dependent toxicity with long infusions or more than weekly dosing (5.1).',
        'Pulmonary toxicity and respiratory failure (5.3).',
        'Haemolytic uraemic syndrome and renal failure (5.4); hepatotoxicity and liver failure (5.5).',
        'Capillary leak syndrome, PRES, radiation sensitisation and recall (5.7-5.9).',
      ],
    },
    sources: [
      label(
        'Gemcitabine injection (Pfizer)',
        PLR_SECTIONS,
        'https://www.pfizermedicalinformation.com/en-us/gemcitabine/dosage-admin',
      ),
      NIOSH_2024,
    ],
  },

  irinotecan: {
    indications: [
      'Metastatic colorectal carcinoma, first line with fluorouracil and leucovorin.',
      'Metastatic colorectal carcinoma recurred or progressed after fluorouracil-based therapy, as a single agent.',
    ],
    dosing: [
      {
        indication: 'With fluorouracil and leucovorin',
        dose: 'Regimen 1: 125 mg/m2 IV over 90 minutes on days 1, 8, 15 and 22 with bolus leucovorin and fluorouracil, every 6 weeks. Regimen 2: 180 mg/m2 over 90 minutes on days 1, 15 and 29 with infusional leucovorin and fluorouracil.',
        modifications: [
          'Reduce by dose level for neutropenia, neutropenic fever, diarrhoea and other toxicity per the label tables (levels of 25-30 mg/m2; further steps of about 20% beyond level -2).',
        ],
      },
      {
        indication: 'Single agent',
        dose: '125 mg/m2 IV over 90 minutes on days 1, 8, 15 and 22 then 2 weeks off; or 350 mg/m2 over 90 minutes every 3 weeks.',
        modifications: [
          'Weekly schedule: escalate by 25 mg/m2 (to 150 mg/m2) without toxicity; reduce by 25-50 mg/m2 per the label tables for neutropenia and diarrhoea.',
          'Begin a new cycle only when the granulocyte count is at least 1,500/mm3, platelets at least 100,000/mm3 and treatment-related diarrhoea has resolved.',
        ],
      },
      {
        indication: 'UGT1A1*28 homozygous and other risk factors',
        dose: 'Consider a starting dose at least one level lower in patients homozygous for UGT1A1*28 (and with raised bilirubin); increase later by tolerance.',
        modifications: ['Do not use in patients on dialysis; use caution in hepatic impairment.'],
      },
    ],
    administration: [
      'Dilute in 5% dextrose (preferred) or 0.9% sodium chloride to 0.12-2.8 mg/mL and infuse over 90 minutes.',
      'Premedicate with antiemetics (dexamethasone with a 5-HT3 antagonist) at least 30 minutes before.',
      'Early (cholinergic) diarrhoea, sweating or cramping within 24 hours: give atropine IV or SC unless contraindicated; late diarrhoea: loperamide at the first loose stool, with fluids and electrolytes.',
      'Avoid strong CYP3A4 inducers and inhibitors (and St John’s wort).',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential and males with such partners use effective contraception during treatment and for the period after the last dose stated in 8.3.',
    lactation: 'Stop breastfeeding during treatment (8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Nausea, vomiting, abdominal pain, diarrhoea, constipation, anorexia',
          frequency: '≥30% (single agent)',
        },
        {
          reaction: 'Neutropenia, leukopenia, anaemia',
          frequency: '≥30% (single agent)',
        },
        {
          reaction: 'Asthenia, fever, weight loss, alopecia',
          frequency: '≥30% (single agent)',
        },
      ],
      serious: [
        'Early and late diarrhoea, which can be severe and fatal (boxed).',
        'Severe myelosuppression and neutropenic fever (boxed).',
        'Hypersensitivity, renal failure, interstitial pulmonary disease.',
        'Greater toxicity with reduced UGT1A1 activity and with hepatic impairment.',
      ],
    },
    sources: [label('Camptosar (irinotecan)', PLR_SECTIONS), NIOSH_2024],
  },

  etoposide: {
    indications: [
      'Refractory testicular tumours, in combination with other approved chemotherapy.',
      'Small cell lung cancer, first line in combination with other approved chemotherapy.',
    ],
    dosing: [
      {
        indication: 'Testicular tumours',
        dose: '50-100 mg/m2 IV daily on days 1-5, or 100 mg/m2 on days 1, 3 and 5, every 3-4 weeks, in combination.',
        modifications: [],
      },
      {
        indication: 'Small cell lung cancer',
        dose: 'IV 35 mg/m2 daily for 4 days up to 50 mg/m2 daily for 5 days, every 3-4 weeks, in combination. Oral capsules: twice the IV dose, rounded to the nearest 50 mg.',
        modifications: [],
      },
      {
        indication: 'All indications',
        dose: 'Withhold further therapy when platelets fall below 50,000/mm3 or ANC below 500/mm3 until counts recover.',
        modifications: [
          'CrCl 15-50 mL/min: 75% of the dose (no data below 15 mL/min; consider further reduction).',
        ],
      },
    ],
    administration: [
      'Dilute in 5% dextrose or 0.9% sodium chloride to 0.2-0.4 mg/mL (precipitation above 0.4 mg/mL) and infuse over 30-60 minutes; rapid injection causes hypotension.',
      'Do not mix with other drugs; discard solutions with a precipitate.',
      'Stop the infusion for anaphylactic-type reactions (chills, fever, bronchospasm, hypotension).',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm (older label: pregnancy category D); advise women of childbearing potential to avoid pregnancy. The label gives no contraception duration.',
    lactation: 'Stop breastfeeding during treatment.',
    adverseReactions: {
      common: [
        { reaction: 'Leukopenia below 1,000/mm3', frequency: '3-17%' },
        { reaction: 'Thrombocytopenia below 50,000/mm3', frequency: '1-20%' },
        { reaction: 'Nausea and vomiting', frequency: '31-43%' },
        { reaction: 'Alopecia', frequency: '8-66%' },
        { reaction: 'Anaphylactic-like reactions', frequency: '0.7-2%' },
      ],
      serious: [
        'Severe myelosuppression with infection or bleeding (boxed).',
        'Hypotension with rapid infusion; anaphylactic-like reactions.',
        'Secondary leukaemia.',
      ],
    },
    sources: [label('Etoposide injection (Toposar)', OLD_SECTIONS), NIOSH_2024],
  },

  pemetrexed: {
    indications: [
      'Non-squamous non-small cell lung cancer: first line with pembrolizumab and platinum; first line with cisplatin; maintenance after platinum doublet; single agent after prior chemotherapy (not indicated for squamous histology).',
      'Unresectable malignant pleural mesothelioma, first line with cisplatin.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '500 mg/m2 IV over 10 minutes on day 1 of each 21-day cycle (with cisplatin 75 mg/m2 over 2 hours starting about 30 minutes later, where combined).',
        modifications: [
          'Give only when ANC is at least 1,500/mm3 and platelets at least 100,000/mm3.',
          'Nadir ANC below 500/mm3 with platelets at least 50,000/mm3, or platelets below 50,000/mm3 without bleeding: 75% of the previous dose; platelets below 50,000/mm3 with bleeding: 50%.',
          'Grade 3-4 mucositis: 50%; other grade 3-4 non-haematological toxicity: 75%.',
          'Stop for grade 3-4 neurotoxicity, or for grade 3-4 toxicity after two dose reductions.',
          'CrCl below 45 mL/min: not recommended.',
        ],
      },
    ],
    administration: [
      'Folic acid 400-1,000 micrograms orally daily from 7 days before the first dose until 21 days after the last; vitamin B12 1 mg IM in the week before the first dose and every 3 cycles.',
      'Dexamethasone 4 mg orally twice daily the day before, the day of and the day after each dose (skin reactions).',
      'CrCl 45-79 mL/min: avoid NSAIDs with short half-lives from 2 days before to 2 days after each dose.',
      'Reconstitute and dilute in 0.9% sodium chloride only (some products ready to dilute); infuse over 10 minutes.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm. Females of reproductive potential use effective contraception during treatment and for 6 months after the final dose; males with such partners for 3 months.',
    lactation:
      'Advise not to breastfeed during treatment and for the period after the last dose stated in 8.2.',
    adverseReactions: {
      common: [
        { reaction: 'Fatigue, nausea, anorexia (single agent)', frequency: '≥20%' },
        {
          reaction:
            'Vomiting, neutropenia, anaemia, stomatitis, thrombocytopenia, constipation (with cisplatin)',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Myelosuppression, reduced by folic acid and vitamin B12 (5.1).',
        'Renal failure and nephrogenic diabetes insipidus (5.2, 5.3).',
        'Bullous and exfoliative skin reactions (5.4); interstitial pneumonitis (5.5); radiation recall (5.6).',
      ],
    },
    sources: [label('Alimta (pemetrexed)', PLR_SECTIONS), NIOSH_2024],
  },

  vincristine: {
    indications: [
      'Acute leukaemia.',
      "In combination: Hodgkin's disease, non-Hodgkin lymphomas, rhabdomyosarcoma, neuroblastoma and Wilms' tumour.",
    ],
    dosing: [
      {
        indication: 'Adults',
        dose: '1.4 mg/m2 IV once weekly (many protocols cap each dose at 2 mg).',
        modifications: [
          'Serum bilirubin above 3 mg/dL: reduce the dose by 50%.',
          'Neurotoxicity is dose-related; reduce or stop for severe neuropathy or paralytic ileus.',
        ],
      },
      {
        indication: 'Children',
        dose: '1.5-2 mg/m2 IV once weekly; 10 kg or less: 0.05 mg/kg once weekly to start.',
        modifications: [],
      },
    ],
    administration: [
      'FOR INTRAVENOUS USE ONLY: fatal if given by other routes, including intrathecally. Dispense in the overwrap labelled accordingly; prefer a minibag to a syringe.',
      'Inject into the tubing of a running IV infusion (about 1 minute) through a securely placed needle or catheter.',
      'Vesicant: if extravasation occurs stop at once; local hyaluronidase and moderate heat are advised.',
      'With asparaginase give vincristine 12-24 hours before the enzyme; avoid radiation ports that include the liver.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm (older label: pregnancy category D); advise women of childbearing potential to avoid pregnancy. The label gives no contraception duration.',
    lactation: 'Stop breastfeeding during treatment.',
    adverseReactions: {
      common: [
        {
          reaction: 'Neuromuscular: paraesthesia, loss of reflexes, neuritic pain',
          frequency: 'most common (no % in label)',
        },
        { reaction: 'Alopecia', frequency: 'most common (no % in label)' },
        { reaction: 'Constipation and abdominal cramps', frequency: NO_PERCENT },
      ],
      serious: [
        'Fatal if given intrathecally or by any route other than IV (boxed).',
        'Paralytic ileus, cranial nerve palsies, foot drop, seizures, SIADH with hyponatraemia.',
        'Severe local injury on extravasation; acute bronchospasm (especially with mitomycin).',
      ],
    },
    sources: [label('Vincristine sulfate injection', OLD_SECTIONS), NIOSH_2024],
  },

  methotrexate: {
    indications: [
      'Acute lymphoblastic leukaemia, as part of combination chemotherapy; prophylaxis and treatment of meningeal leukaemia (intrathecal).',
      'Non-Hodgkin lymphoma and mycosis fungoides (cutaneous T-cell lymphoma).',
      'Osteosarcoma (high dose with leucovorin rescue), as part of combination chemotherapy.',
      'Gestational trophoblastic neoplasia.',
      'Non-oncological: rheumatoid arthritis, polyarticular juvenile idiopathic arthritis, severe psoriasis (weekly dosing).',
    ],
    dosing: [
      {
        indication: 'Acute lymphoblastic leukaemia',
        dose: 'Protocol-dependent: 10-5,000 mg/m2 IV within a multi-agent regimen; meningeal leukaemia by age-based intrathecal doses of a preservative-free product.',
        modifications: [
          'Withhold or reduce for myelosuppression, mucositis, renal, hepatic or pulmonary toxicity per the label and protocol.',
        ],
      },
      {
        indication: 'Osteosarcoma',
        dose: '12 g/m2 (maximum 20 g per dose) IV over 4 hours in a combination regimen, with leucovorin rescue, hydration and urine alkalinisation.',
        modifications: [
          'Measure methotrexate levels and serum creatinine to guide leucovorin; glucarpidase for toxic levels with delayed clearance from renal impairment.',
        ],
      },
      {
        indication: 'Psoriasis, rheumatoid arthritis (for reference)',
        dose: 'Once WEEKLY dosing (psoriasis 10-25 mg weekly); daily dosing in error has been fatal.',
        modifications: [],
      },
    ],
    administration: [
      'Verify the schedule on every order: weekly for non-oncological use; fatal errors with daily dosing.',
      'Intrathecal and high-dose use: only preservative-free products and diluents (benzyl alcohol causes severe neurotoxicity and gasping syndrome).',
      'High dose: hydrate, alkalinise urine to pH 7 or more, measure levels at 24, 48 and 72 hours and start leucovorin rescue on time.',
      'Drain third-space fluid (ascites, pleural effusion) before high doses; avoid NSAIDs, penicillins, probenecid and trimethoprim-sulfamethoxazole around doses.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause embryo-fetal toxicity and fetal death; contraindicated in pregnancy for non-neoplastic diseases. With cancer treatment use effective contraception during and after treatment for the periods stated in 8.3.',
    lactation:
      'Do not breastfeed during treatment and for the period after the last dose stated in 8.2.',
    adverseReactions: {
      common: [
        { reaction: 'Ulcerative stomatitis, nausea, abdominal distress', frequency: NO_PERCENT },
        { reaction: 'Leukopenia and other cytopenias', frequency: NO_PERCENT },
        { reaction: 'Raised transaminases', frequency: NO_PERCENT },
        { reaction: 'Fatigue, chills and fever, dizziness, infection', frequency: NO_PERCENT },
      ],
      serious: [
        'Bone marrow suppression and serious infection (boxed).',
        'Renal toxicity and delayed elimination; gastrointestinal toxicity (boxed).',
        'Hepatotoxicity, pulmonary toxicity, severe dermatological reactions (boxed).',
        'Neurotoxicity with intrathecal or high-dose use; tumour lysis syndrome; secondary lymphoma.',
      ],
    },
    sources: [label('Methotrexate injection', PLR_SECTIONS), NIOSH_2024],
  },

  cytarabine: {
    indications: [
      'Remission induction in acute non-lymphocytic (myeloid) leukaemia of adults and children, with other agents.',
      'Acute lymphocytic leukaemia and blast phase of chronic myeloid leukaemia.',
      'Prophylaxis and treatment of meningeal leukaemia (intrathecal, preservative-free product only).',
    ],
    dosing: [
      {
        indication: 'Acute non-lymphocytic leukaemia, induction (combination)',
        dose: '100 mg/m2/day by continuous IV infusion on days 1-7, or 100 mg/m2 IV every 12 hours on days 1-7.',
        modifications: [
          'Stop or modify when platelets fall below 50,000/mm3 or neutrophils below 1,000/mm3 (older label), guided by marrow status.',
        ],
      },
      {
        indication: 'Meningeal leukaemia (intrathecal)',
        dose: '5-75 mg/m2 intrathecally, from daily for 4 days to once every 4 days; most often 30 mg/m2 every 4 days until CSF is normal, then one more dose.',
        modifications: [],
      },
    ],
    administration: [
      'IV infusion or injection, or subcutaneous; intrathecal only with preservative-free product and diluent (no benzyl alcohol).',
      'Higher (experimental) doses cause cerebellar, ocular and pulmonary toxicity; check for nystagmus and ataxia before each high dose.',
      'Cytarabine syndrome (fever, myalgia, bone pain, rash, conjunctivitis) 6-12 hours after dosing may respond to corticosteroids.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm (older label: pregnancy category D); advise women of childbearing potential to avoid pregnancy. The label gives no contraception duration.',
    lactation: 'Stop breastfeeding during treatment.',
    adverseReactions: {
      common: [
        {
          reaction: 'Myelosuppression: leukopenia, thrombocytopenia, anaemia',
          frequency: 'most frequent (no % in label)',
        },
        {
          reaction: 'Nausea, vomiting, diarrhoea, oral and anal ulceration',
          frequency: 'most frequent (no % in label)',
        },
        {
          reaction: 'Hepatic dysfunction, fever, rash, thrombophlebitis',
          frequency: 'most frequent (no % in label)',
        },
      ],
      serious: [
        'Potent bone marrow suppression (boxed; treat in a facility able to support it).',
        'High-dose toxicity: cerebellar syndrome, keratitis, pulmonary oedema, bowel necrosis.',
        'Cytarabine syndrome; pancreatitis; anaphylaxis.',
      ],
    },
    sources: [label('Cytarabine injection', OLD_SECTIONS), NIOSH_2024],
  },
};

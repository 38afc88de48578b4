import type { MonographInput } from '../../../core/knowledge/drug';
import { NIOSH_2024 } from '../monograph-sources';
import {
  CONTRACEPTION_83,
  LABEL_LIST,
  NO_BREASTFEEDING,
  NO_PERCENT,
  OLD_PREGNANCY,
  OLD_SECTIONS,
  PLR_SECTIONS,
  STOP_BREASTFEEDING,
  TABLE_1,
  label,
} from './cytotoxic-shared';

/** The boxed administration warning the anthracycline labels share. */
const VINCA_ROUTE =
  'FOR INTRAVENOUS USE ONLY: fatal if given by other routes, including intrathecally. Label the syringe or bag and overwrap accordingly; prefer a minibag to a syringe.';

/** NIOSH 2024 placement this review could not confirm from the list text. */
const NIOSH_UNCONFIRMED: MonographInput['hazardous'] = {
  niosh: 'unknown',
  note: 'NIOSH 2024 table placement not confirmed in this review; handle as a hazardous drug (reproductive risk) until checked against the list.',
};

const ANTHRACYCLINE_VESICANT =
  'Vesicant: give only into the tubing of a freely running IV infusion, never IM or SC; extravasation causes severe local tissue necrosis.';

/** Batch 5: anthracyclines and other antitumour antibiotics, topoisomerase I and microtubule inhibitors, asparaginase, tretinoin and HDAC inhibitors. */
export const cytotoxicMonographs5: Record<string, MonographInput> = {
  daunorubicin: {
    indications: [
      'Acute non-lymphocytic (myelogenous, monocytic, erythroid) leukaemia in adults: remission induction, in combination.',
      'Acute lymphocytic leukaemia in adults and children: remission induction, in combination.',
    ],
    dosing: [
      {
        indication: 'Acute non-lymphocytic leukaemia, adults under 60',
        dose: '45 mg/m2/day IV on days 1, 2 and 3 of the first course and days 1 and 2 of later courses, with cytarabine 100 mg/m2/day by infusion for 7 days (first course) or 5 days (later courses); up to 3 courses may be needed.',
        modifications: [
          'Adults 60 and older: 30 mg/m2/day on the same schedule.',
          'Serum bilirubin 1.2-3 mg/dL: give 75% of the dose; bilirubin above 3 mg/dL or serum creatinine above 3 mg/dL: give 50%.',
        ],
      },
      {
        indication: 'Acute lymphocytic leukaemia, adults',
        dose: '45 mg/m2/day IV on days 1, 2 and 3, with vincristine, prednisone and asparaginase.',
        modifications: [],
      },
      {
        indication: 'Acute lymphocytic leukaemia, children',
        dose: '25 mg/m2 IV on day 1 every week with vincristine and prednisone, usually for 4 courses; under 2 years or below 0.5 m2, dose by weight (1 mg/kg).',
        modifications: [],
      },
    ],
    administration: [
      ANTHRACYCLINE_VESICANT,
      'Dilute the dose in 10-15 mL of 0.9% sodium chloride and inject into the side arm of a rapidly flowing infusion of 0.9% sodium chloride or 5% dextrose; do not mix with heparin or other drugs.',
      'Cumulative dose: heart failure risk rises above 400-550 mg/m2 in adults (400 mg/m2 after chest irradiation), 300 mg/m2 in children over 2 and 10 mg/kg under 2; check ECG and LVEF before each course.',
      'Urine may turn red for 1-2 days.',
    ],
    hazardous: TABLE_1,
    pregnancy: OLD_PREGNANCY,
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction: 'Myelosuppression (in all patients at therapeutic doses)',
          frequency: NO_PERCENT,
        },
        { reaction: 'Alopecia, nausea, vomiting, mucositis', frequency: NO_PERCENT },
      ],
      serious: [
        'Cumulative cardiomyopathy and potentially fatal heart failure, during or years after therapy (boxed).',
        'Severe myelosuppression with infection or haemorrhage (boxed).',
        'Severe tissue necrosis on extravasation (boxed); dose reduction needed in hepatic or renal impairment (boxed).',
      ],
    },
    sources: [label('Daunorubicin hydrochloride injection', OLD_SECTIONS), NIOSH_2024],
  },

  epirubicin: {
    indications: [
      'Adjuvant therapy of breast cancer with axillary node involvement after resection of the primary tumour.',
    ],
    dosing: [
      {
        indication: 'Adjuvant breast cancer',
        dose: '100-120 mg/m2 IV per cycle every 3-4 weeks, either all on day 1 or split between days 1 and 8. Label regimens: FEC-100 (epirubicin 100 mg/m2 day 1 every 21 days for 6 cycles) and CEF-120 (60 mg/m2 on days 1 and 8 every 28 days for 6 cycles, with prophylactic antibiotics).',
        modifications: [
          'Consider a lower starting dose (75-90 mg/m2) after heavy pretreatment, with marrow depression or with marrow infiltration.',
          'Nadir platelets below 50,000/uL, ANC below 250/uL, neutropenic fever or grade 3-4 non-haematological toxicity: next day-1 dose 75% of the current one; delay until platelets at least 100,000/uL, ANC at least 1,500/uL and non-haematological toxicity grade 1 or less.',
          'Split dosing: the day-8 dose is 75% of day 1 if platelets are 75,000-100,000/uL and ANC 1,000-1,499/uL; omit it below those counts or with grade 3-4 non-haematological toxicity.',
          'Bilirubin 1.2-3 mg/dL or AST 2-4 x ULN: half the starting dose; bilirubin above 3 mg/dL or AST above 4 x ULN: one quarter. Serum creatinine above 5 mg/dL: consider lower doses.',
        ],
      },
    ],
    administration: [
      'Infuse into a freely flowing IV line of 0.9% sodium chloride or 5% dextrose over 15-20 minutes at 100-120 mg/m2 (proportionally shorter at lower doses, but not under 3 minutes); direct push is not recommended.',
      ANTHRACYCLINE_VESICANT,
      'Cumulative dose: heart failure risk rises steeply above 900 mg/m2; assess LVEF before and during treatment.',
      'Patients on the 120 mg/m2 regimen receive prophylactic antibiotics (trimethoprim-sulfamethoxazole or a fluoroquinolone).',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction:
            'Alopecia, nausea and vomiting, mucositis, leukopenia, neutropenia, anaemia, amenorrhoea, hot flushes, lethargy',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Cardiomyopathy and heart failure; acute arrhythmias.',
        'Secondary AML and MDS; extravasation necrosis; severe myelosuppression.',
        'Tumour lysis syndrome; radiation recall; embryo-fetal toxicity.',
      ],
    },
    sources: [label('Ellence (epirubicin hydrochloride)', PLR_SECTIONS), NIOSH_2024],
  },

  idarubicin: {
    indications: [
      'Acute myeloid leukaemia in adults (FAB M1-M7), in combination with other approved antileukaemic drugs.',
    ],
    dosing: [
      {
        indication: 'AML induction',
        dose: '12 mg/m2 daily for 3 days by slow IV injection over 10-15 minutes, with cytarabine (100 mg/m2/day by continuous infusion for 7 days, or 25 mg/m2 bolus then 200 mg/m2/day for 5 days); a second course may follow if leukaemia persists.',
        modifications: [
          'Severe mucositis after the first course: delay the second course until recovery and consider a 25% dose reduction.',
          'Hepatic or renal impairment: consider reducing the dose; do not give if bilirubin is above 5 mg/dL.',
        ],
      },
    ],
    administration: [
      ANTHRACYCLINE_VESICANT,
      'Inject slowly over 10-15 minutes into the tubing of a freely running infusion of 0.9% sodium chloride or 5% dextrose.',
      'Do not mix with heparin (precipitate) or other drugs; urine may turn red.',
      'Check cardiac function (ECG, LVEF) and blood counts before and during treatment.',
    ],
    hazardous: TABLE_1,
    pregnancy: OLD_PREGNANCY,
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Infection (with cytarabine)', frequency: '95%' },
        { reaction: 'Haemorrhage (with cytarabine)', frequency: '63%' },
      ],
      serious: [
        'Myocardial toxicity with potentially fatal heart failure, more likely after prior anthracyclines or with cardiac disease (boxed).',
        'Severe myelosuppression (boxed); tissue necrosis on extravasation (boxed).',
        'Reduce the dose in hepatic or renal impairment (boxed).',
      ],
    },
    sources: [label('Idamycin PFS (idarubicin hydrochloride)', OLD_SECTIONS), NIOSH_2024],
  },

  mitoxantrone: {
    indications: [
      'Acute non-lymphocytic leukaemia in adults (myelogenous, promyelocytic, monocytic, erythroid): initial therapy in combination.',
      'Pain related to advanced hormone-refractory prostate cancer, with corticosteroids.',
      'Secondary progressive, progressive relapsing or worsening relapsing-remitting multiple sclerosis.',
    ],
    dosing: [
      {
        indication: 'ANLL induction',
        dose: '12 mg/m2/day IV on days 1-3 with cytarabine 100 mg/m2/day by continuous infusion on days 1-7; a second induction (mitoxantrone 2 days, cytarabine 5 days) if needed.',
        modifications: [
          'Consolidation: 12 mg/m2 on days 1 and 2 with cytarabine for 5 days, about 6 weeks after induction, repeated 4 weeks later.',
          'Severe or life-threatening non-haematological toxicity in the first induction: withhold the second course until it resolves.',
        ],
      },
      {
        indication: 'Hormone-refractory prostate cancer',
        dose: '12-14 mg/m2 as a short IV infusion every 21 days, with low-dose oral corticosteroids.',
        modifications: [],
      },
      {
        indication: 'Multiple sclerosis',
        dose: '12 mg/m2 as a short IV infusion (about 5-15 minutes) every 3 months.',
        modifications: [
          'Evaluate LVEF before every dose; do not give with LVEF below 50%, a clinically significant fall in LVEF, or a cumulative dose of 140 mg/m2 (lifetime maximum).',
          'Do not give with a neutrophil count below 1,500/uL (other than in ANLL).',
        ],
      },
    ],
    administration: [
      'Dilute to at least 50 mL with 0.9% sodium chloride or 5% dextrose and give into the tubing of a freely running infusion of either, over at least 3 minutes; do not mix with heparin (precipitate).',
      'Not a vesicant, but extravasation can cause local burning, erythema and rarely necrosis: stop and restart in another vein.',
      'Urine and sclerae may turn blue-green for a day or two.',
      'Cancer patients: heart failure risk rises with cumulative doses above 140 mg/m2.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm. Women with multiple sclerosis who could become pregnant need a negative pregnancy test before each dose, even when using contraception.',
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Nausea (MS, 12 mg/m2)', frequency: '76%' },
        { reaction: 'Alopecia (MS, 12 mg/m2)', frequency: '61%' },
        { reaction: 'Menstrual disorder (MS, 12 mg/m2)', frequency: '61%' },
      ],
      serious: [
        'Cardiotoxicity: heart failure, possibly fatal, during or years after therapy (boxed).',
        'Secondary AML in MS and cancer patients (boxed).',
        'Severe myelosuppression; not for intrathecal use (severe neuropathy and paralysis reported).',
      ],
    },
    sources: [label('Mitoxantrone injection (Novantrone)', OLD_SECTIONS), NIOSH_2024],
  },

  bleomycin: {
    indications: [
      'Squamous cell carcinoma of the head and neck, penis, cervix and vulva (palliative).',
      'Hodgkin lymphoma and non-Hodgkin lymphoma.',
      'Testicular carcinoma (embryonal cell, choriocarcinoma, teratocarcinoma).',
      'Malignant pleural effusion (intrapleural sclerosing therapy).',
    ],
    dosing: [
      {
        indication: 'Squamous cell carcinoma, lymphomas, testicular carcinoma',
        dose: '0.25-0.50 units/kg (10-20 units/m2) IV, IM or SC once or twice weekly.',
        modifications: [
          'Lymphoma: 2 units or less for the first 2 doses (risk of severe idiosyncratic reaction), then the regular schedule.',
          'Hodgkin lymphoma after a 50% response: maintenance 1 unit daily or 5 units weekly IV or IM.',
          'Total doses above 400 units: pulmonary toxicity rises sharply; give with great caution (lower thresholds in combination regimens).',
          'CrCl below 50 mL/min: 40-50 mL/min 70% of the dose; 30-40 60%; 20-30 55%; 10-20 45%; 5-10 40%.',
        ],
      },
      {
        indication: 'Malignant pleural effusion',
        dose: '60 units as a single intrapleural bolus.',
        modifications: [],
      },
    ],
    administration: [
      'IM or SC: reconstitute with 1-5 mL sterile water, 0.9% sodium chloride or bacteriostatic water. IV: dissolve in 5 mL or more of 0.9% sodium chloride and inject slowly over 10 minutes.',
      'Intrapleural: 60 units in 50-100 mL 0.9% sodium chloride through a thoracostomy tube.',
      'Watch lymphoma patients for hypotension, confusion, fever, chills and wheezing after the first doses.',
    ],
    hazardous: TABLE_1,
    pregnancy: OLD_PREGNANCY,
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction:
            'Skin and mucosal toxicity (erythema, hyperpigmentation, striae, nail changes, stomatitis)',
          frequency: 'about 50%',
        },
        { reaction: 'Fever and chills', frequency: NO_PERCENT },
      ],
      serious: [
        'Pulmonary fibrosis, the most severe toxicity (about 10% of patients; fatal in about 1%), more likely over 70 and above 400 units (boxed).',
        'Severe idiosyncratic reaction (hypotension, confusion, fever, wheezing) in about 1% of lymphoma patients (boxed).',
        'Renal and hepatic toxicity; vascular toxicity (Raynaud’s, stroke, myocardial infarction) in combination regimens.',
      ],
    },
    sources: [label('Bleomycin for injection (Blenoxane)', OLD_SECTIONS), NIOSH_2024],
  },

  mitomycin: {
    indications: [
      'Disseminated adenocarcinoma of the stomach or pancreas, in proven combinations or as palliation when other treatment has failed (IV).',
    ],
    dosing: [
      {
        indication: 'Gastric or pancreatic adenocarcinoma (IV)',
        dose: '20 mg/m2 IV as a single dose through a functioning catheter every 6-8 weeks, after full haematological recovery from prior chemotherapy.',
        modifications: [
          'Nadir after the previous dose: leukocytes 2,000-2,999/uL or platelets 25,000-74,999/uL, give 70% of the prior dose; leukocytes below 2,000/uL or platelets below 25,000/uL, give 50%.',
          'Do not repeat until leukocytes are at least 4,000/uL and platelets at least 100,000/uL.',
          'Lower the doses when combined with other myelosuppressive drugs.',
        ],
      },
    ],
    administration: [
      'Vesicant: give through a functioning IV catheter; extravasation causes cellulitis, ulceration and slough.',
      'Monitor blood counts during and for at least 8 weeks after therapy; haemolytic uraemic syndrome mostly follows cumulative doses of 60 mg or more, and transfusion can worsen it.',
      'Intravesical and pyelocalyceal mitomycin products have their own labels and doses.',
    ],
    hazardous: TABLE_1,
    pregnancy: OLD_PREGNANCY,
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction:
            'Bone marrow suppression (thrombocytopenia, leukopenia), delayed and cumulative',
          frequency: 'most common and most severe (boxed)',
        },
        { reaction: 'Nausea, vomiting, anorexia, alopecia, fever', frequency: NO_PERCENT },
      ],
      serious: [
        'Severe bone marrow suppression contributing to overwhelming infection (boxed).',
        'Haemolytic uraemic syndrome: microangiopathic haemolytic anaemia, thrombocytopenia and irreversible renal failure (boxed).',
        'Acute shortness of breath and bronchospasm with vinca alkaloids; interstitial pneumonitis.',
      ],
    },
    sources: [label('Mitomycin for injection (Mutamycin)', OLD_SECTIONS), NIOSH_2024],
  },

  dactinomycin: {
    indications: [
      'Wilms tumour, rhabdomyosarcoma and Ewing sarcoma in adults and children, in multiphase combination regimens.',
      'Metastatic non-seminomatous testicular cancer, in cisplatin-based combinations.',
      'Gestational trophoblastic neoplasia, alone or in combination.',
      'Locally recurrent or locoregional solid malignancies, by regional perfusion.',
    ],
    dosing: [
      {
        indication: 'Wilms tumour',
        dose: '45 mcg/kg IV every 3-6 weeks for up to 26 weeks, in combination.',
        modifications: [
          'Dose in micrograms; for obese or oedematous patients calculate by body surface area.',
        ],
      },
      {
        indication: 'Rhabdomyosarcoma',
        dose: '15 mcg/kg IV once daily on days 1-5 every 3-9 weeks for up to 112 weeks, in combination.',
        modifications: [],
      },
      {
        indication: 'Ewing sarcoma',
        dose: '1,250 mcg/m2 IV every 3 weeks for 51 weeks, in combination.',
        modifications: [],
      },
      {
        indication: 'Testicular cancer',
        dose: '1,000 mcg/m2 IV every 3 weeks for 4 cycles, in a cisplatin-based combination.',
        modifications: [],
      },
      {
        indication: 'Gestational trophoblastic neoplasia',
        dose: 'Single agent: 12 mcg/kg IV once daily for 5 days. High-risk combination: 500 mcg IV on days 1 and 2 every 2 weeks for up to 8 weeks.',
        modifications: [],
      },
      {
        indication: 'Regional perfusion',
        dose: '50 mcg/kg for lower extremity or pelvis; 35 mcg/kg for upper extremity (lower in obese or previously treated patients).',
        modifications: [],
      },
    ],
    administration: [
      'Highly toxic and corrosive: vesicant; extravasation causes severe soft-tissue damage. Reconstitute with preservative-free sterile water and give as a slow IV injection or infusion into a running line.',
      'Avoid in-line cellulose ester membrane filters (partial drug loss).',
      'Within 2 weeks of radiotherapy, and with concurrent radiation, toxicity (mucositis, skin, GI, hepatic) is increased.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction:
            'Infection, alopecia, low blood counts, nausea, vomiting, fatigue, fever, dysphagia',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Secondary malignancy including leukaemia, especially with radiation.',
        'Tissue necrosis on extravasation; severe mucocutaneous reactions and radiation recall.',
        'Hepatic veno-occlusive disease, especially in children under 4; myelosuppression.',
      ],
    },
    sources: [label('Cosmegen (dactinomycin)', PLR_SECTIONS), NIOSH_2024],
  },

  topotecan: {
    indications: [
      'Small cell lung cancer: platinum-sensitive disease that progressed at least 60 days after first-line chemotherapy (IV); relapsed disease after a prior complete or partial response and at least 45 days after first-line chemotherapy (capsules).',
      'Metastatic ovarian cancer after failure of initial or subsequent chemotherapy (IV).',
      'Stage IV-B, recurrent or persistent cervical cancer not amenable to curative surgery or radiation, with cisplatin (IV).',
    ],
    dosing: [
      {
        indication: 'Ovarian cancer and small cell lung cancer (IV)',
        dose: '1.5 mg/m2 IV over 30 minutes once daily for 5 consecutive days, starting on day 1 of a 21-day course.',
        modifications: [
          'Start only with neutrophils at least 1,500/uL and platelets at least 100,000/uL.',
          'Neutrophils below 500/uL or platelets below 25,000/uL in the previous course: reduce to 1.25 mg/m2 (or, for neutropenia, add G-CSF from at least 24 hours after the last dose).',
          'Moderate renal impairment (CrCl 20-39 mL/min): 0.75 mg/m2.',
        ],
      },
      {
        indication: 'Cervical cancer (IV, with cisplatin)',
        dose: '0.75 mg/m2 IV over 30 minutes on days 1, 2 and 3, with cisplatin 50 mg/m2 on day 1, every 21 days.',
        modifications: [
          'Febrile neutropenia or platelets below 25,000/uL: reduce to 0.6 mg/m2, then 0.45 mg/m2 if needed (or add G-CSF from at least 24 hours after the last dose).',
        ],
      },
      {
        indication: 'Small cell lung cancer (capsules)',
        dose: '2.3 mg/m2 orally once daily for 5 consecutive days every 21 days, rounded to the nearest 0.25 mg.',
        modifications: [],
      },
    ],
    administration: [
      'IV: dilute in 0.9% sodium chloride or 5% dextrose and infuse over 30 minutes; a dose should generally not exceed 4 mg.',
      'Capsules: swallow whole; do not open, crush or chew; a dose vomited is not replaced.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [{ reaction: 'Neutropenia, anaemia, thrombocytopenia', frequency: LABEL_LIST }],
      serious: [
        'Bone marrow suppression, mainly neutropenia, with fatal neutropenic sepsis (boxed).',
        'Interstitial lung disease, including fatal cases.',
        'Severe diarrhoea with the capsules; embryo-fetal toxicity.',
      ],
    },
    sources: [
      label('Hycamtin (topotecan) for injection', PLR_SECTIONS),
      label('Hycamtin (topotecan) capsules', '2 Dosage and Administration'),
      NIOSH_2024,
    ],
  },

  cabazitaxel: {
    indications: [
      'Metastatic castration-resistant prostate cancer previously treated with a docetaxel-containing regimen, with prednisone.',
    ],
    dosing: [
      {
        indication: 'Metastatic castration-resistant prostate cancer',
        dose: '20 mg/m2 IV over 1 hour every 3 weeks with prednisone 10 mg orally daily; 25 mg/m2 may be considered in selected patients at the prescriber’s discretion.',
        modifications: [
          'Neutropenia of grade 3 or more lasting over 1 week despite G-CSF, febrile neutropenia or neutropenic infection, grade 3 or more or persistent diarrhoea, or grade 2 peripheral neuropathy: delay until recovery (neutrophils above 1,500/uL), then reduce 25 to 20 mg/m2 or 20 to 15 mg/m2.',
          'Grade 3 or higher peripheral neuropathy, or recurrence at the reduced dose: stop.',
          'Hepatic impairment: mild (bilirubin above 1 to 1.5 x ULN or AST above 1.5 x ULN), 20 mg/m2; moderate (bilirubin above 1.5 to 3 x ULN), 15 mg/m2; severe (bilirubin above 3 x ULN): contraindicated.',
          'Do not give with neutrophils of 1,500/uL or less; primary G-CSF prophylaxis is recommended for patients at high risk.',
        ],
      },
    ],
    administration: [
      'Premedicate at least 30 minutes before each dose with an IV antihistamine (for example diphenhydramine 25 mg), corticosteroid (dexamethasone 8 mg) and H2 antagonist; antiemetic prophylaxis is recommended.',
      'Dilute in 0.9% sodium chloride or 5% dextrose (final 0.10-0.26 mg/mL) in a non-PVC container and infuse over 1 hour through a 0.22 micron in-line filter; do not use polyurethane infusion sets.',
      'Keep the patient well hydrated (risk of renal failure with diarrhoea and vomiting).',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Indicated only in men. Males with female partners of reproductive potential use effective contraception during treatment and for the period after the last dose stated in 8.3.',
    lactation: 'Not indicated for use in women.',
    adverseReactions: {
      common: [
        {
          reaction:
            'Neutropenia, anaemia, leukopenia, thrombocytopenia, diarrhoea, fatigue, nausea, vomiting, constipation, asthenia, haematuria, peripheral neuropathy',
          frequency: 'at least 10% (label list)',
        },
      ],
      serious: [
        'Neutropenic deaths (boxed): check blood counts weekly in cycle 1 and before each cycle.',
        'Severe hypersensitivity, including generalised rash, hypotension and bronchospasm (boxed).',
        'Severe diarrhoea and gastrointestinal perforation or haemorrhage; renal failure; interstitial pneumonitis; urinary disorders including cystitis.',
      ],
    },
    sources: [label('Jevtana (cabazitaxel)', PLR_SECTIONS), NIOSH_2024],
  },

  vinblastine: {
    indications: [
      'Palliative treatment of Hodgkin lymphoma (generalised), lymphocytic and histiocytic lymphoma, advanced mycosis fungoides, advanced testicular carcinoma, Kaposi sarcoma and Letterer-Siwe disease.',
      'Less responsive: choriocarcinoma resistant to other agents; breast cancer unresponsive to endocrine surgery and hormonal therapy.',
    ],
    dosing: [
      {
        indication: 'All indications, adults',
        dose: 'Start with 3.7 mg/m2 IV once, then raise weekly if tolerated: 5.5, 7.4, 9.25 and 11.1 mg/m2 (most adults need 5.5-7.4 mg/m2); do not exceed 18.5 mg/m2.',
        modifications: [
          'Give no more often than every 7 days; do not increase the dose after the one that lowers the white cell count to about 3,000/uL, and give maintenance one increment below it.',
          'Do not give the next dose until the white cell count is at least 4,000/uL, even if 7 days have passed.',
          'Direct serum bilirubin above 3 mg/dL: reduce the dose by 50%.',
        ],
      },
    ],
    administration: [
      VINCA_ROUTE,
      'Inject into the tubing of a running IV infusion or directly into a vein over about 1 minute, through a securely placed needle or catheter.',
      'Vesicant: if extravasation occurs stop at once and give the rest in another vein; local hyaluronidase and moderate heat are advised.',
    ],
    hazardous: TABLE_1,
    pregnancy: OLD_PREGNANCY,
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Leukopenia (dose-limiting; nadir 5-10 days)', frequency: NO_PERCENT },
        {
          reaction: 'Alopecia, constipation, nausea, vomiting, malaise, jaw or tumour pain',
          frequency: NO_PERCENT,
        },
      ],
      serious: [
        'Fatal if given intrathecally (boxed).',
        'Severe local reaction and cellulitis on extravasation (boxed).',
        'Myelosuppression; neurotoxicity (paraesthesia, loss of deep tendon reflexes, autonomic neuropathy with ileus); acute bronchospasm, especially with mitomycin.',
      ],
    },
    sources: [label('Vinblastine sulfate injection', OLD_SECTIONS), NIOSH_2024],
  },

  vinorelbine: {
    indications: [
      'Locally advanced or metastatic non-small cell lung cancer: first-line, with cisplatin.',
      'Metastatic non-small cell lung cancer: single agent.',
    ],
    dosing: [
      {
        indication: 'NSCLC with cisplatin',
        dose: '25 mg/m2 IV over 6-10 minutes on days 1, 8, 15 and 21 of a 28-day cycle with cisplatin 100 mg/m2 on day 1; or 30 mg/m2 IV weekly with cisplatin 120 mg/m2 on days 1 and 29, then every 6 weeks.',
        modifications: [],
      },
      {
        indication: 'NSCLC, single agent',
        dose: '30 mg/m2 IV over 6-10 minutes once weekly.',
        modifications: [
          'Neutrophils on the day of treatment: at least 1,500/uL, full dose; 1,000-1,499/uL, 50%; below 1,000/uL, hold and recheck in 1 week; stop if 3 consecutive weekly doses are held.',
          'After fever or sepsis while neutropenic, or 2 consecutive doses held: at least 1,500/uL, 75%; 1,000-1,499/uL, 37.5%.',
          'Total bilirubin 2.1-3 mg/dL: 50% of the starting dose; above 3 mg/dL: 25%. Use the lower dose when haematological and hepatic adjustments both apply.',
        ],
      },
    ],
    administration: [
      VINCA_ROUTE,
      'Dilute in a syringe or IV bag with 0.9% sodium chloride or 5% dextrose and infuse over 6-10 minutes into the side port of a free-flowing line closest to the bag; then flush with at least 75-125 mL of fluid.',
      'Vesicant: extravasation causes local necrosis and thrombophlebitis; stop and restart in another vein.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'AST elevation (single agent)', frequency: 'over 60% (grade 3-4 6%)' },
        {
          reaction: 'Leukopenia, neutropenia, anaemia, nausea, vomiting, constipation, fatigue',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Severe myelosuppression with fatal infection (boxed).',
        'Fatal if given by other routes (for IV use only).',
        'Severe constipation and paralytic ileus; peripheral neuropathy; acute dyspnoea and bronchospasm, interstitial pulmonary changes; extravasation injury.',
      ],
    },
    sources: [label('Navelbine (vinorelbine)', PLR_SECTIONS), NIOSH_2024],
  },

  eribulin: {
    indications: [
      'Metastatic breast cancer after at least two chemotherapy regimens for metastatic disease, including an anthracycline and a taxane in the adjuvant or metastatic setting.',
      'Unresectable or metastatic liposarcoma after an anthracycline-containing regimen.',
    ],
    dosing: [
      {
        indication: 'Breast cancer and liposarcoma',
        dose: '1.4 mg/m2 (eribulin mesylate) IV over 2-5 minutes on days 1 and 8 of a 21-day cycle.',
        modifications: [
          'Do not give on day 1 or 8 with ANC below 1,000/uL, platelets below 75,000/uL or grade 3-4 non-haematological toxicity; the day-8 dose may wait up to 1 week, and is omitted if toxicity is not grade 2 or less by day 15.',
          'Permanently reduce 1.4 to 1.1 mg/m2 for ANC below 500/uL over 7 days, febrile or infected neutropenia, platelets below 25,000/uL (or below 50,000/uL needing transfusion), grade 3-4 non-haematological toxicity, or an omitted or delayed day-8 dose; a recurrence at 1.1 mg/m2 means 0.7 mg/m2, and at 0.7 mg/m2 stop. No re-escalation.',
          'Mild hepatic impairment (Child-Pugh A) or CrCl 15-49 mL/min: 1.1 mg/m2; moderate hepatic impairment (Child-Pugh B): 0.7 mg/m2.',
        ],
      },
    ],
    administration: [
      'Give undiluted or diluted in 100 mL 0.9% sodium chloride; do not dilute in or give through a line with 5% dextrose, and do not give in the same line as other drugs.',
      'Check blood counts and assess peripheral neuropathy before every dose; correct hypokalaemia and hypomagnesaemia and monitor ECG where QT prolongation is a risk.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction:
            'Neutropenia, anaemia, asthenia or fatigue, alopecia, peripheral neuropathy, nausea, constipation',
          frequency: 'at least 25% (label list, breast cancer)',
        },
      ],
      serious: [
        'Neutropenia, including febrile neutropenia.',
        'Peripheral neuropathy, the commonest reason to stop.',
        'QT prolongation; embryo-fetal toxicity.',
      ],
    },
    sources: [label('Halaven (eribulin mesylate)', PLR_SECTIONS), NIOSH_2024],
  },

  pegaspargase: {
    indications: [
      'Acute lymphoblastic leukaemia: first-line, as part of a multi-agent regimen.',
      'Acute lymphoblastic leukaemia with hypersensitivity to native asparaginase, as part of a multi-agent regimen.',
    ],
    dosing: [
      {
        indication: 'Acute lymphoblastic leukaemia',
        dose: 'Patients 21 years or younger: 2,500 International Units/m2 IM or IV; older than 21: 2,000 International Units/m2; no more often than every 14 days.',
        modifications: [
          'Infusion or hypersensitivity reaction: grade 1, halve the infusion rate; grade 2, interrupt, treat, then resume at half the rate; grade 3-4, stop permanently.',
          'Grade 3-4 haemorrhage: hold, evaluate for coagulopathy, resume with the next dose once controlled.',
          'Lipase or amylase above 3 x ULN: hold until stable or falling; confirmed clinical pancreatitis: stop permanently.',
          'Uncomplicated DVT: hold, anticoagulate, consider resuming; severe or life-threatening thrombosis: stop permanently.',
          'Total bilirubin above 3 to 10 x ULN: hold until 1.5 x ULN or less; above 10 x ULN: stop permanently.',
        ],
      },
    ],
    administration: [
      'IM: no more than 2 mL per injection site (use several sites for larger volumes).',
      'IV: in 100 mL 0.9% sodium chloride or 5% dextrose over 1-2 hours, through an infusion that is already running.',
      'Observe for 1 hour after each dose with anaphylaxis treatment at hand. Do not use if it has been frozen, shaken, or kept at room temperature over 48 hours.',
      'Check bilirubin, transaminases, glucose and coagulation at least weekly during each cycle.',
    ],
    hazardous: NIOSH_UNCONFIRMED,
    pregnancy:
      'Can cause fetal harm; exclude pregnancy before starting. Use effective non-hormonal contraception during treatment and for at least 3 months after the last dose (pegaspargase may reduce the effect of oral contraceptives).',
    lactation: 'Do not breastfeed during treatment and for 3 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Hypoalbuminaemia, raised transaminases and bilirubin, febrile neutropenia, hypertriglyceridaemia, hyperglycaemia, pancreatitis, coagulopathy, thrombosis, hypersensitivity',
          frequency: 'most common grade 3 or higher (label list)',
        },
      ],
      serious: [
        'Anaphylaxis and serious hypersensitivity (5.1).',
        'Thrombosis, including cerebral venous thrombosis (5.2); pancreatitis (5.3); glucose intolerance (5.4).',
        'Haemorrhage from coagulopathy (5.5); hepatotoxicity (5.6).',
      ],
    },
    sources: [label('Oncaspar (pegaspargase)', PLR_SECTIONS), NIOSH_2024],
  },

  tretinoin: {
    indications: [
      'Acute promyelocytic leukaemia (FAB M3, with t(15;17) or PML/RARalpha) refractory to or relapsed after anthracycline chemotherapy, or when anthracyclines are contraindicated: induction of remission only.',
    ],
    dosing: [
      {
        indication: 'APL remission induction',
        dose: '45 mg/m2/day orally in two evenly divided doses until complete remission; stop 30 days after complete remission or after 90 days of treatment, whichever comes first.',
        modifications: [
          'Differentiation (RA-APL) syndrome (fever, dyspnoea, infiltrates, effusions, weight gain): start dexamethasone 10 mg IV every 12 hours for 3-5 days at once; consider interrupting tretinoin if moderate to severe.',
          'Liver tests above 5 x ULN: consider temporarily withholding.',
          'Confirm the APL diagnosis genetically; stop if t(15;17) or PML/RARalpha is not found.',
        ],
      },
    ],
    administration: [
      'Capsules taken orally twice daily; do not give with vitamin A supplements.',
      'Watch for pseudotumour cerebri (especially in children), rapidly rising leukocytes, and lipid and liver changes; monitor counts, coagulation, lipids and liver tests.',
    ],
    hazardous: NIOSH_UNCONFIRMED,
    pregnancy:
      'Severe teratogen (boxed): negative pregnancy test within 1 week before starting; two reliable forms of contraception together during treatment and for 1 month after stopping.',
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction:
            'Headache, fever, skin and mucous membrane dryness, bone pain, nausea and vomiting, rash, mucositis, pruritus, sweating, visual disturbance, alopecia',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Retinoic acid-APL (differentiation) syndrome in about 25% of patients, which can be fatal (boxed).',
        'Leukocytosis at presentation or rapidly rising during treatment, with higher risk of life-threatening complications (boxed).',
        'Embryo-fetal toxicity (boxed); pseudotumour cerebri; thrombosis.',
      ],
    },
    sources: [label('Vesanoid (tretinoin) capsules', OLD_SECTIONS), NIOSH_2024],
  },

  romidepsin: {
    indications: [
      'Cutaneous T-cell lymphoma in adults who have received at least one prior systemic therapy.',
    ],
    dosing: [
      {
        indication: 'Cutaneous T-cell lymphoma',
        dose: '14 mg/m2 IV over 4 hours on days 1, 8 and 15 of a 28-day cycle, repeated while the patient benefits and tolerates it.',
        modifications: [
          'Grade 2-3 non-haematological toxicity: delay until grade 1 or baseline, then restart at 14 mg/m2; recurrent grade 3: delay, then 10 mg/m2 permanently.',
          'Grade 4 non-haematological toxicity: delay until grade 1 or baseline, then 10 mg/m2 permanently.',
          'Grade 3-4 neutropenia or thrombocytopenia: delay until ANC at least 1,500/uL and platelets at least 75,000/uL (or baseline), then 14 mg/m2; grade 4 febrile neutropenia or thrombocytopenia needing transfusion: delay, then 10 mg/m2 permanently.',
          'Stop if grade 3-4 toxicity recurs after the reduction.',
        ],
      },
    ],
    administration: [
      'Reconstitute with the supplied diluent where required, dilute in 500 mL 0.9% sodium chloride and infuse over 4 hours.',
      'Confirm potassium and magnesium are normal before each dose; consider ECG monitoring with congenital long QT, significant heart disease or QT-prolonging drugs.',
      'Give antiemetic prophylaxis (moderate emetic risk).',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm. Females of reproductive potential and males with such partners use effective contraception during treatment and for at least 1 month after the last dose; romidepsin may reduce the effect of estrogen-containing contraceptives, so use a non-estrogen method.',
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Nausea', frequency: '51-54%' },
        { reaction: 'Fatigue or asthenia', frequency: '41-52%' },
        { reaction: 'Thrombocytopenia', frequency: '40-47%' },
        { reaction: 'Leukopenia', frequency: '29-49%' },
        { reaction: 'Anaemia', frequency: '21-40%' },
        { reaction: 'Vomiting', frequency: '19-34%' },
      ],
      serious: [
        'Myelosuppression (5.1).',
        'Serious and fatal infections, including EBV and hepatitis B reactivation (5.2).',
        'ECG changes (T-wave and ST changes, QT effect) (5.3); tumour lysis syndrome (5.4); embryo-fetal toxicity.',
      ],
    },
    sources: [label('Istodax (romidepsin)', PLR_SECTIONS), NIOSH_2024],
  },

  belinostat: {
    indications: [
      'Relapsed or refractory peripheral T-cell lymphoma in adults (accelerated approval on response rate and duration).',
    ],
    dosing: [
      {
        indication: 'Peripheral T-cell lymphoma',
        dose: '1,000 mg/m2 IV over 30 minutes once daily on days 1-5 of a 21-day cycle, until progression or unacceptable toxicity.',
        modifications: [
          'Before each cycle and before resuming: ANC at least 1,000/uL, platelets at least 50,000/uL, other toxicity grade 2 or less.',
          'Nadir ANC below 500/uL or platelets below 25,000/uL, any grade 3-4 adverse reaction, or grade 3-4 nausea, vomiting or diarrhoea over 7 days: reduce by 25% (to 750 mg/m2); stop if it recurs after two reductions.',
          'Homozygous UGT1A1*28: start at 750 mg/m2. Avoid UGT1A1 inhibitors; if unavoidable reduce by 25% (1,000 to 750, 750 to 562.5 mg/m2; interrupt at 500 mg/m2).',
          'Moderate hepatic impairment (bilirubin above 1.5 to 3 x ULN) or moderate renal impairment (CLcr 30 to below 60 mL/min): 500 mg/m2; avoid in severe hepatic (bilirubin above 3 x ULN) or severe renal (CLcr below 30 mL/min) impairment.',
        ],
      },
    ],
    administration: [
      'Reconstitute each 500 mg vial with 9 mL sterile water (50 mg/mL), dilute in 250 mL 0.9% sodium chloride and infuse over 30 minutes through a 0.22 micron in-line filter; extend to 45 minutes for infusion-site pain.',
      'Check blood counts weekly and liver and renal tests before each cycle; do not give with active infection.',
    ],
    hazardous: TABLE_1,
    pregnancy:
      'Can cause fetal harm. Females of reproductive potential use effective contraception during treatment and for 6 months after the last dose; males with such partners for 3 months (8.3).',
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction: 'Nausea, fatigue, pyrexia, anaemia, vomiting',
          frequency: 'over 25% (label list)',
        },
      ],
      serious: [
        'Haematological toxicity (5.1); serious and fatal infections (5.2).',
        'Fatal hepatotoxicity (5.3); tumour lysis syndrome (5.4); gastrointestinal toxicity (5.5); embryo-fetal toxicity (5.6).',
      ],
    },
    sources: [label('Beleodaq (belinostat)', PLR_SECTIONS), NIOSH_2024],
  },
};

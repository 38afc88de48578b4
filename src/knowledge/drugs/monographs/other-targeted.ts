import type { MonographInput } from '../../../core/knowledge/drug';
import {
  embryoFetal,
  nioshUnconfirmed,
  noBreastfeeding,
  sources,
} from './kinase-inhibitors-shared';

/*
 * Monographs (issue 13) for the non-kinase targeted drugs of `../other-targeted.ts` (PARP, BCL-2,
 * proteasome, IMiD, KRAS G12C, IDH, EZH2 and HIF-2α inhibitors), paraphrased from the current US
 * labels. Same conventions as kinase-inhibitors.ts: food, missed-dose and swallowing lines in
 * administration; dose-reduction levels and CYP3A4/acid-reducer changes in dosing; organ rules
 * live on the record and are summarised here.
 */

/** The label lists the reaction among its most common; the review did not confirm a figure for it. */
const MOST_COMMON = 'most common';

/** Embryo-fetal wording where the review could not confirm the label's contraception periods. */
const CONTRACEPTION_PERIOD_UNCONFIRMED =
  'Can cause fetal harm (8.1). Verify pregnancy status before starting; females of reproductive potential, and males with such partners, use effective contraception during treatment and for a period after the last dose (8.3): the period was not confirmed at review, so take it from the current label.';

/** IMiD REMS wording shared by lenalidomide, pomalidomide and thalidomide (boxed warning, 5, 8.3). */
const IMID_PREGNANCY =
  'Contraindicated in pregnancy (boxed warning: thalidomide analogue, severe birth defects). Available only through a REMS: females of reproductive potential need two negative pregnancy tests before starting and regular tests during treatment, and use two reliable methods of contraception from 4 weeks before, during (including interruptions) and for 4 weeks after treatment; males use a latex or synthetic condom during and for 4 weeks after treatment (even after vasectomy) and do not donate sperm. Patients do not donate blood during and for 4 weeks after.';

export const otherTargetedMonographs: Record<string, MonographInput> = {
  venetoclax: {
    indications: [
      'Chronic lymphocytic leukaemia or small lymphocytic lymphoma in adults.',
      'Newly diagnosed acute myeloid leukaemia in adults aged 75 or older, or with comorbidities precluding intensive induction, with azacitidine, decitabine or low-dose cytarabine.',
    ],
    dosing: [
      {
        indication: 'CLL/SLL',
        dose: '5-week ramp-up: 20 mg daily in week 1, 50 mg week 2, 100 mg week 3, 200 mg week 4, then 400 mg daily. With obinutuzumab: ramp-up starts on cycle 1 day 22, 400 mg from cycle 3 to the end of cycle 12. With rituximab: rituximab starts after 7 days at 400 mg; venetoclax continues 24 months from rituximab cycle 1 day 1. Monotherapy: until progression.',
        modifications: [
          'Tumour lysis prophylaxis by tumour burden: hydration and uric-acid lowering from 2-3 days before the first dose; blood chemistry before and 6-8 and 24 hours after the first 20 mg and 50 mg doses (hospitalise high-burden patients).',
          'Dose levels for interruption or reduction: 400, 300, 200, 100, 50, 20 mg daily (10 mg in the label table below 20 mg). Blood chemistry changes of TLS: withhold the next dose; resume at the same dose if they resolve within 24-48 hours, otherwise one level lower.',
          'Grade 3-4 neutropenia with infection or fever, or grade 4 haematologic toxicity: first occurrence interrupt and resume at the same dose (G-CSF as indicated); later occurrences resume one level lower. Grade 3-4 non-haematologic: first occurrence same dose, later lower.',
          'Strong CYP3A inhibitors are contraindicated during ramp-up. At steady 400 mg: posaconazole 70 mg daily; other strong CYP3A inhibitors 100 mg daily; moderate CYP3A or P-gp inhibitors reduce by at least half. Resume the prior dose 2-3 days after the inhibitor stops. Child-Pugh C: halve the daily dose.',
        ],
      },
      {
        indication: 'AML (28-day cycles)',
        dose: 'Day 1 100 mg, day 2 200 mg, day 3 400 mg, then 400 mg daily with azacitidine or decitabine; with low-dose cytarabine 600 mg daily from day 4. Continue until progression or unacceptable toxicity.',
        modifications: [
          'Posaconazole: 10, 20, 50 mg on days 1-3, then 70 mg daily; other strong CYP3A inhibitors: 10, 20, 50 mg, then 100 mg daily.',
          'Grade 4 neutropenia or thrombocytopenia after remission lasting 7 days or more: delay the next cycle until recovery to grade 1-2; on recurrence shorten venetoclax by 7 days each cycle (e.g. 21 of 28 days).',
        ],
      },
    ],
    administration: [
      'Once daily with a meal and water, at about the same time each day.',
      'Swallow tablets whole; do not chew, crush or break.',
      'Missed dose: within 8 hours of the usual time, take it at once and the next dose as usual; more than 8 hours late, skip it. Vomited dose: no extra dose that day.',
      'Drink 1.5-2 L of water daily from 2 days before the first dose and through the ramp-up; avoid grapefruit, Seville oranges and starfruit.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('30 days'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        { reaction: 'Neutropenia, thrombocytopenia, anaemia (CLL)', frequency: '≥20%' },
        { reaction: 'Diarrhoea, nausea, fatigue, oedema (CLL)', frequency: '≥20%' },
        {
          reaction: 'Upper respiratory infection, cough, musculoskeletal pain (CLL)',
          frequency: '≥20%',
        },
        {
          reaction: 'AML: nausea, diarrhoea, febrile neutropenia, vomiting, pneumonia, haemorrhage',
          frequency: '≥30%',
        },
      ],
      serious: [
        'Tumour lysis syndrome, including fatal cases, mostly during ramp-up (5.1).',
        'Neutropenia and febrile neutropenia (5.2).',
        'Serious infections including sepsis and fatal pneumonia (5.3).',
        'Do not give live vaccines before, during or after treatment until B-cell recovery (5.4).',
        'Excess deaths in an unapproved combination with bortezomib and dexamethasone in myeloma (5.6).',
      ],
    },
    sources: sources('Venclexta (venetoclax)', 'Venclexta'),
  },

  lenalidomide: {
    indications: [
      'Multiple myeloma: with dexamethasone; and as maintenance after autologous stem-cell transplant.',
      'Transfusion-dependent anaemia from low- or intermediate-1-risk myelodysplastic syndrome with del(5q).',
      'Mantle cell lymphoma relapsed or progressing after two prior therapies, one including bortezomib.',
      'Previously treated follicular or marginal zone lymphoma, with rituximab.',
    ],
    dosing: [
      {
        indication: 'Multiple myeloma with dexamethasone',
        dose: '25 mg orally once daily on days 1-21 of 28-day cycles, until progression or unacceptable toxicity; mobilise stem cells within 4 cycles in transplant candidates.',
        modifications: [
          'Platelets below 30 x 10^9/L: interrupt, CBC weekly; resume one level lower when 30 or more (not below 2.5 mg daily).',
          'ANC below 1 x 10^9/L: interrupt; resume at 25 mg if neutropenia is the only toxicity, otherwise one level lower.',
          'Other grade 3-4 toxicity: hold, restart one level lower at grade 2 or better.',
          'Starting dose by renal function: CrCl 30-60 mL/min 10 mg daily; below 30 (no dialysis) 15 mg every 48 hours; dialysis 5 mg daily, after dialysis on dialysis days.',
        ],
      },
      {
        indication: 'Myeloma maintenance after autologous transplant',
        dose: '10 mg once daily continuously (days 1-28) once ANC is at least 1 x 10^9/L and/or platelets at least 75 x 10^9/L; may rise to 15 mg after 3 cycles.',
        modifications: [
          'Dose levels 15, 10, 5 mg daily, then 5 mg on days 1-21 of 28; interrupt for platelets below 30 or ANC below 0.5 x 10^9/L.',
        ],
      },
      {
        indication: 'Myelodysplastic syndrome with del(5q)',
        dose: '10 mg once daily.',
        modifications: [
          'Interrupt for thrombocytopenia or neutropenia per the label table; resume at 5 mg daily, then 2.5 mg daily, then 2.5 mg every other day.',
        ],
      },
      {
        indication: 'Mantle cell lymphoma; follicular or marginal zone lymphoma',
        dose: 'MCL: 25 mg daily on days 1-21 of 28-day cycles. FL/MZL: 20 mg daily on days 1-21 of 28-day cycles for up to 12 cycles, with rituximab.',
        modifications: [
          'Interrupt and reduce one level for grade 3-4 cytopenias or other toxicity per the label tables.',
        ],
      },
    ],
    administration: [
      'With or without food, at about the same time each day.',
      'Swallow capsules whole with water; do not open, break or chew. Carers and staff wear gloves to handle capsules or blister packs.',
      'Missed dose: take it if fewer than 12 hours have passed; otherwise skip it and take the next dose at the usual time.',
      'Thromboprophylaxis (aspirin, LMWH or warfarin by risk) is advised, especially with dexamethasone.',
    ],
    hazardous: nioshUnconfirmed(
      'do not open or crush capsules; wear gloves when handling them and wash any skin contact with powder.',
    ),
    pregnancy: IMID_PREGNANCY,
    lactation: 'Advise not to breastfeed during treatment (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Neutropenia, thrombocytopenia, anaemia', frequency: '≥20%' },
        { reaction: 'Diarrhoea, constipation, nausea', frequency: '≥20%' },
        { reaction: 'Fatigue, asthenia, insomnia, peripheral oedema', frequency: '≥20%' },
        { reaction: 'Muscle cramps, back pain, rash, pruritus', frequency: '≥20%' },
        { reaction: 'Upper respiratory infection, pyrexia, cough', frequency: '≥20%' },
      ],
      serious: [
        'Embryo-fetal toxicity (boxed warning; REMS).',
        'Severe neutropenia and thrombocytopenia, especially in del(5q) MDS (boxed warning).',
        'Deep-vein thrombosis, pulmonary embolism, myocardial infarction and stroke, higher with dexamethasone (boxed warning).',
        'Second primary malignancies, hepatotoxicity, severe cutaneous reactions (SJS/TEN/DRESS), tumour lysis and tumour flare (5).',
        'Higher early mortality in mantle cell lymphoma; impaired stem-cell mobilisation; thyroid disorders (5).',
      ],
    },
    sources: sources('Revlimid (lenalidomide)', 'Revlimid'),
  },

  olaparib: {
    indications: [
      'First-line maintenance of BRCA-mutated advanced epithelial ovarian, fallopian tube or primary peritoneal cancer in response to platinum chemotherapy.',
      'First-line maintenance, with bevacizumab, of HRD-positive advanced ovarian cancer in response to platinum chemotherapy.',
      'Maintenance of recurrent ovarian cancer in response to platinum chemotherapy (biomarker selection per the label).',
      'Adjuvant treatment of germline BRCA-mutated HER2-negative high-risk early breast cancer after chemotherapy; germline BRCA-mutated HER2-negative metastatic breast cancer after chemotherapy.',
      'First-line maintenance of germline BRCA-mutated metastatic pancreatic adenocarcinoma without progression on platinum chemotherapy.',
      'Metastatic castration-resistant prostate cancer: HRR gene-mutated after enzalutamide or abiraterone; BRCA-mutated, with abiraterone and prednisone.',
    ],
    dosing: [
      {
        indication: 'All indications (tablets)',
        dose: '300 mg orally twice daily (600 mg a day). First-line ovarian maintenance: up to 2 years (longer if residual disease responds); adjuvant breast cancer: 1 year; otherwise until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 250 mg twice daily, then 200 mg twice daily.',
          'Interrupt for haematologic toxicity until recovery; persistent cytopenias over 4 weeks: bone-marrow workup for MDS/AML, and stop if confirmed. Confirmed pneumonitis: stop.',
          'Avoid strong and moderate CYP3A inhibitors; if unavoidable: strong 100 mg twice daily, moderate 150 mg twice daily; avoid strong or moderate inducers.',
          'CrCl 31-50 mL/min: 200 mg twice daily; CrCl 30 or less: no recommendation.',
          'Tablets and the former capsules are not interchangeable mg for mg.',
        ],
      },
    ],
    administration: [
      'With or without food.',
      'Swallow tablets whole; do not chew, crush, dissolve or divide.',
      'Missed dose: take the next dose at its scheduled time.',
      'Avoid grapefruit and Seville oranges. Men on therapy for prostate cancer continue a GnRH analogue unless castrated.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal(
      '6 months',
      'effective contraception and no sperm donation for 3 months after the last dose',
    ),
    lactation: noBreastfeeding('1 month'),
    adverseReactions: {
      common: [
        { reaction: 'Nausea, vomiting', frequency: '≥20%' },
        { reaction: 'Fatigue/asthenia', frequency: '≥20%' },
        { reaction: 'Anaemia', frequency: '≥20%' },
        { reaction: 'Diarrhoea, reduced appetite, dysgeusia, headache', frequency: '≥10%' },
        { reaction: 'Neutropenia, leukopenia, thrombocytopenia, lymphopenia', frequency: '≥10%' },
      ],
      serious: [
        'Myelodysplastic syndrome/acute myeloid leukaemia, some fatal (5.1).',
        'Pneumonitis (5.2).',
        'Venous thromboembolism, mostly with androgen-deprivation therapy (5.3).',
        'Hepatotoxicity including drug-induced liver injury (5.4).',
      ],
    },
    sources: sources('Lynparza (olaparib)', 'Lynparza'),
  },

  bortezomib: {
    indications: ['Multiple myeloma.', 'Mantle cell lymphoma.'],
    dosing: [
      {
        indication: 'Previously untreated multiple myeloma (with melphalan and prednisone)',
        dose: '1.3 mg/m2 IV or SC for nine 6-week cycles: twice weekly (days 1, 4, 8, 11, 22, 25, 29, 32) in cycles 1-4, once weekly (days 1, 8, 22, 29) in cycles 5-9; at least 72 hours between doses.',
        modifications: [
          'Grade 3 non-haematologic or grade 4 haematologic toxicity (other than neuropathy): withhold; when resolved, restart 25% lower (1.3 to 1.0 mg/m2; 1.0 to 0.7 mg/m2). Platelets and ANC thresholds on dosing days per the label table.',
          'Neuropathy: grade 1 with pain or grade 2: 1.0 mg/m2; grade 2 with pain or grade 3: withhold until resolved, then 0.7 mg/m2 once weekly; grade 4: stop.',
          'Moderate or severe hepatic impairment (bilirubin above 1.5x ULN): 0.7 mg/m2 in the first cycle, then 1.0 or 0.5 mg/m2 by tolerance. No renal adjustment (give after dialysis).',
          'Avoid strong CYP3A4 inducers; monitor closely with strong CYP3A4 inhibitors.',
        ],
      },
      {
        indication: 'Relapsed multiple myeloma and mantle cell lymphoma',
        dose: '1.3 mg/m2 twice weekly for 2 weeks (days 1, 4, 8, 11) of a 21-day cycle; after 8 cycles may continue on the standard or, for myeloma, a once-weekly schedule (days 1, 8, 15, 22 of 35). Retreatment after relapse 6 months or more after a response: start at the last tolerated dose.',
        modifications: ['Toxicity and neuropathy steps as above.'],
      },
      {
        indication: 'Previously untreated mantle cell lymphoma (VR-CAP)',
        dose: '1.3 mg/m2 IV on days 1, 4, 8, 11 of 21-day cycles for 6 cycles (2 more if response is first seen at cycle 6), with rituximab, cyclophosphamide, doxorubicin and prednisone.',
        modifications: [
          'Withhold for significant cytopenias on dosing days or grade 3 non-haematologic toxicity and resume one level lower, per the label table.',
        ],
      },
    ],
    administration: [
      'IV or subcutaneous only; fatal when given intrathecally.',
      'Velcade 3.5 mg vial: for SC add 1.4 mL 0.9% sodium chloride (2.5 mg/mL); for IV add 3.5 mL (1 mg/mL). Concentrations differ by route and by generic product: check the volume before giving.',
      'IV: 3-5 second bolus, then flush with sodium chloride. SC: thigh or abdomen, rotating sites; local reactions may be treated with a lower concentration.',
      'Use within 8 hours of reconstitution; retain vials in the carton to protect from light.',
      'Antiviral prophylaxis for herpes zoster is advised; keep hydrated and watch for hypotension.',
    ],
    hazardous: nioshUnconfirmed('cytotoxic; follow special handling and disposal procedures (16).'),
    pregnancy: embryoFetal('7 months', 'effective contraception for 4 months after the last dose'),
    lactation: noBreastfeeding('2 months'),
    adverseReactions: {
      common: [
        { reaction: 'Peripheral neuropathy (less with SC)', frequency: '≥20%' },
        { reaction: 'Nausea, diarrhoea, constipation, vomiting', frequency: '≥20%' },
        { reaction: 'Thrombocytopenia, neutropenia, anaemia, lymphopenia', frequency: '≥20%' },
        { reaction: 'Fatigue, neuralgia, pyrexia, reduced appetite, rash', frequency: '≥20%' },
      ],
      serious: [
        'Peripheral neuropathy, sensory and motor (5.1).',
        'Hypotension, including orthostatic (5.2).',
        'Heart failure and QT prolongation (5.3).',
        'Pulmonary toxicity including ARDS (5.4) and posterior reversible encephalopathy syndrome (5.5).',
        'GI toxicity, thrombocytopenia and neutropenia, tumour lysis syndrome, hepatotoxicity, thrombotic microangiopathy (5.6-5.10).',
      ],
    },
    sources: sources('Velcade (bortezomib)', 'bortezomib'),
  },
  rucaparib: {
    indications: [
      'Maintenance treatment of BRCA-mutated (germline and/or somatic) recurrent epithelial ovarian, fallopian tube or primary peritoneal cancer in complete or partial response to platinum chemotherapy.',
      'BRCA-mutated metastatic castration-resistant prostate cancer after androgen receptor-directed therapy and a taxane (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'Ovarian maintenance; mCRPC',
        dose: '600 mg (two 300 mg tablets) orally twice daily (1,200 mg a day) until progression or unacceptable toxicity. mCRPC: continue a GnRH analogue unless orchiectomised.',
        modifications: [
          'Dose reduction levels: 500 mg twice daily (two 250 mg tablets), 400 mg twice daily (two 200 mg tablets), 300 mg twice daily (one 300 mg tablet).',
          'Interrupt for haematologic toxicity until recovery; persistent cytopenias: evaluate for MDS/AML and stop if confirmed.',
        ],
      },
    ],
    administration: [
      'With or without food, about 12 hours apart.',
      'Missed or vomited dose: take the next dose at its usual time; no replacement dose.',
      'Photosensitivity occurs: use sun protection.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal(
      '6 months',
      'effective contraception and no sperm donation during treatment and for 3 months after the last dose',
    ),
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Nausea, vomiting, fatigue/asthenia', frequency: '≥20%' },
        {
          reaction: 'Anaemia, dysgeusia, constipation, decreased appetite, diarrhoea',
          frequency: '≥20%',
        },
        { reaction: 'Raised ALT (ovarian, laboratory; treatment setting)', frequency: '74%' },
        { reaction: 'Raised creatinine (laboratory; treatment setting)', frequency: '92%' },
      ],
      serious: [
        'Myelodysplastic syndrome/acute myeloid leukaemia, some fatal (5.1).',
        'Embryo-fetal toxicity (5.2).',
      ],
    },
    sources: sources('Rubraca (rucaparib)', 'Rubraca'),
  },

  carfilzomib: {
    indications: [
      'Relapsed or refractory multiple myeloma after 1-3 lines, with lenalidomide and dexamethasone; dexamethasone; daratumumab (IV or SC) and dexamethasone; or isatuximab and dexamethasone.',
      'Relapsed or refractory multiple myeloma after 1 or more lines, as a single agent.',
    ],
    dosing: [
      {
        indication: 'Kd or DKd, once weekly (20/70 mg/m2)',
        dose: '20 mg/m2 on cycle 1 day 1, then 70 mg/m2 once weekly (days 8 and 15 of cycle 1; days 1, 8, 15 thereafter) as a 30-minute IV infusion, 28-day cycles.',
        modifications: [
          'Withhold for grade 3-4 haematologic or non-haematologic toxicity and resume one dose level lower per the label’s dose-level table; grade 3-4 cardiac events: withhold until recovery and consider restarting one level lower.',
        ],
      },
      {
        indication: 'Kd, DKd, Isa-Kd or monotherapy, twice weekly (20/56 mg/m2)',
        dose: '20 mg/m2 on days 1 and 2 of cycle 1; if tolerated, 56 mg/m2 from day 8 of cycle 1, on 2 consecutive days each week for 3 weeks (days 1, 2, 8, 9, 15, 16) then 12 days off; 30-minute IV infusion.',
        modifications: ['Toxicity steps as above.'],
      },
      {
        indication: 'KRd or monotherapy, twice weekly (20/27 mg/m2)',
        dose: '20 mg/m2 on days 1 and 2 of cycle 1, then 27 mg/m2 on days 1, 2, 8, 9, 15, 16 of 28-day cycles; 10-minute IV infusion.',
        modifications: ['Toxicity steps as above.'],
      },
    ],
    administration: [
      'Dose on actual body surface area, capped at 2.2 m2.',
      'Hydration in cycle 1: oral fluids 30 mL/kg from at least 48 hours before cycle 1 day 1 and 250-500 mL IV fluid before each dose (another 250-500 mL after if needed); continue as needed later; watch for volume overload and monitor potassium.',
      'Premedicate with dexamethasone orally or IV 30 minutes to 4 hours before every dose in cycle 1 (infusion reactions); reinstate if they recur.',
      'Infuse over 10 or 30 minutes by regimen; never as a bolus. Flush the line with 0.9% sodium chloride or 5% dextrose before and after; do not mix with or infuse alongside other drugs.',
      'Thromboprophylaxis with combination therapy; consider antiviral prophylaxis for herpes zoster.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal(
      'at least 6 months',
      'effective contraception during treatment and for at least 3 months after the last dose',
    ),
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Anaemia, thrombocytopenia, neutropenia, lymphopenia', frequency: MOST_COMMON },
        { reaction: 'Fatigue, dyspnoea, diarrhoea, pyrexia, nausea', frequency: MOST_COMMON },
        {
          reaction: 'Upper respiratory infection, cough, hypertension, hypokalaemia',
          frequency: MOST_COMMON,
        },
        {
          reaction:
            'Cardiac failure events (combination trials); arrhythmias (mostly atrial fibrillation, sinus tachycardia)',
          frequency: '8% each',
        },
      ],
      serious: [
        'Cardiac toxicity: new or worse heart failure, cardiomyopathy, ischaemia, infarction, cardiac arrest; higher risk at 75 years or older (5.1).',
        'Acute renal failure; tumour lysis syndrome (5.2, 5.3).',
        'Pulmonary toxicity (ARDS, pneumonitis), pulmonary hypertension, dyspnoea; hypertension including crisis (5).',
        'Venous thromboembolism; infusion reactions; haemorrhage and thrombocytopenia; hepatotoxicity (5).',
        'Thrombotic microangiopathy, PRES, progressive multifocal leukoencephalopathy (5).',
      ],
    },
    sources: sources('Kyprolis (carfilzomib)', 'Kyprolis'),
  },

  ixazomib: {
    indications: [
      'Multiple myeloma after at least one prior therapy, with lenalidomide and dexamethasone.',
    ],
    dosing: [
      {
        indication: 'With lenalidomide and dexamethasone (28-day cycles)',
        dose: '4 mg orally once weekly on days 1, 8 and 15, with lenalidomide 25 mg on days 1-21 and dexamethasone 40 mg on days 1, 8, 15 and 22; until progression or unacceptable toxicity.',
        modifications: [
          'Dose steps: 4 mg, 3 mg, 2.3 mg, then stop.',
          'Start a new cycle only when ANC is at least 1,000/mm3, platelets at least 75,000/mm3 and non-haematologic toxicity is back to baseline or grade 1 or less.',
          'Starting dose 3 mg in moderate or severe hepatic impairment and in severe renal impairment or end-stage renal disease on dialysis.',
          'Avoid strong CYP3A inducers.',
        ],
      },
    ],
    administration: [
      'Once a week on the same day and at about the same time, at least 1 hour before or 2 hours after food; not at the same time as dexamethasone (which is taken with food).',
      'Swallow the capsule whole with water; do not crush, chew or open. Avoid skin or eye contact with capsule contents.',
      'Missed or delayed dose: take it only if the next dose is at least 72 hours away; never a double dose. Vomited dose: do not repeat.',
      'Overdose has caused deaths: check the dosing instructions with every patient. Consider antiviral prophylaxis for herpes zoster.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal(
      '90 days',
      'effective contraception during treatment and for 90 days after the last dose',
    ),
    lactation: 'Advise not to breastfeed during treatment (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Diarrhoea, constipation, nausea, vomiting', frequency: MOST_COMMON },
        { reaction: 'Thrombocytopenia, neutropenia', frequency: MOST_COMMON },
        {
          reaction: 'Peripheral neuropathy, peripheral oedema, back pain, rash',
          frequency: MOST_COMMON,
        },
      ],
      serious: [
        'Thrombocytopenia, with the nadir mid-cycle (5).',
        'Severe gastrointestinal toxicity (5).',
        'Peripheral neuropathy, peripheral oedema, cutaneous reactions including SJS (5).',
        'Thrombotic microangiopathy, hepatotoxicity (5).',
      ],
    },
    sources: sources('Ninlaro (ixazomib)', 'Ninlaro'),
  },

  pomalidomide: {
    indications: [
      'Multiple myeloma with dexamethasone after at least two prior therapies including lenalidomide and a proteasome inhibitor, with progression on or within 60 days of the last therapy.',
      'AIDS-related Kaposi sarcoma after failure of highly active antiretroviral therapy, and HIV-negative Kaposi sarcoma (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'Multiple myeloma (with dexamethasone)',
        dose: '4 mg orally once daily on days 1-21 of repeated 28-day cycles until progression.',
        modifications: [
          'Neutropenia (ANC below 500/mcL or febrile neutropenia): interrupt, CBC weekly; at 500 or more resume at 3 mg daily; each later drop, resume 1 mg lower.',
          'Thrombocytopenia (platelets below 25,000/mcL): interrupt, CBC weekly; at more than 50,000 resume at 3 mg daily; each later drop, resume 1 mg lower.',
          'Start a new cycle only with ANC at least 500/mcL and platelets at least 50,000/mcL. Other grade 3-4 toxicity: hold, restart 1 mg lower when grade 2 or less.',
          'Severe renal impairment on dialysis: 3 mg daily, given after dialysis on dialysis days. Avoid strong CYP1A2 inhibitors (reduce the dose per the label if unavoidable).',
        ],
      },
      {
        indication: 'Kaposi sarcoma',
        dose: '5 mg orally once daily on days 1-21 of repeated 28-day cycles until progression or unacceptable toxicity; continue HAART in HIV-positive patients.',
        modifications: [
          'Start a new cycle only with ANC at least 1,000/mcL and platelets at least 75,000/mcL; neutropenia below 1,000/mcL: interrupt and resume at the same dose, reduce 1 mg on recurrence.',
          'Severe renal impairment on dialysis: 4 mg daily after dialysis.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow capsules whole with water, do not break, chew or open.',
      'Available only through the REMS; thromboprophylaxis by risk (aspirin, LMWH or warfarin).',
    ],
    hazardous: nioshUnconfirmed(
      'do not open or crush capsules; carers wash skin that touches capsule contents.',
    ),
    pregnancy: IMID_PREGNANCY,
    lactation: 'Advise not to breastfeed during treatment (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Fatigue and asthenia (myeloma, with dexamethasone)', frequency: '55%' },
        { reaction: 'Neutropenia (myeloma, with dexamethasone)', frequency: '52%' },
        { reaction: 'Anaemia, constipation, nausea, diarrhoea, dyspnoea', frequency: '≥30%' },
        { reaction: 'Upper respiratory infection, back pain', frequency: '≥20%' },
      ],
      serious: [
        'Embryo-fetal toxicity: contraindicated in pregnancy (boxed warning; REMS).',
        'Deep-vein thrombosis, pulmonary embolism, myocardial infarction and stroke (boxed warning).',
        'Haematologic toxicity, hepatotoxicity, severe cutaneous reactions, dizziness and confusion, neuropathy (5).',
        'Second primary malignancies, tumour lysis syndrome, hypersensitivity including angioedema (5).',
      ],
    },
    sources: sources('Pomalyst (pomalidomide)', 'Pomalyst'),
  },

  thalidomide: {
    indications: [
      'Newly diagnosed multiple myeloma, with dexamethasone.',
      'Erythema nodosum leprosum (acute cutaneous manifestations, and maintenance to prevent recurrence); not for ENL monotherapy with moderate to severe neuritis.',
    ],
    dosing: [
      {
        indication: 'Multiple myeloma (with dexamethasone, 28-day cycles)',
        dose: '200 mg orally once daily, with dexamethasone 40 mg on days 1-4, 9-12 and 17-20.',
        modifications: [
          'Neuropathy: stop promptly if it develops, where clinically appropriate. Exfoliative, purpuric or bullous rash, or suspected SJS/TEN: stop and do not resume. Other toxicity (somnolence, bradycardia, neutropenia): interrupt or reduce per the label.',
        ],
      },
      {
        indication: 'Erythema nodosum leprosum',
        dose: 'Dose and taper per the ENL section of the label (not restated here).',
        modifications: [],
      },
    ],
    administration: [
      'Once daily with water, preferably at bedtime and at least 1 hour after the evening meal (sedation).',
      'Swallow capsules whole; do not open or crush; carers handle blister packs with care.',
      'Available only through the REMS; thromboprophylaxis in myeloma with dexamethasone.',
    ],
    hazardous: nioshUnconfirmed('do not open or crush capsules.'),
    pregnancy: IMID_PREGNANCY,
    lactation: 'Advise not to breastfeed during treatment (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Fatigue, somnolence, dizziness', frequency: MOST_COMMON },
        { reaction: 'Constipation, oedema, tremor', frequency: MOST_COMMON },
        { reaction: 'Sensory neuropathy, rash, hypocalcaemia', frequency: MOST_COMMON },
      ],
      serious: [
        'Embryo-fetal toxicity: severe life-threatening birth defects; contraindicated in pregnancy (boxed warning; REMS).',
        'Venous and arterial thromboembolism, higher with dexamethasone in myeloma (boxed warning).',
        'Peripheral neuropathy, possibly irreversible (5).',
        'Drowsiness and somnolence, dizziness and orthostatic hypotension, bradycardia, syncope (5).',
        'Neutropenia and thrombocytopenia; SJS/TEN and DRESS; seizures; tumour lysis; raised HIV viral load (5).',
      ],
    },
    sources: sources('Thalomid (thalidomide)', 'Thalomid'),
  },

  sotorasib: {
    indications: [
      'KRAS G12C-mutated locally advanced or metastatic NSCLC after at least one prior systemic therapy (accelerated approval).',
      'KRAS G12C-mutated metastatic colorectal cancer, with panitumumab, after fluoropyrimidine-, oxaliplatin- and irinotecan-based chemotherapy.',
    ],
    dosing: [
      {
        indication: 'NSCLC (single agent); mCRC (with panitumumab)',
        dose: '960 mg orally once daily (three 320 mg, four 240 mg or eight 120 mg tablets) until progression or unacceptable toxicity. mCRC: give the first sotorasib dose before the first panitumumab infusion.',
        modifications: [
          'Dose reduction levels: 480 mg once daily, then 240 mg once daily; stop if 240 mg is not tolerated.',
          'Hepatotoxicity: grade 2 with symptoms, withhold until grade 1 or baseline; grade 3-4, withhold and resume one level lower; stop for AST/ALT above 3 x ULN with bilirubin above 2 x ULN without another cause.',
          'Suspected ILD/pneumonitis: withhold; confirmed: stop permanently.',
          'Grade 3-4 nausea, vomiting or diarrhoea despite supportive care: withhold until grade 1 or baseline, resume one level lower.',
          'Avoid PPIs and H2 blockers; if an antacid is needed, take sotorasib 4 hours before or 10 hours after it. Avoid strong CYP3A4 inducers.',
        ],
      },
    ],
    administration: [
      'Once daily at the same time, with or without food; swallow tablets whole (do not chew, crush or split).',
      'Missed by more than 6 hours: take the next dose the next day; no double dose. Vomited: no extra dose.',
      'Unable to swallow: disperse tablets (uncrushed) in 120 mL of room-temperature non-carbonated water, stir about 3 minutes, drink immediately or within 2 hours, then rinse with another 120 mL and drink; no other liquids.',
      'Liver tests before starting, every 3 weeks for the first 3 months, then monthly.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'No human data; the label sets no contraception period (8.1). Weigh use in pregnancy against the risk.',
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        {
          reaction:
            'NSCLC: diarrhoea, musculoskeletal pain, nausea, fatigue, hepatotoxicity, cough',
          frequency: '≥20%',
        },
        {
          reaction:
            'mCRC with panitumumab: rash, dry skin, diarrhoea, stomatitis, fatigue, musculoskeletal pain',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Hepatotoxicity including drug-induced liver injury and hepatitis, more often soon after immune checkpoint inhibitors (5.1).',
        'Interstitial lung disease/pneumonitis (5.2).',
      ],
    },
    sources: sources('Lumakras (sotorasib)', 'Lumakras'),
  },
  adagrasib: {
    indications: [
      'KRAS G12C-mutated locally advanced or metastatic NSCLC after at least one prior systemic therapy (accelerated approval).',
      'KRAS G12C-mutated locally advanced or metastatic colorectal cancer, with cetuximab, after fluoropyrimidine-, oxaliplatin- and irinotecan-based chemotherapy (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'NSCLC (single agent); colorectal cancer (with cetuximab)',
        dose: '600 mg (three 200 mg tablets) orally twice daily until progression or unacceptable toxicity.',
        modifications: [
          'Dose reduction levels: 400 mg twice daily, then 600 mg once daily; stop if 600 mg once daily is not tolerated.',
          'Grade 3-4 nausea, vomiting or diarrhoea despite supportive care: withhold until grade 1 or baseline, resume one level lower.',
          'QTc prolongation, hepatotoxicity and ILD/pneumonitis: withhold, reduce or stop by severity per the label table (confirmed ILD: stop).',
          'Avoid other QT-prolonging drugs and strong CYP3A inducers; check the label before combining with CYP3A inhibitors or sensitive CYP3A, CYP2C9, CYP2D6 or P-gp substrates.',
        ],
      },
    ],
    administration: [
      'Twice daily at the same times, with or without food; swallow tablets whole (do not chew, crush or split).',
      'Missed by more than 4 hours: skip and take the next scheduled dose. Vomited: no extra dose.',
      'ECG and electrolytes (potassium, magnesium) before starting and during treatment as indicated; liver tests before starting and during treatment.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'No human data; weigh use in pregnancy against the risk (8.1).',
    lactation:
      'Advise not to breastfeed during treatment and for a period after the last dose, as the label states (8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Nausea, diarrhoea or vomiting (pooled safety population; grade 3 in 9%)',
          frequency: '89%',
        },
        {
          reaction: 'Fatigue, musculoskeletal pain, hepatotoxicity, oedema, decreased appetite',
          frequency: MOST_COMMON,
        },
      ],
      serious: [
        'Gastrointestinal toxicity: bleeding (3.8%), obstruction (1.6%), colitis, ileus, stenosis (5.1).',
        'QTc prolongation: average QTc 501 ms or more in 6% and an increase over 60 ms in 11% of patients with a post-baseline ECG (5.2).',
        'Hepatotoxicity including drug-induced liver injury (5.3).',
        'Interstitial lung disease/pneumonitis (5.4).',
      ],
    },
    sources: sources('Krazati (adagrasib)', 'Krazati'),
  },

  ivosidenib: {
    indications: [
      'Newly diagnosed IDH1-mutated AML in adults aged 75 or older or with comorbidities precluding intensive induction: with azacitidine or as monotherapy.',
      'Relapsed or refractory IDH1-mutated AML in adults.',
      'Relapsed or refractory IDH1-mutated myelodysplastic syndromes in adults.',
      'Previously treated, locally advanced or metastatic IDH1-mutated cholangiocarcinoma in adults.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '500 mg (two 250 mg tablets) orally once daily until progression or unacceptable toxicity; in AML and MDS without progression or unacceptable toxicity, treat at least 6 months to allow a response. With azacitidine: start on cycle 1 day 1.',
        modifications: [
          'Differentiation syndrome: start systemic corticosteroids and haemodynamic monitoring; interrupt if severe signs persist more than 48 hours after starting corticosteroids, resume when they are no longer severe.',
          'QTc above 480 ms: interrupt; resume 500 mg when 480 ms or less. QTc above 500 ms: interrupt; resume at 250 mg when 480 ms or less (or baseline). QTc prolongation with life-threatening arrhythmia: stop.',
          'Other grade 3 or higher toxicity: interrupt until grade 2 or less, then resume at 250 mg.',
          'Strong CYP3A4 inhibitor: reduce to 250 mg once daily. Avoid strong CYP3A4 inducers and, where possible, QT-prolonging drugs.',
        ],
      },
    ],
    administration: [
      'With or without food, at about the same time each day, but not with a high-fat meal (raises exposure).',
      'Swallow tablets whole; do not split, crush or chew.',
      'Missed or vomited dose: take it as soon as possible the same day, at least 12 hours before the next dose; never two doses within 12 hours.',
      'ECG at baseline, at least weekly for the first 3 weeks, then monthly; blood counts and chemistry at baseline and during treatment.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: `${embryoFetal('1 month', 'effective contraception during treatment and for 1 month after the last dose')} Ivosidenib may lower hormonal contraceptive levels: add a barrier method.`,
    lactation:
      'Advise not to breastfeed during treatment and for a period after the last dose, as the label states (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'AML: fatigue, arthralgia, leucocytosis, diarrhoea, oedema, nausea, dyspnoea, mucositis',
          frequency: MOST_COMMON,
        },
        {
          reaction:
            'Cholangiocarcinoma: fatigue, nausea, abdominal pain, diarrhoea, cough, decreased appetite, ascites, vomiting',
          frequency: MOST_COMMON,
        },
      ],
      serious: [
        'Differentiation syndrome in AML and MDS, which can be fatal (boxed warning; 5.1).',
        'QTc prolongation (5.2).',
        'Guillain-Barré syndrome (5.3).',
      ],
    },
    sources: sources('Tibsovo (ivosidenib)', 'Tibsovo'),
  },

  enasidenib: {
    indications: ['Relapsed or refractory AML with an IDH2 mutation in adults.'],
    dosing: [
      {
        indication: 'Relapsed or refractory IDH2-mutated AML',
        dose: '100 mg orally once daily until progression or unacceptable toxicity; without progression or unacceptable toxicity, treat at least 6 months to allow a response.',
        modifications: [
          'Differentiation syndrome (can appear from 10 days to 5 months): start systemic corticosteroids (e.g. dexamethasone 10 mg every 12 hours) and haemodynamic monitoring; interrupt if severe pulmonary symptoms needing ventilation or renal dysfunction persist more than 48 hours after corticosteroids; taper only after full resolution.',
          'Non-infectious leucocytosis: hydroxyurea per standard care; interrupt if not improved.',
          'Isolated raised bilirubin (UGT1A1 inhibition) and other grade 3 or higher toxicity: interrupt or reduce per the label table.',
        ],
      },
    ],
    administration: [
      'With or without food, at about the same time each day; swallow tablets whole with water, do not split or crush.',
      'Missed or vomited dose: take it as soon as possible the same day and return to the usual schedule the next day.',
      'Blood counts and chemistry (leucocytosis, tumour lysis) before starting and at least every 2 weeks for the first 3 months.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: CONTRACEPTION_PERIOD_UNCONFIRMED,
    lactation: noBreastfeeding('at least 1 month'),
    adverseReactions: {
      common: [
        { reaction: 'Nausea, vomiting, diarrhoea, decreased appetite', frequency: MOST_COMMON },
        { reaction: 'Raised bilirubin (laboratory)', frequency: MOST_COMMON },
      ],
      serious: [
        'Differentiation syndrome, which can be fatal if not treated; often unrecognised (boxed warning; FDA safety communication 2018).',
        'Embryo-fetal toxicity (5).',
      ],
    },
    sources: sources('Idhifa (enasidenib)', 'Idhifa'),
  },

  tazemetostat: {
    indications: [
      'Metastatic or locally advanced epithelioid sarcoma not eligible for complete resection, in adults and children 16 years or older (accelerated approval).',
      'Relapsed or refractory follicular lymphoma with an EZH2 mutation after at least two prior systemic therapies (accelerated approval).',
      'Relapsed or refractory follicular lymphoma without satisfactory alternative treatment (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'Epithelioid sarcoma; follicular lymphoma',
        dose: '800 mg (four 200 mg tablets) orally twice daily until progression or unacceptable toxicity.',
        modifications: [
          'Dose reduction levels: 600 mg twice daily, then 400 mg twice daily; stop if 400 mg twice daily is not tolerated.',
          'Neutrophils below 1 x 10^9/L: withhold until 1 x 10^9/L or baseline; first occurrence same dose, second and third reduced, stop after the fourth.',
          'Platelets below 50 x 10^9/L: withhold until 75 x 10^9/L or baseline; first and second occurrences reduced, stop after the third. Haemoglobin below 8 g/dL: withhold until grade 1 or baseline, then same or reduced dose.',
          'Other grade 3: withhold until grade 1 or baseline, resume reduced (stop after the third occurrence); grade 4: resume reduced, stop after the second occurrence.',
          'Avoid strong CYP3A inhibitors; reduce the dose with moderate CYP3A inhibitors per the label; avoid strong and moderate CYP3A inducers.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow tablets whole (do not split, chew or crush).',
      'Vomited dose: no extra dose; continue the usual schedule.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: `${embryoFetal('6 months', 'effective contraception during treatment and for 3 months after the last dose')} Use non-hormonal contraception: tazemetostat can make some hormonal contraceptives ineffective.`,
    lactation:
      'Advise not to breastfeed during treatment and for a period after the last dose, as the label states (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Epithelioid sarcoma: pain, fatigue, nausea, decreased appetite, vomiting, constipation',
          frequency: MOST_COMMON,
        },
        {
          reaction:
            'Follicular lymphoma: fatigue, upper respiratory infection, musculoskeletal pain, nausea, abdominal pain',
          frequency: MOST_COMMON,
        },
      ],
      serious: [
        'Secondary malignancies: MDS, AML or B-cell ALL in 1.7% of 758 adults on 800 mg twice daily; T-cell lymphoblastic lymphoma in one child. Monitor long term (5.1).',
        'Embryo-fetal toxicity (5.2).',
      ],
    },
    sources: sources('Tazverik (tazemetostat)', 'Tazverik'),
  },

  belzutifan: {
    indications: [
      'Von Hippel-Lindau disease in adults needing therapy for associated renal cell carcinoma, CNS haemangioblastomas or pancreatic neuroendocrine tumours, not requiring immediate surgery.',
      'Advanced renal cell carcinoma with a clear-cell component after a PD-1/PD-L1 inhibitor and a VEGF-TKI.',
      'A 2025 revision added weight-based dosing for patients 12 years and older (pheochromocytoma/paraganglioma): use the label’s table for them.',
    ],
    dosing: [
      {
        indication: 'Adults (VHL disease; advanced RCC)',
        dose: '120 mg (three 40 mg tablets) orally once daily until progression or unacceptable toxicity.',
        modifications: [
          'Dose reduction levels: 80 mg once daily, then 40 mg once daily; stop if a further reduction is needed.',
          'Anaemia (haemoglobin below 9 g/dL or transfusion indicated): withhold until 9 g/dL or more, then resume reduced or stop by severity; life-threatening: withhold, then reduce or stop.',
          'Hypoxia: with exercise (SpO2 below 88%), consider withholding, resume same or reduced; at rest (SpO2 below 88% or PaO2 55 mm Hg or less), withhold until resolved and resume reduced; life-threatening or recurrent symptomatic: stop.',
          'Grade 3 other toxicity: withhold until grade 2 or less, resume reduced; grade 4: stop (label Table 1).',
        ],
      },
    ],
    administration: [
      'Once daily at the same time, with or without food; swallow tablets whole (do not chew, crush or split).',
      'Missed dose: take it as soon as possible the same day and resume the usual schedule the next day; no extra tablets. Vomited: do not retake.',
      'Haemoglobin and oxygen saturation before starting and periodically.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (boxed warning). Verify pregnancy status before starting; females of reproductive potential use effective non-hormonal contraception, and males with such partners effective contraception, during treatment and for 1 week after the last dose; belzutifan can make some hormonal contraceptives ineffective (5.3, 7.2, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for a period after the last dose, as the label states (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Anaemia (VHL study 004; grade 3 in 7%)', frequency: '90%' },
        { reaction: 'Fatigue, headache, dizziness, nausea', frequency: MOST_COMMON },
        { reaction: 'Raised creatinine, dyspnoea', frequency: MOST_COMMON },
      ],
      serious: [
        'Embryo-fetal toxicity (boxed warning).',
        'Anaemia, which can be severe and need transfusion; erythropoiesis-stimulating agents are not recommended; closer monitoring in dual UGT2B17 and CYP2C19 poor metabolisers (5.1).',
        'Hypoxia, which can be severe (5.2).',
      ],
    },
    sources: sources('Welireg (belzutifan)', 'Welireg'),
  },
};

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
};

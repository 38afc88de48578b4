import type { MonographInput } from '../../../core/knowledge/drug';
import {
  embryoFetal,
  nioshUnconfirmed,
  noBreastfeeding,
  sources,
} from './kinase-inhibitors-shared';

/*
 * Monographs (issue 13) for the second set of kinase inhibitors of `../kinase-inhibitors.ts`
 * (temsirolimus and the FLT3, ALK/ROS1, TRK, MET, RET, BRAF, BTK, PI3K, FGFR, KIT and VEGFR
 * inhibitors added after the first batch), paraphrased from the current US labels found with the
 * `search` tool (DailyMed and openFDA label copies, manufacturer label pages). Same conventions as
 * `kinase-inhibitors.ts`: oral drugs carry food, missed-dose and swallowing lines; dosing carries
 * the label's dose-reduction levels and its CYP3A4/acid-reducer changes in brief; organ-function
 * rules live on the record (`renal`, `hepatic`) and are only summarised. A number the review could
 * not confirm from a label copy is left out rather than recalled.
 */
export const kinaseInhibitorMonographsB: Record<string, MonographInput> = {
  temsirolimus: {
    indications: ['Advanced renal cell carcinoma.'],
    dosing: [
      {
        indication: 'Advanced renal cell carcinoma',
        dose: '25 mg IV over 30-60 minutes once a week until progression or unacceptable toxicity.',
        modifications: [
          'Hold for ANC below 1,000/mm3, platelets below 75,000/mm3 or a grade 3 or higher reaction; once resolved to grade 2 or less, restart 5 mg/week lower, never below 15 mg/week.',
          'Mild hepatic impairment (bilirubin above 1 to 1.5x ULN, or AST above ULN with normal bilirubin): 15 mg weekly. Bilirubin above 1.5x ULN: contraindicated (4).',
          'Avoid strong CYP3A4 inhibitors (and grapefruit juice); if one cannot be avoided consider 12.5 mg weekly. Avoid strong CYP3A4 inducers; if one cannot be avoided consider raising the dose up to 50 mg weekly.',
          'Renal impairment: no adjustment.',
        ],
      },
    ],
    administration: [
      'Premedicate with an H1 antihistamine (IV diphenhydramine 25-50 mg or similar) about 30 minutes before each dose (2.2). Monitor throughout the infusion; for a hypersensitivity reaction stop the infusion, observe 30-60 minutes, and resume at the physician’s discretion after an H1 (and/or H2) antagonist at a slower rate, over up to 60 minutes (5.1).',
      'Two-step preparation: mix the 25 mg/mL concentrate with the supplied diluent to 10 mg/mL, then add the dose to 250 mL of 0.9% sodium chloride; mix by inversion, do not shake. 0.9% sodium chloride only; do not add other drugs (2.5).',
      'Use non-DEHP containers (glass, polypropylene or polyolefin bags) and polyethylene-lined sets, not PVC (polysorbate 80 leaches DEHP); give through an in-line polyethersulfone filter of 5 microns or less (2.5).',
      'Store vials refrigerated and protected from light; protect the preparation from excessive room light and sunlight (2.5, 16).',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('3 months', 'effective contraception for 3 months after the last dose'),
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Asthenia', frequency: '51%' },
        { reaction: 'Rash', frequency: '47%' },
        { reaction: 'Mucositis', frequency: '41%' },
        { reaction: 'Nausea', frequency: '37%' },
        { reaction: 'Oedema', frequency: '35%' },
        { reaction: 'Anorexia', frequency: '32%' },
        {
          reaction:
            'Anaemia, hyperglycaemia, hyperlipidaemia, hypertriglyceridaemia, lymphopenia, raised creatinine, hypophosphataemia, thrombocytopenia (laboratory)',
          frequency: '≥30%',
        },
      ],
      serious: [
        'Hypersensitivity and infusion reactions, including anaphylaxis, from early in the first infusion (5.1).',
        'Hyperglycaemia and hyperlipidaemia (5.3, 5.6); infections from immunosuppression (5.4).',
        'Interstitial lung disease, sometimes fatal (5.5).',
        'Bowel perforation, renal failure, wound-healing complications, intracerebral haemorrhage (5.7-5.10).',
      ],
    },
    sources: sources('Torisel (temsirolimus)', 'Torisel'),
  },
  midostaurin: {
    indications: [
      'Newly diagnosed FLT3 mutation-positive AML in adults, with standard cytarabine and daunorubicin induction and cytarabine consolidation (not as single-agent induction).',
      'Aggressive systemic mastocytosis, systemic mastocytosis with an associated haematological neoplasm, or mast cell leukaemia.',
    ],
    dosing: [
      {
        indication: 'AML (FLT3 mutation confirmed by an FDA-approved test)',
        dose: '50 mg orally twice daily with food on days 8-21 of each induction cycle (cytarabine and daunorubicin) and of each high-dose cytarabine consolidation cycle.',
        modifications: [
          'Grade 3-4 pulmonary infiltrates: interrupt for the rest of the cycle and resume at the same dose once grade 1 or less.',
          'Other grade 3-4 non-haematologic toxicity: interrupt until grade 2 or less, then resume.',
          'Strong CYP3A inhibitors raise exposure about 10-fold: consider an alternative, otherwise watch closely for toxicity, especially in the first week. Avoid strong CYP3A inducers.',
        ],
      },
      {
        indication: 'Advanced systemic mastocytosis (ASM, SM-AHN, MCL)',
        dose: '100 mg orally twice daily with food until progression or unacceptable toxicity.',
        modifications: [
          'ANC below 1.0 x 10^9/L (or below 0.5 when the baseline was 0.5-1.5), platelets below 50 x 10^9/L (or below 25 when the baseline was 25-75), or haemoglobin below 8 g/dL attributed to the drug (patients without MCL): interrupt until recovered (ANC at least 1.0, platelets at least 50, haemoglobin at least 8), resume at 50 mg twice daily and, if tolerated, go back to 100 mg twice daily; stop if the cytopenia lasts more than 21 days.',
          'Grade 3-4 nausea or vomiting despite antiemetics: interrupt for 3 days (6 doses), then resume at 50 mg twice daily and step back up to 100 mg twice daily as tolerated.',
          'Other grade 3-4 non-haematologic toxicity: interrupt until grade 2 or less, resume at 50 mg twice daily and step back up; stop if not resolved to grade 2 within 21 days or if severe toxicity recurs at the lower dose.',
        ],
      },
    ],
    administration: [
      'Twice daily about 12 hours apart, with food. Give prophylactic antiemetics before treatment.',
      'Swallow the capsules whole; do not open or crush them.',
      'Missed or vomited dose: do not take an extra dose; take the next dose at the usual time.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('4 months', 'effective contraception for 4 months after the last dose'),
    lactation: noBreastfeeding('4 months'),
    adverseReactions: {
      common: [
        {
          reaction:
            'AML (with chemotherapy): febrile neutropenia, nausea, mucositis, vomiting, headache, petechiae, musculoskeletal pain, epistaxis, device-related infection, hyperglycaemia, QT prolongation, upper respiratory infection',
          frequency: '≥20%',
        },
        {
          reaction:
            'Systemic mastocytosis: nausea, vomiting, diarrhoea, oedema, musculoskeletal pain, abdominal pain, fatigue, upper respiratory infection, constipation, pyrexia, headache, dyspnoea',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Interstitial lung disease and pneumonitis, including fatal cases: stop for signs of pulmonary toxicity (5.2).',
        'Embryo-fetal toxicity (5.1).',
        'Hypersensitivity including anaphylaxis (contraindication, 4).',
      ],
    },
    sources: sources('Rydapt (midostaurin)', 'Rydapt'),
  },

  gilteritinib: {
    indications: [
      'Relapsed or refractory FLT3 mutation-positive AML in adults (FDA-approved test).',
    ],
    dosing: [
      {
        indication: 'Relapsed or refractory FLT3-mutated AML',
        dose: '120 mg orally once daily; without progression or unacceptable toxicity treat for at least 6 months, as response may be delayed.',
        modifications: [
          'Differentiation syndrome: systemic corticosteroids and haemodynamic monitoring until resolved (at least 3 days); interrupt if severe signs persist more than 48 hours after starting corticosteroids, resume once grade 2 or better.',
          'Posterior reversible encephalopathy syndrome: stop permanently.',
          'QTcF above 500 ms: interrupt, resume at 80 mg once it is back within 30 ms of baseline or 480 ms or less. QTc rise above 30 ms on the day 8 ECG: confirm on day 9 and, if confirmed, consider 80 mg.',
          'Pancreatitis: interrupt until resolved, resume at 80 mg.',
          'Other grade 3 or higher related toxicity: interrupt until grade 1 or less, resume at 80 mg.',
          'Monitoring: blood counts and chemistries including CPK before starting, weekly in month 1, every other week in month 2, then monthly; ECG before starting, on days 8 and 15 of cycle 1 and before the next two cycles.',
        ],
      },
    ],
    administration: [
      'With or without food, at about the same time each day; swallow tablets whole with a cup of water; do not break, crush or chew.',
      'Missed dose: take it as soon as possible the same day if at least 12 hours remain before the next dose; never two doses within 12 hours.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('6 months', 'effective contraception for 4 months after the last dose'),
    lactation: noBreastfeeding('2 months'),
    adverseReactions: {
      common: [
        {
          reaction:
            'Myalgia/arthralgia, raised transaminases, fatigue/malaise, fever, non-infectious diarrhoea, dyspnoea, oedema, rash, pneumonia, nausea, stomatitis, cough, headache, hypotension, dizziness, vomiting',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Differentiation syndrome, which can be fatal (boxed warning, 5.1).',
        'Posterior reversible encephalopathy syndrome (5.2).',
        'QT prolongation (5.3); pancreatitis (5.4).',
        'Embryo-fetal toxicity (5.5).',
      ],
    },
    sources: sources('Xospata (gilteritinib)', 'Xospata'),
  },

  asciminib: {
    indications: [
      'Newly diagnosed Ph+ CML in chronic phase (accelerated approval on major molecular response).',
      'Previously treated Ph+ CML in chronic phase.',
      'Ph+ CML in chronic phase with the T315I mutation.',
    ],
    dosing: [
      {
        indication: 'Ph+ CML-CP, newly diagnosed or previously treated',
        dose: '80 mg orally once daily, or 40 mg twice daily about 12 hours apart, until loss of benefit or unacceptable toxicity.',
        modifications: [
          'Reduced dose: 40 mg once daily or 20 mg twice daily; stop permanently if a total daily dose of 40 mg is not tolerated.',
          'ANC below 1.0 x 10^9/L and/or platelets below 50 x 10^9/L: withhold until recovered; resume at the starting dose if recovery takes 2 weeks or less, at the reduced dose if longer; recurrent severe cytopenia: resume at the reduced dose.',
          'Asymptomatic amylase or lipase above 2x ULN: withhold until below 1.5x ULN, resume at the reduced dose; stop if it recurs at the reduced dose or if pancreatitis is confirmed.',
          'Other grade 3 or higher non-haematologic reaction: withhold until grade 1 or less, resume at the reduced dose.',
          'Complete blood counts every 2 weeks for the first 3 months, then monthly.',
        ],
      },
      {
        indication: 'Ph+ CML-CP with T315I',
        dose: '200 mg orally twice daily about 12 hours apart.',
        modifications: [
          'Reduced dose: 160 mg twice daily; stop permanently if 160 mg twice daily is not tolerated. Same hold/resume thresholds as above.',
        ],
      },
    ],
    administration: [
      'Take without food: no food for at least 2 hours before and 1 hour after each dose.',
      'Swallow tablets whole; do not break, crush or chew.',
      'Missed dose: once-daily schedule, skip it if more than about 12 hours late; twice-daily schedules, skip it if more than about 6 hours late; then continue as scheduled.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 week'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        {
          reaction:
            'Musculoskeletal pain, rash, fatigue, upper respiratory infection, headache, abdominal pain, diarrhoea',
          frequency: '≥20%',
        },
        { reaction: 'Thrombocytopenia (any grade; grade 3-4 in 19%)', frequency: '28%' },
        { reaction: 'Neutropenia (any grade; grade 3-4 in 15%)', frequency: '19%' },
      ],
      serious: [
        'Myelosuppression (5.1).',
        'Pancreatic toxicity including pancreatitis (5.2).',
        'Hypertension (5.3) and hypersensitivity (5.4).',
        'Cardiovascular toxicity: ischaemic cardiac and CNS events, arterial thrombosis, heart failure (5.5).',
        'Embryo-fetal toxicity (5.6).',
      ],
    },
    sources: sources('Scemblix (asciminib)', 'Scemblix'),
  },

  dacomitinib: {
    indications: [
      'First-line metastatic NSCLC with EGFR exon 19 deletion or exon 21 L858R substitution (FDA-approved test).',
    ],
    dosing: [
      {
        indication: 'EGFR-mutated metastatic NSCLC',
        dose: '45 mg orally once daily until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 30 mg, then 15 mg once daily.',
          'Interstitial lung disease: withhold and evaluate for worsening respiratory symptoms; confirmed ILD of any grade, stop permanently.',
          'Diarrhoea: start antidiarrhoeals promptly; grade 2, withhold until grade 1 or less and resume at the same dose (at a reduced dose if it recurs); grade 3-4, withhold until grade 1 or less and resume one level lower.',
          'Dermatologic reactions: grade 2, withhold until grade 1 or less and resume at the same dose (lower if persistent or recurrent); grade 3-4, withhold until grade 1 or less and resume one level lower.',
          'Other grade 3-4 reaction: withhold until grade 2 or less, resume one level lower.',
          'Avoid proton pump inhibitors; use a locally acting antacid, or take dacomitinib at least 6 hours before or 10 hours after an H2-receptor antagonist. Avoid CYP2D6 substrates where a small rise in exposure is dangerous.',
        ],
      },
    ],
    administration: [
      'With or without food, at the same time each day.',
      'Vomited or missed dose: do not take an extra dose; continue with the next scheduled dose.',
      'Start moisturisers and sun protection (protective clothing, sunscreen) when treatment begins.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('17 days'),
    lactation: noBreastfeeding('17 days'),
    adverseReactions: {
      common: [
        {
          reaction:
            'Diarrhoea, rash, paronychia, stomatitis, decreased appetite, dry skin, weight loss, alopecia, cough, pruritus',
          frequency: '>20%',
        },
      ],
      serious: [
        'Interstitial lung disease, sometimes fatal (5.1).',
        'Severe diarrhoea (5.2).',
        'Severe dermatologic reactions, including exfoliative and bullous rashes (5.3).',
        'Embryo-fetal toxicity (5.4).',
      ],
    },
    sources: sources('Vizimpro (dacomitinib)', 'Vizimpro'),
  },
};

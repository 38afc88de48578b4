import type { MonographInput } from '../../../core/knowledge/drug';
import {
  embryoFetal,
  nioshUnconfirmed,
  noBreastfeeding,
  sources,
} from './kinase-inhibitors-shared';

/** Lactation where the label copies found did not show the post-treatment interval. */
const NO_BREASTFEEDING_INTERVAL_UNCONFIRMED =
  'Advise not to breastfeed during treatment (8.2); the post-treatment interval was not confirmed at review.';

/** Contraception where the label copies found did not show the post-treatment interval. */
const EMBRYO_FETAL_INTERVAL_UNCONFIRMED =
  'Can cause fetal harm (8.1). Verify pregnancy status before starting; females of reproductive potential use effective contraception during treatment (8.3); the post-treatment interval was not confirmed at review.';

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
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
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

  tucatinib: {
    indications: [
      'Advanced unresectable or metastatic HER2-positive breast cancer, including brain metastases, with trastuzumab and capecitabine, after one or more anti-HER2 regimens in the metastatic setting.',
      'RAS wild-type HER2-positive unresectable or metastatic colorectal cancer, with trastuzumab, after fluoropyrimidine-, oxaliplatin- and irinotecan-based chemotherapy (accelerated approval).',
    ],
    dosing: [
      {
        indication:
          'Breast cancer (with trastuzumab and capecitabine); colorectal cancer (with trastuzumab)',
        dose: '300 mg orally twice daily until progression or unacceptable toxicity. With tucatinib, capecitabine is 1,000 mg/m2 twice daily within 30 minutes after a meal (the two can be taken together).',
        modifications: [
          'Reduction levels: 250 mg, 200 mg, then 150 mg twice daily; stop if 150 mg twice daily is not tolerated.',
          'Grade 3 diarrhoea: start or intensify antidiarrhoeals and withhold until grade 1 or less; resume at the same dose if no antidiarrhoeal had been used, one level lower if it occurred despite one. Grade 4: stop permanently.',
          'Grade 2 bilirubin: withhold until grade 1 or less, resume at the same dose. Grade 3 ALT/AST or bilirubin: withhold until grade 1 or less, resume one level lower. Grade 4, or ALT/AST above 3x ULN with bilirubin above 2x ULN: stop permanently.',
          'Severe hepatic impairment (Child-Pugh C): 200 mg twice daily. Severe renal impairment (CrCl below 30 mL/min): the combination with capecitabine is not recommended.',
          'Avoid strong CYP2C8 inhibitors (if unavoidable, 100 mg twice daily) and strong CYP3A or moderate CYP2C8 inducers. Tucatinib is a strong CYP3A inhibitor: avoid sensitive CYP3A substrates or lower their dose.',
          'Liver tests before starting, every 3 weeks during treatment, and as indicated.',
        ],
      },
    ],
    administration: [
      'About 12 hours apart at the same times each day, with or without a meal.',
      'Swallow tablets whole; do not chew, crush or split, and do not take a broken, cracked or damaged tablet.',
      'Vomited or missed dose: take the next dose at the usual time.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 week', 'effective contraception for 1 week after the last dose'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        {
          reaction:
            'Breast cancer regimen: diarrhoea, palmar-plantar erythrodysaesthesia, nausea, hepatotoxicity, vomiting, stomatitis, decreased appetite, abdominal pain, headache, anaemia, rash',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Severe diarrhoea with dehydration, hypotension, acute kidney injury and death (5.1).',
        'Severe hepatotoxicity (5.2).',
        'Embryo-fetal toxicity (5.3).',
      ],
    },
    sources: sources('Tukysa (tucatinib)', 'Tukysa'),
  },

  lorlatinib: {
    indications: ['Metastatic ALK-positive NSCLC in adults (FDA-approved test).'],
    dosing: [
      {
        indication: 'ALK-positive metastatic NSCLC',
        dose: '100 mg orally once daily until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 75 mg, then 50 mg once daily; stop if 50 mg is not tolerated.',
          'CNS effects (cognitive, mood, speech, psychotic, seizures): grade 2-3, withhold until grade 1 or less and resume one level lower; grade 4, stop permanently.',
          'Grade 4 hypercholesterolaemia or hypertriglyceridaemia: withhold until grade 2 or less and resume at the same dose; if it recurs, resume one level lower. Start or raise lipid-lowering therapy as needed.',
          'Interstitial lung disease/pneumonitis: grade 1-2, withhold until back to baseline and resume one level lower (stop if it recurs or does not recover within 6 weeks); grade 3-4, stop permanently.',
          'Second- or third-degree AV block: withhold and manage per the label table (pacemaker, reduced dose, or permanent stop on recurrence).',
          'Strong CYP3A inducers are contraindicated (severe hepatotoxicity; stop them 3 half-lives before starting). Avoid strong CYP3A inhibitors; if unavoidable, reduce 100 mg to 75 mg daily.',
        ],
      },
    ],
    administration: [
      'With or without food, at the same time each day; swallow tablets whole, do not chew, crush or split.',
      'Missed dose: take it unless the next dose is due within 4 hours. Vomited dose: do not take an extra dose; take the next dose at the usual time.',
      'Check cholesterol and triglycerides before starting, 1 and 2 months after, then periodically; ECG before starting and monthly thereafter.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective non-hormonal contraception during treatment and for at least 6 months after the last dose, as lorlatinib can make hormonal contraceptives ineffective (8.3). Males with partners of reproductive potential also use effective contraception (interval not confirmed at review).',
    lactation: noBreastfeeding('7 days'),
    adverseReactions: {
      common: [
        { reaction: 'CNS effects of any kind (pooled trials)', frequency: '52%' },
        { reaction: 'Cognitive effects', frequency: '28%' },
        { reaction: 'Mood effects', frequency: '21%' },
        {
          reaction:
            'Oedema, peripheral neuropathy, weight gain, fatigue, dyspnoea, arthralgia, diarrhoea, cough',
          frequency: '≥20%',
        },
        {
          reaction: 'Hypercholesterolaemia and hypertriglyceridaemia (laboratory)',
          frequency: '≥20% (most patients)',
        },
      ],
      serious: [
        'Severe hepatotoxicity with strong CYP3A inducers (contraindicated, 5.1).',
        'CNS effects including seizures, psychosis and suicidal ideation (5.2).',
        'Hyperlipidaemia (5.3); AV block (5.4).',
        'Interstitial lung disease/pneumonitis (5.5); hypertension and hyperglycaemia (5.6, 5.7).',
        'Embryo-fetal toxicity (5.8).',
      ],
    },
    sources: sources('Lorbrena (lorlatinib)', 'Lorbrena'),
  },

  entrectinib: {
    indications: [
      'ROS1-positive metastatic NSCLC in adults (FDA-approved test).',
      'NTRK gene fusion-positive solid tumours, metastatic or where surgery would cause severe morbidity, progressed after treatment or without satisfactory alternatives, in adults and children older than 1 month (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'ROS1-positive NSCLC; NTRK fusion-positive solid tumours (adults)',
        dose: '600 mg orally once daily until progression or unacceptable toxicity. Children: dose by body surface area per the label tables.',
        modifications: [
          'Adult reduction levels: 400 mg, then 200 mg once daily; stop if 200 mg is not tolerated.',
          'The label table covers congestive heart failure, CNS effects, hyperuricaemia, QT prolongation, vision disorders, hepatotoxicity and anaemia/neutropenia: withhold until recovered, then resume at the same or next lower level, or stop.',
          'Avoid moderate and strong CYP3A inhibitors; if unavoidable (adults and BSA above 1.50 m2): 200 mg daily with a moderate and 100 mg daily with a strong inhibitor; resume the previous dose 3-5 half-lives after the inhibitor stops. Avoid moderate and strong CYP3A inducers.',
        ],
      },
    ],
    administration: [
      'With or without food. Swallow capsules whole; do not open, crush, chew or dissolve them (capsules can instead be made into an oral suspension, or for an enteral tube, as the label describes; oral pellets are taken on soft food).',
      'Missed dose: take it unless the next dose is due within 12 hours. Vomiting right after a dose: repeat the dose.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('5 weeks', 'effective contraception for 3 months after the last dose'),
    lactation: noBreastfeeding('7 days'),
    adverseReactions: {
      common: [
        {
          reaction:
            'Fatigue, constipation, dysgeusia, oedema, dizziness, diarrhoea, nausea, dysaesthesia, dyspnoea, myalgia, cognitive impairment, weight gain, cough, vomiting, pyrexia, arthralgia, vision disorders',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Congestive heart failure (5.1).',
        'CNS effects: cognitive impairment, mood disorders, dizziness, sleep disturbance (5.2).',
        'Skeletal fractures (5.3); hepatotoxicity (5.4); hyperuricaemia (5.5).',
        'QT prolongation (5.6); vision disorders (5.7).',
        'Embryo-fetal toxicity (5.8).',
      ],
    },
    sources: sources('Rozlytrek (entrectinib)', 'Rozlytrek'),
  },

  larotrectinib: {
    indications: [
      'NTRK gene fusion-positive solid tumours without a known acquired resistance mutation, metastatic or where surgery would cause severe morbidity, with no satisfactory alternative or progressed after treatment, in adults and children (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'NTRK fusion-positive solid tumours',
        dose: 'Adults and children with BSA of at least 1.0 m2: 100 mg orally twice daily; BSA below 1.0 m2: 100 mg/m2 twice daily; until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels (BSA at least 1.0 m2): 75 mg twice daily, 50 mg twice daily, then 100 mg once daily; stop if 100 mg once daily is not tolerated. BSA below 1.0 m2: 75, 50, then 25 mg/m2 twice daily.',
          'Grade 3-4 reactions: withhold until baseline or grade 1, resume at the next lower level if resolved within 4 weeks, otherwise stop. Grade 2 or higher liver test abnormalities follow the label’s hepatotoxicity table.',
          'Moderate or severe hepatic impairment (Child-Pugh B or C): start at half the dose. No renal adjustment.',
          'Avoid strong CYP3A4 inhibitors (including grapefruit); if unavoidable, halve the dose. Avoid strong CYP3A4 inducers; if unavoidable, double the dose. Return to the previous dose 3-5 half-lives after the interacting drug stops.',
        ],
      },
    ],
    administration: [
      'With or without food; capsules swallowed whole with water, not chewed or crushed. Capsules and the 20 mg/mL oral solution are interchangeable; measure the solution with the supplied oral syringe.',
      'Missed dose: take it unless the next dose is due within 6 hours. Vomited dose: do not repeat; take the next dose at the usual time.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 month', 'effective contraception for 1 month after the last dose'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        {
          reaction:
            'Raised AST/ALT, anaemia, musculoskeletal pain, fatigue, hypoalbuminaemia, neutropenia, raised alkaline phosphatase, cough, leukopenia, constipation, diarrhoea, dizziness, hypocalcaemia, nausea, vomiting, pyrexia, lymphopenia',
          frequency: '≥20%',
        },
      ],
      serious: [
        'CNS effects: dizziness, cognitive impairment, mood disorders, sleep disturbance (5.1).',
        'Skeletal fractures (5.2).',
        'Hepatotoxicity, including drug-induced liver injury (5.3).',
        'Embryo-fetal toxicity (5.4).',
      ],
    },
    sources: sources('Vitrakvi (larotrectinib)', 'Vitrakvi'),
  },

  capmatinib: {
    indications: [
      'Metastatic NSCLC with a mutation leading to MET exon 14 skipping in adults (FDA-approved test; if plasma is negative, test tumour tissue where feasible).',
    ],
    dosing: [
      {
        indication: 'MET exon 14 skipping NSCLC',
        dose: '400 mg orally twice daily until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 300 mg, then 200 mg twice daily; stop if 200 mg twice daily is not tolerated.',
          'Interstitial lung disease/pneumonitis of any grade: stop permanently.',
          'Grade 3 ALT/AST without raised bilirubin: withhold until baseline; resume at the same dose if recovered within 7 days, otherwise one level lower. Grade 4, or ALT/AST above 3x ULN with bilirubin above 2x ULN: stop permanently.',
          'Raised bilirubin alone: grade 2, withhold until baseline (same dose within 7 days, otherwise reduced); grade 3, withhold and resume reduced if recovered within 7 days, otherwise stop; grade 4, stop.',
          'Other grade 3 reactions: withhold until resolved, then resume one level lower; grade 4: stop.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow tablets whole, do not break, crush or chew.',
      'Missed or vomited dose: do not make it up; take the next dose at its scheduled time.',
      'Limit sun exposure (photosensitivity seen in animal studies): sunscreen and protective clothing.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 week', 'effective contraception for 1 week after the last dose'),
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        {
          reaction:
            'Oedema, nausea, musculoskeletal pain, fatigue, vomiting, dyspnoea, decreased appetite',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Interstitial lung disease/pneumonitis, sometimes fatal (5.1).',
        'Hepatotoxicity (5.2); pancreatic toxicity (raised amylase/lipase, pancreatitis).',
        'Hypersensitivity reactions.',
        'Risk of photosensitivity and embryo-fetal toxicity.',
      ],
    },
    sources: sources('Tabrecta (capmatinib)', 'Tabrecta'),
  },

  tepotinib: {
    indications: ['Metastatic NSCLC with MET exon 14 skipping alterations in adults.'],
    dosing: [
      {
        indication: 'MET exon 14 skipping NSCLC',
        dose: '450 mg orally once daily with food until progression or unacceptable toxicity.',
        modifications: [
          'One reduction level: 225 mg once daily; stop if 225 mg is not tolerated.',
          'Interstitial lung disease: withhold if suspected; stop permanently if confirmed.',
          'Grade 3 ALT/AST without raised bilirubin: withhold until baseline; resume at the same dose if recovered within 7 days, otherwise at 225 mg. Grade 4: stop. ALT/AST above 3x ULN with bilirubin above 2x ULN (no cholestasis or haemolysis): stop permanently.',
          'Grade 3 bilirubin alone: withhold until baseline, resume at 225 mg if recovered within 7 days, otherwise stop; grade 4: stop.',
          'Other reactions: grade 2, keep the dose (withhold if intolerable, then resume reduced); grade 3, withhold until resolved and resume at 225 mg; grade 4, stop.',
          'Liver tests before starting, every 2 weeks for the first 3 months, then monthly. Avoid combined strong CYP3A/P-gp inducers and dual strong CYP3A/P-gp inhibitors; avoid P-gp substrates where a small rise is dangerous.',
        ],
      },
    ],
    administration: [
      'With food, at about the same time each day; swallow tablets whole, do not chew, crush or split.',
      'Difficulty swallowing: disperse the tablet in 30 mL of non-carbonated water (no other liquid), stir without crushing and drink within 1 hour, then rinse per the label.',
      'Missed dose: do not make it up within 8 hours of the next dose. Vomited dose: take the next dose at the scheduled time.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 week', 'effective contraception for 1 week after the last dose'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        {
          reaction:
            'Oedema (most common), nausea, fatigue, musculoskeletal pain, diarrhoea, dyspnoea, rash, decreased appetite',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Interstitial lung disease/pneumonitis, including a fatal case (5.1).',
        'Hepatotoxicity (5.2).',
        'Embryo-fetal toxicity (5.3).',
      ],
    },
    sources: sources('Tepmetko (tepotinib)', 'Tepmetko'),
  },

  selpercatinib: {
    indications: [
      'Locally advanced or metastatic RET fusion-positive NSCLC in adults.',
      'Advanced or metastatic RET-mutant medullary thyroid cancer needing systemic therapy (adults and children 2 years and older).',
      'Advanced or metastatic RET fusion-positive thyroid cancer needing systemic therapy and radioactive iodine-refractory where that applies (adults and children 2 years and older).',
      'Locally advanced or metastatic RET fusion-positive solid tumours progressed on or after systemic therapy or without satisfactory alternatives (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'Adults and adolescents 12 years and older (all indications)',
        dose: 'By actual body weight: below 50 kg, 120 mg orally twice daily; 50 kg or more, 160 mg twice daily; until progression or unacceptable toxicity. Children 2 to under 12 years: dose by body surface area per the label table.',
        modifications: [
          'From 160 mg twice daily: 120 mg, then 80 mg, then 40 mg twice daily; from 120 mg twice daily, the lower levels in the label table. Stop if the lowest level is not tolerated.',
          'Hepatotoxicity, hypertension, QT prolongation, haemorrhage, hypersensitivity and other reactions: withhold, then resume at a lower level or stop per the label table; for hypersensitivity, resume with corticosteroids at a reduced dose.',
          'Avoid strong and moderate CYP3A inhibitors; if one cannot be avoided, lower the dose per the label table (2.5). Avoid strong and moderate CYP3A inducers.',
          'Severe hepatic impairment: reduce the dose per the label (2.6).',
        ],
      },
    ],
    administration: [
      'Twice daily about 12 hours apart, with or without food unless a proton pump inhibitor is co-prescribed.',
      'Avoid PPIs, H2 blockers and locally acting antacids; if one cannot be avoided, take selpercatinib with food alongside a PPI and separate it from H2 blockers and antacids as the label directs (2.4).',
      'Swallow capsules or tablets whole; do not crush or chew.',
      'Stop at least 7 days before elective surgery (impaired wound healing).',
      'Missed dose: do not take it unless the next dose is more than 6 hours away. Vomited dose: do not take another; take the next dose at the scheduled time.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 week', 'effective contraception for 1 week after the last dose'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        {
          reaction:
            'Oedema, diarrhoea, fatigue, dry mouth, hypertension, abdominal pain, constipation, rash, nausea, headache',
          frequency: '≥25%',
        },
        {
          reaction:
            'Raised AST/ALT, raised glucose, lymphopenia, leukopenia, low albumin, low calcium, raised creatinine, raised alkaline phosphatase, thrombocytopenia, raised cholesterol, low sodium (laboratory)',
          frequency: '≥25%',
        },
      ],
      serious: [
        'Hepatotoxicity (5.1); interstitial lung disease/pneumonitis (5.2).',
        'Hypertension (5.3); QT prolongation (5.4); haemorrhagic events (5.5).',
        'Hypersensitivity (5.6); tumour lysis syndrome (5.7); impaired wound healing (5.8).',
        'Hypothyroidism; slipped capital femoral epiphysis and epiphyseal disorders in children.',
        'Embryo-fetal toxicity.',
      ],
    },
    sources: sources('Retevmo (selpercatinib)', 'Retevmo'),
  },

  pralsetinib: {
    indications: [
      'Metastatic RET fusion-positive NSCLC in adults (FDA-approved test).',
      'Advanced or metastatic RET fusion-positive thyroid cancer needing systemic therapy and radioactive iodine-refractory where that applies, in adults and children 12 years and older (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'RET fusion-positive NSCLC and thyroid cancer',
        dose: '400 mg orally once daily on an empty stomach until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 300 mg, 200 mg, then 100 mg once daily; stop if 100 mg is not tolerated.',
          'Interstitial lung disease/pneumonitis: grade 1-2, withhold until resolved and resume one level lower (stop if it recurs); confirmed grade 3-4, stop permanently.',
          'Grade 3 hypertension persisting despite optimal treatment: withhold, resume one level lower once controlled; grade 4: stop.',
          'Grade 3-4 hepatotoxicity: withhold and check AST/ALT weekly until grade 1 or baseline, resume one level lower; stop if grade 3 or higher recurs.',
          'Grade 3-4 haemorrhage: withhold until grade 0-1 or baseline; stop for severe or life-threatening bleeding. Other grade 3-4 reactions: withhold until grade 2 or less, resume one level lower; stop for recurrent grade 4.',
          'Avoid strong CYP3A inhibitors and combined P-gp/strong CYP3A inhibitors; if unavoidable: 400 or 300 mg becomes 200 mg, 200 mg becomes 100 mg. Avoid strong CYP3A inducers (the label raises the dose when one cannot be avoided).',
        ],
      },
    ],
    administration: [
      'Empty stomach: no food for at least 2 hours before and at least 1 hour after each dose.',
      'Missed dose: take it as soon as possible the same day and resume the usual schedule the next day. Vomited dose: do not take another; continue with the next scheduled dose.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Verify pregnancy status before starting; females of reproductive potential use effective non-hormonal contraception during treatment and for 2 weeks after the last dose, as pralsetinib can make hormonal contraceptives ineffective (8.3). Males with partners of reproductive potential: effective contraception for 1 week after the last dose.',
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        {
          reaction:
            'Musculoskeletal pain, constipation, hypertension, diarrhoea, fatigue, oedema, pyrexia, cough',
          frequency: '≥25%',
        },
      ],
      serious: [
        'Interstitial lung disease/pneumonitis (5.1).',
        'Hypertension (5.2); hepatotoxicity (5.3); haemorrhagic events (5.4).',
        'Tumour lysis syndrome; impaired wound healing.',
        'Embryo-fetal toxicity.',
      ],
    },
    sources: sources('Gavreto (pralsetinib)', 'Gavreto'),
  },

  encorafenib: {
    indications: [
      'Unresectable or metastatic BRAF V600E or V600K melanoma, with binimetinib (not for wild-type BRAF melanoma).',
      'Metastatic BRAF V600E NSCLC, with binimetinib.',
      'Metastatic BRAF V600E colorectal cancer: with cetuximab after prior therapy; with cetuximab and mFOLFOX6 as initial therapy (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'Melanoma and NSCLC (with binimetinib)',
        dose: '450 mg (six 75 mg capsules) orally once daily until progression or unacceptable toxicity; if binimetinib is withheld or stopped, reduce encorafenib to no more than 300 mg daily until it resumes.',
        modifications: [
          'Dose-reduction levels: per the label’s reduction table (levels not confirmed at review); stop if the lowest level is not tolerated.',
        ],
      },
      {
        indication: 'Colorectal cancer (with cetuximab, with or without mFOLFOX6)',
        dose: '300 mg (four 75 mg capsules) orally once daily until progression or unacceptable toxicity.',
        modifications: [
          'Dose-reduction levels: per the label’s reduction table (levels not confirmed at review).',
        ],
      },
      {
        indication: 'All indications: toxicity and interactions',
        dose: 'Per the label’s adverse-reaction table.',
        modifications: [
          'QTcF above 500 ms with a rise of 60 ms or less: withhold until 500 ms or less, resume reduced; stop after more than one recurrence. QTcF above 500 ms with a rise above 60 ms: stop permanently.',
          'Uveitis: grade 1-2 not responding to eye treatment, or grade 3, withhold up to 6 weeks and resume at the same or a lower dose if improved, otherwise stop; grade 4, stop. RAS-mutant non-cutaneous new malignancy: stop.',
          'Dermatologic grade 3: withhold until grade 0-1, resume at the same dose (reduced if recurrent); grade 4: stop. Other recurrent grade 2 or first grade 3 (including haemorrhage): withhold up to 4 weeks, resume reduced if improved, otherwise stop.',
          'Avoid strong or moderate CYP3A4 inhibitors; if unavoidable, reduce to one third of the dose (strong) or one half (moderate), returning to the previous dose 3-5 half-lives after the inhibitor stops.',
        ],
      },
    ],
    administration: [
      'With or without food, once daily.',
      'Missed dose: do not take it within 12 hours of the next dose. Vomited dose: do not take another; take the next dose at the usual time.',
      'Skin examination before starting, every 2 months on treatment and for up to 6 months after stopping (new primary cutaneous malignancies).',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective non-hormonal contraception during treatment and for 2 weeks after the last dose, as encorafenib can make hormonal contraceptives ineffective (8.3).',
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        {
          reaction:
            'With binimetinib (melanoma): fatigue, nausea, vomiting, abdominal pain, arthralgia',
          frequency: '≥25%',
        },
        {
          reaction:
            'With cetuximab (colorectal): fatigue, nausea, diarrhoea, acneiform dermatitis, abdominal pain, decreased appetite, arthralgia, rash',
          frequency: '≥25%',
        },
      ],
      serious: [
        'New primary malignancies, cutaneous (squamous cell carcinoma, keratoacanthoma, new melanoma) and non-cutaneous (5.1).',
        'Tumour promotion in BRAF wild-type tumours (5.2).',
        'Haemorrhage (5.3); uveitis (5.4); QT prolongation (5.5).',
        'Embryo-fetal toxicity (5.6).',
      ],
    },
    sources: sources('Braftovi (encorafenib)', 'Braftovi'),
  },

  zanubrutinib: {
    indications: [
      'Mantle cell lymphoma after at least one prior therapy (accelerated approval).',
      'Waldenström’s macroglobulinaemia.',
      'Relapsed or refractory marginal zone lymphoma after at least one anti-CD20-based regimen (accelerated approval).',
      'Chronic lymphocytic leukaemia or small lymphocytic lymphoma.',
      'Relapsed or refractory follicular lymphoma, with obinutuzumab, after two or more lines of systemic therapy (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'All indications (adults)',
        dose: '160 mg orally twice daily or 320 mg once daily until progression or unacceptable toxicity.',
        modifications: [
          'For grade 3 or higher non-haematologic toxicity, grade 3 febrile neutropenia, grade 3 thrombocytopenia with significant bleeding, or grade 4 neutropenia or thrombocytopenia lasting more than 10 days: interrupt until grade 1 or baseline, then resume per the label’s occurrence table (the full dose after a first occurrence, lower doses after later ones, stop after repeated recurrence; levels not confirmed at review). Asymptomatic lymphocytosis is not a reason to modify the dose.',
          'Severe hepatic impairment: reduced dose per the label (2.2, revised 2025).',
          'Strong CYP3A inhibitor: 80 mg once daily; moderate CYP3A inhibitor: 80 mg twice daily; resume the previous dose after the inhibitor stops. Avoid moderate and strong CYP3A inducers.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow whole with water, do not open, break or chew.',
      'Missed dose: take it as soon as possible the same day and return to the usual schedule the next day.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: EMBRYO_FETAL_INTERVAL_UNCONFIRMED,
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        {
          reaction:
            'Neutrophil and platelet decreases, upper respiratory infection, haemorrhage/bruising, musculoskeletal pain, rash',
          frequency: '≥30% (pooled B-cell malignancy studies)',
        },
      ],
      serious: [
        'Haemorrhage, including fatal intracranial and gastrointestinal bleeding (5.1).',
        'Infections, including fatal bacterial, viral, fungal and opportunistic infections; consider prophylaxis (5.2).',
        'Cytopenias (5.3); second primary malignancies, including skin cancers (5.4).',
        'Atrial fibrillation/flutter and other cardiac arrhythmias (5.5); hepatotoxicity including drug-induced liver injury (5.6).',
        'Embryo-fetal toxicity (5.7).',
      ],
    },
    sources: sources('Brukinsa (zanubrutinib)', 'Brukinsa'),
  },

  pirtobrutinib: {
    indications: [
      'Relapsed or refractory CLL or SLL previously treated with a covalent BTK inhibitor.',
      'Relapsed or refractory mantle cell lymphoma after at least two lines of systemic therapy including a BTK inhibitor.',
    ],
    dosing: [
      {
        indication: 'CLL/SLL and mantle cell lymphoma',
        dose: '200 mg orally once daily until progression or unacceptable toxicity.',
        modifications: [
          'For grade 3-4 non-haematologic toxicity, ANC 0.5 to below 1.0 x 10^9/L with fever or infection, ANC below 0.5 x 10^9/L for 7 days or more, platelets 25 to below 50 x 10^9/L with bleeding, or platelets below 25 x 10^9/L: interrupt until grade 1 or baseline, then resume at 200 mg (first occurrence), 100 mg (second), 50 mg (third); stop at the fourth. Weigh benefit and risk before resuming after a grade 4 non-haematologic toxicity.',
          'Asymptomatic lymphocytosis needs no change; an asymptomatic lipase rise may not need one.',
          'Avoid strong CYP3A inhibitors; if unavoidable the label lowers the dose (interrupt if already at 50 mg). Avoid strong and moderate CYP3A inducers (the label raises the dose when a moderate inducer cannot be avoided).',
          'Severe renal impairment (eGFR 15-29 mL/min): 200 mg becomes 100 mg, 100 mg becomes 50 mg.',
        ],
      },
    ],
    administration: [
      'With or without food, at the same time each day; swallow tablets whole, do not cut, crush or chew.',
      'Missed dose: take it if within 12 hours of the usual time; otherwise skip it and take the next dose as scheduled.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 week'),
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        {
          reaction:
            'Mantle cell lymphoma: fatigue, musculoskeletal pain, diarrhoea, oedema, dyspnoea, pneumonia, bruising',
          frequency: '≥15%',
        },
        {
          reaction:
            'CLL/SLL: fatigue, bruising, cough, musculoskeletal pain, COVID-19, diarrhoea, pneumonia, abdominal pain, dyspnoea, haemorrhage, oedema, nausea, pyrexia, headache',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Infections, including fatal ones; consider prophylaxis (5.1).',
        'Haemorrhage (5.2); cytopenias (5.3).',
        'Atrial fibrillation/flutter and other arrhythmias (5.4); second primary malignancies (5.5).',
        'Embryo-fetal toxicity (5.6).',
      ],
    },
    sources: sources('Jaypirca (pirtobrutinib)', 'Jaypirca'),
  },

  alpelisib: {
    indications: [
      'Piqray: HR-positive, HER2-negative, PIK3CA-mutated advanced or metastatic breast cancer, with fulvestrant, after progression on or after an endocrine-based regimen.',
      'Vijoice: severe manifestations of PIK3CA-related overgrowth spectrum needing systemic therapy, in adults and children 2 years and older (accelerated approval; dosing per the Vijoice label, not covered here).',
    ],
    dosing: [
      {
        indication: 'Breast cancer (Piqray with fulvestrant)',
        dose: '300 mg (two 150 mg tablets) orally once daily with food until progression or unacceptable toxicity; fulvestrant 500 mg on days 1, 15 and 29, then monthly.',
        modifications: [
          'Reduction levels: 250 mg, then 200 mg once daily; stop if less than 200 mg would be needed. Pancreatitis allows only one reduction.',
          'Hyperglycaemia: check fasting glucose and HbA1c before starting and fasting glucose often in the first weeks (see the label schedule); start or intensify antidiabetic treatment (metformin first) for any rise. Fasting glucose above 250-500 mg/dL: interrupt and resume one level lower once at or below 160 mg/dL; stop if not controlled within 21 days. Above 500 mg/dL confirmed: stop permanently.',
          'Rash and diarrhoea: grade 1-2, treat without changing the dose; grade 3, interrupt until grade 1 or less and resume one level lower; grade 4, stop. Confirmed SJS, TEN or erythema multiforme: stop and never restart.',
          'Pneumonitis confirmed: stop permanently. Severe hypersensitivity: stop permanently.',
          'Avoid strong CYP3A4 inducers and BCRP inhibitors.',
        ],
      },
    ],
    administration: [
      'With food, at about the same time each day; swallow tablets whole, not chewed, crushed or split, and do not take a broken or cracked tablet.',
      'Missed dose: take it with food within 9 hours of the usual time; after more than 9 hours skip it for that day. Vomited dose: no extra dose that day; resume the next day at the usual time.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Verify pregnancy status before starting; females of reproductive potential use effective contraception during treatment and for 1 week after the last dose (8.3). Males with partners of reproductive potential use condoms and effective contraception (interval not confirmed at review).',
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        { reaction: 'Hyperglycaemia (grade 3 in 33%, grade 4 in 3.9%)', frequency: '65%' },
        { reaction: 'Diarrhoea (grade 3 in 7%)', frequency: '58%' },
        {
          reaction:
            'Raised creatinine, rash, lymphopenia, raised GGT, nausea, raised ALT, fatigue, anaemia, raised lipase, decreased appetite, stomatitis, vomiting, weight loss, hypocalcaemia, prolonged aPTT, alopecia',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Severe hypersensitivity including anaphylaxis (contraindication, 5.1).',
        'Severe cutaneous reactions: Stevens-Johnson syndrome, erythema multiforme, toxic epidermal necrolysis (5.2).',
        'Severe hyperglycaemia including ketoacidosis (5.3).',
        'Pneumonitis (5.4); severe diarrhoea with dehydration and acute kidney injury (5.5).',
        'Embryo-fetal toxicity (5.6).',
      ],
    },
    sources: sources('Piqray (alpelisib)', 'Piqray'),
  },

  duvelisib: {
    indications: [
      'Relapsed or refractory CLL or SLL after at least two prior therapies (not recommended for initial or second-line treatment).',
    ],
    dosing: [
      {
        indication: 'Relapsed or refractory CLL/SLL',
        dose: '25 mg orally twice daily in 28-day cycles until progression or unacceptable toxicity.',
        modifications: [
          'One reduction level: 15 mg twice daily; stop if 15 mg twice daily is not tolerated.',
          'Grade 3 or higher infection: withhold until resolved, resume at the same or reduced dose. Suspected PJP: withhold; confirmed PJP: stop. Clinical CMV infection or viraemia: withhold until resolved, then resume at the same or reduced dose with at least monthly CMV monitoring.',
          'Diarrhoea or colitis, cutaneous reactions, pneumonitis, raised transaminases and neutropenia: withhold, then resume reduced or stop per the label table (SJS/TEN/DRESS and severe pneumonitis: stop).',
          'Strong CYP3A4 inhibitors: 15 mg twice daily. Avoid strong CYP3A4 inducers.',
          'Give PJP prophylaxis during treatment and until the CD4+ count is above 200 cells/microL afterwards; consider CMV prophylaxis.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow capsules whole, do not open, break or chew.',
      'Missed dose: take it if within 6 hours of the usual time; otherwise skip it and take the next dose at the usual time.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 month', 'effective contraception for 1 month after the last dose'),
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        {
          reaction:
            'Diarrhoea or colitis, neutropenia, rash, fatigue, pyrexia, cough, nausea, upper respiratory infection, pneumonia, musculoskeletal pain, anaemia',
          frequency: '≥20%',
        },
        { reaction: 'Serious or fatal infections', frequency: '31%' },
        { reaction: 'Serious or fatal diarrhoea or colitis', frequency: '18%' },
        {
          reaction: 'Serious or fatal cutaneous reactions; serious or fatal pneumonitis',
          frequency: '5% each',
        },
      ],
      serious: [
        'Boxed warning: treatment-related mortality, and fatal or serious infections, diarrhoea or colitis, cutaneous reactions and pneumonitis.',
        'Hepatotoxicity (5.5); neutropenia (5.6).',
        'Embryo-fetal toxicity (5.7).',
      ],
    },
    sources: sources('Copiktra (duvelisib)', 'Copiktra'),
  },

  erdafitinib: {
    indications: [
      'Locally advanced or metastatic urothelial carcinoma with susceptible FGFR3 genetic alterations (FDA-approved companion diagnostic), progressed on or after at least one prior systemic therapy, in adults (not for patients eligible for but not yet treated with PD-1/PD-L1 inhibitor therapy).',
    ],
    dosing: [
      {
        indication: 'FGFR3-altered urothelial carcinoma',
        dose: '8 mg (two 4 mg tablets) orally once daily; at 14-21 days raise to 9 mg (three 3 mg tablets) once daily if serum phosphate is below 9.0 mg/dL and there is no eye disorder or grade 2 or higher reaction. Continue until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels from 9 mg: 8, 6, 5, then 4 mg; from 8 mg: 6, 5, then 4 mg; stop if 4 mg is not tolerated.',
          'Hyperphosphataemia: check phosphate monthly, limit phosphate intake to 600-800 mg/day; withhold or reduce per the label table when phosphate reaches 9.0 mg/dL or higher.',
          'Central serous retinopathy/retinal pigment epithelial detachment: withhold; stop if not resolved within 4 weeks or grade 4. Eye examinations (acuity, slit lamp, fundoscopy, OCT) monthly for the first 4 months, then every 3 months, and urgently for visual symptoms; use ocular demulcents for dry eye.',
          'Avoid other serum phosphate-altering drugs before the day 14-21 dose decision. Avoid strong CYP2C9 or CYP3A4 inducers; with moderate CYP2C9 or strong CYP3A4 inhibitors consider an alternative or watch closely for toxicity.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow tablets whole.',
      'Missed dose: take it as soon as possible the same day and resume the usual schedule the next day; no extra tablets. Vomiting after a dose: take the next dose the next day.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 month', 'effective contraception for 1 month after the last dose'),
    lactation: noBreastfeeding('1 month'),
    adverseReactions: {
      common: [
        {
          reaction:
            'Hyperphosphataemia, nail disorders, stomatitis, diarrhoea, dry mouth, dry skin, palmar-plantar erythrodysaesthesia, fatigue, dysgeusia, decreased appetite, dry eye, alopecia, constipation',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Ocular disorders: central serous retinopathy/retinal pigment epithelial detachment with visual field defects (5.1).',
        'Hyperphosphataemia and soft-tissue mineralisation, calcinosis, calciphylaxis (5.2).',
        'Embryo-fetal toxicity (5.3).',
      ],
    },
    sources: sources('Balversa (erdafitinib)', 'Balversa'),
  },

  pemigatinib: {
    indications: [
      'Previously treated, unresectable locally advanced or metastatic cholangiocarcinoma with an FGFR2 fusion or other rearrangement (FDA-approved test), in adults (accelerated approval).',
      'Relapsed or refractory myeloid/lymphoid neoplasms with FGFR1 rearrangement, in adults.',
    ],
    dosing: [
      {
        indication: 'Cholangiocarcinoma',
        dose: '13.5 mg orally once daily for 14 days, then 7 days off (21-day cycles), until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 9 mg, then 4.5 mg on the same 14-days-on schedule; stop if 4.5 mg is not tolerated.',
        ],
      },
      {
        indication: 'Myeloid/lymphoid neoplasms with FGFR1 rearrangement',
        dose: '13.5 mg orally once daily, continuously, until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 9 mg, then 4.5 mg daily, continuous; stop if 4.5 mg is not tolerated.',
        ],
      },
      {
        indication: 'Both indications: toxicity, organ function and interactions',
        dose: 'Per the label tables.',
        modifications: [
          'Hyperphosphataemia: low-phosphate diet above 5.5 mg/dL; phosphate-lowering therapy above 7 mg/dL, with withholding and dose reduction per the label as it rises; above 10 mg/dL withhold and resume one level lower.',
          'Retinal pigment epithelial detachment: withhold per the label table and resume at the same or a lower dose as it resolves. Eye examination with OCT before starting, every 2 months for 6 months, then every 3 months, and urgently for visual symptoms.',
          'Other grade 3 reactions: withhold until grade 1 or less, resume one level lower; grade 4: stop.',
          'Severe renal impairment or severe hepatic impairment: 9 mg on the indication’s schedule.',
          'Avoid strong and moderate CYP3A inhibitors; if unavoidable, 13.5 mg becomes 9 mg and 9 mg becomes 4.5 mg. Avoid strong and moderate CYP3A inducers.',
        ],
      },
    ],
    administration: [
      'With or without food at about the same time each day; swallow tablets whole, do not crush, chew, split or dissolve.',
      'Dose missed by 4 hours or more, or vomited: resume with the next scheduled dose.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Verify pregnancy status before starting; females of reproductive potential use effective contraception during treatment (post-treatment interval not confirmed at review); males with partners of reproductive potential use effective contraception during treatment and for 1 week after the last dose (8.3).',
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        {
          reaction:
            'Cholangiocarcinoma: hyperphosphataemia, alopecia, diarrhoea, nail toxicity, fatigue, dysgeusia, nausea, constipation, stomatitis, dry eye, dry mouth, decreased appetite, vomiting, arthralgia, abdominal pain, hypophosphataemia, back pain, dry skin',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Retinal pigment epithelial detachment (5.1).',
        'Hyperphosphataemia and soft-tissue mineralisation (5.2).',
        'Embryo-fetal toxicity (5.3).',
      ],
    },
    sources: sources('Pemazyre (pemigatinib)', 'Pemazyre'),
  },

  futibatinib: {
    indications: [
      'Previously treated, unresectable locally advanced or metastatic intrahepatic cholangiocarcinoma with FGFR2 gene fusions or other rearrangements, in adults (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'FGFR2-rearranged intrahepatic cholangiocarcinoma',
        dose: '20 mg (five 4 mg tablets) orally once daily until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 16 mg, then 12 mg once daily; stop if 12 mg is not tolerated.',
          'Serum phosphate 5.5-7.0 mg/dL: continue, start phosphate-lowering therapy, check weekly. Above 7.0-10.0 mg/dL: adjust phosphate lowering and reduce one level; if not 7.0 mg/dL or less within 2 weeks reduce again, and after the second reduction withhold until 7.0 or less. Above 10.0 mg/dL: withhold until 7.0 or less and resume one level lower; stop if not controlled within 2 weeks after two interruptions and reductions.',
          'Retinal pigment epithelial detachment: continue with eye follow-up; if not resolving within 14 days, withhold until resolving and resume at the previous or a lower dose.',
          'Other grade 3 reactions: withhold until grade 1 or baseline; resume at the same dose for haematologic toxicity resolving within 1 week, otherwise one level lower. Grade 4: stop.',
          'Avoid dual P-gp and strong CYP3A inhibitors and dual P-gp and strong CYP3A inducers.',
        ],
      },
    ],
    administration: [
      'With or without food at about the same time each day; swallow tablets whole, do not crush, chew, split or dissolve.',
      'Dose missed by more than 12 hours, or vomited: resume with the next scheduled dose.',
      'Eye examination including OCT of the macula before starting, every 2 months for 6 months, then every 3 months; urgently for visual symptoms.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 week', 'effective contraception for 1 week after the last dose'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        { reaction: 'Hyperphosphataemia (laboratory, above ULN)', frequency: '88%' },
        {
          reaction:
            'Nail toxicity, musculoskeletal pain, constipation, diarrhoea, fatigue, dry mouth, alopecia, stomatitis, abdominal pain, dry skin, arthralgia, dysgeusia, dry eye, nausea, decreased appetite, palmar-plantar erythrodysaesthesia, vomiting',
          frequency: '≥20%',
        },
        { reaction: 'Retinal pigment epithelial detachment', frequency: '9%' },
      ],
      serious: [
        'Retinal pigment epithelial detachment (5.1).',
        'Hyperphosphataemia with soft-tissue mineralisation, calcinosis, non-uraemic calciphylaxis and vascular calcification (5.2).',
        'Embryo-fetal toxicity (5.3).',
      ],
    },
    sources: sources('Lytgobi (futibatinib)', 'Lytgobi'),
  },

  ripretinib: {
    indications: [
      'Advanced gastrointestinal stromal tumour in adults after three or more kinase inhibitors, including imatinib.',
    ],
    dosing: [
      {
        indication: 'Advanced GIST (fourth line and later)',
        dose: '150 mg (three 50 mg tablets) orally once daily until progression or unacceptable toxicity.',
        modifications: [
          'One reduction level: 100 mg once daily; stop if 100 mg is not tolerated.',
          'Grade 2 palmar-plantar erythrodysaesthesia: withhold until grade 1 or baseline; resume at the same dose if recovered within 7 days, otherwise at 100 mg; if it recurs, resume at 100 mg. Grade 3: withhold at least 7 days or until grade 1 or baseline (up to 28 days), resume at 100 mg. Consider re-escalating after 28 days at grade 1 or less.',
          'Grade 3 hypertension: if symptomatic, withhold until symptoms resolve and blood pressure is controlled, then resume at the same dose (reduced if not controlled to grade 1; reduced on recurrence). Grade 4: stop.',
          'Left ventricular systolic dysfunction grade 3-4: stop. Other grade 3 or higher reactions: withhold until grade 1 or baseline (up to 28 days), resume reduced.',
          'Impaired wound healing: withhold at least 1 week before elective surgery and for at least 2 weeks after major surgery until the wound heals.',
          'Strong CYP3A inhibitors: monitor more often for adverse reactions. Avoid strong CYP3A inducers.',
        ],
      },
    ],
    administration: [
      'With or without food at the same time each day; swallow tablets whole.',
      'Missed dose: take it if within 8 hours of the usual time; if more than 8 hours late, skip it and resume the next day. Vomited dose: no replacement; resume the next day at the usual time.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: EMBRYO_FETAL_INTERVAL_UNCONFIRMED,
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        {
          reaction:
            'Alopecia, fatigue, nausea, abdominal pain, constipation, myalgia, diarrhoea, decreased appetite, palmar-plantar erythrodysaesthesia, vomiting',
          frequency: '≥20%',
        },
        { reaction: 'Grade 3-4 raised lipase and low phosphate (laboratory)', frequency: '≥4%' },
      ],
      serious: [
        'Palmar-plantar erythrodysaesthesia (5.1).',
        'New primary cutaneous malignancies (squamous cell carcinoma, melanoma): skin checks at start and during treatment (5.2).',
        'Hypertension (5.3); cardiac dysfunction including heart failure and falling LVEF (5.4).',
        'Impaired wound healing (5.5); embryo-fetal toxicity (5.6).',
      ],
    },
    sources: sources('Qinlock (ripretinib)', 'Qinlock'),
  },

  tivozanib: {
    indications: [
      'Relapsed or refractory advanced renal cell carcinoma in adults after two or more prior systemic therapies.',
    ],
    dosing: [
      {
        indication: 'Advanced renal cell carcinoma',
        dose: '1.34 mg orally once daily for 21 days, then 7 days off (28-day cycle), until progression or unacceptable toxicity.',
        modifications: [
          'One reduction level: 0.89 mg once daily on the same 21-of-28-day schedule. Treat diarrhoea, nausea or vomiting medically before interrupting or reducing.',
          'Grade 3 hypertension persisting despite optimal treatment: withhold, resume at 0.89 mg once grade 2 or better; grade 4: stop. Control blood pressure before starting.',
          'Grade 3 cardiac failure: withhold until grade 0-1 or baseline, then resume reduced or stop; grade 4: stop. Arterial thromboembolism or reversible posterior leukoencephalopathy of any grade, and grade 3-4 haemorrhage: stop.',
          'Proteinuria of 2 g or more per 24 hours: withhold until below 2 g, resume reduced; nephrotic syndrome: stop.',
          'Other persistent or intolerable grade 2-3 reactions or grade 4 laboratory abnormalities: withhold until grade 1 or baseline, resume reduced; grade 4 reactions: stop.',
          'Moderate hepatic impairment (bilirubin above 1.5 to 3x ULN): 0.89 mg on the same schedule. Avoid strong CYP3A inducers.',
          'Impaired wound healing: withhold at least 24 days before elective surgery and for at least 2 weeks after major surgery until the wound heals.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow the capsule whole with a glass of water, do not open it.',
      'Check blood pressure after 2 weeks and at least monthly during treatment.',
      'Missed dose: take the next dose at the next scheduled time; never two doses together.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 month', 'effective contraception for 1 month after the last dose'),
    lactation: NO_BREASTFEEDING_INTERVAL_UNCONFIRMED,
    adverseReactions: {
      common: [
        {
          reaction:
            'Fatigue, hypertension, diarrhoea, decreased appetite, nausea, dysphonia, hypothyroidism, cough, stomatitis',
          frequency: '≥20%',
        },
        {
          reaction: 'Grade 3-4 low sodium, raised lipase, low phosphate (laboratory)',
          frequency: '≥5%',
        },
      ],
      serious: [
        'Hypertension and hypertensive crisis (5.1); cardiac failure (5.2).',
        'Cardiac ischaemia and arterial thromboembolism (5.3); venous thromboembolism (5.4); haemorrhage (5.5).',
        'Proteinuria (5.6); gastrointestinal perforation and fistula (5.7); thyroid dysfunction (5.8).',
        'Impaired wound healing (5.9); reversible posterior leukoencephalopathy syndrome (5.10); embryo-fetal toxicity.',
      ],
    },
    sources: sources('Fotivda (tivozanib)', 'Fotivda'),
  },
};

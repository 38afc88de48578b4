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
          'Strong CYP3A inducers are contraindicated (severe hepatotoxicity; stop them 3 half-lives before starting). Avoid strong CYP3A inhibitors and fluconazole; if unavoidable, reduce 100 mg to 75 mg daily.',
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
      'Can cause fetal harm (8.1). Females of reproductive potential use effective non-hormonal contraception during treatment and for at least 6 months after the last dose, as lorlatinib can make hormonal contraceptives ineffective (8.3). Males with partners of reproductive potential: effective contraception for 3 months after the last dose.',
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
    pregnancy: embryoFetal('1 week', 'effective contraception for 1 week after the last dose'),
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
    lactation: noBreastfeeding('1 week'),
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
};

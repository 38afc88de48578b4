import type { MonographInput } from '../../../core/knowledge/drug';
import {
  embryoFetal,
  nioshUnconfirmed,
  noBreastfeeding,
  sources,
} from './kinase-inhibitors-shared';

/*
 * Monographs (issue 13) for the kinase inhibitors of `../kinase-inhibitors.ts`, paraphrased from
 * the current US labels. Oral drugs: the administration lines carry food, missed-dose and
 * swallowing instructions; the dosing lines carry the label's dose-reduction levels and its
 * CYP3A4 and acid-reducer dose changes in brief (the full interaction management lives in the
 * curated interaction records). Organ-function rules are on the record itself (`renal`,
 * `hepatic`) and are only summarised here.
 */
export const kinaseInhibitorMonographs: Record<string, MonographInput> = {
  imatinib: {
    indications: [
      'Ph+ chronic myeloid leukaemia: newly diagnosed chronic phase (adults and children), and blast crisis, accelerated phase or chronic phase after interferon-alfa failure.',
      'Ph+ acute lymphoblastic leukaemia: relapsed or refractory in adults; newly diagnosed in children with chemotherapy.',
      'Myelodysplastic/myeloproliferative disease with PDGFR gene rearrangement.',
      'Aggressive systemic mastocytosis without KIT D816V (or status unknown).',
      'Hypereosinophilic syndrome and/or chronic eosinophilic leukaemia.',
      'Dermatofibrosarcoma protuberans, unresectable, recurrent or metastatic.',
      'KIT (CD117)-positive GIST: unresectable or metastatic, and adjuvant after complete resection.',
    ],
    dosing: [
      {
        indication: 'CML chronic phase; MDS/MPD; GIST (metastatic and adjuvant)',
        dose: '400 mg orally once daily; chronic-phase CML may go to 600 mg and metastatic GIST to 800 mg (400 mg twice daily) for progression or poor response; adjuvant GIST for 3 years.',
        modifications: [
          'ANC below 1.0 x 10^9/L and/or platelets below 50 x 10^9/L: stop until ANC at least 1.5 and platelets at least 75, resume at 400 mg; on recurrence resume at 300 mg.',
          'Bilirubin above 3x ULN or transaminases above 5x ULN: withhold until bilirubin below 1.5x and transaminases below 2.5x ULN, then continue at a reduced dose (400 to 300 mg, 600 to 400 mg, 800 to 600 mg).',
          'Severe non-haematologic reaction (e.g. severe fluid retention): withhold until resolved, then resume as appropriate.',
          'Renal: CrCl 40-59 mL/min no more than 600 mg; CrCl 20-39 mL/min start at half the dose, no more than 400 mg. Severe hepatic impairment: reduce the dose by 25%.',
          'Avoid strong CYP3A4 inducers; the label raises the imatinib dose when one cannot be avoided.',
        ],
      },
      {
        indication: 'CML accelerated phase or blast crisis; Ph+ ALL (adults)',
        dose: '600 mg orally once daily; CML may go to 800 mg (400 mg twice daily) for progression or poor response.',
        modifications: [
          'ANC below 0.5 x 10^9/L and/or platelets below 10 x 10^9/L after at least a month: check whether the cytopenia is leukaemia-related; if not, reduce to 400 mg, to 300 mg if it persists 2 weeks, and if it persists 4 weeks stop until ANC at least 1.0 and platelets at least 20, then resume at 300 mg.',
        ],
      },
      {
        indication: 'Dermatofibrosarcoma protuberans',
        dose: '800 mg daily, given as 400 mg twice daily.',
        modifications: [
          'ANC below 1.0 and/or platelets below 50 x 10^9/L: stop until ANC at least 1.5 and platelets at least 75, resume at 600 mg; on recurrence resume at 400 mg.',
        ],
      },
      {
        indication: 'HES/CEL and ASM',
        dose: '400 mg once daily; 100 mg once daily for HES/CEL with FIP1L1-PDGFRA fusion and for ASM with eosinophilia (may rise to 400 mg).',
        modifications: [
          'At 100 mg: ANC below 1.0 and/or platelets below 50 x 10^9/L, stop until ANC at least 1.5 and platelets at least 75, then resume at the previous dose.',
        ],
      },
    ],
    administration: [
      'Take with a meal and a large glass of water to lessen GI irritation; doses up to 600 mg once daily, 800 mg as 400 mg twice daily.',
      'Missed dose: take it if remembered soon, otherwise skip it; never double the next dose.',
      'Unable to swallow: tablets may be dispersed in water or apple juice (about 50 mL per 100 mg tablet, 200 mL per 400 mg tablet), stirred and drunk at once. Do not crush; avoid skin contact with crushed tablets.',
      'Avoid grapefruit juice.',
    ],
    hazardous: nioshUnconfirmed(
      'tablets should not be crushed; avoid skin and mucous-membrane contact with crushed tablets and wash thoroughly after contact (16).',
    ),
    pregnancy: embryoFetal('14 days'),
    lactation: noBreastfeeding('1 month'),
    adverseReactions: {
      common: [
        { reaction: 'Oedema and fluid retention', frequency: '≥30% (50-70% in CML studies)' },
        { reaction: 'Nausea, vomiting, diarrhoea, abdominal pain', frequency: '≥30%' },
        { reaction: 'Muscle cramps and musculoskeletal pain', frequency: '≥30%' },
        { reaction: 'Rash and fatigue', frequency: '≥30%' },
        {
          reaction: 'Neutropenia, thrombocytopenia, anaemia',
          frequency: 'common; more in advanced CML',
        },
      ],
      serious: [
        'Severe fluid retention: pleural or pericardial effusion, pulmonary oedema, ascites (5.1).',
        'Myelosuppression (5.2).',
        'Congestive heart failure and left ventricular dysfunction; cardiogenic shock at start in hypereosinophilic conditions (5.3, 5.8).',
        'Hepatotoxicity including fatal liver failure (5.4).',
        'Haemorrhage and GI perforation (5.5, 5.6).',
        'Bullous skin reactions including Stevens-Johnson syndrome; renal toxicity; tumour lysis syndrome (5).',
      ],
    },
    sources: sources('Gleevec (imatinib)', 'imatinib'),
  },

  osimertinib: {
    indications: [
      'Adjuvant therapy after resection of NSCLC with EGFR exon 19 deletion or exon 21 L858R.',
      'Unresectable stage III NSCLC with these mutations that has not progressed after platinum-based chemoradiation.',
      'First-line metastatic NSCLC with these mutations, alone or with pemetrexed and platinum chemotherapy.',
      'Metastatic EGFR T790M-positive NSCLC after progression on an EGFR TKI.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '80 mg orally once daily until progression or unacceptable toxicity (adjuvant: until recurrence or toxicity, up to 3 years).',
        modifications: [
          'One reduced dose level: 40 mg once daily.',
          'QTc above 500 ms on at least 2 ECGs: withhold until below 481 ms (or back to baseline), resume at 40 mg; QTc prolongation with serious arrhythmia: stop permanently.',
          'Interstitial lung disease/pneumonitis, symptomatic heart failure, or confirmed Stevens-Johnson syndrome: stop permanently.',
          'Asymptomatic absolute LVEF fall of 10 points or more to below 50%: withhold up to 4 weeks; resume if it recovers, otherwise stop.',
          'Other grade 3 or higher reaction: withhold up to 3 weeks; resume at 80 or 40 mg if it improves to grade 0-2, otherwise stop.',
          'Avoid strong CYP3A4 inducers; if unavoidable raise to 160 mg daily, returning to 80 mg 3 weeks after the inducer stops. No acid-reducer restriction.',
        ],
      },
    ],
    administration: [
      'With or without food, at about the same time each day; swallow the tablet whole with water.',
      'Missed dose: do not make it up; take the next dose at the usual time.',
      'Unable to swallow: disperse the tablet (do not crush, heat or ultrasonicate) in 60 mL of non-carbonated water, stir and drink at once, then rinse the container with 120-240 mL of water and drink it. Nasogastric tube: disperse in 15 mL, rinse with 15 mL and flush per the label.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('6 weeks', 'effective contraception for 4 months after the last dose'),
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Diarrhoea', frequency: '≥20%' },
        { reaction: 'Rash, dry skin, nail toxicity', frequency: '≥20%' },
        { reaction: 'Stomatitis, fatigue, musculoskeletal pain, cough', frequency: '≥20%' },
        {
          reaction: 'Leukopenia, lymphopenia, neutropenia, thrombocytopenia, anaemia (laboratory)',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Interstitial lung disease/pneumonitis, sometimes fatal (5.1).',
        'QTc prolongation (5.2) and cardiomyopathy with falling LVEF (5.3).',
        'Keratitis (5.4).',
        'Erythema multiforme major, Stevens-Johnson syndrome, cutaneous vasculitis (5.5, 5.6).',
        'Aplastic anaemia (5.7).',
      ],
    },
    sources: sources('Tagrisso (osimertinib)', 'Tagrisso', '9/2024'),
  },
  palbociclib: {
    indications: [
      'HR-positive, HER2-negative advanced or metastatic breast cancer in adults, with an aromatase inhibitor as initial endocrine-based therapy, or with fulvestrant after progression on endocrine therapy.',
      'Endocrine-resistant PIK3CA-mutated HR-positive, HER2-negative advanced breast cancer, with inavolisib and fulvestrant, after recurrence on or after adjuvant endocrine therapy.',
    ],
    dosing: [
      {
        indication:
          'Breast cancer (with an aromatase inhibitor, fulvestrant, or inavolisib and fulvestrant)',
        dose: '125 mg orally once daily for 21 days, then 7 days off (28-day cycle); fulvestrant 500 mg on days 1, 15, 29 and monthly. Pre/perimenopausal women (and men on an aromatase inhibitor) also receive an LHRH agonist.',
        modifications: [
          'Reduction levels: 100 mg, then 75 mg daily; stop if less than 75 mg is needed.',
          'Grade 3 neutropenia on day 1: withhold, repeat CBC within a week, start the cycle at the same dose once grade 2 or better; consider a lower dose for slow recovery or recurrent grade 3.',
          'Grade 3 neutropenia with fever or infection, or grade 4: withhold until grade 2 or better, resume one level lower.',
          'Grade 3 or higher non-haematologic toxicity persisting despite treatment: withhold until grade 1 (or grade 2 if not a safety risk), resume one level lower. Severe interstitial lung disease: stop permanently.',
          'Avoid strong CYP3A inhibitors; if one is unavoidable give 75 mg daily, returning to the previous dose 3-5 inhibitor half-lives after it stops. Child-Pugh C: 75 mg daily.',
        ],
      },
    ],
    administration: [
      'Tablets with or without food; capsules with food. Take at about the same time each day.',
      'Swallow whole; do not chew, crush, split or open, and do not take a broken or cracked tablet or capsule.',
      'Vomited or missed dose: do not take an extra dose; take the next dose at the usual time.',
      'Avoid grapefruit products.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('3 weeks', 'effective contraception for 3 months after the last dose'),
    lactation: noBreastfeeding('3 weeks'),
    adverseReactions: {
      common: [
        {
          reaction: 'Neutropenia (most common; mostly grade 3-4 without fever)',
          frequency: '≥20%',
        },
        { reaction: 'Infections', frequency: '≥20%' },
        { reaction: 'Leukopenia, anaemia', frequency: '≥20%' },
        { reaction: 'Fatigue, nausea, stomatitis, alopecia, diarrhoea', frequency: '≥20%' },
        {
          reaction: 'Thrombocytopenia, rash, vomiting, reduced appetite, pyrexia',
          frequency: '≥10%',
        },
      ],
      serious: [
        'Neutropenia and febrile neutropenia (5.1).',
        'Severe or fatal interstitial lung disease/pneumonitis (5.2).',
      ],
    },
    sources: sources('Ibrance (palbociclib)', 'Ibrance', '4/2025'),
  },

  ribociclib: {
    indications: [
      'Adjuvant treatment, with an aromatase inhibitor, of HR-positive, HER2-negative stage II-III early breast cancer at high risk of recurrence.',
      'HR-positive, HER2-negative advanced or metastatic breast cancer, with an aromatase inhibitor as initial endocrine-based therapy, or with fulvestrant as initial therapy or after progression on endocrine therapy.',
    ],
    dosing: [
      {
        indication: 'Early breast cancer (with an aromatase inhibitor)',
        dose: '400 mg orally once daily for 21 days, then 7 days off (28-day cycle), for 3 years or until recurrence or unacceptable toxicity.',
        modifications: ['One reduction level: 200 mg daily; stop if less than 200 mg is needed.'],
      },
      {
        indication:
          'Advanced or metastatic breast cancer (with an aromatase inhibitor or fulvestrant)',
        dose: '600 mg orally once daily for 21 days, then 7 days off (28-day cycle). Pre/perimenopausal women and men also receive an LHRH agonist.',
        modifications: [
          'Reduction levels: 400 mg, then 200 mg daily; stop if less than 200 mg is needed.',
          'Start only with QTcF below 450 ms. QTcF above 480 ms: interrupt, resume one level lower once 480 ms or less; QTcF above 500 ms with torsade, arrhythmia or syncope signs: stop permanently.',
          'Neutropenia, hepatobiliary toxicity and other reactions: interrupt, reduce or stop per the label tables; ALT/AST above 3x ULN with bilirubin above 2x ULN (no cholestasis): stop.',
          'Avoid strong CYP3A inhibitors; if unavoidable reduce to 400 mg (early breast cancer: 200 mg). Moderate or severe hepatic impairment (advanced disease): 400 mg; eGFR 15-29: 200 mg.',
        ],
      },
    ],
    administration: [
      'With or without food, at about the same time each day, preferably in the morning.',
      'Swallow tablets whole; do not chew, crush or split, and do not take a broken tablet.',
      'Vomited or missed dose: no extra dose that day; take the next dose at the usual time.',
      'Avoid grapefruit and its juice.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('3 weeks'),
    lactation: noBreastfeeding('3 weeks'),
    adverseReactions: {
      common: [
        {
          reaction: 'Decreased neutrophils, leukocytes, lymphocytes and haemoglobin (laboratory)',
          frequency: '≥20%',
        },
        { reaction: 'Raised ALT, AST and GGT (laboratory)', frequency: '≥20%' },
        {
          reaction: 'Infections, nausea, fatigue, diarrhoea, vomiting',
          frequency: '≥20% (advanced disease)',
        },
        {
          reaction: 'Headache, constipation, alopecia, cough, rash, back pain',
          frequency: '≥20% (advanced disease)',
        },
      ],
      serious: [
        'Interstitial lung disease/pneumonitis (5.1).',
        'Severe cutaneous reactions: Stevens-Johnson syndrome, toxic epidermal necrolysis, DRESS (5.2).',
        'QT prolongation; avoid with other QT-prolonging drugs and tamoxifen (5.3).',
        'Hepatobiliary toxicity (5.5) and neutropenia (5.6).',
      ],
    },
    sources: sources('Kisqali (ribociclib)', 'Kisqali'),
  },

  abemaciclib: {
    indications: [
      'Adjuvant treatment, with tamoxifen or an aromatase inhibitor, of HR-positive, HER2-negative, node-positive early breast cancer at high risk of recurrence.',
      'HR-positive, HER2-negative advanced or metastatic breast cancer: with an aromatase inhibitor as initial endocrine-based therapy; with fulvestrant after progression on endocrine therapy; alone after endocrine therapy and prior chemotherapy for metastatic disease.',
    ],
    dosing: [
      {
        indication: 'With endocrine therapy (early or advanced breast cancer)',
        dose: '150 mg orally twice daily, continuously; early breast cancer for 2 years or until recurrence or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 100 mg, then 50 mg twice daily; stop if 50 mg twice daily is not tolerated.',
          'Diarrhoea: start loperamide at the first loose stool and push fluids; grade 2 not back to grade 1 within 24 hours: hold until it resolves (no reduction); grade 2 that persists or recurs, or grade 3-4: hold, resume one level lower.',
          'Neutropenia grade 3: hold until grade 2 or better; recurrent grade 3 or grade 4: resume one level lower. Hepatotoxicity and ILD: per the label table (ALT/AST above 3x ULN with bilirubin above 2x ULN: stop).',
          'Avoid ketoconazole; other strong CYP3A inhibitors: reduce to 100 mg twice daily (50 mg if already at 100 mg). Child-Pugh C: give once daily.',
        ],
      },
      {
        indication: 'Monotherapy (advanced breast cancer)',
        dose: '200 mg orally twice daily, continuously.',
        modifications: ['Reduction levels: 150 mg, 100 mg, then 50 mg twice daily.'],
      },
    ],
    administration: [
      'With or without food, at about the same times each day.',
      'Swallow tablets whole; do not chew, crush or split, and do not take a broken tablet.',
      'Vomited or missed dose: take the next dose at its scheduled time; do not make it up.',
      'Avoid grapefruit and its juice; keep an antidiarrhoeal at home from the first dose.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('3 weeks'),
    lactation: noBreastfeeding('3 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Diarrhoea (usually in the first month)', frequency: '81-90%' },
        { reaction: 'Neutropenia, leukopenia, anaemia, thrombocytopenia', frequency: '≥20%' },
        { reaction: 'Nausea, abdominal pain, vomiting, reduced appetite', frequency: '≥20%' },
        { reaction: 'Infections, fatigue, headache, alopecia', frequency: '≥20%' },
      ],
      serious: [
        'Severe diarrhoea with dehydration (5.1).',
        'Neutropenia (5.2).',
        'Interstitial lung disease/pneumonitis (5.3).',
        'Hepatotoxicity (5.4).',
        'Venous thromboembolism (5.5).',
      ],
    },
    sources: sources('Verzenio (abemaciclib)', 'Verzenio'),
  },
  ibrutinib: {
    indications: [
      'Chronic lymphocytic leukaemia/small lymphocytic lymphoma (including 17p deletion), alone or with rituximab, obinutuzumab, venetoclax, or bendamustine and rituximab.',
      'Waldenström’s macroglobulinaemia, alone or with rituximab.',
      'Chronic graft-versus-host disease after failure of one or more lines of systemic therapy (adults and children aged 1 year and older).',
    ],
    dosing: [
      {
        indication: 'CLL/SLL, Waldenström’s macroglobulinaemia, chronic GVHD (adults)',
        dose: '420 mg orally once daily until progression or unacceptable toxicity (chronic GVHD: until progression, recurrence of malignancy or toxicity). With venetoclax: ibrutinib alone for 3 cycles, then 12 cycles with venetoclax.',
        modifications: [
          'Grade 3-4 non-haematologic toxicity, grade 3-4 neutropenia with fever or infection, grade 4 haematologic toxicity, or grade 2 heart failure: interrupt until grade 1 or baseline; resume at 280 mg after the first occurrence, 140 mg after the second, stop after the third.',
          'Grade 3 arrhythmia: resume at 280 mg after the first occurrence, stop after the second; grade 3-4 heart failure or grade 4 arrhythmia: stop.',
          'Moderate CYP3A inhibitor: 280 mg daily; voriconazole or posaconazole: lower doses per the label table; other strong CYP3A inhibitors: avoid, or withhold ibrutinib if the inhibitor is for 7 days or less. Avoid strong inducers.',
          'Child-Pugh A: 140 mg daily; Child-Pugh B: 70 mg daily; Child-Pugh C: avoid (B-cell malignancies).',
          'Consider withholding for 3-7 days before and after surgery, by bleeding risk.',
        ],
      },
    ],
    administration: [
      'Once daily at about the same time, with a glass of water; with or without food.',
      'Swallow capsules whole (do not open, break or chew) and tablets whole (do not cut, crush or chew); an oral suspension is available.',
      'Missed dose: take it as soon as possible the same day and return to the usual schedule the next day; no extra doses.',
      'Avoid grapefruit and Seville oranges.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 month', 'effective contraception for 1 month after the last dose'),
    lactation:
      'Advise not to breastfeed during treatment and for 1 week after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Thrombocytopenia, neutropenia, anaemia (B-cell malignancies)',
          frequency: '≥30%',
        },
        { reaction: 'Diarrhoea, fatigue, musculoskeletal pain', frequency: '≥30%' },
        { reaction: 'Rash and bruising', frequency: '≥30%' },
        {
          reaction:
            'Chronic GVHD: fatigue, anaemia, bruising, diarrhoea, muscle spasms, stomatitis, pneumonia',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Haemorrhage, including fatal; higher risk with antiplatelets and anticoagulants (5.1).',
        'Serious and opportunistic infections (5.2).',
        'Cardiac arrhythmias (atrial fibrillation, ventricular arrhythmia), heart failure and sudden death (5.3).',
        'Hypertension (5.4), cytopenias (5.5), second primary malignancies (5.6).',
        'Hepatotoxicity including drug-induced liver injury (5.7) and tumour lysis syndrome (5.8).',
      ],
    },
    sources: sources('Imbruvica (ibrutinib)', 'Imbruvica'),
  },

  ruxolitinib: {
    indications: [
      'Intermediate- or high-risk myelofibrosis (primary, post-polycythaemia vera or post-essential thrombocythaemia).',
      'Polycythaemia vera with inadequate response to or intolerance of hydroxyurea.',
      'Steroid-refractory acute graft-versus-host disease (age 12 years and older).',
      'Chronic graft-versus-host disease after failure of one or two lines of systemic therapy (age 12 years and older).',
    ],
    dosing: [
      {
        indication: 'Myelofibrosis',
        dose: 'Starting dose by platelet count: above 200 x 10^9/L, 20 mg twice daily; 100-200, 15 mg twice daily; 50 to below 100, 5 mg twice daily. Titrate by response and counts, maximum 25 mg twice daily.',
        modifications: [
          'Interrupt for platelets below 50 x 10^9/L (25 when starting below 100) or ANC below 0.5 x 10^9/L; restart at lower doses per the label table after recovery; reduce for falling platelets.',
          'Strong CYP3A4 inhibitors or fluconazole up to 200 mg daily: reduce the dose by about half (platelets at least 100: 10 mg twice daily; 50-100: 5 mg daily); avoid fluconazole above 200 mg daily.',
          'Renal (CrCl 15-59 mL/min), dialysis and hepatic impairment: lower starting doses by platelet count (see the record’s organ rules).',
        ],
      },
      {
        indication: 'Polycythaemia vera',
        dose: '10 mg twice daily; adjust by haemoglobin, platelets and response.',
        modifications: [
          'Interrupt for haemoglobin below 8 g/dL, platelets below 50 x 10^9/L or ANC below 1.0 x 10^9/L; consider a reduction when haemoglobin falls below 12 g/dL or platelets below 100.',
          'Strong CYP3A4 inhibitors or fluconazole up to 200 mg: 5 mg twice daily.',
        ],
      },
      {
        indication: 'Acute GVHD',
        dose: '5 mg twice daily; may rise to 10 mg twice daily after at least 3 days if ANC and platelets have not fallen by half or more.',
        modifications: [
          'Reduce one dose level (10 mg twice daily, 5 mg twice daily, 5 mg daily) for cytopenias or raised bilirubin per the label table; consider tapering after 6 months in responders off steroids.',
        ],
      },
      {
        indication: 'Chronic GVHD',
        dose: '10 mg twice daily.',
        modifications: [
          'Reduce to 5 mg twice daily, then 5 mg daily, for platelets below 20 x 10^9/L, ANC below 0.75 x 10^9/L, raised bilirubin or other reactions per the label table; taper by one level about every 8 weeks once steroids are stopped.',
        ],
      },
    ],
    administration: [
      'With or without food.',
      'Missed dose: do not take an extra dose; take the next dose at the usual time.',
      'Nasogastric tube: the tablet may be suspended in about 40 mL of water, stirred for 10 minutes and given within 6 hours.',
      'Stopping for reasons other than thrombocytopenia: symptoms can return within about a week; consider a gradual taper.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'No adequate human data; animal studies showed embryo-fetal toxicity at exposures above the human one (8.1). The label gives no contraception requirement.',
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Thrombocytopenia and anaemia (myelofibrosis)', frequency: '>20%' },
        { reaction: 'Bruising, dizziness, headache, diarrhoea (myelofibrosis)', frequency: '≥15%' },
        {
          reaction: 'GVHD: anaemia, thrombocytopenia, neutropenia, infections, oedema',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Thrombocytopenia, anaemia and neutropenia (5.1).',
        'Serious infections including tuberculosis, PML, herpes zoster and hepatitis B reactivation (5.2).',
        'Symptom exacerbation after interruption or discontinuation (5.3).',
        'Non-melanoma skin cancer and lymphoma (5.4, 5.8).',
        'Lipid elevations, major adverse cardiovascular events and thrombosis (5.5-5.7).',
      ],
    },
    sources: sources('Jakafi (ruxolitinib)', 'Jakafi'),
  },
  cabozantinib: {
    indications: [
      'Cabometyx tablets: advanced renal cell carcinoma, alone or first-line with nivolumab.',
      'Cabometyx: hepatocellular carcinoma after sorafenib.',
      'Cabometyx: differentiated thyroid cancer progressing after VEGFR-targeted therapy and refractory to or ineligible for radioactive iodine (age 12 and older).',
      'Cabometyx: previously treated, unresectable or metastatic well-differentiated pancreatic and extra-pancreatic neuroendocrine tumours (age 12 and older).',
      'Cometriq capsules: progressive, metastatic medullary thyroid cancer.',
    ],
    dosing: [
      {
        indication: 'Cabometyx (RCC, HCC, DTC, NET)',
        dose: '60 mg orally once daily (DTC and NET, patients under 40 kg aged 12 or more: 40 mg); with nivolumab in RCC: 40 mg once daily. Until progression or unacceptable toxicity.',
        modifications: [
          'Withhold for intolerable grade 2, grade 3-4 reactions or osteonecrosis of the jaw; on recovery to grade 1 or baseline resume 20 mg lower (60 to 40 to 20 mg; at 20 mg resume at 20 mg if tolerated, else stop). With nivolumab: 40 mg, then 20 mg daily, then 20 mg every other day.',
          'Stop permanently for severe haemorrhage, GI perforation or grade 4 fistula, acute MI or serious arterial or grade 4 venous thromboembolism, hypertensive crisis or uncontrolled severe hypertension, nephrotic syndrome, or RPLS.',
          'Strong CYP3A4 inhibitor: reduce the daily dose by 20 mg; strong inducer: increase by 20 mg (to at most 80 mg); return to the previous dose 2-3 days after the interacting drug stops. Child-Pugh B: reduce the starting dose by 20 mg; Child-Pugh C: avoid.',
          'Stop at least 3 weeks before elective surgery, including dental surgery; restart no sooner than 2 weeks after major surgery and when the wound has healed.',
        ],
      },
      {
        indication: 'Cometriq (medullary thyroid cancer)',
        dose: '140 mg orally once daily (capsules; not interchangeable with Cabometyx tablets).',
        modifications: [
          'Reduction levels: 100 mg, then 60 mg daily.',
          'Strong CYP3A4 inhibitor: reduce by 40 mg; strong inducer: increase by 40 mg (to at most 180 mg). Child-Pugh B: 80 mg.',
        ],
      },
    ],
    administration: [
      'Empty stomach: Cabometyx at least 1 hour before or 2 hours after eating; Cometriq with no food for 2 hours before and 1 hour after.',
      'Swallow tablets or capsules whole; do not crush, open or chew. Do not substitute tablets for capsules.',
      'Missed dose: do not take it within 12 hours of the next dose.',
      'Avoid grapefruit and its juice.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('4 months'),
    lactation: noBreastfeeding('4 months'),
    adverseReactions: {
      common: [
        {
          reaction: 'Diarrhoea, fatigue, nausea, reduced appetite',
          frequency: '≥25% (monotherapy)',
        },
        { reaction: 'Palmar-plantar erythrodysesthesia', frequency: '≥25% (monotherapy)' },
        {
          reaction: 'Hypertension, vomiting, weight loss, constipation',
          frequency: '≥25% (monotherapy)',
        },
        { reaction: 'Raised AST/ALT, hypothyroidism', frequency: 'common; more with nivolumab' },
      ],
      serious: [
        'Haemorrhage, GI perforations and fistulas (5.1, 5.2).',
        'Arterial and venous thromboembolism (5.3) and hypertension (5.4).',
        'Severe diarrhoea (5.5), palmar-plantar erythrodysesthesia (5.6).',
        'Hepatotoxicity and adrenal insufficiency with nivolumab (5.7, 5.8); proteinuria and nephrotic syndrome (5.9).',
        'Osteonecrosis of the jaw, impaired wound healing, RPLS, thyroid dysfunction, hypocalcaemia (5.10-5.14).',
      ],
    },
    sources: sources('Cabometyx and Cometriq (cabozantinib)', 'cabozantinib'),
  },

  lenvatinib: {
    indications: [
      'Locally recurrent or metastatic, progressive, radioactive iodine-refractory differentiated thyroid cancer.',
      'Advanced renal cell carcinoma: first-line with pembrolizumab; with everolimus after one prior anti-angiogenic therapy.',
      'Unresectable hepatocellular carcinoma, first-line.',
      'Advanced endometrial carcinoma that is pMMR or not MSI-H, with pembrolizumab, after prior systemic therapy when not a candidate for curative surgery or radiation.',
    ],
    dosing: [
      {
        indication: 'Differentiated thyroid cancer',
        dose: '24 mg orally once daily.',
        modifications: [
          'Reduction levels: 20 mg, 14 mg, then 10 mg daily.',
          'Severe renal (CrCl below 30 mL/min) or hepatic (Child-Pugh C) impairment: 14 mg daily.',
        ],
      },
      {
        indication: 'RCC with pembrolizumab; endometrial carcinoma with pembrolizumab',
        dose: '20 mg orally once daily with pembrolizumab 200 mg IV every 3 weeks (or 400 mg every 6 weeks); RCC: pembrolizumab up to 2 years, lenvatinib may then continue alone.',
        modifications: [
          'Reduction levels: 14 mg, 10 mg, then 8 mg daily. Severe renal or hepatic impairment: 10 mg daily.',
        ],
      },
      {
        indication: 'RCC with everolimus',
        dose: '18 mg orally once daily with everolimus 5 mg once daily.',
        modifications: [
          'Reduction levels: 14 mg, 10 mg, then 8 mg daily; reduce lenvatinib first for reactions attributable to both drugs.',
        ],
      },
      {
        indication: 'Hepatocellular carcinoma',
        dose: 'By actual body weight: 12 mg once daily at 60 kg or more; 8 mg once daily below 60 kg.',
        modifications: [
          '12 mg start: 8 mg, 4 mg, then 4 mg every other day. 8 mg start: 4 mg, 4 mg every other day, then stop.',
        ],
      },
      {
        indication: 'All indications: toxicity management',
        dose: 'Interrupt for persistent grade 3 hypertension despite treatment, grade 3 cardiac dysfunction, proteinuria of 2 g or more in 24 hours, grade 3-4 renal or hepatic injury and other grade 3 reactions; resume one level lower.',
        modifications: [
          'Stop permanently for grade 4 hypertension, arterial thromboembolism, grade 4 cardiac dysfunction, grade 4 haemorrhage, GI perforation, grade 4 fistula, nephrotic syndrome or hepatic failure. QTc above 500 ms: withhold until 480 ms or less, then resume one level lower.',
          'Stop at least 1 week before elective surgery; restart no sooner than 2 weeks after major surgery.',
        ],
      },
    ],
    administration: [
      'Once daily at the same time, with or without food.',
      'Missed dose: if it cannot be taken within 12 hours, skip it and take the next dose at the usual time.',
      'Swallow capsules whole, or place them unopened in 1 tablespoon of water or apple juice for at least 10 minutes, stir for at least 3 minutes, drink, then rinse the glass with another tablespoon and drink that too.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('30 days'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        { reaction: 'Hypertension', frequency: '≥30% (73% in thyroid cancer)' },
        { reaction: 'Fatigue, diarrhoea, arthralgia/myalgia', frequency: '≥30% (thyroid cancer)' },
        {
          reaction: 'Reduced appetite, weight loss, nausea, stomatitis, vomiting',
          frequency: '≥30% (thyroid cancer)',
        },
        {
          reaction:
            'Headache, proteinuria, palmar-plantar erythrodysesthesia, abdominal pain, dysphonia',
          frequency: '≥30% (thyroid cancer)',
        },
      ],
      serious: [
        'Hypertension and cardiac dysfunction.',
        'Arterial thromboembolic events and haemorrhage.',
        'Hepatotoxicity including hepatic failure; renal failure and proteinuria.',
        'Diarrhoea, GI perforation and fistula; QT prolongation and hypocalcaemia.',
        'RPLS, impaired TSH suppression, impaired wound healing, osteonecrosis of the jaw (5).',
      ],
    },
    sources: sources('Lenvima (lenvatinib)', 'Lenvima'),
  },

  dasatinib: {
    indications: [
      'Newly diagnosed Ph+ chronic myeloid leukaemia in chronic phase (adults).',
      'Chronic, accelerated, or myeloid or lymphoid blast phase Ph+ CML resistant or intolerant to prior therapy including imatinib (adults).',
      'Ph+ acute lymphoblastic leukaemia resistant or intolerant to prior therapy (adults).',
      'Children aged 1 year and older: chronic-phase Ph+ CML, and newly diagnosed Ph+ ALL with chemotherapy.',
    ],
    dosing: [
      {
        indication: 'Chronic-phase CML (adults)',
        dose: '100 mg orally once daily; may go to 140 mg once daily for inadequate response.',
        modifications: [
          'ANC below 0.5 x 10^9/L or platelets below 50 x 10^9/L: stop until ANC at least 1.0 and platelets at least 50, resume at the starting dose if recovery takes 7 days or less; for platelets below 25 or recurrence lasting more than 7 days, resume at 80 mg; a third episode: 50 mg (newly diagnosed) or stop (resistant or intolerant).',
          'Severe non-haematologic reaction: withhold until resolved, resume at a reduced dose. Pleural effusion: interrupt, treat (diuretics, short steroid course), resume one level lower.',
        ],
      },
      {
        indication: 'Accelerated or blast phase CML; Ph+ ALL (adults)',
        dose: '140 mg orally once daily; may go to 180 mg once daily for inadequate response.',
        modifications: [
          'ANC below 0.5 x 10^9/L or platelets below 10 x 10^9/L: check whether the cytopenia is leukaemia-related; if not, stop until ANC at least 1.0 and platelets at least 20 and resume at 140 mg; on recurrence resume at 100 mg, then 80 mg.',
        ],
      },
      {
        indication: 'Interactions (all adults)',
        dose: 'Avoid strong CYP3A4 inhibitors; if unavoidable reduce 140 mg to 40 mg and 100 mg or 70 mg to 20 mg daily. Avoid strong inducers (consider a higher dose if unavoidable).',
        modifications: [
          'H2 blockers and proton pump inhibitors lower absorption and are not recommended; give antacids at least 2 hours before or 2 hours after the dose.',
        ],
      },
    ],
    administration: [
      'Once daily, morning or evening, with or without a meal.',
      'Swallow tablets whole; do not crush, cut or chew.',
      'Missed dose: take the next dose at the usual time; do not double.',
      'Avoid grapefruit juice; separate antacids by 2 hours.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('30 days'),
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Myelosuppression', frequency: '≥15%' },
        { reaction: 'Fluid retention including pleural effusion', frequency: '≥15%' },
        { reaction: 'Diarrhoea, nausea, headache, rash', frequency: '≥15%' },
        { reaction: 'Haemorrhage, dyspnoea, fatigue, musculoskeletal pain', frequency: '≥15%' },
      ],
      serious: [
        'Severe myelosuppression (5.1) and bleeding events, mostly with thrombocytopenia (5.2).',
        'Fluid retention: pleural and pericardial effusion, pulmonary oedema (5.3).',
        'Cardiovascular events, pulmonary arterial hypertension (may be irreversible; stop permanently if confirmed), QT prolongation (5.4-5.6).',
        'Severe skin reactions, tumour lysis syndrome, hepatotoxicity; growth effects in children (5).',
      ],
    },
    sources: sources('Sprycel (dasatinib)', 'Sprycel'),
  },

  sunitinib: {
    indications: [
      'Gastrointestinal stromal tumour after progression on or intolerance of imatinib.',
      'Advanced renal cell carcinoma.',
      'Adjuvant treatment of adults at high risk of recurrent RCC after nephrectomy.',
      'Progressive, well-differentiated pancreatic neuroendocrine tumours, unresectable or metastatic.',
    ],
    dosing: [
      {
        indication: 'GIST and advanced RCC',
        dose: '50 mg orally once daily for 4 weeks, then 2 weeks off (schedule 4/2), until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 37.5 mg, then 25 mg daily.',
          'Hepatotoxicity grade 3: withhold until grade 1 or baseline, resume reduced; recurrent grade 3 or grade 4: stop.',
          'Heart failure: stop; asymptomatic LVEF fall: interrupt and/or reduce. Grade 3 hypertension: withhold until controlled, resume reduced; grade 4: stop. Thrombotic microangiopathy or nephrotic syndrome: stop.',
          'Strong CYP3A4 inhibitor unavoidable: consider a minimum of 37.5 mg daily (4/2); strong inducer unavoidable: up to 87.5 mg daily (4/2), with close monitoring.',
        ],
      },
      {
        indication: 'Adjuvant RCC',
        dose: '50 mg orally once daily, schedule 4/2, for nine 6-week cycles.',
        modifications: ['One reduction level: 37.5 mg daily.'],
      },
      {
        indication: 'Pancreatic neuroendocrine tumours',
        dose: '37.5 mg orally once daily, continuously.',
        modifications: [
          'One reduction level: 25 mg daily. Strong CYP3A4 inhibitor: minimum 25 mg; strong inducer: up to 62.5 mg daily.',
        ],
      },
    ],
    administration: [
      'With or without food.',
      'Missed dose: do not take an extra dose; take the usual dose the next day.',
      'Swallow capsules whole; avoid grapefruit products.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('4 weeks', 'effective contraception for 7 weeks after the last dose'),
    lactation: noBreastfeeding('4 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Fatigue/asthenia', frequency: '≥25%' },
        { reaction: 'Diarrhoea, nausea, vomiting, abdominal pain, dyspepsia', frequency: '≥25%' },
        { reaction: 'Mucositis/stomatitis, altered taste, reduced appetite', frequency: '≥25%' },
        { reaction: 'Hypertension, bleeding, hand-foot syndrome', frequency: '≥25%' },
        { reaction: 'Thrombocytopenia, neutropenia, hypothyroidism', frequency: 'common' },
      ],
      serious: [
        'Hepatotoxicity, sometimes fatal (boxed warning; 5.1).',
        'Heart failure and LVEF decline; QT prolongation and torsade de pointes (5.2, 5.3).',
        'Hypertension, haemorrhage including tumour haemorrhage (5.4, 5.5).',
        'Tumour lysis syndrome, thrombotic microangiopathy, proteinuria/nephrotic syndrome (5.6-5.8).',
        'Severe skin reactions (including necrotising fasciitis), thyroid dysfunction, hypoglycaemia, osteonecrosis of the jaw, impaired wound healing (5).',
      ],
    },
    sources: sources('Sutent (sunitinib)', 'Sutent'),
  },

  nilotinib: {
    indications: [
      'Newly diagnosed Ph+ chronic myeloid leukaemia in chronic phase (adults and children aged 1 year and older).',
      'Chronic- or accelerated-phase Ph+ CML resistant or intolerant to prior therapy including imatinib (adults).',
      'Chronic- or accelerated-phase Ph+ CML resistant or intolerant to prior TKI therapy (children aged 1 year and older).',
    ],
    dosing: [
      {
        indication: 'Newly diagnosed chronic-phase CML (adults)',
        dose: '300 mg orally twice daily, about 12 hours apart.',
        modifications: [
          'QTc above 480 ms: withhold, check and correct potassium and magnesium, review co-medication; resume at the prior dose within 2 weeks if QTcF is back below 450 ms and within 20 ms of baseline; if QTcF is 450-480 ms after 2 weeks, resume at 400 mg once daily; above 480 ms again on 400 mg once daily: stop.',
          'ANC below 1.0 x 10^9/L and/or platelets below 50 x 10^9/L: stop and monitor counts; resume at the prior dose within 2 weeks once ANC is above 1.0 and platelets above 50; if counts stay low beyond 2 weeks, resume at 400 mg once daily.',
          'Grade 3-4 rise in lipase, amylase, bilirubin or transaminases: withhold, resume at 400 mg once daily once back to grade 1 or better.',
          'Any hepatic impairment: lower starting dose (see the record’s hepatic rule). Avoid strong CYP3A4 inhibitors and inducers and QT-prolonging drugs.',
        ],
      },
      {
        indication: 'Resistant or intolerant chronic- or accelerated-phase CML (adults)',
        dose: '400 mg orally twice daily, about 12 hours apart.',
        modifications: [
          'Same QT, cytopenia and laboratory rules as above (resumption level 400 mg once daily).',
        ],
      },
      {
        indication: 'Children (1 year and older)',
        dose: '230 mg/m² orally twice daily, rounded to the nearest 50 mg, no more than 400 mg per dose.',
        modifications: [],
      },
    ],
    administration: [
      'Empty stomach: no food for at least 2 hours before and 1 hour after each dose (food raises exposure and QT risk; boxed warning).',
      'Swallow capsules whole with water. Unable to swallow: the contents of each capsule may be dispersed in 1 teaspoon of applesauce and taken within 15 minutes; do not store the mixture.',
      'Missed dose: skip it and take the next dose at the usual time.',
      'Acid reducers: avoid proton pump inhibitors; give an H2 blocker about 10 hours before or 2 hours after the dose, and antacids 2 hours before or 2 hours after. Avoid grapefruit.',
      'Danziten (nilotinib tartrate tablets) uses different doses (142 mg or 190 mg twice daily); not interchangeable mg for mg with Tasigna capsules.',
      'Capsules contain lactose.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('2 weeks'),
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        {
          reaction: 'Rash, pruritus, headache, nausea, fatigue',
          frequency: '>10% (newly diagnosed CML, 300 mg twice daily)',
        },
        {
          reaction: 'Alopecia, myalgia, upper abdominal pain',
          frequency: '>10% (newly diagnosed CML)',
        },
        { reaction: 'Thrombocytopenia, neutropenia, anaemia', frequency: 'common' },
      ],
      serious: [
        'QT prolongation and sudden deaths (boxed warning; 5).',
        'Myelosuppression (5).',
        'Cardiac and arterial vascular occlusive events (ischaemic heart disease, stroke, peripheral arterial disease) (5).',
        'Pancreatitis and raised lipase; hepatotoxicity (5).',
        'Electrolyte abnormalities, tumour lysis syndrome, haemorrhage, fluid retention (5).',
      ],
    },
    sources: sources('Tasigna (nilotinib)', 'Tasigna'),
  },

  bosutinib: {
    indications: [
      'Chronic-phase Ph+ chronic myeloid leukaemia, newly diagnosed or resistant/intolerant to prior therapy (adults and children aged 1 year and older).',
      'Accelerated- or blast-phase Ph+ CML resistant or intolerant to prior therapy (adults).',
    ],
    dosing: [
      {
        indication: 'Newly diagnosed chronic-phase CML (adults)',
        dose: '400 mg orally once daily with food.',
        modifications: [
          'Renal: CrCl 30-50 mL/min start at 300 mg; below 30 mL/min start at 200 mg. Hepatic impairment (Child-Pugh A-C): 200 mg daily.',
        ],
      },
      {
        indication: 'CML resistant or intolerant to prior therapy (adults)',
        dose: '500 mg orally once daily with food; escalation in 100 mg steps up to 600 mg once daily was allowed without response and without grade 3 or worse reactions.',
        modifications: [
          'Renal: CrCl 30-50 mL/min start at 400 mg; below 30 mL/min start at 300 mg. Hepatic impairment: 200 mg daily.',
        ],
      },
      {
        indication: 'Toxicity (all adults)',
        dose: 'Dose changes for adverse reactions per the label (2.3).',
        modifications: [
          'Transaminases above 5x ULN: withhold until 2.5x ULN or less, then resume at 400 mg once daily; stop if recovery takes more than 4 weeks. Transaminases 3x ULN or more with bilirubin above 2x ULN and alkaline phosphatase below 2x ULN (Hy’s law): stop.',
          'Grade 3-4 diarrhoea: withhold until grade 1 or better, resume at 400 mg once daily. Other moderate or severe non-haematologic toxicity: withhold until resolved, then consider resuming at 400 mg.',
          'ANC below 1.0 x 10^9/L or platelets below 50 x 10^9/L: withhold until ANC at least 1.0 and platelets at least 50; resume at the same dose if recovery takes 2 weeks or less, otherwise 100 mg lower; on recurrence reduce by a further 100 mg after recovery.',
          'Avoid strong or moderate CYP3A inhibitors and strong or moderate inducers; avoid proton pump inhibitors (use a short-acting antacid or H2 blocker separated from the dose).',
        ],
      },
    ],
    administration: [
      'Once daily with food. Swallow tablets whole; do not cut, crush, break or chew, and do not handle crushed or broken tablets.',
      'Capsules: may be opened and the contents mixed with applesauce or yogurt for those who cannot swallow them (still take with a meal).',
      'Missed dose by more than 12 hours: skip it and take the usual dose the next day; never double.',
      'Avoid grapefruit products.',
    ],
    hazardous: nioshUnconfirmed(
      'do not crush, break or cut tablets and do not touch crushed or broken tablets (17).',
    ),
    pregnancy: embryoFetal('2 weeks'),
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        {
          reaction: 'Diarrhoea (median onset day 2), nausea, vomiting, abdominal pain',
          frequency: '≥20%',
        },
        { reaction: 'Thrombocytopenia, anaemia', frequency: '≥20%' },
        { reaction: 'Neutropenia', frequency: 'common' },
        { reaction: 'Raised ALT or AST', frequency: '20%' },
        { reaction: 'Rash, fatigue, pyrexia', frequency: 'common' },
      ],
      serious: [
        'Gastrointestinal toxicity (5) and myelosuppression (5).',
        'Hepatotoxicity including drug-induced liver injury (5).',
        'Cardiac failure and cardiac ischaemic events, higher with coronary risk factors (5).',
        'Fluid retention: pleural and pericardial effusion, pulmonary oedema (5).',
        'Renal toxicity with falling eGFR (5); anaphylaxis (contraindication).',
      ],
    },
    sources: sources('Bosulif (bosutinib)', 'Bosulif'),
  },

  ponatinib: {
    indications: [
      'Chronic-phase CML with resistance or intolerance to at least two prior kinase inhibitors.',
      'Accelerated- or blast-phase CML, or Ph+ ALL, for which no other kinase inhibitor is indicated.',
      'T315I-positive CML (chronic, accelerated or blast phase) or T315I-positive Ph+ ALL.',
      'Newly diagnosed Ph+ ALL, in combination with chemotherapy (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'Chronic-phase CML',
        dose: '45 mg orally once daily, reduced to 15 mg once daily once BCR-ABL1 (IS) is 1% or less. On loss of response re-escalate to a previously tolerated 30 or 45 mg.',
        modifications: [
          'Consider stopping if there is no haematologic response by 3 months.',
          'Arterial occlusive event (cardiovascular or cerebrovascular): grade 1, interrupt until resolved and resume at the same dose; grade 2, interrupt until grade 0-1 and resume at the next lower dose, stop on recurrence; grade 3-4: stop.',
          'Other adverse reactions (peripheral arterial or venous thromboembolism, heart failure, hepatotoxicity, pancreatitis, myelosuppression): interrupt, then resume at the same or the next lower dose per the label tables.',
          'Strong CYP3A inhibitor unavoidable: 45 mg to 30 mg, 30 mg to 15 mg, 15 mg to 10 mg; at 10 mg avoid the inhibitor. Resume the prior dose 3-5 half-lives after it stops.',
          'Pre-existing hepatic impairment (Child-Pugh A-C): start at 30 mg once daily.',
        ],
      },
      {
        indication: 'Accelerated- or blast-phase CML; Ph+ ALL (monotherapy)',
        dose: '45 mg orally once daily (optimal dose not identified); consider a lower dose for accelerated-phase CML after a major cytogenetic response.',
        modifications: [
          'Consider stopping if there is no response by 3 months. Same toxicity, CYP3A and hepatic rules as above.',
        ],
      },
      {
        indication: 'Newly diagnosed Ph+ ALL with chemotherapy',
        dose: 'Given with the label’s reduced-intensity chemotherapy; the dose for this indication was not confirmed at review (check the current label). Single-agent ponatinib after the chemotherapy is not an approved regimen.',
        modifications: [],
      },
    ],
    administration: [
      'With or without food. Swallow tablets whole; do not crush, break, cut or chew.',
      'Missed dose: take the next dose at the usual time the next day.',
      'Assess and manage cardiovascular risk before and during treatment (boxed warning).',
      'Avoid grapefruit.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal(
      '3 weeks',
      'effective contraception for 3 weeks after the last dose; ponatinib may lower the effect of hormonal contraceptives',
    ),
    lactation: noBreastfeeding('6 days'),
    adverseReactions: {
      common: [
        {
          reaction: 'Abdominal pain, constipation, nausea, diarrhoea, vomiting',
          frequency: '≥20%',
        },
        { reaction: 'Rash, dry skin', frequency: '≥20%' },
        { reaction: 'Hypertension', frequency: '≥20%' },
        {
          reaction: 'Headache, fatigue, pyrexia, arthralgia, myalgia, limb pain',
          frequency: '≥20%',
        },
        { reaction: 'Raised lipase', frequency: '≥20%' },
      ],
      serious: [
        'Arterial occlusive events including fatal MI and stroke, also in patients aged 50 or younger (boxed warning; 5).',
        'Venous thromboembolism (boxed warning; 5).',
        'Heart failure, including fatal (boxed warning; 5).',
        'Hepatotoxicity, liver failure and death (boxed warning; 5).',
        'Hypertension, pancreatitis, neuropathy, ocular toxicity, haemorrhage, fluid retention, arrhythmias, myelosuppression, tumour lysis syndrome, RPLS, impaired wound healing and GI perforation (5).',
      ],
    },
    sources: sources('Iclusig (ponatinib)', 'Iclusig'),
  },

  erlotinib: {
    indications: [
      'Metastatic NSCLC with EGFR exon 19 deletion or exon 21 L858R: first-line, maintenance, or after progression on at least one prior chemotherapy regimen (not with platinum chemotherapy).',
      'Locally advanced, unresectable or metastatic pancreatic cancer, first-line with gemcitabine.',
    ],
    dosing: [
      {
        indication: 'NSCLC',
        dose: '150 mg orally once daily until progression or unacceptable toxicity.',
        modifications: [
          'Reduce in 50 mg steps when a reduction is needed.',
          'Stop for interstitial lung disease, severe hepatotoxicity not improving within 3 weeks, GI perforation, severe bullous or exfoliative skin reactions, or corneal perforation or severe ulceration.',
          'Withhold while ILD is being ruled out, for grade 3-4 renal toxicity, and for severe diarrhoea, rash or keratitis not responding to treatment; restart at a 50 mg lower dose. Normal baseline liver tests: interrupt for bilirubin above 3x ULN or transaminases above 5x ULN.',
          'Strong CYP3A4 inhibitor (or ciprofloxacin) unavoidable: reduce by 50 mg. Strong CYP3A4 inducer unavoidable: raise by 50 mg every 2 weeks (up to 450 mg). Current smokers: raise by 50 mg every 2 weeks to at most 300 mg, and go back to the usual dose on quitting.',
        ],
      },
      {
        indication: 'Pancreatic cancer',
        dose: '100 mg orally once daily with gemcitabine.',
        modifications: ['Same reduction steps (50 mg) and interaction rules as for NSCLC.'],
      },
    ],
    administration: [
      'Empty stomach: at least 1 hour before or 2 hours after food.',
      'Acid reducers: avoid proton pump inhibitors; with an H2 blocker take erlotinib 10 hours after the H2 blocker and at least 2 hours before the next H2 dose; separate antacids by several hours. Raising the erlotinib dose does not make up for the lost exposure.',
      'Advise stopping smoking; monitor INR with warfarin or other coumarins.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective contraception during treatment and after the last dose (8.3; the duration on the current label was not confirmed at review, older copies gave at least 2 weeks).',
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Rash (acneiform), diarrhoea', frequency: '>20% (all settings)' },
        {
          reaction: 'Anorexia, fatigue, dyspnoea, cough, nausea, infection, vomiting',
          frequency: '>20% (second-line NSCLC)',
        },
        {
          reaction:
            'Pancreatic cancer with gemcitabine: fatigue, rash, nausea, anorexia, diarrhoea, abdominal pain, weight loss, oedema, pyrexia',
          frequency: '>20%',
        },
      ],
      serious: [
        'Interstitial lung disease, sometimes fatal (5).',
        'Renal failure and hepatotoxicity including hepatic failure and hepatorenal syndrome (5).',
        'GI perforation (5) and bullous, blistering and exfoliative skin disorders (5).',
        'Myocardial infarction, stroke and microangiopathic haemolytic anaemia (pancreatic cancer) (5).',
        'Ocular disorders including corneal perforation (5); bleeding with warfarin (5).',
      ],
    },
    sources: sources('Tarceva (erlotinib)', 'Tarceva'),
  },

  gefitinib: {
    indications: ['First-line metastatic NSCLC with EGFR exon 19 deletion or exon 21 L858R.'],
    dosing: [
      {
        indication: 'EGFR-mutated metastatic NSCLC',
        dose: '250 mg orally once daily with or without food until progression or unacceptable toxicity; higher doses add toxicity, not benefit.',
        modifications: [
          'Withhold for up to 14 days for acute or worsening pulmonary symptoms, ALT/AST grade 2 or higher, diarrhoea grade 3 or higher, severe or worsening ocular disorders including keratitis, or skin reactions grade 3 or higher; resume at 250 mg once resolved or grade 1.',
          'Stop for confirmed interstitial lung disease, severe hepatic impairment, GI perforation or persistent ulcerative keratitis.',
          'Strong CYP3A4 inducer: 500 mg once daily, back to 250 mg 7 days after the inducer stops. Strong CYP3A4 inhibitor: monitor for adverse reactions.',
        ],
      },
    ],
    administration: [
      'With or without food. Missed dose: do not take it within 12 hours of the next dose.',
      'Difficulty swallowing: drop the tablet (not crushed) into 4-8 oz (120-240 mL) of plain water, stir about 15 minutes, drink at once or give through a nasogastric tube, then rinse with another 4-8 oz and take that too.',
      'Acid reducers: avoid proton pump inhibitors if possible; otherwise take gefitinib 12 hours after the last or 12 hours before the next PPI dose. Take it 6 hours before or 6 hours after an H2 blocker or antacid.',
      'Monitor INR with warfarin.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective contraception during treatment and after the last dose (8.3; duration not confirmed at review).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Skin reactions (rash, acneiform eruption, dry skin)', frequency: '>20%' },
        { reaction: 'Diarrhoea', frequency: '>20%' },
        { reaction: 'Nail disorders, stomatitis, reduced appetite, vomiting', frequency: 'common' },
      ],
      serious: [
        'Interstitial lung disease (5).',
        'Hepatotoxicity (5).',
        'GI perforation (5) and severe or persistent diarrhoea (5).',
        'Ocular disorders including keratitis (5); bullous and exfoliative skin disorders (5).',
      ],
    },
    sources: sources('Iressa (gefitinib)', 'Iressa'),
  },

  afatinib: {
    indications: [
      'First-line metastatic NSCLC with non-resistant EGFR mutations detected by an FDA-approved test.',
      'Metastatic squamous NSCLC progressing after platinum-based chemotherapy.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '40 mg orally once daily until progression or no longer tolerated. Severe renal impairment (eGFR 15-29 mL/min/1.73 m²): 30 mg once daily.',
        modifications: [
          'Withhold for any grade 3 or higher reaction, grade 2 diarrhoea lasting 2 or more consecutive days despite antidiarrhoeals, grade 2 skin reactions lasting more than 7 days or intolerable, or grade 2 or higher renal impairment; resume when grade 1 or baseline at 10 mg per day less than the dose that caused it.',
          'Stop for life-threatening bullous, blistering or exfoliative skin lesions, confirmed ILD, severe drug-induced hepatic impairment, GI perforation, persistent ulcerative keratitis, symptomatic left ventricular dysfunction, or severe or intolerable reactions at 20 mg per day.',
          'P-gp inhibitors: reduce by 10 mg per day if not tolerated and resume the previous dose after the inhibitor stops. Chronic P-gp inducers: increase by 10 mg per day as tolerated and resume the previous dose 2-3 days after the inducer stops.',
        ],
      },
    ],
    administration: [
      'Empty stomach: at least 1 hour before or 2 hours after a meal.',
      'Missed dose: do not take it within 12 hours of the next dose.',
      'Start loperamide at the first sign of diarrhoea; keep well hydrated.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('2 weeks'),
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Diarrhoea', frequency: '96%' },
        { reaction: 'Rash/acneiform dermatitis', frequency: '90%' },
        { reaction: 'Stomatitis', frequency: '71%' },
        { reaction: 'Paronychia', frequency: '58%' },
        { reaction: 'Dry skin, reduced appetite, pruritus', frequency: '≥20%' },
        { reaction: 'Nausea, vomiting', frequency: '≥20%' },
      ],
      serious: [
        'Severe diarrhoea with dehydration and renal impairment (5).',
        'Bullous and exfoliative skin disorders (5).',
        'Interstitial lung disease (5) and hepatotoxicity (5).',
        'GI perforation (5), keratitis (5), left ventricular dysfunction (5).',
      ],
    },
    sources: sources('Gilotrif (afatinib)', 'Gilotrif'),
  },

  lapatinib: {
    indications: [
      'HER2-overexpressing advanced or metastatic breast cancer after an anthracycline, a taxane and trastuzumab, with capecitabine.',
      'HR-positive, HER2-overexpressing metastatic breast cancer in postmenopausal women for whom hormonal therapy is indicated, with letrozole.',
    ],
    dosing: [
      {
        indication: 'With capecitabine',
        dose: '1,250 mg (five 250 mg tablets) orally once daily on days 1-21 continuously, with capecitabine 2,000 mg/m²/day in two doses on days 1-14 of a 21-day cycle.',
        modifications: [
          'LVEF fall to grade 2 or more, or below the institution’s lower limit of normal: stop; after at least 2 weeks, if LVEF has recovered and the patient is asymptomatic, restart at 1,000 mg/day.',
          'Other grade 2 or higher toxicity: consider interrupting or stopping; restart at 1,250 mg/day once grade 1 or better, and at a lower dose if the toxicity recurs.',
          'Severe hepatotoxicity: stop and do not restart. Severe hepatic impairment (Child-Pugh C): 750 mg/day.',
          'Strong CYP3A4 inhibitor unavoidable: about 500 mg/day (return to the usual dose about a week after the inhibitor stops). Strong inducer unavoidable: titrate gradually up to 4,500 mg/day as tolerated.',
        ],
      },
      {
        indication: 'With letrozole',
        dose: '1,500 mg (six 250 mg tablets) orally once daily with letrozole 2.5 mg once daily.',
        modifications: [
          'After stopping for a fall in LVEF: restart at 1,250 mg/day once LVEF has recovered (at least 2 weeks) and the patient is asymptomatic.',
          'Severe hepatic impairment: 1,000 mg/day. Strong CYP3A4 inhibitor: about 500 mg/day; strong inducer: titrate up to 5,500 mg/day as tolerated.',
        ],
      },
    ],
    administration: [
      'Take the whole daily dose at once, at least 1 hour before or 1 hour after a meal (food raises exposure); do not split the daily dose. Capecitabine is taken with or within 30 minutes after food.',
      'Missed dose: do not double the next day.',
      'Avoid grapefruit. Proton pump inhibitors lower exposure (esomeprazole, about 27%).',
      'Lapatinib inhibits P-gp and CYP3A4: check co-medication (e.g. digoxin) and correct potassium and magnesium before starting (QT prolongation).',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential, and males with such partners, use effective contraception during treatment and after the last dose (8.3; duration not confirmed at review).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Diarrhoea', frequency: '>25%' },
        { reaction: 'Nausea, vomiting', frequency: '>25%' },
        { reaction: 'Rash', frequency: '>25%' },
        {
          reaction: 'Palmar-plantar erythrodysesthesia (with capecitabine)',
          frequency: '>25%',
        },
        { reaction: 'Fatigue, stomatitis, dyspepsia, dry skin', frequency: 'common' },
      ],
      serious: [
        'Hepatotoxicity, sometimes severe and fatal (boxed warning; 5).',
        'Decreased LVEF (5) and QT prolongation (5).',
        'Severe diarrhoea (5).',
        'Interstitial lung disease/pneumonitis (5).',
        'Severe cutaneous reactions: erythema multiforme, Stevens-Johnson syndrome, toxic epidermal necrolysis (5).',
      ],
    },
    sources: sources('Tykerb (lapatinib)', 'Tykerb'),
  },

  neratinib: {
    indications: [
      'Extended adjuvant treatment of early-stage HER2-positive breast cancer after adjuvant trastuzumab-based therapy.',
      'Advanced or metastatic HER2-positive breast cancer after two or more anti-HER2 regimens in the metastatic setting, with capecitabine.',
    ],
    dosing: [
      {
        indication: 'Extended adjuvant (monotherapy)',
        dose: '240 mg (six 40 mg tablets) orally once daily with food, continuously for one year. Optional 2-week escalation: 120 mg on days 1-7, 160 mg on days 8-14, then 240 mg.',
        modifications: [
          'Reduction levels: 200 mg, 160 mg, then 120 mg daily; stop if 120 mg is not tolerated, if toxicity does not recover to grade 0-1, or if treatment is delayed more than 3 weeks.',
          'Grade 3 toxicity: hold until grade 1 or baseline within 3 weeks, then resume one level lower; grade 4: stop.',
          'Diarrhoea: adjust per the label table (hold, then resume at the same or a lower level with loperamide). Hepatotoxicity grade 3: hold and resume one level lower; grade 4: stop.',
          'Severe hepatic impairment (Child-Pugh C): start at 80 mg daily. Avoid strong or moderate CYP3A4 inhibitors and inducers; monitor narrow-therapeutic-index P-gp substrates such as digoxin.',
        ],
      },
      {
        indication: 'Metastatic (with capecitabine)',
        dose: '240 mg orally once daily with food on days 1-21, with capecitabine 750 mg/m² twice daily on days 1-14 of a 21-day cycle.',
        modifications: ['Reduction levels: 160 mg, then 120 mg daily.'],
      },
    ],
    administration: [
      'Take with food at about the same time each day; swallow whole (do not chew, crush or split).',
      'Missed dose: skip it and take the next scheduled daily dose.',
      'Loperamide prophylaxis from the first dose for the first 56 days: 4 mg three times daily on days 1-14, 4 mg twice daily on days 15-56, then as needed (at most 16 mg per day), aiming for 1-2 bowel movements a day.',
      'Acid reducers: avoid proton pump inhibitors; take neratinib at least 2 hours before the next H2 blocker dose or 10 hours after it, and 3 hours after antacids. Avoid grapefruit.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 month', 'effective contraception for 3 months after the last dose'),
    lactation: noBreastfeeding('1 month'),
    adverseReactions: {
      common: [
        {
          reaction: 'Diarrhoea (ExteNET, no prophylaxis; median onset day 2)',
          frequency: 'about 94%',
        },
        { reaction: 'Nausea (ExteNET)', frequency: 'about 43%' },
        { reaction: 'Abdominal pain (ExteNET)', frequency: 'about 36%' },
        { reaction: 'Vomiting (ExteNET)', frequency: 'about 27%' },
        { reaction: 'Fatigue, rash, stomatitis, reduced appetite', frequency: 'common' },
        { reaction: 'Raised ALT/AST', frequency: 'common' },
      ],
      serious: [
        'Severe diarrhoea with dehydration (5).',
        'Hepatotoxicity (5).',
        'Embryo-fetal toxicity (5).',
      ],
    },
    sources: sources('Nerlynx (neratinib)', 'Nerlynx'),
  },

  crizotinib: {
    indications: [
      'Metastatic NSCLC that is ALK-positive or ROS1-positive (adults).',
      'Relapsed or refractory systemic ALK-positive anaplastic large cell lymphoma (children aged 1 year and older and young adults).',
      'Unresectable, recurrent or refractory ALK-positive inflammatory myofibroblastic tumour (adults and children aged 1 year and older).',
    ],
    dosing: [
      {
        indication: 'NSCLC and IMT (adults)',
        dose: '250 mg orally twice daily until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels for grade 3-4 reactions: 200 mg twice daily, then 250 mg once daily; stop if 250 mg once daily is not tolerated.',
          'Haematologic grade 3: withhold until grade 2 or better, resume at the same dose; grade 4: withhold until grade 2 or better, resume at the next lower dose.',
          'Stop for treatment-related ILD/pneumonitis; hepatotoxicity, QTc prolongation and bradycardia per the label tables (withhold and resume lower, or stop).',
          'Moderate hepatic impairment (bilirubin above 1.5 to 3x ULN): 200 mg twice daily; severe (above 3x ULN): 250 mg once daily. CrCl below 30 mL/min without dialysis: 250 mg once daily.',
          'Avoid strong CYP3A inhibitors and inducers.',
        ],
      },
      {
        indication: 'ALCL; IMT in children',
        dose: '280 mg/m² orally twice daily by body surface area (capsules or oral pellets), per the label table.',
        modifications: [
          'Dose reductions follow the label’s BSA-based table; moderate and severe hepatic impairment take the first and second reduction levels.',
        ],
      },
    ],
    administration: [
      'With or without food. Swallow capsules whole; oral pellets (in their capsule shells) are emptied into the mouth or onto an oral dosing spoon or cup for those who cannot swallow capsules.',
      'Missed dose: take it unless the next dose is due within 6 hours. Vomiting after a dose: take the next dose at the usual time.',
      'Provide antiemetics and antidiarrhoeals; consider fluids and electrolytes in those at risk of dehydration.',
      'Avoid grapefruit.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective contraception during treatment and for at least 45 days after the last dose; males with such partners use condoms during treatment and for at least 90 days after the last dose (8.3).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Vision disorders (NSCLC)', frequency: '≥25%' },
        { reaction: 'Nausea, diarrhoea, vomiting, constipation (NSCLC)', frequency: '≥25%' },
        { reaction: 'Oedema, fatigue, reduced appetite (NSCLC)', frequency: '≥25%' },
        { reaction: 'Raised transaminases (NSCLC)', frequency: '≥25%' },
        {
          reaction: 'Upper respiratory infection, dizziness, neuropathy (NSCLC)',
          frequency: '≥25%',
        },
      ],
      serious: [
        'Hepatotoxicity, including fatal (5).',
        'Interstitial lung disease/pneumonitis (5).',
        'QT prolongation (5) and bradycardia (5).',
        'Severe visual loss (5).',
        'Severe GI toxicity in children and young adults with ALCL and children with IMT (5); photosensitivity; embryo-fetal toxicity.',
      ],
    },
    sources: sources('Xalkori (crizotinib)', 'Xalkori'),
  },

  ceritinib: {
    indications: ['ALK-positive metastatic NSCLC (adults).'],
    dosing: [
      {
        indication: 'ALK-positive NSCLC',
        dose: '450 mg orally once daily with food until progression or unacceptable toxicity.',
        modifications: [
          'Reduce in 150 mg steps (300 mg, then 150 mg once daily with food); stop if 150 mg daily is not tolerated.',
          'Severe or intolerable GI reactions not responding to antiemetics or antidiarrhoeals: withhold, resume one step lower.',
          'Hepatotoxicity, QTc prolongation, bradycardia, hyperglycaemia, pancreatitis: per the label table; stop for ILD/pneumonitis.',
          'Strong CYP3A inhibitor unavoidable: reduce by about one third, rounded to a multiple of 150 mg; resume the prior dose after the inhibitor stops. Child-Pugh C: reduce by about one third.',
        ],
      },
    ],
    administration: [
      'Take with food (the 450 mg with-food dose replaced the earlier 750 mg fasting dose and has fewer GI reactions).',
      'Missed dose: take it unless the next dose is due within 12 hours. Vomiting: no extra dose; take the next dose as scheduled.',
      'Avoid grapefruit. Ceritinib strongly inhibits CYP3A: review co-medications with a narrow therapeutic index.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential and males with such partners use effective contraception during treatment and after the last dose (8.3; duration on the current label not confirmed at review).',
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        {
          reaction: 'Diarrhoea, nausea, vomiting or abdominal pain (450 mg with food)',
          frequency: '79%',
        },
        {
          reaction: 'Diarrhoea, nausea, vomiting or abdominal pain (750 mg fasting)',
          frequency: '95%',
        },
        { reaction: 'ALT above 5x ULN (750 mg fasting)', frequency: '28%' },
        { reaction: 'Fatigue, reduced appetite', frequency: 'common' },
      ],
      serious: [
        'Severe GI reactions (5).',
        'Hepatotoxicity (5).',
        'Interstitial lung disease/pneumonitis (5).',
        'QT prolongation and bradycardia (5).',
        'Hyperglycaemia (5), pancreatitis (5), embryo-fetal toxicity (5).',
      ],
    },
    sources: sources('Zykadia (ceritinib)', 'Zykadia'),
  },

  alectinib: {
    indications: [
      'Adjuvant treatment after resection of ALK-positive NSCLC (tumours 4 cm or larger, or node-positive).',
      'ALK-positive metastatic NSCLC.',
    ],
    dosing: [
      {
        indication: 'Adjuvant',
        dose: '600 mg orally twice daily with food for 2 years or until recurrence or unacceptable toxicity.',
        modifications: ['Same reduction levels and toxicity rules as for metastatic disease.'],
      },
      {
        indication: 'Metastatic NSCLC',
        dose: '600 mg orally twice daily with food until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 450 mg, then 300 mg twice daily; stop if 300 mg twice daily is not tolerated.',
          'ALT/AST above 5x ULN with bilirubin 2x ULN or less: withhold until baseline or 3x ULN or less, resume one level lower. ALT/AST above 3x ULN with bilirubin above 2x ULN (no cholestasis or haemolysis): stop. Bilirubin above 3x ULN: withhold until 1.5x ULN or less, resume lower.',
          'ILD/pneumonitis of any grade: stop if no other cause. Grade 3 renal impairment: withhold until creatinine 1.5x ULN or less, resume lower; grade 4: stop.',
          'Symptomatic bradycardia: withhold until asymptomatic or heart rate 60 or more; resume at the same dose if a contributing drug is stopped, otherwise one level lower; life-threatening bradycardia without a contributing drug: stop.',
          'CPK elevation and haemolytic anaemia: withhold and resume per the label. Child-Pugh C: 450 mg twice daily.',
        ],
      },
    ],
    administration: [
      'Take with food. Swallow capsules whole; do not open or dissolve them.',
      'Missed dose or vomiting after a dose: take the next dose at the scheduled time.',
      'Avoid sun exposure (photosensitivity); use broad-spectrum sunscreen.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('1 week', 'effective contraception for 3 months after the last dose'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        {
          reaction: 'Hepatotoxicity, constipation, myalgia, fatigue, rash, cough (adjuvant)',
          frequency: '≥20%',
        },
        {
          reaction: 'Constipation, fatigue, oedema, myalgia, anaemia (metastatic)',
          frequency: 'common',
        },
      ],
      serious: [
        'Hepatotoxicity (5).',
        'Interstitial lung disease/pneumonitis (5).',
        'Renal impairment (5).',
        'Bradycardia (5).',
        'Severe myalgia and CPK elevation (5); haemolytic anaemia (5); embryo-fetal toxicity.',
      ],
    },
    sources: sources('Alecensa (alectinib)', 'Alecensa'),
  },

  brigatinib: {
    indications: ['ALK-positive metastatic NSCLC (adults).'],
    dosing: [
      {
        indication: 'ALK-positive NSCLC',
        dose: '90 mg orally once daily for the first 7 days, then 180 mg once daily, until progression or unacceptable toxicity. After an interruption of 14 days or more for reasons other than toxicity, restart at 90 mg for 7 days before going back up.',
        modifications: [
          'Reduction levels from 180 mg: 120 mg, 90 mg, then 60 mg once daily; from 90 mg: 60 mg, then stop. Do not re-escalate after a reduction for toxicity; stop if 60 mg is not tolerated.',
          'ILD/pneumonitis grade 1-2: withhold until baseline, then resume (grade 2 one level lower) or stop; grade 3-4 or recurrence: stop.',
          'Grade 3 hypertension despite treatment: withhold until grade 1, resume one level lower. Symptomatic bradycardia, visual disturbance, CPK, lipase/amylase and glucose rises: per the label table.',
          'Strong CYP3A inhibitor unavoidable: reduce by about half (180 to 90 mg, 90 to 60 mg). Avoid strong CYP3A inducers. CrCl 15-29 mL/min and Child-Pugh C: lower doses (see the record’s organ rules).',
        ],
      },
    ],
    administration: [
      'With or without food. Swallow tablets whole; do not crush or chew.',
      'Missed dose or vomiting after a dose: no extra dose; take the next dose at the scheduled time.',
      'Watch closely for new respiratory symptoms in the first week (early-onset pulmonary events).',
      'Brigatinib can lower the effect of hormonal contraceptives (CYP3A induction).',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective non-hormonal contraception during treatment and for at least 4 months after the last dose; males with such partners use effective contraception for at least 3 months after the last dose (8.3).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Hypertension (180 mg regimen)', frequency: '21%' },
        { reaction: 'Diarrhoea, fatigue, nausea, cough, headache', frequency: 'common' },
        { reaction: 'Raised CPK, lipase, amylase and glucose (laboratory)', frequency: 'common' },
        {
          reaction: 'Early pulmonary events (within 9 days, median onset day 2)',
          frequency: '6.4%',
        },
      ],
      serious: [
        'Interstitial lung disease/pneumonitis, including early-onset events (5).',
        'Hypertension (5) and bradycardia (5).',
        'Visual disturbance (5).',
        'CPK elevation (5), pancreatic enzyme elevation (5), hyperglycaemia (5).',
        'Photosensitivity and embryo-fetal toxicity (5).',
      ],
    },
    sources: sources('Alunbrig (brigatinib)', 'Alunbrig'),
  },

  dabrafenib: {
    indications: [
      'Unresectable or metastatic melanoma with BRAF V600E (alone) or V600E/K (with trametinib).',
      'Adjuvant treatment, with trametinib, of BRAF V600E/K melanoma with lymph node involvement after complete resection.',
      'With trametinib: BRAF V600E metastatic NSCLC; BRAF V600E locally advanced or metastatic anaplastic thyroid cancer without satisfactory locoregional options.',
      'With trametinib: BRAF V600E unresectable or metastatic solid tumours after prior treatment with no satisfactory alternative (adults and children aged 1 year and older).',
      'With trametinib: BRAF V600E low-grade glioma needing systemic therapy (children aged 1 year and older).',
    ],
    dosing: [
      {
        indication: 'Adults (all indications)',
        dose: '150 mg orally twice daily, about 12 hours apart, alone or with trametinib 2 mg once daily; adjuvant melanoma for up to 1 year.',
        modifications: [
          'Reduction levels: 100 mg, 75 mg, then 50 mg twice daily; stop if 50 mg twice daily is not tolerated.',
          'Fever: withhold until it resolves, then resume at the same or a lower dose; fever with rigors, hypotension, dehydration or renal failure: withhold and resume lower, or stop.',
          'Intolerable grade 2 or any grade 3 reaction: withhold until grade 1 or less, resume one level lower. First grade 4: stop, or withhold and resume one level lower.',
          'New primary cutaneous malignancy: no dose change. RAS-mutation-positive non-cutaneous malignancy: stop dabrafenib.',
        ],
      },
      {
        indication: 'Children (solid tumours, low-grade glioma)',
        dose: 'By body weight (capsules from 26 kg: 75 mg twice daily at 26-37 kg, 100 mg at 38-50 kg, 150 mg at 51 kg or more); tablets for oral suspension for younger or smaller children, per the label table.',
        modifications: [],
      },
    ],
    administration: [
      'Empty stomach: at least 1 hour before or 2 hours after a meal. Take trametinib with the morning or evening dabrafenib dose.',
      'Swallow capsules whole; do not open, crush or break. Tablets for oral suspension are dispersed in water per the instructions for use.',
      'Missed dose: do not take it within 6 hours of the next dose. Vomiting: no extra dose.',
      'Dabrafenib can make hormonal contraceptives ineffective (CYP3A induction): use a non-hormonal method.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective non-hormonal contraception during treatment and for 2 weeks after the last dose (4 months after the last trametinib dose when combined); males use condoms for 2 weeks (4 months with trametinib) (8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 2 weeks after the last dose, or 4 months after the last dose when given with trametinib (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Monotherapy: hyperkeratosis, headache, pyrexia, arthralgia, papilloma, alopecia, palmar-plantar erythrodysesthesia',
          frequency: 'most common (6)',
        },
        {
          reaction:
            'With trametinib (adults): pyrexia, fatigue, nausea, chills, headache, diarrhoea, vomiting, arthralgia, myalgia, rash, hypertension, peripheral oedema',
          frequency: 'most common (6)',
        },
      ],
      serious: [
        'New primary malignancies, cutaneous (cuSCC, keratoacanthoma, basal cell carcinoma, melanoma) and non-cutaneous (5).',
        'Haemorrhage (5); colitis and GI perforation and venous thromboembolism with trametinib (5); cardiomyopathy including heart failure (5).',
        'Uveitis and other eye problems (5); interstitial lung disease with trametinib (5).',
        'Serious febrile reactions (5) and serious skin toxicity (5).',
        'Hyperglycaemia (5), haemolytic anaemia with G6PD deficiency (5), haemophagocytic lymphohistiocytosis (5).',
      ],
    },
    sources: sources('Tafinlar (dabrafenib)', 'Tafinlar'),
  },

  trametinib: {
    indications: [
      'BRAF V600E/K unresectable or metastatic melanoma, alone (no prior BRAF inhibitor) or with dabrafenib.',
      'With dabrafenib: adjuvant BRAF V600E/K melanoma after resection; BRAF V600E metastatic NSCLC; BRAF V600E anaplastic thyroid cancer; BRAF V600E solid tumours after prior treatment (adults and children aged 1 year and older); BRAF V600E low-grade glioma (children aged 1 year and older).',
    ],
    dosing: [
      {
        indication: 'Adults (all indications)',
        dose: '2 mg orally once daily, alone or with dabrafenib 150 mg twice daily; adjuvant melanoma for up to 1 year.',
        modifications: [
          'Reduction levels: 1.5 mg, then 1 mg once daily; stop if 1 mg is not tolerated.',
          'Asymptomatic absolute LVEF fall of 10% or more to below the lower limit of normal: withhold up to 4 weeks; resume one level lower if it recovers, otherwise stop. Symptomatic heart failure, or an absolute LVEF fall of more than 20% from baseline to below LLN: stop.',
          'Retinal vein occlusion: stop. Retinal pigment epithelial detachment: withhold up to 3 weeks, resume lower if improved, otherwise stop. ILD/pneumonitis: stop.',
          'Intolerable grade 2 or grade 3-4 skin toxicity: withhold up to 3 weeks, resume lower if improved, otherwise stop. Fever per the dabrafenib rules (withhold, resume at the same or lower dose).',
          'Other grade 3 reaction: withhold up to 3 weeks, resume one level lower if grade 0-1; grade 4 or no recovery: stop. Uncomplicated VTE: withhold up to 3 weeks, resume lower; life-threatening PE: stop.',
        ],
      },
      {
        indication: 'Children',
        dose: 'By body weight (tablets from 26 kg: 1 mg once daily at 26-37 kg, 1.5 mg at 38-50 kg, 2 mg at 51 kg or more); oral solution for younger or smaller children, per the label table.',
        modifications: [],
      },
    ],
    administration: [
      'Empty stomach: at least 1 hour before or 2 hours after a meal, at about the same time each day (with the morning or evening dabrafenib dose).',
      'Missed dose: do not take it within 12 hours of the next dose.',
      'Oral solution: measure with the dosing syringe supplied, per the instructions for use.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective contraception during treatment and for 4 months after the last dose (non-hormonal when combined with dabrafenib); males with such partners use condoms for 4 months after the last dose (8.3).',
    lactation: noBreastfeeding('4 months'),
    adverseReactions: {
      common: [
        { reaction: 'Rash (monotherapy, melanoma Trial 1)', frequency: '57%' },
        { reaction: 'Diarrhoea (monotherapy, melanoma Trial 1)', frequency: '43%' },
        { reaction: 'Lymphoedema (monotherapy, melanoma Trial 1)', frequency: '32%' },
        {
          reaction:
            'With dabrafenib: pyrexia, fatigue, headache, nausea, rash, chills, diarrhoea, vomiting, hypertension, arthralgia, myalgia, peripheral oedema',
          frequency: 'most common (6)',
        },
      ],
      serious: [
        'New primary malignancies with dabrafenib (5).',
        'Haemorrhage (5), colitis and GI perforation (5), venous thromboembolism (5).',
        'Cardiomyopathy (5).',
        'Ocular toxicity: retinal vein occlusion, retinal pigment epithelial detachment (5).',
        'Interstitial lung disease (5), serious febrile reactions (5), serious skin toxicity (5), hyperglycaemia (5), haemophagocytic lymphohistiocytosis (5).',
      ],
    },
    sources: sources('Mekinist (trametinib)', 'Mekinist'),
  },

  vemurafenib: {
    indications: [
      'Unresectable or metastatic melanoma with BRAF V600E (not for BRAF wild-type melanoma).',
      'Erdheim-Chester disease with BRAF V600.',
    ],
    dosing: [
      {
        indication: 'Melanoma and Erdheim-Chester disease',
        dose: '960 mg (four 240 mg tablets) orally about every 12 hours, with or without a meal, until progression or unacceptable toxicity.',
        modifications: [
          'Intolerable grade 2 or grade 3: withhold until grade 0-1, resume at 720 mg twice daily (first occurrence), then 480 mg twice daily (second); stop at the third. First grade 4: stop, or resume at 480 mg twice daily; second grade 4: stop. Do not go below 480 mg twice daily.',
          'QTc above 500 ms with an increase above 60 ms from baseline: stop. Do not start with QTc above 500 ms; correct electrolytes first.',
          'New primary cutaneous malignancy: no dose change.',
          'Strong CYP3A4 inducer unavoidable: increase by 240 mg (one tablet) as tolerated, returning to the prior dose 2 weeks after the inducer stops.',
        ],
      },
    ],
    administration: [
      'With or without a meal; take each dose the same way. Swallow tablets whole with water; do not chew or crush.',
      'Missed dose: it may be taken up to 4 hours before the next dose; never both together. Vomiting: no extra dose.',
      'Avoid sun exposure; use broad-spectrum UVA/UVB sunscreen and lip balm (SPF 30 or more) outdoors.',
      'Vemurafenib raises exposure to CYP1A2 substrates (e.g. tizanidine) and can change INR with warfarin.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective contraception during treatment and after the last dose (8.3; duration on the current label not confirmed at review).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Arthralgia', frequency: '≥30%' },
        { reaction: 'Rash, pruritus, alopecia', frequency: '≥30%' },
        { reaction: 'Photosensitivity reaction', frequency: '≥30%' },
        { reaction: 'Fatigue, nausea', frequency: '≥30%' },
        { reaction: 'Skin papilloma', frequency: '≥30%' },
      ],
      serious: [
        'New primary malignancies: cutaneous squamous cell carcinoma (grade 3 in 5% or more), new melanoma, non-cutaneous SCC (5).',
        'Tumour promotion in BRAF wild-type melanoma (5).',
        'Anaphylaxis and DRESS (5); severe skin reactions including SJS/TEN (5).',
        'QT prolongation (5), hepatotoxicity (5), photosensitivity (5), uveitis and other ocular reactions (5).',
        'Radiation sensitisation and recall, renal failure, Dupuytren’s contracture and plantar fascial fibromatosis (5).',
      ],
    },
    sources: sources('Zelboraf (vemurafenib)', 'Zelboraf'),
  },

  cobimetinib: {
    indications: [
      'Unresectable or metastatic melanoma with BRAF V600E or V600K, with vemurafenib.',
      'Histiocytic neoplasms (adults), as a single agent.',
    ],
    dosing: [
      {
        indication: 'Melanoma (with vemurafenib 960 mg twice daily); histiocytic neoplasms',
        dose: '60 mg (three 20 mg tablets) orally once daily on days 1-21 of each 28-day cycle until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 40 mg, then 20 mg once daily; stop if 20 mg is not tolerated.',
          'Haemorrhage grade 3: withhold up to 4 weeks, resume one level lower if grade 0-1, otherwise stop; grade 4: stop. Retinal vein occlusion: stop.',
          'Fall in LVEF (cardiomyopathy): withhold, resume one level lower or stop per the label table (thresholds not confirmed at review).',
          'Do not take strong or moderate CYP3A inhibitors; a moderate inhibitor for 14 days or less in patients on 60 mg: reduce to 20 mg, then resume 60 mg after it stops; at 40 or 20 mg use an alternative. Avoid strong or moderate CYP3A inducers.',
        ],
      },
    ],
    administration: [
      'With or without food.',
      'Missed dose or vomiting: resume with the next scheduled dose.',
      'Avoid sun exposure; use sunscreen and protective clothing (photosensitivity).',
      'LVEF before starting, after one month, then every 3 months; ophthalmological examination for new visual disturbance.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective contraception during treatment and after the last dose (8.3; duration on the current label not confirmed at review).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Diarrhoea (with vemurafenib)', frequency: '≥20%' },
        { reaction: 'Photosensitivity reaction', frequency: '≥20%' },
        { reaction: 'Nausea, pyrexia, vomiting', frequency: '≥20%' },
        { reaction: 'Raised CPK, liver tests (laboratory)', frequency: 'common' },
      ],
      serious: [
        'New primary malignancies (5).',
        'Haemorrhage (5).',
        'Cardiomyopathy with falling LVEF (5).',
        'Severe dermatologic reactions (5); serous retinopathy and retinal vein occlusion (5).',
        'Hepatotoxicity (5), rhabdomyolysis (5), severe photosensitivity (5).',
      ],
    },
    sources: sources('Cotellic (cobimetinib)', 'Cotellic'),
  },

  sorafenib: {
    indications: [
      'Unresectable hepatocellular carcinoma.',
      'Advanced renal cell carcinoma.',
      'Locally recurrent or metastatic, progressive differentiated thyroid carcinoma refractory to radioactive iodine.',
    ],
    dosing: [
      {
        indication: 'HCC and RCC',
        dose: '400 mg (two 200 mg tablets) orally twice daily without food, until no longer of benefit or unacceptable toxicity.',
        modifications: [
          'Reduction levels: 400 mg once daily, then 200 mg once daily or 400 mg every other day.',
          'Hand-foot skin reaction grade 2 not improving within 7 days, or second or third occurrence, or grade 3: interrupt until grade 0-1, resume one level lower; fourth grade 2 or third grade 3 occurrence: stop.',
          'Stop for cardiac ischaemia or infarction (grade 2 or more), grade 4 heart failure, haemorrhage needing medical intervention, GI perforation, grade 4 hypertension, or severe drug-induced liver injury. Grade 3 heart failure or symptomatic/grade 3 hypertension: interrupt, then resume one level lower.',
          'Withhold at least 10 days before elective surgery; do not give for at least 2 weeks after major surgery and until the wound has healed.',
        ],
      },
      {
        indication: 'Differentiated thyroid carcinoma',
        dose: '400 mg orally twice daily without food.',
        modifications: [
          'Reduction levels: 600 mg daily (400 mg and 200 mg about 12 hours apart), then 200 mg twice daily, then 200 mg once daily.',
        ],
      },
    ],
    administration: [
      'Without food: at least 1 hour before or 2 hours after a meal.',
      'Contraindicated with carboplatin and paclitaxel in squamous cell lung cancer.',
      'Monitor blood pressure weekly for the first 6 weeks; ECG and electrolytes where QT risk is high; INR with warfarin.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential and males with such partners use effective contraception during treatment and after the last dose (8.3; older label copies gave at least 2 weeks; the interval on the current label was not confirmed at review).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        {
          reaction:
            'Diarrhoea, fatigue, infection, alopecia, hand-foot skin reaction, rash, weight loss, reduced appetite, nausea, GI and abdominal pain, hypertension, haemorrhage (HCC, RCC, DTC)',
          frequency: '≥20%',
        },
        { reaction: 'Diarrhoea (HCC, SHARP)', frequency: '55%' },
        { reaction: 'Fatigue (HCC, SHARP)', frequency: '46%' },
        { reaction: 'Hand-foot skin reaction (HCC, SHARP)', frequency: '21%' },
      ],
      serious: [
        'Cardiac ischaemia and infarction (5).',
        'Haemorrhage (5) and hypertension (5).',
        'Hand-foot skin reaction, rash, SJS/TEN (5).',
        'GI perforation (5), QT prolongation (5), drug-induced hepatitis (5).',
        'Impaired TSH suppression in thyroid cancer (5).',
      ],
    },
    sources: sources('Nexavar (sorafenib)', 'Nexavar'),
  },

  pazopanib: {
    indications: [
      'Advanced renal cell carcinoma (adults).',
      'Advanced soft tissue sarcoma after prior chemotherapy (adults; efficacy not shown in adipocytic sarcoma or GIST).',
    ],
    dosing: [
      {
        indication: 'RCC and soft tissue sarcoma',
        dose: '800 mg (four 200 mg tablets) orally once daily without food until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels: RCC 400 mg, then 200 mg daily; STS 600 mg, then 400 mg daily; stop if the second reduction is not tolerated.',
          'Isolated ALT 3-8x ULN: continue with weekly liver tests until grade 1 or baseline. ALT above 8x ULN: interrupt until grade 1 or baseline; if resuming, no more than 400 mg daily with weekly liver tests for 8 weeks; stop if ALT above 3x ULN recurs. ALT above 3x ULN with bilirubin above 2x ULN: stop.',
          'Moderate hepatic impairment: 200 mg daily; severe: not recommended.',
          'Strong CYP3A4 inhibitor unavoidable: 400 mg daily. Avoid strong inducers.',
          'Withhold at least 1 week before elective surgery; restart no sooner than 2 weeks after major surgery and when the wound has healed.',
        ],
      },
    ],
    administration: [
      'Without food: at least 1 hour before or 2 hours after a meal (food raises exposure).',
      'Swallow tablets whole; do not crush (crushing raises the rate of absorption).',
      'Missed dose: do not take it if the next dose is due within 12 hours.',
      'Acid reducers lower exposure: avoid proton pump inhibitors and H2 blockers; if needed, use a short-acting antacid separated from the dose by several hours.',
      'Avoid grapefruit; simvastatin raises the risk of ALT elevation.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential and males with such partners use effective contraception during treatment and after the last dose (8.3; duration on the current label not confirmed at review).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Diarrhoea, nausea, vomiting, reduced appetite (RCC)', frequency: '≥20%' },
        { reaction: 'Hypertension, hair colour change (RCC)', frequency: '≥20%' },
        {
          reaction:
            'STS: fatigue, weight loss, tumour pain, dysgeusia, headache, musculoskeletal pain, dyspnoea',
          frequency: '≥20%',
        },
        { reaction: 'ALT above 3x ULN', frequency: '18%' },
      ],
      serious: [
        'Severe and fatal hepatotoxicity (boxed warning; 5).',
        'QT prolongation and torsade de pointes (5); cardiac dysfunction (5).',
        'Haemorrhage (5), arterial and venous thromboembolism (5), thrombotic microangiopathy (5).',
        'GI perforation and fistula (5), interstitial lung disease (5), RPLS (5), hypertension (5).',
        'Impaired wound healing, hypothyroidism, proteinuria, tumour lysis syndrome, infection (5).',
      ],
    },
    sources: sources('Votrient (pazopanib)', 'Votrient'),
  },

  axitinib: {
    indications: [
      'First-line advanced renal cell carcinoma, with avelumab or with pembrolizumab.',
      'Advanced renal cell carcinoma after failure of one prior systemic therapy (monotherapy).',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '5 mg orally twice daily, about 12 hours apart, with or without food; with avelumab 800 mg IV every 2 weeks or pembrolizumab 200 mg every 3 weeks (or 400 mg every 6 weeks).',
        modifications: [
          'Escalation when tolerated for at least 2 consecutive weeks with no reaction above grade 2, normotensive and on no antihypertensive: 7 mg, then 10 mg twice daily (with avelumab at intervals of 2 weeks or more; with pembrolizumab 6 weeks or more).',
          'Reduction levels: 3 mg, then 2 mg twice daily.',
          'Persistent hypertension despite treatment: reduce; severe persistent hypertension or hypertensive crisis: stop. Bleeding needing intervention: interrupt. RPLS: stop. Moderate to severe proteinuria: reduce or interrupt.',
          'Strong CYP3A4/5 inhibitor unavoidable: reduce the dose by about half, returning to the prior dose 3-5 inhibitor half-lives after it stops. Avoid strong inducers. Child-Pugh B: reduce the starting dose by about half.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow whole with a glass of water.',
      'Missed dose or vomiting: no extra dose; take the next dose at the usual time.',
      'Control blood pressure before starting; avoid grapefruit.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential and males with such partners use effective contraception during treatment and after the last dose (8.3; duration on the current label not confirmed at review).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Hypertension (monotherapy)', frequency: '40%' },
        { reaction: 'Diarrhoea (monotherapy)', frequency: '≥20%' },
      ],
      serious: [
        'Hypertension and hypertensive crisis (5).',
        'Arterial and venous thromboembolic events (5).',
        'Haemorrhage (5) and cardiac failure (5).',
        'GI perforation and fistula (5), thyroid dysfunction (5), RPLS (5), proteinuria (5).',
        'Hepatotoxicity (5).',
      ],
    },
    sources: sources('Inlyta (axitinib)', 'Inlyta'),
  },

  regorafenib: {
    indications: [
      'Metastatic colorectal cancer after fluoropyrimidine-, oxaliplatin- and irinotecan-based chemotherapy, an anti-VEGF therapy and, if RAS wild-type, an anti-EGFR therapy.',
      'Locally advanced, unresectable or metastatic GIST after imatinib and sunitinib.',
      'Hepatocellular carcinoma previously treated with sorafenib.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '160 mg (four 40 mg tablets) orally once daily for the first 21 days of each 28-day cycle, until progression or unacceptable toxicity.',
        modifications: [
          'Reduce in 40 mg steps: 120 mg, then 80 mg daily (the lowest dose); stop if 80 mg is not tolerated.',
          'Hand-foot skin reaction: first grade 2 of any duration, reduce to 120 mg; grade 2 recurring or not improving within 7 days, interrupt; grade 3, interrupt for at least 7 days; recurrence at 120 mg, reduce to 80 mg.',
          'Interrupt for symptomatic grade 2 hypertension, any grade 3-4 reaction or worsening infection; after recovery from grade 3-4 (except infection) resume at 120 mg, then 80 mg.',
          'Stop for AST/ALT above 20x ULN, AST/ALT above 3x ULN with bilirubin above 2x ULN, or AST/ALT above 5x ULN recurring at 120 mg. Grade 3 AST/ALT: resume at 120 mg only if benefit outweighs the risk.',
          'Severe hepatic impairment (Child-Pugh C): not recommended.',
        ],
      },
    ],
    administration: [
      'Take at the same time each day with water after a low-fat meal (under 600 calories and under 30% fat); swallow whole.',
      'Missed dose: take it the same day as soon as remembered; never two doses on one day to make up for the previous day.',
      'Liver tests before starting, at least every 2 weeks for the first 2 months, then monthly.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: embryoFetal('2 months'),
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        {
          reaction:
            'Asthenia/fatigue, reduced appetite, hand-foot skin reaction, diarrhoea, mucositis, weight loss, infection, hypertension, dysphonia',
          frequency: 'most common (6)',
        },
        { reaction: 'Infections of any grade (vs 17% with placebo)', frequency: '32%' },
      ],
      serious: [
        'Severe and fatal hepatotoxicity (boxed warning; 5).',
        'Infections (5) and haemorrhage (5).',
        'GI perforation (5), dermatological toxicity (5).',
        'Hypertension (5), cardiac ischaemia and infarction (5), RPLS (5).',
        'Impaired wound healing (5).',
      ],
    },
    sources: sources('Stivarga (regorafenib)', 'Stivarga'),
  },

  acalabrutinib: {
    indications: [
      'Previously untreated mantle cell lymphoma in adults ineligible for autologous stem cell transplant, with bendamustine and rituximab.',
      'Mantle cell lymphoma after at least one prior therapy.',
      'Chronic lymphocytic leukaemia or small lymphocytic lymphoma, alone or (previously untreated) with obinutuzumab.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '100 mg orally about every 12 hours until progression or unacceptable toxicity. With obinutuzumab: start acalabrutinib in cycle 1 and obinutuzumab in cycle 2 (6 cycles), acalabrutinib first on shared days. With bendamustine and rituximab (MCL): from cycle 1 day 1, BR for 6 cycles, then rituximab maintenance in responders.',
        modifications: [
          'Interrupt for grade 3 or higher non-haematologic toxicity, grade 3 thrombocytopenia with significant bleeding, grade 4 thrombocytopenia, or grade 4 neutropenia lasting more than 7 days. After recovery to grade 1 or baseline: first and second occurrence resume at 100 mg twice daily; third occurrence 100 mg once daily; fourth occurrence stop.',
          'Strong CYP3A inhibitors: avoid, or interrupt acalabrutinib if the inhibitor is short-term. Moderate CYP3A inhibitor: 100 mg once daily. Strong CYP3A inducer unavoidable: 200 mg about every 12 hours.',
          'Child-Pugh C: avoid. Consider withholding for 3-7 days before and after surgery, by bleeding risk.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow capsules or tablets whole with water (do not open, break, chew, crush or cut).',
      'Missed dose by more than 3 hours: skip it and take the next dose at the usual time; no extra doses.',
      'Acid reducers depend on the product: the maleate tablets need no change. Capsules: avoid proton pump inhibitors; take acalabrutinib 2 hours before (or 10 hours after) an H2 blocker; separate antacids by at least 2 hours. Check the product dispensed.',
      'Use sun protection (second primary skin cancers).',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'May cause fetal harm and dystocia (8.1). Advise females to avoid pregnancy during treatment and for at least 1 week after the last dose (8.3).',
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        {
          reaction: 'Cytopenias (anaemia, neutropenia, thrombocytopenia)',
          frequency: '≥20%',
        },
        { reaction: 'Headache, fatigue, diarrhoea, myalgia, bruising', frequency: '≥20%' },
      ],
      serious: [
        'Serious and opportunistic infections, including fatal (5).',
        'Haemorrhage, higher with antithrombotics (5).',
        'Cytopenias (5) and second primary malignancies, mostly skin (5).',
        'Atrial fibrillation and flutter (5).',
      ],
    },
    sources: sources('Calquence (acalabrutinib)', 'Calquence'),
  },

  idelalisib: {
    indications: [
      'Relapsed chronic lymphocytic leukaemia, with rituximab, in patients for whom rituximab alone would be appropriate because of other co-morbidities. Not for first-line treatment of any patient.',
    ],
    dosing: [
      {
        indication: 'Relapsed CLL (with rituximab)',
        dose: '150 mg orally twice daily (maximum starting dose) until progression or unacceptable toxicity.',
        modifications: [
          'ALT/AST above 3-5x ULN: continue, monitor at least weekly. Above 5-20x ULN: withhold, monitor weekly until 1x ULN or less, then may resume at 100 mg twice daily. Above 20x ULN: stop. Bilirubin: above 1.5-3x ULN continue; above 3-10x withhold and resume at 100 mg twice daily; above 10x stop.',
          'Moderate diarrhoea: continue, monitor weekly. Severe diarrhoea or hospitalisation: withhold (corticosteroids such as budesonide may be used), then resume at 100 mg twice daily once resolved. Life-threatening diarrhoea: stop.',
          'Any symptomatic pneumonitis, intestinal perforation, severe cutaneous reaction or anaphylaxis: stop. Suspected infection, PJP or CMV infection or viraemia: interrupt per the label.',
          'Other severe or life-threatening toxicity: withhold until resolved, resume at 100 mg twice daily; stop if it recurs.',
          'Idelalisib is a strong CYP3A inhibitor: avoid sensitive CYP3A substrates; avoid strong CYP3A inducers.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow tablets whole.',
      'Give PJP prophylaxis throughout treatment; monitor for CMV in patients with prior infection or positive serology.',
      'Liver tests every 2 weeks for the first 3 months, every 4 weeks for the next 3 months, then every 1-3 months; ANC every 2 weeks for the first 6 months.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective contraception during treatment and for at least 1 month after the last dose (8.3).',
    lactation:
      'Advise not to breastfeed during treatment (8.2); the post-treatment interval on the current label was not confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Diarrhoea, pyrexia, fatigue, nausea', frequency: '≥20%' },
        { reaction: 'Cough, pneumonia, abdominal pain, chills, rash', frequency: '≥20%' },
        { reaction: 'Fatal and/or serious infections (boxed warning)', frequency: '21-36%' },
        {
          reaction: 'Fatal and/or serious severe diarrhoea or colitis (boxed warning)',
          frequency: '14-19%',
        },
        { reaction: 'Fatal and/or serious hepatotoxicity (boxed warning)', frequency: '11-18%' },
        { reaction: 'Fatal and/or serious pneumonitis (boxed warning)', frequency: '4%' },
      ],
      serious: [
        'Fatal and serious hepatotoxicity, severe diarrhoea or colitis, pneumonitis, infections and intestinal perforation (boxed warning; 5).',
        'Severe cutaneous reactions including SJS/TEN and DRESS (5).',
        'Serious hypersensitivity including anaphylaxis (5), neutropenia (5).',
      ],
    },
    sources: sources('Zydelig (idelalisib)', 'Zydelig'),
  },

  pacritinib: {
    indications: [
      'Intermediate- or high-risk primary or secondary (post-polycythaemia vera or post-essential thrombocythaemia) myelofibrosis with platelets below 50 x 10^9/L (adults; accelerated approval).',
    ],
    dosing: [
      {
        indication: 'Myelofibrosis with platelets below 50 x 10^9/L',
        dose: '200 mg orally twice daily. Taper or stop other kinase inhibitors per their labels before starting.',
        modifications: [
          'Dose levels: 200 mg twice daily, 100 mg twice daily, then 100 mg once daily; stop if 100 mg daily is not tolerated.',
          'Diarrhoea, thrombocytopenia, haemorrhage and QTc prolongation: interrupt, resume at the same or a lower level, or stop, per the label tables. Grade 3-4 diarrhoea: hold until grade 1 or better.',
          'Stop 7 days before elective surgery or invasive procedures; restart once haemostasis is assured.',
          'Strong CYP3A4 inhibitors and inducers are contraindicated (4). Renal and hepatic impairment: see the record’s organ rules (not re-checked at review).',
        ],
      },
    ],
    administration: [
      'With or without food; swallow capsules whole (do not open, break or chew).',
      'Missed dose: take the next dose at its scheduled time; no extra capsules.',
      'Before starting: CBC, coagulation tests (PT, PTT, thrombin time, INR) and a baseline ECG; correct hypokalaemia; control pre-existing diarrhoea and start antidiarrhoeals at the first change in stools.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'No adequate human data; animal studies suggest risk (8.1). The contraception advice on the current label was not confirmed at review.',
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Diarrhoea', frequency: '48%' },
        { reaction: 'Thrombocytopenia', frequency: '34%' },
        { reaction: 'Nausea', frequency: '32%' },
        { reaction: 'Anaemia', frequency: '24%' },
        { reaction: 'Peripheral oedema', frequency: '20%' },
      ],
      serious: [
        'Haemorrhage, including fatal, mostly with platelets below 100 x 10^9/L (5).',
        'Diarrhoea with dehydration and kidney injury (5).',
        'Thrombocytopenia (5) and QTc prolongation (5).',
        'Major adverse cardiovascular events, thrombosis, secondary malignancies and infections reported with JAK inhibitors (5).',
      ],
    },
    sources: sources('Vonjo (pacritinib)', 'Vonjo'),
  },

  everolimus: {
    indications: [
      'HR-positive, HER2-negative advanced breast cancer in postmenopausal women, with exemestane, after failure of letrozole or anastrozole.',
      'Progressive neuroendocrine tumours of pancreatic origin, and progressive well-differentiated non-functional GI or lung NET, unresectable or metastatic (not functional carcinoid tumours).',
      'Advanced renal cell carcinoma after failure of sunitinib or sorafenib.',
      'TSC-associated renal angiomyolipoma not requiring immediate surgery; TSC-associated SEGA that cannot be curatively resected (age 1 year and older); TSC-associated partial-onset seizures (Afinitor Disperz, adjunctive, age 2 years and older).',
    ],
    dosing: [
      {
        indication: 'Breast cancer, NET, RCC, TSC renal angiomyolipoma',
        dose: '10 mg orally once daily until progression or unacceptable toxicity.',
        modifications: [
          'Adverse reactions (non-infectious pneumonitis, stomatitis, metabolic and other toxicities): interrupt and resume at about half the previous dose per the label table; stop for grade 4.',
          'Hepatic impairment: Child-Pugh A 7.5 mg daily (5 mg if not tolerated); B 5 mg daily (2.5 mg); C 2.5 mg daily at most, only if benefit outweighs risk.',
          'Avoid strong CYP3A4/P-gp inhibitors. Moderate CYP3A4/P-gp inhibitor: 2.5 mg daily (may go to 5 mg), returning to the prior dose 2-3 days after the inhibitor stops. Strong CYP3A4 inducer unavoidable: double the dose in 5 mg steps (to 20 mg).',
        ],
      },
      {
        indication: 'TSC-associated SEGA; TSC-associated partial-onset seizures',
        dose: 'SEGA: 4.5 mg/m² once daily; seizures (Disperz): 5 mg/m² once daily. Titrate to whole-blood trough concentrations of 5-15 ng/mL.',
        modifications: [
          'New dose = current dose x (target / current trough), with increments of no more than 5 mg; recheck the trough about 2 weeks after any change in dose, interacting drug or hepatic function.',
        ],
      },
    ],
    administration: [
      'Once daily at the same time, consistently with or without food. Swallow tablets whole with water; do not crush or chew.',
      'Afinitor Disperz: disperse in water only (in a small glass with about 25 mL, or in an oral syringe) and take at once; do not combine tablets and Disperz to make a dose. Caregivers wear gloves when preparing the suspension.',
      'Missed dose: take it up to 6 hours late; otherwise skip it and take the next dose as usual.',
      'Start an alcohol-free dexamethasone oral solution swish-and-spit mouthwash with treatment to reduce stomatitis; avoid mouthwashes with alcohol, peroxide, iodine or thyme.',
      'Avoid grapefruit and live vaccines.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (8.1). Females of reproductive potential use effective contraception during treatment and for up to 8 weeks after the last dose (8.3); the male interval on the current label was not confirmed at review.',
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Stomatitis (RCC, RECORD-1)', frequency: '44%' },
        { reaction: 'Infections (RCC)', frequency: '37%' },
        { reaction: 'Asthenia (RCC)', frequency: '33%' },
        { reaction: 'Fatigue (RCC)', frequency: '31%' },
        { reaction: 'Diarrhoea, cough (RCC)', frequency: '30%' },
        { reaction: 'Nausea (RCC)', frequency: '26%' },
        { reaction: 'Peripheral oedema (RCC)', frequency: '25%' },
      ],
      serious: [
        'Non-infectious pneumonitis, sometimes fatal (5).',
        'Infections including hepatitis B reactivation, sometimes fatal (5).',
        'Angioedema, higher with ACE inhibitors (5).',
        'Renal failure (5), impaired wound healing (5).',
      ],
    },
    sources: sources('Afinitor and Afinitor Disperz (everolimus)', 'Afinitor'),
  },
};

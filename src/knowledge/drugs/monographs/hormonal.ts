import type { MonographInput } from '../../../core/knowledge/drug';
import { embryoFetal, noBreastfeeding, sources } from './kinase-inhibitors-shared';

/*
 * Monographs (issue 13) for the endocrine agents of `../hormonal.ts`: SERMs and SERDs, aromatase
 * inhibitors, androgen-axis inhibitors, GnRH agonists and antagonists, megestrol and the
 * somatostatin analogues. Paraphrased from the current US labels as found with the search tool in
 * November 2026 (label reprints of DailyMed text, manufacturer PI pages, openFDA label records).
 * A number the review could not confirm from such a copy is left out.
 *
 * Frequencies: a percentage or threshold is the label's own; 'most common' means the label lists
 * the reaction among its most frequent but the review did not confirm a figure for it.
 *
 * Depot products: leuprolide, triptorelin and octreotide come as several products whose doses,
 * intervals and routes are not interchangeable; each dose line names its product.
 */

const MOST_COMMON = 'most common';

/**
 * NIOSH 2024 placement of the endocrine antineoplastics. The 2024 list puts a drug in Table 1 when
 * its label carries manufacturer's special handling information or it is an NTP/IARC (Group 1 or
 * 2A) carcinogen, otherwise in Table 2; the per-drug rows for these agents could not be read at
 * review, so the table stays `unknown` and the note says why they are handled as hazardous.
 */
function nioshEndocrine(extra?: string): MonographInput['hazardous'] {
  const base =
    'NIOSH 2024 table placement not confirmed at review. A hormonal antineoplastic with reproductive toxicity: handle under the institution’s hazardous-drug policy (gloves for intact units; staff who are pregnant, trying to conceive or breastfeeding avoid handling).';
  return { niosh: 'unknown', note: extra ? `${base} ${extra}` : base };
}

/** Pregnancy line for drugs used only in men (antiandrogens, CYP17 inhibitor). */
function maleOnly(males: string): string {
  return `Indicated only in males; not for use in females. Can cause fetal harm and loss of pregnancy (8.1). Males with female partners of reproductive potential: ${males} (8.3).`;
}

const MALE_ONLY_LACTATION = 'Not indicated in females; no data on presence in human milk (8.2).';

export const hormonalMonographs: Record<string, MonographInput> = {
  // ───────────────────────────── SERM and SERDs ─────────────────────────────
  tamoxifen: {
    indications: [
      'Metastatic breast cancer in women and men (in premenopausal women, an alternative to oophorectomy or ovarian irradiation).',
      'Adjuvant treatment of early breast cancer after surgery (and radiation) in women.',
      'Ductal carcinoma in situ after surgery and radiation, to reduce the risk of invasive breast cancer.',
      'Reduction of breast cancer incidence in women at high risk.',
    ],
    dosing: [
      {
        indication: 'Metastatic breast cancer',
        dose: '20-40 mg orally daily; give doses above 20 mg in two divided doses (morning and evening).',
        modifications: [
          'No toxicity dose-reduction scheme in the label; renal and hepatic impairment not studied.',
          'Avoid strong CYP2D6 inhibitors (lower endoxifen; CPIC 2018) and strong CYP3A4 inducers (rifampin lowered tamoxifen exposure).',
        ],
      },
      {
        indication: 'Adjuvant treatment; DCIS; risk reduction in high-risk women',
        dose: '20 mg orally once daily. DCIS and risk reduction: for 5 years; adjuvant: the label cites trial support for 5 years.',
        modifications: [
          'Risk-reduction and DCIS settings: contraindicated with warfarin-type anticoagulants and in women with a history of deep-vein thrombosis or pulmonary embolism.',
        ],
      },
    ],
    administration: [
      'Tablets (10 and 20 mg) or Soltamox oral solution (2 mg/mL); with or without food.',
      'Measure the oral solution with the dosing cup or an oral syringe, not a household spoon.',
    ],
    hazardous: {
      niosh: 'table-1',
      note: 'NIOSH 2024 Table 1: an IARC Group 1 carcinogen. Wear gloves to handle tablets or solution; do not crush or split tablets outside a containment device; pregnant staff avoid handling.',
    },
    pregnancy:
      'Can cause fetal harm (8.1). Exclude pregnancy before starting; use effective non-hormonal contraception during treatment and for a period after stopping (the required duration has changed between label revisions: check the current one).',
    lactation:
      'Advise not to breastfeed during treatment and for a period after the last dose (8.2); tamoxifen may also suppress lactation.',
    adverseReactions: {
      common: [
        { reaction: 'Hot flashes', frequency: MOST_COMMON },
        { reaction: 'Vaginal discharge, menstrual irregularities', frequency: MOST_COMMON },
        { reaction: 'Fluid retention, nausea, fatigue', frequency: MOST_COMMON },
      ],
      serious: [
        'Uterine malignancies (endometrial adenocarcinoma, uterine sarcoma), some fatal (boxed warning).',
        'Stroke and pulmonary embolism, some fatal; deep-vein thrombosis (boxed warning).',
        'Cataracts and other ocular changes; hepatic abnormalities including rare liver cancer; hypercalcaemia and tumour flare in bone metastases.',
      ],
    },
    sources: sources('Soltamox (tamoxifen citrate) and tamoxifen citrate tablets', 'tamoxifen'),
  },

  fulvestrant: {
    indications: [
      'Monotherapy: HR-positive, HER2-negative advanced breast cancer in postmenopausal women not previously treated with endocrine therapy.',
      'Monotherapy: HR-positive advanced breast cancer in postmenopausal women progressing after endocrine therapy.',
      'With ribociclib: HR-positive, HER2-negative advanced or metastatic breast cancer in postmenopausal women, as initial endocrine therapy or after progression on endocrine therapy.',
      'With palbociclib or abemaciclib: HR-positive, HER2-negative advanced or metastatic breast cancer after progression on endocrine therapy.',
    ],
    dosing: [
      {
        indication: 'All indications (monotherapy or with a CDK4/6 inhibitor)',
        dose: '500 mg intramuscularly as two 5 mL injections (250 mg each), one in each buttock, on days 1, 15 and 29, then once monthly.',
        modifications: [
          'Moderate hepatic impairment (Child-Pugh B): 250 mg (one 5 mL injection) on days 1, 15 and 29, then monthly. Child-Pugh C not studied.',
          'With palbociclib or abemaciclib in pre- or perimenopausal women: also give an LHRH agonist.',
          'No toxicity dose-reduction scheme in the label.',
        ],
      },
    ],
    administration: [
      'Slow intramuscular injection into the gluteal muscle, 1-2 minutes per injection; never intravenously.',
      'Take care at the dorsogluteal site (sciatic nerve nearby).',
      'Use with caution in bleeding disorders, thrombocytopenia or anticoagulant therapy (intramuscular route).',
      'Prefilled syringes stored refrigerated (2-8 °C) in the original carton, protected from light.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy: embryoFetal('1 year'),
    lactation: noBreastfeeding('1 year'),
    adverseReactions: {
      common: [
        { reaction: 'Injection site pain', frequency: '≥5% (monotherapy)' },
        { reaction: 'Nausea, vomiting, constipation, anorexia', frequency: '≥5% (monotherapy)' },
        {
          reaction: 'Bone pain, arthralgia, back pain, pain in extremity, musculoskeletal pain',
          frequency: '≥5% (monotherapy)',
        },
        {
          reaction: 'Headache, fatigue, asthenia, hot flash, cough, dyspnoea',
          frequency: '≥5% (monotherapy)',
        },
      ],
      serious: [
        'Bleeding or haematoma at the injection site in patients with bleeding risk (5).',
        'Injection site reactions including sciatica, neuralgia and neuropathic pain (5).',
        'Raised liver enzymes; rare hepatitis and liver failure (6.2).',
        'Falsely raised estradiol on immunoassay (structural similarity) (5).',
      ],
    },
    sources: sources('Faslodex (fulvestrant)', 'Faslodex'),
  },

  elacestrant: {
    indications: [
      'Postmenopausal women or adult men with ER-positive, HER2-negative, ESR1-mutated advanced or metastatic breast cancer progressing after at least one line of endocrine therapy (ESR1 mutation in plasma by an FDA-approved test).',
    ],
    dosing: [
      {
        indication: 'ESR1-mutated advanced breast cancer',
        dose: '345 mg orally once daily with food until progression or unacceptable toxicity.',
        modifications: [
          'Dose reduction levels: 258 mg once daily (three 86 mg tablets), then 172 mg once daily (two 86 mg tablets); stop if a dose below 172 mg would be needed.',
          'Grade 1: continue. Grade 2: consider interrupting until grade 1 or less, then the same dose. Grade 3-4: interrupt until grade 1 or less and resume one level lower (label Table 2).',
          'Avoid strong or moderate CYP3A4 inhibitors and inducers.',
          'Child-Pugh B: 258 mg once daily; Child-Pugh C: avoid; Child-Pugh A: no change.',
        ],
      },
    ],
    administration: [
      'Take with food (reduces nausea and vomiting) at about the same time each day.',
      'Swallow tablets whole; do not chew, crush or split, and do not take broken or damaged tablets.',
      'Missed by more than 6 hours, or vomited: skip and take the next dose the following day at the usual time.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy: embryoFetal('1 week', 'effective contraception for 1 week after the last dose'),
    lactation: noBreastfeeding('1 week'),
    adverseReactions: {
      common: [
        { reaction: 'Musculoskeletal pain, fatigue', frequency: '≥10%' },
        { reaction: 'Nausea, vomiting, decreased appetite, diarrhoea', frequency: '≥10%' },
        {
          reaction: 'Raised cholesterol and triglycerides, raised AST/ALT (laboratory)',
          frequency: '≥10%',
        },
      ],
      serious: [
        'Dyslipidaemia: check lipids before starting and periodically (5.1).',
        'Embryo-fetal toxicity (5.2).',
      ],
    },
    sources: sources('Orserdu (elacestrant)', 'Orserdu'),
  },

  // ───────────────────────────── Aromatase inhibitors ─────────────────────────────
  letrozole: {
    indications: [
      'Adjuvant treatment of HR-positive early breast cancer in postmenopausal women.',
      'Extended adjuvant treatment of early breast cancer in postmenopausal women after 5 years of adjuvant tamoxifen.',
      'First-line treatment of HR-positive or HR-unknown advanced or metastatic breast cancer in postmenopausal women.',
      'Advanced breast cancer in postmenopausal women progressing after antiestrogen therapy.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '2.5 mg orally once daily. Adjuvant: the trials ran 5 years (optimal duration unknown), stop at relapse; extended adjuvant: median 60 months in the trial; advanced disease: until progression.',
        modifications: [
          'Cirrhosis or severe hepatic impairment: reduce by 50% to 2.5 mg every other day; mild to moderate: no change.',
          'No adjustment for CrCl 10 mL/min or more.',
          'No toxicity dose-reduction scheme in the label.',
        ],
      },
    ],
    administration: ['With or without food.'],
    hazardous: nioshEndocrine(),
    pregnancy: embryoFetal('at least 3 weeks'),
    lactation: noBreastfeeding('at least 3 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Hot flashes', frequency: MOST_COMMON },
        { reaction: 'Arthralgia, myalgia, bone pain', frequency: MOST_COMMON },
        { reaction: 'Fatigue, night sweats, weight gain, nausea', frequency: MOST_COMMON },
      ],
      serious: [
        'Decreased bone mineral density, osteoporosis and fractures (5.1).',
        'Raised serum cholesterol (5.2).',
        'Fatigue and dizziness affecting driving (5.4).',
      ],
    },
    sources: sources('Femara (letrozole)', 'Femara'),
  },

  anastrozole: {
    indications: [
      'Adjuvant treatment of HR-positive early breast cancer in postmenopausal women.',
      'First-line treatment of HR-positive or HR-unknown locally advanced or metastatic breast cancer in postmenopausal women.',
      'Advanced breast cancer in postmenopausal women progressing after tamoxifen.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '1 mg orally once daily. Adjuvant: 5 years in the trial (optimal duration unknown); advanced disease: until progression.',
        modifications: [
          'No adjustment in renal impairment or in mild to moderate hepatic impairment; severe hepatic impairment not studied.',
          'Do not combine with tamoxifen or estrogen-containing products.',
          'No toxicity dose-reduction scheme in the label.',
        ],
      },
    ],
    administration: ['With or without food, at about the same time each day.'],
    hazardous: nioshEndocrine(),
    pregnancy: embryoFetal('3 weeks'),
    lactation: noBreastfeeding('2 weeks'),
    adverseReactions: {
      common: [
        { reaction: 'Hot flashes', frequency: MOST_COMMON },
        { reaction: 'Asthenia, arthritis, arthralgia, pain', frequency: MOST_COMMON },
        { reaction: 'Pharyngitis, hypertension, depression, nausea', frequency: MOST_COMMON },
        {
          reaction: 'Raised serum cholesterol (ATAC, vs tamoxifen 3.5%)',
          frequency: '9%',
        },
      ],
      serious: [
        'Ischaemic cardiovascular events in women with pre-existing ischaemic heart disease (ATAC: 17% vs 10% with tamoxifen) (5.1).',
        'Decreased bone mineral density (5.2).',
        'Raised cholesterol (5.3); hypersensitivity including angioedema; hepatitis (6.2).',
      ],
    },
    sources: sources('Arimidex (anastrozole)', 'Arimidex'),
  },

  exemestane: {
    indications: [
      'Adjuvant treatment of ER-positive early breast cancer in postmenopausal women after 2-3 years of tamoxifen, to complete 5 consecutive years of endocrine therapy.',
      'Advanced breast cancer in postmenopausal women progressing after tamoxifen.',
    ],
    dosing: [
      {
        indication: 'Early and advanced breast cancer',
        dose: '25 mg orally once daily after a meal.',
        modifications: [
          'With a strong CYP3A4 inducer (rifampicin, phenytoin): 50 mg once daily after a meal.',
          'No toxicity dose-reduction scheme in the label.',
        ],
      },
    ],
    administration: ['Once daily after a meal (food increases absorption).'],
    hazardous: nioshEndocrine(),
    pregnancy: `${embryoFetal('1 month')} Pregnancy test within 7 days before starting.`,
    lactation: noBreastfeeding('1 month'),
    adverseReactions: {
      common: [
        { reaction: 'Hot flashes, increased sweating', frequency: MOST_COMMON },
        { reaction: 'Fatigue, arthralgia, headache, insomnia', frequency: MOST_COMMON },
        { reaction: 'Nausea, increased appetite', frequency: MOST_COMMON },
      ],
      serious: [
        'Reduced bone mineral density: assess at baseline and during treatment; check and replace vitamin D (5.1, 5.2).',
        'Not for premenopausal women (5).',
      ],
    },
    sources: sources('Aromasin (exemestane)', 'Aromasin'),
  },
  // ───────────────────────────── Androgen-axis inhibitors ─────────────────────────────
  abiraterone: {
    indications: [
      'Metastatic castration-resistant prostate cancer, with prednisone.',
      'Metastatic high-risk castration-sensitive prostate cancer, with prednisone.',
    ],
    dosing: [
      {
        indication: 'Zytiga (or generic abiraterone acetate) in mCRPC',
        dose: '1,000 mg (four 250 mg or two 500 mg tablets) orally once daily on an empty stomach, with prednisone 5 mg orally twice daily; continue a GnRH analogue unless orchiectomised.',
        modifications: [
          'Hepatotoxicity (ALT or AST above 5 x ULN or bilirubin above 3 x ULN): withhold; when back to baseline or AST/ALT 2.5 x ULN or less and bilirubin 1.5 x ULN or less, resume at 750 mg once daily; if it recurs, withhold and resume at 500 mg once daily; if it recurs at 500 mg, stop.',
          'Stop permanently for ALT above 3 x ULN with bilirubin above 2 x ULN without another cause.',
          'Baseline Child-Pugh B: 250 mg once daily, liver tests weekly for a month, every 2 weeks for 2 months, then monthly; stop if ALT/AST above 5 x ULN or bilirubin above 3 x ULN. Child-Pugh C: avoid.',
          'Avoid strong CYP3A4 inducers; if one must be given, take the dose twice daily during co-administration (1,000 mg twice daily) and return to once daily after.',
          'Avoid narrow-therapeutic-index CYP2D6 substrates (abiraterone inhibits CYP2D6 and CYP2C8).',
        ],
      },
      {
        indication: 'Zytiga in metastatic high-risk CSPC',
        dose: '1,000 mg orally once daily on an empty stomach with prednisone 5 mg orally once daily.',
        modifications: ['Hepatic and inducer rules as for mCRPC.'],
      },
      {
        indication: 'Yonsa (micronised abiraterone acetate)',
        dose: 'A different product and dose (500 mg once daily with methylprednisolone): not interchangeable mg for mg with Zytiga; use the Yonsa label.',
        modifications: [],
      },
    ],
    administration: [
      'Zytiga: no food for at least 2 hours before and 1 hour after the dose (food raises exposure); swallow tablets whole with water, do not crush or chew.',
      'Women who are or may become pregnant handle the tablets only with gloves.',
      'Corticosteroid cover: do not stop prednisone abruptly; stress may need extra corticosteroid.',
    ],
    hazardous: nioshEndocrine(
      'Label: women who are or may be pregnant wear gloves if they must handle the tablets.',
    ),
    pregnancy: maleOnly(
      'use a condom (and another effective method with partners of reproductive potential) during treatment and after the last dose, as the label states',
    ),
    lactation: MALE_ONLY_LACTATION,
    adverseReactions: {
      common: [
        { reaction: 'Fatigue, joint swelling or discomfort, oedema', frequency: MOST_COMMON },
        { reaction: 'Hot flush, diarrhoea, vomiting, hypertension', frequency: MOST_COMMON },
        {
          reaction: 'Hypokalaemia, hypophosphataemia, raised AST/ALT (laboratory)',
          frequency: MOST_COMMON,
        },
      ],
      serious: [
        'Hypertension, hypokalaemia and fluid retention from mineralocorticoid excess: monitor at least monthly (5.1).',
        'Adrenocortical insufficiency, especially with stress or steroid withdrawal (5.2).',
        'Hepatotoxicity including fulminant hepatitis and deaths (5.3).',
        'Increased fractures and deaths with radium-223 in combination: not recommended (5.4).',
        'Hypoglycaemia in diabetics on pioglitazone or repaglinide (5.5).',
      ],
    },
    sources: sources('Zytiga (abiraterone acetate)', 'Zytiga'),
  },

  enzalutamide: {
    indications: [
      'Castration-resistant prostate cancer.',
      'Metastatic castration-sensitive prostate cancer.',
      'Non-metastatic castration-sensitive prostate cancer with biochemical recurrence at high risk of metastasis.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '160 mg (four 40 mg capsules or tablets) orally once daily; continue a GnRH analogue unless orchiectomised (nmCSPC with biochemical recurrence: with or without one).',
        modifications: [
          'Grade 3 or higher or intolerable toxicity: withhold for 1 week or until grade 2 or less, then resume at the same or a reduced dose (120 mg or 80 mg).',
          'nmCSPC with biochemical recurrence: treatment may be suspended if PSA is undetectable (below 0.2 ng/mL) after 36 weeks, and restarted when PSA rises to 2 ng/mL or more after prostatectomy or 5 ng/mL or more after primary radiotherapy.',
          'Strong CYP2C8 inhibitor: avoid; if unavoidable, 80 mg once daily, back to the prior dose when it stops.',
          'Strong CYP3A4 inducer: avoid; if unavoidable, 240 mg once daily, back to the prior dose when it stops.',
          'No starting-dose change in hepatic impairment (Child-Pugh A-C) or CrCl 30 mL/min or more.',
        ],
      },
    ],
    administration: [
      'With or without food at the same time each day; capsules and tablets are equivalent mg for mg.',
      'Swallow whole: do not chew, dissolve or open capsules; do not cut, crush or chew tablets.',
      'Missed dose: take it as close to the usual time as possible; if a whole day is missed, resume the usual dose the next day without doubling.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy: maleOnly(
      'use a condom (and effective contraception) during treatment and after the last dose, as the label states',
    ),
    lactation: MALE_ONLY_LACTATION,
    adverseReactions: {
      common: [
        { reaction: 'Asthenia/fatigue, back pain, arthralgia', frequency: '≥10%' },
        { reaction: 'Hot flush, hypertension', frequency: '≥10%' },
        { reaction: 'Decreased appetite, constipation, diarrhoea', frequency: '≥10%' },
      ],
      serious: [
        'Seizure: stop permanently if one occurs (5.1).',
        'Posterior reversible encephalopathy syndrome (5.2).',
        'Hypersensitivity including angioedema (5.3).',
        'Ischaemic heart disease (5.4); falls and fractures (5.5).',
      ],
    },
    sources: sources('Xtandi (enzalutamide)', 'Xtandi'),
  },

  apalutamide: {
    indications: [
      'Metastatic castration-sensitive prostate cancer.',
      'Non-metastatic castration-resistant prostate cancer.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '240 mg (one 240 mg or four 60 mg tablets) orally once daily; continue a GnRH analogue unless orchiectomised. No corticosteroid needed.',
        modifications: [
          'Grade 3 or higher or intolerable toxicity: hold until grade 1 or less (or the original grade), then resume at the same dose or a reduced dose (180 mg or 120 mg).',
          'No starting-dose change in mild to moderate renal or hepatic impairment; severe impairment not studied.',
        ],
      },
    ],
    administration: [
      'With or without food; swallow tablets whole.',
      'Unable to swallow: stir whole tablets into 120 mL of applesauce (do not crush), wait 15 minutes and stir, wait another 15 minutes and stir until dispersed, swallow at once, then rinse the container twice with 60 mL water and drink; use within 1 hour, do not store.',
      'Missed dose: take it as soon as possible the same day and return to the normal schedule the next day; no extra tablets.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy: maleOnly(
      'use a condom and effective contraception during treatment and after the last dose, as the label states',
    ),
    lactation: MALE_ONLY_LACTATION,
    adverseReactions: {
      common: [
        { reaction: 'Fatigue, arthralgia, rash', frequency: MOST_COMMON },
        { reaction: 'Hot flush, hypertension, decreased appetite', frequency: MOST_COMMON },
        { reaction: 'Falls, fractures, weight loss', frequency: MOST_COMMON },
      ],
      serious: [
        'Cerebrovascular and ischaemic cardiovascular events, some fatal (5.1).',
        'Fractures and falls (5.2, 5.3).',
        'Seizure: stop permanently (5.4).',
        'Severe cutaneous adverse reactions (SJS/TEN, DRESS) and interstitial lung disease: stop if confirmed (5).',
      ],
    },
    sources: sources('Erleada (apalutamide)', 'Erleada'),
  },

  darolutamide: {
    indications: [
      'Non-metastatic castration-resistant prostate cancer.',
      'Metastatic hormone-sensitive prostate cancer, with docetaxel.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '600 mg (two 300 mg tablets) orally twice daily with food (1,200 mg a day); continue a GnRH analogue unless orchiectomised. With docetaxel: give the first of 6 docetaxel cycles within 6 weeks of starting darolutamide, and continue darolutamide even if docetaxel is delayed or stopped.',
        modifications: [
          'Grade 3 or higher or intolerable toxicity: withhold or reduce to 300 mg twice daily until it improves, then resume 600 mg twice daily; do not go below 300 mg twice daily.',
          'Severe renal impairment (eGFR 15-29 mL/min/1.73 m2, not on haemodialysis): 300 mg twice daily.',
          'Moderate hepatic impairment (Child-Pugh B): 300 mg twice daily.',
          'Avoid combined P-gp and strong CYP3A4 inducers; watch BCRP and OATP1B1/1B3 substrates (rosuvastatin).',
        ],
      },
    ],
    administration: [
      'Take with food; swallow tablets whole.',
      'Missed dose: take it as soon as remembered before the next scheduled dose; never two doses together.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy: maleOnly(
      'use effective contraception during treatment and for 1 week after the last dose',
    ),
    lactation: MALE_ONLY_LACTATION,
    adverseReactions: {
      common: [
        { reaction: 'nmCRPC: fatigue, pain in extremity, rash', frequency: MOST_COMMON },
        {
          reaction:
            'mHSPC with docetaxel: constipation, decreased appetite, rash, haemorrhage, weight gain, hypertension',
          frequency: MOST_COMMON,
        },
      ],
      serious: [
        'Ischaemic heart disease (5.1).',
        'Seizure (5.2).',
        'Hepatotoxicity: idiosyncratic drug-induced liver injury; stop permanently if it occurs (5.3).',
        'Embryo-fetal toxicity (5.4).',
      ],
    },
    sources: sources('Nubeqa (darolutamide)', 'Nubeqa'),
  },

  bicalutamide: {
    indications: [
      'Stage D2 metastatic carcinoma of the prostate, in combination with an LHRH analogue.',
    ],
    dosing: [
      {
        indication: 'Metastatic prostate cancer with an LHRH analogue',
        dose: '50 mg orally once daily (morning or evening), started at the same time as the LHRH analogue.',
        modifications: [
          'The 150 mg daily dose is not approved in the US, alone or with other treatments.',
          'Hepatic impairment: use with caution; stop if jaundice appears or ALT rises above 2 x ULN.',
          'No toxicity dose-reduction scheme in the label.',
        ],
      },
    ],
    administration: [
      'With or without food, at about the same time each day.',
      'Missed dose: take the next dose at the usual time; do not double it.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy: maleOnly(
      'consider effective contraception during treatment and after the last dose',
    ),
    lactation: MALE_ONLY_LACTATION,
    adverseReactions: {
      common: [
        { reaction: 'Hot flashes', frequency: MOST_COMMON },
        { reaction: 'Breast pain and gynaecomastia', frequency: MOST_COMMON },
        { reaction: 'Pain, constipation, back pain, asthenia', frequency: MOST_COMMON },
      ],
      serious: [
        'Hepatitis and hepatic failure, some fatal: liver tests before starting, regularly for the first 4 months, then periodically (5.1).',
        'Interstitial lung disease (6.2).',
        'Higher INR with coumarin anticoagulants (bicalutamide displaces warfarin from protein binding) (7).',
        'Hyperglycaemia and loss of glycaemic control with LHRH agonist therapy (5).',
      ],
    },
    sources: sources('Casodex (bicalutamide)', 'Casodex'),
  },
};

import type { MonographInput } from '../../../core/knowledge/drug';
import { NIOSH_2024 } from '../monograph-sources';
import { label, OLD_SECTIONS } from './cytotoxic-shared';
import { dailyMed, embryoFetal, noBreastfeeding, sources } from './kinase-inhibitors-shared';

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
        // Femara 6.1 Table 1: adjuvant monotherapy arms (BIG 1-98), grades 1-4.
        { reaction: 'Hypercholesterolaemia (adjuvant)', frequency: '52.3%' },
        { reaction: 'Hot flashes/flushes (adjuvant)', frequency: '33.5%' },
        { reaction: 'Arthralgia/arthritis (adjuvant)', frequency: '25.2%' },
        { reaction: 'Night sweats (adjuvant)', frequency: '14.6%' },
        { reaction: 'Bone fractures, any time after randomisation (adjuvant)', frequency: '13.8%' },
        { reaction: 'Weight increase, nausea (adjuvant)', frequency: '12.9%, 11.6%' },
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
        { reaction: 'Hot flashes, asthenia, arthritis, arthralgia, pain', frequency: '≥10%' },
        {
          reaction: 'Hypertension, depression, nausea and vomiting, rash, insomnia, headache',
          frequency: '≥10%',
        },
        {
          reaction:
            'Osteoporosis (ATAC: 10.5% vs 7.3% with tamoxifen), fractures, bone and back pain',
          frequency: '≥10%',
        },
        {
          reaction: 'Peripheral oedema, lymphoedema, cough, dyspnoea, pharyngitis',
          frequency: '≥10%',
        },
        {
          reaction: 'Raised serum cholesterol (ATAC, vs tamoxifen 3.5%)',
          frequency: '9%',
        },
      ],
      serious: [
        'Ischaemic cardiovascular events in women with pre-existing ischaemic heart disease (ATAC: 17% vs 10% with tamoxifen) (5.1).',
        'Decreased bone mineral density; fractures 22 vs 15 per 1,000 patient-years with tamoxifen in ATAC (5.2, 6.1).',
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
      'use a condom (a condom plus another effective method with partners of reproductive potential) during treatment and for 3 weeks after the final dose',
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
      'use effective contraception during treatment and for 3 months after the last dose',
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
      'use effective contraception during treatment and for 3 months after the last dose',
    ),
    lactation: MALE_ONLY_LACTATION,
    adverseReactions: {
      common: [
        // Erleada 6.1 (TITAN and SPARTAN): 10% or more and at least 2% over placebo.
        { reaction: 'Fatigue, arthralgia, rash, decreased appetite', frequency: '≥10%' },
        { reaction: 'Falls, fractures, weight decreased', frequency: '≥10%' },
        { reaction: 'Hypertension, hot flush, diarrhoea', frequency: '≥10%' },
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
  // ───────────────────────────── GnRH agonists and antagonist ─────────────────────────────
  leuprolide: {
    indications: [
      'Advanced prostate cancer (Lupron Depot 7.5, 22.5, 30 and 45 mg; Eligard; leuprolide acetate injection).',
    ],
    dosing: [
      {
        indication: 'Lupron Depot (intramuscular), advanced prostate cancer',
        dose: '7.5 mg every 4 weeks (1-month), 22.5 mg every 12 weeks (3-month), 30 mg every 16 weeks (4-month) or 45 mg every 24 weeks (6-month), as a single intramuscular injection.',
        modifications: [
          'Products and strengths are not interchangeable: never give a fractional dose or combine depots to make a dose (different release characteristics).',
          'The 3.75 mg and 11.25 mg Lupron Depot strengths and Lupron Depot-Ped are gynaecological or paediatric products, not prostate cancer doses.',
          'Usually continued when non-metastatic or metastatic castration-resistant disease develops.',
        ],
      },
      {
        indication: 'Eligard (subcutaneous), advanced prostate cancer',
        dose: '7.5 mg every month, 22.5 mg every 3 months, 30 mg every 4 months or 45 mg every 6 months, as a single subcutaneous injection.',
        modifications: [
          'Eligard and Lupron Depot are different products (SC polymer vs IM microspheres): switch by product, not by mg.',
        ],
      },
      {
        indication: 'Leuprolide acetate injection (daily, subcutaneous)',
        dose: '1 mg (0.2 mL) subcutaneously once daily, rotating sites.',
        modifications: [],
      },
    ],
    administration: [
      'Lupron Depot: prefilled dual-chamber syringe; mix and inject intramuscularly (gluteal, anterior thigh or deltoid) within 2 hours of reconstitution; rotate sites; no refrigeration needed.',
      'Eligard: subcutaneous, in an area with enough loose subcutaneous tissue (trials used the upper or mid abdomen); avoid fibrous skin and sites under a belt or waistband; rotate sites.',
      'Tumour flare in the first weeks: consider an antiandrogen at start in patients with vertebral metastases or urinary obstruction.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy:
      'The prostate cancer products are not indicated in females; can cause fetal harm and loss of pregnancy (8.1).',
    lactation: 'Not indicated in females; breastfeeding not recommended (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Hot flashes and sweats', frequency: MOST_COMMON },
        {
          reaction: 'Injection site reactions, pain, fatigue, testicular atrophy',
          frequency: MOST_COMMON,
        },
        { reaction: 'Oedema, joint disorders, urinary disorders', frequency: MOST_COMMON },
      ],
      serious: [
        'Tumour flare: transient rise in testosterone with bone pain, ureteral obstruction or spinal cord compression in the first weeks (5).',
        'Hyperglycaemia and diabetes; myocardial infarction, sudden cardiac death and stroke (5).',
        'QT prolongation with long-term androgen deprivation (5).',
        'Convulsions, especially with a seizure history or predisposing drugs (5).',
        'Loss of bone mineral density with long-term use (6).',
      ],
    },
    sources: [
      ...sources('Lupron Depot (leuprolide acetate for depot suspension)', 'Lupron Depot'),
      {
        kind: 'label',
        title: 'Eligard (leuprolide acetate) injectable suspension US prescribing information',
        section: '2 Dosage and Administration',
        url: dailyMed('Eligard'),
      },
    ],
  },

  goserelin: {
    indications: [
      'Stage B2-C (T2b-T4) prostate cancer with flutamide, starting before and continuing during radiotherapy (3.6 mg and 10.8 mg).',
      'Palliative treatment of advanced prostate cancer (3.6 mg and 10.8 mg).',
      'Palliative treatment of advanced breast cancer in pre- and perimenopausal women (3.6 mg only).',
      'Also, for the 3.6 mg implant: endometriosis and endometrial thinning before ablation (non-oncological).',
    ],
    dosing: [
      {
        indication: 'Zoladex 3.6 mg implant (prostate or breast cancer)',
        dose: '3.6 mg subcutaneously every 28 days into the anterior abdominal wall below the navel line; a delay of a few days is permissible.',
        modifications: [
          'No adjustment in renal or hepatic impairment.',
          'Stage B2-C prostate cancer: start 8 weeks before radiotherapy and continue during it: one 3.6 mg depot, then a 10.8 mg depot 28 days later, or four 3.6 mg depots at 28-day intervals (two before, two during radiotherapy).',
        ],
      },
      {
        indication: 'Zoladex 10.8 mg implant (prostate cancer only)',
        dose: '10.8 mg subcutaneously every 12 weeks into the anterior abdominal wall below the navel line; long-term for advanced disease.',
        modifications: [
          'Not for women: the 10.8 mg implant does not reliably suppress estradiol; use the 3.6 mg implant.',
        ],
      },
    ],
    administration: [
      'Implant in a preloaded syringe with a safety sleeve; aseptic technique, patient with upper body slightly raised.',
      'Take care near the inferior epigastric artery and its branches (abdominal wall haemorrhage has occurred, especially in thin patients or those on anticoagulants).',
      'Check the implant is visible in the applicator window and depress the plunger fully.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy:
      'Can cause fetal harm and pregnancy loss (8.1). Contraindicated in pregnancy except in palliative advanced breast cancer. Premenopausal women use effective non-hormonal contraception during treatment and after it, as the label states (8.3).',
    lactation: 'Breastfeeding not recommended during treatment (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Hot flashes', frequency: MOST_COMMON },
        {
          reaction:
            'Sexual dysfunction, decreased erections (men); vaginitis, headache, emotional lability (women)',
          frequency: MOST_COMMON,
        },
        {
          reaction: 'Lower urinary tract symptoms, lethargy, pain, oedema',
          frequency: MOST_COMMON,
        },
      ],
      serious: [
        'Tumour flare in the first weeks (bone pain, ureteral obstruction, spinal cord compression) (5).',
        'Injection site injury and vascular injury including abdominal wall haemorrhage (5).',
        'Hyperglycaemia and diabetes; cardiovascular disease; QT prolongation (5).',
        'Hypercalcaemia in bone metastases; loss of bone mineral density; cervical resistance in women (5).',
      ],
    },
    sources: sources('Zoladex (goserelin implant) 3.6 mg and 10.8 mg', 'Zoladex'),
  },

  triptorelin: {
    indications: ['Palliative treatment of advanced prostate cancer (Trelstar).'],
    dosing: [
      {
        indication: 'Trelstar (intramuscular), advanced prostate cancer',
        dose: '3.75 mg every 4 weeks, 11.25 mg every 12 weeks or 22.5 mg every 24 weeks, as a single intramuscular injection in either buttock.',
        modifications: [
          'The strengths are not additive: choose the strength for the schedule, never combine vials.',
          'Renal or hepatic impairment: 2- to 4-fold higher exposure; the label gives no dose change.',
          'Triptodur (paediatric central precocious puberty) is a different product.',
        ],
      },
    ],
    administration: [
      'Reconstitute the microgranules with sterile water only (no other diluent); the suspension is milky. Give immediately (the label allows at most 2 minutes after reconstitution).',
      'Alternate the buttock used.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy: 'Not indicated in females; can cause fetal harm (8.1).',
    lactation: 'Not indicated in females (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Hot flushes', frequency: MOST_COMMON },
        { reaction: 'Skeletal pain, impotence, headache', frequency: MOST_COMMON },
        { reaction: 'Injection site pain, hypertension, fatigue', frequency: MOST_COMMON },
      ],
      serious: [
        'Tumour flare with transient worsening of symptoms in the first weeks; spinal cord compression and urinary obstruction (5).',
        'Hypersensitivity including anaphylaxis and angioedema (5).',
        'Hyperglycaemia and diabetes; myocardial infarction, sudden cardiac death and stroke; QT prolongation (5).',
        'Convulsions; pituitary apoplexy (postmarketing).',
        'Severe cutaneous adverse reactions (SJS/TEN, DRESS, AGEP): interrupt if suspected (5.6).',
      ],
    },
    sources: sources('Trelstar (triptorelin pamoate)', 'Trelstar'),
  },

  degarelix: {
    indications: ['Advanced prostate cancer.'],
    dosing: [
      {
        indication: 'Advanced prostate cancer (Firmagon)',
        dose: 'Starting dose 240 mg as two subcutaneous injections of 120 mg (40 mg/mL); then 80 mg (20 mg/mL) as one subcutaneous injection every 28 days, the first 28 days after the starting dose.',
        modifications: [
          'No adjustment for mild to moderate renal (CrCl 50 mL/min or more) or hepatic impairment; use with caution in CrCl below 50 mL/min and in severe hepatic impairment (not studied).',
          'No testosterone surge, so no antiandrogen cover is needed at the start.',
        ],
      },
    ],
    administration: [
      'Reconstitute with sterile water for injection only: 120 mg vial with 3 mL (40 mg/mL); 80 mg vial with 4.2 mL, withdraw 4 mL (20 mg/mL). Swirl gently, do not shake.',
      'Deep subcutaneous injection into the abdomen only, slowly over about 30 seconds; not intravenous or intramuscular.',
      'Choose abdominal sites away from pressure (waistband, belt, ribs) and rotate them.',
    ],
    hazardous: nioshEndocrine(),
    pregnancy: 'Not indicated in females; can cause fetal harm (8.1).',
    lactation: 'Not indicated in females (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Hot flash', frequency: '26%' },
        {
          reaction: 'Injection site reactions (pain, erythema, swelling, induration)',
          frequency: MOST_COMMON,
        },
        { reaction: 'Weight gain, raised liver enzymes, fatigue', frequency: MOST_COMMON },
      ],
      serious: [
        'QT prolongation with long-term androgen deprivation (5.1).',
        'Hypersensitivity including anaphylaxis (5.2).',
        'Loss of bone mineral density, diabetes and cardiovascular risk with androgen deprivation (5).',
      ],
    },
    sources: sources('Firmagon (degarelix for injection)', 'Firmagon'),
  },
  // ───────────────────────────── Progestin and somatostatin analogues ─────────────────────────────
  megestrol: {
    indications: [
      'Palliative treatment of advanced (recurrent, inoperable or metastatic) carcinoma of the breast or endometrium (tablets); not a substitute for surgery, radiation or chemotherapy.',
      'The oral suspension products are licensed for AIDS-related anorexia and cachexia, not for cancer.',
    ],
    dosing: [
      {
        indication: 'Breast cancer (tablets)',
        dose: '160 mg a day (40 mg four times daily).',
        modifications: [
          'Allow at least 2 months of continuous treatment before judging efficacy.',
          'No renal or hepatic dose guidance in the label.',
        ],
      },
      {
        indication: 'Endometrial carcinoma (tablets)',
        dose: '40-320 mg a day in divided doses.',
        modifications: ['Allow at least 2 months of continuous treatment before judging efficacy.'],
      },
    ],
    administration: [
      'Oral tablets (20 and 40 mg); the suspensions (including the concentrated Megace ES) are not interchangeable mg for mg with tablets.',
      'Women at risk of pregnancy avoid exposure when handling the drug (label handling statement).',
    ],
    hazardous: nioshEndocrine('Label: women at risk of pregnancy should avoid exposure.'),
    pregnancy:
      'Contraindicated in pregnancy. Exclude pregnancy before starting; females of reproductive potential use effective contraception during therapy (WARNINGS, PRECAUTIONS).',
    lactation: 'Breastfeeding not recommended during treatment (PRECAUTIONS, Nursing Mothers).',
    adverseReactions: {
      common: [
        { reaction: 'Weight gain (appetite stimulation)', frequency: MOST_COMMON },
        { reaction: 'Oedema, nausea, breakthrough menstrual bleeding', frequency: MOST_COMMON },
        { reaction: 'Hyperglycaemia, hypertension, hot flashes', frequency: MOST_COMMON },
      ],
      serious: [
        'Thromboembolic events including thrombophlebitis and pulmonary embolism; caution with a thromboembolic history (WARNINGS).',
        'Adrenal insufficiency, Cushingoid features and new or worse diabetes from glucocorticoid activity; consider adrenal insufficiency on withdrawal or under stress (PRECAUTIONS).',
        'Heart failure, dyspnoea, tumour flare (ADVERSE REACTIONS).',
      ],
    },
    sources: [
      label('Megestrol acetate tablets', OLD_SECTIONS, dailyMed('megestrol acetate tablets')),
      NIOSH_2024,
    ],
  },

  octreotide: {
    indications: [
      'Severe diarrhoea and flushing of metastatic carcinoid tumours (Sandostatin injection; Sandostatin LAR Depot long term).',
      'Profuse watery diarrhoea of VIP-secreting tumours (VIPomas) (Sandostatin injection; Sandostatin LAR Depot long term).',
      'Acromegaly (all products, including oral Mycapssa, which has no tumour indication).',
      'Limitation: effect on tumour size, growth or metastasis in carcinoid syndrome and VIPoma not determined.',
    ],
    dosing: [
      {
        indication: 'Sandostatin injection (immediate release, SC or IV): carcinoid tumours',
        dose: '100-600 mcg a day in 2-4 divided doses during the first 2 weeks, then adjusted to response.',
        modifications: ['Use it also for breakthrough symptoms during LAR therapy.'],
      },
      {
        indication: 'Sandostatin injection (immediate release, SC or IV): VIPomas',
        dose: '200-300 mcg a day in 2-4 divided doses during the first 2 weeks, then adjusted to response.',
        modifications: [],
      },
      {
        indication:
          'Sandostatin LAR Depot (intragluteal IM, every 4 weeks): carcinoid tumours and VIPomas',
        dose: 'Only after a response to and tolerance of the immediate-release injection (at least 2 weeks). 20 mg intragluteally every 4 weeks for 2 months; keep giving the SC injection for at least 2 weeks after the first LAR dose.',
        modifications: [
          'After 2 months: symptoms controlled, may reduce to 10 mg every 4 weeks (back to 20 mg if they recur); not controlled, increase to 30 mg every 4 weeks (maximum 30 mg for these tumours).',
          'Dialysis-dependent renal failure or cirrhosis: start at 10 mg every 4 weeks.',
          'LAR doses are not interchangeable with the daily injection mcg for mcg.',
        ],
      },
    ],
    administration: [
      'Sandostatin LAR Depot: deep intragluteal intramuscular injection only (never IV or SC), alternating buttocks; reconstitute with the supplied diluent and inject immediately.',
      'Sandostatin injection: subcutaneous (rotate sites) or intravenous; not compatible with total parenteral nutrition solutions.',
      'Before lutetium Lu 177 dotatate: stop short-acting octreotide at least 24 hours before each dose; long-acting products per the radioligand label.',
    ],
    hazardous: {
      niosh: 'unknown',
      note: 'NIOSH 2024 placement not confirmed at review; a somatostatin analogue used for tumour symptoms, not a cytotoxic. Follow the institution’s policy.',
    },
    pregnancy:
      'Limited human data (8.1). Normalising growth hormone in acromegaly may restore fertility: advise effective contraception if pregnancy is not wanted (8.3).',
    lactation:
      'No human data; octreotide is present in animal milk: weigh benefits of breastfeeding against the need for treatment (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Carcinoid (LAR): back pain, fatigue, headache, abdominal pain, nausea, dizziness',
          frequency: '≥20%',
        },
        {
          reaction: 'Acromegaly (LAR): diarrhoea, cholelithiasis, abdominal pain, flatulence',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Cholelithiasis and its complications (cholecystitis, cholangitis, pancreatitis): monitor periodically, stop if suspected (5).',
        'Hypoglycaemia or hyperglycaemia: monitor glucose, adjust antidiabetic treatment (5).',
        'Hypothyroidism: monitor thyroid function (5).',
        'Bradycardia, arrhythmia and conduction abnormalities (5).',
        'Steatorrhoea and fat malabsorption; reduced vitamin B12 (5).',
      ],
    },
    sources: sources(
      'Sandostatin LAR Depot and Sandostatin injection (octreotide acetate)',
      'Sandostatin',
    ),
  },

  lanreotide: {
    indications: [
      'Unresectable, well- or moderately-differentiated, locally advanced or metastatic gastroenteropancreatic neuroendocrine tumours (GEP-NETs), to improve progression-free survival.',
      'Carcinoid syndrome, to reduce the use of short-acting somatostatin analogue rescue (Somatuline Depot).',
      'Acromegaly after inadequate response to, or unsuitability for, surgery and/or radiotherapy.',
    ],
    dosing: [
      {
        indication: 'GEP-NETs',
        dose: '120 mg by deep subcutaneous injection every 4 weeks.',
        modifications: [],
      },
      {
        indication: 'Carcinoid syndrome (Somatuline Depot)',
        dose: '120 mg by deep subcutaneous injection every 4 weeks; a patient already treated for a GEP-NET gets no additional dose.',
        modifications: [],
      },
      {
        indication: 'Acromegaly',
        dose: '90 mg every 4 weeks for 3 months, then 60, 90 or 120 mg every 4 weeks by GH and IGF-1 (controlled patients on 60 or 90 mg may move to 120 mg every 6 or 8 weeks).',
        modifications: [
          'Acromegaly only: moderate or severe renal impairment (CrCl below 60 mL/min) or hepatic impairment (Child-Pugh B or C): start at 60 mg every 4 weeks for 3 months.',
        ],
      },
    ],
    administration: [
      'Deep subcutaneous injection into the superior external quadrant of the buttock by a healthcare professional, alternating sides; prefilled syringe (60 mg/0.2 mL, 90 mg/0.3 mL, 120 mg/0.5 mL).',
      'Somatuline Depot and the generic lanreotide injection are separate products; the generic is not labelled for carcinoid syndrome.',
    ],
    hazardous: {
      niosh: 'unknown',
      note: 'NIOSH 2024 placement not confirmed at review; a somatostatin analogue, not a cytotoxic. Follow the institution’s policy.',
    },
    pregnancy: 'Limited human data; animal studies showed harm at exposures above human (8.1).',
    lactation: noBreastfeeding('6 months'),
    adverseReactions: {
      common: [
        { reaction: 'Abdominal pain, diarrhoea, vomiting', frequency: MOST_COMMON },
        {
          reaction: 'Musculoskeletal pain, headache, injection site reactions',
          frequency: MOST_COMMON,
        },
        { reaction: 'Cholelithiasis, hyperglycaemia, hypertension', frequency: MOST_COMMON },
      ],
      serious: [
        'Cholelithiasis and gallbladder sludge, with complications: stop if suspected (5).',
        'Hypoglycaemia or hyperglycaemia (5); hypothyroidism (5).',
        'Sinus bradycardia and other cardiac conduction effects (5).',
        'Steatorrhoea and malabsorption of dietary fats (pancreatic exocrine insufficiency) (5.6).',
      ],
    },
    sources: sources('Somatuline Depot (lanreotide)', 'Somatuline Depot'),
  },
};

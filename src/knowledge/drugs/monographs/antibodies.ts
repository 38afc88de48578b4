import type { MonographInput } from '../../../core/knowledge/drug';
import type { Source } from '../../../core/knowledge/source';
import { NIOSH_2024 } from '../monograph-sources';
import { dailyMed } from './kinase-inhibitors-shared';

/*
 * Monographs (issue 13) for the antibodies, antibody-drug conjugates, checkpoint inhibitors and the
 * bispecific T-cell engager of `../antibodies.ts`, paraphrased from the current US labels (DailyMed
 * SPL text as republished by the manufacturer, openFDA, drugs.com or label reprints), found with
 * the search tool in November 2026. A number the review could not confirm is left out.
 *
 * For these drugs the administration section is where a pharmacist looks: diluent (and the
 * diluent that must not be used), bag volume or final concentration, first-infusion rate and its
 * escalation, in-line filter, required premedication, observation time, and the subcutaneous
 * co-formulations with hyaluronidase, which get their own dosing line because their doses are not
 * the IV doses and they must never be given intravenously.
 */

/** Sections of a PLR label the monographs are read from. */
const SECTIONS =
  '1 Indications and Usage; 2 Dosage and Administration; 5 Warnings and Precautions; 6 Adverse Reactions; 8.1-8.3 Pregnancy, Lactation, Reproductive Potential';

function label(product: string, query: string, revised?: string): Source {
  return {
    kind: 'label',
    title: `${product} US prescribing information${revised ? `, revised ${revised}` : ''}`,
    section: SECTIONS,
    url: dailyMed(query),
  };
}

/** The label(s) plus the NIOSH list, the sources every monograph carries. */
function sources(...labels: Source[]): Source[] {
  return [...labels, NIOSH_2024];
}

/**
 * NIOSH 2024 Table 1 holds the drugs whose package insert carries manufacturer's special handling
 * information (MSHI); the ADCs below whose labels say "hazardous drug, follow special handling
 * and disposal procedures" are placed there by that rule (T-DM1 is named in the published table).
 */
function table1(note: string): MonographInput['hazardous'] {
  return {
    niosh: 'table-1',
    note: `NIOSH 2024 Table 1 (${note}): prepare in a containment device with chemotherapy gloves and gown; closed-system transfer devices recommended; dispose of as hazardous waste.`,
  };
}

/**
 * Unconjugated antibodies: the per-drug rows of the 2024 list could not be read at review (the
 * 2024 list dropped pertuzumab after re-evaluation, showing that NIOSH places antibodies drug by
 * drug). The table stays `unknown`; the note says how to handle them meanwhile.
 */
function antibodyUnconfirmed(extra?: string): MonographInput['hazardous'] {
  const base =
    'NIOSH 2024 table placement not confirmed at review. The label carries no special handling statement; follow the institution’s hazardous-drug assessment (many handle antibodies with gloves in a biological safety cabinet for asepsis).';
  return { niosh: 'unknown', note: extra ? `${base} ${extra}` : base };
}

/**
 * Immune-mediated adverse reaction steps shared by the PD-1/PD-L1, CTLA-4 and LAG-3 labels (section
 * 2, dosage modifications; wording from the pembrolizumab table, which the others follow). No dose
 * reductions: withhold or discontinue. Each monograph adds where its own label differs.
 */
const IRAE_STEPS = [
  'No dose reduction. In general withhold for severe (grade 3) immune-mediated reactions and permanently discontinue for life-threatening (grade 4) ones, for recurrent grade 3 reactions needing systemic immunosuppression, or when prednisone cannot be reduced to 10 mg/day or less within 12 weeks of starting steroids.',
  'Resume after a withhold when the reaction is back to grade 0-1 after the corticosteroid taper; permanently discontinue if it has not resolved to grade 0-1 within 12 weeks. Start systemic corticosteroids (about 1-2 mg/kg/day prednisone or equivalent) for most grade 2 or worse reactions, then taper over at least a month.',
  'Pneumonitis: grade 2 withhold; grade 3-4 (and recurrent grade 2) permanently discontinue. Colitis: grade 2-3 withhold; grade 4 permanently discontinue.',
  'Hepatitis without tumour in the liver: AST/ALT above 3 and up to 8 x ULN, or bilirubin above 1.5 and up to 3 x ULN, withhold; AST/ALT above 8 x ULN or bilirubin above 3 x ULN permanently discontinue (thresholds with liver tumour differ per the label table).',
  'Endocrinopathies grade 3-4: withhold until clinically stable or permanently discontinue by severity; replace hormones as needed (hypothyroidism can be managed without interruption). Nephritis: grade 2-3 creatinine rise withhold, grade 4 discontinue.',
  'Suspected SJS, TEN or DRESS: withhold; confirmed: permanently discontinue. Myocarditis grade 2-4: permanently discontinue. Neurological toxicity grade 2: withhold; grade 3-4: permanently discontinue.',
  'Infusion reactions: grade 1-2 interrupt or slow the infusion; grade 3-4 stop and permanently discontinue.',
];

export const antibodyMonographs: Record<string, MonographInput> = {
  // ---------------------------------------------------------------- anti-CD20
  rituximab: {
    indications: [
      'Non-Hodgkin lymphoma: relapsed or refractory low-grade or follicular CD20-positive B-cell NHL (single agent); previously untreated follicular NHL with first-line chemotherapy, then maintenance; non-progressing low-grade NHL after CVP; previously untreated DLBCL with CHOP or other anthracycline chemotherapy.',
      'Chronic lymphocytic leukaemia, previously untreated or treated, with fludarabine and cyclophosphamide (FC).',
      'Mature B-cell NHL and B-cell acute leukaemia in children from 6 months (with chemotherapy).',
      'Non-oncology: rheumatoid arthritis, granulomatosis with polyangiitis and microscopic polyangiitis, pemphigus vulgaris (doses not covered here).',
      'Subcutaneous rituximab-hyaluronidase (Rituxan Hycela): follicular lymphoma, DLBCL and CLL in adults, only after at least one full IV rituximab dose.',
    ],
    dosing: [
      {
        indication: 'NHL (IV)',
        dose: '375 mg/m2 IV. Relapsed/refractory low-grade or follicular: once weekly for 4 or 8 doses (retreatment: weekly for 4 doses). Previously untreated follicular: day 1 of each chemotherapy cycle for up to 8 doses, then in responders maintenance 375 mg/m2 every 8 weeks for 12 doses starting 8 weeks after the combination. Non-progressing after CVP: weekly for 4 doses every 6 months, up to 16 doses. DLBCL: day 1 of each chemotherapy cycle for up to 8 infusions.',
        modifications: [
          'No dose reduction of rituximab; reduce the chemotherapy for its toxicities.',
          'Infusion reaction: interrupt or slow; when symptoms improve continue at half the previous rate. Stop for severe reactions.',
        ],
      },
      {
        indication: 'CLL (IV, with FC)',
        dose: '375 mg/m2 the day before FC in cycle 1, then 500 mg/m2 on day 1 of cycles 2-6 (28-day cycles).',
        modifications: [
          'Pneumocystis and antiherpetic prophylaxis during treatment and for up to 12 months after, as appropriate.',
        ],
      },
      {
        indication: 'Rituximab-hyaluronidase SC (Rituxan Hycela)',
        dose: 'Fixed dose into the abdomen: follicular lymphoma and DLBCL 1,400 mg rituximab/23,400 units hyaluronidase (11.7 mL); CLL 1,600 mg/26,800 units (13.4 mL), on the schedules of the IV product from the second dose on (the first dose is always a full IV rituximab dose).',
        modifications: [
          'No dose reduction; reduce the chemotherapy for its toxicities.',
          'Not interchangeable with IV rituximab dose for dose, and never given intravenously.',
        ],
      },
    ],
    administration: [
      'IV infusion only, never push or bolus. Dilute in 0.9% sodium chloride or 5% dextrose to 1-4 mg/mL; invert gently.',
      'Premedicate before each infusion with acetaminophen and an antihistamine (and a glucocorticoid where the regimen calls for it).',
      'First infusion: start at 50 mg/h; without infusion toxicity increase by 50 mg/h every 30 minutes to a maximum of 400 mg/h.',
      'Later infusions: start at 100 mg/h and increase by 100 mg/h every 30 minutes to a maximum of 400 mg/h.',
      '90-minute infusion from cycle 2 (previously untreated follicular NHL or DLBCL on a glucocorticoid-containing regimen, no grade 3-4 infusion reaction in cycle 1): 20% of the dose over the first 30 minutes and 80% over the next 60 minutes. Not for clinically significant cardiovascular disease or circulating lymphocytes of 5,000/mm3 or more.',
      'Monitor closely patients with cardiac or pulmonary disease, prior cardiopulmonary reactions or high circulating malignant cell counts (25,000/mm3 or more). Screen HBsAg and anti-HBc before the first dose.',
      'Rituxan Hycela: SC into the abdomen over about 5-7 minutes (not at red, bruised, tender or hard skin, moles or scars); observe at least 15 minutes afterwards; premedicate as for IV.',
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal B-cell depletion (8.1). Females of reproductive potential use effective contraception during treatment and for 12 months after the last dose (8.3). Defer live vaccines in infants exposed in utero until B-cell recovery.',
    lactation:
      'Advise not to breastfeed during treatment and for 6 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'NHL: infusion-related reactions, fever, lymphopenia, chills, infection, asthenia',
          frequency: '≥25%',
        },
        { reaction: 'CLL: infusion-related reactions, neutropenia', frequency: '≥25%' },
        {
          reaction:
            'Rituxan Hycela: infections, neutropenia, nausea, constipation, cough, fatigue (FL); alopecia, anaemia (DLBCL); thrombocytopenia, pyrexia, vomiting, injection-site erythema (CLL)',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Fatal infusion-related reactions, about 80% of fatal ones with the first infusion (boxed warning).',
        'Severe mucocutaneous reactions (SJS/TEN, paraneoplastic pemphigus), some fatal (boxed warning).',
        'Hepatitis B reactivation with fulminant hepatitis (boxed warning).',
        'Progressive multifocal leukoencephalopathy (boxed warning).',
        'Tumour lysis syndrome, serious infections, cardiac arrhythmias, renal toxicity, bowel obstruction and perforation; no live vaccines during treatment (5).',
      ],
    },
    sources: sources(
      label('Rituxan (rituximab)', 'Rituxan'),
      label('Rituxan Hycela (rituximab and hyaluronidase)', 'Rituxan Hycela'),
    ),
  },

  obinutuzumab: {
    indications: [
      'Previously untreated CLL, with chlorambucil.',
      'Follicular lymphoma relapsed after or refractory to a rituximab-containing regimen, with bendamustine, then obinutuzumab maintenance.',
      'Previously untreated stage II bulky, III or IV follicular lymphoma, with chemotherapy, then obinutuzumab maintenance in patients with at least a partial remission.',
    ],
    dosing: [
      {
        indication: 'CLL (six 28-day cycles, with chlorambucil)',
        dose: 'Cycle 1: 100 mg on day 1 and 900 mg on day 2, then 1,000 mg on days 8 and 15. Cycles 2-6: 1,000 mg on day 1.',
        modifications: [
          'A patient who does not complete the day 1 dose may go on to the day 2 dose. Missed dose: give it as soon as possible and shift the schedule.',
          'Tumour lysis prophylaxis (hydration, anti-hyperuricaemic from 12-24 hours before) for high tumour burden, lymphocytes above 25 x 10^9/L or renal impairment.',
          'Grade 3-4 neutropenia lasting over a week: antimicrobial prophylaxis until grade 1-2; consider antiviral and antifungal prophylaxis; consider dose delays.',
        ],
      },
      {
        indication: 'Follicular lymphoma',
        dose: '1,000 mg on days 1, 8 and 15 of cycle 1 and on day 1 of later induction cycles (with bendamustine: six 28-day cycles; with CHOP or CVP: 21-day cycles), then 1,000 mg as monotherapy every 2 months for up to 2 years.',
        modifications: [
          'No dose reduction of obinutuzumab; delay for toxicity and reduce the chemotherapy per its label.',
        ],
      },
    ],
    administration: [
      'IV infusion through a dedicated line only; never push or bolus. Dilute in 0.9% sodium chloride only (PVC or polyolefin bag); do not use 5% dextrose. CLL day 1/day 2 split: 4 mL (100 mg) in a 100 mL bag and 36 mL (900 mg) in a 250 mL bag, labelled clearly.',
      'Premedication, CLL cycle 1 days 1-2 and FL cycle 1 day 1: IV dexamethasone 20 mg or methylprednisolone 80 mg at least 1 hour before (hydrocortisone is not effective), plus acetaminophen 650-1,000 mg and an antihistamine (e.g. diphenhydramine 50 mg) at least 30 minutes before. Later infusions: acetaminophen; add the antihistamine after a grade 1-2 reaction, and the glucocorticoid after a grade 3 reaction or with lymphocytes above 25 x 10^9/L.',
      'CLL cycle 1 day 1 (100 mg): 25 mg/h over 4 hours, no escalation. Day 2 (900 mg): 50 mg/h, increase by 50 mg/h every 30 minutes to 400 mg/h (start at 25 mg/h after a reaction on day 1).',
      'Later 1,000 mg doses: start at 100 mg/h and increase by 100 mg/h every 30 minutes to 400 mg/h if the previous infusion was tolerated (after a reaction, start at 50 mg/h and increase by 50 mg/h).',
      'Consider withholding antihypertensives for 12 hours before and during each infusion and for the first hour after (hypotension).',
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'May cause B-cell depletion in the infant exposed in utero (8.1); females of reproductive potential use effective contraception during treatment and after it for the period the label states (8.3). Defer live vaccines in exposed infants until B-cell recovery.',
    lactation:
      'Advise not to breastfeed during treatment and for the period after the last dose that the label states (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Infusion-related reactions (CLL, with chlorambucil)', frequency: '69%' },
        { reaction: 'Neutropenia (CLL)', frequency: '40%' },
        { reaction: 'Thrombocytopenia (CLL)', frequency: '15%' },
        { reaction: 'Anaemia (CLL)', frequency: '12%' },
        { reaction: 'Pyrexia, cough (CLL)', frequency: '10%' },
      ],
      serious: [
        'Hepatitis B reactivation, sometimes fatal: screen before treatment (boxed warning).',
        'Progressive multifocal leukoencephalopathy (boxed warning).',
        'Severe infusion-related reactions, hypersensitivity including serum sickness, tumour lysis within 12-24 hours of the first infusion (5).',
        'Serious and fatal infections; severe, late-onset or prolonged neutropenia; severe thrombocytopenia and haemorrhage, especially in cycle 1 (5).',
      ],
    },
    sources: sources(label('Gazyva (obinutuzumab)', 'Gazyva')),
  },

  // ---------------------------------------------------------------- anti-HER2
  trastuzumab: {
    indications: [
      'Adjuvant treatment of HER2-overexpressing node-positive, or node-negative (ER/PR-negative or with one high-risk feature), breast cancer: with AC then paclitaxel or docetaxel, with docetaxel and carboplatin, or alone after anthracycline-based therapy.',
      'HER2-overexpressing metastatic breast cancer: first line with paclitaxel; alone after one or more chemotherapy regimens.',
      'HER2-overexpressing metastatic gastric or gastro-oesophageal junction adenocarcinoma, first line with cisplatin and capecitabine or 5-fluorouracil.',
      'Subcutaneous trastuzumab-hyaluronidase (Herceptin Hylecta): adjuvant and metastatic breast cancer as above (not gastric).',
    ],
    dosing: [
      {
        indication: 'Adjuvant breast cancer (52 weeks in all)',
        dose: 'With paclitaxel, docetaxel or docetaxel/carboplatin: 4 mg/kg IV over 90 minutes, then 2 mg/kg over 30 minutes weekly for 12 weeks (18 weeks with docetaxel/carboplatin); one week after the last weekly dose, 6 mg/kg over 30-90 minutes every 3 weeks. Alone within 3 weeks after anthracycline-based chemotherapy: 8 mg/kg over 90 minutes, then 6 mg/kg over 30-90 minutes every 3 weeks. Do not extend beyond 1 year.',
        modifications: [
          'LVEF before starting and at regular intervals. Withhold for at least 4 weeks for an absolute LVEF fall of 16% or more from baseline, or an LVEF below normal limits with a fall of 10% or more; resume if within 4-8 weeks LVEF returns to normal and the fall is 15% or less. Permanently discontinue for an LVEF fall persisting over 8 weeks or after more than 3 holds for cardiomyopathy.',
          'No dose reduction. Missed dose by more than a week: reload (4 mg/kg weekly schedule or 8 mg/kg three-weekly schedule), then continue the maintenance dose.',
        ],
      },
      {
        indication: 'Metastatic breast cancer',
        dose: '4 mg/kg IV over 90 minutes, then 2 mg/kg over 30 minutes weekly, alone or with paclitaxel, until progression.',
        modifications: ['Cardiac holds as above.'],
      },
      {
        indication: 'Metastatic gastric cancer',
        dose: '8 mg/kg IV over 90 minutes, then 6 mg/kg over 30-90 minutes every 3 weeks until progression.',
        modifications: ['Cardiac holds as above.'],
      },
      {
        indication: 'Trastuzumab-hyaluronidase SC (Herceptin Hylecta), breast cancer',
        dose: '600 mg trastuzumab/10,000 units hyaluronidase SC over about 2-5 minutes every 3 weeks, whatever the body weight and with no loading dose; adjuvant for 52 weeks, metastatic until progression.',
        modifications: [
          'Missed dose: give it as soon as possible; keep at least 3 weeks between doses.',
          'Not for IV use; not interchangeable with IV trastuzumab dose for dose.',
        ],
      },
    ],
    administration: [
      'Do not substitute trastuzumab for or with ado-trastuzumab emtansine or fam-trastuzumab deruxtecan: the doses differ. Check the product name and the biosimilar on every order.',
      'IV only, never push or bolus; do not mix with other drugs. Multiple-dose vial reconstituted with 20 mL bacteriostatic water (benzyl alcohol) gives 21 mg/mL, stable 28 days refrigerated; with benzyl-alcohol hypersensitivity use sterile water and a single dose. Swirl, do not shake.',
      'Add the dose to 250 mL 0.9% sodium chloride; do not use 5% dextrose. Loading doses over 90 minutes; maintenance over 30 minutes (weekly) or 30-90 minutes (three-weekly) if tolerated.',
      'Infusion reactions: slow or interrupt for dyspnoea or significant hypotension; discontinue for anaphylaxis, angioedema, interstitial pneumonitis or ARDS.',
      'Herceptin Hylecta: SC into the thigh over 2-5 minutes, alternating thighs; observe for administration reactions.',
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Boxed warning: exposure can cause oligohydramnios and fetal harm (pulmonary hypoplasia, skeletal abnormalities, neonatal death). Verify pregnancy status before starting; effective contraception during treatment and for 7 months after the last dose (8.1, 8.3).',
    lactation:
      'Weigh breastfeeding against the mother’s need for treatment, allowing for the 7-month washout (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Adjuvant: headache, diarrhoea, nausea, chills', frequency: 'most common' },
        {
          reaction:
            'Metastatic breast: fever, chills, headache, infection, heart failure, insomnia, cough, rash',
          frequency: 'most common',
        },
        {
          reaction:
            'Gastric: neutropenia, diarrhoea, fatigue, anaemia, stomatitis, weight loss, upper respiratory infection, fever, thrombocytopenia, mucosal inflammation, nasopharyngitis, dysgeusia',
          frequency: 'most common',
        },
      ],
      serious: [
        'Cardiomyopathy and heart failure, greatest with anthracyclines (boxed warning).',
        'Infusion reactions and pulmonary toxicity, some fatal (boxed warning).',
        'Embryo-fetal toxicity (boxed warning).',
        'Exacerbation of chemotherapy-induced neutropenia (5).',
      ],
    },
    sources: sources(
      label('Herceptin (trastuzumab)', 'Herceptin'),
      label('Herceptin Hylecta (trastuzumab and hyaluronidase-oysk)', 'Herceptin Hylecta'),
    ),
  },

  pertuzumab: {
    indications: [
      'HER2-positive metastatic breast cancer not previously treated with anti-HER2 therapy or chemotherapy for metastatic disease, with trastuzumab and docetaxel.',
      'Neoadjuvant treatment of HER2-positive locally advanced, inflammatory or early breast cancer (over 2 cm or node-positive), with trastuzumab and chemotherapy.',
      'Adjuvant treatment of HER2-positive early breast cancer at high risk of recurrence, with trastuzumab and chemotherapy.',
      'Subcutaneous pertuzumab/trastuzumab/hyaluronidase (Phesgo): the same early and metastatic breast cancer indications.',
    ],
    dosing: [
      {
        indication: 'All indications (IV, with trastuzumab)',
        dose: '840 mg IV over 60 minutes, then 420 mg over 30-60 minutes every 3 weeks, with trastuzumab 8 mg/kg then 6 mg/kg every 3 weeks (or trastuzumab-hyaluronidase 600 mg SC). Neoadjuvant: 3-6 cycles before surgery, then continue after surgery to 1 year (up to 18 cycles). Metastatic: until progression.',
        modifications: [
          'Delayed or missed dose: under 6 weeks since the last dose, give 420 mg at once; 6 weeks or more, reload with 840 mg then 420 mg every 3 weeks.',
          'No dose reduction. Withhold pertuzumab and trastuzumab for at least 3 weeks for an LVEF fall per the label table (e.g. below 40%, or 40-45% with a fall of 10 points or more in metastatic disease); discontinue pertuzumab if trastuzumab is discontinued.',
        ],
      },
      {
        indication: 'Pertuzumab/trastuzumab/hyaluronidase SC (Phesgo)',
        dose: 'Initial dose 1,200 mg pertuzumab/600 mg trastuzumab/30,000 units hyaluronidase in 15 mL SC over about 8 minutes; then 600 mg/600 mg/20,000 units in 10 mL SC over about 5 minutes every 3 weeks. Early breast cancer: 3-6 cycles before surgery, then to 1 year (up to 18 cycles); metastatic: until progression.',
        modifications: [
          'Switching from IV pertuzumab and trastuzumab: under 6 weeks since the last IV dose, start with the maintenance dose; 6 weeks or more, the initial dose. Same rule for a delayed Phesgo dose.',
          'LVEF holds for at least 3 weeks per the label table; no dose reduction.',
          'SC into the thigh only, never given intravenously; not interchangeable with IV pertuzumab or trastuzumab.',
        ],
      },
    ],
    administration: [
      'Pertuzumab IV: dilute 14 mL (420 mg) vials in 250 mL 0.9% sodium chloride (PVC or polyolefin bag); do not use 5% dextrose; invert gently, do not shake; do not mix with other drugs; never push or bolus.',
      'Observe 30-60 minutes after each pertuzumab infusion, before starting trastuzumab or the taxane. Pertuzumab and trastuzumab in any order; the taxane after both; with anthracycline regimens give the HER2 antibodies after the anthracycline.',
      'Phesgo: thigh only, never IV, alternating thighs, at least 2.5 cm from the last site; do not split a dose between syringes or sites. Observe at least 30 minutes after the initial dose and 15 minutes after maintenance doses. Give Phesgo before the taxane.',
      'Do not substitute Phesgo for or with pertuzumab, trastuzumab, ado-trastuzumab emtansine or fam-trastuzumab deruxtecan.',
    ],
    hazardous: {
      niosh: 'not-listed',
      note: 'Removed from the NIOSH list by the final re-evaluation published with the 2024 list (Federal Register, 20 December 2024): intact-protein exposure in healthcare work is unlikely to reach harmful doses. Standard aseptic handling.',
    },
    pregnancy:
      'Boxed warning: embryo-fetal death and birth defects (oligohydramnios with the HER2 combination). Verify pregnancy status before starting; effective contraception during treatment and for 7 months after the last dose of the combination (8.1, 8.3).',
    lactation:
      'Weigh breastfeeding against the mother’s need for treatment, allowing for the 7-month washout (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'With trastuzumab and docetaxel (metastatic): diarrhoea, alopecia, neutropenia, nausea, fatigue, rash, peripheral neuropathy',
          frequency: '>30%',
        },
        {
          reaction: 'Phesgo (with chemotherapy): alopecia, nausea, diarrhoea, anaemia, asthenia',
          frequency: '>30%',
        },
      ],
      serious: [
        'Left ventricular dysfunction and heart failure (boxed warning).',
        'Embryo-fetal toxicity (boxed warning).',
        'Infusion-related, hypersensitivity and (Phesgo) administration-related reactions, including anaphylaxis (5).',
      ],
    },
    sources: [
      label('Perjeta (pertuzumab)', 'Perjeta'),
      label('Phesgo (pertuzumab, trastuzumab and hyaluronidase-zzxf)', 'Phesgo'),
      NIOSH_2024,
      {
        kind: 'guideline',
        title:
          'NIOSH List of Hazardous Drugs in Healthcare Settings, 2024 and final re-evaluation determinations for liraglutide and pertuzumab (Federal Register 89:104163, 20 December 2024)',
        section: 'Pertuzumab re-evaluation: removed from the list',
        year: 2024,
        published: '2024-12-20',
        url: 'https://www.federalregister.gov/d/2024-30456',
      },
    ],
  },

  'trastuzumab-emtansine': {
    indications: [
      'HER2-positive metastatic breast cancer previously treated with trastuzumab and a taxane (separately or together), having had therapy for metastatic disease or recurrence within 6 months of adjuvant therapy.',
      'Adjuvant treatment of HER2-positive early breast cancer with residual invasive disease after neoadjuvant taxane and trastuzumab-based treatment.',
    ],
    dosing: [
      {
        indication: 'Metastatic and early breast cancer',
        dose: '3.6 mg/kg IV every 3 weeks; early breast cancer for 14 cycles in all, metastatic until progression. Never more than 3.6 mg/kg.',
        modifications: [
          'Reduction levels: 3 mg/kg, then 2.4 mg/kg; if a further reduction is needed, discontinue. Do not re-escalate.',
          'Transaminases (metastatic): grade 2 same dose; grade 3 withhold until grade 2 or better, then one level lower; grade 4 discontinue. Bilirubin: grade 2 withhold until grade 1 or better, then same dose; grade 3 withhold, then one level lower; grade 4 discontinue. Transaminases above 3 x ULN with bilirubin above 2 x ULN, or nodular regenerative hyperplasia: discontinue (early-breast thresholds per the label table).',
          'Platelets (metastatic): 25,000-50,000/mm3 withhold until 75,000 or more, same dose; below 25,000 withhold, then one level lower.',
          'LVEF: symptomatic heart failure discontinue; below 40%, or 40-45% with a fall of 10 points or more, withhold and repeat within 3 weeks, discontinue if not recovered. Interstitial lung disease or pneumonitis: discontinue (early breast cancer: radiation pneumonitis grade 3-4, or grade 2 not responding, discontinue). Grade 3-4 peripheral neuropathy: withhold until grade 2 or better.',
        ],
      },
    ],
    administration: [
      'Do not substitute trastuzumab emtansine for or with trastuzumab (or with fam-trastuzumab deruxtecan): the doses differ. Check the name on every order.',
      'Reconstitute 100 mg with 5 mL or 160 mg with 8 mL sterile water (20 mg/mL); swirl, do not shake; use or refrigerate up to 24 hours.',
      'Add the dose to 250 mL 0.9% sodium chloride; do not use 5% dextrose. Infuse through a 0.2 or 0.22 micron in-line polyethersulfone (PES) filter; never push or bolus; do not mix with other drugs.',
      'First infusion over 90 minutes with observation for at least 90 minutes; later infusions over 30 minutes if tolerated, with 30 minutes of observation. Slow or interrupt for infusion reactions; watch the site for infiltration (extravasation reactions reported).',
      'Liver tests, platelets and LVEF before each dose or at the label’s intervals.',
    ],
    hazardous: table1('named in the published Table 1: antineoplastic with MSHI'),
    pregnancy:
      'Boxed warning: embryo-fetal toxicity. Verify pregnancy status; females use effective contraception during treatment and for 7 months after the last dose; males with female partners of reproductive potential also use contraception, for the period 8.3 states (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 7 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Metastatic: fatigue, nausea, musculoskeletal pain, haemorrhage, thrombocytopenia, headache, increased transaminases, constipation, epistaxis',
          frequency: '≥25%',
        },
        { reaction: 'Increased AST (laboratory, metastatic)', frequency: '98%' },
        { reaction: 'Decreased platelet count (laboratory, metastatic)', frequency: '83%' },
        { reaction: 'Peripheral neuropathy (metastatic)', frequency: '21%' },
      ],
      serious: [
        'Hepatotoxicity including liver failure and death; nodular regenerative hyperplasia (boxed warning).',
        'Reduced LVEF (boxed warning).',
        'Embryo-fetal toxicity (boxed warning).',
        'Interstitial lung disease and pneumonitis, haemorrhage (some fatal), thrombocytopenia, neurotoxicity, infusion and hypersensitivity reactions, extravasation (5).',
      ],
    },
    sources: sources(label('Kadcyla (ado-trastuzumab emtansine)', 'Kadcyla')),
  },
  'trastuzumab-deruxtecan': {
    indications: [
      'Unresectable or metastatic HER2-positive (IHC 3+ or ISH-positive) breast cancer after a prior anti-HER2 regimen (metastatic setting, or recurrence during or within 6 months of neoadjuvant or adjuvant therapy); the current label also lists first-line use with pertuzumab.',
      'Unresectable or metastatic HER2-low (IHC 1+ or 2+/ISH-negative) or HER2-ultralow breast cancer, per the label’s prior-therapy conditions.',
      'Unresectable or metastatic non-small cell lung cancer with activating HER2 (ERBB2) mutations after prior systemic therapy.',
      'Locally advanced or metastatic HER2-positive gastric or gastro-oesophageal junction adenocarcinoma after a trastuzumab-based regimen.',
      'Unresectable or metastatic HER2-positive (IHC 3+) solid tumours after prior treatment with no satisfactory alternative.',
    ],
    dosing: [
      {
        indication: 'Breast cancer, NSCLC, HER2-positive solid tumours',
        dose: '5.4 mg/kg IV every 3 weeks until progression or unacceptable toxicity. Do not substitute for or with trastuzumab or ado-trastuzumab emtansine.',
        modifications: [
          'Reduction levels from 5.4 mg/kg: 4.4 mg/kg, then 3.2 mg/kg; if a further reduction is needed, discontinue. Do not re-escalate.',
          'Interstitial lung disease/pneumonitis: asymptomatic (grade 1) interrupt until resolved to grade 0, then same dose if resolved within 28 days of onset, one level lower if later (consider corticosteroids); symptomatic (grade 2 or higher) permanently discontinue and start corticosteroids promptly.',
          'Neutropenia: grade 3 interrupt until grade 2 or better, then same dose; grade 4 interrupt until grade 2 or better, then one level lower. Febrile neutropenia: interrupt until resolved, then one level lower.',
          'LVEF: symptomatic heart failure discontinue; LVEF below 40% or an absolute fall over 20% from baseline interrupt and repeat within 3 weeks, discontinue if confirmed; milder falls per the label table.',
          'Delayed or missed dose: give as soon as possible, keep 3 weeks between doses, at the last tolerated dose and rate.',
        ],
      },
      {
        indication: 'Gastric or GEJ adenocarcinoma',
        dose: '6.4 mg/kg IV every 3 weeks until progression or unacceptable toxicity.',
        modifications: [
          'Reduction levels from 6.4 mg/kg: 5.4 mg/kg, then 4.4 mg/kg; then discontinue. Toxicity steps as above.',
        ],
      },
    ],
    administration: [
      'Do not substitute fam-trastuzumab deruxtecan for or with trastuzumab or ado-trastuzumab emtansine: check the full name and the dose (mg/kg differs by indication) on every order.',
      'Reconstitute each 100 mg vial with 5 mL sterile water (20 mg/mL); swirl, do not shake; refrigerate protected from light up to 24 hours if not used at once.',
      'Dilute in 100 mL 5% dextrose only; sodium chloride must not be used for reconstitution or dilution (particulate formation). Cover the bag to protect from light.',
      'Infuse through a 0.20 or 0.22 micron in-line polyethersulfone or polysulfone filter; never push or bolus; do not mix with other drugs. First infusion over 90 minutes, later ones over 30 minutes if tolerated; slow or interrupt for infusion symptoms, discontinue for severe reactions.',
      'Moderately emetogenic including delayed nausea: give prophylactic antiemetics. CBC before each dose; LVEF at baseline and intervals.',
    ],
    hazardous: table1(
      'the label states it is a hazardous drug and gives special handling and disposal instructions',
    ),
    pregnancy:
      'Boxed warning: embryo-fetal toxicity (oligohydramnios with the HER2 antibody, and the topoisomerase payload). Verify pregnancy status; females use effective contraception during treatment and for 7 months after the last dose; males with female partners of reproductive potential for 4 months after (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 7 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Nausea (HER2-low breast, DESTINY-Breast04)', frequency: '76%' },
        { reaction: 'Fatigue', frequency: '54%' },
        { reaction: 'Vomiting; alopecia', frequency: '40%' },
        { reaction: 'Anaemia', frequency: '39%' },
        { reaction: 'Constipation', frequency: '34%' },
        { reaction: 'Interstitial lung disease (adjudicated)', frequency: '12%' },
      ],
      serious: [
        'Interstitial lung disease and pneumonitis, including fatal cases: investigate cough, dyspnoea, fever promptly (boxed warning).',
        'Embryo-fetal toxicity (boxed warning).',
        'Neutropenia including febrile neutropenia; left ventricular dysfunction (5).',
      ],
    },
    sources: sources(label('Enhertu (fam-trastuzumab deruxtecan-nxki)', 'Enhertu')),
  },

  // ---------------------------------------------------------------- anti-VEGF
  bevacizumab: {
    indications: [
      'Metastatic colorectal cancer with IV fluorouracil-based chemotherapy (first or second line), and second line after progression on a bevacizumab-containing first line (not for adjuvant colon cancer).',
      'First-line unresectable, locally advanced, recurrent or metastatic non-squamous NSCLC with carboplatin and paclitaxel.',
      'Recurrent glioblastoma in adults.',
      'Metastatic renal cell carcinoma with interferon alfa.',
      'Persistent, recurrent or metastatic cervical cancer with paclitaxel and cisplatin or paclitaxel and topotecan.',
      'Epithelial ovarian, fallopian tube or primary peritoneal cancer: stage III-IV after initial surgery (with carboplatin and paclitaxel, then alone); platinum-resistant recurrent (with paclitaxel, pegylated liposomal doxorubicin or topotecan); platinum-sensitive recurrent (with carboplatin and paclitaxel or gemcitabine, then alone).',
      'Unresectable or metastatic hepatocellular carcinoma without prior systemic therapy, with atezolizumab.',
    ],
    dosing: [
      {
        indication: 'Metastatic colorectal cancer',
        dose: '5 mg/kg IV every 2 weeks with bolus IFL; 10 mg/kg every 2 weeks with FOLFOX4; after progression on a first-line bevacizumab regimen, 5 mg/kg every 2 weeks or 7.5 mg/kg every 3 weeks with fluoropyrimidine-irinotecan or -oxaliplatin chemotherapy.',
        modifications: [
          'No dose reduction: withhold or discontinue. Withhold at least 28 days before elective surgery; do not start until at least 28 days after major surgery and the wound has healed.',
          'Discontinue for GI perforation, fistula, wound dehiscence needing intervention, serious haemorrhage, severe arterial thromboembolism, grade 4 venous thromboembolism, nephrotic syndrome, hypertensive crisis or encephalopathy, PRES.',
          'Withhold for proteinuria of 2 g or more per 24 hours until below 2 g; withhold for uncontrolled hypertension; withhold for severe infusion reactions.',
        ],
      },
      {
        indication: 'NSCLC, cervical cancer, ovarian cancer (most regimens)',
        dose: '15 mg/kg IV every 3 weeks with the chemotherapy (NSCLC: carboplatin and paclitaxel for up to 6 cycles, then alone until progression). Platinum-resistant ovarian with weekly paclitaxel, liposomal doxorubicin or weekly topotecan: 10 mg/kg every 2 weeks.',
        modifications: ['Holds and discontinuation as above.'],
      },
      {
        indication: 'Glioblastoma; renal cell carcinoma',
        dose: '10 mg/kg IV every 2 weeks (RCC with interferon alfa).',
        modifications: ['Holds and discontinuation as above.'],
      },
      {
        indication: 'Hepatocellular carcinoma (with atezolizumab)',
        dose: '15 mg/kg IV every 3 weeks, after atezolizumab 1,200 mg on the same day, until progression or unacceptable toxicity.',
        modifications: ['Holds and discontinuation as above.'],
      },
    ],
    administration: [
      'IV infusion only, never push or bolus. Withdraw the dose and dilute in 0.9% sodium chloride to a total of 100 mL; do not give or mix with dextrose solutions.',
      'First infusion over 90 minutes; second over 60 minutes if the first was tolerated; then 30 minutes if the 60-minute infusion was tolerated.',
      'Check blood pressure every 2-3 weeks and urine protein (dipstick; 24-hour collection at 2+ or more) before doses. Biosimilars (e.g. bevacizumab-awwb, -bvzr) follow the same schedule; check the product on every order.',
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'May cause fetal harm (anti-angiogenic). Females of reproductive potential use effective contraception during treatment and for 6 months after the last dose; bevacizumab may impair fertility (ovarian failure) (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 6 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Epistaxis, headache, hypertension, rhinitis, proteinuria, taste alteration, dry skin, rectal haemorrhage, lacrimation disorder, back pain, exfoliative dermatitis',
          frequency: '>10% (most common across studies)',
        },
      ],
      serious: [
        'Gastrointestinal perforation and fistula (5).',
        'Surgery and wound-healing complications (5).',
        'Haemorrhage including fatal haemoptysis in squamous NSCLC (5).',
        'Arterial and venous thromboembolism, hypertension and hypertensive crisis, PRES, renal injury and nephrotic syndrome, infusion reactions, ovarian failure, congestive heart failure (5).',
      ],
    },
    sources: sources(label('Avastin (bevacizumab)', 'Avastin')),
  },

  // ---------------------------------------------------------------- anti-EGFR
  cetuximab: {
    indications: [
      'Head and neck squamous cell carcinoma: locally or regionally advanced with radiation; recurrent locoregional or metastatic first line with platinum and fluorouracil; recurrent or metastatic after platinum, as a single agent.',
      'K-Ras wild-type, EGFR-expressing metastatic colorectal cancer: first line with FOLFIRI; with irinotecan after irinotecan failure; single agent after oxaliplatin and irinotecan failure or irinotecan intolerance.',
      'BRAF V600E-mutant metastatic colorectal cancer after prior therapy, with encorafenib.',
      'Not for Ras-mutant colorectal cancer or when Ras status is unknown.',
    ],
    dosing: [
      {
        indication: 'Head and neck cancer',
        dose: 'With radiation: 400 mg/m2 over 120 minutes one week before radiation, then 250 mg/m2 over 60 minutes weekly for the course of radiation (6-7 weeks); finish cetuximab 1 hour before radiation. With platinum and fluorouracil, or alone: weekly (400 mg/m2 then 250 mg/m2 weekly) or every 2 weeks (500 mg/m2 over 120 minutes every 2 weeks); finish 1 hour before the chemotherapy.',
        modifications: [
          'Infusion reactions: grade 1-2 reduce the infusion rate by 50%; grade 3-4 stop at once and permanently discontinue.',
          'Severe (grade 3-4) acneiform rash: delay 1-2 weeks; if improved, continue at 250 mg/m2 after the first occurrence, 200 mg/m2 after the second, 150 mg/m2 after the third (weekly schedule); discontinue at the fourth or if no improvement.',
        ],
      },
      {
        indication: 'Colorectal cancer',
        dose: 'Weekly: 400 mg/m2 over 120 minutes, then 250 mg/m2 over 60 minutes weekly; or every 2 weeks: 500 mg/m2 over 120 minutes. Finish cetuximab 1 hour before irinotecan or FOLFIRI. With encorafenib: same cetuximab schedules.',
        modifications: ['Rash and infusion-reaction steps as above.'],
      },
    ],
    administration: [
      'Premedicate with an H1 antagonist (e.g. diphenhydramine 50 mg IV) 30-60 minutes before the first dose; later doses by clinical judgement.',
      'Give by infusion or syringe pump through a low-protein-binding 0.22 micron in-line filter; do not shake or dilute (supplied at 2 mg/mL); never push or bolus. Do not exceed 10 mg/min.',
      'Monitor for 1 hour after each infusion, with resuscitation equipment at hand (about 90% of severe reactions come with the first infusion); longer observation after a reaction.',
      'Monitor magnesium, calcium and potassium during and for at least 8 weeks after treatment; limit sun exposure.',
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (EGFR in fetal development). Females of reproductive potential use effective contraception during treatment and for 2 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 2 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Cutaneous reactions (acneiform rash, pruritus, nail changes), headache, diarrhoea, infection',
          frequency: '≥25%',
        },
      ],
      serious: [
        'Serious infusion reactions including fatal ones, mostly with the first infusion (5).',
        'Cardiopulmonary arrest or sudden death, especially with radiation or platinum-fluorouracil in head and neck cancer: monitor electrolytes (5).',
        'Pulmonary toxicity (interstitial lung disease), dermatologic toxicity, hypomagnesaemia and other electrolyte losses (5).',
        'Increased mortality and no benefit in Ras-mutant colorectal cancer (5).',
      ],
    },
    sources: sources(label('Erbitux (cetuximab)', 'Erbitux')),
  },

  panitumumab: {
    indications: [
      'Wild-type RAS (KRAS and NRAS) metastatic colorectal cancer: first line with FOLFOX; single agent after fluoropyrimidine, oxaliplatin and irinotecan chemotherapy.',
      'Not for RAS-mutant colorectal cancer or when RAS status is unknown.',
    ],
    dosing: [
      {
        indication: 'Metastatic colorectal cancer',
        dose: '6 mg/kg IV every 14 days until progression or unacceptable toxicity.',
        modifications: [
          'Infusion reactions: grade 1-2 reduce the rate by 50% for the rest of that infusion; severe reactions stop the infusion and, by severity, discontinue.',
          'Grade 3 dermatologic reaction: withhold 1-2 doses; if improved below grade 3, resume at the original dose (first occurrence), 80% (second) or 60% (third); discontinue at the fourth occurrence, for grade 4, or if not recovered after 1-2 withheld doses.',
        ],
      },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride to 10 mg/mL or less (doses up to 1,000 mg in 100 mL; larger doses in 150 mL); invert gently, do not shake.',
      'Infuse by pump through a low-protein-binding 0.2 or 0.22 micron in-line filter over 60 minutes (doses above 1,000 mg over 90 minutes); later infusions over 30-60 minutes if tolerated. Flush the line with sodium chloride before and after; do not mix with other drugs; never push or bolus.',
      'Monitor magnesium and calcium during and for 8 weeks after treatment; limit sun exposure (wear sunscreen and a hat).',
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (embryolethal in animals). Females of reproductive potential use effective contraception during treatment and for 2 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 2 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Erythema (monotherapy)', frequency: '65%' },
        { reaction: 'Acneiform dermatitis; pruritus', frequency: '57%' },
        { reaction: 'Hypomagnesaemia', frequency: '39%' },
        { reaction: 'Paronychia; skin exfoliation', frequency: '25%' },
        { reaction: 'Grade 3-4 dermatologic toxicity', frequency: '14%' },
      ],
      serious: [
        'Dermatologic and soft-tissue toxicity with infectious complications (necrotising fasciitis, abscess, sepsis), some fatal (5).',
        'Increased mortality and toxicity in RAS-mutant colorectal cancer with FOLFOX, and more toxicity and deaths when combined with bevacizumab and chemotherapy (5).',
        'Infusion reactions, interstitial lung disease (discontinue), electrolyte depletion, photosensitivity, keratitis and ulcerative keratitis (5).',
      ],
    },
    sources: sources(label('Vectibix (panitumumab)', 'Vectibix')),
  },

  // ---------------------------------------------------------------- anti-CD38, anti-SLAMF7
  daratumumab: {
    indications: [
      'Multiple myeloma: newly diagnosed (with lenalidomide-dexamethasone or bortezomib-melphalan-prednisone if transplant-ineligible; with bortezomib-thalidomide-dexamethasone if transplant-eligible; the SC form also with bortezomib-lenalidomide-dexamethasone) and relapsed or refractory (with lenalidomide, pomalidomide, bortezomib or carfilzomib and dexamethasone, or alone after at least three lines).',
      'SC daratumumab-hyaluronidase (Darzalex Faspro) also: newly diagnosed light-chain (AL) amyloidosis with bortezomib, cyclophosphamide and dexamethasone; high-risk smouldering myeloma as monotherapy.',
    ],
    dosing: [
      {
        indication: 'Multiple myeloma, IV (Darzalex)',
        dose: '16 mg/kg actual body weight IV. Monotherapy and 4-week-cycle combinations (lenalidomide, pomalidomide, carfilzomib): weekly weeks 1-8, every 2 weeks weeks 9-24, every 4 weeks from week 25 until progression. With bortezomib-dexamethasone (3-week cycles): weekly weeks 1-9, every 3 weeks weeks 10-24, then every 4 weeks. Other combinations on their own label schedules. The first 16 mg/kg dose may be split as 8 mg/kg on days 1 and 2.',
        modifications: [
          'No dose reduction; delay for haematologic toxicity to let blood counts recover.',
          'Infusion reaction of any grade: interrupt at once. Grade 1-2: restart at no more than half the rate at which it occurred, then escalate as tolerated; grade 3: same, but discontinue after a third grade 3 reaction; grade 4: permanently discontinue.',
          'Missed dose: give as soon as possible and keep the treatment interval.',
        ],
      },
      {
        indication: 'Daratumumab-hyaluronidase SC (Darzalex Faspro)',
        dose: '1,800 mg daratumumab/30,000 units hyaluronidase (15 mL) SC over about 3-5 minutes on the same schedules as the IV product for the regimen; AL amyloidosis: weekly weeks 1-8, every 2 weeks weeks 9-24, then every 4 weeks for up to 2 years.',
        modifications: [
          'For subcutaneous use only, never given intravenously; fixed dose, not weight-based; IV patients may switch at the next scheduled dose.',
        ],
      },
    ],
    administration: [
      'Type and screen before the first dose: daratumumab makes the indirect antiglobulin (Coombs) test positive for up to 6 months after the last dose; tell the blood bank. It can also interfere with SPEP and immunofixation.',
      'Pre-medication 1-3 hours before every dose: corticosteroid (monotherapy: methylprednisolone 100 mg, may fall to 60 mg after the second dose; combinations: dexamethasone 20 mg, which can be the regimen’s own dose), acetaminophen 650-1,000 mg, diphenhydramine 25-50 mg. Post-dose: monotherapy methylprednisolone 20 mg orally on the 2 days after; combinations consider 20 mg or less the day after. COPD: consider bronchodilators and inhaled corticosteroids.',
      'IV: dilute in 0.9% sodium chloride; give through a low-protein-binding 0.2 or 0.22 micron polyethersulfone in-line filter. First infusion 1,000 mL at 50 mL/h, increase by 50 mL/h every hour to 200 mL/h; second infusion 500 mL (only if no grade 1 or worse reaction in the first 3 hours of the first) at 50 mL/h with the same steps; later infusions 500 mL from 100 mL/h, +50 mL/h each hour to 200 mL/h. Split first dose: 8 mg/kg in 500 mL on each of 2 days.',
      'Faspro: SC into the abdomen about 7.5 cm to the side of the navel over 3-5 minutes, rotating sites; not into red, bruised, tender, hard or scarred skin.',
      'Start herpes zoster antiviral prophylaxis within 1 week of starting and continue for 3 months after treatment.',
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'May cause fetal myeloid or lymphoid depletion and reduced bone density (8.1). Females of reproductive potential use effective contraception during treatment and for 3 months after the last dose (8.3); the lenalidomide, pomalidomide or thalidomide REMS rules apply in combinations. Defer live vaccines in exposed infants until haematology evaluation.',
    lactation:
      'No data on daratumumab in milk; weigh breastfeeding against the need for treatment (8.2). Combinations with lenalidomide, pomalidomide or thalidomide: do not breastfeed.',
    adverseReactions: {
      common: [
        {
          reaction:
            'Monotherapy: infusion-related reactions, fatigue, nausea, back pain, pyrexia, cough, upper respiratory infection',
          frequency: '≥20%',
        },
        {
          reaction:
            'Combinations: upper respiratory infection, neutropenia, thrombocytopenia, anaemia, diarrhoea, constipation, peripheral neuropathy, fatigue, oedema, cough',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Infusion-related and systemic administration-related reactions, including anaphylaxis; delayed reactions the day after (5).',
        'Interference with serological (red-cell compatibility) testing and with myeloma response assessment (5).',
        'Neutropenia and thrombocytopenia (with background regimens); serious infections; hepatitis B reactivation (5).',
        'Ocular: acute myopia and angle narrowing from ciliochoroidal effusion (5).',
      ],
    },
    sources: sources(
      label('Darzalex (daratumumab)', 'Darzalex'),
      label('Darzalex Faspro (daratumumab and hyaluronidase-fihj)', 'Darzalex Faspro'),
    ),
  },
  elotuzumab: {
    indications: [
      'Multiple myeloma after one to three prior therapies, with lenalidomide and dexamethasone.',
      'Multiple myeloma after at least two prior therapies including lenalidomide and a proteasome inhibitor, with pomalidomide and dexamethasone.',
    ],
    dosing: [
      {
        indication: 'With lenalidomide and dexamethasone (28-day cycles)',
        dose: '10 mg/kg IV weekly (days 1, 8, 15, 22) in cycles 1-2, then every 2 weeks (days 1 and 15) from cycle 3, until progression or unacceptable toxicity. Dexamethasone on elotuzumab days: 28 mg orally 3-24 hours before plus 8 mg IV 45-90 minutes before; 40 mg orally on dexamethasone-only days.',
        modifications: [
          'No elotuzumab dose reduction. Grade 2 or higher infusion reaction: interrupt; on resolution to grade 1 or less restart at 0.5 mL/min and increase by 0.5 mL/min every 30 minutes as tolerated to the rate at which the reaction occurred; if it recurs, stop for that day. After a reaction, check vital signs every 30 minutes for 2 hours after the infusion.',
          'If one drug of the regimen is delayed or stopped the others may continue; if dexamethasone is delayed or stopped, decide on elotuzumab by clinical judgement (hypersensitivity risk).',
        ],
      },
      {
        indication: 'With pomalidomide and dexamethasone (28-day cycles)',
        dose: '10 mg/kg IV weekly in cycles 1-2, then 20 mg/kg every 4 weeks (day 1) from cycle 3, until progression or unacceptable toxicity.',
        modifications: ['Infusion-reaction steps as above.'],
      },
    ],
    administration: [
      'Premedicate 45-90 minutes before every dose: dexamethasone 8 mg IV, an H1 blocker (diphenhydramine 25-50 mg or equivalent), an H2 blocker (e.g. famotidine; the label named ranitidine 50 mg IV or equivalent) and acetaminophen 650-1,000 mg; plus the oral dexamethasone dose 3-24 hours before.',
      'Reconstitute 300 mg with 13 mL and 400 mg with 17 mL sterile water (25 mg/mL); dilute in 0.9% sodium chloride or 5% dextrose; give through a low-protein-binding in-line filter.',
      'Rate escalation (10 mg/kg): first dose 0.5 mL/min, then 1 mL/min after 30 minutes and 2 mL/min after 60 minutes; second dose faster per the label table; from the third dose 5 mL/min. Never exceed 5 mL/min.',
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'No data for elotuzumab; it is given with lenalidomide or pomalidomide, which are contraindicated in pregnancy: their REMS pregnancy testing and contraception rules apply (8.1, 8.3).',
    lactation:
      'No data on elotuzumab in milk; lenalidomide and pomalidomide regimens do not permit breastfeeding (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'With lenalidomide: fatigue, diarrhoea, pyrexia, constipation, cough, peripheral neuropathy, nasopharyngitis, upper respiratory infection, decreased appetite, pneumonia',
          frequency: '≥20%',
        },
        { reaction: 'Infusion reactions (with lenalidomide)', frequency: '10%' },
        { reaction: 'Infusion reactions (with pomalidomide)', frequency: '3.3%' },
      ],
      serious: [
        'Infusion reactions (5).',
        'Infections, second primary malignancies, hepatotoxicity (5).',
        'Interference with serum protein electrophoresis and immunofixation in response assessment (5).',
      ],
    },
    sources: sources(label('Empliciti (elotuzumab)', 'Empliciti')),
  },

  // ---------------------------------------------------------------- other ADCs
  'sacituzumab-govitecan': {
    indications: [
      'Unresectable locally advanced or metastatic triple-negative breast cancer after two or more prior systemic therapies, at least one for metastatic disease.',
      'Unresectable locally advanced or metastatic HR-positive, HER2-negative (IHC 0, 1+ or 2+/ISH-negative) breast cancer after endocrine therapy and at least two additional systemic therapies in the metastatic setting.',
    ],
    dosing: [
      {
        indication: 'Breast cancer',
        dose: '10 mg/kg IV on days 1 and 8 of 21-day cycles until progression or unacceptable toxicity. Never more than 10 mg/kg. Recalculate the dose each cycle (or when weight changes by more than 10%).',
        modifications: [
          'Withhold for ANC below 1,500/mm3 on day 1 or below 1,000/mm3 on day 8 of a cycle, or for neutropenic fever.',
          'Severe neutropenia (grade 4 for 7 days or more, grade 3-4 febrile neutropenia, or a delay of 2-3 weeks for recovery to grade 1): first occurrence reduce 25% and give G-CSF; second, reduce 50%; third, discontinue. Delay over 3 weeks: discontinue.',
          'Severe non-neutropenic toxicity (grade 4, or grade 3-4 nausea, vomiting or diarrhoea not controlled by antiemetics and antidiarrhoeals, or other grade 3-4 lasting over 48 hours): withhold until grade 1 or less, then 25%, 50% reductions and discontinue on the third occurrence. Do not re-escalate.',
          'Grade 3-4 diarrhoea: withhold until grade 1. Late diarrhoea: exclude infection, then loperamide 4 mg then 2 mg with each episode (maximum 16 mg a day); atropine for early (cholinergic) diarrhoea.',
          'Primary G-CSF prophylaxis from cycle 1 for patients at increased risk of febrile neutropenia. Homozygous UGT1A1*28 patients: higher risk of neutropenia; avoid UGT1A1 inhibitors and inducers.',
        ],
      },
    ],
    administration: [
      'Do not substitute for or use with other drugs containing irinotecan or its active metabolite SN-38.',
      'Premedicate before each dose with an antipyretic, H1 and H2 blockers (corticosteroids after prior infusion reactions) and a two- or three-drug antiemetic regimen (e.g. dexamethasone with a 5-HT3 or NK1 antagonist); give take-home antiemetics.',
      'Reconstitute each 180 mg vial with 20 mL 0.9% sodium chloride (10 mg/mL); dilute in 0.9% sodium chloride only to 1.1-3.4 mg/mL (at most 500 mL; split over two bags above 170 kg). Protect the bag from light.',
      'First infusion over 3 hours, later ones over 1-2 hours if tolerated; observe during and for at least 30 minutes after each infusion. Never push or bolus.',
    ],
    hazardous: table1(
      'the label states it is a hazardous drug and gives special handling and disposal instructions',
    ),
    pregnancy:
      'Can cause teratogenicity and embryo-fetal lethality (SN-38 payload). Verify pregnancy status; females use effective contraception during treatment and for 6 months after the last dose; males with female partners of reproductive potential for 3 months after (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 1 month after the last dose (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Neutropenia', frequency: '64%' },
        { reaction: 'Diarrhoea', frequency: '63%' },
        { reaction: 'Nausea', frequency: '62%' },
        { reaction: 'Fatigue', frequency: '52%' },
        { reaction: 'Alopecia', frequency: '38%' },
        { reaction: 'Anaemia', frequency: '34%' },
        { reaction: 'Grade 3-4 neutropenia', frequency: '49%' },
      ],
      serious: [
        'Severe or life-threatening neutropenia, including fatal neutropenic infection (boxed warning).',
        'Severe diarrhoea (boxed warning).',
        'Hypersensitivity and infusion reactions including anaphylaxis; nausea and vomiting; higher toxicity with reduced UGT1A1 activity (5).',
      ],
    },
    sources: sources(label('Trodelvy (sacituzumab govitecan-hziy)', 'Trodelvy')),
  },

  'brentuximab-vedotin': {
    indications: [
      'Classical Hodgkin lymphoma: previously untreated stage III-IV with doxorubicin, vinblastine and dacarbazine (A+AVD); post-autologous transplant consolidation at high risk of relapse; relapsed after transplant or after two or more multi-agent regimens.',
      'Previously untreated high-risk classical Hodgkin lymphoma in children 2 years and older, with AVEPC chemotherapy.',
      'Systemic anaplastic large cell lymphoma and other CD30-expressing peripheral T-cell lymphomas, previously untreated, with cyclophosphamide, doxorubicin and prednisone (A+CHP); relapsed sALCL after multi-agent chemotherapy.',
      'Primary cutaneous ALCL or CD30-expressing mycosis fungoides after prior systemic therapy.',
    ],
    dosing: [
      {
        indication: 'Previously untreated stage III-IV cHL (with AVD)',
        dose: '1.2 mg/kg (maximum 120 mg) IV over 30 minutes every 2 weeks, up to 12 doses.',
        modifications: [
          'G-CSF primary prophylaxis from cycle 1.',
          'Peripheral neuropathy: grade 2 reduce to 0.9 mg/kg (maximum 90 mg) every 2 weeks; grade 3 withhold until grade 2 or better, then 0.9 mg/kg; grade 4 discontinue.',
        ],
      },
      {
        indication: 'Monotherapy and A+CHP (cHL consolidation or relapse, sALCL, PTCL, pcALCL/MF)',
        dose: '1.8 mg/kg (maximum 180 mg) IV over 30 minutes every 3 weeks: consolidation from 4-6 weeks after transplant for up to 16 cycles; relapsed cHL and sALCL until progression; with CHP for 6-8 doses; pcALCL/MF up to 16 cycles.',
        modifications: [
          'Peripheral neuropathy (monotherapy): new or worse grade 2-3, withhold until grade 1 or baseline and restart at 1.2 mg/kg; grade 4 discontinue.',
          'Grade 3-4 neutropenia: withhold until grade 2 or better; G-CSF for later cycles; recurrent grade 4 despite G-CSF: consider 1.2 mg/kg or discontinuation.',
          'Organ function (1.8 mg/kg schedules): mild hepatic impairment (Child-Pugh A) 1.2 mg/kg (maximum 120 mg); moderate or severe hepatic impairment, and CrCl below 30 mL/min: avoid.',
        ],
      },
    ],
    administration: [
      'Dose patients over 100 kg on 100 kg. IV infusion over 30 minutes only; never push or bolus; do not mix with other drugs.',
      'Reconstitute each 50 mg vial with 10.5 mL sterile water (5 mg/mL), directing the stream at the vial wall; swirl, do not shake. Dilute at once in at least 100 mL of 0.9% sodium chloride, 5% dextrose or lactated Ringer’s to 0.4-1.8 mg/mL.',
      'Contraindicated with bleomycin (pulmonary toxicity). Monitor for neuropathy, infusion reactions and cytopenias before each dose.',
    ],
    hazardous: table1(
      'listed as hazardous in earlier NIOSH lists; the label directs handling and disposal as an anticancer drug',
    ),
    pregnancy:
      'Can cause fetal harm (MMAE payload). Verify pregnancy status; females use effective contraception during treatment and for the period after the last dose that 8.3 states; males with female partners likewise (testicular toxicity in animals).',
    lactation: 'Advise not to breastfeed during treatment (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Peripheral sensory neuropathy, fatigue, nausea, diarrhoea, neutropenia, upper respiratory infection, pyrexia, constipation, vomiting, alopecia',
          frequency: '≥20% (across indications)',
        },
      ],
      serious: [
        'Progressive multifocal leukoencephalopathy, sometimes fatal (boxed warning).',
        'Peripheral neuropathy, anaphylaxis and infusion reactions, haematologic toxicity, serious and opportunistic infections, tumour lysis (5).',
        'Hepatotoxicity, pulmonary toxicity, serious dermatologic reactions (SJS/TEN), GI perforation and haemorrhage, hyperglycaemia; more toxicity in severe renal or moderate-severe hepatic impairment (5).',
      ],
    },
    sources: sources(label('Adcetris (brentuximab vedotin)', 'Adcetris')),
  },

  'inotuzumab-ozogamicin': {
    indications: [
      'Relapsed or refractory CD22-positive B-cell precursor acute lymphoblastic leukaemia in adults and children 1 year and older.',
    ],
    dosing: [
      {
        indication: 'Relapsed or refractory B-ALL',
        dose: 'Cycle 1: 0.8 mg/m2 on day 1 and 0.5 mg/m2 on days 8 and 15 (1.8 mg/m2 per cycle), 21-day cycle (may extend to 28 days after CR/CRi or for toxicity recovery). Later 28-day cycles: after CR/CRi 0.5 mg/m2 on days 1, 8 and 15; without CR/CRi 0.8, 0.5 and 0.5 mg/m2. Going to transplant: 2 cycles (a third if no CR/CRi with MRD negativity); otherwise up to 6 cycles; stop if no CR/CRi within 3 cycles.',
        modifications: [
          'Cytopenias: doses within a cycle are not withheld for neutropenia or thrombocytopenia; interrupt the next cycle until ANC is at least 1 x 10^9/L and platelets at least 50 x 10^9/L (when they were at those levels before treatment); discontinue if low counts persist over 28 days and are drug-related.',
          'Hepatic: bilirubin above 1.5 x ULN and AST/ALT above 2.5 x ULN interrupt until recovered (unless due to Gilbert syndrome or haemolysis); veno-occlusive disease: permanently discontinue. Non-haematologic toxicity is handled by interruption within the cycle and reduction per the label table; do not re-escalate.',
        ],
      },
    ],
    administration: [
      'Premedicate with a corticosteroid, an antipyretic and an antihistamine before each dose. With circulating blasts, cytoreduce (hydroxyurea, steroids and/or vincristine) to 10,000/mm3 or fewer before the first dose.',
      'Reconstitute the 0.9 mg vial with 4 mL sterile water (0.25 mg/mL; 3.6 mL deliverable); dilute in 0.9% sodium chloride to a total of 50 mL; infuse over 1 hour at room temperature. Protect reconstituted and diluted solutions from light; no more than 8 hours from reconstitution to end of infusion (4 hours to dilution).',
      'Observe during and for at least 1 hour after the infusion. Liver tests before each dose; ECG and electrolytes at baseline and periodically (QT prolongation).',
    ],
    hazardous: {
      niosh: 'unknown',
      note: 'NIOSH 2024 table placement not confirmed at review, nor a special handling statement in the US label. It carries a cytotoxic calicheamicin payload: prepare as an antineoplastic (containment device, chemotherapy gloves and gown) under the institution’s hazardous-drug policy.',
    },
    pregnancy:
      'Can cause fetal harm. Females use effective contraception during treatment and for 8 months after the last dose; males with female partners of reproductive potential for 5 months after (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 2 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Thrombocytopenia', frequency: '51%' },
        { reaction: 'Neutropenia', frequency: '49%' },
        { reaction: 'Infection', frequency: '48%' },
        { reaction: 'Anaemia', frequency: '36%' },
        { reaction: 'Fatigue, leukopenia', frequency: '35%' },
        { reaction: 'Haemorrhage', frequency: '33%' },
        { reaction: 'Pyrexia', frequency: '32%' },
        { reaction: 'Nausea', frequency: '31%' },
      ],
      serious: [
        'Hepatotoxicity including fatal veno-occlusive disease, highest after later HSCT, with two-alkylator conditioning or raised bilirubin before HSCT (boxed warning).',
        'Higher post-HSCT non-relapse mortality (boxed warning).',
        'Myelosuppression, infusion reactions, QT prolongation (5).',
      ],
    },
    sources: sources(label('Besponsa (inotuzumab ozogamicin)', 'Besponsa')),
  },

  'gemtuzumab-ozogamicin': {
    indications: [
      'Newly diagnosed CD33-positive acute myeloid leukaemia in adults and children 1 month and older.',
      'Relapsed or refractory CD33-positive AML in adults and children 2 years and older.',
    ],
    dosing: [
      {
        indication: 'Newly diagnosed de novo AML, adults (with daunorubicin and cytarabine)',
        dose: 'Induction: 3 mg/m2 (up to one 4.5 mg vial) on days 1, 4 and 7; none in a second induction. Consolidation (2 cycles): 3 mg/m2 (up to one 4.5 mg vial) on day 1.',
        modifications: [
          'Cytoreduce hyperleukocytosis (30 Gi/L or more) before dosing; prevent tumour lysis.',
          'Veno-occlusive disease: discontinue. Raised bilirubin or transaminases: delay per the label table; infusion reactions: interrupt, treat, and discontinue for anaphylaxis.',
        ],
      },
      {
        indication: 'Newly diagnosed AML, adults, single agent',
        dose: 'Induction: 6 mg/m2 on day 1 and 3 mg/m2 on day 8 (not capped at one vial). Continuation: 2 mg/m2 on day 1 every 4 weeks for up to 8 cycles.',
        modifications: ['As above.'],
      },
      {
        indication: 'Relapsed or refractory AML, single agent',
        dose: '3 mg/m2 (up to one 4.5 mg vial) on days 1, 4 and 7, one course.',
        modifications: ['As above.'],
      },
      {
        indication: 'Newly diagnosed AML, children 1 month and older',
        dose: '3 mg/m2 (BSA 0.6 m2 or more) or 0.1 mg/kg (BSA below 0.6 m2), once in induction 1 and once in intensification 2 with standard chemotherapy.',
        modifications: ['As above.'],
      },
    ],
    administration: [
      'Premedicate adults 1 hour before with acetaminophen 650 mg and diphenhydramine 50 mg, and methylprednisolone 1 mg/kg (or equivalent) within 30 minutes before; repeat the corticosteroid for infusion-reaction signs during or within 4 hours after.',
      'Reconstitute each vial with 5 mL sterile water (1 mg/mL, 4.5 mg deliverable); swirl, do not shake. Dilute in 0.9% sodium chloride to 0.075-0.234 mg/mL (doses below 3.9 mg by syringe). Protect from light throughout preparation and infusion (the line need not be covered).',
      'Infuse over 2 hours through a 0.2 micron in-line polyethersulfone filter, via a dedicated line; never push or bolus. Monitor vital signs during and for at least 1 hour after.',
    ],
    hazardous: table1(
      'the label calls it a cytotoxic drug and gives special handling and disposal instructions',
    ),
    pregnancy:
      'Can cause embryo-fetal harm (calicheamicin payload). Females use effective contraception during treatment and for at least 6 months after the last dose; males with female partners of reproductive potential for at least 3 months after (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for the period after the last dose that 8.2 states.',
    adverseReactions: {
      common: [
        {
          reaction:
            'Single agent: haemorrhage, infection, fever, nausea, vomiting, constipation, headache, raised AST/ALT, rash, mucositis',
          frequency: 'most common (≥15%)',
        },
        {
          reaction:
            'With daunorubicin and cytarabine: infection, febrile neutropenia, decreased appetite, hyperglycaemia, mucositis, hypoxia, haemorrhage, raised transaminases, diarrhoea, nausea, hypotension',
          frequency: 'most common',
        },
      ],
      serious: [
        'Hepatotoxicity including severe or fatal veno-occlusive disease, higher with higher single-agent doses, hepatic impairment and HSCT before or after (boxed warning).',
        'Infusion reactions including anaphylaxis; haemorrhage; QT prolongation (5).',
        'Embryo-fetal toxicity (5).',
      ],
    },
    sources: sources(label('Mylotarg (gemtuzumab ozogamicin)', 'Mylotarg')),
  },
  // ---------------------------------------------------------------- checkpoint inhibitors
  pembrolizumab: {
    indications: [
      'Many solid tumours and lymphomas, alone or with chemotherapy or other agents, per the label (melanoma including adjuvant; NSCLC including perioperative; head and neck; classical Hodgkin and primary mediastinal B-cell lymphoma; urothelial; MSI-H/dMMR and TMB-H solid tumours; MSI-H/dMMR colorectal; gastric/GEJ; oesophageal; cervical; hepatocellular; biliary; Merkel cell; renal cell; endometrial; cutaneous squamous cell; triple-negative breast cancer; mesothelioma).',
      'First-line gastric, GEJ and oesophageal cancer with chemotherapy (HER2-negative gastric or GEJ adenocarcinoma; oesophageal or GEJ carcinoma not amenable to resection or definitive chemoradiation): only when the tumour expresses PD-L1 (CPS ≥ 1) on an FDA-approved test, since the 2025 label revision; PD-L1 below 1 is no longer an indication (1).',
      'Subcutaneous pembrolizumab with berahyaluronidase alfa (Keytruda Qlex, approved September 2025): most of the adult solid-tumour indications of the IV product and paediatric patients 12 years and older where the IV product is indicated.',
    ],
    dosing: [
      {
        indication: 'Adults, all IV indications',
        dose: '200 mg IV over 30 minutes every 3 weeks, or 400 mg IV over 30 minutes every 6 weeks, alone or before chemotherapy on the same day. Duration per indication (e.g. up to 24 months in metastatic disease without progression; adjuvant melanoma up to 1 year).',
        modifications: [
          'Immune-mediated reactions: the class withhold/discontinue steps listed under administration (2.2).',
          'With axitinib in RCC: AST/ALT 3 x ULN or more but below 10 x ULN without bilirubin 2 x ULN or more, withhold both until grade 0-1; AST/ALT 10 x ULN or more, or above 3 x ULN with bilirubin 2 x ULN or more, permanently discontinue both.',
          'Haematologic toxicity in cHL or PMBCL: grade 4 withhold until grade 0-1.',
        ],
      },
      {
        indication:
          'Children (cHL, PMBCL, MSI-H/TMB-H tumours, Merkel cell, adjuvant melanoma and others per label)',
        dose: '2 mg/kg (up to 200 mg) IV over 30 minutes every 3 weeks.',
        modifications: ['Class withhold/discontinue steps (listed under administration).'],
      },
      {
        indication: 'Pembrolizumab-berahyaluronidase SC (Keytruda Qlex)',
        dose: 'Fixed dose SC every 3 weeks (injected over about 1 minute) or every 6 weeks (about 2 minutes), into the thigh or abdomen, per the Keytruda Qlex label.',
        modifications: [
          'Subcutaneous only, never given intravenously; not interchangeable with IV pembrolizumab mg for mg; avoid the 5 cm around the navel.',
        ],
      },
    ],
    administration: [
      'IV: dilute in 0.9% sodium chloride or 5% dextrose to 1-10 mg/mL; give over 30 minutes through a sterile, low-protein-binding 0.2-5 micron in-line or add-on filter; do not co-administer other drugs through the same line. No premedication is required.',
      ...IRAE_STEPS,
      'Monitor liver tests, creatinine, thyroid function and glucose at baseline and periodically.',
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (PD-1/PD-L1 blockade disturbs maternal tolerance of the fetus). Verify pregnancy status; effective contraception during treatment and for 4 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 4 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Single agent: fatigue, musculoskeletal pain, rash, diarrhoea, pyrexia, cough, decreased appetite, pruritus, dyspnoea, constipation, pain, abdominal pain, nausea, hypothyroidism',
          frequency: '≥20% (most common)',
        },
      ],
      serious: [
        'Severe and fatal immune-mediated reactions in any organ: pneumonitis, colitis, hepatitis, endocrinopathies, nephritis, dermatologic reactions, myocarditis, neurological toxicity (5.1).',
        'Infusion-related reactions; complications of allogeneic HSCT (fatal GVHD, VOD); increased mortality with a thalidomide analogue and dexamethasone in myeloma (not for use outside trials) (5).',
      ],
    },
    sources: sources(
      label('Keytruda (pembrolizumab)', 'Keytruda'),
      label('Keytruda Qlex (pembrolizumab and berahyaluronidase alfa-pmph)', 'Keytruda Qlex'),
    ),
  },

  nivolumab: {
    indications: [
      'Solid tumours and classical Hodgkin lymphoma per the label, alone, with ipilimumab, with chemotherapy or with cabozantinib (melanoma including adjuvant; NSCLC including neoadjuvant and perioperative; mesothelioma; RCC; cHL; head and neck; urothelial including adjuvant; MSI-H/dMMR colorectal; hepatocellular; oesophageal and GEJ; gastric).',
      'First-line advanced or metastatic gastric, GEJ or oesophageal adenocarcinoma with fluoropyrimidine- and platinum-containing chemotherapy, and first-line unresectable oesophageal squamous cell carcinoma with chemotherapy or with ipilimumab: only when the tumour expresses PD-L1 ≥ 1, since the 2025 label revision; PD-L1 below 1 is no longer an indication (1).',
      'Subcutaneous nivolumab-hyaluronidase (Opdivo Qvantig, approved December 2024): adult solid-tumour indications as monotherapy, as maintenance after IV nivolumab plus ipilimumab, or with chemotherapy or cabozantinib; not with IV ipilimumab.',
    ],
    dosing: [
      {
        indication: 'Adults, monotherapy (most indications)',
        dose: '240 mg IV every 2 weeks or 480 mg every 4 weeks, over 30 minutes. Adjuvant melanoma and urothelial: up to 1 year. Children 12 years and older under 40 kg (melanoma, MSI-H CRC): 3 mg/kg every 2 weeks or 6 mg/kg every 4 weeks.',
        modifications: [
          'Class withhold/discontinue steps (listed under administration); when given with ipilimumab, withhold or discontinue ipilimumab whenever nivolumab is withheld or discontinued.',
        ],
      },
      {
        indication: 'With ipilimumab',
        dose: 'Melanoma: nivolumab 1 mg/kg then ipilimumab 3 mg/kg on the same day every 3 weeks for 4 doses, then nivolumab 240 mg every 2 weeks or 480 mg every 4 weeks. RCC: nivolumab 3 mg/kg with ipilimumab 1 mg/kg every 3 weeks for 4 doses, then monotherapy. Metastatic NSCLC: nivolumab 360 mg every 3 weeks with ipilimumab 1 mg/kg every 6 weeks (with 2 cycles of platinum chemotherapy in one regimen), up to 2 years. Other combinations per label.',
        modifications: ['Give nivolumab first, then ipilimumab, with separate bags and filters.'],
      },
      {
        indication: 'Nivolumab-hyaluronidase SC (Opdivo Qvantig)',
        dose: '600 mg nivolumab/10,000 units hyaluronidase every 2 weeks, or 1,200 mg/20,000 units every 4 weeks, SC into the abdomen or thigh over 3-5 minutes; patients on IV nivolumab (alone, with chemotherapy or cabozantinib) may switch at the next dose.',
        modifications: [
          'Subcutaneous only, never given intravenously; not interchangeable with IV nivolumab mg for mg; not with IV ipilimumab; do not confuse with nivolumab-relatlimab (Opdualag).',
        ],
      },
    ],
    administration: [
      'IV: dilute in 0.9% sodium chloride or 5% dextrose to 1-10 mg/mL (total volume at most 160 mL at 40 kg or more, at most 4 mL/kg below 40 kg); invert gently; give over 30 minutes through a sterile, low-protein-binding 0.2-1.2 micron in-line filter; flush the line after. No premedication is required.',
      ...IRAE_STEPS,
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm. Verify pregnancy status; effective contraception during treatment and for 5 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 5 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Single agent: fatigue, rash, musculoskeletal pain, pruritus, diarrhoea, nausea, asthenia, cough, dyspnoea, constipation, decreased appetite, back pain, arthralgia, upper respiratory infection, pyrexia, headache, abdominal pain, vomiting',
          frequency: '≥20% (most common)',
        },
      ],
      serious: [
        'Severe and fatal immune-mediated reactions in any organ (5.1).',
        'Infusion-related reactions; complications of allogeneic HSCT; increased mortality in myeloma with a thalidomide analogue and dexamethasone (5).',
      ],
    },
    sources: sources(
      label('Opdivo (nivolumab)', 'Opdivo'),
      label('Opdivo Qvantig (nivolumab and hyaluronidase-nvhy)', 'Opdivo Qvantig'),
    ),
  },

  cemiplimab: {
    indications: [
      'Cutaneous squamous cell carcinoma: metastatic or locally advanced, not candidates for curative surgery or radiation; adjuvant treatment at high risk of recurrence after surgery and radiation.',
      'Locally advanced or metastatic basal cell carcinoma after or unsuitable for a hedgehog pathway inhibitor.',
      'NSCLC without EGFR, ALK or ROS1 aberrations: first line alone (PD-L1 50% or more) or with platinum chemotherapy.',
    ],
    dosing: [
      {
        indication: 'Advanced CSCC, BCC, NSCLC',
        dose: '350 mg IV over 30 minutes every 3 weeks; CSCC and BCC up to 24 months; NSCLC until progression or unacceptable toxicity.',
        modifications: [
          'Class withhold/discontinue steps (listed under administration) (no dose reduction).',
        ],
      },
      {
        indication: 'Adjuvant CSCC',
        dose: '350 mg IV every 3 weeks for 12 weeks, then 700 mg every 6 weeks (or 350 mg every 3 weeks throughout), for up to 48 weeks.',
        modifications: ['Class withhold/discontinue steps (listed under administration).'],
      },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride or 5% dextrose to 1-20 mg/mL; invert gently; give over 30 minutes through a sterile, low-protein-binding 0.2-5 micron in-line or add-on filter.',
      ...IRAE_STEPS,
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm. Verify pregnancy status; effective contraception during treatment and for 4 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 4 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Single agent: fatigue, musculoskeletal pain, rash, diarrhoea, anaemia',
          frequency: '≥15% (most common)',
        },
      ],
      serious: [
        'Severe and fatal immune-mediated reactions in any organ (5.1).',
        'Infusion-related reactions; complications of allogeneic HSCT (5).',
      ],
    },
    sources: sources(label('Libtayo (cemiplimab-rwlc)', 'Libtayo')),
  },

  dostarlimab: {
    indications: [
      'Primary advanced or recurrent endometrial cancer, with carboplatin and paclitaxel, then alone.',
      'dMMR recurrent or advanced endometrial cancer after platinum therapy, not candidates for curative surgery or radiation (single agent).',
      'dMMR recurrent or advanced solid tumours after prior treatment with no satisfactory alternative (accelerated approval).',
    ],
    dosing: [
      {
        indication: 'Endometrial cancer with carboplatin and paclitaxel',
        dose: '500 mg IV over 30 minutes every 3 weeks for 6 doses (before the chemotherapy on the same day), then 1,000 mg every 6 weeks as monotherapy, for up to 3 years.',
        modifications: [
          'Class withhold/discontinue steps (listed under administration) (no dose reduction).',
        ],
      },
      {
        indication: 'Single agent (dMMR endometrial, dMMR solid tumours)',
        dose: '500 mg IV every 3 weeks for 4 doses, then 1,000 mg every 6 weeks, until progression or unacceptable toxicity.',
        modifications: ['Class withhold/discontinue steps (listed under administration).'],
      },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride or 5% dextrose: 500 mg to 2-10 mg/mL, 1,000 mg to 4-10 mg/mL (bag at most 250 mL; polyolefin, EVA or DEHP-PVC); give over 30 minutes.',
      ...IRAE_STEPS,
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm. Verify pregnancy status; effective contraception during treatment and for 4 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 4 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Single agent (dMMR endometrial): fatigue/asthenia, nausea, diarrhoea, anaemia, constipation',
          frequency: '≥20% (most common)',
        },
      ],
      serious: [
        'Severe and fatal immune-mediated reactions in any organ (5.1).',
        'Infusion-related reactions; complications of allogeneic HSCT (5).',
      ],
    },
    sources: sources(label('Jemperli (dostarlimab-gxly)', 'Jemperli')),
  },

  atezolizumab: {
    indications: [
      'NSCLC: adjuvant after resection and platinum chemotherapy (stage II-IIIA, PD-L1 1% or more); first line alone (high PD-L1) or with bevacizumab-paclitaxel-carboplatin or nab-paclitaxel-carboplatin (non-squamous); after platinum chemotherapy.',
      'Extensive-stage small cell lung cancer, first line with carboplatin and etoposide.',
      'Unresectable or metastatic hepatocellular carcinoma without prior systemic therapy, with bevacizumab.',
      'BRAF V600-mutant unresectable or metastatic melanoma, with cobimetinib and vemurafenib.',
      'Unresectable or metastatic alveolar soft part sarcoma (adults and children 2 years and older).',
      'Subcutaneous atezolizumab-hyaluronidase (Tecentriq Hybreza, approved September 2024): the adult indications of the IV product.',
    ],
    dosing: [
      {
        indication: 'Adults, IV',
        dose: '840 mg every 2 weeks, 1,200 mg every 3 weeks, or 1,680 mg every 4 weeks (the combination labels fix which schedule; HCC: 1,200 mg then bevacizumab 15 mg/kg on the same day every 3 weeks). Adjuvant NSCLC: up to 1 year. Give before chemotherapy or bevacizumab on the same day.',
        modifications: [
          'Class withhold/discontinue steps (listed under administration) (no dose reduction).',
        ],
      },
      {
        indication: 'Atezolizumab-hyaluronidase SC (Tecentriq Hybreza)',
        dose: '1,875 mg atezolizumab/30,000 units hyaluronidase SC into the thigh over about 7 minutes every 3 weeks. Patients can switch between IV and SC at the next scheduled dose.',
        modifications: [
          'Subcutaneous only, never given intravenously; not interchangeable with IV atezolizumab mg for mg; check the vial label.',
        ],
      },
    ],
    administration: [
      'IV: dilute in 0.9% sodium chloride only (PVC, polyethylene or polyolefin bag) to 3.2-16.8 mg/mL; invert gently. First infusion over 60 minutes, later ones over 30 minutes if tolerated; an in-line 0.2-0.22 micron low-protein-binding filter may be used. Do not co-infuse other drugs.',
      ...IRAE_STEPS,
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm. Verify pregnancy status; effective contraception during treatment and for 5 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 5 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Single agent: fatigue/asthenia, nausea, cough, dyspnoea, decreased appetite',
          frequency: '≥20% (most common)',
        },
      ],
      serious: [
        'Severe and fatal immune-mediated reactions in any organ (5.1).',
        'Infusion-related reactions; complications of allogeneic HSCT (5).',
      ],
    },
    sources: sources(
      label('Tecentriq (atezolizumab)', 'Tecentriq'),
      label('Tecentriq Hybreza (atezolizumab and hyaluronidase-tqjs)', 'Tecentriq Hybreza'),
    ),
  },

  durvalumab: {
    indications: [
      'NSCLC: unresectable stage III after platinum chemoradiation (consolidation); resectable, perioperative with platinum chemotherapy; metastatic, with tremelimumab and platinum chemotherapy.',
      'Small cell lung cancer: limited stage after chemoradiation; extensive stage first line with etoposide and carboplatin or cisplatin.',
      'Biliary tract cancer with gemcitabine and cisplatin; unresectable hepatocellular carcinoma with tremelimumab (single priming dose); other indications per the current label (e.g. dMMR endometrial, muscle-invasive bladder cancer).',
    ],
    dosing: [
      {
        indication: 'Stage III NSCLC consolidation',
        dose: '10 mg/kg IV every 2 weeks or 1,500 mg every 4 weeks (patients under 30 kg: 10 mg/kg every 2 weeks), over 60 minutes, for up to 12 months.',
        modifications: [
          'Class withhold/discontinue steps (listed under administration) (no dose reduction).',
        ],
      },
      {
        indication: 'Regimens with chemotherapy (e.g. ES-SCLC)',
        dose: '1,500 mg (30 kg or more) every 3 weeks with the chemotherapy, given before it, then 1,500 mg every 4 weeks as a single agent; under 30 kg, 20 mg/kg every 3 weeks then 10 mg/kg every 2 weeks. Other regimens per the label table.',
        modifications: ['Class withhold/discontinue steps (listed under administration).'],
      },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride or 5% dextrose to 1-15 mg/mL; invert gently; give over 60 minutes through a sterile, low-protein-binding 0.2 or 0.22 micron in-line filter; do not co-administer other drugs through the same line.',
      ...IRAE_STEPS,
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm. Verify pregnancy status; effective contraception during treatment and for 3 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 3 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Single agent (stage III NSCLC): cough, fatigue, pneumonitis or radiation pneumonitis, upper respiratory infection, dyspnoea, rash',
          frequency: '≥20% (most common)',
        },
      ],
      serious: [
        'Severe and fatal immune-mediated reactions in any organ (5.1).',
        'Infusion-related reactions; complications of allogeneic HSCT (5).',
      ],
    },
    sources: sources(label('Imfinzi (durvalumab)', 'Imfinzi')),
  },

  avelumab: {
    indications: [
      'Metastatic Merkel cell carcinoma in adults and children 12 years and older.',
      'Urothelial carcinoma: maintenance after first-line platinum chemotherapy without progression; after platinum-containing chemotherapy.',
      'Advanced renal cell carcinoma, first line with axitinib.',
    ],
    dosing: [
      {
        indication: 'All indications',
        dose: '800 mg IV over 60 minutes every 2 weeks until progression or unacceptable toxicity (RCC: with axitinib 5 mg orally twice daily).',
        modifications: [
          'Class withhold/discontinue steps (listed under administration) (no dose reduction).',
          'With axitinib: raised AST/ALT with or without bilirubin per the label table; consider withholding both, rechallenge one at a time after recovery.',
        ],
      },
    ],
    administration: [
      'Premedicate with an antihistamine and acetaminophen before the first 4 infusions; later, by clinical judgement and prior reactions.',
      'Dilute in 250 mL 0.9% or 0.45% sodium chloride; invert gently; give over 60 minutes through a sterile, low-protein-binding 0.2 micron in-line filter; do not co-administer other drugs through the same line.',
      ...IRAE_STEPS,
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm. Verify pregnancy status; effective contraception during treatment and for at least 1 month after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for at least 1 month after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Single agent: fatigue, musculoskeletal pain, diarrhoea, nausea, infusion-related reaction, rash, decreased appetite, peripheral oedema',
          frequency: '≥20% (most common)',
        },
      ],
      serious: [
        'Severe and fatal immune-mediated reactions in any organ (5.1).',
        'Infusion-related reactions (premedication required); major adverse cardiovascular events with axitinib; complications of allogeneic HSCT (5).',
      ],
    },
    sources: sources(label('Bavencio (avelumab)', 'Bavencio')),
  },

  ipilimumab: {
    indications: [
      'Melanoma: unresectable or metastatic (adults and children 12 years and older), alone or with nivolumab; adjuvant after complete resection with regional lymph-node involvement.',
      'With nivolumab: advanced RCC (intermediate or poor risk), MSI-H/dMMR colorectal cancer, hepatocellular carcinoma, metastatic NSCLC (PD-L1 1% or more, or with 2 cycles of chemotherapy), malignant pleural mesothelioma, oesophageal squamous cell carcinoma (PD-L1 ≥ 1 only since the 2025 nivolumab label revision).',
    ],
    dosing: [
      {
        indication: 'Melanoma, single agent',
        dose: 'Unresectable or metastatic: 3 mg/kg IV over 30 minutes every 3 weeks for up to 4 doses. Adjuvant: 10 mg/kg IV over 90 minutes every 3 weeks for 4 doses, then every 12 weeks for up to 3 years.',
        modifications: [
          'Class withhold/discontinue steps (listed under administration); with nivolumab, withhold or discontinue both together.',
        ],
      },
      {
        indication: 'With nivolumab',
        dose: 'Melanoma and HCC: ipilimumab 3 mg/kg after nivolumab 1 mg/kg every 3 weeks for 4 doses. RCC and MSI-H CRC: ipilimumab 1 mg/kg after nivolumab 3 mg/kg every 3 weeks for 4 doses. NSCLC and mesothelioma: ipilimumab 1 mg/kg every 6 weeks with nivolumab 360 mg every 3 weeks, up to 2 years. Ipilimumab infusions over 30 minutes.',
        modifications: ['Class withhold/discontinue steps (listed under administration).'],
      },
    ],
    administration: [
      'Dilute in 0.9% sodium chloride or 5% dextrose to 1-2 mg/mL; invert gently; give over 30 or 90 minutes (per regimen) through a sterile, low-protein-binding 0.2-1.2 micron in-line filter, after nivolumab when both are given on the same day (separate bags and filters); flush the line after.',
      ...IRAE_STEPS,
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm (CTLA-4 blockade; higher rates of abortion, stillbirth and premature delivery in monkeys). Verify pregnancy status; effective contraception during treatment and for 3 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 3 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Single agent: fatigue, diarrhoea, pruritus, rash, colitis',
          frequency: '≥5% (most common)',
        },
        {
          reaction:
            'Also at 10 mg/kg (adjuvant): nausea, vomiting, headache, weight loss, pyrexia, decreased appetite, insomnia',
          frequency: '≥5%',
        },
      ],
      serious: [
        'Severe and fatal immune-mediated reactions, more frequent and severe than with PD-1 blockade, dose-related (colitis, hepatitis, dermatitis, endocrinopathies, neuropathies) (5.1).',
        'Infusion-related reactions; complications of allogeneic HSCT (5).',
      ],
    },
    sources: sources(label('Yervoy (ipilimumab)', 'Yervoy')),
  },

  relatlimab: {
    indications: [
      'Unresectable or metastatic melanoma in adults and children 12 years and older, as the fixed-dose combination nivolumab and relatlimab-rmbw (Opdualag); relatlimab is not available alone.',
    ],
    dosing: [
      {
        indication: 'Melanoma (Opdualag)',
        dose: 'Nivolumab 480 mg with relatlimab 160 mg IV over 30 minutes every 4 weeks (adults, and children 12 years and older weighing at least 40 kg), until progression or unacceptable toxicity.',
        modifications: [
          'No dose reduction. Withhold for grade 3 immune-mediated reactions; permanently discontinue for grade 4, recurrent grade 3 needing systemic immunosuppression, or inability to taper prednisone to 10 mg/day or less within 12 weeks; organ-specific steps as listed under administration.',
        ],
      },
    ],
    administration: [
      'Do not confuse Opdualag (nivolumab-relatlimab) with Opdivo or Opdivo Qvantig.',
      'May be given undiluted or diluted in 0.9% sodium chloride or 5% dextrose (total volume at most 160 mL); invert gently; give over 30 minutes through a low-protein-binding in-line filter; flush the line with sodium chloride after.',
      ...IRAE_STEPS,
    ],
    hazardous: antibodyUnconfirmed(),
    pregnancy:
      'Can cause fetal harm. Verify pregnancy status; effective contraception during treatment and for at least 5 months after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for at least 5 months after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Musculoskeletal pain, fatigue, rash, pruritus, diarrhoea',
          frequency: '≥20% (most common)',
        },
        {
          reaction:
            'Laboratory: decreased haemoglobin and lymphocytes, increased AST/ALT, decreased sodium',
          frequency: '≥20%',
        },
      ],
      serious: [
        'Severe and fatal immune-mediated reactions in any organ, including myocarditis (5.1).',
        'Infusion-related reactions; complications of allogeneic HSCT (5).',
      ],
    },
    sources: sources(label('Opdualag (nivolumab and relatlimab-rmbw)', 'Opdualag')),
  },

  // ---------------------------------------------------------------- T-cell engager
  blinatumomab: {
    indications: [
      'CD19-positive B-cell precursor ALL in adults and children 1 month and older: in first or second complete remission with MRD 0.1% or more; relapsed or refractory; Philadelphia-negative disease in the consolidation phase of multiphase chemotherapy.',
    ],
    dosing: [
      {
        indication: 'Relapsed or refractory B-ALL (45 kg or more)',
        dose: 'Continuous IV infusion. Induction cycle 1: 9 mcg/day on days 1-7 and 28 mcg/day on days 8-28, then 14 days off; cycle 2: 28 mcg/day on days 1-28, 14 days off; consolidation cycles 3-5 the same; continued therapy cycles 6-9: 28 mcg/day on days 1-28, 56 days off. Under 45 kg: 5 mcg/m2/day (maximum 9) then 15 mcg/m2/day (maximum 28).',
        modifications: [
          'Cytokine release syndrome: grade 3 interrupt until resolved, restart at 9 mcg/day and escalate to 28 mcg/day after 7 days if it does not recur; grade 4 permanently discontinue. Treat with corticosteroids (tocilizumab if refractory per practice).',
          'Neurological toxicity: more than one seizure, permanently discontinue; grade 3 interrupt until grade 1 or better for at least 3 days, restart at 9 mcg/day and escalate after 7 days; discontinue if it occurred at 9 mcg/day or took over 7 days to resolve; grade 4 permanently discontinue.',
          'Other clinically relevant grade 3 reactions: interrupt until grade 1 or better, restart at 9 mcg/day, escalate after 7 days; discontinue if resolution takes over 14 days. Interruption of 7 days or less: continue the cycle to 28 infusion days; longer: start a new cycle.',
        ],
      },
      {
        indication: 'MRD-positive B-ALL and Ph-negative consolidation (45 kg or more)',
        dose: '28 mcg/day by continuous IV infusion on days 1-28 of each cycle, followed by the treatment-free interval of the label schedule (under 45 kg: 15 mcg/m2/day, maximum 28).',
        modifications: ['CRS and neurological steps as above.'],
      },
    ],
    administration: [
      'Premedication: relapsed/refractory adults, dexamethasone 20 mg 1 hour before the first dose of each cycle, before a step dose (cycle 1 day 8) and on restarting after an interruption of 4 hours or more; MRD-positive adults, prednisone 100 mg IV or equivalent (e.g. dexamethasone 16 mg) 1 hour before the first dose of each cycle; consolidation adults, dexamethasone 20 mg IV within 1 hour before the first dose of each cycle; children 5 mg/m2 dexamethasone (maximum 20 mg).',
      'Hospitalise for the first 9 days of cycle 1 and the first 2 days of cycle 2 (relapsed/refractory), or the first 3 days of cycle 1 and 2 days of cycle 2 (MRD-positive, consolidation); supervise later cycle starts and restarts.',
      'Bag preparation (follow the label’s volume tables exactly; errors have caused overdoses): reconstitute each 35 mcg vial with 3 mL preservative-free sterile water (12.5 mcg/mL) — never with the IV solution stabilizer. Add 270 mL 0.9% sodium chloride to the bag, then 5.5 mL IV solution stabilizer (it coats the bag and tubing so the drug does not adhere), mix, then the reconstituted blinatumomab volume.',
      'Infuse with a programmable, lockable, alarmed pump through a sterile, low-protein-binding 0.2 micron in-line filter at a constant rate: 10 mL/h for 24 hours, 5 mL/h for 48 hours, or 0.6 mL/h for the 7-day bag (prepared with preservative-containing bacteriostatic saline; not for patients under 22 kg). Do not flush the line, especially when changing bags (a flush gives a bolus); use a dedicated lumen.',
      'Protect vials of drug and stabilizer from light until use; prepared bags per the label’s storage table.',
    ],
    hazardous: {
      niosh: 'unknown',
      note: 'NIOSH 2024 table placement not confirmed at review. The label asks for protective clothing and gloves during preparation; prepare in a biological safety cabinet under the institution’s hazardous-drug policy.',
    },
    pregnancy:
      'May cause fetal B-cell depletion. Verify pregnancy status; effective contraception during treatment and for 48 hours after the last dose (8.1, 8.3).',
    lactation:
      'Advise not to breastfeed during treatment and for 48 hours after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Pyrexia, infusion-related reactions/CRS, infections, headache, neutropenia and febrile neutropenia, anaemia, thrombocytopenia, tremor',
          frequency: 'most common (≥20% in relapsed/refractory ALL)',
        },
      ],
      serious: [
        'Cytokine release syndrome, sometimes life-threatening or fatal (boxed warning).',
        'Neurological toxicities including ICANS, seizures, encephalopathy, speech disorders, sometimes fatal (boxed warning); advise against driving or hazardous activities while receiving it.',
        'Serious infections, tumour lysis, neutropenia, raised liver enzymes, pancreatitis, leukoencephalopathy, medication errors in preparation (5).',
      ],
    },
    sources: sources(label('Blincyto (blinatumomab)', 'Blincyto')),
  },
};

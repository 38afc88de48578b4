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
      'Boxed warning: embryo-fetal toxicity. Verify pregnancy status; females use effective contraception during treatment and for 7 months after the last dose; males with female partners of reproductive potential for 4 months after (8.1, 8.3).',
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
};

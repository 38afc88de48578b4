import type { MonographInput } from '../../../core/knowledge/drug';
import { NIOSH_2024 } from '../monograph-sources';
import {
  CONTRACEPTION_83,
  LABEL_LIST,
  NO_BREASTFEEDING,
  NO_PERCENT,
  OLD_PREGNANCY,
  OLD_SECTIONS,
  PLR_SECTIONS,
  STOP_BREASTFEEDING,
  TABLE_1,
  TABLE_1_ORAL,
  label,
} from './cytotoxic-shared';

/** Batch 4: antifolate, hypomethylating agents and purine analogues. */
export const cytotoxicMonographs4: Record<string, MonographInput> = {
  pralatrexate: {
    indications: [
      'Relapsed or refractory peripheral T-cell lymphoma (accelerated approval on response rate).',
    ],
    dosing: [
      {
        indication: 'Peripheral T-cell lymphoma',
        dose: '30 mg/m2 IV over 3-5 minutes once weekly for 6 weeks of each 7-week cycle, until progression or unacceptable toxicity.',
        modifications: [
          'Before each dose: mucositis grade 1 or less, platelets at least 100,000/uL for the first dose and 50,000/uL for later doses, ANC at least 1,000/uL.',
          'Mucositis grade 2: omit the dose and continue the prior dose on recovery; grade 2 recurrence or grade 3: omit, then 20 mg/m2; grade 4: stop.',
          'Platelets below 50,000/uL: omit for 1 week and continue the prior dose; 2 weeks, omit then 20 mg/m2; 3 weeks, stop.',
          'Other grade 3 toxicity (including liver tests): omit, then 20 mg/m2 on recovery to grade 2 or less; grade 4: stop. Omitted doses are not made up and reduced doses are not re-escalated.',
          'Severe renal impairment (eGFR 15-29 mL/min/1.73 m2): 15 mg/m2, reduced to 10 mg/m2 for toxicity; end-stage renal disease: avoid unless the benefit justifies the risk.',
        ],
      },
    ],
    administration: [
      'Give undiluted as an IV push over 3-5 minutes into the side port of a free-flowing 0.9% sodium chloride line.',
      'Folic acid 1-1.25 mg orally once daily starting 10 days before the first dose, through treatment and for 30 days after the last dose.',
      'Vitamin B12 1 mg IM within 10 weeks before the first dose and every 8-10 weeks thereafter (may be given on a treatment day).',
      'Vials are refrigerated in the carton to protect from light; avoid NSAIDs and probenecid, which delay clearance.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: 'Do not breastfeed during treatment and for 1 week after the last dose (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Mucositis', frequency: '70%' },
        { reaction: 'Thrombocytopenia', frequency: '41%' },
        { reaction: 'Nausea', frequency: '40%' },
        { reaction: 'Fatigue', frequency: '36%' },
        { reaction: 'Anaemia', frequency: '34%' },
        { reaction: 'Constipation', frequency: '33%' },
        { reaction: 'Pyrexia', frequency: '32%' },
        { reaction: 'Oedema', frequency: '30%' },
        { reaction: 'Neutropenia', frequency: '24%' },
      ],
      serious: [
        'Myelosuppression (5.1) and mucositis (5.2).',
        'Severe dermatological reactions including fatal toxic epidermal necrolysis (5.3).',
        'Tumour lysis syndrome (5.4); hepatotoxicity (5.5); more toxicity with renal impairment, serious in end-stage renal disease (5.6).',
      ],
    },
    sources: [
      label(
        'Folotyn (pralatrexate)',
        PLR_SECTIONS,
        'https://api.fda.gov/drug/label.json?search=openfda.generic_name:%22Pralatrexate%22',
      ),
      NIOSH_2024,
    ],
  },

  azacitidine: {
    indications: [
      'Myelodysplastic syndromes (FAB subtypes RA or RARS with cytopenias or transfusion need, RAEB, RAEB-T, CMMoL) (Vidaza, IV or SC).',
      'Juvenile myelomonocytic leukaemia, newly diagnosed, in children (Vidaza).',
      'Acute myeloid leukaemia in first complete remission (CR or CRi) after intensive induction, when intensive curative therapy cannot be completed (Onureg tablets).',
    ],
    dosing: [
      {
        indication: 'Myelodysplastic syndromes (Vidaza)',
        dose: '75 mg/m2 SC or IV once daily for 7 days, every 4 weeks; after 2 cycles the dose may rise to 100 mg/m2 if there is no benefit and no toxicity other than nausea and vomiting. Treat for at least 4-6 cycles.',
        modifications: [
          'Normal baseline counts (WBC at least 3,000/uL, ANC at least 1,500/uL, platelets at least 75,000/uL): nadir ANC below 500/uL or platelets below 25,000/uL, 50% of the dose next course; ANC 500-1,500/uL or platelets 25,000-50,000/uL, 67%.',
          'Unexplained fall of serum bicarbonate below 20 mEq/L: 50% of the dose next course.',
          'Unexplained rise in BUN or serum creatinine: delay the next cycle until values return to normal or baseline, then 50% of the dose.',
        ],
      },
      {
        indication: 'AML maintenance (Onureg tablets)',
        dose: '300 mg orally once daily on days 1-14 of each 28-day cycle.',
        modifications: [
          'Do not give a cycle if ANC is below 500/uL on day 1; delay until it recovers to 500/uL or more.',
          'Onureg is not interchangeable with injectable azacitidine.',
        ],
      },
    ],
    administration: [
      'Premedicate for nausea and vomiting.',
      'IV: dilute in 0.9% sodium chloride or lactated Ringer’s and infuse over 10-40 minutes, finishing within 1 hour of reconstitution; not compatible with 5% dextrose or bicarbonate-containing solutions.',
      'SC: rotate sites (thigh, abdomen, upper arm), each new injection at least 2.5 cm from the last.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: 'Do not breastfeed during treatment and for 1 week after the last dose (8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Nausea, anaemia, thrombocytopenia, vomiting, pyrexia, leukopenia, diarrhoea, injection-site erythema, constipation, neutropenia, ecchymosis (SC route)',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Myelosuppression with infection and bleeding (5.1).',
        'Hepatotoxicity in patients with extensive tumour burden in the liver; contraindicated in advanced malignant hepatic tumours.',
        'Renal toxicity including renal tubular acidosis and renal failure; tumour lysis syndrome.',
      ],
    },
    sources: [
      label('Vidaza (azacitidine for injection)', PLR_SECTIONS),
      label('Onureg (azacitidine tablets)', '2 Dosage and Administration'),
      NIOSH_2024,
    ],
  },

  decitabine: {
    indications: [
      'Myelodysplastic syndromes, previously treated or untreated, de novo or secondary, all FAB subtypes and IPSS intermediate-1, intermediate-2 and high-risk groups.',
    ],
    dosing: [
      {
        indication: 'Myelodysplastic syndromes, 3-day regimen',
        dose: '15 mg/m2 by continuous IV infusion over 3 hours every 8 hours for 3 days, repeated every 6 weeks, for at least 4 cycles.',
        modifications: [
          'If recovery (ANC at least 1,000/uL and platelets at least 50,000/uL) takes more than 6 but less than 8 weeks: delay up to 2 weeks and restart at 11 mg/m2 every 8 hours (33 mg/m2/day, 99 mg/m2/cycle).',
          'Recovery taking 8-10 weeks: assess for progression by marrow aspirate; without progression delay up to 2 more weeks and restart at 11 mg/m2 every 8 hours.',
        ],
      },
      {
        indication: 'Myelodysplastic syndromes, 5-day regimen',
        dose: '20 mg/m2 by continuous IV infusion over 1 hour once daily for 5 days, repeated every 4 weeks, for at least 4 cycles.',
        modifications: ['Delay the next cycle for myelosuppression until counts recover.'],
      },
    ],
    administration: [
      'Reconstitute and dilute to 0.1-1 mg/mL in 0.9% sodium chloride, 5% dextrose or lactated Ringer’s (cold infusion fluids if not given within 15 minutes, per the label).',
      'Antiemetic premedication may be given. Check blood counts before each cycle and liver chemistry and creatinine before starting.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Neutropenia', frequency: '90% (3-day regimen trial)' },
        { reaction: 'Thrombocytopenia', frequency: '89%' },
        { reaction: 'Anaemia', frequency: '82%' },
        { reaction: 'Pyrexia', frequency: '53%' },
        { reaction: 'Nausea', frequency: '42%' },
        { reaction: 'Cough', frequency: '40%' },
        { reaction: 'Petechiae', frequency: '39%' },
        { reaction: 'Constipation', frequency: '35%' },
        { reaction: 'Diarrhoea', frequency: '34%' },
        { reaction: 'Hyperglycaemia', frequency: '33%' },
      ],
      serious: [
        'Myelosuppression with febrile neutropenia, infection and bleeding (5.1).',
        'Embryo-fetal toxicity (5.2).',
      ],
    },
    sources: [label('Dacogen (decitabine)', PLR_SECTIONS), NIOSH_2024],
  },

  fludarabine: {
    indications: [
      'B-cell chronic lymphocytic leukaemia that has not responded to, or has progressed during or after, at least one alkylating-agent regimen.',
    ],
    dosing: [
      {
        indication: 'B-cell CLL',
        dose: '25 mg/m2 IV over about 30 minutes once daily for 5 consecutive days, every 28 days; give 3 further cycles after the maximal response, then stop.',
        modifications: [
          'Delay or reduce for haematological or non-haematological toxicity; consider delaying or stopping for neurotoxicity; stop for haemolysis.',
          'Renal impairment (current PLR generic labels): CrCl 50-79 mL/min, 20 mg/m2; CrCl 30-49 mL/min, 15 mg/m2; below 30 mL/min, do not give. Older labels: CrCl 30-70 mL/min/1.73 m2, reduce by 20%.',
          'Advanced age and bone marrow impairment also predispose to toxicity: monitor closely.',
        ],
      },
    ],
    administration: [
      'Reconstitute the powder with 2 mL sterile water (25 mg/mL); dilute in 100-125 mL of 5% dextrose or 0.9% sodium chloride (or give in 10 mL 0.9% sodium chloride) and infuse over about 30 minutes.',
      'Do not combine with pentostatin (fatal pulmonary toxicity, boxed warning).',
      'Irradiate cellular blood products given to patients treated with fludarabine (transfusion-associated graft-versus-host disease).',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [],
      serious: [
        'Severe neurotoxicity (blindness, coma, death) at high doses, and coma, seizures, agitation and confusion at CLL doses (boxed).',
        'Fatal autoimmune haemolytic anaemia, immune thrombocytopenia, Evans syndrome and acquired haemophilia, recurring on rechallenge (boxed).',
        'Fatal pulmonary toxicity with pentostatin (boxed).',
        'Severe, cumulative myelosuppression including trilineage marrow hypoplasia lasting up to about a year; opportunistic infections; tumour lysis syndrome.',
      ],
    },
    sources: [label('Fludarabine phosphate injection (Fludara)', PLR_SECTIONS), NIOSH_2024],
  },

  clofarabine: {
    indications: [
      'Relapsed or refractory acute lymphoblastic leukaemia after at least two prior regimens, in patients aged 1-21 years.',
    ],
    dosing: [
      {
        indication: 'Acute lymphoblastic leukaemia (ages 1-21)',
        dose: '52 mg/m2 IV over 2 hours once daily for 5 consecutive days, repeated every 2-6 weeks after recovery or return to baseline organ function.',
        modifications: [
          'Start later cycles no sooner than 14 days after day 1 of the previous cycle and when ANC is at least 750/uL.',
          'ANC below 500/uL for 4 weeks or more: reduce the next cycle by 25%.',
          'Clinically significant infection: withhold until controlled, then restart at full dose.',
          'Grade 3 non-infectious non-haematological toxicity (other than nausea, vomiting and transient transaminase or bilirubin rises): withhold, then restart at a 25% lower dose on resolution; grade 4: stop.',
          'Hypotension during the 5 days of dosing, or signs of capillary leak or SIRS: stop.',
          'CrCl 30-60 mL/min: reduce the dose by 50%; below 30 mL/min, no recommendation (insufficient data).',
        ],
      },
    ],
    administration: [
      'IV infusion over 2 hours; give no other drug through the same line.',
      'Give IV fluids throughout the 5 days; consider prophylactic steroids (for example hydrocortisone 100 mg/m2 on days 1-3) against SIRS or capillary leak.',
      'Monitor renal and hepatic function, blood pressure and cardiac function during dosing.',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [],
      serious: [
        'Myelosuppression and serious infections, including fatal sepsis (5.1, 5.2).',
        'Hyperuricaemia and tumour lysis syndrome (5.3).',
        'Systemic inflammatory response syndrome and capillary leak syndrome (5.4).',
        'Venous occlusive disease of the liver and hepatotoxicity; nephrotoxicity; enterocolitis; serious skin reactions.',
      ],
    },
    sources: [label('Clolar (clofarabine)', PLR_SECTIONS), NIOSH_2024],
  },

  nelarabine: {
    indications: [
      'T-cell acute lymphoblastic leukaemia and T-cell lymphoblastic lymphoma that has not responded to, or has relapsed after, at least two chemotherapy regimens.',
    ],
    dosing: [
      {
        indication: 'T-ALL and T-LBL, adults',
        dose: '1,500 mg/m2 IV over 2 hours on days 1, 3 and 5, repeated every 21 days.',
        modifications: [
          'Stop for neurological adverse reactions of grade 2 or higher (boxed).',
          'Other toxicity, including haematological: the dose may be delayed.',
          'CrCl below 50 mL/min: insufficient data for a recommendation; monitor closely.',
        ],
      },
      {
        indication: 'T-ALL and T-LBL, paediatric patients',
        dose: '650 mg/m2 IV over 1 hour once daily for 5 consecutive days, repeated every 21 days.',
        modifications: [],
      },
    ],
    administration: [
      'Give undiluted; transfer the dose into PVC or glass bags or containers.',
      'Give IV hydration, and allopurinol where hyperuricaemia is expected, to patients at risk of tumour lysis.',
      'Prior or concurrent intrathecal chemotherapy or craniospinal irradiation raises the risk of neurotoxicity. Patients should not drive or operate machinery (somnolence).',
    ],
    hazardous: TABLE_1,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        { reaction: 'Anaemia, neutropenia, thrombocytopenia', frequency: 'over 50%' },
        {
          reaction:
            'Fatigue, somnolence, dizziness, peripheral neuropathy, nausea, cough, dyspnoea (adults)',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Severe neurotoxicity: somnolence, confusion, seizures, peripheral neuropathy up to paralysis, demyelination and Guillain-Barré-like ascending neuropathy, not always reversible (boxed).',
        'Myelosuppression with febrile neutropenia; tumour lysis syndrome; fatal opportunistic infections.',
      ],
    },
    sources: [label('Arranon (nelarabine)', PLR_SECTIONS), NIOSH_2024],
  },

  mercaptopurine: {
    indications: [
      'Acute lymphoblastic leukaemia: maintenance therapy as part of a combination regimen.',
    ],
    dosing: [
      {
        indication: 'ALL maintenance',
        dose: '1.5-2.5 mg/kg (50-75 mg/m2) orally once daily as part of combination maintenance therapy; adjust to keep ANC at the desired level.',
        modifications: [
          'Homozygous TPMT or NUDT15 deficiency: usually 10% or less of the standard dose; reduce the starting dose when the deficiency is known.',
          'Heterozygous TPMT and/or NUDT15 deficiency: reduce by tolerability; patients heterozygous for both may need larger reductions.',
          'Test TPMT and NUDT15 status after severe or repeated myelosuppression; examine the marrow if myelosuppression is prolonged.',
          'With allopurinol: reduce mercaptopurine to one-third to one-quarter of the usual dose.',
          'Renal or hepatic impairment: start at the low end of the dose range.',
        ],
      },
    ],
    administration: [
      'Take consistently either with or without food; a missed dose is skipped and the next scheduled dose taken.',
      'Purixan suspension (20 mg/mL): shake well for at least 30 seconds, measure with the oral syringes supplied, and use within 8 weeks of opening.',
      'Caregivers should wear gloves when handling the tablets or suspension and wash any spill off the skin.',
    ],
    hazardous: TABLE_1_ORAL,
    pregnancy: CONTRACEPTION_83,
    lactation: NO_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction: 'Myelosuppression (anaemia, leukopenia, thrombocytopenia)',
          frequency: 'over 20% (label list)',
        },
      ],
      serious: [
        'Severe myelosuppression, higher with TPMT or NUDT15 deficiency (5.1).',
        'Hepatotoxicity including hepatic veno-occlusive disease and cholestasis (5.2).',
        'Immunosuppression, treatment-related malignancy including hepatosplenic T-cell lymphoma, embryo-fetal toxicity.',
      ],
    },
    sources: [
      label('Purixan (mercaptopurine) oral suspension', PLR_SECTIONS),
      label('Purinethol (mercaptopurine) tablets', OLD_SECTIONS),
      NIOSH_2024,
    ],
  },

  thioguanine: {
    indications: [
      'Acute non-lymphocytic (myeloid) leukaemia: remission induction and consolidation.',
    ],
    dosing: [
      {
        indication: 'Acute non-lymphocytic leukaemia',
        dose: '2 mg/kg orally once daily (the whole daily dose may be taken at once); if after 4 weeks there is no improvement and no leukocyte or platelet depression, 3 mg/kg daily.',
        modifications: [
          'Not recommended for maintenance or other long-term continuous use (liver toxicity from vascular endothelial damage, including veno-occlusive disease).',
          'Stop at the first sign of an abnormally large fall in any blood cell line, and for signs of liver toxicity (jaundice, hepatomegaly, portal hypertension, thrombocytopenia out of proportion to neutropenia).',
          'TPMT or NUDT15 deficiency: substantial dose reductions may be needed to avoid life-threatening myelosuppression.',
        ],
      },
    ],
    administration: [
      'Tablets (40 mg) taken orally; check blood counts frequently and liver tests weekly when starting, then monthly.',
      'Handle tablets with gloves; do not crush.',
    ],
    hazardous: TABLE_1_ORAL,
    pregnancy: OLD_PREGNANCY,
    lactation: STOP_BREASTFEEDING,
    adverseReactions: {
      common: [
        {
          reaction: 'Myelosuppression (anaemia, leukopenia, thrombocytopenia)',
          frequency: NO_PERCENT,
        },
        {
          reaction: 'Hyperuricaemia, nausea, vomiting, anorexia, stomatitis',
          frequency: NO_PERCENT,
        },
      ],
      serious: [
        'Hepatotoxicity: veno-occlusive disease, nodular regenerative hyperplasia, portal hypertension, especially with long-term use (WARNINGS).',
        'Severe myelosuppression, faster with inherited TPMT deficiency.',
      ],
    },
    sources: [label('Tabloid (thioguanine) tablets', OLD_SECTIONS), NIOSH_2024],
  },

  hydroxyurea: {
    indications: [
      'Resistant chronic myeloid leukaemia (Hydrea).',
      'Locally advanced squamous cell carcinoma of the head and neck, excluding the lip, with concurrent chemoradiation (Hydrea).',
      'Sickle cell anaemia with recurrent moderate to severe painful crises, to reduce crises and transfusion need (Droxia in adults; Siklos from age 2).',
    ],
    dosing: [
      {
        indication: 'CML and head and neck cancer (Hydrea)',
        dose: '15 mg/kg orally once daily, based on actual or ideal weight, whichever is less; with radiotherapy, start at least 7 days before irradiation.',
        modifications: [
          'Reduce or stop for myelosuppression or cutaneous vasculitis; check blood counts at least weekly and correct severe anaemia before starting.',
          'CrCl below 60 mL/min or end-stage renal disease: 7.5 mg/kg once daily (50% reduction); on dialysis days give after haemodialysis.',
        ],
      },
      {
        indication: 'Sickle cell anaemia (Droxia)',
        dose: '15 mg/kg orally once daily, raised by 5 mg/kg/day every 12 weeks as counts allow, to a maximum of 35 mg/kg/day.',
        modifications: [
          'Hold for the count thresholds in the product label, then resume at a lower dose.',
        ],
      },
    ],
    administration: [
      'Swallow capsules whole; do not open, break or chew them.',
      'Wear gloves to handle the capsules or bottles; wash off any contact with powder from a broken capsule.',
      'Prophylactic folic acid is recommended (macrocytosis may mask folate deficiency).',
    ],
    hazardous: TABLE_1_ORAL,
    pregnancy: CONTRACEPTION_83,
    lactation: 'Stop breastfeeding during treatment (8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Leukopenia, anaemia and occasionally thrombocytopenia',
          frequency: 'most common, over 10% (label list)',
        },
      ],
      serious: [
        'Myelosuppression (5.1); secondary leukaemia and skin cancer with long-term use (5.2).',
        'Cutaneous vasculitic ulceration and gangrene, mostly in myeloproliferative disease with interferon (5.4).',
        'Pancreatitis, hepatotoxicity and peripheral neuropathy with antiretrovirals such as didanosine and stavudine; radiation recall; macrocytosis.',
      ],
    },
    sources: [
      label('Hydrea (hydroxyurea) capsules', PLR_SECTIONS),
      label('Droxia (hydroxyurea) capsules', '2 Dosage and Administration'),
      NIOSH_2024,
    ],
  },
};

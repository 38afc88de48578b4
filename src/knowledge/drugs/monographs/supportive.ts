import type { MonographInput } from '../../../core/knowledge/drug';
import type { Source } from '../../../core/knowledge/source';
import { NIOSH_2024 } from '../monograph-sources';

/*
 * Monographs (issue 13, "the essentials for supportive drugs") for the supportive-oncology drugs
 * of `../supportive-oncology.ts`: rescue and protective agents, antidotes, urate-lowering drugs,
 * growth factors, antiemetics, bone-modifying agents and ESAs. Each is paraphrased from the US
 * label named in its sources (DailyMed/openFDA text as republished by manufacturers, drug
 * references and label reprints), checked with the search tool in November 2026. A number the
 * review could not confirm is left out, and a frequency the label gives only as a list is marked
 * so. Organ-function rules live on the record (`renal`, `hepatic`); the dosing lines repeat them
 * only where they change the dose itself (a ratio, a CrCl table).
 */

/** DailyMed search for a product's current SPL (set ids of brand and generic labels change). */
function dailyMed(query: string): string {
  return `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(query)}`;
}

/** The product label as a monograph source, with the sections read. */
function usLabel(product: string, sections: string, query: string): Source {
  return {
    kind: 'label',
    title: `${product} US prescribing information`,
    section: sections,
    url: dailyMed(query),
  };
}

/** Sections of a PLR-format label the monographs are read from. */
const PLR =
  '1 Indications and Usage; 2 Dosage and Administration; 5 Warnings and Precautions; 6 Adverse Reactions; 8.1-8.3 Pregnancy, Lactation, Reproductive Potential';
/** The same for older (non-PLR) labels, which carry no section numbers. */
const OLD =
  'INDICATIONS AND USAGE; DOSAGE AND ADMINISTRATION; WARNINGS; PRECAUTIONS (Pregnancy, Nursing Mothers); ADVERSE REACTIONS';

/** ASCO antiemetic guideline update (Hesketh PJ et al., J Clin Oncol 2020), for off-label antiemetic doses. */
const ASCO_ANTIEMETICS_2020: Source = {
  kind: 'guideline',
  title: 'Hesketh PJ et al. Antiemetics: ASCO guideline update. J Clin Oncol 2020;38:2782-2797',
  pmid: '32658626',
  year: 2020,
};

/** Named in the label's list of most common reactions; no percentage was confirmed here. */
const LABEL_LIST = 'most common (label list)';

/**
 * NIOSH 2024 placement of a supportive drug whose row this review could not read. The list's
 * tables were seen only in part (the T-Z rows of Table 2 in a reprint), so absence is not
 * asserted: `unknown`, with what the label itself says about handling.
 */
function nioshUnconfirmed(labelHandling?: string): MonographInput['hazardous'] {
  const base =
    'NIOSH 2024 table placement not confirmed at review (the full list could not be read); not an antineoplastic.';
  return { niosh: 'unknown', note: labelHandling ? `${base} Label: ${labelHandling}` : base };
}

export const supportiveMonographs: Record<string, MonographInput> = {
  leucovorin: {
    indications: [
      'Rescue after high-dose methotrexate in osteosarcoma.',
      'To diminish toxicity from impaired methotrexate elimination and from inadvertent overdose of folic acid antagonists.',
      'With fluorouracil to prolong survival in the palliative treatment of advanced colorectal cancer.',
      'Megaloblastic anaemia from folate deficiency when oral therapy is not feasible (injection); not for pernicious anaemia or B12 deficiency.',
    ],
    dosing: [
      {
        indication:
          'Rescue after high-dose methotrexate (label schedule for methotrexate 12 g/m2 over 4 hours)',
        dose: '15 mg (about 10 mg/m2) every 6 hours for 10 doses, starting 24 hours after the start of the methotrexate infusion (IV or IM; orally only where the dose allows). Check serum creatinine and methotrexate at least daily; continue leucovorin, hydration and urinary alkalinisation (pH 7.0 or higher) until methotrexate is below 0.05 micromolar.',
        modifications: [
          'Normal elimination (methotrexate about 10 micromolar at 24 h, 1 at 48 h, below 0.2 at 72 h): 15 mg every 6 hours for 60 hours (10 doses from hour 24).',
          'Delayed late elimination (above 0.2 micromolar at 72 h and above 0.05 at 96 h): continue 15 mg every 6 hours until methotrexate is below 0.05 micromolar.',
          'Delayed early elimination or acute kidney injury (50 micromolar or more at 24 h, or 5 or more at 48 h, or serum creatinine up 100% or more at 24 h): 150 mg IV every 3 hours until methotrexate is below 1 micromolar, then 15 mg IV every 3 hours until below 0.05 micromolar.',
          'Third-space fluid (ascites, pleural effusion), renal insufficiency or poor hydration delay methotrexate excretion: higher doses or longer rescue may be needed.',
          'Overdose of a folate antagonist: start as soon as possible; effectiveness falls as the interval grows. Dose and duration follow serum methotrexate levels.',
        ],
      },
      {
        indication: 'Advanced colorectal cancer with fluorouracil',
        dose: 'Either 200 mg/m2 by slow IV injection over at least 3 minutes followed by fluorouracil 370 mg/m2 IV, or 20 mg/m2 IV followed by fluorouracil 425 mg/m2 IV; daily for 5 days, repeated every 4 weeks for 2 courses, then every 4-5 weeks once recovered from toxicity.',
        modifications: [
          'Leucovorin is not adjusted for toxicity; the fluorouracil dose is (reduce by 20% after moderate and by 30% after severe haematologic or GI toxicity; may rise 10% after none).',
          'Do not start or continue treatment while GI toxicity (stomatitis, diarrhoea) persists.',
        ],
      },
    ],
    administration: [
      'IV (injection or infusion) or IM; never intrathecal (may be harmful or fatal).',
      'Because of its calcium content, give no more than 160 mg per minute IV.',
      'Lyophilised vials: reconstitute with bacteriostatic water (benzyl alcohol; use within 7 days) or sterile water (use at once); use sterile water for doses above 10 mg/m2.',
      'Give separately from fluorouracil: mixed in the same infusion they can form a precipitate (label).',
      'Tablets: oral absorption is saturable, so single oral doses above 25 mg are not recommended; give higher doses IV.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Older label: pregnancy category C; no adequate studies. Give in pregnancy only if clearly needed.',
    lactation:
      'Not known whether it passes into milk; use caution when breastfeeding (older label).',
    adverseReactions: {
      common: [
        {
          reaction: 'With fluorouracil: stomatitis, diarrhoea, nausea, vomiting, leukopenia',
          frequency: 'frequent (no % confirmed)',
        },
      ],
      serious: [
        'Enhances fluorouracil toxicity: severe enterocolitis, diarrhoea and dehydration, with deaths in elderly patients given weekly leucovorin and fluorouracil.',
        'Allergic sensitisation including anaphylaxis; seizures and syncope reported rarely.',
        'With trimethoprim-sulfamethoxazole for Pneumocystis pneumonia in HIV: more treatment failure and deaths.',
        'Excess leucovorin can nullify the effect of a folate antagonist given intrathecally or systemically.',
      ],
    },
    sources: [
      usLabel('Leucovorin calcium injection', OLD, 'leucovorin calcium injection'),
      usLabel(
        'Leucovorin calcium tablets',
        'DOSAGE AND ADMINISTRATION; WARNINGS',
        'leucovorin calcium tablets',
      ),
      NIOSH_2024,
    ],
  },

  levoleucovorin: {
    indications: [
      'Rescue after high-dose methotrexate in osteosarcoma.',
      'To diminish toxicity from impaired methotrexate elimination and inadvertent overdose of folic acid antagonists.',
      'With fluorouracil in the palliative treatment of metastatic colorectal cancer.',
      'Not for pernicious anaemia or megaloblastic anaemia from vitamin B12 deficiency.',
    ],
    dosing: [
      {
        indication:
          'Rescue after high-dose methotrexate (label schedule for methotrexate 12 g/m2 over 4 hours)',
        dose: '7.5 mg (about 5 mg/m2) IV every 6 hours for 10 doses, starting 24 hours after the start of the methotrexate infusion: half the racemic leucovorin dose. Check serum creatinine and methotrexate at least daily; continue rescue, hydration and urinary alkalinisation (pH 7.0 or higher) until methotrexate is below 0.05 micromolar.',
        modifications: [
          'Normal elimination: 7.5 mg IV every 6 hours for 60 hours (10 doses from hour 24).',
          'Delayed late elimination (above 0.2 micromolar at 72 h and above 0.05 at 96 h): continue 7.5 mg every 6 hours until below 0.05 micromolar.',
          'Delayed early elimination or acute kidney injury (50 micromolar or more at 24 h, 5 or more at 48 h, or creatinine up 100% or more at 24 h): 75 mg IV every 3 hours until below 1 micromolar, then 7.5 mg IV every 3 hours until below 0.05 micromolar.',
        ],
      },
      {
        indication: 'Metastatic colorectal cancer with fluorouracil',
        dose: 'Either 100 mg/m2 by slow IV injection over at least 3 minutes followed by fluorouracil 370 mg/m2 IV, or 10 mg/m2 IV followed by fluorouracil 425 mg/m2 IV; daily for 5 days, repeated every 4 weeks for 2 courses, then every 4-5 weeks once recovered.',
        modifications: [
          'Adjust the fluorouracil dose, not levoleucovorin, for toxicity; do not continue while GI toxicity persists.',
        ],
      },
    ],
    administration: [
      'IV only; never intrathecal.',
      'No more than 160 mg per minute (16 mL of 10 mg/mL) because of the calcium content.',
      'Lyophilised 50 mg vial: reconstitute with 5.3 mL 0.9% sodium chloride (10 mg/mL); dilute in 0.9% sodium chloride or 5% dextrose to 0.5-5 mg/mL. The solution vials may be diluted likewise.',
      'Do not mix with other agents in the same admixture; give separately from fluorouracil (precipitate).',
      'Check the product: the dose is half that of racemic leucovorin.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'No human or animal reproduction data in the label (older Fusilev label: category C); give in pregnancy only if clearly needed.',
    lactation:
      'Not known whether it passes into milk; the label asks for a decision between breastfeeding and the drug.',
    adverseReactions: {
      common: [
        {
          reaction:
            'Stomatitis, nausea, vomiting, diarrhoea (mostly with methotrexate or fluorouracil)',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Enhances fluorouracil GI toxicity (stomatitis, diarrhoea), with deaths from enterocolitis and dehydration in the elderly.',
        'Allergic reactions including anaphylaxis.',
        'With trimethoprim-sulfamethoxazole for Pneumocystis pneumonia in HIV: more treatment failure.',
      ],
    },
    sources: [
      usLabel('Fusilev (levoleucovorin) for injection', PLR, 'levoleucovorin'),
      usLabel('Levoleucovorin injection (solution)', PLR, 'levoleucovorin injection'),
      NIOSH_2024,
    ],
  },

  mesna: {
    indications: [
      'Prophylaxis to reduce the incidence of ifosfamide-induced haemorrhagic cystitis.',
      'Limitation: not for haematuria from other causes such as thrombocytopenia. Use with cyclophosphamide is not a labelled indication.',
    ],
    dosing: [
      {
        indication: 'With ifosfamide, IV schedule',
        dose: 'Each dose 20% of the ifosfamide dose (w/w) as an IV bolus at the time of ifosfamide and 4 and 8 hours after it: a daily total of 60% of the ifosfamide dose (e.g. ifosfamide 1.2 g/m2: mesna 240 mg/m2 at 0, 4 and 8 hours).',
        modifications: [
          'Repeat the schedule on every day ifosfamide is given; when the ifosfamide dose changes, keep the mesna:ifosfamide ratio.',
          'Severe haematuria despite mesna: the ifosfamide dose may need reduction or discontinuation.',
        ],
      },
      {
        indication: 'With ifosfamide, IV then oral schedule',
        dose: '20% of the ifosfamide dose IV at hour 0, then tablets at 40% of the ifosfamide dose at 2 and 6 hours: a daily total of 100% of the ifosfamide dose (e.g. 240 mg/m2 IV, then 480 mg/m2 orally twice).',
        modifications: [
          'If the patient vomits within 2 hours of an oral dose, repeat it or give the dose IV.',
          'Efficacy of the oral schedule was not established for ifosfamide above 2 g/m2 per day.',
        ],
      },
    ],
    administration: [
      'Dilute the injection to 20 mg/mL in 5% dextrose, dextrose-saline mixtures, 0.9% sodium chloride or lactated Ringer’s; use diluted solutions within 24 hours; multidose vials keep 8 days after first puncture.',
      'Do not mix with epirubicin, cyclophosphamide, cisplatin, carboplatin or nitrogen mustard. Ifosfamide and mesna may share a bag within the label’s concentration limits.',
      'The multidose vial contains benzyl alcohol (10.4 mg/mL): avoid in neonates and premature infants.',
      'Keep urine output adequate as ifosfamide requires and check a morning urine for haematuria each treatment day.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'No adequate human data; animal studies showed no embryo-fetal harm (older label category B). It is given with ifosfamide, which can cause fetal harm.',
    lactation:
      'Not known whether mesna passes into milk; breastfeeding is not advised during treatment (given with ifosfamide).',
    adverseReactions: {
      common: [
        {
          reaction:
            'With ifosfamide (>10%): nausea, vomiting, constipation, leukopenia, fatigue, fever, anorexia, thrombocytopenia, anaemia, granulocytopenia, diarrhoea, asthenia, abdominal pain, headache, alopecia, somnolence',
          frequency: '>10%',
        },
        {
          reaction:
            'Mesna alone (healthy volunteers): headache, injection-site reactions, flushing, dizziness, nausea, vomiting, somnolence',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Systemic hypersensitivity including anaphylaxis, at first exposure or after months; more often in autoimmune disease.',
        'DRESS, Stevens-Johnson syndrome and toxic epidermal necrolysis.',
        'Benzyl alcohol toxicity (gasping syndrome) in neonates.',
        'False-positive urine ketone tests (nitroprusside), falsely low CPK and false-positive ascorbic acid tests.',
      ],
    },
    sources: [usLabel('Mesnex (mesna) injection and tablets', PLR, 'mesna'), NIOSH_2024],
  },

  dexrazoxane: {
    indications: [
      'Zinecard and generic dexrazoxane: to reduce the incidence and severity of doxorubicin cardiomyopathy in women with metastatic breast cancer who have received a cumulative doxorubicin dose of 300 mg/m2 and would benefit from continuing it; not with the start of doxorubicin therapy.',
      'Totect: treatment of extravasation of IV anthracycline chemotherapy.',
    ],
    dosing: [
      {
        indication: 'Cardioprotection with doxorubicin',
        dose: '10:1 ratio of dexrazoxane to doxorubicin (e.g. 500 mg/m2 for doxorubicin 50 mg/m2), as a short IV infusion; start doxorubicin within 30 minutes after the dexrazoxane dose, never before it.',
        modifications: [
          'CrCl below 40 mL/min: reduce the dose by 50% (ratio 5:1, e.g. 250 mg/m2 for doxorubicin 50 mg/m2).',
          'Hepatic impairment: reduce in proportion to the doxorubicin reduction for raised bilirubin, keeping the 10:1 ratio.',
        ],
      },
      {
        indication: 'Anthracycline extravasation (Totect)',
        dose: 'IV once daily for 3 consecutive days: 1,000 mg/m2 on days 1 and 2, 500 mg/m2 on day 3 (maximum 2,000 mg on days 1-2 and 1,000 mg on day 3, i.e. BSA capped at 2 m2). Start as soon as possible and within 6 hours of the extravasation; days 2 and 3 at the same hour (plus or minus 3 hours) as day 1.',
        modifications: [
          'CrCl below 40 mL/min: reduce the dose by 50%.',
          'Remove cooling (ice packs) from the area at least 15 minutes before each infusion; do not use topical dimethyl sulfoxide.',
        ],
      },
    ],
    administration: [
      'Cardioprotection: reconstitute and dilute as the product’s own label directs (products differ in diluent: the supplied sodium lactate diluent or sterile water, then a compatible infusion fluid) and give as a short infusion of about 15 minutes.',
      'Totect: mix each 500 mg vial with 50 mL of the supplied diluent (use within 2 hours) and dilute the dose in 1,000 mL 0.9% sodium chloride; infuse in a vein away from the extravasation site; do not mix or give with any other drug during the infusion.',
      'Cytotoxic: avoid skin and mucosal contact; wash at once if it occurs.',
    ],
    hazardous: nioshUnconfirmed(
      'a cytotoxic drug; use the handling and disposal procedures for anticancer drugs and avoid skin contact (Totect, Zinecard).',
    ),
    pregnancy:
      'Can cause fetal harm (embryotoxic and teratogenic in animals). Females of reproductive potential use effective contraception during treatment and for 6 months after the last dose; males with such partners for 3 months (Totect label 8.3).',
    lactation:
      'Older label: decide between breastfeeding and the drug; check the current label (8.2) for any period after the last dose.',
    adverseReactions: {
      common: [
        { reaction: 'Nausea (extravasation studies)', frequency: '40%' },
        { reaction: 'Pyrexia (extravasation studies)', frequency: '20%' },
        { reaction: 'Injection-site pain (extravasation studies)', frequency: '14%' },
        {
          reaction: 'Cardioprotection: adds to the myelosuppression of chemotherapy',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Myelosuppression (leukopenia, neutropenia, thrombocytopenia), additive to chemotherapy: monitor blood counts.',
        'Secondary malignancies (AML, MDS) reported.',
        'Hypersensitivity including anaphylaxis, angioedema and bronchospasm.',
        'Reversible transaminase rises; possible interference with antitumour activity if started with the first doxorubicin cycles.',
      ],
    },
    sources: [
      usLabel('Zinecard (dexrazoxane) for injection', PLR, 'dexrazoxane'),
      usLabel('Totect (dexrazoxane) for injection', PLR, 'totect'),
      NIOSH_2024,
    ],
  },

  glucarpidase: {
    indications: [
      'Toxic plasma methotrexate concentrations (above 1 micromol/L) in adults and children with delayed clearance from impaired renal function.',
      'Limitation: not for patients whose methotrexate clearance and levels are as expected (risk of subtherapeutic exposure).',
    ],
    dosing: [
      {
        indication: 'Methotrexate toxicity with impaired renal function',
        dose: '50 units/kg as a single IV bolus injection over 5 minutes.',
        modifications: [
          'Continue leucovorin: for the first 48 hours give the same leucovorin dose as before glucarpidase; after 48 hours dose it from methotrexate levels measured by a chromatographic method; continue until methotrexate has stayed below the leucovorin treatment threshold for at least 3 days.',
          'Do not give leucovorin within 2 hours before or after glucarpidase (leucovorin is a substrate).',
          'Continue hydration and urinary alkalinisation as indicated. No renal dose adjustment.',
        ],
      },
    ],
    administration: [
      'Reconstitute each 1,000-unit vial with 1 mL 0.9% sodium chloride; roll gently, do not shake; use at once or refrigerate up to 4 hours.',
      'For 48 hours after the dose, measure methotrexate only by a chromatographic method: the metabolite DAMPA cross-reacts with immunoassays.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'No human data on use in pregnancy (label 8.1).',
    lactation: 'No data on presence in human milk (label 8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Paraesthesia', frequency: LABEL_LIST },
        { reaction: 'Flushing', frequency: LABEL_LIST },
        { reaction: 'Nausea and/or vomiting', frequency: LABEL_LIST },
        { reaction: 'Hypotension, headache', frequency: LABEL_LIST },
      ],
      serious: [
        'Serious hypersensitivity including anaphylaxis (below 1% of patients).',
        'Antibodies to glucarpidase.',
      ],
    },
    sources: [usLabel('Voraxaze (glucarpidase) for injection', PLR, 'voraxaze'), NIOSH_2024],
  },

  'uridine-triacetate': {
    indications: [
      'Emergency treatment of adults and children after a fluorouracil or capecitabine overdose (with or without symptoms), or with early-onset severe or life-threatening cardiac or CNS toxicity, or early-onset unusually severe adverse reactions (e.g. GI toxicity, neutropenia), within 96 hours of the end of fluorouracil or capecitabine.',
      'Limitations: not for non-emergent treatment of fluoropyrimidine adverse reactions (may diminish their efficacy); safety and efficacy when started after 96 hours not established.',
    ],
    dosing: [
      {
        indication: 'Fluorouracil or capecitabine overdose or early severe toxicity (Vistogard)',
        dose: 'Adults: 10 g (1 packet) orally every 6 hours for 20 doses, regardless of meals. Children: 6.2 g/m2 per dose (no more than 10 g) every 6 hours for 20 doses.',
        modifications: [
          'Start as soon as possible, within 96 hours after the end of fluorouracil or capecitabine; complete all 20 doses.',
          'Vomiting within 2 hours of a dose: give another complete dose as soon as possible, then the next at its scheduled time.',
        ],
      },
    ],
    administration: [
      'Mix each dose with 3-4 ounces of soft food (applesauce, pudding, yoghurt) and take within 30 minutes; do not chew the granules.',
      'May be given by nasogastric or gastrostomy tube when necessary (e.g. severe mucositis, coma), as the label describes.',
      'Missed dose: take it as soon as possible, then the next at its scheduled time.',
      'Discard granules left in an opened packet.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'No adequate human data (label 8.1).',
    lactation: 'No data on presence in human milk (label 8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Vomiting', frequency: '10%' },
        { reaction: 'Nausea', frequency: '5%' },
        { reaction: 'Diarrhoea', frequency: '3%' },
      ],
      serious: ['Grade 3 nausea and vomiting in one patient of 135 in the trials.'],
    },
    sources: [
      usLabel('Vistogard (uridine triacetate) oral granules', PLR, 'vistogard'),
      NIOSH_2024,
    ],
  },
  rasburicase: {
    indications: [
      'Initial management of plasma uric acid in adults and children with leukaemia, lymphoma and solid tumours receiving anticancer therapy expected to cause tumour lysis and a rise in plasma uric acid.',
      'Limitation: a single course of treatment only.',
    ],
    dosing: [
      {
        indication: 'Anticipated tumour lysis (hyperuricaemia)',
        dose: '0.2 mg/kg as a 30-minute IV infusion once daily for up to 5 days; dosing beyond 5 days or more than one course is not recommended.',
        modifications: [
          'Contraindicated in G6PD deficiency (severe haemolysis): screen patients at higher risk (e.g. African or Mediterranean ancestry) before starting.',
          'Stop immediately and permanently for serious hypersensitivity, haemolysis or methaemoglobinaemia; contraindicated after any of these with earlier rasburicase.',
        ],
      },
    ],
    administration: [
      'Reconstitute with the supplied diluent, mix gently without shaking, dilute the dose in 0.9% sodium chloride as the label directs and infuse over 30 minutes.',
      'Uric acid samples: rasburicase keeps degrading uric acid in the tube at room temperature. Collect in prechilled heparin tubes, keep in an ice-water bath and assay within 4 hours.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Teratogenic in rabbits and rats; no controlled human data. The current label states it can cause fetal harm (8.1).',
    lactation:
      'No data on presence in human milk; weigh breastfeeding against treatment (label 8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Vomiting', frequency: '50%' },
        { reaction: 'Fever', frequency: '46%' },
        { reaction: 'Nausea', frequency: '27%' },
        { reaction: 'Headache', frequency: '26%' },
        { reaction: 'Abdominal pain, constipation, diarrhoea', frequency: '20% each' },
      ],
      serious: [
        'Anaphylaxis and serious hypersensitivity, possible at any dose including the first (boxed).',
        'Severe haemolysis in G6PD deficiency, within 2-4 days of starting (boxed).',
        'Methaemoglobinaemia (boxed).',
        'Spuriously low uric acid results when samples are not chilled (boxed).',
      ],
    },
    sources: [usLabel('Elitek (rasburicase) for injection', PLR, 'elitek'), NIOSH_2024],
  },

  allopurinol: {
    indications: [
      'Management of patients with leukaemia, lymphoma and other malignancies receiving cancer therapy that raises serum and urinary uric acid; stop when the risk of uric acid overproduction has passed.',
      'Gout, and recurrent calcium oxalate calculi with high urinary urate (not oncology uses).',
    ],
    dosing: [
      {
        indication: 'Prevention of uric acid nephropathy during cancer therapy (oral)',
        dose: '600-800 mg daily for 2-3 days, in divided doses when above 300 mg, with a high fluid intake; maximum recommended 800 mg daily.',
        modifications: [
          'Renal impairment (label): CrCl 10-20 mL/min, 200 mg daily; CrCl below 10 mL/min, no more than 100 mg daily; CrCl below 3 mL/min, the interval may also need lengthening.',
          'Stop at the first skin rash or other sign of an allergic reaction.',
          'With azathioprine or mercaptopurine: reduce their dose to one third to one quarter of the usual dose.',
        ],
      },
    ],
    administration: [
      'Oral tablets (100 mg, 300 mg); doses above 300 mg in divided doses.',
      'Keep fluid intake high enough for about 2 L of urine a day, with neutral or slightly alkaline urine.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'Older label: pregnancy category C; use only if clearly needed.',
    lactation:
      'Allopurinol and oxipurinol pass into breast milk; the label advises caution when breastfeeding.',
    adverseReactions: {
      common: [
        { reaction: 'Skin rash (the most frequent reaction)', frequency: '≥1%' },
        { reaction: 'Diarrhoea, nausea', frequency: '≥1%' },
        { reaction: 'Raised alkaline phosphatase or transaminases', frequency: '≥1%' },
        { reaction: 'Acute gout attacks on starting', frequency: '≥1%' },
      ],
      serious: [
        'Severe and sometimes fatal skin reactions and hypersensitivity (SJS/TEN, DRESS, vasculitis); HLA-B*58:01 carriers are at higher risk (CPIC).',
        'Hepatotoxicity (granulomatous hepatitis, hepatic necrosis).',
        'Bone marrow depression, particularly with other myelosuppressive drugs.',
        'Xanthine calculi and renal impairment, more likely with renal disease or thiazides.',
      ],
    },
    sources: [
      usLabel('Zyloprim (allopurinol) tablets', `${OLD}; PLR 6 Adverse Reactions`, 'zyloprim'),
      NIOSH_2024,
    ],
  },

  filgrastim: {
    indications: [
      'Non-myeloid malignancy on myelosuppressive chemotherapy with a significant incidence of severe neutropenia with fever: to decrease infection (febrile neutropenia).',
      'AML after induction or consolidation chemotherapy: to shorten neutrophil recovery and fever.',
      'Non-myeloid malignancy after myeloablative chemotherapy and bone marrow transplant: to shorten neutropenia.',
      'Mobilisation of autologous haematopoietic progenitor cells for leukapheresis.',
      'Severe chronic neutropenia; haematopoietic syndrome of acute radiation syndrome.',
    ],
    dosing: [
      {
        indication: 'Myelosuppressive chemotherapy or AML induction/consolidation',
        dose: '5 mcg/kg/day as a subcutaneous injection, short IV infusion (15-30 minutes) or continuous infusion, starting at least 24 hours after chemotherapy; daily for up to 2 weeks, until the ANC reaches 10,000/mm3 after the expected nadir.',
        modifications: [
          'May be increased by 5 mcg/kg for each chemotherapy cycle according to the duration and severity of the ANC nadir.',
          'Do not give in the 24 hours before or after cytotoxic chemotherapy.',
          'CBC and platelets before starting and twice weekly; stop if the ANC exceeds 10,000/mm3 after the expected nadir.',
        ],
      },
      {
        indication: 'Bone marrow transplant; progenitor cell mobilisation',
        dose: 'BMT: 10 mcg/kg/day by IV infusion, at least 24 hours after chemotherapy and after the marrow infusion, then titrated to the ANC. Mobilisation: 10 mcg/kg/day subcutaneously for at least 4 days before the first leukapheresis and until the last.',
        modifications: [],
      },
    ],
    administration: [
      'Subcutaneous or IV; do not shake.',
      'For IV use dilute only in 5% dextrose, never in saline (precipitation); at 5-15 mcg/mL add human albumin (final 2 mg/mL) before the filgrastim to prevent adsorption to plastics.',
      'Biosimilars (filgrastim-sndz, -aafi, -ayow) and tbo-filgrastim have their own labels; check the product.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'Limited human data; no drug-associated risk established (label 8.1).',
    lactation: 'No data on presence in human milk; weigh benefit of breastfeeding (label 8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Bone pain (with myelosuppressive chemotherapy)',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Splenic rupture, sometimes fatal: assess left upper abdominal or shoulder pain.',
        'ARDS; alveolar haemorrhage; serious allergic reactions including anaphylaxis.',
        'Sickle cell crises in sickle cell disorders; glomerulonephritis; capillary leak syndrome; aortitis.',
        'MDS/AML reported in breast and lung cancer patients given it with chemotherapy or radiotherapy.',
      ],
    },
    sources: [usLabel('Neupogen (filgrastim) injection', PLR, 'neupogen'), NIOSH_2024],
  },

  pegfilgrastim: {
    indications: [
      'Non-myeloid malignancy on myelosuppressive anticancer drugs with a clinically significant incidence of febrile neutropenia: to decrease infection.',
      'Haematopoietic subsyndrome of acute radiation syndrome (Neulasta and some biosimilars).',
      'Limitation: not for mobilisation of peripheral blood progenitor cells.',
    ],
    dosing: [
      {
        indication: 'Myelosuppressive chemotherapy',
        dose: '6 mg subcutaneously once per chemotherapy cycle.',
        modifications: [
          'Timing: do not give between 14 days before and 24 hours after cytotoxic chemotherapy; in practice the dose follows chemotherapy by at least 24 hours.',
          'On-body injector (Neulasta Onpro, adults only): applied on the day of chemotherapy, it delivers the dose about 27 hours later over about 45 minutes.',
          'Children under 45 kg: weight-based doses from the label table.',
        ],
      },
      {
        indication: 'Acute radiation syndrome',
        dose: 'Two doses of 6 mg subcutaneously one week apart, the first as soon as possible after suspected or confirmed exposure above 2 Gy.',
        modifications: [],
      },
    ],
    administration: [
      'Single-dose 6 mg/0.6 mL prefilled syringe; do not shake; not for IV use.',
      'On-body injector: intact skin of the abdomen or back of the arm; acrylic adhesive (caution with acrylic allergy); keep away from MRI, X-ray, CT and ultrasound; call if it comes off or leaks (missed or partial dose).',
      'Biosimilars (Fulphila, Udenyca, Ziextenzo, Nyvepria and others) have their own labels.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'Limited human data; no drug-associated risk established (label 8.1).',
    lactation: 'Not known whether it passes into human milk (label 8.2).',
    adverseReactions: {
      common: [{ reaction: 'Bone pain; pain in extremity', frequency: LABEL_LIST }],
      serious: [
        'Splenic rupture, sometimes fatal.',
        'ARDS; serious allergic reactions including anaphylaxis, which can recur days after treatment; acrylic adhesive reactions with the on-body injector.',
        'Sickle cell crises; glomerulonephritis; leukocytosis; thrombocytopenia; capillary leak syndrome; aortitis.',
        'MDS/AML reported in breast and lung cancer patients given it with chemotherapy or radiotherapy.',
      ],
    },
    sources: [usLabel('Neulasta (pegfilgrastim) injection', PLR, 'neulasta'), NIOSH_2024],
  },

  'zoledronic-acid': {
    indications: [
      'Hypercalcaemia of malignancy.',
      'Multiple myeloma and bone metastases of solid tumours, with standard antineoplastic therapy (prostate cancer after progression on at least one hormonal therapy).',
      'Limitation: Zometa 4 mg is not for osteoporosis (Reclast is a different product and dose).',
    ],
    dosing: [
      {
        indication: 'Hypercalcaemia of malignancy (albumin-corrected calcium 12 mg/dL or more)',
        dose: '4 mg as a single IV infusion over no less than 15 minutes, after vigorous saline rehydration (aim for about 2 L of urine a day).',
        modifications: [
          'No dose change for mild-to-moderate renal impairment at the start (serum creatinine below 4.5 mg/dL).',
          'Retreatment with 4 mg may be considered if calcium does not normalise, at least 7 days after the first dose; check renal function before each dose.',
        ],
      },
      {
        indication: 'Multiple myeloma and bone metastases',
        dose: '4 mg IV over no less than 15 minutes every 3-4 weeks, with oral calcium 500 mg and vitamin D 400 IU daily.',
        modifications: [
          'Baseline CrCl (Cockcroft-Gault): above 60 mL/min 4 mg; 50-60 mL/min 3.5 mg; 40-49 mL/min 3.3 mg; 30-39 mL/min 3.0 mg; below 30 mL/min not recommended.',
          'Check serum creatinine before each dose; withhold for renal deterioration (a rise of 0.5 mg/dL with normal baseline creatinine, or 1.0 mg/dL with abnormal baseline) and resume at the previous dose only when creatinine is back within 10% of baseline.',
        ],
      },
    ],
    administration: [
      'Dilute the dose in 100 mL of 0.9% sodium chloride or 5% dextrose; infuse over no less than 15 minutes (shorter infusions raise the risk of renal toxicity).',
      'Do not mix with calcium-containing or other divalent-cation solutions such as lactated Ringer’s; give as a single IV solution in a line separate from other drugs.',
      'Dental examination before starting; avoid invasive dental procedures during treatment (osteonecrosis of the jaw).',
    ],
    hazardous: {
      niosh: 'table-2',
      note: 'NIOSH 2024 Table 2 (formerly the 2016 reproductive-hazard group): handle according to the institution’s hazardous-drug risk assessment, especially staff who are pregnant or planning pregnancy.',
    },
    pregnancy:
      'Can cause fetal harm (animal data: skeletal and other abnormalities); avoid pregnancy during treatment. Bisphosphonates stay in bone for years.',
    lactation:
      'No data on presence in human milk (label 8.2); bisphosphonates are retained in bone for years.',
    adverseReactions: {
      common: [
        {
          reaction: 'Fever, the main acute-phase symptom (33% with pamidronate 90 mg)',
          frequency: '44%',
        },
        { reaction: 'Grade 3 hypophosphataemia (hypercalcaemia trials)', frequency: '51%' },
        {
          reaction:
            'Nausea, fatigue, anaemia, bone pain, constipation, fever, vomiting, dyspnoea (myeloma and bone metastases trials)',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Renal toxicity up to renal failure and dialysis, more with short infusions, higher doses or renal impairment.',
        'Osteonecrosis of the jaw; atypical femoral fractures.',
        'Hypocalcaemia and other electrolyte disturbances; severe bone, joint or muscle pain.',
        'Bronchospasm in aspirin-sensitive asthma.',
      ],
    },
    sources: [usLabel('Zometa (zoledronic acid) injection', PLR, 'zometa'), NIOSH_2024],
  },
  ondansetron: {
    indications: [
      'Prevention of nausea and vomiting with highly emetogenic chemotherapy, including cisplatin 50 mg/m2 or more (oral).',
      'Prevention of nausea and vomiting with initial and repeat courses of moderately emetogenic chemotherapy (oral and IV).',
      'Prevention of nausea and vomiting with radiotherapy (oral); postoperative nausea and vomiting (oral and IV).',
    ],
    dosing: [
      {
        indication: 'Chemotherapy, IV',
        dose: 'Three doses of 0.15 mg/kg: the first infused over 15 minutes starting 30 minutes before chemotherapy, then 4 and 8 hours after the first; no single IV dose above 16 mg (QT prolongation is dose dependent).',
        modifications: [
          'Severe hepatic impairment (Child-Pugh C): total daily dose no more than 8 mg.',
        ],
      },
      {
        indication: 'Highly emetogenic chemotherapy, oral',
        dose: '24 mg (three 8 mg tablets) as a single dose 30 minutes before chemotherapy.',
        modifications: [],
      },
      {
        indication: 'Moderately emetogenic chemotherapy, oral',
        dose: '8 mg 30 minutes before chemotherapy and 8 mg 8 hours later, then 8 mg twice daily for 1-2 days after chemotherapy.',
        modifications: [],
      },
    ],
    administration: [
      'IV: dilute in 50 mL of 5% dextrose or 0.9% sodium chloride and infuse over 15 minutes; do not mix with alkaline solutions (precipitate).',
      'Correct hypokalaemia and hypomagnesaemia first; ECG monitoring with other QT-prolonging drugs, heart failure or bradyarrhythmia; avoid in congenital long QT syndrome.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Published studies give inconsistent results on oral clefts and cardiac defects after first-trimester use; the label establishes no drug-associated risk (8.1).',
    lactation: 'Not known whether ondansetron passes into human milk (8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Headache, malaise/fatigue, constipation, diarrhoea', frequency: LABEL_LIST },
      ],
      serious: [
        'QT prolongation and torsade de pointes (dose dependent).',
        'Serotonin syndrome with other serotonergic drugs.',
        'Hypersensitivity including anaphylaxis and bronchospasm.',
        'May mask progressive ileus or gastric distension; myocardial ischaemia reported.',
      ],
    },
    sources: [usLabel('Zofran (ondansetron)', PLR, 'ondansetron'), NIOSH_2024],
  },

  granisetron: {
    indications: [
      'Prevention of nausea and vomiting with initial and repeat courses of emetogenic chemotherapy, including high-dose cisplatin (IV, oral).',
      'Prevention of nausea and vomiting with radiotherapy, including total body irradiation and fractionated abdominal radiation (oral).',
      'Extended-release SC injection (Sustol): with other antiemetics for moderately emetogenic or anthracycline-cyclophosphamide chemotherapy. Transdermal patch (Sancuso): moderately or highly emetogenic chemotherapy.',
    ],
    dosing: [
      {
        indication: 'Chemotherapy, IV (immediate release)',
        dose: '10 mcg/kg IV within 30 minutes before chemotherapy, only on chemotherapy days.',
        modifications: [],
      },
      {
        indication: 'Chemotherapy, oral',
        dose: '2 mg once daily up to 1 hour before chemotherapy, or 1 mg twice daily (1 hour before and 12 hours later), only on chemotherapy days.',
        modifications: [],
      },
      {
        indication: 'Radiotherapy, oral',
        dose: '2 mg once daily within 1 hour of radiation.',
        modifications: [],
      },
      {
        indication: 'Extended-release SC (Sustol); transdermal (Sancuso)',
        dose: 'Sustol 10 mg SC at least 30 minutes before chemotherapy on day 1 (with dexamethasone). Sancuso: one patch (34.3 mg) applied to the upper outer arm at least 24 hours before chemotherapy.',
        modifications: [],
      },
    ],
    administration: [
      'IV: undiluted over 30 seconds, or diluted in 0.9% sodium chloride or 5% dextrose and infused over 5 minutes; do not mix with other drugs.',
      'Sustol: viscous; warm the kit to room temperature and the syringe to body temperature, inject slowly into the back of the upper arm or abdomen, never into compromised skin.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'Limited human data; no drug-associated risk established (label 8.1).',
    lactation: 'Not known whether granisetron passes into human milk (label 8.2).',
    adverseReactions: {
      common: [{ reaction: 'Headache, constipation, asthenia', frequency: LABEL_LIST }],
      serious: [
        'QT prolongation; serotonin syndrome with serotonergic drugs.',
        'May mask progressive ileus or gastric distension.',
        'Sustol: injection-site reactions (bruising, nodules, pain), some delayed or prolonged.',
      ],
    },
    sources: [
      usLabel('Granisetron injection and tablets', PLR, 'granisetron'),
      usLabel('Sustol (granisetron) extended-release injection', PLR, 'sustol'),
      NIOSH_2024,
    ],
  },

  palonosetron: {
    indications: [
      'Moderately emetogenic chemotherapy: prevention of acute and delayed nausea and vomiting (IV).',
      'Highly emetogenic chemotherapy: prevention of acute nausea and vomiting (IV).',
      'Postoperative nausea and vomiting for up to 24 hours (IV).',
    ],
    dosing: [
      {
        indication: 'Chemotherapy, adults',
        dose: '0.25 mg IV as a single dose over 30 seconds, about 30 minutes before chemotherapy.',
        modifications: [],
      },
    ],
    administration: [
      'Single IV dose over 30 seconds.',
      'Also part of netupitant/palonosetron (Akynzeo) products.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'No adequate human data (label 8.1).',
    lactation: 'Not known whether palonosetron passes into human milk (label 8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Headache', frequency: '9%' },
        { reaction: 'Constipation', frequency: '5%' },
        { reaction: 'Diarrhoea, dizziness', frequency: '1%' },
      ],
      serious: [
        'Hypersensitivity including anaphylaxis.',
        'Serotonin syndrome with serotonergic drugs.',
        'Infrequent bradycardia, tachycardia, hypotension and QT prolongation in trials.',
      ],
    },
    sources: [usLabel('Aloxi (palonosetron) injection', PLR, 'palonosetron'), NIOSH_2024],
  },

  aprepitant: {
    indications: [
      'With other antiemetics, prevention of acute and delayed nausea and vomiting with highly emetogenic chemotherapy, including high-dose cisplatin, and nausea and vomiting with moderately emetogenic chemotherapy.',
      'Limitation: not studied for treating established nausea and vomiting.',
    ],
    dosing: [
      {
        indication: 'Highly or moderately emetogenic chemotherapy (adults)',
        dose: '125 mg orally 1 hour before chemotherapy on day 1, then 80 mg once daily on days 2 and 3 (in the morning when no chemotherapy is given), with a 5-HT3 antagonist on day 1 and dexamethasone.',
        modifications: [
          'Dexamethasone with aprepitant is given at about half the usual dose (e.g. 12 mg orally on day 1) because aprepitant raises its exposure.',
          'Contraindicated with pimozide.',
          'Warfarin: check the INR in the 2 weeks after each 3-day course, particularly at 7-10 days.',
          'Hormonal contraceptives may fail during treatment and for 28 days after the last dose: use a back-up non-hormonal method.',
        ],
      },
    ],
    administration: [
      'Capsules swallowed whole, with or without food.',
      'An oral suspension exists for patients who cannot swallow capsules; IV forms are fosaprepitant and aprepitant injectable emulsion (Cinvanti).',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'No adequate human data (label 8.1). May reduce hormonal contraceptive efficacy (above).',
    lactation: 'Not known whether aprepitant passes into human milk (label 8.2).',
    adverseReactions: {
      common: [{ reaction: 'Fatigue, hiccups, diarrhoea, dyspepsia', frequency: LABEL_LIST }],
      serious: [
        'Hypersensitivity including anaphylaxis.',
        'CYP3A4 interactions (moderate inhibitor): raised exposure to dexamethasone, methylprednisolone and some chemotherapy; reduced warfarin and hormonal contraceptive effect (CYP2C9 induction).',
      ],
    },
    sources: [usLabel('Emend (aprepitant) capsules', PLR, 'emend aprepitant'), NIOSH_2024],
  },

  fosaprepitant: {
    indications: [
      'With other antiemetics, prevention of acute and delayed nausea and vomiting with highly emetogenic chemotherapy including high-dose cisplatin, and delayed nausea and vomiting with moderately emetogenic chemotherapy.',
      'Limitation: not studied for treating established nausea and vomiting.',
    ],
    dosing: [
      {
        indication: 'Highly emetogenic chemotherapy (adults)',
        dose: '150 mg IV over 20-30 minutes on day 1, completed about 30 minutes before chemotherapy, with a 5-HT3 antagonist. Dexamethasone 12 mg orally on day 1, 8 mg on day 2, 8 mg twice daily on days 3 and 4.',
        modifications: [
          'The dexamethasone doses already include the 50% reduction for the interaction on days 1 and 2.',
          'Contraindicated with pimozide. Hormonal contraceptives may fail for 28 days after the dose: use a back-up method. Warfarin: check the INR, particularly 7-10 days after.',
        ],
      },
      {
        indication: 'Moderately emetogenic chemotherapy (adults)',
        dose: '150 mg IV over 20-30 minutes on day 1 with a 5-HT3 antagonist and dexamethasone 12 mg orally on day 1.',
        modifications: [],
      },
    ],
    administration: [
      'Reconstitute the 150 mg vial with 5 mL 0.9% sodium chloride along the vial wall (no shaking) and add to 145 mL 0.9% sodium chloride: 150 mL at 1 mg/mL; stable 24 hours at room temperature.',
      'Incompatible with solutions containing divalent cations (calcium, magnesium), including lactated Ringer’s and Hartmann’s.',
      'Watch the infusion site: infusion-site reactions (thrombophlebitis, induration) occur; hypersensitivity can start during the infusion.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'No adequate human data (label 8.1). May reduce hormonal contraceptive efficacy.',
    lactation: 'Not known whether it passes into human milk (label 8.2).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Fatigue, diarrhoea, neutropenia, asthenia, anaemia, peripheral neuropathy (with chemotherapy)',
          frequency: LABEL_LIST,
        },
        { reaction: 'Infusion-site reactions', frequency: LABEL_LIST },
      ],
      serious: [
        'Hypersensitivity including anaphylaxis and anaphylactic shock, during or soon after the infusion.',
        'Infusion-site reactions, some severe.',
      ],
    },
    sources: [usLabel('Emend (fosaprepitant) for injection', PLR, 'fosaprepitant'), NIOSH_2024],
  },

  netupitant: {
    indications: [
      'Netupitant/palonosetron (Akynzeo) capsules, with dexamethasone: prevention of acute and delayed nausea and vomiting with initial and repeat courses of cancer chemotherapy, including highly emetogenic chemotherapy.',
      'Fosnetupitant/palonosetron (Akynzeo injection), with dexamethasone: highly emetogenic chemotherapy.',
      'Netupitant is only available in these fixed combinations.',
    ],
    dosing: [
      {
        indication: 'Capsule (netupitant 300 mg / palonosetron 0.5 mg)',
        dose: 'One capsule orally about 1 hour before chemotherapy on day 1, with or without food. Highly emetogenic (including cisplatin): dexamethasone 12 mg orally 30 minutes before chemotherapy on day 1, then 8 mg once daily on days 2-4. Anthracycline-cyclophosphamide or other non-highly emetogenic chemotherapy: dexamethasone 12 mg on day 1 only.',
        modifications: [
          'CrCl below 30 mL/min or end-stage renal disease, and severe hepatic impairment (Child-Pugh 9 or more): avoid. No adjustment for mild to moderate impairment.',
        ],
      },
      {
        indication: 'Injection (fosnetupitant 235 mg / palonosetron 0.25 mg)',
        dose: 'IV infusion over 30 minutes, starting about 30 minutes before chemotherapy on day 1, with the same dexamethasone schedule.',
        modifications: [],
      },
    ],
    administration: [
      'Capsule swallowed whole, with or without food.',
      'Netupitant is a moderate CYP3A4 inhibitor: the dexamethasone doses above are already reduced; watch other CYP3A4 substrates, including some chemotherapy.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'No adequate human data (label 8.1).',
    lactation: 'Not known whether it passes into human milk (label 8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Headache, asthenia, fatigue, dyspepsia, constipation, erythema',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Hypersensitivity including anaphylaxis.',
        'Serotonin syndrome with serotonergic drugs (palonosetron).',
      ],
    },
    sources: [
      usLabel('Akynzeo (netupitant and palonosetron) capsules and injection', PLR, 'akynzeo'),
      NIOSH_2024,
    ],
  },

  rolapitant: {
    indications: [
      'With other antiemetics, prevention of delayed nausea and vomiting with initial and repeat courses of emetogenic chemotherapy, including highly emetogenic chemotherapy (adults).',
    ],
    dosing: [
      {
        indication: 'Highly emetogenic (cisplatin-based) chemotherapy',
        dose: '180 mg (two 90 mg tablets) orally within 2 hours before chemotherapy on day 1, with dexamethasone 20 mg 30 minutes before chemotherapy and a 5-HT3 antagonist; dexamethasone 8 mg twice daily on days 2-4.',
        modifications: [
          'No dexamethasone reduction: rolapitant does not inhibit CYP3A4.',
          'Contraindicated with thioridazine (CYP2D6 substrate; QT). Rolapitant is a long-acting CYP2D6 inhibitor: avoid narrow-margin CYP2D6 substrates.',
          'Severe hepatic impairment (Child-Pugh C): avoid, or monitor closely if unavoidable.',
        ],
      },
      {
        indication:
          'Moderately emetogenic chemotherapy and anthracycline-cyclophosphamide combinations',
        dose: '180 mg orally within 2 hours before chemotherapy on day 1 with dexamethasone 20 mg and a 5-HT3 antagonist on day 1.',
        modifications: [],
      },
    ],
    administration: ['Tablets with or without food.'],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'No adequate human data (label 8.1).',
    lactation: 'Not known whether rolapitant passes into human milk (label 8.2).',
    adverseReactions: {
      common: [
        { reaction: 'Neutropenia (cisplatin regimens, vs 8% control)', frequency: '9%' },
        { reaction: 'Hiccups (cisplatin regimens)', frequency: '5%' },
        { reaction: 'Decreased appetite (moderately emetogenic regimens)', frequency: '9%' },
        { reaction: 'Dizziness (moderately emetogenic regimens)', frequency: '6%' },
      ],
      serious: [
        'Anaphylaxis and serious hypersensitivity (postmarketing).',
        'Raised exposure to CYP2D6, BCRP and P-gp substrates.',
      ],
    },
    sources: [usLabel('Varubi (rolapitant) tablets', PLR, 'varubi'), NIOSH_2024],
  },

  olanzapine: {
    indications: [
      'FDA-approved: schizophrenia; bipolar I disorder (manic or mixed episodes, maintenance, with lithium or valproate); agitation in schizophrenia or bipolar mania (IM); with fluoxetine, bipolar depression and treatment-resistant depression.',
      'Chemotherapy-induced nausea and vomiting is not a labelled indication: the antiemetic use and doses below come from the ASCO 2020 guideline.',
    ],
    dosing: [
      {
        indication: 'Antiemetic prophylaxis, highly emetogenic chemotherapy (ASCO 2020, off-label)',
        dose: 'Olanzapine 10 mg orally on day 1 with an NK1 antagonist, a 5-HT3 antagonist and dexamethasone, continued on days 2-4; a 5 mg dose is an option (for example where sedation is a concern).',
        modifications: [
          'Anthracycline-cyclophosphamide: the same four-drug combination, olanzapine continued on days 2-4.',
          'Sedation adds to opioids, benzodiazepines and alcohol.',
        ],
      },
      {
        indication: 'Breakthrough nausea and vomiting (MASCC/ESMO 2016, off-label)',
        dose: '10 mg orally once daily for 3 days.',
        modifications: [],
      },
    ],
    administration: [
      'Tablets or orally disintegrating tablets, with or without food.',
      'Do not give IM olanzapine with parenteral benzodiazepines.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Third-trimester exposure to antipsychotics can cause extrapyramidal and withdrawal symptoms in the newborn; a pregnancy registry exists (label 8.1).',
    lactation:
      'Olanzapine passes into breast milk: monitor the infant for sedation, irritability, poor feeding and extrapyramidal symptoms (label 8.2).',
    adverseReactions: {
      common: [
        {
          reaction: 'Somnolence, dizziness, weight gain, constipation, dry mouth',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Increased mortality in elderly patients with dementia-related psychosis (boxed).',
        'Neuroleptic malignant syndrome; DRESS; tardive dyskinesia.',
        'Hyperglycaemia, dyslipidaemia and weight gain; orthostatic hypotension and falls; seizures.',
      ],
    },
    sources: [
      usLabel('Zyprexa (olanzapine)', PLR, 'zyprexa'),
      ASCO_ANTIEMETICS_2020,
      {
        kind: 'guideline',
        title:
          'Einhorn LH et al. 2016 updated MASCC/ESMO consensus recommendations: multiple-day, high-dose chemotherapy and breakthrough nausea and vomiting. Support Care Cancer',
        year: 2017,
        pmid: '27815710',
        doi: '10.1007/s00520-016-3449-y',
      },
      NIOSH_2024,
    ],
  },

  dexamethasone: {
    indications: [
      'Oncology uses in the labels: palliative management of leukaemias and lymphomas, and cerebral oedema with primary or metastatic brain tumours (dexamethasone tablets and injection); multiple myeloma with other anti-myeloma products (Hemady).',
      'Antiemetic prophylaxis and chemotherapy premedication are not indications of a dexamethasone label: their doses are set in the NK1 antagonist and chemotherapy labels cited below.',
    ],
    dosing: [
      {
        indication: 'Antiemetic, with fosaprepitant or aprepitant (Emend labels)',
        dose: 'Highly emetogenic: 12 mg orally 30 minutes before chemotherapy on day 1, 8 mg on day 2, 8 mg twice daily on days 3 and 4 (fosaprepitant schedule). Moderately emetogenic: 12 mg on day 1.',
        modifications: [
          'These doses are about half the usual dose on days 1-2 because aprepitant raises dexamethasone exposure.',
        ],
      },
      {
        indication: 'Antiemetic, with netupitant/palonosetron (Akynzeo label)',
        dose: 'Highly emetogenic: 12 mg orally 30 minutes before chemotherapy on day 1, then 8 mg once daily on days 2-4. Other chemotherapy: 12 mg on day 1 only.',
        modifications: [],
      },
      {
        indication: 'Antiemetic, with rolapitant (Varubi label)',
        dose: '20 mg orally 30 minutes before chemotherapy on day 1; highly emetogenic: 8 mg twice daily on days 2-4.',
        modifications: ['No reduction: rolapitant does not inhibit CYP3A4.'],
      },
      {
        indication: 'Premedication (chemotherapy labels)',
        dose: 'Paclitaxel: 20 mg orally about 12 and 6 hours before. Docetaxel: 8 mg orally twice daily for 3 days starting the day before. Pemetrexed: 4 mg orally twice daily the day before, the day of and the day after.',
        modifications: [],
      },
      {
        indication: 'Cerebral oedema; brain tumours (dexamethasone tablets and injection label)',
        dose: 'Cerebral oedema: 10 mg IV, then 4 mg IM every 6 hours until symptoms subside; reduce after 2-4 days and stop gradually over 5-7 days. Recurrent or inoperable brain tumours: maintenance 2 mg two or three times daily (oral or injection).',
        modifications: [
          'General oral dosing: initial 0.75-9 mg a day by disease, then the lowest effective dose; withdraw gradually after long-term use.',
          'Equivalent doses: dexamethasone 0.75 mg = prednisone 5 mg = methylprednisolone 4 mg = hydrocortisone 20 mg.',
        ],
      },
      {
        indication: 'Multiple myeloma (Hemady 20 mg tablets)',
        dose: '20 mg or 40 mg orally once daily on the days set by the regimen’s other anti-myeloma product.',
        modifications: [
          'Reduce the dose in elderly patients (per the partner product’s label).',
          'Strong CYP3A4 inhibitors raise and strong inducers lower dexamethasone exposure: avoid, or monitor / raise the dose.',
        ],
      },
    ],
    administration: [
      'Oral tablets with or without food (Hemady); injectable forms exist.',
      'Do not stop abruptly after prolonged use (adrenal insufficiency).',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Corticosteroids are teratogenic in animals (cleft palate); no adequate human studies. Use only if benefit justifies the risk; observe infants of mothers given substantial doses for hypoadrenalism (dexamethasone tablets label).',
    lactation:
      'Systemic corticosteroids appear in human milk and could suppress infant growth or adrenal function: decide between breastfeeding and the drug (dexamethasone tablets label).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Insomnia, mood swings, hyperglycaemia, fluid retention, increased appetite, hiccups (label list; no frequencies given)',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Infections, including opportunistic; reactivation of latent infection.',
        'Hyperglycaemia and new diabetes; adrenal suppression and insufficiency on withdrawal.',
        'Gastrointestinal perforation; osteoporosis and avascular necrosis; psychiatric effects; thromboembolism with immunomodulatory drugs.',
        'Tumour lysis syndrome (listed in the label adverse reactions).',
      ],
    },
    sources: [
      usLabel('Hemady (dexamethasone) tablets', PLR, 'hemady'),
      usLabel('Dexamethasone tablets USP (effective 2024-07)', OLD, 'dexamethasone tablets'),
      usLabel(
        'Emend (fosaprepitant) for injection',
        '2 Dosage and Administration',
        'fosaprepitant',
      ),
      usLabel('Akynzeo (netupitant and palonosetron)', '2 Dosage and Administration', 'akynzeo'),
      usLabel('Varubi (rolapitant) tablets', '2 Dosage and Administration', 'varubi'),
      NIOSH_2024,
    ],
  },
  denosumab: {
    indications: [
      'Xgeva: prevention of skeletal-related events in multiple myeloma and in bone metastases from solid tumours.',
      'Xgeva: giant cell tumour of bone that is unresectable or where resection would cause severe morbidity (adults and skeletally mature adolescents).',
      'Xgeva: hypercalcaemia of malignancy refractory to bisphosphonates.',
      'Prolia (60 mg every 6 months) has osteoporosis and treatment-induced bone loss indications, including women on aromatase inhibitors and men on androgen deprivation; it is a different dose and product.',
    ],
    dosing: [
      {
        indication: 'Multiple myeloma and bone metastases (Xgeva)',
        dose: '120 mg subcutaneously every 4 weeks.',
        modifications: [
          'Give calcium and vitamin D as needed to treat or prevent hypocalcaemia; correct pre-existing hypocalcaemia before the first dose.',
          'No renal dose change, but hypocalcaemia is more frequent and severe with CrCl below 30 mL/min or dialysis: monitor calcium closely.',
        ],
      },
      {
        indication: 'Giant cell tumour of bone; hypercalcaemia of malignancy (Xgeva)',
        dose: '120 mg subcutaneously every 4 weeks with additional 120 mg doses on days 8 and 15 of the first month.',
        modifications: [],
      },
    ],
    administration: [
      'Subcutaneous injection into the upper arm, upper thigh or abdomen; not for IV, IM or intradermal use.',
      'Do not give with Prolia (same active substance).',
      'Dental examination before starting; avoid invasive dental procedures during treatment.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Can cause fetal harm. Verify pregnancy status; females of reproductive potential use effective contraception during treatment and for at least 5 months after the last dose (label 8.3).',
    lactation:
      'No lactation statement was confirmed at review; the patient information advises against breastfeeding.',
    adverseReactions: {
      common: [
        {
          reaction: 'Bone metastases of solid tumours: fatigue/asthenia, hypophosphataemia, nausea',
          frequency: LABEL_LIST,
        },
        { reaction: 'Dyspnoea', frequency: '21%' },
        { reaction: 'Cough', frequency: '15%' },
      ],
      serious: [
        'Severe symptomatic hypocalcaemia, including fatal cases.',
        'Osteonecrosis of the jaw; atypical femoral fractures.',
        'Hypercalcaemia after stopping in giant cell tumour of bone and in growing skeletons.',
        'Serious hypersensitivity including anaphylaxis.',
      ],
    },
    sources: [usLabel('Xgeva (denosumab) injection', PLR, 'xgeva'), NIOSH_2024],
  },

  'epoetin-alfa': {
    indications: [
      'Anaemia due to concomitant myelosuppressive chemotherapy in non-myeloid malignancies, when at least 2 more months of chemotherapy are planned.',
      'Not for: patients on hormonal agents, biologics or radiotherapy alone; chemotherapy with curative intent; anaemia manageable by transfusion; immediate correction of anaemia.',
      'Other indications: anaemia of chronic kidney disease, zidovudine in HIV, and reduction of transfusion in elective non-cardiac, non-vascular surgery.',
    ],
    dosing: [
      {
        indication: 'Anaemia from myelosuppressive chemotherapy',
        dose: 'Start only when haemoglobin is below 10 g/dL: 150 Units/kg subcutaneously three times weekly, or 40,000 Units subcutaneously once weekly, until the chemotherapy course ends. Use the lowest dose that avoids transfusion.',
        modifications: [
          'Haemoglobin rises more than 1 g/dL in any 2-week period, or reaches a level that avoids transfusion: reduce the dose by 25%.',
          'Haemoglobin above the level needed to avoid transfusion: withhold, and restart at 25% below the previous dose when it approaches the transfusion level.',
          'No rise of at least 1 g/dL after 4 weeks (and haemoglobin below 10 g/dL): increase to 300 Units/kg three times weekly or 60,000 Units weekly.',
          'No response after 8 weeks, or continued transfusions: stop. Stop when chemotherapy is completed.',
        ],
      },
    ],
    administration: [
      'Subcutaneous in the chemotherapy indication (IV also possible in other indications).',
      'Multiple-dose vials contain benzyl alcohol: contraindicated in neonates, infants, pregnant and breastfeeding women; use single-dose vials for them.',
      'Check iron status before and during treatment and give iron when needed; control blood pressure before starting.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'No adequate human data for single-dose vials; multiple-dose (benzyl alcohol) vials are contraindicated in pregnancy (label 4, 8.1).',
    lactation:
      'Multiple-dose (benzyl alcohol) vials are contraindicated while breastfeeding (label 4, 8.2).',
    adverseReactions: {
      common: [],
      serious: [
        'ESAs raise the risk of death, myocardial infarction, stroke, venous thromboembolism and vascular access thrombosis (boxed).',
        'Shortened overall survival and/or tumour progression in breast, non-small cell lung, head and neck, lymphoid and cervical cancers (boxed).',
        'Hypertension and seizures; pure red cell aplasia with anti-erythropoietin antibodies; serious allergic reactions; severe cutaneous reactions.',
      ],
    },
    sources: [usLabel('Epogen/Procrit (epoetin alfa) injection', PLR, 'epogen'), NIOSH_2024],
  },

  'darbepoetin-alfa': {
    indications: [
      'Anaemia due to concomitant myelosuppressive chemotherapy in non-myeloid malignancies, when at least 2 more months of chemotherapy are planned.',
      'Not for: hormonal agents, biologics or radiotherapy alone; curative-intent chemotherapy; anaemia manageable by transfusion; immediate correction. Not shown to improve quality of life or fatigue.',
      'Also anaemia of chronic kidney disease.',
    ],
    dosing: [
      {
        indication: 'Anaemia from myelosuppressive chemotherapy',
        dose: 'Start only when haemoglobin is below 10 g/dL: 2.25 mcg/kg subcutaneously every week, or 500 mcg subcutaneously every 3 weeks, until the chemotherapy course ends.',
        modifications: [
          'Haemoglobin rises more than 1 g/dL in any 2-week period, or reaches a level that avoids transfusion: reduce the dose by 40%.',
          'Haemoglobin above the level needed to avoid transfusion: withhold, and restart at 40% below the previous dose when it approaches the transfusion level.',
          'Weekly schedule: rise of less than 1 g/dL after 6 weeks with haemoglobin below 10 g/dL: increase to 4.5 mcg/kg weekly.',
          'No response after 8 weeks, or continued transfusions: stop. Stop when chemotherapy is completed.',
        ],
      },
    ],
    administration: [
      'Subcutaneous in the chemotherapy indication.',
      'Check iron status and give iron when needed; control blood pressure before starting.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'Limited human data (label 8.1).',
    lactation: 'Not known whether darbepoetin passes into human milk (label 8.2).',
    adverseReactions: {
      common: [],
      serious: [
        'ESAs raise the risk of death, myocardial infarction, stroke, venous thromboembolism and vascular access thrombosis (boxed).',
        'Shortened overall survival and/or tumour progression in several cancers (boxed).',
        'Hypertension and seizures; pure red cell aplasia; serious allergic reactions; severe cutaneous reactions.',
      ],
    },
    sources: [usLabel('Aranesp (darbepoetin alfa) injection', PLR, 'aranesp'), NIOSH_2024],
  },

  amifostine: {
    indications: [
      'To reduce the cumulative renal toxicity of repeated cisplatin in advanced ovarian cancer.',
      'To reduce moderate to severe xerostomia from postoperative radiation for head and neck cancer when the radiation port includes a substantial part of the parotid glands.',
    ],
    dosing: [
      {
        indication: 'With cisplatin',
        dose: '910 mg/m2 once daily as a 15-minute IV infusion starting 30 minutes before chemotherapy; do not exceed 15 minutes (longer infusions are less well tolerated).',
        modifications: [
          'Interrupt the infusion if systolic blood pressure falls from baseline by: 20 mmHg (baseline below 100), 25 (100-119), 30 (120-139), 40 (140-179) or 50 mmHg (180 or more).',
          'Restart if pressure returns to normal within 5 minutes and the patient is asymptomatic; if the full dose cannot be given, use 740 mg/m2 for later cycles.',
        ],
      },
      {
        indication: 'Radiotherapy (xerostomia)',
        dose: '200 mg/m2 once daily as a 3-minute IV infusion starting 15-30 minutes before standard fractionated radiation.',
        modifications: [],
      },
    ],
    administration: [
      'Reconstitute the 500 mg vial with 9.7 mL 0.9% sodium chloride (50 mg/mL); may be diluted with 0.9% sodium chloride to 5-40 mg/mL. Compatible with 0.9% sodium chloride only.',
      'Hydrate adequately first; keep the patient supine during the infusion. At 910 mg/m2 measure blood pressure before, at least every 5 minutes during, and at the end of the infusion.',
      'Premedicate at 910 mg/m2 with dexamethasone 20 mg IV and a 5-HT3 antagonist; at 200 mg/m2 an oral 5-HT3 antagonist is recommended.',
      'Hold antihypertensives for 24 hours beforehand where possible.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'No adequate human data (older label: pregnancy category C).',
    lactation: 'Not known whether amifostine passes into human milk (label).',
    adverseReactions: {
      common: [
        { reaction: 'Hypotension', frequency: LABEL_LIST },
        { reaction: 'Nausea and vomiting', frequency: LABEL_LIST },
        {
          reaction: 'Flushing, chills, dizziness, somnolence, hiccups, sneezing',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Hypotension, sometimes with apnoea, hypoxia, seizures or loss of consciousness.',
        'Severe cutaneous reactions (SJS/TEN, DRESS, erythema multiforme): stop and do not rechallenge.',
        'Hypocalcaemia; anaphylaxis and other allergic reactions.',
      ],
    },
    sources: [usLabel('Ethyol (amifostine) for injection', PLR, 'amifostine'), NIOSH_2024],
  },
  metoclopramide: {
    indications: [
      'Injection: prevention of nausea and vomiting with emetogenic cancer chemotherapy; postoperative nausea and vomiting; diabetic gastroparesis; small-bowel intubation and radiological examination.',
      'Tablets: diabetic gastroparesis and gastro-oesophageal reflux (not oncology uses).',
    ],
    dosing: [
      {
        indication: 'Chemotherapy-induced nausea and vomiting (injection)',
        dose: '1-2 mg/kg IV infused over at least 15 minutes, 30 minutes before chemotherapy, repeated every 2 hours for 2 doses, then every 3 hours for 3 doses. The first two doses are 2 mg/kg with highly emetogenic drugs such as cisplatin or dacarbazine; 1 mg/kg may suffice for less emetogenic regimens.',
        modifications: [
          'CrCl below 40 mL/min: start at about half the recommended dose.',
          'Acute dystonic reaction: diphenhydramine 50 mg IM usually controls it.',
          'Avoid treatment longer than 12 weeks (tardive dyskinesia).',
        ],
      },
    ],
    administration: [
      'Doses above 10 mg: dilute in 50 mL, preferably 0.9% sodium chloride (also 5% dextrose, dextrose-saline, Ringer’s or lactated Ringer’s); infuse over not less than 15 minutes. 10 mg doses may be given slowly IV over 1-2 minutes.',
      'Diluted solutions keep 48 hours protected from light, 24 hours in normal light; saline admixtures may be frozen for up to 4 weeks (not dextrose).',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Older label: pregnancy category B (no fetal harm in animals, no adequate human studies); use only if clearly needed.',
    lactation:
      'Metoclopramide passes into human milk; use with caution when breastfeeding (label).',
    adverseReactions: {
      common: [
        {
          reaction:
            'Acute dystonic reactions (about 1 in 500 at 30-40 mg/day; more frequent at chemotherapy doses and under 30 years)',
          frequency: 'about 0.2%',
        },
        { reaction: 'Restlessness, drowsiness, fatigue', frequency: LABEL_LIST },
      ],
      serious: [
        'Tardive dyskinesia, often irreversible, with longer treatment and higher cumulative dose (boxed).',
        'Neuroleptic malignant syndrome; parkinsonism; akathisia.',
        'Depression and suicidal ideation; hypertension (contraindicated in pheochromocytoma); raised prolactin.',
      ],
    },
    sources: [
      usLabel('Reglan (metoclopramide) injection', OLD, 'metoclopramide injection'),
      NIOSH_2024,
    ],
  },

  prochlorperazine: {
    indications: [
      'Control of severe nausea and vomiting.',
      'Schizophrenia; short-term treatment of generalised non-psychotic anxiety (not oncology uses).',
    ],
    dosing: [
      {
        indication: 'Severe nausea and vomiting, oral',
        dose: 'Usually 5 mg or 10 mg three or four times daily; daily doses above 40 mg only in resistant cases.',
        modifications: [
          'Elderly: lower doses usually suffice; more susceptible to hypotension and neuromuscular reactions.',
        ],
      },
      {
        indication: 'Severe nausea and vomiting, parenteral and rectal',
        dose: 'IM 5-10 mg, repeated every 3-4 hours as needed. IV 2.5-10 mg by slow injection or infusion at no more than 5 mg per minute (single dose no more than 10 mg). Maximum 40 mg per day. Rectal 25 mg twice daily.',
        modifications: [],
      },
    ],
    administration: [
      'IV: slow injection or infusion, no faster than 5 mg per minute; watch for hypotension.',
      'Begin with the lowest dose; more than one day of treatment is seldom needed in children.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Third-trimester exposure to antipsychotics can cause extrapyramidal and withdrawal symptoms in the newborn (class labelling).',
    lactation: 'No lactation statement was confirmed at review.',
    adverseReactions: {
      common: [
        {
          reaction: 'Drowsiness, dizziness, extrapyramidal reactions (akathisia, dystonia)',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Increased mortality in elderly patients with dementia-related psychosis (boxed).',
        'Tardive dyskinesia; neuroleptic malignant syndrome.',
        'Hypotension with parenteral use; may mask signs of overdose or intestinal obstruction.',
      ],
    },
    sources: [
      usLabel('Prochlorperazine maleate tablets and injection', OLD, 'prochlorperazine'),
      NIOSH_2024,
    ],
  },

  febuxostat: {
    indications: [
      'Chronic management of hyperuricaemia in adults with gout who respond inadequately to, cannot tolerate, or should not take allopurinol.',
      'Not recommended for secondary hyperuricaemia, including malignant disease and its treatment (not studied): it is not a tumour-lysis prophylaxis in the US label.',
    ],
    dosing: [
      {
        indication: 'Gout',
        dose: '40 mg once daily; 80 mg once daily if serum uric acid is not below 6 mg/dL after 2 weeks.',
        modifications: [
          'Severe renal impairment: limit to 40 mg once daily.',
          'Contraindicated with azathioprine or mercaptopurine.',
          'Start gout-flare prophylaxis (NSAID or colchicine) with treatment.',
        ],
      },
    ],
    administration: ['Oral, without regard to food or antacids.'],
    hazardous: nioshUnconfirmed(),
    pregnancy: 'Older label: pregnancy category C; no adequate human data.',
    lactation: 'No lactation statement was confirmed at review.',
    adverseReactions: {
      common: [
        { reaction: 'Liver function abnormalities, nausea, arthralgia, rash', frequency: '≥1%' },
      ],
      serious: [
        'Higher rate of cardiovascular death than allopurinol in gout patients with established cardiovascular disease (boxed).',
        'Hepatic failure, some fatal; serious skin and hypersensitivity reactions including SJS.',
        'Gout flares after starting.',
      ],
    },
    sources: [usLabel('Uloric (febuxostat) tablets', PLR, 'febuxostat'), NIOSH_2024],
  },
  prednisone: {
    indications: [
      'Among many corticosteroid-responsive conditions, neoplastic diseases: palliative management of leukaemias and lymphomas (older corticosteroid labelling).',
      'In oncology it is mostly a regimen component (lymphoma and myeloma regimens) or given with docetaxel, cabazitaxel or abiraterone in prostate cancer.',
    ],
    dosing: [
      {
        indication: 'General (prednisone tablets label)',
        dose: 'Initial 5-60 mg per day depending on the disease; then the lowest effective maintenance dose; withdraw gradually after long-term use.',
        modifications: [],
      },
      {
        indication: 'With taxanes in prostate cancer (partner labels)',
        dose: 'With docetaxel 75 mg/m2 every 3 weeks: prednisone 5 mg orally twice daily continuously. With cabazitaxel: prednisone 10 mg orally daily.',
        modifications: [],
      },
    ],
    administration: [
      'Oral, preferably in the morning with food; do not stop abruptly after prolonged use.',
      'Equivalent doses: prednisone 5 mg = dexamethasone 0.75 mg = methylprednisolone 4 mg = hydrocortisone 20 mg.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Corticosteroid class labelling: teratogenic in animals (cleft palate), no adequate human studies; observe infants of mothers given substantial doses for hypoadrenalism.',
    lactation:
      'Corticosteroid class labelling: systemic corticosteroids appear in human milk; decide between breastfeeding and the drug.',
    adverseReactions: {
      common: [
        {
          reaction: 'Insomnia, mood changes, fluid retention, hyperglycaemia, increased appetite',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Infections and reactivation of latent infection; adrenal suppression.',
        'Hyperglycaemia; osteoporosis and avascular necrosis; peptic ulceration and perforation; psychiatric effects.',
      ],
    },
    sources: [
      usLabel('Prednisone tablets', OLD, 'prednisone tablets'),
      usLabel(
        'Taxotere (docetaxel); Jevtana (cabazitaxel)',
        '2 Dosage and Administration',
        'docetaxel',
      ),
      NIOSH_2024,
    ],
  },

  methylprednisolone: {
    indications: [
      'Among many corticosteroid-responsive conditions, neoplastic diseases: palliative management of leukaemias and lymphomas (older corticosteroid labelling).',
      'In oncology: infusion-reaction and immune-related adverse event management, and regimen components; those doses come from the partner labels and guidelines.',
    ],
    dosing: [
      {
        indication: 'Methylprednisolone sodium succinate injection (Solu-Medrol)',
        dose: 'Usual initial 10-40 mg IV over several minutes, repeated as the condition requires. High-dose therapy: 30 mg/kg IV over at least 30 minutes, which may be repeated every 4-6 hours for 48 hours; continue high doses only until the patient is stable, usually not beyond 48-72 hours.',
        modifications: ['Withdraw gradually after more than a few days of treatment.'],
      },
    ],
    administration: [
      'Large IV doses: infuse over at least 30 minutes. Cardiac arrhythmias and cardiac arrest have followed rapid IV administration of more than 0.5 g over less than 10 minutes.',
      'Dilute for infusion in 5% dextrose, 0.9% sodium chloride or dextrose-saline; give separately from other drugs.',
    ],
    hazardous: nioshUnconfirmed(),
    pregnancy:
      'Corticosteroid class labelling: teratogenic in animals, no adequate human studies; observe infants of mothers given substantial doses for hypoadrenalism.',
    lactation:
      'Corticosteroid class labelling: systemic corticosteroids appear in human milk; decide between breastfeeding and the drug.',
    adverseReactions: {
      common: [
        {
          reaction: 'Hyperglycaemia, insomnia, mood changes, fluid retention',
          frequency: LABEL_LIST,
        },
      ],
      serious: [
        'Arrhythmias, bradycardia and cardiac arrest with rapid large IV doses.',
        'Infections; adrenal suppression; peptic ulceration and perforation; psychiatric effects.',
      ],
    },
    sources: [
      usLabel(
        'Solu-Medrol (methylprednisolone sodium succinate) for injection',
        OLD,
        'solu-medrol',
      ),
      NIOSH_2024,
    ],
  },
};

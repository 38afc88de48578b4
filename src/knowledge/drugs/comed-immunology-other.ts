import type { DrugInput } from '../../core/knowledge/drug';
import type { Source } from '../../core/knowledge/source';
import {
  FDA_DDI_TABLE,
  NO_HEPATIC_RULE,
  NO_RENAL_RULE,
  REVIEWED,
  RXCUI_UNCONFIRMED,
  label,
} from './comed-shared';

/*
 * Transplant immunosuppressants not already in the knowledge base (tacrolimus, cyclosporine and
 * everolimus are), gout drugs, electrolyte and mineral supplements, and vitamins that interact
 * with anticancer or supportive drugs. Selection, RxCUI sources and grading conventions: see
 * comed-shared.ts.
 */

const RAPAMUNE = 'Rapamune (sirolimus)';
const CELLCEPT = 'CellCept (mycophenolate mofetil)';
const MYFORTIC = 'Myfortic (mycophenolic acid delayed-release tablets)';
const COLCRYS = 'Colcrys (colchicine tablets)';
const PROBENECID = 'Probenecid tablets';
const KLOR_CON = 'Klor-Con (potassium chloride extended-release tablets)';
const PRILOSEC = 'Prilosec (omeprazole)';
const FOLIC_ACID = 'Folic acid tablets 1 mg';
const CYANOCOBALAMIN = 'Cyanocobalamin injection';
const PHYTONADIONE = 'Phytonadione injectable emulsion';

const ANTACID_MONOGRAPH: Source = {
  kind: 'guideline',
  title:
    'FDA OTC monograph: antacid drug products for over-the-counter human use (21 CFR part 331)',
  section: 'Permitted active ingredients; required labeling warnings',
  url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-D/part-331',
  unconfirmed:
    'cited as the current eCFR text of the regulation; the amendment date in force at curation was not recorded',
};

const IRON_WARNING_RULE: Source = {
  kind: 'guideline',
  title:
    'FDA regulation 21 CFR 101.17(e): required warning on iron-containing supplements (accidental overdose in children)',
  url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-B/part-101/subpart-A/section-101.17',
  unconfirmed:
    'cited as the current eCFR text of the regulation; the amendment date in force at curation was not recorded',
};

const NIH_ODS_IRON: Source = {
  kind: 'guideline',
  title:
    'NIH Office of Dietary Supplements: Iron fact sheet for health professionals (interactions with medications)',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
  unconfirmed: 'fact sheet revised in place; the revision date used at curation was not recorded',
};

const immunologyAndOther: DrugInput[] = [
  {
    id: 'sirolimus',
    rxcui: '35302',
    name: 'Sirolimus',
    synonyms: ['rapamycin'],
    brandNames: ['Rapamune'],
    atc: ['L04AA10'],
    kind: 'supportive',
    drugClass: 'mTOR inhibitor (immunosuppressant)',
    classTags: ['mtor-inhibitor'],
    mechanism:
      'Binds FKBP-12 and inhibits mTORC1, blocking T-cell proliferation. Cleared by CYP3A4 and P-gp (ketoconazole raised exposure about 11-fold; rifampin lowered it about 80%); narrow therapeutic index, dosed by whole-blood trough level.',
    routes: ['oral'],
    // FDA index table: sirolimus is a sensitive CYP3A substrate.
    pathways: { CYP3A4: { substrate: 'sensitive' }, 'P-gp': { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'infection', 'mucositis', 'hyperglycemia', 'embryo-fetal'],
    rareToxicities: ['pneumonitis', 'nephrotoxicity', 'hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No dose adjustment for renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Reduce the maintenance dose by about one third in mild or moderate and by about one half in severe hepatic impairment; follow trough levels.',
      rules: [
        {
          hepaticClass: 'child-pugh-a',
          action: 'reduce',
          text: 'Reduce maintenance dose by about one third.',
        },
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          text: 'Reduce maintenance dose by about one third.',
        },
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Reduce maintenance dose by about one half.',
        },
      ],
    },
    boxedWarnings: [
      'Immunosuppression raises the risk of serious infections and of lymphoma and other malignancies; prescribe only where experienced in immunosuppressive therapy.',
      'Liver transplant: excess mortality, graft loss and hepatic artery thrombosis with cyclosporine or tacrolimus; lung transplant: bronchial anastomotic dehiscence. Not recommended in these settings.',
    ],
    monitoring: [
      'Whole-blood trough levels after any start, stop or dose change of a CYP3A4 or P-gp inhibitor or inducer (azoles, macrolides, diltiazem, verapamil, many kinase inhibitors, rifampin, enzalutamide, apalutamide).',
      'Avoid strong CYP3A4 inhibitors and inducers; voriconazole and posaconazole are contraindicated with sirolimus. Take sirolimus 4 hours after cyclosporine.',
      'Angioedema with ACE inhibitors; thrombotic microangiopathy with calcineurin inhibitors; impaired wound healing, lymphoedema, hyperlipidaemia, proteinuria, interstitial lung disease.',
      'Avoid live vaccines.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(RAPAMUNE, 'Boxed Warning'),
      label(RAPAMUNE, '2 Dosage and Administration'),
      label(RAPAMUNE, '5 Warnings and Precautions'),
      label(RAPAMUNE, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'mycophenolic-acid',
    rxcui: '7145',
    name: 'Mycophenolate',
    synonyms: ['mycophenolate mofetil', 'MMF', 'mycophenolic acid', 'mycophenolate sodium'],
    brandNames: ['CellCept', 'Myfortic'],
    atc: ['L04AA06'],
    kind: 'supportive',
    drugClass: 'Antimetabolite immunosuppressant (IMPDH inhibitor)',
    classTags: ['impdh-inhibitor'],
    mechanism:
      'Mycophenolic acid (from the mofetil ester or the sodium salt) inhibits inosine monophosphate dehydrogenase, depleting guanosine nucleotides in lymphocytes. Glucuronidated with enterohepatic recycling; cyclosporine, cholestyramine and antibiotics that disrupt gut flora lower exposure.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    // CellCept label 7: proton pump inhibitors lower mycophenolic acid exposure from the mofetil
    // ester (its dissolution needs acid); the enteric-coated sodium salt is less affected.
    phDependentAbsorption: true,
    toxicities: ['myelosuppression', 'infection', 'diarrhea', 'embryo-fetal'],
    rareToxicities: ['pneumonitis'],
    renal: {
      status: 'adjust',
      summary:
        'Severe chronic renal impairment (GFR below 25 mL/min, outside the early post-transplant period): avoid doses above 1 g twice daily.',
      rules: [
        {
          crclBelow: 25,
          action: 'reduce',
          text: 'GFR below 25 mL/min: no more than 1 g twice daily.',
        },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [
      'Embryofetal toxicity: first-trimester loss and congenital malformations; pregnancy testing and contraception are required.',
      'Raises the risk of lymphoma and other malignancies, especially skin cancer.',
      'Serious infections, including opportunistic infections, that can be fatal.',
    ],
    monitoring: [
      'Complete blood count weekly in month 1, twice monthly in months 2-3, then monthly; neutropenia adds to that of chemotherapy.',
      'Magnesium- or aluminium-containing antacids and proton pump inhibitors lower exposure (do not give antacids at the same time); cholestyramine, rifampin and sevelamer lower it (give sevelamer at least 2 hours after).',
      'Acyclovir, valacyclovir and ganciclovir compete for renal secretion in renal impairment: monitor both.',
      'Lowers hormonal contraceptive levels: use an additional method. Avoid azathioprine and live vaccines.',
      'Avoid in hereditary HGPRT deficiency (Lesch-Nyhan and Kelley-Seegmiller syndromes).',
    ],
    pgxGenes: ['HPRT1'],
    lastReviewed: REVIEWED,
    sources: [
      label(CELLCEPT, 'Boxed Warning'),
      label(CELLCEPT, '2 Dosage and Administration'),
      label(CELLCEPT, '5 Warnings and Precautions'),
      label(CELLCEPT, '7 Drug Interactions'),
      label(MYFORTIC, '7 Drug Interactions'),
    ],
  },
  {
    id: 'colchicine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Colchicine',
    brandNames: ['Colcrys', 'Mitigare', 'Gloperba', 'Lodoco'],
    atc: ['M04AC01'],
    kind: 'supportive',
    drugClass: 'Anti-gout microtubule inhibitor',
    classTags: ['colchicine'],
    mechanism:
      'Binds tubulin, blocking neutrophil activation in gout and pericarditis. Narrow therapeutic index; cleared by CYP3A4 and P-gp and by the kidney (clarithromycin and cyclosporine raise exposure several-fold, with fatal toxicity).',
    routes: ['oral'],
    // FDA index table: colchicine is a moderate sensitive CYP3A substrate and a P-gp substrate.
    pathways: { CYP3A4: { substrate: 'moderate' }, 'P-gp': { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    rareToxicities: ['myopathy', 'neuropathy', 'myelosuppression'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl below 30 mL/min: prophylaxis start 0.3 mg daily; treat a flare no more than once every 2 weeks; dialysis: 0.3 mg twice weekly (prophylaxis), 0.6 mg single dose (flare).',
      rules: [
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'Prophylaxis 0.3 mg daily; repeat flare courses no sooner than 2 weeks.',
        },
      ],
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Severe hepatic impairment: consider a lower dose and do not repeat flare courses within 2 weeks.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'reduce',
          text: 'Consider dose reduction; monitor closely.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with P-gp or strong CYP3A4 inhibitors in patients with renal or hepatic impairment; otherwise follow the label dose table (for example strong CYP3A4 inhibitors: prophylaxis 0.3 mg once daily).',
      'Myopathy and rhabdomyolysis with statins, fibrates, digoxin and cyclosporine; neuromyopathy in renal impairment.',
      'Diarrhoea is the first toxicity sign; blood dyscrasias with overdose.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(COLCRYS, '2 Dosage and Administration'),
      label(COLCRYS, '4 Contraindications'),
      label(COLCRYS, '5 Warnings and Precautions'),
      label(COLCRYS, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'probenecid',
    rxcui: '8698',
    name: 'Probenecid',
    brandNames: ['Probalan'],
    atc: ['M04AB01'],
    kind: 'supportive',
    drugClass: 'Uricosuric agent',
    classTags: ['uricosuric'],
    mechanism:
      'Inhibits renal tubular transport of organic anions (URAT1, OAT1 and OAT3), raising urate excretion and reducing renal secretion of methotrexate, penicillins, cephalosporins, NSAIDs and antivirals; also inhibits glucuronidation.',
    routes: ['oral'],
    // FDA index table: probenecid is the clinical index OAT1/OAT3 inhibitor.
    pathways: { 'OAT1/3': { inhibitor: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['nephrotoxicity', 'hypersensitivity', 'hemolysis'],
    renal: {
      status: 'avoid',
      summary: 'Ineffective as a uricosuric when GFR is 30 mL/min or less; not recommended.',
      rules: [
        { crclBelow: 30, action: 'avoid', text: 'GFR 30 mL/min or less: ineffective, avoid.' },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Methotrexate: renal clearance falls and toxicity rises; avoid with high-dose methotrexate, or reduce the dose and monitor levels.',
      'Raises levels of penicillins, cephalosporins, ketorolac and other NSAIDs, and some antivirals.',
      'Uric acid stones: keep urine output high and alkaline; salicylates block its uricosuric effect. Do not start during an acute gout flare.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PROBENECID, 'CONTRAINDICATIONS'),
      label(PROBENECID, 'WARNINGS'),
      label(PROBENECID, 'PRECAUTIONS: Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'potassium-chloride',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Potassium chloride',
    synonyms: ['KCl'],
    brandNames: ['Klor-Con', 'K-Tab', 'Micro-K'],
    atc: ['A12BA01'],
    kind: 'supportive',
    drugClass: 'Potassium supplement',
    classTags: ['potassium-supplement'],
    mechanism:
      'Replaces potassium; excreted by the kidney, so retention rises with renal impairment and RAAS inhibition.',
    routes: ['oral', 'iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperkalemia'],
    renal: {
      status: 'adjust',
      summary:
        'Renal impairment: start at the low end of the dose range and monitor potassium closely.',
      rules: [{ crclBelow: 60, action: 'monitor', text: 'Start low; monitor potassium closely.' }],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with triamterene or amiloride; close potassium monitoring with ACE inhibitors, ARBs, spironolactone, eplerenone, trimethoprim, NSAIDs, heparin, tacrolimus and cyclosporine.',
      'Solid forms can ulcerate the GI tract: give with meals and water; consider a liquid form with dysphagia, swallowing disorders or severe GI motility disorders (label 5.1). The current label (revision 2020) no longer contraindicates solid forms with anticholinergic drugs.',
      'Replace magnesium too: hypokalaemia does not correct while magnesium is low (cisplatin, diuretics, EGFR antibodies).',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(KLOR_CON, '2 Dosage and Administration'),
      label(KLOR_CON, '4 Contraindications'),
      label(KLOR_CON, '5 Warnings and Precautions'),
      label(KLOR_CON, '7 Drug Interactions'),
    ],
  },
  {
    id: 'magnesium-oxide',
    rxcui: '6582',
    name: 'Magnesium oxide',
    synonyms: ['MgO'],
    brandNames: ['Mag-Ox 400', 'Uro-Mag'],
    atc: ['A02AA02'],
    kind: 'supportive',
    drugClass: 'Magnesium supplement and antacid',
    classTags: ['magnesium-supplement', 'antacid'],
    mechanism:
      'Replaces magnesium (cisplatin-, diuretic-, EGFR-antibody- or PPI-induced loss) and neutralises gastric acid; the divalent cation chelates drugs in the gut. Absorbed magnesium is renally cleared.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    renal: {
      status: 'avoid',
      summary: 'Severe renal impairment: hypermagnesaemia; avoid or monitor magnesium closely.',
      rules: [
        {
          crclBelow: 30,
          action: 'avoid',
          text: 'Severe renal impairment: avoid (hypermagnesaemia).',
        },
      ],
    },
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Binds fluoroquinolones, tetracyclines, levothyroxine, oral bisphosphonates, iron, mycophenolate and some kinase inhibitors: follow each partner label’s separation interval.',
      'Raises gastric pH: separate from kinase inhibitors with pH-dependent absorption.',
      'Oral magnesium is poorly absorbed and causes diarrhoea at replacement doses; severe deficiency needs IV magnesium.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [ANTACID_MONOGRAPH],
  },
  {
    id: 'ferrous-sulfate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ferrous sulfate',
    synonyms: ['iron', 'ferrous gluconate', 'ferrous fumarate'],
    brandNames: ['Feosol', 'Slow Fe'],
    atc: ['B03AA07'],
    kind: 'supportive',
    drugClass: 'Oral iron supplement',
    classTags: ['iron-supplement'],
    mechanism:
      'Ferrous iron absorbed in the duodenum; absorption needs an acid environment (falls with proton pump inhibitors) and is blocked by calcium, antacids and food. Iron chelates several drugs.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    // Prilosec label 7 lists iron salts among drugs whose absorption depends on gastric pH.
    phDependentAbsorption: true,
    toxicities: [],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Binds levothyroxine (separate by 4 hours), fluoroquinolones, tetracyclines, oral bisphosphonates, levodopa and methyldopa: follow each partner label’s interval.',
      'Proton pump inhibitors and antacids lower iron absorption; IV iron is an option when oral iron fails.',
      'Accidental overdose is a leading cause of fatal poisoning in children under 6: keep out of reach.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(PRILOSEC, '7 Drug Interactions'), NIH_ODS_IRON, IRON_WARNING_RULE],
  },
  {
    id: 'folic-acid',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Folic acid',
    synonyms: ['folate', 'vitamin B9'],
    brandNames: ['Folvite'],
    atc: ['B03BB01'],
    kind: 'supportive',
    drugClass: 'Vitamin (folate)',
    classTags: ['folate-supplement'],
    mechanism:
      'Synthetic folate reduced to tetrahydrofolate; required supplementation with pemetrexed and pralatrexate, and it lowers methotrexate toxicity in low-dose regimens.',
    routes: ['oral', 'iv', 'im', 'sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Doses above 0.1 mg daily can mask the anaemia of vitamin B12 deficiency while neurological damage progresses: check B12 first.',
      'Lowers phenytoin levels; check phenytoin levels when starting or stopping.',
      'Pemetrexed and pralatrexate need folic acid (and B12) supplementation started before the first dose; do not stop it during treatment.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(FOLIC_ACID, 'WARNINGS'), label(FOLIC_ACID, 'PRECAUTIONS: Drug Interactions')],
  },
  {
    id: 'cyanocobalamin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Cyanocobalamin',
    synonyms: ['vitamin B12'],
    brandNames: ['Nascobal', 'CaloMist'],
    atc: ['B03BA01'],
    kind: 'supportive',
    drugClass: 'Vitamin B12',
    classTags: ['vitamin-b12'],
    mechanism:
      'Vitamin B12 replacement; oral absorption of food-bound B12 needs gastric acid and intrinsic factor, while high-dose oral crystalline B12 is partly absorbed by diffusion.',
    routes: ['im', 'sc', 'oral', 'intranasal'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL_RULE,
    hepatic: NO_HEPATIC_RULE,
    boxedWarnings: [],
    monitoring: [
      'Pemetrexed premedication: 1 mg IM at least 1 week before the first dose and every 3 cycles.',
      'Long-term proton pump inhibitors, H2 antagonists and metformin lower B12 absorption from food; chloramphenicol blunts the haematological response.',
      'Hypokalaemia in the first 48 hours of treating severe megaloblastic anaemia.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(CYANOCOBALAMIN, 'WARNINGS'),
      label(CYANOCOBALAMIN, 'PRECAUTIONS: Drug Interactions'),
      label(PRILOSEC, '5 Warnings and Precautions'),
    ],
  },
  {
    id: 'phytonadione',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Phytonadione',
    synonyms: ['vitamin K1', 'phylloquinone'],
    brandNames: ['Mephyton', 'AquaMephyton'],
    atc: ['B02BA01'],
    kind: 'supportive',
    drugClass: 'Vitamin K',
    classTags: ['vitamin-k'],
    mechanism:
      'Cofactor for hepatic gamma-carboxylation of clotting factors II, VII, IX and X; reverses vitamin K antagonists over 6-24 hours.',
    routes: ['oral', 'iv', 'sc', 'im'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity', 'infusion-reaction'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'no-data',
      summary:
        'Severe hepatic disease: clotting factors may not respond; repeated large doses are not warranted if the response is poor.',
      rules: [
        {
          hepaticClass: 'child-pugh-c',
          action: 'monitor',
          text: 'Response may be absent; check INR.',
        },
      ],
    },
    boxedWarnings: [
      'Intravenous and intramuscular injection can cause severe, sometimes fatal, hypersensitivity and anaphylaxis, even at first dose; reserve these routes for when oral or subcutaneous use is not feasible, infuse slowly.',
    ],
    monitoring: [
      'Antagonises warfarin: INR falls within 24 hours and warfarin resistance can last days after large doses; plan re-anticoagulation.',
      'Supplements and enteral feeds containing vitamin K change warfarin response.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PHYTONADIONE, 'Boxed Warning'),
      label(PHYTONADIONE, '5 Warnings and Precautions'),
      label(PHYTONADIONE, '7 Drug Interactions'),
    ],
  },
];

export const comedImmunologyOtherDrugs: DrugInput[] = immunologyAndOther;

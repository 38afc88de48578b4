import type { DrugInput } from '../../core/knowledge/drug';
import {
  CPIC_ATAZANAVIR,
  CPIC_DRUG_TABLE,
  CPIC_EFAVIRENZ,
  CPIC_G6PD,
  CREDIBLEMEDS,
  FDA_DDI_TABLE,
  HBV_EXACERBATION_BOXED,
  REVIEWED,
  RXCUI_UNCONFIRMED,
  label,
} from './comed-sources';

/*
 * Antifungals, CMV/HBV/HIV antivirals, oseltamivir and hydroxychloroquine. See comed-sources.ts
 * for the conventions. HIV protease inhibitors are graded from the labels of the kinase inhibitors
 * that name them (Tasigna, Sprycel section 7: atazanavir among strong CYP3A4 inhibitors) and from
 * their own labels as given with a booster (darunavir is never given unboosted). Their class tag
 * 'hiv-pi-treatment' is kept apart from ritonavir's, because ritonavir boosting darunavir or
 * atazanavir is the standard regimen, not duplicate therapy. Emtricitabine and lamivudine share
 * 'cytidine-analogue-nrti' (their labels say not to combine them); the NRTIs of one pill (TDF or
 * TAF with emtricitabine) carry different tags so that a standard backbone raises no duplicate.
 */

const CMV_BOXED = [
  'Haematologic toxicity: severe leukopenia, neutropenia, anaemia, thrombocytopenia, pancytopenia and bone-marrow failure, including aplastic anaemia.',
  'Impairment of fertility (male and female) based on animal data and limited human data.',
  'Fetal toxicity: malformations and embryo-fetal loss in animals; use effective contraception.',
  'Mutagenesis and carcinogenesis in animal studies.',
];

const HIV_HEPATIC_NO_ADJ = {
  status: 'no-adjustment' as const,
  summary: 'No adjustment in mild-moderate hepatic impairment; severe impairment not studied.',
};

export const comedAntiviralAntifungalDrugs: DrugInput[] = [
  {
    id: 'isavuconazonium',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Isavuconazonium sulfate',
    synonyms: ['isavuconazole'],
    brandNames: ['Cresemba'],
    atc: ['J02AC05'],
    kind: 'supportive',
    drugClass: 'Triazole antifungal',
    classTags: ['azole-antifungal'],
    mechanism:
      'Prodrug of isavuconazole, which inhibits fungal lanosterol 14-alpha-demethylase. Isavuconazole is a sensitive CYP3A4 substrate and a moderate CYP3A4 inhibitor (midazolam AUC about 2-fold), and inhibits P-gp, BCRP and OCT2. It shortens, not prolongs, the QTc.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { substrate: 'sensitive', inhibitor: 'moderate' },
      'P-gp': { inhibitor: 'weak' },
      BCRP: { inhibitor: 'weak' },
      OCT2: { inhibitor: 'weak' },
    },
    // Basis (issue 12 review): Cresemba 12.2 shows dose-related QTc shortening, and the label
    // contraindicates it in familial short QT syndrome; no QT prolongation risk, so 'none' here is a
    // checked finding, not a missing one.
    qtRisk: 'none',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'infusion-reaction'],
    rareToxicities: ['hypersensitivity', 'dermatologic'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment in renal impairment, including ESRD.',
    },
    hepatic: {
      status: 'no-adjustment',
      summary:
        'No adjustment in Child-Pugh A or B; not studied in Child-Pugh C (use only if benefit outweighs risk).',
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with strong CYP3A4 inhibitors (ketoconazole, high-dose ritonavir), strong CYP3A4 inducers (rifampin, carbamazepine, St John\u2019s wort, long-acting barbiturates) and familial short QT syndrome',
      'Liver tests; levels of sensitive CYP3A4 substrates (tacrolimus, sirolimus, cyclosporine, kinase inhibitors); digoxin',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Cresemba (isavuconazonium sulfate)',
        '4 Contraindications; 5 Warnings and Precautions (hepatic, QT shortening); 7 Drug Interactions; 12.2 Pharmacodynamics (QTc shortening); 12.3',
      ),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'micafungin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Micafungin',
    brandNames: ['Mycamine'],
    atc: ['J02AX05'],
    kind: 'supportive',
    drugClass: 'Echinocandin antifungal',
    classTags: ['echinocandin'],
    mechanism:
      'Inhibits fungal 1,3-beta-D-glucan synthase; not a CYP substrate of note but a weak CYP3A inhibitor (sirolimus AUC +21%, nifedipine +18%, itraconazole +22%).',
    routes: ['iv'],
    pathways: { CYP3A4: { inhibitor: 'weak' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity'],
    rareToxicities: ['hemolysis', 'nephrotoxicity', 'hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe: limited data.',
    },
    boxedWarnings: [],
    monitoring: [
      'Liver tests; haemolysis; renal function',
      'Sirolimus, nifedipine or itraconazole levels/toxicity',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Mycamine (micafungin) for injection',
        '5 Warnings and Precautions; 7 Drug Interactions; 8.6-8.7',
      ),
    ],
  },
  {
    id: 'caspofungin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Caspofungin',
    brandNames: ['Cancidas'],
    atc: ['J02AX04'],
    kind: 'supportive',
    drugClass: 'Echinocandin antifungal',
    classTags: ['echinocandin'],
    mechanism:
      'Glucan synthase inhibitor; cleared by hydrolysis and N-acetylation. Inducers of drug clearance (rifampin, efavirenz, nevirapine, phenytoin, dexamethasone, carbamazepine) lower its levels; cyclosporine raises them.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'infusion-reaction', 'hypokalemia'],
    rareToxicities: ['hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'adjust',
      summary:
        'Moderate hepatic impairment (Child-Pugh 7-9): 35 mg daily after the 70 mg loading dose; severe: no data.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.7,
          text: 'Child-Pugh B: 35 mg daily after the loading dose.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'With rifampin (and consider with efavirenz, nevirapine, phenytoin, dexamethasone, carbamazepine): 70 mg daily',
      'With cyclosporine: liver tests (transaminase rises); tacrolimus levels fall about 20%',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Cancidas (caspofungin acetate) for injection',
        '2 Dosage and Administration (hepatic impairment, inducers); 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'anidulafungin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Anidulafungin',
    brandNames: ['Eraxis'],
    atc: ['J02AX06'],
    kind: 'supportive',
    drugClass: 'Echinocandin antifungal',
    classTags: ['echinocandin'],
    mechanism:
      'Glucan synthase inhibitor cleared by slow chemical degradation; no CYP metabolism or clinically relevant interactions.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction'],
    rareToxicities: ['hepatotoxicity', 'hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment in hepatic impairment.' },
    boxedWarnings: [],
    monitoring: ['Liver tests; infusion reactions (do not exceed 1.1 mg/min)'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Eraxis (anidulafungin) for injection',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'terbinafine',
    rxcui: '37801',
    name: 'Terbinafine',
    brandNames: ['Lamisil'],
    atc: ['D01BA02'],
    kind: 'supportive',
    drugClass: 'Allylamine antifungal',
    classTags: ['allylamine-antifungal'],
    mechanism:
      'Inhibits fungal squalene epoxidase; a strong CYP2D6 inhibitor in the FDA table (desipramine AUC about 5-fold), with inhibition lasting weeks after stopping.',
    routes: ['oral', 'topical'],
    pathways: { CYP2D6: { inhibitor: 'strong' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hepatotoxicity', 'dermatologic', 'myelosuppression'],
    renal: {
      status: 'avoid',
      summary: 'Oral terbinafine is not recommended when CrCl is 50 mL/min or less.',
      rules: [
        { crclBelow: 51, action: 'avoid', text: 'CrCl 50 mL/min or less: not recommended (oral).' },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Not recommended in chronic or active liver disease (liver failure reported).',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Chronic or active liver disease: not recommended.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'CYP2D6 substrates: tamoxifen (lower endoxifen), codeine and tramadol (less analgesia), TCAs, metoprolol, vortioxetine',
      'Liver tests before oral therapy',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Lamisil (terbinafine) tablets',
        '5 Warnings and Precautions (hepatotoxicity); 7 Drug Interactions (CYP2D6); 8.6-8.7',
      ),
      FDA_DDI_TABLE,
      CPIC_DRUG_TABLE,
    ],
  },
  {
    id: 'ganciclovir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ganciclovir',
    brandNames: ['Cytovene'],
    atc: ['J05AB06'],
    kind: 'supportive',
    drugClass: 'Anti-CMV nucleoside analogue',
    classTags: ['cmv-nucleoside-analogue'],
    mechanism:
      'Phosphorylated by the CMV UL97 kinase, then inhibits viral DNA polymerase; renally excreted unchanged, so marrow toxicity rises with renal impairment.',
    routes: ['iv'],
    pathways: { 'OAT1/3': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'embryo-fetal'],
    rareToxicities: ['nephrotoxicity', 'seizure'],
    renal: {
      status: 'adjust',
      summary:
        'Induction: CrCl 50-69 2.5 mg/kg every 12 h; 25-49 2.5 mg/kg every 24 h; 10-24 1.25 mg/kg every 24 h; <10 1.25 mg/kg three times weekly after dialysis.',
      rules: [
        {
          crclBelow: 70,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 50-69 mL/min: 2.5 mg/kg every 12 hours (induction).',
        },
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'CrCl 25-49 mL/min: 2.5 mg/kg every 24 hours (induction).',
        },
        {
          crclBelow: 25,
          action: 'reduce',
          text: 'CrCl 10-24 mL/min: 1.25 mg/kg every 24 hours (induction).',
        },
        {
          crclBelow: 10,
          action: 'extend-interval',
          text: 'CrCl <10 mL/min: 1.25 mg/kg three times a week after haemodialysis.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: CMV_BOXED,
    monitoring: [
      'CBC with differential and platelets frequently; do not start if ANC <500/µL, platelets <25,000/µL or Hb <8 g/dL',
      'Creatinine; additive marrow toxicity with cytotoxic chemotherapy, mycophenolate, zidovudine, trimethoprim-sulfamethoxazole',
      'Seizures with imipenem-cilastatin',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Cytovene (ganciclovir) for injection',
        'Boxed Warning; 2 Dosage and Administration (renal impairment, Table); 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'valganciclovir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Valganciclovir',
    brandNames: ['Valcyte'],
    atc: ['J05AB14'],
    kind: 'supportive',
    drugClass: 'Anti-CMV nucleoside analogue (prodrug)',
    classTags: ['cmv-nucleoside-analogue'],
    mechanism:
      'Oral valyl ester prodrug of ganciclovir (bioavailability about 60% with food); renally excreted as ganciclovir.',
    routes: ['oral'],
    pathways: { 'OAT1/3': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'embryo-fetal', 'diarrhea'],
    rareToxicities: ['nephrotoxicity', 'seizure'],
    renal: {
      status: 'adjust',
      summary:
        'Induction: CrCl 40-59 450 mg twice daily; 25-39 450 mg daily; 10-24 450 mg every 2 days; <10 (dialysis) not recommended, use ganciclovir.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 40-59 mL/min: induction 450 mg twice daily; maintenance 450 mg daily.',
        },
        {
          crclBelow: 40,
          action: 'reduce',
          doseFactor: 0.25,
          text: 'CrCl 25-39 mL/min: induction 450 mg daily; maintenance 450 mg every 2 days.',
        },
        {
          crclBelow: 25,
          action: 'extend-interval',
          text: 'CrCl 10-24 mL/min: induction 450 mg every 2 days; maintenance 450 mg twice weekly.',
        },
        {
          crclBelow: 10,
          action: 'avoid',
          text: 'CrCl <10 mL/min or haemodialysis: not recommended; use ganciclovir.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: CMV_BOXED,
    monitoring: [
      'CBC at least weekly in induction; additive marrow suppression with cytotoxic chemotherapy, mycophenolate and trimethoprim-sulfamethoxazole',
      'Creatinine; take with food; hazardous drug handling (do not break tablets)',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Valcyte (valganciclovir) tablets',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'foscarnet',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Foscarnet',
    brandNames: ['Foscavir'],
    atc: ['J05AD01'],
    kind: 'supportive',
    drugClass: 'Pyrophosphate-analogue antiviral',
    classTags: ['pyrophosphate-analogue-antiviral'],
    mechanism:
      'Directly inhibits viral DNA polymerase (no activation needed; active against ganciclovir-resistant CMV); renally excreted; chelates divalent cations.',
    routes: ['iv'],
    pathways: {},
    // Basis (issue 12 review): Foscavir label 5 reports QT prolongation and torsades de pointes
    // (postmarketing, often with confounders) and asks for ECGs with other QT drugs. The CredibleMeds
    // category could not be confirmed from a stored source; 'known' is kept as the cautious grade.
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['nephrotoxicity', 'hypocalcemia', 'hypomagnesemia', 'hypokalemia', 'seizure'],
    rareToxicities: ['myelosuppression'],
    renal: {
      status: 'adjust',
      summary:
        'Dose by CrCl in mL/min/kg per the label tables; not recommended below 0.4 mL/min/kg.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'Reduced renal function: dose by CrCl (mL/min/kg) using the label table; hydrate before each dose.',
        },
      ],
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [
      'Renal impairment is the major toxicity: monitor creatinine, adjust the dose and hydrate.',
      'Seizures related to changes in plasma minerals and electrolytes: monitor and replace calcium, magnesium, potassium and phosphate.',
    ],
    monitoring: [
      'Creatinine, calcium (ionised), magnesium, potassium and phosphate two to three times weekly in induction',
      'QT prolongation and torsades: ECG with other QT-prolonging drugs or electrolyte loss',
      'Avoid other nephrotoxic drugs (aminoglycosides, amphotericin B, IV pentamidine, cisplatin)',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Foscavir (foscarnet sodium) injection',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 5 Warnings and Precautions (renal, minerals, seizures, QT prolongation); 7 Drug Interactions',
      ),
      CREDIBLEMEDS,
    ],
  },
  {
    id: 'cidofovir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Cidofovir',
    brandNames: ['Vistide'],
    atc: ['J05AB12'],
    kind: 'supportive',
    drugClass: 'Nucleotide-analogue antiviral',
    classTags: ['nucleotide-analogue-antiviral'],
    mechanism:
      'Acyclic nucleotide analogue that inhibits viral DNA polymerase; concentrated in proximal tubules by OAT1 (probenecid is given to block this).',
    routes: ['iv'],
    pathways: { 'OAT1/3': { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['nephrotoxicity', 'myelosuppression', 'ocular'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated with serum creatinine above 1.5 mg/dL, CrCl 55 mL/min or less, or proteinuria of 2+ or more.',
      rules: [{ crclBelow: 56, action: 'avoid', text: 'CrCl 55 mL/min or less: contraindicated.' }],
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [
      'Renal impairment, including acute failure needing dialysis, can follow one or two doses: give probenecid and IV saline with each dose and check creatinine and urine protein within 48 hours before each dose.',
      'Contraindicated with other nephrotoxic drugs; stop them at least 7 days before starting.',
      'Neutropenia: monitor neutrophil counts.',
    ],
    monitoring: [
      'Creatinine, urine protein and ANC before each dose; intraocular pressure',
      'Stop nephrotoxic drugs (aminoglycosides, NSAIDs, foscarnet, IV pentamidine, amphotericin B) at least 7 days before',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Vistide (cidofovir) injection',
        'Boxed Warning; CONTRAINDICATIONS; WARNINGS; DOSAGE AND ADMINISTRATION',
      ),
    ],
  },
  {
    id: 'letermovir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Letermovir',
    brandNames: ['Prevymis'],
    atc: ['J05AX18'],
    kind: 'supportive',
    drugClass: 'CMV DNA terminase complex inhibitor',
    classTags: ['cmv-terminase-inhibitor'],
    mechanism:
      'Inhibits the CMV terminase complex (prophylaxis after haematopoietic cell transplant). A moderate CYP3A inhibitor (strong when given with cyclosporine), an OATP1B1/1B3 inhibitor, and an inducer of CYP2C9/2C19 (voriconazole levels fall). Substrate of OATP1B1/1B3 and UGT1A1/1A3.',
    routes: ['oral', 'iv'],
    pathways: {
      CYP3A4: { inhibitor: 'moderate' },
      'OATP1B1/1B3': { substrate: 'moderate', inhibitor: 'moderate' },
      CYP2C19: { inducer: 'weak' },
      CYP2C9: { inducer: 'weak' },
      UGT1A1: { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary: 'No adjustment for CrCl above 10 mL/min; not studied below 10 or on dialysis.',
    },
    hepatic: {
      status: 'avoid',
      summary:
        'No adjustment in mild-moderate impairment; not recommended in severe (Child-Pugh C) impairment, or in moderate hepatic with moderate-severe renal impairment.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with pimozide and ergot alkaloids; with cyclosporine also with pitavastatin and simvastatin',
      'With cyclosporine: letermovir 240 mg daily; tacrolimus, sirolimus and cyclosporine levels; voriconazole efficacy (levels fall)',
      'CYP3A-substrate kinase inhibitors and other narrow-margin CYP3A substrates: exposure rises',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Prevymis (letermovir) tablets and injection',
        '2 Dosage and Administration (with cyclosporine); 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions (Table); 12.3',
      ),
    ],
  },
  {
    id: 'famciclovir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Famciclovir',
    brandNames: ['Famvir'],
    atc: ['J05AB09'],
    kind: 'supportive',
    drugClass: 'Herpesvirus nucleoside analogue (prodrug)',
    classTags: ['herpesvirus-nucleoside-analogue'],
    mechanism:
      'Oral prodrug of penciclovir (aldehyde oxidase activation); renally excreted by filtration and OAT secretion.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['nephrotoxicity', 'neurotoxicity'],
    renal: {
      status: 'adjust',
      summary: 'Reduce the dose or extend the interval by CrCl (<60 mL/min) per the label table.',
      rules: [
        {
          crclBelow: 60,
          action: 'reduce',
          text: 'CrCl 40-59 mL/min (zoster): 500 mg every 12 hours.',
        },
        {
          crclBelow: 40,
          action: 'reduce',
          text: 'CrCl 20-39 mL/min (zoster): 500 mg every 24 hours.',
        },
        {
          crclBelow: 20,
          action: 'reduce',
          text: 'CrCl <20 mL/min (zoster): 250 mg every 24 hours.',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in compensated hepatic impairment.',
    },
    boxedWarnings: [],
    monitoring: ['Acute renal failure when not dose-adjusted; confusion in older adults'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Famvir (famciclovir) tablets',
        '2 Dosage and Administration (renal impairment); 5 Warnings and Precautions',
      ),
    ],
  },
  {
    id: 'entecavir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Entecavir',
    brandNames: ['Baraclude'],
    atc: ['J05AF10'],
    kind: 'supportive',
    drugClass: 'HBV nucleoside analogue',
    classTags: ['hbv-nucleoside-analogue'],
    mechanism:
      'Guanosine analogue that inhibits HBV polymerase; prophylaxis against HBV reactivation during rituximab and other immunosuppressive chemotherapy. Renally excreted; not a CYP substrate or perpetrator.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['lactic-acidosis'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 30-49: 50% of the dose (or every 48 hours); 10-29: 30% (or every 72 hours); <10 or dialysis: 15% (or every 7 days).',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 30-49 mL/min: 0.25 mg daily or 0.5 mg every 48 hours.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.3,
          text: 'CrCl 10-29 mL/min: 0.15 mg daily or 0.5 mg every 72 hours.',
        },
        {
          crclBelow: 10,
          action: 'reduce',
          doseFactor: 0.15,
          text: 'CrCl <10 mL/min or dialysis: 0.05 mg daily or 0.5 mg every 7 days.',
        },
      ],
    },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment in hepatic impairment.' },
    boxedWarnings: [
      HBV_EXACERBATION_BOXED,
      'In HIV/HBV co-infection without effective HIV treatment, entecavir may select HIV resistance; not recommended unless the patient is on fully suppressive antiretroviral therapy.',
      'Lactic acidosis and severe hepatomegaly with steatosis, including fatal cases.',
    ],
    monitoring: [
      'HBV DNA and liver tests; continue for 6-12 months after the end of immunosuppressive therapy (longer after anti-CD20)',
      'HIV testing before starting',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Baraclude (entecavir) tablets',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 5 Warnings and Precautions',
      ),
    ],
  },
  {
    id: 'tenofovir-disoproxil',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tenofovir disoproxil fumarate',
    synonyms: ['TDF', 'tenofovir DF'],
    brandNames: ['Viread'],
    atc: ['J05AF07'],
    kind: 'supportive',
    drugClass: 'Nucleotide reverse transcriptase inhibitor (HIV, HBV)',
    classTags: ['tenofovir-prodrug'],
    mechanism:
      'Prodrug of tenofovir, which is excreted by glomerular filtration and active tubular secretion (OAT1/3 uptake, MRP4 efflux); proximal tubulopathy (Fanconi syndrome) and bone loss are exposure-related.',
    routes: ['oral'],
    pathways: { 'OAT1/3': { substrate: 'moderate' }, 'P-gp': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['nephrotoxicity'],
    rareToxicities: ['lactic-acidosis'],
    renal: {
      status: 'adjust',
      summary:
        'CrCl 30-49: 300 mg every 48 hours; 10-29: every 72-96 hours; haemodialysis: every 7 days after dialysis.',
      rules: [
        {
          crclBelow: 50,
          action: 'extend-interval',
          text: 'CrCl 30-49 mL/min: 300 mg every 48 hours.',
        },
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl 10-29 mL/min: 300 mg every 72 to 96 hours.',
        },
        {
          crclBelow: 10,
          action: 'avoid',
          text: 'CrCl <10 mL/min without dialysis: no recommendation.',
        },
      ],
    },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment in hepatic impairment.' },
    boxedWarnings: [HBV_EXACERBATION_BOXED],
    monitoring: [
      'Creatinine, phosphate, urine glucose and protein; avoid with current or recent nephrotoxic drugs (high-dose or multiple NSAIDs, aminoglycosides, cidofovir, cisplatin, high-dose methotrexate)',
      'Drugs that compete for tubular secretion (acyclovir, valacyclovir, ganciclovir, valganciclovir) raise tenofovir or their own levels',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Viread (tenofovir disoproxil fumarate) tablets',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 5 Warnings and Precautions (new onset or worsening renal impairment, bone loss); 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'tenofovir-alafenamide',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tenofovir alafenamide',
    synonyms: ['TAF'],
    brandNames: ['Vemlidy'],
    atc: ['J05AF13'],
    kind: 'supportive',
    drugClass: 'Nucleotide reverse transcriptase inhibitor (HIV, HBV)',
    classTags: ['tenofovir-prodrug'],
    mechanism:
      'Tenofovir prodrug activated inside cells (cathepsin A, CES1), giving plasma tenofovir about 90% lower than TDF. A P-gp and BCRP substrate: P-gp inducers lower it.',
    routes: ['oral'],
    pathways: {
      'P-gp': { substrate: 'moderate' },
      BCRP: { substrate: 'minor' },
      'OATP1B1/1B3': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['nephrotoxicity', 'lactic-acidosis'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for CrCl 15 mL/min or more, or on haemodialysis (dose after dialysis); not recommended below 15 without dialysis.',
      rules: [
        {
          crclBelow: 15,
          action: 'avoid',
          text: 'CrCl <15 mL/min not on dialysis: not recommended.',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Not recommended in decompensated (Child-Pugh B or C) hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Decompensated cirrhosis: not recommended.',
        },
      ],
    },
    boxedWarnings: [HBV_EXACERBATION_BOXED],
    monitoring: [
      'Not recommended with rifampin, rifapentine, rifabutin, carbamazepine, oxcarbazepine, phenobarbital, phenytoin or St John\u2019s wort (P-gp induction)',
      'Creatinine, urine glucose and protein; HBV DNA',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Vemlidy (tenofovir alafenamide) tablets',
        'Boxed Warning; 2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'lamivudine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Lamivudine',
    synonyms: ['3TC'],
    brandNames: ['Epivir', 'Epivir-HBV'],
    atc: ['J05AF05'],
    kind: 'supportive',
    drugClass: 'Nucleoside reverse transcriptase inhibitor (cytidine analogue)',
    classTags: ['cytidine-analogue-nrti'],
    mechanism:
      'Cytidine analogue that inhibits HIV reverse transcriptase and HBV polymerase; renally excreted (OCT2/MATE; trimethoprim raises it).',
    routes: ['oral'],
    pathways: { OCT2: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['lactic-acidosis', 'hepatotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'HIV dosing: CrCl 30-49 150 mg daily; 15-29 150 mg then 100 mg daily; 5-14 150 mg then 50 mg daily; <5 50 mg then 25 mg daily.',
      rules: [
        {
          crclBelow: 50,
          action: 'reduce',
          doseFactor: 0.5,
          text: 'CrCl 30-49 mL/min: 150 mg once daily.',
        },
        {
          crclBelow: 30,
          action: 'reduce',
          doseFactor: 0.33,
          text: 'CrCl 15-29 mL/min: 150 mg first dose, then 100 mg daily.',
        },
        {
          crclBelow: 15,
          action: 'reduce',
          doseFactor: 0.17,
          text: 'CrCl 5-14 mL/min: 150 mg first dose, then 50 mg daily.',
        },
      ],
    },
    hepatic: { status: 'no-adjustment', summary: 'No adjustment in hepatic impairment.' },
    boxedWarnings: [
      HBV_EXACERBATION_BOXED,
      'Epivir-HBV is dosed too low for HIV: in unrecognised HIV infection it selects HIV resistance; test for HIV before HBV treatment.',
    ],
    monitoring: [
      'Do not combine with emtricitabine (same resistance profile, no added benefit)',
      'HBV DNA and liver tests after stopping',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Epivir (lamivudine) tablets',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 5 Warnings and Precautions; 7 Drug Interactions (trimethoprim, sorbitol, emtricitabine)',
      ),
    ],
  },
  {
    id: 'emtricitabine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Emtricitabine',
    synonyms: ['FTC'],
    brandNames: ['Emtriva'],
    atc: ['J05AF09'],
    kind: 'supportive',
    drugClass: 'Nucleoside reverse transcriptase inhibitor (cytidine analogue)',
    classTags: ['cytidine-analogue-nrti'],
    mechanism:
      'Cytidine analogue reverse transcriptase inhibitor (also active against HBV); renally excreted by filtration and secretion.',
    routes: ['oral'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['lactic-acidosis', 'dermatologic'],
    renal: {
      status: 'adjust',
      summary:
        'Capsule: CrCl 30-49 200 mg every 48 hours; 15-29 every 72 hours; <15 or dialysis every 96 hours.',
      rules: [
        {
          crclBelow: 50,
          action: 'extend-interval',
          text: 'CrCl 30-49 mL/min: 200 mg every 48 hours.',
        },
        {
          crclBelow: 30,
          action: 'extend-interval',
          text: 'CrCl 15-29 mL/min: 200 mg every 72 hours.',
        },
        {
          crclBelow: 15,
          action: 'extend-interval',
          text: 'CrCl <15 mL/min or dialysis: 200 mg every 96 hours.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Not studied in hepatic impairment; hepatic metabolism is minimal.',
    },
    boxedWarnings: [HBV_EXACERBATION_BOXED],
    monitoring: [
      'Do not combine with lamivudine',
      'HBV status before starting; liver tests after stopping',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Emtriva (emtricitabine) capsules',
        'Boxed Warning; 2 Dosage and Administration (renal impairment); 5 Warnings and Precautions',
      ),
    ],
  },
  {
    id: 'efavirenz',
    rxcui: '195085',
    name: 'Efavirenz',
    brandNames: ['Sustiva'],
    atc: ['J05AG03'],
    kind: 'supportive',
    drugClass: 'Non-nucleoside reverse transcriptase inhibitor',
    classTags: ['nnrti'],
    mechanism:
      'NNRTI cleared mainly by CYP2B6 (CYP2B6*6/*6 carriers have about 3-fold higher levels and more CNS toxicity). A moderate CYP3A inducer in the FDA table, and an inducer of CYP2B6 and UGT1A1.',
    routes: ['oral'],
    pathways: {
      CYP2B6: { substrate: 'moderate', inducer: 'moderate' },
      CYP3A4: { substrate: 'minor', inducer: 'moderate' },
      CYP2C19: { inhibitor: 'weak' },
      CYP2C9: { inhibitor: 'weak' },
    },
    qtRisk: 'possible',
    phDependentAbsorption: false,
    toxicities: ['neurotoxicity', 'dermatologic'],
    rareToxicities: ['hepatotoxicity'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary: 'Not recommended in moderate or severe hepatic impairment.',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: not recommended.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Induction lowers CYP3A4-substrate anticancer drugs (kinase inhibitors, taxanes, vinca alkaloids), azoles and hormonal contraceptives',
      'QTc prolongation, mainly in CYP2B6*6 homozygotes: consider alternatives with drugs of known torsades risk',
      'Psychiatric and nervous system symptoms; rash; liver tests',
    ],
    pgxGenes: ['CYP2B6'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Sustiva (efavirenz)',
        '5 Warnings and Precautions (QTc prolongation, psychiatric, nervous system, rash, hepatotoxicity); 7 Drug Interactions; 12.3; 12.5',
      ),
      CPIC_EFAVIRENZ,
      FDA_DDI_TABLE,
      CPIC_DRUG_TABLE,
    ],
  },
  {
    id: 'rilpivirine',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Rilpivirine',
    brandNames: ['Edurant'],
    atc: ['J05AG05'],
    kind: 'supportive',
    drugClass: 'Non-nucleoside reverse transcriptase inhibitor',
    classTags: ['nnrti'],
    mechanism:
      'NNRTI cleared by CYP3A4 (a moderate-sensitivity CYP3A substrate); oral absorption needs food and gastric acid (PPIs are contraindicated). Supratherapeutic doses prolong the QTc.',
    routes: ['oral', 'im'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'possible',
    phDependentAbsorption: true,
    toxicities: [],
    rareToxicities: ['dermatologic', 'hepatotoxicity', 'hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment in mild-moderate renal impairment; use caution in severe impairment or ESRD.',
    },
    hepatic: HIV_HEPATIC_NO_ADJ,
    boxedWarnings: [],
    classInstructions: [
      {
        with: { classTag: 'proton-pump-inhibitor' },
        instruction: 'contraindicated',
        text: 'Contraindicated with every proton pump inhibitor (dexlansoprazole included): raised gastric pH cuts rilpivirine absorption, with loss of virologic response and resistance.',
        source: label('Edurant (rilpivirine) tablets', '4 Contraindications; 7 Drug Interactions'),
      },
    ],
    monitoring: [
      'Contraindicated with PPIs, carbamazepine, oxcarbazepine, phenobarbital, phenytoin, rifampin, rifapentine, St John\u2019s wort and systemic dexamethasone beyond a single dose',
      'H2-receptor antagonists at least 12 hours before or 4 hours after; antacids at least 2 hours before or 4 hours after',
      'Other drugs with known torsades risk: ECG',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Edurant (rilpivirine) tablets',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions (QT prolongation, depressive disorders, hepatotoxicity); 7 Drug Interactions',
      ),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'nevirapine',
    rxcui: '53654',
    name: 'Nevirapine',
    brandNames: ['Viramune'],
    atc: ['J05AG01'],
    kind: 'supportive',
    drugClass: 'Non-nucleoside reverse transcriptase inhibitor',
    classTags: ['nnrti'],
    mechanism:
      'NNRTI metabolised by CYP3A4 and CYP2B6 and an inducer of both (auto-induction over 2-4 weeks; ketoconazole AUC fell about 70%).',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate', inducer: 'moderate' },
      CYP2B6: { substrate: 'moderate', inducer: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'dermatologic'],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for CrCl 20 mL/min or more; on dialysis an extra 200 mg after each session.',
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in moderate or severe hepatic impairment (Child-Pugh B or C).',
      rules: [
        { hepaticClass: 'child-pugh-b', action: 'avoid', text: 'Child-Pugh B: contraindicated.' },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: contraindicated.' },
      ],
    },
    boxedWarnings: [
      'Severe, life-threatening and fatal hepatotoxicity, highest in the first 18 weeks and in women with CD4 above 250/µL or men above 400/µL; monitor intensively.',
      'Severe, life-threatening skin reactions (SJS, TEN, hypersensitivity with organ dysfunction); use the 14-day lead-in dose and stop for severe rash.',
    ],
    monitoring: [
      'Liver tests frequently in the first 18 weeks',
      'Induction lowers CYP3A4-substrate anticancer drugs and azoles (ketoconazole not recommended)',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Viramune (nevirapine) tablets',
        'Boxed Warning; 4 Contraindications; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
      CPIC_DRUG_TABLE,
    ],
  },
  {
    id: 'dolutegravir',
    rxcui: '1433868',
    name: 'Dolutegravir',
    brandNames: ['Tivicay'],
    atc: ['J05AJ03'],
    kind: 'supportive',
    drugClass: 'HIV integrase strand transfer inhibitor',
    classTags: ['integrase-inhibitor'],
    mechanism:
      'Integrase inhibitor glucuronidated by UGT1A1 (CYP3A4 minor); inhibits renal OCT2 and MATE1 (metformin and dofetilide levels rise). Chelated by polyvalent cations.',
    routes: ['oral'],
    pathways: {
      UGT1A1: { substrate: 'moderate' },
      CYP3A4: { substrate: 'minor' },
      OCT2: { inhibitor: 'moderate' },
      'P-gp': { substrate: 'minor' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity', 'hepatotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment in renal impairment (caution with integrase-resistant virus in severe impairment).',
    },
    hepatic: HIV_HEPATIC_NO_ADJ,
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with dofetilide',
      'Take 2 hours before or 6 hours after antacids, laxatives or supplements with aluminium, magnesium, calcium or iron (calcium or iron with food is acceptable)',
      'Rifampin, carbamazepine, efavirenz: dolutegravir 50 mg twice daily; metformin: limit the total dose and monitor',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Tivicay (dolutegravir) tablets',
        '2 Dosage and Administration; 4 Contraindications (dofetilide); 5 Warnings and Precautions; 7 Drug Interactions',
      ),
      CPIC_DRUG_TABLE,
    ],
  },
  {
    id: 'bictegravir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Bictegravir',
    atc: ['J05AR20'],
    kind: 'supportive',
    drugClass: 'HIV integrase strand transfer inhibitor',
    classTags: ['integrase-inhibitor'],
    mechanism:
      'Integrase inhibitor cleared by CYP3A4 and UGT1A1 (both strong CYP3A/P-gp inducers and strong inhibitors change its level); inhibits OCT2 and MATE1. Chelated by polyvalent cations.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate' },
      UGT1A1: { substrate: 'moderate' },
      OCT2: { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['hypersensitivity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'Biktarvy: no adjustment for CrCl 30 mL/min or more; not recommended 15-29; dose after dialysis in ESRD.',
    },
    hepatic: HIV_HEPATIC_NO_ADJ,
    boxedWarnings: [HBV_EXACERBATION_BOXED],
    monitoring: [
      'Contraindicated with dofetilide and rifampin; not recommended with rifabutin, rifapentine, carbamazepine, oxcarbazepine, phenytoin, phenobarbital, St John\u2019s wort',
      'Antacids with aluminium/magnesium: take Biktarvy 2 hours before or 6 hours after; calcium or iron: together with food',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Biktarvy (bictegravir, emtricitabine, tenofovir alafenamide) tablets',
        'Boxed Warning; 4 Contraindications; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'raltegravir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Raltegravir',
    brandNames: ['Isentress'],
    atc: ['J05AJ01'],
    kind: 'supportive',
    drugClass: 'HIV integrase strand transfer inhibitor',
    classTags: ['integrase-inhibitor'],
    mechanism:
      'Integrase inhibitor glucuronidated by UGT1A1 with no CYP involvement; the integrase inhibitor with the fewest interactions with anticancer drugs.',
    routes: ['oral'],
    pathways: { UGT1A1: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['myopathy', 'dermatologic', 'hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: HIV_HEPATIC_NO_ADJ,
    boxedWarnings: [],
    monitoring: [
      'Rifampin: 800 mg twice daily (400 mg formulation)',
      'Aluminium/magnesium antacids not recommended; CPK with myopathy-causing drugs',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Isentress (raltegravir) tablets',
        '2 Dosage and Administration; 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'darunavir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Darunavir',
    brandNames: ['Prezista'],
    atc: ['J05AE10'],
    kind: 'supportive',
    drugClass: 'HIV protease inhibitor',
    classTags: ['hiv-pi-treatment'],
    mechanism:
      'HIV protease inhibitor always given with ritonavir or cobicistat; darunavir is a sensitive CYP3A substrate and, boosted, the regimen is a strong CYP3A inhibitor (FDA table lists boosted protease inhibitors).',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'sensitive', inhibitor: 'strong' },
      'P-gp': { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['diarrhea', 'dermatologic'],
    rareToxicities: ['hepatotoxicity', 'hypersensitivity'],
    renal: { status: 'no-adjustment', summary: 'No adjustment in renal impairment.' },
    hepatic: {
      status: 'avoid',
      summary: 'Not recommended in severe hepatic impairment.',
      rules: [
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with drugs highly dependent on CYP3A for clearance (pimozide, lurasidone, oral midazolam, triazolam, simvastatin, lovastatin, alfuzosin, dronedarone) and with strong inducers (rifampin, St John\u2019s wort, carbamazepine with cobicistat)',
      'CYP3A-substrate anticancer drugs: follow each label\u2019s strong-inhibitor rule (venetoclax, ibrutinib, kinase inhibitors, vinca alkaloids, taxanes)',
      'Sulfonamide allergy; liver tests',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Prezista (darunavir) tablets',
        '4 Contraindications; 5 Warnings and Precautions (hepatotoxicity, skin reactions); 7 Drug Interactions',
      ),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'atazanavir',
    rxcui: '343047',
    name: 'Atazanavir',
    brandNames: ['Reyataz'],
    atc: ['J05AE08'],
    kind: 'supportive',
    drugClass: 'HIV protease inhibitor',
    classTags: ['hiv-pi-treatment'],
    mechanism:
      'HIV protease inhibitor; a strong CYP3A4 inhibitor (named among strong inhibitors in the Tasigna and Sprycel labels) and a UGT1A1 inhibitor (benign unconjugated hyperbilirubinaemia; raises SN-38). Absorption needs gastric acid.',
    routes: ['oral'],
    pathways: {
      CYP3A4: { substrate: 'moderate', inhibitor: 'strong' },
      UGT1A1: { inhibitor: 'moderate' },
    },
    qtRisk: 'unknown',
    phDependentAbsorption: true,
    toxicities: ['bradycardia'],
    rareToxicities: ['dermatologic', 'hepatotoxicity', 'nephrotoxicity'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment, except that haemodialysis patients should not receive it unboosted (treatment-experienced: not recommended).',
    },
    hepatic: {
      status: 'adjust',
      summary:
        'Child-Pugh B (unboosted, treatment-naive): 300 mg daily; Child-Pugh C: not recommended; boosted use not recommended in any hepatic impairment.',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'reduce',
          doseFactor: 0.75,
          text: 'Child-Pugh B: 300 mg once daily (unboosted only).',
        },
        { hepaticClass: 'child-pugh-c', action: 'avoid', text: 'Child-Pugh C: not recommended.' },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated with irinotecan (UGT1A1), pimozide, lurasidone (boosted), oral midazolam, triazolam, simvastatin, lovastatin, rifampin, St John\u2019s wort and nevirapine',
      'PPIs: avoid in treatment-experienced patients; H2-receptor antagonists and antacids need timing rules',
      'PR prolongation (ECG with other PR-prolonging drugs); nephrolithiasis; Gilbert (UGT1A1*28/*28) jaundice (CPIC)',
    ],
    pgxGenes: ['UGT1A1'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Reyataz (atazanavir) capsules',
        '2 Dosage and Administration; 4 Contraindications; 5 Warnings and Precautions (conduction abnormalities, nephrolithiasis); 7 Drug Interactions',
      ),
      label('Tasigna (nilotinib)', '7 Drug Interactions (strong CYP3A4 inhibitors named)'),
      CPIC_ATAZANAVIR,
      CPIC_DRUG_TABLE,
    ],
  },
  {
    id: 'oseltamivir',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Oseltamivir',
    brandNames: ['Tamiflu'],
    atc: ['J05AH02'],
    kind: 'supportive',
    drugClass: 'Neuraminidase inhibitor',
    classTags: ['neuraminidase-inhibitor'],
    mechanism:
      'Prodrug hydrolysed by hepatic CES1 to oseltamivir carboxylate, which is excreted by filtration and OAT1/3 secretion (probenecid doubles it).',
    routes: ['oral'],
    pathways: { 'OAT1/3': { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['dermatologic', 'neurotoxicity'],
    renal: {
      status: 'adjust',
      summary:
        'Treatment: CrCl 31-60 30 mg twice daily; 11-30 30 mg once daily; ESRD on dialysis 30 mg after each session.',
      rules: [
        {
          crclBelow: 61,
          action: 'reduce',
          doseFactor: 0.4,
          text: 'CrCl 31-60 mL/min: 30 mg twice daily (treatment).',
        },
        {
          crclBelow: 31,
          action: 'reduce',
          doseFactor: 0.2,
          text: 'CrCl 11-30 mL/min: 30 mg once daily (treatment).',
        },
      ],
    },
    hepatic: {
      status: 'no-adjustment',
      summary: 'No adjustment in mild-moderate impairment; severe not studied.',
    },
    boxedWarnings: [],
    monitoring: [
      'Neuropsychiatric events (delirium)',
      'Live attenuated influenza vaccine is inactivated within 2 weeks of oseltamivir',
    ],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Tamiflu (oseltamivir phosphate) capsules',
        '2 Dosage and Administration (renal impairment); 5 Warnings and Precautions; 7 Drug Interactions',
      ),
    ],
  },
  {
    id: 'hydroxychloroquine',
    rxcui: '5521',
    name: 'Hydroxychloroquine',
    brandNames: ['Plaquenil'],
    atc: ['P01BA02'],
    kind: 'supportive',
    drugClass: '4-aminoquinoline antimalarial and immunomodulator',
    classTags: ['4-aminoquinoline'],
    mechanism:
      'Raises lysosomal pH and interferes with antigen processing; very long half-life (about 40 days), partly dealkylated by CYP2D6, CYP2C8 and CYP3A4. Cumulative dose drives retinopathy; prolongs the QT interval.',
    routes: ['oral'],
    pathways: { CYP2D6: { substrate: 'minor' } },
    qtRisk: 'known',
    phDependentAbsorption: false,
    toxicities: ['ocular'],
    rareToxicities: ['cardiotoxicity', 'hemolysis', 'myelosuppression', 'dermatologic', 'myopathy'],
    renal: {
      status: 'no-data',
      summary:
        'Renal impairment raises exposure and retinopathy risk; no dose figures in the label.',
    },
    hepatic: { status: 'no-data', summary: 'Use with caution in hepatic disease; no dose rule.' },
    boxedWarnings: [],
    monitoring: [
      'Baseline and annual retinal screening after 5 years (sooner with tamoxifen, renal disease or doses above 5 mg/kg actual weight)',
      'ECG with other QT-prolonging drugs; cardiomyopathy; hypoglycaemia with insulin or sulfonylureas',
      'Haemolysis in G6PD deficiency; digoxin levels rise',
    ],
    pgxGenes: ['G6PD'],
    lastReviewed: REVIEWED,
    sources: [
      label(
        'Plaquenil (hydroxychloroquine sulfate) tablets',
        '5 Warnings and Precautions (cardiomyopathy and QT prolongation, retinal toxicity, hypoglycaemia, haemolysis in G6PD deficiency); 7 Drug Interactions',
      ),
      CREDIBLEMEDS,
      CPIC_G6PD,
      CPIC_DRUG_TABLE,
    ],
  },
];

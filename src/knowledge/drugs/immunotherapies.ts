import type { DrugInput } from '../../core/knowledge/drug';
import {
  EMBRYO_FETAL_PREGNANCY,
  LAST_REVIEWED,
  MASCC_2016,
  NIOSH_NOT_CHECKED,
  NO_BREASTFEEDING,
  PROFILE_SECTIONS,
  RXCUI_UNCONFIRMED,
  monographSources,
  usLabel,
} from './new-record-sources';

/*
 * Immunotherapies other than antibodies and engineered T cells, added for issue 12: cytokines and
 * cytokine fusion toxins, intravesical BCG and gene therapy, an oncolytic virus and an autologous
 * cellular vaccine, each with its issue-13 monograph. Most have no PK pathway; their labels'
 * interaction statements (corticosteroids and immunosuppressants blunting the immune effect,
 * antivirals or antibiotics inactivating live agents) are curated interaction records.
 * Talimogene laherparepvec is injected into lesions; the schema's route list has no
 * 'intralesional', so it is recorded as 'sc' (cutaneous and subcutaneous lesions) with the exact
 * route in its monograph.
 */

const pi = (product: string) => usLabel(product, PROFILE_SECTIONS);

const BIOHAZARD =
  "Live or replication-competent biological product: not handled under the NIOSH hazardous-drug tables; follow the label's biosafety precautions for preparation, administration and disposal.";

export const immunotherapyDrugs: DrugInput[] = [
  {
    id: 'aldesleukin',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Aldesleukin',
    synonyms: ['interleukin-2', 'IL-2', 'high-dose IL-2'],
    brandNames: ['Proleukin'],
    atc: ['L03AC01'],
    kind: 'antineoplastic',
    drugClass: 'Cytokine (recombinant interleukin-2)',
    classTags: ['interleukin-2'],
    mechanism: 'Recombinant IL-2 that expands and activates T and NK cells against tumour cells.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [
      'cardiotoxicity',
      'nephrotoxicity',
      'hepatotoxicity',
      'infection',
      'neurotoxicity',
      'immune-related',
    ],
    renal: {
      status: 'avoid',
      summary:
        'Restricted to patients with normal renal function; withhold for oliguria or rising creatinine per the label.',
      rules: [
        {
          action: 'monitor',
          text: 'Withhold for urine output below 10 mL/h for 16-24 hours with rising creatinine.',
        },
      ],
    },
    hepatic: {
      status: 'no-data',
      summary: 'Restricted to patients with normal organ function; hepatic impairment not studied.',
    },
    emetogenicRisk: 'moderate',
    boxedWarnings: [
      'Restrict to patients with normal cardiac and pulmonary function (thallium stress test and pulmonary function tests); give in a hospital with intensive-care support.',
      'Capillary leak syndrome: hypotension and reduced organ perfusion, which can be severe or fatal.',
      'Impaired neutrophil function: higher risk of disseminated infection; treat pre-existing infections and consider antibiotic prophylaxis with central lines.',
      'Withhold for moderate to severe lethargy or somnolence: continuing may lead to coma.',
    ],
    monitoring: [
      'Vital signs, weight, urine output and oxygen saturation at least every 4-8 hours during treatment; CBC, electrolytes, renal and liver tests daily.',
      'Thyroid function (autoimmune thyroiditis); mental status before each dose.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Metastatic renal cell carcinoma.', 'Metastatic melanoma.'],
      dosing: [
        {
          indication: 'Metastatic RCC or melanoma',
          dose: '600,000 IU/kg (0.037 mg/kg) IV over 15 minutes every 8 hours for up to 14 doses; after 9 days of rest, a second course of up to 14 doses.',
          modifications: [
            'Withhold doses (do not reduce) for hypotension, oliguria, arrhythmia, mental status changes or other toxicity per the label table.',
          ],
        },
      ],
      administration: [
        'Reconstitute with 1.2 mL sterile water; dilute in 50 mL 5% dextrose (not sodium chloride or bacteriostatic water); infuse over 15 minutes; no in-line filter.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy:
        'Animal studies showed embryolethality; use in pregnancy only if the benefit justifies the risk.',
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'hypotension', frequency: '71%' },
          { reaction: 'diarrhoea', frequency: '67%' },
          { reaction: 'oliguria', frequency: '63%' },
          { reaction: 'chills', frequency: '52%' },
          { reaction: 'vomiting', frequency: '50%' },
          {
            reaction: 'dyspnoea, rash, raised bilirubin, thrombocytopenia, nausea, confusion',
            frequency: '≥30%',
          },
        ],
        serious: [
          'Capillary leak syndrome',
          'Arrhythmia and myocardial infarction',
          'Renal failure',
          'Sepsis',
          'Coma',
        ],
      },
      sources: monographSources('Proleukin (aldesleukin)'),
    },
    sources: [pi('Proleukin (aldesleukin)'), MASCC_2016],
  },
  {
    id: 'bcg-live-intravesical',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'BCG live (intravesical)',
    synonyms: ['bacillus Calmette-Guérin', 'BCG', 'TICE BCG'],
    brandNames: ['TICE BCG'],
    atc: ['L03AX03'],
    kind: 'antineoplastic',
    drugClass: 'Live attenuated mycobacterial immunotherapy (intravesical)',
    classTags: ['bcg'],
    mechanism:
      'Live attenuated Mycobacterium bovis instilled in the bladder triggers a local immune response against urothelial tumour cells.',
    routes: ['intravesical'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infection'],
    renal: { status: 'no-data', summary: 'No renal dose rule (local intravesical therapy).' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule (local intravesical therapy).' },
    boxedWarnings: [
      'BCG infections, including fatal disseminated infection: prepare with aseptic, biosafety precautions away from areas where parenteral drugs are prepared; do not give after traumatic catheterisation or within 7-14 days of biopsy or TURBT.',
    ],
    monitoring: [
      'Contraindicated in immunosuppression, active tuberculosis, febrile illness, urinary tract infection and gross haematuria.',
      'Fever above 39 °C, systemic symptoms or persistent local symptoms: evaluate for BCG infection and treat with antituberculous drugs.',
      'Antibiotics active against mycobacteria (fluoroquinolones, doxycycline, aminoglycosides) during instillation may reduce efficacy.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Carcinoma in situ of the urinary bladder, and prophylaxis of primary or recurrent stage Ta and/or T1 papillary tumours after TURBT.',
      ],
      dosing: [
        {
          indication: 'Non-muscle-invasive bladder cancer',
          dose: 'One vial (about 50 mg, 1-8 x 10^8 CFU) in 50 mL preservative-free 0.9% sodium chloride instilled weekly for 6 weeks, then maintenance instillations per the label or protocol.',
          modifications: [
            'Postpone for traumatic catheterisation, gross haematuria, UTI or systemic BCG reaction.',
          ],
        },
      ],
      administration: [
        'Instil through a catheter by gravity; retain for 2 hours (change position every 15 minutes as directed); patient voids seated and disinfects urine with bleach for 6 hours after.',
      ],
      hazardous: { niosh: 'unknown', note: BIOHAZARD },
      pregnancy: 'Not studied in pregnancy; avoid unless clearly needed.',
      lactation: 'Unknown whether excreted in milk; weigh benefit and risk.',
      adverseReactions: {
        common: [
          { reaction: 'dysuria', frequency: 'about 60%' },
          { reaction: 'urinary frequency', frequency: 'about 40%' },
          { reaction: 'haematuria', frequency: 'about 26%' },
          { reaction: 'flu-like symptoms, fever', frequency: 'about 20-33%' },
        ],
        serious: [
          'Disseminated BCG infection (BCG sepsis)',
          'Granulomatous prostatitis, epididymo-orchitis, pneumonitis, hepatitis',
        ],
      },
      sources: monographSources('TICE BCG (BCG live, intravesical)'),
    },
    sources: [
      usLabel(
        'TICE BCG (BCG live, intravesical)',
        'BOXED WARNING; CONTRAINDICATIONS; WARNINGS; PRECAUTIONS; DOSAGE AND ADMINISTRATION',
      ),
    ],
  },
  {
    id: 'talimogene-laherparepvec',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Talimogene laherparepvec',
    synonyms: ['T-VEC'],
    brandNames: ['Imlygic'],
    atc: ['L01XL06'],
    kind: 'antineoplastic',
    drugClass: 'Oncolytic virus (genetically modified HSV-1)',
    classTags: ['oncolytic-virus'],
    mechanism:
      'Modified herpes simplex virus type 1 that replicates in and lyses tumour cells and expresses GM-CSF to prime antitumour immunity.',
    // Intralesional injection into cutaneous, subcutaneous and nodal lesions (see the file comment).
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infection'],
    rareToxicities: ['immune-related'],
    renal: { status: 'no-data', summary: 'No renal dose rule (intralesional therapy).' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule (intralesional therapy).' },
    boxedWarnings: [],
    monitoring: [
      'Contraindicated in immunocompromised patients and in pregnancy.',
      'Herpetic infection in patients, close contacts and healthcare workers; injection sites covered with airtight dressings; avoid touching them.',
      'Acyclovir and other anti-herpetic antivirals may interfere with efficacy; weigh their use.',
      'Injection-site complications (necrosis, ulceration, cellulitis); plasmacytoma near injection sites.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Local treatment of unresectable cutaneous, subcutaneous and nodal lesions of melanoma recurrent after initial surgery.',
      ],
      dosing: [
        {
          indication: 'Melanoma (intralesional)',
          dose: 'Initial: up to 4 mL of 10^6 PFU/mL into lesions; 3 weeks later up to 4 mL of 10^8 PFU/mL; then up to 4 mL of 10^8 PFU/mL every 2 weeks; volume per lesion by lesion size per the label.',
          modifications: [],
        },
      ],
      administration: [
        'Intralesional injection by a healthcare provider wearing gloves, gown and eye protection; thaw per the label; do not give IV.',
        'Dispose of materials as biohazardous waste.',
      ],
      hazardous: { niosh: 'unknown', note: BIOHAZARD },
      pregnancy:
        'Contraindicated in pregnancy (risk of fetal herpetic infection); advise contraception.',
      lactation: 'Unknown whether excreted in milk; weigh benefit and risk.',
      adverseReactions: {
        common: [
          { reaction: 'fatigue', frequency: '50%' },
          { reaction: 'chills', frequency: '49%' },
          { reaction: 'pyrexia', frequency: '43%' },
          { reaction: 'nausea', frequency: '36%' },
          { reaction: 'influenza-like illness', frequency: '31%' },
          { reaction: 'injection-site pain', frequency: '28%' },
        ],
        serious: [
          'Disseminated herpetic infection in immunocompromised patients',
          'Injection-site cellulitis and necrosis',
          'Immune-mediated events',
        ],
      },
      sources: monographSources('Imlygic (talimogene laherparepvec)'),
    },
    sources: [pi('Imlygic (talimogene laherparepvec)')],
  },
  {
    id: 'sipuleucel-t',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Sipuleucel-T',
    brandNames: ['Provenge'],
    atc: ['L03AX17'],
    kind: 'antineoplastic',
    drugClass: 'Autologous cellular immunotherapy',
    classTags: ['autologous-cellular-immunotherapy'],
    mechanism:
      'Autologous antigen-presenting cells activated ex vivo with a PAP-GM-CSF fusion protein, stimulating T cells against prostatic acid phosphatase.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['infusion-reaction'],
    rareToxicities: ['thromboembolism', 'infection'],
    renal: { status: 'no-data', summary: 'No renal dose rule (autologous cell product).' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule (autologous cell product).' },
    boxedWarnings: [],
    monitoring: [
      'Premedicate with acetaminophen and an antihistamine; observe for acute infusion reactions for at least 30 minutes.',
      'Confirm patient identity; infuse before the expiry time on the product; concurrent immunosuppressants may alter efficacy.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Asymptomatic or minimally symptomatic metastatic castration-resistant prostate cancer.',
      ],
      dosing: [
        {
          indication: 'mCRPC',
          dose: 'Three doses at about 2-week intervals, each containing at least 50 million autologous CD54+ cells, each given after leukapheresis.',
          modifications: ['Interrupt or slow the infusion for acute infusion reactions.'],
        },
      ],
      administration: [
        'IV over about 60 minutes; do not use a cell filter; do not infuse if the bag is leaking or expired.',
      ],
      hazardous: {
        niosh: 'unknown',
        note: 'Autologous cell product: not assessed against the NIOSH hazardous-drug tables; handle with universal precautions.',
      },
      pregnancy: 'Not indicated in females.',
      lactation: 'Not indicated in females.',
      adverseReactions: {
        common: [
          { reaction: 'chills', frequency: '53%' },
          { reaction: 'fatigue', frequency: '41%' },
          { reaction: 'fever', frequency: '31%' },
          { reaction: 'back pain', frequency: '30%' },
          { reaction: 'nausea', frequency: '22%' },
          { reaction: 'joint ache', frequency: '20%' },
        ],
        serious: [
          'Acute infusion reactions',
          'Thromboembolic events',
          'Catheter-related infection',
        ],
      },
      sources: monographSources('Provenge (sipuleucel-T)'),
    },
    sources: [pi('Provenge (sipuleucel-T)')],
  },
  {
    id: 'nadofaragene-firadenovec',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Nadofaragene firadenovec',
    synonyms: ['nadofaragene firadenovec-vncg'],
    brandNames: ['Adstiladrin'],
    atc: ['L01XL10'],
    kind: 'antineoplastic',
    drugClass: 'Non-replicating adenoviral gene therapy (interferon alfa-2b, intravesical)',
    classTags: ['intravesical-gene-therapy'],
    mechanism:
      'Non-replicating adenoviral vector that delivers the interferon alfa-2b gene to bladder urothelium, producing local interferon.',
    routes: ['intravesical'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: { status: 'no-data', summary: 'No renal dose rule (local intravesical therapy).' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule (local intravesical therapy).' },
    boxedWarnings: [],
    monitoring: [
      'Immunocompromised patients and contacts: risk of disseminated adenovirus infection; avoid exposure.',
      'Delay TURBT-related instillation until the bladder has healed; cystoscopy surveillance per protocol.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'High-risk BCG-unresponsive non-muscle-invasive bladder cancer with carcinoma in situ, with or without papillary tumours.',
      ],
      dosing: [
        {
          indication: 'BCG-unresponsive NMIBC with CIS',
          dose: '75 mL (3 x 10^11 viral particles/mL) instilled intravesically once every 3 months.',
          modifications: [],
        },
      ],
      administration: [
        'Premedicate with an anticholinergic as the label directs; instil by catheter and retain for 1 hour, repositioning every 15 minutes.',
        'Handle with biosafety precautions; patient voids seated and disinfects urine as instructed.',
      ],
      hazardous: { niosh: 'unknown', note: BIOHAZARD },
      pregnancy:
        'No human data; advise contraception during treatment and for the period the label states.',
      lactation: 'Unknown whether excreted in milk; weigh benefit and risk.',
      adverseReactions: {
        common: [
          {
            reaction: 'instillation-site discharge, fatigue, bladder spasm, micturition urgency',
            frequency: '≥10%',
          },
          { reaction: 'haematuria, chills, pyrexia, dysuria', frequency: '≥10%' },
        ],
        serious: [
          'Disseminated adenovirus infection in immunocompromised patients',
          'Delayed cystectomy risk if disease persists',
        ],
      },
      sources: monographSources('Adstiladrin (nadofaragene firadenovec-vncg)'),
    },
    sources: [pi('Adstiladrin (nadofaragene firadenovec-vncg)')],
  },
  {
    id: 'nogapendekin-alfa-inbakicept',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Nogapendekin alfa inbakicept',
    synonyms: ['nogapendekin alfa inbakicept-pmln', 'N-803'],
    brandNames: ['Anktiva'],
    atc: [],
    kind: 'antineoplastic',
    drugClass: 'IL-15 superagonist complex (intravesical, with BCG)',
    classTags: ['il-15-agonist'],
    mechanism:
      'IL-15 mutein bound to an IL-15 receptor alpha-Fc fusion that activates NK and CD8 T cells locally in the bladder.',
    routes: ['intravesical'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    renal: { status: 'no-data', summary: 'No renal dose rule (local intravesical therapy).' },
    hepatic: { status: 'no-data', summary: 'No hepatic dose rule (local intravesical therapy).' },
    boxedWarnings: [],
    monitoring: [
      'Delay treatment for more than 2 cycles is associated with loss of response; risk of metastatic bladder cancer with delayed cystectomy per the label.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'BCG-unresponsive non-muscle-invasive bladder cancer with carcinoma in situ, with or without papillary tumours, with BCG.',
      ],
      dosing: [
        {
          indication: 'BCG-unresponsive NMIBC with CIS (with BCG)',
          dose: '400 mcg intravesically with BCG once weekly for 6 weeks (induction), with a second induction course if needed, then maintenance per the label.',
          modifications: [],
        },
      ],
      administration: [
        'Mix with BCG in the same syringe per the label and instil by catheter; retain for 2 hours.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction:
              'raised creatinine, dysuria, haematuria, urinary frequency, micturition urgency',
            frequency: '≥15%',
          },
          {
            reaction:
              'urinary tract infection, raised potassium, musculoskeletal pain, chills, pyrexia',
            frequency: '≥10%',
          },
        ],
        serious: ['Risk of metastatic bladder cancer with delayed cystectomy'],
      },
      sources: monographSources('Anktiva (nogapendekin alfa inbakicept-pmln)'),
    },
    sources: [pi('Anktiva (nogapendekin alfa inbakicept-pmln)')],
  },
  {
    id: 'ropeginterferon-alfa-2b',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ropeginterferon alfa-2b',
    synonyms: ['ropeginterferon alfa-2b-njft'],
    brandNames: ['Besremi'],
    atc: ['L03AB15'],
    kind: 'antineoplastic',
    drugClass: 'Monopegylated interferon alfa-2b',
    classTags: ['interferon-alfa'],
    mechanism:
      'Long-acting interferon alfa that inhibits proliferation of JAK2-mutant haematopoietic clones.',
    routes: ['sc'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['myelosuppression', 'hepatotoxicity', 'immune-related', 'ocular'],
    rareToxicities: ['cardiotoxicity', 'infection'],
    renal: {
      status: 'avoid',
      summary: 'Avoid in eGFR below 30 mL/min/1.73 m2.',
      rules: [{ crclBelow: 30, action: 'avoid', text: 'eGFR below 30: avoid.' }],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in hepatic impairment (Child-Pugh B or C).',
      rules: [
        {
          hepaticClass: 'child-pugh-b',
          action: 'avoid',
          text: 'Child-Pugh B or C: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Interferon alfa products may cause or aggravate fatal or life-threatening neuropsychiatric, autoimmune, ischaemic and infectious disorders: monitor closely and stop for persistently severe or worsening signs.',
    ],
    monitoring: [
      'Depression and suicidal ideation at each visit; contraindicated with severe psychiatric disorders.',
      'CBC, liver tests and thyroid function before and during treatment; eye examination at baseline and for visual complaints (retinopathy).',
      'Cardiovascular history (cardiomyopathy, arrhythmia); autoimmune disease (contraindicated).',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: ['Polycythaemia vera in adults.'],
      dosing: [
        {
          indication: 'Polycythaemia vera',
          dose: 'Start 100 mcg SC every 2 weeks (50 mcg if on hydroxyurea, tapering hydroxyurea), increase by 50 mcg every 2 weeks to at most 500 mcg until haematological stability, per the label.',
          modifications: [
            'Reduce or interrupt for toxicity per the label table; after stability for at least a year, the interval may be extended to every 4 weeks.',
          ],
        },
      ],
      administration: [
        'SC injection (abdomen or thigh) with the prefilled syringe; may be self-administered after training.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction:
              'influenza-like illness, arthralgia, fatigue, pruritus, nasopharyngitis, musculoskeletal pain',
            frequency: '≥10%',
          },
        ],
        serious: [
          'Depression and suicide',
          'Autoimmune disorders',
          'Cardiovascular events',
          'Hepatotoxicity',
          'Retinopathy',
        ],
      },
      sources: monographSources('Besremi (ropeginterferon alfa-2b-njft)'),
    },
    sources: [pi('Besremi (ropeginterferon alfa-2b-njft)')],
  },
  {
    id: 'tagraxofusp',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Tagraxofusp',
    synonyms: ['tagraxofusp-erzs'],
    brandNames: ['Elzonris'],
    atc: ['L01XX67'],
    kind: 'antineoplastic',
    drugClass: 'CD123-directed cytotoxin (IL-3 fused to truncated diphtheria toxin)',
    classTags: ['cd123-directed-cytotoxin'],
    mechanism:
      'Binds the IL-3 receptor (CD123) and delivers diphtheria toxin, which stops protein synthesis and kills the cell.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'hypersensitivity', 'myelosuppression'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment not studied.',
    },
    hepatic: {
      status: 'no-data',
      summary: 'Not studied in hepatic impairment; withhold for transaminase rise per the label.',
    },
    boxedWarnings: [
      'Capillary leak syndrome, which may be life-threatening or fatal: check albumin (at least 3.2 g/dL before the first dose), weight, oedema and hypotension, and manage per the label.',
    ],
    monitoring: [
      'Albumin, weight and signs of CLS before each dose; give albumin and withhold per the label criteria.',
      'Liver tests and CBC before each dose; hypersensitivity (premedicate with an H1 blocker, H2 blocker, corticosteroid and acetaminophen).',
      'First cycle in hospital with observation for at least 24 hours after the last infusion.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Blastic plasmacytoid dendritic cell neoplasm in adults and children 2 years and older.',
      ],
      dosing: [
        {
          indication: 'BPDCN',
          dose: '12 mcg/kg IV over 15 minutes once daily on days 1-5 of each 21-day cycle.',
          modifications: [
            'Withhold for albumin below 3.5 g/dL, weight gain of 1.5 kg or more, oedema, hypotension, ALT/AST above 5x ULN or other toxicity per the label table.',
          ],
        },
      ],
      administration: [
        'Prepare with a syringe pump per the label (dilution in 0.9% sodium chloride); infuse over 15 minutes and flush.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          { reaction: 'capillary leak syndrome', frequency: '≥50%' },
          {
            reaction: 'nausea, fatigue, peripheral oedema, pyrexia, weight increase',
            frequency: '≥30%',
          },
          {
            reaction: 'hypoalbuminaemia, raised ALT/AST, thrombocytopenia (laboratory)',
            frequency: '≥50%',
          },
        ],
        serious: ['Capillary leak syndrome', 'Hepatotoxicity', 'Hypersensitivity'],
      },
      sources: monographSources('Elzonris (tagraxofusp-erzs)'),
    },
    sources: [pi('Elzonris (tagraxofusp-erzs)')],
  },
  {
    id: 'denileukin-diftitox',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Denileukin diftitox',
    synonyms: ['denileukin diftitox-cxdl'],
    brandNames: ['Lymphir'],
    atc: ['L01XX29'],
    kind: 'antineoplastic',
    drugClass: 'IL-2 receptor-directed cytotoxin (IL-2 fused to diphtheria toxin)',
    classTags: ['il2-fusion-toxin'],
    mechanism:
      'Binds the IL-2 receptor on malignant T cells and delivers diphtheria toxin, which stops protein synthesis.',
    routes: ['iv'],
    pathways: {},
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hepatotoxicity', 'infusion-reaction', 'ocular'],
    renal: {
      status: 'no-adjustment',
      summary:
        'No adjustment for mild or moderate renal impairment; severe impairment not studied.',
    },
    hepatic: { status: 'no-data', summary: 'Not studied in hepatic impairment.' },
    boxedWarnings: [
      'Capillary leak syndrome, including life-threatening or fatal cases: check albumin before each course, monitor weight, oedema and blood pressure, and withhold per the label.',
    ],
    monitoring: [
      'Albumin before each course and weight, oedema and blood pressure during; infusion reactions (premedicate with an antihistamine and acetaminophen).',
      'Liver tests; visual acuity and colour vision at baseline and for visual symptoms.',
    ],
    lastReviewed: LAST_REVIEWED,
    monograph: {
      indications: [
        'Relapsed or refractory stage I-III cutaneous T-cell lymphoma after at least one prior systemic therapy.',
      ],
      dosing: [
        {
          indication: 'Cutaneous T-cell lymphoma',
          dose: '9 mcg/kg/day IV over 30-60 minutes on days 1-5 of each 21-day cycle.',
          modifications: [
            'Withhold for serum albumin below 3 g/dL, capillary leak syndrome, infusion reactions, hepatotoxicity or visual loss per the label table.',
          ],
        },
      ],
      administration: [
        'Reconstitute and dilute in 0.9% sodium chloride as the label directs; infuse over 30-60 minutes.',
      ],
      hazardous: { niosh: 'unknown', note: NIOSH_NOT_CHECKED },
      pregnancy: EMBRYO_FETAL_PREGNANCY,
      lactation: NO_BREASTFEEDING,
      adverseReactions: {
        common: [
          {
            reaction:
              'raised transaminases, decreased albumin, nausea, oedema, decreased haemoglobin',
            frequency: '≥20%',
          },
          {
            reaction:
              'fatigue, musculoskeletal pain, rash, chills, constipation, pyrexia, capillary leak syndrome',
            frequency: '≥20%',
          },
        ],
        serious: [
          'Capillary leak syndrome',
          'Infusion-related reactions',
          'Hepatotoxicity',
          'Loss of visual acuity and colour vision',
        ],
      },
      sources: monographSources('Lymphir (denileukin diftitox-cxdl)'),
    },
    sources: [pi('Lymphir (denileukin diftitox-cxdl)')],
  },
];

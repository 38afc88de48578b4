import type { DrugInput } from '../../core/knowledge/drug';
import { FDA_DDI_TABLE, NO_RENAL_RULE, REVIEWED, RXCUI_UNCONFIRMED, label } from './comed-shared';

/*
 * Hormonal contraceptives and menopausal hormone therapy. Each hormone is its own record, so a
 * combined pill resolves to its estrogen and its progestin; they carry different class tags
 * ('estrogen', 'progestin') so a combined product is not flagged as duplicate therapy.
 *
 * What matters in oncology: many anticancer drugs are teratogenic and need reliable
 * contraception, while enzyme inducers (enzalutamide, apalutamide, dabrafenib, rifampin,
 * carbamazepine, phenytoin, aprepitant) make oral contraceptives fail; estrogens are
 * contraindicated in estrogen-sensitive cancers, oppose aromatase inhibitors and add to the
 * venous thromboembolism of thalidomide analogues. Selection, RxCUI sources and grading
 * conventions: see comed-shared.ts.
 */

const COC = 'Combined oral contraceptives (e.g. Yaz: drospirenone and ethinyl estradiol)';
const PLAN_B = 'Plan B One-Step (levonorgestrel)';
const MICRONOR = 'Progestin-only norethindrone tablets (Ortho Micronor)';
const SLYND = 'Slynd (drospirenone)';
const SPRINTEC = 'Norgestimate and ethinyl estradiol tablets (Ortho Tri-Cyclen)';
const DEPO_PROVERA = 'Depo-Provera CI (medroxyprogesterone acetate injectable suspension)';
const ESTRACE = 'Estrace (estradiol tablets)';
const PREMARIN = 'Premarin (conjugated estrogens tablets)';
const PROMETRIUM = 'Prometrium (progesterone capsules)';

const CONTRACEPTIVE_INDUCER_WARNING =
  'Strong and moderate CYP3A4 inducers (rifampin, carbamazepine, phenytoin, phenobarbital, St John’s wort, enzalutamide, apalutamide, dabrafenib, lorlatinib) and aprepitant or fosaprepitant lower hormone levels and can cause contraceptive failure: use a non-hormonal or intrauterine method during and for 28 days after the inducer.';

const ESTROGEN_BOXED = [
  'Estrogen alone raises the risk of endometrial cancer in women with a uterus; add a progestin.',
  'Estrogen with or without a progestin raised stroke, deep-vein thrombosis and probable dementia (age 65 or over) in the Women’s Health Initiative; estrogen plus progestin raised myocardial infarction, pulmonary embolism and invasive breast cancer. Use the lowest dose for the shortest time.',
];

const ESTROGEN_MONITORING = [
  'Contraindicated with known, suspected or past breast cancer and other estrogen-dependent neoplasia, active or past venous or arterial thromboembolism, liver disease and undiagnosed genital bleeding.',
  'Opposes aromatase inhibitors (anastrozole, letrozole, exemestane): do not combine.',
  'Venous thromboembolism adds to that of thalidomide, lenalidomide, pomalidomide, tamoxifen and erythropoiesis-stimulating agents.',
  'Strong CYP3A4 inducers lower, and strong inhibitors raise, estrogen levels.',
];

const womensHealth: DrugInput[] = [
  {
    id: 'ethinyl-estradiol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Ethinyl estradiol',
    synonyms: ['EE', 'ethinylestradiol'],
    brandNames: [],
    atc: ['G03CA01'],
    kind: 'supportive',
    drugClass: 'Synthetic estrogen (combined hormonal contraceptives)',
    classTags: ['estrogen'],
    mechanism:
      'Synthetic estrogen that suppresses ovulation with a progestin. Cleared by CYP3A4 (inducers lower and strong inhibitors raise levels) and sulfation; as a component of oral contraceptives it is a moderate CYP1A2 inhibitor and induces lamotrigine glucuronidation.',
    routes: ['oral', 'transdermal'],
    // FDA index table: oral contraceptives are moderate CYP1A2 inhibitors.
    pathways: { CYP3A4: { substrate: 'moderate' }, CYP1A2: { inhibitor: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism', 'hypertension'],
    rareToxicities: ['hepatotoxicity'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in acute hepatitis, decompensated cirrhosis and hepatic tumours.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Liver disease or hepatic tumours: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Cigarette smoking raises the risk of serious cardiovascular events with combined hormonal contraceptives, more with age and heavy smoking; women over 35 who smoke should not use them.',
    ],
    monitoring: [
      CONTRACEPTIVE_INDUCER_WARNING,
      'Contraindicated with high thrombotic risk, breast cancer or other estrogen- or progestin-sensitive cancer, liver tumours or disease, and with ombitasvir/paritaprevir/ritonavir regimens (ALT elevation).',
      'Venous thromboembolism adds to that of thalidomide analogues and tamoxifen; many anticancer drugs still need effective contraception, so choose a method that survives the regimen.',
      'Raises the exposure of CYP1A2 substrates (theophylline, tizanidine, duloxetine) and lowers lamotrigine levels.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(COC, 'Boxed Warning'),
      label(COC, '4 Contraindications'),
      label(COC, '5 Warnings and Precautions'),
      label(COC, '7 Drug Interactions'),
      FDA_DDI_TABLE,
    ],
  },
  {
    id: 'levonorgestrel',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Levonorgestrel',
    synonyms: ['LNG'],
    brandNames: ['Plan B One-Step', 'Mirena', 'Kyleena'],
    atc: ['G03AC03'],
    kind: 'supportive',
    drugClass: 'Progestin',
    classTags: ['progestin'],
    mechanism:
      'Progestin that suppresses ovulation and thickens cervical mucus (oral, combined or emergency) or acts locally (intrauterine system). Cleared by CYP3A4; inducers lower systemic levels.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['thromboembolism'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'avoid',
      summary: 'Oral use is contraindicated in acute liver disease or hepatic tumours.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Liver disease or hepatic tumours: avoid oral use.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      CONTRACEPTIVE_INDUCER_WARNING,
      'Emergency contraception: CYP3A4 inducers may reduce efficacy; a copper intrauterine device is not affected.',
      'The levonorgestrel intrauterine system acts locally and is not expected to be affected by enzyme inducers.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [label(PLAN_B, '7 Drug Interactions'), label(COC, '7 Drug Interactions')],
  },
  {
    id: 'norethindrone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Norethindrone',
    synonyms: ['norethisterone', 'norethindrone acetate'],
    brandNames: ['Ortho Micronor', 'Camila', 'Aygestin'],
    atc: ['G03AC01'],
    kind: 'supportive',
    drugClass: 'Progestin',
    classTags: ['progestin'],
    mechanism:
      'Progestin used alone (progestin-only pill, Aygestin) or with ethinyl estradiol; cleared by CYP3A4, so inducers lower levels.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['thromboembolism', 'hepatotoxicity'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in liver tumours or acute liver disease.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Liver disease or tumours: contraindicated.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      CONTRACEPTIVE_INDUCER_WARNING,
      'Progestin-only pills must be taken at the same time each day; a dose more than 3 hours late needs backup contraception for 48 hours.',
      'Contraindicated with breast cancer (or other progestin-sensitive cancer) and undiagnosed abnormal uterine bleeding.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(MICRONOR, 'CONTRAINDICATIONS'),
      label(MICRONOR, 'WARNINGS'),
      label(MICRONOR, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
  {
    id: 'drospirenone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Drospirenone',
    brandNames: ['Slynd'],
    atc: ['G03AC10'],
    kind: 'supportive',
    drugClass: 'Progestin with antimineralocorticoid activity',
    classTags: ['progestin'],
    mechanism:
      'Spironolactone-derived progestin with antimineralocorticoid activity (potassium retention). Cleared partly by CYP3A4: ketoconazole raised exposure 2.7-fold.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['hyperkalemia'],
    rareToxicities: ['thromboembolism'],
    renal: {
      status: 'avoid',
      summary:
        'Contraindicated in renal impairment: exposure and serum potassium rise as CrCl falls.',
      rules: [
        {
          crclBelow: 50,
          action: 'avoid',
          text: 'Renal impairment: contraindicated (hyperkalaemia).',
        },
      ],
    },
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in liver tumours and hepatic impairment.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Hepatic impairment or tumours: contraindicated.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [
      'Serum potassium in the first cycle when taken with other drugs that raise potassium (ACE inhibitors, ARBs, spironolactone, potassium supplements, trimethoprim, heparin, NSAIDs).',
      'Contraindicated in renal impairment, adrenal insufficiency and liver disease.',
      CONTRACEPTIVE_INDUCER_WARNING,
      'Strong CYP3A4 inhibitors raise drospirenone exposure about 2.7-fold: check potassium.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(SLYND, '4 Contraindications'),
      label(SLYND, '5 Warnings and Precautions'),
      label(SLYND, '7 Drug Interactions'),
      label(COC, '12.3 Pharmacokinetics'),
    ],
  },
  {
    id: 'norgestimate',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Norgestimate',
    brandNames: [],
    atc: ['G03AC09'],
    kind: 'supportive',
    drugClass: 'Progestin',
    classTags: ['progestin'],
    mechanism:
      'Progestin prodrug converted to norelgestromin and levonorgestrel; given with ethinyl estradiol. Cleared by CYP3A4, so inducers lower levels.',
    routes: ['oral'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['thromboembolism'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in liver tumours or acute liver disease.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Liver disease or tumours: contraindicated.',
        },
      ],
    },
    boxedWarnings: [],
    monitoring: [CONTRACEPTIVE_INDUCER_WARNING],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(SPRINTEC, '4 Contraindications'),
      label(SPRINTEC, '5 Warnings and Precautions'),
      label(SPRINTEC, '7 Drug Interactions'),
    ],
  },
  {
    id: 'medroxyprogesterone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Medroxyprogesterone',
    synonyms: ['medroxyprogesterone acetate', 'DMPA'],
    brandNames: ['Depo-Provera', 'Depo-SubQ Provera 104', 'Provera'],
    atc: ['G03AC06'],
    kind: 'supportive',
    drugClass: 'Progestin',
    classTags: ['progestin'],
    mechanism:
      'Progestin that suppresses gonadotropins (injectable contraception every 3 months), opposes estrogen in the endometrium (tablets) and, at high doses, is used palliatively in endometrial and renal cancer. Hepatic metabolism, partly CYP3A4.',
    routes: ['im', 'sc', 'oral'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism'],
    rareToxicities: ['hypersensitivity'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in significant liver disease.',
      rules: [
        {
          hepaticClass: 'any',
          action: 'avoid',
          text: 'Significant liver disease: contraindicated.',
        },
      ],
    },
    boxedWarnings: [
      'Injectable contraception causes loss of bone mineral density that grows with duration and may not fully recover; use beyond 2 years only if other methods are inadequate.',
    ],
    monitoring: [
      'Contraindicated with known or suspected breast cancer (contraceptive use), active or past thromboembolism and significant liver disease.',
      'Venous thromboembolism with other prothrombotic drugs (thalidomide analogues, tamoxifen, erythropoiesis-stimulating agents).',
      'Bone mineral density, especially with aromatase inhibitors, androgen deprivation or long-term corticosteroids.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(DEPO_PROVERA, 'Boxed Warning'),
      label(DEPO_PROVERA, '4 Contraindications'),
      label(DEPO_PROVERA, '5 Warnings and Precautions'),
      label(DEPO_PROVERA, '7 Drug Interactions'),
    ],
  },
  {
    id: 'estradiol',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Estradiol',
    synonyms: ['17-beta estradiol', 'estradiol valerate'],
    brandNames: ['Estrace', 'Vivelle-Dot', 'Climara', 'Vagifem', 'Estring', 'Divigel'],
    atc: ['G03CA03'],
    kind: 'supportive',
    drugClass: 'Estrogen (menopausal hormone therapy)',
    classTags: ['estrogen'],
    mechanism:
      'Natural estrogen for menopausal symptoms and vaginal atrophy; metabolised partly by CYP3A4 (inducers lower and inhibitors raise levels).',
    routes: ['oral', 'transdermal', 'topical', 'im'],
    pathways: { CYP3A4: { substrate: 'moderate' }, CYP1A2: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism'],
    rareToxicities: ['hepatotoxicity'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in known liver impairment or disease.',
      rules: [{ hepaticClass: 'any', action: 'avoid', text: 'Liver impairment: contraindicated.' }],
    },
    boxedWarnings: ESTROGEN_BOXED,
    monitoring: [
      ...ESTROGEN_MONITORING,
      'Thyroid-binding globulin rises: patients on levothyroxine may need more.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(ESTRACE, 'Boxed Warning'),
      label(ESTRACE, '4 Contraindications'),
      label(ESTRACE, '5 Warnings and Precautions'),
      label(ESTRACE, '7 Drug Interactions'),
    ],
  },
  {
    id: 'conjugated-estrogens',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Conjugated estrogens',
    synonyms: ['CEE'],
    brandNames: ['Premarin'],
    atc: ['G03CA57'],
    kind: 'supportive',
    drugClass: 'Estrogen (menopausal hormone therapy)',
    classTags: ['estrogen'],
    mechanism:
      'Mixture of equine estrogens for menopausal symptoms, vaginal atrophy and osteoporosis prevention; metabolised partly by CYP3A4.',
    routes: ['oral', 'topical', 'iv'],
    pathways: { CYP3A4: { substrate: 'moderate' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: ['thromboembolism'],
    rareToxicities: ['hepatotoxicity'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in known liver impairment or disease.',
      rules: [{ hepaticClass: 'any', action: 'avoid', text: 'Liver impairment: contraindicated.' }],
    },
    boxedWarnings: ESTROGEN_BOXED,
    monitoring: ESTROGEN_MONITORING,
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PREMARIN, 'Boxed Warning'),
      label(PREMARIN, '4 Contraindications'),
      label(PREMARIN, '5 Warnings and Precautions'),
      label(PREMARIN, '7 Drug Interactions'),
    ],
  },
  {
    id: 'progesterone',
    rxcui: null,
    rxcuiNote: RXCUI_UNCONFIRMED,
    name: 'Progesterone',
    synonyms: ['micronized progesterone'],
    brandNames: ['Prometrium', 'Crinone', 'Endometrin'],
    atc: ['G03DA04'],
    kind: 'supportive',
    drugClass: 'Progestin (natural progesterone)',
    classTags: ['progestin'],
    mechanism:
      'Natural progesterone, used with estrogen to protect the endometrium and in assisted reproduction; hepatic metabolism (ketoconazole may raise exposure).',
    routes: ['oral', 'topical', 'im'],
    pathways: { CYP3A4: { substrate: 'minor' } },
    qtRisk: 'unknown',
    phDependentAbsorption: false,
    toxicities: [],
    rareToxicities: ['thromboembolism', 'hypersensitivity'],
    renal: NO_RENAL_RULE,
    hepatic: {
      status: 'avoid',
      summary: 'Contraindicated in known liver impairment or disease.',
      rules: [{ hepaticClass: 'any', action: 'avoid', text: 'Liver impairment: contraindicated.' }],
    },
    boxedWarnings: [
      'Estrogen plus progestin raised myocardial infarction, stroke, invasive breast cancer, pulmonary embolism, deep-vein thrombosis and probable dementia (age 65 or over) in the Women’s Health Initiative; use the lowest dose for the shortest time.',
    ],
    monitoring: [
      'Contraindicated with breast cancer, active or past thromboembolism and liver disease; capsules contain peanut oil.',
      'Drowsiness and dizziness: take at bedtime and warn about driving, particularly with other sedatives.',
    ],
    pgxGenes: [],
    lastReviewed: REVIEWED,
    sources: [
      label(PROMETRIUM, 'Boxed Warning'),
      label(PROMETRIUM, 'CONTRAINDICATIONS'),
      label(PROMETRIUM, 'WARNINGS'),
      label(PROMETRIUM, 'PRECAUTIONS: Drug Interactions'),
    ],
  },
];

export const comedWomensHealthDrugs: DrugInput[] = womensHealth;

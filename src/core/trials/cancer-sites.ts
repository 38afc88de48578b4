/*
 * Cancer sites, to relate a patient's diagnoses to a study's listed conditions.
 *
 * - ICD-10 ranges are the three-character categories of Chapter II "Neoplasms" (WHO ICD-10,
 *   2019 edition, blocks C00-C97 and D37-D48), plus C7A (malignant neuroendocrine tumours) of
 *   ICD-10-CM (FY2024), which patient records may carry. C77-C79 are secondary (metastatic)
 *   neoplasms: they say where a cancer spread, not what it is, so they name no site.
 * - Words are the terms ClinicalTrials.gov records use for these sites in their condition lists
 *   (its condition search maps them to the MeSH C04 "Neoplasms" descriptors, e.g. Colorectal
 *   Neoplasms, Carcinoma, Non-Small-Cell Lung). They are matched as whole words or phrases.
 *
 * A site may include narrower sites (lymphoma includes Hodgkin and non-Hodgkin lymphoma): a
 * study of the broader site takes a patient with the narrower one, but not the reverse.
 */

export type CancerSiteId =
  | 'head-neck'
  | 'esophagus'
  | 'stomach'
  | 'small-intestine'
  | 'colorectal'
  | 'anal'
  | 'liver'
  | 'biliary'
  | 'pancreas'
  | 'lung'
  | 'nsclc'
  | 'sclc'
  | 'thymus'
  | 'mesothelioma'
  | 'sarcoma'
  | 'melanoma'
  | 'skin'
  | 'breast'
  | 'vulva-vagina'
  | 'cervix'
  | 'uterus'
  | 'ovary'
  | 'prostate'
  | 'testis'
  | 'kidney'
  | 'urothelial'
  | 'brain'
  | 'thyroid'
  | 'neuroendocrine'
  | 'lymphoma'
  | 'hodgkin-lymphoma'
  | 'non-hodgkin-lymphoma'
  | 'myeloma'
  | 'leukemia'
  | 'lymphoid-leukemia'
  | 'myeloid-leukemia'
  | 'myelodysplastic';

export interface CancerSite {
  id: CancerSiteId;
  label: string;
  /** ICD-10 three-character categories, as inclusive ranges ['C18', 'C20']. */
  icd10: ReadonlyArray<readonly [string, string]>;
  /** Words or phrases that name this cancer by themselves ("melanoma", "NSCLC"). */
  terms: readonly string[];
  /**
   * Organ words that name the site only beside a cancer noun: "breast cancer" is a site,
   * "breast abscess" is not.
   */
  anatomy: readonly string[];
  hematologic: boolean;
  /** Narrower sites this one covers. */
  includes?: readonly CancerSiteId[];
}

const site = (
  id: CancerSiteId,
  label: string,
  icd10: CancerSite['icd10'],
  terms: readonly string[],
  anatomy: readonly string[],
  extra: Partial<Pick<CancerSite, 'hematologic' | 'includes'>> = {},
): CancerSite => ({ id, label, icd10, terms, anatomy, hematologic: false, ...extra });

const heme = { hematologic: true } as const;

export const CANCER_SITES: readonly CancerSite[] = [
  site(
    'head-neck',
    'head and neck',
    [
      ['C00', 'C14'],
      ['C30', 'C32'],
    ],
    ['hnscc'],
    [
      'head and neck',
      'oral cavity',
      'oral',
      'lip',
      'tongue',
      'tonsil',
      'tonsillar',
      'oropharyngeal',
      'oropharynx',
      'nasopharyngeal',
      'nasopharynx',
      'hypopharyngeal',
      'laryngeal',
      'larynx',
      'salivary',
    ],
  ),
  site(
    'esophagus',
    'oesophagus',
    [['C15', 'C15']],
    [],
    ['esophageal', 'esophagus', 'oesophageal', 'oesophagus'],
  ),
  site(
    'stomach',
    'stomach',
    [['C16', 'C16']],
    [],
    ['gastric', 'stomach', 'gastroesophageal junction', 'gastro esophageal junction', 'gej'],
  ),
  site(
    'small-intestine',
    'small intestine',
    [['C17', 'C17']],
    [],
    ['small intestine', 'small intestinal', 'small bowel', 'duodenal', 'ampullary'],
  ),
  site(
    'colorectal',
    'colon and rectum',
    [['C18', 'C20']],
    ['crc', 'mcrc'],
    [
      'colorectal',
      'colon',
      'colonic',
      'rectal',
      'rectum',
      'rectosigmoid',
      'sigmoid',
      'caecum',
      'cecum',
      'large bowel',
    ],
  ),
  site('anal', 'anus', [['C21', 'C21']], [], ['anal', 'anus', 'anal canal']),
  site('liver', 'liver', [['C22', 'C22']], ['hepatocellular', 'hcc', 'hepatoma'], ['liver']),
  site(
    'biliary',
    'biliary tract',
    [['C23', 'C24']],
    ['cholangiocarcinoma'],
    ['biliary', 'bile duct', 'gallbladder'],
  ),
  site('pancreas', 'pancreas', [['C25', 'C25']], ['pdac'], ['pancreatic', 'pancreas']),
  site('lung', 'lung', [['C33', 'C34']], [], ['lung', 'bronchial', 'bronchogenic', 'bronchus'], {
    includes: ['nsclc', 'sclc'],
  }),
  site(
    'nsclc',
    'non-small cell lung cancer',
    [],
    ['nsclc'],
    ['nonsmallcell lung', 'nonsmallcell', 'lung adenocarcinoma', 'adenocarcinoma of the lung'],
  ),
  site('sclc', 'small cell lung cancer', [], ['sclc'], ['small cell lung']),
  site('thymus', 'thymus', [['C37', 'C37']], ['thymoma'], ['thymic']),
  site('mesothelioma', 'mesothelioma', [['C45', 'C45']], ['mesothelioma'], []),
  site(
    'sarcoma',
    'bone and soft tissue sarcoma',
    [
      ['C40', 'C41'],
      ['C46', 'C47'],
      ['C49', 'C49'],
    ],
    [
      'sarcoma',
      'sarcomas',
      'osteosarcoma',
      'ewing',
      'liposarcoma',
      'leiomyosarcoma',
      'rhabdomyosarcoma',
      'chondrosarcoma',
      'gist',
      'gastrointestinal stromal',
      'kaposi',
    ],
    [],
  ),
  site('melanoma', 'melanoma', [['C43', 'C43']], ['melanoma', 'melanomas'], []),
  site(
    'skin',
    'skin (non-melanoma)',
    [['C44', 'C44']],
    ['basal cell carcinoma', 'merkel cell', 'cutaneous squamous', 'nonmelanoma skin'],
    [],
  ),
  site('breast', 'breast', [['C50', 'C50']], ['tnbc'], ['breast']),
  site(
    'vulva-vagina',
    'vulva and vagina',
    [['C51', 'C52']],
    [],
    ['vulvar', 'vulva', 'vaginal', 'vagina'],
  ),
  // "Cervical" alone also names the neck (cervical nodes, cervical spine).
  site(
    'cervix',
    'cervix uteri',
    [['C53', 'C53']],
    [],
    ['cervix', 'cervical cancer', 'cervical carcinoma', 'cervical neoplasms'],
  ),
  site(
    'uterus',
    'uterus',
    [['C54', 'C55']],
    [],
    ['endometrial', 'endometrium', 'uterine', 'uterus'],
  ),
  site(
    'ovary',
    'ovary and fallopian tube',
    [['C56', 'C57']],
    [],
    ['ovarian', 'ovary', 'fallopian', 'primary peritoneal'],
  ),
  site(
    'prostate',
    'prostate',
    [['C61', 'C61']],
    ['crpc', 'mcrpc', 'nmcrpc', 'mcspc', 'mhspc'],
    ['prostate', 'prostatic'],
  ),
  site(
    'testis',
    'testis',
    [['C62', 'C62']],
    ['seminoma', 'nonseminoma'],
    ['testicular', 'testis', 'testes'],
  ),
  // "Renal" alone also names kidney function ("renal impairment").
  site(
    'kidney',
    'kidney',
    [['C64', 'C64']],
    ['rcc', 'ccrcc', 'renal cell', 'wilms', 'nephroblastoma'],
    ['kidney'],
  ),
  site(
    'urothelial',
    'bladder and urinary tract',
    [['C65', 'C68']],
    ['urothelial', 'transitional cell'],
    ['bladder', 'ureter', 'ureteral', 'urethral', 'renal pelvis', 'upper tract'],
  ),
  site(
    'brain',
    'brain and central nervous system',
    [['C70', 'C72']],
    [
      'glioma',
      'gliomas',
      'glioblastoma',
      'gbm',
      'astrocytoma',
      'oligodendroglioma',
      'medulloblastoma',
      'ependymoma',
      'dipg',
    ],
    ['brain', 'cns', 'central nervous system'],
  ),
  site('thyroid', 'thyroid', [['C73', 'C73']], [], ['thyroid']),
  site('neuroendocrine', 'neuroendocrine', [['C7A', 'C7A']], ['carcinoid'], ['neuroendocrine']),
  site('lymphoma', 'lymphoma', [], ['lymphoma', 'lymphomas'], [], {
    ...heme,
    includes: ['hodgkin-lymphoma', 'non-hodgkin-lymphoma'],
  }),
  site('hodgkin-lymphoma', 'Hodgkin lymphoma', [['C81', 'C81']], ['hodgkin', 'hodgkins'], [], heme),
  site(
    'non-hodgkin-lymphoma',
    'non-Hodgkin lymphoma',
    [
      ['C82', 'C86'],
      ['C88', 'C88'],
    ],
    [
      'nonhodgkin',
      'nhl',
      'dlbcl',
      'diffuse large b cell',
      'follicular lymphoma',
      'mantle cell',
      'marginal zone',
      'burkitt',
      'b cell lymphoma',
      't cell lymphoma',
      'mycosis fungoides',
    ],
    [],
    heme,
  ),
  site('myeloma', 'multiple myeloma', [['C90', 'C90']], ['myeloma'], [], heme),
  site('leukemia', 'leukaemia', [['C93', 'C95']], ['leukemia', 'leukaemia', 'leukemias'], [], {
    ...heme,
    includes: ['lymphoid-leukemia', 'myeloid-leukemia'],
  }),
  site(
    'lymphoid-leukemia',
    'lymphoid leukaemia',
    [['C91', 'C91']],
    [
      'lymphoid leukemia',
      'lymphocytic leukemia',
      'lymphoblastic leukemia',
      'lymphoid leukaemia',
      'lymphocytic leukaemia',
      'lymphoblastic leukaemia',
      'cll',
    ],
    [],
    heme,
  ),
  site(
    'myeloid-leukemia',
    'myeloid leukaemia',
    [['C92', 'C92']],
    [
      'myeloid leukemia',
      'myelogenous leukemia',
      'myeloid leukaemia',
      'myelogenous leukaemia',
      'aml',
      'cml',
    ],
    [],
    heme,
  ),
  site(
    'myelodysplastic',
    'myelodysplastic syndrome',
    [['D46', 'D46']],
    ['myelodysplastic', 'mds'],
    [],
    heme,
  ),
];

const SITES = new Map(CANCER_SITES.map((s) => [s.id, s]));

export function cancerSite(id: CancerSiteId): CancerSite {
  return SITES.get(id)!;
}

/**
 * Lower case, accents off, punctuation to spaces, and the few compounds whose parts would be
 * misread: non-Hodgkin is not Hodgkin, non-small cell is not small cell, a gall bladder is not
 * the urinary bladder.
 */
export function normalizeText(text: string): string {
  const t = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bnon hodgkin/g, 'nonhodgkin')
    .replace(/\bnon small cell\b/g, 'nonsmallcell')
    .replace(/\bnon melanoma\b/g, 'nonmelanoma')
    .replace(/\bgall bladder\b/g, 'gallbladder')
    .replace(/\s+/g, ' ')
    .trim();
  return ` ${t} `;
}

const hasPhrase = (normalized: string, phrase: string) => normalized.includes(` ${phrase} `);

/** Nouns that make a condition a neoplasm. */
const CANCER_NOUNS = [
  'cancer',
  'cancers',
  'carcinoma',
  'carcinomas',
  'adenocarcinoma',
  'adenocarcinomas',
  'neoplasm',
  'neoplasms',
  'tumor',
  'tumors',
  'tumour',
  'tumours',
  'malignancy',
  'malignancies',
  'malignant',
  'metastatic',
];

/** Studies listing these mean any solid tumour. */
const SOLID_PHRASES = [
  'solid tumor',
  'solid tumors',
  'solid tumour',
  'solid tumours',
  'solid neoplasm',
  'solid neoplasms',
  'solid malignancy',
  'solid malignancies',
  'solid cancer',
  'solid cancers',
];
const HEME_PHRASES = [
  'hematologic',
  'haematologic',
  'hematological',
  'haematological',
  'blood cancer',
  'blood cancers',
];

export type GenericScope = 'solid' | 'hematologic' | 'any';

export interface ConditionClass {
  /** The most specific sites the text names (a parent is dropped when a child is named). */
  sites: CancerSiteId[];
  /** A general term ("Solid Tumor", "Cancer") when the text names no site. */
  generic: GenericScope | null;
  /** It names a cancer at all (a site, a general term or a cancer noun). */
  neoplasm: boolean;
  /** It only says where a cancer spread ("Liver metastases"), not what the cancer is. */
  secondaryOnly: boolean;
}

const METASTASIS_WORD = '(?:metastases|metastasis|metastatic disease|mets)';
/** "liver metastases", "metastases to the brain", "metastatic to bone": places of spread. */
const SPREAD = [
  new RegExp(`\\b\\w+ ${METASTASIS_WORD}\\b`, 'g'),
  new RegExp(`\\b(?:${METASTASIS_WORD}|metastatic) to (?:the )?\\w+\\b`, 'g'),
];

/** The most specific of the sites found: a parent goes when one of its children is there. */
export function mostSpecific(found: readonly CancerSiteId[]): CancerSiteId[] {
  const unique = [...new Set(found)];
  return unique.filter((id) => !(SITES.get(id)!.includes ?? []).some((c) => unique.includes(c)));
}

export function classifyCondition(text: string): ConditionClass {
  const t = normalizeText(text);
  const hasNoun = CANCER_NOUNS.some((n) => hasPhrase(t, n));
  const spreadRemoved = ` ${SPREAD.reduce((x, re) => x.replace(re, ' '), t)
    .replace(/\s+/g, ' ')
    .trim()} `;
  const primaryNoun = CANCER_NOUNS.some((n) => n !== 'metastatic' && hasPhrase(spreadRemoved, n));
  const found = CANCER_SITES.filter(
    (s) =>
      s.terms.some((w) => hasPhrase(spreadRemoved, w)) ||
      (primaryNoun && s.anatomy.some((w) => hasPhrase(spreadRemoved, w))),
  ).map((s) => s.id);
  const sites = mostSpecific(found);
  const secondaryOnly = sites.length === 0 && spreadRemoved !== t && !primaryNoun;
  let generic: GenericScope | null = null;
  if (sites.length === 0 && !secondaryOnly) {
    if (SOLID_PHRASES.some((p) => hasPhrase(t, p))) generic = 'solid';
    else if (HEME_PHRASES.some((p) => hasPhrase(t, p))) generic = 'hematologic';
    else if (hasNoun) generic = 'any';
  }
  return { sites, generic, neoplasm: sites.length > 0 || hasNoun || secondaryOnly, secondaryOnly };
}

/** The three-character category of an ICD-10 code ("C18.7" → "C18"), or null. */
function icdCategory(code: string | null | undefined): string | null {
  const m = /^([A-Z][0-9][0-9A-Z])/.exec((code ?? '').trim().toUpperCase());
  return m ? m[1]! : null;
}

const inRange = (cat: string, [from, to]: readonly [string, string]) =>
  cat[0] === from[0] && cat >= from && cat <= to;

export interface IcdClass {
  site: CancerSiteId | null;
  /** C00-C97 (malignant), or D46 (myelodysplastic syndromes, malignant in ICD-O-3). */
  malignant: boolean;
  /** C77-C79: a secondary (metastatic) neoplasm. */
  secondary: boolean;
}

export function classifyIcd10(code: string | null | undefined): IcdClass {
  const cat = icdCategory(code);
  if (!cat) return { site: null, malignant: false, secondary: false };
  const site = CANCER_SITES.find((s) => s.icd10.some((r) => inRange(cat, r)))?.id ?? null;
  const malignant = (cat[0] === 'C' && !(cat >= 'C98')) || cat === 'D46';
  const secondary = cat >= 'C77' && cat <= 'C79';
  return { site, malignant, secondary };
}

/**
 * How a study's site relates to a patient's: the same site, a broader one that includes it
 * (a lymphoma study, a Hodgkin patient), or a narrower one the patient's record is too vague for.
 */
export function relateSites(
  study: CancerSiteId,
  patient: CancerSiteId,
): 'same' | 'study-broader' | 'patient-broader' | 'unrelated' {
  if (study === patient) return 'same';
  if ((SITES.get(study)!.includes ?? []).includes(patient)) return 'study-broader';
  if ((SITES.get(patient)!.includes ?? []).includes(study)) return 'patient-broader';
  return 'unrelated';
}

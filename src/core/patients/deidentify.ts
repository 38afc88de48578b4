import { findLab, readLab } from './labs';

/*
 * The pieces of a de-identified patient view (issue 11: researchers and students see no names,
 * MRN, exact dates of birth, free-text notes or free text that may hold identifiers; age in years
 * and shifted dates). Modelled on the HIPAA Safe Harbor method, 45 CFR 164.514(b)(2): dates are
 * shifted, ages above 89 are reported as 90, and free text is dropped unless it is made only of a
 * controlled clinical vocabulary. The server derives each patient's shift from a secret (see
 * `src/server/lib/patient-privacy.ts`); everything here is pure.
 */

const DAY_MS = 86_400_000;

/**
 * Age in whole years now, or at death: a deceased patient's age stops on the date of death
 * (issue 20: a man who died in 1992 is not 111 today). Without a date of death, null for a
 * deceased patient rather than a guess.
 */
export function ageAtOrDeath(
  dateOfBirth: string,
  death: { deceased?: boolean | null; deceasedDate?: string | null },
  nowMs: number,
): number | null {
  if (!death.deceased) return ageInYears(dateOfBirth, nowMs);
  if (!death.deceasedDate) return null;
  const at = Date.parse(`${death.deceasedDate}T00:00:00Z`);
  return Number.isFinite(at) ? ageInYears(dateOfBirth, Math.min(at, nowMs)) : null;
}

/** Whole years from a YYYY-MM-DD birth date to `nowMs` (UTC calendar), or null for a bad date. */
export function ageInYears(dateOfBirth: string, nowMs: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!m) return null;
  const now = new Date(nowMs);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = now.getUTCFullYear() - y;
  const beforeBirthday =
    now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/**
 * Safe Harbor: "all ages over 89 ... aggregated into a single category of age 90 or older". The
 * view reports 90 for every age from 90 up.
 */
export const AGE_CAP = 90;
export function reportedAge(age: number | null): number | null {
  return age === null ? null : Math.min(age, AGE_CAP);
}

/** A patient's date shift: always into the past, 1 to 365 days, from a 32-bit digest value. */
export function shiftDaysFromDigest(value: number): number {
  return -(1 + ((value >>> 0) % 365));
}

/** YYYY-MM-DD shifted by `days`. */
export function shiftDate(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(t)) return date;
  return new Date(t + days * DAY_MS).toISOString().slice(0, 10);
}

/** An ISO timestamp shifted by `days`, time of day kept. */
export function shiftTimestamp(iso: string, days: number): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t + days * DAY_MS).toISOString();
}

const ISO_DATE_IN_TEXT =
  /\b(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?/g;

/** Every ISO date or date-time inside a text, shifted by `days` (alert rationales quote lab dates). */
export function shiftDatesInText(text: string, days: number): string {
  return text.replace(ISO_DATE_IN_TEXT, (match, date: string, time: string | undefined) =>
    time ? shiftTimestamp(match, days) : shiftDate(date, days),
  );
}

export const REDACTED = '[redacted]';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces every whole-word occurrence (any case) of each term with `[redacted]`: the patient's
 * own free text and identifiers, wherever a generated text quotes them. A term matches only where
 * it is not part of a longer word (no letter or digit on either side), so a surname "Lee" never
 * turns "bleeding" into "b[redacted]ding" and "Co" never touches "Fluconazole" (issue 21): a
 * fragment inside a drug, lab or effect name is not the patient's name, and redacting it would
 * both garble the clinical word and reveal the fragment by where the brackets fall. Longer terms
 * go first so that a term inside another does not leave part of it behind.
 */
export function redactTerms(text: string, terms: readonly string[]): string {
  const wanted = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  if (wanted.length === 0) return text;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${wanted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text.replace(pattern, REDACTED);
}

// ---------------------------------------------------------------------------------------------
// Controlled vocabularies: a short free-text field is kept in a de-identified view only when every
// word of it is one of these (or a number, a unit, a code). A person's or a place's name is not a
// clinical word, so a field that holds one is dropped, whatever else it says.

const NUMBER = /^[<>≤≥]?\d+(?:[.,]\d+)?(?:[-–]\d+(?:[.,]\d+)?)?%?$/;

const DOSE_UNITS = new Set([
  'mg',
  'mcg',
  'µg',
  'ug',
  'g',
  'kg',
  'ml',
  'l',
  'unit',
  'units',
  'iu',
  'mmol',
  'meq',
  'm2',
  'mg/m2',
  'mg/kg',
  'mcg/kg',
  'g/m2',
  'units/m2',
  'mg/day',
  'mg/d',
  'auc',
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'capsule',
  'capsules',
  'cap',
  'caps',
  'puff',
  'puffs',
  'drop',
  'drops',
  'patch',
  'spray',
  'sprays',
  'vial',
  'ampoule',
]);

const FREQUENCY_WORDS = new Set([
  'once',
  'twice',
  'three',
  'four',
  'times',
  'x',
  'a',
  'daily',
  'day',
  'days',
  'weekly',
  'week',
  'weeks',
  'monthly',
  'month',
  'every',
  'each',
  'other',
  'hourly',
  'hour',
  'hours',
  'h',
  'hr',
  'hrs',
  'min',
  'mins',
  'minutes',
  'qd',
  'od',
  'bd',
  'bid',
  'tid',
  'tds',
  'qid',
  'qds',
  'qhs',
  'qam',
  'qpm',
  'qod',
  'mane',
  'nocte',
  'prn',
  'stat',
  'as',
  'needed',
  'required',
  'at',
  'in',
  'the',
  'night',
  'bedtime',
  'morning',
  'evening',
  'with',
  'without',
  'food',
  'meals',
  'meal',
  'before',
  'after',
  'on',
  'of',
  'and',
  'to',
  'then',
  'per',
  'dose',
  'doses',
  'cycle',
  'cycles',
  'continuous',
  'continuously',
  'infusion',
  'bolus',
  'over',
  'loading',
  'maintenance',
  'followed',
  'by',
  'for',
  'off',
  'rest',
  'until',
  'progression',
  'single',
  'days1',
]);

/** q8h, q12h, q3w, q21d, d1, d1-14, d1,8 ... */
const SCHEDULE_CODE = /^(?:q\d+(?:h|d|w|wk|wks)|d\d+(?:[-–]\d+)?|day\d+(?:[-–]\d+)?|x\d+|\d+x)$/;

function words(text: string, separators = /[\s,;:()[\]+]+/): string[] {
  return text
    .toLowerCase()
    .replace(/μ/g, 'µ')
    .split(separators)
    .map((w) => w.replace(/^[.'"]+|[.'"]+$/g, ''))
    .filter((w) => w.length > 0);
}

function allWords(text: string, accept: (word: string) => boolean, separators?: RegExp): boolean {
  const list = words(text, separators);
  return list.length > 0 && list.every(accept);
}

/** "1250 mg/m2", "5 mg", "AUC 5", "2 tablets": numbers, units and dosing words only. */
export function isStructuredDose(text: string): boolean {
  return allWords(
    text,
    (w) =>
      NUMBER.test(w) ||
      DOSE_UNITS.has(w) ||
      FREQUENCY_WORDS.has(w) ||
      SCHEDULE_CODE.test(w) ||
      /^\d+(?:\.\d+)?(?:mg|mcg|g|ml|units?|iu)(?:\/(?:m2|kg|day|d))?$/.test(w) ||
      /^(?:mg|mcg|g|units?)\/(?:m2|kg|day|d|dose)$/.test(w),
  );
}

/** "twice daily days 1-14 every 21 days", "q12h", "once weekly". */
export function isStructuredFrequency(text: string): boolean {
  return allWords(
    text,
    (w) => NUMBER.test(w) || FREQUENCY_WORDS.has(w) || SCHEDULE_CODE.test(w) || DOSE_UNITS.has(w),
  );
}

/** A stage group ("IIIA", "stage IV", "limited") or a TNM string ("T2N1M0", "ypT1c N0 M0"). */
export function isStageText(text: string): boolean {
  const t = text.trim();
  if (/^(?:stage\s*)?(?:0|I{1,3}|IV)[A-C]?\d?$/i.test(t)) return true;
  if (/^[cpyr]{0,2}T(?:[0-4]|x|is)[a-d]?\s*N[0-3x][a-c]?\s*M[01x][a-c]?$/i.test(t)) return true;
  return allWords(t, (w) => STAGE_WORDS.has(w));
}
const STAGE_WORDS = new Set([
  'stage',
  'limited',
  'extensive',
  'localized',
  'localised',
  'locally',
  'advanced',
  'regional',
  'distant',
  'metastatic',
  'early',
  'recurrent',
  'unknown',
]);

/**
 * A laboratory's reference range as numbers only ("3.5-5.0", "< 1.2", "0.7 to 1.3"), optionally
 * followed by a unit the catalogue lists for that test.
 */
export function isReferenceRangeText(text: string, labType: string): boolean {
  let t = text.trim();
  const lab = findLab(labType);
  const lastSpace = t.lastIndexOf(' ');
  if (lab && lastSpace > 0) {
    const unit = t.slice(lastSpace + 1);
    if (readLab(lab.name, 1, unit).status === 'ok') t = t.slice(0, lastSpace).trim();
  }
  return /^[<>≤≥]?\s*\d+(?:\.\d+)?(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?)?$/i.test(t);
}

/** One word of a tumour alteration as reports write it: HGVS, short protein change, exon class. */
const ALTERATION_WORD =
  /^(?:p\.\(?[A-Za-z]{1,3}\d+(?:[A-Za-z]{1,3}|\*|_[A-Za-z]{1,3}\d+)?(?:del|ins|dup|fs|delins)?[A-Za-z0-9*]*\)?|c\.[0-9_+\-*]+[A-Za-z>]*|[A-Z]\d{1,4}(?:[A-Z]|\*|del|ins|dup|fs)?[A-Za-z0-9*]*|exons?|\d{1,3}|deletion|insertion|skipping|duplication|amplification|amplified|loss|gain|fusion|rearrangement|overexpression|expression|mutation|mutated|msi-h|msi-l|mss|dmmr|pmmr|tmb-h|tmb-high|high|low|positive|negative|detected|not|wild-type|wildtype|[-+]|3\+|2\+|1\+|0)$/i;

/**
 * A tumour finding as a genomics report writes it ("p.Leu858Arg", "L858R", "exon 19 deletion",
 * "amplification", "MSI-H"): kept for de-identified roles, anything else (free text) is withheld.
 */
export function isAlterationText(text: string): boolean {
  return allWords(text, (w) => ALTERATION_WORD.test(w), /[\s/,;]+/);
}

/** One allele: a star allele (*1, *2A, *4xN, HLA-B*57:01), an HGVS or rs variant, or a base call. */
const ALLELE =
  /^(?:[A-Z0-9-]*\*\d+(?::\d+)*[A-Za-z]?\d*(?:x(?:\d+|N))?|c\.[0-9_+\-*]+(?:[ACGT]+>[ACGT]+|del[ACGT]*|dup[ACGT]*|ins[ACGT]+)|rs\d+|[ACGT]{1,3}|(?:positive|negative|present|absent))$/i;

/** "*1/*2A", "c.1905+1G>A/c.1905+1G>A", "HLA-B*57:01 positive". */
export function isDiplotypeText(text: string): boolean {
  return allWords(text, (w) => ALLELE.test(w) || PHENOTYPE_WORDS.has(w), /[\s/,;]+/);
}

const PHENOTYPE_WORDS = new Set([
  'normal',
  'intermediate',
  'poor',
  'rapid',
  'ultrarapid',
  'ultra-rapid',
  'likely',
  'possible',
  'metabolizer',
  'metaboliser',
  'metabolizers',
  'function',
  'decreased',
  'increased',
  'reduced',
  'no',
  'deficient',
  'deficiency',
  'activity',
  'score',
  'indeterminate',
  'positive',
  'negative',
  'carrier',
  'non-carrier',
  'noncarrier',
  'present',
  'absent',
  'heterozygous',
  'homozygous',
  'wild-type',
  'wildtype',
  'variant',
  'high',
  'low',
  'risk',
  'unknown',
  'expressor',
  'non-expressor',
]);

/** "Intermediate Metabolizer", "activity score 1.5", "positive". */
export function isPhenotypeText(text: string): boolean {
  return allWords(text, (w) => PHENOTYPE_WORDS.has(w) || NUMBER.test(w));
}

/**
 * Words of diagnoses and allergens. An eponym in it (Hodgkin, Burkitt, Ewing, Wilms, Crohn) names
 * a physician, not the patient.
 */
const CLINICAL_WORDS = new Set(
  `
  cancer carcinoma adenocarcinoma sarcoma lymphoma leukemia leukaemia myeloma melanoma mesothelioma
  glioma glioblastoma neoplasm neoplasms malignant malignancy tumor tumour tumours tumors blastoma
  neuroendocrine squamous cell small non non-small small-cell non-small-cell nsclc sclc large ductal lobular invasive in situ mucinous serous
  clear papillary follicular medullary anaplastic poorly well moderately differentiated undifferentiated
  primary secondary metastatic metastasis metastases recurrent relapsed refractory advanced locally
  early stage limited extensive unresectable resectable resected inoperable
  breast lung lungs colon colorectal rectal rectum anal anus gastric stomach oesophageal esophageal
  oesophagus esophagus gastroesophageal gastro-oesophageal junction pancreatic pancreas biliary bile
  duct ducts cholangiocarcinoma sigmoid caecum cecum ascending descending transverse appendix gallbladder liver hepatocellular hepatic kidney renal bladder
  urothelial prostate prostatic testicular testis germ ovarian ovary ovaries fallopian tube
  peritoneal cervical cervix endometrial endometrium uterine uterus vulvar vaginal head neck oral
  cavity oropharyngeal oropharynx nasopharyngeal laryngeal larynx thyroid brain cns bone bones soft
  tissue skin cutaneous marrow blood lymph node nodes nodal pleural
  acute chronic myeloid myelogenous lymphoblastic lymphocytic myelodysplastic syndrome syndromes
  hodgkin non-hodgkin diffuse b-cell t-cell mantle marginal zone burkitt ewing wilms multiple plasma
  her2 her2-positive her2-negative hormone receptor receptors er pr er-positive pr-positive
  triple-negative triple positive negative luminal egfr alk ros1 braf kras nras mutant mutated
  mutation wild-type wildtype msi-h dmmr pd-l1 brca1 brca2 brca
  left right bilateral upper lower middle lobe
  hypertension hypertensive diabetes mellitus type 1 2 i ii insulin-dependent atrial fibrillation
  flutter heart failure coronary artery disease ischaemic ischemic myocardial infarction angina
  cardiomyopathy deep vein venous thrombosis thromboembolism pulmonary embolism stroke transient
  copd asthma obstructive chronic kidney ckd hepatitis b c hiv infection cirrhosis
  depression depressive anxiety disorder major generalized generalised gastro-oesophageal
  gastroesophageal reflux gerd peptic ulcer hypothyroidism hyperthyroidism osteoporosis arthritis
  rheumatoid osteoarthritis gout hyperlipidaemia hyperlipidemia dyslipidaemia dyslipidemia obesity
  anaemia anemia neutropenia neutropenic febrile thrombocytopenia nausea vomiting chemotherapy-induced
  induced peripheral neuropathy mucositis diarrhoea diarrhea constipation pain
  of the and or with without to due nos unspecified site sites history
  allergy allergic penicillin penicillins cephalosporin cephalosporins beta-lactam beta-lactams
  sulfonamide sulfonamides sulfa sulphonamide sulphonamides antibiotic antibiotics nsaid nsaids
  aspirin opioid opioids codeine morphine platinum platinums taxane taxanes iodinated contrast media
  dye latex peanut peanuts tree nut nuts shellfish fish egg eggs milk dairy soy wheat gluten sesame
  bee wasp venom insect sting stings pollen dust mite mites animal dander cat dog mould mold grass
  adhesive tape nickel chlorhexidine iodine polyethylene glycol peg polysorbate cremophor
  `
    .split(/\s+/)
    .filter((w) => w.length > 0),
);

/** A diagnosis or allergen made only of clinical words, numbers and stage or TNM groups. */
export function isClinicalVocabulary(text: string): boolean {
  return allWords(
    text.replace(/\//g, ' '),
    (w) => CLINICAL_WORDS.has(w) || NUMBER.test(w) || isStageText(w),
  );
}

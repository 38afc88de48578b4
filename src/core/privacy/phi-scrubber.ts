/*
 * Finds the HIPAA Safe Harbor identifiers that occur in clinical free text (45 CFR
 * 164.514(b)(2)(i): names, geographic units smaller than a state incl. street address and ZIP,
 * every element of a date except the year, ages over 89, telephone and fax numbers, e-mail
 * addresses, Social Security, medical record and account numbers, URLs and IP addresses), so that
 * a clinician can share a de-identified version of a comment with students and researchers
 * (issue 21). It refuses rather than guesses: `findPhi` returns every span it suspects, with where
 * it is, and the caller does not share while one remains.
 *
 * Rule families follow Philter (Norgeot B, Muenzen K, Peterson TA et al., "Protected Health
 * Information filter (Philter): accurately and securely de-identifying free-text clinical notes",
 * npj Digit Med 2020;3:57, doi:10.1038/s41746-020-0258-y; github.com/BCHSI/philter-ucsf, BSD
 * 3-Clause): its regex families for contact details (phone, e-mail, URL), dates (month name with
 * a day, numeric day/month/year, month with year), addresses (house number + capitalised name +
 * street indicator, City + state + ZIP, "lives in"), MRN-like ids (long digit runs, letter-digit
 * codes after an id word), names after a title or a relation word, and its safe-list idea that a
 * number followed by a dose or lab unit is not an identifier. The expressions here are written
 * for this module (not copied) and tested on the sentences of `phi-scrubber.test.ts`. Known
 * identifiers of the patient (name, nicknames, MRN) are matched on word boundaries, so a drug
 * that contains a fragment of a name ("Fluconazole" for a patient called Co) is never touched.
 */

export type PhiKind =
  | 'name'
  | 'phone'
  | 'email'
  | 'url'
  | 'ip-address'
  | 'street-address'
  | 'place'
  | 'zip'
  | 'date'
  | 'age-over-89'
  | 'ssn'
  | 'id-number'
  | 'known-identifier';

export interface PhiFinding {
  kind: PhiKind;
  /** UTF-16 offsets into the text, end exclusive. */
  start: number;
  end: number;
  text: string;
}

export interface PhiContext {
  /** The patient's given and family names (each may hold several words). */
  names?: readonly string[];
  /** Other exact strings that identify the patient: MRN, free text of the record. */
  identifiers?: readonly string[];
}

export const PHI_KIND_LABEL: Record<PhiKind, string> = {
  name: 'a person’s name',
  phone: 'a telephone or fax number',
  email: 'an e-mail address',
  url: 'a web address',
  'ip-address': 'an IP address',
  'street-address': 'a street address',
  place: 'a town or city',
  zip: 'a ZIP code',
  date: 'a date more precise than the year',
  'age-over-89': 'an age over 89',
  ssn: 'a Social Security number',
  'id-number': 'a record, account or other id number',
  'known-identifier': 'an identifier from the patient’s record',
};

const L = '\\p{L}';
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';
const CAP = `\\p{Lu}[\\p{Ll}'’]+`;
/** A capitalised name, possibly hyphenated or with an apostrophe: "Lee-Wong", "O'Brien". */
const NAME = `\\p{Lu}[${L}'’]*(?:-\\p{Lu}[${L}'’]*)*`;

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|' +
  'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec';
const ORDINAL = '(?:st|nd|rd|th)';

const STREET_SUFFIX =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|' +
  'Ter|Circle|Cir|Highway|Hwy|Parkway|Pkwy|Square|Sq|Close|Crescent|Cres|Row|Walk|Gardens|Mews';

/** Dose, lab and vital-sign units: a number followed by one is a measurement, not an id (Philter's safe list idea). */
const UNIT_AFTER =
  '\\s*(?:mg|mcg|µg|ug|g|kg|ml|mL|l|L|units?|iu|IU|mmol|µmol|umol|meq|mEq|cells|copies|/|x\\s?10|×\\s?10|%|bpm|mmHg|mm|cm|cc|mosm|pg|ng|tabs?|caps?)\\b';

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|' +
  'NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|' +
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|' +
  'Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|' +
  'Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|' +
  'New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|' +
  'Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|' +
  'West Virginia|Wisconsin|Wyoming';

const TITLES = 'Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sister|Nurse|Rev|Father|Sr|Madam|Mister';

const RELATIONS =
  'daughter|son|wife|husband|partner|spouse|mother|mum|mom|father|dad|sister|brother|' +
  'niece|nephew|grandson|granddaughter|grandmother|grandfather|grandchild|aunt|uncle|cousin|' +
  'friend|neighbour|neighbor|carer|caregiver|guardian|fiancée|fiancee|fiancé|fiance|' +
  'boyfriend|girlfriend|stepdaughter|stepson|son-in-law|daughter-in-law|relative|' +
  'named|called|nicknamed|goes by|known as|name is|contact';

/** Capitalised words that follow a title or relation yet are not names. */
const NOT_A_NAME = new Set(
  (
    'The A An He She They Is Was Has Had Will Would Can Could Should May Might Must And Or But ' +
    'Not No Yes If On In At To For Of With By From As Also Says Said Reports Reported Called ' +
    'Confirmed Thinks Feels Asked Wants Prefers Will Is Patient Pt Oncology Team Clinic Ward ' +
    'Unknown None Nil'
  ).split(' '),
);

interface Rule {
  kind: PhiKind;
  pattern: RegExp;
  /** Which capture group is the identifier (0: the whole match). */
  group?: number;
  /** Drops a match that is not one after all (a measurement, a clinical code). */
  keep?: (match: RegExpExecArray, text: string) => boolean;
}

const rx = (source: string, flags = 'gu') => new RegExp(source, flags);

/**
 * A list of words matched in any case without the `i` flag: with `i`, \p{Lu} would match a
 * lower-case letter too, and a name rule must see capitals.
 */
const anyCase = (words: string) =>
  words.replace(/\p{L}/gu, (c) =>
    c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`,
  );

const isValidIpv4 = (m: RegExpExecArray) => m[0].split('.').every((p) => Number(p) <= 255);

/** Clinical codes written like ids that are not identifiers: tumour markers, genes, regimens. */
const CLINICAL_CODE = /^(?:CA|CEA|CD|HLA|CYP|UGT|DPYD|TPMT|NUDT|BRCA|HER|PD|ICD|LOINC|RxNorm)/i;

const RULES: Rule[] = [
  // Contact details (Philter contact/*).
  { kind: 'email', pattern: rx(`[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}.-]+\\.[\\p{L}]{2,}`) },
  {
    kind: 'url',
    pattern: rx(
      `(?:https?:\\/\\/|www\\.)[^\\s<>"')\\]]+|${NOT_WORD_BEFORE}[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:com|org|net|edu|gov|io|co\\.uk|nhs\\.uk|uk|us|info|health)(?:\\/[^\\s<>"')\\]]*)?${NOT_WORD_AFTER}`,
      'giu',
    ),
  },
  {
    kind: 'ip-address',
    pattern: rx(`${NOT_WORD_BEFORE}(?:\\d{1,3}\\.){3}\\d{1,3}${NOT_WORD_AFTER}`),
    keep: isValidIpv4,
  },
  {
    kind: 'ip-address',
    pattern: rx(`${NOT_WORD_BEFORE}(?:[0-9a-f]{1,4}:){2,7}[0-9a-f]{1,4}${NOT_WORD_AFTER}`, 'giu'),
    keep: (m) => /\d/.test(m[0]) && m[0].split(':').length >= 4,
  },
  { kind: 'ssn', pattern: rx(`${NOT_WORD_BEFORE}\\d{3}-\\d{2}-\\d{4}${NOT_WORD_AFTER}`) },
  {
    // NANP (617-555-0142, (617) 555 0142, 617.555.0142, +1 617 555 0142) and international (+44 20 7946 0958).
    kind: 'phone',
    pattern: rx(
      `(?:\\+\\d{1,3}[\\s.-]?)?(?:\\(\\d{2,4}\\)|${NOT_WORD_BEFORE}\\d{3,4})[\\s.-]?\\d{3,4}[\\s.-]?\\d{3,4}${NOT_WORD_AFTER}`,
    ),
    keep: (m, text) =>
      m[0].replace(/\D/g, '').length >= 9 &&
      !rx(`^${UNIT_AFTER}`, 'u').test(text.slice(m.index + m[0].length)),
  },
  {
    // A short local number after a contact word: "ph 555-0142", "call 5550142", "ext 4471".
    kind: 'phone',
    pattern: rx(
      `\\b(?:ph|phone|tel|telephone|mobile|mob|cell|call|fax|pager|bleep|ext|extension)\\.?:?\\s*(?:no\\.?|number|#)?\\s*(\\+?[\\d][\\d\\s().-]{2,}\\d)`,
      'giu',
    ),
    group: 1,
  },
  // Dates: all elements except the year (Philter dates/*).
  {
    kind: 'date',
    pattern: rx(
      `${NOT_WORD_BEFORE}\\d{1,2}${ORDINAL}?(?:\\s+of)?[\\s-]+(?:${MONTHS})\\.?(?:,?[\\s-]+\\d{2,4})?${NOT_WORD_AFTER}`,
      'giu',
    ),
  },
  {
    kind: 'date',
    pattern: rx(
      `${NOT_WORD_BEFORE}(?:${MONTHS})\\.?\\s+\\d{1,2}${ORDINAL}?(?:,?\\s+\\d{2,4})?${NOT_WORD_AFTER}`,
      'gu',
    ),
  },
  {
    // "March 1958", "Sept '58": month with year is more precise than the year.
    kind: 'date',
    pattern: rx(
      `${NOT_WORD_BEFORE}(?:${MONTHS})\\.?,?\\s+(?:of\\s+)?(?:\\d{4}|'\\d{2})${NOT_WORD_AFTER}`,
      'gu',
    ),
  },
  {
    kind: 'date',
    pattern: rx(`${NOT_WORD_BEFORE}\\d{4}-\\d{1,2}-\\d{1,2}(?:T[\\d:.]+Z?)?${NOT_WORD_AFTER}`),
  },
  {
    kind: 'date',
    pattern: rx(`${NOT_WORD_BEFORE}\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}${NOT_WORD_AFTER}`),
  },
  {
    // "on 3/14", "since 14/3": a day and month, only after a word that introduces a date (else 1/2 is a fraction).
    kind: 'date',
    pattern: rx(
      `\\b(?:on|since|from|until|till|by|dated|born|dob|d\\.o\\.b\\.?|admitted|discharged|seen)\\s+(\\d{1,2}\\/\\d{1,2})${NOT_WORD_AFTER}`,
      'giu',
    ),
    group: 1,
  },
  {
    kind: 'age-over-89',
    pattern: rx(
      `${NOT_WORD_BEFORE}(?:9\\d|1[0-2]\\d)(?:\\s*|-)(?:year-old|years?-old|years?|yrs?|yo|y\\.o\\.)`,
      'giu',
    ),
  },
  {
    kind: 'age-over-89',
    pattern: rx(`\\b(?:aged?|age)\\s+(9\\d|1[0-2]\\d)${NOT_WORD_AFTER}`, 'giu'),
    group: 1,
  },
  // Geography (Philter addresses/*).
  {
    kind: 'street-address',
    pattern: rx(
      `${NOT_WORD_BEFORE}\\d{1,6}[A-Za-z]?,?\\s+(?:${NAME}\\s+){0,3}?${CAP}\\s+(?:${STREET_SUFFIX})\\.?${NOT_WORD_AFTER}`,
      'gu',
    ),
  },
  {
    kind: 'street-address',
    pattern: rx(
      `\\b(?:apt|apartment|unit|flat|suite|p\\.?\\s?o\\.?\\s?box|box)\\.?\\s*#?\\s*\\d+[A-Za-z]?${NOT_WORD_AFTER}`,
      'giu',
    ),
  },
  {
    // "Boston MA 02118", "Boston, Massachusetts", "Springfield, IL".
    kind: 'place',
    pattern: rx(
      `(${CAP}(?:\\s+${CAP}){0,2})(?:,\\s*(?:${US_STATES})${NOT_WORD_AFTER}|\\s+(?:${US_STATES})(?=\\s+\\d{5}|\\s*[,.;)]|\\s*$))`,
      'gu',
    ),
    group: 1,
  },
  {
    kind: 'place',
    pattern: rx(
      `\\b(?:lives|living|lived|resides|residing|resident|moved|home|house|staying)\\s+(?:in|at|to|near|of|from)\\s+((?:${CAP})(?:\\s+${CAP}){0,2})`,
      'gu',
    ),
    group: 1,
  },
  {
    kind: 'zip',
    pattern: rx(
      `(?:\\b(?:${US_STATES})|\\b(?:${anyCase('zip|zip code|postcode|postal code')})\\s*:?)\\s+(\\d{5}(?:-\\d{4})?)${NOT_WORD_AFTER}`,
      'gu',
    ),
    group: 1,
  },
  { kind: 'zip', pattern: rx(`${NOT_WORD_BEFORE}\\d{5}-\\d{4}${NOT_WORD_AFTER}`) },
  // Record, account and other numbers (Philter mrn_id/*).
  {
    kind: 'id-number',
    pattern: rx(
      `\\b(?:mrn|medical record(?: number| no\\.?)?|record(?: number| no\\.?)?|hospital (?:number|no\\.?)|account(?: number| no\\.?)?|acct|a\\/c|policy|member|insurance|nhs(?: number| no\\.?)?|ssn|social security(?: number)?|licen[cs]e|plate|serial|device|id|identifier|no\\.|#)(?!\\p{L})\\s*(?:is|was|=|:|#)?\\s*([A-Z0-9][A-Z0-9/-]*\\d[A-Z0-9/-]*)`,
      'giu',
    ),
    group: 1,
    keep: (m) => !/^\d{1,2}$/.test(m[1] ?? ''),
  },
  {
    // Letter-dash-digits codes like "H-123456", "AB-00123".
    kind: 'id-number',
    pattern: rx(`${NOT_WORD_BEFORE}[A-Z]{1,3}-?\\d{5,}${NOT_WORD_AFTER}`, 'gu'),
    keep: (m) => !CLINICAL_CODE.test(m[0]),
  },
  {
    // Five or more digits that are not a measurement: Philter flags long digit runs (DDDDD+).
    kind: 'id-number',
    pattern: rx(`${NOT_WORD_BEFORE}(?<![.,]\\d*)\\d{5,}(?![.,]\\d)${NOT_WORD_AFTER}`),
    keep: (m, text) =>
      !rx(`^${UNIT_AFTER}`, 'u').test(text.slice(m.index + m[0].length)) &&
      !/(?:platelets?|plt|wbc|count|anc|dose|cycles?)\s*(?:of|:|=|was|is)?\s*$/i.test(
        text.slice(Math.max(0, m.index - 20), m.index),
      ),
  },
  // Names after a title or a relation word (Philter's name context rules).
  {
    kind: 'name',
    pattern: rx(`\\b(?:${TITLES})\\.?\\s+((?:${NAME})(?:\\s+(?:${NAME})){0,2})`, 'gu'),
    group: 1,
  },
  {
    kind: 'name',
    pattern: rx(
      `\\b(?:${anyCase(RELATIONS)})(?:'s)?,?\\s+(?:(?:is|was)\\s+)?((?:${NAME})(?:\\s+(?:${NAME})){0,2})`,
      'gu',
    ),
    group: 1,
  },
];

/** Common short forms of given names, both ways (Ann ↔ Annie). Extend as the institution needs. */
const NICKNAMES: ReadonlyArray<readonly string[]> = [
  ['Ann', 'Anne', 'Anna', 'Annie', 'Nan', 'Nancy', 'Hannah'],
  ['Elizabeth', 'Liz', 'Lizzie', 'Beth', 'Betty', 'Betsy', 'Eliza', 'Libby', 'Elsie', 'Bess'],
  ['Margaret', 'Maggie', 'Meg', 'Peggy', 'Marge', 'Madge', 'Greta', 'Rita'],
  ['Catherine', 'Katherine', 'Kathryn', 'Cathy', 'Kathy', 'Kate', 'Katie', 'Kitty', 'Cat'],
  ['Eleanor', 'Ellie', 'Nell', 'Nellie', 'Ella', 'Elle', 'Nora'],
  ['Robert', 'Rob', 'Robbie', 'Bob', 'Bobby', 'Bert'],
  ['William', 'Will', 'Bill', 'Billy', 'Liam', 'Willie'],
  ['Richard', 'Rich', 'Rick', 'Ricky', 'Dick'],
  ['James', 'Jim', 'Jimmy', 'Jamie'],
  ['John', 'Jack', 'Johnny', 'Jon'],
  ['Michael', 'Mike', 'Mick', 'Mickey'],
  ['Thomas', 'Tom', 'Tommy'],
  ['Joseph', 'Joe', 'Joey'],
  ['Charles', 'Charlie', 'Chuck', 'Chas'],
  ['Edward', 'Ed', 'Eddie', 'Ted', 'Ned'],
  ['Patricia', 'Pat', 'Patty', 'Trish', 'Tricia'],
  ['Jennifer', 'Jen', 'Jenny'],
  ['Susan', 'Sue', 'Susie', 'Suzy'],
  ['Deborah', 'Debbie', 'Deb'],
  ['Christine', 'Christina', 'Chris', 'Chrissy', 'Tina'],
  ['Christopher', 'Chris', 'Kit'],
  ['Daniel', 'Dan', 'Danny'],
  ['David', 'Dave', 'Davy'],
  ['Dorothy', 'Dot', 'Dottie', 'Dolly'],
  ['Frances', 'Fran', 'Frankie'],
  ['Francis', 'Frank', 'Frankie'],
  ['Henry', 'Harry', 'Hank'],
  ['Mary', 'Molly', 'Polly', 'Mae', 'May'],
  ['Rebecca', 'Becky', 'Becca'],
  ['Samuel', 'Sam', 'Sammy'],
  ['Samantha', 'Sam', 'Sammy'],
  ['Alexander', 'Alex', 'Sandy', 'Xander'],
  ['Alexandra', 'Alex', 'Sandra', 'Sandy', 'Lexi'],
  ['Victoria', 'Vicky', 'Tori'],
  ['Jacqueline', 'Jackie'],
  ['Josephine', 'Jo', 'Josie'],
  ['Theresa', 'Teresa', 'Terri', 'Tess', 'Tessa'],
  ['Anthony', 'Tony'],
  ['Benjamin', 'Ben', 'Benny'],
  ['Nicholas', 'Nick', 'Nicky'],
  ['Stephen', 'Steven', 'Steve'],
  ['Timothy', 'Tim', 'Timmy'],
  ['Kenneth', 'Ken', 'Kenny'],
  ['Lawrence', 'Larry'],
  ['Gerald', 'Gerry', 'Jerry'],
  ['Barbara', 'Barb', 'Babs'],
  ['Judith', 'Judy'],
  ['Rosemary', 'Rose', 'Rosie'],
];

/** A given name and its usual variants: the nickname table, and the name with a diminutive ending. */
export function nameVariants(name: string): string[] {
  const out = new Set<string>();
  for (const word of name.split(/[\s,]+/).filter((w) => w.length >= 2)) {
    out.add(word);
    for (const part of word.split('-')) if (part.length >= 2) out.add(part);
    const lower = word.toLowerCase();
    for (const group of NICKNAMES) {
      if (group.some((g) => g.toLowerCase() === lower)) group.forEach((g) => out.add(g));
    }
    // Annie, Johnny, Bobbie, Anna: a diminutive ending on the name itself.
    if (word.length >= 3) {
      for (const end of ['ie', 'y', 'ey', 'a', 'e', 'i', 'o', 'ette', 'ita', 'ina', 'ny', 'ie']) {
        out.add(word + end);
      }
    }
  }
  return [...out];
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function knownTermRule(kind: PhiKind, terms: readonly string[]): Rule | null {
  const wanted = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  if (wanted.length === 0) return null;
  return {
    kind,
    // Whole words only: "Lee" is found in "LEE" and "Lee-Wong", never in "bleeding".
    pattern: rx(
      `${NOT_WORD_BEFORE}(?:${wanted.map(escapeRegExp).join('|')})(?:'s|’s)?${NOT_WORD_AFTER}`,
      'giu',
    ),
  };
}

/**
 * Every suspected identifier in `text`, in reading order, overlapping spans merged (the wider
 * kind wins). An empty list means none of the rules fires; it does not prove the text is free of
 * identifiers, which is why de-identified roles see only text a clinician chose to share.
 */
export function findPhi(text: string, context: PhiContext = {}): PhiFinding[] {
  const rules = [...RULES];
  const names = (context.names ?? []).flatMap(nameVariants);
  const nameRule = knownTermRule('name', names);
  if (nameRule) rules.push(nameRule);
  const idRule = knownTermRule('known-identifier', context.identifiers ?? []);
  if (idRule) rules.push(idRule);

  const found: PhiFinding[] = [];
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m !== null; m = rule.pattern.exec(text)) {
      if (m[0].length === 0) {
        rule.pattern.lastIndex += 1;
        continue;
      }
      if (rule.keep && !rule.keep(m, text)) continue;
      const group = rule.group ?? 0;
      const value = m[group];
      if (value === undefined || value.length === 0) continue;
      const offset = group === 0 ? 0 : m[0].lastIndexOf(value);
      const start = m.index + offset;
      if (rule.kind === 'name' && NOT_A_NAME.has(value.split(/\s+/)[0] ?? '')) continue;
      found.push({ kind: rule.kind, start, end: start + value.length, text: value });
    }
  }
  return mergeSpans(found);
}

function mergeSpans(found: PhiFinding[]): PhiFinding[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: PhiFinding[] = [];
  for (const f of sorted) {
    const last = out[out.length - 1];
    if (last && f.start < last.end) {
      if (f.end > last.end) {
        last.text = last.text + f.text.slice(last.end - f.start);
        last.end = f.end;
      }
      continue;
    }
    out.push({ ...f });
  }
  return out;
}

/** The text with each finding replaced by its kind in brackets, e.g. "[phone]": a suggestion for the author. */
export function scrubPhi(
  text: string,
  context: PhiContext = {},
): { text: string; findings: PhiFinding[] } {
  const findings = findPhi(text, context);
  let out = '';
  let at = 0;
  for (const f of findings) {
    out += text.slice(at, f.start) + `[${f.kind}]`;
    at = f.end;
  }
  return { text: out + text.slice(at), findings };
}

/** "a telephone or fax number at characters 34–46 (“617-555-0142”)" for an error message. */
export function describeFinding(f: PhiFinding): string {
  return `${PHI_KIND_LABEL[f.kind]} at characters ${f.start + 1}–${f.end} (“${f.text}”)`;
}

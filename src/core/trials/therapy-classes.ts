/*
 * Therapy classes as eligibility texts name them ("CDK4/6 inhibitor", "anti-PD-1/PD-L1 therapy",
 * "platinum-based chemotherapy"), each tied to the knowledge base's class tags (`classTags` on
 * drug records: `cdk4-6-inhibitor` is palbociclib, ribociclib and abemaciclib). A patient's
 * therapy is in a class when its drug record carries one of the tags; the tag lists are the
 * knowledge base's own classification, so a drug counts only where a record puts it.
 *
 * The broad words ("chemotherapy", "endocrine therapy", "systemic therapy") are read as the
 * families of tags below; "systemic anticancer therapy" is any antineoplastic record.
 */

export interface TherapyClass {
  id: string;
  /** Plural, as a reason names it: "CDK4/6 inhibitors". */
  label: string;
  pattern: RegExp;
  /** Knowledge-base class tags; `null` means any antineoplastic drug. */
  tags: readonly string[] | null;
}

const CYTOTOXIC = [
  'nitrogen-mustard',
  'oxazaphosphorine',
  'nitrosourea',
  'alkyl-sulfonate',
  'ethyleneimine',
  'triazene',
  'methylhydrazine',
  'minor-groove-alkylator',
  'ecteinascidin',
  'platinum',
  'antifolate',
  'fluoropyrimidine',
  'purine-analog',
  'pyrimidine-nucleoside-analog',
  'thiopurine',
  'thymidine-analog',
  'anthracycline',
  'anthracenedione',
  'actinomycin',
  'quinone-alkylating-antibiotic',
  'glycopeptide-antitumor-antibiotic',
  'taxane',
  'vinca-alkaloid',
  'epothilone',
  'halichondrin',
  'topoisomerase-i-inhibitor',
  'epipodophyllotoxin',
];

const ENDOCRINE = [
  'aromatase-inhibitor',
  'serd',
  'serm',
  'gnrh-analog',
  'gnrh-agonist',
  'gnrh-antagonist',
  'androgen-receptor-inhibitor',
  'cyp17-inhibitor',
  'progestin',
];

const CHECKPOINT = ['pd-1-inhibitor', 'pd-l1-inhibitor', 'ctla-4-inhibitor', 'lag-3-inhibitor'];

const c = (id: string, label: string, pattern: RegExp, tags: readonly string[] | null) => ({
  id,
  label,
  pattern,
  tags,
});

/** Most specific first: an item naming "CDK4/6 inhibitor" is not read as "any inhibitor". */
export const THERAPY_CLASSES: readonly TherapyClass[] = [
  c(
    'cdk4-6',
    'CDK4/6 inhibitors',
    /\bCDK\s?4\s?(?:\/|and|&|-)\s?6\b|\bcyclin[- ]dependent kinase 4\s?(?:\/|and)\s?6\b/i,
    ['cdk4-6-inhibitor'],
  ),
  c(
    'aromatase',
    'aromatase inhibitors',
    /\b(?:non-?steroidal |steroidal )?aromatase inhibitors?\b/i,
    ['aromatase-inhibitor'],
  ),
  c(
    'serd',
    'selective estrogen receptor degraders',
    /\bSERDs?\b|\bselective (?:o)?estrogen receptor degraders?\b|\bfulvestrant\b/i,
    ['serd'],
  ),
  c(
    'pd-1-pd-l1',
    'PD-1/PD-L1 inhibitors',
    /\b(?:anti-?)?PD-?(?:1|L1)\b|\bprogrammed (?:cell )?death/i,
    ['pd-1-inhibitor', 'pd-l1-inhibitor'],
  ),
  c('ctla-4', 'CTLA-4 inhibitors', /\b(?:anti-?)?CTLA-?4\b/i, ['ctla-4-inhibitor']),
  c(
    'checkpoint',
    'immune checkpoint inhibitors',
    /\b(?:immune )?checkpoint (?:inhibitors?|blockade|blockers?)\b|\bimmunotherapy\b|\bICIs?\b/i,
    CHECKPOINT,
  ),
  c('parp', 'PARP inhibitors', /\bPARP(?:i|\s?inhibitors?)?\b/i, ['parp-inhibitor']),
  c(
    'egfr-tki',
    'EGFR tyrosine kinase inhibitors',
    /\bEGFR[- ](?:TKIs?|tyrosine kinase inhibitors?|inhibitors?)\b/i,
    ['egfr-tki'],
  ),
  c('alk', 'ALK inhibitors', /\bALK (?:TKIs?|tyrosine kinase inhibitors?|inhibitors?)\b/i, [
    'alk-inhibitor',
  ]),
  c('kras-g12c', 'KRAS G12C inhibitors', /\bKRAS\s?G12C inhibitors?\b/i, ['kras-g12c-inhibitor']),
  c('braf', 'BRAF inhibitors', /\bBRAF (?:inhibitors?|TKIs?)\b/i, ['braf-inhibitor']),
  c('mek', 'MEK inhibitors', /\bMEK(?:1\/2)? inhibitors?\b/i, ['mek-inhibitor']),
  c('mtor', 'mTOR inhibitors', /\bmTOR inhibitors?\b/i, ['mtor-inhibitor']),
  c('pi3k', 'PI3K inhibitors', /\bPI3K(?:α|-?alpha)? inhibitors?\b/i, ['pi3k-inhibitor']),
  c('akt', 'AKT inhibitors', /\bAKT inhibitors?\b/i, ['akt-inhibitor']),
  c(
    'her2-adc',
    'anti-HER2 antibody–drug conjugates',
    /\b(?:HER2|HER-2)[- ](?:directed |targeted )?(?:antibody[- ]drug conjugates?|ADCs?)\b/i,
    ['anti-her2-adc'],
  ),
  c(
    'anti-her2',
    'HER2-directed therapies',
    /\b(?:anti-?HER2|HER2[- ](?:directed|targeted)) (?:therapy|therapies|agents?|treatment|antibod(?:y|ies))\b/i,
    [
      'anti-her2-antibody',
      'anti-her2-adc',
      'anti-her2-dimerization-inhibitor',
      'her2-tki',
      'her2-her3-bispecific',
    ],
  ),
  c('btk', 'BTK inhibitors', /\bBTK(?:i| inhibitors?)\b/i, ['btk-inhibitor']),
  c('bcl2', 'BCL-2 inhibitors', /\bBCL-?2 inhibitors?\b/i, ['bcl2-inhibitor']),
  c('anti-cd20', 'anti-CD20 antibodies', /\banti-?CD20\b/i, ['anti-cd20']),
  c('anti-egfr-mab', 'anti-EGFR antibodies', /\banti-?EGFR (?:monoclonal )?antibod(?:y|ies)\b/i, [
    'anti-egfr-antibody',
  ]),
  c(
    'vegf',
    'VEGF/VEGFR-targeted therapies',
    /\b(?:anti-?VEGF|VEGFR?[- ](?:TKIs?|inhibitors?|targeted))\b/i,
    ['anti-vegf', 'anti-vegfr2-antibody', 'vegfr-tki'],
  ),
  c('proteasome', 'proteasome inhibitors', /\bproteasome inhibitors?\b/i, ['proteasome-inhibitor']),
  c('imid', 'immunomodulatory drugs', /\bIMiDs?\b|\bimmunomodulatory (?:drugs?|agents?)\b/i, [
    'immunomodulatory-imid',
  ]),
  c('anti-cd38', 'anti-CD38 antibodies', /\banti-?CD38\b/i, ['anti-cd38']),
  c('platinum', 'platinum agents', /\bplatinum\b/i, ['platinum']),
  c('taxane', 'taxanes', /\btaxanes?\b/i, ['taxane']),
  c('anthracycline', 'anthracyclines', /\banthracyclines?\b/i, ['anthracycline']),
  c('fluoropyrimidine', 'fluoropyrimidines', /\bfluoropyrimidines?\b/i, ['fluoropyrimidine']),
  c(
    'topo-i',
    'topoisomerase I inhibitors',
    /\btopoisomerase[- ]I inhibitors?\b|\btopoisomerase[- ]1 inhibitors?\b/i,
    ['topoisomerase-i-inhibitor'],
  ),
  c('hma', 'hypomethylating agents', /\bhypomethylating agents?\b|\bHMAs?\b/i, [
    'hypomethylating-agent',
  ]),
  c('car-t', 'CAR T-cell therapies', /\bCAR[- ]?T\b/i, ['cd19-car-t', 'bcma-car-t']),
  c(
    'endocrine',
    'endocrine therapies',
    /\b(?:endocrine|hormonal|hormone) (?:therapy|therapies|treatment)\b/i,
    ENDOCRINE,
  ),
  c(
    'chemotherapy',
    'cytotoxic chemotherapies',
    /\bchemotherap(?:y|ies)\b|\bcytotoxic\b/i,
    CYTOTOXIC,
  ),
  c(
    'systemic',
    'systemic anticancer therapies',
    /\bsystemic (?:anti-?cancer |anti-?neoplastic |cancer )?(?:therapy|therapies|treatments?|regimens?)\b|\banti-?cancer (?:therapy|therapies|treatments?)\b|\banti-?neoplastic (?:therapy|therapies|treatments?)\b/i,
    null,
  ),
];

/** A target name as registries write it: PI3K, mTOR, CDK4/6, MEK1/2, BRAF. */
const TARGET = String.raw`[A-Za-z0-9/-]*[A-Z]{2,}[A-Za-z0-9/-]*`;
const COORDINATED = new RegExp(
  String.raw`\b((?:${TARGET}(?:\s*,\s*(?:and\/or\s+|or\s+|and\s+)?|\s+(?:and\/or|or|and)\s+))+)(${TARGET})\s+(inhibitors?)\b`,
  'g',
);

/**
 * "PI3K, AKT, or mTOR inhibitor" → "PI3K inhibitor, AKT inhibitor, mTOR inhibitor": a list of
 * targets sharing one head word names one class per target (INAVO122, NCT05894239).
 */
export function expandCoordinatedTargets(text: string): string {
  return text.replace(COORDINATED, (_m, head: string, last: string, word: string) =>
    [
      ...head
        .split(/\s*,\s*|\s+(?:and\/or|or|and)\s+|^(?:and\/or|or|and)\s+/)
        .map((t) => t.replace(/^(?:and\/or|or|and)\s+/, '').trim())
        .filter(Boolean),
      last,
    ]
      .map((t) => `${t} ${word}`)
      .join(', '),
  );
}

/** The classes an item names: the most specific reading of each phrase only. */
export function classesNamed(text: string): TherapyClass[] {
  const found: TherapyClass[] = [];
  // "platinum-based chemotherapy" names platinum agents, not every cytotoxic drug.
  let rest = expandCoordinatedTargets(text).replace(
    /(\w)[- ](?:based|containing) (?:chemotherapy|regimens?|therapy|therapies)\b/gi,
    '$1',
  );
  for (const cls of THERAPY_CLASSES) {
    const re = new RegExp(
      cls.pattern.source,
      cls.pattern.flags.includes('g') ? cls.pattern.flags : `${cls.pattern.flags}g`,
    );
    if (re.test(rest)) {
      found.push(cls);
      // Blank the phrase so that "PD-1 checkpoint inhibitor" is not also "checkpoint inhibitors".
      rest = rest.replace(
        new RegExp(cls.pattern.source, `${cls.pattern.flags.replace('g', '')}g`),
        ' ',
      );
    }
  }
  return found;
}

export function inClass(cls: TherapyClass, classTags: readonly string[], antineoplastic: boolean) {
  if (cls.tags === null) return antineoplastic;
  return classTags.some((t) => cls.tags!.includes(t));
}

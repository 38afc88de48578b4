import { biomarkerNames } from './biomarkers';
import {
  eligibilityItems,
  isNegated,
  isPermissive,
  type EligibilityItem,
} from './eligibility-text';
import type { CriterionFinding, CriterionStatus } from './schemas';
import { classesNamed, inClass, type TherapyClass } from './therapy-classes';
import {
  exposures,
  exposureText,
  linePhases,
  lineText,
  LINE_WINDOW_DAYS,
  therapyLines,
  type Exposure,
  type TherapyLine,
  type TrialTherapy,
} from './therapy-history';
import { criterionPhases, PHASE_WORDS, type TherapyPhase } from './therapy-setting';

/*
 * Eligibility rules read from the registry's text (issue 20) and evaluated against the structured
 * record: stage, disease status, prior therapy by drug or class, the number of prior lines, and
 * biomarkers (gene and kind of alteration). Only phrasings recognised below become rules; every
 * other item stays text to read. A rule's result is met / not met / unknown with the fact used;
 * when the record lacks the fact the result is unknown, never met.
 *
 * Prior therapy is judged on what the record holds: when it holds systemic therapy, a class not
 * among it counts as not received (the reason lists what is recorded, so a reader can see what
 * the judgement rests on); when it holds none, every prior-therapy rule is unknown.
 */

export interface TextCondition {
  name: string | null;
  icd10: string | null;
  status: string;
  stage: string | null;
  dateOfDiagnosis: string | null;
  malignant: boolean;
  hematologic: boolean;
  /** Thyroid cancer: M1 does not imply stage IV there (AJCC 8th edition). */
  thyroid: boolean;
}

export interface TextGenetic {
  gene: string;
  diplotype: string | null;
  phenotype: string | null;
  testDate: string | null;
  alteration?: string | null;
  alterationType?: string | null;
  partner?: string | null;
  status?: 'detected' | 'not-detected' | null;
}

export interface DrugName {
  drugId: string;
  name: string;
  /** The name, synonyms and brand names to find in the text. */
  names: readonly string[];
}

export interface TextPatient {
  conditions: readonly TextCondition[];
  genetics: readonly TextGenetic[];
  therapies: readonly TrialTherapy[];
}

/** Where a rule was read: an item of the eligibility text, or one of the listed conditions. */
interface RuleSource {
  section: CriterionFinding['section'];
  text: string;
}

const finding = (item: RuleSource, status: CriterionStatus, reason: string): CriterionFinding => ({
  section: item.section,
  text: item.text,
  status,
  reason,
});

const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Prior therapy by drug or class

const PRIOR =
  /\b(?:prior|previous(?:ly)?|received|receiving|treated with|treatment with|therapy with|exposure to|exposed to|progress\w* (?:on|after|during|following|while)|refractory to|resistant to|pre-?treated|na[iï]ve|history of (?:treatment|therapy))\b/i;
const TIMED =
  /\bwithin\s+(?:the\s+)?(?:last\s+|past\s+)?\d+\s*(?:days?|weeks?|months?|years?)\b|\b\d+\s*(?:days?|weeks?|months?)\s+(?:before|prior to|of)\b/i;
const SETTING =
  /\b(?:for|in the|in)\s+(?:the\s+)?(?:metastatic|advanced|recurrent|locally advanced|neo-?adjuvant|adjuvant)\b|\b(?:neo-?)?adjuvant\b/i;
const ANY_SETTING = /\bany setting\b|\bat any time\b|\bever\b/i;
const PROGRESSION = /\bprogress\w*|\brefractory\b|\bresistan\w*|\bintoleran\w*|\brelapsed?\b/i;

interface TherapyTarget {
  label: string;
  isClass: boolean;
  matches: (e: Exposure) => boolean;
}

function targetsIn(text: string, vocabulary: readonly DrugName[]): TherapyTarget[] {
  const classes: TherapyClass[] = classesNamed(text);
  const targets: TherapyTarget[] = classes.map((c) => ({
    label: c.label,
    isClass: true,
    matches: (e) => inClass(c, e.classTags, true),
  }));
  for (const d of vocabulary) {
    const named = d.names.some(
      (n) =>
        n.length >= 4 && new RegExp(`(^|[^A-Za-z0-9])${escape(n)}($|[^A-Za-z0-9])`, 'i').test(text),
    );
    if (named)
      targets.push({ label: d.name, isClass: false, matches: (e) => e.drugIds.includes(d.drugId) });
  }
  return targets;
}

/** "palbociclib and ribociclib (CDK4/6 inhibitors)". */
function hitsText(hits: readonly Exposure[], targets: readonly TherapyTarget[]): string {
  const hit = targets.filter((t) => hits.some((h) => t.matches(h)));
  // A class names what the drugs have in common; a drug named by itself adds nothing beside it.
  const classes = hit.filter((t) => t.isClass);
  const labels = (classes.length > 0 ? classes : hit).map((t) => t.label);
  return `${list(hits.map((h) => h.name))} (${list(labels)})`;
}

export function priorTherapyFindings(
  criteria: string | null,
  patient: TextPatient,
  vocabulary: readonly DrugName[],
): CriterionFinding[] {
  const recorded = exposures(patient.therapies);
  const out: CriterionFinding[] = [];
  for (const item of eligibilityItems(criteria)) {
    if (!PRIOR.test(item.text) || isPermissive(item.text)) continue;
    if (
      /\blines?\b|\bregimens?\b/i.test(item.text) &&
      /\d|\bone\b|\btwo\b|\bthree\b/i.test(item.text) &&
      classesNamed(item.text).every((c) => c.id === 'systemic' || c.id === 'chemotherapy')
    ) {
      continue; // a count of lines: read by the lines rule
    }
    const targets = targetsIn(item.text, vocabulary);
    if (targets.length === 0) continue;
    const forbidden = item.section === 'exclusion' || isNegated(item.text);
    if (item.section === 'unsectioned' && !isNegated(item.text)) continue;
    // "Prior chemotherapy must be completed 4 weeks before": a washout for those who had it,
    // not a requirement to have had it.
    if (
      !forbidden &&
      (TIMED.test(item.text) || /\brecovered\b|\bcompleted\b|\bwash-?out\b/i.test(item.text))
    ) {
      continue;
    }
    const wanted = list(targets.map((t) => t.label));
    const rule = forbidden ? 'exclusion' : 'required';
    if (recorded.length === 0) {
      out.push(
        finding(
          item,
          'unknown',
          `No systemic anticancer therapy is recorded (treatment history, plan or medications), so prior ${wanted} cannot be judged — ${rule}.`,
        ),
      );
      continue;
    }
    const hits = recorded.filter((e) => targets.some((t) => t.matches(e)));
    const recordedText = `recorded: ${list(recorded.map(exposureText))}`;
    const qualified = SETTING.test(item.text) && !ANY_SETTING.test(item.text);
    const scope = qualified ? settingScope(item.text) : null;
    // Time limits and progression are not held per course: those rules stay as they were.
    const timedOrProgression = forbidden ? TIMED.test(item.text) : PROGRESSION.test(item.text);
    if (scope && scope !== 'any' && !(timedOrProgression && hits.length > 0)) {
      out.push(scopedTherapyFinding(item, scope, forbidden, hits, targets, wanted, recordedText));
      continue;
    }
    if (forbidden) {
      if (hits.length === 0) {
        out.push(
          finding(
            item,
            'met',
            `No ${wanted} among the patient’s recorded therapies (${recordedText}) — exclusion.`,
          ),
        );
      } else if (TIMED.test(item.text)) {
        out.push(
          finding(
            item,
            'unknown',
            `Prior ${list(hits.map(exposureText))}: the exclusion is limited in time; compare the dates — exclusion.`,
          ),
        );
      } else if (qualified && scope !== 'any') {
        out.push(
          finding(
            item,
            'unknown',
            `Prior ${hitsText(hits, targets)}; the exclusion names a treatment setting the record does not hold (${hits.map(exposureText).join('; ')}).`,
          ),
        );
      } else {
        out.push(
          finding(
            item,
            'not-met',
            `Prior ${hitsText(hits, targets)} — exclusion: ${hits.map(exposureText).join('; ')}.`,
          ),
        );
      }
    } else if (hits.length === 0) {
      out.push(
        finding(
          item,
          'not-met',
          `No ${wanted} among the patient’s recorded therapies (${recordedText}) — required.`,
        ),
      );
    } else if (PROGRESSION.test(item.text)) {
      out.push(
        finding(
          item,
          'unknown',
          `Prior ${hitsText(hits, targets)} is recorded (${hits.map(exposureText).join('; ')}); progression or intolerance on it is not held in structure — required.`,
        ),
      );
    } else if (qualified && scope !== 'any') {
      out.push(
        finding(
          item,
          'unknown',
          `Prior ${hitsText(hits, targets)} is recorded (${hits.map(exposureText).join('; ')}); the setting it was given in is not — required.`,
        ),
      );
    } else {
      out.push(
        finding(
          item,
          'met',
          `Prior ${hitsText(hits, targets)} — required: ${hits.map(exposureText).join('; ')}.`,
        ),
      );
    }
  }
  return out;
}

type Phase = Exclude<TherapyPhase, 'unknown'>;

/**
 * The one setting a criterion limits prior therapy to ('advanced' for "for metastatic disease",
 * 'early' for "in the adjuvant setting"), 'any' when it names both, null when it names neither
 * in words this reads.
 */
function settingScope(text: string): Phase | 'any' | null {
  const phases = criterionPhases(text);
  if (!phases) return null;
  if (phases.size > 1) return 'any';
  // Only the advanced setting is judged per course: an item naming (neo)adjuvant therapy alone
  // usually says how it counts ("adjuvant therapy counts as a line if relapse within 12 months"),
  // and an exception ("except endocrine therapy") changes what the rule covers. Those stay as
  // they were: unknown on a setting the matcher does not read.
  if (phases.has('early') || /\bexcept\b|\bother than\b|\bunless\b|\bexcluding\b/i.test(text))
    return null;
  return 'advanced';
}

/**
 * Prior therapy limited to one setting, judged on the setting recorded per course (issue 20): a
 * course recorded in that setting decides; a course whose setting is not recorded leaves it
 * unknown; only when every matching course has a known setting outside it is the exclusion met
 * (or the requirement not met).
 */
function scopedTherapyFinding(
  item: EligibilityItem,
  scope: Phase,
  forbidden: boolean,
  hits: readonly Exposure[],
  targets: readonly TherapyTarget[],
  wanted: string,
  recordedText: string,
): CriterionFinding {
  const rule = forbidden ? 'exclusion' : 'required';
  const where = PHASE_WORDS[scope];
  if (hits.length === 0) {
    return finding(
      item,
      forbidden ? 'met' : 'not-met',
      `No ${wanted} among the patient’s recorded therapies (${recordedText}) — ${rule}.`,
    );
  }
  const inScope = hits.filter((h) => h.phases.has(scope));
  if (inScope.length > 0) {
    return finding(
      item,
      forbidden ? 'not-met' : 'met',
      `Prior ${hitsText(inScope, targets)} in the ${where} — ${rule}: ${inScope.map(exposureText).join('; ')}.`,
    );
  }
  const open = hits.filter((h) => h.phases.has('unknown'));
  if (open.length > 0) {
    return finding(
      item,
      'unknown',
      `Prior ${hitsText(open, targets)} is recorded without the setting it was given in (${open.map(exposureText).join('; ')}); the study limits it to the ${where} — ${rule}.`,
    );
  }
  return finding(
    item,
    forbidden ? 'met' : 'not-met',
    `Prior ${hitsText(hits, targets)} was given outside the ${where} (${hits.map(exposureText).join('; ')}) — ${rule}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Number of prior lines

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
const NUM = '(\\d+|zero|one|two|three|four|five|six)';
const LINE_NOUN =
  '(?:\\(\\w+\\)\\s+)?(?:prior\\s+|previous\\s+)?(?:[\\w-]+\\s+){0,4}?(?:lines?|regimens?)\\b';
const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : (NUMBER_WORDS[s.toLowerCase()] ?? NaN));

export interface LineLimit {
  min: number | null;
  max: number | null;
}

/** The limit an item puts on the number of prior lines, or null when it states none. */
export function lineLimit(item: EligibilityItem): LineLimit | null {
  const t = item.text.replace(/≥/g, ' at least ').replace(/≤/g, ' at most ');
  if (!/\blines?\b|\bregimens?\b/i.test(t)) return null;
  const exclusion = item.section === 'exclusion';
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`\\b${NUM}\\s*(?:-|–|to)\\s*${NUM}\\s+${LINE_NOUN}`, 'i').exec(t))) {
    return { min: num(m[1]!), max: num(m[2]!) };
  }
  if (
    (m = new RegExp(`(?:at least|>=|a minimum of|minimum of)\\s*${NUM}\\s+${LINE_NOUN}`, 'i').exec(
      t,
    ))
  ) {
    const n = num(m[1]!);
    return exclusion ? null : { min: n, max: null };
  }
  if (
    (m = new RegExp(
      `(?:no more than|not more than|at most|<=|a maximum of|maximum of|up to)\\s*${NUM}\\s+${LINE_NOUN}`,
      'i',
    ).exec(t))
  ) {
    return { min: null, max: num(m[1]!) };
  }
  if ((m = new RegExp(`\\b${NUM}\\s+or\\s+more\\s+${LINE_NOUN}`, 'i').exec(t))) {
    const n = num(m[1]!);
    return exclusion ? { min: null, max: n - 1 } : { min: n, max: null };
  }
  if ((m = new RegExp(`\\b(?:more than|greater than|>)\\s*${NUM}\\s+${LINE_NOUN}`, 'i').exec(t))) {
    const n = num(m[1]!);
    return exclusion ? { min: null, max: n } : { min: n + 1, max: null };
  }
  if ((m = new RegExp(`\\b${NUM}\\s+or\\s+(?:fewer|less)\\s+${LINE_NOUN}`, 'i').exec(t))) {
    return { min: null, max: num(m[1]!) };
  }
  return null;
}

export function priorLineFindings(
  criteria: string | null,
  patient: TextPatient,
): CriterionFinding[] {
  const lines = therapyLines(exposures(patient.therapies));
  const out: CriterionFinding[] = [];
  for (const item of eligibilityItems(criteria)) {
    const limit = lineLimit(item);
    if (
      !limit ||
      (limit.min !== null && Number.isNaN(limit.min)) ||
      (limit.max !== null && Number.isNaN(limit.max))
    )
      continue;
    const wanted =
      limit.min !== null && limit.max !== null
        ? `${limit.min} to ${limit.max} prior lines`
        : limit.min !== null
          ? `at least ${limit.min} prior line${limit.min === 1 ? '' : 's'}`
          : `at most ${limit.max} prior line${limit.max === 1 ? '' : 's'}`;
    if (lines.length === 0) {
      out.push(
        finding(
          item,
          'unknown',
          `No systemic anticancer therapy is recorded, so the number of prior lines is not known; the study asks for ${wanted}.`,
        ),
      );
      continue;
    }
    const n = lines.length;
    const counted = `${n} line${n === 1 ? '' : 's'} recorded (${lines.map(lineText).join('; ')}; drugs started within ${LINE_WINDOW_DAYS} days count as one line)`;
    const qualified = SETTING.test(item.text) && !ANY_SETTING.test(item.text);
    const scope = qualified ? settingScope(item.text) : null;
    if (scope && scope !== 'any') {
      out.push(scopedLineFinding(item, scope, limit, lines, wanted));
      continue;
    }
    const tooFew = limit.min !== null && n < limit.min;
    const tooMany = limit.max !== null && n > limit.max;
    if (tooFew) {
      out.push(finding(item, 'not-met', `${counted}; the study asks for ${wanted}.`));
    } else if (tooMany) {
      out.push(
        qualified
          ? finding(
              item,
              'unknown',
              `${counted}; the study allows ${wanted} in a setting the record does not hold per line.`,
            )
          : finding(item, 'not-met', `${counted}; the study allows ${wanted}.`),
      );
    } else if (limit.min !== null && qualified) {
      out.push(
        finding(
          item,
          'unknown',
          `${counted}; the study asks for ${wanted} in a setting the record does not hold per line.`,
        ),
      );
    } else {
      out.push(finding(item, 'met', `${counted}; the study asks for ${wanted}.`));
    }
  }
  return out;
}

function settingOfLine(l: TherapyLine): string {
  const bases = [...new Set(l.drugs.flatMap((d) => [...d.settings]))];
  const unrecorded = l.drugs.some((d) => d.unrecorded);
  return bases.length === 0
    ? 'setting not recorded'
    : `${bases.join(', ')}${unrecorded ? '; setting not recorded for every course' : ''}`;
}

/**
 * A number of prior lines in one setting ("at most 1 prior line for metastatic disease"): lines
 * recorded in that setting count, lines recorded only outside it do not, lines whose setting is
 * not recorded could be either — the result is met or not met only if it holds both ways.
 */
function scopedLineFinding(
  item: EligibilityItem,
  scope: Phase,
  limit: LineLimit,
  lines: readonly TherapyLine[],
  wanted: string,
): CriterionFinding {
  const where = PHASE_WORDS[scope];
  const numbered = lines.map((l, i) => ({ l, i, phases: linePhases(l) }));
  const inScope = numbered.filter((x) => x.phases.has(scope));
  const open = numbered.filter((x) => !x.phases.has(scope) && x.phases.has('unknown'));
  const outside = numbered.filter((x) => !x.phases.has(scope) && !x.phases.has('unknown'));
  const describe = (xs: typeof numbered) =>
    xs.map((x) => `${lineText(x.l, x.i)}, ${settingOfLine(x.l)}`).join('; ');
  const parts = [
    `${inScope.length} line${inScope.length === 1 ? '' : 's'} recorded in the ${where}${inScope.length ? ` (${describe(inScope)})` : ''}`,
    ...(outside.length ? [`${outside.length} outside it, not counted (${describe(outside)})`] : []),
    ...(open.length ? [`${open.length} whose setting is not recorded (${describe(open)})`] : []),
  ];
  const counted = `${parts.join('; ')}; drugs started within ${LINE_WINDOW_DAYS} days count as one line`;
  const least = inScope.length;
  const most = inScope.length + open.length;
  const notMet =
    (limit.min !== null && most < limit.min) || (limit.max !== null && least > limit.max);
  const met =
    (limit.min === null || least >= limit.min) && (limit.max === null || most <= limit.max);
  const status: CriterionStatus = notMet ? 'not-met' : met ? 'met' : 'unknown';
  return finding(
    item,
    status,
    `${counted}; the study ${limit.max !== null && limit.min === null ? 'allows' : 'asks for'} ${wanted} in the ${where}${status === 'unknown' ? ', which depends on the lines whose setting is not recorded' : ''}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Stage

const ROMAN: Record<string, number> = { '0': 0, I: 1, II: 2, III: 3, IV: 4 };
interface StageValue {
  group: number;
  /** 0 when no letter; A=1, B=2, C=3. */
  sub: number;
}

/** "IIIB" → {3, 2}; "stage IV" → {4, 0}; null when the text is not a stage group. */
export function parseStageGroup(text: string): StageValue | null {
  const m = /^\s*(?:stage\s+)?(0|IV|I{1,3})([A-D])?\d?\s*$/i.exec(text);
  if (!m) return null;
  return {
    group: ROMAN[m[1]!.toUpperCase()]!,
    sub: m[2] ? m[2].toUpperCase().charCodeAt(0) - 64 : 0,
  };
}

/** The M category of a TNM string ("cT3N0M0", "T2 N1 M1b"), or null. */
export function mCategory(text: string): 'M0' | 'M1' | null {
  const m = /\b(?:[cpy]{0,2}T\w+\s*[cpy]{0,2}N\w+\s*)?[cpy]{0,2}(M[01])[a-c]?\d?\b/i.exec(text);
  if (!m || !/T\w*\s*[cpy]*N/i.test(text)) return null;
  return m[1]!.toUpperCase() as 'M0' | 'M1';
}

interface StageRule {
  /** Allowed stage groups, inclusive: [from, to]. */
  from: StageValue;
  to: StageValue;
  label: string;
  /** "metastatic" is M1 / stage IV; "advanced" admits III and IV. */
  kind: 'group' | 'metastatic' | 'advanced' | 'early';
}

const STAGE_TOKEN = '(0|IV|I{1,3})([A-D])?';

function stageRules(text: string): StageRule[] {
  const rules: StageRule[] = [];
  const t = text.replace(/\bstages\b/gi, 'stage');
  const v = (g: string, s?: string): StageValue => ({
    group: ROMAN[g.toUpperCase()]!,
    sub: s ? s.toUpperCase().charCodeAt(0) - 64 : 0,
  });
  const range = new RegExp(
    `\\bstage\\s+${STAGE_TOKEN}\\s*(?:-|–|to|through)\\s*(?:stage\\s+)?${STAGE_TOKEN}\\b`,
    'gi',
  );
  const alt = new RegExp(
    `\\bstage\\s+${STAGE_TOKEN}((?:\\s*(?:,|/|or|and)\\s*(?:stage\\s+)?(?:0|IV|I{1,3})[A-D]?)+)\\b`,
    'gi',
  );
  const one = new RegExp(`\\bstage\\s+${STAGE_TOKEN}\\b`, 'gi');
  let used = t;
  for (const m of t.matchAll(range)) {
    rules.push({
      from: v(m[1]!, m[2]),
      to: { ...v(m[3]!, m[4]), sub: m[4] ? v(m[3]!, m[4]).sub : 9 },
      label: m[0],
      kind: 'group',
    });
    used = used.replace(m[0], ' ');
  }
  for (const m of used.matchAll(alt)) {
    const all = [
      `${m[1]}${m[2] ?? ''}`,
      ...m[3]!
        .split(/\s*(?:,|\/|or|and)\s*/)
        .map((s) => s.replace(/stage\s+/i, ''))
        .filter(Boolean),
    ];
    for (const s of all) {
      const p = parseStageGroup(s);
      if (p) rules.push({ from: p, to: { ...p, sub: p.sub || 9 }, label: m[0], kind: 'group' });
    }
    used = used.replace(m[0], ' ');
  }
  for (const m of used.matchAll(one)) {
    const p = v(m[1]!, m[2]);
    rules.push({ from: p, to: { ...p, sub: p.sub || 9 }, label: m[0], kind: 'group' });
  }
  if (rules.length > 0) return rules;
  if (/\bnon-?metastatic\b|\bwithout (?:distant )?metasta/i.test(t)) {
    return [{ from: v('0'), to: { group: 3, sub: 9 }, label: 'non-metastatic', kind: 'early' }];
  }
  if (/\blocally advanced\b/i.test(t) || (/\badvanced\b/i.test(t) && /\bmetastatic\b/i.test(t))) {
    return [
      {
        from: v('III'),
        to: { group: 4, sub: 9 },
        label: 'locally advanced or metastatic',
        kind: 'advanced',
      },
    ];
  }
  if (
    /\b(?:metastatic (?:disease|cancer|carcinoma|breast|lung|colorectal|prostate|\w+ cancer|\w+ carcinoma)|distant metasta\w+|stage iv)\b/i.test(
      t,
    ) ||
    /^metastatic\b/i.test(t.trim())
  ) {
    return [{ from: v('IV'), to: { group: 4, sub: 9 }, label: 'metastatic', kind: 'metastatic' }];
  }
  return [];
}

const cmp = (a: StageValue, b: StageValue) => a.group - b.group || a.sub - b.sub;

interface PatientStage {
  value: StageValue | null;
  metastatic: boolean | null;
  fact: string;
}

const describe = (c: TextCondition) =>
  c.name ?? (c.icd10 ? `a cancer coded ICD-10 ${c.icd10}` : 'a cancer');
const dated = (c: TextCondition) => (c.dateOfDiagnosis ? `, diagnosed ${c.dateOfDiagnosis}` : '');

/** The stage the record states for the patient's cancer, with the fact it rests on. */
export function patientStage(conditions: readonly TextCondition[]): PatientStage | null {
  const cancers = conditions.filter(
    (c) => c.malignant && !['resolved', 'inactive'].includes(c.status),
  );
  const distant = conditions.find(
    (c) =>
      c.icd10 && /^C7[89]/i.test(c.icd10) && ['active', 'recurrence', 'relapse'].includes(c.status),
  );
  const staged = [...cancers]
    .filter((c) => c.stage)
    .sort((a, b) => (b.dateOfDiagnosis ?? '').localeCompare(a.dateOfDiagnosis ?? ''))[0];
  if (staged) {
    const group = parseStageGroup(staged.stage!);
    const m = group ? null : mCategory(staged.stage!);
    if (group) {
      const metastatic = staged.hematologic || staged.thyroid ? null : group.group === 4;
      return {
        value: group,
        metastatic: metastatic ?? (distant ? true : null),
        fact: `Stage ${staged.stage!.replace(/^stage\s+/i, '')} (stage group recorded on ${describe(staged)}${dated(staged)})`,
      };
    }
    if (m) {
      const solid = !staged.hematologic;
      return {
        value: m === 'M1' && solid && !staged.thyroid ? { group: 4, sub: 0 } : null,
        metastatic: solid ? m === 'M1' : null,
        fact: `${staged.stage} (TNM recorded on ${describe(staged)}${dated(staged)}: ${m === 'M1' ? 'M1, distant metastasis' : 'M0, no distant metastasis'})`,
      };
    }
  }
  if (distant) {
    return {
      value: null,
      metastatic: true,
      fact: `${describe(distant)} (ICD-10 ${distant.icd10}, a secondary malignant neoplasm, recorded as ${distant.status})`,
    };
  }
  const namedMetastatic = cancers.find((c) => c.name && /(?<!non-?)\bmetastatic\b/i.test(c.name));
  if (namedMetastatic) {
    return {
      value: null,
      metastatic: true,
      fact: `${describe(namedMetastatic)} (condition name${dated(namedMetastatic)})`,
    };
  }
  return null;
}

function judgeStage(rule: StageRule, stage: PatientStage): CriterionStatus {
  if (rule.kind === 'metastatic') {
    if (stage.metastatic !== null) return stage.metastatic ? 'met' : 'not-met';
    return stage.value ? (stage.value.group === 4 ? 'met' : 'unknown') : 'unknown';
  }
  if (rule.kind === 'early') {
    if (stage.metastatic === true) return 'not-met';
    if (stage.metastatic === false) return 'met';
    return 'unknown';
  }
  if (rule.kind === 'advanced') {
    if (stage.metastatic === true || stage.value?.group === 4) return 'met';
    if (stage.value?.group === 3) return 'met';
    return 'unknown'; // "advanced" can be an unresectable lower stage: not settled by the group
  }
  if (!stage.value) {
    if (stage.metastatic === true) return rule.to.group === 4 ? 'met' : 'not-met';
    return 'unknown';
  }
  // A group without its letter ("III") against a lettered limit ("IIIB") cannot be settled.
  const p = stage.value;
  if (p.sub === 0 && rule.from.sub > 0 && rule.from.group === p.group) return 'unknown';
  if (p.sub === 0 && rule.to.sub > 0 && rule.to.sub < 9 && rule.to.group === p.group)
    return 'unknown';
  const low = { ...p };
  const high = { ...p, sub: p.sub || 9 };
  if (cmp(low, rule.from) >= 0 && cmp(high, rule.to) <= 0) return 'met';
  if (cmp(high, rule.from) < 0 || cmp(low, rule.to) > 0) return 'not-met';
  return 'unknown';
}

export function stageFindings(
  criteria: string | null,
  studyConditions: readonly string[],
  conditions: readonly TextCondition[],
): CriterionFinding[] {
  const stage = patientStage(conditions);
  const sources: Array<RuleSource> = [
    ...studyConditions.map((text) => ({ section: 'conditions' as const, text })),
    ...eligibilityItems(criteria).filter((i) => i.section !== 'unsectioned'),
  ];
  const out: CriterionFinding[] = [];
  for (const src of sources) {
    const text = src.text;
    // A stage rule describes the disease: leave brain metastases, prior stage-specific therapy
    // and the like to the reader.
    if (
      /\b(?:brain|cns|central nervous system|leptomeningeal|bone|liver)\s+metasta/i.test(text) &&
      !/\bstage\b/i.test(text)
    )
      continue;
    if (PRIOR.test(text) && !/\bstage\b/i.test(text)) continue;
    const rules = stageRules(text);
    if (rules.length === 0) continue;
    const exclusion =
      src.section === 'exclusion' ||
      (src.section === 'inclusion' && /^(?:no|without)\b/i.test(text.trim()));
    const label = list([...new Set(rules.map((r) => r.label))]);
    if (!stage) {
      out.push(
        finding(
          src,
          'unknown',
          `The record holds no stage for the patient’s cancer; the study’s text names ${label}.`,
        ),
      );
      continue;
    }
    const results = rules.map((r) => judgeStage(r, stage));
    const any = results.includes('met')
      ? 'met'
      : results.every((r) => r === 'not-met')
        ? 'not-met'
        : 'unknown';
    const status: CriterionStatus = exclusion
      ? any === 'met'
        ? 'not-met'
        : any === 'not-met'
          ? 'met'
          : 'unknown'
      : any;
    const how = exclusion ? 'exclusion' : 'required';
    out.push(finding(src, status, `${stage.fact}; the study’s text names ${label} — ${how}.`));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Disease status

const ACTIVE = ['active', 'recurrence', 'relapse'];
const STATUS_WORDS: Record<string, string> = {
  active: 'active',
  recurrence: 'a recurrence',
  relapse: 'a relapse',
  remission: 'in remission',
  resolved: 'resolved',
  inactive: 'inactive',
};

export function statusText(c: TextCondition): string {
  return `${describe(c)} recorded as ${STATUS_WORDS[c.status] ?? c.status}${dated(c)}`;
}

export function diseaseStatusFindings(
  criteria: string | null,
  conditions: readonly TextCondition[],
  /** RECIST 1.1 measurability from lesion measurements (issue 20); absent: not evaluated. */
  measurable?: { status: 'measurable' | 'not-measurable' | 'unknown'; reason: string } | null,
): CriterionFinding[] {
  const cancers = conditions.filter((c) => c.malignant && !(c.icd10 && /^C7[789]/i.test(c.icd10)));
  const out: CriterionFinding[] = [];
  for (const item of eligibilityItems(criteria)) {
    if (
      item.section === 'unsectioned' ||
      (PRIOR.test(item.text) && !/\brelapsed?\b|\brefractory\b/i.test(item.text))
    )
      continue;
    let want: 'relapsed' | 'remission' | 'active' | null = null;
    if (
      /\brelapsed\b|\brecurren(?:t|ce)\b|\brefractory\b/i.test(item.text) &&
      !/history of/i.test(item.text)
    )
      want = 'relapsed';
    else if (
      /\b(?:in|achieved?|achieving)\s+(?:a\s+)?(?:first\s+|second\s+)?(?:complete\s+)?remission\b|\bCR1\b|\bno evidence of disease\b|\bdisease-free\b/i.test(
        item.text,
      )
    )
      want = 'remission';
    else if (
      /\bmeasurable (?:or evaluable )?(?:disease|lesions?)\b|\bevaluable disease\b|\bactive disease\b|\bprogressive disease\b|\bdisease progression\b/i.test(
        item.text,
      )
    )
      want = 'active';
    if (!want) continue;
    const exclusion = item.section === 'exclusion';
    if (cancers.length === 0) {
      out.push(
        finding(
          item,
          'unknown',
          'The record holds no cancer diagnosis whose status could be compared.',
        ),
      );
      continue;
    }
    const facts = cancers.map(statusText).join('; ');
    const statuses = cancers.map((c) => c.status);
    let status: CriterionStatus;
    let note = '';
    if (want === 'relapsed') {
      if (statuses.some((s) => s === 'relapse' || s === 'recurrence')) status = 'met';
      else if (statuses.every((s) => ['remission', 'resolved', 'inactive'].includes(s)))
        status = 'not-met';
      else {
        status = 'unknown';
        note = ' "Active" does not say whether the disease relapsed or is refractory.';
      }
    } else if (want === 'remission') {
      if (statuses.some((s) => s === 'remission' || s === 'resolved')) status = 'met';
      else if (statuses.every((s) => ACTIVE.includes(s))) status = 'not-met';
      else status = 'unknown';
    } else {
      const asksMeasurable =
        /\bmeasurable (?:or evaluable )?(?:disease|lesions?)\b/i.test(item.text) &&
        !/\bnon-?measurable\b/i.test(item.text);
      const orEvaluable = /\bevaluable\b/i.test(item.text);
      if (statuses.every((s) => ['remission', 'resolved', 'inactive'].includes(s)))
        status = 'not-met';
      else if (asksMeasurable && measurable && measurable.status === 'measurable') {
        status = 'met';
        note = ` ${measurable.reason}`;
      } else if (
        asksMeasurable &&
        measurable &&
        measurable.status === 'not-measurable' &&
        !orEvaluable
      ) {
        status = 'not-met';
        note = ` ${measurable.reason}`;
      } else if (asksMeasurable && measurable) {
        status = 'unknown';
        note = ` ${measurable.reason}${measurable.status === 'not-measurable' ? ' The study also admits evaluable disease, which is not judged here.' : ''}`;
      } else {
        status = 'unknown';
        note =
          ' Measurable or progressive disease is judged on imaging, which the record does not hold in structure.';
      }
    }
    if (exclusion && status !== 'unknown') status = status === 'met' ? 'not-met' : 'met';
    out.push(finding(item, status, `${facts} — ${exclusion ? 'exclusion' : 'required'}.${note}`));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Biomarkers

type AlterationKind =
  | 'fusion'
  | 'amplification'
  | 'positive'
  | 'negative'
  | 'variant'
  | 'mutation'
  | 'msi-high'
  | 'wild-type';

interface BiomarkerRule {
  gene: string;
  kind: AlterationKind;
  /** Variant words for 'variant': "L858R", "exon 19 deletion". */
  variant: string | null;
  label: string;
}

const GENES = [
  'EGFR',
  'ALK',
  'ROS1',
  'KRAS',
  'NRAS',
  'BRAF',
  'ERBB2',
  'BRCA1',
  'BRCA2',
  'PIK3CA',
  'MET',
  'RET',
  'NTRK1',
  'NTRK2',
  'NTRK3',
  'IDH1',
  'IDH2',
  'FGFR2',
  'FGFR3',
  'ESR1',
  'FLT3',
  'NPM1',
  'KIT',
  'PDGFRA',
  'ABL1',
];
const FUSION_GENES = new Set(['ALK', 'ROS1', 'RET', 'NTRK1', 'NTRK2', 'NTRK3', 'ABL1', 'FGFR2']);

const THREE_TO_ONE: Record<string, string> = {
  Ala: 'A',
  Arg: 'R',
  Asn: 'N',
  Asp: 'D',
  Cys: 'C',
  Gln: 'Q',
  Glu: 'E',
  Gly: 'G',
  His: 'H',
  Ile: 'I',
  Leu: 'L',
  Lys: 'K',
  Met: 'M',
  Phe: 'F',
  Pro: 'P',
  Ser: 'S',
  Thr: 'T',
  Trp: 'W',
  Tyr: 'Y',
  Val: 'V',
  Ter: '*',
};
/** "p.Leu858Arg" → "L858R"; one-letter forms pass through. */
export function shortProtein(text: string): string {
  return text
    .replace(/\bp\./g, '')
    .replace(
      /([A-Z][a-z]{2})(\d+)([A-Z][a-z]{2})/g,
      (_m, a: string, n: string, b: string) => `${THREE_TO_ONE[a] ?? a}${n}${THREE_TO_ONE[b] ?? b}`,
    );
}

function geneNamesRe(gene: string): RegExp {
  const names = gene === 'ERBB2' ? ['ERBB2', 'HER2', 'HER-2', 'HER2/neu'] : biomarkerNames(gene);
  return new RegExp(`(^|[^A-Za-z0-9])(${names.map(escape).join('|')})(?=$|[^A-Za-z0-9])`, 'g');
}

export function biomarkerRules(text: string): BiomarkerRule[] {
  const rules: BiomarkerRule[] = [];
  for (const gene of GENES) {
    for (const m of text.matchAll(geneNamesRe(gene))) {
      const at = (m.index ?? 0) + m[1]!.length;
      const after = text.slice(at + m[2]!.length, at + m[2]!.length + 60);
      const before = text.slice(Math.max(0, at - 30), at);
      const near = `${before} ${m[2]} ${after}`;
      // Every variant named after the gene, up to the next gene: "exon 19 deletion or L858R".
      const scope = after.split(new RegExp(`\\b(?:${GENES.join('|')}|HER2)\\b`))[0]!;
      const variants = [
        ...scope.matchAll(
          /\bexon\s*\d+\s*(?:deletions?|insertions?|skipping|mutations?)|(?<![A-Za-z])[A-Z]\d{2,4}[A-Z](?![A-Za-z0-9])/gi,
        ),
      ]
        .map((v) => v[0])
        .filter((v) => /exon/i.test(v) || /^[A-Z]\d+[A-Z]$/.test(v));
      const variant = variants[0] ?? null;
      let kind: AlterationKind | null = null;
      if (
        /^[-\s]*(?:negative|-\s|wild[- ]?type)|\b(?:wild[- ]?type|negative)\b/i.test(
          after.slice(0, 25),
        )
      ) {
        kind = /wild/i.test(after.slice(0, 25)) ? 'wild-type' : 'negative';
      } else if (variant) kind = 'variant';
      else if (
        /^[-\s]*(?:gene\s+)?(?:rearrange\w*|fusions?|translocat\w*)|^[\s-]*(?:positive|\+)/i.test(
          after,
        ) &&
        FUSION_GENES.has(gene)
      )
        kind = 'fusion';
      else if (
        /\b(?:rearrange\w*|fusions?|translocat\w*)\b/i.test(after.slice(0, 40)) &&
        FUSION_GENES.has(gene)
      )
        kind = 'fusion';
      else if (/^[\s-]*(?:gene\s+)?amplif\w*/i.test(after)) kind = 'amplification';
      else if (
        gene === 'ERBB2' &&
        /^[\s-]*(?:positiv(?:e|ity)|\+|overexpress\w*)|\b(?:IHC\s*3\+|ISH[- ]positive)/i.test(
          after.slice(0, 40),
        )
      )
        kind = 'positive';
      else if (
        /^[\s-]*(?:activating\s+|sensiti[sz]ing\s+|pathogenic\s+|deleterious\s+|somatic\s+|germline\s+)?(?:mutat\w*|variant|alteration|altered|mutant)/i.test(
          after,
        ) ||
        /\b(?:mutat\w*|variant|alterations?)\b/i.test(after.slice(0, 25)) ||
        /(?:activating|sensiti[sz]ing|deleterious|pathogenic)\s+$/i.test(before)
      )
        kind = 'mutation';
      if (!kind) continue;
      for (const v of kind === 'variant' ? variants : [null]) {
        if (rules.some((r) => r.gene === gene && r.kind === kind && r.variant === v)) continue;
        rules.push({ gene, kind, variant: v, label: `${m[2]} ${kind === 'variant' ? v : kind}` });
      }
      void near;
    }
  }
  if (
    /\bMSI-H\b|\bMSI-high\b|\bmicrosatellite instability[- ]high\b|\bdMMR\b|\bmismatch repair[- ]deficien\w*/i.test(
      text,
    )
  ) {
    rules.push({ gene: 'MSI', kind: 'msi-high', variant: null, label: 'MSI-H/dMMR' });
  }
  return rules;
}

interface Evidence {
  status: 'present' | 'absent' | 'none';
  fact: string | null;
}

const geneticFact = (g: TextGenetic) => {
  const partner = g.partner ? `${g.partner}–` : '';
  const what =
    [
      g.alteration,
      g.alterationType && !g.alteration ? g.alterationType : null,
      g.diplotype,
      g.phenotype,
    ]
      .filter(Boolean)
      .join(', ') || 'result withheld';
  return `${partner}${g.gene} ${what}${g.status === 'not-detected' ? ' not detected' : ''} (${g.testDate ?? 'date not recorded'})`;
};

/** HER2 status known outside genetics (the diagnosis as recorded), see receptor-status.ts. */
export interface Her2Status {
  polarity: 'positive' | 'negative';
  fact: string;
}

function evidenceFor(
  rule: BiomarkerRule,
  genetics: readonly TextGenetic[],
  her2: Her2Status | null = null,
): Evidence {
  const ev = geneticEvidence(rule, genetics);
  if (
    ev.status === 'none' &&
    her2 &&
    rule.gene === 'ERBB2' &&
    (rule.kind === 'positive' || rule.kind === 'negative')
  )
    return { status: her2.polarity === rule.kind ? 'present' : 'absent', fact: her2.fact };
  return ev;
}

function geneticEvidence(rule: BiomarkerRule, genetics: readonly TextGenetic[]): Evidence {
  if (rule.kind === 'msi-high') {
    const e = genetics.filter((g) => g.alterationType === 'msi' || /^(MSI|MMR)$/i.test(g.gene));
    const hit = e.find(
      (g) =>
        g.status !== 'not-detected' &&
        /MSI-?H|high|dMMR|deficien/i.test(`${g.alteration ?? ''} ${g.phenotype ?? ''}`),
    );
    if (hit) return { status: 'present', fact: geneticFact(hit) };
    const neg = e.find(
      (g) =>
        g.status === 'not-detected' ||
        /MSS|stable|MSI-?L|proficient|pMMR/i.test(`${g.alteration ?? ''} ${g.phenotype ?? ''}`),
    );
    return neg ? { status: 'absent', fact: geneticFact(neg) } : { status: 'none', fact: null };
  }
  const names = new Set(
    (rule.gene === 'ERBB2' ? ['ERBB2', 'HER2'] : biomarkerNames(rule.gene)).map((n) =>
      n.toUpperCase(),
    ),
  );
  const entries = genetics.filter(
    (g) =>
      (names.has(g.gene.toUpperCase()) || (g.partner && names.has(g.partner.toUpperCase()))) &&
      (g.alterationType || g.alteration),
  );
  if (entries.length === 0) return { status: 'none', fact: null };
  const fits = (g: TextGenetic): boolean => {
    const text = `${g.alteration ?? ''} ${g.phenotype ?? ''}`;
    switch (rule.kind) {
      case 'fusion':
        return g.alterationType === 'fusion' || /fusion|rearrange|translocat/i.test(text);
      case 'amplification':
        return (
          (g.alterationType === 'cnv' && !/loss|deletion/i.test(text)) || /amplif|gain/i.test(text)
        );
      case 'positive':
      case 'negative':
        return (
          (g.alterationType === 'cnv' && !/loss|deletion/i.test(text)) ||
          g.alterationType === 'expression' ||
          /amplif|positive|negative|IHC/i.test(text)
        );
      case 'variant': {
        const v = rule.variant!.toLowerCase();
        const short = shortProtein(text).toLowerCase();
        const exon = /exon\s*(\d+)\s*(\w+)/.exec(v);
        if (exon) return short.includes(`exon ${exon[1]}`) && short.includes(exon[2]!.slice(0, 3));
        return short.includes(v);
      }
      case 'mutation':
      case 'wild-type':
        return (
          g.alterationType === 'snv' ||
          g.alterationType === 'indel' ||
          (!g.alterationType && /mut|p\.|c\./i.test(text))
        );
      default:
        return false;
    }
  };
  const relevant = entries.filter(fits);
  if (rule.kind === 'positive' || rule.kind === 'negative') {
    const pos = relevant.find(
      (g) =>
        g.status !== 'not-detected' &&
        (/amplif|gain|positive|3\+/i.test(`${g.alteration ?? ''} ${g.phenotype ?? ''}`) ||
          g.alterationType === 'cnv'),
    );
    const neg = relevant.find(
      (g) =>
        g.status === 'not-detected' ||
        /negative|\b0\b|1\+|not amplified/i.test(`${g.alteration ?? ''} ${g.phenotype ?? ''}`),
    );
    const present = rule.kind === 'positive' ? pos : neg;
    const absent = rule.kind === 'positive' ? neg : pos;
    if (present) return { status: 'present', fact: geneticFact(present) };
    if (absent) return { status: 'absent', fact: geneticFact(absent) };
    return { status: 'none', fact: entries.map(geneticFact).join('; ') };
  }
  const detected = relevant.find((g) => g.status !== 'not-detected');
  const negative = relevant.find((g) => g.status === 'not-detected');
  if (rule.kind === 'wild-type') {
    if (detected) return { status: 'absent', fact: geneticFact(detected) };
    if (negative) return { status: 'present', fact: geneticFact(negative) };
    return { status: 'none', fact: entries.map(geneticFact).join('; ') };
  }
  if (detected) return { status: 'present', fact: geneticFact(detected) };
  if (negative) return { status: 'absent', fact: geneticFact(negative) };
  return { status: 'none', fact: entries.map(geneticFact).join('; ') };
}

/** The first gene named comes after "therapy ... for" / "treatment ... for" in the same clause. */
function therapyForDisease(text: string): boolean {
  const first = Math.min(
    ...GENES.map((g) => text.search(geneNamesRe(g))).filter((i) => i >= 0),
    Number.POSITIVE_INFINITY,
  );
  if (!Number.isFinite(first)) return false;
  return /\b(?:therap\w*|treatments?|regimens?|agents?)\b[^.;]*\bfor\b[^.;]*$/i.test(
    text.slice(0, first),
  );
}

export function biomarkerFindings(
  criteria: string | null,
  studyConditions: readonly string[],
  genetics: readonly TextGenetic[],
  her2: Her2Status | null = null,
): CriterionFinding[] {
  const sources: Array<RuleSource> = [
    ...studyConditions.map((text) => ({ section: 'conditions' as const, text })),
    ...eligibilityItems(criteria).filter((i) => i.section !== 'unsectioned'),
  ];
  const out: CriterionFinding[] = [];
  for (const src of sources) {
    // A prior-therapy item naming a gene ("prior EGFR TKI") is a therapy rule, not a biomarker.
    if (
      PRIOR.test(src.text) &&
      !/\b(?:harbou?r|positive|documented|confirmed|known)\b/i.test(src.text)
    )
      continue;
    const rules = biomarkerRules(src.text);
    if (rules.length === 0) continue;
    // "Any prior ... therapy for metastatic HER2-positive breast cancer": the biomarker names the
    // disease the therapy was for (a prior-therapy rule), not a biomarker the study excludes.
    if (PRIOR.test(src.text) && therapyForDisease(src.text)) continue;
    const exclusion =
      src.section === 'exclusion' ||
      (src.section === 'inclusion' && /^(?:no|without|absence of)\b/i.test(src.text.trim()));
    const evidence = rules.map((r) => ({ rule: r, ev: evidenceFor(r, genetics, her2) }));
    const facts = [
      ...new Set(evidence.map((e) => e.ev.fact).filter((f): f is string => f !== null)),
    ];
    const factText =
      facts.length > 0
        ? facts.join('; ')
        : `no ${list([...new Set(rules.map((r) => (r.gene === 'ERBB2' ? 'HER2' : r.gene)))])} result recorded`;
    const labels = list(rules.map((r) => r.label));
    let status: CriterionStatus;
    if (exclusion) {
      // Excluded if any is present; admitted when each is known to be absent.
      status = evidence.some((e) => e.ev.status === 'present')
        ? 'not-met'
        : evidence.every((e) => e.ev.status === 'absent')
          ? 'met'
          : 'unknown';
    } else {
      // Alternatives in one item ("exon 19 deletion or L858R"): one present is enough.
      status = evidence.some((e) => e.ev.status === 'present')
        ? 'met'
        : evidence.every((e) => e.ev.status === 'absent')
          ? 'not-met'
          : 'unknown';
    }
    out.push(
      finding(
        src,
        status,
        `${factText[0]!.toUpperCase()}${factText.slice(1)}; the study’s text names ${labels} — ${exclusion ? 'exclusion' : 'required'}.`,
      ),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

/** One status for a criterion from its findings: any not met, else any unknown, else met. */
export function combine(findings: readonly CriterionFinding[]): CriterionStatus | null {
  if (findings.length === 0) return null;
  if (findings.some((f) => f.status === 'not-met')) return 'not-met';
  if (findings.some((f) => f.status === 'unknown')) return 'unknown';
  return 'met';
}

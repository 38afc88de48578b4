import type { EffortSize } from '../config/constants';
import {
  BUG_HIGH_PRIORITY_WORDS,
  BUG_TRIGGERS,
  CATEGORY_FOR_TYPE,
  CATEGORY_KEYWORDS,
  CATEGORY_TIE_ORDER,
  DEFAULT_EFFORT,
  EFFORT_KEYWORDS,
  FEATURE_TRIGGERS,
  PAGE_CATEGORY_OVERRIDES,
  PRIORITY_KEYWORDS,
  TYPE_KEYWORDS,
  TYPE_TIE_ORDER,
} from './keywords';
import {
  PRIORITIES,
  type ClinicalSafetyKind,
  type FeedbackCategory,
  type FeedbackType,
  type Priority,
} from './schemas';

/** Confidence values fixed by SPEC §4. */
export const BUG_TRIGGER_CONFIDENCE = 0.9;
export const FEATURE_TRIGGER_CONFIDENCE = 0.8;
export const FALLBACK_QUESTION_CONFIDENCE = 0.3;
/** SPEC §4: keyword confidence is min(score / 3, 1). */
const SCORE_FOR_FULL_CONFIDENCE = 3;

export interface FeedbackClassificationInput {
  title: string;
  description: string;
  /** Route path or full URL the feedback was sent from; only its path is used. */
  page?: string;
  /**
   * The type the user chose in the modal, if any. It is kept (confidence 1) and drives priority,
   * category fallback and effort; without it the type comes from the text.
   */
  declaredType?: FeedbackType;
  /** The sender marked it as a clinical-safety problem: priority is then at least high. */
  clinicalSafety?: ClinicalSafetyKind;
}

export interface FeedbackClassification {
  type: FeedbackType;
  typeConfidence: number;
  category: FeedbackCategory;
  priority: Priority;
  estimatedEffort: EffortSize;
  labels: string[];
}

/**
 * Lower case, accents and apostrophes dropped, every other non-alphanumeric run one space, padded
 * with a space each side so that `includes(' word ')` is a whole-word test.
 */
export function normalizeForMatching(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

function hasKeyword(normalized: string, keyword: string): boolean {
  return normalized.includes(` ${keyword} `);
}

function score(normalized: string, keywords: readonly string[]): number {
  return keywords.filter((keyword) => hasKeyword(normalized, keyword)).length;
}

/** The highest-scoring key; on a tie the one earlier in `order`. */
function best<K extends string>(
  order: readonly K[],
  scoreOf: (key: K) => number,
): { key: K; score: number } | undefined {
  let winner: { key: K; score: number } | undefined;
  for (const key of order) {
    const s = scoreOf(key);
    if (s > 0 && (!winner || s > winner.score)) winner = { key, score: s };
  }
  return winner;
}

function classifyType(
  normalized: string,
  raw: string,
): { type: FeedbackType; typeConfidence: number } {
  if (BUG_TRIGGERS.some((k) => hasKeyword(normalized, k))) {
    return { type: 'bug', typeConfidence: BUG_TRIGGER_CONFIDENCE };
  }
  if (FEATURE_TRIGGERS.some((k) => hasKeyword(normalized, k))) {
    return { type: 'feature_request', typeConfidence: FEATURE_TRIGGER_CONFIDENCE };
  }
  const questionMark = raw.includes('?') ? 1 : 0;
  const winner = best(
    TYPE_TIE_ORDER,
    (type) => score(normalized, TYPE_KEYWORDS[type]) + (type === 'question' ? questionMark : 0),
  );
  if (!winner) return { type: 'question', typeConfidence: FALLBACK_QUESTION_CONFIDENCE };
  return {
    type: winner.key,
    typeConfidence: Math.min(winner.score / SCORE_FOR_FULL_CONFIDENCE, 1),
  };
}

/** The lower-cased path of a route or absolute URL, without query, fragment or trailing "/". */
export function pagePath(page: string): string {
  let path = page.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(path);
  if (absolute) path = absolute[1] ?? '';
  path = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

export function categoryForPage(page: string | undefined): FeedbackCategory | undefined {
  if (page === undefined) return undefined;
  const path = pagePath(page);
  for (const [prefix, category] of PAGE_CATEGORY_OVERRIDES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return category;
  }
  return undefined;
}

function classifyCategory(
  normalized: string,
  type: FeedbackType,
  page: string | undefined,
): FeedbackCategory {
  return (
    categoryForPage(page) ??
    best(CATEGORY_TIE_ORDER, (category) => score(normalized, CATEGORY_KEYWORDS[category]))?.key ??
    CATEGORY_FOR_TYPE[type] ??
    'general'
  );
}

function classifyPriority(normalized: string, type: FeedbackType): Priority {
  if (type === 'security_concern') return 'critical';
  if (type === 'bug' && BUG_HIGH_PRIORITY_WORDS.some((k) => hasKeyword(normalized, k))) {
    return 'high';
  }
  if (type === 'compliment') return 'low';
  // PRIORITIES runs critical → low, so a tie resolves to the more urgent priority.
  return best(PRIORITIES, (p) => score(normalized, PRIORITY_KEYWORDS[p]))?.key ?? 'medium';
}

/** The more urgent of two priorities (PRIORITIES runs critical → low). */
export function atLeast(priority: Priority, floor: Priority): Priority {
  return PRIORITIES.indexOf(priority) <= PRIORITIES.indexOf(floor) ? priority : floor;
}

/** Where a clinical-safety kind belongs when the page does not say. */
const SAFETY_CATEGORY: Record<ClinicalSafetyKind, FeedbackCategory> = {
  'wrong-dose': 'clinical_decision_support',
  'missed-interaction': 'drug_interactions',
  'wrong-interaction-severity': 'drug_interactions',
  'wrong-pgx-advice': 'genomics',
  'missed-alert': 'clinical_decision_support',
  'wrong-drug-information': 'data_quality',
  other: 'clinical_decision_support',
};

/** The label a clinical-safety item carries, e.g. `clinical-safety:wrong-dose`. */
export function clinicalSafetyLabel(kind: ClinicalSafetyKind): string {
  return `clinical-safety:${kind}`;
}

const EFFORT_TIE_ORDER: readonly EffortSize[] = ['xxl', 'xl', 'l', 'm', 's', 'xs'];

function estimateEffort(normalized: string, type: FeedbackType): EffortSize {
  return (
    best(EFFORT_TIE_ORDER, (size) => score(normalized, EFFORT_KEYWORDS[size]))?.key ??
    DEFAULT_EFFORT[type]
  );
}

export function classificationLabels(c: {
  type: FeedbackType;
  category: FeedbackCategory;
  priority: Priority;
  estimatedEffort: EffortSize;
}): string[] {
  return [
    `type:${c.type}`,
    `category:${c.category}`,
    `priority:${c.priority}`,
    `effort:${c.estimatedEffort}`,
  ];
}

/**
 * Classifies feedback text as SPEC §4 describes: type by trigger words then keyword score, category
 * by page override then keywords, priority by the fixed type rules then keywords, effort by
 * indicators then the type default. Title and description are read together. Deterministic: the
 * same input always gives the same result.
 */
export function classifyFeedback(input: FeedbackClassificationInput): FeedbackClassification {
  const raw = `${input.title}\n${input.description}`;
  const normalized = normalizeForMatching(raw);
  const { type, typeConfidence } = input.declaredType
    ? { type: input.declaredType, typeConfidence: 1 }
    : classifyType(normalized, raw);
  const safety = input.clinicalSafety;
  // A clinical-safety problem is never left to the keyword score: a wrong dose described calmly
  // ("the dose shown is 2328 mg") scores nothing, yet could harm a patient.
  const category =
    categoryForPage(input.page) ??
    (safety ? SAFETY_CATEGORY[safety] : classifyCategory(normalized, type, undefined));
  const keywordPriority = classifyPriority(normalized, type);
  const priority = safety ? atLeast(keywordPriority, 'high') : keywordPriority;
  const estimatedEffort = estimateEffort(normalized, type);
  return {
    type,
    typeConfidence,
    category,
    priority,
    estimatedEffort,
    labels: [
      ...classificationLabels({ type, category, priority, estimatedEffort }),
      ...(safety ? [clinicalSafetyLabel(safety)] : []),
    ],
  };
}

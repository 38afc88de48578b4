/*
 * The eligibility text of a ClinicalTrials.gov API v2 record (`eligibilityModule.
 * eligibilityCriteria`), cut into its items. The registry stores it as CommonMark written by the
 * sponsor: usually an "Inclusion Criteria:" heading and an "Exclusion Criteria:" heading, each
 * followed by a bulleted (`*`, `-`) or numbered (`1.`) list, sometimes nested, sometimes plain
 * lines. Each list item becomes one item with the section it sits in; text before either heading
 * is "unsectioned" and is read by no rule that depends on the section.
 */

export type EligibilitySection = 'inclusion' | 'exclusion' | 'unsectioned';

export interface EligibilityItem {
  section: EligibilitySection;
  /** The item as written, list marker and markdown escapes removed, whitespace collapsed. */
  text: string;
}

const HEADING =
  /^\s*(?:#+\s*)?(?:\*\*)?\s*(?:key\s+|main\s+|general\s+)?(inclusion|exclusion)\s+criteria\b/i;
const MARKER = /^\s*(?:[*\-•+]|\d{1,3}[.)]|[a-z][.)]|[ivx]{1,4}[.)])\s+/i;

const clean = (s: string) =>
  s
    .replace(/\\([\\`*_{}[\]()#+\-.!<>~=|])/g, '$1')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The items of the eligibility text, in order, each with its section. */
export function eligibilityItems(criteria: string | null): EligibilityItem[] {
  if (!criteria) return [];
  const items: EligibilityItem[] = [];
  let section: EligibilitySection = 'unsectioned';
  let current: EligibilityItem | null = null;
  const flush = () => {
    if (current && current.text.length > 0) items.push({ ...current, text: clean(current.text) });
    current = null;
  };
  for (const raw of criteria.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      section = heading[1]!.toLowerCase() === 'inclusion' ? 'inclusion' : 'exclusion';
      // A heading may carry an item on the same line ("Exclusion Criteria: prior X").
      const rest = line.slice(heading[0].length).replace(/^[\s:*]+/, '');
      if (rest) current = { section, text: rest };
      continue;
    }
    if (MARKER.test(line)) {
      flush();
      current = { section, text: line.replace(MARKER, '') };
    } else if (current) {
      current.text += ` ${line.trim()}`;
    } else {
      current = { section, text: line.trim() };
    }
  }
  flush();
  return items;
}

/** Words that turn an item into its opposite ("No prior chemotherapy", "must not have received"). */
export function isNegated(text: string): boolean {
  return (
    /^(?:no|not|none|without|never|absence of|free of)\b/i.test(text.trim()) ||
    /\b(?:must not|should not|may not|must have not|have not|has not|had not|not have|not be|not received|no prior|no previous|naive|naïve|never received|without prior|without previous)\b/i.test(
      text,
    )
  );
}

/** An item that admits rather than restricts ("prior chemotherapy is allowed"). */
export function isPermissive(text: string): boolean {
  return /\b(?:allowed|permitted|are eligible|is eligible|acceptable|may be enrolled|may have received)\b/i.test(
    text,
  );
}

export const quoteItem = (text: string, max = 160) =>
  `“${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}”`;

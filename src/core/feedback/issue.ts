import { EFFORT_POINTS } from '../config/constants';
import { sanitizeText } from '../validation/sanitize';
import { classificationLabels } from './classify';
import { LABEL_MAX_LENGTH, MAX_LABELS, type FeedbackItem } from './schemas';

/** GitHub's limit on an issue title. */
export const ISSUE_TITLE_MAX_LENGTH = 256;
/** Every issue filed from the app carries this label. */
export const FEEDBACK_ISSUE_LABEL = 'feedback';

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page path or URL as it may appear in an issue: no query string or fragment, and every path
 * segment that looks like a record id (a UUID, or any run of 4 or more digits, such as an MRN or a
 * patient number) replaced by ":id". Issues can be public, and a patient's identifiers must not
 * leave the app through a feedback URL.
 */
export function redactLocation(location: string): string {
  const trimmed = location.trim();
  const absolute = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i.exec(trimmed);
  const origin = absolute ? (absolute[1] ?? '') : '';
  const rest = absolute ? (absolute[2] ?? '') : trimmed;
  const path = (rest.split(/[?#]/)[0] ?? '')
    .split('/')
    .map((segment) => (UUID_SEGMENT.test(segment) || /\d{4,}/.test(segment) ? ':id' : segment))
    .join('/');
  // Credentials in the authority ("https://user:pass@host") are dropped as well.
  return `${origin.replace(/\/\/[^/@]*@/, '//')}${path}`;
}

/** Stops "@name" from pinging a GitHub user: a zero-width space after "@" breaks the mention. */
function defuseMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9_-])/g, '@\u200B');
}

function paragraph(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const cleaned = defuseMentions(sanitizeText(text)).trim();
  return cleaned === '' ? undefined : cleaned;
}

function cell(text: string): string {
  return defuseMentions(sanitizeText(text)).replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

function code(text: string): string {
  const inline = sanitizeText(text).replace(/`/g, '').replace(/\s+/g, ' ').trim();
  return `\`${inline}\``;
}

/** GFM ends a table cell at "|" even inside a code span, so it is escaped there too. */
function tableCode(text: string): string {
  return code(text).replace(/\|/g, '\\|');
}

/** The issue title is plain text on GitHub: sanitised, on one line, with no Markdown escaping. */
export function issueTitle(item: Pick<FeedbackItem, 'title'>): string {
  return sanitizeText(item.title).replace(/\s+/g, ' ').trim().slice(0, ISSUE_TITLE_MAX_LENGTH);
}

/**
 * Markdown body for the GitHub issue filed from a feedback item (SPEC §7). All user text is
 * sanitised (SPEC §5) and @-mentions are defused. Left out on purpose: the contact email, the
 * session id, and the query string and id-like segments of the page and URL.
 */
export function buildIssueBody(item: FeedbackItem): string {
  const m = item.metadata;
  const rows: Array<[string, string]> = [
    ['Type', item.type],
    ['Category', item.category],
    ['Priority', item.priority],
    ['Estimated effort', `${item.estimatedEffort} (${EFFORT_POINTS[item.estimatedEffort]} points)`],
    ['Status', item.status],
    ['Votes', String(item.votes)],
    ['Page', tableCode(redactLocation(item.page))],
  ];
  const component = paragraph(m.component);
  if (component) rows.push(['Component', cell(component)]);
  const feature = paragraph(m.feature);
  if (feature) rows.push(['Feature', cell(feature)]);
  rows.push(['Submitted', item.timestamp], ['Feedback ID', tableCode(item.id)]);

  const sections: string[] = [
    `## Description\n\n${paragraph(item.description) ?? '_No description._'}`,
    [
      '## Details',
      '',
      '| Field | Value |',
      '| --- | --- |',
      ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    ].join('\n'),
  ];
  const optional: Array<[string, string | undefined]> = [
    ['Steps to reproduce', paragraph(m.reproductionSteps)],
    ['Expected behaviour', paragraph(m.expectedBehavior)],
    ['Actual behaviour', paragraph(m.actualBehavior)],
  ];
  for (const [heading, text] of optional) if (text) sections.push(`## ${heading}\n\n${text}`);

  const b = m.browserInfo;
  sections.push(
    [
      '## Environment',
      '',
      `- Browser: ${cell(`${b.browser} ${b.version}`)}`,
      `- OS: ${cell(b.os)}`,
      `- URL: ${code(redactLocation(item.url))}`,
      `- User agent: ${code(item.userAgent)}`,
    ].join('\n'),
  );
  sections.push('---\n_Filed from OncoCDS in-app feedback._');
  return `${sections.join('\n\n')}\n`;
}

const DERIVED_PREFIXES = ['type:', 'category:', 'priority:', 'effort:'];

/**
 * Labels for the GitHub issue: "feedback", the item's current type, category, priority and effort
 * (stale derived labels in `item.labels` are replaced, since triage may have changed them), then
 * the item's other labels. Each is sanitised, trimmed and cut to GitHub's 50 characters; duplicates
 * are dropped case-insensitively, as GitHub treats label names.
 */
export function issueLabels(item: FeedbackItem): string[] {
  const derived = classificationLabels(item);
  const own = item.labels.filter(
    (label) => !DERIVED_PREFIXES.some((prefix) => label.toLowerCase().startsWith(prefix)),
  );
  const seen = new Set<string>();
  const labels: string[] = [];
  for (const raw of [FEEDBACK_ISSUE_LABEL, ...derived, ...own]) {
    const label = sanitizeText(raw).replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX_LENGTH).trim();
    const key = label.toLowerCase();
    if (label === '' || seen.has(key)) continue;
    seen.add(key);
    labels.push(label);
  }
  return labels.slice(0, MAX_LABELS);
}

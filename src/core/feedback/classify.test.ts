import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EFFORT_POINTS } from '../config/constants';
import { classifyFeedback, normalizeForMatching, pagePath } from './classify';
import {
  BUG_TRIGGERS,
  CATEGORY_KEYWORDS,
  CATEGORY_TIE_ORDER,
  EFFORT_KEYWORDS,
  FEATURE_TRIGGERS,
  PRIORITY_KEYWORDS,
  TYPE_KEYWORDS,
  TYPE_TIE_ORDER,
} from './keywords';
import { EFFORT_SIZES, FEEDBACK_CATEGORIES, FEEDBACK_TYPES, PRIORITIES } from './schemas';

const classify = (title: string, description = '', page?: string) =>
  classifyFeedback({ title, description, page });

describe('keyword tables', () => {
  const lists: Array<[string, readonly string[]]> = [
    ['BUG_TRIGGERS', BUG_TRIGGERS],
    ['FEATURE_TRIGGERS', FEATURE_TRIGGERS],
    ...Object.entries(TYPE_KEYWORDS).map(
      ([k, v]) => [`type ${k}`, v] as [string, readonly string[]],
    ),
    ...Object.entries(CATEGORY_KEYWORDS).map(
      ([k, v]) => [`category ${k}`, v] as [string, readonly string[]],
    ),
    ...Object.entries(PRIORITY_KEYWORDS).map(
      ([k, v]) => [`priority ${k}`, v] as [string, readonly string[]],
    ),
    ...Object.entries(EFFORT_KEYWORDS).map(
      ([k, v]) => [`effort ${k}`, v] as [string, readonly string[]],
    ),
  ];
  it.each(lists)('%s is normalised and free of duplicates', (_name, list) => {
    for (const keyword of list) expect(normalizeForMatching(keyword)).toBe(` ${keyword} `);
    expect(new Set(list).size).toBe(list.length);
  });

  it('tie orders and tables cover every vocabulary entry exactly once', () => {
    expect([...TYPE_TIE_ORDER].sort()).toEqual([...FEEDBACK_TYPES].sort());
    expect([...CATEGORY_TIE_ORDER].sort()).toEqual([...FEEDBACK_CATEGORIES].sort());
    expect(Object.keys(TYPE_KEYWORDS).sort()).toEqual([...FEEDBACK_TYPES].sort());
    expect(Object.keys(EFFORT_KEYWORDS)).toEqual([...EFFORT_SIZES]);
    expect(Object.keys(EFFORT_POINTS)).toEqual([...EFFORT_SIZES]);
  });
});

// SPEC §4: error/bug/not working → bug 0.9; feature/add/new → feature_request 0.8; otherwise the
// highest keyword score with min(score/3, 1); nothing → question 0.3.
describe('type', () => {
  it.each([
    ['App shows an error when saving', 'bug', 0.9],
    ['Errors on the patients page', 'bug', 0.9],
    ['Found a bug in the calculator', 'bug', 0.9],
    ['Search is not working', 'bug', 0.9],
    ['ERROR: add patient fails', 'bug', 0.9],
    ['Please add a dark mode', 'feature_request', 0.8],
    ['New export format for reports', 'feature_request', 0.8],
    ['Feature: printable handouts', 'feature_request', 0.8],
    ['Wrong address on the contact page', 'data_issue', 1 / 3],
    ['Additional padding looks odd in the header', 'question', 0.3],
    ['The page crashes when I open the patient list', 'bug', 1 / 3],
    ["Export doesn't work on Safari", 'bug', 1 / 3],
    ['Loading is slow and laggy', 'performance_issue', 2 / 3],
    ['Thank you, great tool, excellent work', 'compliment', 1],
    ['Possible XSS vulnerability in notes', 'security_concern', 2 / 3],
    ['How do I export a report?', 'question', 2 / 3],
    ['Patient failed first-line therapy, what is recommended next?', 'question', 2 / 3],
    ['Renal failure dosing for carboplatin is outdated', 'data_issue', 1 / 3],
    ['This is frustrating and useless', 'complaint', 2 / 3],
    ['The menu is confusing and hard to find', 'usability_issue', 2 / 3],
    ['EHR sync with Epic fails', 'integration_issue', 1],
    ['Would be nice to improve the layout', 'improvement', 2 / 3],
    ['I would like the ability to print', 'feature_request', 2 / 3],
    ['Subcutaneous injection schedule for this regimen', 'question', 0.3],
    ['Hello', 'question', 0.3],
    ['', 'question', 0.3],
  ] as const)('%j → %s (%f)', (title, type, confidence) => {
    const c = classify(title);
    expect(c.type).toBe(type);
    expect(c.typeConfidence).toBeCloseTo(confidence, 10);
  });

  it('reads the description as well as the title', () => {
    expect(classify('Calculator', 'It shows an error for BSA').type).toBe('bug');
  });

  it('keeps a declared type with confidence 1', () => {
    const c = classifyFeedback({
      title: 'Please add X',
      description: 'y',
      declaredType: 'question',
    });
    expect([c.type, c.typeConfidence, c.estimatedEffort]).toEqual(['question', 1, 'xs']);
  });
});

describe('category', () => {
  it.each([
    ['CYP2D6 genotype view', '/interactions', 'drug_interactions'],
    ['CYP2D6 genotype view', '/genomics/report?x=1', 'genomics'],
    ['Dosing calculator', 'https://app.example.org/protocols#top', 'protocols'],
    ['Dosing calculator', '/trials', 'trials'],
    ['Trial eligibility', '/drug-search', 'clinical_decision_support'],
    ['Trial eligibility', '/GENOMICS/', 'genomics'],
    ['Trial eligibility', '/interactionsx', 'trials'],
    ['CYP2D6 genotype missing for tamoxifen', '/search', 'genomics'],
    ['QT interaction between ondansetron and X', undefined, 'drug_interactions'],
    ['Carboplatin dosing uses the wrong CrCl', undefined, 'clinical_decision_support'],
    ['Dark mode button colour', undefined, 'ui_ux'],
    ['Someone hacked my account', undefined, 'security'],
    ['Everything freezes', undefined, 'performance'],
    ['Hello', undefined, 'general'],
  ] as const)('%j on %j → %s', (title, page, category) => {
    expect(classify(title, '', page).category).toBe(category);
  });

  it.each([
    ['/interactions', '/interactions'],
    ['/Interactions/?q=1', '/interactions'],
    ['https://x.org:8443/trials/NCT1#a', '/trials/nct1'],
    ['https://x.org', '/'],
    ['', '/'],
  ])('pagePath(%j) = %j', (page, path) => {
    expect(pagePath(page)).toBe(path);
  });
});

// SPEC §4: security_concern → critical; bug with crash or data → high; compliment → low; else
// keyword score, default medium.
describe('priority', () => {
  it.each([
    ['Possible XSS vulnerability, minor', 'critical'],
    ['Error: app crash on save', 'high'],
    ['Error loading data', 'high'],
    ['Urgent error: crashed on save', 'high'],
    ['Minor bug: cosmetic typo in header', 'low'],
    ['Bug in the header', 'medium'],
    ['Thanks, great work, urgent praise', 'low'],
    ['Urgent: the dose shown is wrong', 'critical'],
    ['Cannot open the trials page', 'high'],
    ['Please add export, nice to have', 'low'],
    ['Urgent minor issue', 'critical'],
    ['Sometimes slow', 'medium'],
    ['Hello', 'medium'],
  ] as const)('%j → %s', (title, priority) => {
    expect(classify(title).priority).toBe(priority);
  });
});

// SPEC §4 defaults: bug m, feature_request l, improvement s, question xs, complaint s,
// compliment xs, security_concern l, performance_issue m, usability_issue s, data_issue m,
// integration_issue l.
describe('effort', () => {
  it.each([
    ['Bug in the header', 'm'],
    ['Please add dark mode', 'l'],
    ['Would be nice to improve it', 's'],
    ['Hello', 'xs'],
    ['This is frustrating', 's'],
    ['Thank you', 'xs'],
    ['XSS in notes', 'l'],
    ['Everything is sluggish', 'm'],
    ['The menu is confusing', 's'],
    ['The citation is outdated', 'm'],
    ['Epic connection drops', 'l'],
    ['Add a tooltip', 'xs'],
    ['Typo in the label', 'xs'],
    ['Please add EHR integration with FHIR', 'xl'],
    ['Rebuild the entire system', 'xxl'],
    ['Small dashboard change', 'l'],
  ] as const)('%j → %s', (title, effort) => {
    expect(classify(title).estimatedEffort).toBe(effort);
  });
});

describe('labels', () => {
  it('name type, category, priority and effort', () => {
    expect(classify('Error loading data', '', '/genomics').labels).toEqual([
      'type:bug',
      'category:genomics',
      'priority:high',
      'effort:m',
    ]);
  });
});

describe('properties', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc
      .array(
        fc.constantFrom(
          ...Object.values(TYPE_KEYWORDS).flat(),
          ...Object.values(CATEGORY_KEYWORDS).flat(),
          'error',
          'add',
          'address',
          '?',
          ' ',
        ),
        { maxLength: 8 },
      )
      .map((words) => words.join(' ')),
  );
  const page = fc.option(
    fc.constantFrom(
      '/interactions',
      '/protocols/x',
      '/genomics',
      '/trials',
      '/drug-search',
      '/help',
    ),
    { nil: undefined },
  );

  it('is deterministic and stays within the vocabularies', () => {
    fc.assert(
      fc.property(text, text, page, (title, description, p) => {
        const a = classifyFeedback({ title, description, page: p });
        const b = classifyFeedback({ title, description, page: p });
        expect(b).toEqual(a);
        expect(FEEDBACK_TYPES).toContain(a.type);
        expect(FEEDBACK_CATEGORIES).toContain(a.category);
        expect(PRIORITIES).toContain(a.priority);
        expect(EFFORT_SIZES).toContain(a.estimatedEffort);
        expect(a.typeConfidence).toBeGreaterThan(0);
        expect(a.typeConfidence).toBeLessThanOrEqual(1);
        if (a.type === 'security_concern') expect(a.priority).toBe('critical');
        if (a.type === 'compliment') expect(a.priority).toBe('low');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('clinical-safety problems (issue 13)', () => {
  // Calm wording that scores medium or low on keywords alone.
  it.each([
    ['wrong-dose', 'Fluorouracil amount', 'The pump total shown was 2328 mg.', undefined, 'high'],
    [
      'wrong-dose',
      'Nice layout',
      'Thanks, the carboplatin page looks great.',
      'compliment',
      'high',
    ],
    ['missed-interaction', 'Voriconazole and ondansetron', 'Nothing was shown.', undefined, 'high'],
    ['wrong-interaction-severity', 'Severity', 'Listed as minor.', 'question', 'high'],
    ['wrong-pgx-advice', 'Tamoxifen', 'Advice for CYP2D6 seems off.', 'improvement', 'high'],
    ['other', 'Low priority', 'Whenever you have time.', undefined, 'high'],
    // Already more urgent stays so: a security concern is critical.
    ['wrong-dose', 'Token leak', 'Dose page shows a token.', 'security_concern', 'critical'],
  ] as const)('%s: "%s" is triaged %s', (kind, title, description, declaredType, priority) => {
    const withoutMark = classifyFeedback({ title, description, declaredType });
    const c = classifyFeedback({ title, description, declaredType, clinicalSafety: kind });
    expect(c.priority).toBe(priority);
    expect(c.labels).toContain(`clinical-safety:${kind}`);
    expect(c.labels).toContain(`priority:${priority}`);
    if (priority === 'high') expect(withoutMark.priority).not.toBe('high');
  });

  it.each([
    ['wrong-dose', undefined, 'clinical_decision_support'],
    ['missed-interaction', undefined, 'drug_interactions'],
    ['wrong-pgx-advice', undefined, 'genomics'],
    // The page the item was sent from still decides first (SPEC §4).
    ['wrong-dose', '/interactions', 'drug_interactions'],
  ] as const)('%s from %s is filed under %s', (kind, page, category) => {
    expect(
      classifyFeedback({ title: 'x', description: 'y', page, clinicalSafety: kind }).category,
    ).toBe(category);
  });

  it('never lowers a priority, for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        const c = classifyFeedback({ title, description, clinicalSafety: 'other' });
        expect(['critical', 'high']).toContain(c.priority);
      }),
      { numRuns: 300 },
    );
  });
});

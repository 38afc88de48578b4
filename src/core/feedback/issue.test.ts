import { describe, expect, it } from 'vitest';
import { buildIssueBody, issueLabels, issueTitle, redactLocation } from './issue';
import { feedbackItemSchema, type FeedbackItem } from './schemas';

const base: FeedbackItem = {
  id: 'fb-1',
  sessionId: 'session-secret-123',
  timestamp: '2025-03-01T09:30:00.000Z',
  type: 'bug',
  category: 'drug_interactions',
  priority: 'high',
  title: 'Interaction checker shows error',
  description: 'The checker shows an error for @octocat <script>alert(1)</script>',
  page: '/interactions',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) `Chrome`/120',
  url: 'https://app.example.org/patients/3f2b8c1e-9d4a-4e7b-8f6a-2c1d0e9b7a65?mrn=1234567#x',
  metadata: {
    component: 'Checker | table',
    reproductionSteps: '1. Open\n2. Click onclick=steal()',
    expectedBehavior: 'A result',
    actualBehavior: 'An error',
    browserInfo: { browser: 'Chrome', version: '120', os: 'Linux' },
    feature: 'interactions',
    contactEmail: 'nurse@hospital.org',
  },
  status: 'new',
  estimatedEffort: 'm',
  labels: ['type:bug', 'category:drug_interactions', 'priority:medium', 'effort:m', 'regression'],
  votes: 3,
};

describe('redactLocation', () => {
  it.each([
    ['/interactions', '/interactions'],
    ['/patients/3f2b8c1e-9d4a-4e7b-8f6a-2c1d0e9b7a65/notes', '/patients/:id/notes'],
    ['/patients/MRN0012345?tab=labs', '/patients/:id'],
    ['/drugs/123', '/drugs/123'],
    ['https://user:pw@app.example.org/patients/98765#top', 'https://app.example.org/patients/:id'],
    ['https://app.example.org', 'https://app.example.org'],
  ])('%j → %j', (input, output) => {
    expect(redactLocation(input)).toBe(output);
  });
});

describe('buildIssueBody', () => {
  it('is built from a valid item', () => {
    expect(feedbackItemSchema.safeParse(base).success).toBe(true);
  });

  const body = buildIssueBody(base);

  it.each([
    ['## Description'],
    ['| Type | bug |'],
    ['| Category | drug_interactions |'],
    ['| Priority | high |'],
    ['| Estimated effort | m (5 points) |'],
    ['| Votes | 3 |'],
    ['| Page | `/interactions` |'],
    ['| Component | Checker \\| table |'],
    ['| Feature | interactions |'],
    ['| Feedback ID | `fb-1` |'],
    ['## Steps to reproduce\n\n1. Open\n2. Click steal()'],
    ['## Expected behaviour\n\nA result'],
    ['## Actual behaviour\n\nAn error'],
    ['- Browser: Chrome 120'],
    ['- OS: Linux'],
    ['- URL: `https://app.example.org/patients/:id`'],
    ['- User agent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/120`'],
    ['@\u200Boctocat'],
  ])('contains %j', (fragment) => {
    expect(body).toContain(fragment);
  });

  it.each([
    ['<'],
    ['>'],
    ['onclick='],
    ['nurse@hospital.org'],
    ['session-secret-123'],
    ['mrn='],
    ['1234567'],
    ['3f2b8c1e'],
    ['@octocat'],
  ])('does not contain %j', (fragment) => {
    expect(body).not.toContain(fragment);
  });

  it('leaves out empty optional sections', () => {
    const bare = buildIssueBody({
      ...base,
      metadata: { browserInfo: { browser: 'Firefox', version: '130', os: 'Windows' } },
    });
    expect(bare).not.toContain('## Steps to reproduce');
    expect(bare).not.toContain('| Component |');
    expect(bare).toContain('- Browser: Firefox 130');
  });
});

describe('issueTitle', () => {
  it.each([
    ['Plain title', 'Plain title'],
    ['<b>Bold</b>\ntitle', 'bBold/b title'],
    ['Dose | unit column', 'Dose | unit column'],
    ['x'.repeat(300), 'x'.repeat(256)],
  ])('%j → %j', (title, expected) => {
    expect(issueTitle({ title })).toBe(expected);
  });
});

describe('issueLabels', () => {
  it.each([
    [
      'replaces stale derived labels with the current ones',
      base,
      [
        'feedback',
        'type:bug',
        'category:drug_interactions',
        'priority:high',
        'effort:m',
        'regression',
      ],
    ],
    [
      'drops duplicates case-insensitively, blanks, and cuts to 50 characters',
      { ...base, labels: ['Feedback', 'UI', 'ui', '<>', 'x'.repeat(60)] },
      [
        'feedback',
        'type:bug',
        'category:drug_interactions',
        'priority:high',
        'effort:m',
        'UI',
        'x'.repeat(50),
      ],
    ],
  ])('%s', (_name, item, labels) => {
    expect(issueLabels(item)).toEqual(labels);
  });
});

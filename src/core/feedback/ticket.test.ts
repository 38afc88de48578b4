import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MISSING_TEXT_MESSAGE,
  FEEDBACK_STATUSES,
  isResolvedStatus,
  feedbackFormSchema,
  feedbackItemSchema,
  ticketSchema,
  type FeedbackForm,
} from './schemas';
import { createFeedbackItem, feedbackToTicket, type FeedbackContext } from './ticket';

const context: FeedbackContext = {
  id: 'fb-7',
  sessionId: 's-1',
  timestamp: '2025-03-01T09:30:00.000Z',
  page: '/genomics',
  url: 'https://app.example.org/genomics',
  userAgent: 'Mozilla/5.0',
  browserInfo: { browser: 'Firefox', version: '130', os: 'Windows' },
};

function form(overrides: Partial<Record<keyof FeedbackForm, unknown>> = {}): FeedbackForm {
  return feedbackFormSchema.parse({
    type: 'bug',
    title: 'DPYD result page shows an error',
    description: 'The error appears <b>after</b> saving data',
    ...overrides,
  });
}

// SPEC §5: non-empty (trimmed) title and description, else this one message; email only with
// allowContact.
describe('feedbackFormSchema', () => {
  it.each([
    [{ title: '', description: 'x' }],
    [{ title: 'x', description: '   ' }],
    [{ title: '  ', description: '' }],
    [{}],
  ])('%j → missing title or description', (fields) => {
    const result = feedbackFormSchema.safeParse({ type: 'question', ...fields });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((i) => i.message)).toContain(FEEDBACK_MISSING_TEXT_MESSAGE);
    }
  });

  it.each([
    [{ allowContact: false, email: 'nurse@hospital.org' }, undefined],
    [{ allowContact: false, email: 'not-an-email' }, undefined],
    [{ allowContact: true, email: ' nurse@hospital.org ' }, 'nurse@hospital.org'],
    [{ allowContact: true, email: '' }, undefined],
    [{ allowContact: true }, undefined],
  ])('%j → email %j', (fields, email) => {
    expect(form(fields).email).toBe(email);
  });

  it('rejects a malformed email when contact is allowed', () => {
    const result = feedbackFormSchema.safeParse({
      type: 'bug',
      title: 't',
      description: 'd',
      allowContact: true,
      email: 'nurse@hospital',
    });
    expect(result.success).toBe(false);
  });
});

describe('createFeedbackItem', () => {
  it('builds a valid, sanitised, classified item with status new and no votes', () => {
    const result = createFeedbackItem(
      form({ allowContact: true, email: 'nurse@hospital.org', component: '' }),
      context,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const item = result.item;
    expect(feedbackItemSchema.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      type: 'bug',
      category: 'genomics',
      priority: 'high',
      estimatedEffort: 'm',
      status: 'new',
      votes: 0,
      description: 'The error appears bafter/b saving data',
      labels: ['type:bug', 'category:genomics', 'priority:high', 'effort:m'],
    });
    expect(item.metadata).toEqual({
      browserInfo: context.browserInfo,
      contactEmail: 'nurse@hospital.org',
    });
  });

  it('refuses text that sanitising empties', () => {
    expect(createFeedbackItem(form({ title: '<>' }), context)).toEqual({
      ok: false,
      message: FEEDBACK_MISSING_TEXT_MESSAGE,
    });
  });
});

describe('feedbackToTicket', () => {
  it('copies the planning fields and maps estimatedEffort to effort', () => {
    const result = createFeedbackItem(form({ type: 'feature_request' }), context);
    if (!result.ok) throw new Error(result.message);
    const ticket = feedbackToTicket({ ...result.item, status: 'triaged' }, 'T-1');
    expect(ticketSchema.parse(ticket)).toEqual(ticket);
    expect(ticket).toEqual({
      id: 'T-1',
      type: 'feature_request',
      category: 'genomics',
      priority: 'medium',
      effort: 'l',
      title: result.item.title,
      description: result.item.description,
      labels: result.item.labels,
      timestamp: context.timestamp,
      status: 'triaged',
    });
    expect(ticket.labels).not.toBe(result.item.labels);
  });
});

describe('status vocabulary', () => {
  it('starts with new and resolves to done, closed or wont_fix (SPEC §4)', () => {
    expect(FEEDBACK_STATUSES[0]).toBe('new');
    expect(FEEDBACK_STATUSES.filter(isResolvedStatus)).toEqual(['done', 'closed', 'wont_fix']);
  });
});

import { sanitizeText } from '../validation/sanitize';
import { classifyFeedback } from './classify';
import {
  FEEDBACK_MISSING_TEXT_MESSAGE,
  type BrowserInfo,
  type FeedbackForm,
  type FeedbackItem,
  type Ticket,
} from './schemas';

export interface FeedbackContext {
  id: string;
  sessionId: string;
  /** ISO 8601 time of submission; passed in so that this stays pure. */
  timestamp: string;
  page: string;
  url: string;
  userAgent: string;
  browserInfo: BrowserInfo;
  feature?: string;
}

export type CreateFeedbackResult =
  { ok: true; item: FeedbackItem } | { ok: false; message: string };

function clean(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const cleaned = sanitizeText(text).trim();
  return cleaned === '' ? undefined : cleaned;
}

/**
 * Builds a new feedback item (status `new`, no votes, SPEC §4) from the modal's validated fields.
 * Every free-text field is sanitised (SPEC §5). The type the user picked is kept; category,
 * priority, effort and labels come from {@link classifyFeedback}. If sanitising empties the title
 * or description, the item is refused with the SPEC message for a missing title or description.
 */
export function createFeedbackItem(
  form: FeedbackForm,
  context: FeedbackContext,
): CreateFeedbackResult {
  const title = clean(form.title);
  const description = clean(form.description);
  if (!title || !description) return { ok: false, message: FEEDBACK_MISSING_TEXT_MESSAGE };
  const c = classifyFeedback({
    title,
    description,
    page: context.page,
    declaredType: form.type,
    clinicalSafety: form.clinicalSafety,
  });
  const metadata: FeedbackItem['metadata'] = { browserInfo: context.browserInfo };
  const optional = {
    component: clean(form.component),
    reproductionSteps: clean(form.reproductionSteps),
    expectedBehavior: clean(form.expectedBehavior),
    actualBehavior: clean(form.actualBehavior),
    feature: clean(context.feature),
    contactEmail: form.allowContact ? form.email : undefined,
    clinicalSafety: form.clinicalSafety,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(metadata, { [key]: value });
  }
  return {
    ok: true,
    item: {
      id: context.id,
      sessionId: context.sessionId,
      timestamp: context.timestamp,
      type: c.type,
      category: c.category,
      priority: c.priority,
      title,
      description,
      page: context.page,
      userAgent: context.userAgent,
      url: context.url,
      metadata,
      status: 'new',
      estimatedEffort: c.estimatedEffort,
      labels: c.labels,
      votes: 0,
    },
  };
}

/** A ticket for the sprint board; the item's estimated effort becomes the ticket's effort. */
export function feedbackToTicket(item: FeedbackItem, id: string): Ticket {
  return {
    id,
    type: item.type,
    category: item.category,
    priority: item.priority,
    effort: item.estimatedEffort,
    title: item.title,
    description: item.description,
    labels: [...item.labels],
    timestamp: item.timestamp,
    status: item.status,
  };
}

import type { FeedbackType } from '../../../core/feedback';

export const TYPE_LABELS: Record<FeedbackType, string> = {
  bug: 'Bug report',
  feature_request: 'Feature request',
  improvement: 'Improvement',
  question: 'Question',
  complaint: 'Complaint',
  compliment: 'Compliment',
  security_concern: 'Security concern',
  performance_issue: 'Performance issue',
  usability_issue: 'Usability issue',
  data_issue: 'Data issue',
  integration_issue: 'Integration issue',
};

/** Types that describe something going wrong, for which steps and expected/actual make sense. */
export const PROBLEM_TYPES: ReadonlySet<FeedbackType> = new Set<FeedbackType>([
  'bug',
  'performance_issue',
  'usability_issue',
  'data_issue',
  'integration_issue',
  'security_concern',
]);

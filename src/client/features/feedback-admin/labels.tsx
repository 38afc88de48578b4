import { Badge } from '@mantine/core';
import { AlertOctagon, AlertTriangle, ArrowDown, Minus } from 'lucide-react';
import type { EffortSize } from '../../../core/config';
import type {
  FeedbackCategory,
  FeedbackStatus,
  FeedbackType,
  Priority,
} from '../../../core/feedback';

export const TYPE_LABELS: Record<FeedbackType, string> = {
  bug: 'Bug',
  feature_request: 'Feature request',
  improvement: 'Improvement',
  question: 'Question',
  complaint: 'Complaint',
  compliment: 'Compliment',
  security_concern: 'Security concern',
  performance_issue: 'Performance',
  usability_issue: 'Usability',
  data_issue: 'Data issue',
  integration_issue: 'Integration',
};

export const CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  clinical_decision_support: 'Clinical decision support',
  drug_interactions: 'Drug interactions',
  protocols: 'Protocols',
  genomics: 'Genomics',
  trials: 'Trials',
  ui_ux: 'UI / UX',
  performance: 'Performance',
  security: 'Security',
  data_quality: 'Data quality',
  integration: 'Integration',
  general: 'General',
};

export const STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  triaged: 'Triaged',
  in_progress: 'In progress',
  done: 'Done',
  closed: 'Closed',
  wont_fix: "Won't fix",
};

export const PRIORITY_LABELS: Record<Priority, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const EFFORT_LABELS: Record<EffortSize, string> = {
  xs: 'XS',
  s: 'S',
  m: 'M',
  l: 'L',
  xl: 'XL',
  xxl: 'XXL',
};

const PRIORITY_STYLE: Record<Priority, { color: string; Icon: typeof AlertOctagon }> = {
  critical: { color: 'red', Icon: AlertOctagon },
  high: { color: 'orange', Icon: AlertTriangle },
  medium: { color: 'yellow', Icon: Minus },
  low: { color: 'gray', Icon: ArrowDown },
};

/** Priority by colour, icon and word together, never colour alone. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const { color, Icon } = PRIORITY_STYLE[priority];
  return (
    <Badge
      color={color}
      variant="light"
      leftSection={<Icon size={12} aria-hidden />}
      // A squeezed table column must not cut the word to "ME…".
      style={{ minWidth: 'max-content' }}
      styles={{ label: { color: 'var(--mantine-color-text)', overflow: 'visible' } }}
    >
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}

/** type:, category:, priority: and effort: labels follow the fields; the rest are the team's own. */
export const DERIVED_LABEL = /^(type|category|priority|effort):/i;

export function ownLabels(labels: readonly string[]): string[] {
  return labels.filter((l) => !DERIVED_LABEL.test(l));
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

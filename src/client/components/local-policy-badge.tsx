import { Badge } from '@mantine/core';
import { TONE } from './tones';

/** The part of an applied institution alert policy (issue 22) a badge needs. */
export interface LocalPolicyLike {
  action: 'severity' | 'do-not-interrupt';
  kbSeverity: string;
  localSeverity: string;
}

/**
 * The institution's grading of an alert with the knowledge base's own severity beside it (issue
 * 22): shown wherever an alert the local policy changed is listed (plans, recommendations,
 * learning cases, a patient's alert list), so a reader never mistakes the local grade for the
 * knowledge base's.
 */
export function LocalPolicyBadge({ policy }: { policy: LocalPolicyLike | undefined }) {
  if (!policy) return null;
  return (
    <Badge variant="outline" color={TONE.info} size="sm" data-testid="local-policy">
      {policy.action === 'do-not-interrupt'
        ? `Local: do not interrupt; knowledge base ${policy.kbSeverity}`
        : `Local ${policy.localSeverity}; knowledge base ${policy.kbSeverity}`}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import type { AlertSeverity } from '../../../core/alerts/types';
import { SEVERITY_META, type SeverityMeta } from '../severity';

/**
 * Alert tiers wear the interaction tiers' colours and icon shapes (severity.tsx: contrast checked,
 * one shape per tier), so a critical alert looks like a contraindicated pair everywhere. Always
 * colour + icon + text.
 */
export const ALERT_SEVERITY_META: Record<AlertSeverity, SeverityMeta> = {
  critical: {
    ...SEVERITY_META.contraindicated,
    label: 'Critical',
    hint: 'Act before the next dose.',
  },
  high: { ...SEVERITY_META.major, label: 'High', hint: 'Change or justify the therapy.' },
  medium: { ...SEVERITY_META.moderate, label: 'Medium', hint: 'Adjust or monitor as advised.' },
  low: { ...SEVERITY_META.minor, label: 'Low', hint: 'For awareness.' },
};

export function AlertSeverityBadge({
  severity,
  size = 'md',
}: {
  severity: AlertSeverity;
  size?: 'sm' | 'md' | 'lg';
}) {
  const meta = ALERT_SEVERITY_META[severity];
  return (
    <Badge
      color={meta.color}
      variant="filled"
      size={size}
      leftSection={<meta.Icon size={14} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {meta.label}
    </Badge>
  );
}

/** Compact "2 critical · 1 high" counts, each with its tier's badge; "none" when all are zero. */
export function AlertCountBadges({
  counts,
  levels,
  size = 'sm',
}: {
  counts: Record<AlertSeverity, number>;
  /** Levels to show (the role's); others are left out even when counted. */
  levels?: readonly AlertSeverity[];
  size?: 'xs' | 'sm' | 'md';
}) {
  const shown = (['critical', 'high', 'medium', 'low'] as const).filter(
    (l) => (!levels || levels.includes(l)) && counts[l] > 0,
  );
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((l) => {
        const meta = ALERT_SEVERITY_META[l];
        return (
          <Badge
            key={l}
            color={meta.color}
            variant="filled"
            size={size}
            leftSection={<meta.Icon size={12} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {counts[l]} {meta.label.toLowerCase()}
          </Badge>
        );
      })}
    </>
  );
}

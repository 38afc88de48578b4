import { Badge, Text } from '@mantine/core';
import {
  CircleExclamationPoint,
  Info,
  OctagonX,
  TriangleExclamationPoint,
  type LucideIcon,
} from 'lucide-react';
import type { AlertSeverity } from '../../../core/alerts';
import type { EvidenceGrade, RecommendationType } from '../../../core/recommendations';

/**
 * Alert tiers in colour, icon and words (never colour alone, WCAG 1.4.1). The colours are
 * Tailwind red-900, red-700, amber-700 and blue-700: white text passes AA on each.
 */
export const SEVERITY: Record<AlertSeverity, { label: string; color: string; Icon: LucideIcon }> = {
  critical: { label: 'Critical', color: '#7f1d1d', Icon: OctagonX },
  high: { label: 'High', color: '#b91c1c', Icon: TriangleExclamationPoint },
  medium: { label: 'Medium', color: '#b45309', Icon: CircleExclamationPoint },
  low: { label: 'Low', color: '#1d4ed8', Icon: Info },
};

export function AlertSeverityBadge({ severity }: { severity: AlertSeverity }) {
  const meta = SEVERITY[severity];
  return (
    <Badge
      color={meta.color}
      variant="filled"
      leftSection={<meta.Icon size={14} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {meta.label}
    </Badge>
  );
}

export const EVIDENCE: Record<EvidenceGrade, string> = {
  strong: 'Strong evidence',
  moderate: 'Moderate evidence',
  limited: 'Limited evidence',
  theoretical: 'Theoretical',
};

export const TYPE_LABEL: Record<RecommendationType, string> = {
  avoid: 'Avoid',
  substitute: 'Substitute',
  'dose-reduction': 'Reduce dose',
  'dose-increase': 'Increase dose',
  'alternative-therapy': 'Alternative therapy',
  'dose-adjust': 'Adjust dosing',
  separate: 'Separate doses',
  monitor: 'Monitor',
  review: 'Review',
};

/** A count with its noun, "1 patient" / "3 patients". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

export function Dimmed({ children }: { children: React.ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

import { Badge, type MantineColor } from '@mantine/core';
import {
  CircleExclamationPoint,
  Info,
  OctagonX,
  TriangleExclamationPoint,
  type LucideIcon,
} from 'lucide-react';
import type { Evidence, Severity } from '../../core/knowledge/interaction';

export interface SeverityMeta {
  label: string;
  color: MantineColor;
  Icon: LucideIcon;
  /** One line on what the tier asks of the prescriber. */
  hint: string;
}

/**
 * Colours are Tailwind red-900, red-700, amber-700 and blue-700: white text on each passes WCAG AA
 * (10.0, 6.5, 5.0 and 6.7 : 1). Severity is always shown as colour + icon + text, never colour alone (WCAG 1.4.1), with a
 * distinct icon shape per tier so it survives greyscale printing and colour-vision deficiency.
 */
export const SEVERITY_META: Record<Severity, SeverityMeta> = {
  contraindicated: {
    label: 'Contraindicated',
    color: '#7f1d1d',
    Icon: OctagonX,
    hint: 'Do not combine.',
  },
  major: {
    label: 'Major',
    color: '#b91c1c',
    Icon: TriangleExclamationPoint,
    hint: 'Avoid or change therapy unless the benefit clearly outweighs the risk.',
  },
  moderate: {
    label: 'Moderate',
    color: '#b45309',
    Icon: CircleExclamationPoint,
    hint: 'Adjust the dose or monitor as advised.',
  },
  minor: {
    label: 'Minor',
    color: '#1d4ed8',
    Icon: Info,
    hint: 'Usually no action beyond awareness.',
  },
};

export const EVIDENCE_LABEL: Record<Evidence, string> = {
  established: 'Established evidence',
  probable: 'Probable evidence',
  suspected: 'Suspected evidence',
  theoretical: 'Theoretical evidence',
};

export function SeverityBadge({
  severity,
  size = 'md',
}: {
  severity: Severity;
  size?: 'sm' | 'md' | 'lg';
}) {
  const meta = SEVERITY_META[severity];
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

export function EvidenceBadge({ evidence }: { evidence: Evidence }) {
  return (
    <Badge color="gray" variant="outline" size="sm" style={{ flexShrink: 0 }}>
      {EVIDENCE_LABEL[evidence]}
    </Badge>
  );
}

import { Badge, type MantineSize } from '@mantine/core';
import {
  ArrowDown,
  ArrowLeftRight,
  ArrowUp,
  CircleCheck,
  CircleHelp,
  Eye,
  OctagonX,
  type LucideIcon,
} from 'lucide-react';
import type { PgxAction, PgxStrength } from '../../../core/knowledge/pgx';

export interface ActionMeta {
  label: string;
  /** One word for dense places such as the matrix. */
  short: string;
  /** Group heading in the results. */
  heading: string;
  color: string;
  Icon: LucideIcon;
}

/**
 * Each action has its own colour, icon shape and words, so it reads without colour (WCAG 1.4.1)
 * and in greyscale print. The colours are Tailwind 700-900 shades: white text on each passes
 * WCAG AA contrast.
 */
export const ACTION_META: Record<PgxAction, ActionMeta> = {
  avoid: { label: 'Avoid', short: 'Avoid', heading: 'Avoid', color: '#991b1b', Icon: OctagonX },
  alternative: {
    label: 'Use an alternative',
    short: 'Alternative',
    heading: 'Consider an alternative drug',
    color: '#9a3412',
    Icon: ArrowLeftRight,
  },
  reduce: {
    label: 'Reduce dose',
    short: 'Reduce',
    heading: 'Reduce the dose',
    color: '#854d0e',
    Icon: ArrowDown,
  },
  increase: {
    label: 'Increase dose',
    short: 'Increase',
    heading: 'Increase the dose',
    color: '#6b21a8',
    Icon: ArrowUp,
  },
  monitor: {
    label: 'Monitor',
    short: 'Monitor',
    heading: 'Use with closer monitoring',
    color: '#1d4ed8',
    Icon: Eye,
  },
  indeterminate: {
    label: 'No genotype-based advice',
    short: 'No advice',
    heading: 'No genotype-based advice (indeterminate or no recommendation)',
    color: '#4b5563',
    Icon: CircleHelp,
  },
  standard: {
    label: 'Standard dosing',
    short: 'Standard',
    heading: 'Standard dosing',
    color: '#166534',
    Icon: CircleCheck,
  },
};

/** Most restrictive first: what needs action is read before what does not. */
export const ACTION_ORDER: PgxAction[] = [
  'avoid',
  'alternative',
  'reduce',
  'increase',
  'monitor',
  'indeterminate',
  'standard',
];

export const STRENGTH_LABEL: Record<PgxStrength, string> = {
  strong: 'Strong',
  moderate: 'Moderate',
  optional: 'Optional',
  'no-recommendation': 'No recommendation',
  'not-graded': 'Not graded',
};

export function ActionBadge({
  action,
  size = 'md',
  short = false,
}: {
  action: PgxAction;
  size?: MantineSize;
  short?: boolean;
}) {
  const meta = ACTION_META[action];
  return (
    <Badge
      size={size}
      color={meta.color}
      autoContrast
      leftSection={<meta.Icon size={size === 'xs' ? 10 : 14} aria-hidden />}
      style={{ textTransform: 'none' }}
    >
      {short ? meta.short : meta.label}
    </Badge>
  );
}

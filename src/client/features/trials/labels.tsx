import { Badge } from '@mantine/core';
import {
  phaseText,
  STATUS_LABELS,
  type CriterionStatus,
  type CtgovStatus,
  type TrialLocation,
} from '../../../core/trials';
import { TONE } from '../../components/tones';

const STATUS_TONE: Partial<Record<CtgovStatus, string>> = {
  RECRUITING: TONE.success,
  NOT_YET_RECRUITING: TONE.info,
  ENROLLING_BY_INVITATION: TONE.info,
  AVAILABLE: TONE.success,
  SUSPENDED: TONE.warning,
  TERMINATED: TONE.danger,
  WITHDRAWN: TONE.danger,
};

export function statusLabel(status: string | null): string {
  if (!status) return 'Status not stated';
  return STATUS_LABELS[status as CtgovStatus] ?? status;
}

export function StatusBadge({ status }: { status: string | null }) {
  const tone = status ? STATUS_TONE[status as CtgovStatus] : undefined;
  return (
    <Badge variant="outline" color={tone ?? 'gray.8'} radius="sm">
      {statusLabel(status)}
    </Badge>
  );
}

export function PhaseBadge({ phases }: { phases: readonly string[] }) {
  return (
    <Badge variant="outline" color="gray.8" radius="sm">
      {phaseText(phases)}
    </Badge>
  );
}

export const CRITERION_META: Record<CriterionStatus, { label: string; color: string }> = {
  met: { label: 'Met', color: TONE.success },
  'not-met': { label: 'Not met', color: TONE.danger },
  unknown: { label: 'Unknown', color: 'gray.8' },
};

export function CriterionBadge({ status }: { status: CriterionStatus }) {
  const meta = CRITERION_META[status];
  return (
    <Badge variant="outline" color={meta.color} radius="sm" style={{ flexShrink: 0 }}>
      {meta.label}
    </Badge>
  );
}

/** "Lakeside Cancer Center, Boston, Massachusetts, United States". */
export function siteText(l: TrialLocation): string {
  return [l.facility, l.city, l.state, l.zip, l.country].filter(Boolean).join(', ');
}

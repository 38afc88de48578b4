import type { AcknowledgeReason, AlertSeverity } from '../../../core/alerts/types';
import type { PatientAlert, SeverityCounts } from './api';

/** Most severe first: the order the list is read in. */
export const SEVERITY_ORDER: readonly AlertSeverity[] = ['critical', 'high', 'medium', 'low'];

export interface SeverityGroup {
  severity: AlertSeverity;
  alerts: PatientAlert[];
}

export type AcknowledgementState = 'open' | 'pending' | 'acknowledged';

/** Open (needs action), pending co-signature, or acknowledged (confirmed). */
export function acknowledgementState(alert: PatientAlert): AcknowledgementState {
  if (alert.acknowledgement?.status === 'pending') return 'pending';
  if (alert.isAcknowledged || alert.acknowledgement?.status === 'confirmed') return 'acknowledged';
  return 'open';
}

const STATE_RANK: Record<AcknowledgementState, number> = { open: 0, pending: 1, acknowledged: 2 };

/**
 * The alerts by severity, critical first, leaving out empty levels. Within a level, open alerts
 * come first, then those awaiting co-signature, then acknowledged ones; the server's order is kept
 * otherwise.
 */
export function groupAlertsBySeverity(alerts: readonly PatientAlert[]): SeverityGroup[] {
  return SEVERITY_ORDER.map((severity) => ({
    severity,
    alerts: alerts
      .map((alert, index) => ({ alert, index }))
      .filter(({ alert }) => alert.severity === severity)
      .sort(
        (a, b) =>
          STATE_RANK[acknowledgementState(a.alert)] - STATE_RANK[acknowledgementState(b.alert)] ||
          a.index - b.index,
      )
      .map(({ alert }) => alert),
  })).filter((g) => g.alerts.length > 0);
}

/** How many alerts still need someone: open ones, and pending ones (they need a co-signature). */
export function unresolvedCount(alerts: readonly PatientAlert[]): number {
  return alerts.filter((a) => acknowledgementState(a) !== 'acknowledged').length;
}

/**
 * The sentence for the alerts a role is not shown, in the role's word for alerts (lower case,
 * plural): "2 lower-level safety warnings are not shown to your role". When a hidden level lies
 * above a shown one (researchers are not shown critical), the levels are named instead of called
 * "lower". Null when nothing is hidden.
 */
export function hiddenAlertsSentence(
  counts: SeverityCounts,
  hiddenLevels: readonly AlertSeverity[],
  alertTerm: { singular: string; plural: string },
): string | null {
  const hidden = SEVERITY_ORDER.filter((l) => hiddenLevels.includes(l));
  const n = hidden.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
  if (n === 0) return null;
  const shown = SEVERITY_ORDER.filter((l) => !hiddenLevels.includes(l));
  const rank = (l: AlertSeverity) => SEVERITY_ORDER.indexOf(l);
  const lowestShown = Math.max(...shown.map(rank));
  const allLower = shown.length > 0 && hidden.every((l) => rank(l) > lowestShown);
  const levels = hidden.filter((l) => (counts[l] ?? 0) > 0);
  const qualifier = allLower ? 'lower-level' : joinWords(levels);
  const noun = (n === 1 ? alertTerm.singular : alertTerm.plural).toLowerCase();
  return `${n} ${qualifier} ${noun} ${n === 1 ? 'is' : 'are'} not shown to your role.`;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export const ACKNOWLEDGE_REASON_LABEL: Record<AcknowledgeReason, string> = {
  'benefit-outweighs-risk': 'Benefit outweighs the risk',
  'will-monitor': 'Will monitor',
  'dose-adjusted': 'Dose adjusted',
  'tolerated-previously': 'Tolerated previously',
  'not-clinically-relevant': 'Not clinically relevant for this patient',
  other: 'Other (explain in the comment)',
};

export const ALERT_KIND_LABEL: Record<PatientAlert['kind'], string> = {
  interaction: 'Drug interaction',
  allergy: 'Allergy',
  pgx: 'Pharmacogenomics',
  renal: 'Renal function',
  hepatic: 'Hepatic function',
  lab: 'Pre-treatment labs',
  cumulative: 'Cumulative dose',
  duplicate: 'Duplicate therapy',
  qt: 'QT prolongation',
  unresolved: 'Medication not recognised',
};

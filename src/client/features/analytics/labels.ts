import { ALERT_SEVERITY_META } from '../../components/patient-alerts/alert-severity';
/** Display words for the codes analytics counts. */

const REASONS: Record<string, string> = {
  'benefit-outweighs-risk': 'Benefit outweighs risk',
  'will-monitor': 'Will monitor',
  'dose-adjusted': 'Dose adjusted',
  'tolerated-previously': 'Tolerated previously',
  'not-clinically-relevant': 'Not clinically relevant',
  other: 'Other',
  'not given': 'Not given',
};

/** "feature_request" → "Feature request", "will-monitor" → "Will monitor". */
export function humanize(code: string): string {
  const known = REASONS[code];
  if (known) return known;
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function percentText(rate: number | null): string {
  return rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`;
}

/** Severity order, most severe first, as badges and alert lists read (issue 21: not alphabetical). */
export const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'] as const;

/** The badges' colours (issue 21): a critical bar is the colour of a critical badge everywhere else. */
export const SEVERITY_COLORS = {
  low: ALERT_SEVERITY_META.low.color,
  medium: ALERT_SEVERITY_META.medium.color,
  high: ALERT_SEVERITY_META.high.color,
  critical: ALERT_SEVERITY_META.critical.color,
} as const;

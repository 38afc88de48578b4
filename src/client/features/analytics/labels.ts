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

export const SEVERITY_COLORS = {
  low: 'gray.6',
  medium: 'yellow.6',
  high: 'orange.7',
  critical: 'red.8',
} as const;

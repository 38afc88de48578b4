import { describe, expect, it } from 'vitest';
import { ALERT_SEVERITY_META } from '../../components/patient-alerts/alert-severity';
import { SEVERITY_COLORS, SEVERITY_ORDER } from './labels';

describe('the analytics severity chart (issue 21)', () => {
  it.each(['critical', 'high', 'medium', 'low'] as const)(
    '%s bars wear the colour of the %s badge',
    (severity) => {
      expect(SEVERITY_COLORS[severity]).toBe(ALERT_SEVERITY_META[severity].color);
    },
  );

  it('lists severities most severe first, not alphabetically', () => {
    expect(SEVERITY_ORDER).toEqual(['critical', 'high', 'medium', 'low']);
  });
});

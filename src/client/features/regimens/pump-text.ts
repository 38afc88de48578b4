import { fmt } from '../../../core/dosing';
import type { CalculatedComponent } from './api';
import { formatDays } from './labels';

/**
 * How a continuous infusion reads on screen and on the order sheet (issue 13 item 1; ISMP: one
 * infusion is never a bare "Days 1, 2"). The total per pump and the rate lead, because that is
 * what the nurse programs; the daily share follows as secondary information.
 */
export interface PumpText {
  /** "2400 mg/m² per pump (1200 mg/m²/day)". */
  protocol: string;
  /** "4656 mg per pump". */
  total: string;
  /** "continuous IV over 46 h at 101.2 mg/h". */
  rate: string;
  /** "= 2328 mg/day". */
  perDay: string;
  /** "Starts day 1; runs 46 h (days 1–2)". */
  days: string;
}

export function pumpText(c: CalculatedComponent): PumpText | null {
  const p = c.continuousInfusion;
  if (!p) return null;
  const spanDays = Math.ceil(p.hours / 24);
  const first = c.days[0] ?? 1;
  const covered = Array.from({ length: spanDays }, (_, i) => first + i);
  const perUnitPerDay = p.perUnitTotal.value / spanDays;
  return {
    protocol: `${fmt(p.perUnitTotal.value)} ${p.perUnitTotal.unit} per pump (${fmt(perUnitPerDay)} ${p.perUnitTotal.unit}/day)`,
    total: `${fmt(p.total.value, 2)} ${p.total.unit} per pump`,
    rate: `continuous IV over ${p.hours} h at ${fmt(p.ratePerHour, 1)} ${p.total.unit}/h`,
    perDay: `= ${fmt(p.perDay.value, 2)} ${p.perDay.unit}/day`,
    days: `Starts day ${first}; runs ${p.hours} h (${formatDays(covered).toLowerCase()})`,
  };
}

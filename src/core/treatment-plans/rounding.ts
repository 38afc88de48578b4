import { fmt, round } from '../dosing/outcome';
import type { OrderRounding } from './types';

/** The strengths one drug comes in, as its label lists them (see `src/knowledge/dose-forms`). */
export interface ProductStrengths {
  drugId: string;
  form: 'tablet' | 'capsule' | 'vial';
  /** mg per tablet, capsule or vial. */
  strengthsMg: number[];
  source: string;
}

export const DOSE_ROUNDING_PERCENTS = [0, 5, 10] as const;
export type DoseRoundingPercent = (typeof DOSE_ROUNDING_PERCENTS)[number];

/** Most units of one form a single dose is made of; beyond it the search stops (no real dose needs more). */
const MAX_UNITS = 20;

/** Every amount up to `limit` that whole units of the strengths make, with its fewest-unit make-up. */
function composableAmounts(strengths: number[], limit: number): Map<number, number[]> {
  const sorted = [...new Set(strengths)].filter((s) => s > 0).sort((a, b) => b - a);
  const out = new Map<number, number[]>();
  const walk = (i: number, total: number, units: number[]) => {
    if (i === sorted.length) {
      const key = round(total, 4);
      const prev = out.get(key);
      if (total > 0 && (!prev || units.length < prev.length)) out.set(key, [...units]);
      return;
    }
    const s = sorted[i] as number;
    const taken: number[] = [];
    for (let n = 0; units.length + n <= MAX_UNITS && total + n * s <= limit; n++) {
      walk(i + 1, total + n * s, [...units, ...taken]);
      taken.push(s);
    }
  };
  walk(0, 0, []);
  return out;
}

function describe(units: number[], form: ProductStrengths['form']): string {
  const counts = new Map<number, number>();
  for (const u of units) counts.set(u, (counts.get(u) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[0] - a[0])
    .map(([s, n]) => `${n} × ${s} mg ${form}${n === 1 ? '' : 's'}`)
    .join(' + ');
}

/**
 * Rounds one dose to what can be given: the nearest amount whole tablets, capsules or vials of the
 * listed strengths make, if it lies within ±`percent` of the calculated dose (HOPA position
 * statement on dose rounding of biologic and cytotoxic anticancer agents, Fahrenbruch R et al,
 * J Oncol Pract 2018: within 10% is acceptable for routine care; some
 * institutions use 5%). A dose that cannot be rounded within the limit, a drug with no strengths
 * on record and rounding switched off all leave the dose as calculated, saying why.
 */
export function roundToStrengths(
  doseMg: number,
  strengths: ProductStrengths | undefined,
  percent: DoseRoundingPercent,
): { value: number; rounding: OrderRounding } {
  const keep = (text: string) => ({
    value: doseMg,
    rounding: { status: 'not-rounded' as const, text, deviationPercent: 0 },
  });
  if (percent === 0) return keep('Not rounded: dose rounding is off for this plan.');
  if (!strengths || strengths.strengthsMg.length === 0) {
    return keep('Not rounded: the knowledge base lists no product strengths for this drug.');
  }
  if (!(doseMg > 0)) return keep('Not rounded: no dose to round.');
  const amounts = composableAmounts(strengths.strengthsMg, doseMg * (1 + percent / 100) + 1e-9);
  let best: { amount: number; units: number[] } | null = null;
  for (const [amount, units] of amounts) {
    const d = Math.abs(amount - doseMg);
    if (!best || d < Math.abs(best.amount - doseMg) - 1e-9) best = { amount, units };
    else if (Math.abs(d - Math.abs(best.amount - doseMg)) <= 1e-9 && amount < best.amount) {
      // Equidistant: the lower amount, so rounding never adds exposure on a tie.
      best = { amount, units };
    }
  }
  const deviation = best ? ((best.amount - doseMg) / doseMg) * 100 : Number.POSITIVE_INFINITY;
  if (!best || Math.abs(deviation) > percent + 1e-9) {
    const nearest = best ? ` (nearest ${fmt(best.amount)} mg is ${fmt(deviation, 1)}%)` : '';
    return keep(
      `Not rounded: no combination of ${strengths.strengthsMg.join('/')} mg ${strengths.form}s lies within ±${percent}% of ${fmt(doseMg)} mg${nearest}.`,
    );
  }
  return {
    value: best.amount,
    rounding: {
      status: 'rounded',
      text: `${fmt(doseMg)} mg rounded to ${fmt(best.amount)} mg (${deviation >= 0 ? '+' : ''}${fmt(deviation, 1)}%, limit ±${percent}%): ${describe(best.units, strengths.form)}. Source: ${strengths.source}.`,
      deviationPercent: round(deviation, 2),
    },
  };
}

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

/** Band searched first: within it, fewer units beat nearness (see `roundToStrengths`). */
const PREFERRED_BAND_PERCENT = 5;

interface Candidate {
  amount: number;
  units: number[];
  deviation: number;
}

/** Fewest units first, then the smallest absolute deviation, then the lower amount. */
function better(a: Candidate, b: Candidate): boolean {
  if (a.units.length !== b.units.length) return a.units.length < b.units.length;
  const da = Math.abs(a.deviation);
  const db = Math.abs(b.deviation);
  if (Math.abs(da - db) > 1e-9) return da < db;
  // Equidistant with as many units: the lower amount, so rounding never adds exposure on a tie.
  return a.amount < b.amount;
}

/**
 * Rounds one dose to what can be given: an amount whole tablets, capsules or vials of the listed
 * strengths make, within ±`percent` of the calculated dose (HOPA position statement on dose
 * rounding of biologic and cytotoxic anticancer agents, Fahrenbruch R et al, J Oncol Pract 2018:
 * within 10% is acceptable for routine care and is not expected to change safety or efficacy;
 * some institutions use 5%).
 *
 * Which amount: since any amount inside the limit is acceptable, the one needing the FEWEST
 * dosage units is chosen (fewer tablets to take, fewer vials to prepare and waste: pill burden
 * and preparation errors), ties broken by the smallest absolute deviation, then by the lower
 * amount. So capecitabine 1,620 mg with 150/500 mg tablets is 1,650 mg (3 × 500 + 1 × 150, four
 * tablets, +1.9%), not the nearer 1,600 mg (2 × 500 + 4 × 150, six tablets), as issue 19 asks.
 * Product decision: the search first looks within ±5% and only goes out to a wider plan limit
 * when nothing fits there, so a ±10% plan does not push a dose to the edge of its window to save
 * one tablet (1,820 mg stays 1,800 mg, five tablets, rather than 2,000 mg, four tablets, +9.9%).
 * A dose that cannot be rounded within the limit, a drug with no strengths on record and
 * rounding switched off all leave the dose as calculated, saying why.
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
  const candidates: Candidate[] = [...amounts].map(([amount, units]) => ({
    amount,
    units,
    deviation: ((amount - doseMg) / doseMg) * 100,
  }));
  const bands = percent > PREFERRED_BAND_PERCENT ? [PREFERRED_BAND_PERCENT, percent] : [percent];
  let best: Candidate | null = null;
  for (const band of bands) {
    for (const c of candidates) {
      if (Math.abs(c.deviation) > band + 1e-9) continue;
      if (!best || better(c, best)) best = c;
    }
    if (best) break;
  }
  if (!best) {
    let nearest: Candidate | null = null;
    for (const c of candidates) {
      if (!nearest || Math.abs(c.deviation) < Math.abs(nearest.deviation)) nearest = c;
    }
    const near = nearest ? ` (nearest ${fmt(nearest.amount)} mg is ${fmt(nearest.deviation, 1)}%)` : '';
    return keep(
      `Not rounded: no combination of ${strengths.strengthsMg.join('/')} mg ${strengths.form}s lies within ±${percent}% of ${fmt(doseMg)} mg${near}.`,
    );
  }
  const deviation = best.deviation;
  return {
    value: best.amount,
    rounding: {
      status: 'rounded',
      text: `${fmt(doseMg)} mg rounded to ${fmt(best.amount)} mg (${deviation >= 0 ? '+' : ''}${fmt(deviation, 1)}%, limit ±${percent}%; fewest ${strengths.form}s within the limit): ${describe(best.units, strengths.form)}. Source: ${strengths.source}.`,
      deviationPercent: round(deviation, 2),
    },
  };
}

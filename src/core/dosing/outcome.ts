/**
 * A clinical calculation either succeeds or says why it cannot: missing or implausible inputs are
 * an `unknown` outcome with a reason, never an exception and never a silent default.
 */
export type Unknown = { status: 'unknown'; reason: string };

export function unknown(reason: string): Unknown {
  return { status: 'unknown', reason };
}

/** True when `x` is a finite number strictly inside (lo, hi] or [lo, hi] as asked. */
export function inRange(x: unknown, lo: number, hi: number, loInclusive = true): x is number {
  return typeof x === 'number' && Number.isFinite(x) && (loInclusive ? x >= lo : x > lo) && x <= hi;
}

/** Rounds half away from zero to `dp` decimals; used only for display and for stated precisions. */
export function round(x: number, dp: number): number {
  const f = 10 ** dp;
  return Math.sign(x) * (Math.round(Math.abs(x) * f + Number.EPSILON) / f);
}

/** Formats a number without trailing zeros for the arithmetic shown to users. */
export function fmt(x: number, dp = 2): string {
  return String(round(x, dp));
}

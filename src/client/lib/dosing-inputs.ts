import { DOSING_INPUT_BOUNDS } from '../../core/dosing';

/** What a Mantine NumberInput hands back: a number, or a string while empty or mid-edit. */
export type RawNumber = number | string;

/** A field read for calculation: a value in range, or the message to show next to the input. */
export type FieldReading = { value: number | null; error: string | null };

type Bounds = { min: number; max: number; minExclusive?: boolean };

function describe(label: string, unit: string, b: Bounds): string {
  return b.minExclusive
    ? `${label} must be greater than ${b.min} and at most ${b.max} ${unit}`
    : `${label} must be between ${b.min} and ${b.max} ${unit}`;
}

/**
 * Reads a numeric input against bounds. Empty means "not entered yet" (no message: the result
 * panel says what is missing); anything else outside the bounds gets a message naming the range.
 */
export function readNumber(raw: RawNumber, label: string, unit: string, b: Bounds): FieldReading {
  if (raw === '' || raw === undefined) return { value: null, error: null };
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(n)) return { value: null, error: `${label} must be a number` };
  const low = b.minExclusive ? n <= b.min : n < b.min;
  if (low || n > b.max) return { value: null, error: describe(label, unit, b) };
  return { value: n, error: null };
}

const B = DOSING_INPUT_BOUNDS;

/** The same bounds the server applies (`DOSING_INPUT_BOUNDS`), with messages for people. */
export const readHeight = (raw: RawNumber) => readNumber(raw, 'Height', 'cm', B.heightCm);
export const readWeight = (raw: RawNumber) => readNumber(raw, 'Weight', 'kg', B.weightKg);
export const readAge = (raw: RawNumber) => readNumber(raw, 'Age', 'years', B.ageYears);
export function readCreatinine(raw: RawNumber): FieldReading {
  const r = readNumber(raw, 'Serum creatinine', 'mg/dL', {
    min: B.serumCreatinineMgDl.minExclusive,
    max: B.serumCreatinineMgDl.max,
    minExclusive: true,
  });
  if (r.error && typeof raw === 'number' && raw > B.serumCreatinineMgDl.max) {
    return { ...r, error: `${r.error} (is it in µmol/L? divide by 88.4)` };
  }
  return r;
}
/** Calvert inputs: the bounds `calvertDose` accepts. */
export const readAuc = (raw: RawNumber) =>
  readNumber(raw, 'Target AUC', 'mg/mL·min', { min: 0, max: 10, minExclusive: true });
export const readMeasuredGfr = (raw: RawNumber) =>
  readNumber(raw, 'GFR', 'mL/min', { min: 0, max: 400, minExclusive: true });

/** Lists what still has to be entered, for the result panel's empty state. */
export function missing(fields: Array<[string, FieldReading]>): string[] {
  return fields.filter(([, r]) => r.value === null).map(([name]) => name);
}

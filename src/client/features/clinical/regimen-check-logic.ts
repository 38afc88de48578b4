import type { AlertSeverity } from '../../../core/alerts/types';
import type { CalculatorInputs, CheckRegimenBody, PlannedFinding, RegimenOption } from './api';

/** The planned-regimen form as typed (Mantine number inputs give '' when empty). */
export interface RegimenCheckValues {
  regimenId: string | null;
  cycles: number | string;
  doseLevelPercent: number | string;
  priorDoxorubicinEquivalentMgM2: number | string;
  priorChestRadiation: boolean;
}

export const INITIAL_REGIMEN_CHECK: RegimenCheckValues = {
  regimenId: null,
  cycles: '',
  doseLevelPercent: 100,
  priorDoxorubicinEquivalentMgM2: '',
  priorChestRadiation: false,
};

type Field = 'regimenId' | 'cycles' | 'doseLevelPercent' | 'priorDoxorubicinEquivalentMgM2';
export type RegimenCheckErrors = Partial<Record<Field, string>>;

const asNumber = (v: number | string): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const t = v.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
};

/**
 * The request body, or the fields to fix, with the server's bounds (alerts/schemas.ts
 * checkRegimenSchema): cycles a whole number 1-100 (empty: the regimen's own count), dose level
 * 10-150 %, prior anthracycline 0-2000 mg/m² doxorubicin equivalents (empty: only what the record
 * holds).
 */
export function regimenCheckBody(
  v: RegimenCheckValues,
): { ok: true; body: CheckRegimenBody } | { ok: false; errors: RegimenCheckErrors } {
  const errors: RegimenCheckErrors = {};
  if (!v.regimenId) errors.regimenId = 'Choose a regimen';
  const cycles = asNumber(v.cycles);
  if (cycles !== null && (!Number.isInteger(cycles) || cycles < 1 || cycles > 100))
    errors.cycles = 'Cycles must be a whole number from 1 to 100';
  const dose = asNumber(v.doseLevelPercent);
  if (dose === null) errors.doseLevelPercent = 'Enter the dose level (100 for the full dose)';
  else if (Number.isNaN(dose) || dose < 10 || dose > 150)
    errors.doseLevelPercent = 'Dose level must be between 10 and 150 %';
  const prior = asNumber(v.priorDoxorubicinEquivalentMgM2);
  if (prior !== null && (Number.isNaN(prior) || prior < 0 || prior > 2000))
    errors.priorDoxorubicinEquivalentMgM2 = 'Prior exposure must be between 0 and 2000 mg/m²';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      regimenId: v.regimenId as string,
      ...(cycles !== null ? { cycles } : {}),
      doseLevelPercent: dose as number,
      ...(prior !== null ? { priorDoxorubicinEquivalentMgM2: prior } : {}),
      priorChestRadiation: v.priorChestRadiation,
    },
  };
}

/** The server's 400 details (`body.cycles`) as form errors. */
export function serverRegimenErrors(details: unknown): RegimenCheckErrors {
  const out: RegimenCheckErrors = {};
  if (!Array.isArray(details)) return out;
  for (const d of details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof d.path !== 'string' || typeof d.message !== 'string') continue;
    const key = d.path.replace(/^body\./, '') as Field;
    if (['regimenId', 'cycles', 'doseLevelPercent', 'priorDoxorubicinEquivalentMgM2'].includes(key))
      out[key] ??= d.message;
  }
  return out;
}

/** Text a regimen is found by in the picker: its name, aliases and drug names. */
export function regimenSearchText(r: RegimenOption): string {
  return [r.name, ...r.aliases, ...r.drugs.map((d) => d.name)].join(' ').toLowerCase();
}

export function groupFindings(
  findings: readonly PlannedFinding[],
): Array<{ severity: AlertSeverity; findings: PlannedFinding[] }> {
  return (['critical', 'high', 'medium', 'low'] as const)
    .map((severity) => ({ severity, findings: findings.filter((f) => f.severity === severity) }))
    .filter((g) => g.findings.length > 0);
}

export interface CalculatorRow {
  label: string;
  value: string | null;
  /** Why the value is not usable, when it is not. */
  missing: string | null;
}

/**
 * What the record gives the regimen calculator, one row per input, naming what is missing rather
 * than guessing: the renal equations take female or male only, so "other" and "unknown" are named
 * as not usable.
 */
export function calculatorRows(c: CalculatorInputs): CalculatorRow[] {
  const row = (label: string, value: string | null, missing = 'not recorded'): CalculatorRow => ({
    label,
    value,
    missing: value === null ? missing : null,
  });
  return [
    row('Height', c.heightCm === null ? null : `${c.heightCm} cm`),
    row('Weight', c.weightKg === null ? null : `${c.weightKg} kg`),
    row('Age', c.ageYears === null ? null : `${c.ageYears} years`, 'no date of birth recorded'),
    row(
      'Sex',
      c.sex === 'female' || c.sex === 'male' ? c.sex : null,
      c.sex === 'other'
        ? 'recorded as other; the equations need female or male'
        : 'not recorded; the equations need female or male',
    ),
    row(
      'Latest creatinine',
      c.creatinineMgDl === null
        ? null
        : `${c.creatinineMgDl} mg/dL${c.creatinineDate ? ` on ${c.creatinineDate.slice(0, 10)}` : ''}`,
      'no creatinine result on record',
    ),
  ];
}

/** "height, creatinine" for the sentence under the table. */
export function missingInputs(rows: readonly CalculatorRow[]): string[] {
  return rows.filter((r) => r.missing !== null).map((r) => r.label.toLowerCase());
}

export function regimenCalculatorLink(patientId: string, regimenId: string): string {
  const params = new URLSearchParams({ patient: patientId, regimen: regimenId });
  return `/regimens?${params.toString()}`;
}

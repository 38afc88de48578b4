import { findLab, LABS, type LabDefinition } from '../../../core/patients/labs';
import type { PatientSex } from '../../../core/patients/schemas';
import type { LabItem, PatientDetail } from '../../lib/patient-api';

/** A stored date (YYYY-MM-DD) as written, or a date-time in the reader's locale. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    return d.toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? value
    : d.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? value
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const SEX_LABEL: Record<PatientSex, string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  unknown: 'Unknown',
};

/** "68 y, female" with what is known. */
export function ageSex(ageYears: number | null, sex: PatientSex): string {
  return `${ageYears === null ? 'age unknown' : `${ageYears} y`}, ${SEX_LABEL[sex].toLowerCase()}`;
}

/** A number without float noise: at most `digits` decimals, trailing zeros dropped. */
export function formatNumber(n: number, digits = 2): string {
  return String(Number(n.toFixed(digits)));
}

/** The lab catalogue entry a stored value resolved to (null: a test the product does not read). */
export function labDefinition(
  lab: Pick<LabItem, 'labName' | 'labType' | 'loinc'>,
): LabDefinition | null {
  return (
    (lab.labName ? findLab(lab.labName) : null) ??
    (lab.loinc ? findLab(lab.loinc) : null) ??
    (lab.labType ? findLab(lab.labType) : null)
  );
}

export function labLabel(lab: Pick<LabItem, 'labName' | 'labType' | 'loinc'>): string {
  return labDefinition(lab)?.label ?? lab.labType ?? lab.loinc ?? 'Unknown test';
}

/**
 * The product's adult reference interval for a lab in its canonical unit, sex-specific where the
 * source gives one ("0.5–1.1 mg/dL", "≥ 60 mL/min/1.73m2"); null when the catalogue has none.
 */
export function referenceInterval(
  def: LabDefinition,
  sex: PatientSex,
): { low?: number; high?: number } {
  return (sex === 'female' || sex === 'male' ? def.reference[sex] : undefined) ?? def.reference;
}

export function referenceText(def: LabDefinition, sex: PatientSex): string | null {
  const { low, high } = referenceInterval(def, sex);
  if (low !== undefined && high !== undefined) return `${low}–${high} ${def.unit}`;
  if (low !== undefined) return `≥ ${low} ${def.unit}`;
  if (high !== undefined) return `≤ ${high} ${def.unit}`;
  return null;
}

/** Labs shown on the summary, in this order, when the record has them. */
export const KEY_LABS = [
  'anc',
  'platelets',
  'hemoglobin',
  'creatinine',
  'egfr',
  'bilirubin',
  'alt',
  'ast',
  'potassium',
  'magnesium',
  'qtc',
  'inr',
] as const;

/** The latest value of each lab the record has, newest first within a test. */
export function latestLabs(labs: readonly LabItem[]): Map<string, LabItem> {
  const out = new Map<string, LabItem>();
  const sorted = [...labs].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  for (const lab of sorted) {
    const key = lab.labName ?? lab.loinc ?? lab.labType ?? lab.id;
    if (!out.has(key)) out.set(key, lab);
  }
  return out;
}

/**
 * Readings per test for the trend charts: only values the server could assess (a canonical value
 * in the catalogue's unit), oldest first. Values it could not assess stay in the table, marked.
 */
export function labSeries(labs: readonly LabItem[]): Array<{
  name: string;
  def: LabDefinition;
  points: Array<{ at: string; value: number; critical: boolean; abnormal: boolean }>;
}> {
  const byLab = new Map<string, LabItem[]>();
  for (const lab of labs) {
    if (lab.canonicalValue === null || !lab.labName) continue;
    const list = byLab.get(lab.labName) ?? [];
    list.push(lab);
    byLab.set(lab.labName, list);
  }
  return LABS.filter((def) => byLab.has(def.name)).map((def) => ({
    name: def.name,
    def,
    points: [...(byLab.get(def.name) ?? [])]
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
      .map((l) => ({
        at: l.timestamp,
        value: l.canonicalValue!,
        critical: l.criticalFlag === true,
        abnormal: l.isAbnormal === true,
      })),
  }));
}

/** Problems still being treated: active, recurrent or relapsed (FHIR clinical status). */
export const ACTIVE_CONDITION_STATUSES = ['active', 'recurrence', 'relapse'] as const;

export function activeConditions(p: Pick<PatientDetail, 'conditions'>) {
  return p.conditions.filter((c) =>
    (ACTIVE_CONDITION_STATUSES as readonly string[]).includes(c.status),
  );
}

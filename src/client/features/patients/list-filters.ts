import type { AlertSeverity } from '../../../core/alerts/types';
import type { PatientSex } from '../../../core/patients/schemas';
import { PATIENT_SORTS, type PatientFilters, type PatientSort } from '../../lib/patient-api';

export const PAGE_SIZE = 25;

const SEXES: readonly PatientSex[] = ['female', 'male', 'other', 'unknown'];
const STATUSES = ['active', 'inactive', 'all'] as const;
const SEVERITIES: readonly AlertSeverity[] = ['critical', 'high', 'medium', 'low'];

/**
 * The list's filters live in the address (shareable, and Back restores them). Values the API
 * would reject are dropped here rather than sent: a hand-edited address never shows a 400.
 */
export function filtersFromSearch(params: URLSearchParams, identified: boolean): PatientFilters {
  const text = (k: string) => params.get(k)?.trim().slice(0, 100) || undefined;
  const age = (k: string) => {
    const v = params.get(k);
    if (v === null || v.trim() === '') return undefined;
    const n = Number(v);
    return Number.isInteger(n) && n >= 0 && n <= 130 ? n : undefined;
  };
  const sex = params.get('sex');
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  const alerts = (params.get('alerts') ?? '')
    .split(',')
    .filter((s): s is AlertSeverity => (SEVERITIES as readonly string[]).includes(s));
  return {
    q: text('q'),
    // Roles that see de-identified records may not search by name or MRN (the server says 403).
    name: identified ? text('name') : undefined,
    mrn: identified ? text('mrn') : undefined,
    condition: text('condition'),
    drug: text('drug'),
    sex: sex && (SEXES as readonly string[]).includes(sex) ? (sex as PatientSex) : undefined,
    status:
      status && (STATUSES as readonly string[]).includes(status) ? (status as 'all') : undefined,
    ageMin: age('ageMin'),
    ageMax: age('ageMax'),
    alerts: alerts.length > 0 ? alerts.join(',') : undefined,
    sort:
      sort &&
      (PATIENT_SORTS as readonly string[]).includes(sort) &&
      (identified || !/mrn|name/.test(sort))
        ? (sort as PatientSort)
        : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

/** The address for changed filters; any change but the page returns to page 1. */
export function searchWith(
  params: URLSearchParams,
  changes: Record<string, string | number | undefined | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** How many filters beyond the free text are set (for the "Filters (2)" toggle). */
export function activeFilterCount(f: PatientFilters): number {
  return [f.name, f.mrn, f.condition, f.drug, f.sex, f.ageMin, f.ageMax, f.alerts, f.status].filter(
    (v) => v !== undefined && v !== '',
  ).length;
}

import { convertDose } from '../alerts/checks/cumulative';
import { calculateBsa } from '../dosing/bsa';
import type { Drug } from '../knowledge/drug';
import type { PgxAction } from '../knowledge/pgx';
import type { PgxEngine } from '../pgx';
import type { TreatmentDoseUnit } from '../patients/schemas';

/*
 * Population insights (issue 15, `/ai-insights`): the pure parts. The server's SQL groups the
 * institution's rows; these functions apply the same engines the patient view uses to the
 * grouped values, so an insight and a patient's own page never disagree on a rule.
 */

/** PGx actions that change therapy (CPIC "actionable"); monitor and standard do not count. */
export const ACTIONABLE_PGX: ReadonlySet<PgxAction> = new Set([
  'reduce',
  'increase',
  'avoid',
  'alternative',
]);

export interface StoredResult {
  gene: string;
  diplotype: string | null;
  phenotype: string | null;
}

export interface ActionableResult extends StoredResult {
  /** Gene and CPIC phenotype as the engine reads the result ("DPYD intermediate metabolizer"). */
  label: string;
  /** Drugs whose rule gives an actionable row for this result on its own. */
  drugs: Array<{ id: string; name: string; action: PgxAction }>;
}

/**
 * Which distinct stored results are actionable, each read on its own by the PGx engine (no
 * phenoconversion, other genes "No Result"): a population view, stated as such; the patient's own
 * page combines genes and medications.
 */
export function actionableResults(
  results: readonly StoredResult[],
  pgx: PgxEngine,
  resolveDrug: (id: string) => { rxcui: string | null; name: string } | undefined,
): ActionableResult[] {
  const out: ActionableResult[] = [];
  for (const r of results) {
    const evaluation = pgx.evaluatePgx(
      {
        genotypes: [
          {
            gene: r.gene,
            ...(r.diplotype ? { diplotype: r.diplotype } : {}),
            ...(r.phenotype ? { phenotype: r.phenotype } : {}),
          },
        ],
      },
      resolveDrug,
    );
    const drugs = new Map<string, { id: string; name: string; action: PgxAction }>();
    for (const rec of evaluation.recommendations) {
      if (!ACTIONABLE_PGX.has(rec.action) || drugs.has(rec.drug.id)) continue;
      drugs.set(rec.drug.id, { id: rec.drug.id, name: rec.drug.name, action: rec.action });
    }
    if (drugs.size === 0) continue;
    const gene = evaluation.genes[0];
    out.push({
      ...r,
      label: gene ? `${gene.gene}${gene.allele ?? ''} ${gene.phenotype}` : r.gene,
      drugs: [...drugs.values()].sort((a, b) => (a.name < b.name ? -1 : 1)),
    });
  }
  return out;
}

export interface AnthracyclineRow {
  patientId: string;
  heightCm: number | null;
  weightKg: number | null;
  drugId: string;
  /** Summed dose of this drug in this unit. */
  dose: number;
  unit: TreatmentDoseUnit;
}

export interface Headroom {
  patientId: string;
  /** Doxorubicin-equivalent mg/m² given (what could be converted). */
  usedMgM2: number;
  /** The lowest lifetime limit among the anthracyclines given, in doxorubicin equivalents. */
  limitMgM2: number;
  /** used / limit, in percent. */
  percentOfLimit: number;
  headroomMgM2: number;
  /** Doses that could not be counted (mg without height or weight, units). */
  uncounted: string[];
}

/**
 * Doxorubicin-equivalent exposure and headroom per patient, as the cumulative alert check counts
 * it (each drug's `cumulativeLimit.doxorubicinEquivalence`; mg converted with the Mosteller BSA).
 * Prior chest radiation is not recorded in the database, so the limit is the unradiated one.
 */
export function anthracyclineHeadroom(
  rows: readonly AnthracyclineRow[],
  drugsById: ReadonlyMap<string, Drug>,
): Headroom[] {
  const byPatient = new Map<string, AnthracyclineRow[]>();
  for (const r of rows) byPatient.set(r.patientId, [...(byPatient.get(r.patientId) ?? []), r]);
  const out: Headroom[] = [];
  for (const [patientId, list] of byPatient) {
    const first = list[0] as AnthracyclineRow;
    const bsa =
      first.heightCm !== null && first.weightKg !== null
        ? calculateBsa(first.heightCm, first.weightKg)
        : null;
    const body = { bsa: bsa?.status === 'ok' ? bsa.bsaM2 : null, weightKg: first.weightKg };
    let used = 0;
    let limit = Infinity;
    const uncounted: string[] = [];
    for (const r of list) {
      const lim = drugsById.get(r.drugId)?.cumulativeLimit;
      if (!lim?.doxorubicinEquivalence || lim.unit !== 'mg/m2') continue;
      limit = Math.min(limit, lim.value * lim.doxorubicinEquivalence);
      const converted = convertDose(r.dose, r.unit, 'mg/m2', body);
      if (!converted.ok) {
        uncounted.push(
          `${drugsById.get(r.drugId)?.name ?? r.drugId} ${r.dose} ${r.unit}: ${converted.reason}`,
        );
        continue;
      }
      used += converted.value * lim.doxorubicinEquivalence;
    }
    if (!Number.isFinite(limit)) continue;
    out.push({
      patientId,
      usedMgM2: Math.round(used * 10) / 10,
      limitMgM2: limit,
      percentOfLimit: Math.round((used / limit) * 1000) / 10,
      headroomMgM2: Math.round((limit - used) * 10) / 10,
      uncounted,
    });
  }
  return out.sort(
    (a, b) => b.percentOfLimit - a.percentOfLimit || (a.patientId < b.patientId ? -1 : 1),
  );
}

/** Headroom bands: at or over the limit, within 20% of it, 50–80% used, under half. */
export const HEADROOM_BANDS = [
  { id: 'over', label: 'At or over the limit', min: 100 },
  { id: 'near', label: '80–99% of the limit', min: 80 },
  { id: 'half', label: '50–79% of the limit', min: 50 },
  { id: 'low', label: 'Under 50% of the limit', min: 0 },
] as const;
export type HeadroomBand = (typeof HEADROOM_BANDS)[number]['id'];

export function headroomBand(percentOfLimit: number): HeadroomBand {
  return (HEADROOM_BANDS.find((b) => percentOfLimit >= b.min) ?? HEADROOM_BANDS[3]).id;
}

/** How long an unacknowledged alert has been raised. */
export const AGE_BANDS = [
  { id: 'day', label: 'Under 24 hours', maxHours: 24 },
  { id: 'week', label: '1–7 days', maxHours: 24 * 7 },
  { id: 'month', label: '8–30 days', maxHours: 24 * 30 },
  { id: 'older', label: 'Over 30 days', maxHours: Infinity },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]['id'];

export function alertAgeBand(raisedAtMs: number, nowMs: number): AgeBand {
  const hours = (nowMs - raisedAtMs) / 3_600_000;
  return (AGE_BANDS.find((b) => hours < b.maxHours) ?? AGE_BANDS[3]).id;
}

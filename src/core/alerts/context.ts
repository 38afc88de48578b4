import type { Drug } from '../knowledge/drug';
import type { Regimen } from '../knowledge/regimen';
import { findLab, type LabDefinition, type LabName } from '../patients/labs';
import type { PatientClinicalRecord, StoredLabValue, StoredMedication } from '../patients/schemas';
import type { AlertKnowledge } from './knowledge';
import type { AlertLimitation, EvaluateOptions } from './result';

const DAY_MS = 86_400_000;

/** A drug the checks look at: an active medication order, a planned regimen drug, or both. */
export interface DueDrug {
  drug: Drug;
  /** Active medication orders that name this drug (a combination product may name several). */
  orders: StoredMedication[];
  /** In the planned regimen (as a component or a premedication). */
  planned: boolean;
}

/** One usable lab value: canonical unit, dated on or before the evaluation time. */
export interface LabPoint {
  lab: LabDefinition;
  value: number;
  unit: string;
  /** As stored: an ISO date or date-time. */
  timestamp: string;
  time: number;
}

export interface PatientContext {
  now: number;
  record: PatientClinicalRecord;
  kb: AlertKnowledge;
  /** Sorted by drug id, one entry per drug. */
  drugs: DueDrug[];
  byId: ReadonlyMap<string, DueDrug>;
  /** Usable values per lab, oldest first. */
  labs: ReadonlyMap<LabName, LabPoint[]>;
  /**
   * The most recent value of a lab when its unit could not be read ("cannot assess"); kept only
   * when it is newer than every usable value, because then the latest truth is unknown.
   */
  unreadable: ReadonlyMap<LabName, StoredLabValue>;
  planned: { regimen: Regimen; options: NonNullable<EvaluateOptions['plannedRegimen']> } | null;
  /** Current orders that match no drug record and no RxNorm concept: each raises an alert. */
  unmatched: StoredMedication[];
}

/** Milliseconds since the epoch of a stored date or date-time; NaN when unreadable. */
export function timeOf(timestamp: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(timestamp) ? `${timestamp}T00:00:00Z` : timestamp);
}

/** The calendar date a rationale shows: "2026-11-20". */
export function dateOf(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/** Whole days between a value and the evaluation time. */
export function ageInDays(point: { time: number }, now: number): number {
  return Math.floor((now - point.time) / DAY_MS);
}

/** A medication order counts while it is active and not stopped before the evaluation time. */
function isCurrent(m: StoredMedication, now: number): boolean {
  if (!m.isActive) return false;
  if (m.stopDate) {
    const stop = timeOf(m.stopDate);
    if (!Number.isNaN(stop) && stop <= now) return false;
  }
  return true;
}

/**
 * Gathers what every check reads: the drugs due (active orders plus the planned regimen), and
 * the patient's usable lab values by catalogue name. Unresolved orders, unknown regimens and
 * unreadable labs become limitations here, once, so no check can silently skip them.
 */
export function buildContext(
  record: PatientClinicalRecord,
  kb: AlertKnowledge,
  options: EvaluateOptions,
  limit: (l: AlertLimitation) => void,
): PatientContext {
  const now = options.now;
  const byId = new Map<string, DueDrug>();
  const add = (drug: Drug, order: StoredMedication | null, planned: boolean) => {
    let due = byId.get(drug.id);
    if (!due) byId.set(drug.id, (due = { drug, orders: [], planned: false }));
    if (order && !due.orders.includes(order)) due.orders.push(order);
    if (planned) due.planned = true;
  };

  const unmatched: StoredMedication[] = [];
  for (const m of record.medications) {
    if (!isCurrent(m, now)) continue;
    const known = m.drugIds.map((id) => kb.drugsById.get(id)).filter((d): d is Drug => !!d);
    if (m.resolved && known.length > 0) {
      for (const d of known) add(d, m, false);
      continue;
    }
    // Stored unresolved (an order written before the RxNorm vocabulary, a product code or
    // normalised name): what it stands for now.
    const match = kb.matchMedication(m.drugName);
    for (const d of match?.drugs ?? []) add(d, m, false);
    for (const name of match?.uncurated ?? []) {
      limit({
        kind: 'uncurated-drug',
        text: `No interaction data in OncoCDS for ${name} ("${m.drugName}", an RxNorm ingredient): its interactions, allergies, organ-function and lab checks were not run.`,
        drugNames: [name],
      });
    }
    if (!match || (match.drugs.length === 0 && match.uncurated.length === 0)) {
      unmatched.push(m);
      limit({
        kind: 'unresolved-medication',
        text: `"${m.drugName}" could not be matched to a drug record, so none of its interactions, allergies, organ-function or lab checks were run.`,
        drugNames: [m.drugName],
      });
    }
  }

  let planned: PatientContext['planned'] = null;
  const plan = options.plannedRegimen;
  if (plan) {
    const regimen = kb.regimensById.get(plan.regimenId);
    if (!regimen) {
      limit({
        kind: 'unknown-regimen',
        text: `The planned regimen "${plan.regimenId}" is not in the knowledge base, so it was not checked.`,
      });
    } else {
      planned = { regimen, options: plan };
      const ids = [
        ...regimen.phases.flatMap((p) => p.components.map((c) => c.drugId)),
        ...regimen.premedication.flatMap((p) => (p.drugId ? [p.drugId] : [])),
      ];
      for (const id of ids) {
        const drug = kb.drugsById.get(id);
        if (drug) add(drug, null, true);
        else
          limit({
            kind: 'unknown-drug',
            text: `${regimen.name} names "${id}", which has no drug record; it was not checked.`,
            drugNames: [id],
          });
      }
    }
  }

  const labs = new Map<LabName, LabPoint[]>();
  const unreadableCandidates = new Map<LabName, StoredLabValue>();
  for (const v of record.labValues) {
    const time = timeOf(v.timestamp);
    if (Number.isNaN(time) || time > now) continue;
    const lab = (v.labName ? findLab(v.labName) : null) ?? findLab(v.labType);
    if (!lab) continue;
    if (v.canonicalValue === null || v.canonicalValue === undefined) {
      const prev = unreadableCandidates.get(lab.name);
      if (!prev || timeOf(prev.timestamp) < time) unreadableCandidates.set(lab.name, v);
      continue;
    }
    const list = labs.get(lab.name) ?? [];
    list.push({ lab, value: v.canonicalValue, unit: lab.unit, timestamp: v.timestamp, time });
    labs.set(lab.name, list);
  }
  for (const list of labs.values()) list.sort((a, b) => a.time - b.time);
  const unreadable = new Map<LabName, StoredLabValue>();
  for (const [name, v] of unreadableCandidates) {
    const usable = labs.get(name);
    const newest = usable?.[usable.length - 1];
    if (!newest || newest.time <= timeOf(v.timestamp)) {
      unreadable.set(name, v);
      limit({
        kind: 'lab-unit-unknown',
        text: `The latest ${findLab(name)?.label ?? name} (${v.value} ${v.unit}, ${dateOf(v.timestamp)}) has a unit the product cannot read, so it was not compared with any threshold.`,
      });
    }
  }

  const drugs = [...byId.values()].sort((a, b) => (a.drug.id < b.drug.id ? -1 : 1));
  return { now, record, kb, drugs, byId, labs, unreadable, planned, unmatched };
}

/** The newest usable value of a lab, or null. */
export function latest(ctx: PatientContext, name: LabName): LabPoint | null {
  const list = ctx.labs.get(name);
  return list?.[list.length - 1] ?? null;
}

/** The newest usable value no older than `days`, or null. */
export function latestWithin(ctx: PatientContext, name: LabName, days: number): LabPoint | null {
  const point = latest(ctx, name);
  return point && ageInDays(point, ctx.now) <= days ? point : null;
}

/** "Creatinine 1.9 mg/dL (2026-11-20)". */
export function describePoint(point: LabPoint, digits = 2): string {
  const rounded = Number(point.value.toFixed(digits));
  const unit = point.unit === '%' ? '%' : ` ${point.unit}`;
  return `${point.lab.label} ${rounded}${unit} (${dateOf(point.timestamp)})`;
}

/** Upper limit of normal of a lab for this patient (sex-specific where the catalogue has one). */
export function upperLimit(lab: LabDefinition, sex: PatientClinicalRecord['sex']): number | null {
  const range =
    (sex === 'female' || sex === 'male' ? lab.reference[sex] : undefined) ?? lab.reference;
  return range.high ?? null;
}

/** Lower limit of normal of a lab for this patient. */
export function lowerLimit(lab: LabDefinition, sex: PatientClinicalRecord['sex']): number | null {
  const range =
    (sex === 'female' || sex === 'male' ? lab.reference[sex] : undefined) ?? lab.reference;
  return range.low ?? null;
}

/** Whether any active order for this drug gives a route other than the one asked for. */
export function ordersAllNonOral(due: DueDrug): boolean {
  return due.orders.length > 0 && due.orders.every((o) => o.route !== null && o.route !== 'oral');
}

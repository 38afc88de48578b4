import { calculateRegimen, type DrugLookup, type CalculatedComponent } from '../dosing/calculate-regimen';
import type { BsaFormula } from '../dosing/bsa';
import { fmt, round } from '../dosing/outcome';
import type { CrclWeightBasis } from '../dosing/renal';
import { plannedCycles, type Regimen } from '../knowledge/regimen';
import type { PatientSex, StoredLabValue } from '../patients/schemas';
import { dosingSex, latestLab, sourceText, treatmentParameters } from './parameters';
import { roundToStrengths, type DoseRoundingPercent, type ProductStrengths } from './rounding';
import type { PlanIntent, PlanOrder, Quantity, StoredCycle, StoredPlan } from './types';
import { weightFindings } from './weight';

export interface PlanPatient {
  ageYears: number | null;
  sex: PatientSex;
  heightCm: number | null;
  weightKg: number | null;
  /** When the height / weight were measured (ISO; null or absent: no date on record). */
  heightMeasuredAt?: string | null | undefined;
  weightMeasuredAt?: string | null | undefined;
  labValues: readonly StoredLabValue[];
}

export interface PlanOptions {
  startDate: string;
  cycles?: number | undefined;
  intent?: PlanIntent | undefined;
  bsaFormula?: BsaFormula | undefined;
  crclWeightBasis?: CrclWeightBasis | undefined;
  doseRoundingPercent?: DoseRoundingPercent | undefined;
  replacesCurrentTherapy?: boolean | undefined;
}

export type PlanGeneration =
  | { status: 'ok'; plan: StoredPlan }
  | { status: 'invalid'; issues: { field: string; message: string }[] };

/** When no cycle count is stated (until progression), this many cycles are laid out; more can follow. */
export const OPEN_ENDED_CYCLES = 6;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const BASIS_UNIT: Record<string, string> = {
  'mg/m2': 'mg/m²',
  'units/m2': 'units/m²',
  'mg/kg': 'mg/kg',
  AUC: 'AUC',
};

const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + Math.floor(months));
  return d.toISOString().slice(0, 10);
};

/**
 * The structured maximum course of each regimen drug (`maxCourse`, issue 22): once a drug has
 * reached its months (counted from its first cycle in the plan) or its number of administrations,
 * later cycles carry no order for it, and the plan says so with the source's wording. Laying the
 * cycles out from the structure would otherwise over-run the limit (nivolumab's 2 years,
 * durvalumab's 12 months, trastuzumab's one year).
 */
function courseLimiter(regimen: Regimen) {
  const limits = new Map(
    regimen.phases.flatMap((p) => p.components.flatMap((c) => (c.maxCourse ? [[c.drugId, c.maxCourse] as const] : []))),
  );
  const first = new Map<string, string>();
  const given = new Map<string, number>();
  const stopped = new Map<string, { at: string; text: string; name: string }>();
  return {
    keep(cycleStart: string, orders: PlanOrder[]): PlanOrder[] {
      if (limits.size === 0) return orders;
      const counted = new Set<string>();
      return orders.filter((o) => {
        const limit = limits.get(o.drugId);
        if (!limit) return true;
        const from = first.get(o.drugId) ?? cycleStart;
        const n = given.get(o.drugId) ?? 0;
        const over =
          (limit.months !== undefined && cycleStart >= addMonths(from, limit.months)) ||
          (limit.administrations !== undefined && n >= limit.administrations);
        if (over) {
          if (!stopped.has(o.drugId)) stopped.set(o.drugId, { at: cycleStart, text: limit.text, name: o.drugName });
          return false;
        }
        first.set(o.drugId, from);
        // One administration per cycle for the drug, however many order lines carry it.
        if (!counted.has(o.drugId)) given.set(o.drugId, n + 1);
        counted.add(o.drugId);
        return true;
      });
    },
    warnings(): string[] {
      return [...stopped.values()].map(
        (s) => `${s.name}: maximum course reached; no order from the cycle starting ${s.at} on (${s.text})`,
      );
    },
  };
}

/** The regimen's reduce-to rules that the record triggers now (capecitabine at CrCl 30-50). */
function reductions(
  regimen: Regimen,
  crcl: number | null,
): Map<string, { percent: number; reason: string }> {
  const out = new Map<string, { percent: number; reason: string }>();
  if (crcl === null) return out;
  const allIds = regimen.phases.flatMap((p) => p.components.map((c) => c.drugId));
  for (const m of regimen.doseModifications) {
    const t = m.trigger;
    if (m.action !== 'reduce' || m.reduceToPercent === undefined || t?.parameter !== 'crcl') continue;
    const hit =
      (t.comparator === '<' && crcl < t.value) ||
      (t.comparator === '<=' && crcl <= t.value) ||
      (t.comparator === '>' && crcl > t.value) ||
      (t.comparator === '>=' && crcl >= t.value);
    if (!hit) continue;
    for (const id of m.drugIds ?? allIds) {
      const prev = out.get(id);
      if (!prev || m.reduceToPercent < prev.percent) {
        out.set(id, {
          percent: m.reduceToPercent,
          reason: `CrCl ${fmt(crcl, 1)} mL/min ${t.comparator} ${t.value}: ${m.text} (${sourceText(m.source, regimen.sources)})`,
        });
      }
    }
  }
  return out;
}

/** Applies a modification and the rounding policy to one order's full dose. */
export function doseOrder(
  full: Quantity | null,
  percent: number,
  strengths: ProductStrengths | undefined,
  roundingPercent: DoseRoundingPercent,
): Pick<PlanOrder, 'calculatedDose' | 'roundedDose' | 'rounding'> {
  if (!full) {
    return {
      calculatedDose: null,
      roundedDose: null,
      rounding: { status: 'not-rounded', text: 'Not rounded: the dose could not be calculated.', deviationPercent: 0 },
    };
  }
  const value = round((full.value * percent) / 100, 2);
  const calculatedDose = { value, unit: full.unit };
  if (full.unit !== 'mg') {
    return {
      calculatedDose,
      roundedDose: calculatedDose,
      rounding: { status: 'not-rounded', text: `Not rounded: strengths are listed in mg, the dose is in ${full.unit}.`, deviationPercent: 0 },
    };
  }
  const r = roundToStrengths(value, strengths, roundingPercent);
  return { calculatedDose, roundedDose: { value: r.value, unit: 'mg' }, rounding: r.rounding };
}

function ordersFor(
  cc: CalculatedComponent,
  reduction: { percent: number; reason: string } | undefined,
  strengths: ProductStrengths | undefined,
  roundingPercent: DoseRoundingPercent,
  newId: () => string,
): PlanOrder[] {
  const full = cc.dose ? { value: round(cc.dose.value, 2), unit: cc.dose.unit } : null;
  const percent = reduction?.percent ?? 100;
  // An oral course (capecitabine days 1-14, twice daily) is one order; parenteral doses are one per day.
  const groups = cc.route === 'oral' ? [cc.days] : cc.days.map((d) => [d]);
  return groups.map((days) => ({
    id: newId(),
    drugId: cc.drugId,
    drugName: cc.formulation ? `${cc.name} (${cc.formulation})` : cc.name,
    rxcui: cc.rxcui,
    day: days[0] as number,
    days,
    timesPerDay: cc.timesPerDay,
    route: cc.route,
    doseBasis: { value: cc.perUnitDose.value, unit: BASIS_UNIT[cc.basis] ?? cc.perUnitDose.unit },
    fullDose: full,
    ...doseOrder(full, percent, strengths, roundingPercent),
    modificationPercent: percent,
    ...(reduction ? { modificationReason: reduction.reason } : {}),
    status: 'planned' as const,
    working: cc.working,
    warnings: cc.warnings,
  }));
}

/**
 * A treatment plan from a regimen record and the patient record: doses from the record's height,
 * weight and latest creatinine (BSA by the chosen formula, CrCl by Cockcroft–Gault, carboplatin by
 * Calvert with the GFR cap: `calculateRegimen`), the regimen's reduce-to rules the record
 * triggers, rounding to listed strengths, cycles laid out from the start date, and the regimen's
 * treatment parameters. Pure: ids and the time come in.
 */
export function generatePlan(input: {
  regimen: Regimen;
  patient: PlanPatient;
  options: PlanOptions;
  drugInfo: DrugLookup;
  strengths: (drugId: string) => ProductStrengths | undefined;
  now: number;
  newId: () => string;
}): PlanGeneration {
  const { regimen, patient, options, now } = input;
  const issues: { field: string; message: string }[] = [];
  if (patient.heightCm === null) issues.push({ field: 'heightCm', message: 'the record has no height' });
  if (patient.weightKg === null) issues.push({ field: 'weightKg', message: 'the record has no weight' });
  if (patient.ageYears === null) issues.push({ field: 'dateOfBirth', message: 'the record has no usable date of birth' });
  const scr = latestLab(patient.labValues, 'creatinine', now);
  if (!scr) issues.push({ field: 'labValues.creatinine', message: 'the record has no readable creatinine' });
  if (issues.length > 0) return { status: 'invalid', issues };

  const roundingPercent = options.doseRoundingPercent ?? 0;
  const crclWeightBasis = options.crclWeightBasis ?? 'auto';
  const calc = calculateRegimen(
    regimen,
    {
      heightCm: patient.heightCm,
      weightKg: patient.weightKg,
      ageYears: patient.ageYears,
      sex: dosingSex(patient.sex),
      serumCreatinineMgDl: scr?.value,
    },
    input.drugInfo,
    { bsaFormula: options.bsaFormula ?? 'mosteller', crclWeightBasis },
  );
  if (calc.status !== 'ok') return { status: 'invalid', issues: calc.issues };

  const reduce = reductions(regimen, calc.crclMlMin);
  const course = courseLimiter(regimen);
  const cycles: StoredCycle[] = [];
  let start = options.startDate;
  const wanted = options.cycles;
  for (const phase of regimen.phases) {
    const count = plannedCycles(phase.cycles) ?? OPEN_ENDED_CYCLES;
    const components = calc.components.filter((c) => c.phaseId === phase.id);
    for (let i = 0; i < count; i++) {
      if (wanted !== undefined && cycles.length >= wanted) break;
      const orders = course.keep(
        start,
        components.flatMap((cc) =>
          ordersFor(cc, reduce.get(cc.drugId), input.strengths(cc.drugId), roundingPercent, input.newId),
        ),
      );
      // Every drug of the cycle has reached its maximum course: the regimen ends here.
      if (orders.length === 0) break;
      cycles.push({ number: cycles.length + 1, phaseId: phase.id, startDate: start, status: 'planned', orders });
      start = addDays(start, phase.cycleLengthDays);
    }
  }
  // A stated count beyond the regimen's repeats the last phase (an open-ended regimen continues).
  const last = regimen.phases[regimen.phases.length - 1];
  while (wanted !== undefined && last && cycles.length < wanted) {
    const template = cycles[cycles.length - 1];
    if (!template) break;
    const orders = course.keep(
      start,
      template.orders.map((o) => ({ ...o, id: input.newId() })),
    );
    if (orders.length === 0) break;
    cycles.push({ number: cycles.length + 1, phaseId: last.id, startDate: start, status: 'planned', orders });
    start = addDays(start, last.cycleLengthDays);
  }

  const warnings = [...calc.warnings, ...calc.components.flatMap((c) => c.warnings), ...course.warnings()];
  // An undated or old weight is a finding from the start (the plan view re-checks it, and a
  // change since this dose basis, each time the plan is read).
  warnings.push(
    ...weightFindings({
      basisWeightKg: patient.weightKg as number,
      currentWeightKg: patient.weightKg,
      currentWeightMeasuredAt: patient.weightMeasuredAt,
      now,
    }).map((f) => f.text),
  );
  const intent =
    options.intent ??
    (regimen.setting.includes('adjuvant')
      ? 'adjuvant'
      : regimen.setting.includes('neoadjuvant')
        ? 'neoadjuvant'
        : (regimen.intent[0] ?? 'palliative'));
  return {
    status: 'ok',
    plan: {
      regimenId: regimen.id,
      regimenName: regimen.name,
      status: 'draft',
      intent,
      startDate: options.startDate,
      cycleLengthDays: regimen.phases[0]?.cycleLengthDays ?? 21,
      doseRoundingPercent: roundingPercent,
      replacesCurrentTherapy: options.replacesCurrentTherapy ?? false,
      measurements: {
        heightCm: patient.heightCm as number,
        weightKg: patient.weightKg as number,
        bsa: calc.bsaM2,
        bsaFormula: calc.bsaFormula,
        crcl: calc.crclMlMin === null ? null : round(calc.crclMlMin, 1),
        crclWeightBasis,
        creatinine: scr?.value ?? null,
        measuredAt: new Date(now).toISOString(),
        heightMeasuredAt: patient.heightMeasuredAt ?? null,
        weightMeasuredAt: patient.weightMeasuredAt ?? null,
        creatinineAt: scr?.timestamp ?? null,
      },
      parameters: treatmentParameters(regimen, patient.sex),
      warnings: [...new Set(warnings)],
      working: calc.working,
      cycles,
    },
  };
}

import { CISPLATIN_CRCL_WARNING_ML_MIN, cisplatinIneligibleByCrcl } from './cisplatin-eligibility';
import type { Drug } from '../knowledge/drug';
import {
  plannedCycles,
  type DoseBasis,
  type Regimen,
  type RegimenComponent,
  type RegimenPhase,
} from '../knowledge/regimen';
import { calculateBsa, roundBsa, type BsaFormula } from './bsa';
import { calvertDose, CARBOPLATIN_GFR_CAP_ML_MIN } from './carboplatin';
import {
  limitInDoxorubicinEquivalents,
  projectCumulativeByPhase,
  type PhaseExposure,
} from './cumulative';
import { applyDoseCap, applyDoseLevel, bsaBasedDose, roundDoseToStep } from './dose-adjust';
import { fmt } from './outcome';
import {
  dosingPatientSchema,
  inputIssues,
  type DosingPatient,
  type InputIssue,
} from './patient-input';
import { ckdEpi2021, cockcroftGault, type CrclWeightBasis } from './renal';

/** What the calculation needs from a drug record; a `Drug` satisfies it. */
export type DrugDosingInfo = Pick<Drug, 'rxcui' | 'name'> &
  Partial<Pick<Drug, 'doseCap' | 'cumulativeLimit' | 'renal'>>;
export type DrugLookup = (drugId: string) => DrugDosingInfo | undefined;

export type RegimenCalculationOptions = {
  /** Default Mosteller. */
  bsaFormula?: BsaFormula;
  /** Weight for Cockcroft–Gault; default `auto` (adjusted weight when BMI ≥ 25). */
  crclWeightBasis?: CrclWeightBasis;
  /** Optional SCr floor (mg/dL) for Cockcroft–Gault, e.g. 0.7; not applied unless given. */
  scrFloorMgDl?: number;
  /**
   * Creatinine below which a Calvert dose is also shown with creatinine raised to this value
   * (issue 13 item 4); default `LOW_CREATININE_REFERENCE_MG_DL`. An institution setting: many use
   * 0.7 mg/dL. Ignored when `scrFloorMgDl` already raises the creatinine.
   */
  lowCreatinineReferenceMgDl?: number;
  /** Carboplatin GFR ceiling; default 125 mL/min (FDA 2010). */
  gfrCapMlMin?: number;
  /**
   * Round final doses to these steps, e.g. `{ mg: 5, maxDeviationPercent: 5 }`. No rounding unless
   * given. A rounding that would move a dose by more than `maxDeviationPercent` (a 2 mg dose to a
   * 5 mg step) is skipped with a warning: the tolerance is institutional policy, so it is required.
   */
  roundingStep?: { mg?: number; units?: number; maxDeviationPercent: number };
};

export type DoseUnit = 'mg' | 'units';

/**
 * A low serum creatinine (little muscle mass: older, frail or cachectic patients; IDMS-
 * standardised assays) makes Cockcroft–Gault overestimate GFR and the Calvert dose with it. NCCN
 * guidance suggests considering a minimum creatinine of 0.7 mg/dL for carboplatin dosing (see
 * `../shared/CLINICAL-NOTES.md`, dose calculation). Below it, both doses are shown; neither is
 * chosen for the prescriber.
 */
export const LOW_CREATININE_REFERENCE_MG_DL = 0.7;

export type CalculatedComponent = {
  phaseId: string;
  phaseName: string;
  drugId: string;
  rxcui: string | null;
  name: string;
  formulation: string | undefined;
  route: RegimenComponent['route'];
  days: number[];
  timesPerDay: number;
  basis: DoseBasis;
  /** The protocol amount: 60 (mg/m²), 5 (AUC), 200 (mg flat). */
  perUnitDose: { value: number; unit: string };
  status: 'ok' | 'unknown';
  /** One administration; null when it cannot be calculated (see `warnings`). */
  dose: { value: number; unit: DoseUnit } | null;
  capped: boolean;
  /**
   * Carboplatin with a creatinine below the reference: the dose with creatinine raised to it,
   * shown beside the dose from the measured value (issue 13 item 4).
   */
  alternativeDose?: {
    value: number;
    unit: DoseUnit;
    scrMgDl: number;
    crclMlMin: number;
    label: string;
  };
  /**
   * One continuous infusion (pump): what a nurse programs. `total` is per pump/course of the
   * infusion, `perDay` the daily share (secondary), `ratePerHour` the pump rate in the dose unit.
   */
  continuousInfusion?: {
    hours: number;
    perUnitTotal: { value: number; unit: string };
    total: { value: number; unit: DoseUnit };
    perDay: { value: number; unit: DoseUnit };
    ratePerHour: number;
  };
  /** The arithmetic, one step per line, as the user should see it. */
  working: string[];
  /** Findings to review before prescribing (shown as warnings). */
  warnings: string[];
  /**
   * Information that is not a finding (issue 13 item 3): the label asks for no renal change, or
   * the knowledge base has no renal dosing data for the drug. Shown quietly, never as a warning.
   */
  notes: string[];
};

export type RegimenCalculation =
  | {
      status: 'ok';
      regimenId: string;
      bsaM2: number;
      bsaFormula: BsaFormula;
      crclMlMin: number | null;
      egfrMlMinPer173m2: number | null;
      working: string[];
      components: CalculatedComponent[];
      warnings: string[];
    }
  | { status: 'invalid'; issues: InputIssue[] };

/** The cisplatin-eligibility CrCl threshold, shared with the patient alert engine. */
export { CISPLATIN_CRCL_WARNING_ML_MIN } from './cisplatin-eligibility';

/**
 * CrCl below which the calculator says what the label (or the lack of data) means for the kidney
 * (KDIGO CKD G3a starts < 60): a note, not a warning, since nothing is wrong with the dose.
 */
const RENAL_NOTE_ML_MIN = 60;

const BASIS_UNIT: Record<DoseBasis, string> = {
  'mg/m2': 'mg/m²',
  'units/m2': 'units/m²',
  'mg/kg': 'mg/kg',
  AUC: 'mg/mL·min (AUC)',
  flat: '',
};

function doseUnitOf(c: RegimenComponent): DoseUnit {
  if (c.dose.basis === 'units/m2') return 'units';
  if (c.dose.basis === 'flat') return c.dose.unit;
  return 'mg';
}

function perUnitDose(c: RegimenComponent): { value: number; unit: string } {
  return c.dose.basis === 'flat'
    ? { value: c.dose.value, unit: c.dose.unit }
    : { value: c.dose.value, unit: BASIS_UNIT[c.dose.basis] };
}

/**
 * A continuous infusion's pump figures from the calculated dose: the total it delivers, its daily
 * share and its rate (issue 13 item 1). Per-day regimens multiply by the days the pump covers;
 * per-infusion regimens divide the total over the calendar days its hours span.
 */
function continuousInfusionOf(
  c: RegimenComponent,
  value: number,
  unit: DoseUnit,
): { infusion: NonNullable<CalculatedComponent['continuousInfusion']>; working: string } | null {
  const pump = c.continuousInfusion;
  if (!pump) return null;
  const perDayBasis = pump.dosePer === 'day';
  const spanDays = perDayBasis ? c.days.length : Math.ceil(pump.hours / 24);
  const total = perDayBasis ? value * c.days.length : value;
  const perDay = total / spanDays;
  const per = perUnitDose(c);
  const perUnitTotal = {
    value: perDayBasis ? per.value * c.days.length : per.value,
    unit: per.unit,
  };
  const rate = total / pump.hours;
  const working = perDayBasis
    ? `Pump total: ${fmt(value)} ${unit}/day × ${c.days.length} days = ${fmt(total)} ${unit} over ${pump.hours} h = ${fmt(rate, 1)} ${unit}/h`
    : `Pump total ${fmt(total)} ${unit} over ${pump.hours} h = ${fmt(rate, 1)} ${unit}/h (${fmt(perDay)} ${unit} per day over ${spanDays} day${spanDays === 1 ? '' : 's'})`;
  return {
    infusion: {
      hours: pump.hours,
      perUnitTotal,
      total: { value: total, unit },
      perDay: { value: perDay, unit },
      ratePerHour: rate,
    },
    working,
  };
}

type Context = {
  patient: DosingPatient;
  bsaM2: number;
  crclMlMin: number | null;
  crclUnknownReason: string | null;
  /** CrCl with creatinine raised to the low-creatinine reference, when the measured one is below it. */
  referenceCrcl: { scrMgDl: number; crclMlMin: number } | null;
  options: RegimenCalculationOptions;
};

function calculateComponent(
  phase: RegimenPhase,
  c: RegimenComponent,
  info: DrugDosingInfo | undefined,
  ctx: Context,
): CalculatedComponent {
  const unit = doseUnitOf(c);
  const name = info ? info.name : c.drugId;
  const label = c.formulation ? `${name} (${c.formulation})` : name;
  const working: string[] = [];
  const warnings: string[] = [];
  const base = {
    phaseId: phase.id,
    phaseName: phase.name,
    drugId: c.drugId,
    rxcui: info ? info.rxcui : null,
    name,
    formulation: c.formulation,
    route: c.route,
    days: c.days,
    timesPerDay: c.timesPerDay,
    basis: c.dose.basis,
    perUnitDose: perUnitDose(c),
    notes: [] as string[],
  };
  if (!info) {
    warnings.push(
      `${c.drugId}: not found in the drug knowledge base, so caps, cumulative limits and renal rules could not be checked.`,
    );
  }

  let value: number;
  let gfrCapped = false;
  let alternative: CalculatedComponent['alternativeDose'];
  switch (c.dose.basis) {
    case 'mg/m2':
    case 'units/m2': {
      const r = bsaBasedDose(c.dose.value, ctx.bsaM2, c.bsaCapM2);
      if (r.bsaCapped) {
        working.push(`BSA ${fmt(ctx.bsaM2)} m² capped at ${c.bsaCapM2} m² for ${name}`);
        warnings.push(`${label}: dosed on a BSA of ${c.bsaCapM2} m² (BSA cap).`);
      }
      value = r.value;
      working.push(
        `${c.dose.value} ${BASIS_UNIT[c.dose.basis]} × ${fmt(r.bsaUsedM2)} m² = ${fmt(value)} ${unit}`,
      );
      break;
    }
    case 'mg/kg':
      value = c.dose.value * ctx.patient.weightKg;
      working.push(`${c.dose.value} mg/kg × ${ctx.patient.weightKg} kg = ${fmt(value)} mg`);
      break;
    case 'AUC': {
      if (ctx.crclMlMin === null) {
        warnings.push(
          `${label}: renal function could not be estimated (${ctx.crclUnknownReason}), so the Calvert dose is unknown.`,
        );
        return { ...base, status: 'unknown', dose: null, capped: false, working, warnings };
      }
      const r = calvertDose(
        c.dose.value,
        ctx.crclMlMin,
        ctx.options.gfrCapMlMin ?? CARBOPLATIN_GFR_CAP_ML_MIN,
      );
      if (r.status !== 'ok') {
        warnings.push(`${label}: ${r.reason}.`);
        return { ...base, status: 'unknown', dose: null, capped: false, working, warnings };
      }
      working.push(...r.working);
      gfrCapped = r.capped;
      const ref = ctx.referenceCrcl;
      const alt = ref
        ? calvertDose(
            c.dose.value,
            ref.crclMlMin,
            ctx.options.gfrCapMlMin ?? CARBOPLATIN_GFR_CAP_ML_MIN,
          )
        : null;
      if (ref && alt?.status === 'ok') {
        alternative = {
          value: alt.doseMg,
          unit,
          scrMgDl: ref.scrMgDl,
          crclMlMin: ref.crclMlMin,
          label: `with creatinine raised to ${ref.scrMgDl} mg/dL (CrCl ${fmt(ref.crclMlMin, 1)} mL/min)`,
        };
      }
      if (r.capped) {
        warnings.push(
          `${label}: GFR ${fmt(ctx.crclMlMin, 1)} mL/min capped at ${r.gfrUsedMlMin} mL/min; maximum dose AUC ${c.dose.value} × ${r.gfrUsedMlMin + 25} = ${fmt(r.doseMg)} mg.`,
        );
      }
      value = r.doseMg;
      break;
    }
    case 'flat':
      value = c.dose.value;
      working.push(`Flat dose ${c.dose.value} ${unit}`);
      break;
  }

  const level = ctx.patient.doseLevelPercent;
  if (level !== undefined && level !== 100) {
    if (c.doseLevelApplies) {
      const r = applyDoseLevel(value, level);
      if (r.status === 'ok') {
        value = r.value;
        if (r.working) working.push(`${r.working} ${unit}`);
      }
      const a = alternative ? applyDoseLevel(alternative.value, level) : null;
      if (alternative && a?.status === 'ok') alternative = { ...alternative, value: a.value };
    } else {
      working.push(
        `Dose level ${level}% not applied: ${name} is given at full dose in this regimen`,
      );
    }
  }

  const caps: number[] = [];
  if (c.capMg !== undefined) caps.push(c.capMg);
  if (info?.doseCap && info.doseCap.unit === unit) caps.push(info.doseCap.maxDose);
  const cap = caps.length > 0 ? Math.min(...caps) : undefined;
  const capped = applyDoseCap(value, cap);
  if (capped.capped) {
    working.push(`${fmt(value)} ${unit} exceeds the per-dose cap: ${cap} ${unit} given`);
    warnings.push(`${label}: calculated ${fmt(value)} ${unit} capped at ${cap} ${unit} per dose.`);
  }
  value = capped.value;

  const step = ctx.options.roundingStep?.[unit];
  if (step !== undefined) {
    const r = roundDoseToStep(value, step);
    const tolerance = ctx.options.roundingStep?.maxDeviationPercent ?? 0;
    if (r.status === 'ok' && Math.abs(r.deviationPercent) > tolerance) {
      warnings.push(
        `${label}: not rounded to the nearest ${step} ${unit}; that would change the dose by ${fmt(r.deviationPercent, 1)}% (limit ±${tolerance}%).`,
      );
    } else if (r.status === 'ok') {
      const rounded = cap !== undefined ? Math.min(r.value, cap) : r.value;
      if (rounded !== value)
        working.push(`Rounded to the nearest ${step} ${unit}: ${rounded} ${unit}`);
      value = rounded;
    } else {
      warnings.push(`${label}: rounding skipped (${r.reason}).`);
    }
  }

  const renal = renalAdvice(c, label, info, ctx);
  warnings.push(...renal.warnings);
  const pump = continuousInfusionOf(c, value, unit);
  if (pump) working.push(pump.working);
  if (alternative) {
    warnings.push(
      `${label}: creatinine ${ctx.patient.serumCreatinineMgDl} mg/dL is below ${alternative.scrMgDl} mg/dL, and a low creatinine overestimates clearance. ${fmt(value)} ${unit} from the measured creatinine; ${fmt(alternative.value)} ${unit} ${alternative.label}. Choose by institutional policy.`,
    );
  }
  return {
    ...base,
    status: 'ok',
    ...(alternative ? { alternativeDose: alternative } : {}),
    ...(pump ? { continuousInfusion: pump.infusion } : {}),
    dose: { value, unit },
    // A Calvert dose limited by the FDA GFR cap is a capped dose too, whatever the per-dose cap did.
    capped: capped.capped || gfrCapped,
    working,
    warnings,
    notes: renal.notes,
  };
}

/**
 * What renal function means for one component: warnings for real findings (a label rule that
 * applies, cisplatin below its eligibility threshold, rules that could not be applied), and
 * notes where the label asks for no change or the knowledge base has no renal data.
 */
/** A record's one-line summary inside parentheses: without its closing full stop. */
const bare = (summary: string) => summary.replace(/\.\s*$/, '');

function renalAdvice(
  c: RegimenComponent,
  label: string,
  info: DrugDosingInfo | undefined,
  ctx: Context,
): { warnings: string[]; notes: string[] } {
  const out: string[] = [];
  const notes: string[] = [];
  const crcl = ctx.crclMlMin;
  if (c.drugId === 'cisplatin') {
    if (crcl === null) {
      out.push(
        `${label}: renal function could not be estimated; cisplatin needs CrCl ≥ 60 mL/min.`,
      );
    } else if (cisplatinIneligibleByCrcl(crcl)) {
      out.push(
        `${label}: CrCl ${fmt(crcl, 1)} mL/min is below ${CISPLATIN_CRCL_WARNING_ML_MIN} mL/min, a consensus criterion for cisplatin ineligibility (Galsky 2011).`,
      );
    }
  }
  const renal = info?.renal;
  if (!renal) return { warnings: out, notes };
  if (crcl === null) {
    if (renal.status === 'adjust' || renal.status === 'avoid') {
      out.push(`${label}: has renal dosing rules, but renal function could not be estimated.`);
    }
    return { warnings: out, notes };
  }
  const triggered = renal.rules.filter((r) => r.crclBelow !== undefined && crcl < r.crclBelow);
  for (const r of triggered) {
    const factor =
      r.doseFactor !== undefined ? ` (${Math.round(r.doseFactor * 100)}% of dose)` : '';
    out.push(
      `${label}: CrCl ${fmt(crcl, 1)} < ${r.crclBelow} mL/min → ${r.action}${factor}: ${r.text}`,
    );
  }
  if (crcl < RENAL_NOTE_ML_MIN) {
    if (renal.status === 'no-data') {
      notes.push(
        `${label}: no renal dosing data in the knowledge base at CrCl ${fmt(crcl, 1)} mL/min (${bare(renal.summary)}); check the label.`,
      );
    } else if (renal.status === 'no-adjustment') {
      notes.push(`${label}: the label needs no renal dose adjustment (${bare(renal.summary)}).`);
    }
  }
  return { warnings: out, notes };
}

/** Delivered exposure per cycle of one component in the unit of a cumulative limit, or null. */
function exposurePerCycle(
  cc: CalculatedComponent,
  limitUnit: 'mg/m2' | 'units' | 'mg',
  bsaM2: number,
): number | null {
  if (cc.dose === null) return null;
  const perCycle = cc.dose.value * cc.days.length * cc.timesPerDay;
  if (limitUnit === 'mg/m2') return cc.dose.unit === 'mg' ? perCycle / bsaM2 : null;
  return cc.dose.unit === limitUnit ? perCycle : null;
}

function phaseExposures(
  regimen: Regimen,
  calculated: CalculatedComponent[],
  exposure: (cc: CalculatedComponent) => number | null,
): { phases: PhaseExposure[]; incomplete: boolean } {
  let incomplete = false;
  const phases = regimen.phases.map((p) => {
    let perCycle = 0;
    for (const cc of calculated.filter((x) => x.phaseId === p.id)) {
      const e = exposure(cc);
      if (e === null) incomplete = true;
      else perCycle += e;
    }
    return { name: p.name, perCycle, cycles: plannedCycles(p.cycles) };
  });
  return { phases, incomplete };
}

function cumulativeWarnings(
  regimen: Regimen,
  calculated: CalculatedComponent[],
  lookup: DrugLookup,
  patient: DosingPatient,
  bsaM2: number,
): string[] {
  const warnings: string[] = [];
  const prior = patient.priorCumulative ?? {};
  const drugIds = [...new Set(calculated.map((c) => c.drugId))];
  const infos = new Map(drugIds.map((id) => [id, lookup(id)] as const));

  // Anthracyclines (and any drug whose record carries a doxorubicin equivalence) share one pool.
  const anthracyclines = drugIds.filter((id) => {
    const lim = infos.get(id)?.cumulativeLimit;
    return lim?.doxorubicinEquivalence !== undefined && lim.unit === 'mg/m2';
  });
  if (anthracyclines.length > 0) {
    let priorEq = 0;
    const priorParts: string[] = [];
    for (const [id, amount] of Object.entries(prior)) {
      const lim = lookup(id)?.cumulativeLimit;
      if (lim?.doxorubicinEquivalence !== undefined && lim.unit === 'mg/m2') {
        priorEq += amount * lim.doxorubicinEquivalence;
        priorParts.push(`${id} ${amount} mg/m² × ${lim.doxorubicinEquivalence}`);
      } else if (lim === undefined && lookup(id) === undefined && amount > 0) {
        warnings.push(
          `Prior ${id} (${amount}) could not be converted to doxorubicin equivalents: drug not in the knowledge base.`,
        );
      }
    }
    if (priorParts.length === 0) {
      warnings.push(
        'Prior anthracycline exposure is not recorded; the cumulative projection assumes none. Record it if any was given.',
      );
    }
    // The strictest ceiling among the anthracyclines planned or already given applies to the pool.
    const priorAnthracyclines = Object.entries(prior)
      .filter(([, amount]) => amount > 0)
      .map(([id]) => id);
    const limitEq = Math.min(
      ...[...anthracyclines, ...priorAnthracyclines].map((id) => {
        const lim = infos.get(id)?.cumulativeLimit ?? lookup(id)?.cumulativeLimit;
        return lim && lim.doxorubicinEquivalence !== undefined && lim.unit === 'mg/m2'
          ? limitInDoxorubicinEquivalents(lim.value, lim.doxorubicinEquivalence)
          : Number.POSITIVE_INFINITY;
      }),
    );
    const { phases, incomplete } = phaseExposures(regimen, calculated, (cc) => {
      if (!anthracyclines.includes(cc.drugId)) return 0;
      const factor = infos.get(cc.drugId)?.cumulativeLimit?.doxorubicinEquivalence ?? 1;
      const e = exposurePerCycle(cc, 'mg/m2', bsaM2);
      return e === null ? null : e * factor;
    });
    const r = projectCumulativeByPhase({
      priorTotal: priorEq,
      phases,
      limit: limitEq,
      unit: 'mg/m² doxorubicin equivalents',
    });
    if (incomplete) {
      warnings.push('Anthracycline projection is incomplete: a dose could not be calculated.');
    }
    if (r.status === 'ok') {
      if (r.alreadyAtLimit) {
        warnings.push(
          `Anthracycline cumulative limit: prior exposure ${fmt(priorEq, 1)} mg/m² doxorubicin equivalents is already at or above ${fmt(limitEq, 1)} mg/m².`,
        );
      } else if (r.wouldExceed && r.crossedAt) {
        const when = `cycle ${r.crossedAt.cycle} of ${r.crossedAt.phase}`;
        warnings.push(
          r.totalAfterPlanned !== undefined
            ? `Anthracycline cumulative limit: ${r.working}; the limit would be crossed in ${when}.`
            : `Anthracycline cumulative limit: ${r.working}.`,
        );
      }
    }
  }

  // Other drugs with their own lifetime limit (bleomycin units, mitomycin, ...).
  for (const id of drugIds) {
    const info = infos.get(id);
    const lim = info?.cumulativeLimit;
    if (!info || !lim || anthracyclines.includes(id)) continue;
    const priorAmount = prior[id];
    if (priorAmount === undefined) {
      warnings.push(
        `Prior ${info.name} exposure is not recorded; the cumulative projection assumes none. Record it if any was given.`,
      );
    }
    const { phases, incomplete } = phaseExposures(regimen, calculated, (cc) =>
      cc.drugId === id ? exposurePerCycle(cc, lim.unit, bsaM2) : 0,
    );
    const unitLabel = lim.unit === 'mg/m2' ? 'mg/m²' : lim.unit;
    if (incomplete) {
      warnings.push(
        `${info.name}: cumulative projection incomplete (dose unknown or unit mismatch).`,
      );
    }
    const r = projectCumulativeByPhase({
      priorTotal: priorAmount ?? 0,
      phases,
      limit: lim.value,
      unit: unitLabel,
    });
    if (r.status !== 'ok') continue;
    if (r.alreadyAtLimit) {
      warnings.push(
        `${info.name} cumulative limit: prior ${priorAmount} ${unitLabel} is already at or above ${lim.value} ${unitLabel}.`,
      );
    } else if (r.wouldExceed && r.crossedAt) {
      warnings.push(
        `${info.name} cumulative limit: ${r.working}; crossed in cycle ${r.crossedAt.cycle} of ${r.crossedAt.phase}.`,
      );
    }
  }
  return warnings;
}

/**
 * Calculates every dose of a regimen for one patient, showing the arithmetic.
 *
 * - BSA by `options.bsaFormula` (default Mosteller), rounded to 0.01 m² before dosing.
 * - Renal function by Cockcroft–Gault (weight basis `auto` unless chosen; optional SCr floor); it
 *   feeds the Calvert formula (GFR capped at 125 mL/min, FDA 2010) and the drug records' renal rules.
 * - The dose level (percentage of full dose) applies to components with `doseLevelApplies`.
 * - Per-dose caps: the regimen's `capMg` and the drug record's `doseCap`, whichever is lower.
 * - Cumulative limits: anthracyclines pooled in doxorubicin equivalents, other limited drugs
 *   individually, projected over the planned cycles from `priorCumulative`.
 *
 * Invalid patient data returns `invalid` with the fields named; a dose that cannot be calculated
 * (e.g. carboplatin when sex is unknown) is a component with status `unknown`, never a guess.
 */
export function calculateRegimen(
  regimen: Regimen,
  patientInput: unknown,
  drugInfo: DrugLookup,
  options: RegimenCalculationOptions = {},
): RegimenCalculation {
  const parsed = dosingPatientSchema.safeParse(patientInput);
  if (!parsed.success) return { status: 'invalid', issues: inputIssues(parsed.error) };
  const patient = parsed.data;
  const formula = options.bsaFormula ?? 'mosteller';
  const bsa = calculateBsa(patient.heightCm, patient.weightKg, formula);
  if (bsa.status !== 'ok') {
    return { status: 'invalid', issues: [{ field: 'heightCm', message: bsa.reason }] };
  }
  const bsaM2 = roundBsa(bsa.bsaM2);
  const working = [`${bsa.working}; ${fmt(bsaM2)} m² used for dosing`];
  const warnings: string[] = [];

  const cg = cockcroftGault({
    ageYears: patient.ageYears,
    heightCm: patient.heightCm,
    weightKg: patient.weightKg,
    sex: patient.sex,
    serumCreatinineMgDl: patient.serumCreatinineMgDl,
    weightBasis: options.crclWeightBasis ?? 'auto',
    scrFloorMgDl: options.scrFloorMgDl,
  });
  if (cg.status === 'ok') {
    working.push(...cg.working);
    warnings.push(...cg.notes);
  } else {
    warnings.push(`Creatinine clearance unknown: ${cg.reason}.`);
  }
  const egfr = ckdEpi2021(patient.ageYears, patient.sex, patient.serumCreatinineMgDl);
  if (egfr.status === 'ok') working.push(egfr.working);

  if (patient.ageYears < 18) {
    warnings.push(
      'These regimen doses come from adult trials and labels; paediatric dosing differs.',
    );
  }
  if (patient.doseLevelPercent !== undefined && patient.doseLevelPercent > 100) {
    warnings.push(`Dose level ${patient.doseLevelPercent}% is above the full protocol dose.`);
  }

  const reference = options.lowCreatinineReferenceMgDl ?? LOW_CREATININE_REFERENCE_MG_DL;
  const atReference =
    cg.status === 'ok' && !cg.scrFloorApplied && patient.serumCreatinineMgDl < reference
      ? cockcroftGault({
          ageYears: patient.ageYears,
          heightCm: patient.heightCm,
          weightKg: patient.weightKg,
          sex: patient.sex,
          serumCreatinineMgDl: patient.serumCreatinineMgDl,
          weightBasis: options.crclWeightBasis ?? 'auto',
          scrFloorMgDl: reference,
        })
      : null;
  const ctx: Context = {
    patient,
    bsaM2,
    crclMlMin: cg.status === 'ok' ? cg.crclMlMin : null,
    crclUnknownReason: cg.status === 'ok' ? null : cg.reason,
    referenceCrcl:
      atReference?.status === 'ok'
        ? { scrMgDl: reference, crclMlMin: atReference.crclMlMin }
        : null,
    options,
  };
  const components = regimen.phases.flatMap((phase) =>
    phase.components.map((c) => calculateComponent(phase, c, drugInfo(c.drugId), ctx)),
  );
  warnings.push(...cumulativeWarnings(regimen, components, drugInfo, patient, bsaM2));

  return {
    status: 'ok',
    regimenId: regimen.id,
    bsaM2,
    bsaFormula: formula,
    crclMlMin: ctx.crclMlMin,
    egfrMlMinPer173m2: egfr.status === 'ok' ? egfr.egfrMlMinPer173m2 : null,
    working,
    components,
    warnings,
  };
}

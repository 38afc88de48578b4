import type { BsaFormula } from '../dosing/bsa';
import type { CrclWeightBasis } from '../dosing/renal';

/*
 * A treatment plan as it is stored (one JSON document per plan) and as the API shows it. The
 * stored cycle status is what people did (released, completed, skipped); `due` and `held` are
 * read from the date and the labs each time the plan is shown, so a new lab changes them at once.
 */

export const PLAN_STATUSES = ['draft', 'signed', 'active', 'completed', 'discontinued'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const CYCLE_STATUSES = ['planned', 'due', 'held', 'released', 'completed', 'skipped'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];
/** What a person set; `due`/`held` are derived from the date and the labs. */
export type StoredCycleStatus = 'planned' | 'released' | 'completed' | 'skipped';

export const ORDER_STATUSES = [
  'planned',
  'signed',
  'verified',
  'administered',
  'held',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PLAN_INTENTS = ['curative', 'palliative', 'adjuvant', 'neoadjuvant'] as const;
export type PlanIntent = (typeof PLAN_INTENTS)[number];

export type DoseUnit = 'mg' | 'units';
export interface Quantity {
  value: number;
  unit: string;
}

export interface PlanMeasurements {
  heightCm: number;
  weightKg: number;
  bsa: number;
  bsaFormula: BsaFormula;
  crcl: number | null;
  crclWeightBasis: CrclWeightBasis;
  creatinine: number | null;
  /** When the record was read for these figures. */
  measuredAt: string;
  /** When the height and weight used were measured (null: no date on record; absent: older plans). */
  heightMeasuredAt?: string | null;
  weightMeasuredAt?: string | null;
  /** When the creatinine used was measured. */
  creatinineAt: string | null;
}

export interface OrderRounding {
  status: 'rounded' | 'not-rounded';
  /** Why a dose was left as calculated, or how it was made up ("3 × 500 mg + 2 × 150 mg"). */
  text: string;
  deviationPercent: number;
}

export interface OrderVerification {
  by: string;
  byName: string;
  at: string;
  independentDose: Quantity;
  variancePercent: number;
  acceptVarianceReason?: string;
}

export interface OrderAdministration {
  by: string;
  byName: string;
  at: string;
  doseGiven: Quantity;
  startedAt: string;
  completedAt?: string;
  secondCheckBy?: string;
}

export interface PlanOrder {
  id: string;
  drugId: string;
  drugName: string;
  rxcui: string | null;
  day: number;
  /** Every day the order covers (an oral course: days 1-14). */
  days: number[];
  timesPerDay: number;
  route: string;
  doseBasis: Quantity;
  /** Full protocol dose for this patient, before any modification. */
  fullDose: Quantity | null;
  calculatedDose: Quantity | null;
  roundedDose: Quantity | null;
  rounding: OrderRounding;
  modificationPercent: number;
  modificationReason?: string;
  status: OrderStatus;
  working: string[];
  warnings: string[];
  verification?: OrderVerification;
  administration?: OrderAdministration;
  /** An oncologist's hold of this one order: who, when, why, and the status it was held from. */
  hold?: { by: string; byName: string; at: string; reason: string; from: OrderStatus };
}

/** One treatment parameter: proceed when `lab operator threshold` holds. */
export interface ParameterDefinition {
  /** The lab the parameter reads: `anc`, `platelets`, `crcl`, `bilirubin`, `ast`, `alt`. */
  lab: string;
  label: string;
  operator: '<' | '<=' | '>' | '>=';
  threshold: number;
  unit: string;
  /** Threshold as a multiple of the upper limit of normal, when the source states it so. */
  xUln?: number;
  action: string;
  text: string;
  drugIds: string[];
  source: string;
}

export interface ParameterResult extends ParameterDefinition {
  latest: { value: number; unit: string; timestamp: string } | null;
  met: boolean | null;
  /** Why met is null: no value, a value too old, or a value that cannot be worked out. */
  reason?: string;
}

export interface StoredCycle {
  number: number;
  phaseId: string;
  startDate: string;
  status: StoredCycleStatus;
  signedBy?: string;
  signedByName?: string;
  signedAt?: string;
  release?: {
    by: string;
    byName: string;
    at: string;
    overrideReason?: string;
    /** The parameters as they stood when the cycle was released. */
    parameters: ParameterResult[];
  };
  orders: PlanOrder[];
}

export interface StoredPlan {
  regimenId: string;
  regimenName: string;
  status: PlanStatus;
  intent: PlanIntent;
  startDate: string;
  cycleLengthDays: number;
  doseRoundingPercent: 0 | 5 | 10;
  replacesCurrentTherapy: boolean;
  measurements: PlanMeasurements;
  parameters: ParameterDefinition[];
  /** Findings from the calculation to review before signing (caps, renal rules, record gaps). */
  warnings: string[];
  working: string[];
  cycles: StoredCycle[];
  discontinued?: { by: string; at: string; reason: string };
}

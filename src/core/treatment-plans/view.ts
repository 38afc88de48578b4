import { evaluateParameters, type ParameterPatient, type ParameterWindow } from './parameters';
import type { CycleStatus, ParameterResult, StoredCycle, StoredPlan } from './types';

export interface CycleView {
  cycle: StoredCycle;
  status: CycleStatus;
  parameters: ParameterResult[];
}

const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * A cycle as it stands now. A planned cycle whose date has come is `due`, or `held` when a
 * parameter is unmet (a missing or stale value keeps it `due` with `met: null`: release then needs
 * the value or an oncologist's override). A cycle not yet due shows the latest values with
 * `met: null`: parameters are judged on the due day. A released cycle shows the parameters as they
 * stood at release. A discontinued plan's cycles hold nothing.
 */
export function cycleView(
  plan: StoredPlan,
  cycle: StoredCycle,
  patient: ParameterPatient,
  now: number,
  windowDays: ParameterWindow,
): CycleView {
  if (cycle.release) {
    return { cycle, status: cycle.status, parameters: cycle.release.parameters };
  }
  const evaluated = evaluateParameters(plan.parameters, patient, now, windowDays);
  const terminal = plan.status === 'discontinued' || plan.status === 'completed';
  if (cycle.status !== 'planned' || terminal) {
    return { cycle, status: cycle.status, parameters: evaluated };
  }
  if (cycle.startDate > dayOf(now)) {
    return {
      cycle,
      status: 'planned',
      parameters: evaluated.map((p) => ({
        ...p,
        met: null,
        reason: `judged on the due day, ${cycle.startDate}`,
      })),
    };
  }
  const held = evaluated.some((p) => p.met === false);
  return { cycle, status: held ? 'held' : 'due', parameters: evaluated };
}

/** The first cycle that is due or held now (the one the alert engine and the nurse look at). */
export function dueCycle(
  plan: StoredPlan,
  patient: ParameterPatient,
  now: number,
  windowDays: ParameterWindow,
): CycleView | null {
  if (plan.status === 'discontinued' || plan.status === 'completed') return null;
  for (const c of plan.cycles) {
    const v = cycleView(plan, c, patient, now, windowDays);
    if (v.status === 'due' || v.status === 'held') return v;
  }
  return null;
}

/** The next cycle with orders still to sign (what `sign` acts on). */
export function nextCycleToSign(plan: StoredPlan): StoredCycle | null {
  return (
    plan.cycles.find(
      (c) =>
        (c.status === 'planned' || c.status === 'released') &&
        c.orders.some((o) => o.status === 'planned'),
    ) ?? null
  );
}

/** Cycles not given yet, from the first one not completed (for the cumulative projection). */
export function remainingCycles(plan: StoredPlan): number {
  return plan.cycles.filter((c) => c.status === 'planned' || c.status === 'released').length;
}

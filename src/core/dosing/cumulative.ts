import { fmt, inRange, unknown, type Unknown } from './outcome';

/**
 * Converts an anthracycline dose to doxorubicin equivalents: dose × factor, where the factor comes
 * from the drug record's `cumulativeLimit.doxorubicinEquivalence` (this module reads no files).
 * Doxorubicin's cardiotoxicity is dose-related: heart failure ≈ 5% at 400 mg/m² and 26% at
 * 550 mg/m² (Swain SM et al, Cancer 2003;97:2869, PMID 12767102).
 */
export function toDoxorubicinEquivalent(doseMgM2: number, factor: number): number {
  return doseMgM2 * factor;
}

/**
 * A drug's own lifetime limit expressed in doxorubicin equivalents: limit × factor. With the
 * record values for epirubicin (900 mg/m²) and its factor, this gives the doxorubicin-equivalent
 * ceiling the pooled anthracycline check compares against.
 */
export function limitInDoxorubicinEquivalents(limit: number, factor: number): number {
  return limit * factor;
}

export type CumulativeProjection =
  | {
      status: 'ok';
      priorTotal: number;
      perCycle: number;
      /** Undefined when the number of cycles is open (until progression). */
      plannedCycles: number | undefined;
      totalAfterPlanned: number | undefined;
      limit: number;
      /** Prior exposure already at or above the limit. */
      alreadyAtLimit: boolean;
      /** The planned cycles would take the total above the limit. */
      wouldExceed: boolean;
      /** Whole cycles that fit under the limit from now on. */
      cyclesWithinLimit: number;
      working: string;
    }
  | Unknown;

/**
 * Projects a lifetime cumulative dose: prior + per-cycle × planned cycles, against a limit, all in
 * one unit (mg/m², units or doxorubicin-equivalent mg/m²). The limit itself is an input; see the
 * drug record for its source.
 */
export function projectCumulative(input: {
  priorTotal: number;
  perCycle: number;
  plannedCycles: number | undefined;
  limit: number;
  unit: string;
}): CumulativeProjection {
  const { priorTotal, perCycle, plannedCycles, limit, unit } = input;
  if (!inRange(priorTotal, 0, Number.MAX_SAFE_INTEGER))
    return unknown('prior cumulative dose is not a number ≥ 0');
  if (!inRange(perCycle, 0, Number.MAX_SAFE_INTEGER))
    return unknown('per-cycle dose is not a number ≥ 0');
  if (!inRange(limit, 0, Number.MAX_SAFE_INTEGER, false))
    return unknown('cumulative limit must be positive');
  if (plannedCycles !== undefined && !(Number.isInteger(plannedCycles) && plannedCycles >= 0)) {
    return unknown('planned cycles must be a whole number');
  }
  const headroom = limit - priorTotal;
  const cyclesWithinLimit =
    headroom <= 0
      ? 0
      : perCycle === 0
        ? Number.POSITIVE_INFINITY
        : Math.floor(headroom / perCycle + 1e-9);
  const totalAfterPlanned =
    plannedCycles === undefined ? undefined : priorTotal + perCycle * plannedCycles;
  const wouldExceed = totalAfterPlanned !== undefined && totalAfterPlanned > limit + 1e-9;
  const working =
    totalAfterPlanned === undefined
      ? `${fmt(priorTotal, 1)} prior + ${fmt(perCycle, 1)} ${unit} per cycle; limit ${limit} ${unit} reached after ${cyclesWithinLimit} more cycle(s)`
      : `${fmt(priorTotal, 1)} prior + ${fmt(perCycle, 1)} × ${plannedCycles} cycles = ${fmt(totalAfterPlanned, 1)} ${unit} (limit ${limit} ${unit})`;
  return {
    status: 'ok',
    priorTotal,
    perCycle,
    plannedCycles,
    totalAfterPlanned,
    limit,
    alreadyAtLimit: priorTotal >= limit,
    wouldExceed,
    cyclesWithinLimit,
    working,
  };
}

export type PhaseExposure = {
  name: string;
  /** Exposure per cycle of this phase, in the limit's unit. */
  perCycle: number;
  /** Planned cycles; undefined when open-ended (until progression). */
  cycles: number | undefined;
};

export type PhasedProjection =
  | {
      status: 'ok';
      priorTotal: number;
      /** Total after every planned cycle; undefined when a phase is open-ended. */
      totalAfterPlanned: number | undefined;
      limit: number;
      alreadyAtLimit: boolean;
      /** The planned (or, for an open-ended phase, eventual) exposure goes above the limit. */
      wouldExceed: boolean;
      /** Where the limit is first passed: phase name and 1-based cycle within it. */
      crossedAt: { phase: string; cycle: number } | undefined;
      working: string;
    }
  | Unknown;

/**
 * Multi-phase version of `projectCumulative` (e.g. AC then paclitaxel, or pola-R-CHP then R):
 * walks the phases in order from the prior total and reports where the limit would first be passed.
 * An open-ended phase with a positive per-cycle exposure always reaches the limit eventually; the
 * cycle at which it does is reported.
 */
export function projectCumulativeByPhase(input: {
  priorTotal: number;
  phases: readonly PhaseExposure[];
  limit: number;
  unit: string;
}): PhasedProjection {
  const { priorTotal, phases, limit, unit } = input;
  if (!inRange(priorTotal, 0, Number.MAX_SAFE_INTEGER))
    return unknown('prior cumulative dose is not a number ≥ 0');
  if (!inRange(limit, 0, Number.MAX_SAFE_INTEGER, false))
    return unknown('cumulative limit must be positive');
  for (const p of phases) {
    if (!inRange(p.perCycle, 0, Number.MAX_SAFE_INTEGER))
      return unknown(`per-cycle exposure of ${p.name} is not a number ≥ 0`);
    if (p.cycles !== undefined && !(Number.isInteger(p.cycles) && p.cycles >= 0)) {
      return unknown(`planned cycles of ${p.name} must be a whole number`);
    }
  }
  const eps = 1e-9;
  let total = priorTotal;
  let crossedAt: { phase: string; cycle: number } | undefined;
  let openEnded = false;
  const parts: string[] = [`${fmt(priorTotal, 1)} prior`];
  for (const p of phases) {
    if (p.perCycle === 0) continue;
    if (crossedAt === undefined) {
      const headroom = limit - total;
      const cyclesToCross = headroom < 0 ? 1 : Math.floor(headroom / p.perCycle + eps) + 1;
      if (p.cycles === undefined || cyclesToCross <= p.cycles) {
        crossedAt = priorTotal > limit + eps ? undefined : { phase: p.name, cycle: cyclesToCross };
      }
    }
    if (p.cycles === undefined) {
      openEnded = true;
      parts.push(`${fmt(p.perCycle, 1)} per cycle of ${p.name} (open-ended)`);
      break;
    }
    total += p.perCycle * p.cycles;
    parts.push(`${fmt(p.perCycle, 1)} × ${p.cycles} (${p.name})`);
  }
  const alreadyAtLimit = priorTotal >= limit - eps;
  const totalAfterPlanned = openEnded ? undefined : total;
  const wouldExceed = priorTotal > limit + eps || crossedAt !== undefined;
  const tail =
    totalAfterPlanned === undefined
      ? crossedAt
        ? `; limit ${limit} ${unit} passed in cycle ${crossedAt.cycle} of ${crossedAt.phase}`
        : ''
      : ` = ${fmt(totalAfterPlanned, 1)} ${unit} (limit ${limit} ${unit})`;
  return {
    status: 'ok',
    priorTotal,
    totalAfterPlanned,
    limit,
    alreadyAtLimit,
    wouldExceed,
    crossedAt,
    working: parts.join(' + ') + tail,
  };
}

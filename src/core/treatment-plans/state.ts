import { DomainError } from '../errors';
import type { CycleStatus, OrderStatus, PlanStatus } from './types';

/*
 * The plan, cycle and order state machines. Every change goes through `assertTransition`, so a
 * forbidden step (administering an unverified order, releasing a completed cycle, signing a
 * discontinued plan) is refused in one place with a 409 that names both states.
 */

export const PLAN_TRANSITIONS: Record<PlanStatus, readonly PlanStatus[]> = {
  draft: ['signed', 'discontinued'],
  signed: ['active', 'discontinued'],
  active: ['completed', 'discontinued'],
  completed: [],
  discontinued: [],
};

/** `planned → due` comes with the date; `due ⇄ held` with the labs; the rest are people's acts. */
export const CYCLE_TRANSITIONS: Record<CycleStatus, readonly CycleStatus[]> = {
  planned: ['due', 'skipped'],
  due: ['held', 'released', 'skipped'],
  held: ['due', 'released', 'skipped'],
  released: ['completed', 'skipped'],
  completed: [],
  skipped: [],
};

/** A modification sends a signed or verified order back to `planned`: it must be signed again. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  planned: ['signed', 'cancelled'],
  signed: ['verified', 'held', 'planned', 'cancelled'],
  verified: ['administered', 'held', 'planned', 'cancelled'],
  held: ['signed', 'planned', 'cancelled'],
  administered: [],
  cancelled: [],
};

const TABLES = { plan: PLAN_TRANSITIONS, cycle: CYCLE_TRANSITIONS, order: ORDER_TRANSITIONS };

export function canTransition<K extends keyof typeof TABLES>(
  kind: K,
  from: keyof (typeof TABLES)[K],
  to: string,
): boolean {
  const table = TABLES[kind] as Record<string, readonly string[]>;
  return (table[from as string] ?? []).includes(to);
}

export function assertTransition<K extends keyof typeof TABLES>(
  kind: K,
  from: keyof (typeof TABLES)[K],
  to: string,
  what: string,
): void {
  if (!canTransition(kind, from, to)) {
    throw new DomainError(
      'conflict',
      `${what} is ${String(from)} and cannot become ${to}`,
      { [kind]: what, from, to },
    );
  }
}

import { EFFORT_POINTS, SPRINT_CAPACITY_POINTS } from '../config/constants';
import { PRIORITIES, isResolvedStatus, type Ticket } from './schemas';

export interface SprintPlan {
  current: Ticket[];
  next: Ticket[];
  backlog: Ticket[];
  pointsCurrent: number;
  pointsNext: number;
}

export function ticketPoints(ticket: Pick<Ticket, 'effort'>): number {
  return EFFORT_POINTS[ticket.effort];
}

function timeOf(timestamp: string): number {
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/**
 * Plans two sprints (SPEC §4, §9). Tickets whose status is done, closed or wont_fix are left out.
 * The rest are ordered by priority (critical, high, medium, low), then oldest first, then input
 * order. Each ticket in turn goes into the current sprint if its points (EFFORT_POINTS) still fit
 * under SPRINT_CAPACITY_POINTS, otherwise into the next sprint if they fit there, otherwise into
 * the backlog: a greedy first fit. So a large ticket that does not fit lets smaller, later tickets
 * fill the remaining room; the price is that a lower-priority small ticket can land in an earlier
 * sprint than a higher-priority large one. No single size exceeds the capacity (xxl is 21 of 40),
 * so every ticket fits an empty sprint.
 */
export function planSprints(tickets: readonly Ticket[]): SprintPlan {
  const rank = (t: Ticket) => PRIORITIES.indexOf(t.priority);
  const open = tickets
    .map((ticket, index) => ({ ticket, index, time: timeOf(ticket.timestamp) }))
    .filter(({ ticket }) => !isResolvedStatus(ticket.status))
    .sort(
      (a, b) =>
        rank(a.ticket) - rank(b.ticket) ||
        (a.time === b.time ? 0 : a.time < b.time ? -1 : 1) ||
        a.index - b.index,
    );

  const plan: SprintPlan = { current: [], next: [], backlog: [], pointsCurrent: 0, pointsNext: 0 };
  for (const { ticket } of open) {
    const points = ticketPoints(ticket);
    if (plan.pointsCurrent + points <= SPRINT_CAPACITY_POINTS) {
      plan.current.push(ticket);
      plan.pointsCurrent += points;
    } else if (plan.pointsNext + points <= SPRINT_CAPACITY_POINTS) {
      plan.next.push(ticket);
      plan.pointsNext += points;
    } else {
      plan.backlog.push(ticket);
    }
  }
  return plan;
}

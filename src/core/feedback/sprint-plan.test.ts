import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EFFORT_POINTS, SPRINT_CAPACITY_POINTS, type EffortSize } from '../config/constants';
import {
  EFFORT_SIZES,
  FEEDBACK_STATUSES,
  PRIORITIES,
  isResolvedStatus,
  type FeedbackStatus,
  type Priority,
  type Ticket,
} from './schemas';
import { planSprints, ticketPoints } from './sprint-plan';

let seq = 0;
function ticket(
  id: string,
  effort: EffortSize,
  priority: Priority = 'medium',
  status: FeedbackStatus = 'new',
  minute = seq++,
): Ticket {
  return {
    id,
    type: 'bug',
    category: 'general',
    priority,
    effort,
    title: id,
    description: id,
    labels: [],
    timestamp: new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString(),
    status,
  };
}
const ids = (list: Ticket[]) => list.map((t) => t.id);

// SPEC §4/§9: priority order critical > high > medium > low; 40 points per sprint; points
// xs 1, s 2, m 5, l 8, xl 13, xxl 21; done/closed/wont_fix excluded.
describe('planSprints', () => {
  it.each([
    ['five l fill the current sprint exactly', ['l', 'l', 'l', 'l', 'l'], [5, 0, 0], [40, 0]],
    ['a sixth l spills into next', ['l', 'l', 'l', 'l', 'l', 'l'], [5, 1, 0], [40, 8]],
    ['one xxl per sprint, then backlog', ['xxl', 'xxl', 'xxl', 'xxl'], [1, 1, 2], [21, 21]],
    [
      'xxl + xl = 34, then s + s = 38, then xs x2 = 40',
      ['xxl', 'xl', 's', 's', 'xs', 'xs'],
      [6, 0, 0],
      [40, 0],
    ],
    ['nothing to plan', [], [0, 0, 0], [0, 0]],
  ] as const)('%s', (_name, efforts, [nCurrent, nNext, nBacklog], [pCurrent, pNext]) => {
    const plan = planSprints(efforts.map((e, i) => ticket(`t${i}`, e)));
    expect([plan.current.length, plan.next.length, plan.backlog.length]).toEqual([
      nCurrent,
      nNext,
      nBacklog,
    ]);
    expect([plan.pointsCurrent, plan.pointsNext]).toEqual([pCurrent, pNext]);
  });

  it('orders by priority, then oldest first, whatever the input order', () => {
    const plan = planSprints([
      ticket('low-old', 'xs', 'low', 'new', 1),
      ticket('medium', 'xs', 'medium', 'new', 2),
      ticket('critical-new', 'xs', 'critical', 'new', 9),
      ticket('high', 'xs', 'high', 'new', 3),
      ticket('critical-old', 'xs', 'critical', 'new', 0),
    ]);
    expect(ids(plan.current)).toEqual([
      'critical-old',
      'critical-new',
      'high',
      'medium',
      'low-old',
    ]);
  });

  it('keeps input order between tickets with the same priority and time', () => {
    const plan = planSprints([
      ticket('b', 's', 'high', 'new', 5),
      ticket('a', 's', 'high', 'new', 5),
    ]);
    expect(ids(plan.current)).toEqual(['b', 'a']);
  });

  it('first fit: a ticket that does not fit lets a smaller, later one fill the room', () => {
    const plan = planSprints([
      ticket('c1', 'xxl', 'critical'),
      ticket('c2', 'xl', 'critical'),
      ticket('h1', 'l', 'high'),
      ticket('low', 'm', 'low'),
    ]);
    // 21 + 13 = 34; h1 (8) would make 42 → next; low (5) makes 39 → current.
    expect(ids(plan.current)).toEqual(['c1', 'c2', 'low']);
    expect(ids(plan.next)).toEqual(['h1']);
    expect([plan.pointsCurrent, plan.pointsNext]).toEqual([39, 8]);
  });

  it.each([
    ['done', false],
    ['closed', false],
    ['wont_fix', false],
    ['new', true],
    ['triaged', true],
    ['in_progress', true],
  ] as const)('status %s is planned: %s', (status, planned) => {
    const plan = planSprints([ticket('x', 'm', 'high', status)]);
    expect(plan.current.length).toBe(planned ? 1 : 0);
    expect(isResolvedStatus(status)).toBe(!planned);
  });

  const arbTicket = fc
    .record({
      effort: fc.constantFrom(...EFFORT_SIZES),
      priority: fc.constantFrom(...PRIORITIES),
      status: fc.constantFrom(...FEEDBACK_STATUSES),
      minute: fc.integer({ min: 0, max: 50 }),
    })
    .map(({ effort, priority, status, minute }) => ({ effort, priority, status, minute }));

  it('never exceeds capacity, plans each open ticket once, backlogs only what cannot fit', () => {
    fc.assert(
      fc.property(fc.array(arbTicket, { maxLength: 40, size: 'max' }), (specs) => {
        const tickets = specs.map((s, i) =>
          ticket(`t${i}`, s.effort, s.priority, s.status, s.minute),
        );
        const plan = planSprints(tickets);
        const sum = (list: Ticket[]) => list.reduce((n, t) => n + EFFORT_POINTS[t.effort], 0);
        expect(plan.pointsCurrent).toBe(sum(plan.current));
        expect(plan.pointsNext).toBe(sum(plan.next));
        expect(plan.pointsCurrent).toBeLessThanOrEqual(SPRINT_CAPACITY_POINTS);
        expect(plan.pointsNext).toBeLessThanOrEqual(SPRINT_CAPACITY_POINTS);

        const planned = [...plan.current, ...plan.next, ...plan.backlog];
        const open = tickets.filter((t) => !isResolvedStatus(t.status));
        expect(ids(planned).sort()).toEqual(ids(open).sort());
        for (const t of plan.next) {
          expect(plan.pointsCurrent + ticketPoints(t)).toBeGreaterThan(SPRINT_CAPACITY_POINTS);
        }
        for (const t of plan.backlog) {
          expect(plan.pointsCurrent + ticketPoints(t)).toBeGreaterThan(SPRINT_CAPACITY_POINTS);
          expect(plan.pointsNext + ticketPoints(t)).toBeGreaterThan(SPRINT_CAPACITY_POINTS);
        }
        for (const list of [plan.current, plan.next, plan.backlog]) {
          const ranks = list.map((t) => PRIORITIES.indexOf(t.priority));
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        }
      }),
      { numRuns: 500 },
    );
  });
});

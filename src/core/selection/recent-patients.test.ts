import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_PATIENTS_LIMIT } from '../config/constants';
import { pushRecentPatient } from './recent-patients';

const p = (id: string, name = id) => ({ id, name });
const ids = (list: Array<{ id: string }>) => list.map((x) => x.id).join(',');

// SPEC §5/§9: existing moves to front, otherwise prepended, cut to 10.
describe('pushRecentPatient', () => {
  it.each([
    ['empty list', [], 'a', 'a'],
    ['new patient is prepended', ['b', 'c'], 'a', 'a,b,c'],
    ['existing patient moves to the front', ['b', 'a', 'c'], 'a', 'a,b,c'],
    ['already first stays first', ['a', 'b'], 'a', 'a,b'],
    ['cut to 10', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], 'x', 'x,1,2,3,4,5,6,7,8,9'],
    [
      'moving within a full list keeps 10',
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
      '10',
      '10,1,2,3,4,5,6,7,8,9',
    ],
  ])('%s', (_name, before, id, after) => {
    expect(
      ids(
        pushRecentPatient(
          before.map((x) => p(x)),
          p(id),
        ),
      ),
    ).toBe(after);
  });

  it('keeps the fresh copy of a patient and does not mutate the old list', () => {
    const before = [p('a', 'old'), p('b')];
    const after = pushRecentPatient(before, p('a', 'new'));
    expect(after[0]).toEqual({ id: 'a', name: 'new' });
    expect(before).toEqual([p('a', 'old'), p('b')]);
  });

  it('never holds duplicates or more than 10, and always starts with the pushed patient', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 60, size: 'max' }),
        (pushes) => {
          let list: Array<{ id: string; name: string }> = [];
          for (const n of pushes) {
            list = pushRecentPatient(list, p(String(n)));
            expect(list[0]?.id).toBe(String(n));
            expect(list.length).toBeLessThanOrEqual(RECENT_PATIENTS_LIMIT);
            expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
          }
        },
      ),
    );
  });
});

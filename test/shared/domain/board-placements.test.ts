import { describe, expect, it } from 'vitest';
import type { ScheduledWork } from '../../../src/shared/contract/scheduled-work';
import {
  addWork,
  dayWork,
  moveDay,
  moveWork,
  removeWork,
  reorderWork,
  replaceWork,
} from '../../../src/shared/domain/board-placements';
import { scheduledWorkRow } from '../../support/scheduled-work-row';

const crew = { id: 'c1', name: 'Oak', color: '#2e7d32', isArchived: false };
const other = { id: 'c2', name: 'Ash', color: '#1d4a86', isArchived: false };
const MON = { crewId: 'c1', day: '2026-03-09' };
const TUE = { crewId: 'c1', day: '2026-03-10' };

const row = (scheduleId: string, sortOrder: number, date = MON.day, on: ScheduledWork['crew'] = crew) =>
  scheduledWorkRow(scheduleId, sortOrder, date, on);

const order = (rows: ScheduledWork[], day = MON) => dayWork(rows, day).map((work) => [work.scheduleId, work.sortOrder]);

describe('board placements (optimistic picture)', () => {
  const day = [row('a', 1), row('b', 2), row('c', 3)];

  it('appends new work to the end of its day', () => {
    expect(order(addWork(day, row('x', 99)))).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['x', 4],
    ]);
  });

  it('never draws a job twice on one crew-day (the server skips such a placement)', () => {
    const again = { ...row('pending-b', 99), estimateId: 'e-b' };
    expect(addWork(day, again)).toEqual(day);
    expect(order(addWork(day, { ...again, scheduledDate: TUE.day }), TUE)).toEqual([['pending-b', 1]]);
  });

  it('replaces a card drawn before the answer by the stored placement, in its place, never twice', () => {
    const drawn = addWork(day, row('pending-x', 99));
    expect(order(replaceWork(drawn, 'pending-x', [row('x', 4)]))).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['x', 4],
    ]);
    // The server said "already there": the stored row the board holds is not repeated.
    expect(order(replaceWork(addWork(day, row('pending-b', 99)), 'pending-b', [row('b', 2)]))).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    // A board read again meanwhile (no card drawn) is left as it is.
    expect(replaceWork(day, 'pending-x', [row('x', 4)])).toEqual(day);
  });

  it('closes the gap a removed stop leaves (dense 1..n)', () => {
    expect(order(removeWork(day, 'b'))).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
  });

  it('moves a stop to the end of another day and keeps both days dense', () => {
    const moved = moveWork([...day, row('t', 1, TUE.day)], 'a', TUE, crew);
    expect(order(moved)).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
    expect(order(moved, TUE)).toEqual([
      ['t', 1],
      ['a', 2],
    ]);
  });

  it('reorders within the day by the drive-order rule', () => {
    expect(order(reorderWork(day, MON, 'c', 0))).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });

  it('moves a whole day (bump, reassign) in its order, to the new crew', () => {
    const moved = moveDay(day, MON, { crewId: 'c2', day: MON.day }, other);
    expect(order(moved)).toEqual([]);
    expect(order(moved, { crewId: 'c2', day: MON.day })).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(dayWork(moved, { crewId: 'c2', day: MON.day })[0]?.crew).toEqual(other);
  });
});

import { describe, expect, it } from 'vitest';
import type { ScheduleBoard } from '../../../src/shared/contract/schedule-board';
import type { ScheduledWork } from '../../../src/shared/contract/scheduled-work';
import { indexBoardCells } from '../../../src/app/board/components/board-cells-index';
import { cellId } from '../../../src/app/dispatch/work-labels';
import { scheduledWorkRow } from '../../support/scheduled-work-row';

const crew = { id: 'c1', name: 'Oak', color: '#2e7d32', isArchived: false };
const MON = cellId('c1', '2026-03-09');
const TUE = cellId('c1', '2026-03-10');

const row = (scheduleId: string, sortOrder: number, date: string) =>
  scheduledWorkRow(scheduleId, sortOrder, date, crew);

const boardOf = (upcoming: ScheduledWork[]): ScheduleBoard => ({
  upcoming,
  needsAttention: [],
  appointments: [],
  crewDays: [],
});

describe('the board cells index', () => {
  it('groups placements by crew-day in drive order', () => {
    const cells = indexBoardCells(
      boardOf([row('b', 2, '2026-03-09'), row('c', 1, '2026-03-10'), row('a', 1, '2026-03-09')]),
    );
    expect(cells.workOf(MON).map((work) => work.scheduleId)).toEqual(['a', 'b']);
    expect(cells.workOf(TUE).map((work) => work.scheduleId)).toEqual(['c']);
    expect(cells.workOf(cellId(null, '2026-03-09'))).toEqual([]);
  });

  it('keeps the day arrays of unchanged crew-days, so only the changed cell is drawn again', () => {
    const a = row('a', 1, '2026-03-09');
    const c = row('c', 1, '2026-03-10');
    const before = indexBoardCells(boardOf([a, c]));
    const after = indexBoardCells(boardOf([a, c, row('d', 2, '2026-03-10')]), before);
    expect(after.workOf(MON)).toBe(before.workOf(MON));
    expect(after.workOf(TUE)).not.toBe(before.workOf(TUE));
    expect(after.workOf(TUE).map((work) => work.scheduleId)).toEqual(['c', 'd']);

    // A row of a day that is a new object (a moved or re-read placement) makes that day new.
    const reread = indexBoardCells(boardOf([{ ...a }, c]), before);
    expect(reread.workOf(MON)).not.toBe(before.workOf(MON));
    expect(reread.workOf(TUE)).toBe(before.workOf(TUE));
  });
});

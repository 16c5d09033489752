import type { BoardCrewDay, ScheduleBoard } from '../../../shared/contract/schedule-board';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import { cellId } from '../../dispatch/work-labels';

/** What a crew-day cell draws, found by its cell id. */
export interface BoardCellsIndex {
  /** The day's placements in drive order (the same answer as dayWork). */
  workOf: (cell: string) => ScheduledWork[];
  crewDayOf: (cell: string) => BoardCrewDay | undefined;
}

/** One shared empty day, so an idle cell's props stay the same from one render to the next. */
const NO_WORK: ScheduledWork[] = [];

const sameRows = (a: readonly ScheduledWork[], b: readonly ScheduledWork[]) =>
  a.length === b.length && a.every((row, index) => row === b[index]);

/**
 * The board's read grouped by crew-day in one pass. Filtering every placement for every cell costs
 * cells x placements (about 1,000 x 6,000 for the large organization) on each render.
 *
 * A day whose rows are the same objects as in `previous` (React Query keeps unchanged rows of a
 * new answer, and the board's optimistic changes copy only the rows they change) keeps its array
 * from `previous`, so that a change to one crew-day draws only that cell again.
 */
export function indexBoardCells(board: ScheduleBoard | undefined, previous?: BoardCellsIndex): BoardCellsIndex {
  const work = new Map<string, ScheduledWork[]>();
  for (const row of board?.upcoming ?? []) {
    const key = cellId(row.crew?.id ?? null, row.scheduledDate);
    const day = work.get(key);
    if (day) day.push(row);
    else work.set(key, [row]);
  }
  for (const [key, day] of work) {
    // Stable sort: rows of equal order keep the read's order, as dayWork's filter-then-sort does.
    day.sort((a, b) => a.sortOrder - b.sortOrder);
    const before = previous?.workOf(key);
    if (before && sameRows(before, day)) work.set(key, before);
  }
  const crewDays = new Map((board?.crewDays ?? []).map((day) => [cellId(day.crewId, day.date), day]));
  return { workOf: (cell) => work.get(cell) ?? NO_WORK, crewDayOf: (cell) => crewDays.get(cell) };
}

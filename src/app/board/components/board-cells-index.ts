import type { BoardCrewDay, ScheduleBoard, ScheduledWork } from '../../../shared/contract/schedule';
import { cellId } from '../../dispatch/work-labels';

/** What a crew-day cell draws, found by its cell id. */
export interface BoardCellsIndex {
  /** The day's placements in drive order (the same answer as dayWork). */
  workOf: (cell: string) => ScheduledWork[];
  crewDayOf: (cell: string) => BoardCrewDay | undefined;
}

/** One shared empty day, so an idle cell's props stay the same from one render to the next. */
const NO_WORK: ScheduledWork[] = [];

/**
 * The board's read grouped by crew-day in one pass. Filtering every placement for every cell costs
 * cells x placements (about 1,000 x 6,000 for the large organization) on each render.
 */
export function indexBoardCells(board: ScheduleBoard | undefined): BoardCellsIndex {
  const work = new Map<string, ScheduledWork[]>();
  for (const row of board?.upcoming ?? []) {
    const key = cellId(row.crew?.id ?? null, row.scheduledDate);
    const day = work.get(key);
    if (day) day.push(row);
    else work.set(key, [row]);
  }
  // Stable sort: rows of equal order keep the read's order, as dayWork's filter-then-sort does.
  for (const day of work.values()) day.sort((a, b) => a.sortOrder - b.sortOrder);
  const crewDays = new Map((board?.crewDays ?? []).map((day) => [cellId(day.crewId, day.date), day]));
  return { workOf: (cell) => work.get(cell) ?? NO_WORK, crewDayOf: (cell) => crewDays.get(cell) };
}

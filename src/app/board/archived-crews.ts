import { useMemo, useState } from 'react';
import type { Crew } from '../../shared/contract/crews';
import type { ScheduleBoard } from '../../shared/contract/schedule-board';
import { NO_CREW } from '../dispatch/work-labels';
import { useAddressParams } from '../lib/use-address-params';
import type { BoardRowModel } from './components/board-row';

/*
 * Archived crews take no new work, so their rows are hidden unless the address asks for them
 * (`?archived=shown`, the "Show archived crews" toggle); an archived crew that still holds work in
 * the days shown keeps its row, flagged, so the dispatcher reassigns that work.
 */

/** The address parameter of the toggle, which the Board link keeps with the days shown. */
export const ARCHIVED_CREWS_PARAM = 'archived';

/** Whether the board shows every archived crew's row (the address keeps it), and the toggle's way to change it. */
export function useShowArchivedCrews(): [boolean, (show: boolean) => void] {
  const [params, update] = useAddressParams();
  return [
    params.get(ARCHIVED_CREWS_PARAM) === 'shown',
    (show) => update({ [ARCHIVED_CREWS_PARAM]: show ? 'shown' : undefined }),
  ];
}

/** Of each archived crew holding work in the board's days, on how many of those days: crew id -> days. */
export function archivedCrewDays(board: ScheduleBoard | undefined): ReadonlyMap<string, number> {
  const days = new Map<string, Set<string>>();
  for (const work of board?.upcoming ?? []) {
    if (!work.crew?.isArchived) continue;
    const crewDays = days.get(work.crew.id) ?? new Set<string>();
    crewDays.add(work.scheduledDate);
    days.set(work.crew.id, crewDays);
  }
  return new Map([...days].map(([crewId, held]) => [crewId, held.size]));
}

const sameDays = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...a].every(([crewId, count]) => b.get(crewId) === count);

/**
 * archivedCrewDays of the board, the same map from one answer to the next while it says the same:
 * the rows are memoized on it, and a new row object draws the whole row again.
 */
export function useArchivedCrewDays(board: ScheduleBoard | undefined): ReadonlyMap<string, number> {
  const next = useMemo(() => archivedCrewDays(board), [board]);
  const [kept, setKept] = useState(next);
  if (kept === next || sameDays(kept, next)) return kept;
  setKept(next);
  return next;
}

/**
 * The board's rows: the working crews, the archived ones when shown or when they hold work in the
 * days shown (`heldDays`), then the row with no crew.
 */
export function boardRows(
  crews: readonly Crew[],
  heldDays: ReadonlyMap<string, number>,
  showArchived: boolean,
): BoardRowModel[] {
  return [
    ...crews
      .filter((crew) => crew.active || showArchived || heldDays.has(crew.id))
      .map((crew) => ({
        key: crew.id,
        crew,
        name: crew.name,
        daysToReassign: crew.active ? 0 : (heldDays.get(crew.id) ?? 0),
      })),
    { key: 'unassigned', crew: null, name: NO_CREW, daysToReassign: 0 },
  ];
}

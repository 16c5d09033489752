import { useDndContext } from '@dnd-kit/core';
import { dayWork, sameCrewDay, type CrewDayTarget } from '../../../shared/domain/board-placements';
import { isSameCrewDay } from '../../../shared/domain/crew-day';
import { loadAfter, type DayLoad } from '../../../shared/domain/capacity';
import { dropCell, isDragData, isDropData, type DragData } from '../../dispatch/drag-data';
import { useBoardCache } from './board-cache';
import { useCrewDayLoad } from './crew-day-load';

/** What a crew-day would hold once the dragged work lands on it. */
export type DropPreview = DayLoad & { overMinutes: number };

/**
 * While work is dragged over this crew-day, what the drop would do to it (before anything is sent):
 * its hours after and how far past its length. Null when nothing is over it, when the drop would
 * not add hours (a reorder within the day), or for the unassigned board, which has no length.
 */
export function useDropPreview(cell: CrewDayTarget): DropPreview | null {
  const { active, over } = useDndContext();
  const { loadOf, minutesOf } = useCrewDayLoad();
  const cache = useBoardCache();
  const drag = active?.data.current;
  const drop = over?.data.current;
  if (!isDragData(drag) || !isDropData(drop)) return null;
  const target = dropCell(drop);
  if (!target || !isSameCrewDay(target, cell)) return null;
  const load = loadOf(cell);
  const added = addedMinutes(drag, cell, minutesOf, () => cache.cachedRows());
  return load && added > 0 ? loadAfter(load, added) : null;
}

function addedMinutes(
  drag: DragData,
  cell: CrewDayTarget,
  minutesOf: (hours: number | null) => number,
  rows: () => Parameters<typeof dayWork>[0],
): number {
  switch (drag.kind) {
    case 'queue':
      return minutesOf(drag.row.remainingHours || null);
    case 'card':
      return sameCrewDay(drag.work, cell) ? 0 : minutesOf(drag.work.plannedHours);
    case 'day':
      return isSameCrewDay(drag.cell, cell)
        ? 0
        : dayWork(rows(), drag.cell).reduce((sum, row) => sum + minutesOf(row.plannedHours), 0);
  }
}

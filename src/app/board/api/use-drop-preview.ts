import { useCallback } from 'react';
import { dayWork, sameCrewDay, type CrewDayTarget } from '../../../shared/domain/board-placements';
import { loadAfter, type DayLoad } from '../../../shared/domain/capacity';
import { isSameCrewDay } from '../../../shared/domain/crew-day';
import type { DragData } from '../../dispatch/drag-data';
import { hoursToPlace } from '../../dispatch/hours-to-place';
import { minutesFigure } from '../../lib/format';
import { useBoardCache } from './board-cache';
import { useCrewDayLoad } from './crew-day-load';

/** What a crew-day would hold once the dragged work lands on it. */
export type DropPreview = DayLoad & { overMinutes: number };

/** "→ 9 / 8 h · 1 h over": the preview as the cell shows it. */
export const dropPreviewText = (preview: DropPreview) =>
  `→ ${minutesFigure(preview.bookedMinutes)} / ${minutesFigure(preview.dayLengthMinutes)} h${preview.overMinutes > 0 ? ` · ${minutesFigure(preview.overMinutes)} h over` : ''}`;

/** "the day would hold 9 of 8 h, 1 h over": the preview as the announcements say it. */
export const dropPreviewWords = (preview: DropPreview) =>
  `the day would hold ${minutesFigure(preview.bookedMinutes)} of ${minutesFigure(preview.dayLengthMinutes)} h${preview.overMinutes > 0 ? `, ${minutesFigure(preview.overMinutes)} h over` : ''}`;

/**
 * What dropping the dragged work on a crew-day would do to it, before anything is sent: its hours
 * after and how far past its length. Null when the drop adds no hours (a reorder within the day)
 * or for the no-crew row, which has no length.
 */
export function useDropLoad(): (drag: DragData, cell: CrewDayTarget) => DropPreview | null {
  const { loadOf, minutesOf } = useCrewDayLoad();
  const cache = useBoardCache();
  return useCallback(
    (drag, cell) => {
      const load = loadOf(cell);
      const added = addedMinutes(drag, cell, minutesOf, () => cache.cachedRows());
      return load && added > 0 ? loadAfter(load, added) : null;
    },
    [cache, loadOf, minutesOf],
  );
}

/** The preview of the one crew-day work is dragged over, by its cell id (`cellId`). */
export interface CellDropPreview {
  cellId: string;
  preview: DropPreview;
}

function addedMinutes(
  drag: DragData,
  cell: CrewDayTarget,
  minutesOf: (hours: number | null) => number,
  rows: () => Parameters<typeof dayWork>[0],
): number {
  switch (drag.kind) {
    case 'queue':
      return minutesOf(hoursToPlace(drag.row));
    case 'card':
      return sameCrewDay(drag.work, cell) ? 0 : minutesOf(drag.work.plannedHours);
    case 'day':
      return isSameCrewDay(drag.cell, cell)
        ? 0
        : dayWork(rows(), drag.cell).reduce((sum, row) => sum + minutesOf(row.plannedHours), 0);
  }
}

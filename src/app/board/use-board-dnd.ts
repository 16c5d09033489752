import {
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import type { BoardCrewDay } from '../../shared/contract/schedule-board';
import { sameCrewDay } from '../../shared/domain/board-placements';
import { labelOf } from './api/board-action-kit';
import type { BoardActions } from './api/use-board-actions';
import { dropPreviewWords, useDropLoad, type CellDropPreview } from './api/use-drop-preview';
import { formatColumnDay } from '../dispatch/board-days';
import { cellId } from '../dispatch/work-labels';
import { boardKeyboardCoordinates } from './board-keyboard';
import { findCrewDay } from './crew-target';
import {
  closedDayWords,
  dayDropRefusal,
  dropCell,
  isDragData,
  isDropData,
  type DragData,
  type DropData,
} from '../dispatch/drag-data';

const describeDrag = (drag: DragData) =>
  drag.kind === 'queue'
    ? drag.row.estimateNumber
    : drag.kind === 'card'
      ? drag.work.estimateNumber
      : `${drag.label} (the whole day)`;
/**
 * Where a drop lands, as the announcement says it: over a card of the day it came from, that card's
 * stop (a reorder); over any other card, its crew-day, which placed and moved work joins at the end.
 */
export const describeDrop = (drop: DropData, drag: DragData) => {
  if (drop.kind === 'cell') return drop.label;
  if (drop.kind !== 'card') return 'the queue';
  return drag.kind === 'card' && sameCrewDay(drag.work, drop.cell)
    ? `stop ${drop.index + 1} of ${formatColumnDay(drop.cell.day)}`
    : labelOf(drop.work.crew, drop.cell.day);
};

const isClosed = (drop: DropData): drop is Extract<DropData, { kind: 'cell' }> => drop.kind === 'cell' && drop.closed;

/**
 * A pointer drop lands where the pointer is, or nowhere (the crew names, a gap): never on a neighbour the dragged rectangle overlaps (a queue row is wider than a cell). A
 * keyboard drag has no pointer and uses the rectangles.
 */
export const boardCollisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

/**
 * The sensors' options, made once: useSensor keeps its sensor while its options are the same
 * object. New options at every render of the board made new sensors, and with them a new dnd-kit
 * context, which draws every cell, card and queue row again (hundreds of components) whenever the
 * board's data changed, a drop's optimistic picture and the server's answer included.
 */
const pointerOptions = { activationConstraint: { distance: 4 } };
const keyboardOptions = { coordinateGetter: boardKeyboardCoordinates };

/**
 * Drag and drop of the board: queue row -> cell places, card -> other cell moves, card within its
 * cell reorders, a day's grip -> another crew's cell on that date reassigns the day. Pointer and
 * keyboard (space, arrows, space) alike; every step is announced.
 */
export function useBoardDnd(actions: BoardActions, crewDays: readonly BoardCrewDay[]) {
  const dropLoad = useDropLoad();
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));

  // A pointer drag shows what it carries under the pointer (DragOverlay); a keyboard drag moves from
  // cell to cell by the dragged element's own rectangle, said by the announcements.
  const [pointerDrag, setPointerDrag] = useState(false);
  const onDragStart = ({ activatorEvent }: DragStartEvent) =>
    setPointerDrag(!(activatorEvent instanceof KeyboardEvent));
  // What the crew-day under the drag would hold: kept here, handed to that one cell only, so the
  // hundreds of other cells do not draw again at every step of a drag.
  const [dropPreview, setDropPreview] = useState<CellDropPreview | null>(null);
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const drag = active.data.current;
    const drop = over?.data.current;
    const cell = isDragData(drag) && isDropData(drop) && !isClosed(drop) ? dropCell(drop) : null;
    const preview = cell && isDragData(drag) ? dropLoad(drag, cell) : null;
    setDropPreview(cell && preview ? { cellId: cellId(cell.crewId, cell.day), preview } : null);
  };
  const onDragCancel = () => {
    setPointerDrag(false);
    setDropPreview(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setPointerDrag(false);
    setDropPreview(null);
    const drag = active.data.current;
    const drop = over?.data.current;
    if (!isDragData(drag) || !isDropData(drop)) return;
    if (isClosed(drop)) {
      actions.refuseClosedDay(drop.label);
      return;
    }
    const cell = dropCell(drop);
    if (!cell) return;
    if (drag.kind === 'queue') {
      void actions.place(drag.row, cell);
      return;
    }
    if (drag.kind === 'day') {
      if (cell.day !== drag.cell.day) actions.refuseDayMove(drag.cell, cell);
      else if (cell.crewId !== drag.cell.crewId) void actions.reassign(drag.cell, cell);
      return;
    }
    if (!sameCrewDay(drag.work, cell)) {
      void actions.move(drag.work, cell);
      return;
    }
    if (drop.kind !== 'card' || drop.work.scheduleId === drag.work.scheduleId) return;
    const version = findCrewDay(crewDays, cell)?.controlVersion;
    if (version !== undefined) void actions.reorder(cell, drag.work, drop.index, version);
  };

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) =>
        isDragData(active.data.current) ? `Picked up ${describeDrag(active.data.current)}.` : undefined,
      onDragOver: ({ active, over }) => {
        const drag = active.data.current;
        const drop = over?.data.current;
        if (!isDragData(drag) || !isDropData(drop)) return undefined;
        if (isClosed(drop))
          return `${describeDrag(drag)} is over ${drop.label}, an archived crew's day, which takes no new work.`;
        const cell = dropCell(drop);
        const preview = cell ? dropLoad(drag, cell) : null;
        return `${describeDrag(drag)} is over ${describeDrop(drop, drag)}${preview ? `; ${dropPreviewWords(preview)}` : ''}.`;
      },
      onDragEnd: ({ active, over }) => {
        const drag = active.data.current;
        const drop = over?.data.current;
        if (!isDragData(drag) || !isDropData(drop)) return 'Dropped outside the board; nothing changed.';
        if (isClosed(drop)) return closedDayWords(drop.label);
        const cell = dropCell(drop);
        const refusal = drag.kind === 'day' && cell ? dayDropRefusal(drag.cell, cell) : null;
        return refusal ?? `${describeDrag(drag)} was dropped on ${describeDrop(drop, drag)}.`;
      },
      onDragCancel: () => 'Drag cancelled; nothing changed.',
    }),
    [dropLoad],
  );

  return {
    sensors,
    collisionDetection: boardCollisions,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel,
    announcements,
    pointerDrag,
    dropPreview,
  };
}

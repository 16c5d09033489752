import {
  closestCorners,
  getFirstCollision,
  KeyboardCode,
  type ClientRect,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { isSameCrewDay } from '../../shared/domain/crew-day';
import { isDragData, isDropData } from '../dispatch/drag-data';

/** Inside the board's scroll box positions land on pixel fractions: the cell being left is not "ahead". */
const SAME_PLACE_PX = 1;

/** Whether a droppable lies in the arrow's direction from the dragged rectangle. */
const ahead: Partial<Record<string, (from: ClientRect, to: ClientRect) => boolean>> = {
  [KeyboardCode.Down]: (from, to) => to.top - from.top > SAME_PLACE_PX,
  [KeyboardCode.Up]: (from, to) => from.top - to.top > SAME_PLACE_PX,
  [KeyboardCode.Left]: (from, to) => from.left - to.left > SAME_PLACE_PX,
  [KeyboardCode.Right]: (from, to) => to.left - from.left > SAME_PLACE_PX,
};

/**
 * Arrow keys during a keyboard drag. Cards move as dnd-kit's sortable preset moves them; that
 * preset moves sortable items only, so a plain draggable (a queue row, a day's grip) hops to the
 * nearest crew-day cell in the arrow's direction instead (never back onto its own day).
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const sortable = sortableKeyboardCoordinates(event, args);
  if (sortable) return sortable;
  const { active, collisionRect, droppableRects, droppableContainers } = args.context;
  const isAhead = ahead[event.code];
  if (!isAhead || !active || !collisionRect) return undefined;
  const drag = active.data.current;
  const home = isDragData(drag) && drag.kind === 'day' ? drag.cell : null;
  const cells = droppableContainers.getEnabled().filter((entry) => {
    const drop = entry.data.current;
    const rect = droppableRects.get(entry.id);
    if (!rect || !isDropData(drop) || drop.kind !== 'cell') return false;
    return isAhead(collisionRect, rect) && !(home && isSameCrewDay(home, drop.cell));
  });
  const closest = getFirstCollision(
    closestCorners({ active, collisionRect, droppableRects, droppableContainers: cells, pointerCoordinates: null }),
    'id',
  );
  const rect = closest === null ? undefined : droppableRects.get(closest);
  return rect ? { x: rect.left, y: rect.top } : undefined;
};

import { useDndContext } from '@dnd-kit/core';
import { isDragData } from '../../dispatch/drag-data';
import { hoursToPlace } from '../../dispatch/hours-to-place';
import { hoursOrUnknown } from '../../lib/format';

/**
 * What follows the pointer while dragging (inside dnd-kit's DragOverlay): the job and its hours, or
 * the whole day; the dragged original stays in place, dimmed.
 */
export function DragOverlayCard() {
  const drag = useDndContext().active?.data.current;
  if (!isDragData(drag)) return null;
  const [title, detail] =
    drag.kind === 'queue'
      ? [drag.row.estimateNumber, hoursOrUnknown(hoursToPlace(drag.row))]
      : drag.kind === 'card'
        ? [drag.work.estimateNumber, hoursOrUnknown(drag.work.plannedHours)]
        : [drag.label, 'the whole day'];
  return (
    <div className="board-drag-overlay" aria-hidden="true">
      <strong>{title}</strong> <span>{detail}</span>
    </div>
  );
}

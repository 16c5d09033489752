import { useDraggable } from '@dnd-kit/core';
import type { CrewDayTarget } from '../../../shared/domain/board-placements';
import { dayHandleId, type DragData } from '../../dispatch/drag-data';

export interface DayDragHandleProps {
  cell: CrewDayTarget;
  label: string;
  /** A day holding nothing (or only work still being placed) has nothing to hand over. */
  disabled: boolean;
  tabIndex: number;
}

/** The grip of a whole crew-day: drop it on another crew's row, same date, to reassign the day. Space, arrows, space by keyboard. */
export function DayDragHandle({ cell, label, disabled, tabIndex }: DayDragHandleProps) {
  const data: DragData = { kind: 'day', cell, label };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dayHandleId(cell.crewId, cell.day),
    data,
    disabled,
  });
  if (disabled) return null;
  return (
    <span
      ref={setNodeRef}
      className={`board-cell__grip${isDragging ? ' board-cell__grip--dragging' : ''}`}
      {...attributes}
      {...listeners}
      tabIndex={tabIndex}
      aria-roledescription="draggable day"
      aria-label={`Move the day ${label} to another crew`}
      title="Drag onto another crew’s row to reassign the day"
    >
      ⠿
    </span>
  );
}

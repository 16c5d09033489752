import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { BoardCrewDay, ScheduledWork } from '../../../shared/contract/schedule';
import type { CellTarget } from '../../../shared/domain/board-placements';
import { plural } from '../../lib/plural';
import type { DropData } from '../drag-data';
import { cardId, cellId } from '../work-labels';
import { CapacityBar } from './capacity-bar';
import { WorkCard } from './work-card';

export interface CrewDayCellProps {
  cell: CellTarget;
  /** "Crew A, Mon, Nov 23". */
  label: string;
  work: ScheduledWork[];
  crewDay: BoardCrewDay | undefined;
  dayLengthMinutes: number | null;
  /** An archived crew takes no new work: its cells accept no drop. */
  droppable: boolean;
  highlighted: boolean;
  onOpenDayActions: (cell: CellTarget, label: string) => void;
  onOpenWorkActions: (work: ScheduledWork) => void;
}

/** A crew's day: its cards in drive order, the capacity bar and the pin of a manual order. */
export function CrewDayCell({ cell, label, work, crewDay, dayLengthMinutes, droppable, highlighted, onOpenDayActions, onOpenWorkActions }: CrewDayCellProps) {
  const data: DropData = { kind: 'cell', cell, label };
  const { setNodeRef, isOver } = useDroppable({ id: cellId(cell.crewId, cell.date), data, disabled: !droppable });
  const pinned = crewDay?.orderMode === 'manual';
  const length = crewDay?.dayLengthMinutes ?? dayLengthMinutes;
  const classes = ['board-cell', isOver && 'board-cell--over', highlighted && 'board-cell--highlighted', !droppable && 'board-cell--closed'];
  return (
    <td
      ref={setNodeRef}
      className={classes.filter(Boolean).join(' ')}
      tabIndex={0}
      aria-label={`${label}: ${plural(work.length, 'job')}${pinned ? ', order pinned' : ''}${droppable ? '' : ', archived crew'}`}
      data-cell={cellId(cell.crewId, cell.date)}
    >
      <div className="board-cell__head">
        {pinned && (
          <span className="board-cell__pin" title="Order pinned (manual)" role="img" aria-label="Order pinned (manual)">
            📌
          </span>
        )}
        <button type="button" className="board-cell__menu" aria-label={`Day actions for ${label}`} onClick={() => onOpenDayActions(cell, label)}>
          ⋯
        </button>
      </div>
      {length !== null && <CapacityBar bookedMinutes={crewDay?.bookedMinutes ?? 0} dayLengthMinutes={length} />}
      <SortableContext items={work.map((row) => cardId(row.scheduleId))} strategy={verticalListSortingStrategy}>
        <ol className="board-cell__cards" aria-label={`Jobs of ${label} in drive order`}>
          {work.map((row, index) => (
            <WorkCard key={row.scheduleId} work={row} index={index} cell={cell} draggable={!row.scheduleId.startsWith('pending-')} onOpenActions={onOpenWorkActions} />
          ))}
        </ol>
      </SortableContext>
    </td>
  );
}

import { memo, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { BoardCrewDay } from '../../../shared/contract/schedule-board';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import type { CrewDayTarget } from '../../../shared/domain/board-placements';
import { plural } from '../../lib/plural';
import type { DropData } from '../../dispatch/drag-data';
import { cardId, cellId } from '../../dispatch/work-labels';
import { isPendingWork } from '../api/pending-work';
import { useRouteStatus } from '../api/route-status-queries';
import { useDayProgress } from '../api/work-progress-queries';
import { useDayTold } from '../api/told-visits-queries';
import { dropPreviewText, type DropPreview } from '../api/use-drop-preview';
import { BookedHours, CapacityBar } from './capacity-bar';
import { DayDragHandle } from './day-drag-handle';
import { DayProgress } from './progress-mark';
import { RouteStatusChip } from './route-status-chip';
import { WorkCard } from './work-card';
import { PinIcon } from '../../ui/pin-icon';

export interface CrewDayCellProps {
  cell: CrewDayTarget;
  /** "Crew A, Mon, Nov 23". */
  label: string;
  work: ScheduledWork[];
  crewDay: BoardCrewDay | undefined;
  dayLengthMinutes: number | null;
  /**
   * The day is narrow (the 14-day view): its capacity takes a line of its own under the head, where
   * its figure has the cell's width, instead of what the grip, route chip and menu leave of the head.
   */
  narrow: boolean;
  /** The day is before the organization's today: drawn muted, so work dropped there is not taken for upcoming. */
  past: boolean;
  /** An archived crew takes no new work: a drop on its cells is refused (said, nothing sent). */
  droppable: boolean;
  highlighted: boolean;
  /** The board's one Tab stop: the day and its controls are reached by Tab, other days by the arrow keys. */
  tabStop: boolean;
  /** What the day would hold once the work dragged over it is dropped. */
  dropPreview: DropPreview | null;
  onOpenDayActions: (cell: CrewDayTarget, label: string) => void;
  onOpenWorkActions: (work: ScheduledWork) => void;
  /** What a proposal would add to the day (ghost cards), drawn under its cards. */
  ghost?: ReactNode;
}

/**
 * A crew's day: its grip, route status, the pin of a manual order, the capacity bar and its cards in
 * drive order. Memoized: a change to another day of the board leaves this one's props as they were
 * (see indexBoardCells). dnd-kit draws every drop target again when a drag starts or ends
 * (useDroppable reads its context), so this part holds only what the drag changes: what the day
 * holds is CrewDayContent, drawn when the day changes.
 */
export const CrewDayCell = memo(function CrewDayCell({
  past,
  droppable,
  highlighted,
  tabStop,
  dropPreview: preview,
  ...day
}: CrewDayCellProps) {
  const { cell, label, work, crewDay, narrow } = day;
  const data: DropData = { kind: 'cell', cell, label, closed: !droppable };
  const { setNodeRef, isOver } = useDroppable({ id: cellId(cell.crewId, cell.day), data });
  const pinned = crewDay?.orderMode === 'manual';
  const tabIndex = tabStop ? 0 : -1;
  const classes = [
    'board-cell',
    isOver && (droppable ? 'board-cell--over' : 'board-cell--refuses'),
    preview && preview.overMinutes > 0 && 'board-cell--overbooks',
    highlighted && 'board-cell--highlighted',
    !droppable && 'board-cell--closed',
    past && 'board-cell--past',
    narrow && 'board-cell--narrow',
  ];
  return (
    <td
      ref={setNodeRef}
      className={classes.filter(Boolean).join(' ')}
      tabIndex={tabIndex}
      aria-label={`${label}: ${plural(work.length, 'job')}${pinned ? ', order pinned' : ''}${droppable ? '' : ', archived crew'}`}
      data-cell={cellId(cell.crewId, cell.day)}
    >
      <CrewDayContent {...day} past={past} tabIndex={tabIndex} preview={preview} />
    </td>
  );
});

/** What the day holds and says: the cell's props but those only the drop target reads. */
type CrewDayContentProps = Omit<CrewDayCellProps, 'droppable' | 'highlighted' | 'tabStop' | 'dropPreview'> & {
  tabIndex: number;
  preview: DropPreview | null;
};

/**
 * The capacity bar is the head's last item: comfortable cards wrap it to a line of its own, compact
 * ones keep it on the head's line, except on narrow days, where it is a line of its own under the
 * head (on the head's line fourteen days cut its figure to "5…").
 */
const CrewDayContent = memo(function CrewDayContent({
  cell,
  label,
  work,
  crewDay,
  dayLengthMinutes,
  narrow,
  past,
  tabIndex,
  preview,
  onOpenDayActions,
  onOpenWorkActions,
  ghost,
}: CrewDayContentProps) {
  const route = useRouteStatus(cell);
  const progress = useDayProgress(cell.day);
  const toldAt = useDayTold(cell.day);
  const jobs = work.map((row) => progress?.get(row.scheduleId));
  // How much is done is said once a crew has begun (or of a day gone by): on days ahead it is all "0 done".
  const begun = jobs.some((job) => (job?.done ?? 0) > 0);
  // A past day's drive is done: its status ("Frozen" on every one) would only be noise.
  const showRoute = route !== undefined && work.length > 0 && !past;
  const showProgress = progress !== undefined && work.length > 0 && (begun || past);
  const pinned = crewDay?.orderMode === 'manual';
  const placed = work.filter((row) => !isPendingWork(row));
  // The row says whether its days have a length: the no-crew row has none, whatever the read says.
  const length = dayLengthMinutes === null ? null : (crewDay?.dayLengthMinutes ?? dayLengthMinutes);
  const booked = crewDay?.bookedMinutes ?? 0;
  const capacity =
    length === null ? (
      booked > 0 && <BookedHours bookedMinutes={booked} />
    ) : (
      <CapacityBar
        bookedMinutes={booked}
        dayLengthMinutes={length}
        heldJobs={placed.filter((row) => row.plannedHours === null).length}
      />
    );
  return (
    <>
      <div className="board-cell__head">
        <DayDragHandle cell={cell} label={label} disabled={placed.length === 0} tabIndex={tabIndex} />
        {(showRoute || showProgress) && (
          // What gives way, whole, when a compact head's line is short: the booked hours never do.
          <span className="board-cell__status">
            {showRoute && <RouteStatusChip route={route} />}
            {showProgress && <DayProgress jobs={jobs} narrow={narrow} />}
          </span>
        )}
        {pinned && (
          <span className="board-cell__pin" title="Order pinned (manual)" role="img" aria-label="Order pinned (manual)">
            <PinIcon />
          </span>
        )}
        <button
          type="button"
          className="board-cell__menu"
          tabIndex={tabIndex}
          aria-label={`Day actions for ${label}`}
          onClick={() => onOpenDayActions(cell, label)}
        >
          ⋯
        </button>
        {!narrow && capacity}
      </div>
      {narrow && capacity && <div className="board-cell__load">{capacity}</div>}
      <SortableContext items={work.map(cardId)} strategy={verticalListSortingStrategy}>
        <ol className="board-cell__cards" aria-label={`Jobs of ${label} in drive order`}>
          {work.map((row, index) => (
            <WorkCard
              key={cardId(row)}
              work={row}
              index={index}
              cell={cell}
              draggable={!isPendingWork(row)}
              tabIndex={tabIndex}
              progress={progress?.get(row.scheduleId)}
              told={toldAt?.(row.estimateId) !== undefined}
              onOpenActions={onOpenWorkActions}
            />
          ))}
        </ol>
      </SortableContext>
      {ghost}
      {/* Under the cards, clear of the pointer and the overlay it carries. */}
      {preview && <DropPreviewNote preview={preview} />}
    </>
  );
});

/** While work is dragged over the day: its hours once dropped, in amber when that overbooks it (the announcements say it). */
function DropPreviewNote({ preview }: { preview: DropPreview }) {
  const over = preview.overMinutes > 0;
  return (
    <p className={`board-cell__preview${over ? ' board-cell__preview--over' : ''}`} aria-hidden="true">
      {dropPreviewText(preview)}
    </p>
  );
}

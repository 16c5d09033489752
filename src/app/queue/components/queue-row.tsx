import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { UnscheduledRow } from '../../../shared/contract/unscheduled';
import { daysBetween } from '../../../shared/domain/working-days';
import { formatColumnDay } from '../../dispatch/board-days';
import { queueItemId } from '../../dispatch/work-labels';
import { hoursOrUnknown } from '../../lib/format';
import type { DragData } from '../../dispatch/drag-data';
import { Badge } from '../../ui/badge';

export interface QueueRowProps {
  row: UnscheduledRow;
  today: string;
  selected: boolean;
  onSelect: (row: UnscheduledRow) => void;
}

/** The row's checkbox for planning, apart from its selection for fit: drawn when `onCheck` is given. */
export interface QueueRowCheckProps {
  checked?: boolean;
  /** The cap is reached and this row is not among the checked. */
  checkDisabled?: boolean;
  onCheck?: (estimateId: string, checked: boolean) => void;
}

/**
 * One piece of unscheduled work: drag it onto a crew-day, select it to see where it fits, or check
 * it to plan it with others. Memoized: a refetched queue keeps the rows that did not change. dnd-kit draws every row again when
 * a drag starts or ends (useDraggable reads its context), so this part holds only what the drag
 * changes; the badges and the select button are QueueRowDetails, drawn when the row changes.
 */
export const QueueRow = memo(function QueueRow({
  row,
  today,
  selected,
  onSelect,
  checked = false,
  checkDisabled = false,
  onCheck,
}: QueueRowProps & QueueRowCheckProps) {
  const data: DragData = { kind: 'queue', row };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: queueItemId(row.estimateId), data });
  const label = `Select ${row.estimateNumber} for planning`;
  return (
    <li
      ref={setNodeRef}
      className={[
        'queue-row',
        onCheck && 'queue-row--checkable',
        checked && 'queue-row--checked',
        selected && 'queue-row--selected',
        isDragging && 'queue-row--dragging',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {/* Outside the grip, so pressing it neither drags the row nor selects it for fit. */}
      {onCheck && (
        <input
          type="checkbox"
          className="queue-row__check"
          aria-label={label}
          title={checkDisabled ? `${label}: a plan takes no more jobs` : label}
          checked={checked}
          disabled={checkDisabled}
          onChange={(event) => onCheck(row.estimateId, event.target.checked)}
        />
      )}
      <div
        className="queue-row__grip"
        {...attributes}
        {...listeners}
        aria-roledescription="draggable queue job"
        title={[row.customerName, row.siteLabel].filter(Boolean).join(' · ') || undefined}
      >
        <strong>{row.estimateNumber}</strong> {row.customerName && `${row.customerName} · `}
        <span>{row.siteLabel ?? 'Site without a label'}</span>
      </div>
      <QueueRowDetails row={row} today={today} selected={selected} onSelect={onSelect} />
    </li>
  );
});

const QueueRowDetails = memo(function QueueRowDetails({ row, today, selected, onSelect }: QueueRowProps) {
  const age = row.acceptedAt ? daysBetween(row.acceptedAt.slice(0, 10), today) : null;
  return (
    <>
      <div className="queue-row__badges">
        {age !== null && <Badge>{`${age} d old`}</Badge>}
        {/* Done work in the queue waits only for its round: none of its own hours is left to say. */}
        {!(row.dueRound && row.remainingHours === 0) && (
          <Badge tone={row.estimatedHours === null ? 'warning' : 'neutral'}>
            {row.estimatedHours === null
              ? 'not estimated'
              : `${hoursOrUnknown(row.remainingHours)} of ${hoursOrUnknown(row.estimatedHours)} left`}
          </Badge>
        )}
        {row.dueRound && (
          <Badge
            tone={row.dueRound.overdue ? 'danger' : 'info'}
          >{`Round ${row.dueRound.round} (${hoursOrUnknown(row.dueRound.hours)}) due ${formatColumnDay(row.dueRound.dueOn)}`}</Badge>
        )}
        {row.latitude === null && <Badge tone="warning">no coordinates</Badge>}
        {row.serviceCategories.map((category) => (
          <span key={category} className="board-chip">
            {category}
          </span>
        ))}
      </div>
      {/* Beside the job on its first line, so a row takes two or three lines and the panel shows
          twice the rows it did; the name still asks the whole question. */}
      <button
        type="button"
        className="queue-row__select"
        aria-pressed={selected}
        aria-label={selected ? undefined : `Where does ${row.estimateNumber} fit?`}
        onClick={() => onSelect(row)}
      >
        {selected ? 'Selected' : 'Fit?'}
      </button>
    </>
  );
});

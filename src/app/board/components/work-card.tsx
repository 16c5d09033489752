import { memo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { JobDay, ScheduledWork } from '../../../shared/contract/scheduled-work';
import type { WorkProgress } from '../../../shared/contract/work-progress';
import type { CrewDayTarget } from '../../../shared/domain/board-placements';
import type { DragData } from '../../dispatch/drag-data';
import { compactCustomerName } from '../../dispatch/customer-names';
import { cardId, streetOf } from '../../dispatch/work-labels';
import { formatHours } from '../../lib/format';
import { useDensity } from '../board-density';
import { heldHoursSentence, heldHoursShort, usePlaceholderHours } from '../held-hours';
import { ProgressMark } from './progress-mark';
import { ToldMark } from './told-mark';

export interface WorkCardProps {
  work: ScheduledWork;
  index: number;
  cell: CrewDayTarget;
  draggable: boolean;
  /** 0 on the board's Tab stop day, else -1 (the arrow keys reach other days). */
  tabIndex: number;
  /** Lines done of the card's job (undefined while read). */
  progress?: WorkProgress | undefined;
  /** The customer was told the card's day (visit notices). */
  told?: boolean;
  onOpenActions: (work: ScheduledWork) => void;
}

/**
 * One placement: job number (and which of its job's days it is), customer, site, planned hours (or the hours held for it when not estimated), categories, in the crew's colour; drag it or open its actions.
 * dnd-kit draws every card again when a drag starts or ends (useSortable reads its context): this
 * part holds what the drag changes, and what the card says is WorkCardText, drawn only when its work changes.
 */
export const WorkCard = memo(function WorkCard({
  work,
  index,
  cell,
  draggable,
  tabIndex,
  progress,
  told = false,
  onOpenActions,
}: WorkCardProps) {
  const data: DragData = { kind: 'card', work, index, cell };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, activeIndex } = useSortable({
    id: cardId(work),
    data,
    disabled: !draggable,
  });
  // dnd-kit gives every card a transition while anything is dragged; only the cards of the day whose
  // order is being changed move, and the others keep their style, so a drag's start and drop do
  // not restyle every card of the board (a style recalculation in the drop's frame).
  const moves = activeIndex >= 0 || transform !== null;
  return (
    <li
      ref={setNodeRef}
      className={`board-card${isDragging ? ' board-card--dragging' : ''}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: moves ? transition : undefined,
        borderLeftColor: work.crew?.color ?? 'var(--color-border)',
      }}
      data-schedule-id={work.scheduleId}
    >
      <div
        className="board-card__grip"
        {...attributes}
        {...listeners}
        tabIndex={tabIndex}
        aria-roledescription="draggable job"
        title={[work.customerName, work.siteLabel, ...work.serviceCategories].filter(Boolean).join(' · ')}
      >
        <WorkCardText work={work} index={index} progress={progress} told={told} />
      </div>
      <button
        type="button"
        className="board-card__menu"
        tabIndex={tabIndex}
        aria-label={`Actions for ${work.estimateNumber}`}
        onClick={() => onOpenActions(work)}
      >
        ⋯
      </button>
    </li>
  );
});

/** "2/3": the card is the second of its job's three days, so a split job reads as one across the week. */
function JobDayMark({ jobDay }: { jobDay: JobDay }) {
  const words = `day ${jobDay.number} of ${jobDay.count}`;
  return (
    <>
      <span className="board-card__job-day" aria-hidden="true" title={`This job's ${words}`}>
        {jobDay.number}/{jobDay.count}
      </span>
      <span className="visually-hidden">, {words}</span>
    </>
  );
}

/**
 * The customer as a dispatcher on the phone looks for it: a person's surname, a business whole,
 * before the site and giving way with it; screen readers hear the whole name (and the title says it).
 */
function CustomerName({ name }: { name: string }) {
  const shown = compactCustomerName(name);
  return (
    <>
      <span className="board-card__customer" aria-hidden={shown === name ? undefined : true}>
        {shown}
      </span>
      {shown !== name && <span className="visually-hidden">{name}</span>}
      {' · '}
    </>
  );
}

const WorkCardText = memo(function WorkCardText({
  work,
  index,
  progress,
  told,
}: {
  work: ScheduledWork;
  index: number;
  progress: WorkProgress | undefined;
  told: boolean;
}) {
  const compact = useDensity() === 'compact';
  const placeholderHours = usePlaceholderHours();
  return (
    <>
      <span className="board-card__number">
        <span className="board-card__stop" aria-hidden="true">
          {index + 1}.
        </span>{' '}
        <span className="board-card__job">{work.estimateNumber}</span>
        {work.jobDay && <JobDayMark jobDay={work.jobDay} />}
        <ProgressMark progress={progress} />
        <ToldMark day={work.scheduledDate} told={told} />
      </span>
      <span className="board-card__site">
        {work.customerName && <CustomerName name={work.customerName} />}
        {compact ? streetOf(work.siteLabel) : work.siteLabel}
      </span>
      {work.plannedHours === null ? (
        <span
          className="board-card__hours board-card__hours--held"
          title={heldHoursSentence(placeholderHours)}
          aria-label={heldHoursSentence(placeholderHours)}
        >
          {heldHoursShort(placeholderHours)}
        </span>
      ) : (
        <span className="board-card__hours">{formatHours(work.plannedHours)}</span>
      )}
      {work.serviceCategories.length > 0 && (
        <span className="board-card__chips">
          {work.serviceCategories.map((category) => (
            <span key={category} className="board-chip">
              {category}
            </span>
          ))}
        </span>
      )}
    </>
  );
});

import { memo, useMemo, type ReactNode } from 'react';
import type { Crew } from '../../../shared/contract/crews';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import { dayLengthMinutes } from '../../../shared/domain/capacity';
import type { CrewDayTarget } from '../../../shared/domain/board-placements';
import { crewDayLabel } from '../../dispatch/board-days';
import { cellId } from '../../dispatch/work-labels';
import { plural } from '../../lib/plural';
import type { BoardCellsIndex } from './board-cells-index';
import type { CellDropPreview } from '../api/use-drop-preview';
import { CrewDayCell } from './crew-day-cell';

/** A row of the board: a crew, or the row with no crew (crew null). */
export interface BoardRowModel {
  key: string;
  crew: Crew | null;
  name: string;
  /** An archived crew's days shown that still hold its work (0 for a working crew): flagged for reassigning. */
  daysToReassign: number;
}

export interface BoardRowProps {
  row: BoardRowModel;
  /** The row's place among all rows (0-based), drawn or not: the virtualizer measures by it. */
  index: number;
  days: string[];
  /** The organization's today: the days before it are marked past. */
  today: string;
  cells: BoardCellsIndex;
  /** The highlighted cell when it is in this row, else null (so other rows need not draw again). */
  highlightedCell: string | null;
  /** The board's Tab stop (see useGridFocus) when it is in this row, else null. */
  tabStop: string | null;
  /** The drop preview when the crew-day it is for is in this row, else null. */
  dropPreview: CellDropPreview | null;
  measure: (element: HTMLTableRowElement | null) => void;
  onOpenDayActions: (cell: CrewDayTarget, label: string) => void;
  onOpenWorkActions: (work: ScheduledWork) => void;
  /** A proposal's ghost cards by cell id (see BoardGrid). */
  ghosts?: ReadonlyMap<string, ReactNode>;
}

/** More days than this make the days narrow (14 beside the rail at 1440 px: about 4.25rem each). */
const NARROW_AFTER_DAYS = 7;

const crewRef = (crew: Crew | null): ScheduledWork['crew'] =>
  crew && { id: crew.id, name: crew.name, color: crew.color, isArchived: !crew.active };

/**
 * One crew's days. Memoized: scrolling the board draws rows coming into view, and the rows already
 * drawn keep the same props (the index and callbacks do not change while scrolling).
 */
export const BoardRow = memo(function BoardRow({
  row,
  index,
  days,
  today,
  cells,
  highlightedCell,
  tabStop,
  dropPreview,
  measure,
  onOpenDayActions,
  onOpenWorkActions,
  ghosts,
}: BoardRowProps) {
  const { crew, name, daysToReassign } = row;
  const length = crew
    ? dayLengthMinutes({ dayStartMinutes: crew.dayStartMinutes, dayEndMinutes: crew.dayEndMinutes })
    : null;
  // The same targets from one render to the next, so a cell whose day did not change is not drawn again.
  const targets = useMemo(
    () =>
      days.map((date) => {
        const cell: CrewDayTarget = { crewId: crew?.id ?? null, day: date, crew: crewRef(crew) };
        return { cell, id: cellId(cell.crewId, date), label: crewDayLabel(name, date) };
      }),
    [crew, days, name],
  );
  return (
    // aria-rowindex: the header row is 1, so assistive technology hears "row 57 of 202" for a drawn row.
    <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <th scope="row" className={`board-grid__crew${daysToReassign > 0 ? ' board-grid__crew--reassign' : ''}`}>
        <span className="board-grid__crew-name">
          <span
            className="board-grid__swatch"
            style={{ background: crew?.color ?? 'transparent' }}
            aria-hidden="true"
          />
          {name}
          {crew && !crew.active && <span className="board-grid__archived"> (archived)</span>}
          {daysToReassign > 0 && (
            <span
              className="board-grid__reassign"
              title={`${name} is archived and takes no new work, yet holds work on ${plural(daysToReassign, 'day')} shown: reassign each of those days to a working crew (its menu, Reassign the day to).`}
            >
              {`Reassign its work: ${plural(daysToReassign, 'day')}`}
            </span>
          )}
        </span>
      </th>
      {targets.map(({ cell, id, label }) => {
        return (
          <CrewDayCell
            key={cell.day}
            cell={cell}
            label={label}
            work={cells.workOf(id)}
            crewDay={cells.crewDayOf(id)}
            dayLengthMinutes={length}
            narrow={days.length > NARROW_AFTER_DAYS}
            past={cell.day < today}
            droppable={!crew || crew.active}
            highlighted={highlightedCell === id}
            tabStop={tabStop === id}
            dropPreview={dropPreview?.cellId === id ? dropPreview.preview : null}
            onOpenDayActions={onOpenDayActions}
            onOpenWorkActions={onOpenWorkActions}
            ghost={ghosts?.get(id)}
          />
        );
      })}
    </tr>
  );
});

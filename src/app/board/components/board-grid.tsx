import type { Crew } from '../../../shared/contract/crews';
import type { ScheduleBoard, ScheduledWork } from '../../../shared/contract/schedule';
import { dayLengthMinutes } from '../../../shared/domain/capacity';
import { dayWork, type CellTarget } from '../../../shared/domain/board-placements';
import { formatColumnDay } from '../board-days';
import { findCrewDay } from '../crew-target';
import { cellId } from '../work-labels';
import { CrewDayCell } from './crew-day-cell';

export interface BoardGridProps {
  crews: Crew[];
  days: string[];
  board: ScheduleBoard | undefined;
  highlightedCell: string | null;
  onOpenDayActions: (cell: CellTarget, label: string) => void;
  onOpenWorkActions: (work: ScheduledWork) => void;
}

interface BoardRow {
  crew: Crew | null;
  name: string;
}

const crewRef = (crew: Crew | null): ScheduledWork['crew'] => crew && { id: crew.id, name: crew.name, color: crew.color, isArchived: !crew.active };

/** Crews by day: one row per crew (archived ones marked and closed to drops) and the unassigned row. */
export function BoardGrid({ crews, days, board, highlightedCell, onOpenDayActions, onOpenWorkActions }: BoardGridProps) {
  const rows: BoardRow[] = [...crews.map((crew) => ({ crew, name: crew.name })), { crew: null, name: 'Unassigned' }];
  const upcoming = board?.upcoming ?? [];
  return (
    <div className="board-grid__scroll">
      <table className="board-grid" aria-label="Crew board">
        <thead>
          <tr>
            <th scope="col">Crew</th>
            {days.map((day) => (
              <th key={day} scope="col">
                {formatColumnDay(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ crew, name }) => (
            <tr key={crew?.id ?? 'unassigned'}>
              <th scope="row" className="board-grid__crew">
                <span className="board-grid__swatch" style={{ background: crew?.color ?? 'transparent' }} aria-hidden="true" />
                {name}
                {crew && !crew.active && <span className="board-grid__archived"> (archived)</span>}
              </th>
              {days.map((date) => {
                const cell: CellTarget = { crewId: crew?.id ?? null, date, crew: crewRef(crew) };
                const label = `${name}, ${formatColumnDay(date)}`;
                return (
                  <CrewDayCell
                    key={date}
                    cell={cell}
                    label={label}
                    work={dayWork(upcoming, cell)}
                    crewDay={findCrewDay(board?.crewDays ?? [], cell)}
                    dayLengthMinutes={crew ? dayLengthMinutes({ dayStartMinutes: crew.dayStartMinutes, dayEndMinutes: crew.dayEndMinutes }) : null}
                    droppable={!crew || crew.active}
                    highlighted={highlightedCell === cellId(cell.crewId, date)}
                    onOpenDayActions={onOpenDayActions}
                    onOpenWorkActions={onOpenWorkActions}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

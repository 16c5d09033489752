import type { VirtualItem } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Crew } from '../../../shared/contract/crews';
import type { ScheduleBoard } from '../../../shared/contract/schedule-board';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import type { CrewDayTarget } from '../../../shared/domain/board-placements';
import { formatColumnDay } from '../../dispatch/board-days';
import { cellId } from '../../dispatch/work-labels';
import { boardRows, useArchivedCrewDays } from '../archived-crews';
import type { CellDropPreview } from '../api/use-drop-preview';
import { useDensity, type BoardDensity } from '../board-density';
import { indexBoardCells, type BoardCellsIndex } from './board-cells-index';
import { BoardRow, type BoardRowModel } from './board-row';
import { useBoardRowWindow } from './use-board-row-window';
import { useGridFocus } from './use-grid-focus';

export interface BoardGridProps {
  crews: Crew[];
  /** Every archived crew's row, or only those of archived crews still holding work in the days shown. */
  showArchived: boolean;
  days: string[];
  /** The organization's today: its column is marked, and the Tab stop starts on it (or the first day after it) when shown. */
  today: string;
  board: ScheduleBoard | undefined;
  highlightedCell: string | null;
  /** What the crew-day under a drag would hold (null while nothing is dragged over one). */
  dropPreview: CellDropPreview | null;
  onOpenDayActions: (cell: CrewDayTarget, label: string) => void;
  onOpenWorkActions: (work: ScheduledWork) => void;
  /** What a proposal would add to crew-days (a plan's ghost cards), by cell id; drawn under each day's cards. */
  ghosts?: ReadonlyMap<string, ReactNode>;
}

/** The height of the rows not drawn above, between (the focused row) or below the drawn ones. */
interface Gap {
  key: string;
  height: number;
}

/** The drawn rows in order, each preceded by a gap row standing for the undrawn rows before it. */
function withGaps(items: readonly VirtualItem[], totalHeight: number): (VirtualItem | Gap)[] {
  const rows: (VirtualItem | Gap)[] = [];
  let drawnTo = 0;
  for (const item of items) {
    if (item.start > drawnTo) rows.push({ key: `gap-before-${item.index}`, height: item.start - drawnTo });
    rows.push(item);
    drawnTo = item.end;
  }
  if (totalHeight > drawnTo) rows.push({ key: 'gap-end', height: totalHeight - drawnTo });
  return rows;
}

const isGap = (row: VirtualItem | Gap): row is Gap => 'height' in row;

/** Roughly what a drawn row measures: a day's head and capacity bar, and a card's height per job of its fullest day. */
const rowPx: Record<BoardDensity, { head: number; card: number }> = {
  compact: { head: 36, card: 18 },
  comfortable: { head: 52, card: 34 },
};

function estimateRowHeight(
  row: BoardRowModel,
  days: readonly string[],
  cells: BoardCellsIndex,
  density: BoardDensity,
): number {
  const fullest = Math.max(0, ...days.map((day) => cells.workOf(cellId(row.crew?.id ?? null, day)).length));
  return rowPx[density].head + fullest * rowPx[density].card;
}

/**
 * The board's cells index, sharing with the last one every crew-day that did not change. The last
 * index is kept as state updated during render (React's way to use what a previous render saw).
 */
function useBoardCellsIndex(board: ScheduleBoard | undefined): BoardCellsIndex {
  const [last, setLast] = useState(() => ({ board, cells: indexBoardCells(board) }));
  if (last.board === board) return last.cells;
  const next = { board, cells: indexBoardCells(board, last.cells) };
  setLast(next);
  return next.cells;
}

/**
 * Crews by day: one row per working crew, archived crews' rows (marked and closed to drops) when shown
 * or when they still hold work, and the row with no crew.
 * Only the rows in view of the board's scroll box are drawn (200 crews make ~1,000 cells, each a
 * drop target); the day headers and the crew names stay in view while it scrolls. Until the board
 * is read no row is drawn: a crew-day saying "0 jobs" would be a guess.
 */
export function BoardGrid({
  crews,
  showArchived,
  days,
  today,
  board,
  highlightedCell,
  dropPreview,
  onOpenDayActions,
  onOpenWorkActions,
  ghosts,
}: BoardGridProps) {
  const heldDays = useArchivedCrewDays(board);
  const rows = useMemo(() => boardRows(crews, heldDays, showArchived), [crews, heldDays, showArchived]);
  const cells = useBoardCellsIndex(board);
  const density = useDensity();
  const slots = useMemo(
    () =>
      board ? rows.map((row) => ({ key: row.key, estimatedHeight: estimateRowHeight(row, days, cells, density) })) : [],
    [rows, days, cells, board, density],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const { virtualizer, onFocus, onBlur } = useBoardRowWindow(slots, scrollRef);
  const gridFocus = useGridFocus(rows, days, today, scrollRef, virtualizer);

  return (
    <div id="crew-board" tabIndex={-1} className="board-grid__scroll" ref={scrollRef}>
      <p id="crew-board-keys" className="visually-hidden">
        Arrow keys move between days and crews; Enter goes into a day, Space picks a job up and drops it.
      </p>
      <table
        className={`board-grid board-grid--${density}`}
        aria-label="Crew board"
        aria-describedby="crew-board-keys"
        aria-rowcount={rows.length + 1}
        aria-busy={board === undefined}
        style={{ '--board-days': days.length } as CSSProperties}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Crew</th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className={day === today ? 'board-grid__today' : day < today ? 'board-grid__past' : undefined}
                aria-current={day === today ? 'date' : undefined}
                title={day < today ? 'A past day' : undefined}
              >
                {formatColumnDay(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          onFocus={(event) => {
            onFocus(event);
            gridFocus.onFocus(event);
          }}
          onBlur={onBlur}
          onKeyDown={gridFocus.onKeyDown}
        >
          {withGaps(virtualizer.getVirtualItems(), virtualizer.getTotalSize()).map((item) => {
            if (isGap(item)) {
              return (
                <tr key={item.key} className="board-grid__gap" aria-hidden="true">
                  <td colSpan={days.length + 1} style={{ height: item.height }} />
                </tr>
              );
            }
            const row = rows[item.index];
            if (!row) return null;
            const rowPrefix = cellId(row.crew?.id ?? null, '');
            const inRow = highlightedCell?.startsWith(rowPrefix) ? highlightedCell : null;
            const previewInRow = dropPreview?.cellId.startsWith(rowPrefix) ? dropPreview : null;
            const tabStopInRow = gridFocus.tabStop?.startsWith(rowPrefix) ? gridFocus.tabStop : null;
            return (
              <BoardRow
                key={row.key}
                row={row}
                index={item.index}
                days={days}
                today={today}
                cells={cells}
                highlightedCell={inRow}
                tabStop={tabStopInRow}
                dropPreview={previewInRow}
                measure={virtualizer.measureElement}
                onOpenDayActions={onOpenDayActions}
                onOpenWorkActions={onOpenWorkActions}
                ghosts={ghosts}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

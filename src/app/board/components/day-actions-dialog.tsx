import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Crew } from '../../../shared/contract/crews';
import { UNASSIGNED_BOARD } from '../../../shared/contract/routes';
import { MAX_DAYS_FORWARD } from '../../../shared/contract/schedule-query';
import type { CrewDayTarget } from '../../../shared/domain/board-placements';
import { addWorkingDays } from '../../../shared/domain/working-days';
import type { BoardActions } from '../api/use-board-actions';
import { describeBump, describeReassign, type ReassignPreview } from '../api/overbooking';
import { bumpReadRange } from '../api/bump-preview';
import { crewBoardQuery } from '../../dispatch/board-queries';
import { useApi } from '../../lib/api-context';
import { labelOf } from '../api/board-action-kit';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useBoardRoute } from '../../dispatch/use-board-route';
import { NO_CREW } from '../../dispatch/work-labels';
import { crewTarget } from '../crew-target';
import { CrewPicker } from '../../dispatch/crew-picker';

export interface DayActionsDialogProps {
  cell: CrewDayTarget;
  label: string;
  crews: Crew[];
  actions: BoardActions;
  onClose: () => void;
  /** More ways out of the menu, from the page around the board (a crew's day as its phone shows it). */
  children?: ReactNode;
}

/** The menu of a crew-day (the keyboard way to bump and reassign it), and the way to its route review. */
export function DayActionsDialog({ cell, label, crews, actions, onClose, children }: DayActionsDialogProps) {
  const { review } = useBoardRoute();
  const [days, setDays] = useState('1');
  const others = crews.filter((crew) => crew.active && crew.id !== cell.crewId);
  // Only a crew's day is offered the no-crew row: handing a day to itself moves nothing.
  const fromUnassigned = cell.crewId === null;
  const [toCrew, setToCrew] = useState(fromUnassigned ? (others[0]?.id ?? '') : '');
  const count = Number(days);
  const validCount = Number.isInteger(count) && count >= 1 && count <= MAX_DAYS_FORWARD;
  const bumpTarget = validCount ? { ...cell, day: addWorkingDays(cell.day, count) } : null;
  const reassignTarget = crewTarget(crews, toCrew || null, cell.day);
  return (
    <Dialog title={`Day actions: ${label}`} onClose={onClose}>
      <form
        className="board-dialog__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!bumpTarget) return;
          onClose();
          void actions.bump(cell, count, bumpTarget);
        }}
      >
        <TextField
          label="Working days forward"
          type="number"
          min={1}
          max={MAX_DAYS_FORWARD}
          hint={`A whole number from 1 to ${MAX_DAYS_FORWARD}.`}
          error={validCount ? undefined : `must be a whole number from 1 to ${MAX_DAYS_FORWARD}`}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          data-autofocus
        />
        <Button type="submit" variant="primary" disabled={!validCount}>
          Bump the day
        </Button>
      </form>
      {bumpTarget && (
        <BumpNote cell={cell} days={count} targetLabel={labelOf(cell.crew, bumpTarget.day)} actions={actions} />
      )}
      <form
        className="board-dialog__row"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
          void actions.reassign(cell, reassignTarget);
        }}
      >
        <CrewPicker
          label="Reassign the day to"
          crews={others}
          notCrews={fromUnassigned ? [] : [{ id: '', name: NO_CREW }]}
          value={toCrew}
          onChange={setToCrew}
        />
        <Button type="submit" disabled={fromUnassigned && others.length === 0}>
          Reassign
        </Button>
      </form>
      <ReassignNote preview={actions.previewReassign(cell, reassignTarget)} />
      <div className="board-dialog__row">
        <Button
          onClick={() => {
            onClose();
            review({ crewId: cell.crewId ?? UNASSIGNED_BOARD, date: cell.day });
          }}
        >
          Review the route
        </Button>
        {children}
      </div>
    </Dialog>
  );
}

/** What a reassign will do to the receiving crew's day, before it is sent; amber when it overbooks. */
function ReassignNote({ preview }: { preview: ReassignPreview }) {
  const over = (preview.after?.overMinutes ?? 0) > 0;
  return (
    <p className={`board-dialog__preview${over ? ' board-dialog__preview--over' : ''}`} aria-live="polite">
      {describeReassign(preview)}
    </p>
  );
}

/**
 * What a bump will do, before it is sent: where each job lands and what each landing day then
 * holds, over the crew's days as the server has them (a bump can reach days the board does not show).
 */
function BumpNote({
  cell,
  days,
  targetLabel,
  actions,
}: {
  cell: CrewDayTarget;
  days: number;
  targetLabel: string;
  actions: BoardActions;
}) {
  const api = useApi();
  const crewId = cell.crewId;
  const ahead = useQuery({
    ...crewBoardQuery(api, crewId ?? '', bumpReadRange(cell, days)),
    enabled: crewId !== null,
  });
  if (crewId !== null && !ahead.data)
    return (
      <p className="board-dialog__preview" aria-live="polite">
        {ahead.isError ? `The days after ${targetLabel} could not be read.` : `Reading the days from ${targetLabel}…`}
      </p>
    );
  const preview = actions.previewBump(cell, days, ahead.data ?? null);
  const over = preview.landings.some((landing) => (landing.after?.overMinutes ?? 0) > 0);
  return (
    <p className={`board-dialog__preview${over ? ' board-dialog__preview--over' : ''}`} aria-live="polite">
      {describeBump(preview, targetLabel)}
    </p>
  );
}

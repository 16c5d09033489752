import { useState } from 'react';
import type { Crew } from '../../../shared/contract/crews';
import { UNASSIGNED_BOARD } from '../../../shared/contract/routes';
import type { CrewDayTarget } from '../../../shared/domain/board-placements';
import { addWorkingDays } from '../../../shared/domain/working-days';
import type { BoardActions } from '../api/use-board-actions';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useBoardRoute } from '../../dispatch/use-board-route';
import { crewTarget } from '../crew-target';

export interface DayActionsDialogProps {
  cell: CrewDayTarget;
  label: string;
  crews: Crew[];
  actions: BoardActions;
  onClose: () => void;
}

/** The menu of a crew-day (the keyboard way to bump and reassign it), and the way to its route review. */
export function DayActionsDialog({ cell, label, crews, actions, onClose }: DayActionsDialogProps) {
  const { review } = useBoardRoute();
  const [days, setDays] = useState('1');
  const [toCrew, setToCrew] = useState('');
  const count = Number(days);
  const validCount = Number.isInteger(count) && count >= 1 && count <= 60;
  const others = crews.filter((crew) => crew.active && crew.id !== cell.crewId);
  return (
    <Dialog title={`Day actions: ${label}`} onClose={onClose}>
      <form
        className="board-dialog__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!validCount) return;
          onClose();
          void actions.bump(cell, count, { ...cell, day: addWorkingDays(cell.day, count) });
        }}
      >
        <TextField
          label="Working days forward"
          type="number"
          min={1}
          max={60}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          data-autofocus
        />
        <Button type="submit" variant="primary" disabled={!validCount}>
          Bump the day
        </Button>
      </form>
      <form
        className="board-dialog__row"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
          void actions.reassign(cell, crewTarget(crews, toCrew || null, cell.day));
        }}
      >
        <SelectField label="Reassign the day to" value={toCrew} onChange={(event) => setToCrew(event.target.value)}>
          <option value="">Unassigned</option>
          {others.map((crew) => (
            <option key={crew.id} value={crew.id}>
              {crew.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit">Reassign</Button>
      </form>
      <div className="board-dialog__row">
        <Button
          onClick={() => {
            onClose();
            review({ crewId: cell.crewId ?? UNASSIGNED_BOARD, date: cell.day });
          }}
        >
          Review the route
        </Button>
      </div>
    </Dialog>
  );
}

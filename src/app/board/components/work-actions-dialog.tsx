import { useState } from 'react';
import type { Crew } from '../../../shared/contract/crews';
import { MAX_PLANNED_HOURS } from '../../../shared/contract/placements';
import { type ScheduledWork } from '../../../shared/contract/scheduled-work';
import { workDay } from '../../../shared/domain/board-placements';
import type { BoardActions } from '../api/use-board-actions';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { crewTarget } from '../crew-target';
import { CrewPicker } from '../../dispatch/crew-picker';
import { crewDayLabel, formatColumnDay } from '../../dispatch/board-days';
import { crewNameOf, NO_CREW } from '../../dispatch/work-labels';
import { JobVisits } from '../../dispatch/job-visits';

export interface WorkActionsDialogProps {
  work: ScheduledWork;
  /** The work's day in drive order, and the version its order was read at (absent: the day is not on the board). */
  day: ScheduledWork[];
  controlVersion: number | undefined;
  crews: Crew[];
  actions: BoardActions;
  onClose: () => void;
}

/**
 * The menu of a card (the keyboard way to reorder): the job's visits and hours placed, move it in
 * its day, set its hours, remove it, or put it next on a crew's day (emergency).
 */
export function WorkActionsDialog({ work, day, controlVersion, crews, actions, onClose }: WorkActionsDialogProps) {
  const [crewId, setCrewId] = useState(work.crew?.id ?? '');
  const [date, setDate] = useState(work.scheduledDate);
  const [hours, setHours] = useState(work.plannedHours === null ? '' : String(work.plannedHours));
  const plannedHours = Number(hours);
  // A day's share: more than nothing, at most one day (the contract's bound).
  const validHours = hours.trim() !== '' && plannedHours > 0 && plannedHours <= MAX_PLANNED_HOURS;
  // The version the dispatcher's decision rests on: a change since the menu opened must answer 409, not be overwritten.
  const [seenVersion] = useState(controlVersion);
  const index = day.findIndex((row) => row.scheduleId === work.scheduleId);
  // An emergency on another crew-day than the card's own would otherwise quietly add a second visit.
  const elsewhere = (crewId || null) !== (work.crew?.id ?? null) || date !== work.scheduledDate;
  const moveTo = (target: number) => {
    if (seenVersion === undefined) return;
    onClose();
    void actions.reorder(workDay(work), work, target, seenVersion);
  };
  return (
    <Dialog title={`${work.estimateNumber}, ${work.siteLabel}`} onClose={onClose}>
      <JobVisits job={work} around={work.scheduledDate} currentScheduleId={work.scheduleId} />
      <div className="board-dialog__row">
        <Button disabled={seenVersion === undefined || index <= 0} onClick={() => moveTo(index - 1)}>
          Earlier in the day
        </Button>
        <Button
          disabled={seenVersion === undefined || index < 0 || index >= day.length - 1}
          onClick={() => moveTo(index + 1)}
        >
          Later in the day
        </Button>
      </div>
      <form
        className="board-dialog__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!validHours) return;
          onClose();
          void actions.planHours(work, Math.round(plannedHours * 100) / 100);
        }}
      >
        <TextField
          label={`Hours on ${formatColumnDay(work.scheduledDate)}`}
          type="number"
          min={0.25}
          max={MAX_PLANNED_HOURS}
          step={0.25}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          error={hours.trim() !== '' && !validHours ? `between 0.25 and ${MAX_PLANNED_HOURS} hours` : undefined}
        />
        <Button type="submit" disabled={!validHours}>
          Set hours
        </Button>
      </form>
      <Button
        variant="danger"
        onClick={() => {
          onClose();
          void actions.remove(work);
        }}
      >
        Remove from {formatColumnDay(work.scheduledDate)}
      </Button>
      <form
        className="board-dialog__row"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
          // The button pressed says whether the card's own placement moves there or stays (a second visit).
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const moving = elsewhere && submitter?.value === 'move' ? work : undefined;
          void actions.emergency(work.estimateId, work.estimateNumber, crewTarget(crews, crewId || null, date), moving);
        }}
      >
        <CrewPicker
          label="Emergency: crew"
          crews={crews.filter((crew) => crew.active)}
          notCrews={[{ id: '', name: NO_CREW }]}
          value={crewId}
          onChange={setCrewId}
        />
        <TextField
          label="Emergency: day"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          required
        />
        {elsewhere ? (
          <>
            <Button type="submit" name="placement" value="move">
              Move it there, next
            </Button>
            <Button type="submit" name="placement" value="add">
              Add a visit there, next
            </Button>
          </>
        ) : (
          <Button type="submit">Put next</Button>
        )}
      </form>
      {elsewhere && (
        <p className="board-dialog__preview">
          {work.estimateNumber} is on {crewDayLabel(crewNameOf(work.crew), work.scheduledDate)}: move that visit to the
          emergency day, or keep it and add another?
        </p>
      )}
    </Dialog>
  );
}

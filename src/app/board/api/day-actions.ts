import { estimateStatusSchema } from '../../../shared/contract/estimates';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import { moveDay, moveWork, type CrewDayTarget } from '../../../shared/domain/board-placements';
import type { CrewDay } from '../../../shared/domain/crew-day';
import { planReassign, type DayStop } from '../../../shared/domain/day-moves';
import { closedDayWords, dayDropRefusal } from '../../dispatch/drag-data';
import { crewNameOf } from '../../dispatch/work-labels';
import { plural } from '../../lib/plural';
import { labelOf, type BoardActionKit } from './board-action-kit';
import { overbookedNote } from './overbooking';

/** A board row as the shared reassign rule reads it; whether someone clocked on is the server's to say (notMoved). */
const dayStop = (row: ScheduledWork): DayStop => ({
  scheduleId: row.scheduleId,
  estimateId: row.estimateId,
  status: estimateStatusSchema.catch('scheduled').parse(row.estimateStatus),
  started: false,
});

/** What a dispatcher does to a whole crew-day: bump it forward, hand it to another crew, and what either would do. */
export function dayActions({
  api,
  run,
  notify,
  sourceRows,
  askAboutReassign,
  reassignPreview,
  bumpPreview,
  askAboutBump,
}: BoardActionKit) {
  return {
    previewReassign: reassignPreview,

    previewBump: bumpPreview,

    bump: async (crewDay: CrewDay, days: number, target: CrewDayTarget) => {
      const overbooking = await askAboutBump(crewDay, days, target);
      if (overbooking === undefined) return;
      return run({
        change: (rows) => moveDay(rows, crewDay, target, target.crew),
        call: (idempotencyKey) =>
          api.post('/schedule/bump', {
            body: { crewId: crewDay.crewId, fromDate: crewDay.day, days },
            idempotencyKey,
          }),
        outcome: (result) => {
          const notes = [
            result.landedLater.length > 0 &&
              `${plural(result.landedLater.length, 'job')} landed later (already had that day).`,
            overbooking && overbookedNote(overbooking),
          ].filter(Boolean);
          return {
            tone: notes.length > 0 ? 'warning' : 'success',
            title: `Bumped ${plural(result.movedCount, 'job')} to ${labelOf(target.crew, result.toDate)}`,
            body: notes.length > 0 ? notes.join(' ') : undefined,
            ...(result.movedCount > 0 && { undo: true as const }),
          };
        },
      });
    },

    reassign: async (crewDay: CrewDay, target: CrewDayTarget) => {
      const overbooking = await askAboutReassign(crewDay, target);
      if (overbooking === undefined) return;
      const giving = sourceRows(crewDay);
      const receiving = sourceRows(target);
      const plan = planReassign(giving.map(dayStop), new Set(receiving.map((row) => row.estimateId)));
      return run({
        change: (rows) =>
          plan.moving.reduce((current, scheduleId) => moveWork(current, scheduleId, target, target.crew), [...rows]),
        call: (idempotencyKey) =>
          api.post('/schedule/reassign', {
            body: { fromCrewId: crewDay.crewId, toCrewId: target.crewId, date: crewDay.day },
            idempotencyKey,
          }),
        outcome: (result) => {
          const notes = [
            result.notMoved.length > 0 &&
              `${plural(result.notMoved.length, 'job')} not moved (started, or already with that crew).`,
            overbooking && overbookedNote(overbooking),
          ].filter(Boolean);
          return {
            tone: notes.length > 0 ? 'warning' : 'success',
            title: `Reassigned ${plural(result.movedCount, 'job')} to ${crewNameOf(target.crew)}`,
            body: notes.length > 0 ? notes.join(' ') : undefined,
            ...(result.movedCount > 0 && { undo: true as const }),
          };
        },
      });
    },

    /** Work or a day dropped on an archived crew's day: said, nothing sent. */
    refuseClosedDay: (label: string) =>
      notify({ tone: 'warning', title: 'Nothing was dropped', body: closedDayWords(label) }),

    /** A day dropped where a reassign cannot take it (another date): said, nothing sent. */
    refuseDayMove: (day: CrewDay, target: CrewDay) =>
      notify({
        tone: 'warning',
        title: 'The day was not moved',
        body: dayDropRefusal({ ...day, crew: null }, { ...target, crew: null }) ?? undefined,
      }),
  };
}

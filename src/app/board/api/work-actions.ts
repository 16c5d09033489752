import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import { formatEstimateNumber } from '../../../shared/domain/document-numbers';
import {
  dayWork,
  moveWork,
  planHours,
  removeWork,
  reorderWork,
  workDay,
  type CrewDayTarget,
} from '../../../shared/domain/board-placements';
import { isSameCrewDay, type CrewDay } from '../../../shared/domain/crew-day';
import { routeOf } from '../../dispatch/day-order';
import { formatHours } from '../../lib/format';
import { afterAsking, dayLabelOf, labelOf, workDayLabel, type BoardActionKit } from './board-action-kit';
import { overbookedNote } from './overbooking';

/** The path values of a placement (`/estimates/{estimateId}/schedule/{scheduleId}`). */
const placementOf = (work: Pick<ScheduledWork, 'estimateId' | 'scheduleId'>) => ({
  estimateId: work.estimateId,
  scheduleId: work.scheduleId,
});

/** What a dispatcher does to one placement: move it, reorder its day, set its hours, remove it, or put a job next. */
export function workActions({ api, run, askAbout, minutesOf, sourceRows }: BoardActionKit) {
  return {
    move: (work: ScheduledWork, target: CrewDayTarget) => {
      const home = workDay(work);
      const asked = isSameCrewDay(home, target)
        ? null
        : askAbout(target, minutesOf(work.plannedHours), {
            verb: 'Move',
            workLabel: work.estimateNumber,
            splittable: false,
            arriving: true,
          });
      return afterAsking(asked, (overbooking) => {
        if (overbooking === undefined) return;
        return run({
          change: (rows) => moveWork(rows, work.scheduleId, target, target.crew),
          call: (idempotencyKey) =>
            api.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
              path: placementOf(work),
              body: { scheduledDate: target.day, crewId: target.crewId },
              idempotencyKey,
            }),
          outcome: () => ({
            tone: overbooking ? 'warning' : 'success',
            title: `${work.estimateNumber} moved to ${dayLabelOf(target)}`,
            body: overbooking ? overbookedNote(overbooking) : undefined,
            undo: true,
          }),
        });
      });
    },

    reorder: (day: CrewDay, work: ScheduledWork, index: number, controlVersion: number) => {
      const orderedScheduleIds = dayWork(reorderWork(sourceRows(day), day, work.scheduleId, index), day).map(
        (row) => row.scheduleId,
      );
      return run({
        change: (rows) => reorderWork(rows, day, work.scheduleId, index),
        call: (idempotencyKey) =>
          api.post('/routes/{crewId}/{date}/order', {
            path: routeOf(day),
            body: { expectedVersion: controlVersion, orderedScheduleIds },
            idempotencyKey,
          }),
        outcome: (result) => ({
          tone: 'success',
          title: `${work.estimateNumber} is now stop ${index + 1}`,
          body: 'The day’s order is pinned (manual).',
          undo: true,
          // A second reorder of the day right after is guarded on this version, not the board's last read.
          storedDayControl: { day, orderMode: result.orderMode, controlVersion: result.controlVersion },
        }),
        conflictTitle: 'The order was not changed',
      });
    },

    remove: (work: ScheduledWork) =>
      run({
        change: (rows) => removeWork(rows, work.scheduleId),
        call: (idempotencyKey) =>
          api.delete('/estimates/{estimateId}/schedule/{scheduleId}', { path: placementOf(work), idempotencyKey }),
        outcome: () => ({
          tone: 'success',
          title: `${work.estimateNumber} removed from ${workDayLabel(work)}`,
          // The server puts the same placement back (its id, hours and round of its line).
          undo: true,
        }),
      }),

    /** Sets the hours a placement books on its day; more hours than the day has room for ask first. */
    planHours: async (work: ScheduledWork, hours: number) => {
      const before = work.plannedHours;
      const added = minutesOf(hours) - minutesOf(before);
      const day = { ...workDay(work), crew: work.crew };
      // The work is already on its day: hours set on a past day (as worked) are not asked about.
      const overbooking =
        added > 0
          ? await askAbout(day, added, {
              verb: 'Plan',
              workLabel: work.estimateNumber,
              splittable: false,
              arriving: false,
            })
          : null;
      if (overbooking === undefined) return;
      const setHours = (plannedHours: number | null, idempotencyKey?: string) =>
        api.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
          path: placementOf(work),
          body: { plannedHours },
          idempotencyKey,
        });
      return run({
        change: (rows) => planHours(rows, work.scheduleId, hours),
        call: (idempotencyKey) => setHours(hours, idempotencyKey),
        outcome: () => ({
          tone: overbooking ? 'warning' : 'success',
          title: `${work.estimateNumber}: ${formatHours(hours)} planned on ${workDayLabel(work)}`,
          body: overbooking ? overbookedNote(overbooking) : undefined,
          undo: true,
        }),
      });
    },

    /**
     * Puts the job next on a crew-day. `moving`: the visit the dispatcher chose to move there from
     * another day (the server moves it in the emergency's own transaction, so a refused emergency
     * moves nothing); without it a job placed elsewhere gets a second visit, booking the hours held
     * for unestimated work until its hours are set. Work arriving on the day asks first, as a drop
     * does, when the day is past or the work books it past its length.
     */
    emergency: (estimateId: string, estimateNumber: string, target: CrewDayTarget, moving?: ScheduledWork) => {
      const alreadyThere = sourceRows(target).some((row) => row.estimateId === estimateId);
      const asked = alreadyThere
        ? null
        : askAbout(target, minutesOf(moving ? moving.plannedHours : null), {
            verb: 'Place',
            workLabel: estimateNumber,
            splittable: false,
            arriving: true,
          });
      return afterAsking(asked, (overbooking) => {
        if (overbooking === undefined) return;
        return run({
          call: (idempotencyKey) =>
            api.post('/schedule/emergency', {
              body: { estimateId, crewId: target.crewId, date: target.day, scheduleId: moving?.scheduleId },
              idempotencyKey,
            }),
          outcome: (result) => ({
            tone: overbooking || result.displaced.length > 0 ? 'warning' : 'success',
            title: `${estimateNumber} is stop ${result.position} on ${labelOf(target.crew, result.date)}`,
            body:
              [
                moving && `Moved from ${workDayLabel(moving)}.`,
                result.displaced.length > 0 &&
                  `Put ahead of ${result.displaced.map((job) => `${formatEstimateNumber(job.jobNumber)}${job.addressLabel ? ` (${job.addressLabel})` : ''}`).join(', ')}.`,
                overbooking && overbookedNote(overbooking),
              ]
                .filter(Boolean)
                .join(' ') || undefined,
            undo: true,
          }),
        });
      });
    },
  };
}

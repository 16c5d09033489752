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
import { restoreOrder, routeOf } from '../../dispatch/day-order';
import { formatHours } from '../../lib/format';
import { afterAsking, dayLabelOf, labelOf, workDayLabel, type BoardActionKit } from './board-action-kit';
import { moveBack, placementOf, undoEmergency, undoMovedEmergency } from './board-undo';
import { overbookedNote } from './overbooking';

/** What a dispatcher does to one placement: move it, reorder its day, set its hours, remove it, or put a job next. */
export function workActions({ api, run, askAbout, minutesOf, sourceRows, dayOrderOf, mayMoveBack }: BoardActionKit) {
  return {
    move: (work: ScheduledWork, target: CrewDayTarget) => {
      const home = workDay(work);
      const homeBefore = dayOrderOf(home);
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
            undo: moveBack(api, [work], home, homeBefore),
            mayUndo: mayMoveBack([work], home),
          }),
        });
      });
    },

    reorder: (day: CrewDay, work: ScheduledWork, index: number, controlVersion: number) => {
      const before = dayOrderOf(day, controlVersion);
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
          undo: restoreOrder(api, day, before, result),
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
          undo: async () => {
            // A program round goes back as that round of its line, not as the whole job.
            const body = {
              estimateIds: [work.estimateId],
              crewId: work.crew?.id ?? null,
              scheduledDate: work.scheduledDate,
              ...(work.lineItemId !== null && { lineItemId: work.lineItemId }),
            };
            await api.post('/schedule', {
              body: work.plannedHours === null ? body : { ...body, plannedHours: work.plannedHours },
            });
          },
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
          undo: async () => {
            await setHours(before);
          },
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
      // The visit's day as it was, for Undo: the emergency takes the visit off it.
      const visit = moving && { work: moving, from: dayOrderOf(workDay(moving)) };
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
          call: async (idempotencyKey) => {
            // The day as it was, for Undo: its order and whether the optimizer had it.
            const before = await api.get('/routes/{crewId}/{date}', { path: routeOf(target) });
            const result = await api.post('/schedule/emergency', {
              body: { estimateId, crewId: target.crewId, date: target.day, scheduleId: moving?.scheduleId },
              idempotencyKey,
            });
            return { result, before };
          },
          outcome: ({ result, before }) => ({
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
            undo: visit
              ? undoMovedEmergency(api, visit.work, visit.from, target, before, result)
              : undoEmergency(api, target, before, result),
          }),
        });
      });
    },
  };
}

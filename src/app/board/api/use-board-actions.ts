import { useMemo } from 'react';
import type { ApiClient } from '../../../client/api-client';
import { estimateStatusSchema } from '../../../shared/contract/estimates';
import type { ScheduledWork, UnscheduledRow } from '../../../shared/contract/schedule';
import { formatEstimateNumber } from '../../../shared/domain/document-numbers';
import {
  addWork,
  dayWork,
  moveDay,
  moveWork,
  removeWork,
  reorderWork,
  workDay,
  type CrewDayTarget,
} from '../../../shared/domain/board-placements';
import type { CrewDay } from '../../../shared/domain/crew-day';
import { planReassign, staysPut, type DayStop } from '../../../shared/domain/day-moves';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { useToast } from '../../ui/toast-context';
import { dayDropRefusal } from '../../dispatch/drag-data';
import { formatColumnDay } from '../../dispatch/board-days';
import { useBoardCache } from './board-cache';
import { useCrewDayLoad } from './crew-day-load';
import { overbookedNote, overbookingOf, type Overbooking } from './overbooking';
import { useBoardMutation } from './use-board-mutation';
import { moveBack, placementOf, reassignBack, restoreOrder, routeOf, undoEmergency } from './board-undo';
import { describePlacementError, pendingWork, settlePending } from './pending-work';

/** A board row as the shared reassign rule reads it; whether someone clocked on is the server's to say (notMoved). */
const dayStop = (row: ScheduledWork): DayStop => ({
  scheduleId: row.scheduleId,
  estimateId: row.estimateId,
  status: estimateStatusSchema.catch('scheduled').parse(row.estimateStatus),
  started: false,
});

/** The placements of an estimate on one crew-day, as the server has them now. */
async function placementsOn(api: ApiClient, estimateId: string, crewDay: CrewDay): Promise<ScheduledWork[]> {
  const board = await api.get('/schedule', { query: { from: crewDay.day, to: crewDay.day, estimateIds: estimateId } });
  return dayWork(board.upcoming, crewDay).filter((row) => row.estimateId === estimateId);
}

/** A due program round is placed as that round (its line); ordinary work as the whole estimate. */
const placeBody = (row: UnscheduledRow, target: CrewDay) => ({
  estimateIds: [row.estimateId],
  crewId: target.crewId,
  scheduledDate: target.day,
  ...(row.dueRound && { lineItemId: row.dueRound.lineItemId }),
});

/** "Oak Crew, Tue, Dec 1": a crew-day as the dispatcher names it. */
const dayLabelOf = (target: CrewDayTarget) => `${target.crew?.name ?? 'Unassigned'}, ${formatColumnDay(target.day)}`;

/**
 * Every dispatcher action of the board, each one optimistic with rollback, a toast and Undo where
 * it can. An action that would book a crew-day past its length first asks (`confirm`); done
 * anyway, its toast is a warning that says how far over.
 */
export function useBoardActions(confirm: (question: Overbooking) => Promise<boolean>) {
  const api = useApi();
  const cache = useBoardCache();
  const notify = useToast();
  const run = useBoardMutation();
  const { loadOf, minutesOf } = useCrewDayLoad();

  return useMemo(() => {
    const sourceRows = (day: CrewDay) => dayWork(cache.cachedRows(), day);
    /** Null when the day has room; else asked, and undefined when the dispatcher said no. */
    const askAbout = async (target: CrewDayTarget, addedMinutes: number, verb: string, workLabel: string) => {
      const question = overbookingOf(loadOf(target), addedMinutes, { verb, workLabel, dayLabel: dayLabelOf(target) });
      if (!question) return null;
      return (await confirm(question)) ? question : undefined;
    };

    return {
      place: async (row: UnscheduledRow, target: CrewDayTarget) => {
        const overbooking = await askAbout(target, minutesOf(row.remainingHours || null), 'Place', row.estimateNumber);
        if (overbooking === undefined) return;
        return run({
          change: (rows) => addWork(rows, pendingWork(row, target)),
          call: (idempotencyKey) => api.post('/schedule', { body: placeBody(row, target), idempotencyKey }),
          outcome: (result) => {
            const failed = result.items.find((item) => item.status === 'failed');
            if (failed)
              return {
                tone: 'danger',
                title: `${row.estimateNumber} was not placed`,
                body: describePlacementError(failed.error),
                refused: true,
              };
            return {
              tone: overbooking ? 'warning' : 'success',
              title: `${row.estimateNumber} placed on ${target.day}`,
              body: overbooking ? overbookedNote(overbooking) : undefined,
              undo: async () => {
                const placed = await placementsOn(api, row.estimateId, target);
                await Promise.all(
                  placed.map((work) =>
                    api.delete('/estimates/{estimateId}/schedule/{scheduleId}', { path: placementOf(work) }),
                  ),
                );
              },
            };
          },
          settle: async () => {
            const stored = await placementsOn(api, row.estimateId, target);
            return (rows) => settlePending(rows, row.estimateId, stored);
          },
        });
      },

      move: async (work: ScheduledWork, target: CrewDayTarget) => {
        const home = workDay(work);
        const sameDay = home.crewId === target.crewId && home.day === target.day;
        const overbooking = sameDay
          ? null
          : await askAbout(target, minutesOf(work.plannedHours), 'Move', work.estimateNumber);
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
            title: `${work.estimateNumber} moved to ${target.day}`,
            body: overbooking ? overbookedNote(overbooking) : undefined,
            undo: moveBack(api, [work], home),
          }),
        });
      },

      reorder: (day: CrewDay, work: ScheduledWork, index: number, controlVersion: number) => {
        const before = {
          orderedScheduleIds: sourceRows(day).map((row) => row.scheduleId),
          orderMode: cache.cachedCrewDay(day)?.orderMode ?? 'automatic',
        };
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
            title: `${work.estimateNumber} removed from ${work.scheduledDate}`,
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

      bump: (crewDay: CrewDay, days: number, target: CrewDayTarget) => {
        const moving = sourceRows(crewDay);
        return run({
          change: (rows) => moveDay(rows, crewDay, target, target.crew),
          call: (idempotencyKey) =>
            api.post('/schedule/bump', {
              body: { crewId: crewDay.crewId, fromDate: crewDay.day, days },
              idempotencyKey,
            }),
          outcome: (result) => ({
            tone: result.landedLater.length > 0 ? 'warning' : 'success',
            title: `Bumped ${plural(result.movedCount, 'job')} to ${result.toDate}`,
            body:
              result.landedLater.length > 0
                ? `${plural(result.landedLater.length, 'job')} landed later (already had that day).`
                : undefined,
            undo: moveBack(api, moving, crewDay),
          }),
        });
      },

      reassign: (crewDay: CrewDay, target: CrewDayTarget) => {
        const giving = sourceRows(crewDay);
        const receiving = sourceRows(target);
        const plan = planReassign(giving.map(dayStop), new Set(receiving.map((row) => row.estimateId)));
        const targetWasEmpty = receiving.length === 0 && !cache.cachedCrewDay(target)?.stops;
        return run({
          change: (rows) =>
            plan.moving.reduce((current, scheduleId) => moveWork(current, scheduleId, target, target.crew), [...rows]),
          call: (idempotencyKey) =>
            api.post('/schedule/reassign', {
              body: { fromCrewId: crewDay.crewId, toCrewId: target.crewId, date: crewDay.day },
              idempotencyKey,
            }),
          outcome: (result) => {
            const stayed = new Set(result.notMoved.map((row) => row.scheduleId));
            const moved = giving.filter((row) => !stayed.has(row.scheduleId) && !staysPut(dayStop(row).status));
            return {
              tone: result.notMoved.length > 0 ? 'warning' : 'success',
              title: `Reassigned ${plural(result.movedCount, 'job')} to ${target.crew?.name ?? 'Unassigned'}`,
              body:
                result.notMoved.length > 0
                  ? `${plural(result.notMoved.length, 'job')} not moved (started, or already with that crew).`
                  : undefined,
              ...(result.movedCount > 0 && {
                undo: targetWasEmpty ? reassignBack(api, crewDay, target) : moveBack(api, moved, crewDay),
              }),
            };
          },
        });
      },

      /** A day dropped where a reassign cannot take it (another date): said, nothing sent. */
      refuseDayMove: (day: CrewDay, target: CrewDay) =>
        notify({
          tone: 'warning',
          title: 'The day was not moved',
          body: dayDropRefusal({ ...day, crew: null }, { ...target, crew: null }) ?? undefined,
        }),

      emergency: (estimateId: string, estimateNumber: string, target: CrewDay) =>
        run({
          call: async (idempotencyKey) => {
            // The day as it was, for Undo: its order and whether the optimizer had it.
            const before = await api.get('/routes/{crewId}/{date}', { path: routeOf(target) });
            const result = await api.post('/schedule/emergency', {
              body: { estimateId, crewId: target.crewId, date: target.day },
              idempotencyKey,
            });
            return { result, before };
          },
          outcome: ({ result, before }) => ({
            tone: result.displaced.length > 0 ? 'warning' : 'success',
            title: `${estimateNumber} is stop ${result.position} on ${result.date}`,
            body:
              result.displaced.length > 0
                ? `Displaced: ${result.displaced.map((job) => `${formatEstimateNumber(job.jobNumber)}${job.addressLabel ? ` (${job.addressLabel})` : ''}`).join(', ')}`
                : undefined,
            undo: undoEmergency(api, target, before, result),
          }),
        }),
    };
  }, [api, cache, notify, run, confirm, loadOf, minutesOf]);
}

export type BoardActions = ReturnType<typeof useBoardActions>;

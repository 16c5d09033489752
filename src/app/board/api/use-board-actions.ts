import { useMemo } from 'react';
import { estimateStatusSchema } from '../../../shared/contract/estimates';
import type { ScheduledWork, UnscheduledRow } from '../../../shared/contract/schedule';
import { formatEstimateNumber } from '../../../shared/domain/document-numbers';
import {
  addWork,
  dayWork,
  moveDay,
  moveWork,
  planHours,
  removeWork,
  reorderWork,
  workDay,
  type CrewDayTarget,
} from '../../../shared/domain/board-placements';
import { isSameCrewDay, type CrewDay } from '../../../shared/domain/crew-day';
import { loadAfter } from '../../../shared/domain/capacity';
import { MAX_SPLIT_DAYS, planSplit, type SplitDay, type SplitShare } from '../../../shared/domain/split-plan';
import { workingDaysFrom } from '../../../shared/domain/working-days';
import { planReassign, staysPut, type DayStop } from '../../../shared/domain/day-moves';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { useToast } from '../../ui/toast-context';
import { dayDropRefusal } from '../../dispatch/drag-data';
import { crewDayLabel } from '../../dispatch/board-days';
import { formatHours } from '../../dispatch/work-labels';
import { useBoardCache, type RowsChange } from './board-cache';
import { useCrewDayLoad } from './crew-day-load';
import {
  describeSplit,
  overbookedNote,
  overbookingOf,
  type DayMovePreview,
  type OverbookChoice,
  type Overbooking,
} from './overbooking';
import { useBoardMutation } from './use-board-mutation';
import { restoreOrder, routeOf } from '../../dispatch/day-order';
import { moveBack, placementOf, reassignBack, undoEmergency, undoMovedEmergency } from './board-undo';
import { describePlacementError, pendingWork, settlePending } from './pending-work';

/** A board row as the shared reassign rule reads it; whether someone clocked on is the server's to say (notMoved). */
const dayStop = (row: ScheduledWork): DayStop => ({
  scheduleId: row.scheduleId,
  estimateId: row.estimateId,
  status: estimateStatusSchema.catch('scheduled').parse(row.estimateStatus),
  started: false,
});

/** A due program round is placed as that round (its line); ordinary work as the whole estimate. */
const placeBody = (row: UnscheduledRow, target: CrewDay) => ({
  estimateIds: [row.estimateId],
  crewId: target.crewId,
  scheduledDate: target.day,
  ...(row.dueRound && { lineItemId: row.dueRound.lineItemId }),
});

/** A crew-day as the board's words say it: "Oak crew, Tue, Mar 10". */
const labelOf = (crew: ScheduledWork['crew'], day: string) => crewDayLabel(crew?.name ?? 'Unassigned', day);
const dayLabelOf = (target: CrewDayTarget) => labelOf(target.crew, target.day);
const workDayLabel = (work: ScheduledWork) => labelOf(work.crew, work.scheduledDate);

/**
 * Every dispatcher action of the board, each one optimistic with rollback, a toast and Undo where
 * it can. An action that would book a crew-day past its length first asks (`confirm`); done
 * anyway, its toast is a warning that says how far over.
 */
export function useBoardActions(confirm: (question: Overbooking) => Promise<OverbookChoice>) {
  const api = useApi();
  const cache = useBoardCache();
  const notify = useToast();
  const run = useBoardMutation();
  const { loadOf, minutesOf } = useCrewDayLoad();

  return useMemo(() => {
    const sourceRows = (day: CrewDay) => dayWork(cache.cachedRows(), day);
    /** The crew's coming working days from the target's, with the minutes each has free as the board read it. */
    const splitDays = (target: CrewDayTarget): SplitDay[] =>
      workingDaysFrom(target.day, MAX_SPLIT_DAYS).map((day) => {
        const load = loadOf({ crewId: target.crewId, day });
        return { day, freeMinutes: load ? load.dayLengthMinutes - load.bookedMinutes : 0 };
      });
    /**
     * Null when the day has room; else the dispatcher is asked: undefined when they said no, else
     * the question with their choice (`split` only when the work can be split).
     */
    const askAbout = async (
      target: CrewDayTarget,
      addedMinutes: number,
      labels: { verb: string; workLabel: string; splittable: boolean },
    ) => {
      const found = overbookingOf(loadOf(target), addedMinutes, { ...labels, dayLabel: dayLabelOf(target) });
      if (!found) return null;
      const question = { ...found, split: labels.splittable ? planSplit(addedMinutes, splitDays(target)) : null };
      const choice = await confirm(question);
      return choice ? { ...question, choice } : undefined;
    };

    /** The shares of a split, each a placement of its hours on its day of the crew, said and undone as one action. */
    const placeSplit = (row: UnscheduledRow, target: CrewDayTarget, shares: readonly SplitShare[]) => {
      const pending = shares.map((share) => pendingWork(row, { ...target, day: share.day }, share.hours));
      const keys = shares.map(() => crypto.randomUUID());
      return run({
        change: (rows) => pending.reduce((current, work) => addWork(current, work), [...rows]),
        call: async () => {
          const items = [];
          for (const [index, share] of shares.entries()) {
            const answer = await api.post('/schedule', {
              body: { ...placeBody(row, { ...target, day: share.day }), plannedHours: share.hours },
              idempotencyKey: keys[index],
            });
            items.push(answer.items[0]);
          }
          return items;
        },
        outcome: (items) => {
          const landed = shares.flatMap((share, index) => {
            const scheduleId = items[index]?.scheduleId;
            return scheduleId ? [{ share, scheduleId }] : [];
          });
          const missed = shares.filter((_, index) => !items[index]?.scheduleId);
          const stored: RowsChange = (rows) =>
            pending.reduce(
              (current, work, index) => settlePending(current, work.scheduleId, items[index]?.scheduleId ?? null),
              [...rows],
            );
          const firstError = items.find((item) => item?.status === 'failed')?.error ?? null;
          if (landed.length === 0)
            return {
              tone: 'danger',
              title: `${row.estimateNumber} was not placed`,
              body: describePlacementError(firstError),
              refused: true,
            };
          return {
            tone: missed.length > 0 ? 'warning' : 'success',
            title: `${row.estimateNumber} split over ${plural(landed.length, 'day')}`,
            body: [
              describeSplit(landed.map((entry) => entry.share)),
              ...missed.map((share) => `${share.day} was not placed: ${describePlacementError(firstError)}`),
            ].join(' '),
            stored,
            undo: async () => {
              await Promise.all(
                landed.map(({ scheduleId }) =>
                  api.delete('/estimates/{estimateId}/schedule/{scheduleId}', {
                    path: { estimateId: row.estimateId, scheduleId },
                  }),
                ),
              );
            },
          };
        },
      });
    };

    /** What moving a whole crew-day's work onto `target` does to it, as the board has read both days. */
    const dayMovePreview = (from: CrewDay, target: CrewDayTarget): DayMovePreview => {
      const rows = sourceRows(from);
      const minutes = rows.reduce((sum, row) => sum + minutesOf(row.plannedHours), 0);
      const load = loadOf(target);
      return {
        jobs: rows.length,
        minutes,
        dayLabel: dayLabelOf(target),
        after: load ? loadAfter(load, minutes) : null,
      };
    };
    /** Asks before a bump or reassign books the receiving day past its length (see askAbout). */
    const askAboutDayMove = (from: CrewDay, target: CrewDayTarget, verb: string) => {
      const preview = dayMovePreview(from, target);
      return askAbout(target, preview.minutes, { verb, workLabel: plural(preview.jobs, 'job'), splittable: false });
    };

    return {
      place: async (row: UnscheduledRow, target: CrewDayTarget) => {
        const overbooking = await askAbout(target, minutesOf(row.remainingHours || null), {
          verb: 'Place',
          workLabel: row.estimateNumber,
          // Estimated work on a crew: a share of unestimated work or of a due round means nothing.
          splittable: row.remainingHours !== null && row.dueRound === null && target.crewId !== null,
        });
        if (overbooking === undefined) return;
        if (overbooking?.choice === 'split' && overbooking.split) return placeSplit(row, target, overbooking.split);
        const pending = pendingWork(row, target);
        return run({
          change: (rows) => addWork(rows, pending),
          call: (idempotencyKey) => api.post('/schedule', { body: placeBody(row, target), idempotencyKey }),
          outcome: ({ items: [item] }) => {
            if (item?.status === 'failed')
              return {
                tone: 'danger',
                title: `${row.estimateNumber} was not placed`,
                body: describePlacementError(item.error),
                refused: true,
              };
            if (!item?.scheduleId)
              return {
                tone: 'info',
                title: `${row.estimateNumber} was already on ${dayLabelOf(target)}`,
                refused: true,
              };
            const placement = { estimateId: row.estimateId, scheduleId: item.scheduleId };
            return {
              tone: overbooking ? 'warning' : 'success',
              title: `${row.estimateNumber} placed on ${dayLabelOf(target)}`,
              body: overbooking ? overbookedNote(overbooking) : undefined,
              stored: (rows) => settlePending(rows, pending.scheduleId, placement.scheduleId),
              undo: async () => {
                await api.delete('/estimates/{estimateId}/schedule/{scheduleId}', { path: placement });
              },
            };
          },
        });
      },

      move: async (work: ScheduledWork, target: CrewDayTarget) => {
        const home = workDay(work);
        const overbooking = isSameCrewDay(home, target)
          ? null
          : await askAbout(target, minutesOf(work.plannedHours), {
              verb: 'Move',
              workLabel: work.estimateNumber,
              splittable: false,
            });
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

      previewDayMove: dayMovePreview,

      /** Sets the hours a placement books on its day; more hours than the day has room for ask first. */
      planHours: async (work: ScheduledWork, hours: number) => {
        const before = work.plannedHours;
        const added = minutesOf(hours) - minutesOf(before);
        const day = { ...workDay(work), crew: work.crew };
        const overbooking =
          added > 0
            ? await askAbout(day, added, { verb: 'Plan', workLabel: work.estimateNumber, splittable: false })
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

      bump: async (crewDay: CrewDay, days: number, target: CrewDayTarget) => {
        const moving = sourceRows(crewDay);
        const overbooking = await askAboutDayMove(crewDay, target, 'Bump');
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
              undo: moveBack(api, moving, crewDay),
            };
          },
        });
      },

      reassign: async (crewDay: CrewDay, target: CrewDayTarget) => {
        const overbooking = await askAboutDayMove(crewDay, target, 'Reassign');
        if (overbooking === undefined) return;
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
            const notes = [
              result.notMoved.length > 0 &&
                `${plural(result.notMoved.length, 'job')} not moved (started, or already with that crew).`,
              overbooking && overbookedNote(overbooking),
            ].filter(Boolean);
            return {
              tone: notes.length > 0 ? 'warning' : 'success',
              title: `Reassigned ${plural(result.movedCount, 'job')} to ${target.crew?.name ?? 'Unassigned'}`,
              body: notes.length > 0 ? notes.join(' ') : undefined,
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

      /**
       * Puts the job next on a crew-day. `moving`: the visit the dispatcher chose to move there from
       * another day (it is moved first, so the emergency finds it on the day); without it a job
       * placed elsewhere gets a second visit.
       */
      emergency: (estimateId: string, estimateNumber: string, target: CrewDayTarget, moving?: ScheduledWork) =>
        run({
          call: async (idempotencyKey) => {
            // The day as it was, for Undo: its order and whether the optimizer had it.
            const before = await api.get('/routes/{crewId}/{date}', { path: routeOf(target) });
            if (moving)
              await api.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
                path: placementOf(moving),
                body: { scheduledDate: target.day, crewId: target.crewId },
              });
            const result = await api.post('/schedule/emergency', {
              body: { estimateId, crewId: target.crewId, date: target.day },
              idempotencyKey,
            });
            return { result, before };
          },
          outcome: ({ result, before }) => ({
            tone: result.displaced.length > 0 ? 'warning' : 'success',
            title: `${estimateNumber} is stop ${result.position} on ${labelOf(target.crew, result.date)}`,
            body:
              [
                moving && `Moved from ${workDayLabel(moving)}.`,
                result.displaced.length > 0 &&
                  `Displaced: ${result.displaced.map((job) => `${formatEstimateNumber(job.jobNumber)}${job.addressLabel ? ` (${job.addressLabel})` : ''}`).join(', ')}`,
              ]
                .filter(Boolean)
                .join(' ') || undefined,
            undo: moving
              ? undoMovedEmergency(api, moving, target, before, result)
              : undoEmergency(api, target, before, result),
          }),
        }),
    };
  }, [api, cache, notify, run, confirm, loadOf, minutesOf]);
}

export type BoardActions = ReturnType<typeof useBoardActions>;

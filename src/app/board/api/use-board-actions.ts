import { useMemo } from 'react';
import type { ApiClient } from '../../../client/api-client';
import { UNASSIGNED_BOARD, type RouteOrderResult } from '../../../shared/contract/routes';
import type {
  BumpResult,
  EmergencyResult,
  PlacementRecord,
  PlaceWorkResult,
  ReassignResult,
  ScheduleBoard,
  ScheduledWork,
  UnscheduledRow,
} from '../../../shared/contract/schedule';
import { formatEstimateNumber } from '../../../shared/domain/document-numbers';
import { addWork, dayWork, moveDay, moveWork, removeWork, reorderWork, workDay, type CellTarget, type CrewDayRef } from '../../../shared/domain/board-placements';
import { useApi } from '../../lib/api-context';
import { plural } from '../../lib/plural';
import { useToast } from '../../ui/toast-context';
import { useBoardCache } from './board-cache';
import { runBoardAction } from './run-board-action';
import { describePlacementError, pendingWork } from './pending-work';

const placementPath = (work: Pick<ScheduledWork, 'estimateId' | 'scheduleId'>) => `/estimates/${work.estimateId}/schedule/${work.scheduleId}`;
const routePath = (day: CrewDayRef) => `/routes/${day.crewId ?? UNASSIGNED_BOARD}/${day.date}`;

/** Moves each row back to the day it came from: the inverse of bump and reassign, which have no inverse call. */
function moveBack(api: ApiClient, rows: readonly ScheduledWork[], home: CrewDayRef) {
  const keys = rows.map(() => crypto.randomUUID());
  return async () => {
    await Promise.all(
      rows.map((row, index) =>
        api.write('PATCH', placementPath(row), { scheduledDate: home.date, crewId: home.crewId }, { idempotencyKey: keys[index] }),
      ),
    );
  };
}

/** The placements of an estimate on one crew-day, as the server has them now. */
async function placementsOn(api: ApiClient, estimateId: string, day: CrewDayRef): Promise<ScheduledWork[]> {
  const board = await api.get<ScheduleBoard>('/schedule', { from: day.date, to: day.date, estimateIds: [estimateId] });
  return dayWork(board.upcoming, day).filter((row) => row.estimateId === estimateId);
}

/** A due program round is placed as that round (its line); ordinary work as the whole estimate. */
const placeBody = (row: UnscheduledRow, target: CrewDayRef) => ({
  estimateIds: [row.estimateId],
  crewId: target.crewId,
  scheduledDate: target.date,
  ...(row.dueRound && { lineItemId: row.dueRound.lineItemId }),
});

/** Every dispatcher action of the board, each one optimistic with rollback, a toast and Undo where it can. */
export function useBoardActions() {
  const api = useApi();
  const cache = useBoardCache();
  const notify = useToast();

  return useMemo(() => {
    const run = <Result,>(action: Parameters<typeof runBoardAction<Result>>[2]) => runBoardAction(cache, notify, action);
    const sourceRows = (day: CrewDayRef) => dayWork(cache.cachedRows(), day);

    return {
      place: (row: UnscheduledRow, target: CellTarget) =>
        run<PlaceWorkResult>({
          change: (rows) => addWork(rows, pendingWork(row, target)),
          call: (idempotencyKey) =>
            api.write('POST', '/schedule', placeBody(row, target), { idempotencyKey }),
          outcome: (result) => {
            const failed = result.items.find((item) => item.status === 'failed');
            if (failed) return { tone: 'danger', title: `${row.estimateNumber} was not placed`, body: describePlacementError(failed.error), refused: true };
            return {
              tone: 'success',
              title: `${row.estimateNumber} placed on ${target.date}`,
              undo: async () => {
                const placed = await placementsOn(api, row.estimateId, target);
                await Promise.all(placed.map((work) => api.write('DELETE', placementPath(work))));
              },
            };
          },
        }),

      move: (work: ScheduledWork, target: CellTarget) => {
        const home = workDay(work);
        return run<PlacementRecord>({
          change: (rows) => moveWork(rows, work.scheduleId, target, target.crew),
          call: (idempotencyKey) => api.write('PATCH', placementPath(work), { scheduledDate: target.date, crewId: target.crewId }, { idempotencyKey }),
          outcome: () => ({ tone: 'success', title: `${work.estimateNumber} moved to ${target.date}`, undo: moveBack(api, [work], home) }),
        });
      },

      reorder: (day: CrewDayRef, work: ScheduledWork, index: number, controlVersion: number) => {
        const order = reorderWork(sourceRows(day), day, work.scheduleId, index);
        const orderedScheduleIds = dayWork(order, day).map((row) => row.scheduleId);
        return run<RouteOrderResult>({
          change: (rows) => reorderWork(rows, day, work.scheduleId, index),
          call: (idempotencyKey) => api.write('POST', `${routePath(day)}/order`, { expectedVersion: controlVersion, orderedScheduleIds }, { idempotencyKey }),
          outcome: () => ({ tone: 'success', title: `${work.estimateNumber} is now stop ${index + 1}`, body: 'The day’s order is pinned (manual).' }),
          conflictTitle: 'The order was not changed',
        });
      },

      remove: (work: ScheduledWork) =>
        run({
          change: (rows) => removeWork(rows, work.scheduleId),
          call: (idempotencyKey) => api.write('DELETE', placementPath(work), undefined, { idempotencyKey }),
          outcome: () => ({
            tone: 'success',
            title: `${work.estimateNumber} removed from ${work.scheduledDate}`,
            undo: async () => {
              const body = { estimateIds: [work.estimateId], crewId: work.crew?.id ?? null, scheduledDate: work.scheduledDate };
              await api.write('POST', '/schedule', work.plannedHours === null ? body : { ...body, plannedHours: work.plannedHours });
            },
          }),
        }),

      bump: (day: CrewDayRef, days: number, target: CellTarget) => {
        const moving = sourceRows(day);
        return run<BumpResult>({
          change: (rows) => moveDay(rows, day, target, target.crew),
          call: (idempotencyKey) => api.write('POST', '/schedule/bump', { crewId: day.crewId, fromDate: day.date, days }, { idempotencyKey }),
          outcome: (result) => ({
            tone: result.landedLater.length > 0 ? 'warning' : 'success',
            title: `Bumped ${plural(result.movedCount, 'job')} to ${result.toDate}`,
            body: result.landedLater.length > 0 ? `${plural(result.landedLater.length, 'job')} landed later (already had that day).` : undefined,
            undo: moveBack(api, moving, day),
          }),
        });
      },

      reassign: (day: CrewDayRef, target: CellTarget) => {
        const moving = sourceRows(day);
        return run<ReassignResult>({
          change: (rows) => moveDay(rows, day, target, target.crew),
          call: (idempotencyKey) => api.write('POST', '/schedule/reassign', { fromCrewId: day.crewId, toCrewId: target.crewId, date: day.date }, { idempotencyKey }),
          outcome: (result) => ({
            tone: result.notMoved.length > 0 ? 'warning' : 'success',
            title: `Reassigned ${plural(result.movedCount, 'job')}`,
            body: result.notMoved.length > 0 ? `${plural(result.notMoved.length, 'job')} not moved (started, or already with that crew).` : undefined,
            undo: moveBack(api, moving, day),
          }),
        });
      },

      emergency: (estimateId: string, estimateNumber: string, target: CrewDayRef) =>
        run<EmergencyResult>({
          call: (idempotencyKey) => api.write('POST', '/schedule/emergency', { estimateId, crewId: target.crewId, date: target.date }, { idempotencyKey }),
          outcome: (result) => ({
            tone: result.displaced.length > 0 ? 'warning' : 'success',
            title: `${estimateNumber} is stop ${result.position} on ${result.date}`,
            body:
              result.displaced.length > 0
                ? `Displaced: ${result.displaced.map((job) => `${formatEstimateNumber(job.jobNumber)}${job.addressLabel ? ` (${job.addressLabel})` : ''}`).join(', ')}`
                : undefined,
          }),
        }),
    };
  }, [api, cache, notify]);
}

export type BoardActions = ReturnType<typeof useBoardActions>;

import type { ApiClient } from '../../../client/api-client';
import type { EmergencyResult } from '../../../shared/contract/emergency';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import type { CrewDay } from '../../../shared/domain/crew-day';
import { sameOrder } from '../../../shared/domain/drive-order';
import { handBackToOptimizer, restoreDayOrder, routeOf, type DayOrder } from '../../dispatch/day-order';

/*
 * The inverse calls behind the toasts' Undo. Each write gets its own Idempotency-Key (the client
 * makes one per write), so an undo is never mistaken for a replay of the action it undoes.
 */

export type Undo = () => Promise<void>;

/** The path values of a placement (`/estimates/{estimateId}/schedule/{scheduleId}`). */
export const placementOf = (work: Pick<ScheduledWork, 'estimateId' | 'scheduleId'>) => ({
  estimateId: work.estimateId,
  scheduleId: work.scheduleId,
});
/**
 * Moves rows back to the day they left (`home`, as `before` held it; PATCH per row): the inverse of a
 * move, a bump, and a reassign onto a day that held work. When that day's order was pinned and no one
 * has changed it since, the rows go back to their stops too (the day still pinned): the server puts
 * what arrives on a day last, and such an Undo had left a pinned day's first stop last. If the day's
 * order changed since, they go back last rather than undo that change too; an automatic day is the
 * optimizer's to order again.
 */
export function moveBack(api: ApiClient, rows: readonly ScheduledWork[], home: CrewDay, before: DayOrder): Undo {
  return async () => {
    const moved = new Set(rows.map((row) => row.scheduleId));
    const others = before.orderedScheduleIds.filter((id) => !moved.has(id));
    const left =
      before.orderMode === 'manual' ? await api.get('/routes/{crewId}/{date}', { path: routeOf(home) }) : null;
    const untouched = left !== null && sameOrder(left.orderedScheduleIds, others);
    await Promise.all(
      rows.map((row) =>
        api.patch('/estimates/{estimateId}/schedule/{scheduleId}', {
          path: placementOf(row),
          body: { scheduledDate: home.day, crewId: home.crewId },
        }),
      ),
    );
    if (!untouched) return;
    const now = await api.get('/routes/{crewId}/{date}', { path: routeOf(home) });
    await restoreDayOrder(api, home, before, now.controlVersion);
  };
}

/** Hands a day back to the crew it came from: the inverse of a reassign onto a day that held nothing. */
export function reassignBack(api: ApiClient, from: CrewDay, to: CrewDay): Undo {
  return async () => {
    await api.post('/schedule/reassign', { body: { fromCrewId: to.crewId, toCrewId: from.crewId, date: from.day } });
  };
}

/**
 * The inverse of an emergency: a job it placed is taken off again, a job already on the day goes
 * back to its place; a day it pinned that was automatic before is automatic again.
 */
export function undoEmergency(api: ApiClient, day: CrewDay, before: DayOrder, result: EmergencyResult): Undo {
  return async () => {
    if (result.wasAlreadyOnTheDay) {
      const now = await api.get('/routes/{crewId}/{date}', { path: routeOf(day) });
      await restoreDayOrder(api, day, before, now.controlVersion);
      return;
    }
    await api.delete('/estimates/{estimateId}/schedule/{scheduleId}', { path: placementOf(result) });
    await unpinIfPinnedBy(api, day, before, result);
  };
}

/** A day the emergency pinned that was automatic before is handed back to the optimizer. */
async function unpinIfPinnedBy(api: ApiClient, day: CrewDay, before: DayOrder, result: EmergencyResult) {
  if (!result.orderPinned || before.orderMode !== 'automatic') return;
  const now = await api.get('/routes/{crewId}/{date}', { path: routeOf(day) });
  await handBackToOptimizer(api, day, now.controlVersion);
}

/**
 * The inverse of an emergency that moved a visit from another day (whose order was `movedFrom`):
 * the visit goes back to its day and stop (moveBack), and the emergency day is automatic again if
 * the emergency pinned it.
 */
export function undoMovedEmergency(
  api: ApiClient,
  moved: ScheduledWork,
  movedFrom: DayOrder,
  day: CrewDay,
  before: DayOrder,
  result: EmergencyResult,
): Undo {
  return async () => {
    await moveBack(api, [moved], { crewId: moved.crew?.id ?? null, day: moved.scheduledDate }, movedFrom)();
    await unpinIfPinnedBy(api, day, before, result);
  };
}

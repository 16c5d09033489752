import type { ApiClient } from '../../client/api-client';
import { UNASSIGNED_BOARD, type OrderMode, type RouteOrderResult } from '../../shared/contract/routes';
import type { CrewDay } from '../../shared/domain/crew-day';

/*
 * A crew-day's drive order as it was before a change, and the calls that put it back: the board's
 * Undo of a reorder or an emergency, and the route review's Undo of an order set by hand.
 */

/** The path values of a crew-day's route (`/routes/{crewId}/{date}`). */
export const routeOf = (crewDay: CrewDay) => ({ crewId: crewDay.crewId ?? UNASSIGNED_BOARD, date: crewDay.day });

/** A day's order and who controls it, as it was before an action. */
export interface DayOrder {
  orderedScheduleIds: string[];
  orderMode: OrderMode;
}

/** Hands the day's order back to the optimizer, at the day's current version. */
export async function handBackToOptimizer(api: ApiClient, day: CrewDay, expectedVersion: number): Promise<void> {
  await api.post('/routes/{crewId}/{date}/automatic', { path: routeOf(day), body: { expectedVersion } });
}

/** Puts the day's order back at `controlVersion` (the version the action left), then its mode if it was automatic. */
export async function restoreDayOrder(
  api: ApiClient,
  day: CrewDay,
  before: DayOrder,
  controlVersion: number,
): Promise<void> {
  const restored = await api.post('/routes/{crewId}/{date}/order', {
    path: routeOf(day),
    body: { expectedVersion: controlVersion, orderedScheduleIds: before.orderedScheduleIds },
  });
  if (before.orderMode === 'automatic') await handBackToOptimizer(api, day, restored.controlVersion);
}

/** The inverse of a reorder: the previous order (and mode) at the version the reorder answered. */
export function restoreOrder(
  api: ApiClient,
  day: CrewDay,
  before: DayOrder,
  result: Pick<RouteOrderResult, 'controlVersion'>,
): () => Promise<void> {
  return () => restoreDayOrder(api, day, before, result.controlVersion);
}

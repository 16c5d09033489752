import type { ApiClient } from '../../client/api-client';
import { UNASSIGNED_BOARD, type OrderMode, type RouteOrderResult } from '../../shared/contract/routes';
import type { CrewDay } from '../../shared/domain/crew-day';

/*
 * A crew-day's drive order as it was before a change, and the calls that put it back: the board's
 * Undo of a reorder or an emergency, and the route review's Undo of an order set by hand.
 */

/** The path values of a crew-day's route (`/routes/{crewId}/{date}`). */
export const routeOf = (crewDay: CrewDay) => ({ crewId: crewDay.crewId ?? UNASSIGNED_BOARD, date: crewDay.day });

/** A day's order and who controls it, as it was before an action, and the day's version then. */
export interface DayOrder {
  orderedScheduleIds: string[];
  orderMode: OrderMode;
  controlVersion: number;
}

/**
 * For each crew-day (of one API session), the versions an Undo put the day back to as it was, and
 * the version that Undo left. Two reorders of a day, undone newest first: the first Undo puts the
 * day back as the older reorder left it, at a new version; the older Undo, guarded on the version
 * its reorder left, finds here that the day is as it was then and goes on. Had anything else
 * changed the day in between, the versions do not meet, and the guard refuses it as before.
 */
const restoredVersions = new WeakMap<ApiClient, Map<string, Map<number, number>>>();

const dayKey = (day: CrewDay) => `${day.crewId ?? UNASSIGNED_BOARD}:${day.day}`;

/** The day's version that stands for `version`: the one left by the Undos that put the day back as it was at `version`. */
function standingVersion(api: ApiClient, day: CrewDay, version: number): number {
  const forwards = restoredVersions.get(api)?.get(dayKey(day));
  let current = version;
  for (let next = forwards?.get(current); next !== undefined; next = forwards?.get(current)) current = next;
  return current;
}

function recordRestored(api: ApiClient, day: CrewDay, asAt: number, leftAt: number): void {
  const days = restoredVersions.get(api) ?? new Map<string, Map<number, number>>();
  restoredVersions.set(api, days);
  const forwards = days.get(dayKey(day)) ?? new Map<number, number>();
  days.set(dayKey(day), forwards);
  forwards.set(asAt, leftAt);
}

/** Hands the day's order back to the optimizer, at the day's current version; answers the version it leaves. */
export async function handBackToOptimizer(api: ApiClient, day: CrewDay, expectedVersion: number): Promise<number> {
  const result = await api.post('/routes/{crewId}/{date}/automatic', { path: routeOf(day), body: { expectedVersion } });
  return result.controlVersion;
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
    body: { expectedVersion: standingVersion(api, day, controlVersion), orderedScheduleIds: before.orderedScheduleIds },
  });
  const leftAt =
    before.orderMode === 'automatic'
      ? await handBackToOptimizer(api, day, restored.controlVersion)
      : restored.controlVersion;
  recordRestored(api, day, before.controlVersion, leftAt);
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

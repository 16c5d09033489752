import type { Tx } from '../db/client';
import type { RouteRow } from '../schedule/crew-day.repo';
import { enqueueRouteJobs } from '../worker/route-jobs.repo';
import { routingSettings } from './route-day';
import { listCrewStarts } from './route.repo';
import { isFrozen } from './route-status';

export type QueueableRoute = Pick<RouteRow, 'id' | 'crewId' | 'day' | 'orderMode'>;

/**
 * Queues optimization of changed crew-days the optimizer may reorder: automatic ones, outside the
 * freeze horizon, of an organization with an origin. Manual and frozen days keep their order.
 * Runs in the changing transaction, so the job exists exactly when the change does.
 */
export async function queueOptimization(tx: Tx, orgId: string, changed: readonly QueueableRoute[], now: Date): Promise<void> {
  const automatic = changed.filter((route) => route.orderMode === 'automatic');
  if (automatic.length === 0) return;
  const { origin, freeze } = await routingSettings(tx, orgId, null);
  if (!origin) return;
  const crewIds = [...new Set(automatic.flatMap((route) => (route.crewId === null ? [] : [route.crewId])))];
  const starts = await listCrewStarts(tx, orgId, crewIds);
  const open = automatic.filter(
    (route) => !isFrozen(route.day, { ...freeze, dayStartMinutes: route.crewId === null ? null : (starts.get(route.crewId) ?? null) }, now),
  );
  await enqueueRouteJobs(tx, orgId, open.map((route) => route.id), now);
}

import type { Tx } from '../db/client';
import { findOrganization, originOf } from '../orgs/orgs.service';
import type { RouteRow } from './crew-day.repo';
import { enqueueRouteJobs } from './route-jobs.repo';

export type QueueableRoute = Pick<RouteRow, 'id'>;

/**
 * Queues planning of changed crew-days, when the organization has an origin to drive from: the
 * worker reorders automatic days outside the freeze horizon and measures the order of pinned and
 * frozen ones (their drive times follow every change). Runs in the changing transaction, so the
 * job exists exactly when the change does.
 */
export async function queueRoutePlanning(
  tx: Tx,
  orgId: string,
  changed: readonly QueueableRoute[],
  now: Date,
): Promise<void> {
  if (changed.length === 0) return;
  const org = await findOrganization(tx, orgId);
  if (!org || !originOf(org)) return;
  await enqueueRouteJobs(
    tx,
    orgId,
    changed.map((route) => route.id),
    now,
  );
}

import type { TravelModel } from '../adapters/travel/travel-model';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { recordEvent } from '../events/events.service';
import { bumpControlVersion, lockCrewDay, writeDayOrder, type CrewDay } from '../schedule/crew-day.repo';
import { holdsLease, removeJob, requeueJob, type ClaimedJob } from '../worker/route-jobs.repo';
import { controlVersionOf, loadRouteDay } from './route-day';
import { planDay, type SolveSettings } from './route-plan';
import { findRouteById, storeRouteFailure, storeRoutePlan } from './route.repo';
import { isFrozen } from './route-status';
import { toRoute } from './route-view';

export interface PlanningDeps {
  db: Db;
  clock: Clock;
  travel: TravelModel;
  solve: SolveSettings;
}

/** stored: the plan is the day's; held: nothing to do (no origin, manual or frozen); changed: requeued; lost_lease: another worker has it. */
export type PlanOutcome = 'stored' | 'held' | 'changed' | 'lost_lease';

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Runs under the crew-day lock, after checking this worker still holds the job: a lease taken
 * over by another worker means its result is the one that counts.
 */
async function underDayLock<T>(deps: PlanningDeps, job: ClaimedJob, crewDay: CrewDay, work: (tx: Tx, version: number, routeId: string) => Promise<T>): Promise<T | 'lost_lease'> {
  return deps.db.transaction(async (tx) => {
    const route = await lockCrewDay(tx, job.orgId, crewDay, deps.clock.now());
    if (!(await holdsLease(tx, job))) return 'lost_lease';
    return work(tx, route.controlVersion, route.id);
  });
}

async function announce(tx: Tx, job: ClaimedJob, crewDay: CrewDay, deps: PlanningDeps): Promise<void> {
  const now = deps.clock.now();
  const { status } = toRoute(await loadRouteDay(tx, job.orgId, crewDay), now);
  await recordEvent(tx, job.orgId, { type: 'route.changed', payload: { crewId: crewDay.crewId, day: crewDay.day, status } }, now);
}

/**
 * The worker's step for one claimed job: plan the day outside any transaction (the travel
 * provider may be slow), then store it under the day's lock only if the day is still the one
 * that was planned. The optimizer reorders automatic days outside the freeze horizon only.
 */
export async function planRouteJob(deps: PlanningDeps, job: ClaimedJob): Promise<PlanOutcome> {
  const route = await findRouteById(deps.db, job.orgId, job.routeId);
  if (!route) throw new Error(`route ${job.routeId} of a queued job vanished`);
  const crewDay: CrewDay = { crewId: route.crewId, day: route.day };
  const day = await loadRouteDay(deps.db, job.orgId, crewDay);
  const origin = day.origin;
  const reorderable = origin !== null && day.route?.orderMode === 'automatic' && !isFrozen(crewDay.day, day.freeze, deps.clock.now());
  const plan = reorderable ? await planDay(deps.travel, origin, day.stops, deps.solve) : null;

  return underDayLock(deps, job, crewDay, async (tx, version, routeId) => {
    const now = deps.clock.now();
    // Whatever was decided (even "hold the order") is about the day as read; a changed day is looked at again.
    if (version !== controlVersionOf(day)) {
      await requeueJob(tx, job, { availableAt: now, countAttempt: false }, now);
      return 'changed';
    }
    await removeJob(tx, job);
    if (!plan) return 'held';
    const reordered = !sameOrder(day.stops.map((stop) => stop.scheduleId), plan.orderedScheduleIds);
    if (reordered) await writeDayOrder(tx, job.orgId, plan.orderedScheduleIds, now);
    const planVersion = reordered ? await bumpControlVersion(tx, job.orgId, routeId, { orderSource: 'optimized' }, now) : version;
    await storeRoutePlan(tx, job.orgId, routeId, plan, planVersion, now);
    await announce(tx, job, crewDay, deps);
    return 'stored';
  });
}

/** The job gave up: the reason is kept on the route for the version it failed on, and the job leaves the queue. */
export async function recordRouteFailure(deps: PlanningDeps, job: ClaimedJob, reason: string): Promise<'failed' | 'lost_lease'> {
  const route = await findRouteById(deps.db, job.orgId, job.routeId);
  if (!route) throw new Error(`route ${job.routeId} of a queued job vanished`);
  const crewDay: CrewDay = { crewId: route.crewId, day: route.day };
  return underDayLock(deps, job, crewDay, async (tx, version, routeId) => {
    await storeRouteFailure(tx, job.orgId, routeId, reason, version, deps.clock.now());
    await removeJob(tx, job);
    await announce(tx, job, crewDay, deps);
    return 'failed' as const;
  });
}

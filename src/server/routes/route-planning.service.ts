import type { StoredRoutePlan } from '../../shared/contract/routes';
import type { TravelModel } from '../adapters/travel/travel-model';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { recordEvent } from '../events/events.service';
import { bumpControlVersion, lockCrewDay, writeDayOrder } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { sameOrder } from '../../shared/domain/drive-order';
import { holdsLease, removeJob, requeueJob, type ClaimedJob } from '../crew-days/route-jobs.repo';
import { controlVersionOf, loadRouteDay, type RouteDay } from './route-day';
import { measureDay, planDay, type SolveSettings } from './route-plan';
import { findRouteById, storeRouteFailure, storeRoutePlan } from './route.repo';
import { isFrozen } from './route-status';
import { toRoute } from './route-view';

export interface PlanningDeps {
  db: Db;
  clock: Clock;
  travel: TravelModel;
  solve: SolveSettings;
}

/** stored: the plan is the day's; held: nothing to plan from (no origin); changed: requeued; lost_lease: another worker has it. */
export type PlanOutcome = 'stored' | 'held' | 'changed' | 'lost_lease';

/** A plan and whether the optimizer chose its order (else it measures the day's own order). */
type DayPlan = { plan: StoredRoutePlan; optimized: boolean };

/**
 * Runs under the crew-day lock, after checking this worker still holds the job: a lease taken
 * over by another worker means its result is the one that counts.
 */
async function underDayLock<T>(
  deps: PlanningDeps,
  job: ClaimedJob,
  crewDay: CrewDay,
  work: (tx: Tx, version: number, routeId: string) => Promise<T>,
): Promise<T | 'lost_lease'> {
  return deps.db.transaction(async (tx) => {
    const route = await lockCrewDay(tx, job.orgId, crewDay, deps.clock.now());
    if (!(await holdsLease(tx, job))) return 'lost_lease';
    return work(tx, route.controlVersion, route.id);
  });
}

async function announce(tx: Tx, job: ClaimedJob, crewDay: CrewDay, deps: PlanningDeps): Promise<void> {
  const now = deps.clock.now();
  // The day's version as stored: up by one when the optimizer reordered it, as it was when it only measured.
  const { status, controlVersion } = toRoute(await loadRouteDay(tx, job.orgId, crewDay), now);
  await recordEvent(
    tx,
    job.orgId,
    { type: 'route.changed', payload: { crewId: crewDay.crewId, day: crewDay.day, status, controlVersion } },
    now,
  );
}

/**
 * The day's plan, made outside any transaction (the travel provider may be slow): the optimizer
 * reorders automatic days outside the freeze horizon; a pinned or frozen day keeps its order and
 * gets the legs, totals and geometry of that order, so its drive times never go missing.
 * Null when the organization has no origin to drive from.
 */
async function planFor(deps: Omit<PlanningDeps, 'db'>, day: RouteDay): Promise<DayPlan | null> {
  if (day.origin === null) return null;
  const optimized = day.route?.orderMode === 'automatic' && !isFrozen(day.crewDay.day, day.freeze, deps.clock.now());
  const plan = optimized
    ? await planDay(deps.travel, day.origin, day.stops, deps.solve)
    : await measureDay(deps.travel, day.origin, day.stops);
  return { plan, optimized };
}

/**
 * Stores a plan made from `day` as it was read at `version` (the caller holds the day's lock and
 * has checked the version): an optimizer's new order is written first and takes a new version.
 */
async function storePlan(
  tx: Tx,
  orgId: string,
  routeId: string,
  day: RouteDay,
  made: DayPlan,
  version: number,
  now: Date,
): Promise<void> {
  const order = made.plan.orderedScheduleIds;
  const reordered = !sameOrder(
    day.stops.map((stop) => stop.scheduleId),
    order,
  );
  if (reordered) await writeDayOrder(tx, orgId, order, now);
  const planVersion = reordered
    ? await bumpControlVersion(tx, orgId, routeId, { orderSource: 'optimized' }, now)
    : version;
  await storeRoutePlan(tx, orgId, routeId, made, planVersion, now);
}

/**
 * The worker's step for one claimed job: plan the day outside any transaction, then store it under
 * the day's lock only if the day is still the one that was planned.
 */
export async function planRouteJob(deps: PlanningDeps, job: ClaimedJob): Promise<PlanOutcome> {
  const route = await findRouteById(deps.db, job.orgId, job.routeId);
  if (!route) throw new Error(`route ${job.routeId} of a queued job vanished`);
  const crewDay: CrewDay = { crewId: route.crewId, day: route.day };
  const day = await loadRouteDay(deps.db, job.orgId, crewDay);
  const plan = await planFor(deps, day);

  return underDayLock(deps, job, crewDay, async (tx, version, routeId) => {
    const now = deps.clock.now();
    // Whatever was decided (even "nothing to plan") is about the day as read; a changed day is looked at again.
    if (version !== controlVersionOf(day)) {
      await requeueJob(tx, job, { availableAt: now, countAttempt: false }, now);
      return 'changed';
    }
    await removeJob(tx, job);
    if (!plan) return 'held';
    await storePlan(tx, job.orgId, routeId, day, plan, version, now);
    await announce(tx, job, crewDay, deps);
    return 'stored';
  });
}

/**
 * Plans crew-days at once in the caller's transaction, as the worker would (the demo seed leaves
 * its days planned). For days nobody else can hold yet: it takes no lock and queues nothing.
 */
export async function planDaysNow(
  tx: Tx,
  deps: Omit<PlanningDeps, 'db'>,
  orgId: string,
  crewDays: readonly CrewDay[],
): Promise<void> {
  for (const crewDay of crewDays) {
    const day = await loadRouteDay(tx, orgId, crewDay);
    const plan = day.route ? await planFor(deps, day) : null;
    if (day.route && plan)
      await storePlan(tx, orgId, day.route.id, day, plan, day.route.controlVersion, deps.clock.now());
  }
}

/** The job gave up: the reason is kept on the route for the version it failed on, and the job leaves the queue. */
export async function recordRouteFailure(
  deps: PlanningDeps,
  job: ClaimedJob,
  reason: string,
): Promise<'failed' | 'lost_lease'> {
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

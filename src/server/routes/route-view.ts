import {
  orderModes,
  orderSources,
  type Route,
  type RouteIssue,
  type StoredRoutePlan,
} from '../../shared/contract/routes';
import { storedEnum, toIsoOrNull } from '../db/sql-helpers';
import { controlVersionOf, type RouteDay } from './route-day';
import { deriveRouteStatus, isFrozen } from './route-status';

/** The stored plan when it belongs to the day's current control version, else null. */
export function currentPlan(day: RouteDay): StoredRoutePlan | null {
  const route = day.route;
  return route?.plan && route.planControlVersion === route.controlVersion ? route.plan : null;
}

/** Issues read from the day as it is now: stops with nowhere to drive to, jobs with several places. */
export function dayIssues(day: RouteDay): RouteIssue[] {
  return day.stops.flatMap((stop) => [
    ...(stop.lat === null || stop.lng === null
      ? [{ code: 'missing_coordinate' as const, scheduleId: stop.scheduleId }]
      : []),
    ...(stop.multiLocation ? [{ code: 'multi_location' as const, scheduleId: stop.scheduleId }] : []),
  ]);
}

function jobPhase(day: RouteDay, now: Date): 'none' | 'queued' | 'running' {
  if (!day.job) return 'none';
  // A running job whose lease lapsed is waiting to be taken again.
  return day.job.state === 'running' && day.job.availableAt.getTime() > now.getTime() ? 'running' : 'queued';
}

export function toRoute(day: RouteDay, now: Date): Route {
  const plan = currentPlan(day);
  const issues = [...dayIssues(day), ...(plan?.issues ?? [])];
  const controlVersion = controlVersionOf(day);
  const status = deriveRouteStatus({
    hasOrigin: day.origin !== null,
    job: jobPhase(day, now),
    locatedStops: day.stops.filter((stop) => stop.lat !== null && stop.lng !== null).length,
    frozen: isFrozen(day.crewDay.day, day.freeze, now),
    failed: day.route?.failedControlVersion === controlVersion,
    planCurrent: plan !== null,
    pinned: day.route?.orderMode === 'manual',
    issueCount: issues.length,
  });
  return {
    crewId: day.crewDay.crewId,
    date: day.crewDay.day,
    status,
    optimizedAt: plan ? toIsoOrNull(day.route?.optimizedAt ?? null) : null,
    distanceMeters: plan?.distanceMeters ?? null,
    driveDurationSeconds: plan?.driveDurationSeconds ?? null,
    orderMode: day.route ? storedEnum(orderModes, day.route.orderMode) : 'automatic',
    orderSource: day.route ? storedEnum(orderSources, day.route.orderSource) : 'schedule',
    controlVersion,
    orderedScheduleIds: day.stops.map((stop) => stop.scheduleId),
    legs: plan?.legs ?? [],
    geometry: plan?.geometry ?? null,
    origin: day.origin,
    issues,
    failureReason: status === 'failed' ? (day.route?.failureReason ?? null) : null,
  };
}

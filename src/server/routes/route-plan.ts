import type { RouteEnd, RouteIssue, StoredRoutePlan } from '../../shared/contract/routes';
import type { LatLng } from '../../shared/domain/geo';
import { solveRoute } from '../../shared/domain/tsp/solve';
import { POLYLINE_PRECISION, type TravelModel } from '../adapters/travel/travel-model';
import type { Origin } from '../orgs/orgs.service';
import type { RouteStopRow } from './route.repo';

type LocatedStop = RouteStopRow & LatLng;

const isLocated = (stop: RouteStopRow): stop is LocatedStop => stop.lat !== null && stop.lng !== null;

export interface SolveSettings {
  seed: number;
  /** Unset: the solver's budget for the day's size (300 ms to 1 s, solve.ts). */
  timeBudgetMs?: number;
}

export const DEFAULT_SOLVE_SETTINGS: SolveSettings = { seed: 1 };

/**
 * The shortest-duration round trip from the origin through the day's located stops, never longer
 * than their current order; stops without coordinates keep their order behind them.
 */
export async function planDay(
  travel: TravelModel,
  origin: Origin,
  stops: readonly RouteStopRow[],
  settings: SolveSettings,
): Promise<StoredRoutePlan> {
  const { order, fellBack } = await bestOrder(travel, origin, stops.filter(isLocated), settings);
  return measureOrder(travel, origin, [...order, ...stops.filter((stop) => !isLocated(stop))], fellBack);
}

/**
 * The plan of the day as it is ordered (a pinned or frozen day): legs, totals and geometry of
 * that order, so its drive times are known without the optimizer moving a stop.
 */
export function measureDay(
  travel: TravelModel,
  origin: Origin,
  stops: readonly RouteStopRow[],
): Promise<StoredRoutePlan> {
  return measureOrder(travel, origin, stops, false);
}

/** Legs, totals and the geometry of the trip through the located stops in the order given. */
async function measureOrder(
  travel: TravelModel,
  origin: Origin,
  stops: readonly RouteStopRow[],
  tableFellBack: boolean,
): Promise<StoredRoutePlan> {
  const orderedScheduleIds = stops.map((stop) => stop.scheduleId);
  const order = stops.filter(isLocated);
  if (order.length === 0) {
    return { orderedScheduleIds, legs: [], distanceMeters: 0, driveDurationSeconds: 0, geometry: null, issues: [] };
  }

  const path = await travel.path([origin, ...order, origin]);
  const ends: RouteEnd[] = [originEnd(origin), ...order.map(stopEnd), originEnd(origin)];
  const legs = path.legs.map((leg, index) => ({
    from: ends[index] as RouteEnd,
    to: ends[index + 1] as RouteEnd,
    distanceMeters: Math.round(leg.distanceMeters),
    driveDurationSeconds: Math.round(leg.durationSeconds),
  }));
  const issues: RouteIssue[] =
    tableFellBack || path.fellBack ? [{ code: 'provider_unavailable', scheduleId: null }] : [];
  return {
    orderedScheduleIds,
    legs,
    distanceMeters: legs.reduce((sum, leg) => sum + leg.distanceMeters, 0),
    driveDurationSeconds: legs.reduce((sum, leg) => sum + leg.driveDurationSeconds, 0),
    geometry: { encodedPolyline: path.encodedPolyline, precision: POLYLINE_PRECISION },
    issues,
  };
}

async function bestOrder(
  travel: TravelModel,
  origin: Origin,
  located: readonly LocatedStop[],
  settings: SolveSettings,
): Promise<{ order: LocatedStop[]; fellBack: boolean }> {
  // One stop (or none) has a single order: no travel table needed.
  if (located.length < 2) return { order: [...located], fellBack: false };
  const table = await travel.table([origin, ...located]);
  const current = located.map((_, index) => index + 1);
  const solution = solveRoute(table.durations, current, settings);
  return { order: solution.order.map((node) => located[node - 1] as LocatedStop), fellBack: table.fellBack };
}

const originEnd = (origin: Origin): RouteEnd => ({ type: 'origin', label: origin.label, scheduleId: null });
const stopEnd = (stop: RouteStopRow): RouteEnd => ({ type: 'stop', label: stop.label, scheduleId: stop.scheduleId });

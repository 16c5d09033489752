import type { RouteStatusItem, RouteStatusQuery } from '../../shared/contract/routes';
import type { DbOrTx } from '../db/client';
import { crewDayKey } from '../crew-days/crew-day.repo';
import type { CrewDay } from '../../shared/domain/crew-day';
import { routingSettings, type RouteDay } from './route-day';
import { listCrewsForRoutes, listRangeRoutes, listRangeStops } from './route-range.repo';
import { toRoute } from './route-view';
import { reachesCrewDay, type CrewReach } from '../keys/crew-reach';

/**
 * GET /routes: the status of every crew-day of a range that holds placements or a route row, read
 * from the same facts and rules as the single route (`toRoute`), gathered in four statements.
 * Order: by day, then crew as the board draws them (by name), the unassigned board last. A crew
 * key's are its own crew's reached days.
 */
export async function listRouteStatuses(
  db: DbOrTx,
  orgId: string,
  crew: CrewReach | null,
  query: RouteStatusQuery,
  now: Date,
): Promise<{ items: RouteStatusItem[] }> {
  const filter = { from: query.from, to: query.to, crewIds: query.crewIds };
  // Independent reads: one round trip's wait, not four.
  const [{ origin, freeze }, crewList, rangeRoutes, rangeStops] = await Promise.all([
    routingSettings(db, orgId, null),
    listCrewsForRoutes(db, orgId),
    listRangeRoutes(db, orgId, filter),
    listRangeStops(db, orgId, filter),
  ]);
  const crews = new Map(crewList.map((crew) => [crew.id, crew]));
  const days = new Map<string, RouteDay>();
  const dayOf = (crewDay: CrewDay): RouteDay => {
    const key = crewDayKey(crewDay);
    const known = days.get(key);
    if (known) return known;
    const dayStartMinutes = crewDay.crewId === null ? null : (crews.get(crewDay.crewId)?.dayStartMinutes ?? null);
    const created: RouteDay = {
      crewDay,
      origin,
      freeze: { ...freeze, dayStartMinutes },
      route: null,
      job: null,
      stops: [],
    };
    days.set(key, created);
    return created;
  };

  for (const { route, job } of rangeRoutes)
    Object.assign(dayOf({ crewId: route.crewId, day: route.day }), { route, job });
  for (const { crewId, day, ...stop } of rangeStops) dayOf({ crewId, day }).stops.push(stop);

  // The crews come ordered by name as the board orders them; the unassigned board goes last.
  const crewRank = new Map(crewList.map((crew, rank) => [crew.id, rank]));
  const rankOf = (crewId: string | null) => (crewId === null ? crewList.length : (crewRank.get(crewId) ?? -1));
  const ordered = [...days.values()].sort((a, b) =>
    a.crewDay.day === b.crewDay.day
      ? rankOf(a.crewDay.crewId) - rankOf(b.crewDay.crewId)
      : a.crewDay.day < b.crewDay.day
        ? -1
        : 1,
  );
  const shown = crew ? ordered.filter((day) => reachesCrewDay(crew, day.crewDay.crewId, day.crewDay.day)) : ordered;
  return {
    items: shown.map((day) => {
      const route = toRoute(day, now);
      return {
        crewId: route.crewId,
        date: route.date,
        status: route.status,
        orderMode: route.orderMode,
        controlVersion: route.controlVersion,
        driveDurationSeconds: route.driveDurationSeconds,
      };
    }),
  };
}

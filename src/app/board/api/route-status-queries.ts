import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { RouteStatusItem, RouteStatusList } from '../../../shared/contract/routes';
import type { CrewDay } from '../../../shared/domain/crew-day';
import { addDays, weekStartOf } from '../../../shared/domain/working-days';
import { cellId } from '../../dispatch/work-labels';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';

/** A calendar week, Monday to Sunday: the unit the board reads route statuses in. */
export interface StatusWeek {
  from: string;
  to: string;
}

// Every cell asks at every render of the board (a drag's end draws them all again): date
// arithmetic is slow enough to show in a drop's profile, and a day's week never changes.
const weeksOfDays = new Map<string, StatusWeek>();

export function statusWeekOf(day: string): StatusWeek {
  let week = weeksOfDays.get(day);
  if (!week) {
    const monday = weekStartOf(day);
    week = { from: monday, to: addDays(monday, 6) };
    weeksOfDays.set(day, week);
  }
  return week;
}

/** GET /routes for one week: the status, order mode and version of each crew-day holding work. */
export function routeStatusesQuery(api: ApiClient, week: StatusWeek) {
  return queryOptions({
    queryKey: queryKeys.routes.statusWeek(week),
    queryFn: ({ signal }) => api.get('/routes', { query: { from: week.from, to: week.to }, signal }),
  });
}

/**
 * A crew-day's route status, read with its week (every cell of the week shares the one request);
 * undefined while loading and for a day holding nothing.
 */
export function useRouteStatus(crewDay: CrewDay): RouteStatusItem | undefined {
  const api = useApi();
  const { data } = useQuery({
    ...routeStatusesQuery(api, statusWeekOf(crewDay.day)),
    select: (list) => statusesByCell(list).get(cellId(crewDay.crewId, crewDay.day)),
  });
  return data;
}

/** A week's statuses by crew-day, built once per answer: each of the week's cells looks its own up. */
const cellIndexes = new WeakMap<RouteStatusList, Map<string, RouteStatusItem>>();

function statusesByCell(list: RouteStatusList): Map<string, RouteStatusItem> {
  let index = cellIndexes.get(list);
  if (!index) {
    index = new Map(list.items.map((item) => [cellId(item.crewId, item.date), item]));
    cellIndexes.set(list, index);
  }
  return index;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { RouteStatusItem } from '../../../shared/contract/routes';
import type { CrewDay } from '../../../shared/domain/crew-day';
import { addDays, daysBetween } from '../../../shared/domain/working-days';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';

/** A calendar week, Monday to Sunday: the unit the board reads route statuses in. */
export interface StatusWeek {
  from: string;
  to: string;
}

// 2024-01-01 was a Monday: whole weeks from it find any day's Monday without Date arithmetic here.
const A_MONDAY = '2024-01-01';

export function statusWeekOf(day: string): StatusWeek {
  const monday = addDays(day, -(((daysBetween(A_MONDAY, day) % 7) + 7) % 7));
  return { from: monday, to: addDays(monday, 6) };
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
    select: (list) => list.items.find((item) => item.crewId === crewDay.crewId && item.date === crewDay.day),
  });
  return data;
}

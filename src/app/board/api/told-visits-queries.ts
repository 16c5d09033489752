import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { ToldVisits } from '../../../shared/contract/visit-notices';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { statusWeekOf, type StatusWeek } from './route-status-queries';

/** GET /schedule/notices for one calendar week: the jobs whose customer was told a day of it. */
export function toldVisitsQuery(api: ApiClient, week: StatusWeek) {
  return queryOptions({
    queryKey: queryKeys.schedule.toldWeek(week),
    queryFn: ({ signal }) => api.get('/schedule/notices', { query: { from: week.from, to: week.to }, signal }),
  });
}

/** A week's told visits by job and day, built once per answer: each card of the week looks its own up. */
const indexes = new WeakMap<ToldVisits, Map<string, string>>();

const toldKey = (estimateId: string, day: string) => `${estimateId} ${day}`;

function toldByJobDay(list: ToldVisits): Map<string, string> {
  let index = indexes.get(list);
  if (!index) {
    index = new Map(list.items.map((item) => [toldKey(item.estimateId, item.day), item.toldAt]));
    indexes.set(list, index);
  }
  return index;
}

/** When each job of a day was told that day (read with its week, one request for the week's cards). */
export function useDayTold(day: string): ((estimateId: string) => string | undefined) | undefined {
  const api = useApi();
  const index = useQuery({ ...toldVisitsQuery(api, statusWeekOf(day)), select: toldByJobDay }).data;
  return index && ((estimateId) => index.get(toldKey(estimateId, day)));
}

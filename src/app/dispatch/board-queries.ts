import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../client/api-client';
import type { Crew } from '../../shared/contract/crews';
import type { ScheduleBoard } from '../../shared/contract/schedule';
import { queryKeys } from '../lib/query-keys';

export function crewsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.schedule.crews(),
    queryFn: ({ signal }) => api.get<{ items: Crew[] }>('/crews', undefined, signal),
    select: (list) => list.items,
  });
}

export interface BoardRange {
  from: string;
  to: string;
}

export function boardQuery(api: ApiClient, range: BoardRange) {
  return queryOptions({
    queryKey: queryKeys.schedule.board(range),
    queryFn: ({ signal }) => api.get<ScheduleBoard>('/schedule', { from: range.from, to: range.to }, signal),
    // The rows and scroll position stay while another week loads.
    placeholderData: keepPreviousData,
  });
}

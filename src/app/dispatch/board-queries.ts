import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../client/api-client';
import { boardOfRows } from '../../shared/contract/schedule-board';
import { queryKeys } from '../lib/query-keys';

export function crewsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.schedule.crews(),
    queryFn: ({ signal }) => api.get('/crews', { signal }),
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
    // The board's own read (rows, crews once) turned back into GET /schedule's shape, which the board works on.
    queryFn: async ({ signal }) =>
      boardOfRows(await api.get('/schedule/board', { query: { from: range.from, to: range.to }, signal })),
    // The rows and scroll position stay while another week loads.
    placeholderData: keepPreviousData,
  });
}

/** The board of one crew: its days' loads (`crewDays`) whatever range the board shows. */
export function crewBoardQuery(api: ApiClient, crewId: string, range: BoardRange) {
  return queryOptions({
    queryKey: queryKeys.schedule.crewBoard(crewId, range),
    queryFn: async ({ signal }) =>
      boardOfRows(await api.get('/schedule/board', { query: { from: range.from, to: range.to, crewId }, signal })),
  });
}

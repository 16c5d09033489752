import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { UnscheduledPage } from '../../../shared/contract/unscheduled';
import { queryKeys, type QueueFilter } from '../../lib/query-keys';

export const QUEUE_PAGE_SIZE = 50;

/**
 * The address holds the filter as text; the API reads a number of days and a yes/no word. The
 * search box (`q` in the address) is sent as the extension `search`, which also finds the customer's
 * name: api.md's `q` leaves the customer out.
 */
const queueQuery = ({ q, ...filter }: QueueFilter) => ({
  ...filter,
  search: q,
  minAgeDays: filter.minAgeDays ? Number(filter.minAgeDays) : undefined,
  dueOnly: filter.dueOnly === 'true' ? ('true' as const) : undefined,
});

export function queuePagesQuery(api: ApiClient, filter: QueueFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.schedule.queue(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get('/schedule/unscheduled', {
        query: { ...queueQuery(filter), offset: pageParam, limit: QUEUE_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page: UnscheduledPage) => page.nextOffset ?? undefined,
  });
}

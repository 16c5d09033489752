import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../client/api-client';
import { FIRST_PAGE, nextCursorOf, PAGE_SIZE } from '../lib/cursor-page';
import { queryKeys } from '../lib/query-keys';

/** Customers whose name contains `search` (all when empty), oldest first, a page per "Load more". */
export function customerPagesQuery(api: ApiClient, search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.customers.list({ search }),
    queryFn: ({ pageParam, signal }) =>
      api.get('/customers', { query: { search, cursor: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextCursorOf,
  });
}

export function customerQuery(api: ApiClient, customerId: string) {
  return queryOptions({
    queryKey: queryKeys.customers.detail(customerId),
    queryFn: ({ signal }) => api.get('/customers/{customerId}', { path: { customerId }, signal }),
  });
}

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../client/api-client';
import { FIRST_PAGE, nextCursorOf, PAGE_SIZE } from '../lib/cursor-page';
import { queryKeys, type EstimateListFilter } from '../lib/query-keys';

export function estimatePagesQuery(api: ApiClient, filter: EstimateListFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.estimates.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get('/estimates', { query: { ...filter, cursor: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextCursorOf,
  });
}

export function estimateQuery(api: ApiClient, estimateId: string) {
  return queryOptions({
    queryKey: queryKeys.estimates.detail(estimateId),
    queryFn: ({ signal }) => api.get('/estimates/{estimateId}', { path: { estimateId }, signal }),
  });
}

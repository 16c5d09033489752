import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../client/api-client';
import { FIRST_PAGE, nextCursorOf, PAGE_SIZE } from '../lib/cursor-page';
import { queryKeys, type SiteListFilter } from '../lib/query-keys';

export function sitePagesQuery(api: ApiClient, filter: SiteListFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.sites.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get('/sites', { query: { ...filter, cursor: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextCursorOf,
  });
}

export function siteQuery(api: ApiClient, siteId: string) {
  return queryOptions({
    queryKey: queryKeys.sites.detail(siteId),
    queryFn: ({ signal }) => api.get('/sites/{siteId}', { path: { siteId }, signal }),
  });
}

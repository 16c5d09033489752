import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET /org: the organization's time zone, depot and scheduling defaults; changed only by an operator, so read once and kept. */
export function orgSettingsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.org.settings(),
    queryFn: ({ signal }) => api.get('/org', { signal }),
    staleTime: 10 * 60_000,
  });
}

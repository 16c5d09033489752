import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../client/api-client';
import type { RouteStatus } from '../../shared/contract/routes';
import { queryKeys } from '../lib/query-keys';

/** How often a day whose plan is being made is asked again (api.md: "ask again shortly"). */
const ROUTE_POLL_MS = 1_000;

const IN_PROGRESS: readonly RouteStatus[] = ['pending', 'optimizing'];
export const isInProgress = (status: RouteStatus) => IN_PROGRESS.includes(status);

/** GET /routes/{crewId}/{date}; polled only while the optimizer has the day. */
export function routeQuery(api: ApiClient, crewId: string, date: string) {
  return queryOptions({
    queryKey: queryKeys.routes.day(crewId, date),
    queryFn: ({ signal }) => api.get('/routes/{crewId}/{date}', { path: { crewId, date }, signal }),
    refetchInterval: (query) => (query.state.data && isInProgress(query.state.data.status) ? ROUTE_POLL_MS : false),
  });
}

import type { MoveSite } from '../../../shared/contract/sites';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';

/**
 * PATCH /sites/{siteId}: the site placed by hand. Its position feeds the site lists, the board and
 * queue (districts, map, fit distances) and the routes of the days that visit it.
 */
export function useMoveSite(siteId: string) {
  const api = useApi();
  return useWrite({
    send: (position: MoveSite) => api.patch('/sites/{siteId}', { path: { siteId }, body: position }),
    stored: (site, queryClient) => queryClient.setQueryData(queryKeys.sites.detail(site.id), site),
    record: () => queryKeys.sites.detail(siteId),
    touches: () => [queryKeys.sites.lists(), queryKeys.schedule.all, queryKeys.routes.all],
  });
}

import type { MoveSite } from '../../../shared/contract/sites';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { siteName } from '../../records/site-address';
import { useToast } from '../../ui/toast-context';

/**
 * PATCH /sites/{siteId}: the site placed by hand. Its position feeds the site lists, the board and
 * queue (districts, map, fit distances) and the routes of the days that visit it.
 */
export function useMoveSite(siteId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (position: MoveSite) => api.patch('/sites/{siteId}', { path: { siteId }, body: position }),
    stored: (site, queryClient) => queryClient.setQueryData(queryKeys.sites.detail(site.id), site),
    record: () => queryKeys.sites.detail(siteId),
    touches: () => [queryKeys.sites.lists(), queryKeys.schedule.all, queryKeys.routes.all],
    answered: (site) =>
      notify({
        tone: 'success',
        title: 'Position saved',
        body: `${siteName(site)}, placed by hand at ${site.latitude}, ${site.longitude}`,
      }),
  });
}

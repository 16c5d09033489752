import type { z } from 'zod';
import type { createSiteSchema } from '../../../shared/contract/sites';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';

export type SiteDraft = z.input<typeof createSiteSchema>;

/** POST /sites: the answer carries the settled coordinates and where they came from (locationSource). */
export function useCreateSite() {
  const api = useApi();
  return useWrite({
    send: (draft: SiteDraft) => api.post('/sites', { body: draft }),
    stored: (site, queryClient) => queryClient.setQueryData(queryKeys.sites.detail(site.id), site),
    touches: () => [queryKeys.sites.lists()],
  });
}

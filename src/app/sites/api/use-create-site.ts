import type { z } from 'zod';
import type { createSiteSchema } from '../../../shared/contract/sites';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { siteName } from '../../records/site-address';
import { useToast } from '../../ui/toast-context';

export type SiteDraft = z.input<typeof createSiteSchema>;

/** POST /sites: the answer carries the settled coordinates and where they came from (locationSource). */
export function useCreateSite() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (draft: SiteDraft) => api.post('/sites', { body: draft }),
    stored: (site, queryClient) => queryClient.setQueryData(queryKeys.sites.detail(site.id), site),
    touches: () => [queryKeys.sites.lists()],
    answered: (site) => notify({ tone: 'success', title: 'Site created', body: siteName(site) }),
  });
}

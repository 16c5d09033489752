import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSiteSchema } from '../../../shared/contract/sites';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';

export type SiteDraft = z.input<typeof createSiteSchema>;

/** POST /sites: the answer carries the settled coordinates and where they came from (locationSource). */
export function useCreateSite() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: SiteDraft) => api.post('/sites', { body: draft }),
    onSuccess: (site) => {
      queryClient.setQueryData(queryKeys.sites.detail(site.id), site);
      void queryClient.invalidateQueries({ queryKey: queryKeys.sites.lists() });
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import { queryKeys } from '../../lib/query-keys';
import { dataUrlOf } from '../logo-file';

/** GET /org/logo as a data URL for the preview: the image needs the API key, which an img's address cannot carry. */
export function logoQuery(api: ApiClient, updatedAt: string) {
  return queryOptions({
    queryKey: queryKeys.org.logo(updatedAt),
    queryFn: async ({ signal }) => dataUrlOf(await api.file('/org/logo', { signal })),
    staleTime: Infinity,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { UnscheduledRow } from '../../../shared/contract/schedule';
import { queryKeys } from '../../lib/query-keys';

/** Ranked crew-days for one queue row; its coordinates (when geocoded) give nearest stop and detour. */
export function fitQuery(api: ApiClient, row: UnscheduledRow) {
  return queryOptions({
    queryKey: queryKeys.schedule.fit(row.estimateId),
    queryFn: ({ signal }) =>
      api.get('/schedule/fit', {
        query: { estimateIds: row.estimateId, lat: row.latitude ?? undefined, lng: row.longitude ?? undefined },
        signal,
      }),
  });
}

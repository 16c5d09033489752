import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import type { UnscheduledRow } from '../../../shared/contract/unscheduled';
import { queryKeys, type FitWindow } from '../../lib/query-keys';

/** The fit panel lists the best crew-days only: a dispatcher reads the top of the ranking, not all 2,000 of 200 crews. */
export const FIT_PANEL_SIZE = 20;

/**
 * Ranked crew-days for one queue row over the window's working days (the server's default window
 * without one); its coordinates (when
 * geocoded) give nearest stop and detour.
 */
export function fitQuery(api: ApiClient, row: UnscheduledRow, window: FitWindow | undefined) {
  return queryOptions({
    queryKey: queryKeys.schedule.fit(row.estimateId, window),
    queryFn: ({ signal }) =>
      api.get('/schedule/fit', {
        query: {
          estimateIds: row.estimateId,
          ...window,
          limit: FIT_PANEL_SIZE,
          lat: row.latitude ?? undefined,
          lng: row.longitude ?? undefined,
        },
        signal,
      }),
  });
}

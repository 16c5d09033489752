import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import { MAX_PAGE_SIZE } from '../../../shared/contract/common';
import type { ApiKey } from '../../../shared/contract/keys';
import { queryKeys } from '../../lib/query-keys';

/** Pages read at most: 20 x 200 keys. An organization with more is told so on the screen. */
export const MAX_KEY_PAGES = 20;

/** Every API key of the organization, oldest first (GET /keys page by page), and whether some were left unread. */
export function keysQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.keys.list(),
    queryFn: async ({ signal }) => {
      const pageAfter = (cursor: string | null) =>
        api.get('/keys', { query: { cursor, limit: MAX_PAGE_SIZE }, signal });
      const keys: ApiKey[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MAX_KEY_PAGES; page++) {
        const answer = await pageAfter(cursor);
        keys.push(...answer.items);
        cursor = answer.nextCursor;
        if (cursor === null) return { keys, complete: true };
      }
      return { keys, complete: false };
    },
  });
}

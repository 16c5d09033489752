import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import { FIRST_PAGE, nextCursorOf, PAGE_SIZE } from '../../lib/cursor-page';
import { queryKeys } from '../../lib/query-keys';

/** GET /messages (extension): e-mails to customers, newest first, a page per "Load more". */
export function messagePagesQuery(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: queryKeys.messages.list(),
    queryFn: ({ pageParam, signal }) =>
      api.get('/messages', { query: { cursor: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextCursorOf,
  });
}

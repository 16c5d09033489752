import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import { FIRST_PAGE, nextCursorOf, PAGE_SIZE } from '../../lib/cursor-page';
import { queryKeys, type InvoiceListFilter } from '../../lib/query-keys';

/** Newest first: the invoice sent this week is on top. */
export function invoicePagesQuery(api: ApiClient, filter: InvoiceListFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.invoices.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api.get('/invoices', { query: { ...filter, order: 'newest', cursor: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextCursorOf,
  });
}

export function invoiceQuery(api: ApiClient, invoiceId: string) {
  return queryOptions({
    queryKey: queryKeys.invoices.detail(invoiceId),
    queryFn: ({ signal }) => api.get('/invoices/{invoiceId}', { path: { invoiceId }, signal }),
  });
}

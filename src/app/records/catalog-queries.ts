import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../client/api-client';
import type { CatalogItem } from '../../shared/contract/catalog';
import { FIRST_PAGE } from '../lib/cursor-page';
import { queryKeys } from '../lib/query-keys';

/** The largest page the API serves; a catalog is a few dozen items, so this is one request in practice. */
const CATALOG_PAGE_SIZE = 200;
/** Prices change rarely; a drafting session need not refetch them. */
const CATALOG_FRESH_MS = 5 * 60 * 1000;

/**
 * The whole catalog, inactive items included: drafting offers only active, non-bundle items, but an
 * existing estimate's lines may name a retired one.
 */
export function catalogItemsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.catalog.items(),
    queryFn: async ({ signal }) => {
      const items: CatalogItem[] = [];
      let cursor = FIRST_PAGE;
      do {
        const page = await api.get('/catalog/items', {
          query: { activeOnly: 'false', limit: CATALOG_PAGE_SIZE, cursor },
          signal,
        });
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor !== null);
      return items;
    },
    staleTime: CATALOG_FRESH_MS,
  });
}

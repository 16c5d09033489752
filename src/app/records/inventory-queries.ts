import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../client/api-client';
import { queryKeys } from '../lib/query-keys';

/** Signed photo links work for 15 minutes; refresh well before that. */
const PHOTO_LINKS_FRESH_MS = 10 * 60 * 1000;

export function siteTreesQuery(api: ApiClient, siteId: string) {
  return queryOptions({
    queryKey: queryKeys.inventory.trees(siteId),
    queryFn: ({ signal }) => api.get('/sites/{siteId}/trees', { path: { siteId }, signal }),
    select: (list) => list.items,
  });
}

export function siteNotesQuery(api: ApiClient, siteId: string) {
  return queryOptions({
    queryKey: queryKeys.inventory.notes(siteId),
    queryFn: ({ signal }) => api.get('/sites/{siteId}/notes', { path: { siteId }, signal }),
    select: (list) => list.items,
  });
}

/**
 * A tree's photos with fresh signed links: fetched again every time the gallery opens (never shown
 * from an old cache entry: gcTime 0), and refreshed while it stays open, before the links expire.
 */
export function treePhotosQuery(api: ApiClient, treeId: string) {
  return queryOptions({
    queryKey: queryKeys.inventory.photos(treeId),
    queryFn: ({ signal }) => api.get('/trees/{treeId}/photos', { path: { treeId }, signal }),
    select: (list) => list.items,
    staleTime: PHOTO_LINKS_FRESH_MS,
    refetchInterval: PHOTO_LINKS_FRESH_MS,
    refetchOnMount: 'always',
    gcTime: 0,
  });
}

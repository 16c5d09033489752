import type { z } from 'zod';
import type { createPhotoSchema, CreateNote, CreateTree, UpdateTree } from '../../../shared/contract/inventory';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';

/** A write sent with the key of the user's attempt, so retrying after a lost answer never adds twice. */
interface Attempt<Body> {
  body: Body;
  idempotencyKey: string;
}

/** A tree change moves the table, the map's numbered points and the notes that name trees. */
const siteInventory = (siteId: string) => [queryKeys.inventory.trees(siteId), queryKeys.inventory.notes(siteId)];

export function useAddTree(siteId: string) {
  const api = useApi();
  return useWrite({
    send: ({ body, idempotencyKey }: Attempt<CreateTree>) =>
      api.post('/sites/{siteId}/trees', { path: { siteId }, body, idempotencyKey }),
    touches: () => siteInventory(siteId),
  });
}

export function useCorrectTree(siteId: string) {
  const api = useApi();
  return useWrite({
    send: ({ treeId, body }: { treeId: string; body: UpdateTree }) =>
      api.patch('/trees/{treeId}', { path: { treeId }, body }),
    touches: () => siteInventory(siteId),
  });
}

export function useRemoveTree(siteId: string) {
  const api = useApi();
  return useWrite({
    send: (treeId: string) => api.delete('/trees/{treeId}', { path: { treeId } }),
    touches: () => siteInventory(siteId),
  });
}

export function useAddNote(siteId: string) {
  const api = useApi();
  return useWrite({
    send: ({ body, idempotencyKey }: Attempt<CreateNote>) =>
      api.post('/sites/{siteId}/notes', { path: { siteId }, body, idempotencyKey }),
    touches: () => [queryKeys.inventory.notes(siteId)],
  });
}

export function useAddPhoto(treeId: string) {
  const api = useApi();
  return useWrite({
    send: ({ body, idempotencyKey }: Attempt<z.input<typeof createPhotoSchema>>) =>
      api.post('/trees/{treeId}/photos', { path: { treeId }, body, idempotencyKey }),
    touches: () => [queryKeys.inventory.photos(treeId)],
  });
}

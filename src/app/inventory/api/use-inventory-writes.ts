import type { z } from 'zod';
import type { createPhotoSchema, CreateNote, CreateTree, Tree, UpdateTree } from '../../../shared/contract/inventory';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { useToast } from '../../ui/toast-context';
import { noteSubject, numberedTree, treeName, treeNumbers, treeSummary } from '../../records/tree-numbers';

/** A write sent with the key of the user's attempt, so retrying after a lost answer never adds twice. */
interface Attempt<Body> {
  body: Body;
  idempotencyKey: string;
}

/** A tree as the site's list shows it: its number is its place in that list. */
export interface NumberedTree {
  tree: Tree;
  number: number;
}

/** A tree change moves the table, the map's numbered points and the notes that name trees. */
const siteInventory = (siteId: string) => [queryKeys.inventory.trees(siteId), queryKeys.inventory.notes(siteId)];

export function useAddTree(siteId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ body, idempotencyKey }: Attempt<CreateTree>) =>
      api.post('/sites/{siteId}/trees', { path: { siteId }, body, idempotencyKey }),
    touches: () => siteInventory(siteId),
    answered: (tree) => notify({ tone: 'success', title: 'Tree added', body: treeSummary(tree) }),
  });
}

export function useCorrectTree(siteId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ tree, body }: NumberedTree & { body: UpdateTree }) =>
      api.patch('/trees/{treeId}', { path: { treeId: tree.id }, body }),
    touches: () => siteInventory(siteId),
    answered: (corrected, { number }) =>
      notify({ tone: 'success', title: `Tree ${number} saved`, body: treeSummary(corrected) }),
  });
}

export function useRemoveTree(siteId: string) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ tree }: NumberedTree) => api.delete('/trees/{treeId}', { path: { treeId: tree.id } }),
    touches: () => siteInventory(siteId),
    answered: (_removed, { tree, number }) =>
      notify({
        tone: 'success',
        title: `Tree ${number} deleted`,
        body: `${treeName(tree)}, with its photos and notes`,
      }),
  });
}

/** `trees` are the site's, as its list numbers them: the toast names the tree a note is about. */
export function useAddNote(siteId: string, trees: readonly Tree[]) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ body, idempotencyKey }: Attempt<CreateNote>) =>
      api.post('/sites/{siteId}/notes', { path: { siteId }, body, idempotencyKey }),
    touches: () => [queryKeys.inventory.notes(siteId)],
    answered: (note) =>
      notify({ tone: 'success', title: 'Note added', body: noteSubject(note, trees, treeNumbers(trees)) }),
  });
}

export function useAddPhoto({ tree, number }: NumberedTree) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ body, idempotencyKey }: Attempt<z.input<typeof createPhotoSchema>>) =>
      api.post('/trees/{treeId}/photos', { path: { treeId: tree.id }, body, idempotencyKey }),
    touches: () => [queryKeys.inventory.photos(tree.id)],
    answered: (photo) =>
      notify({
        tone: 'success',
        title: 'Photo uploaded',
        body: `Of ${numberedTree(tree, number)} (${photo.category})`,
      }),
  });
}

import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/api-client';
import { readBase64 } from '../../lib/read-base64';
import { queryKeys } from '../../lib/query-keys';
import type { FieldWrite, OutboxEntry } from './field-writes';
import type { Outbox } from './outbox';

type Listed<Item> = { items: Item[] } | undefined;

/** Puts a stored record at the end of a cached list (the site's trees or notes), unless it is there already. */
function appendTo<Item extends { id: string }>(queryClient: QueryClient, queryKey: readonly unknown[], item: Item) {
  queryClient.setQueryData(queryKey, (list: Listed<Item>) =>
    list && !list.items.some((kept) => kept.id === item.id) ? { ...list, items: [...list.items, item] } : list,
  );
}

/** The reads a write is about: read again after a refusal, with the crew's days (the job may have left them). */
export function readsAbout(write: FieldWrite): (readonly unknown[])[] {
  const about =
    write.kind === 'line' || write.kind === 'stop'
      ? [queryKeys.estimates.detail(write.estimateId)]
      : [queryKeys.inventory.trees(write.siteId), queryKeys.inventory.notes(write.siteId)];
  return [queryKeys.schedule.crewSchedules(), ...about];
}

/**
 * Sends one outbox entry, each request with the Idempotency-Key made when the person acted, and
 * puts what the server answered where the screens read it, before the entry leaves the outbox: the
 * mark never blinks back to pending between the two. Throws the ApiError of a refusal or of no connection.
 */
export async function deliver(api: ApiClient, queryClient: QueryClient, outbox: Outbox, entry: OutboxEntry) {
  const { write, idempotencyKeys } = entry;
  const [firstKey, secondKey] = idempotencyKeys;
  switch (write.kind) {
    case 'line': {
      const estimate = await api.patch('/estimates/{estimateId}/lines/{lineId}', {
        path: { estimateId: write.estimateId, lineId: write.lineId },
        body: { status: write.status },
        idempotencyKey: firstKey,
      });
      queryClient.setQueryData(queryKeys.estimates.detail(write.estimateId), estimate);
      return;
    }
    case 'stop': {
      const estimate = await api.post('/estimates/{estimateId}/lines/done', {
        path: { estimateId: write.estimateId },
        body: { lineIds: write.lineIds },
        idempotencyKey: firstKey,
      });
      queryClient.setQueryData(queryKeys.estimates.detail(write.estimateId), estimate);
      return;
    }
    case 'note': {
      const note = await api.post('/sites/{siteId}/notes', {
        path: { siteId: write.siteId },
        body: write.note,
        idempotencyKey: firstKey,
      });
      appendTo(queryClient, queryKeys.inventory.notes(write.siteId), note);
      return;
    }
    case 'tree': {
      let treeId = entry.treeId;
      if (treeId === null) {
        const tree = await api.post('/sites/{siteId}/trees', {
          path: { siteId: write.siteId },
          body: write.tree,
          idempotencyKey: firstKey,
        });
        appendTo(queryClient, queryKeys.inventory.trees(write.siteId), tree);
        treeId = tree.id;
        // Kept before the photo is sent: past the server's 24 h memory of the key, sending the
        // tree again would add it twice.
        await outbox.update(entry.id, { treeId });
      }
      if (write.photo) {
        await api.post('/trees/{treeId}/photos', {
          path: { treeId },
          body: { data: await readBase64(write.photo.image), category: write.photo.category },
          idempotencyKey: secondKey,
        });
        void queryClient.invalidateQueries({ queryKey: queryKeys.inventory.photos(treeId) });
      }
      return;
    }
  }
}

import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { OutboxEntry } from './field-writes';

/**
 * The outbox on the phone's disk (IndexedDB, through idb-keyval): one record per entry, keyed by
 * its id, so the order writes were made in is the order they are read back in. Photos are kept in
 * their entry as Blobs, which IndexedDB stores as files.
 */
export interface OutboxStore {
  readAll(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

export function indexedDbOutbox(): OutboxStore {
  const store: UseStore = createStore('canopy-outbox', 'entries');
  return {
    readAll: async () => (await entries<string, OutboxEntry>(store)).map(([, entry]) => entry),
    put: (entry) => set(entry.id, entry, store),
    remove: (id) => del(id, store),
  };
}

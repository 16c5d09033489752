import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { queryKeys } from './query-keys';

/**
 * A crew's phone keeps its last answers on disk (IndexedDB), so the day stays readable without
 * signal after one visit (docs/decisions/spa.md "The crew's day works offline"). Only a crew key's
 * session does: an office key never leaves its tab. Kept a week, and per key and per build of the
 * app: another key never sees them, and a new build (whose answers may read differently) starts afresh.
 */
export const PERSISTED_READS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The build of the app, set by Vite (vite.config.ts); tests have none of their own. */
const appBuild = typeof __CANOPY_BUILD__ === 'string' ? __CANOPY_BUILD__ : 'development';

/** Not secret (the key itself is kept beside it), only one name per key: FNV-1a over its characters. */
function fingerprint(apiKey: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < apiKey.length; index++) {
    hash ^= apiKey.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const store = () => createStore('canopy-reads', 'clients');
const storageKey = (apiKey: string) => `reads-${fingerprint(apiKey)}`;

/** Signed photo links expire within minutes: never kept. */
const isPhotoLinks = (queryKey: readonly unknown[]) =>
  (queryKey[0] as { entity?: string } | undefined)?.entity === queryKeys.inventory.photos('')[0].entity;

export function persistedReads(apiKey: string): PersistQueryClientProviderProps['persistOptions'] {
  const reads = store();
  return {
    persister: createAsyncStoragePersister({
      key: storageKey(apiKey),
      storage: {
        getItem: (key) => get<string>(key, reads),
        setItem: (key, value: string) => set(key, value, reads),
        removeItem: (key) => del(key, reads),
      },
    }),
    maxAge: PERSISTED_READS_MAX_AGE_MS,
    buster: appBuild,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && !isPhotoLinks(query.queryKey),
    },
  };
}

/** Signing out (or a refused key) takes the key's kept answers off the phone. */
export function forgetPersistedReads(apiKey: string): Promise<void> {
  return del(storageKey(apiKey), store());
}

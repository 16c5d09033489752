import { QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApiClient } from '../../client/api-client';
import type { ApiError } from '../../client/api-error';
import { ApiContext } from './api-context';
import { persistedReads, PERSISTED_READS_MAX_AGE_MS } from './persisted-reads';
import { createQueryClient, watchUnauthorized } from './query-client';

export interface ApiProviderProps {
  /** Ends in /api/v1: relative in the browser, the test server's address in component tests. */
  baseUrl: string;
  readKey: () => string | null;
  /** A 401 from any call: the session is over. */
  onUnauthorized: (error: ApiError) => void;
  /** Keep the answers on disk for reading without signal (a crew key's session: lib/persisted-reads.ts). */
  persistReads?: boolean;
  children: ReactNode;
}

/**
 * The API client and the query cache of one session. Mount one per key (`key={apiKey}`): nothing
 * read with one key may show through to the next.
 */
export function ApiProvider({ baseUrl, readKey, onUnauthorized, persistReads = false, children }: ApiProviderProps) {
  const api = useMemo(() => createApiClient({ baseUrl, apiKey: readKey }), [baseUrl, readKey]);
  // Kept answers are restored only while their queries are still in memory: keep them as long.
  const [queryClient] = useState(() => createQueryClient(persistReads ? PERSISTED_READS_MAX_AGE_MS : undefined));
  const [persistOptions] = useState(() => {
    const key = readKey();
    return persistReads && key ? persistedReads(key) : null;
  });

  useEffect(() => watchUnauthorized(queryClient, onUnauthorized), [queryClient, onUnauthorized]);

  return (
    <ApiContext.Provider value={api}>
      {persistOptions ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          {children}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )}
    </ApiContext.Provider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApiClient } from '../../client/api-client';
import type { ApiError } from '../../client/api-error';
import { ApiContext } from './api-context';
import { createQueryClient, watchUnauthorized } from './query-client';

export interface ApiProviderProps {
  /** Ends in /api/v1: relative in the browser, the test server's address in component tests. */
  baseUrl: string;
  readKey: () => string | null;
  /** A 401 from any call: the session is over. */
  onUnauthorized: (error: ApiError) => void;
  children: ReactNode;
}

/**
 * The API client and the query cache of one session. Mount one per key (`key={apiKey}`): nothing
 * read with one key may show through to the next.
 */
export function ApiProvider({ baseUrl, readKey, onUnauthorized, children }: ApiProviderProps) {
  const api = useMemo(() => createApiClient({ baseUrl, apiKey: readKey }), [baseUrl, readKey]);
  const [queryClient] = useState(createQueryClient);

  useEffect(() => watchUnauthorized(queryClient, onUnauthorized), [queryClient, onUnauthorized]);

  return (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
}

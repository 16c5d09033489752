import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../client/api-error';

/** `gcTime`: how long an answer no screen shows stays in memory (React Query's 5 minutes unless said). */
export function createQueryClient(gcTime?: number): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries what is retryable (5xx, 429) with backoff; React Query must not add more.
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        ...(gcTime !== undefined && { gcTime }),
      },
      mutations: { retry: false },
    },
  });
}

/** Calls `handle` for every query or mutation that fails with 401 (the key is gone, expired or revoked). Returns the unsubscribe. */
export function watchUnauthorized(queryClient: QueryClient, handle: (error: ApiError) => void): () => void {
  const check = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) handle(error);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

import { createContext, useContext } from 'react';
import type { ApiClient } from '../../client/api-client';

export const ApiContext = createContext<ApiClient | null>(null);

/** The typed API client of the signed-in session (the SPA's only way to the server). */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider');
  return api;
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChangeEvent } from '../../shared/contract/events';

/**
 * Who wants the change feed's events themselves, not only the reads they make stale (a plan on the
 * board marks the jobs whose day changed). Kept per QueryClient: one app's feed tells its own screens.
 */
const listenersOf = new WeakMap<QueryClient, Set<(event: ChangeEvent) => void>>();

export function tellChangeListeners(queryClient: QueryClient, event: ChangeEvent): void {
  for (const listener of listenersOf.get(queryClient) ?? []) listener(event);
}

/** Calls `listener` with each event of the change feed while mounted (the latest `listener` given). */
export function useChangeEvents(listener: (event: ChangeEvent) => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const listeners = listenersOf.get(queryClient) ?? new Set();
    listenersOf.set(queryClient, listeners);
    const call = (event: ChangeEvent) => latest.current(event);
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, [queryClient]);
}
